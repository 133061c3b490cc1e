//! The shared conformance suite (random playouts, illegal-action probes,
//! replay, undo, hidden information with hand resampling, determinism,
//! property tests) on short Grid Siege matches.

use horde_grid_siege::{CharacterDeal, GridSiege, Options, Placement, Setup};
use horde_testkit::{Config, conformance};

fn setups() -> Vec<Setup> {
    // Short matches keep the suite quick; the round limit ends them.
    let short = Options { round_limit: 6, ..Options::default() };
    vec![
        Setup { humans: 2, human_seats: 1, options: short, ..Setup::default() },
        Setup {
            humans: 3,
            human_seats: 3,
            characters: CharacterDeal::Choose,
            placement: Placement::Edge,
            options: Options { items_stay_on_board: true, so_boring: true, separate_blast_rolls: true, ..short },
        },
        Setup {
            humans: 1,
            human_seats: 1,
            options: Options { blocking: true, spawn_on_edge_only: true, ..short },
            ..Setup::default()
        },
    ]
}

#[test]
fn grid_siege_conforms() {
    let config = Config { cases: 12, max_picks: 200, ..Config::new(12, 5) };
    let report = conformance::<GridSiege>(&setups(), &config).unwrap();
    assert_eq!(report.playouts, 12);
    assert!(report.chance_steps > 0 && report.seat_steps > 0);
    assert!(report.illegal_probes > 0 && report.replays > 0 && report.undos > 0);
    assert!(report.hidden_changed > 0, "resampling the zombie hand never changed it");
}
