//! The wire format: request and response bodies, WebSocket messages.
//!
//! Every game-specific value in here (`view`, `events`, `legal`) was built
//! by the rule system for one viewer; nothing else about a match is sent.

use crate::dynmatch::{ActionInput, LegalAction};
use crate::error::ApiError;
use horde_core::{Decision, Outcome, Seat, Viewer};
use horde_render::{Mark, Page};
use horde_store::SeatKind;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// `POST /api/matches`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CreateMatch {
    pub game: String,
    pub mission: String,
    /// One entry per seat, in seat order.
    pub seats: Vec<SeatSpec>,
    /// Chance is drawn from this seed; the server picks one if absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// A full setup of the rule system, instead of the mission's default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<Value>,
    /// A practice match: required to choose the seed of a rule system with
    /// hidden information (whoever knows the seed can foresee chance), and
    /// shown to every seat.
    #[serde(default)]
    pub practice: bool,
}

/// A seat at creation: `"human"`, `"open"`, `"bot"` or `{"kind": "bot", "bot": "rollout:strong"}`
/// (a bot kind the rule system offers, see `GET /api/games`, with an
/// optional strength; `"bot"` alone gets the seat's default bot).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SeatSpec {
    Kind(SeatKind),
    Full {
        kind: SeatKind,
        #[serde(default)]
        bot: Option<String>,
    },
}

impl SeatSpec {
    pub fn kind(&self) -> SeatKind {
        match self {
            Self::Kind(k) | Self::Full { kind: k, .. } => *k,
        }
    }
    pub fn bot(&self) -> Option<&str> {
        match self {
            Self::Kind(_) => None,
            Self::Full { bot, .. } => bot.as_deref(),
        }
    }
}

/// The answer to `POST /api/matches`: the only time tokens are shown.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CreatedMatch {
    pub match_id: String,
    pub game: String,
    pub seats: Vec<CreatedSeat>,
    /// The spectator page.
    pub watch_url: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CreatedSeat {
    pub seat: Seat,
    pub kind: SeatKind,
    /// A bot seat's bot by name (`heuristic`, `rollout:strong`).
    #[serde(default)]
    pub bot: Option<String>,
    /// The exact settings that bot plays with, as stored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot_spec: Option<String>,
    /// The seat's secret: whoever holds it plays this seat.
    pub token: String,
    /// The page of this seat (the link to send a friend).
    pub join_url: String,
}

/// `POST /api/join`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct JoinRequest {
    pub token: String,
    /// The player's name, shown to the whole table (see `names`); left
    /// out, the seat keeps the name it has.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Joined {
    pub match_id: String,
    pub seat: Seat,
    pub game: String,
    /// The seat's new token: joining replaces it, so every older copy of
    /// the link (the creator's too) stops working.
    pub token: String,
    /// The seat's page under the new token.
    pub join_url: String,
}

/// `POST /api/matches/{id}/actions` (and the WebSocket `act` message):
/// exactly one of `index`, `text`, `action`.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionRequest {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<Value>,
    /// The log length the client saw; if the match moved on since, the
    /// action is refused (409) instead of landing in a state not chosen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seq: Option<u64>,
}

impl ActionRequest {
    pub fn input(&self) -> Result<ActionInput, ApiError> {
        match (&self.index, &self.text, &self.action) {
            (Some(i), None, None) => Ok(ActionInput::Index(*i)),
            (None, Some(t), None) => Ok(ActionInput::Text(t.clone())),
            (None, None, Some(v)) => Ok(ActionInput::Json(v.clone())),
            _ => Err(ApiError::BadRequest("give exactly one of index, text or action".into())),
        }
    }
}

/// `POST /api/matches/{id}/seats/{seat}/bot`: `bot` named as at creation.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct BotRequest {
    #[serde(default)]
    pub bot: Option<String>,
}

/// A seat as everyone may see it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub seat: Seat,
    pub kind: SeatKind,
    /// A bot seat's bot by name (`heuristic`, `rollout:strong`).
    #[serde(default)]
    pub bot: Option<String>,
    /// The exact settings that bot plays with, as stored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot_spec: Option<String>,
    /// The name its player chose; pages name a seat without one by its
    /// number, and a bot's by its bot.
    #[serde(default)]
    pub name: Option<String>,
}

impl SeatInfo {
    pub(crate) fn of(record: &horde_store::SeatRecord) -> Self {
        Self {
            seat: record.seat,
            kind: record.kind,
            bot: record.bot.as_deref().map(crate::bot::label),
            bot_spec: record.bot.clone(),
            name: record.name.clone(),
        }
    }
}

