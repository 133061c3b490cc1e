//! One WebSocket per seat (or spectator): live updates out, actions in.
//!
//! The outbound side is fed only by the match actor's per-viewer
//! [`Outbox`] (see `actor.rs`), so this task never holds anything another
//! seat may not see. Every socket is bounded: a client that falls behind
//! (by messages or by bytes), does not take a message within the send
//! timeout, or says nothing (not even a pong) for the idle time is
//! dropped, and resyncs with a fresh state when it reconnects.

use crate::actor::{Command, MatchHandle};
use crate::app::App;
use crate::config::SUBSCRIBER_QUEUE;
use crate::error::ApiError;
use crate::protocol::{ClientMsg, ServerMsg};
use crate::ratelimit::Slot;
use axum::extract::ws::{Message, WebSocket};
use futures_util::{SinkExt, StreamExt};
use horde_core::Viewer;
use horde_rules::Lang;
use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use tokio::sync::mpsc;
use tokio::time::{Instant, timeout};

/// The actor's end of one socket's queue: messages already written as
/// text, with the bytes waiting counted against a cap.
#[derive(Debug)]
pub(crate) struct Outbox {
    tx: mpsc::Sender<String>,
    queued: Arc<AtomicUsize>,
    max_bytes: usize,
}

impl Outbox {
    fn new(max_bytes: usize) -> (Self, mpsc::Receiver<String>, Arc<AtomicUsize>) {
        let (tx, rx) = mpsc::channel(SUBSCRIBER_QUEUE);
        let queued = Arc::new(AtomicUsize::new(0));
        (Self { tx, queued: queued.clone(), max_bytes }, rx, queued)
    }

    /// Whether its socket has ended.
    pub(crate) fn is_closed(&self) -> bool {
        self.tx.is_closed()
    }

    /// Queues `msg`; `false` (and the subscriber is dropped) when the
    /// socket is closed or too far behind.
    pub(crate) fn push(&self, msg: &ServerMsg) -> bool {
        let Ok(text) = serde_json::to_string(msg) else { return false };
        let len = text.len();
        if self.queued.load(Ordering::Acquire).saturating_add(len) > self.max_bytes {
            return false;
        }
        self.queued.fetch_add(len, Ordering::AcqRel);
        if self.tx.try_send(text).is_ok() {
            true
        } else {
            self.queued.fetch_sub(len, Ordering::AcqRel);
            false
        }
    }
}

/// Who is at the other end of a socket.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Peer {
    pub(crate) viewer: Viewer,
    /// The hash of the token the socket was opened with (seats only):
    /// once a join replaces that token, the socket may do nothing more.
    pub(crate) holder: Option<[u8; 32]>,
    /// The connection's language: every text sent is in it.
    pub(crate) lang: Lang,
    pub(crate) client: IpAddr,
}

/// Serves one socket. `slot` holds the client's place among its open
/// sockets until this ends.
pub(crate) async fn run(socket: WebSocket, app: Arc<App>, handle: MatchHandle, peer: Peer, slot: Slot) {
    let Peer { viewer, holder, lang, client } = peer;
    let limits = app.limits;
    let (out, mut updates, queued) = Outbox::new(limits.ws_queue_bytes);
    if handle.send(Command::Subscribe { viewer, lang, out }).await.is_err() {
        return;
    }
    let (mut sink, mut stream) = socket.split();
    let mut heard = Instant::now();
    let every = (limits.ws_idle / 3).max(std::time::Duration::from_millis(10));
    let mut ping = tokio::time::interval_at(Instant::now() + every, every);
    let why = loop {
        tokio::select! {
            update = updates.recv() => {
                let Some(text) = update else { break "dropped by its match (behind or closed)" };
                let len = text.len();
                let sent = send_text(&mut sink, text, limits.ws_send_timeout).await;
                queued.fetch_sub(len, Ordering::AcqRel);
                if let Err(why) = sent {
                    break why;
                }
            }
            _ = ping.tick() => {
                if heard.elapsed() >= limits.ws_idle {
                    break "idle";
                }
                if timeout(limits.ws_send_timeout, sink.send(Message::Ping(Vec::new().into()))).await.map_or(true, |r| r.is_err()) {
                    break "ping not sent";
                }
            }
            incoming = stream.next() => {
                heard = Instant::now();
                let reply = match incoming {
                    Some(Ok(Message::Text(text))) => {
                        if app.limiter.allow(client) {
                            answer(&handle, viewer, holder, lang, text.as_str()).await
                        } else {
                            (&ApiError::RateLimited).into()
                        }
                    }
                    Some(Ok(Message::Binary(_))) => {
                        (&ApiError::BadRequest("messages are JSON text".into())).into()
                    }
                    // Pings are answered by the WebSocket layer itself.
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    // Closed, or broken (an oversized message ends here too).
                    Some(Ok(Message::Close(_)) | Err(_)) | None => break "closed by the client",
                };
                let Ok(text) = serde_json::to_string(&reply) else { break "unserialisable reply" };
                if let Err(why) = send_text(&mut sink, text, limits.ws_send_timeout).await {
                    break why;
                }
            }
        }
    };
    tracing::debug!(client = %client, "socket ends: {why}");
    let _ = timeout(limits.ws_send_timeout, sink.close()).await;
    drop(slot);
}

