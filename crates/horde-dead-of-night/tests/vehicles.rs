//! Vehicles (DN-CAR, DN-ITEM-5/6/9, DN-MOVE-6, DN-GAP-13, DN-GAP-22) on
//! the house scenario, whose car stands outdoors beside the garage: its
//! rear on (8,7), its front on (8,8), facing the road exit (8,9) on the
//! south edge of the map. Building B lies north of it, so the car cannot
//! back up.

use horde_core::{Game, HordeRng, Seat};
use horde_dead_of_night::bot::Heuristic;
use horde_dead_of_night::position::Position;
use horde_dead_of_night::{Action, DeadOfNight, End, Event, Step};
use horde_rules::Policy;

mod common;
use common::{card, legal, sq};

fn house(players: u8) -> Position {
    Position::new("house", players).expect("house")
}

/// Seat 0 at the wheel of the fuelled car, seat 1 (if any) far away.
fn at_the_wheel(players: u8) -> Position {
    let mut p = house(players).aboard(0, 8, 8).expect("the car").fuelled(8, 8).expect("the car");
    if players > 1 {
        p = p.player(1, 0, 3).expect("outdoors");
    }
    p
}

fn hot_wired(p: Position) -> DeadOfNight {
    let mut g = p.build().expect("valid");
    g.play(&[Action::HotWire, Action::Die(2)]).expect("the driver hot-wires");
    g
}

/// DN-CAR-2, DN-GAP-13, DN-GAP-22, DN-END-2, DN-ITEM-9: the scenario in
/// which a hot-wired car leaves. The driver hot-wires the ignition (a 2),
/// drives one square to the exit and off the map; he escapes, the game
/// ends at once, and only he can win, with 10 VP for being alive and 10
/// for escaping, though the other player is alive too.
#[test]
fn dn_car_2_a_hot_wired_car_leaves_and_its_driver_wins() {
    let mut g = at_the_wheel(2).build().unwrap();
    let (front, exit) = (sq(&g, 8, 8), sq(&g, 8, 9));
    assert!(legal(&g).contains(&Action::HotWire), "{:?}", legal(&g));
    assert!(!legal(&g).contains(&Action::StartCar), "no keys, no starting: {:?}", legal(&g));
    g.play(&[Action::HotWire]).unwrap();
    assert_eq!(legal(&g), (1..=6).map(Action::Die).collect::<Vec<_>>(), "the hot-wiring die is chance");
    let ev = g.play(&[Action::Die(2)]).unwrap();
    assert!(ev.contains(&Event::HotWired { seat: 0, die: 2 }), "{ev:?}");
    // No road exit yet: the front is one square short of the map edge.
    g.play(&[Action::Drive]).unwrap();
    assert!(!legal(&g).contains(&Action::Escape));
    let ev = g.play(&[Action::DriveTo(exit, front)]).unwrap();
    assert!(ev.contains(&Event::CarMoved { front: exit, rear: front }), "{ev:?}");
    assert_eq!(g.player_state(0).pos, Some(exit), "the driver moves with the car");
    let ev = g.play(&[Action::Escape]).unwrap();
    assert!(ev.contains(&Event::Escaped { seat: 0 }), "{ev:?}");
    assert!(ev.contains(&Event::GameOver { end: End::Escaped }), "{ev:?}");
    let out = g.outcome().expect("the game is over");
    assert_eq!(out.winners, vec![Seat(0)]);
    assert_eq!(out.scores, vec![20, 10]);
    assert!(g.vehicles().is_empty(), "the car left the map");
}

/// DN-END-2, DN-GAP-22: the escapees win even with fewer points than a
/// player left behind: here the one left behind killed 12 zombies
/// (22 VP) against the escapee's 20.
#[test]
fn dn_end_2_only_the_escapees_can_win() {
    let mut g = hot_wired(at_the_wheel(2).kills(1, 12).unwrap());
    let (front, exit) = (sq(&g, 8, 8), sq(&g, 8, 9));
    g.play(&[Action::Drive, Action::DriveTo(exit, front), Action::Escape]).unwrap();
    let out = g.outcome().expect("over");
    assert_eq!(out.scores, vec![20, 22]);
    assert_eq!(out.winners, vec![Seat(0)]);
}

