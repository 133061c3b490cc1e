//! A crash loses no acknowledged action: the real server binary is killed
//! with SIGKILL mid-play and restarted on the same database. Each test
//! runs on a SQLite file and on PostgreSQL (see `horde_store::test_db`).
#![allow(clippy::unwrap_used)]

mod support;

use horde_core::{Decision, Match, Seat, Viewer};
use horde_server::demo::Duel;
use horde_store::MatchStatus;
use horde_store::test_db::TestDb;
use serde_json::json;
use std::time::Duration;
use support::{Client, ServerProcess, view_json};

/// The server binary on `db`, its rate limits out of the drills' way.
async fn spawn_server(db: &TestDb) -> ServerProcess {
    ServerProcess::spawn(db, &["--rate", "100000"]).await
}

horde_store::on_both_backends!(
    sigkill_loses_no_acknowledged_action_and_play_continues,
    sigkill_cycles_under_load_lose_no_acknowledged_action,
);

async fn sigkill_loses_no_acknowledged_action_and_play_continues(db: TestDb) {
    let server = spawn_server(&db).await;
    let c = Client::new(server.addr);
    // Match A: two people; every action in its log was acknowledged.
    let a = c.create(json!(["human", "human"]), 1).await;
    let mut tokens = Vec::new();
    for s in &a.seats {
        tokens.push(c.join(&s.token).await.token);
    }
    // Match B: two bots playing a long duel flat out, so the kill lands
    // in the middle of writes.
    let body = json!({"game": "duel", "mission": "duel", "seats": ["bot", "bot"], "seed": 2, "practice": true,
                      "setup": {"seats": 2, "turns": 50000}});
    let r = c.http.post(c.url("/api/matches")).json(&body).send().await.unwrap();
    let b: horde_server::protocol::CreatedMatch = r.json().await.unwrap();

    let mut acked = 0;
    for _ in 0..7 {
        let s = c.state(&a.match_id, None).await;
        let Decision::Seat(seat) = s.decision else { panic!("match A ended early") };
        acked = c.play_first(&a.match_id, &tokens[seat.index()]).await.unwrap().seq;
    }
    let seen_a = c.state(&a.match_id, Some(&tokens[0])).await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    server.kill();

    // What survived: every acknowledged action of A, and a consistent B.
    let store = db.store().await;
    let stored_a = store.load(&a.match_id).await.unwrap();
    assert_eq!(stored_a.actions.len() as u64, acked);
    // Replaying checks the state hash the server stored with the last batch.
    let replayed: Match<Duel> = stored_a.replay().unwrap();
    assert_eq!(view_json(&replayed, Viewer::Seat(Seat(0))), seen_a.view);
    let stored_b = store.load(&b.match_id).await.unwrap();
    let b_len = stored_b.actions.len();
    assert!(b_len > 4, "the bots did not get going ({b_len} actions)");
    stored_b.replay::<Duel>().unwrap();
    store.close().await;

    // Restart on the same database: both matches are back, B's bots carry on.
    let server = spawn_server(&db).await;
    let c = Client::new(server.addr);
    let resumed = c.state(&a.match_id, Some(&tokens[0])).await;
    assert_eq!((resumed.seq, &resumed.view), (acked, &seen_a.view));
    let mut waited = 0;
    while (c.state(&b.match_id, None).await.seq as usize) <= b_len {
        tokio::time::sleep(Duration::from_millis(10)).await;
        waited += 1;
        assert!(waited < 500, "match B did not resume");
    }
    loop {
        let s = c.state(&a.match_id, None).await;
        let Decision::Seat(seat) = s.decision else { break };
        c.play_first(&a.match_id, &tokens[seat.index()]).await.unwrap();
    }
    server.kill();

    // The continued log extends the old one, and replays to the state hash
    // the restarted server computed and stored.
    let store = db.store().await;
    let final_a = store.load(&a.match_id).await.unwrap();
    assert_eq!(final_a.record.status, MatchStatus::Finished);
    assert_eq!(final_a.actions[..stored_a.actions.len()], stored_a.actions[..]);
    let done: Match<Duel> = final_a.replay().unwrap();
    assert_eq!(done.decision(), Decision::Terminal);
    assert_eq!(final_a.snapshot.unwrap().1, horde_core::Game::state_hash(done.state()));
    let final_b = store.load(&b.match_id).await.unwrap();
    assert_eq!(final_b.actions[..b_len], stored_b.actions[..]);
    final_b.replay::<Duel>().unwrap();
}

