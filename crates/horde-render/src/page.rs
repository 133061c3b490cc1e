//! What a seat's web page shows beside the board: a status line of facts,
//! a key to the board's marks, cards of the rule system's pieces, and a
//! mark on the board for each event as it is told.
//!
//! All of it is built on the server from one viewer's view, in the
//! reader's language, out of the rule system's own catalogue: the page
//! lays it out and knows no game's words. Tones are a small fixed
//! vocabulary the page styles (a seat's colour, a level's colour, muted,
//! bad news), so a new rule system needs no new page code.

use serde::{Deserialize, Serialize};

pub(crate) mod all_things_zombie;
pub(crate) mod dead_of_night;
pub(crate) mod grid_siege;
pub(crate) mod rue_morgue;
pub(crate) mod z_game;

/// Everything beside the board for one viewer.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Page {
    /// Short facts for the status bar: the round, the phase, the danger.
    pub facts: Vec<String>,
    /// What the board's letters and signs mean.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// The side panel's cards, top to bottom.
    pub cards: Vec<Card>,
}

impl Page {
    /// True when the rule system shows nothing of its own: the page then
    /// shows the view as a readable panel.
    pub fn is_empty(&self) -> bool {
        self.facts.is_empty() && self.key.is_none() && self.cards.is_empty()
    }
}

/// One card of the side panel: a title and rows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    pub title: String,
    pub rows: Vec<Row>,
}

/// A row of a card: cells side by side, the row as a whole in a tone
/// (the current piece, a dead one).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    pub cells: Vec<Cell>,
    #[serde(default, skip_serializing_if = "Tone::is_plain")]
    pub tone: Tone,
}

impl Row {
    pub fn new(cells: Vec<Cell>) -> Self {
        Self { cells, tone: Tone::Plain }
    }
    pub fn tone(mut self, tone: Tone) -> Self {
        self.tone = tone;
        self
    }
}

/// A piece of text in a tone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell {
    pub text: String,
    #[serde(default, skip_serializing_if = "Tone::is_plain")]
    pub tone: Tone,
}

impl Cell {
    pub fn new(text: impl Into<String>, tone: Tone) -> Self {
        Self { text: text.into(), tone }
    }
    pub fn plain(text: impl Into<String>) -> Self {
        Self::new(text, Tone::Plain)
    }
}

/// How the page styles a cell or a row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tone {
    #[default]
    Plain,
    /// A name or a figure that matters most.
    Strong,
    /// A label or a detail.
    Muted,
    /// Wounds, deaths, losses.
    Bad,
    /// Actions left, a way out.
    Good,
    /// A seat's colour (0-based seat).
    Seat(u8),
    /// A level's colour, 0 (lowest, blue) to 3 (red).
    Level(u8),
    /// The piece now acting.
    Current,
    /// A piece out of the game.
    Gone,
}

impl Tone {
    fn is_plain(&self) -> bool {
        *self == Self::Plain
    }
}

/// Where an event happened on the board, for the page to point at while
/// it is told: a spot, a move from one spot to another, a short badge
/// ("+3W", "✕R"), the piece that moved. Spots are named as the board picture names them
/// (`data-zone`, `data-square`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mark {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spot: Option<String>,
    /// From and to, for an arrow.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moved: Option<[String; 2]>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub badge: Option<String>,
    /// The piece that moved, as the board names it (`data-piece`, beside
    /// `data-spot`), so the page can slide it along the arrow.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub piece: Option<String>,
}
