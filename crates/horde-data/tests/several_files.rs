//! Problems of a folder of content files: a missing file is named where it
//! belongs, and one file's syntax error hides no other file's.
#![allow(clippy::unwrap_used)]

use horde_data::{Diagnostic, Diagnostics, Source, check_syntax, parse, with_every_syntax_error};

fn path(parts: &[&str]) -> String {
    parts.iter().collect::<std::path::PathBuf>().display().to_string()
}

#[test]
fn a_missing_file_is_named_in_the_folder_of_the_others() {
    let sources = [
        Source::new(path(&["content", "siege", "map.toml"]), "x = 1"),
        Source::new(path(&["content", "siege", "scenarios", "one.toml"]), "x = 1"),
    ];
    let d = Diagnostic::missing_file(&sources, "decks.toml");
    assert_eq!(
        d.to_string(),
        format!("{}:1:1: error: missing content file", path(&["content", "siege", "decks.toml"]))
    );
    // Without a folder (embedded files, or nothing read at all): the bare name.
    let bare = [Source::new("map.toml", "")];
    assert_eq!(Diagnostic::missing_file(&bare, "decks.toml").file(), "decks.toml");
    assert_eq!(Diagnostic::missing_file(&[], "decks.toml").file(), "decks.toml");
    // Folders with nothing in common: no folder is made up.
    let apart = [Source::new(path(&["a", "x.toml"]), ""), Source::new(path(&["b", "y.toml"]), "")];
    assert_eq!(Diagnostic::missing_file(&apart, "decks.toml").file(), "decks.toml");
}

#[test]
fn syntax_is_checked_without_knowing_the_content_type() {
    assert!(check_syntax(&Source::new("ok.toml", "[a]\nb = [1, 2]\n")).is_empty());
    let bad = Source::new("bad.toml", "a = 1\nb = \n");
    let found = check_syntax(&bad);
    assert_eq!(found.len(), 1, "{found}");
    // The same report as a typed parse gives.
    let typed = parse::<toml::Table>(&bad).err().unwrap();
    assert_eq!(found.to_string(), typed.to_string());
    assert!(found.to_string().starts_with("bad.toml:2:"), "{found}");
}

#[test]
fn a_loader_that_stops_at_one_file_still_gets_every_file_s_syntax_errors() {
    let sources = [
        Source::new("a.toml", "x = \n"),
        Source::new("b.toml", "ok = true\n"),
        Source::new("c.toml", "[t\n"),
        Source::new("d.toml", "y = [1,\n"),
    ];
    // What a loader that gave up after the first file would report.
    let stopped: Diagnostics = check_syntax(&sources[0]);
    let all = with_every_syntax_error(&sources, stopped);
    let mut files: Vec<&str> = all.iter().map(Diagnostic::file).collect();
    files.dedup();
    assert_eq!(files, ["a.toml", "c.toml", "d.toml"], "{all}");
    // A loader that reported everything already gets nothing twice.
    let again = with_every_syntax_error(&sources, all.clone());
    assert_eq!(again.to_string(), all.to_string());
}
