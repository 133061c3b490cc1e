//! Square grids: squares, directions, distances, walls on the edges between
//! squares, and lines between square centres ([`line()`], [`line_of_sight()`]).
//!
//! `x` grows east and `y` grows south, as on a page; squares are ordered
//! and indexed in reading order (row by row, then column), so iterating by
//! index and sorting by [`Ord`] agree.

mod line;

pub use line::{line, line_of_sight, line_of_sight_with};

use crate::error::BoardError;
use crate::path::Topology;
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::fmt;

/// A square of a grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Sq {
    pub x: i16,
    pub y: i16,
}

impl Sq {
    pub const fn new(x: i16, y: i16) -> Self {
        Self { x, y }
    }

    /// Steps in 8 directions: the king's distance.
    pub fn chebyshev(self, other: Sq) -> u32 {
        let (dx, dy) = self.delta(other);
        dx.max(dy)
    }

    /// Steps in 4 directions.
    pub fn manhattan(self, other: Sq) -> u32 {
        let (dx, dy) = self.delta(other);
        dx + dy
    }

    fn delta(self, other: Sq) -> (u32, u32) {
        let dx = (i32::from(self.x) - i32::from(other.x)).unsigned_abs();
        let dy = (i32::from(self.y) - i32::from(other.y)).unsigned_abs();
        (dx, dy)
    }

    /// The square one step away. Wraps at the `i16` limits instead of
    /// panicking; grids are small enough that on-grid squares never wrap.
    pub fn step(self, dir: Dir) -> Sq {
        let (dx, dy) = dir.offset();
        Sq::new(self.x.wrapping_add(dx), self.y.wrapping_add(dy))
    }
}

impl Ord for Sq {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.y, self.x).cmp(&(other.y, other.x))
    }
}

impl PartialOrd for Sq {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Sq {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.x, self.y)
    }
}

/// A step to one of the 8 surrounding squares (north is `y - 1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Dir {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Dir {
    /// Orthogonal steps, in the reading order of the squares they reach.
    pub const FOUR: [Dir; 4] = [Dir::N, Dir::W, Dir::E, Dir::S];
    /// All steps, in the reading order of the squares they reach.
    pub const EIGHT: [Dir; 8] = [Dir::NW, Dir::N, Dir::NE, Dir::W, Dir::E, Dir::SW, Dir::S, Dir::SE];

    pub const fn offset(self) -> (i16, i16) {
        match self {
            Dir::N => (0, -1),
            Dir::NE => (1, -1),
            Dir::E => (1, 0),
            Dir::SE => (1, 1),
            Dir::S => (0, 1),
            Dir::SW => (-1, 1),
            Dir::W => (-1, 0),
            Dir::NW => (-1, -1),
        }
    }

    pub const fn opposite(self) -> Dir {
        match self {
            Dir::N => Dir::S,
            Dir::NE => Dir::SW,
            Dir::E => Dir::W,
            Dir::SE => Dir::NW,
            Dir::S => Dir::N,
            Dir::SW => Dir::NE,
            Dir::W => Dir::E,
            Dir::NW => Dir::SE,
        }
    }

    pub const fn is_diagonal(self) -> bool {
        matches!(self, Dir::NE | Dir::SE | Dir::SW | Dir::NW)
    }
}

/// How a diagonal move or a line through a lattice point may pass the
/// corner where four squares meet, given the two ways around it (through
/// one side square or through the other).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Corner {
    /// Both ways around must be open: anything touching the corner blocks.
    Strict,
    /// One open way around is enough: only a barrier that closes off the
    /// corner from both sides blocks.
    Lenient,
}

/// Which squares count as adjacent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Neighbourhood {
    /// Orthogonal neighbours only.
    Four,
    /// Diagonals too; a diagonal step passes the corner by the given rule,
    /// where a way around is open when neither of its two walls stands.
    Eight(Corner),
}

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

#[cfg(test)]
mod tests;
