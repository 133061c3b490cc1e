//! The rows of the store, as Rust values.

use horde_core::{FileEntry, Game, MATCH_FORMAT, MATCH_FORMAT_VERSION, Match, MatchFile, Outcome, ReplayError, Seat};
use serde::{Deserialize, Serialize};

/// Whether a match can still be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MatchStatus {
    Active,
    Finished,
    Abandoned,
}

impl MatchStatus {
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Active => "active",
            Self::Finished => "finished",
            Self::Abandoned => "abandoned",
        }
    }
    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "active" => Self::Active,
            "finished" => Self::Finished,
            "abandoned" => Self::Abandoned,
            _ => return None,
        })
    }
}

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    /// A person holds (or was handed) the seat's join link.
    Human,
    /// The server plays the seat.
    Bot,
    /// Nobody yet: the link is unused, and a bot may be given the seat.
    Open,
}

impl SeatKind {
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Human => "human",
            Self::Bot => "bot",
            Self::Open => "open",
        }
    }
    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "human" => Self::Human,
            "bot" => Self::Bot,
            "open" => Self::Open,
            _ => return None,
        })
    }
}

/// One seat of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRecord {
    pub seat: Seat,
    pub kind: SeatKind,
    /// SHA-256 of the seat's join token; `None` for a seat nobody may join.
    pub token_hash: Option<[u8; 32]>,
    /// The bot's name when `kind` is `Bot`.
    pub bot: Option<String>,
    /// The name its player chose when joining, already checked by the
    /// server; `None` when none was chosen.
    pub name: Option<String>,
}

/// A match as created, before any action.
#[derive(Clone, Debug, PartialEq)]
pub struct NewMatch {
    pub id: String,
    pub game: String,
    pub rules_version: u32,
    pub setup: serde_json::Value,
    pub seed: u64,
    /// The creator chose the seed (see `MatchRecord::practice`).
    pub practice: bool,
    /// The mission it was created for, as its rule system names it.
    pub mission: Option<String>,
    pub seats: Vec<SeatRecord>,
}

/// The `matches` row.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchRecord {
    pub id: String,
    pub game: String,
    pub rules_version: u32,
    pub setup: serde_json::Value,
    pub seed: u64,
    /// The creator chose the seed: chance is foreseeable to whoever knows
    /// it, and every seat is told so.
    pub practice: bool,
    pub status: MatchStatus,
    /// `None` for a match stored before missions were kept.
    pub mission: Option<String>,
    /// How it ended, once finished (`None` for a match finished before
    /// outcomes were kept).
    pub outcome: Option<Outcome>,
    /// Unix time in milliseconds.
    pub created_at: i64,
    pub updated_at: i64,
}

/// A match as a list shows it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct MatchSummary {
    pub id: String,
    pub game: String,
    pub status: MatchStatus,
    pub mission: Option<String>,
    /// Who sits at the table, in seat order.
    pub players: Vec<PlayerSummary>,
    pub outcome: Option<Outcome>,
    /// Log length, chance included.
    pub actions: u64,
    /// Unix time in milliseconds.
    pub created_at: i64,
    pub updated_at: i64,
}

/// A seat as a list shows it: no token.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct PlayerSummary {
    pub seat: Seat,
    pub kind: SeatKind,
    pub name: Option<String>,
    pub bot: Option<String>,
}

/// Actions to append in one transaction: the one a seat took and the
/// chance outcomes the server resolved after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Batch {
    /// Log position of the first entry (the log length before the batch).
    pub first_seq: u64,
    pub entries: Vec<FileEntry>,
    /// The state hash after the batch, kept as a snapshot.
    pub state_hash: u64,
    pub status: MatchStatus,
    /// How the match ended, when this batch ends it.
    pub outcome: Option<Outcome>,
}

/// Everything stored about one match.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredMatch {
    pub record: MatchRecord,
    pub seats: Vec<SeatRecord>,
    pub actions: Vec<FileEntry>,
    /// The latest snapshot: (log length, state hash).
    pub snapshot: Option<(u64, u64)>,
}

impl StoredMatch {
    /// The match as a save file. The recorded state hash is included only
    /// when the latest snapshot is of the whole log, so replaying checks it.
    pub fn to_match_file(&self) -> MatchFile {
        let state_hash = match self.snapshot {
            Some((seq, hash)) if seq == self.actions.len() as u64 => format!("{hash:016x}"),
            _ => String::new(),
        };
        MatchFile {
            format: MATCH_FORMAT.to_owned(),
            format_version: MATCH_FORMAT_VERSION,
            game: self.record.game.clone(),
            rules_version: self.record.rules_version,
            // Not stored yet: the store replays under the content it was
            // started with. Empty skips the driver's content check.
            content_version: String::new(),
            setup: self.record.setup.clone(),
            seed: self.record.seed,
            actions: self.actions.clone(),
            state_hash,
        }
    }

    /// Rebuilds the match by replaying every stored action through the
    /// rules, checking each one and the final state hash.
    pub fn replay<G: Game>(&self) -> Result<Match<G>, ReplayError> {
        Match::from_file(&self.to_match_file())
    }
}
