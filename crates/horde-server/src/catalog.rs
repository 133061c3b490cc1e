//! The rule systems a server plays, with the game type erased.

use crate::dynmatch::{DynMatch, Erased};
use horde_core::{Match, MatchFile, ReplayError};
use horde_games::{GameFn, MissionInfo, Registry, RuleSystem, RuleSystemInfo, Visitor};
use horde_render::{Picture, PictureFn};
use horde_rules::{Briefing, Explanation, Lang};
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt;
use std::marker::PhantomData;

/// Creating and loading matches of one rule system.
trait GameEntry: Send + Sync {
    fn info(&self) -> RuleSystemInfo;
    fn missions(&self) -> Vec<MissionInfo>;
    fn seat_range(&self) -> [u8; 2];
    fn roles(&self, lang: Lang) -> Vec<Vec<String>>;
    fn create(&self, mission: &str, seats: u8, setup: Option<&Value>, seed: u64) -> Result<Created, String>;
    fn load(&self, file: &MatchFile) -> Result<Box<dyn DynMatch>, ReplayError>;
    fn rule(&self, id: &str) -> Option<RuleText>;
    fn briefing(&self, mission: &str) -> Option<Briefing>;
    fn explanations(&self, lang: Lang) -> Vec<Explanation>;
}

/// A new match and the setup it was made from, as stored.
pub(crate) struct Created {
    pub(crate) game: Box<dyn DynMatch>,
    pub(crate) setup: Value,
    pub(crate) rules_version: u32,
}

struct Entry<G>(PhantomData<fn() -> G>);

impl<G: Picture> GameEntry for Entry<G> {
    fn info(&self) -> RuleSystemInfo {
        G::info()
    }
    fn missions(&self) -> Vec<MissionInfo> {
        G::missions()
    }
    fn seat_range(&self) -> [u8; 2] {
        let r = G::seat_range();
        [*r.start(), *r.end()]
    }
    fn roles(&self, lang: Lang) -> Vec<Vec<String>> {
        G::seat_range().map(|seats| G::seat_roles(seats, lang)).collect()
    }
    fn create(&self, mission: &str, seats: u8, setup: Option<&Value>, seed: u64) -> Result<Created, String> {
        let setup: G::Setup = match setup {
            Some(v) => serde_json::from_value(v.clone()).map_err(|e| format!("bad setup for {}: {e}", G::ID))?,
            None => G::default_setup(mission, seats)?,
        };
        let json = serde_json::to_value(&setup).map_err(|e| e.to_string())?;
        let m = Match::<G>::new(setup, seed).map_err(|e| e.0)?;
        if m.state().num_seats() != usize::from(seats) {
            return Err(format!("this setup has {} seats, {seats} were given", m.state().num_seats()));
        }
        Ok(Created { game: Box::new(Erased::new(m)), setup: json, rules_version: G::RULES_VERSION })
    }
    fn rule(&self, id: &str) -> Option<RuleText> {
        G::spec().rule(id).map(|r| RuleText { id: r.id.clone(), section: r.section.clone(), text: r.text.clone() })
    }
    fn load(&self, file: &MatchFile) -> Result<Box<dyn DynMatch>, ReplayError> {
        Ok(Box::new(Erased::new(Match::<G>::from_file(file)?)))
    }
    fn briefing(&self, mission: &str) -> Option<Briefing> {
        G::briefing(mission)
    }
    fn explanations(&self, lang: Lang) -> Vec<Explanation> {
        G::explanations(lang)
    }
}

/// A rule of a rule system's specification, as `GET
/// /api/games/{id}/rules/{rule}` answers (the specification's English).
#[derive(Clone, Debug, Serialize)]
pub struct RuleText {
    pub id: String,
    /// The heading it sits under.
    pub section: String,
    pub text: String,
}

/// A rule system as listed by `GET /api/games`.
#[derive(Clone, Debug, Serialize)]
pub struct GameListing {
    pub info: RuleSystemInfo,
    pub missions: Vec<MissionInfo>,
    /// How many seats a table may have: `[fewest, most]`.
    pub seats: [u8; 2],
    /// What each seat plays, in the asked language, for each table size
    /// from the fewest seats up; a size's list is empty where its seats
    /// play alike.
    pub roles: Vec<Vec<String>>,
    /// Each mission's briefing (goal and special rules), by mission id,
    /// for the missions that have one.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub briefings: BTreeMap<String, Briefing>,
}

