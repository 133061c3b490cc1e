//! Dead of Night as a registered rule system.

use crate::content::{self, content};
use crate::{DeadOfNight, End, Event, Setup};
use horde_core::{Game, SetupError, Viewer};
use horde_data::spec::Spec;
use horde_data::{Diagnostics, Source};
use horde_rules::texts::{ActionText, Lang, Texts};
use horde_rules::{
    Capabilities, MissionInfo, Mode, RuleSystem, RuleSystemInfo, ScenarioReport, SimGame, Tally, ZoneGrid,
};
use std::ops::RangeInclusive;
use std::sync::OnceLock;

/// Tally keys: deaths by square (the heat map) and by cause.
pub const DEATHS_IN: &str = "deaths_in";
pub const DIED_OF: &str = "died_of";

impl DeadOfNight {
    /// What killed the player `event` took below 0 energy, if it did: the
    /// last blow of a death (DN-GAP-9), read in the state after it.
    fn fatal_blow(&self, event: &Event) -> Option<&'static str> {
        let (seat, energy, cause) = match *event {
            Event::Wounded { seat, energy } | Event::Grabbed { seat, energy } => (seat, energy, "zombies"),
            Event::Hurt { seat, energy } => (seat, energy, "another player"),
            Event::Burned { seat, energy } => (seat, energy, "fire"),
            Event::PistolExploded { seat, energy } => (seat, energy, "explosion"),
            Event::BlastHurt { seat, energy } => {
                // DN-GAP-19: a collapse hurts like a blast; the room tells them apart.
                let p = self.players.get(usize::from(seat))?;
                let collapsed = p.pos.is_some_and(|q| self.damage.get(usize::from(self.area_of(q))) == Some(&2));
                (seat, energy, if collapsed { "collapse" } else { "explosion" })
            }
            Event::InfectionDrain { seat, energy } => (seat, energy, "infection"),
            Event::JumpedOut { seat, energy } => (seat, energy, "jumping from a vehicle"),
            _ => return None,
        };
        let p = self.players.get(usize::from(seat))?;
        (energy < 0 && !p.alive && p.energy == energy).then_some(cause)
    }
}

impl SimGame for DeadOfNight {
    fn setup_for(mission: &str, seats: Option<u8>, _seed: u64) -> Result<Setup, SetupError> {
        <Self as RuleSystem>::default_setup(mission, seats.unwrap_or(4)).map_err(SetupError)
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn tally(&self, event: &Event, tally: &mut Tally) {
        match *event {
            Event::Killed { .. } => tally.add("zombies killed", 1),
            Event::Died { seat, sq } => {
                tally.add("players died", 1);
                tally.add_keyed(DEATHS_IN, crate::texts::square(self, sq), 1);
                // At 0 energy only the zombies kill: a collapsed player in
                // contact (DN-GAP-9, DN-MELEE-8); every other death takes
                // him below 0 and is counted at the blow that did it.
                if self.players.get(usize::from(seat)).is_some_and(|p| p.energy == 0) {
                    tally.add_keyed(DIED_OF, "zombies", 1);
                }
            }
            Event::RoomRevealed { .. } => tally.add("rooms explored", 1),
            _ => {
                if let Some(cause) = self.fatal_blow(event) {
                    tally.add_keyed(DIED_OF, cause, 1);
                }
            }
        }
    }

    /// Seat 1's loss: his death, or who else the end favoured (DN-END,
    /// DN-GAP-22).
    fn loss_cause(&self) -> Option<&'static str> {
        let outcome = self.result()?;
        if outcome.winners.contains(&horde_core::Seat(0)) {
            return None;
        }
        let me = self.players.first()?;
        Some(match self.over? {
            _ if !me.alive => "player 1 died",
            End::Escaped => "another player escaped",
            End::LastAlive => "another player was the last alive",
            End::TheEnd => "outscored when The End came",
            End::DeckEmpty => "outscored when the deck ran out",
            End::AllDead => "every player died",
        })
    }

    fn is_win(&self, outcome: &horde_core::Outcome) -> bool {
        outcome.winners.contains(&horde_core::Seat(0))
    }

    /// Every square of the scenario, named as the board names it, for
    /// the heat map of deaths.
    fn zone_grid(mission: &str) -> Option<ZoneGrid> {
        let c = content();
        let s = c.scenarios.get(usize::from(c.scenario(mission)?))?;
        let n = s.squares();
        Some(ZoneGrid {
            width: usize::from(s.width),
            height: usize::from(s.height),
            cells: (0..n).map(|q| u16::try_from(q).ok()).collect(),
            names: (0..n).filter_map(|q| u16::try_from(q).ok()).map(|q| crate::texts::square_in(s, q)).collect(),
        })
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

    fn observer() -> Option<&'static dyn horde_rules::Observer<Self>> {
        Some(&crate::observe::OBSERVER)
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
