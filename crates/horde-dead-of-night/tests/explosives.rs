//! Explosives, spreading fire and damaged buildings (DN-EXPL, DN-FIRE-5/7,
//! DN-DMG, DN-GAP-10, DN-GAP-19, DN-GAP-21) on built positions of the house
//! scenario. Squares are (column, row); column 11 and beyond are outdoors;
//! the kitchen is columns 1-4 of rows 1-3, the hall row 4, the living room
//! columns 5-10 of rows 1-3, the bathroom columns 8-10 of rows 5-6.

use horde_core::{Game, Viewer};
use horde_dead_of_night::position::Position;
use horde_dead_of_night::{Action, DeadOfNight, Event, Fire, Step};

mod common;
use common::{item, legal, sq};

/// The areas named in `Damaged` events, in order.
fn damaged(ev: &[Event]) -> Vec<u8> {
    ev.iter().filter_map(|e| if let Event::Damaged { area } = e { Some(*area) } else { None }).collect()
}

fn area(g: &DeadOfNight, x: i16, y: i16) -> u8 {
    g.area_at(x, y).expect("on the map")
}

/// DN-OBJ-1, DN-EXPL-1, DN-EXPL-3, DN-GAP-21: a shot totalling 4 sets off
/// a petrol can: zombies within two squares die, credited to the shooter,
/// and a spreading fire of his covers the can's square and those around it.
#[test]
fn dn_expl_3_a_shot_petrol_can_kills_within_two_squares_and_spreads_fire() {
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .hold(0, "pistol")
        .unwrap()
        .ammo(0, 2)
        .unwrap()
        .lying(12, 5, "petrol-can")
        .unwrap()
        .zombie(12, 6)
        .unwrap()
        .zombie(12, 7)
        .unwrap()
        .zombie(11, 4)
        .unwrap()
        .zombie(12, 9)
        .unwrap()
        .build()
        .unwrap();
    let can = sq(&g, 12, 5);
    let pistol = item("pistol");
    // Pistol +1, four squares away, die 2: 3 < 4; the action and the ammo are spent.
    let ev = g.play(&[Action::ShootThing(can, pistol), Action::Die(2)]).unwrap();
    assert!(ev.contains(&Event::ObjectRolled { seat: 0, die: 2, total: 3, need: 4 }), "{ev:?}");
    assert!(!ev.iter().any(|e| matches!(e, Event::Exploded { .. })));
    let ev = g.play(&[Action::ShootThing(can, pistol), Action::Die(3)]).unwrap();
    assert!(ev.contains(&Event::Exploded { seat: 0, sq: can, thing: item("petrol-can") }), "{ev:?}");
    assert_eq!(g.zombie_squares(), vec![sq(&g, 12, 9)]);
    assert_eq!(g.player_state(0).kills, 3);
    assert_eq!(g.player_state(0).ammo, 0);
    let fires = g.view(Viewer::Spectator).fires;
    assert_eq!(fires.len(), 9, "{fires:?}");
    assert!(fires.iter().all(|f| f.owner == 0 && f.spreads));
    assert!(fires.contains(&Fire { sq: can, owner: 0, spreads: true }));
    // Out of the blast: the shooter is not hurt.
    assert_eq!(g.player_state(0).energy, 6);
}

