//! The flow machine: a phase plus a small stack of pending steps. `run`
//! performs automated steps until a seat must decide or chance must
//! resolve; `for_each_legal` is the single source of legal actions (so
//! `check` and `legal_actions` agree by construction).

use super::RueMorgue;
use super::action::Action;
use super::event::Event;
use super::state::{LossReason, MatchResult, NONE, Phase, Step, flag};
use super::statics::TentCard;
use crate::content::ZombieKind;
use crate::mission::Condition;
use crate::skills::Skill;
use horde_core::{Decision, Illegal, Seat};

impl RueMorgue {
    pub(crate) fn current_decision(&self) -> Decision {
        if self.s.result.is_over() {
            return Decision::Terminal;
        }
        match self.s.stack.top() {
            Some(step) => match step {
                Step::SetupDeal { .. }
                | Step::SetupTents { .. }
                | Step::SearchDraw { .. }
                | Step::AttackRoll
                | Step::SpawnRoll { .. }
                | Step::DrawZombie { .. } => Decision::Chance,
                Step::Window { a, .. } => Decision::Seat(Seat(self.owner(a))),
                Step::PlaceCard { surv, .. } | Step::SkillChoice { surv, .. } => Decision::Seat(Seat(self.owner(surv))),
                Step::Reroll => Decision::Seat(Seat(self.owner(self.s.attack.attacker))),
                Step::TrickShot { surv, .. } | Step::Tactician { surv } => Decision::Seat(Seat(self.owner(surv))),
                Step::TeamMembers { .. } | Step::TeamOrder { .. } => Decision::Seat(Seat(self.owner(self.s.active))),
                Step::TeamPerform { surv, .. } => Decision::Seat(Seat(self.owner(surv))),
                Step::WoundOn { surv, .. } => Decision::Seat(Seat(self.owner(surv))),
                Step::AssignHits => Decision::Seat(Seat(self.owner(self.s.attack.attacker))),
                Step::ZombieWounds { zone, .. } => Decision::Seat(Seat(self.wound_seat(zone))),
                Step::BuildingSpawn { .. } if self.s.phase == Phase::Players || self.s.active != NONE => {
                    Decision::Seat(Seat(self.current_seat()))
                }
                Step::ZombieLink { waiting } => Decision::Seat(Seat(self.link_chooser(waiting))),
                Step::DealZombies { .. } => Decision::Chance,
                Step::Distribute { by, .. } => Decision::Seat(Seat(self.distributing_seat(by))),
                Step::LinkTurn { surv, .. } => Decision::Seat(Seat(self.owner(surv))),
                _ => Decision::Seat(Seat(self.s.first_player)),
            },
            None => Decision::Seat(Seat(self.current_seat())),
        }
    }

    /// RM-ZATK-6 and the core contract: the seats owning survivors in the
    /// zone decide, the first of them in play order.
    pub(crate) fn wound_seat(&self, zone: u8) -> u8 {
        if self.rivals_share(zone) {
            return self.s.first_player;
        }
        for pos in 0..self.st.num_seats {
            let seat = self.seat_at(pos);
            if self.ground_survivors_in(zone).any(|s| self.owner(s) == seat) {
                return seat;
            }
        }
        self.s.first_player
    }

