//! Rules beyond the worked examples: doors and building spawn, search,
//! special cards, special tiles, the helicopter, goals, views.

#![allow(clippy::unwrap_used)] // test helpers: a failed lookup is a broken test

use horde_core::{Decision, Game, HordeRng, RuleViolation, Seat, Viewer, rng::stream};
use horde_rue_morgue::content::ZombieKind::*;
use horde_rue_morgue::position::Scenario;
use horde_rue_morgue::sample_catalog::sample_catalog;
use horde_rue_morgue::{Action, Event, Setup, TentCard};

fn scenario(survivors: &[&str]) -> Scenario {
    let mut setup = Setup::solo("tutorial-1", survivors, Some(sample_catalog()));
    setup.options.free_team_size = true;
    Scenario::new(&setup).expect("setup")
}

fn surv<'a>(sc: &'a Scenario, id: &str) -> &'a horde_rue_morgue::Surv {
    &sc.game.state().survivors[sc.survivor(id).unwrap() as usize]
}

fn door(sc: &Scenario, a: &str, b: &str) -> u8 {
    let (a, b) = (sc.zone(a).unwrap(), sc.zone(b).unwrap());
    sc.game.statics().map().doors.iter().position(|d| (d.a, d.b) == (a, b) || (d.a, d.b) == (b, a)).unwrap() as u8
}

fn rule(e: horde_core::Illegal) -> &'static str {
    e.rule_id()
}

#[test]
fn rm_bspawn_1_first_door_reveals_the_whole_building_once() {
    let mut sc = scenario(&["dan", "joe"]);
    sc.place("dan", "st1").unwrap().inventory("dan", &["crowbar"]).unwrap();
    sc.place("joe", "st2").unwrap().inventory("joe", &["crowbar"]).unwrap();
    sc.activate("dan").unwrap();
    sc.act(Action::OpenDoor { door: door(&sc, "a1", "st1"), hand: 0 }).unwrap();
    assert_eq!(sc.game.state().noise[sc.zone("st1").unwrap() as usize], 0, "the crowbar is silent (RM-DOOR-2)");
    // The opener's seat picks the order of the building's zones.
    let (a1, a2) = (sc.zone("a1").unwrap(), sc.zone("a2").unwrap());
    assert_eq!(sc.legal(), vec![Action::ChooseZone(a1), Action::ChooseZone(a2)]);
    sc.act(Action::ChooseZone(a2)).unwrap();
    sc.draw_zombie(152).unwrap();
    // The last zone needs no choice.
    assert_eq!(sc.decision(), Decision::Chance);
    sc.draw_zombie(146).unwrap();
    assert_eq!((sc.count("a2", Walker), sc.count("a1", Walker)), (2, 1));
    // A second door of the same building spawns nothing.
    sc.activate("joe").unwrap();
    let ev = sc.act(Action::OpenDoor { door: door(&sc, "a2", "st2"), hand: 0 }).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::ZombieCard { .. })));
    assert!(matches!(sc.decision(), Decision::Seat(_)));
}

#[test]
fn rm_door_1_needs_a_door_opener_in_hand() {
    let mut sc = scenario(&["dan"]);
    sc.place("dan", "st1").unwrap().inventory("dan", &["pistol", "", "crowbar"]).unwrap();
    sc.activate("dan").unwrap();
    let err = sc.act(Action::OpenDoor { door: door(&sc, "a1", "st1"), hand: 0 }).unwrap_err();
    assert_eq!(rule(err), "RM-DOOR-1");
}

#[test]
fn rm_event_2_3_event_tile_spawns_on_entry_not_on_door() {
    let mut sc = scenario(&["dan"]);
    sc.place("dan", "st6").unwrap().inventory("dan", &["fire_axe"]).unwrap();
    sc.activate("dan").unwrap();
    let ev = sc.act(Action::OpenDoor { door: door(&sc, "d1", "st6"), hand: 0 }).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::ZombieCard { .. })), "RM-EVENT-3");
    assert_eq!(sc.game.state().noise[sc.zone("st6").unwrap() as usize], 1, "the fire axe opens noisily");
    let ev = sc.act(Action::Move(sc.zone("d1").unwrap())).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::EventTriggered { .. })));
    // Three rooms on the tile: the seat orders them, then one card each.
    assert_eq!(sc.legal().len(), 3);
    sc.act(Action::ChooseZone(sc.zone("d1").unwrap())).unwrap();
    sc.draw_zombie(152).unwrap();
    assert_eq!(sc.count("d1", Walker), 2);
}

