//! Fights between players (DN-PVP, DN-GAP-12): hand to hand or a shot,
//! a free action, at most one attack on a player in any one turn; the
//! fight it starts binds its participants to attack in each of their turns
//! until one of them dies or all declare peace (DN-PVP-2).

use super::action::Action;
use super::event::Event;
use super::geom::Reach;
use super::ranged::ranged_value;
use super::state::{DeadOfNight, Sq, Step, Thing};

impl DeadOfNight {
    /// The attacks on players `seat` may make: hand to hand on a victim in
    /// `reach` (that of his square), a shot on one in a clear line (DN-GAP-12).
    pub(crate) fn pvp_actions(&self, seat: u8, reach: &Reach, out: &mut Vec<Action>) {
        let p = &self.players[usize::from(seat)];
        let Some(pos) = p.pos else { return };
        if p.struck {
            return;
        }
        let armed = self.loaded_firearms(seat).next().is_some();
        for (v, at) in self.victims(seat) {
            if reach.contains(&at) {
                out.extend(self.held_weapons(seat).map(|w| Action::Strike(v, w)));
            }
            if armed && self.line_clear(pos, at) {
                out.extend(self.loaded_firearms(seat).map(|g| Action::ShootPlayer(v, g)));
            }
        }
    }

    /// The other living players on the board, with their squares.
    fn victims(&self, seat: u8) -> impl Iterator<Item = (u8, Sq)> + '_ {
        (0..).zip(&self.players).filter_map(move |(v, q)| q.pos.filter(|_| v != seat && q.alive).map(|at| (v, at)))
    }

    /// DN-PVP-2, DN-GAP-12: `seat` is in the fight, has not attacked in
    /// this turn nor declared peace since the last attack, and can attack
    /// an opponent (one [`DeadOfNight::pvp_actions`] would list): his turn
    /// may not end yet. A collapsed player can do nothing but eat
    /// (DN-ENERGY-3), so he owes nothing.
    pub(crate) fn owes_attack(&self, seat: u8) -> bool {
        let bit = 1 << seat;
        let p = &self.players[usize::from(seat)];
        if self.fight & bit == 0 || self.peace & bit != 0 || p.struck || p.energy <= 0 {
            return false;
        }
        let Some(pos) = p.pos else { return false };
        let reach = self.reach(pos);
        let armed = self.loaded_firearms(seat).next().is_some();
        self.victims(seat)
            .any(|(v, at)| self.fight & (1 << v) != 0 && (reach.contains(&at) || (armed && self.line_clear(pos, at))))
    }

    /// DN-PVP-2: a participant who has not declared peace may, for free.
    pub(crate) fn peace_actions(&self, seat: u8, out: &mut Vec<Action>) {
        let bit = 1 << seat;
        if self.fight & bit != 0 && self.peace & bit == 0 {
            out.push(Action::Peace);
        }
    }

    /// DN-PVP-2: the fight ends when all its living participants have
    /// declared peace since the last attack.
    pub(crate) fn declare_peace(&mut self, seat: u8, ev: &mut Vec<Event>) {
        self.peace |= 1 << seat;
        ev.push(Event::PeaceDeclared { seat });
        let living = (0..self.n()).filter(|&s| self.players[usize::from(s)].alive).fold(0u8, |m, s| m | (1 << s));
        if self.fight & living & !self.peace == 0 {
            self.end_fight(ev);
        }
    }

    /// DN-PVP-2: the death of a participant ends the fight.
    pub(crate) fn fighter_died(&mut self, seat: u8, ev: &mut Vec<Event>) {
        if self.fight & (1 << seat) != 0 {
            self.end_fight(ev);
        }
    }

    fn end_fight(&mut self, ev: &mut Vec<Event>) {
        self.fight = 0;
        self.peace = 0;
        ev.push(Event::FightEnded);
    }

    pub(crate) fn strike(&mut self, attacker: u8, victim: u8, weapon: Thing, shot: bool, ev: &mut Vec<Event>) {
        // DN-PVP-2, DN-GAP-12: an attack starts the fight or joins it, and
        // calls off any peace declared so far.
        self.fight |= (1 << attacker) | (1 << victim);
        self.peace = 0;
        let p = &mut self.players[usize::from(attacker)];
        p.struck = true;
        if shot {
            // DN-RANGED-2: every shot costs 1 ammo.
            p.ammo -= 1;
            ev.push(Event::ShotAt { attacker, victim, ammo: p.ammo });
        }
        self.stack.push(Step::PvpRoll { attacker, victim, weapon, shot });
    }

    /// DN-PVP-1, DN-GAP-12: d6 + the weapon's close-combat value (its
    /// ranged value and the range bonus for a shot) + light; a total
    /// greater than the victim's energy costs him 1 energy.
    pub(crate) fn pvp_roll(
        &mut self,
        attacker: u8,
        victim: u8,
        weapon: Thing,
        shot: bool,
        die: u8,
        ev: &mut Vec<Event>,
    ) {
        let (Some(from), Some(to)) = (self.players[usize::from(attacker)].pos, self.players[usize::from(victim)].pos)
        else {
            return;
        };
        let value = if shot {
            ranged_value(weapon).unwrap_or(0) + self.range_bonus(from, to)
        } else {
            self.melee_value(attacker, weapon)
        };
        let total = die as i8 + value + self.attack_light(attacker);
        let hit = total > self.players[usize::from(victim)].energy;
        ev.push(Event::PvpRolled { attacker, victim, die, total, hit });
        let Some(weapon) = self.die_of_one(attacker, weapon, die, ev) else { return };
        if !shot {
            self.use_up(attacker, weapon, total);
        }
        if hit && self.players[usize::from(victim)].alive {
            let v = &mut self.players[usize::from(victim)];
            v.energy -= 1;
            ev.push(Event::Hurt { seat: victim, energy: v.energy });
            // DN-ENERGY-4: below 0 he dies.
            if v.energy < 0 {
                self.die(victim, ev);
            }
        }
    }
}
