//! Human attacks (GS-ATK, GS-RANGE, GS-RES, GS-EXPL, GS-BURST).

mod common;
use common::*;
use horde_grid_siege::position::Scenario;
use horde_grid_siege::{Action, Event, Options, Pending, Roll};

/// Rules: GS-RES-8.
#[test]
fn gs_res_8_unarmed_needs_two_sixes() {
    let base = Scenario::new().human("student", p(11, 20)).zombie(p(11, 19)).turn_of(0);
    let mut g = base.clone().build().unwrap();
    act(&mut g, attack(None, p(11, 19)));
    roll(&mut g, 6);
    roll(&mut g, 6);
    assert!(zombie_squares(&g).is_empty(), "6 then 6 kills");
    let mut g = base.clone().build().unwrap();
    act(&mut g, attack(None, p(11, 19)));
    roll(&mut g, 6);
    roll(&mut g, 3);
    assert_eq!(zombie_squares(&g), vec![p(11, 18)], "6 then not 6 pushes");
    assert_eq!(g.turn().unwrap().actions, 1, "both rolls are one action");
    let mut g = base.build().unwrap();
    act(&mut g, attack(None, p(11, 19)));
    roll(&mut g, 5);
    assert_eq!(zombie_squares(&g), vec![p(11, 19)], "anything else misses");
    assert_eq!(g.pending(), Pending::Act);
}

/// Rules: GS-RES-1, GS-GAP-13.
#[test]
fn gs_res_1_melee_oops_ends_the_turn() {
    let mut g =
        Scenario::new().human("student", p(11, 20)).holding("axe").zombie(p(11, 19)).turn_of(0).build().unwrap();
    act(&mut g, attack(Some(0), p(11, 19)));
    roll(&mut g, 1);
    assert!(g.turn().is_none());
}

/// Rules: GS-RES-7, GS-RES-4.
#[test]
fn gs_res_7_head_hit_kills_and_gs_res_4_miss_wastes() {
    let base = Scenario::new().human("student", p(11, 20)).holding("axe").zombie(p(11, 19)).turn_of(0);
    let mut g = base.clone().build().unwrap();
    act(&mut g, attack(Some(0), p(11, 19)));
    roll(&mut g, 5);
    assert!(zombie_squares(&g).is_empty());
    let mut g = base.build().unwrap();
    act(&mut g, attack(Some(0), p(11, 19)));
    roll(&mut g, 3);
    assert_eq!(zombie_squares(&g), vec![p(11, 19)]);
    assert_eq!(g.turn().unwrap().actions, 1);
}

/// Rules: GS-RES-6.
#[test]
fn gs_res_6_rows_of_up_to_three_move_four_do_not() {
    let three = Scenario::new()
        .human("student", p(10, 21))
        .holding("axe")
        .zombie(p(10, 20))
        .zombie(p(10, 19))
        .zombie(p(10, 18))
        .turn_of(0);
    let mut g = three.clone().build().unwrap();
    act(&mut g, attack(Some(0), p(10, 20)));
    roll(&mut g, 4);
    assert_eq!(zombie_squares(&g), vec![p(10, 17), p(10, 18), p(10, 19)]);
    let mut g = three.zombie(p(10, 17)).build().unwrap();
    act(&mut g, attack(Some(0), p(10, 20)));
    roll(&mut g, 4);
    assert_eq!(zombie_squares(&g), vec![p(10, 17), p(10, 18), p(10, 19), p(10, 20)], "four in a row stand");
}

/// Rules: GS-RES-6.
#[test]
fn gs_res_6_wall_behind_pushes_aside_attackers_choice() {
    // The Blue house's south wall is behind the zombie on (3, 6).
    let mut g = Scenario::new().human("student", p(3, 7)).holding("axe").zombie(p(3, 6)).turn_of(0).build().unwrap();
    act(&mut g, attack(Some(0), p(3, 6)));
    roll(&mut g, 4);
    assert!(matches!(g.pending(), Pending::PushChoice { .. }));
    let opts = legal(&g);
    assert_eq!(opts, vec![Action::Push(p(2, 6)), Action::Push(p(4, 6))]);
    act(&mut g, Action::Push(p(4, 6)));
    assert_eq!(zombie_squares(&g), vec![p(4, 6)]);
}

