//! A public state builder for tests and scenario files.
//!
//! It sets up a position on the embedded map directly, without playing
//! the setup: humans with characters, lives, things and squares; zombies;
//! barricades, destroyed walls and searched squares; the Zombie Player's
//! hand; and where play starts (a human's turn, the choice of the next
//! human, or the Zombie phase). It refuses positions the rules do not
//! allow (a figure off the board, on a car square or on another, a
//! barricade where there is no opening...), naming each problem's
//! [`Subject`] so that the scenario files (module `scenario`, `game =
//! "grid-siege"` for `horde scenario run`) can point at its line.
//!
//! ```
//! use horde_grid_siege::position::Scenario;
//! use horde_grid_siege::Pos;
//! let g = Scenario::new()
//!     .human("bum", Pos::new(11, 20))
//!     .holding("nail_board")
//!     .zombie(Pos::new(11, 19))
//!     .turn_of(0)
//!     .build()
//!     .unwrap();
//! assert_eq!(g.turn().unwrap().actions, 2);
//! ```

use crate::content::content;
use crate::rules::geom::{Edge, Pos};
use crate::rules::setup::{Options, Setup};
use crate::rules::state::{EMPTY_FLAG, GridSiege, SLOTS, Zombie};
use std::fmt;

/// Where play starts once the position is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// The Human phase, before anyone's turn (the first Human Player picks).
    HumanPhase,
    /// The turn of this human has just begun.
    Turn(u8),
    /// The Zombie phase begins (every human has had his turn).
    ZombiePhase,
}

/// A problem with the described position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct ScenarioError(pub String);

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "scenario: {}", self.0)
    }
}

/// What a problem of a described position is about, by the order in
/// which the builder was told things (indices from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// The position as a whole (how many humans, the seats).
    Position,
    /// A human, in the order added.
    Human(usize),
    /// Thing `.1` of human `.0` ([`Scenario::holding`]).
    Thing(usize, usize),
    /// Searched square `.1` of human `.0` ([`Scenario::has_searched`]).
    HumanSearched(usize, usize),
    /// A zombie, in the order added (fresh ones included).
    Zombie(usize),
    Barricade(usize),
    DestroyedWall(usize),
    /// A square of [`Scenario::searched`].
    Searched(usize),
    /// A card of [`Scenario::zombie_hand`].
    HandCard(usize),
    /// Where play starts.
    Start,
}

/// One problem with the described position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub subject: Subject,
    pub message: String,
}

#[derive(Clone, Debug)]
struct HumanSpec {
    character: String,
    pos: Option<Pos>,
    in_car: bool,
    lives: u8,
    things: Vec<(String, bool)>,
    searched: Vec<Pos>,
    seat: Option<u8>,
}

/// Builder of a Grid Siege position. Methods that describe "the human"
/// apply to the most recently added one.
#[derive(Clone, Debug)]
pub struct Scenario {
    options: Options,
    seats: u8,
    round: u16,
    humans: Vec<HumanSpec>,
    zombies: Vec<(Pos, bool)>,
    barricades: Vec<Edge>,
    destroyed: Vec<Edge>,
    searched: Vec<Pos>,
    all_searched: bool,
    car_started: bool,
    hand: Vec<String>,
    start: Start,
    errors: Vec<Problem>,
}

impl Default for Scenario {
    fn default() -> Self {
        Self::new()
    }
}

