//! The zombies' activation (RM-ZACT, RM-ZATK, RM-ZMOVE, RM-SPLIT, RM-RUN,
//! RM-ABOM). Zombies of one zone act as one group: in a zone with a
//! survivor they all attack (feeding frenzy, RM-ZATK-8), otherwise they all
//! move the same way, splitting where routes tie.

use super::RueMorgue;
use super::action::Action;
use super::event::Event;
use super::state::{NONE, SplitCtx, Step, kind_of};
use crate::content::ZombieKind;
use crate::map::{LinkKind, MAX_ZONES, UNREACHABLE, ZoneId, ZoneMask, iter_mask};

type Sink<'a> = &'a mut dyn FnMut(Action) -> bool;

const RUNNER: u8 = 1 << 2;
const RUNNER_INDEX: usize = 2;
const ABOM: usize = 4;

/// Taunt stages (RM-SKILL-61): the group's action, then the runners'.
const TAUNT_ATTACK: u8 = 0;
const TAUNT_MOVE: u8 = 1;
const TAUNT_RUNNER_ATTACK: u8 = 2;
const TAUNT_RUNNER_MOVE: u8 = 3;

/// Activation stages: attacks of every kind, moves, then the runners'
/// second action, attacks before moves again (RM-ZACT-1, RM-RUN-1).
const ATTACK: u8 = 0;
const MOVE: u8 = 1;
const RUNNER_ATTACK: u8 = 2;

impl RueMorgue {
    fn group(&self, zone: usize, mask: u8) -> u8 {
        (0..5).filter(|k| mask & (1 << k) != 0).map(|k| self.s.zombies[zone][k]).sum()
    }

    pub(crate) fn activation_auto(&mut self, mask: u8, stage: u8, cursor: u8, attacked: u64, ev: &mut Vec<Event>) {
        let n = self.st.map().zone_count() as u8;
        let kinds = if stage >= RUNNER_ATTACK { mask & RUNNER } else { mask };
        let set = |g: &mut Self, stage: u8, cursor: u8, attacked: u64| {
            if let Some(Step::Activation { stage: s, cursor: c, attacked: a, .. }) = g.s.stack.top_mut() {
                *s = stage;
                *c = cursor;
                *a = attacked;
            }
        };
        match stage {
            ATTACK | RUNNER_ATTACK => {
                for z in cursor..n {
                    let wounds = self.group(z as usize, kinds);
                    if wounds > 0 && self.zombie_wound_targets(z).next().is_some() {
                        set(self, stage, z + 1, attacked | 1 << z);
                        let mut counts = [0u8; 5];
                        for (k, c) in counts.iter_mut().enumerate() {
                            if kinds & (1 << k) != 0 {
                                *c = self.s.zombies[z as usize][k];
                            }
                        }
                        self.zombies_attack(z, counts, ev);
                        return;
                    }
                }
                // Snapshot who moves: zombies that did not attack.
                for z in 0..MAX_ZONES {
                    for k in 0..5 {
                        self.s.movers[z][k] = if kinds & (1 << k) != 0 && attacked & (1 << z) == 0 && (z as u8) < n {
                            self.s.zombies[z][k]
                        } else {
                            0
                        };
                    }
                }
                set(self, stage + 1, 0, attacked);
            }
            _ => {
                for z in cursor..n {
                    if self.s.movers[z as usize].iter().any(|&c| c > 0) {
                        set(self, stage, z + 1, attacked);
                        self.plan_move(z, ev);
                        return;
                    }
                }
                if stage == MOVE && mask & RUNNER != 0 {
                    set(self, RUNNER_ATTACK, 0, 0);
                } else {
                    self.s.stack.pop();
                }
            }
        }
    }

    /// The zombies counted in `counts` attack the survivors of `zone`
    /// together (feeding frenzy, RM-ZATK-8), one wound each.
    fn zombies_attack(&mut self, zone: u8, counts: [u8; 5], ev: &mut Vec<Event>) {
        let wounds = counts.iter().sum();
        ev.push(Event::ZombiesAttacked { zone, wounds });
        // The grab follows the Abomination's own action.
        if counts[ABOM] > 0 {
            self.s.stack.push(Step::Grab { zone });
        }
        self.s.wound_kinds = counts;
        self.s.stack.push(Step::ZombieWounds { zone, left: wounds });
    }

