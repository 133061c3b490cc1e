//! Rue Morgue's page beside the board: turn, phase and danger; the acting
//! survivor's card (zone, XP and level, wounds, hands, reserve, skills);
//! the team; and where each event happened. Everything in Rue Morgue but
//! face-down tents is open information; the view decides the rest.

use super::{Card, Cell, Mark, Page, Row, Tone};
use crate::model::{survivor_key, zombies_key};
use horde_core::{Game, Viewer};
use horde_rue_morgue::content::{DangerLevel, ZombieKind};
use horde_rue_morgue::skills::Skill;
use horde_rue_morgue::texts::{self, names};
use horde_rue_morgue::{Event, LETHAL_WOUNDS, NONE, RueMorgue, flag, level_of};
use horde_rules::texts::{Lang, Tr};
use horde_rules::tr;

pub fn page(g: &RueMorgue, viewer: Viewer, lang: Lang) -> Page {
    let tr = texts::texts().tr(lang);
    let view = g.view(viewer);
    let s = g.state();
    let level = view.survivors.iter().filter(|v| v.alive).map(|v| v.level).max().unwrap_or(0);
    let mut facts = vec![
        texts::status(tr, s.turn, s.phase, DangerLevel::ALL[usize::from(level.min(3))]),
        tr!(tr, "rm-page-decks", equipment = view.equipment_deck, zombies = view.zombie_deck),
    ];
    if !view.dice.is_empty() {
        let dice: Vec<String> = view.dice.iter().map(u8::to_string).collect();
        facts.push(tr!(tr, "rm-page-dice", dice = dice.join(" ")));
    }
    let active = (s.active != NONE).then_some(s.active);
    let mut cards = Vec::new();
    if let Some(i) = active {
        cards.push(survivor_card(g, tr, i));
    }
    cards.push(team_card(g, tr, active));
    Page { facts, key: Some(tr.t("rm-page-key")), cards }
}

fn survivor_card(g: &RueMorgue, tr: &Tr, i: u8) -> Card {
    let sv = &g.state().survivors[usize::from(i)];
    let seat = g.statics().owner.get(usize::from(i)).copied().unwrap_or(0);
    let level = level_of(sv.xp);
    let label = |id: &str| Cell::new(tr.t(id), Tone::Muted);
    let mut rows = vec![
        Row::new(vec![
            label("rm-zone"),
            Cell::new(zone_name(g, sv.zone), Tone::Strong),
            if !sv.alive() {
                Cell::new(tr.t("rm-dead"), Tone::Bad)
            } else {
                Cell::new(format!("{} {}", tr.t("rm-actions-left"), "●".repeat(usize::from(sv.actions))), Tone::Good)
            },
        ]),
        Row::new(vec![
            label("rm-xp-label"),
            Cell::new(sv.xp.to_string(), Tone::Strong),
            Cell::new(tr!(tr, "rm-level", level = names::level_id(level)), Tone::Level(level)),
        ]),
    ];
    let mut wounds = vec![label("rm-wounds"), wounds_of(sv.wounds)];
    if sv.flags & flag::SEARCHED != 0 {
        wounds.push(Cell::new(tr.t("rm-searched"), Tone::Muted));
    }
    if sv.aboard != NONE {
        let place = if sv.aboard == 0 { tr.t("rm-heli-pilot-seat") } else { tr!(tr, "rm-heli-seat", n = sv.aboard) };
        wounds.push(Cell::plain(format!("✈ {place}")));
    }
    rows.push(Row::new(wounds));
    let slot = |k: usize| {
        let slot = sv.slots[k];
        let tone = if slot.is_wound() {
            Tone::Bad
        } else if slot.is_empty() {
            Tone::Muted
        } else {
            Tone::Strong
        };
        Cell::new(names::slot(g, tr, slot), tone)
    };
    rows.push(Row::new(vec![label("rm-hands"), slot(0), slot(1)]));
    // Hoard's reserve slot exists only for a survivor with it (RM-SKILL-43).
    let reserve_end = sv.slots.len() - usize::from(!sv.skills.has(Skill::HOARD));
    let mut reserve = vec![label("rm-reserve")];
    reserve.extend((2..reserve_end).map(slot));
    rows.push(Row::new(reserve));
    let skills: Vec<String> = sv.skills.iter().map(|k| names::skill(g, tr, k)).collect();
    rows.push(Row::new(vec![
        label("rm-skills"),
        Cell::plain(if skills.is_empty() { "—".to_owned() } else { skills.join(", ") }),
    ]));
    Card {
        title: tr!(tr, "rm-card-title-survivor", name = names::survivor(g, tr, i), seat = u32::from(seat) + 1),
        rows,
    }
}

