//! Dead of Night content: items, room cards (search tables), the event deck
//! and the scenarios, as TOML embedded in the crate and parsed once.
//!
//! Every record carries `source`: `"rulebook"` for what the seed names,
//! `"horde"` for our own design (the seed ships no cards, rooms or items).
//! Problems are `horde_data` diagnostics naming file, line and field.

use horde_data::{Diagnostic, Diagnostics, Source, Spanned, Validator, parse};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// The embedded content files, by the name used in messages.
pub const FILES: [(&str, &str); 5] = [
    ("items.toml", include_str!("../../../../content/dead-of-night/items.toml")),
    ("rooms.toml", include_str!("../../../../content/dead-of-night/rooms.toml")),
    ("deck.toml", include_str!("../../../../content/dead-of-night/deck.toml")),
    ("vehicles.toml", include_str!("../../../../content/dead-of-night/vehicles.toml")),
    ("house.toml", include_str!("../../../../content/dead-of-night/house.toml")),
];

/// Where a record comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Origin {
    Rulebook,
    Horde,
}

/// A rule an item carries (DN-ITEMS, DN-GAP-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Special {
    BuildsBarricades,
    BuildsBarricadesWithPower,
    RunsDryOnOne,
    NeedsPower,
    ExplodesOnOne,
    Light,
    Extinguisher,
    Ladder,
    Petrol,
    Gas,
    Molotov,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Item {
    pub id: String,
    pub name: String,
    pub melee: i8,
    pub ranged: Option<i8>,
    pub hands: u8,
    pub energy: i8,
    pub breakable: bool,
    pub special: Option<Special>,
    pub supply: u8,
    pub source: Origin,
}

/// One row of a room card's search table (DN-GAP-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Row {
    Zombie,
    Nothing,
    Ammo,
    Item(u8),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoomCard {
    pub id: String,
    pub name: String,
    pub rows: [Row; 8],
    pub source: Origin,
}

/// What an event card does besides its crosses (DN-GAP-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Effect {
    None,
    PowerOn,
    LightsOut,
    Ammo,
    Crash,
    Keys,
    BreakThrough,
    TheEnd,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Card {
    pub id: String,
    pub name: String,
    pub crosses: u8,
    pub effect: Effect,
    /// Copies in deck parts AI and AII.
    pub first: u8,
    pub second: u8,
    pub source: Origin,
}

/// A vehicle card (DN-CAR-3, DN-ITEM-9): how many players it holds and
/// how far it moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Vehicle {
    pub id: String,
    pub name: String,
    pub capacity: u8,
    pub speed: u8,
    pub source: Origin,
}

/// A vehicle the scenario places (DN-GAP-4): it needs the Keys card or
/// hot-wiring (DN-CAR-1/2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ParkedCar {
    pub vehicle: u8,
    pub front: u16,
    pub rear: u16,
}

/// What kind of place an area is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AreaKind {
    Outdoors,
    /// A room with a room card (searchable once turned up).
    Room,
    /// A corridor or hall: no card, never searched.
    Hall,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Area {
    pub kind: AreaKind,
    /// A card fixed by the scenario; `None` for a room dealt from the pool.
    pub card: Option<u8>,
}

/// What lies on the edge between two orthogonal neighbours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum EdgeKind {
    Open,
    Wall,
    Door,
    Window,
    /// A destroyed wall (DN-OBJ-1): never in a scenario file, only made in play.
    Breach,
    /// A barricade token on a door, window or breach (DN-BAR-1): made in play.
    Barricade,
}

/// The building number of an outdoor square.
pub const OUTDOORS: u8 = u8::MAX;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Scenario {
    pub id: String,
    pub title_en: String,
    pub title_ru: String,
    pub width: u8,
    pub height: u8,
    /// Per square, its area.
    pub area_of: Vec<u8>,
    pub areas: Vec<Area>,
    /// Room cards dealt face down onto the rooms without a fixed card.
    pub pool: Vec<u8>,
    pub entries: Vec<u16>,
    /// Road exits: map-edge squares a vehicle drives off from (DN-GAP-4).
    pub exits: Vec<u16>,
    pub cars: Vec<ParkedCar>,
    /// The generator's square (DN-ITEM-2, DN-GAP-14).
    pub generator: Option<u16>,
    /// Per square, its building: squares inside that touch orthogonally
    /// belong to one building (DN-GAP-4); [`OUTDOORS`] outside.
    pub building_of: Vec<u8>,
    /// Per square: the edge to its east and to its south neighbour.
    pub east: Vec<EdgeKind>,
    pub south: Vec<EdgeKind>,
    pub source: Origin,
}

