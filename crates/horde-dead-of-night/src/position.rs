//! A validating position builder: the set-up positions of tests and of
//! scenario files. Impossible positions are refused with a message naming
//! what is wrong.

use crate::content::content;
use crate::rules::state::{
    Barricade, DeadOfNight, Fire, HANDS, MAX_ENERGY, PACK, Sq, Step, ZOMBIES_PER_SQUARE, Zombie,
};
use crate::{Action, Event, Setup};
use horde_core::{Game, SetupError};

/// A position in the middle of a turn: every player placed, the active
/// player choosing his actions.
#[derive(Clone, Debug)]
pub struct Position {
    game: DeadOfNight,
}

impl Position {
    /// `players` players in `scenario`, none placed yet, seat 0 to act
    /// with two actions, no zombie on the board, the deck full.
    pub fn new(scenario: &str, players: u8) -> Result<Self, SetupError> {
        let mut game = DeadOfNight::new(&Setup { scenario: scenario.to_owned(), players, infection: false })?;
        game.stack = vec![Step::Actions];
        game.active = 0;
        game.first_seat = 0;
        game.actions = 2;
        Ok(Self { game })
    }

    fn square(&self, x: i16, y: i16) -> Result<Sq, String> {
        self.game.scen().at(x, y).ok_or_else(|| format!("square ({x}, {y}) is off the map"))
    }

    /// Puts `seat` on `(x, y)`.
    pub fn player(mut self, seat: u8, x: i16, y: i16) -> Result<Self, String> {
        let sq = self.square(x, y)?;
        let p = self.game.players.get_mut(usize::from(seat)).ok_or_else(|| format!("no seat {seat}"))?;
        p.pos = Some(sq);
        Ok(self)
    }

    pub fn energy(mut self, seat: u8, energy: i8) -> Result<Self, String> {
        if !(0..=MAX_ENERGY).contains(&energy) {
            return Err(format!("energy {energy} is outside 0..=6 (DN-ENERGY-2)"));
        }
        let p = self.game.players.get_mut(usize::from(seat)).ok_or_else(|| format!("no seat {seat}"))?;
        p.energy = energy;
        Ok(self)
    }

    pub fn ammo(mut self, seat: u8, ammo: u8) -> Result<Self, String> {
        let p = self.game.players.get_mut(usize::from(seat)).ok_or_else(|| format!("no seat {seat}"))?;
        p.ammo = ammo;
        Ok(self)
    }

    /// `seat` has killed `n` zombies (DN-GAP-17).
    pub fn kills(mut self, seat: u8, n: u16) -> Result<Self, String> {
        let p = self.game.players.get_mut(usize::from(seat)).ok_or_else(|| format!("no seat {seat}"))?;
        p.kills = n;
        Ok(self)
    }

    /// It is `seat`'s turn, with two actions.
    pub fn turn_of(mut self, seat: u8) -> Result<Self, String> {
        if usize::from(seat) >= self.game.players.len() {
            return Err(format!("no seat {seat}"));
        }
        self.game.active = seat;
        Ok(self)
    }

    /// Puts item `id` into `seat`'s hands.
    pub fn hold(mut self, seat: u8, id: &str) -> Result<Self, String> {
        let item = content().item(id).ok_or_else(|| format!("unknown item {id:?}"))?;
        if usize::from(seat) >= self.game.players.len() {
            return Err(format!("no seat {seat}"));
        }
        if !self.game.fits_hands(seat, item) {
            return Err(format!("{id} does not fit in the hands of seat {seat} ({HANDS} hands)"));
        }
        self.game.give_hand(seat, item);
        Ok(self)
    }

    /// Puts item `id` into `seat`'s backpack (DN-ITEM-3, DN-GAP-3).
    pub fn pack(mut self, seat: u8, id: &str) -> Result<Self, String> {
        let item = content().item(id).ok_or_else(|| format!("unknown item {id:?}"))?;
        if usize::from(seat) >= self.game.players.len() {
            return Err(format!("no seat {seat}"));
        }
        if !self.game.fits_pack(seat, item) {
            return Err(format!("{id} does not fit in the backpack of seat {seat} ({PACK} slots)"));
        }
        let p = &mut self.game.players[usize::from(seat)];
        p.pack.push(item);
        p.pack.sort_unstable();
        Ok(self)
    }

    /// The active player has `n` actions left (DN-ACT-1).
    pub fn actions(mut self, n: u8) -> Result<Self, String> {
        if n > 2 {
            return Err(format!("{n} actions: a turn has two (DN-ACT-1)"));
        }
        self.game.actions = n;
        Ok(self)
    }

    pub fn keys(mut self, seat: u8) -> Result<Self, String> {
        let p = self.game.players.get_mut(usize::from(seat)).ok_or_else(|| format!("no seat {seat}"))?;
        p.keys = true;
        Ok(self)
    }

