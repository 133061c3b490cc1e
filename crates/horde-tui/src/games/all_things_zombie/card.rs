//! The side panel: the page's cards (horde-render builds them from the
//! viewer's view in the reader's language, for the browser too), the
//! reaction test in progress first, then the sheet of the character in
//! question, then the rest of the band, the survivors found and the
//! zombies; the last test told under them.

use super::scene::Scene;
use crate::game_ui::BoardCtx;
use crate::tr;
use crate::ui::widgets::panel;
use horde_all_things_zombie::texts::character;
use horde_render::{Card, Picture, Tone};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

fn style(tone: Tone) -> Style {
    match tone {
        Tone::Plain => Style::new(),
        Tone::Strong => Style::new().add_modifier(Modifier::BOLD),
        Tone::Muted | Tone::Gone => Style::new().add_modifier(Modifier::DIM),
        Tone::Bad => Style::new().fg(Color::LightRed),
        Tone::Good => Style::new().fg(Color::LightGreen),
        Tone::Seat(0) => Style::new().fg(Color::LightCyan).add_modifier(Modifier::BOLD),
        Tone::Seat(_) => Style::new().fg(Color::LightRed).add_modifier(Modifier::BOLD),
        Tone::Level(_) => Style::new().fg(Color::Yellow),
        Tone::Current => Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
    }
}

fn card_lines(card: &Card, lines: &mut Vec<Line<'static>>) {
    lines.push(Line::styled(format!("─ {} ", card.title), Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD)));
    for row in &card.rows {
        let mut spans = Vec::new();
        for (k, cell) in row.cells.iter().enumerate() {
            if k > 0 {
                spans.push(Span::raw("  "));
            }
            spans.push(Span::styled(cell.text.clone(), style(cell.tone)));
        }
        lines.push(Line::from(spans).style(if row.tone == Tone::Plain { Style::new() } else { style(row.tone) }));
    }
}

pub fn render(scene: &Scene, ctx: &BoardCtx<'_>, area: Rect, buf: &mut Buffer) {
    let tr = ctx.tr;
    let page = scene.game.page(scene.viewer, tr.lang());
    let shown = ctx.subject.map(|s| s as u8).or(scene.view.acting);
    let name = shown.map(|c| character(tr, &scene.game, c));
    let block = panel(name.clone().unwrap_or_else(|| tr!(tr, "atz-page-band")));
    let inner = block.inner(area);
    block.render(area, buf);
    let test_title = tr.t("atz-page-test");
    let is_shown = |c: &Card| name.as_ref().is_some_and(|n| c.title.starts_with(n.as_str()));
    let mut order: Vec<&Card> = page.cards.iter().filter(|c| c.title == test_title).collect();
    order.extend(page.cards.iter().filter(|c| is_shown(c)));
    order.extend(page.cards.iter().filter(|c| c.title != test_title && !is_shown(c)));
    let mut lines = Vec::new();
    for card in order {
        card_lines(card, &mut lines);
    }
    if let Some(t) = &scene.last_test {
        lines.push(Line::styled(t.clone(), Style::new().fg(Color::Yellow)));
    }
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(inner, buf);
}
