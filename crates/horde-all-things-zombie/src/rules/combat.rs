//! Shooting (ATZ-SHOOT with the table of ATZ-GAP-2 and the targets of
//! ATZ-GAP-23), Shot markers (ATZ-ITEM-2) and melee (ATZ-MELEE, ATZ-GAP-3).

use crate::content::ZombieDieScores;
use crate::rules::action::Action;
use crate::rules::event::Event;
use crate::rules::state::{AfterShot, Atz, Pending, RollFor, Shot};
use horde_board::Hex;

impl Atz {
    /// Whether zombie `z` may be a target of `c`'s shot: in sight and in
    /// the weapon's range (ATZ-SHOOT-2, ATZ-GAP-23).
    fn targetable(&self, c: u8, z: u16) -> bool {
        let ch = self.ch(c);
        let zh = self.zombies[usize::from(z)].hex;
        let range = ch.weapon_def().map_or(0, |w| u32::from(w.range));
        self.zombies[usize::from(z)].alive && ch.hex.distance(zh) <= range && self.sees(ch.hex, zh)
    }

    /// Some zombie outside its own hex may be fired at.
    pub(crate) fn any_target(&self, c: u8) -> bool {
        let own = self.ch(c).hex;
        (0..self.zombies.len() as u16).any(|z| self.zombies[usize::from(z)].hex != own && self.targetable(c, z))
    }

    pub(crate) fn any_target_in(&self, c: u8, h: Hex) -> bool {
        self.zombies_at(h).any(|z| self.targetable(c, z))
    }

    /// The shot is declared: its targets are named one per die kept.
    /// A Scope adds one die (ATZ-ITEM-6).
    pub(crate) fn begin_aim(&mut self, c: u8, dice: u8, first_hex: Option<Hex>, then: AfterShot) {
        let dice = dice + u8::from(self.ch(c).scope);
        self.aim_hex = first_hex;
        self.targets.clear();
        self.after_shot = then;
        self.pending = Pending::Aim { c, dice, then };
    }

    /// Targets the next die may go to (ATZ-SHOOT-5, ATZ-GAP-23): the first
    /// anywhere in sight and range (or in the hex a reaction names), the
    /// later ones in the first target's hex or next to it (a shotgun: in
    /// that hex only).
    pub(crate) fn aim_actions(&self, c: u8, out: &mut Vec<Action>) {
        let own = self.ch(c).hex;
        let one_hex = self.ch(c).weapon_def().is_some_and(|w| w.one_hex);
        let first = self.targets.first().map(|&z| self.zombies[usize::from(z)].hex);
        for z in 0..self.zombies.len() as u16 {
            let zh = self.zombies[usize::from(z)].hex;
            let ok = match (first, self.aim_hex) {
                (None, _) if self.aim_first.is_some() => self.aim_first == Some(z),
                (None, Some(h)) => zh == h,
                (None, None) => zh != own,
                (Some(f), _) => {
                    zh == f || (!one_hex && zh.distance(f) == 1 && (zh != own || self.aim_hex == Some(own)))
                }
            };
            if ok && (zh == own || self.targetable(c, z)) && self.zombies[usize::from(z)].alive {
                out.push(Action::Target(z));
            }
        }
    }

    /// How many targets the shot names: one per die kept.
    fn targets_needed(&self, c: u8, dice: u8) -> usize {
        usize::from(self.ch(c).weapon_def().map_or(dice, |w| w.keep.map_or(dice, |k| k.min(dice))))
    }

    pub(crate) fn aimed(&mut self, c: u8, dice: u8, z: u16) {
        self.targets.push(z);
        let mut more = Vec::new();
        self.aim_actions(c, &mut more);
        if self.targets.len() >= self.targets_needed(c, dice) || more.is_empty() {
            self.pending = Pending::Roll { c, why: RollFor::Shot, need: dice };
        }
    }