/// Everything one viewer is sent about a match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatState {
    pub match_id: String,
    pub game: String,
    pub viewer: Viewer,
    /// The log length: actions so far, chance included.
    pub seq: u64,
    pub decision: Decision,
    pub your_turn: bool,
    /// The rule system's view for this viewer.
    pub view: Value,
    /// The board drawn from `view` (SVG), for rule systems with a
    /// renderer; when `board_base` is given, only the board's rest.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// Where the first part of the board is (`GET`, SVG text): the same
    /// for the whole match, so a page fetches it once and keeps it. The
    /// board is that text followed by `board`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board_base: Option<String>,
    /// Facts, key and side-panel cards beside the board, in `lang`
    /// (absent when the rule system shows none: pages show `view`).
    #[serde(default, skip_serializing_if = "Page::is_empty")]
    pub page: Page,
    /// Present only when it is this viewer's turn; labelled in the
    /// viewer's language.
    pub legal: Vec<LegalAction>,
    /// The indices of the actions that give up the rest of this seat's
    /// turn, in order, when the rule system offers that shortcut now:
    /// sent one by one, each an ordinary action of the seat.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pass: Vec<u32>,
    /// The language of every text in here: `?lang=` of the request.
    #[serde(default)]
    pub lang: horde_rules::Lang,
    /// How many of its own actions this seat may take back now.
    pub undoable: usize,
    pub outcome: Option<Outcome>,
    /// A practice match: its creator chose the seed.
    #[serde(default)]
    pub practice: bool,
    pub seats: Vec<SeatInfo>,
}

/// `GET /api/matches/{id}/replay?step=N`: a finished match after N log
/// entries, as a spectator sees it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ReplayStep {
    pub match_id: String,
    pub game: String,
    pub step: u64,
    pub total: u64,
    /// The readable text of entry N (the one that led here), in the
    /// requested language, as a spectator may know it.
    pub last_action: Option<String>,
    /// What entry N caused, as a spectator sees it: data and narration.
    #[serde(default)]
    pub events: Vec<Value>,
    #[serde(default)]
    pub narration: Vec<Option<String>>,
    /// Where each event happened on the board (`marks[i]` for `events[i]`).
    #[serde(default)]
    pub marks: Vec<Option<Mark>>,
    pub view: Value,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    #[serde(default, skip_serializing_if = "Page::is_empty")]
    pub page: Page,
    pub outcome: Option<Outcome>,
    /// Who sat at the table.
    #[serde(default)]
    pub seats: Vec<SeatInfo>,
}

/// `GET /api/matches/{id}/log`: every event the viewer may see from the
/// start of the match to `seq`, told as live play told it
/// (`narration[i]` tells `events[i]`).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ToldLog {
    pub match_id: String,
    pub seq: u64,
    pub events: Vec<Value>,
    pub narration: Vec<Option<String>>,
    /// Every roll of dice the events told, in order.
    #[serde(default)]
    pub rolls: Vec<horde_rules::Roll>,
}

/// The answer to an accepted action or undo: it is on disk.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Accepted {
    pub seq: u64,
    pub state: SeatState,
}

/// Client to server, over the WebSocket.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMsg {
    Act(ActionRequest),
    Undo,
    Resync,
    Ping,
    /// A line for the match's chat (seats only).
    Chat {
        text: String,
    },
}

/// Server to client, over the WebSocket.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    /// The whole state: on connect, on resync, after seat changes.
    State {
        state: SeatState,
    },
    /// Something happened: the events this viewer may see, each told in
    /// the viewer's language (`narration[i]` tells `events[i]`; `null`
    /// when the rule system tells nothing of it), then the new state.
    Update {
        seq: u64,
        events: Vec<Value>,
        #[serde(default)]
        narration: Vec<Option<String>>,
        /// Where each event happened on the board, to point at it.
        #[serde(default)]
        marks: Vec<Option<Mark>>,
        /// The dice rolled in this change, as the events told them.
        #[serde(default)]
        rolls: Vec<horde_rules::Roll>,
        state: SeatState,
    },
    /// Your action or undo was accepted and stored.
    Ack {
        seq: u64,
    },
    /// A line of the match's chat, sent to every viewer once stored.
    Chat {
        line: horde_store::ChatLine,
    },
    /// Your chat line was stored as line `seq` of the chat.
    Said {
        seq: u64,
    },
    Error {
        error: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
    },
    Pong,
}

impl ServerMsg {
    /// An update of `events` (each with its narration) and the new state.
    pub(crate) fn update(seq: u64, events: Vec<crate::dynmatch::EventView>, state: SeatState) -> Self {
        let ((events, narration, marks), rolls) = crate::dynmatch::EventView::split_rolls(events);
        Self::Update { seq, events, narration, marks, rolls, state }
    }
}

impl From<&ApiError> for ServerMsg {
    fn from(e: &ApiError) -> Self {
        let b = e.body();
        Self::Error { error: b.error, rule: b.rule }
    }
}
