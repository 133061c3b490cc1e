//! The heuristic team's win rate on each cooperative mission, on one
//! thread, for tuning the policy without building the whole CLI:
//! `cargo run --release -p horde-rue-morgue --example strength -- GAMES SEED [MISSION...]`
//! (default missions: the tutorials and m01..m10).

use horde_ai::HeuristicBot;
use horde_rue_morgue::RueMorgue;
use horde_rue_morgue::bot::RmPolicy;
use horde_sim::{SimConfig, run};

const COOPERATIVE: [&str; 12] =
    ["tutorial-1", "tutorial-2", "m01", "m02", "m03", "m04", "m05", "m06", "m07", "m08", "m09", "m10"];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(2000);
    let seed: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let missions: Vec<&str> =
        if args.len() > 2 { args[2..].iter().map(String::as_str).collect() } else { COOPERATIVE.to_vec() };
    for m in missions {
        let config = SimConfig::new(m, games, seed).threads(1);
        let r = match run::<RueMorgue, _, _>(&config, |_| HeuristicBot::new(RmPolicy::default(), 0)) {
            Ok(r) => r.report,
            Err(e) => {
                println!("{m:<11} error: {e}");
                continue;
            }
        };
        let causes: Vec<String> = r.loss_causes.iter().take(3).map(|c| format!("{} {}", c.cause, c.games)).collect();
        println!(
            "{m:<11} win {:>6.2}% [{:.2}-{:.2}]  rounds {:>5.2}  {:>7.0} rounds/s  {}",
            100.0 * r.win_rate,
            100.0 * r.win_rate_ci95[0],
            100.0 * r.win_rate_ci95[1],
            r.mean_rounds,
            r.rounds_per_sec,
            causes.join("; ")
        );
    }
}
