//! Rule tests on built positions; each cites the rules it checks.

use horde_all_things_zombie::content::{FILES, Map, content, parse_content};
use horde_all_things_zombie::position::Position;
use horde_all_things_zombie::{Action, Atz, Event, Pending, SurpriseChoice};
use horde_core::{Decision, Game};

mod common;
use common::*;

#[test]
fn initiative_dice_never_tie() {
    // ATZ-TURN-2: the two dice are rerolled on a tie.
    let g = Position::new("crossing").character(one("buffy", 0, 3, "pistol")).build().unwrap();
    let mut w = Vec::new();
    g.chance_outcomes(&mut w);
    assert_eq!(w.len(), 30);
    assert!(
        w.iter()
            .all(|(a, n)| *n == 1 && !matches!(a, Action::Initiative { characters, zombies } if characters == zombies))
    );
}

#[test]
fn a_grunt_beside_an_active_star_borrows_its_rep_for_activation() {
    // ATZ-TURN-3, ATZ-STAR-3, ATZ-GAP-20: a 5 lets the Rep-5 Star act; the Rep-4 Grunt
    // beside it acts too, the one far away skips the turn.
    let mut g = Position::new("crossing")
        .character(one("tonya", 4, 6, "pistol"))
        .character(one("buffy", 5, 6, "pistol"))
        .character(one("professor", 10, 3, "pistol"))
        .build()
        .unwrap();
    assert_eq!(at(4, 6).distance(at(5, 6)), 1);
    let ev = play(&mut g, &[init(5, 1)]);
    assert!(ev.contains(&Event::Activation { active: vec![true, true, false] }));
    // ATZ-ACT-1: the higher Rep acts first.
    assert_eq!(g.turn_state.map(|t| t.c), Some(0));
}

#[test]
fn moving_pays_the_terrain_cost() {
    // ATZ-MOVE-2, ATZ-MOVE-3: clear 1 MP, vegetation 2 MP.
    let mut g = Position::new("crossing").character(one("buffy", 5, 0, "pistol")).build().unwrap();
    play(&mut g, &[init(4, 1)]);
    assert_eq!(g.turn_state.map(|t| t.mp), Some(8));
    play(&mut g, &[Action::Move(3)]); // (5,0) -> (6,1), vegetation
    assert_eq!(g.characters[0].hex, at(6, 1));
    assert_eq!(g.turn_state.map(|t| t.mp), Some(6));
    play(&mut g, &[Action::Move(4)]); // (6,2), clear
    assert_eq!(g.turn_state.map(|t| t.mp), Some(5));
}

#[test]
fn buildings_block_sight_and_night_shortens_it() {
    // ATZ-LOS-1, ATZ-LOS-3, ATZ-GAP-17: building A (columns 1-2, rows 1-2) blocks the line; row 3 is clear.
    let g = Position::new("crossing").character(one("buffy", 0, 3, "pistol")).build().unwrap();
    assert!(!g.sees(at(0, 1), at(3, 1)));
    assert!(g.sees(at(0, 3), at(9, 3)));
    // ATZ-LOS-2: at night 2 hexes.
    let n = Position::new("night-watch").character(one("buffy", 0, 3, "pistol")).build().unwrap();
    assert!(n.sees(at(0, 3), at(2, 3)));
    assert!(!n.sees(at(0, 3), at(3, 3)));
}

#[test]
fn an_eight_hits_in_the_open_and_a_shot_marker_stays() {
    // ATZ-SHOOT-1, ATZ-SHOOT-4, ATZ-DICE-1, ATZ-GAP-2: die 4 + Rep 4 = 8
    // hits a first target in the open; ATZ-ZOM-5 it dies and ATZ-ZOM-6 goes
    // back to the cup; ATZ-ITEM-2 a Shot 1 marker on the firer's hex.
    let mut g = Position::new("crossing").character(one("buffy", 0, 3, "pistol")).zombie((4, 3), 0).build().unwrap();
    let cup: u8 = g.cup.iter().sum();
    play(&mut g, &[init(4, 1), Action::Fire(1), Action::Target(0), Action::Die(4)]);
    assert!(!g.zombies[0].alive);
    assert_eq!(g.cup.iter().sum::<u8>(), cup + 1);
    assert_eq!(g.shots.len(), 1);
    assert_eq!((g.shots[0].hex, g.shots[0].dice), (at(0, 3), 1));
    assert_eq!(g.pending, Pending::Turn, "firing is the action; the turn goes on");
    assert!(!legal(&g).iter().any(|a| matches!(a, Action::Fire(_) | Action::Run)), "ATZ-ACT-2: one action");
}

#[test]
fn cover_saves_from_an_eight_but_not_from_a_nine() {
    // ATZ-MOVE-4, ATZ-GAP-2: the zombie in building hex (1,2) is in cover.
    let base = Position::new("crossing").character(one("buffy", 0, 3, "pistol")).zombie((1, 2), 0).build().unwrap();
    let mut g = base.clone();
    play(&mut g, &[init(4, 1), Action::Fire(1), Action::Target(0), Action::Die(4)]);
    assert!(g.zombies[0].alive);
    let mut g = base;
    play(&mut g, &[init(4, 1), Action::Fire(1), Action::Target(0), Action::Die(5)]);
    assert!(!g.zombies[0].alive);
}

