//! State shared by the request handlers: the store, the catalog and the
//! live match actors.

use crate::actor::{self, MatchHandle};
use crate::bot::BotOffer;
use crate::catalog::{Catalog, CatalogError};
use crate::config::Limits;
use crate::error::ApiError;
use crate::ratelimit::{ClientLimiter, Rate, SocketCounter};
use horde_core::{Seat, Viewer};
use horde_store::token::token_hash;
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
    /// Requests per client address.
    pub(crate) limiter: ClientLimiter,
    /// Requests per seat token (hashed), for the requests that carry one.
    pub(crate) token_limiter: ClientLimiter<[u8; 32]>,
    /// Match creations per client address.
    pub(crate) creations: ClientLimiter,
    /// Open WebSockets per client address.
    pub(crate) sockets: std::sync::Arc<SocketCounter>,
    /// Open TCP connections per client address (see `listen`).
    pub(crate) connections: std::sync::Arc<SocketCounter>,
    /// Host names this server answers for (see `guard`).
    pub(crate) allowed_hosts: Vec<String>,
    /// Host names of the other origins allowed to change things: the
    /// configured ones only (same-origin requests always may).
    pub(crate) origin_hosts: Vec<String>,
    /// The bots each rule system offers, by id (see [`bot_offers`]).
    bot_offers: BTreeMap<&'static str, BotOffer>,
    live: Mutex<BTreeMap<String, MatchHandle>>,
    /// This process among others on one PostgreSQL database; `None` on
    /// SQLite, where this process is the only one.
    pub(crate) cluster: Option<crate::cluster::Cluster>,
    /// Token hash to (match, seat): a hit saves a database read on every
    /// request of a playing seat. A join replaces a seat's token and
    /// removes the old one here ([`App::forget_token`]).
    tokens: Mutex<TokenCache>,
}

#[derive(Debug, Default)]
struct TokenCache {
    seats: BTreeMap<[u8; 32], (String, Seat)>,
    /// Tokens replaced by a join: a lookup that read the database before
    /// the join must not put one back.
    replaced: std::collections::BTreeSet<[u8; 32]>,
}

/// Beyond this many cached tokens the cache starts afresh (it only ever
/// saves reads, so forgetting is harmless).
const TOKEN_CACHE_MAX: usize = 100_000;

impl App {
    pub(crate) fn new(
        store: Store,
        catalog: Catalog,
        bot_delay: Duration,
        limits: Limits,
        hosts: &[String],
        addr: std::net::SocketAddr,
        cluster: Option<crate::cluster::Cluster>,
    ) -> Self {
        // Shared by several processes, the store writes a match only for
        // the holder of its lease.
        let store = match &cluster {
            Some(c) => store.fenced(&c.owner),
            None => store,
        };
        Self {
            cluster,
            allowed_hosts: crate::guard::allowed_hosts(hosts, addr),
            origin_hosts: crate::guard::configured_hosts(hosts),
            bot_offers: bot_offers(&catalog),
            store,
            catalog,
            bot_delay,
            limits,
            limiter: ClientLimiter::new(Rate::requests(&limits)),
            token_limiter: ClientLimiter::new(Rate::requests(&limits)),
            creations: ClientLimiter::new(Rate::creations(&limits)),
            sockets: std::sync::Arc::default(),
            connections: std::sync::Arc::default(),
            live: Mutex::new(BTreeMap::new()),
            tokens: Mutex::new(TokenCache::default()),
        }
    }

    /// The bots rule system `game` offers a bot seat.
    pub(crate) fn bot_offer(&self, game: &str) -> BotOffer {
        self.bot_offers.get(game).cloned().unwrap_or_else(BotOffer::random_only)
    }

