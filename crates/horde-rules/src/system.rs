//! The [`RuleSystem`] trait: what a front end, the simulator and the bots
//! need of a rule system beyond [`Game`].

use crate::at_hand::{Briefing, Explanation, ODDS_BUDGET, Odds, Roll, enumerate_odds};
use crate::bots::{BotParts, NoParts};
use crate::observe::Observer;
use crate::sim::SimGame;
use crate::texts::{ActionText, Lang, Texts};
use horde_core::{Seat, Viewer};
use horde_data::spec::Spec;
use horde_data::{Diagnostics, Source};
use serde::Serialize;
use std::ops::RangeInclusive;

/// A rule system Horde can play, simulate and show. Implemented in the
/// rule system's own crate and registered with one line in horde-games.
///
/// The bounds let every front end move matches between threads (the
/// server's match tasks, the simulator's workers) without restating them.
pub trait RuleSystem:
    SimGame<Setup: Send + Sync, Action: Send + Sync, Event: Send + Sync, View: Send> + Send + Sync + 'static
{
    /// Its name, source and capability facts.
    fn info() -> RuleSystemInfo;

    fn missions() -> Vec<MissionInfo>;

    /// How many seats a table of this rule system may have.
    fn seat_range() -> RangeInclusive<u8>;

    /// A ready-to-play setup of `mission` with `seats` seats (a sensible
    /// default team), or a message naming what is wrong.
    fn default_setup(mission: &str, seats: u8) -> Result<Self::Setup, String>;

    /// Checks this rule system's content files (all of a folder at once,
    /// so cross-file references resolve) and returns every problem.
    fn validate_content(sources: &[Source]) -> Diagnostics;

    /// Runs a scenario file: a set-up position, actions and expectations.
    fn run_scenario(source: &Source) -> Result<ScenarioReport, Diagnostics>;

    /// The character card of a survivor (or the like) named `name`: text,
    /// or JSON when `json`. Rule systems without characters refuse.
    fn character_card(name: &str, json: bool) -> Result<String, String> {
        let _ = (name, json);
        Err(format!("{} has no character cards", Self::info().name_en))
    }

    /// A designer's own mission file (`horde sim --mission FILE`), as the
    /// setup of a match with `seats` seats (the usual table when `None`):
    /// its id, the setup and the board for heat maps. Rule systems without
    /// mission files refuse.
    fn mission_file(source: &Source, seats: Option<u8>) -> Result<MissionFile<Self::Setup>, Diagnostics> {
        let _ = seats;
        let mut d = Diagnostics::new();
        d.push(horde_data::Diagnostic::error(
            source,
            0..0,
            format!("{} plays its shipped missions only; it has no mission files", Self::info().name_en),
        ));
        Err(d)
    }

    /// Its specification (docs/spec/<id>.md), parsed once: what a rule ID
    /// cited by a refusal or a test says. Empty for systems without one.
    fn spec() -> &'static Spec {
        static EMPTY: Spec = Spec::empty();
        &EMPTY
    }

    /// Its policy (for `heuristic` and rollout search) and evaluator (for
    /// `greedy` and search leaves); by default nothing, which still allows
    /// `random` and `mcts`.
    fn bot_parts() -> &'static dyn BotParts<Self> {
        &NoParts
    }

    /// Its numeric encoding for learning agents (a seat's observation as
    /// numbers, the action space), or `None` (the default) where it has
    /// none: the Python environments then refuse it by name.
    fn observer() -> Option<&'static dyn Observer<Self>> {
        None
    }

    /// Its words in every language: action labels, event narration, the
    /// names of its pieces. Kept beside the rule crate as
    /// `locales/{en,ru}/<id>.ftl`; by default none.
    fn texts() -> &'static Texts {
        Texts::empty()
    }

    /// How `viewer`'s menu shows `action` in this state, in `lang`. Must
    /// name nothing `viewer` may not know. By default the action's
    /// `Display`, in the "choice" group.
    fn action_text(&self, action: Self::Action, viewer: Viewer, lang: Lang) -> ActionText {
        let _ = (viewer, lang);
        ActionText::plain(action.to_string())
    }

    /// What each seat of the default table of `seats` plays, in `lang`,
    /// where seats differ (a zombie player against the humans), so that a
    /// lobby and the seat pages can say so. Empty (the default): every
    /// seat plays alike.
    fn seat_roles(seats: u8, lang: Lang) -> Vec<String> {
        let _ = (seats, lang);
        Vec::new()
    }

    /// The actions that give up the rest of `seat`'s turn, in the order
    /// they are played, for a front end's "end my turn" in one click:
    /// each is an ordinary action of the seat, checked and logged as if
    /// chosen by hand, so the log stays the seat's own choices. Empty
    /// (the default) where the rule system offers no such shortcut now.
    fn pass_actions(&self, seat: Seat) -> Vec<Self::Action> {
        let _ = seat;
        Vec::new()
    }

    /// `event` told in `lang` to `viewer`; the state is the one the event
    /// led to (or a later one). `event` is the engine's own: an
    /// implementation tells only what `self.event_view(event, viewer)`
    /// shows. `None` when there is nothing to tell (by default: front ends
    /// then show the event's data).
    fn narrate(&self, event: &Self::Event, viewer: Viewer, lang: Lang) -> Option<String> {
        let _ = (event, viewer, lang);
        None
    }

    /// The briefing of `mission`: its goal and special rules (see
    /// [`crate::at_hand`]). `None` (the default) where there is none.
    fn briefing(mission: &str) -> Option<Briefing> {
        let _ = mission;
        None
    }

    /// What each named piece and board symbol is, in `lang`: statistics
    /// or text and the rule ID. Rules text only, the same for every seat.
    fn explanations(lang: Lang) -> Vec<Explanation> {
        let _ = lang;
        Vec::new()
    }

    /// The dice rolled in `events` (events as one viewer sees them, in
    /// order), told in `lang`. None by default.
    fn rolls(&self, events: &[Self::Event], lang: Lang) -> Vec<Roll> {
        let _ = (events, lang);
        Vec::new()
    }

    /// The exact odds of what `action` achieves (kills, say), for the
    /// seat about to choose it. By default enumerated over the chance
    /// outcomes that follow it ([`enumerate_odds`]), for the actions
    /// [`RuleSystem::odds_measure`] names.
    fn action_odds(&self, action: Self::Action) -> Option<Odds> {
        enumerate_odds(self, action, ODDS_BUDGET)
    }

    /// The catalogue message naming what the odds of `action` count
    /// (with `$count`), or `None` (the default) when it shows no odds.
    /// Only actions whose chance depends on nothing hidden from the seat.
    fn odds_measure(&self, action: Self::Action) -> Option<&'static str> {
        let _ = action;
        None
    }

    /// Whether the chance now to resolve still belongs to the action
    /// whose odds are counted (its dice) rather than to what follows.
    fn odds_open(&self) -> bool {
        false
    }

    /// What the odds count, once the action's chance has settled: from
    /// the events since the action and this state.
    fn odds_count(&self, events: &[Self::Event]) -> u32 {
        let _ = events;
        0
    }
}

