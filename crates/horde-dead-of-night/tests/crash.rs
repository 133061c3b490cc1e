//! The Crash card (DN-CARDS-2, DN-GAP-13) on the house scenario: two of
//! its exterior doors have two outdoor squares straight out in front of
//! them: the hall's east door, between (10,4) and (11,4) (the car then
//! stands on (11,4) and (12,4)), and the room's door between (11,8) and
//! (11,7) (the car on (11,7) and (11,6)).

use horde_core::{Game, HordeRng, Seat};
use horde_dead_of_night::bot::Heuristic;
use horde_dead_of_night::position::Position;
use horde_dead_of_night::{Action, DeadOfNight, Event, Step};
use horde_rules::Policy;

mod common;
use common::{legal, sq};

fn crash() -> Action {
    Action::Card(DeadOfNight::card("crash").expect("known card"))
}

fn in_hall() -> Position {
    Position::new("house", 1).expect("house").player(0, 9, 4).expect("in the hall")
}

/// DN-CARDS-2, DN-GAP-13: the drawer picks the door, a d6 (a chance
/// decision) puts that many zombies in the car, front square first, at
/// most four a square (DN-ZOM-9).
#[test]
fn dn_cards_2_the_crash_car_arrives_with_a_die_of_zombies() {
    let mut g = in_hall().at_draw().build().unwrap();
    let (door, front, rear) = (sq(&g, 10, 4), sq(&g, 11, 4), sq(&g, 12, 4));
    g.play(&[crash()]).unwrap();
    assert_eq!(g.step(), Some(Step::CrashDoor { seat: 0 }));
    let other = Action::CrashAt(sq(&g, 11, 8), sq(&g, 11, 7));
    assert_eq!(legal(&g), vec![Action::CrashAt(door, front), other]);
    g.play(&[Action::CrashAt(door, front)]).unwrap();
    assert_eq!(legal(&g), (1..=6).map(Action::Die).collect::<Vec<_>>());
    let ev = g.play(&[Action::Die(6)]).unwrap();
    assert!(ev.contains(&Event::CarCrashed { front, rear }), "{ev:?}");
    let mut zombies = g.zombie_squares();
    zombies.sort_unstable();
    let mut want = vec![front; 4];
    want.extend([rear, rear]);
    want.sort_unstable();
    assert_eq!(zombies, want);
}

/// DN-CARDS-2: the door the car stands in front of is blocked for
/// everyone; DN-GAP-13: nobody steps onto the car's squares, neither a
/// player next to it nor the zombie on its front heading for him.
#[test]
fn dn_cards_2_the_car_blocks_its_door_and_its_squares() {
    let mut g = Position::new("house", 1).unwrap().player(0, 12, 3).unwrap().at_draw().build().unwrap();
    let (door, front, rear) = (sq(&g, 10, 4), sq(&g, 11, 4), sq(&g, 12, 4));
    g.play(&[crash(), Action::CrashAt(door, front), Action::Die(1)]).unwrap();
    g.play(&[Action::Move]).unwrap();
    assert_eq!(g.check(Action::Step(rear)).unwrap_err().rule, "DN-MOVE-3");
    for _ in 0..2 {
        g.zombie_turns(1);
        assert!(!g.zombie_squares().contains(&rear), "a zombie stepped onto the car: {:?}", g.zombie_squares());
        assert!(!g.zombie_squares().contains(&door), "a zombie came through the blocked door");
    }
}

/// DN-GAP-13: with no exterior door that has two free outdoor squares in
/// front of it, the Crash card does nothing.
#[test]
fn dn_gap_13_no_free_door_no_car() {
    let mut g = in_hall().zombie(12, 4).unwrap().zombie(11, 6).unwrap().at_draw().build().unwrap();
    let ev = g.play(&[crash()]).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::CarCrashed { .. })), "{ev:?}");
    assert_eq!(g.step(), Some(Step::Actions));
}

/// DN-CARDS-2: the heuristic bot puts the car and its zombies at the door
/// farther from itself: from beside the south door that is the hall's
/// east door (the first of the two actions, so a tie would not pick it).
#[test]
fn dn_cards_2_the_bot_crashes_the_car_far_away() {
    let mut g = in_hall().player(0, 12, 7).expect("outside").at_draw().build().expect("valid");
    g.play(&[crash()]).expect("the card");
    let acts = legal(&g);
    let mut scores = Vec::new();
    Heuristic.score(&g, Seat(0), &acts, &mut HordeRng::new(1, 0), &mut scores);
    let best = acts.iter().zip(&scores).max_by(|a, b| a.1.total_cmp(b.1)).map(|(a, _)| *a);
    assert_eq!(best, Some(Action::CrashAt(sq(&g, 10, 4), sq(&g, 11, 4))), "{acts:?} {scores:?}");
}
