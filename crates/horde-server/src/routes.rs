//! The HTTP API.

use crate::actor::{self, Command};
use crate::app::App;
use crate::bot::BOT_KINDS;
use crate::catalog::CatalogError;
use crate::dynmatch::EventView;
use crate::error::ApiError;
use crate::protocol::{
    Accepted, ActionRequest, BotRequest, CreateMatch, CreatedMatch, CreatedSeat, JoinRequest, Joined, ReplayStep,
    SeatInfo, SeatState, ToldLog,
};
use crate::{pages, ws};
use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, PathRejection};
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, Query, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use horde_core::{Seat, Viewer};
use horde_rules::Lang;
use horde_store::token::{new_match_id, new_token, token_hash};
use horde_store::{NewMatch, SeatKind, SeatRecord};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use std::net::SocketAddr;
use std::sync::Arc;

type AppState = State<Arc<App>>;

pub(crate) fn router(app: Arc<App>) -> Router {
    let api = Router::new()
        .route("/health", get(health))
        .route("/games", get(games))
        .route("/games/{id}/rules/{rule}", get(rule_text))
        .route("/games/{id}/explanations", get(explanations))
        .route("/matches", get(list_matches).post(create_match))
        .route("/matches/{id}/replay", get(replay))
        .route("/matches/{id}/log", get(told_log))
        .route("/matches/{id}/chat", get(chat))
        .route("/join", post(join))
        .route("/matches/{id}/state", get(state))
        .route("/matches/{id}/boards/{base}", get(board_base))
        .route("/matches/{id}/actions", post(act))
        .route("/matches/{id}/undo", post(undo))
        .route("/matches/{id}/seats/{seat}/bot", post(give_to_bot))
        .route("/matches/{id}/ws", get(websocket))
        .fallback(|| async { ApiError::NotFound("no such API route".into()) })
        .layer(middleware::from_fn_with_state(app.clone(), crate::forward::forward))
        .layer(middleware::from_fn_with_state(app.clone(), rate_limit))
        .layer(DefaultBodyLimit::max(app.limits.max_body));
    Router::new()
        .nest("/api", api)
        .merge(pages::router())
        .fallback(|| async { ApiError::NotFound("no such page".into()) })
        .layer(middleware::from_fn_with_state(app.clone(), crate::guard::guard))
        .with_state(app)
}

/// One token bucket per client address, one per seat token, and one more
/// for creating matches.
async fn rate_limit(State(app): AppState, request: Request, next: Next) -> Response {
    let query = Query::<TokenQuery>::try_from_uri(request.uri());
    if let Ok(query) = &query
        && let Some(t) = token(request.headers(), query)
        && !app.token_limiter.allow(token_hash(&t))
    {
        tracing::info!(kind = "rate-token", path = %request.uri().path(), "refused: over the request rate of a token");
        return ApiError::RateLimited.logged_response();
    }
    let peer = request.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
    if let Some(peer) = peer {
        // Seen from inside `/api` (nested) or from outside.
        let creating =
            request.method() == axum::http::Method::POST && matches!(request.uri().path(), "/matches" | "/api/matches");
        if !app.limiter.allow(peer) {
            tracing::info!(kind = "rate", client = %peer, path = %request.uri().path(), "refused: over the request rate");
            return ApiError::RateLimited.logged_response();
        }
        if creating && !app.creations.allow(peer) {
            tracing::info!(kind = "creations", client = %peer, "refused: over the match-creation rate");
            return ApiError::RateLimited.logged_response();
        }
    }
    next.run(request).await
}

/// A JSON body, with size and syntax errors in our error shape.
fn parse<T: DeserializeOwned>(body: Result<Bytes, BytesRejection>) -> Result<T, ApiError> {
    let bytes = body.map_err(|e| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::TooLarge
        } else {
            ApiError::BadRequest(e.body_text())
        }
    })?;
    serde_json::from_slice(&bytes).map_err(|e| ApiError::BadRequest(format!("malformed request: {e}")))
}