#[test]
fn two_ones_empty_the_weapon() {
    // ATZ-SHOOT-6: a submachine gun fires 2-4 dice; ATZ-SHOOT-9: two 1s empty it.
    let mut g = Position::new("crossing").character(one("buffy", 0, 3, "smg")).zombie((4, 3), 0).build().unwrap();
    play(&mut g, &[init(4, 1)]);
    let fire: Vec<_> = legal(&g).into_iter().filter(|a| matches!(a, Action::Fire(_))).collect();
    assert_eq!(fire, [Action::Fire(2), Action::Fire(3), Action::Fire(4)]);
    let ev = play(&mut g, &[Action::Fire(2), Action::Target(0), Action::Target(0), Action::Die(1), Action::Die(1)]);
    assert!(ev.contains(&Event::OutOfAmmo { c: 0 }));
    assert!(!g.characters[0].loaded && g.zombies[0].alive);
    assert_eq!(g.shots[0].dice, 2);
}

#[test]
fn a_shotgun_marks_six_shots() {
    // ATZ-ITEM-2, ATZ-SHOOT-7: 6 dice, the best 3 kept; a Shot 6 marker.
    let mut g = Position::new("crossing").character(one("buffy", 0, 3, "shotgun")).zombie((4, 3), 0).build().unwrap();
    play(&mut g, &[init(4, 1), Action::Fire(6), Action::Target(0), Action::Target(0), Action::Target(0)]);
    play(&mut g, &[Action::Die(2), Action::Die(2), Action::Die(3), Action::Die(2), Action::Die(2), Action::Die(6)]);
    assert!(!g.zombies[0].alive);
    assert_eq!(g.shots[0].dice, 6);
}

#[test]
fn a_grunt_rolls_wanting_to_charge_and_wins_the_melee() {
    // ATZ-REACT-2, ATZ-MOVE-5, ATZ-MELEE-3, ATZ-MELEE-4 (one die for the
    // zombie), ATZ-MELEE-5 (all dice vs her Rep), ATZ-MELEE-2, ATZ-GAP-3.
    let mut g = Position::new("crossing").character(one("buffy", 0, 3, "pistol")).zombie((1, 3), 0).build().unwrap();
    play(&mut g, &[init(4, 1)]);
    assert!(!legal(&g).contains(&Action::Move(3)), "ATZ-MOVE-5: a zombie hex is entered by a charge");
    play(&mut g, &[Action::Charge(3)]);
    assert_eq!(g.decision(), Decision::Chance, "a Grunt rolls the test");
    // 2 successes: charge; then 2 melee dice (1, 2) against the zombie's 6.
    let ev = play(&mut g, &[Action::Die(1), Action::Die(2), Action::Die(1), Action::Die(2), Action::Die(6)]);
    assert!(ev.contains(&Event::Melee { c: 0, dice: vec![1, 2, 6], successes: 2, zombie_successes: 0 }));
    assert!(!g.zombies[0].alive);
    assert_eq!(g.characters[0].hex, at(1, 3));
    // ATZ-ACT-5: the melee ends its turn; with nothing else to do, turn 1 ends.
    assert!(g.turn_state.is_none());
    assert!(ev.contains(&Event::TurnEnded { turn: 1 }));
}

#[test]
fn losing_a_melee_wounds_and_the_second_wound_flips() {
    // ATZ-GAP-3: more zombie successes wound; ATZ-CHAR-6, ATZ-GAP-4: the
    // second wound flips the counter (Rep -1, MP -2).
    let mut buffy = one("buffy", 0, 3, "pistol");
    buffy.wounds = 1;
    let mut g = Position::new("crossing").character(buffy).zombie((1, 3), 0).build().unwrap();
    play(&mut g, &[init(4, 1), Action::Charge(3), Action::Die(1), Action::Die(1)]);
    play(&mut g, &[Action::Die(5), Action::Die(6), Action::Die(2)]);
    assert_eq!(g.characters[0].wounds, 2);
    assert_eq!((g.characters[0].rep(), g.characters[0].mp()), (3, 6));
}

#[test]
fn a_star_chooses_the_result_without_rolling() {
    // ATZ-STAR-1, ATZ-REACT-9: Tonya picks the row; 0 successes: she stays
    // and her turn ends (ATZ-REACT-4).
    let mut g = Position::new("crossing").character(one("tonya", 0, 3, "pistol")).zombie((1, 3), 0).build().unwrap();
    play(&mut g, &[init(5, 1), Action::Charge(3)]);
    assert_eq!(g.decision(), Decision::Seat(horde_core::Seat(0)));
    assert_eq!(legal(&g), [Action::Result(0), Action::Result(1), Action::Result(2)]);
    play(&mut g, &[Action::Result(0)]);
    assert_eq!(g.characters[0].hex, at(0, 3));
    assert!(g.characters[0].done);
}

