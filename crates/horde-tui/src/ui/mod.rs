//! Drawing the game screen from the app's state.

pub mod widgets;

use crate::app::{App, Focus, Phase};
use crate::game_ui::{Tone, TuiGame};
use crate::i18n::Tr;
use crate::tr;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

/// Width of the side panel (card and menu).
pub const SIDE_WIDTH: u16 = 50;
/// Rows of the event log, borders included.
pub const LOG_HEIGHT: u16 = 9;
/// Rows of the survivor card panel, borders included.
pub const CARD_HEIGHT: u16 = 19;
/// The smallest terminal the game screen is drawn in.
pub const MIN_SIZE: (u16, u16) = (100, 32);

/// The smallest terminal that fits this game's board and the panels.
pub fn min_size<G: TuiGame>(scene: &G::Scene) -> (u16, u16) {
    let (bw, bh) = G::board_min_size(scene);
    let w = (bw + 2 + SIDE_WIDTH).max(MIN_SIZE.0);
    let h = (bh + 2 + LOG_HEIGHT + 2).max(MIN_SIZE.1);
    (w, h)
}

/// Draws the whole game screen into `buf`.
pub fn draw<G: TuiGame>(app: &App<G>, area: Rect, buf: &mut Buffer) {
    let tr = &app.tr;
    let need = min_size::<G>(&app.scene);
    if area.width < need.0 || area.height < need.1 {
        widgets::too_small(tr, area, need, buf);
        return;
    }
    if let Phase::Passing(seat) = app.phase {
        let who = app.s.state().seat_label(seat, tr);
        widgets::pass_screen(tr, &who, area, buf);
        return;
    }
    // The side panel runs the full height; the log sits under the board.
    let [top, body, keys] =
        Layout::vertical([Constraint::Length(1), Constraint::Fill(1), Constraint::Length(1)]).areas(area);
    title_line(app, top, buf);
    let [left, side] = Layout::horizontal([Constraint::Fill(1), Constraint::Length(SIDE_WIDTH)]).areas(body);
    let [board_area, log_area] = Layout::vertical([Constraint::Fill(1), Constraint::Length(LOG_HEIGHT)]).areas(left);
    let marked = app.menu.marked();
    let ctx = app.board_ctx(&marked);

    let board_block = widgets::panel(G::title(&app.scene, tr));
    let board_block =
        if app.focus == Focus::Board { board_block.border_style(Style::new().fg(Color::Yellow)) } else { board_block };
    let board_inner = board_block.inner(board_area);
    board_block.render(board_area, buf);
    G::render_board(&app.scene, &ctx, board_inner, buf);
    if let Some(shown) = &app.playing
        && let Some(text) = &shown.text
    {
        banner(text, shown.tone, board_inner, buf);
    }

    let [card_area, menu_area] = Layout::vertical([Constraint::Length(CARD_HEIGHT), Constraint::Fill(1)]).areas(side);
    G::render_card(&app.scene, &ctx, card_area, buf);
    let menu_title = match app.phase {
        Phase::Deciding(seat) => tr!(tr, "menu-title", seat = u32::from(seat.0) + 1),
        Phase::Over => tr!(tr, "menu-title-over"),
        _ => tr!(tr, "menu-title-wait"),
    };
    match app.phase {
        Phase::Deciding(_) => widgets::menu(tr, &app.menu, app.focus == Focus::Menu, menu_title, menu_area, buf),
        _ => waiting_panel(app, menu_title, menu_area, buf),
    }

    widgets::log(tr, &app.log, app.log_scroll, log_area, buf);
    key_line(app, keys, buf);

    if let Some(p) = &app.prompt {
        widgets::prompt(tr, p, area, buf);
    }
    if app.help {
        widgets::help(tr, &help_rows(tr), area, buf);
    }
}

/// The line across the bottom of the board while an event plays.
fn banner(text: &str, tone: Tone, area: Rect, buf: &mut Buffer) {
    if area.height < 2 {
        return;
    }
    let r = Rect { x: area.x, y: area.y + area.height - 1, width: area.width, height: 1 };
    let style = widgets::tone_style(tone).add_modifier(Modifier::BOLD | Modifier::REVERSED);
    Paragraph::new(Line::styled(format!(" ▶ {text} "), style)).render(r, buf);
}

