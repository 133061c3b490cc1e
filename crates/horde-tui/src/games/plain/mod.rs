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
        for (x, y, room, line) in flow(&scene.lines, area) {
            buf.set_stringn(x, y, line, room, Style::default());
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

/// Where each line of the outline goes: down the board, then on in as
/// many more columns as its width holds, so a long view is seen whole on
/// a wide terminal. Each line comes with the room it has to its right.
fn flow(lines: &[String], area: Rect) -> Vec<(u16, u16, usize, &str)> {
    let column = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 2;
    let height = usize::from(area.height);
    let width = usize::from(area.width);
    let columns = (width / column).max(1);
    lines
        .iter()
        .take(height * columns)
        .enumerate()
        .map(|(i, line)| {
            let left = i / height * column;
            (area.x + left as u16, area.y + (i % height) as u16, width.saturating_sub(left), line.as_str())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::flow;
    use ratatui::layout::Rect;

    #[test]
    fn a_long_outline_flows_into_the_columns_the_board_holds() {
        let lines: Vec<String> = (0..7).map(|i| format!("line {i}")).collect();
        // Lines of 6 characters and a gap of 2: a board 20 wide holds two
        // columns of 3 rows, and the seventh line is left out.
        let placed = flow(&lines, Rect::new(1, 2, 20, 3));
        let spots: Vec<(u16, u16, usize)> = placed.iter().map(|&(x, y, room, _)| (x, y, room)).collect();
        assert_eq!(spots, [(1, 2, 20), (1, 3, 20), (1, 4, 20), (9, 2, 12), (9, 3, 12), (9, 4, 12)]);
        assert_eq!(placed[3].3, "line 3");
        // A board narrower than one column still shows the first lines.
        assert_eq!(flow(&lines, Rect::new(0, 0, 4, 2)).len(), 2);
    }
}
