//! Grid Siege as a rule system: its facts, missions, content checks and
//! bots, for the registry and every front end.

use crate::content::parse_content;
use crate::{GridSiege, Setup};
use horde_data::{Diagnostic, Diagnostics, Source};
use horde_rules::{Capabilities, MissionInfo, Mode, RuleSystem, RuleSystemInfo, ScenarioReport};

/// Grid Siege has one board; its "mission" is the standard siege on it.
const MISSION: &str = "siege";

impl RuleSystem for GridSiege {
    fn info() -> RuleSystemInfo {
        RuleSystemInfo {
            id: "grid-siege",
            name_en: "Grid Siege",
            name_ru: "Осада на клетках",
            seed: "001",
            summary: "Square-grid siege: one zombie player with a hidden hand against the humans; barricade or escape by car.",
            rule_prefix: "GS",
            capabilities: Capabilities { modes: &[Mode::OneAgainstMany], hidden_information: true, chance: true },
        }
    }

    fn spec() -> &'static horde_data::spec::Spec {
        static SPEC: std::sync::OnceLock<horde_data::spec::Spec> = std::sync::OnceLock::new();
        SPEC.get_or_init(|| horde_data::spec::Spec::parse(include_str!("../../../docs/spec/grid-siege.md")))
    }

    fn missions() -> Vec<MissionInfo> {
        vec![MissionInfo {
            id: MISSION.to_owned(),
            title_en: "Six sheets".to_owned(),
            title_ru: "Шесть листов".to_owned(),
            difficulty: "standard".to_owned(),
            players: "2+ players: 1 zombie player, 1-12 humans".to_owned(),
        }]
    }

    /// The zombie player and one to four human players (the default four
    /// humans shared among them).
    fn seat_range() -> std::ops::RangeInclusive<u8> {
        2..=5
    }

    /// Seat 0 is the zombie player; the other seats share four humans.
    fn default_setup(mission: &str, seats: u8) -> Result<Self::Setup, String> {
        horde_rules::find_mission::<Self>(mission).map_err(|e| e.to_string())?;
        if !Self::seat_range().contains(&seats) {
            return Err(format!("the default Grid Siege table has 2 to 5 seats (one zombie player); got {seats}"));
        }
        Ok(Setup { human_seats: seats - 1, ..Setup::default() })
    }

    fn validate_content(sources: &[Source]) -> Diagnostics {
        let mut out = Diagnostics::new();
        // The loader expects the four files by name; folders are flattened.
        let files: Vec<(&str, &str)> =
            sources.iter().map(|s| (s.name.rsplit(['/', '\\']).next().unwrap_or(&s.name), &*s.text)).collect();
        if let Err(errors) = parse_content(&files) {
            for e in errors.0 {
                let source = sources.iter().find(|s| s.name.ends_with(&e.file)).unwrap_or(&sources[0]);
                let start = line_offset(&source.text, e.line);
                out.push(Diagnostic::error(source, start..start, format!("{}: {}", e.field, e.message)));
            }
        }
        out
    }

    /// A scenario file in Grid Siege's format (`crate::scenario`), run by
    /// the shared runner.
    fn run_scenario(source: &Source) -> Result<ScenarioReport, Diagnostics> {
        horde_rules::scenario::run::<Self>(source)
    }

    fn bot_parts() -> &'static dyn horde_rules::BotParts<Self> {
        &crate::bot::GsParts
    }
}

/// Byte offset of the start of 1-based `line` (0 = unknown: the start).
fn line_offset(text: &str, line: usize) -> usize {
    if line <= 1 {
        return 0;
    }
    text.match_indices('\n').nth(line - 2).map_or(text.len(), |(i, _)| i + 1)
}