    /// Puts `seat` aboard the vehicle covering `(x, y)`: the first one
    /// aboard takes the wheel (DN-CAR-4).
    pub fn aboard(mut self, seat: u8, x: i16, y: i16) -> Result<Self, String> {
        let sq = self.square(x, y)?;
        let i = self.game.car_at(sq).ok_or_else(|| format!("no vehicle on ({x}, {y})"))?;
        let p = self.game.players.get_mut(usize::from(seat)).ok_or_else(|| format!("no seat {seat}"))?;
        p.pos = Some(sq);
        if self.game.occupants(i).len() > usize::from(self.game.vehicle(i).capacity) {
            return Err(format!("the vehicle on ({x}, {y}) is full (DN-CAR-3)"));
        }
        self.game.boarded_or_left(seat, None);
        Ok(self)
    }

    /// The vehicle covering `(x, y)` has fuel in it (DN-ITEM-9).
    pub fn fuelled(mut self, x: i16, y: i16) -> Result<Self, String> {
        let sq = self.square(x, y)?;
        let i = self.game.car_at(sq).ok_or_else(|| format!("no vehicle on ({x}, {y})"))?;
        self.game.cars[i].fuel = true;
        Ok(self)
    }

    /// Puts a zombie on `(x, y)`.
    pub fn zombie(mut self, x: i16, y: i16) -> Result<Self, String> {
        let sq = self.square(x, y)?;
        if self.game.zombies_on(sq) >= ZOMBIES_PER_SQUARE {
            return Err(format!("({x}, {y}) already holds 4 zombies (DN-ZOM-9)"));
        }
        self.game.zombies.push(Zombie { sq, moved: false });
        Ok(self)
    }

    /// Puts a fire token of `owner` on `(x, y)`: a spreading one or a
    /// Start-a-Fire one (DN-GAP-10).
    pub fn fire(mut self, x: i16, y: i16, owner: u8, spreads: bool) -> Result<Self, String> {
        let sq = self.square(x, y)?;
        if usize::from(owner) >= self.game.players.len() {
            return Err(format!("no seat {owner}"));
        }
        if self.game.burning(sq) {
            return Err(format!("({x}, {y}) is already burning"));
        }
        self.game.fires.push(Fire { sq, owner, spreads });
        self.game.fires.sort_unstable();
        Ok(self)
    }

    /// A barricade between `(x, y)` and its orthogonal neighbour `to`, built
    /// from `(x, y)` (DN-BAR-1/2).
    pub fn barricade(mut self, x: i16, y: i16, to: (i16, i16)) -> Result<Self, String> {
        let (a, b) = (self.square(x, y)?, self.square(to.0, to.1)?);
        if (x - to.0).abs() + (y - to.1).abs() != 1 {
            return Err(format!("({x}, {y}) and {to:?} are not orthogonal neighbours"));
        }
        self.game.barricades.push(Barricade { a: a.min(b), b: a.max(b), side: a });
        self.game.barricades.sort_unstable();
        Ok(self)
    }

    /// Puts item `id` on the board at `(x, y)`.
    pub fn lying(mut self, x: i16, y: i16, id: &str) -> Result<Self, String> {
        let sq = self.square(x, y)?;
        let item = content().item(id).ok_or_else(|| format!("unknown item {id:?}"))?;
        self.game.put_floor(sq, item);
        Ok(self)
    }

    /// Puts one damaged-building token on the room of `(x, y)` (DN-DMG).
    pub fn damaged(mut self, x: i16, y: i16) -> Result<Self, String> {
        let sq = self.square(x, y)?;
        let area = usize::from(self.game.area_of(sq));
        if self.game.scen().areas[area].kind == crate::content::AreaKind::Outdoors {
            return Err(format!("({x}, {y}) is outdoors: no building to damage"));
        }
        self.game.damage[area] = 1;
        Ok(self)
    }

    /// Turns up room card `room` on the area of `(x, y)`.
    pub fn reveal(mut self, x: i16, y: i16, room: &str) -> Result<Self, String> {
        let sq = self.square(x, y)?;
        let r = content().rooms.iter().position(|c| c.id == room).ok_or_else(|| format!("unknown room {room:?}"))?;
        let area = self.game.scen().area_of[usize::from(sq)];
        self.game.revealed[usize::from(area)] = Some(r as u8);
        self.game.pool.retain(|&p| usize::from(p) != r);
        Ok(self)
    }

    /// Leaves `n` copies of item `id` in the supply.
    pub fn supply(mut self, id: &str, n: u8) -> Result<Self, String> {
        let item = content().item(id).ok_or_else(|| format!("unknown item {id:?}"))?;
        self.game.supply[usize::from(item)] = n;
        Ok(self)
    }

