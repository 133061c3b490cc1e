//! Barricades, the car, sacrifice and victory (GS-BAR, GS-CAR, GS-SAC,
//! GS-FORT, GS-WIN).

mod common;
use common::*;
use horde_core::Game;
use horde_grid_siege::position::Scenario;
use horde_grid_siege::{Action, Options, Pending};

/// Rules: GS-BAR-2, GS-GAP-14.
#[test]
fn gs_bar_2_bare_hands_take_two_actions_shared_by_humans() {
    // The Blue house's door: (2,5) is the room, (2,6) the street.
    let door = edge(p(2, 5), p(2, 6));
    let mut g = Scenario::new().human("student", p(2, 5)).turn_of(0).build().unwrap();
    act(&mut g, Action::Build { edge: door, slot: None });
    assert!(g.barricades().is_empty());
    act(&mut g, Action::Build { edge: door, slot: None });
    assert_eq!(g.barricades(), &[door]);
    // Two humans, one action each: one in front, one on a flanking square
    // (touching the opening diagonally counts as "next to" it).
    let mut g = Scenario::new().human("student", p(2, 5)).human("bum", p(1, 5)).turn_of(0).build().unwrap();
    act(&mut g, Action::Build { edge: door, slot: None });
    act(&mut g, Action::EndTurn);
    act(&mut g, Action::Build { edge: door, slot: None });
    assert_eq!(g.barricades(), &[door]);
    // Humans build from the inner side; two squares away is not next to it.
    let g = Scenario::new().human("student", p(2, 6)).turn_of(0).build().unwrap();
    assert_eq!(refused(&g, Action::Build { edge: door, slot: None }), "GS-BAR-2");
    let g = Scenario::new().human("student", p(2, 4)).turn_of(0).build().unwrap();
    assert_eq!(refused(&g, Action::Build { edge: door, slot: None }), "GS-BAR-2");
}

/// Plays the Zombie phase with no zombie moving and every die a 1, up to
/// the next human turn.
fn quiet_zombie_phase(g: &mut horde_grid_siege::GridSiege, moves: &[Action]) {
    let mut moves = moves.iter();
    for _ in 0..40 {
        match g.decision() {
            horde_core::Decision::Chance => {
                roll(g, 1);
            }
            horde_core::Decision::Seat(horde_core::Seat(0)) => {
                let a = moves.next().copied().unwrap_or(Action::EndZombies);
                act(g, a);
            }
            _ => return,
        }
    }
    panic!("the Zombie phase did not end");
}

/// Rules: GS-BAR-4, GS-GAP-14.
#[test]
fn gs_bar_4_work_with_a_zombie_behind_is_kept_across_rounds() {
    // One zombie behind: 3 actions. A lone human has 2 a turn: his work
    // stays and the barricade stands on his next turn.
    let door = edge(p(2, 5), p(2, 6));
    let far = [p(23, 0), p(23, 1), p(23, 2)];
    let mut s = Scenario::new().human("student", p(2, 5)).zombie(p(2, 6));
    for z in far {
        s = s.zombie(z);
    }
    let mut g = s.clone().turn_of(0).build().unwrap();
    assert_eq!(g.build_cost(door, p(2, 5), false), 3);
    act(&mut g, Action::Build { edge: door, slot: None });
    act(&mut g, Action::Build { edge: door, slot: None });
    assert!(g.barricades().is_empty());
    quiet_zombie_phase(&mut g, &[]);
    assert_eq!(g.turn().map(|t| t.human), Some(0));
    assert_eq!(g.projects().len(), 1, "the work done is kept");
    act(&mut g, Action::Build { edge: door, slot: None });
    assert_eq!(g.barricades(), &[door]);
    // Work is lost when a figure passes through the opening.
    let mut g = Scenario::new().human("student", p(1, 5)).zombie(p(2, 6));
    for z in far {
        g = g.zombie(z);
    }
    let mut g = g.turn_of(0).build().unwrap();
    act(&mut g, Action::Build { edge: door, slot: None });
    act(&mut g, Action::Build { edge: door, slot: None });
    assert_eq!(g.projects().len(), 1);
    quiet_zombie_phase(&mut g, &[Action::ZMove { from: p(2, 6), to: p(2, 5) }]);
    assert!(g.projects().is_empty(), "the zombie came through: the work is lost");
}

