//! The rule specifications in the repository's `docs/spec/` parse.
//!
//! Real rule IDs are spelt in two pieces here (`concat!`): this file is a
//! test, and an ID written out in it would count as cited by a test in the
//! rule-coverage report (`tools/coverage-all.sh`) without testing that rule.

use horde_data::spec::Spec;
use std::fs;
use std::path::{Path, PathBuf};

/// Specifications that collect content facts rather than rules; they define
/// no rule IDs.
const DATA_ONLY: &[&str] = &["rue-morgue-data.md"];

fn spec_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/spec")
}

fn specs() -> Vec<(String, Spec)> {
    let mut paths: Vec<PathBuf> = fs::read_dir(spec_dir())
        .expect("docs/spec exists")
        .map(|e| e.expect("read docs/spec").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md") && !p.ends_with("README.md"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let name = p.file_name().expect("file name").to_string_lossy().into_owned();
            let text = fs::read_to_string(&p).expect("read spec");
            (name, Spec::parse(&text))
        })
        .collect()
}

#[test]
fn every_specification_is_present_titled_and_defines_rules_once() {
    let specs = specs();
    let names: Vec<&str> = specs.iter().map(|(n, _)| n.as_str()).collect();
    for expected in [
        "all-things-zombie.md",
        "dead-of-night.md",
        "grid-siege.md",
        "rue-morgue-data.md",
        "rue-morgue.md",
        "z-game.md",
    ] {
        assert!(names.contains(&expected), "docs/spec/{expected} is missing");
    }
    for (name, spec) in &specs {
        assert!(spec.title().is_some_and(|t| !t.is_empty()), "{name}: no title");
        if !DATA_ONLY.contains(&name.as_str()) {
            assert!(!spec.rules().is_empty(), "{name}: defines no rules");
        }
        let duplicates: Vec<String> = spec.duplicates().iter().map(|r| format!("{} (line {})", r.id, r.line)).collect();
        assert!(duplicates.is_empty(), "{name}: rule IDs defined twice: {}", duplicates.join(", "));
        for rule in spec.rules() {
            assert!(!rule.text.is_empty(), "{name}: {} has no text", rule.id);
            assert!(!rule.section.is_empty(), "{name}: {} sits under no heading", rule.id);
        }
    }
}

#[test]
fn rue_morgue_zombie_movement_rule_five_is_taunt() {
    let text = fs::read_to_string(spec_dir().join("rue-morgue.md")).expect("read rue-morgue.md");
    let spec = Spec::parse(&text);
    let id = concat!("RM-", "ZMOVE-5");
    let rule = spec.rule(id).expect("defined");
    assert_eq!(rule.id, id);
    assert!(rule.text.starts_with("Taunt ("), "{:?}", rule.text);
    assert!(rule.text.ends_with(") forces an extra activation toward the taunting survivor."), "{:?}", rule.text);
    assert!(!rule.text.contains("**"), "{:?}", rule.text);
    assert_eq!(rule.section, "7.1.2 Move (p. 19–20)");
    assert_eq!(rule.path.first().map(String::as_str), Some("7. Zombies' phase (p. 19–25)"));

    // The skill it names is defined as a bold paragraph, zero-padded.
    let taunt = spec.rule(concat!("RM-", "SKILL-61")).expect("defined");
    assert!(taunt.text.starts_with("**Taunt** («Провокатор»"), "{:?}", taunt.text);
    assert_eq!(spec.rule(concat!("RM-", "SKILL-1")).map(|r| r.id.as_str()), Some(concat!("RM-", "SKILL-01")));

    assert_eq!(spec.title(), Some("Zombicide Season 3: Rue Morgue — Rules Specification"));
    let ids: Vec<&str> = spec.ids().collect();
    assert_eq!(ids.first(), Some(&concat!("RM-", "DOC-1")));
}
