//! The store: the same queries on SQLite and PostgreSQL.

use crate::StoreError;
use crate::backend::{Backend, Database, migrator_through};
use crate::group::{AppendJob, GROUP_MAX, group_writer};
use crate::records::{
    Batch, MatchRecord, MatchStatus, MatchSummary, NewMatch, PlayerSummary, SeatKind, SeatRecord, StoredMatch,
};
use horde_core::{Actor, FileEntry, Outcome, Seat};
use sqlx::any::{Any, AnyRow};
use sqlx::{AnyPool, FromRow, Row};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};

/// A handle on the database; cheap to clone.
///
/// Reads use a small pool. Writes go through one connection: SQLite has a
/// single writer anyway, and waiting in sqlx's fair queue beats SQLite's
/// busy handler, which polls with growing sleeps; on PostgreSQL the one
/// writer keeps the same order of writes and the same group commit. Appends, the hot path,
/// are group-committed: while one transaction is being synced, the next
/// appends (of any match) queue up and are written together in the next
/// transaction, so one fsync serves many (`group.rs`).
#[derive(Clone, Debug)]
pub struct Store {
    pub(crate) pool: AnyPool,
    writer: AnyPool,
    backend: Backend,
    appends: mpsc::Sender<AppendJob>,
    health: Arc<Mutex<WriteHealth>>,
    /// The lease owner whose live lease every write of a match needs
    /// (see [`Store::fenced`]); `None`: writes are not fenced.
    fence: Option<Arc<str>>,
}

/// How the latest writes went, for [`Store::health`].
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct WriteHealth {
    /// Writes that failed even after their retries, since the store opened.
    pub failed_writes: u64,
    /// Writes that succeeded only on a retry.
    pub retried_writes: u64,
    /// The error of the latest write, if it failed (cleared by the next
    /// write that succeeds).
    pub last_error: Option<String>,
}

/// The store's state, as a health check reports it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Health {
    /// The database answers a read.
    pub readable: bool,
    /// The latest write succeeded (or none failed yet).
    pub writing: bool,
    #[serde(flatten)]
    pub writes: WriteHealth,
}

/// Attempts of one write before its error is reported: a transient fault
/// (a full disk being cleared, a busy lock) gets this many chances.
pub(crate) const WRITE_ATTEMPTS: u32 = 3;

/// The wait before retry `n` (1-based).
pub(crate) fn backoff(n: u32) -> Duration {
    Duration::from_millis(50 * 4u64.pow(n.saturating_sub(1)))
}

/// Whether an error may pass on its own (a database or I/O fault), as
/// opposed to a refusal that a retry would only repeat.
fn transient(e: &StoreError) -> bool {
    matches!(e, StoreError::Db(_) | StoreError::Write(_))
}

impl Store {
    /// Opens (creating if needed) the SQLite file at `path` and brings
    /// its schema up to date.
    pub async fn open(path: &Path) -> Result<Self, StoreError> {
        Self::connect(&Database::Sqlite(path.to_owned())).await
    }

    /// Opens `database` (a SQLite file is created if missing) and brings
    /// its schema up to date.
    pub async fn connect(database: &Database) -> Result<Self, StoreError> {
        let backend = database.backend();
        let writer = database.pool(1).await?;
        migrator_through(backend, i64::MAX).run(&writer).await?;
        // A database it may read but not write (a read-only file or
        // mount, a role without rights) is refused now, not at the first
        // action a player takes.
        let probe = async {
            let mut tx = writer.begin_with(backend.begin_write()).await?;
            sqlx::query(
                "INSERT INTO store_probe (id, at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET at = excluded.at",
            )
            .bind(now_ms())
            .execute(&mut *tx)
            .await?;
            tx.commit().await
        };
        if let Err(e) = probe.await {
            writer.close().await;
            return Err(StoreError::NotWritable(e.to_string()));
        }
        let pool = database.pool(4).await?;
        let (appends, jobs) = mpsc::channel(4 * GROUP_MAX);
        let health = Arc::new(Mutex::new(WriteHealth::default()));
        tokio::spawn(group_writer(writer.clone(), backend, jobs, health.clone()));
        Ok(Self { pool, writer, backend, appends, health, fence: None })
    }

