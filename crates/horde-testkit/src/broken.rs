//! The suite must have teeth: each variant of the toy game below breaks one
//! promise of the `Game` contract, and a test asserts that the matching
//! check reports exactly that. A suite that let any of them through would
//! fail these tests.

use crate::toy::{Card, Counts, Phase, Toy, ToyAction, ToyEvent, ToySetup, ToyView};
use crate::{
    Check, Checks, Config, ConformanceFailure, FailureKind, Origin, check_picks, conformance, determinism,
    hidden_information, illegal_actions, properties, random_playouts, replay, sampling, undo,
};
use horde_core::{Decision, Game, HordeRng, Illegal, Match, Outcome, Seat, SetupError, Viewer};
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};

const SOUND: u8 = 0;
/// Each seat's view also shows the next seat's hand.
const LEAKY_VIEW: u8 = 1;
/// `check` accepts banking scrap without holding any.
const LAX_CHECK: u8 = 2;
/// `apply` marks the state before it checks the action.
const MUTATES_BEFORE_REJECTING: u8 = 3;
/// `legal_actions` lists in descending order.
const UNSORTED_LEGAL: u8 = 4;
/// `event_view` shows everyone the card another seat drew.
const LEAKY_EVENTS: u8 = 5;
/// Errors carry no rule ID.
const NO_RULE_ID: u8 = 6;
/// `apply` panics on fighting with a weapon.
const PANICS: u8 = 7;
/// `EndTurn` encodes to `Draw`'s number.
const BAD_ENCODING: u8 = 8;
/// Every clone hashes differently.
const UNSTABLE_HASH: u8 = 9;
/// A zombie left in the deck gets weight 0.
const ZERO_WEIGHT: u8 = 10;
/// Die rolls depend on a global counter.
const GLOBAL_STATE: u8 = 11;
/// Drawing shows the drawer the deck's contents, and `reveals_hidden` does
/// not say so.
const UNDECLARED_PEEK: u8 = 12;
/// The same peek, declared: must pass.
const DECLARED_PEEK: u8 = 13;
/// The game never reports an outcome.
const NO_OUTCOME: u8 = 14;
/// `sample_legal` draws the first listed action half the time.
const SKEWED_SAMPLER: u8 = 15;
/// `sample_legal` never draws the last listed action.
const SAMPLER_SKIPS_LAST: u8 = 16;
/// `sample_chance` draws the first outcome whatever the weights.
const CHANCE_SAMPLER_TAKES_FIRST: u8 = 17;

/// The toy game with flaw `F`.
#[derive(Debug)]
struct Broken<const F: u8> {
    toy: Toy,
    /// What a peek showed, and to whom.
    peeked: Option<(Seat, Counts)>,
    /// Bumped by `MUTATES_BEFORE_REJECTING`.
    marks: u32,
    /// Bumped by every clone under `UNSTABLE_HASH`.
    generation: u64,
}

static ROLLS: AtomicU64 = AtomicU64::new(0);

impl<const F: u8> Clone for Broken<F> {
    fn clone(&self) -> Self {
        Self {
            toy: self.toy.clone(),
            peeked: self.peeked,
            marks: self.marks,
            generation: self.generation + u64::from(F == UNSTABLE_HASH),
        }
    }
}

impl<const F: u8> Hash for Broken<F> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (&self.toy, self.peeked, self.marks, self.generation).hash(state);
    }
}

impl<const F: u8> Broken<F> {
    fn rule(&self, result: Result<(), Illegal>) -> Result<(), Illegal> {
        result.map_err(|e| if F == NO_RULE_ID { Illegal::new("", e.reason) } else { e })
    }
}

impl<const F: u8> Game for Broken<F> {
    type Action = ToyAction;
    type Event = ToyEvent;
    type View = (ToyView, Option<Counts>);
    type Setup = ToySetup;
    type Error = Illegal;
    const ID: &'static str = "toy-broken";
    const RULES_VERSION: u32 = 1;

    fn new(setup: &ToySetup) -> Result<Self, SetupError> {
        Ok(Self { toy: Toy::new(setup)?, peeked: None, marks: 0, generation: 0 })
    }

    fn num_seats(&self) -> usize {
        self.toy.num_seats()
    }

    fn decision(&self) -> Decision {
        self.toy.decision()
    }

    fn legal_actions(&self, out: &mut Vec<ToyAction>) {
        let start = out.len();
        self.toy.legal_actions(out);
        if F == UNSORTED_LEGAL {
            out[start..].reverse();
        }
    }

