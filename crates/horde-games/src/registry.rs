use horde_ai::{BotParts, NoParts};
use horde_core::Game;
use horde_data::{Diagnostics, Source};
use horde_sim::SimGame;
use serde::Serialize;

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

/// What the frontends need to know of a rule system beyond the `Game`
/// trait: its name, its missions, and how to set up a default match.
pub trait RuleSystem: Game {
    fn info() -> RuleSystemInfo;
    fn missions() -> Vec<MissionInfo>;
    /// A ready-to-play setup of `mission` with `seats` seats (a sensible
    /// default team), or a message naming what is wrong.
    /// How many seats a table of this rule system may have.
    fn seat_range() -> std::ops::RangeInclusive<u8>;
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
}

/// A registered rule system the simulator and the bots can run: how the
/// simulator sets up, ends and counts its games ([`SimGame`]), and what it
/// lends to the generic bots. Reached by id through
/// [`crate::dispatch_sim`].
pub trait Simulated: RuleSystem + SimGame {
    /// Its policy (for `heuristic` and policy rollouts) and evaluator (for
    /// `greedy` and MCTS leaves); by default nothing, which still allows
    /// `random` and `mcts`.
    fn bot_parts() -> &'static dyn BotParts<Self> {
        &NoParts
    }
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

/// Static facts about a rule system.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RuleSystemInfo {
    pub id: &'static str,
    pub name_en: &'static str,
    pub name_ru: &'static str,
    /// The source document's seed number.
    pub seed: &'static str,
    pub summary: &'static str,
}

/// Every rule system in this build, in the order `horde rules` lists them.
pub const REGISTRY: &[fn() -> RuleSystemInfo] =
    &[<horde_rue_morgue::RueMorgue as RuleSystem>::info, <horde_grid_siege::GridSiege as RuleSystem>::info];

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown game {requested:?}; available: {}", known.join(", "))]
pub struct UnknownGame {
    pub requested: String,
    pub known: Vec<&'static str>,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown mission {requested:?} for {game}; available: {}", known.join(", "))]
pub struct UnknownMission {
    pub game: &'static str,
    pub requested: String,
    pub known: Vec<String>,
}

pub(crate) fn unknown_game(id: &str) -> UnknownGame {
    UnknownGame { requested: id.to_owned(), known: REGISTRY.iter().map(|f| f().id).collect() }
}

pub fn find(id: &str) -> Result<RuleSystemInfo, UnknownGame> {
    REGISTRY.iter().map(|f| f()).find(|i| i.id == id).ok_or_else(|| unknown_game(id))
}

pub fn find_mission<G: RuleSystem>(id: &str) -> Result<MissionInfo, UnknownMission> {
    let missions = G::missions();
    missions.iter().find(|m| m.id == id).cloned().ok_or_else(|| UnknownMission {
        game: G::ID,
        requested: id.to_owned(),
        known: missions.iter().map(|m| m.id.clone()).collect(),
    })
}
