//! The game state: compact, cheap to clone, hashable, deterministic.

use crate::content::{Content, EdgeKind, Feature, Size, content};
use crate::rules::geom::{Dir, Edge, Pos};
use crate::rules::setup::{CharacterDeal, Options, Placement};
use serde::{Deserialize, Serialize};

/// Inventory slots per human. The seed allows overload without limit
/// (GS-INV-3); this engine caps a human at 8 things (see the rulings).
pub const SLOTS: usize = 8;
/// Flag on an inventory code: the firearm is out of ammunition (GS-RES-2).
pub const EMPTY_FLAG: u8 = 0x80;
/// Barricade tokens (GS-COMP-7).
pub const BARRICADE_TOKENS: usize = 15;
/// Destroyed-wall markers (GS-COMP-7, GS-GAP-14): no more walls fall once
/// all 10 are on the board.
pub const DESTROYED_WALL_MARKERS: usize = 10;
/// Zombie seat (GS-SETUP-1): always seat 0.
pub const ZOMBIE_SEAT: u8 = 0;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Life {
    /// Alive; unconscious when `lives == 0` (GS-LIFE-2).
    Alive,
    /// Dead; his zombie rises at the next Zombie phase (GS-LIFE-4, GS-GAP-4).
    Dead,
    /// Risen as a zombie: off the human roster.
    Risen,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Human {
    pub seat: u8,
    /// Character index; `u8::MAX` until dealt.
    pub character: u8,
    pub lives: u8,
    pub life: Life,
    pub pos: Pos,
    pub placed: bool,
    pub in_car: bool,
    /// Thing index + 1 per slot (0 = empty, packed to the front), with
    /// [`EMPTY_FLAG`] on an empty firearm.
    pub inv: [u8; SLOTS],
    /// Bit `i`: he searched search square `i` (GS-SEARCH-2).
    pub searched: u64,
    /// He has had his turn in this Human phase.
    pub acted: bool,
    /// Actions lost next turn (the Trip card).
    pub trip: u8,
}

impl Human {
    pub fn alive(&self) -> bool {
        self.life == Life::Alive
    }
    pub fn conscious(&self) -> bool {
        self.alive() && self.lives > 0
    }
    pub fn on_board(&self) -> bool {
        self.alive() && self.placed && !self.in_car
    }
    pub fn items(&self) -> impl Iterator<Item = (u8, u8)> + '_ {
        self.inv.iter().enumerate().filter(|(_, c)| **c != 0).map(|(i, c)| (i as u8, (c & !EMPTY_FLAG) - 1))
    }
    pub fn item(&self, slot: u8) -> Option<u8> {
        let c = *self.inv.get(usize::from(slot))?;
        (c != 0).then(|| (c & !EMPTY_FLAG) - 1)
    }
    pub fn is_empty_gun(&self, slot: u8) -> bool {
        self.inv.get(usize::from(slot)).is_some_and(|c| c & EMPTY_FLAG != 0)
    }
    pub fn count(&self) -> usize {
        self.inv.iter().filter(|c| **c != 0).count()
    }
    /// Adds a thing; false when every slot is full.
    pub fn add(&mut self, code: u8) -> bool {
        match self.inv.iter_mut().find(|c| **c == 0) {
            Some(c) => {
                *c = code;
                true
            }
            None => false,
        }
    }
    /// Removes the thing in `slot`, returning its raw code.
    pub fn take(&mut self, slot: u8) -> u8 {
        let i = usize::from(slot);
        let code = self.inv[i];
        for j in i..SLOTS - 1 {
            self.inv[j] = self.inv[j + 1];
        }
        self.inv[SLOTS - 1] = 0;
        code
    }
    /// Things that do not fit into 4 capacity units, the player packing as
    /// many as possible (GS-INV-2/3, GS-GAP-8).
    pub fn overload(&self, c: &Content) -> u8 {
        let mut sizes: Vec<u8> = self
            .items()
            .map(|(_, t)| c.things[usize::from(t)].size)
            .filter(|s| *s != Size::None)
            .map(Size::units)
            .collect();
        sizes.sort_unstable();
        // The Farmer's feature: 2 units more (GS-GAP-10).
        let packer = c.characters.get(usize::from(self.character)).is_some_and(|x| x.feature == Feature::Packer);
        let mut room = if packer { 6u8 } else { 4u8 };
        let mut extra = 0u8;
        for s in sizes {
            if s <= room {
                room -= s;
            } else {
                extra += 1;
            }
        }
        extra
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Zombie {
    pub pos: Pos,
    /// Actions left this Zombie phase.
    pub actions: u8,
    /// A fresh corpse (GS-LIFE-4): 4 actions per turn.
    pub fresh: bool,
}

/// The active human's turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Turn {
    pub human: u8,
    pub actions: u8,
    /// Actions at the start of the turn (GS-ACT-2; a mid-turn wound or heal
    /// changes the next turn only).
    pub total: u8,
    /// Squares moved this turn (GS-GAP-8).
    pub moved: u8,
    /// The once-per-turn preferred reroll is spent (GS-PREF-1).
    pub rerolled: bool,
    pub carrying: Option<u8>,
    /// Where the carried human was taken up.
    pub carry_from: Pos,
    /// Squares the human passed through this turn (GS-CARRY-2), start included.
    pub visited: [Pos; 10],
    pub nvisited: u8,
}

impl Turn {
    pub fn new(human: u8, actions: u8, start: Pos) -> Self {
        let mut visited = [start; 10];
        visited[0] = start;
        Self {
            human,
            actions,
            total: actions,
            moved: 0,
            rerolled: false,
            carrying: None,
            carry_from: start,
            visited,
            nvisited: 1,
        }
    }
    pub fn visit(&mut self, p: Pos) {
        if usize::from(self.nvisited) < self.visited.len() && !self.visited[..usize::from(self.nvisited)].contains(&p) {
            self.visited[usize::from(self.nvisited)] = p;
            self.nvisited += 1;
        }
    }
    pub fn visited(&self) -> &[Pos] {
        &self.visited[..usize::from(self.nvisited)]
    }
}

/// An attack in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct AttackCtx {
    pub slot: Option<u8>,
    pub target: Pos,
    pub aimed: bool,
    pub dice: [u8; 6],
    pub rolled: u8,
    pub need: u8,
    /// The thing used (`None` bare-handed); a thrown thing has left the slot.
    pub thing: Option<u8>,
    pub thrown: bool,
}

