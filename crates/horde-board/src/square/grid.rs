//! The bounded grid, its walls, and its neighbourhood for path finding.

use super::{Corner, Dir, Neighbourhood, Sq};
use crate::error::BoardError;
use crate::path::Topology;

/// A `w` x `h` grid of squares `(0..w, 0..h)` with walls on some edges
/// between orthogonal neighbours.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SquareGrid {
    w: u16,
    h: u16,
    nb: Neighbourhood,
    /// Two bits per square by index: bit `2i` is the wall on its east
    /// edge, bit `2i + 1` the wall on its south edge.
    walls: Vec<u64>,
}

impl SquareGrid {
    pub fn new(w: u16, h: u16, nb: Neighbourhood) -> Result<Self, BoardError> {
        let max = i16::MAX as u16;
        if w == 0 || h == 0 || w > max || h > max {
            return Err(BoardError::BadGridSize { w, h });
        }
        let cells = usize::from(w) * usize::from(h);
        Ok(Self { w, h, nb, walls: vec![0; (cells * 2).div_ceil(64)] })
    }

    pub fn width(&self) -> u16 {
        self.w
    }

    pub fn height(&self) -> u16 {
        self.h
    }

    pub fn neighbourhood(&self) -> Neighbourhood {
        self.nb
    }

    /// Number of squares.
    pub fn len(&self) -> usize {
        usize::from(self.w) * usize::from(self.h)
    }

    /// Always `false`: a grid has at least one square.
    pub fn is_empty(&self) -> bool {
        false
    }

    pub fn contains(&self, s: Sq) -> bool {
        s.x >= 0 && s.y >= 0 && (s.x as u16) < self.w && (s.y as u16) < self.h
    }

    /// Dense index in reading order.
    pub fn index(&self, s: Sq) -> Option<usize> {
        self.contains(s).then(|| s.y as usize * usize::from(self.w) + s.x as usize)
    }

    pub fn sq(&self, index: usize) -> Option<Sq> {
        (index < self.len()).then(|| self.sq_unchecked(index))
    }

    fn sq_unchecked(&self, index: usize) -> Sq {
        let w = usize::from(self.w);
        Sq::new((index % w) as i16, (index / w) as i16)
    }

    /// All squares in reading order.
    pub fn squares(&self) -> impl ExactSizeIterator<Item = Sq> + '_ {
        (0..self.len()).map(|i| self.sq_unchecked(i))
    }

    /// The wall bit of the edge between `a` and `b`, if they are
    /// orthogonal neighbours on the grid.
    fn wall_bit(&self, a: Sq, b: Sq) -> Option<usize> {
        let (first, south) = match (i32::from(b.x) - i32::from(a.x), i32::from(b.y) - i32::from(a.y)) {
            (1, 0) => (a, false),
            (-1, 0) => (b, false),
            (0, 1) => (a, true),
            (0, -1) => (b, true),
            _ => return None,
        };
        if !self.contains(a) || !self.contains(b) {
            return None;
        }
        Some(self.index(first)? * 2 + usize::from(south))
    }

    /// Puts up (`true`) or takes down a wall between two orthogonal neighbours.
    pub fn set_wall(&mut self, a: Sq, b: Sq, present: bool) -> Result<(), BoardError> {
        for s in [a, b] {
            if !self.contains(s) {
                return Err(BoardError::OffGrid(s));
            }
        }
        let bit = self.wall_bit(a, b).ok_or(BoardError::NotOrthogonal(a, b))?;
        let (word, mask) = (bit / 64, 1u64 << (bit % 64));
        if present {
            self.walls[word] |= mask;
        } else {
            self.walls[word] &= !mask;
        }
        Ok(())
    }

    /// Whether a wall stands between `a` and `b`; `false` for any pair that
    /// is not two orthogonal neighbours on the grid.
    pub fn has_wall(&self, a: Sq, b: Sq) -> bool {
        self.wall_bit(a, b).is_some_and(|bit| self.walls[bit / 64] & (1 << (bit % 64)) != 0)
    }

    /// Every wall as `(west or north square, east or south square)`, in
    /// reading order of the first square, east wall before south wall.
    pub fn walls(&self) -> impl Iterator<Item = (Sq, Sq)> + '_ {
        self.walls.iter().enumerate().flat_map(move |(wi, &word)| {
            BitIter(word).map(move |b| {
                let bit = wi * 64 + b;
                let s = self.sq_unchecked(bit / 2);
                (s, s.step(if bit % 2 == 0 { Dir::E } else { Dir::S }))
            })
        })
    }

    /// Whether the grid's own structure (bounds, walls, neighbourhood)
    /// allows the step from `from` in `dir`. Game rules (obstacles,
    /// occupants) are the caller's `passable`.
    pub fn can_step(&self, from: Sq, dir: Dir) -> bool {
        let to = from.step(dir);
        if !self.contains(from) || !self.contains(to) {
            return false;
        }
        if !dir.is_diagonal() {
            return !self.has_wall(from, to);
        }
        let Neighbourhood::Eight(corner) = self.nb else { return false };
        let via = |side: Sq| !self.has_wall(from, side) && !self.has_wall(side, to);
        let (xs, ys) = (Sq::new(to.x, from.y), Sq::new(from.x, to.y));
        match corner {
            Corner::Strict => via(xs) && via(ys),
            Corner::Lenient => via(xs) || via(ys),
        }
    }
}

