//! The side panel: the human in question (lives, actions, things), the
//! team under him, and the zombie hand — its cards for the Zombie
//! Player's eyes only, its size for everyone else.

use super::board::seat_color;
use super::names;
use super::scene::Scene;
use crate::game_ui::BoardCtx;
use crate::tr;
use crate::ui::widgets::panel;
use horde_grid_siege::content::content;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

pub fn render(scene: &Scene, ctx: &BoardCtx<'_>, area: Rect, buf: &mut Buffer) {
    let tr = ctx.tr;
    let v = &scene.view;
    let shown =
        ctx.subject.map(|s| s as u8).or(v.turn.as_ref().map(|t| t.human)).filter(|&h| usize::from(h) < v.humans.len());
    let title = match shown {
        Some(h) => tr!(
            tr,
            "gs-card-title-human",
            name = names::human(tr, &v.humans, h),
            seat = u32::from(v.humans[usize::from(h)].seat) + 1
        ),
        None => tr!(tr, "gs-card-title-team"),
    };
    let block = panel(title);
    let inner = block.inner(area);
    block.render(area, buf);
    let mut lines: Vec<Line<'static>> = Vec::new();
    if let Some(h) = shown {
        human_lines(scene, ctx, h, &mut lines);
        lines.push(Line::styled(format!("─ {} ", tr!(tr, "gs-team")), Style::new().fg(Color::Cyan)));
    }
    team_lines(scene, ctx, shown, &mut lines);
    lines.push(zombie_hand(scene, ctx));
    if v.car_started {
        lines.push(Line::styled(tr!(tr, "gs-car-started"), Style::new().fg(Color::LightGreen)));
    }
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(inner, buf);
}

fn human_lines(scene: &Scene, ctx: &BoardCtx<'_>, h: u8, lines: &mut Vec<Line<'static>>) {
    let tr = ctx.tr;
    let v = &scene.view;
    let hv = &v.humans[usize::from(h)];
    let label = |t: String| Span::styled(t, Style::new().add_modifier(Modifier::DIM));
    let mut life = vec![
        label(tr!(tr, "gs-lives")),
        Span::styled(format!(" {} {}/4", names::hearts(hv.lives), hv.lives), Style::new().fg(Color::LightRed)),
        Span::raw("  "),
        Span::styled(
            if hv.placed { hv.pos.to_string() } else { "—".into() },
            Style::new().add_modifier(Modifier::BOLD),
        ),
    ];
    let state = if hv.dead {
        Some(tr!(tr, "gs-dead"))
    } else if hv.lives == 0 {
        Some(tr!(tr, "gs-unconscious"))
    } else if hv.in_car {
        Some(tr!(tr, "gs-in-car"))
    } else {
        None
    };
    if let Some(s) = state {
        life.push(Span::styled(format!("  {s}"), Style::new().fg(Color::Yellow)));
    }
    lines.push(Line::from(life));
    if let Some(t) = v.turn.as_ref().filter(|t| t.human == h) {
        let dots = format!(
            "{}{}",
            "●".repeat(usize::from(t.actions)),
            "○".repeat(usize::from(t.total.saturating_sub(t.actions)))
        );
        lines.push(Line::styled(
            format!("{dots} {}", tr!(tr, "gs-actions-left", count = t.actions)),
            Style::new().fg(Color::LightGreen).add_modifier(Modifier::BOLD),
        ));
        if t.total == 1 && !one_action_searches(hv.character) {
            lines.push(Line::styled(tr!(tr, "gs-one-action-note"), Style::new().fg(Color::Yellow)));
        }
    }
    if let Some(c) = hv.character.and_then(|c| content().characters.get(usize::from(c))) {
        lines.push(Line::from(vec![
            label(tr!(tr, "gs-preferred")),
            Span::raw(format!(" {}", names::thing(tr, c.preferred))),
        ]));
    }
    if let Some((name, text)) = hv.character.and_then(|c| horde_grid_siege::texts::names::feature(tr, c)) {
        lines.push(Line::from(vec![
            label(tr!(tr, "gs-feature")),
            Span::styled(format!(" {name}"), Style::new().add_modifier(Modifier::BOLD)),
            Span::raw(format!(": {text}")),
        ]));
    }
    lines.push(Line::from(label(tr!(tr, "gs-things"))));
    if hv.things.is_empty() {
        lines.push(Line::raw(format!("  {}", tr!(tr, "gs-nothing"))));
    }
    for (t, empty) in &hv.things {
        let style = if *empty {
            Style::new().fg(Color::Gray)
        } else {
            Style::new().fg(Color::White).add_modifier(Modifier::BOLD)
        };
        lines.push(Line::styled(format!("  • {}", names::carried(tr, *t, *empty)), style));
    }
}

/// Whether the character's feature lets a 1-action human search (GS-GAP-23).
fn one_action_searches(character: Option<u8>) -> bool {
    character
        .and_then(|c| content().characters.get(usize::from(c)))
        .is_some_and(|c| c.feature == horde_grid_siege::content::Feature::QuickSearch)
}

fn team_lines(scene: &Scene, ctx: &BoardCtx<'_>, shown: Option<u8>, lines: &mut Vec<Line<'static>>) {
    let tr = ctx.tr;
    let v = &scene.view;
    for (i, hv) in v.humans.iter().enumerate() {
        let i = i as u8;
        let mut style = Style::new().fg(seat_color(hv.seat));
        if shown == Some(i) {
            style = style.add_modifier(Modifier::BOLD);
        }
        let state = if hv.dead {
            tr!(tr, "gs-dead")
        } else if hv.in_car {
            tr!(tr, "gs-in-car")
        } else if v.turn.as_ref().is_some_and(|t| t.human == i) {
            tr!(tr, "gs-acting")
        } else if hv.acted {
            tr!(tr, "gs-done")
        } else {
            String::new()
        };
        let name: String = names::human(tr, &v.humans, i).chars().take(18).collect();
        lines.push(Line::from(vec![
            Span::styled(format!("{name:<18}"), style),
            Span::styled(format!(" {}", names::hearts(hv.lives)), Style::new().fg(Color::LightRed)),
            Span::raw(format!(" {:<4}", if hv.placed { hv.pos.to_string() } else { "—".into() })),
            Span::styled(format!(" {state}"), Style::new().add_modifier(Modifier::DIM)),
        ]));
    }
}

fn zombie_hand(scene: &Scene, ctx: &BoardCtx<'_>) -> Line<'static> {
    let tr = ctx.tr;
    let v = &scene.view;
    let text = match &v.zombie_hand {
        Some(hand) => {
            let cards: Vec<String> = hand
                .iter()
                .enumerate()
                .filter(|(_, n)| **n > 0)
                .map(|(k, n)| {
                    let name = names::zombie_card(tr, k as u8);
                    if *n > 1 { format!("{name} ×{n}") } else { name }
                })
                .collect();
            if cards.is_empty() { tr!(tr, "gs-nothing") } else { cards.join(", ") }
        }
        None => tr!(tr, "gs-zombie-hand-hidden", count = v.zombie_hand_size),
    };
    Line::from(vec![
        Span::styled(format!("{}: ", tr!(tr, "gs-zombie-hand")), Style::new().fg(Color::LightRed)),
        Span::raw(text),
    ])
}