/// An item use in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum UseKind {
    Heal { target: u8 },
    Build { edge: Edge },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct UseCtx {
    pub slot: u8,
    pub kind: UseKind,
    /// The die awaiting a reroll decision.
    pub die: u8,
}

/// Separate blast rolls in progress (GS-EXPL-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct BlastCtx {
    pub center: Pos,
    pub from: Pos,
    pub thing: u8,
    pub dice: [u8; 13],
    pub rolled: u8,
}

/// What the match waits for. Each variant fixes the deciding seat or chance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Pending {
    DealCharacter {
        human: u8,
    },
    ChooseCharacter {
        human: u8,
    },
    DealZombieCard {
        left: u8,
    },
    PlacementRoll {
        human: u8,
        fails: u8,
    },
    /// `sheet == 0`: any first-row square (GS-SETUP-8).
    PlaceHuman {
        human: u8,
        sheet: u8,
    },
    NextHuman,
    Act,
    AttackDie(AttackCtx),
    AttackReroll(AttackCtx),
    PushChoice {
        from: Pos,
        target: Pos,
    },
    BlastDie(BlastCtx),
    UseDie(UseCtx),
    UseReroll(UseCtx),
    BreakDie {
        dir: Dir,
    },
    StartDie,
    SearchDraw {
        square: u8,
    },
    PlaceCarried,
    Demolish,
    ZombieCard,
    SpawnRoll,
    SpawnPlace {
        sheet: u8,
    },
    ZombieMoves,
    /// The Zombie Player picks the human in the car whom the zombie on car
    /// door `door` attacks (GS-CAR-3).
    CarTarget {
        door: u8,
    },
    ZombieAttack {
        human: u8,
    },
    Over,
}

