//! Who plays the seats that no person plays.
//!
//! [`Bot`] has the shape of `horde-ai`'s bot trait, so its bots (random,
//! heuristic, MCTS) slot in without touching the interface once that crate
//! is on the main line; until then [`RandomBot`] plays.

use horde_core::rng::{mix, stream};
use horde_core::{Game, HordeRng, Seat};

/// A player that picks one of the legal actions.
pub trait Bot<G: Game> {
    /// A short label for the screen ("random").
    fn name(&self) -> &str;

    /// Reseeds the bot. The session reseeds before every decision from the
    /// match seed and the log length, so a loaded game's bots choose as
    /// they would have in the game that was saved.
    fn reset(&mut self, seed: u64);

    /// Picks one of `legal` (ascending, never empty).
    fn choose(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> G::Action;
}

/// A uniformly random legal action from the seeded bot stream.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: HordeRng,
}

impl RandomBot {
    pub fn new(seed: u64) -> Self {
        Self { rng: HordeRng::new(seed, stream::AI) }
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> &str {
        "random"
    }

    fn reset(&mut self, seed: u64) {
        *self = Self::new(seed);
    }

    fn choose(&mut self, _game: &G, _seat: Seat, legal: &[G::Action]) -> G::Action {
        let i = self.rng.below(legal.len().max(1) as u32) as usize;
        legal[i.min(legal.len().saturating_sub(1))]
    }
}

/// The seed a bot gets before the decision at log position `at`.
pub fn decision_seed(match_seed: u64, seat: Seat, at: usize) -> u64 {
    mix(match_seed ^ mix(at as u64) ^ (u64::from(seat.0) << 56))
}
