//! What the Grid Siege board shows: the viewer's [`View`], which events
//! update one at a time so that the zombies' phase plays move by move.

use horde_core::{Game, Viewer};
pub use horde_grid_siege::texts::Stage;
use horde_grid_siege::{GridSiege, View};

#[derive(Clone, Debug)]
pub struct Scene {
    /// Only what this viewer may know: the zombie hand is in it for the
    /// Zombie Player alone.
    pub view: View,
    pub stage: Stage,
}

impl Scene {
    pub fn new(g: &GridSiege, viewer: Viewer) -> Self {
        Self { view: g.view(viewer), stage: Stage::of(g.pending()) }
    }

    pub fn zombie_at(&self, p: horde_grid_siege::Pos) -> Option<usize> {
        self.view.zombies.iter().position(|z| z.0 == p)
    }

    /// A human standing on `p` (on the board, not in the car).
    pub fn human_at(&self, p: horde_grid_siege::Pos) -> Option<u8> {
        self.view
            .humans
            .iter()
            .position(|h| h.placed && !h.in_car && !h.dead && h.pos == p)
            .or_else(|| self.view.humans.iter().position(|h| h.placed && !h.in_car && h.dead && !h.risen && h.pos == p))
            .map(|i| i as u8)
    }
}
