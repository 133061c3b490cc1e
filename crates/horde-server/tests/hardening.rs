//! The server against a hostile player: results stay final, replays and
//! links leak nothing, a chosen seed cannot foresee hidden chance.
//! Each test runs the real server on a real socket and SQLite file.
#![allow(clippy::unwrap_used)]

mod support;

use horde_core::{Actor, Decision, Viewer};
use horde_server::protocol::{CreatedMatch, ReplayStep, SeatState};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::time::Duration;
use support::{Client, answer, limits, start};

/// Plays a two-person duel to its end; returns the match and the seats'
/// tokens (as replaced by joining).
async fn finished_duel(c: &Client, seed: u64) -> (CreatedMatch, Vec<String>) {
    let m = c.create(json!(["human", "human"]), seed).await;
    let mut tokens = Vec::new();
    for s in &m.seats {
        tokens.push(c.join(&s.token).await.token);
    }
    while let Decision::Seat(seat) = c.state(&m.match_id, None).await.decision {
        c.play_first(&m.match_id, &tokens[seat.index()]).await.unwrap();
    }
    (m, tokens)
}

async fn post(c: &Client, path: &str, token: &str, body: Option<Value>) -> (StatusCode, Value) {
    let mut r = c.http.post(c.url(path)).bearer_auth(token);
    if let Some(b) = body {
        r = r.json(&b);
    }
    let r = r.send().await.unwrap();
    (r.status(), r.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn a_finished_match_cannot_be_undone_played_or_reseated() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    for seed in [11, 12, 13] {
        let (m, tokens) = finished_duel(&c, seed).await;
        let id = &m.match_id;
        let end = c.state(id, None).await;
        assert_eq!(end.decision, Decision::Terminal);
        for (seat, t) in tokens.iter().enumerate() {
            let (status, body) = post(&c, &format!("/api/matches/{id}/undo"), t, None).await;
            assert_eq!(status, StatusCode::CONFLICT, "undo after the end: {body}");
            assert!(body["error"].as_str().unwrap().contains("over"), "{body}");
            let (status, _) = post(&c, &format!("/api/matches/{id}/actions"), t, Some(json!({"text": "draw"}))).await;
            assert_eq!(status, StatusCode::CONFLICT);
            let (status, _) = post(&c, &format!("/api/matches/{id}/seats/{seat}/bot"), t, None).await;
            assert_eq!(status, StatusCode::CONFLICT, "a seat of a finished match changes hands");
            let (status, _) = post(&c, "/api/join", t, Some(json!({"token": t}))).await;
            assert_eq!(status, StatusCode::CONFLICT, "joining a finished match");
        }
        // Nothing moved: same log, same outcome, still listed as finished.
        let after = c.state(id, None).await;
        assert_eq!((after.seq, &after.outcome, &after.seats), (end.seq, &end.outcome, &end.seats));
        let list: Value = c.http.get(c.url("/api/matches")).send().await.unwrap().json().await.unwrap();
        let row = list["matches"].as_array().unwrap().iter().find(|r| r["id"] == id.as_str()).unwrap().clone();
        assert_eq!(row["status"], "finished");
    }
    server.stop().await;
}

#[tokio::test]
async fn a_replay_never_names_a_hidden_chance_outcome() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let (m, _) = finished_duel(&c, 21).await;
    let store = horde_store::Store::open(&dir.path().join("h.db")).await.unwrap();
    let file = store.load(&m.match_id).await.unwrap().to_match_file();
    store.close().await;
    let mut deals = 0;
    for (i, entry) in file.actions.iter().enumerate() {
        let r = c.http.get(c.url(&format!("/api/matches/{}/replay?step={}", m.match_id, i + 1))).send().await.unwrap();
        let step: ReplayStep = answer(r).await.unwrap();
        if entry.actor != Actor::Chance {
            continue;
        }
        // A deal is `deal N`: a card only its receiver may know.
        deals += 1;
        let told = serde_json::to_string(&(&step.last_action, &step.events, &step.narration)).unwrap();
        assert!(!told.contains(&entry.text), "step {}: {told}", i + 1);
        assert!(!step.last_action.as_deref().unwrap_or("").chars().any(|c| c.is_ascii_digit()), "{told}");
        for e in &step.events {
            assert!(e.get("card").is_none_or(Value::is_null), "a spectator sees a dealt card: {e}");
        }
    }
    assert!(deals >= 4, "the opening deal is replayed");
    server.stop().await;
}

