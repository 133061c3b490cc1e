//! Which process plays a match. Several servers may share one database
//! (PostgreSQL); a match is live in one of them at a time, the holder of
//! its lease: a row with an owner, an expiry and the holder's address,
//! taken when the match is loaded and renewed while its holder lives. A
//! holder that dies stops renewing, and once the lease has expired another
//! process may take it.
//!
//! Every expiry is written and compared with the database's clock
//! ([`crate::Backend`]'s `now_ms`), never a process's own: two machines
//! whose clocks disagree still agree on who holds a lease.
//!
//! Fencing: a store made with [`Store::fenced`] writes a match's actions,
//! undos and seats only while its owner holds the match's unexpired lease,
//! checked in the same transaction as the write, with the lease row locked
//! until it commits. A holder that was paused past its expiry and wakes up
//! finds its lease gone (or expired) and its write refused, so two
//! processes never both accept an action of one match.

use crate::backend::Backend;
use crate::{Store, StoreError};
use sqlx::AssertSqlSafe;
use std::time::Duration;

/// A match's lease as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lease {
    pub owner: String,
    /// Unix time in milliseconds, by the database's clock; after it,
    /// anyone may take the lease.
    pub expires: i64,
    /// Where the holder answers requests for the match, if it said.
    pub addr: Option<String>,
    /// Whether it had not yet expired when read.
    pub live: bool,
}

/// `template` with `{now}` replaced by the database's clock and `{lock}`
/// by the backend's row lock. Only constant text goes in, so the result
/// is as safe as the template.
fn sql(backend: Backend, template: &'static str) -> AssertSqlSafe<String> {
    AssertSqlSafe(template.replace("{now}", backend.now_ms()).replace("{lock}", backend.share_lock()))
}

fn millis(ttl: Duration) -> i64 {
    i64::try_from(ttl.as_millis()).unwrap_or(i64::MAX)
}

impl Store {
    /// Takes the lease of `match_id` for `owner` until `ttl` from now, or
    /// renews it when `owner` holds it already. `Ok(false)`: another owner
    /// holds a lease that has not expired. One statement decides, so of
    /// several processes taking the same lease at once exactly one wins.
    pub async fn take_lease(&self, match_id: &str, owner: &str, ttl: Duration) -> Result<bool, StoreError> {
        self.take_lease_at(match_id, owner, None, ttl).await
    }

    /// [`Store::take_lease`], recording `addr`, where the holder answers
    /// requests forwarded to it.
    pub async fn take_lease_at(
        &self,
        match_id: &str,
        owner: &str,
        addr: Option<&str>,
        ttl: Duration,
    ) -> Result<bool, StoreError> {
        self.retrying(|| self.take_lease_once(match_id, owner, addr, ttl)).await
    }

