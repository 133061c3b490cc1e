//! Actions: moves, choices and chance outcomes, with a stable compact index.

use super::state::{Sq, Thing};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Everything a seat or chance can do. `Ord` is the canonical order of
/// legal-action lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    // ---- chance ----
    /// The first player (DN-GAP-5).
    First(u8),
    /// A starting item (DN-SETUP SOURCE).
    StartItem(u8),
    /// The card drawn (DN-TURN-1), by card index.
    Card(u8),
    /// The room card turned up (DN-MOVE-5), by room-card index.
    Room(u8),
    /// A d6.
    Die(u8),
    // ---- seats ----
    /// Start on this entry space.
    Start(Sq),
    /// Move (DN-MOVE-3, 1 action).
    Move,
    /// Run and dodge (DN-RUN-1, 2 actions).
    Run,
    /// One square of a Move or Run.
    Step(Sq),
    /// End the Move or Run here.
    Stop,
    /// Search the room (DN-SEARCH-1): 1 action, or a free search.
    Search,
    /// Decline a free search.
    Decline,
    /// Take the found item in hand (DN-SEARCH-2).
    Take,
    /// Leave the found item on this square.
    Leave(Sq),
    /// Put the search zombie on this square (DN-SEARCH-3).
    PlaceZombie(Sq),
    /// Fight with this held thing ([`super::state::FISTS`]: bare hands).
    Wield(Thing),
    /// A zombie on this square dies (DN-MELEE-4).
    Kill(Sq),
    /// Push the zombie from the first square to the second (DN-GAP-8).
    Push(Sq, Sq),
    /// The active player's choice between equal zombie steps (DN-GAP-7).
    ZombieStep(Sq, Sq),
    /// Rest (DN-ITEM-8, 2 actions).
    Rest,
    /// Use an energy item (DN-ITEM-7, 1 action).
    Eat(Thing),
    /// Put a held item into the backpack (DN-ITEM-3, 1 action).
    Stash(Thing),
    /// Take an item out of the backpack into the hands (DN-ITEM-3, 1 action).
    Unstash(Thing),
    /// Pick up an item in reach (DN-FREE-2, free).
    Pick(Sq, Thing),
    /// Drop a held item on your square (DN-FREE-3, free).
    Drop(Thing),
    /// Pick up the Keys card lying in reach (DN-GAP-24, free).
    PickKeys,
    /// Fight! the zombies in contact (DN-FREE-5, free).
    Fight,
    /// Steal from this seat (DN-ITEM-4, 1 action).
    Steal(u8),
    /// Take this held thing of the victim.
    Rob(Thing),
    /// Take the victim's Keys card.
    RobKeys,
    /// End the turn (the remaining actions are lost).
    EndTurn,
    /// Give a held item to this seat (DN-FREE-4, free).
    Give(u8, Thing),
    /// Give the Keys card to this seat (DN-GAP-24, free).
    GiveKeys(u8),
    /// Shoot this held firearm at a zombie on this square (DN-RANGED-2, free).
    Shoot(Sq, Thing),
    /// Throw this held item at a zombie on this square (DN-RANGED-4, free).
    Throw(Sq, Thing),
    /// Attack the wall between your square and this one with this weapon
    /// (DN-OBJ-1, DN-BAR-3, 1 action).
    AttackWall(Sq, Thing),
    /// Attack this seat hand to hand with this weapon (DN-PVP-1, free).
    Strike(u8, Thing),
    /// Shoot this seat with this held firearm (DN-PVP-1, free).
    ShootPlayer(u8, Thing),
    /// Start a fire on this square (DN-FIRE-1, 1 action).
    StartFire(Sq),
    /// Put out the fires around you with an extinguisher (DN-FIRE-2, 1 action).
    PutOut,
    /// Attack the petrol can or gas cylinder on this square in reach with
    /// this weapon (DN-OBJ-1, 1 action).
    Smash(Sq, Thing),
    /// Shoot the petrol can or gas cylinder on this square (DN-OBJ-1, 1 action).
    ShootThing(Sq, Thing),
    /// Spread the fire to this square (DN-FIRE-5).
    SpreadTo(Sq),
    /// Land on this square, out of a collapsing room (DN-GAP-19).
    Evacuate(Sq),
    /// Barricade the door, window or breach towards this square (DN-BAR-1, 1 action).
    Barricade(Sq),
    /// Dismantle the barricade towards this square (DN-BAR-2, 1 action).
    Dismantle(Sq),
    /// Combine this held item with petrol in reach (DN-ITEM-5, 1 action).
    Combine(Thing),
    /// Put the first (held) item into the backpack and take the second out
    /// into the hands, in one action (DN-ITEM-3, DN-GAP-18).
    Swap(Thing, Thing),
    /// Help (or not) the player whose close combat is about to be rolled (DN-MELEE-3).
    Help(bool),
    /// The Crash car stops outside the door of the first square, its front
    /// on the second (DN-CARDS-2).
    CrashAt(Sq, Sq),
    /// Fuel the vehicle whose front is on this square with petrol in reach
    /// (DN-ITEM-5, DN-CAR-1, 1 action).
    Fuel(Sq),
    /// Start the vehicle you drive (DN-ITEM-6, 1 action).
    StartCar,
    /// Hot-wire the vehicle you drive (DN-CAR-2, 1 action).
    HotWire,
    /// Drive the vehicle (DN-CAR-3, DN-MOVE-6, 1 action).
    Drive,
    /// Move the vehicle to these front and rear squares (DN-CAR-3).
    DriveTo(Sq, Sq),
    /// Drive off the map at the road exit (DN-GAP-22).
    Escape,
    /// Get out of the vehicle onto this square (DN-CAR-6, DN-GAP-13).
    GetOut(Sq),
    /// Start the fuelled generator in reach (DN-ITEM-6, DN-GAP-14, 1 action).
    StartGenerator,
    /// Declare peace in the fight between players (DN-PVP-2, DN-GAP-12, free).
    Peace,
    /// Let another player's turn go on (DN-FREE-8).
    Pass,
    /// Flee!: a Move out of turn, one action fewer next turn (DN-FREE-6).
    Flee,
    /// Do it now!: one action out of turn, the next turn skipped (DN-FREE-7).
    DoItNow,
}

