//! Rule tests on built positions, citing the rule IDs they check.

use horde_core::{Decision, Game, Seat, Viewer};
use horde_z_game::content::{Card, CharKind, FactionId};
use horde_z_game::position::Position;
use horde_z_game::rules::state::{Draw, Step, Sub};
use horde_z_game::{Action, Event, Job, Phase, Posture, Remedy, ZGame};

mod common;
use common::{act, first_legal, refused};

/// A ring-1 location next to Street (position 1 is ring 1 by construction).
const L1: u8 = 1;
const L2: u8 = 2;
const L3: u8 = 3;

#[test]
fn zg_eve_8_two_builders_and_tools_make_a_blockpost_ready_by_labour() {
    let mut p = Position::new(&[FactionId::Bikers, FactionId::Bees]).unwrap();
    p.hold(0, L1).unwrap();
    let isida = p.character(0, CharKind::Fighter, L1, Posture::Standing).unwrap();
    let baduma = p.character(0, CharKind::Engineer, L1, Posture::Standing).unwrap();
    p.give(0, Card::Tools, 1).unwrap();
    let mut g = p.start(Phase::Building).unwrap();
    assert_eq!(g.step(), Step::Evening { seat: 0, sub: Sub::Building });
    // Baduma alone could build the barricade (ZG-EVE-8, ZG-BUILD-6: 2 gears).
    let mut alone = g.clone();
    act(&mut alone, Action::Open { loc: L1, job: Job::Barricade });
    act(&mut alone, Action::Enlist { ch: baduma });
    assert!(alone.check(Action::Commit).is_ok());
    // Three gears: not enough for a blockpost (ZG-BUILD-6: four).
    act(&mut g, Action::Open { loc: L1, job: Job::Blockpost });
    act(&mut g, Action::Enlist { ch: isida });
    act(&mut g, Action::Enlist { ch: baduma });
    assert_eq!(refused(&g, Action::Commit), "ZG-BUILD-6");
    // ZG-EVE-3: one character cannot take part twice.
    assert_eq!(refused(&g, Action::Enlist { ch: baduma }), "ZG-EVE-3");
    // Tools: +1 gear to the squad (ZG-EVE-8).
    act(&mut g, Action::Spend { card: Card::Tools });
    let ev = act(&mut g, Action::Commit);
    assert!(ev.contains(&Event::Squad { seat: 0, loc: L1, job: Job::Blockpost, members: 2, gears: 4, flasks: 0 }));
    assert_eq!(g.locations()[usize::from(L1)].fort.building, 2);
    act(&mut g, Action::Done);
    act(&mut g, Action::Done); // seat 1, building
    for _ in 0..4 {
        act(&mut g, Action::Done); // sabotage and cures, both seats
    }
    // Flare-up: medicine 2 stands both builders up (ZG-DIS-2, ZG-GAP-9).
    assert_eq!(g.step(), Step::Flare { seat: 0 });
    act(&mut g, Action::Heal { ch: isida, by: Remedy::Medicine });
    act(&mut g, Action::Heal { ch: baduma, by: Remedy::Medicine });
    act(&mut g, Action::Done);
    act(&mut g, Action::Done);
    // The night: every lone, unfortified location meets one die; all hold.
    let mut events = Vec::new();
    while g.ended().is_none() && g.round() == 1 {
        match g.step() {
            Step::Chance(Draw::NightDie { .. }) => events.extend(act(&mut g, Action::Die(1))),
            Step::Fight { .. } => events.extend(act(&mut g, Action::Fight { melee: 0, firearm: 0, chainsaw: 0 })),
            Step::Order { .. } => {
                let a = first_legal(&g);
                events.extend(act(&mut g, a))
            }
            other => panic!("unexpected step {other:?}"),
        }
    }
    // ZG-WORK-1, ZG-BUILD-9, ZG-VP-1: ready by labour results, +2 VP.
    assert_eq!(g.locations()[usize::from(L1)].fort.full, 2);
    assert!(events.contains(&Event::Built { seat: 0, loc: L1, vp: 2 }));
    assert_eq!(g.player(0).vp, 2);
}