    /// Calls `f` with every legal action; stops early when `f` returns true.
    pub(crate) fn for_each_legal(&self, f: &mut dyn FnMut(Action) -> bool) {
        if self.s.result.is_over() {
            return;
        }
        match self.s.stack.top() {
            None => {
                if self.s.phase == Phase::Players {
                    self.gen_players(f);
                }
            }
            Some(step) => match step {
                Step::SetupDeal { .. }
                | Step::SetupTents { .. }
                | Step::SearchDraw { .. }
                | Step::AttackRoll
                | Step::SpawnRoll { .. }
                | Step::DrawZombie { .. } => {
                    self.chance_each(&mut |a, w| w > 0 && f(a));
                }
                Step::Window { kind, a, b } => self.gen_window(kind, a, b, f),
                Step::PlaceCard { surv, card } => {
                    if self.matching_card_offered(surv, card) && f(Action::UseSkill { skill: 59, target: card }) {
                        return;
                    }
                    if self.fate_offered(surv) && f(Action::UseSkill { skill: Skill::FATE.0, target: card }) {
                        return;
                    }
                    if card == self.st.specials.aaahh {
                        f(Action::Done);
                        return;
                    }
                    let sv = &self.s.survivors[surv as usize];
                    for i in 0..sv.slot_count() as u8 {
                        if !sv.slots[i as usize].is_wound() && f(Action::Keep(i)) {
                            return;
                        }
                    }
                    f(Action::DiscardDrawn);
                }
                Step::AssignHits => self.gen_hits(f),
                Step::ZombieWounds { zone, .. } => {
                    for s in self.zombie_wound_targets(zone) {
                        if f(Action::WoundTo(s)) {
                            return;
                        }
                    }
                }
                Step::WoundOn { surv, .. } if self.wound_cancel_offered(surv) => self.gen_wound_with_cancel(surv, f),
                Step::WoundOn { surv, .. } => {
                    for (i, _) in self.s.survivors[surv as usize].items() {
                        if f(Action::WoundDiscard(i as u8)) {
                            return;
                        }
                    }
                }
                Step::Split => self.gen_split(f),
                Step::BuildingSpawn { mask } | Step::PickSpots { candidates: mask, .. } => {
                    for z in crate::map::iter_mask(mask) {
                        if f(Action::ChooseZone(z)) {
                            return;
                        }
                    }
                }
                Step::Reroll => self.gen_rerolls(f),
                Step::ZombieLink { waiting } => self.gen_zombie_link(waiting, f),
                Step::DealZombies { .. } => {
                    self.chance_each(&mut |a, w| w > 0 && f(a));
                }
                Step::DistributorTeam { candidates } => self.gen_distributor_team(candidates, f),
                Step::Distribute { .. } => self.gen_distribute(f),
                Step::LinkTurn { .. } => self.gen_players(f),
                Step::TrickShot { surv, first } => self.gen_trick_shot(surv, first, f),
                Step::Tactician { surv } => self.gen_tactician(surv, f),
                Step::TeamMembers { card_mode, zone, chosen } => self.gen_team_members(card_mode, zone, chosen, f),
                Step::TeamOrder { left, .. } => self.gen_team_order(left, f),
                Step::TeamPerform { surv, card_mode, zone, stage } => {
                    self.gen_team_perform(surv, card_mode, zone, stage, f)
                }
                Step::SkillChoice { surv, level } => {
                    let n = self.st.survivors[surv as usize].levels[level as usize].len() as u8;
                    for i in 0..n {
                        if f(Action::ChooseSkill(i)) {
                            return;
                        }
                    }
                }
                Step::Activation { .. }
                | Step::Taunt { .. }
                | Step::Grab { .. }
                | Step::SpawnCards { .. }
                | Step::EndPhase => {}
            },
        }
    }

    pub(crate) fn chance_weights(&self, out: &mut Vec<(Action, u32)>) {
        self.chance_each(&mut |a, w| {
            out.push((a, w));
            false
        });
    }

    /// Every chance outcome with its weight; stops when `f` returns true.
    pub(crate) fn chance_each(&self, f: &mut dyn FnMut(Action, u32) -> bool) {
        if self.s.result.is_over() {
            return;
        }
        match self.s.stack.top() {
            Some(Step::AttackRoll | Step::SpawnRoll { .. }) => {
                for v in 1..=6 {
                    if f(Action::Die(v), 1) {
                        return;
                    }
                }
            }
            Some(Step::SearchDraw { .. }) => {
                for (i, &n) in self.s.eq_deck.iter().enumerate() {
                    if n > 0 && f(Action::DrawEquipment(i as u8), u32::from(n)) {
                        return;
                    }
                }
            }
            Some(Step::DrawZombie { .. } | Step::DealZombies { .. }) => {
                for c in crate::map::iter_mask(self.s.zdeck) {
                    if f(Action::DrawZombie(c), 1) {
                        return;
                    }
                }
            }
            Some(Step::SetupDeal { next }) => {
                let mut v = Vec::new();
                self.deal_weights(next, &mut v);
                for (a, w) in v {
                    if f(a, w) {
                        return;
                    }
                }
            }
            Some(Step::SetupTents { .. }) => {
                for (i, t) in TentCard::ALL.iter().enumerate() {
                    let dealt = self.s.tents.iter().filter(|&&x| x == i as u8).count() as u8;
                    let left = t.copies().saturating_sub(dealt);
                    if left > 0 && f(Action::DealTent(*t), u32::from(left)) {
                        return;
                    }
                }
            }
            _ => {}
        }
    }

