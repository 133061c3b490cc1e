//! Fresh, empty databases of either backend, for tests.
//!
//! SQLite: a file in a temporary directory. PostgreSQL: a new database
//! on the server `HORDE_TEST_DATABASE` names (a `postgres://` URL whose
//! user may create databases) or, when it is unset, on a throwaway
//! cluster this process starts from the installed PostgreSQL binaries
//! (`initdb` on the PATH or under `/usr/lib/postgresql/*/bin`), listening
//! on a free loopback port. initdb refuses to run as root, so as root the
//! cluster runs as the `postgres` user (which Debian's package creates).
//! The cluster lives as long as the test process: a shell holding it
//! reads a pipe from this process and, once the pipe closes (the process
//! ended, however it ended), stops the server and deletes its files.
//!
//! When PostgreSQL can be neither reached nor started, asking for a
//! database panics with what is missing: a test never skips a backend.
//!
//! The throwaway cluster runs with `fsync=off` (it dies with the tests).
//! A measurement of what a commit costs the disk asks for
//! [`TestDb::durable_postgres`] instead: a second throwaway cluster, with
//! PostgreSQL's defaults for durability (`fsync=on`, and the server's
//! `synchronous_commit=on`), started on first use.
#![allow(clippy::unwrap_used, clippy::missing_panics_doc)] // a failure here is the test's failure

use crate::{Backend, Database, Store};
use sqlx::{Connection, Executor};
use std::path::{Path, PathBuf};
use std::process::{ChildStdin, Command, Stdio};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

/// The environment variable naming a PostgreSQL server for the tests.
pub const ENV: &str = "HORDE_TEST_DATABASE";

/// A fresh database; a SQLite file is deleted when this is dropped.
#[derive(Debug)]
pub struct TestDb {
    pub database: Database,
    _dir: Option<tempfile::TempDir>,
}

impl TestDb {
    /// A fresh, empty database of `backend`. Prints which backend and
    /// where, so a test's output says what it ran against.
    pub async fn new(backend: Backend) -> Self {
        let db = match backend {
            Backend::Sqlite => {
                let dir = tempfile::tempdir().unwrap();
                Self { database: Database::Sqlite(dir.path().join("horde.db")), _dir: Some(dir) }
            }
            Backend::Postgres => Self { database: Database::Postgres(fresh_postgres().await), _dir: None },
        };
        println!("backend: {backend:?}, database {}", db.database);
        db
    }

    /// A fresh, empty database on a throwaway cluster that syncs its
    /// write-ahead log as a production server does (`fsync=on`), so that
    /// WAL syncs and commit latency are real figures. Ignores
    /// `HORDE_TEST_DATABASE`: a named server's settings are its own.
    pub async fn durable_postgres() -> Self {
        let admin = match cluster(Durability::Synced) {
            Ok(url) => url,
            Err(why) => panic!("PostgreSQL tests cannot run: {why}"),
        };
        let db = Self { database: Database::Postgres(fresh_database(&admin).await), _dir: None };
        println!("backend: Postgres (fsync on), database {}", db.database);
        db
    }

    /// Opens the store on this database.
    pub async fn store(&self) -> Store {
        Store::connect(&self.database).await.unwrap()
    }

    /// The database as a `--database` argument: the path or the full URL.
    pub fn arg(&self) -> String {
        match &self.database {
            Database::Sqlite(path) => path.display().to_string(),
            Database::Postgres(url) => url.clone(),
        }
    }
}

/// What PostgreSQL counted for one database (`pg_stat_database`) and
/// for its whole server (`pg_stat_wal`): the figures a test divides by
/// the actions it played. A server process updates them at the end of
/// its transactions at most once a second, and when its connection
/// closes: read them after the servers measured have stopped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PgCounters {
    /// Transactions committed in the database.
    pub commits: i64,
    pub rows_inserted: i64,
    pub rows_updated: i64,
    pub rows_deleted: i64,
    /// Write-ahead log records, bytes and syncs (fsyncs) of the server.
    pub wal_records: i64,
    pub wal_bytes: i64,
    pub wal_syncs: i64,
}

impl TestDb {
    /// PostgreSQL's counters now (`None` on SQLite).
    pub async fn pg_counters(&self) -> Option<PgCounters> {
        let Database::Postgres(url) = &self.database else { return None };
        let mut conn = sqlx::postgres::PgConnection::connect(url).await.unwrap();
        let (commits, rows_inserted, rows_updated, rows_deleted): (i64, i64, i64, i64) = sqlx::query_as(
            "SELECT xact_commit, tup_inserted, tup_updated, tup_deleted FROM pg_stat_database \
             WHERE datname = current_database()",
        )
        .fetch_one(&mut conn)
        .await
        .unwrap();
        let (wal_records, wal_bytes, wal_syncs): (i64, i64, i64) =
            sqlx::query_as("SELECT wal_records, CAST(wal_bytes AS BIGINT), wal_sync FROM pg_stat_wal")
                .fetch_one(&mut conn)
                .await
                .unwrap();
        conn.close().await.unwrap();
        Some(PgCounters { commits, rows_inserted, rows_updated, rows_deleted, wal_records, wal_bytes, wal_syncs })
    }
}

