//! Grid Siege on the terminal screen, without a terminal: every event and
//! action has words in both languages, the board draws the map's pieces
//! where the rules put them, and the zombie hand is shown to the Zombie
//! Player's seat only.

use horde_core::{Game, Match, Seat, Viewer};
use horde_grid_siege::content::{Res, content};
use horde_grid_siege::position::Scenario;
use horde_grid_siege::{Edge, Ended, Event, GridSiege, Pos, Roll};
use horde_tui::game_ui::{BoardCtx, TuiGame};
use horde_tui::i18n::MISSING;
use horde_tui::{Lang, Tr};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

mod common;
use common::text;

fn p(x: u8, y: u8) -> Pos {
    Pos::new(x, y)
}

fn board(g: &GridSiege, viewer: Viewer, tr: &Tr, w: u16, h: u16) -> String {
    let scene = g.scene(viewer);
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    let ctx = BoardCtx { tr, cursor: None, marked: &[], focus: None, subject: None };
    GridSiege::render_board(&scene, &ctx, area, &mut buf);
    text(&buf)
}

fn card(g: &GridSiege, viewer: Viewer, tr: &Tr) -> String {
    let scene = g.scene(viewer);
    let area = Rect::new(0, 0, 50, 19);
    let mut buf = Buffer::empty(area);
    let ctx = BoardCtx { tr, cursor: None, marked: &[], focus: None, subject: None };
    GridSiege::render_card(&scene, &ctx, area, &mut buf);
    text(&buf)
}

fn all_events() -> Vec<Event> {
    let e = Edge::between(p(3, 3), p(3, 4)).expect("neighbours");
    let mut v = vec![
        Event::CharacterDealt { human: 0, character: 4 },
        Event::ZombieCardDealt { card: None },
        Event::ZombieCardDealt { card: Some(1) },
        Event::HumanPlaced { human: 0, pos: p(2, 2) },
        Event::RoundStarted { round: 2 },
        Event::HumanPhase,
        Event::ZombiePhase,
        Event::TurnStarted { human: 0, actions: 1 },
        Event::TurnStarted { human: 0, actions: 2 },
        Event::TurnEnded { human: 0 },
        Event::HumanMoved { human: 0, from: p(2, 2), to: p(3, 3) },
        Event::Carried { human: 0, carried: 1 },
        Event::CarriedPlaced { human: 1, pos: p(3, 3) },
        Event::Rerolled { human: 0 },
        Event::WeaponEmpty { human: 0, thing: 5 },
        Event::ThingLost { human: 0, thing: 6 },
        Event::ThingGiven { from: 0, to: 1, thing: 3 },
        Event::ThingDiscarded { human: 0, thing: 3, pos: Some(p(3, 3)) },
        Event::ThingPickedUp { human: 1, thing: 3 },
        Event::ThingFound { human: 0, thing: 7 },
        Event::NothingFound { human: 0 },
        Event::Searched { human: 0, pos: content().map.search[0].pos },
        Event::Healed { human: 0, target: 1, lives: 3 },
        Event::UseFailed { human: 0, thing: 7 },
        Event::Wounded { human: 0, lives: 1 },
        Event::Unconscious { human: 0 },
        Event::Died { human: 0 },
        Event::Sacrificed { human: 1 },
        Event::Rose { human: 0, pos: p(3, 3) },
        Event::ZombieKilled { pos: p(3, 3) },
        Event::ZombiePushed { from: p(3, 3), to: p(3, 4) },
        Event::ZombieSpawned { pos: p(5, 5) },
        Event::NoSpawnSquare { sheet: 4 },
        Event::ZombieMoved { from: p(5, 5), to: p(5, 6) },
        Event::ZombieCardPlayed { card: 0, target: 0 },
        Event::BarricadeWork { edge: e, done: 1, needed: 2 },
        Event::BarricadeBuilt { edge: e },
        Event::BarricadeRemoved { edge: e },
        Event::WallDestroyed { edge: e },
        Event::EnteredCar { human: 1 },
        Event::CarStarted,
        Event::GameOver { humans_win: true, how: Ended::DroveAway },
        Event::GameOver { humans_win: true, how: Ended::Barricaded { building: 0 } },
        Event::GameOver { humans_win: false, how: Ended::AllDead },
        Event::GameOver { humans_win: false, how: Ended::RoundLimit { rounds: 100 } },
    ];
    for result in [Res::Oops, Res::Miss, Res::Push, Res::Kill, Res::Chain] {
        v.push(Event::Attacked { human: 0, target: p(3, 4), result });
    }
    for roll in [
        Roll::Attack,
        Roll::Blast,
        Roll::Use,
        Roll::BreakThrough,
        Roll::StartCar,
        Roll::PlacementSheet,
        Roll::SpawnSheet,
        Roll::ZombieAttack,
    ] {
        v.push(Event::DieRolled { value: 4, roll });
    }
    v
}

