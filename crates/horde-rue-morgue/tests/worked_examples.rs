//! The rulebook's worked examples (quoted in the specification), rebuilt
//! as exact situations on the tutorial map and played through the engine.

#![allow(clippy::unwrap_used)] // test helpers: a failed lookup is a broken test

use horde_core::{Decision, Game};
use horde_rue_morgue::content::ZombieKind::{self, *};
use horde_rue_morgue::sample_catalog::sample_catalog;
use horde_rue_morgue::scenario_support::Scenario;
use horde_rue_morgue::{Action, BOTH_HANDS, Event, Setup};

fn scenario(survivors: &[&str]) -> Scenario {
    let mut setup = Setup::solo("tutorial-1", survivors, Some(sample_catalog()));
    setup.options.free_team_size = true;
    Scenario::new(&setup).expect("setup")
}

fn surv<'a>(sc: &'a Scenario, id: &str) -> &'a horde_rue_morgue::Surv {
    &sc.game.state().survivors[sc.survivor(id).unwrap() as usize]
}

fn noise(sc: &Scenario, zone: &str) -> u8 {
    sc.game.state().noise[sc.zone(zone).unwrap() as usize]
}

fn killed(ev: &[Event]) -> usize {
    ev.iter().filter(|e| matches!(e, Event::ZombieKilled { .. })).count()
}

/// RM-MOVE-7: Jane leaves a zone with two walkers: 1 + 2 = 3 actions; with
/// three walkers she would need 4.
#[test]
fn rm_move_7_jane_pays_one_action_per_zombie_to_leave() {
    let mut sc = scenario(&["jane"]);
    sc.place("jane", "st3").unwrap().zombies("st3", Walker, 2).unwrap();
    sc.activate("jane").unwrap();
    sc.act(Action::Move(sc.zone("st4").unwrap())).unwrap();
    assert_eq!(surv(&sc, "jane").zone, sc.zone("st4").unwrap());

    let mut sc = scenario(&["jane"]);
    sc.place("jane", "st3").unwrap().zombies("st3", Walker, 3).unwrap();
    sc.activate("jane").unwrap();
    let err = sc.act(Action::Move(sc.zone("st4").unwrap())).unwrap_err();
    assert_eq!(horde_core::RuleViolation::rule_id(&err), "RM-MOVE-5");
    assert!(err.to_string().contains("Jane needs 4 actions"), "{err}");
}

/// RM-MOVE-8: Katie's Sprint move ends in the first zone holding a zombie.
#[test]
fn rm_move_8_katie_stops_in_the_zombie_zone() {
    let mut sc = scenario(&["katie"]);
    sc.place("katie", "st2").unwrap();
    sc.activate("katie").unwrap();
    let st4 = sc.zone("st4").unwrap();
    let st5 = sc.zone("st5").unwrap();
    // Without zombies the Sprint reaches three zones along the street.
    assert!(sc.legal().contains(&Action::Move(st5)));
    sc.zombies("st3", Walker, 1).unwrap();
    let legal = sc.legal();
    assert!(legal.contains(&Action::Move(sc.zone("st3").unwrap())));
    assert!(!legal.contains(&Action::Move(st4)) && !legal.contains(&Action::Move(st5)));
}

/// RM-NOISE-7: Dan's noisy door with the fire axe leaves one token; his
/// silent axe blows add none; his figure is a second noise source.
#[test]
fn rm_noise_7_dan_opens_a_door_noisily_and_kills_silently() {
    let mut sc = scenario(&["dan"]);
    sc.place("dan", "st4").unwrap().inventory("dan", &["fire_axe"]).unwrap();
    for z in ["b1", "b2", "b3"] {
        sc.spawned(z).unwrap();
    }
    sc.zombies("st4", Walker, 1).unwrap();
    sc.activate("dan").unwrap();
    let door = sc.game.statics().map().doors.iter().position(|d| {
        let (a, b) = (sc.zone("b3").unwrap(), sc.zone("st4").unwrap());
        (d.a, d.b) == (a, b) || (d.a, d.b) == (b, a)
    });
    sc.act(Action::OpenDoor { door: door.unwrap() as u8, hand: 0 }).unwrap();
    assert_eq!(noise(&sc, "st4"), 1);
    sc.act(Action::Melee { hand: 0 }).unwrap();
    let ev = sc.roll(&[6]).unwrap();
    assert_eq!(killed(&ev), 1);
    assert_eq!(noise(&sc, "st4"), 1, "the fire axe is silent in combat");
    assert_eq!(sc.game.noise_total("st4"), 2, "token + Dan's figure");
}

