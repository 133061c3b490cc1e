//! The Evening (ZG-EVE, ZG-BUILD, ZG-SAB, ZG-CURE, ZG-DIS) on built
//! positions, citing the rule IDs they check.

use horde_core::Game;
use horde_z_game::content::{Card, CharKind, FactionId};
use horde_z_game::position::Position;
use horde_z_game::rules::action::SabKind;
use horde_z_game::rules::state::{Step, Sub};
use horde_z_game::{Action, Event, Job, Phase, Posture, Remedy};

mod common;
use common::{act, quietly_until, refused};

const L1: u8 = 1;
const L2: u8 = 2;

#[test]
fn zg_eve_6_two_tools_let_one_engineer_build_a_blockpost_alone() {
    let mut p = Position::new(&[FactionId::Bikers, FactionId::Raiders]).unwrap();
    p.hold(0, L1).unwrap();
    let baduma = p.character(0, CharKind::Engineer, L1, Posture::Standing).unwrap();
    p.give(0, Card::Tools, 2).unwrap();
    let mut g = p.start(Phase::Building).unwrap();
    act(&mut g, Action::Open { loc: L1, job: Job::Blockpost });
    act(&mut g, Action::Enlist { ch: baduma });
    act(&mut g, Action::Spend { card: Card::Tools });
    // Two gears and one Tools: three, short of the blockpost's four (ZG-BUILD-6).
    assert_eq!(refused(&g, Action::Commit), "ZG-BUILD-6");
    // ZG-EVE-6: identical cards add up outside the combat phases.
    act(&mut g, Action::Spend { card: Card::Tools });
    let ev = act(&mut g, Action::Commit);
    assert!(ev.contains(&Event::Squad { seat: 0, loc: L1, job: Job::Blockpost, members: 1, gears: 4, flasks: 0 }));
    assert_eq!(g.locations()[usize::from(L1)].fort.building, 2);
}

#[test]
fn zg_eve_7_each_evening_phase_goes_round_the_table_from_the_first_player() {
    let mut p = Position::new(&[FactionId::Bikers, FactionId::Raiders, FactionId::Bees]).unwrap();
    p.first_player(1).unwrap();
    let mut g = p.start(Phase::Building).unwrap();
    // ZG-EVE-7, ZG-CTX-6: clockwise from the first player, one sub-phase at a time (ZG-GAP-4).
    let mut seen = Vec::new();
    while let Step::Evening { seat, sub } = g.step() {
        seen.push((sub, seat));
        act(&mut g, Action::Done);
    }
    let mut want = Vec::new();
    for sub in [Sub::Building, Sub::Sabotage, Sub::Cures] {
        want.extend([1, 2, 0].map(|s| (sub, s)));
    }
    assert_eq!(seen, want);
    assert_eq!(g.step(), Step::Flare { seat: 1 });
}

#[test]
fn zg_build_3_a_blockpost_has_nothing_more_to_build() {
    let mut p = Position::new(&[FactionId::Bikers, FactionId::Raiders]).unwrap();
    p.hold(0, L1).unwrap();
    p.character(0, CharKind::Engineer, L1, Posture::Standing).unwrap();
    p.markers(L1, 2, 0).unwrap();
    let g = p.start(Phase::Building).unwrap();
    assert_eq!(refused(&g, Action::Open { loc: L1, job: Job::Upgrade }), "ZG-BUILD-3");
    assert_eq!(refused(&g, Action::Open { loc: L1, job: Job::Barricade }), "ZG-BUILD-6");
    assert_eq!(refused(&g, Action::Open { loc: L1, job: Job::Repair }), "ZG-BUILD-8");
}

