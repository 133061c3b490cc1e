//! Every registered rule system's catalogue is complete in both
//! languages: the same message ids in Russian and English, and every
//! message its code asks for (labels of legal actions, narration of
//! events, for every viewer) resolves in both.

use horde_core::{Actor, Decision, Match, Seat, Viewer};
use horde_games::Standard;
use horde_rules::texts::{Lang, MISSING};
use horde_rules::{Registry, RuleSystem, Visitor};

struct SameIds(Vec<String>);

impl Visitor for SameIds {
    fn visit<G: RuleSystem>(&mut self) {
        let texts = G::texts();
        let en = texts.ids(Lang::En).unwrap_or_else(|e| panic!("{}: {e}", G::ID));
        let ru = texts.ids(Lang::Ru).unwrap_or_else(|e| panic!("{}: {e}", G::ID));
        let only_en: Vec<_> = en.difference(&ru).collect();
        let only_ru: Vec<_> = ru.difference(&en).collect();
        if !only_en.is_empty() || !only_ru.is_empty() {
            self.0.push(format!("{}: only in en: {only_en:?}; only in ru: {only_ru:?}", G::ID));
        }
        if en.is_empty() {
            self.0.push(format!("{}: no catalogue", G::ID));
        }
    }
}

#[test]
fn every_system_has_the_same_message_ids_in_ru_and_en() {
    let mut v = SameIds(Vec::new());
    Standard::visit(&mut v);
    assert!(v.0.is_empty(), "{}", v.0.join("\n"));
}

/// Plays random matches and labels / narrates everything on the way.
struct Playouts {
    problems: Vec<String>,
    labels: usize,
    narrated: usize,
}

fn check(problems: &mut Vec<String>, game: &str, what: &str, text: &str) {
    if text.contains(MISSING) || text.trim().is_empty() || text.contains('{') {
        problems.push(format!("{game}: {what} → {text:?}"));
    }
}

impl Visitor for Playouts {
    fn visit<G: RuleSystem>(&mut self) {
        let mission = G::missions().first().map(|m| m.id.clone()).expect("a mission");
        let seats = *G::seat_range().start();
        for seed in 0..3u64 {
            let setup = G::default_setup(&mission, seats.max(2).min(*G::seat_range().end())).expect("setup");
            let mut m = Match::<G>::new(setup, seed).expect("match");
            let mut rng = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let mut events = Vec::new();
            let mut legal = Vec::new();
            for _ in 0..400 {
                m.run_chance(&mut events);
                let g = m.state();
                let viewers: Vec<Viewer> =
                    (0..g.num_seats()).map(|s| Viewer::Seat(Seat(s as u8))).chain([Viewer::Spectator]).collect();
                for e in events.drain(..) {
                    for &viewer in &viewers {
                        for lang in Lang::ALL {
                            if let Some(t) = g.narrate(&e, viewer, lang) {
                                check(&mut self.problems, G::ID, &format!("{e:?} for {viewer:?}"), &t);
                                self.narrated += 1;
                            }
                        }
                    }
                }
                let Decision::Seat(seat) = g.decision() else { break };
                legal.clear();
                g.legal_actions(&mut legal);
                if legal.is_empty() {
                    break;
                }
                for &a in &legal {
                    for lang in Lang::ALL {
                        let t = g.action_text(a, Viewer::Seat(seat), lang);
                        check(&mut self.problems, G::ID, &format!("{a}"), &t.label);
                        if let Some(d) = &t.detail {
                            check(&mut self.problems, G::ID, &format!("{a} (detail)"), d);
                        }
                        self.labels += 1;
                    }
                }
                rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let a = legal[(rng >> 33) as usize % legal.len()];
                m.act(Actor::Seat(seat), a, &mut events).expect("a legal action");
            }
        }
    }
}

#[test]
fn every_label_and_narration_of_random_playouts_resolves_in_both_languages() {
    let mut v = Playouts { problems: Vec::new(), labels: 0, narrated: 0 };
    Standard::visit(&mut v);
    v.problems.dedup();
    assert!(
        v.problems.is_empty(),
        "{} problems:\n{}",
        v.problems.len(),
        v.problems[..v.problems.len().min(30)].join("\n")
    );
    assert!(v.labels > 1000 && v.narrated > 1000, "{} labels, {} narrations", v.labels, v.narrated);
}
