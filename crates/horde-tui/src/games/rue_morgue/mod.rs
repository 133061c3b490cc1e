//! Rue Morgue in the terminal: its scene, texts, board and survivor card.

mod board;
mod card;
mod events;
mod names;
mod scene;
mod text;

pub use scene::{Scene, SurvScene, ZoneScene};

use crate::game_ui::{BoardCtx, Shown, Target, TuiGame};
use crate::i18n::Tr;
use crate::tr;
use horde_core::{Seat, Viewer};
use horde_rue_morgue::{Action, NONE, RueMorgue, Step};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

impl TuiGame for RueMorgue {
    type Scene = Scene;

    fn scene(&self, viewer: Viewer) -> Scene {
        Scene::new(self, viewer)
    }

    fn play_event(scene: &mut Scene, event: &Self::Event, tr: &Tr) -> Shown {
        events::play(scene, event, tr)
    }

    fn candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        let s = self.state();
        if !s.stack.is_empty() {
            return;
        }
        let owner = &self.statics().owner;
        if s.active == NONE {
            // Every own survivor, so that those already done show why not.
            for (i, o) in owner.iter().enumerate() {
                if *o == seat.0 && s.survivors[i].alive() {
                    out.push(Action::Activate(i as u8));
                }
            }
            return;
        }
        let zone = s.survivors[s.active as usize].zone;
        for l in &self.statics().map().links[zone as usize] {
            out.push(Action::Move(l.to));
        }
        out.extend([Action::Search, Action::TakeObjective, Action::MakeNoise, Action::Reload, Action::Rearrange]);
    }

    fn probes(&self, target: Target, out: &mut Vec<Action>) {
        let s = self.state();
        if s.stack.is_empty() && s.active != NONE && target < 256 {
            out.push(Action::Move(target as u8));
        }
        if let Some(Step::BuildingSpawn { .. } | Step::PickSpots { .. }) = s.stack.top()
            && target < 256
        {
            out.push(Action::ChooseZone(target as u8));
        }
    }

    fn spots(scene: &Scene) -> Vec<(Target, (i32, i32))> {
        board::spots(scene)
    }

    fn spot_name(scene: &Scene, target: Target) -> String {
        scene.zone_name(target as u8).to_owned()
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
        let m = &scene.game.statics().mission.def;
        let name = match tr.lang() {
            crate::i18n::Lang::Ru => &m.name_ru,
            crate::i18n::Lang::En => &m.name_en,
        };
        tr!(tr, "rm-title", mission = name.clone())
    }

    fn status(scene: &Scene, tr: &Tr) -> String {
        horde_rue_morgue::texts::status(tr, scene.turn, scene.phase, scene.danger())
    }

    fn asking(&self, tr: &Tr) -> String {
        text::asking(self, tr)
    }

    fn seat_label(&self, seat: Seat, tr: &Tr) -> String {
        let names: Vec<String> = (0..self.statics().survivors.len())
            .filter(|&i| self.statics().owner[i] == seat.0)
            .map(|i| names::survivor(self, tr, i as u8))
            .collect();
        tr!(tr, "seat-label", seat = u32::from(seat.0) + 1, who = names.join(", "))
    }
}
