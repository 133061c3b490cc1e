//! The survivor's ID card in the side panel, and the team under it.

use super::board::seat_color;
use super::names;
use super::scene::Scene;
use crate::game_ui::BoardCtx;
use crate::tr;
use crate::ui::widgets::panel;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

/// XP at which the danger levels begin (RM-XP-2), for the bar only.
const LEVEL_XP: [u16; 4] = [0, 7, 19, 43];

pub fn render(scene: &Scene, ctx: &BoardCtx<'_>, area: Rect, buf: &mut Buffer) {
    let tr = ctx.tr;
    let shown = ctx.subject.map(|s| s as u8).or(scene.active).filter(|&i| (i as usize) < scene.surv.len());
    let title = match shown {
        Some(i) => {
            let s = &scene.surv[i as usize];
            tr!(tr, "rm-card-title-survivor", name = names::survivor(&scene.game, tr, i), seat = u32::from(s.seat) + 1)
        }
        None => tr!(tr, "rm-card-title-team"),
    };
    let block = panel(title);
    let inner = block.inner(area);
    block.render(area, buf);
    let mut lines: Vec<Line> = Vec::new();
    if let Some(i) = shown {
        survivor_lines(scene, ctx, i, &mut lines);
        lines.push(Line::styled(format!("─ {} ", tr!(tr, "rm-team")), Style::new().fg(Color::Cyan)));
    }
    team_lines(scene, ctx, shown, &mut lines);
    Paragraph::new(lines).render(inner, buf);
}

