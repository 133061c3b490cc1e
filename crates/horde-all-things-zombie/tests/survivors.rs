//! Found survivors, friend or foe, and fights between characters: shots,
//! Received Fire, firefights, Duck Back and melee. Each test cites the
//! rules it checks.

use horde_all_things_zombie::position::{PlacedCharacter, Position};
use horde_all_things_zombie::{Action, Atz, Event, Pending, RollFor, Side, Test, TestAt};
use horde_core::Game;

mod common;
use common::*;

/// The Survivor card of the default deck (ATZ-GAP-5).
const SURVIVOR_CARD: u8 = 5;

fn enemy(x: i16, y: i16, weapon: Option<&'static str>) -> PlacedCharacter {
    PlacedCharacter::new("survivor-4", (x, y), weapon).found(Side::Enemy)
}

/// A position on the random scenario's map, where found survivors are in
/// play (ATZ-SURV-1), without its zombies at the start (ATZ-GEN-7).
fn scavenge(chars: Vec<PlacedCharacter>) -> Atz {
    let mut p = Position::new("scavenge");
    for c in chars {
        p = p.character(c);
    }
    let mut g = p.build().expect("a legal position");
    g.start_due = false;
    g
}

fn chances(g: &Atz) -> Vec<Action> {
    let mut w = Vec::new();
    g.chance_outcomes(&mut w);
    w.into_iter().map(|(a, _)| a).collect()
}

#[test]
fn a_survivor_card_finds_no_one_unless_the_scenario_says_so() {
    // ATZ-SURV-1, ATZ-GAP-5: without found survivors the card shows no zombie.
    let mut g = Position::new("crossing").character(one("buffy", 0, 2, "pistol")).build().unwrap();
    play(&mut g, &[init(4, 1), Action::Move(3), Action::Card(SURVIVOR_CARD)]);
    assert_eq!(g.pending, Pending::Turn);
    assert_eq!(g.characters.len(), 1);
    // With them (the random scenario, ATZ-GAP-9) five dice are rolled (ATZ-GAP-12).
    let mut g = scavenge(vec![one("buffy", 0, 2, "pistol")]);
    play(&mut g, &[init(4, 1), Action::Move(3), Action::Card(SURVIVOR_CARD)]);
    assert_eq!(g.pending, Pending::Roll { c: 0, why: RollFor::Found, need: 5 });
}

#[test]
fn a_higher_total_for_the_finder_makes_an_ally_in_its_hex() {
    // ATZ-SURV-2, ATZ-SURV-4, ATZ-GAP-12: die 3 a Rep-4 counter, 1 a man,
    // 3 a submachine gun from the supply; Buffy (a woman, Rep 4, a pistol
    // in hand) rolls 5 + 4 + 1 (opposite sex) + 1 (firearm) = 11 against
    // 6 + 4 = 10: an ally, standing in her hex.
    let mut g = scavenge(vec![one("buffy", 0, 2, "pistol")]);
    let smg = g.content().weapon("smg").unwrap();
    let supply = g.supply_weapons[usize::from(smg)];
    play(&mut g, &[init(4, 1), Action::Move(3), Action::Card(SURVIVOR_CARD)]);
    let ev = play(&mut g, &[Action::Die(3), Action::Die(1), Action::Die(3), Action::Die(5), Action::Die(6)]);
    assert!(ev.contains(&Event::SurvivorFound {
        c: 0,
        survivor: 1,
        female: false,
        dice: vec![3, 1, 3, 5, 6],
        ally: true
    }));
    let s = &g.characters[1];
    assert_eq!((s.hex, s.side, s.weapon, s.loaded, s.rep()), (at(1, 2), Side::Ally, Some(smg), true, 4));
    assert_eq!(g.supply_weapons[usize::from(smg)], supply - 1, "ATZ-GAP-12: from the counter supply");
    // ATZ-GAP-25: while they share the hex neither takes an action there.
    assert_eq!(g.pending, Pending::Turn);
    assert!(legal(&g).iter().all(|a| matches!(a, Action::Move(_) | Action::Dash(_) | Action::EndTurn)));
    // ATZ-SURV-5: from the next turn the players control it, a Grunt that
    // must first leave the shared hex.
    play(&mut g, &[Action::EndTurn]);
    assert_eq!(g.pending, Pending::Initiative);
    let ev = play(&mut g, &[init(4, 1)]);
    assert!(ev.contains(&Event::Activation { active: vec![true, true] }));
    play(&mut g, &[Action::Activate(1)]);
    assert_eq!(g.turn_state.map(|t| t.c), Some(1));
    assert!(legal(&g).iter().all(|a| matches!(a, Action::Move(_) | Action::Dash(_))));
}

