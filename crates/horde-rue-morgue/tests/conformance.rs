//! The shared conformance suite (random playouts, illegal-action probes,
//! replay, undo, hidden information, determinism, properties).

use horde_rue_morgue::{Setup, sample_catalog::sample_catalog};
use horde_testkit::{Config, conformance};

#[test]
fn rue_morgue_passes_the_conformance_suite() {
    let six = ["parker", "dan", "katie", "laurie", "bear", "joe"];
    let shipped = Setup::solo("tutorial-1", &six, None);
    let mut two_seats = shipped.clone();
    two_seats.seats = vec![
        horde_rue_morgue::SeatSetup { survivors: six[..3].iter().map(|s| s.to_string()).collect(), team: 0 },
        horde_rue_morgue::SeatSetup { survivors: six[3..].iter().map(|s| s.to_string()).collect(), team: 0 },
    ];
    two_seats.first_player = 1;
    let sample = Setup::solo("tutorial-1", &["parker", "dan", "katie", "lori", "bear", "joe"], Some(sample_catalog()));
    let report = conformance::<horde_rue_morgue::RueMorgue>(&[shipped, two_seats, sample], &Config::new(12, 3));
    match report {
        Ok(r) => assert!(r.playouts >= 12),
        Err(e) => panic!("{e:?}"),
    }
}

/// A longer run for local use: `cargo test --release --test conformance -- --ignored`.
#[test]
#[ignore = "long"]
fn rue_morgue_conformance_long() {
    let six = ["parker", "dan", "katie", "laurie", "bear", "joe"];
    let shipped = Setup::solo("tutorial-1", &six, None);
    if let Err(e) = conformance::<horde_rue_morgue::RueMorgue>(&[shipped], &Config::new(300, 11)) {
        panic!("{e:?}");
    }
}
