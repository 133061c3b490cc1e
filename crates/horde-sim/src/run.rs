//! Running many games in parallel.

use crate::csv::write_csv;
use crate::play::{GameRecord, Scratch, game_seed, play_game};
use crate::progress::Progress;
use crate::report::{Labels, Report};
use crate::summary::Summary;
use horde_ai::{Bot, BotParts, BotSpec};
use horde_core::{Game, Seat, SetupError};
use horde_rules::sim::SimGame;
use rayon::prelude::*;
use std::fmt;
use std::fs;
use std::io::{self, BufWriter};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// What to simulate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimConfig {
    pub mission: String,
    /// Seats asked of [`SimGame::setup_for`]; `None`: the mission's default.
    pub seats: Option<u8>,
    pub games: u64,
    /// The index of the first game: a run plays games `first..first +
    /// games` of the simulation, so a campaign split into such chunks
    /// plays the games one run of them all would (see [`crate::Summary`]).
    pub first: u64,
    /// The master seed: game `i` is seeded with [`crate::game_seed`]`(seed, i)`.
    pub seed: u64,
    /// Worker threads; 0: one per core. Results do not depend on it.
    pub threads: usize,
    /// Decisions (chance included) after which a game is stopped and
    /// counted as an unfinished loss: a guard against games that never end.
    pub max_steps: u64,
    /// Show a progress bar (with the `progress` feature, on a terminal).
    pub progress: bool,
}

impl SimConfig {
    pub fn new(mission: impl Into<String>, games: u64, seed: u64) -> Self {
        Self {
            mission: mission.into(),
            seats: None,
            games,
            first: 0,
            seed,
            threads: 0,
            max_steps: 1_000_000,
            progress: false,
        }
    }

    pub fn threads(mut self, threads: usize) -> Self {
        self.threads = threads;
        self
    }
}

/// Why a simulation could not run or write its results.
#[derive(Debug)]
pub enum SimError {
    /// The rule system refused the setup of game `index`.
    Setup {
        index: u64,
        error: SetupError,
    },
    ThreadPool(String),
    /// Two runs that should share their seeds do not.
    Mismatch(String),
    Io {
        path: PathBuf,
        error: io::Error,
    },
    Plot(String),
    /// A bot that cannot be built for this rule system.
    Bot(String),
}

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Setup { index: 0, error } => write!(f, "cannot set up the mission: {error}"),
            Self::Setup { index, error } => write!(f, "cannot set up game {index}: {error}"),
            Self::ThreadPool(e) => write!(f, "cannot start the worker threads: {e}"),
            Self::Mismatch(e) => write!(f, "the runs cannot be compared: {e}"),
            Self::Io { path, error } => write!(f, "cannot write {}: {error}", path.display()),
            Self::Plot(e) => write!(f, "cannot draw a plot: {e}"),
            Self::Bot(e) => write!(f, "cannot build the bot: {e}"),
        }
    }
}

impl std::error::Error for SimError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Setup { error, .. } => Some(error),
            Self::Io { error, .. } => Some(error),
            _ => None,
        }
    }
}

/// The results of a simulation: the summary and every game.
#[derive(Clone, Debug, PartialEq)]
pub struct SimRun {
    pub report: Report,
    /// The index of the first game (its records may be none).
    pub first: u64,
    /// In game index order.
    pub records: Vec<GameRecord>,
}

impl SimRun {
    /// The counts of this run's games, to merge with other chunks of the
    /// same simulation.
    pub fn summary(&self) -> Summary {
        let r = &self.report;
        let labels = Labels { game: r.game.clone(), mission: r.mission.clone(), bot: r.bot.clone(), seed: r.seed };
        Summary::from_records(labels, self.first, &self.records)
    }

    pub fn write_csv<W: io::Write>(&self, out: W) -> io::Result<()> {
        write_csv(&self.records, out)
    }

