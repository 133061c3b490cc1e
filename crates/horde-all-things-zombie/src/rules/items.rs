//! The character sheet and what is on it: searching buildings and the
//! loot deck (ATZ-LOOT, ATZ-ITEM-4), carrying (ATZ-CHAR-4/5, ATZ-GAP-7),
//! switching weapons (ATZ-SHOOT-11), the items (ATZ-ITEM-5..9), grenades
//! (ATZ-SHOOT-8), and dropping and picking up (ATZ-LOOT-3, ATZ-GAP-16).

use crate::content::map::step;
use crate::content::{Gear, ItemKind};
use crate::rules::action::Action;
use crate::rules::event::Event;
use crate::rules::state::{AfterShot, Arm, Atz, Lying, Pending, RollFor, Shot};

impl Atz {
    /// The building `c` stands in, if it may be searched there: no Searched
    /// marker and no zombie in any of its hexes (ATZ-LOOT-1, ATZ-GAP-21).
    pub(crate) fn searchable(&self, c: u8) -> Option<u8> {
        let map = self.map();
        let b = map.building(self.ch(c).hex)?;
        let occupied = self.zombies.iter().any(|z| z.alive && map.building(z.hex) == Some(b));
        (!self.is_searched(b) && !occupied).then_some(b)
    }

    /// The sheet actions of `c`'s turn, outside any zombie's hex. All but
    /// the Ammo reload are its one action (ATZ-ACT-6, ATZ-ITEM-9).
    pub(crate) fn gear_actions(&self, c: u8, acted: bool, out: &mut Vec<Action>) {
        let ch = self.ch(c);
        let hand = ch.weapon_def();
        if ch.has(ItemKind::Ammo) && hand.is_some_and(|w| w.is_ranged()) && !ch.loaded {
            out.push(Action::AmmoReload);
        }
        if acted {
            return;
        }
        if self.searchable(c).is_some() {
            out.push(Action::Search);
        }
        if ch.spare.is_some() {
            out.push(Action::Switch);
        }
        if ch.has(ItemKind::Medkit) {
            // ATZ-ITEM-7: itself or a neighbour, wounded, in no zombie's hex.
            for (i, o) in self.characters.iter().enumerate() {
                if o.present() && o.wounds > 0 && o.hex.distance(ch.hex) <= 1 && !self.has_zombie(o.hex) {
                    out.push(Action::Heal(i as u8));
                }
            }
        }
        if ch.has(ItemKind::Scope) && !ch.scope && hand.is_some_and(|w| w.scope) {
            out.push(Action::AttachScope);
        }
        if ch.has(ItemKind::Grenade) {
            // ATZ-SHOOT-8, ATZ-CHAR-5: from the sheet, into an adjacent hex with a figure.
            for d in 1..=6u8 {
                let to = step(ch.hex, d);
                if self.has_zombie(to) || self.character_at(to).is_some() {
                    out.push(Action::Throw(d));
                }
            }
        }
        if ch.can_fire() && !ch.scope && self.any_target(c) {
            // ATZ-SHOOT-10: not with a Scope.
            let (lo, hi) = hand.map_or((1, 1), |w| (w.dice_min, w.dice_max));
            out.extend((lo..=hi).map(Action::Panic));
        }
        out.extend(ch.weapon.map(|w| Action::Drop(Gear::Weapon(w))));
        out.extend(ch.spare.map(|a| Action::Drop(Gear::Weapon(a.weapon))));
        out.extend(ch.items.iter().map(|&i| Action::Drop(Gear::Item(i))));
        for l in &self.ground {
            if l.hex == ch.hex && ch.room_for(l.gear) {
                out.push(Action::PickUp(l.gear));
            }
        }
    }