    /// The survivors a zombie attack in `zone` may wound: all of them on
    /// the ground, or only the taunter while a Taunt is resolved
    /// (RM-SKILL-61: the taunted zombies ignore everyone else).
    /// Rotten survivors are never attacked (RM-SKILL-33).
    pub(crate) fn zombie_wound_targets(&self, zone: u8) -> impl Iterator<Item = u8> + '_ {
        let t = self.s.taunter;
        self.ground_survivors_in(zone).filter(move |&s| (t == NONE || s == t) && !self.is_rotten(s))
    }

    /// Taunt (RM-SKILL-61, RM-ZMOVE-5): the zombies of `zone` get an extra
    /// activation aimed at `taunter` alone.
    pub(crate) fn start_taunt(&mut self, taunter: u8, zone: u8) {
        self.s.taunter = taunter;
        self.s.stack.push(Step::Taunt { zone, stage: TAUNT_ATTACK, cursor: 0 });
    }

    /// The taunter's zone while the taunted zombies can still reach him.
    fn taunt_goal(&self) -> Option<u8> {
        let t = self.s.taunter;
        (t != NONE && self.on_ground(t)).then(|| self.s.survivors[t as usize].zone)
    }

    /// True while the taunted group's first move is being made: the
    /// runners it moves are noted in `movers` for their second action.
    fn taunt_first_move(&self) -> bool {
        self.s.taunter != NONE
            && self.s.stack.iter().rev().find_map(|s| match s {
                Step::Taunt { stage, .. } => Some(*stage == TAUNT_RUNNER_ATTACK),
                _ => None,
            }) == Some(true)
    }

    /// One automated move of a Taunt's extra activation: the group attacks
    /// the taunter if he stands with it, else moves toward him, passing
    /// through other survivors' zones; then the taunted runners take their
    /// second action the same way (RM-RUN-1, as in every activation).
    /// Between the stages `movers` holds the taunted runners, by zone.
    pub(crate) fn taunt_auto(&mut self, zone: u8, stage: u8, cursor: u8, ev: &mut Vec<Event>) {
        let n = self.st.map().zone_count() as u8;
        let goal = self.taunt_goal();
        let set = |g: &mut Self, stage: u8, cursor: u8| {
            if let Some(Step::Taunt { stage: s, cursor: c, .. }) = g.s.stack.top_mut() {
                *s = stage;
                *c = cursor;
            }
        };
        match stage {
            TAUNT_ATTACK => {
                let counts = self.s.zombies[zone as usize];
                self.s.movers = [[0; 5]; MAX_ZONES];
                if goal == Some(zone) && counts.iter().any(|&c| c > 0) {
                    self.s.movers[zone as usize][RUNNER_INDEX] = counts[RUNNER_INDEX];
                    set(self, TAUNT_RUNNER_ATTACK, 0);
                    self.zombies_attack(zone, counts, ev);
                } else {
                    set(self, TAUNT_MOVE, 0);
                }
            }
            TAUNT_MOVE => {
                self.s.movers[zone as usize] = self.s.zombies[zone as usize];
                set(self, TAUNT_RUNNER_ATTACK, 0);
                if goal.is_some() {
                    self.plan_move(zone, ev);
                }
                // Whatever moved has left; the runners that went are noted
                // at their new zones.
                self.s.movers[zone as usize] = [0; 5];
            }
            TAUNT_RUNNER_ATTACK => {
                let mut attack = None;
                for z in 0..n {
                    let m = &mut self.s.movers[z as usize];
                    let r = m[RUNNER_INDEX].min(self.s.zombies[z as usize][RUNNER_INDEX]);
                    *m = [0; 5];
                    if goal == Some(z) {
                        attack = Some((z, r));
                    } else {
                        m[RUNNER_INDEX] = r;
                    }
                }
                set(self, TAUNT_RUNNER_MOVE, 0);
                if let Some((z, r)) = attack.filter(|&(_, r)| r > 0) {
                    let mut counts = [0u8; 5];
                    counts[RUNNER_INDEX] = r;
                    self.zombies_attack(z, counts, ev);
                }
            }
            _ => {
                if goal.is_some() {
                    for z in cursor..n {
                        if self.s.movers[z as usize].iter().any(|&c| c > 0) {
                            set(self, TAUNT_RUNNER_MOVE, z + 1);
                            self.plan_move(z, ev);
                            return;
                        }
                    }
                }
                self.s.stack.pop();
                self.s.taunter = NONE;
            }
        }
    }

    /// Where a group in `zone` heads (RM-ZMOVE-1): the noisiest zone with
    /// survivors it sees; else the loudest zone on the board (a flying
    /// helicopter counts as the loudest, RM-HELI-14/20); else nowhere.
    /// Taunted zombies head for the taunter alone (RM-SKILL-61).
    fn targets(&self, zone: u8) -> u64 {
        if self.s.taunter != NONE {
            return self.taunt_goal().map_or(0, |z| 1 << z);
        }
        let map = self.st.map();
        let n = map.zone_count();
        // Survivors on the ground and the noise of each zone, in one pass.
        let mut present = 0u64;
        let mut noise = [0u16; MAX_ZONES];
        for (z, t) in noise.iter_mut().enumerate().take(n) {
            *t = u16::from(self.s.noise[z]);
        }
        for i in 0..self.s.n_surv {
            // Rotten survivors are neither seen nor heard (RM-SKILL-33).
            if self.on_ground(i) && !self.is_rotten(i) {
                let s = &self.s.survivors[i as usize];
                present |= 1 << s.zone;
                if crate::skills::counts_as_noise(s.skills) {
                    noise[s.zone as usize] += 1;
                }
            }
        }
        let mut best = 0u16;
        let mut mask = 0u64;
        // A seen survivor attracts even when silent; unseen zones need noise.
        let consider = |z: usize, seen: bool, best: &mut u16, mask: &mut u64| {
            let v = noise[z];
            if v > *best {
                *best = v;
                *mask = 0;
            }
            if v == *best && (seen || v > 0) {
                *mask |= 1 << z;
            }
        };
        if present != 0 {
            let mut sight = [u8::MAX; MAX_ZONES];
            map.sight(zone, self.s.open_doors, &mut sight);
            for z in iter_mask(present) {
                if sight[z as usize] != u8::MAX {
                    consider(z as usize, true, &mut best, &mut mask);
                }
            }
            if mask != 0 {
                return mask;
            }
        }
        if self.s.heli.flying && self.s.heli.zone != crate::map::NO_ZONE {
            return 1 << self.s.heli.zone;
        }
        // Loud (RM-SKILL-76): that zone counts as the loudest on the board.
        if self.s.loud != super::state::NONE {
            return 1 << self.s.loud;
        }
        for z in 0..n {
            consider(z, false, &mut best, &mut mask);
        }
        mask
    }

    /// The routing of one group's move in the zombies' phase: the zones a
    /// group in `zone` heads for (RM-ZMOVE-1) and the first steps of its
    /// routes toward them, as zone masks. Reads the state and changes
    /// nothing; for benchmarks and tests of the route finding.
    pub fn zombie_route(&self, zone: ZoneId) -> (ZoneMask, ZoneMask) {
        (self.targets(zone), self.directions(zone))
    }

    /// First steps of the shortest routes toward the targets. A target
    /// with no open path is approached as if doors were open, but a closed
    /// door still stops the zombie (RM-ZMOVE-1; see the rulings).
    pub(crate) fn directions(&self, zone: u8) -> u64 {
        let map = self.st.map();
        let open = self.s.open_doors;
        let mut dirs = 0u64;
        for t in iter_mask(self.targets(zone)) {
            if t == zone {
                continue;
            }
            let open_route = self.with_distances(t, false, |dist| {
                (dist[zone as usize] != UNREACHABLE).then(|| map.first_steps(zone, dist, open, false))
            });
            if let Some(steps) = open_route {
                dirs |= steps;
            } else {
                let steps = self.with_distances(t, true, |dist| map.first_steps(zone, dist, open, true));
                for s in iter_mask(steps) {
                    if map.walkable(zone, s, open) {
                        dirs |= 1 << s;
                    }
                }
            }
        }
        dirs
    }

    fn plan_move(&mut self, zone: u8, ev: &mut Vec<Event>) {
        let movers = self.s.movers[zone as usize];
        let dirs = self.directions(zone);
        let nd = dirs.count_ones() as usize;
        if nd == 0 {
            return;
        }
        if nd == 1 {
            let to = dirs.trailing_zeros() as u8;
            self.move_group(zone, to, movers, ev);
            return;
        }
        let mut sp = SplitCtx { from: zone, nd: nd.min(8) as u8, movers, ..SplitCtx::default() };
        for (i, d) in iter_mask(dirs).take(8).enumerate() {
            sp.dirs[i] = d;
        }
        ev.push(Event::ZombiesSplit { from: zone, directions: sp.nd });
        self.s.split = sp;
        self.s.stack.push(Step::Split);
    }

    fn move_group(&mut self, from: u8, to: u8, counts: [u8; 5], ev: &mut Vec<Event>) {
        for (k, &c) in counts.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let have = self.s.zombies[from as usize][k].min(c);
            self.s.zombies[from as usize][k] -= have;
            self.s.zombies[to as usize][k] += have;
            ev.push(Event::ZombiesMoved { from, to, kind: kind_of(k), count: have });
            if k == RUNNER_INDEX && self.taunt_first_move() {
                // Their second action follows the first (RM-SKILL-61).
                self.s.movers[to as usize][k] += have;
            }
        }
        if counts[ABOM] > 0 {
            self.grab(to, ev);
        }
    }

    /// Settles the split kind by kind (RM-SPLIT-1..5); false when the
    /// first player must choose.
    pub(crate) fn split_auto(&mut self, ev: &mut Vec<Event>) -> bool {
        let mut sp = self.s.split;
        let nd = sp.nd;
        while (sp.kind as usize) < 5 {
            let k = sp.kind as usize;
            let n = sp.movers[k];
            if k == ABOM {
                // RM-SPLIT-3: Abominations never split; the players route them.
                if (sp.picked as usize) < n as usize {
                    self.s.split = sp;
                    return false;
                }
                sp.kind += 1;
                sp.picked = 0;
                continue;
            }
            if !sp.prepared {
                sp.prepared = true;
                if n > 0 {
                    // RM-SPLIT-1: add miniatures so every group is equal.
                    let target = n.div_ceil(nd);
                    let need = target * nd - n;
                    let add = need.min(self.supply_left(kind_of(k)));
                    if add > 0 {
                        // Fatties added this way come alone (RM-SPLIT-4), and
                        // running out here gives no extra activation (RM-OUT-3).
                        self.s.zombies[sp.from as usize][k] += add;
                        ev.push(Event::ZombiesAddedBySplit { zone: sp.from, kind: kind_of(k), count: add });
                    }
                    let total = n + add;
                    sp.movers[k] = total;
                    sp.base = total / nd;
                    sp.extra_left = total % nd;
                    sp.picked = 0;
                    for d in 0..nd as usize {
                        sp.counts[k][d] = sp.base;
                    }
                }
            }
            if sp.extra_left > 0 {
                // RM-SPLIT-5: short of miniatures, the first player says
                // which groups get the rest.
                self.s.split = sp;
                return false;
            }
            sp.kind += 1;
            sp.prepared = false;
            sp.picked = 0;
        }
        self.s.split = sp;
        self.s.stack.pop();
        for d in 0..nd as usize {
            let mut c = [0u8; 5];
            for (k, ck) in c.iter_mut().enumerate() {
                *ck = sp.counts[k][d];
            }
            self.move_group(sp.from, sp.dirs[d], c, ev);
        }
        true
    }

    pub(crate) fn gen_split(&self, f: Sink) {
        let sp = &self.s.split;
        for d in 0..sp.nd as usize {
            let taken = sp.picked & (1 << d) != 0;
            if (sp.kind as usize == ABOM || !taken) && f(Action::ChooseZone(sp.dirs[d])) {
                return;
            }
        }
    }

    pub(crate) fn apply_split_choice(&mut self, act: Action, _ev: &mut Vec<Event>) {
        let Action::ChooseZone(z) = act else { return };
        let sp = &mut self.s.split;
        let Some(d) = sp.dirs[..sp.nd as usize].iter().position(|&x| x == z) else { return };
        let k = sp.kind as usize;
        if k == ABOM {
            sp.counts[k][d] += 1;
            sp.picked += 1;
        } else {
            sp.counts[k][d] += 1;
            sp.picked |= 1 << d;
            sp.extra_left -= 1;
        }
    }

    /// RM-ABOM-4: survivors in zones next to the Abomination are pulled in.
    /// Fences do not stop it; walls and closed doors do (see the rulings).
    pub(crate) fn grab(&mut self, zone: u8, ev: &mut Vec<Event>) {
        if self.s.zombies[zone as usize][ABOM] == 0 {
            return;
        }
        let map = self.st.map();
        let mut from_zones = 0u64;
        for l in &map.links[zone as usize] {
            let through = match l.kind {
                LinkKind::Wall => false,
                LinkKind::Door(d) => self.s.open_doors & (1 << d) != 0,
                _ => true,
            };
            if through {
                from_zones |= 1 << l.to;
            }
        }
        for i in 0..self.s.n_surv {
            let s = self.s.survivors[i as usize];
            if self.on_ground(i) && from_zones & (1 << s.zone) != 0 && s.aboard == super::NONE && !self.is_rotten(i) {
                self.s.survivors[i as usize].zone = zone;
                ev.push(Event::Grabbed { survivor: i, from: s.zone, to: zone });
            }
        }
    }

    /// Kinds as a mask for an extra activation of one kind.
    pub(crate) fn kind_mask(kind: ZombieKind) -> u8 {
        1 << kind.index()
    }
}
