//! The game screen's logic driven by key events, with no terminal: start
//! the tutorial, play, undo, save, load, and play through a zombies' phase.

mod common;

use common::*;
use horde_core::{Game, Seat};
use horde_rue_morgue::RueMorgue;
use horde_tui::app::Phase;
use horde_tui::{Lang, PlayOptions};
use ratatui::crossterm::event::KeyCode;

/// Presses the quick key of the legal item whose label contains `needle`,
/// then lets the game run to the next decision.
fn act(app: &mut horde_tui::App<RueMorgue>, needle: &str) {
    let k = key_for(app, needle).unwrap_or_else(|| {
        let labels: Vec<&str> = app.menu().items.iter().map(|i| i.info.label.as_str()).collect();
        panic!("no legal item {needle:?} in {labels:?}")
    });
    ch(app, k);
    app.settle();
    if std::env::var_os("HORDE_TEST_DEBUG").is_some() {
        eprintln!("after {needle:?}: {:?}", app.log_lines().collect::<Vec<_>>());
    }
}

fn katie_zone(app: &horde_tui::App<RueMorgue>) -> String {
    let g = app.session().state();
    let katie = g.statics().survivors.iter().position(|s| s.id == "katie").expect("katie plays");
    g.statics().map().zone(g.state().survivors[katie].zone).id.clone()
}

/// Ends one survivor's activation (the engine activates the last one of a
/// seat by itself).
fn end_one(app: &mut horde_tui::App<RueMorgue>) {
    if key_for(app, "Activate").is_some() {
        act(app, "Activate");
    }
    act(app, "do nothing");
}

/// Ends every survivor's activation that is still open, one by one.
fn end_the_players_phase(app: &mut horde_tui::App<RueMorgue>) {
    let turn = app.session().state().state().turn;
    for _ in 0..20 {
        if app.session().state().state().turn != turn || app.is_over() {
            return;
        }
        end_one(app);
    }
    panic!("the players' phase did not end");
}

#[test]
fn play_undo_save_load_and_a_zombies_phase() {
    let mut app = tutorial(Lang::En, 11);
    assert_eq!(app.phase(), Phase::Deciding(Seat(0)));
    assert!(key_for(&app, "Activate Katie").is_some());

    // Activate Katie and move her.
    act(&mut app, "Activate Katie");
    assert_eq!(katie_zone(&app), "st4");
    act(&mut app, "Move st4 → st3");
    assert_eq!(katie_zone(&app), "st3");
    let after_move = app.session().driver().log().len();

    // An illegal choice says which rule forbids it and changes nothing.
    let refused = app.menu().items.iter().position(|i| !i.legal()).expect("a refused item is listed");
    while app.menu().selected != refused {
        let dir = if app.menu().selected < refused { KeyCode::Down } else { KeyCode::Up };
        key(&mut app, dir);
    }
    key(&mut app, KeyCode::Enter);
    let msg = app.message().expect("a refusal message").text.clone();
    assert!(msg.contains("RM-"), "the refusal names its rule: {msg}");
    assert_eq!(app.session().driver().log().len(), after_move);

    // Undo the move, then redo it differently.
    ch(&mut app, 'u');
    assert_eq!(katie_zone(&app), "st4");
    assert!(app.log_lines().any(|l| l.starts_with("Undone:")));
    act(&mut app, "Move st4 → st5");
    assert_eq!(katie_zone(&app), "st5");

    // Save through the prompt.
    let path = temp_path("logic.json");
    let _ = std::fs::remove_file(&path);
    ch(&mut app, 's');
    ctrl(&mut app, 'u');
    for c in path.display().to_string().chars() {
        ch(&mut app, c);
    }
    key(&mut app, KeyCode::Enter);
    assert!(path.exists(), "the save file is written");
    assert_eq!(app.save_path(), &path);

    // Load it: the same match, at the same decision.
    let mut opts: PlayOptions = options(Lang::En, 0);
    opts.load = Some(path.clone());
    opts.save = None;
    let mut loaded = horde_tui::build::<RueMorgue>(&opts).expect("the save loads");
    loaded.settle();
    assert_eq!(loaded.session().state().state_hash(), app.session().state().state_hash());
    assert_eq!(loaded.session().driver().seed(), 11);
    assert_eq!(katie_zone(&loaded), "st5");
    assert_eq!(loaded.save_path(), &path, "a loaded game saves back to its file");

    // Play on in the loaded game to the zombies' phase and through it.
    end_the_players_phase(&mut loaded);
    let log: Vec<&str> = loaded.log_lines().collect();
    assert!(log.iter().any(|l| l.contains("Zombies' phase")), "the zombies' phase played: {log:?}");
    assert!(log.iter().any(|l| l.contains("Turn 2")), "turn 2 began: {log:?}");
    assert_eq!(loaded.session().state().state().turn, 2);
    assert_eq!(loaded.phase(), Phase::Deciding(Seat(0)));
    let _ = std::fs::remove_file(&path);
}

