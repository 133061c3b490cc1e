//! How long each bot the front ends offer thinks per decision, for the
//! budgets of `horde_ai::choice` (the figures in docs/performance.md,
//! "Bots at the table").
//!
//! `cargo run --release -p horde-tui --example bot_timing -- [GAMES] [SEED] [EVERY] [GAME] [BOT...]`
//!
//! For each rule system (or only GAME), plays GAMES games with the
//! heuristic at every seat and, at every EVERY-th seat decision (default
//! 1: all), asks each offered bot what it would play there (its pick is
//! not played), timing the question; BOT... limits the bots asked
//! (`rollout:quick mcts:strong`), and `HORDE_TIMING_VERBOSE=1` prints
//! every timing as it is taken. Prints the
//! mean, the 95th percentile and the longest time per decision: all seat
//! decisions count, the ones a search leaves to the policy too, since
//! that is what a person at the table waits for.
#![allow(clippy::disallowed_methods, clippy::unwrap_used, clippy::print_stdout)]

use horde_ai::{BotChoice, BotKind, BotSpec, Strength, decision_seed, offered_kinds};
use horde_core::{Actor, Decision, Match, Seat};
use horde_grid_siege::GridSiege;
use horde_rue_morgue::RueMorgue;
use horde_rules::RuleSystem;
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(2);
    let seed: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let every: usize = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(1).max(1);
    let only = args.get(4).map(String::as_str).filter(|g| *g != "all");
    let bots = &args[args.len().min(5)..];
    if only.is_none_or(|g| g == "rue-morgue") {
        measure::<RueMorgue>("tutorial-1", 1, games, seed, every, bots);
        measure::<RueMorgue>("m05", 1, games, seed, every, bots);
    }
    if only.is_none_or(|g| g == "grid-siege") {
        measure::<GridSiege>("siege", 2, games, seed, every, bots);
    }
}

fn measure<G: RuleSystem>(mission: &str, seats: u8, games: u64, seed: u64, every: usize, bots: &[String]) {
    let verbose = std::env::var_os("HORDE_TIMING_VERBOSE").is_some();
    let parts = G::bot_parts();
    let mut choices = Vec::new();
    for kind in offered_kinds(parts, Seat(0)) {
        if kind.searches() {
            choices.extend(Strength::ALL.map(|s| BotChoice::with_strength(kind, s)));
        } else if kind != BotKind::Random {
            choices.push(BotChoice::new(kind));
        }
    }
    if !bots.is_empty() {
        choices.retain(|c| bots.contains(&c.to_string()));
    }
    let has_policy = horde_ai::has_policy(parts, Seat(0));
    let mut specs: Vec<(String, BotSpec)> = choices.iter().map(|c| (c.to_string(), c.spec(has_policy))).collect();
    // Full settings, to try other budgets.
    for b in bots.iter().filter(|b| b.contains('=')) {
        specs.push((b.clone(), b.parse().unwrap()));
    }
    let mut times: Vec<Vec<Duration>> = vec![Vec::new(); specs.len()];
    let mut lengths = Vec::new();
    for g in 0..games {
        let setup = G::default_setup(mission, seats).unwrap();
        let mut m = Match::<G>::new(setup, seed + g).unwrap();
        let (mut events, mut legal) = (Vec::new(), Vec::new());
        let mut decisions = 0usize;
        for _ in 0..100_000 {
            match m.decision() {
                Decision::Terminal => break,
                Decision::Chance => {
                    m.resolve_chance(&mut events);
                }
                Decision::Seat(seat) => {
                    legal.clear();
                    m.state().legal_actions(&mut legal);
                    let at = m.log().len();
                    let s = decision_seed(m.seed(), seat, at);
                    decisions += 1;
                    let timed = if decisions.is_multiple_of(every) { &specs[..] } else { &[] };
                    for (i, (_, spec)) in timed.iter().enumerate() {
                        let t = Instant::now();
                        let mut bot = spec.build::<G>(parts, seat, s).unwrap();
                        std::hint::black_box(bot.choose(m.state(), seat, &legal));
                        times[i].push(t.elapsed());
                        if verbose {
                            eprintln!(
                                "decision {at} of {seat}, {} legal: {} {:?}",
                                legal.len(),
                                specs[i].0,
                                t.elapsed()
                            );
                        }
                    }
                    let mut heuristic = BotSpec::Heuristic.build::<G>(parts, seat, s).unwrap();
                    let a = heuristic.choose(m.state(), seat, &legal);
                    m.act(Actor::Seat(seat), a, &mut events).unwrap();
                }
            }
            events.clear();
        }
        lengths.push(m.log().len());
    }
    println!(
        "{} {mission}, {games} heuristic games ({lengths:?} log entries), {} seat decisions timed:",
        G::ID,
        times.first().map_or(0, Vec::len)
    );
    println!("  {:<16} {:>10} {:>10} {:>10}", "bot", "mean ms", "p95 ms", "max ms");
    for ((name, _), t) in specs.iter().zip(&mut times) {
        t.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let mean = t.iter().map(|&d| ms(d)).sum::<f64>() / t.len().max(1) as f64;
        let p95 = t.get(t.len() * 95 / 100).copied().map_or(0.0, ms);
        let max = t.last().copied().map_or(0.0, ms);
        println!("  {name:<16} {mean:>10.2} {p95:>10.2} {max:>10.2}");
    }
}