fn two_humans() -> GridSiege {
    Scenario::new()
        .human("soldier", p(11, 20))
        .holding("ak47")
        .human("medic", p(12, 20))
        .holding("first_aid")
        .zombie(p(11, 17))
        .zombie_hand(&["trip", "horde"])
        .turn_of(0)
        .build()
        .expect("scenario")
}

#[test]
fn every_event_has_words_in_both_languages() {
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        let mut scene = two_humans().scene(Viewer::Spectator);
        for e in all_events() {
            let shown = GridSiege::play_event(&mut scene, &e, &tr);
            let t = shown.text.unwrap_or_else(|| panic!("{lang}: {e:?} has no text"));
            assert!(!t.contains(MISSING) && !t.is_empty(), "{lang}: {e:?} → {t}");
        }
    }
}

#[test]
fn every_action_of_a_played_game_has_a_label_and_a_rule() {
    let setup = <GridSiege as horde_rules::RuleSystem>::default_setup("siege", 2).expect("setup");
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        let mut m = Match::<GridSiege>::new(setup.clone(), 11).expect("match");
        let mut seen = std::collections::BTreeSet::new();
        let mut legal = Vec::new();
        let mut events = Vec::new();
        // A random game: the first legal action each time, varied by the
        // log length so both sides move about.
        for step in 0..1500usize {
            if m.state().outcome().is_some() {
                break;
            }
            m.run_chance(&mut events);
            let g = m.state();
            legal.clear();
            g.legal_actions(&mut legal);
            if legal.is_empty() {
                break;
            }
            let ask = g.asking(&tr);
            assert!(!ask.contains(MISSING), "{lang}: {ask}");
            for &a in &legal {
                let info = g.action_info(a, &tr);
                assert!(!info.label.contains(MISSING) && !info.label.is_empty(), "{lang}: {a} → {}", info.label);
                assert!(info.rule.starts_with("GS-"), "{lang}: {a} cites {}", info.rule);
                seen.insert(a.encode() >> 24);
            }
            let a = legal[(step * 7 + 3) % legal.len()];
            let seat = match g.decision() {
                horde_core::Decision::Seat(s) => s,
                _ => break,
            };
            m.act(horde_core::Actor::Seat(seat), a, &mut events).expect("legal action");
        }
        assert!(seen.len() >= 8, "{lang}: only {} kinds of action were seen", seen.len());
    }
}

#[test]
fn the_board_draws_walls_windows_search_squares_the_car_and_figures() {
    let g = two_humans();
    let tr = Tr::new(Lang::En);
    let map = &content().map;
    // Tall enough for edge rows: walls run along their own lines.
    let full = board(&g, Viewer::Spectator, &tr, 80, 60);
    assert!(full.contains("A  B  C") && full.contains(" X"), "column letters\n{full}");
    assert!(full.contains("┌") && full.contains("──"), "house walls with corners\n{full}");
    assert!(full.contains('┆') && full.contains("┄┄"), "windows in both directions\n{full}");
    assert!(full.contains("x▪"), "a search square on furniture\n{full}");
    assert!(full.contains('♣'), "bushes\n{full}");
    assert!(full.contains("▒▒"), "the car\n{full}");
    assert!(full.contains("H1") && full.contains("H2") && full.contains("Z "), "figures\n{full}");
    // The soldier's row: L21 in the picture's coordinates is row 21.
    let row = full.lines().find(|l| l.trim_start().starts_with("21 ")).expect("row 21");
    assert!(row.contains("H1 H2"), "two humans side by side on row 21\n{row}");
    let squares = full.lines().filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()));
    let unsearched = squares.map(|l| l.matches('x').count()).sum::<usize>();
    assert_eq!(unsearched, map.search.len(), "every search square is marked once\n{full}");
    // A 50-line terminal: lines only where the map has walls across, so
    // rows 11 and 12 (open street, a sheet border) touch.
    let middle = board(&g, Viewer::Spectator, &tr, 80, 37);
    assert!(middle.contains("┌───") && middle.contains("┄┄"), "walls and windows across\n{middle}");
    let lines: Vec<&str> = middle.lines().collect();
    let at = |n: &str| lines.iter().position(|l| l.trim_start().starts_with(n)).expect("row");
    assert_eq!(at("12 "), at("11 ") + 1, "{middle}");
    assert_eq!(at("2 "), at("1 ") + 2, "the house's wall runs between rows 1 and 2\n{middle}");
    // Compact: one row per square still shows every square.
    let compact = board(&g, Viewer::Spectator, &tr, 80, 26);
    assert!(compact.contains("22 │") && compact.contains("H1 H2"), "{compact}");
}

