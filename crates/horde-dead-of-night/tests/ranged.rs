//! Ranged combat and attacks on walls (DN-RANGED, DN-OBJ, DN-GAP-11) on
//! built positions of the house scenario. Squares are (column, row);
//! column 11 and beyond, and row 0, are outdoors.

use horde_core::Game;
use horde_dead_of_night::position::Position;
use horde_dead_of_night::{Action, DeadOfNight, Event, FISTS, Step};

mod common;
use common::{item, sq};

/// One player on `at` holding `hold`, with `ammo`, and zombies on `zombies`.
fn range(at: (i16, i16), hold: &[&str], ammo: u8, zombies: &[(i16, i16)]) -> DeadOfNight {
    let mut p = Position::new("house", 1).expect("house").player(0, at.0, at.1).expect("on the map");
    p = p.ammo(0, ammo).expect("seat 0");
    for h in hold {
        p = p.hold(0, h).expect("fits the hands");
    }
    for &(x, y) in zombies {
        p = p.zombie(x, y).expect("on the map");
    }
    p.build().expect("valid")
}

/// DN-RANGED-1, DN-RANGED-2, DN-RANGED-3, DN-GAP-11: a shot at any range
/// costs 1 ammo and no action; d6 + the firearm's ranged value, 6 or more kills.
#[test]
fn dn_ranged_3_a_shot_of_six_or_more_kills_and_costs_one_ammo() {
    let mut g = range((12, 1), &["pistol"], 2, &[(12, 5)]);
    let z = sq(&g, 12, 5);
    // Pistol +1, four squares away (no bonus), die 5: total 6.
    let ev = g.play(&[Action::Shoot(z, item("pistol")), Action::Die(5)]).unwrap();
    assert!(ev.contains(&Event::Shot { seat: 0, target: z, ammo: 1 }), "{ev:?}");
    assert!(ev.contains(&Event::RangedRolled { seat: 0, die: 5, total: 6 }), "{ev:?}");
    assert!(g.zombie_squares().is_empty());
    assert_eq!(g.player_state(0).kills, 1);
    assert_eq!(g.step(), Some(Step::Actions));
    assert_eq!(g.view(horde_core::Viewer::Spectator).actions, 2, "a shot costs no action");
}

/// DN-RANGED-3: +2 against an adjacent target, +1 at two squares; 4-5
/// pushes the zombie back (DN-GAP-8), less does nothing.
#[test]
fn dn_ranged_3_range_bonus_and_push_back() {
    // Adjacent: pistol +1, +2, die 3 = 6: killed.
    let mut g = range((12, 1), &["pistol"], 3, &[(12, 2)]);
    let ev = g.play(&[Action::Shoot(sq(&g, 12, 2), item("pistol")), Action::Die(3)]).unwrap();
    assert!(ev.contains(&Event::RangedRolled { seat: 0, die: 3, total: 6 }), "{ev:?}");
    assert!(g.zombie_squares().is_empty());

    // Two squares: pistol +1, +1, die 3 = 5: pushed straight away.
    let mut g = range((12, 1), &["pistol"], 3, &[(12, 3)]);
    let (from, to) = (sq(&g, 12, 3), sq(&g, 12, 4));
    g.play(&[Action::Shoot(from, item("pistol")), Action::Die(3)]).unwrap();
    assert_eq!(g.step(), Some(Step::PushAway { seat: 0, from }));
    let mut acts = Vec::new();
    g.legal_actions(&mut acts);
    assert_eq!(acts, vec![Action::Push(from, to)]);
    g.play(&[Action::Push(from, to)]).unwrap();
    assert_eq!(g.zombie_squares(), vec![to]);

    // Far, die 2: total 3, nothing happens, and no wound (DN-RANGED-1: safer).
    let mut g = range((12, 1), &["pistol"], 3, &[(12, 5)]);
    g.play(&[Action::Shoot(sq(&g, 12, 5), item("pistol")), Action::Die(2)]).unwrap();
    assert_eq!(g.zombie_squares(), vec![sq(&g, 12, 5)]);
    assert_eq!(g.player_state(0).energy, 6);
    assert_eq!(g.player_state(0).ammo, 2);
}

