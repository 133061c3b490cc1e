//! Keys on the game screen. Every key is safe in every state: a key with
//! no meaning now does nothing, or says why.

use super::prompt::{Prompt, PromptKind};
use super::{App, Focus, Phase, Quit};
use crate::game_ui::{Target, Tone, TuiGame};
use crate::tr;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

impl<G: TuiGame> App<G> {
    pub fn handle_key(&mut self, key: KeyEvent) {
        if key.kind == KeyEventKind::Release {
            return;
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        if ctrl && matches!(key.code, KeyCode::Char('c' | 'C')) {
            self.quit = Some(Quit::Interrupted);
            return;
        }
        if self.prompt.is_some() {
            self.prompt_key(key);
            return;
        }
        if self.help {
            self.help = false;
            return;
        }
        if let Phase::Passing(seat) = self.phase {
            match key.code {
                KeyCode::Enter | KeyCode::Char(' ') => {
                    self.at_keyboard = Some(seat);
                    self.phase = Phase::Running;
                    self.update(crate::clock::now());
                }
                KeyCode::Char('q') => self.quit = Some(Quit::Asked),
                _ => {}
            }
            return;
        }
        match key.code {
            KeyCode::Char('q') if !ctrl => return self.quit = Some(Quit::Asked),
            KeyCode::Char('?') | KeyCode::F(1) => return self.help = true,
            KeyCode::Char('+' | '=') => {
                self.anim.faster();
                return self.say_speed();
            }
            KeyCode::Char('-' | '_') => {
                self.anim.slower();
                return self.say_speed();
            }
            KeyCode::Char('s') if !ctrl => return self.open_save(),
            KeyCode::Char('s' | 'S') if ctrl => return self.open_save(),
            KeyCode::Char('u') | KeyCode::Backspace => return self.undo(),
            KeyCode::Char('z') if ctrl => return self.undo(),
            KeyCode::PageUp => return self.log_scroll = (self.log_scroll + 5).min(self.log.len().saturating_sub(1)),
            KeyCode::PageDown => return self.log_scroll = self.log_scroll.saturating_sub(5),
            _ => {}
        }
        match self.phase {
            Phase::Running => {
                if key.code == KeyCode::Char(' ') {
                    self.anim.skipping = true;
                    self.anim.next_at = None;
                    self.update(crate::clock::now());
                }
            }
            Phase::Deciding(_) => match self.focus {
                Focus::Menu => self.menu_key(key),
                Focus::Board => self.board_key(key),
            },
            Phase::Over | Phase::Passing(_) => {}
        }
    }

    fn say_speed(&mut self) {
        let text = tr!(self.tr, "msg-speed", speed = self.anim.speed_label());
        self.say(text, Tone::Plain);
    }

    fn open_save(&mut self) {
        self.prompt = Some(Prompt::new(PromptKind::Save, self.save_path.display().to_string()));
    }

    fn prompt_key(&mut self, key: KeyEvent) {
        let Some(p) = self.prompt.as_mut() else { return };
        match key.code {
            KeyCode::Esc => self.prompt = None,
            KeyCode::Enter => {
                let text = p.text.trim().to_owned();
                if text.is_empty() {
                    self.say(tr!(self.tr, "msg-path-empty"), Tone::Bad);
                    return;
                }
                self.prompt = None;
                self.save_to(text.into());
            }
            KeyCode::Backspace => p.backspace(),
            KeyCode::Delete => p.delete(),
            KeyCode::Left => p.left(),
            KeyCode::Right => p.right(),
            KeyCode::Home => p.home(),
            KeyCode::End => p.end(),
            KeyCode::Char('u') if key.modifiers.contains(KeyModifiers::CONTROL) => p.clear(),
            KeyCode::Char(c) => p.insert(c),
            _ => {}
        }
    }

    fn menu_key(&mut self, key: KeyEvent) {
        match key.code {
            KeyCode::Up => self.menu.step(-1),
            KeyCode::Down => self.menu.step(1),
            KeyCode::Home => self.menu.first(),
            KeyCode::End => self.menu.last(),
            KeyCode::Left => self.menu.jump_group(false),
            KeyCode::Right => self.menu.jump_group(true),
            KeyCode::Enter => self.take(self.menu.selected),
            KeyCode::Tab | KeyCode::BackTab => {
                self.focus = Focus::Board;
                self.cursor = self.menu.current().and_then(|i| i.info.target).or(self.cursor).or_else(|| {
                    let spots = G::spots(&self.scene);
                    spots.first().map(|s| s.0)
                });
                let text = tr!(self.tr, "msg-board-pick");
                self.say(text, Tone::Plain);
            }
            KeyCode::Esc => {
                self.menu.filter = None;
                self.message = None;
            }
            KeyCode::Char(c) => match self.menu.by_key(c) {
                Some(i) => {
                    self.menu.selected = i;
                    self.take(i);
                }
                None => {
                    let text = tr!(self.tr, "msg-no-key", key = c.to_string());
                    self.say(text, Tone::Bad);
                }
            },
            _ => {}
        }
    }

    fn board_key(&mut self, key: KeyEvent) {
        match key.code {
            KeyCode::Up => self.move_cursor(0, -1),
            KeyCode::Down => self.move_cursor(0, 1),
            KeyCode::Left => self.move_cursor(-1, 0),
            KeyCode::Right => self.move_cursor(1, 0),
            KeyCode::Tab | KeyCode::BackTab | KeyCode::Esc => {
                self.focus = Focus::Menu;
                self.message = None;
            }
            KeyCode::Enter | KeyCode::Char(' ') => self.pick_on_board(),
            _ => {}
        }
    }

    /// Moves the board cursor to the nearest spot in direction (dx, dy):
    /// the spot ahead with the smallest distance, where sideways offset
    /// counts double so that "up" prefers what is straight above.
    fn move_cursor(&mut self, dx: i32, dy: i32) {
        let spots = G::spots(&self.scene);
        let Some(cur) = self.cursor.or_else(|| spots.first().map(|s| s.0)) else { return };
        let Some(&(_, (cx, cy))) = spots.iter().find(|s| s.0 == cur) else {
            self.cursor = spots.first().map(|s| s.0);
            return;
        };
        let best = spots
            .iter()
            .filter(|(t, _)| *t != cur)
            .filter_map(|&(t, (x, y))| {
                let ahead = (x - cx) * dx + (y - cy) * dy;
                let side = ((x - cx) * dy).abs() + ((y - cy) * dx).abs();
                (ahead > 0).then_some((ahead + 2 * side, t))
            })
            .min();
        if let Some((_, t)) = best {
            self.cursor = Some(t);
            self.select_at(t);
        }
    }

    /// Selects the first legal item pointing at `spot`, so the side
    /// panel and the detail line follow the cursor.
    fn select_at(&mut self, spot: Target) {
        if let Some(&i) = self.menu.at(spot).first() {
            self.menu.selected = i;
        }
    }

    fn pick_on_board(&mut self) {
        let Phase::Deciding(seat) = self.phase else { return };
        let Some(spot) = self.cursor else { return };
        let found = self.menu.at(spot);
        match found.as_slice() {
            [one] => {
                self.focus = Focus::Menu;
                self.take(*one);
            }
            [] => {
                let mut probes = Vec::new();
                self.s.state().probes(spot, &mut probes);
                match probes.first() {
                    // The engine says why; `attempt` shows its refusal.
                    Some(&a) => self.attempt(seat, a),
                    None => {
                        let text = tr!(self.tr, "msg-nothing-there", spot = G::spot_name(&self.scene, spot));
                        self.say(text, Tone::Bad);
                    }
                }
            }
            [first, ..] => {
                self.menu.filter = Some(spot);
                self.menu.selected = *first;
                self.focus = Focus::Menu;
                let text = tr!(self.tr, "msg-several", spot = G::spot_name(&self.scene, spot));
                self.say(text, Tone::Plain);
            }
        }
    }
}
