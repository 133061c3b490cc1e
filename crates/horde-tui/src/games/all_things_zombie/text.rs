//! What an All Things Zombie seat is asked, and who plays a seat. Action
//! labels come from the rule crate through the contract.

use crate::i18n::Tr;
use crate::tr;
use horde_all_things_zombie::texts::character;
use horde_all_things_zombie::{Atz, Pending};
use horde_core::Seat;

pub fn asking(g: &Atz, tr: &Tr) -> String {
    let name = |c: u8| character(tr, g, c);
    match g.pending {
        Pending::Turn => match g.turn_state {
            Some(t) => tr!(tr, "atz-page-acting", name = name(t.c), mp = t.mp),
            None => tr.t("atz-ask-other"),
        },
        Pending::NextCharacter => tr.t("atz-ask-next"),
        Pending::Choose { c, .. } => tr!(tr, "atz-page-test-choice", name = name(c)),
        Pending::OfferFire { c, .. } => tr!(tr, "atz-ask-fire", name = name(c)),
        Pending::Aim { c, .. } => tr!(tr, "atz-ask-aim", name = name(c)),
        Pending::Surprised { c } => tr!(tr, "atz-ask-surprised", name = name(c)),
        Pending::Kill { c, n } => tr!(tr, "atz-ask-kill", name = name(c), count = n),
        Pending::DuckBack { c, .. } => tr!(tr, "atz-ask-duck-back", name = name(c)),
        Pending::Reroll { c, .. } => tr!(tr, "atz-ask-reroll", name = name(c)),
        Pending::Drugs { c } => tr!(tr, "atz-ask-drugs", name = name(c)),
        Pending::Equip { c } => tr!(tr, "atz-ask-equip", name = name(c), glory = g.glory_left),
        _ => tr.t("atz-ask-other"),
    }
}

/// "Seat 1 (Tonya, Buffy)": character `i` is played by seat `i % seats`.
pub fn seat_label(g: &Atz, seat: Seat, tr: &Tr) -> String {
    let names: Vec<String> = (0..g.characters.len() as u8)
        .filter(|&c| g.ch(c).side != horde_all_things_zombie::Side::Enemy && g.seat_of(c) == seat)
        .map(|c| character(tr, g, c))
        .collect();
    tr!(tr, "seat-label", seat = u32::from(seat.0) + 1, who = names.join(", "))
}