fn path<T>(p: Result<Path<T>, PathRejection>) -> Result<T, ApiError> {
    p.map(|Path(t)| t).map_err(|e| ApiError::BadRequest(e.body_text()))
}

#[derive(Debug, Deserialize)]
struct TokenQuery {
    token: Option<String>,
    /// The language of the texts sent back: `?lang=ru`.
    lang: Option<String>,
}

/// The reader's language: `?lang=`, else the first language of
/// `Accept-Language` that Horde speaks, else English.
fn lang(headers: &HeaderMap, asked: Option<&str>) -> Lang {
    asked
        .and_then(Lang::parse)
        .or_else(|| {
            let accept = headers.get(header::ACCEPT_LANGUAGE)?.to_str().ok()?;
            accept.split(',').find_map(|l| Lang::parse(l.split(';').next().unwrap_or("")))
        })
        .unwrap_or_default()
}

/// The caller's token: `Authorization: Bearer …`, or `?token=` where a
/// header cannot be set (a browser's WebSocket).
fn token(headers: &HeaderMap, query: &Query<TokenQuery>) -> Option<String> {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(|t| t.trim().to_owned())
        .or_else(|| query.token.clone())
        .filter(|t| !t.is_empty())
}

fn require_token(headers: &HeaderMap, query: &Query<TokenQuery>) -> Result<String, ApiError> {
    token(headers, query).ok_or_else(|| ApiError::Unauthorized("this needs a seat's token".into()))
}

/// The rule systems, each with the bots it offers a bot seat
/// (`bots`: kinds; `default_bot`: a seat's bot when none is named).
async fn games(State(app): AppState, headers: HeaderMap, query: Query<TokenQuery>) -> Json<serde_json::Value> {
    let lang = lang(&headers, query.lang.as_deref());
    let games: Vec<serde_json::Value> = app
        .catalog
        .listings(lang)
        .into_iter()
        .map(|listing| {
            let offer = app.bot_offer(listing.info.id);
            let mut v = serde_json::to_value(&listing).unwrap_or_default();
            if let Some(map) = v.as_object_mut() {
                map.insert("bots".into(), serde_json::json!(offer.kinds));
                map.insert("default_bot".into(), serde_json::json!(offer.default));
            }
            v
        })
        .collect();
    Json(serde_json::json!({ "games": games, "bots": BOT_KINDS, "strengths": crate::bot::strengths() }))
}

/// The server's state for an operator or a monitor: 200 while the store
/// reads and its latest write succeeded, 503 otherwise.
async fn health(State(app): AppState) -> Response {
    let store = app.store.health().await;
    let ok = store.readable && store.writing;
    let status = if ok { StatusCode::OK } else { StatusCode::SERVICE_UNAVAILABLE };
    let body = serde_json::json!({
        "status": if ok { "ok" } else { "failing" },
        "store": store,
        "live_matches": app.live_count(),
        "open_sockets": app.sockets.total(),
        "open_connections": app.connections.total(),
    });
    (status, Json(body)).into_response()
}

/// How many matches the lobby lists.
const LISTED: u32 = 50;

async fn list_matches(State(app): AppState) -> Result<Json<serde_json::Value>, ApiError> {
    let matches = app.store.recent(LISTED).await.map_err(|e| ApiError::store(&e))?;
    Ok(Json(serde_json::json!({ "matches": matches })))
}

#[derive(Debug, Deserialize)]
struct StepQuery {
    step: Option<u64>,
    lang: Option<String>,
}