#[tokio::test]
async fn joining_a_seat_replaces_its_token() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let m = c.create(json!(["human", "human"]), 5).await;
    let id = &m.match_id;
    let creators_copy = m.seats[1].token.clone();
    // The creator reads the seat once while it is still unclaimed.
    assert_eq!(c.state(id, Some(&creators_copy)).await.viewer, Viewer::Seat(horde_core::Seat(1)));
    // A friend joins with the link: a new token, only theirs.
    let joined = c.join(&creators_copy).await;
    assert_ne!(joined.token, creators_copy);
    assert_eq!(joined.join_url, format!("/play/{}", joined.token));
    let friend = c.state(id, Some(&joined.token)).await;
    assert_eq!(friend.viewer, Viewer::Seat(horde_core::Seat(1)));
    assert!(friend.view["hand"].is_array());
    // The creator's copy opens nothing any more: no state, no play, no
    // socket, no second join.
    let r = c.http.get(c.url(&format!("/api/matches/{id}/state"))).bearer_auth(&creators_copy).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    let (status, body) =
        post(&c, &format!("/api/matches/{id}/actions"), &creators_copy, Some(json!({"index": 1}))).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    let (status, _) = post(&c, "/api/join", &creators_copy, Some(json!({"token": creators_copy}))).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let ws = format!("ws://{}/api/matches/{id}/ws?token={creators_copy}", server.addr());
    assert!(tokio_tungstenite::connect_async(ws).await.is_err(), "a socket with the replaced token");
    // Joining again (a reload) replaces it again.
    let again = c.join(&joined.token).await;
    assert_ne!(again.token, joined.token);
    let r = c.http.get(c.url(&format!("/api/matches/{id}/state"))).bearer_auth(&joined.token).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(c.state(id, Some(&again.token)).await.viewer, Viewer::Seat(horde_core::Seat(1)));
    server.stop().await;
}

#[tokio::test]
async fn only_a_seat_s_holder_hands_it_to_a_bot_unless_it_is_open() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let m = c.create(json!(["human", "human", "open", "bot"]), 5).await;
    let id = &m.match_id;
    let t0 = c.join(&m.seats[0].token).await.token;
    // Another person's seat, and a bot's seat someone else may take back.
    for target in [1, 3] {
        let (status, body) = post(&c, &format!("/api/matches/{id}/seats/{target}/bot"), &t0, None).await;
        assert_eq!(status, StatusCode::CONFLICT, "seat {target}: {body}");
    }
    // An open seat, and one's own.
    let (status, _) = post(&c, &format!("/api/matches/{id}/seats/2/bot"), &t0, None).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = post(&c, &format!("/api/matches/{id}/seats/1/bot"), &m.seats[1].token, None).await;
    assert_eq!(status, StatusCode::OK);
    server.stop().await;
}

#[tokio::test]
async fn a_chosen_seed_needs_a_practice_match_when_information_is_hidden() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let create = |body: Value| {
        let c = c.clone();
        async move {
            let r = c.http.post(c.url("/api/matches")).json(&body).send().await.unwrap();
            (r.status(), r.json::<Value>().await.unwrap())
        }
    };
    // Every shipped rule system hides something: a chosen seed alone is refused.
    for (game, mission) in [("duel", "duel"), ("grid-siege", "siege"), ("rue-morgue", "m01")] {
        let (status, body) =
            create(json!({"game": game, "mission": mission, "seats": ["human", "human"], "seed": 7})).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{game}: {body}");
        assert!(body["error"].as_str().unwrap().contains("practice"), "{body}");
    }
    // A practice match may choose it, and every seat and spectator is told.
    let (status, body) =
        create(json!({"game": "duel", "mission": "duel", "seats": ["human", "human"], "seed": 7, "practice": true}))
            .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let practice: CreatedMatch = serde_json::from_value(body).unwrap();
    for t in [Some(practice.seats[0].token.as_str()), Some(practice.seats[1].token.as_str()), None] {
        assert!(c.state(&practice.match_id, t).await.practice);
    }
    // Otherwise the server draws the seed and sends it nowhere.
    let (status, body) = create(json!({"game": "duel", "mission": "duel", "seats": ["human", "human"]})).await;
    assert_eq!(status, StatusCode::CREATED);
    assert!(!body.to_string().contains("seed"), "{body}");
    let real: CreatedMatch = serde_json::from_value(body).unwrap();
    let s: SeatState = c.state(&real.match_id, Some(&real.seats[0].token)).await;
    assert!(!s.practice);
    let raw = c.http.get(c.url(&format!("/api/matches/{}/state", real.match_id))).send().await.unwrap();
    assert!(!raw.text().await.unwrap().contains("seed"));
    server.stop().await;
}

/// The number of matches the lobby lists.
async fn listed(c: &Client) -> usize {
    let list: Value = c.http.get(c.url("/api/matches")).send().await.unwrap().json().await.unwrap();
    list["matches"].as_array().unwrap().len()
}

