//! Rules at hand: an attack's exact odds of kills (RM-COMBAT-1, RM-COMBAT-4,
//! RM-COMBAT-7, RM-WPN-5), the dice each roll showed, and every mission's
//! briefing in both languages.

use horde_core::Game;
use horde_rue_morgue::content::ZombieKind::{Abomination, Fatty, Walker};
use horde_rue_morgue::position::Scenario;
use horde_rue_morgue::{Action, Setup, mission};
use horde_rules::{Chance, Lang, RuleSystem};

/// Dan in st4 holding `hand` (and a pistol), acting, with the zombies given in st4.
fn dan_with(hand: &str, zombies: &[(horde_rue_morgue::content::ZombieKind, u8)]) -> Scenario {
    let mut setup = Setup::solo("tutorial-1", &["dan"], None);
    setup.options.free_team_size = true;
    let mut sc = Scenario::new(&setup).expect("setup");
    sc.place("dan", "st4").expect("st4").inventory("dan", &[hand, "pistol"]).expect("Dan's weapons");
    for &(kind, n) in zombies {
        sc.zombies("st4", kind, n).expect("st4");
    }
    sc.activate("dan").expect("Dan acts");
    sc
}

/// The odds as (kills, numerator, denominator).
fn odds(sc: &Scenario, a: Action) -> Vec<(u32, u64, u64)> {
    let o = sc.game.action_odds(a).expect("an attack at zombies shows odds");
    assert_eq!(o.measure, "rm-ah-kills");
    let sum: f64 = o.chances.iter().map(|c| Chance::probability(*c)).sum();
    assert!((sum - 1.0).abs() < 1e-12, "the chances sum to one: {sum}");
    o.chances.iter().map(|c| (c.count, c.num, c.den)).collect()
}

#[test]
fn rm_combat_1_two_dice_at_4_against_one_walker_miss_a_quarter_of_the_time() {
    // The sabre: 2 dice, accuracy 4+, damage 2 (RM-WPN-5). Each die misses
    // with 3/6; both miss with 1/4. One walker dies at most (RM-COMBAT-7).
    let sc = dan_with("sabre", &[(Walker, 1)]);
    assert_eq!(odds(&sc, Action::Melee { hand: 0 }), vec![(0, 1, 4), (1, 3, 4)]);
}

#[test]
fn rm_combat_4_each_hit_kills_one_when_the_attacker_chooses_among_kinds() {
    // A walker and a fatty: the melee attacker places each hit (RM-MELEE-3),
    // damage 2 kills either (RM-COMBAT-6), so kills are hits: 1/4, 1/2, 1/4.
    let sc = dan_with("sabre", &[(Walker, 1), (Fatty, 1)]);
    assert_eq!(odds(&sc, Action::Melee { hand: 0 }), vec![(0, 1, 4), (1, 1, 2), (2, 1, 4)]);
}

#[test]
fn rm_combat_6_what_the_weapon_cannot_kill_never_dies() {
    // The Abomination dies only to a Molotov (RM-ABOM-3).
    let sc = dan_with("sabre", &[(Abomination, 1)]);
    assert_eq!(odds(&sc, Action::Melee { hand: 0 }), vec![(0, 1, 1)]);
}

#[test]
fn rm_combat_1_three_dice_at_4_against_two_walkers() {
    // The MP5 at range 0: 3 dice at 4+; two walkers die on two hits or more:
    // P(0) = 1/8, P(1) = 3/8, P(2) = 3/8 + 1/8.
    let sc = dan_with("mp5", &[(Walker, 2)]);
    let zone = sc.zone("st4").expect("st4");
    let a = Action::Ranged { hand: 0, zone };
    assert!(sc.legal().contains(&a), "{:?}", sc.legal());
    assert_eq!(odds(&sc, a), vec![(0, 1, 8), (1, 3, 8), (2, 1, 2)]);
}

