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

/// A Rue Morgue board in two parts is the whole board: a base that every
/// viewer shares all match long, in each language, with no piece and no
/// door on it (doors open in play), and the top drawn from the view now.
#[test]
fn rue_morgue_board_is_its_base_then_its_top_all_match_long() {
    use horde_core::{Actor, Decision, HordeRng};
    let mut drawn = 0;
    for mission in RueMorgue::missions() {
        // A mission for other numbers of seats is left to its own tests.
        let Ok(setup) = <RueMorgue as RuleSystem>::default_setup(&mission.id, 2) else { continue };
        drawn += 1;
        let mut m = Match::<RueMorgue>::new(setup, 3).expect("a valid setup");
        let mut events = Vec::new();
        let mut rng = HordeRng::new(3, 1);
        let bases: Vec<String> = Lang::ALL.iter().map(|&l| m.state().board_base(l).expect("a base")).collect();
        for base in &bases {
            assert!(base.starts_with("<svg") && !base.contains("</svg>"), "{}", mission.id);
            assert!(
                !base.contains("data-piece") && !base.contains(r#"class="door"#),
                "{}: a base shows play",
                mission.id
            );
        }
        for step in 0..40 {
            m.run_chance(&mut events);
            for (lang, base) in Lang::ALL.into_iter().zip(&bases) {
                assert_eq!(
                    m.state().board_base(lang).as_ref(),
                    Some(base),
                    "{} step {step}: the base moved",
                    mission.id
                );
                for viewer in [Viewer::Seat(Seat(0)), Viewer::Seat(Seat(1)), Viewer::Spectator] {
                    let top = m.state().board_top(viewer, lang).expect("a top");
                    let whole = m.state().board_svg(viewer, lang).expect("a board");
                    assert!(format!("{base}{top}") == whole, "{} step {step} {viewer:?} {lang}", mission.id);
                }
            }
            let Decision::Seat(seat) = m.decision() else { break };
            let mut legal = Vec::new();
            m.state().legal_actions(&mut legal);
            let pick = legal[rng.below(legal.len() as u32) as usize];
            m.act(Actor::Seat(seat), pick, &mut events).expect("a legal action");
        }
    }
    assert!(drawn >= 10, "{drawn} missions drawn");
}

/// Rule systems whose map is partly hidden or changes in play send their
/// board whole: no base.
#[test]
fn other_boards_come_whole() {
    struct Whole;
    impl PictureFn for Whole {
        type Output = ();
        fn call<P: Picture>(self) {
            let range = P::seat_range();
            let setup = P::default_setup(&P::missions()[0].id, *range.start()).expect("default setup");
            let g = P::new(&setup).expect("new game");
            assert_eq!(g.board_base(Lang::En), None, "{}", P::ID);
            assert_eq!(g.board_top(Viewer::Spectator, Lang::En), g.board_svg(Viewer::Spectator, Lang::En), "{}", P::ID);
        }
    }
    with_picture::<GridSiege, _>(Whole);
    with_picture::<horde_dead_of_night::DeadOfNight, _>(Whole);
    with_picture::<horde_all_things_zombie::Atz, _>(Whole);
    with_picture::<horde_z_game::ZGame, _>(Whole);
    with_picture::<Toy, _>(Whole);
}
