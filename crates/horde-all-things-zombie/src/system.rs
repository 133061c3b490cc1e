//! All Things Zombie as a registered rule system.

use crate::content::{self, content};
use crate::rules::event::Event;
use crate::rules::state::{Atz, Ended, Setup};
use horde_core::{Game, SetupError, Viewer};
use horde_data::spec::Spec;
use horde_data::{Diagnostics, Source};
use horde_rules::texts::{ActionText, Lang, Texts};
use horde_rules::{Capabilities, MissionInfo, Mode, RuleSystem, RuleSystemInfo, ScenarioReport, SimGame, Tally};
use std::ops::RangeInclusive;
use std::sync::OnceLock;

impl SimGame for Atz {
    fn setup_for(mission: &str, seats: Option<u8>, _seed: u64) -> Result<Setup, SetupError> {
        <Self as RuleSystem>::default_setup(mission, seats.unwrap_or(1)).map_err(SetupError)
    }

    fn round(&self) -> u32 {
        u32::from(self.turn)
    }

    fn loss_cause(&self) -> Option<&'static str> {
        match self.ended? {
            Ended::AllDead => Some("all-dead"),
            Ended::OutOfTime => Some("out-of-time"),
            Ended::Escaped | Ended::Survived => None,
        }
    }

    fn tally(&self, event: &Event, tally: &mut Tally) {
        match event {
            Event::ZombieKilled { .. } => tally.add("zombies-killed", 1),
            Event::Wounded { .. } => tally.add("wounds", 1),
            Event::ZombieAppeared { .. } => tally.add("zombies-appeared", 1),
            Event::Tested { .. } => tally.add("reaction-tests", 1),
            Event::SurvivorFound { ally: true, .. } => tally.add("allies-found", 1),
            Event::SurvivorFound { ally: false, .. } => tally.add("enemies-found", 1),
            _ => {}
        }
    }
}

impl RuleSystem for Atz {
    fn info() -> RuleSystemInfo {
        RuleSystemInfo {
            id: Self::ID,
            name_en: "All Things Zombie",
            name_ru: "Всё о зомби",
            seed: "002",
            summary: "Survivors against zombies on a hex map: initiative dice per side, reaction tests, Shot markers that draw zombies.",
            rule_prefix: "ATZ",
            capabilities: Capabilities { modes: &[Mode::Cooperative], hidden_information: false, chance: true },
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
                players: format!("{} survivors", s.characters.len()),
            })
            .collect()
    }

    /// Every shipped scenario has at least two characters, one seat each
    /// at most.
    fn seat_range() -> RangeInclusive<u8> {
        1..=2
    }

    fn default_setup(mission: &str, seats: u8) -> Result<Setup, String> {
        horde_rules::find_mission::<Self>(mission).map_err(|e| e.to_string())?;
        let setup = Setup::new(mission, seats);
        Atz::start(&setup).map(|_| setup).map_err(|e| e.0)
    }

    fn validate_content(sources: &[Source]) -> Diagnostics {
        match content::load(sources) {
            Ok(_) => Diagnostics::new(),
            Err(d) => d,
        }
    }

    /// A scenario file in All Things Zombie's format (`crate::scenario`),
    /// run by the shared runner.
    fn run_scenario(source: &Source) -> Result<ScenarioReport, Diagnostics> {
        horde_rules::scenario::run::<Self>(source)
    }

    fn spec() -> &'static Spec {
        static SPEC: OnceLock<Spec> = OnceLock::new();
        SPEC.get_or_init(|| Spec::parse(include_str!("../../../docs/spec/all-things-zombie.md")))
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

    fn narrate(&self, event: &Self::Event, viewer: Viewer, lang: Lang) -> Option<String> {
        crate::texts::narrate(self, event, viewer, lang)
    }
}
