//! Rule tests of the character sheet: searching and loot, carrying,
//! switching, the items and grenades; each cites the rules it checks.

use horde_all_things_zombie::content::{Gear, content};
use horde_all_things_zombie::position::{PlacedCharacter, Position};
use horde_all_things_zombie::{Action, Atz, Event, Pending};
use horde_core::Game;

mod common;
use common::*;

fn gear(id: &str) -> Gear {
    content().gear(id).unwrap_or_else(|| panic!("no gear {id}"))
}

/// The loot-card kind that shows `id`.
fn card(id: &str) -> Action {
    let g = gear(id);
    let k = content().loot.iter().position(|l| l.gear == Some(g)).expect("a loot card");
    Action::Loot(k as u8)
}

/// Buffy in building A (its hex 1,1), which carries an Entered marker.
fn in_building(weapon: Option<&'static str>) -> Position {
    Position::new("crossing").character(PlacedCharacter::new("buffy", (1, 1), weapon)).entered('A').zombie((12, 9), 0)
}

#[test]
fn searching_draws_one_loot_card_and_marks_the_building_searched() {
    // ATZ-LOOT-1, ATZ-ACT-6: searching is the action; one card, weighted by
    // the cards left (ATZ-GAP-5: 30 cards); ATZ-ITEM-4 the Searched marker.
    let mut g = in_building(None).build().unwrap();
    play(&mut g, &[init(4, 1)]);
    assert!(legal(&g).contains(&Action::Search));
    play(&mut g, &[Action::Search]);
    assert_eq!(g.pending, Pending::Loot { c: 0 });
    let mut w = Vec::new();
    g.chance_outcomes(&mut w);
    assert_eq!(w.iter().map(|(_, n)| n).sum::<u32>(), 30);
    // ATZ-LOOT-4: a character with nothing in hand takes a found weapon in hand at once.
    let ev = play(&mut g, &[card("shotgun")]);
    assert!(ev.contains(&Event::Found { c: 0, gear: Some(gear("shotgun")) }));
    assert_eq!(g.characters[0].weapon_def().map(|w| w.id.as_str()), Some("shotgun"));
    assert!(g.characters[0].loaded);
    assert!(g.searched[0]);
    assert_eq!(g.pending, Pending::Turn);
    let l = legal(&g);
    assert!(!l.contains(&Action::Search), "ATZ-ACT-2: one action");
    // ATZ-ITEM-4: nothing more can be found there, on a later turn either.
    let mut later = in_building(None).build().unwrap();
    later.searched.clone_from(&g.searched);
    play(&mut later, &[init(4, 1)]);
    assert_eq!(later.check(Action::Search).map_err(|e| e.rule), Err("ATZ-LOOT-1"));
}

#[test]
fn a_building_with_a_zombie_in_it_cannot_be_searched() {
    // ATZ-LOOT-1, ATZ-GAP-21: every hex of the building must be clear.
    let mut g = in_building(Some("pistol")).zombie((2, 2), 0).build().unwrap();
    play(&mut g, &[init(4, 1)]);
    assert!(!legal(&g).contains(&Action::Search));
    let err = g.check(Action::Search).unwrap_err();
    assert_eq!(err.rule, "ATZ-LOOT-1");
}

#[test]
fn a_found_weapon_goes_on_the_sheet_and_switching_is_an_action() {
    // ATZ-LOOT-4, ATZ-SHOOT-11, ATZ-CHAR-5: a character holding a weapon puts
    // the found one on its sheet and takes it in hand only by switching.
    let mut g = in_building(Some("pistol")).build().unwrap();
    play(&mut g, &[init(4, 1), Action::Search, card("rifle")]);
    let ch = &g.characters[0];
    assert_eq!(ch.weapon_def().map(|w| w.id.as_str()), Some("pistol"));
    assert_eq!(ch.spare.map(|a| Gear::Weapon(a.weapon)), Some(gear("rifle")));
    assert!(!legal(&g).contains(&Action::Switch), "the search was the action");
    let mut next = in_building(Some("pistol")).build().unwrap();
    next.characters[0].spare = g.characters[0].spare;
    play(&mut next, &[init(4, 1), Action::Switch]);
    let ch = &next.characters[0];
    assert_eq!(ch.weapon_def().map(|w| w.id.as_str()), Some("rifle"));
    assert_eq!(ch.spare.map(|a| Gear::Weapon(a.weapon)), Some(gear("pistol")));
    assert!(!legal(&next).iter().any(|a| matches!(a, Action::Fire(_))), "switching was the action");
}