/// A finished match as a spectator saw it after `step` log entries. Live
/// matches are refused: their past steps are for their players' own
/// pages, and a finished match hides nothing from spectators that its
/// live spectator page did not show.
async fn replay(
    State(app): AppState,
    id: Result<Path<String>, PathRejection>,
    headers: HeaderMap,
    query: Query<StepQuery>,
) -> Result<Json<ReplayStep>, ApiError> {
    let lang = lang(&headers, query.lang.as_deref());
    let id = path(id)?;
    let stored = load_stored(&app, &id).await?;
    if stored.record.status != horde_store::MatchStatus::Finished {
        return Err(ApiError::Conflict("only finished matches can be replayed".into()));
    }
    let seats = stored.seats.iter().map(SeatInfo::of).collect();
    let mut file = stored.to_match_file();
    let total = file.actions.len() as u64;
    let step = query.step.unwrap_or(total).min(total);
    let last = step.checked_sub(1).and_then(|i| file.actions.get(i as usize)).cloned();
    // The state before entry N, then entry N itself: its label and events
    // are told as a spectator may know them, in the reader's language.
    file.actions.truncate(step.saturating_sub(1) as usize);
    // A prefix of a log has no stored final hash to compare with.
    file.state_hash.clear();
    let mut m = app.catalog.load(&file).map_err(|e| ApiError::Internal(format!("the match does not replay: {e}")))?;
    let replayed = match &last {
        Some(entry) => Some(
            m.replay_entry(entry, Viewer::Spectator, lang)
                .map_err(|e| ApiError::Internal(format!("the match does not replay: {e}")))?,
        ),
        None => None,
    };
    let (last, events) = replayed.map_or((None, Vec::new()), |r| (Some(r.label), r.events));
    let (events, narration, marks) = EventView::split(events);
    Ok(Json(ReplayStep {
        match_id: id,
        game: m.game().to_owned(),
        step,
        total,
        last_action: last,
        events,
        narration,
        marks,
        view: m.view(Viewer::Spectator),
        board: m.board(Viewer::Spectator, lang),
        page: m.page(Viewer::Spectator, lang),
        outcome: m.outcome(),
        seats,
    }))
}

async fn load_stored(app: &App, id: &str) -> Result<horde_store::StoredMatch, ApiError> {
    app.store.load(id).await.map_err(|e| match e {
        horde_store::StoreError::NotFound(_) => ApiError::NotFound(format!("no match {id:?}")),
        e => ApiError::store(&e),
    })
}

/// What a seat (or a spectator) has been told of a match so far, rebuilt
/// from the stored log through the same narration as live play: a
/// reloaded page shows the story again, and nothing its viewer may not
/// know. The opening's chance (a deal) is told too, though live pages
/// open only after it.
async fn told_log(
    State(app): AppState,
    id: Result<Path<String>, PathRejection>,
    headers: HeaderMap,
    query: Query<TokenQuery>,
) -> Result<Json<ToldLog>, ApiError> {
    let id = path(id)?;
    let viewer = app.viewer(&id, token(&headers, &query).as_deref()).await?;
    let lang = lang(&headers, query.lang.as_deref());
    let mut file = load_stored(&app, &id).await?.to_match_file();
    let entries = std::mem::take(&mut file.actions);
    file.state_hash.clear();
    let seq = entries.len() as u64;
    let does_not_replay = |e: &dyn std::fmt::Display| ApiError::Internal(format!("the match does not replay: {e}"));
    // Replaying a long log is CPU work: off the request threads.
    let told = tokio::task::spawn_blocking(move || {
        let mut m = app.catalog.load(&file).map_err(|e| does_not_replay(&e))?;
        m.told_log(&entries, viewer, lang).map_err(|e| does_not_replay(&e))
    })
    .await
    .map_err(|e| ApiError::Internal(format!("the log was not told: {e}")))??;
    let ((events, narration, _), rolls) = EventView::split_rolls(told);
    Ok(Json(ToldLog { match_id: id, seq, events, narration, rolls }))
}

/// The latest lines of a match's chat, for a page that opens: seats and
/// spectators alike read it (the lines say nothing of the game's hidden
/// parts beyond what their players chose to write).
async fn chat(
    State(app): AppState,
    id: Result<Path<String>, PathRejection>,
    headers: HeaderMap,
    query: Query<TokenQuery>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let id = path(id)?;
    app.viewer(&id, token(&headers, &query).as_deref()).await?;
    let lines = app.store.chat(&id, crate::chat::CHAT_SHOWN).await.map_err(|e| match e {
        horde_store::StoreError::NotFound(_) => ApiError::NotFound(format!("no match {id:?}")),
        e => ApiError::store(&e),
    })?;
    Ok(Json(serde_json::json!({ "lines": lines })))
}

