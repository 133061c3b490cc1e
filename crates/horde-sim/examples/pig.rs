//! Simulates the toy Pig missions with a few bots and prints the reports.
//!
//! `cargo run --release -p horde-sim --example pig -- [games] [threads] [out-dir]`
//! With an output directory, the MCTS runs' reports, CSV files and (with
//! the `plots` feature) plots are written into `out-dir/<mission>`.

use horde_ai::toy::{HoldAt, Pig};
use horde_ai::{HeuristicBot, Mcts, MctsConfig, RandomBot};
use horde_sim::{SimConfig, SimError, compare, run};

fn main() -> Result<(), SimError> {
    let mut args = std::env::args().skip(1);
    let games = args.next().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let threads = args.next().and_then(|a| a.parse().ok()).unwrap_or(0);
    let out = args.next().map(std::path::PathBuf::from);
    for mission in ["solo", "race"] {
        let config = SimConfig { progress: true, ..SimConfig::new(mission, games, 42).threads(threads) };
        let random = run::<Pig, _, _>(&config, |_| RandomBot::new(0))?;
        let policy = run::<Pig, _, _>(&config, |_| HeuristicBot::new(HoldAt(20), 0))?;
        let mcts = run::<Pig, _, _>(&config, |_| Mcts::<Pig>::new(MctsConfig::iterations(200), 0))?;
        for r in [&random, &policy, &mcts] {
            let rep = &r.report;
            println!(
                "{mission:5} {:32} win {:.3} [{:.3}, {:.3}] rounds {:.2}  {:.0} games/s",
                rep.bot, rep.win_rate, rep.win_rate_ci95[0], rep.win_rate_ci95[1], rep.mean_rounds, rep.games_per_sec
            );
        }
        if let Some(dir) = &out {
            for file in mcts.write_to_dir(&dir.join(mission))? {
                println!("wrote {}", file.display());
            }
        }
        let ab = compare::<Pig, _, _, _, _>(
            &config,
            |_| Mcts::<Pig>::new(MctsConfig::iterations(200), 0),
            |_| HeuristicBot::new(HoldAt(20), 0),
        )?;
        println!(
            "{mission:5} mcts - hold-at-20: {:+.3} [{:+.3}, {:+.3}]",
            ab.win_rate_diff, ab.win_rate_diff_ci95[0], ab.win_rate_diff_ci95[1]
        );
    }
    Ok(())
}