    /// Applies a legal action to the top step (or the players' phase).
    pub(crate) fn apply_action(&mut self, a: Action, ev: &mut Vec<Event>) {
        match self.s.stack.top() {
            None => self.apply_players(a, ev),
            Some(step) => match step {
                Step::SetupDeal { next } => self.apply_deal(next, a, ev),
                Step::SetupTents { from } => self.apply_tent(from, a, ev),
                Step::Window { kind, a: x, b } => self.apply_window(kind, x, b, a, ev),
                Step::SearchDraw { surv } => self.apply_search_draw(surv, a, ev),
                Step::PlaceCard { surv, .. } if matches!(a, Action::UseSkill { skill, .. } if skill == Skill::FATE.0) => {
                    self.use_fate(surv, ev)
                }
                Step::PlaceCard { surv, card } if matches!(a, Action::UseSkill { .. }) => {
                    self.take_matching_card(surv, card, ev)
                }
                Step::PlaceCard { surv, card } => self.apply_place(surv, card, a, ev),
                Step::AttackRoll => self.apply_attack_die(a, ev),
                Step::AssignHits => self.apply_hit_choice(a, ev),
                Step::ZombieWounds { .. } => {
                    if let Action::WoundTo(s) = a {
                        self.zombie_wound_to(s, ev);
                    }
                }
                Step::WoundOn { surv, by, .. } if self.wound_cancel_offered(surv) => {
                    self.apply_wound_with_cancel(surv, by, a, ev)
                }
                Step::WoundOn { surv, by, .. } => {
                    if let Action::WoundDiscard(slot) = a {
                        if let Some(Step::WoundOn { left, .. }) = self.s.stack.top_mut() {
                            *left -= 1;
                        }
                        self.wound(surv, Some(slot as usize), by, ev);
                    }
                }
                Step::Split => self.apply_split_choice(a, ev),
                Step::DrawZombie { zone } => self.apply_zombie_card(zone, a, ev),
                Step::SpawnRoll { .. } => self.apply_spawn_die(a, ev),
                Step::BuildingSpawn { mask } => {
                    if let Action::ChooseZone(z) = a {
                        if let Some(Step::BuildingSpawn { mask: m }) = self.s.stack.top_mut() {
                            *m = mask & !(1 << z);
                        }
                        self.s.stack.push(Step::DrawZombie { zone: z });
                    }
                }
                Step::PickSpots { .. } => self.apply_pick_spot(a, ev),
                Step::Reroll => self.apply_reroll(a, ev),
                Step::ZombieLink { .. } => self.apply_zombie_link(a, ev),
                Step::DealZombies { .. } => self.apply_deal_zombie(a, ev),
                Step::DistributorTeam { .. } => self.apply_distributor_team(a, ev),
                Step::Distribute { .. } => self.apply_distribute(a, ev),
                Step::LinkTurn { .. } => self.apply_players(a, ev),
                Step::TrickShot { surv, .. } => self.apply_trick_shot(surv, a, ev),
                Step::Tactician { surv } => self.apply_tactician(surv, a, ev),
                Step::TeamMembers { .. } => self.apply_team_member(a),
                Step::TeamOrder { .. } => self.apply_team_order(a),
                Step::TeamPerform { surv, stage, .. } => self.apply_team_perform(surv, stage, a, ev),
                Step::SkillChoice { surv, level } => {
                    if let Action::ChooseSkill(i) = a {
                        self.s.stack.pop();
                        let k = self.st.survivors[surv as usize].levels[level as usize][i as usize];
                        self.add_skill(surv, k, ev);
                    }
                }
                Step::Activation { .. }
                | Step::Taunt { .. }
                | Step::Grab { .. }
                | Step::SpawnCards { .. }
                | Step::EndPhase => {}
            },
        }
    }

    /// Runs automated steps until a decision is needed or the game ends.
    pub(crate) fn run(&mut self, ev: &mut Vec<Event>) {
        loop {
            if self.s.result.is_over() || self.check_end(ev) {
                self.s.phase = Phase::Over;
                return;
            }
            let progressed = match self.s.stack.top() {
                None => self.players_auto(ev),
                Some(step) => self.step_auto(step, ev),
            };
            if !progressed {
                return;
            }
        }
    }

