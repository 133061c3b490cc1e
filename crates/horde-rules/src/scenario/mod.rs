//! The scenario runner every rule system shares, behind `horde scenario
//! run FILE` ([`RuleSystem::run_scenario`](crate::RuleSystem::run_scenario))
//! and each rule system's scenario tests. The format is documented in
//! `docs/scenarios.md`.
//!
//! A scenario is a TOML file: an envelope (`game`, `name`, `rules`), a
//! position in the rule system's own keys, forced chance (`[decks]`),
//! `[[step]]`s and expectations. This module owns what does not depend on
//! the game:
//!
//! - reading the file, each table split between the shared keys and the
//!   rule system's (module `doc`), every unknown key reported where it
//!   stands with a "did you mean";
//! - forced chance: named queues of outcomes, file-wide or per step, fed
//!   whenever the match waits for chance;
//! - steps: exactly one action key each, the rule system's or the shared
//!   `action = "<text>"` matched against the legal actions' descriptions;
//!   `expect_error` refusals; checkpoints;
//! - the shared expectations: `outcome`, `decision`, `error`,
//!   `error_contains`, `[expect.events]` and `[expect.legal]`;
//! - the JSON report and the mismatch lines;
//! - deliberately wrong files: [`ExpectedFailure`] reads the differences a
//!   file quotes (`# expect-mismatch: ...`) and checks a run against them.
//!
//! A rule system implements [`ScenarioGame`] for its part: its position
//! format and a validating builder for it, its step keys, its forced
//! outcomes, its expectations and how its events read as JSON.

mod doc;
mod expect;
mod fields;
mod play;
mod run;
mod should_fail;

pub use doc::{CommonStep, Document, Envelope, ExpectDoc, Queue, StepDoc};
pub use expect::{CommonExpect, Diffs, EventsExpect, LegalExpect};
pub use fields::of as struct_fields;
pub use play::{Forced, Play, Refusal};
pub use run::run;
pub use should_fail::ExpectedFailure;

use horde_core::{Decision, Game, Viewer};
use horde_data::{Source, Spanned, Validator};
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::fmt::Debug;
use std::ops::Range;

/// A rule system's part of the scenario format.
///
/// The three keyed parts ([`Self::Position`], [`Self::Step`],
/// [`Self::Expect`]) are plain structs deriving `Deserialize` with
/// `#[serde(default)]`; the runner reads their field names to split each
/// table of the file, so they must not reuse a shared key (`game`, `name`,
/// `description`, `rules`, `decks`, `step`, `expect`; in a step `note`,
/// `action`, `expect_error` and the queue names; in an expectation those
/// of [`CommonExpect`]). Their nested tables may deny unknown fields.
pub trait ScenarioGame: Game {
    /// The top-level keys that describe the position.
    type Position: DeserializeOwned + Debug;
    /// A step's own keys: its action keys and their modifiers.
    type Step: DeserializeOwned + Debug;
    /// An expectation's own keys (`[expect]`, `[step.expect]`).
    type Expect: DeserializeOwned + Debug;
    /// A step resolved against the position, ready to play.
    type Op: Debug;

