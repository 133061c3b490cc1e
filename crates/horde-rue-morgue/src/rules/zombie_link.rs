//! Zombie link (RM-SKILL-68, RM-XACT-3): each extra activation card
//! revealed gives every survivor with the skill an extra turn, played
//! before the zombies act. The turn is an activation like any other, run
//! on top of whatever was being resolved (the zombies' spawn step, or a
//! building spawn in the middle of someone's activation), which then
//! resumes unchanged.

use super::RueMorgue;
use super::action::Action;
use super::event::Event;
use super::state::{NONE, Step, flag};
use crate::skills::Skill;

type Sink<'a> = &'a mut dyn FnMut(Action) -> bool;

impl RueMorgue {
    /// Queues the extra turns an extra activation card gives, above the
    /// zombies' activation it brings (if any), so that they come first.
    pub(crate) fn queue_zombie_link(&mut self) {
        let mut waiting = 0u16;
        for i in 0..self.s.n_surv {
            let s = &self.s.survivors[i as usize];
            if s.alive() && s.skills.has(Skill::ZOMBIE_LINK) {
                waiting |= 1 << i;
            }
        }
        if waiting != 0 {
            self.s.stack.push(Step::ZombieLink { waiting });
        }
    }

    /// Who may play next: every survivor waiting, or in a competitive
    /// game those of the first seat in turn order that has any.
    fn link_candidates(&self, waiting: u16) -> u16 {
        if !self.competitive() {
            return waiting;
        }
        for pos in 0..self.st.num_seats {
            let seat = self.seat_at(pos);
            let mine = (0..self.s.n_surv)
                .filter(|&i| waiting & (1 << i) != 0 && self.owner(i) == seat)
                .fold(0u16, |m, i| m | 1 << i);
            if mine != 0 {
                return mine;
            }
        }
        0
    }

    /// The seat choosing the order: the first player for the team, or the
    /// owner of the candidates in a competitive game.
    pub(crate) fn link_chooser(&self, waiting: u16) -> u8 {
        let c = self.link_candidates(waiting);
        if self.competitive() && c != 0 { self.owner(c.trailing_zeros() as u8) } else { self.s.first_player }
    }

    pub(crate) fn gen_zombie_link(&self, waiting: u16, f: Sink) {
        let c = self.link_candidates(waiting);
        for i in 0..self.s.n_surv {
            if c & (1 << i) != 0 && f(Action::Activate(i)) {
                return;
            }
        }
    }

    /// Drops the dead; plays alone whoever is the only one left to choose.
    pub(crate) fn zombie_link_auto(&mut self, waiting: u16, ev: &mut Vec<Event>) -> bool {
        let alive = (0..self.s.n_surv)
            .filter(|&i| waiting & (1 << i) != 0 && self.s.survivors[i as usize].alive())
            .fold(0u16, |m, i| m | 1 << i);
        if alive == 0 {
            self.s.stack.pop();
            return true;
        }
        if alive != waiting {
            if let Some(Step::ZombieLink { waiting: w }) = self.s.stack.top_mut() {
                *w = alive;
            }
            return true;
        }
        let c = self.link_candidates(alive);
        if c.count_ones() == 1 {
            self.start_link_turn(c.trailing_zeros() as u8, ev);
            return true;
        }
        false
    }

    pub(crate) fn apply_zombie_link(&mut self, a: Action, ev: &mut Vec<Event>) {
        if let Action::Activate(s) = a {
            self.start_link_turn(s, ev);
        }
    }

    fn start_link_turn(&mut self, surv: u8, ev: &mut Vec<Event>) {
        if let Some(Step::ZombieLink { waiting }) = self.s.stack.top_mut() {
            *waiting &= !(1 << surv);
        }
        let s = self.s.survivors[surv as usize];
        // His own activation, if it is the one interrupted, resumes after.
        let saved = if self.s.active == surv {
            s.free.iter().fold(u64::from(s.actions), |m, &n| m << 8 | u64::from(n))
        } else {
            0
        };
        self.s.stack.push(Step::LinkTurn {
            surv,
            prev_active: self.s.active,
            was_done: s.flags & flag::DONE != 0,
            saved,
        });
        ev.push(Event::SkillUsed { survivor: surv, skill: Skill::ZOMBIE_LINK.0 });
        self.activate(surv, ev);
    }

    /// Ends the extra turn once he has nothing left to do (or has ended
    /// it), and restores the activation it interrupted.
    pub(crate) fn link_turn_auto(
        &mut self,
        surv: u8,
        prev_active: u8,
        was_done: bool,
        saved: u64,
        ev: &mut Vec<Event>,
    ) -> bool {
        let s = self.s.survivors[surv as usize];
        let playing = self.s.active == surv && s.alive() && (s.actions > 0 || s.free.iter().any(|&n| n > 0));
        if playing {
            return false;
        }
        if self.s.active == surv {
            self.end_activation(ev);
        }
        self.s.stack.pop();
        let sv = &mut self.s.survivors[surv as usize];
        if !was_done {
            sv.flags &= !flag::DONE;
        }
        if prev_active == surv {
            let mut packed = saved;
            for n in sv.free.iter_mut().rev() {
                *n = (packed & 0xff) as u8;
                packed >>= 8;
            }
            sv.actions = (packed & 0xff) as u8;
        }
        self.s.active =
            if prev_active != NONE && self.s.survivors[prev_active as usize].alive() { prev_active } else { NONE };
        true
    }
}
