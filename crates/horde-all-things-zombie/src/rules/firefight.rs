//! Fights between characters, the players' and the found enemies: melee
//! between two characters (ATZ-GAP-3), the In Sight test a moving
//! character causes, Received Fire and the firefight it starts, and the
//! Duck Back (ATZ-REACT-7, -8, -10, -12..14, ATZ-GAP-15, ATZ-GAP-18).

use crate::content::map::step;
use crate::rules::action::Action;
use crate::rules::event::Event;
use crate::rules::state::{AfterShot, Atz, EnterMode, Pending, RollFor, Side, Test, TestAt, Then};
use horde_board::Hex;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// How far an opponent is noticed for the In Sight test (ATZ-REACT-10).
const IN_SIGHT_HEXES: u32 = 6;

impl Atz {
    /// Two opposing characters in one hex fight: each rolls its melee dice
    /// vs its own Rep, the player's character first (ATZ-GAP-3).
    pub(crate) fn duel(&mut self, c: u8, o: u8) {
        let (a, b) = if self.ch(c).side == Side::Enemy { (o, c) } else { (c, o) };
        self.ch_mut(a).fought = true;
        self.ch_mut(b).fought = true;
        let first = self.ch(a).melee_dice();
        let need = first + self.ch(b).melee_dice();
        self.pending = Pending::Roll { c: a, why: RollFor::Duel { other: b, first }, need };
    }

    /// ATZ-GAP-3: the one with more successes gives the other 1 wound;
    /// equal, no effect.
    pub(crate) fn resolve_duel(&mut self, a: u8, b: u8, first: u8, dice: Vec<u8>, ev: &mut Vec<Event>) {
        let (mine, theirs) = dice.split_at(usize::from(first).min(dice.len()));
        let successes = |d: &[u8], rep: u8| d.iter().filter(|&&x| x <= rep).count() as u8;
        let (sa, sb) = (successes(mine, self.ch(a).rep()), successes(theirs, self.ch(b).rep()));
        ev.push(Event::Duel { a, b, dice, a_successes: sa, b_successes: sb });
        if sa > sb {
            self.wound(b, ev);
        } else if sb > sa {
            self.wound(a, ev);
        }
    }

    /// Character `c` has just moved in its own turn: the first opponent
    /// that now sees it within 6 hexes with a loaded ranged weapon in
    /// hand, and has not yet tested for it this turn, takes In Sight
    /// (ATZ-REACT-10, ATZ-GAP-15); the move goes on afterwards. True when
    /// a test is due.
    pub(crate) fn spot(&mut self, c: u8) -> bool {
        let here = self.ch(c).hex;
        let watcher = (0..self.characters.len() as u8).find(|&w| {
            let ch = self.ch(w);
            ch.present()
                && ch.opposes(self.ch(c))
                && ch.can_fire()
                && !self.has_zombie(ch.hex)
                && self.opponent_at(w).is_none()
                && !self.spotted.contains(&(w, c))
                && ch.hex.distance(here) <= IN_SIGHT_HEXES
                && self.sees(ch.hex, here)
        });
        let Some(w) = watcher else { return false };
        self.spotted.push((w, c));
        self.then.push(Then::Resume { c, then: AfterShot::Turn });
        self.start_test(w, Test::InSight, TestAt::Spotted { c });
        true
    }

    /// In Sight of a character (ATZ-GAP-1): 2 fire, 1 a Rushed Shot, 0 nothing.
    pub(crate) fn spotted_result(&mut self, w: u8, target: u8, s: u8) {
        if s >= 1 && self.ch(target).present() && self.ch(w).can_fire() && self.targetable_character(w, target) {
            self.aim_hex = None;
            self.aim_char = Some(target);
            self.rushed = s == 1;
            self.offer_fire(w, AfterShot::Phase);
        }
    }

    /// Received Fire from `by` (ATZ-GAP-1): 2 carries on, returning fire
    /// if a die could hit (the firefight goes on, ATZ-REACT-12); 1 Duck
    /// Back (ATZ-REACT-8); 0 Runaway (ATZ-REACT-6). Failing the test ends
    /// the firefight.
    pub(crate) fn received_fire_result(&mut self, c: u8, by: u8, s: u8, ev: &mut Vec<Event>) {
        match s {
            0 => {
                self.cut_turn(c);
                self.pending = Pending::Roll { c, why: RollFor::Runaway, need: 1 };
            }
            1 => self.duck_back(c, by, ev),
            _ => {
                if self.ch(by).present() && self.could_hit(c, by) {
                    self.aim_hex = None;
                    self.aim_char = Some(by);
                    self.offer_fire(c, AfterShot::Phase);
                }
            }
        }
    }

