//! The HTTP API against the real server on 127.0.0.1:0.
#![allow(clippy::unwrap_used)]

mod support;

use horde_core::{Decision, Seat, Viewer};
use reqwest::StatusCode;
use serde_json::json;
use std::time::Duration;
use support::{Client, answer, limits, start};

#[tokio::test]
async fn two_people_play_a_duel_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let m = c.create(json!(["human", "human"]), 11).await;
    assert_eq!(m.seats.len(), 2);
    let mut tokens = Vec::new();
    for (i, s) in m.seats.iter().enumerate() {
        let j = c.join(&s.token).await;
        assert_eq!((j.match_id.as_str(), j.seat), (m.match_id.as_str(), Seat(i as u8)));
        tokens.push(j.token);
    }
    // The deal happened before anyone acted: four chance actions.
    let s0 = c.state(&m.match_id, Some(&tokens[0])).await;
    assert_eq!(s0.seq, 4);
    assert!(s0.your_turn);
    assert_eq!(s0.view["hand"].as_array().unwrap().len(), 2);
    let mut moves = 0;
    loop {
        let s = c.state(&m.match_id, None).await;
        let Decision::Seat(seat) = s.decision else { break };
        let acc = c.play_first(&m.match_id, &tokens[seat.index()]).await.unwrap();
        assert!(acc.seq > s.seq);
        moves += 1;
        assert!(moves < 100);
    }
    let end = c.state(&m.match_id, Some(&tokens[1])).await;
    assert_eq!(end.decision, Decision::Terminal);
    assert!(end.legal.is_empty());
    assert!(!end.outcome.unwrap().winners.is_empty());
    server.stop().await;
}

#[tokio::test]
async fn bad_input_gets_a_clear_error_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let m = c.create(json!(["human", "human"]), 5).await;
    let other = c.create(json!(["human", "human"]), 6).await;
    let t0 = &c.join(&m.seats[0].token).await.token;
    let t1 = &c.join(&m.seats[1].token).await.token;
    let id = &m.match_id;
    let before = c.state(id, Some(t0)).await;
    let url = c.url(&format!("/api/matches/{id}/actions"));

    // Malformed JSON.
    let r = c.http.post(&url).bearer_auth(t0).body("{\"index\": ").send().await.unwrap();
    let (status, body) = answer::<serde_json::Value>(r).await.unwrap_err();
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body.error.contains("malformed"), "{}", body.error);
    // Two forms at once.
    assert_eq!(c.act(id, t0, json!({"index": 105, "text": "draw"})).await.unwrap_err().0, StatusCode::BAD_REQUEST);
    // Oversized.
    let big = format!("{{\"text\": \"{}\"}}", "x".repeat(64 * 1024));
    let r = c.http.post(&url).bearer_auth(t0).body(big).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::PAYLOAD_TOO_LARGE);
    // No token, an unknown token, another match's token.
    let r = c.http.post(&url).json(&json!({"index": 200})).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(c.act(id, "nonsense", json!({"index": 200})).await.unwrap_err().0, StatusCode::UNAUTHORIZED);
    let foreign = c.act(id, &other.seats[0].token, json!({"index": 200})).await.unwrap_err();
    assert_eq!(foreign.0, StatusCode::FORBIDDEN);
    // Unknown match.
    let r = c.http.get(c.url("/api/matches/feedface/state")).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    assert!(answer::<serde_json::Value>(r).await.unwrap_err().1.error.contains("no match"));
    // Out of turn: seat 1 while seat 0 is to act.
    assert_eq!(before.decision, Decision::Seat(Seat(0)));
    let (status, body) = c.act(id, t1, json!({"index": 200})).await.unwrap_err();
    assert_eq!(status, StatusCode::CONFLICT, "{body:?}");
    // Illegal: a card seat 0 does not hold; the engine's rule ID comes back.
    let hand: Vec<u64> = before.view["hand"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).collect();
    let missing = (1..=9).find(|c| !hand.contains(c)).unwrap();
    let (status, body) = c.act(id, t0, json!({"index": 100 + missing})).await.unwrap_err();
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body.rule.as_deref(), Some("DUEL-PLAY-1"), "{body:?}");
    let (status, body) = c.act(id, t0, json!({"action": {"play": missing}})).await.unwrap_err();
    assert_eq!((status, body.rule.as_deref()), (StatusCode::UNPROCESSABLE_ENTITY, Some("DUEL-PLAY-1")));
    // Asked in Russian, a refusal is worded in Russian, its rule ID kept.
    let ru = |t: &str, body: serde_json::Value| {
        c.http.post(c.url(&format!("/api/matches/{id}/actions?lang=ru"))).bearer_auth(t).json(&body).send()
    };
    let words = horde_rules::texts::common().tr(horde_rules::Lang::Ru);
    let (status, body) =
        answer::<serde_json::Value>(ru(t0, json!({"index": 100 + missing})).await.unwrap()).await.unwrap_err();
    assert_eq!((status, body.rule.as_deref()), (StatusCode::UNPROCESSABLE_ENTITY, Some("DUEL-PLAY-1")));
    assert_eq!(body.error, words.t("refused-by-rule"));
    let (status, body) = answer::<serde_json::Value>(ru(t1, json!({"index": 200})).await.unwrap()).await.unwrap_err();
    assert_eq!((status, body.error), (StatusCode::CONFLICT, words.t("refused-not-your-turn")));
    // Not an action at all, by index, text or JSON.
    for bad in [json!({"index": 9999}), json!({"text": "fly away"}), json!({"action": {"fly": 1}})] {
        let (status, body) = c.act(id, t0, bad).await.unwrap_err();
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(body.rule, None);
    }
    // A stale view of the match.
    assert_eq!(c.act(id, t0, json!({"index": 200, "seq": 0})).await.unwrap_err().0, StatusCode::CONFLICT);
    // Bad path segment and unknown route.
    let r = c.http.post(c.url(&format!("/api/matches/{id}/seats/999/bot"))).bearer_auth(t0).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    assert_eq!(c.http.get(c.url("/api/nothing")).send().await.unwrap().status(), StatusCode::NOT_FOUND);

    // Nothing changed.
    assert_eq!(c.state(id, Some(t0)).await, before);
    // And the text form of a legal action works.
    let text = before.legal[0].text.clone();
    assert!(c.act(id, t0, json!({"text": text})).await.unwrap().seq > before.seq);
    server.stop().await;
}

