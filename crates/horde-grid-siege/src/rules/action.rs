//! Actions: one small `Copy + Ord` value per move, choice or chance
//! outcome, with a stable compact code (tag in the top byte).

use crate::content::content;
use crate::rules::geom::{Dir, Edge, Pos};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Every action of the game. The variant order is the canonical order of
/// legal-action lists; the codes below never change meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Chance: a d6 shows this number (attacks, uses, sheet rolls, zombie attacks...).
    Die(u8),
    /// Chance (random deal) or the human's seat (GS-SETUP-3): this character.
    Character(u8),
    /// Chance: this zombie card is dealt to the Zombie Player (hidden from humans).
    ZombieCard(u8),
    /// Chance: this search card kind is drawn (weights = copies left).
    SearchCard(u8),
    /// Place the figure being placed (a human at setup, a new zombie) here.
    Place(Pos),
    /// The first Human Player picks the human who takes the next turn (GS-ACT-1).
    Activate(u8),
    /// The active human ends his turn.
    EndTurn,
    /// One move action to this square (GS-MOVE, GS-GAP-7).
    Move(Pos),
    /// Run through the zombie next to him in this direction (GS-MOVE-9).
    BreakThrough(Dir),
    /// Take up this unconscious human (GS-CARRY, free).
    Carry(u8),
    /// Attack the zombie on `target` (or, for a thrown weapon, throw at that
    /// square) with the thing in `slot`, or bare-handed; `aimed` spends 2
    /// actions for +1 (GS-AIM).
    Attack { slot: Option<u8>, target: Pos, aimed: bool },
    /// Use the preferred-weapon or Medic reroll (GS-PREF).
    Reroll,
    /// Keep the result instead of rerolling.
    Keep,
    /// Choose where the hit zombie is pushed (GS-GAP-11).
    Push(Pos),
    /// Use the healing item in `slot` on human `target` (himself or adjacent).
    Heal { slot: u8, target: u8 },
    /// Pass the thing in `slot` to an adjacent human (GS-INV-1).
    Give { slot: u8, to: u8 },
    /// Throw away the thing in `slot` (GS-ACT-5; free).
    Discard(u8),
    /// Pick up a thing of this kind lying on his square (GS-ACT-6; free).
    PickUp(u8),
    /// Search the search square here (GS-SEARCH-1; 2 actions).
    Search(Pos),
    /// Put 1 action (or the item in `slot`) into a barricade on `edge` (GS-BAR).
    Build { edge: Edge, slot: Option<u8> },
    /// Put 1 action (or the item in `slot`) into dismantling the barricade on `edge`.
    Dismantle { edge: Edge, slot: Option<u8> },
    /// Get into the car from a door square (GS-CAR-1).
    EnterCar,
    /// Try to start the car (GS-CAR-2).
    StartCar,
    /// A human of this seat sacrifices himself (GS-SAC; free).
    Sacrifice(u8),
    /// Put down the carried human here at the end of the turn (GS-CARRY-2).
    PlaceCarried(Pos),
    /// The Zombie Player demolishes this barricade (GS-ZBAR).
    Demolish(Edge),
    /// The Zombie Player demolishes no more barricades this turn.
    EndDemolish,
    /// Play a zombie card from the hand; `target` is a zombie square code
    /// (Lurch), a human index (Trip) or 0.
    PlayCard { card: u8, target: u16 },
    /// Play no zombie card this turn.
    PassCard,
    /// Move the zombie on `from` to `to` (its cheapest path; GS-ZMOVE).
    ZMove { from: Pos, to: Pos },
    /// The zombies end their moves; their attacks follow (GS-GAP-3).
    EndZombies,
    /// The zombie on car door `door` (an index into the car's doors)
    /// attacks human `human` in the car (GS-CAR-3: any one of them).
    CarAttack { door: u8, human: u8 },
}

const NONE_SLOT: u32 = 15;

fn slot_code(s: Option<u8>) -> u32 {
    s.map_or(NONE_SLOT, |v| u32::from(v).min(14))
}

fn slot_decode(c: u32) -> Option<u8> {
    (c != NONE_SLOT).then_some(c as u8)
}

