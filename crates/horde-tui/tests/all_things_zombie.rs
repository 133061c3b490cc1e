//! All Things Zombie on the terminal screen, without a terminal: the hex
//! map draws the pieces on their hexes, the card shows the sheets and the
//! reaction test in both languages, every event and question has words,
//! and bots play a match to its end through the app.

use horde_all_things_zombie::position::{PlacedCharacter, Position};
use horde_all_things_zombie::{Action, Atz, Event, Pending, RollFor, Side, Test, TestAt};
use horde_core::{Game, Match, Seat, Viewer};
use horde_tui::app::Phase;
use horde_tui::game_ui::{BoardCtx, TuiGame};
use horde_tui::i18n::MISSING;
use horde_tui::{Lang, PlayOptions, Tr};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

mod common;
use common::text;

fn board(g: &Atz, tr: &Tr, cursor: Option<u16>) -> String {
    let scene = g.scene(Viewer::Spectator);
    let area = Rect::new(0, 0, 80, 30);
    let mut buf = Buffer::empty(area);
    let ctx = BoardCtx { tr, cursor, marked: &[], focus: None, subject: None };
    Atz::render_board(&scene, &ctx, area, &mut buf);
    text(&buf)
}

fn card(g: &Atz, tr: &Tr, subject: Option<u16>) -> String {
    let scene = g.scene(Viewer::Seat(Seat(0)));
    let area = Rect::new(0, 0, 60, 40);
    let mut buf = Buffer::empty(area);
    let ctx = BoardCtx { tr, cursor: None, marked: &[], focus: None, subject };
    Atz::render_card(&scene, &ctx, area, &mut buf);
    text(&buf)
}

/// Tonya (a Star) and Buffy of "Crossing at dusk", two zombies beside
/// them, a Shot marker, an Entered building, a found enemy.
fn position() -> Atz {
    Position::new("crossing")
        .character(PlacedCharacter::new("tonya", (2, 5), Some("pistol")))
        .character(PlacedCharacter::new("buffy", (3, 5), Some("shotgun")).with_items(&["medkit"]))
        .character(PlacedCharacter::new("survivor-4", (9, 3), Some("bat")).found(Side::Enemy))
        .zombie((4, 5), 0)
        .zombie((4, 5), 1)
        .entered('A')
        .shot((2, 5), 2)
        .build()
        .expect("a possible position")
}

/// The screen line holding the top of hex (x, y): the line of row label
/// `y`, one lower in an odd column (ATZ-GAP-6).
fn row_of(out: &str, x: usize, y: usize) -> String {
    let lines: Vec<&str> = out.lines().collect();
    let label = lines.iter().skip(1).position(|l| l.trim_start().starts_with(&format!("{y} "))).expect("the row label");
    lines[1 + label + x % 2].to_owned()
}

#[test]
fn the_board_draws_figures_markers_and_terrain_on_their_hexes() {
    let g = position();
    let tr = Tr::new(Lang::En);
    let out = board(&g, &tr, None);
    // ATZ-STAR-1 / ATZ-CHAR-1: a character by initial and Rep; Buffy shares no hex.
    let row5 = row_of(&out, 2, 5);
    assert!(row5.contains("T5") && row5.contains("Z2"), "Tonya and the two zombies on row 5\n{out}");
    assert!(row_of(&out, 3, 5).contains("B4"), "Buffy, one row lower in an odd column\n{out}");
    assert!(out.contains('*'), "the Shot marker (ATZ-ITEM-2)\n{out}");
    assert!(out.contains("A◦"), "building A with its Entered marker (ATZ-ITEM-3)\n{out}");
    assert!(out.contains('"'), "vegetation (ATZ-MOVE-3)\n{out}");
    assert!(out.contains('»'), "the exit edge of the crossing (ATZ-GAP-9)\n{out}");
    let ru = board(&g, &Tr::new(Lang::Ru), None);
    assert!(ru.contains("Т5") && ru.contains("Б4"), "initials in the reader's language\n{ru}");
    // Zombies and buildings in Russian letters too.
    assert!(ru.contains("З2") && ru.contains("А◦") && !ru.contains("Z2"), "{ru}");
}

#[test]
fn the_hex_under_the_cursor_is_described() {
    let g = position();
    let h = g.map().offset_hex(2, 5).expect("a hex");
    let i = g.map().index(h).expect("on the map") as u16;
    // The line under the board wraps: read it as one.
    let out = board(&g, &Tr::new(Lang::En), Some(i)).replace('\n', " ");
    assert!(out.contains("2.5 · vegetation") && out.contains("Tonya (Rep 5"), "{out}");
    assert!(out.contains("seen by Tonya, Buffy"), "ATZ-LOS-1\n{out}");
    let names = Atz::spots(&g.scene(Viewer::Spectator));
    assert_eq!(names.len(), g.map().hexes.len(), "every hex is a spot");
    assert_eq!(Atz::spot_name(&g.scene(Viewer::Spectator), i), "2.5");
}

