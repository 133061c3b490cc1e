//! Every move, choice and chance outcome of Z-Game, with its stable
//! compact number.

use crate::content::{CARD_KINDS, Card, CharKind, FactionId};
use serde::{Deserialize, Serialize};
use std::fmt;

/// An evening job (ZG-BUILD, ZG-CURE).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Job {
    /// Lay a barricade on a location without markers (ZG-BUILD-6).
    Barricade,
    /// Lay a blockpost on a location without markers (ZG-BUILD-6/7).
    Blockpost,
    /// Barricade to blockpost (ZG-BUILD-5).
    Upgrade,
    /// Flip ruin markers, one a gear (ZG-BUILD-8).
    Repair,
    /// Make cures, one per two flasks (ZG-CURE-1).
    Cure,
    /// Sabotage: two gears and two flasks (ZG-SAB-1).
    Sabotage,
    /// Pharmacy business: medicine found by one character (ZG-VAR-5).
    Pharmacy,
    /// Search for survivors by one character (ZG-VAR-6).
    Search,
}

/// The three sabotages (ZG-SAB-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SabKind {
    /// Flip the target's fortification markers (ZG-SAB-7).
    Destroy,
    /// A whole horde attacks the target tonight (ZG-SAB-8).
    Horde,
    /// Draw one card, unseen, from the holder's hand (ZG-SAB-9).
    Steal,
    /// Fog of war: look at two face-down locations, maybe swap them (ZG-VAR-2).
    Scout,
}

impl SabKind {
    pub const ALL: [SabKind; 4] = [SabKind::Destroy, SabKind::Horde, SabKind::Steal, SabKind::Scout];
}

impl Job {
    pub const ALL: [Job; 8] = [
        Job::Barricade,
        Job::Blockpost,
        Job::Upgrade,
        Job::Repair,
        Job::Cure,
        Job::Sabotage,
        Job::Pharmacy,
        Job::Search,
    ];
    pub fn uses_gears(self) -> bool {
        !matches!(self, Job::Cure | Job::Pharmacy | Job::Search)
    }
    pub fn uses_flasks(self) -> bool {
        matches!(self, Job::Cure | Job::Sabotage | Job::Pharmacy | Job::Search)
    }
    /// Done by one character alone (ZG-GAP-24).
    pub fn single(self) -> bool {
        matches!(self, Job::Pharmacy | Job::Search)
    }
    pub fn is_building(self) -> bool {
        !self.uses_flasks()
    }
}

/// What stands a figure up in the flare-up (ZG-DIS).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Remedy {
    Medicine,
    Cure,
    Bandage,
}

impl Remedy {
    pub const ALL: [Remedy; 3] = [Remedy::Medicine, Remedy::Cure, Remedy::Bandage];
}

/// A move of Z-Game. `ch` is a character's number in the state, `loc` a
/// map position. The derived order is the order of legal-action lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Hunger: this standing character lies down (ZG-GAP-5).
    LieDown { ch: u8 },
    /// Day movement: one step to an adjacent location (ZG-GAP-6).
    Move { ch: u8, to: u8 },
    /// Weapons for the fight at hand (ZG-NIGHT-2/3, ZG-GAP-7): melee,
    /// firearm and chainsaw cards.
    Fight { melee: u8, firearm: u8, chainsaw: u8 },
    /// Evening: gather a squad at `loc` for `job`.
    Open { loc: u8, job: Job },
    /// Turn this character for the open squad (ZG-EVE-3/4).
    Enlist { ch: u8 },
    /// Discard this card for the open squad (ZG-EVE-5/6).
    Spend { card: Card },
    /// Do the open squad's job.
    Commit,
    /// Give up the open squad: characters and cards come back.
    Disband,
    /// The open sabotage squad strikes `target` (ZG-SAB-3/4).
    Sabotage { target: u8, kind: SabKind },
    /// Car: one fortification marker on a friendly location (ZG-BUILD-2, ZG-GAP-18).
    Car { loc: u8 },
    /// Ration: food at once (ZG-GAP-1).
    Ration,
    /// Psych Ward: food for one medicine, once an evening (ZG-GAP-11).
    Trade,
    /// Flare-up: stand this figure up (ZG-DIS-2/3).
    Heal { ch: u8, by: Remedy },
    /// Retreat to this location (ZG-RETREAT-2, ZG-GAP-21: the player chooses among equals).
    RetreatTo { loc: u8 },
    /// Scouting: look at this second face-down location too (ZG-VAR-2).
    Peek { loc: u8 },
    /// Scouting: swap the two locations looked at (ZG-VAR-2).
    Swap,
    /// Local knowledge: lay this dealt tile on this free position (ZG-VAR-3).
    Lay { tile: u8, loc: u8 },
    /// Few but effective: this character card from my own pile (ZG-VAR-7).
    Enrol(CharKind),
    /// Quick start: this location next to my Base is mine, fortified (ZG-VAR-1).
    Claim { loc: u8 },
    /// The attack on this location is fought next (ZG-GAP-10 (i)).
    Defend { loc: u8 },
    /// This blockpost degrades to a barricade (ZG-BUILD-4).
    Degrade { loc: u8 },
    /// Hand limit: discard this card (ZG-GAP-12).
    Discard { card: Card },
    /// Take this card from the action draw pile (ZG-VAR-6, ZG-GAP-24).
    Take { card: Card },
    /// End this step of my turn (movement, evening sub-phase, flare-up).
    Done,
    /// Chance: a faction dealt to the seat at hand (ZG-GAP-2).
    Faction(FactionId),
    /// Chance: the city tile dealt to the position at hand (ZG-GAP-3).
    Tile(u8),
    /// Chance: the position a tile that is in every game lands on (ZG-GAP-1).
    Spot(u8),
    /// Chance: the first player (ZG-GAP-2).
    First(u8),
    /// Chance: a character card drawn.
    Recruit(CharKind),
    /// Chance: an action or weapon card drawn.
    Drawn(Card),
    /// Chance: a zombie card of this strength (ZG-GAP-7).
    Zombie(u8),
    /// Chance: a die, 1 to 6.
    Die(u8),
    /// Chance: the last tie-break (ZG-GAP-16).
    Winner(u8),
}

