//! The match being played: actions applied and recorded with their
//! events, forced chance fed from the queues, refusals kept with the
//! engine's rule ID.

use super::ScenarioGame;
use super::expect::names_action;
use horde_core::{Decision, RuleViolation};
use std::collections::VecDeque;
use std::fmt;
use std::ops::Range;

/// Why a step did not go through: the rule and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub rule: String,
    pub reason: String,
}

impl Refusal {
    pub fn new(rule: impl Into<String>, reason: impl Into<String>) -> Self {
        Self { rule: rule.into(), reason: reason.into() }
    }

    /// The engine's refusal: its rule ID, and its text without the
    /// `"RULE: "` most errors start with.
    pub fn of<E: RuleViolation>(e: &E) -> Self {
        let rule = e.rule_id();
        let text = e.to_string();
        let reason =
            text.strip_prefix(rule).and_then(|r| r.strip_prefix(": ")).map_or_else(|| text.clone(), str::to_owned);
        Self { rule: rule.to_owned(), reason }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.rule, self.reason)
    }
}

/// A forced chance outcome and where the file gave it.
#[derive(Clone, Debug)]
pub struct Forced<A> {
    pub action: A,
    /// As reports quote it: `die 5`, `zombie card 152`.
    pub text: String,
    pub span: Range<usize>,
}

/// The match of a run, for [`ScenarioGame::prepare`] and
/// [`ScenarioGame::play`]: everything applied through it is recorded.
#[derive(Debug)]
pub struct Play<G: ScenarioGame> {
    game: G,
    /// One queue per name of [`ScenarioGame::QUEUES`], in that order.
    pub(crate) queues: Vec<VecDeque<Forced<G::Action>>>,
    /// Every event, with the step it happened in (0: before the steps).
    pub(crate) events: Vec<(usize, G::Event)>,
    /// This step's applied actions, readable.
    pub(crate) applied: Vec<String>,
    pub(crate) step: usize,
}

impl<G: ScenarioGame> Play<G> {
    pub(crate) fn new(game: G, queues: Vec<VecDeque<Forced<G::Action>>>) -> Self {
        Self { game, queues, events: Vec::new(), applied: Vec::new(), step: 0 }
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    /// The match itself, for a rule system's steps that are not actions
    /// (its events then go through [`Play::record`]).
    pub fn game_mut(&mut self) -> &mut G {
        &mut self.game
    }

    /// Applies `a`, recording its description and its events.
    pub fn apply(&mut self, a: G::Action) -> Result<(), Refusal> {
        let text = self.game.describe(a);
        let mut ev = Vec::new();
        self.game.apply(a, &mut ev).map_err(|e| Refusal::of(&e))?;
        self.applied.push(text);
        let step = self.step;
        self.events.extend(ev.into_iter().map(|e| (step, e)));
        Ok(())
    }

    /// Records progress made outside [`Play::apply`]: what was done, and
    /// its events.
    pub fn record(&mut self, text: impl Into<String>, events: Vec<G::Event>) {
        self.applied.push(text.into());
        let step = self.step;
        self.events.extend(events.into_iter().map(|e| (step, e)));
    }

    /// The legal actions of the moment.
    pub fn legal(&self) -> Vec<G::Action> {
        let mut v = Vec::new();
        self.game.legal_actions(&mut v);
        v
    }

    /// The legal action `text` names (its description or `Display` text),
    /// or a refusal listing what is legal.
    pub fn by_text(&self, text: &str) -> Result<G::Action, Refusal> {
        let legal = self.legal();
        legal.iter().copied().find(|&a| names_action(&self.game, a, text)).ok_or_else(|| {
            Refusal::new(
                G::UNKNOWN_ACTION_RULE,
                format!(
                    "no legal action reads {text:?}; legal now: {}",
                    legal.iter().map(|&a| format!("{:?}", self.game.describe(a))).collect::<Vec<_>>().join(", ")
                ),
            )
        })
    }

    /// Feeds forced outcomes while the match waits for chance and the
    /// queue [`ScenarioGame::chance_queue`] names has one.
    pub fn feed_chance(&mut self) -> Result<(), Refusal> {
        while self.game.decision() == Decision::Chance {
            let Some(name) = self.game.chance_queue() else { break };
            let Some(i) = G::QUEUES.iter().position(|q| *q == name) else { break };
            let Some(f) = self.queues.get_mut(i).and_then(VecDeque::pop_front) else { break };
            self.apply(f.action)
                .map_err(|r| Refusal { rule: r.rule, reason: format!("forced {} refused: {}", f.text, r.reason) })?;
        }
        Ok(())
    }
}
