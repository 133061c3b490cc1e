//! What one viewer may know. The Zombie Player's hand is shown to seat 0
//! only; everything else on the table is public.

use crate::rules::geom::{Edge, Pos};
use crate::rules::state::{GridSiege, Life, Pending, ZOMBIE_SEAT};
use horde_core::{Seat, Viewer};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HumanView {
    pub seat: u8,
    pub character: Option<u8>,
    pub lives: u8,
    pub alive: bool,
    pub dead: bool,
    /// Dead and risen as a zombie (GS-LIFE-4): his token has left the board.
    pub risen: bool,
    pub placed: bool,
    pub in_car: bool,
    pub pos: Pos,
    /// Thing indices, with `true` for an empty firearm.
    pub things: Vec<(u8, bool)>,
    pub searched: u64,
    pub acted: bool,
    pub trip: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TurnView {
    pub human: u8,
    pub actions: u8,
    pub total: u8,
    pub moved: u8,
    pub rerolled: bool,
    pub carrying: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    pub viewer: Viewer,
    pub round: u16,
    /// The pending decision, as shown to everyone.
    pub pending: String,
    pub humans: Vec<HumanView>,
    /// Zombies: square, actions left, fresh corpse.
    pub zombies: Vec<(Pos, u8, bool)>,
    pub barricades: Vec<Edge>,
    pub destroyed_walls: Vec<Edge>,
    pub searched: u64,
    pub car_started: bool,
    pub floor: Vec<(Pos, u8)>,
    pub projects: Vec<(Edge, bool, u8)>,
    pub turn: Option<TurnView>,
    /// Copies left per search card kind (public: every drawn card is shown).
    pub search_deck_left: Vec<u8>,
    pub zombie_hand_size: u8,
    pub zombie_cards_played: Vec<u8>,
    /// The hand, for the Zombie Player only.
    pub zombie_hand: Option<Vec<u8>>,
    pub zombie_max: usize,
    pub outcome: Option<(bool, String)>,
    pub last_roll: Option<(crate::rules::event::Roll, u8)>,
}

impl GridSiege {
    pub fn make_view(&self, viewer: Viewer) -> View {
        let zombie_eye = viewer == Viewer::Seat(Seat(ZOMBIE_SEAT));
        let pending = match self.pending {
            // Hand contents never leak through the pending text.
            Pending::DealZombieCard { left } => format!("DealZombieCard {{ left: {left} }}"),
            p => format!("{p:?}"),
        };
        View {
            viewer,
            round: self.round,
            pending,
            humans: self
                .humans
                .iter()
                .map(|h| HumanView {
                    seat: h.seat,
                    character: (h.character != u8::MAX).then_some(h.character),
                    lives: h.lives,
                    alive: h.alive(),
                    dead: h.life != Life::Alive,
                    risen: h.life == Life::Risen,
                    placed: h.placed,
                    in_car: h.in_car,
                    pos: h.pos,
                    things: h.items().map(|(s, t)| (t, h.is_empty_gun(s))).collect(),
                    searched: h.searched,
                    acted: h.acted,
                    trip: h.trip,
                })
                .collect(),
            zombies: self.zombies.iter().map(|z| (z.pos, z.actions, z.fresh)).collect(),
            barricades: self.barricades.clone(),
            destroyed_walls: self.destroyed.clone(),
            searched: self.searched,
            car_started: self.car_started,
            floor: self.floor.clone(),
            projects: self.projects.iter().map(|p| (p.edge, p.dismantle, p.done)).collect(),
            turn: self.in_turn().then_some(TurnView {
                human: self.turn.human,
                actions: self.turn.actions,
                total: self.turn.total,
                moved: self.turn.moved,
                rerolled: self.turn.rerolled,
                carrying: self.turn.carrying,
            }),
            search_deck_left: self.search_left.clone(),
            zombie_hand_size: self.zombie_hand_size(),
            zombie_cards_played: self.zplayed.to_vec(),
            zombie_hand: zombie_eye.then(|| self.zhand.to_vec()),
            zombie_max: self.zombie_max(),
            outcome: self.ended.map(|e| (e.humans_win(), e.reason())),
            last_roll: self.last_roll,
        }
    }
}
