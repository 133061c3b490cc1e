//! Vehicles (DN-CAR, DN-ITEM-6/9, DN-MOVE-6, DN-GAP-13, DN-GAP-22):
//! boarding, the driver, fuel, keys and hot-wiring, driving and ramming
//! zombies, wrecks, jumping out, and escaping at a road exit. A vehicle's
//! occupants are the players standing on its two squares.

use super::action::Action;
use super::event::Event;
use super::geom::Reach;
use super::state::{Car, DeadOfNight, End, Sq, Step};
use crate::content::{AreaKind, Vehicle, content};

/// A turn pivots the vehicle about its rear square and costs 3 squares
/// (DN-CAR-3, DN-GAP-13).
const TURN_COST: u8 = 3;

impl DeadOfNight {
    /// The car covering `sq`.
    pub(crate) fn car_at(&self, sq: Sq) -> Option<usize> {
        self.cars.iter().position(|c| c.front == sq || c.rear == sq)
    }

    pub(crate) fn vehicle(&self, i: usize) -> &'static Vehicle {
        &content().vehicles[usize::from(self.cars[i].vehicle)]
    }

    /// The car `seat` sits in.
    pub(crate) fn car_of(&self, seat: u8) -> Option<usize> {
        let p = &self.players[usize::from(seat)];
        p.pos.filter(|_| p.alive).and_then(|q| self.car_at(q))
    }

    /// The living players aboard car `i`, in seat order.
    pub(crate) fn occupants(&self, i: usize) -> Vec<u8> {
        (0..self.n()).filter(|&s| self.car_of(s) == Some(i)).collect()
    }

    /// Who drives car `i` now (DN-CAR-4, DN-GAP-13): the first player
    /// aboard while he is aboard and standing; when he got out, collapsed
    /// or died, the next standing occupant clockwise from him.
    pub(crate) fn driver(&self, i: usize) -> Option<u8> {
        let from = self.cars[i].driver?;
        let n = self.n();
        (0..n).map(|k| (from + k) % n).find(|&s| self.car_of(s) == Some(i) && self.players[usize::from(s)].energy > 0)
    }

    fn drives(&self, seat: u8) -> Option<usize> {
        self.car_of(seat).filter(|&i| self.driver(i) == Some(seat))
    }

    /// A player on `from` may board car `i` on `sq` (DN-GAP-13): it is not
    /// wrecked, no zombie is on that square, a seat is free, and he is not
    /// in a vehicle already.
    pub(crate) fn may_board(&self, from: Sq, sq: Sq) -> bool {
        let Some(i) = self.car_at(sq) else { return false };
        !self.cars[i].wrecked
            && self.car_at(from).is_none()
            && self.zombies_on(sq) == 0
            && (0..self.n()).filter(|&s| self.car_of(s) == Some(i)).count() < usize::from(self.vehicle(i).capacity)
    }

    /// A step onto a car's square boards it: the first player aboard takes
    /// the wheel (DN-CAR-4); a player who had it and gets out hands it on.
    pub(crate) fn boarded_or_left(&mut self, seat: u8, from: Option<Sq>) {
        if let Some(i) = self.car_of(seat)
            && self.driver(i).is_none_or(|d| d == seat)
        {
            self.cars[i].driver = Some(seat);
        }
        if let Some(i) = from.and_then(|q| self.car_at(q))
            && self.cars[i].driver == Some(seat)
        {
            self.cars[i].driver = self.occupants(i).into_iter().find(|&s| self.players[usize::from(s)].energy > 0);
        }
    }

    /// `sq` touches car `i`: it is on the car, or a player step from it
    /// onto the car would cross an open edge (DN-GAP-4 "in reach").
    fn touches(&self, sq: Sq, i: usize) -> bool {
        let c = self.cars[i];
        sq == c.front
            || sq == c.rear
            || self.neighbours(sq).any(|(n, d)| (n == c.front || n == c.rear) && self.open_step(sq, n, d))
    }

    /// Fuelling (DN-ITEM-5, DN-CAR-1), starting (DN-ITEM-6), hot-wiring
    /// (DN-CAR-2) and driving (DN-CAR-3): the actions of a player with at
    /// least one action left.
    /// `reach` is that of his square.
    pub(crate) fn vehicle_actions(&self, seat: u8, reach: &Reach, out: &mut Vec<Action>) {
        let Some(pos) = self.players[usize::from(seat)].pos else { return };
        if !self.cars.is_empty() && self.petrol_within(seat, reach) {
            for (i, c) in self.cars.iter().enumerate() {
                if !c.fuel && !c.wrecked && self.touches(pos, i) {
                    out.push(Action::Fuel(c.front));
                }
            }
        }
        let Some(i) = self.drives(seat) else { return };
        let c = self.cars[i];
        if c.started {
            out.push(Action::Drive);
        } else if c.fuel && !c.broken {
            // DN-CAR-1: a scenario's vehicle starts with the Keys card; a
            // Crash car with none. DN-CAR-2: without keys, hot-wire.
            if !c.keyed || self.players[usize::from(seat)].keys {
                out.push(Action::StartCar);
            } else {
                out.push(Action::HotWire);
            }
        }
    }

    pub(crate) fn fuel(&mut self, seat: u8, front: Sq, ev: &mut Vec<Event>) {
        if let Some(i) = self.car_at(front) {
            self.cars[i].fuel = true;
            ev.push(Event::Fuelled { seat, vehicle: self.cars[i].vehicle, sq: front });
        }
    }

    pub(crate) fn start_car(&mut self, seat: u8, ev: &mut Vec<Event>) {
        if let Some(i) = self.drives(seat) {
            self.cars[i].started = true;
            ev.push(Event::CarStarted { seat });
        }
    }

    /// DN-CAR-2: 1-2 the car starts; 3-4 nothing; 5-6 the ignition is
    /// broken and it never starts (DN-GAP-13: keys or not).
    pub(crate) fn hot_wire(&mut self, seat: u8, die: u8, ev: &mut Vec<Event>) {
        ev.push(Event::HotWired { seat, die });
        if let Some(i) = self.drives(seat) {
            match die {
                1 | 2 => self.cars[i].started = true,
                5 | 6 => self.cars[i].broken = true,
                _ => {}
            }
        }
    }

    /// DN-CAR-3, DN-GAP-13: forward or backward one square (1 each), or a
    /// quarter turn about the rear square (3): the new front and rear, what
    /// it costs and the square it enters. Vehicles stay outdoors, off
    /// other vehicles, players and collapsed ground.
    fn manoeuvres(&self, i: usize) -> Vec<(Sq, Sq, u8, Sq)> {
        let s = self.scen();
        let c = self.cars[i];
        let ((fx, fy), (rx, ry)) = (s.xy(c.front), s.xy(c.rear));
        let (dx, dy) = (fx - rx, fy - ry);
        let mut out = Vec::new();
        if let Some(t) = s.at(fx + dx, fy + dy) {
            out.push((t, c.front, 1, t));
        }
        if let Some(t) = s.at(rx - dx, ry - dy) {
            out.push((c.rear, t, 1, t));
        }
        for (px, py) in [(dy, -dx), (-dy, dx)] {
            if let Some(t) = s.at(rx + px, ry + py) {
                out.push((t, c.rear, TURN_COST, t));
            }
        }
        out.retain(|&(.., t)| {
            s.area(t).kind == AreaKind::Outdoors && !self.collapsed(t) && self.car_at(t).is_none() && !self.player_on(t)
        });
        out
    }

    /// The vehicle stands at a road exit facing off the map, forward or
    /// backward (DN-GAP-22).
    fn at_exit(&self, i: usize) -> bool {
        let s = self.scen();
        let c = self.cars[i];
        let ((fx, fy), (rx, ry)) = (s.xy(c.front), s.xy(c.rear));
        let (dx, dy) = (fx - rx, fy - ry);
        (s.exits.contains(&c.front) && s.at(fx + dx, fy + dy).is_none())
            || (s.exits.contains(&c.rear) && s.at(rx - dx, ry - dy).is_none())
    }

    /// Free squares next to car `i` a player may get out onto (DN-CAR-6,
    /// DN-GAP-13): no zombie, player, vehicle or fire, across an open edge.
    pub(crate) fn get_out_squares(&self, seat: u8) -> Vec<Sq> {
        let Some(i) = self.car_of(seat) else { return Vec::new() };
        let c = self.cars[i];
        let mut out: Vec<Sq> = [c.front, c.rear]
            .into_iter()
            .flat_map(|q| self.neighbours(q).filter(move |&(n, d)| self.open_step(q, n, d)).map(|(n, _)| n))
            .filter(|&n| {
                self.car_at(n).is_none()
                    && self.zombies_on(n) == 0
                    && !self.player_on(n)
                    && !self.burning(n)
                    && !self.collapsed(n)
            })
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The driver's choices while driving: a manoeuvre he has the squares
    /// for, the escape at a road exit, stopping, or jumping out (DN-CAR-6).
    pub(crate) fn driving_actions(&self, left: u8, out: &mut Vec<Action>) {
        out.push(Action::Stop);
        let Some(i) = self.drives(self.active) else { return };
        for (front, rear, cost, _) in self.manoeuvres(i) {
            if cost <= left {
                out.push(Action::DriveTo(front, rear));
            }
        }
        if left >= 1 && self.at_exit(i) {
            out.push(Action::Escape);
        }
        out.extend(self.get_out_squares(self.active).into_iter().map(Action::GetOut));
    }

    pub(crate) fn start_driving(&mut self) {
        if let Some(i) = self.drives(self.active) {
            // DN-MOVE-6, DN-CAR-3: up to the vehicle's speed.
            self.stack.push(Step::Driving { left: self.vehicle(i).speed });
        }
    }

    pub(crate) fn driving(&mut self, left: u8, a: Action, ev: &mut Vec<Event>) {
        let seat = self.active;
        let Some(i) = self.drives(seat) else { return };
        match a {
            Action::DriveTo(front, rear) => {
                let Some((.., cost, entered)) =
                    self.manoeuvres(i).into_iter().find(|&(f, r, ..)| (f, r) == (front, rear))
                else {
                    return;
                };
                let left = left - cost;
                if self.zombies_on(entered) > 0 {
                    self.stack.push(Step::Ram { front, rear, left });
                } else {
                    self.move_car(i, front, rear, ev);
                    self.stack.push(Step::Driving { left });
                }
            }
            Action::Escape => self.escape(i, ev),
            Action::GetOut(sq) => {
                // DN-CAR-6: jumping out of a moving vehicle costs a die of
                // energy and ends his turn.
                self.get_out(seat, sq, ev);
                self.stack.pop();
                self.stack.push(Step::EndTurn);
                self.stack.push(Step::JumpRoll { seat });
            }
            _ => {}
        }
    }

    /// The vehicle and its occupants move to `front`/`rear`; a Crash car
    /// no longer blocks its door.
    fn move_car(&mut self, i: usize, front: Sq, rear: Sq, ev: &mut Vec<Event>) {
        let old = self.cars[i];
        for s in self.occupants(i) {
            let p = &mut self.players[usize::from(s)];
            p.pos = Some(if p.pos == Some(old.front) { front } else { rear });
        }
        let c = &mut self.cars[i];
        (c.front, c.rear, c.door) = (front, rear, None);
        ev.push(Event::CarMoved { front, rear });
    }

    /// The square a move of car `i` to `front`/`rear` enters.
    fn entered_square(&self, i: usize, front: Sq, rear: Sq) -> Sq {
        let c = self.cars[i];
        if front != c.front && front != c.rear { front } else { rear }
    }

    /// DN-CAR-7 (reading A), DN-GAP-13: d6 + capacity - 1 per zombie on
    /// the square: 6 or more kills (total - 5) of them, 4-5 pushes one
    /// aside, 2-3 stops the vehicle, 1 or less wrecks it. It enters only
    /// if no zombie is left there. Kills go to the driver.
    pub(crate) fn ram(&mut self, front: Sq, rear: Sq, left: u8, die: u8, ev: &mut Vec<Event>) {
        let seat = self.active;
        let Some(i) = self.drives(seat) else { return };
        let sq = self.entered_square(i, front, rear);
        let zombies = self.zombies_on(sq) as i8;
        let total = die as i8 + self.vehicle(i).capacity as i8 - zombies;
        ev.push(Event::Rammed { seat, die, total });
        if total >= 6 {
            for _ in 0..(total - 5).min(zombies) {
                self.kill_one(seat, sq, ev);
            }
            self.stack.push(Step::RamEnter { front, rear, left });
        } else if total >= 4 {
            self.stack.push(Step::RamEnter { front, rear, left });
            self.stack.push(Step::PushAway { seat, from: sq });
        } else if total <= 1 {
            self.wreck(i, ev);
        }
    }

    pub(crate) fn ram_enter(&mut self, front: Sq, rear: Sq, left: u8, ev: &mut Vec<Event>) {
        if let Some(i) = self.drives(self.active)
            && self.zombies_on(self.entered_square(i, front, rear)) == 0
        {
            self.move_car(i, front, rear, ev);
            self.stack.push(Step::Driving { left });
        }
    }

    /// A wrecked, burnt or blown-up vehicle stays as an obstacle; its
    /// occupants get out onto free squares next to it, losing no energy
    /// (DN-GAP-13).
    pub(crate) fn wreck(&mut self, i: usize, ev: &mut Vec<Event>) {
        let c = &mut self.cars[i];
        if c.wrecked {
            return;
        }
        (c.wrecked, c.started) = (true, false);
        ev.push(Event::CarWrecked { front: c.front, rear: c.rear });
        for seat in self.occupants(i).into_iter().rev() {
            self.stack.push(Step::GetOut { seat });
        }
    }

    pub(crate) fn get_out(&mut self, seat: u8, sq: Sq, ev: &mut Vec<Event>) {
        let from = self.players[usize::from(seat)].pos;
        self.players[usize::from(seat)].pos = Some(sq);
        ev.push(Event::GotOut { seat, sq });
        self.boarded_or_left(seat, from);
    }

    /// DN-CAR-6: the die of energy lost by jumping out; below 0 he dies.
    pub(crate) fn jump_roll(&mut self, seat: u8, die: u8, ev: &mut Vec<Event>) {
        let p = &mut self.players[usize::from(seat)];
        p.energy -= die as i8;
        ev.push(Event::JumpedOut { seat, energy: p.energy });
        if p.energy < 0 {
            self.die(seat, ev);
        }
    }

    /// DN-FIRE-6: a vehicle with fire on both its squares and nobody at the
    /// wheel burns.
    pub(crate) fn burn_cars(&mut self, ev: &mut Vec<Event>) {
        for i in 0..self.cars.len() {
            let c = self.cars[i];
            if self.burning(c.front) && self.burning(c.rear) && self.driver(i).is_none() {
                self.wreck(i, ev);
            }
        }
    }

    /// DN-GAP-22: every player aboard escapes, and the game ends at once.
    fn escape(&mut self, i: usize, ev: &mut Vec<Event>) {
        for seat in self.occupants(i) {
            let p = &mut self.players[usize::from(seat)];
            p.escaped = true;
            p.pos = None;
            ev.push(Event::Escaped { seat });
        }
        self.cars.remove(i);
        self.finish(End::Escaped, ev);
    }

    /// The cars a scenario places: they need keys or hot-wiring and fuel
    /// (DN-CAR-1/2, DN-GAP-4).
    pub(crate) fn parked_cars(scenario: u8) -> Vec<Car> {
        let mut cars: Vec<Car> = content().scenarios[usize::from(scenario)]
            .cars
            .iter()
            .map(|p| Car { keyed: true, ..Car::new(p.vehicle, p.front, p.rear) })
            .collect();
        cars.sort_unstable();
        cars
    }
}

impl Car {
    /// An unfuelled, stopped vehicle nobody sits in, needing no keys.
    pub(crate) fn new(vehicle: u8, front: Sq, rear: Sq) -> Self {
        Self {
            front,
            rear,
            door: None,
            vehicle,
            keyed: false,
            fuel: false,
            started: false,
            broken: false,
            wrecked: false,
            driver: None,
        }
    }
}