#[test]
fn rm_search_1_2_3_search_keep_and_once_per_turn() {
    let mut sc = scenario(&["lori"]);
    sc.place("lori", "b1").unwrap().inventory("lori", &["crowbar"]).unwrap();
    sc.activate("lori").unwrap();
    sc.act(Action::Search).unwrap();
    assert_eq!(sc.decision(), Decision::Chance);
    sc.draw_equipment("shotgun").unwrap();
    sc.act(Action::Keep(1)).unwrap();
    // RM-SEARCH-4: a free rearrangement window follows.
    sc.act(Action::Done).unwrap();
    assert_eq!(surv(&sc, "lori").slots[1].item(), Some(sc.item("shotgun").unwrap()));
    assert_eq!(rule(sc.act(Action::Search).unwrap_err()), "RM-SEARCH-3");
    let mut sc = scenario(&["lori"]);
    sc.place("lori", "st4").unwrap();
    sc.activate("lori").unwrap();
    assert_eq!(rule(sc.act(Action::Search).unwrap_err()), "RM-SEARCH-1", "streets are not searched");
    let mut sc = scenario(&["lori"]);
    sc.place("lori", "b1").unwrap().zombies("b1", Crawler, 1).unwrap();
    sc.activate("lori").unwrap();
    assert_eq!(rule(sc.act(Action::Search).unwrap_err()), "RM-SEARCH-1", "no search with zombies");
}

#[test]
fn aaahh_brings_a_walker() {
    let mut sc = scenario(&["lori"]);
    sc.place("lori", "b1").unwrap();
    sc.activate("lori").unwrap();
    sc.act(Action::Search).unwrap();
    sc.draw_equipment("aaahh").unwrap();
    assert_eq!(sc.count("b1", Walker), 1);
}

#[test]
fn rm_search_6_reshuffle_leaves_set_aside_cards_out() {
    let mut sc = scenario(&["lori"]);
    sc.place("lori", "b1").unwrap();
    let pistol = sc.item("pistol").unwrap() as usize;
    let vest = sc.item("vest").unwrap() as usize;
    {
        let s = sc.game.state_mut();
        s.eq_deck = [0; horde_rue_morgue::MAX_EQUIPMENT];
        s.eq_discard[pistol] = 2;
        s.eq_discard[vest] = 1;
    }
    sc.activate("lori").unwrap();
    sc.act(Action::Search).unwrap();
    let mut w = Vec::new();
    sc.game.chance_outcomes(&mut w);
    assert_eq!(w, vec![(Action::DrawEquipment(pistol as u8), 2)]);
    assert_eq!(sc.game.state().eq_discard[vest], 1);
}

#[test]
fn rm_molotov_3_kills_everything_including_the_abomination_and_survivors() {
    let mut sc = scenario(&["joe", "lori"]);
    sc.place("joe", "st3").unwrap().inventory("joe", &["molotov"]).unwrap();
    sc.place("lori", "st4").unwrap();
    sc.zombies("st4", Abomination, 1).unwrap().zombies("st4", Walker, 2).unwrap();
    sc.activate("joe").unwrap();
    let molotovs = sc.game.state().molotovs;
    let ev = sc.act(Action::Ranged { hand: 0, zone: sc.zone("st4").unwrap() }).unwrap();
    assert_eq!(sc.count("st4", Abomination) + sc.count("st4", Walker), 0);
    assert!(!surv(&sc, "lori").alive());
    assert_eq!(surv(&sc, "joe").xp, 7, "5 for the Abomination, 1 per walker");
    assert_eq!(sc.count("st4", Crawler), 0, "no dice, no crawlers (RM-CRAWL-3)");
    assert_eq!(sc.game.state().molotovs, molotovs + 1, "set aside (RM-MOLOTOV-4)");
    assert!(!ev.iter().any(|e| matches!(e, Event::DieRolled { .. })));
}

#[test]
fn rm_abom_3_ordinary_weapons_cannot_hurt_it() {
    let mut sc = scenario(&["joe"]);
    sc.place("joe", "st3").unwrap().inventory("joe", &["shotgun"]).unwrap();
    sc.zombies("st4", Abomination, 1).unwrap().zombies("st4", Runner, 1).unwrap();
    sc.activate("joe").unwrap();
    sc.act(Action::Ranged { hand: 0, zone: sc.zone("st4").unwrap() }).unwrap();
    sc.roll(&[6, 6]).unwrap();
    assert_eq!((sc.count("st4", Abomination), sc.count("st4", Runner)), (1, 1), "it absorbs the hits (RM-PRIO-2)");
}

