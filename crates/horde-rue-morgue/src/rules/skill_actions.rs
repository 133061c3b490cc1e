//! Skills that are actions of their own (`Action::UseSkill`): Medic,
//! Shove, Lifesaver, Loud, Taunt, Born leader, Lock it down and more. Which skills offer
//! which targets, and what each costs, is asked of `skills`; this module
//! lists the legal uses and carries them out.

use super::RueMorgue;
use super::action::Action;
use super::event::Event;
use super::state::{NONE, Slot, flag};
use crate::map::iter_mask;
use crate::skills::{self, ActionKind, Skill};
use horde_core::Illegal;

type Sink<'a> = &'a mut dyn FnMut(Action) -> bool;

impl RueMorgue {
    fn same_team(&self, a: u8, b: u8) -> bool {
        let t = &self.st.team_of_seat;
        t.get(self.owner(a) as usize) == t.get(self.owner(b) as usize)
    }

    /// Zones one step away along a clear path: open doors, no walls.
    fn clear_neighbours(&self, zone: u8) -> u64 {
        let map = self.st.map();
        let mut m = 0u64;
        for l in &map.links[zone as usize] {
            if map.walkable(zone, l.to, self.s.open_doors) {
                m |= 1 << l.to;
            }
        }
        m
    }

    /// Zones a Jump lands in (RM-SKILL-63): two steps along clear paths,
    /// in sight at range 2. The crossed zone's actors do not stop it; the
    /// sight line already breaks at tents and wrecks, the obstacles that
    /// forbid the jump.
    fn jump_reach(&self, zone: u8) -> u64 {
        let map = self.st.map();
        let mut sight = [u8::MAX; crate::map::MAX_ZONES];
        map.sight(zone, self.s.open_doors, &mut sight);
        let mut out = 0u64;
        for m in iter_mask(self.clear_neighbours(zone)) {
            if sight[m as usize] != 1 {
                continue;
            }
            for t in iter_mask(self.clear_neighbours(m)) {
                if sight[t as usize] == 2 {
                    out |= 1 << t;
                }
            }
        }
        out
    }

