//! Distributor (RM-SKILL-65, RM-SPAWN-14): the zombies' spawn step draws
//! all its cards first, one per spawn the dice and the indicator-less
//! zones call for, and the distributing seat deals them out, the lowest
//! die first and the indicator-less zones last, each card resolved as it
//! is dealt.

use super::RueMorgue;
use super::action::Action;
use super::event::Event;
use super::state::{NONE, Step};
use crate::map::iter_mask;
use crate::skills::Skill;

type Sink<'a> = &'a mut dyn FnMut(Action) -> bool;

impl RueMorgue {
    /// One living Distributor per team that has one, as a bit set.
    fn distributors(&self) -> u16 {
        let mut teams = 0u8;
        let mut out = 0u16;
        for i in 0..self.s.n_surv {
            let s = &self.s.survivors[i as usize];
            let team = self.st.team_of_seat.get(self.owner(i) as usize).copied().unwrap_or(0);
            if s.alive() && s.skills.has(Skill::DISTRIBUTOR) && teams & (1 << team) == 0 {
                teams |= 1 << team;
                out |= 1 << i;
            }
        }
        out
    }

    /// Replaces the spawn cards' draw when a Distributor plays: returns
    /// false (nothing done) when nobody has the skill.
    pub(crate) fn start_distribution(&mut self) -> bool {
        let who = self.distributors();
        if who == 0 || self.s.queue_len == 0 {
            return false;
        }
        self.s.stack.push(Step::Distribute { pos: 0, by: NONE });
        self.s.stack.push(Step::DealZombies { left: self.s.queue_len });
        if who.count_ones() > 1 {
            // RM-SKILL-65: rival teams both have it; the first player says
            // which team distributes this turn, before the cards are seen.
            self.s.stack.push(Step::DistributorTeam { candidates: who });
        } else {
            self.set_distributor(who.trailing_zeros() as u8);
        }
        true
    }

    fn set_distributor(&mut self, surv: u8) {
        for step in self.s.stack.iter_mut().rev() {
            if let Step::Distribute { by, .. } = step {
                *by = surv;
                return;
            }
        }
    }

    pub(crate) fn gen_distributor_team(&self, candidates: u16, f: Sink) {
        for i in 0..self.s.n_surv {
            if candidates & (1 << i) != 0 && f(Action::Teammate(i)) {
                return;
            }
        }
    }

    pub(crate) fn apply_distributor_team(&mut self, a: Action, ev: &mut Vec<Event>) {
        if let Action::Teammate(s) = a {
            self.s.stack.pop();
            self.set_distributor(s);
            ev.push(Event::SkillUsed { survivor: s, skill: Skill::DISTRIBUTOR.0 });
        }
    }

    /// Chance: the next card drawn face up for the distribution.
    pub(crate) fn apply_deal_zombie(&mut self, a: Action, ev: &mut Vec<Event>) {
        let Action::DrawZombie(c) = a else { return };
        self.s.zdeck &= !(1 << c);
        self.s.held |= 1 << c;
        if let Some(Step::DealZombies { left }) = self.s.stack.top_mut() {
            *left -= 1;
        }
        ev.push(Event::ZombieCard { number: self.st.card_numbers[c as usize], zone: None });
    }

    /// Reshuffles an empty deck (RM-SPAWN-7); stops when all are drawn or
    /// no card is left at all.
    pub(crate) fn deal_zombies_auto(&mut self, left: u8, ev: &mut Vec<Event>) -> bool {
        if left == 0 {
            self.s.stack.pop();
            return true;
        }
        self.refill_empty_zombie_deck(ev)
    }

    /// RM-SPAWN-7, RM-BSPAWN-4: an empty zombie deck takes the discards
    /// before a draw. True when it was empty: the draw waits for the next
    /// step, or is dropped when no card is left at all.
    pub(crate) fn refill_empty_zombie_deck(&mut self, ev: &mut Vec<Event>) -> bool {
        if self.s.zdeck != 0 {
            return false;
        }
        self.s.zdeck = self.s.zdiscard;
        self.s.zdiscard = 0;
        ev.push(Event::DeckReshuffled { zombie: true });
        if self.s.zdeck == 0 {
            self.s.stack.pop();
        }
        true
    }

    /// The seat dealing the cards out: the Distributor's.
    pub(crate) fn distributing_seat(&self, by: u8) -> u8 {
        if by == NONE { self.s.first_player } else { self.owner(by) }
    }

    pub(crate) fn gen_distribute(&self, f: Sink) {
        for c in iter_mask(self.s.held) {
            if f(Action::DrawZombie(c)) {
                return;
            }
        }
    }

    /// Deals the last card alone, and ends when every spawn has its card
    /// (or the cards ran out).
    pub(crate) fn distribute_auto(&mut self, pos: u8, ev: &mut Vec<Event>) -> bool {
        if pos >= self.s.queue_len || self.s.held == 0 {
            self.s.stack.pop();
            // Cards left with no spawn to go to (the deck ran short of
            // nothing, so none normally): back to the discard pile.
            self.s.zdiscard |= std::mem::take(&mut self.s.held);
            return true;
        }
        if self.s.held.count_ones() == 1 {
            self.apply_distribute(Action::DrawZombie(self.s.held.trailing_zeros() as u8), ev);
            return true;
        }
        false
    }

    pub(crate) fn apply_distribute(&mut self, a: Action, ev: &mut Vec<Event>) {
        let Action::DrawZombie(c) = a else { return };
        let Some(Step::Distribute { pos, .. }) = self.s.stack.top_mut() else { return };
        let zone = self.s.spawn_queue[*pos as usize];
        *pos += 1;
        self.s.held &= !(1 << c);
        self.s.zdiscard |= 1 << c;
        let danger = self.danger();
        ev.push(Event::ZombieCard { number: self.st.card_numbers[c as usize], zone: Some(zone) });
        self.resolve_card(zone, c, danger, ev);
    }
}
