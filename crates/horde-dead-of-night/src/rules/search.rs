//! Searching (DN-SEARCH, DN-GAP-2, DN-GAP-23).

use super::action::Action;
use super::event::Event;
use super::state::{DeadOfNight, Sq, Step, Thing, ZOMBIES_PER_SQUARE, Zombie};
use crate::content::{Row, Special, content};

impl DeadOfNight {
    /// The room card of the room `seat` stands in, if it is turned up.
    pub(crate) fn room_card_at(&self, seat: u8) -> Option<u8> {
        let pos = self.players[usize::from(seat)].pos?;
        self.revealed[usize::from(self.scen().area_of[usize::from(pos)])]
    }

    pub(crate) fn holds_light(&self, seat: u8) -> bool {
        self.players[usize::from(seat)].hands.iter().any(|&t| self.special(t) == Some(Special::Light))
    }

    /// DN-GAP-2: d6, +1 with a torch (DN-ITEMS-5), +1 in a lit room
    /// (DN-ITEM-2); above 8 counts as 8. An item row with no copy left, or
    /// ammo with none left, goes down a row; a zombie row gives a zombie; a
    /// "nothing" row or below row 1 gives nothing (DN-SEARCH-4).
    pub(crate) fn search_roll(&mut self, seat: u8, die: u8, ev: &mut Vec<Event>) {
        let Some(card) = self.room_card_at(seat) else { return };
        let Some(pos) = self.players[usize::from(seat)].pos else { return };
        let total = (die + u8::from(self.holds_light(seat)) + u8::from(self.lit(pos))).min(8);
        ev.push(Event::SearchRolled { seat, die, total });
        let rows = content().rooms[usize::from(card)].rows;
        for r in (0..usize::from(total)).rev() {
            match rows[r] {
                Row::Nothing => break,
                Row::Zombie => {
                    ev.push(Event::FoundZombie { seat });
                    // DN-SEARCH-3, DN-GAP-23: placed by the searcher, then one combat.
                    self.stack.push(Step::Combat { seat });
                    if self.search_zombie_squares(seat).is_empty() {
                        self.zombies.push(Zombie { sq: pos, moved: true });
                        ev.push(Event::ZombiePlaced { sq: pos });
                    } else {
                        self.stack.push(Step::PlaceZombie { seat });
                    }
                    return;
                }
                Row::Ammo if self.ammo_supply > 0 => {
                    self.ammo_supply -= 1;
                    self.players[usize::from(seat)].ammo += 2;
                    ev.push(Event::AmmoFound { seat, ammo: self.players[usize::from(seat)].ammo });
                    return;
                }
                Row::Item(i) if self.supply[usize::from(i)] > 0 => {
                    self.supply[usize::from(i)] -= 1;
                    ev.push(Event::Found { seat, thing: i });
                    self.stack.push(Step::Found { seat, thing: i });
                    return;
                }
                Row::Ammo | Row::Item(_) => {}
            }
        }
        ev.push(Event::FoundNothing { seat });
    }

    /// DN-SEARCH-2: into a free hand, or onto a square in reach.
    pub(crate) fn found_actions(&self, seat: u8, thing: Thing, out: &mut Vec<Action>) {
        if self.fits_hands(seat, thing) {
            out.push(Action::Take);
        }
        if let Some(pos) = self.players[usize::from(seat)].pos {
            out.extend(self.reach(pos).into_iter().map(Action::Leave));
        }
    }

    pub(crate) fn found(&mut self, seat: u8, thing: Thing, a: Action, ev: &mut Vec<Event>) {
        match a {
            Action::Take => {
                self.give_hand(seat, thing);
                ev.push(Event::Took { seat, thing });
            }
            Action::Leave(sq) => {
                self.put_floor(sq, thing);
                ev.push(Event::Left { seat, thing, sq });
            }
            _ => self.stack.push(Step::Found { seat, thing }),
        }
    }

    /// DN-GAP-23: squares in reach of the searcher from which the zombie
    /// is in contact with him, not holding 4 zombies.
    pub(crate) fn search_zombie_squares(&self, seat: u8) -> Vec<Sq> {
        let Some(pos) = self.players[usize::from(seat)].pos else { return Vec::new() };
        self.reach(pos)
            .into_iter()
            .filter(|&s| self.contact(s, pos) && self.zombies_on(s) < ZOMBIES_PER_SQUARE)
            .collect()
    }

    pub(crate) fn place_search_zombie(&mut self, _seat: u8, sq: Sq, ev: &mut Vec<Event>) {
        self.zombies.push(Zombie { sq, moved: true });
        ev.push(Event::ZombiePlaced { sq });
    }
}
