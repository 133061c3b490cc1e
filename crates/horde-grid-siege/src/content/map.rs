//! The board: six sheets of squares with rooms, walls, openings,
//! obstacles, search squares and the car (GS-COMP-1, GS-GAP-9).

use super::Report;
use super::cards::check_source;
use super::raw::MapFile;
use crate::rules::geom::{Dir, Edge, Pos};
use serde::Serialize;
use std::ops::Range;
use toml::Spanned;

/// What lies between two neighbouring squares, as printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum EdgeKind {
    Open,
    Wall,
    Door,
    Window,
}

/// One square of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Square {
    /// Room index + 1; 0 outdoors.
    pub room: u8,
    /// Furniture, bush or another obstacle (GS-MOVE-4).
    pub obstacle: bool,
    pub car: bool,
    /// Index into [`Map::search`].
    pub search: Option<u8>,
    /// Sheet number 1..=6.
    pub sheet: u8,
}

#[derive(Clone, Debug, Serialize)]
pub struct Room {
    pub name: String,
    /// Each room has its own floor colour (GS-ZSPAWN-3 a).
    pub floor: String,
    pub building: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum BuildingKind {
    House,
    Shed,
}

#[derive(Clone, Debug, Serialize)]
pub struct Building {
    pub name: String,
    pub kind: BuildingKind,
    pub squares: Vec<Pos>,
    /// Door and window openings on the outer boundary (GS-FORT-1).
    pub openings: Vec<Edge>,
    /// Every edge of the outer boundary (a destroyed one opens the house).
    pub boundary: Vec<Edge>,
}

#[derive(Clone, Debug, Serialize)]
pub struct SearchSquare {
    pub pos: Pos,
    pub name: String,
}

/// The car: 2 x 4 squares, hood and trunk end rows, and the two outside
/// door squares (GS-GAP-9).
#[derive(Clone, Debug, Serialize)]
pub struct Car {
    pub squares: Vec<Pos>,
    pub hood: Vec<Pos>,
    pub trunk: Vec<Pos>,
    /// The outside squares by the doors.
    pub doors: Vec<Pos>,
    /// For each door, the car square next to it.
    pub seats: Vec<Pos>,
}

#[derive(Clone, Debug, Serialize)]
pub struct Map {
    pub name: String,
    pub width: u8,
    pub height: u8,
    pub sheet_width: u8,
    pub sheet_height: u8,
    pub sheets_per_row: u8,
    pub sheet_count: u8,
    pub squares: Vec<Square>,
    edge_e: Vec<EdgeKind>,
    edge_s: Vec<EdgeKind>,
    pub rooms: Vec<Room>,
    pub buildings: Vec<Building>,
    pub search: Vec<SearchSquare>,
    pub car: Car,
}

impl Map {
    pub fn contains(&self, p: Pos) -> bool {
        p.x < self.width && p.y < self.height
    }
    pub fn index(&self, p: Pos) -> usize {
        usize::from(p.y) * usize::from(self.width) + usize::from(p.x)
    }
    pub fn pos_of(&self, i: usize) -> Pos {
        let w = usize::from(self.width);
        Pos::new((i % w) as u8, (i / w) as u8)
    }
    pub fn len(&self) -> usize {
        self.squares.len()
    }
    pub fn is_empty(&self) -> bool {
        self.squares.is_empty()
    }
    pub fn sq(&self, p: Pos) -> Square {
        self.squares[self.index(p)]
    }
    /// The neighbour in `dir`, if on the board.
    pub fn step(&self, p: Pos, dir: Dir) -> Option<Pos> {
        p.step(dir).filter(|q| self.contains(*q))
    }
    pub fn edge(&self, e: Edge) -> EdgeKind {
        let i = self.index(e.pos);
        if e.south { self.edge_s[i] } else { self.edge_e[i] }
    }
    /// Every position of the board, row by row.
    pub fn all(&self) -> impl Iterator<Item = Pos> + '_ {
        (0..self.len()).map(|i| self.pos_of(i))
    }
    pub fn sheet_squares(&self, sheet: u8) -> impl Iterator<Item = Pos> + '_ {
        self.all().filter(move |p| self.sq(*p).sheet == sheet)
    }
    /// Touches the outer edge of the whole board (GS-SETUP-8, GS-ZSPAWN-4).
    pub fn on_board_edge(&self, p: Pos) -> bool {
        p.x == 0 || p.y == 0 || p.x + 1 == self.width || p.y + 1 == self.height
    }
    /// The hood and trunk end rows, which may be shot through (GS-RANGE-2).
    pub fn car_end_row(&self, p: Pos) -> bool {
        self.car.hood.contains(&p) || self.car.trunk.contains(&p)
    }
    /// Distance from the car's hood (GS-SETUP-7).
    pub fn hood_distance(&self, p: Pos) -> u16 {
        self.car.hood.iter().map(|h| h.dist(p)).min().unwrap_or(u16::MAX)
    }
    /// The building of a square, if any.
    pub fn building_of(&self, p: Pos) -> Option<u8> {
        let r = self.sq(p).room;
        (r > 0).then(|| self.rooms[usize::from(r - 1)].building)
    }
    /// A legal human starting square (GS-SETUP-7, GS-GAP-2): a plain street
    /// square at distance 4 or more from the hood.
    pub fn start_square(&self, p: Pos) -> bool {
        let s = self.sq(p);
        s.room == 0 && !s.obstacle && !s.car && self.hood_distance(p) >= 4
    }
}

