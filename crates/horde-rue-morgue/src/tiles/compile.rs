//! Mission files to the engine's [`MissionDef`]: tiles laid, turned and
//! joined edge to edge, then the mission's tokens laid on their zones.

use super::format::{DoorEntry, LinkEntry, MissionFile, Placement, TileRole, ZoneEntry};
use super::grid;
use super::tile::{LinkKind, Tile, TileZoneInfo, split_id, unknown_label};
use crate::map::{MAX_DOORS, MAX_TILES, MAX_ZONES};
use crate::mission::{
    DoorColor, DoorDef, EquipmentRules, HelicopterDef, LinkDef, MapDef, MissionDef, Mode, ZombiePlacement, ZoneDef,
    ZoneKind,
};
use horde_data::{Severity, Source, Validator};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use toml::Spanned;

/// The tile faces a mission may lay, by id.
#[derive(Clone, Debug, Default)]
pub struct TileLibrary {
    tiles: BTreeMap<String, Arc<Tile>>,
}

impl TileLibrary {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a tile, replacing one with the same id.
    pub fn insert(&mut self, tile: Tile) {
        self.tiles.insert(tile.id.clone(), Arc::new(tile));
    }

    pub fn get(&self, id: &str) -> Option<&Arc<Tile>> {
        self.tiles.get(id)
    }

    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.tiles.keys().map(String::as_str)
    }

    pub fn tiles(&self) -> impl Iterator<Item = &Arc<Tile>> {
        self.tiles.values()
    }

    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }
}

/// A mission compiled to the engine's form, with what a picture needs
/// beyond the engine's map.
#[derive(Clone, Debug)]
pub struct Compiled {
    pub def: MissionDef,
    pub layout: Layout,
    pub(crate) board: Board,
}

