//! The worked examples of the seed, as scenario tests.

mod common;
use common::*;
use horde_core::{Decision, Game};
use horde_grid_siege::scenario::Scenario;
use horde_grid_siege::{Action, Pending};

/// GS-RES-2: "a human with 2 actions fires an AK-47 and rolls a 1: he still
/// has one action; the rifle is out of ammunition and is now a club."
#[test]
fn gs_res_2_ak47_oops_leaves_one_action_and_a_club() {
    let mut g =
        Scenario::new().human("soldier", p(11, 20)).holding("ak47").zombie(p(11, 17)).turn_of(0).build().unwrap();
    act(&mut g, attack(Some(0), p(11, 17)));
    // A burst of three dice (GS-BURST-2), every one an Oops.
    roll(&mut g, 1);
    roll(&mut g, 1);
    roll(&mut g, 1);
    // GS-PREF-2: no reroll is offered after a firearm Oops, even to the Soldier.
    assert_eq!(g.pending(), Pending::Act);
    assert_eq!(g.turn().unwrap().actions, 1, "one action spent, the other kept");
    assert!(g.humans()[0].is_empty_gun(0), "out of ammunition");
    assert_eq!(zombie_squares(&g), vec![p(11, 17)]);
    // Only the melee line is left: the zombie 3 squares away is out of reach.
    assert_eq!(refused(&g, attack(Some(0), p(11, 17))), "GS-ITEM-2");
    act(&mut g, Action::Move(p(11, 18)));
    // No action left; zombie phase next. A new turn: the club works in melee.
    let mut g =
        Scenario::new().human("soldier", p(11, 20)).holding_empty("ak47").zombie(p(11, 19)).turn_of(0).build().unwrap();
    act(&mut g, attack(Some(0), p(11, 19)));
    roll(&mut g, 5); // melee line: 5-6 push
    act(&mut g, Action::Keep); // the Soldier could reroll (GS-PREF-1); he keeps the push
    assert_eq!(zombie_squares(&g), vec![p(11, 18)]);
}

/// GS-AIM-2: "fires a pistol after spending 2 actions aiming and rolls 5;
/// +1 gives 6; the zombie is pushed back one square."
#[test]
fn gs_aim_2_aimed_pistol_five_plus_one_is_a_body_hit() {
    let mut g =
        Scenario::new().human("student", p(11, 21)).holding("pistol").zombie(p(11, 18)).turn_of(0).build().unwrap();
    act(&mut g, Action::Attack { slot: Some(0), target: p(11, 18), aimed: true });
    roll(&mut g, 5);
    assert_eq!(zombie_squares(&g), vec![p(11, 17)], "pushed one square away");
    assert!(g.turn().is_none(), "aiming took his whole turn (GS-AIM-1)");
}

/// GS-AIM-1/3: an aimed 6 becomes 7 (a kill for the pistol); an aimed Oops
/// gets no bonus and empties the gun.
/// Rules: GS-AIM-3.
#[test]
fn gs_aim_3_aimed_oops_gets_no_bonus() {
    let base = Scenario::new().human("student", p(11, 21)).holding("pistol").zombie(p(11, 18)).turn_of(0);
    let mut g = base.clone().build().unwrap();
    act(&mut g, Action::Attack { slot: Some(0), target: p(11, 18), aimed: true });
    roll(&mut g, 6);
    assert!(zombie_squares(&g).is_empty(), "aimed 6 + 1 = 7 kills");
    let mut g = base.build().unwrap();
    act(&mut g, Action::Attack { slot: Some(0), target: p(11, 18), aimed: true });
    roll(&mut g, 1);
    assert!(g.humans()[0].is_empty_gun(0));
    assert_eq!(zombie_squares(&g), vec![p(11, 18)]);
}

/// GS-PREF-1: "the Bum attacks with a nail board and rolls 2 (miss); he
/// rerolls and gets 6: the zombie is killed."
/// Rules: GS-GAP-19.
#[test]
fn gs_pref_1_bum_rerolls_a_nail_board_miss() {
    let mut g = Scenario::new()
        .human("bum", p(11, 20))
        .holding("nail_board")
        .zombie(p(11, 19))
        .zombie(p(12, 20))
        .turn_of(0)
        .build()
        .unwrap();
    act(&mut g, attack(Some(0), p(11, 19)));
    roll(&mut g, 2);
    assert!(matches!(g.pending(), Pending::AttackReroll(_)));
    act(&mut g, Action::Reroll);
    roll(&mut g, 6);
    assert_eq!(zombie_squares(&g), vec![p(12, 20)], "the reroll counts: killed");
    // Once per turn: the next miss stands.
    act(&mut g, attack(Some(0), p(12, 20)));
    roll(&mut g, 2);
    assert!(!matches!(g.pending(), Pending::AttackReroll(_)));
    assert_eq!(zombie_squares(&g), vec![p(12, 20)]);
}

/// GS-RES-5: a reroll showing 1 is an Oops (for a melee weapon: turn over).
#[test]
fn gs_res_5_reroll_of_one_is_oops() {
    let mut g =
        Scenario::new().human("bum", p(11, 20)).holding("nail_board").zombie(p(11, 19)).turn_of(0).build().unwrap();
    act(&mut g, attack(Some(0), p(11, 19)));
    roll(&mut g, 3);
    act(&mut g, Action::Reroll);
    roll(&mut g, 1);
    assert!(g.turn().is_none(), "Oops: the human loses his remaining actions (GS-RES-1)");
}

/// GS-INV-4: six small things (2 extra) leave only 2 squares of movement,
/// yet 2 actions for other things.
#[test]
fn gs_inv_4_overloaded_human_moves_one_action_but_acts_twice() {
    let mut s = Scenario::new().human("student", p(11, 20));
    for _ in 0..6 {
        s = s.holding("nail_board");
    }
    let mut g = s.zombie(p(13, 19)).turn_of(0).build().unwrap();
    assert_eq!(g.movement_left(), 2);
    act(&mut g, Action::Move(p(13, 20)));
    assert_eq!(g.movement_left(), 0);
    assert!(g.move_options().is_empty());
    // Still one action for an attack.
    assert!(legal(&g).iter().any(|a| matches!(a, Action::Attack { .. })));
}

/// GS-ZBAR-2: the seed's first example, four zombies in a row ending at the
/// barricade ("zzzz0"), brings it down.
#[test]
fn gs_zbar_2_four_in_a_row_demolish() {
    let door = edge(p(2, 5), p(2, 6));
    let g = Scenario::new()
        .human("student", p(20, 4))
        .barricade(door)
        .zombie(p(2, 6))
        .zombie(p(2, 7))
        .zombie(p(2, 8))
        .zombie(p(2, 9))
        .zombie_phase()
        .build()
        .unwrap();
    assert_eq!(g.pending(), Pending::Demolish);
    assert_eq!(g.decision(), Decision::Seat(horde_core::Seat(0)));
    let mut g = g;
    act(&mut g, Action::Demolish(door));
    assert!(g.barricades().is_empty());
}
