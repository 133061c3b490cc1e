//! Humans: actions, movement, carrying, things, searching (GS-ACT, GS-MOVE,
//! GS-CARRY, GS-INV, GS-SEARCH, GS-LIFE).

mod common;
use common::*;
use horde_core::Game;
use horde_grid_siege::position::Scenario;
use horde_grid_siege::{Action, Dir, Event, Options, Pending};

/// Rules: GS-ACT-2.
#[test]
fn gs_act_2_two_wounds_leave_one_action() {
    for (lives, actions) in [(4, 2), (3, 2), (2, 1), (1, 1)] {
        let g = Scenario::new().human("student", p(11, 20)).lives(lives).turn_of(0).build().unwrap();
        assert_eq!(g.turn().unwrap().actions, actions, "{lives} lives");
    }
}

/// Rules: GS-MOVE-1.
#[test]
fn gs_move_1_two_orthogonal_squares_with_a_turn() {
    let g = Scenario::new().human("student", p(11, 20)).turn_of(0).build().unwrap();
    let dests: Vec<_> = g.move_options().iter().map(|o| o.to).collect();
    for d in [p(11, 18), p(13, 20), p(12, 21), p(10, 19), p(11, 21)] {
        assert!(dests.contains(&d), "{d} reachable");
    }
    assert_eq!(refused(&g, Action::Move(p(11, 17))), "GS-MOVE-1");
}

/// Rules: GS-MOVE-2, GS-GAP-7.
#[test]
fn gs_move_2_diagonal_step_costs_one_square() {
    let mut g = Scenario::new().human("student", p(11, 20)).turn_of(0).build().unwrap();
    act(&mut g, Action::Move(p(12, 19)));
    assert_eq!(g.movement_left(), 3);
}

/// Rules: GS-MOVE-3.
#[test]
fn gs_move_3_window_is_a_whole_action() {
    let mut g = Scenario::new().human("student", p(0, 2)).turn_of(0).build().unwrap();
    assert_eq!(refused(&g, Action::Move(p(2, 2))), "GS-MOVE-6");
    act(&mut g, Action::Move(p(1, 2)));
    assert_eq!(g.turn().unwrap().actions, 1);
}

/// Rules: GS-MOVE-4, GS-MOVE-7, GS-GAP-7.
#[test]
fn gs_move_4_and_7_obstacles_alone_and_never_diagonally() {
    let g = Scenario::new().human("student", p(0, 7)).turn_of(0).build().unwrap();
    let dests: Vec<_> = g.move_options().iter().map(|o| o.to).collect();
    assert!(dests.contains(&p(1, 7)), "onto the bush for one action");
    assert!(!dests.contains(&p(2, 7)), "not through it in the same action");
    let g = Scenario::new().human("student", p(0, 6)).turn_of(0).build().unwrap();
    assert_eq!(refused(&g, Action::Move(p(1, 7))), "GS-MOVE-7");
}

/// Rules: GS-MOVE-6.
#[test]
fn gs_move_6_walls_stop_humans() {
    let g = Scenario::new().human("student", p(0, 3)).turn_of(0).build().unwrap();
    assert_eq!(refused(&g, Action::Move(p(1, 3))), "GS-MOVE-6");
}

/// Rules: GS-MOVE-8.
#[test]
fn gs_move_8_through_humans_but_not_onto_them() {
    let g = Scenario::new().human("student", p(11, 20)).human("bum", p(11, 19)).turn_of(0).build().unwrap();
    assert!(g.move_options().iter().any(|o| o.to == p(11, 18)));
    assert_eq!(refused(&g, Action::Move(p(11, 19))), "GS-MOVE-8");
}

/// Rules: GS-MOVE-9.
#[test]
fn gs_move_9_break_through_costs_a_life_on_5_or_6() {
    let base = Scenario::new().human("student", p(11, 21)).zombie(p(11, 20)).turn_of(0);
    let g = base.clone().build().unwrap();
    assert_eq!(refused(&g, Action::Move(p(11, 19))), "GS-MOVE-6");
    for (die, lives) in [(5, 3), (6, 3), (4, 4), (1, 4)] {
        let mut g = base.clone().build().unwrap();
        act(&mut g, Action::BreakThrough(Dir::N));
        roll(&mut g, die);
        assert_eq!(g.humans()[0].pos, p(11, 19), "he runs through");
        assert_eq!(g.humans()[0].lives, lives);
    }
    let g = base.zombie(p(11, 19)).build().unwrap();
    assert_eq!(refused(&g, Action::BreakThrough(Dir::N)), "GS-MOVE-9");
}

