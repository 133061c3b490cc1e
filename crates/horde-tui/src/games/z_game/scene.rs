//! What the Z-Game board and panel show: one viewer's view, which events
//! update one at a time, and the phase last announced.

use horde_core::{Game, Viewer};
use horde_z_game::rules::state::Character;
use horde_z_game::{Phase, View, Who, ZGame};

#[derive(Clone, Debug)]
pub struct Scene {
    /// Only what this viewer may know: its own hand, no other.
    pub view: View,
    pub phase: Phase,
}

impl Scene {
    pub fn new(g: &ZGame, viewer: Viewer) -> Self {
        let view = g.view(viewer);
        Self { phase: horde_render::z_game::phase(&view), view }
    }

    /// The character of `who` at `loc` that an event concerns: the first
    /// of that owner and kind standing there, or lying when none stands.
    pub fn character_at(&mut self, who: Who, loc: u8) -> Option<&mut Character> {
        let chars = &self.view.characters;
        let here = |c: &Character| c.owner == who.seat && c.kind == who.kind && c.loc == Some(loc);
        let i = chars.iter().position(|c| here(c) && c.standing()).or_else(|| chars.iter().position(here))?;
        self.view.characters.get_mut(i)
    }
}