/// Where the tiles lie, and per zone the facts the engine does not need.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub width: usize,
    pub height: usize,
    /// Cells per tile side; `None` for a mission drawn cell by cell.
    pub tile_size: Option<usize>,
    /// The tiles laid (empty for a raw map).
    pub tiles: Vec<PlacedTile>,
    /// Names of the tiles of `cell_tile`, as in the engine's map.
    pub tile_names: Vec<String>,
    /// Row-major index into `tile_names` of each cell, `None` off the board.
    pub cell_tile: Vec<Option<usize>>,
    /// Parallel to the mission's zone table.
    pub zones: Vec<ZoneLayout>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacedTile {
    pub id: String,
    pub role: TileRole,
    pub name_en: String,
    pub name_ru: String,
    /// Cell column and row of the tile's north-west corner.
    pub x: usize,
    pub y: usize,
    pub size: usize,
    /// Clockwise, in degrees.
    pub rotate: u16,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ZoneLayout {
    /// A zone of a camp tile (a street by the rules, RM-CAMP-2).
    pub camp: bool,
    /// Inside the helipad fence.
    pub fenced: bool,
    pub name: Option<String>,
    /// Every name the mission may use for this zone: the tile zones joined
    /// into it (`"2R:n"`), the first being its id.
    pub aliases: Vec<String>,
}

/// The compiled map with where each piece came from, for the checks.
#[derive(Clone, Debug)]
pub(crate) struct Board {
    pub width: usize,
    pub height: usize,
    pub cells: Vec<Option<usize>>,
    pub zones: Vec<BZone>,
    pub links: Vec<BLink>,
    pub touching: BTreeSet<(usize, usize)>,
    pub names: BTreeMap<String, usize>,
    pub tile_names: Vec<String>,
    pub cell_tile: Vec<Option<usize>>,
    pub placed: Vec<PlacedTile>,
    pub tile_size: Option<usize>,
    /// Tiles the mission names but could not lay: names on them are not
    /// reported again.
    pub missing: BTreeSet<String>,
}

#[derive(Clone, Debug)]
pub(crate) struct BZone {
    pub def: ZoneDef,
    pub layout: ZoneLayout,
    /// The mission's zone table row for it.
    pub entry: Option<usize>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BLink {
    pub kind: LinkKind,
    pub a: usize,
    pub b: usize,
}

/// Compiles a parsed mission file, reporting every problem to `v` (whose
/// current file is the mission's). `None` when the map could not be built.
pub(crate) fn compile(source: &Source, file: &MissionFile, lib: &TileLibrary, v: &mut Validator) -> Option<Compiled> {
    let mut board = match (&file.map, &file.tiles) {
        (Some(m), None) => raw_board(source, file, m, v)?,
        (None, Some(t)) => tiled_board(file, t, lib, v)?,
        (Some(m), Some(_)) => {
            v.error_at(m, "the mission gives both a [map] grid and tiles; keep one");
            return None;
        }
        (None, None) => {
            v.error_at(&file.id, "the mission has no map")
                .set_help("lay tiles with `tiles = [...]` or draw a [map] grid");
            return None;
        }
    };
    mission_links(file, &mut board, v);
    let too_many = board.zones.len() > MAX_ZONES;
    if too_many {
        let msg = format!(
            "the map has {} zones once streets are joined; the engine supports at most {MAX_ZONES}",
            board.zones.len()
        );
        match (&file.tiles, &file.map) {
            (Some(t), _) => v.error_at(t, msg).set_help("lay fewer tiles"),
            (_, Some(m)) => v.error_at(m, msg),
            _ => v.error_at(&file.id, msg),
        };
    }
    let doors = board.links.iter().filter(|l| matches!(l.kind, LinkKind::Door { .. })).count();
    if doors > MAX_DOORS {
        v.error_at(&file.id, format!("the map has {doors} doors; the engine supports at most {MAX_DOORS}"));
    }
    if board.tile_names.len() > MAX_TILES {
        v.error_at(
            &file.id,
            format!("the map has {} tiles; the engine supports at most {MAX_TILES}", board.tile_names.len()),
        );
    }
    let def = mission_def(file, &board);
    let layout = Layout {
        width: board.width,
        height: board.height,
        tile_size: board.tile_size,
        tiles: board.placed.clone(),
        tile_names: board.tile_names.clone(),
        cell_tile: board.cell_tile.clone(),
        zones: board.zones.iter().map(|z| z.layout.clone()).collect(),
    };
    Some(Compiled { def, layout, board })
}

fn empty_zone(id: String, kind: ZoneKind) -> ZoneDef {
    ZoneDef {
        id,
        kind,
        searchable: None,
        hospital_room: false,
        changing_room: false,
        tent_spot: false,
        manhole: false,
        beds_blue: 0,
        beds_green: 0,
        spawn: Vec::new(),
        spawn_color: None,
        landing: false,
        exit: false,
        start: false,
        objective: None,
        wreck: false,
    }
}

/// Lays the mission's row of the zone table on a zone.
fn apply_entry(z: &mut ZoneDef, e: &ZoneEntry) {
    let flag = |f: &Option<Spanned<bool>>| f.as_ref().map(|b| *b.get_ref());
    if let Some(s) = e.searchable {
        z.searchable = Some(s);
    }
    if let Some(b) = e.hospital_room {
        z.hospital_room = b;
    }
    if let Some(b) = e.changing_room {
        z.changing_room = b;
    }
    if let Some(b) = flag(&e.tent_spot) {
        z.tent_spot = b;
    }
    if let Some(b) = e.manhole {
        z.manhole = b;
    }
    if let Some(n) = e.beds_blue {
        z.beds_blue = n;
    }
    if let Some(n) = e.beds_green {
        z.beds_green = n;
    }
    if let Some(s) = &e.spawn {
        z.spawn = s.get_ref().iter().map(|i| *i.get_ref()).collect();
    }
    if let Some(c) = &e.spawn_color {
        z.spawn_color = Some(*c.get_ref());
    }
    if let Some(b) = flag(&e.landing) {
        z.landing = b;
    }
    if let Some(b) = flag(&e.exit) {
        z.exit = b;
    }
    if let Some(b) = flag(&e.start) {
        z.start = b;
    }
    if let Some(o) = &e.objective {
        z.objective = Some(*o.get_ref());
    }
    if let Some(b) = flag(&e.wreck) {
        z.wreck = b;
    }
}

fn raw_board(
    source: &Source,
    file: &MissionFile,
    m: &Spanned<super::format::RawMap>,
    v: &mut Validator,
) -> Option<Board> {
    let map = m.get_ref();
    v.check_unique(file.zones.iter().map(|z| &z.id), "zone id");
    let mut names: BTreeMap<String, usize> = BTreeMap::new();
    let mut zones: Vec<BZone> = Vec::new();
    for (i, e) in file.zones.iter().enumerate() {
        let id = e.id.get_ref();
        if names.contains_key(id) {
            continue;
        }
        if id.is_empty() || id == "." || id.contains(char::is_whitespace) {
            v.error_at(&e.id, format!("invalid zone id {id:?}"));
        }
        let kind = match &e.kind {
            Some(k) => *k.get_ref(),
            None => {
                v.error_at(&e.id, format!("zone {id:?} needs a kind"))
                    .set_help("a zone drawn in a [map] grid says `kind = \"street\"`, \"building\" or \"corridor\"");
                ZoneKind::Street
            }
        };
        let mut def = empty_zone(id.clone(), kind);
        apply_entry(&mut def, e);
        names.insert(id.clone(), zones.len());
        zones.push(BZone {
            def,
            layout: ZoneLayout { aliases: vec![id.clone()], ..ZoneLayout::default() },
            entry: Some(i),
        });
    }

    let rows = grid::tokens(&source.text, &map.cells);
    let tile_rows = grid::tokens(&source.text, &map.tiles);
    let height = rows.len();
    let width = rows.first().map_or(0, Vec::len);
    let mut ok = true;
    if height == 0 || width == 0 {
        v.error_at(&map.cells, "the map has no cells");
        return None;
    }
    for (y, r) in rows.iter().enumerate() {
        if r.len() != width {
            let at = r.first().map_or(map.cells.span(), |t| t.span.clone());
            v.report_span(
                Severity::Error,
                at,
                format!("map row {} has {} cells, the first row has {width}", y + 1, r.len()),
            );
            ok = false;
        }
    }
    if tile_rows.len() != height || tile_rows.iter().any(|r| r.len() != width) {
        v.error_at(&map.tiles, "the tile grid must have the same shape as the cell grid");
        ok = false;
    }
    if !ok {
        return None;
    }
    let known: Vec<&str> = names.keys().map(String::as_str).collect();
    let mut cells = vec![None; width * height];
    let mut cell_tile = vec![None; width * height];
    let mut tile_names: Vec<String> = Vec::new();
    for (y, row) in rows.iter().enumerate() {
        for (x, t) in row.iter().enumerate() {
            if t.text == "." {
                continue;
            }
            match names.get(t.text) {
                Some(&z) => cells[y * width + x] = Some(z),
                None => {
                    unknown_label(v, t, &known);
                    ok = false;
                }
            }
            let tile = tile_rows[y][x].text;
            let ti = match tile_names.iter().position(|n| n == tile) {
                Some(i) => i,
                None => {
                    tile_names.push(tile.to_string());
                    tile_names.len() - 1
                }
            };
            cell_tile[y * width + x] = Some(ti);
        }
    }
    for z in &zones {
        if let Some(i) = z.entry
            && !cells.contains(&Some(names[&z.def.id]))
        {
            v.error_at(&file.zones[i].id, format!("zone {:?} has no cell on the map", z.def.id));
        }
    }
    if !ok {
        return None;
    }
    let touching = touching(&cells, width, height);
    Some(Board {
        width,
        height,
        cells,
        zones,
        links: Vec::new(),
        touching,
        names,
        tile_names,
        cell_tile,
        placed: Vec::new(),
        tile_size: None,
        missing: BTreeSet::new(),
    })
}

fn touching(cells: &[Option<usize>], width: usize, height: usize) -> BTreeSet<(usize, usize)> {
    let mut out = BTreeSet::new();
    for y in 0..height {
        for x in 0..width {
            let Some(a) = cells[y * width + x] else { continue };
            for (nx, ny) in [(x + 1, y), (x, y + 1)] {
                if nx < width
                    && ny < height
                    && let Some(b) = cells[ny * width + nx]
                    && a != b
                {
                    out.insert((a.min(b), a.max(b)));
                }
            }
        }
    }
    out
}

struct Laid<'a> {
    tile: &'a Tile,
    placement: &'a Placement,
    x: usize,
    y: usize,
    turns: u8,
    /// Index of the tile's first zone among all laid zones.
    first_node: usize,
}

fn tiled_board(
    file: &MissionFile,
    list: &Spanned<Vec<Placement>>,
    lib: &TileLibrary,
    v: &mut Validator,
) -> Option<Board> {
    let known: Vec<&str> = lib.ids().collect();
    let mut laid: Vec<Laid<'_>> = Vec::new();
    let mut numbers: BTreeMap<u8, &Spanned<String>> = BTreeMap::new();
    let mut ok = true;
    let mut missing: BTreeSet<String> = BTreeSet::new();
    let mut nodes = 0usize;
    if list.get_ref().is_empty() {
        v.error_at(list, "no tile is laid");
        return None;
    }
    for p in list.get_ref() {
        let id = p.tile.get_ref().as_str();
        let turns = match p.rotate.as_ref().map_or(0, |r| *r.get_ref()) {
            0 => 0,
            90 => 1,
            180 => 2,
            270 => 3,
            other => {
                if let Some(r) = &p.rotate {
                    v.error_at(r, format!("rotate = {other}: tiles turn by 0, 90, 180 or 270 degrees"));
                }
                0
            }
        };
        if !v.check_ref(&p.tile, &known, "tile") {
            // The other tiles are still laid, so names on them are checked.
            missing.insert(id.to_string());
            continue;
        }
        let Some(tile) = lib.get(id) else { continue };
        if let Some((n, _)) = split_id(id) {
            if let Some(first) = numbers.get(&n) {
                let note = v.note_at(first, "first laid here");
                let msg = if first.get_ref() == id {
                    format!("tile {id} is laid twice; the box has one")
                } else {
                    format!("tiles {} and {id} are the two faces of tile {n}; only one can be laid", first.get_ref())
                };
                v.error_at(&p.tile, msg).push_note(note);
                missing.insert(id.to_string());
                continue;
            } else {
                numbers.insert(n, &p.tile);
            }
        }
        if let Some(first) = laid.first()
            && first.tile.size != tile.size
        {
            v.error_at(
                &p.tile,
                format!(
                    "tile {id} is {} cells wide, tile {} is {}; tiles join only if they are the same size",
                    tile.size, first.tile.id, first.tile.size
                ),
            );
            ok = false;
            continue;
        }
        let [tx, ty] = *p.at.get_ref();
        laid.push(Laid { tile, placement: p, x: tx as usize, y: ty as usize, turns, first_node: nodes });
        nodes += tile.zones.len();
    }
    if !ok || laid.is_empty() {
        return None;
    }
    let size = laid[0].tile.size;
    let width = laid.iter().map(|l| l.x + 1).max().unwrap_or(1) * size;
    let height = laid.iter().map(|l| l.y + 1).max().unwrap_or(1) * size;
    if width > 200 || height > 200 {
        v.error_at(list, "the tiles lie too far apart (more than 200 cells)");
        return None;
    }
    // Which laid tile covers each tile square.
    let mut square: BTreeMap<(usize, usize), usize> = BTreeMap::new();
    for (i, l) in laid.iter().enumerate() {
        if let Some(&j) = square.get(&(l.x, l.y)) {
            let note = v.note_at(&laid[j].placement.at, "the first tile there");
            v.error_at(&l.placement.at, format!("tile {} is laid on top of tile {}", l.tile.id, laid[j].tile.id))
                .push_note(note);
            ok = false;
        } else {
            square.insert((l.x, l.y), i);
        }
    }
    if !ok {
        return None;
    }
    // Tiles should form one board.
    if !squares_connected(&square) {
        v.warn_at(list, "the tiles do not form one connected board");
    }

    // Laid zones (nodes) and their cells.
    let mut node_tile: Vec<usize> = Vec::with_capacity(nodes);
    for (i, l) in laid.iter().enumerate() {
        node_tile.extend(std::iter::repeat_n(i, l.tile.zones.len()));
    }
    let info = |n: usize| -> &TileZoneInfo {
        let l = &laid[node_tile[n]];
        &l.tile.zones[n - l.first_node]
    };
    let mut node_cells = vec![None; width * height];
    let mut cell_tile = vec![None; width * height];
    for (i, l) in laid.iter().enumerate() {
        for y in 0..size {
            for x in 0..size {
                let (ox, oy) = grid::unrotated(x, y, size, l.turns);
                let z = l.tile.cells[oy * size + ox];
                let at = (l.y * size + y) * width + l.x * size + x;
                node_cells[at] = Some(l.first_node + z);
                cell_tile[at] = Some(i);
            }
        }
    }

    // Streets and corridors run on across tile edges (RM-ZONE-2).
    let mut parent: Vec<usize> = (0..nodes).collect();
    fn find(parent: &mut [usize], mut a: usize) -> usize {
        while parent[a] != a {
            parent[a] = parent[parent[a]];
            a = parent[a];
        }
        a
    }
    for y in 0..height {
        for x in 0..width {
            let Some(a) = node_cells[y * width + x] else { continue };
            for (nx, ny) in [(x + 1, y), (x, y + 1)] {
                if nx >= width || ny >= height {
                    continue;
                }
                let Some(b) = node_cells[ny * width + nx] else { continue };
                if node_tile[a] == node_tile[b] {
                    continue;
                }
                let (za, zb) = (info(a), info(b));
                if za.joins && zb.joins && za.kind == zb.kind {
                    let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
                    if ra != rb {
                        // The smaller node stays the root: its name is the zone's id.
                        parent[ra.max(rb)] = ra.min(rb);
                    }
                }
            }
        }
    }
    // A joined zone is named after its largest piece (the first on ties):
    // a boulevard that peeks one cell into the next tile keeps its name.
    let mut node_size = vec![0usize; nodes];
    for n in node_cells.iter().flatten() {
        node_size[*n] += 1;
    }
    let mut rep: BTreeMap<usize, usize> = BTreeMap::new();
    for n in 0..nodes {
        let root = find(&mut parent, n);
        let best = rep.entry(root).or_insert(n);
        if node_size[n] > node_size[*best] {
            *best = n;
        }
    }
    let mut zone_of_root: BTreeMap<usize, usize> = BTreeMap::new();
    let mut zone_of_node = vec![0usize; nodes];
    let mut zones: Vec<BZone> = Vec::new();
    let mut names: BTreeMap<String, usize> = BTreeMap::new();
    for n in 0..nodes {
        let root = find(&mut parent, n);
        let l = &laid[node_tile[n]];
        let zi = info(n);
        let name = format!("{}:{}", l.tile.id, zi.id);
        let z = match zone_of_root.get(&root) {
            Some(&z) => {
                let b = &mut zones[z];
                b.def.searchable = b.def.searchable.or(zi.searchable);
                b.def.manhole |= zi.manhole;
                b.def.beds_blue = b.def.beds_blue.saturating_add(zi.beds_blue);
                b.def.beds_green = b.def.beds_green.saturating_add(zi.beds_green);
                b.def.landing |= zi.landing;
                b.layout.fenced |= zi.fenced;
                b.layout.camp |= l.tile.role == TileRole::Camp;
                if b.layout.name.is_none() {
                    b.layout.name = zi.name.clone();
                }
                b.layout.aliases.push(name.clone());
                z
            }
            None => {
                let r = rep[&root];
                let rl = &laid[node_tile[r]];
                let mut def = empty_zone(format!("{}:{}", rl.tile.id, info(r).id), zi.kind);
                def.searchable = zi.searchable;
                def.hospital_room = zi.hospital_room;
                def.changing_room = zi.changing_room;
                def.tent_spot = zi.tent_spot;
                def.manhole = zi.manhole;
                def.beds_blue = zi.beds_blue;
                def.beds_green = zi.beds_green;
                def.landing = zi.landing;
                zones.push(BZone {
                    def,
                    layout: ZoneLayout {
                        camp: l.tile.role == TileRole::Camp,
                        fenced: zi.fenced,
                        name: zi.name.clone(),
                        aliases: vec![name.clone()],
                    },
                    entry: None,
                });
                zone_of_root.insert(root, zones.len() - 1);
                zones.len() - 1
            }
        };
        zone_of_node[n] = z;
        names.insert(name, z);
    }
    for z in &mut zones {
        if let Some(i) = z.layout.aliases.iter().position(|a| *a == z.def.id) {
            let id = z.layout.aliases.remove(i);
            z.layout.aliases.insert(0, id);
        }
    }
    let cells: Vec<Option<usize>> = node_cells.iter().map(|c| c.map(|n| zone_of_node[n])).collect();
    let touching = touching(&cells, width, height);

    // Connections printed on the tiles.
    let mut links: Vec<BLink> = Vec::new();
    for l in &laid {
        for t in &l.tile.links {
            let (a, b) = (zone_of_node[l.first_node + t.a], zone_of_node[l.first_node + t.b]);
            if a != b {
                links.push(BLink { kind: t.kind, a, b });
            }
        }
    }

    // The mission's zone table: tokens laid on the tiles' zones.
    let alias_names: Vec<&str> = names.keys().map(String::as_str).collect();
    let mut first_entry: BTreeMap<usize, usize> = BTreeMap::new();
    let on_missing_tile = |name: &str| name.split_once(':').is_some_and(|(t, _)| missing.contains(t));
    for (i, e) in file.zones.iter().enumerate() {
        if on_missing_tile(e.id.get_ref()) || !v.check_ref(&e.id, &alias_names, "zone") {
            continue;
        }
        let z = names[e.id.get_ref()];
        if let Some(&j) = first_entry.get(&z) {
            let note = v.note_at(&file.zones[j].id, "first listed here");
            v.error_at(&e.id, format!("zone {:?} is listed twice in the zone table", zones[z].def.id)).push_note(note);
            continue;
        }
        first_entry.insert(z, i);
        if let Some(k) = &e.kind
            && *k.get_ref() != zones[z].def.kind
        {
            v.error_at(
                k,
                format!(
                    "zone {} is a {} zone on its tile; a mission cannot change it",
                    zones[z].def.id,
                    kind_name(zones[z].def.kind)
                ),
            );
        }
        apply_entry(&mut zones[z].def, e);
        zones[z].entry = Some(i);
    }

    let tile_names: Vec<String> = laid.iter().map(|l| l.tile.id.clone()).collect();
    let placed = laid
        .iter()
        .map(|l| PlacedTile {
            id: l.tile.id.clone(),
            role: l.tile.role,
            name_en: l.tile.name_en.clone(),
            name_ru: l.tile.name_ru.clone(),
            x: l.x * size,
            y: l.y * size,
            size,
            rotate: u16::from(l.turns) * 90,
        })
        .collect();
    let mut board = Board {
        width,
        height,
        cells,
        zones,
        links,
        touching,
        names,
        tile_names,
        cell_tile,
        placed,
        tile_size: Some(size),
        missing: BTreeSet::new(),
    };
    board.missing = missing;
    fence_in(&mut board);
    Some(board)
}

fn squares_connected(square: &BTreeMap<(usize, usize), usize>) -> bool {
    let Some(&start) = square.keys().next() else { return true };
    let mut seen = BTreeSet::from([start]);
    let mut stack = vec![start];
    while let Some((x, y)) = stack.pop() {
        let mut next = vec![(x + 1, y), (x, y + 1)];
        if x > 0 {
            next.push((x - 1, y));
        }
        if y > 0 {
            next.push((x, y - 1));
        }
        for n in next {
            if square.contains_key(&n) && seen.insert(n) {
                stack.push(n);
            }
        }
    }
    seen.len() == square.len()
}

/// The helipad fence: a fenced zone meets every other open-air zone
/// through a fence, unless something else (a ladder) is there.
fn fence_in(board: &mut Board) {
    let mut have: BTreeSet<(usize, usize)> = board.links.iter().map(|l| (l.a.min(l.b), l.a.max(l.b))).collect();
    let pairs: Vec<(usize, usize)> = board.touching.iter().copied().collect();
    for (a, b) in pairs {
        let (za, zb) = (&board.zones[a], &board.zones[b]);
        let open = |z: &BZone| z.def.kind != ZoneKind::Building;
        if (za.layout.fenced || zb.layout.fenced) && open(za) && open(zb) && have.insert((a, b)) {
            board.links.push(BLink { kind: LinkKind::Fence, a, b });
        }
    }
}

fn kind_name(k: ZoneKind) -> &'static str {
    match k {
        ZoneKind::Street => "street",
        ZoneKind::Building => "building",
        ZoneKind::Corridor => "corridor",
    }
}

