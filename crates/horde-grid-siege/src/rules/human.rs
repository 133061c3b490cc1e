//! The human's actions in his turn: moving, carrying, items, searching,
//! the car and sacrifice (GS-ACT, GS-MOVE, GS-CARRY, GS-INV, GS-SEARCH,
//! GS-CAR, GS-SAC). Attacks are in `combat`, barricades in `barricade`.

use crate::content::{Effect, Feature, content};
use crate::rules::action::Action;
use crate::rules::event::Event;
use crate::rules::geom::{Dir, Pos};
use crate::rules::state::{GridSiege, Pass, Pending, UseCtx, UseKind};
use horde_core::Illegal;

type R = Result<(), Illegal>;

fn no(rule: &'static str, reason: impl Into<String>) -> R {
    Err(Illegal::new(rule, reason))
}

/// One move action's destination (GS-GAP-7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveOption {
    pub to: Pos,
    /// Squares it uses from the turn's movement (GS-GAP-8).
    pub squares: u8,
    /// The middle square of a two-step move.
    pub via: Option<Pos>,
}

impl GridSiege {
    /// Squares the active human may still move this turn: 2 per action of
    /// the turn, less 1 per thing beyond his capacity (GS-INV-3, GS-GAP-8).
    pub fn movement_left(&self) -> u8 {
        let h = &self.humans[usize::from(self.turn.human)];
        let runner = u8::from(self.acting_has(Feature::Runner));
        let budget = (2 * self.turn.total + runner).saturating_sub(h.overload(content()));
        budget.saturating_sub(self.turn.moved)
    }

    /// A plain step: no window, no obstacle, no zombie, no car (GS-MOVE).
    fn plain_step(&self, a: Pos, b: Pos) -> bool {
        let m = &content().map;
        m.contains(b) && !m.sq(b).car && !m.sq(b).obstacle && !self.has_zombie(b) && self.pass(a, b) == Pass::Open
    }

    /// Every destination of one move action of the active human.
    pub fn move_options(&self) -> Vec<MoveOption> {
        let m = &content().map;
        let h = &self.humans[usize::from(self.turn.human)];
        let mut out: Vec<MoveOption> = Vec::new();
        let left = self.movement_left();
        if h.in_car || self.turn.actions == 0 || left == 0 {
            return out;
        }
        let s = h.pos;
        let add = |o: MoveOption, out: &mut Vec<MoveOption>| {
            if o.squares > left {
                return;
            }
            match out.iter_mut().find(|x| x.to == o.to) {
                Some(x) if x.squares > o.squares => *x = o,
                Some(_) => {}
                None => out.push(o),
            }
        };
        for d in Dir::ALL {
            let Some(b) = m.step(s, d) else { continue };
            let sq = m.sq(b);
            if sq.car || self.has_zombie(b) {
                continue;
            }
            let pass = self.pass(s, b);
            if pass == Pass::Blocked {
                continue;
            }
            // A window or an obstacle is the only step of its action (GS-MOVE-3/4).
            if self.human_at(b).is_none() {
                add(MoveOption { to: b, squares: 1, via: None }, &mut out);
            }
            if pass != Pass::Open || sq.obstacle {
                continue;
            }
            for d2 in Dir::ALL {
                let Some(c) = m.step(b, d2) else { continue };
                if c == s || !self.plain_step(b, c) || self.human_at(c).is_some() {
                    continue;
                }
                add(MoveOption { to: c, squares: 2, via: Some(b) }, &mut out);
            }
        }
        // One diagonal step with both ways around the corner clear (GS-MOVE-2/7).
        for (dx, dy) in [(Dir::E, Dir::N), (Dir::E, Dir::S), (Dir::W, Dir::N), (Dir::W, Dir::S)] {
            let (Some(i1), Some(i2)) = (m.step(s, dx), m.step(s, dy)) else { continue };
            let Some(t) = m.step(i1, dy) else { continue };
            let clear = |a: Pos, b: Pos| {
                let sq = m.sq(b);
                !sq.car && !sq.obstacle && self.pass(a, b) == Pass::Open
            };
            if clear(s, i1)
                && clear(i1, t)
                && clear(s, i2)
                && clear(i2, t)
                && !self.has_zombie(t)
                && self.human_at(t).is_none()
            {
                add(MoveOption { to: t, squares: 1, via: None }, &mut out);
            }
        }
        out.sort_by_key(|o| o.to);
        out
    }

