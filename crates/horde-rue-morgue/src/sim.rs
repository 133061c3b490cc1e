//! Rue Morgue in the simulator: setups of simulated games, rounds, causes
//! of loss and the counters a mission designer reads (zombies killed by
//! kind, survivors lost, wounds by zone).

use crate::content::ZombieKind;
use crate::map::{Map, NO_ZONE};
use crate::mission::{self, MissionDef};
use crate::rules::{Event, LossReason, MatchResult, MissionChoice, RueMorgue, SeatSetup, Setup};
use horde_core::SetupError;
use horde_rules::{SimGame, Tally, ZoneGrid};
use std::cell::RefCell;

/// The default team: two of the three pilots (RM-HELI-6), a paratrooper
/// (RM-HELI-4) and three fighters, so every builtin mission's helicopter
/// and exit can be used.
pub const DEFAULT_TEAM: [&str; 6] = ["parker", "terry", "dan", "katie", "bear", "jane"];

/// A ready-to-play setup of a builtin mission with the default team dealt
/// round `seats` seats, or a message naming what is wrong. A competitive
/// mission gets `seats` rival teams instead, at least two and at most four
/// ([`competitive_setup`]).
pub fn default_setup(mission_id: &str, seats: u8) -> Result<Setup, String> {
    if mission::builtin_mission(mission_id).is_none() {
        let known: Vec<&str> = mission::builtin_ids().collect();
        return Err(format!("unknown mission {mission_id:?} for rue-morgue; available: {}", known.join(", ")));
    }
    let competitive = mission::builtin_mission(mission_id)
        .and_then(Result::ok)
        .is_some_and(|m| m.def.mode == mission::Mode::Competitive);
    team_setup(mission_id, competitive, seats)
}

/// [`default_setup`] for a mission given in full (a designer's mission
/// file, compiled), so it can be simulated like a shipped one.
pub fn setup_with_mission(def: MissionDef, seats: u8) -> Result<Setup, String> {
    let mut setup = team_setup(&def.id, def.mode == mission::Mode::Competitive, seats)?;
    setup.mission = MissionChoice::Inline(Box::new(def));
    Ok(setup)
}

fn team_setup(mission_id: &str, competitive: bool, seats: u8) -> Result<Setup, String> {
    if !(1..=6).contains(&seats) {
        return Err(format!("Rue Morgue is played by 1 to 6 players with the default team of 6; got {seats}"));
    }
    if competitive {
        return Ok(competitive_setup(mission_id, seats.clamp(2, 4)));
    }
    let mut setup = Setup::solo(mission_id, &DEFAULT_TEAM, None);
    // Deal the survivors round the table, as players would share them.
    setup.seats = (0..seats)
        .map(|s| SeatSetup {
            survivors: DEFAULT_TEAM.iter().skip(s as usize).step_by(seats as usize).map(|s| (*s).to_owned()).collect(),
            team: 0,
        })
        .collect();
    Ok(setup)
}

/// Rival teams for a competitive mission (RM-VS-1), one seat each, with
/// equal teams (RM-SETUP-4): 2 teams of 3, 3 of 2, or 4 of 2 (two more
/// survivors join the default six).
pub fn competitive_setup(mission_id: &str, teams: u8) -> Setup {
    const EXTRA: [&str; 2] = ["maddie", "joe"];
    let teams = teams.clamp(1, 4) as usize;
    let per_team = if teams == 4 { 2 } else { DEFAULT_TEAM.len() / teams };
    let pool: Vec<&str> = DEFAULT_TEAM.iter().chain(EXTRA.iter()).copied().collect();
    let teams: Vec<&[&str]> = pool.chunks(per_team).take(teams).collect();
    Setup::rival_teams(mission_id, &teams, None)
}

/// Tally keys of zombies killed, by [`ZombieKind::index`].
pub const KILLED_KEYS: [&str; 5] =
    ["killed.walker", "killed.fatty", "killed.runner", "killed.crawler", "killed.abomination"];

/// Tally key prefixes of the heat map: a wound or a death in a zone
/// counts under `"{prefix}.{zone id}"`.
pub const WOUNDS_IN: &str = "wounds_in";
pub const DEATHS_IN: &str = "deaths_in";