/// The highest tag of [`Action::encode`].
const MAX_TAG: u32 = 62;

impl Action {
    /// The free actions of a turn (DN-FREE-2..5): picking up, dropping and
    /// giving, and Fight! with its shots, throws and attacks on players.
    pub(crate) fn is_free(self) -> bool {
        matches!(
            self,
            Action::Pick(..)
                | Action::PickKeys
                | Action::Drop(_)
                | Action::Give(..)
                | Action::GiveKeys(_)
                | Action::Fight
                | Action::Shoot(..)
                | Action::Throw(..)
                | Action::Strike(..)
                | Action::ShootPlayer(..)
                | Action::Peace
        )
    }

    /// A compact, stable number: a tag in the top byte, the fields below.
    pub fn encode(self) -> u32 {
        let (tag, a, b): (u32, u32, u32) = match self {
            Self::First(s) => (1, s.into(), 0),
            Self::StartItem(i) => (2, i.into(), 0),
            Self::Card(c) => (3, c.into(), 0),
            Self::Room(r) => (4, r.into(), 0),
            Self::Die(d) => (5, d.into(), 0),
            Self::Start(q) => (6, q.into(), 0),
            Self::Move => (7, 0, 0),
            Self::Run => (8, 0, 0),
            Self::Step(q) => (9, q.into(), 0),
            Self::Stop => (10, 0, 0),
            Self::Search => (11, 0, 0),
            Self::Decline => (12, 0, 0),
            Self::Take => (13, 0, 0),
            Self::Leave(q) => (14, q.into(), 0),
            Self::PlaceZombie(q) => (15, q.into(), 0),
            Self::Wield(t) => (16, t.into(), 0),
            Self::Kill(q) => (17, q.into(), 0),
            Self::Push(a, b) => (18, a.into(), b.into()),
            Self::ZombieStep(a, b) => (19, a.into(), b.into()),
            Self::Rest => (20, 0, 0),
            Self::Eat(t) => (21, t.into(), 0),
            Self::Stash(t) => (22, t.into(), 0),
            Self::Unstash(t) => (23, t.into(), 0),
            Self::Pick(q, t) => (24, q.into(), t.into()),
            Self::Drop(t) => (25, t.into(), 0),
            Self::PickKeys => (26, 0, 0),
            Self::Fight => (27, 0, 0),
            Self::Steal(s) => (28, s.into(), 0),
            Self::Rob(t) => (29, t.into(), 0),
            Self::RobKeys => (30, 0, 0),
            Self::EndTurn => (31, 0, 0),
            Self::Give(s, t) => (32, s.into(), t.into()),
            Self::GiveKeys(s) => (33, s.into(), 0),
            Self::Shoot(q, t) => (34, q.into(), t.into()),
            Self::Throw(q, t) => (35, q.into(), t.into()),
            Self::AttackWall(q, t) => (36, q.into(), t.into()),
            Self::Strike(s, t) => (37, s.into(), t.into()),
            Self::ShootPlayer(s, t) => (38, s.into(), t.into()),
            Self::StartFire(q) => (39, q.into(), 0),
            Self::PutOut => (40, 0, 0),
            Self::Smash(q, t) => (41, q.into(), t.into()),
            Self::ShootThing(q, t) => (42, q.into(), t.into()),
            Self::SpreadTo(q) => (43, q.into(), 0),
            Self::Evacuate(q) => (44, q.into(), 0),
            Self::Barricade(q) => (45, q.into(), 0),
            Self::Dismantle(q) => (46, q.into(), 0),
            Self::Combine(t) => (47, t.into(), 0),
            Self::Swap(h, k) => (48, h.into(), k.into()),
            Self::Help(yes) => (49, yes.into(), 0),
            Self::CrashAt(d, q) => (50, d.into(), q.into()),
            Self::Fuel(q) => (51, q.into(), 0),
            Self::StartCar => (52, 0, 0),
            Self::HotWire => (53, 0, 0),
            Self::Drive => (54, 0, 0),
            Self::DriveTo(f, r) => (55, f.into(), r.into()),
            Self::Escape => (56, 0, 0),
            Self::GetOut(q) => (57, q.into(), 0),
            Self::StartGenerator => (58, 0, 0),
            Self::Peace => (59, 0, 0),
            Self::Pass => (60, 0, 0),
            Self::Flee => (61, 0, 0),
            Self::DoItNow => (62, 0, 0),
        };
        (tag << 24) | (a << 12) | b
    }

