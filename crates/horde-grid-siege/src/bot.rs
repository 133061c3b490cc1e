//! Fast rule-aware bots for Grid Siege: one [`horde_ai::Policy`] that
//! plays either side (the humans at seats 1.., the Zombie Player at seat
//! 0), and an [`horde_ai::Evaluator`] for MCTS leaves and lookahead.
//!
//! The humans hold a house (see [`humans`]): they run together to the
//! house cheapest to reach and close, keep its open doors and windows
//! occupied, barricade them and clear out the zombies inside (GS-WIN-3).
//! They strike with their best weapon, pass a spare one to a human
//! without (see [`kit`]), and throw a grenade only into a pack of zombies
//! clear of humans and of their house's walls. Should every search square
//! be searched all the same, or no house be left to hold, they take the
//! car (GS-WIN-2), and a human who cannot reach it gives himself up so
//! the others can leave (GS-SAC-1). The Zombie Player walks every zombie towards the
//! nearest human, spawns as close to the humans as it may, plays its
//! cards and knocks down barricades.
//!
//! Distances come from breadth-first searches over the board into
//! buffers the policy keeps: no allocation once they have grown, and no
//! randomness beyond the bot's tie-breaks.

mod humans;
mod kit;

use crate::content::content;
use crate::rules::action::Action;
use crate::rules::geom::{Dir, Pos};
use crate::rules::state::{GridSiege, Pass, Pending, ZOMBIE_SEAT};
use horde_core::{HordeRng, Seat};
use horde_rules::{BotParts, Evaluator, Policy};
use humans::{Fort, build_left, helpers, is_tool, threat};
use kit::{attack_value, blast_catch, spare_for};

const FAR: u16 = u16::MAX;

/// The policy of both sides; its buffers are reused across calls.
#[derive(Clone, Debug, Default)]
pub struct GsPolicy {
    /// Steps to the humans' goal (unsearched squares, then the car doors).
    goal: Vec<u16>,
    /// Steps to the nearest human on the board.
    humans: Vec<u16>,
    queue: Vec<Pos>,
    fort: Fort,
}

/// Values a state for both sides: the humans' chance to win, roughly, and
/// one minus it for the Zombie Player.
#[derive(Clone, Copy, Debug, Default)]
pub struct GsEvaluator;

/// The Grid Siege parts lent to the generic bots.
#[derive(Clone, Copy, Debug, Default)]
pub struct GsParts;

impl BotParts<GridSiege> for GsParts {
    fn policy(&self, _seat: Seat) -> Option<Box<dyn Policy<GridSiege>>> {
        Some(Box::new(GsPolicy::default()))
    }
    fn evaluator(&self, _seat: Seat) -> Option<Box<dyn Evaluator<GridSiege>>> {
        Some(Box::new(GsEvaluator))
    }
}

/// Breadth-first steps from every square of `sources` over the steps that
/// `open` allows, into `out` (one entry per board square).
fn bfs(sources: impl Iterator<Item = Pos>, open: impl Fn(Pos, Pos) -> bool, out: &mut Vec<u16>, queue: &mut Vec<Pos>) {
    let m = &content().map;
    out.clear();
    out.resize(m.len(), FAR);
    queue.clear();
    for p in sources {
        if m.contains(p) && out[m.index(p)] == FAR {
            out[m.index(p)] = 0;
            queue.push(p);
        }
    }
    let mut head = 0;
    while head < queue.len() {
        let p = queue[head];
        head += 1;
        let d = out[m.index(p)];
        for dir in Dir::ALL {
            let Some(q) = m.step(p, dir) else { continue };
            if !m.contains(q) || out[m.index(q)] != FAR || !open(p, q) {
                continue;
            }
            out[m.index(q)] = d + 1;
            queue.push(q);
        }
    }
}

impl GsPolicy {
    fn at(v: &[u16], p: Pos) -> u16 {
        let m = &content().map;
        if m.contains(p) { v.get(m.index(p)).copied().unwrap_or(FAR) } else { FAR }
    }

    /// Fills `goal` with human steps to the humans' current goal.
    fn fill_goal(&mut self, g: &GridSiege) {
        let m = &content().map;
        let walk = |a: Pos, b: Pos| !m.sq(b).car && g.pass(a, b) != Pass::Blocked;
        if g.all_searched() {
            bfs(m.car.doors.iter().copied(), walk, &mut self.goal, &mut self.queue);
        } else {
            let unsearched =
                m.search.iter().enumerate().filter(|(i, _)| g.searched_mask() & (1u64 << i) == 0).map(|(_, s)| s.pos);
            bfs(unsearched, walk, &mut self.goal, &mut self.queue);
        }
    }

