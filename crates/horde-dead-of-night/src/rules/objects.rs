//! Attacking objects: walls and barricades (DN-OBJ-1, DN-BAR-3). An attack on an object
//! costs 1 action and uses the close-combat value of a held weapon, with
//! no zombie or helper modifiers (DN-GAP-11).

use super::action::Action;
use super::event::Event;
use super::state::{DeadOfNight, Sq, Step, Thing};
use crate::content::EdgeKind;

/// The totals DN-OBJ-1 needs to break a barricade, an interior and an
/// exterior wall.
const BARRICADE: i8 = 5;
const INTERIOR_WALL: i8 = 7;
const EXTERIOR_WALL: i8 = 10;

impl DeadOfNight {
    /// The walls and barricades `seat` may attack: an unbroken wall edge or
    /// a barricade of his square, from either side (DN-BAR-3, DN-GAP-4).
    pub(crate) fn wall_actions(&self, seat: u8, out: &mut Vec<Action>) {
        let Some(pos) = self.players[usize::from(seat)].pos else { return };
        for (across, d) in self.neighbours(pos) {
            if !d && matches!(self.edge(pos, across), EdgeKind::Wall | EdgeKind::Barricade) {
                out.extend(self.held_weapons(seat).map(|w| Action::AttackWall(across, w)));
            }
        }
    }

    /// DN-OBJ-1: 5 for a barricade, 7 for a wall inside a building, 10
    /// for one to the outside.
    pub(crate) fn wall_threshold(&self, a: Sq, b: Sq) -> i8 {
        if self.edge(a, b) == EdgeKind::Barricade {
            BARRICADE
        } else if self.exterior(a, b) {
            EXTERIOR_WALL
        } else {
            INTERIOR_WALL
        }
    }

    pub(crate) fn wall_roll(&mut self, seat: u8, across: Sq, weapon: Thing, die: u8, ev: &mut Vec<Event>) {
        let Some(pos) = self.players[usize::from(seat)].pos else { return };
        let need = self.wall_threshold(pos, across);
        let total = die as i8 + self.melee_value(seat, weapon) + self.attack_light(seat);
        ev.push(Event::WallRolled { seat, die, total, need });
        let Some(weapon) = self.die_of_one(seat, weapon, die, ev) else { return };
        self.use_up(seat, weapon, total);
        if total >= need && self.edge(pos, across) == EdgeKind::Barricade {
            // DN-BAR-3: the barricade token is removed.
            self.remove_barricade(pos, across, ev);
        } else if total >= need {
            // A destroyed-wall marker: people pass it; zombies only an
            // exterior one (DN-OBJ-1, DN-GAP-7).
            self.breaches.push((pos.min(across), pos.max(across)));
            self.breaches.sort_unstable();
            ev.push(Event::WallBroken { a: pos, b: across });
            // DN-GAP-21 (5): a breached wall damages the rooms on both sides.
            for area in [self.area_of(pos), self.area_of(across)] {
                self.damage(area, ev);
            }
        }
    }

    pub(crate) fn attack_wall(&mut self, seat: u8, across: Sq, weapon: Thing) {
        self.stack.push(Step::WallRoll { seat, across, weapon });
    }
}
