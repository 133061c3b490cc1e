//! `horde`: play, simulate and check zombie survival board games.

use std::process::ExitCode;

fn main() -> ExitCode {
    horde_cli::run::<horde_games::Standard>(std::env::args_os())
}