#[tokio::test]
async fn cross_site_requests_and_foreign_hosts_are_refused() {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let body = json!({"game": "duel", "mission": "duel", "seats": ["human", "human"]}).to_string();
    // A form on another site posts a "simple" text/plain request.
    let r = c
        .http
        .post(c.url("/api/matches"))
        .header("content-type", "text/plain")
        .header("origin", "http://evil.example")
        .body(body.clone())
        .send()
        .await
        .unwrap();
    let (status, err) = answer::<Value>(r).await.unwrap_err();
    assert_eq!(status, StatusCode::FORBIDDEN, "{err:?}");
    assert!(err.error.contains("evil.example"), "{err:?}");
    assert_eq!(listed(&c).await, 0, "nothing was created");
    // The page's own origin may.
    let own = format!("http://{}", server.addr());
    let r = c.http.post(c.url("/api/matches")).header("origin", &own).body(body).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::CREATED);
    let m: CreatedMatch = r.json().await.unwrap();
    // A name that resolves to this machine but is not its own (DNS
    // rebinding) reads nothing, not even the spectator's view.
    let r = c
        .http
        .get(c.url(&format!("/api/matches/{}/state", m.match_id)))
        .header("host", "evil.example")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let r = c.http.get(c.url("/")).header("host", "evil.example:80").send().await.unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    // A WebSocket opened by a foreign page is refused before the upgrade;
    // one from the page's own origin is accepted.
    let url = format!("ws://{}/api/matches/{}/ws", server.addr(), m.match_id);
    let mut foreign = url.clone().into_client_request().unwrap();
    foreign.headers_mut().insert("origin", "http://evil.example".parse().unwrap());
    assert!(tokio_tungstenite::connect_async(foreign).await.is_err());
    let mut same = url.into_client_request().unwrap();
    same.headers_mut().insert("origin", own.parse().unwrap());
    assert!(tokio_tungstenite::connect_async(same).await.is_ok());
    server.stop().await;
}

#[tokio::test]
async fn responses_carry_the_security_headers_and_every_error_is_json() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let body = json!({"game": "duel", "mission": "duel", "seats": ["human", "human"]});
    let r = c.http.post(c.url("/api/matches")).json(&body).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::CREATED);
    let h = r.headers().clone();
    assert_eq!(h["cache-control"], "no-store", "tokens are never cached");
    assert_eq!(h["x-content-type-options"], "nosniff");
    assert!(h["content-security-policy"].to_str().unwrap().contains("frame-ancestors 'none'"));
    for page in ["/", "/assets/seat.js"] {
        let r = c.http.get(c.url(page)).send().await.unwrap();
        assert_eq!(r.headers()["x-content-type-options"], "nosniff", "{page}");
        assert!(r.headers()["content-security-policy"].to_str().unwrap().contains("frame-ancestors 'none'"), "{page}");
    }
    let m: CreatedMatch = r.json().await.unwrap();
    let id = &m.match_id;
    // Refusals from every layer, each as {"error": ...}.
    let cases = [
        (c.http.get(c.url(&format!("/api/matches/{id}/ws"))), StatusCode::BAD_REQUEST),
        (c.http.delete(c.url("/api/matches")), StatusCode::METHOD_NOT_ALLOWED),
        (c.http.get(c.url("/no/such/page")), StatusCode::NOT_FOUND),
        (c.http.get(c.url("/api/no/such/route")), StatusCode::NOT_FOUND),
        (
            c.http.post(c.url(&format!("/api/matches/{id}/seats/x/bot"))).bearer_auth(&m.seats[0].token),
            StatusCode::BAD_REQUEST,
        ),
        (c.http.get(c.url(&format!("/api/matches/{id}/replay?step=minus"))), StatusCode::BAD_REQUEST),
    ];
    for (req, want) in cases {
        let r = req.send().await.unwrap();
        let status = r.status();
        let text = r.text().await.unwrap();
        assert_eq!(status, want, "{text}");
        let v: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"));
        assert!(v["error"].as_str().is_some_and(|e| !e.is_empty()), "{text}");
    }
    server.stop().await;
}

#[tokio::test]
async fn a_socket_opened_with_a_replaced_token_ends_and_can_do_nothing() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let m = c.create(json!(["human", "human"]), 9).await;
    let creators_copy = m.seats[0].token.clone();
    let url = format!("ws://{}/api/matches/{}/ws?token={creators_copy}", server.addr(), m.match_id);
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let first = ws.next().await.unwrap().unwrap();
    assert!(first.to_text().unwrap().contains("\"state\""));
    // Seat 0 is to play; a friend joins it.
    let friend = c.join(&creators_copy).await.token;
    // The old socket gets nothing more of the seat: it ends, and whatever
    // it still sends is refused.
    let _ = ws.send(Message::Text(json!({"type": "act", "text": "draw"}).to_string().into())).await;
    let _ = ws.send(Message::Text(json!({"type": "resync"}).to_string().into())).await;
    let mut seen = Vec::new();
    while let Ok(Some(Ok(msg))) = tokio::time::timeout(Duration::from_secs(5), ws.next()).await {
        match msg {
            Message::Text(t) => seen.push(t.to_string()),
            Message::Close(_) => break,
            _ => {}
        }
    }
    for t in &seen {
        assert!(!t.contains("\"state\"") && !t.contains("\"ack\""), "the old socket got {t}");
    }
    assert_eq!(c.state(&m.match_id, Some(&friend)).await.seq, c.state(&m.match_id, None).await.seq);
    assert_eq!(c.state(&m.match_id, None).await.seq, 4, "nothing was played");
    server.stop().await;
}
