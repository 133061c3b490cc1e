//! Bots for any [`horde_core::Game`].
//!
//! Every bot implements [`Bot`]: given the state, its seat and the legal
//! actions, it picks one. Bots are deterministic for a seed: the same seed,
//! the same state and the same sequence of calls give the same choices,
//! whatever machine or thread runs them (only [`Budget::Time`] depends on
//! the clock).
//!
//! - [`RandomBot`]: uniform over the legal actions.
//! - [`HeuristicBot`]: plays the best action of a [`Policy`] that a rule
//!   system supplies; [`Lookahead`] is a generic policy that scores the
//!   state after each action with an [`Evaluator`] (greedy, one step).
//! - [`Mcts`]: UCT with explicit chance nodes and multi-seat returns, and
//!   information-set search by determinization for hidden information.
//! - [`RolloutBot`]: rollout improvement of a policy: its best few actions
//!   compared by playing each out with the policy itself.
//!
//! [`BotChoice`] names the bots front ends offer (a kind and, for the
//! searches, a strength), each one fixed [`BotSpec`]; [`decision_seed`]
//! is how every front end seeds a bot before a decision.
//!
//! [`toy`] holds two tiny reference games used by the tests and benches of
//! this crate and of the simulator.

mod bot;
mod choice;
mod eval;
mod heuristic;
pub mod mcts;
mod policy;
mod random;
mod rollout;
mod spec;
pub mod toy;

pub use bot::Bot;
pub use choice::{
    BotChoice, BotKind, Strength, decision_seed, default_kind, has_policy, offered_kinds, offered_text, resolve,
};
pub use eval::{ConstantEvaluator, Evaluator, outcome_values};
pub use heuristic::{ChanceMode, GreedyBot, HeuristicBot, Lookahead};
pub use mcts::{Budget, Mcts, MctsConfig, Reward, Rollout, RootStat, SearchStats, Widening};
pub use policy::{Policy, UniformPolicy, argmax_tie_break, epsilon_greedy};
pub use random::RandomBot;
pub use rollout::{RolloutBot, RolloutConfig, RolloutStats};
pub use spec::{BOT_KINDS, BotParts, BotSpec, BotSpecError, NoParts};
