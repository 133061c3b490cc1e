//! Rue Morgue content: typed definitions and their loader.

mod types;

pub use types::*;