/// DN-EXPL-2, DN-GAP-21 (3)/(5): a gas cylinder in the kitchen: the player in
/// the blast loses the die in energy; the door in reach of the blast is
/// broken, the walls around the cylinder are breached (the window stays),
/// and the kitchen and the hall take one damaged-building token each.
#[test]
fn dn_expl_2_a_gas_cylinder_breaks_doors_and_walls_and_damages_the_building() {
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 3, 2)
        .unwrap()
        .reveal(3, 2, "kitchen")
        .unwrap()
        .hold(0, "baseball-bat")
        .unwrap()
        .lying(2, 2, "gas-cylinder")
        .unwrap()
        .zombie(4, 4)
        .unwrap()
        .build()
        .unwrap();
    let cyl = sq(&g, 2, 2);
    // Bat +2, die 2: 4.
    let ev = g.play(&[Action::Smash(cyl, item("baseball-bat")), Action::Die(2)]).unwrap();
    assert!(ev.contains(&Event::Exploded { seat: 0, sq: cyl, thing: item("gas-cylinder") }), "{ev:?}");
    assert!(ev.contains(&Event::Killed { seat: 0, sq: sq(&g, 4, 4) }), "{ev:?}");
    assert!(ev.contains(&Event::DoorBroken { a: sq(&g, 2, 3), b: sq(&g, 2, 4) }), "{ev:?}");
    let view = g.view(Viewer::Spectator);
    assert!(view.breaches.contains(&(sq(&g, 1, 0), sq(&g, 1, 1))), "{:?}", view.breaches);
    assert!(view.breaches.contains(&(sq(&g, 3, 3), sq(&g, 3, 4))), "{:?}", view.breaches);
    assert!(!view.breaches.contains(&(sq(&g, 2, 0), sq(&g, 2, 1))), "the window stays");
    let mut areas = damaged(&ev);
    areas.sort_unstable();
    let mut want = vec![area(&g, 2, 2), area(&g, 2, 4)];
    want.sort_unstable();
    assert_eq!(areas, want);
    // The blast roll (DN-EXPL-2): die 4, energy 2.
    assert_eq!(g.step(), Some(Step::BlastRoll { seat: 0 }));
    let ev = g.play(&[Action::Die(4)]).unwrap();
    assert!(ev.contains(&Event::BlastHurt { seat: 0, energy: 2 }), "{ev:?}");
}

/// DN-EXPL-1, DN-GAP-21 (1): a can set alight with Start a Fire goes off at
/// the start of its starter's next turn, before his card.
#[test]
fn dn_expl_1_set_it_on_fire_and_wait_for_the_explosion() {
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 12, 1)
        .unwrap()
        .lying(12, 2, "petrol-can")
        .unwrap()
        .build()
        .unwrap();
    let can = sq(&g, 12, 2);
    let ev = g.play(&[Action::StartFire(can), Action::EndTurn]).unwrap();
    assert!(ev.contains(&Event::Exploded { seat: 0, sq: can, thing: item("petrol-can") }), "{ev:?}");
    // He stood within two squares: his blast roll comes before the card.
    assert_eq!(g.step(), Some(Step::BlastRoll { seat: 0 }));
    g.play(&[Action::Die(1)]).unwrap();
    assert_eq!(g.step(), Some(Step::Spread { seat: 0, from: sq(&g, 11, 1) }));
}

/// DN-FIRE-5, DN-GAP-10: at the start of his turn the owner spreads his fire
/// to a square next to it in the same room; a room burning in every square
/// takes a damaged-building token.
#[test]
fn dn_fire_5_a_room_fire_spreads_within_its_room_and_damages_it_when_all_burns() {
    let mut g =
        Position::new("house", 1).unwrap().player(0, 12, 1).unwrap().fire(8, 5, 0, true).unwrap().build().unwrap();
    g.play(&[Action::EndTurn]).unwrap();
    assert_eq!(g.step(), Some(Step::Spread { seat: 0, from: sq(&g, 8, 5) }));
    let want: Vec<Action> = [(9, 5), (8, 6), (9, 6)].iter().map(|&(x, y)| Action::SpreadTo(sq(&g, x, y))).collect();
    let mut want = want;
    want.sort_unstable();
    assert_eq!(legal(&g), want, "the room to the west is another area");

    let mut p = Position::new("house", 1).unwrap().player(0, 12, 1).unwrap();
    for (x, y) in [(8, 5), (9, 5), (10, 5), (8, 6), (9, 6)] {
        p = p.fire(x, y, 0, true).unwrap();
    }
    let mut g = p.build().unwrap();
    g.play(&[Action::EndTurn]).unwrap();
    assert_eq!(legal(&g), vec![Action::SpreadTo(sq(&g, 10, 6))]);
    let ev = g.play(&[Action::SpreadTo(sq(&g, 10, 6))]).unwrap();
    assert_eq!(damaged(&ev), vec![area(&g, 9, 5)]);
    // All of it burns: no more spreading, the card comes next.
    assert_eq!(g.step(), Some(Step::Draw));
}