impl Scenario {
    /// An empty position in round 2 (so that the Zombie phase spawns one
    /// zombie, GS-ZSPAWN-2), default options, one Human Player.
    pub fn new() -> Self {
        Self {
            options: Options::default(),
            seats: 1,
            round: 2,
            humans: Vec::new(),
            zombies: Vec::new(),
            barricades: Vec::new(),
            destroyed: Vec::new(),
            searched: Vec::new(),
            all_searched: false,
            car_started: false,
            hand: Vec::new(),
            start: Start::HumanPhase,
            errors: Vec::new(),
        }
    }
    pub fn options(mut self, o: Options) -> Self {
        self.options = o;
        self
    }
    /// Human Players (seats 1..=n); humans are dealt to them in turn unless
    /// [`Scenario::seat`] says otherwise.
    pub fn human_seats(mut self, n: u8) -> Self {
        self.seats = n.max(1);
        self
    }
    pub fn round(mut self, r: u16) -> Self {
        self.round = r.max(1);
        self
    }
    /// Adds a human with this character (by id) on `at`, with 4 lives.
    pub fn human(mut self, character: &str, at: Pos) -> Self {
        self.humans.push(HumanSpec {
            character: character.to_owned(),
            pos: Some(at),
            in_car: false,
            lives: 4,
            things: Vec::new(),
            searched: Vec::new(),
            seat: None,
        });
        self
    }
    /// Adds a human sitting in the car.
    pub fn human_in_car(mut self, character: &str) -> Self {
        self.humans.push(HumanSpec {
            character: character.to_owned(),
            pos: None,
            in_car: true,
            lives: 4,
            things: Vec::new(),
            searched: Vec::new(),
            seat: None,
        });
        self
    }
    fn last(&mut self) -> Option<&mut HumanSpec> {
        if self.humans.is_empty() {
            self.errors.push(Problem { subject: Subject::Position, message: "describe a human first".into() });
        }
        self.humans.last_mut()
    }
    pub fn lives(mut self, n: u8) -> Self {
        if let Some(h) = self.last() {
            h.lives = n.min(4);
        }
        self
    }
    pub fn seat(mut self, s: u8) -> Self {
        if let Some(h) = self.last() {
            h.seat = Some(s);
        }
        self
    }
    /// The human carries this thing (by id).
    pub fn holding(mut self, thing: &str) -> Self {
        if let Some(h) = self.last() {
            h.things.push((thing.to_owned(), false));
        }
        self
    }
    /// The human carries this firearm, out of ammunition.
    pub fn holding_empty(mut self, thing: &str) -> Self {
        if let Some(h) = self.last() {
            h.things.push((thing.to_owned(), true));
        }
        self
    }
    /// The human has already searched the search square on `p`.
    pub fn has_searched(mut self, p: Pos) -> Self {
        if let Some(h) = self.last() {
            h.searched.push(p);
        }
        self
    }
    pub fn zombie(mut self, at: Pos) -> Self {
        self.zombies.push((at, false));
        self
    }
    /// A fresh corpse risen from a human (4 actions, GS-LIFE-4).
    pub fn fresh_zombie(mut self, at: Pos) -> Self {
        self.zombies.push((at, true));
        self
    }
    pub fn barricade(mut self, e: Edge) -> Self {
        self.barricades.push(e);
        self
    }
    pub fn destroyed_wall(mut self, e: Edge) -> Self {
        self.destroyed.push(e);
        self
    }
    /// The search square on `p` has been searched (by someone).
    pub fn searched(mut self, p: Pos) -> Self {
        self.searched.push(p);
        self
    }
    /// Every search square has been searched.
    pub fn all_searched(mut self) -> Self {
        self.all_searched = true;
        self
    }
    pub fn car_started(mut self) -> Self {
        self.car_started = true;
        self
    }
    /// The Zombie Player's hand (card ids).
    pub fn zombie_hand(mut self, cards: &[&str]) -> Self {
        self.hand = cards.iter().map(|s| (*s).to_owned()).collect();
        self
    }
    /// Play starts with this human's turn.
    pub fn turn_of(mut self, h: u8) -> Self {
        self.start = Start::Turn(h);
        self
    }
    pub fn zombie_phase(mut self) -> Self {
        self.start = Start::ZombiePhase;
        self
    }
    pub fn start(mut self, s: Start) -> Self {
        self.start = s;
        self
    }

    /// The position, or every problem found in the description.
    pub fn build(self) -> Result<GridSiege, ScenarioError> {
        self.check()
            .map_err(|problems| ScenarioError(problems.into_iter().map(|p| p.message).collect::<Vec<_>>().join("; ")))
    }