/// Rules: GS-RANGE-3.
#[test]
fn gs_range_3_manhattan_range() {
    let g = Scenario::new()
        .human("student", p(8, 21))
        .holding("pistol")
        .zombie(p(12, 19))
        .zombie(p(13, 19))
        .turn_of(0)
        .build()
        .unwrap();
    // (12,19) is at 4 + 2 = 6: in range; (13,19) at 7 is not.
    assert!(legal(&g).contains(&attack(Some(0), p(12, 19))));
    assert_eq!(refused(&g, attack(Some(0), p(13, 19))), "GS-RANGE-3");
}

/// Rules: GS-RANGE-1, GS-RANGE-2, GS-GAP-12.
#[test]
fn gs_range_1_2_walls_block_openings_do_not() {
    let g = Scenario::new()
        .human("student", p(0, 3))
        .holding("pistol")
        .zombie(p(2, 3))
        .zombie(p(2, 2))
        .turn_of(0)
        .build()
        .unwrap();
    assert_eq!(refused(&g, attack(Some(0), p(2, 3))), "GS-RANGE-2");
    let g = Scenario::new().human("student", p(0, 2)).holding("pistol").zombie(p(2, 2)).turn_of(0).build().unwrap();
    assert!(legal(&g).contains(&attack(Some(0), p(2, 2))), "through the window");
    // Diagonally through the window opening, but not through a wall corner.
    assert!(g.line_of_fire(p(0, 1), p(1, 2)));
    assert!(!g.line_of_fire(p(0, 0), p(1, 1)));
}

/// Rules: GS-RANGE-2.
#[test]
fn gs_range_2_the_car_blocks_except_hood_and_trunk_rows() {
    let g = Scenario::new().human("student", p(10, 15)).holding("pistol").zombie(p(13, 15)).turn_of(0).build().unwrap();
    assert_eq!(refused(&g, attack(Some(0), p(13, 15))), "GS-RANGE-2");
    assert!(g.line_of_fire(p(10, 13), p(13, 13)), "across the hood row");
    assert!(g.line_of_fire(p(10, 16), p(13, 16)), "across the trunk row");
    assert!(!g.line_of_fire(p(10, 14), p(13, 14)));
}

/// Rules: GS-BURST-2.
#[test]
fn gs_burst_2_best_die_counts() {
    let mut g =
        Scenario::new().human("student", p(11, 21)).holding("smg").zombie(p(11, 17)).turn_of(0).build().unwrap();
    act(&mut g, attack(Some(0), p(11, 17)));
    roll(&mut g, 2);
    roll(&mut g, 5);
    roll(&mut g, 6);
    assert!(zombie_squares(&g).is_empty());
}

/// Rules: GS-BURST-3.
#[test]
fn gs_burst_3_any_oops_empties_but_best_die_applies() {
    let mut g = Scenario::new()
        .human("student", p(11, 21))
        .holding("smg")
        .zombie(p(11, 18))
        .zombie(p(12, 18))
        .turn_of(0)
        .build()
        .unwrap();
    act(&mut g, attack(Some(0), p(11, 18)));
    roll(&mut g, 1);
    roll(&mut g, 5);
    roll(&mut g, 3);
    assert_eq!(zombie_squares(&g), vec![p(11, 17), p(12, 18)], "only the target is hit (GS-BURST-1), pushed");
    assert!(g.humans()[0].is_empty_gun(0));
    assert_eq!(g.turn().unwrap().actions, 1, "GS-GAP-20: no further loss");
}

