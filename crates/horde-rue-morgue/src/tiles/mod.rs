//! Tiles and the mission compiler.
//!
//! A tile face (`content/rue-morgue/tiles/<id>.toml`) is a square grid of
//! cells labelled with its own zones, with the features printed on it:
//! zone kinds, doors and openings, manholes, beds, tent spots, the helipad
//! fence and ladders. A mission lays tiles on the table
//! (`tiles = [{ tile = "1V", at = [0, 0], rotate = 90 }, ...]`), each turned
//! by quarter turns; streets and corridors that meet at a tile edge become
//! one zone (RM-ZONE-2). The mission's zone table then adds its tokens
//! (spawn zones, objectives, start, exit...) to the tiles' zones, named
//! `<tile>:<zone>` (`"4R:n"`).
//!
//! [`compile_mission`] turns a mission file into the engine's
//! [`MissionDef`](crate::mission::MissionDef), so the engine never sees
//! tiles. Missions drawn cell by cell (`[map]`) compile to the same form.

mod compile;
mod format;
mod grid;
mod metrics;
mod tile;

pub use compile::{Compiled, Layout, PlacedTile, TileLibrary, ZoneLayout};
pub use format::{
    CompetitiveEntry, DoorEntry, EquipmentEntry, HelicopterEntry, LinkEntry, MissionFile, Placement, RawMap, TileFile,
    TileRole, TileZone, ZombieEntry, ZoneEntry,
};
pub use metrics::{MissionMetrics, metrics};
pub use tile::{LinkKind, TENT_CARDS, Tile, TileLink, TileZoneInfo, rulebook_role, split_id};

use crate::mission::MissionDef;
use horde_data::{Diagnostics, Source, Validator, parse};
use std::sync::{Arc, OnceLock};

/// The tile faces shipped with the engine. A shipped tile with an error is
/// left out (the crate's tests rule that out).
pub fn builtin_tiles() -> &'static TileLibrary {
    static LIB: OnceLock<TileLibrary> = OnceLock::new();
    LIB.get_or_init(|| {
        let mut lib = TileLibrary::new();
        for (name, text) in crate::library::TILE_SOURCES {
            if let (Some(t), _) = Tile::load(&Source::new(*name, *text)) {
                lib.insert(t);
            }
        }
        lib
    })
}

/// Parses and compiles one mission file against a tile library. The
/// compiled mission comes back only when there is no error; the
/// diagnostics hold every problem found by compiling (the semantic checks
/// are in [`crate::validate`]).
pub fn compile_mission(source: &Source, lib: &TileLibrary) -> (Option<Compiled>, Diagnostics) {
    let file: MissionFile = match parse(source) {
        Ok(f) => f,
        Err(d) => return (None, d),
    };
    let mut v = Validator::new(source);
    let compiled = compile::compile(source, &file, lib, &mut v);
    let d = v.finish();
    if d.is_ok() { (compiled, d) } else { (None, d) }
}

pub(crate) fn compile_file(
    source: &Source,
    file: &MissionFile,
    lib: &TileLibrary,
    v: &mut Validator,
) -> Option<Compiled> {
    compile::compile(source, file, lib, v)
}

/// The engine's mission definition from a mission file: a raw `[map]`
/// mission is read as it is written; a mission on tiles is compiled with the
/// shipped tiles. Errors are one line each, with file, line and field.
pub fn mission_def_from_source(source: &Source) -> Result<MissionDef, (String, Vec<String>)> {
    let lines = |d: &Diagnostics| d.iter().filter(|x| x.is_error()).map(ToString::to_string).collect::<Vec<_>>();
    let on_tiles = toml::from_str::<toml::Table>(&source.text).is_ok_and(|doc| doc.contains_key("tiles"));
    if !on_tiles {
        return parse::<MissionDef>(source).map_err(|d| (source.name.clone(), lines(&d)));
    }
    match compile_mission(source, builtin_tiles()) {
        (Some(c), _) => Ok(c.def),
        (None, d) => Err((source.name.clone(), lines(&d))),
    }
}

/// [`mission_def_from_source`] for text without a file name.
pub fn mission_def_from_toml(text: &str) -> Result<MissionDef, (String, Vec<String>)> {
    mission_def_from_source(&Source::new("mission", text))
}

/// The shipped missions compiled, with their layouts, by id.
pub fn builtin_compiled(id: &str) -> Option<Result<Arc<Compiled>, Diagnostics>> {
    static CELL: OnceLock<Vec<Result<Arc<Compiled>, Diagnostics>>> = OnceLock::new();
    let all = CELL.get_or_init(|| {
        crate::library::BUILTIN_MISSIONS
            .iter()
            .map(|(id, text)| {
                match compile_mission(&Source::new(crate::library::mission_path(id), *text), builtin_tiles()) {
                    (Some(c), _) => Ok(Arc::new(c)),
                    (None, d) => Err(d),
                }
            })
            .collect()
    });
    let i = crate::library::BUILTIN_MISSIONS.iter().position(|(m, _)| *m == id)?;
    Some(all[i].clone())
}

#[cfg(test)]
mod tests;