fn title_line<G: TuiGame>(app: &App<G>, area: Rect, buf: &mut Buffer) {
    let tr = &app.tr;
    let who = match app.phase {
        Phase::Deciding(_) => app.s.state().asking(tr),
        Phase::Running => tr!(tr, "status-running"),
        Phase::Passing(_) => String::new(),
        Phase::Over => tr!(tr, "status-over"),
    };
    let line = Line::from(vec![
        Span::styled(" Horde ", Style::new().fg(Color::Black).bg(Color::Yellow).add_modifier(Modifier::BOLD)),
        Span::raw(" "),
        Span::styled(G::status(&app.scene, tr), Style::new().add_modifier(Modifier::BOLD)),
        Span::raw("  │  "),
        Span::styled(who, Style::new().fg(Color::Cyan)),
        Span::raw("  │  "),
        Span::styled(
            tr!(tr, "status-seed", seed = app.s.driver().seed().to_string()),
            Style::new().add_modifier(Modifier::DIM),
        ),
    ]);
    Paragraph::new(line).render(area, buf);
}

fn waiting_panel<G: TuiGame>(app: &App<G>, title: String, area: Rect, buf: &mut Buffer) {
    let tr = &app.tr;
    let block = widgets::panel(title);
    let inner = block.inner(area);
    block.render(area, buf);
    let mut lines = Vec::new();
    match app.phase {
        Phase::Over => {
            if let Some(m) = &app.message {
                lines.push(Line::styled(m.text.clone(), widgets::tone_style(m.tone).add_modifier(Modifier::BOLD)));
            }
            lines.push(Line::raw(""));
            lines.push(Line::raw(tr!(tr, "over-hint")));
        }
        _ => {
            if let Some(p) = &app.playing
                && let Some(text) = &p.text
            {
                lines.push(Line::styled(format!("▶ {text}"), widgets::tone_style(p.tone).add_modifier(Modifier::BOLD)));
                lines.push(Line::raw(""));
            }
            lines.push(Line::raw(tr!(tr, "wait-body")));
            lines.push(Line::raw(""));
            lines.push(Line::styled(
                tr!(tr, "wait-speed", speed = app.anim.speed_label()),
                Style::new().add_modifier(Modifier::DIM),
            ));
        }
    }
    let text_h = (lines.len() as u16 + 4).min(inner.height);
    let [text_area, card_area] = Layout::vertical([Constraint::Length(text_h), Constraint::Fill(1)]).areas(inner);
    Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: true }).render(text_area, buf);
    // The zombie card just drawn, big, while its zombies appear.
    if app.phase == Phase::Running
        && let Some((title, rest)) = app.card.as_deref().and_then(<[String]>::split_first)
    {
        widgets::card(title, rest, card_area, buf);
    }
}

fn key_line<G: TuiGame>(app: &App<G>, area: Rect, buf: &mut Buffer) {
    let tr = &app.tr;
    let (text, tone) = match &app.message {
        Some(m) if app.phase != Phase::Over => (m.text.clone(), m.tone),
        _ => {
            let keys = match (app.phase, app.focus) {
                (Phase::Deciding(_), Focus::Menu) => tr!(tr, "keys-menu"),
                (Phase::Deciding(_), Focus::Board) => tr!(tr, "keys-board"),
                (Phase::Running, _) => tr!(tr, "keys-running", speed = app.anim.speed_label()),
                _ => tr!(tr, "keys-over"),
            };
            (keys, Tone::Plain)
        }
    };
    let style = match tone {
        Tone::Plain => Style::new().add_modifier(Modifier::DIM),
        t => widgets::tone_style(t).add_modifier(Modifier::BOLD),
    };
    Paragraph::new(Line::styled(format!(" {text}"), style)).render(area, buf);
}

pub fn help_rows(tr: &Tr) -> Vec<(String, String)> {
    [
        ("help-keys-select", "help-select"),
        ("help-keys-act", "help-act"),
        ("help-keys-quick", "help-quick"),
        ("help-keys-groups", "help-groups"),
        ("help-keys-board", "help-board"),
        ("help-keys-undo", "help-undo"),
        ("help-keys-save", "help-save"),
        ("help-keys-speed", "help-speed"),
        ("help-keys-skip", "help-skip"),
        ("help-keys-log", "help-log"),
        ("help-keys-quit", "help-quit"),
    ]
    .iter()
    .map(|(k, v)| (tr.t(k), tr.t(v)))
    .collect()
}
