//! `horde replay FILE` on a terminal: step forward and backward through a
//! saved or simulated match, the board as it stood after each action.

use crate::game_ui::{BoardCtx, Tone, TuiGame};
use crate::games::{TuiFn, dispatch};
use crate::i18n::{Lang, Tr};
use crate::session::{match_from_file, read_file};
use crate::terminal::{self, Ended, Screen};
use crate::ui::widgets;
use crate::{clock, tr, ui};
use horde_core::{Actor, Entry, Match, Viewer};
use horde_rules::Registry;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use std::path::Path;
use std::time::{Duration, Instant};

/// Pause between steps when playing on its own, per speed level.
const AUTO_MS: [u64; 7] = [2000, 1200, 800, 500, 250, 120, 50];

pub struct ReplayApp<G: TuiGame> {
    pub(crate) tr: Tr,
    /// `states[k]`: the state after the first `k` actions.
    states: Vec<G>,
    entries: Vec<Entry<G::Action>>,
    /// The narration, and for each step where its lines end.
    lines: Vec<(String, Tone)>,
    ends: Vec<usize>,
    /// Steps that start a phase or a turn (for the `[` `]` jumps).
    turns: Vec<usize>,
    pos: usize,
    auto: bool,
    speed: usize,
    next_at: Option<Instant>,
    help: bool,
    quit: bool,
    title: String,
}

impl<G: TuiGame> std::fmt::Debug for ReplayApp<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReplayApp").field("pos", &self.pos).field("steps", &self.entries.len()).finish_non_exhaustive()
    }
}

impl<G: TuiGame> ReplayApp<G> {
    /// Replays `m`'s log from its setup, keeping every state.
    pub fn new(m: &Match<G>, tr: Tr, title: String) -> Result<Self, String> {
        let mut cur = Match::<G>::new(m.setup().clone(), m.seed()).map_err(|e| e.to_string())?;
        let mut states = vec![cur.state().clone()];
        let mut scene = cur.state().scene(Viewer::Spectator);
        let mut lines = vec![(tr!(tr, "replay-start"), Tone::Turn)];
        let mut ends = vec![lines.len()];
        let mut turns = Vec::new();
        let mut events = Vec::new();
        for (i, e) in m.log().iter().enumerate() {
            let before = cur.state().clone();
            events.clear();
            cur.act(e.actor, e.action, &mut events).map_err(|err| format!("action #{i}: {err}"))?;
            // Just the seat's number: the full label names every survivor.
            let who = match e.actor {
                Actor::Seat(s) => tr!(tr, "replay-seat", seat = u32::from(s.0) + 1),
                Actor::Chance => tr!(tr, "replay-chance"),
            };
            let label = before.action_info(e.action, &tr).label;
            lines.push((tr!(tr, "replay-step", n = i + 1, who = who, action = label), Tone::Plain));
            for ev in &events {
                let shown = G::play_event(&mut scene, ev, &tr);
                if shown.tone == Tone::Turn
                    && shown.pace == crate::game_ui::Pace::Pause
                    && turns.last() != Some(&(i + 1))
                {
                    turns.push(i + 1);
                }
                if let Some(t) = shown.text {
                    lines.push((format!("    {t}"), shown.tone));
                }
            }
            ends.push(lines.len());
            states.push(cur.state().clone());
        }
        let pos = states.len() - 1;
        Ok(Self {
            tr,
            states,
            entries: m.log().to_vec(),
            lines,
            ends,
            turns,
            pos,
            auto: false,
            speed: 3,
            next_at: None,
            help: false,
            quit: false,
            title,
        })
    }

    pub fn position(&self) -> usize {
        self.pos
    }
    pub fn steps(&self) -> usize {
        self.entries.len()
    }

    pub fn go(&mut self, pos: usize) {
        self.pos = pos.min(self.entries.len());
    }

    fn step(&mut self, delta: isize) {
        let p = (self.pos as isize + delta).clamp(0, self.entries.len() as isize);
        self.pos = p as usize;
    }

