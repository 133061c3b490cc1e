//! What the All Things Zombie board shows: the viewer's [`View`], which
//! events update one at a time so that a zombies' phase plays step by
//! step, and who of the band sees each hex (ATZ-LOS-1..5).

use horde_all_things_zombie::content::{Map, Time};
use horde_all_things_zombie::{Atz, Side, View};
use horde_core::{Game, Viewer};

#[derive(Clone, Debug)]
pub struct Scene {
    pub view: View,
    /// The state the scene was read from: its names and narration, and the
    /// page of sheets. Nothing of the game is hidden from any seat.
    pub game: Atz,
    pub viewer: Viewer,
    /// By hex index: some character of the band or an ally sees it.
    pub seen: Vec<bool>,
    pub night: bool,
    /// The last reaction test told, for the card (ATZ-REACT-1).
    pub last_test: Option<String>,
}

impl Scene {
    pub fn new(g: &Atz, viewer: Viewer) -> Self {
        let view = g.view(viewer);
        let map = g.map();
        let seen = (0..map.hexes.len())
            .map(|i| {
                map.hexes.hex(i).is_some_and(|h| {
                    view.characters.iter().any(|c| {
                        c.alive && !c.waiting && !c.exited && c.side != Side::Enemy && g.sees(c.hex, h)
                    })
                })
            })
            .collect();
        let night = matches!(g.scenario().time, Time::Night);
        Self { view, game: g.clone(), viewer, seen, night, last_test: None }
    }

    pub fn map(&self) -> &'static Map {
        self.game.map()
    }
}
