//! Actions: every choice of a seat and every outcome of chance.

use crate::content::Gear;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A surprised-zombies choice (ATZ-FINDZ-5, ATZ-GAP-21).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum SurpriseChoice {
    Fire,
    Melee,
    StepBack,
}

/// An action, with a stable compact index ([`Action::encode`]).
/// Directions are 1-6 as in ATZ-GAP-6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Chance: the characters' and the zombies' initiative dice, never equal (ATZ-TURN-2).
    Initiative {
        characters: u8,
        zombies: u8,
    },
    /// Chance: one die.
    Die(u8),
    /// Chance: a zombie card of this kind (ATZ-FINDZ-1).
    Card(u8),
    /// Chance: a zombie counter of this kind from the cup.
    Draw(u8),
    /// Chance: a zombie goes for this character (ATZ-ZACT-3).
    GoFor(u8),
    /// The character to act next (ATZ-ACT-1).
    Activate(u8),
    /// Move one hex (ATZ-MOVE).
    Move(u8),
    /// Move one hex using an extra hex of a Run, without paying MP (ATZ-GAP-8).
    Dash(u8),
    /// Take the Wanting to Charge test against the zombies that way (ATZ-REACT-2).
    Charge(u8),
    /// Declare a Run (ATZ-RUN-1).
    Run,
    /// Fire rolling this many dice (ATZ-SHOOT-4/6).
    Fire(u8),
    /// The next target of the shot (ATZ-GAP-23).
    Target(u16),
    /// Reload the weapon in hand (ATZ-SHOOT-9).
    Reload,
    /// Fight the zombies of its hex (ATZ-ACT-4).
    Fight,
    /// Leave the map by the exit edge (ATZ-GAP-9).
    Exit,
    /// A Star's chosen number of successes, 0-2 (ATZ-STAR-1).
    Result(u8),
    Surprise(SurpriseChoice),
    /// Kill this zombie (melee won, ATZ-GAP-3).
    Kill(u16),
    /// Decline the shot a reaction row allows (ATZ-GAP-1).
    Decline,
    EndTurn,
    /// Chance: a loot card of this kind (ATZ-LOOT-1).
    Loot(u8),
    /// Search the building it stands in (ATZ-LOOT-1).
    Search,
    /// Take the other weapon in hand (ATZ-SHOOT-11).
    Switch,
    /// Use a Medkit on this character (ATZ-ITEM-7).
    Heal(u8),
    /// Attach a Scope to the weapon in hand (ATZ-ITEM-6).
    AttachScope,
    /// Discard Ammo to reload without spending the action (ATZ-ITEM-9).
    AmmoReload,
    /// Take Drugs after the initiative roll (ATZ-ITEM-5).
    TakeDrugs,
    /// Throw a grenade into the hex that way (ATZ-SHOOT-8).
    Throw(u8),
    /// Panic fire: this many dice and one more, then out of ammo (ATZ-SHOOT-10).
    Panic(u8),
    /// Drop a weapon or item on its hex (ATZ-LOOT-3).
    Drop(Gear),
    /// Pick up a weapon or item from its hex (ATZ-LOOT-3, ATZ-GAP-16).
    PickUp(Gear),
    /// Enter the map on the edge hex of this row (ATZ-MOVE-6).
    EnterAt(u8),
    /// Equip with this counter for its Glory points (ATZ-SETUP-7, ATZ-GAP-24).
    Buy(Gear),
    /// Equipping is done.
    Done,
    /// Buffy's healing of this character (ATZ-FAQ-2, ATZ-GAP-11).
    Treat(u8),
    /// The Professor's cure of this zombie (ATZ-FAQ-3, ATZ-GAP-11).
    Cure(u16),
    /// Aim every die of the shot at this character (ATZ-GAP-23).
    Shoot(u8),
    /// Duck back to the map hex of this index (ATZ-REACT-8).
    Hide(u16),
    /// Chance: the enemy goes for the hex of this index in the tied list (ATZ-SURV-7).
    Pick(u8),
    /// Charge the zombies of the map hex of this index, beyond reach (ATZ-REACT-3).
    ChargeFar(u16),
    /// Roll the die at this place of the roll again (ATZ-FAQ-5).
    Reroll(u8),
    /// Keep the roll as it is (ATZ-FAQ-5).
    KeepDice,
    /// Too Tall looks into the building hex that way (ATZ-FAQ-6).
    LookIn(u8),
}