/// Rules: GS-BAR-1.
#[test]
fn gs_bar_1_with_hammer_one_action_and_only_openings() {
    let door = edge(p(2, 5), p(2, 6));
    let mut g = Scenario::new().human("student", p(2, 5)).holding("hammer_nails").turn_of(0).build().unwrap();
    assert_eq!(refused(&g, Action::Build { edge: edge(p(3, 5), p(3, 6)), slot: None }), "GS-BAR-1");
    act(&mut g, Action::Build { edge: door, slot: Some(0) });
    roll(&mut g, 3);
    assert_eq!(g.barricades(), &[door]);
    assert_eq!(g.turn().unwrap().actions, 1);
    // A 1 breaks the hammer and builds nothing.
    let mut g = Scenario::new().human("student", p(2, 5)).holding("hammer_nails").turn_of(0).build().unwrap();
    act(&mut g, Action::Build { edge: door, slot: Some(0) });
    roll(&mut g, 1);
    assert!(g.barricades().is_empty());
    assert_eq!(g.humans()[0].count(), 0);
}

/// Rules: GS-BAR-4.
#[test]
fn gs_bar_4_zombies_behind_cost_extra_and_four_forbid() {
    let door = edge(p(2, 5), p(2, 6));
    let g = Scenario::new().human("student", p(2, 5)).zombie(p(2, 6)).zombie(p(2, 7)).turn_of(0).build().unwrap();
    assert_eq!(g.build_cost(door, p(2, 5), false), 4);
    assert_eq!(g.build_cost(door, p(1, 5), false), 4, "the same from a flanking square");
    let g = Scenario::new()
        .human("student", p(2, 5))
        .zombie(p(2, 6))
        .zombie(p(2, 7))
        .zombie(p(1, 6))
        .zombie(p(3, 6))
        .turn_of(0)
        .build()
        .unwrap();
    assert_eq!(refused(&g, Action::Build { edge: door, slot: None }), "GS-BAR-4");
}

/// Rules: GS-BAR-3.
#[test]
fn gs_bar_3_dismantle_two_actions_or_one_with_crowbar() {
    let door = edge(p(2, 5), p(2, 6));
    let mut g = Scenario::new().human("student", p(2, 6)).barricade(door).turn_of(0).build().unwrap();
    assert_eq!(refused(&g, Action::Move(p(2, 4))), "GS-MOVE-6");
    act(&mut g, Action::Dismantle { edge: door, slot: None });
    assert_eq!(g.barricades(), &[door]);
    act(&mut g, Action::Dismantle { edge: door, slot: None });
    assert!(g.barricades().is_empty());
    let mut g =
        Scenario::new().human("student", p(2, 6)).holding("crowbar").barricade(door).turn_of(0).build().unwrap();
    act(&mut g, Action::Dismantle { edge: door, slot: Some(0) });
    assert!(g.barricades().is_empty());
    assert_eq!(g.turn().unwrap().actions, 1);
}

/// Rules: GS-GAP-16.
#[test]
fn gs_gap_16_car_boarded_only_after_all_searches() {
    let g = Scenario::new().human("student", p(10, 14)).turn_of(0).build().unwrap();
    assert_eq!(refused(&g, Action::EnterCar), "GS-GAP-16");
    let g = Scenario::new().human("student", p(9, 14)).all_searched().turn_of(0).build().unwrap();
    assert_eq!(refused(&g, Action::EnterCar), "GS-CAR-1");
}

/// Rules: GS-CAR-1, GS-CAR-2.
#[test]
fn gs_car_1_2_win_by_car() {
    let mut g = Scenario::new().human("student", p(10, 14)).all_searched().turn_of(0).build().unwrap();
    act(&mut g, Action::EnterCar);
    assert!(g.humans()[0].in_car);
    act(&mut g, Action::StartCar);
    roll(&mut g, 5);
    assert!(!g.car_started());
    // Next turn: start on a 6.
    let mut g = Scenario::new().human_in_car("student").all_searched().turn_of(0).build().unwrap();
    act(&mut g, Action::StartCar);
    roll(&mut g, 6);
    let o = g.outcome().expect("over");
    assert_eq!(o.winners, vec![horde_core::Seat(1)]);
}

