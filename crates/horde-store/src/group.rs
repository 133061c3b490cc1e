//! The group committer: one task owns the writer's connection and writes
//! the appends of every match that are waiting, together, in one
//! transaction, then answers each. A caller is answered only after the
//! commit that holds its append, so an acknowledged action is durable.
//!
//! A group is written in one pass: the whole group goes to the database
//! as two JSON parameters, so its size does not change the SQL (which
//! stays one prepared statement). On PostgreSQL the pass is a single
//! statement, checks and writes together, and so a single round trip and
//! its own transaction; on SQLite, where a statement cannot both read and
//! write several tables, it is a check and three writes inside one
//! `BEGIN IMMEDIATE`. Every append is checked as it would be alone (its
//! lease if fenced, its match, its place in the log) and only those that
//! pass are written; the others are refused with the same errors. A group
//! that names a match twice, or whose pass fails, is written the careful
//! way instead: append by append, each in a savepoint of one transaction.

use crate::StoreError;
use crate::backend::Backend;
use crate::records::Batch;
use crate::store::{
    WRITE_ATTEMPTS, WriteHealth, actor_to_db, backoff, record, reset_writer, to_i64, to_json, update_match,
};
use sqlx::{Any, AnyPool, AssertSqlSafe};
use std::sync::{Arc, Mutex};
use tokio::sync::{mpsc, oneshot};

/// One append waiting for the group writer.
#[derive(Debug)]
pub(crate) struct AppendJob {
    pub match_id: String,
    pub batch: Batch,
    pub fence: Option<Arc<str>>,
    pub reply: oneshot::Sender<Result<(), StoreError>>,
}

/// At most this many appends share one transaction.
pub(crate) const GROUP_MAX: usize = 256;

/// Takes every append waiting and writes them together until the store's
/// senders are gone.
pub(crate) async fn group_writer(
    writer: AnyPool,
    backend: Backend,
    mut jobs: mpsc::Receiver<AppendJob>,
    health: Arc<Mutex<WriteHealth>>,
) {
    let pass = Pass::new(backend);
    while let Some(first) = jobs.recv().await {
        let mut group = vec![first];
        while group.len() < GROUP_MAX
            && let Ok(job) = jobs.try_recv()
        {
            group.push(job);
        }
        let outcome = match pass.write(&writer, &group).await {
            Some(results) => Ok((results, 1)),
            None => append_by_append(&writer, backend, &group).await,
        };
        match outcome {
            Ok((results, attempts)) => {
                record(&health, None, attempts);
                for (job, r) in group.into_iter().zip(results) {
                    let _ = job.reply.send(r);
                }
            }
            Err(why) => {
                let e = StoreError::Write(why.clone());
                record(&health, Some(&e), WRITE_ATTEMPTS);
                for job in group {
                    let _ = job.reply.send(Err(StoreError::Write(why.clone())));
                }
            }
        }
    }
}

/// A group's appends as rows of JSON: what each statement of the pass
/// reads with `json_to_recordset` (PostgreSQL) or `json_each` (SQLite).
#[derive(serde::Serialize)]
struct JobRow<'a> {
    /// The append's place in the group.
    i: i64,
    m: &'a str,
    first: i64,
    /// The log length after it: where its snapshot goes.
    len: i64,
    hash: String,
    status: &'static str,
    outcome: Option<String>,
    /// The lease owner it is fenced by, if any.
    owner: Option<&'a str>,
}

#[derive(serde::Serialize)]
struct EntryRow<'a> {
    m: &'a str,
    seq: i64,
    actor: i64,
    action: i64,
    text: &'a str,
}

/// What the database found of one append: (its place in the group,
/// match found, lease held or unfenced, the log length it found).
type Verdict = (i64, i64, i64, i64);

/// The statements of one pass, with the backend's clock and lock.
struct Pass {
    backend: Backend,
    /// PostgreSQL: the whole pass. SQLite: the check.
    check: Arc<str>,
}

