//! Single-thread speed of the engine and the bots on the tutorial with the
//! default team of six: random and heuristic playouts in game rounds per
//! second, and MCTS iterations per second. The random playouts run twice:
//! a random bot choosing from each full legal list, and the same draws
//! through `Game::sample_legal`, as search rollouts make them.
//!
//! `cargo run --release -p horde-rue-morgue --example speed -- [SECONDS]`

// A speed measurement reads the clock; it is not rules code.
#![allow(clippy::disallowed_methods)]

use horde_ai::{Bot, HeuristicBot, Mcts, MctsConfig, RandomBot, Rollout};
use horde_core::rng::stream;
use horde_core::{Decision, Game, HordeRng, Seat};
use horde_rue_morgue::bot::{RmEvaluator, RmPolicy};
use horde_rue_morgue::sim::default_setup;
use horde_rue_morgue::{Action, Event, RueMorgue};
use std::time::{Duration, Instant};

fn main() {
    let secs: f64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(5.0);
    let budget = Duration::from_secs_f64(secs);
    let Ok(setup) = default_setup("tutorial-1", 1) else { return };
    let Ok(start) = RueMorgue::new(&setup) else { return };
    // Setup once, then clone: what a playout inside a search costs.
    let (rounds, decisions, elapsed) = playouts(&start, budget, &mut RandomBot::new(1));
    report("random playouts", rounds, decisions, elapsed);
    let (rounds, decisions, elapsed) = sampled_playouts(&start, budget);
    report("random playouts, sample_legal", rounds, decisions, elapsed);
    let (rounds, decisions, elapsed) = playouts(&start, budget, &mut HeuristicBot::new(RmPolicy::default(), 1));
    report("heuristic playouts", rounds, decisions, elapsed);

    // MCTS from positions along a heuristic game.
    let positions = positions(&start);
    for (label, config) in [
        ("mcts, random rollouts", MctsConfig::iterations(2000)),
        (
            "mcts, heuristic rollouts",
            MctsConfig { rollout: Rollout::Policy { epsilon: 0.1 }, ..MctsConfig::iterations(2000) },
        ),
        ("mcts, random rollouts cut at 40 steps", MctsConfig { max_rollout_steps: 40, ..MctsConfig::iterations(2000) }),
    ] {
        let mut mcts = Mcts::with_parts(config, RmPolicy::default(), RmEvaluator, 1);
        let t = Instant::now();
        let mut iterations = 0u64;
        let mut legal = Vec::new();
        'outer: while t.elapsed() < budget {
            for g in &positions {
                let Decision::Seat(seat) = g.decision() else { continue };
                legal.clear();
                g.legal_actions(&mut legal);
                if legal.len() < 2 {
                    continue;
                }
                mcts.choose(g, seat, &legal);
                iterations += u64::from(mcts.stats().iterations);
                if t.elapsed() >= budget {
                    break 'outer;
                }
            }
        }
        let e = t.elapsed().as_secs_f64();
        println!("{label:<40} {:>10.0} iterations/s ({iterations} in {e:.2} s)", iterations as f64 / e);
    }
}

fn report(label: &str, rounds: u64, decisions: u64, elapsed: Duration) {
    let e = elapsed.as_secs_f64();
    println!(
        "{label:<40} {:>10.0} rounds/s, {:>10.0} decisions/s ({rounds} rounds in {e:.2} s)",
        rounds as f64 / e,
        decisions as f64 / e
    );
}

/// Plays whole games from `start` until `budget` is spent.
fn playouts<B: Bot<RueMorgue>>(start: &RueMorgue, budget: Duration, bot: &mut B) -> (u64, u64, Duration) {
    let mut current = 0;
    timed(start, budget, |game, g, seat, legal| {
        if game != current {
            current = game;
            bot.reset(game);
        }
        legal.clear();
        g.legal_actions(legal);
        Some(bot.choose(g, seat, legal))
    })
}

/// The random playouts again, drawing each action with `sample_legal`
/// from the stream a random bot with the same seed would use.
fn sampled_playouts(start: &RueMorgue, budget: Duration) -> (u64, u64, Duration) {
    let (mut current, mut rng) = (0, HordeRng::new(0, stream::AI));
    timed(start, budget, |game, g, _, scratch| {
        if game != current {
            current = game;
            rng = HordeRng::new(game, stream::AI);
        }
        g.sample_legal(&mut rng, scratch)
    })
}

/// Plays whole games from clones of `start` until `budget` is spent;
/// `choose` gets the game's number (from 1) at every seat's decision.
fn timed(
    start: &RueMorgue,
    budget: Duration,
    mut choose: impl FnMut(u64, &RueMorgue, Seat, &mut Vec<Action>) -> Option<Action>,
) -> (u64, u64, Duration) {
    let t = Instant::now();
    let (mut rounds, mut decisions) = (0u64, 0u64);
    let mut rng = HordeRng::new(7, stream::TEST);
    let mut buffers = Buffers::default();
    let mut g = start.clone();
    let mut game = 0u64;
    while t.elapsed() < budget {
        game += 1;
        g.clone_from(start);
        play(&mut g, &mut rng, &mut buffers, |g, seat, legal| {
            decisions += 1;
            choose(game, g, seat, legal)
        });
        rounds += u64::from(g.state().turn);
    }
    (rounds, decisions, t.elapsed())
}

/// Positions where the team decides, sampled along a heuristic game.
fn positions(start: &RueMorgue) -> Vec<RueMorgue> {
    let mut out = Vec::new();
    let mut bot = HeuristicBot::new(RmPolicy::default(), 3);
    let mut rng = HordeRng::new(3, stream::TEST);
    let mut g = start.clone();
    let mut n = 0u32;
    play(&mut g, &mut rng, &mut Buffers::default(), |g, seat, legal| {
        legal.clear();
        g.legal_actions(legal);
        n += 1;
        if legal.len() > 2 && n.is_multiple_of(7) {
            out.push(g.clone());
        }
        Some(bot.choose(g, seat, legal))
    });
    out
}

/// The vectors a game loop reuses, so the loop allocates nothing.
#[derive(Default)]
struct Buffers {
    legal: Vec<Action>,
    outcomes: Vec<(Action, u32)>,
    events: Vec<Event>,
}

/// Plays `g` to its end (or until `choose` has nothing): chance from
/// `rng`, every seat's choice by `choose`, which gets `buf.legal` to list
/// into or to use as scratch.
fn play(
    g: &mut RueMorgue,
    rng: &mut HordeRng,
    buf: &mut Buffers,
    mut choose: impl FnMut(&RueMorgue, Seat, &mut Vec<Action>) -> Option<Action>,
) {
    loop {
        let a = match g.decision() {
            Decision::Terminal => break,
            Decision::Chance => match g.sample_chance(rng, &mut buf.outcomes) {
                Some(a) => a,
                None => break,
            },
            Decision::Seat(seat) => match choose(g, seat, &mut buf.legal) {
                Some(a) => a,
                None => break,
            },
        };
        g.apply_unchecked(a, &mut buf.events);
        buf.events.clear();
    }
}
