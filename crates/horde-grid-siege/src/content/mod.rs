//! Grid Siege content: the map, the things (weapons and items), the search
//! deck, the zombie cards and the characters, as TOML data embedded in the
//! crate and parsed once.
//!
//! Every record carries `source`: `"rulebook"` when the seed states it,
//! `"horde"` when we designed it (the seed ships no map and no cards).

mod cards;
mod map;
mod raw;

pub use cards::{
    Character, Effect, Feature, OopsEffect, Res, ResultTable, SearchCard, Size, Thing, UseTable, ZEffect, ZombieCard,
};
pub use map::{Building, BuildingKind, Car, EdgeKind, Map, Room, SearchSquare, Square};

use horde_data::{ContentSet, Diagnostic, Diagnostics, FileId, Severity, Source, Validator};
use serde::Serialize;
use std::ops::Range;
use std::sync::OnceLock;

/// The embedded content files, by the name used in error messages.
pub const FILES: [(&str, &str); 4] = [
    ("map.toml", include_str!("../../../../content/grid-siege/map.toml")),
    ("things.toml", include_str!("../../../../content/grid-siege/things.toml")),
    ("decks.toml", include_str!("../../../../content/grid-siege/decks.toml")),
    ("characters.toml", include_str!("../../../../content/grid-siege/characters.toml")),
];

/// Everything the rules read from data.
#[derive(Debug, Serialize)]
pub struct Content {
    pub map: Map,
    pub things: Vec<Thing>,
    pub search_deck: Vec<SearchCard>,
    pub zombie_cards: Vec<ZombieCard>,
    pub characters: Vec<Character>,
    /// One zombie-card set serves this many humans (GS-GAP-10).
    pub zombie_set_humans: u8,
}

/// Which content file `name` is, by its last path component
/// (`content/grid-siege/map.toml` is the map): an index into [`FILES`].
pub fn file_index(name: &str) -> Option<usize> {
    let base = name.rsplit(['/', '\\']).next().unwrap_or(name);
    FILES.iter().position(|(n, _)| *n == base)
}

/// Reports the problems of one content file to the content's validator.
/// Every problem is a `horde_data` diagnostic with file, line, column and
/// the dotted field path of the value concerned (`thing[3].range`); its
/// message starts with the record it is about (`thing "pistol": ...`).
pub(crate) struct Report<'a> {
    v: &'a mut Validator,
}

impl<'a> Report<'a> {
    fn new(v: &'a mut Validator, file: FileId) -> Self {
        v.set_file(file);
        Self { v }
    }

    /// A problem with the value read from `span` (a `Spanned` field, or a
    /// whole record): the field is that value's path.
    pub fn at(&mut self, span: Range<usize>, message: impl Into<String>) {
        self.v.report_span(Severity::Error, span, message);
    }

    /// A problem with `key` of the record read from `record`, for keys the
    /// raw types do not keep spanned (or that are absent): reported at the
    /// record, the field is its path and `key` (`thing[3].range`).
    pub fn key(&mut self, record: Range<usize>, key: &str, message: impl Into<String>) {
        let d = self.v.report_span(Severity::Error, record, message);
        let field = match d.field() {
            Some(path) => format!("{path}.{key}"),
            None => key.to_owned(),
        };
        d.set_field(field);
    }

    /// A problem of a whole section of the file (too few records, a board
    /// that fails a global check): reported at `span` (`0..0`, the start of
    /// the file, when no record is to blame), the field naming the section.
    pub fn section(&mut self, span: Range<usize>, section: &str, message: impl Into<String>) {
        self.v.report_span(Severity::Error, span, message).set_field(section);
    }

    /// True while no error was reported (in any file so far).
    pub fn is_ok(&self) -> bool {
        self.v.is_ok()
    }
}

/// Parses and validates a full set of content files (`(name, text)` pairs
/// named like [`FILES`]). Every problem is reported, with file, line, column
/// and field; the problems print one a line (see [`horde_data::Diagnostic`]).
pub fn parse_content(files: &[(&str, &str)]) -> Result<Content, Diagnostics> {
    let sources: Vec<Source> = files.iter().map(|&(name, text)| Source::new(name, text)).collect();
    load(&sources)
}

