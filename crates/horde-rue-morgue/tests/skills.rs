//! Skills used as actions (`Action::UseSkill`): who may use them, how
//! often, and the typed refusals that cite each skill's rule ID. Their
//! effects are shown by the scenarios under `tests/scenarios/skill_*`.

use horde_core::{Game, RuleViolation};
use horde_rue_morgue::content::ZombieKind::*;
use horde_rue_morgue::position::Scenario;
use horde_rue_morgue::sample_catalog::sample_catalog;
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

/// RM-SKILL-75, RM-VS-16: rival teams' Tacticians get their windows in
/// turn order from the first player. Seat 1 holds the token and plays
/// first; before Joe, its second survivor, the Tacticians of the other two
/// teams are asked: Bear's seat (next in turn order) before Jane's.
#[test]
fn rm_skill_75_rival_tacticians_in_turn_order() {
    use horde_rue_morgue::SeatSetup;
    let mut setup = Setup::solo("m11", &[], Some(sample_catalog()));
    setup.options.free_team_size = true;
    setup.seats = vec![
        SeatSetup { survivors: vec!["jane".into()], team: 0 },
        SeatSetup { survivors: vec!["dan".into(), "joe".into()], team: 1 },
        SeatSetup { survivors: vec!["bear".into()], team: 2 },
    ];
    let mut sc = Scenario::new(&setup).expect("setup");
    sc.game.state_mut().zombies = [[0; 5]; horde_rue_morgue::map::MAX_ZONES];
    sc.game.state_mut().first_player = 1;
    sc.skill("jane", "tactician").unwrap().skill("bear", "tactician").unwrap();
    let (jane, dan, bear) = (sc.survivor("jane").unwrap(), sc.survivor("dan").unwrap(), sc.survivor("bear").unwrap());
    sc.act(Action::Activate(dan)).unwrap();
    sc.act(Action::DoNothing).unwrap();
    assert_eq!(sc.decision(), horde_core::Decision::Seat(horde_core::Seat(2)));
    assert_eq!(sc.legal(), vec![Action::Activate(bear), Action::Done]);
    sc.act(Action::Done).unwrap();
    assert_eq!(sc.decision(), horde_core::Decision::Seat(horde_core::Seat(0)));
    assert_eq!(sc.legal(), vec![Action::Activate(jane), Action::Done]);
}

/// Plays the same random line twice from one position, once with `skill`
/// given to Parker and once without, and demands the same legal actions and
/// the same events at every step, until the game ends; returns the steps.
fn plays_identically(skill: &str, seed: u64) -> usize {
    let build = |with: bool| {
        let mut sc = scenario(&["parker", "joe"]);
        sc.place("parker", "st3").expect("zone").place("joe", "st3").expect("zone");
        sc.zombies("st10", Walker, 2).expect("zone").zombies("st8", Runner, 1).expect("zone");
        if with {
            sc.skill("parker", skill).expect("a known skill");
        }
        sc
    };
    let (mut with, mut without) = (build(true), build(false));
    let mut x: u64 = seed;
    let mut steps = 0;
    let options = |sc: &Scenario| {
        let mut v = sc.legal();
        if v.is_empty() {
            let mut w = Vec::new();
            sc.game.chance_outcomes(&mut w);
            v = w.into_iter().map(|(a, _)| a).collect();
        }
        v
    };
    for _ in 0..600 {
        let legal = options(&with);
        assert_eq!(legal, options(&without), "{skill} changed the legal actions after {steps} steps");
        if legal.is_empty() {
            break;
        }
        x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        let a = legal[(x >> 33) as usize % legal.len()];
        assert_eq!(with.act(a).expect("listed"), without.act(a).expect("listed"), "{skill} changed what {a:?} did");
        steps += 1;
    }
    steps
}

/// Several random lines, long enough together to cross zombies' phases.
fn plays_identically_often(skill: &str) {
    let steps: usize = (1..=8).map(|seed| plays_identically(skill, seed * 0x9e37_79b9)).sum();
    assert!(steps > 200, "the lines must cover a few turns, played {steps} steps");
}

/// RM-SKILL-07, RM-GAP-17: dogs and their commands belong to another box;
/// the skill is carried and shown but adds no action (see the rulings).
#[test]
fn rm_skill_07_free_dog_action_adds_nothing_without_dogs() {
    let mut set = horde_rue_morgue::skills::SkillSet::default();
    let plain = horde_rue_morgue::skills::free_actions(set);
    set.insert(Skill::parse("plus_1_free_dog_action").expect("a known skill").0);
    assert_eq!(horde_rue_morgue::skills::free_actions(set), plain);
    plays_identically_often("plus_1_free_dog_action");
}