    /// Deck part AI used up: the next card comes from AII.
    pub fn second_part(mut self) -> Self {
        for n in &mut self.game.first {
            self.game.drawn += *n;
            *n = 0;
        }
        self
    }

    /// Only The End is left in the deck (DN-GAP-1: it lies at one of the
    /// last five places).
    pub fn last_card(mut self) -> Self {
        let c = content();
        for (i, k) in c.cards.iter().enumerate() {
            self.game.first[i] = 0;
            self.game.second[i] = u8::from(k.effect == crate::content::Effect::TheEnd);
        }
        self.game.drawn = 39;
        self
    }

    /// The position at the start of the active seat's turn: the card comes
    /// next, then the others may act out of turn.
    pub fn at_draw(mut self) -> Self {
        self.game.stack = vec![Step::Actions];
        // DN-FREE-8: the others' windows follow the card.
        self.game.push_windows(self.game.active);
        self.game.stack.push(Step::Draw);
        self
    }

    /// Plays with the optional infection rule (DN-INFECT).
    pub fn infection(mut self) -> Self {
        self.game.infection = true;
        self
    }

    /// `seat` is infected (DN-INFECT-1).
    pub fn infected(mut self, seat: u8) -> Result<Self, String> {
        if !self.game.infection {
            return Err("infection is played only with the optional rule".to_owned());
        }
        let p = self.game.players.get_mut(usize::from(seat)).ok_or_else(|| format!("no seat {seat}"))?;
        p.infected = true;
        Ok(self)
    }

    /// The scenario's generator is fuelled, and running if `running`
    /// (DN-GAP-14).
    pub fn generator(mut self, running: bool) -> Result<Self, String> {
        let genset = self.game.generator.as_mut().ok_or("the scenario has no generator")?;
        genset.fuel = true;
        genset.running = running;
        Ok(self)
    }

    pub fn power(mut self, on: bool) -> Self {
        self.game.power = on;
        self
    }

    /// The position, checked: every living player placed.
    pub fn build(self) -> Result<DeadOfNight, String> {
        if let Some(i) = self.game.players.iter().position(|p| p.pos.is_none()) {
            return Err(format!("seat {i} has no square"));
        }
        Ok(self.game)
    }
}

/// Test helpers on a position.
impl DeadOfNight {
    /// The square at `(x, y)` of the scenario.
    pub fn sq(&self, x: i16, y: i16) -> Option<Sq> {
        self.scen().at(x, y)
    }

    /// The area of the square at `(x, y)`.
    pub fn area_at(&self, x: i16, y: i16) -> Option<u8> {
        self.sq(x, y).map(|q| self.area_of(q))
    }

    pub fn player_state(&self, seat: u8) -> &crate::Player {
        &self.players[usize::from(seat)]
    }

    pub fn generator_state(&self) -> Option<crate::Generator> {
        self.generator
    }

    /// The vehicles on the board.
    pub fn vehicles(&self) -> &[crate::Car] {
        &self.cars
    }

    /// The squares of the zombies, sorted.
    pub fn zombie_squares(&self) -> Vec<Sq> {
        let mut v: Vec<Sq> = self.zombies.iter().map(|z| z.sq).collect();
        v.sort_unstable();
        v
    }

    pub fn step(&self) -> Option<Step> {
        self.stack.last().copied()
    }

    /// Applies actions in order; the first refusal is returned.
    pub fn play(&mut self, actions: &[Action]) -> Result<Vec<Event>, horde_core::Illegal> {
        let mut ev = Vec::new();
        for &a in actions {
            self.apply(a, &mut ev)?;
        }
        Ok(ev)
    }

    /// Starts a zombie move of `crosses` zombie turns as a card would.
    pub fn zombie_turns(&mut self, crosses: u8) -> Vec<Event> {
        let mut ev = Vec::new();
        self.stack.push(Step::ZombieTurn { left: crosses });
        self.advance(&mut ev);
        ev
    }

    /// The card index of `id`.
    pub fn card(id: &str) -> Option<u8> {
        content().cards.iter().position(|k| k.id == id).map(|i| i as u8)
    }

    /// The item index of `id`.
    pub fn item(id: &str) -> Option<u8> {
        content().item(id)
    }

    /// The card weights of the next draw (DN-GAP-1), by card id.
    pub fn next_card_weights(&self) -> Vec<(String, u32)> {
        self.card_weights().into_iter().map(|(c, w)| (content().cards[usize::from(c)].id.clone(), w)).collect()
    }

    /// Marks `n` cards of deck part AI as drawn, none of them Keys (for deck tests).
    pub fn burn_first(&mut self, n: u8) {
        for _ in 0..n {
            if let Some(i) = content()
                .cards
                .iter()
                .enumerate()
                .position(|(i, k)| k.effect != crate::content::Effect::Keys && self.first[i] > 0)
            {
                self.first[i] -= 1;
                self.drawn += 1;
            }
        }
    }
}
