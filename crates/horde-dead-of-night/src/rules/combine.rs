//! Combining items (DN-ITEM-5, DN-ITEMS-6): a bottle and petrol make a
//! Molotov cocktail (DN-EXPL-4); petrol refuels a dry chainsaw
//! (DN-ITEMS-1). The petrol can is never used up.

use super::action::Action;
use super::event::Event;
use super::geom::Reach;
use super::state::{DRY, DeadOfNight, Thing};
use crate::content::{Special, content};

impl DeadOfNight {
    /// A petrol can held, or lying on a square in reach (DN-ITEM-5: "you
    /// must have access to both items").
    pub(crate) fn petrol_at_hand(&self, seat: u8) -> bool {
        let Some(pos) = self.players[usize::from(seat)].pos else { return false };
        self.petrol_within(seat, &self.reach(pos))
    }

    /// [`DeadOfNight::petrol_at_hand`], with `reach` that of his square.
    pub(crate) fn petrol_within(&self, seat: u8, reach: &Reach) -> bool {
        self.players[usize::from(seat)].hands.iter().any(|&t| self.special(t) == Some(Special::Petrol))
            || self.floor.iter().any(|&(q, t)| reach.contains(&q) && self.special(t) == Some(Special::Petrol))
    }

    /// What combining `t` with petrol makes: a Molotov from a bottle, a
    /// full chainsaw from a dry one.
    fn combined(&self, t: Thing) -> Option<Thing> {
        let c = content();
        if Some(t) == c.item("bottle") {
            return c.items.iter().position(|i| i.special == Some(Special::Molotov)).map(|i| i as Thing);
        }
        (t & DRY != 0).then_some(t & !DRY)
    }

    pub(crate) fn combine_actions(&self, seat: u8, reach: &Reach, out: &mut Vec<Action>) {
        if !self.petrol_within(seat, reach) {
            return;
        }
        for &t in &self.players[usize::from(seat)].hands {
            if self.combined(t).is_some() {
                out.push(Action::Combine(t));
            }
        }
    }

    pub(crate) fn combine(&mut self, seat: u8, t: Thing, ev: &mut Vec<Event>) {
        if let Some(made) = self.combined(t) {
            self.take_hand(seat, t);
            self.give_hand(seat, made);
            ev.push(Event::Combined { seat, from: t, to: made });
        }
    }
}
