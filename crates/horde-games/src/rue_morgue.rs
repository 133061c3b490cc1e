//! Rue Morgue in the registry.

use crate::{MissionInfo, RuleSystem, RuleSystemInfo, ScenarioReport};
use horde_data::{Diagnostic, Diagnostics, Source};
use horde_rue_morgue::RueMorgue;
use horde_rue_morgue::content::Catalog;
use horde_rue_morgue::mission::{self, Mission};

impl RuleSystem for RueMorgue {
    fn info() -> RuleSystemInfo {
        RuleSystemInfo {
            id: "rue-morgue",
            name_en: "Rue Morgue",
            name_ru: "Улица Морг",
            seed: "000",
            summary: "Cooperative zone game: survivors search, fight and flee while the machine runs the horde.",
        }
    }

    fn missions() -> Vec<MissionInfo> {
        mission::builtin()
            .iter()
            .filter_map(|m| m.as_ref().ok())
            .map(|m| MissionInfo {
                id: m.def.id.clone(),
                title_en: m.def.name_en.clone(),
                title_ru: m.def.name_ru.clone(),
                difficulty: m.def.difficulty.clone(),
                players: format!("{}+ survivors", m.def.min_survivors),
            })
            .collect()
    }

    /// The default team of [`horde_rue_morgue::sim::DEFAULT_TEAM`] dealt
    /// round the table.
    fn default_setup(mission_id: &str, seats: u8) -> Result<Self::Setup, String> {
        crate::find_mission::<Self>(mission_id).map_err(|e| e.to_string())?;
        horde_rue_morgue::sim::default_setup(mission_id, seats)
    }

    fn validate_content(sources: &[Source]) -> Diagnostics {
        let mut out = Diagnostics::new();
        let (missions, catalog): (Vec<&Source>, Vec<&Source>) =
            sources.iter().partition(|s| s.name.replace('\\', "/").contains("missions/"));
        if !catalog.is_empty() {
            let pairs: Vec<(&str, &str)> = catalog.iter().map(|s| (s.name.as_str(), &*s.text)).collect();
            if let Err(errors) = Catalog::from_sources(&pairs) {
                for e in errors {
                    out.push(e);
                }
            }
        }
        for source in missions {
            if let Err(e) = Mission::from_toml(&source.text) {
                for problem in &e.problems {
                    out.push(Diagnostic::error(source, 0..0, format!("mission {}: {problem}", e.mission)));
                }
            }
        }
        out
    }

    fn bot_parts() -> &'static dyn horde_ai::BotParts<Self> {
        &horde_rue_morgue::bot::RmParts
    }

    fn run_scenario(source: &Source) -> Result<ScenarioReport, Diagnostics> {
        horde_rue_morgue::scenario::run(source).map(|r| ScenarioReport { output: r.output, mismatches: r.mismatches })
    }
}