    /// Everyone `a` could rescue from `zone` (RM-SKILL-70): friendly
    /// survivors on the ground there.
    fn rescuable(&self, a: u8, zone: u8) -> impl Iterator<Item = u8> + '_ {
        self.ground_survivors_in(zone).filter(move |&o| o != a && self.same_team(a, o))
    }

    /// The targets the active survivor `a` may use `skill` on now.
    fn skill_targets(&self, a: u8, skill: Skill, f: &mut dyn FnMut(u8) -> bool) {
        let s = &self.s.survivors[a as usize];
        let z = s.zone;
        let ground = s.aboard == NONE;
        if let Some(usage) = skills::skill_use(skill)
            && usage.charge
        {
            // Normal movement rules: the extra cost of leaving zombies is
            // paid in actions, on top of the skill's own action.
            let cost = u8::from(usage.costs_action) + skills::leave_cost(s.skills, self.zombies_in(z));
            if !ground || (cost > 0 && !self.can_pay(a, ActionKind::Other, cost)) {
                return;
            }
            let dist = self.distances_within(a, 2);
            for (t, &d) in dist.iter().enumerate() {
                if d != u8::MAX && d > 0 && (self.zombies_in(t as u8) > 0 || self.rival_in(a, t as u8)) && f(t as u8) {
                    return;
                }
            }
            return;
        }
        match skill {
            Skill::MEDIC => {
                for o in 0..self.s.n_surv {
                    let t = &self.s.survivors[o as usize];
                    if t.alive() && t.wounds > 0 && t.zone == z && self.in_flight(o) == self.in_flight(a) && f(o) {
                        return;
                    }
                }
            }
            Skill::SHOVE if ground && self.zombies_in(z) > 0 => {
                for t in iter_mask(self.clear_neighbours(z)) {
                    if f(t) {
                        return;
                    }
                }
            }
            Skill::LIFESAVER if ground => {
                for t in iter_mask(self.clear_neighbours(z)) {
                    if self.zombies_in(t) > 0 && self.rescuable(a, t).next().is_some() && f(t) {
                        return;
                    }
                }
            }
            Skill::LOUD if ground => {
                f(z);
            }
            // Any zone he sees with zombies to taunt, his own included.
            Skill::TAUNT if ground => {
                let map = self.st.map();
                let mut sight = [u8::MAX; crate::map::MAX_ZONES];
                map.sight(z, self.s.open_doors, &mut sight);
                for t in 0..map.zone_count() as u8 {
                    if sight[t as usize] != u8::MAX && self.zombies_in(t) > 0 && f(t) {
                        return;
                    }
                }
            }
            Skill::BORN_LEADER => {
                for o in 0..self.s.n_surv {
                    let t = &self.s.survivors[o as usize];
                    if o != a && t.alive() && self.same_team(a, o) && self.in_flight(o) == self.in_flight(a) && f(o) {
                        return;
                    }
                }
            }
            // Slippery does not apply: the zombies he leaves cost as usual.
            Skill::JUMP
                if ground
                    && s.flags & flag::JUMPED == 0
                    && self.can_pay(a, ActionKind::Other, 1 + self.zombies_in(z)) =>
            {
                for t in iter_mask(self.jump_reach(z)) {
                    if f(t) {
                        return;
                    }
                }
            }
            Skill::TRICK_SHOT if self.can_pay(a, ActionKind::Ranged, 1) => {
                for t in iter_mask(self.trick_shot_zones(a)) {
                    if f(t) {
                        return;
                    }
                }
            }
            Skill::LOCK_IT_DOWN if ground && self.can_pay(a, ActionKind::Other, 1) => {
                for (d, door) in self.st.map().doors.iter().enumerate() {
                    if self.s.open_doors & (1 << d) != 0 && (door.a == z || door.b == z) && f(d as u8) {
                        return;
                    }
                }
            }
            _ => {}
        }
    }

    pub(crate) fn gen_skill_actions(&self, a: u8, f: Sink) {
        let s = self.s.survivors[a as usize];
        for skill in s.skills.iter() {
            let Some(usage) = skills::skill_use(skill) else { continue };
            if usage.once_per_turn && s.used & usage.bit != 0 {
                continue;
            }
            let mut stop = false;
            self.skill_targets(a, skill, &mut |target| {
                stop = f(Action::UseSkill { skill: skill.0, target });
                stop
            });
            if stop {
                return;
            }
        }
    }

    pub(crate) fn apply_skill_action(&mut self, a: u8, skill: Skill, target: u8, ev: &mut Vec<Event>) {
        let Some(usage) = skills::skill_use(skill) else { return };
        let here = self.s.survivors[a as usize].zone;
        let leave = if usage.charge {
            skills::leave_cost(self.s.survivors[a as usize].skills, self.zombies_in(here))
        } else if skill == Skill::JUMP {
            self.zombies_in(here)
        } else {
            0
        };
        let cost = u8::from(usage.costs_action) + leave;
        // Trick shot is a ranged action: free ranged actions pay for it.
        let kind = if skill == Skill::TRICK_SHOT { ActionKind::Ranged } else { ActionKind::Other };
        if cost > 0 {
            self.pay(a, kind, cost);
        }
        self.s.survivors[a as usize].used |= usage.bit;
        ev.push(Event::SkillUsed { survivor: a, skill: skill.0 });
        if usage.charge {
            self.s.survivors[a as usize].zone = target;
            ev.push(Event::Moved { survivor: a, from: here, to: target });
            self.entered(a, target, ev);
            if let Some(kind) = usage.then {
                self.s.survivors[a as usize].free[skills::pool_granted(kind)] += 1;
            }
            return;
        }
        match skill {
            Skill::MEDIC => self.heal_one(target, ev),
            Skill::SHOVE => {
                // Not a move: nothing activates, no extra cost is paid.
                for k in 0..5 {
                    let n = std::mem::take(&mut self.s.zombies[here as usize][k]);
                    self.s.zombies[target as usize][k] += n;
                    if n > 0 {
                        ev.push(Event::ZombiesMoved {
                            from: here,
                            to: target,
                            kind: super::state::kind_of(k),
                            count: n,
                        });
                    }
                }
            }
            Skill::LIFESAVER => {
                let rescued: Vec<u8> = self.rescuable(a, target).collect();
                for o in rescued {
                    self.s.survivors[o as usize].zone = here;
                    ev.push(Event::Moved { survivor: o, from: target, to: here });
                }
            }
            Skill::LOUD => {
                self.s.loud = target;
                self.s.loud_by = a;
            }
            Skill::BORN_LEADER => {
                let t = &mut self.s.survivors[target as usize];
                t.gift = t.gift.saturating_add(1);
            }
            Skill::TRICK_SHOT => self.start_trick_shot(a, target, ev),
            Skill::TAUNT => {
                // Calling the zombies to him is no way to stay unnoticed
                // (Rotten, RM-SKILL-33; see the rulings).
                self.stir(a);
                self.start_taunt(a, target);
            }
            Skill::JUMP => {
                self.s.survivors[a as usize].flags |= flag::JUMPED;
                self.s.survivors[a as usize].zone = target;
                ev.push(Event::Moved { survivor: a, from: here, to: target });
                self.entered(a, target, ev);
            }
            Skill::LOCK_IT_DOWN => {
                // Its building has spawned already: a reopening finds nobody
                // new (RM-DOOR-3).
                self.s.open_doors &= !(1u64 << target);
                ev.push(Event::DoorClosed { survivor: a, door: target });
            }
            _ => {}
        }
    }

    /// Medic (RM-SKILL-50): one wound card goes.
    fn heal_one(&mut self, surv: u8, ev: &mut Vec<Event>) {
        let s = &mut self.s.survivors[surv as usize];
        if let Some(slot) = s.slots.iter_mut().find(|x| x.is_wound()) {
            *slot = Slot::EMPTY;
            s.wounds = s.wounds.saturating_sub(1);
            ev.push(Event::WoundsHealed { survivor: surv, count: 1 });
        }
    }

    pub(crate) fn explain_skill_action(&self, a: u8, skill: u8, target: u8) -> Illegal {
        let k = Skill(skill);
        let name = self.name(a);
        let s = &self.s.survivors[a as usize];
        let Some(usage) = skills::skill_use(k) else {
            return Illegal::new("RM-SKILL-00", format!("{} is not a skill used as an action", k.name()));
        };
        let rule = usage.rule;
        if !s.skills.has(k) {
            Illegal::new(rule, format!("{name} does not have the skill {}", k.name()))
        } else if usage.once_per_turn && s.used & usage.bit != 0 {
            Illegal::new(rule, format!("{name} has used {} already this turn", k.name()))
        } else if k == Skill::JUMP && s.flags & flag::JUMPED != 0 {
            Illegal::new(rule, format!("{name} has jumped already in this activation"))
        } else if k == Skill::JUMP {
            Illegal::new(rule, format!("{name} jumps exactly two zones, into a zone in sight, along clear paths"))
        } else if k == Skill::TRICK_SHOT {
            Illegal::new(
                rule,
                format!("{name} needs identical ready ranged weapons in both hands and two zones to fire at"),
            )
        } else {
            Illegal::new(rule, format!("{name} cannot use {} on #{target} now", k.name()))
        }
    }
}

