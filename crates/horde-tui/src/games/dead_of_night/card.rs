//! The side panel: the event card face up (DN-TURN-1), the player in
//! question (the one acting, or the one the menu's action concerns) with
//! energy, actions, ammo, keys and items, and every player on one line.

use super::board::seat_color;
use super::scene::Scene;
use crate::game_ui::BoardCtx;
use crate::tr;
use crate::ui::widgets::panel;
use horde_dead_of_night::texts::{self, thing};
use horde_dead_of_night::{Player, Thing};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

pub fn render(scene: &Scene, ctx: &BoardCtx<'_>, area: Rect, buf: &mut Buffer) {
    let tr = ctx.tr;
    let v = &scene.view;
    let shown = ctx.subject.map(usize::from).unwrap_or(usize::from(v.active)).min(v.players.len().saturating_sub(1));
    let block = panel(tr!(tr, "dn-page-player", seat = shown as u32 + 1));
    let inner = block.inner(area);
    block.render(area, buf);
    let mut lines: Vec<Line<'static>> = Vec::new();
    if let Some(p) = v.players.get(shown) {
        player_lines(scene, ctx, shown, p, &mut lines);
    }
    if let Some(c) = scene.card {
        lines.push(Line::styled(format!("─ {} ", tr!(tr, "dn-page-card-title")), Style::new().fg(Color::Cyan)));
        let face = texts::card_face(tr, c);
        let styles = [
            Style::new().add_modifier(Modifier::BOLD),
            Style::new().fg(Color::LightRed),
            Style::new(),
        ];
        lines.extend(face.into_iter().zip(styles).map(|(t, st)| Line::styled(t, st)));
    }
    lines.push(Line::styled(format!("─ {} ", tr!(tr, "dn-tui-players")), Style::new().fg(Color::Cyan)));
    for (seat, p) in v.players.iter().enumerate() {
        lines.push(one_line(scene, ctx, seat, p));
    }
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(inner, buf);
}

fn hearts(p: &Player) -> String {
    let e = p.energy.clamp(0, 6) as usize;
    format!("{}{}", "♥".repeat(e), "♡".repeat(6 - e))
}

fn player_lines(scene: &Scene, ctx: &BoardCtx<'_>, seat: usize, p: &Player, lines: &mut Vec<Line<'static>>) {
    let tr = ctx.tr;
    let v = &scene.view;
    let dim = Style::new().add_modifier(Modifier::DIM);
    let at = p.pos.filter(|_| p.alive && !p.escaped).and_then(|q| scene.scenario.map(|s| texts::square_in(s, q)));
    lines.push(Line::from(vec![
        Span::styled(tr!(tr, "dn-page-energy"), dim),
        Span::styled(format!(" {} {}/6  ", hearts(p), p.energy), Style::new().fg(Color::LightRed)),
        Span::styled(tr!(tr, "dn-page-ammo"), dim),
        Span::styled(format!(" {}  ", p.ammo), Style::new().add_modifier(Modifier::BOLD)),
        Span::styled(at.unwrap_or_else(|| "—".to_owned()), Style::new().fg(seat_color(seat))),
    ]));
    if let Some(state) = condition(ctx, p) {
        lines.push(Line::styled(state, Style::new().fg(Color::Yellow)));
    } else if v.over.is_none() && usize::from(v.active) == seat && v.actions > 0 {
        let dots = "●".repeat(usize::from(v.actions));
        lines.push(Line::styled(
            format!("{dots} {}", tr!(tr, "dn-page-actions", actions = u32::from(v.actions))),
            Style::new().fg(Color::LightGreen),
        ));
    }
    if p.keys {
        lines.push(Line::styled(tr!(tr, "dn-page-keys"), Style::new().fg(Color::LightGreen)));
    }
    lines.push(items(ctx, "dn-page-hands", &p.hands));
    lines.push(items(ctx, "dn-page-pack", &p.pack));
    lines.push(Line::from(vec![Span::styled(tr!(tr, "dn-page-kills"), dim), Span::raw(format!(" {}", p.kills))]));
}

fn condition(ctx: &BoardCtx<'_>, p: &Player) -> Option<String> {
    if p.escaped {
        Some(tr!(ctx.tr, "dn-page-escaped"))
    } else if !p.alive {
        Some(tr!(ctx.tr, "dn-page-dead"))
    } else if p.infected {
        Some(tr!(ctx.tr, "dn-page-infected"))
    } else {
        None
    }
}

fn items(ctx: &BoardCtx<'_>, label: &str, things: &[Thing]) -> Line<'static> {
    let names: Vec<String> = things.iter().map(|&t| thing(ctx.tr, t)).collect();
    let list = if names.is_empty() { tr!(ctx.tr, "dn-page-nothing") } else { names.join(", ") };
    Line::from(vec![
        Span::styled(ctx.tr.t(label), Style::new().add_modifier(Modifier::DIM)),
        Span::styled(format!(" {list}"), Style::new().add_modifier(Modifier::BOLD)),
    ])
}

/// "P2 ♥♥♥♡♡♡ 3 ammo" ("И2" in Russian): every player at a glance, the acting one marked.
fn one_line(scene: &Scene, ctx: &BoardCtx<'_>, seat: usize, p: &Player) -> Line<'static> {
    let v = &scene.view;
    let acting = v.over.is_none() && usize::from(v.active) == seat;
    let mut spans = vec![
        Span::styled(if acting { "▶" } else { " " }, Style::new().fg(Color::Yellow)),
        Span::styled(
            format!("{}{} ", ctx.tr.t("dn-player-letter"), seat + 1),
            Style::new().fg(seat_color(seat)).add_modifier(Modifier::BOLD),
        ),
        Span::styled(hearts(p), Style::new().fg(Color::LightRed)),
        Span::raw(format!(" {} ", tr!(ctx.tr, "dn-tui-ammo-short", ammo = u32::from(p.ammo)))),
    ];
    if let Some(state) = condition(ctx, p) {
        spans.push(Span::styled(state, Style::new().fg(Color::Yellow)));
    }
    Line::from(spans)
}
