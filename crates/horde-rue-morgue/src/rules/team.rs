//! Team actions (RM-TEAM): «Набегаем!» (Rush in), «Вперёд!» (Forward) and
//! «Пли!» (Fire), each in its two modes.
//!
//! The active survivor declares a card, a mode and a zone
//! (`Action::TeamAction`); his seat then picks the teammates who join him
//! (`Action::Teammate`, at least one, `Done` to stop), then the order in
//! which they perform; each performer finishes (his free move, then his
//! free attack) before the next starts (RM-TEAM-3). A team action is not an
//! activation and costs no action (RM-TEAM-4).

use super::RueMorgue;
use super::action::{Action, BOTH_HANDS};
use super::event::Event;
use super::state::{NONE, Step};
use crate::map::{MAX_ZONES, iter_mask};
use crate::skills::{self, Skill};

type Sink<'a> = &'a mut dyn FnMut(Action) -> bool;

/// The three team action cards, by index in `Options::team_cards`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TeamCard {
    RushIn = 0,
    Forward = 1,
    Fire = 2,
}

impl TeamCard {
    pub const ALL: [Self; 3] = [Self::RushIn, Self::Forward, Self::Fire];
    /// Copies of each card in the box (RM-PARTS-9): every team holds the
    /// same choice, so the teams together cannot take more than this.
    pub const COPIES: u8 = 3;
    pub fn id(self) -> &'static str {
        ["rush_in", "forward", "fire"][self as usize]
    }
    pub fn from_id(id: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|c| c.id() == id)
    }
    fn rule(self, mode_b: bool) -> &'static str {
        match (self, mode_b) {
            (Self::RushIn, false) => "RM-TEAM-RUSH-1",
            (Self::RushIn, true) => "RM-TEAM-RUSH-2",
            (Self::Forward, false) => "RM-TEAM-FWD-1",
            (Self::Forward, true) => "RM-TEAM-FWD-2",
            (Self::Fire, false) => "RM-TEAM-FIRE-1",
            (Self::Fire, true) => "RM-TEAM-FIRE-2",
        }
    }
}

/// `card * 2 + mode` (mode 1 = B, "from the zone where all stand").
pub fn card_mode(card: TeamCard, mode_b: bool) -> u8 {
    card as u8 * 2 + u8::from(mode_b)
}

fn split(cm: u8) -> (TeamCard, bool) {
    (TeamCard::ALL[(cm / 2).min(2) as usize], cm % 2 == 1)
}

/// The per-turn bit of +1 free Team action (RM-SKILL-08) in `Surv::used`.
const EXTRA_TEAM_USED: u16 = 256;

impl RueMorgue {
    fn team(&self, surv: u8) -> usize {
        self.st.team_of_seat.get(self.owner(surv) as usize).copied().unwrap_or(0).min(3) as usize
    }

    /// Can `m` leave his zone with the one free move of a team action?
    /// The free move pays no extra cost, so zombies hold him unless he
    /// leaves for free (RM-TEAM-RUSH-3, RM-TEAM-FWD-3; see the rulings).
    fn free_to_leave(&self, m: u8) -> bool {
        let s = &self.s.survivors[m as usize];
        skills::leave_cost(s.skills, self.zombies_in(s.zone)) == 0
    }

    fn one_move_reach(&self, m: u8) -> u64 {
        if !self.free_to_leave(m) {
            return 0;
        }
        let s = &self.s.survivors[m as usize];
        let dist = self.distances_within(m, skills::zones_per_move(s.skills));
        let mut mask = 0u64;
        for (z, &d) in dist.iter().enumerate() {
            if d != u8::MAX && d > 0 {
                mask |= 1 << z;
            }
        }
        mask
    }

    fn has_melee(&self, m: u8) -> bool {
        let s = &self.s.survivors[m as usize];
        s.slots[..2].iter().any(|x| x.item().is_some_and(|c| self.st.melee(c).is_some()))
    }