#[test]
fn a_tie_makes_an_enemy_who_fights_the_finder_at_once() {
    // ATZ-SURV-4, ATZ-GAP-12: Tonya (a woman, Rep 5, pistol) finds a Rep-5
    // woman with a pistol: 1 + 5 + 0 + 1 = 7 against 2 + 5 = 7, a tie: an
    // enemy. ATZ-SURV-6: it fights her in melee at once, each rolling its
    // own melee dice vs its own Rep, hers first (ATZ-GAP-3).
    let mut g = scavenge(vec![one("tonya", 0, 2, "pistol")]);
    play(&mut g, &[init(5, 1), Action::Move(3), Action::Card(SURVIVOR_CARD)]);
    // ATZ-FAQ-5: her reroll is offered on her own die only, the finder's; kept.
    play(&mut g, &[Action::Die(6), Action::Die(6), Action::Die(1), Action::Die(1), Action::Die(2)]);
    assert_eq!(legal(&g), [Action::Reroll(3), Action::KeepDice]);
    let ev = play(&mut g, &[Action::KeepDice]);
    assert!(ev.iter().any(|e| matches!(e, Event::SurvivorFound { ally: false, .. })));
    assert_eq!(g.characters[1].side, Side::Enemy);
    assert_eq!(g.pending, Pending::Roll { c: 0, why: RollFor::Duel { other: 1, first: 2 }, need: 4 });
    // Two successes against none: one wound, and ATZ-SURV-3 flips the counter.
    let ev = play(&mut g, &[Action::Die(1), Action::Die(1), Action::Die(6), Action::Die(6), Action::KeepDice]);
    assert!(ev.contains(&Event::Duel { a: 0, b: 1, dice: vec![1, 1, 6, 6], a_successes: 2, b_successes: 0 }));
    assert_eq!(g.characters[1].wounds, 1);
    assert!(g.characters[1].flipped() && g.characters[1].alive());
    assert_eq!(g.characters[1].rep(), 4);
    // ATZ-ACT-5: the melee ended her turn. ATZ-MELEE-1, ATZ-GAP-15: the
    // hex fights again at the end of the zombies' phase, the enemy now
    // with one melee die (its reverse side, ATZ-GAP-4).
    assert_eq!(g.turn_state, None);
    assert_eq!(g.pending, Pending::Roll { c: 0, why: RollFor::Duel { other: 1, first: 2 }, need: 3 });
}

#[test]
fn an_unnamed_survivor_dies_at_its_second_wound() {
    // ATZ-SURV-3: flipped at the first wound, dead at the second.
    let mut c = enemy(4, 3, Some("pistol"));
    c.wounds = 1;
    let g = scavenge(vec![one("buffy", 0, 3, "pistol"), c.clone()]);
    assert!(g.characters[1].flipped());
    assert_eq!((g.characters[1].rep(), g.characters[1].mp()), (3, 6));
    c.wounds = 2;
    let refused = Position::new("scavenge").character(one("buffy", 0, 3, "pistol")).character(c).build();
    assert!(refused.is_err(), "a dead counter cannot be placed");
}

