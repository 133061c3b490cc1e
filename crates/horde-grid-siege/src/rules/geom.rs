//! Squares, directions and edges of the grid.
//!
//! Distance is |dx| + |dy| (the range chart, GS-RANGE-3 and GS-GAP-2).

use serde::{Deserialize, Serialize};
use std::fmt;

/// A square: column `x` (0 = west) and row `y` (0 = north).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Pos {
    pub y: u8,
    pub x: u8,
}

impl Pos {
    pub const fn new(x: u8, y: u8) -> Self {
        Self { y, x }
    }

    /// Manhattan distance, the distance of the range chart (GS-RANGE-3).
    pub fn dist(self, other: Pos) -> u16 {
        u16::from(self.x.abs_diff(other.x)) + u16::from(self.y.abs_diff(other.y))
    }

    /// The neighbour in `dir`, if it is not off the top or left side
    /// (the map checks the other two sides).
    pub fn step(self, dir: Dir) -> Option<Pos> {
        let (dx, dy) = dir.delta();
        let x = i16::from(self.x) + i16::from(dx);
        let y = i16::from(self.y) + i16::from(dy);
        if x < 0 || y < 0 || x > 63 || y > 63 {
            return None;
        }
        Some(Pos::new(x as u8, y as u8))
    }

    /// The orthogonal direction from `self` to an orthogonal neighbour.
    pub fn dir_to(self, other: Pos) -> Option<Dir> {
        Dir::ALL.into_iter().find(|&d| self.step(d) == Some(other))
    }

    /// Compact number used by action encoding (6 bits per coordinate).
    pub const fn code(self) -> u32 {
        ((self.y as u32) << 6) | self.x as u32
    }

    pub const fn from_code(c: u32) -> Pos {
        Pos::new((c & 63) as u8, ((c >> 6) & 63) as u8)
    }
}

impl Pos {
    /// The inverse of `Display`: `"L21"` is column L (x = 11), row 21
    /// (y = 20); columns past Z read `AA`, `AB`... `None` for anything
    /// else.
    pub fn parse(s: &str) -> Option<Pos> {
        let s = s.trim();
        let split = s.find(|c: char| c.is_ascii_digit())?;
        let (letters, digits) = s.split_at(split);
        let letters = letters.to_ascii_uppercase();
        let col = match letters.as_bytes() {
            [a] if a.is_ascii_uppercase() => u32::from(a - b'A'),
            [a, b] if a.is_ascii_uppercase() && b.is_ascii_uppercase() => {
                (u32::from(a - b'A') + 1) * 26 + u32::from(b - b'A')
            }
            _ => return None,
        };
        let row: u32 = digits.parse().ok()?;
        if col > 63 || row == 0 || row > 64 {
            return None;
        }
        Some(Pos::new(col as u8, (row - 1) as u8))
    }
}

impl fmt::Display for Pos {
    /// Column letters as on a chess board (A = west), rows from 1 (north).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let col = self.x;
        if col < 26 {
            write!(f, "{}{}", char::from(b'A' + col), u16::from(self.y) + 1)
        } else {
            write!(f, "{}{}{}", char::from(b'A' + col / 26 - 1), char::from(b'A' + col % 26), u16::from(self.y) + 1)
        }
    }
}

