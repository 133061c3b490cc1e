//! The database the servers share, and PostgreSQL's own counters of the
//! work it did.

use crate::Error;
use horde_store::test_db::TestDb;
use horde_store::{Backend, Database};
use sqlx::{Connection, Executor, Row};

/// The database of one run; a fresh SQLite file or throwaway cluster is
/// deleted when this is dropped (the cluster once this process ends).
#[derive(Debug)]
pub enum Db {
    Sqlite {
        path: std::path::PathBuf,
        _dir: Option<tempfile::TempDir>,
    },
    /// A throwaway database comes with whether its cluster syncs its WAL.
    Postgres {
        url: String,
        throwaway: Option<(TestDb, bool)>,
    },
}

impl Db {
    /// `None`: a fresh SQLite file; `pg-throwaway`: a fresh database on a
    /// cluster started for this run (`fsync=off`, as the tests run it);
    /// `pg-throwaway-durable`: the same with `fsync=on`, as a production
    /// server runs; otherwise a path or a URL.
    pub async fn open(arg: Option<&str>) -> Result<Self, Error> {
        match arg {
            None => {
                let dir = tempfile::tempdir()?;
                Ok(Self::Sqlite { path: dir.path().join("load.db"), _dir: Some(dir) })
            }
            Some("pg-throwaway") => {
                let db = TestDb::new(Backend::Postgres).await;
                Ok(Self::Postgres { url: db.arg(), throwaway: Some((db, false)) })
            }
            Some("pg-throwaway-durable") => {
                let db = TestDb::durable_postgres().await;
                Ok(Self::Postgres { url: db.arg(), throwaway: Some((db, true)) })
            }
            Some(other) => Ok(match other.parse::<Database>()? {
                Database::Sqlite(path) => Self::Sqlite { path, _dir: None },
                Database::Postgres(url) => Self::Postgres { url, throwaway: None },
            }),
        }
    }

    /// The `--database` argument of a server process.
    pub fn arg(&self) -> String {
        match self {
            Self::Sqlite { path, .. } => path.display().to_string(),
            Self::Postgres { url, .. } => url.clone(),
        }
    }

    pub fn kind(&self) -> &'static str {
        match self {
            Self::Sqlite { .. } => "SQLite",
            Self::Postgres { throwaway: Some((_, false)), .. } => {
                "PostgreSQL (a throwaway cluster, fsync off: WAL writes are not synced)"
            }
            Self::Postgres { throwaway: Some((_, true)), .. } => {
                "PostgreSQL (a throwaway cluster, fsync on, synchronous_commit on)"
            }
            Self::Postgres { throwaway: None, .. } => "PostgreSQL",
        }
    }

    /// The database as the store names it.
    pub fn database(&self) -> Database {
        match self {
            Self::Sqlite { path, .. } => Database::Sqlite(path.clone()),
            Self::Postgres { url, .. } => Database::Postgres(url.clone()),
        }
    }

    /// The `match_id`s whose lease the process advertising `addr` holds
    /// (none on SQLite, where there are no leases).
    pub async fn held_at(&self, addr: &str) -> Result<Vec<String>, Error> {
        let Self::Postgres { url, .. } = self else { return Ok(Vec::new()) };
        let mut conn = sqlx::postgres::PgConnection::connect(url).await?;
        let rows: Vec<(String,)> =
            sqlx::query_as("SELECT match_id FROM leases WHERE addr = $1").bind(addr).fetch_all(&mut conn).await?;
        conn.close().await?;
        Ok(rows.into_iter().map(|(id,)| id).collect())
    }

    /// PostgreSQL's counters now (nothing on SQLite, which keeps none).
    pub async fn counters(&self) -> Result<Option<PgCounters>, Error> {
        match self {
            Self::Sqlite { .. } => Ok(None),
            Self::Postgres { url, .. } => Ok(Some(PgCounters::read(url).await?)),
        }
    }

    /// Counts statements from now on where the server allows it: the
    /// throwaway clusters preload `pg_stat_statements`, whose view needs
    /// the extension created in the database. Elsewhere nothing is
    /// counted (and nothing is changed on a server the run was given).
    pub async fn count_statements(&self) -> Result<(), Error> {
        let Self::Postgres { url, throwaway: Some(_) } = self else { return Ok(()) };
        let mut conn = sqlx::postgres::PgConnection::connect(url).await?;
        if let Err(e) = conn.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements").await {
            println!("statements are not counted: {e}");
        }
        conn.close().await?;
        Ok(())
    }

    /// The process id of the PostgreSQL cluster's postmaster, when it runs
    /// on this machine (the parent of the backend serving a connection).
    pub async fn postmaster(&self) -> Option<u32> {
        let Self::Postgres { url, .. } = self else { return None };
        let mut conn = sqlx::postgres::PgConnection::connect(url).await.ok()?;
        let backend: i32 = sqlx::query_scalar("SELECT pg_backend_pid()").fetch_one(&mut conn).await.ok()?;
        let parent = crate::servers::stat(u32::try_from(backend).ok()?).ok().map(|s| s.parent);
        conn.close().await.ok()?;
        parent
    }
}

