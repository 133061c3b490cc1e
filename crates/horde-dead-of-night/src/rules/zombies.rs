//! Zombies (DN-ZOM, DN-GAP-7, DN-GAP-20): placing, moving, the combats
//! after a zombie move, and Zombies Break Through (DN-CARDS-1).

use super::action::Action;
use super::event::Event;
use super::geom::{FAR, Passes};
use super::layers;
use super::state::{Barricade, Car, DeadOfNight, Fire, Player, Sq, Step, ZOMBIES_PER_SQUARE, Zombie};
use crate::content::EdgeKind;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

/// Everything a zombie move steps by (DN-GAP-7): the crossings of the
/// board and each living player's distance maps. They depend on the board
/// and the players only, never on where the zombies stand, so one set
/// serves a whole run of zombie steps.
#[derive(Debug, PartialEq)]
pub(crate) struct Maps {
    pub(crate) passes: Passes,
    targets: Vec<Target>,
    /// The squares in contact with some living player (DN-GAP-6), a
    /// bitboard: where a true map starts from. A round asks it of every
    /// zombie, which would otherwise read every target's map or crossings.
    touching: Vec<u64>,
}

/// A living player on the board, as the zombies seek him.
#[derive(Debug, PartialEq)]
pub(crate) struct Target {
    seat: u8,
    sq: Sq,
    /// Scent distance from every square (doors counted open). It depends
    /// on the scent crossings and this square alone, so it is taken from
    /// those crossings' maps ([`Passes::scent_map`]).
    pub(crate) scent: Arc<Vec<u16>>,
    /// True distance from every square to contact with him, shared in the
    /// same way when the change left it as it was ([`Passes::reclosed_since`]).
    /// Made only once a zombie seeks him ([`Maps::truth`]): the maps are
    /// made again after every player move and every fire, and a fire's
    /// fleeing zombies or a short zombie move often seek only some players.
    truth: OnceLock<Arc<Vec<u16>>>,
}

impl Maps {
    /// The true map of `t`, one of these maps' targets, made now if no
    /// zombie sought him yet on this board. `g` gives the scenario only:
    /// the map reads nothing else of the state but these crossings.
    pub(crate) fn truth<'a>(&'a self, t: &'a Target, g: &DeadOfNight) -> &'a [u16] {
        t.truth.get_or_init(|| self.passes.true_map(g, t.sq))
    }

    /// A zombie on `sq` is in contact with some living player (DN-GAP-6),
    /// known without making a true map.
    fn touches_a_target(&self, sq: Sq) -> bool {
        layers::get(&self.touching, sq)
    }

    /// Makes every true map not made yet, as eagerly made maps would hold.
    #[cfg(test)]
    fn make_every_truth(&self, g: &DeadOfNight) {
        for t in &self.targets {
            self.truth(t, g);
        }
    }

    /// The target of a zombie on `sq`: the player with the smallest scent
    /// distance; ties to the active player, then clockwise (DN-GAP-7 step 2).
    pub(crate) fn target(&self, sq: Sq, active: u8, n: u8) -> Option<&Target> {
        self.targets
            .iter()
            .filter(|t| t.scent[usize::from(sq)] != FAR)
            .min_by_key(|t| (t.scent[usize::from(sq)], (t.seat + n - active) % n))
    }
}

/// One unmoved zombie's plan: its distance to its target and the steps
/// that lower it, kept in place since a round plans every zombie.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Plan {
    dist: u16,
    steps: [Sq; 8],
    len: u8,
}

impl Plan {
    fn steps(&self) -> &[Sq] {
        &self.steps[..usize::from(self.len)]
    }
}