/// A barricade being built or dismantled by bare hands (GS-BAR-2/3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Project {
    pub edge: Edge,
    pub dismantle: bool,
    pub done: u8,
    /// A building item was used on it: the base cost is 1 instead of 2.
    pub tool: bool,
}

/// Bookkeeping of the current Zombie phase.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct ZPhase {
    pub hunger: u8,
    /// Zombies still to place that respect the maximum (GS-ZMAX-1).
    pub spawn_regular: u8,
    /// Zombies still to place that may exceed it (GS-ZMAX-2).
    pub spawn_forced: u8,
    pub spawn_fails: u8,
    /// Demolition capacity left per zombie group, by its first square.
    pub demolish: Vec<(Pos, u8)>,
    /// Whom each car-door zombie attacks this phase: (door index, human)
    /// (GS-CAR-3).
    pub car_targets: Vec<(u8, u8)>,
}

/// How the match ended (GS-WIN).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ended {
    /// The humans drove away in the car (GS-WIN-2).
    DroveAway,
    /// The humans barricaded themselves in a house, by its index in the
    /// map's buildings (GS-WIN-3).
    Barricaded { building: u8 },
    /// Every human is dead (GS-WIN-5).
    AllDead,
    /// Stopped at the round cap of the options: unfinished, no side won
    /// (GS-GAP-26).
    RoundLimit { rounds: u16 },
}

impl Ended {
    pub fn humans_win(self) -> bool {
        matches!(self, Self::DroveAway | Self::Barricaded { .. })
    }

    /// Why the match ended, as people read it.
    pub fn reason(self) -> String {
        match self {
            Self::DroveAway => "the survivors drove away (GS-WIN-2)".into(),
            Self::Barricaded { building } => {
                let name = content().map.buildings.get(usize::from(building)).map_or("?", |b| b.name.as_str());
                format!("the humans barricaded themselves in the {name} (GS-WIN-3)")
            }
            Self::AllDead => "all humans are dead (GS-WIN-5)".into(),
            Self::RoundLimit { rounds } => {
                format!("stopped unfinished after {rounds} rounds: no side won (GS-GAP-26)")
            }
        }
    }
}

/// The Grid Siege state. Seat 0 is the Zombie Player.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GridSiege {
    pub(crate) opts: Options,
    pub(crate) human_seats: u8,
    pub(crate) deal: CharacterDeal,
    pub(crate) placement: Placement,
    pub(crate) round: u16,
    pub(crate) pending: Pending,
    pub(crate) humans: Vec<Human>,
    pub(crate) zombies: Vec<Zombie>,
    pub(crate) barricades: Vec<Edge>,
    pub(crate) destroyed: Vec<Edge>,
    pub(crate) searched: u64,
    pub(crate) car_started: bool,
    pub(crate) search_left: Vec<u8>,
    pub(crate) char_left: Vec<u8>,
    /// The Zombie Player's hidden hand, copies per card kind.
    pub(crate) zhand: [u8; 8],
    pub(crate) zplayed: [u8; 8],
    pub(crate) zdeck: [u8; 8],
    pub(crate) floor: Vec<(Pos, u8)>,
    pub(crate) projects: Vec<Project>,
    pub(crate) turn: Turn,
    pub(crate) zphase: ZPhase,
    /// Attacks or searches in the last Zombie phase / this Human phase (GS-ZSPAWN-5).
    pub(crate) activity: [bool; 2],
    pub(crate) ended: Option<Ended>,
    /// The last die rolled and why: part of every view, so that a roll
    /// with no other effect is still seen by all.
    pub(crate) last_roll: Option<(crate::rules::event::Roll, u8)>,
}