impl Scenario {
    pub fn squares(&self) -> usize {
        usize::from(self.width) * usize::from(self.height)
    }
    pub fn xy(&self, sq: u16) -> (i16, i16) {
        let w = i16::from(self.width);
        let s = sq as i16;
        (s % w, s / w)
    }
    pub fn at(&self, x: i16, y: i16) -> Option<u16> {
        (x >= 0 && y >= 0 && x < i16::from(self.width) && y < i16::from(self.height))
            .then(|| (y * i16::from(self.width) + x) as u16)
    }
    /// The edge between orthogonal neighbours `a` and `b`.
    pub fn edge(&self, a: u16, b: u16) -> EdgeKind {
        let (lo, hi) = if a < b { (a, b) } else { (b, a) };
        if hi == lo + 1 && self.xy(lo).1 == self.xy(hi).1 {
            self.east[usize::from(lo)]
        } else if hi == lo + u16::from(self.width) {
            self.south[usize::from(lo)]
        } else {
            EdgeKind::Wall
        }
    }
    pub fn area(&self, sq: u16) -> &Area {
        &self.areas[usize::from(self.area_of[usize::from(sq)])]
    }
}

/// Everything the rules read from data.
#[derive(Debug, Serialize)]
pub struct Content {
    pub items: Vec<Item>,
    pub rooms: Vec<RoomCard>,
    pub ammo_supply: u8,
    pub cards: Vec<Card>,
    pub vehicles: Vec<Vehicle>,
    /// The vehicle the Crash card brings (DN-CARDS-2).
    pub crash_vehicle: u8,
    pub scenarios: Vec<Scenario>,
}

impl Content {
    pub fn item(&self, id: &str) -> Option<u8> {
        self.items.iter().position(|i| i.id == id).map(|i| i as u8)
    }
    pub fn scenario(&self, id: &str) -> Option<u8> {
        self.scenarios.iter().position(|s| s.id == id).map(|i| i as u8)
    }
    /// The hash of the content, for `content_version`.
    pub fn version(&self) -> String {
        horde_core::content_hash(self)
    }
}

