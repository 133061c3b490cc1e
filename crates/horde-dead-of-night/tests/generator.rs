//! The generator (DN-ITEM-2, DN-ITEM-6, DN-GAP-14) on the house scenario:
//! it stands at the west end of the hall, (1,4), and lights the house
//! (kitchen, living room, hall, dining room, study, bathroom) but neither
//! the garage nor the shed, which are buildings of their own.

use horde_core::Game;
use horde_dead_of_night::position::Position;
use horde_dead_of_night::{Action, Event};

mod common;
use common::{card, legal, sq};

fn searching_at(x: i16, y: i16, room: &str) -> Position {
    Position::new("house", 1).expect("house").player(0, x, y).expect("a room").reveal(x, y, room).expect("a room")
}

/// DN-ITEM-5, DN-ITEM-6, DN-GAP-14: a petrol can in reach fuels the
/// generator (1 action, the can stays), then Start (1 action) makes it
/// run; neither is offered out of reach or twice.
#[test]
fn dn_item_6_fuel_then_start_the_generator() {
    let mut g =
        Position::new("house", 1).unwrap().player(0, 2, 4).unwrap().hold(0, "petrol-can").unwrap().build().unwrap();
    let genset = sq(&g, 1, 4);
    assert!(legal(&g).contains(&Action::Fuel(genset)), "{:?}", legal(&g));
    assert!(g.check(Action::StartGenerator).is_err(), "no fuel yet");
    let ev = g.play(&[Action::Fuel(genset)]).unwrap();
    assert_eq!(ev, vec![Event::GeneratorFuelled { seat: 0 }]);
    assert!(g.check(Action::Fuel(genset)).is_err(), "already fuelled");
    let ev = g.play(&[Action::StartGenerator]).unwrap();
    assert_eq!(ev, vec![Event::GeneratorStarted { seat: 0 }]);
    assert!(g.generator_state().is_some_and(|s| s.running));
    assert_eq!(g.player_state(0).hands, vec![common::item("petrol-can")], "DN-ITEMS-6: the can stays");

    let far =
        Position::new("house", 1).unwrap().player(0, 5, 4).unwrap().hold(0, "petrol-can").unwrap().build().unwrap();
    assert_eq!(far.check(Action::Fuel(genset)).unwrap_err().rule, "DN-ITEM-5", "out of reach");
}

/// DN-ITEM-2, DN-GAP-14: the running generator lights its building: +1 to
/// a search roll in the kitchen (a 5 totals 6), none in the garage, a
/// building of its own (a 3 stays 3).
#[test]
fn dn_item_2_the_generator_lights_its_own_building() {
    let mut g = searching_at(2, 2, "kitchen").generator(true).unwrap().build().unwrap();
    let ev = g.play(&[Action::Search, Action::Die(5)]).unwrap();
    assert!(ev.contains(&Event::SearchRolled { seat: 0, die: 5, total: 6 }), "{ev:?}");

    let mut g = searching_at(4, 9, "garage").generator(true).unwrap().build().unwrap();
    let ev = g.play(&[Action::Search, Action::Die(3)]).unwrap();
    assert!(ev.contains(&Event::SearchRolled { seat: 0, die: 3, total: 3 }), "{ev:?}");

    // Fuelled but not started: no light.
    let mut g = searching_at(2, 2, "kitchen").generator(false).unwrap().build().unwrap();
    let ev = g.play(&[Action::Search, Action::Die(5)]).unwrap();
    assert!(ev.contains(&Event::SearchRolled { seat: 0, die: 5, total: 5 }), "{ev:?}");
}

/// DN-CARDS-4, DN-GAP-14: Lights Out only discards Power's On; the
/// generator's light stays.
#[test]
fn dn_cards_4_lights_out_leaves_the_generator_running() {
    let mut g = searching_at(2, 2, "kitchen").generator(true).unwrap().power(true).at_draw().build().unwrap();
    let ev = g.play(&[Action::Card(card("lights-out"))]).unwrap();
    assert!(ev.contains(&Event::LightsOut), "{ev:?}");
    let ev = g.play(&[Action::Search, Action::Die(5)]).unwrap();
    assert!(ev.contains(&Event::SearchRolled { seat: 0, die: 5, total: 6 }), "{ev:?}");
}

/// DN-GAP-14, DN-DMG-2: the generator runs until its room collapses; then
/// the house is dark again.
#[test]
fn dn_gap_14_the_generator_stops_when_its_room_collapses() {
    let mut g = searching_at(2, 3, "kitchen").generator(true).unwrap().damaged(1, 4).unwrap().build().unwrap();
    // DN-DMG-1: entering the damaged hall, a 6 brings it down.
    let ev = g.play(&[Action::Move, Action::Step(sq(&g, 2, 4)), Action::Die(6)]).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::Collapsed { .. })), "{ev:?}");
    g.play(&[Action::Die(1)]).unwrap();
    assert!(legal(&g).contains(&Action::Evacuate(sq(&g, 2, 3))), "{:?}", legal(&g));
    g.play(&[Action::Evacuate(sq(&g, 2, 3))]).unwrap();
    let ev = g.play(&[Action::Search, Action::Die(5)]).unwrap();
    assert!(ev.contains(&Event::SearchRolled { seat: 0, die: 5, total: 5 }), "{ev:?}");
}
