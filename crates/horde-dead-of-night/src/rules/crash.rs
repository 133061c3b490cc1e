//! The Crash card (DN-CARDS-2, DN-GAP-13): a car stops in front of an
//! exterior door, blocking it, with zombies inside. It needs fuel but no
//! keys (DN-CAR-1); boarding and driving it are in [`super::vehicles`].

use super::event::Event;
use super::state::{Car, DeadOfNight, Sq, Step, ZOMBIES_PER_SQUARE, Zombie};
use crate::content::{AreaKind, EdgeKind, content};

impl DeadOfNight {
    /// A car covers `sq`.
    pub(crate) fn on_car(&self, sq: Sq) -> bool {
        self.cars.iter().any(|c| c.front == sq || c.rear == sq)
    }

    /// The door a Crash car stands in front of is blocked for everyone
    /// (DN-CARDS-2, DN-GAP-13).
    pub(crate) fn door_blocked(&self, a: Sq, b: Sq) -> bool {
        self.cars.iter().any(|c| c.door.is_some_and(|d| (c.front, d) == (a, b) || (c.front, d) == (b, a)))
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
        let mut out: Vec<Car> = crash_doors(self.scenario)
            .iter()
            .filter(|&&(_, front, rear)| free(front) && free(rear))
            .map(|&(door, front, rear)| Car { door: Some(door), ..Car::new(content().crash_vehicle, front, rear) })
            .collect();
        out.sort_unstable();
        out
    }

    /// The drawer's choice of door: the car's size of zombies is rolled next.
    pub(crate) fn crash_at(&mut self, door: Sq, front: Sq) {
        if let Some(car) = self.crash_spots().into_iter().find(|c| (c.door, c.front) == (Some(door), front)) {
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

/// Each door of the scenario's board from indoors to a square outside it
/// with another beyond in a straight line: `(door, front, rear)`, the
/// squares a Crash car may stop on (DN-GAP-13) when nothing stands there.
/// The doors are the board's own, never changed by play, so they are read
/// once a scenario instead of at every listing of the Crash card's choice.
fn crash_doors(scenario: u8) -> &'static [(Sq, Sq, Sq)] {
    static DOORS: std::sync::OnceLock<Vec<Vec<(Sq, Sq, Sq)>>> = std::sync::OnceLock::new();
    let all = DOORS.get_or_init(|| {
        content()
            .scenarios
            .iter()
            .map(|s| {
                let mut out = Vec::new();
                for door in (0..s.squares()).filter_map(|q| Sq::try_from(q).ok()) {
                    if s.area(door).kind == AreaKind::Outdoors {
                        continue;
                    }
                    let (dx, dy) = s.xy(door);
                    for (ox, oy) in [(0, -1), (-1, 0), (1, 0), (0, 1)] {
                        let Some(front) = s.at(dx + ox, dy + oy) else { continue };
                        if s.edge(door, front) != EdgeKind::Door {
                            continue;
                        }
                        if let Some(rear) = s.at(dx + 2 * ox, dy + 2 * oy) {
                            out.push((door, front, rear));
                        }
                    }
                }
                out
            })
            .collect()
    });
    &all[usize::from(scenario)]
}