/// RM-NOISE-7 (second half): Parker's two MP5 actions give two tokens,
/// whatever the dice.
#[test]
fn rm_noise_7_parker_mp5_one_token_per_action() {
    let mut sc = scenario(&["parker"]);
    sc.place("parker", "st3").unwrap().inventory("parker", &["mp5"]).unwrap();
    sc.zombies("st4", Runner, 5).unwrap();
    sc.activate("parker").unwrap();
    let st4 = sc.zone("st4").unwrap();
    sc.act(Action::Ranged { hand: 0, zone: st4 }).unwrap();
    sc.roll(&[2, 3, 2]).unwrap();
    sc.act(Action::Ranged { hand: 0, zone: st4 }).unwrap();
    sc.roll(&[3, 2, 3]).unwrap();
    assert_eq!(noise(&sc, "st3"), 2);
    assert_eq!(noise(&sc, "st4"), 0, "tokens stay where Parker shot from");
}

/// RM-CRAWL-13: Bear's MP5 kills one walker with two 1s rolled: one crawler.
#[test]
fn rm_crawl_13_bear_mp5_crawlers_capped_by_kills() {
    let mut sc = scenario(&["bear"]);
    sc.place("bear", "st3").unwrap().inventory("bear", &["mp5"]).unwrap();
    sc.zombies("st4", Walker, 1).unwrap();
    sc.activate("bear").unwrap();
    sc.act(Action::Ranged { hand: 0, zone: sc.zone("st4").unwrap() }).unwrap();
    let ev = sc.roll(&[5, 1, 1]).unwrap();
    assert_eq!(killed(&ev), 1);
    assert_eq!(sc.count("st4", Walker), 0);
    assert_eq!(sc.count("st4", Crawler), 1);
}

/// RM-CRAWL-14: Joe's chainsaw kills two of three walkers (+2 XP) and the
/// one "1" raises a crawler.
#[test]
fn rm_crawl_14_joe_chainsaw_raises_one_crawler() {
    let mut sc = scenario(&["joe"]);
    sc.place("joe", "st3").unwrap().inventory("joe", &["chainsaw"]).unwrap();
    sc.zombies("st3", Walker, 3).unwrap();
    sc.activate("joe").unwrap();
    sc.act(Action::Melee { hand: 0 }).unwrap();
    sc.roll(&[1, 2, 3, 5, 6]).unwrap();
    assert_eq!(sc.count("st3", Walker), 1);
    assert_eq!(sc.count("st3", Crawler), 1);
    assert_eq!(surv(&sc, "joe").xp, 2);
    assert_eq!(noise(&sc, "st3"), 1, "the chainsaw is noisy");
}

/// RM-CRAWL-10: with crawlers off, the same attack raises none.
#[test]
fn rm_crawl_10_crawlers_can_be_switched_off() {
    let mut setup = Setup::solo("tutorial-1", &["joe"], Some(sample_catalog()));
    setup.options.free_team_size = true;
    setup.options.crawlers = false;
    let mut sc = Scenario::new(&setup).unwrap();
    sc.place("joe", "st3").unwrap().inventory("joe", &["chainsaw"]).unwrap();
    sc.zombies("st3", Walker, 3).unwrap();
    sc.activate("joe").unwrap();
    sc.act(Action::Melee { hand: 0 }).unwrap();
    sc.roll(&[1, 1, 3, 5, 6]).unwrap();
    assert_eq!(sc.count("st3", Crawler), 0);
}

