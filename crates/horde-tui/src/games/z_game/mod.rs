//! Z-Game in the terminal: the hex map of locations around the Street,
//! the seat's page (factions, what is under way, its hand and its
//! characters) beside it, and events told one by one in the reader's
//! language.

mod board;
mod card;
mod events;
mod scene;

pub use scene::Scene;

use crate::game_ui::{BoardCtx, Shown, Target, TuiGame};
use crate::i18n::Tr;
use crate::tr;
use horde_core::{Seat, Viewer};
use horde_z_game::rules::state::Step;
use horde_z_game::texts::{location_name, phase_name, player_name, texts};
use horde_z_game::{Action, Job, ZGame};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

impl TuiGame for ZGame {
    type Scene = Scene;

    fn scene(&self, viewer: Viewer) -> Scene {
        Scene::new(self, viewer)
    }

    fn play_event(scene: &mut Scene, event: &Self::Event, tr: &Tr) -> Shown {
        events::play(scene, event, tr)
    }

    /// What a pick of a location could mean when no legal action points
    /// there, so the engine says why not: a move of the deciding seat's
    /// characters next to it (ZG-GAP-6), a barricade (ZG-EVE-3), a retreat
    /// (ZG-RETREAT-2).
    fn probes(&self, target: Target, out: &mut Vec<Action>) {
        let Ok(to) = u8::try_from(target) else { return };
        let Some(loc) = self.locations().get(usize::from(to)) else { return };
        match self.step() {
            Step::Moves { seat } => out.extend(
                self.characters()
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| c.owner == seat && c.loc.is_some_and(|l| loc.adj.contains(&l)))
                    .map(|(ch, _)| Action::Move { ch: ch as u8, to }),
            ),
            Step::Evening { .. } => out.push(Action::Open { loc: to, job: Job::Barricade }),
            Step::Retreat { .. } => out.push(Action::RetreatTo { loc: to }),
            _ => {}
        }
    }

    fn spots(scene: &Scene) -> Vec<(Target, (i32, i32))> {
        board::spots(scene)
    }

    /// The scene knows no reader's language: a location is named in
    /// both (once where they agree).
    fn spot_name(scene: &Scene, target: Target) -> String {
        let Ok(loc) = u8::try_from(target) else { return String::new() };
        let mut names: Vec<String> =
            horde_rules::Lang::ALL.iter().map(|&l| location_name(&scene.view, loc, texts().tr(l))).collect();
        names.dedup();
        names.join(" / ")
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
        tr.t("zg-tui-title")
    }

    fn status(scene: &Scene, tr: &Tr) -> String {
        let v = &scene.view;
        [
            tr!(tr, "zg-page-round", round = u32::from(v.round)),
            phase_name(scene.phase, tr),
            tr!(tr, "zg-page-first", player = player_name(v, v.first, tr)),
            tr!(tr, "zg-page-target", target = u32::from(v.target)),
        ]
        .join(" · ")
    }

    fn asking(&self, tr: &Tr) -> String {
        let view = horde_core::Game::view(self, Viewer::Spectator);
        match self.step().seat() {
            Some(seat) => tr!(
                tr,
                "zg-ask",
                player = player_name(&view, seat, tr),
                phase = phase_name(horde_render::z_game::phase(&view), tr)
            ),
            None => String::new(),
        }
    }

    fn seat_label(&self, seat: Seat, tr: &Tr) -> String {
        tr!(tr, "seat-label", seat = u32::from(seat.0) + 1, who = player_name(self, seat.0, tr))
    }
}
