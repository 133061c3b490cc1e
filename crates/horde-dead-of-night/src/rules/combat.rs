//! Close combat (DN-MELEE, DN-GAP-6, DN-GAP-8, DN-GAP-9, DN-ITEMS-1/2).

use super::event::Event;
use super::state::{DRY, DeadOfNight, FISTS, Sq, Step, Thing, item_of};
use crate::content::{Special, content};

impl DeadOfNight {
    pub(crate) fn special(&self, t: Thing) -> Option<Special> {
        content().items.get(usize::from(item_of(t))).and_then(|i| i.special)
    }

    /// The close-combat value of `t` in `seat`'s hands (DN-GAP-3): the
    /// lawnmower only in a lit room (DN-ITEM-2), a dry chainsaw at half.
    pub(crate) fn melee_value(&self, seat: u8, t: Thing) -> i8 {
        if t == FISTS {
            return 0;
        }
        let Some(item) = content().items.get(usize::from(item_of(t))) else { return 0 };
        let lit = self.players[usize::from(seat)].pos.is_some_and(|p| self.lit(p));
        match item.special {
            Some(Special::NeedsPower) if !lit => 0,
            Some(Special::RunsDryOnOne) if t & DRY != 0 => item.melee / 2,
            _ => item.melee,
        }
    }

    /// The weapons `seat` may fight with: bare hands or one held thing.
    pub(crate) fn weapons(&self, seat: u8) -> Vec<Thing> {
        let mut v: Vec<Thing> = self.held_weapons(seat).collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    /// [`DeadOfNight::weapons`] as the turn's listing reads them, unsorted
    /// and without a vector of their own: that listing is sorted once at its end.
    pub(crate) fn held_weapons(&self, seat: u8) -> impl Iterator<Item = Thing> + '_ {
        std::iter::once(FISTS).chain(self.players[usize::from(seat)].hands.iter().copied())
    }

    /// A close combat of `seat` against every zombie in contact (DN-MELEE-2).
    pub(crate) fn begin_combat(&mut self, seat: u8, ev: &mut Vec<Event>) {
        if !self.in_contact(seat) {
            return;
        }
        self.players[usize::from(seat)].fought = true;
        // DN-GAP-9: a collapsed character cannot strike first: he dies.
        if self.players[usize::from(seat)].energy <= 0 {
            self.die(seat, ev);
            return;
        }
        if self.players[usize::from(seat)].hands.is_empty() {
            self.stack.push(Step::Roll { seat, weapon: FISTS });
        } else {
            self.stack.push(Step::Weapon { seat });
        }
        // DN-MELEE-3: each player next to a zombie of the fight is asked,
        // clockwise from the fighter, whether he helps.
        self.helpers = 0;
        let squares = self.contact_each(seat);
        let n = self.n();
        for k in (1..n).rev() {
            let h = (seat + k) % n;
            let p = &self.players[usize::from(h)];
            if p.alive && p.energy > 0 && p.pos.is_some_and(|q| squares.clone().any(|z| self.king(z, q) <= 1)) {
                self.stack.push(Step::Help { fighter: seat, helper: h });
            }
        }
    }

    /// The light bonus of every attack roll (DN-GAP-14): +1 in a lit room,
    /// or +1 with a held torch where its holder stands unlit.
    pub(crate) fn attack_light(&self, seat: u8) -> i8 {
        let lit = self.players[usize::from(seat)].pos.is_some_and(|p| self.lit(p));
        i8::from(lit) + i8::from(!lit && self.holds_light(seat))
    }

    /// What a 1 on the die of any attack does to the weapon (DN-ITEMS-1/2):
    /// the weapon the attack goes on with, or `None` if the attacker died.
    pub(crate) fn die_of_one(&mut self, seat: u8, weapon: Thing, die: u8, ev: &mut Vec<Event>) -> Option<Thing> {
        if die != 1 || weapon == FISTS {
            return Some(weapon);
        }
        match self.special(weapon) {
            // DN-ITEMS-2: the old pistol explodes.
            Some(Special::ExplodesOnOne) => {
                self.take_hand(seat, weapon);
                self.players[usize::from(seat)].energy -= 1;
                ev.push(Event::PistolExploded { seat, energy: self.players[usize::from(seat)].energy });
                if self.players[usize::from(seat)].energy < 0 {
                    self.die(seat, ev);
                    return None;
                }
                Some(FISTS)
            }
            // DN-ITEMS-1: the chainsaw runs dry.
            Some(Special::RunsDryOnOne) if weapon & DRY == 0 => {
                self.take_hand(seat, weapon);
                self.give_hand(seat, weapon | DRY);
                ev.push(Event::ChainsawDry { seat });
                Some(weapon | DRY)
            }
            _ => Some(weapon),
        }
    }

