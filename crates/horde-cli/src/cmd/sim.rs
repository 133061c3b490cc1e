//! `horde sim`: play many seeded games of a mission with bots and report
//! how hard it is.

use super::{CmdResult, mission_file};
use horde_ai::{BOT_KINDS, BotSpec};
use horde_rules::{GameFn, Registry, RuleSystem, find_mission};
use horde_sim::{
    Comparison, Report, SimConfig, SimRun, ZoneGrid, compare_specs, parse_lineup, run_lineup, run_lineup_setup,
    run_spec,
};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The rule system (see `horde rules`), e.g. rue-morgue.
    game: String,
    /// The mission to play: a shipped mission id, or the path of a Rue
    /// Morgue mission file (compiled with the shipped tiles; its problems
    /// are listed with file and line); default: the rule system's first
    /// mission.
    #[arg(long, short, value_name = "ID|FILE")]
    mission: Option<String>,
    /// How many games to play.
    #[arg(long, short = 'n', default_value_t = 1000)]
    games: u64,
    /// The master seed: the same seed, mission, bot and game count give the
    /// same results on any machine and any number of threads.
    #[arg(long, short, default_value_t = 1)]
    seed: u64,
    /// The bot at every seat, or one per seat separated by `/` (the last
    /// plays every seat after it).
    #[arg(long, short, default_value = "heuristic", long_help = format!("The bot at every seat, or one per seat separated by / (the last plays every seat after it): {BOT_KINDS}"))]
    bot: String,
    /// Compare two bots on the same seeds (paired games) instead of
    /// simulating one.
    #[arg(long, num_args = 2, value_names = ["BOT_A", "BOT_B"], conflicts_with = "bot")]
    compare: Option<Vec<String>>,
    /// Seats at the table; default: the mission's simulation default
    /// (one player with the whole team, or zombies and one human player).
    #[arg(long, visible_alias = "players")]
    seats: Option<u8>,
    /// Worker threads; 0 = one per core. Results do not depend on it.
    #[arg(long, short, default_value_t = 0)]
    threads: usize,
    /// Stop a game after this many decisions and count it as an unfinished
    /// loss (a guard against bots that never finish).
    #[arg(long, default_value_t = 1_000_000)]
    max_steps: u64,
    /// Write report.json, games.csv and the SVG plots into this folder.
    #[arg(long, short)]
    out: Option<PathBuf>,
    /// Print one JSON object (on one line) instead of the summary.
    #[arg(long)]
    json: bool,
}

pub fn run<R: Registry>(args: &Args) -> CmdResult {
    if args.games == 0 {
        return Err("--games must be at least 1".into());
    }
    if let Some(path) = args.mission.as_deref().filter(|m| mission_file::names_file(m)) {
        return simulate_file::<R>(args, path);
    }
    R::dispatch(&args.game, Sim { args }).map_err(|e| e.to_string())?
}

struct Sim<'a> {
    args: &'a Args,
}

impl GameFn for Sim<'_> {
    type Output = CmdResult;
    fn call<G: RuleSystem>(self) -> CmdResult {
        let args = self.args;
        let mission = match &args.mission {
            Some(m) => find_mission::<G>(m).map_err(|e| e.to_string())?.id,
            None => G::missions().first().map(|m| m.id.clone()).ok_or_else(|| format!("{} has no mission", G::ID))?,
        };
        let config = sim_config(args, mission.clone());
        if let Some(pair) = &args.compare {
            let (a, b) = match pair.as_slice() {
                [a, b] => (parse_bot(a)?, parse_bot(b)?),
                _ => return Err("--compare takes two bots".into()),
            };
            let cmp = compare_specs::<G>(&config, &a, &b, G::bot_parts()).map_err(|e| e.to_string())?;
            if let Some(dir) = &args.out {
                write_comparison(&cmp, dir)?;
            }
            if args.json {
                println!("{}", serde_json::to_string(&cmp).map_err(|e| e.to_string())?);
            } else {
                print!("{}", comparison_text(&cmp, &config));
            }
            return Ok(ExitCode::SUCCESS);
        }
        let specs = bot_specs(args)?;
        let run = match specs.as_slice() {
            [spec] => run_spec::<G>(&config, spec, G::bot_parts()),
            _ => run_lineup::<G>(&config, &specs, G::bot_parts()),
        }
        .map_err(|e| e.to_string())?;
        report(args, &config, &run, G::zone_grid(&mission))
    }
}

/// A designer's mission file, played like a shipped mission: the same
/// team, bots, seeds and report, so its figures compare with the table of
/// shipped missions. The rule system reads the file.
fn simulate_file<R: Registry>(args: &Args, path: &str) -> CmdResult {
    if args.compare.is_some() {
        return Err("--compare plays shipped missions; simulate a mission file with one --bot at a time".into());
    }
    if !std::path::Path::new(path).is_file() {
        return Err(format!("{path}: no such mission file"));
    }
    let source = horde_data::load_file(path).map_err(|e| format!("{path}: {e}"))?;
    R::dispatch(&args.game, SimFile { args, source: &source }).map_err(|e| e.to_string())?
}