impl Action {
    /// The stable compact number (replay files, bots).
    pub fn encode(self) -> u32 {
        let (tag, payload): (u32, u32) = match self {
            Action::Die(n) => (0, u32::from(n)),
            Action::Character(c) => (1, u32::from(c)),
            Action::ZombieCard(c) => (2, u32::from(c)),
            Action::SearchCard(c) => (3, u32::from(c)),
            Action::Place(p) => (4, p.code()),
            Action::Activate(h) => (5, u32::from(h)),
            Action::EndTurn => (6, 0),
            Action::Move(p) => (7, p.code()),
            Action::BreakThrough(d) => (8, d.index()),
            Action::Carry(h) => (9, u32::from(h)),
            Action::Attack { slot, target, aimed } => {
                (10, (slot_code(slot) << 13) | (u32::from(aimed) << 12) | target.code())
            }
            Action::Reroll => (11, 0),
            Action::Keep => (12, 0),
            Action::Push(p) => (13, p.code()),
            Action::Heal { slot, target } => (14, (u32::from(slot) << 8) | u32::from(target)),
            Action::Give { slot, to } => (15, (u32::from(slot) << 8) | u32::from(to)),
            Action::Discard(s) => (16, u32::from(s)),
            Action::PickUp(t) => (17, u32::from(t)),
            Action::Search(p) => (18, p.code()),
            Action::Build { edge, slot } => (19, (slot_code(slot) << 13) | edge.code()),
            Action::Dismantle { edge, slot } => (20, (slot_code(slot) << 13) | edge.code()),
            Action::EnterCar => (21, 0),
            Action::StartCar => (22, 0),
            Action::Sacrifice(h) => (23, u32::from(h)),
            Action::PlaceCarried(p) => (24, p.code()),
            Action::Demolish(e) => (25, e.code()),
            Action::EndDemolish => (26, 0),
            Action::PlayCard { card, target } => (27, (u32::from(card) << 16) | u32::from(target)),
            Action::PassCard => (28, 0),
            Action::ZMove { from, to } => (29, (from.code() << 12) | to.code()),
            Action::EndZombies => (30, 0),
            Action::CarAttack { door, human } => (31, (u32::from(door) << 8) | u32::from(human)),
        };
        (tag << 24) | payload
    }

    /// The inverse of [`Action::encode`]; `None` for numbers no action has.
    pub fn decode(code: u32) -> Option<Action> {
        let tag = code >> 24;
        let p = code & 0x00ff_ffff;
        let byte = |v: u32| u8::try_from(v).ok();
        let pos = |v: u32| (v < (1 << 12)).then(|| Pos::from_code(v));
        let a = match tag {
            0 => Action::Die(byte(p)?),
            1 => Action::Character(byte(p)?),
            2 => Action::ZombieCard(byte(p)?),
            3 => Action::SearchCard(byte(p)?),
            4 => Action::Place(pos(p)?),
            5 => Action::Activate(byte(p)?),
            6 if p == 0 => Action::EndTurn,
            7 => Action::Move(pos(p)?),
            8 => Action::BreakThrough(Dir::from_index(p)?),
            9 => Action::Carry(byte(p)?),
            10 if p >> 17 == 0 => Action::Attack {
                slot: slot_decode((p >> 13) & 15),
                target: Pos::from_code(p & 0xfff),
                aimed: (p >> 12) & 1 == 1,
            },
            11 if p == 0 => Action::Reroll,
            12 if p == 0 => Action::Keep,
            13 => Action::Push(pos(p)?),
            14 if p >> 16 == 0 => Action::Heal { slot: (p >> 8) as u8, target: p as u8 },
            15 if p >> 16 == 0 => Action::Give { slot: (p >> 8) as u8, to: p as u8 },
            16 => Action::Discard(byte(p)?),
            17 => Action::PickUp(byte(p)?),
            18 => Action::Search(pos(p)?),
            19 | 20 if p >> 17 == 0 => {
                let edge = Edge::from_code(p & 0x1fff);
                let slot = slot_decode(p >> 13);
                if tag == 19 { Action::Build { edge, slot } } else { Action::Dismantle { edge, slot } }
            }
            21 if p == 0 => Action::EnterCar,
            22 if p == 0 => Action::StartCar,
            23 => Action::Sacrifice(byte(p)?),
            24 => Action::PlaceCarried(pos(p)?),
            25 if p < (1 << 13) => Action::Demolish(Edge::from_code(p)),
            26 if p == 0 => Action::EndDemolish,
            27 => Action::PlayCard { card: (p >> 16) as u8, target: (p & 0xffff) as u16 },
            28 if p == 0 => Action::PassCard,
            29 => Action::ZMove { from: Pos::from_code(p >> 12), to: Pos::from_code(p & 0xfff) },
            30 if p == 0 => Action::EndZombies,
            31 if p >> 16 == 0 => Action::CarAttack { door: (p >> 8) as u8, human: p as u8 },
            _ => return None,
        };
        // Slots above 14 do not round-trip (15 means "none").
        (a.encode() == code).then_some(a)
    }
}

