//! The seed's examples that need Rust to check (a position built twice,
//! counts of legal actions). The three worked examples of play (GS-RES-2,
//! GS-AIM-2, GS-PREF-1) are scenario files under `tests/scenarios/`.

mod common;
use common::*;
use horde_core::{Decision, Game};
use horde_grid_siege::position::Scenario;
use horde_grid_siege::{Action, Pending};

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