#[test]
fn wanting_to_charge_one_success_allows_a_shot_instead() {
    // ATZ-GAP-1: 1 success with a loaded weapon: fire at it or decline;
    // ATZ-REACT-1, ATZ-DICE-2: 2 dice vs Rep 4, (1, 6) is one success.
    let mut g = Position::new("crossing").character(one("buffy", 0, 3, "pistol")).zombie((1, 3), 0).build().unwrap();
    play(&mut g, &[init(4, 1), Action::Charge(3), Action::Die(1), Action::Die(6)]);
    assert_eq!(legal(&g), [Action::Fire(1), Action::Decline]);
    play(&mut g, &[Action::Fire(1)]);
    assert_eq!(legal(&g), [Action::Target(0)]);
    play(&mut g, &[Action::Target(0), Action::Die(6)]);
    assert!(!g.zombies[0].alive && g.characters[0].done);
}

#[test]
fn a_runaway_stops_on_entering_vegetation() {
    // ATZ-GAP-19: activating in a zombie hex, Being Charged first; 0
    // successes: Runaway (ATZ-REACT-6, ATZ-GAP-18) straight down (4)
    // until it enters the vegetation at (6,8).
    let mut g = Position::new("crossing").character(one("buffy", 6, 3, "pistol")).zombie((6, 3), 0).build().unwrap();
    play(&mut g, &[init(4, 1), Action::Die(6), Action::Die(6)]);
    assert_eq!(g.pending, Pending::Roll { c: 0, why: horde_all_things_zombie::RollFor::Runaway, need: 1 });
    let ev = play(&mut g, &[Action::Die(4)]);
    assert!(ev.contains(&Event::Runaway { c: 0, direction: 4, to: at(6, 8) }));
    assert!(g.characters[0].done);
}

#[test]
fn a_runaway_stops_at_the_map_edge() {
    // ATZ-REACT-6: it stops at the edge of the map.
    let mut g = Position::new("crossing").character(one("buffy", 5, 3, "pistol")).zombie((5, 3), 0).build().unwrap();
    let ev = play(&mut g, &[init(4, 1), Action::Die(6), Action::Die(6), Action::Die(1)]);
    assert!(ev.contains(&Event::Runaway { c: 0, direction: 1, to: at(5, 0) }));
}

#[test]
fn entering_a_building_draws_one_card_for_the_whole_building() {
    // ATZ-MOVE-4, ATZ-FINDZ-1, ATZ-FINDZ-2, ATZ-ITEM-3, ATZ-SETUP-3.
    let mut g = Position::new("crossing").character(one("buffy", 0, 2, "pistol")).build().unwrap();
    play(&mut g, &[init(4, 1), Action::Move(3)]);
    assert_eq!(g.characters[0].hex, at(1, 2));
    assert!(matches!(g.pending, Pending::Card { .. }));
    let cards: Vec<_> = {
        let mut w = Vec::new();
        g.chance_outcomes(&mut w);
        w
    };
    let total: u32 = cards.iter().map(|(_, n)| n).sum();
    assert_eq!(total, 22, "ATZ-GAP-5: 20 zombie cards and 2 Survivor cards");
    play(&mut g, &[Action::Card(0)]); // no zombie
    assert!(g.entered[0]);
    assert_eq!(g.pending, Pending::Turn);
    play(&mut g, &[Action::Move(1)]); // (1,1), the same building
    assert_eq!(g.pending, Pending::Turn, "no second card");
}

#[test]
fn surprised_zombies_give_the_character_the_choice() {
    // ATZ-FINDZ-3/5, ATZ-GAP-21: zombies' die first; 1 + 2 zombies = 3
    // against 2 + Rep 4 = 6: the zombies are surprised.
    let mut g = Position::new("crossing").character(one("buffy", 0, 2, "pistol")).build().unwrap();
    play(&mut g, &[init(4, 1), Action::Move(3), Action::Card(2), Action::Draw(0), Action::Draw(0)]);
    assert_eq!(g.zombies_at(at(1, 2)).count(), 2, "ATZ-STACK-2: any number of zombies in a hex");
    let ev = play(&mut g, &[Action::Die(1), Action::Die(2)]);
    assert!(ev.contains(&Event::Surprise { c: 0, dice: vec![1, 2], character_surprised: false }));
    assert_eq!(
        legal(&g),
        [
            Action::Surprise(SurpriseChoice::Fire),
            Action::Surprise(SurpriseChoice::Melee),
            Action::Surprise(SurpriseChoice::StepBack)
        ]
    );
    play(&mut g, &[Action::Surprise(SurpriseChoice::StepBack)]);
    assert_eq!(g.characters[0].hex, at(0, 2));
    assert!(g.characters[0].done);
}