fn parse_dir(s: &str) -> Option<Dir> {
    Dir::parse(s)
}

pub(crate) fn build(raw: &MapFile, r: &mut Report<'_>) -> Option<Map> {
    let h = raw.map.get_ref();
    check_source(&h.source, "map", r);
    let sw = *h.sheet_width.get_ref();
    let sh = *h.sheet_height.get_ref();
    let spr = *h.sheets_per_row.get_ref();
    if sw == 0 || sh == 0 || spr == 0 {
        r.at(raw.map.span(), "sheet sizes and sheets_per_row must be positive");
        return None;
    }
    let count = raw.sheet.len();
    if count != 6 {
        r.section(raw.map.span(), "sheet", format!("the board has 6 sheets (GS-COMP-1), found {count}"));
        return None;
    }
    let rows_of_sheets = count.div_ceil(usize::from(spr));
    let width = usize::from(sw) * usize::from(spr);
    let height = usize::from(sh) * rows_of_sheets;
    if width > 64 || height > 64 {
        r.at(raw.map.span(), "the board may be at most 64 x 64 squares");
        return None;
    }
    let (w, hgt) = (width as u8, height as u8);
    let mut buildings: Vec<Building> = Vec::new();
    for b in &raw.building {
        let bb = b.get_ref();
        check_source(&bb.source, &format!("building {:?}", bb.name), r);
        let kind = match bb.kind.get_ref().as_str() {
            "house" => BuildingKind::House,
            "shed" => BuildingKind::Shed,
            other => {
                r.at(
                    bb.kind.span(),
                    format!("building {:?}: expected \"house\" or \"shed\", found {other:?}", bb.name),
                );
                BuildingKind::Shed
            }
        };
        if buildings.iter().any(|o| o.name == bb.name) {
            r.key(b.span(), "name", format!("building {:?}: duplicate name", bb.name));
        }
        buildings.push(Building {
            name: bb.name.clone(),
            kind,
            squares: Vec::new(),
            openings: Vec::new(),
            boundary: Vec::new(),
        });
    }
    let blank = Square { room: 0, obstacle: false, car: false, search: None, sheet: 0 };
    let mut squares = vec![blank; width * height];
    let mut rooms: Vec<Room> = Vec::new();
    let mut seen_sheets = [false; 7];
    let mut openings: Vec<(Edge, EdgeKind, Range<usize>, String)> = Vec::new();
    let mut search: Vec<(SearchSquare, Range<usize>, String)> = Vec::new();
    for s in &raw.sheet {
        let sd = s.get_ref();
        let n = *sd.number.get_ref();
        let f = format!("sheet {n}");
        check_source(&sd.source, &f, r);
        if !(1..=6).contains(&n) || seen_sheets[usize::from(n)] {
            r.at(sd.number.span(), format!("{f}: sheet numbers are 1..=6, each once"));
            continue;
        }
        seen_sheets[usize::from(n)] = true;
        let x0 = usize::from((n - 1) % spr) * usize::from(sw);
        let y0 = usize::from((n - 1) / spr) * usize::from(sh);
        let mut letters: Vec<(char, u8)> = Vec::new();
        for room in &sd.rooms {
            let rr = room.get_ref();
            let Some(bi) = buildings.iter().position(|b| b.name == rr.building) else {
                r.key(
                    room.span(),
                    "building",
                    format!("{f}: room {:?}: unknown building {:?}", rr.letter, rr.building),
                );
                continue;
            };
            if !rr.letter.is_ascii_uppercase() || letters.iter().any(|(l, _)| *l == rr.letter) {
                r.key(
                    room.span(),
                    "letter",
                    format!("{f}: room {:?}: room letters are distinct capitals A-Z", rr.letter),
                );
                continue;
            }
            if rooms.iter().any(|o| o.floor == rr.floor && o.building == bi as u8) {
                r.key(
                    room.span(),
                    "floor",
                    format!(
                        "{f}: room {:?}: each room of a building has its own floor colour (GS-ZSPAWN-3 a)",
                        rr.letter
                    ),
                );
            }
            rooms.push(Room { name: rr.name.clone(), floor: rr.floor.clone(), building: bi as u8 });
            letters.push((rr.letter, rooms.len() as u8));
        }
        if sd.rows.len() != usize::from(sh) {
            r.key(s.span(), "rows", format!("{f}: expected {sh} rows, found {}", sd.rows.len()));
            continue;
        }
        for (y, row) in sd.rows.iter().enumerate() {
            let chars: Vec<char> = row.get_ref().chars().collect();
            if chars.len() != usize::from(sw) {
                r.at(row.span(), format!("{f}: row {y}: expected {sw} squares, found {}", chars.len()));
                continue;
            }
            for (x, c) in chars.into_iter().enumerate() {
                let i = (y0 + y) * width + x0 + x;
                let sq = &mut squares[i];
                sq.sheet = n;
                match c {
                    '.' => {}
                    '*' => sq.obstacle = true,
                    '=' => sq.car = true,
                    c if c.is_ascii_alphabetic() => {
                        let up = c.to_ascii_uppercase();
                        match letters.iter().find(|(l, _)| *l == up) {
                            Some((_, id)) => {
                                sq.room = *id;
                                sq.obstacle = c.is_ascii_lowercase();
                            }
                            None => r.at(row.span(), format!("{f}: row {y}: square {c:?} names no room of this sheet")),
                        }
                    }
                    other => r.at(
                        row.span(),
                        format!(
                            "{f}: row {y}: unknown square {other:?} (use . * = a room letter or its lower case for furniture)"
                        ),
                    ),
                }
            }
        }
        for (list, kind, name) in [(&sd.doors, EdgeKind::Door, "doors"), (&sd.windows, EdgeKind::Window, "windows")] {
            for o in list {
                let (x, y, d) = o.get_ref();
                let what = format!("{f}: {}", &name[..name.len() - 1]);
                let Some(dir) = parse_dir(d) else {
                    r.at(o.span(), format!("{what}: unknown side {d:?} (N, E, S or W)"));
                    continue;
                };
                if *x >= sw || *y >= sh {
                    r.at(o.span(), format!("{what}: square ({x}, {y}) is outside the sheet"));
                    continue;
                }
                let p = Pos::new((x0 + usize::from(*x)) as u8, (y0 + usize::from(*y)) as u8);
                match p.step(dir).filter(|q| q.x < w && q.y < hgt) {
                    Some(q) => match Edge::between(p, q) {
                        Some(e) => openings.push((e, kind, o.span(), what)),
                        None => r.at(o.span(), format!("{what}: not an edge between two squares")),
                    },
                    None => r.at(o.span(), format!("{what}: this side is the edge of the board")),
                }
            }
        }
        for sr in &sd.search {
            let s2 = sr.get_ref();
            let (x, y) = s2.at;
            if x >= sw || y >= sh {
                r.key(sr.span(), "at", format!("{f}: search square ({x}, {y}) is outside the sheet"));
                continue;
            }
            let p = Pos::new((x0 + usize::from(x)) as u8, (y0 + usize::from(y)) as u8);
            search.push((
                SearchSquare { pos: p, name: s2.name.clone() },
                sr.span(),
                format!("{f}: search {:?}", s2.name),
            ));
        }
    }
    if !r.is_ok() {
        return None;
    }
    // Walls stand wherever the room changes (a room and the street, or two rooms).
    let mut edge_e = vec![EdgeKind::Open; width * height];
    let mut edge_s = vec![EdgeKind::Open; width * height];
    for y in 0..height {
        for x in 0..width {
            let i = y * width + x;
            if x + 1 < width && squares[i].room != squares[i + 1].room {
                edge_e[i] = EdgeKind::Wall;
            }
            if y + 1 < height && squares[i].room != squares[i + width].room {
                edge_s[i] = EdgeKind::Wall;
            }
        }
    }
    for (e, kind, at, field) in openings {
        let i = usize::from(e.pos.y) * width + usize::from(e.pos.x);
        let slot = if e.south { &mut edge_s[i] } else { &mut edge_e[i] };
        if *slot != EdgeKind::Wall {
            r.at(at, format!("{field}: {e} is not a wall: openings go in walls"));
        } else {
            *slot = kind;
        }
    }
    let mut map = Map {
        name: h.name.clone(),
        width: w,
        height: hgt,
        sheet_width: sw,
        sheet_height: sh,
        sheets_per_row: spr,
        sheet_count: 6,
        squares,
        edge_e,
        edge_s,
        rooms,
        buildings,
        search: Vec::new(),
        car: Car { squares: Vec::new(), hood: Vec::new(), trunk: Vec::new(), doors: Vec::new(), seats: Vec::new() },
    };
    for (s, at, field) in search {
        let p = s.pos;
        if map.sq(p).car || map.sq(p).search.is_some() {
            r.at(at, format!("{field}: {p} cannot hold a search cross"));
            continue;
        }
        let reachable = Dir::ALL.iter().any(|&d| {
            map.step(p, d).is_some_and(|q| {
                let sq = map.sq(q);
                !sq.obstacle
                    && !sq.car
                    && Edge::between(p, q).is_some_and(|e| matches!(map.edge(e), EdgeKind::Open | EdgeKind::Door))
            })
        });
        if !reachable {
            r.at(at, format!("{field}: {p} has no open neighbour to search it from (GS-SEARCH-1)"));
        }
        let idx = map.search.len() as u8;
        let i = map.index(p);
        map.squares[i].search = Some(idx);
        map.search.push(s);
    }
    if map.search.is_empty() || map.search.len() > 64 {
        r.section(0..0, "search", "the map needs 1..=64 search squares");
    }
    build_car(&mut map, &h.car_hood, r);
    let building_spans: Vec<Range<usize>> = raw.building.iter().map(Spanned::span).collect();
    build_buildings(&mut map, &building_spans, r);
    for n in 1..=6u8 {
        let starts = map.sheet_squares(n).filter(|p| map.start_square(*p)).count();
        if starts < 12 {
            let at = raw.sheet.iter().find(|s| *s.get_ref().number.get_ref() == n).map_or(0..0, Spanned::span);
            r.at(
                at,
                format!(
                    "sheet {n}: only {starts} legal starting squares for humans; at least 12 are needed (GS-SETUP-6/7)"
                ),
            );
        }
    }
    r.is_ok().then_some(map)
}

