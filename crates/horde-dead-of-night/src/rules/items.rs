//! Items, energy and the actions of a turn (DN-ACT, DN-ITEM, DN-FREE,
//! DN-ENERGY, DN-GAP-3, DN-GAP-18, DN-GAP-24).

use super::action::Action;
use super::event::Event;
use super::geom::Reach;
use super::state::{DeadOfNight, HANDS, MAX_ENERGY, PACK, Sq, Step, Thing, item_of};
use crate::content::content;

fn size(t: Thing) -> u8 {
    content().items.get(usize::from(item_of(t))).map_or(1, |i| i.hands)
}

fn energy_of(t: Thing) -> i8 {
    content().items.get(usize::from(item_of(t))).map_or(0, |i| i.energy)
}

impl DeadOfNight {
    pub(crate) fn fits_hands(&self, seat: u8, t: Thing) -> bool {
        let used: u8 = self.players[usize::from(seat)].hands.iter().map(|&h| size(h)).sum();
        used + size(t) <= HANDS
    }

    pub(crate) fn fits_pack(&self, seat: u8, t: Thing) -> bool {
        let used: u8 = self.players[usize::from(seat)].pack.iter().map(|&h| size(h)).sum();
        used + size(t) <= PACK
    }

    /// `held` goes into the backpack and `packed` into the hands: both
    /// must fit once the other has left (DN-GAP-3, DN-GAP-18).
    fn swap_fits(&self, seat: u8, held: Thing, packed: Thing) -> bool {
        let p = &self.players[usize::from(seat)];
        let hands: u8 = p.hands.iter().map(|&h| size(h)).sum();
        let pack: u8 = p.pack.iter().map(|&h| size(h)).sum();
        hands - size(held) + size(packed) <= HANDS && pack - size(packed) + size(held) <= PACK
    }

    fn stash(&mut self, seat: u8, t: Thing, ev: &mut Vec<Event>) {
        self.take_hand(seat, t);
        let p = &mut self.players[usize::from(seat)];
        p.pack.push(t);
        p.pack.sort_unstable();
        ev.push(Event::Stashed { seat, thing: t });
    }

    fn unstash(&mut self, seat: u8, t: Thing, ev: &mut Vec<Event>) {
        let p = &mut self.players[usize::from(seat)];
        if let Some(i) = p.pack.iter().position(|&x| x == t) {
            p.pack.remove(i);
        }
        self.give_hand(seat, t);
        ev.push(Event::Unstashed { seat, thing: t });
    }

    pub(crate) fn give_hand(&mut self, seat: u8, t: Thing) {
        let h = &mut self.players[usize::from(seat)].hands;
        h.push(t);
        h.sort_unstable();
    }

    pub(crate) fn take_hand(&mut self, seat: u8, t: Thing) -> bool {
        let h = &mut self.players[usize::from(seat)].hands;
        match h.iter().position(|&x| x == t) {
            Some(i) => {
                h.remove(i);
                true
            }
            None => false,
        }
    }

    pub(crate) fn put_floor(&mut self, sq: Sq, t: Thing) {
        self.floor.push((sq, t));
        self.floor.sort_unstable();
    }

    /// The actions and free actions of the active seat (DN-ACT-1, DN-FREE).
    pub(crate) fn turn_actions(&self, out: &mut Vec<Action>) {
        self.turn_actions_in_reach(out);
    }

