//! Tactician (RM-SKILL-75): the survivor takes his turn at any point of
//! the players' phase. Before each activation of another seat's survivor,
//! and once every seat has played, each Tactician still to play gets a
//! window: his seat plays him now (`Activate`) or lets the point pass
//! (`Done`). Once the seats have played, the last one waiting must play.

use super::RueMorgue;
use super::action::Action;
use super::event::Event;
use super::state::{NONE, Step, flag};
use crate::skills::Skill;

impl RueMorgue {
    /// Tacticians alive and still to play, as a bit set over survivors.
    fn tacticians_waiting(&self) -> u32 {
        let mut m = 0u32;
        for i in 0..self.s.n_surv {
            let s = &self.s.survivors[i as usize];
            if s.alive() && s.flags & flag::DONE == 0 && s.skills.has(Skill::TACTICIAN) {
                m |= 1 << i;
            }
        }
        m
    }

    /// Opens the next Tactician's window at this point, if one is due.
    pub(crate) fn tactician_window(&mut self, _ev: &mut Vec<Event>) -> bool {
        if self.s.active != NONE {
            return false;
        }
        let phase_over = self.s.seat_pos >= self.st.num_seats;
        let seat = self.current_seat();
        // A point is a moment before someone's activation: none while the
        // seat's turn is only passing on.
        if !phase_over && self.seat_waiting(seat, false) == 0 {
            return false;
        }
        let due = self.first_tactician(|i| {
            self.tacticians_waiting() & (1 << i) != 0
                && self.s.survivors[i as usize].flags & flag::WAITED == 0
                && (phase_over || self.owner(i) != seat)
        });
        let due = due.or_else(|| {
            // Every seat has played and all have waited: the first must go.
            if phase_over { self.first_tactician(|i| self.tacticians_waiting() & (1 << i) != 0) } else { None }
        });
        match due {
            Some(t) => {
                self.s.stack.push(Step::Tactician { surv: t });
                true
            }
            None => false,
        }
    }

    /// The first survivor `pred` accepts, in the order Tacticians are
    /// offered their windows: rival teams in turn order from the first
    /// player (RM-VS-16); one team's own in setup order, since each may
    /// let the point pass to the next.
    fn first_tactician(&self, pred: impl Fn(u8) -> bool) -> Option<u8> {
        if !self.competitive() {
            return (0..self.s.n_surv).find(|&i| pred(i));
        }
        (0..self.st.num_seats)
            .map(|pos| self.seat_at(pos))
            .find_map(|seat| (0..self.s.n_surv).find(|&i| self.owner(i) == seat && pred(i)))
    }

    /// He may wait unless the phase is over and no other Tactician could
    /// still play after him.
    fn tactician_may_wait(&self, surv: u8) -> bool {
        if self.s.seat_pos < self.st.num_seats {
            return true;
        }
        (0..self.s.n_surv).any(|i| {
            i != surv
                && self.tacticians_waiting() & (1 << i) != 0
                && self.s.survivors[i as usize].flags & flag::WAITED == 0
        })
    }

    pub(crate) fn gen_tactician(&self, surv: u8, f: &mut dyn FnMut(Action) -> bool) {
        if f(Action::Activate(surv)) {
            return;
        }
        if self.tactician_may_wait(surv) {
            f(Action::Done);
        }
    }

    pub(crate) fn apply_tactician(&mut self, surv: u8, a: Action, ev: &mut Vec<Event>) {
        self.s.stack.pop();
        match a {
            Action::Activate(_) => self.activate(surv, ev),
            _ => self.s.survivors[surv as usize].flags |= flag::WAITED,
        }
    }
}
