//! Dead of Night as numbers for learning agents (docs/python.md, "Dead of
//! Night"): a seat's observation built from its view, and the action
//! space of a scenario.

use crate::content::{Scenario, content};
use crate::rules::state::DRY;
use crate::{Action, DeadOfNight, FISTS, Thing, View, item_of};
use horde_core::Seat;
use horde_rules::observe::{Writer, flag};
use horde_rules::{Observer, Slots};

pub(crate) static OBSERVER: DnObserver = DnObserver;

#[derive(Debug)]
pub(crate) struct DnObserver;

/// The most seats a table has (`DeadOfNight::seat_range`).
const SEATS: usize = 6;
const GLOBALS: usize = 10 + SEATS;
const PER_PLAYER: usize = 12;
/// Board planes, one number per square: me, the other players, zombies,
/// fires, things on the floor, barricades, vehicles.
const PLANES: usize = 7;
/// Square pairs of one action (a push, a zombie's step, a vehicle's front
/// and rear, a crash's door and front) lie this close: the second square
/// is numbered by its offset from the first.
const NEAR: i16 = 2;
const NEAR_BOX: u32 = (2 * NEAR + 1) as u32 * (2 * NEAR + 1) as u32;

fn squares(view: &View) -> usize {
    view.scen().map_or(0, Scenario::squares)
}

/// A held thing's number: its item, fists after the items, each dry
/// (a chainsaw out of fuel) or not.
fn thing(t: Thing) -> u32 {
    let items = content().items.len() as u32;
    let item = if t == FISTS { items } else { u32::from(item_of(t)).min(items) };
    item * 2 + u32::from(t & DRY != 0 && t != FISTS)
}

fn things() -> u32 {
    (content().items.len() as u32 + 1) * 2
}

impl Observer<DeadOfNight> for DnObserver {
    fn observation_len(&self, game: &DeadOfNight) -> usize {
        GLOBALS + SEATS * PER_PLAYER + PLANES * game.scen().squares()
    }

    fn observe(&self, view: &View, seat: Seat, _seats: usize, out: &mut [f32]) -> usize {
        let me = usize::from(seat.0);
        let mut w = Writer::new(out);
        w.push(view.round as f32 / 20.0);
        w.one_hot(SEATS, Some(me));
        w.push(flag(usize::from(view.active) == me));
        w.push(f32::from(view.actions));
        w.push(flag(view.power));
        w.push(flag(view.generator.as_ref().is_some_and(|g| g.running)));
        w.push(f32::from(view.drawn));
        w.push(view.cards_left as f32 / 20.0);
        w.push(view.zombies.len() as f32 / 10.0);
        w.push(view.revealed.iter().filter(|r| r.is_some()).count() as f32 / 10.0);
        w.push(flag(view.over.is_some()));
        for i in 0..SEATS {
            let Some(p) = view.players.get(i) else {
                w.seek(w.written() + PER_PLAYER);
                continue;
            };
            w.push(1.0);
            w.push(flag(i == me));
            w.push(flag(p.alive));
            w.push(flag(p.escaped));
            w.push(flag(p.infected));
            w.push(flag(p.pos.is_some()));
            w.push(f32::from(p.energy));
            w.push(f32::from(p.ammo));
            w.push(p.hands.len() as f32);
            w.push(p.pack.len() as f32);
            w.push(flag(p.keys));
            w.push(f32::from(p.kills) / 10.0);
        }
        let n = squares(view);
        let base = w.written();
        w.seek(base + PLANES * n);
        let mut add = |plane: usize, sq: u16, x: f32| {
            if usize::from(sq) < n {
                w.set(base + plane * n + usize::from(sq), x);
            }
        };
        for (i, p) in view.players.iter().enumerate().filter(|(_, p)| p.alive && !p.escaped) {
            if let Some(sq) = p.pos {
                add(usize::from(i != me), sq, 1.0);
            }
        }
        let mut zombies = vec![0u16; n];
        for &z in &view.zombies {
            if let Some(c) = zombies.get_mut(usize::from(z)) {
                *c += 1;
            }
        }
        for (i, c) in zombies.iter().enumerate().filter(|(_, c)| **c > 0) {
            add(2, i as u16, f32::from(*c));
        }
        for f in &view.fires {
            add(3, f.sq, 1.0);
        }
        for (sq, _) in &view.floor {
            add(4, *sq, 1.0);
        }
        for b in &view.barricades {
            add(5, b.a, 1.0);
            add(5, b.b, 1.0);
        }
        for c in &view.cars {
            add(6, c.front, 1.0);
            add(6, c.rear, 1.0);
        }
        w.finish()
    }