/// Effective state of an edge for movement, sight and attacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pass {
    Open,
    Window,
    Blocked,
}

impl GridSiege {
    pub fn round(&self) -> u16 {
        self.round
    }
    pub fn options(&self) -> &Options {
        &self.opts
    }
    pub fn pending(&self) -> Pending {
        self.pending
    }
    pub fn humans(&self) -> &[Human] {
        &self.humans
    }
    pub fn zombies(&self) -> &[Zombie] {
        &self.zombies
    }
    /// Whether human `h`'s character card has feature `f` (GS-SETUP-4).
    pub fn has_feature(&self, h: u8, f: Feature) -> bool {
        self.humans
            .get(usize::from(h))
            .and_then(|x| content().characters.get(usize::from(x.character)))
            .is_some_and(|c| c.feature == f)
    }
    /// Whether the active human has feature `f`.
    pub(crate) fn acting_has(&self, f: Feature) -> bool {
        self.has_feature(self.turn.human, f)
    }
    /// Unfinished barricade work: building or dismantling (GS-BAR, GS-GAP-14).
    pub fn projects(&self) -> &[Project] {
        &self.projects
    }
    pub fn barricades(&self) -> &[Edge] {
        &self.barricades
    }
    pub fn destroyed_walls(&self) -> &[Edge] {
        &self.destroyed
    }
    pub fn last_roll(&self) -> Option<(crate::rules::event::Roll, u8)> {
        self.last_roll
    }
    pub fn car_started(&self) -> bool {
        self.car_started
    }
    pub fn turn(&self) -> Option<&Turn> {
        self.in_turn().then_some(&self.turn)
    }
    pub(crate) fn in_turn(&self) -> bool {
        !matches!(
            self.pending,
            Pending::DealCharacter { .. }
                | Pending::ChooseCharacter { .. }
                | Pending::DealZombieCard { .. }
                | Pending::PlacementRoll { .. }
                | Pending::PlaceHuman { .. }
                | Pending::NextHuman
                | Pending::Demolish
                | Pending::ZombieCard
                | Pending::SpawnRoll
                | Pending::SpawnPlace { .. }
                | Pending::ZombieMoves
                | Pending::CarTarget { .. }
                | Pending::ZombieAttack { .. }
                | Pending::Over
        )
    }
    /// Search squares searched at least once, as a bit mask.
    pub fn searched_mask(&self) -> u64 {
        self.searched
    }
    pub fn searched_count(&self) -> u32 {
        self.searched.count_ones()
    }
    /// Copies of each zombie card kind in the Zombie Player's hand (hidden).
    pub fn zombie_hand(&self) -> &[u8; 8] {
        &self.zhand
    }
    pub fn zombie_hand_size(&self) -> u8 {
        self.zhand.iter().sum()
    }

