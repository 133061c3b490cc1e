//! Render tests of the screen's widgets in both languages, on ratatui's
//! test backend: the board, the survivor card, the action menu, the
//! too-small message, and Russian plural forms on the board.

mod common;

use common::*;
use horde_core::Viewer;
use horde_rue_morgue::RueMorgue;
use horde_rue_morgue::content::ZombieKind;
use horde_tui::game_ui::{BoardCtx, TuiGame};
use horde_tui::{Lang, Tr, tr};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;

fn board(scene: &horde_tui::games::rue_morgue::Scene, tr: &Tr, w: u16, h: u16) -> String {
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    let ctx = BoardCtx { tr, cursor: None, marked: &[], focus: None, subject: None };
    RueMorgue::render_board(scene, &ctx, area, &mut buf);
    text(&buf)
}

fn card(scene: &horde_tui::games::rue_morgue::Scene, tr: &Tr, subject: Option<u16>) -> String {
    let area = Rect::new(0, 0, 50, 19);
    let mut buf = Buffer::empty(area);
    let ctx = BoardCtx { tr, cursor: None, marked: &[], focus: None, subject };
    RueMorgue::render_card(scene, &ctx, area, &mut buf);
    text(&buf)
}

fn zone(g: &RueMorgue, id: &str) -> usize {
    g.statics().map().zone_by_id(id).expect("zone exists") as usize
}

#[test]
fn the_board_shows_zones_doors_features_and_survivors() {
    for (lang, spawn, exit, initials, legend) in
        [(Lang::En, "S1,2", "EXIT", "P T D K B J", "walker"), (Lang::Ru, "П1,2", "ВЫХОД", "П Т Дэ К Б Дж", "ходок")]
    {
        let app = tutorial(lang, 7);
        let g = app.session().state();
        let scene = g.scene(Viewer::Spectator);
        let out = board(&scene, &Tr::new(lang), 110, 40);
        for z in ["a1", "a2", "st1", "st4", "st10", "pd", "t1", "cp", "ex"] {
            assert!(out.contains(z), "{lang}: zone {z} is labelled\n{out}");
        }
        assert!(out.contains(&format!("st1 {spawn}")), "{lang}: spawn zone with its numbers\n{out}");
        assert!(out.contains(&format!("ex {exit}")), "{lang}: the exit\n{out}");
        assert!(out.contains("pd ✈"), "{lang}: the helicopter on its pad\n{out}");
        assert!(out.contains("t1 ⌂?"), "{lang}: a face-down tent\n{out}");
        assert!(out.contains("b2 ◆"), "{lang}: an objective\n{out}");
        assert!(out.contains('▓'), "{lang}: closed doors\n{out}");
        assert!(out.contains('H') && out.contains('#'), "{lang}: the fence and its ladder\n{out}");
        assert!(out.contains(initials), "{lang}: survivors by initial in st4\n{out}");
        assert!(out.contains(legend), "{lang}: the legend names the zombies\n{out}");
    }
}

#[test]
fn the_board_shows_open_doors_noise_and_zombies() {
    let app = tutorial(Lang::En, 7);
    let g = app.session().state();
    let mut scene = g.scene(Viewer::Spectator);
    scene.doors_open = u64::MAX;
    scene.zones[zone(g, "st3")].noise = 2;
    scene.zones[zone(g, "st4")].zombies[ZombieKind::Runner.index()] = 3;
    scene.zones[zone(g, "st1")].zombies = [1, 1, 1, 1, 1];
    let out = board(&scene, &Tr::new(Lang::En), 110, 40);
    let map_part = out.split("▓ door").next().unwrap_or_default();
    assert!(!map_part.contains('▓') && map_part.contains('░'), "every door open\n{out}");
    assert!(out.contains("st3 ♪2"), "noise tokens\n{out}");
    assert!(out.contains("3 runners"), "zombies in words when they fit\n{out}");
    assert!(out.contains("W1 F1 R1 C1"), "by letter when they do not\n{out}");
    assert!(out.contains("A1"), "wrapped to the next line\n{out}");
}

#[test]
fn russian_plurals_on_the_board() {
    let app = tutorial(Lang::Ru, 7);
    let g = app.session().state();
    let mut scene = g.scene(Viewer::Spectator);
    let walker = ZombieKind::Walker.index();
    scene.zones[zone(g, "st3")].zombies[walker] = 1;
    scene.zones[zone(g, "st5")].zombies[walker] = 2;
    scene.zones[zone(g, "st6")].zombies[walker] = 5;
    scene.zones[zone(g, "st9")].zombies[walker] = 21;
    scene.zones[zone(g, "st7")].zombies[ZombieKind::Fatty.index()] = 3;
    scene.zones[zone(g, "st8")].zombies[ZombieKind::Abomination.index()] = 2;
    let out = board(&scene, &Tr::new(Lang::Ru), 110, 40);
    for words in ["1 ходок", "2 ходока", "5 ходоков", "21 ходок", "3 толстяка", "2 атомных отродья"]
    {
        assert!(out.contains(words), "{words:?} on the board\n{out}");
    }
    // And the plural rules themselves, through the messages.
    let tr = Tr::new(Lang::Ru);
    let z = |kind: &str, n: i64| tr!(tr, "rm-zombies", kind = kind, count = n);
    assert_eq!(z("walker", 1), "1 ходок");
    assert_eq!(z("walker", 2), "2 ходока");
    assert_eq!(z("walker", 5), "5 ходоков");
    assert_eq!(z("walker", 11), "11 ходоков");
    assert_eq!(z("walker", 22), "22 ходока");
    assert_eq!(z("runner", 4), "4 бегуна");
    assert_eq!(z("crawler", 7), "7 ползунов");
    assert_eq!(z("abomination", 1), "1 атомное отродье");
    assert_eq!(z("abomination", 5), "5 атомных отродий");
    let en = Tr::new(Lang::En);
    assert_eq!(tr!(en, "rm-zombies", kind = "walker", count = 1), "1 walker");
    assert_eq!(tr!(en, "rm-zombies", kind = "fatty", count = 2), "2 fatties");
}