/// DN-CAR-2: a 3 or 4 does nothing (he may try again with his next
/// action); a 5 or 6 breaks the ignition for good, keys or not.
#[test]
fn dn_car_2_three_four_fails_five_six_breaks_the_ignition() {
    let mut g = at_the_wheel(1).build().unwrap();
    g.play(&[Action::HotWire, Action::Die(4)]).unwrap();
    assert!(legal(&g).contains(&Action::HotWire), "a failed try may be repeated");
    assert!(!legal(&g).contains(&Action::Drive));
    g.play(&[Action::HotWire, Action::Die(5)]).unwrap();
    assert!(g.vehicles()[0].broken);
    let mut g = at_the_wheel(1).keys(0).unwrap().build().unwrap();
    g.play(&[Action::HotWire]).expect_err("with the keys he starts it");
    let mut g = at_the_wheel(1).build().unwrap();
    g.play(&[Action::HotWire, Action::Die(6), Action::EndTurn]).unwrap();
    for a in [Action::HotWire, Action::StartCar, Action::Drive] {
        assert!(g.check(a).is_err(), "{a:?} on a broken ignition");
    }
}

/// DN-CAR-1, DN-ITEM-6, DN-CARDS-3: with the Keys card the driver starts
/// the fuelled car (1 action); without fuel nothing starts it
/// (DN-ITEM-9); the refusal names the rule.
#[test]
fn dn_car_1_the_keys_start_a_fuelled_car() {
    let g = house(1).aboard(0, 8, 7).unwrap().keys(0).unwrap().build().unwrap();
    let err = g.check(Action::StartCar).unwrap_err();
    assert_eq!(err.rule, "DN-CAR-1");
    assert!(g.check(Action::HotWire).is_err(), "no fuel, no hot-wiring");
    let mut g = house(1).aboard(0, 8, 7).unwrap().keys(0).unwrap().fuelled(8, 8).unwrap().build().unwrap();
    let ev = g.play(&[Action::StartCar]).unwrap();
    assert!(ev.contains(&Event::CarStarted { seat: 0 }), "{ev:?}");
    assert!(g.vehicles()[0].started);
    assert!(legal(&g).contains(&Action::Drive), "one action left to drive");
}

/// DN-ITEM-5, DN-ITEMS-6: a petrol can held next to the car fuels it
/// (1 action) and stays in hand.
#[test]
fn dn_item_5_petrol_in_reach_fuels_the_car() {
    let mut g = house(1).player(0, 9, 7).unwrap().hold(0, "petrol-can").unwrap().build().unwrap();
    let front = sq(&g, 8, 8);
    let ev = g.play(&[Action::Fuel(front)]).unwrap();
    assert_eq!(ev, vec![Event::Fuelled { seat: 0, vehicle: 0, sq: front }]);
    assert!(g.vehicles()[0].fuel);
    assert_eq!(g.player_state(0).hands, vec![common::item("petrol-can")]);
    assert!(g.check(Action::Fuel(front)).is_err(), "it is full");
}

