//! Scavenge as a registered rule system: what a front end needs to list,
//! set up, simulate and play it. A test registers it in one line
//! (`horde_rules::Cons<Toy, horde_games::Standard>`) and every front end
//! then shows it with their generic pieces.

use crate::toy::{Toy, ToyEvent, ToySetup};
use horde_core::{Game, SetupError};
use horde_data::{Diagnostic, Diagnostics, Source};
use horde_rules::{Capabilities, MissionInfo, Mode, RuleSystem, RuleSystemInfo, ScenarioReport, SimGame, Tally};
use std::ops::RangeInclusive;

/// The one table Scavenge is played at.
const MISSION: &str = "standard";

impl SimGame for Toy {
    fn setup_for(mission: &str, seats: Option<u8>, _seed: u64) -> Result<ToySetup, SetupError> {
        <Self as RuleSystem>::default_setup(mission, seats.unwrap_or(2)).map_err(SetupError)
    }

    fn round(&self) -> u32 {
        u32::from(self.view(horde_core::Viewer::Spectator).round) + 1
    }

    fn tally(&self, event: &ToyEvent, tally: &mut Tally) {
        if let ToyEvent::Bitten { .. } = event {
            tally.add("bites", 1);
        }
    }
}

impl RuleSystem for Toy {
    fn info() -> RuleSystemInfo {
        RuleSystemInfo {
            id: Self::ID,
            name_en: "Scavenge (toy)",
            name_ru: "Сбор припасов (игрушка)",
            seed: "-",
            summary: "The testkit's reference game: draw, bank and fight zombies at your door.",
            rule_prefix: "TOY",
            capabilities: Capabilities { modes: &[Mode::Competitive], hidden_information: true, chance: true },
        }
    }

    fn missions() -> Vec<MissionInfo> {
        vec![MissionInfo {
            id: MISSION.to_owned(),
            title_en: "Standard deck".to_owned(),
            title_ru: "Обычная колода".to_owned(),
            difficulty: "standard".to_owned(),
            players: "2-4 players".to_owned(),
        }]
    }

    fn seat_range() -> RangeInclusive<u8> {
        2..=4
    }

    fn default_setup(mission: &str, seats: u8) -> Result<ToySetup, String> {
        horde_rules::find_mission::<Self>(mission).map_err(|e| e.to_string())?;
        if !Self::seat_range().contains(&seats) {
            return Err(format!("Scavenge is played by 2 to 4 players; got {seats}"));
        }
        Ok(ToySetup::standard(seats))
    }

    fn validate_content(sources: &[Source]) -> Diagnostics {
        let mut d = Diagnostics::new();
        for s in sources {
            d.push(Diagnostic::error(s, 0..0, "Scavenge has no content files"));
        }
        d
    }

    fn run_scenario(source: &Source) -> Result<ScenarioReport, Diagnostics> {
        let mut d = Diagnostics::new();
        d.push(Diagnostic::error(source, 0..0, "Scavenge has no scenario format"));
        Err(d)
    }
}
