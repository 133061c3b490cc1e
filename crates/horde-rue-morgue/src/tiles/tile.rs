//! One tile face: parsing and checking a tile file.

use super::format::{LinkEntry, TileFile, TileRole, TileZone};
use super::grid;
use crate::mission::{DoorColor, ZoneKind};
use horde_data::{Diagnostics, Severity, Source, Validator, parse};
use std::collections::{BTreeMap, BTreeSet};
use toml::Spanned;

/// Tent cards in the box (RM-PARTS-6).
pub const TENT_CARDS: usize = 11;

/// A checked tile face, ready to be laid in missions.
#[derive(Clone, Debug)]
pub struct Tile {
    pub id: String,
    /// Tile number 1..=9: the two faces of one tile share it.
    pub number: u8,
    pub role: TileRole,
    pub name_en: String,
    pub name_ru: String,
    pub size: usize,
    /// Row-major index into `zones` of each cell, unrotated.
    pub cells: Vec<usize>,
    pub zones: Vec<TileZoneInfo>,
    pub links: Vec<TileLink>,
    pub source: Source,
}

/// A zone of a tile with defaults applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileZoneInfo {
    pub id: String,
    pub kind: ZoneKind,
    pub searchable: Option<bool>,
    pub hospital_room: bool,
    pub changing_room: bool,
    pub tent_spot: bool,
    pub manhole: bool,
    pub beds_blue: u8,
    pub beds_green: u8,
    pub landing: bool,
    pub fenced: bool,
    pub joins: bool,
    pub name: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum LinkKind {
    Door { color: DoorColor, open: bool },
    Opening,
    Fence,
    Ladder,
}

impl LinkKind {
    pub fn name(self) -> &'static str {
        match self {
            Self::Door { .. } => "door",
            Self::Opening => "opening",
            Self::Fence => "fence",
            Self::Ladder => "ladder",
        }
    }
}

/// A connection printed on the tile, between zone indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileLink {
    pub kind: LinkKind,
    pub a: usize,
    pub b: usize,
}

/// The tile id's number and face, if it has the form `<1-9><V|R>`.
pub fn split_id(id: &str) -> Option<(u8, char)> {
    let mut chars = id.chars();
    let n = chars.next()?.to_digit(10)?;
    let face = chars.next()?;
    if chars.next().is_some() || n == 0 || !matches!(face, 'V' | 'R') {
        return None;
    }
    Some((n as u8, face))
}

/// The role the rulebook gives a face, where it gives one (RM-PARTS-1,
/// RM-HOSP-1, RM-CAMP-1, RM-PAD-4); the R faces of tiles 1 to 8 are not
/// described (RM-GAP-2).
pub fn rulebook_role(number: u8, face: char) -> Option<TileRole> {
    match (number, face) {
        (1..=6, 'V') => Some(TileRole::Hospital),
        (7..=9, 'V') => Some(TileRole::Camp),
        (9, 'R') => Some(TileRole::Helipad),
        _ => None,
    }
}

impl Tile {
    /// Parses and checks one tile file. The tile is returned only when it
    /// has no error; the diagnostics hold every problem found.
    pub fn load(source: &Source) -> (Option<Tile>, Diagnostics) {
        let file: TileFile = match parse(source) {
            Ok(f) => f,
            Err(d) => return (None, d),
        };
        let mut v = Validator::new(source);
        let tile = check(source, &file, &mut v);
        let d = v.finish();
        if d.is_ok() { (tile, d) } else { (None, d) }
    }
}