/// DN-RANGED-1: shooting needs ammo; DN-RANGED-2: only a held firearm shoots.
#[test]
fn dn_ranged_1_no_shot_without_ammo_or_firearm() {
    let g = range((12, 1), &["pistol", "baseball-bat"], 0, &[(12, 5)]);
    let z = sq(&g, 12, 5);
    assert_eq!(g.check(Action::Shoot(z, item("pistol"))).unwrap_err().rule, "DN-RANGED-1");
    let g = range((12, 1), &["pistol", "baseball-bat"], 2, &[(12, 5)]);
    assert!(g.check(Action::Shoot(z, item("pistol"))).is_ok());
    assert_eq!(g.check(Action::Shoot(z, item("baseball-bat"))).unwrap_err().rule, "DN-RANGED-2");
}

/// DN-RANGED-2, DN-GAP-11: no wall or door on the line of fire; a window
/// lets it through.
#[test]
fn dn_ranged_2_walls_block_the_line_of_fire_and_windows_do_not() {
    // Outdoors east of the bathroom: its east side is a wall.
    let g = range((12, 6), &["pistol"], 2, &[(9, 6)]);
    let err = g.check(Action::Shoot(sq(&g, 9, 6), item("pistol"))).unwrap_err();
    assert_eq!(err.rule, "DN-RANGED-2");
    assert!(err.reason.contains("line of fire"), "{err:?}");
    // East of the living room, level with its window between (10,2) and (11,2).
    let g = range((12, 2), &["pistol"], 2, &[(8, 2)]);
    assert!(g.check(Action::Shoot(sq(&g, 8, 2), item("pistol"))).is_ok());
    // A line that grazes the corner where the living room's wall ends is blocked.
    let g = range((12, 0), &["pistol"], 2, &[(10, 2)]);
    assert_eq!(g.check(Action::Shoot(sq(&g, 10, 2), item("pistol"))).unwrap_err().rule, "DN-RANGED-2");
}

/// DN-RANGED-4: a thrown item has value 1, reaches as far as the thrower's
/// energy, and lands on the target's square.
#[test]
fn dn_ranged_4_a_thrown_item_has_value_one_and_lands_on_the_target_square() {
    let bat = item("baseball-bat");
    // Adjacent: 1 + 2 + die 3 = 6: killed; the bat lies there.
    let mut g = range((12, 1), &["baseball-bat"], 0, &[(12, 2)]);
    let z = sq(&g, 12, 2);
    let ev = g.play(&[Action::Throw(z, bat), Action::Die(3)]).unwrap();
    assert!(ev.contains(&Event::Thrown { seat: 0, thing: bat, target: z }), "{ev:?}");
    assert!(g.zombie_squares().is_empty());
    assert!(g.player_state(0).hands.is_empty());
    let mut acts = Vec::new();
    g.legal_actions(&mut acts);
    assert!(acts.contains(&Action::Pick(z, bat)), "it may be picked up later: {acts:?}");

    // Beyond the thrower's energy: refused.
    let g = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .energy(0, 2)
        .unwrap()
        .hold(0, "baseball-bat")
        .unwrap()
        .zombie(12, 4)
        .unwrap()
        .build()
        .unwrap();
    assert_eq!(g.check(Action::Throw(g.sq(12, 4).unwrap(), bat)).unwrap_err().rule, "DN-RANGED-4");
}

/// DN-RANGED-4, DN-GAP-11: a big (two-handed) item thrown at a zombie pushes
/// it back whatever the roll; DN-FREE-3, DN-GAP-25: a breakable one breaks.
#[test]
fn dn_gap_11_a_big_thrown_item_always_pushes_and_a_breakable_one_breaks() {
    let axe = item("axe");
    let mut g = range((12, 1), &["axe"], 0, &[(12, 4)]);
    let from = sq(&g, 12, 4);
    // 1 + 0 + die 1 = 2: still pushed.
    g.play(&[Action::Throw(from, axe), Action::Die(1)]).unwrap();
    assert_eq!(g.step(), Some(Step::PushAway { seat: 0, from }));

    let bottle = item("bottle");
    let mut g = range((12, 1), &["bottle"], 0, &[(12, 4)]);
    let z = sq(&g, 12, 4);
    let ev = g.play(&[Action::Throw(z, bottle), Action::Die(2)]).unwrap();
    assert!(ev.contains(&Event::Broke { seat: 0, thing: bottle }), "{ev:?}");
    let mut acts = Vec::new();
    g.legal_actions(&mut acts);
    assert!(!acts.iter().any(|a| matches!(a, Action::Pick(..))), "{acts:?}");
}

