//! What the Dead of Night board shows: the viewer's [`View`], which
//! events update one at a time so that the zombie turns of a card play
//! move by move, and the event card lying face up.

use horde_core::{Game, Viewer};
use horde_dead_of_night::content::Scenario;
use horde_dead_of_night::{DeadOfNight, Sq, View, texts};

#[derive(Clone, Debug)]
pub struct Scene {
    pub view: View,
    /// `None` only for a scenario the content does not hold: nothing drawn.
    pub scenario: Option<&'static Scenario>,
    /// The event card face up (DN-TURN-1): set when one is drawn.
    pub card: Option<u8>,
    /// The state the scene was read from, to tell events in the rule
    /// system's words; Dead of Night's state holds nothing its views do
    /// not show but the items left in the box, which no text names.
    pub game: DeadOfNight,
    pub viewer: Viewer,
}

impl Scene {
    pub fn new(g: &DeadOfNight, viewer: Viewer) -> Self {
        let view = g.view(viewer);
        Self { card: texts::card_showing(&view), scenario: view.scen(), view, game: g.clone(), viewer }
    }

    /// The seat standing on `sq`, the living before the dead.
    pub fn player_at(&self, sq: Sq) -> Option<usize> {
        let on = |p: &horde_dead_of_night::Player| p.pos == Some(sq) && !p.escaped;
        self.view
            .players
            .iter()
            .position(|p| on(p) && p.alive)
            .or_else(|| self.view.players.iter().position(|p| on(p) && !p.alive))
    }

    pub fn zombies_on(&self, sq: Sq) -> usize {
        self.view.zombies.iter().filter(|&&z| z == sq).count()
    }
}
