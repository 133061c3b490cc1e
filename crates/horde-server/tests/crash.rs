//! A crash loses no acknowledged action: the real server binary is killed
//! with SIGKILL mid-play and restarted on the same SQLite file.
#![allow(clippy::unwrap_used)]

mod support;

use horde_core::{Decision, Match, Seat, Viewer};
use horde_server::demo::Duel;
use horde_store::{MatchStatus, Store};
use serde_json::json;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use support::{Client, view_json};

/// The server process; killed (SIGKILL) when dropped, so a failing test
/// leaves nothing running.
struct Server {
    child: Child,
    addr: SocketAddr,
}

impl Server {
    async fn spawn(db: &Path) -> Self {
        let mut child = Command::new(env!("CARGO_BIN_EXE_horde-server"))
            .args(["--demo", "--addr", "127.0.0.1:0", "--bot-delay-ms", "0", "--rate", "100000", "--db"])
            .arg(db)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let line = tokio::task::spawn_blocking(move || {
            let mut line = String::new();
            BufReader::new(stdout).read_line(&mut line).unwrap();
            line
        })
        .await
        .unwrap();
        let addr = line.split("http://").nth(1).and_then(|r| r.split_whitespace().next()).unwrap();
        Self { child, addr: addr.parse().unwrap() }
    }

    /// SIGKILL: no shutdown code runs, nothing is flushed on the way out.
    fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[tokio::test]
async fn sigkill_loses_no_acknowledged_action_and_play_continues() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crash.db");

    let server = Server::spawn(&db).await;
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
    let store = Store::open(&db).await.unwrap();
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

    // Restart on the same file: both matches are back, B's bots carry on.
    let server = Server::spawn(&db).await;
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
    let store = Store::open(&db).await.unwrap();
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
