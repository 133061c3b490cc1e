//! Dead of Night's page beside the board: the round and whose turn it
//! is, the deck and how near The End can be, the power; the event card
//! just drawn with what it does (shown to everyone, DN-TURN-1); one card
//! per player (energy, actions, ammo, keys, items with their values); the
//! rooms turned up so far; and where each event happened. Dead of Night
//! keeps nothing secret in its view (the deck's order and the face-down
//! rooms are decided only when drawn), so every viewer reads the same.

use super::{Card, Cell, Mark, Page, Row, Tone};
use crate::dead_of_night::area_square;
use horde_core::{Game, Viewer};
use horde_dead_of_night::content::{AreaKind, Scenario, content};
use horde_dead_of_night::texts::square_in as square_name;
use horde_dead_of_night::texts::{self, room, thing};
use horde_dead_of_night::{DeadOfNight, Event, Player, Thing, View, item_of};
use horde_rules::texts::{Lang, Tr};
use horde_rules::tr;

/// The last cards of the deck among which The End lies: the last five
/// places of deck part AII (DN-SETUP, DN-GAP-1).
const END_WINDOW: u32 = 5;

pub fn page(g: &DeadOfNight, viewer: Viewer, lang: Lang) -> Page {
    let tr = texts::texts().tr(lang);
    let v = g.view(viewer);
    let Some(s) = v.scen() else { return Page::default() };
    let mut cards = Vec::new();
    if let Some(c) = texts::card_showing(&v) {
        cards.push(event_card(tr, c));
    }
    cards.extend((0..v.players.len()).map(|seat| player_card(s, &v, tr, seat)));
    cards.push(rooms_card(s, &v, tr));
    Page { facts: facts(&v, tr), key: Some(tr.t("dn-page-key")), cards }
}

fn facts(v: &View, tr: &Tr) -> Vec<String> {
    let mut out = vec![if v.over.is_some() {
        tr.t("dn-page-over")
    } else {
        tr!(tr, "dn-page-turn", round = v.round, seat = u32::from(v.active) + 1)
    }];
    out.push(tr!(tr, "dn-page-deck", left = v.cards_left, drawn = u32::from(v.drawn)));
    if v.over.is_none() && v.cards_left > 0 {
        // The End is among the last five cards, so the next draws before
        // those are safe; the deck running out ends the game too (DN-GAP-1).
        let soonest = v.cards_left.saturating_sub(END_WINDOW - 1).max(1);
        out.push(if soonest == 1 {
            tr!(tr, "dn-page-end-any", last = v.cards_left)
        } else {
            tr!(tr, "dn-page-end-between", soonest = soonest, last = v.cards_left)
        });
    }
    if v.power {
        out.push(tr.t("dn-page-power-on"));
    }
    if v.generator.is_some_and(|g| g.running) {
        out.push(tr.t("dn-page-generator-running"));
    }
    out
}

/// The card just drawn and what it does (DN-TURN-1, DN-GAP-1).
fn event_card(tr: &Tr, c: u8) -> Card {
    let tones = [Tone::Strong, Tone::Bad, Tone::Plain];
    let rows = texts::card_face(tr, c).into_iter().zip(tones).map(|(line, tone)| Row::new(vec![Cell::new(line, tone)]));
    Card { title: tr.t("dn-page-card-title"), rows: rows.collect() }
}

fn signed(n: i8) -> String {
    if n > 0 { format!("+{n}") } else { n.to_string() }
}

/// An item with its values: its close-combat and ranged bonuses, the
/// energy it gives (DN-ITEMS, DN-ITEM-7).
fn item_with_values(tr: &Tr, t: Thing) -> String {
    let name = thing(tr, t);
    let Some(item) = content().items.get(usize::from(item_of(t))) else { return name };
    let mut values = Vec::new();
    if item.melee != 0 {
        values.push(tr!(tr, "dn-page-value-melee", value = signed(item.melee)));
    }
    if let Some(r) = item.ranged {
        values.push(tr!(tr, "dn-page-value-ranged", value = signed(r)));
    }
    if item.energy != 0 {
        values.push(tr!(tr, "dn-page-value-energy", value = signed(item.energy)));
    }
    if values.is_empty() { name } else { format!("{name} ({})", values.join(", ")) }
}