    /// Applies one of [`Atz::gear_actions`].
    pub(crate) fn gear_act(&mut self, c: u8, a: Action, ev: &mut Vec<Event>) {
        let free = matches!(a, Action::AmmoReload);
        if let Some(t) = &mut self.turn_state {
            t.acted |= !free;
        }
        self.pending = Pending::Turn;
        match a {
            Action::Search => {
                let Some(b) = self.searchable(c) else { return };
                self.searched[usize::from(b)] = true;
                ev.push(Event::Searched { c, building: b });
                self.draw_loot(c, ev);
            }
            Action::Switch => {
                let ch = self.ch_mut(c);
                let hand = ch.weapon.map(|weapon| Arm { weapon, loaded: ch.loaded, scope: ch.scope });
                let spare = ch.spare.take();
                ch.weapon = spare.map(|s| s.weapon);
                ch.loaded = spare.is_some_and(|s| s.loaded);
                ch.scope = spare.is_some_and(|s| s.scope);
                ch.spare = hand;
                ev.push(Event::Switched { c });
            }
            Action::Heal(target) => {
                self.take_item(c, ItemKind::Medkit);
                let t = self.ch_mut(target);
                t.wounds = t.wounds.saturating_sub(1);
                let wounds = t.wounds;
                ev.push(Event::Healed { c, target, wounds });
            }
            Action::AttachScope => {
                self.take_item(c, ItemKind::Scope);
                self.ch_mut(c).scope = true;
                ev.push(Event::ScopeAttached { c });
            }
            Action::AmmoReload => {
                self.take_item(c, ItemKind::Ammo);
                self.ch_mut(c).loaded = true;
                ev.push(Event::Reloaded { c });
            }
            Action::Throw(d) => {
                self.take_item(c, ItemKind::Grenade);
                let hex = step(self.ch(c).hex, d);
                let figures = self.zombies_at(hex).count()
                    + self.characters.iter().filter(|o| o.present() && o.hex == hex).count();
                self.place_at = hex;
                self.pending = Pending::Roll { c, why: RollFor::Grenade, need: figures as u8 };
            }
            Action::Panic(n) => {
                self.panic = true;
                self.begin_aim(c, n + 1, None, AfterShot::Turn);
            }
            Action::Drop(g) => {
                let hex = self.ch(c).hex;
                let ch = self.ch_mut(c);
                let (loaded, scope) = match g {
                    Gear::Weapon(w) if ch.weapon == Some(w) => {
                        ch.weapon = None;
                        (ch.loaded, std::mem::take(&mut ch.scope))
                    }
                    Gear::Weapon(_) => ch.spare.take().map_or((false, false), |s| (s.loaded, s.scope)),
                    Gear::Item(i) => {
                        if let Some(k) = ch.items.iter().position(|&x| x == i) {
                            ch.items.remove(k);
                        }
                        (false, false)
                    }
                };
                self.ground.push(Lying { hex, gear: g, loaded, scope });
                ev.push(Event::Dropped { c, gear: g });
            }
            Action::PickUp(g) => {
                let hex = self.ch(c).hex;
                if let Some(k) = self.ground.iter().position(|l| l.hex == hex && l.gear == g) {
                    let l = self.ground.remove(k);
                    ev.push(Event::Found { c, gear: Some(g) });
                    self.give(c, g, l.loaded, l.scope, ev);
                }
            }
            _ => {}
        }
    }

    fn take_item(&mut self, c: u8, kind: ItemKind) {
        let ch = self.ch_mut(c);
        if let Some(k) = ch.item_slot(kind) {
            ch.items.remove(k);
        }
    }

    /// The next loot card, if the deck has one (ATZ-GAP-5: no reshuffle).
    fn draw_loot(&mut self, c: u8, ev: &mut Vec<Event>) {
        if self.loot.iter().any(|&n| n > 0) {
            self.pending = Pending::Loot { c };
        } else {
            ev.push(Event::Found { c, gear: None });
            self.pending = Pending::Turn;
        }
    }

