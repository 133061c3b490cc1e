//! Base-game rules not pinned down by a worked example: repeated actions,
//! deck reshuffles, the helicopter's seats, the helipad fence against the
//! Abomination, crawlers' priority, melee and ranged reach, tents at setup.

#![allow(clippy::unwrap_used)] // test helpers: a failed lookup is a broken test

use horde_core::{Decision, Game, Match, RuleViolation};
use horde_rue_morgue::content::ZombieKind::*;
use horde_rue_morgue::position::Scenario;
use horde_rue_morgue::{Action, Event, RueMorgue, Setup};

/// The shipped catalog: the special cards the reshuffle rules name are in it.
fn scenario(survivors: &[&str]) -> Scenario {
    let mut setup = Setup::solo("tutorial-1", survivors, None);
    setup.options.free_team_size = true;
    Scenario::new(&setup).expect("setup")
}

fn outcomes(g: &RueMorgue) -> Vec<Action> {
    let mut v = Vec::new();
    g.chance_outcomes(&mut v);
    v.into_iter().map(|(a, _)| a).collect()
}

/// RM-TURN-6: each action may be taken several times a turn.
#[test]
fn rm_turn_6_the_same_action_again_in_one_turn() {
    let mut sc = scenario(&["dan"]);
    sc.place("dan", "st1").unwrap().inventory("dan", &["fire_axe"]).unwrap();
    sc.activate("dan").unwrap();
    let (st1, st3) = (sc.zone("st1").unwrap(), sc.zone("st3").unwrap());
    sc.act(Action::Move(st3)).unwrap();
    sc.act(Action::Move(st1)).unwrap();
    assert_eq!(sc.game.state().survivors[0].zone, st1);
    assert_eq!(sc.game.state().survivors[0].actions, 1, "two moves cost two of three actions");
    assert!(sc.legal().contains(&Action::Move(st3)), "and a third move is still legal");
}

/// RM-SEARCH-6, RM-MOLOTOV-5: the equipment discards become the deck, but
/// vests, Guillotines, Molotovs and nail bats stay out.
#[test]
fn rm_search_6_molotov_5_reshuffle_leaves_the_special_cards_out() {
    let mut sc = scenario(&["dan"]);
    sc.place("dan", "b1").unwrap();
    sc.spawned("b1").unwrap();
    let specials = ["bulletproof_vest", "guillotine", "molotov", "nail_bat"];
    let pistol = sc.item("pistol").unwrap();
    let s = sc.game.state_mut();
    s.eq_deck = [0; horde_rue_morgue::MAX_EQUIPMENT];
    s.eq_discard = [0; horde_rue_morgue::MAX_EQUIPMENT];
    s.eq_discard[pistol as usize] = 2;
    for id in specials {
        let c = sc.item(id).unwrap();
        sc.game.state_mut().eq_discard[c as usize] = 1;
    }
    sc.activate("dan").unwrap();
    let ev = sc.act(Action::Search).unwrap();
    assert!(ev.contains(&Event::DeckReshuffled { zombie: false }));
    assert_eq!(outcomes(&sc.game), vec![Action::DrawEquipment(pistol)], "only the pistols are shuffled back");
    for id in specials {
        let c = sc.item(id).unwrap();
        assert_eq!(sc.game.state().eq_discard[c as usize], 1, "{id} stays out of the deck");
    }
}

/// RM-SPAWN-7, RM-BSPAWN-4: an empty zombie deck is rebuilt from its discards.
#[test]
fn rm_spawn_7_bspawn_4_zombie_discards_become_the_deck() {
    let mut sc = scenario(&["jane"]);
    sc.place("jane", "st4").unwrap();
    let numbers = &sc.game.statics().card_numbers;
    let i = numbers.iter().position(|&n| n == 152).unwrap();
    let j = numbers.iter().position(|&n| n == 146).unwrap();
    let s = sc.game.state_mut();
    s.zdeck = 0;
    s.zdiscard = (1 << i) | (1 << j);
    // The spawn dice come first, then the first spawn zone's card.
    let mut ev = sc.zombies_phase();
    while outcomes(&sc.game).iter().all(|a| matches!(a, Action::Die(_))) {
        ev.extend(sc.roll(&[1]).unwrap());
    }
    assert!(ev.contains(&Event::DeckReshuffled { zombie: true }));
    assert_eq!(sc.game.state().zdiscard, 0);
    let mut cards = outcomes(&sc.game);
    let mut want = vec![Action::DrawZombie(i as u8), Action::DrawZombie(j as u8)];
    cards.sort();
    want.sort();
    assert_eq!(cards, want, "the two discarded cards, and only they");
}

/// RM-HELI-2: a pilot seat and three passenger seats, no more.
#[test]
fn rm_heli_2_a_pilot_seat_and_three_passenger_seats() {
    let five = ["parker", "dan", "laurie", "joe", "bear"];
    let mut sc = scenario(&five);
    sc.helicopter("pd", false).unwrap();
    for (seat, s) in five.iter().enumerate() {
        sc.place(s, "pd").unwrap();
        if seat < 4 {
            sc.board(s, seat as u8).unwrap();
        }
    }
    sc.activate("bear").unwrap();
    assert!(!sc.legal().iter().any(|a| matches!(a, Action::Board(_))), "four seats, all taken");
    assert_eq!(sc.act(Action::Board(3)).unwrap_err().rule_id(), "RM-HELI-3");
}