    /// This store, writing a match's actions, undos and seats only while
    /// `owner` holds the match's unexpired lease (checked in the write's
    /// own transaction; otherwise [`StoreError::NotOwner`]). What a server
    /// sharing its database with others writes through.
    #[must_use]
    pub fn fenced(mut self, owner: &str) -> Self {
        self.fence = Some(owner.into());
        self
    }

    /// Inside a write of `match_id`: the fence's check, if fenced.
    async fn check_fence(&self, tx: &mut sqlx::Transaction<'_, Any>, match_id: &str) -> Result<(), StoreError> {
        match &self.fence {
            Some(owner) => crate::lease::check_held(tx, self.backend, match_id, owner).await,
            None => Ok(()),
        }
    }

    /// Which kind of database this store writes to.
    pub const fn backend(&self) -> Backend {
        self.backend
    }

    /// The store's state: whether it answers a read, and how the latest
    /// writes went.
    pub async fn health(&self) -> Health {
        let readable = sqlx::query_scalar::<_, i64>("SELECT 1").fetch_one(&self.pool).await.is_ok();
        let writes = self.health.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone();
        Health { readable, writing: writes.last_error.is_none(), writes }
    }

    /// Runs one write, retrying transient faults with a growing pause,
    /// and records how it went.
    pub(crate) async fn retrying<T, F, Fut>(&self, mut write: F) -> Result<T, StoreError>
    where
        F: FnMut() -> Fut,
        Fut: std::future::Future<Output = Result<T, StoreError>>,
    {
        let mut attempt = 1;
        loop {
            let r = write().await;
            if r.as_ref().is_err_and(transient) {
                reset_writer(&self.writer).await;
            }
            match r {
                Err(e) if transient(&e) && attempt < WRITE_ATTEMPTS => {
                    tracing::warn!(attempt, "store: write failed, retrying: {e}");
                    tokio::time::sleep(backoff(attempt)).await;
                    attempt += 1;
                }
                r => {
                    record(&self.health, r.as_ref().err().filter(|e| transient(e)), attempt);
                    return r;
                }
            }
        }
    }

