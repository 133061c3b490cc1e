//! Typed content definitions of Rue Morgue: what the TOML files under
//! `content/rue-morgue/` load into. The engine reads only these types; the
//! files and their loader may change without touching the rules.
//!
//! Every record carries `source`: `"rulebook"` (stated by the rulebook),
//! the name of a public source, or `"horde"` (our own design where no
//! source gives a value).

use serde::{Deserialize, Serialize};

/// The five zombie kinds of the box (RM-ZOMB-3, RM-PARTS-3). Their rules
/// differ in code (crawler creation, Abomination immunity); their numbers
/// (supply, actions, XP, priority) are data in [`ZombieTypeDef`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ZombieKind {
    Walker,
    Fatty,
    Runner,
    Crawler,
    Abomination,
}

impl ZombieKind {
    pub const ALL: [Self; 5] = [Self::Walker, Self::Fatty, Self::Runner, Self::Crawler, Self::Abomination];
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// Danger levels (RM-XP-2), in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DangerLevel {
    Blue,
    Yellow,
    Orange,
    Red,
}

impl DangerLevel {
    pub const ALL: [Self; 4] = [Self::Blue, Self::Yellow, Self::Orange, Self::Red];
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// One zombie type's numbers (RM-ZOMB-4 table, RM-PRIO-1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ZombieTypeDef {
    pub kind: ZombieKind,
    pub name_ru: String,
    pub name_en: String,
    /// Miniatures in the box (RM-PARTS-3): the supply limit (RM-OUT-1).
    pub supply: u8,
    /// Actions per activation (RM-ZOMB-4).
    pub actions: u8,
    /// Smallest Damage value that kills it; `None` = only "kill everything"
    /// effects such as the Molotov (RM-ABOM-3).
    pub min_damage: Option<u8>,
    pub xp: u8,
    /// Ranged targeting priority (RM-PRIO-1): lower is hit first; survivors
    /// are priority 1, so zombie priorities start at 2.
    pub priority: u8,
    pub source: String,
}

/// A weapon's combat profile (RM-WPN-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct WeaponProfile {
    pub range_min: u8,
    pub range_max: u8,
    pub dice: u8,
    /// A die showing this value or more is a hit (RM-COMBAT-4).
    pub accuracy: u8,
    pub damage: u8,
    /// Places a noise token when used in combat (RM-WPN-2).
    pub noisy: bool,
    /// Two in hand may be used with one action (RM-COMBAT-2).
    pub dual: bool,
    /// Must be reloaded between shots in a turn (RM-RELOAD-1).
    pub reload: bool,
    /// Extra dice when the other hand holds a melee weapon (the Knife,
    /// RM-COMBAT-3).
    #[serde(default)]
    pub bonus_dice_with_melee_in_other_hand: u8,
    /// Destroys everything in the target zone without dice (RM-MOLOTOV-2/3).
    #[serde(default)]
    pub kills_all: bool,
    /// The shooter picks the targets instead of the priority order
    /// (RM-SNIPER-1).
    #[serde(default)]
    pub choose_targets: bool,
}

impl WeaponProfile {
    pub const fn is_melee(&self) -> bool {
        self.range_max == 0 && !self.kills_all
    }
}

/// Ammunition families for "Plenty of ammo" re-rolls (RM-SKILL notes,
/// RM-GAP-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ammo {
    Bullets,
    Shells,
}

/// Where a card goes at setup (RM-SETUP-5/6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SetupRole {
    /// Shuffled into the equipment deck.
    Deck,
    /// Bow, Crowbar, Fire axe: dealt as starting equipment, leftovers to
    /// the deck.
    Starting,
    /// Set aside, never in the deck, never reshuffled (vest, Guillotine,
    /// Molotov, Nail bat; RM-SETUP-5, RM-SEARCH-6).
    SetAside,
}

/// Item effects that the rules refer to by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ItemTag {
    /// Works from the reserve slots (RM-INV-3).
    WorksFromReserve,
    /// Bulletproof vest (RM-VS-8..11).
    Vest,
    /// Hockey mask: protective item against survivors' hits (RM-FF-1).
    Mask,
    /// Combines with Gasoline into a Molotov (RM-MOLOTOV-1).
    Bottle,
    Gasoline,
    /// Combines with a Rifle into a sniper rifle (RM-SNIPER-1).
    Scope,
    /// The Rifle a Scope may be laid on.
    Rifle,
    /// "Aaahh!": a card with no use in this box (RM-GAP-5).
    Aaahh,
}