/// DN-FIRE-7, DN-GAP-10: a fire started outdoors spreads outdoors only.
#[test]
fn dn_fire_7_an_outdoor_fire_spreads_outdoors() {
    let mut g =
        Position::new("house", 1).unwrap().player(0, 12, 8).unwrap().fire(11, 4, 0, true).unwrap().build().unwrap();
    g.play(&[Action::EndTurn]).unwrap();
    let acts = legal(&g);
    assert_eq!(acts.len(), 5, "{acts:?}");
    assert!(!acts.contains(&Action::SpreadTo(sq(&g, 10, 4))), "not through the door into the hall");
}

/// DN-DMG-2, DN-GAP-21 (5): a breached wall damages the rooms on both sides;
/// a second token collapses a room at once: its zombies are removed (nobody
/// scores them), nobody may enter it, and the rooms beside it are damaged.
#[test]
fn dn_dmg_2_a_second_token_collapses_the_room() {
    let mut g = Position::new("house", 1)
        .unwrap()
        .player(0, 11, 1)
        .unwrap()
        .hold(0, "chainsaw")
        .unwrap()
        .damaged(8, 2)
        .unwrap()
        .zombie(8, 2)
        .unwrap()
        .build()
        .unwrap();
    let across = sq(&g, 10, 1);
    let ev = g.play(&[Action::AttackWall(across, item("chainsaw")), Action::Die(6)]).unwrap();
    let living = area(&g, 8, 2);
    assert!(ev.contains(&Event::Collapsed { area: living }), "{ev:?}");
    assert!(g.zombie_squares().is_empty());
    assert_eq!(g.player_state(0).kills, 0);
    let mut beside = damaged(&ev);
    beside.sort_unstable();
    let mut want = vec![living, area(&g, 2, 2), area(&g, 2, 4)];
    want.sort_unstable();
    assert_eq!(beside, want);
    g.play(&[Action::Move]).unwrap();
    assert!(g.check(Action::Step(across)).is_err(), "DN-DMG-1: nobody enters a collapsed room");
}

/// DN-DMG-1, DN-GAP-19: entering a damaged room rolls a d6; a 6 collapses
/// it: the player inside loses the die in energy, lands outside and his
/// Move ends.
#[test]
fn dn_dmg_1_entering_a_damaged_room_may_collapse_it() {
    let build = || {
        Position::new("house", 1)
            .unwrap()
            .player(0, 2, 4)
            .unwrap()
            .reveal(2, 3, "kitchen")
            .unwrap()
            .damaged(2, 3)
            .unwrap()
            .build()
            .unwrap()
    };
    let mut g = build();
    g.play(&[Action::Move, Action::Step(sq(&g, 2, 3))]).unwrap();
    assert_eq!(g.step(), Some(Step::DamageRoll { area: area(&g, 2, 3) }));
    let ev = g.play(&[Action::Die(5)]).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::Collapsed { .. })));
    assert_eq!(g.step(), Some(Step::Moving { taken: 1, run: false }));

    let mut g = build();
    g.play(&[Action::Move, Action::Step(sq(&g, 2, 3))]).unwrap();
    let ev = g.play(&[Action::Die(6), Action::Die(2)]).unwrap();
    assert!(ev.contains(&Event::Collapsed { area: area(&g, 2, 3) }), "{ev:?}");
    assert!(ev.contains(&Event::BlastHurt { seat: 0, energy: 4 }), "{ev:?}");
    let acts = legal(&g);
    assert!(acts.contains(&Action::Evacuate(sq(&g, 2, 4))), "{acts:?}");
    g.play(&[Action::Evacuate(sq(&g, 2, 4))]).unwrap();
    assert_eq!(g.player_state(0).pos, g.sq(2, 4));
    assert_eq!(g.step(), Some(Step::Actions), "his Move ended");
}
