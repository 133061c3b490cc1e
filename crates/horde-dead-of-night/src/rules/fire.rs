//! Fire (DN-FIRE, DN-ZOM-7, DN-GAP-10): starting and putting out fires,
//! what fire does to zombies and players, and the zombies fleeing it.

use super::action::Action;
use super::event::Event;
use super::geom::FAR;
use super::state::{DeadOfNight, Fire, Sq};
use crate::content::Special;

impl DeadOfNight {
    pub(crate) fn burning(&self, sq: Sq) -> bool {
        self.fires.iter().any(|f| f.sq == sq)
    }

    /// Something burns on one of the eight squares around `sq`
    /// (DN-MOVE-1; walls do not shield a square from the fire next to it).
    pub(crate) fn near_fire(&self, sq: Sq) -> bool {
        self.neighbours(sq).any(|(n, _)| self.burning(n))
    }

    /// DN-ZOM-7: zombies never step onto a burning square or one next to fire.
    pub(crate) fn fire_blocks_zombies(&self, sq: Sq) -> bool {
        self.burning(sq) || self.near_fire(sq)
    }

    fn holds_extinguisher(&self, seat: u8) -> bool {
        self.players[usize::from(seat)].hands.iter().any(|&t| self.special(t) == Some(Special::Extinguisher))
    }

    /// The squares around `sq` and `sq` itself: what an extinguisher reaches.
    fn around(&self, sq: Sq) -> Vec<Sq> {
        let mut v: Vec<Sq> = self.neighbours(sq).map(|(n, _)| n).collect();
        v.push(sq);
        v
    }

    /// Start a Fire on an unoccupied square adjacent to (and in reach of)
    /// the player (DN-FIRE-1); Put Out with an extinguisher (DN-FIRE-2).
    pub(crate) fn fire_actions(&self, seat: u8, out: &mut Vec<Action>) {
        let Some(pos) = self.players[usize::from(seat)].pos else { return };
        for n in self.reach(pos) {
            if n != pos && !self.player_on(n) && self.zombies_on(n) == 0 && !self.burning(n) {
                out.push(Action::StartFire(n));
            }
        }
        if self.holds_extinguisher(seat) && self.around(pos).iter().any(|&q| self.burning(q)) {
            out.push(Action::PutOut);
        }
    }

    /// DN-FIRE-1, DN-GAP-10: a small fire that never spreads and goes out
    /// at the start of its starter's next turn.
    pub(crate) fn start_fire(&mut self, seat: u8, sq: Sq, ev: &mut Vec<Event>) {
        self.place_fire(Fire { sq, owner: seat, spreads: false }, ev);
    }

    /// A fire token goes on `fire.sq`: zombies there die, credited to its
    /// owner (DN-FIRE-3, DN-GAP-10); zombies next to it flee (DN-ZOM-7).
    pub(crate) fn place_fire(&mut self, fire: Fire, ev: &mut Vec<Event>) {
        if self.burning(fire.sq) {
            return;
        }
        self.fires.push(fire);
        self.fires.sort_unstable();
        ev.push(Event::FireStarted { sq: fire.sq, owner: fire.owner });
        while self.zombies_on(fire.sq) > 0 {
            self.kill_one(fire.owner, fire.sq, ev);
        }
        self.flee_fire(ev);
    }

    /// DN-FIRE-2: every fire token on the holder's square and the squares
    /// around him goes out.
    pub(crate) fn put_out(&mut self, seat: u8, ev: &mut Vec<Event>) {
        let Some(pos) = self.players[usize::from(seat)].pos else { return };
        let around = self.around(pos);
        let (out, keep): (Vec<Fire>, Vec<Fire>) = self.fires.iter().partition(|f| around.contains(&f.sq));
        self.fires = keep;
        ev.extend(out.into_iter().map(|f| Event::FireOut { sq: f.sq }));
    }

    /// DN-GAP-5, DN-GAP-10: the seat's small fires go out at the start of his turn.
    pub(crate) fn burn_out(&mut self, seat: u8, ev: &mut Vec<Event>) {
        let (out, keep): (Vec<Fire>, Vec<Fire>) = self.fires.iter().partition(|f| f.owner == seat && !f.spreads);
        self.fires = keep;
        ev.extend(out.into_iter().map(|f| Event::FireOut { sq: f.sq }));
    }

    /// DN-ZOM-7, DN-GAP-7: every zombie next to fire at once takes one step
    /// to a legal square not next to fire, the one nearest its target (true
    /// distance, else scent); ties go orthogonal first, then to the lower
    /// square. A zombie with no such square stays.
    pub(crate) fn flee_fire(&mut self, ev: &mut Vec<Event>) {
        if self.fires.is_empty() || !self.zombies.iter().any(|z| self.near_fire(z.sq)) {
            return;
        }
        let maps = self.maps();
        let n = self.n();
        for i in 0..self.zombies.len() {
            let from = self.zombies[i].sq;
            if !self.near_fire(from) {
                continue;
            }
            let target = maps
                .iter()
                .filter(|(_, s, _)| s[usize::from(from)] != FAR)
                .min_by_key(|(seat, s, _)| (s[usize::from(from)], (seat + n - self.active) % n));
            let dist = |q: Sq| {
                target.map_or(0, |(_, scent, truth)| {
                    if truth[usize::from(from)] != FAR { truth[usize::from(q)] } else { scent[usize::from(q)] }
                })
            };
            let best = self
                .neighbours(from)
                .filter(|&(q, d)| {
                    self.zombie_edge(from, q, d) && self.zombie_may_enter(q) && !self.fire_blocks_zombies(q)
                })
                .min_by_key(|&(q, d)| (dist(q), d, q));
            if let Some((to, _)) = best {
                self.zombies[i].sq = to;
                ev.push(Event::ZombieFled { from, to });
            }
        }
    }

    /// DN-FIRE-4: a player loses 1 energy for each burning square he
    /// enters; below 0 he dies (DN-ENERGY-4).
    pub(crate) fn enter_fire(&mut self, seat: u8, sq: Sq, ev: &mut Vec<Event>) {
        if !self.burning(sq) {
            return;
        }
        let p = &mut self.players[usize::from(seat)];
        p.energy -= 1;
        ev.push(Event::Burned { seat, energy: p.energy });
        if p.energy < 0 {
            self.die(seat, ev);
        }
    }

    /// DN-FIRE-4: a player on a burning square who can move must move off it.
    pub(crate) fn must_leave_fire(&self, seat: u8) -> bool {
        let p = &self.players[usize::from(seat)];
        p.energy > 0
            && p.pos
                .is_some_and(|pos| self.burning(pos) && self.neighbours(pos).any(|(n, d)| self.player_step(pos, n, d)))
    }
}
