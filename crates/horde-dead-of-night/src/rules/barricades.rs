//! Barricades (DN-BAR, DN-DEF-1, DN-ITEMS-3): built with a hammer (or a
//! nail gun in a lit room) on a door, window or breach of the builder's
//! square; dismantled from the builder's side; attacked like objects.

use super::action::Action;
use super::event::Event;
use super::state::{Barricade, DeadOfNight, Sq};
use crate::content::{EdgeKind, Special};

impl DeadOfNight {
    pub(crate) fn barricade_on(&self, a: Sq, b: Sq) -> Option<&Barricade> {
        let key = (a.min(b), a.max(b));
        self.barricades.iter().find(|x| (x.a, x.b) == key)
    }

    /// DN-BAR-1, DN-ITEMS-3, DN-GAP-14: a held hammer, or a held nail gun
    /// while he stands in a lit room.
    fn can_build(&self, seat: u8) -> bool {
        let lit = self.players[usize::from(seat)].pos.is_some_and(|p| self.lit(p));
        self.players[usize::from(seat)].hands.iter().any(|&t| match self.special(t) {
            Some(Special::BuildsBarricades) => true,
            Some(Special::BuildsBarricadesWithPower) => lit,
            _ => false,
        })
    }

    /// The door, window and breach edges of `pos` (DN-BAR-1: "a window, a
    /// door or a damaged wall"); a broken door is still a doorway.
    fn openings(&self, pos: Sq) -> impl Iterator<Item = Sq> + '_ {
        self.neighbours(pos)
            .filter(move |&(n, d)| {
                !d && (matches!(self.scen().edge(pos, n), EdgeKind::Door | EdgeKind::Window)
                    || self.breaches.contains(&(pos.min(n), pos.max(n))))
            })
            .map(|(n, _)| n)
    }

    /// Build on an unbarricaded opening of his square; dismantle one he
    /// stands on the builder's side of (DN-BAR-1/2). Both cost 1 action.
    pub(crate) fn barricade_actions(&self, seat: u8, out: &mut Vec<Action>) {
        let Some(pos) = self.players[usize::from(seat)].pos else { return };
        let build = self.can_build(seat);
        for n in self.openings(pos) {
            match self.barricade_on(pos, n) {
                None if build => out.push(Action::Barricade(n)),
                Some(b) if b.side == pos => out.push(Action::Dismantle(n)),
                _ => {}
            }
        }
    }

    pub(crate) fn build_barricade(&mut self, seat: u8, across: Sq, ev: &mut Vec<Event>) {
        let Some(pos) = self.players[usize::from(seat)].pos else { return };
        self.barricades.push(Barricade { a: pos.min(across), b: pos.max(across), side: pos });
        self.barricades.sort_unstable();
        ev.push(Event::BarricadeBuilt { a: pos, b: across });
    }

    /// Removes the barricade between `a` and `b`, if any.
    pub(crate) fn remove_barricade(&mut self, a: Sq, b: Sq, ev: &mut Vec<Event>) {
        let key = (a.min(b), a.max(b));
        if let Some(i) = self.barricades.iter().position(|x| (x.a, x.b) == key) {
            self.barricades.remove(i);
            ev.push(Event::BarricadeRemoved { a, b });
        }
    }
}