/// Set bits of a word, lowest first.
struct BitIter(u64);

impl Iterator for BitIter {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let b = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(b)
    }
}

impl Topology for SquareGrid {
    type Node = Sq;
    type Edge = Dir;

    fn node_count(&self) -> usize {
        self.len()
    }

    fn index_of(&self, node: Sq) -> Option<usize> {
        self.index(node)
    }

    fn node_at(&self, index: usize) -> Sq {
        self.sq_unchecked(index)
    }

    /// The same steps as [`SquareGrid::can_step`] in reading order, but
    /// reading the wall bits directly: this is the inner loop of every BFS.
    fn for_each_neighbor(&self, node: Sq, mut f: impl FnMut(Sq, usize, Dir)) {
        let Some(i) = self.index(node) else { return };
        let w = usize::from(self.w);
        let (x, y) = (node.x as u16, node.y as u16);
        let bit = |b: usize| (self.walls[b / 64] >> (b % 64)) & 1 != 0;
        let east_wall = |k: usize| bit(2 * k);
        let south_wall = |k: usize| bit(2 * k + 1);
        let (has_n, has_s, has_w, has_e) = (y > 0, y + 1 < self.h, x > 0, x + 1 < self.w);
        let n = has_n && !south_wall(i - w);
        let s = has_s && !south_wall(i);
        let west = has_w && !east_wall(i - 1);
        let e = has_e && !east_wall(i);
        // For a diagonal, whether the way round through the x-side square
        // and the way round through the y-side square are open.
        let corner = match self.nb {
            Neighbourhood::Four => None,
            Neighbourhood::Eight(c) => Some(c),
        };
        let diag = |via_x: bool, via_y: bool| match corner {
            None => false,
            Some(Corner::Strict) => via_x && via_y,
            Some(Corner::Lenient) => via_x || via_y,
        };
        let at = |dx: i16, dy: i16| Sq::new(node.x + dx, node.y + dy);
        if has_n && has_w && diag(west && !south_wall(i - w - 1), n && !east_wall(i - w - 1)) {
            f(at(-1, -1), i - w - 1, Dir::NW);
        }
        if n {
            f(at(0, -1), i - w, Dir::N);
        }
        if has_n && has_e && diag(e && !south_wall(i - w + 1), n && !east_wall(i - w)) {
            f(at(1, -1), i - w + 1, Dir::NE);
        }
        if west {
            f(at(-1, 0), i - 1, Dir::W);
        }
        if e {
            f(at(1, 0), i + 1, Dir::E);
        }
        if has_s && has_w && diag(west && !south_wall(i - 1), s && !east_wall(i + w - 1)) {
            f(at(-1, 1), i + w - 1, Dir::SW);
        }
        if s {
            f(at(0, 1), i + w, Dir::S);
        }
        if has_s && has_e && diag(e && !south_wall(i + 1), s && !east_wall(i + w)) {
            f(at(1, 1), i + w + 1, Dir::SE);
        }
    }

    fn reverse(&self, edge: Dir) -> Dir {
        edge.opposite()
    }
}
