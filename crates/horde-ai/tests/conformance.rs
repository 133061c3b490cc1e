//! The toy games of this crate keep the `Game` contract.

use horde_ai::toy::{Kuhn, Pig, PigSetup};
use horde_testkit::{Config, conformance};

#[test]
fn pig_conforms() {
    let setups = [
        PigSetup::default(),
        PigSetup { seats: 1, target: 20, max_rounds: 4 },
        PigSetup { seats: 4, target: 15, max_rounds: 3 },
    ];
    conformance::<Pig>(&setups, &Config { cases: 32, ..Config::new(60, 1) }).unwrap();
}

#[test]
fn kuhn_poker_conforms() {
    let report = conformance::<Kuhn>(&[()], &Config { cases: 32, ..Config::new(60, 1) }).unwrap();
    assert!(report.hidden_changed > 0, "resampling must redraw the hidden card");
}
