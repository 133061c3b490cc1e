//! The optional modes (ZG-VAR, ZG-SAB-10, ZG-GAP-24): each a match option,
//! off by default, checked on built positions.

use horde_core::{Game, Seat, Viewer};
use horde_z_game::content::{Card, CharKind, FactionId, content};
use horde_z_game::position::Position;
use horde_z_game::rules::action::SabKind;
use horde_z_game::rules::map::Place;
use horde_z_game::rules::state::{Draw, Step, Sub};
use horde_z_game::{Action, Event, Job, Options, Phase, Posture, ZGame};

mod common;
use common::{act, refused};

const L1: u8 = 1;
const L2: u8 = 2;
const NO_WEAPONS: Action = Action::Fight { melee: 0, firearm: 0, chainsaw: 0 };

#[test]
fn the_modes_are_off_by_default() {
    let g = ZGame::new(&horde_z_game::Setup::new(2)).unwrap();
    assert_eq!(g.options(), Options::default());
    assert_eq!(
        Options::default(),
        Options {
            quick_start: false,
            fog_of_war: false,
            local_knowledge: false,
            destroy_and_steal: false,
            herd_instinct: false,
            pharmacy_business: false,
            search_for_survivors: false,
            few_but_effective: false
        }
    );
}

#[test]
fn an_unknown_key_of_a_saved_setup_is_refused_not_ignored() {
    let read = |json: &str| serde_json::from_str::<horde_z_game::Setup>(json).map_err(|e| e.to_string());
    let on = read(r#"{"players": 2, "options": {"quick_start": true}}"#).expect("a known mode reads");
    assert!(on.options.quick_start);
    let err = read(r#"{"players": 2, "options": {"quick_star": true}}"#).expect_err("a misspelt mode");
    assert!(err.contains("unknown field `quick_star`"), "{err}");
    let err = read(r#"{"players": 2, "vp_target": 9}"#).expect_err("a key the setup does not have");
    assert!(err.contains("unknown field `vp_target`"), "{err}");
}

#[test]
fn zg_sab_10_destroy_and_steal_together() {
    for both in [false, true] {
        let mut p = Position::new(&[FactionId::Bikers, FactionId::Bees]).unwrap();
        p.options(Options { destroy_and_steal: both, ..Options::default() }).expect("a valid option");
        p.hold(0, L1).unwrap().hold(1, L2).unwrap();
        let leader = p.character(0, CharKind::Leader, L1, Posture::Standing).unwrap();
        p.markers(L2, 1, 0).unwrap();
        p.give(1, Card::Bandage, 1).unwrap();
        let mut g = p.start(Phase::Sabotage).unwrap();
        act(&mut g, Action::Open { loc: L1, job: Job::Sabotage });
        act(&mut g, Action::Enlist { ch: leader });
        act(&mut g, Action::Sabotage { target: L2, kind: SabKind::Destroy });
        act(&mut g, Action::Die(5));
        // ZG-SAB-7: the barricade is flipped and the empty location turns neutral...
        let l = &g.locations()[usize::from(L2)];
        assert_eq!((l.fort.full, l.holder), (0, None));
        // ...and with ZG-SAB-10 its former holder loses a card as well (ZG-SAB-9).
        if both {
            assert_eq!(g.step(), Step::Chance(Draw::Steal { from: 1, to: 0 }));
            act(&mut g, Action::Drawn(Card::Bandage));
            assert_eq!(g.player(0).hand[Card::Bandage.index()], 1);
        } else {
            assert_eq!(g.step(), Step::Evening { seat: 0, sub: Sub::Sabotage });
        }
    }
}

/// Seat 0's fighter steps from L2 into the neutral L1 and fights its zombie card.
fn day_fight(options: Options) -> (ZGame, u8) {
    let mut p = Position::new(&[FactionId::Raiders, FactionId::Bees]).expect("a valid position");
    p.options(options).expect("a valid option");
    p.hold(0, L2).expect("a valid position");
    let f = p.character(0, CharKind::Scientist, L2, Posture::Standing).expect("a valid position");
    let mut g = p.start(Phase::Movement).expect("a valid position");
    act(&mut g, Action::Move { ch: f, to: L1 });
    act(&mut g, Action::Done);
    act(&mut g, Action::Done);
    assert_eq!(g.step(), Step::Chance(Draw::Zombie { loc: L1 }));
    (g, f)
}

#[test]
fn zg_var_4_herd_instinct_a_lone_zombie_brings_a_second_card() {
    let (mut g, _) = day_fight(Options::default());
    act(&mut g, Action::Zombie(1));
    assert_eq!(g.step(), Step::Fight { seat: 0 });

    let (mut g, _) = day_fight(Options { herd_instinct: true, ..Options::default() });
    act(&mut g, Action::Zombie(1));
    // ZG-VAR-4: a strength-1 card draws a second; their strengths add up.
    assert_eq!(g.step(), Step::Chance(Draw::Zombie { loc: L1 }));
    act(&mut g, Action::Zombie(1));
    // ZG-GAP-24: exactly one more card, whatever its strength.
    assert_eq!(g.step(), Step::Fight { seat: 0 });
    let ev = act(&mut g, NO_WEAPONS);
    assert!(ev.contains(&Event::Fought { seat: 0, loc: L1, defence: 1, zombies: 2, won: false, night: false }));
}

#[test]
fn zg_var_4_herd_instinct_a_night_one_is_rolled_again() {
    let mut p = Position::new(&[FactionId::Raiders, FactionId::Bees]).unwrap();
    p.options(Options { herd_instinct: true, ..Options::default() }).expect("a valid option");
    let mut g = p.start(Phase::NightAttack).unwrap();
    let base = g.locations().iter().position(|l| l.place == Place::Base(0)).unwrap() as u8;
    assert_eq!(g.step(), Step::Chance(Draw::NightDie { loc: base }));
    // ZG-GAP-24: rerolled until it shows 2-6, each reroll a roll of its own.
    act(&mut g, Action::Die(1));
    act(&mut g, Action::Die(1));
    assert_eq!(g.step(), Step::Chance(Draw::NightDie { loc: base }));
    act(&mut g, Action::Die(3));
    assert_eq!(g.view(Viewer::Spectator).fight.map(|f| f.zombies), Some(3));
}

#[test]
fn zg_var_5_pharmacy_business_only_the_round_the_pharmacy_is_captured() {
    for on in [false, true] {
        let (mut g, sci) = day_fight(Options { pharmacy_business: on, ..Options::default() });
        // The position builder lays the Pharmacy (in every game) on the first city position.
        let Place::City(Some(t)) = g.locations()[usize::from(L1)].place else { panic!("L1 is a city tile") };
        assert!(content().tiles[usize::from(t)].medicine_search);
        act(&mut g, Action::Zombie(1));
        act(&mut g, NO_WEAPONS);
        act(&mut g, Action::Die(2)); // no survivor
        for _ in 0..4 {
            act(&mut g, Action::Done); // building and sabotage of both seats
        }
        assert_eq!(g.step(), Step::Evening { seat: 0, sub: Sub::Cures });
        let open = Action::Open { loc: L1, job: Job::Pharmacy };
        if !on {
            assert_eq!(refused(&g, open), "ZG-VAR-5");
            continue;
        }
        let before = g.player(0).medicine;
        act(&mut g, open);
        act(&mut g, Action::Enlist { ch: sci });
        // One flask: the scientist's two are enough.
        let ev = act(&mut g, Action::Commit);
        assert!(ev.contains(&Event::MedicineFound { seat: 0, medicine: 2 }));
        assert_eq!(g.player(0).medicine, before + 2);
        // Once: the capture is used up.
        assert_eq!(refused(&g, open), "ZG-VAR-5");
    }
}

#[test]
fn zg_var_6_search_for_survivors_in_the_evening() {
    let mut p = Position::new(&[FactionId::Raiders, FactionId::Bees]).unwrap();
    let base = p.base(0);
    let sci = p.character(0, CharKind::Scientist, base, Posture::Standing).unwrap();
    let other = p.character(0, CharKind::Scientist, base, Posture::Standing).unwrap();
    let fighter = p.character(0, CharKind::Fighter, base, Posture::Standing).unwrap();
    p.options(Options { search_for_survivors: true, ..Options::default() }).expect("a valid option");
    let mut g = p.start(Phase::Cures).unwrap();
    act(&mut g, Action::Open { loc: base, job: Job::Search });
    // ZG-GAP-24: each searcher alone, with a flask at least.
    act(&mut g, Action::Enlist { ch: fighter });
    assert_eq!(refused(&g, Action::Enlist { ch: sci }), "ZG-VAR-6");
    assert_eq!(refused(&g, Action::Commit), "ZG-VAR-6");
    act(&mut g, Action::Disband);
    act(&mut g, Action::Open { loc: base, job: Job::Search });
    act(&mut g, Action::Enlist { ch: sci });
    act(&mut g, Action::Commit);
    assert_eq!(g.step(), Step::Chance(Draw::SearchDie { seat: 0, loc: base }));
    act(&mut g, Action::Die(5));
    // ZG-VAR-6: only a 6 finds somebody; the next searcher tries.
    assert_eq!(g.step(), Step::Evening { seat: 0, sub: Sub::Cures });
    act(&mut g, Action::Open { loc: base, job: Job::Search });
    act(&mut g, Action::Enlist { ch: other });
    act(&mut g, Action::Commit);
    act(&mut g, Action::Die(6));
    assert_eq!(g.step(), Step::Chance(Draw::Character { seat: 0, loc: base }));
    act(&mut g, Action::Recruit(CharKind::Engineer));
    let new = g.characters().last().unwrap();
    assert_eq!((new.owner, new.kind, new.loc, new.posture), (0, CharKind::Engineer, Some(base), Posture::Standing));
    assert_eq!(g.step(), Step::Evening { seat: 0, sub: Sub::Cures });
}

#[test]
fn zg_var_6_a_won_day_fight_gives_an_action_card_of_choice_not_a_character() {
    let (mut g, _) = day_fight(Options { search_for_survivors: true, ..Options::default() });
    act(&mut g, Action::Zombie(1));
    act(&mut g, NO_WEAPONS);
    act(&mut g, Action::Die(1));
    // ZG-GAP-24: chosen from the action draw pile, never a character.
    assert_eq!(g.step(), Step::Pick { seat: 0 });
    assert_eq!(refused(&g, Action::Take { card: Card::Melee }), "ZG-VAR-6");
    let ev = act(&mut g, Action::Take { card: Card::Car });
    assert_eq!(g.player(0).hand[Card::Car.index()], 1);
    let drawn = ev.iter().find(|e| matches!(e, Event::CardDrawn { .. })).unwrap();
    assert!(matches!(g.event_view(drawn, Viewer::Seat(Seat(1))), Some(Event::CardDrawn { card: None, .. })));
    assert!(!ev.iter().any(|e| matches!(e, Event::Recruited { .. })));
}

#[test]
fn zg_var_1_quick_start_a_fortified_location_next_to_each_base() {
    let setup = horde_z_game::Setup {
        options: Options { quick_start: true, ..Options::default() },
        ..horde_z_game::Setup::new(2)
    };
    let mut g = ZGame::new(&setup).unwrap();
    let mut events = Vec::new();
    // Resolve the setup's chance; the first player is seat 1.
    while g.decision() == horde_core::Decision::Chance {
        let a = match g.step() {
            Step::Chance(Draw::First) => Action::First(1),
            _ => common::first_legal(&g),
        };
        events.extend(act(&mut g, a));
    }
    // ZG-VAR-1: in turn order from the first player.
    assert_eq!(g.step(), Step::Claim { seat: 1 });
    let base1 = g.locations().iter().position(|l| l.place == Place::Base(1)).unwrap() as u8;
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert!(!legal.is_empty());
    for a in &legal {
        let Action::Claim { loc } = *a else { panic!("{a}") };
        assert!(g.locations()[usize::from(loc)].adj.contains(&base1));
    }
    assert_eq!(refused(&g, Action::Claim { loc: 0 }), "ZG-VAR-1");
    let Action::Claim { loc } = legal[0] else { unreachable!() };
    let chars = g.characters().len();
    act(&mut g, legal[0]);
    // ZG-GAP-24: held, one full marker, no VP.
    let l = &g.locations()[usize::from(loc)];
    assert_eq!((l.holder, l.fort.owner, l.fort.full), (Some(1), Some(1), 1));
    assert_eq!(g.player(1).vp, 0);
    // Its income once (a card income is a draw), and a random character on the Base.
    while g.decision() == horde_core::Decision::Chance && g.characters().len() == chars {
        let a = common::first_legal(&g);
        act(&mut g, a);
    }
    let new = g.characters().last().unwrap();
    assert_eq!((new.owner, new.loc), (1, Some(base1)));
    // Then the other player; nobody takes a location twice.
    while g.decision() == horde_core::Decision::Chance {
        let a = common::first_legal(&g);
        act(&mut g, a);
    }
    assert_eq!(g.step(), Step::Claim { seat: 0 });
    assert!(g.check(Action::Claim { loc }).is_err());
}

#[test]
fn zg_var_7_few_but_effective_characters_come_from_the_factions_own_pile() {
    use horde_z_game::content::FactionId;
    let setup = horde_z_game::Setup {
        options: Options { few_but_effective: true, ..Options::default() },
        ..horde_z_game::Setup::new(2)
    };
    let mut g = ZGame::new(&setup).unwrap();
    while g.decision() == horde_core::Decision::Chance {
        let a = match g.step() {
            // A faction with the table's start of two characters (the Bees start with one).
            Step::Chance(Draw::Faction { seat: 0 }) => Action::Faction(FactionId::Raiders),
            _ => common::first_legal(&g),
        };
        act(&mut g, a);
    }
    // ZG-GAP-2, ZG-VAR-7: the two starting characters are chosen, not drawn.
    let base0 = g.locations().iter().position(|l| l.place == Place::Base(0)).unwrap() as u8;
    assert_eq!(g.step(), Step::Enrol { seat: 0, loc: base0 });
    // The Raiders' pile: 2 fighters, 1 engineer, 2 scientists (the seed's recommendation).
    assert_eq!(g.view(Viewer::Spectator).piles[0], [0, 2, 1, 2]);
    act(&mut g, Action::Enrol(CharKind::Engineer));
    assert_eq!(g.step(), Step::Enrol { seat: 0, loc: base0 });
    assert_eq!(refused(&g, Action::Enrol(CharKind::Engineer)), "ZG-VAR-7");
    act(&mut g, Action::Enrol(CharKind::Scientist));
    let mine: Vec<CharKind> = g.characters().iter().filter(|c| c.owner == 0).map(|c| c.kind).collect();
    assert_eq!(mine, vec![CharKind::Leader, CharKind::Engineer, CharKind::Scientist]);
    assert_eq!(g.view(Viewer::Spectator).piles[0], [0, 2, 0, 1]);
    // The shared character deck is not used.
    assert_eq!(g.view(Viewer::Spectator).character_deck, 20);
}

#[test]
fn zg_var_3_local_knowledge_the_players_lay_out_the_city_ring_one_first() {
    let setup = horde_z_game::Setup {
        options: Options { local_knowledge: true, ..Options::default() },
        ..horde_z_game::Setup::new(2)
    };
    let mut g = ZGame::new(&setup).unwrap();
    while g.decision() == horde_core::Decision::Chance {
        let a = match g.step() {
            Step::Chance(Draw::First) => Action::First(1),
            _ => common::first_legal(&g),
        };
        act(&mut g, a);
    }
    // 14 tiles for 2 players, 7 each, the Pharmacy among them (ZG-GAP-24), face up.
    let view = g.view(Viewer::Spectator);
    assert_eq!(view.to_lay.iter().map(Vec::len).collect::<Vec<_>>(), vec![7, 7]);
    let pharmacy = content().tiles.iter().position(|t| t.always).unwrap() as u8;
    assert!(view.to_lay.iter().any(|h| h.contains(&pharmacy)));
    // ZG-VAR-3: the first player lays first, next to the Street until six surround it.
    let mut laid = Vec::new();
    for turn in 0..14u8 {
        let seat = [1, 0][usize::from(turn % 2)];
        assert_eq!(g.step(), Step::Lay { seat });
        let tile = g.view(Viewer::Spectator).to_lay[usize::from(seat)][0];
        let free: Vec<u8> = (1..g.locations().len() as u8)
            .filter(|&l| g.locations()[usize::from(l)].place == Place::City(None))
            .collect();
        let (inner, outer): (Vec<u8>, Vec<u8>) = free.iter().partition(|&&l| l <= 6);
        if let (Some(&i), Some(&o)) = (inner.first(), outer.first()) {
            assert_eq!(refused(&g, Action::Lay { tile, loc: o }), "ZG-VAR-3");
            act(&mut g, Action::Lay { tile, loc: i });
            laid.push(i);
        } else {
            act(&mut g, Action::Lay { tile, loc: free[0] });
            laid.push(free[0]);
        }
    }
    assert_eq!(&laid[..6], &[1, 2, 3, 4, 5, 6]);
    assert!(g.locations().iter().all(|l| l.place != Place::City(None)));
}

#[test]
fn zg_var_3_with_four_players_the_two_tiles_left_over_are_laid_at_random() {
    let setup = horde_z_game::Setup {
        options: Options { local_knowledge: true, ..Options::default() },
        ..horde_z_game::Setup::new(4)
    };
    let mut g = ZGame::new(&setup).unwrap();
    let mut lays = 0;
    while matches!(g.step(), Step::Chance(_) | Step::Lay { .. }) {
        if matches!(g.step(), Step::Lay { .. }) {
            assert_eq!(g.view(Viewer::Spectator).to_lay.iter().map(Vec::len).sum::<usize>(), 16 - lays);
            lays += 1;
        }
        let a = common::first_legal(&g);
        act(&mut g, a);
    }
    // 18 tiles: 4 each, laid by the players; the last two by chance.
    assert_eq!(lays, 16);
    assert!(g.locations().iter().all(|l| l.place != Place::City(None)));
}

#[test]
fn zg_var_2_fog_of_war_the_city_lies_face_down_until_somebody_enters() {
    let fog = Options { fog_of_war: true, ..Options::default() };
    let both = Options { local_knowledge: true, ..fog };
    assert!(ZGame::new(&horde_z_game::Setup { options: both, ..horde_z_game::Setup::new(2) }).is_err());
    let mut g = ZGame::new(&horde_z_game::Setup { options: fog, ..horde_z_game::Setup::new(2) }).unwrap();
    let mut events = Vec::new();
    while g.decision() == horde_core::Decision::Chance {
        let a = common::first_legal(&g);
        events.extend(act(&mut g, a));
    }
    // ZG-VAR-2: Street and the Bases face up, every other location face down, to every viewer.
    let city: Vec<u8> = (0..g.locations().len() as u8)
        .filter(|&l| matches!(g.locations()[usize::from(l)].place, Place::City(_)))
        .collect();
    assert!(city.iter().all(|&l| g.face_down(l)));
    for viewer in [Viewer::Spectator, Viewer::Seat(Seat(0)), Viewer::Seat(Seat(1))] {
        let v = g.view(viewer);
        assert!(city.iter().all(|&l| v.locations[usize::from(l)].place == Place::City(None)));
        assert!(events.iter().all(|e| !matches!(e, Event::TileDealt { .. }) || g.event_view(e, viewer).is_none()));
    }
    // A character entering turns it up (ZG-GAP-24), before its zombie fight.
    let Step::Moves { seat } = g.step() else { panic!("{:?}", g.step()) };
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let (ch, to) = legal
        .iter()
        .find_map(|a| match *a {
            Action::Move { ch, to } if city.contains(&to) => Some((ch, to)),
            _ => None,
        })
        .expect("a move into the city");
    let ev = act(&mut g, Action::Move { ch, to });
    let Place::City(Some(tile)) = g.locations()[usize::from(to)].place else { panic!("a dealt tile") };
    assert!(ev.contains(&Event::Revealed { loc: to, tile }));
    assert!(!g.face_down(to));
    assert_eq!(g.view(Viewer::Seat(Seat(1 - seat))).locations[usize::from(to)].place, Place::City(Some(tile)));
    // Resampling redeals only what nobody has seen.
    let mut rng = horde_core::HordeRng::new(7, horde_core::rng::stream::TEST);
    let w = g.resample_hidden(Viewer::Seat(Seat(seat)), &mut rng);
    assert_eq!(w.locations()[usize::from(to)].place, Place::City(Some(tile)));
    let pharmacy = content().tiles.iter().position(|t| t.always).unwrap() as u8;
    assert!(w.locations().iter().any(|l| l.place == Place::City(Some(pharmacy))));
}

#[test]
fn zg_var_2_scouting_looks_at_two_face_down_locations_and_may_swap_them() {
    let mut p = Position::new(&[FactionId::Bikers, FactionId::Bees]).unwrap();
    p.options(Options { fog_of_war: true, ..Options::default() }).unwrap();
    p.hold(0, L1).unwrap();
    let leader = p.character(0, CharKind::Leader, L1, Posture::Standing).unwrap();
    let mut g = p.start(Phase::Sabotage).unwrap();
    // L1's neighbours 2, 6, 7 and 8 lie face down (the Street does not).
    assert!(g.face_down(L2) && g.face_down(6) && !g.face_down(0));
    act(&mut g, Action::Open { loc: L1, job: Job::Sabotage });
    act(&mut g, Action::Enlist { ch: leader });
    // ZG-GAP-24: only face-down locations next to the saboteurs.
    assert_eq!(refused(&g, Action::Sabotage { target: 0, kind: SabKind::Scout }), "ZG-VAR-2");
    act(&mut g, Action::Sabotage { target: L2, kind: SabKind::Scout });
    // The roll of ZG-SAB-5: 4+ (a face-down location has no markers).
    act(&mut g, Action::Die(4));
    assert_eq!(g.step(), Step::Scout { seat: 0, at: L1, first: L2 });
    assert_eq!(refused(&g, Action::Peek { loc: L2 }), "ZG-VAR-2");
    assert!(g.reveals_hidden(Action::Peek { loc: 6 }));
    act(&mut g, Action::Peek { loc: 6 });
    // The scout's view shows both tiles; the other seat's and a spectator's do not.
    let (t2, t6) = (g.locations()[usize::from(L2)].place, g.locations()[6].place);
    let mine = g.view(Viewer::Seat(Seat(0)));
    assert_eq!((mine.locations[usize::from(L2)].place, mine.locations[6].place), (t2, t6));
    for other in [Viewer::Seat(Seat(1)), Viewer::Spectator] {
        assert_eq!(g.view(other).locations[6].place, Place::City(None));
    }
    assert_eq!(g.step(), Step::Swap { seat: 0, first: L2, second: 6 });
    act(&mut g, Action::Swap);
    assert_eq!((g.locations()[usize::from(L2)].place, g.locations()[6].place), (t6, t2));
    assert!(g.face_down(L2) && g.face_down(6));
    // The scout still knows them, in their new places.
    assert_eq!(g.view(Viewer::Seat(Seat(0))).locations[6].place, t2);
    assert_eq!(g.step(), Step::Evening { seat: 0, sub: Sub::Sabotage });
}
