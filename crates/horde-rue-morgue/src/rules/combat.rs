//! Combat (RM-COMBAT, RM-MELEE, RM-RANGED, RM-PRIO, RM-CRAWL, RM-MOLOTOV).

use super::RueMorgue;
use super::action::{Action, BOTH_HANDS};
use super::event::Event;
use super::state::{AttackCtx, NONE, Slot, Step, flag, kind_of};
use crate::content::ZombieKind;
use crate::skills;

type Sink<'a> = &'a mut dyn FnMut(Action) -> bool;

/// A hit's possible targets when the choice is the player's.
enum HitChoice {
    None,
    One(Action),
    Many,
}

impl RueMorgue {
    pub(crate) fn start_attack(&mut self, a: u8, hand: u8, zone: u8, ranged: bool, ev: &mut Vec<Event>) {
        self.attack_from(a, hand, zone, ranged, true, ev);
    }

    /// The second attack of an action that has made its noise already.
    pub(crate) fn start_attack_quiet(&mut self, a: u8, hand: u8, zone: u8, ranged: bool, ev: &mut Vec<Event>) {
        self.attack_from(a, hand, zone, ranged, false, ev);
    }

    fn attack_from(&mut self, a: u8, hand: u8, zone: u8, ranged: bool, noise: bool, ev: &mut Vec<Event>) {
        self.stir(a);
        let s = self.s.survivors[a as usize];
        let one = [super::action::slot_of_hand(hand).unwrap_or(0)];
        let hands: &[usize] = if hand == BOTH_HANDS { &[0, 1] } else { &one };
        let Some(card) = s.slots[hands[0]].item() else { return };
        let profile = if ranged { self.st.ranged(card) } else { self.st.melee(card) };
        let Some(p) = profile.copied() else { return };
        if noise && p.noisy && skills::items_make_noise(s.skills) {
            // RM-NOISE-3: one token per action, whatever the dice or hands
            // (none for a Ninja, RM-SKILL-56).
            self.add_noise(s.zone, ev);
        }
        if p.kills_all {
            self.throw_molotov(a, hands[0], zone, ev);
            return;
        }
        let actors = self.actors_in(if ranged { zone } else { s.zone });
        let printed = skills::printed_dice(s.skills, p.dice, !ranged, actors);
        let mut dice = 0u8;
        for &h in hands {
            let mut d = skills::dice(s.skills, printed, !ranged, s.wounds);
            // The Knife: +dice when the other hand holds a melee weapon (RM-COMBAT-3).
            // A weapon used from the reserve (Tactical vest) has no other hand.
            let other = if h < 2 { s.slots[1 - h].item() } else { None };
            if !ranged && other.is_some_and(|o| self.st.melee(o).is_some()) {
                d += p.bonus_dice_with_melee_in_other_hand;
            }
            dice += d;
            if p.reload && !skills::weapon_stays_loaded(s.skills) {
                let slot = &mut self.s.survivors[a as usize].slots[h];
                *slot = slot.with_spent(true);
            }
        }
        let choose = !ranged || p.choose_targets || {
            let range = self.st.map().range_to(s.zone, zone, self.s.open_doors).unwrap_or(0);
            skills::chooses_ranged_targets(s.skills, range)
        };
        self.s.attack = AttackCtx {
            attacker: a,
            zone,
            card,
            dice,
            rolled: 0,
            accuracy: skills::accuracy(s.skills, p.accuracy, !ranged),
            damage: skills::damage(s.skills, p.damage, !ranged)
                + skills::damage_with_item(s.skills, s.damage_with, card),
            hits: 0,
            ones: 0,
            ranged,
            choose,
            killed_decrepit: 0,
            at_survivors: self.zombies_in(zone) == 0,
            sixes_counted: false,
            reaped: false,
            lucky_used: false,
            roll_kept: false,
        };
        ev.push(Event::Attack { survivor: a, zone, card, dice, ranged });
        self.s.n_dice = 0;
        self.s.stack.push(Step::AttackRoll);
    }

