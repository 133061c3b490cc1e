//! Routes for zombies and survivors: breadth-first distances over the
//! zones, kept behind these few functions so a shared graph crate could
//! replace them without touching the rules. They stay local: they work on
//! fixed arrays of at most 64 zones with the doors' state as a bit set,
//! so the zombies' phase allocates nothing and the state needs no buffer.
//! `benches/routing.rs` checks them against `horde-board`'s zone graph and
//! BFS (same results) and times both: `horde-board` is no faster even with
//! its buffers reused, and slower when they are not (docs/performance.md,
//! "Zombie routing").

use super::{LinkKind, MAX_ZONES, Map, ZoneId, passable};

pub const UNREACHABLE: u8 = u8::MAX;

/// Steps from every zone to a target zone.
pub type DistanceMap = [u8; MAX_ZONES];

impl Map {
    /// Distances to `target` over the links actors can walk with the
    /// doors in `open_doors`. With `doors_as_open`, every door counts as
    /// open: the zombies' fallback route of RM-ZMOVE-1 (rule 3).
    pub fn distances_to(&self, target: ZoneId, open_doors: u64, doors_as_open: bool, out: &mut DistanceMap) {
        out.fill(UNREACHABLE);
        let mut queue = [0u8; MAX_ZONES];
        let (mut head, mut tail) = (0usize, 0usize);
        if self.zones[target as usize].wreck {
            return;
        }
        out[target as usize] = 0;
        queue[tail] = target;
        tail += 1;
        while head < tail {
            let z = queue[head];
            head += 1;
            let d = out[z as usize];
            for l in &self.links[z as usize] {
                if out[l.to as usize] != UNREACHABLE || self.zones[l.to as usize].wreck {
                    continue;
                }
                let ok = match l.kind {
                    LinkKind::Door(_) if doors_as_open => true,
                    k => passable(k, open_doors),
                };
                if ok {
                    out[l.to as usize] = d + 1;
                    queue[tail] = l.to;
                    tail += 1;
                }
            }
        }
    }

    /// The neighbours of `from` that lie on a shortest route to the target
    /// of `dist` (ascending zone order), as a zone mask.
    pub fn first_steps(&self, from: ZoneId, dist: &DistanceMap, open_doors: u64, doors_as_open: bool) -> u64 {
        let d = dist[from as usize];
        if d == UNREACHABLE || d == 0 {
            return 0;
        }
        let mut m = 0u64;
        for l in &self.links[from as usize] {
            let ok = match l.kind {
                LinkKind::Door(_) if doors_as_open => true,
                k => passable(k, open_doors),
            };
            if ok && dist[l.to as usize] == d - 1 {
                m |= 1 << l.to;
            }
        }
        m
    }
}
