//! The scenario file, as written: serde types only. Names stay strings
//! (with their spans) until [`super::resolve`] checks them against the
//! map and the content, so that every bad name is reported at its place.

use crate::mission::{Condition, DoorDef, HelicopterDef, LinkDef, MapDef, MissionDef, ZoneDef};
use serde::Deserialize;
use serde::de::{self, Deserializer, MapAccess, Visitor};
use std::collections::BTreeMap;
use std::fmt;
use toml::Spanned;

pub type Name = Spanned<String>;

/// The file's own keys at the top: the map and the position. The
/// envelope (`game`, `name`, `rules`), `[decks]`, the steps and the
/// expectations are read by the shared runner (`horde_rules::scenario`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    // ---- the map: a builtin mission, an inline mission, or a small map ----
    #[serde(default)]
    pub mission: Option<Spanned<MissionSpec>>,
    #[serde(default)]
    pub map: Option<Spanned<MapDef>>,
    #[serde(default, rename = "zone")]
    pub zones: Vec<ZoneDef>,
    #[serde(default, rename = "door")]
    pub doors: Vec<DoorDef>,
    #[serde(default, rename = "opening")]
    pub openings: Vec<LinkDef>,
    #[serde(default, rename = "fence")]
    pub fences: Vec<LinkDef>,
    #[serde(default, rename = "ladder")]
    pub ladders: Vec<LinkDef>,
    #[serde(default)]
    pub event_tiles: Vec<String>,
    #[serde(default)]
    pub victory: Vec<Condition>,
    #[serde(default)]
    pub defeat: Vec<Condition>,

    #[serde(default)]
    pub options: OptionsSpec,
    #[serde(default, rename = "seat")]
    pub seats: Vec<SeatSpec>,
    #[serde(default)]
    pub first_player: Option<Spanned<u8>>,
    #[serde(default)]
    pub turn: Option<u16>,
    /// Build the match through the game's own setup (starting deal, tent
    /// cards, the skills that act at setup) instead of placing survivors
    /// directly; see the module `fresh`.
    #[serde(default)]
    pub fresh_setup: Option<Spanned<bool>>,

    // ---- the position ----
    #[serde(default, rename = "survivor")]
    pub survivors: Vec<SurvivorSpec>,
    #[serde(default)]
    pub zombies: BTreeMap<Name, KindCounts>,
    #[serde(default)]
    pub noise: BTreeMap<Name, u8>,
    #[serde(default)]
    pub open_doors: Vec<Name>,
    #[serde(default)]
    pub closed_doors: Vec<Name>,
    /// Zones whose building spawn already happened.
    #[serde(default)]
    pub spawned: Vec<Name>,
    #[serde(default)]
    pub objectives_taken: Vec<Name>,
    #[serde(default)]
    pub helicopter: Option<HelicopterSpec>,
    #[serde(default)]
    pub tents: BTreeMap<Name, TentSpec>,
    /// The survivor being activated when the steps start.
    #[serde(default)]
    pub active: Option<Name>,
}

/// `mission = "tutorial-1"` or a `[mission]` table in the mission format.
#[derive(Debug)]
pub enum MissionSpec {
    Builtin(String),
    Inline(Box<MissionDef>),
}

