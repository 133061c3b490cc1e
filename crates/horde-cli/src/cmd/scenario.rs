use super::CmdResult;
use horde_rules::{GameFn, Registry, RuleSystem, ScenarioReport};
use std::path::Path;
use std::process::ExitCode;

struct Run(horde_data::Source);

impl GameFn for Run {
    type Output = Result<ScenarioReport, horde_data::Diagnostics>;
    fn call<G: RuleSystem>(self) -> Self::Output {
        G::run_scenario(&self.0)
    }
}

pub fn run<R: Registry>(file: &Path) -> CmdResult {
    let source = horde_data::load_file(file).map_err(|e| e.to_string())?;
    // A scenario names its rule system at the top: `game = "rue-morgue"`.
    // A file that is not TOML at all is reported as such, at its line.
    let head = match horde_data::parse::<toml::Table>(&source) {
        Ok(head) => head,
        Err(diagnostics) => return Ok(refused(&diagnostics)),
    };
    let game = head
        .get("game")
        .and_then(toml::Value::as_str)
        .ok_or_else(|| format!("{}: a scenario must start with `game = \"<rule system>\"`", file.display()))?;
    match R::dispatch(game, Run(source)).map_err(|e| format!("{}: {e}", file.display()))? {
        Err(diagnostics) => Ok(refused(&diagnostics)),
        Ok(report) => {
            println!("{}", serde_json::to_string_pretty(&report.output).map_err(|e| e.to_string())?);
            if report.mismatches.is_empty() {
                Ok(ExitCode::SUCCESS)
            } else {
                eprintln!("{}: {} expectation(s) failed:", file.display(), report.mismatches.len());
                for m in &report.mismatches {
                    eprintln!("  {m}");
                }
                Ok(ExitCode::from(1))
            }
        }
    }
}

/// A scenario that cannot be run: its problems (each naming the file and
/// line), and exit code 2.
fn refused(diagnostics: &horde_data::Diagnostics) -> ExitCode {
    for d in diagnostics.iter() {
        eprintln!("{d}");
    }
    ExitCode::from(2)
}
