//! Deriving and validating a [`Map`] from a mission file.

use super::{Door, Link, LinkKind, MAX_DOORS, MAX_TILES, MAX_ZONES, Map, NO_ZONE, Zone, ZoneId, los};
use crate::mission::{Color, LinkDef, MissionDef, ZoneKind};
use std::collections::BTreeMap;
use std::fmt;

/// One problem found in a mission map. Validation reports all of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapError(pub String);

impl fmt::Display for MapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn grid(text: &str) -> Vec<Vec<&str>> {
    text.lines().map(|l| l.split_whitespace().collect::<Vec<_>>()).filter(|r| !r.is_empty()).collect()
}

pub(super) fn build(def: &MissionDef) -> Result<Map, Vec<MapError>> {
    let mut errors: Vec<MapError> = Vec::new();
    macro_rules! err {
        ($($t:tt)*) => { errors.push(MapError(format!($($t)*))) };
    }

    let rows = grid(&def.map.cells);
    let tile_rows = grid(&def.map.tiles);
    let height = rows.len();
    let width = rows.first().map_or(0, Vec::len);
    if height == 0 || width == 0 {
        err!("the map has no cells");
    }
    for (i, r) in rows.iter().enumerate() {
        if r.len() != width {
            err!("map row {} has {} cells, the first row has {width}", i + 1, r.len());
        }
    }
    if tile_rows.len() != height || tile_rows.iter().any(|r| r.len() != width) {
        err!("the tile grid must have the same shape as the cell grid");
    }

    let mut index: BTreeMap<&str, ZoneId> = BTreeMap::new();
    if def.zones.len() > MAX_ZONES {
        err!("{} zones; at most {MAX_ZONES} are supported", def.zones.len());
    }
    for (i, z) in def.zones.iter().enumerate() {
        if z.id == "." || z.id.is_empty() {
            err!("zone #{} has an invalid id {:?}", i + 1, z.id);
        }
        if index.insert(z.id.as_str(), i.min(250) as ZoneId).is_some() {
            err!("zone {} is listed twice", z.id);
        }
    }

    let mut tile_names: Vec<String> = Vec::new();
    let mut cells = vec![NO_ZONE; width * height];
    let mut cell_tiles = vec![0u8; width * height];
    let mut unknown_labels = std::collections::BTreeSet::new();
    for (y, row) in rows.iter().enumerate() {
        for (x, label) in row.iter().enumerate().take(width) {
            if *label == "." {
                continue;
            }
            match index.get(label) {
                Some(&z) => cells[y * width + x] = z,
                None => {
                    unknown_labels.insert(label.to_string());
                }
            }
            let tile = tile_rows.get(y).and_then(|r| r.get(x)).copied().unwrap_or(".");
            let t = match tile_names.iter().position(|n| n == tile) {
                Some(t) => t,
                None => {
                    tile_names.push(tile.to_string());
                    tile_names.len() - 1
                }
            };
            cell_tiles[y * width + x] = t.min(MAX_TILES - 1) as u8;
        }
    }
    for l in unknown_labels {
        err!("the map uses zone label {l:?}, which is not in the zone table");
    }
    if tile_names.len() > MAX_TILES {
        err!("{} tiles; at most {MAX_TILES} are supported", tile_names.len());
    }

    let n = def.zones.len().min(MAX_ZONES);
    let mut zones: Vec<Zone> = def.zones[..n]
        .iter()
        .map(|z| {
            let mut indicators = 0u8;
            for &i in &z.spawn {
                indicators |= 1 << i.min(7);
            }
            let searchable = z.searchable.unwrap_or(match z.kind {
                ZoneKind::Building => !z.hospital_room || z.changing_room,
                _ => false,
            });
            Zone {
                id: z.id.clone(),
                kind: z.kind,
                searchable,
                hospital_room: z.hospital_room,
                tent_spot: z.tent_spot,
                manhole: z.manhole,
                beds_blue: z.beds_blue,
                beds_green: z.beds_green,
                indicators,
                spawn_color: z.spawn_color.or(if z.spawn.is_empty() { None } else { Some(Color::Red) }),
                landing: z.landing,
                exit: z.exit,
                start: z.start,
                objective: z.objective,
                wreck: z.wreck,
                tiles: 0,
                building: NO_ZONE,
            }
        })
        .collect();
    for z in &def.zones[..n] {
        for &i in &z.spawn {
            if !(1..=6).contains(&i) {
                err!("zone {}: spawn indicator {i} is not between 1 and 6", z.id);
            }
        }
        if z.tent_spot && z.kind != ZoneKind::Street {
            err!("zone {}: tents stand only in street (camp) zones (RM-CAMP-2)", z.id);
        }
        if z.kind != ZoneKind::Building && (z.hospital_room || z.changing_room) {
            err!("zone {}: hospital rooms are building zones (RM-HOSP-5)", z.id);
        }
    }
    // Each indicator number belongs to one zone, so a die names one zone.
    for i in 1..=6u8 {
        let holders: Vec<&str> = zones.iter().filter(|z| z.indicators & (1 << i) != 0).map(|z| z.id.as_str()).collect();
        if holders.len() > 1 {
            err!("spawn indicator {i} is on several zones: {}", holders.join(", "));
        }
    }

    // Geometric adjacency from shared cell edges.
    let mut touching = std::collections::BTreeSet::new();
    for y in 0..height {
        for x in 0..width {
            let a = cells[y * width + x];
            if a == NO_ZONE || a as usize >= n {
                continue;
            }
            zones[a as usize].tiles |= 1 << cell_tiles[y * width + x];
            for (dx, dy) in [(1usize, 0usize), (0, 1)] {
                let (nx, ny) = (x + dx, y + dy);
                if nx >= width || ny >= height {
                    continue;
                }
                let b = cells[ny * width + nx];
                if b != NO_ZONE && b != a && (b as usize) < n {
                    touching.insert((a.min(b), a.max(b)));
                }
            }
        }
    }
    for (i, z) in zones.iter().enumerate() {
        if z.tiles == 0 && i < n {
            err!("zone {} has no cell on the map", z.id);
        }
    }

    let pair = |l: &[String; 2], what: &str, errors: &mut Vec<MapError>| -> Option<(ZoneId, ZoneId)> {
        let a = index.get(l[0].as_str()).copied();
        let b = index.get(l[1].as_str()).copied();
        match (a, b) {
            (Some(a), Some(b)) if a != b => {
                if touching.contains(&(a.min(b), a.max(b))) {
                    Some((a, b))
                } else {
                    errors.push(MapError(format!("{what} between {} and {}: the zones are not adjacent", l[0], l[1])));
                    None
                }
            }
            (Some(_), Some(_)) => {
                errors.push(MapError(format!("{what} between {} and itself", l[0])));
                None
            }
            _ => {
                for id in l {
                    if !index.contains_key(id.as_str()) {
                        errors.push(MapError(format!("{what} names unknown zone {id:?}")));
                    }
                }
                None
            }
        }
    };

    let mut kinds: BTreeMap<(ZoneId, ZoneId), LinkKind> = BTreeMap::new();
    let mut set = |a: ZoneId, b: ZoneId, k: LinkKind, what: &str, errors: &mut Vec<MapError>| {
        if kinds.insert((a.min(b), a.max(b)), k).is_some() {
            errors.push(MapError(format!(
                "{what} between {} and {}: the zones are already joined by another connection",
                def.zones[a as usize].id, def.zones[b as usize].id
            )));
        }
    };
    let mut doors = Vec::new();
    if def.doors.len() > MAX_DOORS {
        err!("{} doors; at most {MAX_DOORS} are supported", def.doors.len());
    }
    for d in def.doors.iter().take(MAX_DOORS) {
        if let Some((a, b)) = pair(&d.between, "door", &mut errors) {
            let (ka, kb) = (zones[a as usize].kind, zones[b as usize].kind);
            // A door leads into a building or from the street into the
            // hospital's corridors (RM-HOSP-7); two streets or two corridor
            // zones are joined freely.
            if ka == kb && ka != ZoneKind::Building {
                errors.push(MapError(format!(
                    "door between {} and {}: two zones of the same open-air kind are joined freely and need no door",
                    d.between[0], d.between[1]
                )));
            }
            set(a, b, LinkKind::Door(doors.len() as u8), "door", &mut errors);
            doors.push(Door { a, b, color: d.color, open: d.open });
        }
    }
    let mut links_of = |list: &[LinkDef], what: &str, kind: LinkKind, errors: &mut Vec<MapError>| {
        for l in list {
            if let Some((a, b)) = pair(&l.between, what, errors) {
                let (za, zb) = (&zones[a as usize], &zones[b as usize]);
                let ok = match kind {
                    LinkKind::Opening => za.kind == ZoneKind::Building || zb.kind == ZoneKind::Building,
                    _ => za.open_air() && zb.open_air(),
                };
                if !ok {
                    errors.push(MapError(format!(
                        "{what} between {} and {}: {}",
                        l.between[0],
                        l.between[1],
                        if kind == LinkKind::Opening {
                            "openings join rooms (RM-MOVE-3)"
                        } else {
                            "fences and ladders stand between open-air zones"
                        }
                    )));
                    continue;
                }
                set(a, b, kind, what, errors);
            }
        }
    };
    links_of(&def.openings, "opening", LinkKind::Opening, &mut errors);
    links_of(&def.fences, "fence", LinkKind::Fence, &mut errors);
    for l in &def.ladders {
        if let Some((a, b)) = pair(&l.between, "ladder", &mut errors) {
            match kinds.get_mut(&(a.min(b), a.max(b))) {
                Some(k @ LinkKind::Fence) => *k = LinkKind::Ladder,
                _ => errors.push(MapError(format!(
                    "ladder between {} and {}: a ladder crosses a fence, and there is none there",
                    l.between[0], l.between[1]
                ))),
            }
        }
    }

    let mut links = vec![Vec::new(); n];
    for &(a, b) in &touching {
        let kind = kinds.get(&(a, b)).copied().unwrap_or_else(|| {
            // Streets join streets and corridors join corridors; the
            // hospital's outer wall stands between the two kinds.
            let (za, zb) = (&zones[a as usize], &zones[b as usize]);
            if za.open_air() && za.kind == zb.kind { LinkKind::Free } else { LinkKind::Wall }
        });
        links[a as usize].push(Link { to: b, kind });
        links[b as usize].push(Link { to: a, kind });
    }
    for l in &mut links {
        l.sort_by_key(|l| l.to);
    }

    // Buildings: rooms joined by openings (RM-BSPAWN-1).
    let mut buildings = Vec::new();
    for start in 0..n {
        if zones[start].kind != ZoneKind::Building || zones[start].building != NO_ZONE {
            continue;
        }
        let id = buildings.len() as u8;
        let mut mask = 0u64;
        let mut stack = vec![start as ZoneId];
        while let Some(z) = stack.pop() {
            if mask & (1 << z) != 0 {
                continue;
            }
            mask |= 1 << z;
            zones[z as usize].building = id;
            for l in &links[z as usize] {
                if l.kind == LinkKind::Opening && zones[l.to as usize].kind == ZoneKind::Building {
                    stack.push(l.to);
                }
            }
        }
        buildings.push(mask);
    }

    let mut event_tiles = 0u32;
    for t in &def.event_tiles {
        match tile_names.iter().position(|n| n == t) {
            Some(i) => event_tiles |= 1 << i,
            None => err!("event token on tile {t:?}, which is not on the map"),
        }
    }

    if !zones.iter().any(|z| z.start) {
        err!("no starting zone (RM-SETUP-8)");
    }
    if let Some(h) = &def.helicopter {
        match index.get(h.zone.as_str()) {
            Some(&z) if (z as usize) < n => {
                if !h.flying && zones[z as usize].kind != ZoneKind::Street {
                    err!("the helicopter stands on the ground in {}, which is not a street zone", h.zone);
                }
            }
            _ => err!("the helicopter is in unknown zone {:?}", h.zone),
        }
    }

    if !errors.is_empty() {
        return Err(errors);
    }
    let rays = los::Rays::build(width, height, &cells, &links, n);
    Ok(Map { width, height, cells, tile_names, zones, doors, links, buildings, event_tiles, rays })
}
