//! ZG-GAP-25: the balance of the factions is measured by the simulator,
//! which must report every faction of every game, and nothing twice.

use horde_ai::BotSpec;
use horde_rules::RuleSystem;
use horde_sim::{SimConfig, run_spec};
use horde_z_game::ZGame;
use std::collections::BTreeSet;

#[test]
fn zg_gap_25_the_report_counts_each_faction_of_every_game_once() {
    const GAMES: u64 = 5;
    for (players, spec) in [(2u8, "heuristic"), (3, "random"), (4, "heuristic")] {
        let config = SimConfig { seats: Some(players), ..SimConfig::new("city", GAMES, 25).threads(1) };
        let spec: BotSpec = spec.parse().expect("a bot the registry lends");
        let run = run_spec::<ZGame>(&config, &spec, ZGame::bot_parts()).expect("the city simulates");
        let r = &run.report;
        let seats = u64::from(players);
        for game in &run.records {
            let dealt: BTreeSet<&str> = game.sides.iter().map(String::as_str).collect();
            assert_eq!(
                dealt.len(),
                usize::from(players),
                "one faction a seat, none twice (ZG-GAP-2): {:?}",
                game.sides
            );
        }
        assert_eq!(r.sides.iter().map(|s| s.games).sum::<u64>(), GAMES * seats, "{players} players");
        assert_eq!(r.seats.len(), usize::from(players));
        assert!(r.seats.iter().all(|s| s.games == GAMES), "every seat plays every game");
        let winners: u64 = run.records.iter().map(|g| g.winners.len() as u64).sum();
        assert_eq!(r.sides.iter().map(|s| s.wins).sum::<u64>(), winners, "{players} players");
        assert_eq!(r.seats.iter().map(|s| s.wins).sum::<u64>(), winners, "{players} players");
        if players == 4 {
            let names: Vec<&str> = r.sides.iter().map(|s| s.name.as_str()).collect();
            assert_eq!(names, ["Bees", "Bikers", "Psych Ward", "Raiders"], "all four factions sit at a 4-player table");
            assert!(r.sides.iter().all(|s| s.games == GAMES));
        }
    }
}

/// ZG-GAP-25: over `games` seeded games with the faction policy on every
/// seat, the whole 95% interval of every faction's win rate lies in `band`.
fn assert_factions_in_band(players: u8, games: u64, band: std::ops::RangeInclusive<f64>) {
    let config = SimConfig { seats: Some(players), ..SimConfig::new("city", games, 1) };
    let spec: BotSpec = "heuristic".parse().expect("a bot the registry lends");
    let report = run_spec::<ZGame>(&config, &spec, ZGame::bot_parts()).expect("the city simulates").report;
    assert_eq!(report.unfinished, 0, "{players} players: a game hit the simulator's cap");
    for side in &report.sides {
        let [lo, hi] = side.win_rate_ci95;
        eprintln!(
            "{players} players: {} {}/{} ({:.1}-{:.1}%)",
            side.name,
            side.wins,
            side.games,
            100.0 * lo,
            100.0 * hi
        );
        assert!(
            band.contains(&lo) && band.contains(&hi),
            "{players} players: {} won {} of {}, outside {band:?}",
            side.name,
            side.wins,
            side.games
        );
    }
}

/// The shipped starts (ZG-GAP-2) and bonuses (ZG-GAP-11) keep every faction
/// of a 4-player table at most at the cap of 35% and at least at 15%; 2,000
/// games, as `docs/z-game-balance.md` reports, leave intervals about four
/// points wide. A few seconds in release; too slow unoptimised.
#[test]
#[cfg_attr(debug_assertions, ignore = "release only: cargo test --release -p horde-z-game --test balance")]
fn zg_gap_25_no_faction_wins_more_than_35_percent_of_four_player_games() {
    assert_factions_in_band(4, 2000, 0.15..=0.35);
}

/// At three players each faction stays within ten points of a fair third.
#[test]
#[cfg_attr(debug_assertions, ignore = "release only: cargo test --release -p horde-z-game --test balance")]
fn zg_gap_25_three_player_factions_stay_near_a_fair_share() {
    assert_factions_in_band(3, 2000, 0.233..=0.433);
}