/// RM-ABOM-7, RM-PAD-3: the helipad fence stops Abominations too.
#[test]
fn rm_abom_7_pad_3_the_fence_stops_the_abomination() {
    // Parker stands on the fenced pad; the Abomination is across the fence
    // in st5 and sees him (RM-PAD-1: the fence does not block sight). It
    // must go round by the ladder (pw) instead of crossing.
    let mut sc = scenario(&["parker", "dan"]);
    sc.place("parker", "pd").unwrap().place("dan", "st1").unwrap();
    sc.zombies("st5", Abomination, 1).unwrap();
    sc.zombies_phase();
    assert_eq!(sc.count("pd", Abomination), 0, "not through the fence");
    assert_eq!(sc.count("pw", Abomination), 1, "round by the ladder");
}

/// RM-CRAWL-6, RM-CRAWL-7: crawlers are all alike and last in priority.
#[test]
fn rm_crawl_6_7_crawlers_are_last_in_priority() {
    // RM-PRIO-1: a ranged hit goes to the walker before the crawler that
    // came from a fatty or a runner: all crawlers are the same (RM-CRAWL-6).
    let mut sc = scenario(&["jane"]);
    sc.place("jane", "st3").unwrap().inventory("jane", &["pistol"]).unwrap();
    sc.zombies("st4", Crawler, 2).unwrap().zombies("st4", Runner, 1).unwrap();
    sc.activate("jane").unwrap();
    sc.act(Action::Ranged { hand: 0, zone: sc.zone("st4").unwrap() }).unwrap();
    sc.roll(&[6]).unwrap();
    assert_eq!((sc.count("st4", Runner), sc.count("st4", Crawler)), (0, 2), "the runner first");
}

/// RM-MELEE-2, RM-RACT-1, RM-RACT-2: melee reaches the own zone only; a
/// ranged weapon shoots at a zone within its range.
#[test]
fn rm_melee_2_ract_1_2_melee_in_the_own_zone_shots_at_a_zone() {
    let mut sc = scenario(&["dan"]);
    sc.place("dan", "st3").unwrap().inventory("dan", &["fire_axe", "pistol"]).unwrap();
    sc.zombies("st4", Walker, 1).unwrap();
    sc.activate("dan").unwrap();
    let st4 = sc.zone("st4").unwrap();
    let legal = sc.legal();
    assert!(!legal.contains(&Action::Melee { hand: 0 }), "no zombie in Dan's own zone");
    assert!(!legal.contains(&Action::Ranged { hand: 0, zone: st4 }), "the axe has no range");
    assert!(legal.contains(&Action::Ranged { hand: 1, zone: st4 }), "the pistol shoots at the zone");
    sc.place("dan", "st4").unwrap();
    assert!(sc.legal().contains(&Action::Melee { hand: 0 }));
}

/// RM-SETUP-11, RM-TENT-1: tent cards are dealt face down, at random, to
/// the zones that may hold tents.
#[test]
fn rm_setup_11_tents_are_dealt_at_random_to_tent_zones() {
    let setup = Setup::solo("tutorial-1", &["parker", "terry", "dan", "katie", "bear", "jane"], None);
    let mut dealt = std::collections::BTreeSet::new();
    for seed in 0..16 {
        let mut m = Match::<RueMorgue>::new(setup.clone(), seed).unwrap();
        let mut ev = Vec::new();
        while m.decision() == Decision::Chance {
            m.resolve_chance(&mut ev);
        }
        let g = m.state();
        let zones: Vec<u8> =
            ev.iter().filter_map(|e| if let Event::TentDealt { zone } = e { Some(*zone) } else { None }).collect();
        let (t1, t2) = (g.statics().map().zone_by_id("t1").unwrap(), g.statics().map().zone_by_id("t2").unwrap());
        assert_eq!(zones, vec![t1, t2], "one card face down on each tent spot, nowhere else");
        dealt.insert((g.state().tents[t1 as usize], g.state().tents[t2 as usize]));
    }
    assert!(dealt.len() > 1, "the cards differ from seed to seed: {dealt:?}");
}

/// RM-TRADE-1: a rearrangement is free within its window, but the window
/// offers no more swaps once any arrangement could have been reached
/// (see the rulings), so a game cannot loop on free swaps forever.
#[test]
fn rm_trade_1_a_rearrange_window_ends_its_swaps() {
    let mut sc = scenario(&["dan"]);
    sc.place("dan", "st1").unwrap().inventory("dan", &["fire_axe", "pistol", "crowbar"]).unwrap();
    sc.activate("dan").unwrap();
    sc.act(Action::Rearrange).unwrap();
    for _ in 0..5 {
        assert!(sc.legal().contains(&Action::Swap(0, 1)), "swaps while the window is young");
        sc.act(Action::Swap(0, 1)).unwrap();
    }
    assert!(!sc.legal().iter().any(|a| matches!(a, Action::Swap(..))), "no sixth swap");
    assert!(sc.legal().contains(&Action::Done));
    sc.act(Action::Done).unwrap();
    // A new window starts afresh.
    sc.act(Action::Rearrange).unwrap();
    assert!(sc.legal().contains(&Action::Swap(0, 1)));
}
