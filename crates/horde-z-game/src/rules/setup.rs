//! What a match starts from (ZG-GAP-2).

use serde::{Deserialize, Serialize};

/// The table: players, the agreed VP target and an optional round limit.
/// A key it does not know is refused, not ignored: a misspelt mode would
/// otherwise silently play the match without it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
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
    /// The optional modes, all off by default (ZG-VAR, ZG-SAB-10).
    #[serde(default)]
    pub options: Options,
}

/// The optional modes of the seed's chapter 6 and the sabotage variant;
/// each is agreed before play and off by default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// ZG-VAR-1: each player starts with a fortified location next to his Base.
    pub quick_start: bool,
    /// ZG-VAR-2: the city's locations lie face down until somebody enters.
    pub fog_of_war: bool,
    /// ZG-VAR-3: the players lay out the city's locations themselves.
    pub local_knowledge: bool,
    /// ZG-SAB-10: "destroy fortification" and "steal cards" come together.
    pub destroy_and_steal: bool,
    /// ZG-VAR-4: a strength-1 zombie card draws another; night 1s are rerolled.
    pub herd_instinct: bool,
    /// ZG-VAR-5: medicine found in the Pharmacy captured this round.
    pub pharmacy_business: bool,
    /// ZG-VAR-6: survivors are searched for in the evening, not found after day fights.
    pub search_for_survivors: bool,
    /// ZG-VAR-7: each faction chooses its characters from a pile of its own.
    pub few_but_effective: bool,
}

impl Setup {
    pub fn new(players: u8) -> Self {
        Self { players, target: None, round_limit: None, options: Options::default() }
    }
}
