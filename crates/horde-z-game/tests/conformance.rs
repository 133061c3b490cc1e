//! The shared conformance suite (random playouts, illegal-action probes,
//! replay, undo, hidden hands with resampling, determinism, property
//! tests) on Z-Game matches of 2, 3 and 4 players.

use horde_testkit::{Config, conformance};
use horde_z_game::{Options, Setup, ZGame};

const ALL_ON: Options = Options {
    quick_start: true,
    fog_of_war: false,
    local_knowledge: true,
    destroy_and_steal: true,
    few_but_effective: true,
    herd_instinct: true,
    pharmacy_business: true,
    search_for_survivors: true,
};

fn setups() -> Vec<Setup> {
    // A round limit keeps random matches short; a low target lets some end on VP.
    vec![
        Setup { players: 2, target: Some(4), round_limit: Some(6), options: Options::default() },
        Setup { players: 3, target: None, round_limit: Some(4), options: Options::default() },
        Setup { players: 4, target: Some(2), round_limit: Some(4), options: Options::default() },
        // Every optional mode on.
        Setup { players: 3, target: Some(6), round_limit: Some(5), options: ALL_ON },
        // Fog of war, which excludes Local knowledge, with the others.
        Setup {
            players: 2,
            target: Some(6),
            round_limit: Some(5),
            options: Options { fog_of_war: true, local_knowledge: false, ..ALL_ON },
        },
    ]
}

#[test]
fn z_game_conforms() {
    let config = Config { cases: 8, max_picks: 200, ..Config::new(15, 3) };
    let report = conformance::<ZGame>(&setups(), &config).unwrap();
    assert_eq!(report.playouts, 15);
    assert!(report.chance_steps > 0 && report.seat_steps > 0);
    assert!(report.illegal_probes > 0 && report.replays > 0 && report.undos > 0);
    assert!(report.hidden_changed > 0, "resampling the hands never changed them");
}