fn items_row(tr: &Tr, label: &str, things: &[Thing]) -> Row {
    let mut cells = vec![Cell::new(tr.t(label), Tone::Muted)];
    if things.is_empty() {
        cells.push(Cell::new(tr.t("dn-page-nothing"), Tone::Muted));
    }
    cells.extend(things.iter().map(|&t| Cell::new(item_with_values(tr, t), Tone::Strong)));
    Row::new(cells)
}

fn condition(tr: &Tr, p: &Player) -> Option<(String, Tone)> {
    if p.escaped {
        Some((tr.t("dn-page-escaped"), Tone::Good))
    } else if !p.alive {
        Some((tr.t("dn-page-dead"), Tone::Bad))
    } else if p.infected {
        Some((tr.t("dn-page-infected"), Tone::Bad))
    } else {
        None
    }
}

fn player_card(s: &Scenario, v: &View, tr: &Tr, seat: usize) -> Card {
    let p = &v.players[seat];
    let label = |id: &str| Cell::new(tr.t(id), Tone::Muted);
    let energy = p.energy.max(0);
    let hearts = format!("{}{}", "♥".repeat(energy as usize), "♡".repeat((6 - energy.min(6)) as usize));
    // The square in the seat's colour ties the card to the disc on the board.
    let at = p.pos.filter(|_| p.alive && !p.escaped).map_or_else(|| "—".to_owned(), |sq| square_name(s, sq));
    let mut rows = vec![Row::new(vec![
        Cell::new(at, Tone::Seat(seat as u8)),
        label("dn-page-energy"),
        Cell::new(format!("{hearts} {}/6", p.energy), Tone::Bad),
        label("dn-page-ammo"),
        Cell::new(p.ammo.to_string(), Tone::Strong),
    ])];
    let acting = v.over.is_none() && usize::from(v.active) == seat && p.alive;
    if let Some((text, tone)) = condition(tr, p) {
        rows.push(Row::new(vec![Cell::new(text, tone)]));
    } else if acting && v.actions > 0 {
        let dots = "●".repeat(usize::from(v.actions));
        rows.push(Row::new(vec![Cell::new(
            format!("{dots} {}", tr!(tr, "dn-page-actions", actions = u32::from(v.actions))),
            Tone::Good,
        )]));
    }
    if p.keys {
        rows.push(Row::new(vec![Cell::new(tr.t("dn-page-keys"), Tone::Good)]));
    }
    if p.owed > 0 {
        rows.push(Row::new(vec![Cell::new(tr!(tr, "dn-page-owed", owed = u32::from(p.owed)), Tone::Muted)]));
    }
    rows.push(items_row(tr, "dn-page-hands", &p.hands));
    rows.push(items_row(tr, "dn-page-pack", &p.pack));
    rows.push(Row::new(vec![label("dn-page-kills"), Cell::plain(p.kills.to_string())]));
    let tone = if !p.alive || p.escaped {
        Tone::Gone
    } else if acting {
        Tone::Current
    } else {
        Tone::Plain
    };
    for r in &mut rows {
        if r.tone == Tone::Plain {
            r.tone = tone;
        }
    }
    Card { title: tr!(tr, "dn-page-player", seat = seat as u32 + 1), rows }
}

