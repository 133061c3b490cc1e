//! The WebSocket protocol against the real server, and the central
//! promise: a seat receives only what the game's view gives that seat.
#![allow(clippy::unwrap_used)]

mod support;

use futures_util::SinkExt;
use horde_core::{Decision, Game, Match, Seat, Viewer};
use horde_server::demo::Duel;
use horde_server::protocol::{SeatState, ServerMsg};
use horde_store::Store;
use serde_json::{Value, json};
use std::time::Duration;
use support::{Client, Ws, duel_at, limits, next_msg, send, start, view_json};
use tokio_tungstenite::tungstenite::Message;

async fn connect(addr: std::net::SocketAddr, id: &str, token: Option<&str>) -> Ws {
    let q = token.map(|t| format!("?token={t}")).unwrap_or_default();
    let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/api/matches/{id}/ws{q}")).await.unwrap();
    ws
}

/// The next server message; `None` when the socket closed.
async fn next(ws: &mut Ws) -> Option<ServerMsg> {
    next_msg(ws, Duration::from_secs(10)).await
}

fn state_of(m: &ServerMsg) -> Option<&SeatState> {
    match m {
        ServerMsg::State { state } | ServerMsg::Update { state, .. } => Some(state),
        _ => None,
    }
}

/// Reads until the match is over, keeping every message.
async fn collect_until_over(mut ws: Ws) -> Vec<ServerMsg> {
    let mut all = Vec::new();
    while let Some(m) = next(&mut ws).await {
        let over = state_of(&m).is_some_and(|s| s.decision == Decision::Terminal);
        all.push(m);
        if over {
            break;
        }
    }
    all
}

#[tokio::test]
async fn no_seat_ever_receives_another_seats_secrets() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.db");
    let server = start(&db, limits(), Duration::ZERO).await;
    let addr = server.addr();
    let c = Client::new(addr);
    let m = c.create(json!(["human", "human", "bot"]), 77).await;
    let id = m.match_id.clone();
    let mut tokens: Vec<String> = m.seats.iter().map(|s| s.token.clone()).collect();
    tokens[0] = c.join(&tokens[0]).await.token;
    tokens[1] = c.join(&tokens[1]).await.token;
    let viewers = [Viewer::Seat(Seat(0)), Viewer::Seat(Seat(1)), Viewer::Spectator];
    let mut readers = Vec::new();
    for (i, v) in viewers.iter().enumerate() {
        let ws = connect(addr, &id, (*v != Viewer::Spectator).then(|| tokens[i].as_str())).await;
        readers.push(tokio::spawn(collect_until_over(ws)));
    }
    // Play: draws as well as plays, so there are deals mid-game.
    let mut turn = 0;
    loop {
        let s = c.state(&id, None).await;
        match s.decision {
            Decision::Terminal => break,
            Decision::Seat(Seat(2)) | Decision::Chance => tokio::time::sleep(Duration::from_millis(2)).await,
            Decision::Seat(seat) => {
                let t = &tokens[seat.index()];
                let mine = c.state(&id, Some(t)).await;
                if mine.seq != s.seq {
                    continue;
                }
                turn += 1;
                let pick = if turn % 3 == 0 { mine.legal.last() } else { mine.legal.first() }.unwrap();
                c.act(&id, t, json!({"index": pick.index, "seq": mine.seq})).await.unwrap();
            }
        }
    }
    let streams: Vec<Vec<ServerMsg>> =
        futures_util::future::join_all(readers).await.into_iter().map(Result::unwrap).collect();
    server.stop().await;

    // The truth, replayed from the store.
    let store = Store::open(&db).await.unwrap();
    let file = store.load(&id).await.unwrap().to_match_file();
    let full: Match<Duel> = Match::from_file(&file).unwrap();
    assert_eq!(full.decision(), Decision::Terminal);

    for (viewer, stream) in viewers.iter().zip(&streams) {
        assert!(stream.len() > 5, "{viewer:?} got {} messages", stream.len());
        let mut last_seq = None;
        for msg in stream {
            let state = state_of(msg).unwrap();
            assert_eq!(state.viewer, *viewer);
            let at = duel_at(&file, state.seq);
            // The view is exactly the game's view for this viewer.
            assert_eq!(state.view, view_json(&at, *viewer), "{viewer:?} at {}", state.seq);
            // Legal actions only to the seat whose turn it is.
            let expect_legal = match viewer {
                Viewer::Seat(s) if at.decision() == Decision::Seat(*s) => {
                    let mut l = Vec::new();
                    at.state().legal_actions(&mut l);
                    l.len()
                }
                _ => 0,
            };
            assert_eq!(state.legal.len(), expect_legal);
            if let ServerMsg::Update { seq, events, .. } = msg {
                // The events are the game's event_view of what happened.
                let from = last_seq.unwrap();
                let mut replay = duel_at(&file, from);
                let mut raw = Vec::new();
                for e in &file.actions[usize::try_from(from).unwrap()..usize::try_from(*seq).unwrap()] {
                    replay.act(e.actor, Duel::decode_action(e.action).unwrap(), &mut raw).unwrap();
                }
                let expected: Vec<Value> = raw
                    .iter()
                    .filter_map(|e| replay.state().event_view(e, *viewer))
                    .map(|e| serde_json::to_value(e).unwrap())
                    .collect();
                assert_eq!(events, &expected);
                for e in events {
                    if e["kind"] == "dealt" && Viewer::Seat(Seat(e["seat"].as_u64().unwrap() as u8)) != *viewer {
                        assert!(e["card"].is_null(), "{viewer:?} saw another seat's card: {e}");
                    }
                }
            }
            last_seq = Some(state.seq);
        }
        // The spectator never sees a hand; seats see only their own.
        for msg in stream {
            let hand = &state_of(msg).unwrap().view["hand"];
            assert_eq!(hand.is_null(), *viewer == Viewer::Spectator);
        }
    }
}

