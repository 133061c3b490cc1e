use super::*;
use crate::error::BoardError;
use crate::path::{DistanceMap, Topology, first_steps};

fn h(q: i16, r: i16) -> Hex {
    Hex::new(q, r)
}

#[test]
fn distances() {
    assert_eq!(h(0, 0).distance(h(3, 0)), 3);
    assert_eq!(h(0, 0).distance(h(2, -3)), 3);
    assert_eq!(h(0, 0).distance(h(2, 2)), 4);
    assert_eq!(h(-1, 2).distance(h(1, -1)), 3);
    assert_eq!(h(1, -1).distance(h(-1, 2)), 3);
    assert_eq!(h(i16::MIN, i16::MIN).distance(h(i16::MAX, i16::MAX)), 2 * 65_535);
    assert_eq!(h(2, 3).s(), -5);
}

#[test]
fn directions() {
    for (i, d) in HexDir::ALL.into_iter().enumerate() {
        let n = Hex::ORIGIN.neighbor(d);
        assert_eq!(Hex::ORIGIN.distance(n), 1);
        assert_eq!(n.neighbor(d.opposite()), Hex::ORIGIN);
        assert_eq!(d.rotate(1), HexDir::ALL[(i + 1) % 6]);
    }
    let reading: Vec<Hex> = HexDir::READING.iter().map(|&d| Hex::ORIGIN.neighbor(d)).collect();
    assert!(reading.windows(2).all(|w| w[0] < w[1]));
}

#[test]
fn rings_and_spirals() {
    assert_eq!(h(4, 4).ring(0).collect::<Vec<_>>(), [h(4, 4)]);
    assert_eq!(
        Hex::ORIGIN.ring(1).collect::<Vec<_>>(),
        [h(1, 0), h(1, -1), h(0, -1), h(-1, 0), h(-1, 1), h(0, 1)],
        "east, then counter-clockwise"
    );
    for k in 1..8u16 {
        let ring: Vec<Hex> = h(2, -5).ring(k).collect();
        assert_eq!(ring.len(), 6 * usize::from(k));
        assert!(ring.iter().all(|&x| x.distance(h(2, -5)) == u32::from(k)));
        assert!(ring.windows(2).all(|w| w[0].distance(w[1]) == 1), "walked hex by hex");
        let mut sorted = ring.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), ring.len());
    }
    let spiral: Vec<Hex> = h(1, 1).spiral(3).collect();
    assert_eq!(spiral.len(), 1 + 3 * 3 * 4);
    assert_eq!(spiral[0], h(1, 1));
    assert_eq!(spiral[1], h(2, 1));
    assert!(spiral.windows(2).all(|w| w[0].distance(h(1, 1)) <= w[1].distance(h(1, 1))));
    assert_eq!(Hex::ORIGIN.spiral(0).count(), 1);
    // Near the coordinate limits, hexes that do not exist are left out.
    assert_eq!(h(i16::MAX, 0).ring(1).count(), 4);
}

#[test]
fn map_shapes_and_indices() {
    let hexagon = HexMap::hexagon(3).unwrap();
    assert_eq!(hexagon.len(), 37);
    let all: Vec<Hex> = hexagon.hexes().collect();
    assert!(all.windows(2).all(|w| w[0] < w[1]));
    let mut spiral: Vec<Hex> = Hex::ORIGIN.spiral(3).collect();
    spiral.sort();
    assert_eq!(all, spiral);
    for (i, &x) in all.iter().enumerate() {
        assert_eq!(hexagon.index(x), Some(i));
        assert_eq!(hexagon.hex(i), Some(x));
    }
    assert!(!hexagon.contains(h(4, 0)) && !hexagon.contains(h(2, 2)) && hexagon.contains(h(3, -3)));
    assert_eq!(hexagon.hex(37), None);

    let rect = HexMap::rectangle(4, 3).unwrap();
    assert_eq!(rect.len(), 12);
    let rows: Vec<Hex> = rect.hexes().collect();
    assert_eq!(rows[..5], [h(0, 0), h(1, 0), h(2, 0), h(3, 0), h(0, 1)]);
    assert_eq!(rows[8..], [h(-1, 2), h(0, 2), h(1, 2), h(2, 2)]);

    let ragged = HexMap::from_rows(-1, &[(0, 2), (5, 0), (-3, 1)]).unwrap();
    assert_eq!(ragged.hexes().collect::<Vec<_>>(), [h(0, -1), h(1, -1), h(-3, 1)]);
    assert_eq!(ragged.index(h(5, 0)), None);
}

#[test]
fn map_limits() {
    assert!(matches!(HexMap::rectangle(0, 3), Err(BoardError::BadHexMap(_))));
    assert!(HexMap::hexagon(i16::MAX as u16).is_err());
    assert!(HexMap::hexagon(i16::MAX as u16 - 1).is_ok_and(|m| !m.is_empty()));
    assert!(HexMap::from_rows(i16::MIN, &[(0, 1)]).is_err());
    assert!(HexMap::from_rows(0, &[(i16::MAX - 1, 2)]).is_err());
    assert!(HexMap::from_rows(0, &[(i16::MAX - 1, 1)]).is_ok());
}

#[test]
fn map_neighbours_and_paths() {
    let m = HexMap::hexagon(3).unwrap();
    let mut around = Vec::new();
    m.for_each_neighbor(Hex::ORIGIN, |n, i, d| {
        assert_eq!(m.index(n), Some(i));
        assert_eq!(Hex::ORIGIN.neighbor(d), n);
        around.push(n);
    });
    assert_eq!(around.len(), 6);
    assert!(around.windows(2).all(|w| w[0] < w[1]));
    let mut corner = 0;
    m.for_each_neighbor(h(3, 0), |_, _, _| corner += 1);
    assert_eq!(corner, 3);

    // Unobstructed, BFS distance on a hexagon is hex distance.
    let open = |_: Hex, _: Hex, _: HexDir| true;
    let mut map = DistanceMap::new();
    map.fill_bfs(&m, &[h(-3, 3)], open).unwrap();
    for x in m.hexes() {
        assert_eq!(u32::from(map.distance(&m, x).unwrap()), x.distance(h(-3, 3)));
    }
    // A wall of blocked hexes across the middle row, but for its east end.
    let blocked = |x: Hex| x.r == 0 && x.q < 3;
    let pass = |_: Hex, to: Hex, _: HexDir| !blocked(to);
    map.fill_bfs(&m, &[h(0, -3)], pass).unwrap();
    assert_eq!(map.distance(&m, h(0, 0)), None);
    assert_eq!(map.distance(&m, h(-2, 3)), Some(6 + 5), "via (3,0), the only gap");
    let mut out = Vec::new();
    first_steps(&m, h(0, 1), &map, pass, &mut out).unwrap();
    assert_eq!(out, [h(1, 1)]);
}
