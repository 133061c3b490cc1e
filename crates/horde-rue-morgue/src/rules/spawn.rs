//! Spawning (RM-SPAWN, RM-XACT, RM-MANHOLE, RM-BED, RM-OUT) and the
//! random parts of setup (RM-SETUP-6, RM-SETUP-11).

use super::RueMorgue;
use super::action::Action;
use super::event::Event;
use super::state::{NONE, Slot, Step};
use super::statics::TentCard;
use crate::content::{CardLine, DangerLevel, SetupRole, ZombieKind};
use crate::map::iter_mask;

impl RueMorgue {
    pub(crate) fn apply_spawn_die(&mut self, act: Action, ev: &mut Vec<Event>) {
        let Action::Die(v) = act else { return };
        ev.push(Event::DieRolled { value: v });
        let n = self.s.n_dice as usize;
        if n < self.s.dice.len() {
            self.s.dice[n] = v;
            self.s.n_dice += 1;
        }
        if let Some(Step::SpawnRoll { left }) = self.s.stack.top_mut() {
            *left -= 1;
        }
    }

    /// RM-SPAWN-4/5/10/11/12: one card per die in ascending order for the
    /// zone with that indicator; then one card for every active spawn zone
    /// without indicators, in the mission's zone order.
    pub(crate) fn queue_spawns(&mut self) {
        let map = self.st.map();
        let mut dice = self.s.dice;
        let n = self.s.n_dice as usize;
        dice[..n].sort_unstable();
        let mut q = 0usize;
        let push = |z: u8, q: &mut usize, queue: &mut [u8; 32]| {
            if *q < queue.len() {
                queue[*q] = z;
                *q += 1;
            }
        };
        let mut queue = [0u8; 32];
        for &d in &dice[..n] {
            if let Some(z) = map.zones.iter().position(|z| z.indicators & (1 << d) != 0) {
                push(z as u8, &mut q, &mut queue);
            }
        }
        for (i, z) in map.zones.iter().enumerate() {
            if z.indicators != 0 || z.wreck {
                continue;
            }
            let active = match z.spawn_color {
                Some(crate::mission::Color::Red) => true,
                Some(_) => self.s.woken_spawns & (1 << i) != 0,
                None => false,
            };
            if active {
                push(i as u8, &mut q, &mut queue);
            }
        }
        self.s.spawn_queue = queue;
        self.s.queue_len = q as u8;
    }

    pub(crate) fn apply_zombie_card(&mut self, zone: u8, act: Action, ev: &mut Vec<Event>) {
        let Action::DrawZombie(c) = act else { return };
        self.s.stack.pop();
        self.s.zdeck &= !(1 << c);
        self.s.zdiscard |= 1 << c;
        let danger = self.danger();
        ev.push(Event::ZombieCard { number: self.st.card_numbers[c as usize], zone: Some(zone) });
        self.resolve_card(zone, c, danger, ev);
    }

    /// RM-SPAWN-6: the line of the most experienced survivor's level.
    pub(crate) fn resolve_card(&mut self, zone: u8, c: u8, danger: DangerLevel, ev: &mut Vec<Event>) {
        let lines = self.st.cards[c as usize];
        let mut line = lines[danger.index()];
        // An extra activation card prints "nothing" at blue (RM-XACT-1), yet
        // it is still revealed there, and Zombie link answers to the reveal
        // (RM-SKILL-68, RM-XACT-3): read it as the extra activation, which
        // `resolve_line` ignores at blue but for the extra turns.
        if danger == DangerLevel::Blue
            && line == CardLine::Nothing
            && let Some(&extra) = lines.iter().find(|l| matches!(l, CardLine::ExtraActivation { .. }))
        {
            line = extra;
        }
        self.resolve_line(zone, line, danger, ev);
    }

