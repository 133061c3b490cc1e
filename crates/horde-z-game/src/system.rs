//! Z-Game as a rule system: its facts, its one table, content checks and
//! words, for the registry and every front end.

use crate::content;
use crate::{Event, Setup, ZGame};
use horde_core::{Game, Seat, SetupError, Viewer};
use horde_data::{Diagnostic, Diagnostics, Source};
use horde_rules::{Capabilities, Lang, MissionInfo, Mode, RuleSystem, RuleSystemInfo, ScenarioReport, SimGame, Tally};

/// The one table: the city for two to four factions.
const MISSION: &str = "city";

impl SimGame for ZGame {
    fn setup_for(mission: &str, seats: Option<u8>, _seed: u64) -> Result<Setup, SetupError> {
        <Self as RuleSystem>::default_setup(mission, seats.unwrap_or(2)).map_err(SetupError)
    }

    fn round(&self) -> u32 {
        u32::from(ZGame::round(self))
    }

    /// The faction dealt to the seat (ZG-GAP-2), so that the simulator
    /// reports each faction's win rate (ZG-GAP-25).
    fn side(&self, seat: Seat) -> Option<String> {
        self.seats.get(seat.index())?.faction.map(|f| content::content().faction(f).name_en.clone())
    }

    fn tally(&self, event: &Event, tally: &mut Tally) {
        match event {
            Event::Built { .. } => tally.add("builds", 1),
            Event::Died { .. } => tally.add("deaths", 1),
            Event::Captured { .. } => tally.add("captures", 1),
            Event::Fought { night: true, won: false, .. } => tally.add("night losses", 1),
            _ => {}
        }
    }
}

impl RuleSystem for ZGame {
    fn info() -> RuleSystemInfo {
        RuleSystemInfo {
            id: "z-game",
            name_en: "Z-Game",
            name_ru: "Z-Game",
            seed: "003",
            summary: "Two to four factions hold city locations through day, evening and night; build, cure and survive the horde for VP.",
            rule_prefix: "ZG",
            capabilities: Capabilities { modes: &[Mode::Competitive], hidden_information: true, chance: true },
        }
    }

    fn missions() -> Vec<MissionInfo> {
        vec![MissionInfo {
            id: MISSION.to_owned(),
            title_en: "The city".to_owned(),
            title_ru: "Город".to_owned(),
            difficulty: "standard".to_owned(),
            players: "2-4 players".to_owned(),
        }]
    }

    fn seat_range() -> std::ops::RangeInclusive<u8> {
        2..=4
    }

    fn default_setup(mission: &str, seats: u8) -> Result<Setup, String> {
        horde_rules::find_mission::<Self>(mission).map_err(|e| e.to_string())?;
        if !Self::seat_range().contains(&seats) {
            return Err(format!("Z-Game is played by 2 to 4 players; got {seats}"));
        }
        Ok(Setup::new(seats))
    }

    fn validate_content(sources: &[Source]) -> Diagnostics {
        let mut out: Diagnostics = sources
            .iter()
            .filter(|s| content::file_index(&s.name).is_none())
            .map(|s| Diagnostic::warning(s, 0..0, "not a Z-Game content file; it is not read"))
            .collect();
        if let Err(problems) = content::load(sources) {
            out.append(problems);
        }
        out
    }

    /// A scenario file in Z-Game's format (`crate::scenario`), run by the
    /// shared runner.
    fn run_scenario(source: &Source) -> Result<ScenarioReport, Diagnostics> {
        horde_rules::scenario::run::<Self>(source)
    }

    fn observer() -> Option<&'static dyn horde_rules::Observer<Self>> {
        Some(&crate::observe::OBSERVER)
    }

    fn bot_parts() -> &'static dyn horde_rules::BotParts<Self> {
        &crate::bot::ZgParts
    }

    fn spec() -> &'static horde_data::spec::Spec {
        static SPEC: std::sync::OnceLock<horde_data::spec::Spec> = std::sync::OnceLock::new();
        SPEC.get_or_init(|| horde_data::spec::Spec::parse(include_str!("../../../docs/spec/z-game.md")))
    }

    fn texts() -> &'static horde_rules::Texts {
        crate::texts::texts()
    }

    fn action_text(&self, action: crate::Action, viewer: Viewer, lang: Lang) -> horde_rules::ActionText {
        crate::texts::action_text(self, action, viewer, crate::texts::texts().tr(lang))
    }

    /// Told from `viewer`'s event view: nobody reads another seat's card.
    fn narrate(&self, event: &Event, viewer: Viewer, lang: Lang) -> Option<String> {
        let seen = Game::event_view(self, event, viewer)?;
        Some(crate::texts::narrate(self, &seen, crate::texts::texts().tr(lang)))
    }
}
