//! The hashed, cheap-to-clone part of a match: small integers and fixed
//! arrays, zombies as counts per zone and kind.

use super::statics::{MAX_EQUIPMENT, MAX_SURVIVORS};
use crate::content::ZombieKind;
use crate::map::{MAX_ZONES, NO_ZONE};
use crate::skills::SkillSet;
use serde::{Deserialize, Serialize};

pub const NONE: u8 = u8::MAX;
/// Inventory slots kept per survivor: 2 hands, 3 reserve slots, and the
/// reserve slot only Hoard opens (RM-INV-1, RM-SKILL-43).
pub const SLOTS: usize = 6;
pub const HELI_SEATS: usize = 4;
pub const HELI_ITEMS: usize = 16;
pub const STACK: usize = 32;

/// One inventory slot: empty, a wound card, or an equipment card (with a
/// "spent" bit for weapons that need reloading, RM-RELOAD-3: the state
/// travels with the card).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Slot(pub u8);

const SPENT: u8 = 0x80;
/// A bulletproof vest that has already stopped one survivor's wound
/// (RM-VS-9); the flip travels with the card.
const FLIPPED: u8 = 0x40;

impl Slot {
    pub const EMPTY: Self = Self(0);
    pub const WOUND: Self = Self(1);
    pub fn card(c: u8) -> Self {
        Self(c + 2)
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn is_wound(self) -> bool {
        self.0 == 1
    }
    /// The equipment card, if the slot holds one.
    pub fn item(self) -> Option<u8> {
        let v = self.0 & !(SPENT | FLIPPED);
        (v >= 2).then(|| v - 2)
    }
    pub fn spent(self) -> bool {
        self.0 & SPENT != 0 && self.item().is_some()
    }
    pub fn with_spent(self, spent: bool) -> Self {
        if spent { Self(self.0 | SPENT) } else { Self(self.0 & !SPENT) }
    }
    pub fn flipped(self) -> bool {
        self.0 & FLIPPED != 0 && self.item().is_some()
    }
    pub fn with_flipped(self, flipped: bool) -> Self {
        if flipped { Self(self.0 | FLIPPED) } else { Self(self.0 & !FLIPPED) }
    }
}

pub mod flag {
    pub const ALIVE: u8 = 1;
    /// Has been activated this turn (and finished).
    pub const DONE: u8 = 2;
    /// Searched this turn (RM-SEARCH-3).
    pub const SEARCHED: u8 = 4;
    /// Sprint used in this activation (RM-SKILL-71).
    pub const SPRINTED: u8 = 8;
    /// Tough has spared a zombie attack this turn (RM-SKILL-47).
    pub const TOUGH_USED: u8 = 16;
    /// Hold your nose has granted its search this turn (RM-SKILL-42).
    pub const NOSE_GRANTED: u8 = 32;
    /// Jump used in this activation (RM-SKILL-63).
    pub const JUMPED: u8 = 64;
    /// A Tactician has let this point of the players' phase pass
    /// (RM-SKILL-75); cleared whenever an activation starts.
    pub const WAITED: u8 = 128;
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Surv {
    pub zone: u8,
    pub xp: u16,
    pub wounds: u8,
    pub slots: [Slot; SLOTS],
    /// Actions left in the current activation.
    pub actions: u8,
    /// Free actions left, by pool (`skills::POOLS`).
    pub free: [u8; crate::skills::POOLS],
    pub flags: u8,
    /// Helicopter seat (0 = pilot) or `NONE`.
    pub aboard: u8,
    pub skills: SkillSet,
    /// Once-per-turn skills used this turn (`skills::SkillUse::bit`).
    pub used: u16,
    /// Actions given by a Born leader, added at the next activation
    /// (RM-SKILL-60).
    pub gift: u8,
    /// The equipment card + 1 that +1 Damage with [item] names
    /// (RM-SKILL-17); 0 for none, so that the default survivor has none.
    pub damage_with: u8,
}

/// The mark in `Surv::used` of an activation in which he attacked, made
/// noise or piloted: it ends with no Rotten token (RM-SKILL-33).
pub const STIRRED: u16 = 1024;

impl Surv {
    pub fn alive(&self) -> bool {
        self.flags & flag::ALIVE != 0
    }
    /// The slots he may use: 5, or 6 with Hoard (RM-SKILL-43); the sixth
    /// stays empty for everyone else.
    pub fn slot_count(&self) -> usize {
        crate::skills::inventory_slots(self.skills)
    }
    pub fn inventory(&self) -> &[Slot] {
        &self.slots[..self.slot_count()]
    }
    pub fn has_free_slot(&self) -> bool {
        self.inventory().iter().any(|s| s.is_empty())
    }
    pub fn first_free_slot(&self) -> Option<usize> {
        self.inventory().iter().position(|s| s.is_empty())
    }
    pub fn items(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        self.inventory().iter().enumerate().filter_map(|(i, s)| s.item().map(|c| (i, c)))
    }
    pub fn has_equipment(&self) -> bool {
        self.inventory().iter().any(|s| s.item().is_some())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Heli {
    /// `NO_ZONE` when the mission has no helicopter.
    pub zone: u8,
    pub flying: bool,
    pub can_fly: bool,
    pub seats: [u8; HELI_SEATS],
    pub items: [Slot; HELI_ITEMS],
}

impl Default for Heli {
    fn default() -> Self {
        Self {
            zone: NO_ZONE,
            flying: false,
            can_fly: false,
            seats: [NONE; HELI_SEATS],
            items: [Slot::EMPTY; HELI_ITEMS],
        }
    }
}

/// Where a match stands: running, or how it ended (RM-GOAL-4, RM-GOAL-5,
/// RM-VS-2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MatchResult {
    #[default]
    Running,
    /// Every victory condition of the mission holds (RM-GOAL-5).
    Won,
    /// A defeat condition came true (RM-GOAL-4).
    Lost(LossReason),
    /// A competitive game ended and was scored (RM-VS-2).
    Scored,
}

impl MatchResult {
    pub fn is_over(self) -> bool {
        self != Self::Running
    }
}

/// Why a cooperative mission was lost (RM-GOAL-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LossReason {
    /// No survivor is left alive.
    AllDead,
    /// A survivor died in a mission that forbids it (`any_survivor_dead`).
    SurvivorDied,
    /// The mission's turn limit was reached.
    TurnLimit,
}

impl LossReason {
    /// The reason as people read it, e.g. in [`horde_core::Outcome`].
    pub fn text(self) -> &'static str {
        match self {
            Self::AllDead => "all survivors are dead",
            Self::SurvivorDied => "a survivor died",
            Self::TurnLimit => "the turn limit was reached",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    Setup,
    Players,
    Zombies,
    Over,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WindowKind {
    /// Paid or free rearrangement of one survivor's inventory.
    Rearrange,
    /// Trade between `a` and `b` (RM-TRADE-2).
    Trade,
    Store,
    Take,
}

/// A pending step of the flow machine. Steps run automatically until one
/// needs a seat's decision or a chance outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// Chance: starting equipment for survivor `next` (RM-SETUP-6).
    SetupDeal {
        next: u8,
    },
    /// Chance: a tent card for the next tent spot from zone `from`.
    SetupTents {
        from: u8,
    },
    Window {
        kind: WindowKind,
        a: u8,
        b: u8,
    },
    /// Chance: the card a search draws.
    SearchDraw {
        surv: u8,
    },
    /// Decision: keep the drawn card (in which slot) or discard it.
    PlaceCard {
        surv: u8,
        card: u8,
    },
    /// Chance: the next attack die.
    AttackRoll,
    /// Assign the attack's hits (automatic by priority, or a choice).
    AssignHits,
    /// `left` zombie wounds to share among the survivors of `zone`.
    ZombieWounds {
        zone: u8,
        left: u8,
    },
    /// `left` wounds for survivor `surv`; `by` = attacking survivor or NONE.
    WoundOn {
        surv: u8,
        left: u8,
        by: u8,
    },
    /// Zombie activation of the kinds in `mask` (bit = kind index).
    Activation {
        mask: u8,
        stage: u8,
        cursor: u8,
        attacked: u64,
    },
    /// The Abomination in `zone` grabs (RM-ABOM-4).
    Grab {
        zone: u8,
    },
    /// A group splits; details in `State::split`.
    Split,
    /// Chance: spawn dice still to roll.
    SpawnRoll {
        left: u8,
    },
    /// Draw the spawn cards queued in `State::spawn_queue` from `pos`.
    SpawnCards {
        pos: u8,
    },
    /// Chance: a zombie card for `zone`.
    DrawZombie {
        zone: u8,
    },
    /// Decision: next zone of a building to draw for (RM-BSPAWN-1).
    BuildingSpawn {
        mask: u64,
    },
    /// Decision: where the last miniatures go (manholes RM-MANHOLE-3,
    /// beds RM-BED-3). `per` = miniatures per manhole, 0 = beds.
    PickSpots {
        kind: ZombieKind,
        per: u8,
        candidates: u64,
        left: u8,
        blue: bool,
    },
    /// Decision: the announcer's seat adds a teammate to the team action,
    /// or is done (RM-TEAM-3).
    TeamMembers {
        card_mode: u8,
        zone: u8,
        chosen: u16,
    },
    /// Decision: who performs next, among `left`.
    TeamOrder {
        card_mode: u8,
        zone: u8,
        left: u16,
    },
    /// One member's move (stage 0) and attack (stage 1).
    TeamPerform {
        surv: u8,
        card_mode: u8,
        zone: u8,
        stage: u8,
    },
    /// Decision: re-roll the attack's dice (`UseSkill` Lucky or 1 re-roll
    /// per turn) or keep them (`Done`).
    Reroll,
    /// Decision: the zone the second weapon of a Trick shot fires at,
    /// once the first attack at `first` is over (RM-SKILL-79).
    TrickShot {
        surv: u8,
        first: u8,
    },
    /// Decision: the Tactician `surv` plays now or lets this point pass
    /// (RM-SKILL-75).
    Tactician {
        surv: u8,
    },
    /// The extra activation a Taunt gives the zombies of `zone`
    /// (RM-SKILL-61): their attack or move (stages 0, 1), then the runners'
    /// second action (2, 3); `cursor` walks the zones in stage 3.
    Taunt {
        zone: u8,
        stage: u8,
        cursor: u8,
    },
    /// Decision: which of the Zombie link survivors in `waiting` (a bit
    /// per survivor) takes his extra turn next (RM-SKILL-68).
    ZombieLink {
        waiting: u16,
    },
    /// A Zombie link survivor's extra turn, played like an activation;
    /// the activation it interrupts (`prev_active`, and his own actions
    /// packed in `saved` if it was his) resumes after it.
    LinkTurn {
        surv: u8,
        prev_active: u8,
        was_done: bool,
        saved: u64,
    },
    /// Chance: `left` zombie cards still to draw face up for a
    /// Distributor (RM-SKILL-65); they wait in `State::held`.
    DealZombies {
        left: u8,
    },
    /// Decision: the first player names the team whose Distributor deals
    /// this turn, by one of its Distributors in `candidates`.
    DistributorTeam {
        candidates: u16,
    },
    /// Decision: the Distributor `by`'s seat gives one of the held cards
    /// to the spawn at `pos` of `State::spawn_queue`.
    Distribute {
        pos: u8,
        by: u8,
    },
    /// Decision: the skill gained at `level` (RM-XP-2).
    SkillChoice {
        surv: u8,
        level: u8,
    },
    /// The end phase (RM-TURN-4).
    EndPhase,
}

/// A small fixed-capacity stack: no allocation when states are cloned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stack {
    items: [Step; STACK],
    len: u8,
}

impl Default for Stack {
    fn default() -> Self {
        Self { items: [Step::EndPhase; STACK], len: 0 }
    }
}

impl Stack {
    pub fn push(&mut self, s: Step) {
        // The machine nests a handful of steps; overflowing means a bug.
        assert!((self.len as usize) < STACK, "rue-morgue: step stack overflow");
        self.items[self.len as usize] = s;
        self.len += 1;
    }
    pub fn pop(&mut self) -> Option<Step> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.items[self.len as usize])
    }
    pub fn top(&self) -> Option<Step> {
        (self.len > 0).then(|| self.items[self.len as usize - 1])
    }
    pub fn top_mut(&mut self) -> Option<&mut Step> {
        if self.len == 0 { None } else { Some(&mut self.items[self.len as usize - 1]) }
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn len(&self) -> usize {
        self.len as usize
    }
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &Step> {
        self.items[..self.len as usize].iter()
    }
    pub fn iter_mut(&mut self) -> impl DoubleEndedIterator<Item = &mut Step> {
        self.items[..self.len as usize].iter_mut()
    }
}

/// The attack being resolved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AttackCtx {
    pub attacker: u8,
    pub zone: u8,
    pub card: u8,
    pub dice: u8,
    pub rolled: u8,
    pub accuracy: u8,
    pub damage: u8,
    pub hits: u8,
    pub ones: u8,
    pub ranged: bool,
    /// The attacker assigns hits (melee RM-MELEE-3, sniper RM-SNIPER-1).
    pub choose: bool,
    pub killed_decrepit: u8,
    /// The target zone held no zombie when the attack began: the attacker
    /// aimed at survivors on purpose (RM-FF-1).
    pub at_survivors: bool,
    /// Roll 6 (RM-SKILL-27..29) has looked at the first roll's sixes.
    pub sixes_counted: bool,
    /// Reaper (RM-SKILL-39..41) has taken its second zombie.
    pub reaped: bool,
    /// Lucky (RM-SKILL-74) re-rolled this action.
    pub lucky_used: bool,
    /// The attacker has kept the current roll.
    pub roll_kept: bool,
}

