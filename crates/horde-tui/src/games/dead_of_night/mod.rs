//! Dead of Night in the terminal: its scene, the room-card layout, the
//! side panel with the event card and the players, and its events told
//! in the rule crate's words.

mod board;
mod card;
mod events;
mod scene;

pub use scene::Scene;

use crate::game_ui::{BoardCtx, Shown, Target, TuiGame};
use crate::i18n::Tr;
use crate::tr;
use horde_core::{Decision, Game, Seat, Viewer};
use horde_dead_of_night::content::content;
use horde_dead_of_night::{Action, DeadOfNight, Step, texts};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

impl TuiGame for DeadOfNight {
    type Scene = Scene;

    fn scene(&self, viewer: Viewer) -> Scene {
        Scene::new(self, viewer)
    }

    fn play_event(scene: &mut Scene, event: &Self::Event, tr: &Tr) -> Shown {
        events::play(scene, event, tr)
    }

    /// A square picked where no legal action points: the step or the
    /// entry space it would be, for the engine to say why not (DN-MOVE,
    /// DN-SETUP-5).
    fn probes(&self, target: Target, out: &mut Vec<Action>) {
        let view = self.view(Viewer::Spectator);
        if view.scen().is_none_or(|s| usize::from(target) >= s.squares()) {
            return;
        }
        match view.step {
            Some(Step::Moving { .. }) => out.push(Action::Step(target)),
            Some(Step::PickStart { .. }) => out.push(Action::Start(target)),
            _ => {}
        }
    }

    fn spots(scene: &Scene) -> Vec<(Target, (i32, i32))> {
        board::spots(scene)
    }

    fn spot_name(scene: &Scene, target: Target) -> String {
        scene.scenario.map(|s| texts::square_in(s, target)).unwrap_or_default()
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
        let s = content().scenarios.iter().find(|s| s.id == scene.view.scenario);
        let mission = s.map(|s| if tr.lang() == horde_rules::Lang::Ru { &s.title_ru } else { &s.title_en });
        tr!(tr, "dn-tui-title", mission = mission.cloned().unwrap_or_default())
    }

    fn status(scene: &Scene, tr: &Tr) -> String {
        let v = &scene.view;
        let turn = if v.over.is_some() {
            tr.t("dn-page-over")
        } else {
            tr!(tr, "dn-page-turn", round = v.round, seat = u32::from(v.active) + 1)
        };
        let deck = tr!(tr, "dn-page-deck", left = v.cards_left, drawn = u32::from(v.drawn));
        let mut out = format!("{turn} · {deck}");
        if v.power {
            out.push_str(" · ");
            out.push_str(&tr.t("dn-page-power-on"));
        }
        out
    }

    fn asking(&self, tr: &Tr) -> String {
        let Decision::Seat(seat) = self.decision() else { return String::new() };
        let view = self.view(Viewer::Seat(seat));
        let id = match view.step {
            Some(Step::PickStart { .. }) => "dn-ask-start",
            Some(Step::Actions) => "dn-ask-actions",
            Some(Step::Moving { .. }) => "dn-ask-moving",
            Some(Step::FreeSearch { .. }) => "dn-ask-free-search",
            Some(Step::Found { .. }) => "dn-ask-found",
            Some(Step::PlaceZombie { .. }) => "dn-ask-place-zombie",
            Some(Step::Weapon { .. }) => "dn-ask-weapon",
            Some(Step::Kill { .. }) => "dn-ask-kill",
            Some(Step::Push { .. } | Step::PushAway { .. }) => "dn-ask-push",
            Some(Step::ZombieChoice) => "dn-ask-zombie-step",
            Some(Step::Spread { .. }) => "dn-ask-spread",
            Some(Step::Respond { .. }) => "dn-ask-respond",
            Some(Step::Help { .. }) => "dn-ask-help",
            Some(Step::StealPick { .. }) => "dn-ask-steal",
            Some(Step::Evacuate { .. } | Step::GetOut { .. }) => "dn-ask-land",
            Some(Step::CrashDoor { .. }) => "dn-ask-crash",
            Some(Step::Driving { .. }) => "dn-ask-driving",
            _ => "dn-ask-other",
        };
        tr!(tr, id, seat = u32::from(seat.0) + 1, actions = u32::from(view.actions))
    }

    fn seat_label(&self, seat: Seat, tr: &Tr) -> String {
        let who = tr!(tr, "dn-page-player", seat = u32::from(seat.0) + 1);
        let state = self.view(Viewer::Spectator).players.get(seat.index()).map(|p| {
            if p.escaped {
                tr.t("dn-page-escaped")
            } else if !p.alive {
                tr.t("dn-page-dead")
            } else {
                tr!(tr, "dn-tui-energy-short", energy = i32::from(p.energy))
            }
        });
        let who = state.map_or_else(|| who.clone(), |s| format!("{who}, {s}"));
        tr!(tr, "seat-label", seat = u32::from(seat.0) + 1, who = who)
    }
}