#[test]
fn the_survivor_card_in_both_languages() {
    let app = tutorial(Lang::En, 7);
    let g = app.session().state();
    let katie = g.statics().survivors.iter().position(|s| s.id == "katie").unwrap() as u16;
    let scene = g.scene(Viewer::Spectator);
    let en = card(&scene, &Tr::new(Lang::En), Some(katie));
    for s in [
        "Katie · seat 1",
        "Zone st4",
        "waiting for activation",
        "XP 0",
        "blue",
        "Wounds 0/2",
        "Hands",
        "left:",
        "Reserve",
        "Skills Sprint",
        "Team",
    ] {
        assert!(en.contains(s), "{s:?} on the card\n{en}");
    }
    let ru = card(&scene, &Tr::new(Lang::Ru), Some(katie));
    for s in [
        "Кэти · игрок 1",
        "Зона st4",
        "ждёт активации",
        "Опыт 0",
        "синий",
        "Ранения 0/2",
        "Руки",
        "левая:",
        "Запас",
        "Умения Спринт",
        "Команда",
    ] {
        assert!(ru.contains(s), "{s:?} on the card\n{ru}");
    }
    let team = card(&scene, &Tr::new(Lang::En), None);
    assert!(team.contains("Survivors") && team.contains("Parker") && team.contains("Jane"), "{team}");
}

#[test]
fn the_action_menu_groups_keys_and_refusals() {
    for (lang, activate, group, moves, refused) in [
        (Lang::En, "[1] Activate Parker", "─ Survivor", "─ Move", "refused by RM-"),
        (Lang::Ru, "[1] Активировать: Паркер", "─ Выживший", "─ Движение", "запрещено правилом RM-"),
    ] {
        let mut app = tutorial(lang, 7);
        let screen = text(&render(&app, 160, 50));
        assert!(screen.contains(activate), "{lang}\n{screen}");
        assert!(screen.contains(group), "{lang}\n{screen}");
        assert!(screen.contains("RM-TURN-2"), "{lang}: the selected action's rule\n{screen}");
        ch(&mut app, '1');
        app.settle();
        let screen = text(&render(&app, 160, 50));
        assert!(screen.contains(moves), "{lang}\n{screen}");
        // Select a refused item: the detail says which rule refuses it.
        let refused_at = app.menu().items.iter().position(|i| !i.legal()).expect("a refused item");
        while app.menu().selected != refused_at {
            let dir = if app.menu().selected < refused_at { KeyCode::Down } else { KeyCode::Up };
            key(&mut app, dir);
        }
        let screen = text(&render(&app, 160, 50));
        assert!(screen.contains(refused), "{lang}\n{screen}");
        assert!(screen.contains(" ✗ "), "{lang}: refused items are marked\n{screen}");
    }
}

#[test]
fn a_too_small_terminal_gets_a_message_in_both_languages() {
    for (lang, title, size) in
        [(Lang::En, "The terminal is too small", "80×24"), (Lang::Ru, "Окно терминала слишком мало", "80×24")]
    {
        let app = tutorial(lang, 7);
        let screen = text(&render(&app, 80, 24));
        assert!(screen.contains(title), "{lang}\n{screen}");
        assert!(screen.contains(size), "{lang}\n{screen}");
        // Tiny and degenerate sizes draw without panicking.
        for (w, h) in [(1, 1), (10, 3), (0, 0), (99, 31), (100, 32), (300, 100)] {
            let _ = render(&app, w.max(1), h.max(1));
        }
    }
}

#[test]
fn help_and_save_prompt_overlays() {
    let mut app = tutorial(Lang::En, 7);
    ch(&mut app, '?');
    let screen = text(&render(&app, 160, 50));
    assert!(screen.contains("Keys") && screen.contains("undo"), "{screen}");
    key(&mut app, KeyCode::Esc);
    ch(&mut app, 's');
    let screen = text(&render(&app, 160, 50));
    assert!(screen.contains("Save the game to"), "{screen}");
    assert!(screen.contains("horde-tui-test-"), "the default path is offered\n{screen}");
    key(&mut app, KeyCode::Esc);
    let screen = text(&render(&app, 160, 50));
    assert!(!screen.contains("Save the game to"), "{screen}");
}
