//! The Night, the day's capture and the frame of the missing chapters
//! (ZG-NIGHT, ZG-INF, ZG-WORK, ZG-GAP, ZG-CTX) on built positions, citing
//! the rule IDs they check.

use horde_core::Game;
use horde_z_game::content::{Card, CharKind, FactionId, content};
use horde_z_game::position::Position;
use horde_z_game::rules::state::{Draw, Step};
use horde_z_game::{Action, Death, Event, Phase, Posture, Remedy, Setup, ZGame};

mod common;
use common::{act, quietly_until, refused};

const L1: u8 = 1;
const L2: u8 = 2;

const NO_WEAPONS: Action = Action::Fight { melee: 0, firearm: 0, chainsaw: 0 };

/// The defence shown for the night fight at `loc`.
fn defence_at(events: &[Event], at: u8) -> Option<u8> {
    events.iter().find_map(|e| match e {
        Event::Fought { loc, defence, night: true, .. } if *loc == at => Some(*defence),
        _ => None,
    })
}

#[test]
fn zg_night_4_hell_on_wheels_and_natures_cleaners_add_to_the_night_defence() {
    // ZG-NIGHT-4: the Bikers' and the Bees' bonuses apply in the night fight.
    let mut p = Position::new(&[FactionId::Bikers, FactionId::Bees, FactionId::Raiders]).unwrap();
    let lone = [L1, L2, 3];
    for (seat, &loc) in lone.iter().enumerate() {
        p.hold(seat as u8, loc).unwrap();
        p.character(seat as u8, CharKind::Fighter, loc, Posture::Standing).unwrap();
    }
    let mut g = p.start(Phase::NightAttack).unwrap();
    let mut ev = Vec::new();
    for &loc in &lone {
        // Each seat fights its city location first, then its leader's Base.
        act(&mut g, Action::Defend { loc });
        ev.extend(act(&mut g, Action::Die(4)));
        ev.extend(act(&mut g, NO_WEAPONS));
        ev.extend(act(&mut g, Action::Die(1)));
        ev.extend(act(&mut g, NO_WEAPONS));
    }
    // A fighter's 3, +1 for the Bikers and the Bees (ZG-GAP-11), nothing for the Raiders.
    assert_eq!(lone.map(|l| defence_at(&ev, l)), [Some(4), Some(4), Some(3)]);
    assert!(ev.iter().any(|e| matches!(e, Event::Fought { loc: 3, won: false, .. })));
}

#[test]
fn zg_gap_8_lying_figures_count_toward_four_but_neither_fight_nor_hold_weapons() {
    // ZG-GAP-8: an exhausted character counts in its location but adds no strength.
    let mut p = Position::new(&[FactionId::PsychWard, FactionId::Raiders]).unwrap();
    p.hold(0, L1).unwrap();
    for _ in 0..3 {
        p.character(0, CharKind::Fighter, L1, Posture::Standing).unwrap();
    }
    p.character(0, CharKind::Engineer, L1, Posture::Hungry).unwrap();
    p.markers(L1, 1, 0).unwrap();
    p.give(0, Card::Melee, 4).unwrap();
    let mut g = p.start(Phase::NightAttack).unwrap();
    act(&mut g, Action::Defend { loc: L1 });
    // Four characters, one lying: two dice on a barricade (ZG-NIGHT-1).
    assert_eq!(g.step(), Step::Chance(Draw::NightDie { loc: L1 }));
    act(&mut g, Action::Die(6));
    assert_eq!(g.step(), Step::Chance(Draw::NightDie { loc: L1 }));
    act(&mut g, Action::Die(6));
    // ZG-NIGHT-3, ZG-GAP-10 (h): one weapon per standing character.
    assert_eq!(refused(&g, Action::Fight { melee: 4, firearm: 0, chainsaw: 0 }), "ZG-NIGHT-3");
    let ev = act(&mut g, Action::Fight { melee: 3, firearm: 0, chainsaw: 0 });
    // 3 x 3 standing + 3 melee + 1 marker; the lying engineer adds nothing; 13 > 12 holds.
    assert_eq!(defence_at(&ev, L1), Some(13));
}

#[test]
fn zg_gap_22_work_completes_when_any_character_of_the_builder_lives_there() {
    let mut p = Position::new(&[FactionId::Raiders, FactionId::Bikers]).unwrap();
    p.hold(0, L1).unwrap();
    let eng = p.character(0, CharKind::Engineer, L1, Posture::Standing).unwrap();
    let guard = p.character(0, CharKind::Fighter, L1, Posture::Standing).unwrap();
    p.resources(0, 9, 1, 0).unwrap();
    let mut g = p.start(Phase::Building).unwrap();
    act(&mut g, Action::Open { loc: L1, job: horde_z_game::Job::Barricade });
    act(&mut g, Action::Enlist { ch: eng });
    act(&mut g, Action::Commit);
    for _ in 0..6 {
        act(&mut g, Action::Done);
    }
    // One medicine: the guard stands, the builder stays sick (ZG-DIS-4).
    act(&mut g, Action::Heal { ch: guard, by: Remedy::Medicine });
    // Every die a 1: the night is held everywhere, and the sick builder dies of the
    // infection (ZG-INF-1, ZG-INF-3).
    let ev = quietly_until(&mut g, 2);
    assert!(
        ev.iter().any(|e| matches!(e, Event::Infection { who, survived: false, .. } if who.kind == CharKind::Engineer))
    );
    assert_eq!(g.characters().iter().filter(|c| c.kind == CharKind::Engineer && c.loc.is_some()).count(), 0);
    // ZG-WORK-1, ZG-GAP-22: the guard lived, so the barricade is ready; ZG-VP-1/2: +2 VP.
    assert!(ev.contains(&Event::Built { seat: 0, loc: L1, vp: 2 }));
    assert_eq!(g.locations()[usize::from(L1)].fort.full, 1);
    assert_eq!(g.player(0).vp, 2);
}