    /// DN-GAP-25: a breakable weapon is used up by an attack totalling 4 or more.
    pub(crate) fn use_up(&mut self, seat: u8, weapon: Thing, total: i8) {
        if total >= 4 && weapon != FISTS && content().items[usize::from(item_of(weapon))].breakable {
            self.take_hand(seat, weapon);
        }
    }

    /// DN-MELEE-3/5: d6 + weapon - 1 per zombie in the fight, + light.
    pub(crate) fn combat_roll(&mut self, seat: u8, weapon: Thing, die: u8, ev: &mut Vec<Event>) {
        if self.players[usize::from(seat)].pos.is_none() {
            return;
        }
        let squares = self.contact_squares(seat);
        let zombies = squares.iter().map(|&sq| self.zombies_on(sq)).sum::<usize>() as i8;
        let helpers = std::mem::take(&mut self.helpers) as i8;
        let total = die as i8 + self.melee_value(seat, weapon) - zombies + helpers + self.attack_light(seat);
        ev.push(Event::CombatRolled { seat, die, total, zombies: zombies as u8 });
        let Some(weapon) = self.die_of_one(seat, weapon, die, ev) else { return };
        self.use_up(seat, weapon, total);
        match total {
            t if t >= 6 => {
                let kills = (t - 5) as u8;
                if i16::from(kills) >= i16::from(zombies) {
                    for sq in squares {
                        while self.zombies_on(sq) > 0 {
                            self.kill_one(seat, sq, ev);
                        }
                    }
                } else {
                    self.stack.push(Step::Kill { seat, left: kills });
                }
            }
            4 | 5 => {
                if self.may_push(seat) {
                    self.stack.push(Step::Push { seat });
                }
            }
            2 | 3 => {
                self.players[usize::from(seat)].energy -= 1;
                ev.push(Event::Wounded { seat, energy: self.players[usize::from(seat)].energy });
                self.after_wound(seat, ev);
            }
            _ => {
                self.players[usize::from(seat)].energy -= 1;
                ev.push(Event::Grabbed { seat, energy: self.players[usize::from(seat)].energy });
                if self.after_wound(seat, ev) {
                    // DN-MELEE-6: grabbed outside his turn he stays held.
                    if seat != self.active {
                        self.players[usize::from(seat)].grabbed = true;
                    }
                    if weapon != FISTS && self.players[usize::from(seat)].hands.contains(&weapon) {
                        self.stack.push(Step::Tear { seat, weapon });
                    }
                }
            }
        }
    }

    /// DN-GAP-9: below 0 he dies; at 0 with a zombie of the fight still in
    /// contact he dies (DN-MELEE-8). `true` while he lives.
    fn after_wound(&mut self, seat: u8, ev: &mut Vec<Event>) -> bool {
        let e = self.players[usize::from(seat)].energy;
        if e < 0 || (e == 0 && self.in_contact(seat)) {
            self.die(seat, ev);
            false
        } else {
            true
        }
    }

    /// DN-MELEE-5: the zombies tear the weapon away on a roll above energy.
    pub(crate) fn tear(&mut self, seat: u8, weapon: Thing, die: u8, ev: &mut Vec<Event>) {
        if i8::try_from(die).unwrap_or(i8::MAX) > self.players[usize::from(seat)].energy {
            self.take_hand(seat, weapon);
            ev.push(Event::WeaponTorn { seat, thing: weapon });
            // DN-INFECT-1: with the optional rule, roll again.
            if self.infection {
                self.stack.push(Step::InfectRoll { seat });
            }
        }
    }

    /// DN-INFECT-1: a roll greater than his energy infects him.
    pub(crate) fn infect_roll(&mut self, seat: u8, die: u8, ev: &mut Vec<Event>) {
        let p = &mut self.players[usize::from(seat)];
        if i8::try_from(die).unwrap_or(i8::MAX) > p.energy && !p.infected {
            p.infected = true;
            ev.push(Event::Infected { seat });
        }
    }

