//! Rue Morgue as a rule system: its facts, missions, content checks,
//! scenarios and bots, for the registry and every front end.

use crate::RueMorgue;
use crate::content::Catalog;
use crate::mission;
use horde_data::{Diagnostics, Source};
use horde_rules::{Capabilities, MissionFile, MissionInfo, Mode, RuleSystem, RuleSystemInfo, ScenarioReport};

impl RuleSystem for RueMorgue {
    fn texts() -> &'static horde_rules::Texts {
        crate::texts::texts()
    }

    fn action_text(
        &self,
        action: crate::Action,
        _viewer: horde_core::Viewer,
        lang: horde_rules::Lang,
    ) -> horde_rules::ActionText {
        crate::texts::action_text(self, action, crate::texts::texts().tr(lang))
    }

    fn pass_actions(&self, seat: horde_core::Seat) -> Vec<crate::Action> {
        self.pass_turn(seat)
    }

    fn narrate(&self, event: &crate::Event, viewer: horde_core::Viewer, lang: horde_rules::Lang) -> Option<String> {
        let seen = horde_core::Game::event_view(self, event, viewer)?;
        Some(crate::texts::narrate(self, &seen, crate::texts::texts().tr(lang)))
    }

    fn briefing(mission: &str) -> Option<horde_rules::Briefing> {
        crate::at_hand::briefing(mission)
    }

    fn explanations(lang: horde_rules::Lang) -> Vec<horde_rules::Explanation> {
        crate::at_hand::explanations(lang)
    }

    fn rolls(&self, events: &[crate::Event], lang: horde_rules::Lang) -> Vec<horde_rules::Roll> {
        self.rolls_in(events, lang)
    }

    fn odds_measure(&self, action: crate::Action) -> Option<&'static str> {
        self.odds_measure_of(action)
    }

    fn odds_open(&self) -> bool {
        self.attack_open()
    }

    fn odds_count(&self, events: &[crate::Event]) -> u32 {
        self.kills_in(events)
    }

    fn info() -> RuleSystemInfo {
        RuleSystemInfo {
            id: "rue-morgue",
            name_en: "Rue Morgue",
            name_ru: "Улица Морг",
            seed: "000",
            summary: "Cooperative zone game: survivors search, fight and flee while the machine runs the horde.",
            rule_prefix: "RM",
            capabilities: Capabilities {
                modes: &[Mode::Cooperative, Mode::Competitive],
                hidden_information: true,
                chance: true,
            },
        }
    }

    fn spec() -> &'static horde_data::spec::Spec {
        static SPEC: std::sync::OnceLock<horde_data::spec::Spec> = std::sync::OnceLock::new();
        SPEC.get_or_init(|| horde_data::spec::Spec::parse(include_str!("../../../docs/spec/rue-morgue.md")))
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

    /// One player per survivor at most, with the default team of six.
    fn seat_range() -> std::ops::RangeInclusive<u8> {
        1..=6
    }

    fn default_setup(mission_id: &str, seats: u8) -> Result<Self::Setup, String> {
        horde_rules::find_mission::<Self>(mission_id).map_err(|e| e.to_string())?;
        if !Self::seat_range().contains(&seats) {
            return Err(format!("Rue Morgue is played by 1 to 6 players with the default team of 6; got {seats}"));
        }
        // Competitive missions get rival teams, two unless more seats
        // are asked for (RM-VS-1).
        crate::sim::default_setup(mission_id, seats)
    }

    fn validate_content(sources: &[Source]) -> Diagnostics {
        let mut out = Diagnostics::new();
        // Missions and tiles are checked with spans by the rule system's
        // own validator; the rest is the catalogue.
        let (maps, catalog): (Vec<&Source>, Vec<&Source>) =
            sources.iter().partition(|s| crate::validate::file_kind(s).is_some());
        if !catalog.is_empty() {
            let pairs: Vec<(&str, &str)> = catalog.iter().map(|s| (s.name.as_str(), &*s.text)).collect();
            if let Err(errors) = Catalog::from_sources(&pairs) {
                for e in errors {
                    out.push(e);
                }
            }
        }
        let maps: Vec<Source> = maps.into_iter().cloned().collect();
        out.append(crate::validate::validate_path_sources(&maps));
        out
    }

    fn character_card(name: &str, json: bool) -> Result<String, String> {
        let card = crate::content::survivor_card(crate::content::builtin_catalog(), name)?;
        if json { serde_json::to_string_pretty(&card).map_err(|e| e.to_string()) } else { Ok(card.to_text()) }
    }

    fn mission_file(source: &Source, seats: Option<u8>) -> Result<MissionFile<Self::Setup>, Diagnostics> {
        let compiled = match crate::tiles::compile_mission(source, crate::tiles::builtin_tiles()) {
            (Some(c), _) => c,
            (None, d) => return Err(d),
        };
        let refuse = |message: String| {
            let mut d = Diagnostics::new();
            d.push(horde_data::Diagnostic::error(source, 0..0, message));
            d
        };
        let mission = mission::Mission::from_def(compiled.def.clone()).map_err(|e| refuse(e.to_string()))?;
        let setup = crate::sim::setup_with_mission(compiled.def, seats.unwrap_or(1)).map_err(refuse)?;
        Ok(MissionFile { id: mission.def.id.clone(), setup, zone_grid: Some(crate::sim::zone_grid_of(&mission.map)) })
    }

    fn run_scenario(source: &Source) -> Result<ScenarioReport, Diagnostics> {
        crate::scenario::run(source)
    }

    fn observer() -> Option<&'static dyn horde_rules::Observer<Self>> {
        Some(&crate::observe::OBSERVER)
    }

    fn bot_parts() -> &'static dyn horde_rules::BotParts<Self> {
        &crate::bot::RmParts
    }
}