#[test]
fn zg_build_1_the_street_is_never_fortified() {
    let mut p = Position::new(&[FactionId::Bees, FactionId::Raiders]).unwrap();
    p.hold(0, 0).unwrap();
    p.character(0, CharKind::Engineer, 0, Posture::Standing).unwrap();
    p.give(0, Card::Car, 1).unwrap();
    assert!(p.markers(0, 1, 0).is_err());
    let g = p.start(Phase::Building).unwrap();
    assert_eq!(refused(&g, Action::Open { loc: 0, job: Job::Barricade }), "ZG-BUILD-1");
    assert_eq!(refused(&g, Action::Car { loc: 0 }), "ZG-BUILD-1");
}

#[test]
fn zg_build_7_hard_workers_build_a_blockpost_for_two_gears() {
    let mut p = Position::new(&[FactionId::Bees, FactionId::Raiders]).unwrap();
    p.hold(0, L1).unwrap();
    let e = p.character(0, CharKind::Engineer, L1, Posture::Standing).unwrap();
    let mut g = p.start(Phase::Building).unwrap();
    act(&mut g, Action::Open { loc: L1, job: Job::Blockpost });
    act(&mut g, Action::Enlist { ch: e });
    act(&mut g, Action::Commit);
    assert_eq!(g.locations()[usize::from(L1)].fort.building, 2);
    // ZG-GAP-19: one building action a location an evening.
    assert_eq!(refused(&g, Action::Open { loc: L1, job: Job::Repair }), "ZG-GAP-19");
}

#[test]
fn zg_build_4_a_third_blockpost_degrades_another() {
    let mut p = Position::new(&[FactionId::Raiders, FactionId::Bees]).unwrap();
    for l in [L1, L2, L3] {
        p.hold(0, l).unwrap();
        p.character(0, CharKind::Fighter, l, Posture::Standing).unwrap();
    }
    p.markers(L1, 2, 0).unwrap().markers(L2, 2, 0).unwrap().markers(L3, 1, 0).unwrap();
    p.give(0, Card::Car, 1).unwrap();
    let mut g = p.start(Phase::Building).unwrap();
    // ZG-GAP-18: a Car on a barricade makes a blockpost at once.
    act(&mut g, Action::Car { loc: L3 });
    assert_eq!(g.step(), Step::Degrade { seat: 0, keep: L3 });
    assert_eq!(refused(&g, Action::Degrade { loc: L3 }), "ZG-BUILD-4");
    act(&mut g, Action::Degrade { loc: L1 });
    assert_eq!(g.locations()[usize::from(L1)].fort.full, 1);
    assert_eq!(g.step(), Step::Evening { seat: 0, sub: Sub::Building });
}