fn survivor_lines(scene: &Scene, ctx: &BoardCtx<'_>, i: u8, lines: &mut Vec<Line<'static>>) {
    let tr = ctx.tr;
    let g = &scene.game;
    let s = &scene.surv[i as usize];
    let label = |t: String| Span::styled(t, Style::new().add_modifier(Modifier::DIM));
    let bold = |t: String| Span::styled(t, Style::new().add_modifier(Modifier::BOLD));

    let status = if !s.alive {
        Span::styled(tr!(tr, "rm-dead"), Style::new().fg(Color::LightRed).add_modifier(Modifier::BOLD))
    } else if scene.active == Some(i) {
        let total = s.actions.max(1);
        let dots: String = "●".repeat(s.actions as usize);
        Span::styled(
            format!("{} {dots} ({})", tr!(tr, "rm-actions-left"), tr!(tr, "rm-actions", count = s.actions)),
            Style::new().fg(Color::LightGreen),
        )
        .patch_style(Style::new().add_modifier(if total > 0 { Modifier::BOLD } else { Modifier::empty() }))
    } else if s.done {
        Span::styled(tr!(tr, "rm-done-this-turn"), Style::new().add_modifier(Modifier::DIM))
    } else {
        Span::raw(tr!(tr, "rm-waiting"))
    };
    lines.push(Line::from(vec![label(tr!(tr, "rm-zone")), bold(format!(" {}  ", scene.zone_name(s.zone))), status]));

    // XP and the danger bar: blue, yellow, orange, red segments.
    let color = names::level_color(s.level);
    let mut bar = vec![
        label(tr!(tr, "rm-xp-label")),
        Span::styled(format!(" {:<3} ", s.xp), Style::new().fg(color).add_modifier(Modifier::BOLD)),
    ];
    for (lvl, w) in [(0u8, 7u16), (1, 12), (2, 24), (3, 6)] {
        let start = LEVEL_XP[lvl as usize];
        let cells = (w / 2).max(2);
        for c in 0..cells {
            let xp_at = start + c * w / cells;
            let filled = s.xp > xp_at || (s.xp == xp_at && s.xp > 0);
            let sym = if filled { "█" } else { "░" };
            bar.push(Span::styled(sym, Style::new().fg(names::level_color(lvl))));
        }
    }
    bar.push(Span::styled(
        format!(" {}", tr!(tr, "rm-level", level = names::level_id(s.level))),
        Style::new().fg(color),
    ));
    lines.push(Line::from(bar));

    let wound_style =
        if s.wounds > 0 { Style::new().fg(Color::LightRed).add_modifier(Modifier::BOLD) } else { Style::new() };
    let mut wl = vec![label(tr!(tr, "rm-wounds")), Span::styled(format!(" {}/2", s.wounds), wound_style)];
    if s.searched {
        wl.push(Span::raw("   "));
        wl.push(Span::styled(tr!(tr, "rm-searched"), Style::new().fg(Color::Yellow)));
    }
    if let Some(seat) = s.aboard {
        wl.push(Span::raw("   "));
        let t = if seat == 0 { tr!(tr, "rm-heli-pilot-seat") } else { tr!(tr, "rm-heli-seat", n = seat) };
        wl.push(Span::raw(format!("✈ {t}")));
    }
    lines.push(Line::from(wl));

    let slot_span = |k: usize| {
        let slot = s.slots[k];
        let text = names::slot(g, tr, slot);
        let style = if slot.is_wound() {
            Style::new().fg(Color::LightRed)
        } else if slot.is_empty() {
            Style::new().add_modifier(Modifier::DIM)
        } else {
            Style::new().fg(Color::White).add_modifier(Modifier::BOLD)
        };
        Span::styled(text, style)
    };
    lines.push(Line::from(vec![label(tr!(tr, "rm-hands"))]));
    lines.push(Line::from(vec![Span::raw(format!("  {}: ", tr!(tr, "rm-hand-left"))), slot_span(0)]));
    lines.push(Line::from(vec![Span::raw(format!("  {}: ", tr!(tr, "rm-hand-right"))), slot_span(1)]));
    let mut reserve = vec![label(tr!(tr, "rm-reserve")), Span::raw(" ")];
    // Hoard's reserve slot exists only for a survivor with it (RM-SKILL-43).
    let hoard = s.skills.contains(&horde_rue_morgue::skills::Skill::HOARD);
    for k in 2..s.slots.len() - usize::from(!hoard) {
        if k > 2 {
            reserve.push(Span::raw(" · "));
        }
        reserve.push(slot_span(k));
    }
    lines.push(Line::from(reserve));
    let skills: Vec<String> = s.skills.iter().map(|k| names::skill(g, tr, *k)).collect();
    let skills = if skills.is_empty() { "—".to_owned() } else { skills.join(", ") };
    lines.push(Line::from(vec![label(tr!(tr, "rm-skills")), Span::raw(format!(" {skills}"))]));
}

fn team_lines(scene: &Scene, ctx: &BoardCtx<'_>, shown: Option<u8>, lines: &mut Vec<Line<'static>>) {
    let tr = ctx.tr;
    for (i, s) in scene.surv.iter().enumerate() {
        let i = i as u8;
        let name = names::survivor(&scene.game, tr, i);
        let mut style = Style::new().fg(seat_color(s.seat));
        if shown == Some(i) {
            style = style.add_modifier(Modifier::BOLD);
        }
        let state = if !s.alive {
            tr!(tr, "rm-dead")
        } else if scene.active == Some(i) {
            tr!(tr, "rm-acting")
        } else if s.done {
            tr!(tr, "rm-done")
        } else {
            String::new()
        };
        let wounds = if s.wounds > 0 { format!(" ✚{}", s.wounds) } else { String::new() };
        lines.push(Line::from(vec![
            Span::styled(format!("{:<8}", truncate(&name, 8)), style),
            Span::raw(format!(" {:<5}", scene.zone_name(s.zone))),
            Span::styled(format!(" {:>2}xp", s.xp), Style::new().fg(names::level_color(s.level))),
            Span::styled(wounds, Style::new().fg(Color::LightRed)),
            Span::styled(format!(" {state}"), Style::new().add_modifier(Modifier::DIM)),
        ]));
    }
}

fn truncate(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}