    /// A write transaction (see [`Backend::begin_write`]).
    pub(crate) async fn write(&self) -> Result<sqlx::Transaction<'static, Any>, StoreError> {
        Ok(self.writer.begin_with(self.backend.begin_write()).await?)
    }

    /// Closes every connection (checkpointing SQLite's WAL).
    pub async fn close(&self) {
        self.pool.close().await;
        self.writer.close().await;
    }

    /// Records a new match and its seats.
    pub async fn create_match(&self, m: &NewMatch) -> Result<(), StoreError> {
        self.retrying(|| self.create_once(m, None)).await
    }

    /// Records a new match with its lease already held by `owner` (who
    /// answers at `addr`) for `ttl`: in one transaction, so no other
    /// process sharing the database ever sees the new match unheld and
    /// takes it from its creator.
    pub async fn create_match_leased(
        &self,
        m: &NewMatch,
        owner: &str,
        addr: Option<&str>,
        ttl: Duration,
    ) -> Result<(), StoreError> {
        self.retrying(|| self.create_once(m, Some((owner, addr, ttl)))).await
    }

    async fn create_once(&self, m: &NewMatch, lease: Option<(&str, Option<&str>, Duration)>) -> Result<(), StoreError> {
        let now = now_ms();
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO matches (id, game, rules_version, setup, seed, practice, mission, status, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'active', $8, $9)",
        )
        .bind(&m.id)
        .bind(&m.game)
        .bind(i64::from(m.rules_version))
        .bind(to_json(&m.setup)?)
        .bind(seed_to_db(m.seed))
        .bind(i64::from(m.practice))
        .bind(m.mission.as_deref())
        .bind(now)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        for s in &m.seats {
            insert_seat(&mut tx, &m.id, s).await?;
        }
        if let Some((owner, addr, ttl)) = lease {
            crate::lease::insert_lease(&mut tx, self.backend, &m.id, owner, addr, ttl).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Appends a batch of actions, with a snapshot of the resulting state
    /// hash and the match status, atomically. When this returns `Ok`, the
    /// batch is committed (on disk, or flushed to PostgreSQL's WAL).
    pub async fn append(&self, match_id: &str, batch: &Batch) -> Result<(), StoreError> {
        let (reply, done) = oneshot::channel();
        let job = AppendJob { match_id: match_id.to_owned(), batch: batch.clone(), fence: self.fence.clone(), reply };
        self.appends.send(job).await.map_err(|_| StoreError::Closed)?;
        done.await.map_err(|_| StoreError::Closed)?
    }

    /// Cuts the log back to `len` actions (an undo), in one transaction.
    /// A finished match is final: its log is never cut.
    pub async fn truncate(&self, match_id: &str, len: u64, state_hash: u64) -> Result<(), StoreError> {
        self.retrying(|| self.truncate_once(match_id, len, state_hash)).await
    }

    async fn truncate_once(&self, match_id: &str, len: u64, state_hash: u64) -> Result<(), StoreError> {
        let len = to_i64(len)?;
        let mut tx = self.write().await?;
        let status: Option<String> = sqlx::query_scalar("SELECT status FROM matches WHERE id = $1")
            .bind(match_id)
            .fetch_optional(&mut *tx)
            .await?;
        match status.as_deref() {
            None => return Err(StoreError::NotFound(match_id.to_owned())),
            Some("active") => {}
            Some(_) => return Err(StoreError::Final(match_id.to_owned())),
        }
        self.check_fence(&mut tx, match_id).await?;
        sqlx::query("DELETE FROM actions WHERE match_id = $1 AND seq >= $2")
            .bind(match_id)
            .bind(len)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM snapshots WHERE match_id = $1 AND seq >= $2")
            .bind(match_id)
            .bind(len)
            .execute(&mut *tx)
            .await?;
        sqlx::query("INSERT INTO snapshots (match_id, seq, state_hash) VALUES ($1, $2, $3)")
            .bind(match_id)
            .bind(len)
            .bind(format!("{state_hash:016x}"))
            .execute(&mut *tx)
            .await?;
        update_match(&mut tx, match_id, MatchStatus::Active).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Replaces one seat (a bot takes an open seat, a person joins) of a
    /// match still being played.
    pub async fn set_seat(&self, match_id: &str, seat: &SeatRecord) -> Result<(), StoreError> {
        self.retrying(|| self.set_seat_once(match_id, seat)).await
    }

    async fn set_seat_once(&self, match_id: &str, seat: &SeatRecord) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let status: Option<String> = sqlx::query_scalar("SELECT status FROM matches WHERE id = $1")
            .bind(match_id)
            .fetch_optional(&mut *tx)
            .await?;
        if status.as_deref().is_some_and(|s| s != "active") {
            return Err(StoreError::Final(match_id.to_owned()));
        }
        if status.is_some() {
            self.check_fence(&mut tx, match_id).await?;
        }
        let done = sqlx::query(
            "UPDATE seats SET kind = $1, token_hash = $2, bot = $3, name = $4 WHERE match_id = $5 AND seat = $6",
        )
        .bind(seat.kind.as_str())
        .bind(seat.token_hash.map(|h| h.to_vec()))
        .bind(seat.bot.as_deref())
        .bind(seat.name.as_deref())
        .bind(match_id)
        .bind(i64::from(seat.seat.0))
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound(format!("{match_id} {}", seat.seat)));
        }
        let now = now_ms();
        sqlx::query("UPDATE matches SET updated_at = $1 WHERE id = $2")
            .bind(now)
            .bind(match_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Marks a match finished or abandoned without adding actions.
    pub async fn set_status(&self, match_id: &str, status: MatchStatus) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        update_match(&mut tx, match_id, status).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Everything stored about a match.
    pub async fn load(&self, match_id: &str) -> Result<StoredMatch, StoreError> {
        // One read transaction, so the log and the snapshot agree.
        let mut tx = self.pool.begin_with(self.backend.begin_read()).await?;
        let record: MatchRow = sqlx::query_as("SELECT * FROM matches WHERE id = $1")
            .bind(match_id)
            .fetch_optional(&mut *tx)
            .await?
            .ok_or_else(|| StoreError::NotFound(match_id.to_owned()))?;
        let seats: Vec<SeatRow> = sqlx::query_as("SELECT * FROM seats WHERE match_id = $1 ORDER BY seat")
            .bind(match_id)
            .fetch_all(&mut *tx)
            .await?;
        let actions: Vec<ActionRow> = sqlx::query_as("SELECT * FROM actions WHERE match_id = $1 ORDER BY seq")
            .bind(match_id)
            .fetch_all(&mut *tx)
            .await?;
        let snapshot: Option<(i64, String)> =
            sqlx::query_as("SELECT seq, state_hash FROM snapshots WHERE match_id = $1 ORDER BY seq DESC LIMIT 1")
                .bind(match_id)
                .fetch_optional(&mut *tx)
                .await?;
        tx.commit().await?;

        for (i, a) in actions.iter().enumerate() {
            if a.seq != i as i64 {
                return Err(StoreError::Corrupt(format!("match {match_id}: action #{i} is stored as #{}", a.seq)));
            }
        }
        let snapshot = match snapshot {
            None => None,
            Some((seq, hash)) => Some((
                u64::try_from(seq).map_err(|_| corrupt("snapshot seq", seq))?,
                u64::from_str_radix(&hash, 16).map_err(|_| corrupt("snapshot hash", &hash))?,
            )),
        };
        Ok(StoredMatch {
            record: record.0,
            seats: seats.into_iter().map(|SeatRow(s, _)| s).collect(),
            actions: actions.into_iter().map(|a| a.entry).collect(),
            snapshot,
        })
    }

    /// Ids of every match still being played, oldest first.
    pub async fn unfinished(&self) -> Result<Vec<String>, StoreError> {
        let ids: Vec<(String,)> =
            sqlx::query_as("SELECT id FROM matches WHERE status = 'active' ORDER BY created_at, id")
                .fetch_all(&self.pool)
                .await?;
        Ok(ids.into_iter().map(|(id,)| id).collect())
    }

    /// The latest `limit` matches, newest first, with their log lengths:
    /// what a lobby lists. Setups are left out (they can be large).
    pub async fn recent(&self, limit: u32) -> Result<Vec<MatchSummary>, StoreError> {
        type Row = (String, String, String, Option<String>, Option<String>, i64, i64, i64);
        let rows: Vec<Row> = sqlx::query_as(
            "SELECT m.id, m.game, m.status, m.mission, m.outcome, m.created_at, m.updated_at, \
             (SELECT COUNT(*) FROM actions a WHERE a.match_id = m.id) \
             FROM matches m ORDER BY m.updated_at DESC, m.id LIMIT $1",
        )
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        let seats: Vec<SeatRow> = sqlx::query_as(
            "SELECT s.* FROM seats s JOIN (SELECT id FROM matches ORDER BY updated_at DESC, id LIMIT $1) m \
             ON s.match_id = m.id ORDER BY s.match_id, s.seat",
        )
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        let mut players: std::collections::BTreeMap<String, Vec<PlayerSummary>> = std::collections::BTreeMap::new();
        for SeatRow(s, match_id) in seats {
            players.entry(match_id).or_default().push(PlayerSummary {
                seat: s.seat,
                kind: s.kind,
                name: s.name,
                bot: s.bot,
            });
        }
        rows.into_iter()
            .map(|(id, game, status, mission, outcome, created_at, updated_at, actions)| {
                Ok(MatchSummary {
                    players: players.remove(&id).unwrap_or_default(),
                    mission,
                    outcome: outcome.as_deref().map(outcome_from_json).transpose()?,
                    status: MatchStatus::parse(&status).ok_or_else(|| corrupt("status", &status))?,
                    actions: u64::try_from(actions).map_err(|_| corrupt("action count", actions))?,
                    id,
                    game,
                    created_at,
                    updated_at,
                })
            })
            .collect()
    }

    /// The seat a join token opens, if any.
    pub async fn seat_by_token(&self, token: &str) -> Result<Option<(String, Seat)>, StoreError> {
        let hash = crate::token::token_hash(token);
        let row: Option<(String, i64)> = sqlx::query_as("SELECT match_id, seat FROM seats WHERE token_hash = $1")
            .bind(hash.to_vec())
            .fetch_optional(&self.pool)
            .await?;
        row.map(|(m, s)| Ok((m, Seat(u8::try_from(s).map_err(|_| corrupt("seat", s))?)))).transpose()
    }
}