/// Totals PostgreSQL keeps: the database's committed transactions and
/// the cluster's WAL activity. A backend reports its share at most once a
/// second while busy and when it exits, so totals read after the servers
/// stopped are complete.
#[derive(Clone, Debug)]
pub struct PgCounters {
    commits: i64,
    wal_records: i64,
    wal_bytes: f64,
    wal_writes: i64,
    wal_syncs: i64,
    /// Per table: rows inserted, updated, deleted.
    tables: std::collections::BTreeMap<String, [i64; 3]>,
    /// Per statement (`pg_stat_statements`, where loaded): its text and
    /// how often it ran; each is one round trip of its client.
    statements: Option<std::collections::BTreeMap<i64, (String, i64)>>,
}

impl PgCounters {
    async fn read(url: &str) -> Result<Self, Error> {
        let mut conn = sqlx::postgres::PgConnection::connect(url).await?;
        let db = conn.fetch_one("SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()").await?;
        let wal = conn.fetch_one("SELECT wal_records, wal_bytes::float8, wal_write, wal_sync FROM pg_stat_wal").await?;
        let mut tables = std::collections::BTreeMap::new();
        for row in
            conn.fetch_all("SELECT relname::text, n_tup_ins, n_tup_upd, n_tup_del FROM pg_stat_user_tables").await?
        {
            tables.insert(row.try_get(0)?, [row.try_get(1)?, row.try_get(2)?, row.try_get(3)?]);
        }
        // Statements of this database only: the cluster may hold others.
        let statements = conn
            .fetch_all(
                "SELECT queryid, query, calls FROM pg_stat_statements \
                 WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())",
            )
            .await
            .ok()
            .map(|rows| {
                rows.iter()
                    .filter_map(|r| Some((r.try_get(0).ok()?, (r.try_get(1).ok()?, r.try_get(2).ok()?))))
                    .collect()
            });
        let counters = Self {
            commits: db.try_get(0)?,
            wal_records: wal.try_get(0)?,
            wal_bytes: wal.try_get(1)?,
            wal_writes: wal.try_get(2)?,
            wal_syncs: wal.try_get(3)?,
            tables,
            statements,
        };
        conn.close().await?;
        Ok(counters)
    }

    /// What happened since `before`, in total and per accepted action,
    /// and the lease rows written per second of the run.
    pub fn report_since(&self, before: &Self, actions: f64, seconds: f64) {
        let commits = self.commits - before.commits;
        let syncs = self.wal_syncs - before.wal_syncs;
        let writes = self.wal_writes - before.wal_writes;
        let records = self.wal_records - before.wal_records;
        let bytes = self.wal_bytes - before.wal_bytes;
        println!(
            "PostgreSQL: {commits} commits ({:.3} per action), {syncs} WAL syncs ({:.3} per action), \
             {writes} WAL writes ({:.3} per action), {records} WAL records ({:.2} per action), \
             {:.0} WAL bytes per action",
            commits as f64 / actions,
            syncs as f64 / actions,
            writes as f64 / actions,
            records as f64 / actions,
            bytes / actions,
        );
        let mut rows = [0i64; 3];
        let mut each = Vec::new();
        for (table, now) in &self.tables {
            let then = before.tables.get(table).copied().unwrap_or_default();
            let d: Vec<i64> = now.iter().zip(then).map(|(a, b)| a - b).collect();
            if d.iter().all(|&x| x == 0) {
                continue;
            }
            for (r, x) in rows.iter_mut().zip(&d) {
                *r += x;
            }
            each.push(format!(
                "{table} {:.3}/{:.3}/{:.3}",
                d[0] as f64 / actions,
                d[1] as f64 / actions,
                d[2] as f64 / actions
            ));
            if table == "leases" {
                println!(
                    "lease rows: {} inserted, {} updated ({:.1} updates per second)",
                    d[0],
                    d[1],
                    d[1] as f64 / seconds
                );
            }
        }
        println!(
            "rows per action (inserted/updated/deleted): all {:.3}/{:.3}/{:.3}; {}",
            rows[0] as f64 / actions,
            rows[1] as f64 / actions,
            rows[2] as f64 / actions,
            each.join(", ")
        );
        if let (Some(now), Some(then)) = (&self.statements, &before.statements) {
            report_statements(now, then, actions);
        }
    }
}

/// Statements run since `then`, in all and per action, the most frequent
/// first with their text cut short.
fn report_statements(
    now: &std::collections::BTreeMap<i64, (String, i64)>,
    then: &std::collections::BTreeMap<i64, (String, i64)>,
    actions: f64,
) {
    let mut ran: Vec<(i64, &str)> = now
        .iter()
        .map(|(id, (query, calls))| (calls - then.get(id).map_or(0, |t| t.1), query.as_str()))
        .filter(|&(calls, _)| calls > 0)
        .collect();
    ran.sort_by_key(|r| std::cmp::Reverse(r.0));
    let total: i64 = ran.iter().map(|r| r.0).sum();
    println!("statements (each a round trip): {total} ({:.2} per action)", total as f64 / actions);
    for (calls, query) in ran.iter().take(12) {
        let text: String = query.split_whitespace().collect::<Vec<_>>().join(" ").chars().take(90).collect();
        println!("  {:.3} per action: {text}", *calls as f64 / actions);
    }
}