    /// Every action a board of `squares` squares can name, legal or not,
    /// one group per kind of action, in the order of their numbers.
    pub fn every(squares: usize) -> impl Iterator<Item = impl Iterator<Item = Self>> {
        let wide = squares.max(256) as u32;
        (1..=MAX_TAG).map(move |tag| {
            // Tags with a second field: a square, an item or a seat.
            let second = if matches!(tag, 18 | 19 | 24 | 32 | 34..=38 | 41 | 42 | 48 | 50 | 55) { wide } else { 1 };
            (0..wide).flat_map(move |a| (0..second).filter_map(move |b| Self::decode((tag << 24) | (a << 12) | b)))
        })
    }

    pub fn decode(index: u32) -> Option<Self> {
        let tag = index >> 24;
        let a = (index >> 12) & 0xfff;
        let b = index & 0xfff;
        let u8a = u8::try_from(a).ok();
        let sq = u16::try_from(a).ok();
        let none_b = b == 0;
        let act = match tag {
            1 => Self::First(u8a?),
            2 => Self::StartItem(u8a?),
            3 => Self::Card(u8a?),
            4 => Self::Room(u8a?),
            5 => Self::Die(u8a?),
            6 => Self::Start(sq?),
            7 => Self::Move,
            8 => Self::Run,
            9 => Self::Step(sq?),
            10 => Self::Stop,
            11 => Self::Search,
            12 => Self::Decline,
            13 => Self::Take,
            14 => Self::Leave(sq?),
            15 => Self::PlaceZombie(sq?),
            16 => Self::Wield(u8a?),
            17 => Self::Kill(sq?),
            18 => return Some(Self::Push(sq?, u16::try_from(b).ok()?)).filter(|x| x.encode() == index),
            19 => return Some(Self::ZombieStep(sq?, u16::try_from(b).ok()?)).filter(|x| x.encode() == index),
            20 => Self::Rest,
            21 => Self::Eat(u8a?),
            22 => Self::Stash(u8a?),
            23 => Self::Unstash(u8a?),
            24 => return Some(Self::Pick(sq?, u8::try_from(b).ok()?)).filter(|x| x.encode() == index),
            25 => Self::Drop(u8a?),
            26 => Self::PickKeys,
            27 => Self::Fight,
            28 => Self::Steal(u8a?),
            29 => Self::Rob(u8a?),
            30 => Self::RobKeys,
            31 => Self::EndTurn,
            32 => return Some(Self::Give(u8a?, u8::try_from(b).ok()?)).filter(|x| x.encode() == index),
            33 => Self::GiveKeys(u8a?),
            39 => Self::StartFire(sq?),
            40 => Self::PutOut,
            41 => return Some(Self::Smash(sq?, u8::try_from(b).ok()?)).filter(|x| x.encode() == index),
            42 => return Some(Self::ShootThing(sq?, u8::try_from(b).ok()?)).filter(|x| x.encode() == index),
            43 => Self::SpreadTo(sq?),
            44 => Self::Evacuate(sq?),
            45 => Self::Barricade(sq?),
            46 => Self::Dismantle(sq?),
            47 => Self::Combine(u8a?),
            49 if a <= 1 => Self::Help(a == 1),
            48 => return Some(Self::Swap(u8a?, u8::try_from(b).ok()?)).filter(|x| x.encode() == index),
            50 => return Some(Self::CrashAt(sq?, u16::try_from(b).ok()?)).filter(|x| x.encode() == index),
            51 => Self::Fuel(sq?),
            52 => Self::StartCar,
            53 => Self::HotWire,
            54 => Self::Drive,
            55 => return Some(Self::DriveTo(sq?, u16::try_from(b).ok()?)).filter(|x| x.encode() == index),
            56 => Self::Escape,
            57 => Self::GetOut(sq?),
            58 => Self::StartGenerator,
            59 => Self::Peace,
            60 => Self::Pass,
            61 => Self::Flee,
            62 => Self::DoItNow,
            34..=38 => {
                let t = u8::try_from(b).ok()?;
                let act = match tag {
                    34 => Self::Shoot(sq?, t),
                    35 => Self::Throw(sq?, t),
                    36 => Self::AttackWall(sq?, t),
                    37 => Self::Strike(u8a?, t),
                    _ => Self::ShootPlayer(u8a?, t),
                };
                return Some(act).filter(|x| x.encode() == index);
            }
            _ => return None,
        };
        (none_b && act.encode() == index).then_some(act)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Push(a, b) => write!(f, "push {a}->{b}"),
            Self::ZombieStep(a, b) => write!(f, "zombie {a}->{b}"),
            Self::Pick(q, t) => write!(f, "pick {t}@{q}"),
            Self::Give(s, t) => write!(f, "give {t} to {s}"),
            other => write!(f, "{}", format!("{other:?}").to_lowercase()),
        }
    }
}
