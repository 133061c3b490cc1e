//! Line of sight (RM-LOS-1..5) over straight orthogonal lines of cells.
//!
//! Every straight line that starts in a cell of a zone is reduced, once, to
//! the sequence of zone changes it crosses with the kind of link at each
//! change. Sight then only depends on which doors are open, so a query
//! walks these short sequences without touching the grid.

use super::{Link, LinkKind, MAX_ZONES, Map, NO_ZONE, ZoneId};
use std::collections::BTreeSet;
use std::ops::Range;

#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub(super) struct Rays {
    /// Per zone: range into `rays`.
    by_zone: Vec<Range<u32>>,
    /// Each ray: range into `steps`.
    rays: Vec<Range<u32>>,
    steps: Vec<(ZoneId, LinkKind)>,
}

impl Rays {
    pub(super) fn build(width: usize, height: usize, cells: &[ZoneId], links: &[Vec<Link>], n: usize) -> Self {
        let mut per_zone: Vec<BTreeSet<Vec<(ZoneId, LinkKind)>>> = vec![BTreeSet::new(); n];
        let kind_of =
            |a: ZoneId, b: ZoneId| links[a as usize].iter().find(|l| l.to == b).map_or(LinkKind::Wall, |l| l.kind);
        for y in 0..height {
            for x in 0..width {
                let start = cells[y * width + x];
                if start == NO_ZONE || start as usize >= n {
                    continue;
                }
                for (dx, dy) in [(1isize, 0isize), (-1, 0), (0, 1), (0, -1)] {
                    let mut seq = Vec::new();
                    let (mut cx, mut cy) = (x as isize, y as isize);
                    let mut cur = start;
                    loop {
                        cx += dx;
                        cy += dy;
                        if cx < 0 || cy < 0 || cx >= width as isize || cy >= height as isize {
                            break;
                        }
                        let z = cells[cy as usize * width + cx as usize];
                        if z == NO_ZONE || z as usize >= n {
                            break;
                        }
                        if z != cur {
                            let k = kind_of(cur, z);
                            seq.push((z, k));
                            if k == LinkKind::Wall {
                                break;
                            }
                            cur = z;
                        }
                    }
                    if !seq.is_empty() {
                        per_zone[start as usize].insert(seq);
                    }
                }
            }
        }
        let mut rays = Rays::default();
        for set in per_zone {
            let first = rays.rays.len() as u32;
            for seq in set {
                let s = rays.steps.len() as u32;
                rays.steps.extend(seq);
                rays.rays.push(s..rays.steps.len() as u32);
            }
            rays.by_zone.push(first..rays.rays.len() as u32);
        }
        rays
    }
}

impl Map {
    /// Range in zones from `from` to every zone it sees, `u8::MAX` for
    /// zones out of sight; `from` itself is at range 0.
    ///
    /// Streets and corridors see along the line until a wall or the board
    /// edge (RM-LOS-1, RM-LOS-4); a room sees one zone through an opening
    /// or an open door (RM-LOS-2), and out of a door any number of street
    /// zones (RM-LOS-3); from the street, one room through an open door.
    /// Tents and the crashed helicopter's zones block sight (RM-TENT-5,
    /// RM-WRECK-1); the helipad fence does not (RM-PAD-1).
    pub fn sight(&self, from: ZoneId, open_doors: u64, out: &mut [u8; MAX_ZONES]) {
        out.fill(u8::MAX);
        out[from as usize] = 0;
        let zf = &self.zones[from as usize];
        if zf.tent_spot || zf.wreck {
            return;
        }
        let r = &self.rays;
        for ray in &r.rays[r.by_zone[from as usize].start as usize..r.by_zone[from as usize].end as usize] {
            let mut dist = 0u8;
            for &(z, kind) in &r.steps[ray.start as usize..ray.end as usize] {
                let zt = &self.zones[z as usize];
                if zt.wreck || zt.tent_spot {
                    break;
                }
                let through = match kind {
                    LinkKind::Free | LinkKind::Fence | LinkKind::Ladder => true,
                    LinkKind::Opening => true,
                    LinkKind::Door(d) => open_doors & (1 << d) != 0,
                    LinkKind::Wall => false,
                };
                if !through {
                    break;
                }
                dist += 1;
                if dist < out[z as usize] {
                    out[z as usize] = dist;
                }
                // Entering a room ends the line: one zone inside at most.
                if !zt.open_air() {
                    break;
                }
                // Out of a room into the street, the line goes on along streets.
            }
        }
    }

    /// Does `from` see `to`, and at what range?
    pub fn range_to(&self, from: ZoneId, to: ZoneId, open_doors: u64) -> Option<u8> {
        let mut buf = [0u8; MAX_ZONES];
        self.sight(from, open_doors, &mut buf);
        let d = buf[to as usize];
        (d != u8::MAX).then_some(d)
    }
}
