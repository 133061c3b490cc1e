//! Movement and exploration (DN-MOVE, DN-RUN, DN-GAP-6, DN-GAP-23).

use super::action::Action;
use super::event::Event;
use super::state::{DeadOfNight, MAX_ENERGY, Sq, Step};
use crate::content::AreaKind;

impl DeadOfNight {
    /// DN-MOVE-3: up to energy squares (at most 6); a wound during the
    /// move shortens what is left of it.
    fn budget(&self) -> u8 {
        self.players[usize::from(self.active)].energy.clamp(0, MAX_ENERGY) as u8
    }

    pub(crate) fn moving_actions(&self, taken: u8, run: bool, out: &mut Vec<Action>) {
        let p = &self.players[usize::from(self.active)];
        let Some(pos) = p.pos else { return };
        // DN-ACT-2: any other action may be done in the middle of a Move
        // (never of a Run, DN-RUN-1), and the Move goes on after it.
        let mut reach = None;
        if !run {
            // Listed in place and then thinned: this listing runs at every step.
            let start = out.len();
            reach = self.turn_actions_in_reach(out);
            let mut kept = start;
            for i in start..out.len() {
                if !matches!(out[i], Action::EndTurn | Action::Move | Action::Run | Action::Rest | Action::Drive) {
                    out.swap(kept, i);
                    kept += 1;
                }
            }
            out.truncate(kept);
        }
        if taken >= self.budget() {
            out.push(Action::Stop);
            return;
        }
        // DN-FIRE-4: no stopping on a burning square while he can go on.
        if !self.must_leave_fire(self.active) {
            out.push(Action::Stop);
        }
        // His steps are the squares in reach but his own (DN-GAP-4).
        let reach = reach.unwrap_or_else(|| self.reach(pos));
        out.extend(reach.into_iter().filter(|&n| n != pos).map(Action::Step));
    }

    /// Starts a Move (DN-MOVE-3) or a Run (DN-RUN-1).
    pub(crate) fn start_move(&mut self, run: bool) {
        self.stack.push(Step::Moving { taken: 0, run });
        // DN-MELEE-9, DN-GAP-6 (e): a Move that starts in contact is
        // preceded by one close combat, unless one was rolled this turn.
        let seat = self.active;
        if !run && self.in_contact(seat) && !self.players[usize::from(seat)].fought {
            self.stack.push(Step::Combat { seat });
        }
    }

    pub(crate) fn moving(&mut self, taken: u8, run: bool, a: Action, ev: &mut Vec<Event>) {
        let seat = self.active;
        match a {
            Action::Stop => {
                // DN-GAP-6 (d): a Run that ends in contact ends with a combat.
                if run && self.in_contact(seat) {
                    self.stack.push(Step::Combat { seat });
                }
            }
            Action::Step(to) => {
                let from = self.players[usize::from(seat)].pos;
                self.players[usize::from(seat)].pos = Some(to);
                ev.push(Event::Stepped { seat, to });
                self.boarded_or_left(seat, from);
                self.enter_fire(seat, to, ev);
                if !self.players[usize::from(seat)].alive {
                    return;
                }
                self.stack.push(Step::Moving { taken: taken + 1, run });
                let unexplored = self.unexplored(to);
                // Pushed in reverse: the room turns up, then the combat, then the searches.
                if unexplored.is_some() && !run {
                    // DN-MOVE-5: two free searches (DN-GAP-23: none in a Run).
                    self.stack.push(Step::FreeSearch { left: 2 });
                }
                if !run && self.in_contact(seat) {
                    // DN-MOVE-4, DN-GAP-6 (a).
                    self.stack.push(Step::Combat { seat });
                }
                if let Some(area) = unexplored {
                    self.turn_up(area, ev);
                }
                if from.is_some_and(|f| self.area_of(f) != self.area_of(to)) {
                    self.entered(to);
                }
            }
            Action::EndTurn | Action::Move | Action::Run | Action::Rest | Action::Drive => {
                self.stack.push(Step::Moving { taken, run });
            }
            other => {
                self.stack.push(Step::Moving { taken, run });
                self.turn_action(other, ev);
            }
        }
    }

    /// The area of `sq` if it is a room whose card is still face down.
    pub(crate) fn unexplored(&self, sq: Sq) -> Option<u8> {
        let s = self.scen();
        let area = s.area_of[usize::from(sq)];
        (s.areas[usize::from(area)].kind == AreaKind::Room && self.revealed[usize::from(area)].is_none())
            .then_some(area)
    }

    /// A player enters a face-down room: its card turns up (DN-MOVE-5); a
    /// card dealt from the pool is chance (DN-GAP-4).
    fn turn_up(&mut self, area: u8, ev: &mut Vec<Event>) {
        match self.scen().areas[usize::from(area)].card {
            Some(room) => self.reveal(area, room, ev),
            None => self.stack.push(Step::Reveal { area }),
        }
    }

    pub(crate) fn reveal(&mut self, area: u8, room: u8, ev: &mut Vec<Event>) {
        self.revealed[usize::from(area)] = Some(room);
        if let Some(i) = self.pool.iter().position(|&r| r == room) {
            self.pool.remove(i);
        }
        ev.push(Event::RoomRevealed { area, room });
    }
}