/// Every survivor of the table, with what a player needs without
/// hovering (a phone cannot): where he is, his XP, his wounds out of the
/// lethal count and, on a line of its own, what he carries.
fn team_card(g: &RueMorgue, tr: &Tr, active: Option<u8>) -> Card {
    let s = g.state();
    let mut rows = Vec::new();
    for i in 0..s.n_surv {
        let sv = &s.survivors[usize::from(i)];
        let seat = g.statics().owner.get(usize::from(i)).copied().unwrap_or(0);
        let state = if !sv.alive() {
            tr.t("rm-dead")
        } else if active == Some(i) {
            tr.t("rm-acting")
        } else if sv.flags & flag::DONE != 0 {
            tr.t("rm-done")
        } else {
            String::new()
        };
        let tone = if !sv.alive() {
            Tone::Gone
        } else if active == Some(i) {
            Tone::Current
        } else {
            Tone::Plain
        };
        rows.push(
            Row::new(vec![
                Cell::new(names::survivor(g, tr, i), Tone::Seat(seat)),
                Cell::plain(zone_name(g, sv.zone)),
                Cell::new(format!("{} {}", tr.t("rm-xp-label"), sv.xp), Tone::Level(level_of(sv.xp))),
                Cell::new(format!("{} {}", tr.t("rm-wounds"), wound_count(sv.wounds)), wound_tone(sv.wounds)),
                Cell::new(state, Tone::Muted),
            ])
            .tone(tone),
        );
        // A dead survivor's equipment is discarded (RM-ZATK-5).
        if sv.alive() {
            rows.push(carried_row(g, tr, sv).tone(tone));
        }
    }
    Card { title: tr.t("rm-card-title-team"), rows }
}

/// What a survivor carries, by name: hands, then reserve. Wound cards
/// are left out here: the wound count beside the name says them.
fn carried_row(g: &RueMorgue, tr: &Tr, sv: &horde_rue_morgue::Surv) -> Row {
    let names_in = |slots: &[horde_rue_morgue::Slot]| {
        let items: Vec<String> = slots.iter().filter(|x| x.item().is_some()).map(|&x| names::slot(g, tr, x)).collect();
        if items.is_empty() { "—".to_owned() } else { items.join(", ") }
    };
    let hands = sv.slots.get(..2).unwrap_or(&[]);
    let reserve = sv.slots.get(2..).unwrap_or(&[]);
    Row::new(vec![
        Cell::new(tr.t("rm-hands"), Tone::Muted),
        Cell::new(names_in(hands), Tone::Strong),
        Cell::new(tr.t("rm-reserve"), Tone::Muted),
        Cell::plain(names_in(reserve)),
    ])
}

/// "1/2": the wound cards a survivor has out of those that kill him
/// (RM-ZATK-5).
fn wound_count(wounds: u8) -> String {
    format!("{wounds}/{LETHAL_WOUNDS}")
}

fn wounds_of(wounds: u8) -> Cell {
    Cell::new(wound_count(wounds), wound_tone(wounds))
}

fn wound_tone(wounds: u8) -> Tone {
    if wounds > 0 { Tone::Bad } else { Tone::Plain }
}

fn zone_name(g: &RueMorgue, z: u8) -> String {
    g.statics().map().zones.get(usize::from(z)).map_or_else(|| "?".to_owned(), |z| z.id.clone())
}

/// Where an event happened, for the page to point at while it is told.
pub fn mark(g: &RueMorgue, event: &Event, lang: Lang) -> Option<Mark> {
    let tr = texts::texts().tr(lang);
    let zombie_letter = |k| names::board_letter(tr, k);
    let spot = |z: u8| Some(zone_name(g, z));
    let moved = |a: u8, b: u8| Some([zone_name(g, a), zone_name(g, b)]);
    let piece = match *event {
        Event::Moved { survivor, .. } | Event::Grabbed { survivor, .. } => Some(survivor_key(survivor)),
        Event::ZombiesMoved { kind, .. } => Some(zombies_key(zombie_letter(kind))),
        _ => None,
    };
    let (spot, moved, badge) = match *event {
        Event::Moved { from, to, .. } | Event::Grabbed { from, to, .. } | Event::HelicopterFlew { from, to } => {
            (spot(to), moved(from, to), None)
        }
        Event::ZombiesMoved { from, to, kind, count } => {
            (spot(to), moved(from, to), Some(format!("{count}{}", zombie_letter(kind))))
        }
        Event::ZombiesSpawned { zone, kind, count } | Event::ZombiesAddedBySplit { zone, kind, count } => {
            (spot(zone), None, Some(format!("+{count}{}", zombie_letter(kind))))
        }
        Event::ZombieKilled { zone, kind, .. } => (spot(zone), None, Some(format!("✕{}", zombie_letter(kind)))),
        Event::ZombiesAttacked { zone, wounds } => (spot(zone), None, Some(format!("⚔{wounds}"))),
        Event::SurvivorDied { zone, .. } => (spot(zone), None, Some("☠".to_owned())),
        Event::CrawlerRisen { zone, count } => {
            (spot(zone), None, Some(format!("+{count}{}", zombie_letter(ZombieKind::Crawler))))
        }
        Event::NoisePlaced { zone, total } => (spot(zone), None, Some(format!("◉{total}"))),
        Event::Aaahh { zone, .. }
        | Event::Attack { zone, .. }
        | Event::HitAbsorbed { zone, .. }
        | Event::ObjectiveTaken { zone, .. }
        | Event::SpawnZoneActivated { zone }
        | Event::TentDealt { zone }
        | Event::TentRevealed { zone, .. }
        | Event::AbominationSubstituted { zone }
        | Event::TeamActionDeclared { zone, .. }
        | Event::LeftHelicopter { zone, .. }
        | Event::HelicopterTookOff { zone }
        | Event::HelicopterLanded { zone } => (spot(zone), None, None),
        Event::ZombiesSplit { from, .. } => (spot(from), None, None),
        Event::ZombieCard { zone: Some(zone), .. } => (spot(zone), None, None),
        _ => return None,
    };
    Some(Mark { spot, moved, badge, piece })
}