/// Replaces the writer's connection after a failed write. A transaction
/// whose COMMIT failed (a full disk) can leave the connection believing it
/// is still inside one, and then every later write on it is refused
/// without reaching the disk; a fresh connection starts clean (the
/// database rolls back whatever the old one left open when it closes).
pub(crate) async fn reset_writer(writer: &AnyPool) {
    match writer.acquire().await {
        Ok(mut conn) => conn.close_on_drop(),
        Err(e) => tracing::warn!("store: cannot reset the writer's connection: {e}"),
    }
}

/// Notes how a write went: `failed` is its error after every attempt.
pub(crate) fn record(health: &Mutex<WriteHealth>, failed: Option<&StoreError>, attempts: u32) {
    let mut h = health.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    match failed {
        Some(e) => {
            tracing::error!(attempts, "store: write failed for good: {e}");
            h.failed_writes += 1;
            h.last_error = Some(e.to_string());
        }
        None => {
            if attempts > 1 {
                tracing::info!(attempts, "store: write succeeded on a retry");
                h.retried_writes += 1;
            }
            if h.last_error.is_some() {
                tracing::info!("store: writing again");
            }
            h.last_error = None;
        }
    }
}

async fn insert_seat(tx: &mut sqlx::Transaction<'_, Any>, match_id: &str, s: &SeatRecord) -> Result<(), StoreError> {
    sqlx::query("INSERT INTO seats (match_id, seat, kind, token_hash, bot, name) VALUES ($1, $2, $3, $4, $5, $6)")
        .bind(match_id)
        .bind(i64::from(s.seat.0))
        .bind(s.kind.as_str())
        .bind(s.token_hash.map(|h| h.to_vec()))
        .bind(s.bot.as_deref())
        .bind(s.name.as_deref())
        .execute(&mut **tx)
        .await?;
    Ok(())
}

