//! The named characters' abilities that are actions (ATZ-FAQ-2/3/6,
//! ATZ-GAP-11): Buffy's and the Professor's 2 dice vs Rep, one success
//! enough; Too Tall's look into a building. Sailor's extra MP is counted
//! where a turn begins, Tonya's reroll where a roll is complete.

use crate::content::Ability;
use crate::content::map::step;
use crate::rules::action::Action;
use crate::rules::event::Event;
use crate::rules::state::{Atz, EnterMode, Pending, RollFor};

impl Atz {
    /// Buffy heals a wounded character, herself or a neighbour, neither in
    /// a zombie's hex (ATZ-FAQ-2); the Professor cures a zombie of his own
    /// hex (ATZ-FAQ-3). Each is the turn's action.
    pub(crate) fn ability_actions(&self, c: u8, engaged: bool, acted: bool, out: &mut Vec<Action>) {
        if acted {
            return;
        }
        let ch = self.ch(c);
        match ch.def().ability {
            Some(Ability::Heal) if !engaged => {
                for (i, o) in self.characters.iter().enumerate() {
                    if o.present() && o.wounds > 0 && o.hex.distance(ch.hex) <= 1 && !self.has_zombie(o.hex) {
                        out.push(Action::Treat(i as u8));
                    }
                }
            }
            Some(Ability::Cure) if engaged => out.extend(self.zombies_at(ch.hex).map(Action::Cure)),
            Some(Ability::Look) if !engaged => {
                let mp = self.turn_state.map_or(0, |t| t.mp);
                for d in 1..=6u8 {
                    let to = step(ch.hex, d);
                    let fresh = self.map().building(to).is_some_and(|b| !self.is_entered(b) && !self.is_searched(b));
                    let free = self.character_at(to).is_none() && !self.has_zombie(to);
                    if fresh && free && mp >= self.map().terrain(to).cost() {
                        out.push(Action::LookIn(d));
                    }
                }
            }
            _ => {}
        }
    }

    /// ATZ-FAQ-6, ATZ-GAP-11: Too Tall puts the Entered marker on the
    /// building hex beside her she could step into, and its zombie card is
    /// drawn, its zombies standing in that hex; she stays outside, free to
    /// walk in on them this turn.
    pub(crate) fn look_in(&mut self, c: u8, d: u8, ev: &mut Vec<Event>) {
        let hex = step(self.ch(c).hex, d);
        let Some(b) = self.map().building(hex) else { return };
        ev.push(Event::LookedIn { c, building: b });
        self.looked = Some(hex);
        if !self.draw_zombie_card(c, b, hex, EnterMode::Look) {
            self.pending = Pending::Turn;
        }
    }

    pub(crate) fn ability_act(&mut self, c: u8, a: Action) {
        let target = match a {
            Action::Treat(t) => u16::from(t),
            Action::Cure(z) => z,
            _ => return,
        };
        if let Some(t) = &mut self.turn_state {
            t.acted = true;
        }
        self.pending = Pending::Roll { c, why: RollFor::Ability { target }, need: 2 };
    }

    /// One success heals one wound (ATZ-GAP-4) or removes the zombie, which
    /// goes back to the cup like a killed one (ATZ-GAP-11).
    pub(crate) fn ability_rolled(&mut self, c: u8, target: u16, dice: Vec<u8>, ev: &mut Vec<Event>) {
        let rep = self.ch(c).rep();
        let success = dice.iter().any(|&d| d <= rep);
        ev.push(Event::AbilityRoll { c, dice, success });
        self.pending = Pending::Turn;
        if !success {
            return;
        }
        match self.ch(c).def().ability {
            Some(Ability::Heal) => {
                let t = target as u8;
                let patient = self.ch_mut(t);
                patient.wounds = patient.wounds.saturating_sub(1);
                let wounds = patient.wounds;
                ev.push(Event::Healed { c, target: t, wounds });
            }
            Some(Ability::Cure) => {
                let zombie = &mut self.zombies[usize::from(target)];
                zombie.alive = false;
                self.cup[usize::from(zombie.kind)] += 1;
                ev.push(Event::ZombieCured { z: target });
            }
            _ => {}
        }
    }
}
