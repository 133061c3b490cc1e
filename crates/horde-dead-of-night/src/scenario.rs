//! Dead of Night's part of the scenario format (`game = "dead-of-night"`,
//! `horde scenario run`): the position as [`crate::position::Position`]
//! builds it (players with their items, zombies, fires, barricades, items
//! lying about, damaged rooms, rooms turned up, the cars, the deck and the
//! power), written in TOML and checked with file, line and field; forced
//! dice, event cards and room cards; and expectations about the players,
//! the board and the cars. Squares are written as the board names them
//! (`"C4"`: column letter, row from 1), items, cards and rooms by their
//! content ids, and every action by its English menu label (`action =
//! "Step to C4"`). The shared part is `horde_rules::scenario`; the format
//! is documented in `docs/scenarios.md`.

use crate::content::{AreaKind, Scenario, content};
use crate::position::Position as Builder;
use crate::rules::state::{DRY, End, FISTS, Sq, Step, Thing, item_of};
use crate::{Action, DeadOfNight, Event};
use horde_core::{Game, Viewer};
use horde_data::{Severity, Spanned, Validator};
use horde_rules::scenario::{BuildCx, Diffs, Forced, Play, Refusal, ScenarioGame, StepCx};
use horde_rules::texts::Lang;
use serde::Deserialize;
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::ops::Range;

type Name = Spanned<String>;

/// The position: the file's own top-level keys.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Position {
    /// The content scenario whose map is played; `"house"` by default.
    pub map: Option<Name>,
    /// The seat whose turn it is; 0 by default.
    pub turn: Option<Spanned<u8>>,
    /// `"actions"` (default: the active player chooses his actions) or
    /// `"draw"` (his turn begins: the event card comes next).
    pub start: Option<Spanned<Start>>,
    /// The active player's actions left (DN-ACT-1); 2 by default.
    pub actions: Option<Spanned<u8>>,
    /// How much of the event deck is left (DN-GAP-1).
    pub deck: Option<Spanned<DeckLeft>>,
    /// Power's On lies beside the board (DN-CARDS-4).
    pub power: bool,
    /// The scenario's generator: `"fuelled"` or `"running"` (DN-GAP-14).
    pub generator: Option<Spanned<GeneratorState>>,
    /// The optional infection rule (DN-INFECT), off by default.
    pub infection: bool,
    /// One table per seat, in seat order.
    #[serde(rename = "player")]
    pub players: Vec<Spanned<PlayerSpec>>,
    /// A square per zombie; a square named twice holds two.
    pub zombies: Vec<Name>,
    pub fires: Vec<Spanned<FireSpec>>,
    pub barricades: Vec<Spanned<BarricadeSpec>>,
    /// Items lying on the board.
    pub items: Vec<Spanned<ItemSpec>>,
    /// Rooms with a damaged-building token, each named by one of its
    /// squares (DN-DMG).
    pub damaged: Vec<Name>,
    /// Room cards already turned up: a square of the room, the card's id.
    pub rooms: BTreeMap<Name, Name>,
    /// Copies left in the supply, per item id (DN-GAP-2).
    pub supply: BTreeMap<Name, u8>,
    /// The scenario's vehicles, each named by a square it covers.
    #[serde(rename = "car")]
    pub cars: Vec<Spanned<CarSpec>>,
}

#[derive(Clone, Copy, Debug, Default, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Start {
    #[default]
    Actions,
    Draw,
}

#[derive(Clone, Copy, Debug, Default, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeckLeft {
    /// The whole deck.
    #[default]
    Full,
    /// Part AI used up: the next card comes from AII.
    SecondPart,
    /// Only The End is left.
    LastCard,
}