/// A zombie round being decided (DN-GAP-7): the zombies each square
/// holds and the plan of every zombie yet to move (`None` once it moved or
/// when it stays). A zombie's plan reads the count of its neighbours only
/// through the cap (DN-ZOM-9), so a step changes the plans only of the
/// zombies beside a square it filled up or freed, and only those are
/// planned again.
struct Round {
    made: Arc<KeyedMaps>,
    count: Vec<u8>,
    plans: Vec<Option<Plan>>,
    /// The choice of the last [`Round::next`], empty when every zombie moved.
    opts: Vec<(Sq, Sq)>,
    /// The zombies and the active seat (who wins a tie of targets) the
    /// round was left with at a choice, when it is kept ([`RoundMemo`]).
    zombies: Vec<Zombie>,
    active: u8,
}

/// The buffers of the last round on this thread: a round is begun at every
/// zombie move and every listing of its choice, too often to allocate them
/// each time, and they cannot live in the state, which search bots clone.
#[derive(Default)]
struct Buffers {
    count: Vec<u8>,
    plans: Vec<Option<Plan>>,
    opts: Vec<(Sq, Sq)>,
    zombies: Vec<Zombie>,
}

thread_local! {
    static BUFFERS: std::cell::Cell<Buffers> = std::cell::Cell::default();
}

impl Drop for Round {
    fn drop(&mut self) {
        let (count, plans, opts, zombies) = (
            std::mem::take(&mut self.count),
            std::mem::take(&mut self.plans),
            std::mem::take(&mut self.opts),
            std::mem::take(&mut self.zombies),
        );
        BUFFERS.set(Buffers { count, plans, opts, zombies });
    }
}

impl Round {
    /// Plans every zombie of `g` not yet moved; those in contact with a
    /// living player stay (DN-GAP-7 step 1), as do those without a target.
    fn new(g: &DeadOfNight, made: Arc<KeyedMaps>) -> Self {
        let Buffers { mut count, mut plans, mut opts, zombies } = BUFFERS.take();
        // No zombie stands anywhere else while the round is decided.
        count.clear();
        count.extend_from_slice(g.zombies.counts());
        count.resize(g.scen().squares(), 0);
        let maps = &made.maps;
        plans.clear();
        plans.extend(
            g.zombies
                .iter()
                .map(|z| if z.moved || maps.touches_a_target(z.sq) { None } else { g.plan(z.sq, maps, &count) }),
        );
        opts.clear();
        Self { made, count, plans, opts, zombies, active: g.active }
    }

    /// The choice of steps of the nearest zombies (DN-GAP-7 step 3), or
    /// `None` when every zombie moved; the nearest without a step stay.
    fn next(&mut self, g: &DeadOfNight) -> Option<&[(Sq, Sq)]> {
        loop {
            self.opts.clear();
            let min = self.plans.iter().flatten().map(|p| p.dist).min()?;
            for (z, p) in g.zombies.iter().zip(&self.plans) {
                if let Some(p) = p.filter(|p| p.dist == min) {
                    self.opts.extend(p.steps().iter().map(|&s| (z.sq, s)));
                }
            }
            if !self.opts.is_empty() {
                self.opts.sort_unstable();
                self.opts.dedup();
                return Some(&self.opts);
            }
            // Every nearest zombie is stuck: they stay.
            for p in &mut self.plans {
                if p.is_some_and(|p| p.dist == min) {
                    *p = None;
                }
            }
        }
    }

    /// Marks each zombie of `g` moved once it moved or stays.
    fn settle(&self, g: &mut DeadOfNight) {
        for (i, p) in self.plans.iter().enumerate() {
            g.zombies.set_moved(i, p.is_none());
        }
    }

    /// One zombie of `from` steps to `to` in `g`; the zombies whose plan
    /// the step changed are planned again.
    /// The zombies' moved flags are left as they were, to be settled when
    /// the round stops: a zombie yet to move is one with a plan.
    fn step(&mut self, g: &mut DeadOfNight, from: Sq, to: Sq, ev: &mut Vec<Event>) {
        let Some(i) = g.zombies.iter().zip(&self.plans).position(|(z, p)| z.sq == from && p.is_some()) else {
            return;
        };
        g.zombie_step(i, to, ev);
        self.plans[i] = None;
        let cap = ZOMBIES_PER_SQUARE as u8;
        self.count[usize::from(from)] -= 1;
        self.count[usize::from(to)] += 1;
        let freed = self.count[usize::from(from)] + 1 == cap;
        let filled = self.count[usize::from(to)] == cap;
        if !freed && !filled {
            return;
        }
        let touched = |nb: Sq| (freed && nb == from) || (filled && nb == to);
        for (z, plan) in g.zombies.iter().zip(&mut self.plans) {
            if plan.is_some() && g.neighbours(z.sq).any(|(nb, _)| touched(nb)) {
                *plan = g.plan(z.sq, &self.made.maps, &self.count);
            }
        }
    }

