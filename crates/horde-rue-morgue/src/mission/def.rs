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
    /// The description in Russian: the mission's goal as the briefing
    /// shows it (our translation where the rulebook has none).
    #[serde(default)]
    pub description_ru: String,
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
    /// (keeps simulations finite). `None` = no limit. In competitive mode
    /// the game ends there and is scored (RM-VS-2).
    #[serde(default)]
    pub turn_limit: Option<u16>,
    /// Horde addition: the briefing read before play, in Russian.
    #[serde(default)]
    pub briefing_ru: String,
    /// Horde addition: the briefing read before play, in English.
    #[serde(default)]
    pub briefing_en: String,
    /// Cooperative (default) or competitive (RM-VS-5: only missions made
    /// for it).
    #[serde(default)]
    pub mode: Mode,
    /// Teams may choose team action cards at setup (RM-TEAM-1).
    #[serde(default)]
    pub team_actions: bool,
    /// How a competitive game ends and is scored; only with
    /// `mode = "competitive"`.
    #[serde(default)]
    pub competitive: Option<CompetitiveDef>,
    /// Zombies standing on the board when the game starts.
    #[serde(default)]
    pub start_zombies: Vec<ZombiePlacement>,
    /// Changes to the equipment for this mission (RM-GAP-1: unique items
    /// given, fewer weapons).
    #[serde(default)]
    pub equipment: EquipmentRules,
}

/// Cooperative (RM-GOAL-1) or competitive (RM-VS-1) play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    #[default]
    Cooperative,
    Competitive,
}

/// End and scoring of a competitive mission (RM-VS-2).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CompetitiveDef {
    /// The game ends as soon as any of these holds (and at `turn_limit`);
    /// then the team with the highest XP total wins (RM-VS-2).
    pub end: Vec<Condition>,
    /// XP added to a team's total for each of its living survivors standing
    /// in an exit zone when the game ends.
    pub exit_xp: u8,
    /// Bulletproof vests dealt to each team (RM-VS-7). `None`: the largest
    /// equal share of the box's six.
    pub vests_per_team: Option<u8>,
}

/// `count` zombies of `kind` placed in `zone` at setup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ZombiePlacement {
    pub zone: String,
    pub kind: crate::content::ZombieKind,
    #[serde(default = "one")]
    pub count: u8,
}

fn one() -> u8 {
    1
}

/// Equipment changes of a mission, by equipment id (`"fire_axe"`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct EquipmentRules {
    /// Every copy of these cards is left in the box.
    pub remove: Vec<String>,
    /// One copy of each is given to every team at setup (step 6, RM-SETUP-6),
    /// e.g. the unique Guillotine or Nail bat (RM-PREV-3, RM-PREV-4).
    pub give: Vec<String>,
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
    /// Horde addition: the helicopter cannot take off until every objective
    /// of this colour has been taken (its fuel).
    #[serde(default)]
    pub fuel: Option<Color>,
}

fn yes() -> bool {
    true
}

/// Engine building blocks for victory and defeat (RM-GOAL-4/5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type", deny_unknown_fields)]
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
    /// At least `count` objective tokens, of `color` when given, have been
    /// taken; every such token when `count` is not given.
    ObjectivesTaken {
        #[serde(default)]
        color: Option<Color>,
        #[serde(default)]
        count: Option<u8>,
    },
    /// The end phase of turn `turns` has been played (hold out).
    SurviveTurns { turns: u16 },
    /// An Atomic Abomination has been killed (RM-ABOM-3: only by a Molotov).
    AbominationKilled,
    /// Every tent card on the board has been revealed (RM-TENT-2).
    AllTentsRevealed,
}
