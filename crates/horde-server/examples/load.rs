//! Load harness: N concurrent matches driven over loopback by a second
//! process, bounded in matches, actions and time.
//!
//!     cargo run --release -p horde-server --example load -- --matches 50 --seconds 10
//!     cargo run --release -p horde-server --example load -- --matches 1000 --seconds 30 --pace-ms 2000
//!
//! The harness starts the server as a child process (itself, re-run with
//! `--serve`) on a fresh SQLite file, plays duels between two "people"
//! over HTTP (every action is a POST that returns once it is on disk),
//! and reports actions per second and the action latency percentiles.
//!
//! Without `--pace-ms` every match acts again as soon as its previous
//! action is acknowledged: a closed loop that finds the throughput limit
//! (and whose latency is then mostly queueing). With `--pace-ms P` each
//! match waits about P ms between actions, as people at a table do, so
//! the figure is the latency a player feels with that many matches open.
//!
//! With `--finish N` it measures memory instead: N short bot-against-bot
//! duels are created and played to their end, `--matches` at a time, and
//! the server's resident memory is printed after each thousand and once
//! the finished matches have left memory (`--linger-ms` after their end):
//!
//!     cargo run --release -p horde-server --example load -- --finish 3000 --matches 100 --turns 5 --stalled 200

use clap::Parser;
use horde_core::Decision;
use horde_server::protocol::{Accepted, CreatedMatch, Joined, SeatState};
use horde_server::{Catalog, Config, Limits, demo::Duel};
use serde_json::json;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[derive(Debug, Parser)]
struct Args {
    /// Concurrent matches.
    #[arg(long, default_value_t = 20)]
    matches: usize,
    /// Stop driving after this many seconds.
    #[arg(long, default_value_t = 5)]
    seconds: u64,
    /// Plays per match before it ends (bounds the total work).
    #[arg(long, default_value_t = 400)]
    turns: u32,
    /// Milliseconds each match waits between its actions (0: none).
    #[arg(long, default_value_t = 0)]
    pace_ms: u64,
    /// Measure memory over this many created-and-finished matches instead.
    #[arg(long)]
    finish: Option<usize>,
    /// With `--finish`: spectator WebSockets that never read, kept open on
    /// a long bot duel throughout (each with a 4 KiB receive buffer).
    #[arg(long, default_value_t = 0)]
    stalled: usize,
    /// Milliseconds a finished match nobody watches stays in memory.
    #[arg(long, default_value_t = 30_000)]
    linger_ms: u64,
    /// Internal: run as the server process on this database.
    #[arg(long)]
    serve: Option<PathBuf>,
}

type Error = Box<dyn std::error::Error + Send + Sync>;

#[tokio::main]
async fn main() -> Result<(), Error> {
    let args = Args::parse();
    match &args.serve {
        Some(db) => serve(db.clone(), Duration::from_millis(args.linger_ms)).await,
        None => drive(&args).await,
    }
}

async fn serve(db: PathBuf, finished_linger: Duration) -> Result<(), Error> {
    let config = Config {
        addr: "127.0.0.1:0".parse()?,
        database: db.into(),
        catalog: Catalog::standard().with::<Duel>(),
        bot_delay: Duration::ZERO,
        limits: Limits {
            burst: 1_000_000,
            per_second: 1_000_000,
            creates_per_minute: 1_000_000,
            ws_per_client: 1_000_000,
            conns_per_client: 1_000_000,
            finished_linger,
            ..Limits::default()
        },
        allowed_hosts: Vec::new(),
    };
    let server = horde_server::start(config).await?;
    println!("listening on http://{}", server.addr());
    // The parent kills this process when it is done.
    server.wait().await?;
    Ok(())
}