    /// Remembers the zombies of `g` as they now stand, to be kept for them.
    fn left_with(&mut self, g: &DeadOfNight) {
        self.zombies.clear();
        self.zombies.extend_from_slice(&g.zombies);
        self.active = g.active;
    }

    /// Whether this round was kept for the zombies and the active seat of
    /// `g` as they stand, and planned on the maps `made`.
    fn planned_for(&self, g: &DeadOfNight, made: &Arc<KeyedMaps>) -> bool {
        g.active == self.active && Arc::ptr_eq(&self.made, made) && self.zombies[..] == g.zombies[..]
    }
}

/// A zombie round that stopped at a choice (DN-GAP-7 step 3), kept for
/// the listings of that choice and for the step chosen, which would
/// otherwise each plan every zombie again. Like [`MapsMemo`] it is no
/// part of the match; a copy of the state starts without it, since a
/// round is only worth keeping for the state it was planned on.
#[derive(Default)]
pub(crate) struct RoundMemo(Mutex<Option<Round>>);

impl RoundMemo {
    fn slot(&self) -> std::sync::MutexGuard<'_, Option<Round>> {
        // A panic elsewhere cannot leave a half-written memo: it is replaced whole.
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The round kept for `g` as it stands on the maps `made`, taken out.
    fn take(&self, g: &DeadOfNight, made: &Arc<KeyedMaps>) -> Option<Round> {
        self.slot().take().filter(|r| r.planned_for(g, made))
    }

    /// Keeps `round`, planned for `g` as it now stands.
    fn keep(&self, g: &DeadOfNight, mut round: Round) {
        round.left_with(g);
        *self.slot() = Some(round);
    }
}

impl Clone for RoundMemo {
    fn clone(&self) -> Self {
        Self::default()
    }
}

impl PartialEq for RoundMemo {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for RoundMemo {}

impl Hash for RoundMemo {
    fn hash<H: Hasher>(&self, _: &mut H) {}
}

impl fmt::Debug for RoundMemo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("RoundMemo")
    }
}

/// The last maps a state made, with the board they were made for: a zombie
/// move that stops for a choice, the listing of that choice and the move
/// that goes on after it would otherwise make the same maps again. It is
/// no part of the match: every memo is equal to every other, hashes to
/// nothing and is not saved.
#[derive(Default)]
pub(crate) struct MapsMemo(Mutex<Option<Arc<KeyedMaps>>>);

/// Maps with the board they were made for.
pub(crate) struct KeyedMaps {
    key: BoardKey,
    pub(crate) maps: Maps,
}

/// Everything the maps are made of (see [`DeadOfNight::passes`]): the
/// living players' squares and every change play made to the board. A new
/// kind of change to the board must be added here. Kept as the state holds
/// it, so that the many askings that find the maps made already compare
/// slices; a change the maps ignore (a car's fuel, a fire's owner) only
/// makes them again, sharing what still holds.
#[derive(PartialEq)]
struct BoardKey {
    scenario: u8,
    barricades: Vec<Barricade>,
    broken_doors: Vec<(Sq, Sq)>,
    breaches: Vec<(Sq, Sq)>,
    damage: Vec<u8>,
    /// Each player's square while he lives.
    players: Vec<Option<Sq>>,
    cars: Vec<Car>,
    fires: Vec<Fire>,
}

