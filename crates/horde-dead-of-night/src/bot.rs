//! The heuristic the bots use: a scoring policy over legal actions, and a
//! static evaluator. It arms itself (searches rooms, picks up and keeps the
//! best weapon), fights with its best weapon, shoots zombies that come
//! close while it has ammo, eats and rests when weak, keeps away from the
//! dead and from fire, starts fires and sets off explosives between itself
//! and the horde, robs or strikes a rival only when it is the stronger, and
//! makes for a vehicle it can fuel, starts or hot-wires it and drives it to
//! the road exit.
//! Everything it reads is public (Dead of Night hides nothing).

use crate::Action;
use crate::content::{AreaKind, Special, content};
use crate::rules::geom::FAR;
use crate::rules::ranged::ranged_value;
use crate::rules::state::{DeadOfNight, FISTS, Sq, Step, Thing, item_of};
use horde_core::{HordeRng, Seat};
use horde_rules::{BotParts, Evaluator, Policy};
use std::collections::VecDeque;

/// Player-step distance maps shared by the scores of one decision.
struct Maps {
    shelter: Vec<u16>,
    errand: Option<Vec<u16>>,
}

/// The policy of [`Parts`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Heuristic;

/// What Dead of Night lends to the generic bots.
#[derive(Clone, Copy, Debug, Default)]
pub struct Parts;

impl BotParts<DeadOfNight> for Parts {
    fn policy(&self, _seat: Seat) -> Option<Box<dyn Policy<DeadOfNight>>> {
        Some(Box::new(Heuristic))
    }

    fn evaluator(&self, _seat: Seat) -> Option<Box<dyn Evaluator<DeadOfNight>>> {
        Some(Box::new(|g: &DeadOfNight, values: &mut [f64]| {
            for (s, v) in values.iter_mut().enumerate() {
                *v = Heuristic::worth(g, s as u8);
            }
        }))
    }
}

/// A weapon's close-combat value out of hands (fists 0).
fn melee(t: Thing) -> f64 {
    if t == FISTS {
        return 0.0;
    }
    content().items.get(usize::from(item_of(t))).map_or(0.0, |i| f64::from(i.melee))
}

/// What an item is worth carrying: weapons by value, firearms, energy.
fn value(t: Thing) -> f64 {
    let Some(i) = content().items.get(usize::from(item_of(t))) else { return 0.0 };
    f64::from(i.melee) + ranged_value(t).map_or(0.0, |r| 1.0 + f64::from(r)) + f64::from(i.energy) * 0.8
}

impl Heuristic {
    /// The estimated final victory points of `seat` (DN-GAP-17): kills,
    /// and the survival bonus weighted by how healthy he is.
    pub fn worth(g: &DeadOfNight, seat: u8) -> f64 {
        let p = &g.players[usize::from(seat)];
        if !p.alive {
            return f64::from(p.kills);
        }
        let health = f64::from(p.energy.max(0)) / 6.0;
        f64::from(p.kills) + 10.0 * (0.4 + 0.6 * health)
    }

    /// How many zombie steps the nearest zombie needs to reach a player on
    /// `sq`, capped at 6: zombies shut out by doors do not count (DN-ZOM-8).
    fn danger(g: &DeadOfNight, sq: Sq) -> f64 {
        let map = g.true_walk(sq, &g.passes());
        f64::from(g.zombies.iter().map(|z| map[usize::from(z.sq)]).min().unwrap_or(6).min(6))
    }

    fn best_weapon(g: &DeadOfNight, seat: u8) -> f64 {
        g.players[usize::from(seat)].hands.iter().map(|&t| g.melee_value(seat, t)).max().map_or(0.0, f64::from)
    }

    /// How good standing on `sq` is: away from the zombies, out of fire,
    /// then in a room still to explore.
    fn place(g: &DeadOfNight, sq: Sq) -> f64 {
        let danger = Self::danger(g, sq);
        let mut s = danger;
        if g.burning(sq) {
            s -= 4.0;
        }
        if danger >= 3.0 && g.unexplored(sq).is_some() {
            s += 1.5;
        }
        s
    }

