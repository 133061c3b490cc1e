//! The baseline: a uniformly random legal action.

use crate::bot::{Bot, NO_LEGAL_ACTION};
use horde_core::rng::stream;
use horde_core::{Game, HordeRng, Seat};

/// Picks uniformly among the legal actions, from the seeded `AI` stream.
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
        assert!(!legal.is_empty(), "{NO_LEGAL_ACTION}");
        // Draw even for a forced move so that the stream position depends
        // only on the number of decisions, not on how many were forced.
        let i = self.rng.below(legal.len() as u32) as usize;
        legal[i]
    }

    /// Draws through [`Game::sample_legal`], whose default lists the
    /// actions and draws the same index from the same stream as
    /// [`Bot::choose`]; a rule system that overrides it draws from the
    /// same distribution without the list.
    fn choose_at(&mut self, game: &G, _seat: Seat, scratch: &mut Vec<G::Action>) -> G::Action {
        game.sample_legal(&mut self.rng, scratch).unwrap_or_else(|| panic!("{NO_LEGAL_ACTION}"))
    }
}