    /// [`DeadOfNight::turn_actions`], giving back the squares in reach of
    /// the active seat's square when the listing read them: a Move's
    /// listing, at every step, lists his steps from them instead of asking
    /// every neighbour again.
    pub(crate) fn turn_actions_in_reach(&self, out: &mut Vec<Action>) -> Option<Reach> {
        let seat = self.active;
        let p = &self.players[usize::from(seat)];
        // DN-PVP-2: a fighter ends his turn only once he has attacked.
        if !self.owes_attack(seat) {
            out.push(Action::EndTurn);
        }
        let pos = p.pos?;
        let a = self.actions;
        // DN-ENERGY-1: energy items, from hands or backpack.
        if a >= 1 {
            for &t in p.hands.iter().chain(&p.pack) {
                if energy_of(t) > 0 {
                    out.push(Action::Eat(t));
                }
            }
        }
        // DN-ENERGY-3, DN-GAP-9: collapsed, nothing else.
        if p.energy <= 0 {
            return None;
        }
        let reach = self.reach(pos);
        if a >= 1 {
            out.push(Action::Move);
            if self.room_card_at(seat).is_some() {
                out.push(Action::Search);
            }
            for &t in &p.hands {
                if self.fits_pack(seat, t) {
                    out.push(Action::Stash(t));
                }
            }
            for &t in &p.pack {
                if self.fits_hands(seat, t) {
                    out.push(Action::Unstash(t));
                }
                for &h in &p.hands {
                    if self.swap_fits(seat, h, t) {
                        out.push(Action::Swap(h, t));
                    }
                }
            }
            for (v, q) in self.players.iter().enumerate() {
                let v = v as u8;
                if v == seat || !q.alive || !q.pos.is_some_and(|s| reach.contains(&s)) {
                    continue;
                }
                if q.keys || q.hands.iter().any(|&t| self.fits_hands(seat, t)) {
                    out.push(Action::Steal(v));
                }
            }
            self.wall_actions(seat, out);
            self.fire_actions(seat, &reach, out);
            self.explosive_actions(seat, &reach, out);
            self.barricade_actions(seat, out);
            self.combine_actions(seat, &reach, out);
            self.vehicle_actions(seat, &reach, out);
            self.generator_actions(seat, &reach, out);
        }
        if a == 2 {
            out.push(Action::Run);
            // DN-INFECT-2: an infected player cannot rest.
            if !p.infected {
                out.push(Action::Rest);
            }
        }
        // Free actions.
        for &(sq, t) in &self.floor {
            if reach.contains(&sq) && self.zombies_on(sq) == 0 && self.fits_hands(seat, t) {
                out.push(Action::Pick(sq, t));
            }
        }
        if let Some(k) = self.floor_keys
            && reach.contains(&k)
            && self.zombies_on(k) == 0
        {
            out.push(Action::PickKeys);
        }
        for &t in &p.hands {
            out.push(Action::Drop(t));
        }
        // DN-FREE-4, DN-GAP-24: to a living player in reach with room in his hands.
        for (v, q) in self.players.iter().enumerate() {
            let v = v as u8;
            if v == seat || !q.alive || !q.pos.is_some_and(|s| reach.contains(&s)) {
                continue;
            }
            for &t in &p.hands {
                if self.fits_hands(v, t) {
                    out.push(Action::Give(v, t));
                }
            }
            if p.keys {
                out.push(Action::GiveKeys(v));
            }
        }
        if self.in_contact(seat) {
            out.push(Action::Fight);
        }
        // DN-FREE-5, DN-GAP-11/12: shots, throws and attacks on players are part of Fight!.
        self.ranged_actions(seat, out);
        self.pvp_actions(seat, &reach, out);
        self.peace_actions(seat, out);
        // DN-FIRE-4, DN-GAP-10: on a burning square his first action is a Move off it.
        if a == 2 && self.must_leave_fire(seat) {
            out.retain(|x| matches!(x, Action::Move | Action::Run) || x.is_free());
        }
        Some(reach)
    }

