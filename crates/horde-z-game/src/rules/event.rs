//! What happened, in order.

use crate::content::{Card, CharKind, Deck, FactionId};
use crate::rules::action::{Job, Remedy};
use serde::{Deserialize, Serialize};

/// A character named by owner and archetype (its number may change when
/// others die).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Who {
    pub seat: u8,
    pub kind: CharKind,
}

/// Why a figure lies on its side (ZG-CTX-3, ZG-GAP-8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Posture {
    Standing,
    /// Exhausted by hunger (ZG-GAP-5).
    Hungry,
    /// Exhausted by a retreat from battle (ZG-RETREAT-3, ZG-GAP-7).
    Retreated,
    /// Laid down by the flare-up and not stood up (ZG-DIS-4).
    Sick,
}

/// Why a character died.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Death {
    /// Exhausted in a location lost at night (ZG-RETREAT-1).
    Exhausted,
    /// No location to retreat to (ZG-RETREAT-2, ZG-GAP-7/21).
    Cornered,
    /// Lost to the infection (ZG-INF-3).
    Infection,
}

/// The phases announced as they begin (ZG-GAP-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Setup,
    Morning,
    Movement,
    DayFights,
    Building,
    Sabotage,
    Cures,
    FlareUp,
    NightAttack,
    Infection,
    Labour,
    NightVp,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    FactionDealt {
        seat: u8,
        faction: FactionId,
    },
    TileDealt {
        loc: u8,
        tile: u8,
    },
    FirstPlayer {
        seat: u8,
    },
    RoundStarted {
        round: u16,
    },
    PhaseStarted {
        phase: Phase,
    },
    /// A character card placed on the board (face up).
    Recruited {
        who: Who,
        loc: u8,
    },
    /// `card` is `None` for viewers who may not see it.
    CardDrawn {
        seat: u8,
        deck: Deck,
        card: Option<Card>,
    },
    Income {
        seat: u8,
        food: u8,
        medicine: u8,
    },
    Hunger {
        seat: u8,
        eaten: u8,
        unfed: u8,
    },
    LaidDown {
        who: Who,
        loc: u8,
        posture: Posture,
    },
    Moved {
        who: Who,
        from: u8,
        to: u8,
    },
    /// A zombie card turned up for a day fight.
    ZombieCard {
        loc: u8,
        strength: u8,
    },
    NightDie {
        loc: u8,
        die: u8,
    },
    /// After a won day fight: a 1 brings a survivor (ZG-GAP-7).
    RecruitRoll {
        seat: u8,
        loc: u8,
        die: u8,
    },
    /// Cards played openly (weapons, squad cards, Car, Ration).
    Played {
        seat: u8,
        card: Card,
        count: u8,
    },
    /// A fight against zombies: the defence and the zombies' strength.
    Fought {
        seat: u8,
        loc: u8,
        defence: u8,
        zombies: u8,
        won: bool,
        night: bool,
    },
    /// A sabotage struck (ZG-SAB-4/5): its roll and whether it worked.
    Sabotage {
        seat: u8,
        target: u8,
        kind: crate::rules::action::SabKind,
        die: u8,
        success: bool,
    },
    /// A card stolen (ZG-SAB-9); `card` only for the two players concerned.
    Stolen {
        from: u8,
        to: u8,
        card: Option<Card>,
    },
    /// A horde finds nobody: ruins, neutral (ZG-SAB-8, ZG-GAP-20).
    Overrun {
        loc: u8,
    },
    /// A day fight between factions (ZG-GAP-7): both totals.
    Duel {
        loc: u8,
        attacker: u8,
        defender: u8,
        attack: u8,
        defence: u8,
    },
    Captured {
        seat: u8,
        loc: u8,
    },
    Lost {
        seat: u8,
        loc: u8,
    },
    Retreated {
        who: Who,
        from: u8,
        to: u8,
    },
    Died {
        who: Who,
        loc: u8,
        cause: Death,
    },
    Squad {
        seat: u8,
        loc: u8,
        job: Job,
        members: u8,
        gears: u8,
        flasks: u8,
    },
    CuresMade {
        seat: u8,
        cures: u8,
    },
    /// Fog of war: a face-down location turned up (ZG-VAR-2).
    Revealed {
        loc: u8,
        tile: u8,
    },
    /// Scouting: two face-down locations looked at (ZG-VAR-2); their tiles
    /// are in the scout's view only.
    Scouted {
        seat: u8,
        first: u8,
        second: u8,
    },
    /// Scouting: the two swapped (ZG-VAR-2).
    Swapped {
        seat: u8,
        first: u8,
        second: u8,
    },
    /// Quick start: held and fortified from the outset (ZG-VAR-1).
    QuickStart {
        seat: u8,
        loc: u8,
    },
    /// Pharmacy business (ZG-VAR-5).
    MedicineFound {
        seat: u8,
        medicine: u8,
    },
    CarMarker {
        seat: u8,
        loc: u8,
    },
    Traded {
        seat: u8,
        food: u8,
    },
    Healed {
        who: Who,
        by: Remedy,
    },
    Infection {
        who: Who,
        die: u8,
        survived: bool,
    },
    Built {
        seat: u8,
        loc: u8,
        vp: u8,
    },
    Ruined {
        loc: u8,
    },
    Degraded {
        seat: u8,
        loc: u8,
    },
    Vp {
        seat: u8,
        vp: u8,
        total: u8,
    },
    Discarded {
        seat: u8,
        card: Card,
    },
    GameOver {
        winners: Vec<u8>,
        unfinished: bool,
    },
}
