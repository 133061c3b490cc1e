//! Z-Game's part of the scenario format (`game = "z-game"`, `horde
//! scenario run`): the position as [`crate::position::Position`] builds it
//! (factions, characters on locations, holders and fortification markers,
//! hands and resources, the phase to start from), written in TOML and
//! checked with file, line and field; forced dice, cards, zombie cards,
//! characters and tie-breaks; and expectations about the seats, the
//! locations and the characters. Every action is named by its text
//! (`action = "defend L1 next"`). The shared part is
//! `horde_rules::scenario`; the format is documented in `docs/scenarios.md`.

use crate::content::{Card, CharKind, FactionId, content};
use crate::position::Position as Builder;
use crate::rules::event::{Phase, Posture};
use crate::rules::state::{Draw, Step};
use crate::{Action, Event, Options, ZGame};
use horde_core::Game;
use horde_data::{Spanned, Validator};
use horde_rules::scenario::{BuildCx, Diffs, Forced, Play, Refusal, ScenarioGame, StepCx};
use serde::Deserialize;
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::ops::Range;

type Name = Spanned<String>;

/// The position: the file's own top-level keys.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Position {
    /// One faction per seat, in seat order; each leader starts on his Base.
    pub factions: Option<Spanned<Vec<FactionId>>>,
    /// The phase of round 1 the match starts at (`"night_attack"`...).
    pub phase: Option<Spanned<Phase>>,
    pub first_player: Option<Spanned<u8>>,
    /// The optional modes (ZG-VAR, ZG-SAB-10), off by default.
    pub options: Option<Spanned<Options>>,
    /// Resources, VP and hand per seat, in seat order.
    #[serde(rename = "seat")]
    pub seats: Vec<Spanned<SeatSpec>>,
    /// Holders and fortification markers.
    #[serde(rename = "location")]
    pub locations: Vec<Spanned<LocationSpec>>,
    /// Figures beyond the leaders; a `leader` entry moves the seat's leader.
    #[serde(rename = "character")]
    pub characters: Vec<Spanned<CharacterSpec>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SeatSpec {
    /// Without them, the starting food and medicine of the content.
    pub food: Option<u8>,
    pub medicine: Option<u8>,
    pub vp: u8,
    /// Cards in hand, by kind: `{ melee = 2, bandage = 1 }`.
    pub hand: BTreeMap<Card, u8>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocationSpec {
    /// `"L7"`, or `"base 1"` for seat 1's Base.
    pub at: Name,
    #[serde(default)]
    pub holder: Option<u8>,
    #[serde(default)]
    pub full: u8,
    #[serde(default)]
    pub ruin: u8,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CharacterSpec {
    pub seat: u8,
    pub kind: CharKind,
    pub at: Name,
    #[serde(default = "standing")]
    pub posture: Posture,
}

fn standing() -> Posture {
    Posture::Standing
}

/// No step keys of its own: every action goes by its text.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepSpec {}

/// Z-Game's expectations.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ExpectSpec {
    pub round: Option<u16>,
    /// Seat number of the first player (ZG-WORK-2).
    pub first_player: Option<u8>,
    /// Exactly these seats won (ZG-END).
    pub winners: Option<Vec<u8>>,
    /// Per seat number (`[expect.seats.0]`).
    pub seats: BTreeMap<Name, SeatExpect>,
    /// Per location (`[expect.locations.L7]`).
    pub locations: BTreeMap<Name, LocationExpect>,
    /// Living characters per seat (lying ones included, ZG-GAP-8).
    pub characters: BTreeMap<Name, usize>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SeatExpect {
    pub vp: Option<u8>,
    pub food: Option<u8>,
    pub medicine: Option<u8>,
    pub cures: Option<u8>,
    pub leader_alive: Option<bool>,
    /// Exactly this hand: kinds not named are 0.
    pub hand: Option<BTreeMap<Card, u8>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LocationExpect {
    /// A seat, or -1 for nobody.
    pub holder: Option<i8>,
    pub full: Option<u8>,
    pub ruin: Option<u8>,
}

impl ScenarioGame for ZGame {
    type Position = Position;
    type Step = StepSpec;
    type Expect = ExpectSpec;
    type Op = ();

    const RULE_EXAMPLE: &'static str = "ZG-NIGHT-1";
    /// The engine's own rule for an action not allowed at this point.
    const UNKNOWN_ACTION_RULE: &'static str = "ZG-GAP-4";
    const QUEUES: &'static [&'static str] = &["dice", "cards", "zombies", "characters", "tie_breaks"];
    const OUTCOMES: &'static [&'static str] = &["running", "won", "unfinished"];

    fn build(file: &BuildCx<'_, Self>, v: &mut Validator) -> Option<Self> {
        build(file.position, file, v)
    }

    fn forced(&self, queue: &'static str, entry: &Spanned<toml::Value>, v: &mut Validator) -> Option<Forced<Action>> {
        let span = entry.span();
        let small = |max: u8, v: &mut Validator| match entry.get_ref() {
            toml::Value::Integer(n) => match u8::try_from(*n) {
                Ok(x) if x <= max => Some(x),
                _ => {
                    v.error_at(entry, format!("`{queue}` holds 0 to {max}, not {n}"));
                    None
                }
            },
            other => {
                v.error_at(entry, format!("`{queue}` holds numbers, not a {}", other.type_str()));
                None
            }
        };
        let action = match queue {
            "dice" => match small(6, v)? {
                0 => {
                    v.error_at(entry, "a die shows 1 to 6, not 0");
                    return None;
                }
                d => Action::Die(d),
            },
            "zombies" => Action::Zombie(small(u8::MAX, v)?),
            "tie_breaks" => Action::Winner(small(3, v)?),
            "cards" => Action::Drawn(named(entry, v)?),
            _ => Action::Recruit(named(entry, v)?),
        };
        Some(Forced { action, text: action.to_string(), span })
    }

    fn chance_queue(&self) -> Option<&'static str> {
        match self.step() {
            Step::Chance(d) => match d {
                Draw::Card { .. } | Draw::Steal { .. } => Some("cards"),
                Draw::Zombie { .. } => Some("zombies"),
                Draw::Character { .. } => Some("characters"),
                Draw::TieBreak => Some("tie_breaks"),
                // The setup's deals: a scenario starts after them.
                Draw::Faction { .. }
                | Draw::Pool
                | Draw::Dealt { .. }
                | Draw::Spot { .. }
                | Draw::Tile { .. }
                | Draw::First => None,
                _ => Some("dice"),
            },
            _ => None,
        }
    }

    fn action_keys(_: &StepSpec) -> Vec<(&'static str, Range<usize>)> {
        Vec::new()
    }

    fn plan(&self, _: &StepCx<'_, Self>, _: &mut Validator) -> Option<()> {
        Some(())
    }

    fn play(_: &mut Play<Self>, _: &()) -> Result<(), Refusal> {
        Ok(())
    }

    fn check_expect_names(&self, e: &ExpectSpec, v: &mut Validator) {
        for s in e.seats.keys().chain(e.characters.keys()) {
            seat(self.players, s, v);
        }
        for l in e.locations.keys() {
            location(self, l, v);
        }
    }

    fn check_expect(&self, e: &ExpectSpec, d: &mut Diffs) {
        if let Some(r) = e.round {
            d.eq("round", r, self.round());
        }
        if let Some(f) = e.first_player {
            d.eq("first_player", f, self.first_player());
        }
        if let Some(w) = &e.winners {
            let actual: Vec<u8> = self.outcome().map(|o| o.winners.iter().map(|s| s.0).collect()).unwrap_or_default();
            d.eq("winners", w.clone(), actual);
        }
        for (s, x) in &e.seats {
            let Some(seat) = seat_key(self.players, s.get_ref()) else { continue };
            let p = self.player(seat);
            let path = |f: &str| format!("seats.{seat}.{f}");
            if let Some(n) = x.vp {
                d.eq(&path("vp"), n, p.vp);
            }
            if let Some(n) = x.food {
                d.eq(&path("food"), n, p.food);
            }
            if let Some(n) = x.medicine {
                d.eq(&path("medicine"), n, p.medicine);
            }
            if let Some(n) = x.cures {
                d.eq(&path("cures"), n, p.cures);
            }
            if let Some(b) = x.leader_alive {
                d.eq(&path("leader_alive"), b, p.leader_alive);
            }
            if let Some(h) = &x.hand {
                let want: BTreeMap<Card, u8> = h.iter().filter(|(_, n)| **n > 0).map(|(c, n)| (*c, *n)).collect();
                let actual: BTreeMap<Card, u8> =
                    Card::ALL.iter().map(|&c| (c, p.hand[c.index()])).filter(|(_, n)| *n > 0).collect();
                d.eq(&path("hand"), want, actual);
            }
        }
        for (name, x) in &e.locations {
            let Some(l) = loc_index(self, name.get_ref()).and_then(|i| self.locations().get(usize::from(i))) else {
                continue;
            };
            let path = |f: &str| format!("locations.{}.{f}", name.get_ref());
            if let Some(h) = x.holder {
                d.eq(&path("holder"), h, l.holder.map_or(-1, |s| s as i8));
            }
            if let Some(n) = x.full {
                d.eq(&path("full"), n, l.fort.full);
            }
            if let Some(n) = x.ruin {
                d.eq(&path("ruin"), n, l.fort.ruin);
            }
        }
        for (s, n) in &e.characters {
            let Some(seat) = seat_key(self.players, s.get_ref()) else { continue };
            let alive = self.characters().iter().filter(|c| c.owner == seat && c.loc.is_some()).count();
            d.eq(&format!("characters.{seat}"), *n, alive);
        }
    }

    fn outcome_name(&self) -> &'static str {
        match self.outcome() {
            None => "running",
            Some(o) if o.winners.is_empty() => "unfinished",
            Some(_) => "won",
        }
    }

    fn event_json(&self, e: &Event) -> Value {
        event_json(e)
    }
}

