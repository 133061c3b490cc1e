//! Who plays the seats that no person plays: `horde-ai`'s bots, built
//! from the rule system's own policy and evaluator (`G::bot_parts()`).
//!
//! `--bot` names them as the browser's lobby does (`random`, `heuristic`,
//! `rollout`, `mcts`, a search with a strength: `rollout:strong`), or by
//! full settings as `horde sim` does (`mcts:iterations=500,c=0.7`); one
//! bot for every seat, or one per seat separated by `/` (the last plays
//! every seat after it). Without `--bot` a seat gets the heuristic where
//! the rule system lends it a policy, else the random bot.
//!
//! The searches' strengths are iteration budgets (`horde_ai::choice`):
//! deterministic, and short enough per decision for the screen to keep
//! up; the screen also redraws between bot decisions (`App::update`).

use horde_ai::{Bot, BotChoice, BotSpec, default_kind};
use horde_core::Seat;
use horde_rules::RuleSystem;

/// The bot spec of every seat (`specs[s]` plays seat `s` when no person
/// does) from the `--bot` text, or a message naming what is wrong and
/// what the rule system offers.
pub fn specs<G: RuleSystem>(text: Option<&str>, seats: usize) -> Result<Vec<BotSpec>, String> {
    let parts = G::bot_parts();
    let texts: Vec<&str> = text.map(|t| t.split('/').map(str::trim).collect()).unwrap_or_default();
    if texts.len() > seats.max(1) {
        return Err(format!("--bot: {} bots named for a table of {seats} seats", texts.len()));
    }
    (0..seats)
        .map(|s| {
            let seat = Seat(s as u8);
            match texts.get(s).or(texts.last()) {
                Some(t) => horde_ai::resolve::<G>(t, parts, seat, true).map_err(|e| format!("--bot: {e}")),
                None => Ok(BotChoice::new(default_kind(parts, seat)).spec(true)),
            }
        })
        .collect()
}

/// One bot per seat, built with the rule system's parts.
pub fn build<G: RuleSystem>(specs: &[BotSpec], seed: u64) -> Result<Vec<Box<dyn Bot<G>>>, String> {
    specs
        .iter()
        .enumerate()
        .map(|(s, spec)| spec.build::<G>(G::bot_parts(), Seat(s as u8), seed).map_err(|e| format!("--bot: {e}")))
        .collect()
}

/// One bot per seat from the `--bot` text (see [`specs`]).
pub fn bots<G: RuleSystem>(text: Option<&str>, seats: usize, seed: u64) -> Result<Vec<Box<dyn Bot<G>>>, String> {
    build::<G>(&specs::<G>(text, seats)?, seed)
}

/// The seed a bot gets before the decision at log position `at`. The
/// session reseeds before every decision, so a loaded game's bots choose
/// as they would have in the game that was saved (the browser seeds its
/// bots the same way).
pub fn decision_seed(match_seed: u64, seat: Seat, at: usize) -> u64 {
    horde_ai::decision_seed(match_seed, seat, at)
}
