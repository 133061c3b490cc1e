//! Several `horde serve` processes on one PostgreSQL database: each match
//! is live in exactly one of them, the holder of its lease (see
//! `horde_store`'s `lease` module). This process's side of it: its owner
//! id, taking a match's lease before loading it, renewing every lease it
//! holds in one statement each second, dropping a match whose lease it
//! lost, sweeping up matches whose holder died, and giving its leases back
//! on a clean stop. Requests for a match another process holds are
//! forwarded there (`forward.rs`). On SQLite there is one process and no
//! cluster: nothing here runs.

use crate::app::App;
use crate::error::ApiError;
use horde_store::Lease;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use tokio::sync::oneshot;

/// A lease lasts this long past its latest renewal...
pub(crate) const LEASE_TTL: Duration = Duration::from_secs(3);
/// ...and is renewed this often, so two renewals may fail before it lapses.
pub(crate) const RENEW_EVERY: Duration = Duration::from_secs(1);

/// This process among the others sharing its database.
#[derive(Debug)]
pub(crate) struct Cluster {
    /// Unique per process start: a restarted process is a new owner, so
    /// it never mistakes the leases of its former life for its own.
    pub(crate) owner: String,
    /// Where the other processes forward requests for the matches this
    /// one holds.
    pub(crate) addr: String,
    /// Where matches held elsewhere were last found: a relayed request
    /// then costs no database read. Forgotten when a relay there fails.
    holders: std::sync::Mutex<std::collections::BTreeMap<String, String>>,
    /// What this process did for the cluster, for a load test to read.
    pub(crate) counters: Arc<ClusterCounters>,
}

/// Counts of this process's work for the cluster since it started: what
/// sharing a database costs per action (relays) and per second (lease
/// renewals), read by the load harness. Relaxed increments: a few
/// nanoseconds next to the database round trip or the relay each counts.
#[derive(Debug, Default)]
pub struct ClusterCounters {
    relayed_requests: AtomicU64,
    relayed_sockets: AtomicU64,
    renewals: AtomicU64,
    leases_renewed: AtomicU64,
    swept: AtomicU64,
}

/// A reading of [`ClusterCounters`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ClusterCounts {
    /// HTTP requests (WebSocket upgrades included) relayed to a holder.
    pub relayed_requests: u64,
    /// Of those, WebSockets spliced through to the holder.
    pub relayed_sockets: u64,
    /// Renewal statements that succeeded (one a second).
    pub renewals: u64,
    /// Lease rows those statements renewed, summed.
    pub leases_renewed: u64,
    /// Matches this process took and loaded because nobody held them.
    pub swept: u64,
}

impl ClusterCounters {
    pub fn counts(&self) -> ClusterCounts {
        let get = |c: &AtomicU64| c.load(Ordering::Relaxed);
        ClusterCounts {
            relayed_requests: get(&self.relayed_requests),
            relayed_sockets: get(&self.relayed_sockets),
            renewals: get(&self.renewals),
            leases_renewed: get(&self.leases_renewed),
            swept: get(&self.swept),
        }
    }

