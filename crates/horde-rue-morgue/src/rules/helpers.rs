//! Small queries and mutations shared by the phases.

use super::event::{Event, WoundSource};
use super::state::{NONE, Slot, Step, flag, kind_of};
use super::statics::TentCard;
use super::{RueMorgue, SLOTS};
use crate::content::{DangerLevel, ZombieKind};
use crate::map::{MAX_ZONES, ZoneId};
use crate::mission::{Color, DoorColor};
use crate::skills;

/// XP needed for yellow, orange, red (RM-XP-2).
pub const LEVELS: [u16; 3] = [7, 19, 43];

pub fn level_of(xp: u16) -> u8 {
    LEVELS.iter().filter(|&&t| xp >= t).count() as u8
}

/// The wound cards that kill a survivor (RM-ZATK-5).
pub const LETHAL_WOUNDS: u8 = 2;

impl RueMorgue {
    pub(crate) fn n_surv(&self) -> usize {
        self.s.n_surv as usize
    }

    pub(crate) fn owner(&self, surv: u8) -> u8 {
        self.st.owner[surv as usize]
    }

    pub(crate) fn name(&self, surv: u8) -> &str {
        self.st.survivors.get(surv as usize).map_or("?", |s| s.name.as_str())
    }

    pub(crate) fn zone_name(&self, z: u8) -> &str {
        self.st.map().zones.get(z as usize).map_or("?", |z| z.id.as_str())
    }

    /// Seat at position `pos` of the play order (RM-TURN-2).
    pub(crate) fn seat_at(&self, pos: u8) -> u8 {
        (self.s.first_player + pos) % self.st.num_seats
    }

    /// The seat to act in the players' phase: the active survivor's owner
    /// (a Tactician may play in another seat's turn, RM-SKILL-75), else the
    /// seat whose turn it is.
    pub(crate) fn current_seat(&self) -> u8 {
        if self.s.active != NONE {
            return self.owner(self.s.active);
        }
        self.seat_at(self.s.seat_pos.min(self.st.num_seats - 1))
    }

    /// A survivor sitting in the flying helicopter is out of the board's
    /// reach (RM-HELI-12/13).
    pub(crate) fn in_flight(&self, surv: u8) -> bool {
        let s = &self.s.survivors[surv as usize];
        s.aboard != NONE && self.s.heli.flying
    }

    /// Alive and on the board (not flying): can be attacked, seen, hit.
    pub(crate) fn on_ground(&self, surv: u8) -> bool {
        self.s.survivors[surv as usize].alive() && !self.in_flight(surv)
    }

