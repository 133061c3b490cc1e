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
    Sqlite { path: std::path::PathBuf, _dir: Option<tempfile::TempDir> },
    Postgres { url: String, throwaway: Option<TestDb> },
}

impl Db {
    /// `None`: a fresh SQLite file; `pg-throwaway`: a fresh database on a
    /// cluster started for this run; otherwise a path or a URL.
    pub async fn open(arg: Option<&str>) -> Result<Self, Error> {
        match arg {
            None => {
                let dir = tempfile::tempdir()?;
                Ok(Self::Sqlite { path: dir.path().join("load.db"), _dir: Some(dir) })
            }
            Some("pg-throwaway") => {
                let db = TestDb::new(Backend::Postgres).await;
                Ok(Self::Postgres { url: db.arg(), throwaway: Some(db) })
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
            Self::Postgres { throwaway: Some(_), .. } => {
                "PostgreSQL (a throwaway cluster, fsync off: WAL writes are not synced)"
            }
            Self::Postgres { throwaway: None, .. } => "PostgreSQL",
        }
    }

    /// PostgreSQL's counters now (nothing on SQLite, which keeps none).
    pub async fn counters(&self) -> Result<Option<PgCounters>, Error> {
        match self {
            Self::Sqlite { .. } => Ok(None),
            Self::Postgres { url, .. } => Ok(Some(PgCounters::read(url).await?)),
        }
    }
}

/// Totals PostgreSQL keeps: the database's committed transactions and
/// the cluster's WAL activity. A backend reports its share at most once a
/// second while busy and when it exits, so totals read after the servers
/// stopped are complete.
#[derive(Clone, Copy, Debug)]
pub struct PgCounters {
    commits: i64,
    wal_records: i64,
    wal_bytes: f64,
    wal_writes: i64,
    wal_syncs: i64,
}

impl PgCounters {
    async fn read(url: &str) -> Result<Self, Error> {
        let mut conn = sqlx::postgres::PgConnection::connect(url).await?;
        let db = conn.fetch_one("SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()").await?;
        let wal = conn.fetch_one("SELECT wal_records, wal_bytes::float8, wal_write, wal_sync FROM pg_stat_wal").await?;
        let counters = Self {
            commits: db.try_get(0)?,
            wal_records: wal.try_get(0)?,
            wal_bytes: wal.try_get(1)?,
            wal_writes: wal.try_get(2)?,
            wal_syncs: wal.try_get(3)?,
        };
        conn.close().await?;
        Ok(counters)
    }

    /// What happened since `before`, in total and per accepted action.
    pub fn report_since(&self, before: &Self, actions: f64) {
        let commits = self.commits - before.commits;
        let syncs = self.wal_syncs - before.wal_syncs;
        let writes = self.wal_writes - before.wal_writes;
        let records = self.wal_records - before.wal_records;
        let bytes = self.wal_bytes - before.wal_bytes;
        println!(
            "PostgreSQL: {commits} commits ({:.2} per action), {syncs} WAL syncs ({:.2} per action), \
             {writes} WAL writes, {records} WAL records, {:.0} WAL bytes per action",
            commits as f64 / actions,
            syncs as f64 / actions,
            bytes / actions,
        );
    }
}
