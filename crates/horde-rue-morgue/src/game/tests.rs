use super::*;
use crate::sample_catalog::sample_catalog;
use horde_core::{Actor, Match, rng::stream};

fn tutorial_setup() -> Setup {
    Setup::solo("tutorial-1", &["parker", "dan", "katie", "lori", "bear", "joe"], Some(sample_catalog()))
}

/// Plays random legal actions to the end; every accepted action must have
/// been listed, and `check` must agree with the list.
fn playout(seed: u64, max_actions: usize) -> (RueMorgue, usize) {
    let mut m = Match::<RueMorgue>::new(tutorial_setup(), seed).expect("setup");
    let mut rng = HordeRng::new(seed, stream::TEST);
    let mut events = Vec::new();
    let mut legal = Vec::new();
    let mut n = 0;
    while n < max_actions {
        match m.decision() {
            Decision::Terminal => break,
            Decision::Chance => {
                assert!(m.resolve_chance(&mut events));
            }
            Decision::Seat(seat) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                assert!(!legal.is_empty(), "no legal action at {:?}", m.state().s.stack.top());
                let a = legal[rng.below(legal.len() as u32) as usize];
                m.state().check(a).expect("listed actions pass check");
                m.act(Actor::Seat(seat), a, &mut events).expect("listed action accepted");
            }
        }
        events.clear();
        n += 1;
    }
    (m.state().clone(), n)
}

#[test]
fn random_playouts_of_the_tutorial_finish_without_panic() {
    let mut finished = 0;
    for seed in 0..200 {
        let (g, _) = playout(seed, 200_000);
        if g.outcome().is_some() {
            finished += 1;
        }
    }
    assert_eq!(finished, 200, "every playout reaches an outcome (turn limit at worst)");
}

#[test]
fn encode_decode_round_trip_of_every_listed_action() {
    for seed in 0..20 {
        let mut m = Match::<RueMorgue>::new(tutorial_setup(), seed).expect("setup");
        let mut rng = HordeRng::new(seed, stream::TEST);
        let mut legal = Vec::new();
        let mut events = Vec::new();
        for _ in 0..3000 {
            legal.clear();
            m.state().legal_actions(&mut legal);
            for &a in &legal {
                assert_eq!(Action::decode(a.encode()), Some(a), "{a:?}");
            }
            match m.decision() {
                Decision::Terminal => break,
                Decision::Chance => {
                    m.resolve_chance(&mut events);
                }
                Decision::Seat(s) => {
                    let a = legal[rng.below(legal.len() as u32) as usize];
                    m.act(Actor::Seat(s), a, &mut events).expect("legal");
                }
            }
        }
    }
    assert_eq!(Action::decode(0xFF00_0000), None);
    assert_eq!(Action::decode(Action::Search.encode() | 1), None);
}

#[test]
fn replays_reproduce_the_state_hash() {
    let mut m = Match::<RueMorgue>::new(tutorial_setup(), 7).expect("setup");
    let mut rng = HordeRng::new(7, stream::TEST);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for _ in 0..500 {
        match m.decision() {
            Decision::Terminal => break,
            Decision::Chance => {
                m.resolve_chance(&mut events);
            }
            Decision::Seat(s) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                let a = legal[rng.below(legal.len() as u32) as usize];
                m.act(Actor::Seat(s), a, &mut events).expect("legal");
            }
        }
    }
    let file = m.to_file();
    let again = Match::<RueMorgue>::from_file(&file).expect("replays");
    assert_eq!(again.state().state_hash(), m.state().state_hash());
}

#[test]
#[ignore = "diagnostic"]
fn playout_stats() {
    for seed in 0..10 {
        let (g, n) = playout(seed, 200_000);
        let kills = 0;
        println!(
            "seed {seed}: {n} actions, turn {}, {:?}, xp {:?} {kills}",
            g.s.turn,
            g.outcome().map(|o| o.reason),
            (0..6).map(|i| g.s.survivors[i].xp).collect::<Vec<_>>()
        );
    }
}
