//! The balance of the factions (ZG-GAP-25) for content files of one's own:
//! each faction's win rate with its 95% interval and the game length, over
//! seeded games of the simulator with one bot on every seat. The files are
//! read by the crate's own content parser, so a changed number is measured
//! without a rebuild and a wrong one is refused with its file, line and field.
//!
//! `cargo run --release -p horde-z-game --example balance -- [--content DIR] [--players N]
//! [--games N] [--seed N] [--threads N] [--bot SPEC]`, e.g.
//! `-- --content my-content --players 4 --games 400 --seed 1` (defaults: the
//! embedded content, 4 players, 400 games, seed 1, one thread a core, the
//! faction policy `heuristic`).

use horde_ai::BotSpec;
use horde_data::Source;
use horde_rules::RuleSystem;
use horde_sim::{SimConfig, run_spec};
use horde_z_game::ZGame;
use horde_z_game::content;
use std::path::Path;
use std::process::ExitCode;

struct Args {
    content: Option<String>,
    players: u8,
    games: u64,
    seed: u64,
    threads: usize,
    bot: BotSpec,
}

const USAGE: &str = "usage: balance [--content DIR] [--players 2-4] [--games N] [--seed N] [--threads N] [--bot SPEC]";

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        content: None,
        players: 4,
        games: 400,
        seed: 1,
        threads: 0,
        bot: "heuristic".parse().map_err(|e| format!("{e}"))?,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))?;
        let bad = |e: &dyn std::fmt::Display| format!("{flag} {value}: {e}\n{USAGE}");
        match flag.as_str() {
            "--content" => args.content = Some(value),
            "--players" => args.players = value.parse().map_err(|e| bad(&e))?,
            "--games" => args.games = value.parse().map_err(|e| bad(&e))?,
            "--seed" => args.seed = value.parse().map_err(|e| bad(&e))?,
            "--threads" => args.threads = value.parse().map_err(|e| bad(&e))?,
            "--bot" => args.bot = value.parse().map_err(|e| bad(&e))?,
            _ => return Err(format!("unknown flag {flag}\n{USAGE}")),
        }
    }
    Ok(args)
}

/// Reads the content files of `dir` (those the crate embeds, by name) and
/// makes them the content of this run.
fn install_from(dir: &Path) -> Result<(), String> {
    let mut sources = Vec::new();
    for (name, _) in content::FILES {
        let path = dir.join(name);
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        sources.push(Source::new(path.display().to_string(), text));
    }
    let parsed = content::load(&sources).map_err(|e| e.to_string())?;
    content::install(parsed)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(dir) = &args.content
        && let Err(e) = install_from(Path::new(dir))
    {
        eprintln!("{e}");
        return ExitCode::FAILURE;
    }
    let config =
        SimConfig { seats: Some(args.players), ..SimConfig::new("city", args.games, args.seed).threads(args.threads) };
    let run = match run_spec::<ZGame>(&config, &args.bot, ZGame::bot_parts()) {
        Ok(run) => run,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let r = &run.report;
    println!(
        "{} players, {} games, bot {}, seed {}, content {}",
        args.players,
        r.games,
        args.bot,
        args.seed,
        args.content.as_deref().unwrap_or("embedded")
    );
    for side in &r.sides {
        let [lo, hi] = side.win_rate_ci95;
        println!(
            "  {:<11} {:5.1}% ({:4.1}-{:4.1}%)  {:4} won of {:4}  mean VP {:5.2}",
            side.name,
            100.0 * side.win_rate,
            100.0 * lo,
            100.0 * hi,
            side.wins,
            side.games,
            side.mean_score
        );
    }
    let k = &r.rounds;
    println!(
        "  rounds: mean {:.1}, median {}, p10 {}, p90 {}, max {}; unfinished {}; {:.1} s",
        r.mean_rounds,
        k.median,
        k.p10,
        k.p90,
        k.max,
        r.unfinished,
        r.elapsed.as_secs_f64()
    );
    ExitCode::SUCCESS
}
