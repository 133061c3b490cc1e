//! Load harness: concurrent matches played over loopback by people the
//! harness plays (one HTTP client per seat), against one or more child
//! `horde serve` processes, bounded in matches and time.
//!
//!     cargo run --release -p horde-server --example load -- --matches 50 --seconds 10
//!     cargo run --release -p horde-server --example load -- --game rue-morgue --mission m01 \
//!         --matches 1000 --seconds 60 --pace-ms 1000-3000
//!     cargo run --release -p horde-server --example load -- --game grid-siege --matches 200 \
//!         --seconds 30 --database pg-throwaway
//!
//! Every match is created as the lobby creates one, with every seat a
//! person's, and each seat is joined by a client of its own. The seat to
//! act reads its own state (the legal actions its page offers, never the
//! engine) and posts one of them, picked uniformly at random; the server
//! draws chance. A match that ends, or that a failure stops, is replaced by
//! a new one, so the number of open matches stays constant.
//!
//! Without `--pace-ms` (or with 0) every match acts again as soon as its
//! previous action is acknowledged: a closed loop that finds the
//! throughput limit (its latency is then mostly queueing). With
//! `--pace-ms LO-HI` each match waits a uniformly random time in that
//! range between its actions, as people at a table do, so the figures are
//! the latency a player feels with that many matches open.
//!
//! `--database` names the store: a fresh SQLite file by default, a
//! `postgres://` URL, or `pg-throwaway` for a PostgreSQL cluster started
//! for the run and deleted after it (`pg-throwaway-durable`: the same
//! with `fsync=on`). `--processes N` starts N servers on the same
//! database and seats seat k of match m on process (m + k) mod N; a
//! person whose process refuses connections goes on through the next.
//! After the run every match's stored log is compared with what its
//! people were told: no acknowledged action lost, none doubled.
//!
//! `--kill-after S` is the failover drill: process 0 is killed with
//! SIGKILL S seconds into the run, and the report says how long each
//! match it held took to accept an action again:
//!
//!     cargo run --release -p horde-server --example load -- --game rue-morgue --matches 200 \
//!         --seconds 30 --pace-ms 1000-3000 --database pg-throwaway --processes 2 --kill-after 15
//!
//! With `--finish N` it measures memory instead: N short bot-against-bot
//! duels are created and played to their end, `--matches` at a time, and
//! the server's resident memory is printed after each thousand and once
//! the finished matches have left memory (`--linger-ms` after their end):
//!
//!     cargo run --release -p horde-server --example load -- --finish 3000 --matches 100 --turns 5 --stalled 200
#![allow(clippy::disallowed_methods)] // a benchmark reads the clock

mod check;
mod database;
mod drill;
mod memory;
mod servers;
mod table;
mod tally;

use clap::Parser;
use std::time::{Duration, Instant};

#[derive(Debug, Parser)]
struct Args {
    /// The rule system to play: `duel` (the demo card game), `rue-morgue`, `grid-siege`.
    #[arg(long, default_value = "duel")]
    game: String,
    /// Its mission (default: `duel`, `m01`, `siege`).
    #[arg(long)]
    mission: Option<String>,
    /// Seats per match, each a person.
    #[arg(long, default_value_t = 2)]
    seats: u8,
    /// Concurrent matches.
    #[arg(long, default_value_t = 20)]
    matches: usize,
    /// Stop driving after this many seconds.
    #[arg(long, default_value_t = 5)]
    seconds: u64,
    /// Demo duel only: plays per match before it ends.
    #[arg(long, default_value_t = 400)]
    turns: u32,
    /// Milliseconds each match waits between its actions: `LO-HI` draws
    /// uniformly in that range, `P` is about P; 0 is flat out.
    #[arg(long, default_value = "0")]
    pace_ms: Pace,
    /// The store: a SQLite file (default: a fresh one), `postgres://...`,
    /// or `pg-throwaway` (a cluster started for this run).
    #[arg(long)]
    database: Option<String>,
    /// Server processes on the same database.
    #[arg(long, default_value_t = 1)]
    processes: usize,
    /// The failover drill: SIGKILL process 0 this many seconds into the run.
    #[arg(long)]
    kill_after: Option<f64>,
    /// Seed of the harness's own choices (actions and waits).
    #[arg(long, default_value_t = 1)]
    seed: u64,
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
    /// Internal: run as a server process on this database.
    #[arg(long)]
    serve: Option<String>,
}

/// The wait between a match's actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pace {
    lo: Duration,
    hi: Duration,
}

impl Pace {
    fn flat_out(self) -> bool {
        self.hi.is_zero()
    }
}

impl std::str::FromStr for Pace {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let ms = |t: &str| t.trim().parse::<u64>().map(Duration::from_millis).map_err(|e| format!("{t:?}: {e}"));
        let (lo, hi) = match s.split_once('-') {
            Some((lo, hi)) => (ms(lo)?, ms(hi)?),
            // One figure keeps the old meaning: about P, spread ±25 %.
            None => {
                let p = ms(s)?;
                (p.mul_f64(0.75), p.mul_f64(1.25))
            }
        };
        if lo > hi {
            return Err(format!("{s}: the low end is above the high end"));
        }
        Ok(Self { lo, hi })
    }
}

impl std::fmt::Display for Pace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.flat_out() {
            write!(f, "flat out")
        } else {
            write!(f, "one action every {}-{} ms per match", self.lo.as_millis(), self.hi.as_millis())
        }
    }
}

type Error = Box<dyn std::error::Error + Send + Sync>;

