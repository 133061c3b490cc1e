//! Setup (RM-SETUP) and the supply limits the box sets on it (RM-PARTS-5,
//! RM-PARTS-9), with the readings for what the rulebook leaves open about
//! spawning and supplies (RM-GAP-8, RM-GAP-9, RM-GAP-10).

#![allow(clippy::unwrap_used)] // test helpers: a failed lookup is a broken test

use horde_core::{Decision, Game, Match, Seat, Viewer};
use horde_rue_morgue::content::ZombieKind::Walker;
use horde_rue_morgue::content::builtin_catalog;
use horde_rue_morgue::mission::{Color, MissionDef, builtin_mission};
use horde_rue_morgue::position::Scenario;
use horde_rue_morgue::tiles::builtin_compiled;
use horde_rue_morgue::{Action, Event, MissionChoice, RueMorgue, SeatSetup, Setup};

const SIX: [&str; 6] = ["parker", "terry", "dan", "katie", "bear", "jane"];

fn seats(groups: &[(&[&str], u8)]) -> Vec<SeatSetup> {
    groups
        .iter()
        .map(|(names, team)| SeatSetup { survivors: names.iter().map(|s| s.to_string()).collect(), team: *team })
        .collect()
}

/// Plays the setup's chance outcomes (the starting deal, tents) to the
/// first seat's decision.
fn set_up(setup: Setup, seed: u64) -> Match<RueMorgue> {
    let mut m = Match::<RueMorgue>::new(setup, seed).unwrap();
    let mut events = Vec::new();
    while m.decision() == Decision::Chance {
        assert!(m.resolve_chance(&mut events));
    }
    m
}

fn tutorial_def() -> MissionDef {
    builtin_mission("tutorial-1").unwrap().unwrap().def.clone()
}

fn inline(def: MissionDef, survivors: &[&str]) -> Scenario {
    let mut setup = Setup::solo("tutorial-1", survivors, None);
    setup.mission = MissionChoice::Inline(Box::new(def));
    setup.options.free_team_size = true;
    Scenario::new(&setup).unwrap()
}

fn zombie_cards_drawn(ev: &[Event]) -> usize {
    ev.iter().filter(|e| matches!(e, Event::ZombieCard { .. })).count()
}

/// RM-SETUP-1: a game starts from a chosen mission; an unknown one is
/// refused.
#[test]
fn rm_setup_1_the_mission_must_exist() {
    assert!(RueMorgue::new(&Setup::solo("m99", &SIX, None)).is_err());
    let g = RueMorgue::new(&Setup::solo("m02", &SIX, None)).unwrap();
    assert_eq!(g.view(Viewer::Spectator).mission, "m02");
}

/// RM-SETUP-2: the tiles are laid as the mission says: M11's six faces at
/// their places, and the zones of the game are those of the laid tiles.
#[test]
fn rm_setup_2_the_missions_tiles_are_laid() {
    let c = builtin_compiled("m11").unwrap().unwrap();
    let laid: Vec<(&str, usize, usize)> = c.layout.tiles.iter().map(|t| (t.id.as_str(), t.x, t.y)).collect();
    let size = c.layout.tiles[0].size;
    assert_eq!(
        laid,
        [
            ("2R", 0, 0),
            ("9R", size, 0),
            ("5R", 2 * size, 0),
            ("1R", 0, size),
            ("3R", size, size),
            ("8R", 2 * size, size)
        ]
    );
    let g = RueMorgue::new(&Setup::solo("m11", &SIX, None)).unwrap();
    let zones: Vec<String> = g.view(Viewer::Spectator).zones.iter().map(|z| z.id.clone()).collect();
    assert!(zones.iter().any(|z| z == "3R:p"), "the square of tile 3R is on the board");
    assert!(zones.iter().all(|z| ["1R:", "2R:", "3R:", "5R:", "8R:", "9R:"].iter().any(|t| z.starts_with(t))));
}

/// RM-SETUP-9: every survivor starts unhurt, with no XP, at blue, holding
/// only the skills of the blue level of his card.
#[test]
fn rm_setup_9_survivors_start_at_zero_with_their_blue_skills() {
    let m = set_up(Setup::solo("tutorial-1", &SIX, None), 4);
    let v = m.state().view(Viewer::Spectator);
    assert_eq!(v.danger, "blue");
    for sv in &v.survivors {
        let card = builtin_catalog().survivors.iter().find(|s| s.id == sv.id).unwrap();
        assert_eq!((sv.xp, sv.level, sv.wounds), (0, 0, 0), "{}", sv.id);
        assert!(sv.alive);
        assert_eq!(sv.skills.len(), card.blue.len(), "{}: only the blue skills, got {:?}", sv.id, sv.skills);
    }
}