#[test]
fn found_enemies_roll_a_third_initiative_die_and_fire_at_the_nearest() {
    // ATZ-SURV-7, ATZ-GAP-25: a third die, unlike the other two.
    let mut g = scavenge(vec![one("buffy", 0, 3, "pistol"), enemy(4, 3, Some("pistol"))]);
    play(&mut g, &[init(1, 2)]);
    assert_eq!(g.pending, Pending::EnemyDie);
    assert_eq!(chances(&g), [Action::Die(3), Action::Die(4), Action::Die(5), Action::Die(6)]);
    // The enemies' 3 is the highest: they act first; the enemy sees Buffy
    // 4 hexes away and fires at her with its pistol, not moving.
    let ev = play(&mut g, &[Action::Die(3)]);
    assert!(ev.contains(&Event::EnemyInitiative { die: 3 }));
    assert!(ev.contains(&Event::TurnOf { c: 1 }));
    assert_eq!(g.pending, Pending::Roll { c: 1, why: RollFor::Shot, need: 1 });
    // ATZ-GAP-2, ATZ-GAP-10: 6 + 4 hits; a hit is a wound and ends the
    // firefight before it starts (ATZ-REACT-12): no Received Fire.
    let ev = play(&mut g, &[Action::Die(6)]);
    assert!(ev.contains(&Event::FiredAt { c: 1, target: 0, dice: vec![6], hits: 1 }));
    assert_eq!(g.characters[0].wounds, 1);
    assert_eq!(g.characters[1].hex, at(4, 3));
    assert!(!ev.iter().any(|e| matches!(e, Event::Tested { test: Test::ReceivedFire, .. })));
    // ATZ-ITEM-2: its shot leaves a marker too.
    assert!(g.shots.iter().any(|s| s.hex == at(4, 3)));
}

#[test]
fn an_unarmed_enemy_walks_up_and_takes_the_wanting_to_charge_test() {
    // ATZ-GAP-25 (4), ATZ-REACT-2: no loaded weapon: it moves toward the
    // nearest figure and, able to reach its hex, tests; 2 successes charge
    // into melee between characters (ATZ-GAP-3), the player's first.
    let mut g = scavenge(vec![one("buffy", 0, 3, "pistol"), enemy(4, 3, None)]);
    play(&mut g, &[init(1, 2), Action::Die(3)]);
    assert_eq!(g.characters[1].hex.distance(at(0, 3)), 1);
    assert!(matches!(
        g.pending,
        Pending::Roll { c: 1, why: RollFor::Test(Test::WantingToCharge, TestAt::Charge { .. }), need: 2 }
    ));
    play(&mut g, &[Action::Die(1), Action::Die(1)]);
    assert_eq!(g.characters[1].hex, at(0, 3));
    assert_eq!(g.pending, Pending::Roll { c: 0, why: RollFor::Duel { other: 1, first: 2 }, need: 4 });
}

#[test]
fn a_missed_enemy_takes_received_fire_and_the_firefight_goes_on() {
    // ATZ-REACT-7, ATZ-GAP-10: Buffy fires at the enemy and misses; it
    // takes Received Fire.
    let mut g = scavenge(vec![one("buffy", 0, 3, "pistol"), enemy(4, 3, Some("pistol"))]);
    play(&mut g, &[init(4, 1), Action::Die(6), Action::Fire(1)]);
    assert_eq!(legal(&g), [Action::Shoot(1)], "ATZ-GAP-23: the enemy is the one target");
    play(&mut g, &[Action::Shoot(1), Action::Die(1)]);
    let test = RollFor::Test(Test::ReceivedFire, TestAt::Fired { by: 0 });
    assert_eq!(g.pending, Pending::Roll { c: 1, why: test, need: 2 });
    // ATZ-REACT-12, ATZ-GAP-1: 2 successes, it returns fire at once (an
    // enemy always fires when a row allows); that shot misses too, so
    // Buffy takes Received Fire in turn.
    play(&mut g, &[Action::Die(2), Action::Die(3)]);
    assert_eq!(g.pending, Pending::Roll { c: 1, why: RollFor::Shot, need: 1 });
    play(&mut g, &[Action::Die(2)]);
    let test = RollFor::Test(Test::ReceivedFire, TestAt::Fired { by: 1 });
    assert_eq!(g.pending, Pending::Roll { c: 0, why: test, need: 2 });
    // ATZ-REACT-8, ATZ-GAP-18: 1 success, Duck Back: only hexes in cover
    // or out of the firer's sight, no closer to it, within her MP.
    play(&mut g, &[Action::Die(1), Action::Die(6)]);
    assert_eq!(g.pending, Pending::DuckBack { c: 0, by: 1 });
    let options = legal(&g);
    assert!(!options.is_empty());
    let map = g.map();
    let firer = at(4, 3);
    let mut open_hex = None;
    for a in &options {
        let Action::Hide(i) = *a else { panic!("{a} in a Duck Back") };
        let h = map.hexes.hex(usize::from(i)).unwrap();
        assert!(map.terrain(h).is_cover() || !g.sees(firer, h), "{a}");
        assert!(h.distance(firer) >= at(0, 3).distance(firer), "{a}");
        assert!(at(0, 3).distance(h) <= 8);
        if map.building(h).is_none() {
            open_hex = Some((*a, h));
        }
    }
    let (hide, h) = open_hex.expect("a vegetation hex or one out of sight");
    let ev = play(&mut g, &[hide]);
    assert!(ev.contains(&Event::DuckedBack { c: 0, to: h }));
    assert_eq!(g.characters[0].hex, h);
    // ATZ-GAP-15: the Duck Back ended her own turn; the firefight is
    // over and the turn goes on to generation at the two Shot markers.
    assert_eq!(g.turn_state, None);
    assert!(matches!(g.pending, Pending::Roll { why: RollFor::Generation, .. }));
    assert!(!ev.iter().any(|e| matches!(e, Event::Tested { .. } | Event::FiredAt { .. })));
}

