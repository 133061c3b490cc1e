//! Which process plays a match. Several servers may share one database
//! (PostgreSQL); a match is live in one of them at a time, the holder of
//! its lease: a row with an owner and an expiry, taken when the match is
//! loaded and renewed while its holder lives. A holder that dies stops
//! renewing, and once the lease has expired another process may take it.

use crate::store::now_ms;
use crate::{Store, StoreError};
use std::time::Duration;

/// A match's lease as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lease {
    pub owner: String,
    /// Unix time in milliseconds; after it, anyone may take the lease.
    pub expires: i64,
}

impl Store {
    /// Takes the lease of `match_id` for `owner` until `ttl` from now, or
    /// renews it when `owner` holds it already. `Ok(false)`: another owner
    /// holds a lease that has not expired. One statement decides, so of
    /// several processes taking the same lease at once exactly one wins.
    pub async fn take_lease(&self, match_id: &str, owner: &str, ttl: Duration) -> Result<bool, StoreError> {
        self.retrying(|| self.take_lease_once(match_id, owner, ttl)).await
    }

    async fn take_lease_once(&self, match_id: &str, owner: &str, ttl: Duration) -> Result<bool, StoreError> {
        let now = now_ms();
        let expires = now.saturating_add(i64::try_from(ttl.as_millis()).unwrap_or(i64::MAX));
        let mut tx = self.write().await?;
        let done = sqlx::query(
            "INSERT INTO leases (match_id, owner, expires) VALUES ($1, $2, $3) \
             ON CONFLICT (match_id) DO UPDATE SET owner = excluded.owner, expires = excluded.expires \
             WHERE leases.owner = excluded.owner OR leases.expires <= $4",
        )
        .bind(match_id)
        .bind(owner)
        .bind(expires)
        .bind(now)
        .execute(&mut *tx)
        .await
        .map_err(|e| crate::store::for_match(match_id, e))?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
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
        let row: Option<(String, i64)> = sqlx::query_as("SELECT owner, expires FROM leases WHERE match_id = $1")
            .bind(match_id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|(owner, expires)| Lease { owner, expires }))
    }
}
