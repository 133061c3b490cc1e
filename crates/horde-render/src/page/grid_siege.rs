//! Grid Siege's page beside the board: round, phase and counts, and what
//! the deciding seat is asked; the
//! acting human's card (lives, square, actions, things); the team; and
//! the zombie hand, its cards for the Zombie Player's eyes only, as the
//! viewer's view already decides.

use super::{Card, Cell, Mark, Page, Row, Tone};
use horde_core::{Decision, Game, Viewer};
use horde_grid_siege::content::content;
use horde_grid_siege::texts::{self, Stage, names};
use horde_grid_siege::{Event, GridSiege, HumanView, Pos, View};
use horde_rules::texts::{Lang, Tr};
use horde_rules::tr;

pub fn page(g: &GridSiege, viewer: Viewer, lang: Lang) -> Page {
    let tr = texts::texts().tr(lang);
    let v = g.view(viewer);
    let acting = v.turn.as_ref().map(|t| t.human).filter(|&h| usize::from(h) < v.humans.len());
    let mut cards = Vec::new();
    if let Some(h) = acting {
        cards.push(human_card(&v, tr, h));
    }
    cards.push(team_card(&v, tr, acting));
    cards.push(zombie_card(&v, tr));
    let mut facts = vec![texts::status(tr, &v, Stage::of(g.pending()))];
    // What the deciding seat is asked, for every seat to read: which sheet
    // the new zombie goes on, whose turn it is and how many actions are left.
    if matches!(g.decision(), Decision::Seat(_)) {
        facts.push(texts::asking(g, tr));
    }
    Page { facts, key: Some(tr.t("gs-page-key")), cards }
}

fn square(h: &HumanView) -> String {
    if h.placed { h.pos.to_string() } else { "—".into() }
}

/// Out of play, unconscious or in the car; `None` for a human in play.
fn condition(tr: &Tr, h: &HumanView) -> Option<String> {
    if h.dead {
        Some(tr.t("gs-dead"))
    } else if h.lives == 0 {
        Some(tr.t("gs-unconscious"))
    } else if h.in_car {
        Some(tr.t("gs-in-car"))
    } else {
        None
    }
}

fn human_card(v: &View, tr: &Tr, h: u8) -> Card {
    let hv = &v.humans[usize::from(h)];
    let label = |id: &str| Cell::new(tr.t(id), Tone::Muted);
    let mut life = vec![
        label("gs-lives"),
        Cell::new(format!("{} {}/4", names::hearts(hv.lives), hv.lives), Tone::Bad),
        Cell::new(square(hv), Tone::Strong),
    ];
    if let Some(c) = condition(tr, hv) {
        life.push(Cell::new(c, Tone::Bad));
    }
    let mut rows = vec![Row::new(life)];
    if let Some(t) = v.turn.as_ref().filter(|t| t.human == h) {
        let dots = format!(
            "{}{}",
            "●".repeat(usize::from(t.actions)),
            "○".repeat(usize::from(t.total.saturating_sub(t.actions)))
        );
        rows.push(Row::new(vec![Cell::new(
            format!("{dots} {}", tr!(tr, "gs-actions-left", count = t.actions)),
            Tone::Good,
        )]));
        let quick = hv
            .character
            .and_then(|c| content().characters.get(usize::from(c)))
            .is_some_and(|c| c.feature == horde_grid_siege::content::Feature::QuickSearch);
        if t.total == 1 && !quick {
            rows.push(Row::new(vec![Cell::new(tr.t("gs-one-action-note"), Tone::Bad)]));
        }
    }
    if let Some(c) = hv.character.and_then(|c| content().characters.get(usize::from(c))) {
        rows.push(Row::new(vec![label("gs-preferred"), Cell::plain(names::thing(tr, c.preferred))]));
    }
    if let Some((name, text)) = hv.character.and_then(|c| names::feature(tr, c)) {
        rows.push(Row::new(vec![label("gs-feature"), Cell::new(name, Tone::Strong), Cell::plain(text)]));
    }
    let mut things = vec![label("gs-things")];
    if hv.things.is_empty() {
        things.push(Cell::new(tr.t("gs-nothing"), Tone::Muted));
    }
    things.extend(
        hv.things
            .iter()
            .map(|&(t, empty)| Cell::new(names::carried(tr, t, empty), if empty { Tone::Muted } else { Tone::Strong })),
    );
    rows.push(Row::new(things));
    Card {
        title: tr!(tr, "gs-card-title-human", name = names::human(tr, &v.humans, h), seat = u32::from(hv.seat) + 1),
        rows,
    }
}

