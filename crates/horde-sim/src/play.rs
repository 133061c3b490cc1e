//! One simulated game, driven without a log.
//!
//! The driver follows the seeding of [`horde_core::Match`]: chance draw `k`
//! of a game with seed `s` uses `HordeRng::derived(s, stream::CHANCE, k)`.
//! A simulated game is therefore exactly the match `Match::new(setup, s)`
//! played by bots reset with [`bot_seed`]: any game of a report can be
//! replayed and watched.

use horde_ai::Bot;
use horde_core::rng::stream;
use horde_core::{Decision, Game, HordeRng, Seat};
use horde_rules::sim::{SimGame, Tally};
use serde::Serialize;

/// The seed of game `index` of a simulation with master seed `seed`.
pub fn game_seed(seed: u64, index: u64) -> u64 {
    HordeRng::derived(seed, stream::SIM, index).next_u64()
}

/// The seed a bot at `seat` is reset with in a game with seed `game_seed`.
pub fn bot_seed(game_seed: u64, seat: Seat) -> u64 {
    HordeRng::derived(game_seed, stream::AI, u64::from(seat.0)).next_u64()
}

/// The result of one game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameRecord {
    /// Position in the simulation, from 0.
    pub index: u64,
    /// The game's seed (see [`game_seed`]).
    pub seed: u64,
    pub won: bool,
    /// `false` when the game hit the step limit (counted as a loss).
    pub finished: bool,
    /// Seats at the table.
    pub seats: u8,
    /// The side of each seat ([`SimGame::side`]), in seat order; empty
    /// when the rule system names none.
    pub sides: Vec<String>,
    pub winners: Vec<u8>,
    pub scores: Vec<i32>,
    pub rounds: u32,
    /// Decisions taken by seats.
    pub steps: u64,
    pub chance_draws: u64,
    /// Why a lost game was lost; `None` for wins.
    pub loss_cause: Option<String>,
    /// The outcome's reason, for people.
    pub reason: String,
    /// [`Game::state_hash`] of the final state, to check replays.
    pub state_hash: u64,
    pub tally: Tally,
}

/// Reusable buffers of the driver (one per worker thread).
#[derive(Debug)]
pub struct Scratch<G: Game> {
    legal: Vec<G::Action>,
    outcomes: Vec<(G::Action, u32)>,
    events: Vec<G::Event>,
}

impl<G: Game> Default for Scratch<G> {
    fn default() -> Self {
        Self { legal: Vec::new(), outcomes: Vec::new(), events: Vec::new() }
    }
}

/// The cause recorded for games stopped by the step limit.
pub const STEP_LIMIT: &str = "step limit";

/// Plays `state` to the end (or `max_steps` decisions, chance included)
/// with `bots[s]` at seat `s`, each reset first with [`bot_seed`].
///
/// # Panics
/// When there are fewer bots than seats, when a bot plays an action that
/// is not legal, or when the rule system offers a chance decision without
/// outcomes: all bugs, not input errors.
pub fn play_game<G: SimGame, B: Bot<G>>(
    mut state: G,
    index: u64,
    seed: u64,
    bots: &mut [B],
    max_steps: u64,
    scratch: &mut Scratch<G>,
) -> GameRecord {
    assert!(bots.len() >= state.num_seats(), "{} bots for {} seats", bots.len(), state.num_seats());
    for (s, bot) in bots.iter_mut().enumerate() {
        bot.reset(bot_seed(seed, Seat(s as u8)));
    }
    let mut tally = Tally::new();
    let (mut steps, mut chance_draws) = (0u64, 0u64);
    loop {
        let action = match state.decision() {
            Decision::Terminal => break,
            _ if steps + chance_draws >= max_steps => break,
            Decision::Chance => {
                let mut rng = HordeRng::derived(seed, stream::CHANCE, chance_draws);
                let Some(outcome) = state.sample_chance(&mut rng, &mut scratch.outcomes) else {
                    panic!("{}: chance decision with no outcome", G::ID);
                };
                chance_draws += 1;
                outcome
            }
            Decision::Seat(seat) => {
                // A bot lists the actions only if it needs them (the random
                // bot draws through `Game::sample_legal`); a listing bot's
                // answer is checked against its list.
                let action = bots[seat.index()].choose_at(&state, seat, &mut scratch.legal);
                steps += 1;
                action
            }
        };
        state.apply_unchecked(action, &mut scratch.events);
        for event in scratch.events.drain(..) {
            state.tally(&event, &mut tally);
        }
    }
    record(&state, index, seed, steps, chance_draws, tally)
}

fn record<G: SimGame>(state: &G, index: u64, seed: u64, steps: u64, chance_draws: u64, tally: Tally) -> GameRecord {
    let outcome = state.outcome().filter(|_| state.decision() == Decision::Terminal);
    let finished = outcome.is_some();
    let won = outcome.as_ref().is_some_and(|o| state.is_win(o));
    let loss_cause = match &outcome {
        _ if won => None,
        None => Some(STEP_LIMIT.to_owned()),
        Some(o) => Some(state.loss_cause().map_or_else(|| o.reason.clone(), str::to_owned)),
    };
    let (winners, scores, reason) = match outcome {
        Some(o) => (o.winners.iter().map(|s| s.0).collect(), o.scores, o.reason),
        None => (Vec::new(), Vec::new(), STEP_LIMIT.to_owned()),
    };
    // Seats are numbered by a u8, so a table never holds more.
    let seats = u8::try_from(state.num_seats()).unwrap_or(u8::MAX);
    let sides: Option<Vec<String>> = (0..seats).map(|s| state.side(Seat(s))).collect();
    GameRecord {
        index,
        seed,
        won,
        finished,
        seats,
        sides: sides.unwrap_or_default(),
        winners,
        scores,
        rounds: state.round(),
        steps,
        chance_draws,
        loss_cause,
        reason,
        state_hash: state.state_hash(),
        tally,
    }
}
