//! The Zombie Player (GS-ZMAX, GS-ZSPAWN, GS-ZMOVE, GS-ZATK, GS-ZCARD,
//! GS-ZBAR, GS-LIFE-3/4).

mod common;
use common::*;
use horde_core::{Decision, Game, Seat};
use horde_grid_siege::position::Scenario;
use horde_grid_siege::{Action, Event, Options, Pending};

/// Three far zombies: with one human the maximum (4) is one away.
fn far(s: Scenario) -> Scenario {
    s.zombie(p(23, 0)).zombie(p(23, 1)).zombie(p(23, 2))
}

/// Rules: GS-ZSPAWN-2.
#[test]
fn gs_zspawn_2_one_zombie_per_turn_placed_on_the_rolled_sheet() {
    let mut g = Scenario::new().human("student", p(11, 20)).zombie_phase().build().unwrap();
    assert_eq!(g.pending(), Pending::SpawnRoll);
    roll(&mut g, 5);
    assert_eq!(g.pending(), Pending::SpawnPlace { sheet: 5 });
    assert_eq!(g.decision(), Decision::Seat(Seat(0)));
    let squares = g.spawn_squares(5);
    assert!(squares.iter().all(|q| q.dist(p(11, 20)) >= 4), "GS-ZSPAWN-3 b");
    assert_eq!(refused(&g, Action::Place(p(11, 17))), "GS-ZSPAWN-3");
    act(&mut g, Action::Place(p(8, 11)));
    assert_eq!(zombie_squares(&g), vec![p(8, 11)]);
    assert_eq!(g.pending(), Pending::ZombieMoves, "it may move at once");
}

/// Rules: GS-ZSPAWN-1.
#[test]
fn gs_zspawn_1_first_turn_places_two_per_human() {
    let mut g =
        Scenario::new().round(1).human("student", p(11, 20)).human("bum", p(12, 21)).zombie_phase().build().unwrap();
    for i in 0..4 {
        roll(&mut g, 2);
        let sq = g.spawn_squares(2)[i];
        act(&mut g, Action::Place(sq));
    }
    assert_eq!(g.zombies().len(), 4);
    assert_eq!(g.pending(), Pending::ZombieMoves);
}

/// Rules: GS-ZMAX-1.
#[test]
fn gs_zmax_1_no_spawn_at_the_maximum() {
    let g = far(Scenario::new().human("student", p(11, 20))).zombie(p(23, 3)).zombie_phase().build().unwrap();
    assert_eq!(g.zombie_max(), 4);
    assert_eq!(g.pending(), Pending::ZombieMoves);
}

/// Rules: GS-ZSPAWN-3.
#[test]
fn gs_zspawn_3a_not_in_a_room_with_a_human() {
    let g = Scenario::new().human("student", p(18, 3)).zombie_phase().build().unwrap();
    let m = &horde_grid_siege::content::content().map;
    let hall = m.sq(p(18, 3)).room;
    let squares = g.spawn_squares(3);
    assert!(!squares.is_empty());
    assert!(squares.iter().all(|q| m.sq(*q).room != hall));
    assert!(squares.iter().any(|q| m.sq(*q).room != 0), "other rooms of the house are allowed");
}

/// Rules: GS-ZSPAWN-4.
#[test]
fn gs_zspawn_4_optional_first_row_only() {
    let opts = Options { spawn_on_edge_only: true, ..Options::default() };
    let g = Scenario::new().options(opts).human("student", p(11, 20)).zombie_phase().build().unwrap();
    let m = &horde_grid_siege::content::content().map;
    assert!(g.spawn_squares(5).iter().all(|q| m.on_board_edge(*q)));
}

/// Rules: GS-ZSPAWN-5.
#[test]
fn gs_zspawn_5_optional_so_boring_adds_a_zombie() {
    let opts = Options { so_boring: true, ..Options::default() };
    let mut g = Scenario::new().options(opts).human("student", p(11, 20)).zombie_phase().build().unwrap();
    roll(&mut g, 1);
    act(&mut g, Action::Place(p(0, 0)));
    assert_eq!(g.pending(), Pending::SpawnRoll, "a quiet turn brings one more");
}