#[test]
fn zg_night_1_dice_by_characters_and_fortification() {
    let mut p = Position::new(&[FactionId::PsychWard, FactionId::Raiders]).unwrap();
    p.hold(0, L1).unwrap().hold(0, L2).unwrap();
    for _ in 0..3 {
        p.character(0, CharKind::Fighter, L1, Posture::Standing).unwrap();
    }
    p.character(0, CharKind::Engineer, L1, Posture::Standing).unwrap();
    p.character(0, CharKind::Fighter, L2, Posture::Standing).unwrap();
    p.character(0, CharKind::Fighter, L2, Posture::Standing).unwrap();
    p.markers(L1, 2, 0).unwrap().markers(L2, 1, 0).unwrap();
    let base0 = p.base(0);
    let mut g = p.start(Phase::NightAttack).unwrap();
    // ZG-GAP-10 (i): seat 0 has two attacked locations and chooses which is fought first;
    // the fortified L2 with two characters is not one of them (ZG-GAP-10 (e)).
    assert_eq!(g.step(), Step::Order { seat: 0 });
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(legal, vec![Action::Defend { loc: L1 }, Action::Defend { loc: base0 }]);
    assert_eq!(refused(&g, Action::Defend { loc: L2 }), "ZG-GAP-10");
    act(&mut g, Action::Defend { loc: L1 });
    // Four characters: two dice, whatever the blockpost (ZG-NIGHT-1, ZG-GAP-10 (a)).
    assert_eq!(g.step(), Step::Chance(Draw::NightDie { loc: L1 }));
    act(&mut g, Action::Die(3));
    assert_eq!(g.step(), Step::Chance(Draw::NightDie { loc: L1 }));
    act(&mut g, Action::Die(4));
    assert_eq!(g.view(Viewer::Spectator).fight.map(|f| f.zombies), Some(7));
    let ev = act(&mut g, Action::Fight { melee: 0, firearm: 0, chainsaw: 0 });
    // 3+3+3+1 strength and +2 for the blockpost (ZG-NIGHT-2, ZG-GAP-10).
    assert!(ev.contains(&Event::Fought { seat: 0, loc: L1, defence: 12, zombies: 7, won: true, night: true }));
    // Seat 0's lone leader on its unfortified Base meets one die, the last attack left to him.
    assert_eq!(g.step(), Step::Chance(Draw::NightDie { loc: base0 }));
}

#[test]
fn zg_night_5_and_zg_retreat_a_lost_location() {
    let mut p = Position::new(&[FactionId::PsychWard, FactionId::Raiders]).unwrap();
    let base0 = p.base(0);
    let near = p.city().into_iter().find(|&l| p.adjacent(l, base0)).unwrap();
    p.hold(0, near).unwrap();
    let fighter = p.character(0, CharKind::Fighter, near, Posture::Standing).unwrap();
    p.character(0, CharKind::Scientist, near, Posture::Sick).unwrap();
    p.character(0, CharKind::Leader, near, Posture::Standing).unwrap();
    p.markers(near, 0, 1).unwrap();
    let mut g = p.start(Phase::NightAttack).unwrap();
    assert_eq!(g.step(), Step::Chance(Draw::NightDie { loc: near }));
    act(&mut g, Action::Die(6));
    // 3 + 2 = 5 against 6: the zombies are stronger (ZG-NIGHT-5).
    let mut ev = act(&mut g, Action::Fight { melee: 0, firearm: 0, chainsaw: 0 });
    assert!(ev.contains(&Event::Fought { seat: 0, loc: near, defence: 5, zombies: 6, won: false, night: true }));
    // Seat 1's leader on its Base holds against a 1.
    ev.extend(act(&mut g, Action::Die(1)));
    ev.extend(act(&mut g, Action::Fight { melee: 0, firearm: 0, chainsaw: 0 }));
    // ZG-RETREAT-1: the exhausted scientist dies.
    assert!(ev.iter().any(|e| matches!(e, Event::Died { who, .. } if who.kind == CharKind::Scientist)));
    // ZG-RETREAT-2: the others go to the Base; ZG-RETREAT-3: the fighter is exhausted, the leader not.
    let chars = g.characters();
    assert_eq!(chars[usize::from(fighter)].loc, Some(base0));
    assert_eq!(chars[usize::from(fighter)].posture, Posture::Retreated);
    let leader = chars.iter().find(|c| c.owner == 0 && c.kind == CharKind::Leader).unwrap();
    assert_eq!((leader.loc, leader.posture), (Some(base0), Posture::Standing));
    // The location is lost and neutral; its ruin stays a ruin, a neutral marker (ZG-CTX-9).
    let l = &g.locations()[usize::from(near)];
    assert_eq!((l.holder, l.fort.owner, l.fort.ruin), (None, None, 1));
}

