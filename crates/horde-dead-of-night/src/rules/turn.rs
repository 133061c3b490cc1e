//! The player's turn (DN-TURN) and the event deck (DN-GAP-1, DN-CARDS).

use super::event::Event;
use super::state::{DeadOfNight, End, Step};
use crate::content::{Effect, content};

impl DeadOfNight {
    /// DN-GAP-5: the start of the active seat's turn, then the card
    /// (DN-TURN-1), drawn even in a turn that cannot act (DN-TURN-2).
    pub(crate) fn begin_turn(&mut self, ev: &mut Vec<Event>) {
        if self.card_weights().is_empty() {
            // DN-GAP-1: an empty deck ends the game as The End.
            self.finish(End::DeckEmpty, ev);
            return;
        }
        for p in &mut self.players {
            p.fought = false;
            p.struck = false;
        }
        let seat = self.active;
        // DN-INFECT-2: an infected player loses 1 energy; below 0 he dies
        // and rises as a zombie, and his turn passes on.
        if self.players[usize::from(seat)].infected {
            let p = &mut self.players[usize::from(seat)];
            p.energy -= 1;
            ev.push(Event::InfectionDrain { seat, energy: p.energy });
            if p.energy < 0 {
                self.die(seat, ev);
                self.stack.push(Step::EndTurn);
                return;
            }
        }
        self.players[usize::from(seat)].grabbed = false; // DN-MELEE-6
        self.actions = 2; // DN-ACT-1
        ev.push(Event::TurnBegan { seat, round: self.round });
        self.pay_debts(seat, ev);
        self.stack.push(Step::Actions);
        // DN-FREE-8: the others may act out of turn once the card is resolved.
        self.push_windows(seat);
        self.stack.push(Step::Draw);
        // DN-GAP-5, bottom of the stack last: his explosives under fire go
        // off, his small fires go out, then he spreads his fires.
        self.stack.push(Step::SpreadFires { seat });
        self.fires_set_off(seat, ev);
        self.burn_out(seat, ev);
    }

    /// The cards the next draw may be, with their weights (DN-GAP-1): AI
    /// before AII; Keys at a random one of the last five places of AI, The
    /// End of AII. The order is never fixed in advance: each draw is
    /// chance over the cards left, which deals the same shuffle.
    pub(crate) fn card_weights(&self) -> Vec<(u8, u32)> {
        let c = content();
        let size_first: u32 = c.cards.iter().map(|k| u32::from(k.first)).sum();
        let left_first: u32 = self.first.iter().map(|&n| u32::from(n)).sum();
        let (counts, special, size, left) = if left_first > 0 {
            (&self.first, Effect::Keys, size_first, left_first)
        } else {
            let size_second: u32 = c.cards.iter().map(|k| u32::from(k.second)).sum();
            (&self.second, Effect::TheEnd, size_second, self.second.iter().map(|&n| u32::from(n)).sum())
        };
        if left == 0 {
            return Vec::new();
        }
        // 1-based place of the next card in its part.
        let place = size - left + 1;
        let window = size.saturating_sub(4);
        let special_left: u32 =
            c.cards.iter().zip(counts).filter(|(k, _)| k.effect == special).map(|(_, &n)| u32::from(n)).sum();
        let others = left - special_left;
        let mut out = Vec::with_capacity(c.cards.len());
        for (i, (k, &n)) in c.cards.iter().zip(counts).enumerate() {
            if n == 0 {
                continue;
            }
            let w = if special_left == 0 {
                u32::from(n)
            } else if k.effect == special {
                if place < window {
                    0
                } else if others == 0 {
                    1
                } else {
                    others
                }
            } else if place < window {
                u32::from(n)
            } else {
                // Places left in the window, the special card's included.
                u32::from(n) * (size - place)
            };
            if w > 0 {
                out.push((i as u8, w));
            }
        }
        out
    }

    pub(crate) fn draw(&mut self, card: u8, ev: &mut Vec<Event>) {
        let i = usize::from(card);
        if self.first.iter().any(|&n| n > 0) {
            self.first[i] -= 1;
        } else {
            self.second[i] -= 1;
        }
        self.drawn += 1;
        let seat = self.active;
        ev.push(Event::CardDrawn { seat, card });
        let k = &content().cards[i];
        match k.effect {
            Effect::None => {}
            Effect::PowerOn => {
                self.power = true;
                ev.push(Event::PowerOn);
            }
            Effect::LightsOut => {
                self.power = false;
                ev.push(Event::LightsOut);
            }
            Effect::Ammo => {
                // DN-GAP-3: an Ammo card gives the drawer 2 ammo.
                self.players[usize::from(seat)].ammo += 2;
                ev.push(Event::AmmoFound { seat, ammo: self.players[usize::from(seat)].ammo });
            }
            Effect::Keys => {
                // DN-CARDS-3: the drawer keeps the card.
                self.players[usize::from(seat)].keys = true;
                ev.push(Event::KeysFound { seat });
            }
            // DN-CARDS-2: the drawer places the car once the card's crosses are done.
            Effect::Crash => self.stack.push(Step::CrashDoor { seat }),
            Effect::BreakThrough => self.break_through(ev),
            Effect::TheEnd => {
                self.finish(End::TheEnd, ev);
                return;
            }
        }
        if k.crosses > 0 {
            self.stack.push(Step::ZombieTurn { left: k.crosses });
        }
    }

    /// The turn passes clockwise to the next living player.
    pub(crate) fn end_turn(&mut self, ev: &mut Vec<Event>) {
        ev.push(Event::TurnEnded { seat: self.active });
        let n = self.n();
        for k in 1..=n {
            let s = (self.active + k) % n;
            if s == self.first_seat {
                self.round += 1;
            }
            if self.players[usize::from(s)].alive {
                self.active = s;
                self.stack.push(Step::BeginTurn);
                return;
            }
        }
    }
}
