//! The Grid Siege picture: the map's pieces where the content puts them,
//! a seat's view drawn without the zombie hand.

use horde_core::{Game, Seat, Viewer};
use horde_grid_siege::content::{EdgeKind, content};
use horde_grid_siege::position::Scenario;
use horde_grid_siege::{Dir, Edge, GridSiege, Pos};
use horde_render::grid_siege::{board_svg, view_svg};
use horde_rules::Lang;

fn p(x: u8, y: u8) -> Pos {
    Pos::new(x, y)
}

fn count(svg: &str, needle: &str) -> usize {
    svg.matches(needle).count()
}

fn first_edge(kind: EdgeKind) -> Edge {
    let map = &content().map;
    map.all()
        .find_map(|a| {
            let b = map.step(a, Dir::E)?;
            let e = Edge::between(a, b)?;
            (map.edge(e) == kind).then_some(e)
        })
        .expect("an edge of that kind")
}

fn game() -> GridSiege {
    Scenario::new()
        .human("soldier", p(11, 20))
        .holding("ak47")
        .human("medic", p(12, 20))
        .lives(0)
        .zombie(p(11, 17))
        .fresh_zombie(p(3, 9))
        .searched(content().map.search[0].pos)
        .barricade(first_edge(EdgeKind::Door))
        .destroyed_wall(first_edge(EdgeKind::Wall))
        .zombie_hand(&["trip", "lurch"])
        .turn_of(0)
        .build()
        .expect("scenario")
}