const SHIFT: u32 = 16;

impl Action {
    pub fn encode(self) -> u32 {
        let (tag, payload): (u32, u32) = match self {
            Action::LieDown { ch } => (0, ch.into()),
            Action::Move { ch, to } => (1, u32::from(ch) * 64 + u32::from(to)),
            Action::Fight { melee, firearm, chainsaw } => {
                (2, u32::from(melee) * 1024 + u32::from(firearm) * 32 + u32::from(chainsaw))
            }
            Action::Open { loc, job } => (3, u32::from(loc) * 8 + job as u32),
            Action::Enlist { ch } => (4, ch.into()),
            Action::Spend { card } => (5, card.index() as u32),
            Action::Commit => (6, 0),
            Action::Disband => (7, 0),
            Action::Sabotage { target, kind } => (25, u32::from(target) * 4 + kind as u32),
            Action::Car { loc } => (8, loc.into()),
            Action::Ration => (9, 0),
            Action::Trade => (10, 0),
            Action::Heal { ch, by } => (11, u32::from(ch) * 4 + by as u32),
            Action::RetreatTo { loc } => (12, loc.into()),
            Action::Degrade { loc } => (13, loc.into()),
            Action::Discard { card } => (14, card.index() as u32),
            Action::Done => (15, 0),
            Action::Faction(f) => (16, f.index() as u32),
            Action::Tile(t) => (17, t.into()),
            Action::First(s) => (18, s.into()),
            Action::Recruit(k) => (19, k.index() as u32),
            Action::Drawn(c) => (20, c.index() as u32),
            Action::Zombie(s) => (21, s.into()),
            Action::Die(d) => (22, d.into()),
            Action::Winner(s) => (23, s.into()),
            Action::Spot(l) => (24, l.into()),
            Action::Defend { loc } => (26, loc.into()),
            Action::Take { card } => (27, card.index() as u32),
            Action::Claim { loc } => (28, loc.into()),
            Action::Enrol(k) => (29, k.index() as u32),
            Action::Lay { tile, loc } => (30, u32::from(tile) * 64 + u32::from(loc)),
            Action::Peek { loc } => (31, loc.into()),
            Action::Swap => (32, 0),
        };
        (tag << SHIFT) | payload
    }

    pub fn decode(index: u32) -> Option<Action> {
        let (tag, p) = (index >> SHIFT, index & ((1 << SHIFT) - 1));
        let small = |v: u32, max: u32| (v < max).then_some(v as u8);
        let card = |v: u32| Card::from_index(v as usize);
        Some(match tag {
            0 => Action::LieDown { ch: small(p, 64)? },
            1 => Action::Move { ch: small(p / 64, 64)?, to: (p % 64) as u8 },
            2 => {
                Action::Fight { melee: small(p / 1024, 32)?, firearm: ((p / 32) % 32) as u8, chainsaw: (p % 32) as u8 }
            }
            3 => Action::Open { loc: small(p / 8, 64)?, job: *Job::ALL.get((p % 8) as usize)? },
            4 => Action::Enlist { ch: small(p, 64)? },
            5 => Action::Spend { card: card(p)? },
            6 if p == 0 => Action::Commit,
            7 if p == 0 => Action::Disband,
            8 => Action::Car { loc: small(p, 64)? },
            9 if p == 0 => Action::Ration,
            10 if p == 0 => Action::Trade,
            11 => Action::Heal { ch: small(p / 4, 64)?, by: *Remedy::ALL.get((p % 4) as usize)? },
            12 => Action::RetreatTo { loc: small(p, 64)? },
            13 => Action::Degrade { loc: small(p, 64)? },
            14 => Action::Discard { card: card(p)? },
            15 if p == 0 => Action::Done,
            16 => Action::Faction(*FactionId::ALL.get(p as usize)?),
            17 => Action::Tile(small(p, 64)?),
            18 => Action::First(small(p, 4)?),
            19 => Action::Recruit(*CharKind::ALL.get(p as usize)?),
            20 => Action::Drawn(card(p)?),
            21 => Action::Zombie(small(p, 64)?),
            22 => Action::Die(small(p, 64)?),
            23 => Action::Winner(small(p, 4)?),
            24 => Action::Spot(small(p, 64)?),
            26 => Action::Defend { loc: small(p, 64)? },
            27 => Action::Take { card: card(p)? },
            28 => Action::Claim { loc: small(p, 64)? },
            29 => Action::Enrol(*CharKind::ALL.get(p as usize)?),
            31 => Action::Peek { loc: small(p, 64)? },
            32 if p == 0 => Action::Swap,
            30 => Action::Lay { tile: small(p / 64, 64)?, loc: (p % 64) as u8 },
            25 => Action::Sabotage { target: small(p / 4, 64)?, kind: *SabKind::ALL.get((p % 4) as usize)? },
            _ => return None,
        })
    }

