//! The generator (DN-ITEM-2, DN-ITEM-6, DN-GAP-14): fuelled from a petrol
//! can in reach, then started, it lights every room of its building for
//! the rest of the game, until its own room collapses.

use super::action::Action;
use super::event::Event;
use super::geom::Reach;
use super::state::DeadOfNight;

impl DeadOfNight {
    /// The building a running generator lights.
    pub(crate) fn powered_building(&self) -> Option<u8> {
        let genset = self.generator.filter(|genset| genset.running && !self.collapsed(genset.sq))?;
        Some(self.scen().building_of[usize::from(genset.sq)])
    }

    /// Fuelling (DN-ITEM-5, DN-ITEMS-6) and starting (DN-ITEM-6) the
    /// generator in reach.
    /// `reach` is that of his square.
    pub(crate) fn generator_actions(&self, seat: u8, reach: &Reach, out: &mut Vec<Action>) {
        let Some(genset) = self.generator else { return };
        if self.collapsed(genset.sq) || !reach.contains(&genset.sq) {
            return;
        }
        if !genset.fuel && self.petrol_at_hand(seat) {
            out.push(Action::Fuel(genset.sq));
        }
        if genset.fuel && !genset.running {
            out.push(Action::StartGenerator);
        }
    }

    pub(crate) fn fuel_generator(&mut self, seat: u8, ev: &mut Vec<Event>) {
        if let Some(genset) = &mut self.generator {
            genset.fuel = true;
            ev.push(Event::GeneratorFuelled { seat });
        }
    }

    pub(crate) fn start_generator(&mut self, seat: u8, ev: &mut Vec<Event>) {
        if let Some(genset) = &mut self.generator {
            genset.running = true;
            ev.push(Event::GeneratorStarted { seat });
        }
    }
}