    /// Player steps from each square to the nearest shelter: a square
    /// inside a building that no zombie can now reach by legal steps (a
    /// hall behind doors, DN-ZOM-8). `FAR` where there is none.
    fn shelter_map(g: &DeadOfNight) -> Vec<u16> {
        let n = g.scen().squares();
        let mut reached = vec![false; n];
        let mut queue: VecDeque<Sq> = g.zombies.iter().map(|z| z.sq).collect();
        for &z in &queue {
            reached[usize::from(z)] = true;
        }
        while let Some(a) = queue.pop_front() {
            for (b, d) in g.neighbours(a) {
                if !reached[usize::from(b)] && g.zombie_edge(a, b, d) && !g.fire_blocks_zombies(b) {
                    reached[usize::from(b)] = true;
                    queue.push_back(b);
                }
            }
        }
        let targets = (0..n as Sq).filter(|&q| {
            let indoors = g.scen().area(q).kind != AreaKind::Outdoors;
            indoors && !reached[usize::from(q)] && !g.burning(q) && !g.collapsed(q)
        });
        Self::steps_to(g, targets)
    }

    /// Player steps from each square to the nearest of `targets`; `FAR`
    /// where none is reachable.
    fn steps_to(g: &DeadOfNight, targets: impl Iterator<Item = Sq>) -> Vec<u16> {
        let mut dist = vec![FAR; g.scen().squares()];
        let mut queue = VecDeque::new();
        for q in targets {
            dist[usize::from(q)] = 0;
            queue.push_back(q);
        }
        while let Some(t) = queue.pop_front() {
            for (a, d) in g.neighbours(t) {
                if dist[usize::from(a)] == FAR && g.player_step(a, t, d) {
                    dist[usize::from(a)] = dist[usize::from(t)] + 1;
                    queue.push_back(a);
                }
            }
        }
        dist
    }

    /// Player steps to the nearest vehicle worth making for: not wrecked,
    /// its ignition whole, and fuelled or `seat` holding petrol. `None`
    /// when there is none: hunting petrol across the yard costs more lives
    /// than the escapes it wins (measured with the bot test).
    fn errand_map(g: &DeadOfNight, seat: u8) -> Option<Vec<u16>> {
        let petrol = g.petrol_at_hand(seat);
        let cars: Vec<Sq> = g
            .cars
            .iter()
            .filter(|c| !c.wrecked && !c.broken && (c.fuel || petrol))
            .flat_map(|c| [c.front, c.rear])
            .collect();
        (!cars.is_empty()).then(|| Self::steps_to(g, cars.into_iter()))
    }

    /// Steps gained on the errand by moving from `h` to `q`, counted
    /// twice, and only towards a square no zombie is within 3 steps of.
    fn errand(g: &DeadOfNight, maps: &Maps, h: Sq, q: Sq) -> f64 {
        match &maps.errand {
            Some(m) if Self::danger(g, q) >= 3.0 => {
                let d = |x: Sq| f64::from(m[usize::from(x)].min(30));
                2.0 * (d(h) - d(q))
            }
            _ => 0.0,
        }
    }

    /// King distance from the nearer end of a vehicle on `front`/`rear` to
    /// the nearest road exit.
    fn to_exit(g: &DeadOfNight, front: Sq, rear: Sq) -> f64 {
        let d = g.scen().exits.iter().map(|&x| g.king(front, x).min(g.king(rear, x))).min();
        f64::from(d.unwrap_or(0))
    }

    /// Steps to shelter from `sq`, capped at 10.
    fn to_shelter(map: &[u16], sq: Sq) -> f64 {
        f64::from(map[usize::from(sq)].min(10))
    }

    fn maps(g: &DeadOfNight, seat: u8) -> Maps {
        Maps { shelter: Self::shelter_map(g), errand: Self::errand_map(g, seat) }
    }

    /// Public score of one action of `seat`.
    pub fn score_one(g: &DeadOfNight, seat: u8, a: Action) -> f64 {
        Self::score_with(g, seat, a, &Self::maps(g, seat))
    }