/// Plays match `id` (two human seats, `tokens`) as fast as it answers and
/// returns the log length of the last acknowledged action; stops at the
/// first request that fails (the server was killed).
async fn play_until_killed(c: Client, id: String, tokens: Vec<String>) -> u64 {
    let mut acked = 0;
    loop {
        let state = async {
            let r = c.http.get(c.url(&format!("/api/matches/{id}/state"))).send().await.ok()?;
            r.json::<horde_server::protocol::SeatState>().await.ok()
        };
        let Some(s) = state.await else { return acked };
        let Decision::Seat(seat) = s.decision else { return acked };
        let token = &tokens[seat.index()];
        let mine = match c.http.get(c.url(&format!("/api/matches/{id}/state"))).bearer_auth(token).send().await {
            Ok(r) => r.json::<horde_server::protocol::SeatState>().await.ok(),
            Err(_) => None,
        };
        let Some(mine) = mine else { return acked };
        let Some(a) = mine.legal.first() else { continue };
        let body = json!({"index": a.index, "seq": mine.seq});
        let sent = c.http.post(c.url(&format!("/api/matches/{id}/actions"))).bearer_auth(token).json(&body).send();
        match sent.await {
            Ok(r) if r.status().is_success() => {
                let Ok(done) = r.json::<horde_server::protocol::Accepted>().await else { return acked };
                acked = done.seq;
            }
            Ok(_) => {}
            Err(_) => return acked,
        }
    }
}

/// `kill -9` again and again while clients play several matches and two
/// bots play flat out: after each kill every acknowledged action is in
/// the store, every log replays and only ever grew, and the restarted
/// server carries on. Two cycles by default, 20 with `HORDE_LONG_DRILLS=1`.
async fn sigkill_cycles_under_load_lose_no_acknowledged_action(db: TestDb) {
    let cycles = if support::long_drills() { 20 } else { 2 };
    let players = 4;
    let long = json!({"seats": 2, "turns": 50000});
    let mut matches = Vec::new();
    {
        let server = spawn_server(&db).await;
        let c = Client::new(server.addr);
        for k in 0..=players {
            let seats = if k == players { json!(["bot", "bot"]) } else { json!(["human", "human"]) };
            let body = json!({"game": "duel", "mission": "duel", "seats": seats, "seed": k, "practice": true,
                              "setup": long});
            let r = c.http.post(c.url("/api/matches")).json(&body).send().await.unwrap();
            let m: horde_server::protocol::CreatedMatch = r.json().await.unwrap();
            let mut tokens = Vec::new();
            for s in &m.seats {
                tokens.push(if k == players { s.token.clone() } else { c.join(&s.token).await.token });
            }
            matches.push((m.match_id, tokens));
        }
        server.kill();
    }
    let mut logs: Vec<Vec<horde_core::FileEntry>> = vec![Vec::new(); matches.len()];
    let (mut acked_total, mut stored_total) = (0, 0);
    for cycle in 0..cycles {
        let server = spawn_server(&db).await;
        let c = Client::new(server.addr);
        let clients: Vec<_> = matches[..players]
            .iter()
            .map(|(id, tokens)| tokio::spawn(play_until_killed(c.clone(), id.clone(), tokens.clone())))
            .collect();
        // The kill lands at a different point of play each cycle.
        tokio::time::sleep(Duration::from_millis(150 + (cycle * 53) % 250)).await;
        server.kill();
        let acked: Vec<u64> = futures_util::future::join_all(clients).await.into_iter().map(Result::unwrap).collect();

        let store = db.store().await;
        for (k, (id, _)) in matches.iter().enumerate() {
            let stored = store.load(id).await.unwrap();
            // Replaying checks the state hash stored with the last batch.
            stored.replay::<Duel>().unwrap();
            assert_eq!(stored.actions[..logs[k].len()], logs[k][..], "cycle {cycle}: match {k}'s log was rewritten");
            if let Some(&a) = acked.get(k) {
                assert!(stored.actions.len() as u64 >= a, "cycle {cycle}: match {k} lost acknowledged actions");
                acked_total += a - (logs[k].len() as u64).min(a);
            }
            stored_total += stored.actions.len() - logs[k].len();
            logs[k] = stored.actions;
        }
        store.close().await;
    }
    eprintln!("{cycles} kill -9 cycles: {acked_total} actions acknowledged, {stored_total} stored, none lost");
    assert!(acked_total > cycles, "the players hardly played: {acked_total} actions");
    assert!(logs[players].len() > 4, "the bots did not get going");
}
