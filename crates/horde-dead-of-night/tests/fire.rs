//! Fire (DN-FIRE, DN-ZOM-7, DN-GAP-10) on built positions of the house
//! scenario. Squares are (column, row); column 11 and beyond are outdoors.

use horde_core::{Game, Viewer};
use horde_dead_of_night::position::Position;
use horde_dead_of_night::{Action, DeadOfNight, Event, Fire, Step};

mod common;
use common::{item, sq};

fn burning(g: &DeadOfNight) -> Vec<u16> {
    g.view(Viewer::Spectator).fires.iter().map(|f| f.sq).collect()
}

/// King distance 1 or 0 on the house map, which is 14 squares wide.
fn near(a: u16, b: u16) -> bool {
    let xy = |q: u16| (i32::from(q % 14), i32::from(q / 14));
    let ((ax, ay), (bx, by)) = (xy(a), xy(b));
    (ax - bx).abs().max((ay - by).abs()) <= 1
}

/// DN-FIRE-1, DN-GAP-10: 1 action, an unoccupied square next to the
/// player, never a zombie's; it goes out at the start of his next turn.
#[test]
fn dn_fire_1_a_small_fire_next_to_you_burns_until_your_next_turn() {
    let mut g = Position::new("house", 1).unwrap().player(0, 12, 1).unwrap().zombie(12, 5).unwrap().build().unwrap();
    assert_eq!(g.check(Action::StartFire(sq(&g, 12, 5))).unwrap_err().rule, "DN-FIRE-1");
    assert_eq!(g.check(Action::StartFire(sq(&g, 12, 1))).unwrap_err().rule, "DN-FIRE-1");
    let f = sq(&g, 12, 2);
    let ev = g.play(&[Action::StartFire(f)]).unwrap();
    assert!(ev.contains(&Event::FireStarted { sq: f, owner: 0 }), "{ev:?}");
    assert_eq!(g.view(Viewer::Spectator).fires, vec![Fire { sq: f, owner: 0, spreads: false }]);
    assert_eq!(g.view(Viewer::Spectator).actions, 1);
    let ev = g.play(&[Action::EndTurn]).unwrap();
    assert!(ev.contains(&Event::FireOut { sq: f }), "{ev:?}");
    assert!(burning(&g).is_empty());
}

/// DN-ZOM-7: a zombie next to a new fire at once leaves its square; zombies
/// never step onto a burning square or one next to it.
#[test]
fn dn_zom_7_zombies_flee_fire_and_never_step_next_to_it() {
    let mut g = Position::new("house", 1).unwrap().player(0, 12, 1).unwrap().zombie(12, 3).unwrap().build().unwrap();
    let f = sq(&g, 12, 2);
    let ev = g.play(&[Action::StartFire(f)]).unwrap();
    let from = sq(&g, 12, 3);
    assert!(ev.iter().any(|e| matches!(e, Event::ZombieFled { from: a, .. } if *a == from)), "{ev:?}");
    assert!(g.zombie_squares().iter().all(|&z| !near(z, f)), "{:?}", g.zombie_squares());

    // A zombie move: nobody ends on or next to the fire.
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .fire(12, 3, 0, false)
        .unwrap()
        .zombie(12, 6)
        .unwrap()
        .build()
        .unwrap();
    let mut ev = g.zombie_turns(1);
    while g.step() == Some(Step::ZombieChoice) {
        let mut acts = Vec::new();
        g.legal_actions(&mut acts);
        ev.extend(g.play(&acts[..1]).unwrap());
    }
    let f = sq(&g, 12, 3);
    assert!(ev.iter().any(|e| matches!(e, Event::ZombieMoved { .. })), "{ev:?}");
    assert!(g.zombie_squares().iter().all(|&z| !near(z, f)), "{:?}", g.zombie_squares());
}

/// DN-FIRE-3, DN-GAP-8: zombies in fire die; a zombie pushed into fire dies,
/// credited to the pusher.
#[test]
fn dn_fire_3_a_zombie_pushed_into_fire_dies() {
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .hold(0, "baseball-bat")
        .unwrap()
        .zombie(12, 2)
        .unwrap()
        .fire(12, 3, 0, false)
        .unwrap()
        .build()
        .unwrap();
    // Bat +2, one zombie -1, die 3: 4, a push straight down into the fire.
    let (from, to) = (sq(&g, 12, 2), sq(&g, 12, 3));
    let ev =
        g.play(&[Action::Fight, Action::Wield(item("baseball-bat")), Action::Die(3), Action::Push(from, to)]).unwrap();
    assert!(ev.contains(&Event::Killed { seat: 0, sq: to }), "{ev:?}");
    assert!(g.zombie_squares().is_empty());
    assert_eq!(g.player_state(0).kills, 1);
}

/// DN-FIRE-4, DN-GAP-10: a player loses 1 energy for each burning square he
/// enters, and one standing on fire must first move off it.
#[test]
fn dn_fire_4_crossing_fire_costs_energy_and_nobody_stays_in_it() {
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .fire(12, 2, 0, false)
        .unwrap()
        .fire(12, 3, 0, false)
        .unwrap()
        .build()
        .unwrap();
    let ev = g.play(&[Action::Move, Action::Step(sq(&g, 12, 2))]).unwrap();
    assert!(ev.contains(&Event::Burned { seat: 0, energy: 5 }), "{ev:?}");
    // No stopping on the fire while he can go on.
    assert_eq!(g.check(Action::Stop).unwrap_err().rule, "DN-MOVE-3");
    let ev = g.play(&[Action::Step(sq(&g, 12, 3))]).unwrap();
    assert!(ev.contains(&Event::Burned { seat: 0, energy: 4 }), "{ev:?}");
    g.play(&[Action::Step(sq(&g, 12, 4)), Action::Stop]).unwrap();
    assert_eq!(g.player_state(0).energy, 4);

    let g =
        Position::new("house", 1).unwrap().player(0, 12, 1).unwrap().fire(12, 1, 0, false).unwrap().build().unwrap();
    assert_eq!(g.check(Action::Rest).unwrap_err().rule, "DN-FIRE-4");
    assert!(g.check(Action::Move).is_ok());
}

/// DN-FIRE-2: with an extinguisher, 1 action puts out every fire around you.
#[test]
fn dn_fire_2_the_extinguisher_puts_out_the_fires_around_you() {
    let g = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 2)
        .unwrap()
        .fire(12, 1, 0, true)
        .unwrap()
        .fire(13, 3, 0, true)
        .unwrap()
        .fire(12, 5, 0, true)
        .unwrap()
        .build()
        .unwrap();
    assert_eq!(g.check(Action::PutOut).unwrap_err().rule, "DN-FIRE-2");
    let mut g2 = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 2)
        .unwrap()
        .hold(0, "fire-extinguisher")
        .unwrap()
        .fire(12, 1, 0, true)
        .unwrap()
        .fire(13, 3, 0, true)
        .unwrap()
        .fire(12, 5, 0, true)
        .unwrap()
        .build()
        .unwrap();
    g2.play(&[Action::PutOut]).unwrap();
    assert_eq!(burning(&g2), vec![sq(&g2, 12, 5)]);
}
