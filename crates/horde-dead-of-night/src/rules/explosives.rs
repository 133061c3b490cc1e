//! Explosives (DN-EXPL, DN-OBJ-1, DN-GAP-21): petrol cans and gas
//! cylinders lying on the board, set off by an attack totalling 4 or more
//! or by a fire on their square, and what their blast does.

use super::action::Action;
use super::event::Event;
use super::geom::Reach;
use super::ranged::ranged_value;
use super::state::{DeadOfNight, Sq, Step, Thing};
use crate::content::{AreaKind, EdgeKind, Special};

/// DN-OBJ-1: the total that sets off a petrol can or a gas cylinder.
const EXPLOSIVE: i8 = 4;
/// DN-EXPL-2/3: the blast reaches two squares (king distance).
const BLAST: i16 = 2;

impl DeadOfNight {
    fn explosive(&self, t: Thing) -> bool {
        matches!(self.special(t), Some(Special::Petrol | Special::Gas))
    }

    /// Squares where an explosive lies, sorted.
    fn explosive_squares(&self) -> Vec<Sq> {
        let mut v: Vec<Sq> = self.floor.iter().filter(|&&(_, t)| self.explosive(t)).map(|&(q, _)| q).collect();
        v.dedup();
        v
    }

    /// DN-OBJ-1, DN-GAP-21 (1): 1 action, a close-combat attack on an
    /// explosive in reach or a shot at one along a clear line.
    /// `reach` is that of his square.
    pub(crate) fn explosive_actions(&self, seat: u8, reach: &Reach, out: &mut Vec<Action>) {
        let Some(pos) = self.players[usize::from(seat)].pos else { return };
        let armed = self.loaded_firearms(seat).next().is_some();
        // The floor is sorted by square: one attack listing a square.
        let mut last = None;
        for &(q, t) in &self.floor {
            if !self.explosive(t) || last == Some(q) {
                continue;
            }
            last = Some(q);
            if reach.contains(&q) {
                out.extend(self.held_weapons(seat).map(|w| Action::Smash(q, w)));
            }
            if armed && self.line_clear(pos, q) {
                out.extend(self.loaded_firearms(seat).map(|g| Action::ShootThing(q, g)));
            }
        }
    }

    pub(crate) fn attack_explosive(&mut self, seat: u8, target: Sq, weapon: Thing, shot: bool, ev: &mut Vec<Event>) {
        let p = &mut self.players[usize::from(seat)];
        if shot {
            p.ammo -= 1;
            ev.push(Event::Shot { seat, target, ammo: p.ammo });
        }
        self.stack.push(Step::ObjectRoll { seat, target, weapon, shot });
    }

    /// The same totals as against zombies, without zombie or helper
    /// modifiers (DN-GAP-11); 4 or more sets it off.
    pub(crate) fn object_roll(
        &mut self,
        seat: u8,
        target: Sq,
        weapon: Thing,
        shot: bool,
        die: u8,
        ev: &mut Vec<Event>,
    ) {
        let Some(pos) = self.players[usize::from(seat)].pos else { return };
        let value = if shot {
            ranged_value(weapon).unwrap_or(0) + self.range_bonus(pos, target)
        } else {
            self.melee_value(seat, weapon)
        };
        let total = die as i8 + value + self.attack_light(seat);
        ev.push(Event::ObjectRolled { seat, die, total, need: EXPLOSIVE });
        let Some(weapon) = self.die_of_one(seat, weapon, die, ev) else { return };
        if !shot {
            self.use_up(seat, weapon, total);
        }
        if total >= EXPLOSIVE {
            self.explode(seat, target, ev);
        }
    }

    /// DN-GAP-5, DN-GAP-21 (1): explosives lying under a fire of `seat`
    /// go off at the start of his turn.
    pub(crate) fn fires_set_off(&mut self, seat: u8, ev: &mut Vec<Event>) {
        let lit: Vec<Sq> = self
            .explosive_squares()
            .into_iter()
            .filter(|&q| self.fires.iter().any(|f| f.sq == q && f.owner == seat))
            .collect();
        for q in lit {
            self.explode(seat, q, ev);
        }
    }

