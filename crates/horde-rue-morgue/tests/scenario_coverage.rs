//! Checks across the scenario files (each file is a test of its own in
//! `scenarios.rs`):
//!
//! - every skill is played by some scenario: named in its file name
//!   (`skill_NN_...`) or cited in its `rules`;
//! - every worked example of the rulebook is played by some scenario.

use horde_testkit::scenarios::{Kind, files};
use std::fs;
use std::path::Path;

/// The skill numbers a scenario covers: those of its file name
/// (`skill_23_48_49_dual.toml`) and the RM-SKILL IDs its `rules` cite.
fn skills_covered(path: &Path) -> Vec<u32> {
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let mut out: Vec<u32> = match stem.strip_prefix("skill_") {
        Some(rest) => rest.split('_').map_while(|w| w.parse().ok()).collect(),
        None => Vec::new(),
    };
    out.extend(rules_cited(path).iter().filter_map(|r| r.strip_prefix("RM-SKILL-")?.parse::<u32>().ok()));
    out
}

/// The rule IDs a scenario's `rules` list cites.
fn rules_cited(path: &Path) -> Vec<String> {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let table: toml::Table = toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let rules = table.get("rules").and_then(toml::Value::as_array).cloned().unwrap_or_default();
    rules.iter().filter_map(|r| Some(r.as_str()?.to_owned())).collect()
}

fn passing_scenarios() -> Vec<horde_testkit::scenarios::ScenarioFile> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    files(&dir).into_iter().filter(|f| f.kind == Kind::Pass).collect()
}

/// Every one of the 83 skills (RM-SKILL-01 to RM-SKILL-83) is played by at
/// least one passing scenario, so `horde scenario run` shows each at work.
#[test]
fn every_skill_has_a_scenario() {
    let passing = passing_scenarios();
    assert!(passing.len() >= 40, "expected the worked examples under tests/scenarios, found {}", passing.len());
    let covered: std::collections::BTreeSet<u32> = passing.iter().flat_map(|f| skills_covered(&f.path)).collect();
    let missing: Vec<u32> = (1..=83).filter(|n| !covered.contains(n)).collect();
    assert!(missing.is_empty(), "skills without a scenario under tests/scenarios: {missing:?}");
}

/// RM-DOC-4: the specification's "Example (p. N)" paragraphs are the
/// rulebook's worked examples; each one is played as a golden scenario,
/// cited in the `rules` of at least one passing file.
#[test]
fn every_worked_example_has_a_scenario() {
    let spec = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/spec/rue-morgue.md"))
        .expect("the specification");
    let examples: Vec<&str> =
        spec.lines().filter_map(|l| l.strip_prefix("- **")?.split_once("** Example").map(|(id, _)| id)).collect();
    assert!(examples.len() >= 20, "the worked examples of the specification, found {examples:?}");
    let cited: std::collections::BTreeSet<String> =
        passing_scenarios().iter().flat_map(|f| rules_cited(&f.path)).collect();
    let missing: Vec<&&str> = examples.iter().filter(|id| !cited.contains(**id)).collect();
    assert!(missing.is_empty(), "worked examples without a scenario under tests/scenarios: {missing:?}");
}
