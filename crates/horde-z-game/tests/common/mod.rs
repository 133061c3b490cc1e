//! Helpers shared by the rule tests: play an action, read a refusal, and
//! play on quietly (no work, no weapons, every die a 1) to a later round.

#![allow(dead_code)]

use horde_core::{Decision, Game};
use horde_z_game::{Action, Event, ZGame};

pub fn act(g: &mut ZGame, a: Action) -> Vec<Event> {
    let mut events = Vec::new();
    g.apply(a, &mut events).unwrap_or_else(|e| panic!("{a}: {e}"));
    events
}

pub fn refused(g: &ZGame, a: Action) -> &'static str {
    g.check(a).expect_err("should be refused").rule
}

pub fn first_legal(g: &ZGame) -> Action {
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    legal[0]
}

/// Plays until round `round` has begun (or the match is over): every seat
/// ends its steps at once or takes its first listed choice (no weapons,
/// the first retreat, the first attack), every chance its first outcome
/// (a die: 1). Returns the events.
pub fn quietly_until(g: &mut ZGame, round: u16) -> Vec<Event> {
    let mut events = Vec::new();
    while g.round() < round && g.decision() != Decision::Terminal {
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        let a = if legal.contains(&Action::Done) { Action::Done } else { legal[0] };
        events.extend(act(g, a));
    }
    events
}
