//! A request for a match another process plays is relayed there: the
//! request as it came (HTTP, or a WebSocket's upgrade and then its bytes
//! both ways), over a fresh connection to the holder's address kept in the
//! lease row. The holder builds every answer itself, so a seat sees only
//! its own view on this path exactly as on a direct one: this process
//! never reads the match, it copies bytes.
//!
//! A relayed request carries a mark and is never relayed again: if the
//! process it reaches no longer holds the match, that one answers "try
//! again" itself, so requests never go round in circles.

use crate::app::App;
use crate::cluster::{LEASE_TTL, Place};
use crate::error::ApiError;
use axum::body::Body;
use axum::extract::{OriginalUri, Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use hyper_util::rt::TokioIo;
use std::sync::Arc;
use std::time::Duration;

/// The mark of a relayed request.
const RELAYED: &str = "x-horde-relayed";

/// Between attempts to reach a holder that does not answer (it may have
/// died: its lease then expires, and the match is taken here or elsewhere).
const RETRY_PAUSE: Duration = Duration::from_millis(200);

/// Middleware of the API: requests that need a match's live actor are
/// served here or relayed to the match's holder.
pub(crate) async fn forward(State(app): State<Arc<App>>, request: Request, next: Next) -> Response {
    if app.cluster.is_none() || request.headers().contains_key(RELAYED) {
        return next.run(request).await;
    }
    let Some(target) = Target::of(request.uri().path()) else { return next.run(request).await };
    let (mut parts, body) = request.into_parts();
    let client_upgrade = parts.extensions.remove::<hyper::upgrade::OnUpgrade>();
    let body = match axum::body::to_bytes(body, app.limits.max_body).await {
        Ok(b) => b,
        Err(_) => return ApiError::TooLarge.into_response(),
    };
    let id = match target {
        Target::Match(id) => id,
        Target::Join => match join_match(&app, &body).await {
            Some(id) => id,
            None => return next.run(rebuild(parts, body, client_upgrade)).await,
        },
    };
    // A dead holder's lease lapses within a TTL and is then taken here;
    // a little longer than that, and the client is told to try again.
    let deadline = tokio::time::Instant::now() + LEASE_TTL + Duration::from_secs(2);
    loop {
        let addr = match app.locate(&id).await {
            Ok(Place::Here) => return next.run(rebuild(parts, body, client_upgrade)).await,
            Ok(Place::There(addr)) => addr,
            Err(e) => return e.into_response(),
        };
        // A former process on this very address (restarted on the same
        // port) holds it until its lease lapses.
        if app.cluster.as_ref().is_some_and(|c| c.addr == addr) && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(RETRY_PAUSE).await;
            continue;
        }
        let relayed = relay(&addr, &parts, body.clone()).await;
        if let (Some(c), Ok(r)) = (&app.cluster, &relayed) {
            c.counters.relayed(r.status() == StatusCode::SWITCHING_PROTOCOLS);
        }
        if let Some(c) = &app.cluster
            && !relayed.as_ref().is_ok_and(|r| r.status() != StatusCode::SERVICE_UNAVAILABLE)
        {
            // Unreachable, or it answered that the match moved on: look
            // the holder up again next time.
            c.forget_holder(&id);
        }
        match relayed {
            Ok(response) => return finish(response, client_upgrade),
            // Nothing listens where the holder was: it is gone, and its
            // matches are taken at once rather than when its leases lapse.
            // (A holder merely paused still has its socket: not refused.)
            Err(Relay::Refused) => {
                if let Some(c) = &app.cluster
                    && let Err(e) = app.store.take_lease_from(&id, &c.owner, Some(&c.addr), &addr, LEASE_TTL).await
                {
                    tracing::warn!(match_id = %id, "cannot take the lease from {addr}: {e}");
                }
                if tokio::time::Instant::now() >= deadline {
                    return crate::cluster::moved().into_response();
                }
                tokio::time::sleep(RETRY_PAUSE / 10).await;
            }
            Err(Relay::Unreachable(e)) if tokio::time::Instant::now() < deadline => {
                tracing::debug!(match_id = %id, "holder {addr} unreachable ({e}); looking again");
                tokio::time::sleep(RETRY_PAUSE).await;
            }
            Err(Relay::Unreachable(e) | Relay::Failed(e)) => {
                tracing::warn!(match_id = %id, "relay to {addr} failed: {e}");
                return crate::cluster::moved().into_response();
            }
        }
    }
}

/// Which match a request is about, among those its actor answers.
enum Target {
    Match(String),
    /// `/join`: the match is the one its body's token opens.
    Join,
}

