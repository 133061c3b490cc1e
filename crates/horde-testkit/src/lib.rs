//! The conformance suite every Horde rule system must pass.
//!
//! A rule system's own tests call [`conformance`] with a few setups; it plays
//! seeded random matches to the end through [`horde_core::Match`] and checks
//! every promise of the [`Game`] contract on the way (in the spirit of
//! OpenSpiel's `RandomSimTest`), then runs property tests with shrinking.
//! Each family of checks is also a function of its own, to run one alone.
//!
//! ```
//! use horde_testkit::toy::{Toy, ToySetup};
//! use horde_testkit::{Config, conformance};
//!
//! let setups = [ToySetup::standard(2), ToySetup::standard(3)];
//! let report = conformance::<Toy>(&setups, &Config { cases: 16, ..Config::new(20, 1) }).unwrap();
//! assert_eq!(report.playouts, 20);
//! // A game with hidden information whose resampling never changes anything
//! // proves nothing about leaks: assert that it does.
//! assert!(report.hidden_changed > 0);
//! ```
//!
//! [`scenarios`] runs a rule system's scenario files as tests, one test
//! per file ([`scenario_tests!`]).
//!
//! Every entry point panics when `setups` is empty, since a suite that
//! checks nothing should not pass.
//!
//! A failure is a [`ConformanceFailure`]: the broken promise, the setup, the
//! seeds, the step and action, and the save file of the match up to there,
//! which `Match::from_file` loads. Its `Debug` is the readable report, so
//! `.unwrap()` in a test prints all of it.
//!
//! # What each check catches
//!
//! - [`random_playouts`]: panics; matches that never end; legal lists that
//!   are unsorted, repeat an action, are empty at a live decision or not at
//!   the end; `legal_actions` that overwrites its output; `Terminal` without
//!   an outcome or the reverse; malformed outcomes; chance outcomes that are
//!   not the legal list or have zero weights; listed actions that `check` or
//!   `apply` refuse; action numbers that do not round-trip; views and events
//!   that do not serialise.
//! - [`illegal_actions`]: unlisted actions that `check` or `apply` accept
//!   (every neighbour of a listed action number, actions listed earlier in
//!   the match, random numbers that decode go through `check`; a sample of
//!   them through `apply` on a clone), errors without a rule ID, and
//!   rejections that change the state hash or a view or emit events.
//! - [`replay`]: save files that do not survive JSON, refuse to load or load
//!   into another state (hash, log, decision, views, undo rights), checked at
//!   steps 1, 2, 4, 8... and at the end; and a match loaded mid-game that
//!   draws other chance outcomes than the original.
//! - [`undo`]: an undo that `Match::undoable` promises but that fails, does
//!   not restore the previous hash exactly, cannot be redone to the same
//!   state, or leaves undo rights that the same log loaded from a file would
//!   not have; and undo across a chance outcome or a reveal.
//! - [`hidden_information`]: see its documentation; views, decisions and the
//!   acting seat's legal actions that change when hidden state is redrawn,
//!   actions that reveal without saying so, and events that show more than
//!   views.
//! - [`determinism`]: state hashes that change under clone or between calls,
//!   and playouts with the same seeds that diverge.
//! - [`sampling`]: `Game::sample_legal` drawing an unlisted action, never
//!   drawing a listed one, or drawing them with other than equal
//!   probabilities (a chi-squared test at sampled steps).
//! - [`properties`]: shrinking property tests over `(seed, picks)`: replay
//!   gives the state, undo after apply gives the state, and nothing unlisted
//!   is accepted.

#![allow(
    clippy::result_large_err,
    reason = "a failure is built once, at the end of a failing test, and carries the save file that reproduces it"
)]

use horde_core::Game;

#[cfg(test)]
mod broken;
mod failure;
mod playout;
mod props;
mod sampling;
pub mod scenarios;
pub mod toy;
mod toy_system;

#[cfg(feature = "bench")]
pub mod bench;

pub use failure::{Check, ConformanceFailure, FailedAction, FailureKind, Origin};
pub use props::{check_picks, picks, play_picks, play_random};

