//! Geometry of the room cards (DN-MOVE-1/2, DN-GAP-4, DN-GAP-6, DN-GAP-7):
//! edges, player and zombie steps, reach, contact and distance maps.

use super::damage::COLLAPSED;
use super::layers::{self, ByDirection};
use super::state::{Car, DeadOfNight, Sq, ZOMBIES_PER_SQUARE};
use crate::content::{AreaKind, EdgeKind, Scenario, content};
use std::sync::{Arc, OnceLock};

/// No path.
pub const FAR: u16 = u16::MAX;

/// No square: off the board.
const NONE: Sq = Sq::MAX;

/// The eight directions around a square (DN-MOVE-1), orthogonal first.
const DIRS: [(i16, i16); 8] = [(0, -1), (-1, 0), (1, 0), (0, 1), (-1, -1), (1, -1), (-1, 1), (1, 1)];

/// The directions of `DIRS` in the order of their squares' numbers (rows
/// top to bottom, each left to right); the square itself comes between the
/// fourth and the fifth.
const BY_SQUARE: [usize; 8] = [4, 0, 5, 1, 2, 6, 3, 7];

/// The index in `DIRS` of the direction opposite `DIRS[k]`.
const fn opposite(k: usize) -> usize {
    if k < 4 { 3 - k } else { 11 - k }
}

/// What zombies and scent may cross on the board as it stands, built once
/// for all the distance maps of a zombie round: asking the edges (and the
/// barricades, broken doors, breaches and cars behind them) once a square
/// instead of once a square per map. Bit `k` of a square's mask is set when
/// a step from its neighbour in direction `DIRS[k]` into it is allowed.
#[derive(Debug, PartialEq)]
pub(crate) struct Passes {
    scent: Arc<Crossings>,
    zombie: Arc<Crossings>,
    /// Squares no zombie path goes through, a bitboard ([`layers`]): a
    /// player's, or one by fire (DN-ZOM-7).
    closed: Vec<u64>,
    /// The one closed square, when there is one alone: a single living
    /// player's (or several on one square), nothing burning.
    alone: Option<Sq>,
}

impl Passes {
    /// A zombie may step from a square to its neighbour `to` in direction
    /// `DIRS[k]` (as [`DeadOfNight::zombie_edge`]).
    pub(crate) fn zombie_may_cross(&self, k: usize, to: Sq) -> bool {
        self.zombie.into[usize::from(to)] & (1 << opposite(k)) != 0
    }

    pub(crate) fn closed(&self, sq: Sq) -> bool {
        layers::get(&self.closed, sq)
    }

    #[cfg(test)]
    pub(crate) fn scent_crossings(&self) -> &ByDirection {
        &self.scent.dirs
    }

    /// The scent distance from every square to `target` (DN-GAP-7), made
    /// the first time any board with these scent crossings asks for it.
    pub(crate) fn scent_map(&self, g: &DeadOfNight, target: Sq) -> &Arc<Vec<u16>> {
        self.scent.maps[usize::from(target)].get_or_init(|| Arc::new(g.scent_walk(target, &self.scent.dirs)))
    }

    /// The true map to `target` (DN-GAP-7), walked now; when his square is
    /// the only one closed, the map depends on the zombie crossings and his
    /// square alone, and is kept with the crossings for every board that
    /// shares them.
    pub(crate) fn true_map(&self, g: &DeadOfNight, target: Sq) -> Arc<Vec<u16>> {
        if self.alone == Some(target) {
            let kept = &self.zombie.maps[usize::from(target)];
            return Arc::clone(kept.get_or_init(|| Arc::new(g.true_walk(target, self))));
        }
        Arc::new(g.true_walk(target, self))
    }

    /// The squares opened or closed since the crossings `was` (a player who
    /// moved, a fire lit or out), when zombies cross the board as they did:
    /// a true map made on `was` holds here when it reached none of them,
    /// since a walk reads whether a square is closed only once it reached it.
    pub(crate) fn reclosed_since(&self, was: &Passes) -> Option<Vec<Sq>> {
        (self.zombie == was.zombie).then(|| {
            let changed: Vec<u64> = self.closed.iter().zip(&was.closed).map(|(now, then)| now ^ then).collect();
            layers::squares(&changed).collect()
        })
    }
}

/// A board's crossings (bit `k` of a square's mask as in [`Passes`]) with
/// the distance map to every square made on them so far. The maps are made
/// of the crossings alone, so boards that cross alike share one of these,
/// in this game or an earlier one of the scenario, and play changes the
/// crossings seldom (a barricade, a broken door, a breach, a collapse).
/// For scent every map depends on the crossings only: a player who moves
/// finds the map of his new square made already whenever any player stood
/// there before on such a board. For zombies the kept map to a square is
/// the true map of a board whose one closed square is that target's own
/// ([`Passes::true_map`]).
pub(crate) struct Crossings {
    into: Vec<u8>,
    /// The same crossings a bitboard a direction, for the walks.
    dirs: ByDirection,
    maps: Vec<OnceLock<Arc<Vec<u16>>>>,
}

impl Crossings {
    fn new(into: Vec<u8>) -> Arc<Self> {
        let maps = into.iter().map(|_| OnceLock::new()).collect();
        Arc::new(Self { dirs: ByDirection::of(&into), into, maps })
    }
}

/// Two boards' maps are the same when they cross alike.
impl PartialEq for Crossings {
    fn eq(&self, other: &Self) -> bool {
        self.into == other.into
    }
}

impl std::fmt::Debug for Crossings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Crossings").field("into", &self.into).finish_non_exhaustive()
    }
}

/// No zombie steps onto a vehicle or through the door a Crash car blocks
/// (DN-GAP-13; its outer side is the car's front), in the crossings `into`
/// of a board whose neighbour table is `next`.
fn close_cars(into: &mut [u8], next: &[[Sq; 8]], cars: &[Car]) {
    for c in cars {
        into[usize::from(c.front)] = 0;
        into[usize::from(c.rear)] = 0;
        if let Some(k) = c.door.and_then(|d| next[usize::from(c.front)].iter().position(|&n| n == d)) {
            into[usize::from(next[usize::from(c.front)][k])] &= !(1 << opposite(k));
        }
    }
}