#[test]
fn a_card_whose_counters_are_gone_is_set_aside_for_another() {
    // ATZ-LOOT-2, ATZ-GAP-5: no pistol counter left in the box.
    let mut g = in_building(Some("pistol")).build().unwrap();
    let Gear::Weapon(p) = gear("pistol") else { unreachable!() };
    g.supply_weapons[usize::from(p)] = 0;
    let ev = play(&mut g, &[init(4, 1), Action::Search, card("pistol")]);
    assert!(ev.contains(&Event::SetAside { gear: gear("pistol") }));
    assert_eq!(g.pending, Pending::Loot { c: 0 }, "another card is drawn");
    let nothing = content().loot.iter().position(|l| l.gear.is_none()).expect("a nothing card");
    let ev = play(&mut g, &[Action::Loot(nothing as u8)]);
    assert!(ev.contains(&Event::Found { c: 0, gear: None }));
    assert_eq!(g.characters[0].spare, None);
}

#[test]
fn two_weapons_at_most_and_a_full_sheet_leave_the_find_on_the_hex() {
    // ATZ-CHAR-4, ATZ-GAP-7: the hand plus one weapon on the sheet; four places.
    let mut g = in_building(Some("pistol")).build().unwrap();
    g.characters[0].spare = Some(horde_all_things_zombie::Arm { weapon: 2, loaded: true, scope: false });
    let ev = play(&mut g, &[init(4, 1), Action::Search, card("rifle")]);
    assert!(ev.contains(&Event::Dropped { c: 0, gear: gear("rifle") }));
    assert_eq!(g.ground.len(), 1);
    assert_eq!(g.characters[0].weapons_carried(), 2);
    // With four items the sheet is full too (three items and the spare weapon here).
    let full = in_building(Some("pistol")).build().unwrap();
    let mut h = full;
    let Gear::Item(a) = gear("ammo") else { unreachable!() };
    h.characters[0].items = vec![a, a, a, a];
    let ev = play(&mut h, &[init(4, 1), Action::Search, card("vest")]);
    assert!(ev.contains(&Event::Dropped { c: 0, gear: gear("vest") }));
}

#[test]
fn a_dropped_item_may_be_picked_up_by_another_character() {
    // ATZ-LOOT-3, ATZ-GAP-16: dropping and picking up are actions; anyone in
    // the hex with room may pick the item up.
    let mut g = Position::new("crossing")
        .character(one("buffy", 4, 3, "pistol").with_items(&["medkit"]))
        .character(one("professor", 5, 3, "pistol"))
        .zombie((12, 9), 0)
        .build()
        .unwrap();
    play(&mut g, &[init(4, 1), Action::Activate(0)]);
    play(&mut g, &[Action::Drop(gear("medkit"))]);
    assert!(g.characters[0].items.is_empty());
    assert!(!legal(&g).iter().any(|a| matches!(a, Action::Drop(_) | Action::Search)), "one action");
    play(&mut g, &[Action::Move(4), Action::EndTurn]);
    // The Professor steps onto the hex where the Medkit lies.
    let hex = g.ground[0].hex;
    assert_eq!(hex, at(4, 3));
    play(&mut g, &[Action::Move(6)]);
    assert_eq!(g.characters[1].hex, hex);
    assert!(legal(&g).contains(&Action::PickUp(gear("medkit"))));
    play(&mut g, &[Action::PickUp(gear("medkit"))]);
    assert!(g.ground.is_empty());
    assert_eq!(g.characters[1].items.len(), 1);
}

#[test]
fn a_dropped_weapon_keeps_its_scope_and_its_ammo() {
    // ATZ-ITEM-6: an attached Scope cannot be removed, so it stays on the
    // weapon on the ground (ATZ-LOOT-3); the empty weapon stays empty.
    let mut g = Position::new("crossing").character(one("buffy", 4, 3, "rifle")).zombie((12, 9), 0).build().unwrap();
    g.characters[0].scope = true;
    g.characters[0].loaded = false;
    play(&mut g, &[init(4, 1), Action::Drop(gear("rifle"))]);
    assert!(g.ground[0].scope);
    let mut h =
        Position::new("crossing").character(one("professor", 4, 3, "pistol")).zombie((12, 9), 0).build().unwrap();
    h.ground.clone_from(&g.ground);
    play(&mut h, &[init(4, 1), Action::PickUp(gear("rifle"))]);
    let spare = h.characters[0].spare.expect("on the sheet");
    assert!(spare.scope && !spare.loaded);
}