fn main() -> Result<(), Error> {
    let args = Args::parse();
    match &args.serve {
        // A server process runs as `horde serve` does: a worker per core.
        Some(db) => tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()?
            .block_on(servers::serve(db.parse()?, Duration::from_millis(args.linger_ms))),
        // The people share the server's cores here (in production they
        // are elsewhere): one thread keeps their share small and leaves
        // no second worker to wake and steal work.
        None => tokio::runtime::Builder::new_current_thread().enable_all().build()?.block_on(drive(&args)),
    }
}

async fn drive(args: &Args) -> Result<(), Error> {
    let db = database::Db::open(args.database.as_deref()).await?;
    let mut fleet = servers::Fleet::start(&db.arg(), args.processes.max(1), args.linger_ms)?;
    db.count_statements().await?;
    let postmaster = db.postmaster().await;
    if let Some(n) = args.finish {
        return memory::memory(&fleet.bases[0], fleet.pids()[0], n, args).await;
    }
    let plan = table::Plan::new(args)?;
    println!(
        "{} {} ({} seats), {} matches, {}, {} process(es) on {}; load average {}",
        plan.game,
        plan.mission,
        args.seats,
        args.matches,
        args.pace_ms,
        fleet.bases.len(),
        db.kind(),
        servers::load_average()
    );

    let ready = std::sync::Arc::new(tokio::sync::Barrier::new(args.matches + 1));
    let mut tasks = Vec::new();
    for i in 0..args.matches {
        let (plan, bases, ready) = (plan.clone(), fleet.bases.clone(), ready.clone());
        tasks.push(tokio::spawn(async move { table::run(plan, i, bases, &ready).await }));
    }
    // Every table opens its first match before any plays, so the figures
    // are of play, not of the creation burst (timed on its own).
    let creating = Instant::now();
    ready.wait().await;
    println!("created and joined {} matches in {:.2} s", args.matches, creating.elapsed().as_secs_f64());
    let before_cpu = fleet.cpu_seconds();
    let before_counts = fleet.cluster_counts();
    let before_db = db.counters().await?;
    let before_pg_cpu = postmaster.and_then(|p| servers::tree_cpu_seconds(p).ok());
    let before_own_cpu = servers::own_cpu_seconds(std::process::id())?;
    let started = Instant::now();
    let killed = match args.kill_after {
        Some(s) if fleet.bases.len() > 1 => {
            tokio::time::sleep(Duration::from_secs_f64(s)).await;
            let addr = fleet.bases[0].trim_start_matches("http://");
            let held = db.held_at(addr).await?;
            fleet.kill(0)?;
            Some((held, Instant::now()))
        }
        Some(_) => return Err("--kill-after needs --processes 2 or more".into()),
        None => None,
    };
    let mut tally = tally::Tally::default();
    for t in tasks {
        tally.merge(t.await?);
    }
    let elapsed = started.elapsed().as_secs_f64();
    let own_cpu = servers::own_cpu_seconds(std::process::id())? - before_own_cpu;
    let cpu = fleet.cpu_seconds().iter().zip(&before_cpu).map(|(a, b)| a - b).collect::<Vec<_>>();
    let counts = fleet.cluster_counts();
    tally.report(elapsed);
    let actions = tally.actions().max(1) as f64;
    let per_action = cpu.iter().sum::<f64>() * 1000.0 / actions;
    let each = cpu.iter().map(|c| format!("{c:.1}")).collect::<Vec<_>>().join(" + ");
    println!("server CPU {each} s ({per_action:.3} ms per accepted action)");
    println!("harness CPU {own_cpu:.1} s ({:.3} ms per accepted action)", own_cpu * 1000.0 / actions);
    cluster_report(&counts, &before_counts, actions, elapsed);
    if let Some((held, at)) = &killed {
        drill::report(held, *at, &tally.matches);
    }
    for (i, health) in fleet.health().await.iter().enumerate() {
        println!("process {i} health: {health}");
    }
    // The servers' database connections report their last counts as they
    // close; the moment waited is for their backends to exit.
    drop(fleet);
    tokio::time::sleep(Duration::from_millis(500)).await;
    if let (Some(p), Some(before)) = (postmaster, before_pg_cpu) {
        let pg = servers::tree_cpu_seconds(p)? - before;
        println!(
            "PostgreSQL CPU {pg:.1} s ({:.3} ms per accepted action; the postmaster and all its children)",
            pg * 1000.0 / actions
        );
    }
    if let (Some(a), Some(b)) = (db.counters().await?, before_db) {
        a.report_since(&b, actions, elapsed);
    }
    let c = check::check(&db.database(), &tally.matches).await?;
    println!(
        "store against acknowledgements: {} matches, {} actions acknowledged: {} lost, {} doubled; \
         {} of unknown outcome were stored",
        c.matches, c.acknowledged, c.lost, c.doubled, c.played_unheard
    );
    println!("load average after the run {}", servers::load_average());
    Ok(())
}

/// Relays per action and lease renewals per second, each process's and
/// in all (the processes' own counts: nothing on SQLite).
fn cluster_report(
    now: &[Option<horde_server::ClusterCounts>],
    before: &[Option<horde_server::ClusterCounts>],
    actions: f64,
    seconds: f64,
) {
    for (i, (n, b)) in now.iter().zip(before).enumerate() {
        let (Some(n), Some(b)) = (n, b) else { continue };
        let relayed = n.relayed_requests - b.relayed_requests;
        let renewals = n.renewals - b.renewals;
        let renewed = n.leases_renewed - b.leases_renewed;
        println!(
            "process {i}: {relayed} requests relayed ({:.3} per action; {} sockets), {renewals} renewal \
             statements ({:.2} per second) renewing {renewed} leases ({:.1} per second), {} matches swept up",
            relayed as f64 / actions,
            n.relayed_sockets - b.relayed_sockets,
            renewals as f64 / seconds,
            renewed as f64 / seconds,
            n.swept - b.swept,
        );
    }
}