/// The mission's own doors, openings, fences and ladders.
fn mission_links(file: &MissionFile, board: &mut Board, v: &mut Validator) {
    for d in &file.doors {
        door(d, board, v);
    }
    for (list, kind) in
        [(&file.openings, LinkKind::Opening), (&file.fences, LinkKind::Fence), (&file.ladders, LinkKind::Ladder)]
    {
        for l in list {
            link(l, kind, board, v);
        }
    }
}

fn resolve(
    between: &Spanned<[Spanned<String>; 2]>,
    what: &str,
    board: &Board,
    v: &mut Validator,
) -> Option<(usize, usize)> {
    let names: Vec<&str> = board.names.keys().map(String::as_str).collect();
    let [a, b] = between.get_ref();
    let skip = |n: &str| n.split_once(':').is_some_and(|(t, _)| board.missing.contains(t));
    if skip(a.get_ref()) || skip(b.get_ref()) {
        return None;
    }
    let ka = v.check_ref(a, &names, "zone");
    let kb = v.check_ref(b, &names, "zone");
    if !(ka && kb) {
        return None;
    }
    let (za, zb) = (board.names[a.get_ref()], board.names[b.get_ref()]);
    if za == zb {
        v.error_at(between, format!("{what} between {:?} and {:?}: it is one zone", a.get_ref(), b.get_ref()));
        return None;
    }
    if !board.touching.contains(&(za.min(zb), za.max(zb))) {
        let near: Vec<&str> = board
            .touching
            .iter()
            .filter_map(|&(x, y)| {
                if x == za {
                    Some(y)
                } else if y == za {
                    Some(x)
                } else {
                    None
                }
            })
            .map(|z| board.zones[z].def.id.as_str())
            .collect();
        v.error_at(
            between,
            format!("{what} between {:?} and {:?}: the zones are not adjacent", a.get_ref(), b.get_ref()),
        )
        .set_help(format!("{} shares a cell edge with {}", board.zones[za].def.id, near.join(", ")));
        return None;
    }
    Some((za, zb))
}