    /// Directions in which the active human may break through (GS-MOVE-9, GS-GAP-7).
    pub fn break_options(&self) -> Vec<Dir> {
        let m = &content().map;
        let h = &self.humans[usize::from(self.turn.human)];
        if h.in_car || self.turn.actions == 0 || self.movement_left() < 2 {
            return Vec::new();
        }
        Dir::ALL
            .into_iter()
            .filter(|&d| {
                let Some(z) = m.step(h.pos, d) else { return false };
                let Some(beyond) = m.step(z, d) else { return false };
                self.has_zombie(z)
                    && self.pass(h.pos, z) == Pass::Open
                    && self.plain_step(z, beyond)
                    && self.human_at(beyond).is_none()
            })
            .collect()
    }

    /// Humans `a` and `b` are next to each other; `diagonal` admits a
    /// diagonal neighbour with one clear way around the corner (GS-INV-1).
    pub fn adjacent_humans(&self, a: u8, b: u8, diagonal: bool) -> bool {
        let (ha, hb) = (&self.humans[usize::from(a)], &self.humans[usize::from(b)]);
        if !ha.placed || !hb.placed {
            return false;
        }
        match (ha.in_car, hb.in_car) {
            (true, true) => true,
            (false, false) => {
                let (p, q) = (ha.pos, hb.pos);
                if p.dist(q) == 1 {
                    return self.touching(p, q);
                }
                if !diagonal || p.x.abs_diff(q.x) != 1 || p.y.abs_diff(q.y) != 1 {
                    return false;
                }
                let c1 = Pos::new(q.x, p.y);
                let c2 = Pos::new(p.x, q.y);
                (self.touching(p, c1) && self.touching(c1, q)) || (self.touching(p, c2) && self.touching(c2, q))
            }
            (true, false) => content().map.car.doors.contains(&hb.pos),
            (false, true) => content().map.car.doors.contains(&ha.pos),
        }
    }

    /// The search square the active human may search from where he stands.
    pub fn search_options(&self) -> Vec<Pos> {
        let m = &content().map;
        let hi = self.turn.human;
        let h = &self.humans[usize::from(hi)];
        let need = self.search_cost();
        if h.in_car || self.turn.actions < need || self.turn.total < need {
            return Vec::new();
        }
        let mut out: Vec<Pos> = Dir::ALL
            .iter()
            .filter_map(|d| m.step(h.pos, *d))
            .filter(|q| {
                m.sq(*q).search.is_some_and(|i| h.searched & (1u64 << i) == 0) && self.pass(h.pos, *q) == Pass::Open
            })
            .collect();
        out.sort_unstable();
        out
    }

    fn may_sacrifice(&self, seat: u8, x: u8) -> bool {
        // GS-SAC-1/2 and the ruling: only the owner, only while another
        // human already sits in the car waiting to escape.
        let Some(h) = self.humans.get(usize::from(x)) else { return false };
        h.seat == seat
            && h.alive()
            && h.placed
            && !h.in_car
            && self.humans.iter().enumerate().any(|(i, o)| i != usize::from(x) && o.alive() && o.in_car)
    }

    pub(crate) fn legal_sacrifices(&self, seat: u8, out: &mut Vec<Action>) {
        for x in 0..self.num_humans() {
            if self.may_sacrifice(seat, x) {
                out.push(Action::Sacrifice(x));
            }
        }
    }

    pub(crate) fn check_sacrifice(&self, seat: u8, x: u8) -> R {
        if self.may_sacrifice(seat, x) {
            Ok(())
        } else {
            no(
                "GS-SAC-1",
                format!(
                    "H{} cannot sacrifice himself now (his own seat, outside the car, while another human waits in it)",
                    u16::from(x) + 1
                ),
            )
        }
    }

    pub(crate) fn apply_sacrifice(&mut self, x: u8, ev: &mut Vec<Event>) {
        ev.push(crate::rules::event::Event::Sacrificed { human: x });
        self.kill_human(x, ev);
    }

    // ----- the Act decision -----

