//! Random playouts of Z-Game from the setup's deals to the end, counted in
//! complete rounds (the issue asks for 20,000 a second on one core), and
//! the steps a playout is made of: cloning a state, listing its legal
//! actions, applying one.
//! Run with `cargo bench -p horde-z-game`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use horde_testkit::bench::{bench_apply, bench_clone, bench_legal_actions, random_playout};
use horde_z_game::{Setup, ZGame};
use std::hint::black_box;

/// Playouts per table size: the same matches on every run.
const SEEDS: u64 = 32;

fn playout(setup: &Setup, seed: u64) -> ZGame {
    let (g, _) = random_playout::<ZGame>(setup, seed, |_| {}).expect("the default table sets up");
    g
}

/// A game ends after the Night's VP (ZG-END-1), so every round it reached
/// is complete.
fn rounds(setup: &Setup) -> u64 {
    (0..SEEDS).map(|seed| u64::from(playout(setup, seed).round())).sum()
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("z-game/rounds");
    for players in 2..=4 {
        let setup = Setup::new(players);
        group.throughput(Throughput::Elements(rounds(&setup)));
        group.bench_function(format!("{players}_players"), |b| {
            b.iter(|| (0..SEEDS).for_each(|seed| drop(black_box(playout(&setup, seed)))));
        });
    }
    group.finish();
}

fn steps(c: &mut Criterion) {
    let setups: Vec<Setup> = (2..=4).map(Setup::new).collect();
    bench_clone::<ZGame>(c, &setups);
    bench_legal_actions::<ZGame>(c, &setups);
    bench_apply::<ZGame>(c, &setups);
}

criterion_group!(benches, playouts, steps);
criterion_main!(benches);
