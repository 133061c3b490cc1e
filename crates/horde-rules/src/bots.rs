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

    /// The action a policy-driven bot picks for `seat` at `game`, found the
    /// policy's own way, or `None` to have the caller list every legal
    /// action, [`score`](Self::score) them and break ties with
    /// [`TieBreak`]. An override must return exactly that pick and draw
    /// exactly the same numbers from `rng` (none at a decision with one
    /// legal action), so that it only saves work: a policy may, say, skip
    /// listing a block of actions it knows score below the best. `scratch`
    /// and `scores` are working space; their contents afterwards are
    /// unspecified.
    fn best(
        &mut self,
        game: &G,
        seat: Seat,
        rng: &mut HordeRng,
        scratch: &mut Vec<G::Action>,
        scores: &mut Vec<f64>,
    ) -> Option<G::Action> {
        let _ = (game, seat, rng, scratch, scores);
        None
    }
}

/// The best of scores offered in order, equal scores broken uniformly at
/// random the way every policy-driven bot breaks them: reservoir sampling,
/// one draw per score equal to the best so far, so the stream's use is
/// fixed by the scores. NaN counts as the lowest score.
#[derive(Clone, Copy, Debug, Default)]
pub struct TieBreak {
    best: Option<(usize, f64)>,
    ties: u32,
}

impl TieBreak {
    /// Offers score `score` of the item at `index`.
    pub fn offer(&mut self, index: usize, score: f64, rng: &mut HordeRng) {
        let s = if score.is_nan() { f64::NEG_INFINITY } else { score };
        match self.best {
            Some((_, b)) if s < b => {}
            Some((_, b)) if s == b => {
                self.ties += 1;
                if rng.below(self.ties + 1) == 0 {
                    self.best = Some((index, s));
                }
            }
            _ => {
                self.best = Some((index, s));
                self.ties = 0;
            }
        }
    }

    /// The index and score picked so far (`None` before any offer).
    pub fn best(&self) -> Option<(usize, f64)> {
        self.best
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
    fn best(
        &mut self,
        game: &G,
        seat: Seat,
        rng: &mut HordeRng,
        scratch: &mut Vec<G::Action>,
        scores: &mut Vec<f64>,
    ) -> Option<G::Action> {
        (**self).best(game, seat, rng, scratch, scores)
    }
}

impl<G: Game> Evaluator<G> for Box<dyn Evaluator<G>> {
    fn evaluate(&mut self, game: &G, values: &mut [f64]) {
        (**self).evaluate(game, values);
    }
}