/// Causes of loss, most specific first.
const ALL_DEAD_BY: [&str; 5] = [
    "all survivors dead (walkers)",
    "all survivors dead (fatties)",
    "all survivors dead (runners)",
    "all survivors dead (crawlers)",
    "all survivors dead (Abomination)",
];
const SURVIVOR_LOST_BY: [&str; 5] = [
    "a survivor died (walkers)",
    "a survivor died (fatties)",
    "a survivor died (runners)",
    "a survivor died (crawlers)",
    "a survivor died (Abomination)",
];

impl RueMorgue {
    /// The zombie kind most to blame for the deaths of a finished game:
    /// among the zones where dead survivors lie, the kind with the most
    /// miniatures, weighted by how many wounds one of them deals in an
    /// activation (runners act twice). `None` when no zombie stands there
    /// (a survivor's stray shot).
    fn killers(&self) -> Option<ZombieKind> {
        let mut weight = [0u32; 5];
        let mut seen = 0u64;
        for sv in &self.s.survivors[..self.s.n_surv as usize] {
            if sv.alive() || sv.zone == NO_ZONE || seen & (1 << sv.zone) != 0 {
                continue;
            }
            seen |= 1 << sv.zone;
            for (k, w) in weight.iter_mut().enumerate() {
                let actions = u32::from(self.st.kinds[k].actions.max(1));
                *w += u32::from(self.s.zombies[sv.zone as usize][k]) * actions;
            }
        }
        // `max_by_key` keeps the last of equals: ties go to the more
        // dangerous kind (higher index).
        let (k, &w) = weight.iter().enumerate().max_by_key(|(_, w)| **w)?;
        (w > 0).then(|| ZombieKind::ALL[k])
    }

    fn first_team_won(&self) -> bool {
        self.competitive_outcome().winners.contains(&horde_core::Seat(0))
    }

    fn alive_count(&self) -> u64 {
        self.s.survivors[..self.s.n_surv as usize].iter().filter(|s| s.alive()).count() as u64
    }
}

impl SimGame for RueMorgue {
    /// One seat controls the whole default team unless more seats are
    /// asked for.
    fn setup_for(mission: &str, seats: Option<u8>, _seed: u64) -> Result<Setup, SetupError> {
        default_setup(mission, seats.unwrap_or(1)).map_err(SetupError)
    }

    /// Building a match clones the content catalog and derives its tables
    /// (about a third of a random game's time); the games of a simulation
    /// share their setup, so each thread keeps the last starting state and
    /// clones it (one reference count) while the setup stays the same.
    fn start(setup: &Setup) -> Result<Self, SetupError> {
        thread_local! {
            static LAST: RefCell<Option<(Setup, RueMorgue)>> = const { RefCell::new(None) };
        }
        LAST.with(|last| {
            let mut last = last.borrow_mut();
            if let Some((s, g)) = last.as_ref()
                && s == setup
            {
                return Ok(g.clone());
            }
            let g = <RueMorgue as horde_core::Game>::new(setup)?;
            *last = Some((setup.clone(), g.clone()));
            Ok(g)
        })
    }

    /// A competitive report is about the first seat's team: won when it
    /// has the best total (a shared best included).
    fn is_win(&self, outcome: &horde_core::Outcome) -> bool {
        if self.s.result == MatchResult::Scored { self.first_team_won() } else { !outcome.winners.is_empty() }
    }

    fn round(&self) -> u32 {
        u32::from(self.s.turn.max(1))
    }

