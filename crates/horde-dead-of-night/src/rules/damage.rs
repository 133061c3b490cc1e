//! Damaged and collapsing buildings (DN-DMG, DN-GAP-19, DN-GAP-21 (5)).

use super::event::Event;
use super::state::{DeadOfNight, Sq, Step};
use crate::content::AreaKind;

/// Tokens on a collapsed room (DN-DMG-2: the second token collapses it).
pub(crate) const COLLAPSED: u8 = 2;

impl DeadOfNight {
    pub(crate) fn area_of(&self, sq: Sq) -> u8 {
        self.scen().area_of[usize::from(sq)]
    }

    /// Nobody enters a collapsed room (DN-DMG-1).
    pub(crate) fn collapsed(&self, sq: Sq) -> bool {
        self.damage[usize::from(self.area_of(sq))] >= COLLAPSED
    }

    /// A damaged-building token goes on `area`; a second one collapses it
    /// at once (DN-DMG-2). A collapsed room takes no more tokens.
    pub(crate) fn damage(&mut self, area: u8, ev: &mut Vec<Event>) {
        let tokens = self.damage[usize::from(area)];
        if tokens >= COLLAPSED || self.scen().areas[usize::from(area)].kind == AreaKind::Outdoors {
            return;
        }
        self.damage[usize::from(area)] = tokens + 1;
        ev.push(Event::Damaged { area });
        if tokens + 1 >= COLLAPSED {
            self.collapse(area, ev);
        }
    }

    /// DN-DMG-1: someone enters a damaged room: a d6, a 6 collapses it.
    pub(crate) fn entered(&mut self, sq: Sq) {
        let area = self.area_of(sq);
        if self.damage[usize::from(area)] == 1 {
            self.stack.push(Step::DamageRoll { area });
        }
    }

    pub(crate) fn damage_roll(&mut self, area: u8, die: u8, ev: &mut Vec<Event>) {
        if die == 6 {
            self.collapse(area, ev);
        }
    }

    /// DN-DMG-1, DN-GAP-19: the room collapses: its zombies are removed
    /// (nobody's kills), its items and fires are lost, each player in it
    /// rolls for the energy he loses and is then put outside it (his
    /// current action ends); every room beside it takes a token.
    fn collapse(&mut self, area: u8, ev: &mut Vec<Event>) {
        self.damage[usize::from(area)] = COLLAPSED;
        ev.push(Event::Collapsed { area });
        let s = self.scen();
        let inside = |q: Sq| s.area_of[usize::from(q)] == area;
        self.zombies.retain(|q| !inside(q));
        self.floor.retain(|&(q, _)| !inside(q));
        self.fires.retain(|f| !inside(f.sq));
        let n = self.n();
        let mut caught: Vec<u8> = (0..n)
            .filter(|&s| {
                let p = &self.players[usize::from(s)];
                p.alive && p.pos.is_some_and(inside)
            })
            .collect();
        caught.sort_by_key(|&s| (s + n - self.active) % n);
        if caught.contains(&self.active) {
            self.stack.retain(|s| !matches!(s, Step::Moving { .. } | Step::FreeSearch { .. }));
        }
        for &seat in caught.iter().rev() {
            self.stack.push(Step::Evacuate { seat, area });
            self.stack.push(Step::BlastRoll { seat });
        }
        let mut beside: Vec<u8> = Vec::new();
        for q in (0..s.squares() as Sq).filter(|&q| inside(q)) {
            beside.extend(self.neighbours(q).filter(|&(r, d)| !d && !inside(r)).map(|(r, _)| self.area_of(r)));
        }
        beside.sort_unstable();
        beside.dedup();
        for b in beside {
            self.damage(b, ev);
        }
    }

    /// DN-GAP-19: the nearest squares outside every collapsed room (king
    /// distance), for a player caught in a collapse to choose from.
    pub(crate) fn evacuation_squares(&self, seat: u8) -> Vec<Sq> {
        let Some(pos) = self.players[usize::from(seat)].pos else { return Vec::new() };
        let open: Vec<Sq> = (0..self.scen().squares() as Sq).filter(|&q| !self.collapsed(q)).collect();
        let Some(best) = open.iter().map(|&q| self.king(pos, q)).min() else { return Vec::new() };
        open.into_iter().filter(|&q| self.king(pos, q) == best).collect()
    }

    pub(crate) fn evacuate(&mut self, seat: u8, to: Sq, ev: &mut Vec<Event>) {
        self.players[usize::from(seat)].pos = Some(to);
        ev.push(Event::Stepped { seat, to });
    }
}
