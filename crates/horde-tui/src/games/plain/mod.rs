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
        for (x, y, room, row) in flow(&scene.lines, area) {
            buf.set_stringn(x, y, row, room, Style::default());
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

/// Where each row of the outline goes: a line wider than the board is
/// wrapped (a player's line of Dead of Night, say, is longer than most
/// terminals), then the rows run down the board and on in as many more
/// columns as its width holds, so a long view is seen whole on a wide
/// terminal. Each row comes with the room it has to its right.
fn flow(lines: &[String], area: Rect) -> Vec<(u16, u16, usize, String)> {
    let height = usize::from(area.height);
    let width = usize::from(area.width);
    let rows: Vec<String> = lines.iter().flat_map(|l| wrap(l, width)).collect();
    let column = rows.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 2;
    let columns = (width / column).max(1);
    rows.into_iter()
        .take(height * columns)
        .enumerate()
        .map(|(i, row)| {
            let left = i / height * column;
            (area.x + left as u16, area.y + (i % height) as u16, width.saturating_sub(left), row)
        })
        .collect()
}

/// `line` in rows of at most `width` characters, broken at spaces where
/// it has them; the rows after the first are indented under its text, so
/// they read as the same line and not as a field of their own.
fn wrap(line: &str, width: usize) -> Vec<String> {
    let indent = (line.chars().take_while(|&c| c == ' ').count() + 2).min(width / 2);
    let mut rows = Vec::new();
    let mut rest = line;
    let mut pad = 0;
    loop {
        let room = width.saturating_sub(pad).max(1);
        let Some((end, _)) = rest.char_indices().nth(room) else {
            rows.push(format!("{}{rest}", " ".repeat(pad)));
            return rows;
        };
        let cut = if rest[end..].starts_with(' ') {
            end
        } else {
            // A word longer than the row is cut where the row ends.
            rest[..end].rfind(' ').filter(|&i| !rest[..i].trim().is_empty()).unwrap_or(end)
        };
        rows.push(format!("{}{}", " ".repeat(pad), rest[..cut].trim_end()));
        rest = rest[cut..].trim_start();
        if rest.is_empty() {
            return rows;
        }
        pad = indent;
    }
}

#[cfg(test)]
mod tests {
    use super::{flow, wrap};
    use proptest::prelude::*;
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

    #[test]
    fn a_line_wider_than_the_board_wraps_under_its_text() {
        let line = "  - seat 2 · hero Becky · square c4 · wounds 1 · items shotgun, keys";
        let placed = flow(&[line.to_owned(), "round: 3".to_owned()], Rect::new(0, 0, 30, 10));
        let rows: Vec<&str> = placed.iter().map(|(_, _, _, r)| r.as_str()).collect();
        assert_eq!(
            rows,
            ["  - seat 2 · hero Becky ·", "    square c4 · wounds 1 ·", "    items shotgun, keys", "round: 3"]
        );
    }

    #[test]
    fn a_word_longer_than_the_row_is_cut_at_the_row_end() {
        assert_eq!(wrap("abcdefghij", 4), ["abcd", "  ef", "  gh", "  ij"]);
    }

    proptest! {
        /// Wrapping loses no word and no row is wider than the board.
        #[test]
        fn wrapped_rows_fit_and_keep_every_word(line in "[a-z ·]{0,80}", width in 6usize..40) {
            let rows = wrap(&line, width);
            prop_assert!(rows.iter().all(|r| r.chars().count() <= width), "{rows:?}");
            let words: String = line.split_whitespace().collect();
            let kept: String = rows.iter().flat_map(|r| r.split_whitespace()).collect();
            prop_assert_eq!(kept, words);
        }
    }
}
