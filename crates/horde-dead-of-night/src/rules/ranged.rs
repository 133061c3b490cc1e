//! Ranged combat: shots and throws at zombies (DN-RANGED, DN-GAP-11).
//! Both are part of the Fight! free action: they cost no action; ammo,
//! not actions, limits shooting.

use super::action::Action;
use super::event::Event;
use super::state::{DeadOfNight, FISTS, Sq, Step, Thing, item_of};
use crate::content::{Special, content};

/// The ranged value of a firearm (DN-GAP-3); `None` for anything else.
pub(crate) fn ranged_value(t: Thing) -> Option<i8> {
    if t == FISTS {
        return None;
    }
    content().items.get(usize::from(item_of(t))).and_then(|i| i.ranged)
}

/// Big items are the two-handed ones (DN-RANGED-4, DN-GAP-3).
fn big(t: Thing) -> bool {
    content().items.get(usize::from(item_of(t))).is_some_and(|i| i.hands >= 2)
}

fn breakable(t: Thing) -> bool {
    content().items.get(usize::from(item_of(t))).is_some_and(|i| i.breakable)
}

/// The value of any thrown item (DN-RANGED-4).
const THROWN: i8 = 1;

impl DeadOfNight {
    /// DN-RANGED-3: +2 against an adjacent target, +1 at two squares. A
    /// target on the shooter's own square counts as adjacent.
    pub(crate) fn range_bonus(&self, from: Sq, to: Sq) -> i8 {
        match self.king(from, to) {
            0 | 1 => 2,
            2 => 1,
            _ => 0,
        }
    }

    /// The held firearms of `seat` that can fire now (at least 1 ammo),
    /// unsorted: the turn's listing reads them at every decision and sorts
    /// itself once at its end.
    pub(crate) fn loaded_firearms(&self, seat: u8) -> impl Iterator<Item = Thing> + '_ {
        let p = &self.players[usize::from(seat)];
        p.hands.iter().copied().filter(move |&t| p.ammo > 0 && ranged_value(t).is_some())
    }

    /// The shots and throws `seat` may make at the zombies (DN-RANGED-2/4):
    /// any range for a shot, the thrower's energy for a throw, a clear
    /// line for both.
    pub(crate) fn ranged_actions(&self, seat: u8, out: &mut Vec<Action>) {
        let p = &self.players[usize::from(seat)];
        let Some(pos) = p.pos else { return };
        let armed = self.loaded_firearms(seat).next().is_some();
        let throwable = |z: Sq| !p.hands.is_empty() && self.king(pos, z) <= i16::from(p.energy);
        for (i, z) in self.zombies.iter().enumerate() {
            let z = z.sq;
            // A line is traced only to a zombie a shot or a throw could
            // reach, and once a square: tracing is the dear part of this listing.
            if !(armed || throwable(z)) || self.zombies[..i].iter().any(|o| o.sq == z) || !self.line_clear(pos, z) {
                continue;
            }
            out.extend(self.loaded_firearms(seat).map(|t| Action::Shoot(z, t)));
            if throwable(z) {
                out.extend(p.hands.iter().map(|&t| Action::Throw(z, t)));
            }
        }
    }

    /// DN-RANGED-2: a shot costs 1 ammo whatever the result.
    pub(crate) fn shoot(&mut self, seat: u8, target: Sq, weapon: Thing, ev: &mut Vec<Event>) {
        let p = &mut self.players[usize::from(seat)];
        p.ammo -= 1;
        ev.push(Event::Shot { seat, target, ammo: p.ammo });
        self.stack.push(Step::Aim { seat, target, weapon, throw: false });
    }

    /// DN-RANGED-4: the item leaves the hand at once.
    pub(crate) fn throw(&mut self, seat: u8, target: Sq, thing: Thing, ev: &mut Vec<Event>) {
        self.take_hand(seat, thing);
        ev.push(Event::Thrown { seat, thing, target });
        if self.special(thing) == Some(Special::Molotov) {
            self.molotov(seat, target, thing, ev);
        } else {
            self.stack.push(Step::Aim { seat, target, weapon: thing, throw: true });
        }
    }

    /// DN-EXPL-4, DN-GAP-25: a Molotov always kills the zombie it is thrown
    /// at, breaks, and sets a spreading fire of the thrower on the target
    /// square and the squares in reach of it, within its area (as a petrol
    /// can's, DN-GAP-21 (4)); zombies in that fire die (DN-FIRE-3).
    fn molotov(&mut self, seat: u8, target: Sq, thing: Thing, ev: &mut Vec<Event>) {
        self.kill_one(seat, target, ev);
        ev.push(Event::Broke { seat, thing });
        self.fire_around(seat, target, ev);
    }

    /// DN-RANGED-3, DN-GAP-11: d6 + the firearm's ranged value (1 for a
    /// throw) + the range bonus + light; 6 or more kills one zombie on the
    /// target square, 4-5 pushes it back; a big thrown item pushes back
    /// whatever the roll unless it kills. No zombie or helper modifiers.
    pub(crate) fn aim_roll(&mut self, seat: u8, target: Sq, weapon: Thing, throw: bool, die: u8, ev: &mut Vec<Event>) {
        let Some(pos) = self.players[usize::from(seat)].pos else { return };
        let value = if throw { THROWN } else { ranged_value(weapon).unwrap_or(0) };
        let total = die as i8 + value + self.range_bonus(pos, target) + self.attack_light(seat);
        ev.push(Event::RangedRolled { seat, die, total });
        if throw {
            // DN-FREE-3, DN-GAP-25: a thrown breakable item breaks; any
            // other lands on the target's square.
            if breakable(weapon) {
                ev.push(Event::Broke { seat, thing: weapon });
            } else {
                self.put_floor(target, weapon);
            }
        } else if self.die_of_one(seat, weapon, die, ev).is_none() {
            return;
        }
        if self.zombies_on(target) == 0 {
            return;
        }
        if total >= 6 {
            self.kill_one(seat, target, ev);
        } else if (total >= 4 || (throw && big(weapon))) && self.push_targets(pos, target).next().is_some() {
            self.stack.push(Step::PushAway { seat, from: target });
        }
    }

    pub(crate) fn push_away_actions(&self, seat: u8, from: Sq, out: &mut Vec<Action>) {
        if let Some(pos) = self.players[usize::from(seat)].pos {
            out.extend(self.push_targets(pos, from).map(|to| Action::Push(from, to)));
        }
    }
}
