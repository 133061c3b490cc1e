//! Actions: every move, choice and chance outcome, with a stable compact
//! number (`tag << 24 | a << 16 | b << 8`).

use super::statics::TentCard;
use crate::content::ZombieKind;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Hands are slots 0 and 1; `BOTH_HANDS` uses two identical Dual weapons
/// with one action (RM-COMBAT-2).
pub const BOTH_HANDS: u8 = 2;

/// Hands 3, 4, 5 (and 6 with Hoard) name the reserve slots 2, 3, 4 (and
/// 5), used as if in hand with Tactical vest (RM-SKILL-64).
pub const FIRST_RESERVE_HAND: u8 = 3;

/// The inventory slot a hand number stands for; `None` for both hands.
pub fn slot_of_hand(hand: u8) -> Option<usize> {
    match hand {
        0 | 1 => Some(hand as usize),
        FIRST_RESERVE_HAND..=6 => Some(hand as usize - 1),
        _ => None,
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    // ---- chance ----
    /// A die result, 1..=6.
    Die(u8),
    /// The equipment card (catalog index) drawn from the deck.
    DrawEquipment(u8),
    /// The zombie card (deck index) drawn.
    DrawZombie(u8),
    /// Starting equipment dealt to the next survivor (RM-SETUP-6).
    DealStart(u8),
    /// The tent card dealt face down to the next tent spot (RM-SETUP-11).
    DealTent(TentCard),

    // ---- players' phase, paid and free ----
    /// Start activating this survivor (RM-TURN-2).
    Activate(u8),
    Move(u8),
    Search,
    OpenDoor {
        door: u8,
        hand: u8,
    },
    /// Pay one action to rearrange the inventory (RM-TRADE-1).
    Rearrange,
    /// Pay one action to trade with a survivor in the zone (RM-TRADE-2).
    Trade(u8),
    Melee {
        hand: u8,
    },
    Ranged {
        hand: u8,
        zone: u8,
    },
    Reload,
    TakeObjective,
    MakeNoise,
    /// Board the helicopter into this seat (0 = pilot).
    Board(u8),
    ExitHelicopter,
    ChangeSeat(u8),
    TakeOff,
    Land,
    Fly(u8),
    /// Pay one action to put cards on the helicopter (RM-HELI-15).
    StoreItems,
    /// Pay one action to take cards from the helicopter (RM-HELI-16).
    TakeItems,
    /// Ends the survivor's activation (RM-NOTHING-1).
    DoNothing,
    /// Free discard of an equipment card: survivor, slot (RM-INV-4).
    Discard(u8, u8),
    /// Free combination: Bottle + Gasoline, Rifle + Scope (RM-COMBO).
    Combine(u8, u8),
    /// A skill used as an action (`skills::skill_use`): the target is a
    /// survivor, a zone or a door, as the skill needs.
    UseSkill {
        skill: u8,
        target: u8,
    },
    /// Declare a team action: `card_mode` = card * 2 + mode (1 = B), and
    /// the zone it starts or ends in (RM-TEAM-3).
    TeamAction {
        card_mode: u8,
        zone: u8,
    },

    // ---- inside an open rearrange/trade/store window ----
    Swap(u8, u8),
    SwapOther(u8, u8),
    Exchange(u8, u8),
    Store(u8),
    Take(u8),
    Done,

    // ---- choices inside automated steps ----
    /// Put the searched card into this slot (discarding what was there).
    Keep(u8),
    DiscardDrawn,
    HitSurvivor(u8),
    HitKind(ZombieKind),
    WoundTo(u8),
    WoundDiscard(u8),
    ChooseZone(u8),
    ChooseSkill(u8),
    /// A teammate joins the team action, or performs next.
    Teammate(u8),
}

const KINDS: [ZombieKind; 5] = ZombieKind::ALL;

impl Action {
    pub fn encode(self) -> u32 {
        let p = |t: u32, a: u8, b: u8| t << 24 | u32::from(a) << 16 | u32::from(b) << 8;
        match self {
            Self::Die(v) => p(1, v, 0),
            Self::DrawEquipment(c) => p(2, c, 0),
            Self::DrawZombie(c) => p(3, c, 0),
            Self::DealStart(c) => p(4, c, 0),
            Self::DealTent(t) => p(5, t as u8, 0),
            Self::Activate(s) => p(10, s, 0),
            Self::Move(z) => p(11, z, 0),
            Self::Search => p(12, 0, 0),
            Self::OpenDoor { door, hand } => p(13, door, hand),
            Self::Rearrange => p(14, 0, 0),
            Self::Trade(s) => p(15, s, 0),
            Self::Melee { hand } => p(16, hand, 0),
            Self::Ranged { hand, zone } => p(17, hand, zone),
            Self::Reload => p(18, 0, 0),
            Self::TakeObjective => p(19, 0, 0),
            Self::MakeNoise => p(20, 0, 0),
            Self::Board(s) => p(21, s, 0),
            Self::ExitHelicopter => p(22, 0, 0),
            Self::ChangeSeat(s) => p(23, s, 0),
            Self::TakeOff => p(24, 0, 0),
            Self::Land => p(25, 0, 0),
            Self::Fly(z) => p(26, z, 0),
            Self::StoreItems => p(27, 0, 0),
            Self::TakeItems => p(28, 0, 0),
            Self::DoNothing => p(29, 0, 0),
            Self::Discard(s, i) => p(30, s, i),
            Self::Combine(a, b) => p(31, a, b),
            Self::UseSkill { skill, target } => p(32, skill, target),
            Self::TeamAction { card_mode, zone } => p(33, card_mode, zone),
            Self::Swap(a, b) => p(40, a, b),
            Self::SwapOther(a, b) => p(41, a, b),
            Self::Exchange(a, b) => p(42, a, b),
            Self::Store(s) => p(43, s, 0),
            Self::Take(i) => p(44, i, 0),
            Self::Done => p(45, 0, 0),
            Self::Keep(s) => p(50, s, 0),
            Self::DiscardDrawn => p(51, 0, 0),
            Self::HitSurvivor(s) => p(52, s, 0),
            Self::HitKind(k) => p(53, k as u8, 0),
            Self::WoundTo(s) => p(54, s, 0),
            Self::WoundDiscard(s) => p(55, s, 0),
            Self::ChooseZone(z) => p(56, z, 0),
            Self::ChooseSkill(i) => p(57, i, 0),
            Self::Teammate(s) => p(58, s, 0),
        }
    }

    pub fn decode(n: u32) -> Option<Self> {
        let (t, a, b, rest) = (n >> 24, (n >> 16) as u8, (n >> 8) as u8, n as u8);
        if rest != 0 {
            return None;
        }
        let only_a = |x: Self| (b == 0).then_some(x);
        let none = |x: Self| (a == 0 && b == 0).then_some(x);
        match t {
            1 => only_a(Self::Die(a)),
            2 => only_a(Self::DrawEquipment(a)),
            3 => only_a(Self::DrawZombie(a)),
            4 => only_a(Self::DealStart(a)),
            5 => TentCard::ALL.get(a as usize).and_then(|&t| only_a(Self::DealTent(t))),
            10 => only_a(Self::Activate(a)),
            11 => only_a(Self::Move(a)),
            12 => none(Self::Search),
            13 => Some(Self::OpenDoor { door: a, hand: b }),
            14 => none(Self::Rearrange),
            15 => only_a(Self::Trade(a)),
            16 => only_a(Self::Melee { hand: a }),
            17 => Some(Self::Ranged { hand: a, zone: b }),
            18 => none(Self::Reload),
            19 => none(Self::TakeObjective),
            20 => none(Self::MakeNoise),
            21 => only_a(Self::Board(a)),
            22 => none(Self::ExitHelicopter),
            23 => only_a(Self::ChangeSeat(a)),
            24 => none(Self::TakeOff),
            25 => none(Self::Land),
            26 => only_a(Self::Fly(a)),
            27 => none(Self::StoreItems),
            28 => none(Self::TakeItems),
            29 => none(Self::DoNothing),
            30 => Some(Self::Discard(a, b)),
            31 => Some(Self::Combine(a, b)),
            32 => Some(Self::UseSkill { skill: a, target: b }),
            33 => Some(Self::TeamAction { card_mode: a, zone: b }),
            40 => Some(Self::Swap(a, b)),
            41 => Some(Self::SwapOther(a, b)),
            42 => Some(Self::Exchange(a, b)),
            43 => only_a(Self::Store(a)),
            44 => only_a(Self::Take(a)),
            45 => none(Self::Done),
            50 => only_a(Self::Keep(a)),
            51 => none(Self::DiscardDrawn),
            52 => only_a(Self::HitSurvivor(a)),
            53 => KINDS.get(a as usize).and_then(|&k| only_a(Self::HitKind(k))),
            54 => only_a(Self::WoundTo(a)),
            55 => only_a(Self::WoundDiscard(a)),
            56 => only_a(Self::ChooseZone(a)),
            57 => only_a(Self::ChooseSkill(a)),
            58 => only_a(Self::Teammate(a)),
            _ => None,
        }
    }
}

fn hand(h: u8) -> &'static str {
    match h {
        0 => "left hand",
        1 => "right hand",
        3 => "first reserve slot (tactical vest)",
        4 => "second reserve slot (tactical vest)",
        5 => "third reserve slot (tactical vest)",
        _ => "both hands",
    }
}

