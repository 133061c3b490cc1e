//! Hot paths of the zombies' phase: filling a distance map toward the
//! noise, then asking every zombie group for its first steps.

// Benchmark setup builds fixed, valid boards.
#![allow(clippy::unwrap_used)]

use criterion::{Criterion, criterion_group, criterion_main};
use horde_board::{
    Dir, DistanceMap, EdgeId, Hex, HexDir, HexMap, Sq, SquareGrid, Topology, ZoneGraph, ZoneId, first_steps, square,
};
use std::hint::black_box;

/// A 40-zone town: an 8 x 5 block of zones joined to their orthogonal
/// neighbours, with every third east-west join closed (a wall or a shut door).
fn town() -> (ZoneGraph, Vec<bool>) {
    let (w, h) = (8u16, 5u16);
    let id = |x: u16, y: u16| ZoneId(y * w + x);
    let mut edges = Vec::new();
    let mut closed = Vec::new();
    for y in 0..h {
        for x in 0..w {
            if x + 1 < w {
                closed.push((x + y) % 3 == 2);
                edges.push((id(x, y), id(x + 1, y)));
            }
            if y + 1 < h {
                closed.push(false);
                edges.push((id(x, y), id(x, y + 1)));
            }
        }
    }
    (ZoneGraph::new(usize::from(w * h), &edges).unwrap(), closed)
}

/// A 60 x 60 grid with some obstacle squares, and short runs of walls
/// along the north edges of every sixth row (`true` in `walls`: a wall
/// on the north edge of the square with that index).
fn yard() -> (SquareGrid, Vec<bool>, Vec<bool>) {
    let g = SquareGrid::new(60, 60).unwrap();
    let rocks = (0..3600).map(|i| i % 37 == 5).collect();
    let walls = (0..3600).map(|i| (i / 60) % 6 == 4 && (i % 60) % 10 < 7).collect();
    (g, rocks, walls)
}

fn zones(c: &mut Criterion) {
    let (g, closed) = town();
    let pass = |_: ZoneId, _: ZoneId, e: EdgeId| !closed[e.index()];
    let mut map = DistanceMap::new();
    c.bench_function("zone40/bfs", |b| b.iter(|| map.fill_bfs(&g, black_box(&[ZoneId(39)]), pass).unwrap()));
    c.bench_function("zone40/dijkstra", |b| {
        b.iter(|| map.fill_dijkstra(&g, black_box(&[ZoneId(39)]), |u, v, e| pass(u, v, e).then_some(1)).unwrap())
    });
    map.fill_bfs(&g, &[ZoneId(39)], pass).unwrap();
    let mut out = Vec::with_capacity(8);
    c.bench_function("zone40/first_steps_all_zones", |b| {
        b.iter(|| {
            let mut n = 0;
            for z in (0..40).map(ZoneId) {
                first_steps(&g, z, &map, pass, &mut out).unwrap();
                n += out.len();
            }
            n
        })
    });
}

fn squares(c: &mut Criterion) {
    let (g, rocks, walls) = yard();
    let at = |s: Sq| g.index_of(s).unwrap_or(0);
    let north_wall = |lower: Sq| walls[at(lower)];
    let wall = |p: Sq, q: Sq| p.x == q.x && north_wall(if p.y > q.y { p } else { q });
    let pass = |u: Sq, v: Sq, d: Dir| {
        !rocks[at(v)]
            && match d {
                Dir::N => !north_wall(u),
                Dir::S => !north_wall(v),
                Dir::E | Dir::W => true,
            }
    };
    let mut map = DistanceMap::new();
    let source = [Sq::new(30, 30)];
    c.bench_function("grid60/bfs_four", |b| b.iter(|| map.fill_bfs(&g, black_box(&source), pass).unwrap()));
    map.fill_bfs(&g, &source, pass).unwrap();
    let mut out = Vec::with_capacity(4);
    c.bench_function("grid60/first_steps_all_squares_four", |b| {
        b.iter(|| {
            let mut n = 0;
            for s in (0..g.node_count()).map(|i| g.node_at(i)) {
                first_steps(&g, s, &map, pass, &mut out).unwrap();
                n += out.len();
            }
            n
        })
    });
    c.bench_function("grid60/line_of_sight_to_all_squares", |b| {
        b.iter(|| {
            let from = black_box(Sq::new(3, 31));
            (0..g.node_count())
                .map(|i| g.node_at(i))
                .filter(|&s| square::line_of_sight(from, s, |q| rocks[at(q)], wall))
                .count()
        })
    });
}

fn hexes(c: &mut Criterion) {
    let m = HexMap::hexagon(20).unwrap();
    let pass = |_: Hex, v: Hex, _: HexDir| (v.q * 7 + v.r * 3) % 11 != 0;
    let mut map = DistanceMap::new();
    c.bench_function("hex_r20/bfs", |b| b.iter(|| map.fill_bfs(&m, black_box(&[Hex::new(-20, 5)]), pass).unwrap()));
}

criterion_group!(benches, zones, squares, hexes);
criterion_main!(benches);
