//! Combining items and the Molotov cocktail (DN-ITEM-5, DN-ITEMS-6,
//! DN-EXPL-4, DN-ITEMS-1) on built positions of the house scenario.

use horde_core::{Game, Viewer};
use horde_dead_of_night::position::Position;
use horde_dead_of_night::{Action, Event, Fire};

mod common;
use common::item;

/// DN-ITEM-5, DN-EXPL-4, DN-ITEMS-6: 1 action exchanges a held bottle for a
/// Molotov when petrol is at hand; the can stays.
#[test]
fn dn_item_5_a_bottle_and_petrol_make_a_molotov() {
    let g = Position::new("house", 1).unwrap().player(0, 12, 1).unwrap().hold(0, "bottle").unwrap().build().unwrap();
    assert_eq!(g.check(Action::Combine(item("bottle"))).unwrap_err().rule, "DN-ITEM-5");
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .hold(0, "bottle")
        .unwrap()
        .lying(12, 2, "petrol-can")
        .unwrap()
        .build()
        .unwrap();
    g.play(&[Action::Combine(item("bottle"))]).unwrap();
    assert_eq!(g.player_state(0).hands, vec![item("molotov")]);
    assert_eq!(g.view(Viewer::Spectator).actions, 1);
    let can = (g.sq(12, 2).unwrap(), item("petrol-can"));
    assert_eq!(g.view(Viewer::Spectator).floor, vec![can], "the can is not used up");
}

/// DN-EXPL-4, DN-GAP-25: a Molotov always kills the zombie it is thrown at
/// and sets a spreading fire of the thrower around the target.
#[test]
fn dn_expl_4_a_molotov_always_kills_and_sets_a_spreading_fire() {
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .hold(0, "molotov")
        .unwrap()
        .zombie(12, 5)
        .unwrap()
        .zombie(12, 6)
        .unwrap()
        .build()
        .unwrap();
    let target = g.sq(12, 5).unwrap();
    let ev = g.play(&[Action::Throw(target, item("molotov"))]).unwrap();
    assert!(ev.contains(&Event::Killed { seat: 0, sq: target }), "{ev:?}");
    assert!(ev.contains(&Event::Broke { seat: 0, thing: item("molotov") }), "{ev:?}");
    // The zombie next to it burns too (DN-FIRE-3).
    assert!(g.zombie_squares().is_empty());
    assert_eq!(g.player_state(0).kills, 2);
    let fires = g.view(Viewer::Spectator).fires;
    assert_eq!(fires.len(), 9);
    assert!(fires.contains(&Fire { sq: target, owner: 0, spreads: true }));
}

/// DN-ITEMS-1, DN-ITEMS-6: petrol refuels a dry chainsaw.
#[test]
fn dn_items_6_one_petrol_can_refuels_the_chainsaw() {
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .hold(0, "chainsaw")
        .unwrap()
        .zombie(12, 2)
        .unwrap()
        .lying(13, 1, "petrol-can")
        .unwrap()
        .build()
        .unwrap();
    let saw = item("chainsaw");
    g.play(&[Action::Fight, Action::Wield(saw), Action::Die(1)]).unwrap();
    let (from, to) = (g.sq(12, 2).unwrap(), g.sq(12, 3).unwrap());
    g.play(&[Action::Push(from, to)]).unwrap();
    let dry = g.player_state(0).hands[0];
    assert_ne!(dry, saw);
    let ev = g.play(&[Action::Combine(dry)]).unwrap();
    assert!(ev.contains(&Event::Combined { seat: 0, from: dry, to: saw }), "{ev:?}");
    assert_eq!(g.player_state(0).hands, vec![saw]);
}
