//! A fast rule-aware bot for Rue Morgue: a [`horde_ai::Policy`] that plays
//! the survivors' side (the zombies play themselves), and an
//! [`horde_ai::Evaluator`] for MCTS leaves and greedy lookahead.
//!
//! The policy plays a team that keeps together: it picks one objective
//! for everyone (the one nearest the team as a whole), then the exit once
//! every objective is taken, and scores each action of the active survivor
//! against that goal:
//! - fight first: melee in its own zone, ranged at zones without other
//!   survivors (ranged hits go to survivors first, RM-PRIO-1), each scored
//!   by the expected value of what it kills with that weapon's dice;
//! - take objectives, search when the zone is clear, reload when needed;
//! - open the doors on the way to the goal, silent weapons preferred (a
//!   noisy door calls the zombies, RM-DOOR-2);
//! - move towards the goal, never more than two zones ahead of the
//!   team's rearmost survivor, avoiding zones full of zombies it cannot
//!   fight and zones next to big groups;
//! - give zombie wounds to whoever has no wound yet and the least to
//!   lose, discard the least useful card, send spawned and split zombies
//!   away from the survivors.
//!
//! Everything is computed on the stack from the state (distance maps over
//! at most 64 zones): no allocation, no cloning, deterministic.

use crate::content::{ItemTag, WeaponProfile, ZombieKind};
use crate::map::{LinkKind, MAX_ZONES, Map, UNREACHABLE, iter_mask};
use crate::mission::DoorColor;
use crate::rules::{Action, BOTH_HANDS, MatchResult, NONE, RueMorgue, SLOTS, Slot, State, Static, Step};
use horde_core::{HordeRng, Seat};
use horde_rules::{BotParts, Evaluator, Policy};
use std::sync::{Arc, Weak};

/// How much harm a miniature of each kind does in a zombies' phase
/// (walker, fatty, runner, crawler, Abomination): runners act twice.
const THREAT: [f64; 5] = [1.0, 1.0, 2.0, 0.8, 3.0];
/// How much killing one is worth.
const KILL_VALUE: [f64; 5] = [1.0, 1.5, 2.2, 0.6, 5.0];
/// The extra cost, in steps, of a closed door the team can open.
const DOOR_COST: u8 = 1;

/// Melee hits go to the most valuable kills first (KILL_VALUE order).
const MELEE_ORDER: [usize; 5] = [4, 2, 1, 0, 3];
/// XP at which the danger level rises to yellow, orange and red (RM-XP-2).
/// Spawn cards are read at the most experienced survivor's level
/// (RM-SPAWN-6), and a yellow card brings about three times the zombies
/// of a blue one: the team spreads its XP to stay low as long as it can.
const LEVELS: [u16; 3] = [7, 19, 43];
/// The index of the Atomic Abomination among the zombie kinds.
const ABOMINATION: usize = 4;
/// The score an action loses when it raises the danger level that
/// another survivor could have avoided raising.
const DANGER_COST: f64 = 60.0;

/// The survivors' policy. Its only state is caches of pure functions of
/// the state, so replays are unaffected: distance maps to the objectives,
/// rebuilt when a door opens or an objective is taken, and the value of
/// every equipment card.
#[derive(Clone, Debug, Default)]
pub struct RmPolicy {
    cache: GoalCache,
    cards: CardValues,
}

/// `Ctx::card_value` of every equipment card of one match's statics. A
/// card's value depends only on its definition, yet every discard (one per
/// card the seat holds, RM-INV-4), swap, trade and wound discard valued
/// its cards afresh at every decision. The weak reference names the
/// statics: it keeps their allocation from being reused by other statics,
/// so an address match is an identity match.
#[derive(Clone, Debug, Default)]
struct CardValues {
    statics: Weak<Static>,
    values: Vec<f64>,
}

impl CardValues {
    fn of(&mut self, game: &RueMorgue) -> &[f64] {
        if !std::ptr::eq(self.statics.as_ptr(), Arc::as_ptr(&game.st)) {
            self.statics = Arc::downgrade(&game.st);
            let c = Ctx::new(game);
            self.values.clear();
            self.values.extend((0..game.st.catalog.equipment.len()).map(|card| c.card_value(card as u8)));
        }
        &self.values
    }
}

/// Distance maps to each untaken objective (or to the exits once they are
/// all taken), for one mission, set of open doors and objectives taken.
#[derive(Clone, Debug, Default)]
struct GoalCache {
    /// (tables address, zone count, open doors, objectives taken, the
    /// team can open doors)
    key: Option<(usize, usize, u64, u64, bool)>,
    maps: Vec<(u8, [u8; MAX_ZONES])>,
}

/// The value of a state for every seat (cooperative: the same for all),
/// an estimate of the chance to win in `[0, 1]`.
#[derive(Clone, Copy, Debug, Default)]
pub struct RmEvaluator;

