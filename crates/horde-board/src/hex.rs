//! Hexagonal boards in axial coordinates `(q, r)`, with the cube
//! coordinate `s = -q - r` implied.
//!
//! Direction names read on a pointy-top layout with `r` growing downward
//! (south); on a flat-top layout the same six offsets keep their order
//! but the names rotate. Hexes are ordered and indexed by row `r`, then
//! `q`, so sorting by [`Ord`] and iterating a [`HexMap`] by index agree.
//!
//! Nothing in the workspace uses hex maps yet. They are kept on purpose,
//! complete (coordinates, rings, bounded maps that the path search walks,
//! exact lines and line of sight), for the hex-map game that comes next,
//! All Things Zombie (its rule ids start with `ATZ-`).

mod line;
mod map;

pub use line::{line, line_of_sight};
pub use map::HexMap;

use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::fmt;

/// A hex in axial coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hex {
    pub q: i16,
    pub r: i16,
}

/// One of the six steps, counter-clockwise from east.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum HexDir {
    /// `(+1, 0)`
    E,
    /// `(+1, -1)`
    NE,
    /// `(0, -1)`
    NW,
    /// `(-1, 0)`
    W,
    /// `(-1, +1)`
    SW,
    /// `(0, +1)`
    SE,
}

impl HexDir {
    /// Counter-clockwise from east; `ALL[i]` and `ALL[(i + 3) % 6]` are opposite.
    pub const ALL: [HexDir; 6] = [HexDir::E, HexDir::NE, HexDir::NW, HexDir::W, HexDir::SW, HexDir::SE];
    /// In the order of the hexes they reach (row, then `q`).
    pub const READING: [HexDir; 6] = [HexDir::NW, HexDir::NE, HexDir::W, HexDir::E, HexDir::SW, HexDir::SE];

    pub const fn offset(self) -> (i16, i16) {
        match self {
            HexDir::E => (1, 0),
            HexDir::NE => (1, -1),
            HexDir::NW => (0, -1),
            HexDir::W => (-1, 0),
            HexDir::SW => (-1, 1),
            HexDir::SE => (0, 1),
        }
    }

    pub const fn opposite(self) -> HexDir {
        self.rotate(3)
    }

    /// Turned counter-clockwise by `sixths` of a full turn.
    pub const fn rotate(self, sixths: u8) -> HexDir {
        HexDir::ALL[(self as usize + sixths as usize) % 6]
    }
}

impl Hex {
    pub const ORIGIN: Hex = Hex::new(0, 0);

    pub const fn new(q: i16, r: i16) -> Self {
        Self { q, r }
    }

    /// The implied third cube coordinate. Wider than `i16`: `-q - r` of two
    /// valid coordinates may not fit.
    pub const fn s(self) -> i32 {
        -(self.q as i32) - (self.r as i32)
    }

    /// The hex one step away. Wraps at the `i16` limits instead of
    /// panicking; maps keep a margin so that their hexes never wrap.
    pub const fn neighbor(self, dir: HexDir) -> Hex {
        self.offset(dir, 1)
    }

    const fn offset(self, dir: HexDir, k: i16) -> Hex {
        let (dq, dr) = dir.offset();
        Hex::new(self.q.wrapping_add(dq.wrapping_mul(k)), self.r.wrapping_add(dr.wrapping_mul(k)))
    }

    /// Number of steps between two hexes.
    pub fn distance(self, other: Hex) -> u32 {
        let dq = i32::from(self.q) - i32::from(other.q);
        let dr = i32::from(self.r) - i32::from(other.r);
        let ds = -dq - dr;
        dq.unsigned_abs().max(dr.unsigned_abs()).max(ds.unsigned_abs())
    }

    /// The `6 k` hexes at distance `k` (just `self` for `k = 0`), starting
    /// at `k` steps east and going counter-clockwise. Hexes whose
    /// coordinates would not fit `i16` are skipped.
    pub fn ring(self, k: u16) -> Ring {
        Ring { center: self, k, side: 0, step: 0, done: false }
    }

    /// The hexes within distance `radius`: `self`, then ring 1, ring 2...
    /// each in [`Hex::ring`] order; `1 + 3 r (r + 1)` hexes.
    pub fn spiral(self, radius: u16) -> Spiral {
        Spiral { ring: self.ring(0), radius }
    }
}

impl Ord for Hex {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.r, self.q).cmp(&(other.r, other.q))
    }
}

impl PartialOrd for Hex {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{},{}]", self.q, self.r)
    }
}

/// See [`Hex::ring`].
#[derive(Clone, Debug)]
pub struct Ring {
    center: Hex,
    k: u16,
    /// Which of the six sides is being walked, and how far along.
    side: u8,
    step: u16,
    done: bool,
}

impl Ring {
    /// The next position on the ring in wide coordinates, or `None` at the end.
    fn advance(&mut self) -> Option<(i32, i32)> {
        if self.done {
            return None;
        }
        let (cq, cr) = (i32::from(self.center.q), i32::from(self.center.r));
        let k = i32::from(self.k);
        if k == 0 {
            self.done = true;
            return Some((cq, cr));
        }
        // Side `i` starts at the corner `k` steps in direction `ALL[i]` and
        // walks toward the next corner, in direction `ALL[i + 2]`.
        let (corner, walk) = (HexDir::ALL[usize::from(self.side)], HexDir::ALL[usize::from(self.side + 2) % 6]);
        let (oq, or) = corner.offset();
        let (wq, wr) = walk.offset();
        let t = i32::from(self.step);
        let pos = (cq + i32::from(oq) * k + i32::from(wq) * t, cr + i32::from(or) * k + i32::from(wr) * t);
        self.step += 1;
        if self.step == self.k {
            self.step = 0;
            self.side += 1;
            self.done = self.side == 6;
        }
        Some(pos)
    }
}

impl Iterator for Ring {
    type Item = Hex;
    fn next(&mut self) -> Option<Hex> {
        loop {
            let (q, r) = self.advance()?;
            if let (Ok(q), Ok(r)) = (i16::try_from(q), i16::try_from(r)) {
                return Some(Hex::new(q, r));
            }
        }
    }
}

/// See [`Hex::spiral`].
#[derive(Clone, Debug)]
pub struct Spiral {
    ring: Ring,
    radius: u16,
}

impl Iterator for Spiral {
    type Item = Hex;
    fn next(&mut self) -> Option<Hex> {
        loop {
            if let Some(h) = self.ring.next() {
                return Some(h);
            }
            if self.ring.k >= self.radius {
                return None;
            }
            self.ring = self.ring.center.ring(self.ring.k + 1);
        }
    }
}

#[cfg(test)]
mod tests;