/// A player's square while he lives: what the maps read of him.
fn living_square(p: &Player) -> Option<Sq> {
    p.pos.filter(|_| p.alive)
}

impl BoardKey {
    fn of(g: &DeadOfNight) -> Self {
        Self {
            scenario: g.scenario,
            barricades: g.barricades.clone(),
            broken_doors: g.broken_doors.clone(),
            breaches: g.breaches.clone(),
            damage: g.damage.clone(),
            players: g.players.iter().map(living_square).collect(),
            cars: g.cars.clone(),
            fires: g.fires.clone(),
        }
    }

    fn holds_for(&self, g: &DeadOfNight) -> bool {
        self.scenario == g.scenario
            && self.players.iter().copied().eq(g.players.iter().map(living_square))
            && self.fires == g.fires
            && self.barricades == g.barricades
            && self.broken_doors == g.broken_doors
            && self.breaches == g.breaches
            && self.damage == g.damage
            && self.cars == g.cars
    }
}

impl MapsMemo {
    fn slot(&self) -> std::sync::MutexGuard<'_, Option<Arc<KeyedMaps>>> {
        // A panic elsewhere cannot leave a half-written memo: it is replaced whole.
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Clone for MapsMemo {
    fn clone(&self) -> Self {
        Self(Mutex::new(self.slot().clone()))
    }
}

impl PartialEq for MapsMemo {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for MapsMemo {}

impl Hash for MapsMemo {
    fn hash<H: Hasher>(&self, _: &mut H) {}
}

impl fmt::Debug for MapsMemo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("MapsMemo")
    }
}

impl DeadOfNight {
    /// The zombies' maps of the board as it stands, made again only when
    /// the players or the board changed since the last ones, and then
    /// keeping each player's maps the change left as they were.
    pub(crate) fn zombie_maps(&self) -> Arc<KeyedMaps> {
        let mut slot = self.zombie_maps.slot();
        if let Some(memo) = slot.as_ref().filter(|m| m.key.holds_for(self)) {
            return Arc::clone(memo);
        }
        let last = slot.take();
        let made =
            Arc::new(KeyedMaps { key: BoardKey::of(self), maps: self.maps_sharing(last.as_deref().map(|m| &m.maps)) });
        *slot = Some(Arc::clone(&made));
        made
    }

    /// Who chooses between equal zombie steps: the active player, or the
    /// next living one when he is dead (DN-GAP-7 step 3).
    pub(crate) fn chooser(&self) -> u8 {
        let n = self.n();
        (0..n).map(|k| (self.active + k) % n).find(|&s| self.players[usize::from(s)].alive).unwrap_or(self.active)
    }

    /// DN-GAP-20 reading A: each cross is a complete zombie turn: place on
    /// every entry space, move, then the combats.
    pub(crate) fn zombie_turn(&mut self, left: u8, ev: &mut Vec<Event>) {
        if left > 1 {
            self.stack.push(Step::ZombieTurn { left: left - 1 });
        }
        self.stack.push(Step::ContactFights { k: 0 });
        self.stack.push(Step::ZombieMoves);
        for i in 0..self.zombies.len() {
            self.zombies.set_moved(i, false);
        }
        // DN-ZOM-1: one zombie on every "new zombie" symbol, all before any moves.
        let mut fights = Vec::new();
        for &sq in &self.scen().entries {
            // DN-GAP-20: a full or burning symbol gets no zombie.
            if self.zombies_on(sq) >= ZOMBIES_PER_SQUARE || self.burning(sq) {
                continue;
            }
            self.zombies.push(Zombie { sq, moved: false });
            ev.push(Event::ZombiePlaced { sq });
            for (i, p) in self.players.iter().enumerate() {
                if p.alive && p.pos == Some(sq) {
                    fights.push(i as u8);
                }
            }
        }
        // DN-GAP-20: one placed next to fire flees at once (DN-ZOM-7).
        self.flee_fire(ev);
        // A player on a symbol fights at once (DN-ZOM-1), clockwise from the active one.
        let n = self.n();
        fights.sort_by_key(|&s| (s + n - self.active) % n);
        for &s in fights.iter().rev() {
            self.stack.push(Step::Combat { seat: s });
        }
    }