    pub(crate) fn turn_action(&mut self, a: Action, ev: &mut Vec<Event>) {
        let seat = self.active;
        let s = usize::from(seat);
        match a {
            Action::EndTurn => {
                self.stack.pop();
                self.stack.push(Step::EndTurn);
            }
            Action::Move => {
                self.actions -= 1;
                self.start_move(false);
            }
            Action::Run => {
                self.actions -= 2;
                self.start_move(true);
            }
            Action::Search => {
                self.actions -= 1;
                self.stack.push(Step::SearchRoll { seat });
            }
            Action::Rest => {
                // DN-ITEM-8: the whole turn, +1 energy, never above the maximum.
                self.actions = 0;
                let p = &mut self.players[s];
                p.energy = (p.energy + 1).min(MAX_ENERGY);
                ev.push(Event::Rested { seat, energy: p.energy });
            }
            Action::Eat(t) => {
                self.actions -= 1;
                let p = &mut self.players[s];
                if let Some(i) = p.hands.iter().position(|&x| x == t) {
                    p.hands.remove(i);
                } else if let Some(i) = p.pack.iter().position(|&x| x == t) {
                    p.pack.remove(i);
                }
                p.energy = (p.energy + energy_of(t)).min(MAX_ENERGY);
                ev.push(Event::Ate { seat, thing: t, energy: p.energy });
            }
            Action::Stash(t) => {
                self.actions -= 1;
                self.stash(seat, t, ev);
            }
            Action::Unstash(t) => {
                self.actions -= 1;
                self.unstash(seat, t, ev);
            }
            Action::Swap(held, packed) => {
                // DN-GAP-18: one Handle Items action both ways.
                self.actions -= 1;
                self.stash(seat, held, ev);
                self.unstash(seat, packed, ev);
            }
            Action::Steal(victim) => {
                self.actions -= 1;
                self.stack.push(Step::StealRoll { thief: seat, victim });
            }
            Action::Pick(sq, t) => {
                if let Some(i) = self.floor.iter().position(|&x| x == (sq, t)) {
                    self.floor.remove(i);
                }
                self.give_hand(seat, t);
                ev.push(Event::Picked { seat, thing: t, sq });
            }
            Action::PickKeys => {
                self.floor_keys = None;
                self.players[s].keys = true;
                ev.push(Event::PickedKeys { seat });
            }
            Action::Drop(t) => {
                if let Some(sq) = self.players[s].pos {
                    self.take_hand(seat, t);
                    self.put_floor(sq, t);
                    ev.push(Event::Dropped { seat, thing: t, sq });
                }
            }
            Action::Fight => self.stack.push(Step::Combat { seat }),
            Action::Give(to, t) => {
                self.take_hand(seat, t);
                self.give_hand(to, t);
                ev.push(Event::Gave { from: seat, to, thing: t });
            }
            Action::GiveKeys(to) => {
                self.players[s].keys = false;
                self.players[usize::from(to)].keys = true;
                ev.push(Event::GaveKeys { from: seat, to });
            }
            Action::Shoot(target, t) => self.shoot(seat, target, t, ev),
            Action::Throw(target, t) => self.throw(seat, target, t, ev),
            Action::AttackWall(across, t) => {
                // DN-BAR-3: 1 action.
                self.actions -= 1;
                self.attack_wall(seat, across, t);
            }
            Action::StartFire(sq) => {
                self.actions -= 1;
                self.start_fire(seat, sq, ev);
            }
            Action::Smash(q, t) => {
                self.actions -= 1;
                self.attack_explosive(seat, q, t, false, ev);
            }
            Action::ShootThing(q, t) => {
                self.actions -= 1;
                self.attack_explosive(seat, q, t, true, ev);
            }
            Action::Barricade(q) => {
                self.actions -= 1;
                self.build_barricade(seat, q, ev);
            }
            Action::Dismantle(q) => {
                self.actions -= 1;
                if let Some(pos) = self.players[s].pos {
                    self.remove_barricade(pos, q, ev);
                }
            }
            Action::Combine(t) => {
                self.actions -= 1;
                self.combine(seat, t, ev);
            }
            Action::PutOut => {
                self.actions -= 1;
                self.put_out(seat, ev);
            }
            Action::Fuel(q) => {
                self.actions -= 1;
                if self.generator.is_some_and(|genset| genset.sq == q) {
                    self.fuel_generator(seat, ev);
                } else {
                    self.fuel(seat, q, ev);
                }
            }
            Action::StartGenerator => {
                self.actions -= 1;
                self.start_generator(seat, ev);
            }
            Action::Peace => self.declare_peace(seat, ev),
            Action::StartCar => {
                self.actions -= 1;
                self.start_car(seat, ev);
            }
            Action::HotWire => {
                self.actions -= 1;
                self.stack.push(Step::HotWire { seat });
            }
            Action::Drive => {
                // DN-CAR-3: driving is the driver's Move action.
                self.actions -= 1;
                self.start_driving();
            }
            Action::Strike(v, t) => self.strike(seat, v, t, false, ev),
            Action::ShootPlayer(v, t) => self.strike(seat, v, t, true, ev),
            _ => {}
        }
    }

    /// DN-ITEM-4, DN-GAP-24: a roll above the victim's energy (any roll
    /// against a collapsed victim) lets the thief take something.
    pub(crate) fn steal_roll(&mut self, thief: u8, victim: u8, die: u8, ev: &mut Vec<Event>) {
        let e = self.players[usize::from(victim)].energy;
        let success = e <= 0 || i8::try_from(die).unwrap_or(i8::MAX) > e;
        ev.push(Event::StealRolled { thief, victim, die, success });
        if success && self.players[usize::from(victim)].alive {
            self.stack.push(Step::StealPick { thief, victim });
        }
    }

    pub(crate) fn rob_actions(&self, thief: u8, victim: u8, out: &mut Vec<Action>) {
        let v = &self.players[usize::from(victim)];
        for &t in &v.hands {
            if self.fits_hands(thief, t) {
                out.push(Action::Rob(t));
            }
        }
        if v.keys {
            out.push(Action::RobKeys);
        }
    }

    pub(crate) fn rob(&mut self, thief: u8, victim: u8, a: Action, ev: &mut Vec<Event>) {
        match a {
            Action::Rob(t) => {
                self.take_hand(victim, t);
                self.give_hand(thief, t);
                ev.push(Event::Robbed { thief, victim, thing: t });
            }
            Action::RobKeys => {
                self.players[usize::from(victim)].keys = false;
                self.players[usize::from(thief)].keys = true;
                ev.push(Event::RobbedKeys { thief, victim });
            }
            _ => self.stack.push(Step::StealPick { thief, victim }),
        }
    }
}
