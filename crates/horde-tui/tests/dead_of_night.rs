//! Dead of Night on the terminal screen, without a terminal: the board
//! draws the room cards, their doors and windows, fires, barricades and
//! pieces where the view puts them; the side panel shows energy, ammo,
//! items and the event card drawn; events have words in both languages;
//! a table of bots plays to the end through the app.

mod common;

use common::text;
use horde_core::{Seat, Viewer};
use horde_dead_of_night::position::Position;
use horde_dead_of_night::{Action, DeadOfNight, Event};
use horde_tui::game_ui::{BoardCtx, Pace, TuiGame};
use horde_tui::i18n::MISSING;
use horde_tui::{Lang, Tr};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

fn house(players: u8) -> Result<Position, String> {
    Position::new("house", players).map_err(|e| e.0)
}

/// Seat 0 in the hall with a bat; seat 1 outside with the keys; zombies,
/// a spreading and a small fire, a barricade on a door, the kitchen
/// turned up.
fn busy() -> DeadOfNight {
    house(2)
        .and_then(|p| p.player(0, 3, 4))
        .and_then(|p| p.hold(0, "baseball-bat"))
        .and_then(|p| p.ammo(0, 3))
        .and_then(|p| p.energy(0, 4))
        .and_then(|p| p.player(1, 12, 1))
        .and_then(|p| p.keys(1))
        .and_then(|p| p.zombie(5, 4))
        .and_then(|p| p.zombie(5, 4))
        .and_then(|p| p.fire(8, 4, 0, true))
        .and_then(|p| p.fire(9, 4, 1, false))
        .and_then(|p| p.barricade(7, 4, (7, 3)))
        .and_then(|p| p.reveal(2, 2, "kitchen"))
        .and_then(Position::build)
        .expect("a valid position")
}

fn draw(g: &DeadOfNight, lang: Lang, w: u16, h: u16, card: bool) -> String {
    let tr = Tr::new(lang);
    let scene = g.scene(Viewer::Seat(Seat(0)));
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    let ctx = BoardCtx { tr: &tr, cursor: None, marked: &[], focus: None, subject: None };
    if card {
        DeadOfNight::render_card(&scene, &ctx, area, &mut buf);
    } else {
        DeadOfNight::render_board(&scene, &ctx, area, &mut buf);
    }
    text(&buf)
}

/// The screen row of map row `y` (from 0) when the edge lines are drawn,
/// from its row number on.
fn row(board: &str, y: usize) -> &str {
    board.lines().nth(1 + 2 * y).unwrap_or_default().trim_start()
}

#[test]
fn the_board_draws_rooms_doors_windows_and_pieces_where_the_view_puts_them() {
    let board = draw(&busy(), Lang::En, 80, 34, false);
    assert!(board.lines().next().is_some_and(|l| l.contains("A  B  C")), "column letters\n{board}");
    // Row 5 (y = 4) is the hall: seat 1's player on D5, two zombies on F5,
    // fires on I5 (spreading) and J5 (small).
    let hall = row(&board, 4);
    assert!(hall.starts_with("5 "), "{board}");
    for piece in ["P1", "Z2", "^^", "^ "] {
        assert!(hall.contains(piece), "{piece} in the hall row\n{board}");
    }
    assert!(row(&board, 1).contains("P2"), "seat 2 outside on M2\n{board}");
    // The kitchen is turned up; the living room beside it is still face down (DN-MOVE-5).
    let kitchen: String = row(&board, 1).chars().take(14).collect();
    assert!(!kitchen.contains('░'), "kitchen face up\n{board}");
    assert!(row(&board, 1).contains("░░"), "living room face down\n{board}");
    assert!(board.contains('#'), "the barricade on the door H4|H5 (DN-BAR-1)\n{board}");
    assert!(board.contains("┄┄") && board.contains('┆'), "windows both ways\n{board}");
    assert!(board.contains("▭▭"), "doors\n{board}");
    assert!(board.contains("▒▒"), "the parked car\n{board}");
    assert!(board.contains("G "), "the generator on B5\n{board}");
    assert!(board.contains("wall"), "the key under the board\n{board}");
}

#[test]
fn a_short_panel_still_shows_every_square() {
    let board = draw(&busy(), Lang::Ru, 50, 16, false);
    // Russian letters on a Russian board: И for a player, З for zombies.
    assert!(board.contains("И1") && board.contains("З2") && board.contains("И2"), "{board}");
    assert!(!board.contains("P1") && !board.contains("Z2"), "{board}");
    let panel = draw(&busy(), Lang::Ru, 50, 20, true);
    assert!(panel.contains("И2 ♥") && !panel.contains("P2"), "the players' list in Russian letters too\n{panel}");
    let (w, h) = DeadOfNight::board_min_size(&busy().scene(Viewer::Spectator));
    assert!(w <= 50 && h <= 16, "{w}x{h}");
}

#[test]
fn the_card_shows_energy_ammo_items_and_every_player() {
    let en = draw(&busy(), Lang::En, 50, 20, true);
    for w in ["Player 1", "Energy", "4/6", "Ammo", "3", "Baseball bat", "2 actions left", "P2", "ammo 0"] {
        assert!(en.contains(w), "{w:?}\n{en}");
    }
    let ru = draw(&busy(), Lang::Ru, 50, 20, true);
    for w in ["Игрок 1", "Энергия", "Патроны", "Бейсбольная бита", "осталось 2 действия"]
    {
        assert!(ru.contains(w), "{w:?}\n{ru}");
    }
}