#[test]
fn two_pistols_count_as_two_weapons_even_off_the_hand() {
    // ATZ-CHAR-4, ATZ-GAP-7: with "2x pistols" on the sheet and an empty hand
    // a found weapon would be a third: it stays on the hex.
    let mut g = in_building(None).build().unwrap();
    let Gear::Weapon(two) = gear("two-pistols") else { unreachable!() };
    g.characters[0].spare = Some(horde_all_things_zombie::Arm { weapon: two, loaded: true, scope: false });
    let ev = play(&mut g, &[init(4, 1), Action::Search, card("rifle")]);
    assert!(ev.contains(&Event::Dropped { c: 0, gear: gear("rifle") }));
    assert_eq!(g.characters[0].weapon, None);
}

#[test]
fn a_medkit_heals_one_wound_on_a_neighbour_but_not_beside_a_zombie() {
    // ATZ-ITEM-7, ATZ-GAP-4: one wound off, the counter turns face up
    // again, the Medkit is discarded; a character with a zombie in its hex
    // cannot be healed, nor one without wounds.
    let mut hurt = one("professor", 5, 3, "pistol");
    hurt.wounds = 2;
    let mut g = Position::new("crossing")
        .character(one("buffy", 4, 3, "pistol").with_items(&["medkit"]))
        .character(hurt.clone())
        .zombie((12, 9), 0)
        .build()
        .unwrap();
    assert!(g.characters[1].flipped());
    play(&mut g, &[init(4, 1)]);
    let l = legal(&g);
    assert!(l.contains(&Action::Heal(1)) && !l.contains(&Action::Heal(0)), "{l:?}");
    let ev = play(&mut g, &[Action::Heal(1)]);
    assert!(ev.contains(&Event::Healed { c: 0, target: 1, wounds: 1 }));
    assert!(!g.characters[1].flipped());
    assert!(g.characters[0].items.is_empty());
    let mut z = Position::new("crossing")
        .character(one("buffy", 4, 3, "pistol").with_items(&["medkit"]))
        .character(hurt)
        .zombie((5, 3), 0)
        .build()
        .unwrap();
    play(&mut z, &[init(4, 1)]);
    assert!(!legal(&z).contains(&Action::Heal(1)));
}

#[test]
fn a_scope_adds_a_die_that_the_shot_marker_does_not_count() {
    // ATZ-ITEM-6: attaching costs the action; a scoped pistol rolls 2 dice,
    // the Shot marker shows 1 (ATZ-ITEM-2); no panic fire with a Scope (ATZ-SHOOT-10).
    let base = Position::new("crossing")
        .character(one("buffy", 0, 3, "pistol").with_items(&["scope"]))
        .zombie((4, 3), 0)
        .zombie((5, 3), 0)
        .build()
        .unwrap();
    let mut g = base.clone();
    play(&mut g, &[init(4, 1), Action::AttachScope]);
    assert!(g.characters[0].scope && g.characters[0].items.is_empty());
    assert!(!legal(&g).iter().any(|a| matches!(a, Action::Fire(_))));
    let mut s: Atz = base;
    s.characters[0].items.clear();
    s.characters[0].scope = true;
    play(&mut s, &[init(4, 1)]);
    assert!(!legal(&s).iter().any(|a| matches!(a, Action::Panic(_))));
    play(&mut s, &[Action::Fire(1), Action::Target(0), Action::Target(1)]);
    assert_eq!(s.pending, Pending::Roll { c: 0, why: horde_all_things_zombie::RollFor::Shot, need: 2 });
    // 6 + 4 and 5 + 4: the first target dies, the second (a 9) too.
    play(&mut s, &[Action::Die(6), Action::Die(5)]);
    assert!(!s.zombies[0].alive && !s.zombies[1].alive);
    assert_eq!(s.shots[0].dice, 1);
}

#[test]
fn a_shotgun_takes_no_scope() {
    // ATZ-ITEM-6, ATZ-GAP-7.
    let mut g = Position::new("crossing")
        .character(one("buffy", 0, 3, "shotgun").with_items(&["scope"]))
        .zombie((12, 9), 0)
        .build()
        .unwrap();
    play(&mut g, &[init(4, 1)]);
    assert!(!legal(&g).contains(&Action::AttachScope));
}

#[test]
fn panic_fire_rolls_one_more_die_and_empties_the_weapon() {
    // ATZ-SHOOT-10: one extra die, then out of ammo whatever the dice; the
    // marker counts the panic die (ATZ-ITEM-2). ATZ-ITEM-9: Ammo reloads
    // without spending the action, so it is offered after the shot.
    let mut g = Position::new("crossing")
        .character(one("buffy", 0, 3, "pistol").with_items(&["ammo"]))
        .zombie((4, 3), 0)
        .build()
        .unwrap();
    play(&mut g, &[init(4, 1), Action::Panic(1), Action::Target(0), Action::Target(0)]);
    let ev = play(&mut g, &[Action::Die(3), Action::Die(2)]);
    assert!(ev.contains(&Event::OutOfAmmo { c: 0 }));
    assert_eq!(g.shots[0].dice, 2);
    assert!(!legal(&g).contains(&Action::Reload), "reloading costs the action already spent");
    assert!(legal(&g).contains(&Action::AmmoReload));
    play(&mut g, &[Action::AmmoReload]);
    assert!(g.characters[0].loaded && g.characters[0].items.is_empty());
}

