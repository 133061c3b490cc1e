//! Durable storage of Horde matches in SQLite (embedded, the default) or
//! PostgreSQL, behind one interface: [`Store::connect`] takes a
//! [`Database`], parsed from a path or URL.
//!
//! The ground truth of a match is its setup, seed and action log (see
//! `horde_core::Match`); this crate stores exactly that, plus the seats and
//! the hashes of their join tokens. Loading a match means replaying its
//! log through the rules ([`StoredMatch::replay`]), so the stored data
//! never goes stale when the state representation changes.
//!
//! Durability: SQLite runs in WAL mode with `synchronous=FULL`, and
//! PostgreSQL with `synchronous_commit=on`; [`Store::append`] commits a
//! whole batch (an action and the chance outcomes it triggered) in one
//! transaction. A caller that acknowledges an action only after `append`
//! returns never loses an acknowledged action, not even on a power cut.

mod backend;
mod chat;
mod error;
mod group;
mod lease;
mod records;
mod store;
#[cfg(feature = "test-db")]
pub mod test_db;
pub mod token;

pub use backend::{Backend, Database, migrator_through};
pub use chat::ChatLine;
pub use error::StoreError;
pub use lease::Lease;
pub use records::{
    Batch, MatchRecord, MatchStatus, MatchSummary, NewMatch, PlayerSummary, SeatKind, SeatRecord, StoredMatch,
};
pub use store::{Health, Store, WriteHealth};