#[test]
fn a_barricade_and_a_broken_wall_are_drawn_on_their_edges() {
    let door = content()
        .map
        .all()
        .find_map(|a| {
            [horde_grid_siege::Dir::E, horde_grid_siege::Dir::S].into_iter().find_map(|d| {
                let b = content().map.step(a, d)?;
                let e = Edge::between(a, b)?;
                (content().map.edge(e) == horde_grid_siege::content::EdgeKind::Door && !e.south).then_some(e)
            })
        })
        .expect("a door between east and west squares");
    let wall = content()
        .map
        .all()
        .find_map(|a| {
            let b = content().map.step(a, horde_grid_siege::Dir::E)?;
            let e = Edge::between(a, b)?;
            (content().map.edge(e) == horde_grid_siege::content::EdgeKind::Wall).then_some(e)
        })
        .expect("a wall");
    let g = Scenario::new().human("soldier", p(11, 20)).barricade(door).destroyed_wall(wall).turn_of(0).build();
    let g = g.expect("scenario");
    let out = board(&g, Viewer::Spectator, &Tr::new(Lang::En), 80, 60);
    let row_of = |y: u8| {
        out.lines().find(|l| l.trim_start().starts_with(&format!("{} ", u16::from(y) + 1))).expect("row").to_owned()
    };
    assert!(row_of(door.pos.y).contains('#'), "the barricade on its door\n{out}");
    assert!(row_of(wall.pos.y).contains('░'), "the broken wall\n{out}");
}

#[test]
fn the_zombie_hand_is_shown_to_the_zombie_seat_only() {
    let g = two_humans();
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        let trip = tr.t("gs-zcard-trip");
        let zombie = card(&g, Viewer::Seat(Seat(0)), &tr);
        assert!(zombie.contains(&trip), "{lang}: the Zombie Player sees his cards\n{zombie}");
        for viewer in [Viewer::Seat(Seat(1)), Viewer::Spectator] {
            let human = card(&g, viewer, &tr);
            assert!(!human.contains(&trip), "{lang}: {viewer:?} must not see the hand\n{human}");
            assert!(human.contains('2'), "{lang}: the hand's size is public\n{human}");
        }
        // A card dealt in the engine's own event is named only to the zombie seat's scene.
        let e = Event::ZombieCardDealt { card: horde_grid_siege::content::content().zombie_card_index("trip") };
        let mut human_scene = g.scene(Viewer::Seat(Seat(1)));
        let t = GridSiege::play_event(&mut human_scene, &e, &tr).text.unwrap_or_default();
        assert!(!t.contains(&trip), "{lang}: {t}");
        let mut zombie_scene = g.scene(Viewer::Seat(Seat(0)));
        let t = GridSiege::play_event(&mut zombie_scene, &e, &tr).text.unwrap_or_default();
        assert!(t.contains(&trip), "{lang}: {t}");
    }
}

#[test]
fn the_active_human_card_shows_lives_actions_and_things() {
    let g = two_humans();
    let tr = Tr::new(Lang::En);
    let out = card(&g, Viewer::Seat(Seat(1)), &tr);
    assert!(out.contains("H1 Soldier"), "{out}");
    assert!(out.contains("♥♥♥♥ 4/4"), "{out}");
    assert!(out.contains("2 actions left"), "{out}");
    assert!(out.contains("AK-47"), "{out}");
    let ru = card(&g, Viewer::Seat(Seat(1)), &Tr::new(Lang::Ru));
    assert!(ru.contains("Ч1 Солдат") && ru.contains("осталось 2 действия") && ru.contains("АК-47"), "{ru}");
}
