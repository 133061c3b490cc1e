//! The browser pages: static files that talk to the JSON API. They hold
//! no game data themselves; everything shown comes from the seat's own
//! state and WebSocket, so the pages cannot leak more than the API.

use crate::app::App;
use axum::Router;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use std::sync::Arc;

const LOBBY: &str = include_str!("../assets/lobby.html");
const SEAT: &str = include_str!("../assets/seat.html");
const SCRIPT: &str = include_str!("../assets/seat.js");
const REPLAY: &str = include_str!("../assets/replay.html");
const REPLAY_SCRIPT: &str = include_str!("../assets/replay.js");
const RULES: &str = include_str!("../assets/rules.js");
const I18N: &str = include_str!("../assets/i18n.js");
const LOBBY_SCRIPT: &str = include_str!("../assets/lobby.js");
const ROLES: &str = include_str!("../assets/roles.js");
const BOARD_PICKS: &str = include_str!("../assets/board-picks.js");
const STYLE: &str = include_str!("../assets/style.css");
const AT_HAND: &str = include_str!("../assets/at-hand.js");
const AT_HAND_STYLE: &str = include_str!("../assets/at-hand.css");
const BOARD_STYLE: &str = include_str!("../assets/board.css");
const BOARD_ZOOM: &str = include_str!("../assets/board-zoom.js");
const BOARD_MOVES: &str = include_str!("../assets/board-moves.js");

pub(crate) fn router() -> Router<Arc<App>> {
    Router::new()
        .route("/", get(|| async { page(LOBBY) }))
        // The token (or match id) in the path is read by the script.
        .route("/play/{token}", get(|| async { page(SEAT) }))
        .route("/watch/{id}", get(|| async { page(SEAT) }))
        .route("/replay/{id}", get(|| async { page(REPLAY) }))
        .route("/assets/seat.js", get(|| async { file(SCRIPT, "text/javascript; charset=utf-8") }))
        .route("/assets/lobby.js", get(|| async { file(LOBBY_SCRIPT, "text/javascript; charset=utf-8") }))
        .route("/assets/replay.js", get(|| async { file(REPLAY_SCRIPT, "text/javascript; charset=utf-8") }))
        .route("/assets/rules.js", get(|| async { file(RULES, "text/javascript; charset=utf-8") }))
        .route("/assets/i18n.js", get(|| async { file(I18N, "text/javascript; charset=utf-8") }))
        .route("/assets/roles.js", get(|| async { file(ROLES, "text/javascript; charset=utf-8") }))
        .route("/assets/board-picks.js", get(|| async { file(BOARD_PICKS, "text/javascript; charset=utf-8") }))
        .route("/assets/style.css", get(|| async { file(STYLE, "text/css; charset=utf-8") }))
        .route("/assets/at-hand.js", get(|| async { file(AT_HAND, "text/javascript; charset=utf-8") }))
        .route("/assets/at-hand.css", get(|| async { file(AT_HAND_STYLE, "text/css; charset=utf-8") }))
        .route("/assets/board.css", get(|| async { file(BOARD_STYLE, "text/css; charset=utf-8") }))
        .route("/assets/board-zoom.js", get(|| async { file(BOARD_ZOOM, "text/javascript; charset=utf-8") }))
        .route("/assets/board-moves.js", get(|| async { file(BOARD_MOVES, "text/javascript; charset=utf-8") }))
}

fn page(html: &'static str) -> Response {
    let mut r = file(html, "text/html; charset=utf-8");
    let h = r.headers_mut();
    // The seat's token is in the address: never send it on as a referrer.
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
        ),
    );
    r
}

fn file(body: &'static str, content_type: &'static str) -> Response {
    ([(header::CONTENT_TYPE, content_type)], body).into_response()
}
