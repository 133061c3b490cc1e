//! How the server is started.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use crate::Catalog;

/// Everything `serve` needs. (No `Default`: the address and database are
/// the caller's decision.)
#[derive(Debug)]
pub struct Config {
    /// Where to listen; port 0 picks a free port (see `RunningServer::addr`).
    pub addr: SocketAddr,
    /// The SQLite file; created if missing.
    pub db_path: PathBuf,
    /// The rule systems this server plays.
    pub catalog: Catalog,
    /// How long a bot waits before it acts, so people can follow.
    pub bot_delay: Duration,
    pub limits: Limits,
}

/// Bounds on what one client may send.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Largest HTTP request body, in bytes.
    pub max_body: usize,
    /// Largest WebSocket message, in bytes.
    pub max_ws_message: usize,
    /// Token bucket per connection (HTTP and WebSocket alike): this many
    /// requests at once...
    pub burst: u32,
    /// ...refilled at this many per second.
    pub per_second: u32,
}

impl Default for Limits {
    fn default() -> Self {
        Self { max_body: 16 * 1024, max_ws_message: 16 * 1024, burst: 40, per_second: 20 }
    }
}

/// Default WebSocket outbound queue per subscriber; a client that falls
/// this far behind is dropped and resyncs when it reconnects.
pub(crate) const SUBSCRIBER_QUEUE: usize = 64;

impl Config {
    /// A config with default limits and bot delay.
    pub fn new(addr: SocketAddr, db_path: impl Into<PathBuf>, catalog: Catalog) -> Self {
        Self {
            addr,
            db_path: db_path.into(),
            catalog,
            bot_delay: Duration::from_millis(400),
            limits: Limits::default(),
        }
    }
}
