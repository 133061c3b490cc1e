//! A player reads names, never engine numbers: over a few seeded games,
//! the label of every legal action and the narration of every event, in
//! both languages, hold no card or slot number (`#160`, `slot 2`), no
//! missing message, and in Russian no Latin letters outside the names
//! the board itself shows (zone ids, tiles, the cards' printed names).

use horde_core::rng::stream;
use horde_core::{Actor, Decision, Game, HordeRng, Match, Viewer};
use horde_rue_morgue::{RueMorgue, SeatSetup, Setup};
use horde_rules::texts::MISSING;
use horde_rules::{Lang, RuleSystem};

/// Decisions per game: enough for searches, trades, wounds and spawns.
const STEPS: usize = 1_500;

fn setup(mission: &str, competitive: bool) -> Setup {
    const TEAM: [&str; 6] = ["parker", "terry", "dan", "katie", "bear", "jane"];
    let mut s = Setup::solo(mission, &TEAM, None);
    if competitive {
        s.seats = vec![
            SeatSetup { survivors: TEAM[..3].iter().map(|s| s.to_string()).collect(), team: 0 },
            SeatSetup { survivors: TEAM[3..].iter().map(|s| s.to_string()).collect(), team: 1 },
        ];
    }
    s
}

/// Words that may keep their Latin letters in Russian: what the board
/// prints (zone ids, tile names) and the cards' own names (M10, MP5).
fn names(g: &RueMorgue) -> Vec<String> {
    let st = g.statics();
    let map = st.map();
    let mut out: Vec<String> = map.zones.iter().map(|z| z.id.clone()).collect();
    out.extend(map.tile_names.iter().cloned());
    out.extend(st.catalog.equipment.iter().map(|e| e.name_ru.clone()));
    out.extend(st.catalog.skills.iter().map(|s| s.name_ru.clone()));
    // Longest first, so "st10" goes before "st1".
    out.sort_by_key(|n| std::cmp::Reverse(n.len()));
    out
}

/// What is wrong with `text` as a player reads it, if anything.
fn fault(text: &str, lang: Lang, names: &[String]) -> Option<&'static str> {
    let bytes = text.as_bytes();
    if bytes.windows(2).any(|w| w[0] == b'#' && w[1].is_ascii_digit()) {
        return Some("an engine number (#n)");
    }
    let lower = text.to_lowercase();
    if lower.match_indices("slot ").any(|(i, m)| lower[i + m.len()..].starts_with(|c: char| c.is_ascii_digit())) {
        return Some("a slot number");
    }
    if text.contains(MISSING) {
        return Some("a missing message");
    }
    if lang == Lang::Ru {
        let mut rest = text.to_owned();
        for n in names {
            rest = rest.replace(n.as_str(), "");
        }
        if rest.chars().any(|c| c.is_ascii_alphabetic()) {
            return Some("Latin letters in Russian");
        }
    }
    None
}

fn check_game(mission: &str, competitive: bool, seed: u64) -> Vec<String> {
    let mut m = Match::<RueMorgue>::new(setup(mission, competitive), seed).expect("setup");
    let names = names(m.state());
    let mut rng = HordeRng::new(seed, stream::TEST);
    let (mut events, mut legal, mut faults) = (Vec::new(), Vec::new(), Vec::new());
    let mut note = |text: String, lang: Lang| {
        if let Some(why) = fault(&text, lang, &names) {
            faults.push(format!("{mission}/{seed} {lang}: {why}: {text}"));
        }
    };
    for _ in 0..STEPS {
        match m.decision() {
            Decision::Terminal => break,
            Decision::Chance => assert!(m.resolve_chance(&mut events)),
            Decision::Seat(seat) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                for &a in &legal {
                    for lang in Lang::ALL {
                        let t = m.state().action_text(a, Viewer::Seat(seat), lang);
                        note(t.label, lang);
                        for extra in t.detail.into_iter().chain(t.warning) {
                            note(extra, lang);
                        }
                    }
                }
                let a = legal[rng.below(legal.len() as u32) as usize];
                m.act(Actor::Seat(seat), a, &mut events).expect("a listed action applies");
            }
        }
        for e in &events {
            for lang in Lang::ALL {
                if let Some(text) = m.state().narrate(e, Viewer::Spectator, lang) {
                    note(text, lang);
                }
            }
        }
        events.clear();
    }
    faults
}

#[test]
fn labels_and_narration_name_things_in_both_languages() {
    let mut faults = Vec::new();
    for (mission, competitive) in [("tutorial-1", false), ("m05", false), ("m11", true)] {
        for seed in 0..2 {
            faults.extend(check_game(mission, competitive, seed));
        }
    }
    faults.sort();
    faults.dedup();
    assert!(faults.is_empty(), "{} texts:\n{}", faults.len(), faults.join("\n"));
}

#[test]
fn the_check_catches_numbers_and_untranslated_words() {
    let names = vec!["st1".to_owned(), "M10".to_owned()];
    assert!(fault("Zombie card #160 for st1", Lang::En, &names).is_some());
    assert!(fault("discard slot 2", Lang::En, &names).is_some());
    assert!(fault(&format!("{MISSING}rm-act-x"), Lang::En, &names).is_some());
    assert!(fault("Дэн стреляет из M10 по st1", Lang::Ru, &names).is_none());
    assert!(fault("Дэн attacks st1", Lang::Ru, &names).is_some());
}