    pub fn zombie_at(&self, p: Pos) -> Option<usize> {
        self.zombies.binary_search_by(|z| z.pos.cmp(&p)).ok()
    }
    pub fn has_zombie(&self, p: Pos) -> bool {
        self.zombie_at(p).is_some()
    }
    /// A living or dead-but-not-risen human standing on `p` (not in the car).
    pub fn human_at(&self, p: Pos) -> Option<u8> {
        self.humans.iter().position(|h| h.alive() && h.placed && !h.in_car && h.pos == p).map(|i| i as u8)
    }
    pub(crate) fn is_barricaded(&self, e: Edge) -> bool {
        self.barricades.binary_search(&e).is_ok()
    }
    pub(crate) fn is_destroyed(&self, e: Edge) -> bool {
        self.destroyed.binary_search(&e).is_ok()
    }
    /// The effective edge kind: walls and windows may be destroyed.
    pub fn edge_kind(&self, e: Edge) -> EdgeKind {
        let k = content().map.edge(e);
        if matches!(k, EdgeKind::Wall | EdgeKind::Window) && !self.destroyed.is_empty() && self.is_destroyed(e) {
            EdgeKind::Open
        } else {
            k
        }
    }
    /// How a step from `a` to its orthogonal neighbour `b` may cross the edge.
    pub fn pass(&self, a: Pos, b: Pos) -> Pass {
        match a.dir_to(b) {
            Some(d) => self.pass_dir(a, d),
            None => Pass::Blocked,
        }
    }
    /// [`GridSiege::pass`] for the step from `a` in direction `d`.
    pub fn pass_dir(&self, a: Pos, d: Dir) -> Pass {
        let Some(e) = Edge::of(a, d) else { return Pass::Blocked };
        if !self.barricades.is_empty() && self.is_barricaded(e) {
            return Pass::Blocked;
        }
        match self.edge_kind(e) {
            EdgeKind::Open | EdgeKind::Door => Pass::Open,
            EdgeKind::Window => Pass::Window,
            EdgeKind::Wall => Pass::Blocked,
        }
    }
    /// Not separated by a wall or a barricade (GS-GAP-3): open edges, doors,
    /// windows and destroyed walls do not separate.
    pub fn touching(&self, a: Pos, b: Pos) -> bool {
        a.dist(b) == 1 && self.pass(a, b) != Pass::Blocked
    }
    pub(crate) fn free_for_figure(&self, p: Pos) -> bool {
        let m = &content().map;
        m.contains(p) && !m.sq(p).car && !self.has_zombie(p) && self.human_at(p).is_none()
    }
    pub(crate) fn owner(&self, human: u8) -> u8 {
        self.humans.get(usize::from(human)).map_or(1, |h| h.seat)
    }
    pub(crate) fn living(&self) -> impl Iterator<Item = (u8, &Human)> {
        self.humans.iter().enumerate().filter(|(_, h)| h.alive()).map(|(i, h)| (i as u8, h))
    }
    /// Humans not yet dead (GS-ZMAX-1, GS-GAP-18).
    pub fn living_count(&self) -> usize {
        self.humans.iter().filter(|h| h.alive()).count()
    }
    /// The zombie maximum: 4 per human not yet dead (GS-ZMAX-1/3).
    pub fn zombie_max(&self) -> usize {
        4 * self.living_count()
    }
    /// Where a human counts as standing for distances: in the car, the car
    /// square by the door he used.
    pub fn human_pos(&self, h: u8) -> Pos {
        self.humans[usize::from(h)].pos
    }
    pub(crate) fn sort_zombies(&mut self) {
        self.zombies.sort_unstable();
    }
    pub(crate) fn zombie_card_threshold(&self) -> u32 {
        if self.opts.zombie_cards_after_four { 4 } else { 3 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endings_read_as_snake_case_names_and_tell_who_won() {
        let json = |e: Ended| serde_json::to_string(&e).unwrap();
        assert_eq!(json(Ended::DroveAway), r#""drove_away""#);
        assert_eq!(json(Ended::Barricaded { building: 0 }), r#"{"barricaded":{"building":0}}"#);
        assert_eq!(json(Ended::AllDead), r#""all_dead""#);
        assert_eq!(json(Ended::RoundLimit { rounds: 20 }), r#"{"round_limit":{"rounds":20}}"#);
        assert!(Ended::DroveAway.humans_win() && Ended::Barricaded { building: 0 }.humans_win());
        assert!(!Ended::AllDead.humans_win() && !Ended::RoundLimit { rounds: 20 }.humans_win());
        let house = &content().map.buildings[0].name;
        assert!(Ended::Barricaded { building: 0 }.reason().contains(house.as_str()));
        assert_eq!(
            Ended::RoundLimit { rounds: 20 }.reason(),
            "stopped unfinished after 20 rounds: no side won (GS-GAP-26)"
        );
    }
}
