//! Who acts and who looks.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A place at the table. Seats are numbered from 0 in play order of the setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// Whoever takes an action: a seat, or chance (dice, draws), which the
/// rules treat as a seat of its own so that every outcome is logged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Actor {
    Seat(Seat),
    Chance,
}

impl fmt::Display for Actor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Seat(s) => s.fmt(f),
            Self::Chance => f.write_str("chance"),
        }
    }
}

/// Whoever looks at the game: a seat sees its own secrets, a spectator none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Viewer {
    Seat(Seat),
    Spectator,
}

/// What the match is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// This seat must pick one of the legal actions.
    Seat(Seat),
    /// A die, a draw or another random outcome must resolve.
    Chance,
    /// The match is over; see [`crate::Game::outcome`].
    Terminal,
}

impl Decision {
    pub const fn actor(self) -> Option<Actor> {
        match self {
            Self::Seat(s) => Some(Actor::Seat(s)),
            Self::Chance => Some(Actor::Chance),
            Self::Terminal => None,
        }
    }
}