/// The Rue Morgue parts lent to the generic bots.
#[derive(Clone, Copy, Debug, Default)]
pub struct RmParts;

impl BotParts<RueMorgue> for RmParts {
    fn policy(&self, _seat: Seat) -> Option<Box<dyn Policy<RueMorgue>>> {
        Some(Box::new(RmPolicy::default()))
    }
    fn evaluator(&self, _seat: Seat) -> Option<Box<dyn Evaluator<RueMorgue>>> {
        Some(Box::new(RmEvaluator))
    }
}

/// Read-only views of one state, with the few tables the scores share.
struct Ctx<'a> {
    st: &'a Static,
    s: &'a State,
    map: &'a Map,
    /// Zombie kinds in ranged targeting priority order (RM-PRIO-1).
    ranged_order: [usize; 5],
    /// XP of the next danger level above the most experienced living
    /// survivor's (`u16::MAX` at red).
    next_level: u16,
    /// Spawn zones that spawn in the coming zombies' phase.
    spawns: u64,
    /// Zones an Atomic Abomination stands in or grabs from (RM-ABOM-4).
    grab: u64,
    /// Every card's `card_value` where the caller keeps them (empty: each
    /// is computed when asked).
    card_values: &'a [f64],
}

impl<'a> Ctx<'a> {
    fn new(g: &'a RueMorgue) -> Self {
        let st = g.statics();
        let mut ranged_order = [0usize, 1, 2, 3, 4];
        ranged_order.sort_by_key(|&k| st.kinds[k].priority);
        let s = g.state();
        let map = st.map();
        let max_xp = (0..s.n_surv)
            .filter(|&i| s.survivors[i as usize].alive())
            .map(|i| s.survivors[i as usize].xp)
            .max()
            .unwrap_or(0);
        let next_level = LEVELS.iter().copied().find(|&t| t > max_xp).unwrap_or(u16::MAX);
        let (mut spawns, mut grab) = (0u64, 0u64);
        for (i, z) in map.zones.iter().enumerate().take(MAX_ZONES) {
            let active = z.indicators != 0
                || match z.spawn_color {
                    Some(crate::mission::Color::Red) => true,
                    Some(_) => s.woken_spawns & (1 << i) != 0,
                    None => false,
                };
            if active && !z.wreck {
                spawns |= 1 << i;
            }
            if s.zombies[i][ABOMINATION] > 0 {
                grab |= 1 << i;
                for l in &map.links[i] {
                    grab |= 1 << l.to;
                }
            }
        }
        Self { st, s, map, ranged_order, next_level, spawns, grab, card_values: &[] }
    }

    fn with_card_values(g: &'a RueMorgue, card_values: &'a [f64]) -> Self {
        Self { card_values, ..Self::new(g) }
    }

    /// Whether `i` gaining `xp` would raise the danger level while some
    /// other living survivor could gain it without doing so.
    fn raises_danger(&self, i: u8, xp: u16) -> bool {
        let own = self.s.survivors[i as usize].xp;
        own.saturating_add(xp) >= self.next_level
            && self.alive().any(|j| j != i && self.s.survivors[j as usize].xp.saturating_add(xp) < self.next_level)
    }

    /// The expected number of kills (not their value) of an attack.
    fn expected_kills(&self, p: &WeaponProfile, dice: u8, z: u8) -> f64 {
        let zs = &self.s.zombies[z as usize];
        let killable: f64 = zs
            .iter()
            .enumerate()
            .filter(|&(k, _)| p.kills_all || p.damage >= self.st.kinds[k].min_damage)
            .map(|(_, &n)| f64::from(n))
            .sum();
        if p.kills_all {
            return killable;
        }
        let hit = f64::from(7u8.saturating_sub(p.accuracy.clamp(1, 6))) / 6.0;
        (f64::from(dice) * hit).min(killable)
    }

    /// What raising the danger level with an attack costs, in score.
    fn danger_cost(&self, i: u8, kills: f64) -> f64 {
        let own = self.s.survivors[i as usize].xp;
        if kills <= 0.0 || self.next_level == u16::MAX {
            return 0.0;
        }
        let after = f64::from(own) + kills;
        if after + 0.5 < f64::from(self.next_level) || !self.raises_danger(i, kills.ceil() as u16) {
            return 0.0;
        }
        DANGER_COST
    }

    fn zombies_in(&self, z: u8) -> u32 {
        self.s.zombies[z as usize].iter().map(|&n| u32::from(n)).sum()
    }

    fn threat_in(&self, z: u8) -> f64 {
        self.s.zombies[z as usize].iter().zip(THREAT).map(|(&n, t)| f64::from(n) * t).sum()
    }

    /// Alive and on the board (not in a flying helicopter).
    fn on_ground(&self, i: u8) -> bool {
        let sv = &self.s.survivors[i as usize];
        sv.alive() && !(sv.aboard != NONE && self.s.heli.flying)
    }