#[test]
fn a_character_who_ran_in_is_surprised_without_a_roll() {
    // ATZ-FINDZ-4, ATZ-FINDZ-6, ATZ-RUN-3: melee at once.
    let mut g = Position::new("crossing").character(one("buffy", 0, 2, "pistol")).build().unwrap();
    play(&mut g, &[init(4, 1), Action::Run, Action::Die(6), Action::Die(6), Action::Move(3), Action::Card(1)]);
    play(&mut g, &[Action::Draw(0)]);
    assert!(matches!(
        g.pending,
        Pending::Roll { why: horde_all_things_zombie::RollFor::Melee { char_dice: 2 }, need: 3, .. }
    ));
}

#[test]
fn generation_places_zombies_six_hexes_away_or_on_the_edge() {
    // ATZ-GEN-1, ATZ-GEN-2, ATZ-GEN-3, ATZ-GEN-4, ATZ-GEN-6: the Shot 1 marker at (0,3) rolls one die; a
    // 4 draws a zombie, placed 6 hexes in its counter's direction: up runs
    // off the map, so on the edge hex (0,0).
    let mut g = Position::new("crossing").character(one("buffy", 0, 3, "pistol")).zombie((4, 3), 0).build().unwrap();
    play(&mut g, &[init(4, 1), Action::Fire(1), Action::Target(0), Action::Die(6), Action::EndTurn]);
    assert!(matches!(g.pending, Pending::Roll { why: horde_all_things_zombie::RollFor::Generation, need: 1, .. }));
    let ev = play(&mut g, &[Action::Die(4), Action::Draw(REP3_DIR1)]);
    assert!(ev.contains(&Event::ZombieAppeared { z: 1, hex: at(0, 0) }));
    assert!(g.shots.is_empty());
    assert_eq!(g.pending, Pending::Initiative);
    assert_eq!(g.turn, 2);
    // Downward, six full steps: (0,9).
    let mut g = Position::new("crossing").character(one("buffy", 0, 3, "pistol")).zombie((4, 3), 0).build().unwrap();
    play(&mut g, &[init(4, 1), Action::Fire(1), Action::Target(0), Action::Die(6), Action::EndTurn]);
    let ev = play(&mut g, &[Action::Die(5), Action::Draw(REP3_DIR4)]);
    assert!(ev.contains(&Event::ZombieAppeared { z: 1, hex: at(0, 9) }));
    // A 3 draws nothing (ATZ-GEN-2).
    let mut g = Position::new("crossing").character(one("buffy", 0, 3, "pistol")).zombie((4, 3), 0).build().unwrap();
    play(&mut g, &[init(4, 1), Action::Fire(1), Action::Target(0), Action::Die(6), Action::EndTurn, Action::Die(3)]);
    assert_eq!(g.zombies.len(), 1);
}

#[test]
fn zombies_walk_toward_the_nearest_character_around_buildings() {
    // ATZ-ZACT-1, ATZ-ZACT-3, ATZ-ZACT-4, ATZ-GAP-8: zombies move on their die; they may not
    // cut through building A, which holds no character.
    let mut g =
        Position::new("crossing").character(one("buffy", 3, 2, "bat")).zombie((0, 2), 0).entered('A').build().unwrap();
    // ATZ-TURN-1, ATZ-TURN-2: the zombies' 3 beats the characters' 1, they act first.
    play(&mut g, &[init(1, 3)]);
    // The zombie (Rep 3, MP 6) activated on the 3 and reached Buffy.
    let z = &g.zombies[0];
    assert_eq!(z.hex, at(3, 2));
    for h in [at(1, 1), at(2, 1), at(1, 2), at(2, 2)] {
        assert_ne!(z.hex, h);
    }
    // ATZ-ZACT-2, ATZ-REACT-5: she takes Being Charged.
    assert!(matches!(g.pending, Pending::Roll { why: horde_all_things_zombie::RollFor::Test(..), .. }));
}

#[test]
fn content_errors_name_file_line_and_field() {
    let bad = FILES[0].1.replacen("rep = 5", "rep = 9", 1);
    let files = [(FILES[0].0, bad.as_str()), FILES[1], FILES[2], FILES[3]];
    let err = parse_content(&files).expect_err("Rep 9 refused").to_string();
    let line = FILES[0].1.lines().position(|l| l == "rep = 5").expect("a Rep-5 character") + 1;
    assert!(err.contains(&format!("counters.toml:{line}:")), "{err}");
    assert!(err.contains("character[0].rep"), "{err}");
    assert!(content().scenarios.len() >= 2);
    assert_eq!(Map::offset(at(5, 7)), (5, 7));
}

#[test]
fn both_catalogues_have_the_same_messages() {
    use horde_rules::texts::Lang;
    let t = horde_all_things_zombie::texts::texts();
    assert_eq!(t.ids(Lang::En).unwrap(), t.ids(Lang::Ru).unwrap());
}

