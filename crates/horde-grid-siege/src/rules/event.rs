//! What happened, in order, for UIs, logs and statistics.

use crate::content::Res;
use crate::rules::geom::{Edge, Pos};
use crate::rules::state::Ended;
use serde::Serialize;

/// Why a die was rolled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Roll {
    Attack,
    Blast,
    Use,
    BreakThrough,
    StartCar,
    PlacementSheet,
    SpawnSheet,
    ZombieAttack,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Event {
    CharacterDealt {
        human: u8,
        character: u8,
    },
    /// `card` is `None` in the view of anyone but the Zombie Player.
    ZombieCardDealt {
        card: Option<u8>,
    },
    HumanPlaced {
        human: u8,
        pos: Pos,
    },
    RoundStarted {
        round: u16,
    },
    HumanPhase,
    ZombiePhase,
    TurnStarted {
        human: u8,
        actions: u8,
    },
    TurnEnded {
        human: u8,
    },
    DieRolled {
        value: u8,
        roll: Roll,
    },
    HumanMoved {
        human: u8,
        from: Pos,
        to: Pos,
    },
    Carried {
        human: u8,
        carried: u8,
    },
    CarriedPlaced {
        human: u8,
        pos: Pos,
    },
    Attacked {
        human: u8,
        target: Pos,
        result: Res,
    },
    Rerolled {
        human: u8,
    },
    WeaponEmpty {
        human: u8,
        thing: u8,
    },
    ThingLost {
        human: u8,
        thing: u8,
    },
    ThingGiven {
        from: u8,
        to: u8,
        thing: u8,
    },
    ThingDiscarded {
        human: u8,
        thing: u8,
        pos: Option<Pos>,
    },
    ThingPickedUp {
        human: u8,
        thing: u8,
    },
    ThingFound {
        human: u8,
        thing: u8,
    },
    NothingFound {
        human: u8,
    },
    Searched {
        human: u8,
        pos: Pos,
    },
    Healed {
        human: u8,
        target: u8,
        lives: u8,
    },
    UseFailed {
        human: u8,
        thing: u8,
    },
    Wounded {
        human: u8,
        lives: u8,
    },
    Unconscious {
        human: u8,
    },
    Died {
        human: u8,
    },
    Sacrificed {
        human: u8,
    },
    Rose {
        human: u8,
        pos: Pos,
    },
    ZombieKilled {
        pos: Pos,
    },
    ZombiePushed {
        from: Pos,
        to: Pos,
    },
    ZombieSpawned {
        pos: Pos,
    },
    NoSpawnSquare {
        sheet: u8,
    },
    ZombieMoved {
        from: Pos,
        to: Pos,
    },
    ZombieCardPlayed {
        card: u8,
        target: u16,
    },
    BarricadeWork {
        edge: Edge,
        done: u8,
        needed: u8,
    },
    BarricadeBuilt {
        edge: Edge,
    },
    BarricadeRemoved {
        edge: Edge,
    },
    WallDestroyed {
        edge: Edge,
    },
    EnteredCar {
        human: u8,
    },
    CarStarted,
    GameOver {
        humans_win: bool,
        /// How: each front end words it in its reader's language.
        how: Ended,
    },
}
