//! The Crash card (DN-CARDS-2, DN-GAP-13): a car stops in front of an
//! exterior door, blocking it, with zombies inside. Boarding, starting and
//! driving it are not played yet, so its squares are closed to players.

use super::event::Event;
use super::state::{Car, DeadOfNight, Sq, Step, ZOMBIES_PER_SQUARE, Zombie};
use crate::content::{AreaKind, EdgeKind};

impl DeadOfNight {
    /// A car covers `sq`.
    pub(crate) fn on_car(&self, sq: Sq) -> bool {
        self.cars.iter().any(|c| c.front == sq || c.rear == sq)
    }

    /// No step enters a car's square, and the door a car stands in front of
    /// is blocked for everyone (DN-CARDS-2, DN-GAP-13).
    pub(crate) fn car_bars(&self, a: Sq, b: Sq) -> bool {
        self.on_car(b) || self.cars.iter().any(|c| (c.front, c.door) == (a, b) || (c.front, c.door) == (b, a))
    }

    /// Where the Crash car may stop (DN-GAP-13): behind each exterior door,
    /// two outdoor squares in a straight line away from it, with no player,
    /// zombie, car or fire on either.
    pub(crate) fn crash_spots(&self) -> Vec<Car> {
        let s = self.scen();
        let free = |q: Sq| {
            s.area(q).kind == AreaKind::Outdoors
                && !self.player_on(q)
                && self.zombies_on(q) == 0
                && !self.on_car(q)
                && !self.burning(q)
        };
        let mut out = Vec::new();
        for door in (0..s.squares()).filter_map(|q| Sq::try_from(q).ok()) {
            if s.area(door).kind == AreaKind::Outdoors {
                continue;
            }
            for (front, diagonal) in self.neighbours(door) {
                if diagonal || s.edge(door, front) != EdgeKind::Door {
                    continue;
                }
                let ((dx, dy), (fx, fy)) = (s.xy(door), s.xy(front));
                let Some(rear) = s.at(2 * fx - dx, 2 * fy - dy) else { continue };
                if free(front) && free(rear) {
                    out.push(Car { front, rear, door });
                }
            }
        }
        out.sort_unstable();
        out
    }

    /// The drawer's choice of door: the car's size of zombies is rolled next.
    pub(crate) fn crash_at(&mut self, door: Sq, front: Sq) {
        if let Some(car) = self.crash_spots().into_iter().find(|c| (c.door, c.front) == (door, front)) {
            self.stack.push(Step::CrashRoll { car });
        }
    }

    /// The car arrives with `die` zombies on it, front square first, at most
    /// four a square (DN-CARDS-2, DN-ZOM-9).
    pub(crate) fn crash_roll(&mut self, car: Car, die: u8, ev: &mut Vec<Event>) {
        self.cars.push(car);
        self.cars.sort_unstable();
        ev.push(Event::CarCrashed { front: car.front, rear: car.rear });
        for k in 0..usize::from(die) {
            let sq = if k < ZOMBIES_PER_SQUARE { car.front } else { car.rear };
            self.zombies.push(Zombie { sq, moved: true });
            ev.push(Event::ZombiePlaced { sq });
        }
    }
}