    async fn take_lease_once(
        &self,
        match_id: &str,
        owner: &str,
        addr: Option<&str>,
        ttl: Duration,
    ) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        let done = sqlx::query(sql(
            self.backend(),
            "INSERT INTO leases (match_id, owner, expires, addr) VALUES ($1, $2, {now} + $3, $4) \
             ON CONFLICT (match_id) DO UPDATE SET owner = excluded.owner, expires = excluded.expires, \
             addr = excluded.addr \
             WHERE leases.owner = excluded.owner OR leases.expires <= {now}",
        ))
        .bind(match_id)
        .bind(owner)
        .bind(millis(ttl))
        .bind(addr)
        .execute(&mut *tx)
        .await
        .map_err(|e| crate::store::for_match(match_id, e))?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
    }

    /// Takes the lease of `match_id` from whoever holds it at `from_addr`,
    /// expired or not: for a holder known to be gone (nothing listens at
    /// its address any more). Safe even if that holder lives on: its
    /// writes are fenced, and refused from the moment this commits.
    pub async fn take_lease_from(
        &self,
        match_id: &str,
        owner: &str,
        addr: Option<&str>,
        from_addr: &str,
        ttl: Duration,
    ) -> Result<bool, StoreError> {
        self.retrying(|| async {
            let mut tx = self.write().await?;
            let done = sqlx::query(sql(
                self.backend(),
                "UPDATE leases SET owner = $2, expires = {now} + $3, addr = $4 WHERE match_id = $1 AND addr = $5",
            ))
            .bind(match_id)
            .bind(owner)
            .bind(millis(ttl))
            .bind(addr)
            .bind(from_addr)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(done.rows_affected() == 1)
        })
        .await
    }

    /// Renews, in one statement, every lease `owner` still holds unexpired
    /// until `ttl` from now, and returns the matches renewed. A lease that
    /// expired is not renewed even if nobody took it yet: its holder
    /// cannot know whether another process played the match meanwhile, so
    /// it drops the match and loads it again when asked.
    pub async fn renew_leases(&self, owner: &str, ttl: Duration) -> Result<Vec<String>, StoreError> {
        self.retrying(|| async {
            let mut tx = self.write().await?;
            let held: Vec<(String,)> = sqlx::query_as(sql(
                self.backend(),
                "UPDATE leases SET expires = {now} + $2 WHERE owner = $1 AND expires > {now} RETURNING match_id",
            ))
            .bind(owner)
            .bind(millis(ttl))
            .fetch_all(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(held.into_iter().map(|(id,)| id).collect())
        })
        .await
    }

    /// Gives up `owner`'s lease of `match_id` (a clean stop), so another
    /// process need not wait for it to expire. Another owner's lease is
    /// left alone.
    pub async fn release_lease(&self, match_id: &str, owner: &str) -> Result<(), StoreError> {
        self.retrying(|| async {
            let mut tx = self.write().await?;
            sqlx::query("DELETE FROM leases WHERE match_id = $1 AND owner = $2")
                .bind(match_id)
                .bind(owner)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    /// The lease of `match_id`, if anyone ever took it.
    pub async fn lease(&self, match_id: &str) -> Result<Option<Lease>, StoreError> {
        let row: Option<(String, i64, Option<String>, i64)> = sqlx::query_as(sql(
            self.backend(),
            "SELECT owner, expires, addr, CAST(CASE WHEN expires > {now} THEN 1 ELSE 0 END AS BIGINT) \
             FROM leases WHERE match_id = $1",
        ))
        .bind(match_id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|(owner, expires, addr, live)| Lease { owner, expires, addr, live: live != 0 }))
    }

    /// The unfinished matches whose unexpired leases owners other than
    /// `owner` hold, each with the address its holder serves at: what a
    /// starting process probes for holders that died just before it.
    pub async fn held_by_others(&self, owner: &str) -> Result<Vec<(String, String)>, StoreError> {
        let rows: Vec<(String, String)> = sqlx::query_as(sql(
            self.backend(),
            "SELECT m.id, l.addr FROM matches m JOIN leases l ON l.match_id = m.id \
             WHERE m.status = 'active' AND l.owner <> $1 AND l.addr IS NOT NULL AND l.expires > {now} \
             ORDER BY l.addr, m.id",
        ))
        .bind(owner)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows)
    }

    /// Ids of the matches still being played whose lease is free (never
    /// taken, released, or expired), oldest first: what a process sweeps
    /// up when their holder has died.
    pub async fn unleased(&self) -> Result<Vec<String>, StoreError> {
        let ids: Vec<(String,)> = sqlx::query_as(sql(
            self.backend(),
            "SELECT m.id FROM matches m LEFT JOIN leases l ON l.match_id = m.id \
             WHERE m.status = 'active' AND (l.match_id IS NULL OR l.expires <= {now}) \
             ORDER BY m.created_at, m.id",
        ))
        .fetch_all(&self.pool)
        .await?;
        Ok(ids.into_iter().map(|(id,)| id).collect())
    }
}

/// Inside a write transaction: a new match's lease, held by `owner`.
pub(crate) async fn insert_lease(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    backend: Backend,
    match_id: &str,
    owner: &str,
    addr: Option<&str>,
    ttl: Duration,
) -> Result<(), StoreError> {
    sqlx::query(sql(backend, "INSERT INTO leases (match_id, owner, expires, addr) VALUES ($1, $2, {now} + $3, $4)"))
        .bind(match_id)
        .bind(owner)
        .bind(millis(ttl))
        .bind(addr)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Inside a write transaction: refuses unless `owner` holds the unexpired
/// lease of `match_id`, and (PostgreSQL) keeps the lease row locked until
/// the transaction ends, so nobody takes the lease between this check and
/// the commit.
pub(crate) async fn check_held(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    backend: Backend,
    match_id: &str,
    owner: &str,
) -> Result<(), StoreError> {
    let held: Option<(String,)> = sqlx::query_as(sql(
        backend,
        "SELECT owner FROM leases WHERE match_id = $1 AND owner = $2 AND expires > {now}{lock}",
    ))
    .bind(match_id)
    .bind(owner)
    .fetch_optional(&mut **tx)
    .await?;
    match held {
        Some(_) => Ok(()),
        None => Err(StoreError::NotOwner(match_id.to_owned())),
    }
}
