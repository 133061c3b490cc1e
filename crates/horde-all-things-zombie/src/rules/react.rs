//! Reaction tests (ATZ-REACT) with the proposed result rows (ATZ-GAP-1):
//! 2 dice vs Rep, counting successes; Stars pick the row (ATZ-STAR-1/2).

use crate::content::map::step;
use crate::rules::event::Event;
use crate::rules::state::{AfterShot, Atz, Pending, RollFor, Test, TestAt};

impl Atz {
    /// A test is due: a Star picks its result, except In Sight
    /// (ATZ-REACT-11); anyone else rolls 2 dice (ATZ-REACT-1).
    pub(crate) fn start_test(&mut self, c: u8, test: Test, at: TestAt) {
        self.pending = if self.ch(c).def().star && test != Test::InSight {
            Pending::Choose { c, test, at }
        } else {
            Pending::Roll { c, why: RollFor::Test(test, at), need: 2 }
        };
    }

    /// A Star's chosen row (not an action, ATZ-REACT-9).
    pub(crate) fn chosen(&mut self, c: u8, test: Test, at: TestAt, s: u8, ev: &mut Vec<Event>) {
        ev.push(Event::Tested { c, test, dice: Vec::new(), successes: s, chosen: true });
        self.pending = Pending::Idle;
        self.test_result(c, test, at, s, ev);
    }

    /// What a test's successes lead to (ATZ-GAP-1, ATZ-GAP-19).
    pub(crate) fn test_result(&mut self, c: u8, test: Test, at: TestAt, s: u8, ev: &mut Vec<Event>) {
        self.pending = Pending::Idle;
        match (test, at) {
            (Test::WantingToCharge, TestAt::Charge { direction }) => {
                let to = step(self.ch(c).hex, direction);
                match s {
                    // 2: charge into melee (ATZ-MOVE-5).
                    2.. => {
                        let cost = self.map().terrain(to).cost();
                        if let Some(t) = &mut self.turn_state {
                            if t.mp >= cost {
                                t.mp -= cost;
                            } else {
                                t.extra = t.extra.saturating_sub(1);
                            }
                            t.moved = true;
                        }
                        let from = self.ch(c).hex;
                        self.ch_mut(c).hex = to;
                        self.pending = Pending::Idle;
                        self.melee_after_move(c, from, to);
                    }
                    // 1: fire at it if it can, else stay; the turn ends (ATZ-REACT-4).
                    1 if self.ch(c).can_fire() && self.any_target_in(c, to) => {
                        self.aim_hex = Some(to);
                        self.offer_fire(c, AfterShot::EndTurn);
                    }
                    _ => {}
                }
            }
            (Test::BeingCharged, TestAt::TurnStart) => match s {
                0 => self.pending = Pending::Roll { c, why: RollFor::Runaway, need: 1 },
                1 => self.pending = Pending::Turn,
                _ => {
                    if self.ch(c).can_fire() {
                        self.aim_hex = Some(self.ch(c).hex);
                        self.pending = Pending::OfferFire { c, then: AfterShot::TurnStart };
                    } else {
                        self.pending = Pending::Turn;
                    }
                }
            },
            (Test::BeingCharged, _) => match s {
                0 => self.pending = Pending::Roll { c, why: RollFor::Runaway, need: 1 },
                1 => {}
                _ => {
                    if self.ch(c).can_fire() {
                        self.aim_hex = Some(self.ch(c).hex);
                        self.offer_fire(c, AfterShot::Phase);
                    }
                }
            },
            // ATZ-GAP-1 In Sight: 2 fire, 1 a Rushed Shot, 0 nothing; at
            // the zombie that caused it, first.
            (Test::InSight, TestAt::Sighting { z }) => {
                let zh = self.zombies[usize::from(z)].hex;
                if s >= 1 && self.zombies[usize::from(z)].alive && self.ch(c).can_fire() {
                    self.aim_hex = Some(zh);
                    self.aim_first = Some(z);
                    self.rushed = s == 1;
                    self.offer_fire(c, AfterShot::Phase);
                }
            }
            (Test::WantingToCharge, TestAt::ChargeFar { hex }) => self.far_test_result(c, hex, s),
            (Test::InSight, TestAt::Spotted { c: target }) => self.spotted_result(c, target, s),
            (Test::ReceivedFire, TestAt::Fired { by }) => self.received_fire_result(c, by, s, ev),
            _ => {}
        }
    }

    /// The charge entered the zombies' hex: the melee is fought at once
    /// and ends the turn (ATZ-MOVE-5, ATZ-GAP-15).
    fn melee_after_move(&mut self, c: u8, from: horde_board::Hex, to: horde_board::Hex) {
        let _ = (from, to);
        self.melee_now(c);
    }

    /// After the zombies moved, each character sharing a hex with one takes
    /// Being Charged once, higher Rep first (ATZ-ZACT-2, ATZ-REACT-5).
    pub(crate) fn charged_tests(&mut self) {
        while let Some(c) = self.to_test.first().copied() {
            self.to_test.remove(0);
            if self.ch(c).present() && self.has_zombie(self.ch(c).hex) {
                self.then.push(crate::rules::state::Then::ChargedTests);
                self.start_test(c, Test::BeingCharged, TestAt::ZombiePhase);
                return;
            }
        }
    }

    /// Characters due a Being Charged test, higher Rep first.
    pub(crate) fn fill_tests(&mut self) {
        let mut list: Vec<u8> = (0..self.characters.len() as u8)
            .filter(|&i| self.ch(i).present() && self.has_zombie(self.ch(i).hex))
            .collect();
        list.sort_by_key(|&i| (std::cmp::Reverse(self.ch(i).rep()), i));
        self.to_test = list;
    }
}