/// Ids only; [`super::RueMorgue::describe`] gives names.
impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Die(v) => write!(f, "die shows {v}"),
            Self::DrawEquipment(c) => write!(f, "equipment card #{c} drawn"),
            Self::DrawZombie(c) => write!(f, "zombie card #{c} drawn"),
            Self::DealStart(c) => write!(f, "starting equipment #{c} dealt"),
            Self::DealTent(t) => write!(f, "tent card {t:?} dealt"),
            Self::Activate(s) => write!(f, "activate survivor {s}"),
            Self::Move(z) => write!(f, "move to zone {z}"),
            Self::Search => f.write_str("search"),
            Self::OpenDoor { door, hand: BOTH_HANDS } => write!(f, "open door {door} bare-handed"),
            Self::OpenDoor { door, hand: h } => write!(f, "open door {door} with the {}", hand(h)),
            Self::Rearrange => f.write_str("rearrange inventory"),
            Self::Trade(s) => write!(f, "trade with survivor {s}"),
            Self::Melee { hand: h } => write!(f, "melee attack with the {}", hand(h)),
            Self::Ranged { hand: h, zone } => write!(f, "ranged attack at zone {zone} with the {}", hand(h)),
            Self::Reload => f.write_str("reload"),
            Self::TakeObjective => f.write_str("take the objective"),
            Self::MakeNoise => f.write_str("make noise"),
            Self::Board(s) => write!(f, "board the helicopter (seat {s})"),
            Self::ExitHelicopter => f.write_str("leave the helicopter"),
            Self::ChangeSeat(s) => write!(f, "change to helicopter seat {s}"),
            Self::TakeOff => f.write_str("take off"),
            Self::Land => f.write_str("land"),
            Self::Fly(z) => write!(f, "fly to zone {z}"),
            Self::StoreItems => f.write_str("store items in the helicopter"),
            Self::TakeItems => f.write_str("take items from the helicopter"),
            Self::DoNothing => f.write_str("do nothing (end activation)"),
            Self::Discard(s, i) => write!(f, "survivor {s} discards slot {i}"),
            Self::Combine(a, b) => write!(f, "combine slots {a} and {b}"),
            Self::UseSkill { skill, target } => write!(f, "use skill {skill} on {target}"),
            Self::TeamAction { card_mode, zone } => write!(f, "team action {card_mode} at zone {zone}"),
            Self::Swap(a, b) => write!(f, "swap slots {a} and {b}"),
            Self::SwapOther(a, b) => write!(f, "partner swaps slots {a} and {b}"),
            Self::Exchange(a, b) => write!(f, "exchange own slot {a} with partner's slot {b}"),
            Self::Store(s) => write!(f, "store slot {s} in the helicopter"),
            Self::Take(i) => write!(f, "take helicopter item {i}"),
            Self::Done => f.write_str("done"),
            Self::Keep(s) => write!(f, "keep the card in slot {s}"),
            Self::DiscardDrawn => f.write_str("discard the drawn card"),
            Self::HitSurvivor(s) => write!(f, "hit survivor {s}"),
            Self::HitKind(k) => write!(f, "hit a {k:?}"),
            Self::WoundTo(s) => write!(f, "wound goes to survivor {s}"),
            Self::WoundDiscard(s) => write!(f, "wound: discard slot {s}"),
            Self::ChooseZone(z) => write!(f, "choose zone {z}"),
            Self::ChooseSkill(i) => write!(f, "choose skill option {i}"),
            Self::Teammate(s) => write!(f, "teammate {s}"),
        }
    }
}