/// "Is that all you've got?" (RM-SKILL-80): a wound about to be taken may
/// be cancelled by discarding an equipment card, so taking it becomes a
/// choice of the wounded survivor's seat.
impl RueMorgue {
    pub(crate) fn wound_cancel_offered(&self, surv: u8) -> bool {
        let s = &self.s.survivors[surv as usize];
        s.alive() && skills::cancels_wounds_with_items(s.skills) && s.has_equipment()
    }

    /// Cancel with any card, or take the wound as the rules would have it:
    /// the card it costs (RM-ZATK-2), or `Done` when it costs none.
    pub(crate) fn gen_wound_with_cancel(&self, surv: u8, f: Sink) {
        let s = &self.s.survivors[surv as usize];
        for (i, _) in s.items() {
            if f(Action::UseSkill { skill: Skill::IS_THAT_ALL.0, target: i as u8 }) {
                return;
            }
        }
        let grip = skills::keeps_items_when_wounded(s.skills) && s.has_free_slot();
        match if s.wounds >= 1 || grip { None } else { self.wound_discard_choice(surv) } {
            Some(Err(())) => {
                for (i, _) in s.items() {
                    if f(Action::WoundDiscard(i as u8)) {
                        return;
                    }
                }
            }
            Some(Ok(slot)) => {
                let _ = f(Action::WoundDiscard(slot as u8));
            }
            None => {
                let _ = f(Action::Done);
            }
        }
    }