    pub(crate) fn relayed(&self, socket: bool) {
        self.relayed_requests.fetch_add(1, Ordering::Relaxed);
        if socket {
            self.relayed_sockets.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// Where a match is played.
#[derive(Debug)]
pub(crate) enum Place {
    /// In this process (or nowhere: then the handler answers, e.g. 404).
    Here,
    /// In the process answering at this address.
    There(String),
}

impl Cluster {
    pub(crate) fn new(addr: SocketAddr) -> Result<Self, ApiError> {
        let mut b = [0u8; 12];
        getrandom::fill(&mut b).map_err(|e| ApiError::Internal(format!("no randomness: {e}")))?;
        let owner = b.iter().map(|x| format!("{x:02x}")).collect();
        Ok(Self {
            owner,
            addr: advertised(addr).to_string(),
            holders: std::sync::Mutex::default(),
            counters: Arc::default(),
        })
    }

    fn holders(&self) -> std::sync::MutexGuard<'_, std::collections::BTreeMap<String, String>> {
        self.holders.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The holder of match `id` found at `addr` is not there any more.
    pub(crate) fn forget_holder(&self, id: &str) {
        self.holders().remove(id);
    }
}

/// Beyond this many remembered holders the memory starts afresh (it only
/// saves reads).
const HOLDERS_MAX: usize = 100_000;

/// The address other processes reach this one at: `HORDE_ADVERTISE` if
/// set (a process listening on every interface cannot tell which of its
/// addresses the others can reach), else the listening address, with an
/// unspecified IP read as the loopback (processes on one machine).
fn advertised(addr: SocketAddr) -> SocketAddr {
    if let Some(given) = std::env::var("HORDE_ADVERTISE").ok().and_then(|a| a.parse().ok()) {
        return given;
    }
    if addr.ip().is_unspecified() {
        tracing::warn!("listening on {addr}: other processes will forward to the loopback; set HORDE_ADVERTISE");
        let loopback: std::net::IpAddr =
            if addr.is_ipv4() { std::net::Ipv4Addr::LOCALHOST.into() } else { std::net::Ipv6Addr::LOCALHOST.into() };
        return SocketAddr::new(loopback, addr.port());
    }
    addr
}

impl App {
    /// Where match `id` is played, taking its lease first when it is free:
    /// the first process asked for an unheld match becomes its holder.
    pub(crate) async fn locate(&self, id: &str) -> Result<Place, ApiError> {
        let Some(cluster) = &self.cluster else { return Ok(Place::Here) };
        if self.is_live(id) {
            return Ok(Place::Here);
        }
        if let Some(addr) = cluster.holders().get(id) {
            return Ok(Place::There(addr.clone()));
        }
        // The lease may change hands between the take and the read: look again.
        for _ in 0..3 {
            match self.store.take_lease_at(id, &cluster.owner, Some(&cluster.addr), LEASE_TTL).await {
                Ok(true) => return Ok(Place::Here),
                Ok(false) => {}
                // No such match: the handler says so.
                Err(horde_store::StoreError::NotFound(_)) => return Ok(Place::Here),
                Err(e) => return Err(ApiError::store(&e)),
            }
            match self.store.lease(id).await.map_err(|e| ApiError::store(&e))? {
                Some(Lease { live: true, owner, addr: Some(addr), .. }) if owner != cluster.owner => {
                    let mut holders = cluster.holders();
                    if holders.len() >= HOLDERS_MAX {
                        holders.clear();
                    }
                    holders.insert(id.to_owned(), addr.clone());
                    return Ok(Place::There(addr));
                }
                _ => {}
            }
        }
        Err(moved())
    }
}

/// The answer when a match changes hands under a request.
pub(crate) fn moved() -> ApiError {
    ApiError::Unavailable("this match is moving to another server; try again".into())
}

/// Renews this process's leases every second and sweeps up the matches
/// nobody holds, until `stop` fires. The sweep and the giving back of idle
/// leases run beside the renewals, never before one: a sweep that loads
/// hundreds of matches on a busy machine takes longer than a lease lives,
/// and a renewal waiting for it would let every lease lapse.
pub(crate) async fn keep(app: Arc<App>, mut stop: oneshot::Receiver<()>) {
    let Some(cluster) = &app.cluster else { return };
    let (stop_sweeping, sweeping) = tokio::sync::watch::channel(false);
    tokio::spawn(keep_sweeping(app.clone(), sweeping));
    let mut tick = tokio::time::interval(RENEW_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    // When the latest renewal that succeeded was sent: every lease it
    // renewed lasts until at least a TTL after that.
    let mut renewed_at = tokio::time::Instant::now();
    // Leases held with no match in memory at the previous renewal.
    let mut idle = std::collections::BTreeSet::new();
    loop {
        tokio::select! {
            _ = &mut stop => {
                let _ = stop_sweeping.send(true);
                return;
            }
            _ = tick.tick() => {}
        }
        let sent = tokio::time::Instant::now();
        // Only matches loaded before the renewal was sent can be judged by it.
        let before = app.live_ids();
        match app.store.renew_leases(&cluster.owner, LEASE_TTL).await {
            Ok(held) => {
                renewed_at = sent;
                cluster.counters.renewals.fetch_add(1, Ordering::Relaxed);
                cluster.counters.leases_renewed.fetch_add(held.len() as u64, Ordering::Relaxed);
                let held: std::collections::BTreeSet<String> = held.into_iter().collect();
                for id in before.iter().filter(|id| !held.contains(*id)) {
                    tracing::warn!(match_id = %id, "lease lost: the match leaves this process");
                    app.drop_match(id).await;
                }
                let (release, still_idle) = idle_leases(&app, held, &idle);
                idle = still_idle;
                if !release.is_empty() {
                    tokio::spawn(release_leases(app.clone(), release));
                }
            }
            Err(e) => {
                tracing::error!("cannot renew the leases: {e}");
                if sent.duration_since(renewed_at) >= LEASE_TTL {
                    for id in &before {
                        app.drop_match(id).await;
                    }
                }
            }
        }
    }
}

/// Sweeps every [`RENEW_EVERY`], each sweep after the one before has
/// finished, until `stop` turns true.
async fn keep_sweeping(app: Arc<App>, mut stop: tokio::sync::watch::Receiver<bool>) {
    let mut tick = tokio::time::interval(RENEW_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = stop.changed() => return,
            _ = tick.tick() => {}
        }
        sweep(&app).await;
    }
}

/// The leases this process holds for matches no longer in its memory (a
/// finished match evicted after its linger), to give back so renewals
/// touch only matches being played: those idle at the previous renewal
/// too, since a match whose lease was just taken is being loaded and
/// appears in memory a moment later. Returns them and the leases idle now.
fn idle_leases(
    app: &App,
    held: std::collections::BTreeSet<String>,
    idle_before: &std::collections::BTreeSet<String>,
) -> (Vec<String>, std::collections::BTreeSet<String>) {
    let live: std::collections::BTreeSet<String> = app.live_ids().into_iter().collect();
    let (release, idle): (Vec<String>, Vec<String>) =
        held.into_iter().filter(|id| !live.contains(id)).partition(|id| idle_before.contains(id));
    (release, idle.into_iter().collect())
}

/// Gives back `ids`' leases, if this process still holds them.
async fn release_leases(app: Arc<App>, ids: Vec<String>) {
    let Some(cluster) = &app.cluster else { return };
    for id in ids {
        if let Err(e) = app.store.release_lease(&id, &cluster.owner).await {
            tracing::warn!(match_id = %id, "lease not released: {e}");
        }
    }
}

/// Loads every unfinished match whose lease is free (its holder died or
/// let it go), so bots carry on and waiting players find it live without
/// asking first. Returns how many this process took.
pub(crate) async fn sweep(app: &App) -> usize {
    let ids = match app.store.unleased().await {
        Ok(ids) => ids,
        Err(e) => {
            tracing::error!("cannot list the matches nobody holds: {e}");
            return 0;
        }
    };
    let mut taken = 0;
    for id in ids {
        match app.handle(&id).await {
            Ok(_) => {
                tracing::debug!(match_id = %id, "taken over");
                taken += 1;
                if let Some(c) = &app.cluster {
                    c.counters.swept.fetch_add(1, Ordering::Relaxed);
                }
            }
            // Another process was quicker, or the match does not load.
            Err(e) => tracing::debug!(match_id = %id, "not taken: {e}"),
        }
    }
    taken
}

/// At start, takes over at once the unfinished matches whose holders no
/// longer listen (a process killed just before this one came up), rather
/// than when their leases lapse, so their bots and players resume without
/// waiting. Each holder's address is probed once with a connection: only
/// a refused one counts as gone, since a holder merely paused keeps its
/// socket (and were it alive after all, its writes are fenced). Returns
/// how many matches this process took and loaded.
pub(crate) async fn take_from_the_gone(app: &App) -> usize {
    let Some(c) = &app.cluster else { return 0 };
    let held = match app.store.held_by_others(&c.owner).await {
        Ok(held) => held,
        Err(e) => {
            tracing::error!("cannot list the matches other processes hold: {e}");
            return 0;
        }
    };
    let mut gone: std::collections::BTreeMap<String, bool> = std::collections::BTreeMap::new();
    let mut taken = 0;
    for (id, addr) in held {
        let is_gone = match gone.get(&addr) {
            Some(&g) => g,
            None => {
                let g = refuses(&addr).await;
                gone.insert(addr.clone(), g);
                g
            }
        };
        if !is_gone {
            continue;
        }
        match app.store.take_lease_from(&id, &c.owner, Some(&c.addr), &addr, LEASE_TTL).await {
            Ok(true) => match app.handle(&id).await {
                Ok(_) => taken += 1,
                Err(e) => tracing::warn!(match_id = %id, "taken from {addr} but not loaded: {e}"),
            },
            Ok(false) => {}
            Err(e) => tracing::warn!(match_id = %id, "cannot take the lease from {addr}: {e}"),
        }
    }
    taken
}

/// Nothing listens at `addr` any more: a connection to it is refused.
async fn refuses(addr: &str) -> bool {
    let tried = tokio::time::timeout(Duration::from_millis(500), tokio::net::TcpStream::connect(addr)).await;
    matches!(tried, Ok(Err(e)) if e.kind() == std::io::ErrorKind::ConnectionRefused)
}

/// Gives back the lease of every match this process holds, so the others
/// need not wait for them to expire.
pub(crate) async fn release_all(app: &App) {
    let Some(cluster) = &app.cluster else { return };
    for id in app.live_ids() {
        app.drop_match(&id).await;
        if let Err(e) = app.store.release_lease(&id, &cluster.owner).await {
            tracing::warn!(match_id = %id, "lease not released: {e}");
        }
    }
}