    /// The steps of a zombie on `sq` toward its target (DN-GAP-7 step 2):
    /// by true distance when it has a true path, else by scent.
    /// `count` holds the zombies on each square.
    fn plan(&self, sq: Sq, maps: &Maps, count: &[u8]) -> Option<Plan> {
        let target = maps.target(sq, self.active, self.n())?;
        let truth = maps.truth(target, self);
        let map = if truth[usize::from(sq)] != FAR { truth } else { &target.scent[..] };
        let dist = map[usize::from(sq)];
        let mut orth = Plan { dist, steps: [0; 8], len: 0 };
        let mut diag = orth;
        for (k, nb, d) in self.neighbours_by_dir(sq) {
            // The crossing and the closed squares stand for zombie_edge,
            // fire (DN-ZOM-7) and the players' squares; the cap is counted.
            if map[usize::from(nb)] != FAR
                && map[usize::from(nb)] + 1 == dist
                && maps.passes.zombie_may_cross(k, nb)
                && !maps.passes.closed(nb)
                && usize::from(count[usize::from(nb)]) < ZOMBIES_PER_SQUARE
            {
                let p = if d { &mut diag } else { &mut orth };
                p.steps[usize::from(p.len)] = nb;
                p.len += 1;
            }
        }
        // Orthogonal steps before diagonal ones.
        Some(if orth.len == 0 { diag } else { orth })
    }

    /// The zombies' maps of the board as it stands (DN-GAP-7), all made
    /// afresh, every true map with them: what the kept ones must equal.
    #[cfg(test)]
    pub(crate) fn maps(&self) -> Maps {
        let mut maps = self.maps_sharing(None);
        // Walked afresh, not taken from the maps kept with the crossings.
        for t in &mut maps.targets {
            t.scent = Arc::new(self.scent_walk(t.sq, maps.passes.scent_crossings()));
            let _ = t.truth.set(Arc::new(self.true_walk(t.sq, &maps.passes)));
        }
        maps.make_every_truth(self);
        maps
    }

    /// The zombies' maps, taking a player's maps from `last` (the maps of
    /// an earlier board) where they were made for his square and still hold.
    fn maps_sharing(&self, last: Option<&Maps>) -> Maps {
        let passes = self.passes_after(last.map(|m| &m.passes));
        let reclosed = last.and_then(|m| passes.reclosed_since(&m.passes));
        let targets = self
            .players
            .iter()
            .enumerate()
            .filter_map(|(i, p)| {
                p.pos.filter(|_| p.alive).map(|sq| {
                    // A map depends on its player's square, not on who stands there.
                    let old = last.and_then(|m| m.targets.iter().find(|t| t.sq == sq));
                    let scent = Arc::clone(passes.scent_map(self, sq));
                    // A true map never made on the last board is left to be
                    // made on this one, if a zombie seeks him here.
                    let truth = OnceLock::new();
                    if let Some(was) = old.and_then(|t| t.truth.get())
                        && reclosed.as_ref().is_some_and(|r| r.iter().all(|&c| was[usize::from(c)] == FAR))
                    {
                        let _ = truth.set(Arc::clone(was));
                    }
                    Target { seat: i as u8, sq, scent, truth }
                })
            })
            .collect::<Vec<_>>();
        let mut touching = vec![0; layers::words(self.scen().squares())];
        for t in &targets {
            self.contact_with(t.sq, &passes).for_each(|sq| layers::set(&mut touching, sq));
        }
        Maps { passes, targets, touching }
    }