/// A card or a character kind by its snake-case name.
fn named<T: for<'de> Deserialize<'de>>(entry: &Spanned<toml::Value>, v: &mut Validator) -> Option<T> {
    match T::deserialize(entry.get_ref().clone()) {
        Ok(x) => Some(x),
        Err(e) => {
            v.error_at(entry, e.to_string());
            None
        }
    }
}

/// Builds the position the file describes, every problem reported where
/// it stands.
fn build(pos: &Position, file: &BuildCx<'_, ZGame>, v: &mut Validator) -> Option<ZGame> {
    let Some(factions) = &pos.factions else {
        v.error_at(&file.envelope.game, "a Z-Game scenario needs `factions`, one per seat (ZG-CTX-10)");
        return None;
    };
    let mut b = match Builder::new(factions.get_ref()) {
        Ok(b) => b,
        Err(e) => {
            v.error_at(factions, e);
            return None;
        }
    };
    let players = u8::try_from(factions.get_ref().len()).unwrap_or(u8::MAX);
    let mut ok = true;
    let check = |r: Result<(), String>, at: Range<usize>, v: &mut Validator| match r {
        Ok(()) => true,
        Err(e) => {
            v.report_span(horde_data::Severity::Error, at, e);
            false
        }
    };
    if let Some(o) = &pos.options {
        ok &= check(b.options(*o.get_ref()).map(drop), o.span(), v);
    }
    if let Some(f) = &pos.first_player {
        ok &= check(b.first_player(*f.get_ref()).map(drop), f.span(), v);
    }
    if pos.seats.len() > usize::from(players) {
        v.error_at(
            &pos.seats[usize::from(players)],
            format!("{players} factions, so {players} [[seat]] tables at most"),
        );
        return None;
    }
    let c = content();
    for (i, s) in pos.seats.iter().enumerate() {
        let x = s.get_ref();
        let seat = i as u8;
        let start = c.faction(factions.get_ref()[i]).start;
        let food = x.food.unwrap_or(start.food);
        let medicine = x.medicine.unwrap_or(start.medicine);
        ok &= check(b.resources(seat, food, medicine, x.vp).map(drop), s.span(), v);
        for (&card, &n) in &x.hand {
            ok &= check(b.give(seat, card, n).map(drop), s.span(), v);
        }
    }
    for l in &pos.locations {
        let x = l.get_ref();
        let Some(at) = place(&b, players, &x.at, v) else {
            ok = false;
            continue;
        };
        if let Some(h) = x.holder {
            ok &= check(b.hold(h, at).map(drop), l.span(), v);
        }
        ok &= check(b.markers(at, x.full, x.ruin).map(drop), l.span(), v);
    }
    for ch in &pos.characters {
        let x = ch.get_ref();
        let Some(at) = place(&b, players, &x.at, v) else {
            ok = false;
            continue;
        };
        ok &= check(b.character(x.seat, x.kind, at, x.posture).map(drop), ch.span(), v);
    }
    let phase = pos.phase.as_ref().map_or(Phase::Morning, |p| *p.get_ref());
    if !ok {
        return None;
    }
    match b.start(phase) {
        Ok(g) => Some(g),
        Err(e) => {
            let at = pos.phase.as_ref().map_or_else(|| file.envelope.game.span(), Spanned::span);
            v.report_span(horde_data::Severity::Error, at, e);
            None
        }
    }
}

