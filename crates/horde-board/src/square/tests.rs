use super::*;
use crate::error::BoardError;
use crate::path::{DistanceMap, Topology, first_steps};

fn sq(x: i16, y: i16) -> Sq {
    Sq::new(x, y)
}

fn neighbours(g: &SquareGrid, s: Sq) -> Vec<(Sq, Dir)> {
    let mut v = Vec::new();
    g.for_each_neighbor(s, |n, i, d| {
        assert_eq!(g.index_of(n), Some(i));
        v.push((n, d));
    });
    v
}

#[test]
fn index_is_reading_order() {
    let g = SquareGrid::new(3, 2).unwrap();
    assert_eq!(g.node_count(), 6);
    let all: Vec<Sq> = (0..g.node_count()).map(|i| g.node_at(i)).collect();
    assert_eq!(all, [sq(0, 0), sq(1, 0), sq(2, 0), sq(0, 1), sq(1, 1), sq(2, 1)]);
    assert!(all.windows(2).all(|w| w[0] < w[1]));
    for (i, &s) in all.iter().enumerate() {
        assert_eq!(g.index_of(s), Some(i));
    }
    assert_eq!(g.index_of(sq(3, 0)), None);
    assert_eq!(g.index_of(sq(-1, 0)), None);
}

#[test]
fn bad_sizes() {
    assert_eq!(SquareGrid::new(0, 3), Err(BoardError::BadGridSize { w: 0, h: 3 }));
    assert!(SquareGrid::new(40_000, 1).is_err());
    assert!(SquareGrid::new(i16::MAX as u16, 1).is_ok());
}

#[test]
fn neighbours_in_reading_order() {
    let g = SquareGrid::new(3, 3).unwrap();
    assert_eq!(
        neighbours(&g, sq(1, 1)),
        [(sq(1, 0), Dir::N), (sq(0, 1), Dir::W), (sq(2, 1), Dir::E), (sq(1, 2), Dir::S)]
    );
    assert_eq!(neighbours(&g, sq(0, 0)), [(sq(1, 0), Dir::E), (sq(0, 1), Dir::S)]);
    assert_eq!(neighbours(&g, sq(2, 2)), [(sq(2, 1), Dir::N), (sq(1, 2), Dir::W)]);
    assert_eq!(neighbours(&g, sq(5, 5)), []);
    for i in 0..g.node_count() {
        let s = g.node_at(i);
        for (n, d) in neighbours(&g, s) {
            assert!(neighbours(&g, n).contains(&(s, d.opposite())));
        }
    }
}

#[test]
fn a_wall_blocks_the_path() {
    // A 4x3 room with a wall between columns 1 and 2 on rows 0 and 1,
    // given by the caller: from (0,0) to (3,0) the way round goes through row 2.
    let g = SquareGrid::new(4, 3).unwrap();
    let open = |u: Sq, v: Sq, _: Dir| !(u.y < 2 && u.y == v.y && u.x.min(v.x) == 1 && u.x.max(v.x) == 2);
    let mut map = DistanceMap::new();
    map.fill_bfs(&g, &[sq(3, 0)], open).unwrap();
    assert_eq!(map.distance(&g, sq(0, 0)), Some(7));
    assert_eq!(map.distance(&g, sq(1, 0)), Some(6));
    let mut out = Vec::new();
    first_steps(&g, sq(1, 0), &map, open, &mut out).unwrap();
    assert_eq!(out, [sq(1, 1)]);
    first_steps(&g, sq(1, 2), &map, open, &mut out).unwrap();
    assert_eq!(out, [sq(2, 2)]);
    // An obstacle closes the gap.
    let rock = |u: Sq, v: Sq, d: Dir| open(u, v, d) && v != sq(2, 2);
    map.fill_bfs(&g, &[sq(3, 0)], rock).unwrap();
    assert_eq!(map.distance(&g, sq(0, 0)), None);
}

#[test]
fn a_wall_blocks_line_of_sight() {
    let open = |_: Sq| false;
    let no_walls = |_: Sq, _: Sq| false;
    assert!(line_of_sight(sq(0, 2), sq(4, 2), open, no_walls));
    let wall = |p: Sq, q: Sq| p.y == 2 && q.y == 2 && p.x.min(q.x) == 2 && p.x.max(q.x) == 3;
    assert!(!line_of_sight(sq(0, 2), sq(4, 2), open, wall));
    assert!(!line_of_sight(sq(4, 2), sq(0, 2), open, wall));
    assert!(line_of_sight(sq(0, 2), sq(2, 2), open, wall));
    assert!(line_of_sight(sq(0, 1), sq(4, 1), open, wall));
    // From (0,0) to (4,4) the line passes the corners of the diagonal,
    // never the edge between (2,2) and (3,2).
    assert!(line_of_sight(sq(0, 0), sq(4, 4), open, wall));
}
