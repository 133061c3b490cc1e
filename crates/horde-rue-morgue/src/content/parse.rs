//! From TOML text to located records: syntax, sections and the record
//! shapes of `raw.rs`. Each record is read on its own, so one bad record does
//! not hide the problems of the next.

use std::ops::Range;

use serde::de::DeserializeOwned;
use toml::Spanned;
use toml::de::{DeTable, DeValue, ValueDeserializer};

use super::error::Reporter;
use super::raw::{RawEquipment, RawSkill, RawSurvivor, RawZombie, RawZombieCard};

/// The sections a content file may hold, each an array of tables.
pub(crate) const ZOMBIE: &str = "zombie";
pub(crate) const EQUIPMENT: &str = "equipment";
pub(crate) const ZOMBIE_CARD: &str = "zombie_card";
pub(crate) const SURVIVOR: &str = "survivor";
pub(crate) const SKILL: &str = "skill";
pub(crate) const SECTIONS: [&str; 5] = [ZOMBIE, EQUIPMENT, ZOMBIE_CARD, SURVIVOR, SKILL];

/// A record and where it came from.
#[derive(Debug)]
pub(crate) struct Located<T> {
    /// Index of the source file.
    pub(crate) file: usize,
    /// Field path of the record, e.g. `equipment[3]`.
    pub(crate) path: String,
    pub(crate) value: T,
}

/// All records of one section, across files.
#[derive(Debug)]
pub(crate) struct Section<T> {
    pub(crate) name: &'static str,
    pub(crate) records: Vec<Located<T>>,
    /// False when some file could not be read whole (a syntax error, an
    /// unknown section, a record of the wrong shape): checks over the whole
    /// section (totals, missing numbers, references into it) are then
    /// skipped, since they would only repeat the problem already reported.
    pub(crate) complete: bool,
    /// The first place the section appears, for whole-section problems.
    pub(crate) anchor: Option<(usize, Range<usize>)>,
}

impl<T> Section<T> {
    fn new(name: &'static str) -> Self {
        Self { name, records: Vec::new(), complete: true, anchor: None }
    }
}

/// Every section, as read from all files.
#[derive(Debug)]
pub(crate) struct Parsed {
    pub(crate) zombies: Section<RawZombie>,
    pub(crate) equipment: Section<RawEquipment>,
    pub(crate) zombie_cards: Section<RawZombieCard>,
    pub(crate) survivors: Section<RawSurvivor>,
    pub(crate) skills: Section<RawSkill>,
}

impl Parsed {
    fn new() -> Self {
        Self {
            zombies: Section::new(ZOMBIE),
            equipment: Section::new(EQUIPMENT),
            zombie_cards: Section::new(ZOMBIE_CARD),
            survivors: Section::new(SURVIVOR),
            skills: Section::new(SKILL),
        }
    }

    fn mark_all_incomplete(&mut self) {
        self.zombies.complete = false;
        self.equipment.complete = false;
        self.zombie_cards.complete = false;
        self.survivors.complete = false;
        self.skills.complete = false;
    }
}

/// Reads every file of `reporter`, reporting what cannot be read.
pub(crate) fn parse_all(reporter: &mut Reporter<'_>) -> Parsed {
    let mut parsed = Parsed::new();
    for file in 0..reporter.files.len() {
        parse_file(reporter, file, &mut parsed);
    }
    parsed
}

fn parse_file(reporter: &mut Reporter<'_>, file: usize, parsed: &mut Parsed) {
    let text = reporter.files[file].text;
    let (root, syntax_errors) = DeTable::parse_recoverable(text);
    if !syntax_errors.is_empty() {
        for error in syntax_errors {
            let span = error.span().unwrap_or(0..0);
            reporter.error(file, span, "", error.message());
        }
        // What the file was meant to hold is unknown.
        parsed.mark_all_incomplete();
        return;
    }
    for (key, value) in root.into_inner() {
        let name = key.get_ref().as_ref();
        match name {
            ZOMBIE => read_section(reporter, file, value, &mut parsed.zombies),
            EQUIPMENT => read_section(reporter, file, value, &mut parsed.equipment),
            ZOMBIE_CARD => read_section(reporter, file, value, &mut parsed.zombie_cards),
            SURVIVOR => read_section(reporter, file, value, &mut parsed.survivors),
            SKILL => read_section(reporter, file, value, &mut parsed.skills),
            _ => {
                let expected: Vec<String> = SECTIONS.iter().map(|s| format!("`[[{s}]]`")).collect();
                reporter.error(
                    file,
                    key.span(),
                    name,
                    format!("unknown section `{name}`, expected one of {}", expected.join(", ")),
                );
                // It may be a misspelt section whose records are now missing.
                parsed.mark_all_incomplete();
            }
        }
    }
}

fn read_section<T: DeserializeOwned>(
    reporter: &mut Reporter<'_>,
    file: usize,
    value: Spanned<DeValue<'_>>,
    section: &mut Section<T>,
) {
    let name = section.name;
    if section.anchor.is_none() {
        section.anchor = Some((file, value.span()));
    }
    let span = value.span();
    let DeValue::Array(items) = value.into_inner() else {
        reporter.error(file, span, name, format!("`{name}` must be an array of tables, written `[[{name}]]`"));
        section.complete = false;
        return;
    };
    let count = section.records.iter().filter(|r| r.file == file).count();
    for (offset, item) in items.iter().enumerate() {
        let path = format!("{name}[{}]", count + offset);
        let header = item.span();
        if !item.get_ref().is_table() {
            reporter.error(file, header, path, format!("each `{name}` record must be a table"));
            section.complete = false;
            continue;
        }
        match T::deserialize(ValueDeserializer::from(item.clone())) {
            Ok(value) => section.records.push(Located { file, path, value }),
            Err(error) => {
                let span = error.span().unwrap_or_else(|| header.clone());
                let mut field_path = path;
                find_path(item.get_ref(), span.start, &mut field_path);
                reporter.error(file, span, field_path, error.message());
                section.complete = false;
            }
        }
    }
}

/// Extends `path` with the keys leading to the deepest key or value at byte
/// `offset` inside `value`. Returns whether something was found.
fn find_path(value: &DeValue<'_>, offset: usize, path: &mut String) -> bool {
    match value {
        DeValue::Table(table) => {
            for (key, child) in table {
                let len = path.len();
                path.push('.');
                path.push_str(key.get_ref());
                if key.span().contains(&offset)
                    || find_path(child.get_ref(), offset, path)
                    || child.span().contains(&offset)
                {
                    return true;
                }
                path.truncate(len);
            }
            false
        }
        DeValue::Array(items) => {
            for (index, child) in items.iter().enumerate() {
                let len = path.len();
                path.push_str(&format!("[{index}]"));
                if find_path(child.get_ref(), offset, path) || child.span().contains(&offset) {
                    return true;
                }
                path.truncate(len);
            }
            false
        }
        _ => false,
    }
}