#[tokio::test]
async fn acting_over_the_socket_and_resyncing_after_a_drop() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let addr = server.addr();
    let c = Client::new(addr);
    let m = c.create(json!(["human", "human"]), 4).await;
    let id = m.match_id.clone();
    let t0 = c.join(&m.seats[0].token).await.token;
    let t1 = c.join(&m.seats[1].token).await.token;

    let mut ws = connect(addr, &id, Some(&t0)).await;
    let ServerMsg::State { state } = next(&mut ws).await.unwrap() else { panic!("first message is the state") };
    assert!(state.your_turn);
    send(&mut ws, json!({"type": "act", "index": state.legal[0].index})).await;
    let mut acked = None;
    let mut updated = None;
    while acked.is_none() || updated.is_none() {
        match next(&mut ws).await.unwrap() {
            ServerMsg::Ack { seq } => acked = Some(seq),
            ServerMsg::Update { seq, .. } => updated = Some(seq),
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(acked, updated);
    // Errors answer the message and keep the socket open.
    send(&mut ws, json!({"type": "act", "index": 200})).await;
    assert!(matches!(next(&mut ws).await, Some(ServerMsg::Error { .. })));
    ws.send(Message::Text("{not json".into())).await.unwrap();
    let Some(ServerMsg::Error { error, .. }) = next(&mut ws).await else { panic!("no error") };
    assert!(error.contains("malformed"), "{error}");
    send(&mut ws, json!({"type": "ping"})).await;
    assert!(matches!(next(&mut ws).await, Some(ServerMsg::Pong)));

    // Dropped: meanwhile seat 1 plays; the reconnect starts with a fresh state.
    drop(ws);
    let moved = c.play_first(&id, &t1).await.unwrap();
    let mut ws = connect(addr, &id, Some(&t0)).await;
    let ServerMsg::State { state } = next(&mut ws).await.unwrap() else { panic!("resync is a state") };
    assert_eq!(state.seq, moved.seq);
    send(&mut ws, json!({"type": "resync"})).await;
    assert!(matches!(next(&mut ws).await, Some(ServerMsg::State { .. })));

    // Spectators cannot act; an oversized message ends the connection.
    let mut watcher = connect(addr, &id, None).await;
    next(&mut watcher).await.unwrap();
    send(&mut watcher, json!({"type": "act", "index": 200})).await;
    let Some(ServerMsg::Error { error, .. }) = next(&mut watcher).await else { panic!("no error") };
    assert!(error.contains("spectators"), "{error}");
    let huge = format!("{{\"type\":\"act\",\"text\":\"{}\"}}", "x".repeat(100_000));
    let _ = ws.send(Message::Text(huge.into())).await;
    assert!(next(&mut ws).await.is_none(), "an oversized message must close the socket");
    // Nothing changed.
    assert_eq!(c.state(&id, Some(&t0)).await.seq, moved.seq);

    // A bad token is refused before the upgrade.
    let refused = tokio_tungstenite::connect_async(format!("ws://{addr}/api/matches/{id}/ws?token=nope")).await;
    match refused {
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => assert_eq!(r.status(), 401),
        other => panic!("expected 401, got {other:?}"),
    }
    server.stop().await;
}

#[tokio::test]
async fn a_socket_over_its_rate_gets_errors() {
    let dir = tempfile::tempdir().unwrap();
    // The bucket is the client address's: creating the match and opening
    // the socket take two of its five tokens.
    let tight = horde_server::Limits { burst: 5, per_second: 1, ..horde_server::Limits::default() };
    let server = start(&dir.path().join("h.db"), tight, Duration::ZERO).await;
    let c = Client::new(server.addr());
    let m = c.create(json!(["human", "human"]), 4).await;
    let mut ws = connect(server.addr(), &m.match_id, None).await;
    next(&mut ws).await.unwrap();
    for _ in 0..6 {
        send(&mut ws, json!({"type": "ping"})).await;
    }
    let mut replies = Vec::new();
    for _ in 0..6 {
        replies.push(next(&mut ws).await.unwrap());
    }
    assert_eq!(replies.iter().filter(|r| matches!(r, ServerMsg::Pong)).count(), 3);
    assert!(matches!(&replies[5], ServerMsg::Error { error, .. } if error.contains("too many")));
    server.stop().await;
}