/// A rule's text, for a page that shows why an action was refused.
async fn rule_text(
    State(app): AppState,
    ids: Result<Path<(String, String)>, PathRejection>,
) -> Result<Json<crate::catalog::RuleText>, ApiError> {
    let (game, rule) = path(ids)?;
    app.catalog.rule(&game, &rule).map(Json).ok_or_else(|| ApiError::NotFound(format!("{game} has no rule {rule}")))
}

/// What every named piece and board symbol of a rule system is, in the
/// reader's language: rules text, the same for every seat.
async fn explanations(
    State(app): AppState,
    id: Result<Path<String>, PathRejection>,
    headers: HeaderMap,
    query: Query<TokenQuery>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let game = path(id)?;
    let lang = lang(&headers, query.lang.as_deref());
    let list =
        app.catalog.explanations(&game, lang).ok_or_else(|| ApiError::NotFound(format!("unknown game {game:?}")))?;
    Ok(Json(serde_json::json!({ "explanations": list })))
}

const MAX_SEATS: usize = 16;

async fn create_match(
    State(app): AppState,
    body: Result<Bytes, BytesRejection>,
) -> Result<(StatusCode, Json<CreatedMatch>), ApiError> {
    let req: CreateMatch = parse(body)?;
    if req.seats.is_empty() || req.seats.len() > MAX_SEATS {
        return Err(ApiError::BadRequest(format!("a match has 1 to {MAX_SEATS} seats")));
    }
    // Whoever knows the seed can foresee chance: with hidden information a
    // creator may choose it only for a practice match, which every seat
    // is told of. Otherwise the server draws it and never sends it.
    let hides = app.catalog.hides_information(&req.game).ok_or_else(|| {
        ApiError::NotFound(format!("unknown game {:?}; this server plays: {}", req.game, app.catalog.ids().join(", ")))
    })?;
    let seed = match req.seed {
        Some(_) if hides && !req.practice => {
            return Err(ApiError::BadRequest(format!(
                "{} hides information: a chosen seed would let its chooser foresee it; \
                 leave `seed` out, or set `practice: true` (every seat is told)",
                req.game
            )));
        }
        Some(s) => s,
        None => random_seed()?,
    };
    let n = u8::try_from(req.seats.len()).map_err(|_| ApiError::BadRequest("too many seats".into()))?;
    let created = app.catalog.create(&req.game, &req.mission, n, req.setup.as_ref(), seed).map_err(|e| match e {
        CatalogError::UnknownGame { .. } => ApiError::NotFound(e.to_string()),
        e => ApiError::Unprocessable(e.to_string()),
    })?;
    // A bot seat's name becomes the exact settings stored with the match.
    let mut bots = Vec::with_capacity(req.seats.len());
    for (i, spec) in req.seats.iter().enumerate() {
        let seat = Seat(i as u8);
        bots.push(match (spec.kind(), spec.bot()) {
            (SeatKind::Bot, name) => Some(created.game.resolve_bot(name, seat).map_err(ApiError::BadRequest)?),
            (_, Some(_)) => {
                return Err(ApiError::BadRequest(format!("{seat} names a bot but is not a bot's seat")));
            }
            (_, None) => None,
        });
    }
    let id = new_match_id().map_err(|e| ApiError::store(&e))?;
    let mut seats = Vec::new();
    let mut tokens = Vec::new();
    for (i, (spec, bot)) in req.seats.iter().zip(bots).enumerate() {
        // Every seat gets a link: a bot's seat can be taken over later.
        let token = new_token().map_err(|e| ApiError::store(&e))?;
        let kind = spec.kind();
        seats.push(SeatRecord { seat: Seat(i as u8), kind, token_hash: Some(token_hash(&token)), bot, name: None });
        tokens.push(token);
    }
    let record = NewMatch {
        id: id.clone(),
        game: created.game.game().to_owned(),
        rules_version: created.rules_version,
        setup: created.setup,
        seed,
        practice: req.practice,
        mission: Some(req.mission.clone()),
        seats: seats.clone(),
    };
    let created_in = match &app.cluster {
        Some(c) => app.store.create_match_leased(&record, &c.owner, Some(&c.addr), crate::cluster::LEASE_TTL).await,
        None => app.store.create_match(&record).await,
    };
    created_in.map_err(|e| ApiError::store(&e))?;
    let game = created.game.game().to_owned();
    let handle = actor::spawn(
        id.clone(),
        created.game,
        seats.clone(),
        req.practice,
        app.store.clone(),
        app.bot_delay,
        app.limits.finished_linger,
    );
    app.insert(id.clone(), handle);
    let seats = seats
        .into_iter()
        .zip(tokens)
        .map(|(s, token)| CreatedSeat {
            seat: s.seat,
            kind: s.kind,
            bot: s.bot.as_deref().map(crate::bot::label),
            bot_spec: s.bot,
            join_url: format!("/play/{token}"),
            token,
        })
        .collect();
    let watch_url = format!("/watch/{id}");
    Ok((StatusCode::CREATED, Json(CreatedMatch { match_id: id, game, seats, watch_url })))
}