    /// True for outcomes of chance.
    pub fn is_chance(self) -> bool {
        matches!(
            self,
            Action::Faction(_)
                | Action::Tile(_)
                | Action::Spot(_)
                | Action::First(_)
                | Action::Recruit(_)
                | Action::Drawn(_)
                | Action::Zombie(_)
                | Action::Die(_)
                | Action::Winner(_)
        )
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::LieDown { ch } => write!(f, "lie down c{ch}"),
            Action::Move { ch, to } => write!(f, "move c{ch} to L{to}"),
            Action::Fight { melee, firearm, chainsaw } => {
                write!(f, "fight with {melee} melee, {firearm} firearm, {chainsaw} chainsaw")
            }
            Action::Open { loc, job } => write!(f, "open {job:?} at L{loc}"),
            Action::Enlist { ch } => write!(f, "enlist c{ch}"),
            Action::Spend { card } => write!(f, "spend {card:?}"),
            Action::Commit => f.write_str("commit"),
            Action::Disband => f.write_str("disband"),
            Action::Sabotage { target, kind } => write!(f, "sabotage {kind:?} at L{target}"),
            Action::Car { loc } => write!(f, "car at L{loc}"),
            Action::Ration => f.write_str("ration"),
            Action::Trade => f.write_str("trade food for medicine"),
            Action::Heal { ch, by } => write!(f, "heal c{ch} by {by:?}"),
            Action::RetreatTo { loc } => write!(f, "retreat to L{loc}"),
            Action::Defend { loc } => write!(f, "defend L{loc} next"),
            Action::Claim { loc } => write!(f, "quick start at L{loc}"),
            Action::Enrol(k) => write!(f, "take a {k:?} from my pile"),
            Action::Lay { tile, loc } => write!(f, "lay tile {tile} on L{loc}"),
            Action::Peek { loc } => write!(f, "scout L{loc} too"),
            Action::Swap => f.write_str("swap the scouted locations"),
            Action::Degrade { loc } => write!(f, "degrade L{loc}"),
            Action::Discard { card } => write!(f, "discard {card:?}"),
            Action::Take { card } => write!(f, "take {card:?} from the pile"),
            Action::Done => f.write_str("done"),
            Action::Faction(x) => write!(f, "faction {x:?}"),
            Action::Tile(t) => write!(f, "tile {t}"),
            Action::Spot(l) => write!(f, "tile lands on L{l}"),
            Action::First(s) => write!(f, "first player {}", s + 1),
            Action::Recruit(k) => write!(f, "character {k:?}"),
            Action::Drawn(c) => write!(f, "card {c:?}"),
            Action::Zombie(s) => write!(f, "zombie {s}"),
            Action::Die(d) => write!(f, "die {d}"),
            Action::Winner(s) => write!(f, "tie-break to player {}", s + 1),
        }
    }
}

/// Cards as counts per kind, indexed by [`Card::index`].
pub type Hand = [u8; CARD_KINDS];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_round_trip() {
        let samples = [
            Action::LieDown { ch: 5 },
            Action::Move { ch: 23, to: 25 },
            Action::Fight { melee: 3, firearm: 2, chainsaw: 1 },
            Action::Open { loc: 12, job: Job::Cure },
            Action::Open { loc: 63, job: Job::Search },
            Action::Take { card: Card::Car },
            Action::Claim { loc: 20 },
            Action::Enrol(CharKind::Engineer),
            Action::Lay { tile: 17, loc: 9 },
            Action::Peek { loc: 8 },
            Action::Swap,
            Action::Sabotage { target: 5, kind: SabKind::Scout },
            Action::Heal { ch: 9, by: Remedy::Bandage },
            Action::Defend { loc: 17 },
            Action::Discard { card: Card::Firearm },
            Action::Done,
            Action::Faction(FactionId::Raiders),
            Action::Recruit(CharKind::Scientist),
            Action::Die(6),
            Action::Winner(3),
        ];
        for a in samples {
            assert_eq!(Action::decode(a.encode()), Some(a), "{a}");
        }
        assert_eq!(Action::decode(6 << SHIFT | 1), None);
        assert_eq!(Action::decode(99 << SHIFT), None);
    }
}
