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
//! at most 64 zones): no allocation, no cloning, deterministic. What the
//! actions of one decision share is worked out once per decision, and what
//! depends only on the statics or on doors and objectives is kept across
//! decisions ([`kept`]).

mod kept;

use crate::content::{ItemTag, WeaponProfile, ZombieKind};
use crate::map::{LinkKind, MAX_ZONES, Map, UNREACHABLE, iter_mask, passable};
use crate::mission::DoorColor;
use crate::rules::{Action, BOTH_HANDS, MatchResult, NONE, RueMorgue, SLOTS, Slot, State, Static, Step};
use horde_core::{HordeRng, Seat};
use horde_rules::{BotParts, Evaluator, Policy, TieBreak};
use kept::{Goals, Statics};
use std::ops::Deref;

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

/// The survivors' policy. Its only state is what it keeps of pure
/// functions of the statics and the state ([`kept`]), so replays are
/// unaffected.
#[derive(Clone, Debug, Default)]
pub struct RmPolicy {
    statics: Statics,
    goals: Goals,
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

/// Read-only views of one state, as the evaluator reads it.
struct View<'a> {
    st: &'a Static,
    s: &'a State,
    map: &'a Map,
}

/// A state at one decision of the policy, with what every action scored
/// there shares.
struct Ctx<'a> {
    v: View<'a>,
    kept: &'a Statics,
    /// XP of the next danger level above the most experienced living
    /// survivor's (`u16::MAX` at red).
    next_level: u16,
    /// Spawn zones that spawn in the coming zombies' phase.
    spawns: u64,
    /// Zones an Atomic Abomination stands in or grabs from (RM-ABOM-4).
    grab: u64,
}

impl<'a> Deref for Ctx<'a> {
    type Target = View<'a>;
    fn deref(&self) -> &View<'a> {
        &self.v
    }
}