/// A location as written: `"L7"`, or `"base 1"` for seat 1's Base.
fn place(b: &Builder, players: u8, n: &Name, v: &mut Validator) -> Option<u8> {
    let s = n.get_ref().trim();
    if let Some(rest) = s.strip_prefix("base") {
        return match rest.trim().parse::<u8>() {
            Ok(seat) if seat < players => Some(b.base(seat)),
            _ => {
                v.error_at(n, format!("no Base {rest:?}")).set_help(format!("seats are 0 to {}", players - 1));
                None
            }
        };
    }
    match parse_loc(s) {
        Some(l) => Some(l),
        None => {
            v.error_at(n, format!("cannot read the location {s:?}")).set_help("write \"L7\" or \"base 1\"");
            None
        }
    }
}

fn parse_loc(s: &str) -> Option<u8> {
    s.trim().strip_prefix(['L', 'l'])?.parse().ok()
}

fn loc_index(g: &ZGame, s: &str) -> Option<u8> {
    parse_loc(s).filter(|&l| usize::from(l) < g.locations().len())
}

fn location(g: &ZGame, n: &Name, v: &mut Validator) {
    if loc_index(g, n.get_ref()).is_none() {
        v.error_at(n, format!("no location {:?}", n.get_ref()))
            .set_help(format!("locations are L0 to L{}", g.locations().len().saturating_sub(1)));
    }
}

/// A seat as a table key (`[expect.seats.1]`), if the match has it.
fn seat_key(players: u8, s: &str) -> Option<u8> {
    s.trim().parse().ok().filter(|&n| n < players)
}

fn seat(players: u8, s: &Name, v: &mut Validator) {
    if seat_key(players, s.get_ref()).is_none() {
        v.error_at(s, format!("no seat {:?}: seats are 0 to {}", s.get_ref(), players.saturating_sub(1)));
    }
}

/// An event as `{"event": "fought", "seat": 0, "loc": "L1", ...}`:
/// locations as scenario files write them, everything else as the engine
/// serialises it.
pub fn event_json(e: &Event) -> Value {
    let Some((name, fields)) = horde_rules::scenario::event_parts(e) else { return Value::Null };
    let mut out = Map::new();
    out.insert("event".into(), Value::String(name));
    for (k, v) in fields {
        let v = match (k.as_str(), &v) {
            ("loc" | "target" | "at" | "from" | "to", Value::Number(n)) => {
                n.as_u64().map_or(v, |l| Value::String(format!("L{l}")))
            }
            _ => v,
        };
        out.insert(k, v);
    }
    Value::Object(out)
}
