//! Save files of Rue Morgue matches: they replay to the same state, and a
//! save recorded with other content or rules is refused, never silently
//! reinterpreted.

use horde_core::{Game, Match, ReplayError};
use horde_rue_morgue::{RueMorgue, Setup};

fn played() -> Match<RueMorgue> {
    let setup = Setup::solo("tutorial-1", &["parker", "terry", "dan", "katie", "bear", "jane"], None);
    let mut m = Match::<RueMorgue>::new(setup, 11).expect("the tutorial sets up");
    let mut events = Vec::new();
    // Setup chance (starting equipment, tents), then the first seat decision.
    m.run_chance(&mut events);
    m
}

#[test]
fn a_save_replays_to_the_same_state() {
    let m = played();
    let file = m.to_file();
    assert!(!file.content_version.is_empty());
    let json = serde_json::to_string(&file).unwrap();
    let back = Match::<RueMorgue>::from_file(&serde_json::from_str(&json).unwrap()).unwrap();
    assert_eq!(back.state().state_hash(), m.state().state_hash());
}

#[test]
fn a_save_from_other_content_is_refused() {
    let mut file = played().to_file();
    file.content_version = "0123456789abcdef".into();
    let err = Match::<RueMorgue>::from_file(&file).unwrap_err();
    assert!(matches!(err, ReplayError::ContentVersion { .. }), "{err}");
}

#[test]
fn a_save_from_other_rules_is_refused() {
    let mut file = played().to_file();
    file.rules_version += 1;
    let err = Match::<RueMorgue>::from_file(&file).unwrap_err();
    assert!(matches!(err, ReplayError::RulesVersion { .. }), "{err}");
}
