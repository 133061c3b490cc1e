//! Random playouts of the house scenario with 1, 4 and 6 players, timed
//! in player turns: every turn draws exactly one card (DN-GAP-26), so a
//! playout's turns are the cards it drew. Each iteration plays the same
//! seeded batch of playouts, whose turns are counted once beforehand, so
//! criterion's throughput reads as player turns per second.
//! Run with `cargo bench -p horde-dead-of-night --bench playouts`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use horde_core::{Game, Viewer};
use horde_dead_of_night::{DeadOfNight, Setup};
use horde_testkit::bench::random_playout;
use std::hint::black_box;

/// Playouts in one timed batch.
const BATCH: u64 = 16;

/// The player turns and the actions (chance included) of one playout.
fn turns(setup: &Setup, seed: u64) -> (u64, u64) {
    let (end, steps) = random_playout::<DeadOfNight>(setup, seed, |_| {}).expect("the house sets up");
    (u64::from(end.view(Viewer::Spectator).drawn), steps as u64)
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("dead-of-night/player-turns");
    for players in [1, 4, 6] {
        let setup = Setup { scenario: "house".to_owned(), players, infection: false };
        let (total, steps) =
            (0..BATCH).map(|seed| turns(&setup, seed)).fold((0, 0), |(t, s), (dt, ds)| (t + dt, s + ds));
        println!("house, {players} players: {total} player turns and {steps} actions in {BATCH} playouts");
        group.throughput(Throughput::Elements(total));
        group.bench_function(format!("house-{players}p"), |b| {
            b.iter(|| {
                for seed in 0..BATCH {
                    black_box(random_playout::<DeadOfNight>(&setup, seed, |_| {}).expect("the house sets up"));
                }
            });
        });
    }
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
