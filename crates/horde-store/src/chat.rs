//! A match's chat: lines its players wrote, stored with the match. The
//! server checks a line (length, rate) before it gets here.

use crate::{Store, StoreError};
use horde_core::Seat;
use serde::{Deserialize, Serialize};

/// One line of a match's chat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatLine {
    /// Its place in the match's chat, from 0.
    pub seq: u64,
    pub seat: Seat,
    /// Unix time in milliseconds.
    pub at: i64,
    pub text: String,
}

impl Store {
    /// Adds a line from `seat` to the chat of `match_id` and returns it as
    /// stored, numbered after the lines before it.
    pub async fn add_chat(&self, match_id: &str, seat: Seat, text: &str) -> Result<ChatLine, StoreError> {
        self.retrying(|| self.add_chat_once(match_id, seat, text)).await
    }

    async fn add_chat_once(&self, match_id: &str, seat: Seat, text: &str) -> Result<ChatLine, StoreError> {
        let mut tx = self.write().await?;
        let next: i64 = sqlx::query_scalar("SELECT COALESCE(MAX(seq) + 1, 0) FROM chat WHERE match_id = $1")
            .bind(match_id)
            .fetch_one(&mut *tx)
            .await?;
        let at = crate::store::now_ms();
        sqlx::query("INSERT INTO chat (match_id, seq, seat, at, text) VALUES ($1, $2, $3, $4, $5)")
            .bind(match_id)
            .bind(next)
            .bind(i64::from(seat.0))
            .bind(at)
            .bind(text)
            .execute(&mut *tx)
            .await
            .map_err(|e| crate::store::for_match(match_id, e))?;
        tx.commit().await?;
        let seq = u64::try_from(next).map_err(|_| crate::store::corrupt("chat seq", next))?;
        Ok(ChatLine { seq, seat, at, text: text.to_owned() })
    }

    /// The latest `limit` lines of the chat of `match_id`, oldest first.
    pub async fn chat(&self, match_id: &str, limit: u32) -> Result<Vec<ChatLine>, StoreError> {
        let known: Option<i64> =
            sqlx::query_scalar("SELECT 1 FROM matches WHERE id = $1").bind(match_id).fetch_optional(&self.pool).await?;
        if known.is_none() {
            return Err(StoreError::NotFound(match_id.to_owned()));
        }
        let rows: Vec<(i64, i64, i64, String)> = sqlx::query_as(
            "SELECT seq, seat, at, text FROM \
             (SELECT * FROM chat WHERE match_id = $1 ORDER BY seq DESC LIMIT $2) AS latest ORDER BY seq",
        )
        .bind(match_id)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|(seq, seat, at, text)| {
                Ok(ChatLine {
                    seq: u64::try_from(seq).map_err(|_| crate::store::corrupt("chat seq", seq))?,
                    seat: Seat(u8::try_from(seat).map_err(|_| crate::store::corrupt("chat seat", seat))?),
                    at,
                    text,
                })
            })
            .collect()
    }
}
