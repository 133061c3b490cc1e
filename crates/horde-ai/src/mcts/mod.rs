//! Monte Carlo tree search: UCT with explicit chance nodes, multi-seat
//! returns, and information-set search by determinization.
//!
//! # The tree
//! A node is an *action history* from the root, chance outcomes included:
//! its children are keyed by `(actor, action)`. With perfect information a
//! history is exactly one state, and this is plain UCT. With hidden
//! information each iteration searches a fresh determinization (the real
//! state with everything the searching seat cannot see redrawn, via
//! [`Game::resample_hidden`]), so one node stands for every state
//! consistent with what the seat knows: single-observer information-set
//! MCTS (Cowling, Powley and Whitehouse, 2012). Since the legal actions of
//! other seats may differ between determinizations, UCB counts for each
//! child how often it was *available* rather than the parent's visits.
//!
//! # Chance
//! Chance decisions are explicit nodes. Each visit samples one outcome by
//! its integer weight from the search's seeded stream and descends into (or
//! creates) that outcome's child: sampled chance nodes, not expectation
//! nodes. Outcome frequencies therefore converge to their probabilities,
//! and a node after a chance outcome still is the state after it
//! (closed loop), so wide chance (a die, a card) costs no more per
//! iteration than narrow chance.
//!
//! # Returns
//! A finished game returns each seat's [`horde_core::Outcome::scores`]
//! (or, with [`Reward::Wins`], 1 to each winner and 0 to the others); a
//! rollout cut at `max_rollout_steps` asks the [`Evaluator`]. Every node
//! keeps the sum of returns of every seat, and each seat, at its own
//! decisions, maximises its own mean return: cooperative seats share a
//! score and so cooperate, competitive seats compete.
//!
//! # Memory
//! Nodes live in one arena; the search reuses its buffers and, without
//! determinization, its working state (`clone_from`), so after the first
//! decisions it allocates only what the game itself allocates (in
//! `clone`, `resample_hidden` or `outcome`).

mod config;
mod tree;

pub use config::{Budget, MctsConfig, Reward, Rollout, Widening};

use crate::bot::{Bot, NO_LEGAL_ACTION};
use crate::eval::{ConstantEvaluator, Evaluator};
use crate::policy::{Policy, UniformPolicy, argmax_tie_break, epsilon_greedy};
use horde_core::rng::stream;
use horde_core::{Actor, Decision, Game, HordeRng, Seat, Viewer};
use std::fmt;
use tree::{NONE, Tree};

/// Counters of the last search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    pub iterations: u32,
    pub nodes: usize,
    /// The deepest tree path of an iteration, in nodes below the root.
    pub max_depth: u32,
}

/// One root action after a search, for hints and debugging.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RootStat<A> {
    pub action: A,
    pub visits: u32,
    /// The searching seat's mean return after this action.
    pub mean: f64,
}

/// The MCTS bot. `P` drives policy rollouts ([`Rollout::Policy`]), `E`
/// values rollouts cut at the depth cap.
pub struct Mcts<G: Game, P = UniformPolicy, E = ConstantEvaluator> {
    config: MctsConfig,
    policy: P,
    evaluator: E,
    rng: HordeRng,
    name: String,
    tree: Tree<G::Action>,
    root_actor: Seat,
    /// The iteration's working state, kept to reuse its allocations.
    state: Option<G>,
    legal: Vec<G::Action>,
    untried: Vec<G::Action>,
    outcomes: Vec<(G::Action, u32)>,
    events: Vec<G::Event>,
    path: Vec<u32>,
    values: Vec<f64>,
    scores: Vec<f64>,
    /// The smallest and largest return seen in this search, to normalise
    /// mean returns to `[0, 1]` in UCB.
    lo: f64,
    hi: f64,
    stats: SearchStats,
}

impl<G: Game> Mcts<G> {
    /// MCTS with random rollouts, counting unfinished rollouts as 0.
    pub fn new(config: MctsConfig, seed: u64) -> Self {
        Self::with_parts(config, UniformPolicy, ConstantEvaluator(0.0), seed)
    }
}