#[test]
fn zg_inf_2_and_3_four_survives_three_turns() {
    let mut p = Position::new(&[FactionId::Bees, FactionId::Bikers]).unwrap();
    let base = p.base(0);
    let a = p.character(0, CharKind::Fighter, base, Posture::Sick).unwrap();
    let b = p.character(0, CharKind::Engineer, base, Posture::Sick).unwrap();
    let mut g = p.start(Phase::Infection).unwrap();
    // ZG-INF-1: a roll for each figure the disease left lying; ZG-INF-2: 4 or more returns it to service.
    assert_eq!(g.step(), Step::Chance(Draw::Infection { ch: a }));
    act(&mut g, Action::Die(4));
    assert_eq!(g.characters()[usize::from(a)].posture, Posture::Standing);
    assert_eq!(g.step(), Step::Chance(Draw::Infection { ch: b }));
    let ev = act(&mut g, Action::Die(3));
    assert!(ev.iter().any(|e| matches!(e, Event::Infection { survived: false, die: 3, .. })));
    // ZG-INF-3: the card goes to the character deck's discard pile.
    assert_eq!(g.view(Viewer::Spectator).character_discard[CharKind::Engineer as usize], 1);
}

#[test]
fn zg_dis_2_the_leader_stands_free_and_medicine_is_spent() {
    let mut p = Position::new(&[FactionId::Bees, FactionId::Bikers]).unwrap();
    let base = p.base(0);
    let f = p.character(0, CharKind::Fighter, base, Posture::Standing).unwrap();
    let e = p.character(0, CharKind::Engineer, base, Posture::Standing).unwrap();
    p.resources(0, 3, 1, 0).unwrap();
    let mut g = p.start(Phase::FlareUp).unwrap();
    assert_eq!(g.step(), Step::Flare { seat: 0 });
    let leader = g.characters().iter().find(|c| c.owner == 0 && c.kind == CharKind::Leader).unwrap();
    assert_eq!(leader.posture, Posture::Standing);
    assert_eq!(g.characters()[usize::from(f)].posture, Posture::Sick);
    act(&mut g, Action::Heal { ch: f, by: Remedy::Medicine });
    assert_eq!(g.player(0).medicine, 0);
    assert_eq!(refused(&g, Action::Heal { ch: e, by: Remedy::Medicine }), "ZG-DIS-2");
    assert_eq!(refused(&g, Action::Heal { ch: e, by: Remedy::Cure }), "ZG-DIS-3");
    assert_eq!(refused(&g, Action::Heal { ch: f, by: Remedy::Medicine }), "ZG-DIS-2");
}

#[test]
fn zg_work_2_the_title_passes_to_the_player_who_acted_last() {
    let mut p = Position::new(&[FactionId::Bees, FactionId::Bikers, FactionId::Raiders]).unwrap();
    p.first_player(1).unwrap();
    let mut g = p.start(Phase::Labour).unwrap();
    // ZG-WORK-2: order 2, 3, 1; the title goes counter-clockwise to player 1 (seat 0).
    assert_eq!(g.first_player(), 0);
    let _ = &mut g;
}

#[test]
fn zg_end_2_more_characters_break_a_tie_on_vp() {
    let mut p = Position::new(&[FactionId::Bees, FactionId::Bikers]).unwrap();
    let base1 = p.base(1);
    p.character(1, CharKind::Fighter, base1, Posture::Sick).unwrap();
    p.resources(0, 9, 9, 15).unwrap().resources(1, 0, 0, 15).unwrap();
    let g = p.start(Phase::NightVp).unwrap();
    assert_eq!(g.decision(), Decision::Terminal);
    // Lying figures count (ZG-GAP-23); resources come only after.
    assert_eq!(g.outcome().unwrap().winners, vec![Seat(1)]);
}

#[test]
fn zg_gap_5_hunger_lays_down_figures_of_the_players_choice() {
    let mut p = Position::new(&[FactionId::Bees, FactionId::Bikers]).unwrap();
    let base = p.base(0);
    let f = p.character(0, CharKind::Fighter, base, Posture::Standing).unwrap();
    p.character(0, CharKind::Scientist, base, Posture::Standing).unwrap();
    p.resources(0, 1, 0, 0).unwrap();
    let mut g = p.start(Phase::Morning).unwrap();
    // Base income +1 food: 2 food for 3 mouths.
    assert_eq!(g.step(), Step::Hunger { seat: 0, left: 1 });
    assert_eq!(g.player(0).food, 0);
    act(&mut g, Action::LieDown { ch: f });
    assert_eq!(g.characters()[usize::from(f)].posture, Posture::Hungry);
    assert_ne!(g.step(), Step::Hunger { seat: 0, left: 1 });
}

