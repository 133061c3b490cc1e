//! Missions: the file format, parsing with validation, and the builtin
//! missions embedded in the crate (the engine does no I/O).

mod def;

pub use def::*;

use crate::map::{Map, MapError};
use std::sync::{Arc, OnceLock};

/// A parsed, validated mission with its derived map.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mission {
    pub def: MissionDef,
    pub map: Map,
}

/// Why a mission file was refused; lists every problem found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("mission {mission}: {}", problems.join("; "))]
pub struct MissionError {
    pub mission: String,
    pub problems: Vec<String>,
}

impl Mission {
    /// Validates a mission definition and derives its map.
    pub fn from_def(def: MissionDef) -> Result<Self, MissionError> {
        let mut problems: Vec<String> = Vec::new();
        match Map::from_mission(&def) {
            Ok(map) => {
                check_conditions(&def, &map, &mut problems);
                if problems.is_empty() {
                    return Ok(Self { def, map });
                }
            }
            Err(errs) => problems.extend(errs.into_iter().map(|MapError(s)| s)),
        }
        Err(MissionError { mission: def.id.clone(), problems })
    }

    /// Parses a mission from TOML text.
    pub fn from_toml(text: &str) -> Result<Self, MissionError> {
        Self::from_source(&horde_data::Source::new("mission", text))
    }

    /// Parses a mission file: syntax and type errors name the line, the
    /// column and the field (`zone[3].kind`); map problems follow. A
    /// mission laid out on tiles is compiled with the shipped tiles first
    /// (`crate::tiles`).
    pub fn from_source(source: &horde_data::Source) -> Result<Self, MissionError> {
        let def = crate::tiles::mission_def_from_source(source)
            .map_err(|(mission, problems)| MissionError { mission, problems })?;
        Self::from_def(def)
    }
}

fn check_conditions(def: &MissionDef, map: &Map, problems: &mut Vec<String>) {
    // A competitive game ends by its own conditions and is scored (RM-VS-2).
    let competitive = def.mode == Mode::Competitive;
    if def.victory.is_empty() && !competitive {
        problems.push("no victory condition".into());
    }
    if competitive && def.competitive.as_ref().is_none_or(|c| c.end.is_empty()) && def.turn_limit.is_none() {
        problems.push("a competitive mission needs [competitive] end conditions or a turn limit".into());
    }
    for c in &def.victory {
        match c {
            Condition::AllObjectivesTaken if !map.zones.iter().any(|z| z.objective.is_some()) => {
                problems.push("victory needs all objectives taken, but the map has none".into())
            }
            Condition::AllSurvivorsEscaped if !map.zones.iter().any(|z| z.exit) => {
                problems.push("victory needs survivors to escape, but no zone has the exit".into())
            }
            _ => {}
        }
    }
    let spawns = map.zones.iter().filter(|z| z.is_spawn()).count();
    if spawns == 0 {
        problems.push("no spawn zone (RM-SPAWN-1)".into());
    }
}

/// Ids and texts of the missions shipped with the engine.
const BUILTIN: &[(&str, &str)] = crate::library::BUILTIN_MISSIONS;

/// The builtin missions, parsed at first use. A builtin that fails to
/// parse is a bug of this crate, caught by its tests; it is reported
/// rather than panicking.
pub fn builtin() -> &'static [Result<Arc<Mission>, MissionError>] {
    static CELL: OnceLock<Vec<Result<Arc<Mission>, MissionError>>> = OnceLock::new();
    CELL.get_or_init(|| {
        BUILTIN
            .iter()
            .map(|(id, text)| {
                let source = horde_data::Source::new(format!("content/rue-morgue/missions/{id}.toml"), *text);
                Mission::from_source(&source).map(Arc::new)
            })
            .collect()
    })
}

/// Ids of the builtin missions, for menus and the CLI.
pub fn builtin_ids() -> impl Iterator<Item = &'static str> {
    BUILTIN.iter().map(|(id, _)| *id)
}

/// A builtin mission by id.
pub fn builtin_mission(id: &str) -> Option<Result<Arc<Mission>, MissionError>> {
    let i = BUILTIN.iter().position(|(b, _)| *b == id)?;
    Some(builtin()[i].clone())
}