/// The crossings of each scenario's board as its file lays it out, before
/// play barricades, breaks, burns or parks anything: a board in play
/// differs from it only around the squares play changed, so only those
/// are read again (see [`DeadOfNight::passes`]).
struct Pristine {
    /// Its scent crossings, with the maps boards that keep them made.
    scent: Arc<Crossings>,
    zombie_into: Vec<u8>,
    /// Its zombie crossings with its parked cars, as every game begins.
    setup: Arc<Crossings>,
    /// Per square, its neighbour in each direction of `DIRS`, or [`NONE`].
    next: Vec<[Sq; 8]>,
    /// Bit `k` of a square's mask is set when a player step from it to its
    /// neighbour in direction `DIRS[k]` crosses no wall or closed corner
    /// (as [`DeadOfNight::open_step`] reads the edges).
    step_from: Vec<u8>,
    /// How far a square's neighbour in each direction of `DIRS` lies from
    /// it in the squares' numbering, for walks over bitboards.
    offsets: [isize; 8],
}

fn pristine(scenario: u8) -> &'static Pristine {
    static PRISTINE: OnceLock<Vec<Pristine>> = OnceLock::new();
    let all = PRISTINE.get_or_init(|| {
        content()
            .scenarios
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let edge = |p, q| s.edge(p, q);
                let n = s.squares();
                let mut scent_into = vec![0; n];
                let mut board = Pristine {
                    scent: Crossings::new(Vec::new()),
                    zombie_into: vec![0; n],
                    setup: Crossings::new(Vec::new()),
                    next: vec![[NONE; 8]; n],
                    step_from: vec![0; n],
                    offsets: DIRS.map(|(dx, dy)| isize::from(dy) * isize::from(s.width) + isize::from(dx)),
                };
                for t in 0..n as Sq {
                    for (k, from, diag) in neighbours_in(s, t) {
                        scent_into[usize::from(t)] |= u8::from(scent_crossing(s, from, t, diag, edge)) << k;
                        board.zombie_into[usize::from(t)] |= u8::from(zombie_crossing(s, from, t, diag, edge)) << k;
                        board.step_from[usize::from(t)] |= u8::from(step_crossing(s, t, from, diag, edge)) << k;
                        board.next[usize::from(t)][k] = from;
                    }
                }
                board.scent = Crossings::new(scent_into);
                let mut setup = board.zombie_into.clone();
                close_cars(&mut setup, &board.next, &DeadOfNight::parked_cars(i as u8));
                board.setup = Crossings::new(setup);
                board
            })
            .collect()
    });
    &all[usize::from(scenario)]
}

/// The neighbours of `sq` on the board of `s` with the index of their
/// direction in `DIRS`, and whether each is diagonal.
fn neighbours_in(s: &Scenario, sq: Sq) -> impl Iterator<Item = (usize, Sq, bool)> + '_ {
    let (x, y) = s.xy(sq);
    DIRS.into_iter()
        .enumerate()
        .filter_map(move |(k, (dx, dy))| s.at(x + dx, y + dy).map(|n| (k, n, dx != 0 && dy != 0)))
}

/// A diagonal step passes a corner where none of the four edges (as
/// `edge` reads them) is a wall, door or window (DN-MOVE-2, DN-GAP-4).
fn corner_open_by(s: &Scenario, a: Sq, b: Sq, edge: impl Fn(Sq, Sq) -> EdgeKind) -> bool {
    let (ax, ay) = s.xy(a);
    let (bx, by) = s.xy(b);
    let (Some(c1), Some(c2)) = (s.at(bx, ay), s.at(ax, by)) else { return false };
    [(a, c1), (a, c2), (b, c1), (b, c2)].into_iter().all(|(p, q)| edge(p, q) == EdgeKind::Open)
}

/// The edges a player step crosses (DN-MOVE-2/3, DN-BAR-1): never a wall
/// or a barricade, never diagonally past a corner.
fn step_crossing(s: &Scenario, a: Sq, b: Sq, diagonal: bool, edge: impl Fn(Sq, Sq) -> EdgeKind) -> bool {
    if diagonal { corner_open_by(s, a, b, edge) } else { !matches!(edge(a, b), EdgeKind::Wall | EdgeKind::Barricade) }
}

/// The edges a scent path crosses: doors counted as open (DN-GAP-7).
fn scent_crossing(s: &Scenario, a: Sq, b: Sq, diagonal: bool, edge: impl Fn(Sq, Sq) -> EdgeKind) -> bool {
    if diagonal { corner_open_by(s, a, b, edge) } else { edge(a, b) != EdgeKind::Wall }
}

/// The edges a zombie step may cross (DN-GAP-7): open edges, windows and
/// exterior breaches, never doors (DN-ZOM-8), walls or interior breaches
/// (DN-OBJ-1 «но не зомби»); diagonals as players.
fn zombie_crossing(s: &Scenario, a: Sq, b: Sq, diagonal: bool, edge: impl Fn(Sq, Sq) -> EdgeKind) -> bool {
    if diagonal {
        return corner_open_by(s, a, b, edge);
    }
    match edge(a, b) {
        EdgeKind::Open | EdgeKind::Window => true,
        EdgeKind::Breach => exterior_in(s, a, b),
        EdgeKind::Wall | EdgeKind::Door | EdgeKind::Barricade => false,
    }
}

/// An edge between outdoors and a building (DN-OBJ-1: an exterior wall).
fn exterior_in(s: &Scenario, a: Sq, b: Sq) -> bool {
    (s.area(a).kind == AreaKind::Outdoors) != (s.area(b).kind == AreaKind::Outdoors)
}

/// The squares in reach of a square, sorted: itself and at most its
/// eight neighbours, kept in place since every listing asks for them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Reach {
    squares: [Sq; 9],
    len: u8,
}

