//! Where the store lives, and everything that differs between SQLite and
//! PostgreSQL: the migrations, how a connection is set up, and how a
//! transaction begins. Every query of the store is written once, in the
//! SQL both accept (`$1` placeholders, `ON CONFLICT ... DO UPDATE`), and
//! runs through sqlx's `Any` driver.

use crate::StoreError;
use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::{AnyPool, Executor, SqlSafeStr};
use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;

/// The database a store opens.
#[derive(Clone, PartialEq, Eq)]
pub enum Database {
    /// A SQLite file, created if missing.
    Sqlite(PathBuf),
    /// A PostgreSQL server: a `postgres://` URL.
    Postgres(String),
}

/// The two kinds of database.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl FromStr for Database {
    type Err = String;

    /// `postgres://...` or `postgresql://...` is a PostgreSQL server;
    /// `sqlite:PATH`, `sqlite://PATH` or a plain path is a SQLite file.
    fn from_str(s: &str) -> Result<Self, String> {
        if s.starts_with("postgres://") || s.starts_with("postgresql://") {
            return Ok(Self::Postgres(s.to_owned()));
        }
        let path = s.strip_prefix("sqlite://").or_else(|| s.strip_prefix("sqlite:")).unwrap_or(s);
        if path.is_empty() {
            return Err(format!("{s:?} names no database file"));
        }
        if path.contains("://") {
            return Err(format!("{s:?}: only sqlite: and postgres:// databases are supported"));
        }
        Ok(Self::Sqlite(PathBuf::from(path)))
    }
}

impl From<PathBuf> for Database {
    fn from(path: PathBuf) -> Self {
        Self::Sqlite(path)
    }
}

impl From<&Path> for Database {
    fn from(path: &Path) -> Self {
        Self::Sqlite(path.to_owned())
    }
}

/// Shown in logs and messages: a PostgreSQL password is left out.
impl fmt::Display for Database {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Sqlite(path) => write!(f, "{}", path.display()),
            Self::Postgres(url) => f.write_str(&without_password(url)),
        }
    }
}

impl fmt::Debug for Database {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Database({self})")
    }
}

/// `url` with the password of its user info, if any, replaced by `***`.
fn without_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else { return url.to_owned() };
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    match authority.rsplit_once('@') {
        Some((user_info, host)) if user_info.contains(':') => {
            let user = user_info.split(':').next().unwrap_or_default();
            format!("{scheme}://{user}:***@{host}{tail}")
        }
        _ => url.to_owned(),
    }
}

impl Database {
    pub const fn backend(&self) -> Backend {
        match self {
            Self::Sqlite(_) => Backend::Sqlite,
            Self::Postgres(_) => Backend::Postgres,
        }
    }

    /// The URL sqlx's `Any` driver opens. A SQLite path is made absolute
    /// first: in a `sqlite://` URL a relative path's first part would be
    /// read as a host name.
    pub fn url(&self) -> Result<String, StoreError> {
        match self {
            Self::Postgres(url) => Ok(url.clone()),
            Self::Sqlite(path) => {
                let absolute = std::path::absolute(path).map_err(|e| StoreError::Open(format!("{self}: {e}")))?;
                if absolute.to_str().is_none_or(|s| s.contains('%')) {
                    return Err(StoreError::Open(format!("{self}: the path must be UTF-8 without '%'")));
                }
                use sqlx::ConnectOptions;
                let options = sqlx::sqlite::SqliteConnectOptions::new().filename(absolute).create_if_missing(true);
                Ok(options.to_url_lossy().to_string())
            }
        }
    }

    /// A pool of at most `max` connections, each set up for the store's
    /// durability promise.
    pub(crate) async fn pool(&self, max: u32) -> Result<AnyPool, StoreError> {
        sqlx::any::install_default_drivers();
        let options: AnyConnectOptions = self.url()?.parse()?;
        let backend = self.backend();
        let pool = AnyPoolOptions::new()
            .max_connections(max)
            .acquire_timeout(Duration::from_secs(30))
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    for statement in backend.session_setup() {
                        conn.execute(*statement).await?;
                    }
                    Ok(())
                })
            })
            .connect_with(options)
            .await?;
        Ok(pool)
    }
}

/// The schema of each backend, embedded in the binary so that a
/// deployment is one file: version, name and SQL of each migration,
/// oldest first. The two lists keep the same versions, so a version
/// means the same tables on both. The SQLite files are never edited
/// (sqlx refuses a database whose applied migration changed), which is
/// why PostgreSQL, whose dialect has no BLOB or WITHOUT ROWID, has twins
/// of its own.
const SQLITE_MIGRATIONS: [(i64, &str, &str); 6] = [
    (1, "matches", include_str!("../migrations/sqlite/0001_matches.sql")),
    (2, "practice", include_str!("../migrations/sqlite/0002_practice.sql")),
    (3, "names", include_str!("../migrations/sqlite/0003_names.sql")),
    (4, "chat", include_str!("../migrations/sqlite/0004_chat.sql")),
    (5, "leases", include_str!("../migrations/sqlite/0005_leases.sql")),
    (6, "lease addr", include_str!("../migrations/sqlite/0006_lease_addr.sql")),
];
const POSTGRES_MIGRATIONS: [(i64, &str, &str); 6] = [
    (1, "matches", include_str!("../migrations/postgres/0001_matches.sql")),
    (2, "practice", include_str!("../migrations/postgres/0002_practice.sql")),
    (3, "names", include_str!("../migrations/postgres/0003_names.sql")),
    (4, "chat", include_str!("../migrations/postgres/0004_chat.sql")),
    (5, "leases", include_str!("../migrations/postgres/0005_leases.sql")),
    (6, "lease addr", include_str!("../migrations/postgres/0006_lease_addr.sql")),
];

