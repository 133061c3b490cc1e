//! Confidence intervals for win rates.

/// The two-sided 95% normal quantile.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The 95% Wilson score interval of a proportion `successes / n`.
///
/// Unlike the textbook `p ± z·sqrt(p(1-p)/n)` it stays inside `[0, 1]` and
/// keeps its coverage near 0 and 1, which matters for missions that are
/// almost always lost or won. `n == 0` gives `[0, 1]`: nothing is known.
pub fn wilson(successes: u64, n: u64) -> [f64; 2] {
    if n == 0 {
        return [0.0, 1.0];
    }
    let (k, nf) = (successes.min(n) as f64, n as f64);
    let p = k / nf;
    let z2 = Z95 * Z95;
    let centre = p + z2 / (2.0 * nf);
    let half = Z95 * (p * (1.0 - p) / nf + z2 / (4.0 * nf * nf)).sqrt();
    let denom = 1.0 + z2 / nf;
    // At 0 and n the bound is exactly 0 or 1; say so rather than 1e-17.
    let lo = if successes == 0 { 0.0 } else { ((centre - half) / denom).max(0.0) };
    let hi = if successes >= n { 1.0 } else { ((centre + half) / denom).min(1.0) };
    [lo, hi]
}

/// The 95% interval of the difference of two win rates measured on the
/// same seeds (paired), by Newcombe's hybrid score method ("method 10",
/// Statistics in Medicine 17, 1998, 2635-2650): the two Wilson intervals
/// combined with the correlation of the pairs.
///
/// `both`, `only_a`, `only_b`, `neither` count the games won by both bots,
/// by A only, by B only and by neither. The difference is A minus B.
pub fn paired_difference(both: u64, only_a: u64, only_b: u64, neither: u64) -> [f64; 2] {
    let n = both + only_a + only_b + neither;
    if n == 0 {
        return [-1.0, 1.0];
    }
    let nf = n as f64;
    let (wins_a, wins_b) = (both + only_a, both + only_b);
    let (p1, p2) = (wins_a as f64 / nf, wins_b as f64 / nf);
    let [l1, u1] = wilson(wins_a, n);
    let [l2, u2] = wilson(wins_b, n);
    // The phi coefficient of the 2x2 table; 0 when a margin is empty.
    let (a, b, c, d) = (both as f64, only_a as f64, only_b as f64, neither as f64);
    let margins = (a + b) * (c + d) * (a + c) * (b + d);
    let phi = if margins > 0.0 { (a * d - b * c) / margins.sqrt() } else { 0.0 };
    let diff = p1 - p2;
    let below = (p1 - l1).powi(2) - 2.0 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2).powi(2);
    let above = (u1 - p1).powi(2) - 2.0 * phi * (u1 - p1) * (p2 - l2) + (p2 - l2).powi(2);
    [(diff - below.max(0.0).sqrt()).max(-1.0), (diff + above.max(0.0).sqrt()).min(1.0)]
}

/// The value at quantile `q` (0..=1), nearest rank, of the values that
/// `counts` (ascending values, how many of each) describe: the
/// same as nearest rank on the sorted list of them all.
pub(crate) fn quantile_of_counts<T: Copy + Default>(counts: &[(T, u64)], q: f64) -> T {
    let n: u64 = counts.iter().map(|c| c.1).sum();
    if n == 0 {
        return T::default();
    }
    let rank = ((q * n as f64).ceil() as u64).clamp(1, n);
    let mut seen = 0;
    for &(value, count) in counts {
        seen += count;
        if seen >= rank {
            return value;
        }
    }
    T::default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: [f64; 2], b: [f64; 2]) -> bool {
        (a[0] - b[0]).abs() < 5e-5 && (a[1] - b[1]).abs() < 5e-5
    }

    /// Published values: Newcombe, "Two-sided confidence intervals for the
    /// single proportion", Statistics in Medicine 17 (1998) 857-872,
    /// table II, method 3 (score interval without continuity correction).
    #[test]
    fn wilson_matches_published_values() {
        assert!(close(wilson(81, 263), [0.2553, 0.3662]), "{:?}", wilson(81, 263));
        assert!(close(wilson(15, 148), [0.0624, 0.1605]), "{:?}", wilson(15, 148));
        assert!(close(wilson(0, 20), [0.0, 0.1611]), "{:?}", wilson(0, 20));
        assert!(close(wilson(1, 29), [0.0061, 0.1718]), "{:?}", wilson(1, 29));
    }

    #[test]
    fn wilson_edges() {
        assert_eq!(wilson(0, 0), [0.0, 1.0]);
        let [lo, hi] = wilson(10, 10);
        assert!((lo - 0.7225).abs() < 5e-5 && hi == 1.0);
        let [lo, hi] = wilson(500, 1000);
        assert!((0.5 - lo - (hi - 0.5)).abs() < 1e-12, "symmetric at one half");
    }

    #[test]
    fn paired_difference_behaves() {
        // Values of the formula computed independently.
        assert!(
            close(paired_difference(10, 15, 5, 20), [0.030_503, 0.352_836]),
            "{:?}",
            paired_difference(10, 15, 5, 20)
        );
        assert!(close(paired_difference(8, 5, 4, 19), [-0.131_071, 0.184_527]));
        // Swapping A and B mirrors the interval.
        let [lo, hi] = paired_difference(10, 15, 5, 20);
        let [lo2, hi2] = paired_difference(10, 5, 15, 20);
        assert!((lo + hi2).abs() < 1e-12 && (hi + lo2).abs() < 1e-12);
        // Identical bots: the interval is centred on 0 and narrow.
        let [lo, hi] = paired_difference(300, 0, 0, 700);
        assert!(lo <= 0.0 && hi >= 0.0 && hi - lo < 0.02, "{lo} {hi}");
        assert_eq!(paired_difference(0, 0, 0, 0), [-1.0, 1.0]);
        let [lo, hi] = paired_difference(0, 50, 0, 0);
        assert!(lo > 0.85 && hi == 1.0, "{lo} {hi}");
    }

    #[test]
    fn quantiles_by_nearest_rank() {
        let v: Vec<(i32, u64)> = (1..=10).map(|x| (x, 1)).collect();
        let q = |p| quantile_of_counts(&v, p);
        assert_eq!((q(0.0), q(0.5), q(0.9), q(1.0)), (1, 5, 9, 10));
        // 1 once, 2 twice, 7 three times: 1 2 2 7 7 7.
        let w = [(1, 1), (2, 2), (7, 3)];
        let q = |p| quantile_of_counts(&w, p);
        assert_eq!((q(0.1), q(0.5), q(0.6), q(0.9)), (1, 2, 7, 7));
        assert_eq!(quantile_of_counts::<u32>(&[], 0.5), 0);
    }
}