    /// RM-MOLOTOV-2/3: no dice; everything in the zone dies, the
    /// Abomination and survivors included; no crawlers (RM-CRAWL-3).
    fn throw_molotov(&mut self, a: u8, slot: usize, zone: u8, ev: &mut Vec<Event>) {
        self.s.survivors[a as usize].slots[slot] = Slot::EMPTY;
        // RM-MOLOTOV-4: set aside, available again for combining.
        self.s.molotovs += 1;
        ev.push(Event::Attack { survivor: a, zone, card: self.st.specials.molotov, dice: 0, ranged: true });
        let mut xp = 0u8;
        for k in 0..5 {
            let n = self.s.zombies[zone as usize][k];
            for _ in 0..n {
                ev.push(Event::ZombieKilled { by: a, zone, kind: kind_of(k) });
            }
            xp = xp.saturating_add(n.saturating_mul(self.st.kinds[k].xp));
            if kind_of(k) == ZombieKind::Abomination {
                self.s.abominations_killed = self.s.abominations_killed.saturating_add(n);
            }
            self.s.zombies[zone as usize][k] = 0;
        }
        if xp > 0 {
            self.note_kill(a);
        }
        let victims: Vec<u8> = self.ground_survivors_in(zone).collect();
        for v in victims {
            self.kill_survivor(v, ev);
        }
        if self.s.survivors[a as usize].alive() {
            self.gain_xp(a, xp, ev);
        }
    }

    /// A zombie killed: Hold your nose (RM-SKILL-42) grants its free
    /// search, once per turn.
    fn note_kill(&mut self, a: u8) {
        let s = &mut self.s.survivors[a as usize];
        if s.flags & flag::NOSE_GRANTED == 0 && skills::extra_search_after_kill(s.skills) {
            s.flags |= flag::NOSE_GRANTED;
            let pool = skills::pools_for(skills::ActionKind::Search)[0];
            s.free[pool] += 1;
        }
    }

    pub(crate) fn apply_attack_die(&mut self, act: Action, ev: &mut Vec<Event>) {
        let Action::Die(v) = act else { return };
        let n = self.s.n_dice as usize;
        if n < self.s.dice.len() {
            self.s.dice[n] = v;
            self.s.n_dice += 1;
        }
        let at = &mut self.s.attack;
        at.rolled += 1;
        if v >= at.accuracy {
            at.hits += 1;
        }
        if v == 1 {
            // RM-CRAWL-1/2: natural ones only.
            at.ones += 1;
        }
        ev.push(Event::DieRolled { value: v });
    }

    /// Zombies and survivors standing in a zone (Barbarian, Automatic fire).
    fn actors_in(&self, zone: u8) -> u8 {
        let survivors = self.ground_survivors_in(zone).count() as u8;
        self.zombies_in(zone).saturating_add(survivors)
    }

    /// All the attack's dice are rolled: Roll 6 (RM-SKILL-27..29) may add
    /// one die per six of that first roll, once. True when the roll is over.
    pub(crate) fn attack_roll_complete(&mut self, ev: &mut Vec<Event>) -> bool {
        let at = self.s.attack;
        if at.sixes_counted || at.attacker == NONE {
            return true;
        }
        // Re-rolls come before Roll 6's extra dice (RM-SKILL-27..29).
        if !at.roll_kept {
            let s = &self.s.survivors[at.attacker as usize];
            if skills::rerolls(s.skills, at.lucky_used, s.used).iter().any(Option::is_some) {
                self.s.stack.push(Step::Reroll);
                return false;
            }
        }
        self.s.attack.sixes_counted = true;
        let n = (self.s.n_dice as usize).min(self.s.dice.len());
        let sixes = self.s.dice[..n].iter().filter(|&&v| v == 6).count() as u8;
        let skills = self.s.survivors[at.attacker as usize].skills;
        let extra = skills::dice_for_sixes(skills, !at.ranged, sixes);
        if extra == 0 {
            return true;
        }
        // The extra dice show up as the rolls that follow.
        let _ = ev;
        self.s.attack.dice = at.dice.saturating_add(extra);
        false
    }

    pub(crate) fn gen_rerolls(&self, f: Sink) {
        let at = self.s.attack;
        let s = &self.s.survivors[at.attacker as usize];
        for k in skills::rerolls(s.skills, at.lucky_used, s.used).into_iter().flatten() {
            if f(Action::UseSkill { skill: k.0, target: 0 }) {
                return;
            }
        }
        let _ = f(Action::Done);
    }

    /// Lucky or 1 re-roll per turn: every die of the action is rolled
    /// again and the new result replaces the old (RM-SKILL-19, 74).
    pub(crate) fn apply_reroll(&mut self, act: Action, ev: &mut Vec<Event>) {
        self.s.stack.pop();
        let a = self.s.attack.attacker;
        match act {
            Action::UseSkill { skill, .. } => {
                if skill == skills::Skill::LUCKY.0 {
                    self.s.attack.lucky_used = true;
                } else {
                    self.s.survivors[a as usize].used |= skills::REROLL_USED;
                }
                ev.push(Event::SkillUsed { survivor: a, skill });
                let at = &mut self.s.attack;
                at.rolled = 0;
                at.hits = 0;
                at.ones = 0;
                self.s.n_dice = 0;
            }
            _ => self.s.attack.roll_kept = true,
        }
    }

