use super::*;
use crate::sample_catalog::sample_catalog;
use horde_core::{Actor, Match, rng::stream};

fn tutorial_setup() -> Setup {
    Setup::solo("tutorial-1", &["parker", "dan", "katie", "lori", "bear", "joe"], Some(sample_catalog()))
}

/// Plays random legal actions to the end; every accepted action must have
/// been listed, and `check` must agree with the list.
fn playout(seed: u64, max_actions: usize) -> (RueMorgue, usize) {
    playout_with(tutorial_setup(), seed, max_actions)
}

fn playout_with(setup: Setup, seed: u64, max_actions: usize) -> (RueMorgue, usize) {
    let mut m = Match::<RueMorgue>::new(setup, seed).expect("setup");
    let mut rng = HordeRng::new(seed, stream::TEST);
    let mut events = Vec::new();
    let mut legal = Vec::new();
    let mut n = 0;
    while n < max_actions {
        match m.decision() {
            Decision::Terminal => break,
            Decision::Chance => {
                assert!(m.resolve_chance(&mut events));
            }
            Decision::Seat(seat) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                assert!(!legal.is_empty(), "no legal action at {:?}", m.state().s.stack.top());
                let a = legal[rng.below(legal.len() as u32) as usize];
                m.state().check(a).expect("listed actions pass check");
                m.act(Actor::Seat(seat), a, &mut events).expect("listed action accepted");
            }
        }
        events.clear();
        n += 1;
    }
    (m.state().clone(), n)
}

#[test]
fn random_playouts_of_the_tutorial_finish_without_panic() {
    let mut finished = 0;
    for seed in 0..200 {
        let (g, _) = playout(seed, 200_000);
        if g.outcome().is_some() {
            finished += 1;
        }
    }
    assert_eq!(finished, 200, "every playout reaches an outcome (turn limit at worst)");
}

#[test]
fn random_playouts_with_the_shipped_content() {
    let setup = Setup::solo("tutorial-1", &["parker", "dan", "katie", "laurie", "bear", "joe"], None);
    for seed in 0..100 {
        let (g, _) = playout_with(setup.clone(), seed, 200_000);
        assert!(g.outcome().is_some());
    }
}

#[test]
fn encode_decode_round_trip_of_every_listed_action() {
    for seed in 0..20 {
        let mut m = Match::<RueMorgue>::new(tutorial_setup(), seed).expect("setup");
        let mut rng = HordeRng::new(seed, stream::TEST);
        let mut legal = Vec::new();
        let mut events = Vec::new();
        for _ in 0..3000 {
            legal.clear();
            m.state().legal_actions(&mut legal);
            for &a in &legal {
                assert_eq!(Action::decode(a.encode()), Some(a), "{a:?}");
            }
            match m.decision() {
                Decision::Terminal => break,
                Decision::Chance => {
                    m.resolve_chance(&mut events);
                }
                Decision::Seat(s) => {
                    let a = legal[rng.below(legal.len() as u32) as usize];
                    m.act(Actor::Seat(s), a, &mut events).expect("legal");
                }
            }
        }
    }
    assert_eq!(Action::decode(0xFF00_0000), None);
    assert_eq!(Action::decode(Action::Search.encode() | 1), None);
}

#[test]
fn replays_reproduce_the_state_hash() {
    let mut m = Match::<RueMorgue>::new(tutorial_setup(), 7).expect("setup");
    let mut rng = HordeRng::new(7, stream::TEST);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for _ in 0..500 {
        match m.decision() {
            Decision::Terminal => break,
            Decision::Chance => {
                m.resolve_chance(&mut events);
            }
            Decision::Seat(s) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                let a = legal[rng.below(legal.len() as u32) as usize];
                m.act(Actor::Seat(s), a, &mut events).expect("legal");
            }
        }
    }
    let file = m.to_file();
    let again = Match::<RueMorgue>::from_file(&file).expect("replays");
    assert_eq!(again.state().state_hash(), m.state().state_hash());
}

#[test]
#[ignore = "diagnostic"]
fn playout_stats() {
    for seed in 0..10 {
        let (g, n) = playout(seed, 200_000);
        let kills = 0;
        let _ = kills;
        println!(
            "seed {seed}: {n} actions, turn {}, {:?}, xp {:?} {kills}",
            g.s.turn,
            g.outcome().map(|o| o.reason),
            (0..6).map(|i| g.s.survivors[i].xp).collect::<Vec<_>>()
        );
    }
}

