//! A hex map drawn as rows of characters (ATZ-MOVE-1..4, ATZ-GAP-6,
//! ATZ-GAP-17) on `horde_board`'s bounded hex maps.

use horde_board::{Hex, HexMap};
use serde::Serialize;

/// The terrain of a hex, read at its centre (ATZ-MOVE-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Terrain {
    Clear,
    Vegetation,
    /// A hex of the building with this index.
    Building(u8),
}

impl Terrain {
    /// MP to enter (ATZ-MOVE-2..4).
    pub fn cost(self) -> u8 {
        match self {
            Terrain::Clear => 1,
            Terrain::Vegetation | Terrain::Building(_) => 2,
        }
    }

    /// Blocks sight, gives cover, stops a Runaway (ATZ-LOS-1, ATZ-GAP-17).
    pub fn is_cover(self) -> bool {
        !matches!(self, Terrain::Clear)
    }
}

#[derive(Debug, Serialize)]
pub struct Map {
    pub id: String,
    pub width: u8,
    pub height: u8,
    #[serde(skip)]
    pub hexes: HexMap,
    /// By hex index.
    pub terrain: Vec<Terrain>,
    /// The letter of each building, by building index.
    pub buildings: Vec<char>,
    /// By hex index, the indices of its neighbours in directions 1-6,
    /// `NONE` off the map: the searches of every zombie step and charge
    /// read them instead of recomputing a hex's index.
    #[serde(skip)]
    neighbours: Vec<[u16; 6]>,
}

/// No neighbour: the step leaves the map.
const NONE: u16 = u16::MAX;

/// The steps of directions 1-6 (ATZ-GAP-6): up, up-right, down-right,
/// down, down-left, up-left on flat-topped hexes.
pub const DIRECTIONS: [(i16, i16); 6] = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)];

pub fn step(h: Hex, direction: u8) -> Hex {
    let (dq, dr) = DIRECTIONS[usize::from(direction.clamp(1, 6) - 1)];
    Hex::new(h.q + dq, h.r + dr)
}

impl Map {
    pub fn from_rows(id: &str, rows: &[String]) -> Result<Self, String> {
        let height = rows.len();
        let width = rows.first().map_or(0, |r| r.chars().count());
        if height == 0 || width == 0 || height > 60 || width > 60 {
            return Err("a map has 1 to 60 rows of 1 to 60 hexes".to_owned());
        }
        if rows.iter().any(|r| r.chars().count() != width) {
            return Err(format!("every row must have {width} hexes"));
        }
        // Axial r = y - floor(x / 2): row r of the board holds the x with
        // 0 <= r + floor(x / 2) < height, a run of consecutive x.
        let (w, h) = (width as i16, height as i16);
        let r_min = -((w - 1) / 2);
        let r_max = h - 1;
        let mut board_rows = Vec::new();
        for r in r_min..=r_max {
            let xs: Vec<i16> = (0..w).filter(|&x| (0..h).contains(&(r + x / 2))).collect();
            match (xs.first(), xs.last()) {
                (Some(&a), Some(&b)) => board_rows.push((a, (b - a + 1) as u16)),
                _ => board_rows.push((0, 0)),
            }
        }
        let hexes = HexMap::from_rows(r_min, &board_rows).map_err(|e| e.to_string())?;
        let mut terrain = vec![Terrain::Clear; hexes.len()];
        let mut buildings: Vec<char> = Vec::new();
        for (y, row) in rows.iter().enumerate() {
            for (x, c) in row.chars().enumerate() {
                let hex = Hex::new(x as i16, y as i16 - x as i16 / 2);
                let Some(i) = hexes.index(hex) else { return Err(format!("hex {x},{y} is off the board")) };
                terrain[i] = match c {
                    '.' => Terrain::Clear,
                    'v' => Terrain::Vegetation,
                    'A'..='Z' => {
                        let b = match buildings.iter().position(|&l| l == c) {
                            Some(b) => b,
                            None => {
                                buildings.push(c);
                                buildings.len() - 1
                            }
                        };
                        Terrain::Building(b as u8)
                    }
                    _ => return Err(format!("unknown terrain {c:?} at column {x}, row {y}: use '.', 'v' or A-Z")),
                };
            }
        }
        let neighbours = (0..hexes.len())
            .map(|i| {
                let mut n = [NONE; 6];
                if let Some(h) = hexes.hex(i) {
                    for (d, slot) in (1..=6).zip(n.iter_mut()) {
                        *slot = hexes.index(step(h, d)).map_or(NONE, |j| j as u16);
                    }
                }
                n
            })
            .collect();
        Ok(Self { id: id.to_owned(), width: width as u8, height: height as u8, hexes, terrain, buildings, neighbours })
    }

    /// The indices of the hexes beside hex index `i` on the map.
    pub fn neighbours(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        self.neighbours.get(i).into_iter().flatten().filter(|&&j| j != NONE).map(|&j| usize::from(j))
    }

    /// The hex at column `x`, row `y` of the drawing.
    pub fn offset_hex(&self, x: i16, y: i16) -> Option<Hex> {
        let h = Hex::new(x, y - x.div_euclid(2));
        ((0..i16::from(self.width)).contains(&x) && (0..i16::from(self.height)).contains(&y)).then_some(h)
    }

    /// Column and row of a hex.
    pub fn offset(h: Hex) -> (i16, i16) {
        (h.q, h.r + h.q.div_euclid(2))
    }

    pub fn index(&self, h: Hex) -> Option<usize> {
        self.hexes.index(h)
    }

    pub fn contains(&self, h: Hex) -> bool {
        self.hexes.contains(h)
    }

    pub fn terrain(&self, h: Hex) -> Terrain {
        self.index(h).map_or(Terrain::Clear, |i| self.terrain[i])
    }

    pub fn building(&self, h: Hex) -> Option<u8> {
        match self.terrain(h) {
            Terrain::Building(b) => Some(b),
            _ => None,
        }
    }

    /// On the east (last column) or west (column 0) edge.
    pub fn on_edge(&self, h: Hex, east: bool) -> bool {
        self.contains(h) && if east { h.q == i16::from(self.width) - 1 } else { h.q == 0 }
    }
}