impl std::ops::Sub for PgCounters {
    type Output = Self;
    fn sub(self, o: Self) -> Self {
        Self {
            commits: self.commits - o.commits,
            rows_inserted: self.rows_inserted - o.rows_inserted,
            rows_updated: self.rows_updated - o.rows_updated,
            rows_deleted: self.rows_deleted - o.rows_deleted,
            wal_records: self.wal_records - o.wal_records,
            wal_bytes: self.wal_bytes - o.wal_bytes,
            wal_syncs: self.wal_syncs - o.wal_syncs,
        }
    }
}

/// The URL of a new database on the test server.
async fn fresh_postgres() -> String {
    let admin = match std::env::var(ENV) {
        Ok(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => url,
        Ok(other) => panic!("{ENV}={other:?} is not a postgres:// URL"),
        Err(_) => match cluster(Durability::Unsynced) {
            Ok(url) => url,
            Err(why) => panic!("PostgreSQL tests cannot run: {why}"),
        },
    };
    fresh_database(&admin).await
}

/// A new database on the server at `admin`; its URL.
async fn fresh_database(admin: &str) -> String {
    let name = format!("horde_test_{}", crate::token::new_match_id().unwrap());
    let mut conn = sqlx::postgres::PgConnection::connect(admin)
        .await
        .unwrap_or_else(|e| panic!("cannot connect to the test PostgreSQL server: {e}"));
    conn.execute(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}"))).await.unwrap();
    conn.close().await.unwrap();
    with_database(admin, &name)
}

/// `url` with its database name replaced by `name`.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = url.split_once('?').map_or((url, None), |(b, q)| (b, Some(q)));
    let (scheme, rest) = base.split_once("://").unwrap_or(("postgres", base));
    let authority = rest.split('/').next().unwrap_or(rest);
    let mut out = format!("{scheme}://{authority}/{name}");
    if let Some(q) = query {
        out.push('?');
        out.push_str(q);
    }
    out
}

/// Whether a throwaway cluster syncs its write-ahead log to the disk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Durability {
    /// `fsync=off`: the tests' cluster, fast, lost with the machine.
    Unsynced,
    /// `fsync=on`: every commit waits for its WAL flush, as in production.
    Synced,
}

impl Durability {
    fn fsync(self) -> &'static str {
        match self {
            Self::Unsynced => "off",
            Self::Synced => "on",
        }
    }
}

/// The throwaway cluster's URL (its `postgres` database), started on the
/// first call for each durability.
fn cluster(durability: Durability) -> Result<String, String> {
    static UNSYNCED: OnceLock<Result<String, String>> = OnceLock::new();
    static SYNCED: OnceLock<Result<String, String>> = OnceLock::new();
    let once = match durability {
        Durability::Unsynced => &UNSYNCED,
        Durability::Synced => &SYNCED,
    };
    once.get_or_init(|| start_cluster(durability)).clone()
}

/// The write ends of the pipes the clusters' shells watch: kept open for
/// the life of this process.
static LIFELINES: Mutex<Vec<ChildStdin>> = Mutex::new(Vec::new());

/// Starts the cluster: initdb, then the server on a free port of
/// 127.0.0.1, each step's output kept in the cluster's directory for the
/// error message.
const HOLDER: &str = r#"
dir=$1 bin=$2 port=$3 fsync=$4
# Ctrl-C reaches the whole process group: the shell outlives it to clean up.
trap '' INT TERM
"$bin/initdb" -D "$dir/data" -U horde -A trust -E UTF8 --no-sync >"$dir/initdb.log" 2>&1 || exit 1
# pg_stat_statements, where installed, lets a measurement count the
# statements (round trips) of each action; nothing else uses it.
preload=
[ -f "$bin/../lib/pg_stat_statements.so" ] && preload=pg_stat_statements
# fsync=off for the tests: the cluster dies with them, and the store's own
# durability promise (synchronous_commit) is still checked on every commit.
"$bin/postgres" -D "$dir/data" -k "$dir" -p "$port" -c listen_addresses=127.0.0.1 -c fsync="$fsync" \
  -c shared_preload_libraries="$preload" >"$dir/server.log" 2>&1 &
