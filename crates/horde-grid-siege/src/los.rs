//! Line of fire (GS-RANGE-1/2, GS-GAP-12): the straight segment between
//! square centres, walked square by square with exact integer arithmetic.

use crate::content::content;
use crate::geom::{Edge, Pos};
use crate::state::GridSiege;

impl GridSiege {
    /// A shot may cross from `a` to its orthogonal neighbour `b`: no wall, no
    /// barricade; openings, destroyed walls and obstacles do not block.
    fn sight_step(&self, a: Pos, b: Pos, target: Pos, from_car: bool) -> bool {
        let m = &content().map;
        let Some(e) = Edge::between(a, b) else { return false };
        if self.is_barricaded(e) || self.edge_kind(e) == crate::content::EdgeKind::Wall {
            return false;
        }
        // The car blocks except its hood and trunk rows (and, from inside, itself).
        let sq = m.sq(b);
        !sq.car || b == target || from_car || m.car_end_row(b)
    }

    /// Clear line of fire from `from` to `to` (GS-GAP-12).
    pub fn line_of_fire(&self, from: Pos, to: Pos) -> bool {
        let m = &content().map;
        let from_car = m.contains(from) && m.sq(from).car;
        let (x0, y0) = (i32::from(from.x), i32::from(from.y));
        let (x1, y1) = (i32::from(to.x), i32::from(to.y));
        let (nx, ny) = ((x1 - x0).abs(), (y1 - y0).abs());
        let (sx, sy) = ((x1 - x0).signum(), (y1 - y0).signum());
        let (mut x, mut y) = (x0, y0);
        let (mut ix, mut iy) = (0, 0);
        let at = |x: i32, y: i32| Pos::new(x as u8, y as u8);
        while ix < nx || iy < ny {
            // Compare where the segment crosses the next vertical and
            // horizontal grid lines: (1 + 2ix) / 2nx against (1 + 2iy) / 2ny.
            let cmp = ((1 + 2 * ix) * ny).cmp(&((1 + 2 * iy) * nx));
            let here = at(x, y);
            match cmp {
                std::cmp::Ordering::Less => {
                    let next = at(x + sx, y);
                    if !self.sight_step(here, next, to, from_car) {
                        return false;
                    }
                    x += sx;
                    ix += 1;
                }
                std::cmp::Ordering::Greater => {
                    let next = at(x, y + sy);
                    if !self.sight_step(here, next, to, from_car) {
                        return false;
                    }
                    y += sy;
                    iy += 1;
                }
                std::cmp::Ordering::Equal => {
                    // Exactly through a corner: either way around will do
                    // (a diagonal shot through an opening, GS-RANGE-1).
                    let (c1, c2, diag) = (at(x + sx, y), at(x, y + sy), at(x + sx, y + sy));
                    let way1 = self.sight_step(here, c1, to, from_car) && self.sight_step(c1, diag, to, from_car);
                    let way2 = self.sight_step(here, c2, to, from_car) && self.sight_step(c2, diag, to, from_car);
                    if !(way1 || way2) {
                        return false;
                    }
                    x += sx;
                    y += sy;
                    ix += 1;
                    iy += 1;
                }
            }
        }
        true
    }
}