impl Reach {
    pub(crate) fn contains(&self, sq: &Sq) -> bool {
        // Sorted: most squares asked (other players, things lying about)
        // lie outside the first and the last.
        let squares = &self.squares[..usize::from(self.len)];
        squares.first().is_some_and(|lo| lo <= sq) && squares.last().is_some_and(|hi| sq <= hi) && squares.contains(sq)
    }
}

impl IntoIterator for Reach {
    type Item = Sq;
    type IntoIter = std::iter::Take<std::array::IntoIter<Sq, 9>>;

    fn into_iter(self) -> Self::IntoIter {
        self.squares.into_iter().take(usize::from(self.len))
    }
}

/// Squares around `p`, one bit each as [`DeadOfNight::zombies_around`]
/// gives them: bit `k` its neighbour in direction `DIRS[k]`, bit 8 `p`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Around {
    p: Sq,
    mask: u16,
    next: &'static [Sq; 8],
}

impl Iterator for Around {
    type Item = Sq;

    fn next(&mut self) -> Option<Sq> {
        if self.mask == 0 {
            return None;
        }
        let k = self.mask.trailing_zeros() as usize;
        self.mask &= self.mask - 1;
        Some(if k == 8 { self.p } else { self.next[k] })
    }
}

impl DeadOfNight {
    pub(crate) fn scen(&self) -> &'static Scenario {
        &content().scenarios[usize::from(self.scenario)]
    }

    /// The edge between orthogonal neighbours, with broken doors open and
    /// broken walls breached.
    pub(crate) fn edge(&self, a: Sq, b: Sq) -> EdgeKind {
        let key = (a.min(b), a.max(b));
        if self.barricades.iter().any(|x| (x.a, x.b) == key) {
            return EdgeKind::Barricade;
        }
        match self.scen().edge(a, b) {
            EdgeKind::Door if self.broken_doors.contains(&key) => EdgeKind::Open,
            EdgeKind::Wall if self.breaches.contains(&key) => EdgeKind::Breach,
            e => e,
        }
    }

    /// An edge between outdoors and a building (DN-OBJ-1: an exterior wall).
    pub(crate) fn exterior(&self, a: Sq, b: Sq) -> bool {
        exterior_in(self.scen(), a, b)
    }

    /// The 8 neighbours of `sq` (DN-MOVE-1), with whether each is diagonal.
    pub(crate) fn neighbours(&self, sq: Sq) -> impl Iterator<Item = (Sq, bool)> + '_ {
        self.neighbours_by_dir(sq).map(|(_, n, diagonal)| (n, diagonal))
    }

    /// The neighbours of `sq` with the index of their direction in `DIRS`,
    /// read from the scenario's table: every listing, map and plan steps
    /// through them, too often to work out coordinates each time.
    pub(crate) fn neighbours_by_dir(&self, sq: Sq) -> impl Iterator<Item = (usize, Sq, bool)> + 'static {
        let next = &pristine(self.scenario).next[usize::from(sq)];
        // Diagonal directions come after the four orthogonal ones in `DIRS`.
        next.iter().enumerate().filter(|&(_, &n)| n != NONE).map(|(k, &n)| (k, n, k >= 4))
    }

    /// A player may step from `a` to neighbour `b` (DN-MOVE-2/3): through
    /// open edges, doors and windows, never through walls; never
    /// diagonally past a corner; onto a vehicle only to board it
    /// (DN-GAP-13).
    pub(crate) fn player_step(&self, a: Sq, b: Sq, diagonal: bool) -> bool {
        self.may_step_onto(a, b) && self.open_step(a, b, diagonal)
    }

    /// What stands on the squares lets a player step from `a` to its
    /// neighbour `b`, whatever the edges between them.
    fn may_step_onto(&self, a: Sq, b: Sq) -> bool {
        !(self.collapsed(b) || self.door_blocked(a, b) || (self.on_car(b) && !self.may_board(a, b)))
    }

    /// The edges a player step crosses, whatever stands on the squares.
    /// Every listing asks this of every neighbour, so on a board still as
    /// its file lays it out the answer is read from the scenario's table
    /// instead of asking up to four edges.
    pub(crate) fn open_step(&self, a: Sq, b: Sq, diagonal: bool) -> bool {
        if self.board_as_laid_out() {
            let base = pristine(self.scenario);
            if let Some(k) = base.next[usize::from(a)].iter().position(|&n| n == b) {
                return base.step_from[usize::from(a)] & (1 << k) != 0;
            }
        }
        self.read_step(a, b, diagonal)
    }

    /// [`DeadOfNight::open_step`] read from the edges as play left them.
    fn read_step(&self, a: Sq, b: Sq, diagonal: bool) -> bool {
        step_crossing(self.scen(), a, b, diagonal, |p, q| self.edge(p, q))
    }

    /// No barricade built, door broken or wall breached yet: every edge is
    /// the scenario's own.
    fn board_as_laid_out(&self) -> bool {
        self.barricades.is_empty() && self.broken_doors.is_empty() && self.breaches.is_empty()
    }

    /// A zombie step from `a` to neighbour `b` (DN-GAP-7): over the edges
    /// of [`zombie_crossing`], never into a collapsed room (DN-DMG-1), onto
    /// a vehicle or through a door a Crash car blocks (DN-GAP-13).
    pub(crate) fn zombie_edge(&self, a: Sq, b: Sq, diagonal: bool) -> bool {
        !(self.collapsed(b) || self.on_car(b) || self.door_blocked(a, b))
            && zombie_crossing(self.scen(), a, b, diagonal, |p, q| self.edge(p, q))
    }

    /// An edge that stops a line of fire or a throw (DN-GAP-11): walls,
    /// doors and barricades; windows and breaches let it through.
    fn blocks_sight(&self, a: Sq, b: Sq) -> bool {
        matches!(self.edge(a, b), EdgeKind::Wall | EdgeKind::Door | EdgeKind::Barricade)
    }

    /// A corner point (grid point `(i, j)`, the top-left corner of square
    /// `(i, j)`) that a blocking edge touches.
    fn corner_blocks(&self, i: i16, j: i16) -> bool {
        let s = self.scen();
        let (tl, tr, bl, br) = (s.at(i - 1, j - 1), s.at(i, j - 1), s.at(i - 1, j), s.at(i, j));
        [(tl, tr), (bl, br), (tl, bl), (tr, br)]
            .into_iter()
            .any(|pair| matches!(pair, (Some(p), Some(q)) if self.blocks_sight(p, q)))
    }

    /// The line of fire from `a` to `b` (DN-RANGED-2, DN-GAP-11): the
    /// segment between the square centres crosses no wall or door edge and
    /// passes through no corner point that such an edge touches. Worked in
    /// doubled coordinates, where centres are odd and grid lines even, so
    /// every test is exact integer arithmetic.
    pub(crate) fn line_clear(&self, a: Sq, b: Sq) -> bool {
        let s = self.scen();
        let (ax, ay) = s.xy(a);
        let (bx, by) = s.xy(b);
        let (x0, y0) = (i32::from(2 * ax + 1), i32::from(2 * ay + 1));
        let (dx, dy) = (2 * i32::from(bx - ax), 2 * i32::from(by - ay));
        // First the vertical grid lines crossed, then the horizontal ones
        // (the same walk with the axes swapped).
        for swap in [false, true] {
            let (from, to, p0, q0, dp, dq) = if swap { (ay, by, y0, x0, dy, dx) } else { (ax, bx, x0, y0, dx, dy) };
            let square = |along: i16, across: i16| if swap { s.at(across, along) } else { s.at(along, across) };
            for k in from.min(to) + 1..=from.max(to) {
                // The segment meets grid line k at across = num / den (den > 0).
                let (num, den) = (q0 * dp + (2 * i32::from(k) - p0) * dq, dp);
                let (num, den) = if den < 0 { (-num, -den) } else { (num, den) };
                let blocked = if num.rem_euclid(2 * den) == 0 {
                    let m = (num / (2 * den)) as i16;
                    if swap { self.corner_blocks(m, k) } else { self.corner_blocks(k, m) }
                } else {
                    let m = num.div_euclid(2 * den) as i16;
                    matches!((square(k - 1, m), square(k, m)), (Some(p), Some(q)) if self.blocks_sight(p, q))
                };
                if blocked {
                    return false;
                }
            }
        }
        true
    }

    pub(crate) fn zombies_on(&self, sq: Sq) -> usize {
        self.zombies.on(sq)
    }

    pub(crate) fn player_on(&self, sq: Sq) -> bool {
        self.players.iter().any(|p| p.alive && p.pos == Some(sq))
    }

    /// A zombie may enter `sq` now: no player or car there and fewer than
    /// four zombies (DN-GAP-7, DN-ZOM-9, DN-GAP-13).
    pub(crate) fn zombie_may_enter(&self, sq: Sq) -> bool {
        !self.player_on(sq) && !self.on_car(sq) && self.zombies_on(sq) < ZOMBIES_PER_SQUARE
    }

    /// Squares in reach of `sq` (DN-GAP-4): itself, and each neighbour a
    /// player step would reach.
    ///
    /// Every listing of a turn and every step of a Move asks it, so the
    /// neighbours are visited in the order of their squares (no sort
    /// afterwards) and, on a board still as its file lays it out, each
    /// crossing is read from the scenario's step table by its direction.
    pub(crate) fn reach(&self, sq: Sq) -> Reach {
        let base = pristine(self.scenario);
        let next = &base.next[usize::from(sq)];
        let laid_out = self.board_as_laid_out();
        let mut out = Reach { squares: [sq; 9], len: 0 };
        for (i, k) in BY_SQUARE.into_iter().enumerate() {
            if i == 4 {
                out.len += 1;
            }
            let n = next[k];
            if n == NONE {
                continue;
            }
            let open =
                if laid_out { base.step_from[usize::from(sq)] & (1 << k) != 0 } else { self.read_step(sq, n, k >= 4) };
            if open && self.may_step_onto(sq, n) {
                out.squares[usize::from(out.len)] = n;
                out.len += 1;
            }
        }
        out
    }

    /// A zombie on `z` is in contact with a player on `p` (DN-GAP-6).
    pub(crate) fn contact(&self, z: Sq, p: Sq) -> bool {
        if z == p {
            return true;
        }
        // Only a neighbour can be in contact: the edge is asked of it alone,
        // found in the neighbour table.
        let base = pristine(self.scenario);
        let Some(k) = base.next[usize::from(p)].iter().position(|&n| n == z) else { return false };
        self.contact_from(k, z, p)
    }

    /// A zombie on `z`, the neighbour of `p` in direction `DIRS[k]`, is in
    /// contact with a player on `p` (DN-GAP-6).
    fn contact_from(&self, k: usize, z: Sq, p: Sq) -> bool {
        let base = pristine(self.scenario);
        if self.board_as_laid_out() {
            // The scenario's own crossing, as `zombie_edge` reads it on edges play left alone.
            return base.zombie_into[usize::from(p)] & (1 << k) != 0
                && !(self.collapsed(p) || self.on_car(p) || self.door_blocked(z, p));
        }
        // Diagonal directions come after the four orthogonal ones in `DIRS`.
        self.zombie_edge(z, p, k >= 4)
    }

    /// The squares around `p` that hold a zombie, one bit each: bit `k`
    /// for its neighbour in direction `DIRS[k]`, bit 8 for `p` itself.
    /// Contact is asked at every listing of a turn, every zombie move and
    /// every step of a combat: the count a square answers for the at most
    /// nine squares around, whose edges alone are then asked.
    fn zombies_around(&self, p: Sq) -> u16 {
        let next = &pristine(self.scenario).next[usize::from(p)];
        let mut mask = u16::from(self.zombies.on(p) > 0) << 8;
        for (k, &n) in next.iter().enumerate() {
            if n != NONE && self.zombies.on(n) > 0 {
                mask |= 1 << k;
            }
        }
        mask
    }

    /// The squares of zombies in contact with a player on `p` (DN-GAP-6),
    /// one bit a square as [`DeadOfNight::zombies_around`] gives them.
    fn contact_around(&self, p: Sq) -> u16 {
        // DN-CAR-5: zombies cannot attack players inside a vehicle.
        if self.on_car(p) {
            return 0;
        }
        let next = &pristine(self.scenario).next[usize::from(p)];
        let mut around = self.zombies_around(p);
        let mut contact = around & (1 << 8);
        around &= 0xff;
        while around != 0 {
            let k = around.trailing_zeros() as usize;
            around &= around - 1;
            if self.contact_from(k, next[k], p) {
                contact |= 1 << k;
            }
        }
        contact
    }

    /// The squares of zombies in contact with `seat`, sorted, one entry a square.
    pub(crate) fn contact_squares(&self, seat: u8) -> Vec<Sq> {
        let mut out: Vec<Sq> = self.contact_each(seat).collect();
        out.sort_unstable();
        out
    }

    /// [`DeadOfNight::contact_squares`] in no order and without a vector:
    /// what a listing, sorted at its end, and a combat's counts read.
    pub(crate) fn contact_each(&self, seat: u8) -> Around {
        let p = self.players[usize::from(seat)].pos;
        let mask = p.map_or(0, |p| self.contact_around(p));
        let p = p.unwrap_or(0);
        Around { p, mask, next: &pristine(self.scenario).next[usize::from(p)] }
    }

    /// Asked at every listing of a turn and after every zombie move.
    pub(crate) fn in_contact(&self, seat: u8) -> bool {
        let p = &self.players[usize::from(seat)];
        p.pos.filter(|_| p.alive).is_some_and(|sq| self.contact_around(sq) != 0)
    }

    /// The crossings of the board as it stands now (DN-GAP-7): the
    /// scenario's own, read again only around the edges play changed,
    /// then closed where rooms collapsed and vehicles stand.
    pub(crate) fn passes(&self) -> Passes {
        self.passes_after(None)
    }

    /// [`DeadOfNight::passes`], sharing the scent and the zombie crossings
    /// (with the maps kept on them) of the scenario's board, as laid out
    /// and as set up, or of `last`, the crossings of an earlier board, when
    /// they are the same.
    pub(crate) fn passes_after(&self, last: Option<&Passes>) -> Passes {
        let base = pristine(self.scenario);
        let s = self.scen();
        let n = s.squares();
        let mut zombie_into = base.zombie_into.clone();
        let collapsed = self.damage.iter().any(|&d| d >= COLLAPSED);
        let scent = if !collapsed && self.board_as_laid_out() {
            Arc::clone(&base.scent)
        } else {
            let changed = self.changed_squares();
            let mut scent_into = base.scent.into.clone();
            let edge = |p, q| self.edge(p, q);
            for t in (0..n as Sq).filter(|&t| changed[usize::from(t)]) {
                let i = usize::from(t);
                scent_into[i] = 0;
                zombie_into[i] = 0;
                for (k, from, diag) in self.neighbours_by_dir(t) {
                    scent_into[i] |= u8::from(scent_crossing(s, from, t, diag, edge)) << k;
                    zombie_into[i] |= u8::from(zombie_crossing(s, from, t, diag, edge)) << k;
                }
            }
            // DN-DMG-1: nothing enters or leaves a collapsed room.
            for t in (0..n as Sq).filter(|&t| collapsed && self.collapsed(t)) {
                scent_into[usize::from(t)] = 0;
                zombie_into[usize::from(t)] = 0;
                for (k, n, _) in self.neighbours_by_dir(t) {
                    scent_into[usize::from(n)] &= !(1 << opposite(k));
                }
            }
            match last {
                Some(l) if l.scent.into == scent_into => Arc::clone(&l.scent),
                _ => Crossings::new(scent_into),
            }
        };
        close_cars(&mut zombie_into, &base.next, &self.cars);
        let zombie = if zombie_into == base.setup.into {
            Arc::clone(&base.setup)
        } else {
            match last {
                Some(l) if l.zombie.into == zombie_into => Arc::clone(&l.zombie),
                _ => Crossings::new(zombie_into),
            }
        };
        let mut living = self.players.iter().filter(|p| p.alive).filter_map(|p| p.pos);
        let first = living.next();
        let alone = first.filter(|&sq| self.fires.is_empty() && living.all(|o| o == sq));
        let mut passes = Passes { scent, zombie, closed: vec![0; layers::words(n)], alone };
        for sq in self.players.iter().filter(|p| p.alive).filter_map(|p| p.pos) {
            layers::set(&mut passes.closed, sq);
        }
        // DN-ZOM-7: a burning square and the eight around it.
        for f in &self.fires {
            layers::set(&mut passes.closed, f.sq);
            for (n, _) in self.neighbours(f.sq) {
                layers::set(&mut passes.closed, n);
            }
        }
        passes
    }

    /// The squares whose crossings may differ from the scenario's own: a
    /// crossing into a square reads the edges of the two-by-two blocks
    /// around it, so a changed edge changes at most the crossings into the
    /// squares around it.
    fn changed_squares(&self) -> Vec<bool> {
        let mut changed = vec![false; self.scen().squares()];
        let mut mark = |sq: Sq| {
            changed[usize::from(sq)] = true;
            for (n, _) in self.neighbours(sq) {
                changed[usize::from(n)] = true;
            }
        };
        self.barricades.iter().for_each(|b| mark(b.a));
        self.broken_doors.iter().chain(&self.breaches).for_each(|&(a, _)| mark(a));
        changed
    }

    /// The squares whose zombie is in contact with a player on `target`
    /// (DN-GAP-6): the target's own, then those a zombie could step from
    /// into it.
    pub(crate) fn contact_with<'a>(&'a self, target: Sq, passes: &'a Passes) -> impl Iterator<Item = Sq> + 'a {
        let mask = passes.zombie.into[usize::from(target)];
        std::iter::once(target)
            .chain(self.neighbours_by_dir(target).filter(move |&(k, _, _)| mask & (1 << k) != 0).map(|(_, s, _)| s))
    }

    /// Scent distance from every square to `target` (DN-GAP-7): fewest
    /// steps with doors counted open, occupancy ignored, walked afresh over
    /// the scent crossings `into` ([`Passes::scent_map`] keeps them).
    pub(crate) fn scent_walk(&self, target: Sq, into: &ByDirection) -> Vec<u16> {
        let n = self.scen().squares();
        let mut dist = vec![FAR; n];
        dist[usize::from(target)] = 0;
        let mut start = vec![0; layers::words(n)];
        layers::set(&mut start, target);
        into.walk(&mut dist, &start, None, &pristine(self.scenario).offsets);
        dist
    }

    /// True distance from every square to contact with a player on `target`
    /// (DN-GAP-7): fewest legal zombie steps, the four-zombie cap ignored.
    /// The squares in contact (DN-GAP-6) are the target's and those a
    /// zombie could step from into it.
    pub(crate) fn true_walk(&self, target: Sq, passes: &Passes) -> Vec<u16> {
        let n = self.scen().squares();
        let mut dist = vec![FAR; n];
        let mut start = vec![0; layers::words(n)];
        for s in self.contact_with(target, passes) {
            dist[usize::from(s)] = 0;
            layers::set(&mut start, s);
        }
        // Nobody steps onto a player's square; DN-ZOM-7.
        passes.zombie.dirs.walk(&mut dist, &start, Some(&passes.closed), &pristine(self.scenario).offsets);
        dist
    }

    /// Whether `sq` is in a lit room: Power's On lights every square
    /// inside a building, never outdoors; a running generator its own
    /// building, whatever Lights Out does (DN-GAP-14).
    pub(crate) fn lit(&self, sq: Sq) -> bool {
        let s = self.scen();
        s.area(sq).kind != AreaKind::Outdoors
            && (self.power || self.powered_building().is_some_and(|b| s.building_of[usize::from(sq)] == b))
    }

    /// King distance.
    pub(crate) fn king(&self, a: Sq, b: Sq) -> i16 {
        let s = self.scen();
        let (ax, ay) = s.xy(a);
        let (bx, by) = s.xy(b);
        (ax - bx).abs().max((ay - by).abs())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Setup;
    use crate::rules::state::{Barricade, Car, Fire};
    use horde_core::HordeRng;
    use horde_testkit::bench::sample_states;

    /// A scent path's step (DN-GAP-7): never into or out of a collapsed room.
    fn scent_edge(g: &DeadOfNight, a: Sq, b: Sq, diagonal: bool) -> bool {
        !(g.collapsed(a) || g.collapsed(b)) && scent_crossing(g.scen(), a, b, diagonal, |p, q| g.edge(p, q))
    }

    /// Breadth-first distances from `start` with a queue, a square at a
    /// time, stepping backwards over the crossings `into` and never out of
    /// a `closed` square: what the walks over bitboards must equal.
    fn queue_walk(g: &DeadOfNight, start: &[Sq], into: &[u8], closed: impl Fn(Sq) -> bool) -> Vec<u16> {
        let next = &pristine(g.scenario).next;
        let mut dist = vec![FAR; g.scen().squares()];
        let mut queue = std::collections::VecDeque::new();
        for &s in start {
            dist[usize::from(s)] = 0;
            queue.push_back(s);
        }
        while let Some(t) = queue.pop_front() {
            if closed(t) {
                continue;
            }
            for k in (0..8).filter(|k| into[usize::from(t)] & (1 << k) != 0) {
                let n = next[usize::from(t)][k];
                if dist[usize::from(n)] == FAR {
                    dist[usize::from(n)] = dist[usize::from(t)] + 1;
                    queue.push_back(n);
                }
            }
        }
        dist
    }

    /// Every crossing into every square read from the board, as before
    /// the scenario's own crossings were kept.
    fn read_all(g: &DeadOfNight) -> (Vec<u8>, Vec<u8>, Vec<bool>) {
        let n = g.scen().squares();
        let (mut scent, mut zombie) = (vec![0; n], vec![0; n]);
        for t in 0..n as Sq {
            for (k, s, diag) in g.neighbours_by_dir(t) {
                scent[usize::from(t)] |= u8::from(scent_edge(g, s, t, diag)) << k;
                zombie[usize::from(t)] |= u8::from(g.zombie_edge(s, t, diag)) << k;
            }
        }
        let closed = (0..n as Sq).map(|t| g.player_on(t) || g.fire_blocks_zombies(t)).collect();
        (scent, zombie, closed)
    }

    /// Play's changes to the board, laid anywhere (not only where the
    /// rules would allow them): the crossings must follow wherever they are.
    fn change_board(g: &mut DeadOfNight, rng: &mut HordeRng) {
        let s = g.scen();
        let n = s.squares() as u32;
        let sq = |rng: &mut HordeRng| rng.below(n) as Sq;
        for _ in 0..rng.below(4) {
            let a = sq(rng);
            let Some((b, _)) = g.neighbours(a).find(|&(_, d)| !d) else { continue };
            let (a, b) = (a.min(b), a.max(b));
            match rng.below(3) {
                0 => g.barricades.push(Barricade { a, b, side: a }),
                1 => g.broken_doors.push((a, b)),
                _ => g.breaches.push((a, b)),
            }
        }
        if rng.below(3) == 0 {
            let area = rng.below(g.damage.len() as u32) as usize;
            g.damage[area] = 2;
        }
        if rng.below(3) == 0 {
            let front = sq(rng);
            let rear = g.neighbours(front).find(|&(_, d)| !d).map(|(q, _)| q);
            let door = g.neighbours(front).find(|&(q, d)| !d && Some(q) != rear).map(|(q, _)| q);
            if let Some(rear) = rear {
                g.cars.push(Car { door, ..Car::new(0, front, rear) });
            }
        }
        if rng.below(3) == 0 {
            g.fires.push(Fire { sq: sq(rng), owner: 0, spreads: false });
        }
    }

    /// DN-MOVE-2/3, DN-BAR-1, DN-GAP-4: a player step read from the
    /// scenario's table on an unchanged board, or from the edges once play
    /// changed it, is the step the edges allow; the squares in reach are
    /// the square and its neighbours a player step reaches, sorted.
    #[test]
    fn player_steps_follow_the_edges() {
        let setups: Vec<Setup> =
            (1..=6).map(|players| Setup { scenario: "house".to_owned(), players, infection: false }).collect();
        let mut rng = HordeRng::new(11, 0);
        let (mut laid_out, mut blocked) = (0, 0);
        for mut g in sample_states::<DeadOfNight>(&setups, 3, 40) {
            for round in 0..2 {
                if round == 1 {
                    change_board(&mut g, &mut rng);
                }
                laid_out += usize::from(g.board_as_laid_out());
                for a in 0..g.scen().squares() as Sq {
                    let mut reach = vec![a];
                    for (b, d) in g.neighbours(a) {
                        let read = g.read_step(a, b, d);
                        assert_eq!(g.open_step(a, b, d), read, "step {a} -> {b}");
                        blocked += usize::from(!read);
                        if g.player_step(a, b, d) {
                            reach.push(b);
                        }
                    }
                    // DN-GAP-4: the squares in reach, sorted.
                    reach.sort_unstable();
                    assert_eq!(g.reach(a).into_iter().collect::<Vec<_>>(), reach, "reach of {a}");
                }
            }
        }
        assert!(laid_out > 0 && blocked > 0, "the samples hold unchanged boards and closed steps");
    }

    /// DN-GAP-6: contact read from the scenario's crossings on an unchanged
    /// board, or from the edges once play changed it, is the zombie step
    /// the edges allow between neighbours.
    #[test]
    fn contact_follows_the_edges() {
        let setups: Vec<Setup> =
            (1..=6).map(|players| Setup { scenario: "house".to_owned(), players, infection: false }).collect();
        let mut rng = HordeRng::new(13, 0);
        let (mut laid_out, mut apart) = (0, 0);
        for mut g in sample_states::<DeadOfNight>(&setups, 4, 40) {
            for round in 0..2 {
                if round == 1 {
                    change_board(&mut g, &mut rng);
                }
                laid_out += usize::from(g.board_as_laid_out());
                for p in 0..g.scen().squares() as Sq {
                    for (z, d) in g.neighbours(p) {
                        let read = g.zombie_edge(z, p, d);
                        assert_eq!(g.contact(z, p), read, "contact {z} -> {p}");
                        apart += usize::from(!read);
                    }
                }
            }
        }
        assert!(laid_out > 0 && apart > 0, "the samples hold unchanged boards and edges without contact");
    }

    /// DN-GAP-6, DN-CAR-5: the zombies in contact with each player, found
    /// by the squares around him, are those found by asking every zombie,
    /// on sampled boards with zombies added anywhere and play's changes.
    #[test]
    fn contact_squares_are_every_zombie_in_contact() {
        let setups: Vec<Setup> =
            (1..=6).map(|players| Setup { scenario: "house".to_owned(), players, infection: false }).collect();
        let mut rng = HordeRng::new(17, 0);
        let (mut touching, mut asked) = (0, 0);
        for mut g in sample_states::<DeadOfNight>(&setups, 6, 40) {
            let n = g.scen().squares() as u32;
            for round in 0..2 {
                if round == 1 {
                    change_board(&mut g, &mut rng);
                }
                for _ in 0..rng.below(12) {
                    g.zombies.push(crate::rules::state::Zombie { sq: rng.below(n) as Sq, moved: false });
                }
                for seat in 0..g.n() {
                    let player = &g.players[usize::from(seat)];
                    let Some(p) = player.pos else { continue };
                    let mut every: Vec<Sq> = if g.on_car(p) {
                        Vec::new()
                    } else {
                        g.zombies.iter().map(|z| z.sq).filter(|&z| g.contact(z, p)).collect()
                    };
                    every.sort_unstable();
                    every.dedup();
                    assert_eq!(g.contact_squares(seat), every, "seat {seat} on {p}");
                    assert_eq!(g.in_contact(seat), player.alive && !every.is_empty(), "seat {seat} on {p}");
                    touching += usize::from(!every.is_empty());
                    asked += 1;
                }
            }
        }
        assert!(touching > 0 && touching < asked, "the samples hold players in contact and out of it");
    }

    /// DN-GAP-7: the scent maps kept with the scent crossings (the
    /// scenario's own, shared by every board whose edges play left alone,
    /// or an earlier board's) are those walked afresh over the crossings
    /// read from every square, on sampled boards, on the same boards after
    /// play's changes, and after a player moved or a fire was lit there.
    #[test]
    fn kept_scent_maps_match_fresh_walks() {
        let setups: Vec<Setup> =
            (1..=6).map(|players| Setup { scenario: "house".to_owned(), players, infection: false }).collect();
        let mut rng = HordeRng::new(19, 0);
        let (mut laid_out, mut shared) = (0, 0);
        for mut g in sample_states::<DeadOfNight>(&setups, 8, 30) {
            let n = g.scen().squares() as u32;
            let mut last: Option<Passes> = None;
            for round in 0..3 {
                if round == 1 {
                    change_board(&mut g, &mut rng);
                }
                if round == 2 {
                    // Neither changes what scent crosses.
                    if let Some(p) = g.players.iter_mut().find(|p| p.pos.is_some()) {
                        p.pos = Some(rng.below(n) as Sq);
                    }
                    g.fires.push(Fire { sq: rng.below(n) as Sq, owner: 0, spreads: false });
                }
                let passes = g.passes_after(last.as_ref());
                let (scent, _, _) = read_all(&g);
                assert_eq!(passes.scent.into, scent, "scent crossings");
                for t in 0..n as Sq {
                    assert_eq!(**passes.scent_map(&g, t), queue_walk(&g, &[t], &scent, |_| false), "scent map to {t}");
                }
                let pristine = Arc::ptr_eq(&passes.scent, &pristine(g.scenario).scent);
                laid_out += usize::from(pristine);
                shared += usize::from(!pristine && last.as_ref().is_some_and(|l| Arc::ptr_eq(&l.scent, &passes.scent)));
                last = Some(passes);
            }
        }
        assert!(laid_out > 0 && shared > 0, "the samples share the scenario's scent and a changed board's");
    }

    /// DN-GAP-7, DN-ZOM-7: a true map kept with the zombie crossings (the
    /// setup board's, shared by every game, or an earlier board's) serves
    /// only a board whose one closed square is its target's, and is the
    /// map walked afresh there: on sampled boards of one and two players,
    /// with play's changes, and with the others dead or a fire lit.
    #[test]
    fn kept_lone_true_maps_match_fresh_walks() {
        let setups: Vec<Setup> =
            (1..=2).map(|players| Setup { scenario: "house".to_owned(), players, infection: false }).collect();
        let mut rng = HordeRng::new(23, 0);
        let (mut kept, mut walked, mut at_setup) = (0, 0, 0);
        for mut g in sample_states::<DeadOfNight>(&setups, 9, 40) {
            let n = g.scen().squares() as u32;
            let mut last: Option<Passes> = None;
            for round in 0..4 {
                match round {
                    1 => change_board(&mut g, &mut rng),
                    // The first living player stays alone on the board.
                    2 => g.players.iter_mut().filter(|p| p.alive).skip(1).for_each(|p| p.alive = false),
                    3 => g.fires.push(Fire { sq: rng.below(n) as Sq, owner: 0, spreads: false }),
                    _ => {}
                }
                let passes = g.passes_after(last.as_ref());
                let closed: Vec<Sq> = (0..n as Sq).filter(|&t| passes.closed(t)).collect();
                assert_eq!(passes.alone.map(|sq| vec![sq]), (closed.len() == 1).then(|| closed.clone()), "alone");
                for p in g.players.iter().filter(|p| p.alive) {
                    let Some(sq) = p.pos else { continue };
                    let made = passes.true_map(&g, sq);
                    assert_eq!(*made, g.true_walk(sq, &passes), "true map to {sq}");
                    let table = passes.zombie.maps[usize::from(sq)].get();
                    if passes.alone == Some(sq) {
                        assert!(table.is_some_and(|t| Arc::ptr_eq(t, &made)), "kept for {sq}");
                        kept += 1;
                    } else {
                        walked += 1;
                    }
                }
                at_setup += usize::from(Arc::ptr_eq(&passes.zombie, &pristine(g.scenario).setup));
                last = Some(passes);
            }
        }
        assert!(kept > 0 && walked > 0 && at_setup > 0, "kept {kept}, walked {walked}, at setup {at_setup}");
    }

    /// DN-GAP-7: the crossings kept from the scenario and read again only
    /// around play's changes equal those read from every square.
    #[test]
    fn crossings_follow_every_change_of_the_board() {
        let setups: Vec<Setup> =
            (1..=6).map(|players| Setup { scenario: "house".to_owned(), players, infection: false }).collect();
        let mut rng = HordeRng::new(7, 0);
        for mut g in sample_states::<DeadOfNight>(&setups, 3, 40) {
            change_board(&mut g, &mut rng);
            let passes = g.passes();
            let (scent, zombie, closed) = read_all(&g);
            assert_eq!(passes.scent.into, scent, "scent crossings");
            assert_eq!(passes.zombie.into, zombie, "zombie crossings");
            let closed_now: Vec<bool> = (0..g.scen().squares() as Sq).map(|t| passes.closed(t)).collect();
            assert_eq!(closed_now, closed, "closed squares");
        }
    }

    /// DN-GAP-7, DN-ZOM-7: the scent and true maps walked a layer at a
    /// time over bitboards are those a queue walks a square at a time over
    /// the crossings read from every square, to every square of sampled
    /// boards, the same boards after play's changes and with fires lit.
    #[test]
    fn layered_walks_match_queue_walks() {
        let setups: Vec<Setup> =
            (1..=6).map(|players| Setup { scenario: "house".to_owned(), players, infection: false }).collect();
        let mut rng = HordeRng::new(29, 0);
        let (mut closed_reached, mut unreached) = (0, 0);
        for mut g in sample_states::<DeadOfNight>(&setups, 10, 12) {
            let n = g.scen().squares() as u32;
            for round in 0..3 {
                match round {
                    1 => change_board(&mut g, &mut rng),
                    2 => g.fires.push(Fire { sq: rng.below(n) as Sq, owner: 0, spreads: false }),
                    _ => {}
                }
                let passes = g.passes();
                let (scent, zombie, closed) = read_all(&g);
                for t in 0..n as Sq {
                    assert_eq!(
                        g.scent_walk(t, &passes.scent.dirs),
                        queue_walk(&g, &[t], &scent, |_| false),
                        "scent {t}"
                    );
                    let contact: Vec<Sq> = g.contact_with(t, &passes).collect();
                    let fresh = queue_walk(&g, &contact, &zombie, |s| closed[usize::from(s)]);
                    let walked = g.true_walk(t, &passes);
                    assert_eq!(walked, fresh, "true map to {t}");
                    closed_reached += (0..n as Sq)
                        .filter(|&s| s != t && closed[usize::from(s)] && walked[usize::from(s)] != FAR)
                        .count();
                    unreached += walked.iter().filter(|&&d| d == FAR).count();
                }
            }
        }
        assert!(
            closed_reached > 0 && unreached > 0,
            "closed squares reached {closed_reached}, squares unreached {unreached}"
        );
    }
}