    /// One automated move of the top step; false when it waits for input.
    fn step_auto(&mut self, step: Step, ev: &mut Vec<Event>) -> bool {
        match step {
            Step::SetupDeal { next } => {
                if next >= self.s.n_surv {
                    self.s.stack.pop();
                    self.finish_deal();
                    true
                } else {
                    // A catalog with fewer starting cards than survivors:
                    // those left over start empty-handed.
                    let mut any = false;
                    self.chance_each(&mut |_, w| {
                        any |= w > 0;
                        any
                    });
                    if let (false, Some(Step::SetupDeal { next })) = (any, self.s.stack.top_mut()) {
                        *next += 1;
                    }
                    !any
                }
            }
            Step::SetupTents { from } => {
                let map = self.st.map();
                match (from as usize..map.zone_count()).find(|&z| map.zone(z as u8).tent_spot) {
                    Some(z) => {
                        // Eleven tent cards at most (RM-PARTS-6).
                        let dealt = self.s.tents.iter().filter(|&&t| t != NONE).count();
                        if dealt >= 11 {
                            self.s.stack.pop();
                            self.start_players_phase(ev);
                            return true;
                        }
                        if let Some(Step::SetupTents { from }) = self.s.stack.top_mut() {
                            *from = z as u8;
                        }
                        false
                    }
                    None => {
                        self.s.stack.pop();
                        self.start_players_phase(ev);
                        true
                    }
                }
            }
            Step::SearchDraw { surv } => {
                if self.s.eq_deck.iter().all(|&n| n == 0) {
                    self.reshuffle_equipment(ev);
                    if self.s.eq_deck.iter().all(|&n| n == 0) {
                        self.s.stack.pop();
                        ev.push(Event::Searched { survivor: surv, card: None });
                        return true;
                    }
                }
                false
            }
            Step::Window { .. }
            | Step::PlaceCard { .. }
            | Step::SkillChoice { .. }
            | Step::Reroll
            | Step::Tactician { .. } => false,
            Step::TrickShot { surv, first } => {
                // Nothing left for the second weapon: the action is over.
                let over = self.trick_shot_second(surv, first) == 0 || !self.s.survivors[surv as usize].alive();
                if over {
                    self.s.stack.pop();
                }
                over
            }
            Step::TeamMembers { .. } | Step::TeamOrder { .. } | Step::TeamPerform { .. } => self.team_auto(step, ev),
            Step::AttackRoll => {
                if self.s.attack.rolled >= self.s.attack.dice && self.attack_roll_complete(ev) {
                    self.s.stack.pop();
                    let a = self.s.attack;
                    ev.push(Event::Hits { survivor: a.attacker, hits: a.hits });
                    self.s.stack.push(Step::AssignHits);
                    true
                } else {
                    false
                }
            }
            Step::AssignHits => self.hits_auto(ev),
            Step::ZombieWounds { zone, left } => {
                let (first, second) = {
                    let mut targets = self.zombie_wound_targets(zone);
                    (targets.next(), targets.next())
                };
                match (left, first, second) {
                    (0, _, _) | (_, None, _) => {
                        self.s.stack.pop();
                        true
                    }
                    (_, Some(s), None) => {
                        self.zombie_wound_to(s, ev);
                        true
                    }
                    _ => false,
                }
            }
            Step::WoundOn { surv, left, by } => {
                let s = self.s.survivors[surv as usize];
                if left == 0 || !s.alive() {
                    self.s.stack.pop();
                    return true;
                }
                if self.vest_stops_wound(surv, by, ev) {
                    if let Some(Step::WoundOn { left, .. }) = self.s.stack.top_mut() {
                        *left -= 1;
                    }
                    return true;
                }
                // Tough (RM-SKILL-47): the first zombie's attack of the
                // zombies' phase deals him nothing.
                if by == NONE
                    && s.flags & flag::TOUGH_USED == 0
                    && crate::skills::shrugs_off_first_zombie_attack(s.skills)
                {
                    if let Some(Step::WoundOn { left, .. }) = self.s.stack.top_mut() {
                        *left -= 1;
                    }
                    self.s.survivors[surv as usize].flags |= flag::TOUGH_USED;
                    return true;
                }
                if self.wound_cancel_offered(surv) {
                    return false;
                }
                // The second wound kills: which card goes no longer matters.
                // Death grip (RM-SKILL-51): the wound takes a free slot.
                let grip = crate::skills::keeps_items_when_wounded(s.skills) && s.has_free_slot();
                let choice = if s.wounds >= 1 || grip { None } else { self.wound_discard_choice(surv) };
                match choice {
                    Some(Err(())) => false,
                    Some(Ok(slot)) => {
                        if let Some(Step::WoundOn { left, .. }) = self.s.stack.top_mut() {
                            *left -= 1;
                        }
                        self.wound(surv, Some(slot), by, ev);
                        true
                    }
                    None => {
                        if let Some(Step::WoundOn { left, .. }) = self.s.stack.top_mut() {
                            *left -= 1;
                        }
                        self.wound(surv, None, by, ev);
                        true
                    }
                }
            }
            Step::Activation { mask, stage, cursor, attacked } => {
                self.activation_auto(mask, stage, cursor, attacked, ev);
                true
            }
            Step::ZombieLink { waiting } => self.zombie_link_auto(waiting, ev),
            Step::DealZombies { left } => self.deal_zombies_auto(left, ev),
            Step::DistributorTeam { .. } => false,
            Step::Distribute { pos, .. } => self.distribute_auto(pos, ev),
            Step::LinkTurn { surv, prev_active, was_done, saved } => {
                self.link_turn_auto(surv, prev_active, was_done, saved, ev)
            }
            Step::Taunt { zone, stage, cursor } => {
                self.taunt_auto(zone, stage, cursor, ev);
                true
            }
            Step::Grab { zone } => {
                self.s.stack.pop();
                self.grab(zone, ev);
                true
            }
            Step::Split => self.split_auto(ev),
            Step::SpawnRoll { left } => {
                if left == 0 {
                    self.s.stack.pop();
                    self.queue_spawns();
                    // RM-SPAWN-14: a Distributor replaces the draws.
                    if !self.start_distribution() {
                        self.s.stack.push(Step::SpawnCards { pos: 0 });
                    }
                    true
                } else {
                    false
                }
            }
            Step::SpawnCards { pos } => {
                if pos >= self.s.queue_len {
                    self.s.stack.pop();
                } else {
                    if let Some(Step::SpawnCards { pos }) = self.s.stack.top_mut() {
                        *pos += 1;
                    }
                    let zone = self.s.spawn_queue[pos as usize];
                    self.s.stack.push(Step::DrawZombie { zone });
                }
                true
            }
            Step::DrawZombie { .. } => self.refill_empty_zombie_deck(ev),
            Step::BuildingSpawn { mask } => {
                if mask == 0 {
                    self.s.stack.pop();
                    true
                } else if mask.count_ones() == 1 {
                    let z = mask.trailing_zeros() as u8;
                    if let Some(Step::BuildingSpawn { mask: m }) = self.s.stack.top_mut() {
                        *m = 0;
                    }
                    self.s.stack.push(Step::DrawZombie { zone: z });
                    true
                } else {
                    false
                }
            }
            Step::PickSpots { .. } => self.pick_spots_auto(ev),
            Step::EndPhase => {
                self.s.stack.pop();
                self.end_phase(ev);
                true
            }
        }
    }

