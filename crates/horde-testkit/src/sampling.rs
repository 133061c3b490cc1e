//! Check 8 on one state: `Game::sample_legal` draws from exactly the
//! distribution of the full legal list, uniformly.
//!
//! A rule system that overrides `sample_legal` to skip the list is where a
//! draw can go wrong without any playout noticing: an action it can never
//! draw, one it draws twice as often, one that is not legal at all. Each
//! checked state is sampled `SAMPLES_PER_ACTION` times per listed action:
//! every draw must be listed, every listed action must come up (missing
//! one by chance has probability about e^-SAMPLES_PER_ACTION), and the
//! counts must pass Pearson's chi-squared test against the uniform
//! distribution far out in the tail, so a sound sampler never fails and
//! a biased one fails on a moderate bias.

use crate::failure::FailureKind;
use crate::playout::{Checked, Problem};
use horde_core::{Decision, Game, HordeRng, sample_listed_chance};

/// Streams each checked chance decision is drawn from.
const CHANCE_STREAMS: u64 = 16;

/// Expected draws of each listed action at a checked state.
const SAMPLES_PER_ACTION: u32 = 40;

/// Draws at a checked state with few actions, so that a bias on a short
/// list (two or three actions) is seen too.
const MIN_DRAWS: usize = 400;

/// The standard normal quantile the chi-squared threshold stands at
/// (about one false alarm in 10^9 states).
const Z: f64 = 6.0;

/// Samples `state` and compares the draws with `legal` (its sorted list).
pub(crate) fn check_sampling<G: Game>(state: &G, legal: &[G::Action], rng: &mut HordeRng) -> Checked<G::Action> {
    use FailureKind::*;
    let mut scratch = Vec::new();
    let drawn = state.sample_legal(rng, &mut scratch);
    if state.decision() == Decision::Terminal || legal.is_empty() {
        return match drawn {
            None => Ok(()),
            Some(a) => Err(Problem::new(SampleNotListed, format!("sample_legal drew {a} with nothing listed")).on(a)),
        };
    }
    let n = legal.len();
    let draws = (SAMPLES_PER_ACTION as usize * n).max(MIN_DRAWS);
    let mut counts = vec![0u32; n];
    let mut next = drawn;
    for _ in 0..draws {
        let Some(a) = next else {
            return Err(Problem::new(SampleNotListed, format!("sample_legal drew nothing from {n} listed actions")));
        };
        match legal.binary_search(&a) {
            Ok(i) => counts[i] += 1,
            Err(_) => {
                return Err(Problem::new(SampleNotListed, format!("sample_legal drew {a}, which is not listed")).on(a));
            }
        }
        next = state.sample_legal(rng, &mut scratch);
    }
    if let Some(i) = counts.iter().position(|&c| c == 0) {
        return Err(Problem::new(
            SampleDistribution,
            format!("sample_legal never drew {} in {draws} draws from {n} listed actions", legal[i]),
        )
        .on(legal[i]));
    }
    let (statistic, limit) = chi_squared(&counts);
    if statistic > limit {
        let (lo, hi) = (counts.iter().min().copied().unwrap_or(0), counts.iter().max().copied().unwrap_or(0));
        return Err(Problem::new(
            SampleDistribution,
            format!(
                "sample_legal is not uniform over {n} listed actions: chi-squared {statistic:.1} > {limit:.1} \
                 ({draws} draws, {SAMPLES_PER_ACTION} expected each, counts from {lo} to {hi})"
            ),
        ));
    }
    Ok(())
}

/// At a chance decision, `Game::sample_chance` must draw exactly the
/// outcome the weighted list draws from the same stream and leave the
/// stream where the list leaves it: seeded games and reports then stay the
/// same whether a caller draws directly or by the list.
pub(crate) fn check_chance_sampling<G: Game>(state: &G, rng: &mut HordeRng) -> Checked<G::Action> {
    if state.decision() != Decision::Chance {
        return Ok(());
    }
    let (mut direct, mut listed) = (Vec::new(), Vec::new());
    let seed = rng.next_u64();
    for stream in 0..CHANCE_STREAMS {
        let mut a = HordeRng::derived(seed, horde_core::rng::stream::TEST, stream);
        let mut b = a.clone();
        let (x, y) = (state.sample_chance(&mut a, &mut direct), sample_listed_chance(state, &mut b, &mut listed));
        if x != y {
            let shown = |o: Option<G::Action>| o.map_or_else(|| "nothing".to_owned(), |a| a.to_string());
            let problem = Problem::new(
                FailureKind::ChanceSampleMismatch,
                format!("sample_chance drew {} where the weighted list draws {}", shown(x), shown(y)),
            );
            return Err(match y {
                Some(a) => problem.on(a),
                None => problem,
            });
        }
        if a.next_u64() != b.next_u64() {
            return Err(Problem::new(
                FailureKind::ChanceSampleMismatch,
                "sample_chance left the random stream elsewhere than the weighted list".to_owned(),
            ));
        }
    }
    Ok(())
}

/// Pearson's statistic of `counts` against equal expectations, and the
/// chi-squared quantile at `Z` for its degrees of freedom (Wilson and
/// Hilferty's cube-root approximation, good to a few per cent here).
fn chi_squared(counts: &[u32]) -> (f64, f64) {
    let total: f64 = counts.iter().map(|&c| f64::from(c)).sum();
    let expected = total / counts.len() as f64;
    let statistic = counts.iter().map(|&c| (f64::from(c) - expected).powi(2) / expected).sum();
    // One action: every draw is it, and the statistic is 0.
    let df = (counts.len().max(2) - 1) as f64;
    let a = 2.0 / (9.0 * df);
    let limit = df * (1.0 - a + Z * a.sqrt()).powi(3);
    (statistic, limit)
}

#[cfg(test)]
mod tests {
    use super::chi_squared;

    #[test]
    fn the_threshold_sits_in_the_far_tail_and_bias_crosses_it() {
        // Exactly uniform counts: statistic 0.
        assert_eq!(chi_squared(&[40; 10]).0, 0.0);
        // Chi-squared(9) exceeds 60.7 with probability 1e-9; the
        // approximation errs a little on the lenient side.
        let (_, limit) = chi_squared(&[40; 10]);
        assert!((60.0..66.0).contains(&limit), "{limit}");
        // One action drawn half as often as the rest: 20 instead of 40,
        // the shortfall spread over the other nine.
        let mut skewed = [42u32; 10];
        skewed[0] = 22;
        let (s, limit) = chi_squared(&skewed);
        assert!(s < limit, "a 2:1 bias on one action in ten is within noise at 40 draws each: {s} vs {limit}");
        // Half the actions drawn three times as often as the others.
        let skewed: Vec<u32> = (0..10).map(|i| if i < 5 { 60 } else { 20 }).collect();
        let (s, limit) = chi_squared(&skewed);
        assert!(s > limit, "{s} vs {limit}");
    }
}
