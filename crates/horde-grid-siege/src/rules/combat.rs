//! Human attacks and item uses: dice, results, rerolls, push-back and
//! explosions (GS-ATK, GS-RANGE, GS-RES, GS-EXPL, GS-BURST, GS-AIM, GS-PREF).

use crate::content::{Effect, Feature, OopsEffect, Res, ResultTable, Thing, content};
use crate::rules::action::Action;
use crate::rules::event::Event;
use crate::rules::geom::{Dir, Pos};
use crate::rules::state::{AttackCtx, BlastCtx, EMPTY_FLAG, GridSiege, Pass, Pending, UseCtx, UseKind};
use horde_core::Illegal;

type R = Result<(), Illegal>;

fn no(rule: &'static str, reason: impl Into<String>) -> R {
    Err(Illegal::new(rule, reason))
}

/// How an attack with one slot works.
#[derive(Clone, Copy, Debug)]
pub struct Profile {
    pub table: ResultTable,
    pub range: u8,
    pub thrown: bool,
    pub blast: u8,
    pub dice: u8,
    pub firearm: bool,
    /// Thing index; `None` bare-handed.
    pub thing: Option<u8>,
    pub unarmed: bool,
}

/// A possible push (GS-RES-6, GS-GAP-11).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PushOption {
    pub dest: Pos,
    /// `Some(dir)`: the whole row moves one square in `dir`; `None`: the
    /// target alone steps aside to `dest`.
    pub row: Option<Dir>,
}

impl GridSiege {
    /// Squares of range the active human's feature adds to `th`: the
    /// Hunter's firearms, the Baseball player's throws (GS-GAP-10).
    fn range_bonus(&self, th: &Thing) -> u8 {
        if (th.firearm && self.acting_has(Feature::LongShot)) || (th.thrown && self.acting_has(Feature::FarThrow)) {
            2
        } else {
            0
        }
    }

    /// The attack profile of `slot` (`None` = bare hands) for the active human.
    pub fn profile(&self, slot: Option<u8>) -> Option<Profile> {
        let c = content();
        let h = &self.humans[usize::from(self.turn.human)];
        let Some(s) = slot else {
            let ch = c.characters.get(usize::from(h.character))?;
            return Some(Profile {
                table: ch.unarmed,
                range: 0,
                thrown: false,
                blast: 0,
                dice: 1,
                firearm: false,
                thing: None,
                unarmed: true,
            });
        };
        let t = h.item(s)?;
        let th: &Thing = &c.things[usize::from(t)];
        if h.is_empty_gun(s) {
            // Out of ammunition: only the melee line is left (GS-RES-2).
            let table = th.melee?;
            return Some(Profile {
                table,
                range: 0,
                thrown: false,
                blast: 0,
                dice: 1,
                firearm: false,
                thing: Some(t),
                unarmed: false,
            });
        }
        let table = th.attack?;
        Some(Profile {
            table,
            range: th.range + self.range_bonus(th),
            thrown: th.thrown,
            blast: th.blast,
            dice: th.burst.max(1),
            firearm: th.firearm,
            thing: Some(t),
            unarmed: false,
        })
    }

