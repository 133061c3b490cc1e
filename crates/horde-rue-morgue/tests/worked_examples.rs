//! The rulebook's worked examples are scenario files under
//! `tests/scenarios/` (one test each, see `scenarios.rs`). What stays here
//! needs what a scenario file cannot give: content other than the shipped
//! one.

#![allow(clippy::unwrap_used)] // test helpers: a failed lookup is a broken test

use horde_rue_morgue::content::ZombieKind::Walker;
use horde_rue_morgue::position::Scenario;
use horde_rue_morgue::sample_catalog::sample_catalog;
use horde_rue_morgue::{Event, Setup};

fn scenario(survivors: &[&str]) -> Scenario {
    let mut setup = Setup::solo("tutorial-1", survivors, Some(sample_catalog()));
    setup.options.free_team_size = true;
    Scenario::new(&setup).expect("setup")
}

/// RM-XACT-1: at blue, extra activation cards do nothing. The shipped
/// cards print "nothing" on their blue line (see the scenario
/// `xact_1_nothing_at_blue.toml`); the sample catalog's card 181 prints an
/// extra activation there, which the engine must ignore at blue.
#[test]
fn rm_xact_1_nothing_at_blue() {
    let mut sc = scenario(&["jane"]);
    sc.zombies("st3", Walker, 2).unwrap();
    sc.zombies_phase();
    sc.roll(&[1, 1, 1, 1]).unwrap();
    let ev = sc.draw_zombie(181).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::ExtraActivationIgnoredAtBlue { .. })));
    assert!(!ev.iter().any(|e| matches!(e, Event::ZombiesMoved { .. })));
}
