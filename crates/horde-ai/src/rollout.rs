//! Rollout improvement of a policy: a one-level Monte Carlo search at the
//! root that compares the policy's own best candidate actions by playing
//! each out with the policy.
//!
//! # Why this shape
//! A full tree over a game with hundreds of legal actions (every free swap
//! and discard is one) spends its budget spreading visits over actions a
//! decent policy would never take, and its tree stays a few levels deep.
//! Rollout improvement (Bertsekas' "rollout algorithm", Tesauro and
//! Galperin's "on-line policy improvement") asks a narrower question: of
//! the `k` actions the policy likes best, which one does the policy itself
//! do best after? With exact values the answer is never worse than the
//! policy's own choice, since that choice is one of the candidates; with
//! sampled values a `margin` keeps the policy's choice unless another
//! candidate beats it clearly.
//!
//! # Common random numbers
//! Each round draws one seed; every candidate's rollout in that round
//! uses a stream from that seed, for the determinization, the chance
//! outcomes and the rollout policy's own draws. Two candidates are then
//! compared on the same dice as far as their games stay alike, which cuts
//! the variance of their difference far below that of two independent
//! rollouts.
//!
//! # Where to search
//! A decision with one legal action, one candidate, or that the policy
//! says is not worth a search ([`Policy::worth_searching`]) is answered by
//! the policy at once, so the budget goes to the decisions that matter.

use crate::bot::{Bot, NO_LEGAL_ACTION};
use crate::eval::{Evaluator, outcome_values};
use crate::mcts::{Budget, Reward};
use crate::policy::{Policy, argmax_tie_break};
use horde_core::rng::stream;
use horde_core::{Decision, Game, HordeRng, Seat, Viewer};
use std::fmt;

/// Settings of [`RolloutBot`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RolloutConfig {
    /// Rounds of rollouts: in each, every candidate is played out once
    /// with the same random numbers. [`Budget::Iterations`] is
    /// deterministic for a seed; [`Budget::Time`] is not.
    pub budget: Budget,
    /// How many of the policy's best actions are compared.
    pub candidates: usize,
    /// Actions and chance outcomes a rollout plays before the evaluator
    /// values the state it reached.
    pub max_rollout_steps: u32,
    /// The chance that a rollout plays a random action instead of the
    /// policy's choice.
    pub epsilon: f64,
    /// How much higher a candidate's mean return must be than that of the
    /// policy's own choice to replace it (in the units of the returns).
    pub margin: f64,
    pub reward: Reward,
    /// Redraw what the searching seat cannot see once per round.
    pub determinize: bool,
}

impl Default for RolloutConfig {
    fn default() -> Self {
        Self {
            budget: Budget::Iterations(16),
            candidates: 3,
            max_rollout_steps: 1000,
            epsilon: 0.0,
            margin: 0.0,
            reward: Reward::Wins,
            determinize: true,
        }
    }
}

impl fmt::Display for RolloutConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.budget {
            Budget::Iterations(n) => write!(f, "rounds={n}")?,
            Budget::Time(d) => write!(f, "time={}ms", d.as_millis())?,
        }
        write!(f, ",k={},depth={}", self.candidates, self.max_rollout_steps)?;
        if self.epsilon > 0.0 {
            write!(f, ",epsilon={}", self.epsilon)?;
        }
        if self.margin > 0.0 {
            write!(f, ",margin={}", self.margin)?;
        }
        if self.reward == Reward::Scores {
            f.write_str(",reward=scores")?;
        }
        if !self.determinize {
            f.write_str(",peek")?;
        }
        Ok(())
    }
}

/// What the last decision cost and found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RolloutStats {
    /// Rounds played (0: the decision was left to the policy).
    pub rounds: u32,
    /// Candidates compared.
    pub candidates: usize,
    /// Whether the search replaced the policy's own choice.
    pub overruled: bool,
}

/// The policy, improved by comparing its best candidates with rollouts.
pub struct RolloutBot<G: Game, P, E> {
    config: RolloutConfig,
    policy: P,
    evaluator: E,
    rng: HordeRng,
    name: String,
    /// The round's determinization and the working state of a rollout,
    /// kept to reuse their allocations.
    root: Option<G>,
    state: Option<G>,
    scores: Vec<f64>,
    order: Vec<usize>,
    candidates: Vec<G::Action>,
    sums: Vec<f64>,
    legal: Vec<G::Action>,
    outcomes: Vec<(G::Action, u32)>,
    events: Vec<G::Event>,
    values: Vec<f64>,
    stats: RolloutStats,
}

