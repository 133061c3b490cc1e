//! Bounded hex maps with a dense index.

use super::{Hex, HexDir};
use crate::error::BoardError;
use crate::path::Topology;

/// A finite hex board made of rows: row `r` holds the hexes
/// `q_min..q_min + len`. Indices run row by row, then by `q`.
///
/// Every coordinate stays at least one away from the `i16` limits, so
/// the neighbours of a map hex never wrap around.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HexMap {
    r_min: i16,
    rows: Vec<Row>,
    len: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Row {
    q_min: i16,
    len: u16,
    /// Index of the row's first hex.
    start: u32,
}

const LOW: i32 = i16::MIN as i32 + 1;
const HIGH: i32 = i16::MAX as i32 - 1;

impl HexMap {
    /// Rows `r_min, r_min + 1, ...`, each given as `(q_min, len)`; a row
    /// may be empty.
    pub fn from_rows(r_min: i16, rows: &[(i16, u16)]) -> Result<Self, BoardError> {
        let r_last = i32::from(r_min) + rows.len() as i32 - 1;
        if i32::from(r_min) < LOW || (!rows.is_empty() && r_last > HIGH) {
            return Err(BoardError::BadHexMap("a row lies outside the i16 range less one"));
        }
        let mut out = Vec::with_capacity(rows.len());
        let mut start = 0usize;
        for &(q_min, len) in rows {
            if len > 0 && (i32::from(q_min) < LOW || i32::from(q_min) + i32::from(len) - 1 > HIGH) {
                return Err(BoardError::BadHexMap("a column lies outside the i16 range less one"));
            }
            let Ok(start32) = u32::try_from(start) else {
                return Err(BoardError::BadHexMap("more hexes than a u32 can index"));
            };
            out.push(Row { q_min, len, start: start32 });
            start += usize::from(len);
        }
        if u32::try_from(start).is_err() {
            return Err(BoardError::BadHexMap("more hexes than a u32 can index"));
        }
        Ok(Self { r_min, rows: out, len: start })
    }

    /// The hexes within `radius` of the origin.
    pub fn hexagon(radius: u16) -> Result<Self, BoardError> {
        let rad = i32::from(radius);
        if rad > HIGH {
            return Err(BoardError::BadHexMap("radius beyond the i16 range less one"));
        }
        let rows: Vec<(i16, u16)> =
            (-rad..=rad).map(|r| ((-rad).max(-r - rad) as i16, (2 * rad + 1 - r.abs()) as u16)).collect();
        Self::from_rows(-rad as i16, &rows)
    }

    /// A `w` x `h` rectangle of a pointy-top layout whose odd rows are
    /// shifted half a hex east ("odd-r"): offset column `c` of row `r` is
    /// the hex `(c - r / 2, r)`.
    pub fn rectangle(w: u16, h: u16) -> Result<Self, BoardError> {
        if w == 0 || h == 0 {
            return Err(BoardError::BadHexMap("a rectangle needs a positive width and height"));
        }
        if i32::from(h) - 1 > HIGH {
            return Err(BoardError::BadHexMap("a row lies outside the i16 range less one"));
        }
        let rows: Vec<(i16, u16)> = (0..i32::from(h)).map(|r| (-(r / 2) as i16, w)).collect();
        Self::from_rows(0, &rows)
    }

    /// Number of hexes.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn row(&self, r: i16) -> Option<&Row> {
        let i = usize::try_from(i32::from(r) - i32::from(self.r_min)).ok()?;
        self.rows.get(i)
    }

    pub fn contains(&self, h: Hex) -> bool {
        self.index(h).is_some()
    }

    pub fn index(&self, h: Hex) -> Option<usize> {
        let row = self.row(h.r)?;
        let off = usize::try_from(i32::from(h.q) - i32::from(row.q_min)).ok()?;
        (off < usize::from(row.len)).then(|| row.start as usize + off)
    }

    pub fn hex(&self, index: usize) -> Option<Hex> {
        (index < self.len).then(|| self.hex_unchecked(index))
    }

    fn hex_unchecked(&self, index: usize) -> Hex {
        // The first row ending after `index` holds it (empty rows end
        // where they start and are skipped).
        let ri = self.rows.partition_point(|row| row.start as usize + usize::from(row.len) <= index);
        let Some(row) = self.rows.get(ri) else { return Hex::ORIGIN };
        let q = i32::from(row.q_min) + (index - row.start as usize) as i32;
        Hex::new(q as i16, (i32::from(self.r_min) + ri as i32) as i16)
    }

    /// All hexes in index order.
    pub fn hexes(&self) -> impl ExactSizeIterator<Item = Hex> + '_ {
        (0..self.len).map(|i| self.hex_unchecked(i))
    }
}

impl Topology for HexMap {
    type Node = Hex;
    type Edge = HexDir;

    fn node_count(&self) -> usize {
        self.len
    }

    fn index_of(&self, node: Hex) -> Option<usize> {
        self.index(node)
    }

    fn node_at(&self, index: usize) -> Hex {
        self.hex_unchecked(index)
    }

    fn for_each_neighbor(&self, node: Hex, mut f: impl FnMut(Hex, usize, HexDir)) {
        if !self.contains(node) {
            return;
        }
        for d in HexDir::READING {
            let n = node.neighbor(d);
            if let Some(i) = self.index(n) {
                f(n, i, d);
            }
        }
    }

    fn reverse(&self, edge: HexDir) -> HexDir {
        edge.opposite()
    }
}