/// Kills the server process however the harness ends.
struct Child(std::process::Child);
impl Drop for Child {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[allow(clippy::disallowed_methods)] // a benchmark reads the clock
async fn drive(args: &Args) -> Result<(), Error> {
    let dir = tempfile::tempdir()?;
    let mut child = Child(
        Command::new(std::env::current_exe()?)
            .arg("--serve")
            .arg(dir.path().join("load.db"))
            .arg("--linger-ms")
            .arg(args.linger_ms.to_string())
            .stdout(Stdio::piped())
            .spawn()?,
    );
    let stdout = child.0.stdout.take().ok_or("no stdout")?;
    let mut line = String::new();
    BufReader::new(stdout).read_line(&mut line)?;
    let base = line.trim().strip_prefix("listening on ").ok_or("the server did not start")?.to_owned();
    if let Some(n) = args.finish {
        return memory(&base, child.0.id(), n, args).await;
    }

    let seconds = Duration::from_secs(args.seconds);
    // Every match is created and joined before any plays, so the
    // figures are of play, not of the creation burst (timed on its own).
    let ready = std::sync::Arc::new(tokio::sync::Barrier::new(args.matches + 1));
    let mut tasks = Vec::new();
    for i in 0..args.matches {
        let base = base.clone();
        let ready = ready.clone();
        let turns = args.turns;
        let pace = Duration::from_millis(args.pace_ms);
        tasks.push(tokio::spawn(async move { play(&base, i as u64, turns, pace, seconds, &ready).await }));
    }
    let creating = Instant::now();
    ready.wait().await;
    println!("created and joined {} matches in {:.2} s", args.matches, creating.elapsed().as_secs_f64());
    let started = Instant::now();
    let mut latencies = Vec::new();
    let mut finished = 0;
    for t in tasks {
        let (lat, done) = t.await??;
        latencies.extend(lat);
        finished += usize::from(done);
    }
    let elapsed = started.elapsed().as_secs_f64();
    latencies.sort_unstable();
    let pct = |p: f64| -> f64 {
        if latencies.is_empty() {
            return 0.0;
        }
        let i = ((latencies.len() as f64 - 1.0) * p).round() as usize;
        latencies[i].as_secs_f64() * 1000.0
    };
    println!(
        "{} matches (pace {} ms, {} finished), {} actions in {:.2} s: {:.0} actions/s; latency p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        args.matches,
        args.pace_ms,
        finished,
        latencies.len(),
        elapsed,
        latencies.len() as f64 / elapsed,
        pct(0.5),
        pct(0.99),
        pct(1.0),
    );
    drop(child);
    Ok(())
}

/// Creates a duel between two people and joins both seats.
async fn open_match(
    http: &reqwest::Client,
    base: &str,
    seed: u64,
    turns: u32,
) -> Result<(String, Vec<String>, SeatState), Error> {
    // A chosen seed makes a practice match (the duel hides its hands).
    let body = json!({"game": "duel", "mission": "duel", "seats": ["human", "human"], "seed": seed,
                      "practice": true, "setup": {"seats": 2, "turns": turns}});
    let created: CreatedMatch = http.post(format!("{base}/api/matches")).json(&body).send().await?.json().await?;
    let id = created.match_id;
    // Joining replaces each seat's token.
    let mut tokens = Vec::new();
    for s in created.seats {
        let r = http.post(format!("{base}/api/join")).json(&json!({"token": s.token})).send().await?;
        let joined: Joined = r.error_for_status()?.json().await?;
        tokens.push(joined.token);
    }
    let state = http.get(format!("{base}/api/matches/{id}/state")).bearer_auth(&tokens[0]).send().await?.json().await?;
    Ok((id, tokens, state))
}

/// Plays one duel until it ends or the deadline; returns the latency of
/// every action and whether the match finished.
#[allow(clippy::disallowed_methods)]
async fn play(
    base: &str,
    seed: u64,
    turns: u32,
    pace: Duration,
    seconds: Duration,
    ready: &tokio::sync::Barrier,
) -> Result<(Vec<Duration>, bool), Error> {
    let http = reqwest::Client::new();
    let state_of =
        |id: &str, token: &str| http.get(format!("{base}/api/matches/{id}/state")).bearer_auth(token.to_owned()).send();
    // Wait at the barrier even after a failed setup, or the others would
    // wait for this match forever.
    let setup = open_match(&http, base, seed, turns).await;
    ready.wait().await;
    let (id, tokens, mut state) = setup?;
    let deadline = Instant::now() + seconds;
    let mut latencies = Vec::new();
    // Spread the matches over one pace period, then keep each to its
    // pace (with a little spread so they do not fall into step).
    let spread =
        |k: u64| pace.mul_f64(0.75 + 0.5 * ((seed.wrapping_mul(2654435761).wrapping_add(k) % 1000) as f64 / 1000.0));
    if !pace.is_zero() {
        tokio::time::sleep(pace.mul_f64((seed % 1000) as f64 / 1000.0)).await;
    }
    let mut k = 0;
    while Instant::now() < deadline {
        let Decision::Seat(seat) = state.decision else { return Ok((latencies, true)) };
        let token = &tokens[seat.index()];
        if state.viewer != horde_core::Viewer::Seat(seat) {
            state = state_of(&id, token).await?.json().await?;
        }
        // Vary the choices a little: mostly the first legal action.
        let pick = &state.legal[(state.seq as usize) % state.legal.len().min(2)];
        let t0 = Instant::now();
        let r = http
            .post(format!("{base}/api/matches/{id}/actions"))
            .bearer_auth(token)
            .json(&json!({"index": pick.index, "seq": state.seq}))
            .send()
            .await?
            .error_for_status()?;
        let accepted: Accepted = r.json().await?;
        latencies.push(t0.elapsed());
        state = accepted.state;
        if !pace.is_zero() {
            k += 1;
            tokio::time::sleep(spread(k)).await;
        }
    }
    Ok((latencies, false))
}

/// The resident memory of process `pid`, in KiB (Linux).
fn resident_kib(pid: u32) -> Result<u64, Error> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status"))?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).ok_or("no VmRSS in /proc status")?;
    Ok(line.split_whitespace().nth(1).ok_or("a bare VmRSS line")?.parse()?)
}

/// Creates `total` bot-against-bot duels, `args.matches` at a time, each
/// played to its end, and prints the server's resident memory as it goes.
#[allow(clippy::disallowed_methods)] // a benchmark reads the clock
async fn memory(base: &str, pid: u32, total: usize, args: &Args) -> Result<(), Error> {
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
