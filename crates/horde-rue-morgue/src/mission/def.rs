//! The mission file format: what `content/rue-morgue/missions/*.toml` holds.
//!
//! A mission is a grid of cells, each labelled with the id of the zone it
//! belongs to, plus a table of zones (kind and special features), the
//! connections between zones (doors, openings, fences, ladders), event
//! tokens per tile, the helicopter and the victory and defeat conditions.
//! These types are the file's shape only; [`crate::map::Map`] derives the
//! geometry and validates it.

use serde::{Deserialize, Serialize};

/// One mission, as written in its TOML file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MissionDef {
    pub id: String,
    pub name_ru: String,
    pub name_en: String,
    #[serde(default)]
    pub difficulty: String,
    /// Smallest number of survivors the mission is designed for.
    #[serde(default = "default_min_survivors")]
    pub min_survivors: u8,
    pub source: String,
    #[serde(default)]
    pub description: String,
    pub map: MapDef,
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
    /// Tiles holding an event token (RM-EVENT-2).
    #[serde(default)]
    pub event_tiles: Vec<String>,
    #[serde(default)]
    pub helicopter: Option<HelicopterDef>,
    /// All of these must hold for the players to win (RM-GOAL-5).
    #[serde(default, rename = "victory")]
    pub victory: Vec<Condition>,
    /// Any of these loses the game. "All survivors dead" always applies
    /// (RM-GOAL-4) and need not be listed.
    #[serde(default, rename = "defeat")]
    pub defeat: Vec<Condition>,
    /// Horde's own addition: the game is lost at the end of this turn
    /// (keeps simulations finite). `None` = no limit.
    #[serde(default)]
    pub turn_limit: Option<u16>,
}

fn default_min_survivors() -> u8 {
    6
}

/// The grid: rows of whitespace-separated cell labels. `.` marks a cell
/// that is not part of the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapDef {
    pub cells: String,
    /// Same shape as `cells`: the tile each cell belongs to, so that rules
    /// that act "on every tile where a survivor stands" (RM-MANHOLE-1,
    /// RM-BED-2) and event tokens (RM-EVENT-2) can be evaluated.
    pub tiles: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ZoneKind {
    /// Outside; camp zones and tent spots are streets too (RM-CAMP-2).
    Street,
    /// A room (RM-ZONE-1).
    Building,
    /// A hospital corridor: street rules for sight and movement, never
    /// searched (RM-HOSP-2).
    Corridor,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Color {
    Red,
    Blue,
    Pink,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DoorColor {
    Neutral,
    Blue,
    Pink,
}

/// One zone's row in the zone table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ZoneDef {
    pub id: String,
    pub kind: ZoneKind,
    /// Overrides the default (rooms searchable, everything else not;
    /// hospital rooms only when they are changing rooms, RM-HOSP-6).
    #[serde(default)]
    pub searchable: Option<bool>,
    #[serde(default)]
    pub hospital_room: bool,
    #[serde(default)]
    pub changing_room: bool,
    /// A tent may stand here (RM-TENT-1); a tent card is dealt face down.
    #[serde(default)]
    pub tent_spot: bool,
    #[serde(default)]
    pub manhole: bool,
    #[serde(default)]
    pub beds_blue: u8,
    #[serde(default)]
    pub beds_green: u8,
    /// Spawn indicator numbers 1..=6 (RM-SPAWN-2).
    #[serde(default)]
    pub spawn: Vec<u8>,
    /// A spawn zone: `red` is active from the start; `blue`/`pink` wait for
    /// the matching objective (RM-SPAWN-12). Zones with indicators are red
    /// spawn zones without saying so.
    #[serde(default)]
    pub spawn_color: Option<Color>,
    /// Helicopter take-off and landing zone (RM-HELI-8).
    #[serde(default)]
    pub landing: bool,
    /// Holds the exit token.
    #[serde(default)]
    pub exit: bool,
    /// Survivors start here (RM-SETUP-8).
    #[serde(default)]
    pub start: bool,
    #[serde(default)]
    pub objective: Option<ObjectiveDef>,
    /// Covered by the crashed helicopter (RM-WRECK-1).
    #[serde(default)]
    pub wreck: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ObjectiveDef {
    pub color: Color,
    pub xp: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DoorDef {
    pub between: [String; 2],
    #[serde(default = "neutral")]
    pub color: DoorColor,
    #[serde(default)]
    pub open: bool,
}

fn neutral() -> DoorColor {
    DoorColor::Neutral
}

/// A connection between two zones (opening, fence, ladder).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LinkDef {
    pub between: [String; 2],
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HelicopterDef {
    pub zone: String,
    #[serde(default)]
    pub flying: bool,
    /// The mission lets it fly (RM-HELI-6).
    #[serde(default = "yes")]
    pub can_fly: bool,
}

fn yes() -> bool {
    true
}

/// Engine building blocks for victory and defeat (RM-GOAL-4/5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Condition {
    /// Every objective token has been taken.
    AllObjectivesTaken,
    /// Every living survivor has escaped: he stands in an exit zone holding
    /// no zombie, or sits in the flying helicopter over an exit zone.
    AllSurvivorsEscaped,
    /// Every survivor is dead (RM-GOAL-4).
    AllSurvivorsDead,
    /// Any survivor died ("if the team abandoned someone").
    AnySurvivorDead,
}
