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
