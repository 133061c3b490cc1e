//! The Dead of Night picture and page: the room-card layout drawn from a
//! seat's view, well-formed and free of anything the view does not hold,
//! and the page naming every piece in both languages.

use horde_core::{Game, Seat, Viewer};
use horde_dead_of_night::content::{AreaKind, content};
use horde_dead_of_night::position::Position;
use horde_dead_of_night::{Action, DeadOfNight, Event};
use horde_render::{MapPicture, MapRequest, MissionRef, Picture};
use horde_rules::{Lang, RuleSystem};

mod common;
use common::{assert_well_formed, words};

fn count(svg: &str, needle: &str) -> usize {
    svg.matches(needle).count()
}

fn board(g: &DeadOfNight, viewer: Viewer) -> String {
    g.board_svg(viewer, Lang::En).expect("Dead of Night has a board picture")
}

/// Two players in the house: seat 0 in the hall with a bat and a pistol,
/// seat 1 outside; zombies, a spreading and a small fire, a barricade.
fn busy() -> DeadOfNight {
    busy_position().and_then(Position::build).expect("a valid position")
}

/// The position of [`busy`], before it is built.
fn busy_position() -> Result<Position, String> {
    house(2)
        .and_then(|p| p.player(0, 3, 4))
        .and_then(|p| p.hold(0, "baseball-bat"))
        .and_then(|p| p.pack(0, "food"))
        .and_then(|p| p.ammo(0, 3))
        .and_then(|p| p.energy(0, 4))
        .and_then(|p| p.player(1, 12, 1))
        .and_then(|p| p.keys(1))
        .and_then(|p| p.zombie(5, 4))
        .and_then(|p| p.zombie(5, 4))
        .and_then(|p| p.zombie(0, 0))
        .and_then(|p| p.fire(8, 4, 0, true))
        .and_then(|p| p.fire(9, 4, 1, false))
        .and_then(|p| p.barricade(7, 4, (7, 3)))
        .and_then(|p| p.lying(4, 4, "hammer"))
        .and_then(|p| p.reveal(2, 2, "kitchen"))
}

/// A test position in the house, its errors as messages.
fn house(players: u8) -> Result<Position, String> {
    Position::new("house", players).map_err(|e| e.0)
}

fn new_house(players: u8) -> DeadOfNight {
    let setup = <DeadOfNight as RuleSystem>::default_setup("house", players).expect("the house is shipped");
    DeadOfNight::new(&setup).expect("a valid setup")
}