/// Rules: GS-CAR-3.
#[test]
fn gs_car_3_zombies_at_the_doors_attack_those_inside() {
    let mut g = Scenario::new()
        .human_in_car("student")
        .zombie(p(13, 14))
        .zombie(p(23, 0))
        .zombie(p(23, 1))
        .zombie(p(23, 2))
        .zombie_phase()
        .build()
        .unwrap();
    act(&mut g, Action::EndZombies);
    assert_eq!(g.pending(), Pending::ZombieAttack { human: 0 });
    roll(&mut g, 6);
    assert_eq!(g.humans()[0].lives, 3);
}

/// Rules: GS-CAR-3.
#[test]
fn gs_car_3_each_door_zombie_attacks_one_human_of_the_zombie_players_choice() {
    // «любого»: any one of them. Two inside, a zombie at each door; the
    // Zombie Player sends both at H1: H1 faces two (5-6), H2 none.
    let doors = horde_grid_siege::content::content().map.car.doors.clone();
    assert_eq!(doors.len(), 2);
    let mut g = Scenario::new()
        .human_in_car("student")
        .human_in_car("bum")
        .zombie(doors[0])
        .zombie(doors[1])
        .zombie(p(23, 0))
        .zombie(p(23, 1))
        .zombie(p(23, 2))
        .zombie(p(23, 3))
        .zombie(p(23, 4))
        .zombie(p(23, 5))
        .zombie_phase()
        .build()
        .unwrap();
    act(&mut g, Action::EndZombies);
    assert!(matches!(g.pending(), Pending::CarTarget { .. }), "{:?}", g.pending());
    let choices = legal(&g);
    assert_eq!(choices.len(), 2, "{choices:?}");
    assert_eq!(g.decision(), horde_core::Decision::Seat(horde_core::Seat(0)));
    for _ in 0..2 {
        let Some(a) = legal(&g).into_iter().find(|a| matches!(a, Action::CarAttack { human: 0, .. })) else {
            panic!("no choice of H1 at {:?}", g.pending())
        };
        act(&mut g, a);
    }
    assert_eq!(g.pending(), Pending::ZombieAttack { human: 0 });
    assert_eq!(g.attackers(0), 2);
    assert_eq!(g.attackers(1), 0, "nobody picked H2");
    roll(&mut g, 5);
    assert_eq!(g.humans()[0].lives, 3);
    assert_eq!(g.humans()[1].lives, 4);
    assert!(!matches!(g.pending(), Pending::ZombieAttack { .. }), "H2 is not attacked");
}

/// Rules: GS-CAR-4.
#[test]
fn gs_car_4_from_the_car_shoot_and_strike_through_the_window() {
    let g = Scenario::new()
        .human_in_car("student")
        .holding("axe")
        .zombie(p(13, 14))
        .zombie(p(9, 14))
        .turn_of(0)
        .build()
        .unwrap();
    assert!(legal(&g).contains(&attack(Some(0), p(13, 14))), "melee at a door square");
    assert_eq!(refused(&g, attack(Some(0), p(9, 14))), "GS-ITEM-2");
}

/// Rules: GS-CAR-4.
#[test]
fn gs_car_4_optional_blocking() {
    let opts = Options { blocking: true, ..Options::default() };
    let mut g = Scenario::new()
        .options(opts)
        .human_in_car("student")
        .all_searched()
        .zombie(p(10, 13))
        .zombie(p(10, 15))
        .zombie(p(13, 15))
        .zombie(p(11, 12))
        .turn_of(0)
        .build()
        .unwrap();
    act(&mut g, Action::StartCar);
    roll(&mut g, 6);
    assert!(g.car_started());
    assert!(g.outcome().is_none(), "4 zombies by the car block the escape");
}

/// Rules: GS-SAC-1.
#[test]
fn gs_sac_1_a_sacrifice_lets_the_others_drive_away() {
    let mut g = Scenario::new()
        .human_in_car("student")
        .human("bum", p(0, 21))
        .all_searched()
        .car_started()
        .start(horde_grid_siege::position::Start::Turn(1))
        .build()
        .unwrap();
    assert!(g.outcome().is_none());
    act(&mut g, Action::Sacrifice(1));
    assert!(g.outcome().is_some_and(|o| o.winners == vec![horde_core::Seat(1)]));
}