/// RM-COMBAT-8: two M10s, five hits: three walkers die, the fatty shrugs
/// off the rest; one sabre hit kills the fatty; against two runners one
/// sabre hit kills only one.
#[test]
fn rm_combat_8_m10_cannot_hurt_the_fatty_but_the_sabre_can() {
    let mut sc = scenario(&["joe", "maddie"]);
    sc.place("joe", "st3").unwrap().inventory("joe", &["m10", "m10"]).unwrap();
    sc.place("maddie", "st4").unwrap().inventory("maddie", &["sabre"]).unwrap();
    sc.zombies("st4", Walker, 3).unwrap().zombies("st4", Fatty, 1).unwrap();
    sc.activate("joe").unwrap();
    // Maddie stands in the target zone: survivors come first (RM-PRIO-1),
    // so Joe shoots before she walks in; here she waits in st5 instead.
    sc.place("maddie", "st5").unwrap();
    sc.act(Action::Ranged { hand: BOTH_HANDS, zone: sc.zone("st4").unwrap() }).unwrap();
    let ev = sc.roll(&[5, 5, 5, 6, 6, 2, 2, 2, 2, 2]).unwrap();
    assert_eq!(killed(&ev), 3);
    assert!(ev.iter().any(|e| matches!(e, Event::HitAbsorbed { kind: ZombieKind::Fatty, hits: 2, .. })));
    assert_eq!(sc.count("st4", Fatty), 1);

    sc.place("maddie", "st4").unwrap();
    sc.activate("maddie").unwrap();
    sc.act(Action::Melee { hand: 0 }).unwrap();
    sc.roll(&[4, 2]).unwrap();
    assert_eq!(sc.count("st4", Fatty), 0);

    sc.zombies("st4", Runner, 2).unwrap();
    sc.act(Action::Melee { hand: 0 }).unwrap();
    sc.roll(&[6, 1]).unwrap();
    assert_eq!(sc.count("st4", Runner), 1, "each hit eliminates one target only (RM-COMBAT-7)");
}

/// RM-PRIO-4: Terry's M10s hit Joe first (two hits kill him), then the
/// walkers; after reloading, the last walker dies and the fatty shields the
/// runners.
#[test]
fn rm_prio_4_terry_m10_priority() {
    let mut sc = scenario(&["terry", "joe"]);
    sc.place("terry", "st3").unwrap().inventory("terry", &["m10", "m10"]).unwrap();
    sc.place("joe", "st3").unwrap();
    sc.zombies("st3", Walker, 4).unwrap().zombies("st3", Fatty, 1).unwrap().zombies("st3", Runner, 2).unwrap();
    sc.activate("terry").unwrap();
    let st3 = sc.zone("st3").unwrap();
    // Terry's movement would cost 8 actions: he fights.
    sc.act(Action::Ranged { hand: BOTH_HANDS, zone: st3 }).unwrap();
    let ev = sc.roll(&[5, 5, 6, 6, 5, 2, 3, 4, 2, 3]).unwrap();
    assert!(!surv(&sc, "joe").alive(), "two hits kill Joe");
    assert_eq!(killed(&ev), 3);
    assert_eq!(sc.count("st3", Walker), 1);
    sc.act(Action::Reload).unwrap();
    let ev = sc.roll_after(Action::Ranged { hand: BOTH_HANDS, zone: st3 }, &[6, 6, 6, 2, 2, 2, 3, 3, 4, 4]);
    assert_eq!(killed(&ev), 1);
    assert_eq!(sc.count("st3", Walker), 0);
    assert_eq!(sc.count("st3", Fatty), 1);
    assert_eq!(sc.count("st3", Runner), 2, "the fatty shields the runners (RM-PRIO-2)");
}

/// RM-RELOAD-6: Travis fires both sawed-offs, reloads both with one action,
/// fires again; they are spent until the end phase reloads them.
#[test]
fn rm_reload_6_travis_sawed_offs() {
    let mut sc = scenario(&["travis"]);
    sc.place("travis", "st3").unwrap().inventory("travis", &["sawed_off", "sawed_off"]).unwrap();
    sc.zombies("st4", Walker, 9).unwrap();
    sc.activate("travis").unwrap();
    let st4 = sc.zone("st4").unwrap();
    sc.act(Action::Ranged { hand: BOTH_HANDS, zone: st4 }).unwrap();
    sc.roll(&[2, 2, 2, 2]).unwrap();
    assert!(!sc.legal().iter().any(|a| matches!(a, Action::Ranged { .. })));
    sc.act(Action::Reload).unwrap();
    sc.act(Action::Ranged { hand: BOTH_HANDS, zone: st4 }).unwrap();
    sc.roll(&[2, 2, 2, 2]).unwrap();
    let spent = |sc: &Scenario| surv(sc, "travis").slots[..2].iter().all(|s| s.spent());
    assert!(spent(&sc));
    // The zombies' phase, spawn with "nothing" cards, then the end phase.
    assert_eq!(sc.decision(), Decision::Chance);
    sc.roll(&[1, 2, 3, 4]).unwrap();
    for n in [145, 149, 153, 157] {
        sc.draw_zombie(n).unwrap();
    }
    assert!(!spent(&sc), "free reload in the end phase (RM-RELOAD-2)");
    assert_eq!(sc.game.state().turn, 2);
}