    pub fn handle_key(&mut self, key: KeyEvent) {
        if key.kind == KeyEventKind::Release {
            return;
        }
        if self.help {
            self.help = false;
            return;
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Char('c') if ctrl => self.quit = true,
            KeyCode::Char('q') | KeyCode::Esc => self.quit = true,
            KeyCode::Char('?') | KeyCode::F(1) => self.help = true,
            KeyCode::Right | KeyCode::Char('l' | 'n') | KeyCode::Enter => self.step(1),
            KeyCode::Left | KeyCode::Char('h' | 'p') | KeyCode::Backspace => self.step(-1),
            KeyCode::PageDown => self.step(10),
            KeyCode::PageUp => self.step(-10),
            KeyCode::Home => self.go(0),
            KeyCode::End => self.go(self.entries.len()),
            KeyCode::Char(']' | 't') => {
                if let Some(&t) = self.turns.iter().find(|&&t| t > self.pos) {
                    self.pos = t;
                }
            }
            KeyCode::Char('[' | 'T') => {
                if let Some(&t) = self.turns.iter().rev().find(|&&t| t < self.pos) {
                    self.pos = t;
                }
            }
            KeyCode::Char(' ') => {
                self.auto = !self.auto;
                self.next_at = None;
            }
            KeyCode::Char('+' | '=') => self.speed = (self.speed + 1).min(AUTO_MS.len() - 1),
            KeyCode::Char('-' | '_') => self.speed = self.speed.saturating_sub(1),
            _ => {}
        }
    }

    pub fn update(&mut self, now: Instant) {
        if !self.auto {
            return;
        }
        match self.next_at {
            Some(t) if now < t => {}
            _ => {
                if self.pos >= self.entries.len() {
                    self.auto = false;
                    return;
                }
                if self.next_at.is_some() {
                    self.pos += 1;
                }
                self.next_at = Some(now + Duration::from_millis(AUTO_MS[self.speed]));
            }
        }
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        let tr = &self.tr;
        let state = &self.states[self.pos];
        let scene = state.scene(Viewer::Spectator);
        let need = ui::min_size::<G>(&scene);
        if area.width < need.0 || area.height < need.1 {
            widgets::too_small(tr, area, need, buf);
            return;
        }
        let [top, body, log_area, keys] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Fill(1),
            Constraint::Length(ui::LOG_HEIGHT + 4),
            Constraint::Length(1),
        ])
        .areas(area);
        let status = Line::from(vec![
            Span::styled(" Horde ", Style::new().fg(Color::Black).bg(Color::Yellow).add_modifier(Modifier::BOLD)),
            Span::raw(" "),
            Span::styled(tr!(tr, "replay-title", file = self.title.clone()), Style::new().add_modifier(Modifier::BOLD)),
            Span::raw("  │  "),
            Span::raw(G::status(&scene, tr)),
            Span::raw("  │  "),
            Span::styled(
                tr!(tr, "replay-position", pos = self.pos, total = self.entries.len()),
                Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
            ),
        ]);
        Paragraph::new(status).render(top, buf);
        let [board_area, side] =
            Layout::horizontal([Constraint::Fill(1), Constraint::Length(ui::SIDE_WIDTH)]).areas(body);
        let focus = self.pos.checked_sub(1).and_then(|i| {
            let before = &self.states[i];
            before.action_info(self.entries[i].action, tr).target
        });
        let ctx = BoardCtx { tr, cursor: None, marked: &[], focus, subject: None };
        let block = widgets::panel(G::title(&scene, tr));
        let inner = block.inner(board_area);
        block.render(board_area, buf);
        G::render_board(&scene, &ctx, inner, buf);
        let [card_area, info_area] =
            Layout::vertical([Constraint::Length(ui::CARD_HEIGHT), Constraint::Fill(1)]).areas(side);
        G::render_card(&scene, &ctx, card_area, buf);
        self.draw_step(info_area, buf);

        // The narration up to the current step.
        let end = self.ends[self.pos];
        widgets::log(tr, &self.lines[..end], 0, log_area, buf);
        let text = if self.auto { tr!(tr, "replay-keys-auto", speed = self.speed + 1) } else { tr!(tr, "replay-keys") };
        Paragraph::new(Line::styled(format!(" {text}"), Style::new().add_modifier(Modifier::DIM))).render(keys, buf);
        if self.help {
            let rows: Vec<(String, String)> = [
                ("replay-help-keys-step", "replay-help-step"),
                ("replay-help-keys-jump", "replay-help-jump"),
                ("replay-help-keys-turn", "replay-help-turn"),
                ("replay-help-keys-ends", "replay-help-ends"),
                ("replay-help-keys-auto", "replay-help-auto"),
                ("help-keys-speed", "help-speed"),
                ("replay-help-keys-quit", "replay-help-quit"),
            ]
            .iter()
            .map(|(k, v)| (tr.t(k), tr.t(v)))
            .collect();
            widgets::help(tr, &rows, area, buf);
        }
    }

    fn draw_step(&self, area: Rect, buf: &mut Buffer) {
        let tr = &self.tr;
        let block = widgets::panel(tr!(tr, "replay-step-title"));
        let inner = block.inner(area);
        block.render(area, buf);
        let mut lines = Vec::new();
        match self.pos.checked_sub(1) {
            None => lines.push(Line::raw(tr!(tr, "replay-at-start"))),
            Some(i) => {
                let e = &self.entries[i];
                let before = &self.states[i];
                let who = match e.actor {
                    Actor::Seat(s) => before.seat_label(s, tr),
                    Actor::Chance => tr!(tr, "replay-chance"),
                };
                let info = before.action_info(e.action, tr);
                lines.push(Line::styled(who, Style::new().fg(Color::Cyan)));
                lines.push(Line::styled(info.label, Style::new().add_modifier(Modifier::BOLD)));
                lines.push(Line::from(vec![Span::styled(info.rule, Style::new().fg(Color::Cyan))]));
            }
        }
        lines.push(Line::raw(""));
        if let Some(o) = self.states[self.pos].outcome() {
            let key = if o.winners.is_empty() { "game-lost" } else { "game-won" };
            lines.push(Line::styled(tr!(tr, key, reason = o.reason), Style::new().add_modifier(Modifier::BOLD)));
        }
        lines.push(Line::styled(tr!(tr, "replay-hint"), Style::new().add_modifier(Modifier::DIM)));
        Paragraph::new(lines).wrap(Wrap { trim: true }).render(inner, buf);
    }
}

