//! A running match with its game type erased behind JSON.
//!
//! [`DynMatch`] is implemented once, generically, for every rule system of
//! the facade, so the rest of the server never names a concrete game.
//! Views and events leave this module only as JSON built by the game's own
//! `view` / `event_view` for one viewer: there is no method that returns
//! the raw state, the raw events, or the log of a match to a caller
//! outside the server's persistence path.

use crate::bot;
use horde_core::{
    Actor, Decision, FileEntry, Game, Match, MatchError, MatchFile, Outcome, RuleViolation, Seat, Viewer,
};
use horde_render::{Mark, Page, Picture};
use horde_rules::{Group, Lang, Roll};
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

/// One legal action, as shown to the seat that may take it: its words
/// come from the rule system's catalogue, in the seat's language.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LegalAction {
    pub index: u32,
    /// The engine's own text (English, stable): what `text` input names.
    pub text: String,
    pub action: Value,
    /// What the menu shows, in the seat's language.
    pub label: String,
    /// One more line on what it does, when the label does not say it all.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    /// The menu section: a stable id ("move") and its title.
    pub group: String,
    pub group_title: String,
    /// The rule that allows it, as the specification numbers it ("" if unknown).
    pub rule: String,
    /// The board spot it points at, as the board picture names it
    /// (`data-zone` / `data-square`), for picking it there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<String>,
    /// A question the page asks before sending it (an attack that can
    /// only hit a teammate), in the seat's language.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warning: Option<String>,
    /// The piece that takes it, where the page may ask for the piece
    /// first (a zombie player's horde).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub piece: Option<Piece>,
    /// The exact chance of each result, when the rule system counts
    /// one for this action (the kills of an attack).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<crate::at_hand::OddsView>,
}

/// A piece the page offers to pick: its spot as the board names it, and
/// its name in the seat's language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece {
    pub spot: String,
    pub name: String,
}

/// One event as a viewer may see it: the rule system's data and its
/// narration in the viewer's language (`None` when the rule system tells
/// nothing of it).
#[derive(Clone, Debug, PartialEq)]
pub struct EventView {
    pub event: Value,
    pub text: Option<String>,
    /// Where it happened on the board, for the page to point at.
    pub mark: Option<Mark>,
    /// The dice rolls told by the change this event ends (on the last
    /// event of a change only).
    pub rolls: Vec<Roll>,
}

impl EventView {
    /// Data, narration and marks as the parallel lists the protocol sends.
    pub(crate) fn split(views: Vec<Self>) -> (Vec<Value>, Vec<Option<String>>, Vec<Option<Mark>>) {
        Self::split_rolls(views).0
    }

    /// [`EventView::split`], and every roll the events told, in order.
    #[allow(clippy::type_complexity)]
    pub(crate) fn split_rolls(views: Vec<Self>) -> ((Vec<Value>, Vec<Option<String>>, Vec<Option<Mark>>), Vec<Roll>) {
        let mut out =
            (Vec::with_capacity(views.len()), Vec::with_capacity(views.len()), Vec::with_capacity(views.len()));
        let mut rolls = Vec::new();
        for v in views {
            out.0.push(v.event);
            out.1.push(v.text);
            out.2.push(v.mark);
            rolls.extend(v.rolls);
        }
        (out, rolls)
    }
}

/// A replayed log entry: its label and its events, for one viewer.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayedEntry {
    pub label: String,
    pub events: Vec<EventView>,
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
    /// The pending events as `viewer` may see them, hidden ones left out,
    /// each told in `lang`.
    fn event_views(&self, viewer: Viewer, lang: Lang) -> Vec<EventView>;
    fn clear_events(&mut self);
    /// The board as an SVG picture of `viewer`'s view, when the rule
    /// system has a renderer.
    fn board(&self, viewer: Viewer, lang: Lang) -> Option<String>;
    /// The part of every board of the match in `lang` that never changes
    /// and every viewer sees, when the rule system splits its board.
    fn board_base(&self, lang: Lang) -> Option<String>;
    /// The board of `viewer` after [`DynMatch::board_base`] (the whole
    /// board when there is no base).
    fn board_top(&self, viewer: Viewer, lang: Lang) -> Option<String>;
    /// What the page shows beside the board for `viewer`, in `lang`.
    fn page(&self, viewer: Viewer, lang: Lang) -> Page;
    /// The legal actions of `seat`, labelled in `lang`: empty unless it
    /// is that seat's turn.
    fn legal_actions(&self, seat: Seat, lang: Lang) -> Vec<LegalAction>;
    /// The indices of the actions that give up the rest of `seat`'s turn,
    /// in order (see `RuleSystem::pass_actions`); empty when none.
    fn pass_actions(&self, seat: Seat) -> Vec<u32>;
    /// Takes a stored log entry (a replay's next step) and returns its
    /// label and events as `viewer` may know them, in `lang`.
    fn replay_entry(&mut self, entry: &FileEntry, viewer: Viewer, lang: Lang) -> Result<ReplayedEntry, ActError>;
    /// Takes `entries` (a stored log, continuing this match) and returns
    /// every event `viewer` may see, told in `lang` exactly as live play
    /// tells them: a seat's action and the chance it set off are one
    /// change, narrated once it is complete.
    fn told_log(&mut self, entries: &[FileEntry], viewer: Viewer, lang: Lang) -> Result<Vec<EventView>, ActError>;
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
}