fn existing(board: &Board, a: usize, b: usize) -> Option<usize> {
    board.links.iter().position(|l| (l.a.min(l.b), l.a.max(l.b)) == (a.min(b), a.max(b)))
}

fn door(d: &DoorEntry, board: &mut Board, v: &mut Validator) {
    let Some((a, b)) = resolve(&d.between, "door", board, v) else { return };
    let [na, nb] = d.between.get_ref();
    let (ka, kb) = (board.zones[a].def.kind, board.zones[b].def.kind);
    if ka == kb && ka != ZoneKind::Building {
        v.error_at(
            &d.between,
            format!(
                "door between {:?} and {:?}: two {} zones are joined freely and need no door",
                na.get_ref(),
                nb.get_ref(),
                kind_name(ka)
            ),
        )
        .set_help("doors lead into buildings, or from a street into the hospital's corridors (RM-MOVE-2, RM-HOSP-7)");
        return;
    }
    match existing(board, a, b) {
        Some(i) => match board.links[i].kind {
            LinkKind::Door { color, open } => {
                board.links[i].kind = LinkKind::Door {
                    color: d.color.as_ref().map_or(color, |c| *c.get_ref()),
                    open: d.open.unwrap_or(open),
                };
            }
            other => {
                v.error_at(
                    &d.between,
                    format!(
                        "door between {:?} and {:?}: they are already joined by an {}",
                        na.get_ref(),
                        nb.get_ref(),
                        other.name()
                    ),
                );
            }
        },
        None => board.links.push(BLink {
            kind: LinkKind::Door {
                color: d.color.as_ref().map_or(DoorColor::Neutral, |c| *c.get_ref()),
                open: d.open.unwrap_or(false),
            },
            a,
            b,
        }),
    }
}

