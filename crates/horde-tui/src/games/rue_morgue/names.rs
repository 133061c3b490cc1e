//! Names of Rue Morgue's pieces in the player's language: survivors, cards
//! and skills come from the content catalogue (which carries the
//! rulebook's Russian names), zombie kinds and colours from the `.ftl` files.

use crate::i18n::{Lang, Tr};
use crate::tr;
use horde_rue_morgue::content::{DangerLevel, ZombieKind};
use horde_rue_morgue::mission::{Color, DoorColor};
use horde_rue_morgue::skills::{NAMES, Skill};
use horde_rue_morgue::{Phase, RueMorgue, Slot, TentCard};

pub fn survivor(g: &RueMorgue, tr: &Tr, i: u8) -> String {
    let st = g.statics();
    let Some(s) = st.survivors.get(i as usize) else { return "?".into() };
    let def = st.catalog.survivors.iter().find(|d| d.id == s.id);
    match (tr.lang(), def) {
        (Lang::Ru, Some(d)) => d.name_ru.clone(),
        (Lang::En, Some(d)) => d.name_en.clone(),
        (_, None) => s.name.clone(),
    }
}

/// A survivor as the board shows him: his initial, or his first two
/// letters when another survivor in play shares the initial (Дэн and
/// Джейн in Russian).
pub fn initial(g: &RueMorgue, tr: &Tr, i: u8) -> String {
    let name = survivor(g, tr, i);
    let first = name.chars().next().unwrap_or('?');
    let shared = (0..g.statics().survivors.len() as u8).any(|j| j != i && survivor(g, tr, j).starts_with(first));
    name.chars().take(if shared { 2 } else { 1 }).collect()
}

pub fn item(g: &RueMorgue, tr: &Tr, card: u8) -> String {
    match g.statics().catalog.equipment.get(card as usize) {
        Some(e) if tr.lang() == Lang::Ru => e.name_ru.clone(),
        Some(e) => e.name_en.clone(),
        None => "?".into(),
    }
}

/// A slot's content: an item (marked when it must be reloaded), a wound,
/// or a dash.
pub fn slot(g: &RueMorgue, tr: &Tr, s: Slot) -> String {
    if s.is_wound() {
        tr!(tr, "rm-wound-card")
    } else if let Some(c) = s.item() {
        if s.spent() { tr!(tr, "rm-spent", item = item(g, tr, c)) } else { item(g, tr, c) }
    } else {
        "—".into()
    }
}

/// "left hand", "reserve 2"...
pub fn slot_place(tr: &Tr, i: u8) -> String {
    match i {
        0 => tr!(tr, "rm-slot-left"),
        1 => tr!(tr, "rm-slot-right"),
        2 => tr!(tr, "rm-slot-both"),
        n => tr!(tr, "rm-slot-reserve", n = u32::from(n) - 1),
    }
}

pub fn skill(g: &RueMorgue, tr: &Tr, k: Skill) -> String {
    let id = NAMES.get((k.0 as usize).wrapping_sub(1)).copied().unwrap_or("?");
    match g.statics().catalog.skills.iter().find(|d| d.id == id) {
        Some(d) if tr.lang() == Lang::Ru => d.name_ru.clone(),
        Some(d) => d.name_en.clone(),
        None => id.replace('_', " "),
    }
}

pub fn kind_id(k: ZombieKind) -> &'static str {
    match k {
        ZombieKind::Walker => "walker",
        ZombieKind::Fatty => "fatty",
        ZombieKind::Runner => "runner",
        ZombieKind::Crawler => "crawler",
        ZombieKind::Abomination => "abomination",
    }
}

/// "3 walkers" / "3 ходока": count and kind with the plural form right.
pub fn zombies(tr: &Tr, k: ZombieKind, count: u32) -> String {
    tr!(tr, "rm-zombies", kind = kind_id(k), count = count)
}

/// One zombie as the object of a verb ("kills a walker" / "убивает ходока").
pub fn kind_object(tr: &Tr, k: ZombieKind) -> String {
    tr!(tr, "rm-kind-object", kind = kind_id(k))
}

/// All zombies of a kind ("runners" / "бегуны").
pub fn kind_plural(tr: &Tr, k: ZombieKind) -> String {
    tr!(tr, "rm-kind-plural", kind = kind_id(k))
}

/// The one-letter mark of a kind on a crowded board.
pub fn kind_letter(tr: &Tr, k: ZombieKind) -> String {
    tr!(tr, "rm-kind-letter", kind = kind_id(k))
}

pub fn danger(tr: &Tr, d: DangerLevel) -> String {
    tr!(tr, "rm-danger", level = level_id(d.index() as u8))
}

/// The colour name of a danger level, 0 blue .. 3 red.
pub fn level_id(level: u8) -> &'static str {
    match level {
        0 => "blue",
        1 => "yellow",
        2 => "orange",
        _ => "red",
    }
}

pub fn level_color(level: u8) -> ratatui::style::Color {
    use ratatui::style::Color as C;
    match level {
        0 => C::LightBlue,
        1 => C::Yellow,
        2 => C::Rgb(255, 140, 0),
        _ => C::LightRed,
    }
}

pub fn objective_color(c: Color) -> &'static str {
    match c {
        Color::Red => "red",
        Color::Blue => "blue",
        Color::Pink => "pink",
    }
}

pub fn door_color(c: DoorColor) -> &'static str {
    match c {
        DoorColor::Neutral => "neutral",
        DoorColor::Blue => "blue",
        DoorColor::Pink => "pink",
    }
}

pub fn tent(tr: &Tr, t: TentCard) -> String {
    let id = match t {
        TentCard::Administrative => "administrative",
        TentCard::Infirmary => "infirmary",
        TentCard::OrdinaryBlueBed => "blue-bed",
        TentCard::OrdinaryGreenBed => "green-bed",
        TentCard::Ordinary => "ordinary",
    };
    tr!(tr, "rm-tent", card = id)
}

pub fn phase_message(p: Phase) -> &'static str {
    match p {
        Phase::Setup => "rm-phase-setup",
        Phase::Players => "rm-phase-players",
        Phase::Zombies => "rm-phase-zombies",
        Phase::Over => "rm-phase-over",
    }
}
