//! Skills used as actions (`Action::UseSkill`): who may use them, how
//! often, and the typed refusals that cite each skill's rule ID. Their
//! effects are shown by the scenarios under `tests/scenarios/skill_*`.

use horde_core::{Game, RuleViolation};
use horde_rue_morgue::content::ZombieKind::*;
use horde_rue_morgue::sample_catalog::sample_catalog;
use horde_rue_morgue::scenario_support::Scenario;
use horde_rue_morgue::skills::Skill;
use horde_rue_morgue::{Action, Setup};

fn scenario(survivors: &[&str]) -> Scenario {
    let mut setup = Setup::solo("tutorial-1", survivors, Some(sample_catalog()));
    setup.options.free_team_size = true;
    Scenario::new(&setup).expect("setup")
}

fn refusal(sc: &Scenario, a: Action) -> &'static str {
    sc.game.check(a).expect_err("the action must be refused").rule_id()
}

fn use_skill(skill: Skill, target: u8) -> Action {
    Action::UseSkill { skill: skill.0, target }
}

#[test]
fn rm_skill_50_medic_once_per_turn() {
    let mut sc = scenario(&["parker", "joe"]);
    sc.place("parker", "st1").unwrap().place("joe", "st1").unwrap();
    sc.skill("parker", "medic").unwrap();
    let (parker, joe) = (sc.survivor("parker").unwrap(), sc.survivor("joe").unwrap());
    for s in [parker, joe] {
        let sv = &mut sc.game.state_mut().survivors[s as usize];
        sv.wounds = 1;
        sv.slots[4] = horde_rue_morgue::Slot::WOUND;
    }
    sc.activate("parker").unwrap();
    sc.act(use_skill(Skill::MEDIC, joe)).unwrap();
    assert_eq!(sc.game.state().survivors[joe as usize].wounds, 0);
    assert_eq!(refusal(&sc, use_skill(Skill::MEDIC, parker)), "RM-SKILL-50");
}

#[test]
fn rm_skill_50_only_a_medic_heals() {
    let mut sc = scenario(&["dan", "joe"]);
    sc.place("dan", "st1").unwrap().place("joe", "st1").unwrap();
    let joe = sc.survivor("joe").unwrap();
    sc.game.state_mut().survivors[joe as usize].wounds = 1;
    sc.activate("dan").unwrap();
    assert_eq!(refusal(&sc, use_skill(Skill::MEDIC, joe)), "RM-SKILL-50");
}

#[test]
fn rm_skill_78_shove_once_per_turn_and_only_with_zombies() {
    let mut sc = scenario(&["bear"]);
    sc.place("bear", "st4").unwrap().zombies("st4", Walker, 1).unwrap();
    sc.skill("bear", "shove").unwrap();
    sc.activate("bear").unwrap();
    let (st4, st5) = (sc.zone("st4").unwrap(), sc.zone("st5").unwrap());
    sc.act(use_skill(Skill::SHOVE, st5)).unwrap();
    assert_eq!(sc.count("st5", Walker), 1);
    sc.act(Action::Move(st5)).unwrap();
    assert_eq!(refusal(&sc, use_skill(Skill::SHOVE, st4)), "RM-SKILL-78");
}

#[test]
fn rm_skill_60_born_leader_once_per_players_phase() {
    let mut sc = scenario(&["terry", "joe"]);
    sc.skill("terry", "born_leader").unwrap();
    sc.activate("terry").unwrap();
    let joe = sc.survivor("joe").unwrap();
    sc.act(use_skill(Skill::BORN_LEADER, joe)).unwrap();
    assert_eq!(refusal(&sc, use_skill(Skill::BORN_LEADER, joe)), "RM-SKILL-60");
}

#[test]
fn rm_skill_70_lifesaver_needs_a_zombie_zone_next_door() {
    let mut sc = scenario(&["dan", "joe"]);
    sc.place("dan", "st3").unwrap().place("joe", "st4").unwrap();
    sc.skill("dan", "lifesaver").unwrap();
    sc.activate("dan").unwrap();
    let st4 = sc.zone("st4").unwrap();
    // No zombie with Joe: nothing to be rescued from.
    assert_eq!(refusal(&sc, use_skill(Skill::LIFESAVER, st4)), "RM-SKILL-70");
}