    /// The position, or every problem found, each with its [`Subject`].
    pub fn check(self) -> Result<GridSiege, Vec<Problem>> {
        let c = content();
        let m = &c.map;
        let mut errors = self.errors.clone();
        let problem = |subject: Subject, message: String| Problem { subject, message };
        let n = self.humans.len();
        if n == 0 || n > usize::from(crate::rules::setup::MAX_HUMANS) {
            errors.push(problem(
                Subject::Position,
                format!("1..={} humans are needed, found {n}", crate::rules::setup::MAX_HUMANS),
            ));
            return Err(errors);
        }
        let setup =
            Setup { humans: n as u8, human_seats: self.seats.min(n as u8), options: self.options, ..Setup::default() };
        let mut g = GridSiege::from_setup(&setup).map_err(|e| vec![problem(Subject::Position, e.0)])?;
        let mut occupied: Vec<Pos> = Vec::new();
        let mut check_square = |p: Pos, what: &str, obstacle_ok: bool| -> Option<String> {
            if !m.contains(p) {
                Some(format!("{what}: {p} is off the board"))
            } else if m.sq(p).car {
                Some(format!("{what}: {p} is a car square"))
            } else if m.sq(p).obstacle && !obstacle_ok {
                Some(format!("{what}: {p} is an obstacle"))
            } else if occupied.contains(&p) {
                Some(format!("{what}: {p} is already occupied"))
            } else {
                occupied.push(p);
                None
            }
        };
        for (i, spec) in self.humans.iter().enumerate() {
            let what = format!("human H{}", i + 1);
            let Some(ch) = c.character_index(&spec.character) else {
                errors.push(problem(Subject::Human(i), format!("{what}: unknown character {:?}", spec.character)));
                continue;
            };
            let h = &mut g.humans[i];
            h.character = ch;
            h.lives = spec.lives;
            if let Some(s) = spec.seat {
                if s == 0 || s > g.human_seats {
                    errors.push(problem(Subject::Human(i), format!("{what}: seat {s} is not a Human Player")));
                } else {
                    h.seat = s;
                }
            }
            h.placed = true;
            if spec.in_car {
                h.in_car = true;
                h.pos = m.car.seats.first().copied().unwrap_or(Pos::new(0, 0));
            } else if let Some(p) = spec.pos {
                if let Some(e) = check_square(p, &what, true) {
                    errors.push(problem(Subject::Human(i), e));
                }
                h.pos = p;
            }
            if spec.things.len() > SLOTS {
                errors.push(problem(Subject::Thing(i, SLOTS), format!("{what}: at most {SLOTS} things")));
            }
            for (k, (t, empty)) in spec.things.iter().take(SLOTS).enumerate() {
                match c.thing_index(t) {
                    Some(ti) => {
                        g.humans[i].add((ti + 1) | if *empty { EMPTY_FLAG } else { 0 });
                    }
                    None => errors.push(problem(Subject::Thing(i, k), format!("{what}: unknown thing {t:?}"))),
                }
            }
            for (k, p) in spec.searched.iter().enumerate() {
                match m.contains(*p).then(|| m.sq(*p).search).flatten() {
                    Some(si) => {
                        g.humans[i].searched |= 1u64 << si;
                        g.searched |= 1u64 << si;
                    }
                    None => errors
                        .push(problem(Subject::HumanSearched(i, k), format!("{what}: {p} is not a search square"))),
                }
            }
        }
        for (k, (p, fresh)) in self.zombies.iter().enumerate() {
            if let Some(e) = check_square(*p, "zombie", false) {
                errors.push(problem(Subject::Zombie(k), e));
            }
            g.zombies.push(Zombie { pos: *p, actions: if *fresh { 4 } else { 2 }, fresh: *fresh });
        }
        g.sort_zombies();
        for (k, e) in self.barricades.iter().enumerate() {
            if !m.contains(e.squares().1)
                || !matches!(m.edge(*e), crate::content::EdgeKind::Door | crate::content::EdgeKind::Window)
            {
                errors.push(problem(Subject::Barricade(k), format!("barricade: {e} is not a door or window opening")));
            } else {
                g.barricades.push(*e);
            }
        }
        g.barricades.sort_unstable();
        g.barricades.dedup();
        for (k, e) in self.destroyed.iter().enumerate() {
            if !m.contains(e.squares().1)
                || !matches!(m.edge(*e), crate::content::EdgeKind::Wall | crate::content::EdgeKind::Window)
            {
                errors.push(problem(Subject::DestroyedWall(k), format!("destroyed wall: {e} is not a wall or window")));
            } else {
                g.destroyed.push(*e);
            }
        }
        g.destroyed.sort_unstable();
        g.destroyed.dedup();
        if g.barricades.len() > crate::rules::state::BARRICADE_TOKENS {
            errors.push(problem(Subject::Barricade(0), "GS-COMP-7: there are only 15 barricade tokens".to_string()));
        }
        if g.destroyed.len() > crate::rules::state::DESTROYED_WALL_MARKERS {
            errors.push(problem(
                Subject::DestroyedWall(0),
                "GS-COMP-7: there are only 10 destroyed-wall markers".to_string(),
            ));
        }
        for (k, p) in self.searched.iter().enumerate() {
            match m.contains(*p).then(|| m.sq(*p).search).flatten() {
                Some(si) => g.searched |= 1u64 << si,
                None => errors.push(problem(Subject::Searched(k), format!("searched: {p} is not a search square"))),
            }
        }
        if self.all_searched {
            let k = m.search.len();
            g.searched = if k >= 64 { u64::MAX } else { (1u64 << k) - 1 };
        }
        g.car_started = self.car_started;
        for (k, card) in self.hand.iter().enumerate() {
            match c.zombie_card_index(card) {
                Some(x) if usize::from(x) < 8 => {
                    let x = usize::from(x);
                    g.zhand[x] += 1;
                    g.zdeck[x] = g.zdeck[x].max(g.zhand[x]);
                }
                _ => errors.push(problem(Subject::HandCard(k), format!("zombie hand: unknown card {card:?}"))),
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        g.round = self.round;
        let mut ev = Vec::new();
        match self.start {
            Start::HumanPhase => g.next_human(&mut ev),
            Start::Turn(h) => {
                let ok = g.humans.get(usize::from(h)).is_some_and(|x| x.conscious());
                if !ok {
                    let message = format!("human H{} cannot take a turn", u16::from(h) + 1);
                    return Err(vec![problem(Subject::Start, message)]);
                }
                for (i, x) in g.humans.iter_mut().enumerate() {
                    x.acted = i < usize::from(h);
                }
                g.activate(h, &mut ev);
            }
            Start::ZombiePhase => {
                for x in &mut g.humans {
                    x.acted = true;
                }
                g.next_human(&mut ev);
            }
        }
        Ok(g)
    }
}
