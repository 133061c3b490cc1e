//! All Things Zombie as a registered rule system.

use crate::content::{self, Map, content};
use crate::rules::event::Event;
use crate::rules::state::{Atz, Ended, Setup};
use horde_core::{Game, SetupError, Viewer};
use horde_data::spec::Spec;
use horde_data::{Diagnostics, Source};
use horde_rules::texts::{ActionText, Lang, Texts};
use horde_rules::{
    Capabilities, MissionInfo, Mode, RuleSystem, RuleSystemInfo, ScenarioReport, SimGame, Tally, ZoneGrid,
};
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
            Event::Wounded { c, .. } => {
                tally.add("wounds", 1);
                // The heat map of wounds, by the hex the character stands in.
                if let Some(ch) = self.characters.get(usize::from(*c)) {
                    tally.add_keyed(WOUNDS_IN, crate::texts::hex(ch.hex), 1);
                }
            }
            Event::ZombieAppeared { .. } => tally.add("zombies-appeared", 1),
            Event::Tested { .. } => tally.add("reaction-tests", 1),
            Event::SurvivorFound { ally: true, .. } => tally.add("allies-found", 1),
            Event::SurvivorFound { ally: false, .. } => tally.add("enemies-found", 1),
            _ => {}
        }
    }

    /// The scenario's hex map for the heat map: two cells a hex, odd
    /// columns half a hex lower as drawn (ATZ-GAP-6), each named as the
    /// hex is named in the tally.
    fn zone_grid(mission: &str) -> Option<ZoneGrid> {
        let scenario = content().scenarios.iter().find(|s| s.id == mission)?;
        Some(hex_grid(content().maps.get(scenario.map)?))
    }
}

/// Tally key prefix of the heat map of wounds: `wounds_in.{hex}`.
pub const WOUNDS_IN: &str = "wounds_in";

fn hex_grid(map: &Map) -> ZoneGrid {
    let (width, height) = (usize::from(map.width), 2 * usize::from(map.height) + 1);
    let mut cells = vec![None; width * height];
    let mut names = Vec::with_capacity(map.hexes.len());
    for i in 0..map.hexes.len() {
        let Some(h) = map.hexes.hex(i) else { continue };
        let (x, y) = Map::offset(h);
        let (Ok(x), Ok(y)) = (usize::try_from(x), usize::try_from(y)) else { continue };
        let top = 2 * y + x % 2;
        for row in [top, top + 1] {
            if let Some(cell) = cells.get_mut(row * width + x) {
                *cell = Some(names.len() as u16);
            }
        }
        names.push(crate::texts::hex(h));
    }
    ZoneGrid { width, height, cells, names }
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

    fn narrate(&self, event: &Self::Event, viewer: Viewer, lang: Lang) -> Option<String> {
        crate::texts::narrate(self, event, viewer, lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::{PlacedCharacter, Position};
    use horde_core::{Actor, Decision, HordeRng, Match};

    #[test]
    fn the_heat_map_grid_holds_every_hex_in_two_cells() {
        let grid = Atz::zone_grid("crossing").expect("a shipped scenario");
        let map = Atz::new(&Setup::new("crossing", 1)).expect("a game").map();
        assert_eq!(grid.names.len(), map.hexes.len());
        assert_eq!(grid.cells.len(), grid.width * grid.height);
        for (i, name) in grid.names.iter().enumerate() {
            let cells = grid.cells.iter().filter(|&&c| c == Some(i as u16)).count();
            assert_eq!(cells, 2, "hex {name}");
        }
        // ATZ-GAP-6: odd columns sit half a hex lower.
        let name = |x, y| grid.place(x, y).map(|i| grid.names[i].as_str());
        assert_eq!((name(0, 0), name(0, 1)), (Some("0.0"), Some("0.0")));
        assert_eq!((name(1, 0), name(1, 1), name(1, 2)), (None, Some("1.0"), Some("1.0")));
        assert!(Atz::zone_grid("no-such-scenario").is_none());
    }

    /// ATZ-CHAR-1: a wound counts in the hex of the wounded character.
    #[test]
    fn a_wound_is_tallied_in_its_hex() {
        let g = Position::new("crossing")
            .character(PlacedCharacter::new("tonya", (2, 5), Some("pistol")))
            .build()
            .expect("a position");
        let mut tally = Tally::new();
        g.tally(&Event::Wounded { c: 0, wounds: 1 }, &mut tally);
        assert_eq!(tally.get("wounds_in.2.5"), 1);
        assert_eq!(tally.get("wounds"), 1);
    }

    /// Over whole random games every wound is tallied in exactly one hex
    /// of the grid.
    #[test]
    fn every_wound_of_a_game_lands_in_a_hex_of_the_grid() {
        let grid = Atz::zone_grid("night-watch").expect("a shipped scenario");
        let mut total = Tally::new();
        for seed in 0..12 {
            let setup = <Atz as RuleSystem>::default_setup("night-watch", 1).expect("a setup");
            let mut m = Match::<Atz>::new(setup, seed).expect("a match");
            let mut rng = HordeRng::new(seed, 1);
            let (mut events, mut legal) = (Vec::new(), Vec::new());
            for _ in 0..5000 {
                let before = m.state().clone();
                events.clear();
                match m.decision() {
                    Decision::Seat(seat) => {
                        legal.clear();
                        m.state().legal_actions(&mut legal);
                        let a = legal[rng.below(legal.len() as u32) as usize];
                        m.act(Actor::Seat(seat), a, &mut events).expect("legal");
                    }
                    Decision::Chance => m.run_chance(&mut events),
                    Decision::Terminal => break,
                }
                for e in &events {
                    before.tally(e, &mut total);
                }
            }
        }
        let by_hex: u64 = total.iter().filter(|(k, _)| k.starts_with("wounds_in.")).map(|(_, n)| n).sum();
        assert!(total.get("wounds") > 0, "random games wound someone");
        assert_eq!(by_hex, total.get("wounds"));
        for (k, _) in total.iter().filter(|(k, _)| k.starts_with("wounds_in.")) {
            assert!(grid.names.iter().any(|n| format!("wounds_in.{n}") == k), "{k} is a hex of the grid");
        }
    }
}
