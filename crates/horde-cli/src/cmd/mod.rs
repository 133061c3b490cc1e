//! One module per subcommand. Each `run` returns the process exit code, or
//! an error message for the user (exit status 2).

mod mission_file;
pub mod play;
pub mod render;
pub mod replay;
pub mod rules;
pub mod scenario;
pub mod serve;
pub mod sim;
pub mod validate;

use std::process::ExitCode;

pub type CmdResult = Result<ExitCode, String>;