/// RM-SPLIT-6 (with two equally noisy visible zones, RM-SPLIT-1): 4 walkers,
/// 1 fatty and 3 runners split 2/2 walkers, a fatty added without walkers,
/// one runner added.
#[test]
fn rm_split_6_groups_are_made_equal() {
    let mut sc = scenario(&["lori", "louise"]);
    sc.place("lori", "st2").unwrap().place("louise", "st4").unwrap();
    sc.zombies("st3", Walker, 4).unwrap().zombies("st3", Fatty, 1).unwrap().zombies("st3", Runner, 3).unwrap();
    let ev = sc.zombies_phase();
    assert!(ev.iter().any(|e| matches!(e, Event::ZombiesAddedBySplit { kind: ZombieKind::Fatty, count: 1, .. })));
    assert!(ev.iter().any(|e| matches!(e, Event::ZombiesAddedBySplit { kind: ZombieKind::Runner, count: 1, .. })));
    for z in ["st2", "st4"] {
        assert_eq!(sc.count(z, Walker), 2, "{z}");
        assert_eq!(sc.count(z, Fatty), 1, "{z}");
        assert_eq!(sc.count(z, Runner), 2, "{z}");
    }
    assert_eq!(sc.count("st3", Walker) + sc.count("st3", Fatty) + sc.count("st3", Runner), 0);
}

/// RM-SPLIT-5: short of fatties, the first player says which group gets
/// the last one.
#[test]
fn rm_split_5_first_player_places_the_short_kind() {
    let mut sc = scenario(&["lori", "louise"]);
    sc.place("lori", "st2").unwrap().place("louise", "st4").unwrap();
    sc.zombies("st3", Fatty, 1).unwrap().zombies("st9", Fatty, 7).unwrap();
    sc.zombies_phase();
    assert_eq!(sc.decision(), Decision::Seat(horde_core::Seat(0)));
    let st4 = sc.zone("st4").unwrap();
    assert_eq!(sc.legal(), vec![Action::ChooseZone(sc.zone("st2").unwrap()), Action::ChooseZone(st4)]);
    sc.act(Action::ChooseZone(st4)).unwrap();
    assert_eq!(sc.count("st4", Fatty), 1);
    assert_eq!(sc.count("st2", Fatty), 0);
}

/// RM-RUN-2: three runners and a fatty one zone away: all move in, then the
/// runners' second action kills the survivor.
#[test]
fn rm_run_2_runners_move_then_attack() {
    let mut sc = scenario(&["jane"]);
    sc.place("jane", "st4").unwrap();
    sc.zombies("st3", Runner, 3).unwrap().zombies("st3", Fatty, 1).unwrap();
    let ev = sc.zombies_phase();
    assert!(!surv(&sc, "jane").alive());
    assert_eq!(sc.count("st4", Runner), 3);
    assert_eq!(sc.count("st4", Fatty), 1);
    assert!(ev.iter().any(|e| matches!(e, Event::ZombiesAttacked { wounds: 3, .. })));
}

/// RM-RUN-3: the runner attacks, the walker walks in, the runner attacks
/// again: two wounds kill.
#[test]
fn rm_run_3_runner_attacks_twice() {
    let mut sc = scenario(&["jane"]);
    sc.place("jane", "st4").unwrap();
    sc.zombies("st4", Runner, 1).unwrap().zombies("st3", Walker, 1).unwrap();
    sc.zombies_phase();
    assert!(!surv(&sc, "jane").alive());
    assert_eq!(sc.count("st4", Walker), 1);
}