/// Orthogonal directions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Dir {
    N,
    E,
    S,
    W,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

    pub const fn delta(self) -> (i8, i8) {
        match self {
            Dir::N => (0, -1),
            Dir::E => (1, 0),
            Dir::S => (0, 1),
            Dir::W => (-1, 0),
        }
    }

    pub const fn index(self) -> u32 {
        match self {
            Dir::N => 0,
            Dir::E => 1,
            Dir::S => 2,
            Dir::W => 3,
        }
    }

    pub const fn from_index(i: u32) -> Option<Dir> {
        match i {
            0 => Some(Dir::N),
            1 => Some(Dir::E),
            2 => Some(Dir::S),
            3 => Some(Dir::W),
            _ => None,
        }
    }

    pub const fn opposite(self) -> Dir {
        match self {
            Dir::N => Dir::S,
            Dir::E => Dir::W,
            Dir::S => Dir::N,
            Dir::W => Dir::E,
        }
    }

    pub const fn is_vertical(self) -> bool {
        matches!(self, Dir::N | Dir::S)
    }

    pub fn parse(s: &str) -> Option<Dir> {
        match s {
            "N" | "n" | "north" => Some(Dir::N),
            "E" | "e" | "east" => Some(Dir::E),
            "S" | "s" | "south" => Some(Dir::S),
            "W" | "w" | "west" => Some(Dir::W),
            _ => None,
        }
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Dir::N => "N",
            Dir::E => "E",
            Dir::S => "S",
            Dir::W => "W",
        })
    }
}

/// The boundary between two orthogonal neighbours, named by its north or
/// west square: `south == true` is the edge below `pos`, otherwise the edge
/// to its east.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Edge {
    pub pos: Pos,
    pub south: bool,
}

impl Edge {
    /// The edge on side `dir` of `pos`, if `pos` is not on the top or left border.
    pub fn of(pos: Pos, dir: Dir) -> Option<Edge> {
        match dir {
            Dir::E => Some(Edge { pos, south: false }),
            Dir::S => Some(Edge { pos, south: true }),
            Dir::W => pos.step(Dir::W).map(|p| Edge { pos: p, south: false }),
            Dir::N => pos.step(Dir::N).map(|p| Edge { pos: p, south: true }),
        }
    }

    /// The edge between two orthogonal neighbours.
    pub fn between(a: Pos, b: Pos) -> Option<Edge> {
        a.dir_to(b).and_then(|d| Edge::of(a, d))
    }

    /// The inverse of `Display` (`"C6/S"`: the south side of C6, `"C6/E"`
    /// its east side), or two orthogonally adjacent squares in either
    /// order (`"C6/C7"`).
    pub fn parse(s: &str) -> Option<Edge> {
        let (a, b) = s.split_once('/')?;
        let a = Pos::parse(a)?;
        match b.trim() {
            "S" | "s" => Some(Edge { pos: a, south: true }),
            "E" | "e" => Some(Edge { pos: a, south: false }),
            b => Edge::between(a, Pos::parse(b)?),
        }
    }

    /// The two squares on either side.
    pub fn squares(self) -> (Pos, Pos) {
        let other =
            if self.south { Pos::new(self.pos.x, self.pos.y + 1) } else { Pos::new(self.pos.x + 1, self.pos.y) };
        (self.pos, other)
    }

    pub const fn code(self) -> u32 {
        (self.pos.code() << 1) | self.south as u32
    }

    pub const fn from_code(c: u32) -> Edge {
        Edge { pos: Pos::from_code(c >> 1), south: c & 1 == 1 }
    }
}

impl fmt::Display for Edge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.pos, if self.south { "/S" } else { "/E" })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_and_edges_read_back_as_written() {
        for p in [Pos::new(0, 0), Pos::new(11, 20), Pos::new(25, 63), Pos::new(26, 3), Pos::new(63, 9)] {
            assert_eq!(Pos::parse(&p.to_string()), Some(p), "{p}");
        }
        assert_eq!(Pos::parse("l21"), Some(Pos::new(11, 20)));
        for bad in ["", "L", "21", "L0", "L 21", "L21x", "ZZ1"] {
            assert_eq!(Pos::parse(bad), None, "{bad:?}");
        }
        let e = Edge { pos: Pos::new(2, 5), south: true };
        assert_eq!(Edge::parse(&e.to_string()), Some(e));
        assert_eq!(Edge::parse("C7/C6"), Some(e));
        assert_eq!(Edge::parse("C6/D7"), None, "not adjacent");
    }
}
