//! A match's chat against the real server and store: every viewer gets
//! each line, spectators read but cannot write, lines are bounded in
//! length and rate per seat, kept as typed (markup included: pages show
//! them as text) and still there after the server restarts.
#![allow(clippy::unwrap_used)]

mod support;

use horde_core::Seat;
use horde_server::protocol::ServerMsg;
use horde_store::ChatLine;
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::time::Duration;
use support::{Client, Ws, limits, next_msg, send, start};

async fn connect(addr: std::net::SocketAddr, id: &str, token: Option<&str>) -> Ws {
    let q = token.map(|t| format!("?token={t}")).unwrap_or_default();
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/api/matches/{id}/ws{q}")).await.unwrap();
    assert!(matches!(next_msg(&mut ws, Duration::from_secs(10)).await, Some(ServerMsg::State { .. })));
    ws
}

/// The next message that is not a state (chat lines and answers).
async fn next(ws: &mut Ws) -> ServerMsg {
    loop {
        match next_msg(ws, Duration::from_secs(10)).await.expect("the socket stays open") {
            ServerMsg::State { .. } | ServerMsg::Update { .. } => {}
            m => return m,
        }
    }
}

/// Sends a line and returns the answer to it (stored or refused),
/// passing over the chat's lines, which may come before or after it.
async fn say(ws: &mut Ws, text: &str) -> ServerMsg {
    send(ws, json!({"type": "chat", "text": text})).await;
    loop {
        match next(ws).await {
            ServerMsg::Chat { .. } => {}
            m => return m,
        }
    }
}

async fn history(c: &Client, id: &str) -> Vec<ChatLine> {
    let r = c.http.get(c.url(&format!("/api/matches/{id}/chat"))).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let v: Value = r.json().await.unwrap();
    serde_json::from_value(v["lines"].clone()).unwrap()
}

#[tokio::test]
async fn every_viewer_reads_each_line_and_it_outlives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.db");
    let server = start(&db, limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let m = c.create(json!(["human", "human"]), 4).await;
    let id = m.match_id.clone();
    let ann = c.join(&m.seats[0].token).await.token;
    let boris = c.join(&m.seats[1].token).await.token;
    let mut a = connect(server.addr(), &id, Some(&ann)).await;
    let mut b = connect(server.addr(), &id, Some(&boris)).await;
    let mut watcher = connect(server.addr(), &id, None).await;

    let markup = "<img src=x onerror=alert(1)> & hello";
    // The sender hears its line back like everyone, then the answer.
    let mut got = Vec::new();
    send(&mut a, json!({"type": "chat", "text": format!("  {markup}\n")})).await;
    for _ in 0..2 {
        got.push(next(&mut a).await);
    }
    assert!(got.iter().any(|m| matches!(m, ServerMsg::Said { seq: 0 })), "{got:?}");
    for ws in [&mut b, &mut watcher] {
        match next(ws).await {
            ServerMsg::Chat { line } => assert_eq!((line.seq, line.seat, line.text.as_str()), (0, Seat(0), markup)),
            other => panic!("expected the line, got {other:?}"),
        }
    }
    // A spectator reads but cannot write.
    match say(&mut watcher, "hi").await {
        ServerMsg::Error { error, .. } => assert!(error.contains("spectators"), "{error}"),
        other => panic!("a spectator wrote: {other:?}"),
    }
    assert!(matches!(say(&mut b, "second").await, ServerMsg::Said { seq: 1 }));
    assert_eq!(history(&c, &id).await.iter().map(|l| l.text.as_str()).collect::<Vec<_>>(), [markup, "second"]);

    server.stop().await;
    let server = start(&db, limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let kept = history(&c, &id).await;
    assert_eq!((kept.len(), kept[0].seat, kept[1].seat), (2, Seat(0), Seat(1)));
    let r = c.http.get(c.url("/api/matches/nope/chat")).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    server.stop().await;
}

#[tokio::test]
async fn lines_are_bounded_in_length_and_rate_per_seat() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let m = c.create(json!(["human", "human"]), 4).await;
    let id = m.match_id.clone();
    let ann = c.join(&m.seats[0].token).await.token;
    let boris = c.join(&m.seats[1].token).await.token;
    let mut a = connect(server.addr(), &id, Some(&ann)).await;
    let mut b = connect(server.addr(), &id, Some(&boris)).await;

    let refused = |m: ServerMsg| match m {
        ServerMsg::Error { error, .. } => error,
        other => panic!("expected a refusal, got {other:?}"),
    };
    let longest = "я".repeat(horde_server::MAX_CHAT_CHARS);
    assert!(refused(say(&mut a, &format!("{longest}я")).await).contains("at most"));
    assert!(refused(say(&mut a, "   ").await).contains("say something"));
    assert!(refused(say(&mut a, "bell\u{7}").await).contains("control"));
    // Five lines at once, then the seat must wait; another seat may talk.
    for i in 0..5 {
        let text = if i == 0 { longest.clone() } else { format!("line {i}") };
        let answer = say(&mut a, &text).await;
        assert!(matches!(answer, ServerMsg::Said { .. }), "line {i} refused: {answer:?}");
    }
    let error = refused(say(&mut a, "one too many").await);
    assert!(error.contains("too many"), "{error}");
    let answer = say(&mut b, "my turn to talk").await;
    assert!(matches!(answer, ServerMsg::Said { seq: 5 }), "the other seat was limited too: {answer:?}");
    let lines = history(&c, &id).await;
    assert_eq!(lines.len(), 6, "refused lines are not stored");
    assert_eq!(lines[0].text, longest);
    server.stop().await;
}
