//! Simulator throughput on the toy Pig missions, on one thread so the
//! figure does not depend on the machine's core count.
//!
//! `cargo bench -p horde-sim`: an element is one simulated game.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use horde_ai::toy::Pig;
use horde_ai::{Mcts, MctsConfig, RandomBot};
use horde_sim::{SimConfig, run};

fn simulate(c: &mut Criterion) {
    let mut group = c.benchmark_group("simulate");
    group.sample_size(20);
    let games = 2000;
    group.throughput(Throughput::Elements(games));
    let config = SimConfig::new("solo", games, 1).threads(1);
    group.bench_function("pig_solo_random", |b| {
        b.iter(|| run::<Pig, _, _>(&config, |_| RandomBot::new(0)).map(|r| r.report.wins))
    });
    let games = 20;
    group.throughput(Throughput::Elements(games));
    let config = SimConfig::new("solo", games, 1).threads(1);
    group.bench_function("pig_solo_mcts_200", |b| {
        b.iter(|| {
            run::<Pig, _, _>(&config, |_| Mcts::<Pig>::new(MctsConfig::iterations(200), 0)).map(|r| r.report.wins)
        })
    });
    group.finish();
}

criterion_group!(benches, simulate);
criterion_main!(benches);
