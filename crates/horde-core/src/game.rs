//! The contract every rule system implements.

use crate::hash::stable_hash;
use crate::rng::HordeRng;
use crate::seat::{Decision, Seat, Viewer};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::{Debug, Display};
use std::hash::Hash;

/// An error that names the rule forbidding an action.
pub trait RuleViolation: std::error::Error {
    /// The rule ID from the specification, e.g. `"RM-MOVE-3"`.
    fn rule_id(&self) -> &'static str;
}

/// A rejected action: the rule that forbids it and a readable reason.
/// Rule systems may use it as their error type or bring their own.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[error("{rule}: {reason}")]
pub struct Illegal {
    pub rule: &'static str,
    pub reason: String,
}

impl Illegal {
    pub fn new(rule: &'static str, reason: impl Into<String>) -> Self {
        Self { rule, reason: reason.into() }
    }
}

impl RuleViolation for Illegal {
    fn rule_id(&self) -> &'static str {
        self.rule
    }
}

/// A setup that the rule system refuses (unknown mission, bad seat count...).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SetupError(pub String);

/// How a finished match ended.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// Per seat: a score (1 win / 0 loss in cooperative games, points in
    /// competitive ones).
    pub scores: Vec<i32>,
    /// Seats that won, in ascending order; empty when nobody did.
    pub winners: Vec<Seat>,
    /// Why the match ended, for people and reports ("all survivors dead").
    pub reason: String,
}

/// A rule system, as a pure state machine: the value *is* the state.
///
/// At every moment the state is at exactly one [`Decision`]. Automated
/// phases run inside `apply` and stop where a seat must choose or chance
/// must resolve. Implementations must be deterministic: no clocks, no OS
/// randomness, no iteration over hash maps.
pub trait Game: Clone + Debug + Hash + Sized {
    /// A move, a choice, or a chance outcome. `Ord` gives the canonical
    /// order of legal-action lists.
    type Action: Copy + Debug + Display + Eq + Ord + Hash + Serialize + DeserializeOwned;
    /// What happened, in order; the UIs animate events, reports count them.
    type Event: Clone + Debug + PartialEq + Serialize;
    /// Everything one viewer may know.
    type View: Debug + PartialEq + Serialize;
    /// What is needed to start a match (mission, seats, options).
    type Setup: Clone + Debug + Serialize + DeserializeOwned;
    /// Why an action was refused.
    type Error: RuleViolation + Clone + Send + Sync + 'static;

    /// Stable identifier of the rule system, e.g. `"rue-morgue"`.
    const ID: &'static str;
    /// Bumped whenever a rules change could change the outcome of a
    /// recorded action list.
    const RULES_VERSION: u32;

    fn new(setup: &Self::Setup) -> Result<Self, SetupError>;

    fn num_seats(&self) -> usize;

    fn decision(&self) -> Decision;

    /// Every legal action of the current decision, appended to `out` in
    /// ascending order. At a chance decision: the possible outcomes.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);

    /// One legal action of the current decision, drawn uniformly with
    /// `rng`, or `None` when there is none (a terminal decision).
    ///
    /// The contract is the distribution: every action of `legal_actions`
    /// with probability 1/len, nothing else. A rule system may override it
    /// to draw without building and sorting the list (random playouts
    /// spend most of their time listing actions they then ignore); the
    /// conformance suite checks the distribution. `scratch` is working
    /// space the caller reuses, so a playout allocates nothing; its
    /// contents afterwards are unspecified.
    ///
    /// The default lists the actions and draws one index with
    /// [`HordeRng::below`], so a bot that switches to it draws the same
    /// actions from the same stream as before.
    fn sample_legal(&self, rng: &mut HordeRng, scratch: &mut Vec<Self::Action>) -> Option<Self::Action> {
        scratch.clear();
        self.legal_actions(scratch);
        let n = u32::try_from(scratch.len()).ok().filter(|&n| n > 0)?;
        Some(scratch[rng.below(n) as usize])
    }

