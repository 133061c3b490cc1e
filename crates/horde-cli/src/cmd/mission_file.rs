//! A designer's Rue Morgue mission file, compiled with the shipped tiles.
//! `horde render` and `horde sim` share it so that both accept the same
//! files and list a file's problems the same way, with file and line.

use horde_data::{Diagnostics, Source};
use horde_rue_morgue::tiles::{Compiled, builtin_tiles, compile_mission};
use std::path::Path;
use std::process::ExitCode;

/// Whether `--mission` names a file rather than a shipped mission id.
pub fn names_file(mission: &str) -> bool {
    mission.ends_with(".toml") || mission.contains(std::path::MAIN_SEPARATOR) || Path::new(mission).is_file()
}

/// The compiled mission of file `path`. An unreadable file is an error;
/// a readable one with content problems comes back as its diagnostics.
pub fn load(path: &str) -> Result<Result<Compiled, Diagnostics>, String> {
    if !Path::new(path).is_file() {
        return Err(format!("{path}: no such mission file"));
    }
    let source: Source = horde_data::load_file(path).map_err(|e| format!("{path}: {e}"))?;
    Ok(match compile_mission(&source, builtin_tiles()) {
        (Some(c), _) => Ok(c),
        (None, d) => Err(d),
    })
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
