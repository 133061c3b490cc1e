//! One WebSocket per seat (or spectator): live updates out, actions in.
//!
//! The outbound side is fed only by the match actor's per-viewer channel
//! (see `actor.rs`), so this task never holds anything another seat may
//! not see. A client that falls behind is dropped and resyncs on reconnect.

use crate::actor::{Command, MatchHandle};
use crate::app::App;
use crate::config::SUBSCRIBER_QUEUE;
use crate::error::ApiError;
use crate::protocol::{ClientMsg, ServerMsg};
use crate::ratelimit::Bucket;
use axum::extract::ws::{Message, WebSocket};
use futures_util::{SinkExt, StreamExt};
use horde_core::Viewer;
use horde_rules::Lang;
use std::sync::Arc;
use tokio::sync::mpsc;

/// Every text sent is in `lang`, the connection's language.
pub(crate) async fn run(socket: WebSocket, app: Arc<App>, handle: MatchHandle, viewer: Viewer, lang: Lang) {
    let (out, mut updates) = mpsc::channel(SUBSCRIBER_QUEUE);
    if handle.send(Command::Subscribe { viewer, lang, out }).await.is_err() {
        return;
    }
    let (mut sink, mut stream) = socket.split();
    let mut bucket = Bucket::new(&app.limits);
    loop {
        tokio::select! {
            update = updates.recv() => {
                let Some(msg) = update else { break };
                if send(&mut sink, &msg).await.is_err() {
                    break;
                }
            }
            incoming = stream.next() => {
                let reply = match incoming {
                    Some(Ok(Message::Text(text))) => {
                        if bucket.take(&app.limits) {
                            answer(&handle, viewer, lang, text.as_str()).await
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
                    Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                };
                if send(&mut sink, &reply).await.is_err() {
                    break;
                }
            }
        }
    }
    let _ = sink.close().await;
}

async fn send(
    sink: &mut futures_util::stream::SplitSink<WebSocket, Message>,
    msg: &ServerMsg,
) -> Result<(), axum::Error> {
    let text = serde_json::to_string(msg).map_err(axum::Error::new)?;
    sink.send(Message::Text(text.into())).await
}

/// The reply to one client message.
async fn answer(handle: &MatchHandle, viewer: Viewer, lang: Lang, text: &str) -> ServerMsg {
    let msg: ClientMsg = match serde_json::from_str(text) {
        Ok(m) => m,
        Err(e) => return (&ApiError::BadRequest(format!("malformed message: {e}"))).into(),
    };
    let result = match (msg, viewer) {
        (ClientMsg::Ping, _) => return ServerMsg::Pong,
        (ClientMsg::Resync, _) => {
            return match handle.call(|reply| Command::State { viewer, lang, reply }).await {
                Ok(state) => ServerMsg::State { state },
                Err(e) => (&e).into(),
            };
        }
        (ClientMsg::Act(_) | ClientMsg::Undo, Viewer::Spectator) => {
            Err(ApiError::Forbidden("spectators cannot act".into()))
        }
        (ClientMsg::Act(req), Viewer::Seat(seat)) => match req.input() {
            Ok(input) => handle
                .call(|reply| Command::Act { seat, input, expect_seq: req.seq, with_state: false, lang, reply })
                .await
                .and_then(|r| r.map(|(seq, _)| seq)),
            Err(e) => Err(e),
        },
        (ClientMsg::Undo, Viewer::Seat(seat)) => {
            handle.call(|reply| Command::Undo { seat, reply }).await.and_then(|r| r)
        }
    };
    match result {
        Ok(seq) => ServerMsg::Ack { seq },
        Err(e) => (&e).into(),
    }
}