/// PostgreSQL: checks and writes of a whole group in one statement. The
/// lease rows of fenced appends are locked (`FOR SHARE`) before the
/// writes, so a taker waits for this statement's commit, as it waits for
/// a transaction of separate statements. Data-modifying CTEs all see the
/// statement's snapshot, so the log length read is the one before the
/// group; a group never names a match twice (see `distinct`).
const POSTGRES_PASS: &str = "\
WITH job AS MATERIALIZED (
    SELECT * FROM json_to_recordset($1::json) AS j(i bigint, m text, first bigint, len bigint, hash text,
        status text, outcome text, owner text)
), held AS MATERIALIZED (
    SELECT l.match_id FROM leases l JOIN job ON l.match_id = job.m AND l.owner = job.owner
    WHERE l.expires > {now} FOR SHARE OF l
), verdict AS MATERIALIZED (
    SELECT job.*,
        CAST(CASE WHEN EXISTS (SELECT 1 FROM matches WHERE id = job.m) THEN 1 ELSE 0 END AS BIGINT) AS found,
        CAST(CASE WHEN job.owner IS NULL OR job.m IN (SELECT match_id FROM held) THEN 1 ELSE 0 END AS BIGINT)
            AS held,
        (SELECT COALESCE(MAX(a.seq) + 1, 0) FROM actions a WHERE a.match_id = job.m) AS next
    FROM job
), ok AS MATERIALIZED (
    SELECT * FROM verdict WHERE found = 1 AND held = 1 AND next = first
), added AS (
    INSERT INTO actions (match_id, seq, actor, action, text)
    SELECT e.m, e.seq, e.actor, e.action, e.text
    FROM json_to_recordset($2::json) AS e(m text, seq bigint, actor bigint, action bigint, text text)
    JOIN ok ON ok.m = e.m
), snapped AS (
    INSERT INTO snapshots (match_id, seq, state_hash) SELECT m, len, hash FROM ok
    ON CONFLICT (match_id, seq) DO UPDATE SET state_hash = excluded.state_hash
), updated AS (
    UPDATE matches SET status = ok.status, updated_at = $3, outcome = COALESCE(ok.outcome, matches.outcome)
    FROM ok WHERE matches.id = ok.m
)
SELECT i, found, held, next FROM verdict";

/// SQLite: the check of a whole group, inside `BEGIN IMMEDIATE` (which
/// has locked the database).
const SQLITE_CHECK: &str = "\
SELECT j.value ->> 'i',
    CASE WHEN EXISTS (SELECT 1 FROM matches WHERE id = j.value ->> 'm') THEN 1 ELSE 0 END,
    CASE WHEN j.value ->> 'owner' IS NULL OR EXISTS (SELECT 1 FROM leases l
        WHERE l.match_id = j.value ->> 'm' AND l.owner = j.value ->> 'owner' AND l.expires > {now})
        THEN 1 ELSE 0 END,
    (SELECT COALESCE(MAX(a.seq) + 1, 0) FROM actions a WHERE a.match_id = j.value ->> 'm')
FROM json_each($1) j";

/// SQLite: the writes of the appends that passed the check.
const SQLITE_ACTIONS: &str = "\
INSERT INTO actions (match_id, seq, actor, action, text)
SELECT value ->> 'm', value ->> 'seq', value ->> 'actor', value ->> 'action', value ->> 'text' FROM json_each($1)";
const SQLITE_SNAPSHOTS: &str = "\
INSERT INTO snapshots (match_id, seq, state_hash)
SELECT value ->> 'm', value ->> 'len', value ->> 'hash' FROM json_each($1) WHERE true
ON CONFLICT (match_id, seq) DO UPDATE SET state_hash = excluded.state_hash";
const SQLITE_MATCHES: &str = "\
UPDATE matches SET status = j.value ->> 'status', updated_at = $2,
    outcome = COALESCE(j.value ->> 'outcome', matches.outcome)
FROM json_each($1) j WHERE matches.id = j.value ->> 'm'";

impl Pass {
    fn new(backend: Backend) -> Self {
        let template = match backend {
            Backend::Postgres => POSTGRES_PASS,
            Backend::Sqlite => SQLITE_CHECK,
        };
        Self { backend, check: template.replace("{now}", backend.now_ms()).into() }
    }

