//! Property tests (check 7): matches generated as `(seed, picks)`.
//!
//! Each pick chooses `legal[pick % legal.len()]` at a seat decision, so every
//! generated sequence is a legal match, and shrinking (fewer picks, smaller
//! numbers, seed toward 0) keeps it legal: a failure shrinks to a short,
//! readable match. Chance is resolved by the driver from the seed.

use crate::failure::{ConformanceFailure, FailureKind, Origin};
use crate::playout::{Problem, Spot, failed_action, panic_message, probe_illegal, round_trip, save_file};
use crate::{Config, Report};
use horde_core::rng::stream;
use horde_core::{Actor, Decision, Game, HordeRng, Match, SetupError};
use proptest::collection::vec;
use proptest::prelude::{Strategy, any};
use proptest::test_runner::{self, RngAlgorithm, TestCaseError, TestError, TestRng, TestRunner};
use std::panic::{AssertUnwindSafe, catch_unwind};

/// The generator of property-test matches: a seed for chance and up to
/// `max_len` picks. Usable in a game's own `proptest!` properties together
/// with [`play_picks`].
pub fn picks(max_len: usize) -> impl Strategy<Value = (u64, Vec<u16>)> + Clone {
    // Tuples shrink their first element first: the picks, which make a
    // failure readable, before the seed.
    (vec(any::<u16>(), 0..=max_len), any::<u64>()).prop_map(|(picks, seed)| (seed, picks))
}

/// Plays `picks` from `setup` with chance drawn from `seed`, stopping at the
/// end of the match or when a seat is to act and the picks are used up.
pub fn play_picks<G: Game>(setup: &G::Setup, seed: u64, picks: &[u16]) -> Result<Match<G>, SetupError> {
    let mut m = Match::<G>::new(setup.clone(), seed)?;
    let mut picks = picks.iter();
    let mut legal = Vec::new();
    let mut events = Vec::new();
    loop {
        match m.decision() {
            Decision::Terminal => break,
            Decision::Chance => {
                m.resolve_chance(&mut events);
            }
            Decision::Seat(s) => {
                let Some(&p) = picks.next() else { break };
                legal.clear();
                m.state().legal_actions(&mut legal);
                let Some(&a) = legal.get(usize::from(p) % legal.len().max(1)) else { break };
                if m.act(Actor::Seat(s), a, &mut events).is_err() {
                    break;
                }
            }
        }
        events.clear();
    }
    Ok(m)
}

/// Plays up to `moves` uniformly random legal seat actions from `setup`, the
/// picks and chance both drawn from `seed`: a quick way to reach a
/// mid-game position for pictures and examples.
pub fn play_random<G: Game>(setup: &G::Setup, seed: u64, moves: usize) -> Result<Match<G>, SetupError> {
    let mut rng = HordeRng::new(seed, stream::TEST);
    let picks: Vec<u16> = (0..moves).map(|_| rng.below(1 << 16) as u16).collect();
    play_picks(setup, seed, &picks)
}

/// One property-test case: plays `picks` from `setups[setup_index]` as
/// [`play_picks`] does, and checks on the way that
/// - unlisted actions are refused and change nothing (as check 2),
/// - undo after each undoable seat action gives back the state before it,
/// - the save file at the end replays to the same match.
///
/// A shrunk failure of [`crate::properties`] names the arguments that
/// reproduce it.
///
/// # Panics
/// When `setup_index` is out of range.
pub fn check_picks<G: Game>(
    setups: &[G::Setup],
    setup_index: usize,
    seed: u64,
    picks: &[u16],
    config: &Config,
) -> Result<(), ConformanceFailure> {
    let setup = &setups[setup_index];
    let mut spot = Spot::default();
    let mut m: Option<Match<G>> = None;
    let result = catch_unwind(AssertUnwindSafe(|| case::<G>(setup, seed, picks, config, &mut spot, &mut m)));
    let problem = match result {
        Ok(Ok(())) => return Ok(()),
        Ok(Err(problem)) => problem,
        Err(payload) => Problem::new(
            FailureKind::Panic,
            format!("panicked while {}: {}", spot.doing, panic_message(payload.as_ref())),
        ),
    };
    let log = m.as_ref().map(|m| m.log()).unwrap_or_default();
    Err(ConformanceFailure {
        kind: problem.kind,
        detail: problem.detail,
        game: G::ID,
        origin: Origin::Property { seed, picks: picks.to_vec() },
        setup_index,
        setup: serde_json::to_value(setup).unwrap_or(serde_json::Value::Null),
        match_seed: seed,
        step: log.len(),
        decision: spot.decision,
        action: problem.action.map(failed_action::<G>).or(spot.action),
        save: save_file::<G>(setup, seed, log, spot.hash),
    })
}

