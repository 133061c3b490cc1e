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
    Character, Effect, OopsEffect, Res, ResultTable, SearchCard, Size, Thing, UseTable, ZEffect, ZombieCard,
};
pub use map::{Building, BuildingKind, Car, EdgeKind, Map, Room, SearchSquare, Square};

use serde::Serialize;
use std::fmt;
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

/// One problem in a content file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentError {
    pub file: String,
    /// 1-based line, 0 when unknown.
    pub line: usize,
    /// The record and field concerned, e.g. `thing "pistol": range`.
    pub field: String,
    pub message: String,
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}: {}", self.file, self.line, self.field, self.message)
    }
}

/// All the problems found, reported together.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct ContentErrors(pub Vec<ContentError>);

impl fmt::Display for ContentErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

/// Collects errors for one file, turning byte offsets into line numbers.
pub(crate) struct Report<'a> {
    pub file: &'a str,
    pub text: &'a str,
    pub errors: &'a mut Vec<ContentError>,
}

impl Report<'_> {
    pub fn line_of(&self, offset: usize) -> usize {
        let end = offset.min(self.text.len());
        self.text.as_bytes()[..end].iter().filter(|&&b| b == b'\n').count() + 1
    }
    pub fn at(&mut self, offset: usize, field: impl Into<String>, message: impl Into<String>) {
        let line = self.line_of(offset);
        self.errors.push(ContentError {
            file: self.file.to_owned(),
            line,
            field: field.into(),
            message: message.into(),
        });
    }
}

/// Parses and validates a full set of content files (`(name, text)` pairs
/// named like [`FILES`]). Every problem is reported, with file, line and field.
pub fn parse_content(files: &[(&str, &str)]) -> Result<Content, ContentErrors> {
    let mut errors = Vec::new();
    let get = |name: &str| files.iter().find(|(n, _)| *n == name).map(|(_, t)| *t);
    let mut texts = Vec::new();
    for (name, _) in FILES {
        match get(name) {
            Some(t) => texts.push(t),
            None => {
                errors.push(ContentError {
                    file: name.to_owned(),
                    line: 0,
                    field: "file".into(),
                    message: "missing content file".into(),
                });
                texts.push("");
            }
        }
    }
    if !errors.is_empty() {
        return Err(ContentErrors(errors));
    }
    let raw_map: Option<raw::MapFile> = raw::parse(FILES[0].0, texts[0], &mut errors);
    let raw_things: Option<raw::ThingsFile> = raw::parse(FILES[1].0, texts[1], &mut errors);
    let raw_decks: Option<raw::DecksFile> = raw::parse(FILES[2].0, texts[2], &mut errors);
    let raw_chars: Option<raw::CharactersFile> = raw::parse(FILES[3].0, texts[3], &mut errors);
    let (Some(rm), Some(rt), Some(rd), Some(rc)) = (raw_map, raw_things, raw_decks, raw_chars) else {
        return Err(ContentErrors(errors));
    };
    let map = map::build(&rm, &mut Report { file: FILES[0].0, text: texts[0], errors: &mut errors });
    let things = cards::build_things(&rt, &mut Report { file: FILES[1].0, text: texts[1], errors: &mut errors });
    let (search_deck, zombie_cards) =
        cards::build_decks(&rd, &things, &mut Report { file: FILES[2].0, text: texts[2], errors: &mut errors });
    let characters =
        cards::build_characters(&rc, &things, &mut Report { file: FILES[3].0, text: texts[3], errors: &mut errors });
    match (errors.is_empty(), map) {
        (true, Some(map)) => Ok(Content {
            map,
            things,
            search_deck,
            zombie_cards,
            characters,
            zombie_set_humans: rd.zombie_deck.get_ref().humans_per_set,
        }),
        _ => Err(ContentErrors(errors)),
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