#[test]
#[ignore = "diagnostic"]
fn action_mix() {
    let mut counts = std::collections::BTreeMap::new();
    let mut m = Match::<RueMorgue>::new(tutorial_setup(), 3).expect("setup");
    let mut rng = HordeRng::new(3, stream::TEST);
    let mut events = Vec::new();
    let mut legal = Vec::new();
    loop {
        match m.decision() {
            Decision::Terminal => break,
            Decision::Chance => {
                m.resolve_chance(&mut events);
            }
            Decision::Seat(seat) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                let a = legal[rng.below(legal.len() as u32) as usize];
                let key = format!("{a:?}").split(['(', ' ', '{']).next().unwrap_or("").to_string();
                *counts.entry(key).or_insert(0) += 1;
                if matches!(a, Action::Melee { .. } | Action::Ranged { .. }) {
                    println!("attack {a:?} at turn {}", m.state().s.turn);
                }
                m.act(Actor::Seat(seat), a, &mut events).expect("legal");
            }
        }
        for e in events.drain(..) {
            if matches!(e, Event::ZombieKilled { .. } | Event::ZombiesSpawned { .. } | Event::SurvivorDied { .. }) {
                println!("{e:?}");
            }
        }
    }
    println!("{counts:?}");
}

#[test]
fn the_state_stays_small() {
    // Cloning is a memcpy plus one reference count: keep it that way. The
    // step stack takes 512 bytes of it: Zombie link turns nest above
    // building spawns (RM-SKILL-68), so it holds 32 steps.
    let size = std::mem::size_of::<State>();
    assert!(size < 2176, "State is {size} bytes");
}

/// A greedy random player: fights when it can, takes objectives, searches,
/// opens doors, and leaves windows at once. It lives longer than uniform
/// play, so late-game paths (higher danger levels, running out, the
/// Abomination) get exercised.
fn greedy(legal: &[Action], rng: &mut HordeRng) -> Action {
    let rank = |a: &Action| match a {
        Action::Melee { .. } | Action::Ranged { .. } => 0,
        Action::TakeObjective | Action::Keep(_) | Action::Done => 1,
        Action::Search | Action::OpenDoor { .. } | Action::Reload => 2,
        Action::Move(_) | Action::Activate(_) => 3,
        _ => 4,
    };
    let best = legal.iter().map(rank).min().unwrap_or(4);
    if rng.below(5) == 0 {
        // The random pick leaves out skills used as actions: a blind Shove
        // pushes the zombies onto the rest of the team, and this player is
        // meant to live long.
        let some: Vec<Action> = legal.iter().copied().filter(|a| !matches!(a, Action::UseSkill { .. })).collect();
        let pool = if some.is_empty() { legal } else { &some[..] };
        return pool[rng.below(pool.len() as u32) as usize];
    }
    let top: Vec<Action> = legal.iter().copied().filter(|a| rank(a) == best).collect();
    top[rng.below(top.len() as u32) as usize]
}

#[test]
fn greedy_playouts_reach_the_late_game_without_panic() {
    let setup = Setup::solo("tutorial-1", &["parker", "dan", "katie", "laurie", "bear", "joe"], None);
    let mut max_level = 0;
    let mut turns = 0;
    for seed in 0..60 {
        let mut m = Match::<RueMorgue>::new(setup.clone(), seed).expect("setup");
        let mut rng = HordeRng::new(seed, stream::AI);
        let mut events = Vec::new();
        let mut legal = Vec::new();
        for _ in 0..100_000 {
            match m.decision() {
                Decision::Terminal => break,
                Decision::Chance => {
                    m.resolve_chance(&mut events);
                }
                Decision::Seat(seat) => {
                    legal.clear();
                    m.state().legal_actions(&mut legal);
                    let a = greedy(&legal, &mut rng);
                    m.act(Actor::Seat(seat), a, &mut events).expect("listed action accepted");
                }
            }
            for e in events.drain(..) {
                if let Event::LevelUp { level, .. } = e {
                    max_level = max_level.max(level);
                }
            }
        }
        let g = m.state();
        assert!(g.outcome().is_some(), "seed {seed} did not finish");
        if std::env::var_os("RM_PLAYOUT_STATS").is_some() {
            println!("seed {seed}: turn {} {:?}", g.s.turn, g.outcome().map(|o| o.reason));
        }
        turns += u32::from(g.s.turn);
    }
    assert!(max_level >= 1, "some game reached yellow");
    assert!(turns > 60 * 3, "games last a few turns at least ({turns})");
}

