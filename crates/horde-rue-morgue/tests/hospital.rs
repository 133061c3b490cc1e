//! Hospital tiles (RM-HOSP), the crashed helicopter (RM-WRECK) and beds
//! (RM-BED) on a small inline map.

#![allow(clippy::unwrap_used)] // test helpers: a failed lookup is a broken test

use horde_core::{Decision, RuleViolation};
use horde_rue_morgue::content::ZombieKind::*;
use horde_rue_morgue::mission::MissionDef;
use horde_rue_morgue::position::Scenario;
use horde_rue_morgue::sample_catalog::sample_catalog;
use horde_rue_morgue::{Action, MissionChoice, Setup};

fn hospital(survivors: &[&str]) -> Scenario {
    let def: MissionDef = toml::from_str(include_str!("hospital.toml")).unwrap();
    let mut setup = Setup::solo("unused", survivors, Some(sample_catalog()));
    setup.mission = MissionChoice::Inline(Box::new(def));
    setup.options.free_team_size = true;
    Scenario::new(&setup).unwrap()
}

fn door(sc: &Scenario, a: &str, b: &str) -> u8 {
    let (a, b) = (sc.zone(a).unwrap(), sc.zone(b).unwrap());
    sc.game.statics().map().doors.iter().position(|d| (d.a, d.b) == (a, b) || (d.a, d.b) == (b, a)).unwrap() as u8
}

#[test]
fn rm_hosp_7_hospital_door_spawns_rooms_already_open_not_corridors() {
    let mut sc = hospital(&["dan"]);
    sc.inventory("dan", &["crowbar"]).unwrap();
    sc.activate("dan").unwrap();
    sc.act(Action::OpenDoor { door: door(&sc, "s1", "c1"), hand: 0 }).unwrap();
    // Only the changing room, whose door is open, gets a card.
    assert_eq!(sc.decision(), Decision::Chance);
    sc.draw_zombie(146).unwrap();
    assert_eq!(sc.count("ch", Walker), 1);
    assert_eq!(sc.count("c1", Walker) + sc.count("c2", Walker) + sc.count("w1", Walker), 0);
    assert!(matches!(sc.decision(), Decision::Seat(_)));
    // The ward spawns when its own door opens.
    sc.act(Action::Move(sc.zone("c1").unwrap())).unwrap();
    sc.act(Action::OpenDoor { door: door(&sc, "w1", "c1"), hand: 0 }).unwrap();
    let w1 = sc.zone("w1").unwrap();
    let ev = sc.draw_zombie(152).unwrap();
    // (Dan's last action: the zombies' phase follows and they walk out.)
    assert!(ev.contains(&horde_rue_morgue::Event::ZombiesSpawned { zone: w1, kind: Walker, count: 2 }));
}

#[test]
fn rm_hosp_2_6_corridors_see_like_streets_and_only_changing_rooms_are_searched() {
    let sc = hospital(&["dan"]);
    let map = sc.game.statics().map();
    assert_eq!(map.range_to(sc.zone("c1").unwrap(), sc.zone("c2").unwrap(), 0), Some(1));
    assert!(!map.zone(sc.zone("c1").unwrap()).searchable, "corridors are never searched");
    assert!(!map.zone(sc.zone("w1").unwrap()).searchable, "wards are not searched");
    assert!(map.zone(sc.zone("ch").unwrap()).searchable, "changing rooms are");
}

#[test]
fn rm_wreck_1_wreck_zones_cannot_be_entered_or_seen() {
    let mut sc = hospital(&["dan"]);
    sc.place("dan", "c2").unwrap();
    sc.activate("dan").unwrap();
    let wr = sc.zone("wr").unwrap();
    let err = sc.act(Action::Move(wr)).unwrap_err();
    assert_eq!(err.rule_id(), "RM-MOVE-4");
    assert_eq!(sc.game.statics().map().range_to(sc.zone("c2").unwrap(), wr, u64::MAX), None);
}

#[test]
fn rm_bed_2_bed_card_fills_beds_on_tiles_with_survivors() {
    let mut sc = hospital(&["dan"]);
    sc.zombies_phase();
    sc.roll(&[2, 2, 2, 2]).unwrap(); // no zone carries indicator 2: no card
    assert!(matches!(sc.decision(), Decision::Seat(_)), "a die matching no indicator draws nothing");
    let mut sc = hospital(&["dan"]);
    sc.zombies_phase();
    sc.roll(&[1, 2, 2, 2]).unwrap();
    sc.draw_zombie(187).unwrap();
    assert_eq!(sc.count("w1", Crawler), 2, "one crawler per blue bed");
}