fn build_car(map: &mut Map, hood: &Spanned<String>, r: &mut Report<'_>) {
    let at = hood.span();
    let hood = hood.get_ref().as_str();
    let cars: Vec<Pos> = map.all().filter(|p| map.sq(*p).car).collect();
    let (Some(minx), Some(maxx), Some(miny), Some(maxy)) = (
        cars.iter().map(|p| p.x).min(),
        cars.iter().map(|p| p.x).max(),
        cars.iter().map(|p| p.y).min(),
        cars.iter().map(|p| p.y).max(),
    ) else {
        r.section(at, "car", "the map has no car squares ('=')");
        return;
    };
    let (cw, ch) = (maxx - minx + 1, maxy - miny + 1);
    if cars.len() != 8 || !((cw == 2 && ch == 4) || (cw == 4 && ch == 2)) {
        r.section(at, "car", "the car is one rectangle of 2 x 4 squares (GS-GAP-9)");
        return;
    }
    let Some(dir) = parse_dir(hood) else {
        r.at(at, format!("car hood: unknown side {hood:?}"));
        return;
    };
    if dir.is_vertical() != (ch == 4) {
        r.at(at, "car hood: the hood is at one end of the car's long axis");
        return;
    }
    let end = |d: Dir| -> Vec<Pos> {
        cars.iter()
            .copied()
            .filter(|p| match d {
                Dir::N => p.y == miny,
                Dir::S => p.y == maxy,
                Dir::W => p.x == minx,
                Dir::E => p.x == maxx,
            })
            .collect()
    };
    map.car.hood = end(dir);
    map.car.trunk = end(dir.opposite());
    // The second row from the hood; its outside neighbours are the doors.
    let second: Vec<Pos> = cars
        .iter()
        .copied()
        .filter(|p| match dir {
            Dir::N => p.y == miny + 1,
            Dir::S => p.y == maxy - 1,
            Dir::W => p.x == minx + 1,
            Dir::E => p.x == maxx - 1,
        })
        .collect();
    for seat in second {
        for d in Dir::ALL {
            if let Some(q) = map.step(seat, d).filter(|q| !map.sq(*q).car) {
                let s = map.sq(q);
                if s.room != 0 || s.obstacle {
                    r.section(at.clone(), "car", format!("the door square {q} must be open street"));
                }
                map.car.doors.push(q);
                map.car.seats.push(seat);
            }
        }
    }
    if map.car.doors.len() != 2 {
        r.section(at, "car", "the car needs a door square on each long side, on the board");
    }
    map.car.squares = cars;
}

