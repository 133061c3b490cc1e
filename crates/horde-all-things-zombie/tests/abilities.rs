//! The named characters' abilities (ATZ-FAQ-2..4, ATZ-GAP-11) and the house
//! rules (ATZ-HOUSE-1/2); each test cites the rules it checks.

use horde_all_things_zombie::position::Position;
use horde_all_things_zombie::{Action, Event, HouseRules, Pending};
use horde_core::Game;

mod common;
use common::*;

#[test]
fn sailor_has_two_more_mp_in_his_own_turn_only() {
    // ATZ-FAQ-4, ATZ-GAP-11: +2 MP in his turn; his counter (used by a
    // Runaway, ATZ-REACT-6) keeps 8.
    let mut g = Position::new("crossing").character(one("sailor", 4, 3, "pistol")).zombie((12, 9), 0).build().unwrap();
    play(&mut g, &[init(4, 1)]);
    assert_eq!(g.turn_state.map(|t| t.mp), Some(10));
    assert_eq!(g.characters[0].mp(), 8);
    let mut b = Position::new("crossing").character(one("buffy", 4, 3, "pistol")).zombie((12, 9), 0).build().unwrap();
    play(&mut b, &[init(4, 1)]);
    assert_eq!(b.turn_state.map(|t| t.mp), Some(8));
}

#[test]
fn buffy_heals_with_one_success_as_her_action() {
    // ATZ-FAQ-2, ATZ-GAP-11: 2 dice vs Rep 4, one success heals a neighbour;
    // none, nothing; either way it was her action.
    let mut hurt = one("professor", 5, 3, "pistol");
    hurt.wounds = 1;
    let base = Position::new("crossing")
        .character(one("buffy", 4, 3, "pistol"))
        .character(hurt)
        .zombie((12, 9), 0)
        .build()
        .unwrap();
    let mut g = base.clone();
    play(&mut g, &[init(4, 1), Action::Activate(0)]);
    assert!(legal(&g).contains(&Action::Treat(1)) && !legal(&g).contains(&Action::Treat(0)));
    let ev = play(&mut g, &[Action::Treat(1), Action::Die(5), Action::Die(6)]);
    assert!(ev.contains(&Event::AbilityRoll { c: 0, dice: vec![5, 6], success: false }));
    assert_eq!(g.characters[1].wounds, 1);
    assert!(!legal(&g).iter().any(|a| matches!(a, Action::Treat(_) | Action::Fire(_))), "the action is spent");
    let mut h = base;
    play(&mut h, &[init(4, 1), Action::Activate(0), Action::Treat(1), Action::Die(6), Action::Die(4)]);
    assert_eq!(h.characters[1].wounds, 0);
}

#[test]
fn buffy_cannot_heal_a_character_beside_a_zombie() {
    // ATZ-FAQ-2: not in a hex with a zombie, hers or the patient's.
    let mut hurt = one("professor", 5, 3, "pistol");
    hurt.wounds = 1;
    let mut g = Position::new("crossing")
        .character(one("buffy", 4, 3, "pistol"))
        .character(hurt)
        .zombie((5, 3), 0)
        .build()
        .unwrap();
    play(&mut g, &[init(4, 1), Action::Activate(0)]);
    assert!(!legal(&g).contains(&Action::Treat(1)));
    assert_eq!(g.check(Action::Treat(1)).map_err(|e| e.rule), Err("ATZ-FAQ-2"));
}

#[test]
fn the_professor_cures_a_zombie_of_his_hex_with_one_success() {
    // ATZ-FAQ-3, ATZ-GAP-11: after Being Charged at his turn start (one
    // success, ATZ-GAP-19) he may cure instead of fighting; the counter goes
    // back to the cup (ATZ-ZOM-6).
    let mut g =
        Position::new("crossing").character(one("professor", 5, 3, "pistol")).zombie((5, 3), 0).build().unwrap();
    let cup: u8 = g.cup.iter().sum();
    play(&mut g, &[init(4, 1), Action::Die(2), Action::Die(5)]);
    assert_eq!(g.pending, Pending::Turn);
    assert!(legal(&g).contains(&Action::Cure(0)));
    let ev = play(&mut g, &[Action::Cure(0), Action::Die(6), Action::Die(3)]);
    assert!(ev.contains(&Event::ZombieCured { z: 0 }));
    assert!(!g.zombies[0].alive);
    assert_eq!(g.cup.iter().sum::<u8>(), cup + 1);
}

#[test]
fn house_rule_one_lets_characters_act_out_of_rep_order() {
    // ATZ-ACT-1: Rep 5 before Rep 4; ATZ-HOUSE-1 (off by default) drops the order.
    let pos = Position::new("crossing")
        .character(one("tonya", 4, 3, "pistol"))
        .character(one("buffy", 8, 3, "pistol"))
        .zombie((12, 9), 0);
    let mut g = pos.build().unwrap();
    play(&mut g, &[init(4, 1)]);
    assert_eq!(g.turn_state.map(|t| t.c), Some(0), "Tonya first, no choice");
    let mut h = pos.build().unwrap();
    h.house = HouseRules { any_order: true, ..HouseRules::default() };
    play(&mut h, &[init(4, 1)]);
    assert_eq!(legal(&h), vec![Action::Activate(0), Action::Activate(1)]);
    play(&mut h, &[Action::Activate(1)]);
    assert_eq!(h.turn_state.map(|t| t.c), Some(1));
}

#[test]
fn house_rule_two_makes_the_shotgun_marker_three() {
    // ATZ-ITEM-2: a shotgun places "Shot 6"; ATZ-HOUSE-2: "Shot 3".
    let pos = Position::new("crossing").character(one("buffy", 0, 3, "shotgun")).zombie((4, 3), 0);
    let shoot = [init(4, 1), Action::Fire(6), Action::Target(0), Action::Target(0), Action::Target(0)];
    let dice = [1, 2, 3, 4, 5, 6].map(Action::Die);
    let mut g = pos.build().unwrap();
    play(&mut g, &shoot);
    play(&mut g, &dice);
    assert_eq!(g.shots[0].dice, 6);
    let mut h = pos.build().unwrap();
    h.house = HouseRules { small_shotgun_marker: true, ..HouseRules::default() };
    play(&mut h, &shoot);
    play(&mut h, &dice);
    assert_eq!(h.shots[0].dice, 3);
}