#[test]
fn rm_skill_44_lock_it_down_costs_an_action() {
    let mut sc = scenario(&["joe"]);
    sc.place("joe", "st4").unwrap().door("b3", "st4", true).unwrap().spawned("b3").unwrap();
    sc.skill("joe", "lock_it_down").unwrap();
    sc.activate("joe").unwrap();
    let legal = sc.legal();
    let lock = legal.iter().copied().find(|a| matches!(a, Action::UseSkill { skill: 44, .. })).expect("offered");
    sc.act(lock).unwrap();
    assert_eq!(sc.game.state().survivors[0].actions, 2);
    assert_eq!(refusal(&sc, lock), "RM-SKILL-44");
}

fn team_scenario(cards: [u8; 3]) -> Scenario {
    let mut setup = Setup::solo("tutorial-1", &["louise", "terry"], Some(sample_catalog()));
    setup.options.free_team_size = true;
    setup.options.team_cards = cards;
    Scenario::new(&setup).expect("setup")
}

fn teammate_joins_and_forward(sc: &mut Scenario, zone: &str, mode_b: bool) {
    let z = sc.zone(zone).expect("zone");
    let cm = horde_rue_morgue::card_mode(horde_rue_morgue::TeamCard::Forward, mode_b);
    sc.act(Action::TeamAction { card_mode: cm, zone: z }).expect("Forward! is declared");
    let terry = sc.survivor("terry").expect("terry");
    sc.act(Action::Teammate(terry)).expect("Terry joins");
}

/// RM-TEAM-2: once per players' phase per team.
#[test]
fn rm_team_2_one_team_action_per_players_phase() {
    let mut sc = team_scenario([0, 2, 0]);
    sc.place("louise", "st1").unwrap().place("terry", "st4").unwrap();
    sc.activate("louise").unwrap();
    teammate_joins_and_forward(&mut sc, "st3", false);
    let louise = sc.survivor("louise").unwrap();
    sc.act(Action::Teammate(louise)).unwrap();
    assert_eq!(sc.game.state().survivors[louise as usize].zone, sc.zone("st3").unwrap());
    // The team holds two Forward cards, but has used its team action.
    let again = Action::TeamAction { card_mode: 3, zone: sc.zone("st3").unwrap() };
    assert_eq!(refusal(&sc, again), "RM-TEAM-2");
}

/// RM-SKILL-08: +1 free Team action.
#[test]
fn rm_skill_08_plus_1_free_team_action_allows_a_second() {
    let mut sc = team_scenario([0, 2, 0]);
    sc.place("louise", "st1").unwrap().place("terry", "st4").unwrap();
    sc.skill("louise", "plus_1_free_team_action").unwrap();
    sc.activate("louise").unwrap();
    teammate_joins_and_forward(&mut sc, "st3", false);
    let louise = sc.survivor("louise").unwrap();
    sc.act(Action::Teammate(louise)).unwrap();
    // RM-TEAM-7: the second identical card may be played too, once.
    let again = Action::TeamAction { card_mode: 3, zone: sc.zone("st3").unwrap() };
    assert!(sc.legal().contains(&again), "{:?}", sc.legal());
    sc.act(again).unwrap();
    assert_eq!(sc.game.state().team_played[0], [0, 2, 0]);
}

#[test]
fn rm_team_1_cards_are_chosen_at_setup() {
    let mut sc = team_scenario([0, 0, 0]);
    sc.place("louise", "st1").unwrap().place("terry", "st4").unwrap();
    sc.activate("louise").unwrap();
    let forward = Action::TeamAction { card_mode: 2, zone: sc.zone("st3").unwrap() };
    assert_eq!(refusal(&sc, forward), "RM-TEAM-1");
    assert!(!sc.legal().iter().any(|a| matches!(a, Action::TeamAction { .. })));
    let mut setup = Setup::solo("tutorial-1", &["louise", "terry"], Some(sample_catalog()));
    setup.options.free_team_size = true;
    setup.options.team_cards = [1, 1, 1];
    assert!(Scenario::new(&setup).is_err(), "three cards are refused (RM-TEAM-1)");
}

#[test]
fn rm_team_3_a_teammate_is_needed() {
    let mut sc = team_scenario([0, 1, 0]);
    // Terry is too far to reach st3 with one move.
    sc.place("louise", "st1").unwrap().place("terry", "st11").unwrap();
    sc.activate("louise").unwrap();
    let forward = Action::TeamAction { card_mode: 2, zone: sc.zone("st3").unwrap() };
    assert_eq!(refusal(&sc, forward), "RM-TEAM-FWD-1");
}