    /// Squares the active human can attack with `profile`.
    pub fn attack_targets(&self, p: &Profile) -> Vec<Pos> {
        let m = &content().map;
        let h = &self.humans[usize::from(self.turn.human)];
        let mut out = Vec::new();
        if p.range == 0 {
            if h.in_car {
                // Through the window at a zombie by a door (GS-CAR-4, GS-GAP-16).
                out.extend(m.car.doors.iter().copied().filter(|d| self.has_zombie(*d)));
            } else {
                out.extend(
                    Dir::ALL
                        .iter()
                        .filter_map(|d| m.step(h.pos, *d))
                        .filter(|q| self.has_zombie(*q) && self.touching(h.pos, *q)),
                );
            }
        } else {
            let origins: Vec<Pos> = if h.in_car { m.car.squares.clone() } else { vec![h.pos] };
            let r = u16::from(p.range);
            let reach = |q: Pos| origins.iter().any(|o| o.dist(q) <= r && *o != q && self.line_of_fire(*o, q));
            if p.thrown && p.blast > 0 {
                out.extend(m.all().filter(|q| !m.sq(*q).car && reach(*q)));
            } else {
                out.extend(self.zombies.iter().map(|z| z.pos).filter(|q| reach(*q)));
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Where the attack comes from, for pushing: his square, or the car
    /// square nearest the target.
    fn attack_origin(&self, target: Pos) -> Pos {
        let m = &content().map;
        let h = &self.humans[usize::from(self.turn.human)];
        if h.in_car {
            m.car.squares.iter().copied().min_by_key(|s| (s.dist(target), *s)).unwrap_or(h.pos)
        } else {
            h.pos
        }
    }

    pub(crate) fn legal_attacks(&self, out: &mut Vec<Action>) {
        if self.turn.actions == 0 {
            return;
        }
        let h = &self.humans[usize::from(self.turn.human)];
        let slots = std::iter::once(None).chain(h.items().map(|(s, _)| Some(s)));
        for slot in slots {
            let Some(p) = self.profile(slot) else { continue };
            let can_aim = p.firearm && !p.thrown && self.turn.actions >= 2 && self.turn.total >= 2;
            for t in self.attack_targets(&p) {
                out.push(Action::Attack { slot, target: t, aimed: false });
                if can_aim {
                    out.push(Action::Attack { slot, target: t, aimed: true });
                }
            }
        }
    }

    pub(crate) fn check_attack(&self, slot: Option<u8>, target: Pos, aimed: bool) -> R {
        if self.turn.actions == 0 {
            return no("GS-ATK-2", "each attack costs 1 action");
        }
        let Some(p) = self.profile(slot) else {
            return no(
                "GS-ATK-1",
                "that slot holds nothing to attack with (an empty firearm needs a melee line, GS-RES-2)",
            );
        };
        if aimed {
            if !p.firearm || p.thrown {
                return no("GS-AIM-1", "only firearms are aimed");
            }
            if self.turn.actions < 2 || self.turn.total < 2 {
                return no("GS-GAP-23", "an aimed shot takes 2 actions of one turn");
            }
        }
        if self.attack_targets(&p).contains(&target) {
            return Ok(());
        }
        let h = &self.humans[usize::from(self.turn.human)];
        if p.range == 0 {
            return no(
                "GS-ITEM-2",
                format!("a melee attack reaches only a zombie on an adjacent square, not {target}"),
            );
        }
        if h.pos.dist(target) > u16::from(p.range) {
            return no("GS-RANGE-3", format!("{target} is beyond range {}", p.range));
        }
        if !(self.has_zombie(target) || p.thrown && p.blast > 0) {
            return no("GS-ATK-1", format!("no zombie on {target}"));
        }
        no("GS-RANGE-2", format!("no line of fire to {target}"))
    }

    pub(crate) fn start_attack(&mut self, slot: Option<u8>, target: Pos, aimed: bool, ev: &mut Vec<Event>) {
        let Some(p) = self.profile(slot) else { return };
        self.turn.actions = self.turn.actions.saturating_sub(if aimed { 2 } else { 1 });
        self.activity[1] = true;
        let hi = self.turn.human;
        if p.thrown {
            // A thrown thing is gone once thrown.
            if let (Some(s), Some(t)) = (slot, p.thing)
                && content().things[usize::from(t)].single_use
            {
                self.humans[usize::from(hi)].take(s);
                ev.push(Event::ThingLost { human: hi, thing: t });
            }
            if p.blast > 0 && self.opts.separate_blast_rolls {
                let from = self.attack_origin(target);
                let ctx = BlastCtx { center: target, from, thing: p.thing.unwrap_or(0), dice: [0; 13], rolled: 0 };
                if self.blast_figures(target, p.blast).is_empty() {
                    self.explode(ctx, ev);
                    self.after_action(ev);
                } else {
                    self.pending = Pending::BlastDie(ctx);
                }
                return;
            }
        }
        let thing_slot = if p.thrown { None } else { slot };
        let ctx = AttackCtx {
            slot: thing_slot,
            target,
            aimed,
            dice: [0; 6],
            rolled: 0,
            need: p.dice,
            thing: p.thing,
            thrown: p.thrown,
        };
        self.pending = Pending::AttackDie(ctx);
    }

    fn ctx_profile(&self, ctx: &AttackCtx) -> Option<Profile> {
        if ctx.thrown {
            let t = ctx.thing?;
            let th = &content().things[usize::from(t)];
            return Some(Profile {
                table: th.attack?,
                range: th.range + self.range_bonus(th),
                thrown: true,
                blast: th.blast,
                dice: 1,
                firearm: false,
                thing: Some(t),
                unarmed: false,
            });
        }
        self.profile(ctx.slot)
    }

    /// The result of the dice rolled so far, and whether a die was an Oops.
    pub fn attack_result(&self, ctx: &AttackCtx) -> (Res, bool) {
        let Some(p) = self.ctx_profile(ctx) else { return (Res::Miss, false) };
        let dice = &ctx.dice[..usize::from(ctx.rolled)];
        if p.unarmed {
            // GS-RES-8: a chain number rolls again; the same band kills, else push.
            let Some(&first) = dice.first() else { return (Res::Miss, false) };
            let r = p.table.get(first);
            return match r {
                Res::Chain => match dice.get(1) {
                    Some(&second) if p.table.get(second) == Res::Chain => (Res::Kill, false),
                    _ => (Res::Push, false),
                },
                Res::Oops => (Res::Oops, true),
                other => (other, false),
            };
        }
        // The Police officer's feature: +2 when aimed (GS-GAP-10).
        let bonus = if !ctx.aimed {
            0
        } else if self.acting_has(Feature::AimBonus) {
            2
        } else {
            1
        };
        let mut best: Option<Res> = None;
        let mut oops = false;
        for &d in dice {
            // GS-AIM-3: an Oops is read on the raw die, before the bonus.
            if p.table.get(d) == Res::Oops {
                oops = true;
                continue;
            }
            let r = p.table.get(d + bonus);
            if best.is_none_or(|b| r > b) {
                best = Some(r);
            }
        }
        // GS-GAP-20: the best non-Oops die of a burst still applies.
        (best.unwrap_or(Res::Oops), oops)
    }

    pub(crate) fn attack_die(&mut self, mut ctx: AttackCtx, v: u8, ev: &mut Vec<Event>) {
        ev.push(Event::DieRolled { value: v, roll: crate::rules::event::Roll::Attack });
        ctx.dice[usize::from(ctx.rolled).min(5)] = v;
        ctx.rolled += 1;
        let unarmed = ctx.thing.is_none();
        if unarmed && ctx.rolled == 1 && self.profile(None).is_some_and(|p| p.table.get(v) == Res::Chain) {
            ctx.need = 2;
        }
        if ctx.rolled < ctx.need {
            self.pending = Pending::AttackDie(ctx);
            return;
        }
        let (res, oops) = self.attack_result(&ctx);
        let firearm = self.ctx_profile(&ctx).is_some_and(|p| p.firearm);
        if self.may_reroll(ctx.thing) && !(firearm && oops) && res != Res::Kill {
            self.pending = Pending::AttackReroll(ctx);
            return;
        }
        self.resolve_attack(ctx, ev);
    }

    /// GS-PREF-1/3, GS-GAP-19: once per turn with the preferred thing.
    fn may_reroll(&self, thing: Option<u8>) -> bool {
        let Some(t) = thing else { return false };
        let h = &self.humans[usize::from(self.turn.human)];
        !self.turn.rerolled && content().characters.get(usize::from(h.character)).is_some_and(|c| c.preferred == t)
    }

    pub(crate) fn reroll_attack(&mut self, mut ctx: AttackCtx, ev: &mut Vec<Event>) {
        self.turn.rerolled = true;
        ev.push(Event::Rerolled { human: self.turn.human });
        ctx.rolled = 0;
        ctx.need = self.ctx_profile(&ctx).map_or(1, |p| p.dice);
        self.pending = Pending::AttackDie(ctx);
    }

    pub(crate) fn resolve_attack(&mut self, ctx: AttackCtx, ev: &mut Vec<Event>) {
        let c = content();
        let hi = self.turn.human;
        let (res, oops) = self.attack_result(&ctx);
        let Some(p) = self.ctx_profile(&ctx) else {
            self.after_action(ev);
            return;
        };
        ev.push(Event::Attacked { human: hi, target: ctx.target, result: res });
        if oops {
            let effect = p.thing.map_or(OopsEffect::EndTurn, |t| c.things[usize::from(t)].oops);
            match effect {
                OopsEffect::Empty => {
                    // GS-RES-2 / GS-BURST-3: out of ammunition, no further loss.
                    if let (Some(s), Some(t)) = (ctx.slot, p.thing) {
                        self.humans[usize::from(hi)].inv[usize::from(s)] |= EMPTY_FLAG;
                        ev.push(Event::WeaponEmpty { human: hi, thing: t });
                    }
                }
                OopsEffect::Breaks => {
                    if let (Some(s), Some(t)) = (ctx.slot, p.thing) {
                        self.humans[usize::from(hi)].take(s);
                        ev.push(Event::ThingLost { human: hi, thing: t });
                    }
                }
                OopsEffect::EndTurn => {
                    if res == Res::Oops {
                        // GS-RES-1, GS-GAP-13: he loses his remaining actions.
                        self.turn.actions = 0;
                    }
                }
            }
        }
        if p.thrown && p.blast > 0 {
            let from = self.attack_origin(ctx.target);
            let mut b = BlastCtx { center: ctx.target, from, thing: p.thing.unwrap_or(0), dice: [0; 13], rolled: 0 };
            let r = ctx.dice[0];
            let n = self.blast_figures(ctx.target, p.blast).len().min(13);
            b.dice[..n].fill(r);
            b.rolled = n as u8;
            self.explode(b, ev);
            self.after_action(ev);
            return;
        }
        match res {
            Res::Kill => self.kill_zombie(ctx.target, ev),
            Res::Push => {
                let from = self.attack_origin(ctx.target);
                let opts = self.push_options(from, ctx.target);
                match opts.len() {
                    0 => {}
                    1 => self.do_push(ctx.target, opts[0], ev),
                    _ => {
                        self.pending = Pending::PushChoice { from, target: ctx.target };
                        return;
                    }
                }
            }
            _ => {}
        }
        self.after_action(ev);
    }

    pub(crate) fn kill_zombie(&mut self, p: Pos, ev: &mut Vec<Event>) {
        if let Some(i) = self.zombie_at(p) {
            self.zombies.remove(i);
            ev.push(Event::ZombieKilled { pos: p });
        }
    }

    fn push_free(&self, a: Pos, b: Pos) -> bool {
        let m = &content().map;
        m.contains(b)
            && !m.sq(b).car
            && !m.sq(b).obstacle
            && !self.has_zombie(b)
            && self.human_at(b).is_none()
            && self.pass(a, b) == Pass::Open
    }

    /// Where a body hit from `from` can push the zombie on `target` (GS-GAP-11).
    pub fn push_options(&self, from: Pos, target: Pos) -> Vec<PushOption> {
        let m = &content().map;
        let dx = i16::from(target.x) - i16::from(from.x);
        let dy = i16::from(target.y) - i16::from(from.y);
        let hdir = if dx > 0 { Dir::E } else { Dir::W };
        let vdir = if dy > 0 { Dir::S } else { Dir::N };
        let axes: Vec<Dir> = match dx.abs().cmp(&dy.abs()) {
            std::cmp::Ordering::Greater => vec![hdir],
            std::cmp::Ordering::Less => vec![vdir],
            std::cmp::Ordering::Equal if dx == 0 => Vec::new(),
            std::cmp::Ordering::Equal => vec![hdir, vdir],
        };
        let mut out: Vec<PushOption> = Vec::new();
        for dir in axes {
            // The row: the target and the zombies straight behind it.
            let mut last = target;
            let mut len = 1;
            while let Some(n) = m.step(last, dir) {
                if self.has_zombie(n) && self.pass(last, n) == Pass::Open {
                    last = n;
                    len += 1;
                } else {
                    break;
                }
            }
            if len >= 4 {
                continue; // GS-RES-6: four or more in a row do not move.
            }
            if let Some(beyond) = m.step(last, dir).filter(|b| self.push_free(last, *b)) {
                let _ = beyond;
                if let Some(dest) = m.step(target, dir) {
                    out.push(PushOption { dest, row: Some(dir) });
                }
                continue;
            }
            // Blocked behind: the target alone steps aside, not closer to the attacker.
            for d in Dir::ALL {
                if d == dir {
                    continue;
                }
                let Some(n) = m.step(target, d) else { continue };
                if n.dist(from) >= target.dist(from) && self.push_free(target, n) {
                    out.push(PushOption { dest: n, row: None });
                }
            }
        }
        out.sort_by_key(|o| o.dest);
        out.dedup_by_key(|o| o.dest);
        out
    }

    pub(crate) fn do_push(&mut self, target: Pos, o: PushOption, ev: &mut Vec<Event>) {
        let m = &content().map;
        match o.row {
            Some(dir) => {
                let mut row = vec![target];
                let mut last = target;
                while let Some(n) = m.step(last, dir) {
                    if self.has_zombie(n) && self.pass(last, n) == Pass::Open {
                        row.push(n);
                        last = n;
                    } else {
                        break;
                    }
                }
                for p in row.into_iter().rev() {
                    if let (Some(i), Some(to)) = (self.zombie_at(p), m.step(p, dir)) {
                        self.zombies[i].pos = to;
                        self.sort_zombies();
                        self.crossed(p, to);
                        ev.push(Event::ZombiePushed { from: p, to });
                    }
                }
            }
            None => {
                if let Some(i) = self.zombie_at(target) {
                    self.zombies[i].pos = o.dest;
                    self.sort_zombies();
                    self.crossed(target, o.dest);
                    ev.push(Event::ZombiePushed { from: target, to: o.dest });
                }
            }
        }
    }

    pub(crate) fn check_push(&self, from: Pos, target: Pos, dest: Pos) -> R {
        if self.push_options(from, target).iter().any(|o| o.dest == dest) {
            Ok(())
        } else {
            no("GS-GAP-11", format!("the zombie cannot be pushed to {dest}"))
        }
    }

    // ----- explosions (GS-EXPL, GS-ITEM-2 g) -----

    fn blast_area(&self, center: Pos, radius: u8) -> Vec<Pos> {
        let m = &content().map;
        m.all().filter(|p| p.dist(center) <= u16::from(radius)).collect()
    }

    /// Figures in the blast, humans (by index) before zombies (by square).
    pub fn blast_figures(&self, center: Pos, radius: u8) -> Vec<Pos> {
        let area = self.blast_area(center, radius);
        let mut out: Vec<Pos> = Vec::new();
        for h in self.humans.iter() {
            if h.on_board() && area.contains(&h.pos) {
                out.push(h.pos);
            }
        }
        for z in &self.zombies {
            if area.contains(&z.pos) {
                out.push(z.pos);
            }
        }
        out
    }

    pub(crate) fn blast_die(&mut self, mut ctx: BlastCtx, v: u8, ev: &mut Vec<Event>) {
        ev.push(Event::DieRolled { value: v, roll: crate::rules::event::Roll::Blast });
        let radius = content().things[usize::from(ctx.thing)].blast;
        let n = self.blast_figures(ctx.center, radius).len().min(13);
        ctx.dice[usize::from(ctx.rolled).min(12)] = v;
        ctx.rolled += 1;
        if usize::from(ctx.rolled) < n {
            self.pending = Pending::BlastDie(ctx);
            return;
        }
        self.explode(ctx, ev);
        self.after_action(ev);
    }

    /// Applies a blast: each figure's die (one shared die unless GS-EXPL-2),
    /// then walls and barricades on the borders of the blast squares.
    pub(crate) fn explode(&mut self, ctx: BlastCtx, ev: &mut Vec<Event>) {
        let c = content();
        let m = &c.map;
        let th = &c.things[usize::from(ctx.thing)];
        let Some(table) = th.attack else { return };
        let figures = self.blast_figures(ctx.center, th.blast);
        let results: Vec<(Pos, Res)> =
            figures.iter().enumerate().map(|(i, p)| (*p, table.get(ctx.dice[i.min(12)].max(1)))).collect();
        let hi = self.turn.human;
        for (p, r) in &results {
            if let Some(h) = self.human_at(*p).filter(|h| !self.has_feature(*h, Feature::BlastProof)) {
                let n = match r {
                    Res::Push => th.blast_wounds.0,
                    Res::Kill => th.blast_wounds.1,
                    _ => 0,
                };
                self.wound(h, n, ev);
            }
        }
        let mut zpush: Vec<Pos> = Vec::new();
        for (p, r) in &results {
            if self.has_zombie(*p) {
                ev.push(Event::Attacked { human: hi, target: *p, result: *r });
                match r {
                    Res::Kill => self.kill_zombie(*p, ev),
                    Res::Push => zpush.push(*p),
                    _ => {}
                }
            }
        }
        // Outer zombies first, so inner ones may move into their squares.
        zpush.sort_by_key(|p| (std::cmp::Reverse(p.dist(ctx.center)), *p));
        for p in zpush {
            let (dx, dy) = if p == ctx.center {
                (i16::from(p.x) - i16::from(ctx.from.x), i16::from(p.y) - i16::from(ctx.from.y))
            } else {
                (i16::from(p.x) - i16::from(ctx.center.x), i16::from(p.y) - i16::from(ctx.center.y))
            };
            let dir = if dx.abs() >= dy.abs() && dx != 0 {
                if dx > 0 { Dir::E } else { Dir::W }
            } else if dy > 0 {
                Dir::S
            } else {
                Dir::N
            };
            if let Some(to) = m.step(p, dir).filter(|to| self.push_free(p, *to))
                && let Some(i) = self.zombie_at(p)
            {
                self.zombies[i].pos = to;
                self.sort_zombies();
                self.crossed(p, to);
                ev.push(Event::ZombiePushed { from: p, to });
            }
        }
        for p in self.blast_area(ctx.center, th.blast) {
            for d in Dir::ALL {
                let Some(q) = m.step(p, d) else { continue };
                let Some(e) = crate::rules::geom::Edge::between(p, q) else { continue };
                // The wall around an opening is hit: its unfinished work is lost (GS-GAP-14).
                self.projects.retain(|pr| pr.edge != e);
                if let Ok(i) = self.barricades.binary_search(&e) {
                    self.barricades.remove(i);
                    ev.push(Event::BarricadeRemoved { edge: e });
                }
                // GS-COMP-7: a wall falls only while a marker is left.
                if matches!(m.edge(e), crate::content::EdgeKind::Wall | crate::content::EdgeKind::Window)
                    && self.destroyed.len() < crate::rules::state::DESTROYED_WALL_MARKERS
                    && let Err(i) = self.destroyed.binary_search(&e)
                {
                    self.destroyed.insert(i, e);
                    ev.push(Event::WallDestroyed { edge: e });
                }
            }
        }
    }

    // ----- item uses (GS-ITEM-2 c/d, GS-PREF-3) -----

    pub(crate) fn use_die(&mut self, ctx: UseCtx, v: u8, ev: &mut Vec<Event>) {
        ev.push(Event::DieRolled { value: v, roll: crate::rules::event::Roll::Use });
        let c = content();
        let hi = self.turn.human;
        let Some(t) = self.humans[usize::from(hi)].item(ctx.slot) else {
            self.after_action(ev);
            return;
        };
        let th = &c.things[usize::from(t)];
        let Some(table) = th.use_table else {
            self.after_action(ev);
            return;
        };
        if table.succeeds(v) {
            match ctx.kind {
                UseKind::Heal { target } => {
                    let Effect::Heal(n) = th.effect else { return };
                    // The Medic's feature: 1 life more (GS-GAP-10).
                    let n = n + u8::from(self.acting_has(Feature::HealBonus));
                    let o = &mut self.humans[usize::from(target)];
                    o.lives = (o.lives + n).min(4);
                    let lives = o.lives;
                    ev.push(Event::Healed { human: hi, target, lives });
                }
                UseKind::Build { edge } => self.add_work(edge, false, true, ev),
            }
            if th.single_use {
                self.humans[usize::from(hi)].take(ctx.slot);
                ev.push(Event::ThingLost { human: hi, thing: t });
            }
            self.after_action(ev);
            return;
        }
        if self.may_reroll(Some(t)) {
            self.pending = Pending::UseReroll(UseCtx { die: v, ..ctx });
            return;
        }
        self.fail_use(ctx, t, v, ev);
    }

    pub(crate) fn fail_use(&mut self, ctx: UseCtx, t: u8, v: u8, ev: &mut Vec<Event>) {
        let c = content();
        let hi = self.turn.human;
        ev.push(Event::UseFailed { human: hi, thing: t });
        if let Some(table) = c.things[usize::from(t)].use_table {
            if table.breaks(v) {
                self.humans[usize::from(hi)].take(ctx.slot);
                ev.push(Event::ThingLost { human: hi, thing: t });
            }
            if table.oops(v) {
                self.turn.actions = 0;
            }
        }
        self.after_action(ev);
    }
}