    pub(crate) fn legal_act(&self, out: &mut Vec<Action>) {
        let hi = self.turn.human;
        let h = &self.humans[usize::from(hi)];
        let c = content();
        out.push(Action::EndTurn);
        for o in self.move_options() {
            out.push(Action::Move(o.to));
        }
        for d in self.break_options() {
            out.push(Action::BreakThrough(d));
        }
        if self.turn.carrying.is_none() && !h.in_car {
            for x in 0..self.num_humans() {
                if self.check_carry(x).is_ok() {
                    out.push(Action::Carry(x));
                }
            }
        }
        self.legal_attacks(out);
        for (slot, t) in h.items() {
            out.push(Action::Discard(slot));
            if self.turn.actions == 0 {
                continue;
            }
            if let Effect::Heal(_) = c.things[usize::from(t)].effect {
                for x in 0..self.num_humans() {
                    if self.check_heal(slot, x).is_ok() {
                        out.push(Action::Heal { slot, target: x });
                    }
                }
            }
            for x in 0..self.num_humans() {
                if self.check_give(slot, x).is_ok() {
                    out.push(Action::Give { slot, to: x });
                }
            }
        }
        if self.opts.items_stay_on_board && !h.in_car && h.count() < crate::rules::state::SLOTS {
            let mut kinds: Vec<u8> = self.floor.iter().filter(|(p, _)| *p == h.pos).map(|(_, t)| *t).collect();
            kinds.dedup();
            out.extend(kinds.into_iter().map(Action::PickUp));
        }
        for p in self.search_options() {
            out.push(Action::Search(p));
        }
        self.legal_barricade_work(out);
        if self.check_enter_car().is_ok() {
            out.push(Action::EnterCar);
        }
        if self.check_start_car().is_ok() {
            out.push(Action::StartCar);
        }
        self.legal_sacrifices(h.seat, out);
    }

    pub(crate) fn check_act(&self, a: Action) -> R {
        let hi = self.turn.human;
        let h = &self.humans[usize::from(hi)];
        match a {
            Action::EndTurn => Ok(()),
            Action::Move(to) => self.check_move(to),
            Action::BreakThrough(d) => {
                if self.break_options().contains(&d) {
                    Ok(())
                } else {
                    no(
                        "GS-MOVE-9",
                        format!(
                            "no zombie to break through towards {d} with an empty square behind it and 2 squares of movement"
                        ),
                    )
                }
            }
            Action::Carry(x) => self.check_carry(x),
            Action::Attack { slot, target, aimed } => self.check_attack(slot, target, aimed),
            Action::Heal { slot, target } => self.check_heal(slot, target),
            Action::Give { slot, to } => self.check_give(slot, to),
            Action::Discard(slot) => {
                if h.item(slot).is_some() {
                    Ok(())
                } else {
                    no("GS-ACT-5", format!("slot {slot} is empty"))
                }
            }
            Action::PickUp(t) => {
                if !self.opts.items_stay_on_board {
                    return no("GS-ACT-6", "discarded things stay on the board only with that optional rule");
                }
                if h.in_car || !self.floor.iter().any(|(p, x)| *p == h.pos && *x == t) {
                    return no("GS-ACT-6", "no such thing lies on his square");
                }
                if h.count() >= crate::rules::state::SLOTS {
                    return no("GS-INV-3", "he cannot carry more than 8 things");
                }
                Ok(())
            }
            Action::Search(p) => self.check_search(p),
            Action::Build { edge, slot } => self.check_build(edge, slot),
            Action::Dismantle { edge, slot } => self.check_dismantle(edge, slot),
            Action::EnterCar => self.check_enter_car(),
            Action::StartCar => self.check_start_car(),
            Action::Sacrifice(x) => self.check_sacrifice(h.seat, x),
            other => no("GS-GAP-1", format!("{other} is not a human action")),
        }
    }

    fn check_move(&self, to: Pos) -> R {
        if self.move_options().iter().any(|o| o.to == to) {
            return Ok(());
        }
        let h = &self.humans[usize::from(self.turn.human)];
        if h.in_car {
            return no("GS-CAR-1", "a human in the car stays in it");
        }
        if self.movement_left() == 0 {
            return no("GS-GAP-8", "no movement left this turn (2 squares per action, less overload)");
        }
        if h.pos.dist(to) > 2 {
            return no("GS-MOVE-1", format!("{to} is more than two squares away"));
        }
        if self.has_zombie(to) {
            return no("GS-MOVE-9", format!("a zombie stands on {to}"));
        }
        if self.human_at(to).is_some() {
            return no("GS-MOVE-8", "humans pass through each other but do not end on one square");
        }
        if content().map.contains(to) && content().map.sq(to).obstacle {
            return no("GS-MOVE-7", "an obstacle is entered alone, orthogonally, as a whole action");
        }
        no("GS-MOVE-6", format!("no way to {to} for one action (walls; windows and obstacles are crossed alone)"))
    }