    fn alive(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.s.n_surv).filter(|&i| self.s.survivors[i as usize].alive())
    }

    fn others_in(&self, z: u8, except: u8) -> u32 {
        (0..self.s.n_surv)
            .filter(|&i| i != except && self.on_ground(i) && self.s.survivors[i as usize].zone == z)
            .count() as u32
    }

    fn untaken_objectives(&self) -> u64 {
        let mut m = 0u64;
        for (i, z) in self.map.zones.iter().enumerate().take(MAX_ZONES) {
            if z.objective.is_some() && self.s.objectives_taken & (1 << i) == 0 {
                m |= 1 << i;
            }
        }
        m
    }

    fn exits(&self) -> u64 {
        let mut m = 0u64;
        for (i, z) in self.map.zones.iter().enumerate().take(MAX_ZONES) {
            if z.exit {
                m |= 1 << i;
            }
        }
        m
    }

    /// Some living survivor carries a card that opens doors.
    fn team_opens_doors(&self) -> bool {
        self.alive().any(|i| {
            self.s.survivors[i as usize]
                .slots
                .iter()
                .any(|sl| sl.item().is_some_and(|c| self.st.eq(c).opens_doors.is_some()))
        })
    }

    /// Steps from the zones of `sources` to every zone, over what
    /// survivors can walk, closed neutral doors counting `door` extra
    /// steps (`None`: closed doors block). Dial's algorithm on bit sets.
    fn distances(&self, sources: u64, door: Option<u8>, out: &mut [u8; MAX_ZONES]) {
        out.fill(UNREACHABLE);
        const BUCKETS: usize = 3 * MAX_ZONES;
        let mut bucket = [0u64; BUCKETS];
        bucket[0] = sources;
        for z in iter_mask(sources) {
            out[z as usize] = 0;
        }
        let mut d = 0usize;
        let mut pending = u32::from(sources != 0);
        while pending > 0 && d < BUCKETS {
            let here = std::mem::take(&mut bucket[d]);
            if here != 0 {
                pending -= 1;
            }
            for z in iter_mask(here) {
                if usize::from(out[z as usize]) != d || self.map.zones[z as usize].wreck {
                    continue;
                }
                for l in &self.map.links[z as usize] {
                    let w = match l.kind {
                        LinkKind::Free | LinkKind::Ladder | LinkKind::Opening => 1,
                        LinkKind::Door(x) if self.s.open_doors & (1 << x) != 0 => 1,
                        LinkKind::Door(x) => match door {
                            Some(c) if self.map.doors[x as usize].color == DoorColor::Neutral => 1 + c,
                            _ => continue,
                        },
                        LinkKind::Fence | LinkKind::Wall => continue,
                    };
                    let nd = d + usize::from(w);
                    let t = l.to as usize;
                    if nd < usize::from(out[t]) && nd < BUCKETS && !self.map.zones[t].wreck {
                        out[t] = nd as u8;
                        if bucket[nd] == 0 {
                            pending += 1;
                        }
                        bucket[nd] |= 1 << t;
                    }
                }
            }
            d += 1;
        }
    }

    /// The team's goal: the untaken objective nearest to the living
    /// survivors as a whole, or the exit once they are all taken. Writes
    /// the distance map to it into `out`.
    fn goal(&self, cache: &mut GoalCache, out: &mut [u8; MAX_ZONES]) {
        let opener = self.team_opens_doors();
        let door = opener.then_some(DOOR_COST);
        let objectives = self.untaken_objectives();
        let key = (
            std::ptr::from_ref(self.st) as usize,
            self.map.zone_count(),
            self.s.open_doors,
            self.s.objectives_taken,
            opener,
        );
        if cache.key != Some(key) {
            cache.key = Some(key);
            cache.maps.clear();
            let mut map = [UNREACHABLE; MAX_ZONES];
            if objectives == 0 {
                self.distances(self.exits(), door, &mut map);
                cache.maps.push((NONE, map));
            } else {
                for o in iter_mask(objectives) {
                    self.distances(1 << o, door, &mut map);
                    cache.maps.push((o, map));
                }
            }
        }
        let mut best: Option<(u32, usize)> = None;
        for (k, (_, map)) in cache.maps.iter().enumerate() {
            let total: u32 = self.alive().map(|i| u32::from(map[self.s.survivors[i as usize].zone as usize])).sum();
            if best.is_none_or(|(b, _)| total < b) {
                best = Some((total, k));
            }
        }
        match best {
            Some((_, k)) => *out = cache.maps[k].1,
            None => out.fill(UNREACHABLE),
        }
    }

    fn profile(&self, card: u8, melee: bool) -> Option<&'a WeaponProfile> {
        if melee { self.st.melee(card) } else { self.st.ranged(card) }
    }

    /// The expected value of the zombies an attack with `p` kills in zone
    /// `z`: expected hits, spent on the most valuable killable targets
    /// (melee picks them) or in priority order (ranged).
    fn attack_value(&self, p: &WeaponProfile, dice: u8, z: u8, melee: bool) -> f64 {
        let zs = &self.s.zombies[z as usize];
        if p.kills_all {
            return zs.iter().zip(KILL_VALUE).map(|(&n, v)| f64::from(n) * v).sum();
        }
        let hit = f64::from(7u8.saturating_sub(p.accuracy.clamp(1, 6))) / 6.0;
        let mut hits = f64::from(dice) * hit;
        let order = if melee { MELEE_ORDER } else { self.ranged_order };
        let mut value = 0.0;
        for k in order {
            if hits <= 0.0 {
                break;
            }
            let n = f64::from(zs[k]);
            if n == 0.0 {
                continue;
            }
            if p.damage < self.st.kinds[k].min_damage {
                // Ranged hits on a target they cannot kill are wasted on it
                // (RM-PRIO-2); melee simply picks another target.
                if !melee {
                    hits -= n.min(hits);
                }
                continue;
            }
            let used = n.min(hits);
            value += used * KILL_VALUE[k];
            hits -= used;
        }
        value
    }

    /// How useful a card is to carry, hands or not.
    fn card_value(&self, card: u8) -> f64 {
        let e = self.st.eq(card);
        let mut v: f64 = 0.0;
        for (p, melee) in [(e.melee.as_ref(), true), (e.ranged.as_ref(), false)] {
            let Some(p) = p else { continue };
            let w = if p.kills_all {
                4.0
            } else {
                let hit = f64::from(7u8.saturating_sub(p.accuracy.clamp(1, 6))) / 6.0;
                let dmg = if p.damage >= 2 { 1.4 } else { 1.0 };
                let range = if melee { 1.0 } else { 1.0 + 0.1 * f64::from(p.range_max) };
                let dual = if p.dual { 1.2 } else { 1.0 };
                let reload = if p.reload { 0.8 } else { 1.0 };
                let noise = if p.noisy { 0.9 } else { 1.0 };
                f64::from(p.dice) * hit * dmg * range * dual * reload * noise
            };
            v = v.max(w);
        }
        match e.opens_doors {
            Some(false) => v += 1.2,
            Some(true) => v += 0.7,
            None => {}
        }
        if e.tags.iter().any(|t| matches!(t, ItemTag::Bottle | ItemTag::Gasoline | ItemTag::Scope | ItemTag::Rifle)) {
            v = v.max(0.6);
        }
        if e.tags.iter().any(|t| matches!(t, ItemTag::WorksFromReserve)) {
            v = v.max(0.3);
        }
        v
    }

    fn slot_value(&self, slot: Slot) -> f64 {
        slot.item().map_or(0.0, |c| self.kept_card_value(c))
    }

    fn kept_card_value(&self, card: u8) -> f64 {
        self.card_values.get(usize::from(card)).copied().unwrap_or_else(|| self.card_value(card))
    }

    /// An inventory's worth: cards in hand count fully (only they fight
    /// and open doors), cards in the backpack a fifth.
    fn layout_value(&self, slots: &[Slot; SLOTS]) -> f64 {
        slots.iter().enumerate().map(|(i, &s)| self.slot_value(s) * if i < 2 { 1.0 } else { 0.2 }).sum()
    }

    fn has_melee_in_hand(&self, i: u8) -> bool {
        self.s.survivors[i as usize].slots[..2].iter().any(|s| s.item().is_some_and(|c| self.st.melee(c).is_some()))
    }

    /// Zones from which zombies reach `z` with one step, weighted threat.
    fn threat_next_to(&self, z: u8) -> f64 {
        self.map.links[z as usize]
            .iter()
            .filter(|l| self.map.walkable(l.to, z, self.s.open_doors))
            .map(|l| self.threat_in(l.to))
            .sum()
    }

    /// Distance of every zone from the nearest survivor on the ground,
    /// every door counted open (where zombies sent away should go).
    fn distances_from_survivors(&self, out: &mut [u8; MAX_ZONES]) {
        let mut m = 0u64;
        for i in 0..self.s.n_surv {
            if self.on_ground(i) {
                m |= 1 << self.s.survivors[i as usize].zone;
            }
        }
        self.distances(m, Some(0), out);
    }
}