#[test]
fn actions_that_roll_no_attack_show_no_odds() {
    let sc = dan_with("sabre", &[(Walker, 1)]);
    for a in sc.legal() {
        if !matches!(a, Action::Melee { .. } | Action::Ranged { .. }) {
            assert!(sc.game.action_odds(a).is_none(), "{a:?}");
        }
    }
}

#[test]
fn rm_wpn_5_the_dice_tray_shows_each_die_the_target_and_the_hits() {
    let mut sc = dan_with("sabre", &[(Walker, 2)]);
    let mut events = sc.act(Action::Melee { hand: 0 }).expect("Dan strikes");
    events.extend(sc.roll(&[5, 2]).expect("the dice"));
    for (lang, words) in [(Lang::En, "1 hit of 2 at 4+"), (Lang::Ru, "1 попадание из 2 при 4+")] {
        let rolls = sc.game.rolls(&events, lang);
        assert_eq!(rolls.len(), 1, "{rolls:?}");
        let r = &rolls[0];
        assert_eq!((r.dice.as_slice(), r.target, r.hits), (&[5u8, 2][..], Some(4), 1));
        assert_eq!(r.text, words);
        assert_eq!(r.rule, "RM-COMBAT-1");
        assert!(r.title.contains(if lang == Lang::Ru { "Дэн" } else { "Dan" }), "{}", r.title);
    }
}

#[test]
fn every_shipped_mission_has_a_briefing_in_both_languages() {
    for id in mission::builtin_ids() {
        let b = horde_rue_morgue::RueMorgue::briefing(id).expect("a briefing");
        assert!(!b.goal.en.is_empty() && !b.goal.ru.is_empty(), "{id}: the goal in both languages");
        assert!(b.goal.ru.chars().any(|c| ('а'..='я').contains(&c)), "{id}: {}", b.goal.ru);
        for r in &b.rules {
            assert!(!r.text.en.is_empty() && !r.text.ru.is_empty(), "{id}: {r:?}");
            assert!(!r.text.ru.contains(horde_rules::texts::MISSING), "{id}: {r:?}");
            assert!(
                r.rule.is_empty() || horde_rue_morgue::RueMorgue::spec().rule(&r.rule).is_some(),
                "{id}: {}",
                r.rule
            );
        }
        assert_eq!(b.source, "horde", "{id}: the rulebook's missions are lost (RM-MISSION-1)");
    }
    let m10 = horde_rue_morgue::RueMorgue::briefing("m10").expect("m10");
    assert!(m10.rules.iter().any(|r| r.rule == "RM-GAP-1" && r.text.ru.contains("АК-47")), "{m10:?}");
}

#[test]
fn every_explanation_names_a_rule_of_the_specification() {
    for lang in Lang::ALL {
        let all = horde_rue_morgue::RueMorgue::explanations(lang);
        assert!(all.iter().any(|x| x.key == "item:sabre"));
        assert!(all.iter().any(|x| x.key == "symbol:manhole" && x.symbol.is_some()));
        for x in &all {
            assert!(horde_rue_morgue::RueMorgue::spec().rule(&x.rule).is_some(), "{lang}: {x:?}");
            assert!(!x.lines.is_empty() && x.lines.iter().all(|l| !l.contains(horde_rules::texts::MISSING)), "{x:?}");
        }
    }
    let sabre = horde_rue_morgue::RueMorgue::explanations(Lang::Ru).into_iter().find(|x| x.key == "item:sabre");
    let lines = sabre.map(|x| x.lines).unwrap_or_default();
    assert!(lines.iter().any(|l| l.contains("2 кубика") && l.contains("точность 4+")), "{lines:?}");
}

#[test]
fn the_odds_enumerate_on_copies_and_leave_the_state_alone() {
    let sc = dan_with("sabre", &[(Walker, 1)]);
    let before = sc.game.state_hash();
    let _ = sc.game.action_odds(Action::Melee { hand: 0 });
    assert_eq!(sc.game.state_hash(), before);
}
