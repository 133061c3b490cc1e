//! Helpers shared by the rule tests.
#![allow(dead_code)]

use horde_core::{Decision, Game, RuleViolation};
use horde_grid_siege::content::content;
use horde_grid_siege::{Action, Edge, Event, GridSiege, Pos};

pub fn p(x: u8, y: u8) -> Pos {
    Pos::new(x, y)
}

pub fn edge(a: Pos, b: Pos) -> Edge {
    Edge::between(a, b).expect("neighbours")
}

/// Applies a legal action (it must also be listed), returning its events.
pub fn act(g: &mut GridSiege, a: Action) -> Vec<Event> {
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert!(legal.contains(&a), "{a} not listed at {:?}; legal: {legal:?}", g.pending());
    let mut ev = Vec::new();
    g.apply(a, &mut ev).unwrap_or_else(|e| panic!("{a} refused: {e}"));
    ev
}

/// A die roll at a chance decision.
pub fn roll(g: &mut GridSiege, v: u8) -> Vec<Event> {
    assert_eq!(g.decision(), Decision::Chance, "expected a roll at {:?}", g.pending());
    act(g, Action::Die(v))
}

/// The rule ID that forbids `a`.
pub fn refused(g: &GridSiege, a: Action) -> &'static str {
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert!(!legal.contains(&a), "{a} is listed as legal");
    match g.check(a) {
        Ok(()) => panic!("{a} was accepted"),
        Err(e) => e.rule_id(),
    }
}

pub fn legal(g: &GridSiege) -> Vec<Action> {
    let mut v = Vec::new();
    g.legal_actions(&mut v);
    v
}

pub fn thing(id: &str) -> u8 {
    content().thing_index(id).expect("thing")
}

pub fn card(id: &str) -> u8 {
    content().zombie_card_index(id).expect("card")
}

pub fn search_card(thing_id: Option<&str>) -> u8 {
    let t = thing_id.map(thing);
    content().search_deck.iter().position(|s| s.thing == t).expect("search card") as u8
}

pub fn zombie_squares(g: &GridSiege) -> Vec<Pos> {
    g.zombies().iter().map(|z| z.pos).collect()
}

pub fn attack(slot: Option<u8>, target: Pos) -> Action {
    Action::Attack { slot, target, aimed: false }
}
