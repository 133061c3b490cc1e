//! Horde's deterministic kernel.
//!
//! A rule system implements [`Game`]: a pure state machine that lists the
//! legal actions of its current [`Decision`], validates and applies one,
//! and reports [`Game::Event`]s. Chance is a seat of its own: dice and draws
//! are actions chosen by the [`Match`] driver from a seeded stream and
//! logged, so a match is fully described by its setup, seed and log.
//!
//! This crate does no I/O, reads no clock and uses no OS randomness.

mod driver;
mod game;
mod hash;
pub mod rng;
mod seat;

pub use driver::{Entry, FileEntry, MATCH_FORMAT, MATCH_FORMAT_VERSION, Match, MatchError, MatchFile, ReplayError};
pub use game::{Game, Illegal, Outcome, RuleViolation, SetupError, sample_listed_chance};
pub use hash::{StableHasher, content_hash, stable_hash};
pub use rng::HordeRng;
pub use seat::{Actor, Decision, Seat, Viewer};
