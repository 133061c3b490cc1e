//! The start of a random scenario (ATZ-GAP-9): the entry edge by a die,
//! equipment bought with Glory points (ATZ-SETUP-7, ATZ-GAP-24), the
//! characters entering the map from its half hexes (ATZ-MOVE-6,
//! ATZ-RUN-4), and the zombies generated around them once every character
//! has had a turn (ATZ-GEN-7/8, ATZ-GAP-22).

use crate::content::{Gear, ItemKind};
use crate::rules::action::Action;
use crate::rules::event::Event;
use crate::rules::state::{Atz, Pending, Shot, Then};
use horde_board::Hex;

impl Atz {
    /// ATZ-GAP-9: 1-3 the characters enter by the west edge, 4-6 by the
    /// east; they leave by the other.
    pub(crate) fn entry_rolled(&mut self, die: u8, ev: &mut Vec<Event>) {
        self.entry_east = die >= 4;
        self.exit_east = !self.entry_east;
        ev.push(Event::EntryEdge { east: self.entry_east });
    }

    /// Character `c` is equipped next, with the scenario's Glory points.
    pub(crate) fn equip(&mut self, c: u8) {
        if usize::from(c) < self.characters.len() {
            self.then.push(Then::Equip { c: c + 1 });
            self.glory_left = self.scenario().glory;
            self.pending = Pending::Equip { c };
        }
    }

    /// What `c` may still buy: a counter left in the box, within the Glory
    /// left and the sheet's room (ATZ-GAP-24, ATZ-CHAR-4).
    pub(crate) fn equip_actions(&self, c: u8, out: &mut Vec<Action>) {
        let content = self.content();
        let ch = self.ch(c);
        let weapons = content.weapons.iter().enumerate().map(|(i, w)| (Gear::Weapon(i as u8), w.glory));
        let items = content.items.iter().enumerate().map(|(i, d)| (Gear::Item(i as u8), d.glory));
        for (g, glory) in weapons.chain(items) {
            let left = match g {
                Gear::Weapon(w) => self.supply_weapons[usize::from(w)],
                Gear::Item(i) => self.supply_items[usize::from(i)],
            };
            if glory > 0 && glory <= self.glory_left && left > 0 && ch.room_for(g) {
                out.push(Action::Buy(g));
            }
        }
        out.push(Action::Done);
    }

    /// A bought weapon starts loaded, in hand if the hand is empty; a Scope
    /// bought for a weapon in hand that takes one is attached before play
    /// (ATZ-ITEM-6, ATZ-CHAR-3).
    pub(crate) fn buy(&mut self, c: u8, g: Gear, ev: &mut Vec<Event>) {
        let content = self.content();
        let glory = match g {
            Gear::Weapon(w) => {
                self.supply_weapons[usize::from(w)] -= 1;
                content.weapons[usize::from(w)].glory
            }
            Gear::Item(i) => {
                self.supply_items[usize::from(i)] -= 1;
                content.items[usize::from(i)].glory
            }
        };
        self.glory_left -= glory;
        ev.push(Event::Bought { c, gear: g });
        let ch = self.ch(c);
        let scope = matches!(g, Gear::Item(i) if content.items[usize::from(i)].kind == ItemKind::Scope);
        if scope && !ch.scope && ch.weapon_def().is_some_and(|w| w.scope) {
            self.ch_mut(c).scope = true;
        } else {
            self.give(c, g, true, false, ev);
        }
    }

    /// The hexes of the entry edge, by row, free of characters and zombies.
    fn entry_hexes(&self) -> impl Iterator<Item = (u8, Hex)> + '_ {
        let map = self.map();
        let x = if self.entry_east { i16::from(map.width) - 1 } else { 0 };
        (0..map.height).filter_map(move |y| {
            let h = map.offset_hex(x, i16::from(y))?;
            (self.character_at(h).is_none() && !self.has_zombie(h)).then_some((y, h))
        })
    }

    /// A character off the map may only come in (paying the edge hex's MP,
    /// or an extra hex of a Run declared first, ATZ-RUN-4) or wait.
    pub(crate) fn entering_actions(&self, out: &mut Vec<Action>) {
        let Some(t) = self.turn_state else { return };
        let map = self.map();
        for (y, h) in self.entry_hexes() {
            if t.mp >= map.terrain(h).cost() || t.extra > 0 {
                out.push(Action::EnterAt(y));
            }
        }
        if !t.acted {
            out.push(Action::Run);
        }
        out.push(Action::EndTurn);
    }

    pub(crate) fn enter_map(&mut self, c: u8, y: u8, ev: &mut Vec<Event>) {
        let Some((_, h)) = self.entry_hexes().find(|&(row, _)| row == y) else { return };
        let cost = self.map().terrain(h).cost();
        if let Some(t) = &mut self.turn_state {
            if t.mp >= cost {
                t.mp -= cost;
            } else {
                t.extra = t.extra.saturating_sub(1);
            }
            t.moved = true;
            // Nothing to step back to from a half hex (ATZ-FINDZ-5).
            t.from = h;
        }
        let ch = self.ch_mut(c);
        ch.waiting = false;
        ch.hex = h;
        ev.push(Event::EnteredMap { c, to: h });
        let ran = self.turn_state.is_some_and(|t| t.ran);
        let mode = if ran { crate::rules::state::EnterMode::Run } else { crate::rules::state::EnterMode::Walk };
        if !self.maybe_enter(c, mode) {
            self.pending = Pending::Turn;
        }
    }

    /// At the end of a characters' phase: once every living character has
    /// had a turn, 6 dice per character on the map, higher Rep first, each
    /// character's hex standing for a Shot marker (ATZ-GEN-7, ATZ-GAP-22).
    pub(crate) fn start_generation(&mut self, ev: &mut Vec<Event>) {
        if !self.start_due || self.characters.iter().any(|c| c.alive() && !c.exited && !c.had_turn) {
            return;
        }
        self.start_due = false;
        let mut on_map: Vec<u8> = (0..self.characters.len() as u8).filter(|&i| self.ch(i).present()).collect();
        on_map.sort_by_key(|&i| (std::cmp::Reverse(self.ch(i).rep()), i));
        let dice = self.content().tables.gen_start_dice;
        self.start_markers = on_map.iter().map(|&i| Shot { hex: self.ch(i).hex, dice }).collect();
        ev.push(Event::StartGeneration);
        self.generation(0, ev);
    }
}