    /// Writes `report.json`, `games.csv` and, with the `plots` feature, the
    /// SVG plots into `dir` (created if needed). Returns the files written.
    pub fn write_to_dir(&self, dir: &Path) -> Result<Vec<PathBuf>, SimError> {
        let io_err = |path: &Path| {
            let path = path.to_path_buf();
            move |error| SimError::Io { path, error }
        };
        fs::create_dir_all(dir).map_err(io_err(dir))?;
        let json = dir.join("report.json");
        fs::write(&json, self.report.to_json() + "\n").map_err(io_err(&json))?;
        let csv = dir.join("games.csv");
        let file = fs::File::create(&csv).map_err(io_err(&csv))?;
        self.write_csv(BufWriter::new(file)).map_err(io_err(&csv))?;
        #[allow(unused_mut)] // without plots nothing more is written
        let mut written = vec![json, csv];
        #[cfg(feature = "plots")]
        written.extend(crate::plots::write_plots(&self.report, dir)?);
        Ok(written)
    }
}

/// Simulates `config.games` games of `G` with the bot that `bots` makes
/// for each seat, in parallel on `config.threads` threads.
///
/// Game `i` has seed [`crate::game_seed`]`(config.seed, i)`; its bots are
/// reset with [`crate::bot_seed`] before it starts, so every record, and
/// every report field but the throughput, is the same for any thread
/// count. Each worker builds its own bots with `bots` and reuses them.
pub fn run<G, F, B>(config: &SimConfig, bots: F) -> Result<SimRun, SimError>
where
    G: SimGame,
    F: Fn(Seat) -> B + Sync,
    B: Bot<G>,
{
    try_run::<G, _, _>(config, |seat| Ok(bots(seat)))
}

/// [`run`] with bots described by text (`--bot mcts:1000`): `spec` is
/// built for every seat, with the rule system's `parts`. A bot the rule
/// system cannot build (no policy for `heuristic`...) is an error before
/// any game starts.
pub fn run_spec<G: SimGame + 'static>(
    config: &SimConfig,
    spec: &BotSpec,
    parts: &dyn BotParts<G>,
) -> Result<SimRun, SimError> {
    try_run::<G, _, _>(config, |seat| spec.build::<G>(parts, seat, 0).map_err(|e| SimError::Bot(e.to_string())))
}

/// The bots of `--bot A/B/...`: one per seat, the last one for every seat
/// after it (Grid Siege: `heuristic/random` plays heuristic zombies
/// against random humans).
pub fn parse_lineup(text: &str) -> Result<Vec<BotSpec>, SimError> {
    text.split('/').map(|t| t.parse::<BotSpec>().map_err(|e| SimError::Bot(format!("{t:?}: {e}")))).collect()
}

/// [`run_spec`] with one bot per seat (see [`parse_lineup`]); a single
/// bot plays every seat exactly as [`run_spec`] plays it.
pub fn run_lineup<G: SimGame + 'static>(
    config: &SimConfig,
    lineup: &[BotSpec],
    parts: &dyn BotParts<G>,
) -> Result<SimRun, SimError> {
    let setup = |seed| G::setup_for(&config.mission, config.seats, seed);
    run_lineup_setup::<G, _>(config, setup, lineup, parts)
}

/// [`run_lineup`] with each game's setup made by `setup` (a mission file).
pub fn run_lineup_setup<G: SimGame + 'static, S>(
    config: &SimConfig,
    setup: S,
    lineup: &[BotSpec],
    parts: &dyn BotParts<G>,
) -> Result<SimRun, SimError>
where
    S: Fn(u64) -> Result<G::Setup, SetupError> + Sync,
{
    let last = lineup.len().checked_sub(1).ok_or_else(|| SimError::Bot("no bot named".into()))?;
    try_run_setup::<G, _, _, _>(config, setup, |seat| {
        lineup[usize::from(seat.0).min(last)].build::<G>(parts, seat, 0).map_err(|e| SimError::Bot(e.to_string()))
    })
}

