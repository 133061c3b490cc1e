//! Tests of the shipped content and of the loader's checks.

mod broken;
mod shipped;

use super::{BUILTIN_SOURCES, ContentError};

pub(super) const SKILLS: &str = "content/rue-morgue/skills.toml";
pub(super) const ZOMBIES: &str = "content/rue-morgue/zombies.toml";
pub(super) const EQUIPMENT: &str = "content/rue-morgue/equipment.toml";
pub(super) const ZOMBIE_CARDS: &str = "content/rue-morgue/zombie-cards.toml";
pub(super) const SURVIVORS: &str = "content/rue-morgue/survivors.toml";

/// The shipped text of one file.
pub(super) fn shipped(file: &str) -> &'static str {
    BUILTIN_SOURCES.iter().find(|(name, _)| *name == file).map(|(_, text)| *text).expect("a shipped file")
}

/// 1-based line and column of the first `needle` at or after the only
/// occurrence of `anchor` in `text`.
pub(super) fn at(text: &str, anchor: &str, needle: &str) -> (usize, usize) {
    assert_eq!(text.matches(anchor).count(), 1, "anchor {anchor:?} must occur once");
    let start = text.find(anchor).expect("anchor");
    let offset = start + text[start..].find(needle).expect("needle after anchor");
    let line = text[..offset].matches('\n').count() + 1;
    let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    (line, text[line_start..offset].chars().count() + 1)
}

/// `text` with the first `from` at or after the only `anchor` replaced by `to`.
pub(super) fn patch(text: &str, anchor: &str, from: &str, to: &str) -> String {
    assert_eq!(text.matches(anchor).count(), 1, "anchor {anchor:?} must occur once");
    let start = text.find(anchor).expect("anchor");
    let offset = start + text[start..].find(from).expect("text to replace after anchor");
    format!("{}{to}{}", &text[..offset], &text[offset + from.len()..])
}

/// Loads the shipped files with `file` replaced by `text`, and expects it
/// to fail.
pub(super) fn errors_with(file: &str, text: &str) -> Vec<ContentError> {
    let sources: Vec<(&str, &str)> =
        BUILTIN_SOURCES.iter().map(|&(name, shipped)| (name, if name == file { text } else { shipped })).collect();
    match super::Catalog::from_sources(&sources) {
        Ok(_) => panic!("{file} should not load"),
        Err(errors) => errors,
    }
}

pub(super) fn error(file: &str, (line, column): (usize, usize), path: &str, message: &str) -> ContentError {
    ContentError { file: file.into(), line, column, path: path.into(), message: message.into() }
}