/// A seed for chance when the creator gives none: any value will do, it
/// is stored with the match.
fn random_seed() -> Result<u64, ApiError> {
    let mut b = [0u8; 8];
    getrandom::fill(&mut b).map_err(|e| ApiError::Internal(format!("no randomness: {e}")))?;
    Ok(u64::from_le_bytes(b))
}

async fn join(State(app): AppState, body: Result<Bytes, BytesRejection>) -> Result<Json<Joined>, ApiError> {
    let req: JoinRequest = parse(body)?;
    let name = req.name.as_deref().map(crate::names::player_name).transpose()?;
    let (match_id, seat) =
        app.seat_of_token(&req.token).await?.ok_or_else(|| ApiError::Unauthorized("unknown token".into()))?;
    let handle = app.handle(&match_id).await?;
    // Joining replaces the token: the link the creator (or anyone) copied
    // before stops working, and only the joiner holds the new one.
    let fresh = new_token().map_err(|e| ApiError::store(&e))?;
    let presented = token_hash(&req.token);
    let r = handle.call(|reply| Command::Join { seat, presented, fresh: token_hash(&fresh), name, reply }).await?;
    r?;
    app.forget_token(&presented);
    let state = handle.call(|reply| Command::State { viewer: Viewer::Seat(seat), lang: Lang::En, reply }).await?;
    Ok(Json(Joined { match_id, seat, game: state.game, join_url: format!("/play/{fresh}"), token: fresh }))
}

async fn state(
    State(app): AppState,
    id: Result<Path<String>, PathRejection>,
    headers: HeaderMap,
    query: Query<TokenQuery>,
) -> Result<Json<SeatState>, ApiError> {
    let id = path(id)?;
    let viewer = app.viewer(&id, token(&headers, &query).as_deref()).await?;
    let handle = app.handle(&id).await?;
    let lang = lang(&headers, query.lang.as_deref());
    Ok(Json(handle.call(|reply| Command::State { viewer, lang, reply }).await?))
}

/// The first part of a match's boards, which a state names by the hash
/// of its text (`SeatState::board_base`): it never changes, so it may be
/// kept for good. It shows what every viewer of the match sees, so it
/// asks for no token.
async fn board_base(
    State(app): AppState,
    p: Result<Path<(String, String)>, PathRejection>,
) -> Result<Response, ApiError> {
    let (id, base) = path(p)?;
    let missing = || ApiError::NotFound(format!("match {id:?} draws no board {base:?}"));
    let Some(key) = base.strip_suffix(".svg") else { return Err(missing()) };
    let handle = app.handle(&id).await?;
    let key = key.to_owned();
    let svg = handle.call(|reply| Command::BoardBase { key, reply }).await?.ok_or_else(missing)?;
    Ok((
        [
            (header::CONTENT_TYPE, "image/svg+xml; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=31536000, immutable"),
        ],
        svg.to_string(),
    )
        .into_response())
}

