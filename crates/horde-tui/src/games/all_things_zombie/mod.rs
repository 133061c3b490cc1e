//! All Things Zombie in the terminal: its scene, the hex map, the
//! character sheets and the events told as they happen.

mod board;
mod card;
mod events;
mod scene;
mod text;

pub use scene::Scene;

use crate::game_ui::{BoardCtx, Shown, Target, TuiGame};
use crate::i18n::Tr;
use horde_all_things_zombie::content::map::step;
use horde_all_things_zombie::{Action, Atz, Pending};
use horde_core::{Seat, Viewer};
use horde_render::Picture;
use horde_rules::{Lang, RuleSystem};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

impl TuiGame for Atz {
    type Scene = Scene;

    fn scene(&self, viewer: Viewer) -> Scene {
        Scene::new(self, viewer)
    }

    fn play_event(scene: &mut Scene, event: &Self::Event, tr: &Tr) -> Shown {
        events::play(scene, event, tr)
    }

    /// A hex beside the acting character means a step there (ATZ-MOVE-2),
    /// for the engine to refuse with its reason when it cannot be taken.
    fn probes(&self, target: Target, out: &mut Vec<Action>) {
        let Some(to) = self.map().hexes.hex(usize::from(target)) else { return };
        let (Pending::Turn, Some(t)) = (self.pending, self.turn_state) else { return };
        let from = self.ch(t.c).hex;
        out.extend((1..=6).filter(|&d| step(from, d) == to).map(Action::Move));
    }

    fn spots(scene: &Scene) -> Vec<(Target, (i32, i32))> {
        board::spots(scene)
    }

    fn spot_name(scene: &Scene, target: Target) -> String {
        scene.map().hexes.hex(usize::from(target)).map_or_else(String::new, horde_all_things_zombie::texts::hex)
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

    fn title(scene: &Scene, tr: &Tr) -> String {
        let info = <Atz as RuleSystem>::info();
        let s = scene.game.scenario();
        match tr.lang() {
            Lang::Ru => format!("{} · {}", info.name_ru, s.title_ru),
            Lang::En => format!("{} · {}", info.name_en, s.title_en),
        }
    }

    /// The page's facts: turn, time of day, initiative, who acts.
    fn status(scene: &Scene, tr: &Tr) -> String {
        scene.game.page(scene.viewer, tr.lang()).facts.join(" · ")
    }

    fn asking(&self, tr: &Tr) -> String {
        text::asking(self, tr)
    }

    fn seat_label(&self, seat: Seat, tr: &Tr) -> String {
        text::seat_label(self, seat, tr)
    }
}
