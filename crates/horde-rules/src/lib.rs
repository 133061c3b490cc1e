//! The contract every Horde rule system implements, at the bottom of the
//! crate graph beside horde-core, horde-board and horde-data.
//!
//! A rule crate depends on those and on this crate only. It implements
//! [`RuleSystem`] (which extends [`horde_core::Game`] and [`SimGame`]) and
//! is registered with one line in horde-games' [`systems!`] list; the
//! registry, the dispatch from an id to the concrete type and every front
//! end's list of games derive from that line.
//!
//! - [`system`]: the [`RuleSystem`] trait, its capability facts, missions.
//! - [`sim`]: what the simulator counts and reports ([`SimGame`]).
//! - [`bots`]: the policy and evaluator a rule system lends to the bots.
//! - [`registry`]: the type-level list of rule systems and its dispatch.
//! - [`scenario`]: the scenario runner every rule system shares
//!   ([`scenario::ScenarioGame`] is each one's part of it).
//! - [`at_hand`]: briefings, explanations, dice rolls and exact odds.
//! - [`observe`]: a seat's observation as numbers and a fixed action space.
//! - [`texts`]: each rule system's words in Russian and English (Fluent).

pub mod at_hand;
pub mod bots;
pub mod observe;
pub mod plain;
pub mod registry;
pub mod scenario;
pub mod sim;
pub mod system;
pub mod texts;

pub use at_hand::{Bilingual, Briefing, BriefingRule, Chance, Explanation, Odds, Roll};
pub use bots::{BotParts, Evaluator, NoParts, Policy, TieBreak};
pub use observe::{Observer, Slots};
pub use plain::Plain;
pub use registry::{Cons, GameFn, Nil, Registry, UnknownGame, Visitor};
pub use sim::{SimGame, Tally, ZoneGrid};
pub use system::{
    Capabilities, MissionFile, MissionInfo, Mode, RuleSystem, RuleSystemInfo, ScenarioReport, UnknownMission,
    find_mission,
};
pub use texts::{ActionText, Group, Lang, PieceRef, Texts, Tr};