/// Rules: GS-ZMOVE-2.
#[test]
fn gs_zmove_2_one_square_per_action_orthogonally() {
    let mut g = far(Scenario::new().human("student", p(11, 21))).zombie(p(13, 18)).zombie_phase().build().unwrap();
    let moves = g.zombie_moves(p(13, 18));
    assert!(moves.contains(&(p(13, 20), 2)) && moves.contains(&(p(12, 19), 2)) && moves.contains(&(p(14, 18), 1)));
    assert!(!moves.iter().any(|(q, _)| q.dist(p(13, 18)) > 2));
    act(&mut g, Action::ZMove { from: p(13, 18), to: p(13, 20) });
    assert!(g.zombie_moves(p(13, 20)).is_empty(), "both actions spent");
}

/// Rules: GS-ZMOVE-3, GS-GAP-21.
#[test]
fn gs_zmove_3_window_takes_two_actions() {
    let g = far(Scenario::new().human("student", p(11, 21))).zombie(p(0, 2)).zombie_phase().build().unwrap();
    let moves = g.zombie_moves(p(0, 2));
    assert!(moves.contains(&(p(1, 2), 2)));
    assert!(!moves.iter().any(|(q, _)| *q == p(2, 2)));
}

/// Rules: GS-ZMOVE-4, GS-ZMOVE-5.
#[test]
fn gs_zmove_4_5_obstacles_and_humans_block_zombies_pass_zombies() {
    let g = Scenario::new()
        .human("student", p(11, 21))
        .human("bum", p(13, 19))
        .zombie(p(0, 7))
        .zombie(p(11, 19))
        .zombie(p(11, 18))
        .zombie(p(13, 20))
        .zombie_phase()
        .build()
        .unwrap();
    assert!(!g.zombie_moves(p(0, 7)).iter().any(|(q, _)| *q == p(1, 7)), "no bushes");
    assert!(g.zombie_moves(p(11, 19)).iter().any(|(q, _)| *q == p(11, 17)), "through a zombie");
    assert!(!g.zombie_moves(p(13, 20)).iter().any(|(q, _)| *q == p(13, 18)), "not through a human");
}

/// Rules: GS-ZATK-1.
#[test]
fn gs_zatk_1_success_numbers_by_adjacent_zombies() {
    for (n, fail, hit) in [(1usize, 5u8, 6u8), (2, 4, 5), (3, 3, 4)] {
        let mut s = Scenario::new().human("student", p(11, 20));
        let around = [p(11, 19), p(10, 20), p(12, 20)];
        for z in &around[..n] {
            s = s.zombie(*z);
        }
        for i in n..4 {
            s = s.zombie(p(23, i as u8));
        }
        for die in [fail, hit] {
            let mut g = s.clone().zombie_phase().build().unwrap();
            act(&mut g, Action::EndZombies);
            assert_eq!(g.pending(), Pending::ZombieAttack { human: 0 });
            roll(&mut g, die);
            assert_eq!(g.humans()[0].lives, if die == hit { 3 } else { 4 }, "{n} zombies, die {die}");
        }
    }
}

/// Rules: GS-ZATK-2.
#[test]
fn gs_zatk_2_one_zombie_attacks_both_neighbours() {
    let mut g = Scenario::new()
        .human("student", p(11, 20))
        .human("bum", p(13, 20))
        .zombie(p(12, 20))
        .zombie(p(23, 0))
        .zombie(p(23, 1))
        .zombie(p(23, 2))
        .zombie(p(23, 3))
        .zombie(p(23, 4))
        .zombie(p(23, 5))
        .zombie(p(23, 6))
        .zombie_phase()
        .build()
        .unwrap();
    act(&mut g, Action::EndZombies);
    roll(&mut g, 6);
    assert_eq!(g.pending(), Pending::ZombieAttack { human: 1 });
    roll(&mut g, 6);
    assert_eq!((g.humans()[0].lives, g.humans()[1].lives), (3, 3));
}

/// Rules: GS-GAP-3.
#[test]
fn gs_gap_3_walls_separate_zombies_from_humans() {
    let mut g = far(Scenario::new().human("student", p(0, 3))).zombie(p(1, 3)).zombie_phase().build().unwrap();
    act(&mut g, Action::EndZombies);
    assert!(!matches!(g.pending(), Pending::ZombieAttack { .. }));
    assert_eq!(g.round(), 3);
}