fn thing_name(t: u8) -> String {
    content().things.get(usize::from(t)).map_or_else(|| format!("thing #{t}"), |x| x.name.clone())
}

fn slot_text(s: Option<u8>) -> String {
    s.map_or_else(|| "bare hands".to_owned(), |v| format!("slot {v}"))
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = content();
        match *self {
            Action::Die(n) => write!(f, "die shows {n}"),
            Action::Character(i) => {
                let name = c.characters.get(usize::from(i)).map_or("?", |x| x.name.as_str());
                write!(f, "character {name}")
            }
            Action::ZombieCard(i) => {
                let name = c.zombie_cards.get(usize::from(i)).map_or("?", |x| x.name.as_str());
                write!(f, "zombie card dealt: {name}")
            }
            Action::SearchCard(i) => {
                let name = c.search_deck.get(usize::from(i)).map_or("?", |x| x.name.as_str());
                write!(f, "search card drawn: {name}")
            }
            Action::Place(p) => write!(f, "place on {p}"),
            Action::Activate(h) => write!(f, "human H{} takes his turn", u16::from(h) + 1),
            Action::EndTurn => f.write_str("end turn"),
            Action::Move(p) => write!(f, "move to {p}"),
            Action::BreakThrough(d) => write!(f, "break through {d}"),
            Action::Carry(h) => write!(f, "carry H{}", u16::from(h) + 1),
            Action::Attack { slot, target, aimed } => {
                write!(f, "{}attack {target} with {}", if aimed { "aimed " } else { "" }, slot_text(slot))
            }
            Action::Reroll => f.write_str("reroll"),
            Action::Keep => f.write_str("keep the result"),
            Action::Push(p) => write!(f, "push to {p}"),
            Action::Heal { slot, target } => write!(f, "heal H{} with slot {slot}", u16::from(target) + 1),
            Action::Give { slot, to } => write!(f, "give slot {slot} to H{}", u16::from(to) + 1),
            Action::Discard(s) => write!(f, "discard slot {s}"),
            Action::PickUp(t) => write!(f, "pick up {}", thing_name(t)),
            Action::Search(p) => write!(f, "search {p}"),
            Action::Build { edge, slot } => write!(f, "barricade {edge} with {}", slot_text(slot)),
            Action::Dismantle { edge, slot } => write!(f, "dismantle {edge} with {}", slot_text(slot)),
            Action::EnterCar => f.write_str("get into the car"),
            Action::StartCar => f.write_str("try to start the car"),
            Action::Sacrifice(h) => write!(f, "H{} sacrifices himself", u16::from(h) + 1),
            Action::PlaceCarried(p) => write!(f, "put the carried human on {p}"),
            Action::Demolish(e) => write!(f, "demolish the barricade {e}"),
            Action::EndDemolish => f.write_str("demolish nothing more"),
            Action::PlayCard { card, target } => {
                let name = c.zombie_cards.get(usize::from(card)).map_or("?", |x| x.name.as_str());
                write!(f, "play {name} (target {target})")
            }
            Action::PassCard => f.write_str("play no card"),
            Action::ZMove { from, to } => write!(f, "zombie {from} to {to}"),
            Action::EndZombies => f.write_str("zombies end their moves"),
            Action::CarAttack { door, human } => {
                write!(f, "the zombie at car door {} attacks H{}", u16::from(door) + 1, u16::from(human) + 1)
            }
        }
    }
}
