use super::*;
use crate::square::{Sq, SquareGrid};
use crate::zone::{EdgeId, ZoneGraph, ZoneId};

fn z(i: u16) -> ZoneId {
    ZoneId(i)
}

fn open<N, E>(_: N, _: N, _: E) -> bool {
    true
}

/// ```text
/// 0 - 1 - 2
/// |       |
/// 3 - 4 - 5      6 (isolated)
/// ```
fn ring() -> ZoneGraph {
    let e = [(0, 1), (1, 2), (0, 3), (3, 4), (4, 5), (5, 2)];
    ZoneGraph::new(7, &e.map(|(a, b)| (z(a), z(b)))).unwrap()
}

fn steps(g: &ZoneGraph, from: u16, map: &DistanceMap, pass: impl Fn(ZoneId, ZoneId, EdgeId) -> bool) -> Vec<ZoneId> {
    let mut out = vec![z(99)];
    first_steps(g, z(from), map, pass, &mut out).unwrap();
    out
}

#[test]
fn two_equal_routes_give_both_first_steps_sorted() {
    let g = ring();
    let mut map = DistanceMap::new();
    map.fill_bfs(&g, &[z(2)], open).unwrap();
    assert_eq!(map.as_slice(), &[2, 1, 0, 3, 2, 1, UNREACHABLE]);
    assert_eq!(steps(&g, 3, &map, open), [z(0), z(4)]);
    assert_eq!(steps(&g, 0, &map, open), [z(1)]);
    assert_eq!(steps(&g, 2, &map, open), [], "a source does not move");
    assert_eq!(steps(&g, 6, &map, open), [], "nothing reaches zone 6");
    assert_eq!(map.distance(&g, z(6)), None);
    assert_eq!(map.distance(&g, z(60)), None);
}

#[test]
fn a_closed_door_forces_the_long_way() {
    let g = ring();
    let door = g.edge_between(z(1), z(2)).unwrap();
    let pass = |_: ZoneId, _: ZoneId, e: EdgeId| e != door;
    let mut map = DistanceMap::new();
    map.fill_bfs(&g, &[z(2)], pass).unwrap();
    assert_eq!(map.as_slice(), &[4, 5, 0, 3, 2, 1, UNREACHABLE]);
    assert_eq!(steps(&g, 3, &map, pass), [z(4)]);
    assert_eq!(steps(&g, 1, &map, pass), [z(0)]);
}

#[test]
fn several_sources_and_duplicates() {
    let g = ring();
    let mut map = DistanceMap::new();
    map.fill_bfs(&g, &[z(5), z(0), z(5)], open).unwrap();
    assert_eq!(map.as_slice(), &[0, 1, 1, 1, 1, 0, UNREACHABLE]);
    assert_eq!(steps(&g, 1, &map, open), [z(0)]);
    map.fill_bfs(&g, &[], open).unwrap();
    assert!(map.as_slice().iter().all(|&d| d == UNREACHABLE));
}

#[test]
fn one_way_steps_follow_the_fill_orientation() {
    // A line 0 - 1 - 2 whose step 1 -> 2 (away from the source 0) is forbidden.
    let g = ZoneGraph::new(3, &[(z(0), z(1)), (z(1), z(2))]).unwrap();
    let pass = |u: ZoneId, v: ZoneId, _: EdgeId| !(u == z(1) && v == z(2));
    let mut map = DistanceMap::new();
    map.fill_bfs(&g, &[z(0)], pass).unwrap();
    assert_eq!(map.as_slice(), &[0, 1, UNREACHABLE]);
    map.fill_bfs(&g, &[z(2)], pass).unwrap();
    assert_eq!(map.as_slice(), &[2, 1, 0]);
    assert_eq!(steps(&g, 0, &map, pass), [z(1)]);
}

#[test]
fn bad_inputs_are_errors() {
    let g = ring();
    let mut map = DistanceMap::new();
    let mut out = Vec::new();
    assert_eq!(first_steps(&g, z(0), &map, open, &mut out), Err(BoardError::MapMismatch { map: 0, topology: 7 }));
    assert_eq!(map.fill_bfs(&g, &[z(1), z(9)], open), Err(BoardError::SourceNotOnBoard { position: 1 }));
    assert!(map.as_slice().iter().all(|&d| d == UNREACHABLE), "a failed fill reaches nothing");
    map.fill_bfs(&g, &[z(1)], open).unwrap();
    assert_eq!(first_steps(&g, z(9), &map, open, &mut out), Err(BoardError::NodeNotOnBoard));
    map.fill_dijkstra(&g, &[z(1)], |_, _, _| Some(1)).unwrap();
    assert_eq!(first_steps(&g, z(0), &map, open, &mut out), Err(BoardError::WeightedMap));
}

#[test]
fn dijkstra_prefers_the_cheaper_longer_route() {
    let g = ring();
    // Edge 1-2 costs 5, all others 1: from 2 to 1 the long way costs 5 too.
    let slow = g.edge_between(z(1), z(2)).unwrap();
    let cost = |_: ZoneId, _: ZoneId, e: EdgeId| Some(if e == slow { 5 } else { 1 });
    let mut map = DistanceMap::new();
    map.fill_dijkstra(&g, &[z(2)], cost).unwrap();
    assert_eq!(map.as_slice(), &[4, 5, 0, 3, 2, 1, UNREACHABLE], "5 direct or 1 + 4 around");
    // A forbidden step is `None`.
    map.fill_dijkstra(&g, &[z(2)], |_, _, e| (e != slow).then_some(1)).unwrap();
    assert_eq!(map.distance(&g, z(1)), Some(5));
}

#[test]
fn dijkstra_totals_saturate_to_unreachable() {
    let g = ZoneGraph::new(3, &[(z(0), z(1)), (z(1), z(2))]).unwrap();
    let mut map = DistanceMap::new();
    map.fill_dijkstra(&g, &[z(0)], |_, _, _| Some(40_000)).unwrap();
    assert_eq!(map.as_slice(), &[0, 40_000, UNREACHABLE]);
}

#[test]
fn refills_reuse_the_buffers() {
    let g = SquareGrid::new(20, 20).unwrap();
    let mut map = DistanceMap::new();
    map.fill_bfs(&g, &[Sq::new(0, 0)], open).unwrap();
    let (dist, queue) = (map.as_slice().as_ptr(), map.queue.as_ptr());
    map.fill_bfs(&g, &[Sq::new(19, 5)], open).unwrap();
    assert_eq!((dist, queue), (map.as_slice().as_ptr(), map.queue.as_ptr()));
    assert_eq!(map.distance(&g, Sq::new(0, 0)), Some(24));
}