    fn check_carry(&self, x: u8) -> R {
        let hi = self.turn.human;
        if self.turn.carrying.is_some() {
            return no("GS-GAP-6", "he already carries a human");
        }
        let Some(o) = self.humans.get(usize::from(x)) else { return no("GS-CARRY-1", "no such human") };
        // «раненого»: any wounded human, conscious or not (GS-CARRY-1, GS-GAP-6).
        if x == hi || !o.alive() || o.lives >= 4 || !o.placed || o.in_car {
            return no("GS-GAP-6", "only a wounded human (fewer than 4 lives) can be carried");
        }
        if o.conscious() && o.acted {
            return no("GS-GAP-6", "a conscious human is carried before he takes his turn, not after");
        }
        let h = &self.humans[usize::from(hi)];
        if h.in_car || h.pos.dist(o.pos) != 1 || !self.touching(h.pos, o.pos) {
            return no("GS-CARRY-3", "the wounded human must be on an adjacent square");
        }
        Ok(())
    }

    fn check_heal(&self, slot: u8, x: u8) -> R {
        let h = &self.humans[usize::from(self.turn.human)];
        let Some(t) = h.item(slot) else { return no("GS-ACT-4", format!("slot {slot} is empty")) };
        if !matches!(content().things[usize::from(t)].effect, Effect::Heal(_)) {
            return no("GS-GAP-5", "only an item that says so restores lives");
        }
        if self.turn.actions == 0 {
            return no("GS-ACT-4", "no action left");
        }
        let Some(o) = self.humans.get(usize::from(x)) else { return no("GS-GAP-5", "no such human") };
        if !o.alive() || o.lives >= 4 {
            return no("GS-GAP-5", "he has all his lives");
        }
        if x != self.turn.human && !self.adjacent_humans(self.turn.human, x, false) {
            return no("GS-GAP-2", "first aid reaches himself or an adjacent human");
        }
        Ok(())
    }

    fn check_give(&self, slot: u8, to: u8) -> R {
        let h = &self.humans[usize::from(self.turn.human)];
        if h.item(slot).is_none() {
            return no("GS-INV-1", format!("slot {slot} is empty"));
        }
        if self.turn.actions == 0 {
            return no("GS-INV-1", "passing a thing costs 1 action");
        }
        let Some(o) = self.humans.get(usize::from(to)) else { return no("GS-INV-1", "no such human") };
        if to == self.turn.human || !o.alive() {
            return no("GS-INV-1", "pass to another living human");
        }
        if !self.adjacent_humans(self.turn.human, to, true) {
            return no("GS-INV-1", "the receiver must be on an adjacent square, diagonals included");
        }
        if o.count() >= crate::rules::state::SLOTS {
            return no("GS-INV-3", "the receiver cannot carry more than 8 things");
        }
        Ok(())
    }

    /// Actions a search costs the active human: 2 (GS-SEARCH-1), 1 with
    /// the Bum's feature (GS-GAP-10).
    pub fn search_cost(&self) -> u8 {
        if self.acting_has(Feature::QuickSearch) { 1 } else { 2 }
    }

    fn check_search(&self, p: Pos) -> R {
        if self.search_options().contains(&p) {
            return Ok(());
        }
        let m = &content().map;
        let h = &self.humans[usize::from(self.turn.human)];
        if !m.contains(p) || m.sq(p).search.is_none() {
            return no("GS-SEARCH-1", format!("{p} is not a search square"));
        }
        if m.sq(p).search.is_some_and(|i| h.searched & (1u64 << i) != 0) {
            return no("GS-SEARCH-2", "each human searches each search square only once");
        }
        if self.turn.actions < self.search_cost() || self.turn.total < self.search_cost() {
            return no("GS-GAP-23", "a search takes 2 actions of one turn");
        }
        no("GS-SEARCH-1", "he must stand next to the search square, facing it")
    }