pub(crate) async fn update_match(
    tx: &mut sqlx::Transaction<'_, Any>,
    match_id: &str,
    status: MatchStatus,
) -> Result<(), StoreError> {
    let done = sqlx::query("UPDATE matches SET status = $1, updated_at = $2 WHERE id = $3")
        .bind(status.as_str())
        .bind(now_ms())
        .bind(match_id)
        .execute(&mut **tx)
        .await?;
    if done.rows_affected() == 0 {
        return Err(StoreError::NotFound(match_id.to_owned()));
    }
    Ok(())
}

/// Wall-clock time for the created/updated columns. (The store is not
/// rules code: the workspace ban on clocks is about determinism of games.)
#[allow(clippy::disallowed_methods)]
pub(crate) fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// Database integers are signed 64-bit: the seed is stored bit for bit.
const fn seed_to_db(seed: u64) -> i64 {
    seed as i64
}
const fn seed_from_db(v: i64) -> u64 {
    v as u64
}

pub(crate) fn actor_to_db(actor: Actor) -> i64 {
    match actor {
        Actor::Seat(s) => i64::from(s.0),
        Actor::Chance => -1,
    }
}

pub(crate) fn to_i64(v: u64) -> Result<i64, StoreError> {
    i64::try_from(v).map_err(|_| corrupt("sequence number", v))
}

