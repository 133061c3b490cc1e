//! The shared conformance suite (random playouts, illegal-action probes,
//! replay, undo, save and load, determinism, property tests) on every
//! shipped scenario.

use horde_all_things_zombie::{Atz, HouseRules, Setup};
use horde_testkit::{Config, conformance};

fn setups() -> Vec<Setup> {
    vec![
        Setup::new("crossing", 1),
        Setup::new("crossing", 2),
        Setup::new("night-watch", 3),
        Setup::new("scavenge", 2),
        // ATZ-HOUSE-1/2 and the pity shot (ATZ-SHOOT-13) on; found survivors in play.
        Setup {
            house: HouseRules { any_order: true, small_shotgun_marker: true, pity_shot: true },
            ..Setup::new("night-watch", 1)
        },
        Setup { house: HouseRules { pity_shot: true, ..HouseRules::default() }, ..Setup::new("scavenge", 1) },
    ]
}

#[test]
fn all_things_zombie_conforms() {
    let config = Config { cases: 12, max_picks: 200, ..Config::new(12, 7) };
    let report = conformance::<Atz>(&setups(), &config).unwrap();
    assert_eq!(report.playouts, 12);
    assert!(report.chance_steps > 0 && report.seat_steps > 0);
    assert!(report.illegal_probes > 0 && report.replays > 0 && report.undos > 0);
}