    /// A Duck Back or a Runaway in a character's own turn ends that turn (ATZ-GAP-15).
    pub(crate) fn cut_turn(&mut self, c: u8) {
        if let Some(t) = &mut self.turn_state
            && t.c == c
        {
            t.cut = true;
        }
    }

    /// Hexes `c` may duck back to from `by`'s fire (ATZ-REACT-8,
    /// ATZ-GAP-18), with their MP cost: within its MP (no Run), a
    /// building or vegetation hex or one out of `by`'s sight, no closer to
    /// `by`; its own hex if it qualifies. It passes no zombie and no other
    /// character and goes no further than a building without a marker
    /// (where its zombie card is drawn); a found enemy enters none.
    fn duck_back_hexes(&self, c: u8, by: u8) -> Vec<(u32, Hex)> {
        let map = self.map();
        let (start, firer) = (self.ch(c).hex, self.ch(by).hex);
        let enemy = self.ch(c).side == Side::Enemy;
        let unmarked = |h: Hex| map.building(h).is_some_and(|b| !self.is_entered(b) && !self.is_searched(b));
        let Some(s) = map.index(start) else { return Vec::new() };
        let mut dist = vec![u32::MAX; map.hexes.len()];
        let mut heap = BinaryHeap::new();
        dist[s] = 0;
        heap.push(Reverse((0u32, s)));
        while let Some(Reverse((d, u))) = heap.pop() {
            let Some(uh) = map.hexes.hex(u) else { continue };
            if d > dist[u] || (u != s && unmarked(uh)) {
                continue;
            }
            for dir in 1..=6 {
                let vh = step(uh, dir);
                let Some(v) = map.index(vh) else { continue };
                let blocked = self.has_zombie(vh) || self.character_at(vh).is_some() || (enemy && unmarked(vh));
                let nd = d + u32::from(map.terrain(vh).cost());
                if !blocked && nd <= u32::from(self.ch(c).mp()) && nd < dist[v] {
                    dist[v] = nd;
                    heap.push(Reverse((nd, v)));
                }
            }
        }
        let far = start.distance(firer);
        (0..map.hexes.len())
            .filter(|&i| dist[i] != u32::MAX)
            .filter_map(|i| map.hexes.hex(i).map(|h| (dist[i], h)))
            .filter(|&(_, h)| (map.terrain(h).is_cover() || !self.sees(firer, h)) && h.distance(firer) >= far)
            .collect()
    }

    pub(crate) fn duck_back_actions(&self, c: u8, by: u8, out: &mut Vec<Action>) {
        let map = self.map();
        out.extend(
            self.duck_back_hexes(c, by).into_iter().filter_map(|(_, h)| map.index(h)).map(|i| Action::Hide(i as u16)),
        );
    }

    /// ATZ-REACT-8: a player picks the hex; a found enemy takes the
    /// nearest (ATZ-GAP-25); with none it stays, and the firefight ends
    /// all the same (ATZ-GAP-18).
    fn duck_back(&mut self, c: u8, by: u8, ev: &mut Vec<Event>) {
        self.cut_turn(c);
        let mut options = self.duck_back_hexes(c, by);
        options.sort_by_key(|&(d, h)| (d, self.map().index(h)));
        match options.first() {
            None => self.pending = Pending::Idle,
            Some(&(_, h)) if self.ch(c).side == Side::Enemy => self.duck_to(c, h, ev),
            Some(_) => self.pending = Pending::DuckBack { c, by },
        }
    }

    /// The move of a Duck Back; walking into a building without a marker
    /// draws its card, with the surprise roll (ATZ-GAP-18, ATZ-GAP-21).
    pub(crate) fn duck_to(&mut self, c: u8, to: Hex, ev: &mut Vec<Event>) {
        let from = self.ch(c).hex;
        self.ch_mut(c).hex = to;
        ev.push(Event::DuckedBack { c, to });
        if to != from {
            self.maybe_enter(c, EnterMode::Walk);
        }
    }
}
