//! Random playouts of All Things Zombie, reported in game turns per
//! second: a fixed batch of seeded random games on the default random
//! scenario (`scavenge`, with found survivors) and on the night watch,
//! replayed from their start each iteration. The throughput is the turns
//! the batch plays, counted once before timing (the batch is seeded, so
//! every iteration plays the same turns).
//! Run with `cargo bench -p horde-all-things-zombie --bench playout`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use horde_all_things_zombie::{Atz, Setup};
use horde_testkit::bench::{bench_apply, bench_clone, bench_legal_actions, random_playout};
use std::hint::black_box;

/// Games per batch: enough for every entry edge, survivor and ending.
const GAMES: u64 = 32;

/// Plays the batch; returns the turns played.
fn batch(setup: &Setup) -> u64 {
    (0..GAMES)
        .map(|seed| {
            let (g, _) = random_playout::<Atz>(setup, seed, |_| {}).expect("a shipped scenario sets up");
            u64::from(g.turn)
        })
        .sum()
}

fn playouts(c: &mut Criterion) {
    let setups = [Setup::new("scavenge", 1), Setup::new("night-watch", 1)];
    bench_clone::<Atz>(c, &setups);
    bench_legal_actions::<Atz>(c, &setups);
    bench_apply::<Atz>(c, &setups);
    let mut group = c.benchmark_group("all-things-zombie/random-playouts");
    for setup in &setups {
        group.throughput(Throughput::Elements(batch(setup)));
        group.bench_function(format!("{}/turns", setup.scenario), |b| b.iter(|| black_box(batch(setup))));
    }
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
