//! The mission features the engine plays from the mission files: cards
//! removed and given, zombies at setup within the supply (RM-OUT-1), and
//! competitive mode's teams, vests and scoring (RM-VS).

use horde_core::rng::stream;
use horde_core::{Actor, Decision, Game, HordeRng, Match, Seat};
use horde_rue_morgue::content::ZombieKind;
use horde_rue_morgue::mission::{MissionDef, ZombiePlacement, builtin_mission};
use horde_rue_morgue::position::Scenario;
use horde_rue_morgue::sim::{competitive_setup, default_setup};
use horde_rue_morgue::{MatchResult, MissionChoice, RueMorgue, SeatSetup, Setup, Step};

fn card(g: &RueMorgue, id: &str) -> usize {
    g.statics().catalog.equipment.iter().position(|e| e.id == id).expect("a shipped card")
}

fn def(id: &str) -> MissionDef {
    builtin_mission(id).expect("shipped").expect("valid").def.clone()
}

/// Items held by the team, by equipment id, counting every copy.
fn held(g: &RueMorgue, id: &str) -> usize {
    let c = card(g, id) as u8;
    let s = g.state();
    s.survivors[..s.n_surv as usize].iter().flat_map(|sv| sv.items()).filter(|&(_, x)| x == c).count()
}

/// Plays random legal actions to the end (every shipped mission has a
/// turn limit).
fn play_out(setup: Setup, seed: u64) -> RueMorgue {
    let mut m = Match::<RueMorgue>::new(setup, seed).expect("setup accepted");
    let mut rng = HordeRng::new(seed, stream::TEST);
    let (mut events, mut legal) = (Vec::new(), Vec::new());
    loop {
        match m.decision() {
            Decision::Terminal => return m.state().clone(),
            Decision::Chance => assert!(m.resolve_chance(&mut events)),
            Decision::Seat(seat) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                let a = legal[rng.below(legal.len() as u32) as usize];
                m.act(Actor::Seat(seat), a, &mut events).expect("listed actions apply");
            }
        }
        events.clear();
    }
}

#[test]
fn m06_leaves_ak47s_and_chainsaws_in_the_box_and_gives_the_guillotine() {
    let g = RueMorgue::new(&default_setup("m06", 1).unwrap()).unwrap();
    let deck = &g.state().eq_deck;
    assert_eq!((deck[card(&g, "ak_47")], deck[card(&g, "chainsaw")]), (0, 0));
    assert!(deck[card(&g, "sword")] > 0, "other cards stay in the deck");
    assert_eq!(held(&g, "guillotine"), 1);
    // The tutorial, which removes nothing, keeps both.
    let t = RueMorgue::new(&default_setup("tutorial-1", 1).unwrap()).unwrap();
    assert_eq!(t.state().eq_deck[card(&t, "ak_47")], 2);
    assert_eq!(held(&t, "guillotine"), 0);
    assert!(t.view(horde_core::Viewer::Spectator).team_scores.is_empty(), "cooperative: no team scores");
}

#[test]
fn removed_starting_cards_do_not_join_the_deck_after_the_deal() {
    // RM-SETUP-6 puts the leftover bows, crowbars and axes in the deck,
    // unless the mission left that card in the box.
    let mut d = def("tutorial-1");
    d.equipment.remove = vec!["bow".into()];
    let mut setup = default_setup("tutorial-1", 1).unwrap();
    setup.mission = MissionChoice::Inline(Box::new(d));
    let mut m = Match::<RueMorgue>::new(setup, 3).unwrap();
    let mut events = Vec::new();
    while m.decision() == Decision::Chance {
        m.resolve_chance(&mut events);
    }
    let g = m.state();
    assert_eq!(g.state().eq_deck[card(g, "bow")], 0);
    assert_eq!(held(g, "bow"), 0, "no bow is dealt either");
    assert!(held(g, "crowbar") + held(g, "fire_axe") == 6, "everyone gets a crowbar or an axe");
}

#[test]
fn starting_cards_cannot_be_given() {
    let mut d = def("tutorial-1");
    d.equipment.give = vec!["fire_axe".into()];
    let mut setup = default_setup("tutorial-1", 1).unwrap();
    setup.mission = MissionChoice::Inline(Box::new(d));
    assert!(RueMorgue::new(&setup).unwrap_err().0.contains("RM-SETUP-6"));
}

#[test]
fn m10_gives_one_gasoline_from_the_deck() {
    let g = RueMorgue::new(&default_setup("m10", 1).unwrap()).unwrap();
    assert_eq!(held(&g, "gasoline"), 1);
    // Three in the box (RM-PARTS-8): one given, two left to find.
    assert_eq!(g.state().eq_deck[card(&g, "gasoline")], 2);
}

