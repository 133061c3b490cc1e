//! The registry of Horde's rule systems and the dispatch from a rule-system
//! id (as typed by a user or read from a save file) to its concrete
//! [`horde_core::Game`] type.
//!
//! Frontends (CLI, terminal, server, simulator) talk to rule systems only
//! through this crate: to add a rule system, implement [`RuleSystem`] for it
//! here and add one line to [`dispatch!`] and [`REGISTRY`].

mod dispatch;
mod grid_siege;
mod registry;
mod rue_morgue;

pub use dispatch::{GameFn, SimFn, dispatch, dispatch_sim};

pub use registry::{
    MissionInfo, REGISTRY, RuleSystem, RuleSystemInfo, ScenarioReport, Simulated, UnknownGame, UnknownMission, find,
    find_mission,
};
