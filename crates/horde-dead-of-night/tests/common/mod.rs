//! Helpers shared by the rule tests; each test file uses some of them.
#![allow(dead_code)]

use horde_core::Game;
use horde_dead_of_night::{Action, DeadOfNight, Event, Step};

pub fn item(id: &str) -> u8 {
    DeadOfNight::item(id).expect("known item")
}

pub fn card(id: &str) -> u8 {
    DeadOfNight::card(id).expect("known card")
}

pub fn sq(g: &DeadOfNight, x: i16, y: i16) -> u16 {
    g.sq(x, y).expect("on the map")
}

pub fn legal(g: &DeadOfNight) -> Vec<Action> {
    let mut acts = Vec::new();
    g.legal_actions(&mut acts);
    acts
}

/// Resolves the active player's choices between equal zombie steps with
/// the first listed one, collecting the events.
pub fn settle(g: &mut DeadOfNight, ev: &mut Vec<Event>) {
    while g.step() == Some(Step::ZombieChoice) {
        let first = legal(g)[0];
        ev.extend(g.play(&[first]).expect("listed"));
    }
}