/// DN-CAR-4, DN-GAP-13: boarding is a step of a Move; the first player
/// aboard drives; a second one rides; when the driver gets out, the wheel
/// passes to the next occupant.
#[test]
fn dn_car_4_the_first_aboard_drives() {
    let two = || house(2).player(0, 9, 7).unwrap().player(1, 9, 8).unwrap().keys(1).unwrap().fuelled(8, 8).unwrap();
    let mut g = two().build().unwrap();
    let (rear, front, out) = (sq(&g, 8, 7), sq(&g, 8, 8), sq(&g, 9, 7));
    g.play(&[Action::Move, Action::Step(rear), Action::Stop]).unwrap();
    assert_eq!(g.vehicles()[0].driver, Some(0));
    // Seat 1, the keys in his pocket, boards as a passenger: no wheel.
    let mut g = two().aboard(0, 8, 7).unwrap().turn_of(1).unwrap().build().unwrap();
    g.play(&[Action::Move, Action::Step(front), Action::Stop]).unwrap();
    assert_eq!(g.vehicles()[0].driver, Some(0));
    assert!(g.check(Action::StartCar).is_err(), "a passenger does not start the car");
    // The driver gets out: the wheel passes to the passenger.
    let mut g = two().aboard(0, 8, 7).unwrap().aboard(1, 8, 8).unwrap().build().unwrap();
    g.play(&[Action::Move, Action::Step(out), Action::Stop]).unwrap();
    assert_eq!(g.vehicles()[0].driver, Some(1));
    let mut g = two().aboard(0, 8, 7).unwrap().aboard(1, 8, 8).unwrap().player(0, 9, 7).unwrap().build().unwrap();
    assert!(g.check(Action::StartCar).is_err(), "seat 0 is out");
    g = two().aboard(1, 8, 8).unwrap().turn_of(1).unwrap().build().unwrap();
    assert!(legal(&g).contains(&Action::StartCar), "{:?}", legal(&g));
}

/// DN-CAR-5: zombies cannot attack players inside a vehicle: no contact,
/// no combat after their move.
#[test]
fn dn_car_5_no_zombie_attacks_a_player_in_the_car() {
    let mut g = house(1).aboard(0, 8, 8).unwrap().zombie(9, 8).unwrap().zombie(9, 9).unwrap().build().unwrap();
    assert!(!legal(&g).contains(&Action::Fight));
    let ev = g.zombie_turns(1);
    assert!(!ev.iter().any(|e| matches!(e, Event::CombatRolled { .. })), "{ev:?}");
    assert_eq!(g.player_state(0).energy, 6);
}

/// DN-CAR-3, DN-GAP-13: forward or backward in a line (1 square each),
/// never sideways; a quarter turn about the rear square costs 3; never
/// into a building. DN-MOVE-6: the speed (8), not the energy, limits it.
#[test]
fn dn_car_3_straight_lines_and_quarter_turns_up_to_the_speed() {
    let mut g = hot_wired(at_the_wheel(1).energy(0, 1).unwrap());
    g.play(&[Action::Drive]).unwrap();
    assert_eq!(g.step(), Some(Step::Driving { left: 8 }), "DN-MOVE-6: speed 8 whatever the energy");
    let (rear, front, exit) = (sq(&g, 8, 7), sq(&g, 8, 8), sq(&g, 9, 7));
    let drives: Vec<Action> = legal(&g).into_iter().filter(|a| matches!(a, Action::DriveTo(..))).collect();
    let mut want =
        vec![Action::DriveTo(sq(&g, 8, 9), front), Action::DriveTo(sq(&g, 7, 7), rear), Action::DriveTo(exit, rear)];
    want.sort_unstable();
    assert_eq!(drives, want, "no reversing into building B, no sideways step");
    // The turn east costs 3; then forward east: (10,7), (11,7) ... 5 squares left.
    g.play(&[Action::DriveTo(exit, rear)]).unwrap();
    assert_eq!(g.step(), Some(Step::Driving { left: 5 }));
    for x in 10..=13 {
        g.play(&[Action::DriveTo(sq(&g, x, 7), sq(&g, x - 1, 7))]).unwrap();
    }
    assert_eq!(g.step(), Some(Step::Driving { left: 1 }));
    // At the east edge, no exit there, a turn costing more than is left:
    // only backing up.
    let drives: Vec<Action> =
        legal(&g).into_iter().filter(|a| matches!(a, Action::DriveTo(..) | Action::Escape)).collect();
    assert_eq!(drives, vec![Action::DriveTo(sq(&g, 12, 7), sq(&g, 11, 7))]);
}