#[test]
fn the_map_is_drawn_square_by_square_with_its_features() {
    let svg = view_svg(&game().view(Viewer::Spectator));
    let map = &content().map;
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    assert_eq!(count(&svg, r#"class="square "#), map.len(), "one square per grid square");
    assert_eq!(count(&svg, r#"class="sheet""#), 6, "six sheets (GS-COMP-1)");
    assert_eq!(count(&svg, r#"class="search""#), map.search.len());
    assert_eq!(count(&svg, r#"data-searched="true""#), 1, "one square searched");
    assert_eq!(count(&svg, r#"class="square car""#), map.car.squares.len());
    let walls = map.all().flat_map(|a| [Dir::E, Dir::S].map(move |d| (a, d))).filter(|&(a, d)| {
        map.step(a, d).and_then(|b| Edge::between(a, b)).is_some_and(|e| map.edge(e) == EdgeKind::Wall)
    });
    // The destroyed wall is drawn as broken, not as a wall.
    assert_eq!(count(&svg, r#"<line class="wall" "#), walls.count() - 1);
    assert!(count(&svg, r#"class="window""#) > 0 && count(&svg, r#"class="door""#) > 0);
    assert_eq!(count(&svg, r#"class="barricade""#), 1);
    assert_eq!(count(&svg, r#"class="broken""#), 1);
    let door = first_edge(EdgeKind::Door);
    let (a, b) = door.squares();
    assert!(svg.contains(&format!(r#"<line class="barricade" data-edge="{a}|{b}""#)), "on its door");
}

#[test]
fn pieces_stand_on_their_squares() {
    let svg = view_svg(&game().view(Viewer::Spectator));
    assert!(svg.contains(r#"class="human" data-human="1" data-square="L21" data-state="standing" data-lives="4""#));
    assert!(svg.contains(r#"class="human" data-human="2" data-square="M21" data-state="unconscious""#));
    assert!(svg.contains(r#"class="zombie" data-square="L18" data-fresh="false""#));
    assert!(svg.contains(r#"class="zombie" data-square="D10" data-fresh="true""#));
    assert_eq!(count(&svg, r#"class="zombie""#), 2);
    // The acting human is ringed.
    assert!(svg.contains(r##"stroke="#ffd600""##));
}

#[test]
fn the_zombie_hand_is_never_drawn() {
    let g = game();
    let own = view_svg(&g.view(Viewer::Seat(Seat(0))));
    let other = view_svg(&g.view(Viewer::Seat(Seat(1))));
    assert!(g.view(Viewer::Seat(Seat(0))).zombie_hand.is_some(), "the zombie seat's view holds the hand");
    for name in ["Trip", "Lurch"] {
        assert!(!own.contains(name), "{name} is in the picture");
    }
    assert!(own.contains("zombie hand 2 cards"), "its size is public");
    assert_eq!(own, other, "the picture is the same for every seat");
}

/// GS-LIFE-4: once a dead human rises, his zombie is drawn, not his token.
#[test]
fn a_risen_human_is_drawn_as_his_zombie() {
    use horde_grid_siege::{Action, Pending};
    let mut s = Scenario::new().human("student", p(20, 1)).human("medic", p(5, 20)).lives(0).zombie(p(5, 19));
    for x in [0, 2, 4, 6, 8, 10, 12] {
        s = s.zombie(p(x, 12));
    }
    let mut g = s.round(2).zombie_phase().build().expect("scenario");
    let mut ev = Vec::new();
    let mut play = |g: &mut GridSiege, a: Action| g.apply(a, &mut ev).expect("legal");
    play(&mut g, Action::EndZombies);
    let dead = view_svg(&g.view(Viewer::Spectator));
    assert!(dead.contains(r#"data-human="2" data-square="F21" data-state="dead""#), "dead, not yet risen");
    if g.pending() == Pending::NextHuman {
        play(&mut g, Action::Activate(0));
    }
    play(&mut g, Action::EndTurn);
    let v = g.view(Viewer::Spectator);
    assert!(v.humans[1].risen);
    let svg = view_svg(&v);
    assert!(!svg.contains(r#"class="human" data-human="2""#), "his token is gone");
    assert!(svg.contains(r#"data-fresh="true""#), "a fresh zombie rose");
}

/// The texts of an SVG's `<text>` elements.
fn texts(svg: &str) -> Vec<&str> {
    svg.split("<text")
        .skip(1)
        .filter_map(|t| t.split_once('>'))
        .filter_map(|(_, rest)| rest.split_once("</text>"))
        .map(|(x, _)| x)
        .collect()
}

#[test]
fn the_pages_board_names_its_columns_and_rows_and_holds_no_words() {
    let svg = board_svg(&game().view(Viewer::Seat(Seat(1))), Lang::En);
    let map = &content().map;
    // Letters above and below, numbers left and right, as the labels
    // name squares ("L21").
    assert_eq!(count(&svg, r#"class="rim coordinate column""#), 2 * usize::from(map.width));
    assert_eq!(count(&svg, r#"class="rim coordinate row""#), 2 * usize::from(map.height));
    let shown = texts(&svg);
    assert!(shown.contains(&"A") && shown.contains(&"L") && shown.contains(&"21"), "{shown:?}");
    // The page trims its board to the ground: the coordinates are in it.
    let ground = svg.find(r#"<g class="ground">"#).expect("the ground");
    assert!(svg.find(r#"<g class="coordinates""#).is_some_and(|c| c > ground));
    // No words in any language: letters, numbers and signs only (the
    // page titles and explains the board in the reader's language).
    for t in shown {
        assert!(t.chars().count() <= 2 || t.chars().all(|c| c.is_ascii_digit()), "a word on the board: {t:?}");
    }
    assert!(!svg.contains("<title>") && !svg.contains("Grid Siege"));
    // The zombies' letter is the reader's: Z, and З on a Russian page.
    assert_eq!(texts(&svg).iter().filter(|t| **t == "Z").count(), 2, "two zombies");
    let russian = board_svg(&game().view(Viewer::Seat(Seat(1))), Lang::Ru);
    assert_eq!(texts(&russian).iter().filter(|t| **t == "З").count(), 2, "two zombies");
    assert!(!texts(&russian).contains(&"Z"));
    // The printed map keeps its title and legend.
    assert!(view_svg(&game().view(Viewer::Spectator)).contains("Grid Siege"));
}

/// A figure that moves slides on the page: its mark names the token the
/// board draws (`data-piece` on the square it leaves), and the squares.
#[test]
fn a_move_is_marked_with_the_piece_the_board_draws() {
    use horde_grid_siege::Event;
    use horde_render::Picture;
    let g = game();
    let svg = board_svg(&g.view(Viewer::Spectator), Lang::Ru);
    let zombie = g.mark(&Event::ZombieMoved { from: p(11, 17), to: p(11, 18) }, Viewer::Spectator, Lang::En);
    let zombie = zombie.expect("a zombie's move is marked");
    assert_eq!(zombie.moved, Some(["L18".to_owned(), "L19".to_owned()]));
    let piece = zombie.piece.expect("the piece that slides");
    assert!(svg.contains(&format!(r#"data-piece="{piece}" data-spot="L18""#)), "{piece}");
    let human = g.mark(&Event::HumanMoved { human: 0, from: p(11, 20), to: p(10, 20) }, Viewer::Spectator, Lang::En);
    let piece = human.and_then(|m| m.piece).expect("a human's move names his token");
    assert!(svg.contains(&format!(r#"data-piece="{piece}" data-spot="L21""#)), "{piece}");
    let spawned = g.mark(&Event::ZombieSpawned { pos: p(3, 9) }, Viewer::Spectator, Lang::Ru).expect("marked");
    assert_eq!((spawned.spot.as_deref(), spawned.badge.as_deref()), (Some("D10"), Some("+З")));
    assert_eq!(g.mark(&Event::HumanPhase, Viewer::Spectator, Lang::En), None, "nowhere in particular");
}