fn case<G: Game>(
    setup: &G::Setup,
    seed: u64,
    picks: &[u16],
    config: &Config,
    spot: &mut Spot,
    slot: &mut Option<Match<G>>,
) -> Result<(), Problem<G::Action>> {
    use FailureKind::*;
    spot.doing = "creating the match";
    let m = slot.insert(
        Match::<G>::new(setup.clone(), seed)
            .map_err(|e| Problem::new(Setup, format!("Game::new refused the setup: {e}")))?,
    );
    let mut rng = HordeRng::new(seed, stream::TEST);
    let mut report = Report::default();
    let mut picks = picks.iter();
    let mut legal = Vec::new();
    let mut events = Vec::new();
    loop {
        *spot = Spot { doing: "hashing the state", ..Spot::default() };
        let hash = m.state().state_hash();
        spot.hash = Some(hash);
        let decision = m.decision();
        spot.decision = Some(decision);
        spot.doing = "listing legal actions";
        legal.clear();
        m.state().legal_actions(&mut legal);
        probe_illegal(m.state(), &legal, &[], config.probes_per_step, &mut rng, spot, &mut report)?;
        if m.log().len() >= config.max_steps {
            return Err(Problem::new(StepLimit, format!("the match is not over after {} actions", config.max_steps)));
        }
        match decision {
            Decision::Terminal => break,
            Decision::Chance => {
                spot.doing = "resolving chance with Match::resolve_chance";
                spot.hash = None;
                if !m.resolve_chance(&mut events) {
                    return Err(Problem::new(ChanceMismatch, "the match is at chance but resolve_chance did nothing"));
                }
            }
            Decision::Seat(s) => {
                let Some(&p) = picks.next() else { break };
                let Some(&a) = legal.get(usize::from(p) % legal.len().max(1)) else {
                    return Err(Problem::new(EmptyLegal, format!("no legal action at {decision:?}")));
                };
                spot.at::<G>("taking a listed action with Match::act", a);
                spot.hash = None;
                m.act(Actor::Seat(s), a, &mut events).map_err(|e| {
                    Problem::new(ListedRejected, format!("Match::act refused a listed action: {e}")).on(a)
                })?;
                spot.hash = Some(m.state().state_hash());
                if m.undoable(s) > 0 {
                    spot.doing = "undoing the action just taken";
                    let mut u = m.clone();
                    u.undo(s).map_err(|e| Problem::new(UndoRefused, format!("undo failed: {e}")).on(a))?;
                    let undone = u.state().state_hash();
                    if undone != hash {
                        return Err(Problem::new(
                            UndoMismatch,
                            format!("undo after {a} gave state hash {undone:016x} instead of {hash:016x}"),
                        )
                        .on(a));
                    }
                }
            }
        }
        events.clear();
    }
    spot.doing = "reloading the match from its save file";
    spot.action = None;
    round_trip(m, "reloaded at the end")?;
    Ok(())
}

pub(crate) fn run<G: Game>(
    setups: &[G::Setup],
    config: &Config,
    report: &mut Report,
) -> Result<(), ConformanceFailure> {
    let proptest_config = test_runner::Config {
        cases: config.cases,
        // Reproduction goes through the seed and the report, not files.
        failure_persistence: None,
        // The default (4 per case) is spent on bisecting a u64 seed before the
        // picks get their turn.
        max_shrink_iters: 4096,
        rng_algorithm: RngAlgorithm::ChaCha,
        ..test_runner::Config::default()
    };
    let mut seed = [0u8; 32];
    let mut rng = HordeRng::new(config.seed, stream::TEST);
    for chunk in seed.chunks_mut(8) {
        chunk.copy_from_slice(&rng.next_u64().to_le_bytes());
    }
    let mut runner = TestRunner::new_with_rng(proptest_config, TestRng::from_seed(RngAlgorithm::ChaCha, &seed));
    let strategy = (0..setups.len(), picks(config.max_picks));
    let result = runner.run(&strategy, |(i, (seed, picks))| {
        check_picks::<G>(setups, i, seed, &picks, config).map_err(|f| TestCaseError::fail(f.to_string()))
    });
    match result {
        Ok(()) => {
            report.property_cases += config.cases;
            Ok(())
        }
        Err(TestError::Fail(reason, (i, (seed, picks)))) => match check_picks::<G>(setups, i, seed, &picks, config) {
            Err(failure) => Err(failure),
            Ok(()) => {
                // The shrunk case passes when run again: the game is not
                // deterministic. Report the case as proptest saw it.
                let setup = &setups[i];
                let m = play_picks::<G>(setup, seed, &picks).ok();
                Err(ConformanceFailure {
                    kind: FailureKind::Nondeterministic,
                    detail: format!("a property-test case failed, then passed when run again:\n{reason}"),
                    game: G::ID,
                    origin: Origin::Property { seed, picks: picks.clone() },
                    setup_index: i,
                    setup: serde_json::to_value(setup).unwrap_or(serde_json::Value::Null),
                    match_seed: seed,
                    step: m.as_ref().map_or(0, |m| m.log().len()),
                    decision: None,
                    action: None,
                    save: save_file::<G>(setup, seed, m.as_ref().map(|m| m.log()).unwrap_or_default(), None),
                })
            }
        },
        Err(TestError::Abort(reason)) => {
            panic!("{}: proptest aborted the property tests: {reason}", G::ID)
        }
    }
}