    fn live(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, MatchHandle>> {
        self.live.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    pub(crate) fn insert(&self, id: String, handle: MatchHandle) {
        let mut live = self.live();
        // Evicted matches' actors have ended: forget their addresses.
        live.retain(|_, h| !h.is_closed());
        live.insert(id, handle);
    }

    /// Whether match `id` is live in this process.
    pub(crate) fn is_live(&self, id: &str) -> bool {
        self.live().get(id).is_some_and(|h| !h.is_closed())
    }

    /// The ids of the matches live in this process.
    pub(crate) fn live_ids(&self) -> Vec<String> {
        self.live().iter().filter(|(_, h)| !h.is_closed()).map(|(id, _)| id.clone()).collect()
    }

    /// Stops the actor of match `id` (its lease is lost or given back):
    /// it accepts nothing more, and its watchers' sockets close, so they
    /// reconnect to wherever the match is played next.
    pub(crate) async fn drop_match(&self, id: &str) {
        let handle = self.live().remove(id);
        if let Some(h) = handle {
            let _ = h.send(actor::Command::Lost).await;
        }
    }

    /// Takes the lease of a match this process is about to play (a new
    /// one, or one being loaded): `false` when another process holds it.
    pub(crate) async fn claim(&self, id: &str) -> Result<bool, ApiError> {
        let Some(c) = &self.cluster else { return Ok(true) };
        self.store.take_lease_at(id, &c.owner, Some(&c.addr), crate::cluster::LEASE_TTL).await.map_err(|e| match e {
            StoreError::NotFound(_) => ApiError::NotFound(format!("no match {id:?}")),
            e => ApiError::store(&e),
        })
    }

    /// How many match actors are running.
    pub(crate) fn live_count(&self) -> usize {
        self.live().values().filter(|h| !h.is_closed()).count()
    }

    /// The actor of match `id`, loading the match from the store (by
    /// replaying its log) if it is not running.
    pub(crate) async fn handle(&self, id: &str) -> Result<MatchHandle, ApiError> {
        if let Some(h) = self.live().get(id).filter(|h| !h.is_closed()) {
            return Ok(h.clone());
        }
        // The lease first, then the log: once the lease is ours, the
        // former holder can commit nothing more (its writes are fenced),
        // so the log read next is complete.
        if !self.claim(id).await? {
            return Err(crate::cluster::moved());
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
        let h = actor::spawn(
            id.to_owned(),
            game,
            stored.seats,
            stored.record.practice,
            self.store.clone(),
            self.bot_delay,
            self.limits.finished_linger,
        );
        live.retain(|_, h| !h.is_closed());
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

    /// The match and seat `token` opens, if any.
    pub(crate) async fn seat_of_token(&self, token: &str) -> Result<Option<(String, Seat)>, ApiError> {
        let hash = token_hash(token);
        let cached = self.tokens.lock().unwrap_or_else(std::sync::PoisonError::into_inner).seats.get(&hash).cloned();
        if let Some(hit) = cached {
            return Ok(Some(hit));
        }
        let found = self.store.seat_by_token(token).await.map_err(|e| ApiError::store(&e))?;
        if let Some(f) = &found {
            let mut cache = self.tokens.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            if cache.seats.len() + cache.replaced.len() >= TOKEN_CACHE_MAX {
                cache.seats.clear();
                cache.replaced.clear();
            }
            if !cache.replaced.contains(&hash) {
                cache.seats.insert(hash, f.clone());
            }
        }
        Ok(found)
    }

    /// Drops a replaced token from the cache, so it stops opening its seat.
    pub(crate) fn forget_token(&self, hash: &[u8; 32]) {
        let mut cache = self.tokens.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        cache.seats.remove(hash);
        cache.replaced.insert(*hash);
    }

    /// The seat `token` opens in match `id`.
    pub(crate) async fn seat(&self, id: &str, token: &str) -> Result<horde_core::Seat, ApiError> {
        match self.seat_of_token(token).await? {
            Some((m, seat)) if m == id => Ok(seat),
            Some(_) => Err(ApiError::Forbidden("this token is for another match".into())),
            None => Err(ApiError::Unauthorized("unknown token".into())),
        }
    }
}

/// What each rule system of `catalog` offers a bot seat, read from a
/// match of its first mission: the catalog erases
/// the game type, and a match is where `RuleSystem::bot_parts` can be
/// reached from here. (A field of the catalog's own listing would be the
/// tidier home once the catalog is reworked.)
fn bot_offers(catalog: &Catalog) -> BTreeMap<&'static str, BotOffer> {
    catalog
        .listings(horde_rules::Lang::En)
        .into_iter()
        .map(|listing| {
            let id = listing.info.id;
            // The largest table, so that every seat number is asked; the
            // smallest if the first mission does not seat that many.
            let sample = listing.missions.first().ok_or_else(|| "no mission".to_owned()).and_then(|mission| {
                let [fewest, most] = listing.seats;
                catalog
                    .create(id, &mission.id, most, None, 0)
                    .or_else(|_| catalog.create(id, &mission.id, fewest, None, 0))
                    .map_err(|e| e.to_string())
            });
            let offer = match sample {
                Ok(created) => created.game.bot_offer(),
                Err(e) => {
                    tracing::warn!("{id}: cannot tell which bots it offers ({e}); offering the random bot");
                    BotOffer::random_only()
                }
            };
            (id, offer)
        })
        .collect()
}
