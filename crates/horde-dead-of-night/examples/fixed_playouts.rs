//! The playouts bench's fixed work, without criterion, for instruction
//! counts: the 16 seeded random playouts of the house for one player
//! count, played `repeats` times. Every playout is warmed up once first,
//! so the content and the scenario's tables are read before `batch` runs,
//! and callgrind counts `batch` alone:
//!
//! ```text
//! cargo build --release -p horde-dead-of-night --example fixed_playouts
//! valgrind --tool=callgrind --collect-atstart=no --toggle-collect='fixed_playouts::batch' \
//!     target/release/examples/fixed_playouts 4 1
//! ```
//!
//! Instructions per player turn are the `batch` total over the turns printed.

use horde_core::{Game, Viewer};
use horde_dead_of_night::{DeadOfNight, Setup};
use horde_testkit::bench::random_playout;
use std::hint::black_box;

/// Playouts in one batch, seeded 0 to 15, as in `benches/playouts.rs`.
const BATCH: u64 = 16;

/// Plays the batch `repeats` times; returns the player turns and the actions of one batch.
#[inline(never)]
fn batch(setup: &Setup, repeats: u32) -> (u64, u64) {
    let mut one = (0, 0);
    for _ in 0..repeats {
        one = (0, 0);
        for seed in 0..BATCH {
            let (end, steps) = random_playout::<DeadOfNight>(setup, seed, |_| {}).expect("the house sets up");
            one.0 += u64::from(black_box(end).view(Viewer::Spectator).drawn);
            one.1 += steps as u64;
        }
    }
    one
}

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u32>());
    let (Some(Ok(players)), repeats) = (args.next(), args.next().unwrap_or(Ok(1))) else {
        eprintln!("usage: fixed_playouts PLAYERS [REPEATS]");
        std::process::exit(2);
    };
    let Ok(repeats) = repeats else {
        eprintln!("REPEATS is a whole number");
        std::process::exit(2);
    };
    let Ok(players) = u8::try_from(players) else {
        eprintln!("PLAYERS is 1 to 6");
        std::process::exit(2);
    };
    let setup = Setup { scenario: "house".to_owned(), players, infection: false };
    for seed in 0..BATCH {
        if let Err(e) = random_playout::<DeadOfNight>(&setup, seed, |_| {}) {
            eprintln!("the house with {players} players: {e}");
            std::process::exit(2);
        }
    }
    let (turns, actions) = batch(&setup, repeats);
    println!("house, {players} players: {turns} player turns and {actions} actions a batch, {repeats} batches");
}