    /// ATZ-SHOOT-4/5/7/9, ATZ-GAP-2: dice best first, the k-th best on the
    /// k-th target; hits kill zombies; two 1s empty the weapon; a Shot
    /// marker of the dice rolled goes on the firer's hex.
    pub(crate) fn resolve_shot(&mut self, c: u8, dice: Vec<u8>, ev: &mut Vec<Event>) {
        let t = &self.content().tables;
        let ch = self.ch(c).clone();
        let Some(w) = ch.weapon_def() else { return };
        let mut sorted = dice.clone();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        let targets = std::mem::take(&mut self.targets);
        let mut hits = Vec::new();
        for (k, (&z, &die)) in targets.iter().zip(sorted.iter()).enumerate() {
            let zombie = &self.zombies[usize::from(z)];
            if !zombie.alive {
                continue; // killed by a better die (ATZ-GAP-23)
            }
            let cover = zombie.hex != ch.hex && self.map().terrain(zombie.hex).is_cover();
            let total = die + ch.rep();
            let hit = if total <= t.miss_at_most {
                false
            } else if total <= t.conditional {
                k == 0 && !cover && !self.rushed
            } else if total <= t.first_two {
                k < 2
            } else {
                true
            };
            if hit {
                hits.push(z);
                self.kill_zombie(z, ev);
            }
        }
        ev.push(Event::Fired { c, dice: dice.clone(), targets, hits });
        let ones = dice.iter().filter(|&&d| d == 1).count();
        // ATZ-SHOOT-10: panic fire always empties the weapon.
        let empty = self.panic
            || (dice.len() >= 2 && ones >= 2 && t.two_ones_empty)
            || (dice.len() == 1 && ones == 1 && t.single_one_empties);
        if empty {
            self.ch_mut(c).loaded = false;
            ev.push(Event::OutOfAmmo { c });
        }
        // ATZ-ITEM-2, ATZ-ITEM-6: the marker counts the dice rolled but a Scope's.
        let marker = match (w.house_shot_marker, w.shot_marker) {
            (Some(m), _) if self.house.small_shotgun_marker => m, // ATZ-HOUSE-2
            (_, Some(m)) => m,
            _ => dice.len() as u8 - u8::from(ch.scope),
        };
        if marker > 0 {
            self.shots.push(Shot { hex: ch.hex, dice: marker });
            ev.push(Event::ShotMarker { hex: ch.hex, dice: marker });
        }
        self.aim_hex = None;
        self.aim_first = None;
        self.rushed = false;
        self.panic = false;
        self.pending = Pending::Idle;
        match self.after_shot {
            AfterShot::Turn | AfterShot::TurnStart => self.pending = Pending::Turn,
            AfterShot::EndTurn | AfterShot::Phase => {}
            AfterShot::Surprise => {
                if self.has_zombie(ch.hex) {
                    self.melee_now(c);
                } else if self.turn_state.is_some_and(|t| t.c == c) {
                    // ATZ-FINDZ-5: the building is clear; the turn goes on.
                    self.pending = Pending::Turn;
                }
            }
        }
    }

    /// A zombie dies at its first damage and goes back to the cup (ATZ-ZOM-5/6).
    pub(crate) fn kill_zombie(&mut self, z: u16, ev: &mut Vec<Event>) {
        let zombie = &mut self.zombies[usize::from(z)];
        zombie.alive = false;
        self.cup[usize::from(zombie.kind)] += 1;
        ev.push(Event::ZombieKilled { z });
    }

    /// A melee in `c`'s hex, fought now (ATZ-MELEE-3/4): its melee dice,
    /// then one die per zombie.
    pub(crate) fn melee_now(&mut self, c: u8) {
        self.ch_mut(c).fought = true;
        let zombies = self.zombies_at(self.ch(c).hex).count() as u8;
        if zombies == 0 {
            self.pending = Pending::Idle;
            return;
        }
        let char_dice = self.ch(c).melee_dice();
        self.pending = Pending::Roll { c, why: RollFor::Melee { char_dice }, need: char_dice + zombies };
    }

    /// ATZ-MELEE-5, ATZ-GAP-3: more successes for the character kill the
    /// difference in zombies (its choice), more for the zombies wound it.
    pub(crate) fn resolve_melee(&mut self, c: u8, char_dice: u8, dice: Vec<u8>, ev: &mut Vec<Event>) {
        let rep = self.ch(c).rep();
        let (mine, theirs) = dice.split_at(usize::from(char_dice).min(dice.len()));
        let s = mine.iter().filter(|&&d| d <= rep).count() as u8;
        let z = match self.content().tables.zombie_die_scores {
            ZombieDieScores::AtMostRep => theirs.iter().filter(|&&d| d <= rep).count() as u8,
            ZombieDieScores::AboveRep => theirs.iter().filter(|&&d| d > rep).count() as u8,
        };
        ev.push(Event::Melee { c, dice, successes: s, zombie_successes: z });
        self.pending = Pending::Idle;
        if s > z {
            self.kill_in_melee(c, s - z, ev);
        } else if z > s {
            self.wound(c, ev);
        }
    }

    pub(crate) fn kill_in_melee(&mut self, c: u8, n: u8, ev: &mut Vec<Event>) {
        let here: Vec<u16> = self.zombies_at(self.ch(c).hex).collect();
        if usize::from(n) >= here.len() {
            for z in here {
                self.kill_zombie(z, ev);
            }
            self.pending = Pending::Idle;
        } else if n > 0 {
            self.pending = Pending::Kill { c, n };
        }
    }

    /// One wound (ATZ-CHAR-6): the counter flips, then the character dies.
    pub(crate) fn wound(&mut self, c: u8, ev: &mut Vec<Event>) {
        let ch = self.ch_mut(c);
        ch.wounds += 1;
        let wounds = ch.wounds;
        ev.push(Event::Wounded { c, wounds });
        if !self.ch(c).alive() {
            ev.push(Event::Died { c });
        }
    }
}