impl Policy<RueMorgue> for RmPolicy {
    fn name(&self) -> &str {
        "rue-morgue"
    }

    fn score(&mut self, game: &RueMorgue, _seat: Seat, legal: &[Action], _rng: &mut HordeRng, scores: &mut Vec<f64>) {
        scores.clear();
        let c = Ctx::with_card_values(game, self.cards.of(game));
        let mut goal = [UNREACHABLE; MAX_ZONES];
        let mut away = [UNREACHABLE; MAX_ZONES];
        let needs_goal =
            legal.iter().any(|a| matches!(a, Action::Move(_) | Action::OpenDoor { .. } | Action::Activate(_)));
        if needs_goal {
            c.goal(&mut self.cache, &mut goal);
        }
        if legal.iter().any(|a| matches!(a, Action::ChooseZone(_))) {
            c.distances_from_survivors(&mut away);
        }
        for &a in legal {
            scores.push(score_action(&c, a, &goal, &away));
        }
    }

    /// Inventory windows (free swaps, trades, a drawn card to place) are
    /// left to the scores: their choices are many, cheap to get right by
    /// card values, and rarely decide a game, while a search over them
    /// would spend its budget on near-identical layouts.
    fn worth_searching(&mut self, game: &RueMorgue, _seat: Seat, _legal: &[Action]) -> bool {
        !matches!(game.state().stack.top(), Some(Step::Window { .. } | Step::PlaceCard { .. }))
    }
}