impl<'de> Deserialize<'de> for MissionSpec {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = MissionSpec;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a builtin mission id or a mission table")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<MissionSpec, E> {
                Ok(MissionSpec::Builtin(v.to_owned()))
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<MissionSpec, A::Error> {
                MissionDef::deserialize(de::value::MapAccessDeserializer::new(map))
                    .map(|m| MissionSpec::Inline(Box::new(m)))
            }
        }
        d.deserialize_any(V)
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OptionsSpec {
    /// Crawler rules (RM-CRAWL-10); on by default.
    #[serde(default)]
    pub crawlers: Option<bool>,
    /// Enforce RM-SETUP-4's team sizes; off by default in scenarios.
    #[serde(default)]
    pub team_sizes: bool,
    /// Team action cards every team holds: "rush_in", "forward", "fire"
    /// (RM-TEAM-1).
    #[serde(default)]
    pub team_cards: Vec<Name>,
    /// Survivors with Can start at [danger level] begin there (RM-SKILL-52).
    #[serde(default)]
    pub can_start_at: Option<Spanned<bool>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatSpec {
    pub survivors: Vec<Name>,
    #[serde(default)]
    pub team: u8,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SurvivorSpec {
    pub id: Name,
    #[serde(default)]
    pub zone: Option<Name>,
    /// Left and right hand: item ids, `"wound"`, `""`; `"m10!"` is fired.
    #[serde(default)]
    pub hands: Option<Spanned<Vec<Name>>>,
    /// Reserve slots, same syntax.
    #[serde(default)]
    pub reserve: Option<Spanned<Vec<Name>>>,
    /// Wound cards put in the first free reserve slots (or listed in the
    /// slots as `"wound"`).
    #[serde(default)]
    pub wounds: Option<Spanned<u8>>,
    #[serde(default)]
    pub xp: Option<u16>,
    /// Skills held on top of the blue ones.
    #[serde(default)]
    pub skills: Vec<Name>,
    /// Actions left, when this survivor is the active one.
    #[serde(default)]
    pub actions: Option<Spanned<u8>>,
    #[serde(default = "yes")]
    pub alive: bool,
    /// Already activated this turn.
    #[serde(default)]
    pub activated: bool,
    /// Already searched this turn (RM-SEARCH-3).
    #[serde(default)]
    pub searched: bool,
    /// Helicopter seat: 0 is the pilot.
    #[serde(default)]
    pub aboard: Option<Spanned<u8>>,
}

fn yes() -> bool {
    true
}

/// Zombies of one zone, by kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct KindCounts {
    pub walker: u8,
    pub fatty: u8,
    pub runner: u8,
    pub crawler: u8,
    pub abomination: u8,
}

impl OptionsSpec {
    pub fn can_start_at(&self) -> bool {
        self.can_start_at.as_ref().is_some_and(|b| *b.get_ref())
    }
}

impl KindCounts {
    pub fn as_array(self) -> [u8; 5] {
        [self.walker, self.fatty, self.runner, self.crawler, self.abomination]
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HelicopterSpec {
    pub zone: Name,
    #[serde(default)]
    pub flying: bool,
    #[serde(default = "yes")]
    pub can_fly: bool,
    #[serde(default)]
    pub items: Vec<Name>,
}

impl HelicopterSpec {
    pub fn def(&self) -> HelicopterDef {
        HelicopterDef { zone: self.zone.get_ref().clone(), flying: self.flying, can_fly: self.can_fly, fuel: None }
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TentSpec {
    pub card: Spanned<crate::TentCard>,
    #[serde(default)]
    pub revealed: bool,
}

/// Rue Morgue's keys of a `[[step]]`: its action keys (one per step, or
/// the shared `action = "..."`) and their modifiers. The shared runner
/// reads `note`, `action`, `expect_error`, the step's forced outcomes
/// (`dice`, `zombie_cards`, `equipment`...) and `[step.expect]`.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct StepSpec {
    /// Activate this survivor first if nobody is active.
    pub survivor: Option<Name>,

    pub activate: Option<Name>,
    #[serde(rename = "move")]
    pub move_to: Option<Name>,
    pub search: Option<Spanned<bool>>,
    /// The zone across the door, or the door as `"a/b"`.
    pub open_door: Option<Name>,
    /// The item used to open the door.
    pub with: Option<Name>,
    pub rearrange: Option<Spanned<bool>>,
    pub trade: Option<Name>,
    pub attack: Option<Spanned<AttackSpec>>,
    pub reload: Option<Spanned<bool>>,
    pub take_objective: Option<Spanned<bool>>,
    pub make_noise: Option<Spanned<bool>>,
    /// Board the helicopter into this seat (0 = pilot).
    pub board: Option<Spanned<u8>>,
    pub leave_helicopter: Option<Spanned<bool>>,
    pub change_seat: Option<Spanned<u8>>,
    pub take_off: Option<Spanned<bool>>,
    pub land: Option<Spanned<bool>>,
    pub fly: Option<Name>,
    /// Store these items in the helicopter (one action).
    pub store: Option<Spanned<Vec<Name>>>,
    /// Take these items from the helicopter (one action).
    pub take: Option<Spanned<Vec<Name>>>,
    pub end_activation: Option<Spanned<bool>>,
    /// Free discard of a held item.
    pub discard: Option<Name>,
    /// Free combination of two held items.
    pub combine: Option<Spanned<Vec<Name>>>,
    /// A decision inside an automated step.
    pub choose: Option<Name>,
    /// A chance outcome given explicitly.
    pub chance: Option<Name>,
    /// Ends the players' phase: the zombies act.
    pub run_zombie_phase: Option<Spanned<bool>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttackSpec {
    pub weapon: Name,
    /// Ranged at this zone; without it, a melee attack in the own zone.
    #[serde(default)]
    pub zone: Option<Name>,
    /// `left`, `right` or `both`.
    #[serde(default)]
    pub hand: Option<Spanned<HandSpec>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HandSpec {
    Left,
    Right,
    Both,
}

/// Rue Morgue's expectations, at the end or after a step (the shared
/// runner checks `outcome`, `decision`, `error`, `error_contains`,
/// `[expect.events]` and `[expect.legal]`).
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ExpectSpec {
    pub phase: Option<String>,
    pub turn: Option<u16>,
    pub first_player: Option<u8>,
    /// The survivor being activated, `""` for nobody.
    pub active: Option<Name>,
    pub danger: Option<String>,
    pub survivors: BTreeMap<Name, SurvivorExpect>,
    /// Per zone, exact counts: kinds not named must be 0.
    pub zombies: BTreeMap<Name, KindCounts>,
    /// All zombies on the board.
    pub zombie_total: Option<u32>,
    /// Noise tokens per zone.
    pub noise: BTreeMap<Name, u8>,
    /// Noise tokens plus survivors counting as noise (RM-NOISE-5).
    pub noise_sources: BTreeMap<Name, u16>,
    pub open_doors: Vec<Name>,
    pub closed_doors: Vec<Name>,
    /// Exactly these objectives are taken.
    pub objectives_taken: Option<Vec<Name>>,
    pub helicopter: Option<HelicopterExpect>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SurvivorExpect {
    pub zone: Option<Name>,
    pub alive: Option<bool>,
    pub wounds: Option<u8>,
    pub xp: Option<u16>,
    pub level: Option<String>,
    pub actions_left: Option<u8>,
    pub activated: Option<bool>,
    pub searched: Option<bool>,
    /// Exactly these hands (left, right).
    pub hands: Option<Vec<Name>>,
    /// Exactly these reserve slots.
    pub reserve: Option<Vec<Name>>,
    /// The inventory holds at least these (in any slot).
    pub has: Vec<Name>,
    /// The inventory holds none of these.
    pub lacks: Vec<Name>,
    /// Holds at least these skills.
    pub skills: Vec<Name>,
    /// Helicopter seat, or -1 for none.
    pub aboard: Option<i8>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct HelicopterExpect {
    pub zone: Option<Name>,
    pub flying: Option<bool>,
    /// Items stored, in any order.
    pub items: Option<Vec<Name>>,
    /// Survivor per seat, `""` for a free one.
    pub seats: Option<Vec<Name>>,
}
