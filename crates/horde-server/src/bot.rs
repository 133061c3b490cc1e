//! Server-side bots, behind a small trait so the real bots crate can
//! replace the placeholder without touching the match actor.

use horde_core::rng::stream;
use horde_core::{Game, HordeRng, Match, Seat};

/// A bot for rule system `G`: given the match, pick one of `legal`.
pub trait Bot<G: Game> {
    fn choose(&mut self, game: &Match<G>, seat: Seat, legal: &[G::Action]) -> G::Action;
}

/// Picks uniformly among the legal actions. Its stream is derived from
/// the match seed and the log length, so a reloaded match gets the same
/// bot moves as it would have (nice for reproducing a bug report).
#[derive(Debug)]
pub struct RandomBot;

impl<G: Game> Bot<G> for RandomBot {
    fn choose(&mut self, game: &Match<G>, _seat: Seat, legal: &[G::Action]) -> G::Action {
        let mut rng = HordeRng::derived(game.seed(), stream::AI, game.log().len() as u64);
        let n = u32::try_from(legal.len()).unwrap_or(u32::MAX);
        legal[rng.below(n) as usize]
    }
}

/// The bots a seat can be given, by name.
pub const BOT_NAMES: &[&str] = &["random"];

/// The default bot for a seat handed to a bot without a name.
pub const DEFAULT_BOT: &str = "random";

fn make<G: Game>(name: &str) -> Option<Box<dyn Bot<G>>> {
    match name {
        "random" => Some(Box::new(RandomBot)),
        _ => None,
    }
}

/// What bot `name` plays for `seat`, or `None` if it is not that seat's
/// turn, the seat has no legal action, or there is no such bot.
pub(crate) fn choose<G: Game>(name: &str, game: &Match<G>, seat: Seat) -> Option<G::Action> {
    if game.decision() != horde_core::Decision::Seat(seat) {
        return None;
    }
    let mut legal = Vec::new();
    game.state().legal_actions(&mut legal);
    if legal.is_empty() {
        return None;
    }
    Some(make::<G>(name)?.choose(game, seat, &legal))
}