/// The schema of `backend` as it stood at `version`: what
/// [`crate::Store::connect`] runs with every version, and what a test
/// builds an older build's database with.
pub fn migrator_through(backend: Backend, version: i64) -> Migrator {
    let all = match backend {
        Backend::Sqlite => &SQLITE_MIGRATIONS,
        Backend::Postgres => &POSTGRES_MIGRATIONS,
    };
    Migrator::with_migrations(
        all.iter()
            .filter(|(v, _, _)| *v <= version)
            .map(|&(v, name, sql)| Migration::new(v, name.into(), MigrationType::Simple, sql.into_sql_str(), false))
            .collect(),
    )
}

impl Backend {
    /// Run on every new connection.
    fn session_setup(self) -> &'static [&'static str] {
        match self {
            // WAL: readers never block the writer, and a commit is one
            // append to the log file. FULL rather than NORMAL: with NORMAL
            // a WAL commit survives a crash of this process but not a
            // power cut or kernel panic, since the log is only synced at
            // checkpoints. An acknowledged action must survive both, and
            // one fsync per group of actions is cheap next to the time
            // people take to choose one. (sqlx already turns foreign keys
            // on and waits 5 s for a busy lock.)
            Self::Sqlite => &["PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL"],
            // A commit returns once its WAL record is flushed, whatever
            // the server's default: the same promise as SQLite's FULL.
            Self::Postgres => &["SET synchronous_commit = on"],
        }
    }

    /// How a write transaction begins. SQLite's `BEGIN IMMEDIATE` takes
    /// the write lock up front: a deferred transaction that reads first
    /// and then writes fails at once with SQLITE_BUSY when another
    /// connection wrote in between, instead of waiting for the lock as
    /// the busy timeout allows. PostgreSQL locks rows as it writes them.
    pub(crate) const fn begin_write(self) -> &'static str {
        match self {
            Self::Sqlite => "BEGIN IMMEDIATE",
            Self::Postgres => "BEGIN",
        }
    }

    /// The database's own clock, in Unix milliseconds, as an SQL
    /// expression: lease expiries are written and compared with it
    /// alone, so they do not depend on the processes' clocks agreeing.
    /// (PostgreSQL's `clock_timestamp()` moves within a transaction, where
    /// `now()` would stay at its start.)
    pub(crate) const fn now_ms(self) -> &'static str {
        match self {
            Self::Sqlite => "CAST((julianday('now') - 2440587.5) * 86400000.0 AS INTEGER)",
            Self::Postgres => "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)",
        }
    }

    /// Appended to a read of a lease row inside a write: PostgreSQL
    /// locks the row against a taker until the writer commits. SQLite's
    /// `BEGIN IMMEDIATE` has already locked the whole database.
    pub(crate) const fn share_lock(self) -> &'static str {
        match self {
            Self::Sqlite => "",
            Self::Postgres => " FOR SHARE",
        }
    }

    /// How a read of several tables that must agree begins. SQLite's
    /// deferred transaction reads one snapshot; PostgreSQL's default
    /// (read committed) takes a new snapshot per statement.
    pub(crate) const fn begin_read(self) -> &'static str {
        match self {
            Self::Sqlite => "BEGIN",
            Self::Postgres => "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_and_paths_pick_their_backend() {
        let db = |s: &str| s.parse::<Database>();
        assert_eq!(db("horde.db"), Ok(Database::Sqlite("horde.db".into())));
        assert_eq!(db("sqlite:data/h.db"), Ok(Database::Sqlite("data/h.db".into())));
        assert_eq!(db("sqlite:///var/h.db"), Ok(Database::Sqlite("/var/h.db".into())));
        assert_eq!(db("postgres://u@h/db"), Ok(Database::Postgres("postgres://u@h/db".into())));
        assert_eq!(db("postgresql://h/db").map(|d| d.backend()), Ok(Backend::Postgres));
        assert!(db("mysql://h/db").is_err());
        assert!(db("sqlite:").is_err());
    }

    #[test]
    fn a_password_never_reaches_a_log() {
        let shown = Database::Postgres("postgres://ann:s3cret@db.example:5432/horde?sslmode=require".into());
        assert_eq!(shown.to_string(), "postgres://ann:***@db.example:5432/horde?sslmode=require");
        assert!(!format!("{shown:?}").contains("s3cret"));
        let no_password = Database::Postgres("postgres://ann@db.example/horde".into());
        assert_eq!(no_password.to_string(), "postgres://ann@db.example/horde");
    }

    #[test]
    fn a_relative_sqlite_path_becomes_an_absolute_url() {
        let url = Database::Sqlite("rel/h b.db".into()).url().unwrap_or_default();
        assert!(url.starts_with("sqlite:///"), "{url}");
        assert!(url.contains("rel/h%20b.db?mode=rwc"), "{url}");
    }
}
