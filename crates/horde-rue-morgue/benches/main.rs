//! Hot paths of the Rue Morgue engine on the tutorial mission: cloning a
//! state, listing legal actions, applying one, whole random playouts, and
//! MCTS iterations from the first decision.
//! Run with `cargo bench -p horde-rue-morgue --bench main`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use horde_ai::{Bot, Mcts, MctsConfig, UniformPolicy};
use horde_core::{Decision, Game, Match};
use horde_rue_morgue::bot::RmEvaluator;
use horde_rue_morgue::{RueMorgue, Setup};
use horde_testkit::bench::{bench_apply, bench_clone, bench_legal_actions, bench_playout};
use std::hint::black_box;

const ITERATIONS: u32 = 500;

fn tutorial(c: &mut Criterion) {
    let setups = [Setup::solo("tutorial-1", &["parker", "terry", "dan", "katie", "bear", "jane"], None)];
    bench_clone::<horde_rue_morgue::RueMorgue>(c, &setups);
    bench_legal_actions::<horde_rue_morgue::RueMorgue>(c, &setups);
    bench_apply::<horde_rue_morgue::RueMorgue>(c, &setups);
    bench_playout::<horde_rue_morgue::RueMorgue>(c, &setups);
    mcts(c, &setups[0]);
}

/// One search of `ITERATIONS` iterations at the team's first decision: with
/// random rollouts to the end of the game, and with rollouts cut after 40
/// steps and valued by the Rue Morgue evaluator.
fn mcts(c: &mut Criterion, setup: &Setup) {
    let mut m = Match::<RueMorgue>::new(setup.clone(), 1).expect("the tutorial sets up");
    while m.decision() == Decision::Chance {
        m.resolve_chance(&mut Vec::new());
    }
    let game = m.state().clone();
    let Decision::Seat(seat) = game.decision() else { panic!("the team decides first") };
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let mut group = c.benchmark_group("rue-morgue/mcts");
    group.throughput(Throughput::Elements(u64::from(ITERATIONS)));
    group.sample_size(20);
    let mut full = Mcts::<RueMorgue>::new(MctsConfig::iterations(ITERATIONS), 1);
    group.bench_function("iterations_random_rollouts", |b| b.iter(|| black_box(full.choose(&game, seat, &legal))));
    let cut = MctsConfig { max_rollout_steps: 40, ..MctsConfig::iterations(ITERATIONS) };
    let mut cut = Mcts::with_parts(cut, UniformPolicy, RmEvaluator, 1);
    group.bench_function("iterations_rollouts_cut_at_40", |b| b.iter(|| black_box(cut.choose(&game, seat, &legal))));
    group.finish();
}

criterion_group!(benches, tutorial);
criterion_main!(benches);