/// [`parse_content`] for files from anywhere: each is recognised by its
/// file name ([`file_index`]) and reported under its full name. Files that
/// are no content file are ignored.
pub fn load(sources: &[Source]) -> Result<Content, Diagnostics> {
    let mut problems = Diagnostics::new();
    let mut found: [Option<&Source>; FILES.len()] = [None; FILES.len()];
    for source in sources {
        let Some(i) = file_index(&source.name) else { continue };
        match found[i] {
            None => found[i] = Some(source),
            Some(first) => problems.push(
                Diagnostic::error(source, 0..0, format!("a second {} (only one is read)", FILES[i].0))
                    .with_note(Diagnostic::note(first, 0..0, "the first one")),
            ),
        }
    }
    for (i, (name, _)) in FILES.iter().enumerate() {
        if found[i].is_none() {
            problems.push(Diagnostic::missing_file(sources, name));
        }
    }
    let [Some(map_src), Some(things_src), Some(decks_src), Some(chars_src)] = found else {
        problems.sort();
        return Err(problems);
    };
    if !problems.is_empty() {
        problems.sort();
        return Err(problems);
    }
    let set = ContentSet::from_sources([map_src, things_src, decks_src, chars_src].map(Source::clone));
    let ids: Vec<FileId> = set.files().map(|(id, _)| id).collect();
    let mut v = set.validator();
    let raw_map: Option<raw::MapFile> = raw::parse(map_src, &mut v);
    let raw_things: Option<raw::ThingsFile> = raw::parse(things_src, &mut v);
    let raw_decks: Option<raw::DecksFile> = raw::parse(decks_src, &mut v);
    let raw_chars: Option<raw::CharactersFile> = raw::parse(chars_src, &mut v);
    let (Some(rm), Some(rt), Some(rd), Some(rc)) = (raw_map, raw_things, raw_decks, raw_chars) else {
        return Err(v.finish());
    };
    let map = map::build(&rm, &mut Report::new(&mut v, ids[0]));
    let things = cards::build_things(&rt, &mut Report::new(&mut v, ids[1]));
    let (search_deck, zombie_cards) = cards::build_decks(&rd, &things, &mut Report::new(&mut v, ids[2]));
    let characters = cards::build_characters(&rc, &things, &mut Report::new(&mut v, ids[3]));
    match (v.is_ok(), map) {
        (true, Some(map)) => Ok(Content {
            map,
            things,
            search_deck,
            zombie_cards,
            characters,
            zombie_set_humans: rd.zombie_deck.get_ref().humans_per_set,
        }),
        _ => Err(v.finish()),
    }
}

static CONTENT: OnceLock<Content> = OnceLock::new();

/// The embedded content, parsed on first use.
///
/// # Panics
/// If the embedded files are invalid; a unit test parses them, so a
/// release can never ship with that.
pub fn content() -> &'static Content {
    CONTENT.get_or_init(|| match parse_content(&FILES) {
        Ok(c) => c,
        Err(e) => panic!("embedded grid-siege content is invalid:\n{e}"),
    })
}

static VERSION: OnceLock<String> = OnceLock::new();

/// The version of the embedded content: [`Content::version`] of
/// [`content`], computed once.
pub fn content_version() -> String {
    VERSION.get_or_init(|| content().version()).clone()
}

impl Content {
    /// A stable hash of everything here, for
    /// [`Game::content_version`](horde_core::Game::content_version): any
    /// change to the parsed content changes it; comments and layout of the
    /// files do not.
    pub fn version(&self) -> String {
        horde_core::content_hash(self)
    }

    pub fn thing_index(&self, id: &str) -> Option<u8> {
        self.things.iter().position(|t| t.id == id).and_then(|i| u8::try_from(i).ok())
    }
    pub fn character_index(&self, id: &str) -> Option<u8> {
        self.characters.iter().position(|t| t.id == id).and_then(|i| u8::try_from(i).ok())
    }
    pub fn zombie_card_index(&self, id: &str) -> Option<u8> {
        self.zombie_cards.iter().position(|t| t.id == id).and_then(|i| u8::try_from(i).ok())
    }
}
