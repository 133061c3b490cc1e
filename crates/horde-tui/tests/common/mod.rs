//! Helpers shared by the screen tests: build an app without a terminal,
//! press keys, and read a rendered frame as text.

#![allow(dead_code)]

use horde_rue_morgue::RueMorgue;
use horde_tui::{App, Lang, PlayOptions};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::path::PathBuf;

pub fn options(lang: Lang, seed: u64) -> PlayOptions {
    PlayOptions {
        game: Some("rue-morgue".into()),
        mission: Some("tutorial-1".into()),
        players: None,
        humans: None,
        seed,
        lang,
        load: None,
        bot: None,
        save: Some(std::env::temp_dir().join(format!("horde-tui-test-{}-{seed}.json", std::process::id()))),
    }
}

/// The tutorial, set up and run to the first decision.
pub fn tutorial(lang: Lang, seed: u64) -> App<RueMorgue> {
    let mut app = horde_tui::build::<RueMorgue>(&options(lang, seed)).expect("tutorial builds");
    app.settle();
    app
}

pub fn key(app: &mut App<RueMorgue>, code: KeyCode) {
    app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
}

pub fn ch(app: &mut App<RueMorgue>, c: char) {
    key(app, KeyCode::Char(c));
}

pub fn ctrl(app: &mut App<RueMorgue>, c: char) {
    app.handle_key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL));
}

/// Renders the app into a `w`×`h` test terminal.
pub fn render(app: &App<RueMorgue>, w: u16, h: u16) -> Buffer {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("test terminal");
    t.draw(|f| {
        let area = f.area();
        horde_tui::ui::draw(app, area, f.buffer_mut());
    })
    .expect("draw");
    t.backend().buffer().clone()
}

/// The buffer's text, one line per row, trailing spaces trimmed.
pub fn text(buf: &Buffer) -> String {
    let mut out = String::new();
    for y in 0..buf.area.height {
        let mut line = String::new();
        for x in 0..buf.area.width {
            line.push_str(buf[(x, y)].symbol());
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// The key shown for the first menu item whose label contains `needle`.
pub fn key_for(app: &App<RueMorgue>, needle: &str) -> Option<char> {
    app.menu().items.iter().find(|i| i.legal() && i.info.label.contains(needle)).and_then(|i| i.key)
}

pub fn temp_path(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("horde-tui-{}-{name}", std::process::id()))
}