impl<G: TuiGame> Screen for ReplayApp<G> {
    fn draw(&self, area: Rect, buf: &mut Buffer) {
        ReplayApp::draw(self, area, buf);
    }
    fn handle_key(&mut self, key: KeyEvent) {
        ReplayApp::handle_key(self, key);
    }
    fn update(&mut self, now: Instant) {
        ReplayApp::update(self, now);
    }
    fn wants_update_at(&self) -> Option<Instant> {
        self.auto.then(|| self.next_at.unwrap_or_else(clock::now))
    }
    fn done(&self) -> bool {
        self.quit
    }
}

/// Loads `path` for the viewer (the tests use it without a terminal).
pub fn load<G: TuiGame>(path: &Path, lang: Lang) -> Result<ReplayApp<G>, String> {
    let file = read_file(path).map_err(|e| e.to_string())?;
    let m = match_from_file::<G>(&file, path).map_err(|e| e.to_string())?;
    let title = path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned());
    ReplayApp::new(&m, Tr::new(lang), title)
}

/// Runs the interactive replay of `path`.
pub fn replay<R: Registry>(path: &Path, lang: Lang) -> Result<(), String> {
    let file = read_file(path).map_err(|e| e.to_string())?;
    dispatch::<R, _>(&file.game, Run { path: path.to_path_buf(), lang })?
}

struct Run {
    path: std::path::PathBuf,
    lang: Lang,
}

impl TuiFn for Run {
    type Output = Result<(), String>;
    fn call<G: TuiGame>(self) -> Self::Output {
        let mut app = load::<G>(&self.path, self.lang)?;
        match terminal::run(&mut app).map_err(|e| format!("cannot use the terminal: {e}"))? {
            Ended::Normally => Ok(()),
            Ended::Panicked => Err("the replay viewer crashed".into()),
        }
    }
}