impl<'a> View<'a> {
    fn new(g: &'a RueMorgue) -> Self {
        let st = g.statics();
        Self { st, s: g.state(), map: st.map() }
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

    fn has_melee_in_hand(&self, i: u8) -> bool {
        self.s.survivors[i as usize].slots[..2].iter().any(|s| s.item().is_some_and(|c| self.st.melee(c).is_some()))
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

impl<'a> Ctx<'a> {
    fn new(g: &'a RueMorgue, kept: &'a Statics) -> Self {
        let v = View::new(g);
        let s = v.s;
        let max_xp = v.alive().map(|i| s.survivors[i as usize].xp).max().unwrap_or(0);
        let next_level = LEVELS.iter().copied().find(|&t| t > max_xp).unwrap_or(u16::MAX);
        let spawns = kept.spawn_always | kept.spawn_when_woken & s.woken_spawns;
        let mut grab = 0u64;
        for (z, &next) in kept.neighbours.iter().enumerate() {
            if s.zombies[z][ABOMINATION] > 0 {
                grab |= 1 << z | next;
            }
        }
        Self { v, kept, next_level, spawns, grab }
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

    fn untaken_objectives(&self) -> u64 {
        self.kept.objectives & !self.s.objectives_taken
    }

    /// The goal distance of the rearmost survivor on the ground but the
    /// active one, if any is on the way.
    fn rear(&self, goal: &[u8; MAX_ZONES]) -> Option<i32> {
        let me = self.s.active;
        (0..self.s.n_surv)
            .filter(|&i| i != me && self.on_ground(i))
            .map(|i| i32::from(goal[self.s.survivors[i as usize].zone as usize]))
            .filter(|&d| d != i32::from(UNREACHABLE))
            .max()
    }

    /// Some living survivor carries a card that opens doors.
    fn team_opens_doors(&self) -> bool {
        self.alive().any(|i| {
            self.s.survivors[i as usize]
                .slots
                .iter()
                .any(|sl| sl.item().is_some_and(|c| self.kept.opens_doors[usize::from(c)]))
        })
    }

    /// The team's goal: the untaken objective nearest to the living
    /// survivors as a whole, or the exit once they are all taken. Writes
    /// the distance map to it into `out`.
    fn goal(&self, goals: &mut Goals, out: &mut [u8; MAX_ZONES]) {
        let opener = self.team_opens_doors();
        let door = opener.then_some(DOOR_COST);
        let objectives = self.untaken_objectives();
        let maps = goals.maps((self.s.open_doors, self.s.objectives_taken, opener), |maps| {
            let mut map = [UNREACHABLE; MAX_ZONES];
            if objectives == 0 {
                self.distances(self.kept.exits, door, &mut map);
                maps.push((NONE, map));
            } else {
                for o in iter_mask(objectives) {
                    self.distances(1 << o, door, &mut map);
                    maps.push((o, map));
                }
            }
        });
        let mut best: Option<(u32, usize)> = None;
        for (k, (_, map)) in maps.iter().enumerate() {
            let total: u32 = self.alive().map(|i| u32::from(map[self.s.survivors[i as usize].zone as usize])).sum();
            if best.is_none_or(|(b, _)| total < b) {
                best = Some((total, k));
            }
        }
        match best {
            Some((_, k)) => *out = maps[k].1,
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
        let order = if melee { MELEE_ORDER } else { self.kept.ranged_order };
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

    fn slot_value(&self, slot: Slot) -> f64 {
        slot.item().map_or(0.0, |c| self.kept.card_values[usize::from(c)])
    }

    /// An inventory's worth: cards in hand count fully (only they fight
    /// and open doors), cards in the backpack a fifth.
    fn layout_value(&self, slots: &[Slot; SLOTS]) -> f64 {
        slots.iter().enumerate().map(|(i, &s)| self.slot_value(s) * if i < 2 { 1.0 } else { 0.2 }).sum()
    }

    /// Zones from which zombies reach `z` with one step, weighted threat.
    fn threat_next_to(&self, z: u8) -> f64 {
        self.kept.inbound[z as usize]
            .iter()
            .filter(|&&(_, kind)| passable(kind, self.s.open_doors))
            .map(|&(from, _)| self.threat_in(from))
            .sum()
    }
}

/// How useful a card is to carry, hands or not.
fn card_value(st: &Static, card: u8) -> f64 {
    let e = st.eq(card);
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

impl Policy<RueMorgue> for RmPolicy {
    fn name(&self) -> &str {
        "rue-morgue"
    }

    fn score(&mut self, game: &RueMorgue, _seat: Seat, legal: &[Action], _rng: &mut HordeRng, scores: &mut Vec<f64>) {
        scores.clear();
        if self.statics.refresh(game) {
            self.goals.clear();
        }
        let c = Ctx::new(game, &self.statics);
        let (mut moves, mut goal_read, mut away_read) = (false, false, false);
        for a in legal {
            match a {
                Action::Move(_) => (moves, goal_read) = (true, true),
                Action::OpenDoor { .. } | Action::Activate(_) => goal_read = true,
                Action::ChooseZone(_) => away_read = true,
                _ => {}
            }
        }
        let mut shared = Shared::new(&c);
        if goal_read {
            c.goal(&mut self.goals, &mut shared.goal);
        }
        if moves {
            shared.rear = c.rear(&shared.goal);
        }
        if away_read {
            c.distances_from_survivors(&mut shared.away);
        }
        scores.extend(legal.iter().map(|&a| score_action(&c, &shared, a)));
    }

    /// At a players' decision RM-INV-4's discards (every card of the seat,
    /// often half the list) are neither listed nor scored when none can be
    /// picked: each scores at most `DISCARD_SCORE`, so once an action before
    /// their block (in the order of `Action`) scores above that, none of
    /// them ties or wins, and the tie-break draws what it would draw over
    /// the full list.
    fn best(
        &mut self,
        game: &RueMorgue,
        seat: Seat,
        rng: &mut HordeRng,
        scratch: &mut Vec<Action>,
        scores: &mut Vec<f64>,
    ) -> Option<Action> {
        let block = game.list_but_discards(scratch)?;
        let discards = game.discards().count();
        match scratch.len() + discards {
            0 => return None,
            1 => return scratch.first().copied().or_else(|| game.discards().next()),
            _ => {}
        }
        self.score(game, seat, scratch, rng, scores);
        let mut best = TieBreak::default();
        for (i, &s) in scores[..block].iter().enumerate() {
            best.offer(i, s, rng);
        }
        if best.best().is_none_or(|(_, b)| b <= DISCARD_SCORE) {
            let c = Ctx::new(game, &self.statics);
            for (k, a) in game.discards().enumerate() {
                if let Action::Discard(who, slot) = a {
                    best.offer(block + k, discard_score(&c, who, slot), rng);
                }
            }
        }
        for (i, &s) in scores.iter().enumerate().skip(block) {
            best.offer(i + discards, s, rng);
        }
        let (i, _) = best.best()?;
        match i.checked_sub(block) {
            None => scratch.get(i).copied(),
            Some(k) if k < discards => game.discards().nth(k),
            Some(_) => scratch.get(i - discards).copied(),
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

/// The most a discard scores (RM-INV-4): card values are never negative.
const DISCARD_SCORE: f64 = -60.0;

/// Free, but never worth a card the bot can value.
fn discard_score(c: &Ctx, who: u8, slot: u8) -> f64 {
    let v = c.s.survivors.get(who as usize).map_or(0.0, |sv| c.slot_value(sv.slots[(slot as usize).min(SLOTS - 1)]));
    DISCARD_SCORE - v
}

/// What the actions scored at one decision share, worked out once.
struct Shared {
    /// Distances to the team's goal, where an action reads them.
    goal: [u8; MAX_ZONES],
    /// Distances from the survivors on the ground, where an action reads
    /// them (zombies sent away go far).
    away: [u8; MAX_ZONES],
    /// For moves: the goal distance of the rearmost other survivor on the
    /// ground.
    rear: Option<i32>,
    /// Zombies in the active survivor's zone.
    here_zombies: u32,
    /// The active survivor holds a melee weapon.
    melee_in_hand: bool,
}

impl Shared {
    fn new(c: &Ctx) -> Self {
        let me = c.s.active;
        let active = me != NONE;
        Self {
            goal: [UNREACHABLE; MAX_ZONES],
            away: [UNREACHABLE; MAX_ZONES],
            rear: None,
            here_zombies: if active { c.zombies_in(c.s.survivors[me as usize].zone) } else { 0 },
            melee_in_hand: active && c.has_melee_in_hand(me),
        }
    }
}

fn score_action(c: &Ctx, sh: &Shared, a: Action) -> f64 {
    let s = c.s;
    let me = s.active;
    let (goal, away) = (&sh.goal, &sh.away);
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
            let new = c.kept.card_values[usize::from(card)];
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
        Action::Discard(who, slot) => discard_score(c, who, slot),
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
        _ => score_survivor_action(c, sh, me, a),
    }
}

/// Scores of the active survivor's own actions.
fn score_survivor_action(c: &Ctx, sh: &Shared, me: u8, a: Action) -> f64 {
    let s = c.s;
    let sv = &s.survivors[me as usize];
    let z = sv.zone;
    let here_zombies = sh.here_zombies;
    let goal = &sh.goal;
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
        Action::Move(t) => score_move(c, sh, me, t),
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

fn score_move(c: &Ctx, sh: &Shared, me: u8, t: u8) -> f64 {
    let sv = &c.s.survivors[me as usize];
    let z = sv.zone;
    let goal = &sh.goal;
    let gd = |x: u8| i32::from(goal[x as usize]);
    let mut v = 10.0;
    if goal[z as usize] != UNREACHABLE && goal[t as usize] != UNREACHABLE {
        v += 30.0 * f64::from(gd(z) - gd(t));
    }
    // Keep together: no more than two steps ahead of the rearmost.
    if let Some(rear) = sh.rear {
        if gd(t) + 4 < rear && gd(t) < gd(z) {
            v -= 30.0;
        }
        if gd(z) >= rear && gd(t) < gd(z) {
            v += 4.0;
        }
    }
    let zombies_there = c.zombies_in(t);
    let actions_after = sv.actions.saturating_sub(1 + sh.here_zombies as u8);
    if zombies_there > 0 {
        if sh.melee_in_hand && actions_after >= 1 {
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
    if sh.here_zombies > 0 && sh.melee_in_hand {
        // Finish the fight before walking off.
        v -= 15.0;
    }
    if c.kept.exits & (1 << t) != 0 && c.untaken_objectives() == 0 {
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
fn progress(c: &View) -> f64 {
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
    let c = View::new(game);
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
        let mut kept = Statics::default();
        for g in games.iter().chain(&games) {
            kept.refresh(g);
            let afresh: Vec<f64> =
                (0..g.st.catalog.equipment.len()).map(|card| card_value(&g.st, card as u8)).collect();
            assert_eq!(kept.card_values, afresh);
        }
        kept.refresh(&games[0]);
        let first = kept.card_values.clone();
        kept.refresh(&games[1]);
        assert_ne!(first, kept.card_values, "two card sets");
    }

    /// FNV-1a over every choice of `bot` (one per seat, asked as the
    /// simulator asks) in seeded games of each mission, and how each game
    /// ended: the scores may get cheaper, but any change to a choice
    /// changes this hash.
    fn choices_hash(
        missions: &[&str],
        seeds: std::ops::Range<u64>,
        bot: &dyn Fn(u64) -> Box<dyn Bot<RueMorgue>>,
    ) -> u64 {
        let mut h = 0xcbf2_9ce4_8422_2325u64;
        let mut mix = |x: u64| {
            for b in x.to_le_bytes() {
                h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
            }
        };
        let (mut legal, mut outcomes, mut events) = (Vec::new(), Vec::new(), Vec::new());
        for mission in missions {
            let seats = if *mission == "tutorial-1" { 1 } else { 2 };
            let start = RueMorgue::new(&default_setup(mission, seats).expect("setup")).expect("game");
            for seed in seeds.clone() {
                let mut g = start.clone();
                let mut bots: Vec<_> = (0..start.num_seats()).map(|i| bot(seed * 8 + i as u64)).collect();
                let mut chance = HordeRng::new(seed, horde_core::rng::stream::CHANCE);
                for _ in 0..20_000 {
                    let a = match g.decision() {
                        horde_core::Decision::Terminal => break,
                        horde_core::Decision::Chance => g.sample_chance(&mut chance, &mut outcomes).expect("outcome"),
                        horde_core::Decision::Seat(seat) => {
                            let a = bots[seat.index()].choose_at(&g, seat, &mut legal);
                            mix(u64::from(RueMorgue::encode_action(a)));
                            a
                        }
                    };
                    g.apply_unchecked(a, &mut events);
                    events.clear();
                }
                mix(u64::from(g.state().turn));
                mix(g.outcome().map_or(0, |o| o.winners.len() as u64 + 1));
            }
        }
        h
    }

    /// The heuristic's choices over seeded games of every shipped mission
    /// stay the ones this hash pinned (the team's RM-INV-4 discards,
    /// doors, fights, wounds and spawns all go through the scores).
    #[test]
    fn heuristic_choices_are_pinned() {
        let missions: Vec<&str> = crate::mission::builtin_ids().collect();
        let h = choices_hash(&missions, 1..5, &|seed| -> Box<dyn Bot<RueMorgue>> {
            Box::new(HeuristicBot::new(RmPolicy::default(), seed))
        });
        assert_eq!(h, 0x16a4_ae55_5636_1da7, "{h:#x}");
    }

    /// The rollout bot's choices (its playouts are the heuristic's, on
    /// common random numbers) stay the pinned ones.
    #[test]
    fn rollout_choices_are_pinned() {
        let spec: horde_ai::BotSpec = "rollout:4,k=3,window=30,shaping=0.3".parse().expect("spec");
        let h = choices_hash(&["tutorial-1"], 1..3, &|seed| spec.build(&RmParts, Seat(0), seed).expect("bot"));
        assert_eq!(h, 0x1fbc_35ff_6505_3623, "{h:#x}");
    }

    /// `best` picks what listing every action, scoring it and breaking ties
    /// picks, and leaves the stream where they leave it, at every players'
    /// decision of seeded games of every mission (half the moves random,
    /// so that odd decisions come up too).
    #[test]
    fn best_picks_what_the_listed_scores_pick() {
        let (mut legal, mut scratch, mut scores, mut outcomes, mut events) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let (mut policy, mut listed_policy) = (RmPolicy::default(), RmPolicy::default());
        let (mut compared, mut by_list) = (0u32, 0u32);
        for mission in crate::mission::builtin_ids() {
            let mut g = RueMorgue::new(&default_setup(mission, 2).expect("setup")).expect("game");
            let mut rng = HordeRng::new(3, horde_core::rng::stream::TEST);
            for step in 0..4000u64 {
                let a = match g.decision() {
                    horde_core::Decision::Terminal => break,
                    horde_core::Decision::Chance => g.sample_chance(&mut rng, &mut outcomes).expect("outcome"),
                    horde_core::Decision::Seat(seat) => {
                        legal.clear();
                        g.legal_actions(&mut legal);
                        let (mut a, mut b) = (
                            HordeRng::new(step, horde_core::rng::stream::AI),
                            HordeRng::new(step, horde_core::rng::stream::AI),
                        );
                        let listed = if legal.len() == 1 {
                            legal[0]
                        } else {
                            listed_policy.score(&g, seat, &legal, &mut a, &mut scores);
                            legal[horde_ai::argmax_tie_break(&scores, &mut a).expect("scores")]
                        };
                        match policy.best(&g, seat, &mut b, &mut scratch, &mut scores) {
                            Some(got) => {
                                assert_eq!(got, listed, "{mission}, step {step}");
                                assert_eq!(a.next_u64(), b.next_u64(), "{mission}, step {step}: the stream");
                                compared += 1;
                            }
                            None => by_list += 1,
                        }
                        if rng.below(2) == 0 { legal[rng.below(legal.len() as u32) as usize] } else { listed }
                    }
                };
                g.apply_unchecked(a, &mut events);
                events.clear();
            }
        }
        // Inventory windows, wounds and spawns are left to the list.
        assert!(compared > 2 * by_list, "{compared} compared, {by_list} left to the list");
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
        let fresh = progress(&View::new(&g));
        g.state_mut().turn = 5;
        let later = progress(&View::new(&g));
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
