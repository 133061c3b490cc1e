//! Trick shot (RM-SKILL-79): identical ranged weapons in both hands fire
//! at two different zones in one ranged action. The first weapon's attack
//! resolves in full, then the shooter's seat picks the second zone.

use super::RueMorgue;
use super::action::Action;
use super::event::Event;
use super::state::Step;
use crate::map::{MAX_ZONES, iter_mask};
use crate::skills::{self, Skill};

impl RueMorgue {
    /// Zones the weapon in `hand` of `a` may fire at: in sight, within its
    /// range (RM-RANGED-1/3), holding a target. Empty when the hand holds no
    /// ready ranged weapon.
    fn shot_zones(&self, a: u8, hand: usize) -> u64 {
        let s = &self.s.survivors[a as usize];
        let slot = s.slots[hand];
        let Some(p) = slot.item().and_then(|c| self.st.ranged(c)) else { return 0 };
        if slot.spent() {
            return 0;
        }
        let map = self.st.map();
        let mut sight = [u8::MAX; MAX_ZONES];
        map.sight(s.zone, self.s.open_doors, &mut sight);
        let max = skills::range_max(s.skills, p.range_max);
        let mut out = 0u64;
        for (t, &d) in sight.iter().enumerate().take(map.zone_count()) {
            if d != u8::MAX && d >= p.range_min && d <= max && self.has_targets(t as u8, a) {
                out |= 1 << t;
            }
        }
        out
    }

    /// First zones a Trick shot may open with: both hands hold the same
    /// ready ranged weapon and it has a second zone to fire at.
    pub(crate) fn trick_shot_zones(&self, a: u8) -> u64 {
        let s = &self.s.survivors[a as usize];
        if !s.skills.has(Skill::TRICK_SHOT) || s.slots[0].item() != s.slots[1].item() {
            return 0;
        }
        let zones = self.shot_zones(a, 0) & self.shot_zones(a, 1);
        if zones.count_ones() >= 2 { zones } else { 0 }
    }

    /// The first weapon fires at `zone`; the second waits under its attack.
    pub(crate) fn start_trick_shot(&mut self, a: u8, zone: u8, ev: &mut Vec<Event>) {
        self.s.stack.push(Step::TrickShot { surv: a, first: zone });
        self.start_attack(a, 0, zone, true, ev);
    }

    /// Where the second weapon may fire: any other zone it reaches.
    pub(crate) fn trick_shot_second(&self, surv: u8, first: u8) -> u64 {
        self.shot_zones(surv, 1) & !(1u64 << first)
    }

    pub(crate) fn gen_trick_shot(&self, surv: u8, first: u8, f: &mut dyn FnMut(Action) -> bool) {
        for z in iter_mask(self.trick_shot_second(surv, first)) {
            if f(Action::ChooseZone(z)) {
                return;
            }
        }
    }

    pub(crate) fn apply_trick_shot(&mut self, surv: u8, a: Action, ev: &mut Vec<Event>) {
        if let Action::ChooseZone(z) = a {
            self.s.stack.pop();
            // One action makes one noise token (RM-NOISE-3): the first
            // weapon has made it.
            self.start_attack_quiet(surv, 1, z, true, ev);
        }
    }
}
