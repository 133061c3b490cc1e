//! A running match with its game type erased behind JSON.
//!
//! [`DynMatch`] is implemented once, generically, for every rule system of
//! the facade, so the rest of the server never names a concrete game.
//! Views and events leave this module only as JSON built by the game's own
//! `view` / `event_view` for one viewer: there is no method that returns
//! the raw state, the raw events, or the log of a match to a caller
//! outside the server's persistence path.

use crate::board::{BoardHook, board_for};
use crate::bot;
use horde_core::{
    Actor, Decision, FileEntry, Game, Match, MatchError, MatchFile, Outcome, RuleViolation, Seat, Viewer,
};
use horde_games::RuleSystem;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// How a client names an action: by compact index, by its readable text
/// (matched against the legal actions), or by its JSON form.
#[derive(Clone, Debug, PartialEq)]
pub enum ActionInput {
    Index(u32),
    Text(String),
    Json(Value),
}

/// One legal action, as shown to the seat that may take it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LegalAction {
    pub index: u32,
    pub text: String,
    pub action: Value,
}

/// Why an action or undo was refused. Nothing changed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ActError {
    #[error("the match is over")]
    Finished,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("{reason}")]
    Illegal { rule: &'static str, reason: String },
    #[error("{0}")]
    UnknownAction(String),
    #[error("cannot undo: {0}")]
    CannotUndo(String),
}

impl<E: RuleViolation> From<MatchError<E>> for ActError {
    fn from(e: MatchError<E>) -> Self {
        match e {
            MatchError::Finished => Self::Finished,
            MatchError::NotYourTurn { .. } => Self::NotYourTurn,
            MatchError::Illegal(e) => Self::Illegal { rule: e.rule_id(), reason: e.to_string() },
            MatchError::CannotUndo(why) => Self::CannotUndo(why.to_owned()),
        }
    }
}

/// A match of some rule system. Events of the latest change are kept
/// until [`DynMatch::clear_events`], so each viewer can be sent its view
/// of them.
pub trait DynMatch: Send {
    fn game(&self) -> &'static str;
    fn num_seats(&self) -> usize;
    fn decision(&self) -> Decision;
    fn log_len(&self) -> usize;
    /// For the store and for tests; never sent to clients, since a hash
    /// of the full state would let them test guesses about hidden parts.
    fn state_hash(&self) -> u64;
    fn outcome(&self) -> Option<Outcome>;
    /// What `viewer` may know, as the game builds it.
    fn view(&self, viewer: Viewer) -> Value;
    /// The pending events as `viewer` may see them, hidden ones left out.
    fn event_views(&self, viewer: Viewer) -> Vec<Value>;
    fn clear_events(&mut self);
    /// The board as an SVG picture of `viewer`'s view, when the rule
    /// system has a renderer.
    fn board(&self, viewer: Viewer) -> Option<String>;
    /// The legal actions of `seat`: empty unless it is that seat's turn.
    fn legal_actions(&self, seat: Seat) -> Vec<LegalAction>;
    fn undoable(&self, seat: Seat) -> usize;
    /// Validates, then takes the action for `seat`; on error nothing changed.
    fn act(&mut self, seat: Seat, input: &ActionInput) -> Result<(), ActError>;
    /// Resolves chance from the match seed until a seat must act or the end.
    fn run_chance(&mut self);
    fn undo(&mut self, seat: Seat) -> Result<(), ActError>;
    /// The log entries from position `from` on, as stored.
    fn entries_since(&self, from: usize) -> Vec<FileEntry>;
    /// The whole match as a save file (store and tests only).
    fn to_file(&self) -> MatchFile;
    /// The index of the action the bot stored as `bot` (its settings, see
    /// [`DynMatch::resolve_bot`]) picks for `seat`; `None` when the
    /// settings do not build or the seat has nothing to do. CPU-bound:
    /// the server calls it on tokio's blocking pool.
    fn bot_choice(&self, bot: &str, seat: Seat) -> Option<u32>;
    /// The settings to store for a bot on `seat` from the name a client
    /// sent (`heuristic`, `mcts:strong`; `None`: the seat's default), or
    /// a message saying what this rule system offers.
    fn resolve_bot(&self, name: Option<&str>, seat: Seat) -> Result<String, String>;
    /// The bots this rule system offers every seat of this match's table.
    fn bot_offer(&self) -> bot::BotOffer;
    fn boxed_clone(&self) -> Box<dyn DynMatch>;
}

/// The one implementation: a `horde_core::Match` plus its pending events.
pub(crate) struct Erased<G: Game> {
    pub(crate) inner: Match<G>,
    events: Vec<G::Event>,
    board: Option<BoardHook>,
}

