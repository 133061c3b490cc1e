//! Static evaluation of a state: what each seat can expect to score.

use horde_core::{Game, Outcome};
pub use horde_rules::Evaluator;

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
