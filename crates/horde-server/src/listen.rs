//! The accept loop: what a TCP connection must do before and between HTTP
//! requests. A client address holds at most `Limits::conns_per_client`
//! connections at once (HTTP and WebSocket together: a socket keeps its
//! place after the upgrade), and a connection that takes longer than
//! `Limits::header_timeout` to send a request's head, or sits idle that
//! long between requests, is closed. So a client that opens sockets and
//! sends nothing, or half a request, holds a bounded number of them for a
//! bounded time. (The body and the handler are bounded by
//! `Limits::request_timeout`, in `guard`.)

use crate::config::Limits;
use crate::ratelimit::{Slot, SocketCounter};
use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{oneshot, watch};

/// A connection holding its client's place until it is dropped, which for
/// a WebSocket is when the socket ends, not when HTTP hands it over.
#[derive(Debug)]
struct Counted {
    stream: TcpStream,
    _slot: Slot,
}

impl AsyncRead for Counted {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().stream).poll_write(cx, buf)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

/// Serves `router` on `listener` until `stop` fires, then lets open
/// requests finish (the caller bounds how long).
pub(crate) async fn run(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    connections: Arc<SocketCounter>,
    mut stop: oneshot::Receiver<()>,
) -> io::Result<()> {
    let (closing, closing_rx) = watch::channel(false);
    loop {
        let accepted = tokio::select! {
            _ = &mut stop => break,
            accepted = listener.accept() => accepted,
        };
        let (stream, peer) = match accepted {
            Ok(a) => a,
            Err(e) => {
                // Out of file descriptors, mostly: give the system a moment
                // rather than spin.
                tracing::warn!("accepting a connection failed: {e}");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let Some(slot) = connections.claim(peer.ip(), limits.conns_per_client) else {
            tracing::info!(kind = "connections", client = %peer.ip(), "refused: over the connections per client address");
            continue;
        };
        let _ = stream.set_nodelay(true);
        let io = Counted { stream, _slot: slot };
        tokio::spawn(serve_connection(io, peer, router.clone(), limits.header_timeout, closing_rx.clone()));
    }
    drop(listener);
    let _ = closing.send(true);
    drop(closing_rx);
    closing.closed().await;
    Ok(())
}

async fn serve_connection(
    io: Counted,
    peer: SocketAddr,
    router: Router,
    header_timeout: Duration,
    mut closing: watch::Receiver<bool>,
) {
    let tower = TowerToHyperService::new(router);
    let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
        // What `Router::into_make_service_with_connect_info` would add: the
        // rate limits are keyed by it.
        request.extensions_mut().insert(ConnectInfo(peer));
        hyper::service::Service::call(&tower, request)
    });
    let mut builder = http1::Builder::new();
    builder.timer(TokioTimer::new()).header_read_timeout(header_timeout);
    let conn = builder.serve_connection(TokioIo::new(io), service).with_upgrades();
    tokio::pin!(conn);
    let mut shutting_down = false;
    loop {
        tokio::select! {
            result = conn.as_mut() => {
                if let Err(e) = result {
                    tracing::debug!(client = %peer.ip(), "connection ended: {e}");
                }
                break;
            }
            // The server stops (or has gone): finish the request in hand.
            _ = closing.changed(), if !shutting_down => {
                shutting_down = true;
                conn.as_mut().graceful_shutdown();
            }
        }
    }
}