#[test]
fn rm_abom_4_grab_pulls_adjacent_survivors_after_its_attack() {
    let mut sc = scenario(&["joe", "lori", "dan"]);
    sc.place("joe", "st3").unwrap().place("lori", "st4").unwrap().place("dan", "a1").unwrap();
    sc.zombies("st3", Abomination, 1).unwrap();
    let ev = sc.zombies_phase();
    assert!(ev.iter().any(|e| matches!(e, Event::Grabbed { .. })));
    assert_eq!(surv(&sc, "lori").zone, sc.zone("st3").unwrap());
    assert_eq!(surv(&sc, "dan").zone, sc.zone("a1").unwrap(), "walls stop the grab (ruling)");
}

#[test]
fn rm_out_1_running_out_gives_an_extra_activation() {
    // 39 walkers shut in room a1 (its doors closed, so they cannot leave).
    let mut sc = scenario(&["jane", "joe"]);
    sc.place("jane", "st4").unwrap().place("joe", "b2").unwrap();
    sc.zombies("a1", Walker, 39).unwrap();
    sc.zombies_phase();
    assert_eq!(sc.count("a1", Walker), 39, "a closed door stops them (RM-ZMOVE-1)");
    sc.roll(&[1, 6, 6, 6]).unwrap();
    // Zone #1 (st1): two walkers wanted, one left: place it, then all
    // walkers activate at once.
    let ev = sc.draw_zombie(152).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::RanOut { kind: horde_rue_morgue::content::ZombieKind::Walker })));
    assert_eq!(sc.count("st1", Walker), 0, "the new walker already moved");
    assert_eq!(sc.count("st3", Walker), 1);
}

#[test]
fn rm_manhole_1_only_on_tiles_with_survivors() {
    // Jane stands on tile 2 (st4's manhole); st9's manhole is on tile 4.
    let mut sc = scenario(&["jane"]);
    sc.place("jane", "st4").unwrap();
    sc.zombies_phase();
    sc.roll(&[1, 1, 1, 1]).unwrap();
    sc.draw_zombie(185).unwrap();
    assert_eq!(sc.count("st4", Walker), 1);
    assert_eq!(sc.count("st9", Walker), 0);
}

#[test]
fn rm_tent_2_first_entry_reveals_the_tent_and_draws() {
    let mut sc = scenario(&["katie"]);
    sc.place("katie", "st5").unwrap().tent("t1", TentCard::OrdinaryBlueBed, false).unwrap();
    let hidden = sc.game.view(Viewer::Spectator);
    let t1 = hidden.zones.iter().find(|z| z.id == "t1").unwrap();
    assert_eq!(t1.tent, Some(None), "face down: the view does not tell");
    sc.activate("katie").unwrap();
    let ev = sc.act(Action::Move(sc.zone("t1").unwrap())).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::TentRevealed { card: TentCard::OrdinaryBlueBed, .. })));
    sc.draw_zombie(146).unwrap();
    assert_eq!(sc.count("t1", Walker), 1);
    // A bed card now fills the tent's blue bed (RM-BED-2).
    assert_eq!(sc.game.state().tents_revealed.count_ones(), 1);
}

#[test]
fn resample_hidden_redraws_only_face_down_tents() {
    let setup = Setup::solo("tutorial-1", &["parker", "dan", "katie", "lori", "bear", "joe"], Some(sample_catalog()));
    let mut m = horde_core::Match::<horde_rue_morgue::RueMorgue>::new(setup, 5).unwrap();
    let mut ev = Vec::new();
    m.run_chance(&mut ev);
    let g = m.state().clone();
    let mut rng = HordeRng::new(1, stream::TEST);
    let mut differs = false;
    for _ in 0..20 {
        let r = g.resample_hidden(Viewer::Spectator, &mut rng);
        assert_eq!(r.view(Viewer::Spectator), g.view(Viewer::Spectator), "indistinguishable to the viewer");
        let mut a = r.state().clone();
        let b = g.state().clone();
        differs |= a.tents != b.tents;
        a.tents = b.tents;
        assert_eq!(a, b, "only tents are resampled");
    }
    assert!(differs, "the hidden tents do get redrawn");
}

