//! `horde rules rue-morgue --survivor NAME` through the real binary.

use std::process::Command;

fn horde(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_horde")).args(args).output().expect("horde runs");
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

#[test]
fn rm_surv_1_a_survivors_card() {
    let (ok, text, err) = horde(&["rules", "rue-morgue", "--survivor", "Maddie"]);
    assert!(ok, "{err}");
    assert!(text.starts_with("Maddie («Мэдди»)"), "{text}");
    for line in
        ["blue (from the start)", "Bloodlust: Melee", "orange (choose 1 of 2)", "red (choose 1 of 3)", "Crowbar"]
    {
        assert!(text.contains(line), "{line:?} missing from:\n{text}");
    }
}

#[test]
fn a_survivors_card_as_json_and_by_russian_name() {
    let (ok, text, err) = horde(&["rules", "rue-morgue", "--survivor", "Джейн", "--json"]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(v["name_en"], "Jane");
    assert_eq!(v["levels"][0]["skills"][0]["rule_id"], "RM-SKILL-48");
}

#[test]
fn an_unknown_survivor_is_refused_with_the_list() {
    let (ok, _, err) = horde(&["rules", "rue-morgue", "--survivor", "Bitar"]);
    assert!(!ok);
    assert!(err.contains("Bear (Беар)"), "{err}");
}

// Rule IDs are built in two pieces here: a whole ID in a test file counts
// as a test of that rule for the coverage tool, and these test the lookup.

#[test]
fn a_rule_of_the_specification_by_its_id() {
    let id = concat!("RM-", "ZMOVE-5");
    let (ok, text, err) = horde(&["rules", "rue-morgue", "--rule", id]);
    assert!(ok, "{err}");
    assert!(text.starts_with(&format!("{id}  (")), "{text}");
    assert!(text.contains("Taunt"), "{text}");
    // Case does not matter, and JSON carries the section.
    let (ok, json, err) = horde(&["rules", "grid-siege", "--rule", &concat!("gs-", "win-3").to_lowercase(), "--json"]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(v["id"], concat!("GS-", "WIN-3"));
    assert!(!v["text"].as_str().unwrap_or_default().is_empty(), "{v}");
}

#[test]
fn an_unknown_rule_is_refused_with_the_prefix() {
    let (ok, _, err) = horde(&["rules", "rue-morgue", "--rule", "RM-NOPE-1"]);
    assert!(!ok);
    assert!(err.contains("start with RM-"), "{err}");
}
