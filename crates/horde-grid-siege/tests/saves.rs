//! Save files of Grid Siege matches: they replay to the same state, and a
//! save recorded with other content is refused, never silently
//! reinterpreted.

use horde_core::{Actor, Decision, Game, HordeRng, Match, MatchFile, ReplayError, rng::stream};
use horde_grid_siege::content::{FILES, content, content_version, parse_content};
use horde_grid_siege::{GridSiege, Setup};

/// A match played some way in: the setup's chance and a few dozen random
/// choices.
fn played() -> Match<GridSiege> {
    let mut m = Match::<GridSiege>::new(Setup::default(), 5).expect("the default siege sets up");
    let mut rng = HordeRng::new(5, stream::AI);
    let (mut events, mut legal) = (Vec::new(), Vec::new());
    for _ in 0..60 {
        match m.decision() {
            Decision::Terminal => break,
            Decision::Chance => {
                m.resolve_chance(&mut events);
            }
            Decision::Seat(s) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                let a = legal[rng.below(legal.len() as u32) as usize];
                m.act(Actor::Seat(s), a, &mut events).expect("a listed action is legal");
            }
        }
    }
    assert!(!m.log().is_empty());
    m
}

fn through_json(file: &MatchFile) -> MatchFile {
    let json = serde_json::to_string(file).expect("a match file serialises");
    serde_json::from_str(&json).expect("and reads back")
}

#[test]
fn a_save_records_the_content_version_and_replays() {
    let m = played();
    let file = m.to_file();
    assert_eq!(file.content_version, content_version());
    assert_eq!(file.content_version, m.state().content_version());
    assert_eq!(file.content_version.len(), 16, "{}", file.content_version);
    let back = Match::<GridSiege>::from_file(&through_json(&file)).expect("an unaltered save loads");
    assert_eq!(back.state().state_hash(), m.state().state_hash());
    assert_eq!(back.log(), m.log());
}

#[test]
fn a_save_from_other_content_is_refused() {
    let mut file = played().to_file();
    let ours = file.content_version.clone();
    file.content_version = "0123456789abcdef".into();
    let err = Match::<GridSiege>::from_file(&through_json(&file)).unwrap_err();
    assert_eq!(err, ReplayError::ContentVersion { file: "0123456789abcdef".into(), engine: ours.clone() });
    let text = err.to_string();
    assert!(text.contains("other game content") && text.contains("0123456789abcdef") && text.contains(&ours), "{text}");
}

/// A save without a content version (older files) skips the check.
#[test]
fn a_save_without_a_content_version_still_loads() {
    let m = played();
    let mut file = m.to_file();
    file.content_version.clear();
    let back = Match::<GridSiege>::from_file(&file).expect("no version to compare");
    assert_eq!(back.state().state_hash(), m.state().state_hash());
}

/// The version follows the content, not the files' layout: a changed card
/// changes it, a comment does not.
#[test]
fn the_version_follows_the_content() {
    assert_eq!(content().version(), content_version());
    let edited = |name: &str, from: &str, to: &str| -> String {
        let files: Vec<(&str, String)> = FILES
            .iter()
            .map(|(n, t)| (*n, if *n == name { t.replacen(from, to, 1) } else { (*t).to_owned() }))
            .collect();
        let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, t.as_str())).collect();
        parse_content(&refs).expect("still valid").version()
    };
    assert_eq!(edited("things.toml", "[[thing]]", "# a comment\n\n[[thing]]"), content_version());
    assert_ne!(edited("things.toml", "range = 6", "range = 5"), content_version());
    assert_ne!(edited("characters.toml", "name = \"Bum\"", "name = \"Tramp\""), content_version());
}