/// [`run`] with a bot factory that may fail; its first error (in seat
/// order, on game 0) stops the simulation before any game is played.
pub fn try_run<G, F, B>(config: &SimConfig, bots: F) -> Result<SimRun, SimError>
where
    G: SimGame,
    F: Fn(Seat) -> Result<B, SimError> + Sync,
    B: Bot<G>,
{
    try_run_setup::<G, _, _, _>(config, |seed| G::setup_for(&config.mission, config.seats, seed), bots)
}

/// [`try_run`] with the setup of each game made by `setup` from the game's
/// seed instead of [`SimGame::setup_for`]: for a mission the rule system
/// does not ship (a designer's mission file). `config.mission` only
/// labels the report.
pub fn try_run_setup<G, S, F, B>(config: &SimConfig, setup: S, bots: F) -> Result<SimRun, SimError>
where
    G: SimGame,
    S: Fn(u64) -> Result<G::Setup, SetupError> + Sync,
    F: Fn(Seat) -> Result<B, SimError> + Sync,
    B: Bot<G>,
{
    let prepare = |index: u64| prepare::<G>(config.seed, index, &setup);
    let games = usize::try_from(config.games)
        .ok()
        .filter(|_| config.first.checked_add(config.games).is_some())
        .ok_or_else(|| SimError::Setup { index: 0, error: SetupError("too many games for this machine".into()) })?;
    // Set up the first game and its bots first, so a bad mission or bot
    // fails before any thread starts.
    let (first, _) = prepare(config.first)?;
    let lineup: Vec<B> = (0..first.num_seats().max(1)).map(|s| bots(Seat(s as u8))).collect::<Result<_, _>>()?;
    let labels = Labels {
        game: G::ID.to_owned(),
        mission: config.mission.clone(),
        bot: lineup_name(&lineup),
        seed: config.seed,
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(config.threads)
        .build()
        .map_err(|e| SimError::ThreadPool(e.to_string()))?;
    let progress = Progress::new(config.progress, config.games);
    let start = now();
    let results: Vec<Result<GameRecord, SimError>> = pool.install(|| {
        (0..games)
            .into_par_iter()
            .map_init(
                || (Vec::<B>::new(), Scratch::<G>::default()),
                |(lineup, scratch), i| {
                    let index = config.first + i as u64;
                    let (state, seed) = prepare(index)?;
                    while lineup.len() < state.num_seats() {
                        lineup.push(bots(Seat(lineup.len() as u8))?);
                    }
                    let record = play_game(state, index, seed, lineup, config.max_steps, scratch);
                    progress.inc();
                    Ok(record)
                },
            )
            .collect()
    });
    let elapsed = start.elapsed();
    progress.finish();
    let records = results.into_iter().collect::<Result<Vec<_>, _>>()?;
    let report = Report::from_records(labels, &records, elapsed);
    Ok(SimRun { report, first: config.first, records })
}

/// Game `index`'s starting state and seed.
fn prepare<G: SimGame>(
    master_seed: u64,
    index: u64,
    setup: &impl Fn(u64) -> Result<G::Setup, SetupError>,
) -> Result<(G, u64), SimError> {
    let seed = game_seed(master_seed, index);
    let setup_err = |error| SimError::Setup { index, error };
    let setup = setup(seed).map_err(setup_err)?;
    let state = G::start(&setup).map_err(setup_err)?;
    Ok((state, seed))
}

/// "mcts(iterations=500)" when every seat has the same bot, else the
/// names in seat order: "mcts(iterations=500) / random".
fn lineup_name<G: Game, B: Bot<G>>(lineup: &[B]) -> String {
    let mut names: Vec<&str> = lineup.iter().map(|b| b.name()).collect();
    names.dedup();
    names.join(" / ")
}

// The simulator measures its own throughput; it is not rules code, and
// only the two throughput fields of a report depend on the clock.
#[allow(clippy::disallowed_methods)]
fn now() -> Instant {
    Instant::now()
}
