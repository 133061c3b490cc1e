//! Grid Siege in the terminal: its scene, texts, square board and the
//! human's card.

mod board;
mod card;
mod events;
mod names;
mod scene;
mod text;

pub use scene::{Scene, Stage};

use crate::game_ui::{BoardCtx, Shown, Target, TuiGame};
use crate::i18n::Tr;
use crate::tr;
use horde_core::{Seat, Viewer};
use horde_grid_siege::content::content;
use horde_grid_siege::{Action, GridSiege, Pending, Pos, ZOMBIE_SEAT};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

impl TuiGame for GridSiege {
    type Scene = Scene;

    fn scene(&self, viewer: Viewer) -> Scene {
        Scene::new(self, viewer)
    }

    fn play_event(scene: &mut Scene, event: &Self::Event, tr: &Tr) -> Shown {
        events::play(scene, event, tr)
    }

    fn candidates(&self, _seat: Seat, out: &mut Vec<Action>) {
        text::candidates(self, out);
    }

    fn probes(&self, target: Target, out: &mut Vec<Action>) {
        let p = Pos::from_code(u32::from(target));
        if !content().map.contains(p) {
            return;
        }
        match self.pending() {
            Pending::Act => out.push(Action::Move(p)),
            Pending::PlaceHuman { .. } | Pending::SpawnPlace { .. } => out.push(Action::Place(p)),
            _ => {}
        }
    }

    fn spots(scene: &Scene) -> Vec<(Target, (i32, i32))> {
        board::spots(scene)
    }

    fn spot_name(_scene: &Scene, target: Target) -> String {
        Pos::from_code(u32::from(target)).to_string()
    }

    fn render_board(scene: &Scene, ctx: &BoardCtx<'_>, area: Rect, buf: &mut Buffer) {
        board::render(scene, ctx, area, buf);
    }

    fn render_card(scene: &Scene, ctx: &BoardCtx<'_>, area: Rect, buf: &mut Buffer) {
        card::render(scene, ctx, area, buf);
    }

    fn board_min_size(scene: &Scene) -> (u16, u16) {
        board::min_size(scene)
    }

    fn title(_scene: &Scene, tr: &Tr) -> String {
        tr!(tr, "gs-title", mission = tr!(tr, "gs-mission-siege"))
    }

    fn status(scene: &Scene, tr: &Tr) -> String {
        horde_grid_siege::texts::status(tr, &scene.view, scene.stage)
    }

    fn asking(&self, tr: &Tr) -> String {
        text::asking(self, tr)
    }

    fn seat_label(&self, seat: Seat, tr: &Tr) -> String {
        let who = if seat.0 == ZOMBIE_SEAT {
            tr!(tr, "gs-zombie-seat")
        } else {
            let hv = horde_core::Game::view(self, Viewer::Spectator).humans;
            let list: Vec<String> = (0..hv.len() as u8)
                .filter(|&h| hv[usize::from(h)].seat == seat.0)
                .map(|h| names::human(tr, &hv, h))
                .collect();
            if list.is_empty() { tr!(tr, "gs-nobody") } else { list.join(", ") }
        };
        tr!(tr, "seat-label", seat = u32::from(seat.0) + 1, who = who)
    }
}
