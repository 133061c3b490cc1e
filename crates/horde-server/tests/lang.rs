//! Each seat reads its labels and narration in its own language: two
//! seats of one match, one in Russian and one in English.
#![allow(clippy::unwrap_used)]

mod support;

use futures_util::StreamExt;
use horde_core::{Decision, Seat};
use horde_server::protocol::{SeatState, ServerMsg};
use serde_json::json;
use std::time::Duration;
use support::{Client, limits, start};
use tokio_tungstenite::tungstenite::Message;

fn cyrillic(s: &str) -> bool {
    s.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c))
}

async fn state(c: &Client, id: &str, token: &str, lang: &str) -> SeatState {
    let r = c.http.get(c.url(&format!("/api/matches/{id}/state?lang={lang}"))).bearer_auth(token).send().await;
    r.unwrap().json().await.unwrap()
}

#[tokio::test]
async fn each_seat_reads_labels_and_narration_in_its_language() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let body =
        json!({"game": "grid-siege", "mission": "siege", "seats": ["human", "human"], "seed": 3, "practice": true});
    let r = c.http.post(c.url("/api/matches")).json(&body).send().await.unwrap();
    let m: horde_server::protocol::CreatedMatch = r.json().await.unwrap();
    let mut tokens = Vec::new();
    for s in &m.seats {
        tokens.push(c.join(&s.token).await.token);
    }
    // Seat 1 (the humans) reads Russian over its socket; seat 0 (the
    // Zombie Player) English.
    let addr = server.addr();
    let url = |t: &str, lang: &str| format!("ws://{addr}/api/matches/{}/ws?token={t}&lang={lang}", m.match_id);
    let (mut ru_ws, _) = tokio_tungstenite::connect_async(url(&tokens[1], "ru")).await.unwrap();
    let (mut en_ws, _) = tokio_tungstenite::connect_async(url(&tokens[0], "en")).await.unwrap();
    // Play a few actions, whoever's turn it is, and read both sockets.
    let mut told = [Vec::new(), Vec::new()];
    let mut labelled = [false, false];
    for _ in 0..80 {
        if labelled == [true, true] && !told[0].is_empty() && !told[1].is_empty() {
            break;
        }
        let s0 = state(&c, &m.match_id, &tokens[0], "en").await;
        let seat = match s0.decision {
            Decision::Seat(Seat(s)) => usize::from(s),
            _ => break,
        };
        let lang = if seat == 1 { "ru" } else { "en" };
        let s = state(&c, &m.match_id, &tokens[seat], lang).await;
        assert_eq!(s.lang.code(), lang);
        assert!(!s.legal.is_empty());
        for a in &s.legal {
            assert_eq!(cyrillic(&a.label), seat == 1, "{lang}: {a:?}");
            assert_eq!(cyrillic(&a.group_title), seat == 1, "{lang}: {a:?}");
            assert!(!a.label.contains(horde_rules::texts::MISSING) && a.rule.starts_with("GS-"), "{a:?}");
        }
        labelled[seat] = true;
        let a = &s.legal[0];
        c.act(&m.match_id, &tokens[seat], json!({"index": a.index, "seq": s.seq})).await.unwrap();
        for (i, ws) in [&mut en_ws, &mut ru_ws].into_iter().enumerate() {
            loop {
                let msg = tokio::time::timeout(Duration::from_secs(10), ws.next()).await.unwrap().unwrap().unwrap();
                let Message::Text(t) = msg else { continue };
                if let ServerMsg::Update { events, narration, .. } = serde_json::from_str(&t).unwrap() {
                    assert_eq!(events.len(), narration.len());
                    told[i].extend(narration.into_iter().flatten());
                    break;
                }
            }
        }
    }
    assert!(labelled[0] && labelled[1], "both seats had a turn");
    assert!(!told[0].is_empty() && told[0].iter().all(|t| !cyrillic(t)), "en: {:?}", told[0]);
    assert!(!told[1].is_empty() && told[1].iter().all(|t| cyrillic(t)), "ru: {:?}", told[1]);
    let _ = ru_ws.close(None).await;
    let _ = en_ws.close(None).await;
    server.stop().await;
}
