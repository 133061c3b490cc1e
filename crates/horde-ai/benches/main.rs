//! Search and playout throughput on the toy games.
//!
//! `cargo bench -p horde-ai`: criterion reports elements per second, where
//! an element is one MCTS iteration or one complete random playout.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use horde_ai::toy::{Kuhn, KuhnAction, Pig, PigAction, PigSetup};
use horde_ai::{Bot, Mcts, MctsConfig};
use horde_core::rng::stream;
use horde_core::{Decision, Game, HordeRng, Seat};
use horde_testkit::toy::{Toy, ToyAction, ToySetup};
use std::hint::black_box;

const ITERATIONS: u32 = 2000;
const PLAYOUTS: u64 = 1000;

fn race() -> PigSetup {
    PigSetup { seats: 2, target: 30, max_rounds: 30 }
}

/// A Pig race at seat 0's first decision.
fn pig_decision() -> Pig {
    let mut g = Pig::new(&race()).expect("valid setup");
    g.apply(PigAction::Face(4), &mut Vec::new()).expect("legal");
    g
}

fn mcts(c: &mut Criterion) {
    let mut group = c.benchmark_group("mcts");
    group.throughput(Throughput::Elements(u64::from(ITERATIONS)));
    let legal = [PigAction::Roll, PigAction::Hold];
    let pig = pig_decision();
    let mut bot = Mcts::<Pig>::new(MctsConfig { determinize: false, ..MctsConfig::iterations(ITERATIONS) }, 1);
    group.bench_function("pig_iterations", |b| b.iter(|| black_box(bot.choose(&pig, Seat(0), &legal))));
    let mut bot = Mcts::<Pig>::new(MctsConfig::iterations(ITERATIONS), 1);
    group.bench_function("pig_iterations_determinized", |b| b.iter(|| black_box(bot.choose(&pig, Seat(0), &legal))));
    let mut kuhn = Kuhn::new(&()).expect("valid setup");
    for a in [KuhnAction::Deal(2), KuhnAction::Deal(3)] {
        kuhn.apply(a, &mut Vec::new()).expect("legal");
    }
    let legal = [KuhnAction::Pass, KuhnAction::Bet];
    let mut bot = Mcts::<Kuhn>::new(MctsConfig::iterations(ITERATIONS), 1);
    group.bench_function("kuhn_ismcts_iterations", |b| b.iter(|| black_box(bot.choose(&kuhn, Seat(0), &legal))));
    // Scavenge (the conformance kit's game), seat 0's first decision, with
    // determinization of the hidden hands and deck.
    let scavenge = Toy::new(&ToySetup::standard(2)).expect("valid setup");
    let legal = [ToyAction::Draw, ToyAction::EndTurn];
    let mut bot = Mcts::<Toy>::new(MctsConfig::iterations(ITERATIONS), 1);
    group
        .bench_function("scavenge_ismcts_iterations", |b| b.iter(|| black_box(bot.choose(&scavenge, Seat(0), &legal))));
    group.finish();
}

/// Plays `start` to the end with uniformly random actions and chance.
fn random_playout<G: Game>(
    start: &G,
    rng: &mut HordeRng,
    buf: &mut Vec<G::Action>,
    out: &mut Vec<(G::Action, u32)>,
) -> u32 {
    let mut g = start.clone();
    let mut events = Vec::new();
    let mut steps = 0;
    loop {
        let action = match g.decision() {
            Decision::Terminal => return steps,
            Decision::Chance => {
                out.clear();
                g.chance_outcomes(out);
                out[rng.weighted(out).expect("an outcome")].0
            }
            Decision::Seat(_) => {
                buf.clear();
                g.legal_actions(buf);
                buf[rng.below(buf.len() as u32) as usize]
            }
        };
        g.apply_unchecked(action, &mut events);
        events.clear();
        steps += 1;
    }
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("playouts");
    group.throughput(Throughput::Elements(PLAYOUTS));
    let start = Pig::new(&race()).expect("valid setup");
    let mut rng = HordeRng::new(1, stream::TEST);
    let (mut buf, mut out) = (Vec::new(), Vec::new());
    group.bench_function("pig_random", |b| {
        b.iter(|| (0..PLAYOUTS).map(|_| random_playout(&start, &mut rng, &mut buf, &mut out)).sum::<u32>())
    });
    let start = Toy::new(&ToySetup::standard(2)).expect("valid setup");
    let (mut buf, mut out) = (Vec::new(), Vec::new());
    group.bench_function("scavenge_random", |b| {
        b.iter(|| (0..PLAYOUTS).map(|_| random_playout(&start, &mut rng, &mut buf, &mut out)).sum::<u32>())
    });
    group.finish();
}

criterion_group!(benches, mcts, playouts);
criterion_main!(benches);