#[test]
fn the_surprise_shot_then_melee_with_the_rest() {
    // ATZ-FINDZ-5, ATZ-GAP-21: fire at the zombies of its own hex (no
    // cover there, ATZ-GAP-2), then melee at once if any remain.
    let mut g = Position::new("crossing").character(one("buffy", 0, 2, "pistol")).build().unwrap();
    play(&mut g, &[init(4, 1), Action::Move(3), Action::Card(2), Action::Draw(0), Action::Draw(0)]);
    play(&mut g, &[Action::Die(1), Action::Die(2), Action::Surprise(SurpriseChoice::Fire)]);
    assert_eq!(legal(&g), [Action::Fire(1)], "having chosen to fire it cannot decline");
    play(&mut g, &[Action::Fire(1)]);
    assert_eq!(legal(&g), [Action::Target(0), Action::Target(1)]);
    play(&mut g, &[Action::Target(0), Action::Die(4)]);
    assert!(!g.zombies[0].alive, "an 8 hits in the shared building hex");
    assert!(matches!(g.pending, Pending::Roll { why: horde_all_things_zombie::RollFor::Melee { .. }, need: 3, .. }));
}

#[test]
fn a_generated_zombie_avoids_a_characters_hex() {
    // ATZ-GEN-5, ATZ-GAP-6: 6 hexes down from (0,3) is (0,9), where the
    // Professor stands; of its ring neighbours only (1,8) is on the map.
    let mut g = Position::new("crossing")
        .character(one("buffy", 0, 3, "pistol"))
        .character(one("professor", 0, 9, "pistol"))
        .zombie((4, 3), 0)
        .build()
        .unwrap();
    play(&mut g, &[init(4, 1)]);
    assert_eq!(g.pending, Pending::NextCharacter, "ATZ-ACT-1: equal Rep, the players choose");
    play(&mut g, &[Action::Activate(0), Action::Fire(1), Action::Target(0), Action::Die(6), Action::EndTurn]);
    play(&mut g, &[Action::EndTurn]);
    let ev = play(&mut g, &[Action::Die(6), Action::Draw(REP3_DIR4)]);
    assert!(ev.contains(&Event::ZombieAppeared { z: 1, hex: at(1, 8) }), "{ev:?}");
}

#[test]
fn a_zombie_coming_within_six_hexes_causes_an_in_sight_test() {
    // ATZ-REACT-10, ATZ-GAP-15: the zombie (Rep 3) walks along row 6 from
    // 9 hexes away; at 6 hexes its move pauses for Buffy's test; 2
    // successes: she fires normally (ATZ-GAP-1) and an 8 kills it.
    let base = Position::new("crossing").character(one("buffy", 0, 6, "pistol")).zombie((9, 6), 0).build().unwrap();
    let mut g = base.clone();
    let ev = play(&mut g, &[init(1, 3)]);
    assert!(
        matches!(
            g.pending,
            Pending::Roll {
                why: horde_all_things_zombie::RollFor::Test(horde_all_things_zombie::Test::InSight, _),
                ..
            }
        ),
        "{:?} {ev:?}",
        g.pending
    );
    assert_eq!(g.zombies[0].hex.distance(at(0, 6)), 6);
    play(&mut g, &[Action::Die(1), Action::Die(2), Action::Fire(1)]);
    assert_eq!(legal(&g), [Action::Target(0)], "the zombie that caused the test");
    play(&mut g, &[Action::Target(0), Action::Die(4)]);
    assert!(!g.zombies[0].alive);
    // 1 success: a Rushed Shot, on which an 8 misses (ATZ-GAP-2); the
    // zombie walks on and causes no second test this turn.
    let mut g = base.clone();
    play(&mut g, &[init(1, 3), Action::Die(1), Action::Die(6), Action::Fire(1), Action::Target(0), Action::Die(4)]);
    assert!(g.zombies[0].alive);
    assert_eq!(g.zombies[0].hex.distance(at(0, 6)), 3);
    // ATZ-REACT-11: a Star rolls In Sight too.
    let mut g = Position::new("crossing").character(one("tonya", 0, 6, "pistol")).zombie((9, 6), 0).build().unwrap();
    play(&mut g, &[init(1, 3)]);
    assert_eq!(g.decision(), Decision::Chance);
}

#[test]
fn each_run_success_is_one_extra_hex_whatever_its_terrain() {
    // ATZ-RUN-1, ATZ-RUN-2, ATZ-GAP-8: 2 dice vs Rep 4: (1, 6) is one success, one
    // extra hex; the run is the action.
    let mut g = Position::new("crossing").character(one("buffy", 5, 0, "pistol")).zombie((12, 9), 0).build().unwrap();
    let ev = play(&mut g, &[init(4, 1), Action::Run, Action::Die(1), Action::Die(6)]);
    assert!(ev.contains(&Event::Ran { c: 0, dice: vec![1, 6], extra: 1 }));
    assert!(!legal(&g).iter().any(|a| matches!(a, Action::Fire(_) | Action::Run)));
    play(&mut g, &[Action::Dash(3)]); // into vegetation (6,1) without paying its 2 MP
    assert_eq!(g.turn_state.map(|t| (t.mp, t.extra)), Some((8, 0)));
    assert!(!legal(&g).iter().any(|a| matches!(a, Action::Dash(_))));
}

