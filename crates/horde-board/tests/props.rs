//! Properties of distances, routes and lines on random boards.

// The helpers below sit outside `#[test]` functions, where the test
// exemption of `unwrap_used` does not reach.
#![allow(clippy::unwrap_used)]

use horde_board::{
    Corner, Dir, DistanceMap, EdgeId, Hex, HexDir, HexMap, Neighbourhood, Sq, SquareGrid, Topology, UNREACHABLE,
    ZoneGraph, ZoneId, count_shortest_paths, first_steps, first_steps_weighted, hex, square,
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
    let mut counts = Vec::new();
    count_shortest_paths(topo, &map, pass, &mut counts).unwrap();
    let mut steps = Vec::new();
    for i in 0..topo.node_count() {
        let u = topo.node_at(i);
        let du = map.get(i);
        assert_eq!(du == 0, sources.contains(&u));
        let mut expected = Vec::new();
        topo.for_each_neighbor(u, |v, vi, e| {
            if !pass(u, v, e) {
                return;
            }
            let dv = map.get(vi);
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
        if du != UNREACHABLE && du > 0 {
            let via: u64 = steps.iter().map(|&s| counts[topo.index_of(s).unwrap()]).sum();
            assert_eq!(counts[i], via);
        }
    }
    // Unit costs make Dijkstra agree with BFS.
    let mut weighted = DistanceMap::new();
    weighted.fill_dijkstra(topo, sources, |u, v, e| pass(u, v, e).then_some(1)).unwrap();
    assert_eq!(weighted.as_slice(), map.as_slice());
}

/// Least costs by relaxing every step until nothing changes.
fn bellman_ford(g: &ZoneGraph, sources: &[ZoneId], cost: impl Fn(EdgeId) -> Option<u16>) -> Vec<u16> {
    let mut d = vec![UNREACHABLE; g.len()];
    for s in sources {
        d[s.index()] = 0;
    }
    loop {
        let mut changed = false;
        for u in g.zones() {
            for &(v, e) in g.neighbors(u) {
                let (Some(c), du) = (cost(e), d[u.index()]) else { continue };
                if du != UNREACHABLE && u32::from(du) + u32::from(c) < u32::from(d[v.index()]) {
                    d[v.index()] = du + c;
                    changed = true;
                }
            }
        }
        if !changed {
            return d;
        }
    }
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
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
        let mut steps = Vec::new();
        for z in g.zones() {
            first_steps_weighted(&g, z, &map, |_, _, e| cost(e), &mut steps).unwrap();
            let d = map.get(z.index());
            prop_assert_eq!(d != UNREACHABLE && d > 0, !steps.is_empty());
            prop_assert!(steps.iter().all(|s| map.get(s.index()) < d));
        }
    }

    #[test]
    fn grid_bfs_properties(
        w in 1u16..9,
        h in 1u16..9,
        nb in prop_oneof![
            Just(Neighbourhood::Four),
            Just(Neighbourhood::Eight(Corner::Strict)),
            Just(Neighbourhood::Eight(Corner::Lenient)),
        ],
        walls in prop::collection::vec((0i16..9, 0i16..9, any::<bool>()), 0..40),
        rocks in prop::collection::vec((0i16..9, 0i16..9), 0..10),
        sources in prop::collection::vec((0i16..9, 0i16..9), 1..3),
    ) {
        let mut g = SquareGrid::new(w, h, nb).unwrap();
        for (x, y, south) in walls {
            let a = Sq::new(x, y);
            let _ = g.set_wall(a, a.step(if south { Dir::S } else { Dir::E }), true);
        }
        let rocks: BTreeSet<Sq> = rocks.into_iter().map(|(x, y)| Sq::new(x, y)).collect();
        let sources: Vec<Sq> =
            sources.into_iter().map(|(x, y)| Sq::new(x, y)).filter(|&s| g.contains(s)).collect();
        check_bfs(&g, &sources, |u: Sq, v: Sq, _| !rocks.contains(&u) && !rocks.contains(&v));
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
    fn square_lines_are_symmetric(a in sq_strategy(-40, 40), b in sq_strategy(-40, 40)) {
        let (mut ab, mut ba) = (Vec::new(), Vec::new());
        square::line(a, b, &mut ab);
        square::line(b, a, &mut ba);
        ba.reverse();
        prop_assert_eq!(&ab, &ba);
        prop_assert_eq!((ab[0], ab[ab.len() - 1]), (a, b));
        // One square per grid line crossed, plus one more for each lattice
        // point passed (three squares for two crossings): with nx = g p and
        // ny = g q, g = gcd, the segment meets g lattice points exactly when
        // p and q are both odd.
        let (nx, ny) = ((a.x - b.x).unsigned_abs() as usize, (a.y - b.y).unsigned_abs() as usize);
        let g = gcd(nx, ny);
        let corners = if g > 0 && (nx / g) % 2 == 1 && (ny / g) % 2 == 1 { g } else { 0 };
        prop_assert_eq!(ab.len(), 1 + nx + ny + corners);
        let set: BTreeSet<Sq> = ab.iter().copied().collect();
        prop_assert_eq!(set.len(), ab.len(), "no square twice");
        prop_assert!(ab.iter().all(|s| s.manhattan(a) + s.manhattan(b) <= a.manhattan(b) + 2));
    }

    #[test]
    fn square_sight_is_symmetric(
        a in sq_strategy(0, 12),
        b in sq_strategy(0, 12),
        walls in prop::collection::vec((sq_strategy(0, 12), any::<bool>()), 0..60),
        rocks in prop::collection::vec(sq_strategy(0, 12), 0..20),
        strict in any::<bool>(),
    ) {
        let mut g = SquareGrid::new(12, 12, Neighbourhood::Four).unwrap();
        for (s, south) in walls {
            let _ = g.set_wall(s, s.step(if south { Dir::S } else { Dir::E }), true);
        }
        let rocks: BTreeSet<Sq> = rocks.into_iter().collect();
        let corner = if strict { Corner::Strict } else { Corner::Lenient };
        let blocks = |s: Sq| rocks.contains(&s);
        let wall = |p: Sq, q: Sq| g.has_wall(p, q);
        let there = square::line_of_sight_with(a, b, corner, blocks, wall);
        prop_assert_eq!(there, square::line_of_sight_with(b, a, corner, blocks, wall));
        if strict && there {
            // Strict sight is also lenient sight.
            prop_assert!(square::line_of_sight_with(a, b, Corner::Lenient, blocks, wall));
        }
        if strict && there {
            // Strict sight touches nothing that blocks.
            let mut l = Vec::new();
            square::line(a, b, &mut l);
            prop_assert!(l.iter().all(|&s| s == a || s == b || !blocks(s)));
        }
    }
}