    pub(crate) fn ground_survivors_in(&self, zone: u8) -> impl Iterator<Item = u8> + '_ {
        (0..self.s.n_surv).filter(move |&i| self.s.survivors[i as usize].zone == zone && self.on_ground(i))
    }

    pub(crate) fn zombies_in(&self, zone: u8) -> u8 {
        self.s.zombies[zone as usize].iter().sum()
    }

    pub(crate) fn on_board(&self, kind: ZombieKind) -> u32 {
        self.s.zombies.iter().map(|z| u32::from(z[kind.index()])).sum()
    }

    pub(crate) fn supply_left(&self, kind: ZombieKind) -> u8 {
        let supply = u32::from(self.st.kinds[kind.index()].supply);
        supply.saturating_sub(self.on_board(kind)) as u8
    }

    /// The most experienced living survivor's level (RM-SPAWN-6).
    pub(crate) fn danger(&self) -> DangerLevel {
        let xp = (0..self.s.n_surv)
            .filter(|&i| self.s.survivors[i as usize].alive())
            .map(|i| self.s.survivors[i as usize].xp)
            .max()
            .unwrap_or(0);
        DangerLevel::ALL[level_of(xp) as usize]
    }

    /// Noise tokens plus survivors counted as noise (RM-NOISE-5).
    pub(crate) fn noise_at(&self, zone: u8) -> u16 {
        let mut n = u16::from(self.s.noise[zone as usize]);
        for i in self.ground_survivors_in(zone) {
            let s = &self.s.survivors[i as usize];
            if skills::counts_as_noise(s.skills) && !self.is_rotten(i) {
                n += 1;
            }
        }
        n
    }

    /// Rotten (RM-SKILL-33): attacking, making noise or piloting loses the
    /// token and keeps him from getting it at the end of this activation.
    pub(crate) fn stir(&mut self, surv: u8) {
        if let Some(s) = self.s.survivors.get_mut(surv as usize) {
            s.used |= super::state::STIRRED;
            self.s.rotten &= !(1 << surv);
        }
    }

    /// Holds the Rotten token: no target, no noise, no attack (RM-SKILL-33).
    pub(crate) fn is_rotten(&self, surv: u8) -> bool {
        self.s.rotten & (1 << surv) != 0
    }

    pub(crate) fn add_noise(&mut self, zone: u8, ev: &mut Vec<Event>) {
        let n = &mut self.s.noise[zone as usize];
        *n = n.saturating_add(1);
        ev.push(Event::NoisePlaced { zone, total: *n });
    }

    /// Coloured doors open only once an objective of their colour is taken
    /// (RM-DOOR-4, Horde's reading of the coloured tokens, RM-GAP-13).
    pub(crate) fn door_unlocked(&self, color: DoorColor) -> bool {
        let want = match color {
            DoorColor::Neutral => return true,
            DoorColor::Blue => Color::Blue,
            DoorColor::Pink => Color::Pink,
        };
        let map = self.st.map();
        let mut exists = false;
        for (i, z) in map.zones.iter().enumerate() {
            if z.objective.is_some_and(|o| o.color == want) {
                exists = true;
                if self.s.objectives_taken & (1 << i) != 0 {
                    return true;
                }
            }
        }
        !exists
    }

    /// A mission may keep the helicopter grounded until every objective of
    /// one colour (its fuel) is taken (`helicopter.fuel`, Horde's mission
    /// rule under RM-HELI-6: the mission says whether it flies).
    pub(crate) fn heli_fuelled(&self) -> bool {
        let Some(fuel) = self.st.mission.def.helicopter.as_ref().and_then(|h| h.fuel) else { return true };
        let map = self.st.map();
        map.zones
            .iter()
            .enumerate()
            .all(|(i, z)| z.objective.is_none_or(|o| o.color != fuel) || self.s.objectives_taken & (1 << i) != 0)
    }

    /// Zones holding a tent card that is revealed and searchable, or a
    /// searchable room (RM-SEARCH-1, RM-HOSP-6, RM-TENT-4).
    pub(crate) fn searchable(&self, zone: u8) -> bool {
        let z = self.st.map().zone(zone);
        if z.tent_spot {
            let t = self.s.tents[zone as usize];
            return self.s.tents_revealed & (1 << zone) != 0 && t != NONE && TentCard::ALL[t as usize].searchable();
        }
        z.searchable
    }

    /// Beds of a colour in a zone: hospital beds and revealed tents' beds.
    pub(crate) fn beds(&self, zone: u8, blue: bool) -> u8 {
        let z = self.st.map().zone(zone);
        let mut n = if blue { z.beds_blue } else { z.beds_green };
        let t = self.s.tents[zone as usize];
        if t != NONE && self.s.tents_revealed & (1 << zone) != 0 {
            let (b, g) = TentCard::ALL[t as usize].beds();
            n += if blue { b } else { g };
        }
        n
    }

    /// Tiles where at least one survivor stands (RM-MANHOLE-1, RM-BED-2).
    pub(crate) fn tiles_with_survivors(&self) -> u32 {
        let map = self.st.map();
        let mut m = 0;
        for i in 0..self.s.n_surv {
            if self.on_ground(i) {
                m |= map.zone(self.s.survivors[i as usize].zone).tiles;
            }
        }
        m
    }

    /// Places up to `n` zombies of `kind`; returns true if the supply ran
    /// out (RM-OUT-1). Fatties bring two walkers unless added by a split
    /// (RM-SPAWN-8); a missing Abomination becomes a fatty and two walkers
    /// (RM-ABOM-2).
    pub(crate) fn place(&mut self, zone: u8, kind: ZombieKind, n: u8, ev: &mut Vec<Event>) -> u8 {
        let mut ran_out = 0u8;
        if n == 0 {
            return 0;
        }
        let mut put = |g: &mut Self, k: ZombieKind, n: u8, ev: &mut Vec<Event>| {
            let avail = g.supply_left(k);
            let placed = n.min(avail);
            if placed > 0 {
                g.s.zombies[zone as usize][k.index()] += placed;
                ev.push(Event::ZombiesSpawned { zone, kind: k, count: placed });
            }
            if placed < n {
                ev.push(Event::RanOut { kind: k });
                ran_out |= 1 << k.index();
            }
        };
        match kind {
            ZombieKind::Abomination => {
                let have = self.supply_left(ZombieKind::Abomination).min(n);
                put(self, ZombieKind::Abomination, have, ev);
                for _ in have..n {
                    ev.push(Event::AbominationSubstituted { zone });
                    put(self, ZombieKind::Fatty, 1, ev);
                    put(self, ZombieKind::Walker, 2, ev);
                }
            }
            ZombieKind::Fatty => {
                put(self, ZombieKind::Fatty, n, ev);
                put(self, ZombieKind::Walker, n.saturating_mul(2), ev);
            }
            k => put(self, k, n, ev),
        }
        ran_out
    }

    /// Extra activations for every kind that ran out (RM-OUT-1).
    pub(crate) fn push_runouts(&mut self, mask: u8, ev: &mut Vec<Event>) {
        for k in 0..5 {
            if mask & (1 << k) != 0 {
                ev.push(Event::ExtraActivation { kind: kind_of(k) });
                self.s.stack.push(Step::Activation { mask: 1 << k, stage: 0, cursor: 0, attacked: 0 });
            }
        }
    }

    pub(crate) fn discard_card(&mut self, card: u8) {
        let sp = self.st.specials;
        if card == sp.sniper_rifle {
            // RM-SNIPER-1: both parts go to the discard pile.
            self.s.eq_discard[sp.rifle as usize] += 1;
            self.s.eq_discard[sp.scope as usize] += 1;
        } else if card == sp.molotov {
            self.s.molotovs += 1;
        } else {
            self.s.eq_discard[card as usize] += 1;
        }
    }

    pub(crate) fn gain_xp(&mut self, surv: u8, amount: u8, ev: &mut Vec<Event>) {
        if amount == 0 {
            return;
        }
        let s = &mut self.s.survivors[surv as usize];
        let before = level_of(s.xp);
        s.xp = s.xp.saturating_add(u16::from(amount));
        let after = level_of(s.xp);
        ev.push(Event::XpGained { survivor: surv, amount, total: s.xp });
        for level in before + 1..=after {
            ev.push(Event::LevelUp { survivor: surv, level });
            let options = &self.st.survivors[surv as usize].levels[level as usize];
            match options.len() {
                0 => {}
                _ if level == 1 => {
                    // Yellow adds every listed skill (normally one).
                    for k in options.clone() {
                        self.add_skill(surv, k, ev);
                    }
                }
                1 => {
                    let k = options[0];
                    self.add_skill(surv, k, ev);
                }
                _ => self.s.stack.push(Step::SkillChoice { surv, level }),
            }
        }
    }

    pub(crate) fn add_skill(&mut self, surv: u8, k: skills::Skill, ev: &mut Vec<Event>) {
        let active = self.s.active == surv;
        let s = &mut self.s.survivors[surv as usize];
        s.skills.insert(k);
        if active {
            s.actions += skills::actions_granted_now(k);
            for (p, n) in skills::free_actions_granted_now(k).into_iter().enumerate() {
                s.free[p] += n;
            }
        }
        ev.push(Event::SkillGained { survivor: surv, skill: k.0 });
    }

    /// The next zombie wound of the zone being shared goes to `surv`;
    /// Armor against the kind that struck (RM-SKILL-35) turns it away.
    pub(crate) fn zombie_wound_to(&mut self, surv: u8, ev: &mut Vec<Event>) {
        if let Some(Step::ZombieWounds { left, .. }) = self.s.stack.top_mut() {
            *left = left.saturating_sub(1);
        }
        let kind = self.s.wound_kinds.iter().position(|&n| n > 0);
        if let Some(k) = kind {
            self.s.wound_kinds[k] -= 1;
            if skills::armored_against(self.s.survivors[surv as usize].skills, k) {
                ev.push(Event::SkillUsed { survivor: surv, skill: skills::Skill::ARMOR_FIRST + k as u8 });
                return;
            }
        }
        self.s.stack.push(Step::WoundOn { surv, left: 1, by: NONE });
    }

    /// One wound to `surv`, discarding the card in `discard` (RM-ZATK-2),
    /// or killing him at the second wound (RM-ZATK-5).
    pub(crate) fn wound(&mut self, surv: u8, discard: Option<usize>, by: u8, ev: &mut Vec<Event>) {
        let source = if by == NONE { WoundSource::Zombie } else { WoundSource::Survivor(by) };
        let s = self.s.survivors[surv as usize];
        if s.wounds + 1 >= LETHAL_WOUNDS {
            ev.push(Event::WoundTaken { survivor: surv, source, discarded: None });
            self.kill_survivor(surv, ev);
            // RM-VS-16: Hit & run counts a rival cut down like a zombie.
            if by != NONE && self.s.active == by && self.rivals(by, surv) {
                let killer = &mut self.s.survivors[by as usize];
                if killer.alive() && skills::move_after_kill(killer.skills, false) {
                    killer.free[skills::KILL_MOVE_POOL] = 1;
                }
            }
            return;
        }
        let mut discarded = None;
        let slot = match discard {
            Some(i) => {
                if let Some(c) = s.slots[i].item() {
                    self.discard_card(c);
                    discarded = Some(c);
                }
                i
            }
            None => s.first_free_slot().unwrap_or(s.slot_count() - 1),
        };
        let sv = &mut self.s.survivors[surv as usize];
        sv.slots[slot] = Slot::WOUND;
        sv.wounds += 1;
        ev.push(Event::WoundTaken { survivor: surv, source, discarded });
    }

    pub(crate) fn kill_survivor(&mut self, surv: u8, ev: &mut Vec<Event>) {
        let s = self.s.survivors[surv as usize];
        if !s.alive() {
            return;
        }
        for (_, c) in s.items() {
            self.discard_card(c);
        }
        let sv = &mut self.s.survivors[surv as usize];
        sv.slots = [Slot::EMPTY; SLOTS];
        sv.wounds = 2;
        sv.flags &= !flag::ALIVE;
        sv.actions = 0;
        sv.free = [0; skills::POOLS];
        if sv.aboard != NONE {
            let seat = sv.aboard as usize;
            sv.aboard = NONE;
            self.s.heli.seats[seat] = NONE;
        }
        ev.push(Event::SurvivorDied { survivor: surv, zone: s.zone });
    }

    /// A slot to discard when wounded, if the choice matters: `None` when
    /// the survivor has no card, `Some(Ok(slot))` when every card is the
    /// same, `Some(Err(()))` when the owner must choose.
    pub(crate) fn wound_discard_choice(&self, surv: u8) -> Option<Result<usize, ()>> {
        let s = &self.s.survivors[surv as usize];
        let mut first: Option<(usize, Slot)> = None;
        for (i, slot) in s.inventory().iter().enumerate() {
            if slot.item().is_some() {
                match first {
                    None => first = Some((i, *slot)),
                    Some((_, f)) if f != *slot => return Some(Err(())),
                    _ => {}
                }
            }
        }
        first.map(|(i, _)| Ok(i))
    }

    /// Reveals the tent in `zone` if a survivor enters it first (RM-TENT-2).
    pub(crate) fn entered(&mut self, surv: u8, zone: ZoneId, ev: &mut Vec<Event>) {
        let _ = surv;
        let z = self.st.map().zone(zone);
        if z.tent_spot && self.s.tents_revealed & (1 << zone) == 0 && self.s.tents[zone as usize] != NONE {
            self.s.tents_revealed |= 1 << zone;
            ev.push(Event::TentRevealed { zone, card: TentCard::ALL[self.s.tents[zone as usize] as usize] });
            self.s.stack.push(Step::DrawZombie { zone });
        }
    }

    pub(crate) fn resample_tents(&mut self, rng: &mut horde_core::HordeRng) {
        let mut hidden: Vec<u8> = Vec::new();
        let mut spots: Vec<usize> = Vec::new();
        for z in 0..MAX_ZONES {
            if self.s.tents[z] != NONE && self.s.tents_revealed & (1 << z) == 0 {
                spots.push(z);
            }
        }
        if spots.is_empty() {
            return;
        }
        // The unseen cards: the whole box minus the revealed ones.
        for (i, t) in TentCard::ALL.iter().enumerate() {
            let revealed =
                (0..MAX_ZONES).filter(|&z| self.s.tents_revealed & (1 << z) != 0 && self.s.tents[z] == i as u8).count();
            for _ in revealed..t.copies() as usize {
                hidden.push(i as u8);
            }
        }
        rng.shuffle(&mut hidden);
        for (k, z) in spots.into_iter().enumerate() {
            self.s.tents[z] = hidden.get(k).copied().unwrap_or(NONE);
        }
    }
}

impl RueMorgue {
    /// Can the acting survivor pay `cost` actions for an action of `kind`,
    /// counting free actions restricted to that kind?
    pub(crate) fn can_pay(&self, surv: u8, kind: skills::ActionKind, cost: u8) -> bool {
        let s = &self.s.survivors[surv as usize];
        let free: u16 = skills::pools_for(kind).iter().map(|&p| u16::from(s.free[p])).sum();
        u16::from(s.actions) + free >= u16::from(cost)
    }

    /// Pays for an action: free actions of its kind first, then general ones.
    pub(crate) fn pay(&mut self, surv: u8, kind: skills::ActionKind, cost: u8) {
        let s = &mut self.s.survivors[surv as usize];
        let mut left = cost;
        for &p in skills::pools_for(kind) {
            let take = s.free[p].min(left);
            s.free[p] -= take;
            left -= take;
        }
        s.actions = s.actions.saturating_sub(left);
    }
}