    fn resolve_line(&mut self, zone: u8, line: CardLine, danger: DangerLevel, ev: &mut Vec<Event>) {
        match line {
            CardLine::Nothing => {}
            CardLine::Spawn { kind, count } => {
                let out = self.place(zone, kind, count, ev);
                self.push_runouts(out, ev);
            }
            CardLine::ExtraActivation { kind } => {
                if danger == DangerLevel::Blue {
                    // RM-XACT-1: nothing at blue.
                    ev.push(Event::ExtraActivationIgnoredAtBlue { kind });
                } else {
                    ev.push(Event::ExtraActivation { kind });
                    self.s.stack.push(Step::Activation {
                        mask: Self::kind_mask(kind),
                        stage: 0,
                        cursor: 0,
                        attacked: 0,
                    });
                }
                // RM-SKILL-68, RM-XACT-3: the card was revealed, at blue too
                // (see the rulings); the extra turns come before the zombies.
                self.queue_zombie_link();
            }
            CardLine::Manhole { kind, count } => {
                let tiles = self.tiles_with_survivors();
                let map = self.st.map();
                let spots: u64 = map
                    .zones
                    .iter()
                    .enumerate()
                    .filter(|(_, z)| z.manhole && z.tiles & tiles != 0)
                    .fold(0, |m, (i, _)| m | 1 << i);
                self.fill_spots(kind, count, spots, false, ev);
            }
            CardLine::Bed { color } => {
                let blue = color == crate::content::BedColor::Blue;
                let tiles = self.tiles_with_survivors();
                let map = self.st.map();
                let mut spots = 0u64;
                for (i, z) in map.zones.iter().enumerate() {
                    if z.tiles & tiles != 0 && self.beds(i as u8, blue) > 0 {
                        spots |= 1 << i;
                    }
                }
                self.fill_spots(ZombieKind::Crawler, 0, spots, blue, ev);
            }
        }
    }

    fn spot_need(&self, zone: u8, per: u8, blue: bool) -> u8 {
        if per == 0 { self.beds(zone, blue) } else { per }
    }

    /// Manholes and beds: place everywhere if the supply allows; else the
    /// first player picks where the last ones go, then one extra
    /// activation (RM-MANHOLE-3, RM-BED-3).
    fn fill_spots(&mut self, kind: ZombieKind, per: u8, spots: u64, blue: bool, ev: &mut Vec<Event>) {
        let need: u32 = iter_mask(spots).map(|z| u32::from(self.spot_need(z, per, blue))).sum();
        let avail = self.supply_left(kind);
        if need <= u32::from(avail) {
            let mut out = 0u8;
            for z in iter_mask(spots) {
                let n = self.spot_need(z, per, blue);
                out |= self.place(z, kind, n, ev);
            }
            self.push_runouts(out, ev);
            return;
        }
        ev.push(Event::RanOut { kind });
        self.s.stack.push(Step::Activation { mask: Self::kind_mask(kind), stage: 0, cursor: 0, attacked: 0 });
        if avail > 0 {
            self.s.stack.push(Step::PickSpots { kind, per, candidates: spots, left: avail, blue });
        }
    }

    pub(crate) fn pick_spots_auto(&mut self, ev: &mut Vec<Event>) -> bool {
        let Some(Step::PickSpots { left, candidates, .. }) = self.s.stack.top() else { return false };
        if left == 0 || candidates == 0 {
            self.s.stack.pop();
            return true;
        }
        if candidates.count_ones() == 1 {
            // One spot left: nothing to choose.
            self.apply_pick_spot(Action::ChooseZone(candidates.trailing_zeros() as u8), ev);
            return true;
        }
        false
    }

    pub(crate) fn apply_pick_spot(&mut self, act: Action, ev: &mut Vec<Event>) {
        let Action::ChooseZone(z) = act else { return };
        let Some(Step::PickSpots { kind, per, candidates, left, blue }) = self.s.stack.top() else { return };
        let n = self.spot_need(z, per, blue).min(left);
        // Fatties still bring their walkers (RM-SPAWN-8); this kind's own
        // shortage already has its one extra activation queued.
        let out = self.place(z, kind, n, ev) & !(1 << kind.index());
        if let Some(Step::PickSpots { candidates: c, left: l, .. }) = self.s.stack.top_mut() {
            *c = candidates & !(1 << z);
            *l = left - n;
        }
        self.push_runouts(out, ev);
    }

