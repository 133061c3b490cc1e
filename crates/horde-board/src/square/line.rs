//! Straight lines between square centres, in exact integer arithmetic.
//!
//! The segment from the centre of `a` to the centre of `b` is followed
//! square by square. Where it crosses a grid line it steps to the
//! orthogonal neighbour; where it passes *exactly* through a lattice point
//! (the corner of four squares) it steps diagonally, and the two squares
//! it only touches at that point are the corner's *sides*.
//!
//! The crossing points are compared as exact fractions, so reversing the
//! segment visits the same squares in reverse order, sides included: sight
//! from `a` to `b` is sight from `b` to `a`.

use super::Sq;

/// One move of the walk along a segment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// Across a grid line, into an orthogonal neighbour.
    Straight(Sq),
    /// Through a lattice point into a diagonal neighbour; `x_side` and
    /// `y_side` are the squares touched at the point (reached from the
    /// previous square by its x step and by its y step).
    Corner { x_side: Sq, y_side: Sq, to: Sq },
}

/// Walks the segment from `a` to `b`, calling `f(previous, step)` until it
/// returns `false`. Returns whether the walk reached `b`.
fn trace(a: Sq, b: Sq, mut f: impl FnMut(Sq, Step) -> bool) -> bool {
    let (dx, dy) = (i64::from(b.x) - i64::from(a.x), i64::from(b.y) - i64::from(a.y));
    let (nx, ny) = (dx.abs(), dy.abs());
    let (sx, sy) = (dx.signum() as i16, dy.signum() as i16);
    let (mut ix, mut iy) = (0i64, 0i64);
    let mut cur = a;
    while ix < nx || iy < ny {
        // The segment leaves the current column at t = (ix + 1/2) / nx and
        // the current row at t = (iy + 1/2) / ny; cross-multiplying keeps
        // the comparison exact (a missing axis never crosses: its side is 0).
        let x_at = (1 + 2 * ix) * ny;
        let y_at = (1 + 2 * iy) * nx;
        let (step, next) = match x_at.cmp(&y_at) {
            std::cmp::Ordering::Less => {
                ix += 1;
                let to = Sq::new(cur.x + sx, cur.y);
                (Step::Straight(to), to)
            }
            std::cmp::Ordering::Greater => {
                iy += 1;
                let to = Sq::new(cur.x, cur.y + sy);
                (Step::Straight(to), to)
            }
            std::cmp::Ordering::Equal => {
                ix += 1;
                iy += 1;
                let to = Sq::new(cur.x + sx, cur.y + sy);
                let step = Step::Corner { x_side: Sq::new(to.x, cur.y), y_side: Sq::new(cur.x, to.y), to };
                (step, to)
            }
        };
        if !f(cur, step) {
            return false;
        }
        cur = next;
    }
    true
}