/// Rules: GS-CARRY-1, GS-CARRY-2.
#[test]
fn gs_carry_1_2_carry_an_unconscious_human_for_free() {
    let mut g =
        Scenario::new().human("student", p(11, 20)).human("bum", p(11, 21)).lives(0).turn_of(0).build().unwrap();
    act(&mut g, Action::Carry(1));
    assert_eq!(g.turn().unwrap().actions, 2, "carrying costs no action");
    act(&mut g, Action::Move(p(11, 18)));
    act(&mut g, Action::EndTurn);
    assert_eq!(g.pending(), Pending::PlaceCarried);
    let options = legal(&g);
    assert!(options.contains(&Action::PlaceCarried(p(11, 19))));
    assert!(options.contains(&Action::PlaceCarried(p(11, 20))));
    assert!(!options.contains(&Action::PlaceCarried(p(11, 18))), "not on the carrier");
    act(&mut g, Action::PlaceCarried(p(11, 19)));
    assert_eq!(g.humans()[1].pos, p(11, 19));
}

/// Rules: GS-CARRY-3.
#[test]
fn gs_carry_3_only_adjacent_unconscious_humans() {
    let g = Scenario::new().human("student", p(11, 20)).human("bum", p(11, 18)).lives(0).turn_of(0).build().unwrap();
    assert_eq!(refused(&g, Action::Carry(1)), "GS-CARRY-3");
    let g = Scenario::new().human("student", p(11, 20)).human("bum", p(11, 21)).lives(4).turn_of(0).build().unwrap();
    assert_eq!(refused(&g, Action::Carry(1)), "GS-GAP-6", "an unhurt human is not carried");
}

/// Rules: GS-CARRY-1, GS-GAP-6.
#[test]
fn gs_carry_1_a_wounded_conscious_human_is_carried_and_gives_up_his_turn() {
    // «раненого»: the Bum with 2 lives is wounded, not unconscious.
    let mut g =
        Scenario::new().human("student", p(11, 20)).human("bum", p(11, 21)).lives(2).turn_of(0).build().unwrap();
    act(&mut g, Action::Carry(1));
    act(&mut g, Action::Move(p(11, 18)));
    act(&mut g, Action::EndTurn);
    act(&mut g, Action::PlaceCarried(p(11, 19)));
    assert_eq!(g.humans()[1].pos, p(11, 19));
    assert!(g.turn().is_none() && g.pending() != Pending::NextHuman, "the Bum has no turn of his own left");
    assert!(g.waiting_humans().next().is_none());
}

/// Rules: GS-INV-1.
#[test]
fn gs_inv_1_pass_a_thing_diagonally_for_one_action() {
    let mut g = Scenario::new()
        .human("student", p(11, 20))
        .holding("axe")
        .human("bum", p(12, 19))
        .human("medic", p(14, 20))
        .turn_of(0)
        .build()
        .unwrap();
    assert_eq!(refused(&g, Action::Give { slot: 0, to: 2 }), "GS-INV-1");
    act(&mut g, Action::Give { slot: 0, to: 1 });
    assert_eq!(g.turn().unwrap().actions, 1);
    assert_eq!(g.humans()[1].item(0), Some(thing("axe")));
}

/// Rules: GS-ACT-5.
#[test]
fn gs_act_5_discarding_is_free_and_final() {
    let mut g = Scenario::new().human("student", p(11, 20)).holding("axe").turn_of(0).build().unwrap();
    act(&mut g, Action::Discard(0));
    assert_eq!(g.turn().unwrap().actions, 2);
    assert_eq!(g.humans()[0].count(), 0);
    assert_eq!(refused(&g, Action::PickUp(thing("axe"))), "GS-ACT-6");
}

/// Rules: GS-ACT-6, GS-GAP-25.
#[test]
fn gs_act_6_optional_discards_stay_and_are_picked_up_free() {
    let opts = Options { items_stay_on_board: true, ..Options::default() };
    let mut g = Scenario::new()
        .options(opts)
        .human("student", p(11, 20))
        .holding("axe")
        .human("bum", p(12, 20))
        .turn_of(0)
        .build()
        .unwrap();
    act(&mut g, Action::Discard(0));
    act(&mut g, Action::Move(p(13, 20)));
    act(&mut g, Action::EndTurn);
    act(&mut g, Action::Move(p(11, 20)));
    act(&mut g, Action::PickUp(thing("axe")));
    assert_eq!(g.turn().unwrap().actions, 1, "picking up is free");
    assert_eq!(g.humans()[1].item(0), Some(thing("axe")));
}

