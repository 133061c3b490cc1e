//! Rue Morgue (seed 000): the cooperative zone game, as a `horde-core` rule
//! system. Rule IDs (`RM-...`) refer to the English specification of the
//! rulebook.

pub mod bot;
pub mod content;
pub mod map;
pub mod mission;
pub mod sample_catalog;
pub mod scenario;
pub mod scenario_support;
pub mod sim;
pub mod skills;

mod game;

pub use game::*;