/// The players' phase lists its actions already in ascending order, so
/// `legal_actions` skips the sort at nearly every decision; a reordering of
/// `gen_players` that breaks this would cost every playout a sort again
/// without any other test noticing. Skill combinations that emit out of
/// order (Tactical vest's reserve hands before both hands) are allowed to
/// take the sorting path, hence a share rather than all.
#[test]
fn the_players_phase_emits_its_actions_in_order() {
    let (mut players, mut in_order) = (0u32, 0u32);
    for seed in 0..40 {
        let mut m = Match::<RueMorgue>::new(tutorial_setup(), seed).expect("setup");
        let mut rng = HordeRng::new(seed, stream::TEST);
        let (mut events, mut legal, mut emitted) = (Vec::new(), Vec::new(), Vec::new());
        loop {
            let seat = match m.decision() {
                Decision::Terminal => break,
                Decision::Chance => {
                    m.resolve_chance(&mut events);
                    events.clear();
                    continue;
                }
                Decision::Seat(seat) => seat,
            };
            let g = m.state();
            if g.s.stack.top().is_none() {
                emitted.clear();
                g.for_each_legal(&mut |a| {
                    emitted.push(a);
                    false
                });
                players += 1;
                in_order += u32::from(emitted.windows(2).all(|w| w[0] < w[1]));
            }
            legal.clear();
            g.legal_actions(&mut legal);
            let a = legal[rng.below(legal.len() as u32) as usize];
            m.act(Actor::Seat(seat), a, &mut events).expect("listed action accepted");
            events.clear();
        }
    }
    assert!(players > 1000, "{players}");
    assert!(f64::from(in_order) >= 0.99 * f64::from(players), "{in_order} of {players} in order");
}

/// `sample_legal` skips listing RM-INV-4's discards but must draw exactly
/// what the list-based default draws from the same stream (so seeded
/// reports stay the same), at every kind of decision; and it must take
/// the path without the list at nearly every players' decision, or it
/// would cost more than the default.
#[test]
fn sampling_without_the_discards_draws_what_the_list_draws() {
    let (mut players, mut unlisted, mut discards_drawn) = (0u32, 0u32, 0u32);
    for seed in 0..40 {
        let mut m = Match::<RueMorgue>::new(tutorial_setup(), seed).expect("setup");
        let mut rng = HordeRng::new(seed, stream::TEST);
        let (mut events, mut legal, mut scratch) = (Vec::new(), Vec::new(), Vec::new());
        loop {
            let g = m.state();
            if g.decision() == Decision::Terminal {
                break;
            }
            legal.clear();
            g.legal_actions(&mut legal);
            let mut by_list = rng.clone();
            let want = legal[by_list.below(legal.len() as u32) as usize];
            let got = g.sample_legal(&mut rng, &mut scratch);
            assert_eq!(got, Some(want), "seed {seed} at {:?}", g.s.stack.top());
            assert_eq!(rng.next_u64(), by_list.next_u64(), "the same draws from the stream");
            if g.players_decision() {
                players += 1;
                unlisted += u32::from(g.sample_players(&mut rng.clone(), &mut scratch).is_some());
                discards_drawn += u32::from(matches!(want, Action::Discard(..)));
            }
            match m.decision() {
                Decision::Chance => assert!(m.resolve_chance(&mut events)),
                Decision::Seat(seat) => m.act(Actor::Seat(seat), want, &mut events).expect("listed action accepted"),
                Decision::Terminal => unreachable!("checked above"),
            };
            events.clear();
        }
    }
    assert!(players > 1000, "{players}");
    assert!(discards_drawn > 100, "discards drawn: {discards_drawn}");
    assert!(f64::from(unlisted) >= 0.99 * f64::from(players), "{unlisted} of {players} without the list");
}

/// The zombies' routes (RM-ZMOVE-1) come from distance maps kept per thread
/// across door states, phases and matches: at every state of playouts on
/// two boards played in turn, every kept map and every zone's route from
/// the kept maps must be the one computed from scratch. The players open a door whenever
/// they can, so that many door states come and go.
#[test]
fn kept_zombie_routes_are_the_routes_computed_afresh() {
    let six = ["parker", "dan", "katie", "lori", "bear", "joe"];
    let setups = [tutorial_setup(), Setup::solo("m05", &six, Some(sample_catalog()))];
    let start = |seed: u64| Match::<RueMorgue>::new(setups[seed as usize % 2].clone(), seed).expect("setup");
    let mut matches: Vec<_> = (0..4u64).map(start).collect();
    let mut next_seed = 4;
    let mut rng = HordeRng::new(5, stream::TEST);
    let (mut events, mut legal) = (Vec::new(), Vec::new());
    let (mut compared, mut door_states) = (0u32, std::collections::BTreeSet::new());
    for step in 0..8000 {
        let m = &mut matches[step % 4];
        if m.decision() == Decision::Terminal {
            *m = start(next_seed);
            next_seed += 1;
        }
        let g = m.state();
        let zones = g.st.map().zone_count() as u8;
        door_states.insert((zones, g.s.open_doors));
        let routes = || {
            let maps = (0..zones).flat_map(|t| [false, true].map(|open| g.with_distances(t, open, |d| *d)));
            ((0..zones).map(|z| g.zombie_route(z)).collect::<Vec<_>>(), maps.collect::<Vec<_>>())
        };
        let kept = routes();
        let fresh = super::routes::afresh(routes);
        assert_eq!(kept, fresh, "step {step}");
        compared += u32::from(zones);
        match m.decision() {
            Decision::Chance => assert!(m.resolve_chance(&mut events)),
            Decision::Seat(seat) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                let door = legal.iter().copied().find(|a| matches!(a, Action::OpenDoor { .. }));
                let a = door.unwrap_or_else(|| legal[rng.below(legal.len() as u32) as usize]);
                m.act(Actor::Seat(seat), a, &mut events).expect("listed action accepted");
            }
            Decision::Terminal => unreachable!("a new match was started above"),
        };
        events.clear();
    }
    assert!(compared > 10_000, "{compared}");
    assert!(door_states.len() > 4, "door states seen: {}", door_states.len());
}

