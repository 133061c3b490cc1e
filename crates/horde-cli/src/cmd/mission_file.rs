//! A designer's mission file: `horde render` and `horde sim` share how
//! they tell a file from a mission id and how they list its problems, with
//! file and line.

use horde_data::Diagnostics;
use std::path::Path;
use std::process::ExitCode;

/// Whether `--mission` names a file rather than a shipped mission id.
pub fn names_file(mission: &str) -> bool {
    mission.ends_with(".toml") || mission.contains(std::path::MAIN_SEPARATOR) || Path::new(mission).is_file()
}

/// Prints every problem of mission `name` (one per line, with file and
/// line) and gives the exit status of a refused file.
pub fn refuse(name: &str, diagnostics: &Diagnostics) -> ExitCode {
    for d in diagnostics.iter() {
        println!("{d}");
    }
    eprintln!("{} error(s) in {name}", diagnostics.error_count());
    ExitCode::from(1)
}