#[test]
fn rm_skill_63_jump_once_per_activation_exactly_two_zones() {
    let mut sc = scenario(&["bear"]);
    sc.place("bear", "st3").unwrap();
    sc.skill("bear", "jump").unwrap();
    sc.activate("bear").unwrap();
    let (st3, st4, st5) = (sc.zone("st3").unwrap(), sc.zone("st4").unwrap(), sc.zone("st5").unwrap());
    // One zone away is a Move, not a Jump.
    assert_eq!(refusal(&sc, use_skill(Skill::JUMP, st4)), "RM-SKILL-63");
    sc.act(use_skill(Skill::JUMP, st5)).unwrap();
    assert_eq!(refusal(&sc, use_skill(Skill::JUMP, st3)), "RM-SKILL-63");
}

#[test]
fn rm_skill_63_jump_ignores_slippery_when_leaving_zombies() {
    let mut sc = scenario(&["bear"]);
    sc.place("bear", "st3").unwrap().zombies("st3", Walker, 1).unwrap();
    sc.skill("bear", "jump").unwrap();
    sc.skill("bear", "slippery").unwrap();
    sc.activate("bear").unwrap();
    let st5 = sc.zone("st5").unwrap();
    sc.act(use_skill(Skill::JUMP, st5)).unwrap();
    let bear = sc.survivor("bear").unwrap();
    // One action for the jump, one for the walker he leaves (RM-MOVE-5).
    assert_eq!(sc.game.state().survivors[bear as usize].actions, 1);
}

#[test]
fn rm_skill_79_trick_shot_needs_identical_weapons_and_two_zones() {
    let mut sc = scenario(&["parker"]);
    sc.place("parker", "st3").unwrap().zombies("st4", Walker, 1).unwrap().zombies("st1", Walker, 1).unwrap();
    sc.skill("parker", "trick_shot").unwrap();
    sc.inventory("parker", &["pistol", "sawed_off"]).unwrap();
    sc.activate("parker").unwrap();
    let st4 = sc.zone("st4").unwrap();
    // Two different weapons: no Trick shot.
    assert_eq!(refusal(&sc, use_skill(Skill::TRICK_SHOT, st4)), "RM-SKILL-79");
    sc.inventory("parker", &["pistol", "pistol"]).unwrap();
    assert!(sc.game.check(use_skill(Skill::TRICK_SHOT, st4)).is_ok());
    // One zone with targets in range: a plain ranged action, not a Trick shot.
    sc.zombies("st1", Walker, 0).unwrap();
    assert_eq!(refusal(&sc, use_skill(Skill::TRICK_SHOT, st4)), "RM-SKILL-79");
}

/// Dan holds "Can start at [orange]" at blue in a catalog of our own.
fn early_starter(agreed: bool) -> horde_rue_morgue::RueMorgue {
    let mut catalog = sample_catalog();
    let dan = catalog.survivors.iter_mut().find(|s| s.id == "dan").expect("dan");
    dan.blue.push("can_start_at:orange".into());
    let mut setup = Setup::solo("tutorial-1", &["dan", "joe"], Some(catalog));
    setup.options.free_team_size = true;
    setup.options.can_start_at = agreed;
    horde_rue_morgue::RueMorgue::new(&setup).expect("setup")
}

#[test]
fn rm_skill_52_can_start_at_orange_with_the_tables_agreement() {
    let mut g = early_starter(true);
    // RM-SKILL-52: the marker sits on orange's first value, 19; yellow's
    // skill comes at once and orange's is Dan's seat's choice (RM-XP-2).
    let dan = &g.state().survivors[0];
    assert_eq!(dan.xp, 19);
    assert!(dan.skills.has(Skill::PLUS_1_ACTION));
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(legal, vec![Action::ChooseSkill(0), Action::ChooseSkill(1)]);
    let mut ev = Vec::new();
    g.apply(Action::ChooseSkill(1), &mut ev).expect("orange skill");
    assert!(g.state().survivors[0].skills.has(Skill(6)), "+1 free Move action");
    assert_eq!(g.state().survivors[1].xp, 0, "Joe starts at blue");
}

#[test]
fn rm_skill_52_without_agreement_he_starts_at_blue() {
    let g = early_starter(false);
    assert_eq!(g.state().survivors[0].xp, 0);
    assert!(!g.state().survivors[0].skills.has(Skill::PLUS_1_ACTION));
}