#[test]
fn zg_build_10_builders_driven_out_leave_ruins_and_earn_nothing() {
    let mut p = Position::new(&[FactionId::Raiders, FactionId::Bikers]).unwrap();
    p.hold(0, L1).unwrap();
    let eng = p.character(0, CharKind::Engineer, L1, Posture::Standing).unwrap();
    let mut g = p.start(Phase::Building).unwrap();
    act(&mut g, Action::Open { loc: L1, job: Job::Barricade });
    act(&mut g, Action::Enlist { ch: eng });
    act(&mut g, Action::Commit);
    for _ in 0..6 {
        act(&mut g, Action::Done); // building, sabotage, cures of both seats
    }
    act(&mut g, Action::Heal { ch: eng, by: Remedy::Medicine });
    act(&mut g, Action::Done);
    act(&mut g, Action::Done);
    // Markers under construction are no fortification: one die (ZG-NIGHT-1).
    assert_eq!(g.step(), Step::Order { seat: 0 });
    act(&mut g, Action::Defend { loc: L1 });
    act(&mut g, Action::Die(6));
    let mut ev = act(&mut g, Action::Fight { melee: 0, firearm: 0, chainsaw: 0 });
    ev.extend(quietly_until(&mut g, 2));
    assert!(ev.iter().any(|e| matches!(e, Event::Fought { loc: L1, won: false, .. })));
    // ZG-BUILD-10, ZG-GAP-19: the construction is interrupted; its marker is a ruin.
    let f = &g.locations()[usize::from(L1)].fort;
    assert_eq!((f.full, f.building, f.ruin), (0, 0, 1));
    assert!(!ev.iter().any(|e| matches!(e, Event::Built { .. })));
    assert_eq!(g.player(0).vp, 0);
}

#[test]
fn zg_sab_5_four_against_a_bare_target_and_six_against_a_blockpost() {
    // ZG-SAB-5: 4+ against no fortification, 6 against a blockpost (full markers, ZG-GAP-20).
    for (markers, die, success) in [(0, 3, false), (0, 4, true), (2, 5, false), (2, 6, true)] {
        let mut p = Position::new(&[FactionId::Bikers, FactionId::Bees]).unwrap();
        p.hold(0, L1).unwrap().hold(1, L2).unwrap();
        let leader = p.character(0, CharKind::Leader, L1, Posture::Standing).unwrap();
        p.character(1, CharKind::Fighter, L2, Posture::Standing).unwrap();
        p.markers(L2, markers, 0).unwrap();
        let mut g = p.start(Phase::Sabotage).unwrap();
        act(&mut g, Action::Open { loc: L1, job: Job::Sabotage });
        act(&mut g, Action::Enlist { ch: leader });
        act(&mut g, Action::Sabotage { target: L2, kind: SabKind::Destroy });
        let ev = act(&mut g, Action::Die(die));
        assert!(
            ev.contains(&Event::Sabotage { seat: 0, target: L2, kind: SabKind::Destroy, die, success }),
            "{markers} markers, die {die}"
        );
        // ZG-SAB-7: a manned location stays held, its markers flipped.
        let f = &g.locations()[usize::from(L2)].fort;
        assert_eq!(f.full, if success { 0 } else { markers });
        assert_eq!(g.locations()[usize::from(L2)].holder, Some(1));
    }
}

#[test]
fn zg_cure_2_characters_in_different_locations_cannot_work_together() {
    let mut p = Position::new(&[FactionId::Bees, FactionId::Bikers]).unwrap();
    let base = p.base(0);
    p.hold(0, L1).unwrap();
    let here = p.character(0, CharKind::Scientist, base, Posture::Standing).unwrap();
    let there = p.character(0, CharKind::Scientist, L1, Posture::Standing).unwrap();
    let mut g = p.start(Phase::Cures).unwrap();
    act(&mut g, Action::Open { loc: base, job: Job::Cure });
    act(&mut g, Action::Enlist { ch: here });
    assert_eq!(refused(&g, Action::Enlist { ch: there }), "ZG-CURE-2");
}

#[test]
fn zg_cure_3_and_zg_dis_cures_wait_for_the_flare_up_where_everyone_lies_down() {
    let mut p = Position::new(&[FactionId::Bees, FactionId::Bikers]).unwrap();
    let base = p.base(0);
    let sci = p.character(0, CharKind::Scientist, base, Posture::Standing).unwrap();
    let hungry = p.character(0, CharKind::Fighter, base, Posture::Hungry).unwrap();
    let eng = p.character(0, CharKind::Engineer, base, Posture::Standing).unwrap();
    p.give(0, Card::Literature, 1).unwrap();
    p.resources(0, 3, 0, 0).unwrap();
    let mut g = p.start(Phase::Cures).unwrap();
    act(&mut g, Action::Open { loc: base, job: Job::Cure });
    act(&mut g, Action::Enlist { ch: sci });
    act(&mut g, Action::Spend { card: Card::Literature });
    act(&mut g, Action::Commit);
    // ZG-CURE-3: the cures are kept apart until the next phase.
    assert_eq!(g.player(0).cures, 2);
    assert_eq!(g.player(0).medicine, 0);
    act(&mut g, Action::Done);
    act(&mut g, Action::Done);
    assert_eq!(g.step(), Step::Flare { seat: 0 });
    // ZG-DIS-1, ZG-CTX-3: every figure lies down, the hungry one too; the leader stands (ZG-DIS-2).
    for (i, c) in g.characters().iter().enumerate().filter(|(_, c)| c.owner == 0) {
        let want = if c.kind == CharKind::Leader { Posture::Standing } else { Posture::Sick };
        assert_eq!(c.posture, want, "character {i}");
    }
    act(&mut g, Action::Heal { ch: hungry, by: Remedy::Cure });
    act(&mut g, Action::Done);
    // ZG-DIS-4: who got nothing stays lying; ZG-GAP-9: the unused cure is lost.
    let chars = g.characters();
    assert_eq!(chars[usize::from(hungry)].posture, Posture::Standing);
    assert_eq!((chars[usize::from(sci)].posture, chars[usize::from(eng)].posture), (Posture::Sick, Posture::Sick));
    assert_eq!(g.player(0).cures, 0);
}

