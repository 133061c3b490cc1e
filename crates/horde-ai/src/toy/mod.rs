//! Two tiny reference games for tests, benches and examples.
//!
//! - [`Pig`]: the dice game of push-your-luck, for 1 to 4 seats. Perfect
//!   information, chance at every roll, and real skill (when to bank).
//!   Played solo it is a "mission": reach the target within a number of
//!   rounds.
//! - [`Kuhn`]: Kuhn poker, the smallest poker. Two seats, hidden cards,
//!   for information-set search.
//!
//! They are deliberately small and cheap to clone: bot and simulator tests
//! need thousands of games in a second.

mod kuhn;
mod pig;

pub use kuhn::{Kuhn, KuhnAction, KuhnEvent, KuhnView};
pub use pig::{HoldAt, PIG_MISSIONS, Pig, PigAction, PigEvent, PigSetup, pig_progress};