    /// A rule ID of the specification, `"RM-MOVE-5"`: `expect_error` must
    /// share its prefix up to the first `-`.
    const RULE_EXAMPLE: &'static str;
    /// The rule a step breaks when its `action` text names no legal action.
    const UNKNOWN_ACTION_RULE: &'static str;
    /// The forced-chance queues, as keys of `[decks]` and of a step.
    const QUEUES: &'static [&'static str];
    /// What `outcome` may say, as [`Self::outcome_name`] reports it.
    const OUTCOMES: &'static [&'static str];

    /// The validating position builder: the match in the position the file
    /// describes, or `None` after reporting through `v` every problem found
    /// (file, line, field). Problems reported while still returning a match
    /// stop the run before it plays.
    fn build(file: &BuildCx<'_, Self>, v: &mut Validator) -> Option<Self>;

    /// One forced outcome of `queue` (one of [`Self::QUEUES`]), or `None`
    /// after reporting why it cannot be.
    fn forced(
        &self,
        queue: &'static str,
        entry: &Spanned<toml::Value>,
        v: &mut Validator,
    ) -> Option<Forced<Self::Action>>;

    /// The queue the chance decision of the moment draws from; `None`
    /// leaves it waiting.
    fn chance_queue(&self) -> Option<&'static str>;

    /// The action keys present in `step` with the spans of their values,
    /// in a fixed order; the runner wants exactly one action per step
    /// (these, or the shared `action`).
    fn action_keys(step: &Self::Step) -> Vec<(&'static str, Range<usize>)>;

    /// Resolves a step's names against the position, reporting each bad
    /// one; `None` when something was reported.
    fn plan(&self, step: &StepCx<'_, Self>, v: &mut Validator) -> Option<Self::Op>;

    /// Runs before every step's action (e.g. activating the survivor the
    /// step names).
    fn prepare(play: &mut Play<Self>, op: &Self::Op) -> Result<(), Refusal> {
        let _ = (play, op);
        Ok(())
    }

    /// Plays a step whose action key is the rule system's own.
    fn play(play: &mut Play<Self>, op: &Self::Op) -> Result<(), Refusal>;

    /// Checks the names an expectation uses, reporting unknown ones.
    fn check_expect_names(&self, e: &Self::Expect, v: &mut Validator);

    /// Compares the match with the rule system's expectations.
    fn check_expect(&self, e: &Self::Expect, d: &mut Diffs);

    /// How the match stands, one of [`Self::OUTCOMES`].
    fn outcome_name(&self) -> &'static str;

    /// An event as JSON: `{"event": "<snake_case name>", ...fields}`, each
    /// field named as the scenario files name things.
    fn event_json(&self, e: &Self::Event) -> Value;

    /// An action as reports show it and `action = "..."` may name it; by
    /// default its `Display` text (which is accepted too).
    fn describe(&self, a: Self::Action) -> String {
        a.to_string()
    }

    /// What the match waits for, readable.
    fn waiting(&self) -> String {
        match self.decision() {
            Decision::Terminal => "nothing: the game is over".into(),
            Decision::Chance => "chance".into(),
            Decision::Seat(s) => format!("seat {}", s.0),
        }
    }
}

/// What [`ScenarioGame::build`] reads.
#[derive(Debug)]
pub struct BuildCx<'a, G: ScenarioGame> {
    pub source: &'a Source,
    pub envelope: &'a Envelope,
    pub position: &'a G::Position,
    /// `[decks]`, as written (already resolved by the runner; for checks
    /// of what a position allows).
    pub queues: &'a [Queue],
}

/// What [`ScenarioGame::plan`] reads.
#[derive(Debug)]
pub struct StepCx<'a, G: ScenarioGame> {
    /// 1-based.
    pub number: usize,
    /// The step's table in the file.
    pub span: Range<usize>,
    pub step: &'a G::Step,
    /// The step's action is the shared `action = "<text>"`: the rule
    /// system's own keys hold no action.
    pub by_text: bool,
}

/// The public view of the match as JSON (the report's `state`).
pub fn view_json<G: Game>(g: &G) -> Value {
    serde_json::to_value(g.view(Viewer::Spectator)).unwrap_or(Value::Null)
}

/// An event serialised the serde way (`"name"` or `{"name": {fields}}`)
/// split into its name and fields, for a rule system's `event_json` to
/// rename the fields scenario files write differently; `None` when the
/// event does not serialise to either shape.
pub fn event_parts<E: serde::Serialize>(e: &E) -> Option<(String, serde_json::Map<String, Value>)> {
    match serde_json::to_value(e) {
        Ok(Value::String(s)) => Some((s, serde_json::Map::new())),
        Ok(Value::Object(m)) => match m.into_iter().next() {
            Some((k, Value::Object(f))) => Some((k, f)),
            Some((k, _)) => Some((k, serde_json::Map::new())),
            None => None,
        },
        _ => None,
    }
}