/// Rules: GS-INV-3, GS-GAP-8.
#[test]
fn gs_inv_3_overload_costs_one_square_per_extra_thing() {
    // Two big things fill the 4 units; a third big and a small one are extra.
    let g = Scenario::new()
        .human("student", p(11, 20))
        .holding("axe")
        .holding("shotgun")
        .holding("ak47")
        .holding("pistol")
        .turn_of(0)
        .build()
        .unwrap();
    assert_eq!(g.movement_left(), 2);
}

/// Rules: GS-SEARCH-1.
#[test]
fn gs_search_1_search_takes_the_whole_turn_and_draws_a_card() {
    let mut g = Scenario::new().human("student", p(2, 4)).turn_of(0).build().unwrap();
    act(&mut g, Action::Search(p(3, 4)));
    assert!(matches!(g.pending(), Pending::SearchDraw { .. }));
    let mut outcomes = Vec::new();
    g.chance_outcomes(&mut outcomes);
    let pistol = search_card(Some("pistol"));
    assert!(outcomes.contains(&(Action::SearchCard(pistol), 2)), "weights are the copies left");
    act(&mut g, Action::SearchCard(pistol));
    assert_eq!(g.humans()[0].item(0), Some(thing("pistol")));
    assert!(g.turn().is_none(), "the search took both actions");
    assert_eq!(g.searched_count(), 1);
}

/// Rules: GS-SEARCH-2.
#[test]
fn gs_search_2_once_per_human_per_square() {
    let g = Scenario::new().human("student", p(2, 4)).has_searched(p(3, 4)).turn_of(0).build().unwrap();
    assert_eq!(refused(&g, Action::Search(p(3, 4))), "GS-SEARCH-2");
    let g = Scenario::new()
        .human("student", p(2, 4))
        .human("bum", p(11, 20))
        .has_searched(p(3, 4))
        .turn_of(0)
        .build()
        .unwrap();
    assert!(legal(&g).contains(&Action::Search(p(3, 4))), "another human may search it again");
}

/// Rules: GS-GAP-23.
#[test]
fn gs_gap_23_one_action_humans_cannot_search() {
    let g = Scenario::new().human("student", p(2, 4)).lives(2).turn_of(0).build().unwrap();
    assert_eq!(refused(&g, Action::Search(p(3, 4))), "GS-GAP-23");
    let mut g = Scenario::new().human("student", p(2, 5)).turn_of(0).build().unwrap();
    act(&mut g, Action::Move(p(2, 4)));
    assert_eq!(refused(&g, Action::Search(p(3, 4))), "GS-GAP-23");
}

/// Rules: GS-GAP-5.
#[test]
fn gs_gap_5_first_aid_wakes_the_unconscious_and_medic_rerolls() {
    let mut g = Scenario::new()
        .human("medic", p(11, 20))
        .holding("first_aid")
        .human("bum", p(11, 21))
        .lives(0)
        .turn_of(0)
        .build()
        .unwrap();
    act(&mut g, Action::Heal { slot: 0, target: 1 });
    roll(&mut g, 2);
    assert!(matches!(g.pending(), Pending::UseReroll(_)), "GS-PREF-3: the Medic may reroll a failed use");
    act(&mut g, Action::Reroll);
    let ev = roll(&mut g, 4);
    // The Medic's feature adds a life (GS-GAP-10).
    assert!(ev.iter().any(|e| matches!(e, Event::Healed { target: 1, lives: 2, .. })));
    assert!(g.humans()[1].conscious());
    assert_eq!(g.humans()[0].count(), 0, "single use");
}

/// Rules: GS-LIFE-2.
#[test]
fn gs_life_2_unconscious_humans_take_no_turn() {
    let g = Scenario::new().human("student", p(11, 20)).human("bum", p(11, 21)).lives(0).build().unwrap();
    // Only one conscious human: his turn starts without a choice.
    assert_eq!(g.turn().map(|t| t.human), Some(0));
}