/// RM-SKILL-45, RM-GAP-17: no toxic zombie in this box, so Toxin immunity
/// never has anything to resist (see the rulings).
#[test]
fn rm_skill_45_toxin_immunity_changes_nothing_in_this_box() {
    plays_identically_often("toxin_immunity");
}

#[test]
fn rm_skill_61_taunt_once_per_turn_at_a_zone_in_sight() {
    let mut sc = scenario(&["maddie", "joe"]);
    sc.place("maddie", "st3").unwrap().place("joe", "st1").unwrap();
    sc.zombies("st5", Walker, 1).unwrap().zombies("st10", Walker, 1).unwrap();
    sc.skill("maddie", "taunt").unwrap();
    sc.activate("maddie").unwrap();
    let (st4, st5, st10) = (sc.zone("st4").unwrap(), sc.zone("st5").unwrap(), sc.zone("st10").unwrap());
    // st10 is round the corner: not in her line of sight.
    assert_eq!(refusal(&sc, use_skill(Skill::TAUNT, st10)), "RM-SKILL-61");
    // st4 is in sight but holds nobody to taunt.
    assert_eq!(refusal(&sc, use_skill(Skill::TAUNT, st4)), "RM-SKILL-61");
    sc.act(use_skill(Skill::TAUNT, st5)).unwrap();
    // One move toward her, which also cost her nothing.
    assert_eq!((sc.count("st4", Walker), sc.game.state().survivors[0].actions), (1, 3));
    assert_eq!(refusal(&sc, use_skill(Skill::TAUNT, st4)), "RM-SKILL-61");
}

#[test]
fn rm_skill_61_only_a_taunter_taunts() {
    let mut sc = scenario(&["maddie"]);
    sc.place("maddie", "st3").unwrap().zombies("st4", Walker, 1).unwrap();
    sc.activate("maddie").unwrap();
    let st4 = sc.zone("st4").unwrap();
    assert_eq!(refusal(&sc, use_skill(Skill::TAUNT, st4)), "RM-SKILL-61");
}

/// Resolves a building spawn: the first zone each time a zone is to be
/// chosen, `cards` in turn at each draw, until something else is asked.
fn resolve_building_spawn(sc: &mut Scenario, cards: &mut std::slice::Iter<u16>) {
    loop {
        if sc.decision() == horde_core::Decision::Chance {
            sc.draw_zombie(*cards.next().expect("a card to draw")).expect("a card in the deck");
            continue;
        }
        match sc.legal().into_iter().find(|a| matches!(a, Action::ChooseZone(_))) {
            Some(a) => {
                sc.act(a).expect("listed");
            }
            None => return,
        }
    }
}

/// RM-SKILL-68, RM-XACT-3, RM-BSPAWN-2: an extra activation card drawn in a
/// building spawn gives James his extra turn at once, in the middle of
/// Joe's activation, which then resumes with the actions Joe had left.
#[test]
fn rm_skill_68_zombie_link_turn_inside_another_activation() {
    let mut sc = scenario(&["joe", "james"]);
    sc.place("joe", "st4").unwrap().place("james", "st1").unwrap();
    sc.inventory("joe", &["crowbar"]).unwrap().door("b3", "st4", false).unwrap();
    sc.xp("james", 12).unwrap().skill("james", "zombie_link").unwrap();
    sc.activate("joe").unwrap();
    let (joe, james) = (sc.survivor("joe").unwrap(), sc.survivor("james").unwrap());
    let open = sc.legal().into_iter().find(|a| matches!(a, Action::OpenDoor { .. })).expect("a door to open");
    sc.act(open).unwrap();
    let cards = [181u16, 146, 147];
    let mut cards = cards.iter();
    resolve_building_spawn(&mut sc, &mut cards);
    let st = sc.game.state();
    assert_eq!((st.active, st.survivors[james as usize].actions), (james, 3), "James plays his extra turn");
    assert_eq!(st.survivors[joe as usize].actions, 2);
    let st3 = sc.zone("st3").unwrap();
    sc.act(Action::Move(st3)).unwrap();
    sc.act(Action::DoNothing).unwrap();
    resolve_building_spawn(&mut sc, &mut cards);
    let st = sc.game.state();
    assert_eq!((st.active, st.survivors[joe as usize].actions), (joe, 2), "Joe's activation resumes");
    assert_eq!(st.survivors[james as usize].zone, st3);
    // James has not had his own activation yet: he still may.
    assert_eq!(st.survivors[james as usize].flags & horde_rue_morgue::flag::DONE, 0);
}