/// `sample_chance` draws dice (RM-COMBAT-1, RM-SPAWN-3), zombie cards
/// (RM-SPAWN-6) and search draws (RM-SEARCH-2) without listing them, but
/// must give exactly the outcome `HordeRng::weighted` gives over the list
/// from the same stream, and leave the stream where it leaves it, or every
/// seeded report would change. Over many seeds, three boards, the builtin
/// and the sample cards, and six survivors from a roster of twelve shared
/// among one to three seats, so that decks of many sizes are drawn from.
#[test]
fn chance_drawn_directly_is_the_outcome_the_weighted_list_draws() {
    let team =
        ["parker", "dan", "katie", "laurie", "bear", "joe", "travis", "louise", "james", "jane", "terry", "maddie"];
    let (mut dice, mut zombie_cards, mut searches, mut listed) = (0u32, 0u32, 0u32, 0u32);
    let mut deck_sizes = std::collections::BTreeSet::new();
    for seed in 0..200u64 {
        let mission = ["tutorial-1", "m05", "m02"][seed as usize % 3];
        let six: Vec<&str> = team.iter().cycle().skip(seed as usize % team.len()).take(6).copied().collect();
        let mut setup = match seed % 2 {
            0 => Setup::solo(mission, &six, None),
            _ => tutorial_setup(),
        };
        if seed % 2 == 1 {
            setup.mission = MissionChoice::Builtin(mission.into());
        }
        let seats = 1 + seed as usize % 3;
        let everyone = std::mem::take(&mut setup.seats[0].survivors);
        setup.seats = everyone.chunks(6 / seats).map(|c| SeatSetup { survivors: c.to_vec(), team: 0 }).collect();
        let mut m = Match::<RueMorgue>::new(setup, seed).expect("setup");
        let mut rng = HordeRng::new(seed, stream::TEST);
        let (mut events, mut legal, mut outcomes, mut scratch) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        loop {
            let g = m.state();
            let action = match g.decision() {
                Decision::Terminal => break,
                Decision::Chance => {
                    outcomes.clear();
                    g.chance_outcomes(&mut outcomes);
                    let mut by_list = rng.clone();
                    let want = by_list.weighted(&outcomes).map(|i| outcomes[i].0);
                    let got = g.sample_chance(&mut rng, &mut scratch);
                    assert_eq!(got, want, "seed {seed}, {mission}, {seats} seats, at {:?}", g.s.stack.top());
                    assert_eq!(rng.next_u64(), by_list.next_u64(), "the same draws from the stream");
                    match g.s.stack.top() {
                        Some(Step::AttackRoll | Step::SpawnRoll { .. }) => dice += 1,
                        Some(Step::DrawZombie { .. } | Step::DealZombies { .. }) => {
                            zombie_cards += 1;
                            deck_sizes.insert(outcomes.len());
                        }
                        Some(Step::SearchDraw { .. }) => searches += 1,
                        _ => listed += 1,
                    }
                    m.act(Actor::Chance, want.expect("a chance decision has an outcome"), &mut events)
                }
                Decision::Seat(seat) => {
                    legal.clear();
                    g.legal_actions(&mut legal);
                    // Searching half the times it can: a uniform pick
                    // rarely searches, and search draws are the
                    // direct draw with unequal weights.
                    let a = match legal.iter().find(|a| **a == Action::Search) {
                        Some(&search) if rng.below(2) == 0 => search,
                        _ => legal[rng.below(legal.len() as u32) as usize],
                    };
                    m.act(Actor::Seat(seat), a, &mut events)
                }
            };
            action.expect("a drawn action is accepted");
            events.clear();
        }
    }
    assert!(
        dice > 2000 && zombie_cards > 2500 && searches > 60 && listed > 1000,
        "{dice} {zombie_cards} {searches} {listed}"
    );
    assert!(deck_sizes.len() > 10, "zombie decks of sizes {deck_sizes:?}");
}