    fn sample_legal(&self, rng: &mut HordeRng, scratch: &mut Vec<ToyAction>) -> Option<ToyAction> {
        scratch.clear();
        self.legal_actions(scratch);
        let n = scratch.len() as u32;
        let pick = match F {
            SKEWED_SAMPLER if rng.below(2) == 0 => 0,
            SAMPLER_SKIPS_LAST if n > 1 => rng.below(n - 1),
            _ if n == 0 => return None,
            _ => rng.below(n),
        };
        scratch.get(pick as usize).copied()
    }

    fn sample_chance(&self, rng: &mut HordeRng, scratch: &mut Vec<(ToyAction, u32)>) -> Option<ToyAction> {
        let drawn = horde_core::sample_listed_chance(self, rng, scratch);
        if F == CHANCE_SAMPLER_TAKES_FIRST { scratch.first().map(|&(a, _)| a) } else { drawn }
    }

    fn chance_outcomes(&self, out: &mut Vec<(ToyAction, u32)>) {
        self.toy.chance_outcomes(out);
        if F == ZERO_WEIGHT {
            for (a, w) in out.iter_mut() {
                if *a == ToyAction::Drawn(Card::Zombie) {
                    *w = 0;
                }
            }
        }
    }

    fn check(&self, action: ToyAction) -> Result<(), Illegal> {
        if F == LAX_CHECK && action == ToyAction::Bank(Card::Scrap) && self.toy.phase() == Phase::Main {
            return Ok(());
        }
        self.rule(self.toy.check(action))
    }

    fn apply(&mut self, action: ToyAction, events: &mut Vec<ToyEvent>) -> Result<(), Illegal> {
        if F == MUTATES_BEFORE_REJECTING {
            self.marks += 1;
        }
        self.check(action)?;
        self.apply_unchecked(action, events);
        Ok(())
    }

    fn apply_unchecked(&mut self, action: ToyAction, events: &mut Vec<ToyEvent>) {
        if F == PANICS && action == (ToyAction::Fight { weapon: true }) {
            panic!("the weapon broke the rules engine");
        }
        let action = match action {
            // An odd count flips the die to its opposite face.
            ToyAction::Rolled(d) if F == GLOBAL_STATE && ROLLS.fetch_add(1, Ordering::Relaxed) % 2 == 1 => {
                ToyAction::Rolled(7 - d)
            }
            a => a,
        };
        if (F == UNDECLARED_PEEK || F == DECLARED_PEEK)
            && action == ToyAction::Draw
            && let Decision::Seat(s) = self.toy.decision()
        {
            self.peeked = Some((s, self.toy.deck()));
        }
        self.toy.apply_unchecked(action, events);
    }

    fn encode_action(action: ToyAction) -> u32 {
        if F == BAD_ENCODING && action == ToyAction::EndTurn { 0 } else { Toy::encode_action(action) }
    }

    fn decode_action(index: u32) -> Option<ToyAction> {
        Toy::decode_action(index)
    }

    fn view(&self, viewer: Viewer) -> Self::View {
        let extra = match viewer {
            Viewer::Seat(s) if F == LEAKY_VIEW => {
                let next = Seat(((s.index() + 1) % self.num_seats()) as u8);
                Some(self.toy.hand(next))
            }
            Viewer::Seat(s) => self.peeked.filter(|(p, _)| *p == s).map(|(_, deck)| deck),
            Viewer::Spectator => None,
        };
        (self.toy.view(viewer), extra)
    }

    fn event_view(&self, event: &ToyEvent, viewer: Viewer) -> Option<ToyEvent> {
        if F == LEAKY_EVENTS { Some(event.clone()) } else { self.toy.event_view(event, viewer) }
    }

    fn outcome(&self) -> Option<Outcome> {
        if F == NO_OUTCOME { None } else { self.toy.outcome() }
    }

    fn resample_hidden(&self, viewer: Viewer, rng: &mut HordeRng) -> Self {
        Self { toy: self.toy.resample_hidden(viewer, rng), ..self.clone() }
    }

    fn reveals_hidden(&self, action: ToyAction) -> bool {
        F == DECLARED_PEEK && action == ToyAction::Draw
    }
}

fn setups() -> Vec<ToySetup> {
    vec![ToySetup::standard(2), ToySetup::standard(3)]
}

fn config() -> Config {
    Config { cases: 16, ..Config::new(30, 7) }
}

type Run = fn(&[ToySetup], &Config) -> Result<crate::Report, ConformanceFailure>;