fn score_action(c: &Ctx, a: Action, goal: &[u8; MAX_ZONES], away: &[u8; MAX_ZONES]) -> f64 {
    let s = c.s;
    let me = s.active;
    match a {
        Action::Activate(i) => {
            let sv = &s.survivors[i as usize];
            let mut v = 0.0;
            if c.zombies_in(sv.zone) > 0 && c.has_melee_in_hand(i) {
                // The least experienced fights first, so kills spread and
                // the danger level stays low (RM-SPAWN-6).
                v += 20.0 - 0.5 * f64::from(sv.xp.min(30));
            }
            // The leaders act first: they open the way (doors, kills) that
            // the others then walk through in the same turn.
            v - f64::from(goal[sv.zone as usize].min(40)) * 0.1
        }
        Action::Keep(slot) => {
            let Some(Step::PlaceCard { surv, card }) = s.stack.top() else { return 0.0 };
            let old = s.survivors[surv as usize].slots[slot as usize];
            let new = c.kept_card_value(card);
            let hand = if slot < 2 { 1.0 } else { 0.2 };
            (new - c.slot_value(old)) * hand + if old.is_empty() { 0.05 } else { 0.0 }
        }
        Action::DiscardDrawn => 0.0,
        Action::Swap(i, j) | Action::SwapOther(i, j) => {
            let Some(Step::Window { a: x, b: y, .. }) = s.stack.top() else { return -1.0 };
            let who = if matches!(a, Action::SwapOther(..)) { y } else { x };
            let Some(sv) = s.survivors.get(who as usize) else { return -1.0 };
            let mut after = sv.slots;
            after.swap(i as usize, j as usize);
            c.layout_value(&after) - c.layout_value(&sv.slots) - 0.01
        }
        Action::Exchange(i, j) => {
            let Some(Step::Window { a: x, b: y, .. }) = s.stack.top() else { return -1.0 };
            let (sa, sb) = (s.survivors[x as usize].slots, s.survivors[y as usize].slots);
            let (mut na, mut nb) = (sa, sb);
            std::mem::swap(&mut na[i as usize], &mut nb[j as usize]);
            // What the team gains, with a bonus for arming the unarmed.
            let armed = |sl: &[Slot; SLOTS]| c.layout_value(sl).min(1.0);
            let before = c.layout_value(&sa) + c.layout_value(&sb) + armed(&sa) + armed(&sb);
            let after = c.layout_value(&na) + c.layout_value(&nb) + armed(&na) + armed(&nb);
            after - before - 0.01
        }
        Action::Store(_) | Action::Take(_) => -1.0,
        Action::Done => 0.0,
        Action::Discard(who, slot) => {
            // Free, but never worth a card the bot can value.
            let v =
                s.survivors.get(who as usize).map_or(0.0, |sv| c.slot_value(sv.slots[(slot as usize).min(SLOTS - 1)]));
            -60.0 - v
        }
        Action::HitSurvivor(_) => -100.0,
        Action::HitKind(k) => {
            let i = k.index();
            KILL_VALUE[i] + if k == ZombieKind::Runner { 1.0 } else { 0.0 }
        }
        Action::WoundTo(i) => {
            let sv = &s.survivors[i as usize];
            // A second wound kills: give it to the unhurt with least to lose.
            -100.0 * f64::from(sv.wounds) - c.layout_value(&sv.slots)
        }
        Action::WoundDiscard(slot) => {
            let Some(Step::WoundOn { surv, .. }) = s.stack.top() else { return 0.0 };
            let sv = &s.survivors[surv as usize];
            -c.slot_value(sv.slots[slot as usize]) * if slot < 2 { 1.0 } else { 0.5 }
        }
        Action::ChooseZone(z) => f64::from(away[z as usize].min(60)),
        Action::ChooseSkill(_) => 0.0,
        _ if me == NONE => 0.0,
        _ => score_survivor_action(c, me, a, goal),
    }
}

