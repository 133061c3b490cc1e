//! The server of `horde serve`.
//!
//! ```no_run
//! # async fn run() -> Result<(), horde_server::ServerError> {
//! use horde_server::{Catalog, Config, serve};
//! let config = Config::new("127.0.0.1:8080".parse().unwrap(), std::path::Path::new("horde.db"), Catalog::standard());
//! serve(config).await
//! # }
//! ```
//!
//! Each live match is a task (`actor`) that owns its `horde_core::Match`
//! behind [`DynMatch`], so the server is the same for every rule system of
//! the `horde-games` facade. Every accepted action is in the store before
//! it is acknowledged; on start the server replays every unfinished match
//! from the store. Clients only ever receive what the rule system's
//! `view` / `event_view` builds for their own seat (or for a spectator).

mod actor;
mod app;
mod at_hand;
mod boards;
pub mod bot;
mod catalog;
mod chat;
mod cluster;
mod config;
pub mod demo;
mod dynmatch;
mod error;
mod forward;
mod guard;
mod listen;
mod names;
mod pages;
pub mod protocol;
mod ratelimit;
mod routes;
mod server;
mod ws;

pub use at_hand::{ChanceView, OddsView};
pub use catalog::{Catalog, GameListing};
pub use chat::MAX_CHAT_CHARS;
pub use cluster::{ClusterCounters, ClusterCounts};
pub use config::{Config, Limits, ServeArgs, init_logging};
pub use dynmatch::{ActError, ActionInput, DynMatch, LegalAction};
pub use error::{ApiError, ErrorBody};
pub use horde_store::Database;
pub use server::{RunningServer, ServerError, serve, start};
