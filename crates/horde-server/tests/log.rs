//! The log a reloaded page fetches: rebuilt from the stored actions, it
//! tells each viewer what live play told it over the socket, and never a
//! card hidden from that viewer (Grid Siege's zombie hand).
#![allow(clippy::unwrap_used)]

mod support;

use horde_core::{Decision, Seat};
use horde_grid_siege::GridSiege;
use horde_rules::{Lang, RuleSystem};
use horde_server::protocol::{ServerMsg, ToldLog};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::time::Duration;
use support::{Client, Ws, answer, limits, next_msg, start};

async fn connect(addr: std::net::SocketAddr, id: &str, token: Option<&str>) -> Ws {
    let q = token.map(|t| format!("?token={t}&lang=en")).unwrap_or_else(|| "?lang=en".into());
    let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/api/matches/{id}/ws{q}")).await.unwrap();
    ws
}

/// Reads `ws` until the update that brings the match to `seq`, keeping
/// every event and narration it was told on the way.
async fn read_until(ws: &mut Ws, seq: u64, told: &mut Vec<(Value, Option<String>)>) {
    loop {
        match next_msg(ws, Duration::from_secs(10)).await.expect("the socket stays open") {
            ServerMsg::Update { events, narration, state, .. } => {
                assert_eq!(events.len(), narration.len());
                told.extend(events.into_iter().zip(narration));
                if state.seq >= seq {
                    return;
                }
            }
            ServerMsg::State { state } if state.seq >= seq => return,
            _ => {}
        }
    }
}

async fn log(c: &Client, id: &str, token: Option<&str>, lang: Lang) -> Result<ToldLog, support::Refusal> {
    let mut r = c.http.get(c.url(&format!("/api/matches/{id}/log?lang={}", lang.code())));
    if let Some(t) = token {
        r = r.bearer_auth(t);
    }
    answer(r.send().await.unwrap()).await
}

/// Every zombie card's name in `lang`, from the rule system's catalogue.
fn zombie_card_names(lang: Lang) -> Vec<String> {
    let texts = GridSiege::texts();
    let tr = texts.tr(lang);
    texts.ids(lang).unwrap().into_iter().filter(|id| id.starts_with("gs-zcard-")).map(|id| tr.t(&id)).collect()
}

#[tokio::test]
async fn a_reloaded_log_is_the_live_story_and_hides_the_zombie_hand() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let m = c.create_game("grid-siege", "siege", json!(["human", "human"]), 3).await;
    let id = &m.match_id;
    let mut tokens = Vec::new();
    for s in &m.seats {
        tokens.push(c.join(&s.token).await.token);
    }
    // Seat 0 is the Zombie Player, seat 1 the humans; then a spectator.
    let mut sockets = Vec::new();
    for t in [Some(tokens[0].as_str()), Some(tokens[1].as_str()), None] {
        let mut ws = connect(server.addr(), id, t).await;
        let mut opening = Vec::new();
        read_until(&mut ws, 0, &mut opening).await;
        sockets.push((ws, Vec::new()));
    }
    for _ in 0..60 {
        let Decision::Seat(Seat(s)) = c.state(id, None).await.decision else { break };
        let seq = c.play_first(id, &tokens[usize::from(s)]).await.unwrap().seq;
        for (ws, told) in &mut sockets {
            read_until(ws, seq, told).await;
        }
    }
    let seq = c.state(id, None).await.seq;
    for ((_, live), token) in sockets.iter().zip([Some(&tokens[0]), Some(&tokens[1]), None]) {
        let reloaded = log(&c, id, token.map(String::as_str), Lang::En).await.unwrap();
        assert_eq!(reloaded.seq, seq);
        assert!(!live.is_empty(), "the live story has events");
        // The opening deal comes first; after it, the very story live play told.
        let told: Vec<(Value, Option<String>)> = reloaded.events.into_iter().zip(reloaded.narration).collect();
        assert!(told.len() > live.len(), "the opening is told too");
        assert_eq!(&told[told.len() - live.len()..], live.as_slice());
    }
    for lang in Lang::ALL {
        let names = zombie_card_names(lang);
        assert!(names.len() >= 4, "{names:?}");
        let text = |l: &ToldLog| l.narration.iter().flatten().cloned().collect::<Vec<_>>().join("\n");
        // GS-SETUP-5, GS-GAP-22: the Zombie Player reads the hand he was dealt...
        let zombie = text(&log(&c, id, Some(&tokens[0]), lang).await.unwrap());
        assert!(names.iter().any(|n| zombie.contains(n.as_str())), "{lang}: {zombie}");
        // ...and nobody else reads any, in words or in the events' data.
        for token in [Some(tokens[1].as_str()), None] {
            let other = log(&c, id, token, lang).await.unwrap();
            let told = text(&other);
            assert!(!told.is_empty());
            for n in &names {
                assert!(!told.contains(n.as_str()), "{lang}: {token:?} read the hidden card {n}\n{told}");
            }
            for e in &other.events {
                if let Some(dealt) = e.get("ZombieCardDealt") {
                    assert!(dealt["card"].is_null(), "{token:?}: {e}");
                }
            }
        }
    }
    // A link replaced by joining opens no log, nor does another match's.
    let (status, _) = log(&c, id, Some(&m.seats[0].token), Lang::En).await.unwrap_err();
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let other = c.create(json!(["human", "human"]), 1).await;
    let (status, _) = log(&c, &other.match_id, Some(&tokens[0]), Lang::En).await.unwrap_err();
    assert_eq!(status, StatusCode::FORBIDDEN);
    server.stop().await;
}
