//! What the simulator needs from a rule system beyond [`Game`].

use horde_core::{Game, Outcome, Seat, SetupError};
use serde::Serialize;
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt::Display;

/// A rule system the simulator can run. The facade implements it once per
/// rule system.
pub trait SimGame: Game {
    /// The setup of one simulated game of `mission`. `seats` is the number
    /// of seats asked for (`None`: the mission's default). `seed` is the
    /// game's own seed, for setups that draw something (a random team);
    /// the same arguments must give the same setup.
    fn setup_for(mission: &str, seats: Option<u8>, seed: u64) -> Result<Self::Setup, SetupError>;

    /// The starting state of `setup`: by default [`Game::new`]. A rule
    /// system whose setup is costly (parsing, building tables) may reuse
    /// work between the games of a simulation here, as long as the state
    /// is exactly the one `Game::new` builds.
    fn start(setup: &Self::Setup) -> Result<Self, SetupError> {
        Self::new(setup)
    }

    /// The current round, from 1; at the end, the round the game ended in.
    fn round(&self) -> u32;

    /// At a finished game the players lost: why, in a few fixed words
    /// ("all survivors dead", "objective lost"). `None` falls back to the
    /// outcome's reason.
    fn loss_cause(&self) -> Option<&'static str> {
        None
    }

    /// Counts `event` into `tally` (zombies killed by type, wounds per
    /// zone...). `self` is the state right after the action that caused it.
    fn tally(&self, event: &Self::Event, tally: &mut Tally) {
        let _ = (event, tally);
    }

    /// Whether a finished game counts as won: by default, when anybody won
    /// (cooperative games: the team won). Competitive rule systems pick the
    /// seat the report is about.
    fn is_win(&self, outcome: &Outcome) -> bool {
        !outcome.winners.is_empty()
    }

    /// The side `seat` plays in this game, where seats differ by more
    /// than their place at the table: a faction dealt at setup, a role
    /// ("zombies"). The simulator reports win rates per side as well as
    /// per seat, so a side's strength is not mistaken for a seat's.
    /// `None` (the default): the seat plays no side of its own.
    fn side(&self, seat: Seat) -> Option<String> {
        let _ = seat;
        None
    }

    /// The board of `mission` as a grid of named places, for the heat map
    /// of [`SimGame::tally`] counters keyed `"{prefix}.{place}"` (wounds by
    /// zone...). `None`: the rule system draws no heat map.
    fn zone_grid(mission: &str) -> Option<ZoneGrid> {
        let _ = mission;
        None
    }
}

/// A board drawn as a grid of cells, each belonging to a named place (a
/// zone, a square) or to none (off the board). Heat maps colour every
/// cell by the counter of its place.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ZoneGrid {
    pub width: usize,
    pub height: usize,
    /// Row-major, `width * height` cells: an index into `names`, or `None`.
    pub cells: Vec<Option<u16>>,
    /// The place names, as used in tally keys.
    pub names: Vec<String>,
}

impl ZoneGrid {
    /// The place of cell `(x, y)`, if any.
    pub fn place(&self, x: usize, y: usize) -> Option<usize> {
        if x >= self.width || y >= self.height {
            return None;
        }
        self.cells.get(y * self.width + x).copied().flatten().map(usize::from)
    }
}

/// Named counters of one game or a whole simulation, in key order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Tally(BTreeMap<Cow<'static, str>, u64>);

impl Tally {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `n` to `key`. A `&'static str` key costs no allocation.
    pub fn add(&mut self, key: impl Into<Cow<'static, str>>, n: u64) {
        *self.0.entry(key.into()).or_insert(0) += n;
    }

    /// Adds `n` to `"{category}.{item}"`, e.g. `killed.walker`.
    pub fn add_keyed(&mut self, category: &str, item: impl Display, n: u64) {
        self.add(format!("{category}.{item}"), n);
    }

    pub fn get(&self, key: &str) -> u64 {
        self.0.get(key).copied().unwrap_or(0)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, u64)> {
        self.0.iter().map(|(k, &v)| (k.as_ref(), v))
    }

    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.0.keys().map(AsRef::as_ref)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Adds every counter of `other`.
    pub fn merge(&mut self, other: &Tally) {
        for (k, &v) in &other.0 {
            *self.0.entry(k.clone()).or_insert(0) += v;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tallies_add_and_merge_in_key_order() {
        let mut a = Tally::new();
        a.add("wounds", 2);
        a.add_keyed("killed", "walker", 3);
        a.add("wounds", 1);
        let mut b = Tally::new();
        b.add_keyed("killed", "runner", 1);
        b.add_keyed("killed", "walker", 1);
        a.merge(&b);
        assert_eq!(a.iter().collect::<Vec<_>>(), [("killed.runner", 1), ("killed.walker", 4), ("wounds", 3)]);
        assert_eq!((a.get("wounds"), a.get("nothing"), a.len()), (3, 0, 3));
        assert_eq!(serde_json::to_string(&a).unwrap(), r#"{"killed.runner":1,"killed.walker":4,"wounds":3}"#);
    }
}
