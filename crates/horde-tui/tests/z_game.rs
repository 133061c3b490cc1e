//! Z-Game on the terminal screen, without a terminal: the map draws every
//! location with its holder, markers and characters (ZG-GAP-3), the side
//! panel shows the seat's own hand and no other (ZG-GAP-12), every event
//! is told in both languages, and bots play a match to its end through
//! the app.

use horde_core::{Seat, Viewer};
use horde_tui::game_ui::{BoardCtx, TuiGame};
use horde_tui::i18n::MISSING;
use horde_tui::{Lang, PlayOptions, Tr};
use horde_z_game::content::{Card, CharKind, FactionId};
use horde_z_game::position::Position;
use horde_z_game::{Event, Phase, Posture, Who, ZGame};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

mod common;
use common::text;

fn board(g: &ZGame, viewer: Viewer, tr: &Tr) -> String {
    let scene = g.scene(viewer);
    // Wide enough for whole names (narrower panels cut them short).
    let area = Rect::new(0, 0, 110, ZGame::board_min_size(&scene).1);
    let mut buf = Buffer::empty(area);
    let ctx = BoardCtx { tr, cursor: None, marked: &[], focus: None, subject: None };
    ZGame::render_board(&scene, &ctx, area, &mut buf);
    text(&buf)
}

fn card(g: &ZGame, viewer: Viewer, tr: &Tr) -> String {
    let scene = g.scene(viewer);
    let area = Rect::new(0, 0, 60, 30);
    let mut buf = Buffer::empty(area);
    let ctx = BoardCtx { tr, cursor: None, marked: &[], focus: None, subject: None };
    ZGame::render_card(&scene, &ctx, area, &mut buf);
    text(&buf)
}

/// Bees (seat 1) and Raiders (seat 2) in the evening; the Bees hold a
/// location next to their Base with a full marker and a ruin, a fighter
/// standing and an engineer lying hungry there; each holds a hand.
fn evening() -> (ZGame, u8) {
    let mut p = Position::new(&[FactionId::Bees, FactionId::Raiders]).expect("two factions");
    let near = p.city().into_iter().find(|&l| p.adjacent(l, p.base(0))).expect("next to the Base");
    p.hold(0, near).expect("held");
    p.markers(near, 1, 1).expect("markers");
    p.character(0, CharKind::Engineer, near, Posture::Hungry).expect("an engineer");
    p.character(0, CharKind::Fighter, near, Posture::Standing).expect("a fighter");
    p.give(0, Card::Tools, 2).expect("tools");
    p.give(1, Card::Car, 1).expect("a car");
    (p.start(Phase::Building).expect("the evening"), near)
}

/// ZG-GAP-3, ZG-GAP-8: the location's name, ■ for the full marker and x
/// for the ruin, F standing and a small e lying; in Russian the letters
/// are the catalogue's.
#[test]
fn zg_gap_3_the_map_draws_names_markers_and_postures() {
    let (g, near) = evening();
    for (lang, fighter, engineer) in [(Lang::En, "F", "e"), (Lang::Ru, "Д", "и")] {
        let tr = Tr::new(lang);
        let screen = board(&g, Viewer::Spectator, &tr);
        let name = horde_z_game::texts::location_name(&g, near, &tr);
        let at = screen.lines().position(|l| l.contains(&name)).unwrap_or_else(|| panic!("{name} drawn:\n{screen}"));
        let lines: Vec<&str> = screen.lines().collect();
        assert!(lines[at + 1].contains("■x"), "{lang}: a full marker and a ruin:\n{screen}");
        let chars = lines[at + 2];
        assert!(chars.contains(fighter) && chars.contains(engineer), "{lang}: {chars:?}\n{screen}");
        if lang == Lang::En {
            assert!(screen.contains("Bees base") && screen.contains("Raiders base"), "the Bases:\n{screen}");
        }
        assert!(!screen.contains(MISSING));
    }
}

/// ZG-GAP-12: the Bees' panel lists their Tools and not the Raiders' Car;
/// the Raiders' panel the other way round.
#[test]
fn zg_gap_12_the_panel_shows_the_seat_its_own_hand_only() {
    let (g, _) = evening();
    let tr = Tr::new(Lang::En);
    let bees = card(&g, Viewer::Seat(Seat(0)), &tr);
    assert!(bees.contains("Tools ×2") && !bees.contains("Car"), "{bees}");
    let raiders = card(&g, Viewer::Seat(Seat(1)), &tr);
    assert!(raiders.contains("Car") && !raiders.contains("Tools"), "{raiders}");
    let ru = card(&g, Viewer::Seat(Seat(0)), &Tr::new(Lang::Ru));
    assert!(ru.contains("Инструменты ×2") && ru.contains("Пчёлы"), "{ru}");
}

/// Every kind of event is told in both languages; a card another seat
/// draws is not named to this one (ZG-GAP-12), nor one taken between two
/// others (ZG-SAB-9).
#[test]
fn every_event_is_told_in_both_languages_naming_no_hidden_card() {
    let (g, near) = evening();
    let who = Who { seat: 0, kind: CharKind::Fighter };
    let deck = horde_z_game::content::Deck::Action;
    let events = [
        Event::RoundStarted { round: 2 },
        Event::PhaseStarted { phase: Phase::NightAttack },
        Event::Moved { who, from: near, to: 0 },
        Event::CardDrawn { seat: 1, deck, card: Some(Card::Car) },
        Event::Stolen { from: 1, to: 0, card: Some(Card::Car) },
        Event::ZombieCard { loc: near, strength: 3 },
        Event::Fought { seat: 0, loc: near, defence: 4, zombies: 3, won: true, night: true },
        Event::LaidDown { who, loc: 0, posture: Posture::Retreated },
        Event::Died { who, loc: 0, cause: horde_z_game::Death::Infection },
        Event::Vp { seat: 0, vp: 2, total: 5 },
        Event::GameOver { winners: vec![0], unfinished: false },
    ];
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        let mut bees = g.scene(Viewer::Seat(Seat(0)));
        let mut watcher = g.scene(Viewer::Spectator);
        for e in &events {
            let t = ZGame::play_event(&mut bees, e, &tr).text.unwrap_or_default();
            assert!(!t.is_empty() && !t.contains(MISSING), "{lang}: {e:?} → {t}");
            let w = ZGame::play_event(&mut watcher, e, &tr).text.unwrap_or_default();
            let car = horde_z_game::texts::card_name(Card::Car, &tr);
            if matches!(e, Event::CardDrawn { .. }) {
                assert!(!t.contains(&car), "{lang}: the Bees read the Raiders' draw: {t}");
            }
            if matches!(e, Event::CardDrawn { .. } | Event::Stolen { .. }) {
                assert!(!w.contains(&car), "{lang}: a spectator reads a hidden card: {w}");
            }
        }
        assert_eq!(bees.view.players[0].vp, 5, "the track follows the events");
        assert_eq!(bees.phase, Phase::NightAttack);
    }
}

/// Four heuristic faction bots play a match to its end through the app.
#[test]
fn bots_play_a_match_to_the_end() {
    let opts = PlayOptions {
        game: Some("z-game".into()),
        mission: Some("city".into()),
        players: Some(4),
        humans: Some(vec![]),
        seed: 5,
        lang: Lang::Ru,
        load: None,
        bot: None,
        save: None,
    };
    let mut app = horde_tui::build::<ZGame>(&opts).expect("four bots");
    app.settle();
    assert!(app.is_over(), "a bots-only match ends");
}
