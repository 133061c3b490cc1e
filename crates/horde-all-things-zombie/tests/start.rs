//! The random scenario's start (ATZ-GAP-9): the entry edge, Glory points,
//! entering the map and the zombies generated at the start.

use horde_all_things_zombie::content::{Gear, content};
use horde_all_things_zombie::position::Position;
use horde_all_things_zombie::{Action, Atz, Event, Pending, RollFor, Setup};
use horde_core::Game;

mod common;
use common::*;

fn gear(id: &str) -> Gear {
    content().gear(id).unwrap_or_else(|| panic!("no gear {id}"))
}

fn scavenge() -> Atz {
    Atz::new(&Setup::new("scavenge", 1)).expect("a shipped scenario")
}

/// Past the entry die (east) and the equipment: Tonya with a pistol, Buffy with a shotgun.
fn equipped() -> Atz {
    let mut g = scavenge();
    play(
        &mut g,
        &[Action::Die(5), Action::Buy(gear("pistol")), Action::Done, Action::Buy(gear("shotgun")), Action::Done],
    );
    g
}

#[test]
fn a_die_picks_the_entry_edge_and_the_exit_is_the_other() {
    // ATZ-GAP-9 "random start": 1-3 west, 4-6 east; a chance decision.
    let mut g = scavenge();
    assert_eq!(g.pending, Pending::Roll { c: 0, why: RollFor::Entry, need: 1 });
    let ev = play(&mut g, &[Action::Die(5)]);
    assert!(ev.contains(&Event::EntryEdge { east: true }));
    assert!(g.entry_east && !g.exit_east);
    let mut w = scavenge();
    play(&mut w, &[Action::Die(3)]);
    assert!(!w.entry_east && w.exit_east);
}

#[test]
fn glory_points_buy_equipment_within_the_budget() {
    // ATZ-SETUP-7, ATZ-GAP-24: the scenario's budget, 6 Glory each (tuned,
    // ATZ-GAP-26); a weapon bought is loaded and in hand (ATZ-CHAR-3);
    // unspent Glory is lost.
    let mut g = scavenge();
    play(&mut g, &[Action::Die(5)]);
    assert_eq!(g.pending, Pending::Equip { c: 0 });
    play(&mut g, &[Action::Buy(gear("shotgun")), Action::Buy(gear("vest"))]);
    assert_eq!(g.glory_left, 1);
    let l = legal(&g);
    assert!(!l.contains(&Action::Buy(gear("vest"))), "2 Glory, 1 left");
    assert!(l.contains(&Action::Buy(gear("medkit"))));
    assert!(g.check(Action::Buy(gear("vest"))).is_err_and(|e| e.rule == "ATZ-GAP-24"));
    play(&mut g, &[Action::Done]);
    let tonya = &g.characters[0];
    assert_eq!(tonya.weapon_def().map(|w| w.id.as_str()), Some("shotgun"));
    assert!(tonya.loaded);
    assert_eq!(g.pending, Pending::Equip { c: 1 });
    assert_eq!(g.glory_left, 6, "Buffy's own budget");
    // ATZ-ITEM-6: a Scope bought for a weapon in hand is attached before play.
    play(&mut g, &[Action::Buy(gear("rifle")), Action::Buy(gear("scope")), Action::Done]);
    assert!(g.characters[1].scope && g.characters[1].items.is_empty());
    assert_eq!(g.pending, Pending::Initiative);
}

#[test]
fn characters_come_onto_the_map_from_the_half_hexes_of_the_entry_edge() {
    // ATZ-MOVE-6: off the map a character may only come in (or wait); its
    // first hex is one of the entry edge.
    let mut g = equipped();
    play(&mut g, &[init(4, 1)]);
    let l = legal(&g);
    assert!(l.iter().all(|a| matches!(a, Action::EnterAt(_) | Action::Run | Action::EndTurn)), "{l:?}");
    assert_eq!(l.iter().filter(|a| matches!(a, Action::EnterAt(_))).count(), 11);
    let mp = g.turn_state.map(|t| t.mp);
    play(&mut g, &[Action::EnterAt(3)]);
    assert_eq!(g.characters[0].hex, at(15, 3));
    assert!(!g.characters[0].waiting);
    assert_eq!(g.turn_state.map(|t| t.mp), mp.map(|m| m - 1), "a clear edge hex costs 1 MP");
    assert!(legal(&g).iter().any(|a| matches!(a, Action::Fire(_) | Action::Move(_))));
}

