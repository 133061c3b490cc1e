//! A guard on behaviour: seeded random playouts of every player count
//! (and the optional infection rule, DN-INFECT) are folded into one hash
//! of every state passed through and every legal-action list offered.
//! The recorded value was taken before the geometry was made faster, so
//! any change of a result, a zombie step (DN-GAP-7) or a choice offered
//! fails here. It was recorded again when rules were added that change
//! the state and the choices: the fight between players (DN-PVP-2) and
//! acting out of turn (DN-FREE-6/7/8).

use horde_core::{Decision, Game, StableHasher};
use horde_dead_of_night::{DeadOfNight, Setup};
use horde_testkit::bench::random_playout;
use std::hash::Hasher;

/// The hash of `SEEDS` playouts of each setup, recorded before the change
/// (and again after the rules it names were added, and when the hash
/// became horde-core's `StableHasher`, on an unchanged engine).
const RECORDED: u64 = 0x85d4_1279_3380_2832;

const SEEDS: u64 = 8;

fn setups() -> Vec<Setup> {
    let mut setups: Vec<Setup> =
        (1..=6).map(|players| Setup { scenario: "house".to_owned(), players, infection: false }).collect();
    setups.push(Setup { scenario: "house".to_owned(), players: 3, infection: true });
    setups
}

fn playouts_hash() -> (u64, usize) {
    let mut h = StableHasher::default();
    let mut steps = 0;
    let mut legal = Vec::new();
    for setup in setups() {
        for seed in 0..SEEDS {
            let (end, n) = random_playout::<DeadOfNight>(&setup, seed, |state| {
                h.write(&serde_json::to_vec(state).expect("a state serialises"));
                if let Decision::Seat(_) = state.decision() {
                    legal.clear();
                    state.legal_actions(&mut legal);
                    h.write(format!("{legal:?}").as_bytes());
                }
            })
            .expect("the house sets up");
            h.write(&serde_json::to_vec(&end).expect("a state serialises"));
            steps += n;
        }
    }
    (h.finish(), steps)
}

#[test]
fn seeded_playouts_are_unchanged() {
    let (hash, steps) = playouts_hash();
    // Enough play that the hash covers zombie turns, not only set-ups.
    assert!(steps > 1_000, "only {steps} actions played");
    assert_eq!(hash, RECORDED, "seeded playouts changed: {hash:#018x} after {steps} actions");
}
