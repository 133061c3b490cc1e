//! Static evaluation of a state: what each seat can expect to score.

use horde_core::{Game, Outcome};

/// Estimates the final score of every seat at a state that is not over
/// (used at a search's depth cap and by [`crate::Lookahead`]).
///
/// Values are in the units of [`Outcome::scores`]: in a cooperative game
/// where a win scores 1 and a loss 0, an estimate of the chance of winning.
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

/// The same value for every seat and state: "no opinion". The default at
/// the depth cap of a search, where it counts an unfinished game as a draw
/// at that value.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ConstantEvaluator(pub f64);

impl<G: Game> Evaluator<G> for ConstantEvaluator {
    fn evaluate(&mut self, _game: &G, values: &mut [f64]) {
        values.fill(self.0);
    }
}

/// The values of a finished game: each seat's score. Seats missing from
/// `outcome.scores` count 0.
pub fn outcome_values(outcome: &Outcome, values: &mut [f64]) {
    for (i, v) in values.iter_mut().enumerate() {
        *v = outcome.scores.get(i).map_or(0.0, |&s| f64::from(s));
    }
}
