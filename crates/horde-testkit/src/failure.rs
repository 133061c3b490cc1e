//! What a failed check reports, with enough to reproduce it.

use horde_core::{Decision, MatchFile};
use std::fmt;

/// The family of checks a [`FailureKind`] belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Check {
    Playouts,
    IllegalActions,
    Replay,
    Undo,
    HiddenInformation,
    Determinism,
    Sampling,
    Properties,
}

impl fmt::Display for Check {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Check::Playouts => "random playouts",
            Check::IllegalActions => "illegal actions",
            Check::Replay => "replay",
            Check::Undo => "undo",
            Check::HiddenInformation => "hidden information",
            Check::Determinism => "determinism",
            Check::Sampling => "sampling",
            Check::Properties => "property tests",
        })
    }
}

/// What exactly went wrong. Tests match on this, so each kind names one
/// broken promise of the [`horde_core::Game`] contract or the driver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FailureKind {
    /// `Game::new` refused a setup the suite was given.
    Setup,
    /// The game (or the driver) panicked.
    Panic,
    /// A playout did not end within `Config::max_steps`.
    StepLimit,
    /// `num_seats` is 0 or changed during the match.
    SeatCount,
    /// `decision` names a seat beyond `num_seats`.
    DecisionSeat,
    /// `decision` is `Terminal` but `outcome` is `None`, or the reverse.
    TerminalMismatch,
    /// The outcome's scores do not match the seats, or its winners are out
    /// of range, repeated or unsorted.
    BadOutcome,
    /// `legal_actions` is not in ascending order.
    UnsortedLegal,
    /// `legal_actions` lists an action twice.
    DuplicateLegal,
    /// No legal action at a decision that is not terminal.
    EmptyLegal,
    /// Legal actions at a terminal decision.
    LegalAtTerminal,
    /// `legal_actions` replaced what `out` held instead of appending, or two
    /// calls listed different actions.
    LegalNotAppended,
    /// `chance_outcomes` disagrees with `legal_actions`, or is not empty
    /// outside a chance decision.
    ChanceMismatch,
    /// A chance outcome with weight 0, or weights summing beyond `u32`.
    ChanceWeight,
    /// `check` or `apply` refused an action that `legal_actions` listed.
    ListedRejected,
    /// `decode_action(encode_action(a))` is not `Some(a)`.
    Encoding,
    /// A view or an event does not serialise to JSON.
    NotSerializable,
    /// `check` or `apply` accepted an action that `legal_actions` did not list.
    IllegalAccepted,
    /// An error's `rule_id()` is empty.
    EmptyRuleId,
    /// A rejected `apply` changed the state, a view, or emitted events.
    RejectionMutated,
    /// The save file does not survive a JSON round trip.
    SaveFile,
    /// `Match::from_file` refused a save file of a legal match.
    ReplayRefused,
    /// A reloaded match differs from the original (hash, log, decision, views
    /// or undo rights).
    ReplayMismatch,
    /// A match loaded mid-game drew another chance outcome than the original.
    ChanceDiverged,
    /// `undo` refused although `undoable` promised it.
    UndoRefused,
    /// `undo` did not restore the previous state, or left the match in a
    /// state its own save file does not reproduce.
    UndoMismatch,
    /// `undo` went back across a chance outcome or a reveal.
    UndoAcrossBarrier,
    /// A resampled state shows the viewer a different view.
    ViewLeak,
    /// A resampled state lists other legal actions for the viewer's own seat.
    LegalLeak,
    /// A resampled state is at another decision.
    DecisionLeak,
    /// An action changed what its own seat sees depending on hidden state,
    /// but `reveals_hidden` said it reveals nothing.
    UndeclaredReveal,
    /// `event_view` shows a viewer something its view does not.
    EventLeak,
    /// The state hash differs between a state and its clone, or between calls.
    HashUnstable,
    /// The same seed gave another log or other hashes.
    Nondeterministic,
    /// `sample_legal` drew an action that is not listed, drew nothing at a
    /// live decision, or drew something at the end.
    SampleNotListed,
    /// `sample_legal` never drew a listed action, or its draws are not
    /// uniform over the list.
    SampleDistribution,
    /// `sample_chance` drew another outcome than the weighted list draws
    /// from the same stream, or left the stream elsewhere.
    ChanceSampleMismatch,
}