    /// Fills `humans` with zombie steps to the nearest human on the board.
    fn fill_humans(&mut self, g: &GridSiege) {
        let m = &content().map;
        let walk = |a: Pos, b: Pos| {
            let s = m.sq(b);
            !s.car && !s.obstacle && g.pass(a, b) != Pass::Blocked
        };
        bfs(g.humans().iter().filter(|h| h.on_board()).map(|h| h.pos), walk, &mut self.humans, &mut self.queue);
    }

    fn zombies_next_to(g: &GridSiege, p: Pos) -> u32 {
        let m = &content().map;
        Dir::ALL
            .iter()
            .filter(|&&d| m.step(p, d).is_some_and(|q| m.contains(q) && g.has_zombie(q) && g.touching(p, q)))
            .count() as u32
    }

    /// The escape once every search square is searched (GS-WIN-2).
    fn score_car(&self, g: &GridSiege, a: Action) -> f64 {
        let me = g.turn().map(|t| t.human);
        let here = me.map(|h| g.human_pos(h));
        let gd = |p: Pos| f64::from(Self::at(&self.goal, p).min(200));
        match a {
            Action::Search(_) => 100.0,
            Action::EnterCar => 90.0,
            Action::StartCar => {
                let others_in = g.humans().iter().filter(|h| h.alive()).all(|h| h.in_car);
                if others_in { 95.0 } else { -20.0 }
            }
            Action::Attack { slot, target, aimed } => Self::score_throw(g, slot, target, |_| false)
                .unwrap_or_else(|| 50.0 + 20.0 * attack_value(g, slot, aimed) - if aimed { 3.0 } else { 0.0 }),
            Action::Heal { target, .. } => {
                let lives = g.humans().get(usize::from(target)).map_or(3, |h| h.lives);
                if lives <= 1 { 60.0 } else { 5.0 }
            }
            Action::Move(to) => {
                let from = here.unwrap_or(to);
                10.0 + 8.0 * (gd(from) - gd(to)) - 6.0 * f64::from(Self::zombies_next_to(g, to))
            }
            Action::BreakThrough(_) => 2.0,
            // A conscious wounded human walks on his own turn.
            Action::Carry(x) if g.humans().get(usize::from(x)).is_some_and(|h| h.lives > 0) => -20.0,
            Action::Carry(_) => 20.0,
            Action::PlaceCarried(p) => -gd(p),
            Action::PickUp(_) => 15.0,
            Action::Give { slot, to } => Self::score_give(g, slot, to),
            Action::Discard(_) => -30.0,
            Action::Build { .. } => 1.0,
            Action::Dismantle { .. } => -10.0,
            Action::Reroll => 1.0,
            Action::Keep => 0.0,
            Action::Push(p) => f64::from(Self::at(&self.humans, p).min(50)),
            Action::Sacrifice(x) => self.score_sacrifice(g, x),
            Action::Activate(h) => f64::from(Self::zombies_next_to(g, g.human_pos(h))),
            Action::Place(p) => -gd(p),
            Action::EndTurn => 0.0,
            _ => 0.0,
        }
    }

    /// A throw with a blast (GS-EXPL): worth the zombies it catches, and
    /// never thrown where it catches a human or breaks the walls of a
    /// square `spare` protects (GS-ITEM-2 g). `None` for other attacks.
    fn score_throw(g: &GridSiege, slot: Option<u8>, target: Pos, spare: impl Fn(Pos) -> bool) -> Option<f64> {
        let p = g.profile(slot)?;
        if !p.thrown || p.blast == 0 {
            return None;
        }
        Some(match blast_catch(g, target, p.blast, spare) {
            Some(z) if z >= 2 => 40.0 + 10.0 * f64::from(z),
            Some(1) => 20.0,
            _ => -20.0,
        })
    }

    /// Passing a thing arms a second human (GS-INV-1).
    fn score_give(g: &GridSiege, slot: u8, to: u8) -> f64 {
        match g.turn() {
            Some(t) if spare_for(g, t.human, slot, to) => 35.0,
            _ => -5.0,
        }
    }

    /// Save yourselves (GS-SAC-1): the others sit in the car and nobody is
    /// left outside to carry `x`; he gives himself up if he is unconscious
    /// or, once the car runs, still far from it.
    fn score_sacrifice(&self, g: &GridSiege, x: u8) -> f64 {
        let Some(h) = g.humans().get(usize::from(x)) else { return -100.0 };
        let others_in = g.humans().iter().enumerate().all(|(i, o)| i == usize::from(x) || !o.alive() || o.in_car);
        let far = Self::at(&self.goal, h.pos) > 4;
        if others_in && (h.lives == 0 || (g.car_started() && far)) { 96.0 } else { -100.0 }
    }

