//! What a Grid Siege seat is asked, and the actions worth showing greyed
//! out. Action labels and questions come from the rule crate
//! (`horde_grid_siege::texts`).

use crate::i18n::Tr;
use horde_grid_siege::content::content;
use horde_grid_siege::{Action, GridSiege, Pending};

/// What the deciding seat is asked: the rule crate's words, shared with
/// the browser's status line.
pub fn asking(g: &GridSiege, tr: &Tr) -> String {
    horde_grid_siege::texts::asking(g, tr)
}

/// Actions worth showing greyed out, so the player can ask why not: the
/// car and the search squares within reach.
pub fn candidates(g: &GridSiege, out: &mut Vec<Action>) {
    if g.pending() != Pending::Act {
        return;
    }
    let Some(h) = g.turn().and_then(|t| g.humans().get(usize::from(t.human))) else { return };
    let map = &content().map;
    for s in &map.search {
        if s.pos.dist(h.pos) <= 1 {
            out.push(Action::Search(s.pos));
        }
    }
    if map.car.doors.contains(&h.pos) {
        out.push(Action::EnterCar);
    }
    if h.in_car {
        out.push(Action::StartCar);
    }
}
