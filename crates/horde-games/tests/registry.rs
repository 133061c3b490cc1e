//! Every registered rule system sets up each of its missions and plays
//! random games to the end through the public facade.

use horde_core::rng::{HordeRng, stream};
use horde_core::{Actor, Decision, Match};
use horde_games::{GameFn, REGISTRY, RuleSystem, dispatch};

struct PlayAll;

impl GameFn for PlayAll {
    type Output = Vec<String>;
    fn call<G>(self) -> Vec<String>
    where
        G: RuleSystem + Send + Sync + 'static,
        G::Setup: Send + Sync,
        G::Action: Send + Sync,
        G::Event: Send + Sync,
    {
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
    for info in REGISTRY.iter().map(|f| f()) {
        let finished = dispatch(info.id, PlayAll).unwrap();
        assert!(!finished.is_empty(), "{} has no mission", info.id);
    }
}

#[test]
fn unknown_names_list_what_exists() {
    let err = horde_games::find("zombicide").unwrap_err().to_string();
    assert!(err.contains("rue-morgue"), "{err}");
    struct Nothing;
    impl GameFn for Nothing {
        type Output = ();
        fn call<G>(self)
        where
            G: RuleSystem + Send + Sync + 'static,
            G::Setup: Send + Sync,
            G::Action: Send + Sync,
            G::Event: Send + Sync,
        {
        }
    }
    assert!(dispatch("nope", Nothing).is_err());
}

#[test]
fn rue_morgue_competitive_missions_default_to_rival_teams() {
    use horde_core::Game;
    use horde_rue_morgue::RueMorgue;
    // RM-VS-1: two rival teams of three, one seat each, unless more seats
    // are asked for; cooperative missions keep one team.
    for id in ["m11", "m12"] {
        let setup = <RueMorgue as RuleSystem>::default_setup(id, 1).expect("default setup");
        let teams: Vec<u8> = setup.seats.iter().map(|s| s.team).collect();
        assert_eq!(teams, [0, 1], "{id}");
        let four = <RueMorgue as RuleSystem>::default_setup(id, 4).expect("four teams");
        assert_eq!(four.seats.iter().map(|s| s.team).collect::<Vec<_>>(), [0, 1, 2, 3]);
        let mut m = Match::<RueMorgue>::new(setup, 1).expect("accepted");
        let mut events = Vec::new();
        while m.decision() == Decision::Chance {
            m.resolve_chance(&mut events);
        }
        assert_eq!(m.state().view(horde_core::Viewer::Spectator).team_scores, [(0, 0), (1, 0)]);
    }
    let coop = <RueMorgue as RuleSystem>::default_setup("m01", 2).expect("default setup");
    assert!(coop.seats.iter().all(|s| s.team == 0));
}
