//! The shapes of tile files and mission files, as written.
//!
//! Values that validation may have to point at are `Spanned`, so every
//! problem names the file, line and field of the offending value. These
//! types are read only by [`super::compile`]; the engine sees the compiled
//! [`MissionDef`](crate::mission::MissionDef).

use crate::mission::{Color, Condition, DoorColor, Mode, ObjectiveDef, ZoneKind};
use serde::Deserialize;
use toml::Spanned;

/// What a tile face is (RM-PARTS-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TileRole {
    /// City streets with buildings.
    Street,
    /// Corridors (street rules) and rooms (RM-HOSP-1).
    Hospital,
    /// Open camp ground where tents stand (RM-CAMP-1).
    Camp,
    /// The fenced helipad (RM-PAD-1).
    Helipad,
}

impl TileRole {
    pub fn name(self) -> &'static str {
        match self {
            Self::Street => "street",
            Self::Hospital => "hospital",
            Self::Camp => "camp",
            Self::Helipad => "helipad",
        }
    }
}

/// One tile face: `content/rue-morgue/tiles/<id>.toml`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TileFile {
    /// Tile number and face: `"1V"`, `"9R"`.
    pub id: Spanned<String>,
    pub name_ru: String,
    pub name_en: String,
    pub role: Spanned<TileRole>,
    pub source: Spanned<String>,
    #[serde(default)]
    pub description: String,
    /// A square grid of zone labels, one row per line, as seen with the
    /// tile unrotated (north up).
    pub cells: Spanned<String>,
    #[serde(default, rename = "zone")]
    pub zones: Vec<TileZone>,
    #[serde(default, rename = "door")]
    pub doors: Vec<DoorEntry>,
    #[serde(default, rename = "opening")]
    pub openings: Vec<LinkEntry>,
    #[serde(default, rename = "fence")]
    pub fences: Vec<LinkEntry>,
    #[serde(default, rename = "ladder")]
    pub ladders: Vec<LinkEntry>,
}

/// A zone of a tile, with the features printed on the tile.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TileZone {
    pub id: Spanned<String>,
    pub kind: Spanned<ZoneKind>,
    #[serde(default)]
    pub searchable: Option<bool>,
    /// Defaults to true for the rooms of a hospital tile.
    #[serde(default)]
    pub hospital_room: Option<Spanned<bool>>,
    #[serde(default)]
    pub changing_room: Option<Spanned<bool>>,
    #[serde(default)]
    pub tent_spot: Option<Spanned<bool>>,
    #[serde(default)]
    pub manhole: bool,
    #[serde(default)]
    pub beds_blue: Option<Spanned<u8>>,
    #[serde(default)]
    pub beds_green: Option<Spanned<u8>>,
    #[serde(default)]
    pub landing: Option<Spanned<bool>>,
    /// Surrounded by the helipad fence: every boundary with another
    /// open-air zone is a fence (RM-PAD-1), except where a ladder is.
    #[serde(default)]
    pub fenced: Option<Spanned<bool>>,
    /// Whether a street or corridor zone touching the tile edge continues
    /// into the same kind of zone on the next tile (no crossing or floor
    /// marking at the edge, RM-ZONE-2). Default: true for streets and
    /// corridors of street and hospital tiles, false elsewhere.
    #[serde(default)]
    pub joins: Option<bool>,
    /// A short name for the picture and the docs ("pharmacy").
    #[serde(default)]
    pub name: Option<String>,
}

/// A door, on a tile or in a mission.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DoorEntry {
    pub between: Spanned<[Spanned<String>; 2]>,
    #[serde(default)]
    pub color: Option<Spanned<DoorColor>>,
    #[serde(default)]
    pub open: Option<bool>,
}

/// An opening, fence or ladder between two zones.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LinkEntry {
    pub between: Spanned<[Spanned<String>; 2]>,
}