    /// The choice the active player faces between equal zombie steps
    /// (DN-GAP-7 step 3/4), when there is one, as actions.
    pub(crate) fn zombie_choice(&self, out: &mut Vec<Action>) {
        let made = self.zombie_maps();
        let mut slot = self.zombie_round.slot();
        if !slot.as_ref().is_some_and(|r| r.planned_for(self, &made)) {
            let mut round = Round::new(self, made);
            round.next(self);
            round.left_with(self);
            *slot = Some(round);
        }
        if let Some(r) = slot.as_ref().filter(|r| r.opts.len() > 1) {
            out.extend(r.opts.iter().map(|&(a, b)| Action::ZombieStep(a, b)));
        }
    }

    /// Moves zombies while no choice arises, after the step `chosen` at a
    /// choice; then leaves the next choice, with its round kept for it.
    pub(crate) fn zombie_moves(&mut self, chosen: Option<(Sq, Sq)>, ev: &mut Vec<Event>) {
        // A zombie step moves only zombies, so the maps hold for the loop.
        let made = self.zombie_maps();
        let kept = self.zombie_round.take(self, &made);
        let mut round = kept.unwrap_or_else(|| Round::new(self, made));
        if let Some((from, to)) = chosen {
            round.step(self, from, to, ev);
            // DN-DMG-1: a zombie entering a damaged room waits for its die.
            if matches!(self.stack.last(), Some(Step::DamageRoll { .. })) {
                round.settle(self);
                return;
            }
        }
        loop {
            let single = match round.next(self) {
                None => None,
                Some(&[step]) => Some(step),
                Some(_) => {
                    round.settle(self);
                    self.stack.pop();
                    self.stack.push(Step::ZombieChoice);
                    self.zombie_round.keep(self, round);
                    return;
                }
            };
            let Some((from, to)) = single else {
                round.settle(self);
                self.stack.pop();
                return;
            };
            round.step(self, from, to, ev);
            // DN-DMG-1: a zombie entering a damaged room waits for its die.
            if matches!(self.stack.last(), Some(Step::DamageRoll { .. })) {
                round.settle(self);
                return;
            }
        }
    }

    /// The `i`-th zombie steps to `to`.
    fn zombie_step(&mut self, i: usize, to: Sq, ev: &mut Vec<Event>) {
        let from = self.zombies[i].sq;
        self.zombies.move_to(i, to);
        self.zombies.set_moved(i, true);
        ev.push(Event::ZombieMoved { from, to });
        if self.area_of(from) != self.area_of(to) {
            self.entered(to);
        }
    }

    /// DN-GAP-6 (b): after a zombie move, every player in contact fights,
    /// clockwise from the active player, from the `k`-th.
    pub(crate) fn contact_fights(&mut self, k: u8) {
        let n = self.n();
        for j in k..n {
            let seat = (self.active + j) % n;
            if self.in_contact(seat) {
                self.stack.push(Step::ContactFights { k: j + 1 });
                self.stack.push(Step::Combat { seat });
                return;
            }
        }
    }

