//! The terminal loop: raw mode and the alternate screen on the way in,
//! restored on the way out whatever happens (a normal end, an error, a
//! panic), keys and resizes in, frames out.

use crate::clock;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{self, Event, KeyEvent};
use ratatui::layout::Rect;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

/// A full-screen view the loop can run.
pub trait Screen {
    fn draw(&self, area: Rect, buf: &mut Buffer);
    fn handle_key(&mut self, key: KeyEvent);
    fn update(&mut self, now: Instant);
    /// When the next update is due; `None` waits for a key.
    fn wants_update_at(&self) -> Option<Instant>;
    fn done(&self) -> bool;
}

/// How the loop ended.
#[derive(Debug)]
pub enum Ended {
    Normally,
    /// The screen panicked; the terminal was restored and the panic
    /// message printed by the hook.
    Panicked,
}

/// Runs `screen` until it is done. The terminal is restored before this
/// returns, in every case.
pub fn run<S: Screen>(screen: &mut S) -> std::io::Result<Ended> {
    let mut terminal = ratatui::try_init()?;
    let result = catch_unwind(AssertUnwindSafe(|| event_loop(&mut terminal, screen)));
    ratatui::restore();
    match result {
        Ok(r) => r.map(|()| Ended::Normally),
        Err(_) => Ok(Ended::Panicked),
    }
}

fn event_loop<S: Screen>(terminal: &mut ratatui::DefaultTerminal, screen: &mut S) -> std::io::Result<()> {
    // Redraw at least this often, so a resize that sends no event (some
    // terminals) is still picked up.
    const IDLE: Duration = Duration::from_millis(250);
    loop {
        terminal.draw(|frame| {
            let area = frame.area();
            screen.draw(area, frame.buffer_mut());
        })?;
        if screen.done() {
            return Ok(());
        }
        let now = clock::now();
        let timeout = screen.wants_update_at().map_or(IDLE, |t| t.saturating_duration_since(now).min(IDLE));
        if event::poll(timeout)? {
            // Take every pending event before drawing again, so held keys
            // and bursts of resizes do not queue up frames.
            loop {
                match event::read()? {
                    Event::Key(key) => screen.handle_key(key),
                    // `draw` fits the buffer to the new size.
                    Event::Resize(..) => {}
                    _ => {}
                }
                if screen.done() || !event::poll(Duration::ZERO)? {
                    break;
                }
            }
        }
        screen.update(clock::now());
    }
}