#[test]
fn zg_gap_12_other_seats_do_not_see_a_drawn_card() {
    let mut p = Position::new(&[FactionId::Bees, FactionId::Bikers]).unwrap();
    p.hold(0, 0).unwrap();
    p.character(0, CharKind::Fighter, 0, Posture::Standing).unwrap();
    let mut g = p.start(Phase::Morning).unwrap();
    // Street's income is an action card (content): a chance draw for seat 0.
    assert_eq!(g.decision(), Decision::Chance);
    let ev = act(&mut g, Action::Drawn(Card::Tools));
    let drew = ev.iter().find(|e| matches!(e, Event::CardDrawn { .. })).unwrap();
    assert_eq!(g.event_view(drew, Viewer::Seat(Seat(0))).as_ref(), Some(drew));
    assert!(matches!(g.event_view(drew, Viewer::Seat(Seat(1))), Some(Event::CardDrawn { card: None, .. })));
    assert_eq!(g.view(Viewer::Seat(Seat(1))).hand.unwrap()[Card::Tools as usize], 0);
    assert_eq!(g.view(Viewer::Seat(Seat(0))).hand.unwrap()[Card::Tools as usize], 1);
    assert_eq!(g.view(Viewer::Seat(Seat(1))).players[0].action_cards, 1);
}

#[test]
fn zg_gap_6_no_move_into_another_players_base_and_one_step_a_round() {
    let mut p = Position::new(&[FactionId::Bees, FactionId::Bikers]).unwrap();
    let (b0, b1) = (p.base(0), p.base(1));
    let near1 = p.city().into_iter().find(|&l| p.adjacent(l, b1)).unwrap();
    p.hold(0, near1).unwrap();
    let f = p.character(0, CharKind::Fighter, near1, Posture::Standing).unwrap();
    let mut g = p.start(Phase::Movement).unwrap();
    assert_eq!(g.step(), Step::Moves { seat: 0 });
    assert_eq!(refused(&g, Action::Move { ch: f, to: b1 }), "ZG-GAP-6");
    assert_eq!(refused(&g, Action::Move { ch: f, to: b0 }), "ZG-GAP-6");
    let to = g.locations()[usize::from(near1)].adj.iter().copied().find(|&l| l != b1 && l != b0).unwrap();
    act(&mut g, Action::Move { ch: f, to });
    let back = Action::Move { ch: f, to: near1 };
    assert_eq!(refused(&g, back), "ZG-GAP-6");
}

fn duel(attacker_die: u8, defender_die: u8) -> (ZGame, Vec<Event>, u8, u8) {
    let mut p = Position::new(&[FactionId::Bees, FactionId::Raiders]).expect("a valid position");
    p.hold(0, L1).expect("a valid position").hold(1, L2).expect("a valid position");
    let d = p.character(0, CharKind::Fighter, L1, Posture::Standing).expect("a valid position");
    p.markers(L1, 1, 0).expect("a valid position");
    let a = p.character(1, CharKind::Fighter, L2, Posture::Standing).expect("a valid position");
    let mut g = p.start(Phase::Movement).expect("a valid position");
    act(&mut g, Action::Done);
    act(&mut g, Action::Move { ch: a, to: L1 });
    act(&mut g, Action::Done);
    assert_eq!(g.step(), Step::Chance(Draw::DuelDie { loc: L1 }));
    let mut ev = act(&mut g, Action::Die(attacker_die));
    ev.extend(act(&mut g, Action::Die(defender_die)));
    // The attacker chooses first, then the holder (see the rulings).
    assert_eq!(g.step(), Step::Fight { seat: 1 });
    ev.extend(act(&mut g, Action::Fight { melee: 0, firearm: 0, chainsaw: 0 }));
    assert_eq!(g.step(), Step::Fight { seat: 0 });
    ev.extend(act(&mut g, Action::Fight { melee: 0, firearm: 0, chainsaw: 0 }));
    (g, ev, a, d)
}

