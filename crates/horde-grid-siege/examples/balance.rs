//! The balance of the standard siege (GS-GAP-27): the humans' win rate
//! for one bot on the zombies' seat against one on the humans', with its
//! 95% interval, over many seeded games of the simulator.
//!
//! `cargo run --release -p horde-grid-siege --example balance -- ZOMBIES HUMANS [GAMES] [SEED] [THREADS]`
//! e.g. `-- heuristic heuristic 1000 1 1` or `-- rollout:quick rollout:quick 40 1 1`.

use horde_ai::BotSpec;
use horde_core::Seat;
use horde_grid_siege::GridSiege;
use horde_grid_siege::bot::GsParts;
use horde_rules::BotParts;
use horde_sim::{SimConfig, SimError, try_run};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.to_owned());
    let parse_spec = |text: String| text.parse::<BotSpec>().map_err(|e| e.to_string());
    let numbers = (arg(2, "1000").parse::<u64>(), arg(3, "1").parse::<u64>(), arg(4, "1").parse::<usize>());
    let (zombies, humans, (Ok(games), Ok(seed), Ok(threads))) =
        (parse_spec(arg(0, "heuristic")), parse_spec(arg(1, "heuristic")), numbers)
    else {
        eprintln!("usage: balance ZOMBIES HUMANS [GAMES] [SEED] [THREADS]");
        return ExitCode::FAILURE;
    };
    let (zombies, humans) = match (zombies, humans) {
        (Ok(z), Ok(h)) => (z, h),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let config = SimConfig::new(horde_grid_siege::sim::MISSION, games, seed).threads(threads);
    let parts: &dyn BotParts<GridSiege> = &GsParts;
    let result = try_run::<GridSiege, _, _>(&config, |seat: Seat| {
        let spec = if seat.0 == 0 { &zombies } else { &humans };
        spec.build::<GridSiege>(parts, seat, 0).map_err(|e| SimError::Bot(e.to_string()))
    });
    match result {
        Ok(run) => {
            let r = &run.report;
            let [lo, hi] = r.win_rate_ci95;
            let won = |key: &str| r.tallies.get(key).map_or(0, |t| t.total);
            println!(
                "zombies {zombies} / humans {humans}: {} games, humans won {} = {:.1}% (95% CI {:.1}-{:.1}%), \
                 mean rounds {:.1}, unfinished at the cap {}, held house {}, by car {}, {:.1} s",
                r.games,
                r.wins,
                100.0 * r.win_rate,
                100.0 * lo,
                100.0 * hi,
                r.mean_rounds,
                r.loss_causes.iter().find(|c| c.cause.contains("cap")).map_or(0, |c| c.games),
                won("won.barricaded"),
                won("won.by_car"),
                r.elapsed.as_secs_f64(),
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