fn team_card(v: &View, tr: &Tr, acting: Option<u8>) -> Card {
    let rows = v
        .humans
        .iter()
        .enumerate()
        .map(|(i, hv)| {
            let i = i as u8;
            let state = condition(tr, hv).unwrap_or_else(|| {
                if acting == Some(i) {
                    tr.t("gs-acting")
                } else if hv.acted {
                    tr.t("gs-done")
                } else {
                    String::new()
                }
            });
            let tone = if hv.dead {
                Tone::Gone
            } else if acting == Some(i) {
                Tone::Current
            } else {
                Tone::Plain
            };
            Row::new(vec![
                Cell::new(names::human(tr, &v.humans, i), Tone::Seat(hv.seat)),
                Cell::new(names::hearts(hv.lives), Tone::Bad),
                Cell::plain(square(hv)),
                Cell::new(state, Tone::Muted),
            ])
            .tone(tone)
        })
        .collect();
    Card { title: tr.t("gs-card-title-team"), rows }
}

fn zombie_card(v: &View, tr: &Tr) -> Card {
    let mut rows = Vec::new();
    match &v.zombie_hand {
        Some(hand) => {
            rows.extend(hand.iter().enumerate().filter(|(_, n)| **n > 0).map(|(k, &n)| {
                let name = names::zombie_card(tr, k as u8);
                Row::new(vec![Cell::new(if n > 1 { format!("{name} ×{n}") } else { name }, Tone::Strong)])
            }));
            if rows.is_empty() {
                rows.push(Row::new(vec![Cell::new(tr.t("gs-nothing"), Tone::Muted)]));
            }
        }
        None => rows
            .push(Row::new(vec![Cell::new(tr!(tr, "gs-zombie-hand-hidden", count = v.zombie_hand_size), Tone::Muted)])),
    }
    if v.car_started {
        rows.push(Row::new(vec![Cell::new(tr.t("gs-car-started"), Tone::Good)]));
    }
    Card { title: tr.t("gs-zombie-hand"), rows }
}

/// Where an event happened, for the page to point at while the zombies'
/// phase is told: a figure that moved slides along its arrow (its board
/// token carries the same `data-piece`). Grid Siege's board is public; a
/// dealt zombie card, the one hidden thing, has no place on it.
pub fn mark(g: &GridSiege, event: &Event, lang: Lang) -> Option<Mark> {
    let z = texts::texts().tr(lang).t("gs-zombie-letter");
    let moved = |from: Pos, to: Pos, piece: String| Mark {
        spot: Some(to.to_string()),
        moved: Some([from.to_string(), to.to_string()]),
        badge: None,
        piece: Some(piece),
    };
    let badge =
        |at: Pos, badge: String| Mark { spot: Some(at.to_string()), moved: None, badge: Some(badge), piece: None };
    let human_at = |h: u8| g.humans().get(usize::from(h)).filter(|h| h.placed).map(|h| h.pos);
    Some(match *event {
        Event::ZombieMoved { from, to } | Event::ZombiePushed { from, to } => moved(from, to, ZOMBIE_PIECE.to_owned()),
        Event::HumanMoved { human, from, to } => moved(from, to, human_piece(human)),
        Event::ZombieSpawned { pos } => badge(pos, format!("+{z}")),
        Event::ZombieKilled { pos } => badge(pos, format!("✕{z}")),
        Event::Rose { pos, .. } => badge(pos, format!("+{z}")),
        Event::Wounded { human, lives } => badge(human_at(human)?, format!("♥{lives}")),
        Event::Died { human } => badge(human_at(human)?, "☠".to_owned()),
        Event::Attacked { target, .. } => {
            Mark { spot: Some(target.to_string()), moved: None, badge: None, piece: None }
        }
        _ => return None,
    })
}

/// The board's name of a zombie token: zombies are alike, so the page
/// tells them apart by the square they stand on (`data-spot`).
pub const ZOMBIE_PIECE: &str = "zombie";

/// The board's name of human `h`'s token.
pub fn human_piece(h: u8) -> String {
    format!("human-{}", u16::from(h) + 1)
}