    /// Each append's result, or `None` when the group must be written the
    /// careful way (it names a match twice, or the pass failed and wrote
    /// nothing).
    async fn write(&self, writer: &AnyPool, group: &[AppendJob]) -> Option<Vec<Result<(), StoreError>>> {
        if !distinct(group) {
            return None;
        }
        let rows = match rows(group) {
            Ok(rows) => rows,
            Err(e) => return Some(group.iter().map(|_| Err(StoreError::Corrupt(e.to_string()))).collect()),
        };
        let written = match self.backend {
            Backend::Postgres => self.postgres(writer, &rows).await,
            Backend::Sqlite => self.sqlite(writer, group, &rows).await,
        };
        match written {
            Ok(verdicts) => Some(results(group, &verdicts)),
            Err(e) => {
                tracing::warn!(
                    appends = group.len(),
                    "store: a group's one-pass write failed, writing it append by append: {e}"
                );
                reset_writer(writer).await;
                None
            }
        }
    }

    async fn postgres(&self, writer: &AnyPool, rows: &Rows) -> Result<Vec<Verdict>, StoreError> {
        Ok(sqlx::query_as(AssertSqlSafe(self.check.clone()))
            .bind(rows.jobs.as_str())
            .bind(rows.entries.as_str())
            .bind(crate::store::now_ms())
            .fetch_all(writer)
            .await?)
    }

    async fn sqlite(&self, writer: &AnyPool, group: &[AppendJob], rows: &Rows) -> Result<Vec<Verdict>, StoreError> {
        let mut tx = writer.begin_with(self.backend.begin_write()).await?;
        let verdicts: Vec<Verdict> =
            sqlx::query_as(AssertSqlSafe(self.check.clone())).bind(rows.jobs.as_str()).fetch_all(&mut *tx).await?;
        let passed: Vec<&AppendJob> =
            group.iter().zip(results(group, &verdicts)).filter(|(_, r)| r.is_ok()).map(|(j, _)| j).collect();
        if !passed.is_empty() {
            // Usually every append passes, and the group's rows serve as they are.
            let fewer = (passed.len() < group.len()).then(|| self::rows(passed.iter().copied())).transpose()?;
            let ok = fewer.as_ref().unwrap_or(rows);
            sqlx::query(SQLITE_ACTIONS).bind(ok.entries.as_str()).execute(&mut *tx).await?;
            sqlx::query(SQLITE_SNAPSHOTS).bind(ok.jobs.as_str()).execute(&mut *tx).await?;
            sqlx::query(SQLITE_MATCHES).bind(ok.jobs.as_str()).bind(crate::store::now_ms()).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(verdicts)
    }
}

/// Whether no two appends of the group are of the same match: the pass
/// checks each against the log as it stood before the group.
fn distinct(group: &[AppendJob]) -> bool {
    let mut ids: Vec<&str> = group.iter().map(|j| j.match_id.as_str()).collect();
    ids.sort_unstable();
    ids.windows(2).all(|w| w[0] != w[1])
}

/// The JSON parameters of a pass: its appends and their log entries.
struct Rows {
    jobs: String,
    entries: String,
}

fn rows<'a>(group: impl IntoIterator<Item = &'a AppendJob>) -> Result<Rows, StoreError> {
    let mut jobs = Vec::new();
    let mut entries = Vec::new();
    for (i, job) in group.into_iter().enumerate() {
        let b = &job.batch;
        let first = to_i64(b.first_seq)?;
        for (k, e) in b.entries.iter().enumerate() {
            entries.push(EntryRow {
                m: &job.match_id,
                seq: first + to_i64(k as u64)?,
                actor: actor_to_db(e.actor),
                action: i64::from(e.action),
                text: &e.text,
            });
        }
        jobs.push(JobRow {
            i: to_i64(i as u64)?,
            m: &job.match_id,
            first,
            len: first + to_i64(b.entries.len() as u64)?,
            hash: format!("{:016x}", b.state_hash),
            status: b.status.as_str(),
            outcome: b.outcome.as_ref().map(to_json).transpose()?,
            owner: job.fence.as_deref(),
        });
    }
    Ok(Rows { jobs: to_json(&jobs)?, entries: to_json(&entries)? })
}

