//! A validating position builder: a scenario's map and time with the
//! characters and zombies a test or an example needs, at the start of
//! turn 1 (the initiative roll). Impossible positions are refused with a
//! reason naming the rule they break.

use crate::content::{Gear, Map, content};
use crate::rules::state::{Atz, Character, Pending, Setup, Side, Zombie};
use horde_board::Hex;
use horde_core::SetupError;

/// A character to place: counter id, map column and row, weapon id.
#[derive(Clone, Debug)]
pub struct PlacedCharacter {
    pub id: &'static str,
    pub at: (i16, i16),
    pub weapon: Option<&'static str>,
    pub wounds: u8,
    pub loaded: bool,
    /// Item ids on its sheet (ATZ-CHAR-3).
    pub items: Vec<&'static str>,
    /// A found survivor's side (ATZ-GAP-25); the band's by default.
    pub side: Side,
}

impl PlacedCharacter {
    pub fn new(id: &'static str, at: (i16, i16), weapon: Option<&'static str>) -> Self {
        Self { id, at, weapon, wounds: 0, loaded: true, items: Vec::new(), side: Side::Band }
    }

    /// A found survivor on this side (ATZ-SURV-5/7).
    pub fn found(mut self, side: Side) -> Self {
        self.side = side;
        self
    }

    pub fn with_items(mut self, items: &[&'static str]) -> Self {
        self.items.extend_from_slice(items);
        self
    }
}

/// Builds a position on `scenario`'s map.
#[derive(Clone, Debug, Default)]
pub struct Position {
    pub scenario: String,
    pub seats: u8,
    pub characters: Vec<PlacedCharacter>,
    /// Zombies: map column and row, and the index of their counter kind.
    pub zombies: Vec<((i16, i16), u8)>,
    /// Buildings that carry an Entered marker, by letter.
    pub entered: Vec<char>,
}

impl Position {
    pub fn new(scenario: &str) -> Self {
        Self { scenario: scenario.to_owned(), seats: 1, ..Self::default() }
    }

    pub fn character(mut self, c: PlacedCharacter) -> Self {
        self.characters.push(c);
        self
    }

    pub fn zombie(mut self, at: (i16, i16), kind: u8) -> Self {
        self.zombies.push((at, kind));
        self
    }

    pub fn entered(mut self, building: char) -> Self {
        self.entered.push(building);
        self
    }

    fn hex(map: &Map, at: (i16, i16)) -> Result<Hex, SetupError> {
        map.offset_hex(at.0, at.1).ok_or_else(|| SetupError(format!("{},{} is not a hex of the map", at.0, at.1)))
    }

    /// The position at turn 1's initiative roll, or why it is impossible.
    pub fn build(&self) -> Result<Atz, SetupError> {
        let c = content();
        let mut g = Atz::start(&Setup::new(&self.scenario, 1))?;
        let map = g.map();
        if self.characters.is_empty() {
            return Err(SetupError("a position needs a character".to_owned()));
        }
        if self.seats == 0 || usize::from(self.seats) > self.characters.len() {
            return Err(SetupError("1 seat to one seat per character".to_owned()));
        }
        g.seats = self.seats;
        g.characters.clear();
        for p in &self.characters {
            let def = c
                .characters
                .iter()
                .position(|d| d.id == p.id)
                .ok_or_else(|| SetupError(format!("unknown character {}", p.id)))?;
            let weapon = match p.weapon {
                Some(w) => Some(
                    c.weapons.iter().position(|d| d.id == w).ok_or_else(|| SetupError(format!("unknown weapon {w}")))?
                        as u8,
                ),
                None => None,
            };
            let hex = Self::hex(map, p.at)?;
            if g.characters.iter().any(|o| o.hex == hex) {
                return Err(SetupError(format!("ATZ-STACK-1: two characters on {},{}", p.at.0, p.at.1)));
            }
            if p.wounds >= c.characters[def].dead.unwrap_or(c.tables.dead) {
                return Err(SetupError(format!("ATZ-CHAR-6: {} would be dead", p.id)));
            }
            let mut items = Vec::new();
            for id in &p.items {
                match c.gear(id) {
                    Some(Gear::Item(i)) => items.push(i),
                    _ => return Err(SetupError(format!("unknown item {id}"))),
                }
            }
            if items.len() > usize::from(c.tables.slots) {
                return Err(SetupError(format!("ATZ-CHAR-4: {} carries more than its sheet holds", p.id)));
            }
            let mut ch = Character::new(def as u8, hex, weapon, items);
            ch.wounds = p.wounds;
            ch.loaded = p.loaded;
            ch.side = p.side;
            g.characters.push(ch);
        }
        g.zombies.clear();
        g.cup = c.zombie_kinds.iter().map(|k| k.count).collect();
        for &(at, kind) in &self.zombies {
            let hex = Self::hex(map, at)?;
            let left = g.cup.get_mut(usize::from(kind)).ok_or_else(|| SetupError(format!("no zombie kind {kind}")))?;
            if *left == 0 {
                return Err(SetupError(format!("ATZ-GAP-5: no counter of zombie kind {kind} left in the cup")));
            }
            *left -= 1;
            g.zombies.push(Zombie { kind, hex, alive: true, held: false });
        }
        for &b in &self.entered {
            let i = map.buildings.iter().position(|&l| l == b).ok_or_else(|| SetupError(format!("no building {b}")))?;
            g.entered[i] = true;
        }
        g.turn = 1;
        g.then.clear();
        g.pending = Pending::Initiative;
        Ok(g)
    }
}