pid=$!
read -r _ || true
kill -INT "$pid" 2>/dev/null
wait "$pid"
rm -rf "$dir"
"#;

fn start_cluster(durability: Durability) -> Result<String, String> {
    let bin = postgres_bin().ok_or(
        "PostgreSQL is not installed: no initdb on the PATH nor under /usr/lib/postgresql/*/bin \
         (install Debian's postgresql package, or set HORDE_TEST_DATABASE=postgres://...)",
    )?;
    let dir = tempfile::Builder::new().prefix("horde-pg-").tempdir().map_err(|e| e.to_string())?.keep();
    let root = is_root();
    if root {
        // initdb refuses root; the package's `postgres` user runs it.
        let owned = Command::new("chown").arg("postgres:").arg(&dir).status();
        if !owned.is_ok_and(|s| s.success()) {
            return Err(format!(
                "running as root, initdb needs an unprivileged user, and `chown postgres: {}` failed \
                 (is there a postgres user? install Debian's postgresql package)",
                dir.display()
            ));
        }
    }
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map_err(|e| format!("no free loopback port: {e}"))?
        .port();
    let mut command = if root {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--", "sh", "-c", HOLDER, "sh"]);
        c
    } else {
        let mut c = Command::new("sh");
        c.args(["-c", HOLDER, "sh"]);
        c
    };
    let mut child = command
        .arg(&dir)
        .arg(&bin)
        .arg(port.to_string())
        .arg(durability.fsync())
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start the cluster's shell: {e}"))?;
    if let Some(stdin) = child.stdin.take() {
        LIFELINES.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push(stdin);
    }

    let log = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap_or_default();
    // Polled 1200 times 100 ms apart, 2 minutes or a little more (counted,
    // not clocked: the workspace keeps clocks out of library code).
    for _ in 0..1200 {
        if let Ok(Some(status)) = child.try_wait() {
            let why = format!(
                "the throwaway PostgreSQL cluster in {} did not start ({status}):\n{}{}",
                dir.display(),
                log("initdb.log"),
                log("server.log")
            );
            let _ = std::fs::remove_dir_all(&dir);
            return Err(why);
        }
        let ready = Command::new(bin.join("pg_isready"))
            .args(["-q", "-h", "127.0.0.1", "-p", &port.to_string()])
            .status()
            .is_ok_and(|s| s.success());
        if ready {
            return Ok(format!("postgres://horde@127.0.0.1:{port}/postgres"));
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    Err(format!("the throwaway PostgreSQL cluster did not answer in 2 minutes:\n{}", log("server.log")))
}

/// The directory of `initdb`, `postgres` and `pg_isready`: that of the
/// `initdb` on the PATH (a link is followed to the real one), else the
/// newest version under Debian's /usr/lib/postgresql.
fn postgres_bin() -> Option<PathBuf> {
    let complete = |dir: &Path| ["initdb", "postgres", "pg_isready"].iter().all(|b| dir.join(b).is_file());
    let on_path = std::env::var_os("PATH")
        .and_then(|path| std::env::split_paths(&path).map(|d| d.join("initdb")).find(|f| f.is_file()))
        .and_then(|initdb| std::fs::canonicalize(initdb).ok())
        .and_then(|initdb| initdb.parent().map(Path::to_path_buf))
        .filter(|dir| complete(dir));
    if on_path.is_some() {
        return on_path;
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(Result::ok)
        .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path().join("bin"))))
        .filter(|(_, bin)| complete(bin))
        .collect();
    versions.sort();
    versions.pop().map(|(_, bin)| bin)
}

fn is_root() -> bool {
    Command::new("id").arg("-u").output().is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

/// Declares each listed test once per backend, as `sqlite::NAME` and
/// `postgres::NAME`: each is an `async fn NAME(db: TestDb)` of the
/// calling module, given a fresh database of that backend.
#[macro_export]
macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(#[tokio::test]
            async fn $name() {
                super::$name($crate::test_db::TestDb::new($crate::Backend::Sqlite).await).await;
            })*
        }
        mod postgres {
            $(#[tokio::test]
            async fn $name() {
                super::$name($crate::test_db::TestDb::new($crate::Backend::Postgres).await).await;
            })*
        }
    };
}

#[cfg(test)]
mod tests {
    use super::with_database;

    #[test]
    fn a_database_name_replaces_the_url_path() {
        assert_eq!(
            with_database("postgres://u:p@h:5/postgres?sslmode=disable", "t"),
            "postgres://u:p@h:5/t?sslmode=disable"
        );
        assert_eq!(with_database("postgresql://h", "t"), "postgresql://h/t");
    }
}