    /// Ranged attacks `m` could make now at `only` (or anywhere), free.
    fn ranged_options(&self, m: u8, only: Option<u8>, f: &mut dyn FnMut(Action) -> bool) {
        let s = &self.s.survivors[m as usize];
        let map = self.st.map();
        let mut sight = [u8::MAX; MAX_ZONES];
        map.sight(s.zone, self.s.open_doors, &mut sight);
        let dual = {
            let (a, b) = (s.slots[0], s.slots[1]);
            let c = a.item();
            c.is_some()
                && c == b.item()
                && !a.spent()
                && !b.spent()
                && c.and_then(|c| self.st.ranged(c)).is_some_and(|p| p.dual || skills::treats_as_dual(s.skills, false))
        };
        for h in [0u8, 1, BOTH_HANDS] {
            let slot = if h == BOTH_HANDS { 0 } else { h as usize };
            if h == BOTH_HANDS && !dual {
                continue;
            }
            if h == 1 && s.slots[1].item() == s.slots[0].item() && !s.slots[0].spent() {
                continue;
            }
            let x = s.slots[slot];
            let Some(p) = x.item().and_then(|c| self.st.ranged(c)) else { continue };
            if x.spent() {
                continue;
            }
            let max = skills::range_max(s.skills, p.range_max);
            for (t, &d) in sight.iter().enumerate().take(map.zone_count()) {
                let t = t as u8;
                let hit = self.zombies_in(t) > 0 || self.ground_survivors_in(t).any(|o| o != m);
                let fits = d != u8::MAX && d >= p.range_min && d <= max && hit && only.is_none_or(|z| z == t);
                if fits && f(Action::Ranged { hand: h, zone: t }) {
                    return;
                }
            }
        }
    }

    fn can_fire(&self, m: u8, only: Option<u8>) -> bool {
        let mut any = false;
        self.ranged_options(m, only, &mut |_| {
            any = true;
            true
        });
        any
    }

    /// May `m` take part in the declared team action (RM-TEAM-3 step 2)?
    fn eligible(&self, m: u8, cm: u8, zone: u8) -> bool {
        let s = &self.s.survivors[m as usize];
        if !s.alive() || s.aboard != NONE {
            return false;
        }
        let (card, mode_b) = split(cm);
        let here = s.zone == zone;
        match (card, mode_b) {
            (TeamCard::RushIn, false) => {
                self.has_melee(m) && self.zombies_in(zone) > 0 && (here || self.one_move_reach(m) & (1 << zone) != 0)
            }
            (TeamCard::RushIn, true) => {
                here && self.has_melee(m) && (self.zombies_in(zone) > 0 || self.free_to_leave(m))
            }
            (TeamCard::Forward, false) => !here && self.one_move_reach(m) & (1 << zone) != 0,
            (TeamCard::Forward, true) => here && self.one_move_reach(m) != 0,
            (TeamCard::Fire, false) => self.can_fire(m, Some(zone)),
            (TeamCard::Fire, true) => here && self.can_fire(m, None),
        }
    }

