//! Properties of distances, routes and lines on random boards.

// The helpers below sit outside `#[test]` functions, where the test
// exemption of `unwrap_used` does not reach.
#![allow(clippy::unwrap_used)]

use horde_board::{
    Dir, DistanceMap, EdgeId, Hex, HexDir, HexMap, Sq, SquareGrid, Topology, UNREACHABLE, ZoneGraph, ZoneId,
    first_steps, hex, square,
};
use proptest::prelude::*;
use std::collections::BTreeSet;

/// A random zone graph, which edges are closed, and some sources.
fn zone_case() -> impl Strategy<Value = (ZoneGraph, Vec<bool>, Vec<ZoneId>)> {
    (1u16..30).prop_flat_map(|n| {
        let edges = prop::collection::vec((0..n, 0..n), 0..60);
        let sources = prop::collection::vec(0..n, 0..4);
        (edges, prop::collection::vec(any::<bool>(), 60), sources).prop_map(move |(raw, closed, sources)| {
            let pairs: BTreeSet<(u16, u16)> =
                raw.into_iter().filter(|(a, b)| a != b).map(|(a, b)| (a.min(b), a.max(b))).collect();
            let edges: Vec<(ZoneId, ZoneId)> = pairs.into_iter().map(|(a, b)| (ZoneId(a), ZoneId(b))).collect();
            let g = ZoneGraph::new(usize::from(n), &edges).unwrap();
            (g, closed, sources.into_iter().map(ZoneId).collect())
        })
    })
}

/// Checks a BFS map filled with a symmetric `pass` against the properties
/// zombies rely on.
fn check_bfs<T: Topology>(topo: &T, sources: &[T::Node], pass: impl Fn(T::Node, T::Node, T::Edge) -> bool + Copy) {
    let mut map = DistanceMap::new();
    map.fill_bfs(topo, sources, pass).unwrap();
    let mut steps = Vec::new();
    for i in 0..topo.node_count() {
        let u = topo.node_at(i);
        let du = map.as_slice()[i];
        assert_eq!(du == 0, sources.contains(&u));
        let mut expected = Vec::new();
        topo.for_each_neighbor(u, |v, vi, e| {
            if !pass(u, v, e) {
                return;
            }
            let dv = map.as_slice()[vi];
            // Triangle property: a passable step changes distance by at most 1.
            assert!(du == UNREACHABLE && dv == UNREACHABLE || du.abs_diff(dv) <= 1, "{u:?} {du} -> {v:?} {dv}");
            if du != UNREACHABLE && du > 0 && dv == du - 1 {
                expected.push(v);
            }
        });
        first_steps(topo, u, &map, pass, &mut steps).unwrap();
        assert!(steps.windows(2).all(|w| w[0] < w[1]), "sorted, no repeats");
        assert!(steps.iter().all(|&s| map.distance(topo, s) == Some(du - 1)));
        expected.sort();
        assert_eq!(steps, expected, "every shortest first step, and only those");
        assert_eq!(du != UNREACHABLE && du > 0, !steps.is_empty(), "reached nodes can always move on");
    }
    // Unit costs make Dijkstra agree with BFS.
    let mut weighted = DistanceMap::new();
    weighted.fill_dijkstra(topo, sources, |u, v, e| pass(u, v, e).then_some(1)).unwrap();
    assert_eq!(weighted.as_slice(), map.as_slice());
}

/// Least costs by relaxing every step until nothing changes.
fn bellman_ford(g: &ZoneGraph, sources: &[ZoneId], cost: impl Fn(EdgeId) -> Option<u16>) -> Vec<u16> {
    let mut d = vec![UNREACHABLE; g.node_count()];
    for s in sources {
        d[s.index()] = 0;
    }
    loop {
        let mut changed = false;
        for u in (0..g.node_count()).map(|i| g.node_at(i)) {
            g.for_each_neighbor(u, |_, vi, e| {
                let (Some(c), du) = (cost(e), d[u.index()]) else { return };
                if du != UNREACHABLE && u32::from(du) + u32::from(c) < u32::from(d[vi]) {
                    d[vi] = du + c;
                    changed = true;
                }
            });
        }
        if !changed {
            return d;
        }
    }
}

fn sq_strategy(lo: i16, hi: i16) -> impl Strategy<Value = Sq> {
    (lo..hi, lo..hi).prop_map(|(x, y)| Sq::new(x, y))
}

