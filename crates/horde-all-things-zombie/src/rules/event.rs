//! Events: what happened, in order.

use crate::content::Gear;
use crate::rules::state::{Ended, Test};
use horde_board::Hex;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// The pity shot's die vs the firer's Rep (ATZ-SHOOT-13).
    PityShot {
        c: u8,
        die: u8,
        hit: bool,
    },
    /// The found enemies' initiative die (ATZ-SURV-7).
    EnemyInitiative {
        die: u8,
    },
    /// A survivor found by `c` (ATZ-SURV-2/4): the new character, its sex,
    /// the dice (counter, sex, weapon, finder's, survivor's), friend or foe.
    SurvivorFound {
        c: u8,
        survivor: u8,
        female: bool,
        dice: Vec<u8>,
        ally: bool,
    },
    /// A shot at a character: every die on it (ATZ-GAP-23).
    FiredAt {
        c: u8,
        target: u8,
        dice: Vec<u8>,
        hits: u8,
    },
    /// Melee between two characters (ATZ-GAP-3): `a` rolled first.
    Duel {
        a: u8,
        b: u8,
        dice: Vec<u8>,
        a_successes: u8,
        b_successes: u8,
    },
    /// A Duck Back (ATZ-REACT-8) to `to` (its own hex when it stays).
    DuckedBack {
        c: u8,
        to: Hex,
    },
    Initiative {
        turn: u16,
        characters: u8,
        zombies: u8,
    },
    /// Whether each character may act this turn (ATZ-TURN-3), by index.
    Activation {
        active: Vec<bool>,
    },
    TurnOf {
        c: u8,
    },
    Moved {
        c: u8,
        from: Hex,
        to: Hex,
    },
    Ran {
        c: u8,
        dice: Vec<u8>,
        extra: u8,
    },
    Tested {
        c: u8,
        test: Test,
        dice: Vec<u8>,
        successes: u8,
        chosen: bool,
    },
    Runaway {
        c: u8,
        direction: u8,
        to: Hex,
    },
    Fired {
        c: u8,
        dice: Vec<u8>,
        targets: Vec<u16>,
        hits: Vec<u16>,
    },
    OutOfAmmo {
        c: u8,
    },
    Reloaded {
        c: u8,
    },
    ShotMarker {
        hex: Hex,
        dice: u8,
    },
    ZombieKilled {
        z: u16,
    },
    Melee {
        c: u8,
        dice: Vec<u8>,
        successes: u8,
        zombie_successes: u8,
    },
    Wounded {
        c: u8,
        wounds: u8,
    },
    Died {
        c: u8,
    },
    EnteredBuilding {
        c: u8,
        building: u8,
        zombies: u8,
    },
    Surprise {
        c: u8,
        dice: Vec<u8>,
        character_surprised: bool,
    },
    SteppedBack {
        c: u8,
        to: Hex,
    },
    ZombieMoved {
        z: u16,
        from: Hex,
        to: Hex,
    },
    ZombieAppeared {
        z: u16,
        hex: Hex,
    },
    CupEmpty,
    GenerationRoll {
        hex: Hex,
        dice: Vec<u8>,
        zombies: u8,
    },
    Exited {
        c: u8,
    },
    TurnEnded {
        turn: u16,
    },
    GameOver {
        ended: Ended,
    },
    /// A Searched marker on the building (ATZ-LOOT-1, ATZ-ITEM-4).
    Searched {
        c: u8,
        building: u8,
    },
    /// What a loot card or a pick-up gave (`None`: nothing).
    Found {
        c: u8,
        gear: Option<Gear>,
    },
    /// No counter of that kind is left: another card is drawn (ATZ-LOOT-2).
    SetAside {
        gear: Gear,
    },
    Dropped {
        c: u8,
        gear: Gear,
    },
    Switched {
        c: u8,
    },
    Healed {
        c: u8,
        target: u8,
        wounds: u8,
    },
    ScopeAttached {
        c: u8,
    },
    TookDrugs {
        c: u8,
    },
    Grenade {
        c: u8,
        hex: Hex,
        dice: Vec<u8>,
    },
    /// The characters of a random start enter by this edge (ATZ-GAP-9).
    EntryEdge {
        east: bool,
    },
    Bought {
        c: u8,
        gear: Gear,
    },
    EnteredMap {
        c: u8,
        to: Hex,
    },
    /// The zombies of the start are generated (ATZ-GEN-7).
    StartGeneration,
    /// An ability's roll (ATZ-GAP-11): its dice and whether it worked.
    AbilityRoll {
        c: u8,
        dice: Vec<u8>,
        success: bool,
    },
    ZombieCured {
        z: u16,
    },
    /// Too Tall looks into a building from outside (ATZ-FAQ-6).
    LookedIn {
        c: u8,
        building: u8,
    },
    /// Character `c` rolls its die showing `old` again (ATZ-FAQ-5).
    Rerolled {
        c: u8,
        old: u8,
    },
}