#[test]
fn rm_heli_flight_pilot_paratrooper_and_loud() {
    let mut sc = scenario(&["parker", "dan", "lori", "joe"]);
    sc.helicopter("pd", false).unwrap();
    for s in ["parker", "dan", "lori"] {
        sc.place(s, "pd").unwrap();
    }
    sc.place("joe", "b2").unwrap();
    sc.activate("dan").unwrap();
    sc.act(Action::Board(1)).unwrap();
    sc.activate("lori").unwrap();
    sc.act(Action::Board(2)).unwrap();
    sc.activate("parker").unwrap();
    sc.act(Action::Board(0)).unwrap();
    sc.act(Action::TakeOff).unwrap();
    assert_eq!(rule(sc.act(Action::ChangeSeat(3)).unwrap_err()), "RM-HELI-5", "a flying pilot keeps his seat");
    let st7 = sc.zone("st7").unwrap();
    assert!(sc.legal().contains(&Action::Fly(sc.zone("b2").unwrap())), "walls are ignored in flight");
    sc.act(Action::Fly(st7)).unwrap();
    assert_eq!(surv(&sc, "dan").zone, st7);
    sc.activate("lori").unwrap();
    assert_eq!(rule(sc.act(Action::ExitHelicopter).unwrap_err()), "RM-HELI-4");
    sc.activate("dan").unwrap();
    sc.act(Action::ExitHelicopter).unwrap();
    assert_eq!(surv(&sc, "dan").aboard, horde_rue_morgue::NONE);
    // Zombies ignore Joe shut in b2 and go for the flying helicopter.
    sc.place("dan", "b2").unwrap();
    sc.zombies("st4", Walker, 1).unwrap();
    sc.zombies_phase();
    assert_eq!(sc.count("st5", Walker), 1, "toward the helicopter over st7 (RM-HELI-14)");
}

#[test]
fn rm_heli_3_no_boarding_with_zombies() {
    let mut sc = scenario(&["parker"]);
    sc.helicopter("pd", false).unwrap();
    sc.place("parker", "pd").unwrap().zombies("pd", Walker, 1).unwrap();
    sc.activate("parker").unwrap();
    assert_eq!(rule(sc.act(Action::Board(0)).unwrap_err()), "RM-HELI-3");
}

#[test]
fn rm_heli_6_only_pilots_take_off() {
    let mut sc = scenario(&["lori"]);
    sc.helicopter("pd", false).unwrap();
    sc.place("lori", "pd").unwrap().board("lori", 0).unwrap();
    sc.activate("lori").unwrap();
    assert_eq!(rule(sc.act(Action::TakeOff).unwrap_err()), "RM-HELI-6");
}

#[test]
fn rm_goal_5_victory_as_soon_as_conditions_hold() {
    let mut sc = scenario(&["jane"]);
    for z in ["a2", "b2", "c2", "d3"] {
        sc.objective_taken(z).unwrap();
    }
    sc.place("jane", "st11").unwrap();
    sc.activate("jane").unwrap();
    let ev = sc.act(Action::Move(sc.zone("ex").unwrap())).unwrap();
    assert!(ev.contains(&Event::Victory));
    assert_eq!(sc.decision(), Decision::Terminal);
    assert_eq!(sc.game.outcome().unwrap().winners, vec![Seat(0)]);
}

#[test]
fn rm_obj_1_blue_objective_wakes_the_blue_spawn_zone() {
    let mut sc = scenario(&["jane"]);
    sc.place("jane", "c2").unwrap();
    sc.activate("jane").unwrap();
    let ev = sc.act(Action::TakeObjective).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::SpawnZoneActivated { .. })));
    assert_eq!(surv(&sc, "jane").xp, 5);
    sc.zombies_phase();
    sc.roll(&[1, 1, 1, 1]).unwrap();
    for n in [145, 149, 153, 157] {
        sc.draw_zombie(n).unwrap();
    }
    // Four indicator cards, then the woken blue zone gets its own (RM-SPAWN-12).
    assert_eq!(sc.decision(), Decision::Chance);
    sc.draw_zombie(146).unwrap();
    assert_eq!(sc.count("st10", Walker), 1);
}

#[test]
fn rm_xp_2_orange_level_asks_for_a_skill() {
    let mut sc = scenario(&["joe"]);
    sc.place("joe", "st3").unwrap().inventory("joe", &["chainsaw"]).unwrap().xp("joe", 18).unwrap();
    sc.zombies("st3", Walker, 1).unwrap();
    sc.activate("joe").unwrap();
    sc.act(Action::Melee { hand: 0 }).unwrap();
    sc.roll(&[6, 2, 2, 2, 2]).unwrap();
    assert_eq!(sc.legal(), vec![Action::ChooseSkill(0), Action::ChooseSkill(1)]);
    sc.act(Action::ChooseSkill(1)).unwrap();
    assert!(surv(&sc, "joe").skills.has(horde_rue_morgue::skills::Skill(6)));
}

