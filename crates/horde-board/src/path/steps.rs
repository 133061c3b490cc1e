//! Reading routes back out of a filled [`DistanceMap`].

use super::{DistanceMap, Topology, UNREACHABLE};
use crate::error::BoardError;

fn check<T: Topology>(topo: &T, map: &DistanceMap) -> Result<(), BoardError> {
    if map.len() == topo.node_count() {
        Ok(())
    } else {
        Err(BoardError::MapMismatch { map: map.len(), topology: topo.node_count() })
    }
}

/// Every neighbour of `from` that lies on a shortest route from `from` to
/// the nearest source of a BFS-filled `map`, ascending by node, into `out`
/// (cleared first). Empty when `from` is a source or is unreached.
///
/// This is the zombies' move: one step along the shortest route, and when
/// several routes are equally short, one group per listed step. A step
/// `from -> to` is listed when `d(to) = d(from) - 1` and the fill's step
/// `to -> from` is passable (`passable(to, from, edge)`, see the module
/// docs on orientation), so a reached node other than a source always has
/// at least one first step.
pub fn first_steps<T: Topology>(
    topo: &T,
    from: T::Node,
    map: &DistanceMap,
    passable: impl Fn(T::Node, T::Node, T::Edge) -> bool,
    out: &mut Vec<T::Node>,
) -> Result<(), BoardError> {
    out.clear();
    check(topo, map)?;
    if map.is_weighted() {
        return Err(BoardError::WeightedMap);
    }
    let fi = topo.index_of(from).ok_or(BoardError::NodeNotOnBoard)?;
    let d = map.get(fi);
    if d == 0 || d == UNREACHABLE {
        return Ok(());
    }
    topo.for_each_neighbor(from, |to, ti, e| {
        if map.get(ti) == d - 1 && passable(to, from, topo.reverse(e)) {
            out.push(to);
        }
    });
    out.sort_unstable();
    Ok(())
}

/// [`first_steps`] for a map filled by [`DistanceMap::fill_dijkstra`] (or
/// by BFS, with a cost of 1 per passable step): the neighbours `to` with
/// `d(to) + cost(to, from, edge) = d(from)`, ascending by node.
///
/// With zero-cost steps a neighbour at the same distance can be listed, so
/// a walker that always follows the first listed step could stall; give
/// every step a positive cost when that matters.
pub fn first_steps_weighted<T: Topology>(
    topo: &T,
    from: T::Node,
    map: &DistanceMap,
    cost: impl Fn(T::Node, T::Node, T::Edge) -> Option<u16>,
    out: &mut Vec<T::Node>,
) -> Result<(), BoardError> {
    out.clear();
    check(topo, map)?;
    let fi = topo.index_of(from).ok_or(BoardError::NodeNotOnBoard)?;
    let d = map.get(fi);
    if d == 0 || d == UNREACHABLE {
        return Ok(());
    }
    topo.for_each_neighbor(from, |to, ti, e| {
        let dt = map.get(ti);
        if dt == UNREACHABLE {
            return;
        }
        if cost(to, from, topo.reverse(e)).and_then(|c| dt.checked_add(c)) == Some(d) {
            out.push(to);
        }
    });
    out.sort_unstable();
    Ok(())
}

/// For every node (by index), how many distinct shortest routes join it to
/// the sources of a BFS-filled `map` (0 when unreached, 1 for a source),
/// saturating at `u64::MAX`. Pass the `passable` used for the fill.
pub fn count_shortest_paths<T: Topology>(
    topo: &T,
    map: &DistanceMap,
    passable: impl Fn(T::Node, T::Node, T::Edge) -> bool,
    out: &mut Vec<u64>,
) -> Result<(), BoardError> {
    out.clear();
    check(topo, map)?;
    if map.is_weighted() {
        return Err(BoardError::WeightedMap);
    }
    out.resize(map.len(), 0);
    // `order` lists nodes by nondecreasing distance, so each node's count
    // is complete before it is pushed on to the next layer.
    for &ui in map.order() {
        let ui = ui as usize;
        let du = map.get(ui);
        if du == 0 {
            out[ui] = 1;
        }
        if du + 1 == UNREACHABLE {
            continue;
        }
        let here = out[ui];
        let u = topo.node_at(ui);
        topo.for_each_neighbor(u, |v, vi, e| {
            if map.get(vi) == du + 1 && passable(u, v, e) {
                out[vi] = out[vi].saturating_add(here);
            }
        });
    }
    Ok(())
}
