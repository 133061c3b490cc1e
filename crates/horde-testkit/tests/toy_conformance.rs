//! The toy game passes the whole suite, called as a rule system's own tests
//! would call it.

use horde_core::{Game, Seat, Viewer};
use horde_testkit::toy::{Card, KINDS, Toy, ToySetup};
use horde_testkit::{Config, conformance, picks, play_picks};
use proptest::prelude::*;

fn setups() -> Vec<ToySetup> {
    vec![
        ToySetup::standard(2),
        ToySetup::standard(3),
        ToySetup::standard(4),
        // A tiny deck runs out: drawing becomes illegal and the game ends on rounds.
        ToySetup { seats: 2, deck: [1, 1, 0, 1, 2], target: 20, rounds: 6 },
    ]
}

#[test]
fn the_toy_game_conforms() {
    let report = conformance::<Toy>(&setups(), &Config::new(120, 1)).unwrap();
    assert_eq!(report.playouts, 120);
    assert!(report.chance_steps > 0 && report.seat_steps > 0);
    assert!(report.illegal_probes > 0 && report.replays > 0 && report.undos > 0);
    assert!(report.hidden_changed > 0, "resampling never redrew anything");
    assert!(report.event_comparisons > 0);
    assert_eq!(report.property_cases, 64);
}

// A rule system adds its own invariants on top of the suite with the same
// generator: here, no card is ever created or lost.
proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn cards_are_conserved((seed, picks) in picks(200), seats in 2u8..=4) {
        let setup = ToySetup::standard(seats);
        let m = play_picks::<Toy>(&setup, seed, &picks).unwrap();
        let state = m.state();
        let view = state.view(Viewer::Spectator);
        let mut places = vec![state.deck(), view.discard];
        places.extend((0..seats).map(|s| state.hand(Seat(s))));
        let mut counts = [0u8; KINDS];
        for (k, count) in counts.iter_mut().enumerate() {
            *count = places.iter().map(|p| p[k]).sum();
        }
        counts[Card::Zombie.index()] += view.seats.iter().map(|s| s.zombies).sum::<u8>();
        prop_assert_eq!(counts, setup.deck);
        prop_assert!(state.num_seats() == usize::from(seats));
    }
}
