//! Rue Morgue (seed 000): the cooperative zone game, as a `horde-core` rule
//! system. Rule IDs (`RM-...`) refer to the English specification of the
//! rulebook; the engine's readings of unclear rules are recorded in
//! `docs/rulings/rue-morgue.md`.
//!
//! # Using it
//! - Start a match with a [`Setup`]: a mission ([`MissionChoice::Builtin`]
//!   with an id from [`mission::builtin_ids`], or a whole
//!   [`mission::MissionDef`] inline), the seats with the survivors each
//!   controls, the first player and [`Options`]. `catalog: None` plays with
//!   the content shipped in `content/rue-morgue/`. The competitive missions
//!   (RM-VS: m11, m12) take one to four rival teams, one seat each
//!   ([`Setup::rival_teams`]); their outcome gives every seat its team's XP
//!   total and names the best teams the winners.
//! - [`RueMorgue`] implements `horde_core::Game`: drive it with
//!   `horde_core::Match` (chance outcomes are actions: dice, card draws,
//!   setup deals). [`RueMorgue::describe`] gives an action in words with
//!   names ("Katie moves st1->st2"); [`View`] is the serialisable picture
//!   for the UIs; [`Event`]s say what happened, step by step.
//! - [`position::Scenario`] builds exact situations (survivors,
//!   inventories, zombies, noise, doors, helicopter, tents) and forces
//!   chance outcomes, for golden tests and the scenario runner.
//! - [`map`] derives geometry (movement, sight, routes) from a mission file;
//!   [`skills`] holds every rules query a skill can change.

pub mod at_hand;
pub mod bot;
pub mod content;
pub mod library;
pub mod map;
pub mod mission;
mod observe;
pub mod position;
pub mod sample_catalog;
pub mod scenario;
pub mod sim;
pub mod skills;
mod system;
pub mod texts;
pub mod tiles;
pub mod validate;

mod rules;

pub use rules::*;