#[test]
fn zg_ctx_7_the_psych_ward_buys_medicine_with_food_once_an_evening() {
    // ZG-CTX-7: "they usually buy their medicine".
    let p = Position::new(&[FactionId::PsychWard, FactionId::Bees]).unwrap();
    let mut g = p.start(Phase::Building).unwrap();
    let before = g.player(0).clone();
    act(&mut g, Action::Trade);
    // ZG-GAP-11: 2 food for 1 medicine (content), once an evening.
    assert_eq!((g.player(0).food, g.player(0).medicine), (before.food - 2, before.medicine + 1));
    assert_eq!(refused(&g, Action::Trade), "ZG-GAP-11");
    act(&mut g, Action::Done);
    // The Bees do not trade.
    assert_eq!(refused(&g, Action::Trade), "ZG-GAP-11");
}

#[test]
fn zg_eve_4_a_squad_given_up_leaves_its_characters_turned_and_gives_its_cards_back() {
    let mut p = Position::new(&[FactionId::Bikers, FactionId::Raiders]).unwrap();
    p.hold(0, L1).unwrap();
    let eng = p.character(0, CharKind::Engineer, L1, Posture::Standing).unwrap();
    p.give(0, Card::Tools, 1).unwrap();
    let mut g = p.start(Phase::Building).unwrap();
    act(&mut g, Action::Open { loc: L1, job: Job::Barricade });
    // Nothing turned yet: nothing to give up.
    assert_eq!(refused(&g, Action::Disband), "ZG-EVE-4");
    act(&mut g, Action::Enlist { ch: eng });
    act(&mut g, Action::Spend { card: Card::Tools });
    act(&mut g, Action::Disband);
    // ZG-EVE-4: the engineer stays turned this evening; the Tools come back.
    assert!(g.characters()[usize::from(eng)].busy);
    assert_eq!(g.player(0).hand[Card::Tools.index()], 1);
    assert_eq!(refused(&g, Action::Open { loc: L1, job: Job::Barricade }), "ZG-EVE-2");
}

#[test]
fn zg_eve_3_no_squad_opens_for_work_it_could_never_pay_for() {
    let mut p = Position::new(&[FactionId::Bikers, FactionId::Raiders]).unwrap();
    p.hold(0, L1).unwrap();
    p.character(0, CharKind::Fighter, L1, Posture::Standing).unwrap();
    let mut g = p.start(Phase::Building).unwrap();
    // One gear: no barricade (two gears, ZG-BUILD-6) until a card could add one.
    assert_eq!(refused(&g, Action::Open { loc: L1, job: Job::Barricade }), "ZG-EVE-3");
    let mut p = Position::new(&[FactionId::Bikers, FactionId::Raiders]).unwrap();
    p.hold(0, L1).unwrap();
    p.character(0, CharKind::Fighter, L1, Posture::Standing).unwrap();
    p.give(0, Card::Tools, 1).unwrap();
    g = p.start(Phase::Building).unwrap();
    assert!(g.check(Action::Open { loc: L1, job: Job::Barricade }).is_ok());
    // No cures without flasks; no sabotage without a target next door (ZG-SAB-3).
    for _ in 0..2 {
        act(&mut g, Action::Done);
    }
    let base = g.locations().iter().position(|l| l.place == horde_z_game::rules::map::Place::Base(0)).unwrap() as u8;
    assert_eq!(refused(&g, Action::Open { loc: base, job: Job::Sabotage }), "ZG-SAB-3");
}