/// The rooms turned up so far, by name and first square, and how many
/// lie face down (DN-MOVE-5); damaged and collapsed ones marked (DN-DMG).
fn rooms_card(s: &Scenario, v: &View, tr: &Tr) -> Card {
    let mut rows = Vec::new();
    let mut face_down = 0u32;
    for (area, a) in s.areas.iter().enumerate() {
        if a.kind != AreaKind::Room {
            continue;
        }
        let Some(r) = v.revealed.get(area).copied().flatten() else {
            face_down += 1;
            continue;
        };
        let at = u8::try_from(area).ok().and_then(|k| area_square(s, k)).map(|q| square_name(s, q)).unwrap_or_default();
        let mut cells = vec![Cell::new(room(tr, r), Tone::Strong), Cell::new(at, Tone::Muted)];
        match v.damage.get(area).copied().unwrap_or(0) {
            0 => {}
            1 => cells.push(Cell::new(tr.t("dn-page-damaged"), Tone::Bad)),
            _ => cells.push(Cell::new(tr.t("dn-page-collapsed"), Tone::Bad)),
        }
        rows.push(Row::new(cells));
    }
    if face_down > 0 {
        rows.push(Row::new(vec![Cell::new(tr!(tr, "dn-page-face-down", count = face_down), Tone::Muted)]));
    }
    Card { title: tr.t("dn-page-rooms"), rows }
}

/// Where an event happened. Every event of Dead of Night is public.
pub fn mark(g: &DeadOfNight, event: &Event, lang: Lang) -> Option<Mark> {
    let z = texts::texts().tr(lang).t("dn-zombie-letter");
    let v = g.view(Viewer::Spectator);
    let s = v.scen()?;
    let name = |q: u16| Some(square_name(s, q));
    let of_seat = |seat: u8| v.players.get(usize::from(seat)).and_then(|p| p.pos).and_then(name);
    let area = |a: u8| area_square(s, a).and_then(name);
    let (spot, moved, badge) = match *event {
        Event::ZombieMoved { from, to } | Event::Pushed { from, to, .. } | Event::ZombieFled { from, to } => {
            (name(to), Some([square_name(s, from), square_name(s, to)]), None)
        }
        Event::ZombiePlaced { sq } => (name(sq), None, Some(format!("+{z}"))),
        Event::Killed { sq, .. } => (name(sq), None, Some(format!("✕{z}"))),
        Event::Died { sq, .. } => (name(sq), None, Some("☠".to_owned())),
        Event::FireStarted { sq, .. } => (name(sq), None, Some("✹".to_owned())),
        Event::Wounded { seat, energy }
        | Event::Grabbed { seat, energy }
        | Event::Hurt { seat, energy }
        | Event::Burned { seat, energy }
        | Event::BlastHurt { seat, energy } => (of_seat(seat), None, Some(format!("♥{energy}"))),
        Event::CardDrawn { seat, card } => {
            let crosses = content().cards.get(usize::from(card)).map_or(0, |k| k.crosses);
            (of_seat(seat), None, (crosses > 0).then(|| "✝".repeat(usize::from(crosses))))
        }
        Event::Started { sq, .. }
        | Event::Stepped { to: sq, .. }
        | Event::Left { sq, .. }
        | Event::Picked { sq, .. }
        | Event::Dropped { sq, .. }
        | Event::Shot { target: sq, .. }
        | Event::Thrown { target: sq, .. }
        | Event::FireOut { sq }
        | Event::Exploded { sq, .. }
        | Event::Fuelled { sq, .. }
        | Event::GotOut { sq, .. } => (name(sq), None, None),
        Event::CarCrashed { front, .. } | Event::CarMoved { front, .. } | Event::CarWrecked { front, .. } => {
            (name(front), None, None)
        }
        Event::DoorBroken { a, .. }
        | Event::WallBroken { a, .. }
        | Event::BarricadeBuilt { a, .. }
        | Event::BarricadeRemoved { a, .. } => (name(a), None, None),
        Event::RoomRevealed { area: a, .. } | Event::Damaged { area: a } | Event::Collapsed { area: a } => {
            (area(a), None, None)
        }
        Event::SearchRolled { seat, .. }
        | Event::Found { seat, .. }
        | Event::FoundZombie { seat }
        | Event::CombatRolled { seat, .. }
        | Event::Rested { seat, .. }
        | Event::Ate { seat, .. } => (of_seat(seat), None, None),
        Event::Robbed { victim, .. } | Event::RobbedKeys { victim, .. } | Event::StealRolled { victim, .. } => {
            (of_seat(victim), None, None)
        }
        _ => return None,
    };
    spot.as_ref()?;
    Some(Mark { spot, moved, badge, piece: None })
}
