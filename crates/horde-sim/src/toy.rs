//! The toy Pig game as a simulated "rule system", for tests, benches and
//! demonstrations of the simulator.

use crate::game::{SimGame, Tally};
use horde_ai::toy::{Pig, PigEvent, PigSetup};
use horde_core::{Game, Outcome, Seat, SetupError};

/// The Pig missions: `solo` (one seat, 50 points in 8 rounds) and `race`
/// (two seats, first to 30).
pub const PIG_MISSIONS: [&str; 2] = ["solo", "race"];

/// Pig reports are about seat 0: "won" means seat 0 won.
impl SimGame for Pig {
    fn setup_for(mission: &str, seats: Option<u8>, _seed: u64) -> Result<PigSetup, SetupError> {
        let setup = match mission {
            "solo" => PigSetup { seats: 1, target: 50, max_rounds: 8 },
            "race" => PigSetup { seats: 2, target: 30, max_rounds: 30 },
            _ => {
                return Err(SetupError(format!("unknown mission {mission:?}; available: {}", PIG_MISSIONS.join(", "))));
            }
        };
        Ok(PigSetup { seats: seats.unwrap_or(setup.seats), ..setup })
    }

    fn round(&self) -> u32 {
        Pig::round(self)
    }

    fn loss_cause(&self) -> Option<&'static str> {
        let outcome = self.outcome()?;
        Some(if outcome.winners.is_empty() {
            "out of rounds"
        } else if outcome.winners.len() > 1 {
            "tied"
        } else {
            "an opponent won"
        })
    }

    fn tally(&self, event: &PigEvent, tally: &mut Tally) {
        match *event {
            PigEvent::Rolled { seat: Seat(0), .. } => tally.add("rolls", 1),
            PigEvent::Busted { seat: Seat(0), lost } => {
                tally.add("busts", 1);
                tally.add("points_lost", u64::from(lost));
            }
            PigEvent::Banked { seat: Seat(0), points } => {
                tally.add("holds", 1);
                tally.add("points_banked", u64::from(points));
            }
            _ => {}
        }
    }

    fn is_win(&self, outcome: &Outcome) -> bool {
        outcome.winners == [Seat(0)]
    }
}