#[test]
fn the_zombies_phase_animates_event_by_event() {
    let mut app = tutorial(Lang::En, 3);
    // End every activation but the last at once.
    for _ in 0..5 {
        end_one(&mut app);
    }
    let k = key_for(&app, "do nothing").expect("end the last activation");
    ch(&mut app, k);
    // The engine has finished the phase's automatic part, but the screen
    // plays it one event at a time: it is still running, showing an event.
    assert_eq!(app.phase(), Phase::Running);
    let before = app.log_lines().count();
    let mut t = horde_tui::clock::now();
    let mut shown = 0;
    while app.phase() == Phase::Running && shown < 10_000 {
        t += std::time::Duration::from_secs(5);
        app.update(t);
        shown += 1;
    }
    assert!(shown > 2, "several paced updates were needed ({shown})");
    assert!(app.log_lines().count() > before);
    assert_eq!(app.session().state().state().turn, 2);

    // Speed keys and skipping are accepted at any time.
    ch(&mut app, '+');
    ch(&mut app, '-');
    ch(&mut app, ' ');
}

#[test]
fn every_key_is_safe_in_every_state() {
    let mut app = tutorial(Lang::Ru, 5);
    let keys = [
        KeyCode::Up,
        KeyCode::Down,
        KeyCode::Left,
        KeyCode::Right,
        KeyCode::Tab,
        KeyCode::Enter,
        KeyCode::Esc,
        KeyCode::Home,
        KeyCode::End,
        KeyCode::PageUp,
        KeyCode::PageDown,
        KeyCode::Backspace,
        KeyCode::Char('?'),
        KeyCode::Char('x'),
        KeyCode::Char('ж'),
        KeyCode::F(5),
        KeyCode::Enter,
    ];
    for (i, k) in keys.iter().cycle().take(400).enumerate() {
        key(&mut app, *k);
        if i % 7 == 0 {
            app.settle();
        }
        let _ = render(&app, 160, 50);
        let _ = render(&app, 60, 20);
        if app.is_over() {
            break;
        }
    }
}

#[test]
fn hot_seat_hides_the_board_between_players() {
    let mut opts = options(Lang::En, 2);
    opts.players = Some(2);
    let mut app = horde_tui::build::<RueMorgue>(&opts).expect("two seats");
    app.settle();
    assert_eq!(app.phase(), Phase::Passing(Seat(0)));
    let screen = text(&render(&app, 160, 50));
    assert!(screen.contains("Pass the keyboard to Seat 1"), "{screen}");
    assert!(!screen.contains("Activate"), "nothing of the game shows: {screen}");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.phase(), Phase::Deciding(Seat(0)));
    // Seat 1 plays all its survivors; then the keyboard goes to seat 2.
    for _ in 0..3 {
        end_one(&mut app);
    }
    assert_eq!(app.phase(), Phase::Passing(Seat(1)));
    let screen = text(&render(&app, 160, 50));
    assert!(screen.contains("Pass the keyboard to Seat 2"), "{screen}");
}

#[test]
fn bots_play_the_seats_nobody_plays() {
    let mut opts = options(Lang::En, 9);
    opts.players = Some(2);
    opts.humans = Some(vec![2]);
    let mut app = horde_tui::build::<RueMorgue>(&opts).expect("one person, one bot");
    app.settle();
    // The bot (seat 1) took its turn; the person (seat 2) decides.
    assert_eq!(app.phase(), Phase::Deciding(Seat(1)));
    assert!(app.session().driver().log().iter().any(|e| e.actor == horde_core::Actor::Seat(Seat(0))));

    // With no person at all, the game plays itself to the end.
    let mut opts = options(Lang::En, 9);
    opts.humans = Some(vec![]);
    let mut app = horde_tui::build::<RueMorgue>(&opts).expect("bots only");
    app.settle();
    assert!(app.is_over(), "a bots-only game ends");
}

#[test]
fn bad_setups_are_refused_with_a_message() {
    let mut opts = options(Lang::En, 1);
    opts.humans = Some(vec![3]);
    assert!(horde_tui::build::<RueMorgue>(&opts).unwrap_err().contains("no seat 3"));
    let mut opts = options(Lang::En, 1);
    opts.bot = Some("nonsense".into());
    assert!(horde_tui::build::<RueMorgue>(&opts).unwrap_err().contains("--bot"));
    opts.bot = Some("heuristic".into());
    assert!(horde_tui::build::<RueMorgue>(&opts).is_ok(), "Rue Morgue lends its policy");
    opts.bot = Some("random".into());
    assert!(horde_tui::build::<RueMorgue>(&opts).is_ok());
    let mut opts = options(Lang::En, 1);
    opts.mission = Some("nope".into());
    assert!(horde_tui::build::<RueMorgue>(&opts).is_err());
    let mut opts = options(Lang::En, 1);
    opts.load = Some(temp_path("does-not-exist.json"));
    assert!(horde_tui::build::<RueMorgue>(&opts).is_err());
    let garbage = temp_path("garbage.json");
    std::fs::write(&garbage, "{ not json").unwrap();
    opts.load = Some(garbage.clone());
    assert!(horde_tui::build::<RueMorgue>(&opts).unwrap_err().contains("not a Horde match file"));
    let _ = std::fs::remove_file(garbage);
}

#[test]
fn ctrl_c_and_q_end_the_screen() {
    let mut app = tutorial(Lang::En, 1);
    ctrl(&mut app, 'c');
    assert_eq!(app.quit_reason(), Some(horde_tui::app::Quit::Interrupted));
    let mut app = tutorial(Lang::En, 1);
    ch(&mut app, 'q');
    assert_eq!(app.quit_reason(), Some(horde_tui::app::Quit::Asked));
}