    fn teammates(&self, a: u8) -> impl Iterator<Item = u8> + '_ {
        (0..self.s.n_surv).filter(move |&o| o != a && self.team(o) == self.team(a))
    }

    /// Cards the active survivor's team may still declare this players'
    /// phase (RM-TEAM-2, +1 free Team action RM-SKILL-08).
    fn playable_cards(&self, a: u8) -> [bool; 3] {
        let t = self.team(a);
        let owned = self.st.team_cards;
        let played = self.s.team_played[t];
        let s = &self.s.survivors[a as usize];
        let first = played.iter().all(|&n| n == 0);
        let extra = s.skills.has(Skill::PLUS_1_FREE_TEAM_ACTION) && s.used & EXTRA_TEAM_USED == 0;
        let mut out = [false; 3];
        for c in 0..3 {
            out[c] = (first || extra) && played[c] < owned[c];
        }
        out
    }

    pub(crate) fn gen_team_actions(&self, a: u8, f: Sink) {
        if self.st.team_cards.iter().all(|&n| n == 0) || self.s.survivors[a as usize].aboard != NONE {
            return;
        }
        let playable = self.playable_cards(a);
        for card in TeamCard::ALL {
            if !playable[card as usize] {
                continue;
            }
            for mode_b in [false, true] {
                let cm = card_mode(card, mode_b);
                for zone in 0..self.st.map().zone_count() as u8 {
                    if self.eligible(a, cm, zone)
                        && self.teammates(a).any(|o| self.eligible(o, cm, zone))
                        && f(Action::TeamAction { card_mode: cm, zone })
                    {
                        return;
                    }
                }
            }
        }
    }

    pub(crate) fn declare_team_action(&mut self, a: u8, cm: u8, zone: u8, ev: &mut Vec<Event>) {
        let (card, _) = split(cm);
        let t = self.team(a);
        if self.s.team_played[t].iter().any(|&n| n > 0) {
            self.s.survivors[a as usize].used |= EXTRA_TEAM_USED;
        }
        self.s.team_played[t][card as usize] += 1;
        ev.push(Event::TeamActionDeclared { survivor: a, card_mode: cm, zone });
        self.s.stack.push(Step::TeamMembers { card_mode: cm, zone, chosen: 1 << a });
    }

    pub(crate) fn gen_team_members(&self, cm: u8, zone: u8, chosen: u16, f: Sink) {
        let a = self.s.active;
        for o in self.teammates(a) {
            if chosen & (1 << o) == 0 && self.eligible(o, cm, zone) && f(Action::Teammate(o)) {
                return;
            }
        }
        if chosen.count_ones() >= 2 {
            let _ = f(Action::Done);
        }
    }

    pub(crate) fn apply_team_member(&mut self, act: Action) {
        let Some(Step::TeamMembers { card_mode, zone, chosen }) = self.s.stack.top() else { return };
        match act {
            Action::Teammate(o) => {
                if let Some(Step::TeamMembers { chosen, .. }) = self.s.stack.top_mut() {
                    *chosen |= 1 << o;
                }
            }
            _ => {
                self.s.stack.pop();
                self.s.stack.push(Step::TeamOrder { card_mode, zone, left: chosen });
            }
        }
    }

    /// Automatic once nobody is left to choose: no eligible teammate is
    /// left unpicked, or one performer is left to go.
    pub(crate) fn team_auto(&mut self, step: Step, ev: &mut Vec<Event>) -> bool {
        match step {
            Step::TeamMembers { card_mode, zone, chosen } => {
                let a = self.s.active;
                let more = self.teammates(a).any(|o| chosen & (1 << o) == 0 && self.eligible(o, card_mode, zone));
                if more {
                    return false;
                }
                self.s.stack.pop();
                self.s.stack.push(Step::TeamOrder { card_mode, zone, left: chosen });
                true
            }
            Step::TeamOrder { card_mode, zone, left } => match left.count_ones() {
                0 => {
                    self.s.stack.pop();
                    true
                }
                1 => {
                    self.start_performer(left.trailing_zeros() as u8, card_mode, zone);
                    true
                }
                _ => false,
            },
            Step::TeamPerform { surv, card_mode, zone, stage } => self.perform_auto(surv, card_mode, zone, stage, ev),
            _ => false,
        }
    }

    fn start_performer(&mut self, m: u8, cm: u8, zone: u8) {
        if let Some(Step::TeamOrder { left, .. }) = self.s.stack.top_mut() {
            *left &= !(1 << m);
        }
        self.s.stack.push(Step::TeamPerform { surv: m, card_mode: cm, zone, stage: 0 });
    }

    pub(crate) fn gen_team_order(&self, left: u16, f: Sink) {
        for m in 0..16u8 {
            if left & (1 << m) != 0 && f(Action::Teammate(m)) {
                return;
            }
        }
    }

    pub(crate) fn apply_team_order(&mut self, act: Action) {
        let Some(Step::TeamOrder { card_mode, zone, .. }) = self.s.stack.top() else { return };
        if let Action::Teammate(m) = act {
            self.start_performer(m, card_mode, zone);
        }
    }

    /// Zones the performer may pick for his move (modes B), or none when
    /// his move is automatic or not his to choose.
    fn move_choices(&self, m: u8, cm: u8) -> u64 {
        let (card, mode_b) = split(cm);
        if !mode_b {
            return 0;
        }
        let reach = self.one_move_reach(m);
        match card {
            TeamCard::Forward => reach,
            TeamCard::RushIn => {
                // Staying is allowed only where zombies are to be fought.
                let here = self.s.survivors[m as usize].zone;
                let mut zones = 0u64;
                for z in iter_mask(reach) {
                    if self.zombies_in(z) > 0 {
                        zones |= 1 << z;
                    }
                }
                if self.zombies_in(here) > 0 { zones | 1 << here } else { zones }
            }
            TeamCard::Fire => 0,
        }
    }

    fn attack_choices(&self, m: u8, cm: u8, zone: u8, f: Sink) {
        let (card, mode_b) = split(cm);
        let s = &self.s.survivors[m as usize];
        if !s.alive() {
            return;
        }
        match card {
            TeamCard::RushIn => {
                let z = s.zone;
                if self.zombies_in(z) == 0
                    && !self.ground_survivors_in(z).any(|o| o != m && self.team(o) != self.team(m))
                {
                    return;
                }
                let mut seen = None;
                for h in 0..2u8 {
                    if let Some(c) = s.slots[h as usize].item()
                        && self.st.melee(c).is_some()
                        && seen != Some(c)
                    {
                        seen = Some(c);
                        if f(Action::Melee { hand: h }) {
                            return;
                        }
                    }
                }
                let (a, b) = (s.slots[0].item(), s.slots[1].item());
                if a.is_some()
                    && a == b
                    && a.and_then(|c| self.st.melee(c))
                        .is_some_and(|p| p.dual || skills::treats_as_dual(s.skills, true))
                {
                    let _ = f(Action::Melee { hand: BOTH_HANDS });
                }
            }
            TeamCard::Fire => self.ranged_options(m, if mode_b { None } else { Some(zone) }, f),
            TeamCard::Forward => {}
        }
    }

    fn perform_auto(&mut self, m: u8, cm: u8, zone: u8, stage: u8, ev: &mut Vec<Event>) -> bool {
        let set_stage = |g: &mut Self, st: u8| {
            if let Some(Step::TeamPerform { stage, .. }) = g.s.stack.top_mut() {
                *stage = st;
            }
        };
        let (card, mode_b) = split(cm);
        match stage {
            0 => {
                // The move (RM-TEAM-4: performed even if conditions changed,
                // RM-TEAM-5).
                if !mode_b && card != TeamCard::Fire && self.s.survivors[m as usize].zone != zone {
                    self.team_move(m, zone, ev);
                } else {
                    let choices = self.move_choices(m, cm);
                    // Staying put as the only choice needs no decision.
                    if choices != 0 && choices != 1 << self.s.survivors[m as usize].zone {
                        return false;
                    }
                }
                set_stage(self, 1);
                true
            }
            1 => {
                let mut n = 0;
                let mut only = None;
                self.attack_choices(m, cm, zone, &mut |a| {
                    n += 1;
                    only = Some(a);
                    false
                });
                match (n, only) {
                    (0, _) | (_, None) => {
                        self.s.stack.pop();
                        true
                    }
                    (1, Some(a)) => {
                        self.team_attack(m, a, ev);
                        true
                    }
                    _ => false,
                }
            }
            _ => {
                self.s.stack.pop();
                true
            }
        }
    }

    pub(crate) fn gen_team_perform(&self, m: u8, cm: u8, zone: u8, stage: u8, f: Sink) {
        if stage == 0 {
            for z in iter_mask(self.move_choices(m, cm)) {
                if f(Action::ChooseZone(z)) {
                    return;
                }
            }
        } else {
            self.attack_choices(m, cm, zone, f);
        }
    }

    pub(crate) fn apply_team_perform(&mut self, m: u8, stage: u8, act: Action, ev: &mut Vec<Event>) {
        if stage == 0 {
            if let Action::ChooseZone(z) = act
                && z != self.s.survivors[m as usize].zone
            {
                self.team_move(m, z, ev);
            }
            if let Some(Step::TeamPerform { stage, .. }) = self.s.stack.top_mut() {
                *stage = 1;
            }
        } else {
            self.team_attack(m, act, ev);
        }
    }

    fn team_move(&mut self, m: u8, to: u8, ev: &mut Vec<Event>) {
        let from = self.s.survivors[m as usize].zone;
        self.s.survivors[m as usize].zone = to;
        ev.push(Event::Moved { survivor: m, from, to });
        self.entered(m, to, ev);
    }

    /// The free attack, with no action spent; the step moves on first so
    /// that the attack's own steps run above it.
    fn team_attack(&mut self, m: u8, act: Action, ev: &mut Vec<Event>) {
        if let Some(Step::TeamPerform { stage, .. }) = self.s.stack.top_mut() {
            *stage = 2;
        }
        let z = self.s.survivors[m as usize].zone;
        match act {
            Action::Melee { hand } => self.start_attack(m, hand, z, false, ev),
            Action::Ranged { hand, zone } => self.start_attack(m, hand, zone, true, ev),
            _ => {}
        }
    }

    pub(crate) fn team_rule(&self, cm: u8) -> &'static str {
        let (card, mode_b) = split(cm);
        card.rule(mode_b)
    }
}

impl RueMorgue {
    pub(crate) fn explain_team_action(&self, a: u8, cm: u8) -> horde_core::Illegal {
        use horde_core::Illegal;
        let (card, _) = split(cm);
        let name = self.name(a);
        if self.st.team_cards.get(card as usize).is_none_or(|&n| n == 0) {
            return Illegal::new("RM-TEAM-1", format!("{name}'s team did not choose the {} card", card.id()));
        }
        if !self.playable_cards(a).get(card as usize).copied().unwrap_or(false) {
            return Illegal::new("RM-TEAM-2", format!("{name}'s team has used its team action this players' phase"));
        }
        Illegal::new(
            self.team_rule(cm),
            format!("{name} cannot declare {} there with at least one able teammate (RM-TEAM-3)", card.id()),
        )
    }
}
