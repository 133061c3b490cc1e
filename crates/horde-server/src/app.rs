//! State shared by the request handlers: the store, the catalog and the
//! live match actors.

use crate::actor::{self, MatchHandle};
use crate::catalog::{Catalog, CatalogError};
use crate::config::Limits;
use crate::error::ApiError;
use crate::ratelimit::ConnectionLimiter;
use horde_core::Viewer;
use horde_store::{Store, StoreError};
use std::collections::BTreeMap;
use std::sync::Mutex;
use std::time::Duration;

#[derive(Debug)]
pub(crate) struct App {
    pub(crate) store: Store,
    pub(crate) catalog: Catalog,
    pub(crate) bot_delay: Duration,
    pub(crate) limits: Limits,
    pub(crate) limiter: ConnectionLimiter,
    live: Mutex<BTreeMap<String, MatchHandle>>,
}

impl App {
    pub(crate) fn new(store: Store, catalog: Catalog, bot_delay: Duration, limits: Limits) -> Self {
        Self {
            store,
            catalog,
            bot_delay,
            limits,
            limiter: ConnectionLimiter::new(limits),
            live: Mutex::new(BTreeMap::new()),
        }
    }

    fn live(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, MatchHandle>> {
        self.live.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    pub(crate) fn insert(&self, id: String, handle: MatchHandle) {
        self.live().insert(id, handle);
    }

    /// The actor of match `id`, loading the match from the store (by
    /// replaying its log) if it is not running.
    pub(crate) async fn handle(&self, id: &str) -> Result<MatchHandle, ApiError> {
        if let Some(h) = self.live().get(id).filter(|h| !h.is_closed()) {
            return Ok(h.clone());
        }
        let stored = self.store.load(id).await.map_err(|e| match e {
            StoreError::NotFound(_) => ApiError::NotFound(format!("no match {id:?}")),
            e => ApiError::store(&e),
        })?;
        let game = self.catalog.load(&stored.to_match_file()).map_err(|e| {
            tracing::error!("match {id} cannot be loaded: {e}");
            match e {
                CatalogError::UnknownGame { .. } => ApiError::Unavailable(e.to_string()),
                e => ApiError::Internal(format!("the match does not replay: {e}")),
            }
        })?;
        let mut live = self.live();
        // Another request may have loaded it meanwhile: keep the first.
        if let Some(h) = live.get(id).filter(|h| !h.is_closed()) {
            return Ok(h.clone());
        }
        let h = actor::spawn(id.to_owned(), game, stored.seats, self.store.clone(), self.bot_delay);
        live.insert(id.to_owned(), h.clone());
        Ok(h)
    }

    /// Who holds `token` in match `id`: a seat, or a spectator without one.
    pub(crate) async fn viewer(&self, id: &str, token: Option<&str>) -> Result<Viewer, ApiError> {
        match token {
            None => Ok(Viewer::Spectator),
            Some(t) => Ok(Viewer::Seat(self.seat(id, t).await?)),
        }
    }

    /// The seat `token` opens in match `id`.
    pub(crate) async fn seat(&self, id: &str, token: &str) -> Result<horde_core::Seat, ApiError> {
        match self.store.seat_by_token(token).await.map_err(|e| ApiError::store(&e))? {
            Some((m, seat)) if m == id => Ok(seat),
            Some(_) => Err(ApiError::Forbidden("this token is for another match".into())),
            None => Err(ApiError::Unauthorized("unknown token".into())),
        }
    }
}