    /// The seat's survivors still to play this turn, as a bit set; its
    /// Tacticians only if `tacticians`.
    pub(crate) fn seat_waiting(&self, seat: u8, tacticians: bool) -> u32 {
        let mut m = 0u32;
        for i in 0..self.s.n_surv {
            let s = &self.s.survivors[i as usize];
            if self.owner(i) == seat
                && s.alive()
                && s.flags & flag::DONE == 0
                && (tacticians || !s.skills.has(Skill::TACTICIAN))
            {
                m |= 1 << i;
            }
        }
        m
    }

    /// The players' phase with no pending step: move on to the next
    /// survivor, seat, or the zombies' phase.
    fn players_auto(&mut self, ev: &mut Vec<Event>) -> bool {
        if self.s.phase != Phase::Players {
            return false;
        }
        if self.tactician_window(ev) {
            return true;
        }
        if self.s.seat_pos >= self.st.num_seats {
            // RM-ZPH-1: the zombies act; Step 1 then Step 2, then the end phase.
            self.s.phase = Phase::Zombies;
            ev.push(Event::ZombiePhase);
            self.s.stack.push(Step::EndPhase);
            let dice = if self.st.map().zones.iter().any(|z| z.indicators != 0) { self.st.spawn_dice } else { 0 };
            self.s.n_dice = 0;
            self.s.stack.push(Step::SpawnRoll { left: dice });
            self.s.stack.push(Step::Activation { mask: 0b11111, stage: 0, cursor: 0, attacked: 0 });
            return true;
        }
        let seat = self.current_seat();
        if self.s.active != NONE {
            let s = self.s.survivors[self.s.active as usize];
            if !s.alive() || (s.actions == 0 && s.free.iter().all(|&n| n == 0)) {
                self.end_activation(ev);
                return true;
            }
            return false;
        }
        // A seat's turn does not wait for its Tacticians (RM-SKILL-75):
        // they may still play later, in a window of their own.
        if self.seat_waiting(seat, false) == 0 {
            self.s.seat_pos += 1;
            return true;
        }
        let all = self.seat_waiting(seat, true);
        match all.count_ones() {
            1 => {
                self.activate(all.trailing_zeros() as u8, ev);
                true
            }
            _ => false,
        }
    }

    pub(crate) fn start_players_phase(&mut self, ev: &mut Vec<Event>) {
        self.s.phase = Phase::Players;
        self.s.seat_pos = 0;
        self.s.active = NONE;
        // RM-TEAM-2: one team action per team per players' phase.
        self.s.team_played = [[0; 3]; 4];
        ev.push(Event::TurnStarted { turn: self.s.turn, first_player: self.s.first_player });
    }

