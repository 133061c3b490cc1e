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

    /// Picks an action of `seat` at `game`'s current decision, which has
    /// at least one legal action, listing them only if the bot needs the
    /// list. `scratch` is working space the caller reuses; its contents
    /// afterwards are unspecified.
    ///
    /// The default lists the actions into `scratch`, calls
    /// [`Bot::choose`] and panics if the bot's answer is not listed (a bug
    /// of the bot); a bot that can draw without the list (the random bot,
    /// through [`Game::sample_legal`], whose distribution the conformance
    /// suite checks) overrides it.
    fn choose_at(&mut self, game: &G, seat: Seat, scratch: &mut Vec<G::Action>) -> G::Action {
        scratch.clear();
        game.legal_actions(scratch);
        let action = self.choose(game, seat, scratch);
        assert!(scratch.contains(&action), "{} played {action}, which is not legal", self.name());
        action
    }
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
    fn choose_at(&mut self, game: &G, seat: Seat, scratch: &mut Vec<G::Action>) -> G::Action {
        (**self).choose_at(game, seat, scratch)
    }
}

/// The panic message when a caller breaks the "never empty" precondition.
pub(crate) const NO_LEGAL_ACTION: &str = "a bot was asked to choose with no legal action";
