//! What a Grid Siege seat is asked, and the actions worth showing greyed
//! out. Action labels come from the rule crate (`horde_grid_siege::texts`)
//! through the contract.

use super::names;
use crate::i18n::Tr;
use crate::tr;
use horde_core::Game;
use horde_grid_siege::content::content;
use horde_grid_siege::{Action, GridSiege, HumanView, Pending};

fn humans(g: &GridSiege) -> Vec<HumanView> {
    g.view(horde_core::Viewer::Spectator).humans
}

pub fn asking(g: &GridSiege, tr: &Tr) -> String {
    let hv = humans(g);
    let who = |h: u8| names::human(tr, &hv, h);
    match g.pending() {
        Pending::ChooseCharacter { human } => tr!(tr, "gs-ask-character", name = who(human)),
        Pending::PlaceHuman { human, sheet: 0 } => tr!(tr, "gs-ask-place-edge", name = who(human)),
        Pending::PlaceHuman { human, sheet } => tr!(tr, "gs-ask-place", name = who(human), sheet = sheet),
        Pending::NextHuman => tr!(tr, "gs-ask-next"),
        Pending::Act => {
            let t = g.turn();
            let name = t.map_or_else(|| "?".into(), |t| who(t.human));
            tr!(tr, "gs-ask-act", name = name, count = t.map_or(0, |t| t.actions))
        }
        Pending::AttackReroll(_) | Pending::UseReroll(_) => tr!(tr, "gs-ask-reroll"),
        Pending::PushChoice { .. } => tr!(tr, "gs-ask-push"),
        Pending::PlaceCarried => tr!(tr, "gs-ask-carried"),
        Pending::Demolish => tr!(tr, "gs-ask-demolish"),
        Pending::ZombieCard => tr!(tr, "gs-ask-card"),
        Pending::SpawnPlace { sheet } => tr!(tr, "gs-ask-spawn", sheet = sheet),
        Pending::ZombieMoves => tr!(tr, "gs-ask-zmoves"),
        _ => tr!(tr, "gs-ask-other"),
    }
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
