//! What every request passes before a handler sees it, and what every
//! response carries: the Host and Origin checks, the security headers,
//! and errors in the documented JSON shape.

use crate::app::App;
use crate::error::{ApiError, ErrorBody};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::sync::Arc;

/// Host names answered whatever the configuration: a server on this
/// machine, reached as such.
const LOOPBACK: [&str; 3] = ["localhost", "127.0.0.1", "::1"];

/// The configured host names, as compared.
pub(crate) fn configured_hosts(configured: &[String]) -> Vec<String> {
    configured.iter().map(|h| host_name(h)).filter(|h| !h.is_empty()).collect()
}

/// The allowed host names: loopback, the configured ones, and the address
/// the server listens on when it is a definite one (not 0.0.0.0).
pub(crate) fn allowed_hosts(configured: &[String], addr: std::net::SocketAddr) -> Vec<String> {
    let mut hosts: Vec<String> = LOOPBACK.iter().map(|h| (*h).to_owned()).collect();
    hosts.extend(configured_hosts(configured));
    if !addr.ip().is_unspecified() {
        hosts.push(addr.ip().to_string());
    }
    hosts.sort();
    hosts.dedup();
    hosts
}

/// The host name of a `Host` header or of an origin's authority, without
/// port or IPv6 brackets, lower case.
fn host_name(authority: &str) -> String {
    let a = authority.trim();
    let name = if let Some(rest) = a.strip_prefix('[') {
        rest.split(']').next().unwrap_or("")
    } else {
        a.rsplit_once(':').map_or(a, |(h, port)| if port.chars().all(|c| c.is_ascii_digit()) { h } else { a })
    };
    name.trim_end_matches('.').to_ascii_lowercase()
}

/// Whether the request changes something, or opens a WebSocket (a
/// browser sends no preflight for either).
fn is_state_changing(method: &Method, headers: &HeaderMap) -> bool {
    let upgrade =
        headers.get(header::UPGRADE).and_then(|v| v.to_str().ok()).is_some_and(|v| v.eq_ignore_ascii_case("websocket"));
    upgrade || !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// Why a request is refused before it reaches its handler, if it is.
fn refusal(app: &App, request: &Request) -> Option<(&'static str, ApiError)> {
    let headers = request.headers();
    // A page of another site that resolves its own name to this machine
    // (DNS rebinding) sends its own name as the Host.
    let host = headers.get(header::HOST).and_then(|v| v.to_str().ok());
    if let Some(host) = host
        && !app.allowed_hosts.contains(&host_name(host))
    {
        return Some((
            "host",
            ApiError::Forbidden(format!(
                "this server does not answer for host {:?} (see `horde serve --allow-host`)",
                host_name(host)
            )),
        ));
    }
    if !is_state_changing(request.method(), headers) {
        return None;
    }
    // Browsers name the page's origin on every cross-site POST and
    // WebSocket; tools send none, and are let through.
    let origin = headers.get(header::ORIGIN)?;
    let same = origin.to_str().ok().and_then(|o| {
        let authority = o.split_once("://").map(|(_, rest)| rest)?;
        let same_host = host.is_some_and(|h| h.eq_ignore_ascii_case(authority));
        Some(same_host || app.origin_hosts.contains(&host_name(authority)))
    });
    if same == Some(true) {
        None
    } else {
        Some((
            "origin",
            ApiError::Forbidden(format!(
                "requests from origin {:?} may not change anything here",
                origin.to_str().unwrap_or("?")
            )),
        ))
    }
}

/// The Host and Origin checks, then the handler (within the request
/// timeout), then the headers every response carries.
pub(crate) async fn guard(State(app): State<Arc<App>>, request: Request, next: Next) -> Response {
    let api = request.uri().path().starts_with("/api/");
    let mut response = match refusal(&app, &request) {
        Some((kind, e)) => {
            tracing::info!(kind, path = %request.uri().path(), "refused: {e}");
            e.logged_response()
        }
        None => match tokio::time::timeout(app.limits.request_timeout, next.run(request)).await {
            Ok(response) => response,
            Err(_) => ApiError::TimedOut.into_response(),
        },
    };
    if api {
        response = json_error(response).await;
    }
    let h = response.headers_mut();
    h.insert("x-content-type-options", HeaderValue::from_static("nosniff"));
    h.insert("x-frame-options", HeaderValue::from_static("DENY"));
    if !h.contains_key(header::CONTENT_SECURITY_POLICY) {
        h.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static("frame-ancestors 'none'"));
    }
    if api && !h.contains_key(header::CACHE_CONTROL) {
        // Answers carry tokens and seats' private views: never cached
        // (but a board's base, which every viewer sees and never changes).
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}

/// An API error that some layer answered in plain text (a method not
/// allowed, a bad query, a refused WebSocket upgrade) rewritten as
/// `{"error": ...}`.
async fn json_error(response: Response) -> Response {
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return response;
    }
    let (parts, body) = response.into_parts();
    let text = axum::body::to_bytes(body, 64 * 1024).await.map(|b| String::from_utf8_lossy(&b).trim().to_owned());
    let error = match text {
        Ok(t) if !t.is_empty() => t,
        _ => status.canonical_reason().unwrap_or("error").to_owned(),
    };
    let mut out = (status, axum::Json(ErrorBody { error, rule: None })).into_response();
    for (name, value) in &parts.headers {
        if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
            out.headers_mut().insert(name.clone(), value.clone());
        }
    }
    out
}