#[test]
fn rm_ranged_3_minimum_range_and_sight() {
    let mut sc = scenario(&["james"]);
    sc.place("james", "st2").unwrap().inventory("james", &["rifle"]).unwrap();
    sc.zombies("st2", Walker, 1).unwrap().zombies("st5", Walker, 1).unwrap().zombies("st6", Walker, 1).unwrap();
    sc.activate("james").unwrap();
    let shots: Vec<_> = sc.legal().into_iter().filter(|a| matches!(a, Action::Ranged { .. })).collect();
    assert_eq!(shots, vec![Action::Ranged { hand: 0, zone: sc.zone("st5").unwrap() }], "not his own zone, not st6");
}

#[test]
fn rm_trade_4_wounds_are_never_traded() {
    let mut sc = scenario(&["jane", "joe"]);
    sc.place("jane", "st4").unwrap().inventory("jane", &["wound", "pistol"]).unwrap();
    sc.place("joe", "st4").unwrap().inventory("joe", &["crowbar"]).unwrap();
    sc.activate("jane").unwrap();
    sc.act(Action::Trade(sc.survivor("joe").unwrap())).unwrap();
    assert!(sc.act(Action::Exchange(0, 0)).is_err());
    sc.act(Action::Exchange(1, 0)).unwrap();
    sc.act(Action::Done).unwrap();
    assert_eq!(surv(&sc, "joe").slots[0].item(), Some(sc.item("pistol").unwrap()));
    assert_eq!(surv(&sc, "jane").slots[1].item(), Some(sc.item("crowbar").unwrap()));
}

#[test]
fn rm_setup_4_team_sizes_are_checked() {
    let setup = Setup::solo("tutorial-1", &["jane", "joe"], Some(sample_catalog()));
    let err = horde_rue_morgue::RueMorgue::new(&setup).unwrap_err();
    assert!(err.0.contains("RM-SETUP-4"), "{err}");
    let setup = Setup::solo("nowhere", &["jane"], Some(sample_catalog()));
    assert!(horde_rue_morgue::RueMorgue::new(&setup).unwrap_err().0.contains("unknown mission"));
}

#[test]
fn rm_setup_6_every_survivor_starts_with_one_starting_weapon_and_the_team_has_all_three() {
    let setup = Setup::solo("tutorial-1", &["parker", "dan", "katie", "lori", "bear", "joe"], Some(sample_catalog()));
    for seed in 0..30 {
        let mut m = horde_core::Match::<horde_rue_morgue::RueMorgue>::new(setup.clone(), seed).unwrap();
        let mut ev = Vec::new();
        m.run_chance(&mut ev);
        let g = m.state();
        let mut kinds = std::collections::BTreeSet::new();
        for i in 0..6 {
            let c = g.state().survivors[i].slots[0].item().unwrap();
            kinds.insert(g.statics().catalog.equipment[c as usize].id.clone());
        }
        assert_eq!(kinds.len(), 3, "bow, crowbar and fire axe all in the team");
    }
}

#[test]
fn rm_combat_3_louise_dual_knives_roll_four_dice() {
    let mut sc = scenario(&["louise"]);
    sc.place("louise", "st3").unwrap().inventory("louise", &["knife", "knife"]).unwrap();
    sc.zombies("st3", Walker, 4).unwrap();
    sc.activate("louise").unwrap();
    let ev = sc.act(Action::Melee { hand: horde_rue_morgue::BOTH_HANDS }).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::Attack { dice: 4, .. })));
    sc.roll(&[4, 4, 4, 4]).unwrap();
    assert_eq!(sc.count("st3", Walker), 0);
}

#[test]
fn rm_sniper_1_the_sniper_rifle_chooses_targets() {
    let mut sc = scenario(&["james"]);
    sc.place("james", "st2").unwrap().inventory("james", &["rifle", "scope"]).unwrap();
    sc.zombies("st4", Walker, 2).unwrap().zombies("st4", Runner, 1).unwrap();
    sc.activate("james").unwrap();
    sc.act(Action::Combine(0, 1)).unwrap();
    sc.act(Action::Done).unwrap();
    assert_eq!(surv(&sc, "james").slots[0].item(), Some(sc.item("sniper_rifle").unwrap()));
    sc.act(Action::Ranged { hand: 0, zone: sc.zone("st4").unwrap() }).unwrap();
    sc.roll(&[6]).unwrap();
    // Priority would hit a walker; the sniper picks the runner.
    sc.act(Action::HitKind(horde_rue_morgue::content::ZombieKind::Runner)).unwrap();
    assert_eq!((sc.count("st4", Walker), sc.count("st4", Runner)), (2, 0));
}