    fn check_enter_car(&self) -> R {
        let h = &self.humans[usize::from(self.turn.human)];
        if h.in_car || !content().map.car.doors.contains(&h.pos) {
            return no("GS-CAR-1", "get in from a door square beside the car");
        }
        if self.turn.actions == 0 {
            return no("GS-CAR-1", "getting in costs 1 action");
        }
        if !self.all_searched() {
            return no("GS-GAP-16", "the car is boarded only after every search square is searched");
        }
        Ok(())
    }

    fn check_start_car(&self) -> R {
        let h = &self.humans[usize::from(self.turn.human)];
        if !h.in_car {
            return no("GS-CAR-2", "only a human inside can start the car");
        }
        if self.car_started {
            return no("GS-GAP-16", "the car is already running");
        }
        if self.turn.actions == 0 {
            return no("GS-CAR-2", "each start roll costs 1 action");
        }
        Ok(())
    }

    pub(crate) fn apply_act(&mut self, a: Action, ev: &mut Vec<Event>) {
        let hi = self.turn.human;
        let c = content();
        match a {
            Action::EndTurn => {
                self.turn.actions = 0;
                self.end_turn(ev);
            }
            Action::Move(to) => {
                let Some(o) = self.move_options().into_iter().find(|o| o.to == to) else { return };
                let from = self.humans[usize::from(hi)].pos;
                self.turn.actions -= 1;
                self.turn.moved += o.squares;
                if let Some(v) = o.via {
                    self.turn.visit(v);
                }
                self.turn.visit(to);
                self.humans[usize::from(hi)].pos = to;
                match o.via {
                    Some(v) => {
                        self.crossed(from, v);
                        self.crossed(v, to);
                    }
                    None => self.crossed(from, to),
                }
                ev.push(Event::HumanMoved { human: hi, from, to });
                self.after_action(ev);
            }
            Action::BreakThrough(d) => {
                self.activity[1] = true;
                self.pending = Pending::BreakDie { dir: d };
            }
            Action::Carry(x) => {
                self.turn.carrying = Some(x);
                self.turn.carry_from = self.humans[usize::from(x)].pos;
                self.humans[usize::from(x)].placed = false;
                // A conscious human carried gives up his own turn (GS-GAP-6).
                self.humans[usize::from(x)].acted = true;
                ev.push(Event::Carried { human: hi, carried: x });
                self.pending = Pending::Act;
            }
            Action::Attack { slot, target, aimed } => self.start_attack(slot, target, aimed, ev),
            Action::Heal { slot, target } => {
                self.turn.actions -= 1;
                self.pending = Pending::UseDie(UseCtx { slot, kind: UseKind::Heal { target }, die: 0 });
            }
            Action::Give { slot, to } => {
                // The Security guard's feature: passing is free (GS-GAP-10).
                if !self.acting_has(Feature::FreePass) {
                    self.turn.actions -= 1;
                }
                let code = self.humans[usize::from(hi)].take(slot);
                self.humans[usize::from(to)].add(code);
                ev.push(Event::ThingGiven { from: hi, to, thing: (code & !crate::rules::state::EMPTY_FLAG) - 1 });
                self.after_action(ev);
            }
            Action::Discard(slot) => {
                self.discard(hi, slot, ev);
                self.pending = Pending::Act;
            }
            Action::PickUp(t) => {
                let pos = self.humans[usize::from(hi)].pos;
                if let Some(i) = self.floor.iter().position(|(p, x)| *p == pos && *x == t) {
                    self.floor.remove(i);
                    self.humans[usize::from(hi)].add(t + 1);
                    ev.push(Event::ThingPickedUp { human: hi, thing: t });
                }
                self.pending = Pending::Act;
            }
            Action::Search(p) => {
                let Some(i) = c.map.sq(p).search else { return };
                self.turn.actions = self.turn.actions.saturating_sub(self.search_cost());
                self.humans[usize::from(hi)].searched |= 1u64 << i;
                self.searched |= 1u64 << i;
                self.activity[1] = true;
                ev.push(Event::Searched { human: hi, pos: p });
                if self.search_left.iter().all(|n| *n == 0) {
                    // An exhausted deck yields nothing; the search still counts.
                    ev.push(Event::NothingFound { human: hi });
                    self.after_action(ev);
                } else {
                    self.pending = Pending::SearchDraw { square: i };
                }
            }
            Action::Build { edge, slot } => self.apply_build(edge, slot, ev),
            Action::Dismantle { edge, slot } => self.apply_dismantle(edge, slot, ev),
            Action::EnterCar => {
                self.turn.actions -= 1;
                let m = &c.map;
                let h = &mut self.humans[usize::from(hi)];
                let door = m.car.doors.iter().position(|d| *d == h.pos).unwrap_or(0);
                let seat = m.car.seats.get(door).copied().unwrap_or(h.pos);
                h.in_car = true;
                h.pos = seat;
                ev.push(Event::EnteredCar { human: hi });
                // A carried human is loaded with his carrier (GS-GAP-16).
                if let Some(x) = self.turn.carrying.take() {
                    let o = &mut self.humans[usize::from(x)];
                    o.in_car = true;
                    o.placed = true;
                    o.pos = seat;
                    ev.push(Event::EnteredCar { human: x });
                }
                self.after_action(ev);
            }
            Action::StartCar => {
                self.turn.actions -= 1;
                self.pending = Pending::StartDie;
            }
            Action::Sacrifice(x) => {
                self.apply_sacrifice(x, ev);
                if self.ended.is_some() {
                    return;
                }
                if x == hi {
                    self.turn.actions = 0;
                    self.end_turn(ev);
                } else {
                    self.after_action(ev);
                }
            }
            _ => {}
        }
    }