/// DN-CAR-7 (reading A), DN-GAP-13: driving into zombies rolls d6 +
/// capacity (4) - 1 a zombie: 6 or more kills (total - 5), the car enters
/// the emptied square and the kill is the driver's.
#[test]
fn dn_car_7_the_car_runs_zombies_down() {
    let mut g = at_the_wheel(1).zombie(8, 9).unwrap().build().unwrap();
    g.play(&[Action::HotWire, Action::Die(1), Action::Drive]).unwrap();
    let (front, exit) = (sq(&g, 8, 8), sq(&g, 8, 9));
    g.play(&[Action::DriveTo(exit, front)]).unwrap();
    assert_eq!(legal(&g), (1..=6).map(Action::Die).collect::<Vec<_>>());
    let ev = g.play(&[Action::Die(3)]).unwrap();
    assert!(ev.contains(&Event::Rammed { seat: 0, die: 3, total: 6 }), "{ev:?}");
    assert!(ev.contains(&Event::Killed { seat: 0, sq: exit }), "{ev:?}");
    assert_eq!(g.vehicles()[0].front, exit);
    assert_eq!(g.player_state(0).kills, 1);
}

/// DN-CAR-7, DN-GAP-13: 2-3 stops the car in front of the zombies; 1 or
/// less wrecks it and its occupants get out beside it without losing
/// energy.
#[test]
fn dn_car_7_a_low_total_stops_or_wrecks_the_car() {
    let crowd = |n: u8| {
        let mut p = at_the_wheel(1);
        for _ in 0..n {
            p = p.zombie(8, 9).unwrap();
        }
        p.build().unwrap()
    };
    let mut g = crowd(3);
    g.play(&[Action::HotWire, Action::Die(1), Action::Drive]).unwrap();
    let (front, exit) = (sq(&g, 8, 8), sq(&g, 8, 9));
    let ev = g.play(&[Action::DriveTo(exit, front), Action::Die(2)]).unwrap();
    assert!(ev.contains(&Event::Rammed { seat: 0, die: 2, total: 3 }), "{ev:?}");
    assert_eq!(g.step(), Some(Step::Actions), "the drive is over");
    assert_eq!(g.vehicles()[0].front, front);

    let mut g = crowd(3);
    g.play(&[Action::HotWire, Action::Die(1), Action::Drive]).unwrap();
    let ev = g.play(&[Action::DriveTo(exit, front), Action::Die(1)]).unwrap();
    assert!(ev.contains(&Event::Rammed { seat: 0, die: 1, total: 2 }), "{ev:?}");
    assert!(!g.vehicles()[0].wrecked, "a total of 2 only stops it");

    let mut g = crowd(4);
    g.play(&[Action::HotWire, Action::Die(1), Action::Drive]).unwrap();
    let ev = g.play(&[Action::DriveTo(exit, front), Action::Die(1)]).unwrap();
    assert!(ev.contains(&Event::CarWrecked { front, rear: sq(&g, 8, 7) }), "{ev:?}");
    assert_eq!(g.step(), Some(Step::GetOut { seat: 0 }));
    let out = sq(&g, 9, 8);
    g.play(&[Action::GetOut(out)]).unwrap();
    assert_eq!((g.player_state(0).pos, g.player_state(0).energy), (Some(out), 6));
    assert!(g.vehicles()[0].wrecked && g.vehicles()[0].driver.is_none());
}

