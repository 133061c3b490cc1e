//! Starting and stopping the server.

use crate::app::App;
use crate::cluster::Cluster;
use crate::config::Config;
use crate::{listen, routes};
use horde_store::{Backend, Store, StoreError};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    #[error("cannot open the database: {0}")]
    Store(#[from] StoreError),
    #[error("cannot listen: {0}")]
    Io(#[from] std::io::Error),
    #[error("cannot join the other servers: {0}")]
    Cluster(String),
}

/// A server running in the background of the current tokio runtime.
#[derive(Debug)]
pub struct RunningServer {
    addr: SocketAddr,
    resumed: usize,
    stop: oneshot::Sender<()>,
    task: JoinHandle<std::io::Result<()>>,
    store: Store,
    app: Arc<App>,
    /// Stops the renewal of this process's leases (shared database only).
    keeper: Option<oneshot::Sender<()>>,
}

impl RunningServer {
    /// The address it listens on (the real port when 0 was asked for).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// How many unfinished matches were reloaded from the store at start.
    pub fn resumed(&self) -> usize {
        self.resumed
    }

    /// Stops accepting connections, gives open ones a moment, gives back
    /// its matches' leases (so other processes take them at once) and
    /// closes the database. Every acknowledged action is already stored.
    pub async fn stop(self) {
        let _ = self.stop.send(());
        let mut task = self.task;
        if tokio::time::timeout(Duration::from_secs(2), &mut task).await.is_err() {
            // WebSockets stay open until their clients leave: cut them.
            task.abort();
        }
        if let Some(keeper) = self.keeper {
            let _ = keeper.send(());
        }
        crate::cluster::release_all(&self.app).await;
        self.store.close().await;
    }

    /// This process's counts of relays and lease renewals, live (`None`
    /// on SQLite, where no other process shares the database).
    pub fn cluster_counters(&self) -> Option<Arc<crate::cluster::ClusterCounters>> {
        self.app.cluster.as_ref().map(|c| c.counters.clone())
    }

    /// Runs until the task ends (it does not on its own).
    pub async fn wait(self) -> std::io::Result<()> {
        self.task.await.unwrap_or_else(|e| Err(std::io::Error::other(e)))
    }
}

/// Opens the store, reloads every unfinished match by replaying its log,
/// and starts serving on `config.addr`.
pub async fn start(config: Config) -> Result<RunningServer, ServerError> {
    let store = Store::connect(&config.database).await?;
    let listener = tokio::net::TcpListener::bind(config.addr).await?;
    let addr = listener.local_addr()?;
    // SQLite is one process's; PostgreSQL may be shared by many.
    let cluster = match config.database.backend() {
        Backend::Sqlite => None,
        Backend::Postgres => Some(Cluster::new(addr).map_err(|e| ServerError::Cluster(e.to_string()))?),
    };
    let app = Arc::new(App::new(
        store.clone(),
        config.catalog,
        config.bot_delay,
        config.limits,
        &config.allowed_hosts,
        config.addr,
        cluster,
    ));
    let resumed = if app.cluster.is_some() {
        crate::cluster::take_from_the_gone(&app).await + crate::cluster::sweep(&app).await
    } else {
        resume(&app).await?
    };
    let keeper = app.cluster.is_some().then(|| {
        let (stop, stopped) = oneshot::channel();
        tokio::spawn(crate::cluster::keep(app.clone(), stopped));
        stop
    });
    let (stop, stopped) = oneshot::channel::<()>();
    let router = routes::router(app.clone());
    let task = tokio::spawn(listen::run(listener, router, config.limits, app.connections.clone(), stopped));
    tracing::info!(db = %config.database, "listening on http://{addr} ({resumed} matches resumed)");
    Ok(RunningServer { addr, resumed, stop, task, store, app, keeper })
}

/// Serves until Ctrl-C, then stops cleanly.
pub async fn serve(config: Config) -> Result<(), ServerError> {
    let server = start(config).await?;
    let _ = tokio::signal::ctrl_c().await;
    server.stop().await;
    Ok(())
}

/// Starts the actor of every unfinished match, so bots carry on and the
/// first visitor finds the match ready. A match that no longer loads (a
/// rule system removed, rules changed) is reported and left as stored.
async fn resume(app: &App) -> Result<usize, ServerError> {
    let mut n = 0;
    for id in app.store.unfinished().await? {
        match app.handle(&id).await {
            Ok(_) => {
                tracing::debug!(match_id = %id, "resumed");
                n += 1;
            }
            Err(e) => tracing::error!(match_id = %id, "not resumed: {e}"),
        }
    }
    Ok(n)
}
