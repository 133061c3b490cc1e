//! Square grids: squares, their orthogonal neighbourhood for path
//! finding, and line of sight between square centres ([`line_of_sight()`]).
//!
//! `x` grows east and `y` grows south, as on a page; squares are ordered
//! and indexed in reading order (row by row, then column), so iterating by
//! index and sorting by [`Ord`] agree.
//!
//! Walls, obstacles and figures are the caller's: the path search asks a
//! `passable` (or `cost`) closure about each step, and line of sight asks
//! `blocks` and `wall_between`, so that a game keeps its changing board
//! (barricades, broken walls) in its own state.

mod grid;
mod line;

pub use grid::SquareGrid;
pub use line::line_of_sight;

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

/// A step to one of the 4 orthogonal neighbours (north is `y - 1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Dir {
    N,
    E,
    S,
    W,
}

impl Dir {
    pub const fn opposite(self) -> Dir {
        match self {
            Dir::N => Dir::S,
            Dir::E => Dir::W,
            Dir::S => Dir::N,
            Dir::W => Dir::E,
        }
    }
}

#[cfg(test)]
mod tests;