/// How much the suite does. There is deliberately no `Default`: start from
/// [`Config::new`], which documents every other value, and override fields.
///
/// ```
/// # use horde_testkit::Config;
/// let thorough = Config { max_steps: 50_000, cases: 256, ..Config::new(2000, 1) };
/// # let _ = thorough;
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// Random playouts, spread over the setups in turn.
    pub playouts: u32,
    /// Master seed: every playout's match seed and pick stream derive from
    /// it and the playout's index.
    pub seed: u64,
    /// Index of the first playout; with `playouts: 1` it reruns the playout a
    /// failure names.
    pub first_playout: u32,
    /// Actions before a playout counts as endless.
    pub max_steps: usize,
    /// Listed actions applied to clones at each step (all when fewer): `check`
    /// runs on every listed action, `apply` on this many.
    pub applied_per_step: usize,
    /// Unlisted actions applied to clones at each step (more go through
    /// `check` alone; see [`illegal_actions`]).
    pub probes_per_step: usize,
    /// The hidden-information check runs on the first step and on one step
    /// in `hidden_every` on average.
    pub hidden_every: u32,
    /// Resampled states per viewer at those steps.
    pub resamples: u32,
    /// The sampling check runs on the first step, at the end, and on one
    /// step in `sample_every` on average. A checked state costs forty draws
    /// per listed action, so it is checked more rarely than the rest.
    pub sample_every: u32,
    /// Property-test cases.
    pub cases: u32,
    /// Longest pick sequence a property-test case generates.
    pub max_picks: usize,
    /// Which checks [`conformance`] runs.
    pub checks: Checks,
}

impl Config {
    /// `playouts` random playouts from `seed`, every check on, and:
    /// `max_steps` 10 000, `applied_per_step` 16, `probes_per_step` 8,
    /// `hidden_every` 8, `resamples` 3, `sample_every` 64, `cases` 64,
    /// `max_picks` 300.
    pub fn new(playouts: u32, seed: u64) -> Self {
        Self {
            playouts,
            seed,
            first_playout: 0,
            max_steps: 10_000,
            applied_per_step: 16,
            probes_per_step: 8,
            hidden_every: 8,
            resamples: 3,
            sample_every: 64,
            cases: 64,
            max_picks: 300,
            checks: Checks::ALL,
        }
    }
}

/// A set of checks. The per-check functions run exactly one; [`conformance`]
/// runs the ones in [`Config::checks`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checks {
    pub playouts: bool,
    pub illegal_actions: bool,
    pub replay: bool,
    pub undo: bool,
    pub hidden_information: bool,
    /// The part of the hidden-information check that compares the events of
    /// different chance outcomes; see [`hidden_information`] for the
    /// assumption it makes.
    pub event_pairs: bool,
    pub determinism: bool,
    pub sampling: bool,
    pub properties: bool,
}

impl Checks {
    pub const ALL: Checks = Checks {
        playouts: true,
        illegal_actions: true,
        replay: true,
        undo: true,
        hidden_information: true,
        event_pairs: true,
        determinism: true,
        sampling: true,
        properties: true,
    };
    pub const NONE: Checks = Checks {
        playouts: false,
        illegal_actions: false,
        replay: false,
        undo: false,
        hidden_information: false,
        event_pairs: false,
        determinism: false,
        sampling: false,
        properties: false,
    };

    fn any_playout_check(self) -> bool {
        let Checks {
            playouts,
            illegal_actions,
            replay,
            undo,
            hidden_information,
            event_pairs,
            determinism,
            sampling,
            ..
        } = self;
        playouts || illegal_actions || replay || undo || hidden_information || event_pairs || determinism || sampling
    }
}

/// What a successful run did, so a rule system can assert that the suite
/// actually exercised it (for instance that resampling changed something).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub playouts: u32,
    /// Actions taken in all playouts.
    pub steps: u64,
    pub seat_steps: u64,
    pub chance_steps: u64,
    /// Actions in the longest playout.
    pub longest_playout: usize,
    /// Listed actions applied to clones.
    pub listed_applied: u64,
    /// Unlisted actions checked and refused.
    pub illegal_probes: u64,
    /// Save-file round trips.
    pub replays: u64,
    /// Undos checked (taken back and redone).
    pub undos: u64,
    /// States drawn with `resample_hidden`.
    pub hidden_samples: u64,
    /// Of those, how many differed from the original state: 0 means the
    /// hidden-information check could not have found a leak.
    pub hidden_changed: u64,
    /// Pairs of event streams compared for leaks.
    pub event_comparisons: u64,
    /// States whose `sample_legal` draws were checked against the list.
    pub sampled_states: u64,
    pub property_cases: u32,
}

/// Runs every check enabled in `config.checks` on random playouts from
/// `setups`, then the property tests.
///
/// # Panics
/// When `setups` is empty.
pub fn conformance<G: Game>(setups: &[G::Setup], config: &Config) -> Result<Report, ConformanceFailure> {
    run::<G>(setups, config, config.checks)
}

/// Check 1: random playouts to the end, with the consistency checks listed
/// in the crate documentation at every step.
pub fn random_playouts<G: Game>(setups: &[G::Setup], config: &Config) -> Result<Report, ConformanceFailure> {
    run::<G>(setups, config, Checks { playouts: true, ..Checks::NONE })
}