#[tokio::test]
async fn a_client_over_its_rate_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let tight = horde_server::Limits { burst: 5, per_second: 1, ..horde_server::Limits::default() };
    let server = start(&dir.path().join("h.db"), tight, Duration::ZERO).await;
    // One client address: one bucket.
    let c = Client::new(server.addr());
    let mut statuses = Vec::new();
    for _ in 0..8 {
        statuses.push(c.http.get(c.url("/api/games")).send().await.unwrap().status());
    }
    assert_eq!(statuses.iter().filter(|s| **s == StatusCode::OK).count(), 5, "{statuses:?}");
    assert_eq!(statuses.last(), Some(&StatusCode::TOO_MANY_REQUESTS));
    // A new connection from the same address gets no new bucket.
    let fresh = Client::new(server.addr());
    assert_eq!(fresh.http.get(fresh.url("/api/games")).send().await.unwrap().status(), StatusCode::TOO_MANY_REQUESTS);
    server.stop().await;
}

#[tokio::test]
async fn bots_fill_seats_and_an_open_seat_can_be_given_to_a_bot() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let m = c.create(json!(["human", "open", {"kind": "bot", "bot": "random"}]), 21).await;
    let t1 = &m.seats[1].token;
    let t0 = &c.join(&m.seats[0].token).await.token;
    let id = &m.match_id;
    // Seat 1 is open: seat 0 plays, then the match waits for seat 1.
    c.play_first(id, t0).await.unwrap();
    let s = c.state(id, Some(t0)).await;
    assert_eq!(s.decision, Decision::Seat(Seat(1)));
    // Nobody can play an open seat's turn without joining it.
    assert_eq!(c.act(id, t1, json!({"index": 200})).await.unwrap_err().0, StatusCode::CONFLICT);
    // A person's seat cannot be taken over by another seat.
    let r = c.http.post(c.url(&format!("/api/matches/{id}/seats/0/bot"))).bearer_auth(t1).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let r = c.http.post(c.url(&format!("/api/matches/{id}/seats/1/bot"))).bearer_auth(t0).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    // The seat's link still works: its holder takes the seat back from
    // the bot, then hands it to a bot again.
    let t1 = c.join(t1).await.token;
    let s = c.state(id, Some(&t1)).await;
    assert_eq!(s.seats[1].kind, horde_store::SeatKind::Human);
    assert_eq!(s.viewer, Viewer::Seat(Seat(1)));
    let r = c.http.post(c.url(&format!("/api/matches/{id}/seats/1/bot"))).bearer_auth(&t1).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    // Now both bots play whenever it is their turn, until seat 0 is due.
    let mut waited = 0;
    loop {
        let s = c.state(id, Some(t0)).await;
        match s.decision {
            Decision::Terminal => break,
            Decision::Seat(Seat(0)) => {
                c.play_first(id, t0).await.unwrap();
            }
            _ => {
                tokio::time::sleep(Duration::from_millis(5)).await;
                waited += 1;
                assert!(waited < 2000, "bots stalled at {:?}", s.decision);
            }
        }
    }
    // Once it is over, the seats stay as they were.
    let r = c.http.post(c.url("/api/join")).json(&json!({ "token": t1 })).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::CONFLICT);
    server.stop().await;
}