async fn act(
    State(app): AppState,
    id: Result<Path<String>, PathRejection>,
    headers: HeaderMap,
    query: Query<TokenQuery>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Accepted>, ApiError> {
    let id = path(id)?;
    let token = require_token(&headers, &query)?;
    let req: ActionRequest = parse(body)?;
    let input = req.input()?;
    let seat = app.seat(&id, &token).await?;
    let handle = app.handle(&id).await?;
    let lang = lang(&headers, query.lang.as_deref());
    let holder = token_hash(&token);
    let (seq, state) = handle
        .call(|reply| Command::Act { seat, holder, input, expect_seq: req.seq, with_state: true, lang, reply })
        .await??;
    let state = match state {
        Some(s) => s,
        None => handle.call(|reply| Command::State { viewer: Viewer::Seat(seat), lang, reply }).await?,
    };
    Ok(Json(Accepted { seq, state }))
}

async fn undo(
    State(app): AppState,
    id: Result<Path<String>, PathRejection>,
    headers: HeaderMap,
    query: Query<TokenQuery>,
) -> Result<Json<Accepted>, ApiError> {
    let id = path(id)?;
    let token = require_token(&headers, &query)?;
    let seat = app.seat(&id, &token).await?;
    let handle = app.handle(&id).await?;
    let holder = token_hash(&token);
    let seq = handle.call(|reply| Command::Undo { seat, holder, reply }).await??;
    let lang = lang(&headers, query.lang.as_deref());
    let state = handle.call(|reply| Command::State { viewer: Viewer::Seat(seat), lang, reply }).await?;
    Ok(Json(Accepted { seq, state }))
}

async fn give_to_bot(
    State(app): AppState,
    ids: Result<Path<(String, u8)>, PathRejection>,
    headers: HeaderMap,
    query: Query<TokenQuery>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<SeatState>, ApiError> {
    let (id, target) = path(ids)?;
    let token = require_token(&headers, &query)?;
    let req: BotRequest = match &body {
        Ok(b) if b.is_empty() => BotRequest::default(),
        _ => parse(body)?,
    };
    let by = app.seat(&id, &token).await?;
    let handle = app.handle(&id).await?;
    let holder = token_hash(&token);
    handle.call(|reply| Command::GiveToBot { seat: Seat(target), by, holder, bot: req.bot, reply }).await??;
    let lang = lang(&headers, query.lang.as_deref());
    Ok(Json(handle.call(|reply| Command::State { viewer: Viewer::Seat(by), lang, reply }).await?))
}

async fn websocket(
    State(app): AppState,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    id: Result<Path<String>, PathRejection>,
    headers: HeaderMap,
    query: Query<TokenQuery>,
    upgrade: Result<WebSocketUpgrade, axum::extract::ws::rejection::WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let upgrade = upgrade.map_err(|e| ApiError::BadRequest(e.body_text()))?;
    let id = path(id)?;
    // Authenticate before upgrading, so a bad token is a plain HTTP error.
    let token = token(&headers, &query);
    let viewer = app.viewer(&id, token.as_deref()).await?;
    let holder = token.as_deref().map(token_hash);
    let client = peer.ip();
    let Some(slot) = app.sockets.claim(client, app.limits.ws_per_client) else {
        tracing::info!(kind = "sockets", client = %client, "refused: too many open sockets");
        return Ok(ApiError::RateLimited.logged_response());
    };
    let handle = app.handle(&id).await?;
    let max = app.limits.max_ws_message;
    let lang = lang(&headers, query.lang.as_deref());
    Ok(upgrade
        .max_message_size(max)
        .max_frame_size(max)
        .on_upgrade(move |socket| ws::run(socket, app, handle, ws::Peer { viewer, holder, lang, client }, slot)))
}
