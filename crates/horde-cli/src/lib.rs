//! `horde`: play, simulate and check zombie survival board games.
//!
//! The command is generic over the registry of rule systems: the binary
//! runs it with horde-games' list, a test with that list and its own toy.

mod cmd;

use clap::{Parser, Subcommand};
use horde_rules::Registry;
use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

/// Horde plays zombie survival board games with every rule enforced: in the
/// terminal or the browser, against or beside bots, and simulates thousands
/// of games to measure how hard a mission is.
#[derive(Debug, Parser)]
#[command(name = "horde", version, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// List the rule systems and their missions, or describe one.
    Rules(cmd::rules::Args),
    /// Validate content files (maps, missions, cards, survivors): every
    /// problem is reported with its file, line and field.
    Validate(cmd::validate::Args),
    /// Play in the terminal: a full-screen board, you against the horde.
    Play(cmd::play::Args),
    /// Play in the browser, alone or online: serves the lobby and the games,
    /// keeps every match in a SQLite file and resumes them after a restart.
    Serve(cmd::serve::Args),
    /// Replay a saved match file: step through it on a terminal, or check
    /// it and print its actions and events.
    Replay(cmd::replay::Args),
    /// Simulate many seeded games of a mission with bots: win rate with its
    /// confidence interval, rounds, causes of loss, kills; CSV and plots
    /// with --out, one JSON object with --json, or two bots compared.
    Sim(cmd::sim::Args),
    /// Draw a mission map as a schematic picture (SVG, or text for a
    /// terminal): zones, walls, doors, spawn points, objectives, exits.
    Render(cmd::render::Args),
    /// Run scenario files: a set-up position, a list of actions, expectations.
    #[command(subcommand)]
    Scenario(ScenarioCommand),
}

#[derive(Debug, Subcommand)]
enum ScenarioCommand {
    /// Run one scenario file and print the resulting state and events as
    /// JSON; with an [expect] section, check them and fail on a mismatch.
    Run {
        /// The scenario file (TOML).
        file: PathBuf,
    },
}

/// Runs `horde` with the arguments `args` (the first is the program name)
/// and the rule systems of `R`; returns the exit status.
pub fn run<R: Registry>(args: impl IntoIterator<Item = impl Into<OsString> + Clone>) -> ExitCode {
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { ExitCode::from(2) } else { ExitCode::SUCCESS };
        }
    };
    let result = match cli.command {
        Command::Rules(args) => cmd::rules::run::<R>(&args),
        Command::Validate(args) => cmd::validate::run::<R>(&args),
        Command::Play(args) => cmd::play::run::<R>(&args),
        Command::Serve(args) => cmd::serve::run::<R>(&args),
        Command::Replay(args) => cmd::replay::run::<R>(&args),
        Command::Sim(args) => cmd::sim::run::<R>(&args),
        Command::Render(args) => cmd::render::run::<R>(&args),
        Command::Scenario(ScenarioCommand::Run { file }) => cmd::scenario::run::<R>(&file),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