/// Rules: GS-LIFE-3, GS-LIFE-4.
#[test]
fn gs_life_3_4_unconscious_dies_without_roll_and_rises_with_four_actions() {
    let mut g = Scenario::new()
        .human("student", p(11, 20))
        .lives(0)
        .human("bum", p(0, 20))
        .zombie(p(11, 19))
        .zombie(p(23, 0))
        .zombie(p(23, 1))
        .zombie(p(23, 2))
        .zombie(p(23, 3))
        .zombie(p(23, 4))
        .zombie(p(23, 5))
        .zombie(p(23, 6))
        .zombie_phase()
        .build()
        .unwrap();
    let ev = act(&mut g, Action::EndZombies);
    assert!(ev.iter().any(|e| matches!(e, Event::Died { human: 0 })), "no roll against the unconscious");
    assert!(!g.humans()[0].alive());
    // Next Human phase: the bum's turn; then the Zombie phase raises the dead.
    act(&mut g, Action::EndTurn);
    let fresh = g.zombies().iter().find(|z| z.pos == p(11, 20)).expect("risen");
    assert!(fresh.fresh);
    assert_eq!(fresh.actions, 4);
}

/// Rules: GS-ZCARD-2.
#[test]
fn gs_zcard_2_cards_only_after_three_searches() {
    let two = Scenario::new()
        .human("student", p(11, 20))
        .searched(p(1, 1))
        .searched(p(7, 1))
        .zombie_hand(&["hunger"])
        .zombie_phase();
    assert_eq!(two.clone().build().unwrap().pending(), Pending::SpawnRoll);
    let g = two.clone().searched(p(3, 4)).build().unwrap();
    assert_eq!(g.pending(), Pending::ZombieCard);
    let opts = Options { zombie_cards_after_four: true, ..Options::default() };
    let g = two.options(opts).searched(p(3, 4)).build().unwrap();
    assert_eq!(g.pending(), Pending::SpawnRoll, "GS-ZCARD-3: four with the optional rule");
}

fn with_cards(s: Scenario, hand: &[&str]) -> Scenario {
    s.searched(p(1, 1)).searched(p(7, 1)).searched(p(3, 4)).zombie_hand(hand).zombie_phase()
}

/// Rules: GS-GAP-10, GS-ZCARD-1.
#[test]
fn gs_gap_10_hunger_lowers_the_attack_number() {
    let mut g =
        with_cards(far(Scenario::new().human("student", p(11, 20))).zombie(p(11, 19)), &["hunger"]).build().unwrap();
    act(&mut g, Action::PlayCard { card: card("hunger"), target: 0 });
    act(&mut g, Action::EndZombies);
    roll(&mut g, 5);
    assert_eq!(g.humans()[0].lives, 3);
}

/// Rules: GS-ZMAX-2; GS-COMP-6 and GS-GAP-18 (reading A: the token supply
/// is no limit, six zombies for one human is above even five per human).
#[test]
fn gs_zmax_2_horde_exceeds_the_maximum() {
    let mut g =
        with_cards(far(Scenario::new().human("student", p(11, 20))).zombie(p(23, 3)), &["horde"]).build().unwrap();
    act(&mut g, Action::PlayCard { card: card("horde"), target: 0 });
    for _ in 0..2 {
        roll(&mut g, 1);
        let sq = g.spawn_squares(1)[0];
        act(&mut g, Action::Place(sq));
    }
    assert_eq!(g.zombies().len(), 6);
    assert_eq!(g.pending(), Pending::ZombieMoves, "no regular spawn above the maximum");
}

/// Rules: GS-GAP-10, GS-ZCARD-1.
#[test]
fn gs_gap_10_trip_and_lurch() {
    let mut g = with_cards(far(Scenario::new().human("student", p(11, 20))).zombie(p(23, 3)), &["trip", "lurch"])
        .build()
        .unwrap();
    act(&mut g, Action::PlayCard { card: card("trip"), target: 0 });
    // One card per turn.
    assert_eq!(g.pending(), Pending::ZombieMoves);
    act(&mut g, Action::EndZombies);
    assert_eq!(g.turn().unwrap().actions, 1, "one action fewer");
    let mut g =
        with_cards(far(Scenario::new().human("student", p(11, 20))).zombie(p(20, 10)), &["lurch"]).build().unwrap();
    act(&mut g, Action::PlayCard { card: card("lurch"), target: p(20, 10).code() as u16 });
    assert!(g.zombie_moves(p(20, 10)).iter().any(|(_, c)| *c == 4));
}