#[tokio::test]
async fn undo_takes_back_a_draw_only_before_chance() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let m = c.create(json!(["human", "human"]), 8).await;
    let t0 = &c.join(&m.seats[0].token).await.token;
    let id = &m.match_id;
    // A draw is followed by a chance deal: it cannot be taken back.
    let after = c.act(id, t0, json!({"text": "draw"})).await.unwrap();
    assert_eq!(after.state.undoable, 0);
    let r = c.http.post(c.url(&format!("/api/matches/{id}/undo"))).bearer_auth(t0).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::CONFLICT);
    // A play passes the turn: the next seat may be choosing already.
    let played = c.play_first(id, t0).await.unwrap();
    assert!(!played.state.your_turn);
    assert_eq!(played.state.undoable, 0, "no undo is offered out of turn");
    let r = c.http.post(c.url(&format!("/api/matches/{id}/undo"))).bearer_auth(t0).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::CONFLICT, "the server refuses an undo out of turn");
    server.stop().await;
}

/// All Things Zombie's person moves on, point by point, in one turn: the
/// last step with no chance after it is taken back.
#[tokio::test]
async fn undo_takes_back_a_step_within_the_seats_turn() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let m = c.create_game("all-things-zombie", "crossing", json!(["human"]), 3).await;
    let t0 = &c.join(&m.seats[0].token).await.token;
    let id = &m.match_id;
    let mut before = c.state(id, Some(t0)).await;
    for _ in 0..20 {
        let played = c.play_first(id, t0).await.unwrap();
        if played.state.your_turn && played.state.undoable > 0 {
            let r = c.http.post(c.url(&format!("/api/matches/{id}/undo"))).bearer_auth(t0).send().await.unwrap();
            let undone: horde_server::protocol::Accepted = answer(r).await.unwrap();
            assert_eq!(undone.seq, before.seq);
            assert_eq!(undone.state.view, before.view);
            server.stop().await;
            return;
        }
        before = played.state;
    }
    panic!("twenty steps and none could be taken back");
}

#[tokio::test]
async fn a_restarted_server_resumes_unfinished_matches() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.db");
    let server = start(&db, limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let m = c.create(json!(["human", "human"]), 3).await;
    let t0 = c.join(&m.seats[0].token).await.token;
    c.play_first(&m.match_id, &t0).await.unwrap();
    let before = c.state(&m.match_id, Some(&t0)).await;
    server.stop().await;

    let server = start(&db, limits(), Duration::ZERO).await;
    assert_eq!(server.resumed(), 1);
    let c = Client::new(server.addr());
    assert_eq!(c.state(&m.match_id, Some(&t0)).await, before);
    server.stop().await;
}

#[tokio::test]
async fn passing_the_rest_of_a_turn_is_the_seats_own_actions_one_by_one() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let m = c.create_game("rue-morgue", "tutorial-1", json!(["human"]), 5).await;
    let t0 = &c.join(&m.seats[0].token).await.token;
    let id = &m.match_id;
    // One survivor acts first; the pass then ends his activation and
    // each other survivor's (RM-NOTHING-1, RM-TURN-2).
    c.play_first(id, t0).await.unwrap();
    let s = c.state(id, Some(t0)).await;
    assert!(c.state(id, None).await.pass.is_empty(), "a spectator has no turn to pass");
    let turn = s.view["turn"].as_u64().unwrap();
    let survivors = s.view["survivors"].as_array().unwrap().len();
    // The last one left is activated by the engine itself.
    assert_eq!(s.pass.len(), 1 + 2 * (survivors - 2) + 1, "{:?}", s.pass);
    let texts: Vec<String> = s.pass.iter().map(|&i| horde_rue_morgue_text(i)).collect();
    assert!(texts[0].contains("nothing") && texts[1].starts_with("activate"), "{texts:?}");
    let mut seq = s.seq;
    for &index in &s.pass {
        let r = c.act(id, t0, json!({ "index": index, "seq": seq })).await.unwrap();
        assert!(r.seq > seq, "each is stored as an action of its own");
        seq = r.seq;
    }
    let after = c.state(id, Some(t0)).await;
    assert_eq!(after.view["turn"].as_u64().unwrap(), turn + 1, "the zombies' phase ran and a new turn began");
    server.stop().await;
}

/// The engine's own (English, stable) text of Rue Morgue's action `index`.
fn horde_rue_morgue_text(index: u32) -> String {
    use horde_core::Game;
    horde_rue_morgue::RueMorgue::decode_action(index).unwrap().to_string().to_lowercase()
}