/// RM-SKILL-68: with two survivors linked, the first player chooses who
/// plays first; only they are offered.
#[test]
fn rm_skill_68_players_choose_the_order() {
    let mut sc = scenario(&["joe", "james", "bear"]);
    sc.place("joe", "st1").unwrap().place("james", "st1").unwrap().place("bear", "st1").unwrap();
    sc.xp("james", 12).unwrap();
    sc.skill("james", "zombie_link").unwrap().skill("joe", "zombie_link").unwrap();
    sc.zombies_phase();
    while sc.decision() == horde_core::Decision::Chance && sc.game.state().active == horde_rue_morgue::NONE {
        if matches!(sc.game.state().stack.top(), Some(horde_rue_morgue::Step::SpawnRoll { .. })) {
            sc.roll(&[1]).unwrap();
        } else {
            sc.draw_zombie(181).unwrap();
            break;
        }
    }
    let (joe, james, bear) = (sc.survivor("joe").unwrap(), sc.survivor("james").unwrap(), sc.survivor("bear").unwrap());
    assert_eq!(sc.legal(), vec![Action::Activate(joe), Action::Activate(james)]);
    assert_eq!(refusal(&sc, Action::Activate(bear)), "RM-SKILL-68");
    sc.act(Action::Activate(james)).unwrap();
    sc.act(Action::DoNothing).unwrap();
    // Joe is the only one left: his turn starts by itself.
    assert_eq!(sc.game.state().active, joe);
}

/// Rolls the spawn dice (all ones) and returns once something else is asked.
fn roll_spawn_dice(sc: &mut Scenario) {
    while matches!(sc.game.state().stack.top(), Some(horde_rue_morgue::Step::SpawnRoll { .. })) {
        sc.roll(&[1]).expect("a spawn die");
    }
}

/// Draws the first card offered while chance is to act.
fn draw_while_chance(sc: &mut Scenario) {
    while sc.decision() == horde_core::Decision::Chance {
        let mut w = Vec::new();
        sc.game.chance_outcomes(&mut w);
        sc.act(w[0].0).expect("a chance outcome");
    }
}

/// RM-SKILL-65, RM-SPAWN-14: the Distributor's seat deals only the cards
/// drawn for it.
#[test]
fn rm_skill_65_distributor_deals_only_the_cards_drawn() {
    let mut sc = scenario(&["james", "joe"]);
    sc.skill("james", "distributor").unwrap();
    sc.zombies_phase();
    roll_spawn_dice(&mut sc);
    draw_while_chance(&mut sc);
    let held = sc.game.state().held;
    assert_eq!(held.count_ones(), 4, "one card per die, drawn before any is dealt");
    assert_eq!(sc.game.view(horde_core::Viewer::Spectator).zombie_cards_held.len(), 4);
    let not_held = (0..64u8).find(|c| held & (1 << c) == 0).expect("a card left in the deck");
    assert_eq!(refusal(&sc, Action::DrawZombie(not_held)), "RM-SKILL-65");
    assert_eq!(sc.legal().len(), 4);
}

/// M11 with two rival teams, Dan and Jane against Bear and Katie, and the
/// setup zombies cleared.
fn rival_teams() -> Scenario {
    use horde_rue_morgue::SeatSetup;
    let mut setup = Setup::solo("m11", &[], Some(sample_catalog()));
    setup.options.free_team_size = true;
    setup.seats = vec![
        SeatSetup { survivors: vec!["dan".into(), "jane".into()], team: 0 },
        SeatSetup { survivors: vec!["bear".into(), "katie".into()], team: 1 },
    ];
    let mut sc = Scenario::new(&setup).expect("setup");
    sc.game.state_mut().zombies = [[0; 5]; horde_rue_morgue::map::MAX_ZONES];
    sc
}

/// RM-SKILL-65, RM-VS-16: rival teams both have a Distributor; the first
/// player chooses whose team deals, and that team's seat deals.
#[test]
fn rm_skill_65_rival_distributors_the_first_player_chooses() {
    let mut sc = rival_teams();
    sc.skill("dan", "distributor").unwrap().skill("bear", "distributor").unwrap();
    let (dan, jane, bear) = (sc.survivor("dan").unwrap(), sc.survivor("jane").unwrap(), sc.survivor("bear").unwrap());
    sc.zombies_phase();
    roll_spawn_dice(&mut sc);
    assert_eq!(sc.decision(), horde_core::Decision::Seat(horde_core::Seat(0)));
    assert_eq!(sc.legal(), vec![Action::Teammate(dan), Action::Teammate(bear)]);
    assert_eq!(refusal(&sc, Action::Teammate(jane)), "RM-SKILL-65");
    sc.act(Action::Teammate(bear)).unwrap();
    draw_while_chance(&mut sc);
    assert_eq!(sc.decision(), horde_core::Decision::Seat(horde_core::Seat(1)));
}

