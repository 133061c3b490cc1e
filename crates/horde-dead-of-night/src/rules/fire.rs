//! Fire (DN-FIRE, DN-ZOM-7, DN-GAP-10): starting and putting out fires,
//! what fire does to zombies and players, and the zombies fleeing it.

use super::action::Action;
use super::event::Event;
use super::geom::FAR;
use super::geom::Reach;
use super::layers;
use super::state::{DeadOfNight, Fire, Sq, Step, ZOMBIES_PER_SQUARE};
use crate::content::{AreaKind, Special};

impl DeadOfNight {
    pub(crate) fn burning(&self, sq: Sq) -> bool {
        self.fires.iter().any(|f| f.sq == sq)
    }

    /// Something burns on one of the eight squares around `sq`
    /// (DN-MOVE-1; walls do not shield a square from the fire next to it).
    pub(crate) fn near_fire(&self, sq: Sq) -> bool {
        !self.fires.is_empty() && self.neighbours(sq).any(|(n, _)| self.burning(n))
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
    /// `reach` is that of his square.
    pub(crate) fn fire_actions(&self, seat: u8, reach: &Reach, out: &mut Vec<Action>) {
        let Some(pos) = self.players[usize::from(seat)].pos else { return };
        for n in *reach {
            if n != pos && !self.player_on(n) && self.zombies_on(n) == 0 && !self.burning(n) {
                out.push(Action::StartFire(n));
            }
        }
        if self.holds_extinguisher(seat) && (self.burning(pos) || self.near_fire(pos)) {
            out.push(Action::PutOut);
        }
    }

    /// DN-FIRE-1, DN-GAP-10: a small fire that never spreads and goes out
    /// at the start of its starter's next turn.
    pub(crate) fn start_fire(&mut self, seat: u8, sq: Sq, ev: &mut Vec<Event>) {
        self.place_fire(Fire { sq, owner: seat, spreads: false }, ev);
    }

    /// A fire token goes on `fire.sq`.
    pub(crate) fn place_fire(&mut self, fire: Fire, ev: &mut Vec<Event>) {
        self.place_fires(&[fire], ev);
    }

    /// Fire tokens go on their squares all at once: zombies on them die,
    /// credited to their owner (DN-FIRE-3, DN-GAP-10); then the zombies next
    /// to the fire flee (DN-ZOM-7).
    pub(crate) fn place_fires(&mut self, fires: &[Fire], ev: &mut Vec<Event>) {
        let mut lit = Vec::new();
        for &fire in fires {
            if self.burning(fire.sq) {
                continue;
            }
            self.fires.push(fire);
            self.fires.sort_unstable();
            ev.push(Event::FireStarted { sq: fire.sq, owner: fire.owner });
            while self.zombies_on(fire.sq) > 0 {
                self.kill_one(fire.owner, fire.sq, ev);
            }
            lit.push(fire.sq);
        }
        self.flee_fire(ev);
        self.burn_cars(ev);
        for sq in lit {
            self.room_burnt(sq, ev);
        }
    }

    /// A spreading fire of `owner` on `centre` and the squares in reach of
    /// it within its area: a petrol can's blast (DN-EXPL-3, DN-GAP-21 (4))
    /// or a Molotov's (DN-EXPL-4).
    pub(crate) fn fire_around(&mut self, owner: u8, centre: Sq, ev: &mut Vec<Event>) {
        let area = self.area_of(centre);
        let fires: Vec<Fire> = self
            .reach(centre)
            .into_iter()
            .filter(|&q| self.area_of(q) == area)
            .map(|sq| Fire { sq, owner, spreads: true })
            .collect();
        self.place_fires(&fires, ev);
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
        if self.fires.is_empty() {
            return;
        }
        // Every fire, every push and every zombie turn asks this of every
        // zombie: the squares next to fire are marked once, not asked of
        // each zombie's neighbours.
        let mut near = vec![0; layers::words(self.scen().squares())];
        for f in &self.fires {
            for (q, _) in self.neighbours(f.sq) {
                layers::set(&mut near, q);
            }
        }
        if !self.zombies.iter().any(|z| layers::get(&near, z.sq)) {
            return;
        }
        let made = self.zombie_maps();
        let maps = &made.maps;
        let n = self.n();
        for i in 0..self.zombies.len() {
            let from = self.zombies[i].sq;
            if !layers::get(&near, from) {
                continue;
            }
            let target = maps.target(from, self.active, n).map(|t| (t, maps.truth(t, self)));
            let dist = |q: Sq| {
                target.map_or(0, |(t, truth)| {
                    if truth[usize::from(from)] != FAR { truth[usize::from(q)] } else { t.scent[usize::from(q)] }
                })
            };
            // The crossings and the closed squares of the maps stand for
            // `zombie_edge`, the players' squares and fire's (DN-ZOM-7);
            // the cap is counted.
            let best = self
                .neighbours_by_dir(from)
                .filter(|&(k, q, _)| {
                    maps.passes.zombie_may_cross(k, q)
                        && !maps.passes.closed(q)
                        && self.zombies_on(q) < ZOMBIES_PER_SQUARE
                })
                .min_by_key(|&(_, q, d)| (dist(q), d, q));
            if let Some((_, to, _)) = best {
                self.zombies.move_to(i, to);
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

/// Spreading fires (DN-FIRE-5/7, DN-GAP-10).
impl DeadOfNight {
    /// Who spreads the fires of `owner`: he, or when he is dead the next
    /// living player clockwise (DN-GAP-10).
    fn spreader(&self, owner: u8) -> u8 {
        let n = self.n();
        (0..n).map(|k| (owner + k) % n).find(|&s| self.players[usize::from(s)].alive).unwrap_or(owner)
    }

    /// The spreading tokens `seat` spreads that are connected to `from`
    /// through squares in reach: one separate fire.
    fn fire_group(&self, seat: u8, from: Sq) -> Vec<Sq> {
        let mine: Vec<Sq> =
            self.fires.iter().filter(|f| f.spreads && self.spreader(f.owner) == seat).map(|f| f.sq).collect();
        if !mine.contains(&from) {
            return Vec::new();
        }
        let mut group = vec![from];
        let mut k = 0;
        while k < group.len() {
            for q in self.reach(group[k]) {
                if mine.contains(&q) && !group.contains(&q) {
                    group.push(q);
                }
            }
            k += 1;
        }
        group.sort_unstable();
        group
    }

    /// The separate fires `seat` spreads, each named by its lowest square.
    fn fire_groups(&self, seat: u8) -> Vec<Sq> {
        let mut named: Vec<Sq> = Vec::new();
        let mut seen: Vec<Sq> = Vec::new();
        for f in &self.fires {
            if f.spreads && self.spreader(f.owner) == seat && !seen.contains(&f.sq) {
                let group = self.fire_group(seat, f.sq);
                named.push(group[0]);
                seen.extend(group);
            }
        }
        named
    }

    /// DN-FIRE-2: fire cannot spread next to a player holding the extinguisher.
    fn guarded(&self, sq: Sq) -> bool {
        (0..self.n()).any(|s| {
            let p = &self.players[usize::from(s)];
            p.alive && self.holds_extinguisher(s) && p.pos.is_some_and(|q| self.king(q, sq) <= 1)
        })
    }

    /// Where the fire of `from` may spread: a square in reach of one of its
    /// tokens, in the same area (a room fire stays in its room, DN-FIRE-5;
    /// an outdoor fire stays outdoors), not burning, not collapsed, not guarded.
    pub(crate) fn spread_squares(&self, seat: u8, from: Sq) -> Vec<Sq> {
        let mut out = Vec::new();
        for f in self.fire_group(seat, from) {
            let area = self.area_of(f);
            for q in self.reach(f) {
                if self.area_of(q) == area && !self.burning(q) && !self.collapsed(q) && !self.guarded(q) {
                    out.push(q);
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// DN-GAP-5: at the start of his turn `seat` spreads each of his fires
    /// by one token, one fire at a time.
    pub(crate) fn spread_fires(&mut self, seat: u8) {
        for from in self.fire_groups(seat).into_iter().rev() {
            self.stack.push(Step::Spread { seat, from });
        }
    }

    pub(crate) fn spread(&mut self, from: Sq, to: Sq, ev: &mut Vec<Event>) {
        let owner = self.fires.iter().find(|f| f.sq == from).map_or(self.active, |f| f.owner);
        self.place_fire(Fire { sq: to, owner, spreads: true }, ev);
    }

    /// DN-FIRE-5: a room burning in every square takes a damaged-building token.
    pub(crate) fn room_burnt(&mut self, sq: Sq, ev: &mut Vec<Event>) {
        let area = self.area_of(sq);
        if self.scen().areas[usize::from(area)].kind == AreaKind::Outdoors {
            return;
        }
        let s = self.scen();
        if (0..s.squares() as Sq).filter(|&q| self.area_of(q) == area).all(|q| self.burning(q)) {
            self.damage(area, ev);
        }
    }
}