/// Rules: GS-EXPL-1.
#[test]
fn gs_expl_1_one_roll_for_everyone_in_the_blast() {
    let mut g = Scenario::new()
        .human("student", p(11, 21))
        .holding("grenade")
        .human("bum", p(12, 17))
        .zombie(p(11, 18))
        .zombie(p(11, 17))
        .zombie(p(10, 17))
        .zombie(p(11, 19))
        .turn_of(0)
        .build()
        .unwrap();
    act(&mut g, attack(Some(0), p(11, 17)));
    assert_eq!(g.humans()[0].count(), 0, "thrown");
    roll(&mut g, 5);
    // (11,19) is outside the radius-1 blast.
    assert_eq!(zombie_squares(&g), vec![p(11, 19)]);
    assert_eq!(g.humans()[1].lives, 2, "a kill result costs a human 2 lives");
}

/// Rules: GS-EXPL-2.
#[test]
fn gs_expl_2_optional_separate_rolls() {
    let opts = Options { separate_blast_rolls: true, ..Options::default() };
    let mut g = Scenario::new()
        .options(opts)
        .human("student", p(11, 21))
        .holding("grenade")
        .zombie(p(11, 18))
        .zombie(p(11, 17))
        .turn_of(0)
        .build()
        .unwrap();
    act(&mut g, attack(Some(0), p(11, 17)));
    roll(&mut g, 6); // zombie on (11,17)
    roll(&mut g, 1); // zombie on (11,18)
    assert_eq!(zombie_squares(&g), vec![p(11, 18)]);
}

/// Rules: GS-EXPL-3.
#[test]
fn gs_expl_3_blasts_destroy_walls_and_barricades() {
    let door = edge(p(2, 5), p(2, 6));
    let mut g =
        Scenario::new().human("student", p(3, 8)).holding("grenade").barricade(door).turn_of(0).build().unwrap();
    act(&mut g, attack(Some(0), p(3, 6)));
    roll(&mut g, 2);
    assert!(g.barricades().is_empty(), "the barricade in the blast is removed");
    let wall = edge(p(3, 5), p(3, 6));
    assert!(g.destroyed_walls().contains(&wall));
    assert_eq!(g.pass(p(3, 6), p(3, 5)), horde_grid_siege::Pass::Open, "a destroyed wall is a passage");
}

/// Rules: GS-COMP-7, GS-GAP-14.
#[test]
fn gs_comp_7_ten_destroyed_wall_markers_are_a_limit() {
    use horde_grid_siege::content::{EdgeKind, content};
    let m = &content().map;
    // Nine walls already down far from the blast: one marker is left.
    let far: Vec<_> = m
        .all()
        .filter(|q| q.x >= 14)
        .filter_map(|q| m.step(q, horde_grid_siege::Dir::E).and_then(|r| horde_grid_siege::Edge::between(q, r)))
        .filter(|e| m.edge(*e) == EdgeKind::Wall)
        .take(9)
        .collect();
    assert_eq!(far.len(), 9);
    let mut s = Scenario::new().human("student", p(3, 8)).holding("grenade");
    for e in &far {
        s = s.destroyed_wall(*e);
    }
    let mut g = s.turn_of(0).build().unwrap();
    act(&mut g, attack(Some(0), p(3, 6)));
    roll(&mut g, 2);
    assert_eq!(g.destroyed_walls().len(), 10, "the blast takes only the last marker");
    // An eleventh cannot even be set up.
    let mut s = Scenario::new().human("student", p(3, 8));
    for e in m
        .all()
        .filter_map(|q| m.step(q, horde_grid_siege::Dir::E).and_then(|r| horde_grid_siege::Edge::between(q, r)))
        .filter(|e| m.edge(*e) == EdgeKind::Wall)
        .take(11)
    {
        s = s.destroyed_wall(e);
    }
    assert!(s.turn_of(0).build().is_err());
}