    pub(crate) fn kill_one(&mut self, seat: u8, sq: Sq, ev: &mut Vec<Event>) {
        if let Some(i) = self.zombies.iter().position(|z| z.sq == sq) {
            self.zombies.remove(i);
            self.players[usize::from(seat)].kills += 1;
            ev.push(Event::Killed { seat, sq });
        }
    }

    /// DN-MELEE-4: the attacker chooses which zombies die.
    pub(crate) fn kill(&mut self, seat: u8, left: u8, sq: Sq, ev: &mut Vec<Event>) {
        self.kill_one(seat, sq, ev);
        let left = left - 1;
        if left == 0 {
            return;
        }
        let squares = self.contact_squares(seat);
        let remaining = squares.iter().map(|&sq| self.zombies_on(sq)).sum::<usize>();
        if remaining <= usize::from(left) {
            for sq in squares {
                while self.zombies_on(sq) > 0 {
                    self.kill_one(seat, sq, ev);
                }
            }
        } else {
            self.stack.push(Step::Kill { seat, left });
        }
    }

    /// DN-GAP-8: each zombie in the fight and where a push may put it, in
    /// no order: a push is listed at every 4 or 5 of a combat, and the
    /// listing sorts itself at its end.
    pub(crate) fn push_options(&self, seat: u8, mut f: impl FnMut(Sq, Sq)) {
        let Some(a) = self.players[usize::from(seat)].pos else { return };
        for z in self.contact_each(seat) {
            for t in self.push_targets(a, z) {
                f(z, t);
            }
        }
    }

    /// Some zombie in the fight of `seat` may be pushed (DN-GAP-8).
    fn may_push(&self, seat: u8) -> bool {
        let Some(a) = self.players[usize::from(seat)].pos else { return false };
        self.contact_each(seat).any(|z| self.push_targets(a, z).next().is_some())
    }

    /// DN-GAP-8: where a zombie on `z` pushed by an attacker on `a` may go:
    /// one square straight away from him, else a square beside that one
    /// which is also one step farther; from his own square, any legal step.
    pub(crate) fn push_targets(&self, a: Sq, z: Sq) -> PushTargets {
        let s = self.scen();
        let legal = |n: Sq, d: bool| self.zombie_edge(z, n, d) && self.zombie_may_enter(n);
        let mut out = PushTargets { squares: [0; 8], len: 0, at: 0 };
        if z == a {
            self.neighbours(z).filter(|&(n, d)| legal(n, d)).for_each(|(n, _)| out.push(n));
            return out;
        }
        let (ax, ay) = s.xy(a);
        let (zx, zy) = s.xy(z);
        let (tx, ty) = (zx + (zx - ax).signum(), zy + (zy - ay).signum());
        if let Some(t) = s.at(tx, ty).filter(|&t| legal(t, tx != zx && ty != zy)) {
            out.push(t);
            return out;
        }
        let far = self.king(z, a) + 1;
        self.neighbours(z)
            .filter(|&(n, d)| {
                let (nx, ny) = s.xy(n);
                let beside = (nx - tx).abs().max((ny - ty).abs()) == 1;
                beside && self.king(n, a) == far && legal(n, d)
            })
            .for_each(|(n, _)| out.push(n));
        out
    }

    pub(crate) fn push_zombie(&mut self, seat: u8, from: Sq, to: Sq, ev: &mut Vec<Event>) {
        if let Some(i) = self.zombies.iter().position(|z| z.sq == from) {
            self.zombies.move_to(i, to);
            ev.push(Event::Pushed { seat, from, to });
            // DN-GAP-8: pushed into fire it dies; next to fire it flees.
            if self.burning(to) {
                self.kill_one(seat, to, ev);
            } else {
                self.flee_fire(ev);
            }
        }
    }
}

/// The squares a push may put a zombie on (DN-GAP-8), at most its eight
/// neighbours, kept in place since every 4 or 5 of a combat asks them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PushTargets {
    squares: [Sq; 8],
    len: u8,
    at: u8,
}

impl PushTargets {
    fn push(&mut self, sq: Sq) {
        self.squares[usize::from(self.len)] = sq;
        self.len += 1;
    }
}

impl Iterator for PushTargets {
    type Item = Sq;

    fn next(&mut self) -> Option<Sq> {
        (self.at < self.len).then(|| {
            self.at += 1;
            self.squares[usize::from(self.at - 1)]
        })
    }
}
