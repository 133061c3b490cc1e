//! Helpers shared by the rule tests: positions, actions, legal moves.
#![allow(dead_code)] // each test file uses its own subset

use horde_all_things_zombie::position::PlacedCharacter;
use horde_all_things_zombie::{Action, Atz, Event};
use horde_board::Hex;
use horde_core::Game;

pub fn at(x: i16, y: i16) -> Hex {
    Hex::new(x, y - x.div_euclid(2))
}

pub fn play(g: &mut Atz, actions: &[Action]) -> Vec<Event> {
    let mut events = Vec::new();
    for &a in actions {
        if let Err(e) = g.apply(a, &mut events) {
            panic!("{a} refused: {e}; pending {:?}", g.pending);
        }
    }
    events
}

pub fn legal(g: &Atz) -> Vec<Action> {
    let mut v = Vec::new();
    g.legal_actions(&mut v);
    v
}

pub fn init(c: u8, z: u8) -> Action {
    Action::Initiative { characters: c, zombies: z }
}

pub fn one(id: &'static str, x: i16, y: i16, weapon: &'static str) -> PlacedCharacter {
    PlacedCharacter::new(id, (x, y), Some(weapon))
}

/// Zombie kinds of the default cup: 0-5 are Rep 3 with directions 1-6.
pub const REP3_DIR1: u8 = 0;
pub const REP3_DIR4: u8 = 3;