#[test]
fn heuristic_distances_follow_walls_and_windows() {
    let g = Scenario::new().human("student", p(11, 21)).turn_of(0).build().unwrap();
    let m = &horde_grid_siege::content::content().map;
    let h = g.human_distances(p(0, 2));
    assert_eq!(h[m.index(p(1, 2))], 1, "a window is one square for a human");
    assert!(h[m.index(p(1, 3))] > 1, "the wall forces a detour");
    let z = g.zombie_distances(p(0, 2));
    assert_eq!(z[m.index(p(1, 2))], 2, "a window costs a zombie 2 actions");
    assert_eq!(z[m.index(p(1, 7))], u8::MAX, "zombies never enter bushes");
}

/// Rules: GS-GAP-11.
#[test]
fn gs_gap_11_diagonal_shot_tie_lets_the_attacker_pick_the_axis() {
    let mut g =
        Scenario::new().human("student", p(10, 20)).holding("pistol").zombie(p(12, 18)).turn_of(0).build().unwrap();
    act(&mut g, attack(Some(0), p(12, 18)));
    roll(&mut g, 5);
    assert_eq!(legal(&g), vec![Action::Push(p(12, 17)), Action::Push(p(13, 18))]);
    act(&mut g, Action::Push(p(13, 18)));
    assert_eq!(zombie_squares(&g), vec![p(13, 18)]);
}

/// Rules: GS-BURST-2, GS-ATK-3. The dice tray tells a burst as one roll
/// of three dice, with what it did; the blast after it is a roll of its own.
#[test]
fn the_dice_tray_tells_a_burst_as_one_roll_with_its_result() {
    use horde_rules::{Lang, RuleSystem};
    let mut g =
        Scenario::new().human("student", p(11, 21)).holding("smg").zombie(p(11, 17)).turn_of(0).build().unwrap();
    let mut events = act(&mut g, attack(Some(0), p(11, 17)));
    for v in [2, 5, 6] {
        events.extend(roll(&mut g, v));
    }
    let rolls = g.rolls(&events, Lang::En);
    assert_eq!(rolls.len(), 1, "{rolls:?}");
    let r = &rolls[0];
    assert_eq!(r.dice, vec![2, 5, 6]);
    assert_eq!((r.hits, r.target, r.rule.as_str()), (1, None, "GS-ATK-3"), "{r:?}");
    assert!(r.title.starts_with("H1") && r.title.contains("attack"), "{r:?}");
    assert!(r.text.contains("head hit") && r.text.contains("destroyed"), "{r:?}");
    let ru = &g.rolls(&events, Lang::Ru)[0];
    assert!(ru.title.starts_with("Ч1") && ru.text.contains("в голову"), "{ru:?}");
    // A miss achieves nothing.
    let mut g =
        Scenario::new().human("student", p(11, 20)).holding("axe").zombie(p(11, 19)).turn_of(0).build().unwrap();
    let mut events = act(&mut g, attack(Some(0), p(11, 19)));
    events.extend(roll(&mut g, 3));
    let rolls = g.rolls(&events, Lang::En);
    assert_eq!((rolls.len(), rolls[0].dice.clone(), rolls[0].hits), (1, vec![3], 0), "{rolls:?}");
    assert!(rolls[0].text.contains("miss"), "{rolls:?}");
    // Two dice of another kind in a row are two rolls: two zombies'
    // attacks that both miss say so each (GS-ZATK-1).
    let two = [
        Event::DieRolled { value: 2, roll: Roll::ZombieAttack },
        Event::DieRolled { value: 1, roll: Roll::ZombieAttack },
    ];
    let rolls = g.rolls(&two, Lang::En);
    assert_eq!(rolls.iter().map(|r| r.dice.clone()).collect::<Vec<_>>(), vec![vec![2], vec![1]], "{rolls:?}");
    assert!(
        rolls.iter().all(|r| r.text == "no effect" && r.rule == "GS-ZATK-1" && r.title == "zombie attack"),
        "{rolls:?}"
    );
}