#[test]
fn a_vest_adds_a_melee_die() {
    // ATZ-ITEM-8, ATZ-MELEE-3: melee dice 2, plus the Vest, plus one die per zombie.
    let mut g = Position::new("crossing")
        .character(one("buffy", 4, 3, "pistol").with_items(&["vest"]))
        .zombie((4, 3), 0)
        .build()
        .unwrap();
    assert_eq!(g.characters[0].melee_dice(), 3);
    // Being Charged at the turn start (ATZ-GAP-19): one success, then the fight.
    play(&mut g, &[init(4, 1), Action::Die(2), Action::Die(5), Action::Fight]);
    assert!(matches!(g.pending, Pending::Roll { need: 4, .. }), "{:?}", g.pending);
}

#[test]
fn drugs_raise_rep_for_the_activation_check_and_the_turn() {
    // ATZ-ITEM-5, ATZ-CHAR-7, ATZ-GAP-20: taken right after the initiative
    // roll, not an action; a 5 then lets Rep-4 Buffy act; discarded.
    let base = Position::new("crossing")
        .character(one("buffy", 4, 3, "pistol").with_items(&["drugs"]))
        .zombie((12, 9), 0)
        .build()
        .unwrap();
    let mut g = base.clone();
    play(&mut g, &[init(5, 1)]);
    assert_eq!(g.pending, Pending::Drugs { c: 0 });
    let ev = play(&mut g, &[Action::TakeDrugs]);
    assert!(ev.contains(&Event::Activation { active: vec![true] }));
    assert_eq!(g.characters[0].rep(), 5);
    assert!(g.characters[0].items.is_empty());
    let mut no = base;
    let ev = play(&mut no, &[init(5, 1), Action::Decline]);
    assert!(ev.contains(&Event::Activation { active: vec![false] }));
    assert_eq!(no.characters[0].rep(), 4);
}

#[test]
fn a_grenade_rolls_for_every_figure_in_the_hex_it_bursts_in() {
    // ATZ-SHOOT-8, ATZ-CHAR-5: thrown from the sheet (a pistol stays in
    // hand) into an adjacent hex; one die per figure, each a first target
    // (ATZ-GAP-2): 4 + 4 = 8 kills, 3 + 4 misses; a friend there is rolled
    // for too (ATZ-GAP-10) and a Vest saves it from an 8. Shot 1 on that
    // hex (ATZ-ITEM-2).
    let mut g = Position::new("crossing")
        .character(one("buffy", 4, 3, "pistol").with_items(&["grenade"]))
        .zombie((5, 3), 0)
        .zombie((5, 3), 0)
        .build()
        .unwrap();
    play(&mut g, &[init(4, 1)]);
    assert_eq!(at(4, 3).distance(at(5, 3)), 1);
    play(&mut g, &[Action::Throw(3)]);
    assert!(matches!(g.pending, Pending::Roll { need: 2, .. }));
    play(&mut g, &[Action::Die(4), Action::Die(3)]);
    assert!(!g.zombies[0].alive && g.zombies[1].alive);
    assert_eq!((g.shots[0].hex, g.shots[0].dice), (at(5, 3), 1));
    assert!(g.characters[0].items.is_empty());
    assert!(g.characters[0].weapon.is_some());
}

#[test]
fn a_vest_is_armour_against_a_grenade_eight() {
    // ATZ-ITEM-8, ATZ-GAP-2, ATZ-GAP-10: 4 + 4 = 8 misses an armoured friend.
    let mut g = Position::new("crossing")
        .character(one("buffy", 4, 3, "pistol").with_items(&["grenade"]))
        .character(one("professor", 5, 3, "pistol").with_items(&["vest"]))
        .zombie((12, 9), 0)
        .build()
        .unwrap();
    play(&mut g, &[init(4, 1), Action::Activate(0), Action::Throw(3), Action::Die(4)]);
    assert_eq!(g.characters[1].wounds, 0);
    let mut bare = Position::new("crossing")
        .character(one("buffy", 4, 3, "pistol").with_items(&["grenade"]))
        .character(one("professor", 5, 3, "pistol"))
        .zombie((12, 9), 0)
        .build()
        .unwrap();
    play(&mut bare, &[init(4, 1), Action::Activate(0), Action::Throw(3), Action::Die(4)]);
    assert_eq!(bare.characters[1].wounds, 1);
}