// ---- raw TOML types ----

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawItems {
    item: Vec<Spanned<RawItem>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawItem {
    id: String,
    name: String,
    melee: i8,
    ranged: Option<i8>,
    hands: u8,
    #[serde(default)]
    energy: i8,
    #[serde(default)]
    breakable: bool,
    special: Option<Special>,
    supply: u8,
    source: Origin,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRooms {
    ammo_supply: u8,
    room: Vec<RawRoom>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRoom {
    id: Spanned<String>,
    name: String,
    rows: Spanned<Vec<Spanned<String>>>,
    source: Origin,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDeck {
    card: Vec<Spanned<RawCard>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    id: String,
    name: String,
    crosses: u8,
    effect: Effect,
    first: u8,
    second: u8,
    source: Origin,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawVehicles {
    crash: Spanned<String>,
    vehicle: Vec<Spanned<RawVehicle>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawVehicle {
    id: String,
    name: String,
    capacity: u8,
    speed: u8,
    source: Origin,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCar {
    vehicle: String,
    front: [i16; 2],
    rear: [i16; 2],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScenario {
    id: String,
    title_en: String,
    title_ru: String,
    objective: Spanned<String>,
    source: Origin,
    rows: Spanned<Vec<String>>,
    pool: Vec<Spanned<String>>,
    entries: Vec<Spanned<[i16; 2]>>,
    #[serde(default)]
    exits: Vec<Spanned<[i16; 2]>>,
    #[serde(default)]
    car: Vec<Spanned<RawCar>>,
    generator: Option<Spanned<[i16; 2]>>,
    doors: Vec<Spanned<[i16; 4]>>,
    windows: Vec<Spanned<[i16; 4]>>,
    area: Vec<RawArea>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawArea {
    char: Spanned<String>,
    kind: AreaKind,
    card: Option<Spanned<String>>,
}

fn source_of<'a>(sources: &'a [Source], name: &str) -> Option<&'a Source> {
    sources.iter().find(|s| s.name.rsplit(['/', '\\']).next() == Some(name))
}

/// Parses and validates the content files (named like [`FILES`]); every
/// problem is reported with file, line and field.
pub fn load(sources: &[Source]) -> Result<Content, Diagnostics> {
    let mut problems = Diagnostics::new();
    let mut get = |name: &str| {
        let s = source_of(sources, name);
        if s.is_none() {
            problems.push(Diagnostic::missing_file(sources, name));
        }
        s.cloned()
    };
    let (Some(items_src), Some(rooms_src), Some(deck_src), Some(vehicles_src)) =
        (get("items.toml"), get("rooms.toml"), get("deck.toml"), get("vehicles.toml"))
    else {
        return Err(problems);
    };
    let scenario_srcs: Vec<&Source> = sources
        .iter()
        .filter(|s| {
            let base = s.name.rsplit(['/', '\\']).next().unwrap_or("");
            base.ends_with(".toml") && !["items.toml", "rooms.toml", "deck.toml", "vehicles.toml"].contains(&base)
        })
        .collect();

    // Items.
    let raw_items: RawItems = match parse(&items_src) {
        Ok(r) => r,
        Err(e) => {
            problems.append(e);
            return Err(problems);
        }
    };
    let mut v = Validator::new(&items_src);
    let mut items = Vec::new();
    for ri in &raw_items.item {
        let r = ri.get_ref();
        if items.iter().any(|i: &Item| i.id == r.id) {
            v.error_at(ri, format!("item {:?} is defined twice", r.id)).set_field("id");
        }
        if !(1..=2).contains(&r.hands) {
            v.error_at(ri, format!("item {:?}: hands must be 1 or 2", r.id)).set_field("hands");
        }
        items.push(Item {
            id: r.id.clone(),
            name: r.name.clone(),
            melee: r.melee,
            ranged: r.ranged,
            hands: r.hands,
            energy: r.energy,
            breakable: r.breakable,
            special: r.special,
            supply: r.supply,
            source: r.source,
        });
    }
    if let Err(e) = v.into_result(()) {
        problems.append(e);
    }

    // Rooms.
    let mut rooms = Vec::new();
    let mut ammo_supply = 0;
    match parse::<RawRooms>(&rooms_src) {
        Err(e) => problems.append(e),
        Ok(raw) => {
            ammo_supply = raw.ammo_supply;
            let mut v = Validator::new(&rooms_src);
            for r in &raw.room {
                if r.rows.get_ref().len() != 8 {
                    v.error_at(&r.rows, format!("room {:?}: a search table has 8 rows (DN-GAP-2)", r.id.get_ref()));
                    continue;
                }
                let mut rows = [Row::Nothing; 8];
                for (k, cell) in r.rows.get_ref().iter().enumerate() {
                    rows[k] = match cell.get_ref().as_str() {
                        "zombie" => Row::Zombie,
                        "nothing" => Row::Nothing,
                        "ammo" => Row::Ammo,
                        other => match items.iter().position(|i| i.id == other) {
                            Some(i) => Row::Item(i as u8),
                            None => {
                                v.error_at(cell, format!("unknown item {other:?}"));
                                Row::Nothing
                            }
                        },
                    };
                }
                if rooms.iter().any(|x: &RoomCard| &x.id == r.id.get_ref()) {
                    v.error_at(&r.id, "room card defined twice");
                }
                rooms.push(RoomCard { id: r.id.get_ref().clone(), name: r.name.clone(), rows, source: r.source });
            }
            if let Err(e) = v.into_result(()) {
                problems.append(e);
            }
        }
    }

    // Deck.
    let mut cards = Vec::new();
    match parse::<RawDeck>(&deck_src) {
        Err(e) => problems.append(e),
        Ok(raw) => {
            let mut v = Validator::new(&deck_src);
            for rc in &raw.card {
                let c = rc.get_ref();
                if c.crosses > 2 {
                    v.error_at(rc, format!("card {:?}: at most 2 crosses (DN-ZOM-2)", c.id)).set_field("crosses");
                }
                cards.push(Card {
                    id: c.id.clone(),
                    name: c.name.clone(),
                    crosses: c.crosses,
                    effect: c.effect,
                    first: c.first,
                    second: c.second,
                    source: c.source,
                });
            }
            let one = |e: Effect, first: u8, second: u8| {
                cards.iter().filter(|c| c.effect == e).map(|c| (c.first, c.second)).collect::<Vec<_>>()
                    == vec![(first, second)]
            };
            if !one(Effect::Keys, 1, 0) {
                v.report_span(horde_data::Severity::Error, 0..0, "the deck needs exactly one Keys card, in part AI")
                    .set_field("card");
            }
            if !one(Effect::TheEnd, 0, 1) {
                v.report_span(
                    horde_data::Severity::Error,
                    0..0,
                    "the deck needs exactly one The End card, in part AII",
                )
                .set_field("card");
            }
            let part = |f: fn(&Card) -> u8| cards.iter().map(|c| u32::from(f(c))).sum::<u32>();
            if part(|c| c.first) < 5 || part(|c| c.second) < 5 {
                v.report_span(horde_data::Severity::Error, 0..0, "each deck part needs at least 5 cards (DN-GAP-1)")
                    .set_field("card");
            }
            if let Err(e) = v.into_result(()) {
                problems.append(e);
            }
        }
    }

    // Vehicles.
    let (vehicles, crash_vehicle) = match parse::<RawVehicles>(&vehicles_src) {
        Err(e) => {
            problems.append(e);
            (Vec::new(), 0)
        }
        Ok(raw) => vehicles(&raw, &vehicles_src, &mut problems),
    };

    // Scenarios.
    let mut scenarios = Vec::new();
    for src in scenario_srcs {
        match parse::<RawScenario>(src) {
            Err(e) => problems.append(e),
            Ok(raw) => {
                let mut v = Validator::new(src);
                if let Some(s) = scenario(&raw, &rooms, &vehicles, &mut v) {
                    scenarios.push(s);
                }
                if let Err(e) = v.into_result(()) {
                    problems.append(e);
                }
            }
        }
    }
    if problems.is_ok() && scenarios.is_empty() {
        problems.push(Diagnostic::error(&Source::new("scenarios", ""), 0..0, "no scenario file"));
    }
    if !problems.is_ok() {
        return Err(problems);
    }
    Ok(Content { items, rooms, ammo_supply, cards, vehicles, crash_vehicle, scenarios })
}

fn vehicles(raw: &RawVehicles, src: &Source, problems: &mut Diagnostics) -> (Vec<Vehicle>, u8) {
    let mut v = Validator::new(src);
    let mut out: Vec<Vehicle> = Vec::new();
    for rv in &raw.vehicle {
        let r = rv.get_ref();
        if out.iter().any(|x| x.id == r.id) {
            v.error_at(rv, format!("vehicle {:?} is defined twice", r.id)).set_field("id");
        }
        // DN-CAR-7: a capacity of 1 or less would crash at every attack.
        if !(2..=MAX_CAPACITY).contains(&r.capacity) || r.speed == 0 {
            v.error_at(rv, format!("vehicle {:?}: capacity 2 to 6 and a speed of at least 1", r.id));
        }
        out.push(Vehicle {
            id: r.id.clone(),
            name: r.name.clone(),
            capacity: r.capacity,
            speed: r.speed,
            source: r.source,
        });
    }
    let crash = out.iter().position(|x| &x.id == raw.crash.get_ref()).unwrap_or_else(|| {
        v.error_at(&raw.crash, format!("unknown vehicle {:?}", raw.crash.get_ref()));
        0
    });
    if let Err(e) = v.into_result(()) {
        problems.append(e);
    }
    (out, crash as u8)
}

/// The most players a vehicle holds: the most at the table.
const MAX_CAPACITY: u8 = 6;

fn scenario(raw: &RawScenario, rooms: &[RoomCard], vehicles: &[Vehicle], v: &mut Validator) -> Option<Scenario> {
    let escape = match raw.objective.get_ref().as_str() {
        "survive" => false,
        "escape" => true,
        _ => {
            v.error_at(&raw.objective, "the objective is \"survive\" or \"escape\" (DN-GAP-22)");
            false
        }
    };
    let rows = raw.rows.get_ref();
    let height = rows.len();
    let width = rows.first().map_or(0, |r| r.chars().count());
    if height == 0 || width == 0 || height > 60 || width > 60 || rows.iter().any(|r| r.chars().count() != width) {
        v.error_at(&raw.rows, "rows must be a rectangle of 1 to 60 squares a side");
        return None;
    }
    let mut chars = vec!['.'];
    let mut areas = vec![Area { kind: AreaKind::Outdoors, card: None }];
    for a in &raw.area {
        let mut cs = a.char.get_ref().chars();
        let (Some(c), None) = (cs.next(), cs.next()) else {
            v.error_at(&a.char, "an area is one character");
            continue;
        };
        if chars.contains(&c) {
            v.error_at(&a.char, format!("area {c:?} is defined twice (\".\" is outdoors)"));
            continue;
        }
        let card = match &a.card {
            None => None,
            Some(id) => match rooms.iter().position(|r| &r.id == id.get_ref()) {
                Some(i) => Some(i as u8),
                None => {
                    v.error_at(id, format!("unknown room card {:?}", id.get_ref()));
                    None
                }
            },
        };
        if a.kind != AreaKind::Room && card.is_some() {
            v.error_at(&a.char, "only a room has a room card").set_field("card");
        }
        chars.push(c);
        areas.push(Area { kind: a.kind, card });
    }
    let mut area_of = Vec::with_capacity(width * height);
    for r in rows {
        for c in r.chars() {
            match chars.iter().position(|&x| x == c) {
                Some(i) => area_of.push(i as u8),
                None => {
                    v.error_at(&raw.rows, format!("square {c:?} names no area"));
                    return None;
                }
            }
        }
    }
    let mut pool = Vec::new();
    for p in &raw.pool {
        match rooms.iter().position(|r| &r.id == p.get_ref()) {
            Some(i) => pool.push(i as u8),
            None => {
                v.error_at(p, format!("unknown room card {:?}", p.get_ref()));
            }
        }
    }
    let dealt = areas.iter().filter(|a| a.kind == AreaKind::Room && a.card.is_none()).count();
    if pool.len() != dealt {
        v.report_span(
            horde_data::Severity::Error,
            0..0,
            format!("the pool holds {} room cards for {dealt} rooms without a card", pool.len()),
        )
        .set_field("pool");
    }
    let (w, h) = (width as i16, height as i16);
    let idx = |x: i16, y: i16| (x >= 0 && y >= 0 && x < w && y < h).then(|| (y * w + x) as usize);
    let mut east = vec![EdgeKind::Wall; width * height];
    let mut south = vec![EdgeKind::Wall; width * height];
    for y in 0..h {
        for x in 0..w {
            let here = area_of[(y * w + x) as usize];
            if let Some(e) = idx(x + 1, y) {
                east[(y * w + x) as usize] = if area_of[e] == here { EdgeKind::Open } else { EdgeKind::Wall };
            }
            if let Some(s) = idx(x, y + 1) {
                south[(y * w + x) as usize] = if area_of[s] == here { EdgeKind::Open } else { EdgeKind::Wall };
            }
        }
    }
    // Between outdoor squares there is never a wall; a wall separates areas.
    for (list, kind) in [(&raw.doors, EdgeKind::Door), (&raw.windows, EdgeKind::Window)] {
        for d in list {
            let [x1, y1, x2, y2] = *d.get_ref();
            let (Some(a), Some(b)) = (idx(x1, y1), idx(x2, y2)) else {
                v.error_at(d, "a square off the map");
                continue;
            };
            if (x1 - x2).abs() + (y1 - y2).abs() != 1 || area_of[a] == area_of[b] {
                v.error_at(d, "a door or window lies between orthogonal neighbours of two different areas");
                continue;
            }
            let lo = a.min(b);
            if (x1 - x2).abs() == 1 {
                east[lo] = kind;
            } else {
                south[lo] = kind;
            }
        }
    }
    let mut entries = Vec::new();
    for e in &raw.entries {
        let [x, y] = *e.get_ref();
        match idx(x, y) {
            Some(i) if !entries.contains(&(i as u16)) => entries.push(i as u16),
            _ => {
                v.error_at(e, "an entry space off the map or listed twice");
            }
        }
    }
    if entries.is_empty() || entries.len() > 12 {
        v.report_span(horde_data::Severity::Error, 0..0, "a scenario needs 1 to 12 zombie entry spaces")
            .set_field("entries");
    }
    let outdoors = |i: usize| areas[usize::from(area_of[i])].kind == AreaKind::Outdoors;
    let mut exits = Vec::new();
    for e in &raw.exits {
        let [x, y] = *e.get_ref();
        let edge = x == 0 || y == 0 || x == w - 1 || y == h - 1;
        match idx(x, y) {
            Some(i) if edge && outdoors(i) && !exits.contains(&(i as u16)) => exits.push(i as u16),
            _ => {
                v.error_at(e, "a road exit is an outdoor square on the map edge, listed once");
            }
        }
    }
    if escape && exits.is_empty() {
        v.error_at(&raw.objective, "escaping needs a road exit (DN-GAP-22)");
    }
    let building_of = buildings(width, height, outdoors);
    let generator = raw.generator.as_ref().and_then(|genset| {
        let [x, y] = *genset.get_ref();
        let sq = idx(x, y).filter(|&i| !outdoors(i));
        if sq.is_none() {
            v.error_at(genset, "the generator stands inside a building (DN-GAP-14)");
        }
        sq.map(|i| i as u16)
    });
    let mut cars: Vec<ParkedCar> = Vec::new();
    for rc in &raw.car {
        let c = rc.get_ref();
        let Some(vehicle) = vehicles.iter().position(|x| x.id == c.vehicle) else {
            v.error_at(rc, format!("unknown vehicle {:?}", c.vehicle)).set_field("vehicle");
            continue;
        };
        let ([fx, fy], [rx, ry]) = (c.front, c.rear);
        match (idx(fx, fy), idx(rx, ry)) {
            (Some(f), Some(r))
                if (fx - rx).abs() + (fy - ry).abs() == 1
                    && outdoors(f)
                    && outdoors(r)
                    && !cars.iter().any(|k| [k.front, k.rear].iter().any(|&q| q == f as u16 || q == r as u16)) =>
            {
                cars.push(ParkedCar { vehicle: vehicle as u8, front: f as u16, rear: r as u16 });
            }
            _ => {
                v.error_at(rc, "a vehicle covers two free outdoor squares side by side, front and rear (DN-GAP-13)");
            }
        }
    }
    Some(Scenario {
        id: raw.id.clone(),
        title_en: raw.title_en.clone(),
        title_ru: raw.title_ru.clone(),
        width: width as u8,
        height: height as u8,
        area_of,
        areas,
        pool,
        entries,
        exits,
        cars,
        generator,
        building_of,
        east,
        south,
        source: raw.source,
    })
}

/// Numbers the buildings: groups of inside squares joined orthogonally.
fn buildings(width: usize, height: usize, outdoors: impl Fn(usize) -> bool) -> Vec<u8> {
    let mut out = vec![OUTDOORS; width * height];
    let mut next = 0u8;
    for start in 0..width * height {
        if outdoors(start) || out[start] != OUTDOORS {
            continue;
        }
        out[start] = next;
        let mut stack = vec![start];
        while let Some(i) = stack.pop() {
            let (x, y) = (i % width, i / width);
            let around = [
                (x > 0).then(|| i - 1),
                (x + 1 < width).then(|| i + 1),
                (y > 0).then(|| i - width),
                (y + 1 < height).then(|| i + width),
            ];
            for j in around.into_iter().flatten() {
                if !outdoors(j) && out[j] == OUTDOORS {
                    out[j] = next;
                    stack.push(j);
                }
            }
        }
        next = next.saturating_add(1);
    }
    out
}

static CONTENT: OnceLock<Content> = OnceLock::new();

/// The embedded content, parsed once.
///
/// # Panics
/// If the embedded files are invalid (a test checks they are not).
pub fn content() -> &'static Content {
    CONTENT.get_or_init(|| {
        let sources: Vec<Source> = FILES.iter().map(|&(n, t)| Source::new(n, t)).collect();
        match load(&sources) {
            Ok(c) => c,
            Err(e) => panic!("embedded dead-of-night content is invalid:\n{e}"),
        }
    })
}

static VERSION: OnceLock<String> = OnceLock::new();

/// The hash of the embedded content.
pub fn content_version() -> String {
    VERSION.get_or_init(|| content().version()).clone()
}