#[test]
fn zg_gap_13_a_dead_leader_is_not_replaced_and_an_empty_faction_recruits_at_its_base() {
    let mut p = Position::new(&[FactionId::Bees, FactionId::Bikers]).unwrap();
    let base = p.base(0);
    p.hold(0, L1).unwrap();
    // A sick leader alone in an unfortified location (as if laid down, ZG-GAP-13).
    p.character(0, CharKind::Leader, L1, Posture::Sick).unwrap();
    let mut g = p.start(Phase::NightAttack).unwrap();
    let mut ev = act(&mut g, Action::Die(6));
    // Nobody stands to hold a weapon: the fight is resolved at once, and lost.
    assert!(ev.iter().any(|e| matches!(e, Event::Fought { loc: L1, won: false, .. })));
    ev.extend(quietly_until(&mut g, 2));
    // ZG-RETREAT-1: the exhausted of a lost location die, the leader too.
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Died { who, cause: Death::Exhausted, .. } if who.kind == CharKind::Leader))
    );
    assert!(!g.player(0).leader_alive);
    assert_eq!(g.characters().iter().filter(|c| c.owner == 0).count(), 0);
    // ZG-GAP-13: at the next Morning a character card is drawn onto the Base.
    assert_eq!(g.step(), Step::Chance(Draw::Character { seat: 0, loc: base }));
    act(&mut g, Action::Recruit(CharKind::Engineer));
    let mine: Vec<_> = g.characters().iter().filter(|c| c.owner == 0).map(|c| (c.kind, c.loc)).collect();
    assert_eq!(mine, vec![(CharKind::Engineer, Some(base))]);
}

#[test]
fn zg_gap_14_a_captured_location_brings_its_neutral_markers_and_maybe_a_survivor() {
    let mut p = Position::new(&[FactionId::Raiders, FactionId::Bees]).unwrap();
    assert!(p.adjacent(L1, L2));
    p.hold(0, L2).unwrap();
    let f = p.character(0, CharKind::Fighter, L2, Posture::Standing).unwrap();
    // A full marker nobody holds (ZG-CTX-9).
    p.markers(L1, 1, 0).unwrap();
    let mut g = p.start(Phase::Movement).unwrap();
    assert_eq!(g.locations()[usize::from(L1)].fort.owner, None);
    act(&mut g, Action::Move { ch: f, to: L1 });
    act(&mut g, Action::Done);
    act(&mut g, Action::Done);
    // ZG-CTX-1, ZG-GAP-7: the day fight draws a zombie card.
    assert_eq!(g.step(), Step::Chance(Draw::Zombie { loc: L1 }));
    act(&mut g, Action::Zombie(3));
    let ev = act(&mut g, NO_WEAPONS);
    // ZG-CTX-4: captured this turn; ZG-GAP-14: its marker is now the captor's fortification.
    assert!(ev.contains(&Event::Captured { seat: 0, loc: L1 }));
    let l = &g.locations()[usize::from(L1)];
    assert_eq!((l.holder, l.fort.owner, l.fort.full), (Some(0), Some(0), 1));
    // ZG-CTX-1: a 1 on the die after the won fight brings a character there.
    assert_eq!(g.step(), Step::Chance(Draw::RecruitDie { seat: 0, loc: L1 }));
    act(&mut g, Action::Die(1));
    act(&mut g, Action::Recruit(CharKind::Scientist));
    let new = g.characters().last().unwrap();
    assert_eq!((new.owner, new.kind, new.loc, new.posture), (0, CharKind::Scientist, Some(L1), Posture::Standing));
}

#[test]
fn zg_gap_17_the_default_setup_replaces_the_missing_hot_start() {
    // ZG-CTX-8, ZG-GAP-17: nothing of the hot start is known; ZG-GAP-2's setup is played,
    // each faction with its own start (ZG-GAP-2, ZG-GAP-25), at every table size.
    for players in 2..=4u8 {
        let mut g = ZGame::new(&Setup::new(players)).unwrap();
        let mut events = Vec::new();
        while matches!(g.decision(), horde_core::Decision::Chance) {
            let mut legal = Vec::new();
            g.legal_actions(&mut legal);
            g.apply(legal[legal.len() / 2], &mut events).unwrap();
        }
        // The first decision: the Morning is over (income +1 food at the Base, then hunger).
        assert!(matches!(g.step(), Step::Moves { .. }), "{players} players: {:?}", g.step());
        for seat in 0..players {
            let p = g.player(seat);
            let start = content().faction(p.faction.expect("dealt at setup")).start;
            let mine: Vec<_> = g.characters().iter().filter(|c| c.owner == seat).collect();
            assert_eq!(mine.len(), 1 + usize::from(start.characters), "the leader and the faction's characters");
            assert!(mine.iter().any(|c| c.kind == CharKind::Leader));
            let base = g.locations().iter().position(|l| l.holder == Some(seat)).unwrap() as u8;
            assert!(mine.iter().all(|c| c.loc == Some(base)));
            let food = (start.food + 1).saturating_sub(1 + start.characters);
            assert_eq!((p.food, p.medicine, p.hand.iter().sum::<u8>()), (food, start.medicine, start.action_cards));
        }
    }
}

#[test]
fn zg_ctx_10_two_to_four_players() {
    // ZG-CTX-10: a game for 2-4 players.
    for n in [1u8, 5] {
        assert!(ZGame::new(&Setup::new(n)).is_err(), "{n} players");
    }
    for n in 2..=4u8 {
        assert_eq!(ZGame::new(&Setup::new(n)).unwrap().num_seats(), usize::from(n));
    }
}