#[test]
fn zg_gap_7_a_tie_goes_to_the_holder() {
    let (g, ev, a, _) = duel(3, 3);
    // Raiders +1 against factions (ZG-GAP-11); the barricade +1 for the holder.
    assert!(ev.contains(&Event::Duel { loc: L1, attacker: 1, defender: 0, attack: 7, defence: 7 }));
    let c = &g.characters()[usize::from(a)];
    assert_ne!(c.loc, Some(L1));
    assert_eq!(c.posture, Posture::Retreated);
    assert_eq!(g.locations()[usize::from(L1)].holder, Some(0));
}

#[test]
fn zg_gap_7_the_winner_takes_the_location_and_its_markers_are_ruined() {
    let (g, ev, a, d) = duel(6, 1);
    assert!(ev.contains(&Event::Duel { loc: L1, attacker: 1, defender: 0, attack: 10, defence: 5 }));
    let l = &g.locations()[usize::from(L1)];
    assert_eq!((l.holder, l.fort.full, l.fort.ruin, l.fort.owner), (Some(1), 0, 1, Some(1)));
    assert_eq!(g.characters()[usize::from(a)].loc, Some(L1));
    let loser = &g.characters()[usize::from(d)];
    assert_ne!(loser.loc, Some(L1));
    assert_eq!(loser.posture, Posture::Retreated);
}

fn saboteur(kind_of_target: u8) -> (ZGame, u8) {
    // Seat 0's leader alone at L1; seat 1 holds L2 (adjacent) with `kind_of_target` full markers.
    let mut p = Position::new(&[FactionId::Bikers, FactionId::Bees]).expect("a valid position");
    p.hold(0, L1).expect("valid").hold(1, L2).expect("valid");
    let leader = p.character(0, CharKind::Leader, L1, Posture::Standing).expect("valid");
    p.markers(L2, kind_of_target, 0).expect("valid");
    p.give(1, Card::Bandage, 1).expect("valid");
    let mut g = p.start(Phase::Sabotage).expect("valid");
    assert_eq!(g.step(), Step::Evening { seat: 0, sub: Sub::Sabotage });
    act(&mut g, Action::Open { loc: L1, job: Job::Sabotage });
    act(&mut g, Action::Enlist { ch: leader });
    (g, leader)
}

#[test]
fn zg_sab_2_and_5_the_leader_alone_needs_a_five_against_a_barricade() {
    use horde_z_game::rules::action::SabKind;
    let (mut g, _) = saboteur(1);
    // ZG-SAB-4: a sabotage squad does not commit like a building squad.
    assert_eq!(refused(&g, Action::Commit), "ZG-SAB-4");
    // ZG-SAB-3: only an adjacent target; ZG-GAP-20: held by another player.
    let far = g.locations()[usize::from(L1)].adj.len() as u8;
    let _ = far;
    assert_eq!(refused(&g, Action::Sabotage { target: L1, kind: SabKind::Destroy }), "ZG-SAB-3");
    act(&mut g, Action::Sabotage { target: L2, kind: SabKind::Destroy });
    let ev = act(&mut g, Action::Die(4));
    assert!(ev.contains(&Event::Sabotage { seat: 0, target: L2, kind: SabKind::Destroy, die: 4, success: false }));
    assert_eq!(g.locations()[usize::from(L2)].fort.full, 1);
    assert_eq!(g.step(), Step::Evening { seat: 0, sub: Sub::Sabotage });
    // ZG-EVE-3: the leader is turned already.
    assert_eq!(refused(&g, Action::Open { loc: L1, job: Job::Sabotage }), "ZG-EVE-2");

    let (mut g, _) = saboteur(1);
    act(&mut g, Action::Sabotage { target: L2, kind: SabKind::Destroy });
    act(&mut g, Action::Die(5));
    // ZG-SAB-7: flipped; nobody there, so neutral at once.
    let l = &g.locations()[usize::from(L2)];
    assert_eq!((l.fort.full, l.fort.ruin, l.holder), (0, 1, None));
}