fn gear_code(g: Gear) -> u32 {
    match g {
        Gear::Weapon(w) => w.into(),
        Gear::Item(i) => 0x100 | u32::from(i),
    }
}

fn gear_of(v: u32) -> Option<Gear> {
    let i = u8::try_from(v & 0xff).ok()?;
    match v >> 8 {
        0 => Some(Gear::Weapon(i)),
        1 => Some(Gear::Item(i)),
        _ => None,
    }
}

impl Action {
    pub fn encode(self) -> u32 {
        let (tag, v): (u32, u32) = match self {
            Action::Initiative { characters, zombies } => (0, u32::from(characters) * 8 + u32::from(zombies)),
            Action::Die(d) => (1, d.into()),
            Action::Card(k) => (2, k.into()),
            Action::Draw(k) => (3, k.into()),
            Action::GoFor(c) => (4, c.into()),
            Action::Activate(c) => (5, c.into()),
            Action::Move(d) => (6, d.into()),
            Action::Charge(d) => (7, d.into()),
            Action::Run => (8, 0),
            Action::Fire(n) => (9, n.into()),
            Action::Target(z) => (10, z.into()),
            Action::Reload => (11, 0),
            Action::Fight => (12, 0),
            Action::Exit => (13, 0),
            Action::Result(n) => (14, n.into()),
            Action::Surprise(s) => (15, s as u32),
            Action::Kill(z) => (16, z.into()),
            Action::Decline => (17, 0),
            Action::EndTurn => (18, 0),
            Action::Dash(d) => (19, d.into()),
            Action::Loot(k) => (20, k.into()),
            Action::Search => (21, 0),
            Action::Switch => (22, 0),
            Action::Heal(c) => (23, c.into()),
            Action::AttachScope => (24, 0),
            Action::AmmoReload => (25, 0),
            Action::TakeDrugs => (26, 0),
            Action::Throw(d) => (27, d.into()),
            Action::Panic(n) => (28, n.into()),
            Action::Drop(g) => (29, gear_code(g)),
            Action::PickUp(g) => (30, gear_code(g)),
            Action::EnterAt(y) => (31, y.into()),
            Action::Buy(g) => (32, gear_code(g)),
            Action::Done => (33, 0),
            Action::Treat(c) => (34, c.into()),
            Action::Cure(z) => (35, z.into()),
            Action::Shoot(c) => (36, c.into()),
            Action::Hide(h) => (37, h.into()),
            Action::Pick(i) => (38, i.into()),
            Action::ChargeFar(h) => (39, h.into()),
            Action::Reroll(i) => (40, i.into()),
            Action::KeepDice => (41, 0),
            Action::LookIn(d) => (42, d.into()),
        };
        tag << 16 | v
    }

