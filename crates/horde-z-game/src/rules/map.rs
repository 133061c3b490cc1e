//! The hex map of locations around the Street (ZG-GAP-3, ZG-CTX-5): Street
//! at the centre, ring 1 of six tiles, the used slots of ring 2, the Bases
//! on ring 3. Two locations are adjacent when their hexes share an edge.

use crate::content::Layout;

/// Axial hex directions.
const DIRS: [(i8, i8); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

/// The hexes of ring `r` around the centre, in slot order.
pub fn ring(r: u8) -> Vec<(i8, i8)> {
    let r8 = r as i8;
    let mut hex = (-r8, r8);
    let mut out = Vec::new();
    for d in DIRS {
        for _ in 0..r {
            out.push(hex);
            hex = (hex.0 + d.0, hex.1 + d.1);
        }
    }
    out
}

pub fn adjacent(a: (i8, i8), b: (i8, i8)) -> bool {
    DIRS.iter().any(|d| (a.0 + d.0, a.1 + d.1) == b)
}

/// What stands on a map position, before and after the tiles are dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    Street,
    /// A city tile (index into the content's tiles); `None` until dealt.
    City(Option<u8>),
    /// The Base of a seat.
    Base(u8),
}

/// The positions of a layout: Street (position 0), ring 1 (1-6), the used
/// ring-2 slots, then the Bases in seat order; with their hexes.
pub fn positions(layout: &Layout) -> Vec<(Place, (i8, i8))> {
    let mut out = vec![(Place::Street, (0, 0))];
    out.extend(ring(1).into_iter().map(|h| (Place::City(None), h)));
    let r2 = ring(2);
    out.extend(layout.ring2.iter().map(|&s| (Place::City(None), r2[usize::from(s)])));
    let r3 = ring(3);
    out.extend(layout.bases.iter().enumerate().map(|(seat, &s)| (Place::Base(seat as u8), r3[usize::from(s)])));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::raw_base_touches;

    #[test]
    fn the_base_slot_formula_matches_the_geometry() {
        let (r2, r3) = (ring(2), ring(3));
        for b in 0..18u8 {
            let touching: Vec<u8> = (0..12u8).filter(|&s| adjacent(r3[usize::from(b)], r2[usize::from(s)])).collect();
            if b % 3 == 0 {
                assert_eq!(touching.len(), 1, "corner {b}");
            } else {
                let mut f = raw_base_touches(b).to_vec();
                f.sort_unstable();
                assert_eq!(touching, f, "slot {b}");
            }
        }
    }
}