#[test]
fn a_scenario_starts_with_its_characters_armed_and_its_zombies_from_the_cup() {
    // ATZ-SETUP-1, ATZ-SETUP-2, ATZ-SETUP-4: the crossing's map, 30 counters
    // in the cup and its twelve starting zombies drawn from it; ATZ-CHAR-1,
    // ATZ-CHAR-3: Rep, MP, melee dice, no wound, the weapon loaded in hand;
    // ATZ-ZOM-1, ATZ-ZOM-2: zombie counters with Rep, MP and a direction,
    // five per direction (ATZ-GAP-5).
    let mut g = Atz::new(&horde_all_things_zombie::Setup::new("crossing", 1)).unwrap();
    let mut w = Vec::new();
    g.chance_outcomes(&mut w);
    assert_eq!(w.iter().map(|(_, n)| n).sum::<u32>(), 30);
    let kinds = &content().zombie_kinds;
    for d in 1..=6 {
        assert_eq!(kinds.iter().filter(|k| k.direction == d).map(|k| k.count).sum::<u8>(), 5);
    }
    let draws = [0, 0, 6, 1, 2, 1, 2, 3, 3, 4, 4, 5].map(Action::Draw);
    play(&mut g, &draws);
    assert_eq!(g.zombies.len(), 12);
    assert_eq!(g.cup.iter().map(|&n| u32::from(n)).sum::<u32>(), 18);
    assert_eq!(g.pending, Pending::Initiative);
    let tonya = &g.characters[0];
    assert_eq!((tonya.def().id.as_str(), tonya.rep(), tonya.mp(), tonya.melee_dice()), ("tonya", 5, 8, 2));
    assert!(tonya.loaded && tonya.wounds == 0 && tonya.weapon_def().is_some_and(|w| w.id == "pistol"));
    assert_eq!((g.zombies[2].rep(), g.zombies[2].mp()), (4, 6));
}

#[test]
fn ending_a_turn_beside_zombies_means_melee_at_the_end_of_the_phase() {
    // ATZ-GAP-19: 1 success at the turn start: fight or leave; ATZ-ACT-4:
    // no action in that hex (no shot); ATZ-ACT-3, ATZ-MELEE-1, ATZ-GAP-15:
    // ending the turn there, the hex fights at the end of the phase.
    let mut g = Position::new("crossing").character(one("buffy", 5, 3, "pistol")).zombie((5, 3), 0).build().unwrap();
    play(&mut g, &[init(4, 1), Action::Die(1), Action::Die(6)]);
    let l = legal(&g);
    assert!(l.contains(&Action::Fight) && l.contains(&Action::EndTurn));
    assert!(!l.iter().any(|a| matches!(a, Action::Fire(_) | Action::Run | Action::Reload)));
    play(&mut g, &[Action::EndTurn]);
    assert!(matches!(g.pending, Pending::Roll { why: horde_all_things_zombie::RollFor::Melee { .. }, .. }));
}

#[test]
fn a_star_picking_runaway_still_rolls_its_direction() {
    // ATZ-STAR-2, ATZ-REACT-5: Tonya picks 0 successes in Being Charged; the
    // Runaway's direction is a die all the same (ATZ-REACT-6).
    let mut g = Position::new("crossing").character(one("tonya", 5, 3, "pistol")).zombie((5, 3), 0).build().unwrap();
    play(&mut g, &[init(5, 1)]);
    assert_eq!(legal(&g), [Action::Result(0), Action::Result(1), Action::Result(2)]);
    play(&mut g, &[Action::Result(0)]);
    assert_eq!(g.decision(), Decision::Chance);
}

#[test]
fn a_nine_misses_a_third_target() {
    // ATZ-SHOOT-5, ATZ-SHOOT-12, ATZ-FAQ-1, ATZ-GAP-23: an assault rifle's
    // three dice of 5 (+ Rep 4 = 9) on three zombies of one hex: the best
    // two hit, the third target is missed.
    let mut g = Position::new("crossing")
        .character(one("buffy", 0, 3, "rifle"))
        .zombie((4, 3), 0)
        .zombie((4, 3), 0)
        .zombie((4, 3), 0)
        .build()
        .unwrap();
    play(&mut g, &[init(4, 1), Action::Fire(3), Action::Target(0), Action::Target(1), Action::Target(2)]);
    play(&mut g, &[Action::Die(5), Action::Die(5), Action::Die(5)]);
    assert_eq!(g.zombies.iter().map(|z| z.alive).collect::<Vec<_>>(), [false, false, true]);
}