#[test]
fn rm_inv_4_the_seat_discards_any_time_it_is_to_act() {
    let mut sc = scenario(&["jane", "joe"]);
    sc.inventory("joe", &["pistol"]).unwrap();
    sc.activate("jane").unwrap();
    let joe = sc.survivor("joe").unwrap();
    sc.act(Action::Discard(joe, 0)).unwrap();
    assert!(surv(&sc, "joe").slots[0].is_empty());
    assert_eq!(sc.game.state().eq_discard[sc.item("pistol").unwrap() as usize], 1);
}

#[test]
fn readable_descriptions_and_errors() {
    let mut sc = scenario(&["katie"]);
    sc.place("katie", "st1").unwrap();
    sc.activate("katie").unwrap();
    assert_eq!(sc.game.describe(Action::Move(sc.zone("st3").unwrap())), "Katie moves st1->st3");
    sc.place("katie", "b1").unwrap();
    sc.act(Action::Search).unwrap();
    sc.draw_equipment("pistol").unwrap();
    sc.act(Action::DiscardDrawn).unwrap();
    let err = sc.act(Action::Search).unwrap_err();
    assert_eq!(err.to_string(), "RM-SEARCH-3: Katie already searched this turn");
}

#[test]
fn the_view_serialises_and_names_things() {
    let mut sc = scenario(&["katie"]);
    sc.inventory("katie", &["fire_axe", "wound"]).unwrap().zombies("st4", Fatty, 1).unwrap();
    let v = sc.game.view(Viewer::Spectator);
    let json = serde_json::to_string(&v).unwrap();
    assert!(json.contains("\"Fire axe\"") && json.contains("\"wound\""), "{json}");
    let st4 = v.zones.iter().find(|z| z.id == "st4").unwrap();
    assert_eq!(st4.zombies, [0, 1, 0, 0, 0]);
    assert_eq!(v.survivors[0].zone, "st4");
    assert_eq!(v.helicopter.as_ref().unwrap().zone, "pd");
}

#[test]
fn several_seats_and_teams_play_to_the_end() {
    use horde_core::{Actor, Match};
    let team = |ids: &[&str], team: u8| horde_rue_morgue::SeatSetup {
        survivors: ids.iter().map(|s| s.to_string()).collect(),
        team,
    };
    let setup = Setup {
        mission: horde_rue_morgue::MissionChoice::Builtin("tutorial-1".into()),
        seats: vec![
            team(&["parker", "dan", "katie"], 0),
            team(&["lori", "bear", "joe"], 1),
            team(&["terry", "jane", "james"], 2),
            team(&["travis", "louise", "maddie"], 3),
        ],
        first_player: 2,
        options: Default::default(),
        catalog: Some(sample_catalog()),
    };
    assert_eq!(horde_rue_morgue::RueMorgue::new(&setup).unwrap().statics().spawn_dice, 7);
    for seed in 0..30 {
        let mut m = Match::<horde_rue_morgue::RueMorgue>::new(setup.clone(), seed).unwrap();
        let mut rng = HordeRng::new(seed, stream::TEST);
        let mut ev = Vec::new();
        let mut legal = Vec::new();
        while let Some(actor) = m.decision().actor() {
            match actor {
                Actor::Chance => {
                    m.resolve_chance(&mut ev);
                }
                Actor::Seat(s) => {
                    legal.clear();
                    m.state().legal_actions(&mut legal);
                    let a = legal[rng.below(legal.len() as u32) as usize];
                    m.act(Actor::Seat(s), a, &mut ev).unwrap();
                }
            }
            ev.clear();
        }
        assert!(m.state().outcome().is_some());
    }
}

#[test]
fn rm_skill_54_starts_with_an_item() {
    let mut cat = sample_catalog();
    cat.survivors.iter_mut().find(|s| s.id == "joe").unwrap().blue.push("starts_with:chainsaw".into());
    let mut setup = Setup::solo("tutorial-1", &["joe", "jane"], Some(cat));
    setup.options.free_team_size = true;
    let mut m = horde_core::Match::<horde_rue_morgue::RueMorgue>::new(setup, 1).unwrap();
    let mut ev = Vec::new();
    m.run_chance(&mut ev);
    let g = m.state();
    let chainsaw = g.statics().catalog.equipment.iter().position(|e| e.id == "chainsaw").unwrap() as u8;
    let joe = &g.state().survivors[0];
    assert!(joe.slots[0].item().is_some(), "his starting weapon");
    assert_eq!(joe.slots[1].item(), Some(chainsaw), "and the chainsaw (RM-SETUP-6)");
    assert_eq!(g.state().eq_deck[chainsaw as usize], 1, "taken from the deck");
}