impl<G: Game + 'static> Erased<G> {
    pub(crate) fn new(inner: Match<G>) -> Self {
        let board = board_for(G::ID, inner.state());
        Self { inner, events: Vec::new(), board }
    }

    fn resolve(&self, seat: Seat, input: &ActionInput) -> Result<G::Action, ActError> {
        match input {
            ActionInput::Index(i) => {
                G::decode_action(*i).ok_or_else(|| ActError::UnknownAction(format!("no action has index {i}")))
            }
            ActionInput::Json(v) => G::Action::deserialize(v)
                .map_err(|e| ActError::UnknownAction(format!("not an action of {}: {e}", G::ID))),
            ActionInput::Text(t) => {
                // The text form names only legal actions: other texts have
                // no defined meaning, so report the turn first.
                if self.inner.decision() != Decision::Seat(seat) {
                    return Err(if self.inner.decision() == Decision::Terminal {
                        ActError::Finished
                    } else {
                        ActError::NotYourTurn
                    });
                }
                let mut legal = Vec::new();
                self.inner.state().legal_actions(&mut legal);
                let t = t.trim();
                legal
                    .into_iter()
                    .find(|a| a.to_string() == t)
                    .ok_or_else(|| ActError::UnknownAction(format!("no legal action reads {t:?}")))
            }
        }
    }
}

impl<G: RuleSystem> DynMatch for Erased<G> {
    fn game(&self) -> &'static str {
        G::ID
    }
    fn num_seats(&self) -> usize {
        self.inner.state().num_seats()
    }
    fn decision(&self) -> Decision {
        self.inner.decision()
    }
    fn log_len(&self) -> usize {
        self.inner.log().len()
    }
    fn state_hash(&self) -> u64 {
        self.inner.state().state_hash()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.inner.state().outcome()
    }
    fn view(&self, viewer: Viewer) -> Value {
        to_json(&self.inner.state().view(viewer))
    }
    fn event_views(&self, viewer: Viewer) -> Vec<Value> {
        let state = self.inner.state();
        self.events.iter().filter_map(|e| state.event_view(e, viewer)).map(|e| to_json(&e)).collect()
    }
    fn clear_events(&mut self) {
        self.events.clear();
    }
    fn board(&self, viewer: Viewer) -> Option<String> {
        self.board.as_ref().and_then(|b| b.0.svg(self.inner.state(), viewer))
    }
    fn legal_actions(&self, seat: Seat) -> Vec<LegalAction> {
        if self.inner.decision() != Decision::Seat(seat) {
            return Vec::new();
        }
        let mut legal = Vec::new();
        self.inner.state().legal_actions(&mut legal);
        legal
            .into_iter()
            .map(|a| LegalAction { index: G::encode_action(a), text: a.to_string(), action: to_json(&a) })
            .collect()
    }
    fn undoable(&self, seat: Seat) -> usize {
        self.inner.undoable(seat)
    }
    fn act(&mut self, seat: Seat, input: &ActionInput) -> Result<(), ActError> {
        let action = self.resolve(seat, input)?;
        self.inner.act(Actor::Seat(seat), action, &mut self.events).map_err(ActError::from)
    }
    fn run_chance(&mut self) {
        self.inner.run_chance(&mut self.events);
    }
    fn undo(&mut self, seat: Seat) -> Result<(), ActError> {
        self.inner.undo(seat).map_err(ActError::from)
    }
    fn entries_since(&self, from: usize) -> Vec<FileEntry> {
        self.inner.log()[from.min(self.inner.log().len())..]
            .iter()
            .map(|e| FileEntry { actor: e.actor, action: G::encode_action(e.action), text: e.action.to_string() })
            .collect()
    }
    fn to_file(&self) -> MatchFile {
        self.inner.to_file()
    }
    fn bot_choice(&self, bot: &str, seat: Seat) -> Option<u32> {
        bot::choose::<G>(bot, &self.inner, seat).map(G::encode_action)
    }
    fn resolve_bot(&self, name: Option<&str>, seat: Seat) -> Result<String, String> {
        if seat.index() >= self.num_seats() {
            return Err(format!("this match has no {seat}"));
        }
        bot::resolve::<G>(name, seat)
    }
    fn bot_offer(&self) -> bot::BotOffer {
        bot::offer::<G>(self.num_seats())
    }
    fn boxed_clone(&self) -> Box<dyn DynMatch> {
        Box::new(Self { inner: self.inner.clone(), events: self.events.clone(), board: self.board.clone() })
    }
}

/// Views, events and actions are plain data; a type that fails to
/// serialise is a bug in its rule system, reported in the JSON itself
/// rather than by bringing the match down.
fn to_json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or_else(|e| Value::String(format!("unserialisable: {e}")))
}
