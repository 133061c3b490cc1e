//! One test per scenario file: a test harness that finds the files of a
//! folder when it runs, so a new file is a new test with nothing to list.
//!
//! In the rule crate, a test target without the default harness:
//!
//! ```toml
//! [[test]]
//! name = "scenarios"
//! harness = false
//! ```
//!
//! and in `tests/scenarios.rs`:
//!
//! ```ignore
//! horde_testkit::scenario_tests!(horde_rue_morgue::RueMorgue);
//! ```
//!
//! Each `*.toml` under `tests/scenarios/` is then a test named after its
//! path without the extension, folders joined by `::` and every other
//! character than letters, digits and `_` made `_`
//! (`skill_61_taunt`, `should_fail::bad_field`), run through
//! [`RuleSystem::run_scenario`] like `horde scenario run` does. `cargo test
//! -p horde-rue-morgue skill_61` runs the files whose name holds
//! `skill_61`; every libtest option works (`--exact`, `--list`, `--skip`,
//! `--test-threads`...).
//!
//! - A file must pass: no diagnostics, no mismatches.
//! - `should_fail/`: deliberately wrong copies. Each must fail, and every
//!   `# expect-mismatch: TEXT` (or `# expect-diagnostic: TEXT`) line of
//!   the file must appear in a mismatch (or diagnostic); a file without
//!   such a line fails.
//! - `pending/`: scenarios written per the specification for rules the
//!   engine does not yet get right. They run and never fail: each is
//!   reported as ignored, with its first problem, or with "PENDING NOW
//!   PASSES" once it can move up.
//! - A folder without any scenario is a failure, not an empty success.

use horde_data::{Diagnostics, Source};
use horde_rules::scenario::ExpectedFailure;
use horde_rules::{RuleSystem, ScenarioReport};
use libtest_mimic::{Arguments, Completion, Failed, Trial};
use std::fs;
use std::marker::PhantomData;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// `fn main` of a scenario test target: every scenario file under
/// `tests/scenarios` (or the folder given, relative to the crate) run by
/// rule system `$game`, one test each.
#[macro_export]
macro_rules! scenario_tests {
    ($game:ty) => {
        $crate::scenario_tests!($game, "tests/scenarios");
    };
    ($game:ty, $dir:literal) => {
        fn main() -> ::std::process::ExitCode {
            $crate::scenarios::main::<$game>(::std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/", $dir)))
        }
    };
}

/// Runs the scenario files under `dir` as tests, with the command line's
/// libtest options.
pub fn main<G: RuleSystem>(dir: &Path) -> ExitCode {
    libtest_mimic::run(&Arguments::from_args(), trials::<G>(dir)).exit_code()
}

/// What a file is expected to do, from the folder it is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Pass,
    ShouldFail,
    Pending,
}

/// A scenario file found under the root folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioFile {
    pub path: PathBuf,
    /// The test's name: the path below the root without `.toml`, folders
    /// joined by `::`, sanitized.
    pub name: String,
    pub kind: Kind,
}

/// Every `*.toml` under `dir` (folders included), sorted by test name.
pub fn files(dir: &Path) -> Vec<ScenarioFile> {
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort_by(|a, b| a.name.cmp(&b.name));
    out
}

fn walk(root: &Path, dir: &Path, out: &mut Vec<ScenarioFile>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for path in entries.filter_map(Result::ok).map(|e| e.path()) {
        if path.is_dir() {
            walk(root, &path, out);
        } else if path.extension().is_some_and(|x| x == "toml") {
            let rel = path.strip_prefix(root).unwrap_or(&path).with_extension("");
            let parts: Vec<String> = rel.components().map(|c| sanitize(&c.as_os_str().to_string_lossy())).collect();
            let kind = match parts.first().map(String::as_str) {
                Some("should_fail") if parts.len() > 1 => Kind::ShouldFail,
                Some("pending") if parts.len() > 1 => Kind::Pending,
                _ => Kind::Pass,
            };
            out.push(ScenarioFile { path, name: parts.join("::"), kind });
        }
    }
}

/// A test name from a file or folder name: letters, digits and `_` kept,
/// anything else `_`, and a leading digit guarded by `_`.
pub fn sanitize(name: &str) -> String {
    let mut s: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
    if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, '_');
    }
    s
}

/// The tests of the scenario files under `dir`.
pub fn trials<G: RuleSystem>(dir: &Path) -> Vec<Trial> {
    let found = files(dir);
    if found.iter().all(|f| f.kind != Kind::Pass) {
        let dir = dir.display().to_string();
        return vec![Trial::test("scenario_files_found", move || Err(format!("no scenario file under {dir}").into()))];
    }
    found
        .into_iter()
        .map(|f| {
            let name = f.name.clone();
            let runner = Runner::<G>(f, PhantomData);
            Trial::ignorable_test(name, move || runner.run())
        })
        .collect()
}

struct Runner<G>(ScenarioFile, PhantomData<fn() -> G>);

impl<G: RuleSystem> Runner<G> {
    fn run(self) -> Result<Completion, Failed> {
        let f = self.0;
        let src = source(&f.path)?;
        let run = G::run_scenario(&src);
        let outcome = Outcome::from_run(&run);
        match f.kind {
            Kind::Pass if outcome.passed() => Ok(Completion::Completed),
            Kind::Pass => Err(format!("{}:\n    {}", src.name, outcome.problems().join("\n    ")).into()),
            Kind::Pending if outcome.passed() => {
                Ok(Completion::ignored_with(format!("PENDING NOW PASSES: move {} up out of pending/", src.name)))
            }
            Kind::Pending => Ok(Completion::ignored_with(format!(
                "pending: {}",
                outcome.problems().first().map_or("", String::as_str)
            ))),
            Kind::ShouldFail => {
                ExpectedFailure::read(&src.text).check(&src, &run).map(|()| Completion::Completed).map_err(Into::into)
            }
        }
    }
}

fn source(path: &Path) -> Result<Source, Failed> {
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    // Messages name the file from the crate's folder, where cargo runs
    // tests (`tests/scenarios/should_fail/bad_field.toml:18:12`).
    let cwd = std::env::current_dir().unwrap_or_default();
    let name = path.strip_prefix(&cwd).unwrap_or(path);
    Ok(Source::new(name.display().to_string(), text))
}

/// What a run gave: the diagnostics of a bad file, or the mismatches.
#[derive(Debug, Default)]
pub struct Outcome {
    pub diagnostics: Vec<String>,
    pub mismatches: Vec<String>,
}

impl Outcome {
    pub fn of<G: RuleSystem>(src: &Source) -> Self {
        Self::from_run(&G::run_scenario(src))
    }

    pub fn from_run(run: &Result<ScenarioReport, Diagnostics>) -> Self {
        match run {
            Err(d) => Self { diagnostics: d.iter().map(ToString::to_string).collect(), mismatches: Vec::new() },
            Ok(r) => Self { diagnostics: Vec::new(), mismatches: r.mismatches.clone() },
        }
    }

    pub fn passed(&self) -> bool {
        self.diagnostics.is_empty() && self.mismatches.is_empty()
    }

    /// Every problem, as printed lines.
    pub fn problems(&self) -> Vec<String> {
        self.diagnostics.iter().map(|d| format!("diagnostic: {d}")).chain(self.mismatches.iter().cloned()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_sanitized_paths() {
        assert_eq!(sanitize("skill_61_taunt"), "skill_61_taunt");
        assert_eq!(sanitize("crawl-13 (two)"), "crawl_13__two_");
        assert_eq!(sanitize("1st"), "_1st");
    }
}