impl FailureKind {
    /// The family of checks this kind belongs to.
    pub fn check(self) -> Check {
        use FailureKind::*;
        match self {
            Setup | Panic | StepLimit | SeatCount | DecisionSeat | TerminalMismatch | BadOutcome | UnsortedLegal
            | DuplicateLegal | EmptyLegal | LegalAtTerminal | LegalNotAppended | ChanceMismatch | ChanceWeight
            | ListedRejected | Encoding | NotSerializable => Check::Playouts,
            IllegalAccepted | EmptyRuleId | RejectionMutated => Check::IllegalActions,
            SaveFile | ReplayRefused | ReplayMismatch | ChanceDiverged => Check::Replay,
            UndoRefused | UndoMismatch | UndoAcrossBarrier => Check::Undo,
            ViewLeak | LegalLeak | DecisionLeak | UndeclaredReveal | EventLeak => Check::HiddenInformation,
            HashUnstable | Nondeterministic => Check::Determinism,
            SampleNotListed | SampleDistribution | ChanceSampleMismatch => Check::Sampling,
        }
    }
}

/// Which run found the failure, and how to run it again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Random playout number `index` of a run with `Config::seed == seed`.
    Playout { index: u32, seed: u64 },
    /// A property-test case, already shrunk: rerun it with
    /// [`crate::check_picks`].
    Property { seed: u64, picks: Vec<u16> },
}

/// The action being checked when the failure was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FailedAction {
    /// Its compact number, from `Game::encode_action`.
    pub index: u32,
    /// Its readable form, from `Display`.
    pub text: String,
}

/// A broken promise, with everything needed to reproduce it.
///
/// `Debug` prints the same report as `Display`, so that `.unwrap()` in a
/// test shows a readable report rather than nested structs.
#[derive(Clone, PartialEq)]
pub struct ConformanceFailure {
    pub kind: FailureKind,
    /// What was expected and what was found.
    pub detail: String,
    /// `Game::ID`.
    pub game: &'static str,
    pub origin: Origin,
    /// Index into the setups given to the suite.
    pub setup_index: usize,
    /// That setup, as JSON.
    pub setup: serde_json::Value,
    /// The match's seed (chance outcomes).
    pub match_seed: u64,
    /// How many actions had been taken: the save file holds exactly these.
    pub step: usize,
    /// The decision at that step, when known.
    pub decision: Option<Decision>,
    pub action: Option<FailedAction>,
    /// The match up to `step`: `Match::from_file` loads it.
    pub save: MatchFile,
}

impl ConformanceFailure {
    /// The save file as pretty JSON, ready to store next to a bug report.
    pub fn save_json(&self) -> String {
        serde_json::to_string_pretty(&self.save).unwrap_or_else(|e| format!("<unserialisable save file: {e}>"))
    }
}

impl fmt::Display for ConformanceFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} conformance failure ({}): {:?}", self.game, self.kind.check(), self.kind)?;
        for line in self.detail.lines() {
            writeln!(f, "  {line}")?;
        }
        writeln!(f, "setup #{}: {}", self.setup_index, self.setup)?;
        writeln!(f, "match seed: {}, step: {}", self.match_seed, self.step)?;
        if let Some(d) = self.decision {
            writeln!(f, "decision: {d:?}")?;
        }
        if let Some(a) = &self.action {
            writeln!(f, "action: {} (#{})", a.text, a.index)?;
        }
        match &self.origin {
            Origin::Playout { index, seed } => writeln!(
                f,
                "reproduce: playout {index} of Config {{ seed: {seed}, first_playout: {index}, playouts: 1, .. }} with the same setups"
            )?,
            Origin::Property { seed, picks } => writeln!(
                f,
                "reproduce: check_picks(setups, {}, {seed}, &{picks:?}, config) (shrunk property-test case)",
                self.setup_index
            )?,
        }
        writeln!(f, "save file of the match so far (load it with Match::from_file):")?;
        f.write_str(&self.save_json())
    }
}

impl fmt::Debug for ConformanceFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for ConformanceFailure {}