/// Check 2: at every step of random playouts, unlisted actions are refused
/// by `check` and `apply` with a rule ID, and a refusal changes nothing.
pub fn illegal_actions<G: Game>(setups: &[G::Setup], config: &Config) -> Result<Report, ConformanceFailure> {
    run::<G>(setups, config, Checks { illegal_actions: true, ..Checks::NONE })
}

/// Check 3: save files reload into the same match, mid-game and at the end,
/// and a match loaded mid-game goes on drawing the same chance outcomes.
pub fn replay<G: Game>(setups: &[G::Setup], config: &Config) -> Result<Report, ConformanceFailure> {
    run::<G>(setups, config, Checks { replay: true, ..Checks::NONE })
}

/// Check 4: after every seat action, undo restores the previous state hash
/// when the driver allows it, and is refused after chance and reveals.
pub fn undo<G: Game>(setups: &[G::Setup], config: &Config) -> Result<Report, ConformanceFailure> {
    run::<G>(setups, config, Checks { undo: true, ..Checks::NONE })
}

/// Check 5: nothing hidden from a viewer reaches it.
///
/// At sampled steps, for every viewer (each seat, then the spectator), the
/// state is redrawn `Config::resamples` times with `resample_hidden` and:
///
/// - the decision, and the viewer's view (by `PartialEq` and by its JSON),
///   must be unchanged; so must the legal actions when the viewer's seat is
///   to act;
/// - the same action is applied to the original and the redrawn state (up
///   to three listed actions; for other seats only those the redrawn state
///   also allows). If the viewer's decision and view afterwards are equal,
///   the events it is shown (`event_view`, called on the state after the
///   action) must be equal too. If they differ after an action of the
///   viewer's own seat, that action revealed something, and
///   `reveals_hidden` must say so (else undo could take it back).
///
/// This cannot see a leak in the outcome of chance itself (another seat's
/// drawn card shown to everyone): the same outcome carries the same card in
/// every redrawn state. So at chance decisions, when
/// [`Checks::event_pairs`] is on, the outcomes are applied side by side and
/// two outcomes that leave a viewer the same decision and view must show it
/// the same events. That assumes a view keeps every public fact the events
/// of the last action report (a die roll, a revealed card): a game whose
/// events announce facts the view drops at once fails it, and should either
/// keep them in the view or turn `event_pairs` off.
///
/// A game whose `resample_hidden` returns a clone passes trivially: check
/// [`Report::hidden_changed`].
pub fn hidden_information<G: Game>(setups: &[G::Setup], config: &Config) -> Result<Report, ConformanceFailure> {
    run::<G>(setups, config, Checks { hidden_information: true, event_pairs: true, ..Checks::NONE })
}

/// Check 6: the state hash is stable under clone and across calls, and every
/// playout run twice with the same seeds gives the same log and hashes.
pub fn determinism<G: Game>(setups: &[G::Setup], config: &Config) -> Result<Report, ConformanceFailure> {
    run::<G>(setups, config, Checks { determinism: true, ..Checks::NONE })
}

/// Check 8 (run before the property tests): at the first step and at one
/// step in `Config::sample_every`, `Game::sample_legal` must draw only
/// listed actions, every one of them, uniformly (Pearson's chi-squared test
/// far in the tail, so a sound sampler never trips it), and nothing at the
/// end of the match.
pub fn sampling<G: Game>(setups: &[G::Setup], config: &Config) -> Result<Report, ConformanceFailure> {
    run::<G>(setups, config, Checks { sampling: true, ..Checks::NONE })
}

/// Check 7: `Config::cases` shrinking property tests over
/// `(setup, seed, picks)` (see [`picks`] and [`check_picks`]).
pub fn properties<G: Game>(setups: &[G::Setup], config: &Config) -> Result<Report, ConformanceFailure> {
    run::<G>(setups, config, Checks { properties: true, ..Checks::NONE })
}

fn run<G: Game>(setups: &[G::Setup], config: &Config, checks: Checks) -> Result<Report, ConformanceFailure> {
    assert!(!setups.is_empty(), "{}: the conformance suite needs at least one setup", G::ID);
    let mut report = Report::default();
    if checks.any_playout_check() {
        let end = config.first_playout.saturating_add(config.playouts);
        for index in config.first_playout..end {
            playout::run::<G>(setups, index, config, checks, &mut report)?;
        }
    }
    if checks.properties {
        props::run::<G>(setups, config, &mut report)?;
    }
    Ok(report)
}
