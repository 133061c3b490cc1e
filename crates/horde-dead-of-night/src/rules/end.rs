//! Death, the end of the game and scoring (DN-ENERGY-4, DN-END,
//! DN-GAP-9, DN-GAP-17, DN-GAP-22).

use super::event::Event;
use super::state::{DeadOfNight, End, Zombie};
use horde_core::{Outcome, Seat};

/// Victory points for being alive at the end (DN-END SOURCE, DN-GAP-17).
pub const ALIVE_VP: i32 = 10;
/// Victory points for escaping (DN-END SOURCE, DN-GAP-22).
pub const ESCAPE_VP: i32 = 10;

impl DeadOfNight {
    /// DN-ENERGY-4, DN-GAP-9: the player dies; his items and Keys card
    /// drop on his square and his token becomes a zombie there.
    pub(crate) fn die(&mut self, seat: u8, ev: &mut Vec<Event>) {
        let p = &mut self.players[usize::from(seat)];
        if !p.alive {
            return;
        }
        p.alive = false;
        p.grabbed = false;
        let Some(sq) = p.pos else { return };
        let mut things: Vec<_> = p.hands.drain(..).chain(p.pack.drain(..)).collect();
        if std::mem::take(&mut p.keys) {
            self.floor_keys = Some(sq);
        }
        things.sort_unstable();
        for t in things {
            self.put_floor(sq, t);
        }
        self.zombies.push(Zombie { sq, moved: true });
        ev.push(Event::Died { seat, sq });
        self.fighter_died(seat, ev);
        let alive = self.players.iter().filter(|p| p.alive).count();
        if alive == 0 {
            self.finish(End::AllDead, ev);
        } else if alive == 1 && self.players.len() >= 2 {
            self.finish(End::LastAlive, ev);
        }
    }

    pub(crate) fn finish(&mut self, end: End, ev: &mut Vec<Event>) {
        if self.over.is_none() {
            self.over = Some(end);
            self.stack.clear();
            ev.push(Event::GameOver { end });
        }
    }

    /// DN-GAP-17: +1 per zombie killed, +10 for being alive at the end,
    /// +10 more for escaping (DN-END SOURCE).
    pub fn victory_points(&self, seat: u8) -> i32 {
        let p = &self.players[usize::from(seat)];
        i32::from(p.kills) + if p.alive { ALIVE_VP } else { 0 } + if p.escaped { ESCAPE_VP } else { 0 }
    }

    /// DN-GAP-22: the winners and why.
    pub(crate) fn result(&self) -> Option<Outcome> {
        let end = self.over?;
        let n = self.n();
        let scores: Vec<i32> = (0..n).map(|s| self.victory_points(s)).collect();
        let winners: Vec<Seat> = if n == 1 {
            // A solo player wins if he is alive at the end.
            if self.players[0].alive { vec![Seat(0)] } else { Vec::new() }
        } else if end == End::LastAlive {
            // DN-END-4: the last one alive wins whatever the VP.
            (0..n).filter(|&s| self.players[usize::from(s)].alive).map(Seat).collect()
        } else {
            // DN-END-2, DN-GAP-22: after an escape only the escapees can
            // win; otherwise everyone (DN-END-3). Ranked by VP; ties: most
            // kills, then highest energy, then shared.
            let can_win = |s: &u8| end != End::Escaped || self.players[usize::from(*s)].escaped;
            let key = |s: u8| {
                let p = &self.players[usize::from(s)];
                (scores[usize::from(s)], p.kills, p.energy)
            };
            let best = (0..n).filter(can_win).map(key).max();
            (0..n).filter(can_win).filter(|&s| Some(key(s)) == best).map(Seat).collect()
        };
        let reason = match end {
            End::TheEnd => "The End was drawn",
            End::DeckEmpty => "the deck ran out",
            End::LastAlive => "one player is left alive",
            End::AllDead => "every player is dead",
            End::Escaped => "a vehicle escaped",
        };
        Some(Outcome { scores, winners, reason: reason.to_owned() })
    }
}
