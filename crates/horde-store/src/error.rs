//! What can go wrong with storage.

/// A storage failure. Nothing a client sends can cause one except
/// `NotFound`; the others mean the database or its contents are broken.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Db(#[from] sqlx::Error),
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("no match {0:?}")]
    NotFound(String),
    #[error("match {match_id:?}: expected action #{expected} next, got #{found}")]
    OutOfSequence { match_id: String, expected: u64, found: u64 },
    #[error("match {0:?} is over: its log is final")]
    Final(String),
    #[error("stored data is inconsistent: {0}")]
    Corrupt(String),
    #[error("the write failed: {0}")]
    Write(String),
    #[error("cannot open the database {0}")]
    Open(String),
    #[error("the database cannot be written: {0}")]
    NotWritable(String),
    #[error("match {0:?} is played by another process now (this one holds no live lease of it)")]
    NotOwner(String),
    #[error("the store is closed")]
    Closed,
    #[error("the operating system gave no randomness: {0}")]
    Random(String),
}