#[test]
fn given_cards_go_to_every_team_while_copies_last() {
    // Two rival teams: gasoline for each from the deck's three; the one
    // Guillotine only for the first team.
    let mut d = def("m11");
    d.equipment.give = vec!["gasoline".into(), "guillotine".into()];
    let mut setup = competitive_setup("m11", 2);
    setup.mission = MissionChoice::Inline(Box::new(d));
    let g = RueMorgue::new(&setup).unwrap();
    assert_eq!(held(&g, "gasoline"), 2);
    assert_eq!(g.state().eq_deck[card(&g, "gasoline")], 1);
    assert_eq!(held(&g, "guillotine"), 1);
    let gasoline = card(&g, "gasoline") as u8;
    let holders: Vec<u8> = (0..g.state().n_surv)
        .filter(|&i| g.state().survivors[i as usize].items().any(|(_, c)| c == gasoline))
        .map(|i| g.statics().owner[i as usize])
        .collect();
    assert_eq!(holders, [0, 1], "one per team");
}

#[test]
fn setup_zombies_respect_the_supply_and_the_kinds_that_run_out_act_at_once() {
    // RM-OUT-1 at setup: 45 walkers asked, 40 in the box (RM-PARTS-3);
    // the walkers get an extra activation before the first survivor acts.
    let mut d = def("m01");
    d.start_zombies = vec![ZombiePlacement { zone: "1R:v".into(), kind: ZombieKind::Walker, count: 45 }];
    let mut setup = default_setup("m01", 1).unwrap();
    setup.mission = MissionChoice::Inline(Box::new(d));
    let g = RueMorgue::new(&setup).unwrap();
    let walkers = |g: &RueMorgue| g.state().zombies.iter().map(|z| u32::from(z[0])).sum::<u32>();
    assert_eq!(walkers(&g), 40);
    let extra = g.state().stack.iter().any(|s| matches!(s, Step::Activation { mask: 1, .. }));
    assert!(extra, "an extra walker activation waits under the setup steps");
    // It runs once the deal is done, and the game goes on from there.
    let mut m = Match::<RueMorgue>::new(setup.clone(), 1).unwrap();
    let mut events = Vec::new();
    while m.decision() == Decision::Chance {
        m.resolve_chance(&mut events);
    }
    assert!(events.iter().any(|e| matches!(e, horde_rue_morgue::Event::ZombiesMoved { .. })), "{events:?}");
    assert_eq!(walkers(m.state()), 40);
    play_out(setup, 2);
    // Without the shortage there is none.
    let plain = RueMorgue::new(&default_setup("m07", 1).unwrap()).unwrap();
    assert!(!plain.state().stack.iter().any(|s| matches!(s, Step::Activation { .. })));
}

#[test]
fn a_missing_abomination_at_setup_becomes_a_fatty_and_two_walkers() {
    // RM-ABOM-2 / RM-OUT-4: the box holds one; a second is substituted.
    let mut d = def("m10");
    d.start_zombies.push(ZombiePlacement { zone: "3R:p".into(), kind: ZombieKind::Abomination, count: 1 });
    let mut setup = default_setup("m10", 1).unwrap();
    setup.mission = MissionChoice::Inline(Box::new(d));
    let g = RueMorgue::new(&setup).unwrap();
    let p = g.statics().map().zone_by_id("3R:p").unwrap() as usize;
    // Two runners, then a fatty and two walkers instead of the Abomination.
    assert_eq!(g.state().zombies[p], [2, 1, 2, 0, 0]);
    assert!(!g.state().stack.iter().any(|s| matches!(s, Step::Activation { .. })));
}

fn vests(g: &RueMorgue, seat: u8) -> usize {
    let vest = card(g, "bulletproof_vest") as u8;
    let s = g.state();
    (0..s.n_surv)
        .filter(|&i| g.statics().owner[i as usize] == seat)
        .flat_map(|i| s.survivors[i as usize].items().filter(|&(_, c)| c == vest).collect::<Vec<_>>())
        .count()
}

#[test]
fn rival_teams_get_equal_vests_and_the_rest_stay_in_the_box() {
    // RM-VS-7: six vests: 3 each for 2 teams, 2 each for 3, 1 each for 4.
    for (teams, each) in [(2u8, 3usize), (3, 2), (4, 1)] {
        let g = RueMorgue::new(&competitive_setup("m11", teams)).unwrap();
        assert_eq!(g.num_seats(), teams as usize);
        for seat in 0..teams {
            assert_eq!(vests(&g, seat), each, "{teams} teams, seat {seat}");
        }
        // Round the team: nobody holds two while a teammate has none.
        let s = g.state();
        let vest = card(&g, "bulletproof_vest") as u8;
        for i in 0..s.n_surv as usize {
            assert!(s.survivors[i].items().filter(|&(_, c)| c == vest).count() <= 1);
        }
    }
    // A mission may deal fewer, never more than the equal share.
    let mut d = def("m11");
    d.competitive.as_mut().unwrap().vests_per_team = Some(1);
    let mut setup = competitive_setup("m11", 2);
    setup.mission = MissionChoice::Inline(Box::new(d));
    assert_eq!(vests(&RueMorgue::new(&setup).unwrap(), 1), 1);
    // Cooperative missions deal none.
    assert_eq!(vests(&RueMorgue::new(&default_setup("m01", 1).unwrap()).unwrap(), 0), 0);
}