#[test]
fn received_fire_without_a_success_is_a_runaway() {
    // ATZ-REACT-7, ATZ-GAP-1: 0 successes, Runaway (ATZ-REACT-6).
    let mut g = scavenge(vec![one("buffy", 0, 3, "pistol"), enemy(4, 3, Some("pistol"))]);
    play(&mut g, &[init(4, 1), Action::Die(6), Action::Fire(1), Action::Shoot(1), Action::Die(1)]);
    play(&mut g, &[Action::Die(6), Action::Die(6)]);
    assert_eq!(g.pending, Pending::Roll { c: 1, why: RollFor::Runaway, need: 1 });
    // Direction 4 is down the open column 4, to the map edge (ATZ-GAP-18).
    let ev = play(&mut g, &[Action::Die(4)]);
    assert!(ev.contains(&Event::Runaway { c: 1, direction: 4, to: at(4, 10) }));
    // ATZ-REACT-12: running away ends the firefight; Buffy's turn goes on.
    assert_eq!((g.pending, g.turn_state.map(|t| t.c)), (Pending::Turn, Some(0)));
}

/// Tonya on row 3 walks east toward an enemy 8 hexes away; the second
/// step brings her within 6 hexes of its sight (ATZ-REACT-10).
fn tonya_walks_into_sight(run: bool) -> (Atz, Vec<Event>) {
    let mut g = scavenge(vec![one("tonya", 0, 3, "pistol"), enemy(8, 3, Some("pistol"))]);
    play(&mut g, &[init(5, 1), Action::Die(6)]);
    if run {
        // Her reroll (ATZ-FAQ-5) not taken.
        play(&mut g, &[Action::Run, Action::Die(6), Action::Die(6), Action::KeepDice]);
    }
    play(&mut g, &[Action::Move(3)]);
    assert_eq!(g.pending, Pending::Turn, "7 hexes: not yet");
    let ev = play(&mut g, &[Action::Move(2)]);
    assert_eq!(g.characters[0].hex, at(2, 3));
    (g, ev)
}

#[test]
fn a_character_on_a_run_takes_no_received_fire_and_runs_on() {
    // ATZ-REACT-14 (the seed's example), ATZ-REACT-13, ATZ-REACT-10: Tonya
    // runs into an enemy's sight; it takes In Sight, fires and misses; she
    // takes no Received Fire and goes on with her run.
    let (mut g, _) = tonya_walks_into_sight(true);
    let test = RollFor::Test(Test::InSight, TestAt::Spotted { c: 0 });
    assert_eq!(g.pending, Pending::Roll { c: 1, why: test, need: 2 });
    play(&mut g, &[Action::Die(1), Action::Die(1)]);
    assert_eq!(g.pending, Pending::Roll { c: 1, why: RollFor::Shot, need: 1 });
    let ev = play(&mut g, &[Action::Die(1)]);
    assert!(ev.contains(&Event::FiredAt { c: 1, target: 0, dice: vec![1], hits: 0 }));
    assert!(!ev.iter().any(|e| matches!(e, Event::Tested { test: Test::ReceivedFire, .. })));
    assert_eq!((g.pending, g.turn_state.map(|t| t.c)), (Pending::Turn, Some(0)));
    assert!(legal(&g).contains(&Action::Move(3)));
}