/// RM-SETUP-10, RM-TURN-4: the seat given the first player token plays
/// first; a token for a seat that does not exist is refused.
#[test]
fn rm_setup_10_the_first_player_plays_first() {
    let mut setup = Setup::solo("tutorial-1", &SIX, None);
    setup.seats = seats(&[(&SIX[..3], 0), (&SIX[3..], 0)]);
    setup.first_player = 1;
    let m = set_up(setup.clone(), 2);
    assert_eq!(m.decision(), Decision::Seat(Seat(1)));
    assert_eq!(m.state().view(Viewer::Spectator).first_player, 1);
    setup.first_player = 2;
    assert!(RueMorgue::new(&setup).is_err());
}

/// RM-SETUP-12, RM-SPAWN-11: in a mission without spawn indicators no dice
/// are rolled; the zone chosen to begin with (the first listed) draws
/// first.
#[test]
fn rm_setup_12_without_indicators_the_chosen_zone_draws_first() {
    let mut def = tutorial_def();
    for z in &mut def.zones {
        if !z.spawn.is_empty() {
            z.spawn.clear();
            z.spawn_color = Some(Color::Red);
        }
    }
    let first = def.zones.iter().find(|z| z.spawn_color == Some(Color::Red)).unwrap().id.clone();
    assert_eq!(first, "st1");
    let mut sc = inline(def, &["jane"]);
    sc.place("jane", "st9").unwrap();
    sc.zombies_phase();
    let mut outcomes = Vec::new();
    sc.game.chance_outcomes(&mut outcomes);
    assert!(!outcomes.is_empty() && outcomes.iter().all(|(a, _)| matches!(a, Action::DrawZombie(_))), "no dice");
    // Card 146 is one walker at blue.
    let ev = sc.draw_zombie(146).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::ZombieCard { zone, .. } if *zone == Some(sc.zone("st1").unwrap()))));
    assert_eq!(sc.count("st1", Walker), 1);
}

/// RM-GAP-10, RM-SPAWN-4: a die whose value no zone carries draws no card.
/// Without indicator 6, a roll of four 6s draws nothing and the game goes
/// on to the next turn.
#[test]
fn rm_gap_10_a_die_matching_no_indicator_draws_nothing() {
    let mut def = tutorial_def();
    for z in &mut def.zones {
        z.spawn.retain(|&n| n != 6);
    }
    let mut sc = inline(def, &["jane"]);
    sc.place("jane", "st9").unwrap();
    sc.zombies_phase();
    let ev = sc.roll(&[6, 6, 6, 6]).unwrap();
    assert_eq!(zombie_cards_drawn(&ev), 0);
    assert_eq!(sc.game.state().zombies.iter().flatten().map(|&n| u32::from(n)).sum::<u32>(), 0);
    assert_eq!(sc.decision(), Decision::Seat(Seat(0)), "the next players' phase");
    // With indicator 6 in place the same roll draws four cards.
    let mut sc = inline(tutorial_def(), &["jane"]);
    sc.place("jane", "st9").unwrap();
    sc.zombies_phase();
    sc.roll(&[6, 6, 6, 6]).unwrap();
    assert_eq!(sc.decision(), Decision::Chance);
}

/// RM-PARTS-9, RM-TEAM-1: three copies of each team action card. Every
/// team takes the same cards, so two teams can hold one "Fire!" each but
/// not two, and four teams cannot all hold one.
#[test]
fn rm_parts_9_team_cards_come_from_three_copies() {
    let fire = [0, 0, 1];
    let mut setup = Setup::solo("tutorial-1", &SIX, None);
    setup.seats = seats(&[(&SIX[..3], 0), (&SIX[3..], 1)]);
    setup.options.team_cards = fire;
    assert!(RueMorgue::new(&setup).is_ok());
    setup.options.team_cards = [0, 0, 2];
    let err = RueMorgue::new(&setup).unwrap_err();
    assert!(err.0.contains("RM-PARTS-9"), "{}", err.0);
    setup.options.team_cards = [1, 0, 1];
    assert!(RueMorgue::new(&setup).is_ok(), "one of each kind is fine");
    let eight = ["parker", "terry", "dan", "katie", "bear", "jane", "joe", "maddie"];
    setup.seats = seats(&[(&eight[..2], 0), (&eight[2..4], 1), (&eight[4..6], 2), (&eight[6..], 3)]);
    setup.options.team_cards = fire;
    assert!(RueMorgue::new(&setup).unwrap_err().0.contains("RM-PARTS-9"));
    setup.seats.pop();
    setup.seats[0].survivors.extend(["travis".to_string()]);
    setup.seats[1].survivors.extend(["laurie".to_string()]);
    setup.seats[2].survivors.extend(["louise".to_string()]);
    assert!(RueMorgue::new(&setup).is_ok(), "three teams of three share the three copies");
}

