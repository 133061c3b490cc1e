//! Hot paths of the zombies' phase: filling a distance map toward the
//! noise, then asking every zombie group for its first steps.

// Benchmark setup builds fixed, valid boards.
#![allow(clippy::unwrap_used)]

use criterion::{Criterion, criterion_group, criterion_main};
use horde_board::{
    Corner, Dir, DistanceMap, EdgeId, Hex, HexDir, HexMap, Neighbourhood, Sq, SquareGrid, ZoneGraph, ZoneId,
    first_steps, square,
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

/// A 60 x 60 grid with short wall runs and some obstacle squares.
fn yard(nb: Neighbourhood) -> (SquareGrid, Vec<bool>) {
    let mut g = SquareGrid::new(60, 60, nb).unwrap();
    for y in (4..60).step_by(6) {
        for x in 0..60 {
            if x % 10 < 7 {
                g.set_wall(Sq::new(x, y - 1), Sq::new(x, y), true).unwrap();
            }
        }
    }
    let rocks = (0..3600).map(|i| i % 37 == 5).collect();
    (g, rocks)
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
            for z in g.zones() {
                first_steps(&g, z, &map, pass, &mut out).unwrap();
                n += out.len();
            }
            n
        })
    });
}

fn squares(c: &mut Criterion) {
    for (name, nb) in [("four", Neighbourhood::Four), ("eight", Neighbourhood::Eight(Corner::Strict))] {
        let (g, rocks) = yard(nb);
        let pass = |_: Sq, v: Sq, _: Dir| !rocks[g.index(v).unwrap_or(0)];
        let mut map = DistanceMap::new();
        let source = [Sq::new(30, 30)];
        c.bench_function(&format!("grid60/bfs_{name}"), |b| {
            b.iter(|| map.fill_bfs(&g, black_box(&source), pass).unwrap())
        });
        map.fill_bfs(&g, &source, pass).unwrap();
        let mut out = Vec::with_capacity(8);
        c.bench_function(&format!("grid60/first_steps_all_squares_{name}"), |b| {
            b.iter(|| {
                let mut n = 0;
                for s in g.squares() {
                    first_steps(&g, s, &map, pass, &mut out).unwrap();
                    n += out.len();
                }
                n
            })
        });
    }
    let (g, rocks) = yard(Neighbourhood::Four);
    c.bench_function("grid60/line_of_sight_to_all_squares", |b| {
        b.iter(|| {
            let from = black_box(Sq::new(3, 31));
            g.squares()
                .filter(|&s| {
                    square::line_of_sight(from, s, |q| rocks[g.index(q).unwrap_or(0)], |p, q| g.has_wall(p, q))
                })
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