/// A splitting group (RM-SPLIT).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SplitCtx {
    pub from: u8,
    pub dirs: [u8; 8],
    pub nd: u8,
    pub movers: [u8; 5],
    /// Per kind, per direction: miniatures going that way.
    pub counts: [[u8; 8]; 5],
    /// Kind being settled, and how many directions still get one more.
    pub kind: u8,
    pub extra_left: u8,
    pub picked: u8,
    pub base: u8,
    pub prepared: bool,
}

/// Everything that changes during a match.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    pub phase: Phase,
    pub turn: u16,
    pub first_player: u8,
    /// Seat position in play order from the first player.
    pub seat_pos: u8,
    /// Survivor being activated, or `NONE`.
    pub active: u8,
    pub n_surv: u8,
    pub survivors: [Surv; MAX_SURVIVORS],
    pub zombies: [[u8; 5]; MAX_ZONES],
    pub noise: [u8; MAX_ZONES],
    pub open_doors: u64,
    /// Zones whose building spawn is done (RM-BSPAWN-1, RM-DOOR-3).
    pub spawned: u64,
    pub objectives_taken: u64,
    /// Coloured spawn zones woken up (RM-SPAWN-12).
    pub woken_spawns: u64,
    /// Event tiles already flipped (RM-EVENT-2).
    pub events_used: u32,
    /// Tent card per zone (index into `TentCard::ALL`) or `NONE`.
    pub tents: [u8; MAX_ZONES],
    pub tents_revealed: u64,
    pub eq_deck: [u8; MAX_EQUIPMENT],
    pub eq_discard: [u8; MAX_EQUIPMENT],
    /// Set-aside Molotov cards available for combining (RM-MOLOTOV-5).
    pub molotovs: u8,
    pub zdeck: u64,
    pub zdiscard: u64,
    /// Zombie cards drawn face up for a Distributor, not yet dealt
    /// (RM-SKILL-65).
    pub held: u64,
    pub heli: Heli,
    pub stack: Stack,
    pub attack: AttackCtx,
    pub split: SplitCtx,
    pub movers: [[u8; 5]; MAX_ZONES],
    /// The dice of the latest roll (an attack or the spawn step), face up.
    pub dice: [u8; 32],
    pub n_dice: u8,
    pub spawn_queue: [u8; 32],
    pub queue_len: u8,
    /// Team action cards played this players' phase, per team and card
    /// (RM-TEAM-2).
    pub team_played: [[u8; 3]; 4],
    /// The zone a Loud survivor made the loudest (RM-SKILL-76), or `NONE`;
    /// it lasts until `loud_by`'s next activation.
    pub loud: u8,
    pub loud_by: u8,
    /// Swaps and exchanges made in the open rearrange or trade window
    /// (capped by `players::window_cap`, see the rulings).
    pub window_moves: u8,
    pub result: MatchResult,
    /// Atomic Abominations killed so far (mission condition
    /// `abomination_killed`).
    pub abominations_killed: u8,
    /// The zombie wounds of the `ZombieWounds` being shared, by kind: each
    /// assignment takes the first kind left, in `ZombieKind::ALL` order, so
    /// Armor (RM-SKILL-35) knows which kind struck.
    pub wound_kinds: [u8; 5],
    /// Survivors holding the Rotten token, a bit each: zombies ignore
    /// them (RM-SKILL-33).
    pub rotten: u16,
    /// The survivor whose Taunt is being resolved, or `NONE`: the taunted
    /// zombies head only for him and wound only him (RM-SKILL-61).
    pub taunter: u8,
}

pub fn kind_of(i: usize) -> ZombieKind {
    ZombieKind::ALL[i]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_read_as_snake_case_names() {
        let json = |r: MatchResult| serde_json::to_string(&r).unwrap();
        assert_eq!(json(MatchResult::Running), r#""running""#);
        assert_eq!(json(MatchResult::Won), r#""won""#);
        assert_eq!(json(MatchResult::Lost(LossReason::SurvivorDied)), r#"{"lost":"survivor_died"}"#);
        assert_eq!(json(MatchResult::Scored), r#""scored""#);
        let back: MatchResult = serde_json::from_str(r#"{"lost":"turn_limit"}"#).unwrap();
        assert_eq!(back, MatchResult::Lost(LossReason::TurnLimit));
        assert!(!MatchResult::Running.is_over() && back.is_over());
    }
}
