//! Names of Grid Siege's pieces in the player's language: the rule
//! crate's (`horde_grid_siege::texts::names`).

pub use horde_grid_siege::texts::names::*;
