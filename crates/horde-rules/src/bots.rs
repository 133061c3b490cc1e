//! What a rule system lends to the generic bots: a scoring policy and a
//! static evaluator. The bots themselves (random, heuristic, rollout
//! search, MCTS) live above, in horde-ai, and know no game.

use horde_core::{Game, HordeRng, Seat};

/// Scores the legal actions of a seat; higher is better.
///
/// A rule system supplies one to encode its priorities (kill the runner in
/// reach first, never leave the objective uncovered...). It drives the
/// heuristic bot and, optionally, search rollouts.
///
/// `game` is the real state, hidden parts included: a fair policy reads
/// only what `seat` may see (`game.view(Viewer::Seat(seat))`, or a state
/// from `game.resample_hidden`). Scores should depend only on the
/// arguments, so that a reset bot replays exactly.
pub trait Policy<G: Game> {
    /// A short label for reports.
    fn name(&self) -> &str {
        "policy"
    }

    /// Clears `scores` and pushes one score per action of `legal`, in the
    /// same order. `rng` is the bot's own stream, for policies that sample.
    fn score(&mut self, game: &G, seat: Seat, legal: &[G::Action], rng: &mut HordeRng, scores: &mut Vec<f64>);

    /// Whether a search should spend its budget on this decision; `false`
    /// leaves it to the policy's best score (for choices the policy
    /// resolves well enough, such as tidying an inventory). Never changes
    /// what the policy scores.
    fn worth_searching(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> bool {
        let _ = (game, seat, legal);
        true
    }
}

/// Estimates the final score of every seat at a state that is not over
/// (used at a search's depth cap and by one-step lookahead).
///
/// Values are in the units of [`horde_core::Outcome::scores`]: in a
/// cooperative game where a win scores 1 and a loss 0, an estimate of the
/// chance of winning.
pub trait Evaluator<G: Game> {
    /// Writes one value per seat; `values.len() == game.num_seats()`.
    fn evaluate(&mut self, game: &G, values: &mut [f64]);
}

/// Any `FnMut(&G, &mut [f64])` is an evaluator.
impl<G: Game, F: FnMut(&G, &mut [f64])> Evaluator<G> for F {
    fn evaluate(&mut self, game: &G, values: &mut [f64]) {
        self(game, values);
    }
}

/// What a rule system lends to generic bots: its policy (for `heuristic`
/// and policy rollouts) and its evaluator (for `greedy` and the MCTS depth
/// cap). Both are optional; a rule system without them still gets
/// `random` and plain `mcts`.
pub trait BotParts<G: Game>: Sync {
    fn policy(&self, seat: Seat) -> Option<Box<dyn Policy<G>>> {
        let _ = seat;
        None
    }
    fn evaluator(&self, seat: Seat) -> Option<Box<dyn Evaluator<G>>> {
        let _ = seat;
        None
    }
}

/// A rule system with nothing to lend.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoParts;

impl<G: Game> BotParts<G> for NoParts {}

impl<G: Game> Policy<G> for Box<dyn Policy<G>> {
    fn name(&self) -> &str {
        (**self).name()
    }
    fn score(&mut self, game: &G, seat: Seat, legal: &[G::Action], rng: &mut HordeRng, scores: &mut Vec<f64>) {
        (**self).score(game, seat, legal, rng, scores);
    }
    fn worth_searching(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> bool {
        (**self).worth_searching(game, seat, legal)
    }
}

impl<G: Game> Evaluator<G> for Box<dyn Evaluator<G>> {
    fn evaluate(&mut self, game: &G, values: &mut [f64]) {
        (**self).evaluate(game, values);
    }
}
