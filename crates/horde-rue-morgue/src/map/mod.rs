//! Mission map geometry: zones, links between them, line of sight and
//! routes, derived once from a [`MissionDef`] and shared by every state.

mod build;
mod los;
mod paths;

#[cfg(test)]
mod tests;

pub use build::MapError;
pub use paths::{DistanceMap, UNREACHABLE};

use crate::mission::{Color, DoorColor, MissionDef, ObjectiveDef, ZoneKind};

/// Zones are small integers; bitmasks over zones are `u64`.
pub const MAX_ZONES: usize = 64;
pub const MAX_DOORS: usize = 64;
pub const MAX_TILES: usize = 32;
/// Marks "no zone".
pub const NO_ZONE: u8 = u8::MAX;

pub type ZoneId = u8;
pub type ZoneMask = u64;

/// How two zones that share a cell edge are joined.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum LinkKind {
    /// Street to street, corridor to corridor: free passage and sight.
    Free,
    /// The helipad fence: sight passes, movement does not (RM-PAD-1).
    Fence,
    /// A fence with a ladder through it (RM-PAD-2).
    Ladder,
    /// Between rooms of one building (RM-MOVE-3).
    Opening,
    /// A door (index into [`Map::doors`]).
    Door(u8),
    /// Nothing passes (but a flying helicopter, RM-HELI-10).
    Wall,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Link {
    pub to: ZoneId,
    pub kind: LinkKind,
}

/// Static facts about one zone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Zone {
    pub id: String,
    pub kind: ZoneKind,
    pub searchable: bool,
    pub hospital_room: bool,
    pub tent_spot: bool,
    pub manhole: bool,
    pub beds_blue: u8,
    pub beds_green: u8,
    /// Bit `n` set when the zone carries spawn indicator `n` (1..=6).
    pub indicators: u8,
    pub spawn_color: Option<Color>,
    pub landing: bool,
    pub exit: bool,
    pub start: bool,
    pub objective: Option<ObjectiveDef>,
    pub wreck: bool,
    /// Tiles this zone covers.
    pub tiles: u32,
    /// Building id (rooms joined by openings, RM-BSPAWN-1), or `NO_ZONE`
    /// for open-air zones.
    pub building: u8,
}

impl Zone {
    /// Streets and corridors follow street rules for sight and movement
    /// (RM-LOS-4, RM-HOSP-2).
    pub fn open_air(&self) -> bool {
        self.kind != ZoneKind::Building
    }
    pub fn is_spawn(&self) -> bool {
        self.spawn_color.is_some() || self.indicators != 0
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Door {
    pub a: ZoneId,
    pub b: ZoneId,
    pub color: DoorColor,
    pub open: bool,
}

/// The derived map of a mission.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Map {
    pub width: usize,
    pub height: usize,
    /// Row-major zone of each cell, `NO_ZONE` off the board.
    pub cells: Vec<ZoneId>,
    pub tile_names: Vec<String>,
    pub zones: Vec<Zone>,
    pub doors: Vec<Door>,
    /// Per zone: the zones sharing a cell edge with it, sorted by id.
    pub links: Vec<Vec<Link>>,
    /// Building ids: zone masks of each building.
    pub buildings: Vec<ZoneMask>,
    /// Event-token tiles (RM-EVENT-2), as a tile mask.
    pub event_tiles: u32,
    rays: los::Rays,
}

impl Map {
    pub fn from_mission(def: &MissionDef) -> Result<Self, Vec<MapError>> {
        build::build(def)
    }

    pub fn zone_count(&self) -> usize {
        self.zones.len()
    }

    pub fn zone_by_id(&self, id: &str) -> Option<ZoneId> {
        self.zones.iter().position(|z| z.id == id).map(|i| i as ZoneId)
    }

    pub fn zone(&self, z: ZoneId) -> &Zone {
        &self.zones[z as usize]
    }

    pub fn link(&self, a: ZoneId, b: ZoneId) -> Option<LinkKind> {
        self.links[a as usize].iter().find(|l| l.to == b).map(|l| l.kind)
    }

    /// Can an actor step from `a` to `b` now? (RM-MOVE-1..4: streets free,
    /// rooms through openings, street/corridor and rooms only through open
    /// doors; fences block unless a ladder crosses them; nobody enters the
    /// crashed helicopter's zones, RM-WRECK-1.)
    pub fn walkable(&self, a: ZoneId, b: ZoneId, open_doors: u64) -> bool {
        self.link(a, b).is_some_and(|k| passable(k, open_doors)) && !self.zone(b).wreck && !self.zone(a).wreck
    }

    /// Zones a flying helicopter can reach with one step: any zone sharing
    /// a cell edge, walls ignored (RM-HELI-10).
    pub fn fly_neighbours(&self, a: ZoneId) -> impl Iterator<Item = ZoneId> + '_ {
        self.links[a as usize].iter().map(|l| l.to)
    }

    pub fn tile_mask_of(&self, zones: ZoneMask) -> u32 {
        let mut m = 0;
        for z in iter_mask(zones) {
            m |= self.zones[z as usize].tiles;
        }
        m
    }
}

/// A link an actor can walk through given the open doors.
pub fn passable(kind: LinkKind, open_doors: u64) -> bool {
    match kind {
        LinkKind::Free | LinkKind::Ladder | LinkKind::Opening => true,
        LinkKind::Door(d) => open_doors & (1 << d) != 0,
        LinkKind::Fence | LinkKind::Wall => false,
    }
}

/// The zones of a mask, ascending.
pub fn iter_mask(mut m: u64) -> impl Iterator<Item = ZoneId> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let z = m.trailing_zeros() as ZoneId;
            m &= m - 1;
            Some(z)
        }
    })
}
