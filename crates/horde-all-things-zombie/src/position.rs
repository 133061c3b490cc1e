//! A validating position builder: a scenario's map and time with the
//! characters and zombies a test or an example needs, at the start of
//! turn 1 (the initiative roll). Impossible positions are refused with a
//! reason naming the rule they break.

use crate::content::{Gear, Map, content};
use crate::rules::state::{Atz, Character, Pending, Setup, Shot, Side, Zombie};
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
    /// Buildings that carry a Searched marker, by letter (ATZ-ITEM-4).
    pub searched: Vec<char>,
    /// Shot markers: map column and row, and the marker's dice (ATZ-ITEM-2).
    pub shots: Vec<((i16, i16), u8)>,
}

/// The entry of a [`Position`] a refusal is about, for a scenario file to
/// point at the line that wrote it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Whole,
    Character(usize),
    Zombie(usize),
    Entered(usize),
    Searched(usize),
    Shot(usize),
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

    pub fn searched(mut self, building: char) -> Self {
        self.searched.push(building);
        self
    }

    pub fn shot(mut self, at: (i16, i16), dice: u8) -> Self {
        self.shots.push((at, dice));
        self
    }

    fn hex(map: &Map, at: (i16, i16)) -> Result<Hex, SetupError> {
        map.offset_hex(at.0, at.1).ok_or_else(|| SetupError(format!("{},{} is not a hex of the map", at.0, at.1)))
    }

    fn building(map: &Map, b: char) -> Result<usize, SetupError> {
        map.buildings.iter().position(|&l| l == b).ok_or_else(|| SetupError(format!("no building {b}")))
    }

    /// The position at turn 1's initiative roll, or why it is impossible.
    pub fn build(&self) -> Result<Atz, SetupError> {
        self.build_parts().map_err(|(_, e)| e)
    }

    /// As [`Position::build`], naming the entry a refusal is about.
    pub fn build_parts(&self) -> Result<Atz, (Part, SetupError)> {
        let c = content();
        let mut g = Atz::start(&Setup::new(&self.scenario, 1)).map_err(|e| (Part::Whole, e))?;
        let map = g.map();
        let whole = |e: &str| (Part::Whole, SetupError(e.to_owned()));
        if self.characters.is_empty() {
            return Err(whole("a position needs a character"));
        }
        if self.seats == 0 || usize::from(self.seats) > self.characters.len() {
            return Err(whole("1 seat to one seat per character"));
        }
        g.seats = self.seats;
        g.characters.clear();
        for (i, p) in self.characters.iter().enumerate() {
            let ch = Self::character_of(map, p, &g).map_err(|e| (Part::Character(i), e))?;
            g.characters.push(ch);
        }
        g.zombies.clear();
        g.cup = c.zombie_kinds.iter().map(|k| k.count).collect();
        for (i, &(at, kind)) in self.zombies.iter().enumerate() {
            let part = |e| (Part::Zombie(i), e);
            let hex = Self::hex(map, at).map_err(part)?;
            let left =
                g.cup.get_mut(usize::from(kind)).ok_or_else(|| part(SetupError(format!("no zombie kind {kind}"))))?;
            if *left == 0 {
                return Err(part(SetupError(format!("ATZ-GAP-5: no counter of zombie kind {kind} left in the cup"))));
            }
            *left -= 1;
            g.zombies.push(Zombie { kind, hex, alive: true, held: false });
        }
        for (i, &b) in self.entered.iter().enumerate() {
            g.entered[Self::building(map, b).map_err(|e| (Part::Entered(i), e))?] = true;
        }
        for (i, &b) in self.searched.iter().enumerate() {
            g.searched[Self::building(map, b).map_err(|e| (Part::Searched(i), e))?] = true;
        }
        for (i, &(at, dice)) in self.shots.iter().enumerate() {
            let part = |e| (Part::Shot(i), e);
            let hex = Self::hex(map, at).map_err(part)?;
            // ATZ-ITEM-2: a marker shows the dice of one shot, a shotgun's 6 at most.
            if !(1..=6).contains(&dice) {
                return Err(part(SetupError(format!("ATZ-ITEM-2: a Shot marker shows 1 to 6, not {dice}"))));
            }
            g.shots.push(Shot { hex, dice });
        }
        g.turn = 1;
        g.then.clear();
        g.pending = Pending::Initiative;
        Ok(g)
    }

    /// One character of the position, checked against those already placed.
    fn character_of(map: &Map, p: &PlacedCharacter, g: &Atz) -> Result<Character, SetupError> {
        let c = content();
        let def = c
            .characters
            .iter()
            .position(|d| d.id == p.id)
            .ok_or_else(|| SetupError(format!("unknown character {}", p.id)))?;
        let weapon = match p.weapon {
            Some(w) => Some(c.weapon(w).ok_or_else(|| SetupError(format!("unknown weapon {w}")))?),
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
        Ok(ch)
    }
}