fn check(source: &Source, file: &TileFile, v: &mut Validator) -> Option<Tile> {
    let id = file.id.get_ref().as_str();
    let role = *file.role.get_ref();
    let number = match split_id(id) {
        Some((n, face)) => {
            if let Some(want) = rulebook_role(n, face)
                && want != role
            {
                v.error_at(
                    &file.role,
                    format!("tile {id} is a {} face in the rulebook, not {}", want.name(), role.name()),
                )
                .set_help("RM-PARTS-1: 1V-6V hospital, 7V-9V camp, 9R helipad");
            }
            n
        }
        None => {
            v.error_at(&file.id, format!("tile id {id:?} is not a tile number and a face"))
                .set_help("write the tile number 1 to 9 and the face V or R, e.g. \"4R\"");
            0
        }
    };
    if file.source.get_ref().trim().is_empty() {
        v.error_at(&file.source, "empty source: say where the design comes from (\"horde\" for our own)");
    }

    // The zone table.
    v.check_unique(file.zones.iter().map(|z| &z.id), "zone id");
    let mut index: BTreeMap<&str, usize> = BTreeMap::new();
    for (i, z) in file.zones.iter().enumerate() {
        index.entry(z.id.get_ref().as_str()).or_insert(i);
        if z.id.get_ref().is_empty() || z.id.get_ref().contains(char::is_whitespace) || z.id.get_ref() == "." {
            v.error_at(&z.id, format!("invalid zone id {:?}", z.id.get_ref()));
        }
    }
    let zones: Vec<TileZoneInfo> = file.zones.iter().map(|z| zone_info(z, role, v)).collect();

    // The grid.
    let rows = grid::tokens(&source.text, &file.cells);
    let size = rows.len();
    let mut cells = Vec::with_capacity(size * size);
    let mut grid_ok = true;
    if size < 3 {
        v.error_at(&file.cells, format!("a tile is a square of at least 3 by 3 cells; this one has {size} rows"));
        grid_ok = false;
    }
    let mut used = vec![false; zones.len()];
    for (y, row) in rows.iter().enumerate() {
        if row.len() != size {
            let at = row.first().map_or(file.cells.span(), |t| t.span.clone());
            v.report_span(
                Severity::Error,
                at,
                format!("row {} has {} cells; a tile of {size} rows is {size} cells wide", y + 1, row.len()),
            );
            grid_ok = false;
        }
        for t in row.iter().take(size) {
            match index.get(t.text) {
                Some(&z) => {
                    used[z] = true;
                    cells.push(z);
                }
                None => {
                    grid_ok = false;
                    let names: Vec<&str> = index.keys().copied().collect();
                    unknown_label(v, t, &names);
                }
            }
        }
    }
    for (i, z) in file.zones.iter().enumerate() {
        if !used[i] {
            v.error_at(&z.id, format!("zone {:?} has no cell in the grid", z.id.get_ref()));
        }
    }
    if grid_ok && cells.len() == size * size {
        for (i, z) in file.zones.iter().enumerate() {
            if used[i] && !connected(&cells, size, i) {
                v.error_at(&z.id, format!("the cells of zone {:?} are not all joined edge to edge", z.id.get_ref()));
            }
        }
    } else {
        grid_ok = false;
    }

    // Connections.
    let touching = if grid_ok { touching_pairs(&cells, size) } else { BTreeSet::new() };
    let mut links: Vec<TileLink> = Vec::new();
    let mut joined: BTreeMap<(usize, usize), LinkKind> = BTreeMap::new();
    let ctx = LinkCtx { zones: &zones, index: &index, touching: &touching, grid_ok };
    for d in &file.doors {
        let kind = LinkKind::Door {
            color: d.color.as_ref().map_or(DoorColor::Neutral, |c| *c.get_ref()),
            open: d.open.unwrap_or(false),
        };
        if let Some(l) = ctx.link(v, &d.between, kind, &mut joined) {
            links.push(l);
        }
    }
    for (list, kind) in [(&file.openings, LinkKind::Opening), (&file.fences, LinkKind::Fence)] {
        for l in list {
            if let Some(l) = ctx.link(v, &l.between, kind, &mut joined) {
                links.push(l);
            }
        }
    }
    for l in &file.ladders {
        ctx.ladder(v, l, &mut joined, &mut links);
    }

    // Features that belong to particular tiles.
    for (z, info) in file.zones.iter().zip(&zones) {
        if role == TileRole::Camp && info.kind != ZoneKind::Street {
            v.error_at(&z.kind, "every camp zone is a street zone (RM-CAMP-2)");
        }
        if info.tent_spot
            && role != TileRole::Camp
            && let Some(t) = &z.tent_spot
        {
            v.error_at(t, "tents stand only on camp tiles (RM-CAMP-2, RM-TENT-1)");
        }
        if role == TileRole::Hospital && info.kind == ZoneKind::Street {
            v.error_at(&z.kind, "a hospital tile has corridors and rooms, not streets (RM-HOSP-2)");
        }
    }
    let tents = zones.iter().filter(|z| z.tent_spot).count();
    if tents > TENT_CARDS {
        v.error_at(&file.cells, format!("{tents} tent spots; the box has {TENT_CARDS} tent cards (RM-PARTS-6)"));
    }

    if !v.is_ok() || !grid_ok {
        return None;
    }
    Some(Tile {
        id: id.to_string(),
        number,
        role,
        name_en: file.name_en.clone(),
        name_ru: file.name_ru.clone(),
        size,
        cells,
        zones,
        links,
        source: source.clone(),
    })
}

