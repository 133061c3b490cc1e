//! `--finish`: the server's memory over many created-and-finished matches.

use crate::{Args, Error};
use horde_core::Decision;
use horde_server::protocol::{CreatedMatch, SeatState};
use serde_json::json;
use std::time::{Duration, Instant};

/// The resident memory of process `pid`, in KiB (Linux).
fn resident_kib(pid: u32) -> Result<u64, Error> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status"))?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).ok_or("no VmRSS in /proc status")?;
    Ok(line.split_whitespace().nth(1).ok_or("a bare VmRSS line")?.parse()?)
}

/// Creates `total` bot-against-bot duels, `args.matches` at a time, each
/// played to its end, and prints the server's resident memory as it goes.
pub async fn memory(base: &str, pid: u32, total: usize, args: &Args) -> Result<(), Error> {
    let http = reqwest::Client::new();
    let started = Instant::now();
    println!("before any match: {} KiB resident", resident_kib(pid)?);
    let stalled = stall(base, args.stalled).await?;
    if !stalled.is_empty() {
        println!("{} stalled sockets open: {} KiB resident", stalled.len(), resident_kib(pid)?);
    }
    let body = json!({"game": "duel", "mission": "duel", "seats": ["bot", "bot"],
                      "setup": {"seats": 2, "turns": args.turns}});
    let mut done = 0;
    while done < total {
        let batch = args.matches.max(1).min(total - done);
        let mut ids = Vec::with_capacity(batch);
        for _ in 0..batch {
            let r = http.post(format!("{base}/api/matches")).json(&body).send().await?.error_for_status()?;
            ids.push(r.json::<CreatedMatch>().await?.match_id);
        }
        for id in ids {
            loop {
                let s: SeatState =
                    http.get(format!("{base}/api/matches/{id}/state")).send().await?.error_for_status()?.json().await?;
                if s.decision == Decision::Terminal {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
        let before = done;
        done += batch;
        if done / 1000 > before / 1000 || done == total {
            println!("{done} matches created and finished: {} KiB resident", resident_kib(pid)?);
        }
    }
    println!("played in {:.1} s", started.elapsed().as_secs_f64());
    tokio::time::sleep(Duration::from_millis(args.linger_ms) + Duration::from_secs(2)).await;
    let health: serde_json::Value = http.get(format!("{base}/api/health")).send().await?.json().await?;
    println!(
        "after the linger time: {} KiB resident, {} matches in memory, {} of {} stalled sockets still open",
        resident_kib(pid)?,
        health["live_matches"],
        health["open_sockets"],
        stalled.len()
    );
    Ok(())
}

type Socket = tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>;

/// Opens `n` spectator sockets on a long bot duel that never read what
/// the server sends them.
async fn stall(base: &str, n: usize) -> Result<Vec<Socket>, Error> {
    if n == 0 {
        return Ok(Vec::new());
    }
    let body =
        json!({"game": "duel", "mission": "duel", "seats": ["bot", "bot"], "setup": {"seats": 2, "turns": 50000}});
    let http = reqwest::Client::new();
    let created: CreatedMatch =
        http.post(format!("{base}/api/matches")).json(&body).send().await?.error_for_status()?.json().await?;
    let addr: std::net::SocketAddr = base.strip_prefix("http://").ok_or("an http address")?.parse()?;
    let url = format!("ws://{addr}/api/matches/{}/ws", created.match_id);
    let mut sockets = Vec::with_capacity(n);
    for _ in 0..n {
        let socket = tokio::net::TcpSocket::new_v4()?;
        socket.set_recv_buffer_size(4096)?;
        let stream = socket.connect(addr).await?;
        sockets.push(tokio_tungstenite::client_async(url.as_str(), stream).await?.0);
    }
    Ok(sockets)
}