/// Rules: GS-SAC-2.
#[test]
fn gs_sac_2_nobody_sacrifices_another_seats_human() {
    let g = Scenario::new()
        .human_seats(2)
        .human_in_car("student")
        .seat(1)
        .human("bum", p(0, 21))
        .seat(2)
        .human("medic", p(3, 21))
        .seat(1)
        .all_searched()
        .turn_of(2)
        .build()
        .unwrap();
    assert_eq!(refused(&g, Action::Sacrifice(1)), "GS-SAC-1");
    assert!(legal(&g).contains(&Action::Sacrifice(2)));
}

/// Rules: GS-FORT-1, GS-GAP-15.
#[test]
fn gs_fort_1_barricaded_house_without_zombies_wins() {
    // The Corner shop: 4 outer openings.
    let openings = [edge(p(18, 16), p(18, 17)), edge(p(22, 12), p(22, 13)), edge(p(19, 12), p(19, 13))];
    let last = edge(p(16, 16), p(17, 16));
    let mut s = Scenario::new().human("student", p(17, 16)).human("bum", p(18, 14));
    for e in openings {
        s = s.barricade(e);
    }
    let mut g = s.clone().turn_of(0).build().unwrap();
    act(&mut g, Action::Build { edge: last, slot: None });
    act(&mut g, Action::Build { edge: last, slot: None });
    assert!(g.outcome().is_none(), "checked at the end of the Human phase");
    act(&mut g, Action::EndTurn);
    let o = g.outcome().expect("humans hold the shop");
    assert!(o.reason.contains("GS-WIN-3"));
    // A zombie inside spoils it.
    let mut g = s.zombie(p(21, 14)).turn_of(0).build().unwrap();
    act(&mut g, Action::Build { edge: last, slot: None });
    act(&mut g, Action::Build { edge: last, slot: None });
    act(&mut g, Action::EndTurn);
    assert!(g.outcome().is_none());
}

/// Rules: GS-WIN-5.
#[test]
fn gs_win_5_zombies_win_when_all_humans_are_dead() {
    let mut g = Scenario::new()
        .human("student", p(11, 20))
        .lives(0)
        .zombie(p(11, 19))
        .zombie(p(23, 0))
        .zombie(p(23, 1))
        .zombie(p(23, 2))
        .zombie_phase()
        .build()
        .unwrap();
    act(&mut g, Action::EndZombies);
    let o = g.outcome().expect("over");
    assert_eq!(o.winners, vec![horde_core::Seat(0)]);
}

/// Rules: GS-WIN-4.
#[test]
fn gs_win_4_optional_everyone_searches_everything() {
    let opts = Options { everyone_searches_everything: true, ..Options::default() };
    let g = Scenario::new().options(opts).human("student", p(10, 14)).all_searched().turn_of(0).build().unwrap();
    assert!(!g.all_searched());
    assert_eq!(refused(&g, Action::EnterCar), "GS-GAP-16");
}

/// Rules: GS-WIN-5, GS-GAP-26.
#[test]
fn gs_win_5_no_round_limit_and_a_capped_match_is_nobodys_win() {
    let s = || {
        Scenario::new()
            .human("student", p(11, 20))
            .zombie(p(23, 0))
            .zombie(p(23, 1))
            .zombie(p(23, 2))
            .zombie(p(23, 3))
            .round(100)
            .zombie_phase()
    };
    // The default match has no round limit: round 101 is played.
    let mut g = s().build().unwrap();
    act(&mut g, Action::EndZombies);
    assert!(g.outcome().is_none(), "humans alive: the game goes on");
    assert_eq!(g.round(), 101);
    // A cap set for a simulation stops the match unfinished, won by nobody.
    let capped = Options { round_limit: 100, ..Options::default() };
    let mut g = s().options(capped).build().unwrap();
    act(&mut g, Action::EndZombies);
    let o = g.outcome().expect("stopped at the cap");
    assert!(o.winners.is_empty(), "no side wins at a cap: {o:?}");
    assert!(o.reason.contains("unfinished"));
}