/// A mission file: either a raw `[map]` grid with a full zone table, or
/// `tiles = [...]` with overlays on the tiles' zones.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MissionFile {
    pub id: Spanned<String>,
    pub name_ru: String,
    pub name_en: String,
    #[serde(default)]
    pub difficulty: Option<Spanned<String>>,
    #[serde(default)]
    pub min_survivors: Option<Spanned<u8>>,
    pub source: Spanned<String>,
    #[serde(default)]
    pub description: String,
    /// The description in Russian (the briefing's goal).
    #[serde(default)]
    pub description_ru: String,
    #[serde(default)]
    pub briefing_ru: String,
    #[serde(default)]
    pub briefing_en: String,
    #[serde(default)]
    pub map: Option<Spanned<RawMap>>,
    #[serde(default)]
    pub tiles: Option<Spanned<Vec<Placement>>>,
    #[serde(default, rename = "zone")]
    pub zones: Vec<ZoneEntry>,
    #[serde(default, rename = "door")]
    pub doors: Vec<DoorEntry>,
    #[serde(default, rename = "opening")]
    pub openings: Vec<LinkEntry>,
    #[serde(default, rename = "fence")]
    pub fences: Vec<LinkEntry>,
    #[serde(default, rename = "ladder")]
    pub ladders: Vec<LinkEntry>,
    #[serde(default)]
    pub event_tiles: Vec<Spanned<String>>,
    #[serde(default)]
    pub helicopter: Option<Spanned<HelicopterEntry>>,
    #[serde(default)]
    pub victory: Vec<Spanned<Condition>>,
    #[serde(default)]
    pub defeat: Vec<Spanned<Condition>>,
    #[serde(default)]
    pub turn_limit: Option<Spanned<u16>>,
    #[serde(default)]
    pub mode: Option<Spanned<Mode>>,
    #[serde(default)]
    pub team_actions: bool,
    #[serde(default)]
    pub competitive: Option<Spanned<CompetitiveEntry>>,
    #[serde(default)]
    pub start_zombies: Vec<ZombieEntry>,
    #[serde(default)]
    pub equipment: Option<EquipmentEntry>,
}

/// The raw grid of a mission drawn cell by cell.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawMap {
    pub cells: Spanned<String>,
    pub tiles: Spanned<String>,
}

/// One tile laid on the table.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Placement {
    /// Tile face id, `"4R"`.
    pub tile: Spanned<String>,
    /// Column and row on the table, in tiles (`[0, 0]` is the north-west).
    pub at: Spanned<[u16; 2]>,
    /// Clockwise quarter turns in degrees: 0, 90, 180 or 270.
    #[serde(default)]
    pub rotate: Option<Spanned<u16>>,
}

/// A row of the mission's zone table. With a raw map it defines the zone
/// (`kind` required); with tiles it adds the mission's tokens to a tile's
/// zone and may override its features.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ZoneEntry {
    pub id: Spanned<String>,
    #[serde(default)]
    pub kind: Option<Spanned<ZoneKind>>,
    #[serde(default)]
    pub searchable: Option<bool>,
    #[serde(default)]
    pub hospital_room: Option<bool>,
    #[serde(default)]
    pub changing_room: Option<bool>,
    #[serde(default)]
    pub tent_spot: Option<Spanned<bool>>,
    #[serde(default)]
    pub manhole: Option<bool>,
    #[serde(default)]
    pub beds_blue: Option<u8>,
    #[serde(default)]
    pub beds_green: Option<u8>,
    #[serde(default)]
    pub spawn: Option<Spanned<Vec<Spanned<u8>>>>,
    #[serde(default)]
    pub spawn_color: Option<Spanned<Color>>,
    #[serde(default)]
    pub landing: Option<Spanned<bool>>,
    #[serde(default)]
    pub exit: Option<Spanned<bool>>,
    #[serde(default)]
    pub start: Option<Spanned<bool>>,
    #[serde(default)]
    pub objective: Option<Spanned<ObjectiveDef>>,
    #[serde(default)]
    pub wreck: Option<Spanned<bool>>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HelicopterEntry {
    pub zone: Spanned<String>,
    #[serde(default)]
    pub flying: bool,
    #[serde(default)]
    pub can_fly: Option<bool>,
    #[serde(default)]
    pub fuel: Option<Spanned<Color>>,
}

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CompetitiveEntry {
    pub end: Vec<Spanned<Condition>>,
    pub exit_xp: u8,
    pub vests_per_team: Option<Spanned<u8>>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ZombieEntry {
    pub zone: Spanned<String>,
    pub kind: Spanned<crate::content::ZombieKind>,
    #[serde(default)]
    pub count: Option<Spanned<u8>>,
}

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct EquipmentEntry {
    pub remove: Vec<Spanned<String>>,
    pub give: Vec<Spanned<String>>,
}
