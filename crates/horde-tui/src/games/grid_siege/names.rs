//! Names of Grid Siege's pieces in the player's language. The content
//! files carry English names only, so every card id has a Fluent message
//! (`gs-char-<id>`, `gs-thing-<id>`, `gs-zcard-<id>`); an id without one
//! falls back to the content's own name rather than a missing marker.

use crate::i18n::Tr;
use crate::tr;
use horde_grid_siege::content::{Res, content};
use horde_grid_siege::{Edge, HumanView, Roll};

fn by_id(tr: &Tr, prefix: &str, id: &str, fallback: &str) -> String {
    let key = format!("{prefix}-{}", id.replace('_', "-"));
    if tr.has(&key) { tr.t(&key) } else { fallback.to_owned() }
}

pub fn character(tr: &Tr, c: u8) -> String {
    content().characters.get(usize::from(c)).map_or_else(|| "?".into(), |x| by_id(tr, "gs-char", &x.id, &x.name))
}

pub fn thing(tr: &Tr, t: u8) -> String {
    content().things.get(usize::from(t)).map_or_else(|| "?".into(), |x| by_id(tr, "gs-thing", &x.id, &x.name))
}

/// A carried thing, marked when it is a firearm out of ammunition.
pub fn carried(tr: &Tr, t: u8, empty: bool) -> String {
    if empty { tr!(tr, "gs-empty-gun", thing = thing(tr, t)) } else { thing(tr, t) }
}

pub fn zombie_card(tr: &Tr, k: u8) -> String {
    content().zombie_cards.get(usize::from(k)).map_or_else(|| "?".into(), |x| by_id(tr, "gs-zcard", &x.id, &x.name))
}

pub fn search_card(tr: &Tr, k: u8) -> String {
    match content().search_deck.get(usize::from(k)) {
        Some(c) => c.thing.map_or_else(|| tr!(tr, "gs-nothing-found"), |t| thing(tr, t)),
        None => "?".into(),
    }
}

/// "H2" alone until a character is dealt, then "H2 Soldier": characters
/// may repeat (GS-SETUP-3), the number never does.
pub fn human(tr: &Tr, humans: &[HumanView], h: u8) -> String {
    match humans.get(usize::from(h)).and_then(|x| x.character) {
        Some(c) => format!("H{} {}", u16::from(h) + 1, character(tr, c)),
        None => format!("H{}", u16::from(h) + 1),
    }
}

/// An edge as the two squares it separates: "E5|E6".
pub fn edge(e: Edge) -> String {
    let (a, b) = e.squares();
    format!("{a}|{b}")
}

pub fn result(tr: &Tr, r: Res) -> String {
    tr.t(match r {
        Res::Oops => "gs-res-oops",
        Res::Miss => "gs-res-miss",
        Res::Push => "gs-res-push",
        Res::Kill => "gs-res-kill",
        Res::Chain => "gs-res-chain",
    })
}

pub fn roll(tr: &Tr, r: Roll) -> String {
    tr.t(match r {
        Roll::Attack => "gs-roll-attack",
        Roll::Blast => "gs-roll-blast",
        Roll::Use => "gs-roll-use",
        Roll::BreakThrough => "gs-roll-break",
        Roll::StartCar => "gs-roll-start",
        Roll::PlacementSheet => "gs-roll-placement",
        Roll::SpawnSheet => "gs-roll-spawn",
        Roll::ZombieAttack => "gs-roll-zattack",
    })
}
