//! Policy-driven bots and the generic greedy one-step lookahead.

use crate::bot::{Bot, NO_LEGAL_ACTION};
use crate::eval::{Evaluator, outcome_values};
use crate::policy::{Policy, argmax_tie_break};
use horde_core::rng::stream;
use horde_core::{Decision, Game, HordeRng, Seat, Viewer};
use std::fmt;
use std::marker::PhantomData;

/// Plays the action its [`Policy`] scores highest; equal scores are broken
/// at random from the bot's seeded stream.
pub struct HeuristicBot<G: Game, P: Policy<G>> {
    policy: P,
    rng: HordeRng,
    scores: Vec<f64>,
    name: String,
    // `fn() -> G` keeps the bot `Send`/`Sync` whatever `G` is.
    _game: PhantomData<fn() -> G>,
}

impl<G: Game, P: Policy<G>> HeuristicBot<G, P> {
    pub fn new(policy: P, seed: u64) -> Self {
        let name = format!("heuristic({})", policy.name());
        Self { policy, rng: HordeRng::new(seed, stream::AI), scores: Vec::new(), name, _game: PhantomData }
    }

    pub fn policy(&self) -> &P {
        &self.policy
    }
}

impl<G: Game, E: Evaluator<G>> HeuristicBot<G, Lookahead<G, E>> {
    /// The greedy one-step lookahead bot: see [`Lookahead`].
    pub fn greedy(evaluator: E, chance: ChanceMode, seed: u64) -> Self {
        Self::new(Lookahead::new(evaluator, chance), seed)
    }
}

impl<G: Game, P: Policy<G>> Bot<G> for HeuristicBot<G, P> {
    fn name(&self) -> &str {
        &self.name
    }

    fn reset(&mut self, seed: u64) {
        self.rng = HordeRng::new(seed, stream::AI);
    }

    /// The policy's own [`Policy::best`] where it has one (the same pick,
    /// found without the full list), else the list and [`Bot::choose`].
    fn choose_at(&mut self, game: &G, seat: Seat, scratch: &mut Vec<G::Action>) -> G::Action {
        if let Some(action) = self.policy.best(game, seat, &mut self.rng, scratch, &mut self.scores) {
            return action;
        }
        scratch.clear();
        game.legal_actions(scratch);
        self.choose(game, seat, scratch)
    }

    fn choose(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> G::Action {
        assert!(!legal.is_empty(), "{NO_LEGAL_ACTION}");
        if legal.len() == 1 {
            return legal[0];
        }
        self.policy.score(game, seat, legal, &mut self.rng, &mut self.scores);
        debug_assert_eq!(self.scores.len(), legal.len(), "a policy must score every legal action");
        // A policy that scores too few actions only ever picks among those.
        let scored = self.scores.len().min(legal.len());
        let i = argmax_tie_break(&self.scores[..scored], &mut self.rng).unwrap_or(0);
        legal[i]
    }
}

impl<G: Game, P: Policy<G> + fmt::Debug> fmt::Debug for HeuristicBot<G, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HeuristicBot").field("name", &self.name).field("policy", &self.policy).finish_non_exhaustive()
    }
}

/// A bot that plays the action leading to the best-evaluated state.
pub type GreedyBot<G, E> = HeuristicBot<G, Lookahead<G, E>>;

/// How [`Lookahead`] values a state where chance must resolve next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChanceMode {
    /// The weighted mean over every outcome, exactly. Chance decisions in a
    /// row are enumerated up to `depth` deep; deeper ones are sampled once.
    Expectation { depth: u8 },
    /// The mean over `samples` random resolutions of the chance that
    /// follows, drawn from the bot's stream (cheaper for wide outcomes,
    /// such as a draw from a large deck).
    Sample { samples: u32 },
}

impl Default for ChanceMode {
    fn default() -> Self {
        Self::Expectation { depth: 2 }
    }
}

/// A [`Policy`] that scores each action by the acting seat's value of the
/// state right after it: [`Evaluator`] at a seat's decision, the outcome at
/// the end of the game, and an expectation or samples at chance.
///
/// The lookahead runs on a determinization (the state with everything the
/// seat cannot see redrawn), so it never peeks at hidden information; turn
/// that off with [`Lookahead::peeking`] for perfect-information games to
/// save the resampling.
pub struct Lookahead<G: Game, E> {
    evaluator: E,
    chance: ChanceMode,
    determinize: bool,
    values: Vec<f64>,
    events: Vec<G::Event>,
    /// One outcome buffer per enumeration depth, reused across calls.
    outcomes: Vec<Vec<(G::Action, u32)>>,
}

/// A state where chance keeps resolving this long is a bug in a rule system.
const MAX_CHANCE_CHAIN: u32 = 10_000;