/// Whether the segment between the centres of `a` and `b` is clear:
/// no square strictly between them `blocks`, and no edge it crosses has a
/// wall (`wall_between` is asked about orthogonal neighbours only).
///
/// The end squares are never tested: whether a figure may see out of a
/// blocking square, or into one, is each game's ruling. Through a lattice
/// point the segment may pass one way around, via a side square: a way is
/// open when the side square does not block and neither of its two walls
/// stands, and one open way is enough (a line that only grazes a corner is
/// blocked only when both ways around it are).
pub fn line_of_sight(a: Sq, b: Sq, blocks: impl Fn(Sq) -> bool, wall_between: impl Fn(Sq, Sq) -> bool) -> bool {
    let clear_into = |to: Sq| to == b || !blocks(to);
    trace(a, b, |from, step| match step {
        Step::Straight(to) => !wall_between(from, to) && clear_into(to),
        Step::Corner { x_side, y_side, to } => {
            let via = |side: Sq| !wall_between(from, side) && !blocks(side) && !wall_between(side, to);
            (via(x_side) || via(y_side)) && clear_into(to)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(x: i16, y: i16) -> Sq {
        Sq::new(x, y)
    }

    /// Every square the walk enters, sides of corners included.
    fn walk(a: Sq, b: Sq) -> Vec<Sq> {
        let mut v = vec![a];
        trace(a, b, |_, step| {
            match step {
                Step::Straight(to) => v.push(to),
                Step::Corner { x_side, y_side, to } => v.extend([x_side, y_side, to]),
            }
            true
        });
        v
    }

    #[test]
    fn straight_and_diagonal_walks() {
        assert_eq!(walk(sq(2, 2), sq(2, 2)), vec![sq(2, 2)]);
        assert_eq!(walk(sq(0, 0), sq(3, 0)), vec![sq(0, 0), sq(1, 0), sq(2, 0), sq(3, 0)]);
        assert_eq!(walk(sq(0, 2), sq(0, 0)), vec![sq(0, 2), sq(0, 1), sq(0, 0)]);
        assert_eq!(
            walk(sq(0, 0), sq(2, 2)),
            vec![sq(0, 0), sq(1, 0), sq(0, 1), sq(1, 1), sq(2, 1), sq(1, 2), sq(2, 2)]
        );
    }

    #[test]
    fn shallow_walk_crosses_exact_squares() {
        // From (0,0) to (3,1): the segment rises half a square over three,
        // leaving row 0 at x = 1.5, which is exactly the corner of (1,0),
        // (2,0), (1,1) and (2,1).
        assert_eq!(walk(sq(0, 0), sq(3, 1)), vec![sq(0, 0), sq(1, 0), sq(2, 0), sq(1, 1), sq(2, 1), sq(3, 1)]);
        // From (0,0) to (2,1): it leaves row 0 at x = 1, inside column 1.
        assert_eq!(walk(sq(0, 0), sq(2, 1)), vec![sq(0, 0), sq(1, 0), sq(1, 1), sq(2, 1)]);
    }

    #[test]
    fn reversed_walk_is_exact_reverse() {
        let pts: Vec<Sq> = (-4..=4).flat_map(|x| (-3..=3).map(move |y| sq(x, y))).collect();
        for &a in &pts {
            for &b in &pts {
                let mut back = walk(b, a);
                back.reverse();
                assert_eq!(walk(a, b), back, "{a} -> {b}");
            }
        }
    }

    #[test]
    fn walls_and_blockers() {
        let open = |_: Sq| false;
        let no_walls = |_: Sq, _: Sq| false;
        assert!(line_of_sight(sq(0, 0), sq(4, 0), open, no_walls));
        let wall = |p: Sq, q: Sq| (p.x.min(q.x), p.x.max(q.x)) == (1, 2) && p.y == q.y;
        assert!(!line_of_sight(sq(0, 0), sq(4, 0), open, wall));
        assert!(!line_of_sight(sq(4, 0), sq(0, 0), open, wall));
        assert!(line_of_sight(sq(0, 0), sq(1, 3), open, wall));
        let rock = |s: Sq| s == sq(2, 0);
        assert!(!line_of_sight(sq(0, 0), sq(4, 0), rock, no_walls));
        // End squares are not tested.
        assert!(line_of_sight(sq(2, 0), sq(4, 0), rock, no_walls));
        assert!(line_of_sight(sq(0, 0), sq(2, 0), rock, no_walls));
    }

    #[test]
    fn corner_rules() {
        let no_walls = |_: Sq, _: Sq| false;
        // The diagonal from (0,0) to (2,2) grazes (1,0) and (0,1): one
        // blocking side leaves the way round the other.
        let one_side = |s: Sq| s == sq(1, 0);
        assert!(line_of_sight(sq(0, 0), sq(2, 2), one_side, no_walls));
        let both_sides = |s: Sq| s == sq(1, 0) || s == sq(0, 1);
        assert!(!line_of_sight(sq(0, 0), sq(2, 2), both_sides, no_walls));
        // A straight wall through the lattice point (west edges of (1,0)
        // and (1,1)) closes both ways around.
        let open = |_: Sq| false;
        let long_wall = |p: Sq, q: Sq| p.y == q.y && p.y <= 1 && p.x.min(q.x) == 0 && p.x.max(q.x) == 1;
        assert!(!line_of_sight(sq(0, 0), sq(1, 1), open, long_wall));
        // A short wall touching the point closes one way only.
        let short_wall = |p: Sq, q: Sq| p.y == 0 && q.y == 0 && p.x.min(q.x) == 0;
        assert!(line_of_sight(sq(0, 0), sq(1, 1), open, short_wall));
    }
}