#[test]
fn zg_sab_9_a_card_is_stolen_unseen_by_the_others() {
    use horde_z_game::rules::action::SabKind;
    let (mut g, _) = saboteur(0);
    act(&mut g, Action::Sabotage { target: L2, kind: SabKind::Steal });
    act(&mut g, Action::Die(4));
    assert_eq!(g.step(), Step::Chance(Draw::Steal { from: 1, to: 0 }));
    let ev = act(&mut g, Action::Drawn(Card::Bandage));
    let stolen = ev.iter().find(|e| matches!(e, Event::Stolen { .. })).expect("a theft");
    assert_eq!(g.view(Viewer::Seat(Seat(0))).hand.expect("a seat")[Card::Bandage as usize], 1);
    assert_eq!(g.view(Viewer::Seat(Seat(1))).players[1].action_cards, 0);
    assert!(matches!(g.event_view(stolen, Viewer::Spectator), Some(Event::Stolen { card: None, .. })));
    assert_eq!(g.event_view(stolen, Viewer::Seat(Seat(1))).as_ref(), Some(stolen));
}

#[test]
fn zg_sab_8_a_horde_brings_two_dice_to_a_fortified_location() {
    use horde_z_game::rules::action::SabKind;
    let mut p = Position::new(&[FactionId::Bikers, FactionId::Bees]).expect("a valid position");
    p.hold(0, L1).expect("valid").hold(1, L2).expect("valid");
    let leader = p.character(0, CharKind::Leader, L1, Posture::Standing).expect("valid");
    let a = p.character(1, CharKind::Fighter, L2, Posture::Standing).expect("valid");
    let b = p.character(1, CharKind::Fighter, L2, Posture::Standing).expect("valid");
    p.markers(L2, 1, 0).expect("valid");
    let mut g = p.start(Phase::Sabotage).expect("valid");
    act(&mut g, Action::Open { loc: L1, job: Job::Sabotage });
    act(&mut g, Action::Enlist { ch: leader });
    act(&mut g, Action::Sabotage { target: L2, kind: SabKind::Horde });
    act(&mut g, Action::Die(5));
    for _ in 0..5 {
        act(&mut g, Action::Done); // sabotage both seats, cures both, flare-up seat 0
    }
    act(&mut g, Action::Heal { ch: a, by: Remedy::Medicine });
    act(&mut g, Action::Heal { ch: b, by: Remedy::Medicine });
    act(&mut g, Action::Done);
    // Seat 0's lone leader: one die.
    assert_eq!(g.step(), Step::Chance(Draw::NightDie { loc: L1 }));
    act(&mut g, Action::Die(1));
    act(&mut g, Action::Fight { melee: 0, firearm: 0, chainsaw: 0 });
    // Seat 1 fights the horde before the lone leader on its Base (ZG-GAP-10 (i)).
    assert_eq!(g.step(), Step::Order { seat: 1 });
    act(&mut g, Action::Defend { loc: L2 });
    // The fortified L2 with two characters: two dice, for the horde.
    assert_eq!(g.step(), Step::Chance(Draw::NightDie { loc: L2 }));
    act(&mut g, Action::Die(1));
    assert_eq!(g.step(), Step::Chance(Draw::NightDie { loc: L2 }));
}