/// Scores of the active survivor's own actions.
fn score_survivor_action(c: &Ctx, me: u8, a: Action, goal: &[u8; MAX_ZONES]) -> f64 {
    let s = c.s;
    let sv = &s.survivors[me as usize];
    let z = sv.zone;
    let here_zombies = c.zombies_in(z);
    match a {
        Action::TakeObjective => {
            // Left to a survivor it keeps below the next danger level.
            let xp = c.map.zones[z as usize].objective.map_or(0, |o| u16::from(o.xp));
            if c.raises_danger(me, xp) { -20.0 } else { 120.0 }
        }
        Action::Melee { hand } => {
            let Some(card) = sv.slots[crate::slot_of_hand(hand).unwrap_or(0)].item() else { return -10.0 };
            let Some(p) = c.profile(card, true) else { return -10.0 };
            let dice = if hand == BOTH_HANDS { p.dice * 2 } else { p.dice };
            let v = c.attack_value(p, dice, z, true);
            if v <= 0.0 { -5.0 } else { 40.0 + 15.0 * v - c.danger_cost(me, c.expected_kills(p, dice, z)) }
        }
        Action::Ranged { hand, zone } => {
            let Some(card) = sv.slots[crate::slot_of_hand(hand).unwrap_or(0)].item() else { return -10.0 };
            let Some(p) = c.profile(card, false) else { return -10.0 };
            let friends = c.others_in(zone, me);
            if friends > 0 {
                return -80.0 - 10.0 * f64::from(friends);
            }
            let dice = if hand == BOTH_HANDS { p.dice * 2 } else { p.dice };
            let v = c.attack_value(p, dice, zone, false);
            if v <= 0.0 {
                return -5.0;
            }
            // Shooting into one's own zone beats leaving it; shooting far
            // is the safest.
            38.0 + 15.0 * v - if p.noisy { 2.0 } else { 0.0 } - c.danger_cost(me, c.expected_kills(p, dice, zone))
        }
        Action::Reload => {
            if here_zombies > 0 || c.threat_next_to(z) > 0.0 {
                25.0
            } else {
                2.0
            }
        }
        Action::Search => {
            let mut v = 18.0;
            if !sv.slots[..2]
                .iter()
                .any(|x| x.item().is_some_and(|k| c.st.eq(k).melee.is_some() || c.st.eq(k).ranged.is_some()))
            {
                v += 15.0;
            }
            if sv.has_free_slot() {
                v += 5.0;
            }
            v
        }
        Action::OpenDoor { door, hand } => {
            let d = &c.map.doors[door as usize];
            let other = if d.a == z { d.b } else { d.a };
            let toward = goal[other as usize] < goal[z as usize];
            let noisy = sv.slots[crate::slot_of_hand(hand).unwrap_or(0)]
                .item()
                .is_some_and(|k| c.st.eq(k).opens_doors == Some(true));
            let mut v = if toward { 45.0 } else { 4.0 };
            if noisy {
                v -= 6.0;
            }
            // Do not open onto a fight the survivor is already in.
            v - 10.0 * f64::from(here_zombies.min(3))
        }
        Action::Move(t) => score_move(c, me, t, goal),
        Action::Combine(..) => 50.0,
        // Whoever ends the turn beside zombies is attacked (RM-ZATK-1).
        Action::DoNothing if here_zombies > 0 => -30.0,
        Action::DoNothing => 0.0,
        Action::MakeNoise => -25.0,
        Action::Rearrange => {
            // Worth an action when a better weapon waits in the backpack.
            let mut best = sv.slots;
            best.sort_by(|x, y| c.slot_value(*y).total_cmp(&c.slot_value(*x)));
            if c.layout_value(&best) > c.layout_value(&sv.slots) + 0.5 && here_zombies == 0 { 12.0 } else { -30.0 }
        }
        Action::Trade(o) => {
            // Arm an unarmed partner from a spare weapon in the backpack.
            let partner = &s.survivors[o as usize];
            let unarmed = c.layout_value(&partner.slots) < 0.3;
            let spare = sv.slots[2..].iter().any(|&x| c.slot_value(x) > 0.5);
            if unarmed && spare && here_zombies == 0 { 14.0 } else { -30.0 }
        }
        _ => -40.0,
    }
}

