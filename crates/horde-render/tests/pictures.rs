//! Boards for a seat's page, drawn from that seat's view, and the
//! selection of a rule system's picture by type.

use horde_core::{Game, Match, Seat, Viewer};
use horde_grid_siege::GridSiege;
use horde_render::{Picture, PictureFn, with_picture};
use horde_rue_morgue::RueMorgue;
use horde_rules::Lang;
use horde_rules::RuleSystem;
use horde_testkit::toy::Toy;

#[test]
fn rue_morgue_board_shows_zones_and_survivors_of_the_view() {
    let setup = <RueMorgue as RuleSystem>::default_setup("m01", 2).expect("a shipped mission");
    let m = Match::<RueMorgue>::new(setup, 7).expect("a valid setup");
    let svg = m.state().board_svg(Viewer::Seat(Seat(0)), Lang::En).expect("Rue Morgue has a picture");
    assert!(svg.starts_with("<svg"));
    // Every zone of the view is drawn and clickable by its id.
    let view = m.state().view(Viewer::Seat(Seat(0)));
    for z in &view.zones {
        assert!(svg.contains(&format!(r#"data-zone="{}""#, z.id)), "zone {} missing", z.id);
    }
    assert!(svg.contains("survivor"), "the team's miniatures are drawn");
}

#[test]
fn grid_siege_board_is_drawn_from_the_view() {
    let setup = <GridSiege as RuleSystem>::default_setup("siege", 2).expect("the default map");
    let m = Match::<GridSiege>::new(setup, 7).expect("a valid setup");
    let zombies = m.state().board_svg(Viewer::Seat(Seat(0)), Lang::En).expect("Grid Siege has a picture");
    let humans = m.state().board_svg(Viewer::Seat(Seat(1)), Lang::En).expect("Grid Siege has a picture");
    assert!(zombies.starts_with("<svg"));
    // The hidden hand is not drawn, so both seats see the same picture.
    assert_eq!(zombies, humans);
}

/// Whether the type chosen for a rule system draws a board.
struct Draws;

impl PictureFn for Draws {
    type Output = bool;
    fn call<P: Picture>(self) -> bool {
        let range = P::seat_range();
        let setup = P::default_setup(&P::missions()[0].id, *range.start()).expect("default setup");
        P::new(&setup).expect("new game").board_svg(Viewer::Spectator, Lang::En).is_some()
    }
}

#[test]
fn each_rule_system_gets_its_own_picture_or_none() {
    assert!(with_picture::<RueMorgue, _>(Draws));
    assert!(with_picture::<GridSiege, _>(Draws));
    // A rule system horde-render has no drawing of plays as it is.
    assert!(!with_picture::<Toy, _>(Draws));
}