    fn loss_cause(&self) -> Option<&'static str> {
        let why = match self.s.result {
            MatchResult::Scored => {
                return (!self.first_team_won()).then_some("outscored by a rival team (RM-VS-2)");
            }
            MatchResult::Lost(why) => why,
            MatchResult::Running | MatchResult::Won => return None,
        };
        Some(match why {
            LossReason::AllDead => {
                self.killers().map_or("all survivors dead (friendly fire)", |k| ALL_DEAD_BY[k.index()])
            }
            LossReason::SurvivorDied => {
                self.killers().map_or("a survivor died (friendly fire)", |k| SURVIVOR_LOST_BY[k.index()])
            }
            LossReason::TurnLimit => "turn limit",
        })
    }

    fn tally(&self, event: &Event, tally: &mut Tally) {
        let zone_name = |z: u8| self.st.map().zones.get(z as usize).map_or("?", |z| z.id.as_str());
        match *event {
            Event::ZombieKilled { kind, .. } => tally.add(KILLED_KEYS[kind.index()], 1),
            Event::WoundTaken { survivor, .. } => {
                tally.add("wounds", 1);
                let zone = self.s.survivors[survivor as usize].zone;
                tally.add_keyed(WOUNDS_IN, zone_name(zone), 1);
            }
            Event::SurvivorDied { zone, .. } => {
                tally.add("survivors_dead", 1);
                tally.add_keyed(DEATHS_IN, zone_name(zone), 1);
            }
            Event::ObjectiveTaken { .. } => tally.add("objectives", 1),
            Event::DoorOpened { .. } => tally.add("doors_opened", 1),
            Event::Searched { .. } => tally.add("searches", 1),
            Event::Victory | Event::Defeat { .. } | Event::GameScored { .. } => {
                tally.add("survivors_alive", self.alive_count())
            }
            _ => {}
        }
    }

    fn zone_grid(mission_id: &str) -> Option<ZoneGrid> {
        Some(zone_grid_of(&mission::builtin_mission(mission_id)?.ok()?.map))
    }
}

/// The zones of `map` as the simulator's heat-map grid.
pub fn zone_grid_of(map: &Map) -> ZoneGrid {
    ZoneGrid {
        width: map.width,
        height: map.height,
        cells: map.cells.iter().map(|&z| (z != NO_ZONE).then_some(u16::from(z))).collect(),
        names: map.zones.iter().map(|z| z.id.clone()).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use horde_ai::RandomBot;
    use horde_core::Game;
    use horde_sim::{SimConfig, run};

    #[test]
    fn default_setups_start_and_refuse_nonsense() {
        for seats in 1..=6 {
            let setup = default_setup("tutorial-1", seats).unwrap();
            assert_eq!(RueMorgue::new(&setup).unwrap().num_seats(), seats as usize);
        }
        assert!(default_setup("tutorial-1", 7).unwrap_err().contains("1 to 6"));
        assert!(default_setup("nowhere", 1).unwrap_err().contains("available: tutorial-1"));
    }

    #[test]
    fn competitive_simulations_report_the_first_team() {
        // Ten random games of M11 by two rival teams: each is scored; the
        // first seat's team wins or is outscored (RM-VS-2).
        let run = run::<RueMorgue, _, _>(&SimConfig::new("m11", 10, 5).threads(1), |_| RandomBot::new(0))
            .expect("m11 simulates");
        let r = &run.report;
        assert_eq!((r.games, r.unfinished), (10, 0));
        let lost: u64 = r.loss_causes.iter().map(|c| c.games).sum();
        assert!(r.loss_causes.iter().all(|c| c.cause == "outscored by a rival team (RM-VS-2)"), "{:?}", r.loss_causes);
        assert_eq!(lost + r.wins, 10);
    }

    #[test]
    fn random_games_finish_with_causes_and_tallies() {
        let run = run::<RueMorgue, _, _>(&SimConfig::new("tutorial-1", 12, 3).threads(1), |_| RandomBot::new(0))
            .expect("the tutorial simulates");
        let r = &run.report;
        assert_eq!((r.games, r.unfinished), (12, 0));
        assert!(r.mean_rounds >= 1.0);
        assert!(r.loss_causes.iter().all(|c| !c.cause.is_empty()));
        for rec in &run.records {
            let alive = rec.tally.get("survivors_alive");
            assert_eq!(alive + rec.tally.get("survivors_dead"), DEFAULT_TEAM.len() as u64, "{rec:?}");
        }
        let setup = default_setup("tutorial-1", 2).unwrap();
        let (fresh, reused) = (RueMorgue::new(&setup).unwrap(), RueMorgue::start(&setup).unwrap());
        assert_eq!(fresh.state(), reused.state());
        // The second start shares the first one's tables: it was reused.
        assert_eq!(RueMorgue::start(&setup).unwrap(), reused);
        let grid = RueMorgue::zone_grid("tutorial-1").expect("a map");
        assert_eq!(grid.cells.len(), grid.width * grid.height);
        assert!(grid.names.iter().any(|n| n == "st4"));
    }
}
