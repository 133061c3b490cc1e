//! From TOML text to located records: syntax, sections and the record
//! shapes of `raw.rs`. Each record is read on its own, so one bad record does
//! not hide the problems of the next.

use std::ops::Range;

use horde_data::{ContentSet, FileId, Severity, Validator};
use serde::de::{DeserializeOwned, IgnoredAny};
use toml::Spanned;
use toml::de::{DeTable, DeValue, ValueDeserializer};

use super::raw::{RawEquipment, RawSkill, RawSurvivor, RawZombie, RawZombieCard};

/// The sections a content file may hold, each an array of tables.
pub(crate) const ZOMBIE: &str = "zombie";
pub(crate) const EQUIPMENT: &str = "equipment";
pub(crate) const ZOMBIE_CARD: &str = "zombie_card";
pub(crate) const SURVIVOR: &str = "survivor";
pub(crate) const SKILL: &str = "skill";
pub(crate) const SECTIONS: [&str; 5] = [ZOMBIE, EQUIPMENT, ZOMBIE_CARD, SURVIVOR, SKILL];

/// A record and the file it came from.
#[derive(Debug)]
pub(crate) struct Located<T> {
    pub(crate) file: FileId,
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
    /// The first place the section appears (its first `[[...]]` header),
    /// where whole-section problems are reported.
    pub(crate) anchor: Option<(FileId, Range<usize>)>,
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

/// Reads every file of `set`, reporting what cannot be read to `v`.
pub(crate) fn parse_all(set: &ContentSet, v: &mut Validator) -> Parsed {
    let mut parsed = Parsed::new();
    for (file, source) in set.files() {
        // Syntax first, reported the toolkit's way (every syntax error of
        // the file, with the field path where one can be told).
        if let Err(found) = horde_data::parse::<IgnoredAny>(source) {
            v.extend(found);
            // What the file was meant to hold is unknown.
            parsed.mark_all_incomplete();
            continue;
        }
        let Ok(root) = DeTable::parse(&source.text) else {
            parsed.mark_all_incomplete();
            continue;
        };
        v.set_file(file);
        for (key, value) in root.into_inner() {
            let name = key.get_ref().as_ref();
            match name {
                ZOMBIE => read_section(v, file, value, &mut parsed.zombies),
                EQUIPMENT => read_section(v, file, value, &mut parsed.equipment),
                ZOMBIE_CARD => read_section(v, file, value, &mut parsed.zombie_cards),
                SURVIVOR => read_section(v, file, value, &mut parsed.survivors),
                SKILL => read_section(v, file, value, &mut parsed.skills),
                _ => {
                    let expected: Vec<String> = SECTIONS.iter().map(|s| format!("`[[{s}]]`")).collect();
                    v.error_at(&key, format!("unknown section `{name}`, expected one of {}", expected.join(", ")));
                    // It may be a misspelt section whose records now seem missing.
                    parsed.mark_all_incomplete();
                }
            }
        }
    }
    parsed
}

fn read_section<T: DeserializeOwned>(
    v: &mut Validator,
    file: FileId,
    value: Spanned<DeValue<'_>>,
    section: &mut Section<T>,
) {
    let name = section.name;
    let span = value.span();
    let DeValue::Array(items) = value.into_inner() else {
        v.report_span(Severity::Error, span, format!("`{name}` must be an array of tables, written `[[{name}]]`"));
        section.complete = false;
        return;
    };
    if section.anchor.is_none() {
        section.anchor = items.first().map(|first| (file, first.span()));
    }
    for item in items.iter() {
        let header = item.span();
        if !item.get_ref().is_table() {
            v.report_span(Severity::Error, header, format!("each `{name}` record must be a table"));
            section.complete = false;
            continue;
        }
        match T::deserialize(ValueDeserializer::from(item.clone())) {
            Ok(value) => section.records.push(Located { file, value }),
            Err(error) => {
                let message = error.message();
                let diagnostic = v.report_span(Severity::Error, error.span().unwrap_or(header), message);
                // toml points a missing field at the table that lacks it;
                // the path names the field to add.
                if let Some(missing) = quoted_after(message, "missing field ") {
                    let parent = diagnostic.field().unwrap_or_default().to_owned();
                    diagnostic.set_field(format!("{parent}.{missing}"));
                }
                section.complete = false;
            }
        }
    }
}

/// The backtick-quoted name right after `prefix` in serde's messages
/// (`missing field `source``).
fn quoted_after<'m>(message: &'m str, prefix: &str) -> Option<&'m str> {
    message.strip_prefix(prefix)?.strip_prefix('`')?.split_once('`').map(|(name, _)| name)
}
