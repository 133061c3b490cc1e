//! Cell edges between zones and where to put things inside a zone.

use crate::model::MapModel;
use std::collections::BTreeMap;

/// A unit cell edge: from `(x, y)` running one cell east (`vertical`
/// false) or south (`vertical` true), in cell coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Segment {
    pub x: usize,
    pub y: usize,
    pub vertical: bool,
}

/// Every cell edge between two different zones, by zone pair `(a, b)`,
/// `a < b`, in reading order.
pub fn shared_edges(map: &MapModel) -> BTreeMap<(usize, usize), Vec<Segment>> {
    let mut out: BTreeMap<(usize, usize), Vec<Segment>> = BTreeMap::new();
    for y in 0..map.height {
        for x in 0..map.width {
            let Some(a) = map.cell(x, y) else { continue };
            if let Some(b) = map.cell(x + 1, y)
                && a != b
            {
                out.entry((a.min(b), a.max(b))).or_default().push(Segment { x: x + 1, y, vertical: true });
            }
            if let Some(b) = map.cell(x, y + 1)
                && a != b
            {
                out.entry((a.min(b), a.max(b))).or_default().push(Segment { x, y: y + 1, vertical: false });
            }
        }
    }
    out
}

/// Cell edges on the board's rim: between a cell and the outside, with
/// the zone inside.
pub fn rim_edges(map: &MapModel) -> Vec<(usize, Segment)> {
    let mut out = Vec::new();
    let off = |x: isize, y: isize| x < 0 || y < 0 || map.cell(x as usize, y as usize).is_none();
    for y in 0..map.height {
        for x in 0..map.width {
            let Some(z) = map.cell(x, y) else { continue };
            let (xi, yi) = (x as isize, y as isize);
            if off(xi - 1, yi) {
                out.push((z, Segment { x, y, vertical: true }));
            }
            if off(xi + 1, yi) {
                out.push((z, Segment { x: x + 1, y, vertical: true }));
            }
            if off(xi, yi - 1) {
                out.push((z, Segment { x, y, vertical: false }));
            }
            if off(xi, yi + 1) {
                out.push((z, Segment { x, y: y + 1, vertical: false }));
            }
        }
    }
    out
}

/// The segment a door or opening is drawn on: the middle one.
pub fn middle(segments: &[Segment]) -> Option<Segment> {
    segments.get(segments.len() / 2).copied()
}

/// The cells of each zone, best first for placing labels and tokens: the
/// cell nearest the zone's centre, then by distance from it.
pub fn zone_cells(map: &MapModel) -> Vec<Vec<(usize, usize)>> {
    let mut cells = vec![Vec::new(); map.zones.len()];
    for y in 0..map.height {
        for x in 0..map.width {
            if let Some(z) = map.cell(x, y) {
                cells[z].push((x, y));
            }
        }
    }
    for list in &mut cells {
        if list.is_empty() {
            continue;
        }
        let n = list.len() as f64;
        let cx = list.iter().map(|c| c.0 as f64).sum::<f64>() / n;
        let cy = list.iter().map(|c| c.1 as f64).sum::<f64>() / n;
        // Integer keys keep the order total and stable.
        list.sort_by_key(|&(x, y)| {
            let d = (x as f64 - cx).powi(2) + (y as f64 - cy).powi(2);
            ((d * 1000.0) as u64, y, x)
        });
    }
    cells
}