/// RM-PARTS-5, RM-GAP-9, RM-ZATK-10: twelve experience markers and twelve
/// wound cards. No game seats more than twelve survivors, and a survivor
/// holds at most one wound card (the second kills him), so the wound cards
/// never run out.
#[test]
fn rm_parts_5_gap_9_twelve_survivors_at_most_and_one_wound_card_each() {
    let all: Vec<&str> = builtin_catalog().survivors.iter().map(|s| s.id.as_str()).collect();
    assert_eq!(all.len(), 12);
    let mut setup = Setup::solo("tutorial-1", &all, None);
    setup.seats = seats(&[(&all[..6], 0), (&all[6..], 1)]);
    assert!(RueMorgue::new(&setup).is_ok(), "twelve in two teams");
    setup.seats[1].survivors.push("dan".into());
    assert!(RueMorgue::new(&setup).is_err(), "a thirteenth is refused");

    let mut sc = inline(tutorial_def(), &["jane"]);
    sc.place("jane", "st4").unwrap().inventory("jane", &["pistol", "", "wound"]).unwrap();
    sc.zombies("st4", Walker, 1).unwrap();
    sc.zombies_phase();
    let jane = &sc.game.state().survivors[0];
    assert!(!jane.alive(), "the second wound card is never dealt to a living survivor");
}

/// RM-GAP-8, RM-XP-2: XP has no stated maximum. Past 43 the danger level
/// stays red; and every objective of the shipped missions gives 5 XP.
#[test]
fn rm_gap_8_xp_beyond_43_and_objective_xp() {
    let mut sc = inline(tutorial_def(), &["jane"]);
    sc.xp("jane", 43).unwrap();
    assert_eq!(sc.game.view(Viewer::Spectator).danger, "red");
    sc.xp("jane", 200).unwrap();
    let v = sc.game.view(Viewer::Spectator);
    assert_eq!((v.danger.as_str(), v.survivors[0].xp), ("red", 200));
    for id in horde_rue_morgue::mission::builtin_ids() {
        let m = builtin_mission(id).unwrap().unwrap();
        for z in m.def.zones.iter().filter_map(|z| z.objective.as_ref()) {
            assert_eq!(z.xp, 5, "{id}");
        }
    }
}

/// RM-PREV-4, RM-SETUP-5: the nail bat is a unique item. It never goes into
/// the equipment deck; a mission that gives it out puts it in a survivor's
/// hands at setup.
#[test]
fn rm_prev_4_the_nail_bat_is_given_never_found() {
    let cat = builtin_catalog();
    let bat = cat.equipment.iter().position(|e| e.id == "nail_bat").unwrap();
    assert_eq!(cat.equipment[bat].count, 1);
    let held = |g: &RueMorgue| {
        let s = g.state();
        s.survivors[..s.n_surv as usize].iter().flat_map(|sv| sv.items()).filter(|&(_, c)| c as usize == bat).count()
    };
    let plain = RueMorgue::new(&Setup::solo("tutorial-1", &SIX, None)).unwrap();
    assert_eq!(plain.state().eq_deck[bat], 0, "not shuffled in with the other cards");
    assert_eq!(held(&plain), 0);
    let mut def = tutorial_def();
    def.equipment.give = vec!["nail_bat".into()];
    let mut setup = Setup::solo("tutorial-1", &SIX, None);
    setup.mission = MissionChoice::Inline(Box::new(def));
    let given = RueMorgue::new(&setup).unwrap();
    assert_eq!(held(&given), 1, "the mission gives it out");
    assert_eq!(given.state().eq_deck[bat], 0);
}
