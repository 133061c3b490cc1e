//! The shared conformance suite (random playouts, illegal-action probes,
//! replay, undo, hidden information, determinism, property tests) on
//! Dead of Night matches of 1 to 6 players.

use horde_dead_of_night::{DeadOfNight, Setup};
use horde_testkit::{Config, conformance};

fn setups() -> Vec<Setup> {
    let mut setups: Vec<Setup> =
        (1..=6).map(|players| Setup { scenario: "house".to_owned(), players, infection: false }).collect();
    // The optional infection rule (DN-INFECT).
    setups.push(Setup { scenario: "house".to_owned(), players: 3, infection: true });
    setups
}

#[test]
fn dead_of_night_conforms() {
    let config = Config { cases: 12, max_picks: 200, ..Config::new(12, 4) };
    let report = conformance::<DeadOfNight>(&setups(), &config).unwrap();
    assert_eq!(report.playouts, 12);
    assert!(report.chance_steps > 0 && report.seat_steps > 0);
    assert!(report.illegal_probes > 0 && report.replays > 0 && report.undos > 0);
}