impl<G: Game, P: Policy<G>, E: Evaluator<G>> Mcts<G, P, E> {
    pub fn with_parts(config: MctsConfig, policy: P, evaluator: E, seed: u64) -> Self {
        let name = match config.rollout {
            Rollout::Policy { .. } => format!("mcts({config},policy={})", policy.name()),
            Rollout::Random => format!("mcts({config})"),
        };
        Self {
            config,
            policy,
            evaluator,
            rng: HordeRng::new(seed, stream::AI),
            name,
            tree: Tree::new(),
            root_actor: Seat(0),
            state: None,
            legal: Vec::new(),
            untried: Vec::new(),
            outcomes: Vec::new(),
            events: Vec::new(),
            path: Vec::new(),
            values: Vec::new(),
            scores: Vec::new(),
            lo: f64::INFINITY,
            hi: f64::NEG_INFINITY,
            stats: SearchStats::default(),
        }
    }

    pub fn config(&self) -> &MctsConfig {
        &self.config
    }

    /// Counters of the last search (all zero after a forced move).
    pub fn stats(&self) -> SearchStats {
        self.stats
    }

    /// The root actions of the last search with their visits and means.
    pub fn root_stats(&self) -> Vec<RootStat<G::Action>> {
        let mut out = Vec::new();
        if self.tree.len() == 0 {
            return out;
        }
        let mut c = self.tree.node(0).first_child;
        while c != NONE {
            let n = self.tree.node(c);
            out.push(RootStat { action: n.action, visits: n.visits, mean: self.tree.mean(c, self.root_actor.index()) });
            c = n.next_sibling;
        }
        out
    }

