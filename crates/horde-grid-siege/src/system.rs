//! Grid Siege as a rule system: its facts, missions, content checks and
//! bots, for the registry and every front end.

use crate::content;
use crate::{GridSiege, Setup};
use horde_data::{Diagnostic, Diagnostics, Source};
use horde_rules::{Capabilities, MissionInfo, Mode, RuleSystem, RuleSystemInfo, ScenarioReport};

/// Grid Siege has one board; its "mission" is the standard siege on it.
const MISSION: &str = "siege";

impl RuleSystem for GridSiege {
    fn texts() -> &'static horde_rules::Texts {
        crate::texts::texts()
    }

    fn action_text(
        &self,
        action: crate::Action,
        viewer: horde_core::Viewer,
        lang: horde_rules::Lang,
    ) -> horde_rules::ActionText {
        crate::texts::action_text(self, action, viewer, crate::texts::texts().tr(lang))
    }

    /// Told from `viewer`'s event view: a human seat never reads the
    /// zombie card dealt.
    fn narrate(&self, event: &crate::Event, viewer: horde_core::Viewer, lang: horde_rules::Lang) -> Option<String> {
        let seen = horde_core::Game::event_view(self, event, viewer)?;
        let humans = horde_core::Game::view(self, viewer).humans;
        Some(crate::texts::narrate(&humans, &seen, crate::texts::texts().tr(lang)))
    }

    fn briefing(mission: &str) -> Option<horde_rules::Briefing> {
        crate::at_hand::briefing(mission)
    }

    fn explanations(lang: horde_rules::Lang) -> Vec<horde_rules::Explanation> {
        crate::explain::explanations(lang)
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
        Self::kills_in(events)
    }

    fn info() -> RuleSystemInfo {
        RuleSystemInfo {
            id: "grid-siege",
            name_en: "Grid Siege",
            name_ru: "Осада на клетках",
            seed: "001",
            summary: "Square-grid siege: one zombie player with a hidden hand against the humans; barricade or escape by car. Engine limits: at most 12 humans, 8 things per human.",
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
            players: "2+ players: 1 zombie player, 1-12 humans (engine limit)".to_owned(),
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

    /// The Zombie Player, then each Human Player with the humans he moves.
    fn seat_roles(seats: u8, lang: horde_rules::Lang) -> Vec<String> {
        let Ok(setup) = Self::default_setup(MISSION, seats) else { return Vec::new() };
        let tr = crate::texts::texts().tr(lang);
        (0..seats)
            .map(|seat| {
                if seat == crate::ZOMBIE_SEAT {
                    return tr.t("gs-role-zombies");
                }
                let humans: Vec<String> = (0..setup.humans)
                    .filter(|i| crate::rules::setup::seat_of(*i, setup.human_seats) == seat)
                    .map(|i| crate::texts::names::number(tr, i))
                    .collect();
                horde_rules::tr!(tr, "gs-role-humans", humans = humans.join(", "))
            })
            .collect()
    }

    /// The four content files, recognised by name wherever they are;
    /// other files are pointed out but not read.
    fn validate_content(sources: &[Source]) -> Diagnostics {
        let mut out: Diagnostics = sources
            .iter()
            .filter(|s| content::file_index(&s.name).is_none())
            .map(|s| {
                let names: Vec<&str> = content::FILES.iter().map(|(n, _)| *n).collect();
                Diagnostic::warning(s, 0..0, "not a Grid Siege content file; it is not read")
                    .with_help(format!("the content is {}", names.join(", ")))
            })
            .collect();
        if let Err(problems) = content::load(sources) {
            out.append(problems);
        }
        out
    }

    /// A scenario file in Grid Siege's format (`crate::scenario`), run by
    /// the shared runner.
    fn run_scenario(source: &Source) -> Result<ScenarioReport, Diagnostics> {
        horde_rules::scenario::run::<Self>(source)
    }

    fn observer() -> Option<&'static dyn horde_rules::Observer<Self>> {
        Some(&crate::observe::OBSERVER)
    }

    fn bot_parts() -> &'static dyn horde_rules::BotParts<Self> {
        &crate::bot::GsParts
    }
}
