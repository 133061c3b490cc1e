//! The one interface every bot offers.

use horde_core::{Game, Seat};

/// A player that picks one of the legal actions.
///
/// Determinism contract: after `reset(seed)` a bot behaves exactly like a
/// newly built bot with that seed, so a simulator may reuse one bot per
/// thread across games and still get results independent of scheduling.
pub trait Bot<G: Game> {
    /// A short label for reports ("random", "mcts(iterations=1000)").
    fn name(&self) -> &str;

    /// Prepares for a new game: reseeds the bot's random stream and forgets
    /// anything it learnt.
    fn reset(&mut self, seed: u64);

    /// Picks one of `legal`, which holds every legal action of `seat` at
    /// `game`'s current decision, in ascending order, and is never empty.
    fn choose(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> G::Action;
}

/// Boxed bots let a simulator seat different kinds of bot at one table.
impl<G: Game, B: Bot<G> + ?Sized> Bot<G> for Box<B> {
    fn name(&self) -> &str {
        (**self).name()
    }
    fn reset(&mut self, seed: u64) {
        (**self).reset(seed);
    }
    fn choose(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> G::Action {
        (**self).choose(game, seat, legal)
    }
}

/// The panic message when a caller breaks the "never empty" precondition.
pub(crate) const NO_LEGAL_ACTION: &str = "a bot was asked to choose with no legal action";