    /// The teammates of `a` that a shot from `hand` at `zone` would hit
    /// before any zombie: a Molotov burns everyone there (RM-MOLOTOV-2),
    /// other fire takes survivors first (RM-PRIO-1), unless the shooter
    /// picks his targets (RM-RANGED-7) or his fire passes them by
    /// (RM-SKILL-55, RM-SKILL-77). Rivals are fair targets (RM-COMBAT-4).
    pub(crate) fn teammates_in_fire(&self, a: u8, hand: u8, zone: u8) -> impl Iterator<Item = u8> + '_ {
        let s = &self.s.survivors[a as usize];
        let card = s.slots[super::action::slot_of_hand(hand).unwrap_or(0)].item();
        let profile = card.and_then(|c| self.st.ranged(c)).copied();
        let spared = profile.is_none_or(|p| {
            let range = self.st.map().range_to(s.zone, zone, self.s.open_doors).unwrap_or(0);
            !p.kills_all
                && (p.choose_targets
                    || skills::chooses_ranged_targets(s.skills, range)
                    || skills::fire_ignores_survivors(s.skills))
        });
        let burns = profile.is_some_and(|p| p.kills_all);
        self.ground_survivors_in(zone).filter(move |&o| {
            !spared
                && o != a
                && !self.rivals(a, o)
                && (burns || !skills::ignored_by_ranged_fire(self.s.survivors[o as usize].skills))
        })
    }

    fn killable(&self, k: usize) -> bool {
        self.s.attack.damage >= self.st.kinds[k].min_damage
    }

    fn other_targets(&self) -> impl Iterator<Item = u8> + '_ {
        let at = self.s.attack;
        // Low profile (RM-SKILL-55): shooters ignore him.
        // Steady hand (RM-SKILL-77): his fire ignores them all.
        let steady = at.ranged
            && at.attacker != NONE
            && skills::fire_ignores_survivors(self.s.survivors[at.attacker as usize].skills);
        self.ground_survivors_in(at.zone).filter(move |&s| {
            !steady
                && s != at.attacker
                && !(at.ranged && skills::ignored_by_ranged_fire(self.s.survivors[s as usize].skills))
        })
    }

    /// The attacker's options for the next hit.
    fn hit_choice(&self, f: Option<Sink>) -> HitChoice {
        let at = self.s.attack;
        let zone = at.zone as usize;
        let mut only = None;
        let mut count = 0;
        let mut sink = f;
        let mut offer = |a: Action, only: &mut Option<Action>, count: &mut usize| -> bool {
            *count += 1;
            *only = Some(a);
            match sink.as_mut() {
                Some(f) => f(a),
                None => false,
            }
        };
        if at.choose {
            // RM-MELEE-3, RM-SNIPER-1: a zombie the hit can kill (you cannot
            // decline to kill, RM-COMBAT-4); if none can die, one that soaks
            // the hit. A survivor only by choice, beside the zombies, or when
            // the attack was aimed at survivors; hits left once the zombies
            // are gone are lost (RM-COMBAT-7, RM-MELEE-5).
            let zombies = (0..5).any(|k| self.s.zombies[zone][k] > 0);
            let any_killable = (0..5).any(|k| self.s.zombies[zone][k] > 0 && self.killable(k));
            for k in 0..5 {
                if self.s.zombies[zone][k] > 0
                    && (self.killable(k) || !any_killable)
                    && offer(Action::HitKind(kind_of(k)), &mut only, &mut count)
                {
                    return HitChoice::Many;
                }
            }
            if zombies || at.at_survivors {
                for s in self.other_targets() {
                    if offer(Action::HitSurvivor(s), &mut only, &mut count) {
                        return HitChoice::Many;
                    }
                }
            }
        } else {
            // RM-PRIO-1: survivors first, then zombies by priority.
            let mut any = false;
            for s in self.other_targets() {
                any = true;
                if offer(Action::HitSurvivor(s), &mut only, &mut count) {
                    return HitChoice::Many;
                }
            }
            if !any {
                let mut best = u8::MAX;
                for k in 0..5 {
                    if self.s.zombies[zone][k] > 0 {
                        best = best.min(self.st.kinds[k].priority);
                    }
                }
                for k in 0..5 {
                    if self.s.zombies[zone][k] > 0
                        && self.st.kinds[k].priority == best
                        && offer(Action::HitKind(kind_of(k)), &mut only, &mut count)
                    {
                        return HitChoice::Many;
                    }
                }
            }
        }
        match (count, only) {
            (0, _) | (_, None) => HitChoice::None,
            (1, Some(a)) => HitChoice::One(a),
            _ => HitChoice::Many,
        }
    }

    pub(crate) fn gen_hits(&self, f: Sink) {
        if let HitChoice::Many = self.hit_choice(None) {
            self.hit_choice(Some(f));
        }
    }

    pub(crate) fn hits_auto(&mut self, ev: &mut Vec<Event>) -> bool {
        if self.s.attack.hits == 0 {
            self.finish_attack(ev);
            return true;
        }
        match self.hit_choice(None) {
            HitChoice::None => {
                self.s.attack.hits = 0;
                true
            }
            HitChoice::One(a) => {
                self.resolve_hit(a, ev);
                true
            }
            HitChoice::Many => false,
        }
    }

    pub(crate) fn apply_hit_choice(&mut self, act: Action, ev: &mut Vec<Event>) {
        self.resolve_hit(act, ev);
    }

    fn resolve_hit(&mut self, act: Action, ev: &mut Vec<Event>) {
        let at = self.s.attack;
        match act {
            Action::HitSurvivor(t) => {
                // RM-FF-1: wounds equal to the weapon's Damage.
                self.s.attack.hits -= 1;
                ev.push(Event::SurvivorHit { by: at.attacker, target: t });
                self.s.stack.push(Step::WoundOn { surv: t, left: at.damage, by: at.attacker });
            }
            Action::HitKind(kind) => {
                let k = kind.index();
                if !self.killable(k) {
                    // RM-PRIO-2 / RM-COMBAT-6: it shrugs off this hit and, in
                    // priority order, every hit after it.
                    let absorbed = if at.choose { 1 } else { at.hits };
                    self.s.attack.hits -= absorbed;
                    ev.push(Event::HitAbsorbed { zone: at.zone, kind, hits: absorbed });
                    return;
                }
                self.s.attack.hits -= 1;
                let skills = self.s.survivors[at.attacker as usize].skills;
                // Reaper (RM-SKILL-39..41): once per combat action, the hit
                // takes a second identical zombie with it.
                let reap = !at.reaped && skills::reaper(skills, !at.ranged) && self.s.zombies[at.zone as usize][k] >= 2;
                let killed = if reap { 2 } else { 1 };
                self.s.attack.reaped |= reap;
                for _ in 0..killed {
                    self.s.zombies[at.zone as usize][k] -= 1;
                    if matches!(kind, ZombieKind::Walker | ZombieKind::Fatty | ZombieKind::Runner) {
                        self.s.attack.killed_decrepit += 1;
                    }
                    if kind == ZombieKind::Abomination {
                        self.s.abominations_killed = self.s.abominations_killed.saturating_add(1);
                    }
                    ev.push(Event::ZombieKilled { by: at.attacker, zone: at.zone, kind });
                    self.note_kill(at.attacker);
                    let xp = skills::kill_xp(self.s.survivors[at.attacker as usize].skills, k, self.st.kinds[k].xp);
                    self.gain_xp(at.attacker, xp, ev);
                }
                let emptied = self.zombies_in(at.zone) == 0;
                let sv = &mut self.s.survivors[at.attacker as usize];
                if sv.alive() && self.s.active == at.attacker && skills::move_after_kill(sv.skills, emptied) {
                    sv.free[skills::KILL_MOVE_POOL] = 1;
                }
            }
            _ => {}
        }
    }

    /// RM-CRAWL-1/4: one crawler per natural 1, at most one per decrepit
    /// zombie killed.
    fn finish_attack(&mut self, ev: &mut Vec<Event>) {
        self.s.stack.pop();
        let at = self.s.attack;
        if !self.st.crawlers {
            return;
        }
        let n = at.ones.min(at.killed_decrepit);
        if n > 0 {
            ev.push(Event::CrawlerRisen { zone: at.zone, count: n });
            let out = self.place(at.zone, ZombieKind::Crawler, n, ev);
            self.push_runouts(out, ev);
        }
        self.s.attack.attacker = if at.attacker == NONE { NONE } else { at.attacker };
    }
}