    /// Holding the house (GS-WIN-3; see [`humans`]).
    fn score_fort(&self, g: &GridSiege, a: Action) -> f64 {
        let f = &self.fort;
        let m = &content().map;
        let me = g.turn().map(|t| t.human);
        let here = me.map(|h| g.human_pos(h));
        let post = |p: Pos| f64::from(Fort::at(&f.to_post, p).min(200));
        let walk = |p: Pos| f64::from(Fort::at(f.house_map(), p).min(200));
        let actions = g.turn().map_or(0, |t| t.actions);
        match a {
            Action::Build { edge, slot } => {
                let ours = f.house.is_some_and(|b| m.buildings[b].openings.contains(&edge));
                let Some(near) = here else { return 0.0 };
                if !ours || Some(edge) == f.entrance {
                    return -10.0;
                }
                let tool = is_tool(g, slot);
                let left = build_left(g, edge, near, tool || slot.is_some());
                if tool {
                    if left <= actions { 85.0 } else { 20.0 }
                } else if left <= actions {
                    80.0
                } else if me.is_some_and(|h| left <= actions + helpers(g, edge, h)) {
                    // The humans next to it finish it in this phase (GS-BAR-2).
                    60.0
                } else if g.zombies_behind(edge, near) == 0 {
                    // Unfinished work stays until the barricade stands or a
                    // figure comes through (GS-GAP-14): with nobody behind,
                    // starting it is worth a turn.
                    40.0
                } else {
                    -5.0
                }
            }
            Action::Attack { slot, target, aimed } => {
                if let Some(v) = Self::score_throw(g, slot, target, |p| f.inside(p)) {
                    return v;
                }
                let inside = f.inside(target);
                let armed = slot.is_some();
                let base = match (inside, armed) {
                    (true, true) => 70.0,
                    (true, false) => 55.0,
                    (false, true) => 40.0,
                    (false, false) => 12.0,
                };
                // The best weapon for the blow (GS-ATK-3).
                base + 20.0 * attack_value(g, slot, aimed) - if aimed { 3.0 } else { 0.0 }
            }
            Action::Search(p) => {
                let near_house = f.inside(p) || Dir::ALL.iter().any(|d| m.step(p, *d).is_some_and(|q| f.inside(q)));
                // A square someone has searched already does not count
                // again toward the zombie-card threshold (GS-GAP-17).
                let counted = m.sq(p).search.is_some_and(|i| g.searched_mask() & (1u64 << i) == 0);
                if !near_house {
                    -1.0
                } else if !counted || g.searched_count() + 1 < g.zombie_card_threshold() {
                    60.0
                } else if here.is_some_and(|h| threat(g, h) == 0) {
                    // Past the threshold the cards come into play
                    // (GS-ZCARD-2): worth it only when nothing is near.
                    25.0
                } else {
                    -1.0
                }
            }
            Action::Heal { target, .. } => {
                let lives = g.humans().get(usize::from(target)).map_or(3, |h| h.lives);
                match lives {
                    0 => 90.0,
                    1 | 2 => 60.0,
                    _ => 5.0,
                }
            }
            Action::Move(to) => {
                let from = here.unwrap_or(to);
                let danger = f64::from(threat(g, to)) - f64::from(threat(g, from));
                // Outside, get in; inside, go to a post.
                let gain = if f.inside(from) { post(from) - post(to) } else { walk(from) - walk(to) };
                10.0 + 8.0 * gain - 35.0 * danger
            }
            Action::BreakThrough(_) => 2.0,
            Action::Carry(x) if g.humans().get(usize::from(x)).is_some_and(|h| h.lives > 0) => -20.0,
            Action::Carry(_) => 70.0,
            Action::PlaceCarried(p) => -walk(p) - if f.inside(p) { 0.0 } else { 20.0 },
            Action::PickUp(_) => 15.0,
            Action::Give { slot, to } => Self::score_give(g, slot, to),
            Action::Discard(_) => -30.0,
            // Let in a human shut out nearby (GS-BAR-3).
            Action::Dismantle { edge, slot } if Some(edge) == f.reopen => 50.0 + if slot.is_some() { 5.0 } else { 0.0 },
            Action::Dismantle { .. } => -50.0,
            Action::Reroll => 1.0,
            Action::Keep => 0.0,
            // Away from the house, and out of it.
            Action::Push(p) => walk(p) + if f.inside(p) { 0.0 } else { 20.0 },
            Action::Sacrifice(_) => -100.0,
            // The farthest first: those outside come in before the rest close up.
            Action::Activate(h) => walk(g.human_pos(h)),
            // Next to a door or window of the house: he can barricade it from
            // outside in the first round, before any zombie is on the board.
            Action::Place(p) => -walk(p) + if f.is_outer_square(g, p) && g.human_at(p).is_none() { 0.5 } else { 0.0 },
            Action::EndTurn => 0.0,
            Action::EnterCar | Action::StartCar => 50.0,
            _ => 0.0,
        }
    }

