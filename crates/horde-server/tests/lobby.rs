//! What the lobby and the replay page read: the list of matches, the step
//! by step replay of a finished one, and the board of a Rue Morgue seat.
#![allow(clippy::unwrap_used)]

mod support;

use horde_core::{Decision, Viewer};
use horde_server::protocol::ReplayStep;
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::time::Duration;
use support::{Client, duel_at, limits, start, view_json};

async fn get(c: &Client, path: &str) -> (StatusCode, Value) {
    let r = c.http.get(c.url(path)).send().await.unwrap();
    (r.status(), r.json().await.unwrap())
}

#[tokio::test]
async fn finished_matches_are_listed_and_replay_step_by_step() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let live = c.create(json!(["human", "human"]), 5).await;
    let done = c.create(json!(["human", "human"]), 11).await;
    let tokens: Vec<String> = done.seats.iter().map(|s| s.token.clone()).collect();
    while let Decision::Seat(seat) = c.state(&done.match_id, None).await.decision {
        c.play_first(&done.match_id, &tokens[seat.index()]).await.unwrap();
    }

    let (status, list) = get(&c, "/api/matches").await;
    assert_eq!(status, StatusCode::OK);
    let rows = list["matches"].as_array().unwrap();
    let row = |id: &str| rows.iter().find(|m| m["id"] == id).cloned().unwrap();
    assert_eq!(row(&live.match_id)["status"], "active");
    assert_eq!(row(&done.match_id)["status"], "finished");
    let total = row(&done.match_id)["actions"].as_u64().unwrap();
    assert!(total > 4, "the deal and the plays are counted: {total}");

    // Step 4 is the position after the deal: the spectator's view of the
    // match replayed to there, and the text of the fourth entry.
    let (status, step) = get(&c, &format!("/api/matches/{}/replay?step=4", done.match_id)).await;
    assert_eq!(status, StatusCode::OK);
    let step: ReplayStep = serde_json::from_value(step).unwrap();
    let file = server_file(&dir, &done.match_id).await;
    assert_eq!((step.step, step.total), (4, total));
    assert_eq!(step.view, view_json(&duel_at(&file, 4), Viewer::Spectator));
    // The fourth entry is a deal: its raw text names the card, which a
    // spectator may not know; the replay names only chance.
    assert_eq!(file.actions[3].actor, horde_core::Actor::Chance);
    assert_eq!(step.last_action.as_deref(), Some("Chance"), "raw text: {}", file.actions[3].text);
    assert!(step.board.is_none(), "the demo game has no renderer");
    // Past the end means the end.
    let (_, end) = get(&c, &format!("/api/matches/{}/replay?step=9999", done.match_id)).await;
    assert_eq!(end["step"].as_u64(), Some(total));
    assert!(end["outcome"].is_object());

    // A match still being played is not replayed to anyone.
    let (status, body) = get(&c, &format!("/api/matches/{}/replay", live.match_id)).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    server.stop().await;
}

async fn server_file(dir: &tempfile::TempDir, id: &str) -> horde_core::MatchFile {
    // A second read-only look at the same database file.
    let store = horde_store::Store::open(&dir.path().join("h.db")).await.unwrap();
    let f = store.load(id).await.unwrap().to_match_file();
    store.close().await;
    f
}

#[tokio::test]
async fn a_rue_morgue_seat_gets_its_board_and_russian_names_are_served() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let body =
        json!({ "game": "rue-morgue", "mission": "m01", "seats": ["human", "human"], "seed": 3, "practice": true });
    let r = c.http.post(c.url("/api/matches")).json(&body).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::CREATED);
    let m: horde_server::protocol::CreatedMatch = r.json().await.unwrap();
    let s = c.state(&m.match_id, Some(&m.seats[1].token)).await;
    let board = c.whole_board(&s).await.expect("Rue Morgue draws a board");
    assert!(board.starts_with("<svg"));
    for z in s.view["zones"].as_array().unwrap() {
        let id = z["id"].as_str().unwrap();
        assert!(board.contains(&format!(r#"data-zone="{id}""#)), "zone {id} is on the board");
    }
    // A refusal names its rule; the page asks for the rule's text.
    let (status, rule) = get(&c, "/api/games/rue-morgue/rules/RM-ZMOVE-5").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(rule["id"], "RM-ZMOVE-5");
    assert!(rule["text"].as_str().is_some_and(|t| t.len() > 20), "{rule}");
    let (status, _) = get(&c, "/api/games/rue-morgue/rules/RM-NOPE-1").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, games) = get(&c, "/api/games").await;
    let rm = games["games"].as_array().unwrap().iter().find(|g| g["info"]["id"] == "rue-morgue").unwrap().clone();
    assert_eq!(rm["seats"], json!([1, 6]), "the lobby offers the rule system's seat range");
    server.stop().await;
}
