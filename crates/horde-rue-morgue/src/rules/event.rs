//! Events: what happened, in order, for the UIs to animate and the
//! simulator to count. Ids are survivor indices, zone indices, catalog
//! indices; the view names them.

use super::state::LossReason;
use super::statics::TentCard;
use crate::content::ZombieKind;
use serde::Serialize;

/// Why a survivor received a wound.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WoundSource {
    Zombie,
    Survivor(u8),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    TurnStarted {
        turn: u16,
        first_player: u8,
    },
    StartingEquipment {
        survivor: u8,
        card: u8,
    },
    TentDealt {
        zone: u8,
    },
    Activated {
        survivor: u8,
    },
    ActivationEnded {
        survivor: u8,
    },
    Moved {
        survivor: u8,
        from: u8,
        to: u8,
    },
    Searched {
        survivor: u8,
        card: Option<u8>,
    },
    CardKept {
        survivor: u8,
        card: u8,
        slot: u8,
    },
    CardDiscarded {
        survivor: u8,
        card: u8,
    },
    Aaahh {
        survivor: u8,
        zone: u8,
    },
    /// Two cards combined into one (RM-MOLOTOV-1, RM-SNIPER-1): `result`
    /// is the equipment card made, not a result code.
    Combined {
        survivor: u8,
        result: u8,
    },
    DoorOpened {
        survivor: u8,
        door: u8,
    },
    /// Lock it down (RM-SKILL-44).
    DoorClosed {
        survivor: u8,
        door: u8,
    },
    NoisePlaced {
        zone: u8,
        total: u8,
    },
    DieRolled {
        value: u8,
    },
    Attack {
        survivor: u8,
        zone: u8,
        card: u8,
        dice: u8,
        ranged: bool,
    },
    Hits {
        survivor: u8,
        hits: u8,
    },
    ZombieKilled {
        by: u8,
        zone: u8,
        kind: ZombieKind,
    },
    HitAbsorbed {
        zone: u8,
        kind: ZombieKind,
        hits: u8,
    },
    SurvivorHit {
        by: u8,
        target: u8,
    },
    Reloaded {
        survivor: u8,
    },
    CrawlerRisen {
        zone: u8,
        count: u8,
    },
    XpGained {
        survivor: u8,
        amount: u8,
        total: u16,
    },
    LevelUp {
        survivor: u8,
        level: u8,
    },
    SkillGained {
        survivor: u8,
        skill: u8,
    },
    /// A team action declared (`card` = card * 2 + mode, RM-TEAM-3).
    TeamActionDeclared {
        survivor: u8,
        card_mode: u8,
        zone: u8,
    },
    /// A skill with an effect of its own was used (RM-SKILL-nn = `skill`).
    SkillUsed {
        survivor: u8,
        skill: u8,
    },
    /// Wound cards discarded (Medic, Regeneration).
    WoundsHealed {
        survivor: u8,
        count: u8,
    },
    ObjectiveTaken {
        survivor: u8,
        zone: u8,
    },
    SpawnZoneActivated {
        zone: u8,
    },
    WoundTaken {
        survivor: u8,
        source: WoundSource,
        discarded: Option<u8>,
    },
    SurvivorDied {
        survivor: u8,
        zone: u8,
    },
    ZombiePhase,
    ZombiesAttacked {
        zone: u8,
        wounds: u8,
    },
    ZombiesMoved {
        from: u8,
        to: u8,
        kind: ZombieKind,
        count: u8,
    },
    ZombiesSplit {
        from: u8,
        directions: u8,
    },
    ZombiesAddedBySplit {
        zone: u8,
        kind: ZombieKind,
        count: u8,
    },
    Grabbed {
        survivor: u8,
        from: u8,
        to: u8,
    },
    ZombieCard {
        number: u16,
        zone: Option<u8>,
    },
    ZombiesSpawned {
        zone: u8,
        kind: ZombieKind,
        count: u8,
    },
    ExtraActivation {
        kind: ZombieKind,
    },
    ExtraActivationIgnoredAtBlue {
        kind: ZombieKind,
    },
    RanOut {
        kind: ZombieKind,
    },
    AbominationSubstituted {
        zone: u8,
    },
    DeckReshuffled {
        zombie: bool,
    },
    TentRevealed {
        zone: u8,
        card: TentCard,
    },
    EventTriggered {
        tile: u8,
    },
    BoardedHelicopter {
        survivor: u8,
        seat: u8,
    },
    LeftHelicopter {
        survivor: u8,
        zone: u8,
    },
    HelicopterTookOff {
        zone: u8,
    },
    HelicopterLanded {
        zone: u8,
    },
    HelicopterFlew {
        from: u8,
        to: u8,
    },
    ItemsStored {
        survivor: u8,
        card: u8,
    },
    ItemsTaken {
        survivor: u8,
        card: u8,
    },
    EndPhase,
    /// A bulletproof vest stopped a wound dealt by survivor `by` and was
    /// flipped (RM-VS-9).
    VestFlipped {
        survivor: u8,
        by: u8,
    },
    /// A flipped vest stopped a second such wound and was set aside
    /// (RM-VS-10).
    VestLost {
        survivor: u8,
        by: u8,
    },
    Victory,
    /// A competitive game ended and was scored by team XP (RM-VS-2):
    /// each team and its total, ascending by team.
    GameScored {
        scores: Vec<(u8, u32)>,
    },
    Defeat {
        reason: LossReason,
    },
}
