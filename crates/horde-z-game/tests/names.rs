//! Player-facing words name things: locations by their content names,
//! factions by name, never the engine's numbers; and a move's label leads
//! with its destination (ZG-GAP-6), so a menu that cuts labels short still
//! tells the moves apart.

use horde_core::rng::{HordeRng, stream};
use horde_core::{Actor, Decision, Game, Match, Viewer};
use horde_rules::RuleSystem;
use horde_rules::texts::Lang;
use horde_z_game::content::content;
use horde_z_game::rules::map::Place;
use horde_z_game::texts::{location_name, texts};
use horde_z_game::{Action, Setup, ZGame};
use serde_json::Value;

/// Random playouts of `players` seats, calling `look` at every seat decision
/// with its legal actions.
fn playouts(players: u8, mut look: impl FnMut(&ZGame, &[Action])) {
    for seed in 0..3u64 {
        let mut m = Match::<ZGame>::new(Setup::new(players), seed).expect("the table sets up");
        let mut rng = HordeRng::new(seed, stream::TEST);
        let (mut events, mut legal) = (Vec::new(), Vec::new());
        for _ in 0..600 {
            m.run_chance(&mut events);
            let Decision::Seat(seat) = m.state().decision() else { break };
            legal.clear();
            m.state().legal_actions(&mut legal);
            look(m.state(), &legal);
            let a = legal[rng.below(legal.len() as u32) as usize];
            m.act(Actor::Seat(seat), a, &mut events).expect("a listed action applies");
        }
    }
}

/// ZG-GAP-6: "Fighter → Hospital (from Bakery)": the destination's name
/// comes right after the character's kind, before where it stands, in
/// both languages; moves to two places differ within their first words.
#[test]
fn zg_gap_6_a_move_label_leads_with_its_destination() {
    let mut moves = 0;
    playouts(4, |g, legal| {
        for lang in Lang::ALL {
            let tr = texts().tr(lang);
            let mut heads = Vec::new();
            for &a in legal {
                let Action::Move { ch, to } = a else { continue };
                let label = g.action_text(a, Viewer::Spectator, lang).label;
                let dest = location_name(g, to, tr);
                let from = location_name(g, g.characters()[usize::from(ch)].loc.expect("on the board"), tr);
                let at = label.find(&dest).unwrap_or_else(|| panic!("{label} names {dest}"));
                assert!(label[..at].chars().count() <= 14, "the destination leads: {label}");
                assert!(label[at + dest.len()..].contains(&from), "then the origin: {label}");
                heads.push((ch, to, label.chars().take(14 + dest.chars().count() + 2).collect::<String>()));
                moves += 1;
            }
            for (i, (ch, to, head)) in heads.iter().enumerate() {
                for (ch2, to2, head2) in &heads[i + 1..] {
                    if ch == ch2 && to != to2 {
                        assert_ne!(head, head2, "two moves of one character read the same");
                    }
                }
            }
        }
    });
    assert!(moves > 100, "{moves} moves seen");
}

/// Labels and narrations name factions, not seat numbers, and no location
/// by the engine's "L7".
#[test]
fn zg_gap_2_words_name_factions_and_locations() {
    let engine_number = |t: &str| {
        let b = t.as_bytes();
        b.windows(2).any(|w| (w[0] == b'L' || w[0] == b'c') && w[1].is_ascii_digit() && t.is_ascii())
            || t.contains("Player ")
            || t.contains("Игрок ")
    };
    playouts(3, |g, legal| {
        if g.order().iter().any(|&s| g.player(s).faction.is_none()) {
            return;
        }
        for &a in legal {
            for lang in Lang::ALL {
                let t = g.action_text(a, Viewer::Spectator, lang);
                assert!(!engine_number(&t.label), "{a}: {}", t.label);
                // The spot is named as the board pictures name it, a code
                // the same in every language; the label names the place.
                let spot = t.target.and_then(|l| u8::try_from(l).ok()).map(horde_z_game::texts::spot);
                assert_eq!(t.target_name, spot, "{a}");
            }
        }
    });
}

/// The view as front ends read it names every dealt location and every
/// faction, and carries none of the engine's seat or location numbers.
#[test]
fn zg_gap_3_the_serialised_view_names_locations_and_factions() {
    playouts(4, |g, _| {
        let view = serde_json::to_value(g.view(Viewer::Spectator)).expect("a view serialises");
        let mut named: Vec<&str> =
            view["locations"].as_object().expect("locations by name").keys().map(String::as_str).collect();
        named.extend(view["empty locations"].as_array().expect("the rest by name").iter().filter_map(Value::as_str));
        for (i, l) in g.locations().iter().enumerate() {
            if let Place::City(Some(t)) = l.place {
                let name = &content().tiles[usize::from(t)].name_en;
                assert!(g.face_down(i as u8) || named.contains(&name.as_str()), "{name} in {named:?}");
            }
        }
        assert!(named.contains(&content().street_name_en.as_str()));
        let factions: Vec<&String> = view["factions"].as_object().expect("factions by name").keys().collect();
        for s in g.order() {
            if let Some(f) = g.player(s).faction {
                assert!(factions.contains(&&content().faction(f).name_en), "{factions:?}");
            }
        }
        assert!(!has_key(&view, &["seat", "owner", "loc", "holder"]), "engine numbers in {view}");
    });
}

fn has_key(v: &Value, keys: &[&str]) -> bool {
    match v {
        Value::Object(fields) => fields.iter().any(|(k, x)| keys.contains(&k.as_str()) || has_key(x, keys)),
        Value::Array(items) => items.iter().any(|x| has_key(x, keys)),
        _ => false,
    }
}