/// RM-RUN-4: seven zombies attack (seven wounds, two enough); no zombie
/// moves; then the runners, with nobody left, move toward the noise.
#[test]
fn rm_run_4_runners_move_after_the_kill() {
    // Joe, shut in room b2, keeps the game going and is out of sight.
    let mut sc = scenario(&["jane", "joe"]);
    sc.place("jane", "st4").unwrap().place("joe", "b2").unwrap();
    sc.zombies("st4", Walker, 3).unwrap().zombies("st4", Fatty, 2).unwrap().zombies("st4", Runner, 2).unwrap();
    sc.noise("st1", 2).unwrap();
    let ev = sc.zombies_phase();
    assert!(ev.iter().any(|e| matches!(e, Event::ZombiesAttacked { wounds: 7, .. })));
    assert!(!surv(&sc, "jane").alive());
    assert_eq!(sc.count("st4", Walker), 3);
    assert_eq!(sc.count("st4", Fatty), 2);
    assert_eq!(sc.count("st3", Runner), 2, "one zone toward the noise in st1");
}

/// RM-ZATK-9: two survivors, seven walkers: all seven attack.
#[test]
fn rm_zatk_9_feeding_frenzy() {
    let mut sc = scenario(&["jane", "joe"]);
    sc.place("jane", "st4").unwrap().place("joe", "st4").unwrap();
    sc.zombies("st4", Walker, 7).unwrap();
    let ev = sc.zombies_phase();
    assert!(ev.iter().any(|e| matches!(e, Event::ZombiesAttacked { wounds: 7, .. })));
    // The players choose who takes each wound (RM-ZATK-6).
    let jane = sc.survivor("jane").unwrap();
    while sc.decision() == Decision::Seat(horde_core::Seat(0)) {
        sc.act(Action::WoundTo(jane)).or_else(|_| sc.act(sc.legal()[0])).unwrap();
    }
    assert!(!surv(&sc, "jane").alive() && !surv(&sc, "joe").alive());
    assert_eq!(sc.count("st4", Walker), 7);
}

/// RM-ZATK-2: a wound costs an equipment card of the player's choice.
#[test]
fn rm_zatk_2_wound_discards_a_chosen_card() {
    let mut sc = scenario(&["jane"]);
    sc.place("jane", "st4").unwrap().inventory("jane", &["pistol", "crowbar"]).unwrap();
    sc.zombies("st4", Walker, 1).unwrap();
    sc.zombies_phase();
    assert_eq!(sc.legal(), vec![Action::WoundDiscard(0), Action::WoundDiscard(1)]);
    sc.act(Action::WoundDiscard(1)).unwrap();
    let j = surv(&sc, "jane");
    assert!(j.slots[1].is_wound() && j.slots[0].item().is_some() && j.wounds == 1 && j.alive());
}

/// RM-SPAWN-9: eight survivors roll five dice; the most experienced
/// (James, 12 XP) sets yellow; cards resolve in die order; the last card is
/// an extra activation for walkers, even those just placed.
#[test]
fn rm_spawn_9_eight_survivors_spawn_example() {
    let text = include_str!("spawn_example.toml");
    let def: horde_rue_morgue::mission::MissionDef = toml::from_str(text).unwrap();
    let setup = Setup {
        mission: horde_rue_morgue::MissionChoice::Inline(Box::new(def)),
        seats: vec![
            horde_rue_morgue::SeatSetup {
                survivors: vec!["james".into(), "jane".into(), "joe".into(), "bear".into()],
                team: 0,
            },
            horde_rue_morgue::SeatSetup {
                survivors: vec!["lori".into(), "dan".into(), "maddie".into(), "terry".into()],
                team: 1,
            },
        ],
        first_player: 0,
        options: Default::default(),
        catalog: Some(sample_catalog()),
    };
    let mut sc = Scenario::new(&setup).unwrap();
    assert_eq!(sc.game.statics().spawn_dice, 5, "RM-SPAWN-3: 8 survivors roll 5 dice");
    sc.xp("james", 12).unwrap();
    sc.zombies_phase();
    sc.roll(&[6, 1, 5, 2, 6]).unwrap();
    // Zone #1 first: card 146 reads 1 walker at yellow.
    sc.draw_zombie(146).unwrap();
    assert_eq!(sc.count("z1", Walker), 1);
    // Zone #2: 179 reads a fatty (with its two walkers).
    sc.draw_zombie(179).unwrap();
    assert_eq!((sc.count("z2", Fatty), sc.count("z2", Walker)), (1, 2));
    // Zone #5-6, three cards: a runner, three walkers, then walkers activate.
    sc.draw_zombie(147).unwrap();
    sc.draw_zombie(148).unwrap();
    assert_eq!((sc.count("z4", Runner), sc.count("z4", Walker)), (1, 3));
    let ev = sc.draw_zombie(181).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::ExtraActivation { kind: ZombieKind::Walker })));
    assert_eq!(sc.count("z4", Walker), 0, "the walkers just placed moved toward the survivors");
    assert_eq!(sc.count("z3", Walker), 0, "zone #3-4 got no card");
}