#[test]
fn a_star_walking_chooses_received_fire_and_returns_fire() {
    // ATZ-REACT-7, ATZ-STAR-1, ATZ-REACT-9: walking, Tonya takes Received
    // Fire and, a Star, picks the row; 2 lets her return fire (ATZ-REACT-12).
    let (mut g, _) = tonya_walks_into_sight(false);
    play(&mut g, &[Action::Die(1), Action::Die(1), Action::Die(1)]);
    assert_eq!(g.pending, Pending::Choose { c: 0, test: Test::ReceivedFire, at: TestAt::Fired { by: 1 } });
    play(&mut g, &[Action::Result(2)]);
    assert!(matches!(g.pending, Pending::OfferFire { c: 0, .. }));
    play(&mut g, &[Action::Fire(1)]);
    assert_eq!(legal(&g), [Action::Shoot(1)], "ATZ-GAP-1: at the figure that fired");
    // 6 + 5 hits: the wound ends the firefight; her turn goes on, her
    // action not spent by a reaction shot.
    let ev = play(&mut g, &[Action::Shoot(1), Action::Die(6), Action::KeepDice]);
    assert!(ev.contains(&Event::FiredAt { c: 0, target: 1, dice: vec![6], hits: 1 }));
    assert_eq!(g.characters[1].wounds, 1);
    assert_eq!((g.pending, g.turn_state.map(|t| t.c)), (Pending::Turn, Some(0)));
    assert!(legal(&g).contains(&Action::Fire(1)));
}

/// A wounded Rep-3 ally (Rep 2, ATZ-SURV-3) with a pistol beside a zombie
/// in vegetation: 6 + 2 = 8 misses a target in cover (ATZ-GAP-2).
fn pity_position(pity: bool) -> Atz {
    let mut ally = PlacedCharacter::new("survivor-3", (3, 3), Some("pistol")).found(Side::Ally);
    ally.wounds = 1;
    // The band's Tonya, far off, keeps the scenario going (ATZ-GAP-9).
    let tonya = one("tonya", 14, 10, "pistol");
    let mut g =
        Position::new("scavenge").character(ally).character(tonya).zombie((3, 4), 0).build().expect("a legal position");
    g.start_due = false;
    g.house.pity_shot = pity;
    assert_eq!(g.characters[0].rep(), 2);
    // ATZ-ACT-1: Tonya (Rep 5) first; she ends her turn.
    play(&mut g, &[init(2, 1), Action::EndTurn, Action::Fire(1), Action::Target(0), Action::Die(6)]);
    g
}

#[test]
fn the_pity_shot_is_off_by_default_and_scores_one_hit_on_a_die_vs_rep() {
    // ATZ-SHOOT-13, ATZ-HOUSE: off, the 6 that could not hit is a miss.
    let g = pity_position(false);
    assert!(g.zombies[0].alive);
    assert_eq!(g.pending, Pending::Turn);
    // On: a die vs Rep 2; a 3 fails, a 2 kills the first target.
    let mut g = pity_position(true);
    assert_eq!(g.pending, Pending::Roll { c: 0, why: RollFor::Pity { target: 0, character: false }, need: 1 });
    let ev = play(&mut g, &[Action::Die(3)]);
    assert!(ev.contains(&Event::PityShot { c: 0, die: 3, hit: false }));
    assert!(g.zombies[0].alive);
    assert_eq!(g.pending, Pending::Turn, "the shot was its action; the turn goes on");
    let mut g = pity_position(true);
    play(&mut g, &[Action::Die(2)]);
    assert!(!g.zombies[0].alive);
}
