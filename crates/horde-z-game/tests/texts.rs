//! Every menu label and every narration of random playouts with the
//! optional modes on resolves in both languages (the registry's check
//! plays the default setup only, without the modes' actions and events).

use horde_core::rng::{HordeRng, stream};
use horde_core::{Actor, Decision, Game, Match, Seat, Viewer};
use horde_rules::RuleSystem;
use horde_rules::texts::{Lang, MISSING};
use horde_z_game::{Options, Setup, ZGame};

fn modes() -> [Options; 2] {
    let all = Options {
        quick_start: true,
        fog_of_war: false,
        local_knowledge: true,
        destroy_and_steal: true,
        herd_instinct: true,
        pharmacy_business: true,
        search_for_survivors: true,
        few_but_effective: true,
    };
    [all, Options { fog_of_war: true, local_knowledge: false, ..all }]
}

#[test]
fn labels_and_narrations_with_every_mode_resolve_in_both_languages() {
    let mut problems = Vec::new();
    let bad = |t: &str| t.contains(MISSING) || t.trim().is_empty() || t.contains('{');
    for (i, options) in modes().into_iter().enumerate() {
        for seed in 0..2u64 {
            let setup = Setup { options, ..Setup::new(3) };
            let mut m = Match::<ZGame>::new(setup, seed).expect("the table sets up");
            let mut rng = HordeRng::new(seed, stream::TEST);
            let (mut events, mut legal) = (Vec::new(), Vec::new());
            for _ in 0..1500 {
                m.run_chance(&mut events);
                let g = m.state();
                let viewers = [Viewer::Seat(Seat(0)), Viewer::Seat(Seat(1)), Viewer::Spectator];
                for e in events.drain(..) {
                    for viewer in viewers {
                        for lang in Lang::ALL {
                            if let Some(t) = g.narrate(&e, viewer, lang).filter(|t| bad(t)) {
                                problems.push(format!("modes {i}: {e:?} → {t}"));
                            }
                        }
                    }
                }
                let Decision::Seat(seat) = g.decision() else { break };
                legal.clear();
                g.legal_actions(&mut legal);
                for &a in &legal {
                    for lang in Lang::ALL {
                        let t = g.action_text(a, Viewer::Seat(seat), lang);
                        if bad(&t.label) {
                            problems.push(format!("modes {i}: {a} → {}", t.label));
                        }
                    }
                }
                let a = legal[rng.below(legal.len() as u32) as usize];
                m.act(Actor::Seat(seat), a, &mut events).expect("a listed action applies");
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