/// Runs `check` and `conformance` on the variant: both must fail, `check`
/// with `kind`, and the report must hold what reproduces it.
fn caught<G: Game<Setup = ToySetup>>(check: Run, kind: FailureKind) -> ConformanceFailure {
    let failure = check(&setups(), &config()).expect_err("the flaw went unnoticed");
    assert_eq!(failure.kind, kind, "{failure}");
    assert_eq!(failure.game, "toy-broken");
    assert_eq!(failure.save.actions.len(), failure.step);
    assert_eq!(failure.setup, serde_json::to_value(&setups()[failure.setup_index]).unwrap());
    let all = conformance::<G>(&setups(), &config()).expect_err("the full suite let the flaw through");
    assert_eq!(all.kind.check(), kind.check(), "the full suite found another problem first: {all}");
    failure
}

#[test]
fn the_sound_variant_passes() {
    let report = conformance::<Broken<SOUND>>(&setups(), &config()).unwrap();
    assert!(report.sampled_states > report.playouts as u64, "{report:?}");
}

#[test]
fn a_sampler_that_favours_one_action_is_caught() {
    let f = caught::<Broken<SKEWED_SAMPLER>>(sampling::<Broken<SKEWED_SAMPLER>>, FailureKind::SampleDistribution);
    assert!(f.detail.contains("not uniform"), "{f}");
}

#[test]
fn a_sampler_that_never_draws_an_action_is_caught() {
    let f =
        caught::<Broken<SAMPLER_SKIPS_LAST>>(sampling::<Broken<SAMPLER_SKIPS_LAST>>, FailureKind::SampleDistribution);
    assert!(f.detail.contains("never drew"), "{f}");
}

#[test]
fn a_chance_sampler_that_ignores_the_weights_is_caught() {
    let f = caught::<Broken<CHANCE_SAMPLER_TAKES_FIRST>>(
        sampling::<Broken<CHANCE_SAMPLER_TAKES_FIRST>>,
        FailureKind::ChanceSampleMismatch,
    );
    assert!(f.detail.contains("sample_chance drew"), "{f}");
}

#[test]
fn a_view_showing_another_hand_is_a_leak() {
    let f = caught::<Broken<LEAKY_VIEW>>(hidden_information::<Broken<LEAKY_VIEW>>, FailureKind::ViewLeak);
    assert!(f.detail.contains("the view of seat"), "{f}");
}

#[test]
fn an_unlisted_action_accepted_by_check_is_caught() {
    let f = caught::<Broken<LAX_CHECK>>(illegal_actions::<Broken<LAX_CHECK>>, FailureKind::IllegalAccepted);
    assert_eq!(f.action.unwrap().text, "bank scrap");
}

#[test]
fn property_tests_catch_a_lax_check_and_shrink_it() {
    let f = properties::<Broken<LAX_CHECK>>(&setups(), &config()).unwrap_err();
    assert_eq!(f.kind, FailureKind::IllegalAccepted, "{f}");
    let Origin::Property { seed, picks } = &f.origin else { panic!("not from a property test: {f}") };
    // The first state already lets scrap be banked from an empty hand, so
    // shrinking must reach the empty match.
    assert!(picks.is_empty(), "{f}");
    let again = check_picks::<Broken<LAX_CHECK>>(&setups(), f.setup_index, *seed, picks, &config()).unwrap_err();
    assert_eq!(again, f);
}

#[test]
fn a_rejection_that_mutates_is_caught() {
    let f = caught::<Broken<MUTATES_BEFORE_REJECTING>>(
        illegal_actions::<Broken<MUTATES_BEFORE_REJECTING>>,
        FailureKind::RejectionMutated,
    );
    assert!(f.detail.contains("changed the state hash"), "{f}");
}

#[test]
fn an_unsorted_legal_list_is_caught() {
    caught::<Broken<UNSORTED_LEGAL>>(random_playouts::<Broken<UNSORTED_LEGAL>>, FailureKind::UnsortedLegal);
}

#[test]
fn events_showing_a_hidden_draw_are_a_leak() {
    let f = caught::<Broken<LEAKY_EVENTS>>(hidden_information::<Broken<LEAKY_EVENTS>>, FailureKind::EventLeak);
    assert!(f.detail.contains("drew"), "{f}");
}

#[test]
fn an_error_without_rule_id_is_caught() {
    caught::<Broken<NO_RULE_ID>>(illegal_actions::<Broken<NO_RULE_ID>>, FailureKind::EmptyRuleId);
}

#[test]
fn a_panic_is_reported_with_its_action_and_a_loadable_save() {
    let f = caught::<Broken<PANICS>>(random_playouts::<Broken<PANICS>>, FailureKind::Panic);
    assert!(f.detail.contains("the weapon broke the rules engine"), "{f}");
    assert_eq!(f.action.as_ref().unwrap().text, "fight with a weapon");
    let saved = Match::<Broken<PANICS>>::from_file(&f.save).unwrap();
    assert_eq!(saved.log().len(), f.step);
    assert_eq!(saved.state().check(ToyAction::Fight { weapon: true }), Ok(()));
}