    pub(crate) fn apply_wound_with_cancel(&mut self, surv: u8, by: u8, a: Action, ev: &mut Vec<Event>) {
        if let Some(super::state::Step::WoundOn { left, .. }) = self.s.stack.top_mut() {
            *left -= 1;
        }
        match a {
            Action::UseSkill { target, .. } => {
                ev.push(Event::SkillUsed { survivor: surv, skill: Skill::IS_THAT_ALL.0 });
                if let Some(c) = self.s.survivors[surv as usize].slots[target as usize].item() {
                    self.s.survivors[surv as usize].slots[target as usize] = Slot::EMPTY;
                    self.discard_card(c);
                    ev.push(Event::CardDiscarded { survivor: surv, card: c });
                }
            }
            Action::WoundDiscard(slot) => self.wound(surv, Some(slot as usize), by, ev),
            _ => self.wound(surv, None, by, ev),
        }
    }
}

/// Matching set (RM-SKILL-59): a Dual weapon drawn in a search may bring
/// its twin from the deck, once per turn; both are then kept or discarded
/// like any searched card. The deck keeps no order, so "then shuffle" has
/// nothing to do.
impl RueMorgue {
    pub(crate) fn matching_card_offered(&self, surv: u8, card: u8) -> bool {
        let s = &self.s.survivors[surv as usize];
        let dual = self.st.melee(card).is_some_and(|p| p.dual) || self.st.ranged(card).is_some_and(|p| p.dual);
        dual && s.skills.has(Skill::MATCHING_SET)
            && s.used & skills::MATCHING_SET_USED == 0
            && self.s.eq_deck.get(card as usize).is_some_and(|&n| n > 0)
    }

    pub(crate) fn take_matching_card(&mut self, surv: u8, card: u8, ev: &mut Vec<Event>) {
        self.s.survivors[surv as usize].used |= skills::MATCHING_SET_USED;
        self.s.eq_deck[card as usize] -= 1;
        ev.push(Event::SkillUsed { survivor: surv, skill: Skill::MATCHING_SET.0 });
        ev.push(Event::Searched { survivor: surv, card: Some(card) });
        // The twin waits under the drawn card: placed right after it.
        let top = self.s.stack.pop();
        self.s.stack.push(super::state::Step::PlaceCard { surv, card });
        if let Some(t) = top {
            self.s.stack.push(t);
        }
    }
}

/// Fate (RM-SKILL-72): once per turn, a card just revealed by a search
/// goes to the discard pile and another is drawn in its place; "Aaahh!"
/// included, which then never acts.
impl RueMorgue {
    pub(crate) fn fate_offered(&self, surv: u8) -> bool {
        let s = &self.s.survivors[surv as usize];
        s.skills.has(Skill::FATE) && s.used & skills::FATE_USED == 0
    }

    pub(crate) fn use_fate(&mut self, surv: u8, ev: &mut Vec<Event>) {
        let Some(super::state::Step::PlaceCard { card, .. }) = self.s.stack.pop() else { return };
        self.s.survivors[surv as usize].used |= skills::FATE_USED;
        ev.push(Event::SkillUsed { survivor: surv, skill: Skill::FATE.0 });
        self.discard_card(card);
        ev.push(Event::CardDiscarded { survivor: surv, card });
        self.s.stack.push(super::state::Step::SearchDraw { surv });
    }
}
