//! The bounded grid and its neighbourhood for path finding.

use super::{Dir, Sq};
use crate::error::BoardError;
use crate::path::Topology;

/// A `w` x `h` grid of squares `(0..w, 0..h)`, each joined to its
/// orthogonal neighbours.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SquareGrid {
    w: u16,
    h: u16,
}

impl SquareGrid {
    pub fn new(w: u16, h: u16) -> Result<Self, BoardError> {
        let max = i16::MAX as u16;
        if w == 0 || h == 0 || w > max || h > max {
            return Err(BoardError::BadGridSize { w, h });
        }
        Ok(Self { w, h })
    }

    /// Number of squares.
    fn len(&self) -> usize {
        usize::from(self.w) * usize::from(self.h)
    }

    /// Dense index in reading order.
    fn index(&self, s: Sq) -> Option<usize> {
        let on_grid = s.x >= 0 && s.y >= 0 && (s.x as u16) < self.w && (s.y as u16) < self.h;
        on_grid.then(|| s.y as usize * usize::from(self.w) + s.x as usize)
    }

    fn sq_unchecked(&self, index: usize) -> Sq {
        let w = usize::from(self.w);
        Sq::new((index % w) as i16, (index / w) as i16)
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

    /// The on-grid orthogonal neighbours, in reading order: north, west,
    /// east, south.
    fn for_each_neighbor(&self, node: Sq, mut f: impl FnMut(Sq, usize, Dir)) {
        let Some(i) = self.index(node) else { return };
        let w = usize::from(self.w);
        let (x, y) = (node.x as u16, node.y as u16);
        if y > 0 {
            f(Sq::new(node.x, node.y - 1), i - w, Dir::N);
        }
        if x > 0 {
            f(Sq::new(node.x - 1, node.y), i - 1, Dir::W);
        }
        if x + 1 < self.w {
            f(Sq::new(node.x + 1, node.y), i + 1, Dir::E);
        }
        if y + 1 < self.h {
            f(Sq::new(node.x, node.y + 1), i + w, Dir::S);
        }
    }

    fn reverse(&self, edge: Dir) -> Dir {
        edge.opposite()
    }
}