/// A write's error for a row of `match_id`: a row that names no match
/// (the foreign key refused it) is the match not found.
pub(crate) fn for_match(match_id: &str, e: sqlx::Error) -> StoreError {
    match e {
        sqlx::Error::Database(d) if d.is_foreign_key_violation() => StoreError::NotFound(match_id.to_owned()),
        e => e.into(),
    }
}

pub(crate) fn corrupt(what: &str, value: impl std::fmt::Debug) -> StoreError {
    StoreError::Corrupt(format!("bad {what}: {value:?}"))
}

fn decode_err(e: StoreError) -> sqlx::Error {
    sqlx::Error::Decode(Box::new(e))
}

/// JSON columns are text on both backends.
pub(crate) fn to_json(value: &impl serde::Serialize) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Corrupt(format!("cannot write JSON: {e}")))
}

fn outcome_from_json(json: &str) -> Result<Outcome, StoreError> {
    serde_json::from_str(json).map_err(|e| corrupt("outcome", e))
}

struct MatchRow(MatchRecord);
impl<'r> FromRow<'r, AnyRow> for MatchRow {
    fn from_row(row: &'r AnyRow) -> Result<Self, sqlx::Error> {
        let status: String = row.try_get("status")?;
        let rules_version: i64 = row.try_get("rules_version")?;
        let setup: String = row.try_get("setup")?;
        let setup = serde_json::from_str(&setup).map_err(|e| decode_err(corrupt("setup", e)))?;
        Ok(Self(MatchRecord {
            id: row.try_get("id")?,
            game: row.try_get("game")?,
            rules_version: u32::try_from(rules_version)
                .map_err(|_| decode_err(corrupt("rules_version", rules_version)))?,
            setup,
            seed: seed_from_db(row.try_get("seed")?),
            practice: row.try_get::<i64, _>("practice")? != 0,
            mission: row.try_get("mission")?,
            outcome: row
                .try_get::<Option<String>, _>("outcome")?
                .as_deref()
                .map(outcome_from_json)
                .transpose()
                .map_err(decode_err)?,
            status: MatchStatus::parse(&status).ok_or_else(|| decode_err(corrupt("status", &status)))?,
            created_at: row.try_get("created_at")?,
            updated_at: row.try_get("updated_at")?,
        }))
    }
}

/// A seat and the match it belongs to.
struct SeatRow(SeatRecord, String);
impl<'r> FromRow<'r, AnyRow> for SeatRow {
    fn from_row(row: &'r AnyRow) -> Result<Self, sqlx::Error> {
        let seat: i64 = row.try_get("seat")?;
        let kind: String = row.try_get("kind")?;
        let hash: Option<Vec<u8>> = row.try_get("token_hash")?;
        let token_hash = match hash {
            None => None,
            Some(h) => {
                Some(<[u8; 32]>::try_from(h.as_slice()).map_err(|_| decode_err(corrupt("token hash", h.len())))?)
            }
        };
        let match_id = row.try_get("match_id")?;
        Ok(Self(
            SeatRecord {
                seat: Seat(u8::try_from(seat).map_err(|_| decode_err(corrupt("seat", seat)))?),
                kind: SeatKind::parse(&kind).ok_or_else(|| decode_err(corrupt("seat kind", &kind)))?,
                token_hash,
                bot: row.try_get("bot")?,
                name: row.try_get("name")?,
            },
            match_id,
        ))
    }
}

struct ActionRow {
    seq: i64,
    entry: FileEntry,
}
impl<'r> FromRow<'r, AnyRow> for ActionRow {
    fn from_row(row: &'r AnyRow) -> Result<Self, sqlx::Error> {
        let actor: i64 = row.try_get("actor")?;
        let action: i64 = row.try_get("action")?;
        let actor = match actor {
            -1 => Actor::Chance,
            s => Actor::Seat(Seat(u8::try_from(s).map_err(|_| decode_err(corrupt("actor", s)))?)),
        };
        Ok(Self {
            seq: row.try_get("seq")?,
            entry: FileEntry {
                actor,
                action: u32::try_from(action).map_err(|_| decode_err(corrupt("action", action)))?,
                text: row.try_get("text")?,
            },
        })
    }
}