    fn action_slots(&self, game: &DeadOfNight) -> Slots {
        let n = game.scen().squares() as u32;
        let (seats, t) = (SEATS as u32, things());
        // Bounds of the fields of each tag of `Action::encode`.
        Slots::new((0..=62).map(|tag| match tag {
            0 => (0, 0),
            1 | 28 | 33 => (seats, 1),
            2 => (256, 1),
            3 | 4 => (256, 1),
            5 => (7, 1),
            6 | 9 | 14 | 15 | 17 | 39 | 43..=46 | 51 | 57 => (n, 1),
            16 | 21..=23 | 25 | 29 | 47 => (t, 1),
            18 | 19 | 50 | 55 => (n, NEAR_BOX),
            24 | 34..=36 | 41 | 42 => (n, t),
            32 | 37 | 38 => (seats, t),
            48 => (t, t),
            49 => (2, 1),
            _ => (1, 1),
        }))
    }

    fn action_fields(&self, game: &DeadOfNight, action: Action) -> (u32, u32, u32) {
        let tag = action.encode() >> 24;
        let s = game.scen();
        let near = |a: u16, b: u16| {
            let ((ax, ay), (bx, by)) = (s.xy(a), s.xy(b));
            let (dx, dy) = (bx - ax, by - ay);
            if dx.abs() > NEAR || dy.abs() > NEAR {
                return u32::MAX;
            }
            ((dy + NEAR) * (2 * NEAR + 1) + dx + NEAR) as u32
        };
        let (a, b) = match action {
            Action::First(s) | Action::Steal(s) | Action::GiveKeys(s) => (s.into(), 0),
            Action::StartItem(i) | Action::Card(i) | Action::Room(i) | Action::Die(i) => (i.into(), 0),
            Action::Start(q)
            | Action::Step(q)
            | Action::Leave(q)
            | Action::PlaceZombie(q)
            | Action::Kill(q)
            | Action::StartFire(q)
            | Action::SpreadTo(q)
            | Action::Evacuate(q)
            | Action::Barricade(q)
            | Action::Dismantle(q)
            | Action::Fuel(q)
            | Action::GetOut(q) => (q.into(), 0),
            Action::Wield(x)
            | Action::Eat(x)
            | Action::Stash(x)
            | Action::Unstash(x)
            | Action::Drop(x)
            | Action::Rob(x)
            | Action::Combine(x) => (thing(x), 0),
            Action::Push(p, q) | Action::ZombieStep(p, q) | Action::CrashAt(p, q) | Action::DriveTo(p, q) => {
                (p.into(), near(p, q))
            }
            Action::Pick(q, x)
            | Action::Shoot(q, x)
            | Action::Throw(q, x)
            | Action::AttackWall(q, x)
            | Action::Smash(q, x)
            | Action::ShootThing(q, x) => (q.into(), thing(x)),
            Action::Give(s, x) | Action::Strike(s, x) | Action::ShootPlayer(s, x) => (s.into(), thing(x)),
            Action::Swap(x, y) => (thing(x), thing(y)),
            Action::Help(yes) => (yes.into(), 0),
            _ => (0, 0),
        };
        (tag, a, b)
    }
}

#[cfg(test)]
mod tests {
    use horde_rules::observe::check_every_mission;

    /// Random games of every scenario: observations fill their length and
    /// ignore hidden state (the room deck and the event cards, DN-CARDS),
    /// and every legal action has a slot of its own.
    #[test]
    fn every_scenario_observes_and_numbers_its_actions() {
        if let Err(e) = check_every_mission::<crate::DeadOfNight>(&[1, 3], 2, 400) {
            panic!("{e}");
        }
    }
}