/// DN-TURN-1: the card drawn is shown to every seat, big while it is
/// told, then on the side panel with what it does.
#[test]
fn dn_turn_1_the_card_drawn_is_shown_with_what_it_does() {
    let mut g = house(2)
        .and_then(|p| p.player(0, 3, 4))
        .and_then(|p| p.player(1, 12, 1))
        .map(Position::at_draw)
        .and_then(Position::build)
        .expect("a valid position");
    let tr = Tr::new(Lang::En);
    let mut scene = g.scene(Viewer::Seat(Seat(1)));
    let power = DeadOfNight::card("powers-on").expect("a shipped card");
    let shown = DeadOfNight::play_event(&mut scene, &Event::CardDrawn { seat: 0, card: power }, &tr);
    assert_eq!(shown.pace, Pace::Pause);
    let face = shown.card.expect("the card is shown big");
    assert_eq!(face[0], "Power's On");
    assert!(face.iter().any(|l| l.contains("every room inside a building is lit")), "{face:?}");
    g.play(&[Action::Card(power)]).expect("the card is drawn");
    let panel = draw(&g, Lang::En, 60, 24, true);
    assert!(panel.contains("Event card drawn") && panel.contains("Power's On"), "{panel}");
}

#[test]
fn every_event_is_told_in_both_languages_and_moves_the_scene() {
    let g = busy();
    let (d5, f5, f6) = (g.sq(3, 4).expect("D5"), g.sq(5, 4).expect("F5"), g.sq(5, 5).expect("F6"));
    let events = [
        Event::TurnBegan { seat: 1, round: 2 },
        Event::ZombieMoved { from: f5, to: f6 },
        Event::ZombiePlaced { sq: d5 },
        Event::Killed { seat: 0, sq: f5 },
        Event::Stepped { seat: 0, to: f6 },
        Event::Wounded { seat: 0, energy: 2 },
        Event::Died { seat: 1, sq: d5 },
        Event::FireStarted { sq: d5, owner: 0 },
        Event::RoomRevealed { area: 1, room: 1 },
        Event::GameOver { end: horde_dead_of_night::End::TheEnd },
    ];
    for lang in [Lang::En, Lang::Ru] {
        let tr = Tr::new(lang);
        let mut scene = g.scene(Viewer::Spectator);
        for e in &events {
            let shown = DeadOfNight::play_event(&mut scene, e, &tr);
            let said = shown.text.unwrap_or_default();
            assert!(!said.is_empty() && !said.contains(MISSING), "{e:?}: {said:?}");
        }
        assert_eq!(scene.view.active, 1);
        assert_eq!(scene.view.players[0].pos, Some(f6));
        assert_eq!(scene.view.players[0].energy, 2);
        assert!(!scene.view.players[1].alive);
        assert!(scene.view.revealed[1].is_some());
        // One zombie left F5 for F6 and one died on F5; one appeared on D5.
        assert_eq!(scene.zombies_on(f5), 0);
        assert_eq!(scene.zombies_on(f6), 1);
        assert_eq!(scene.zombies_on(d5), 1);
    }
}

#[test]
fn seats_are_labelled_with_their_player_and_picking_a_square_probes_a_step() {
    let g = busy();
    let tr = Tr::new(Lang::En);
    assert_eq!(g.seat_label(Seat(0), &tr), "Seat 1 (Player 1, energy 4)");
    assert!(g.asking(&tr).contains("2 actions left"), "{}", g.asking(&tr));
    let scene = g.scene(Viewer::Spectator);
    assert_eq!(DeadOfNight::spots(&scene).len(), 140, "every square of the 14 x 10 house");
    assert_eq!(DeadOfNight::spot_name(&scene, g.sq(3, 4).expect("D5")), "D5");
    let mut probes = Vec::new();
    g.probes(g.sq(0, 0).expect("A1"), &mut probes);
    assert!(probes.is_empty(), "no step outside a Move");
}

/// One person's seat left to bots too: four heuristic players play the
/// house to its end through the app (DN-END).
#[test]
fn four_bots_play_the_house_to_the_end_through_the_app() {
    let mut opts = common::options(Lang::Ru, 5);
    opts.game = Some("dead-of-night".into());
    opts.mission = Some("house".into());
    opts.players = Some(4);
    opts.humans = Some(vec![]);
    opts.bot = Some("heuristic".into());
    let mut app = horde_tui::build::<DeadOfNight>(&opts).expect("four bots");
    app.settle();
    assert!(app.is_over(), "the match ended");
    let mut t = Terminal::new(TestBackend::new(120, 40)).expect("test terminal");
    t.draw(|f| {
        let area = f.area();
        horde_tui::ui::draw(&app, area, f.buffer_mut());
    })
    .expect("draw");
    let screen = text(t.backend().buffer());
    assert!(screen.contains("Глухая ночь"), "{screen}");
    assert!(screen.contains("Игроки"), "{screen}");
}