#[test]
fn the_layout_is_drawn_square_by_square_with_rooms_face_down_until_explored() {
    let g = new_house(2);
    let svg = board(&g, Viewer::Spectator);
    assert_well_formed(&svg);
    let s = &content().scenarios[0];
    assert_eq!(count(&svg, r#"<rect class="square "#), s.squares(), "one rect per square");
    assert_eq!(count(&svg, r#"data-square="A1""#), 1, "each square is named once, as the texts name it");
    assert!(svg.contains("rect.square.target"), "squares an action points at are outlined");
    assert_eq!(count(&svg, r#"data-square="N10""#), 1);
    // DN-MOVE-5: every room without a card turned up is a card back.
    let view = g.view(Viewer::Spectator);
    let face_down =
        s.areas.iter().enumerate().filter(|(i, a)| a.kind == AreaKind::Room && view.revealed[*i].is_none()).count();
    assert!(face_down >= 5, "the house deals five room cards face down");
    assert_eq!(count(&svg, r#"class="card-back""#), face_down);
    // The house's doors and windows (its content file), none broken yet.
    assert_eq!(count(&svg, r#"<line class="door""#), 8);
    assert_eq!(count(&svg, r#"<line class="window""#), 8);
    assert_eq!(count(&svg, r#"class="entry""#), s.entries.len(), "zombie entry spaces (DN-SETUP-1)");
    assert_eq!(count(&svg, r#"class="car""#), 1, "the parked car (DN-GAP-4)");
    assert_eq!(count(&svg, r#"class="generator""#), 1);
}

#[test]
fn pieces_fires_barricades_and_turned_up_rooms_are_drawn() {
    let g = busy();
    let svg = board(&g, Viewer::Seat(Seat(0)));
    assert_well_formed(&svg);
    assert_eq!(count(&svg, r#"<g class="zombie" data-at="F5""#), 2, "two zombies share F5 (DN-ZOM-9)");
    assert_eq!(count(&svg, r#"<g class="zombie""#), 3);
    assert_eq!(count(&svg, r#"<g class="player""#), 2);
    assert!(svg.contains(r#"data-seat="1" data-at="D5" data-state="alive" data-energy="4" data-ammo="3""#));
    assert!(
        svg.contains(r#"data-seat="2" data-at="M2" data-state="alive" data-energy="6" data-ammo="0" data-keys="true""#)
    );
    assert_eq!(count(&svg, r#"class="turn""#), 1, "a ring on the player whose turn it is");
    // DN-GAP-10: both fires burn; only the spreading one smokes.
    assert_eq!(count(&svg, r#"<path class="fire""#), 2);
    assert_eq!(count(&svg, r#"class="smoke" data-at="I5""#), 1);
    assert_eq!(count(&svg, r#"class="smoke""#), 1);
    assert_eq!(count(&svg, r#"<line class="barricade" data-edge="H4|H5""#), 1, "DN-BAR-1");
    assert_eq!(count(&svg, r#"class="item" data-at="E5""#), 1);
    // The kitchen is turned up: its squares are a floor, not a card back.
    assert_eq!(count(&svg, r#"class="square face-down" data-square="C3""#), 0);
    assert_eq!(count(&svg, r#"class="square room" data-square="C3""#), 1);
}

#[test]
fn dn_cards_4_power_lights_every_room_inside() {
    let dark = board(&busy(), Viewer::Spectator);
    assert_eq!(count(&dark, r#"class="lit""#), 0);
    let g = house(2)
        .and_then(|p| p.player(0, 3, 4))
        .and_then(|p| p.player(1, 12, 1))
        .map(|p| p.power(true))
        .and_then(Position::build)
        .expect("a valid position");
    let s = &content().scenarios[0];
    let indoors = s.area_of.iter().filter(|&&a| s.areas[usize::from(a)].kind != AreaKind::Outdoors).count();
    assert_eq!(count(&board(&g, Viewer::Spectator), r#"class="lit""#), indoors);
}

/// Dead of Night keeps nothing of a seat's own: every seat's picture and
/// page are the spectator's. What the state holds and no view does (the
/// items left in the box) changes nothing drawn.
#[test]
fn no_seat_sees_more_than_another_and_the_box_is_not_drawn() {
    let g = busy();
    let spectator = board(&g, Viewer::Spectator);
    for seat in 0..2 {
        assert_eq!(board(&g, Viewer::Seat(Seat(seat))), spectator);
    }
    let other_box = busy_position()
        .and_then(|p| p.supply("rifle", 0))
        .and_then(|p| p.supply("chainsaw", 0))
        .and_then(Position::build)
        .expect("a valid position");
    assert_ne!(other_box, g, "the states differ in their hidden part");
    assert_eq!(board(&other_box, Viewer::Seat(Seat(1))), spectator);
    for lang in Lang::ALL {
        assert_eq!(other_box.page(Viewer::Seat(Seat(1)), lang), g.page(Viewer::Seat(Seat(0)), lang));
    }
}

/// Face-down rooms keep their card secret until turned up (DN-MOVE-5):
/// neither the picture nor the page names a room card of the pool.
#[test]
fn dn_move_5_face_down_rooms_are_not_named() {
    let g = new_house(3);
    let svg = board(&g, Viewer::Seat(Seat(2)));
    for lang in Lang::ALL {
        let text = words(&g.page(Viewer::Seat(Seat(2)), lang));
        for r in ["kitchen", "living-room", "dining-room", "study", "bathroom"] {
            assert!(!svg.contains(r), "{r} in the picture");
            let name = horde_dead_of_night::texts::room(
                horde_dead_of_night::texts::texts().tr(lang),
                content().rooms.iter().position(|k| k.id == r).expect("a room card") as u8,
            );
            assert!(!text.contains(&name), "{name} on the page: {text}");
        }
    }
}

#[test]
fn the_page_names_players_items_and_values_in_both_languages() {
    let g = busy();
    let en = words(&g.page(Viewer::Seat(Seat(1)), Lang::En));
    for w in [
        "Player 1",
        "Player 2",
        "Energy",
        "4/6",
        "Ammo",
        "Baseball bat (close combat +2)",
        "Food",
        "Holds the car keys",
    ] {
        assert!(en.contains(w), "{w:?} missing: {en}");
    }
    assert!(en.contains("Kitchen B2"), "a room turned up, by name and square: {en}");
    assert!(en.contains("2 actions left"), "the active player's actions (DN-ACT-1): {en}");
    let ru = words(&g.page(Viewer::Seat(Seat(1)), Lang::Ru));
    for w in ["Игрок 1", "Энергия", "Патроны", "Бейсбольная бита (ближний бой +2)", "Кухня"]
    {
        assert!(ru.contains(w), "{w:?} missing: {ru}");
    }
    for text in [&en, &ru] {
        assert!(!text.contains("dn-"), "no message ids: {text}");
        assert!(!text.contains("baseball-bat"), "no engine ids: {text}");
    }
}

/// DN-TURN-1: the card just drawn is on every page, with what it does;
/// the deck's size and where The End can be follow it (DN-GAP-1).
#[test]
fn dn_turn_1_the_card_drawn_is_shown_to_everyone_with_its_effect() {
    let mut g = house(2)
        .and_then(|p| p.player(0, 3, 4))
        .and_then(|p| p.player(1, 12, 1))
        .map(Position::at_draw)
        .and_then(Position::build)
        .expect("a valid position");
    let before = words(&g.page(Viewer::Spectator, Lang::En));
    assert!(!before.contains("Event card drawn"), "no card before the draw: {before}");
    assert!(before.contains("Event deck: 40 cards left, 0 drawn"), "{before}");
    assert!(before.contains("The End comes in 36 to 40 cards"), "{before}");
    let power = DeadOfNight::card("powers-on").expect("a shipped card");
    g.play(&[Action::Card(power)]).expect("the card is drawn");
    for viewer in [Viewer::Spectator, Viewer::Seat(Seat(0)), Viewer::Seat(Seat(1))] {
        let en = words(&g.page(viewer, Lang::En));
        assert!(en.contains("Event card drawn Power's On No zombie turn Power's on: every room"), "{en}");
        assert!(en.contains("Power is on"), "{en}");
        assert!(en.contains("39 cards left, 1 drawn"), "{en}");
    }
    let ru = words(&g.page(Viewer::Spectator, Lang::Ru));
    assert!(ru.contains("Вытянутая карта события"), "{ru}");
}

#[test]
fn the_end_may_be_the_next_card_when_five_are_left() {
    let g = house(1)
        .and_then(|p| p.player(0, 3, 4))
        .map(Position::last_card)
        .and_then(Position::build)
        .expect("a valid position");
    let en = words(&g.page(Viewer::Spectator, Lang::En));
    assert!(en.contains("The End may come with any card now (1 left)"), "{en}");
}

#[test]
fn marks_point_at_squares_the_picture_names() {
    let g = busy();
    let svg = board(&g, Viewer::Spectator);
    let (a, b) = (g.sq(5, 4).expect("F5"), g.sq(5, 5).expect("F6"));
    let m = g.mark(&Event::ZombieMoved { from: a, to: b }, Viewer::Spectator, Lang::En).expect("a move is marked");
    assert_eq!(m.moved, Some(["F5".to_owned(), "F6".to_owned()]));
    for spot in m.moved.iter().flatten() {
        assert!(svg.contains(&format!(r#"data-square="{spot}""#)));
    }
    let died = g.mark(&Event::Died { seat: 0, sq: a }, Viewer::Spectator, Lang::En).expect("a death is marked");
    assert_eq!((died.spot.as_deref(), died.badge.as_deref()), (Some("F5"), Some("☠")));
    let hurt =
        g.mark(&Event::Wounded { seat: 0, energy: 3 }, Viewer::Spectator, Lang::En).expect("marked at the player");
    assert_eq!(hurt.spot.as_deref(), Some("D5"));
    assert_eq!(g.mark(&Event::FightEnded, Viewer::Spectator, Lang::En), None);
}

#[test]
fn horde_render_draws_a_shipped_scenario_and_refuses_text() {
    let request = |text| MapRequest { mission: MissionRef::Shipped("house".into()), language: None, text };
    let Ok(MapPicture::Drawn(svg)) = DeadOfNight::map_picture(&request(false)) else { panic!("the house is drawn") };
    assert_well_formed(&svg);
    assert_eq!(count(&svg, r#"<g class="player""#), 0, "nobody has picked an entry space yet");
    assert!(DeadOfNight::map_picture(&request(true)).is_err());
    let unknown = MapRequest { mission: MissionRef::Shipped("nowhere".into()), language: None, text: false };
    assert!(DeadOfNight::map_picture(&unknown).is_err());
}
