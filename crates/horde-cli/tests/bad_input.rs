//! `horde validate`, `horde replay` and `horde scenario run` on broken
//! input, through the real binary: never a panic (exit code 101), and
//! every message names the file or folder it is about.

use std::path::{Path, PathBuf};
use std::process::Command;

struct Out {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn horde(args: &[&str]) -> Out {
    let out = Command::new(env!("CARGO_BIN_EXE_horde")).args(args).output().expect("horde runs");
    Out {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into(),
        stderr: String::from_utf8_lossy(&out.stderr).into(),
    }
}

/// Refused, not crashed, with `name` in the message.
fn refused_naming(out: &Out, name: &str) {
    assert_ne!(out.code, Some(0), "accepted: {}", out.stderr);
    assert_ne!(out.code, Some(101), "panicked: {}", out.stderr);
    assert!(out.code.is_some(), "killed by a signal: {}", out.stderr);
    assert!(out.stderr.contains(name), "{name:?} not named in: {}", out.stderr);
    assert!(!out.stderr.contains("panicked"), "{}", out.stderr);
}

fn path_str(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 temporary path")
}

#[test]
fn an_empty_content_folder_is_an_error_for_every_rule_system() {
    let dir = tempfile::tempdir().expect("temp dir");
    for game in ["rue-morgue", "grid-siege", "all-things-zombie", "z-game", "dead-of-night"] {
        let folder = dir.path().join(game);
        std::fs::create_dir(&folder).expect("folder");
        refused_naming(&horde(&["validate", path_str(&folder)]), path_str(&folder));
    }
}

#[test]
fn a_missing_folder_is_named() {
    let dir = tempfile::tempdir().expect("temp dir");
    let missing = dir.path().join("grid-siege");
    refused_naming(&horde(&["validate", path_str(&missing)]), path_str(&missing));
}

#[test]
fn a_content_file_with_a_syntax_error_is_named_at_its_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    // The shipped content, with its map cut short.
    let folder = shipped_copy("grid-siege", dir.path());
    let map = folder.join("map.toml");
    std::fs::write(&map, "width = 3\nheight = [\n").expect("write");
    let out = horde(&["validate", path_str(&folder)]);
    assert_eq!(out.code, Some(1), "{}", out.stderr);
    // The diagnostics go to stdout; stderr has the count.
    assert!(out.stdout.contains(&format!("{}:2:", map.display())), "{}", out.stdout);
}

/// A copy of rule system `game`'s shipped content folder, in `under`.
fn shipped_copy(game: &str, under: &Path) -> PathBuf {
    fn copy(from: &Path, to: &Path) {
        std::fs::create_dir_all(to).expect("folder");
        for entry in std::fs::read_dir(from).expect("shipped content") {
            let path = entry.expect("entry").path();
            let target = to.join(path.file_name().expect("a file name"));
            if path.is_dir() { copy(&path, &target) } else { std::fs::copy(&path, &target).map(drop).expect("copy") }
        }
    }
    let folder = under.join(game);
    copy(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content").join(game), &folder);
    folder
}

/// The content files directly in `folder`, sorted.
fn top_files(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .expect("folder")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    files
}

fn rule_systems() -> Vec<&'static str> {
    <horde_games::Standard as horde_games::Registry>::infos().iter().map(|i| i.id).collect()
}

#[test]
fn a_missing_content_file_is_named_with_its_folder() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut missed = 0;
    for game in rule_systems() {
        let folder = shipped_copy(game, dir.path());
        for file in top_files(&folder) {
            let text = std::fs::read(&file).expect("read");
            std::fs::remove_file(&file).expect("remove");
            let out = horde(&["validate", path_str(&folder)]);
            assert_ne!(out.code, Some(101), "{game}: panicked: {}", out.stderr);
            for line in out.stdout.lines().filter(|l| l.contains("missing content file")) {
                missed += 1;
                assert!(line.starts_with(&format!("{}:", file.display())), "{game}: the folder is not named: {line}");
            }
            std::fs::write(&file, text).expect("restore");
        }
    }
    assert!(missed > 0, "no rule system reported a missing file");
}

#[test]
fn a_syntax_error_in_one_file_hides_no_other_file_s_problems() {
    let dir = tempfile::tempdir().expect("temp dir");
    for game in rule_systems() {
        let folder = shipped_copy(game, dir.path());
        let files = top_files(&folder);
        for file in &files {
            let mut text = std::fs::read_to_string(file).expect("read");
            text.push_str("\n= not toml\n");
            std::fs::write(file, text).expect("write");
        }
        let out = horde(&["validate", path_str(&folder)]);
        assert_eq!(out.code, Some(1), "{game}: {}", out.stderr);
        for file in &files {
            assert!(
                out.stdout.contains(&format!("{}:", file.display())),
                "{game}: {} not reported:\n{}",
                file.display(),
                out.stdout
            );
        }
    }
}

#[test]
fn a_scenario_that_is_not_toml_is_reported_as_such_at_its_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("broken.toml");
    std::fs::write(&file, "game = \"grid-siege\"\nname = \"x\"\n[position\n").expect("write");
    let out = horde(&["scenario", "run", path_str(&file)]);
    refused_naming(&out, &format!("{}:3:", file.display()));
    assert!(!out.stderr.contains("must start with"), "{}", out.stderr);
}

#[test]
fn a_scenario_without_a_game_or_for_an_unknown_one_is_named() {
    let dir = tempfile::tempdir().expect("temp dir");
    let no_game = dir.path().join("no-game.toml");
    std::fs::write(&no_game, "name = \"x\"\n").expect("write");
    refused_naming(&horde(&["scenario", "run", path_str(&no_game)]), path_str(&no_game));
    let unknown = dir.path().join("unknown.toml");
    std::fs::write(&unknown, "game = \"chess\"\n").expect("write");
    refused_naming(&horde(&["scenario", "run", path_str(&unknown)]), path_str(&unknown));
    let empty = dir.path().join("empty.toml");
    std::fs::write(&empty, "").expect("write");
    refused_naming(&horde(&["scenario", "run", path_str(&empty)]), path_str(&empty));
}

/// A well-formed match file for `game` recorded with `rules_version`.
fn file_for(game: &str, rules_version: u32) -> String {
    serde_json::json!({"format": "horde-match", "format_version": 1, "game": game, "rules_version": rules_version,
                       "setup": {}, "seed": 1, "actions": []})
    .to_string()
}

#[test]
fn every_replay_error_names_the_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (chess, other_rules) = (file_for("chess", 1), file_for("grid-siege", 999_999));
    let cases = [
        ("missing.json", None),
        ("empty.json", Some("")),
        ("not-json.json", Some("{ this is not json")),
        ("unknown-game.json", Some(chess.as_str())),
        // Parsed, then refused by the rule system's own checks.
        ("other-rules.json", Some(other_rules.as_str())),
    ];
    for (name, text) in cases {
        let file = dir.path().join(name);
        if let Some(t) = text {
            std::fs::write(&file, t).expect("write");
        }
        refused_naming(&horde(&["replay", "--text", path_str(&file)]), path_str(&file));
    }
}
