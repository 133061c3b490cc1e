//! What a match starts from (ZG-GAP-2).

use serde::{Deserialize, Serialize};

/// The table: players, the agreed VP target and an optional round limit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// 2 to 4 (one faction each).
    pub players: u8,
    /// The agreed maximum (ZG-VP-3); `None`: the content's default for
    /// this number of players.
    #[serde(default)]
    pub target: Option<u8>,
    /// Stop after this many rounds; the match then ends unfinished, with
    /// no winner (ZG-GAP-23: a cap of our own, never a win).
    #[serde(default)]
    pub round_limit: Option<u16>,
}

impl Setup {
    pub fn new(players: u8) -> Self {
        Self { players, target: None, round_limit: None }
    }
}
