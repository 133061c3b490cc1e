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
use crate::policy::{Policy, argmax_tie_break, epsilon_greedy};
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
    /// Only actions the policy scores within this much of its best are
    /// candidates (in the policy's score units), so actions it rates as
    /// blunders are never tried on the strength of a lucky rollout.
    pub window: f64,
    /// Actions and chance outcomes a rollout plays before the evaluator
    /// values the state it reached.
    pub max_rollout_steps: u32,
    /// The chance that a rollout plays a random action instead of the
    /// policy's choice.
    pub epsilon: f64,
    /// How much higher a candidate's mean return must be than that of the
    /// policy's own choice to replace it (in the units of the returns).
    pub margin: f64,
    /// And by more than `z` standard errors of the paired difference of
    /// returns (0: no test).
    pub z: f64,
    /// What a lost game is worth, as a share of the evaluator's value of
    /// its final state (0: every loss is worth 0). Losses that got further
    /// then count a little more, which separates candidates that all lose
    /// in most rollouts; a win is still worth more than any loss.
    pub shaping: f64,
    pub reward: Reward,
    /// Redraw what the searching seat cannot see once per round.
    pub determinize: bool,
}

impl Default for RolloutConfig {
    fn default() -> Self {
        Self {
            budget: Budget::Iterations(16),
            candidates: 3,
            window: f64::INFINITY,
            max_rollout_steps: 1000,
            epsilon: 0.0,
            margin: 0.0,
            z: 0.0,
            shaping: 0.0,
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
        if self.window.is_finite() {
            write!(f, ",window={}", self.window)?;
        }
        if self.epsilon > 0.0 {
            write!(f, ",epsilon={}", self.epsilon)?;
        }
        if self.margin > 0.0 {
            write!(f, ",margin={}", self.margin)?;
        }
        if self.z > 0.0 {
            write!(f, ",z={}", self.z)?;
        }
        if self.shaping > 0.0 {
            write!(f, ",shaping={}", self.shaping)?;
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
    /// Per candidate, the sum of squares of its return minus the policy
    /// choice's return in the same round (for the paired test).
    squares: Vec<f64>,
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
            squares: Vec::new(),
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
        let sum = |i: usize| self.sums.get(i).copied().unwrap_or(0.0);
        self.candidates.iter().enumerate().map(|(i, &a)| (a, sum(i) / n)).collect()
    }

    /// Picks one of `legal` for `seat` at `game`.
    pub fn search(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> G::Action {
        assert!(!legal.is_empty(), "{NO_LEGAL_ACTION}");
        self.stats = RolloutStats::default();
        self.candidates.clear();
        self.sums.clear();
        self.squares.clear();
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
        self.squares.resize(self.candidates.len(), 0.0);
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
        let floor = scores[base] - self.config.window;
        self.candidates.extend(self.order.iter().filter(|&&i| scores[i] >= floor).take(more).map(|&i| legal[i]));
    }

    /// The candidate with the best mean return; another than the policy's
    /// choice (index 0) only when it beats it by more than the margin and,
    /// with `z > 0`, by more than `z` standard errors of the paired
    /// difference.
    fn best_candidate(&self) -> usize {
        let mut best = 0;
        for (i, &s) in self.sums.iter().enumerate().skip(1) {
            if s > self.sums[best] {
                best = i;
            }
        }
        if best == 0 {
            return 0;
        }
        let n = f64::from(self.stats.rounds.max(1));
        let diff = (self.sums[best] - self.sums[0]) / n;
        if diff <= self.config.margin {
            return 0;
        }
        if self.config.z > 0.0 {
            // Unbiased variance of the per-round differences.
            let var = if n > 1.0 { (self.squares[best] - n * diff * diff).max(0.0) / (n - 1.0) } else { f64::INFINITY };
            if diff <= self.config.z * (var / n).sqrt() {
                return 0;
            }
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
        let mut first = 0.0;
        for c in 0..self.candidates.len() {
            let mut rng = HordeRng::new(seed, stream::AI);
            state.clone_from(&root);
            state.apply_unchecked(self.candidates[c], &mut self.events);
            self.events.clear();
            self.rollout(&mut state, &mut rng, seat);
            let v = self.values.get(seat.index()).copied().unwrap_or(0.0);
            if c == 0 {
                first = v;
            }
            self.sums[c] += v;
            self.squares[c] += (v - first) * (v - first);
        }
        self.stats.rounds += 1;
        self.root = Some(root);
        self.state = Some(state);
    }

    /// Plays the policy on from `state` and leaves the returns in `values`.
    fn rollout(&mut self, state: &mut G, rng: &mut HordeRng, seat: Seat) {
        for _ in 0..self.config.max_rollout_steps {
            let action = match state.decision() {
                Decision::Terminal => break,
                Decision::Chance => match state.sample_chance(rng, &mut self.outcomes) {
                    Some(outcome) => outcome,
                    None => panic!("{}: chance decision with no outcome", G::ID),
                },
                Decision::Seat(mover) => epsilon_greedy(
                    state,
                    mover,
                    self.config.epsilon,
                    &mut self.policy,
                    rng,
                    &mut self.legal,
                    &mut self.scores,
                ),
            };
            state.apply_unchecked(action, &mut self.events);
            self.events.clear();
        }
        match state.outcome() {
            Some(outcome) => {
                let won = outcome.winners.contains(&seat);
                if !won && self.config.shaping > 0.0 {
                    self.evaluator.evaluate(state, &mut self.values);
                    for v in &mut self.values {
                        *v *= self.config.shaping;
                    }
                    return;
                }
                match self.config.reward {
                    Reward::Scores => outcome_values(&outcome, &mut self.values),
                    Reward::Wins => {
                        self.values.fill(0.0);
                        for w in &outcome.winners {
                            if let Some(v) = self.values.get_mut(w.index()) {
                                *v = 1.0;
                            }
                        }
                    }
                }
            }
            None => self.evaluator.evaluate(state, &mut self.values),
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heuristic::HeuristicBot;
    use crate::toy::{HoldAt, Pig, PigAction, PigSetup, pig_progress};
    use horde_core::{Actor, Match};

    fn solo(target: u16, max_rounds: u16) -> PigSetup {
        PigSetup { seats: 1, target, max_rounds }
    }

    /// A solo Pig state at the player's first decision (a 4 rolled).
    fn first_decision() -> Pig {
        let mut g = Pig::new(&solo(30, 6)).unwrap();
        g.apply(PigAction::Face(4), &mut Vec::new()).unwrap();
        g
    }

    type PigEvaluator = fn(&Pig, &mut [f64]);

    fn bot(config: RolloutConfig, policy: HoldAt) -> RolloutBot<Pig, HoldAt, PigEvaluator> {
        RolloutBot::new(config, policy, pig_progress as PigEvaluator, 7)
    }

    /// Plays solo matches and returns the games won and every action log.
    fn wins(setup: &PigSetup, games: u64, b: &mut dyn Bot<Pig>) -> (u32, Vec<Vec<PigAction>>) {
        let (mut won, mut logs) = (0, Vec::new());
        let (mut events, mut legal) = (Vec::new(), Vec::new());
        for seed in 0..games {
            let mut m = Match::<Pig>::new(setup.clone(), seed).unwrap();
            b.reset(seed);
            let mut log = Vec::new();
            loop {
                m.run_chance(&mut events);
                let Decision::Seat(seat) = m.decision() else { break };
                legal.clear();
                m.state().legal_actions(&mut legal);
                let a = b.choose(m.state(), seat, &legal);
                log.push(a);
                m.act(Actor::Seat(seat), a, &mut events).unwrap();
                events.clear();
            }
            won += u32::from(!m.state().outcome().unwrap().winners.is_empty());
            logs.push(log);
        }
        (won, logs)
    }

    #[test]
    fn a_forced_decision_returns_at_once() {
        let g = first_decision();
        let mut b = bot(RolloutConfig::default(), HoldAt(20));
        assert_eq!(b.search(&g, Seat(0), &[PigAction::Hold]), PigAction::Hold);
        assert_eq!(b.stats(), RolloutStats::default());
    }

    #[test]
    fn a_decision_the_policy_keeps_is_not_searched() {
        struct Sure;
        impl Policy<Pig> for Sure {
            fn score(&mut self, g: &Pig, s: Seat, l: &[PigAction], r: &mut HordeRng, out: &mut Vec<f64>) {
                HoldAt(20).score(g, s, l, r, out);
            }
            fn worth_searching(&mut self, _: &Pig, _: Seat, _: &[PigAction]) -> bool {
                false
            }
        }
        let g = first_decision();
        let mut b = RolloutBot::new(RolloutConfig::default(), Sure, pig_progress, 1);
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        // Below 20 points HoldAt(20) rolls.
        assert_eq!(b.search(&g, Seat(0), &legal), PigAction::Roll);
        assert_eq!(b.stats().rounds, 0);
    }

    #[test]
    fn candidates_are_at_most_k_and_within_the_window() {
        let g = first_decision();
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        // HoldAt scores its choice 1 and the other action 0.
        for (k, window, expected) in [(1, f64::INFINITY, 1), (2, f64::INFINITY, 2), (5, f64::INFINITY, 2), (5, 0.5, 1)]
        {
            let config =
                RolloutConfig { candidates: k, window, budget: Budget::Iterations(4), ..RolloutConfig::default() };
            let mut b = bot(config, HoldAt(20));
            b.search(&g, Seat(0), &legal);
            assert_eq!(b.stats().candidates, expected, "k={k} window={window}");
            assert_eq!(b.stats().rounds, if expected > 1 { 4 } else { 0 });
            assert_eq!(b.candidate_means().len(), expected);
        }
    }

    #[test]
    fn an_unbeatable_margin_plays_exactly_the_policy() {
        let setup = solo(30, 6);
        let config = RolloutConfig { margin: 1.0, budget: Budget::Iterations(8), ..RolloutConfig::default() };
        let (_, searched) = wins(&setup, 20, &mut bot(config, HoldAt(8)));
        let (_, plain) = wins(&setup, 20, &mut HeuristicBot::new(HoldAt(8), 0));
        assert_eq!(searched, plain);
    }

    #[test]
    fn rollouts_improve_a_poor_policy() {
        // Holding at 3 points banks far too early to reach 30 in 6 rounds;
        // comparing roll and hold by what HoldAt(3) makes of each state
        // rolls on when banking cannot win any more.
        let setup = solo(30, 6);
        let (base, _) = wins(&setup, 300, &mut HeuristicBot::new(HoldAt(3), 0));
        let config = RolloutConfig { budget: Budget::Iterations(32), candidates: 2, ..RolloutConfig::default() };
        let (improved, _) = wins(&setup, 300, &mut bot(config, HoldAt(3)));
        assert!(improved >= base + 30, "{improved} wins against the policy's {base}");
    }

    #[test]
    fn the_same_seed_replays_the_same_games() {
        let setup = solo(30, 6);
        let config = RolloutConfig {
            budget: Budget::Iterations(6),
            epsilon: 0.2,
            shaping: 0.5,
            z: 1.0,
            ..RolloutConfig::default()
        };
        let mut b = bot(config, HoldAt(10));
        let first = wins(&setup, 10, &mut b);
        let second = wins(&setup, 10, &mut b);
        assert_eq!(first, second);
    }
}