#[test]
fn zg_sab_6_no_sabotage_on_a_base() {
    use horde_z_game::rules::action::SabKind;
    let mut p = Position::new(&[FactionId::Bikers, FactionId::Bees]).expect("a valid position");
    let b1 = p.base(1);
    let near = p.city().into_iter().find(|&l| p.adjacent(l, b1)).expect("a neighbour");
    p.hold(0, near).expect("valid");
    // A location of seat 1 next door, so that the squad has a lawful target (ZG-SAB-3).
    let other = p.city().into_iter().find(|&l| l != near && p.adjacent(l, near)).expect("a neighbour");
    p.hold(1, other).expect("valid");
    let leader = p.character(0, CharKind::Leader, near, Posture::Standing).expect("valid");
    let mut g = p.start(Phase::Sabotage).expect("valid");
    act(&mut g, Action::Open { loc: near, job: Job::Sabotage });
    act(&mut g, Action::Enlist { ch: leader });
    assert_eq!(refused(&g, Action::Sabotage { target: b1, kind: SabKind::Steal }), "ZG-SAB-6");
}

#[test]
fn zg_eve_5_and_zg_cure_1_science_four_makes_two_cures() {
    let mut p = Position::new(&[FactionId::PsychWard, FactionId::Bees]).expect("a valid position");
    let base = p.base(0);
    let s = p.character(0, CharKind::Scientist, base, Posture::Standing).expect("valid");
    let f = p.character(0, CharKind::Fighter, base, Posture::Standing).expect("valid");
    p.give(0, Card::Literature, 1).expect("valid");
    p.resources(0, 3, 0, 0).expect("valid");
    let mut g = p.start(Phase::Cures).expect("valid");
    assert_eq!(g.step(), Step::Evening { seat: 0, sub: Sub::Cures });
    act(&mut g, Action::Open { loc: base, job: Job::Cure });
    act(&mut g, Action::Enlist { ch: s });
    // ZG-EVE-1: Tools raise Engineering, not Science.
    act(&mut g, Action::Spend { card: Card::Literature });
    let ev = act(&mut g, Action::Commit);
    assert!(ev.contains(&Event::CuresMade { seat: 0, cures: 2 }));
    act(&mut g, Action::Done);
    act(&mut g, Action::Done);
    // ZG-DIS-3: the cures stand figures up when the medicine marker is empty.
    assert_eq!(g.step(), Step::Flare { seat: 0 });
    act(&mut g, Action::Heal { ch: s, by: Remedy::Cure });
    act(&mut g, Action::Heal { ch: f, by: Remedy::Cure });
    assert_eq!(g.player(0).cures, 0);
    assert_eq!(g.characters()[usize::from(f)].posture, Posture::Standing);
}

#[test]
fn zg_vp_1_and_zg_gap_15_holding_the_street_through_its_attack_scores_two() {
    let mut p = Position::new(&[FactionId::Raiders, FactionId::Bees]).expect("a valid position");
    p.hold(0, 0).expect("valid");
    for _ in 0..3 {
        p.character(0, CharKind::Fighter, 0, Posture::Standing).expect("valid");
    }
    let mut g = p.start(Phase::NightAttack).expect("valid");
    // The Street first, then the leader's Base (ZG-GAP-10 (i)).
    act(&mut g, Action::Defend { loc: 0 });
    // ZG-BUILD-1: Street is always unfortified, so three characters meet one die.
    assert_eq!(g.step(), Step::Chance(Draw::NightDie { loc: 0 }));
    let mut ev = act(&mut g, Action::Die(6));
    ev.extend(act(&mut g, Action::Fight { melee: 0, firearm: 0, chainsaw: 0 }));
    while g.round() == 1 {
        ev.extend(match g.step() {
            Step::Chance(Draw::NightDie { .. }) => act(&mut g, Action::Die(1)),
            Step::Fight { .. } => act(&mut g, Action::Fight { melee: 0, firearm: 0, chainsaw: 0 }),
            Step::Order { .. } => {
                let a = first_legal(&g);
                act(&mut g, a)
            }
            other => panic!("unexpected {other:?}"),
        });
    }
    // ZG-VP-2: the VP marker moves; ZG-GAP-15: only the Street's holder scores.
    assert!(ev.contains(&Event::Vp { seat: 0, vp: 2, total: 2 }));
    assert_eq!(g.player(0).vp, 2);
    assert_eq!(g.player(1).vp, 0);
}
