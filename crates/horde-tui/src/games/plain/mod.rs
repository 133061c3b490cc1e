//! Any registered rule system without a terminal folder of its own: the
//! board is the deciding seat's view as an outline (`outline`), actions read as the
//! engine prints them, events as their data. Enough to play and test a new
//! rule system before it has a board painter.

mod outline;

use crate::game_ui::{BoardCtx, Pace, Shown, Target, Tone, TuiGame};
use crate::i18n::Tr;
use crate::tr;
use horde_core::{Decision, Game, Seat, Viewer};
use horde_rules::{Plain, RuleSystem};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

/// What the plain board shows: the view, flattened to lines.
#[derive(Clone, Debug)]
pub struct Scene<G> {
    /// The state the scene was read from, to tell events in.
    game: G,
    viewer: Viewer,
    title: String,
    lines: Vec<String>,
    decision: Decision,
}

impl<G: RuleSystem> TuiGame for Plain<G> {
    type Scene = Scene<Self>;

    fn scene(&self, viewer: Viewer) -> Scene<Self> {
        let view = serde_json::to_value(self.view(viewer)).unwrap_or_default();
        Scene {
            game: self.clone(),
            viewer,
            title: G::info().name_en.to_owned(),
            lines: outline::outline(&view),
            decision: self.decision(),
        }
    }

    fn play_event(scene: &mut Scene<Self>, event: &Self::Event, tr: &Tr) -> Shown {
        // The rule system's narration when it has one (told from the
        // scene's state), its data otherwise.
        let told = scene.game.narrate(event, scene.viewer, tr.lang());
        let text = told.unwrap_or_else(|| serde_json::to_string(event).unwrap_or_else(|_| format!("{event:?}")));
        Shown::new(text, Pace::Log, Tone::Plain, None)
    }

    fn spots(_scene: &Scene<Self>) -> Vec<(Target, (i32, i32))> {
        Vec::new()
    }

    fn spot_name(_scene: &Scene<Self>, target: Target) -> String {
        target.to_string()
    }

    fn render_board(scene: &Scene<Self>, _ctx: &BoardCtx<'_>, area: Rect, buf: &mut Buffer) {
        for (row, line) in scene.lines.iter().take(usize::from(area.height)).enumerate() {
            buf.set_stringn(area.x, area.y + row as u16, line, usize::from(area.width), Style::default());
        }
    }

    fn render_card(scene: &Scene<Self>, ctx: &BoardCtx<'_>, area: Rect, buf: &mut Buffer) {
        let line = match scene.decision {
            Decision::Seat(s) => tr!(ctx.tr, "replay-seat", seat = s.0 + 1),
            _ => String::new(),
        };
        buf.set_stringn(area.x, area.y, line, usize::from(area.width), Style::default());
    }

    fn board_min_size(_scene: &Scene<Self>) -> (u16, u16) {
        (24, 6)
    }

    fn title(scene: &Scene<Self>, _tr: &Tr) -> String {
        scene.title.clone()
    }

    fn status(_scene: &Scene<Self>, _tr: &Tr) -> String {
        String::new()
    }

    fn asking(&self, tr: &Tr) -> String {
        match self.decision() {
            Decision::Seat(s) => tr!(tr, "replay-seat", seat = s.0 + 1),
            _ => String::new(),
        }
    }

    fn seat_label(&self, seat: Seat, tr: &Tr) -> String {
        tr!(tr, "replay-seat", seat = seat.0 + 1)
    }
}