#[test]
fn rm_zmove_1_zombies_go_for_the_noisiest_visible_group() {
    let mut sc = scenario(&["jane", "joe", "lori"]);
    // st3 sees st2 (one survivor) and st4 (two survivors): st4 is noisier.
    sc.place("jane", "st2").unwrap().place("joe", "st4").unwrap().place("lori", "st4").unwrap();
    sc.zombies("st3", Walker, 3).unwrap();
    sc.zombies_phase();
    assert_eq!(sc.count("st4", Walker), 3);
    // With noise tokens the lone survivor's zone can win (tokens + figures).
    let mut sc = scenario(&["jane", "joe", "lori"]);
    sc.place("jane", "st2").unwrap().place("joe", "st4").unwrap().place("lori", "st4").unwrap();
    sc.noise("st2", 2).unwrap().zombies("st3", Walker, 3).unwrap();
    sc.zombies_phase();
    assert_eq!(sc.count("st2", Walker), 3);
}

#[test]
fn rm_abom_2_a_missing_abomination_becomes_a_fatty_and_two_walkers() {
    let mut sc = scenario(&["jane", "joe"]);
    sc.place("jane", "b2").unwrap().place("joe", "b2").unwrap();
    sc.zombies("a1", Abomination, 1).unwrap();
    sc.zombies_phase();
    sc.roll(&[1, 6, 6, 6]).unwrap();
    sc.draw_zombie(180).unwrap(); // blue: one Abomination
    assert_eq!((sc.count("st1", Fatty), sc.count("st1", Walker)), (1, 2));
}

#[test]
fn rm_spawn_8_fatties_arrive_with_two_walkers() {
    let mut sc = scenario(&["jane"]);
    sc.place("jane", "b2").unwrap();
    sc.zombies_phase();
    sc.roll(&[1, 6, 6, 6]).unwrap();
    sc.draw_zombie(156).unwrap(); // blue: one fatty
    assert_eq!((sc.count("st1", Fatty), sc.count("st1", Walker)), (1, 2));
}

#[test]
fn rm_melee_5_leftover_melee_hits_spare_teammates() {
    let mut sc = scenario(&["joe", "lori"]);
    sc.place("joe", "st3").unwrap().inventory("joe", &["chainsaw"]).unwrap();
    sc.place("lori", "st3").unwrap();
    sc.zombies("st3", Walker, 1).unwrap();
    sc.activate("joe").unwrap();
    sc.act(Action::Melee { hand: 0 }).unwrap();
    sc.roll(&[6, 6, 6, 2, 2]).unwrap();
    // Joe may aim the first hit at the walker or at Lori; he takes the walker.
    sc.act(Action::HitKind(horde_rue_morgue::content::ZombieKind::Walker)).unwrap();
    assert_eq!(sc.count("st3", Walker), 0);
    assert!(surv(&sc, "lori").alive() && surv(&sc, "lori").wounds == 0, "the two extra hits are lost");
}

#[test]
fn rm_combat_4_no_attack_where_only_teammates_stand() {
    // RM-COMBAT-4 names the targets (a zombie or a rival survivor) and
    // RM-FF-1 hits a teammate only stuck in melee: with no zombie about,
    // neither the axe in Joe's zone nor the pistol into Lori's is offered.
    let mut sc = scenario(&["joe", "lori", "dan"]);
    sc.place("joe", "st3").unwrap().inventory("joe", &["fire_axe", "pistol"]).unwrap();
    sc.place("dan", "st3").unwrap().place("lori", "st4").unwrap();
    sc.activate("joe").unwrap();
    let attacks = |sc: &Scenario| {
        sc.legal().into_iter().filter(|a| matches!(a, Action::Melee { .. } | Action::Ranged { .. })).count()
    };
    assert_eq!(attacks(&sc), 0, "{:?}", sc.legal());
    assert_eq!(rule(sc.game.check(Action::Melee { hand: 0 }).unwrap_err()), "RM-COMBAT-4");
    assert_eq!(
        rule(sc.game.check(Action::Ranged { hand: 1, zone: sc.zone("st4").unwrap() }).unwrap_err()),
        "RM-RANGED-1"
    );
    // A walker beside Lori makes her zone a target again (RM-PRIO-1 then
    // puts her first in the line of fire), and beside Dan, Joe's own.
    sc.zombies("st4", Walker, 1).unwrap().zombies("st3", Walker, 1).unwrap();
    let legal = sc.legal();
    assert!(legal.contains(&Action::Ranged { hand: 1, zone: sc.zone("st4").unwrap() }), "{legal:?}");
    assert!(legal.contains(&Action::Melee { hand: 0 }), "{legal:?}");
}

