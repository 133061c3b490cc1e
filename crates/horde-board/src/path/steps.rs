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
    if map.weighted {
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