#[test]
fn competitive_setups_need_one_seat_per_team_and_at_most_four_teams() {
    let mut two_seats_one_team = competitive_setup("m11", 2);
    two_seats_one_team.seats[1].team = 0;
    let e = RueMorgue::new(&two_seats_one_team).unwrap_err();
    assert!(e.0.contains("RM-VS-1"), "{e}");
    let mut five = Setup::solo("m11", &[], None);
    five.options.free_team_size = true;
    five.seats = ["dan", "jane", "bear", "katie", "joe"]
        .iter()
        .enumerate()
        .map(|(t, s)| SeatSetup { survivors: vec![(*s).into()], team: t as u8 })
        .collect();
    assert!(RueMorgue::new(&five).unwrap_err().0.contains("RM-SETUP-4"));
    // Unequal teams break RM-SETUP-4 as in cooperative play.
    let mut uneven = competitive_setup("m11", 2);
    let moved = uneven.seats[1].survivors.pop().unwrap();
    uneven.seats[0].survivors.push(moved);
    assert!(RueMorgue::new(&uneven).unwrap_err().0.contains("RM-SETUP-4"));
}

#[test]
fn default_setups_of_competitive_missions_are_two_rival_teams() {
    for id in ["m11", "m12"] {
        let setup = default_setup(id, 1).unwrap();
        let teams: Vec<u8> = setup.seats.iter().map(|s| s.team).collect();
        assert_eq!(teams, [0, 1], "{id}");
        assert!(setup.seats.iter().all(|s| s.survivors.len() == 3));
        assert_eq!(default_setup(id, 3).unwrap().seats.len(), 3);
        assert_eq!(default_setup(id, 6).unwrap().seats.len(), 4);
    }
}

#[test]
fn team_totals_count_the_dead_and_m12_adds_exit_xp_for_the_living() {
    // RM-VS-2: Dan (team 0) died with 9 XP; Jane (team 0) stands alive on
    // the exit with 2; Bear (team 1) has 10 but is not on the exit.
    let mut setup = competitive_setup("m12", 2);
    setup.seats = vec![
        SeatSetup { survivors: vec!["dan".into(), "jane".into()], team: 0 },
        SeatSetup { survivors: vec!["bear".into(), "katie".into()], team: 1 },
    ];
    setup.options.free_team_size = true;
    let mut sc = Scenario::new(&setup).unwrap();
    sc.place("jane", "4R:s").unwrap().place("bear", "2R:s").unwrap();
    let s = sc.game.state_mut();
    s.survivors[0].xp = 9;
    s.survivors[0].flags = 0;
    s.survivors[1].xp = 2;
    s.survivors[2].xp = 10;
    // 9 + 2 + 5 (exit) = 16 against 10.
    assert_eq!(sc.game.team_scores(), [(0, 16), (1, 10)]);
    // Every seat sees the running totals.
    let view = sc.game.view(horde_core::Viewer::Seat(Seat(1)));
    assert_eq!((view.team_scores, view.team_of_seat), (vec![(0, 16), (1, 10)], vec![0, 1]));
    // The dead do not score the exit bonus even lying on it.
    sc.place("dan", "4R:s").unwrap();
    assert_eq!(sc.game.team_scores(), [(0, 16), (1, 10)]);
}

#[test]
fn competitive_games_end_scored_and_rank_the_teams_by_xp() {
    for (id, teams) in [("m11", 2u8), ("m11", 3), ("m12", 4), ("m12", 2)] {
        for seed in 0..2 {
            let g = play_out(competitive_setup(id, teams), seed);
            let o = g.outcome().expect("over");
            assert_eq!(g.state().result, MatchResult::Scored, "{id}: never lost or won together ({})", o.reason);
            assert!(o.reason.starts_with("competitive game scored (RM-VS-2)"), "{}", o.reason);
            let scores = g.team_scores();
            let best = scores.iter().map(|&(_, x)| x).max().unwrap();
            for seat in 0..teams {
                let team = scores[seat as usize];
                assert_eq!(o.scores[seat as usize], team.1 as i32);
                assert_eq!(o.winners.contains(&Seat(seat)), team.1 == best);
            }
            assert!(!o.winners.is_empty());
        }
    }
}

#[test]
fn killing_a_rival_earns_no_xp() {
    // RM-VS-4, RM-XP-6: Jane finishes off Terry (one wound, no vest).
    let mut setup = competitive_setup("m11", 2);
    setup.seats = vec![
        SeatSetup { survivors: vec!["jane".into()], team: 0 },
        SeatSetup { survivors: vec!["terry".into()], team: 1 },
    ];
    setup.options.free_team_size = true;
    let mut sc = Scenario::new(&setup).unwrap();
    sc.place("jane", "3R:p").unwrap().place("terry", "3R:p").unwrap();
    sc.inventory("jane", &["fire_axe"]).unwrap().inventory("terry", &["wound"]).unwrap();
    sc.activate("jane").unwrap();
    sc.act(horde_rue_morgue::Action::Melee { hand: 0 }).unwrap();
    sc.roll(&[6]).unwrap();
    let s = sc.game.state();
    assert!(!s.survivors[1].alive(), "two wounds kill (RM-ZATK-5)");
    assert_eq!(s.survivors[0].xp, 0);
}