    pub(crate) fn activate(&mut self, surv: u8, ev: &mut Vec<Event>) {
        self.s.active = surv;
        // A new point of the players' phase: Tacticians may think again.
        for i in 0..self.n_surv() {
            self.s.survivors[i].flags &= !flag::WAITED;
        }
        let s = &mut self.s.survivors[surv as usize];
        s.used &= !super::state::STIRRED;
        // A Born leader's gift is spent in this activation or lost (RM-SKILL-60).
        s.actions = crate::skills::actions_per_turn(s.skills) + std::mem::take(&mut s.gift);
        s.free = crate::skills::free_actions(s.skills);
        s.flags &= !(flag::SPRINTED | flag::JUMPED);
        // Loud lasts until its maker's next turn (RM-SKILL-76).
        if self.s.loud_by == surv {
            self.s.loud = NONE;
            self.s.loud_by = NONE;
        }
        ev.push(Event::Activated { survivor: surv });
    }

    pub(crate) fn end_activation(&mut self, ev: &mut Vec<Event>) {
        let a = self.s.active;
        if a == NONE {
            return;
        }
        let s = &mut self.s.survivors[a as usize];
        s.flags |= flag::DONE;
        s.actions = 0;
        s.free = [0; crate::skills::POOLS];
        // Rotten (RM-SKILL-33): a quiet activation earns the token.
        let quiet = s.alive() && s.skills.has(Skill::ROTTEN) && s.used & super::state::STIRRED == 0;
        if quiet && self.s.rotten & (1 << a) == 0 {
            self.s.rotten |= 1 << a;
            ev.push(Event::SkillUsed { survivor: a, skill: Skill::ROTTEN.0 });
        }
        self.s.active = NONE;
        ev.push(Event::ActivationEnded { survivor: a });
    }

    /// RM-TURN-4: noise removed, free reload, first player token passes.
    fn end_phase(&mut self, ev: &mut Vec<Event>) {
        ev.push(Event::EndPhase);
        self.s.noise = [0; crate::map::MAX_ZONES];
        for i in 0..self.n_surv() {
            let s = &mut self.s.survivors[i];
            for slot in &mut s.slots {
                *slot = slot.with_spent(false);
            }
            s.flags &= !(flag::DONE | flag::SEARCHED | flag::TOUGH_USED | flag::NOSE_GRANTED);
            s.used = 0;
            // Regeneration (RM-SKILL-66): the living discard their wounds.
            if s.alive() && crate::skills::regenerates(s.skills) && s.wounds > 0 {
                for slot in &mut s.slots {
                    if slot.is_wound() {
                        *slot = super::state::Slot::EMPTY;
                    }
                }
                ev.push(Event::WoundsHealed { survivor: i as u8, count: s.wounds });
                s.wounds = 0;
            }
        }
        for slot in &mut self.s.heli.items {
            *slot = slot.with_spent(false);
        }
        if let Some(limit) = self.st.mission.def.turn_limit
            && self.s.turn >= limit
        {
            if self.competitive() {
                self.end_competitive(ev);
                return;
            }
            self.s.result = MatchResult::Lost(LossReason::TurnLimit);
            ev.push(Event::Defeat { reason: LossReason::TurnLimit });
            return;
        }
        self.s.first_player = (self.s.first_player + 1) % self.st.num_seats;
        self.s.turn += 1;
        self.start_players_phase(ev);
    }

    /// Victory (RM-GOAL-5, as soon as it holds) and defeat (RM-GOAL-4).
    fn check_end(&mut self, ev: &mut Vec<Event>) -> bool {
        if self.s.phase == Phase::Setup {
            return false;
        }
        if self.competitive() {
            return self.competitive_end(ev);
        }
        let alive = (0..self.s.n_surv).filter(|&i| self.s.survivors[i as usize].alive()).count();
        let total = self.n_surv();
        let def = &self.st.mission.def;
        let lost = if alive == 0 {
            Some(LossReason::AllDead)
        } else if def.defeat.contains(&Condition::AnySurvivorDead) && alive < total {
            Some(LossReason::SurvivorDied)
        } else {
            None
        };
        if let Some(why) = lost {
            self.s.result = MatchResult::Lost(why);
            ev.push(Event::Defeat { reason: why });
            return true;
        }
        let won = !def.victory.is_empty() && def.victory.iter().all(|c| self.condition_holds(*c));
        if won {
            self.s.result = MatchResult::Won;
            ev.push(Event::Victory);
        }
        won
    }