    /// DN-CARDS-1, DN-GAP-1: every door a zombie besieges is broken (an
    /// open doorway from now on). A zombie besieges a door when it stands
    /// beside it, has no true path to its target, and a shortest scent path
    /// to its target goes through that door (DN-GAP-7).
    pub(crate) fn break_through(&mut self, ev: &mut Vec<Event>) {
        let made = self.zombie_maps();
        let maps = &made.maps;
        let n = self.n();
        let mut broken = Vec::new();
        for z in &self.zombies {
            let Some(target) = maps.target(z.sq, self.active, n) else {
                continue;
            };
            let scent = &target.scent;
            if maps.truth(target, self)[usize::from(z.sq)] != FAR {
                continue;
            }
            let d = scent[usize::from(z.sq)];
            for (nb, diag) in self.neighbours(z.sq) {
                if !diag
                    && matches!(self.edge(z.sq, nb), EdgeKind::Door | EdgeKind::Barricade)
                    && scent[usize::from(nb)] != FAR
                    && scent[usize::from(nb)] + 1 == d
                {
                    broken.push((z.sq.min(nb), z.sq.max(nb)));
                }
            }
        }
        broken.sort_unstable();
        broken.dedup();
        for (a, b) in broken {
            // A barricade goes, and so does a door under it (DN-GAP-1).
            self.remove_barricade(a, b, ev);
            if self.scen().edge(a, b) == EdgeKind::Door && !self.broken_doors.contains(&(a, b)) {
                self.broken_doors.push((a, b));
                ev.push(Event::DoorBroken { a, b });
            }
        }
        self.broken_doors.sort_unstable();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Setup;
    use crate::rules::state::{Barricade, Car, Fire};
    use horde_testkit::bench::{random_playout, sample_states};

    /// DN-GAP-7, DN-ZOM-9: after every step of a round the plans it kept
    /// are those a round begun afresh on the board as it now stands would
    /// make. The zombies are crowded up to four a square so that steps
    /// fill and free squares.
    #[test]
    fn kept_plans_match_fresh_ones() {
        let setups: Vec<Setup> =
            (1..=6).map(|players| Setup { scenario: "house".to_owned(), players, infection: false }).collect();
        let mut replanned = 0;
        for (i, mut g) in sample_states::<DeadOfNight>(&setups, 5, 20).into_iter().enumerate() {
            let mut crowd = Vec::new();
            for z in &g.zombies {
                let here = g.zombies.iter().chain(&crowd).filter(|o| o.sq == z.sq).count();
                crowd.extend(std::iter::repeat_n(Zombie { sq: z.sq, moved: false }, ZOMBIES_PER_SQUARE - here));
            }
            crowd.into_iter().for_each(|z| g.zombies.push(z));
            let made = g.zombie_maps();
            let mut round = Round::new(&g, Arc::clone(&made));
            let mut ev = Vec::new();
            while let Some(&(from, to)) = round.next(&g).and_then(<[_]>::first) {
                round.step(&mut g, from, to, &mut ev);
                round.settle(&mut g);
                let fresh = Round::new(&g, Arc::clone(&made));
                assert_eq!(round.plans, fresh.plans, "state {i}: plans after {from} -> {to}");
                assert_eq!(round.count, fresh.count, "state {i}: counts after {from} -> {to}");
                replanned += 1;
            }
        }
        assert!(replanned > 0, "the sampled states move some zombie");
    }

    /// DN-GAP-7: the remembered maps serve only the board they were made
    /// for; any move of a player or change of the board makes them anew.
    #[test]
    fn remembered_maps_follow_the_players_and_the_board() {
        let setups: Vec<Setup> =
            (1..=6).map(|players| Setup { scenario: "house".to_owned(), players, infection: false }).collect();
        for (i, mut g) in sample_states::<DeadOfNight>(&setups, 5, 20).into_iter().enumerate() {
            let n = g.scen().squares() as Sq;
            let (sq, other) = ((i as Sq * 37) % n, (i as Sq * 53 + 11) % n);
            g.fires = vec![Fire { sq, owner: 0, spreads: false }];
            let first = g.zombie_maps();
            let same = g.clone();
            assert!(Arc::ptr_eq(&first, &same.zombie_maps()), "an unchanged board reuses its maps");
            let mut changes: Vec<DeadOfNight> = Vec::new();
            let mut moved = g.clone();
            if let Some(p) = moved.players.iter_mut().find(|p| p.alive && p.pos.is_some()) {
                p.pos = Some(other);
                // The players who stayed keep their scent maps.
                let after = moved.zombie_maps();
                for t in after.maps.targets.iter().filter(|t| t.sq != other) {
                    let before = first.maps.targets.iter().find(|b| b.seat == t.seat);
                    assert!(before.is_some_and(|b| Arc::ptr_eq(&b.scent, &t.scent)), "state {i}: seat {} kept", t.seat);
                }
                changes.push(moved);
            }
            let mut spread = g.clone();
            spread.fires = vec![Fire { sq: other, owner: 0, spreads: false }];
            changes.push(spread);
            let mut barred = g.clone();
            if let Some((b, _)) = g.neighbours(sq).find(|&(_, d)| !d) {
                barred.barricades.push(Barricade { a: sq.min(b), b: sq.max(b), side: sq });
                changes.push(barred);
            }
            if let Some((b, _)) = g.neighbours(other).find(|&(_, d)| !d) {
                let edge = (other.min(b), other.max(b));
                let mut opened = g.clone();
                opened.broken_doors.push(edge);
                changes.push(opened);
                let mut breached = g.clone();
                breached.breaches.push(edge);
                changes.push(breached);
                let mut parked = g.clone();
                parked.cars.push(Car { door: None, ..Car::new(0, other, b) });
                changes.push(parked);
            }
            let mut fallen = g.clone();
            fallen.damage[usize::from(g.area_of(other))] = 2;
            changes.push(fallen);
            for changed in changes {
                let kept = changed.zombie_maps();
                kept.maps.make_every_truth(&changed);
                assert_eq!(kept.maps, changed.maps(), "state {i}: maps of a changed board");
            }
        }
    }

    /// DN-GAP-7: along seeded playouts of every player count, where each
    /// state carries the maps of the one before, the maps kept (and each
    /// player's maps shared from earlier ones) are those made afresh: each
    /// true map as soon as it was made, on the board it was made for, be
    /// it while that state was visited or by the action that followed.
    /// Some true map is shared across a change, and some is never made
    /// because no zombie sought its player before the board changed.
    #[test]
    fn kept_maps_match_fresh_ones_along_playouts() {
        /// The maps kept, against fresh ones of `g`: every true map made so far.
        fn check(made: &Maps, g: &DeadOfNight, what: &str) {
            let fresh = g.maps();
            assert_eq!(made.passes, fresh.passes, "{what}: crossings");
            // DN-GAP-6: the squares in contact are where the true maps start.
            for sq in 0..g.scen().squares() as Sq {
                let starts = fresh.targets.iter().any(|f| f.truth.get().is_some_and(|t| t[usize::from(sq)] == 0));
                assert_eq!(made.touches_a_target(sq), starts, "{what}: contact with square {sq}");
            }
            assert_eq!(made.targets.len(), fresh.targets.len(), "{what}: targets");
            for (t, f) in made.targets.iter().zip(&fresh.targets) {
                assert_eq!((t.seat, t.sq, &t.scent), (f.seat, f.sq, &f.scent), "{what}: scent map");
                if let Some(truth) = t.truth.get() {
                    assert_eq!(Some(truth), f.truth.get(), "{what}: true map of seat {}", t.seat);
                }
            }
        }
        let (mut checked, mut shared, mut unmade) = (0, 0, 0);
        for players in 1..=6 {
            let setup = Setup { scenario: "house".to_owned(), players, infection: false };
            for seed in 0..4 {
                let mut last: Option<(Arc<KeyedMaps>, DeadOfNight)> = None;
                let what = format!("{players} players, seed {seed}");
                random_playout::<DeadOfNight>(&setup, seed, |g| {
                    let made = g.zombie_maps();
                    check(&made.maps, g, &what);
                    if let Some((was, board)) = last.as_ref().filter(|(was, _)| !Arc::ptr_eq(was, &made)) {
                        // The true maps the last board's actions made after its visit.
                        check(&was.maps, board, &what);
                        unmade += was.maps.targets.iter().filter(|t| t.truth.get().is_none()).count();
                        let before: Vec<_> = was.maps.targets.iter().filter_map(|t| t.truth.get()).collect();
                        shared += made
                            .maps
                            .targets
                            .iter()
                            .filter_map(|t| t.truth.get())
                            .filter(|t| before.iter().any(|b| Arc::ptr_eq(b, t)))
                            .count();
                    }
                    last = Some((made, g.clone()));
                    checked += 1;
                })
                .expect("the house sets up");
            }
        }
        assert!(checked > 1_000, "only {checked} states checked");
        assert!(shared > 0, "no true map was kept across a change of the board");
        assert!(unmade > 0, "every true map was made, sought or not");
    }
}
