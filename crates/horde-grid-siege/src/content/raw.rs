//! The files as written, before validation. Spans locate errors.

use horde_data::{Source, Validator};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use toml::Spanned;

/// Parses one file with `horde-data`: syntax and type errors go to `v`
/// with their line and dotted field path.
pub(crate) fn parse<T: DeserializeOwned>(source: &Source, v: &mut Validator) -> Option<T> {
    match horde_data::parse(source) {
        Ok(value) => Some(value),
        Err(problems) => {
            v.extend(problems);
            None
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapFile {
    pub map: Spanned<MapHeader>,
    #[serde(default)]
    pub building: Vec<Spanned<BuildingRaw>>,
    #[serde(default)]
    pub sheet: Vec<Spanned<SheetRaw>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapHeader {
    pub name: String,
    pub source: Spanned<String>,
    pub sheet_width: Spanned<u8>,
    pub sheet_height: Spanned<u8>,
    pub sheets_per_row: Spanned<u8>,
    pub car_hood: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BuildingRaw {
    pub name: String,
    pub kind: Spanned<String>,
    pub source: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SheetRaw {
    pub number: Spanned<u8>,
    pub source: Spanned<String>,
    pub rows: Vec<Spanned<String>>,
    #[serde(default)]
    pub rooms: Vec<Spanned<RoomRaw>>,
    #[serde(default)]
    pub doors: Vec<Spanned<(u8, u8, String)>>,
    #[serde(default)]
    pub windows: Vec<Spanned<(u8, u8, String)>>,
    #[serde(default)]
    pub search: Vec<Spanned<SearchRaw>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoomRaw {
    pub letter: char,
    pub name: String,
    pub floor: String,
    pub building: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchRaw {
    pub at: (u8, u8),
    pub name: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThingsFile {
    #[serde(default)]
    pub thing: Vec<Spanned<ThingRaw>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThingRaw {
    pub id: String,
    pub name: String,
    pub class: Spanned<String>,
    pub size: Spanned<String>,
    pub source: Spanned<String>,
    #[serde(default)]
    pub text: String,
    #[serde(default)]
    pub firearm: bool,
    #[serde(default)]
    pub thrown: bool,
    #[serde(default)]
    pub range: u8,
    #[serde(default)]
    pub burst: Option<Spanned<u8>>,
    #[serde(default)]
    pub blast: u8,
    #[serde(default)]
    pub blast_wounds: Option<Spanned<(u8, u8)>>,
    #[serde(default)]
    pub attack: Option<Spanned<TableRaw>>,
    #[serde(default)]
    pub melee: Option<Spanned<TableRaw>>,
    #[serde(default)]
    pub oops: Option<Spanned<String>>,
    #[serde(default, rename = "use")]
    pub use_: Option<Spanned<UseRaw>>,
    #[serde(default)]
    pub effect: Option<Spanned<String>>,
    #[serde(default)]
    pub heal: u8,
    #[serde(default)]
    pub single_use: bool,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableRaw {
    #[serde(default)]
    pub oops: Vec<u8>,
    #[serde(default)]
    pub miss: Vec<u8>,
    #[serde(default)]
    pub push: Vec<u8>,
    #[serde(default)]
    pub kill: Vec<u8>,
    #[serde(default)]
    pub chain: Vec<u8>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UseRaw {
    pub success: Vec<u8>,
    #[serde(default)]
    pub breaks: Vec<u8>,
    #[serde(default)]
    pub oops: Vec<u8>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DecksFile {
    pub zombie_deck: Spanned<ZombieDeckRaw>,
    #[serde(default)]
    pub search_card: Vec<Spanned<SearchCardRaw>>,
    #[serde(default)]
    pub zombie_card: Vec<Spanned<ZombieCardRaw>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ZombieDeckRaw {
    pub humans_per_set: u8,
    pub source: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchCardRaw {
    #[serde(default)]
    pub thing: Option<Spanned<String>>,
    pub name: String,
    pub copies: u8,
    pub source: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ZombieCardRaw {
    pub id: String,
    pub name: String,
    pub effect: Spanned<String>,
    #[serde(default)]
    pub amount: u8,
    pub copies: u8,
    pub text: String,
    pub source: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CharactersFile {
    #[serde(default)]
    pub character: Vec<Spanned<CharacterRaw>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CharacterRaw {
    pub id: String,
    pub name: String,
    pub ability: String,
    pub preferred: Spanned<String>,
    pub lives: u8,
    pub unarmed: Spanned<TableRaw>,
    pub feature: Spanned<FeatureRaw>,
    pub source: Spanned<String>,
}

/// A character's special feature (GS-SETUP-4): one of the engine's kinds.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FeatureRaw {
    pub kind: Spanned<String>,
    pub text: String,
    pub source: Spanned<String>,
}
