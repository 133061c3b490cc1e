//! Setup (DN-SETUP): the table, the first player, starting spaces and
//! starting items.

use super::event::Event;
use super::state::{DeadOfNight, Generator, MAX_PLAYERS, Player, START_ENERGY, Sq, Step, Zombie};
use crate::content::content;
use horde_core::SetupError;
use serde::{Deserialize, Serialize};

/// What a match needs to start.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// A scenario id from the content ("house").
    pub scenario: String,
    /// 1 to 6 players, one seat each.
    pub players: u8,
    /// The optional infection rule (DN-INFECT), a match option off by default.
    #[serde(default)]
    pub infection: bool,
}

impl Default for Setup {
    fn default() -> Self {
        Self { scenario: "house".to_owned(), players: 2, infection: false }
    }
}

impl DeadOfNight {
    pub(crate) fn setup(setup: &Setup) -> Result<Self, SetupError> {
        let c = content();
        let scenario = c
            .scenario(&setup.scenario)
            .ok_or_else(|| SetupError(format!("unknown Dead of Night scenario {:?}", setup.scenario)))?;
        if !(1..=MAX_PLAYERS).contains(&setup.players) {
            return Err(SetupError(format!("Dead of Night is played by 1 to 6 players; got {}", setup.players)));
        }
        let s = &c.scenarios[usize::from(scenario)];
        if usize::from(setup.players) > s.entries.len() {
            return Err(SetupError(format!("scenario {:?} has only {} entry spaces", s.id, s.entries.len())));
        }
        // DN-SETUP-4: energy 6, ammo 0.
        let player = Player {
            pos: None,
            energy: START_ENERGY,
            ammo: 0,
            hands: Vec::new(),
            pack: Vec::new(),
            keys: false,
            alive: true,
            kills: 0,
            grabbed: false,
            fought: false,
            struck: false,
            infected: false,
            escaped: false,
            owed: 0,
        };
        Ok(Self {
            scenario,
            infection: false,
            players: vec![player; usize::from(setup.players)],
            zombies: super::crowd::Crowd::on_board(s.squares()),
            floor: Vec::new(),
            floor_keys: None,
            supply: c.items.iter().map(|i| i.supply).collect(),
            ammo_supply: c.ammo_supply,
            revealed: vec![None; s.areas.len()],
            pool: {
                let mut p = s.pool.clone();
                p.sort_unstable();
                p
            },
            broken_doors: Vec::new(),
            breaches: Vec::new(),
            fires: Vec::new(),
            cars: Self::parked_cars(scenario),
            barricades: Vec::new(),
            helpers: 0,
            damage: vec![0; s.areas.len()],
            first: c.cards.iter().map(|k| k.first).collect(),
            second: c.cards.iter().map(|k| k.second).collect(),
            drawn: 0,
            power: false,
            generator: s.generator.map(|sq| Generator { sq, fuel: false, running: false }),
            first_seat: 0,
            active: 0,
            actions: 0,
            fight: 0,
            peace: 0,
            round: 1,
            stack: vec![Step::ChooseFirst],
            last_chance: None,
            over: None,
            zombie_maps: Default::default(),
            zombie_round: Default::default(),
        })
    }

    pub(crate) fn n(&self) -> u8 {
        self.players.len() as u8
    }

    /// DN-GAP-5: the first player at random; then, clockwise, each picks an
    /// entry space and gets a starting item (DN-SETUP-5 SOURCE).
    pub(crate) fn choose_first(&mut self, seat: u8, ev: &mut Vec<Event>) {
        self.first_seat = seat;
        self.active = seat;
        ev.push(Event::FirstPlayer { seat });
        self.stack.push(Step::BeginTurn);
        self.stack.push(Step::FillEntries);
        for k in (0..self.n()).rev() {
            let s = (seat + k) % self.n();
            self.stack.push(Step::StartItem { seat: s });
            self.stack.push(Step::PickStart { seat: s });
        }
    }

    /// Entry spaces no player has taken.
    pub(crate) fn free_entries(&self) -> Vec<Sq> {
        let mut v: Vec<Sq> =
            self.scen().entries.iter().copied().filter(|&e| !self.players.iter().any(|p| p.pos == Some(e))).collect();
        v.sort_unstable();
        v
    }

    pub(crate) fn pick_start(&mut self, seat: u8, sq: Sq, ev: &mut Vec<Event>) {
        self.players[usize::from(seat)].pos = Some(sq);
        ev.push(Event::Started { seat, sq });
    }

    /// The starting item: a random one-handed item of the supply, weighted
    /// by the copies left (DN-SETUP SOURCE, DN-GAP-2).
    pub(crate) fn start_items(&self) -> Vec<(u8, u32)> {
        content()
            .items
            .iter()
            .enumerate()
            .filter(|(i, it)| it.hands == 1 && self.supply[*i] > 0)
            .map(|(i, _)| (i as u8, u32::from(self.supply[i])))
            .collect()
    }

    pub(crate) fn start_item(&mut self, seat: u8, item: u8, ev: &mut Vec<Event>) {
        self.supply[usize::from(item)] -= 1;
        self.give_hand(seat, item);
        ev.push(Event::StartingItem { seat, thing: item });
    }

    /// A zombie on every entry space no player took (DN-SETUP SOURCE).
    pub(crate) fn fill_entries(&mut self, ev: &mut Vec<Event>) {
        for sq in self.free_entries() {
            self.zombies.push(Zombie { sq, moved: false });
            ev.push(Event::ZombiePlaced { sq });
        }
    }
}