    /// An explosive on `sq` goes off, caused by `causer` (DN-EXPL-2/3,
    /// DN-GAP-21): zombies within two squares die, players there roll for
    /// the energy they lose, clockwise from the causer; a can sets fire
    /// around it, a cylinder breaks doors and walls; other explosives in the
    /// blast go off right after.
    pub(crate) fn explode(&mut self, causer: u8, sq: Sq, ev: &mut Vec<Event>) {
        let Some(i) = self.floor.iter().position(|&(q, t)| q == sq && self.explosive(t)) else { return };
        let (_, thing) = self.floor.remove(i);
        ev.push(Event::Exploded { seat: causer, sq, thing });
        let blast: Vec<Sq> = (0..self.scen().squares() as Sq).filter(|&q| self.king(sq, q) <= BLAST).collect();
        for &q in &blast {
            while self.zombies_on(q) > 0 {
                self.kill_one(causer, q, ev);
            }
        }
        let n = self.n();
        let mut hit: Vec<u8> = (0..n)
            .filter(|&s| {
                let p = &self.players[usize::from(s)];
                p.alive && p.pos.is_some_and(|q| blast.contains(&q))
            })
            .collect();
        hit.sort_by_key(|&s| (s + n - causer) % n);
        for &s in hit.iter().rev() {
            self.stack.push(Step::BlastRoll { seat: s });
        }
        if self.special(thing) == Some(Special::Gas) {
            self.gas_blast(sq, &blast, ev);
        } else {
            // DN-EXPL-3, DN-GAP-21 (4): a spreading fire of the causer.
            self.fire_around(causer, sq, ev);
        }
        for q in self.explosive_squares() {
            if blast.contains(&q) {
                self.explode(causer, q, ev);
            }
        }
    }

    /// DN-EXPL-2, DN-GAP-21 (3)/(5): doors on an edge touching the blast
    /// are broken; every wall edge of the cylinder's square and the squares
    /// around it becomes a breach; the room it went off in, and every room
    /// beside a new breach, takes a damaged-building token.
    fn gas_blast(&mut self, sq: Sq, blast: &[Sq], ev: &mut Vec<Event>) {
        // DN-EXPL-2: vehicles within two squares are destroyed.
        for i in 0..self.cars.len() {
            if blast.contains(&self.cars[i].front) || blast.contains(&self.cars[i].rear) {
                self.wreck(i, ev);
            }
        }
        let mut doors = Vec::new();
        let mut walls = Vec::new();
        for &p in blast {
            for (q, d) in self.neighbours(p) {
                let key = (p.min(q), p.max(q));
                match self.edge(p, q) {
                    EdgeKind::Door | EdgeKind::Barricade if !d => doors.push(key),
                    EdgeKind::Wall if !d && self.king(sq, p) <= 1 => walls.push(key),
                    _ => {}
                }
            }
        }
        doors.sort_unstable();
        doors.dedup();
        walls.sort_unstable();
        walls.dedup();
        for (a, b) in doors {
            self.remove_barricade(a, b, ev);
            if self.scen().edge(a, b) == EdgeKind::Door && !self.broken_doors.contains(&(a, b)) {
                self.broken_doors.push((a, b));
                ev.push(Event::DoorBroken { a, b });
            }
        }
        self.broken_doors.sort_unstable();
        let mut damaged = vec![self.area_of(sq)];
        for &(a, b) in &walls {
            self.breaches.push((a, b));
            ev.push(Event::WallBroken { a, b });
            damaged.extend([self.area_of(a), self.area_of(b)]);
        }
        self.breaches.sort_unstable();
        damaged.sort_unstable();
        damaged.dedup();
        for area in damaged {
            if self.scen().areas[usize::from(area)].kind != AreaKind::Outdoors {
                self.damage(area, ev);
            }
        }
    }

    /// DN-EXPL-2/3: a player in the blast loses the die in energy; below 0
    /// he dies (DN-ENERGY-4).
    pub(crate) fn blast_roll(&mut self, seat: u8, die: u8, ev: &mut Vec<Event>) {
        let p = &mut self.players[usize::from(seat)];
        p.energy -= die as i8;
        ev.push(Event::BlastHurt { seat, energy: p.energy });
        if p.energy < 0 {
            self.die(seat, ev);
        }
    }
}
