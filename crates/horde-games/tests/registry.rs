//! Every registered rule system sets up each of its missions and plays
//! random games to the end through the public facade.

use horde_core::rng::{HordeRng, stream};
use horde_core::{Actor, Decision, Match};
use horde_games::{GameFn, Registry, RuleSystem, Standard};

struct PlayAll;

impl GameFn for PlayAll {
    type Output = Vec<String>;
    fn call<G: RuleSystem>(self) -> Vec<String> {
        let mut finished = Vec::new();
        for mission in G::missions() {
            let range = G::seat_range();
            for seats in [*range.start(), *range.end()] {
                let setup = G::default_setup(&mission.id, seats).expect("default setup");
                for seed in 0..5 {
                    let mut m = Match::<G>::new(setup.clone(), seed).expect("setup accepted");
                    let mut rng = HordeRng::new(seed, stream::TEST);
                    let (mut events, mut legal) = (Vec::new(), Vec::new());
                    for _ in 0..200_000 {
                        match m.decision() {
                            Decision::Terminal => break,
                            Decision::Chance => {
                                m.resolve_chance(&mut events);
                            }
                            Decision::Seat(s) => {
                                legal.clear();
                                m.state().legal_actions(&mut legal);
                                let a = legal[rng.below(legal.len() as u32) as usize];
                                m.act(Actor::Seat(s), a, &mut events).expect("listed actions apply");
                            }
                        }
                        events.clear();
                    }
                    let outcome = m.state().outcome().expect("random games end");
                    finished.push(format!("{} {} seed {seed}: {}", G::ID, mission.id, outcome.reason));
                }
            }
        }
        finished
    }
}

#[test]
fn every_mission_of_every_rule_system_plays_to_the_end() {
    for info in Standard::infos() {
        let finished = Standard::dispatch(info.id, PlayAll).unwrap();
        assert!(!finished.is_empty(), "{} has no mission", info.id);
    }
}

#[test]
fn unknown_names_list_what_exists() {
    let err = Standard::find("zombicide").unwrap_err().to_string();
    assert!(err.contains("rue-morgue"), "{err}");
    struct Nothing;
    impl GameFn for Nothing {
        type Output = ();
        fn call<G: RuleSystem>(self) {}
    }
    assert!(Standard::dispatch("nope", Nothing).is_err());
}
