//! The zombies' distance maps (RM-ZMOVE-1), kept per thread between
//! groups, phases and games. A map to a target depends only on the board
//! and the open doors, while a zombies' phase asks for it once per moving
//! group, and a playout replays the same few door states over and over;
//! the state itself stays a plain value (a cache in it would be cloned
//! with every search node).

use super::RueMorgue;
use super::statics::Static;
use crate::map::{DistanceMap, MAX_ZONES, UNREACHABLE, ZoneId};
use std::cell::RefCell;
use std::sync::{Arc, Weak};

/// Door states remembered at once: opening a door starts a new one, and
/// the playouts of a search or a simulation return to the earlier ones.
const DOOR_STATES: usize = 4;

/// The distance maps of one board with one set of open doors. The board
/// is named by a weak reference to its statics: while the cache holds it
/// the allocation cannot be reused by another match's statics, so a
/// pointer match is an identity match.
struct Routes {
    statics: Weak<Static>,
    open_doors: u64,
    /// Bit `t` of `known[k]`: `maps[k][t]` holds the distances to zone
    /// `t`, with closed doors closed (`k = 0`) or every door open (`k = 1`).
    known: [u64; 2],
    maps: Box<[[DistanceMap; MAX_ZONES]; 2]>,
}

impl Routes {
    fn new(statics: &Arc<Static>, open_doors: u64) -> Self {
        Self {
            statics: Arc::downgrade(statics),
            open_doors,
            known: [0; 2],
            maps: Box::new([[[UNREACHABLE; MAX_ZONES]; MAX_ZONES]; 2]),
        }
    }

    fn fits(&self, statics: &Arc<Static>, open_doors: u64) -> bool {
        self.open_doors == open_doors && std::ptr::eq(self.statics.as_ptr(), Arc::as_ptr(statics))
    }
}

thread_local! {
    /// Most recently used first.
    static ROUTES: RefCell<Vec<Routes>> = const { RefCell::new(Vec::new()) };
}

impl RueMorgue {
    /// `f` of the distances from every zone to `target` with the current
    /// open doors, or with every door open (`doors_as_open`), as
    /// `Map::distances_to` computes them.
    pub(crate) fn with_distances<R>(
        &self,
        target: ZoneId,
        doors_as_open: bool,
        f: impl FnOnce(&DistanceMap) -> R,
    ) -> R {
        let open_doors = self.s.open_doors;
        ROUTES.with(|routes| {
            let mut routes = routes.borrow_mut();
            match routes.iter().position(|r| r.fits(&self.st, open_doors)) {
                Some(i) => routes[..=i].rotate_right(1),
                None => {
                    routes.truncate(DOOR_STATES - 1);
                    routes.insert(0, Routes::new(&self.st, open_doors));
                }
            }
            let r = &mut routes[0];
            let (k, bit) = (usize::from(doors_as_open), 1u64 << target);
            let map = &mut r.maps[k][target as usize];
            if r.known[k] & bit == 0 {
                self.st.map().distances_to(target, open_doors, doors_as_open, map);
                r.known[k] |= bit;
            }
            f(map)
        })
    }
}

/// `f` run with no kept maps, the kept ones restored afterwards: a test
/// compares routes from warm maps with routes computed afresh.
#[cfg(test)]
pub(super) fn afresh<R>(f: impl FnOnce() -> R) -> R {
    let kept = ROUTES.with(|routes| std::mem::take(&mut *routes.borrow_mut()));
    let r = f();
    ROUTES.with(|routes| *routes.borrow_mut() = kept);
    r
}