    pub fn decode(index: u32) -> Option<Self> {
        let (tag, v) = (index >> 16, index & 0xffff);
        let b = u8::try_from(v).ok();
        let unit = |a: Action| (v == 0).then_some(a);
        match tag {
            0 => (v < 64).then_some(Action::Initiative { characters: (v / 8) as u8, zombies: (v % 8) as u8 }),
            1 => b.map(Action::Die),
            2 => b.map(Action::Card),
            3 => b.map(Action::Draw),
            4 => b.map(Action::GoFor),
            5 => b.map(Action::Activate),
            6 => b.map(Action::Move),
            7 => b.map(Action::Charge),
            8 => unit(Action::Run),
            9 => b.map(Action::Fire),
            10 => Some(Action::Target(v as u16)),
            11 => unit(Action::Reload),
            12 => unit(Action::Fight),
            13 => unit(Action::Exit),
            14 => b.map(Action::Result),
            15 => match v {
                0 => Some(Action::Surprise(SurpriseChoice::Fire)),
                1 => Some(Action::Surprise(SurpriseChoice::Melee)),
                2 => Some(Action::Surprise(SurpriseChoice::StepBack)),
                _ => None,
            },
            16 => Some(Action::Kill(v as u16)),
            17 => unit(Action::Decline),
            18 => unit(Action::EndTurn),
            19 => b.map(Action::Dash),
            20 => b.map(Action::Loot),
            21 => unit(Action::Search),
            22 => unit(Action::Switch),
            23 => b.map(Action::Heal),
            24 => unit(Action::AttachScope),
            25 => unit(Action::AmmoReload),
            26 => unit(Action::TakeDrugs),
            27 => b.map(Action::Throw),
            28 => b.map(Action::Panic),
            29 => gear_of(v).map(Action::Drop),
            30 => gear_of(v).map(Action::PickUp),
            31 => b.map(Action::EnterAt),
            32 => gear_of(v).map(Action::Buy),
            33 => unit(Action::Done),
            34 => b.map(Action::Treat),
            35 => Some(Action::Cure(v as u16)),
            36 => b.map(Action::Shoot),
            37 => Some(Action::Hide(v as u16)),
            38 => b.map(Action::Pick),
            39 => Some(Action::ChargeFar(v as u16)),
            40 => b.map(Action::Reroll),
            41 => unit(Action::KeepDice),
            42 => b.map(Action::LookIn),
            _ => None,
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Initiative { characters, zombies } => write!(f, "initiative {characters}/{zombies}"),
            Action::Die(d) => write!(f, "die {d}"),
            Action::Card(k) => write!(f, "zombie card {k}"),
            Action::Draw(k) => write!(f, "zombie counter {k}"),
            Action::GoFor(c) => write!(f, "zombie goes for character {c}"),
            Action::Activate(c) => write!(f, "activate character {c}"),
            Action::Move(d) => write!(f, "move {d}"),
            Action::Charge(d) => write!(f, "charge {d}"),
            Action::Dash(d) => write!(f, "dash {d}"),
            Action::Run => f.write_str("run"),
            Action::Fire(n) => write!(f, "fire {n} dice"),
            Action::Target(z) => write!(f, "target zombie {z}"),
            Action::Reload => f.write_str("reload"),
            Action::Fight => f.write_str("fight"),
            Action::Exit => f.write_str("exit"),
            Action::Result(n) => write!(f, "result {n}"),
            Action::Surprise(s) => write!(f, "surprise {s:?}"),
            Action::Kill(z) => write!(f, "kill zombie {z}"),
            Action::Decline => f.write_str("decline"),
            Action::EndTurn => f.write_str("end turn"),
            Action::Loot(k) => write!(f, "loot card {k}"),
            Action::Search => f.write_str("search"),
            Action::Switch => f.write_str("switch weapon"),
            Action::Heal(c) => write!(f, "heal character {c}"),
            Action::AttachScope => f.write_str("attach scope"),
            Action::AmmoReload => f.write_str("reload with ammo"),
            Action::TakeDrugs => f.write_str("take drugs"),
            Action::Throw(d) => write!(f, "throw grenade {d}"),
            Action::Panic(n) => write!(f, "panic fire {n}+1 dice"),
            Action::Drop(g) => write!(f, "drop {g:?}"),
            Action::PickUp(g) => write!(f, "pick up {g:?}"),
            Action::EnterAt(y) => write!(f, "enter the map at row {y}"),
            Action::Buy(g) => write!(f, "equip {g:?}"),
            Action::Done => f.write_str("done"),
            Action::Treat(c) => write!(f, "heal character {c} (ability)"),
            Action::Cure(z) => write!(f, "cure zombie {z}"),
            Action::Shoot(c) => write!(f, "target character {c}"),
            Action::Hide(h) => write!(f, "duck back to hex {h}"),
            Action::Pick(i) => write!(f, "enemy goes for target {i}"),
            Action::ChargeFar(h) => write!(f, "charge the zombies at hex {h}"),
            Action::Reroll(i) => write!(f, "reroll die {i}"),
            Action::KeepDice => f.write_str("keep the dice"),
            Action::LookIn(d) => write!(f, "look into the building {d}"),
        }
    }
}