/// The rule systems of a server, by id.
#[derive(Default)]
pub struct Catalog {
    /// In the registry's order, which the lobby keeps (the first is the
    /// default choice).
    games: Vec<(&'static str, Box<dyn GameEntry>)>,
}

impl fmt::Debug for Catalog {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.ids()).finish()
    }
}

impl Catalog {
    /// Every rule system this build ships (horde-games' list).
    pub fn standard() -> Self {
        Self::of::<horde_games::Standard>()
    }

    /// Every rule system of registry `R`.
    pub fn of<R: Registry>() -> Self {
        struct Fill(Catalog);
        impl Visitor for Fill {
            fn visit<G: RuleSystem>(&mut self) {
                self.0.insert(G::ID, GameFn::call::<G>(MakeEntry));
            }
        }
        let mut fill = Fill(Self::default());
        R::visit(&mut fill);
        fill.0
    }

    /// Adds one rule system (for tests and demos).
    #[must_use]
    pub fn with<G: RuleSystem>(mut self) -> Self {
        self.insert(G::ID, GameFn::call::<G>(MakeEntry));
        self
    }

    /// Adds or replaces the entry of `id`, keeping the order of first
    /// registration.
    fn insert(&mut self, id: &'static str, entry: Box<dyn GameEntry>) {
        match self.games.iter_mut().find(|(known, _)| *known == id) {
            Some(slot) => slot.1 = entry,
            None => self.games.push((id, entry)),
        }
    }

    /// Whether rule system `id` hides anything from some seat (`None`:
    /// unknown rule system).
    pub fn hides_information(&self, id: &str) -> Option<bool> {
        self.entry(id).ok().map(|g| g.info().capabilities.hidden_information)
    }

    /// Rule `rule` of rule system `id`'s specification.
    pub fn rule(&self, id: &str, rule: &str) -> Option<RuleText> {
        self.entry(id).ok().and_then(|g| g.rule(rule))
    }

    /// What each named piece and symbol of `game` is, in `lang`.
    pub fn explanations(&self, game: &str, lang: Lang) -> Option<Vec<Explanation>> {
        self.entry(game).ok().map(|g| g.explanations(lang))
    }

    pub fn ids(&self) -> Vec<&'static str> {
        self.games.iter().map(|(id, _)| *id).collect()
    }

    pub fn listings(&self, lang: Lang) -> Vec<GameListing> {
        self.games
            .iter()
            .map(|(_, g)| {
                let missions = g.missions();
                let briefings = missions.iter().filter_map(|m| Some((m.id.clone(), g.briefing(&m.id)?))).collect();
                GameListing { info: g.info(), missions, seats: g.seat_range(), roles: g.roles(lang), briefings }
            })
            .collect()
    }

    pub(crate) fn create(
        &self,
        game: &str,
        mission: &str,
        seats: u8,
        setup: Option<&Value>,
        seed: u64,
    ) -> Result<Created, CatalogError> {
        self.entry(game)?.create(mission, seats, setup, seed).map_err(CatalogError::Setup)
    }

    pub(crate) fn load(&self, file: &MatchFile) -> Result<Box<dyn DynMatch>, CatalogError> {
        self.entry(&file.game)?.load(file).map_err(CatalogError::Replay)
    }

    fn entry(&self, game: &str) -> Result<&dyn GameEntry, CatalogError> {
        self.games
            .iter()
            .find(|(id, _)| *id == game)
            .map(|(_, b)| &**b)
            .ok_or_else(|| CatalogError::UnknownGame { requested: game.to_owned(), known: self.ids().join(", ") })
    }
}

/// Builds the erased entry of whichever rule system it is called with.
struct MakeEntry;

impl GameFn for MakeEntry {
    type Output = Box<dyn GameEntry>;
    fn call<G: RuleSystem>(self) -> Box<dyn GameEntry> {
        // The server plays the type horde-render draws: the rule system
        // itself, or `Plain<G>` when it has no picture (same matches).
        horde_render::with_picture::<G, _>(self)
    }
}

impl PictureFn for MakeEntry {
    type Output = Box<dyn GameEntry>;
    fn call<G: Picture>(self) -> Box<dyn GameEntry> {
        Box::new(Entry::<G>(PhantomData))
    }
}

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub(crate) enum CatalogError {
    #[error("unknown game {requested:?}; this server plays: {known}")]
    UnknownGame { requested: String, known: String },
    #[error("{0}")]
    Setup(String),
    #[error("{0}")]
    Replay(ReplayError),
}