/// Writes one message, giving up after `limit`: a client that does not
/// read holds no buffers here for longer.
async fn send_text(
    sink: &mut futures_util::stream::SplitSink<WebSocket, Message>,
    text: String,
    limit: std::time::Duration,
) -> Result<(), &'static str> {
    match timeout(limit, sink.send(Message::Text(text.into()))).await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(_)) => Err("write failed"),
        Err(_) => Err("send timed out"),
    }
}

/// The reply to one client message.
async fn answer(handle: &MatchHandle, viewer: Viewer, holder: Option<[u8; 32]>, lang: Lang, text: &str) -> ServerMsg {
    let msg: ClientMsg = match serde_json::from_str(text) {
        Ok(m) => m,
        Err(e) => return (&ApiError::BadRequest(format!("malformed message: {e}"))).into(),
    };
    let result = match (msg, viewer) {
        (ClientMsg::Ping, _) => return ServerMsg::Pong,
        (ClientMsg::Resync, _) => {
            let state = match (viewer, holder) {
                (Viewer::Seat(seat), Some(holder)) => {
                    handle.call(|reply| Command::HeldState { seat, holder, lang, reply }).await.and_then(|r| r)
                }
                _ => handle.call(|reply| Command::State { viewer: Viewer::Spectator, lang, reply }).await,
            };
            return match state {
                Ok(state) => ServerMsg::State { state },
                Err(e) => (&e).into(),
            };
        }
        (ClientMsg::Act(_) | ClientMsg::Undo, Viewer::Spectator) => {
            Err(ApiError::Forbidden("spectators cannot act".into()))
        }
        (ClientMsg::Chat { .. }, Viewer::Spectator) => {
            Err(ApiError::Forbidden("spectators read the chat but cannot write in it".into()))
        }
        (ClientMsg::Act(_) | ClientMsg::Undo | ClientMsg::Chat { .. }, Viewer::Seat(_)) if holder.is_none() => {
            Err(ApiError::Unauthorized("this needs a seat's token".into()))
        }
        (ClientMsg::Chat { text }, Viewer::Seat(seat)) => {
            let holder = holder.unwrap_or_default();
            return match handle.call(|reply| Command::Chat { seat, holder, text, reply }).await.and_then(|r| r) {
                Ok(seq) => ServerMsg::Said { seq },
                Err(e) => (&e).into(),
            };
        }
        (ClientMsg::Act(req), Viewer::Seat(seat)) => match req.input() {
            Ok(input) => handle
                .call(|reply| Command::Act {
                    seat,
                    holder: holder.unwrap_or_default(),
                    input,
                    expect_seq: req.seq,
                    with_state: false,
                    lang,
                    reply,
                })
                .await
                .and_then(|r| r.map(|(seq, _)| seq)),
            Err(e) => Err(e),
        },
        (ClientMsg::Undo, Viewer::Seat(seat)) => {
            let holder = holder.unwrap_or_default();
            handle.call(|reply| Command::Undo { seat, holder, reply }).await.and_then(|r| r)
        }
    };
    match result {
        Ok(seq) => ServerMsg::Ack { seq },
        Err(e) => (&e).into(),
    }
}
