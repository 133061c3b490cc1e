//! Z-Game as numbers for learning agents (docs/python.md, "Z-Game"): a
//! seat's observation built from its view, and the action space.

use crate::content::CARD_KINDS;
use crate::rules::map::Place;
use crate::{Action, View, ZGame};
use horde_core::Seat;
use horde_rules::observe::{Writer, flag};
use horde_rules::{Observer, Slots};

pub(crate) static OBSERVER: ZgObserver = ZgObserver;

#[derive(Debug)]
pub(crate) struct ZgObserver;

/// The most seats a table has (`ZGame::seat_range`).
const SEATS: usize = 4;
/// Location numbers are below 64 (`Action::encode` packs them in 6 bits).
const LOCATIONS: usize = 64;
const GLOBALS: usize = 11 + SEATS;
const PER_PLAYER: usize = 10;
const PER_LOCATION: usize = 12;
const LEN: usize = GLOBALS + SEATS * PER_PLAYER + CARD_KINDS + LOCATIONS * PER_LOCATION;

impl Observer<ZGame> for ZgObserver {
    fn observation_len(&self, _game: &ZGame) -> usize {
        LEN
    }

    fn observe(&self, view: &View, seat: Seat, _seats: usize, out: &mut [f32]) -> usize {
        let me = seat.0;
        let mut w = Writer::new(out);
        w.push(f32::from(view.round) / 10.0);
        w.push(f32::from(view.target) / 10.0);
        w.one_hot(SEATS, Some(usize::from(me)));
        w.push(flag(view.first == me));
        w.push(f32::from(view.action_deck) / 20.0);
        w.push(f32::from(view.weapon_deck) / 20.0);
        w.push(f32::from(view.character_deck) / 20.0);
        w.push(f32::from(view.zombie_deck) / 20.0);
        w.push(f32::from(view.tiles_left) / 10.0);
        w.push(view.last_die.map_or(0.0, f32::from));
        w.push(flag(view.ended.is_some()));
        w.push(flag(view.ended.as_ref().is_some_and(|e| e.winners.contains(&me))));
        for i in 0..SEATS {
            let Some(p) = view.players.get(i) else {
                w.seek(w.written() + PER_PLAYER);
                continue;
            };
            w.push(1.0);
            w.push(flag(i == usize::from(me)));
            w.push(f32::from(p.food));
            w.push(f32::from(p.medicine));
            w.push(f32::from(p.vp));
            w.push(f32::from(p.action_cards));
            w.push(f32::from(p.weapon_cards));
            w.push(f32::from(p.cures));
            w.push(flag(p.leader_alive));
            w.push(flag(p.traded));
        }
        let hand = view.hand.unwrap_or([0; CARD_KINDS]);
        w.block(CARD_KINDS, |k| f32::from(hand[k]));
        for i in 0..LOCATIONS {
            let Some(l) = view.locations.get(i) else {
                w.seek(w.written() + PER_LOCATION);
                continue;
            };
            let here = |mine: bool| {
                view.characters.iter().filter(|c| c.loc == Some(i as u8) && (c.owner == me) == mine).count() as f32
            };
            w.push(1.0);
            w.push(flag(matches!(l.place, Place::Street)));
            w.push(flag(matches!(l.place, Place::City(_))));
            w.push(flag(matches!(l.place, Place::Base(_))));
            w.push(flag(l.place == Place::Base(me)));
            w.push(flag(l.holder == Some(me)));
            w.push(flag(l.holder.is_some_and(|h| h != me)));
            w.push(here(true));
            w.push(here(false));
            w.push(f32::from(l.fort.full));
            w.push(f32::from(l.fort.ruin));
            w.push(flag(view.face_down.get(i).copied().unwrap_or(false)));
        }
        w.finish()
    }

    fn action_slots(&self, _game: &ZGame) -> Slots {
        let (loc, cards) = (LOCATIONS as u32, CARD_KINDS as u32);
        // Bounds of each tag's payload in `Action::encode`: characters and
        // locations below 64, a job below 8, a remedy or sabotage below 4,
        // a Fight's three card counts below 8 each (renumbered below).
        Slots::new((0..=32).map(|tag| match tag {
            0 | 4 | 8 | 12 | 13 | 24 | 26 | 28 | 31 => (loc, 1),
            1 | 30 => (64 * loc, 1),
            2 => (512, 1),
            3 => (loc * 8, 1),
            5 | 14 | 20 | 27 => (cards, 1),
            6 | 7 | 9 | 10 | 15 | 32 => (1, 1),
            11 | 25 => (256, 1),
            16 | 17 | 19 | 29 => (64, 1),
            18 | 23 => (SEATS as u32, 1),
            22 => (7, 1),
            _ => (256, 1),
        }))
    }

    fn action_fields(&self, _game: &ZGame, action: Action) -> (u32, u32, u32) {
        let n = action.encode();
        let a = match action {
            Action::Fight { melee, firearm, chainsaw } if melee.max(firearm).max(chainsaw) < 8 => {
                u32::from(melee) * 64 + u32::from(firearm) * 8 + u32::from(chainsaw)
            }
            Action::Fight { .. } => u32::MAX,
            _ => n & 0xffff,
        };
        (n >> 16, a, 0)
    }
}

#[cfg(test)]
mod tests {
    use horde_rules::RuleSystem;
    use horde_rules::observe::check_every_mission;

    /// Random games at every table size: observations fill their length
    /// and ignore hidden state (hands, face-down tiles, ZG-VAR-2), and
    /// every legal action has a slot of its own.
    #[test]
    fn every_table_observes_and_numbers_its_actions() {
        if let Err(e) = check_every_mission::<crate::ZGame>(&crate::ZGame::seat_range().collect::<Vec<_>>(), 2, 600) {
            panic!("{e}");
        }
    }
}