fn score_move(c: &Ctx, me: u8, t: u8, goal: &[u8; MAX_ZONES]) -> f64 {
    let s = c.s;
    let sv = &s.survivors[me as usize];
    let z = sv.zone;
    let gd = |x: u8| i32::from(goal[x as usize]);
    let mut v = 10.0;
    if goal[z as usize] != UNREACHABLE && goal[t as usize] != UNREACHABLE {
        v += 30.0 * f64::from(gd(z) - gd(t));
    }
    // Keep together: no more than two steps ahead of the rearmost.
    let rear = (0..s.n_surv)
        .filter(|&i| i != me && c.on_ground(i))
        .map(|i| gd(s.survivors[i as usize].zone))
        .filter(|&d| d != i32::from(UNREACHABLE))
        .max();
    if let Some(rear) = rear {
        if gd(t) + 4 < rear && gd(t) < gd(z) {
            v -= 30.0;
        }
        if gd(z) >= rear && gd(t) < gd(z) {
            v += 4.0;
        }
    }
    let zombies_there = c.zombies_in(t);
    let actions_after = sv.actions.saturating_sub(1 + c.zombies_in(z) as u8);
    if zombies_there > 0 {
        if c.has_melee_in_hand(me) && actions_after >= 1 {
            v -= 4.0 + 3.0 * c.threat_in(t);
        } else {
            v -= 40.0 + 5.0 * c.threat_in(t);
        }
    }
    v -= 2.5 * c.threat_next_to(t);
    // Spawn zones fill at the end of the turn, and an Abomination pulls
    // everyone next to it into its zone (RM-ABOM-4).
    if c.spawns & (1 << t) != 0 {
        v -= 6.0;
    }
    if c.grab & (1 << t) != 0 && c.grab & (1 << z) == 0 {
        v -= 25.0;
    }
    if c.zombies_in(z) > 0 && c.has_melee_in_hand(me) {
        // Finish the fight before walking off.
        v -= 15.0;
    }
    if c.map.zones[t as usize].exit && c.untaken_objectives() == 0 {
        v += 20.0;
    }
    v
}

impl Evaluator<RueMorgue> for RmEvaluator {
    fn evaluate(&mut self, game: &RueMorgue, values: &mut [f64]) {
        let v = estimate(game);
        values.fill(v);
    }
}

/// How far a lost game got: objectives taken and rounds survived, in
/// `[0, 0.99]`. Searches may give a loss this much partial credit, so that
/// among actions that mostly lose, those that lose later and further
/// along rank higher.
fn progress(c: &Ctx) -> f64 {
    let total_obj = c.map.zones.iter().filter(|z| z.objective.is_some()).count().max(1) as f64;
    let taken = f64::from(c.s.objectives_taken.count_ones()) / total_obj;
    let limit = f64::from(c.st.mission.def.turn_limit.unwrap_or(20).clamp(1, 20));
    let time = (f64::from(c.s.turn) / limit).min(1.0);
    (0.6 * taken + 0.4 * time).clamp(0.0, 0.99)
}

