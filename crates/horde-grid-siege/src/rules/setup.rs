//! What a match starts from: the number of humans, the seats, the setup
//! choices and the optional rules (all off by default, section 7).

use serde::{Deserialize, Serialize};

/// How characters are given out (GS-SETUP-3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CharacterDeal {
    /// Dealt at random: each card is a chance draw.
    #[default]
    Random,
    /// Chosen by the players: each human's seat picks his character.
    Choose,
}

/// How humans are placed (GS-SETUP-6..8, GS-GAP-24).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Placement {
    /// A sheet roll per human, then his seat picks a square of that sheet.
    #[default]
    Random,
    /// Any square of the first row from the board edge (GS-SETUP-8).
    Edge,
}

/// The optional rules (section 7), each off by default, and the Horde
/// safety limit on the length of a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// GS-ACT-6: discarded items stay on the board and may be picked up.
    pub items_stay_on_board: bool,
    /// GS-WIN-4: every human must search every search square.
    pub everyone_searches_everything: bool,
    /// GS-EXPL-2: a separate blast roll for each figure.
    pub separate_blast_rolls: bool,
    /// GS-ZCARD-3: zombie cards only after four searched squares.
    pub zombie_cards_after_four: bool,
    /// GS-ZSPAWN-4: new zombies only on the first row from the board edge.
    pub spawn_on_edge_only: bool,
    /// GS-ZSPAWN-5 "So boring...": an extra zombie after a quiet turn.
    pub so_boring: bool,
    /// GS-CAR-4 "Blocking": no driving away with 4 or more zombies by the car.
    pub blocking: bool,
    /// Rounds after which a match is stopped unfinished, a win for
    /// neither side (GS-GAP-26: the seed has no round limit; a cap of a
    /// simulator or a bot's match only; 0 = no limit, the default).
    pub round_limit: u16,
}

/// A match setup. Seat 0 is the Zombie Player; seats `1..=human_seats`
/// are the Human Players, and human `i` belongs to seat `1 + i % human_seats`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Setup {
    /// Human tokens, 1..=12 (GS-SETUP-2).
    pub humans: u8,
    /// Human Players, 1..=humans (GS-SETUP-1).
    pub human_seats: u8,
    pub characters: CharacterDeal,
    pub placement: Placement,
    pub options: Options,
}

impl Default for Setup {
    fn default() -> Self {
        Self {
            humans: 4,
            human_seats: 1,
            characters: CharacterDeal::Random,
            placement: Placement::Random,
            options: Options::default(),
        }
    }
}

/// The seat of human `human` among `human_seats` Human Players: dealt
/// round the table from seat 1 (GS-SETUP-1).
pub(crate) fn seat_of(human: u8, human_seats: u8) -> u8 {
    1 + human % human_seats.max(1)
}

/// The most humans a match may have (bit masks and action codes assume it).
pub const MAX_HUMANS: u8 = 12;