/// DN-ITEMS-2: a 1 on the die of a shot with the old pistol makes it explode.
#[test]
fn dn_items_2_the_old_pistol_explodes_on_a_one_when_shooting() {
    let mut g = range((12, 1), &["old-pistol"], 2, &[(12, 5)]);
    let ev = g.play(&[Action::Shoot(sq(&g, 12, 5), item("old-pistol")), Action::Die(1)]).unwrap();
    assert!(ev.contains(&Event::PistolExploded { seat: 0, energy: 5 }), "{ev:?}");
    assert!(g.player_state(0).hands.is_empty());
    assert_eq!(g.player_state(0).ammo, 1);
}

/// DN-OBJ-1, DN-BAR-3: an interior wall breaks on 7, for 1 action; people
/// pass the breach, zombies do not.
#[test]
fn dn_obj_1_an_interior_wall_needs_seven_and_stops_zombies_after() {
    // In the kitchen's east column, the living room beyond the wall.
    let mut g = range((4, 2), &["axe"], 0, &[]);
    let across = sq(&g, 5, 2);
    // Axe +3, die 3: 6 < 7, the wall stands; the action is spent.
    let ev = g.play(&[Action::AttackWall(across, item("axe")), Action::Die(3)]).unwrap();
    assert!(ev.contains(&Event::WallRolled { seat: 0, die: 3, total: 6, need: 7 }), "{ev:?}");
    assert!(!ev.iter().any(|e| matches!(e, Event::WallBroken { .. })));
    // Axe +3, die 4: 7, broken.
    let ev = g.play(&[Action::AttackWall(across, item("axe")), Action::Die(4)]).unwrap();
    assert!(ev.contains(&Event::WallBroken { a: sq(&g, 4, 2), b: across }), "{ev:?}");
    assert_eq!(g.view(horde_core::Viewer::Spectator).breaches, vec![(sq(&g, 4, 2), across)]);
    // Both actions spent: no third attack; a Move next turn may cross.
    let mut acts = Vec::new();
    g.legal_actions(&mut acts);
    assert!(!acts.iter().any(|a| matches!(a, Action::AttackWall(..) | Action::Move)), "{acts:?}");

    // A zombie on the far side of an interior breach is not in contact.
    let mut g = range((4, 2), &["axe"], 0, &[(5, 2)]);
    g.play(&[Action::AttackWall(sq(&g, 5, 2), item("axe")), Action::Die(4)]).unwrap();
    let mut acts = Vec::new();
    g.legal_actions(&mut acts);
    assert!(!acts.contains(&Action::Fight), "{acts:?}");
    assert!(acts.contains(&Action::Move));
}

/// DN-OBJ-1: an exterior wall needs 10; zombies pass the breach (DN-GAP-7).
#[test]
fn dn_obj_1_an_exterior_wall_needs_ten_and_lets_zombies_through() {
    // Outdoors, east of the bathroom, a zombie inside.
    let mut g = range((11, 6), &["chainsaw"], 0, &[(10, 6)]);
    let across = sq(&g, 10, 6);
    let mut acts = Vec::new();
    g.legal_actions(&mut acts);
    assert!(!acts.contains(&Action::Fight));
    assert!(acts.contains(&Action::AttackWall(across, FISTS)));
    // Chainsaw +4, die 5: 9 < 10.
    let ev = g.play(&[Action::AttackWall(across, item("chainsaw")), Action::Die(5)]).unwrap();
    assert!(ev.contains(&Event::WallRolled { seat: 0, die: 5, total: 9, need: 10 }), "{ev:?}");
    // Die 6: 10, broken; the zombie is now in contact.
    g.play(&[Action::AttackWall(across, item("chainsaw")), Action::Die(6)]).unwrap();
    let mut acts = Vec::new();
    g.legal_actions(&mut acts);
    assert!(acts.contains(&Action::Fight), "{acts:?}");
}
