//! How the server is started.

use horde_store::Database;
use std::net::SocketAddr;
use std::time::Duration;

use crate::Catalog;

/// Everything `serve` needs. (No `Default`: the address and database are
/// the caller's decision.)
#[derive(Debug)]
pub struct Config {
    /// Where to listen; port 0 picks a free port (see `RunningServer::addr`).
    pub addr: SocketAddr,
    /// Where matches are kept: a SQLite file (created if missing) or a
    /// PostgreSQL server.
    pub database: Database,
    /// The rule systems this server plays.
    pub catalog: Catalog,
    /// How long a bot waits before it acts, so people can follow.
    pub bot_delay: Duration,
    pub limits: Limits,
    /// Host names (the `Host` header, port left out) this server answers
    /// besides the loopback names `localhost`, `127.0.0.1` and `::1`; a
    /// request for any other host is refused (DNS rebinding), and a
    /// state-changing request or WebSocket from another origin too.
    pub allowed_hosts: Vec<String>,
}

/// Bounds on what one client may send and hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Largest HTTP request body, in bytes.
    pub max_body: usize,
    /// Largest WebSocket message, in bytes.
    pub max_ws_message: usize,
    /// Token bucket per client address (HTTP and WebSocket alike): this
    /// many requests at once...
    pub burst: u32,
    /// ...refilled at this many per second.
    pub per_second: u32,
    /// A WebSocket message not written within this time drops its socket
    /// (a client that stopped reading).
    pub ws_send_timeout: Duration,
    /// Bytes waiting to be sent on one WebSocket, at most; a socket that
    /// falls further behind is dropped (it resyncs when it reconnects).
    pub ws_queue_bytes: usize,
    /// A WebSocket that sends nothing for this long, not even the pong to
    /// the server's pings (sent every third of it), is closed: a half-open
    /// connection ends here.
    pub ws_idle: Duration,
    /// Open WebSockets per client address, at most.
    pub ws_per_client: usize,
    /// Open TCP connections per client address, at most, WebSockets
    /// included; a connection beyond it is closed as soon as it is accepted.
    pub conns_per_client: usize,
    /// A connection must send each request's head (method, path, headers)
    /// within this time, and may sit idle between requests no longer: a
    /// half-open connection ends here.
    pub header_timeout: Duration,
    /// A request's body and its answer must be done within this time
    /// (408): a client that sends half a body holds nothing longer.
    pub request_timeout: Duration,
    /// Matches one client address may create per minute (bursts of as many).
    pub creates_per_minute: u32,
    /// How long a finished match nobody watches stays in memory; then it
    /// is dropped, and loaded again from the store when asked for.
    pub finished_linger: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_body: 16 * 1024,
            max_ws_message: 16 * 1024,
            burst: 40,
            per_second: 20,
            ws_send_timeout: Duration::from_secs(10),
            ws_queue_bytes: 2 * 1024 * 1024,
            ws_idle: Duration::from_secs(90),
            ws_per_client: 32,
            conns_per_client: 64,
            header_timeout: Duration::from_secs(20),
            request_timeout: Duration::from_secs(30),
            creates_per_minute: 30,
            finished_linger: Duration::from_secs(30),
        }
    }
}

/// WebSocket outbound queue per subscriber, in messages (bytes are
/// bounded by `Limits::ws_queue_bytes`); a client that falls this far
/// behind is dropped and resyncs when it reconnects.
pub(crate) const SUBSCRIBER_QUEUE: usize = 64;

impl Config {
    /// A config with default limits and bot delay.
    pub fn new(addr: SocketAddr, database: impl Into<Database>, catalog: Catalog) -> Self {
        Self {
            addr,
            database: database.into(),
            catalog,
            bot_delay: Duration::from_millis(400),
            limits: Limits::default(),
            allowed_hosts: Vec::new(),
        }
    }
}

/// The bounds and the log level as `horde serve` flags (shared by the
/// stand-alone binary).
#[derive(Clone, Debug, clap::Args)]
pub struct ServeArgs {
    /// Requests per second allowed per client address, HTTP and WebSocket
    /// together (bursts of twice that).
    #[arg(long, default_value_t = 20)]
    pub rate: u32,
    /// Matches one client address may create per minute.
    #[arg(long, default_value_t = 30)]
    pub creates_per_minute: u32,
    /// Open WebSockets per client address.
    #[arg(long, default_value_t = 32)]
    pub sockets_per_client: usize,
    /// Milliseconds a WebSocket message may take to be written before the
    /// socket is dropped.
    #[arg(long, default_value_t = 10_000)]
    pub send_timeout_ms: u64,
    /// KiB waiting to be sent on one WebSocket before it is dropped.
    #[arg(long, default_value_t = 2048)]
    pub socket_queue_kib: usize,
    /// Seconds a WebSocket may stay silent (no message, no pong) before it
    /// is closed.
    #[arg(long, default_value_t = 90)]
    pub idle_secs: u64,
    /// Open connections per client address, WebSockets included.
    #[arg(long, default_value_t = 64)]
    pub connections_per_client: usize,
    /// Seconds a connection may take to send a request's head, or stay
    /// idle between requests, before it is closed.
    #[arg(long, default_value_t = 20)]
    pub header_timeout_secs: u64,
    /// Seconds a request's body and answer may take (then 408).
    #[arg(long, default_value_t = 30)]
    pub request_timeout_secs: u64,
    /// Seconds a finished match nobody watches stays in memory.
    #[arg(long, default_value_t = 30)]
    pub finished_linger_secs: u64,
    /// Also answer requests for this host name (the `Host` header), and
    /// accept state-changing requests from its pages; repeatable. Loopback
    /// names and the listening address are always answered.
    #[arg(long = "allow-host", value_name = "NAME")]
    pub allow_hosts: Vec<String>,
    /// What the log on stderr shows: `error`, `warn`, `info`, `debug`,
    /// or a filter such as `horde_server=debug` (default: `RUST_LOG`,
    /// else `info`).
    #[arg(long = "log", value_name = "LEVEL")]
    pub log: Option<String>,
}

impl ServeArgs {
    pub fn limits(&self) -> Limits {
        Limits {
            burst: self.rate.saturating_mul(2),
            per_second: self.rate,
            creates_per_minute: self.creates_per_minute,
            ws_per_client: self.sockets_per_client,
            conns_per_client: self.connections_per_client,
            header_timeout: Duration::from_secs(self.header_timeout_secs.max(1)),
            request_timeout: Duration::from_secs(self.request_timeout_secs.max(1)),
            ws_send_timeout: Duration::from_millis(self.send_timeout_ms),
            ws_queue_bytes: self.socket_queue_kib.saturating_mul(1024),
            ws_idle: Duration::from_secs(self.idle_secs.max(1)),
            finished_linger: Duration::from_secs(self.finished_linger_secs),
            ..Limits::default()
        }
    }
}

/// Installs the log: lines on stderr, filtered by `level` (a level or a
/// filter as `RUST_LOG` takes), else by `RUST_LOG`, else `info`.
pub fn init_logging(level: Option<&str>) -> Result<(), String> {
    use tracing_subscriber::EnvFilter;
    let filter = match level {
        Some(l) => EnvFilter::try_new(l).map_err(|e| format!("--log {l:?}: {e}"))?,
        None => EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")),
    };
    tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).try_init().map_err(|e| e.to_string())
}
