//! Every rule system the facade registers is served with no server code of
//! its own: created, viewed, played by a person and a bot, and resumed
//! from the store after a restart.
#![allow(clippy::unwrap_used)]

mod support;

use horde_core::{Decision, Seat};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::time::Duration;
use support::{Client, limits, start};

#[tokio::test]
async fn every_registered_rule_system_plays_and_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.db");
    let server = start(&db, limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let games: Value = c.http.get(c.url("/api/games")).send().await.unwrap().json().await.unwrap();
    let games = games["games"].as_array().unwrap().clone();
    // The demo game added by the test, and every rule system of the registry.
    assert_eq!(games.len(), <horde_games::Standard as horde_games::Registry>::infos().len() + 1);
    assert!(games.iter().any(|g| g["info"]["id"] == "duel"));
    let mut checked = Vec::new();
    for g in &games {
        let id = g["info"]["id"].as_str().unwrap().to_owned();
        let mission = g["missions"][0]["id"].as_str().unwrap().to_owned();
        let body = json!({"game": id, "mission": mission, "seats": ["human", "bot"], "seed": 1, "practice": true});
        let r = c.http.post(c.url("/api/matches")).json(&body).send().await.unwrap();
        assert_eq!(r.status(), StatusCode::CREATED, "{id}: {}", r.text().await.unwrap());
        let m: horde_server::protocol::CreatedMatch = r.json().await.unwrap();
        let token = c.join(&m.seats[0].token).await.token;
        // A person's actions and the bot's, for a while.
        for _ in 0..20 {
            let s = c.state(&m.match_id, Some(&token)).await;
            match s.decision {
                Decision::Terminal => break,
                Decision::Seat(Seat(0)) => {
                    let a = &s.legal[0];
                    c.act(&m.match_id, &token, json!({"index": a.index, "seq": s.seq})).await.unwrap();
                }
                _ => tokio::time::sleep(Duration::from_millis(20)).await,
            }
        }
        // Wait for a pending bot move to land, so the state is settled.
        let mut settled = c.state(&m.match_id, Some(&token)).await;
        for _ in 0..100 {
            if !matches!(settled.decision, Decision::Seat(Seat(1))) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
            settled = c.state(&m.match_id, Some(&token)).await;
        }
        let spectator = c.state(&m.match_id, None).await;
        assert!(spectator.legal.is_empty());
        checked.push((m.match_id, token, settled));
    }
    server.stop().await;

    // After a restart every match replays from the store to the same views.
    let server = start(&db, limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    for (id, token, before) in &checked {
        let after = c.state(id, Some(token)).await;
        if before.decision == Decision::Seat(Seat(1)) {
            // The bot may have moved meanwhile; the log only grows.
            assert!(after.seq >= before.seq);
        } else {
            assert_eq!(&after, before, "{}", before.game);
        }
    }
    server.stop().await;
}
