//! Several real `horde serve` processes on one PostgreSQL database: a
//! match is live in one of them (its lease holder), requests reaching
//! another are relayed to it, and when the holder is killed with SIGKILL
//! another process takes its matches over. Clients race actions through
//! every process; no acknowledged action is lost and none is doubled.
//! (SQLite serves one process only: these run on PostgreSQL.)
// The failover is timed with the wall clock: that time is what the test measures.
#![allow(clippy::unwrap_used, clippy::disallowed_methods)]

mod support;

use futures_util::{SinkExt, StreamExt};
use horde_core::{Actor, Decision};
use horde_server::demo::Duel;
use horde_server::protocol::{Accepted, CreatedMatch, SeatState, ServerMsg};
use horde_store::Backend;
use horde_store::test_db::TestDb;
use serde_json::json;
use std::collections::BTreeMap;
use std::process::Command;
use std::time::{Duration, Instant};
use support::{Client, ServerProcess as Proc};

/// One server process on `db`, its limits out of the racers' way.
async fn spawn_proc(db: &TestDb) -> Proc {
    let limits = [
        ["--rate", "1000000"],
        ["--creates-per-minute", "1000000"],
        ["--sockets-per-client", "100000"],
        ["--connections-per-client", "1000000"],
    ];
    Proc::spawn(db, limits.as_flattened()).await
}

impl Proc {
    fn client(&self) -> Client {
        Client::new(self.addr)
    }

    /// Ctrl-C: a clean stop (its leases are given back, its database
    /// connections close, and PostgreSQL's counters take in its work).
    fn stop(mut self) {
        let pid = self.child.id().to_string();
        assert!(Command::new("kill").args(["-INT", &pid]).status().unwrap().success());
        self.child.wait().unwrap();
    }
}

/// A two-person duel long enough never to end in a test; returns the
/// match and its joined seats' tokens (joined through `joiner`).
async fn new_duel(creator: &Client, joiner: &Client, seed: u64) -> (String, Vec<String>) {
    let body = json!({"game": "duel", "mission": "duel", "seats": ["human", "human"], "seed": seed,
                      "practice": true, "setup": {"seats": 2, "turns": 50000}});
    let r = creator.http.post(creator.url("/api/matches")).json(&body).send().await.unwrap();
    assert_eq!(r.status(), reqwest::StatusCode::CREATED);
    let m: CreatedMatch = r.json().await.unwrap();
    let mut tokens = Vec::new();
    for s in &m.seats {
        tokens.push(joiner.join(&s.token).await.token);
    }
    (m.match_id, tokens)
}

/// An acknowledged action: the log length it was played at and the
/// length after it (its chance included).
type Ack = (u64, u64);

/// One try at playing seat `token`'s first legal action through `c`:
/// `Some` if acknowledged, `None` if refused, not its turn, or failed.
async fn try_act(c: &Client, id: &str, token: &str) -> Option<Ack> {
    let r = c.http.get(c.url(&format!("/api/matches/{id}/state"))).bearer_auth(token).send().await.ok()?;
    let s: SeatState = r.json().await.ok()?;
    if !s.your_turn {
        return None;
    }
    let a = s.legal.first()?;
    let body = json!({"index": a.index, "seq": s.seq});
    let r = c.http.post(c.url(&format!("/api/matches/{id}/actions"))).bearer_auth(token).json(&body).send().await;
    let r = r.ok().filter(|r| r.status().is_success())?;
    let done: Accepted = r.json().await.ok()?;
    Some((s.seq, done.seq))
}

/// The stored log of each match is exactly its acknowledged actions, each
/// once, in order: every acknowledged action is stored at the place it
/// was played (none lost), no place was acknowledged twice and nothing
/// unacknowledged sits between them (none doubled). Every log replays.
async fn check_logs(db: &TestDb, acks: &BTreeMap<String, Vec<Ack>>) -> (usize, usize) {
    let store = db.store().await;
    let (mut lost, mut doubled) = (0, 0);
    for (id, acks) in acks {
        let stored = store.load(id).await.unwrap();
        // Replaying checks the state hash stored with the last batch.
        stored.replay::<Duel>().unwrap();
        let mut acks = acks.clone();
        acks.sort_unstable();
        let mut at = 0;
        for &(from, to) in &acks {
            if from < at {
                doubled += 1;
                continue;
            }
            // Whatever lies between two acknowledged actions was played
            // by no acknowledged request: a seat action there is extra.
            let between = &stored.actions[at as usize..(from as usize).min(stored.actions.len())];
            doubled += between.iter().filter(|e| e.actor != Actor::Chance).count();
            if to as usize > stored.actions.len() {
                lost += 1;
            }
            at = to;
        }
        let tail = stored.actions.get(at as usize..).unwrap_or_default();
        doubled += tail.iter().filter(|e| e.actor != Actor::Chance).count();
    }
    store.close().await;
    (lost, doubled)
}