fn zone_info(z: &TileZone, role: TileRole, v: &mut Validator) -> TileZoneInfo {
    let kind = *z.kind.get_ref();
    let flag = |f: &Option<Spanned<bool>>| f.as_ref().is_some_and(|b| *b.get_ref());
    let building = kind == ZoneKind::Building;
    let hospital_room = z.hospital_room.as_ref().map_or(role == TileRole::Hospital && building, |b| *b.get_ref());
    let changing_room = flag(&z.changing_room);
    if (hospital_room || changing_room) && !building {
        let at = z.hospital_room.as_ref().or(z.changing_room.as_ref()).map_or(z.kind.span(), Spanned::span);
        v.report_span(Severity::Error, at, "hospital rooms are building zones (RM-HOSP-5)");
    }
    if changing_room
        && !hospital_room
        && let Some(c) = &z.changing_room
    {
        v.error_at(c, "a changing room is a hospital room (RM-HOSP-6)");
    }
    let tent_spot = flag(&z.tent_spot);
    if tent_spot
        && kind != ZoneKind::Street
        && let Some(t) = &z.tent_spot
    {
        v.error_at(t, "tents stand only in street (camp) zones (RM-CAMP-2)");
    }
    let beds = |b: &Option<Spanned<u8>>| b.as_ref().map_or(0, |b| *b.get_ref());
    let (beds_blue, beds_green) = (beds(&z.beds_blue), beds(&z.beds_green));
    if (beds_blue > 0 || beds_green > 0) && !hospital_room {
        let at = z.beds_blue.as_ref().or(z.beds_green.as_ref()).map_or(z.id.span(), Spanned::span);
        v.report_span(
            Severity::Error,
            at,
            "printed beds are in hospital rooms; tents get theirs from tent cards (RM-BED-1)",
        );
    }
    let fenced = flag(&z.fenced);
    if fenced
        && building
        && let Some(f) = &z.fenced
    {
        v.error_at(f, "a fence stands between open-air zones (RM-PAD-1); a room has walls");
    }
    let landing = flag(&z.landing);
    if landing
        && kind != ZoneKind::Street
        && let Some(l) = &z.landing
    {
        v.error_at(l, "the helicopter lands in street zones only");
    }
    let joins_default = matches!(role, TileRole::Street | TileRole::Hospital | TileRole::Helipad)
        && !building
        && !tent_spot
        && !fenced
        && !landing;
    TileZoneInfo {
        id: z.id.get_ref().clone(),
        kind,
        searchable: z.searchable,
        hospital_room,
        changing_room,
        tent_spot,
        manhole: z.manhole,
        beds_blue,
        beds_green,
        landing,
        fenced,
        joins: !building && z.joins.unwrap_or(joins_default),
        name: z.name.clone(),
    }
}

pub(crate) fn unknown_label(v: &mut Validator, t: &grid::Token<'_>, names: &[&str]) {
    // `check_ref` needs a Spanned value; build one at the label.
    let at = Spanned::new(t.span.clone(), t.text.to_string());
    v.check_ref(&at, names, "zone label");
}

fn connected(cells: &[usize], size: usize, zone: usize) -> bool {
    let Some(first) = cells.iter().position(|&c| c == zone) else { return true };
    let mut seen = vec![false; cells.len()];
    let mut stack = vec![first];
    seen[first] = true;
    while let Some(i) = stack.pop() {
        let (x, y) = (i % size, i / size);
        let mut next = Vec::with_capacity(4);
        if x > 0 {
            next.push(i - 1);
        }
        if x + 1 < size {
            next.push(i + 1);
        }
        if y > 0 {
            next.push(i - size);
        }
        if y + 1 < size {
            next.push(i + size);
        }
        for n in next {
            if !seen[n] && cells[n] == zone {
                seen[n] = true;
                stack.push(n);
            }
        }
    }
    cells.iter().enumerate().all(|(i, &c)| c != zone || seen[i])
}