    pub(crate) fn condition_holds(&self, c: Condition) -> bool {
        match c {
            Condition::AllObjectivesTaken => self.st.objective_zones & !self.s.objectives_taken == 0,
            Condition::AllSurvivorsEscaped => (0..self.s.n_surv).all(|i| {
                let s = &self.s.survivors[i as usize];
                if !s.alive() {
                    return true;
                }
                let exit = self.st.exit_zones & (1 << s.zone) != 0;
                if self.in_flight(i) { exit } else { exit && s.aboard == NONE && self.zombies_in(s.zone) == 0 }
            }),
            Condition::AllSurvivorsDead => (0..self.s.n_surv).all(|i| !self.s.survivors[i as usize].alive()),
            Condition::AnySurvivorDead => (0..self.s.n_surv).any(|i| !self.s.survivors[i as usize].alive()),
            Condition::ObjectivesTaken { color, count } => {
                let of_colour = |z: &crate::map::Zone| z.objective.is_some_and(|o| color.is_none_or(|c| o.color == c));
                let (mut have, mut taken) = (0u32, 0u32);
                for (i, _) in self.st.map().zones.iter().enumerate().filter(|(_, z)| of_colour(z)) {
                    have += 1;
                    taken += u32::from(self.s.objectives_taken & (1 << i) != 0);
                }
                taken >= count.map_or(have, u32::from)
            }
            // `turn` counts from 1 and moves on after each end phase.
            Condition::SurviveTurns { turns } => self.s.turn > turns,
            Condition::AllTentsRevealed => self
                .st
                .map()
                .zones
                .iter()
                .enumerate()
                .all(|(i, z)| !z.tent_spot || self.s.tents[i] == NONE || self.s.tents_revealed & (1 << i) != 0),
            Condition::AbominationKilled => self.s.abominations_killed > 0,
        }
    }

    /// Why `a` is not legal now: the rule that forbids it.
    pub(crate) fn explain(&self, a: Action) -> Illegal {
        if self.s.result.is_over() {
            return Illegal::new("RM-GOAL-5", "the game is over");
        }
        match self.s.stack.top() {
            None | Some(Step::LinkTurn { .. }) => self.explain_players(a),
            Some(step) => {
                let rule = match step {
                    Step::SetupDeal { .. } | Step::SetupTents { .. } => "RM-SETUP-6",
                    Step::PlaceCard { .. } if matches!(a, Action::UseSkill { skill, .. } if skill == Skill::FATE.0) => {
                        "RM-SKILL-72"
                    }
                    Step::SearchDraw { .. } | Step::PlaceCard { .. } => "RM-SEARCH-2",
                    Step::Window { kind: super::WindowKind::Trade, .. } => "RM-TRADE-2",
                    Step::Window { .. } => "RM-TRADE-1",
                    Step::AttackRoll | Step::AssignHits => "RM-COMBAT-4",
                    Step::ZombieWounds { .. } | Step::WoundOn { .. } => "RM-ZATK-6",
                    Step::Split => "RM-SPLIT-5",
                    Step::DrawZombie { .. } | Step::SpawnRoll { .. } | Step::SpawnCards { .. } => "RM-SPAWN-5",
                    Step::BuildingSpawn { .. } => "RM-BSPAWN-1",
                    Step::PickSpots { .. } => "RM-MANHOLE-3",
                    Step::SkillChoice { .. } => "RM-XP-2",
                    Step::Reroll => "RM-SKILL-74",
                    Step::TrickShot { .. } => "RM-SKILL-79",
                    Step::Tactician { .. } => "RM-SKILL-75",
                    Step::TeamMembers { card_mode, .. } | Step::TeamOrder { card_mode, .. } => {
                        self.team_rule(card_mode)
                    }
                    Step::TeamPerform { .. } => "RM-TEAM-3",
                    Step::Taunt { .. } => "RM-SKILL-61",
                    Step::ZombieLink { .. } => "RM-SKILL-68",
                    Step::DealZombies { .. } | Step::DistributorTeam { .. } | Step::Distribute { .. } => "RM-SKILL-65",
                    _ => "RM-ZACT-1",
                };
                Illegal::new(rule, format!("{} is not a choice now ({})", self.describe(a), self.waiting_for()))
            }
        }
    }

    fn waiting_for(&self) -> String {
        match self.s.stack.top() {
            Some(Step::PlaceCard { .. }) => "keep or discard the searched card".into(),
            Some(Step::Window { .. }) => "rearranging; finish with done".into(),
            Some(Step::AssignHits) => "assigning hits".into(),
            Some(Step::Reroll) => "re-rolling or keeping the dice".into(),
            Some(Step::TrickShot { .. }) => "choosing the Trick shot's second zone".into(),
            Some(Step::ZombieWounds { .. }) => "choosing who takes a zombie wound".into(),
            Some(Step::WoundOn { .. }) => "choosing the card lost to a wound".into(),
            Some(s) => format!("{s:?}"),
            None => "a survivor's action".into(),
        }
    }

