//! What happened, in order.

use super::state::{End, Sq, Thing};
use serde::Serialize;

/// One thing that happened. Every event is public: Dead of Night keeps no
/// secret in its state (see the crate documentation).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Event {
    FirstPlayer {
        seat: u8,
    },
    Started {
        seat: u8,
        sq: Sq,
    },
    StartingItem {
        seat: u8,
        thing: Thing,
    },
    TurnBegan {
        seat: u8,
        round: u32,
    },
    CardDrawn {
        seat: u8,
        card: u8,
    },
    PowerOn,
    LightsOut,
    AmmoFound {
        seat: u8,
        ammo: u8,
    },
    KeysFound {
        seat: u8,
    },
    /// The Crash car stands on `front` and `rear` (DN-CARDS-2).
    CarCrashed {
        front: Sq,
        rear: Sq,
    },
    /// Petrol went into the vehicle whose front is on `sq` (DN-ITEM-5).
    Fuelled {
        seat: u8,
        vehicle: u8,
        sq: Sq,
    },
    /// The vehicle started with its keys, or as a Crash car without any
    /// (DN-ITEM-6, DN-CAR-1).
    CarStarted {
        seat: u8,
    },
    /// A hot-wiring die: 1-2 started, 3-4 nothing, 5-6 broken (DN-CAR-2).
    HotWired {
        seat: u8,
        die: u8,
    },
    GeneratorFuelled {
        seat: u8,
    },
    /// The generator runs: its building is lit (DN-GAP-14).
    GeneratorStarted {
        seat: u8,
    },
    CarMoved {
        front: Sq,
        rear: Sq,
    },
    /// The vehicle's attack on the zombies in its way (DN-CAR-7, DN-GAP-13).
    Rammed {
        seat: u8,
        die: u8,
        total: i8,
    },
    CarWrecked {
        front: Sq,
        rear: Sq,
    },
    GotOut {
        seat: u8,
        sq: Sq,
    },
    /// Jumped out of a moving vehicle: energy left (DN-CAR-6).
    JumpedOut {
        seat: u8,
        energy: i8,
    },
    Escaped {
        seat: u8,
    },
    DoorBroken {
        a: Sq,
        b: Sq,
    },
    ZombiePlaced {
        sq: Sq,
    },
    ZombieMoved {
        from: Sq,
        to: Sq,
    },
    RoomRevealed {
        area: u8,
        room: u8,
    },
    Stepped {
        seat: u8,
        to: Sq,
    },
    SearchRolled {
        seat: u8,
        die: u8,
        total: u8,
    },
    Found {
        seat: u8,
        thing: Thing,
    },
    FoundNothing {
        seat: u8,
    },
    FoundZombie {
        seat: u8,
    },
    Took {
        seat: u8,
        thing: Thing,
    },
    Left {
        seat: u8,
        thing: Thing,
        sq: Sq,
    },
    CombatRolled {
        seat: u8,
        die: u8,
        total: i8,
        zombies: u8,
    },
    Killed {
        seat: u8,
        sq: Sq,
    },
    Pushed {
        seat: u8,
        from: Sq,
        to: Sq,
    },
    Wounded {
        seat: u8,
        energy: i8,
    },
    Grabbed {
        seat: u8,
        energy: i8,
    },
    WeaponTorn {
        seat: u8,
        thing: Thing,
    },
    PistolExploded {
        seat: u8,
        energy: i8,
    },
    ChainsawDry {
        seat: u8,
    },
    Died {
        seat: u8,
        sq: Sq,
    },
    Rested {
        seat: u8,
        energy: i8,
    },
    Ate {
        seat: u8,
        thing: Thing,
        energy: i8,
    },
    Stashed {
        seat: u8,
        thing: Thing,
    },
    Unstashed {
        seat: u8,
        thing: Thing,
    },
    Picked {
        seat: u8,
        thing: Thing,
        sq: Sq,
    },
    Dropped {
        seat: u8,
        thing: Thing,
        sq: Sq,
    },
    PickedKeys {
        seat: u8,
    },
    StealRolled {
        thief: u8,
        victim: u8,
        die: u8,
        success: bool,
    },
    Robbed {
        thief: u8,
        victim: u8,
        thing: Thing,
    },
    RobbedKeys {
        thief: u8,
        victim: u8,
    },
    Gave {
        from: u8,
        to: u8,
        thing: Thing,
    },
    GaveKeys {
        from: u8,
        to: u8,
    },
    Shot {
        seat: u8,
        target: Sq,
        ammo: u8,
    },
    Thrown {
        seat: u8,
        thing: Thing,
        target: Sq,
    },
    RangedRolled {
        seat: u8,
        die: u8,
        total: i8,
    },
    /// A thrown breakable item broke (DN-FREE-3).
    Broke {
        seat: u8,
        thing: Thing,
    },
    WallRolled {
        seat: u8,
        die: u8,
        total: i8,
        need: i8,
    },
    WallBroken {
        a: Sq,
        b: Sq,
    },
    ShotAt {
        attacker: u8,
        victim: u8,
        ammo: u8,
    },
    PvpRolled {
        attacker: u8,
        victim: u8,
        die: u8,
        total: i8,
        hit: bool,
    },
    /// A player hit by another lost energy (DN-PVP-1).
    Hurt {
        seat: u8,
        energy: i8,
    },
    FireStarted {
        sq: Sq,
        owner: u8,
    },
    FireOut {
        sq: Sq,
    },
    /// A zombie steps away from fire (DN-ZOM-7).
    ZombieFled {
        from: Sq,
        to: Sq,
    },
    /// A player entered a burning square (DN-FIRE-4).
    Burned {
        seat: u8,
        energy: i8,
    },
    ObjectRolled {
        seat: u8,
        die: u8,
        total: i8,
        need: i8,
    },
    Exploded {
        seat: u8,
        sq: Sq,
        thing: Thing,
    },
    /// A player in a blast or a collapse lost energy.
    BlastHurt {
        seat: u8,
        energy: i8,
    },
    /// A damaged-building token on an area (DN-DMG).
    Damaged {
        area: u8,
    },
    Collapsed {
        area: u8,
    },
    /// DN-INFECT-1.
    Infected {
        seat: u8,
    },
    /// DN-INFECT-2: the infection's loss at the start of his turn.
    InfectionDrain {
        seat: u8,
        energy: i8,
    },
    BarricadeBuilt {
        a: Sq,
        b: Sq,
    },
    BarricadeRemoved {
        a: Sq,
        b: Sq,
    },
    Combined {
        seat: u8,
        from: Thing,
        to: Thing,
    },
    /// DN-MELEE-3: `helper` helps `fighter` in his close combat.
    Helped {
        helper: u8,
        fighter: u8,
    },
    TurnEnded {
        seat: u8,
    },
    GameOver {
        end: End,
    },
    /// DN-PVP-2: a participant declared peace.
    PeaceDeclared {
        seat: u8,
    },
    /// DN-PVP-2, DN-GAP-12: by death, or by the peace of every participant.
    FightEnded,
    /// Flee! (`flee`) or Do it now!: `owed` actions now owed (DN-FREE-6/7).
    OutOfTurn {
        seat: u8,
        flee: bool,
        owed: u8,
    },
    /// Actions of this turn paid for acting out of turn (DN-GAP-15).
    DebtPaid {
        seat: u8,
        actions: u8,
        owed: u8,
    },
}
