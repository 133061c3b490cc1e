//! Rue Morgue passes Horde's conformance suite: random playouts to the end,
//! legal lists that match `check`, illegal actions that change nothing,
//! replays, saves, undo and views (the tent cards are hidden: RM-TENT-1).

use horde_rue_morgue::content::ZombieKind;
use horde_rue_morgue::mission::{ZombiePlacement, builtin_ids, builtin_mission};
use horde_rue_morgue::sim::{competitive_setup, default_setup};
use horde_rue_morgue::{MissionChoice, RueMorgue, SeatSetup, Setup};
use horde_testkit::{Checks, Config, conformance};

fn setups() -> Vec<Setup> {
    let six = ["parker", "terry", "dan", "katie", "bear", "jane"];
    let mut two_seats = Setup::solo("tutorial-1", &six, None);
    two_seats.seats = vec![
        SeatSetup { survivors: vec!["parker".into(), "dan".into(), "bear".into()], team: 0 },
        SeatSetup { survivors: vec!["terry".into(), "katie".into(), "jane".into()], team: 0 },
    ];
    two_seats.first_player = 1;
    // Eight survivors need two teams of four (RM-SETUP-4): five spawn dice.
    let mut eight = Setup::solo("tutorial-1", &[], None);
    eight.seats = vec![
        SeatSetup { survivors: ["travis", "dan", "katie", "laurie"].map(String::from).to_vec(), team: 0 },
        SeatSetup { survivors: ["louise", "james", "bear", "joe"].map(String::from).to_vec(), team: 1 },
    ];
    eight.options.crawlers = false; // RM-CRAWL-10
    vec![Setup::solo("tutorial-1", &six, None), two_seats, eight]
}

#[test]
fn rue_morgue_conforms() {
    // Dice results are public but transient: the view shows the spawn dice
    // and the hits, not every die face an attack rolled, so two rolls that
    // end alike differ only in their (public) events. Nothing hidden can
    // leak through them: the only hidden facts are the face-down tent cards,
    // which the rest of the hidden-information check covers.
    let checks = Checks { event_pairs: false, ..Checks::ALL };
    let config = Config { max_steps: 200_000, checks, ..Config::new(60, 7) };
    let report = conformance::<RueMorgue>(&setups(), &config).unwrap();
    assert_eq!(report.playouts, 60);
    assert!(report.chance_steps > 0 && report.seat_steps > 0);
    assert!(report.illegal_probes > 0 && report.replays > 0 && report.undos > 0);
}

/// Every shipped mission with its mission setup (zombies, given and removed
/// cards, helicopter fuel), and competitive play by 2, 3 and 4 rival teams
/// (RM-VS-1, RM-SETUP-4).
fn mission_setups() -> Vec<Setup> {
    let mut v: Vec<Setup> = builtin_ids().map(|id| default_setup(id, 2).expect("a shipped mission")).collect();
    for teams in [3, 4] {
        v.push(competitive_setup("m11", teams));
        v.push(competitive_setup("m12", teams));
    }
    // More walkers at setup than the box holds: the extra activation
    // before the first survivor acts (RM-OUT-1).
    let mission = builtin_mission("m01").expect("shipped").expect("valid");
    let mut crowded = mission.def.clone();
    crowded.start_zombies = vec![ZombiePlacement { zone: "1R:v".into(), kind: ZombieKind::Walker, count: 45 }];
    let mut setup = default_setup("m01", 2).expect("m01");
    setup.mission = MissionChoice::Inline(Box::new(crowded));
    v.push(setup);
    v
}

#[test]
fn every_mission_and_competitive_play_conforms() {
    let setups = mission_setups();
    let checks = Checks { event_pairs: false, ..Checks::ALL };
    let config = Config { max_steps: 200_000, checks, ..Config::new(setups.len() as u32, 11) };
    let report = conformance::<RueMorgue>(&setups, &config).unwrap();
    assert_eq!(report.playouts as usize, setups.len());
    assert!(report.illegal_probes > 0 && report.replays > 0 && report.undos > 0);
}
