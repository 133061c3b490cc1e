//! Line of fire (GS-RANGE-1/2, GS-GAP-12) and walking distances for
//! heuristics, on top of `horde-board`'s exact lines and path search.

use crate::content::{EdgeKind, content};
use crate::rules::geom::{Edge, Pos};
use crate::rules::state::{GridSiege, Pass};
use horde_board::square::line_of_sight;
use horde_board::{DistanceMap, Sq, SquareGrid, UNREACHABLE};

fn sq(p: Pos) -> Sq {
    Sq::new(i16::from(p.x), i16::from(p.y))
}

fn pos(s: Sq) -> Pos {
    Pos::new(s.x as u8, s.y as u8)
}

fn grid() -> SquareGrid {
    let m = &content().map;
    // The board is validated to be at most 64 x 64, so this cannot fail.
    SquareGrid::new(u16::from(m.width), u16::from(m.height)).unwrap_or_else(|_| unreachable!("validated board size"))
}

impl GridSiege {
    /// A shot crosses the edge between neighbours: walls and barricades
    /// block; openings, destroyed walls and obstacles do not.
    fn sight_wall(&self, a: Pos, b: Pos) -> bool {
        Edge::between(a, b).is_none_or(|e| self.is_barricaded(e) || self.edge_kind(e) == EdgeKind::Wall)
    }

    /// Clear line of fire from `from` to `to` (GS-GAP-12): the segment
    /// between square centres; passing exactly through a corner needs one
    /// clear way around (a diagonal shot through an opening, GS-RANGE-1).
    /// The car blocks except its hood and trunk rows, and a shooter inside
    /// it sees out past its other squares.
    pub fn line_of_fire(&self, from: Pos, to: Pos) -> bool {
        let m = &content().map;
        let from_car = m.contains(from) && m.sq(from).car;
        line_of_sight(
            sq(from),
            sq(to),
            |s| {
                let p = pos(s);
                m.contains(p) && m.sq(p).car && !from_car && !m.car_end_row(p)
            },
            |a, b| self.sight_wall(pos(a), pos(b)),
        )
    }

    /// Walking distance in squares for a human, ignoring figures (walls,
    /// barricades and the car block; windows and obstacles count 1).
    /// `u8::MAX` where unreachable. For heuristics.
    pub fn human_distances(&self, from: Pos) -> Vec<u8> {
        let m = &content().map;
        self.distances(from, |a, b| (!m.sq(b).car && self.pass(a, b) != Pass::Blocked).then_some(1))
    }

    /// Zombie walking costs (GS-ZMOVE): 1 per square, 2 through a window;
    /// walls, barricades, obstacles, the car and humans block. For heuristics.
    pub fn zombie_distances(&self, from: Pos) -> Vec<u8> {
        let m = &content().map;
        self.distances(from, |a, b| {
            let s = m.sq(b);
            if s.car || s.obstacle || self.human_at(b).is_some() {
                return None;
            }
            match self.pass(a, b) {
                Pass::Open => Some(1),
                Pass::Window => Some(2),
                Pass::Blocked => None,
            }
        })
    }

    fn distances(&self, from: Pos, cost: impl Fn(Pos, Pos) -> Option<u16>) -> Vec<u8> {
        let g = grid();
        let mut d = DistanceMap::new();
        if d.fill_dijkstra(&g, &[sq(from)], |a, b, _| cost(pos(a), pos(b))).is_err() {
            return vec![u8::MAX; content().map.len()];
        }
        d.as_slice().iter().map(|&v| if v == UNREACHABLE { u8::MAX } else { v.min(254) as u8 }).collect()
    }
}
