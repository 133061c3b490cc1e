//! The uniform policy and the tie-break every policy-driven bot uses; the
//! [`Policy`] trait itself is the rule systems' (horde-rules).

use horde_core::{Game, HordeRng, Seat};
pub use horde_rules::Policy;

/// Every action scores the same: with the random tie-break this is the
/// uniformly random policy.
#[derive(Clone, Copy, Debug, Default)]
pub struct UniformPolicy;

impl<G: Game> Policy<G> for UniformPolicy {
    fn name(&self) -> &str {
        "uniform"
    }
    fn score(&mut self, _game: &G, _seat: Seat, legal: &[G::Action], _rng: &mut HordeRng, scores: &mut Vec<f64>) {
        scores.clear();
        scores.resize(legal.len(), 0.0);
    }
}

/// The index of the highest score, equal scores broken uniformly at random
/// (reservoir sampling, one draw per tie, so the stream use is fixed by the
/// scores). NaN counts as the lowest score. `None` when `scores` is empty.
pub fn argmax_tie_break(scores: &[f64], rng: &mut HordeRng) -> Option<usize> {
    let mut best: Option<(usize, f64)> = None;
    let mut ties = 0u32;
    for (i, &s) in scores.iter().enumerate() {
        let s = if s.is_nan() { f64::NEG_INFINITY } else { s };
        match best {
            Some((_, b)) if s < b => {}
            Some((_, b)) if s == b => {
                ties += 1;
                if rng.below(ties + 1) == 0 {
                    best = Some((i, s));
                }
            }
            _ => {
                best = Some((i, s));
                ties = 0;
            }
        }
    }
    best.map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use horde_core::rng::stream;

    #[test]
    fn argmax_picks_the_maximum_and_spreads_ties() {
        let mut rng = HordeRng::new(1, stream::TEST);
        assert_eq!(argmax_tie_break(&[], &mut rng), None);
        assert_eq!(argmax_tie_break(&[1.0, 3.0, 2.0], &mut rng), Some(1));
        assert_eq!(argmax_tie_break(&[f64::NAN, -5.0], &mut rng), Some(1));
        let mut counts = [0u32; 3];
        for _ in 0..3000 {
            counts[argmax_tie_break(&[2.0, 2.0, 2.0], &mut rng).unwrap()] += 1;
        }
        assert!(counts.iter().all(|&c| (850..1150).contains(&c)), "{counts:?}");
    }
}