#[test]
fn the_card_shows_the_sheet_and_the_reaction_test_in_both_languages() {
    let mut g = position();
    g.pending = Pending::Roll { c: 1, why: RollFor::Test(Test::BeingCharged, TestAt::ZombiePhase), need: 2 };
    g.dice = vec![3];
    let en = card(&g, &Tr::new(Lang::En), Some(1));
    assert!(en.contains("Reaction test") && en.contains("Buffy: Being Charged"), "{en}");
    assert!(en.contains("Dice 3 against Rep 4"), "ATZ-REACT-1\n{en}");
    assert!(en.contains("shotgun: range") && en.contains("Medkit"), "the sheet (ATZ-CHAR-4)\n{en}");
    assert!(en.contains("foe"), "the found enemy (ATZ-SURV-5)\n{en}");
    let ru = card(&g, &Tr::new(Lang::Ru), Some(1));
    assert!(ru.contains("Проверка реакции") && ru.contains("Баффи"), "{ru}");
    assert!(ru.contains("дробовик") && ru.contains("Аптечка"), "{ru}");
}

#[test]
fn every_event_and_question_has_words_in_both_languages() {
    let g = position();
    let h = g.ch(0).hex;
    let events = [
        Event::Initiative { turn: 2, characters: 4, zombies: 2 },
        Event::Activation { active: vec![true, false, false] },
        Event::TurnOf { c: 0 },
        Event::Moved { c: 0, from: h, to: h },
        Event::Tested { c: 1, test: Test::InSight, dice: vec![2, 5], successes: 1, chosen: false },
        Event::Wounded { c: 1, wounds: 1 },
        Event::ZombieMoved { z: 0, from: h, to: h },
        Event::ZombieAppeared { z: 7, hex: h },
        Event::ZombieKilled { z: 0 },
        Event::ShotMarker { hex: h, dice: 2 },
        Event::EnteredBuilding { c: 0, building: 1, zombies: 2 },
        Event::Died { c: 1 },
        Event::TurnEnded { turn: 2 },
    ];
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        let mut scene = g.scene(Viewer::Spectator);
        for e in &events {
            let shown = Atz::play_event(&mut scene, e, &tr);
            let t = shown.text.unwrap_or_else(|| panic!("{lang}: {e:?} has no text"));
            assert!(!t.contains(MISSING) && !t.is_empty(), "{lang}: {e:?} → {t}");
        }
        // The events changed the scene: the test is remembered for the card,
        // the zombie killed is gone, the new one stands, Buffy is dead.
        assert!(scene.last_test.is_some());
        assert!(scene.view.zombies.iter().all(|z| z.id != 0) && scene.view.zombies.iter().any(|z| z.id == 7));
        assert!(!scene.view.characters[1].alive && scene.view.entered[1]);
        let ask = g.asking(&tr);
        assert!(!ask.contains(MISSING), "{lang}: {ask}");
        let seat = g.seat_label(Seat(0), &tr);
        assert!(seat.contains(&tr.t("atz-char-tonya")) && seat.contains(&tr.t("atz-char-buffy")), "{seat}");
    }
}

/// A hex beside the acting character probes a step there, so a refused
/// pick names its rule (ATZ-MOVE-2).
#[test]
fn a_hex_beside_the_acting_character_probes_a_step() {
    let setup = <Atz as horde_rules::RuleSystem>::default_setup("night-watch", 1).expect("setup");
    let mut m = Match::<Atz>::new(setup, 3).expect("match");
    let mut events = Vec::new();
    let mut legal = Vec::new();
    for _ in 0..50 {
        m.run_chance(&mut events);
        if m.state().pending == Pending::Turn {
            break;
        }
        legal.clear();
        m.state().legal_actions(&mut legal);
        let horde_core::Decision::Seat(seat) = m.decision() else { break };
        m.act(horde_core::Actor::Seat(seat), legal[0], &mut events).expect("legal");
    }
    let g = m.state();
    assert_eq!(g.pending, Pending::Turn, "a character's turn comes");
    let c = g.turn_state.expect("a turn").c;
    let next = horde_all_things_zombie::content::map::step(g.ch(c).hex, 4);
    let target = g.map().index(next).expect("on the map") as u16;
    let mut out = Vec::new();
    g.probes(target, &mut out);
    assert_eq!(out, [Action::Move(4)]);
    let mut far = Vec::new();
    g.probes(0, &mut far);
    assert!(far.is_empty() || g.map().hexes.hex(0).is_some_and(|h| h.distance(g.ch(c).hex) == 1));
}

/// Bots on every seat play a whole match through the app's own loop.
#[test]
fn bots_play_a_match_to_the_end_through_the_app() {
    let opts = PlayOptions {
        game: Some("all-things-zombie".into()),
        mission: Some("crossing".into()),
        players: Some(2),
        humans: Some(vec![]),
        seed: 4,
        lang: Lang::Ru,
        load: None,
        bot: Some("heuristic".into()),
        save: Some(std::env::temp_dir().join(format!("horde-tui-atz-{}.json", std::process::id()))),
    };
    let mut app = horde_tui::build::<Atz>(&opts).expect("an all-bot table");
    app.settle();
    assert_eq!(app.phase(), Phase::Over);
    assert!(app.session().driver().state().outcome().is_some());
    let log: Vec<&str> = app.log_lines().collect();
    assert!(log.iter().any(|l| l.contains("Тоня")), "the story names the characters: {log:?}");
    assert!(log.iter().all(|l| !l.contains(MISSING)), "{log:?}");
}
