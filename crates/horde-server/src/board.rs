//! The board picture of a seat's page, drawn on the server.
//!
//! A rule system with a renderer gets a [`Board`] here; the others have
//! none and their page falls back to a readable panel of the view. The
//! picture is made from the view of the one viewer it is sent to, never
//! from the engine's full state, so it cannot show more than the view.

use horde_core::{Game, Viewer};
use horde_grid_siege::GridSiege;
use horde_render::{MapModel, RenderModel, SvgStyle, render_svg, rue_morgue};
use horde_rue_morgue::RueMorgue;
use std::any::Any;
use std::fmt;
use std::sync::Arc;

/// Draws a match's board for one viewer. `state` is the match's game
/// state (the concrete type of its rule system).
pub(crate) trait Board: Send + Sync {
    fn svg(&self, state: &dyn Any, viewer: Viewer) -> Option<String>;
}

/// A shared handle, cheap to clone with the match.
#[derive(Clone)]
pub(crate) struct BoardHook(pub(crate) Arc<dyn Board>);

impl fmt::Debug for BoardHook {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("BoardHook")
    }
}

/// The board of a new or loaded match of rule system `game`, or `None`
/// when that rule system has no renderer yet.
pub(crate) fn board_for(game: &str, state: &dyn Any) -> Option<BoardHook> {
    if game == <RueMorgue as Game>::ID {
        let g = state.downcast_ref::<RueMorgue>()?;
        return Some(BoardHook(Arc::new(RueMorgueBoard::new(g))));
    }
    if game == <GridSiege as Game>::ID {
        state.downcast_ref::<GridSiege>()?;
        return Some(BoardHook(Arc::new(GridSiegeBoard)));
    }
    None
}

/// Grid Siege's six sheets are fixed content: every request draws the
/// viewer's own view (the zombie hand is never drawn, only its size).
struct GridSiegeBoard;

impl Board for GridSiegeBoard {
    fn svg(&self, state: &dyn Any, viewer: Viewer) -> Option<String> {
        let g = state.downcast_ref::<GridSiege>()?;
        Some(horde_render::grid_siege::view_svg(&g.view(viewer)))
    }
}

/// The mission's static picture is built once per match; each request
/// only adds the overlay of the viewer's view.
struct RueMorgueBoard {
    map: MapModel,
}

impl RueMorgueBoard {
    fn new(g: &RueMorgue) -> Self {
        let mission = &g.statics().mission;
        let compiled = horde_rue_morgue::tiles::builtin_compiled(&mission.def.id).and_then(Result::ok);
        let mut map = rue_morgue::map_model(&mission.def, &mission.map, compiled.as_ref().map(|c| &c.layout));
        // The page titles the board in the reader's language; the picture
        // itself stays free of words.
        map.title = String::new();
        map.subtitle = String::new();
        // Zone names are printed in English on the tiles; the page is in
        // the reader's language, so the picture keeps only zone ids.
        for z in &mut map.zones {
            z.name = None;
        }
        Self { map }
    }
}

impl Board for RueMorgueBoard {
    fn svg(&self, state: &dyn Any, viewer: Viewer) -> Option<String> {
        let g = state.downcast_ref::<RueMorgue>()?;
        let mut overlay = rue_morgue::overlay_from_view(&self.map, &g.view(viewer));
        overlay.status = String::new();
        let model = RenderModel { map: self.map.clone(), overlay: Some(overlay) };
        Some(render_svg(&model, &SvgStyle { cell: 72, legend: false, zone_ids: true }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use horde_core::{Match, Seat};
    use horde_games::RuleSystem;

    fn match_of(mission: &str) -> Match<RueMorgue> {
        let setup = <RueMorgue as RuleSystem>::default_setup(mission, 2).expect("a shipped mission");
        Match::new(setup, 7).expect("a valid setup")
    }

    #[test]
    fn rue_morgue_board_shows_zones_and_survivors_of_the_view() {
        let m = match_of("m01");
        let board = board_for("rue-morgue", m.state()).expect("Rue Morgue has a renderer");
        let svg = board.0.svg(m.state(), Viewer::Seat(Seat(0))).expect("the state is a Rue Morgue game");
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
        let board = board_for("grid-siege", m.state()).expect("Grid Siege has a renderer");
        let zombies = board.0.svg(m.state(), Viewer::Seat(Seat(0))).expect("a Grid Siege game");
        let humans = board.0.svg(m.state(), Viewer::Seat(Seat(1))).expect("a Grid Siege game");
        assert!(zombies.starts_with("<svg"));
        // The hidden hand is not drawn, so both seats see the same picture.
        assert_eq!(zombies, humans);
    }

    #[test]
    fn games_without_a_renderer_get_none() {
        assert!(board_for("duel", &0u8).is_none());
        // A wrong state type for a known id is refused, not a panic.
        assert!(board_for("rue-morgue", &0u8).is_none());
    }
}