/// A mission read from a designer's file.
#[derive(Clone, Debug)]
pub struct MissionFile<S> {
    pub id: String,
    pub setup: S,
    /// The board as places on a grid, for the simulator's heat maps.
    pub zone_grid: Option<crate::sim::ZoneGrid>,
}

/// Who plays against whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// Every seat wins or loses together against the game.
    Cooperative,
    /// Seats (or teams) compete; some missions may be cooperative too.
    Competitive,
    /// One seat plays the monsters against the others.
    OneAgainstMany,
}

/// Facts about a rule system that front ends decide on, in the spirit of
/// OpenSpiel's `GameType`: never its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Capabilities {
    /// Every way it is played (the first is the usual one).
    pub modes: &'static [Mode],
    /// Whether some state is hidden from some seat (hands, face-down
    /// cards): the server then never shows one seat's view to another.
    pub hidden_information: bool,
    /// Whether dice or draws occur (chance decisions).
    pub chance: bool,
}

/// Static facts about a rule system.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RuleSystemInfo {
    pub id: &'static str,
    pub name_en: &'static str,
    pub name_ru: &'static str,
    /// The source document's seed number.
    pub seed: &'static str,
    pub summary: &'static str,
    /// The prefix of its rule IDs in its specification ("RM" for RM-MOVE-3).
    pub rule_prefix: &'static str,
    pub capabilities: Capabilities,
}

/// A playable mission or scenario of a rule system.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MissionInfo {
    pub id: String,
    pub title_en: String,
    pub title_ru: String,
    pub difficulty: String,
    /// How many survivors / players the mission is made for, as printed.
    pub players: String,
}

/// What a scenario run produced.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ScenarioReport {
    /// The resulting state and events, as JSON for people and tools.
    pub output: serde_json::Value,
    /// Expectations that did not hold, each a readable difference; empty
    /// when the scenario passed (or had no expectations).
    pub mismatches: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown mission {requested:?} for {game}; available: {}", known.join(", "))]
pub struct UnknownMission {
    pub game: &'static str,
    pub requested: String,
    pub known: Vec<String>,
}

/// The mission `id` of rule system `G`, or every mission it has.
pub fn find_mission<G: RuleSystem>(id: &str) -> Result<MissionInfo, UnknownMission> {
    let missions = G::missions();
    missions.iter().find(|m| m.id == id).cloned().ok_or_else(|| UnknownMission {
        game: G::ID,
        requested: id.to_owned(),
        known: missions.iter().map(|m| m.id.clone()).collect(),
    })
}
