//! Random playouts of every shipped scenario reach an outcome, and both
//! outcomes occur; the heuristic teams win the default random scenario
//! within the balance band (ATZ-GAP-26).

use horde_ai::BotSpec;
use horde_all_things_zombie::bot::Heuristic;
use horde_all_things_zombie::{Atz, Event, Setup, Test};
use horde_core::{Decision, Game};
use horde_rules::RuleSystem;
use horde_sim::stats::wilson;
use horde_sim::{SimConfig, run_spec};

/// A small deterministic generator for the picks (not the game's dice).
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

fn playout(scenario: &str, seed: u64) -> Atz {
    play_with(scenario, seed, false)
}

fn play_with(scenario: &str, seed: u64, heuristic: bool) -> Atz {
    play_logged(scenario, seed, heuristic).0
}

/// A seeded game and everything that happened in it.
fn play_logged(scenario: &str, seed: u64, heuristic: bool) -> (Atz, Vec<Event>) {
    let mut g = Atz::new(&Setup::new(scenario, 1)).expect("a shipped scenario");
    let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for _ in 0..20_000 {
        if g.decision() == Decision::Terminal {
            break;
        }
        legal.clear();
        if g.decision() == Decision::Chance {
            let mut w = Vec::new();
            g.chance_outcomes(&mut w);
            let total: u64 = w.iter().map(|(_, n)| u64::from(*n)).sum();
            let mut pick = next(&mut rng) % total;
            let mut chosen = w[0].0;
            for (a, n) in w {
                if pick < u64::from(n) {
                    chosen = a;
                    break;
                }
                pick -= u64::from(n);
            }
            legal.push(chosen);
        } else {
            g.legal_actions(&mut legal);
        }
        let pick = (next(&mut rng) % legal.len() as u64) as usize;
        let a = if heuristic && g.decision() != Decision::Chance {
            let mut best = legal[pick];
            for &b in &legal {
                if Heuristic::score_one(&g, b) > Heuristic::score_one(&g, best) {
                    best = b;
                }
            }
            best
        } else {
            legal[pick]
        };
        g.apply(a, &mut events).expect("a listed action applies");
    }
    (g, events)
}

#[test]
fn random_playouts_reach_an_outcome() {
    for scenario in ["crossing", "night-watch", "scavenge", "blackout"] {
        let mut wins = 0;
        for seed in 0..40 {
            let g = playout(scenario, seed);
            let outcome = g.outcome().unwrap_or_else(|| panic!("{scenario} seed {seed} did not end"));
            wins += usize::from(!outcome.winners.is_empty());
        }
        assert!(wins < 40, "{scenario}: random play never lost");
        // Random play rarely escapes the crossing; it can survive the watch.
        if scenario == "night-watch" {
            assert!(wins > 0, "{scenario}: random play never won");
        }
    }
}

#[test]
fn the_heuristic_escapes_more_often_than_random_play() {
    let wins = |heuristic: bool| {
        (0..40)
            .filter(|&seed| play_with("crossing", seed, heuristic).outcome().is_some_and(|o| !o.winners.is_empty()))
            .count()
    };
    let (h, r) = (wins(true), wins(false));
    eprintln!("crossing: heuristic {h}/40, random {r}/40");
    assert!(h > r, "heuristic {h} vs random {r}");
}

/// Games per team of the balance check (ATZ-GAP-26): each team's 400 take
/// a few seconds in release, and leave a 95% interval about 10 points wide.
const BALANCE_GAMES: u64 = 400;

/// ATZ-GAP-26: the whole 95% interval of the win rate lies in 30-70%.
fn assert_in_band(team: &str, wins: u64) {
    let [lo, hi] = wilson(wins, BALANCE_GAMES);
    eprintln!("scavenge: {team} {wins}/{BALANCE_GAMES} ({:.1}-{:.1}%)", 100.0 * lo, 100.0 * hi);
    assert!(
        (0.30..=0.70).contains(&lo) && (0.30..=0.70).contains(&hi),
        "{team}: {wins}/{BALANCE_GAMES} outside the band"
    );
}

#[test]
fn gap_26_the_strongest_heuristic_team_wins_the_default_random_scenario_within_the_band() {
    // ATZ-GAP-26 on the default random scenario (ATZ-GAP-9), literal melee
    // reading (ATZ-GAP-3), house rules and pity shot off. This picker gives
    // ties of the heuristic's scores to the first listed action, and wins
    // more often than the bots, which break them at random: it is the
    // strongest team measured, so the band is checked on it.
    let games: Vec<Atz> = (0..BALANCE_GAMES).map(|seed| play_with("scavenge", seed, true)).collect();
    assert!(games.iter().all(|g| g.outcome().is_some()), "a game did not finish");
    let wins = games.iter().filter(|g| g.outcome().is_some_and(|o| !o.winners.is_empty())).count();
    assert_in_band("heuristic, first of equal scores", wins as u64);
}

#[test]
fn gap_26_the_simulators_heuristic_bot_wins_within_the_band_and_beats_random_play() {
    // The same band for what `horde sim all-things-zombie --mission scavenge
    // --games 400 --seed 1` reports for its default bot; random play wins
    // less (ATZ-GAP-26).
    let run = |bot: &str| {
        let spec: BotSpec = bot.parse().expect("a bot the crate lends");
        let config = SimConfig::new("scavenge", BALANCE_GAMES, 1);
        run_spec::<Atz>(&config, &spec, Atz::bot_parts()).expect("scavenge simulates").report
    };
    let (heuristic, random) = (run("heuristic"), run("random"));
    assert_eq!(heuristic.unfinished, 0, "a game hit the simulator's cap");
    assert_in_band("heuristic bot", heuristic.wins);
    assert!(random.wins < heuristic.wins, "random {} vs heuristic {}", random.wins, heuristic.wins);
}

#[test]
fn zombies_wound_only_in_melee_and_take_no_tests() {
    // ATZ-ZOM-4: a wound follows a melee, or what a character does (a
    // grenade, a shot at a character, a melee between characters), never
    // anything else a zombie does; ATZ-ZOM-3: the only tests are the
    // characters', and Received Fire follows only a character's shot
    // (ATZ-REACT-7), zombies never firing.
    for scenario in ["crossing", "night-watch", "scavenge"] {
        for seed in 0..20 {
            let (g, events) = play_logged(scenario, seed, false);
            for (i, e) in events.iter().enumerate() {
                if let Event::Wounded { c, .. } = e {
                    let cause = events[..i].iter().rev().find(|e| {
                        matches!(
                            e,
                            Event::Melee { .. } | Event::Grenade { .. } | Event::FiredAt { .. } | Event::Duel { .. }
                        )
                    });
                    let by_melee = matches!(cause, Some(Event::Melee { c: m, .. }) if m == c);
                    let by_character = matches!(cause, Some(Event::Grenade { .. } | Event::Duel { .. }))
                        || matches!(cause, Some(Event::FiredAt { target, .. }) if target == c);
                    assert!(by_melee || by_character, "{scenario} {seed}: {e:?}");
                }
                if let Event::Tested { c, test, .. } = e {
                    assert!(usize::from(*c) < g.characters.len());
                    if *test == Test::ReceivedFire {
                        let shot =
                            events[..i].iter().rev().find(|e| matches!(e, Event::FiredAt { .. } | Event::Fired { .. }));
                        assert!(
                            matches!(shot, Some(Event::FiredAt { target, .. }) if target == c),
                            "{scenario} {seed}"
                        );
                    }
                }
            }
        }
    }
}