#[test]
fn rm_move_5_each_move_shows_what_the_engine_charges() {
    use horde_rules::{Lang, RuleSystem};
    let mut sc = scenario(&["dan"]);
    sc.place("dan", "st3").unwrap().zombies("st3", Walker, 2).unwrap();
    sc.activate("dan").unwrap();
    let text = |sc: &Scenario, lang| {
        let mv = sc.legal().into_iter().find(|a| matches!(a, Action::Move(_))).unwrap();
        sc.game.action_text(mv, Viewer::Spectator, lang)
    };
    // Leaving two walkers costs 1 + 2 actions: said on the button itself.
    let en = text(&sc, Lang::En);
    assert!(en.label.ends_with("(3 actions)"), "{}", en.label);
    assert_eq!(en.rule, "RM-MOVE-5");
    assert!(en.detail.unwrap().starts_with("Costs 3 actions"));
    assert!(text(&sc, Lang::Ru).label.ends_with("(3 действия)"));
    // With no zombie about, one action, told in the detail only.
    let mut sc = scenario(&["dan"]);
    sc.place("dan", "st3").unwrap();
    sc.activate("dan").unwrap();
    let en = text(&sc, Lang::En);
    assert!(!en.label.contains("action"), "{}", en.label);
    assert_eq!(en.detail.as_deref(), Some("Costs 1 action"));
}

#[test]
fn rm_skill_06_a_free_move_action_is_for_moving_only() {
    let mut sc = scenario(&["jane", "joe"]);
    sc.place("jane", "st3").unwrap().skill("jane", "plus_1_free_move_action").unwrap();
    sc.activate("jane").unwrap();
    for _ in 0..3 {
        sc.act(Action::MakeNoise).unwrap();
    }
    // Three actions spent; the free one still moves, and only moves.
    let legal = sc.legal();
    assert!(legal.contains(&Action::Move(sc.zone("st4").unwrap())));
    assert!(!legal.contains(&Action::MakeNoise));
    sc.act(Action::Move(sc.zone("st4").unwrap())).unwrap();
    assert!(surv(&sc, "jane").flags & horde_rue_morgue::flag::DONE != 0, "her activation is over");
}

#[test]
fn rm_split_3_the_abomination_never_splits_the_first_player_routes_it() {
    let mut sc = scenario(&["lori", "louise"]);
    sc.place("lori", "st2").unwrap().place("louise", "st4").unwrap();
    // The last fatty of the box goes one way (a first choice), then the
    // Abomination's route is asked.
    sc.zombies("st3", Fatty, 1).unwrap().zombies("st9", Fatty, 7).unwrap();
    sc.zombies("st3", Abomination, 1).unwrap();
    sc.zombies_phase();
    let (st2, st4) = (sc.zone("st2").unwrap(), sc.zone("st4").unwrap());
    sc.act(Action::ChooseZone(st2)).unwrap();
    assert_eq!(sc.legal(), vec![Action::ChooseZone(st2), Action::ChooseZone(st4)]);
    sc.act(Action::ChooseZone(st4)).unwrap();
    assert_eq!((sc.count("st4", Abomination), sc.count("st2", Abomination)), (1, 0));
    assert_eq!((sc.count("st2", Fatty), sc.count("st4", Fatty)), (1, 0));
}

#[test]
fn rm_manhole_3_short_supply_first_player_picks_then_one_extra_activation() {
    let mut sc = scenario(&["jane", "joe"]);
    sc.place("jane", "st4").unwrap().place("joe", "st9").unwrap().xp("jane", 7).unwrap();
    sc.zombies("a1", Walker, 37).unwrap(); // shut in: three walkers left in the box
    sc.zombies_phase();
    sc.roll(&[1, 1, 1, 1]).unwrap();
    // Yellow: two walkers at each manhole on a tile with a survivor (st4, st9).
    let ev = sc.draw_zombie(185).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::RanOut { .. })));
    let (st4, st9) = (sc.zone("st4").unwrap(), sc.zone("st9").unwrap());
    assert_eq!(sc.legal(), vec![Action::ChooseZone(st4), Action::ChooseZone(st9)]);
    sc.act(Action::ChooseZone(st9)).unwrap();
    // The last walker goes to st4 without asking, then every walker activates
    // once: those at the manholes attack the survivors standing there.
    assert_eq!(sc.count("st9", Walker), 2);
    assert_eq!(sc.count("st4", Walker), 1);
    assert_eq!(surv(&sc, "joe").wounds + surv(&sc, "jane").wounds, 3);
}