fn hex_strategy() -> impl Strategy<Value = Hex> {
    (-60i16..60, -60i16..60).prop_map(|(q, r)| Hex::new(q, r))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn zone_bfs_properties((g, closed, sources) in zone_case()) {
        check_bfs(&g, &sources, |_, _, e: EdgeId| !closed[e.index()]);
    }

    #[test]
    fn zone_dijkstra_matches_bellman_ford((g, closed, sources) in zone_case(), costs in prop::collection::vec(1u16..6, 60)) {
        let cost = |e: EdgeId| (!closed[e.index()]).then_some(costs[e.index()]);
        let mut map = DistanceMap::new();
        map.fill_dijkstra(&g, &sources, |_, _, e| cost(e)).unwrap();
        prop_assert_eq!(map.as_slice(), &bellman_ford(&g, &sources, cost)[..]);
    }

    #[test]
    fn grid_bfs_properties(
        w in 1u16..9,
        h in 1u16..9,
        walls in prop::collection::vec((0i16..9, 0i16..9, any::<bool>()), 0..40),
        rocks in prop::collection::vec((0i16..9, 0i16..9), 0..10),
        sources in prop::collection::vec((0i16..9, 0i16..9), 1..3),
    ) {
        let g = SquareGrid::new(w, h).unwrap();
        // Walls on the east or south edge of a square, as a game keeps them.
        let walls: BTreeSet<(Sq, Dir)> =
            walls.into_iter().map(|(x, y, south)| (Sq::new(x, y), if south { Dir::S } else { Dir::E })).collect();
        let wall = |u: Sq, d: Dir| match d {
            Dir::E | Dir::S => walls.contains(&(u, d)),
            Dir::W => walls.contains(&(Sq::new(u.x - 1, u.y), Dir::E)),
            Dir::N => walls.contains(&(Sq::new(u.x, u.y - 1), Dir::S)),
        };
        let rocks: BTreeSet<Sq> = rocks.into_iter().map(|(x, y)| Sq::new(x, y)).collect();
        let sources: Vec<Sq> =
            sources.into_iter().map(|(x, y)| Sq::new(x, y)).filter(|&s| g.index_of(s).is_some()).collect();
        check_bfs(&g, &sources, |u: Sq, v: Sq, d| !wall(u, d) && !rocks.contains(&u) && !rocks.contains(&v));
    }

    #[test]
    fn hex_map_bfs_properties(
        radius in 0u16..6,
        rocks in prop::collection::vec((-6i16..6, -6i16..6), 0..20),
        sources in prop::collection::vec((-6i16..6, -6i16..6), 1..3),
    ) {
        let m = HexMap::hexagon(radius).unwrap();
        let rocks: BTreeSet<Hex> = rocks.into_iter().map(|(q, r)| Hex::new(q, r)).collect();
        let sources: Vec<Hex> =
            sources.into_iter().map(|(q, r)| Hex::new(q, r)).filter(|&s| m.contains(s)).collect();
        check_bfs(&m, &sources, |u: Hex, v: Hex, _: HexDir| !rocks.contains(&u) && !rocks.contains(&v));
    }

    #[test]
    fn hex_distance_and_lines(a in hex_strategy(), b in hex_strategy(), rocks in prop::collection::vec(hex_strategy(), 0..40)) {
        prop_assert_eq!(a.distance(b), b.distance(a));
        prop_assert_eq!(a.distance(a), 0);
        let (mut ab, mut ba) = (Vec::new(), Vec::new());
        hex::line(a, b, &mut ab);
        hex::line(b, a, &mut ba);
        prop_assert_eq!(ab.len() as u32, a.distance(b) + 1);
        prop_assert!(ab.windows(2).all(|w| w[0].distance(w[1]) == 1));
        prop_assert!(ab.iter().all(|h| a.distance(*h) + h.distance(b) <= a.distance(b) + 1));
        ba.reverse();
        prop_assert_eq!(&ab, &ba);
        let rocks: BTreeSet<Hex> = rocks.into_iter().collect();
        let blocks = |h: Hex| rocks.contains(&h);
        let seen = hex::line_of_sight(a, b, blocks);
        prop_assert_eq!(seen, hex::line_of_sight(b, a, blocks));
        // The drawn line is one of the ways sight may take.
        let inner = &ab[1..ab.len().saturating_sub(1)];
        if inner.iter().all(|&h| !blocks(h)) {
            prop_assert!(seen);
        }
    }

    #[test]
    fn square_sight_is_symmetric(
        a in sq_strategy(0, 12),
        b in sq_strategy(0, 12),
        walls in prop::collection::vec((sq_strategy(0, 12), any::<bool>()), 0..60),
        rocks in prop::collection::vec(sq_strategy(0, 12), 0..20),
    ) {
        // A wall on the east or south edge of a square, either way round.
        let walls: BTreeSet<(Sq, Sq)> = walls
            .into_iter()
            .map(|(s, south)| (s, if south { Sq::new(s.x, s.y + 1) } else { Sq::new(s.x + 1, s.y) }))
            .collect();
        let rocks: BTreeSet<Sq> = rocks.into_iter().collect();
        let blocks = |s: Sq| rocks.contains(&s);
        let wall = |p: Sq, q: Sq| walls.contains(&(p, q)) || walls.contains(&(q, p));
        let seen = square::line_of_sight(a, b, blocks, wall);
        prop_assert_eq!(seen, square::line_of_sight(b, a, blocks, wall));
        // Fewer obstacles never hide what more obstacles let through.
        if seen {
            prop_assert!(square::line_of_sight(a, b, blocks, |_, _| false));
            prop_assert!(square::line_of_sight(a, b, |_| false, wall));
        }
    }
}