impl<G: Game, P: Policy<G>, E: Evaluator<G>> RolloutBot<G, P, E> {
    pub fn new(config: RolloutConfig, policy: P, evaluator: E, seed: u64) -> Self {
        let name = format!("rollout({config},policy={})", policy.name());
        Self {
            config,
            policy,
            evaluator,
            rng: HordeRng::new(seed, stream::AI),
            name,
            root: None,
            state: None,
            scores: Vec::new(),
            order: Vec::new(),
            candidates: Vec::new(),
            sums: Vec::new(),
            legal: Vec::new(),
            outcomes: Vec::new(),
            events: Vec::new(),
            values: Vec::new(),
            stats: RolloutStats::default(),
        }
    }

    pub fn config(&self) -> &RolloutConfig {
        &self.config
    }

    pub fn stats(&self) -> RolloutStats {
        self.stats
    }

    /// The compared candidates of the last search, best policy score
    /// first, with their mean returns for the searching seat.
    pub fn candidate_means(&self) -> Vec<(G::Action, f64)> {
        let n = f64::from(self.stats.rounds.max(1));
        self.candidates.iter().zip(&self.sums).map(|(&a, &s)| (a, s / n)).collect()
    }

    /// Picks one of `legal` for `seat` at `game`.
    pub fn search(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> G::Action {
        assert!(!legal.is_empty(), "{NO_LEGAL_ACTION}");
        self.stats = RolloutStats::default();
        self.candidates.clear();
        self.sums.clear();
        if legal.len() == 1 {
            return legal[0];
        }
        self.policy.score(game, seat, legal, &mut self.rng, &mut self.scores);
        let scored = self.scores.len().min(legal.len());
        // The policy's own choice, tie-break included, as the heuristic
        // bot would make it: the search starts from it and keeps it
        // unless beaten.
        let base = argmax_tie_break(&self.scores[..scored], &mut self.rng).unwrap_or(0);
        if !self.policy.worth_searching(game, seat, legal) {
            return legal[base];
        }
        self.pick_candidates(legal, base, scored);
        self.stats.candidates = self.candidates.len();
        if self.candidates.len() == 1 {
            return self.candidates[0];
        }
        self.sums.resize(self.candidates.len(), 0.0);
        self.values.clear();
        self.values.resize(game.num_seats(), 0.0);
        match self.config.budget {
            Budget::Iterations(n) => {
                for _ in 0..n {
                    self.round(game, seat);
                }
            }
            Budget::Time(limit) => self.run_for(game, seat, limit),
        }
        let best = self.best_candidate();
        self.stats.overruled = best != 0;
        self.candidates[best]
    }

    /// The policy's choice first, then the next best by score, up to
    /// `candidates` (equal scores in legal order, so the pick is stable).
    fn pick_candidates(&mut self, legal: &[G::Action], base: usize, scored: usize) {
        self.order.clear();
        self.order.extend((0..scored).filter(|&i| i != base));
        let scores = &self.scores;
        self.order.sort_by(|&x, &y| scores[y].total_cmp(&scores[x]).then(x.cmp(&y)));
        self.candidates.push(legal[base]);
        let more = self.config.candidates.max(1) - 1;
        self.candidates.extend(self.order.iter().take(more).map(|&i| legal[i]));
    }

    /// The candidate with the best mean return; another than the policy's
    /// choice (index 0) only when it beats it by more than the margin.
    fn best_candidate(&self) -> usize {
        let mut best = 0;
        for (i, &s) in self.sums.iter().enumerate().skip(1) {
            if s > self.sums[best] {
                best = i;
            }
        }
        let rounds = f64::from(self.stats.rounds.max(1));
        if best != 0 && (self.sums[best] - self.sums[0]) / rounds <= self.config.margin {
            return 0;
        }
        best
    }

    // A time budget is wall-clock time by definition; it is documented as
    // non-reproducible and kept out of tests and simulations.
    #[allow(clippy::disallowed_methods)]
    fn run_for(&mut self, game: &G, seat: Seat, limit: std::time::Duration) {
        let start = std::time::Instant::now();
        // At least one round, so every candidate has a value to compare.
        loop {
            self.round(game, seat);
            if start.elapsed() >= limit || self.stats.rounds == u32::MAX {
                return;
            }
        }
    }

    /// One rollout of every candidate, all from one seed.
    fn round(&mut self, game: &G, seat: Seat) {
        let seed = self.rng.next_u64();
        let root = match self.root.take() {
            _ if self.config.determinize => {
                game.resample_hidden(Viewer::Seat(seat), &mut HordeRng::new(seed, stream::CHANCE))
            }
            Some(mut r) => {
                r.clone_from(game);
                r
            }
            None => game.clone(),
        };
        let mut state = self.state.take().unwrap_or_else(|| root.clone());
        for c in 0..self.candidates.len() {
            let mut rng = HordeRng::new(seed, stream::AI);
            state.clone_from(&root);
            state.apply_unchecked(self.candidates[c], &mut self.events);
            self.events.clear();
            self.rollout(&mut state, &mut rng);
            self.sums[c] += self.values.get(seat.index()).copied().unwrap_or(0.0);
        }
        self.stats.rounds += 1;
        self.root = Some(root);
        self.state = Some(state);
    }

    /// Plays the policy on from `state` and leaves the returns in `values`.
    fn rollout(&mut self, state: &mut G, rng: &mut HordeRng) {
        for _ in 0..self.config.max_rollout_steps {
            let action = match state.decision() {
                Decision::Terminal => break,
                Decision::Chance => {
                    self.outcomes.clear();
                    state.chance_outcomes(&mut self.outcomes);
                    match rng.weighted(&self.outcomes) {
                        Some(i) => self.outcomes[i].0,
                        None => panic!("{}: chance decision with no outcome", G::ID),
                    }
                }
                Decision::Seat(mover) => {
                    self.legal.clear();
                    state.legal_actions(&mut self.legal);
                    self.policy_action(state, mover, rng)
                }
            };
            state.apply_unchecked(action, &mut self.events);
            self.events.clear();
        }
        match state.outcome() {
            Some(outcome) => match self.config.reward {
                Reward::Scores => outcome_values(&outcome, &mut self.values),
                Reward::Wins => {
                    self.values.fill(0.0);
                    for w in &outcome.winners {
                        if let Some(v) = self.values.get_mut(w.index()) {
                            *v = 1.0;
                        }
                    }
                }
            },
            None => self.evaluator.evaluate(state, &mut self.values),
        }
    }

    fn policy_action(&mut self, state: &G, mover: Seat, rng: &mut HordeRng) -> G::Action {
        assert!(!self.legal.is_empty(), "{}: a seat's decision with no legal action", G::ID);
        let n = self.legal.len() as u32;
        if n == 1 {
            return self.legal[0];
        }
        if self.config.epsilon <= 0.0 || unit(rng) >= self.config.epsilon {
            self.policy.score(state, mover, &self.legal, rng, &mut self.scores);
            let scored = self.scores.len().min(self.legal.len());
            if let Some(i) = argmax_tie_break(&self.scores[..scored], rng) {
                return self.legal[i];
            }
        }
        self.legal[rng.below(n) as usize]
    }
}

/// A uniform draw in `[0, 1)` with 53 bits.
fn unit(rng: &mut HordeRng) -> f64 {
    (rng.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
}

impl<G: Game, P: Policy<G>, E: Evaluator<G>> Bot<G> for RolloutBot<G, P, E> {
    fn name(&self) -> &str {
        &self.name
    }

    fn reset(&mut self, seed: u64) {
        self.rng = HordeRng::new(seed, stream::AI);
        self.stats = RolloutStats::default();
    }

    fn choose(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> G::Action {
        self.search(game, seat, legal)
    }
}

impl<G: Game, P: fmt::Debug, E: fmt::Debug> fmt::Debug for RolloutBot<G, P, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RolloutBot")
            .field("name", &self.name)
            .field("config", &self.config)
            .field("policy", &self.policy)
            .field("evaluator", &self.evaluator)
            .field("stats", &self.stats)
            .finish_non_exhaustive()
    }
}