#[test]
fn a_run_may_be_declared_before_entering_the_map() {
    // ATZ-RUN-4, ATZ-RUN-1: the run roll first, then the edge hex.
    let mut g = equipped();
    // Tonya's reroll (ATZ-FAQ-5) not taken.
    play(&mut g, &[init(4, 1), Action::Run, Action::Die(1), Action::Die(2), Action::KeepDice]);
    assert_eq!(g.turn_state.map(|t| t.extra), Some(2));
    play(&mut g, &[Action::EnterAt(3)]);
    assert!(!g.characters[0].waiting);
}

#[test]
fn the_start_zombies_come_once_every_character_has_had_a_turn_and_wait_a_turn() {
    // ATZ-GEN-7, ATZ-GAP-22: a character that could not act delays the start
    // generation; then 6 dice per character on the map, higher Rep first,
    // each 4-6 a zombie 6 hexes away. ATZ-GEN-8: they do not move this turn.
    let mut g = equipped();
    // Turn 1: a 5 lets only Tonya act; Buffy stays off the map.
    let ev = play(&mut g, &[init(5, 1), Action::EnterAt(3), Action::EndTurn]);
    assert!(!ev.contains(&Event::StartGeneration));
    assert!(g.start_due);
    assert_eq!(g.turn, 2);
    // Turn 2: both act; Buffy comes in, then the generation.
    assert_eq!(g.pending, Pending::Initiative);
    play(&mut g, &[init(4, 1), Action::EndTurn, Action::EnterAt(5)]);
    let ev = play(&mut g, &[Action::EndTurn]);
    assert!(ev.contains(&Event::StartGeneration));
    assert_eq!(g.pending, Pending::Roll { c: 0, why: RollFor::Generation, need: 6 });
    assert_eq!(g.place_at, g.characters[0].hex, "Tonya (Rep 5) first");
    let ev =
        play(&mut g, &[Action::Die(6), Action::Die(1), Action::Die(1), Action::Die(1), Action::Die(1), Action::Die(1)]);
    assert!(ev.iter().any(|e| matches!(e, Event::GenerationRoll { zombies: 1, .. })));
    // A Rep-3 counter, direction 4 (down).
    play(&mut g, &[Action::Draw(REP3_DIR4)]);
    let z = g.zombies.iter().position(|z| z.alive).expect("a zombie");
    assert!(g.zombies[z].held);
    assert_eq!(g.zombies[z].hex.distance(g.characters[0].hex), 6);
    assert_eq!(g.place_at, g.characters[1].hex, "then Buffy");
    let ev =
        play(&mut g, &[Action::Die(1), Action::Die(1), Action::Die(1), Action::Die(1), Action::Die(1), Action::Die(1)]);
    assert!(!ev.iter().any(|e| matches!(e, Event::ZombieMoved { .. })), "ATZ-GEN-8");
    assert!(!g.start_due);
}

#[test]
fn leaving_waits_for_the_searched_buildings() {
    // ATZ-GAP-9: three buildings searched, then out by the exit edge.
    let mut g = Position::new("scavenge").character(one("buffy", 15, 3, "pistol")).zombie((0, 9), 0).build().unwrap();
    play(&mut g, &[init(4, 1)]);
    assert!(!legal(&g).contains(&Action::Exit));
    let mut done =
        Position::new("scavenge").character(one("buffy", 15, 3, "pistol")).zombie((0, 9), 0).build().unwrap();
    done.searched[..3].fill(true);
    play(&mut done, &[init(4, 1)]);
    assert!(legal(&done).contains(&Action::Exit));
}
