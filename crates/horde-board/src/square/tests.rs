use super::*;
use crate::error::BoardError;
use crate::path::{DistanceMap, Topology, first_steps};

fn sq(x: i16, y: i16) -> Sq {
    Sq::new(x, y)
}

fn neighbours(g: &SquareGrid, s: Sq) -> Vec<(Sq, Dir)> {
    let mut v = Vec::new();
    g.for_each_neighbor(s, |n, i, d| {
        assert_eq!(g.index(n), Some(i));
        v.push((n, d));
    });
    v
}

#[test]
fn distances() {
    assert_eq!(sq(0, 0).chebyshev(sq(3, -2)), 3);
    assert_eq!(sq(0, 0).manhattan(sq(3, -2)), 5);
    assert_eq!(sq(i16::MIN, 0).manhattan(sq(i16::MAX, 1)), 65_536);
    assert_eq!(sq(5, 5).chebyshev(sq(5, 5)), 0);
}

#[test]
fn index_is_reading_order() {
    let g = SquareGrid::new(3, 2, Neighbourhood::Four).unwrap();
    let all: Vec<Sq> = g.squares().collect();
    assert_eq!(all, [sq(0, 0), sq(1, 0), sq(2, 0), sq(0, 1), sq(1, 1), sq(2, 1)]);
    assert!(all.windows(2).all(|w| w[0] < w[1]));
    for (i, &s) in all.iter().enumerate() {
        assert_eq!(g.index(s), Some(i));
        assert_eq!(g.sq(i), Some(s));
    }
    assert_eq!(g.index(sq(3, 0)), None);
    assert_eq!(g.index(sq(-1, 0)), None);
    assert_eq!(g.sq(6), None);
}

#[test]
fn bad_sizes() {
    assert_eq!(SquareGrid::new(0, 3, Neighbourhood::Four), Err(BoardError::BadGridSize { w: 0, h: 3 }));
    assert!(SquareGrid::new(40_000, 1, Neighbourhood::Four).is_err());
    assert!(SquareGrid::new(i16::MAX as u16, 1, Neighbourhood::Four).is_ok());
}

#[test]
fn walls_are_symmetric_and_listed() {
    let mut g = SquareGrid::new(3, 3, Neighbourhood::Four).unwrap();
    g.set_wall(sq(1, 1), sq(1, 0), true).unwrap();
    g.set_wall(sq(2, 2), sq(1, 2), true).unwrap();
    g.set_wall(sq(0, 0), sq(1, 0), true).unwrap();
    assert!(g.has_wall(sq(1, 0), sq(1, 1)) && g.has_wall(sq(1, 1), sq(1, 0)));
    assert!(!g.has_wall(sq(1, 1), sq(2, 1)));
    assert!(!g.has_wall(sq(0, 0), sq(1, 1)), "no wall between diagonal squares");
    assert_eq!(g.walls().collect::<Vec<_>>(), [(sq(0, 0), sq(1, 0)), (sq(1, 0), sq(1, 1)), (sq(1, 2), sq(2, 2))]);
    g.set_wall(sq(1, 0), sq(0, 0), false).unwrap();
    assert_eq!(g.walls().count(), 2);
    assert_eq!(g.set_wall(sq(0, 0), sq(1, 1), true), Err(BoardError::NotOrthogonal(sq(0, 0), sq(1, 1))));
    assert_eq!(g.set_wall(sq(2, 0), sq(3, 0), true), Err(BoardError::OffGrid(sq(3, 0))));
}

