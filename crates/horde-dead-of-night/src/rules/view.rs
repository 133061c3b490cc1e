//! What a viewer sees. Dead of Night keeps no secret in its state: the
//! deck's order and the face-down room cards are not decided until they
//! are drawn or turned up (each is a chance decision then), and a
//! player's items are public as in the physical game. Every viewer sees
//! the same view.

use super::action::Action;
use super::state::{Barricade, Car, DeadOfNight, End, Fire, Generator, Player, Sq, Step, Thing};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    pub scenario: String,
    pub players: Vec<Player>,
    /// The square of each zombie, sorted.
    pub zombies: Vec<Sq>,
    pub floor: Vec<(Sq, Thing)>,
    pub floor_keys: Option<Sq>,
    /// Per area, the room card turned up on it.
    pub revealed: Vec<Option<u8>>,
    pub broken_doors: Vec<(Sq, Sq)>,
    pub breaches: Vec<(Sq, Sq)>,
    pub fires: Vec<Fire>,
    pub barricades: Vec<Barricade>,
    pub cars: Vec<Car>,
    /// Damaged-building tokens per area; 2 is a collapsed room.
    pub damage: Vec<u8>,
    pub power: bool,
    pub generator: Option<Generator>,
    /// Cards drawn and cards left in the deck.
    pub drawn: u8,
    pub cards_left: u32,
    pub active: u8,
    pub actions: u8,
    pub round: u32,
    pub step: Option<Step>,
    /// The last die rolled, card drawn or room card turned up.
    pub last_chance: Option<Action>,
    pub over: Option<End>,
}

impl DeadOfNight {
    pub(crate) fn make_view(&self) -> View {
        let mut zombies: Vec<Sq> = self.zombies.iter().map(|z| z.sq).collect();
        zombies.sort_unstable();
        View {
            scenario: self.scen().id.clone(),
            players: self.players.clone(),
            zombies,
            floor: self.floor.clone(),
            floor_keys: self.floor_keys,
            revealed: self.revealed.clone(),
            broken_doors: self.broken_doors.clone(),
            breaches: self.breaches.clone(),
            fires: self.fires.clone(),
            barricades: self.barricades.clone(),
            cars: self.cars.clone(),
            damage: self.damage.clone(),
            power: self.power,
            generator: self.generator,
            drawn: self.drawn,
            cards_left: self.first.iter().chain(&self.second).map(|&n| u32::from(n)).sum(),
            active: self.active,
            actions: self.actions,
            round: self.round,
            step: self.stack.last().copied(),
            last_chance: self.last_chance,
            over: self.over,
        }
    }
}

/// Read-only questions a front end asks of a view, answered as the engine
/// answers them of the state.
impl View {
    /// The scenario the view is of.
    pub fn scen(&self) -> Option<&'static crate::content::Scenario> {
        let c = crate::content::content();
        c.scenario(&self.scenario).and_then(|i| c.scenarios.get(usize::from(i)))
    }

    /// The edge between orthogonal neighbours `a` and `b` as it stands:
    /// barricaded (DN-BAR-1), a door broken by the zombies (DN-CARDS-1)
    /// open, a wall breached (DN-OBJ-1).
    pub fn edge(&self, a: Sq, b: Sq) -> crate::content::EdgeKind {
        use crate::content::EdgeKind;
        let Some(s) = self.scen() else { return EdgeKind::Wall };
        let key = (a.min(b), a.max(b));
        if self.barricades.iter().any(|x| (x.a, x.b) == key) {
            return EdgeKind::Barricade;
        }
        match s.edge(a, b) {
            EdgeKind::Door if self.broken_doors.contains(&key) => EdgeKind::Open,
            EdgeKind::Wall if self.breaches.contains(&key) => EdgeKind::Breach,
            e => e,
        }
    }

    /// Whether `sq` is lit: Power's On lights every square inside a
    /// building (DN-CARDS-4), a running generator its own building until
    /// its room collapses (DN-GAP-14).
    pub fn lit(&self, sq: Sq) -> bool {
        use crate::content::AreaKind;
        let Some(s) = self.scen() else { return false };
        let area = |q: Sq| usize::from(s.area_of[usize::from(q)]);
        if s.areas[area(sq)].kind == AreaKind::Outdoors {
            return false;
        }
        let powered = self
            .generator
            .filter(|g| g.running && self.damage.get(area(g.sq)).is_none_or(|&d| d < 2))
            .map(|g| s.building_of[usize::from(g.sq)]);
        self.power || powered == Some(s.building_of[usize::from(sq)])
    }
}