/// RM-XACT-1: at blue, extra activation cards do nothing.
#[test]
fn rm_xact_1_nothing_at_blue() {
    let mut sc = scenario(&["jane"]);
    sc.zombies("st3", Walker, 2).unwrap();
    sc.zombies_phase();
    sc.roll(&[1, 1, 1, 1]).unwrap();
    let ev = sc.draw_zombie(181).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::ExtraActivationIgnoredAtBlue { .. })));
    assert!(!ev.iter().any(|e| matches!(e, Event::ZombiesMoved { .. })));
}

/// RM-HELI-18: Terry stores the bottles in the landed helicopter; Lori later
/// takes them and makes a Molotov.
#[test]
fn rm_heli_18_bottles_through_the_helicopter() {
    let mut sc = scenario(&["terry", "lori"]);
    sc.place("terry", "pd").unwrap().inventory("terry", &["crowbar", "", "bottle"]).unwrap();
    sc.place("lori", "st5").unwrap().inventory("lori", &["gasoline"]).unwrap();
    sc.helicopter("pd", false).unwrap();
    sc.activate("terry").unwrap();
    sc.act(Action::StoreItems).unwrap();
    sc.act(Action::Store(2)).unwrap();
    sc.act(Action::Done).unwrap();
    assert!(surv(&sc, "terry").slots[2].is_empty());
    sc.act(Action::Move(sc.zone("pw").unwrap())).unwrap();
    sc.place("lori", "pd").unwrap();
    sc.activate("lori").unwrap();
    sc.act(Action::TakeItems).unwrap();
    sc.act(Action::Take(0)).unwrap();
    sc.act(Action::Done).unwrap();
    let lori = sc.survivor("lori").unwrap() as usize;
    let slots = sc.game.state().survivors[lori].slots;
    let bottle = slots.iter().position(|s| s.item() == Some(sc.item("bottle").unwrap())).unwrap();
    sc.act(Action::Combine(0, bottle as u8)).unwrap();
    assert_eq!(surv(&sc, "lori").slots[0].item(), Some(sc.item("molotov").unwrap()));
}

trait RollAfter {
    fn roll_after(&mut self, a: Action, dice: &[u8]) -> Vec<Event>;
}

impl RollAfter for Scenario {
    fn roll_after(&mut self, a: Action, dice: &[u8]) -> Vec<Event> {
        let mut ev = self.act(a).unwrap();
        ev.extend(self.roll(dice).unwrap());
        ev
    }
}

trait NoiseTotal {
    fn noise_total(&self, zone: &str) -> u16;
}

impl NoiseTotal for horde_rue_morgue::RueMorgue {
    fn noise_total(&self, zone: &str) -> u16 {
        let z = self.statics().map().zone_by_id(zone).unwrap();
        let tokens = u16::from(self.state().noise[z as usize]);
        let figures = (0..self.state().n_surv as usize)
            .filter(|&i| self.state().survivors[i].alive() && self.state().survivors[i].zone == z)
            .count();
        tokens + figures as u16
    }
}

#[allow(dead_code)]
fn _uses(g: &horde_rue_morgue::RueMorgue) -> usize {
    g.num_seats()
}