#[test]
fn fire_needs_a_loaded_weapon_and_a_target_in_sight() {
    // ATZ-SHOOT-2: at night (2 hexes) a zombie 3 hexes away cannot be fired at.
    let mut g = Position::new("night-watch").character(one("buffy", 0, 3, "pistol")).zombie((3, 3), 0).build().unwrap();
    play(&mut g, &[init(4, 1)]);
    assert!(!legal(&g).iter().any(|a| matches!(a, Action::Fire(_))));
    // ATZ-SHOOT-3: a zombie sharing a hex with another character may be
    // fired at; ATZ-GAP-13 reading A: a single 1 leaves a pistol loaded.
    let mut g = Position::new("crossing")
        .character(one("buffy", 0, 3, "pistol"))
        .character(one("professor", 4, 3, "pistol"))
        .zombie((4, 3), 0)
        .build()
        .unwrap();
    play(&mut g, &[init(4, 1), Action::Activate(0), Action::Fire(1), Action::Target(0), Action::Die(1)]);
    assert!(g.characters[0].loaded && g.zombies[0].alive);
    // A reloaded weapon (ATZ-SHOOT-9) after an empty one.
    let mut pistol = one("buffy", 0, 3, "pistol");
    pistol.loaded = false;
    let mut g = Position::new("crossing").character(pistol).zombie((4, 3), 0).build().unwrap();
    play(&mut g, &[init(4, 1)]);
    assert!(!legal(&g).iter().any(|a| matches!(a, Action::Fire(_))));
    play(&mut g, &[Action::Reload]);
    assert!(g.characters[0].loaded);
}

#[test]
fn leaving_by_the_exit_edge_wins_the_crossing() {
    // ATZ-GAP-9: every named character alive has left by the east edge.
    let mut g = Position::new("crossing").character(one("buffy", 15, 3, "pistol")).zombie((4, 3), 0).build().unwrap();
    play(&mut g, &[init(4, 6)]);
    assert!(legal(&g).contains(&Action::Exit));
    let ev = play(&mut g, &[Action::Exit]);
    assert!(ev.contains(&Event::GameOver { ended: horde_all_things_zombie::Ended::Escaped }));
    assert_eq!(g.outcome().map(|o| o.winners.len()), Some(1));
    assert_eq!(g.decision(), Decision::Terminal);
}

#[test]
fn a_character_passes_through_a_friend_but_does_not_stop_there() {
    // ATZ-STACK-1: Buffy may step into the Professor's hex only to move on;
    // there she may do nothing else (no action, no end of turn).
    let mut g = Position::new("crossing")
        .character(one("buffy", 0, 3, "pistol"))
        .character(one("professor", 1, 3, "pistol"))
        .zombie((12, 9), 0)
        .build()
        .unwrap();
    play(&mut g, &[init(4, 1), Action::Activate(0), Action::Move(3)]);
    assert_eq!(g.characters[0].hex, g.characters[1].hex);
    let l = legal(&g);
    assert!(!l.is_empty() && l.iter().all(|a| matches!(a, Action::Move(_) | Action::Dash(_))), "{l:?}");
    play(&mut g, &[Action::Move(3)]);
    assert_ne!(g.characters[0].hex, g.characters[1].hex);
    assert!(legal(&g).contains(&Action::EndTurn));
}

#[test]
fn figures_do_not_block_sight_or_shots() {
    // ATZ-LOS-5: a zombie or a character between the firer and its target
    // blocks nothing: the far zombie may be named first.
    let mut g = Position::new("crossing")
        .character(one("buffy", 0, 3, "pistol"))
        .character(one("professor", 2, 3, "pistol"))
        .zombie((4, 3), 0)
        .zombie((6, 3), 0)
        .build()
        .unwrap();
    play(&mut g, &[init(4, 1), Action::Activate(0), Action::Fire(1)]);
    assert!(legal(&g).contains(&Action::Target(1)));
}

#[test]
fn a_weapon_counter_gives_range_and_dice_and_its_back_is_empty() {
    // ATZ-ITEM-1: the pistol's first number is its range (12), the second
    // its dice (1); out of ammo (the counter's back) it cannot fire.
    let pistol = content().weapons.iter().find(|w| w.id == "pistol").expect("a pistol");
    assert_eq!((pistol.range, pistol.dice_min, pistol.dice_max), (12, 1, 1));
    let mut g = Position::new("crossing").character(one("buffy", 0, 3, "pistol")).zombie((13, 3), 0).build().unwrap();
    play(&mut g, &[init(4, 1)]);
    assert!(!legal(&g).iter().any(|a| matches!(a, Action::Fire(_))), "13 hexes away");
    let mut near =
        Position::new("crossing").character(one("buffy", 0, 3, "pistol")).zombie((12, 3), 0).build().unwrap();
    play(&mut near, &[init(4, 1)]);
    assert_eq!(legal(&near).iter().filter(|a| matches!(a, Action::Fire(_))).count(), 1);
    let mut empty =
        Position::new("crossing").character(one("buffy", 0, 3, "pistol")).zombie((12, 3), 0).build().unwrap();
    empty.characters[0].loaded = false;
    play(&mut empty, &[init(4, 1)]);
    assert!(!legal(&empty).iter().any(|a| matches!(a, Action::Fire(_))));
}