fn link(l: &LinkEntry, kind: LinkKind, board: &mut Board, v: &mut Validator) {
    let what = kind.name();
    let Some((a, b)) = resolve(&l.between, what, board, v) else { return };
    let [na, nb] = l.between.get_ref();
    let building = |z: usize| board.zones[z].def.kind == ZoneKind::Building;
    let problem = match kind {
        LinkKind::Opening if !(building(a) && building(b)) => Some("openings join two rooms (RM-MOVE-3)"),
        LinkKind::Fence | LinkKind::Ladder if building(a) || building(b) => {
            Some("fences and ladders stand between open-air zones (RM-PAD-1)")
        }
        _ => None,
    };
    if let Some(p) = problem {
        v.error_at(&l.between, format!("{what} between {:?} and {:?}: {p}", na.get_ref(), nb.get_ref()));
        return;
    }
    match (existing(board, a, b), kind) {
        (Some(i), LinkKind::Ladder) if board.links[i].kind == LinkKind::Fence => board.links[i].kind = LinkKind::Ladder,
        (Some(i), LinkKind::Ladder) if board.links[i].kind == LinkKind::Ladder => {
            v.warn_at(
                &l.between,
                format!("ladder between {:?} and {:?}: there is one already", na.get_ref(), nb.get_ref()),
            );
        }
        (None, LinkKind::Ladder) | (Some(_), LinkKind::Ladder) => {
            v.error_at(
                &l.between,
                format!(
                    "ladder between {:?} and {:?}: a ladder crosses a fence, and there is none there",
                    na.get_ref(),
                    nb.get_ref()
                ),
            )
            .set_help("RM-PAD-2: ladders make passages through a fence; add a [[fence]] first");
        }
        (Some(i), _) => {
            let old = board.links[i].kind.name();
            v.error_at(
                &l.between,
                format!("{what} between {:?} and {:?}: they are already joined by a {old}", na.get_ref(), nb.get_ref()),
            );
        }
        (None, _) => board.links.push(BLink { kind, a, b }),
    }
}