#[test]
fn a_failure_reruns_alone_from_its_playout_index() {
    let f = random_playouts::<Broken<PANICS>>(&setups(), &config()).unwrap_err();
    let Origin::Playout { index, seed } = f.origin else { panic!("not from a playout: {f}") };
    let alone = Config { seed, first_playout: index, playouts: 1, ..config() };
    assert_eq!(random_playouts::<Broken<PANICS>>(&setups(), &alone).unwrap_err(), f);
}

#[test]
fn an_encoding_that_does_not_round_trip_is_caught() {
    let f = caught::<Broken<BAD_ENCODING>>(random_playouts::<Broken<BAD_ENCODING>>, FailureKind::Encoding);
    assert_eq!(f.action.unwrap().text, "end turn");
}

#[test]
fn a_hash_that_changes_under_clone_is_caught() {
    caught::<Broken<UNSTABLE_HASH>>(determinism::<Broken<UNSTABLE_HASH>>, FailureKind::HashUnstable);
}

#[test]
fn a_zero_chance_weight_is_caught() {
    caught::<Broken<ZERO_WEIGHT>>(random_playouts::<Broken<ZERO_WEIGHT>>, FailureKind::ChanceWeight);
}

#[test]
fn global_state_in_the_rules_is_caught_by_determinism_and_replay() {
    determinism::<Broken<GLOBAL_STATE>>(&setups(), &config())
        .map_err(|f| assert_eq!(f.kind, FailureKind::Nondeterministic, "{f}"))
        .expect_err("the determinism check let global state through");
    let f = replay::<Broken<GLOBAL_STATE>>(&setups(), &config()).expect_err("replay let global state through");
    assert_eq!(f.kind.check(), Check::Replay, "{f}");
}

#[test]
fn an_undeclared_reveal_is_caught() {
    caught::<Broken<UNDECLARED_PEEK>>(hidden_information::<Broken<UNDECLARED_PEEK>>, FailureKind::UndeclaredReveal);
}

#[test]
fn a_declared_reveal_passes_and_blocks_undo() {
    let report = conformance::<Broken<DECLARED_PEEK>>(&setups(), &config()).unwrap();
    assert!(report.undos > 0);
    let mut m = Match::<Broken<DECLARED_PEEK>>::new(ToySetup::standard(2), 1).unwrap();
    m.act(horde_core::Actor::Seat(Seat(0)), ToyAction::Draw, &mut Vec::new()).unwrap();
    assert_eq!(m.undoable(Seat(0)), 0);
}

#[test]
fn a_terminal_without_outcome_is_caught() {
    caught::<Broken<NO_OUTCOME>>(random_playouts::<Broken<NO_OUTCOME>>, FailureKind::TerminalMismatch);
}

#[test]
fn an_endless_match_hits_the_step_limit() {
    let f = random_playouts::<Toy>(&setups(), &Config { max_steps: 5, ..config() }).unwrap_err();
    assert_eq!(f.kind, FailureKind::StepLimit, "{f}");
    assert_eq!(f.step, 5);
    Match::<Toy>::from_file(&f.save).unwrap();
}

#[test]
fn a_refused_setup_is_reported() {
    let bad = [ToySetup::standard(9)];
    let f = conformance::<Toy>(&bad, &config()).unwrap_err();
    assert_eq!(f.kind, FailureKind::Setup, "{f}");
}

#[test]
fn the_report_says_what_to_rerun() {
    let f = random_playouts::<Broken<UNSORTED_LEGAL>>(&setups(), &config()).unwrap_err();
    let text = f.to_string();
    for needle in ["toy-broken", "UnsortedLegal", "setup #", "match seed", "step", "first_playout", "\"format\""] {
        assert!(text.contains(needle), "{needle:?} missing from:\n{text}");
    }
    assert_eq!(format!("{f:?}"), text);
}

#[test]
fn each_check_alone_passes_on_the_sound_game() {
    let only = |checks: Checks| Config { checks, ..config() };
    for run in [random_playouts::<Toy> as Run, illegal_actions::<Toy>, replay::<Toy>, undo::<Toy>] {
        run(&setups(), &config()).unwrap();
    }
    for run in [hidden_information::<Toy> as Run, determinism::<Toy>, properties::<Toy>] {
        run(&setups(), &config()).unwrap();
    }
    let report = conformance::<Toy>(&setups(), &only(Checks::NONE)).unwrap();
    assert_eq!(report, crate::Report::default());
}
