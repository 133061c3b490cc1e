//! The interactive replay, without a terminal: load a saved game, step
//! backward and forward, jump by turns, and draw each position.

mod common;

use common::*;
use horde_core::Game;
use horde_rue_morgue::RueMorgue;
use horde_tui::Lang;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn press(r: &mut horde_tui::ReplayApp<RueMorgue>, code: KeyCode) {
    r.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
}

fn screen(r: &horde_tui::ReplayApp<RueMorgue>) -> String {
    let mut t = ratatui::Terminal::new(ratatui::backend::TestBackend::new(160, 50)).unwrap();
    t.draw(|f| {
        let area = f.area();
        r.draw(area, f.buffer_mut());
    })
    .unwrap();
    text(t.backend().buffer())
}

#[test]
fn step_through_a_saved_game_both_ways() {
    // A game the bots play for a few turns, saved.
    let mut opts = options(Lang::En, 21);
    opts.humans = Some(vec![]);
    let mut app = horde_tui::build::<RueMorgue>(&opts).unwrap();
    app.settle();
    let path = temp_path("replay.json");
    assert!(app.save_to(path.clone()));
    let total = app.session().driver().log().len();
    assert!(total > 50);

    for lang in Lang::ALL {
        let mut r = horde_tui::replay::load::<RueMorgue>(&path, lang).expect("the save replays");
        assert_eq!(r.steps(), total);
        assert_eq!(r.position(), total, "it opens at the end");
        press(&mut r, KeyCode::Home);
        assert_eq!(r.position(), 0);
        let s = screen(&r);
        assert!(s.contains(if lang == Lang::En { "step 0 of" } else { "шаг 0 из" }), "{s}");
        press(&mut r, KeyCode::Right);
        press(&mut r, KeyCode::Right);
        assert_eq!(r.position(), 2);
        press(&mut r, KeyCode::Left);
        assert_eq!(r.position(), 1);
        press(&mut r, KeyCode::PageDown);
        assert_eq!(r.position(), 11);
        // `]` jumps phase by phase: the zombies' phase, then turn 2.
        press(&mut r, KeyCode::Char(']'));
        let zombies = r.position();
        assert!(zombies > 11, "jumped ahead");
        let s = screen(&r);
        assert!(s.contains(if lang == Lang::En { "zombies' phase" } else { "фаза зомби" }), "{s}");
        press(&mut r, KeyCode::Char(']'));
        let turn_start = r.position();
        assert!(turn_start > zombies);
        let s = screen(&r);
        assert!(
            s.contains(if lang == Lang::En {
                "Turn 2 · players' phase"
            } else {
                "Ход 2 · фаза игроков"
            }),
            "{s}"
        );
        press(&mut r, KeyCode::Char('['));
        assert!(r.position() < turn_start);
        press(&mut r, KeyCode::End);
        assert_eq!(r.position(), total);
        let s = screen(&r);
        assert!(
            s.contains(if lang == Lang::En { "Defeat" } else { "Поражение" })
                || s.contains("Victory")
                || s.contains("Победа"),
            "{s}"
        );
        // Going past either end is harmless.
        press(&mut r, KeyCode::Right);
        assert_eq!(r.position(), total);
        press(&mut r, KeyCode::Char('?'));
        let _ = screen(&r);
        press(&mut r, KeyCode::Esc);
        press(&mut r, KeyCode::Char('q'));
    }

    // The replay's final state is the saved game's.
    let r = horde_tui::replay::load::<RueMorgue>(&path, Lang::En).unwrap();
    assert_eq!(r.steps(), total);
    assert!(app.session().state().outcome().is_some());
    let _ = std::fs::remove_file(path);
}
