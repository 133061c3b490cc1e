//! Square grids: squares, directions, distances, walls on the edges between
//! squares, and lines between square centres ([`line()`], [`line_of_sight()`]).
//!
//! `x` grows east and `y` grows south, as on a page; squares are ordered
//! and indexed in reading order (row by row, then column), so iterating by
//! index and sorting by [`Ord`] agree.

mod grid;
mod line;

pub use grid::SquareGrid;
pub use line::{line, line_of_sight, line_of_sight_with};

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

#[cfg(test)]
mod tests;