impl Target {
    /// Paths as seen inside `/api`.
    fn of(path: &str) -> Option<Self> {
        if path == "/join" {
            return Some(Self::Join);
        }
        let rest = path.strip_prefix("/matches/")?;
        let (id, tail) = rest.split_once('/')?;
        let live = matches!(tail, "state" | "actions" | "undo" | "ws")
            || tail.starts_with("boards/")
            || tail.strip_prefix("seats/").is_some_and(|t| t.ends_with("/bot"));
        (live && !id.is_empty()).then(|| Self::Match(id.to_owned()))
    }
}

/// The match a join's token opens, if the body names a known one.
async fn join_match(app: &App, body: &[u8]) -> Option<String> {
    let req: crate::protocol::JoinRequest = serde_json::from_slice(body).ok()?;
    app.seat_of_token(&req.token).await.ok().flatten().map(|(id, _)| id)
}

fn rebuild(
    mut parts: axum::http::request::Parts,
    body: axum::body::Bytes,
    upgrade: Option<hyper::upgrade::OnUpgrade>,
) -> Request {
    if let Some(u) = upgrade {
        parts.extensions.insert(u);
    }
    Request::from_parts(parts, Body::from(body))
}

enum Relay {
    /// The holder's address refused the connection: no process is there.
    Refused,
    /// Nothing was sent: the holder may be gone; looking again is safe.
    Unreachable(String),
    /// The request may have reached the holder: its outcome is unknown.
    Failed(String),
}

/// Sends the request to `addr` over a new connection and returns its answer.
async fn relay(
    addr: &str,
    parts: &axum::http::request::Parts,
    body: axum::body::Bytes,
) -> Result<hyper::Response<hyper::body::Incoming>, Relay> {
    let connect = tokio::time::timeout(Duration::from_secs(1), tokio::net::TcpStream::connect(addr));
    let stream = match connect.await {
        Ok(Ok(s)) => s,
        Ok(Err(e)) if e.kind() == std::io::ErrorKind::ConnectionRefused => return Err(Relay::Refused),
        Ok(Err(e)) => return Err(Relay::Unreachable(e.to_string())),
        Err(_) => return Err(Relay::Unreachable("connect timed out".into())),
    };
    let (mut sender, conn) = hyper::client::conn::http1::handshake::<_, Body>(TokioIo::new(stream))
        .await
        .map_err(|e| Relay::Unreachable(e.to_string()))?;
    tokio::spawn(async move {
        if let Err(e) = conn.with_upgrades().await {
            tracing::debug!("relay connection: {e}");
        }
    });
    // The path as the client sent it, `/api` included.
    let uri = parts.extensions.get::<OriginalUri>().map_or_else(|| parts.uri.clone(), |o| o.0.clone());
    let mut request = hyper::Request::builder().method(parts.method.clone()).uri(uri);
    if let Some(headers) = request.headers_mut() {
        headers.clone_from(&parts.headers);
        // The body is whole now: hyper frames it afresh.
        headers.remove(header::CONTENT_LENGTH);
        headers.remove(header::TRANSFER_ENCODING);
        headers.insert(RELAYED, HeaderValue::from_static("1"));
    }
    let request = request.body(Body::from(body)).map_err(|e| Relay::Unreachable(e.to_string()))?;
    sender.send_request(request).await.map_err(|e| Relay::Failed(e.to_string()))
}

/// The holder's answer, passed on; an accepted WebSocket upgrade is then
/// spliced through, bytes both ways, until either side closes.
fn finish(mut response: hyper::Response<hyper::body::Incoming>, client: Option<hyper::upgrade::OnUpgrade>) -> Response {
    if response.status() == StatusCode::SWITCHING_PROTOCOLS {
        let upstream = hyper::upgrade::on(&mut response);
        match client {
            Some(client) => {
                tokio::spawn(async move {
                    let (Ok(client), Ok(upstream)) = tokio::join!(client, upstream) else { return };
                    let (mut client, mut upstream) = (TokioIo::new(client), TokioIo::new(upstream));
                    let _ = tokio::io::copy_bidirectional(&mut client, &mut upstream).await;
                });
            }
            None => return ApiError::BadRequest("an upgrade needs an upgradable connection".into()).into_response(),
        }
    }
    let mut response = response.map(Body::new);
    // The relayed connection is this process's, not the client's.
    response.headers_mut().remove(header::CONNECTION);
    if response.status() == StatusCode::SWITCHING_PROTOCOLS {
        response.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("upgrade"));
    }
    response
}