#[test]
fn neighbours_in_reading_order() {
    let g4 = SquareGrid::new(3, 3, Neighbourhood::Four).unwrap();
    assert_eq!(
        neighbours(&g4, sq(1, 1)),
        [(sq(1, 0), Dir::N), (sq(0, 1), Dir::W), (sq(2, 1), Dir::E), (sq(1, 2), Dir::S)]
    );
    assert_eq!(neighbours(&g4, sq(0, 0)), [(sq(1, 0), Dir::E), (sq(0, 1), Dir::S)]);
    assert_eq!(neighbours(&g4, sq(5, 5)), []);
    let g8 = SquareGrid::new(3, 3, Neighbourhood::Eight(Corner::Strict)).unwrap();
    let around: Vec<Sq> = neighbours(&g8, sq(1, 1)).into_iter().map(|(s, _)| s).collect();
    assert_eq!(around.len(), 8);
    assert!(around.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(neighbours(&g8, sq(2, 2)).len(), 3);
    for s in g8.squares() {
        for (n, d) in neighbours(&g8, s) {
            assert_eq!(n.step(d.opposite()), s);
        }
    }
}

#[test]
fn diagonal_steps_obey_the_corner_rule() {
    for (corner, expect) in [(Corner::Strict, false), (Corner::Lenient, true)] {
        let mut g = SquareGrid::new(2, 2, Neighbourhood::Eight(corner)).unwrap();
        assert!(g.can_step(sq(0, 0), Dir::SE));
        // One wall touching the corner leaves the way round through (0,1).
        g.set_wall(sq(0, 0), sq(1, 0), true).unwrap();
        assert_eq!(g.can_step(sq(0, 0), Dir::SE), expect);
        assert_eq!(g.can_step(sq(1, 1), Dir::NW), expect);
        assert!(g.can_step(sq(1, 0), Dir::SW) == expect);
        // A straight wall through the corner closes both ways.
        g.set_wall(sq(0, 1), sq(1, 1), true).unwrap();
        assert!(!g.can_step(sq(0, 0), Dir::SE));
        assert!(!g.can_step(sq(1, 0), Dir::SW));
    }
    let g4 = SquareGrid::new(2, 2, Neighbourhood::Four).unwrap();
    assert!(!g4.can_step(sq(0, 0), Dir::SE));
    assert!(!g4.can_step(sq(1, 1), Dir::E), "off the grid");
}

#[test]
fn a_wall_blocks_the_path() {
    // A 4x3 room with a wall between columns 1 and 2 on rows 0 and 1:
    // from (0,0) to (3,0) the way round goes through row 2.
    let mut g = SquareGrid::new(4, 3, Neighbourhood::Four).unwrap();
    for y in 0..2 {
        g.set_wall(sq(1, y), sq(2, y), true).unwrap();
    }
    let open = |_: Sq, _: Sq, _: Dir| true;
    let mut map = DistanceMap::new();
    map.fill_bfs(&g, &[sq(3, 0)], open).unwrap();
    assert_eq!(map.distance(&g, sq(0, 0)), Some(7));
    assert_eq!(map.distance(&g, sq(1, 0)), Some(6));
    let mut out = Vec::new();
    first_steps(&g, sq(1, 0), &map, open, &mut out).unwrap();
    assert_eq!(out, [sq(1, 1)]);
    first_steps(&g, sq(1, 2), &map, open, &mut out).unwrap();
    assert_eq!(out, [sq(2, 2)]);
    // An obstacle, given by the caller, closes the gap.
    let rock = |_: Sq, to: Sq, _: Dir| to != sq(2, 2);
    map.fill_bfs(&g, &[sq(3, 0)], rock).unwrap();
    assert_eq!(map.distance(&g, sq(0, 0)), None);
}

#[test]
fn a_wall_blocks_line_of_sight() {
    let mut g = SquareGrid::new(5, 5, Neighbourhood::Four).unwrap();
    fn wall(g: &SquareGrid) -> impl Fn(Sq, Sq) -> bool + '_ {
        |p, q| g.has_wall(p, q)
    }
    let open = |_: Sq| false;
    assert!(line_of_sight(sq(0, 2), sq(4, 2), open, wall(&g)));
    g.set_wall(sq(2, 2), sq(3, 2), true).unwrap();
    assert!(!line_of_sight(sq(0, 2), sq(4, 2), open, wall(&g)));
    assert!(!line_of_sight(sq(4, 2), sq(0, 2), open, wall(&g)));
    assert!(line_of_sight(sq(0, 2), sq(2, 2), open, wall(&g)));
    assert!(line_of_sight(sq(0, 1), sq(4, 1), open, wall(&g)));
    // From (0,0) to (4,4) the line passes the corners of the diagonal,
    // never the edge between (2,2) and (3,2).
    assert!(line_of_sight(sq(0, 0), sq(4, 4), open, wall(&g)));
}

#[test]
fn fast_neighbours_agree_with_can_step() {
    // A fixed pseudo-random scatter of walls (a linear congruential sequence).
    let mut seed = 12_345u32;
    let mut next = || {
        seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        seed >> 16
    };
    for nb in [Neighbourhood::Four, Neighbourhood::Eight(Corner::Strict), Neighbourhood::Eight(Corner::Lenient)] {
        let mut g = SquareGrid::new(7, 5, nb).unwrap();
        for _ in 0..30 {
            let a = sq((next() % 7) as i16, (next() % 5) as i16);
            let _ = g.set_wall(a, a.step(if next() % 2 == 0 { Dir::E } else { Dir::S }), true);
        }
        for s in g.squares() {
            let slow: Vec<(Sq, Dir)> =
                Dir::EIGHT.iter().filter(|&&d| g.can_step(s, d)).map(|&d| (s.step(d), d)).collect();
            assert_eq!(neighbours(&g, s), slow, "{nb:?} at {s}");
        }
    }
}
