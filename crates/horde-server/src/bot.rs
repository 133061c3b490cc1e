//! Server-side bots: `horde-ai`'s bots, built from each rule system's own
//! policy and evaluator (`RuleSystem::bot_parts`), as in the terminal.
//!
//! A client names a bot as the lobby offers it: a kind (`random`,
//! `heuristic`, `rollout`, `mcts`) and, for the two searches, a strength
//! (`rollout:strong`; `normal` when left out). The server stores the
//! exact settings that name stands for (`BotSpec`'s text), so a restarted
//! server plays the same bot even if the names come to mean other
//! settings later. Every decision builds the bot afresh, seeded by
//! `horde_ai::decision_seed` (match seed, seat, log position): a bot's
//! choice depends on nothing else, whether the server restarted or not.
//! Choices are computed off the match actor, on tokio's blocking pool
//! (`actor::schedule_bot`).

use horde_ai::{BotChoice, BotKind, BotSpec, Strength, decision_seed, default_kind, offered_kinds};
use horde_core::{Match, Seat};
use horde_games::RuleSystem;
use serde::Serialize;

/// Every bot kind the server knows, as `GET /api/games` lists them.
pub const BOT_KINDS: [&str; 4] = ["random", "heuristic", "rollout", "mcts"];

/// The strengths of the searching kinds, quickest first.
pub const STRENGTHS: [&str; 3] = ["quick", "normal", "strong"];

/// What a rule system offers a bot seat: the kinds every seat of its
/// tables can have, and the one a seat gets when the client names none.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BotOffer {
    pub kinds: Vec<&'static str>,
    pub default: &'static str,
}

impl BotOffer {
    /// The random bot only: for a rule system whose offer is unknown.
    pub(crate) fn random_only() -> Self {
        Self { kinds: vec![BotKind::Random.name()], default: BotKind::Random.name() }
    }
}

/// The offer of rule system `G` for a table of `seats` seats.
pub(crate) fn offer<G: RuleSystem>(seats: usize) -> BotOffer {
    let parts = G::bot_parts();
    let seats: Vec<Seat> = (0..seats.max(1)).map(|s| Seat(s as u8)).collect();
    let kinds = BotKind::ALL
        .into_iter()
        .filter(|k| seats.iter().all(|&s| offered_kinds(parts, s).contains(k)))
        .map(BotKind::name)
        .collect();
    let heuristic_everywhere = seats.iter().all(|&s| default_kind(parts, s) == BotKind::Heuristic);
    let default = if heuristic_everywhere { BotKind::Heuristic } else { BotKind::Random };
    BotOffer { kinds, default: default.name() }
}

/// The settings to store for a bot on `seat` of rule system `G`, from the
/// name a client sent (`None`: the seat's default, the heuristic where
/// the rule system lends the seat a policy, else random). The error says
/// what the rule system offers.
pub(crate) fn resolve<G: RuleSystem>(name: Option<&str>, seat: Seat) -> Result<String, String> {
    let parts = G::bot_parts();
    let spec = match name {
        None => BotChoice::new(default_kind(parts, seat)).spec(true),
        // Names only: a client cannot ask for a search of any size.
        Some(name) => horde_ai::resolve::<G>(name, parts, seat, false).map_err(|e| e.0)?,
    };
    Ok(spec.to_string())
}

/// How a stored bot is shown: its name (`heuristic`, `rollout:strong`),
/// or the kind of settings no name stands for.
pub fn label(stored: &str) -> String {
    match stored.parse::<BotSpec>() {
        Ok(spec) => match BotChoice::of_spec(&spec) {
            Some(choice) => choice.to_string(),
            None => BotKind::of_spec(&spec).map_or_else(|| stored.to_owned(), |k| k.name().to_owned()),
        },
        Err(_) => stored.to_owned(),
    }
}

/// The strengths as the lobby offers them.
pub(crate) fn strengths() -> [&'static str; 3] {
    Strength::ALL.map(Strength::name)
}

/// What the bot stored as `stored` plays for `seat`, or `None` if it is
/// not that seat's turn, the seat has no legal action, or the settings
/// do not build (logged). CPU-bound: call it off the async runtime.
pub(crate) fn choose<G: RuleSystem>(stored: &str, game: &Match<G>, seat: Seat) -> Option<G::Action> {
    if game.decision() != horde_core::Decision::Seat(seat) {
        return None;
    }
    let mut legal = Vec::new();
    game.state().legal_actions(&mut legal);
    if legal.is_empty() {
        return None;
    }
    let seed = decision_seed(game.seed(), seat, game.log().len());
    let bot = stored.parse::<BotSpec>().and_then(|spec| spec.build::<G>(G::bot_parts(), seat, seed));
    match bot {
        Ok(mut bot) => {
            let action = bot.choose(game.state(), seat, &legal);
            // A bot's pick outside the legal list is a bot bug: play on.
            Some(if legal.contains(&action) { action } else { legal[0] })
        }
        Err(e) => {
            tracing::error!("{}: the bot {stored:?} of {seat} cannot be built: {e}", G::ID);
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::demo::Duel;
    use horde_rue_morgue::RueMorgue;

    #[test]
    fn rule_systems_with_parts_offer_every_kind_and_the_others_random_and_mcts() {
        let rm = offer::<RueMorgue>(2);
        assert_eq!(rm.kinds, BOT_KINDS.to_vec());
        assert_eq!(rm.default, "heuristic");
        let duel = offer::<Duel>(2);
        assert_eq!(duel.kinds, vec!["random", "mcts"]);
        assert_eq!(duel.default, "random");
        assert_eq!(strengths(), STRENGTHS);
    }

    #[test]
    fn names_are_stored_as_settings_and_shown_as_names_again() {
        let stored = resolve::<RueMorgue>(Some("rollout:strong"), Seat(0)).unwrap();
        assert!(stored.starts_with("rollout:rounds=64"), "{stored}");
        assert_eq!(label(&stored), "rollout:strong");
        assert_eq!(label(&resolve::<RueMorgue>(None, Seat(1)).unwrap()), "heuristic");
        assert_eq!(label(&resolve::<Duel>(None, Seat(1)).unwrap()), "random");
        assert_eq!(label(&resolve::<Duel>(Some("mcts"), Seat(1)).unwrap()), "mcts:normal");
        // Stored before the names existed, or by hand: shown by kind.
        assert_eq!(label("random"), "random");
        assert_eq!(label("mcts:iterations=77"), "mcts");
        let err = resolve::<Duel>(Some("heuristic"), Seat(0)).unwrap_err();
        assert!(err.contains("no heuristic bot") && err.contains("offers random, mcts"), "{err}");
        let err = resolve::<RueMorgue>(Some("mcts:iterations=100000000"), Seat(0)).unwrap_err();
        assert!(err.contains("offers random, heuristic, rollout"), "{err}");
    }
}
