//! The side panel: the seat's page, as the browser shows it beside the
//! board (`horde_render::z_game::page_of`): what is under way, the seat's
//! hand with what each card does, its characters, the factions.

use super::board::seat_color;
use super::scene::Scene;
use crate::game_ui::BoardCtx;
use crate::ui::widgets::panel;
use horde_render::{Cell, Tone};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

fn style(tone: Tone) -> Style {
    match tone {
        Tone::Plain => Style::new(),
        Tone::Strong | Tone::Current => Style::new().add_modifier(Modifier::BOLD),
        Tone::Muted | Tone::Gone => Style::new().add_modifier(Modifier::DIM),
        Tone::Bad => Style::new().fg(Color::LightRed),
        Tone::Good => Style::new().fg(Color::LightGreen),
        Tone::Seat(s) => Style::new().fg(seat_color(s)).add_modifier(Modifier::BOLD),
        Tone::Level(_) => Style::new().fg(Color::Yellow),
    }
}

/// A card's rows, a line each, cells apart by a dot.
fn rows(card: &horde_render::Card, lines: &mut Vec<Line<'static>>) {
    for row in &card.rows {
        let mut spans = Vec::new();
        for (k, cell) in row.cells.iter().enumerate() {
            if k > 0 {
                spans.push(Span::raw(" · "));
            }
            spans.push(span(cell));
        }
        let line = Line::from(spans);
        lines.push(if row.tone == Tone::Current { line.style(Style::new().bg(Color::Rgb(40, 40, 70))) } else { line });
    }
}

fn span(cell: &Cell) -> Span<'static> {
    Span::styled(cell.text.clone(), style(cell.tone))
}

pub fn render(scene: &Scene, ctx: &BoardCtx<'_>, area: Rect, buf: &mut Buffer) {
    let mut page = horde_render::z_game::page_of(&scene.view, ctx.tr.lang());
    // A terminal panel is short: the seat's own cards first, the factions
    // (also on the map and the status line) last.
    page.cards.rotate_left(1);
    let mut cards = page.cards.iter();
    let Some(first) = cards.next() else { return };
    let block = panel(first.title.clone());
    let inner = block.inner(area);
    block.render(area, buf);
    let mut lines: Vec<Line<'static>> = Vec::new();
    rows(first, &mut lines);
    for card in cards {
        lines.push(Line::styled(format!("─ {} ", card.title), Style::new().fg(Color::Cyan)));
        rows(card, &mut lines);
    }
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(inner, buf);
}
