//! Who plays the seats that no person plays: `horde-ai`'s bots, named by
//! the same short text as everywhere else (`random`, `mcts:500`, ...).

use horde_ai::{Bot, BotSpec, NoParts};
use horde_core::rng::mix;
use horde_core::{Game, Seat};
use std::str::FromStr;

/// One bot per seat from `spec`, or a message naming what is wrong.
///
/// Rule systems bring no policy or evaluator to the terminal yet, so the
/// kinds that need one (heuristic, greedy) are refused with `horde-ai`'s
/// own message; random and MCTS work for every game.
pub fn bots<G: Game + 'static>(spec: &str, seats: usize, seed: u64) -> Result<Vec<Box<dyn Bot<G>>>, String> {
    let spec = BotSpec::from_str(spec).map_err(|e| format!("--bot: {e}"))?;
    (0..seats).map(|s| spec.build::<G>(&NoParts, Seat(s as u8), seed).map_err(|e| format!("--bot: {e}"))).collect()
}

/// The seed a bot gets before the decision at log position `at`. The
/// session reseeds before every decision, so a loaded game's bots choose
/// as they would have in the game that was saved.
pub fn decision_seed(match_seed: u64, seat: Seat, at: usize) -> u64 {
    mix(match_seed ^ mix(at as u64) ^ (u64::from(seat.0) << 56))
}