impl<G: Game, E: Evaluator<G>> Lookahead<G, E> {
    pub fn new(evaluator: E, chance: ChanceMode) -> Self {
        Self { evaluator, chance, determinize: true, values: Vec::new(), events: Vec::new(), outcomes: Vec::new() }
    }

    /// Evaluates on the real state, hidden parts included.
    pub fn peeking(mut self) -> Self {
        self.determinize = false;
        self
    }

    pub fn evaluator(&self) -> &E {
        &self.evaluator
    }

    /// The acting seat's value of `state`.
    fn value(&mut self, state: &G, seat: Seat, rng: &mut HordeRng, depth: usize) -> f64 {
        self.values.clear();
        self.values.resize(state.num_seats(), 0.0);
        match state.decision() {
            Decision::Terminal => {
                if let Some(outcome) = state.outcome() {
                    outcome_values(&outcome, &mut self.values);
                }
                self.values.get(seat.index()).copied().unwrap_or(0.0)
            }
            Decision::Seat(_) => {
                self.evaluator.evaluate(state, &mut self.values);
                self.values.get(seat.index()).copied().unwrap_or(0.0)
            }
            Decision::Chance => match self.chance {
                ChanceMode::Expectation { depth: max } if depth < usize::from(max) => {
                    self.expectation(state, seat, rng, depth)
                }
                ChanceMode::Expectation { .. } => self.sampled(state, seat, rng),
                ChanceMode::Sample { samples } => {
                    let n = samples.max(1);
                    (0..n).map(|_| self.sampled(state, seat, rng)).sum::<f64>() / f64::from(n)
                }
            },
        }
    }

    fn expectation(&mut self, state: &G, seat: Seat, rng: &mut HordeRng, depth: usize) -> f64 {
        if self.outcomes.len() <= depth {
            self.outcomes.resize_with(depth + 1, Vec::new);
        }
        let mut outcomes = std::mem::take(&mut self.outcomes[depth]);
        outcomes.clear();
        state.chance_outcomes(&mut outcomes);
        let (mut sum, mut total) = (0.0, 0u64);
        for &(action, weight) in &outcomes {
            if weight == 0 {
                continue;
            }
            let mut next = state.clone();
            next.apply_unchecked(action, &mut self.events);
            self.events.clear();
            sum += f64::from(weight) * self.value(&next, seat, rng, depth + 1);
            total += u64::from(weight);
        }
        self.outcomes[depth] = outcomes;
        if total == 0 { 0.0 } else { sum / total as f64 }
    }

    /// Resolves chance at random until someone must act, then evaluates.
    fn sampled(&mut self, state: &G, seat: Seat, rng: &mut HordeRng) -> f64 {
        if self.outcomes.is_empty() {
            self.outcomes.push(Vec::new());
        }
        let mut next = state.clone();
        for _ in 0..MAX_CHANCE_CHAIN {
            if next.decision() != Decision::Chance {
                break;
            }
            let Some(outcome) = next.sample_chance(rng, &mut self.outcomes[0]) else { break };
            next.apply_unchecked(outcome, &mut self.events);
            self.events.clear();
        }
        // Past the chain limit the state is still at chance; `value` then
        // falls through to sampling again, so evaluate it directly instead.
        if next.decision() == Decision::Chance {
            self.values.clear();
            self.values.resize(next.num_seats(), 0.0);
            self.evaluator.evaluate(&next, &mut self.values);
            return self.values.get(seat.index()).copied().unwrap_or(0.0);
        }
        self.value(&next, seat, rng, usize::MAX)
    }
}

impl<G: Game, E: Evaluator<G>> Policy<G> for Lookahead<G, E> {
    fn name(&self) -> &str {
        match self.chance {
            ChanceMode::Expectation { .. } => "lookahead-expectation",
            ChanceMode::Sample { .. } => "lookahead-sampled",
        }
    }

    fn score(&mut self, game: &G, seat: Seat, legal: &[G::Action], rng: &mut HordeRng, scores: &mut Vec<f64>) {
        scores.clear();
        let root = if self.determinize { game.resample_hidden(Viewer::Seat(seat), rng) } else { game.clone() };
        for &action in legal {
            let mut next = root.clone();
            next.apply_unchecked(action, &mut self.events);
            self.events.clear();
            let v = self.value(&next, seat, rng, 0);
            scores.push(v);
        }
    }
}

impl<G: Game, E: fmt::Debug> fmt::Debug for Lookahead<G, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Lookahead")
            .field("evaluator", &self.evaluator)
            .field("chance", &self.chance)
            .field("determinize", &self.determinize)
            .finish_non_exhaustive()
    }
}