/// An equipment card (RM-PARTS-8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EquipmentDef {
    /// Stable id, e.g. `"fire_axe"`.
    pub id: String,
    pub name_ru: String,
    pub name_en: String,
    /// Copies in the box; 0 for cards that exist only by combination
    /// (the sniper rifle).
    pub count: u8,
    pub setup: SetupRole,
    /// `Some(noisy)` when the item opens doors (RM-WPN-1/2).
    pub opens_doors: Option<bool>,
    pub melee: Option<WeaponProfile>,
    pub ranged: Option<WeaponProfile>,
    /// Ammunition this weapon uses, for "Plenty of ammo".
    pub ammo: Option<Ammo>,
    /// For "Plenty of ammo" cards: the family it re-rolls.
    pub rerolls: Option<Ammo>,
    pub tags: Vec<ItemTag>,
    pub source: String,
}

/// What a zombie card does at one danger level (RM-SPAWN-6, RM-XACT-1,
/// RM-MANHOLE-1, RM-BED-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "effect")]
pub enum CardLine {
    /// Nothing appears (a "—" line).
    Nothing,
    /// `count` zombies of `kind` in the zone the card is drawn for
    /// (fatties bring 2 walkers each, RM-SPAWN-8).
    Spawn { kind: ZombieKind, count: u8 },
    /// All zombies of `kind` activate at once (RM-XACT-1).
    ExtraActivation { kind: ZombieKind },
    /// `count` zombies of `kind` at every manhole on a tile with a survivor.
    Manhole { kind: ZombieKind, count: u8 },
    /// A crawler in every bed of this colour on a tile with a survivor.
    Bed { color: BedColor },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BedColor {
    Blue,
    Green,
}

/// A zombie card (RM-PARTS-7: numbers 145 to 192).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ZombieCardDef {
    pub number: u16,
    /// Lines by danger level: blue, yellow, orange, red.
    pub lines: [CardLine; 4],
    pub source: String,
}

/// A survivor's grammatical gender, as a catalogue selector names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gender {
    Male,
    Female,
}

impl Gender {
    /// The selector's key in the Fluent catalogues; `other` for a
    /// survivor whose gender the source does not give.
    pub fn id(gender: Option<Self>) -> &'static str {
        match gender {
            Some(Self::Male) => "male",
            Some(Self::Female) => "female",
            None => "other",
        }
    }
}

/// A survivor's ID card (RM-PARTS-2, §15). Skills are ids such as
/// `"helicopter_pilot"` from the skills table (RM-SKILL-nn); a bracketed
/// skill carries its parameter after a colon (see [`SkillParameter`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SurvivorDef {
    pub id: String,
    pub name_ru: String,
    pub name_en: String,
    /// For the Russian words that agree with the survivor ("действовала",
    /// "ваша соратница"), where the source gives it (the rulebook's names
    /// and descriptions do for its twelve).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gender: Option<Gender>,
    pub blue: Vec<String>,
    pub yellow: Vec<String>,
    pub orange: Vec<String>,
    pub red: Vec<String>,
    pub source: String,
}

/// What a bracketed skill such as "Starts with [item]" is parameterised by
/// (RM-SKILL-00). A survivor names the value after a colon:
/// `"starts_with:chainsaw"`, `"collector:fatty"`, `"plus_1_damage:melee"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SkillParameter {
    /// An equipment id (`[item]`).
    Item,
    /// A [`ZombieKind`] (`[zombie type]`).
    ZombieKind,
    /// `melee` or `ranged` (`[type]`).
    CombatKind,
    /// A [`DangerLevel`] (`[danger level]`).
    DangerLevel,
}

/// A skill of the catalogue (RM-SKILL-01..83). Only names and ids: the
/// effects are rules, implemented in code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkillDef {
    /// Stable snake_case id, e.g. `"helicopter_pilot"`.
    pub id: String,
    /// The specification's rule id, e.g. `"RM-SKILL-58"`.
    pub rule_id: String,
    pub name_ru: String,
    pub name_en: String,
    /// `Some` for the bracketed skills.
    pub parameter: Option<SkillParameter>,
    pub source: String,
}

/// All game content of Rue Morgue except missions.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Catalog {
    pub zombies: Vec<ZombieTypeDef>,
    pub equipment: Vec<EquipmentDef>,
    pub zombie_cards: Vec<ZombieCardDef>,
    pub survivors: Vec<SurvivorDef>,
    /// The skills survivors' ids refer to.
    #[serde(default)]
    pub skills: Vec<SkillDef>,
}
