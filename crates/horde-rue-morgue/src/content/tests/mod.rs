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

/// What a test compares of a problem: file, line, column, field path and
/// message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Problem {
    pub(super) file: String,
    pub(super) line: usize,
    pub(super) column: usize,
    pub(super) field: String,
    pub(super) message: String,
}

impl From<&ContentError> for Problem {
    fn from(e: &ContentError) -> Self {
        Self {
            file: e.file().to_owned(),
            line: e.line(),
            column: e.column(),
            field: e.field().unwrap_or_default().to_owned(),
            message: e.message().to_owned(),
        }
    }
}

/// The shipped sources with one file replaced.
pub(super) fn replace<'a>(file: &str, text: &'a str) -> Vec<(&'static str, &'a str)> {
    BUILTIN_SOURCES.iter().map(|&(name, shipped)| (name, if name == file { text } else { shipped })).collect()
}

/// Loads the shipped files with `file` replaced by `text`, and expects it
/// to fail.
pub(super) fn diagnostics_with(file: &str, text: &str) -> Vec<ContentError> {
    match super::Catalog::from_sources(&replace(file, text)) {
        Ok(_) => panic!("{file} should not load"),
        Err(errors) => errors,
    }
}

/// As [`diagnostics_with`], compared by place, path and message.
pub(super) fn errors_with(file: &str, text: &str) -> Vec<Problem> {
    diagnostics_with(file, text).iter().map(Problem::from).collect()
}

pub(super) fn error(file: &str, (line, column): (usize, usize), field: &str, message: &str) -> Problem {
    Problem { file: file.into(), line, column, field: field.into(), message: message.into() }
}