/// DN-CAR-6: the driver who jumps out of the moving car lands beside it,
/// loses a die of energy (a chance decision) and his turn ends.
#[test]
fn dn_car_6_jumping_out_of_a_moving_car() {
    let mut g = hot_wired(at_the_wheel(1));
    g.play(&[Action::Drive]).unwrap();
    let out = sq(&g, 9, 8);
    assert!(legal(&g).contains(&Action::GetOut(out)), "{:?}", legal(&g));
    g.play(&[Action::GetOut(out)]).unwrap();
    assert_eq!(legal(&g), (1..=6).map(Action::Die).collect::<Vec<_>>());
    let ev = g.play(&[Action::Die(4)]).unwrap();
    assert!(ev.contains(&Event::JumpedOut { seat: 0, energy: 2 }), "{ev:?}");
    assert!(ev.contains(&Event::TurnEnded { seat: 0 }), "{ev:?}");
    assert_eq!(g.player_state(0).pos, Some(out));
}

/// DN-FIRE-6: a vehicle with fire on both its squares and nobody at the
/// wheel burns; it stays as an obstacle.
#[test]
fn dn_fire_6_an_empty_car_in_fire_burns() {
    let mut g = house(1).player(0, 9, 7).unwrap().fire(8, 8, 0, false).unwrap().build().unwrap();
    let rear = sq(&g, 8, 7);
    let ev = g.play(&[Action::StartFire(rear)]).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::CarWrecked { .. })), "{ev:?}");
    assert!(g.vehicles()[0].wrecked);
}

/// DN-CARDS-2, DN-CAR-1: the Crash car needs fuel but no keys; once it
/// drives away the door it blocked is open again.
#[test]
fn dn_cards_2_the_crash_car_starts_without_keys() {
    let mut g = house(1).player(0, 13, 3).unwrap().hold(0, "petrol-can").unwrap().at_draw().build().unwrap();
    let (door, front, rear) = (sq(&g, 10, 4), sq(&g, 11, 4), sq(&g, 12, 4));
    g.play(&[Action::Card(card("crash")), Action::CrashAt(door, front), Action::Die(1)]).unwrap();
    g.play(&[Action::Move, Action::Step(rear), Action::Stop, Action::Fuel(front)]).unwrap();
    g.play(&[Action::EndTurn, Action::Card(card("quiet-moment"))]).unwrap();
    assert!(legal(&g).contains(&Action::StartCar), "{:?}", legal(&g));
    assert!(!legal(&g).contains(&Action::HotWire));
    g.play(&[Action::StartCar, Action::Drive]).unwrap();
    // Its nose is at the door: it backs away east, or turns about its rear.
    let back = sq(&g, 13, 4);
    let mut want =
        vec![Action::DriveTo(rear, back), Action::DriveTo(sq(&g, 12, 5), rear), Action::DriveTo(sq(&g, 12, 3), rear)];
    want.sort_unstable();
    assert_eq!(legal(&g).into_iter().filter(|a| matches!(a, Action::DriveTo(..))).collect::<Vec<_>>(), want);
    g.play(&[Action::DriveTo(rear, back), Action::Stop]).unwrap();
    assert_eq!(g.vehicles().iter().find(|c| c.front == rear).map(|c| c.door), Some(None));
}

/// The heuristic takes the car when it can: it hot-wires, drives to the
/// exit and escapes.
#[test]
fn the_bot_drives_away() {
    let mut g = at_the_wheel(1).build().unwrap();
    let mut rng = HordeRng::new(1, 0);
    let mut scores = Vec::new();
    let mut best = |g: &DeadOfNight| {
        let acts = legal(g);
        Heuristic.score(g, Seat(0), &acts, &mut rng, &mut scores);
        acts.iter().zip(&scores).max_by(|a, b| a.1.total_cmp(b.1)).map(|(a, _)| *a).expect("a choice")
    };
    assert_eq!(best(&g), Action::HotWire);
    g.play(&[Action::HotWire, Action::Die(1)]).unwrap();
    assert_eq!(best(&g), Action::Drive);
    g.play(&[Action::Drive]).unwrap();
    let step = best(&g);
    assert_eq!(step, Action::DriveTo(sq(&g, 8, 9), sq(&g, 8, 8)));
    g.play(&[step]).unwrap();
    assert_eq!(best(&g), Action::Escape);
}