#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GeneratorState {
    Fuelled,
    Running,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSpec {
    /// His square; aboard a vehicle, a square it covers.
    pub at: Name,
    #[serde(default)]
    pub energy: Option<Spanned<i8>>,
    #[serde(default)]
    pub ammo: u8,
    /// Items held, by id.
    #[serde(default)]
    pub hands: Vec<Name>,
    /// Items in the backpack, by id.
    #[serde(default)]
    pub pack: Vec<Name>,
    /// Holds the Keys card (DN-CARDS-3).
    #[serde(default)]
    pub keys: bool,
    /// Zombies killed so far (DN-GAP-17).
    #[serde(default)]
    pub kills: u16,
    /// Sits in the vehicle on `at` (DN-CAR-3).
    #[serde(default)]
    pub aboard: bool,
    /// Infected (DN-INFECT-1); needs `infection = true`.
    #[serde(default)]
    pub infected: bool,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FireSpec {
    pub at: Name,
    /// The seat who started it (DN-GAP-10); 0 by default.
    #[serde(default)]
    pub owner: u8,
    /// A spreading fire (default), or a Start-a-Fire one that never spreads.
    #[serde(default = "yes")]
    pub spreads: bool,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BarricadeSpec {
    /// The builder's side (DN-BAR-2).
    pub at: Name,
    /// The orthogonal neighbour across the door, window or breach.
    pub towards: Name,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ItemSpec {
    pub at: Name,
    pub item: Name,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CarSpec {
    pub at: Name,
    /// Fuel in its tank (DN-ITEM-9).
    #[serde(default)]
    pub fuel: bool,
}

/// A step's own key: `try = "<label>"`, an action by its label even when
/// it is not legal now, so that the engine names the rule refusing it
/// (the shared `action` key names only legal ones).
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct StepSpec {
    #[serde(rename = "try")]
    pub attempt: Option<Name>,
}

/// Dead of Night's expectations.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ExpectSpec {
    pub round: Option<u32>,
    /// The seat whose turn it is.
    pub turn: Option<u8>,
    /// The active player's actions left.
    pub actions: Option<u8>,
    /// Exactly these seats won (DN-END).
    pub winners: Option<Vec<u8>>,
    pub power: Option<bool>,
    /// Per seat number (`[expect.players.0]`).
    pub players: BTreeMap<Name, PlayerExpect>,
    /// Exactly these seats are in the fight between players (DN-PVP-2).
    pub fight: Option<Vec<u8>>,
    /// Exactly these zombies, a square each (any order).
    pub zombies: Option<Vec<Name>>,
    pub zombie_count: Option<usize>,
    /// Exactly these squares burn.
    pub fires: Option<Vec<Name>>,
    /// Exactly these barricades, as `"C4/C5"`.
    pub barricades: Option<Vec<Name>>,
    /// Exactly these destroyed walls, as `"C4/C5"` (DN-OBJ-1, DN-EXPL-2).
    pub breaches: Option<Vec<Name>>,
    /// Exactly these doors broken open, as `"C4/C5"` (DN-CARDS, DN-EXPL-2).
    pub broken_doors: Option<Vec<Name>>,
    /// Damaged-building tokens per room, named by one of its squares.
    pub damage: BTreeMap<Name, u8>,
    /// The room card turned up on the room of a square (`""`: face down).
    pub rooms: BTreeMap<Name, Name>,
    /// Exactly these items lie on the square.
    pub floor: BTreeMap<Name, Vec<Name>>,
    /// Per vehicle, by the square its front is on.
    pub cars: BTreeMap<Name, CarExpect>,
    /// Vehicles on the board.
    pub vehicles: Option<usize>,
    pub generator: Option<GeneratorExpect>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PlayerExpect {
    /// His square; `""` off the board (dead or escaped).
    pub at: Option<Name>,
    pub energy: Option<i8>,
    pub ammo: Option<u8>,
    /// Exactly these items in hand (any order).
    pub hands: Option<Vec<Name>>,
    /// Exactly these items in the backpack (any order).
    pub pack: Option<Vec<Name>>,
    pub keys: Option<bool>,
    pub alive: Option<bool>,
    pub kills: Option<u16>,
    pub escaped: Option<bool>,
    pub infected: Option<bool>,
    /// Actions owed for acting out of turn (DN-GAP-15).
    pub owed: Option<u8>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CarExpect {
    pub rear: Option<Name>,
    pub fuel: Option<bool>,
    pub started: Option<bool>,
    /// Its ignition broken by hot-wiring (DN-CAR-2).
    pub broken: Option<bool>,
    pub wrecked: Option<bool>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GeneratorExpect {
    pub fuel: Option<bool>,
    pub running: Option<bool>,
}

impl ScenarioGame for DeadOfNight {
    type Position = Position;
    type Step = StepSpec;
    type Expect = ExpectSpec;
    /// The label of a `try` step.
    type Op = Option<String>;

    const RULE_EXAMPLE: &'static str = "DN-MOVE-3";
    /// Every action of the moment is listed: one not listed is not
    /// possible now, the turn's rule.
    const UNKNOWN_ACTION_RULE: &'static str = "DN-TURN-1";
    const QUEUES: &'static [&'static str] = &["dice", "cards", "rooms"];
    const OUTCOMES: &'static [&'static str] =
        &["running", "the-end", "deck-empty", "last-alive", "all-dead", "escaped"];

    fn build(file: &BuildCx<'_, Self>, v: &mut Validator) -> Option<Self> {
        build(file.position, file, v)
    }

    fn forced(&self, queue: &'static str, entry: &Spanned<toml::Value>, v: &mut Validator) -> Option<Forced<Action>> {
        let span = entry.span();
        let c = content();
        let (action, text) = match (queue, entry.get_ref()) {
            ("dice", toml::Value::Integer(n)) if (1..=6).contains(n) => (Action::Die(*n as u8), format!("die {n}")),
            ("dice", _) => {
                v.error_at(entry, "a die shows 1 to 6");
                return None;
            }
            ("cards", toml::Value::String(id)) => match c.cards.iter().position(|k| &k.id == id) {
                Some(i) => (Action::Card(i as u8), format!("card {id}")),
                None => {
                    known(v, span, "event card", id, c.cards.iter().map(|k| k.id.as_str()));
                    return None;
                }
            },
            ("rooms", toml::Value::String(id)) => match c.rooms.iter().position(|r| &r.id == id) {
                Some(i) => (Action::Room(i as u8), format!("room {id}")),
                None => {
                    known(v, span, "room card", id, c.rooms.iter().map(|r| r.id.as_str()));
                    return None;
                }
            },
            (_, other) => {
                v.error_at(entry, format!("`{queue}` holds card ids, not a {}", other.type_str()));
                return None;
            }
        };
        Some(Forced { action, text, span })
    }

    fn chance_queue(&self) -> Option<&'static str> {
        match self.stack.last()? {
            Step::Draw => Some("cards"),
            Step::Reveal { .. } => Some("rooms"),
            // The setup's draws: a scenario starts after them.
            Step::ChooseFirst | Step::StartItem { .. } => None,
            _ => Some("dice"),
        }
    }

    fn action_keys(step: &StepSpec) -> Vec<(&'static str, Range<usize>)> {
        step.attempt.iter().map(|t| ("try", t.span())).collect()
    }

    fn plan(&self, step: &StepCx<'_, Self>, _: &mut Validator) -> Option<Option<String>> {
        Some(step.step.attempt.as_ref().map(|t| t.get_ref().clone()))
    }

    fn play(play: &mut Play<Self>, op: &Option<String>) -> Result<(), Refusal> {
        let Some(text) = op else { return Ok(()) };
        let g = play.game();
        let reads = |a: Action| g.describe(a).eq_ignore_ascii_case(text.trim());
        let first_word = |t: &str| t.split_whitespace().next().unwrap_or_default().to_lowercase();
        let word = first_word(text);
        // Only the kinds of action whose label starts with the same word
        // are worth labelling one by one.
        let any = || {
            Action::every(g.scen().squares())
                .filter_map(|mut kind| {
                    let first = kind.next()?;
                    (first_word(&g.describe(first)) == word).then(|| std::iter::once(first).chain(kind))
                })
                .flatten()
                .find(|&a| reads(a))
        };
        let legal = play.legal().into_iter().find(|&a| reads(a));
        let action = legal.or_else(any).ok_or_else(|| {
            Refusal::new(Self::UNKNOWN_ACTION_RULE, format!("no action of Dead of Night reads {text:?}"))
        })?;
        play.apply(action)
    }

    fn check_expect_names(&self, e: &ExpectSpec, v: &mut Validator) {
        let s = self.scen();
        for (seat, x) in &e.players {
            if seat_key(self, seat.get_ref()).is_none() {
                let last = self.players.len() - 1;
                v.error_at(seat, format!("no seat {:?}: seats are 0 to {last}", seat.get_ref()));
            }
            if let Some(at) = x.at.as_ref().filter(|a| !a.get_ref().is_empty()) {
                square(s, at, v);
            }
            for i in x.hands.iter().chain(&x.pack).flatten() {
                item(i, v);
            }
        }
        let squares = e.zombies.iter().chain(&e.fires).flatten();
        for q in squares.chain(e.damage.keys()).chain(e.rooms.keys()).chain(e.floor.keys()) {
            square(s, q, v);
        }
        for (q, car) in &e.cars {
            square(s, q, v);
            if let Some(r) = &car.rear {
                square(s, r, v);
            }
        }
        for edge in e.barricades.iter().chain(&e.breaches).chain(&e.broken_doors).flatten() {
            pair(s, edge, v);
        }
        for r in e.rooms.values().filter(|r| !r.get_ref().is_empty()) {
            room(r, v);
        }
        for i in e.floor.values().flatten() {
            item(i, v);
        }
    }

    fn check_expect(&self, e: &ExpectSpec, d: &mut Diffs) {
        let s = self.scen();
        if let Some(r) = e.round {
            d.eq("round", r, self.round);
        }
        if let Some(s) = e.turn {
            d.eq("turn", s, self.active);
        }
        if let Some(n) = e.actions {
            d.eq("actions", n, self.actions);
        }
        if let Some(w) = &e.winners {
            let actual: Vec<u8> = self.outcome().map(|o| o.winners.iter().map(|s| s.0).collect()).unwrap_or_default();
            d.eq("winners", w.clone(), actual);
        }
        if let Some(p) = e.power {
            d.eq("power", p, self.power);
        }
        if let Some(f) = &e.fight {
            let mut want = f.clone();
            want.sort_unstable();
            let actual: Vec<u8> = (0..self.n()).filter(|s| self.fight & (1 << s) != 0).collect();
            d.eq("fight", want, actual);
        }
        for (key, x) in &e.players {
            if let Some(seat) = seat_key(self, key.get_ref()) {
                self.check_player(seat, x, d);
            }
        }
        if let Some(z) = &e.zombies {
            d.eq("zombies", sorted(s, z), names(s, self.zombies.iter().map(|z| z.sq)));
        }
        if let Some(n) = e.zombie_count {
            d.eq("zombie_count", n, self.zombies.len());
        }
        if let Some(f) = &e.fires {
            d.eq("fires", sorted(s, f), names(s, self.fires.iter().map(|f| f.sq)));
        }
        if let Some(b) = &e.barricades {
            let actual = self.barricades.iter().map(|b| edge_name(s, b.a, b.b));
            d.eq("barricades", sorted_edges(s, b), sorted_strings(actual));
        }
        if let Some(b) = &e.breaches {
            let actual = self.breaches.iter().map(|&(a, b)| edge_name(s, a, b));
            d.eq("breaches", sorted_edges(s, b), sorted_strings(actual));
        }
        if let Some(b) = &e.broken_doors {
            let actual = self.broken_doors.iter().map(|&(a, b)| edge_name(s, a, b));
            d.eq("broken_doors", sorted_edges(s, b), sorted_strings(actual));
        }
        for (q, n) in &e.damage {
            if let Some(sq) = parse_square(s, q.get_ref()) {
                d.eq(&format!("damage.{}", q.get_ref()), *n, self.damage[usize::from(self.area_of(sq))]);
            }
        }
        for (q, r) in &e.rooms {
            if let Some(sq) = parse_square(s, q.get_ref()) {
                let actual = self.revealed[usize::from(self.area_of(sq))]
                    .map_or(String::new(), |r| content().rooms[usize::from(r)].id.clone());
                d.eq(&format!("rooms.{}", q.get_ref()), r.get_ref().clone(), actual);
            }
        }
        for (q, items) in &e.floor {
            if let Some(sq) = parse_square(s, q.get_ref()) {
                let actual = self.floor.iter().filter(|(s, _)| *s == sq).map(|&(_, t)| thing_id(t));
                d.eq(&format!("floor.{}", q.get_ref()), sorted_ids(items), sorted_strings(actual));
            }
        }
        for (q, x) in &e.cars {
            let Some(sq) = parse_square(s, q.get_ref()) else { continue };
            let path = |f: &str| format!("cars.{}.{f}", q.get_ref());
            let Some(car) = self.cars.iter().find(|c| c.front == sq) else {
                let fronts = names(s, self.cars.iter().map(|c| c.front));
                d.note(&format!("cars.{}", q.get_ref()), format!("no vehicle's front is there; fronts: {fronts:?}"));
                continue;
            };
            if let Some(r) = &x.rear {
                d.eq(&path("rear"), canonical(s, r), square_name(s, car.rear));
            }
            for (field, want, actual) in [
                ("fuel", x.fuel, car.fuel),
                ("started", x.started, car.started),
                ("broken", x.broken, car.broken),
                ("wrecked", x.wrecked, car.wrecked),
            ] {
                if let Some(w) = want {
                    d.eq(&path(field), w, actual);
                }
            }
        }
        if let Some(n) = e.vehicles {
            d.eq("vehicles", n, self.cars.len());
        }
        if let Some(g) = &e.generator {
            let actual = self.generator;
            if let Some(f) = g.fuel {
                d.eq("generator.fuel", Some(f), actual.map(|g| g.fuel));
            }
            if let Some(r) = g.running {
                d.eq("generator.running", Some(r), actual.map(|g| g.running));
            }
        }
    }

    fn outcome_name(&self) -> &'static str {
        match self.over {
            None => "running",
            Some(End::TheEnd) => "the-end",
            Some(End::DeckEmpty) => "deck-empty",
            Some(End::LastAlive) => "last-alive",
            Some(End::AllDead) => "all-dead",
            Some(End::Escaped) => "escaped",
        }
    }

    fn event_json(&self, e: &Event) -> Value {
        event_json(self, e)
    }

    /// The English menu label (`"Step to C4"`), which steps name.
    fn describe(&self, a: Action) -> String {
        crate::texts::action_text(self, a, Viewer::Spectator, Lang::En).label
    }
}

impl DeadOfNight {
    fn check_player(&self, seat: u8, x: &PlayerExpect, d: &mut Diffs) {
        let s = self.scen();
        let p = &self.players[usize::from(seat)];
        let path = |f: &str| format!("players.{seat}.{f}");
        if let Some(at) = &x.at {
            let want = if at.get_ref().is_empty() { String::new() } else { canonical(s, at) };
            d.eq(&path("at"), want, p.pos.map_or(String::new(), |q| square_name(s, q)));
        }
        if let Some(h) = &x.hands {
            d.eq(&path("hands"), sorted_ids(h), sorted_strings(p.hands.iter().map(|&t| thing_id(t))));
        }
        if let Some(h) = &x.pack {
            d.eq(&path("pack"), sorted_ids(h), sorted_strings(p.pack.iter().map(|&t| thing_id(t))));
        }
        for (field, want, actual) in [
            ("keys", x.keys, p.keys),
            ("alive", x.alive, p.alive),
            ("escaped", x.escaped, p.escaped),
            ("infected", x.infected, p.infected),
        ] {
            if let Some(w) = want {
                d.eq(&path(field), w, actual);
            }
        }
        if let Some(n) = x.energy {
            d.eq(&path("energy"), n, p.energy);
        }
        if let Some(n) = x.ammo {
            d.eq(&path("ammo"), n, p.ammo);
        }
        if let Some(n) = x.kills {
            d.eq(&path("kills"), n, p.kills);
        }
        if let Some(n) = x.owed {
            d.eq(&path("owed"), n, p.owed);
        }
    }
}

/// `"C4"`: column letter from `A`, row from 1.
fn parse_square(s: &Scenario, text: &str) -> Option<Sq> {
    let text = text.trim();
    let mut chars = text.chars();
    let col = chars.next()?.to_ascii_uppercase();
    if !col.is_ascii_uppercase() {
        return None;
    }
    let row: i16 = chars.as_str().parse().ok()?;
    s.at(i16::from(col as u8 - b'A'), row - 1)
}

/// A square as the board writes it (`texts::square`).
fn square_name(s: &Scenario, sq: Sq) -> String {
    let (x, y) = s.xy(sq);
    format!("{}{}", char::from(b'A' + x as u8), y + 1)
}

fn names(s: &Scenario, squares: impl Iterator<Item = Sq>) -> Vec<String> {
    sorted_strings(squares.map(|q| square_name(s, q)))
}

fn edge_name(s: &Scenario, a: Sq, b: Sq) -> String {
    format!("{}/{}", square_name(s, a.min(b)), square_name(s, a.max(b)))
}

/// An area as events name it: its first square.
fn area_name(s: &Scenario, area: u8) -> String {
    s.area_of.iter().position(|&a| a == area).map(|q| square_name(s, q as Sq)).unwrap_or_default()
}

fn square(s: &Scenario, n: &Name, v: &mut Validator) -> Option<Sq> {
    let found = parse_square(s, n.get_ref());
    if found.is_none() {
        let last = format!("{}{}", char::from(b'A' + s.width - 1), s.height);
        v.error_at(n, format!("no square {:?} on the map {:?}", n.get_ref(), s.id))
            .set_help(format!("squares are A1 to {last}: column letter, row number"));
    }
    found
}

/// The square as the board writes it, or the text as written when it
/// names none (already reported).
fn canonical(s: &Scenario, n: &Name) -> String {
    parse_square(s, n.get_ref()).map_or_else(|| n.get_ref().clone(), |q| square_name(s, q))
}

/// `"C4/C5"`: two orthogonal neighbours.
fn parse_pair(s: &Scenario, text: &str) -> Option<(Sq, Sq)> {
    let (a, b) = text.split_once('/')?;
    Some((parse_square(s, a)?, parse_square(s, b)?))
}

fn pair(s: &Scenario, n: &Name, v: &mut Validator) {
    if parse_pair(s, n.get_ref()).is_none() {
        v.error_at(n, format!("cannot read the edge {:?}", n.get_ref())).set_help("write two squares: \"C4/C5\"");
    }
}

fn sorted(s: &Scenario, names: &[Name]) -> Vec<String> {
    sorted_strings(names.iter().map(|n| canonical(s, n)))
}

fn sorted_edges(s: &Scenario, names: &[Name]) -> Vec<String> {
    sorted_strings(names.iter().map(|n| match parse_pair(s, n.get_ref()) {
        Some((a, b)) => edge_name(s, a, b),
        None => n.get_ref().clone(),
    }))
}

fn sorted_ids(names: &[Name]) -> Vec<String> {
    sorted_strings(names.iter().map(|n| n.get_ref().clone()))
}

fn sorted_strings(it: impl Iterator<Item = String>) -> Vec<String> {
    let mut v: Vec<String> = it.collect();
    v.sort_unstable();
    v
}

/// A held or lying thing by its item id; a chainsaw out of fuel ends in
/// `!` (DN-ITEMS-1).
fn thing_id(t: Thing) -> String {
    if t == FISTS {
        return "fists".to_owned();
    }
    let id = content().items.get(usize::from(item_of(t))).map_or("?", |i| i.id.as_str());
    if t & DRY != 0 { format!("{id}!") } else { id.to_owned() }
}

/// An id of content: reported unless known, with the closest names.
fn known<'a>(v: &mut Validator, at: Range<usize>, what: &str, id: &str, ids: impl Iterator<Item = &'a str>) -> bool {
    v.check_ref(&Spanned::new(at, id), ids, what)
}

fn item(n: &Name, v: &mut Validator) -> bool {
    let id = n.get_ref().trim_end_matches('!');
    known(v, n.span(), "item", id, content().items.iter().map(|i| i.id.as_str()))
}

fn room(n: &Name, v: &mut Validator) -> bool {
    known(v, n.span(), "room card", n.get_ref(), content().rooms.iter().map(|r| r.id.as_str()))
}

fn seat_key(g: &DeadOfNight, s: &str) -> Option<u8> {
    s.trim().parse().ok().filter(|&n: &u8| usize::from(n) < g.players.len())
}

/// One edit of the builder; a refused one keeps the builder as it was
/// and is reported at the value it came from.
fn edit(b: &mut Builder, at: Range<usize>, v: &mut Validator, f: impl FnOnce(Builder) -> Result<Builder, String>) {
    match f(b.clone()) {
        Ok(next) => *b = next,
        Err(e) => {
            v.report_span(Severity::Error, at, e);
        }
    }
}

/// Builds the position the file describes, every problem reported where
/// it stands.
fn build(pos: &Position, file: &BuildCx<'_, DeadOfNight>, v: &mut Validator) -> Option<DeadOfNight> {
    let c = content();
    let map = pos.map.as_ref().map_or("house", |m| m.get_ref().as_str());
    let Some(scen) = c.scenario(map).map(|i| &c.scenarios[usize::from(i)]) else {
        let at = pos.map.as_ref().map_or_else(|| file.envelope.game.span(), Spanned::span);
        let maps: Vec<&str> = c.scenarios.iter().map(|s| s.id.as_str()).collect();
        v.report_span(Severity::Error, at, format!("no map {map:?}")).set_help(format!("maps: {}", maps.join(", ")));
        return None;
    };
    let players = pos.players.len();
    if !(1..=6).contains(&players) {
        v.error_at(&file.envelope.game, format!("{players} [[player]] tables: Dead of Night is played by 1 to 6"));
        return None;
    }
    let mut b = match Builder::new(map, players as u8) {
        Ok(b) => b,
        Err(e) => {
            v.error_at(&file.envelope.game, e.to_string());
            return None;
        }
    };
    if pos.infection {
        b = b.infection();
    }
    let xy = |n: &Name, v: &mut Validator| square(scen, n, v).map(|q| scen.xy(q));
    for (seat, p) in pos.players.iter().enumerate() {
        let seat = seat as u8;
        let x = p.get_ref();
        match xy(&x.at, v) {
            Some((px, py)) if x.aboard => edit(&mut b, x.at.span(), v, |b| b.aboard(seat, px, py)),
            Some((px, py)) => edit(&mut b, x.at.span(), v, |b| b.player(seat, px, py)),
            None => {}
        }
        if let Some(e) = &x.energy {
            edit(&mut b, e.span(), v, |b| b.energy(seat, *e.get_ref()));
        }
        edit(&mut b, p.span(), v, |b| b.ammo(seat, x.ammo)?.kills(seat, x.kills));
        for h in &x.hands {
            if item(h, v) {
                edit(&mut b, h.span(), v, |b| b.hold(seat, h.get_ref()));
            }
        }
        for h in &x.pack {
            if item(h, v) {
                edit(&mut b, h.span(), v, |b| b.pack(seat, h.get_ref()));
            }
        }
        if x.keys {
            edit(&mut b, p.span(), v, |b| b.keys(seat));
        }
        if x.infected {
            edit(&mut b, p.span(), v, |b| b.infected(seat));
        }
    }
    for z in &pos.zombies {
        if let Some((x, y)) = xy(z, v) {
            edit(&mut b, z.span(), v, |b| b.zombie(x, y));
        }
    }
    for f in &pos.fires {
        let s = f.get_ref();
        if let Some((x, y)) = xy(&s.at, v) {
            edit(&mut b, f.span(), v, |b| b.fire(x, y, s.owner, s.spreads));
        }
    }
    for bar in &pos.barricades {
        let s = bar.get_ref();
        if let (Some((x, y)), Some(to)) = (xy(&s.at, v), xy(&s.towards, v)) {
            edit(&mut b, bar.span(), v, |b| b.barricade(x, y, to));
        }
    }
    for i in &pos.items {
        let s = i.get_ref();
        if let Some((x, y)) = xy(&s.at, v)
            && item(&s.item, v)
        {
            edit(&mut b, s.item.span(), v, |b| b.lying(x, y, s.item.get_ref()));
        }
    }
    for q in &pos.damaged {
        if let Some((x, y)) = xy(q, v) {
            edit(&mut b, q.span(), v, |b| b.damaged(x, y));
        }
    }
    for (q, r) in &pos.rooms {
        if let Some(sq) = square(scen, q, v)
            && room(r, v)
        {
            if scen.area(sq).kind != AreaKind::Room {
                v.error_at(q, format!("{} is not in a room", q.get_ref()));
                continue;
            }
            let (x, y) = scen.xy(sq);
            edit(&mut b, r.span(), v, |b| b.reveal(x, y, r.get_ref()));
        }
    }
    for (id, n) in &pos.supply {
        if item(id, v) {
            edit(&mut b, id.span(), v, |b| b.supply(id.get_ref(), *n));
        }
    }
    for car in &pos.cars {
        let s = car.get_ref();
        if let Some((x, y)) = xy(&s.at, v)
            && s.fuel
        {
            edit(&mut b, s.at.span(), v, |b| b.fuelled(x, y));
        }
    }
    if let Some(t) = &pos.turn {
        edit(&mut b, t.span(), v, |b| b.turn_of(*t.get_ref()));
    }
    if let Some(n) = &pos.actions {
        edit(&mut b, n.span(), v, |b| b.actions(*n.get_ref()));
    }
    if let Some(g) = &pos.generator {
        let running = matches!(g.get_ref(), GeneratorState::Running);
        edit(&mut b, g.span(), v, |b| b.generator(running));
    }
    b = b.power(pos.power);
    b = match pos.deck.as_ref().map(Spanned::get_ref) {
        None | Some(DeckLeft::Full) => b,
        Some(DeckLeft::SecondPart) => b.second_part(),
        Some(DeckLeft::LastCard) => b.last_card(),
    };
    if matches!(pos.start.as_ref().map(Spanned::get_ref), Some(Start::Draw)) {
        b = b.at_draw();
    }
    if !v.is_ok() {
        return None;
    }
    match b.build() {
        Ok(g) => Some(g),
        Err(e) => {
            v.error_at(&file.envelope.game, e);
            None
        }
    }
}

/// An event as `{"event": "stepped", "seat": 0, "to": "C4"}`: squares as
/// the board names them, areas by their first square, items, cards, rooms
/// and vehicles by their ids, seats by number.
pub fn event_json(g: &DeadOfNight, e: &Event) -> Value {
    let Ok(Value::Object(fields)) = serde_json::to_value(e) else { return Value::Null };
    let s = g.scen();
    let c = content();
    let name = fields.get("kind").and_then(Value::as_str).unwrap_or_default().to_owned();
    // `from` and `to` name seats when items pass hands, items when they
    // are combined, squares otherwise.
    let seats = matches!(e, Event::Gave { .. } | Event::GaveKeys { .. });
    let things = matches!(e, Event::Combined { .. });
    let mut out = Map::new();
    out.insert("event".into(), Value::String(name));
    for (k, v) in fields {
        let n = v.as_u64().and_then(|n| u16::try_from(n).ok());
        let id = |list: Vec<&str>| n.and_then(|i| list.get(usize::from(i)).map(|s| Value::String((*s).to_owned())));
        let named = match (k.as_str(), n) {
            ("kind", _) => continue,
            ("from" | "to", Some(x)) if things => Some(Value::String(thing_id(x as Thing))),
            ("from" | "to", _) if seats => None,
            ("sq" | "to" | "from" | "a" | "b" | "front" | "rear" | "target" | "door", Some(q)) => {
                Some(Value::String(square_name(s, q)))
            }
            ("thing", Some(t)) => Some(Value::String(thing_id(t as Thing))),
            ("area", Some(a)) => Some(Value::String(area_name(s, a as u8))),
            ("card", _) => id(c.cards.iter().map(|k| k.id.as_str()).collect()),
            ("room", _) => id(c.rooms.iter().map(|r| r.id.as_str()).collect()),
            ("vehicle", _) => id(c.vehicles.iter().map(|x| x.id.as_str()).collect()),
            _ => None,
        };
        out.insert(k, named.unwrap_or(v));
    }
    Value::Object(out)
}