/// `spans`: where each building is defined, in order.
fn build_buildings(map: &mut Map, spans: &[Range<usize>], r: &mut Report<'_>) {
    for b in 0..map.buildings.len() {
        let squares: Vec<Pos> = map.all().filter(|p| map.building_of(*p) == Some(b as u8)).collect();
        let mut openings = Vec::new();
        let mut boundary = Vec::new();
        for &p in &squares {
            for d in Dir::ALL {
                let Some(q) = map.step(p, d) else { continue };
                if map.building_of(q) == Some(b as u8) {
                    continue;
                }
                let Some(e) = Edge::between(p, q) else { continue };
                boundary.push(e);
                if matches!(map.edge(e), EdgeKind::Door | EdgeKind::Window) {
                    openings.push(e);
                }
            }
        }
        // Rooms of one building connect through internal openings (GS-GAP-9).
        let mut seen = vec![false; squares.len()];
        let mut stack = Vec::new();
        if !squares.is_empty() {
            seen[0] = true;
            stack.push(squares[0]);
        }
        while let Some(p) = stack.pop() {
            for d in Dir::ALL {
                let Some(q) = map.step(p, d) else { continue };
                let Some(j) = squares.iter().position(|s| *s == q) else { continue };
                let open = Edge::between(p, q).is_some_and(|e| matches!(map.edge(e), EdgeKind::Open | EdgeKind::Door));
                if open && !seen[j] {
                    seen[j] = true;
                    stack.push(q);
                }
            }
        }
        let name = map.buildings[b].name.clone();
        let at = spans.get(b).cloned().unwrap_or(0..0);
        if squares.is_empty() {
            r.at(at.clone(), format!("building {name:?}: has no rooms on the map"));
        } else if seen.iter().any(|s| !s) {
            r.at(at.clone(), format!("building {name:?}: its rooms are not connected through doors"));
        }
        if map.buildings[b].kind == BuildingKind::House && openings.len() > 15 {
            r.at(
                at,
                format!("building {name:?}: a house may have at most 15 outer openings (barricade supply, GS-GAP-15)"),
            );
        }
        boundary.sort();
        openings.sort();
        let bd = &mut map.buildings[b];
        bd.squares = squares;
        bd.openings = openings;
        bd.boundary = boundary;
    }
}