    // ---- setup ----

    /// RM-SETUP-6: each team first gets one of each starting weapon (as far
    /// as it has survivors), the rest at random from what is left.
    pub(crate) fn deal_weights(&self, next: u8, out: &mut Vec<(Action, u32)>) {
        let pool = self.start_pool();
        let seat = self.owner(next);
        let team = self.st.team_of_seat[seat as usize];
        let in_team = |i: u8| self.st.team_of_seat[self.owner(i) as usize] == team;
        let mut given = 0u64;
        for i in 0..next {
            if in_team(i)
                && let Some(c) = self.s.survivors[i as usize].slots[0].item()
            {
                given |= 1 << c;
            }
        }
        let remaining = (next..self.s.n_surv).filter(|&i| in_team(i)).count() as u32;
        let missing: Vec<usize> = (0..pool.len()).filter(|&c| pool[c] > 0 && given & (1 << c) == 0).collect();
        let starting_kinds = (0..pool.len())
            .filter(|&c| self.st.catalog.equipment.get(c).is_some_and(|e| e.setup == SetupRole::Starting))
            .count() as u32;
        let still_owed = (starting_kinds.saturating_sub(given.count_ones())).min(missing.len() as u32);
        let forced = still_owed > 0 && remaining <= still_owed;
        for (c, &n) in pool.iter().enumerate() {
            if n == 0 || (forced && !missing.contains(&c)) {
                continue;
            }
            out.push((Action::DealStart(c as u8), u32::from(n)));
        }
    }

    fn start_pool(&self) -> Vec<u8> {
        let mut pool: Vec<u8> = self
            .st
            .catalog
            .equipment
            .iter()
            .enumerate()
            // A card the mission leaves in the box is not dealt either.
            .map(
                |(i, e)| {
                    if e.setup == SetupRole::Starting && self.st.removed_cards & (1 << i) == 0 { e.count } else { 0 }
                },
            )
            .collect();
        for i in 0..self.s.n_surv as usize {
            if let Some(c) = self.s.survivors[i].slots[0].item()
                && let Some(p) = pool.get_mut(c as usize)
            {
                *p = p.saturating_sub(1);
            }
        }
        pool
    }

    pub(crate) fn apply_deal(&mut self, next: u8, act: Action, ev: &mut Vec<Event>) {
        let Action::DealStart(c) = act else { return };
        self.s.survivors[next as usize].slots[0] = Slot::card(c);
        ev.push(Event::StartingEquipment { survivor: next, card: c });
        if let Some(Step::SetupDeal { next: n }) = self.s.stack.top_mut() {
            *n += 1;
        }
    }

    /// Leftover starting cards join the deck (RM-SETUP-6).
    pub(crate) fn finish_deal(&mut self) {
        let pool = self.start_pool();
        for (c, n) in pool.into_iter().enumerate() {
            // Cards the mission leaves in the box stay there.
            if c < self.s.eq_deck.len() && self.st.removed_cards & (1 << c) == 0 {
                self.s.eq_deck[c] += n;
            }
        }
    }

    pub(crate) fn apply_tent(&mut self, from: u8, act: Action, ev: &mut Vec<Event>) {
        let Action::DealTent(t) = act else { return };
        let i = TentCard::ALL.iter().position(|x| *x == t).unwrap_or(0) as u8;
        self.s.tents[from as usize] = i;
        ev.push(Event::TentDealt { zone: from });
        if let Some(Step::SetupTents { from: f }) = self.s.stack.top_mut() {
            *f = from + 1;
        }
        let _ = NONE;
    }
}
