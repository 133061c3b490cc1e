//! Generic pieces of the screen: the menu, the log, the too-small
//! message, the hot-seat screen, help and the text prompt.

use crate::app::menu::Menu;
use crate::app::prompt::Prompt;
use crate::game_ui::Tone;
use crate::i18n::Tr;
use crate::tr;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Borders, Clear, Paragraph, Widget, Wrap};

pub fn tone_style(t: Tone) -> Style {
    match t {
        Tone::Plain => Style::new(),
        Tone::Good => Style::new().fg(Color::Green),
        Tone::Bad => Style::new().fg(Color::LightRed),
        Tone::Zombie => Style::new().fg(Color::LightMagenta),
        Tone::Turn => Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
    }
}

pub fn panel(title: String) -> Block<'static> {
    Block::new()
        .borders(Borders::ALL)
        .border_type(BorderType::Rounded)
        .title(Span::styled(format!(" {title} "), Style::new().add_modifier(Modifier::BOLD)))
}

/// Shown instead of the game while the terminal is smaller than `need`.
pub fn too_small(tr: &Tr, area: Rect, need: (u16, u16), buf: &mut Buffer) {
    Clear.render(area, buf);
    let text = vec![
        Line::styled(tr!(tr, "too-small-title"), Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD)),
        Line::raw(""),
        Line::raw(tr!(
            tr,
            "too-small-body",
            width = area.width,
            height = area.height,
            need_width = need.0,
            need_height = need.1
        )),
        Line::raw(""),
        Line::styled(tr!(tr, "too-small-hint"), Style::new().add_modifier(Modifier::DIM)),
    ];
    let h = (text.len() as u16).min(area.height);
    let [_, mid, _] = Layout::vertical([Constraint::Fill(1), Constraint::Length(h), Constraint::Fill(1)]).areas(area);
    Paragraph::new(text).alignment(Alignment::Center).wrap(Wrap { trim: true }).render(mid, buf);
}

/// The event log, newest at the bottom, `scroll` lines back.
pub fn log(tr: &Tr, lines: &[(String, Tone)], scroll: usize, area: Rect, buf: &mut Buffer) {
    let title = if scroll > 0 { tr!(tr, "log-title-scrolled", lines = scroll) } else { tr!(tr, "log-title") };
    let block = panel(title);
    let inner = block.inner(area);
    block.render(area, buf);
    let h = inner.height as usize;
    let end = lines.len().saturating_sub(scroll.min(lines.len()));
    let start = end.saturating_sub(h);
    let shown: Vec<Line> =
        lines[start..end].iter().map(|(t, tone)| Line::styled(t.clone(), tone_style(*tone))).collect();
    Paragraph::new(shown).render(inner, buf);
}

/// The action menu with its detail lines at the bottom.
pub fn menu<A>(tr: &Tr, m: &Menu<A>, active: bool, title: String, area: Rect, buf: &mut Buffer) {
    let block = panel(title);
    let inner = block.inner(area);
    block.render(area, buf);
    if inner.height < 3 {
        return;
    }
    let [list_area, detail_area] = Layout::vertical([Constraint::Fill(1), Constraint::Length(3)]).areas(inner);
    let mut lines: Vec<Line> = Vec::new();
    let mut selected_line = 0;
    let mut group = None;
    for i in m.visible() {
        let item = &m.items[i];
        if group != Some(item.info.group) {
            group = Some(item.info.group);
            lines.push(Line::styled(
                format!("─ {} ", tr.t(item.info.group.message())),
                Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
            ));
        }
        let key = item.key.map_or(" ✗ ".to_owned(), |k| format!("[{k}]"));
        let mut style = match (item.legal(), &item.info.warning) {
            (false, _) => Style::new().fg(Color::DarkGray),
            (true, Some(_)) => Style::new().fg(Color::LightRed),
            (true, None) => Style::new(),
        };
        if i == m.selected {
            selected_line = lines.len();
            if active {
                style = style.add_modifier(Modifier::REVERSED);
            } else {
                style = style.add_modifier(Modifier::UNDERLINED);
            }
        }
        lines.push(Line::styled(format!("{key} {}", item.info.label), style));
    }
    if lines.is_empty() {
        lines.push(Line::styled(tr!(tr, "menu-empty"), Style::new().add_modifier(Modifier::DIM)));
    }
    let h = list_area.height as usize;
    let offset = (selected_line + 2).saturating_sub(h);
    let offset = offset.min(lines.len().saturating_sub(h));
    let total = lines.len();
    let mut shown: Vec<Line> = lines.into_iter().skip(offset).take(h).collect();
    // Say when the list runs on beyond the panel, and how far.
    let dim = Style::new().fg(Color::Cyan).add_modifier(Modifier::DIM);
    if offset > 0 && h >= 3 {
        shown[0] = Line::styled(tr!(tr, "menu-more-above", count = offset), dim);
    }
    let below = total.saturating_sub(offset + h);
    if below > 0 && h >= 3 {
        let last = shown.len() - 1;
        shown[last] = Line::styled(tr!(tr, "menu-more-below", count = below + 1), dim);
    }
    Paragraph::new(shown).render(list_area, buf);

    let detail: Vec<Line> = match m.current() {
        Some(item) => match &item.refusal {
            None => {
                let mut v = vec![Line::from(vec![
                    Span::styled(item.info.rule, Style::new().fg(Color::Cyan)),
                    Span::raw(" · "),
                    Span::raw(item.info.label.clone()),
                ])];
                match (&item.info.warning, &item.info.detail) {
                    (Some(w), _) => v.push(Line::styled(w.clone(), Style::new().fg(Color::LightRed))),
                    (None, Some(d)) => v.push(Line::styled(d.clone(), Style::new().add_modifier(Modifier::DIM))),
                    (None, None) => {}
                }
                v
            }
            Some(r) => vec![
                Line::styled(tr!(tr, "menu-refused", rule = r.rule.clone()), Style::new().fg(Color::LightRed)),
                Line::styled(r.message.clone(), Style::new().fg(Color::LightRed)),
            ],
        },
        None => Vec::new(),
    };
    Paragraph::new(detail).wrap(Wrap { trim: true }).render(detail_area, buf);
}

