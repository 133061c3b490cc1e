//! Rue Morgue content: typed definitions and their loader.
//!
//! The game's numbers live in the TOML files under `content/rue-morgue/`.
//! [`Catalog::from_sources`] reads and checks such files and reports every
//! problem with file, line, column and field path; [`builtin_catalog`] is
//! the shipped content.

mod builtin;
mod card;
mod load;
mod parse;
mod raw;
mod skill_ref;
mod types;
mod validate;

#[cfg(test)]
mod tests;

pub use builtin::{BUILTIN_SOURCES, builtin_catalog};
pub use card::{Level, Named, SurvivorCard, survivor_card};
pub use load::ContentError;
pub use skill_ref::SkillRef;
pub use types::*;
pub use validate::{EQUIPMENT_CARD_TOTAL, SKILL_COUNT, ZOMBIE_CARD_NUMBERS, ZOMBIE_SUPPLY_TOTAL};
