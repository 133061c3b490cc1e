//! The browser keeps no game words: every label, narration and name comes
//! from the rule systems' catalogues through the server. No message of
//! any registered catalogue (longer than 4 characters) may appear in the
//! pages' scripts.

use horde_rules::texts::Lang;
use horde_rules::{Registry, RuleSystem, Visitor};
use std::path::Path;

struct Words(Vec<(String, &'static str)>);

impl Visitor for Words {
    fn visit<G: RuleSystem>(&mut self) {
        for lang in Lang::ALL {
            for v in G::texts().values(lang) {
                let v = v.trim();
                if !v.contains('{') {
                    // A whole message: a label, a name, a title (a single
                    // English word may be an identifier of the code).
                    if v.chars().count() > 4 && (v.contains(' ') || !v.is_ascii()) {
                        self.0.push((v.to_owned(), G::ID));
                    }
                    continue;
                }
                // A message with arguments: its Russian literal pieces
                // (English pieces are too short to tell from code).
                for piece in v.split(['{', '}']).map(str::trim) {
                    let wordy = !piece.is_ascii();
                    if wordy && piece.chars().count() > 4 && !piece.starts_with('$') {
                        self.0.push((piece.to_owned(), G::ID));
                    }
                }
            }
        }
    }
}

#[test]
fn the_browser_scripts_hold_no_game_words() {
    let mut words = Words(Vec::new());
    horde_games::Standard::visit(&mut words);
    assert!(words.0.len() > 100, "{} words", words.0.len());
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut found = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("assets") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "js") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a script");
        // Comments are for programmers, not players.
        let text: String = text.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
        for (w, game) in &words.0 {
            if text.contains(w.as_str()) {
                found.push(format!("{}: {w:?} ({game})", path.file_name().unwrap_or_default().to_string_lossy()));
            }
        }
    }
    found.sort();
    found.dedup();
    assert!(found.is_empty(), "game words in the browser's scripts:\n{}", found.join("\n"));
}
