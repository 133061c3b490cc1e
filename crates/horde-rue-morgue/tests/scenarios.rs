//! Runs every scenario file under `tests/scenarios/`:
//!
//! - `*.toml` must pass (no diagnostics, no mismatches);
//! - `pending/*.toml` are written per the specification for rules the
//!   engine does not yet get right: they are run and reported, never fail
//!   the test (one that passes is reported as ready to move up);
//! - `should_fail/*.toml` are deliberately wrong copies: each must fail,
//!   and every `# expect-mismatch: TEXT` (or `# expect-diagnostic: TEXT`)
//!   line of the file must appear in a mismatch (or diagnostic).
//!
//! Every skill must be played by some scenario: named in its file name
//! (`skill_NN_...`) or cited in its `rules`.

use horde_data::Source;
use horde_rue_morgue::scenario::run;
use std::fs;
use std::path::{Path, PathBuf};

fn files(dir: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios").join(dir);
    let mut v: Vec<PathBuf> = fs::read_dir(&root)
        .map(|rd| {
            rd.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "toml")).collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn source(path: &Path) -> Source {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let name = path.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap_or(path).display().to_string();
    Source::new(name, text)
}

/// Problems of one run, as printed lines; empty when it passed.
fn problems(path: &Path) -> Vec<String> {
    match run(&source(path)) {
        Err(d) => d.iter().map(|x| format!("diagnostic: {x}")).collect(),
        Ok(r) => r.mismatches,
    }
}

#[test]
fn every_scenario_passes() {
    let all = files("");
    assert!(all.len() >= 40, "expected the worked examples under tests/scenarios, found {}", all.len());
    let mut failed = Vec::new();
    for f in &all {
        let p = problems(f);
        if !p.is_empty() {
            failed.push(format!("{}:\n    {}", f.display(), p.join("\n    ")));
        }
    }
    assert!(failed.is_empty(), "{} of {} scenarios failed:\n{}", failed.len(), all.len(), failed.join("\n"));
}

#[test]
fn pending_scenarios_are_reported() {
    for f in files("pending") {
        let p = problems(&f);
        if p.is_empty() {
            println!("PENDING NOW PASSES (move it to tests/scenarios): {}", f.display());
        } else {
            println!("pending: {}\n    {}", f.display(), p.join("\n    "));
        }
    }
}

#[test]
fn deliberately_wrong_scenarios_fail_with_the_expected_diff() {
    let all = files("should_fail");
    assert!(!all.is_empty(), "no should_fail scenarios");
    for f in all {
        let src = source(&f);
        let wanted: Vec<(bool, String)> = src
            .text
            .lines()
            .filter_map(|l| {
                l.strip_prefix("# expect-mismatch: ")
                    .map(|t| (false, t.trim().to_owned()))
                    .or_else(|| l.strip_prefix("# expect-diagnostic: ").map(|t| (true, t.trim().to_owned())))
            })
            .collect();
        assert!(!wanted.is_empty(), "{}: no `# expect-mismatch:` line", f.display());
        let (diagnostics, mismatches) = match run(&src) {
            Err(d) => (d.iter().map(ToString::to_string).collect::<Vec<_>>(), Vec::new()),
            Ok(r) => (Vec::new(), r.mismatches),
        };
        assert!(!diagnostics.is_empty() || !mismatches.is_empty(), "{}: passed, but must fail", f.display());
        for (diag, text) in wanted {
            let pool = if diag { &diagnostics } else { &mismatches };
            assert!(
                pool.iter().any(|m| m.contains(&text)),
                "{}: no {} contains {text:?}; got:\n  {}",
                f.display(),
                if diag { "diagnostic" } else { "mismatch" },
                pool.join("\n  ")
            );
        }
    }
}

/// Every example of `docs/scenarios.md` (each ```toml block) runs and passes.
#[test]
fn the_documented_examples_pass() {
    let doc = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/scenarios.md");
    let text = fs::read_to_string(&doc).unwrap_or_else(|e| panic!("{}: {e}", doc.display()));
    let blocks: Vec<&str> = text.split("```toml\n").skip(1).map(|b| b.split("```").next().unwrap_or("")).collect();
    assert!(blocks.len() >= 2, "expected the full example and the fresh setup's, found {}", blocks.len());
    for (i, block) in blocks.iter().enumerate() {
        let report = run(&Source::new(format!("docs/scenarios.md (example {})", i + 1), *block))
            .unwrap_or_else(|d| panic!("documented example {} is not a valid scenario:\n{d}", i + 1));
        assert!(report.mismatches.is_empty(), "example {}: {:?}", i + 1, report.mismatches);
    }
}

/// The skill numbers a scenario covers: those of its file name
/// (`skill_23_48_49_dual.toml`) and the RM-SKILL IDs its `rules` cite.
fn skills_covered(path: &Path) -> Vec<u32> {
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let mut out: Vec<u32> = match stem.strip_prefix("skill_") {
        Some(rest) => rest.split('_').map_while(|w| w.parse().ok()).collect(),
        None => Vec::new(),
    };
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let table: toml::Table = toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let rules = table.get("rules").and_then(toml::Value::as_array).cloned().unwrap_or_default();
    out.extend(rules.iter().filter_map(|r| r.as_str()?.strip_prefix("RM-SKILL-")?.parse::<u32>().ok()));
    out
}

/// Every one of the 83 skills (RM-SKILL-01 to RM-SKILL-83) is played by at
/// least one passing scenario, so `horde scenario run` shows each at work.
#[test]
fn every_skill_has_a_scenario() {
    let covered: std::collections::BTreeSet<u32> = files("").iter().flat_map(|f| skills_covered(f)).collect();
    let missing: Vec<u32> = (1..=83).filter(|n| !covered.contains(n)).collect();
    assert!(missing.is_empty(), "skills without a scenario under tests/scenarios: {missing:?}");
}
