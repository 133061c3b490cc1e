//! Barricades (DN-BAR, DN-DEF-1, DN-ITEMS-3, DN-CARDS-1) on built
//! positions of the house scenario: the kitchen (columns 1-4, rows 1-3)
//! has a window between (2,1) and (2,0) outdoors, and a door to the hall
//! between (2,3) and (2,4).

use horde_core::Game;
use horde_dead_of_night::position::Position;
use horde_dead_of_night::{Action, DeadOfNight, Event};

mod common;
use common::{item, legal};

/// Seat 0 inside the kitchen window holding `hold`, a zombie outside it.
fn at_window(hold: &str, power: bool) -> DeadOfNight {
    let p = Position::new("house", 1).expect("house").power(power);
    let p = p.player(0, 2, 1).and_then(|p| p.reveal(2, 1, "kitchen")).and_then(|p| p.hold(0, hold));
    p.and_then(|p| p.zombie(2, 0)).and_then(Position::build).expect("valid")
}

/// DN-BAR-1, DN-DEF-1, DN-MELEE-2: with a hammer, 1 action blocks the
/// window: nobody passes, the zombie is no longer in contact, no shot passes.
#[test]
fn dn_bar_1_a_barricade_needs_a_hammer_and_stops_everybody() {
    let outside = |g: &DeadOfNight| g.sq(2, 0).expect("on the map");
    let g = at_window("baseball-bat", false);
    assert_eq!(g.check(Action::Barricade(outside(&g))).unwrap_err().rule, "DN-BAR-1");

    let mut g = at_window("hammer", false);
    assert!(legal(&g).contains(&Action::Fight), "in contact through the window");
    let ev = g.play(&[Action::Barricade(outside(&g))]).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::BarricadeBuilt { .. })), "{ev:?}");
    let acts = legal(&g);
    assert!(!acts.contains(&Action::Fight), "{acts:?}");
    assert!(!acts.iter().any(|a| matches!(a, Action::Shoot(..) | Action::Throw(..))), "{acts:?}");
    g.play(&[Action::Move]).unwrap();
    assert_eq!(g.check(Action::Step(outside(&g))).unwrap_err().rule, "DN-MOVE-3");
}

/// DN-ITEMS-3, DN-GAP-14: the nail gun builds only with electricity.
#[test]
fn dn_items_3_the_nail_gun_needs_power() {
    let g = at_window("nail-gun", false);
    let out = g.sq(2, 0).unwrap();
    assert_eq!(g.check(Action::Barricade(out)).unwrap_err().rule, "DN-BAR-1");
    let g = at_window("nail-gun", true);
    assert!(g.check(Action::Barricade(out)).is_ok());
}

/// DN-BAR-2: only from the builder's side is a barricade dismantled; from
/// the other side it is attacked, DN-BAR-3 and DN-OBJ-1: 5 removes it.
#[test]
fn dn_bar_2_dismantle_from_the_builders_side_attack_from_the_other() {
    let build = |x: i16, y: i16| {
        Position::new("house", 1)
            .unwrap()
            .player(0, x, y)
            .unwrap()
            .hold(0, "baseball-bat")
            .unwrap()
            .reveal(2, 1, "kitchen")
            .unwrap()
            .barricade(2, 1, (2, 0))
            .unwrap()
            .build()
            .unwrap()
    };
    let (inside, outside) = ((2, 1), (2, 0));
    let mut g = build(inside.0, inside.1);
    let out = g.sq(outside.0, outside.1).unwrap();
    g.play(&[Action::Dismantle(out)]).unwrap();
    assert!(g.check(Action::Barricade(out)).is_err(), "no hammer to build it again");
    g.play(&[Action::Move, Action::Step(out)]).unwrap();

    let mut g = build(outside.0, outside.1);
    let inn = g.sq(inside.0, inside.1).unwrap();
    assert_eq!(g.check(Action::Dismantle(inn)).unwrap_err().rule, "DN-BAR-2");
    // Bat +2, die 2: 4 < 5, it holds.
    let ev = g.play(&[Action::AttackWall(inn, item("baseball-bat")), Action::Die(2)]).unwrap();
    assert!(ev.contains(&Event::WallRolled { seat: 0, die: 2, total: 4, need: 5 }), "{ev:?}");
    // Die 3: 5, removed; the window is a window again.
    let ev = g.play(&[Action::AttackWall(inn, item("baseball-bat")), Action::Die(3)]).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::BarricadeRemoved { .. })), "{ev:?}");
    assert!(g.view(horde_core::Viewer::Spectator).breaches.is_empty(), "a barricade leaves no breach");
}

/// DN-CARDS-1, DN-GAP-1: Zombies Break Through removes a barricade a zombie
/// besieges.
#[test]
fn dn_cards_1_zombies_break_through_a_besieged_barricade() {
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 2, 2)
        .unwrap()
        .reveal(2, 2, "kitchen")
        .unwrap()
        .barricade(2, 1, (2, 0))
        .unwrap()
        .zombie(2, 0)
        .unwrap()
        .second_part()
        .at_draw()
        .build()
        .unwrap();
    let card = DeadOfNight::card("break-through").unwrap();
    let ev = g.play(&[Action::Card(card)]).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::BarricadeRemoved { .. })), "{ev:?}");
    assert!(g.view(horde_core::Viewer::Spectator).barricades.is_empty());
}