#[tokio::test]
async fn two_processes_racing_on_the_same_matches_accept_each_action_once() {
    let db = TestDb::new(Backend::Postgres).await;
    let start = db.pg_counters().await.unwrap();
    let procs = [spawn_proc(&db).await, spawn_proc(&db).await];
    let clients = [procs[0].client(), procs[1].client()];
    // Half the matches are created (and so held) by each process; every
    // seat is joined through the other one.
    let mut matches = Vec::new();
    for k in 0..8u64 {
        let (mine, other) = (&clients[(k % 2) as usize], &clients[1 - (k % 2) as usize]);
        matches.push(new_duel(mine, other, k).await);
    }
    // A spectator's socket through the process that does not hold match 0
    // is relayed to the holder and sees the play live.
    let ws_url = format!("ws://{}/api/matches/{}/ws", procs[1].addr, matches[0].0);
    let (mut ws, _) = tokio_tungstenite::connect_async(&ws_url).await.unwrap();
    let first = support::next_msg(&mut ws, Duration::from_secs(5)).await;
    assert!(matches!(first, Some(ServerMsg::State { .. })), "{first:?}");

    // Four racers a match: each seat through both processes, acting on
    // the state each saw; only one of two racers seeing a turn may win it.
    let started = Instant::now();
    let play_for = Duration::from_secs(if support::long_drills() { 20 } else { 4 });
    let mut racers = Vec::new();
    for (id, tokens) in &matches {
        for token in tokens {
            for c in &clients {
                let (c, id, token) = (c.clone(), id.clone(), token.clone());
                racers.push(tokio::spawn(async move {
                    let mut acks = Vec::new();
                    while started.elapsed() < play_for {
                        if let Some(ack) = try_act(&c, &id, &token).await {
                            acks.push(ack);
                        }
                    }
                    (id, acks)
                }));
            }
        }
    }
    let mut acks: BTreeMap<String, Vec<Ack>> = BTreeMap::new();
    for r in racers {
        let (id, a) = r.await.unwrap();
        acks.entry(id).or_default().extend(a);
    }
    let acked: usize = acks.values().map(Vec::len).sum();
    // The socket saw updates of match 0 while the racers played it.
    let mut updates = 0;
    while let Ok(Some(Ok(msg))) = tokio::time::timeout(Duration::from_millis(300), ws.next()).await {
        if let tokio_tungstenite::tungstenite::Message::Text(t) = msg
            && matches!(serde_json::from_str(&t), Ok(ServerMsg::Update { .. }))
        {
            updates += 1;
        }
    }
    let _ = ws.close(None).await;
    assert!(updates > 0, "the relayed socket saw no update");

    let elapsed = started.elapsed().as_secs_f64();
    for p in procs {
        p.stop();
    }
    let (lost, doubled) = check_logs(&db, &acks).await;
    let used = db.pg_counters().await.unwrap() - start;
    let per = |n: i64| n as f64 / acked as f64;
    eprintln!(
        "2 processes, {} matches, {acked} actions acknowledged in {elapsed:.1} s: {lost} lost, {doubled} doubled; \
         per action (whole run: creation, joins, lease renewals included): {:.2} commits, {:.2} rows inserted, \
         {:.2} rows updated, {:.1} WAL records, {:.0} WAL bytes, {:.2} WAL syncs",
        matches.len(),
        per(used.commits),
        per(used.rows_inserted),
        per(used.rows_updated),
        per(used.wal_records),
        per(used.wal_bytes),
        per(used.wal_syncs),
    );
    assert!(acked > matches.len(), "the racers hardly played: {acked} actions");
    assert_eq!((lost, doubled), (0, 0));
}

