//! Every shipped mission sets up and plays in the engine: random legal
//! actions from a few seeds reach an outcome (the turn limit at worst)
//! without a panic. Competitive missions are played by two teams of three.

use horde_core::rng::stream;
use horde_core::{Actor, Decision, Game, HordeRng, Match};
use horde_rue_morgue::mission::{Mode, builtin, builtin_ids};
use horde_rue_morgue::{RueMorgue, SeatSetup, Setup};

const TEAM: [&str; 6] = ["parker", "terry", "dan", "katie", "bear", "jane"];

fn setup(id: &str, competitive: bool) -> Setup {
    let mut s = Setup::solo(id, &TEAM, None);
    if competitive {
        s.seats = vec![
            SeatSetup { survivors: TEAM[..3].iter().map(|s| s.to_string()).collect(), team: 0 },
            SeatSetup { survivors: TEAM[3..].iter().map(|s| s.to_string()).collect(), team: 1 },
        ];
    }
    s
}

fn playout(id: &str, competitive: bool, seed: u64) -> bool {
    playout_n(id, competitive, seed).0
}

fn playout_n(id: &str, competitive: bool, seed: u64) -> (bool, usize, u16) {
    let mut m = Match::<RueMorgue>::new(setup(id, competitive), seed).unwrap_or_else(|e| panic!("{id}: {e}"));
    let mut rng = HordeRng::new(seed, stream::TEST);
    let (mut events, mut legal) = (Vec::new(), Vec::new());
    for n in 0..400_000 {
        match m.decision() {
            Decision::Terminal => return (true, n, m.state().view(horde_core::Viewer::Spectator).turn),
            Decision::Chance => assert!(m.resolve_chance(&mut events)),
            Decision::Seat(seat) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                assert!(!legal.is_empty(), "{id}: no legal action");
                let a = legal[rng.below(legal.len() as u32) as usize];
                m.act(Actor::Seat(seat), a, &mut events).unwrap_or_else(|e| panic!("{id}: {e:?}"));
            }
        }
        events.clear();
    }
    (m.state().outcome().is_some(), 400_000, m.state().view(horde_core::Viewer::Spectator).turn)
}

#[test]
#[ignore = "prints how long random playouts last"]
fn playout_lengths() {
    for m in builtin().iter().flatten() {
        let competitive = m.def.mode == Mode::Competitive;
        let r: Vec<(bool, usize, u16)> = (0..5).map(|seed| playout_n(&m.def.id, competitive, seed)).collect();
        println!("{}: {:?}", m.def.id, r);
    }
}

#[test]
fn every_shipped_mission_is_listed_and_valid() {
    let ids: Vec<&str> = builtin_ids().collect();
    assert_eq!(
        ids,
        [
            "tutorial-1",
            "tutorial-2",
            "m01",
            "m02",
            "m03",
            "m04",
            "m05",
            "m06",
            "m07",
            "m08",
            "m09",
            "m10",
            "m11",
            "m12"
        ]
    );
    for m in builtin() {
        assert!(m.is_ok(), "{m:?}");
    }
}

#[test]
fn every_shipped_mission_plays_to_an_outcome() {
    for m in builtin().iter().flatten() {
        let competitive = m.def.mode == Mode::Competitive;
        for seed in 0..3 {
            assert!(playout(&m.def.id, competitive, seed), "{} seed {seed} did not finish", m.def.id);
        }
    }
}