fn grid_text(board: &Board, label: impl Fn(usize) -> Option<String>) -> String {
    let mut rows: Vec<Vec<String>> = Vec::with_capacity(board.height);
    for y in 0..board.height {
        rows.push((0..board.width).map(|x| label(y * board.width + x).unwrap_or_else(|| ".".into())).collect());
    }
    let w = rows.iter().flatten().map(String::len).max().unwrap_or(1);
    let mut out = String::new();
    for r in rows {
        let line: Vec<String> = r.iter().map(|c| format!("{c:<w$}")).collect();
        out.push_str(line.join(" ").trim_end());
        out.push('\n');
    }
    out
}

/// The engine's form of the mission. Every field is spelled out, so a field
/// added to `MissionDef` must be handled here before this compiles.
fn mission_def(file: &MissionFile, board: &Board) -> MissionDef {
    let name = |z: usize| board.zones[z].def.id.clone();
    let pair = |l: &BLink| [name(l.a), name(l.b)];
    let mut doors = Vec::new();
    let mut openings = Vec::new();
    let mut fences = Vec::new();
    let mut ladders = Vec::new();
    for l in &board.links {
        match l.kind {
            LinkKind::Door { color, open } => doors.push(DoorDef { between: pair(l), color, open }),
            LinkKind::Opening => openings.push(LinkDef { between: pair(l) }),
            LinkKind::Fence => fences.push(LinkDef { between: pair(l) }),
            LinkKind::Ladder => {
                fences.push(LinkDef { between: pair(l) });
                ladders.push(LinkDef { between: pair(l) });
            }
        }
    }
    let zone_name = |s: &str| board.names.get(s).map_or_else(|| s.to_string(), |&z| name(z));
    MissionDef {
        id: file.id.get_ref().clone(),
        name_ru: file.name_ru.clone(),
        name_en: file.name_en.clone(),
        difficulty: file.difficulty.as_ref().map(|d| d.get_ref().clone()).unwrap_or_default(),
        min_survivors: file.min_survivors.as_ref().map_or(6, |m| *m.get_ref()),
        source: file.source.get_ref().clone(),
        description: file.description.clone(),
        description_ru: file.description_ru.clone(),
        map: MapDef {
            cells: grid_text(board, |i| board.cells[i].map(name)),
            tiles: grid_text(board, |i| board.cells[i].and(board.cell_tile[i]).map(|t| board.tile_names[t].clone())),
        },
        zones: board.zones.iter().map(|z| z.def.clone()).collect(),
        doors,
        openings,
        fences,
        ladders,
        event_tiles: file.event_tiles.iter().map(|t| t.get_ref().clone()).collect(),
        helicopter: file.helicopter.as_ref().map(|h| {
            let h = h.get_ref();
            HelicopterDef {
                zone: zone_name(h.zone.get_ref()),
                flying: h.flying,
                can_fly: h.can_fly.unwrap_or(true),
                fuel: h.fuel.as_ref().map(|f| *f.get_ref()),
            }
        }),
        victory: file.victory.iter().map(|c| *c.get_ref()).collect(),
        defeat: file.defeat.iter().map(|c| *c.get_ref()).collect(),
        turn_limit: file.turn_limit.as_ref().map(|t| *t.get_ref()),
        briefing_ru: file.briefing_ru.clone(),
        briefing_en: file.briefing_en.clone(),
        mode: file.mode.as_ref().map_or(Mode::Cooperative, |m| *m.get_ref()),
        team_actions: file.team_actions,
        competitive: file.competitive.as_ref().map(|c| {
            let c = c.get_ref();
            crate::mission::CompetitiveDef {
                end: c.end.iter().map(|e| *e.get_ref()).collect(),
                exit_xp: c.exit_xp,
                vests_per_team: c.vests_per_team.as_ref().map(|n| *n.get_ref()),
            }
        }),
        start_zombies: file
            .start_zombies
            .iter()
            .map(|s| ZombiePlacement {
                zone: zone_name(s.zone.get_ref()),
                kind: *s.kind.get_ref(),
                count: s.count.as_ref().map_or(1, |c| *c.get_ref()),
            })
            .collect(),
        equipment: file.equipment.as_ref().map_or_else(EquipmentRules::default, |e| EquipmentRules {
            remove: e.remove.iter().map(|r| r.get_ref().clone()).collect(),
            give: e.give.iter().map(|r| r.get_ref().clone()).collect(),
        }),
    }
}