/// The chance of winning, roughly: objectives taken, survivors alive and
/// unhurt, progress to the exit, time left, zombies at the survivors. At a
/// lost game: how far it got ([`progress`]).
pub fn estimate(game: &RueMorgue) -> f64 {
    let c = Ctx::new(game);
    let s = c.s;
    if s.result == MatchResult::Won {
        return 1.0;
    }
    if matches!(s.result, MatchResult::Lost(_)) {
        return progress(&c);
    }
    let n = f64::from(s.n_surv.max(1));
    let total_obj = c.map.zones.iter().filter(|z| z.objective.is_some()).count().max(1) as f64;
    let taken = f64::from(s.objectives_taken.count_ones()) / total_obj;
    let (mut alive, mut wounds, mut danger) = (0.0, 0.0, 0.0);
    for i in c.alive() {
        alive += 1.0;
        let sv = &s.survivors[i as usize];
        wounds += f64::from(sv.wounds);
        if c.on_ground(i) {
            danger += c.threat_in(sv.zone);
        }
    }
    let mut exit_progress = 0.0;
    if c.untaken_objectives() == 0 {
        let mut d = [UNREACHABLE; MAX_ZONES];
        c.distances(c.exits(), Some(DOOR_COST), &mut d);
        let mut sum = 0.0;
        for i in c.alive() {
            sum += 1.0 / (1.0 + f64::from(d[s.survivors[i as usize].zone as usize].min(20)));
        }
        exit_progress = sum / n;
    }
    let limit = f64::from(c.st.mission.def.turn_limit.unwrap_or(60).max(1));
    let time = (f64::from(s.turn) / limit).min(1.0);
    let v = 0.35 * taken + 0.3 * (alive / n) - 0.08 * (wounds / n) + 0.25 * exit_progress + 0.1 * (1.0 - time)
        - 0.02 * danger.min(10.0);
    v.clamp(0.0, 0.99)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::default_setup;
    use horde_ai::{Bot, HeuristicBot, RandomBot};
    use horde_core::Game;
    use horde_sim::{SimConfig, compare};

    /// The kept card values are the ones computed afresh, for two card
    /// sets played in turn (a table kept for the wrong cards fails here:
    /// the second set lists the first's cards in reverse).
    #[test]
    fn kept_card_values_are_the_values_computed_afresh() {
        let team = ["parker", "dan", "katie", "lori", "bear", "joe"];
        let cards = crate::sample_catalog::sample_catalog();
        let mut reversed = cards.clone();
        reversed.equipment.reverse();
        let games =
            [cards, reversed].map(|c| RueMorgue::new(&crate::Setup::solo("tutorial-1", &team, Some(c))).expect("game"));
        let mut kept = CardValues::default();
        for g in games.iter().chain(&games) {
            let values = kept.of(g).to_vec();
            let c = Ctx::new(g);
            let afresh: Vec<f64> = (0..g.st.catalog.equipment.len()).map(|card| c.card_value(card as u8)).collect();
            assert_eq!(values, afresh);
        }
        let first = kept.of(&games[0]).to_vec();
        assert_ne!(first, kept.of(&games[1]), "two card sets");
    }

    #[test]
    fn policy_scores_every_action_and_is_deterministic() {
        let setup = default_setup("tutorial-1", 1).unwrap();
        let mut g = RueMorgue::new(&setup).unwrap();
        let mut rng = HordeRng::new(1, horde_core::rng::stream::TEST);
        let (mut legal, mut events, mut outcomes, mut scores) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let mut bot = HeuristicBot::new(RmPolicy::default(), 9);
        let mut trace = Vec::new();
        for _ in 0..3000 {
            let a = match g.decision() {
                horde_core::Decision::Terminal => break,
                horde_core::Decision::Chance => {
                    outcomes.clear();
                    g.chance_outcomes(&mut outcomes);
                    outcomes[rng.weighted(&outcomes).unwrap()].0
                }
                horde_core::Decision::Seat(seat) => {
                    legal.clear();
                    g.legal_actions(&mut legal);
                    RmPolicy::default().score(&g, seat, &legal, &mut rng, &mut scores);
                    assert_eq!(scores.len(), legal.len());
                    assert!(scores.iter().all(|s| s.is_finite()));
                    let a = bot.choose(&g, seat, &legal);
                    trace.push(a);
                    a
                }
            };
            g.apply(a, &mut events).unwrap();
        }
        assert!(!trace.is_empty());
        let v = estimate(&g);
        assert!((0.0..=1.0).contains(&v));
    }

    #[test]
    fn searches_skip_inventory_windows_but_not_the_survivors_actions() {
        // RM-TRADE-1: free swaps in a rearrange window are left to the
        // policy; a survivor's paid actions (RM-MOVE-1) are searched.
        let (mut windows, mut actions) = (0, 0);
        for seed in 1..6u64 {
            let setup = default_setup("tutorial-1", 1).unwrap();
            let mut g = RueMorgue::new(&setup).unwrap();
            let mut rng = HordeRng::new(seed, horde_core::rng::stream::TEST);
            let (mut legal, mut events, mut outcomes) = (Vec::new(), Vec::new(), Vec::new());
            let mut bot = HeuristicBot::new(RmPolicy::default(), seed);
            let mut policy = RmPolicy::default();
            for _ in 0..3000 {
                let a = match g.decision() {
                    horde_core::Decision::Terminal => break,
                    horde_core::Decision::Chance => {
                        outcomes.clear();
                        g.chance_outcomes(&mut outcomes);
                        outcomes[rng.weighted(&outcomes).unwrap()].0
                    }
                    horde_core::Decision::Seat(seat) => {
                        legal.clear();
                        g.legal_actions(&mut legal);
                        let searched = policy.worth_searching(&g, seat, &legal);
                        if legal.iter().any(|a| matches!(a, Action::Swap(..))) {
                            assert!(!searched, "a swap window is searched");
                            windows += 1;
                        }
                        if legal.iter().any(|a| matches!(a, Action::Move(_))) {
                            assert!(searched, "a survivor's move is not searched");
                            actions += 1;
                        }
                        bot.choose(&g, seat, &legal)
                    }
                };
                g.apply(a, &mut events).unwrap();
            }
        }
        assert!(windows > 0 && actions > 0, "{windows} windows, {actions} action choices");
    }

    #[test]
    fn a_lost_game_is_valued_by_how_far_it_got() {
        let setup = default_setup("tutorial-1", 1).unwrap();
        let mut g = RueMorgue::new(&setup).unwrap();
        let fresh = progress(&Ctx::new(&g));
        g.state_mut().turn = 5;
        let later = progress(&Ctx::new(&g));
        assert!(later > fresh, "{later} after five turns, {fresh} at the start");
        assert!(later < 1.0);
    }

    #[test]
    fn heuristic_beats_random() {
        let config = SimConfig::new("tutorial-1", 60, 11).threads(1);
        let cmp = compare::<RueMorgue, _, _, _, _>(
            &config,
            |_| HeuristicBot::new(RmPolicy::default(), 0),
            |_| RandomBot::new(0),
        )
        .unwrap();
        assert!(cmp.a.mean_rounds > cmp.b.mean_rounds, "{} vs {}", cmp.a.mean_rounds, cmp.b.mean_rounds);
        assert!(cmp.a.win_rate >= cmp.b.win_rate);
    }
}