    /// The survivor placing a drawn card, whose skills (Matching set, Fate)
    /// act on it; `NONE` outside a placement.
    fn placing_card(&self) -> u8 {
        match self.s.stack.top() {
            Some(Step::PlaceCard { surv, .. }) => surv,
            _ => NONE,
        }
    }

    /// A readable description with names ("Katie moves st1 -> st2").
    pub fn describe(&self, a: Action) -> String {
        let who = if self.s.active != NONE { self.name(self.s.active).to_string() } else { "?".into() };
        let map = self.st.map();
        match a {
            Action::Activate(s) => format!("activate {}", self.name(s)),
            Action::Move(z) => {
                let from = if self.s.active != NONE { self.s.survivors[self.s.active as usize].zone } else { z };
                format!("{who} moves {}->{}", self.zone_name(from), self.zone_name(z))
            }
            Action::OpenDoor { door, hand } => {
                let d = map.doors.get(door as usize);
                format!(
                    "{who} opens the door {}{}",
                    d.map_or("?".into(), |d| format!("{}/{}", self.zone_name(d.a), self.zone_name(d.b))),
                    if hand == super::BOTH_HANDS { " bare-handed (Break-in)" } else { "" }
                )
            }
            Action::Ranged { zone, .. } => format!("{who}: {a} ({})", self.zone_name(zone)),
            Action::Trade(s) => format!("{who} trades with {}", self.name(s)),
            Action::DrawEquipment(c) => format!("card drawn: {}", self.st.eq_name(c)),
            Action::DrawZombie(c) => {
                let n = self.st.card_numbers.get(c as usize).copied().unwrap_or(0);
                match self.s.stack.top() {
                    Some(Step::Distribute { pos, .. }) => {
                        let zone = self.s.spawn_queue.get(pos as usize).copied().unwrap_or(0);
                        format!("deal zombie card {n} to {}", self.zone_name(zone))
                    }
                    _ => format!("zombie card {n} drawn"),
                }
            }
            Action::WoundTo(s) | Action::HitSurvivor(s) => format!("{a} ({})", self.name(s)),
            Action::ChooseZone(z) | Action::Fly(z) => format!("{a} ({})", self.zone_name(z)),
            Action::HitKind(ZombieKind::Abomination) => "hit the Abomination".into(),
            Action::TeamAction { card_mode, zone } => {
                let card = super::TeamCard::ALL[(card_mode / 2).min(2) as usize];
                let mode = if card_mode % 2 == 1 { "B" } else { "A" };
                format!("{who} declares {} ({mode}) at {}", card.id(), self.zone_name(zone))
            }
            Action::Teammate(s) => format!("teammate {}", self.name(s)),
            Action::UseSkill { skill, target } => {
                let k = crate::skills::Skill(skill);
                let on = match crate::skills::skill_use(k).map(|u| u.target) {
                    Some(crate::skills::SkillTarget::Survivor) => self.name(target).to_string(),
                    Some(crate::skills::SkillTarget::Door) => map
                        .doors
                        .get(target as usize)
                        .map_or("?".into(), |d| format!("the door {}/{}", self.zone_name(d.a), self.zone_name(d.b))),
                    Some(crate::skills::SkillTarget::Zone) => self.zone_name(target).to_string(),
                    None if k == crate::skills::Skill::IS_THAT_ALL => {
                        let surv = match self.s.stack.top() {
                            Some(Step::WoundOn { surv, .. }) => surv,
                            _ => NONE,
                        };
                        let item = self
                            .s
                            .survivors
                            .get(surv as usize)
                            .and_then(|s| s.slots.get(target as usize))
                            .and_then(|x| x.item())
                            .map_or("?".into(), |c| self.st.eq_name(c).to_string());
                        return format!("{} discards {item} instead of the wound ({})", self.name(surv), k.name());
                    }
                    None if k == crate::skills::Skill::MATCHING_SET => {
                        return format!(
                            "{} takes a second {} ({})",
                            self.name(self.placing_card()),
                            self.st.eq_name(target),
                            k.name()
                        );
                    }
                    None if k == Skill::FATE => {
                        return format!(
                            "{} discards {} and draws again ({})",
                            self.name(self.placing_card()),
                            self.st.eq_name(target),
                            k.name()
                        );
                    }
                    // Re-rolls: the attacker's whole roll.
                    None => return format!("{} re-rolls ({})", self.name(self.s.attack.attacker), k.name()),
                };
                format!("{who} uses {} on {on}", k.name())
            }
            _ if self.s.active != NONE && self.s.stack.is_empty() => format!("{who}: {a}"),
            _ => a.to_string(),
        }
    }
}