struct SimFile<'a> {
    args: &'a Args,
    source: &'a horde_data::Source,
}

impl GameFn for SimFile<'_> {
    type Output = CmdResult;
    fn call<G: RuleSystem>(self) -> CmdResult {
        let args = self.args;
        let file = match G::mission_file(self.source, args.seats) {
            Ok(f) => f,
            Err(diagnostics) => return Ok(mission_file::refuse(&self.source.name, &diagnostics)),
        };
        let config = sim_config(args, file.id.clone());
        let specs = bot_specs(args)?;
        let setup = file.setup;
        let run = run_lineup_setup::<G, _>(&config, |_| Ok(setup.clone()), &specs, G::bot_parts())
            .map_err(|e| e.to_string())?;
        report(args, &config, &run, file.zone_grid)
    }
}

fn sim_config(args: &Args, mission: String) -> SimConfig {
    SimConfig {
        seats: args.seats,
        max_steps: args.max_steps,
        progress: !args.json,
        ..SimConfig::new(mission, args.games, args.seed).threads(args.threads)
    }
}

fn parse_bot(text: &str) -> Result<BotSpec, String> {
    text.parse::<BotSpec>().map_err(|e| format!("--bot {text:?}: {e}"))
}

/// `A/B/...`: one bot per seat, the last one for every seat after it
/// (Grid Siege: `heuristic/random` plays heuristic zombies against random
/// humans).
fn bot_specs(args: &Args) -> Result<Vec<BotSpec>, String> {
    parse_lineup(&args.bot).map_err(|e| format!("--bot: {e}"))
}