/// Rules: GS-ZBAR-1.
#[test]
fn gs_zbar_1_three_or_scattered_zombies_cannot_demolish() {
    let door = edge(p(2, 5), p(2, 6));
    let g = far(Scenario::new().human("student", p(11, 20))).barricade(door).zombie(p(2, 6)).zombie_phase();
    assert_ne!(g.clone().build().unwrap().pending(), Pending::Demolish);
    let g = Scenario::new()
        .human("student", p(11, 20))
        .barricade(door)
        .zombie(p(2, 6))
        .zombie(p(3, 6))
        .zombie(p(2, 7))
        .zombie(p(6, 7))
        .zombie_phase()
        .build()
        .unwrap();
    assert_ne!(g.pending(), Pending::Demolish, "the fourth is not connected");
}

/// Rules: GS-ZBAR-1, GS-GAP-14.
#[test]
fn gs_zbar_1_only_the_outer_side_counts_and_no_link_through_openings() {
    // The Blue house's door: (2,5) is the room, (2,6) the street.
    let door = edge(p(2, 5), p(2, 6));
    // Two inside and two outside: no group of four on the outer side.
    let g = Scenario::new()
        .human("student", p(11, 20))
        .barricade(door)
        .zombie(p(2, 5))
        .zombie(p(2, 4))
        .zombie(p(2, 6))
        .zombie(p(2, 7))
        .zombie_phase()
        .build()
        .unwrap();
    assert!(g.demolishable().is_empty());
    assert_ne!(g.pending(), Pending::Demolish);
    // Four inside, by the door: not on its outer side.
    let g = Scenario::new()
        .human("student", p(11, 20))
        .barricade(door)
        .zombie(p(2, 5))
        .zombie(p(2, 4))
        .zombie(p(1, 5))
        .zombie(p(3, 5))
        .zombie_phase()
        .build()
        .unwrap();
    assert!(g.demolishable().is_empty());
    // Four outside, linked on the street: the door comes down.
    let g = Scenario::new()
        .human("student", p(11, 20))
        .barricade(door)
        .zombie(p(2, 6))
        .zombie(p(2, 7))
        .zombie(p(3, 6))
        .zombie(p(1, 6))
        .zombie_phase()
        .build()
        .unwrap();
    assert_eq!(g.demolishable(), vec![door]);
}

/// Rules: GS-ZBAR-3.
#[test]
fn gs_zbar_3_four_zombies_bring_down_one_of_two_barricades() {
    let door = edge(p(2, 5), p(2, 6));
    let window = edge(p(0, 4), p(1, 4));
    let mut g = Scenario::new()
        .human("student", p(11, 20))
        .barricade(door)
        .barricade(window)
        .zombie(p(0, 4))
        .zombie(p(0, 5))
        .zombie(p(0, 6))
        .zombie(p(1, 6))
        .zombie(p(2, 6))
        .zombie_phase()
        .build()
        .unwrap();
    assert_eq!(g.demolishable(), vec![window, door]);
    act(&mut g, Action::Demolish(door));
    assert_ne!(g.pending(), Pending::Demolish, "5 zombies are one group of 4");
    assert_eq!(g.barricades(), &[window]);
}

/// Rules: GS-GAP-18.
#[test]
fn gs_gap_18_no_square_on_the_sheet_means_a_reroll() {
    // With first-row spawns only (GS-ZSPAWN-4), sheet 5 has just its bottom
    // row, all within 3 squares of these two humans: a 5 is rolled again.
    let opts = Options { spawn_on_edge_only: true, ..Options::default() };
    let mut g = Scenario::new()
        .options(opts)
        .human("student", p(9, 20))
        .human("bum", p(13, 20))
        .zombie_phase()
        .build()
        .unwrap();
    assert!(g.spawn_squares(5).is_empty());
    let ev = roll(&mut g, 5);
    assert!(ev.iter().any(|e| matches!(e, Event::NoSpawnSquare { sheet: 5 })));
    assert_eq!(g.pending(), Pending::SpawnRoll);
    for _ in 0..5 {
        roll(&mut g, 5);
    }
    assert_ne!(g.pending(), Pending::SpawnRoll, "after 6 failed rolls no zombie appears");
    assert!(g.zombies().is_empty());
}