    /// Throws a thing away: out of the game, or onto the square (GS-ACT-5/6).
    pub(crate) fn discard(&mut self, h: u8, slot: u8, ev: &mut Vec<Event>) {
        let hu = &mut self.humans[usize::from(h)];
        let code = hu.take(slot);
        if code == 0 {
            return;
        }
        let t = (code & !crate::rules::state::EMPTY_FLAG) - 1;
        let on_floor = self.opts.items_stay_on_board && !hu.in_car;
        let pos = hu.pos;
        if on_floor {
            self.floor.push((pos, t));
            self.floor.sort_unstable();
        }
        ev.push(Event::ThingDiscarded { human: h, thing: t, pos: on_floor.then_some(pos) });
    }

    /// Chance for a break-through (GS-MOVE-9): 5 or 6 costs a life; he runs through.
    pub(crate) fn resolve_break(&mut self, dir: Dir, v: u8, ev: &mut Vec<Event>) {
        let m = &content().map;
        let hi = self.turn.human;
        let from = self.humans[usize::from(hi)].pos;
        let Some(z) = m.step(from, dir) else { return };
        let Some(to) = m.step(z, dir) else { return };
        self.turn.actions -= 1;
        self.turn.moved += 2;
        self.turn.visit(z);
        self.turn.visit(to);
        self.humans[usize::from(hi)].pos = to;
        self.crossed(from, z);
        self.crossed(z, to);
        ev.push(Event::HumanMoved { human: hi, from, to });
        // The Soldier's feature: only a 6 wounds him (GS-GAP-10).
        let wounds_on = if self.acting_has(Feature::BreakSafe) { 6 } else { 5 };
        if v >= wounds_on {
            self.wound(hi, 1, ev);
        }
        self.after_action(ev);
    }

    pub(crate) fn resolve_start(&mut self, v: u8, ev: &mut Vec<Event>) {
        // The Mechanic's feature: a 5 starts it too (GS-GAP-10).
        let needs = if self.acting_has(Feature::Mechanic) { 5 } else { 6 };
        if v >= needs {
            self.car_started = true;
            ev.push(Event::CarStarted);
        }
        self.after_action(ev);
    }

    /// A search card drawn (GS-SEARCH-1): the thing joins his inventory,
    /// or is lost if he has no slot left.
    pub(crate) fn resolve_search(&mut self, card: u8, ev: &mut Vec<Event>) {
        let c = content();
        let hi = self.turn.human;
        let k = usize::from(card);
        self.search_left[k] = self.search_left[k].saturating_sub(1);
        match c.search_deck[k].thing {
            Some(t) => {
                let h = &mut self.humans[usize::from(hi)];
                if h.add(t + 1) {
                    ev.push(Event::ThingFound { human: hi, thing: t });
                } else {
                    ev.push(Event::ThingFound { human: hi, thing: t });
                    ev.push(Event::ThingDiscarded { human: hi, thing: t, pos: None });
                }
            }
            None => ev.push(Event::NothingFound { human: hi }),
        }
        self.after_action(ev);
    }
}