/// Writes `--out` and prints the JSON or the readable summary of `run`.
fn report(args: &Args, config: &SimConfig, run: &SimRun, grid: Option<ZoneGrid>) -> CmdResult {
    let mut written = Vec::new();
    if let Some(dir) = &args.out {
        written = write_run(run, grid, dir)?;
    }
    if args.json {
        println!("{}", serde_json::to_string(&run.report).map_err(|e| e.to_string())?);
    } else {
        print!("{}", summary(&run.report, config));
        for path in written {
            println!("wrote {}", path.display());
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn write_run(run: &SimRun, grid: Option<ZoneGrid>, dir: &std::path::Path) -> Result<Vec<PathBuf>, String> {
    #[allow(unused_mut)] // without plots nothing more is written
    let mut written = run.write_to_dir(dir).map_err(|e| e.to_string())?;
    #[cfg(feature = "plots")]
    if let Some(grid) = grid {
        written.extend(horde_sim::write_heat_map(&run.report, &grid, dir).map_err(|e| e.to_string())?);
    }
    #[cfg(not(feature = "plots"))]
    let _ = grid;
    Ok(written)
}

fn write_comparison(cmp: &Comparison, dir: &std::path::Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let path = dir.join("comparison.json");
    std::fs::write(&path, cmp.to_json() + "\n").map_err(|e| format!("{}: {e}", path.display()))
}

fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

fn threads_text(config: &SimConfig) -> String {
    if config.threads == 0 {
        format!("{} threads", std::thread::available_parallelism().map_or(1, |n| n.get()))
    } else {
        format!("{} thread{}", config.threads, if config.threads == 1 { "" } else { "s" })
    }
}

/// The readable summary of one simulation.
pub fn summary(r: &Report, config: &SimConfig) -> String {
    let mut out = String::new();
    let w = &mut out;
    let _ = writeln!(w, "{} {} with {} (seed {})", r.game, r.mission, r.bot, r.seed);
    let _ = writeln!(
        w,
        "games      {:>8}   wins {} / losses {}{}",
        r.games,
        r.wins,
        r.losses,
        if r.unfinished > 0 { format!(" ({} unfinished)", r.unfinished) } else { String::new() }
    );
    let _ = writeln!(
        w,
        "win rate   {:>8}   95% CI {} - {}",
        pct(r.win_rate),
        pct(r.win_rate_ci95[0]),
        pct(r.win_rate_ci95[1])
    );
    for (title, rows) in [("by seat", &r.seats), ("by side", &r.sides)] {
        if !rows.is_empty() {
            let _ = writeln!(w, "{title}");
        }
        for s in rows {
            let _ = writeln!(
                w,
                "  {:<24} {:>7} games {:>7} wins {:>6}  95% CI {} - {}  mean score {:.2} (min {}, p10 {}, median {}, p90 {}, max {})",
                s.name,
                s.games,
                s.wins,
                pct(s.win_rate),
                pct(s.win_rate_ci95[0]),
                pct(s.win_rate_ci95[1]),
                s.mean_score,
                s.score.min,
                s.score.p10,
                s.score.median,
                s.score.p90,
                s.score.max
            );
        }
    }
    let s = &r.rounds;
    let _ = writeln!(
        w,
        "rounds     {:>8.2}   mean (sd {:.2}); min {}, p10 {}, median {}, p90 {}, max {}",
        r.mean_rounds, s.std_dev, s.min, s.p10, s.median, s.p90, s.max
    );
    let _ = writeln!(w, "{}", rounds_bars(r));
    if !r.loss_causes.is_empty() {
        let _ = writeln!(w, "causes of loss");
        for c in &r.loss_causes {
            let share = c.games as f64 / r.losses.max(1) as f64;
            let _ = writeln!(w, "  {:<40} {:>7}  {:>6} of losses", c.cause, c.games, pct(share));
        }
    }
    let tallies: Vec<(&str, f64)> = r.tallies.iter().map(|(k, t)| (k.as_str(), t.per_game)).collect();
    let alive: Vec<_> = tallies.iter().filter(|(k, _)| k.ends_with("_alive")).collect();
    for (k, v) in &alive {
        let _ = writeln!(w, "{:<26} {:>7.2} per game", k.replace('_', " ") + " at the end", v);
    }
    let killed: Vec<String> =
        tallies.iter().filter_map(|(k, v)| k.strip_prefix("killed.").map(|kind| format!("{kind} {v:.2}"))).collect();
    if !killed.is_empty() {
        let _ = writeln!(w, "zombies killed per game    {}", killed.join(", "));
    }
    let won: Vec<String> =
        tallies.iter().filter_map(|(k, v)| k.strip_prefix("won.").map(|how| format!("{how} {v:.3}"))).collect();
    if !won.is_empty() {
        let _ = writeln!(w, "wins by way per game       {}", won.join(", "));
    }
    let plain: Vec<String> = tallies
        .iter()
        .filter(|(k, _)| !k.contains('.') && !k.ends_with("_alive"))
        .map(|(k, v)| format!("{} {v:.2}", k.replace('_', " ")))
        .collect();
    if !plain.is_empty() {
        let _ = writeln!(w, "per game                   {}", plain.join(", "));
    }
    let mut hot: Vec<(&str, f64)> = tallies
        .iter()
        .filter_map(|(k, v)| k.strip_prefix("wounds_").and_then(|k| k.split_once('.')).map(|(_, z)| (z, *v)))
        .collect();
    hot.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(b.0)));
    if !hot.is_empty() {
        let top: Vec<String> = hot.iter().take(5).map(|(z, v)| format!("{z} {v:.2}")).collect();
        let _ = writeln!(w, "most wounds (per game)     {}", top.join(", "));
    }
    let _ = writeln!(
        w,
        "throughput {:>8.0} games/s, {:.0} rounds/s ({}, {:.2} s)",
        r.games_per_sec,
        r.rounds_per_sec,
        threads_text(config),
        r.elapsed.as_secs_f64()
    );
    out
}

/// The rounds distribution as text bars: at most 16 rows of equal width.
fn rounds_bars(r: &Report) -> String {
    let (Some(first), Some(last)) = (r.rounds_histogram.first(), r.rounds_histogram.last()) else {
        return String::new();
    };
    let (lo, hi) = (first.rounds, last.rounds);
    let width = (hi - lo) / 16 + 1;
    let rows = ((hi - lo) / width + 1) as usize;
    let mut games = vec![0u64; rows];
    let mut wins = vec![0u64; rows];
    for b in &r.rounds_histogram {
        let i = ((b.rounds - lo) / width) as usize;
        games[i] += b.games;
        wins[i] += b.wins;
    }
    let top = games.iter().copied().max().unwrap_or(1).max(1);
    let mut out = String::from("rounds distribution (# games, = of them won)");
    for i in 0..rows {
        let start = lo + i as u32 * width;
        let label = if width == 1 { format!("{start}") } else { format!("{start}-{}", start + width - 1) };
        let bar = (games[i] * 40).div_ceil(top) as usize;
        let won = ((wins[i] * 40) / top) as usize;
        let _ =
            write!(out, "\n  {label:>7} {:<40} {}", "=".repeat(won) + &"#".repeat(bar.saturating_sub(won)), games[i]);
    }
    out
}

fn comparison_text(c: &Comparison, config: &SimConfig) -> String {
    let mut out = String::new();
    let w = &mut out;
    let _ = writeln!(w, "{} {}: {} paired games (seed {})", c.a.game, c.a.mission, c.games, c.a.seed);
    for (tag, r) in [("A", &c.a), ("B", &c.b)] {
        let _ = writeln!(
            w,
            "  {tag} {:<44} win rate {:>6} (95% CI {} - {}), {:.2} rounds, {:.0} games/s",
            r.bot,
            pct(r.win_rate),
            pct(r.win_rate_ci95[0]),
            pct(r.win_rate_ci95[1]),
            r.mean_rounds,
            r.games_per_sec
        );
    }
    let _ = writeln!(
        w,
        "  both won {}, only A {}, only B {}, neither {}",
        c.both_won, c.only_a_won, c.only_b_won, c.neither_won
    );
    let _ = writeln!(
        w,
        "A - B: {:+.1} points (95% CI {:+.1} to {:+.1}; {})",
        100.0 * c.win_rate_diff,
        100.0 * c.win_rate_diff_ci95[0],
        100.0 * c.win_rate_diff_ci95[1],
        threads_text(config)
    );
    out
}
