//! Distances and shortest routes on any board.
//!
//! # Orientation
//! A [`DistanceMap`] measures distances *from* its sources: filling it
//! asks `passable(u, v, edge)` (or `cost(u, v, edge)`) for steps `u -> v`
//! leading away from them. [`first_steps`] asks exactly the same question
//! about the same step, so it always agrees with the fill. Zombies walk
//! *toward* the sources, i.e. they take such steps backwards; when a rule is
//! not symmetric (a one-way passage, a cost for entering a hex) answer for
//! the walker's direction: `|u, v, e| can_walk(v, u, e)`.
//!
//! # Determinism
//! Distances do not depend on visiting order, and the lists handed back to
//! callers are sorted by node.

mod steps;

pub use steps::first_steps;

use crate::error::BoardError;
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fmt::Debug;

/// The distance of a node no source reaches.
pub const UNREACHABLE: u16 = u16::MAX;

/// A board the path algorithms can walk: a finite set of nodes with dense
/// indices and, for each node, its neighbours and the edges leading to them.
///
/// Contract, relied on for deterministic output:
/// - `node_at(i)` for `i in 0..node_count()` is strictly increasing in
///   `Node`'s `Ord`, and `index_of` is its inverse (`None` off the board);
/// - `for_each_neighbor` reports a fixed sequence for a given board,
///   with each neighbour's index; the built-in boards report neighbours in
///   ascending order;
/// - neighbourhood is symmetric, and `reverse` gives the edge as seen from
///   the other end.
pub trait Topology {
    type Node: Copy + Eq + Ord + Debug;
    /// What distinguishes a step: a zone edge id, a direction on a grid.
    type Edge: Copy + Debug;

    fn node_count(&self) -> usize;
    fn index_of(&self, node: Self::Node) -> Option<usize>;
    /// Only called with `index < node_count()`.
    fn node_at(&self, index: usize) -> Self::Node;
    /// Calls `f(neighbour, neighbour_index, edge)` for each neighbour of an
    /// on-board node; does nothing for a node off the board.
    fn for_each_neighbor(&self, node: Self::Node, f: impl FnMut(Self::Node, usize, Self::Edge));
    /// The same edge seen from its other end.
    fn reverse(&self, edge: Self::Edge) -> Self::Edge;
}

/// Distances from a set of sources to every node of a board, in a buffer
/// that is reused across fills: once it has grown to the board's size,
/// refilling does not allocate.
#[derive(Clone, Debug, Default)]
pub struct DistanceMap {
    dist: Vec<u16>,
    /// The breadth-first queue; the sources, for Dijkstra's heap.
    queue: Vec<u32>,
    heap: BinaryHeap<Reverse<(u16, u32)>>,
    weighted: bool,
}

impl DistanceMap {
    pub fn new() -> Self {
        Self::default()
    }

    /// Number of nodes of the board last filled for.
    fn len(&self) -> usize {
        self.dist.len()
    }

    /// Distance of the node with this index, [`UNREACHABLE`] if none.
    fn get(&self, index: usize) -> u16 {
        self.dist.get(index).copied().unwrap_or(UNREACHABLE)
    }

    /// Distance of a node, `None` if it is unreached or off the board.
    pub fn distance<T: Topology>(&self, topo: &T, node: T::Node) -> Option<u16> {
        let d = self.get(topo.index_of(node)?);
        (d != UNREACHABLE).then_some(d)
    }

    /// All distances, by node index.
    pub fn as_slice(&self) -> &[u16] {
        &self.dist
    }

    fn reset(&mut self, n: usize, weighted: bool) -> Result<(), BoardError> {
        self.dist.clear();
        self.queue.clear();
        self.heap.clear();
        self.weighted = weighted;
        if u32::try_from(n).is_err() {
            return Err(BoardError::TooManyNodes { count: n });
        }
        self.dist.resize(n, UNREACHABLE);
        Ok(())
    }

    /// Sets every source to distance 0. On a bad source the map is left
    /// with nothing reached, so a failed fill is never mistaken for a result.
    fn seed<T: Topology>(&mut self, topo: &T, sources: &[T::Node]) -> Result<(), BoardError> {
        for (position, &s) in sources.iter().enumerate() {
            let Some(i) = topo.index_of(s) else {
                self.dist.fill(UNREACHABLE);
                self.queue.clear();
                self.heap.clear();
                return Err(BoardError::SourceNotOnBoard { position });
            };
            if self.dist[i] == UNREACHABLE {
                self.dist[i] = 0;
                self.queue.push(i as u32);
            }
        }
        Ok(())
    }

    /// Breadth-first distances (every step counts 1) from the nearest of
    /// `sources`, crossing only steps `u -> v` for which
    /// `passable(u, v, edge)` holds.
    pub fn fill_bfs<T: Topology>(
        &mut self,
        topo: &T,
        sources: &[T::Node],
        passable: impl Fn(T::Node, T::Node, T::Edge) -> bool,
    ) -> Result<(), BoardError> {
        self.reset(topo.node_count(), false)?;
        self.seed(topo, sources)?;
        let Self { dist, queue, .. } = self;
        // Everything before `head` is done; nothing is removed, so the
        // buffer is reused by the next fill.
        let mut head = 0;
        while let Some(&ui) = queue.get(head) {
            head += 1;
            let ui = ui as usize;
            let next = dist[ui] + 1;
            if next == UNREACHABLE {
                continue;
            }
            let u = topo.node_at(ui);
            topo.for_each_neighbor(u, |v, vi, e| {
                if dist[vi] == UNREACHABLE && passable(u, v, e) {
                    dist[vi] = next;
                    queue.push(vi as u32);
                }
            });
        }
        Ok(())
    }

    /// Least total cost from the nearest of `sources`, where a step
    /// `u -> v` costs `cost(u, v, edge)` and `None` forbids it. Totals that
    /// would reach [`UNREACHABLE`] count as unreachable; zero costs are
    /// allowed. [`first_steps`] refuses a map filled this way: it reads
    /// routes of unit steps only.
    pub fn fill_dijkstra<T: Topology>(
        &mut self,
        topo: &T,
        sources: &[T::Node],
        cost: impl Fn(T::Node, T::Node, T::Edge) -> Option<u16>,
    ) -> Result<(), BoardError> {
        self.reset(topo.node_count(), true)?;
        self.seed(topo, sources)?;
        let Self { dist, queue, heap, .. } = self;
        // `seed` queued the sources.
        for &i in queue.iter() {
            heap.push(Reverse((0, i)));
        }
        // The heap pops the least (distance, index): ties go to the lower index.
        while let Some(Reverse((d, ui))) = heap.pop() {
            if d != dist[ui as usize] {
                continue;
            }
            let u = topo.node_at(ui as usize);
            topo.for_each_neighbor(u, |v, vi, e| {
                let Some(c) = cost(u, v, e) else { return };
                let Some(nd) = d.checked_add(c).filter(|&nd| nd < UNREACHABLE) else { return };
                if nd < dist[vi] {
                    dist[vi] = nd;
                    heap.push(Reverse((nd, vi as u32)));
                }
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