#[test]
fn the_view_holds_the_turn_marker_and_the_character_sheets() {
    // ATZ-SETUP-6: the turn and the last turn; ATZ-CHAR-2: each sheet's
    // weapons, items and wounds, for every viewer.
    let mut hurt = one("buffy", 0, 3, "pistol").with_items(&["medkit", "vest"]);
    hurt.wounds = 1;
    let mut g = Position::new("crossing").character(hurt).zombie((12, 9), 0).build().unwrap();
    play(&mut g, &[init(4, 1)]);
    let v = g.view(horde_core::Viewer::Spectator);
    assert_eq!((v.turn, v.turns), (1, g.scenario().turns));
    let sheet = &v.characters[0];
    assert_eq!(sheet.weapon.as_deref(), Some("pistol"));
    assert_eq!(sheet.items, vec!["medkit".to_owned(), "vest".to_owned()]);
    assert_eq!(sheet.wounds, 1);
    assert_eq!(sheet.melee, 3, "the Vest's die (ATZ-ITEM-8)");
}

#[test]
fn a_hex_has_the_one_terrain_its_map_cell_shows() {
    // ATZ-MOVE-1: a hex's type is the terrain at its centre; a map draws
    // one terrain per hex, so a hex beside vegetation or a building is
    // still clear, and entering it costs 1 MP (ATZ-MOVE-2).
    use horde_all_things_zombie::content::Terrain;
    let mut g = Position::new("crossing").character(one("buffy", 5, 0, "pistol")).build().unwrap();
    let map = g.map();
    assert_eq!(map.terrain(at(6, 1)), Terrain::Vegetation);
    assert_eq!(map.terrain(at(5, 1)), Terrain::Clear, "beside vegetation (6,1) and (6,0)");
    assert!(matches!(map.terrain(at(1, 1)), Terrain::Building(_)));
    assert_eq!(map.terrain(at(0, 1)), Terrain::Clear, "beside building A");
    play(&mut g, &[init(4, 1), Action::Move(4)]);
    assert_eq!(g.characters[0].hex, at(5, 1));
    assert_eq!(g.turn_state.map(|t| t.mp), Some(7));
}

#[test]
fn a_character_starting_in_a_building_may_stand_on_any_of_its_hexes() {
    // ATZ-SETUP-5: every hex of building A is a legal start, and it plays
    // as that building (cover for the one inside, ATZ-MOVE-4).
    for (x, y) in [(1, 1), (2, 1), (1, 2), (2, 2)] {
        let g = Position::new("crossing").character(one("buffy", x, y, "pistol")).build().unwrap();
        assert_eq!(g.map().building(g.characters[0].hex), g.map().building(at(1, 1)), "{x},{y}");
    }
}

/// Buffy (MP 8) on the open row 3 with zombies 9 and 12 hexes east.
fn far_zombie() -> (Atz, Action) {
    let mut g = Position::new("crossing")
        .character(one("buffy", 0, 3, "pistol"))
        .zombie((9, 3), 0)
        .zombie((12, 3), 0)
        .build()
        .expect("a legal position");
    play(&mut g, &[init(4, 1)]);
    let near = Action::ChargeFar(g.map().index(at(9, 3)).expect("a map hex") as u16);
    (g, near)
}

#[test]
fn a_zombie_one_or_two_hexes_beyond_reach_may_be_charged_with_a_run() {
    // ATZ-REACT-3, ATZ-REACT-2, ATZ-GAP-8: 9 MP away is 1 beyond her 8 MP;
    // 12 is out of reach even with a run's 2 extra hexes.
    let (mut g, near) = far_zombie();
    let far = Action::ChargeFar(g.map().index(at(12, 3)).expect("a map hex") as u16);
    let l = legal(&g);
    assert!(l.contains(&near) && !l.contains(&far), "{l:?}");
    // 2 successes, then the run test: one extra hex is enough; she runs in
    // and fights at once.
    play(&mut g, &[near, Action::Die(1), Action::Die(1)]);
    assert!(matches!(g.pending, Pending::Roll { need: 2, .. }));
    let ev = play(&mut g, &[Action::Die(1), Action::Die(6)]);
    assert!(ev.contains(&Event::Ran { c: 0, dice: vec![1, 6], extra: 1 }));
    assert_eq!(g.characters[0].hex, at(9, 3));
    assert!(matches!(g.pending, Pending::Roll { why: horde_all_things_zombie::RollFor::Melee { .. }, need: 3, .. }));
}

#[test]
fn a_failed_run_test_leaves_the_charge_short_but_the_move_free() {
    // ATZ-REACT-3: no extra hex: she may move, but not attack this turn.
    let (mut g, near) = far_zombie();
    play(&mut g, &[near, Action::Die(1), Action::Die(1), Action::Die(6), Action::Die(6)]);
    assert_eq!((g.pending, g.characters[0].hex), (Pending::Turn, at(0, 3)));
    let l = legal(&g);
    assert!(l.contains(&Action::Move(3)));
    assert!(!l.iter().any(|a| matches!(a, Action::Charge(_) | Action::ChargeFar(_) | Action::Fire(_))), "{l:?}");
    // ATZ-REACT-4: one success stays in place (no loaded weapon in reach:
    // the pistol's 12 hexes do reach, so she may fire instead).
    let (mut g, near) = far_zombie();
    play(&mut g, &[near, Action::Die(1), Action::Die(6)]);
    assert!(matches!(g.pending, Pending::OfferFire { c: 0, .. }));
}