#[test]
fn rm_skill_72_fate_once_per_turn() {
    let mut sc = scenario(&["louise"]);
    sc.place("louise", "b1").unwrap().spawned("b1").unwrap().spawned("b2").unwrap().spawned("b3").unwrap();
    sc.skill("louise", "fate").unwrap();
    sc.skill("louise", "search_plus_1_card").unwrap();
    sc.activate("louise").unwrap();
    sc.act(Action::Search).unwrap();
    sc.draw_equipment("pistol").unwrap();
    let pistol = sc.item("pistol").unwrap();
    sc.act(use_skill(Skill::FATE, pistol)).unwrap();
    sc.draw_equipment("crowbar").unwrap();
    sc.act(Action::Keep(0)).unwrap();
    // The second card of Search: +1 card is revealed in the same turn.
    sc.draw_equipment("knife").unwrap();
    let knife = sc.item("knife").unwrap();
    assert_eq!(refusal(&sc, use_skill(Skill::FATE, knife)), "RM-SKILL-72");
}

#[test]
fn rm_skill_64_reserve_items_need_the_tactical_vest() {
    let mut sc = scenario(&["bear"]);
    sc.place("bear", "st4").unwrap().zombies("st4", Walker, 1).unwrap();
    sc.inventory("bear", &["", "", "crowbar"]).unwrap();
    sc.activate("bear").unwrap();
    let reserve = horde_rue_morgue::FIRST_RESERVE_HAND;
    assert_eq!(refusal(&sc, Action::Melee { hand: reserve }), "RM-MACT-1");
    sc.skill("bear", "tactical_vest").unwrap();
    assert!(sc.game.check(Action::Melee { hand: reserve }).is_ok());
}

/// Dan and Joe play for seat 0, Bear (a Tactician) for seat 1.
fn tactician_scenario() -> Scenario {
    let mut setup = Setup::solo("tutorial-1", &["dan", "joe", "bear"], Some(sample_catalog()));
    setup.options.free_team_size = true;
    setup.seats = vec![
        horde_rue_morgue::SeatSetup { survivors: vec!["dan".into(), "joe".into()], team: 0 },
        horde_rue_morgue::SeatSetup { survivors: vec!["bear".into()], team: 0 },
    ];
    let mut sc = Scenario::new(&setup).expect("setup");
    sc.skill("bear", "tactician").expect("tactician");
    sc
}

#[test]
fn rm_skill_75_tactician_plays_between_another_seats_survivors() {
    let mut sc = tactician_scenario();
    let bear = sc.survivor("bear").unwrap();
    let (dan, joe) = (sc.survivor("dan").unwrap(), sc.survivor("joe").unwrap());
    sc.act(Action::Activate(dan)).unwrap();
    sc.act(Action::DoNothing).unwrap();
    // Before Joe (seat 0) plays, Bear's seat is asked whether he plays now.
    assert_eq!(sc.decision(), horde_core::Decision::Seat(horde_core::Seat(1)));
    assert_eq!(sc.legal(), vec![Action::Activate(bear), Action::Done]);
    assert_eq!(refusal(&sc, Action::Activate(joe)), "RM-SKILL-75");
    sc.act(Action::Activate(bear)).unwrap();
    assert_eq!(sc.game.state().active, bear);
    assert_eq!(sc.decision(), horde_core::Decision::Seat(horde_core::Seat(1)));
    sc.act(Action::DoNothing).unwrap();
    // Bear has played: Joe, the last of seat 0, plays at once.
    assert_eq!(sc.game.state().active, joe);
}

#[test]
fn rm_skill_75_tactician_who_waits_plays_last() {
    let mut sc = tactician_scenario();
    let bear = sc.survivor("bear").unwrap();
    let (dan, joe) = (sc.survivor("dan").unwrap(), sc.survivor("joe").unwrap());
    sc.act(Action::Activate(dan)).unwrap();
    sc.act(Action::DoNothing).unwrap();
    sc.act(Action::Done).unwrap();
    assert_eq!(sc.game.state().active, joe, "Joe, the last of seat 0, plays at once");
    sc.act(Action::DoNothing).unwrap();
    // Every other survivor has played: Bear must play now.
    assert_eq!(sc.decision(), horde_core::Decision::Seat(horde_core::Seat(1)));
    assert_eq!(sc.legal(), vec![Action::Activate(bear)]);
}
