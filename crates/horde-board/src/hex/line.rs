//! Lines between hex centres, in exact integer arithmetic.
//!
//! The usual drawing samples the segment at `N + 1` evenly spaced points
//! (`N` the distance) and rounds each to the nearest hex. A sample can fall
//! exactly on the edge between two hexes; the customary fix nudges both
//! ends by a tiny `ε (1, 1, -2)` in cube coordinates. Floating point stays
//! out of the rules, so here the samples are exact fractions and `ε` is
//! symbolic: it only decides exact ties. Both ends move by the same nudge,
//! so `line(b, a)` visits the same points as `line(a, b)` and is its exact
//! reverse.

use super::Hex;

/// One cube coordinate rounded: the integer, and the rounding error as an
/// exact `(numerator / n, multiple of ε)` pair, compared lexicographically.
fn round_axis(p: i64, n: i64, eps: i64) -> (i64, (i64, i64)) {
    // Nearest integer to p/n + eps·ε: an exact half goes the way ε points.
    let (num, den) = (2 * p + n, 2 * n);
    let mut k = num.div_euclid(den);
    if num.rem_euclid(den) == 0 && eps < 0 {
        k -= 1;
    }
    let (dn, de) = (k * n - p, -eps);
    let err = if dn > 0 || (dn == 0 && de > 0) { (dn, de) } else { (-dn, -de) };
    (k, err)
}

/// The hex nearest to the cube point `(pq, pr, ps) / n` nudged by
/// `side · ε (1, 1, -2)`, with `side = ±1`.
fn round_point(p: [i64; 3], n: i64, side: i64) -> Hex {
    let (mut q, eq) = round_axis(p[0], n, side);
    let (mut r, er) = round_axis(p[1], n, side);
    let (s, es) = round_axis(p[2], n, -2 * side);
    // The three roundings need not sum to zero; the axis rounded furthest
    // gives way (ties go to r, then s, as in the usual float version).
    if eq > er && eq > es {
        q = -r - s;
    } else if er > es {
        r = -q - s;
    }
    // Every sample lies between two hexes with i16 coordinates, so the
    // nearest hex does too.
    Hex::new(q as i16, r as i16)
}

/// Calls `f(i, n, point)` for the cube numerators of the `n + 1` samples
/// (`n` = distance); a distance of 0 gives one sample with `n = 1`.
fn samples(a: Hex, b: Hex, mut f: impl FnMut(i64, i64, [i64; 3]) -> bool) -> bool {
    let n = i64::from(a.distance(b)).max(1);
    let ca = [i64::from(a.q), i64::from(a.r), i64::from(a.s())];
    let cb = [i64::from(b.q), i64::from(b.r), i64::from(b.s())];
    let span = if a == b { 0 } else { n };
    (0..=span).all(|i| f(i, n, std::array::from_fn(|k| ca[k] * n + (cb[k] - ca[k]) * i)))
}

/// The hexes of the line from `a` to `b` into `out` (cleared first):
/// `distance + 1` hexes, each adjacent to the next.
///
/// Where the line runs exactly along an edge between two hexes, it takes
/// the side a nudge of `+ε (1, 1, -2)` (cube `q, r, s`) puts it on; the
/// arithmetic is exact, and `line(b, a)` is exactly the reverse of
/// `line(a, b)`.
pub fn line(a: Hex, b: Hex, out: &mut Vec<Hex>) {
    out.clear();
    samples(a, b, |_, n, p| {
        out.push(round_point(p, n, 1));
        true
    });
}

/// Whether no hex strictly between `a` and `b` blocks the line between
/// their centres (the end hexes are never tested). Where the line runs
/// exactly along the edge between two hexes it is blocked only if both
/// block (ATZ-LOS-4): it can be drawn on either side.
pub fn line_of_sight(a: Hex, b: Hex, blocks: impl Fn(Hex) -> bool) -> bool {
    let blocking = |h: Hex| h != a && h != b && blocks(h);
    samples(a, b, |_, n, p| {
        let (up, down) = (round_point(p, n, 1), round_point(p, n, -1));
        !(blocking(up) && (up == down || blocking(down)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(q: i16, r: i16) -> Hex {
        Hex::new(q, r)
    }

    fn line_vec(a: Hex, b: Hex) -> Vec<Hex> {
        let mut v = Vec::new();
        line(a, b, &mut v);
        v
    }

    #[test]
    fn simple_lines() {
        assert_eq!(line_vec(h(1, 1), h(1, 1)), vec![h(1, 1)]);
        assert_eq!(line_vec(h(0, 0), h(3, 0)), vec![h(0, 0), h(1, 0), h(2, 0), h(3, 0)]);
        assert_eq!(line_vec(h(0, 0), h(0, -2)), vec![h(0, 0), h(0, -1), h(0, -2)]);
    }

    #[test]
    fn edge_line_takes_the_nudged_side() {
        // (0,0) -> (1,1) runs along the edge between (1,0) and (0,1):
        // the midpoint (1/2, 1/2, -1) rounds, nudged by +ε, to (1,0).
        assert_eq!(line_vec(h(0, 0), h(1, 1)), vec![h(0, 0), h(1, 0), h(1, 1)]);
        assert_eq!(line_vec(h(1, 1), h(0, 0)), vec![h(1, 1), h(1, 0), h(0, 0)]);
        // (0,0) -> (2,-1): between (1,0) and (1,-1) at the midpoint.
        assert_eq!(line_vec(h(0, 0), h(2, -1)), vec![h(0, 0), h(1, 0), h(2, -1)]);
        // (0,0) -> (1,-2): between (0,-1) and (1,-1).
        assert_eq!(line_vec(h(0, 0), h(1, -2)), vec![h(0, 0), h(1, -1), h(1, -2)]);
    }

    #[test]
    fn lines_are_connected_and_reversible() {
        let pts: Vec<Hex> = Hex::ORIGIN.spiral(4).collect();
        for &a in &pts {
            for &b in &pts {
                let l = line_vec(a, b);
                assert_eq!(l.len() as u32, a.distance(b) + 1);
                assert_eq!((l[0], l[l.len() - 1]), (a, b));
                assert!(l.windows(2).all(|w| w[0].distance(w[1]) == 1), "{a} -> {b}: {l:?}");
                let mut back = line_vec(b, a);
                back.reverse();
                assert_eq!(l, back);
            }
        }
    }

    #[test]
    fn sight_along_an_edge_needs_both_sides_blocked() {
        let (a, b) = (h(0, 0), h(1, 1));
        assert!(line_of_sight(a, b, |x| x == h(1, 0)));
        assert!(line_of_sight(a, b, |x| x == h(0, 1)));
        assert!(!line_of_sight(a, b, |x| x == h(1, 0) || x == h(0, 1)));
        // Ends never block, and a straight line is blocked by its middle.
        assert!(line_of_sight(a, b, |x| x == a || x == b));
        assert!(!line_of_sight(h(0, 0), h(4, 0), |x| x == h(2, 0)));
        assert!(line_of_sight(h(0, 0), h(4, 0), |x| x == h(2, 1)));
    }
}