#[tokio::test]
async fn when_the_holder_of_a_hundred_matches_is_killed_another_process_takes_them_over() {
    let db = TestDb::new(Backend::Postgres).await;
    let holder = spawn_proc(&db).await;
    let other = spawn_proc(&db).await;
    let (h, o) = (holder.client(), other.client());
    let n = 100;
    let mut matches = Vec::new();
    for k in 0..n {
        matches.push(new_duel(&h, &h, k).await);
    }
    // Each match is played a little, half of it through the other process.
    let mut acks: BTreeMap<String, Vec<Ack>> = BTreeMap::new();
    for (k, (id, tokens)) in matches.iter().enumerate() {
        for step in 0..2 {
            let c = if (k + step) % 2 == 0 { &h } else { &o };
            let ack = loop {
                let seat = c.state(id, None).await.decision;
                let Decision::Seat(seat) = seat else { panic!("match {k} ended") };
                if let Some(ack) = try_act(c, id, &tokens[seat.index()]).await {
                    break ack;
                }
            };
            acks.entry(id.clone()).or_default().push(ack);
        }
    }
    let store = db.store().await;
    let holder_id = store.lease(&matches[0].0).await.unwrap().unwrap().owner;
    for (id, _) in &matches {
        assert_eq!(store.lease(id).await.unwrap().unwrap().owner, holder_id, "created matches stay with their creator");
    }

    holder.kill();
    let killed = Instant::now();
    let waits: Vec<_> = matches
        .iter()
        .map(|(id, tokens)| {
            let (o, id, tokens) = (o.clone(), id.clone(), tokens.clone());
            tokio::spawn(async move {
                loop {
                    for token in &tokens {
                        if let Some(ack) = try_act(&o, &id, token).await {
                            return (id, ack, killed.elapsed());
                        }
                    }
                    assert!(killed.elapsed() < Duration::from_secs(60), "match {id} never resumed");
                    tokio::time::sleep(Duration::from_millis(20)).await;
                }
            })
        })
        .collect();
    let mut times = Vec::new();
    for w in waits {
        let (id, ack, took) = w.await.unwrap();
        acks.entry(id).or_default().push(ack);
        times.push(took);
    }
    times.sort();
    let (median, last) = (times[times.len() / 2], times[times.len() - 1]);
    let new_holder = store.lease(&matches[0].0).await.unwrap().unwrap().owner;
    store.close().await;
    other.stop();
    let (lost, doubled) = check_logs(&db, &acks).await;
    eprintln!(
        "failover: kill -9 of the holder of {n} live matches; every match accepted an action through the other \
         process after at most {:.2} s (median {:.2} s); {lost} lost, {doubled} doubled",
        last.as_secs_f64(),
        median.as_secs_f64()
    );
    assert_ne!(new_holder, holder_id);
    assert_eq!((lost, doubled), (0, 0));
    assert!(last < Duration::from_secs(10), "failover took {last:?}");
}

/// Sockets keep working across processes: a socket of a seat opened
/// through the process that does not hold the match acts over it, and
/// sees only its own view (the holder builds it; the relay copies bytes).
#[tokio::test]
async fn a_seat_plays_over_a_socket_relayed_to_the_holder() {
    let db = TestDb::new(Backend::Postgres).await;
    let procs = [spawn_proc(&db).await, spawn_proc(&db).await];
    let (id, tokens) = new_duel(&procs[0].client(), &procs[0].client(), 7).await;
    let direct = procs[0].client().state(&id, Some(&tokens[0])).await;
    let url = format!("ws://{}/api/matches/{id}/ws?token={}", procs[1].addr, tokens[0]);
    let (mut ws, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
    let Some(ServerMsg::State { state }) = support::next_msg(&mut ws, Duration::from_secs(5)).await else {
        panic!("no state over the relayed socket")
    };
    assert_eq!((state.viewer, &state.view, state.seq), (direct.viewer, &direct.view, direct.seq));
    // Until it is seat 0's turn, the other seat plays directly.
    let s = loop {
        let s = procs[0].client().state(&id, Some(&tokens[0])).await;
        if s.your_turn {
            break s;
        }
        let Decision::Seat(seat) = s.decision else { panic!("the duel is over") };
        procs[0].client().play_first(&id, &tokens[seat.index()]).await.unwrap();
    };
    let a = s.legal.first().unwrap();
    ws.send(tokio_tungstenite::tungstenite::Message::Text(
        json!({"type": "act", "index": a.index, "seq": s.seq}).to_string().into(),
    ))
    .await
    .unwrap();
    let mut acked = None;
    while let Some(msg) = support::next_msg(&mut ws, Duration::from_secs(5)).await {
        if let ServerMsg::Ack { seq } = msg {
            acked = Some(seq);
            break;
        }
    }
    let acked = acked.unwrap();
    assert_eq!(procs[1].client().state(&id, None).await.seq, acked);
}
