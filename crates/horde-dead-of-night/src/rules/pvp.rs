//! Fights between players (DN-PVP, DN-GAP-12): hand to hand or a shot,
//! a free action, at most one attack on a player in any one turn.

use super::action::Action;
use super::event::Event;
use super::ranged::ranged_value;
use super::state::{DeadOfNight, Step, Thing};

impl DeadOfNight {
    /// The attacks on players `seat` may make: hand to hand on a victim in
    /// reach, a shot on one in a clear line (DN-GAP-12).
    pub(crate) fn pvp_actions(&self, seat: u8, out: &mut Vec<Action>) {
        let p = &self.players[usize::from(seat)];
        let Some(pos) = p.pos else { return };
        if p.struck {
            return;
        }
        let reach = self.reach(pos);
        let weapons = self.weapons(seat);
        let guns = self.loaded_firearms(seat);
        for (v, q) in self.players.iter().enumerate() {
            let v = v as u8;
            let Some(at) = q.pos.filter(|_| v != seat && q.alive) else { continue };
            if reach.contains(&at) {
                out.extend(weapons.iter().map(|&w| Action::Strike(v, w)));
            }
            if self.line_clear(pos, at) {
                out.extend(guns.iter().map(|&g| Action::ShootPlayer(v, g)));
            }
        }
    }

    pub(crate) fn strike(&mut self, attacker: u8, victim: u8, weapon: Thing, shot: bool, ev: &mut Vec<Event>) {
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
