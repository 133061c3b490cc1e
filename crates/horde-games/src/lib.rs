//! The rule systems of this build: one line per rule system.
//!
//! Everything else (the registry's dispatch from an id to the concrete
//! game type, every front end's list of games) derives from [`Standard`].
//! To add a rule system, build its crate on horde-rules (see
//! docs/adding-a-rule-system.md) and add it to this list.

pub use horde_rules::{
    Capabilities, GameFn, MissionInfo, Mode, Registry, RuleSystem, RuleSystemInfo, ScenarioReport, UnknownGame,
    UnknownMission, Visitor, find_mission,
};

/// Every rule system Horde ships, in the order `horde rules` lists them.
pub type Standard = horde_rules::systems![
    horde_rue_morgue::RueMorgue,
    horde_grid_siege::GridSiege,
    horde_all_things_zombie::Atz,
    horde_z_game::ZGame,
    horde_dead_of_night::DeadOfNight,
];
