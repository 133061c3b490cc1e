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
