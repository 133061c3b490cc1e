//! Dead of Night as a registered rule system.

use crate::content::{self, content};
use crate::{DeadOfNight, Event, Setup};
use horde_core::{Game, SetupError, Viewer};
use horde_data::spec::Spec;
use horde_data::{Diagnostics, Source};
use horde_rules::texts::{ActionText, Lang, Texts};
use horde_rules::{Capabilities, MissionInfo, Mode, RuleSystem, RuleSystemInfo, ScenarioReport, SimGame, Tally};
use std::ops::RangeInclusive;
use std::sync::OnceLock;

impl SimGame for DeadOfNight {
    fn setup_for(mission: &str, seats: Option<u8>, _seed: u64) -> Result<Setup, SetupError> {
        <Self as RuleSystem>::default_setup(mission, seats.unwrap_or(4)).map_err(SetupError)
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn tally(&self, event: &Event, tally: &mut Tally) {
        match event {
            Event::Killed { .. } => tally.add("zombies killed", 1),
            Event::Died { .. } => tally.add("players died", 1),
            Event::RoomRevealed { .. } => tally.add("rooms explored", 1),
            _ => {}
        }
    }

    fn is_win(&self, outcome: &horde_core::Outcome) -> bool {
        outcome.winners.contains(&horde_core::Seat(0))
    }
}

impl RuleSystem for DeadOfNight {
    fn info() -> RuleSystemInfo {
        RuleSystemInfo {
            id: Self::ID,
            name_en: "Dead of Night",
            name_ru: "Глухая ночь",
            seed: "004",
            summary: "Explore a house room by room, search, fight the dead and each other, and live till dawn.",
            rule_prefix: "DN",
            capabilities: Capabilities { modes: &[Mode::Competitive], hidden_information: false, chance: true },
        }
    }

    fn missions() -> Vec<MissionInfo> {
        content()
            .scenarios
            .iter()
            .map(|s| MissionInfo {
                id: s.id.clone(),
                title_en: s.title_en.clone(),
                title_ru: s.title_ru.clone(),
                difficulty: "standard".to_owned(),
                players: "1-6 players".to_owned(),
            })
            .collect()
    }

    fn seat_range() -> RangeInclusive<u8> {
        1..=6
    }

    fn default_setup(mission: &str, seats: u8) -> Result<Setup, String> {
        horde_rules::find_mission::<Self>(mission).map_err(|e| e.to_string())?;
        if !Self::seat_range().contains(&seats) {
            return Err(format!("Dead of Night is played by 1 to 6 players; got {seats}"));
        }
        Ok(Setup { scenario: mission.to_owned(), players: seats, infection: false })
    }

    fn validate_content(sources: &[Source]) -> Diagnostics {
        match content::load(sources) {
            Ok(_) => Diagnostics::new(),
            Err(d) => d,
        }
    }

    fn run_scenario(source: &Source) -> Result<ScenarioReport, Diagnostics> {
        horde_rules::scenario::run::<Self>(source)
    }

    fn spec() -> &'static Spec {
        static SPEC: OnceLock<Spec> = OnceLock::new();
        SPEC.get_or_init(|| Spec::parse(include_str!("../../../docs/spec/dead-of-night.md")))
    }

    fn bot_parts() -> &'static dyn horde_rules::BotParts<Self> {
        &crate::bot::Parts
    }

    fn texts() -> &'static Texts {
        crate::texts::texts()
    }

    fn action_text(&self, action: Self::Action, viewer: Viewer, lang: Lang) -> ActionText {
        crate::texts::action_text(self, action, viewer, lang)
    }

    fn narrate(&self, event: &Event, viewer: Viewer, lang: Lang) -> Option<String> {
        Some(crate::texts::narrate(self, event, viewer, lang))
    }
}
