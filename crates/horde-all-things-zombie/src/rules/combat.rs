//! Shooting (ATZ-SHOOT with the table of ATZ-GAP-2 and the targets of
//! ATZ-GAP-23), Shot markers (ATZ-ITEM-2) and melee (ATZ-MELEE, ATZ-GAP-3).

use crate::content::ZombieDieScores;
use crate::rules::action::Action;
use crate::rules::event::Event;
use crate::rules::state::{AfterShot, Atz, Pending, RollFor, Shot, Side, Test, TestAt, Then};
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

    /// Whether character `o` may be a target of `c`'s shot: an opponent
    /// in sight and range (ATZ-SHOOT-2, ATZ-GAP-10, ATZ-GAP-23).
    pub(crate) fn targetable_character(&self, c: u8, o: u8) -> bool {
        let (ch, other) = (self.ch(c), self.ch(o));
        let range = ch.weapon_def().map_or(0, |w| u32::from(w.range));
        other.present() && ch.opposes(other) && ch.hex.distance(other.hex) <= range && self.sees(ch.hex, other.hex)
    }

    /// Opposing characters `c` may fire at, outside its own hex.
    pub(crate) fn character_targets(&self, c: u8) -> impl Iterator<Item = u8> + '_ {
        let own = self.ch(c).hex;
        (0..self.characters.len() as u8).filter(move |&o| self.ch(o).hex != own && self.targetable_character(c, o))
    }

    /// Some zombie or opposing character outside its own hex may be fired at.
    pub(crate) fn any_target(&self, c: u8) -> bool {
        let own = self.ch(c).hex;
        (0..self.zombies.len() as u16).any(|z| self.zombies[usize::from(z)].hex != own && self.targetable(c, z))
            || self.character_targets(c).next().is_some()
    }

    pub(crate) fn any_target_in(&self, c: u8, h: Hex) -> bool {
        self.zombies_at(h).any(|z| self.targetable(c, z))
            || (0..self.characters.len() as u8).any(|o| self.ch(o).hex == h && self.targetable_character(c, o))
    }

    /// The opposing character sharing `c`'s hex, if any (ATZ-GAP-25).
    pub(crate) fn opponent_at(&self, c: u8) -> Option<u8> {
        let me = self.ch(c);
        (0..self.characters.len() as u8).find(|&o| {
            let other = self.ch(o);
            o != c && other.present() && other.hex == me.hex && me.opposes(other)
        })
    }

    /// Whether a die read as the `k`-th target (0 = first) hits on the
    /// table of ATZ-GAP-2: `total` is the die plus the firer's Rep;
    /// `guarded` is cover, a Vest or a Rushed Shot.
    fn die_hits(&self, total: u8, k: usize, guarded: bool) -> bool {
        let t = &self.content().tables;
        if total <= t.miss_at_most {
            false
        } else if total <= t.conditional {
            k == 0 && !guarded
        } else if total <= t.first_two {
            k < 2
        } else {
            true
        }
    }

    /// Cover or a Vest protect character `o` from `c`'s fire (ATZ-GAP-2):
    /// cover only against fire from outside its hex.
    fn guarded(&self, c: u8, o: u8) -> bool {
        let (from, to) = (self.ch(c).hex, self.ch(o).hex);
        (from != to && self.map().terrain(to).is_cover()) || self.ch(o).has(crate::content::ItemKind::Vest)
    }

    /// Whether some die result of `c`'s could hit `o` as a first target:
    /// only then may it return fire (ATZ-GAP-15), so that every exchange
    /// of a firefight can end it.
    pub(crate) fn could_hit(&self, c: u8, o: u8) -> bool {
        self.ch(c).can_fire()
            && self.targetable_character(c, o)
            && self.die_hits(6 + self.ch(c).rep(), 0, self.guarded(c, o))
    }

    /// A reaction row allows a shot (ATZ-GAP-1): a player may fire or
    /// decline; a found enemy always fires, with every die its weapon
    /// allows, at the figure that caused the test (ATZ-GAP-25).
    pub(crate) fn offer_fire(&mut self, c: u8, then: AfterShot) {
        if self.ch(c).side != Side::Enemy {
            self.pending = Pending::OfferFire { c, then };
            return;
        }
        let dice = self.ch(c).weapon_def().map_or(1, |w| w.dice_max);
        let hex = self.aim_hex;
        self.begin_aim(c, dice, hex, then);
        let dice = match self.pending {
            Pending::Aim { dice, .. } => dice,
            _ => return,
        };
        // The engine names the targets: the first one each time it is asked.
        while let Pending::Aim { .. } = self.pending {
            let mut options = Vec::new();
            self.aim_actions(c, &mut options);
            match options.first() {
                Some(&Action::Shoot(o)) => self.aimed_at_character(c, dice, o),
                Some(&Action::Target(z)) => self.aimed(c, dice, z),
                _ => {
                    self.clear_aim();
                    self.resume(c, then);
                }
            }
        }
    }

    fn clear_aim(&mut self) {
        self.aim_hex = None;
        self.aim_first = None;
        self.aim_char = None;
        self.rushed = false;
        self.panic = false;
        self.pending = Pending::Idle;
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
        // A character as the first target takes every die (ATZ-GAP-23).
        if first.is_none() && self.aim_first.is_none() {
            for o in 0..self.characters.len() as u8 {
                let oh = self.ch(o).hex;
                let ok = match (self.aim_char, self.aim_hex) {
                    (Some(a), _) => a == o,
                    (None, Some(h)) => oh == h,
                    (None, None) => oh != own,
                };
                let reachable =
                    if oh == own { self.opponent_at(c) == Some(o) } else { self.targetable_character(c, o) };
                if ok && reachable {
                    out.push(Action::Shoot(o));
                }
            }
            if self.aim_char.is_some() {
                return;
            }
        }
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

    /// Every die of the shot goes to character `o` (ATZ-GAP-23: a figure
    /// may be listed more than once).
    pub(crate) fn aimed_at_character(&mut self, c: u8, dice: u8, o: u8) {
        self.targets.clear();
        self.shot_at = Some(o);
        self.pending = Pending::Roll { c, why: RollFor::Shot, need: dice };
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
        if let Some(o) = self.shot_at.take() {
            self.resolve_shot_at(c, o, dice, ev);
            return;
        }
        let ch = self.ch(c).clone();
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
            if self.die_hits(die + ch.rep(), k, cover || self.rushed) {
                hits.push(z);
                self.kill_zombie(z, ev);
            }
        }
        let pity = hits.is_empty() && self.pity_due(&dice);
        ev.push(Event::Fired { c, dice: dice.clone(), targets: targets.clone(), hits });
        self.spend_shot(c, &dice, ev);
        let then = self.after_shot;
        match targets.first() {
            Some(&z) if pity => {
                self.then.push(Then::Resume { c, then });
                self.pending = Pending::Roll { c, why: RollFor::Pity { target: z, character: false }, need: 1 };
            }
            _ => self.resume(c, then),
        }
    }

    /// ATZ-SHOOT-13 (an option, off by default): a shot with a 6 that
    /// still hit nothing earns one die vs Rep.
    fn pity_due(&self, dice: &[u8]) -> bool {
        self.house.pity_shot && dice.contains(&6)
    }

    /// The pity shot's die: at most the firer's Rep scores one hit on the
    /// shot's first target, and only there (ATZ-SHOOT-13). A character it
    /// misses takes Received Fire as after any miss.
    pub(crate) fn pity_rolled(&mut self, c: u8, target: u16, character: bool, die: u8, ev: &mut Vec<Event>) {
        let hit = die <= self.ch(c).rep();
        ev.push(Event::PityShot { c, die, hit });
        match (character, u8::try_from(target)) {
            (false, _) => {
                if hit && self.zombies.get(usize::from(target)).is_some_and(|z| z.alive) {
                    self.kill_zombie(target, ev);
                }
            }
            (true, Ok(o)) if hit => self.wound(o, ev),
            (true, Ok(o)) => self.missed(c, o),
            (true, Err(_)) => {}
        }
    }

    /// `o` was fired at by `c` and not hit: Received Fire, unless it is on
    /// a Run (ATZ-REACT-7, ATZ-REACT-13/14).
    fn missed(&mut self, c: u8, o: u8) {
        let running = self.turn_state.is_some_and(|t| t.c == o && t.ran);
        if self.ch(o).present() && !running {
            self.start_test(o, Test::ReceivedFire, TestAt::Fired { by: c });
        }
    }

    /// A shot at character `o`: the k-th best die read as a k-th target,
    /// each hit a wound (ATZ-GAP-10, ATZ-GAP-23). Missed and still
    /// standing, `o` takes Received Fire (ATZ-REACT-7), unless it is on a
    /// Run (ATZ-REACT-13/14); what follows the shot waits for the
    /// firefight to end (ATZ-REACT-12).
    fn resolve_shot_at(&mut self, c: u8, o: u8, dice: Vec<u8>, ev: &mut Vec<Event>) {
        let mut sorted = dice.clone();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        let guarded = self.guarded(c, o) || self.rushed;
        let rep = self.ch(c).rep();
        let hits = sorted.iter().enumerate().filter(|&(k, &d)| self.die_hits(d + rep, k, guarded)).count() as u8;
        ev.push(Event::FiredAt { c, target: o, dice: dice.clone(), hits });
        self.spend_shot(c, &dice, ev);
        for _ in 0..hits {
            if self.ch(o).alive() {
                self.wound(o, ev);
            }
        }
        self.then.push(Then::Resume { c, then: self.after_shot });
        if hits > 0 {
            return;
        }
        if self.pity_due(&dice) {
            self.pending = Pending::Roll { c, why: RollFor::Pity { target: o.into(), character: true }, need: 1 };
        } else {
            self.missed(c, o);
        }
    }

    /// After the dice of `c`'s shot: two 1s or panic fire empty the
    /// weapon (ATZ-SHOOT-9/10) and a Shot marker goes on its hex (ATZ-ITEM-2).
    fn spend_shot(&mut self, c: u8, dice: &[u8], ev: &mut Vec<Event>) {
        let t = &self.content().tables;
        let ch = self.ch(c).clone();
        let Some(w) = ch.weapon_def() else { return };
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
        self.clear_aim();
    }

    /// What follows `c`'s shot: its turn goes on, ends, or the surprise
    /// melee follows (ATZ-FINDZ-5). A turn a Duck Back or a Runaway cut
    /// short does not go on (ATZ-GAP-15).
    pub(crate) fn resume(&mut self, c: u8, then: AfterShot) {
        self.pending = Pending::Idle;
        let own_turn = self.turn_state.is_some_and(|t| t.c == c && !t.cut) && self.ch(c).present();
        match then {
            AfterShot::Turn | AfterShot::TurnStart if own_turn => self.pending = Pending::Turn,
            AfterShot::Turn | AfterShot::TurnStart | AfterShot::EndTurn | AfterShot::Phase => {}
            AfterShot::Surprise => {
                if self.has_zombie(self.ch(c).hex) {
                    self.melee_now(c);
                } else if own_turn {
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
            if let Some(o) = self.opponent_at(c) {
                self.duel(c, o);
            }
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
        // The engine chooses for a found enemy (ATZ-GAP-25).
        let engine = self.ch(c).side == Side::Enemy;
        if usize::from(n) >= here.len() || engine {
            for z in here.into_iter().take(usize::from(n)) {
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