/// Each append's result from what the database found of it, refused in
/// the order a write of it alone checks: its lease, its match, its place.
fn results(group: &[AppendJob], verdicts: &[Verdict]) -> Vec<Result<(), StoreError>> {
    let mut found_of = vec![None; group.len()];
    for &(i, found, held, next) in verdicts {
        if let Some(slot) = usize::try_from(i).ok().and_then(|i| found_of.get_mut(i)) {
            *slot = Some((found, held, next));
        }
    }
    group
        .iter()
        .zip(found_of)
        .map(|(job, verdict)| {
            let Some((found, held, next)) = verdict else {
                return Err(StoreError::Corrupt(format!("match {}: the group's write did not check it", job.match_id)));
            };
            if held == 0 {
                Err(StoreError::NotOwner(job.match_id.clone()))
            } else if found == 0 {
                Err(StoreError::NotFound(job.match_id.clone()))
            } else if u64::try_from(next).ok() != Some(job.batch.first_seq) {
                Err(StoreError::OutOfSequence {
                    match_id: job.match_id.clone(),
                    expected: u64::try_from(next).unwrap_or_default(),
                    found: job.batch.first_seq,
                })
            } else {
                Ok(())
            }
        })
        .collect()
}

/// The careful way: one transaction with a savepoint per append (a refused
/// append rolls back alone), committed once and written again whole after
/// a transient fault. Its results and the attempts it took, or the error
/// of its last attempt.
async fn append_by_append(
    writer: &AnyPool,
    backend: Backend,
    group: &[AppendJob],
) -> Result<(Vec<Result<(), StoreError>>, u32), String> {
    let mut attempt = 1;
    loop {
        let mut results = Vec::with_capacity(group.len());
        let committed = async {
            let mut tx = writer.begin_with(backend.begin_write()).await?;
            for job in group {
                let mut savepoint = sqlx::Acquire::begin(&mut *tx).await?;
                let r = append_in(&mut savepoint, backend, &job.match_id, &job.batch, job.fence.as_deref()).await;
                if r.is_ok() {
                    savepoint.commit().await?;
                } else {
                    savepoint.rollback().await?;
                }
                results.push(r);
            }
            tx.commit().await
        }
        .await;
        if committed.is_err() {
            reset_writer(writer).await;
        }
        match committed {
            Ok(()) => return Ok((results, attempt)),
            Err(e) if attempt < WRITE_ATTEMPTS => {
                tracing::warn!(attempt, appends = group.len(), "store: append failed, retrying: {e}");
                tokio::time::sleep(backoff(attempt)).await;
                attempt += 1;
            }
            Err(e) => return Err(e.to_string()),
        }
    }
}

/// Writes one batch inside the caller's transaction.
async fn append_in(
    tx: &mut sqlx::Transaction<'_, Any>,
    backend: Backend,
    match_id: &str,
    batch: &Batch,
    fence: Option<&str>,
) -> Result<(), StoreError> {
    if let Some(owner) = fence {
        crate::lease::check_held(tx, backend, match_id, owner).await?;
    }
    let next: i64 = sqlx::query_scalar("SELECT COALESCE(MAX(seq) + 1, 0) FROM actions WHERE match_id = $1")
        .bind(match_id)
        .fetch_one(&mut **tx)
        .await?;
    if next != to_i64(batch.first_seq)? {
        return Err(StoreError::OutOfSequence {
            match_id: match_id.to_owned(),
            expected: u64::try_from(next).unwrap_or_default(),
            found: batch.first_seq,
        });
    }
    for (i, e) in batch.entries.iter().enumerate() {
        sqlx::query("INSERT INTO actions (match_id, seq, actor, action, text) VALUES ($1, $2, $3, $4, $5)")
            .bind(match_id)
            .bind(next + to_i64(i as u64)?)
            .bind(actor_to_db(e.actor))
            .bind(i64::from(e.action))
            .bind(&e.text)
            .execute(&mut **tx)
            .await?;
    }
    let len = next + to_i64(batch.entries.len() as u64)?;
    sqlx::query(
        "INSERT INTO snapshots (match_id, seq, state_hash) VALUES ($1, $2, $3) \
         ON CONFLICT (match_id, seq) DO UPDATE SET state_hash = excluded.state_hash",
    )
    .bind(match_id)
    .bind(len)
    .bind(format!("{:016x}", batch.state_hash))
    .execute(&mut **tx)
    .await?;
    update_match(tx, match_id, batch.status).await?;
    if let Some(outcome) = &batch.outcome {
        sqlx::query("UPDATE matches SET outcome = $1 WHERE id = $2")
            .bind(to_json(outcome)?)
            .bind(match_id)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}