    /// A loot card was drawn (ATZ-LOOT-1): its counter goes to the searcher,
    /// or, none being left in the box, another card is drawn (ATZ-LOOT-2).
    pub(crate) fn loot_drawn(&mut self, c: u8, k: u8, ev: &mut Vec<Event>) {
        self.loot[usize::from(k)] -= 1;
        self.pending = Pending::Turn;
        let Some(g) = self.content().loot[usize::from(k)].gear else {
            ev.push(Event::Found { c, gear: None });
            return;
        };
        let left = match g {
            Gear::Weapon(w) => &mut self.supply_weapons[usize::from(w)],
            Gear::Item(i) => &mut self.supply_items[usize::from(i)],
        };
        if *left == 0 {
            ev.push(Event::SetAside { gear: g });
            self.draw_loot(c, ev);
            return;
        }
        *left -= 1;
        ev.push(Event::Found { c, gear: Some(g) });
        self.give(c, g, true, false, ev);
    }

    /// `g` comes to `c`: a weapon goes in an empty hand at once (ATZ-LOOT-4),
    /// else on the sheet if there is room; without room it lies on the hex
    /// (ATZ-CHAR-4, ATZ-GAP-7).
    pub(crate) fn give(&mut self, c: u8, g: Gear, loaded: bool, scope: bool, ev: &mut Vec<Event>) {
        let hex = self.ch(c).hex;
        let room = self.ch(c).room_for(g);
        let ch = self.ch_mut(c);
        match g {
            _ if !room => {
                self.ground.push(Lying { hex, gear: g, loaded, scope });
                ev.push(Event::Dropped { c, gear: g });
            }
            Gear::Weapon(w) if ch.weapon.is_none() => {
                ch.weapon = Some(w);
                ch.loaded = loaded;
                ch.scope = scope;
            }
            Gear::Weapon(w) => ch.spare = Some(Arm { weapon: w, loaded, scope }),
            Gear::Item(i) => ch.items.push(i),
        }
    }

    /// After the initiative roll each character holding Drugs, in counter
    /// order, may take them before activation is checked (ATZ-ITEM-5,
    /// ATZ-GAP-20); then activation.
    pub(crate) fn offer_drugs(&mut self, ev: &mut Vec<Event>) {
        let from = usize::from(self.drugs_next);
        let next = self
            .characters
            .iter()
            .enumerate()
            .skip(from)
            .find(|(_, ch)| ch.present() && !ch.drugged && ch.has(ItemKind::Drugs));
        match next {
            Some((i, _)) => {
                self.drugs_next = i as u8 + 1;
                self.pending = Pending::Drugs { c: i as u8 };
            }
            None => self.activate(ev),
        }
    }

    pub(crate) fn drugs_taken(&mut self, c: u8, ev: &mut Vec<Event>) {
        self.take_item(c, ItemKind::Drugs);
        self.ch_mut(c).drugged = true;
        ev.push(Event::TookDrugs { c });
    }

    /// ATZ-SHOOT-8, ATZ-GAP-2: one die per figure in the hex, zombies (by
    /// counter) then characters, each a first target; the figures share
    /// the hex's cover with the burst, so cover does not count, a Vest
    /// does. A "Shot 1" marker goes on that hex (ATZ-ITEM-2).
    pub(crate) fn resolve_grenade(&mut self, c: u8, dice: Vec<u8>, ev: &mut Vec<Event>) {
        let t = &self.content().tables;
        let hex = self.place_at;
        let rep = self.ch(c).rep();
        let zombies: Vec<u16> = self.zombies_at(hex).collect();
        let people: Vec<u8> =
            (0..self.characters.len() as u8).filter(|&i| self.ch(i).present() && self.ch(i).hex == hex).collect();
        ev.push(Event::Grenade { c, hex, dice: dice.clone() });
        let mut rolls = dice.iter();
        for z in zombies {
            let Some(&d) = rolls.next() else { break };
            if d + rep > t.miss_at_most {
                self.kill_zombie(z, ev);
            }
        }
        for o in people {
            let Some(&d) = rolls.next() else { break };
            let armoured = self.ch(o).has(ItemKind::Vest);
            let total = d + rep;
            if total > t.conditional || (total > t.miss_at_most && !armoured) {
                self.wound(o, ev);
            }
        }
        self.shots.push(Shot { hex, dice: 1 });
        ev.push(Event::ShotMarker { hex, dice: 1 });
        self.pending = Pending::Turn;
    }
}