    /// The score of `a`, the maps of the position given.
    fn score_with(g: &DeadOfNight, seat: u8, a: Action, maps: &Maps) -> f64 {
        let shelter = &maps.shelter;
        let p = &g.players[usize::from(seat)];
        let here = p.pos;
        let energy = f64::from(p.energy);
        match a {
            Action::Step(q) => here.map_or(0.0, |h| {
                Self::to_shelter(shelter, h) - Self::to_shelter(shelter, q)
                    + 0.3 * (Self::place(g, q) - Self::place(g, h))
                    + Self::errand(g, maps, h, q)
            }),
            // DN-CAR, DN-GAP-22: escaping wins, so the car comes first.
            Action::Escape => 100.0,
            Action::Drive => 10.0,
            Action::StartCar => 9.0,
            Action::HotWire => 7.0,
            Action::Fuel(_) => 6.0,
            // DN-GAP-14: light is +1 to every attack and search in the building.
            Action::StartGenerator => 5.0,
            Action::DriveTo(front, rear) => here.and_then(|h| g.car_at(h)).map_or(0.0, |i| {
                let c = &g.cars[i];
                1.0 + 2.0 * (Self::to_exit(g, c.front, c.rear) - Self::to_exit(g, front, rear))
            }),
            Action::GetOut(_) => 0.5,
            Action::Stop => 0.1,
            Action::Move => here.map_or(0.0, |h| {
                // A vehicle it can use and is not in yet, or petrol for
                // one, is worth the walk.
                let errand = maps.errand.as_ref().is_some_and(|m| m[usize::from(h)] > 0) && Self::danger(g, h) >= 3.0;
                let car = if errand { 4.0 } else { 0.0 };
                0.3 + (6.0 - Self::danger(g, h)) * 0.4 + Self::to_shelter(shelter, h).min(3.0) + car
            }),
            Action::Run => {
                let fight = g.contact_squares(seat).len() as f64;
                if fight >= 2.0 && Self::best_weapon(g, seat) < 2.0 { 4.0 } else { -1.0 }
            }
            Action::Search | Action::Take => 3.0,
            Action::Decline => -1.0,
            Action::Leave(_) => 0.0,
            Action::Wield(t) => g.melee_value(seat, t).into(),
            Action::Kill(_) | Action::Push(..) | Action::Evacuate(_) => 1.0,
            Action::ZombieStep(from, to) => {
                // Zombies this player steers go away from him.
                here.map_or(0.0, |h| f64::from(g.king(to, h) as i32 - g.king(from, h) as i32))
            }
            Action::SpreadTo(q) => here.map_or(0.0, |h| f64::from(g.king(q, h) as i32) - Self::danger(g, q)),
            Action::Rest => {
                if energy <= 4.0 && here.is_some_and(|h| Self::danger(g, h) >= 3.0) {
                    3.5
                } else {
                    -2.0
                }
            }
            Action::Eat(t) => {
                let gain = content().items.get(usize::from(item_of(t))).map_or(0, |i| i.energy);
                if energy <= 3.0 || energy + f64::from(gain) <= 6.0 { 6.0 - energy } else { -2.0 }
            }
            Action::Pick(_, t) => {
                let best = p.hands.iter().map(|&h| value(h)).fold(0.0, f64::max);
                let needs_fuel = g.cars.iter().any(|c| !c.fuel && !c.wrecked && !c.broken);
                if needs_fuel && g.special(t) == Some(Special::Petrol) && !g.petrol_at_hand(seat) {
                    8.0
                } else if value(t) > best {
                    3.0 + value(t)
                } else {
                    0.5
                }
            }
            Action::PickKeys | Action::RobKeys => 4.0,
            Action::Combine(_) => 1.0,
            // Fewer zombies around is good for everybody.
            Action::Help(yes) => f64::from(u8::from(yes)) * 0.2,
            Action::Rob(t) => 2.0 + value(t),
            Action::Swap(h, k) => {
                if melee(k) > melee(h) + 1.0 {
                    1.5
                } else {
                    -1.0
                }
            }
            Action::Unstash(t) => {
                if p.hands.is_empty() && melee(t) > 0.0 {
                    2.0
                } else {
                    -1.0
                }
            }
            Action::Fight => {
                // Fight only where the average die pushes back or kills.
                let squares = g.contact_squares(seat);
                let zombies = g.zombies.iter().filter(|z| squares.contains(&z.sq)).count() as f64;
                3.5 + Self::best_weapon(g, seat) - zombies - 4.0
            }
            Action::Shoot(z, t) => {
                let bonus = here.map_or(0.0, |h| f64::from(g.range_bonus(h, z)));
                let total = ranged_value(t).map_or(0.0, f64::from) + bonus;
                // Worth a bullet when a 3 or better kills and the zombie is close.
                if total >= 3.0 && here.is_some_and(|h| g.king(h, z) <= 3) { 4.0 + total } else { -1.0 }
            }
            Action::StartFire(q) => {
                let near = g.zombies.iter().filter(|z| g.king(z.sq, q) <= 1).count();
                if near > 0 && here.is_some_and(|h| Self::danger(g, h) <= 2.0) { 2.0 + near as f64 } else { -3.0 }
            }
            Action::ShootThing(q, _) | Action::Smash(q, _) => {
                let hit = g.zombies.iter().filter(|z| g.king(z.sq, q) <= 2).count() as f64;
                let me = here.is_some_and(|h| g.king(h, q) <= 2);
                if me { -5.0 } else { hit * 2.0 - 1.0 }
            }
            Action::Steal(v) | Action::Strike(v, _) | Action::ShootPlayer(v, _) => {
                let victim = f64::from(g.players[usize::from(v)].energy);
                let strong = energy >= victim + 2.0 && victim <= 3.0;
                let bonus = if matches!(a, Action::Steal(_)) { 1.0 } else { 0.0 };
                if strong { 1.5 + bonus } else { -2.0 }
            }
            Action::EndTurn => 0.0,
            // DN-PVP-2: peace frees a fighter from attacking each turn;
            // a strong one attacks instead.
            Action::Peace => 0.5,
            // DN-FREE-6/7: acting out of turn costs the next turn's
            // actions, worth it to get out of the zombies' reach.
            Action::Pass => 0.0,
            Action::Flee => {
                if g.in_contact(seat) {
                    1.0
                } else {
                    -1.0
                }
            }
            Action::DoItNow => -2.0,
            Action::Throw(..)
            | Action::AttackWall(..)
            | Action::Drop(_)
            | Action::Stash(_)
            | Action::Give(..)
            | Action::GiveKeys(_)
            | Action::PutOut
            | Action::Barricade(_)
            | Action::Dismantle(_) => -1.5,
            // DN-CARDS-2: the car brings zombies, so it goes as far away as it can.
            Action::CrashAt(_, front) => here.map_or(0.0, |h| 0.1 * f64::from(g.king(h, front))),
            Action::Start(_) | Action::PlaceZombie(_) => 0.0,
            Action::First(_) | Action::StartItem(_) | Action::Card(_) | Action::Room(_) | Action::Die(_) => 0.0,
        }
    }
}

impl Policy<DeadOfNight> for Heuristic {
    fn name(&self) -> &str {
        "dn-heuristic"
    }

    fn score(&mut self, game: &DeadOfNight, seat: Seat, legal: &[Action], _rng: &mut HordeRng, scores: &mut Vec<f64>) {
        scores.clear();
        // One set of maps for every action of the decision.
        let maps = Heuristic::maps(game, seat.0);
        scores.extend(legal.iter().map(|&a| Heuristic::score_with(game, seat.0, a, &maps)));
    }

    /// Picking where a search zombie or a found item goes, or steering the
    /// zombies, is left to the policy.
    fn worth_searching(&mut self, game: &DeadOfNight, _seat: Seat, _legal: &[Action]) -> bool {
        !matches!(game.stack.last(), Some(Step::ZombieChoice | Step::PlaceZombie { .. } | Step::Found { .. }))
    }
}