/// Hot seat: the board is hidden until the next person is ready.
pub fn pass_screen(tr: &Tr, who: &str, area: Rect, buf: &mut Buffer) {
    Clear.render(area, buf);
    let block = panel(tr!(tr, "pass-title"));
    let inner = block.inner(area);
    block.render(area, buf);
    let text = vec![
        Line::styled(tr!(tr, "pass-body", seat = who.to_owned()), Style::new().add_modifier(Modifier::BOLD)),
        Line::raw(""),
        Line::raw(tr!(tr, "pass-hidden")),
        Line::raw(""),
        Line::styled(tr!(tr, "pass-hint"), Style::new().fg(Color::Yellow)),
    ];
    let [_, mid, _] = Layout::vertical([Constraint::Fill(1), Constraint::Length(5), Constraint::Fill(1)]).areas(inner);
    Paragraph::new(text).alignment(Alignment::Center).wrap(Wrap { trim: true }).render(mid, buf);
}

/// A centred box of `w`×`h` inside `area`, cleared.
pub fn popup(area: Rect, w: u16, h: u16, buf: &mut Buffer) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    let r = Rect { x: area.x + (area.width - w) / 2, y: area.y + (area.height - h) / 2, width: w, height: h };
    Clear.render(r, buf);
    r
}

/// The help overlay: `rows` are (keys, what they do).
pub fn help(tr: &Tr, rows: &[(String, String)], area: Rect, buf: &mut Buffer) {
    let h = rows.len() as u16 + 4;
    let r = popup(area, 72, h, buf);
    let block = panel(tr!(tr, "help-title"));
    let inner = block.inner(r);
    block.render(r, buf);
    let mut lines: Vec<Line> = rows
        .iter()
        .map(|(k, v)| {
            Line::from(vec![Span::styled(format!("{k:<16}"), Style::new().fg(Color::Cyan)), Span::raw(v.clone())])
        })
        .collect();
    lines.push(Line::raw(""));
    lines.push(Line::styled(tr!(tr, "help-close"), Style::new().add_modifier(Modifier::DIM)));
    Paragraph::new(lines).render(inner, buf);
}

/// The save prompt.
pub fn prompt(tr: &Tr, p: &Prompt, area: Rect, buf: &mut Buffer) {
    let r = popup(area, 80.min(area.width), 5, buf);
    let block = panel(tr!(tr, "prompt-save-title"));
    let inner = block.inner(r);
    block.render(r, buf);
    let chars: Vec<char> = p.text.chars().collect();
    // Keep the cursor in view for paths longer than the box.
    let width = inner.width.saturating_sub(1) as usize;
    let start = p.cursor.saturating_sub(width);
    let before: String = chars[start..p.cursor.min(chars.len())].iter().collect();
    let at: String = chars.get(p.cursor).map_or(" ".to_owned(), |c| c.to_string());
    let after: String = chars.iter().skip(p.cursor + 1).collect();
    let lines = vec![
        Line::from(vec![
            Span::raw(before),
            Span::styled(at, Style::new().add_modifier(Modifier::REVERSED)),
            Span::raw(after),
        ]),
        Line::raw(""),
        Line::styled(tr!(tr, "prompt-hint"), Style::new().add_modifier(Modifier::DIM)),
    ];
    Paragraph::new(lines).render(inner, buf);
}

/// A big card in the middle of `area` (a zombie card being drawn).
pub fn card(title: &str, lines: &[String], area: Rect, buf: &mut Buffer) {
    let w = lines.iter().map(|l| l.chars().count()).max().unwrap_or(10).max(title.chars().count()) as u16 + 6;
    let r = popup(area, w, lines.len() as u16 + 2, buf);
    let block = Block::new()
        .borders(Borders::ALL)
        .border_type(BorderType::Double)
        .border_style(Style::new().fg(Color::LightMagenta))
        .title(Span::styled(format!(" {title} "), Style::new().add_modifier(Modifier::BOLD)));
    let inner = block.inner(r);
    block.render(r, buf);
    // The first line (where) centred, the card's lines aligned as printed.
    let mut text: Vec<Line> = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        let line = Line::raw(l.clone());
        text.push(if i == 0 { line.alignment(Alignment::Center) } else { line });
    }
    Paragraph::new(text).render(inner.inner(ratatui::layout::Margin::new(1, 0)), buf);
}