    /// At a chance decision: each outcome with its integer weight (the
    /// probability is weight / sum). Empty otherwise.
    fn chance_outcomes(&self, out: &mut Vec<(Self::Action, u32)>);

    /// One chance outcome drawn with `rng`, or `None` when there is none
    /// (not a chance decision, or every weight zero).
    ///
    /// The contract is exact, not only a distribution: the outcome is the
    /// one [`HordeRng::weighted`] picks over `chance_outcomes` from the
    /// same stream, leaving the stream in the same place, so every seeded
    /// match, simulation and search plays the same game whichever way it
    /// draws. A rule system may override it to draw without listing where
    /// its weights are uniform (a die, a shuffled deck). `scratch` is
    /// working space the caller reuses; its contents afterwards are
    /// unspecified.
    fn sample_chance(&self, rng: &mut HordeRng, scratch: &mut Vec<(Self::Action, u32)>) -> Option<Self::Action> {
        sample_listed_chance(self, rng, scratch)
    }

    /// Checks `action` against the current decision without changing
    /// anything. `Ok` exactly when `action` is in `legal_actions`.
    fn check(&self, action: Self::Action) -> Result<(), Self::Error>;

    /// Applies an action already known to be legal, appending events.
    /// On an illegal action the state may become inconsistent (but memory
    /// stays safe): for search and replays of checked logs only.
    fn apply_unchecked(&mut self, action: Self::Action, events: &mut Vec<Self::Event>);

    /// Validates, then mutates: a rejected action leaves the state as it was.
    fn apply(&mut self, action: Self::Action, events: &mut Vec<Self::Event>) -> Result<(), Self::Error> {
        self.check(action)?;
        self.apply_unchecked(action, events);
        Ok(())
    }

    /// A compact, stable number for the action (replay files, bots, RL).
    fn encode_action(action: Self::Action) -> u32;
    fn decode_action(index: u32) -> Option<Self::Action>;

    /// What `viewer` may see of the state. Must not depend on anything
    /// hidden from `viewer` (checked by the conformance suite).
    fn view(&self, viewer: Viewer) -> Self::View;

    /// `event` as `viewer` may see it, or `None` if it is hidden entirely.
    /// `self` is the state right after the action that produced `event`,
    /// as a server has it when it sends each seat its events. Must show
    /// nothing that `view(viewer)` hides (checked by the conformance suite).
    fn event_view(&self, event: &Self::Event, viewer: Viewer) -> Option<Self::Event> {
        let _ = viewer;
        Some(event.clone())
    }

    fn outcome(&self) -> Option<Outcome>;

    /// A state that `viewer` cannot tell apart from this one, with every
    /// hidden part redrawn (information-set sampling). Perfect-information
    /// games return a clone.
    fn resample_hidden(&self, viewer: Viewer, rng: &mut HordeRng) -> Self {
        let _ = (viewer, rng);
        self.clone()
    }

    /// True when applying `action` reveals information hidden from the
    /// seat that takes it (a card looked at): undo may not go back past it.
    fn reveals_hidden(&self, action: Self::Action) -> bool {
        let _ = action;
        false
    }

    /// Identifies the content this match plays with (maps, cards...), so a
    /// save recorded with other content is refused instead of silently
    /// reinterpreted. Empty when the rule system has no loadable content.
    /// Rule systems with content return [`content_hash`](crate::content_hash)
    /// of it.
    fn content_version(&self) -> String {
        String::new()
    }

    /// The platform-stable hash used by replays, tests and the server.
    fn state_hash(&self) -> u64 {
        stable_hash(self)
    }
}

/// [`Game::sample_chance`] by the list: the outcomes of `chance_outcomes`
/// drawn with [`HordeRng::weighted`]. The default, and the fallback of a
/// rule system that draws directly only at some chance decisions.
pub fn sample_listed_chance<G: Game>(
    game: &G,
    rng: &mut HordeRng,
    scratch: &mut Vec<(G::Action, u32)>,
) -> Option<G::Action> {
    scratch.clear();
    game.chance_outcomes(scratch);
    rng.weighted(scratch).map(|i| scratch[i].0)
}