    /// Searches from `game` for `seat` and returns the most visited of
    /// `legal` (ties: the higher mean, then the first in order).
    pub fn search(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> G::Action {
        assert!(!legal.is_empty(), "{NO_LEGAL_ACTION}");
        self.stats = SearchStats::default();
        if legal.len() == 1 {
            return legal[0];
        }
        if !self.policy.worth_searching(game, seat, legal) {
            self.policy.score(game, seat, legal, &mut self.rng, &mut self.scores);
            let scored = self.scores.len().min(legal.len());
            return legal[argmax_tie_break(&self.scores[..scored], &mut self.rng).unwrap_or(0)];
        }
        let seats = game.num_seats();
        self.root_actor = seat;
        self.tree.reset(seats, legal[0], Actor::Seat(seat));
        self.values.clear();
        self.values.resize(seats, 0.0);
        self.lo = f64::INFINITY;
        self.hi = f64::NEG_INFINITY;

        match self.config.budget {
            Budget::Iterations(n) => {
                for _ in 0..n {
                    self.iterate(game, seat);
                }
                self.stats.iterations = n;
            }
            Budget::Time(limit) => self.stats.iterations = self.run_for(game, seat, limit),
        }
        self.stats.nodes = self.tree.len();
        self.best_root_action(seat, legal)
    }

    // A time budget is wall-clock time by definition. This is a bot, not
    // rules code, and a time-budgeted search is documented as
    // non-reproducible and kept out of tests and simulations.
    #[allow(clippy::disallowed_methods)]
    fn run_for(&mut self, game: &G, seat: Seat, limit: std::time::Duration) -> u32 {
        let start = std::time::Instant::now();
        let mut n = 0u32;
        loop {
            self.iterate(game, seat);
            n += 1;
            // Reading the clock costs about as much as a short iteration.
            if (n.is_multiple_of(16) && start.elapsed() >= limit) || n == u32::MAX {
                return n;
            }
        }
    }

    fn best_root_action(&self, seat: Seat, legal: &[G::Action]) -> G::Action {
        let mut best: Option<(G::Action, u32, f64)> = None;
        for &a in legal {
            let Some(c) = self.tree.find_child(0, Actor::Seat(seat), a) else { continue };
            let (visits, mean) = (self.tree.node(c).visits, self.tree.mean(c, seat.index()));
            if best.is_none_or(|(_, bv, bm)| visits > bv || visits == bv && mean > bm) {
                best = Some((a, visits, mean));
            }
        }
        best.map_or(legal[0], |(a, _, _)| a)
    }

    /// One iteration: select and expand in the tree, roll out, back up.
    fn iterate(&mut self, root: &G, seat: Seat) {
        let mut state = match self.state.take() {
            _ if self.config.determinize => root.resample_hidden(Viewer::Seat(seat), &mut self.rng),
            Some(mut s) => {
                s.clone_from(root);
                s
            }
            None => root.clone(),
        };
        self.path.clear();
        self.path.push(0);
        let finished = self.descend(&mut state);
        if !finished {
            self.rollout(&mut state);
        }
        for &n in &self.path {
            self.tree.record(n, &self.values);
        }
        for &v in &self.values {
            self.lo = self.lo.min(v);
            self.hi = self.hi.max(v);
        }
        self.stats.max_depth = self.stats.max_depth.max(self.path.len() as u32 - 1);
        self.state = Some(state);
    }

    /// Walks down the tree, growing it by one seat node (plus any chance
    /// outcomes met on the way). Returns `true` when the game ended inside
    /// the tree (then `values` holds the outcome).
    fn descend(&mut self, state: &mut G) -> bool {
        let mut node = 0u32;
        loop {
            match state.decision() {
                Decision::Terminal => {
                    self.terminal_values(state);
                    return true;
                }
                Decision::Chance => {
                    let action = self.sample_chance(state);
                    let child = match self.tree.find_child(node, Actor::Chance, action) {
                        Some(c) => Some(c),
                        None if self.tree.len() < self.config.max_nodes => {
                            Some(self.tree.add_child(node, Actor::Chance, action))
                        }
                        None => None,
                    };
                    state.apply_unchecked(action, &mut self.events);
                    self.events.clear();
                    match child {
                        Some(c) => {
                            node = c;
                            self.path.push(c);
                        }
                        None => return false,
                    }
                }
                Decision::Seat(mover) => {
                    self.legal.clear();
                    state.legal_actions(&mut self.legal);
                    let (action, child, stop) = self.select(state, node, mover);
                    state.apply_unchecked(action, &mut self.events);
                    self.events.clear();
                    if let Some(c) = child {
                        node = c;
                        self.path.push(c);
                    }
                    if stop {
                        return false;
                    }
                }
            }
        }
    }

    /// Picks the action of `mover` at `node` among `self.legal`: an untried
    /// one if any (expanding it), else the best by UCB. Returns the action,
    /// its node, and whether selection stops there.
    fn select(&mut self, state: &G, node: u32, mover: Seat) -> (G::Action, Option<u32>, bool) {
        let actor = Actor::Seat(mover);
        let span = self.hi - self.lo;
        let c_explore = self.config.exploration;
        self.untried.clear();
        let mut best: Option<(u32, f64)> = None;
        let mut children = 0usize;
        let mut c = self.tree.node(node).first_child;
        for &a in &self.legal {
            // Children and legal actions are both sorted: one merge pass.
            while c != NONE && (self.tree.node(c).actor, self.tree.node(c).action) < (actor, a) {
                c = self.tree.node(c).next_sibling;
            }
            if c != NONE && (self.tree.node(c).actor, self.tree.node(c).action) == (actor, a) {
                children += 1;
                let n = self.tree.node_mut(c);
                n.avail += 1;
                let (visits, avail) = (f64::from(n.visits), f64::from(n.avail));
                let mean = self.tree.mean(c, mover.index());
                let q = if span > 0.0 { (mean - self.lo) / span } else { 0.5 };
                let ucb = q + c_explore * (avail.ln() / visits).sqrt();
                if best.is_none_or(|(_, b)| ucb > b) {
                    best = Some((c, ucb));
                }
                c = self.tree.node(c).next_sibling;
            } else {
                self.untried.push(a);
            }
        }
        let room = match self.config.widening {
            Some(w) => children < w.allowed(self.tree.node(node).visits),
            None => true,
        };
        if !self.untried.is_empty() && room && self.tree.len() < self.config.max_nodes {
            let a = match self.config.widening {
                Some(_) => self.best_untried(state, mover),
                None => self.untried[self.rng.below(self.untried.len() as u32) as usize],
            };
            let child = self.tree.add_child(node, actor, a);
            self.tree.node_mut(child).avail += 1;
            return (a, Some(child), true);
        }
        match best {
            Some((c, _)) => (self.tree.node(c).action, Some(c), false),
            // The tree is full and none of these actions has a node.
            None => (self.legal[self.rng.below(self.legal.len() as u32) as usize], None, true),
        }
    }

    /// The untried action the policy scores highest (the first of equals).
    fn best_untried(&mut self, state: &G, mover: Seat) -> G::Action {
        self.policy.score(state, mover, &self.legal, &mut self.rng, &mut self.scores);
        let mut best: Option<(G::Action, f64)> = None;
        for &a in &self.untried {
            let s = self
                .legal
                .binary_search(&a)
                .ok()
                .and_then(|i| self.scores.get(i).copied())
                .unwrap_or(f64::NEG_INFINITY);
            let s = if s.is_nan() { f64::NEG_INFINITY } else { s };
            if best.is_none_or(|(_, b)| s > b) {
                best = Some((a, s));
            }
        }
        best.map_or(self.untried[0], |(a, _)| a)
    }

    /// Plays on from `state` until the game ends or the depth cap, and
    /// leaves the per-seat returns in `values`.
    fn rollout(&mut self, state: &mut G) {
        for _ in 0..self.config.max_rollout_steps {
            let action = match state.decision() {
                Decision::Terminal => break,
                Decision::Chance => self.sample_chance(state),
                Decision::Seat(mover) => self.rollout_action(state, mover),
            };
            state.apply_unchecked(action, &mut self.events);
            self.events.clear();
        }
        if state.decision() == Decision::Terminal {
            self.terminal_values(state);
        } else {
            self.evaluator.evaluate(state, &mut self.values);
        }
    }

    fn rollout_action(&mut self, state: &G, mover: Seat) -> G::Action {
        let epsilon = match self.config.rollout {
            Rollout::Random => 1.0,
            Rollout::Policy { epsilon } => epsilon,
        };
        epsilon_greedy(state, mover, epsilon, &mut self.policy, &mut self.rng, &mut self.legal, &mut self.scores)
    }

    fn sample_chance(&mut self, state: &G) -> G::Action {
        match state.sample_chance(&mut self.rng, &mut self.outcomes) {
            Some(outcome) => outcome,
            None => panic!("{}: chance decision with no outcome", G::ID),
        }
    }

    fn terminal_values(&mut self, state: &G) {
        let Some(outcome) = state.outcome() else {
            self.values.fill(0.0);
            return;
        };
        if self.config.shaping > 0.0 {
            // Losers get a share of how far the game got.
            self.evaluator.evaluate(state, &mut self.values);
            for v in &mut self.values {
                *v *= self.config.shaping;
            }
        } else {
            self.values.fill(0.0);
        }
        for (i, v) in self.values.iter_mut().enumerate() {
            let won = outcome.winners.iter().any(|w| w.index() == i);
            match self.config.reward {
                Reward::Scores if won || self.config.shaping <= 0.0 => {
                    *v = outcome.scores.get(i).map_or(0.0, |&s| f64::from(s));
                }
                Reward::Wins if won => *v = 1.0,
                _ => {}
            }
        }
    }
}

impl<G: Game, P: Policy<G>, E: Evaluator<G>> Bot<G> for Mcts<G, P, E> {
    fn name(&self) -> &str {
        &self.name
    }

    fn reset(&mut self, seed: u64) {
        self.rng = HordeRng::new(seed, stream::AI);
        self.stats = SearchStats::default();
    }

    fn choose(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> G::Action {
        self.search(game, seat, legal)
    }
}

impl<G: Game, P: fmt::Debug, E: fmt::Debug> fmt::Debug for Mcts<G, P, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Mcts")
            .field("name", &self.name)
            .field("config", &self.config)
            .field("policy", &self.policy)
            .field("evaluator", &self.evaluator)
            .field("stats", &self.stats)
            .finish_non_exhaustive()
    }
}