    fn score_zombie(&self, g: &GridSiege, a: Action) -> f64 {
        let dh = |p: Pos| f64::from(Self::at(&self.humans, p).min(200));
        match a {
            Action::ZMove { from, to } => {
                let gain = dh(from) - dh(to);
                if gain <= 0.0 { -1.0 } else { 10.0 * gain + if dh(to) <= 1.0 { 20.0 } else { 0.0 } }
            }
            Action::EndZombies => 0.0,
            Action::Place(p) => -dh(p),
            Action::PlayCard { .. } => 5.0,
            Action::PassCard => 0.0,
            Action::Demolish(_) => 10.0,
            Action::EndDemolish => 0.0,
            // The weakest human in the car: an unconscious one dies at once.
            Action::CarAttack { human, .. } => -f64::from(g.humans().get(usize::from(human)).map_or(4, |h| h.lives)),
            _ => {
                let _ = g;
                0.0
            }
        }
    }
}

impl Policy<GridSiege> for GsPolicy {
    fn name(&self) -> &str {
        "grid-siege"
    }

    fn score(&mut self, g: &GridSiege, seat: Seat, legal: &[Action], _rng: &mut HordeRng, scores: &mut Vec<f64>) {
        scores.clear();
        let zombie = seat.0 == ZOMBIE_SEAT;
        let wants_humans = legal.iter().any(|a| matches!(a, Action::ZMove { .. } | Action::Place(_) | Action::Push(_)));
        if wants_humans {
            self.fill_humans(g);
        }
        let mut car = g.all_searched();
        if !zombie && !car {
            self.fort.choose(g);
            // No house can be held any more: the car is the way out (GS-WIN-2).
            car = self.fort.house.is_none();
        }
        if !zombie && car {
            if legal.iter().any(|a| {
                matches!(a, Action::Move(_) | Action::PlaceCarried(_) | Action::Place(_) | Action::Sacrifice(_))
            }) {
                self.fill_goal(g);
            }
        } else if !zombie {
            self.fort.plan(g, g.turn().map(|t| t.human));
        }
        for &a in legal {
            scores.push(match (zombie, car) {
                (true, _) => self.score_zombie(g, a),
                (false, true) => self.score_car(g, a),
                (false, false) => self.score_fort(g, a),
            });
        }
    }
}

/// The humans' chance to win, roughly: squares searched, humans alive and
/// their lives, the car started.
pub fn humans_estimate(g: &GridSiege) -> f64 {
    if let Some(e) = g.ended() {
        return if e.humans_win() { 1.0 } else { 0.0 };
    }
    let total = content().map.search.len().max(1) as f64;
    let searched = f64::from(g.searched_count()) / total;
    let n = g.humans().len().max(1) as f64;
    let alive = g.living_count() as f64 / n;
    let lives: f64 = g.humans().iter().filter(|h| h.alive()).map(|h| f64::from(h.lives.min(3)) / 3.0).sum::<f64>() / n;
    let in_car = g.humans().iter().filter(|h| h.alive() && h.in_car).count() as f64 / n;
    let car = if g.car_started() { 1.0 } else { 0.0 };
    let pending_zombies = if matches!(g.pending(), Pending::Over) { 0.0 } else { g.zombies().len() as f64 };
    let v = 0.35 * searched + 0.25 * alive + 0.15 * lives + 0.1 * in_car + 0.1 * car - 0.005 * pending_zombies;
    v.clamp(0.01, 0.99)
}

impl Evaluator<GridSiege> for GsEvaluator {
    fn evaluate(&mut self, g: &GridSiege, values: &mut [f64]) {
        let v = humans_estimate(g);
        for (s, x) in values.iter_mut().enumerate() {
            *x = if s == usize::from(ZOMBIE_SEAT) { 1.0 - v } else { v };
        }
    }
}

#[cfg(test)]
mod tests;