/// RM-SKILL-43, RM-INV-1, RM-TRADE-2: the sixth slot is the Hoarder's
/// alone: it trades like any other, the partner gets none, and views show
/// six slots for her and five for him.
#[test]
fn rm_skill_43_hoard_slot_is_the_hoarders_alone() {
    let mut sc = scenario(&["louise", "joe"]);
    sc.place("louise", "st1").unwrap().place("joe", "st1").unwrap();
    sc.skill("louise", "hoard").unwrap();
    sc.inventory("louise", &["crowbar", "pistol", "knife", "bottle", "gasoline", "sword"]).unwrap();
    assert!(sc.inventory("joe", &["crowbar", "", "", "", "", "sword"]).is_err(), "Joe has five slots");
    sc.inventory("joe", &["crowbar"]).unwrap();
    let (louise, joe) = (sc.survivor("louise").unwrap(), sc.survivor("joe").unwrap());
    let view = sc.game.view(horde_core::Viewer::Spectator);
    assert_eq!((view.survivors[louise as usize].inventory.len(), view.survivors[joe as usize].inventory.len()), (6, 5));
    sc.activate("louise").unwrap();
    sc.act(Action::Trade(joe)).unwrap();
    let legal = sc.legal();
    assert!(legal.contains(&Action::Exchange(5, 1)), "her sixth card may go to Joe's free hand");
    assert!(legal.contains(&Action::Swap(0, 5)));
    assert!(!legal.iter().any(|a| matches!(a, Action::Exchange(_, 5) | Action::SwapOther(_, 5))));
    sc.act(Action::Exchange(5, 1)).unwrap();
    assert!(sc.game.state().survivors[louise as usize].slots[5].is_empty());
}

/// RM-SKILL-43, RM-SKILL-64: with Tactical vest too, the sixth slot is a
/// hand of its own (hand 6).
#[test]
fn rm_skill_43_hoard_slot_with_the_tactical_vest() {
    let mut sc = scenario(&["louise"]);
    sc.place("louise", "st4").unwrap().zombies("st4", Walker, 1).unwrap();
    sc.skill("louise", "hoard").unwrap().skill("louise", "tactical_vest").unwrap();
    sc.inventory("louise", &["", "", "", "", "", "sword"]).unwrap();
    sc.activate("louise").unwrap();
    assert!(sc.legal().contains(&Action::Melee { hand: 6 }));
}

/// RM-SKILL-33: a noisy turn earns no Rotten token, and attacking loses
/// the one he holds.
#[test]
fn rm_skill_33_rotten_token_comes_with_quiet_and_goes_with_attacks() {
    let mut sc = scenario(&["dan", "joe"]);
    sc.place("dan", "st3").unwrap().place("joe", "st1").unwrap();
    sc.inventory("dan", &["crowbar"]).unwrap();
    sc.skill("dan", "rotten").unwrap();
    let dan = sc.survivor("dan").unwrap();
    let rotten = |sc: &Scenario| sc.game.view(horde_core::Viewer::Spectator).survivors[dan as usize].rotten;
    sc.activate("dan").unwrap();
    sc.act(Action::MakeNoise).unwrap();
    sc.act(Action::DoNothing).unwrap();
    assert!(!rotten(&sc), "he made noise this turn");
    // A quiet turn next time round earns it.
    sc.game.state_mut().survivors[dan as usize].flags &= !horde_rue_morgue::flag::DONE;
    sc.activate("dan").unwrap();
    sc.act(Action::DoNothing).unwrap();
    assert!(rotten(&sc));
    sc.game.state_mut().survivors[dan as usize].flags &= !horde_rue_morgue::flag::DONE;
    sc.zombies("st3", Walker, 1).unwrap();
    sc.activate("dan").unwrap();
    sc.act(Action::Melee { hand: 0 }).unwrap();
    assert!(!rotten(&sc), "attacking loses the token at once");
}

/// RM-SKILL-68, RM-VS-5, RM-VS-16: linked survivors of rival teams play
/// in turn order from the first player, with no choice to make.
#[test]
fn rm_skill_68_rival_teams_play_in_turn_order() {
    let mut sc = rival_teams();
    sc.game.state_mut().first_player = 1;
    sc.xp("dan", 12).unwrap();
    sc.skill("dan", "zombie_link").unwrap().skill("bear", "zombie_link").unwrap();
    let (dan, bear) = (sc.survivor("dan").unwrap(), sc.survivor("bear").unwrap());
    sc.zombies_phase();
    roll_spawn_dice(&mut sc);
    sc.draw_zombie(181).unwrap();
    // Seat 1 holds the first player token: Bear goes first.
    assert_eq!(sc.game.state().active, bear);
    sc.act(Action::DoNothing).unwrap();
    assert_eq!(sc.game.state().active, dan);
}
