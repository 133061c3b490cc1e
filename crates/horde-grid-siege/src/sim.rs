//! Grid Siege in the simulator. Reports are about the humans: a game
//! counts as won when the humans win, whoever plays the zombies.

use crate::content::content;
use crate::rules::event::Event;
use crate::rules::geom::Pos;
use crate::rules::setup::Setup;
use crate::rules::state::{Ended, GridSiege, ZOMBIE_SEAT};
use horde_core::{Outcome, Seat, SetupError};
use horde_rules::{SimGame, Tally, ZoneGrid};

/// Grid Siege has one board; its only mission is the standard siege.
pub const MISSION: &str = "siege";

/// The standard siege with `seats` seats: seat 0 plays the zombies, the
/// others share the four humans.
pub fn default_setup(mission: &str, seats: u8) -> Result<Setup, String> {
    if mission != MISSION {
        return Err(format!("unknown mission {mission:?} for grid-siege; available: {MISSION}"));
    }
    if !(2..=5).contains(&seats) {
        return Err(format!("the default Grid Siege table has 2 to 5 seats (one zombie player); got {seats}"));
    }
    Ok(Setup { human_seats: seats - 1, ..Setup::default() })
}

/// The simulator's own stop (GS-GAP-26): a game still running after this
/// many rounds is reported unfinished, a win for neither side.
pub const SIM_ROUND_CAP: u16 = 100;

/// Tally key prefixes of the heat map (by square, `"wounds_at.C7"`).
pub const WOUNDS_AT: &str = "wounds_at";
pub const DEATHS_AT: &str = "deaths_at";

impl SimGame for GridSiege {
    /// Two seats unless more are asked for: the zombies and one player
    /// with the four humans.
    /// A simulated game is stopped after [`SIM_ROUND_CAP`] rounds and then
    /// counts as unfinished, never as a win (GS-GAP-26).
    fn setup_for(mission: &str, seats: Option<u8>, _seed: u64) -> Result<Setup, SetupError> {
        let mut setup = default_setup(mission, seats.unwrap_or(2)).map_err(SetupError)?;
        setup.options.round_limit = SIM_ROUND_CAP;
        Ok(setup)
    }

    /// The round limit ends a match as the round after the last begins:
    /// that round is not played, so it does not count.
    fn round(&self) -> u32 {
        let limit = self.opts.round_limit;
        let played = if limit > 0 { self.round.min(limit) } else { self.round };
        u32::from(played.max(1))
    }

    fn loss_cause(&self) -> Option<&'static str> {
        match self.ended()? {
            Ended::DroveAway | Ended::Barricaded { .. } => None,
            Ended::AllDead => Some("all humans dead"),
            Ended::RoundLimit { .. } => Some("unfinished at the round cap"),
        }
    }

    fn tally(&self, event: &Event, tally: &mut Tally) {
        let at = |h: u8| self.humans.get(usize::from(h)).map_or(Pos::new(0, 0), |h| h.pos);
        match event {
            Event::ZombieKilled { .. } => tally.add("killed.zombie", 1),
            Event::Wounded { human, .. } => {
                tally.add("wounds", 1);
                tally.add_keyed(WOUNDS_AT, at(*human), 1);
            }
            Event::Died { human } => {
                tally.add("humans_dead", 1);
                tally.add_keyed(DEATHS_AT, at(*human), 1);
            }
            Event::Sacrificed { .. } => tally.add("sacrifices", 1),
            Event::Searched { .. } => tally.add("searches", 1),
            Event::BarricadeBuilt { .. } => tally.add("barricades_built", 1),
            Event::GameOver { .. } => {
                tally.add("humans_alive", self.living_count() as u64);
                match self.ended() {
                    Some(Ended::DroveAway) => tally.add("won.by_car", 1),
                    Some(Ended::Barricaded { .. }) => tally.add("won.barricaded", 1),
                    _ => {}
                }
            }
            _ => {}
        }
    }

    fn is_win(&self, outcome: &Outcome) -> bool {
        !outcome.winners.is_empty() && !outcome.winners.contains(&Seat(ZOMBIE_SEAT))
    }

    fn zone_grid(mission: &str) -> Option<ZoneGrid> {
        if mission != MISSION {
            return None;
        }
        let map = &content().map;
        let (w, h) = (usize::from(map.width), usize::from(map.height));
        Some(ZoneGrid {
            width: w,
            height: h,
            cells: (0..w * h).map(|i| Some(i as u16)).collect(),
            names: (0..w * h).map(|i| map.pos_of(i).to_string()).collect(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use horde_ai::RandomBot;
    use horde_sim::{SimConfig, run};

    #[test]
    fn random_sieges_finish_and_count() {
        let config = SimConfig::new(MISSION, 6, 5).threads(1);
        let run = run::<GridSiege, _, _>(&config, |_| RandomBot::new(0)).expect("the siege simulates");
        assert_eq!(run.report.games, 6);
        assert!(run.records.iter().all(|r| r.tally.get("humans_alive") <= 4));
        assert!(default_setup("castle", 2).unwrap_err().contains("available: siege"));
        let grid = GridSiege::zone_grid(MISSION).expect("a board");
        assert_eq!(grid.cells.len(), grid.width * grid.height);
    }
}