/// Pairs `(a, b)`, `a < b`, of zones sharing a cell edge.
pub(crate) fn touching_pairs(cells: &[usize], size: usize) -> BTreeSet<(usize, usize)> {
    let mut out = BTreeSet::new();
    for y in 0..size {
        for x in 0..size {
            let a = cells[y * size + x];
            for (nx, ny) in [(x + 1, y), (x, y + 1)] {
                if nx < size && ny < size {
                    let b = cells[ny * size + nx];
                    if a != b {
                        out.insert((a.min(b), a.max(b)));
                    }
                }
            }
        }
    }
    out
}

struct LinkCtx<'a> {
    zones: &'a [TileZoneInfo],
    index: &'a BTreeMap<&'a str, usize>,
    touching: &'a BTreeSet<(usize, usize)>,
    grid_ok: bool,
}

impl LinkCtx<'_> {
    fn resolve(&self, v: &mut Validator, between: &Spanned<[Spanned<String>; 2]>) -> Option<(usize, usize)> {
        let names: Vec<&str> = self.index.keys().copied().collect();
        let [a, b] = between.get_ref();
        let ka = v.check_ref(a, &names, "zone");
        let kb = v.check_ref(b, &names, "zone");
        if !(ka && kb) {
            return None;
        }
        let (ia, ib) = (self.index[a.get_ref().as_str()], self.index[b.get_ref().as_str()]);
        if ia == ib {
            v.error_at(between, format!("a connection between {:?} and itself", a.get_ref()));
            return None;
        }
        Some((ia, ib))
    }

    fn link(
        &self,
        v: &mut Validator,
        between: &Spanned<[Spanned<String>; 2]>,
        kind: LinkKind,
        joined: &mut BTreeMap<(usize, usize), LinkKind>,
    ) -> Option<TileLink> {
        let (a, b) = self.resolve(v, between)?;
        let [na, nb] = between.get_ref();
        let what = kind.name();
        if self.grid_ok && !self.touching.contains(&(a.min(b), a.max(b))) {
            v.error_at(
                between,
                format!("{what} between {:?} and {:?}: the zones are not adjacent", na.get_ref(), nb.get_ref()),
            )
            .set_help("zones are adjacent when they share a cell edge (RM-MOVE-1)");
            return None;
        }
        let (za, zb) = (&self.zones[a], &self.zones[b]);
        let building = |z: &TileZoneInfo| z.kind == ZoneKind::Building;
        let problem = match kind {
            LinkKind::Door { .. } if za.kind == zb.kind && !building(za) => {
                Some("two zones of the same open-air kind are joined freely and need no door (RM-MOVE-2)")
            }
            LinkKind::Opening if !(building(za) && building(zb)) => Some("openings join two rooms (RM-MOVE-3)"),
            LinkKind::Fence | LinkKind::Ladder if building(za) || building(zb) => {
                Some("fences and ladders stand between open-air zones (RM-PAD-1)")
            }
            _ => None,
        };
        if let Some(p) = problem {
            v.error_at(between, format!("{what} between {:?} and {:?}: {p}", na.get_ref(), nb.get_ref()));
            return None;
        }
        if let Some(old) = joined.insert((a.min(b), a.max(b)), kind) {
            v.error_at(
                between,
                format!(
                    "{what} between {:?} and {:?}: they are already joined by a {}",
                    na.get_ref(),
                    nb.get_ref(),
                    old.name()
                ),
            );
            return None;
        }
        Some(TileLink { kind, a, b })
    }

    fn ladder(
        &self,
        v: &mut Validator,
        l: &LinkEntry,
        joined: &mut BTreeMap<(usize, usize), LinkKind>,
        links: &mut Vec<TileLink>,
    ) {
        let Some((a, b)) = self.resolve(v, &l.between) else { return };
        let key = (a.min(b), a.max(b));
        let on_fence = joined.get(&key) == Some(&LinkKind::Fence)
            || (self.touching.contains(&key)
                && (self.zones[a].fenced || self.zones[b].fenced)
                && self.zones[a].kind != ZoneKind::Building
                && self.zones[b].kind != ZoneKind::Building);
        if !on_fence {
            let [na, nb] = l.between.get_ref();
            v.error_at(
                &l.between,
                format!(
                    "ladder between {:?} and {:?}: a ladder crosses a fence, and there is none there",
                    na.get_ref(),
                    nb.get_ref()
                ),
            )
            .set_help("RM-PAD-2: ladders make passages through the helipad fence");
            return;
        }
        joined.insert(key, LinkKind::Ladder);
        links.push(TileLink { kind: LinkKind::Ladder, a, b });
    }
}
