//! Flee! and Do it now! (DN-FREE-1/6/7/8, DN-GAP-15): a player acts out
//! of turn, between the end of his turn and the start of his next, and
//! pays for it with the actions of his next turns.
//!
//! Each turn, once its card is resolved, every other player may respond,
//! clockwise from the active player. Flee! is one Move; Do it now! is any
//! one action. For its length the responder is the acting player (his
//! steps, his searches, his fights), then the turn goes back to its owner
//! with the actions he had.

use super::action::Action;
use super::event::Event;
use super::state::{DeadOfNight, Step};

/// Actions a Flee! costs of the next turn, and a Do it now! (its whole
/// turn: DN-GAP-15).
const FLEE_DEBT: u8 = 1;
const DO_IT_NOW_DEBT: u8 = 2;

impl DeadOfNight {
    /// DN-FREE-8: the windows of the turn of `active`, one for every other
    /// seat clockwise from him; the first to answer is on top.
    pub(crate) fn push_windows(&mut self, active: u8) {
        let n = self.n();
        for k in (1..n).rev() {
            self.stack.push(Step::Respond { seat: (active + k) % n });
        }
    }

    /// DN-GAP-15: a grabbed or collapsed player can use neither; a player
    /// off the board (dead, escaped) has nothing to do.
    pub(crate) fn may_respond(&self, seat: u8) -> bool {
        let p = &self.players[usize::from(seat)];
        seat != self.active && p.alive && p.pos.is_some() && !p.grabbed && p.energy > 0
    }

    /// The answers of `seat`'s window; none lets the window lapse, so a
    /// player who may not act out of turn is never asked.
    pub(crate) fn respond_actions(&self, seat: u8, out: &mut Vec<Action>) {
        if self.may_respond(seat) {
            out.extend([Action::Pass, Action::Flee, Action::DoItNow]);
        }
    }

    /// DN-FREE-6/7: the responder acts now; his debt is for his next turns.
    pub(crate) fn respond(&mut self, seat: u8, a: Action, ev: &mut Vec<Event>) {
        let (debt, actions) = match a {
            Action::Flee => (FLEE_DEBT, 1),
            Action::DoItNow => (DO_IT_NOW_DEBT, 2),
            _ => return,
        };
        self.stack.push(Step::Resume { seat: self.active, actions: self.actions });
        let p = &mut self.players[usize::from(seat)];
        p.owed += debt;
        ev.push(Event::OutOfTurn { seat, flee: a == Action::Flee, owed: p.owed });
        self.active = seat;
        self.actions = actions;
        if a == Action::Flee {
            self.act_once(Action::Move, ev);
        } else {
            self.stack.push(Step::Interrupt);
        }
    }

    /// Do it now!: the actions that cost actions, as the turn lists them
    /// (free actions need no Do it now!, DN-FREE-1).
    pub(crate) fn interrupt_actions(&self, out: &mut Vec<Action>) {
        let start = out.len();
        self.turn_actions(out);
        let mut kept = start;
        for i in start..out.len() {
            if out[i] != Action::EndTurn && !out[i].is_free() {
                out.swap(kept, i);
                kept += 1;
            }
        }
        out.truncate(kept);
    }

    /// One action out of turn: whatever it sets going (a Move's steps, a
    /// search) runs on, but no further action is left to it.
    pub(crate) fn act_once(&mut self, a: Action, ev: &mut Vec<Event>) {
        self.turn_action(a, ev);
        self.actions = 0;
    }

    /// The turn goes back to its owner.
    pub(crate) fn resume(&mut self, seat: u8, actions: u8) {
        self.active = seat;
        self.actions = actions;
    }

    /// DN-GAP-5, DN-GAP-15: at the start of his turn the debts are paid,
    /// oldest first, at most his two actions; a turn with both owed is
    /// skipped but for its card and the free actions.
    pub(crate) fn pay_debts(&mut self, seat: u8, ev: &mut Vec<Event>) {
        let p = &mut self.players[usize::from(seat)];
        let paid = p.owed.min(self.actions);
        if paid > 0 {
            p.owed -= paid;
            self.actions -= paid;
            ev.push(Event::DebtPaid { seat, actions: paid, owed: p.owed });
        }
    }
}