impl<G: Game + 'static> Erased<G> {
    pub(crate) fn new(inner: Match<G>) -> Self {
        Self { inner, events: Vec::new() }
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

impl<G: Picture> DynMatch for Erased<G> {
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
    fn event_views(&self, viewer: Viewer, lang: Lang) -> Vec<EventView> {
        let state = self.inner.state();
        let mut seen_all = Vec::new();
        let mut views: Vec<EventView> = self
            .events
            .iter()
            .filter_map(|e| {
                let seen = state.event_view(e, viewer)?;
                let view = EventView {
                    event: to_json(&seen),
                    // Narrated from the engine's event: the rule system
                    // tells only what this viewer's event view shows.
                    text: state.narrate(e, viewer, lang),
                    mark: state.mark(e, viewer, lang),
                    rolls: Vec::new(),
                };
                seen_all.push(seen);
                Some(view)
            })
            .collect();
        // Dice are read from what this viewer saw, never the engine's events.
        if let Some(last) = views.last_mut() {
            last.rolls = state.rolls(&seen_all, lang);
        }
        views
    }
    fn clear_events(&mut self) {
        self.events.clear();
    }
    fn board(&self, viewer: Viewer, lang: Lang) -> Option<String> {
        self.inner.state().board_svg(viewer, lang)
    }
    fn board_base(&self, lang: Lang) -> Option<String> {
        self.inner.state().board_base(lang)
    }
    fn board_top(&self, viewer: Viewer, lang: Lang) -> Option<String> {
        self.inner.state().board_top(viewer, lang)
    }
    fn page(&self, viewer: Viewer, lang: Lang) -> Page {
        self.inner.state().page(viewer, lang)
    }
    fn legal_actions(&self, seat: Seat, lang: Lang) -> Vec<LegalAction> {
        if self.inner.decision() != Decision::Seat(seat) {
            return Vec::new();
        }
        let state = self.inner.state();
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let mut labelled: Vec<(Group, LegalAction)> = legal
            .into_iter()
            .map(|a| {
                let t = state.action_text(a, Viewer::Seat(seat), lang);
                let labelled = LegalAction {
                    index: G::encode_action(a),
                    text: a.to_string(),
                    action: to_json(&a),
                    label: t.label,
                    detail: t.detail,
                    group: t.group.id().to_owned(),
                    group_title: t.group.title(lang),
                    rule: t.rule.to_owned(),
                    target: t.target_name,
                    warning: t.warning,
                    piece: t.piece.map(|p| Piece { spot: p.spot, name: p.name }),
                    odds: state.action_odds(a).map(|o| crate::at_hand::OddsView::new::<G>(&o, lang)),
                };
                (t.group, labelled)
            })
            .collect();
        // Section by section in the contract's order, so a menu needs no
        // list of sections of its own; the engine's order within each,
        // except that the actions asking for confirmation come last.
        labelled.sort_by_key(|(group, a)| (*group, a.warning.is_some()));
        labelled.into_iter().map(|(_, a)| a).collect()
    }
    fn pass_actions(&self, seat: Seat) -> Vec<u32> {
        if self.inner.decision() != Decision::Seat(seat) {
            return Vec::new();
        }
        self.inner.state().pass_actions(seat).into_iter().map(G::encode_action).collect()
    }
    fn replay_entry(&mut self, entry: &FileEntry, viewer: Viewer, lang: Lang) -> Result<ReplayedEntry, ActError> {
        let action = G::decode_action(entry.action)
            .ok_or_else(|| ActError::UnknownAction(format!("no action has index {}", entry.action)))?;
        // A chance outcome is named only by what its events show this
        // viewer: its own text (a card dealt face down) may be hidden.
        let label = (entry.actor != Actor::Chance).then(|| self.inner.state().action_text(action, viewer, lang).label);
        self.events.clear();
        self.inner.act(entry.actor, action, &mut self.events)?;
        let events = self.event_views(viewer, lang);
        self.events.clear();
        let label = label.unwrap_or_else(|| {
            let told: Vec<&str> = events.iter().filter_map(|e| e.text.as_deref()).collect();
            if told.is_empty() { Group::Chance.title(lang) } else { told.join(" ") }
        });
        Ok(ReplayedEntry { label, events })
    }
    fn told_log(&mut self, entries: &[FileEntry], viewer: Viewer, lang: Lang) -> Result<Vec<EventView>, ActError> {
        let mut told = Vec::new();
        self.events.clear();
        for (i, entry) in entries.iter().enumerate() {
            let action = G::decode_action(entry.action)
                .ok_or_else(|| ActError::UnknownAction(format!("no action has index {}", entry.action)))?;
            self.inner.act(entry.actor, action, &mut self.events)?;
            // Live, the server resolves chance before it tells anyone, so
            // an event is told against the state after the whole change.
            if entries.get(i + 1).is_none_or(|next| next.actor != Actor::Chance) {
                told.extend(self.event_views(viewer, lang));
                self.events.clear();
            }
        }
        Ok(told)
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
        Box::new(Self { inner: self.inner.clone(), events: self.events.clone() })
    }
}

/// Views, events and actions are plain data; a type that fails to
/// serialise is a bug in its rule system, reported in the JSON itself
/// rather than by bringing the match down.
fn to_json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or_else(|e| Value::String(format!("unserialisable: {e}")))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use horde_grid_siege::GridSiege;
    use horde_rules::{RuleSystem, Texts};

    fn cyrillic(s: &str) -> bool {
        s.chars().any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c)))
    }

    /// Every zombie card's name in `lang`, from the catalogue.
    fn zombie_card_names(texts: &Texts, lang: Lang) -> Vec<String> {
        let tr = texts.tr(lang);
        texts.ids(lang).unwrap().into_iter().filter(|id| id.starts_with("gs-zcard-")).map(|id| tr.t(&id)).collect()
    }

    /// A Grid Siege match after its opening deal, with the deal's events pending.
    fn dealt() -> Erased<GridSiege> {
        let setup = <GridSiege as RuleSystem>::default_setup("siege", 2).unwrap();
        let mut m = Erased::new(Match::<GridSiege>::new(setup, 7).unwrap());
        m.run_chance();
        m
    }

    #[test]
    fn narration_never_names_the_zombie_hand_to_a_human_seat() {
        let m = dealt();
        for lang in Lang::ALL {
            let names = zombie_card_names(GridSiege::texts(), lang);
            assert!(names.len() >= 4, "{names:?}");
            let told = |viewer| -> Vec<String> {
                m.event_views(viewer, lang).into_iter().filter_map(|e| e.text).collect::<Vec<_>>()
            };
            let zombie = told(Viewer::Seat(Seat(0))).join("\n");
            assert!(
                names.iter().any(|n| zombie.contains(n.as_str())),
                "{lang}: the Zombie Player reads his cards\n{zombie}"
            );
            for viewer in [Viewer::Seat(Seat(1)), Viewer::Spectator] {
                let text = told(viewer).join("\n");
                assert!(!text.is_empty(), "{lang}: {viewer:?} is told the deal");
                for n in &names {
                    assert!(!text.contains(n.as_str()), "{lang}: {viewer:?} read the hidden card {n}\n{text}");
                }
                // The events sent alongside hide it too.
                for e in m.event_views(viewer, lang) {
                    if let Some(dealt) = e.event.get("ZombieCardDealt") {
                        assert!(dealt["card"].is_null(), "{viewer:?}: {e:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn labels_and_narration_come_in_the_seat_s_language() {
        let m = dealt();
        let Decision::Seat(seat) = m.decision() else { panic!("a seat decides after the deal") };
        let ru = m.legal_actions(seat, Lang::Ru);
        let en = m.legal_actions(seat, Lang::En);
        assert!(!ru.is_empty() && ru.len() == en.len());
        for (r, e) in ru.iter().zip(&en) {
            assert_eq!((r.index, &r.text, &r.group, &r.rule), (e.index, &e.text, &e.group, &e.rule));
            assert!(!cyrillic(&e.label) && !cyrillic(&e.group_title), "en: {e:?}");
            assert!(!r.label.contains(horde_rules::texts::MISSING), "ru: {r:?}");
            assert!(r.rule.starts_with("GS-"), "{r:?}");
        }
        assert!(ru.iter().any(|r| cyrillic(&r.label)), "ru labels: {ru:?}");
        assert!(ru.iter().all(|r| cyrillic(&r.group_title)), "ru groups: {ru:?}");
        let told_ru: Vec<String> =
            m.event_views(Viewer::Spectator, Lang::Ru).into_iter().filter_map(|e| e.text).collect();
        let told_en: Vec<String> =
            m.event_views(Viewer::Spectator, Lang::En).into_iter().filter_map(|e| e.text).collect();
        assert!(!told_ru.is_empty() && told_ru.len() == told_en.len());
        assert!(told_ru.iter().all(|t| cyrillic(t)), "{told_ru:?}");
        assert!(told_en.iter().all(|t| !cyrillic(t)), "{told_en:?}");
    }
}
