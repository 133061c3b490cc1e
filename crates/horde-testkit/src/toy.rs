//! *Scavenge*, a small but complete rule system: a reference implementation
//! of [`Game`] for newcomers, and the game the conformance suite tests
//! itself on.
//!
//! # Rules
//!
//! Two to four survivors share a face-down deck of scrap (1 point), food (2),
//! medkits (3), weapons and zombies. Each seat keeps a hidden hand.
//!
//! - `TOY-TURN-1` A turn gives two actions. Drawing and fighting spend one;
//!   banking and ending the turn are free.
//! - `TOY-TURN-2` Ending the turn: each zombie at your door bites (you lose a
//!   point per zombie, down to 0); then the next seat plays.
//! - `TOY-DRAW-1` You may draw while the deck is not empty...
//! - `TOY-DRAW-2` ...and you hold fewer than [`HAND_LIMIT`] cards.
//! - `TOY-DRAW-3` A drawn zombie goes to your door, face up; any other card
//!   joins your hand, face down. Draws are uniform over the remaining cards.
//! - `TOY-BANK-1` Only supplies (scrap, food, medkit) can be banked, for their
//!   points; banked cards go face up to the discard.
//! - `TOY-BANK-2` You must hold the card you bank.
//! - `TOY-BANK-3` You cannot bank while a zombie is at your door.
//! - `TOY-FIGHT-1` You may fight while a zombie is at your door: roll a die.
//! - `TOY-FIGHT-2` Fighting with a weapon discards one you hold and adds 2 to
//!   the roll.
//! - `TOY-FIGHT-3` A total of 5 or more kills one zombie (to the discard) and
//!   scores a point.
//! - `TOY-END-1` A seat with at least the target score at the end of its turn
//!   wins at once.
//! - `TOY-END-2` Otherwise the game ends after the last round; the highest
//!   scores win.
//! - `TOY-END-3` Nothing happens after the end.
//! - `TOY-CHANCE-1` A pending draw or roll resolves before anything else, to
//!   a card left in the deck or a die face from 1 to 6; nothing else is a
//!   chance outcome.
//!
//! # How it maps onto [`Game`]
//!
//! - Draws and dice are chance decisions ([`Decision::Chance`]). A draw's
//!   outcome is *which kind of card* comes out of the remaining multiset,
//!   weighted by how many are left, not a shuffle of the whole deck: that keeps
//!   the outcome list short and the log readable.
//! - [`Game::check`] is the only place that says no, with a rule ID;
//!   [`Game::legal_actions`] is written separately and the conformance suite
//!   proves the two agree.
//! - [`Toy::view`] copies only what the viewer may know; [`Toy::event_view`]
//!   hides the face of a drawn card from the other seats;
//!   [`Toy::resample_hidden`] redeals everything the viewer cannot see.
//!
//! # Driving a match
//!
//! ```
//! use horde_core::{Actor, Decision, Game, Match, MatchError, Seat, Viewer};
//! use horde_testkit::toy::{Card, Toy, ToyAction, ToySetup};
//!
//! let mut m = Match::<Toy>::new(ToySetup::standard(2), 42).unwrap();
//! let mut events = Vec::new();
//! // Seat 0 holds nothing yet: the refusal names the rule.
//! let err = m.act(Actor::Seat(Seat(0)), ToyAction::Bank(Card::Medkit), &mut events).unwrap_err();
//! assert!(matches!(err, MatchError::Illegal(e) if e.rule == "TOY-BANK-2"));
//! m.act(Actor::Seat(Seat(0)), ToyAction::Draw, &mut events).unwrap();
//! assert_eq!(m.decision(), Decision::Chance);
//! m.run_chance(&mut events); // the driver draws the card from the seed
//! // Seat 1 sees that seat 0 drew a card, not which.
//! let seen = m.state().view(Viewer::Seat(Seat(1)));
//! assert_eq!(seen.seats[0].hand_size + seen.seats[0].zombies, 1);
//! assert_eq!(seen.hand, Some([0; 5]));
//! ```

use horde_core::{Decision, Game, HordeRng, Illegal, Outcome, Seat, SetupError, Viewer};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Card kinds, in canonical order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    Scrap,
    Food,
    Medkit,
    Weapon,
    Zombie,
}

/// How many card kinds there are.
pub const KINDS: usize = 5;

/// The most cards a hand may hold (`TOY-DRAW-2`).
pub const HAND_LIMIT: u8 = 4;

/// Actions per turn (`TOY-TURN-1`).
pub const ACTIONS_PER_TURN: u8 = 2;

impl Card {
    pub const ALL: [Card; KINDS] = [Card::Scrap, Card::Food, Card::Medkit, Card::Weapon, Card::Zombie];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// Points when banked; `None` for cards that cannot be banked.
    pub const fn points(self) -> Option<u16> {
        match self {
            Card::Scrap => Some(1),
            Card::Food => Some(2),
            Card::Medkit => Some(3),
            Card::Weapon | Card::Zombie => None,
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Card::Scrap => "scrap",
            Card::Food => "food",
            Card::Medkit => "medkit",
            Card::Weapon => "weapon",
            Card::Zombie => "zombie",
        })
    }
}

/// A multiset of cards: how many of each kind, indexed by [`Card::index`].
pub type Counts = [u8; KINDS];

fn total(counts: &Counts) -> u8 {
    counts.iter().sum()
}

/// What a match of Scavenge starts from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToySetup {
    /// 2 to 4.
    pub seats: u8,
    /// The deck, as counts per card kind.
    pub deck: Counts,
    /// Score that ends the game at the end of a turn (`TOY-END-1`).
    pub target: u16,
    /// Rounds before the game ends on points (`TOY-END-2`).
    pub rounds: u16,
}

impl ToySetup {
    /// The usual game for `seats` players.
    pub fn standard(seats: u8) -> Self {
        Self { seats, deck: [6, 5, 3, 4, 6], target: 8, rounds: 12 }
    }
}

/// A move of Scavenge. The derived `Ord` (variant order, then fields) is the
/// canonical order of legal-action lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ToyAction {
    Draw,
    Bank(Card),
    Fight {
        weapon: bool,
    },
    EndTurn,
    /// Chance: the kind of card drawn.
    Drawn(Card),
    /// Chance: the die, 1 to 6.
    Rolled(u8),
}

impl fmt::Display for ToyAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToyAction::Draw => f.write_str("draw"),
            ToyAction::Bank(c) => write!(f, "bank {c}"),
            ToyAction::Fight { weapon: false } => f.write_str("fight"),
            ToyAction::Fight { weapon: true } => f.write_str("fight with a weapon"),
            ToyAction::EndTurn => f.write_str("end turn"),
            ToyAction::Drawn(c) => write!(f, "drew {c}"),
            ToyAction::Rolled(d) => write!(f, "rolled {d}"),
        }
    }
}

/// Where the turn stands. Public: everyone sees whether a draw or a roll
/// is pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Main,
    Drawing,
    Rolling { weapon: bool },
    Over,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ToyEvent {
    /// `card` is `None` in the views of the seats that may not see it.
    Drew {
        seat: Seat,
        card: Option<Card>,
    },
    Banked {
        seat: Seat,
        card: Card,
        points: u16,
    },
    Fought {
        seat: Seat,
        die: u8,
        weapon: bool,
        killed: bool,
    },
    Bitten {
        seat: Seat,
        points: u16,
    },
    TurnStarted {
        seat: Seat,
        round: u16,
    },
    GameOver {
        winners: Vec<Seat>,
    },
}

/// One seat, as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicSeat {
    pub score: u16,
    pub hand_size: u8,
    pub zombies: u8,
}

/// Everything one viewer may know about a match of Scavenge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToyView {
    pub viewer: Viewer,
    pub turn: Seat,
    pub phase: Phase,
    pub actions_left: u8,
    pub round: u16,
    pub rounds: u16,
    pub target: u16,
    pub deck_size: u8,
    /// Banked cards, used weapons and killed zombies: face up.
    pub discard: Counts,
    pub seats: Vec<PublicSeat>,
    /// The viewer's own hand; `None` for spectators.
    pub hand: Option<Counts>,
    /// The last die rolled, kept so a (re)connecting client can show it.
    pub last_roll: Option<u8>,
}

/// The state of a match of Scavenge.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Toy {
    target: u16,
    rounds: u16,
    deck: Counts,
    hands: Vec<Counts>,
    doors: Vec<u8>,
    scores: Vec<u16>,
    discard: Counts,
    turn: u8,
    actions_left: u8,
    round: u16,
    phase: Phase,
    last_roll: Option<u8>,
    winners: Vec<Seat>,
}

impl Toy {
    /// The hand of `seat`, for tests and tools; rules code uses views.
    pub fn hand(&self, seat: Seat) -> Counts {
        self.hands[seat.index()]
    }

    /// The cards left in the deck, hidden from every seat.
    pub fn deck(&self) -> Counts {
        self.deck
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    fn seat(&self) -> Seat {
        Seat(self.turn)
    }

    fn end_turn(&mut self, events: &mut Vec<ToyEvent>) {
        let t = usize::from(self.turn);
        let bite = self.scores[t].min(u16::from(self.doors[t]));
        if bite > 0 {
            self.scores[t] -= bite;
            events.push(ToyEvent::Bitten { seat: self.seat(), points: bite });
        }
        if self.scores[t] >= self.target {
            return self.finish(vec![self.seat()], events);
        }
        self.turn = (self.turn + 1) % self.seats_u8();
        if self.turn == 0 {
            self.round += 1;
            if self.round >= self.rounds {
                let best = self.scores.iter().copied().max().unwrap_or(0);
                let winners =
                    (0..self.seats_u8()).map(Seat).filter(|s| self.scores[s.index()] == best).collect::<Vec<_>>();
                return self.finish(winners, events);
            }
        }
        self.actions_left = ACTIONS_PER_TURN;
        events.push(ToyEvent::TurnStarted { seat: self.seat(), round: self.round });
    }

    fn finish(&mut self, winners: Vec<Seat>, events: &mut Vec<ToyEvent>) {
        self.phase = Phase::Over;
        self.actions_left = 0;
        events.push(ToyEvent::GameOver { winners: winners.clone() });
        self.winners = winners;
    }

    fn seats_u8(&self) -> u8 {
        // `new` caps seats at 4.
        self.hands.len() as u8
    }

    /// `TOY-TURN-1`: actions that spend one of the turn's actions.
    fn spend(&self) -> Result<(), Illegal> {
        if self.actions_left == 0 {
            return Err(Illegal::new("TOY-TURN-1", "no action left this turn"));
        }
        Ok(())
    }
}

impl Game for Toy {
    type Action = ToyAction;
    type Event = ToyEvent;
    type View = ToyView;
    type Setup = ToySetup;
    type Error = Illegal;

    const ID: &'static str = "toy-scavenge";
    const RULES_VERSION: u32 = 1;

    fn new(setup: &ToySetup) -> Result<Self, SetupError> {
        if !(2..=4).contains(&setup.seats) {
            return Err(SetupError(format!("Scavenge is for 2 to 4 seats, not {}", setup.seats)));
        }
        let size: u32 = setup.deck.iter().map(|&c| u32::from(c)).sum();
        if size == 0 || size > 200 {
            return Err(SetupError(format!("the deck must hold 1 to 200 cards, not {size}")));
        }
        if setup.target == 0 || setup.rounds == 0 {
            return Err(SetupError("the target score and the number of rounds must be positive".into()));
        }
        let n = usize::from(setup.seats);
        Ok(Self {
            target: setup.target,
            rounds: setup.rounds,
            deck: setup.deck,
            hands: vec![[0; KINDS]; n],
            doors: vec![0; n],
            scores: vec![0; n],
            discard: [0; KINDS],
            turn: 0,
            actions_left: ACTIONS_PER_TURN,
            round: 0,
            phase: Phase::Main,
            last_roll: None,
            winners: Vec::new(),
        })
    }

    fn num_seats(&self) -> usize {
        self.hands.len()
    }

    fn decision(&self) -> Decision {
        match self.phase {
            Phase::Main => Decision::Seat(self.seat()),
            Phase::Drawing | Phase::Rolling { .. } => Decision::Chance,
            Phase::Over => Decision::Terminal,
        }
    }

    fn legal_actions(&self, out: &mut Vec<ToyAction>) {
        let t = usize::from(self.turn);
        match self.phase {
            Phase::Main => {
                let hand = &self.hands[t];
                let can_spend = self.actions_left > 0;
                if can_spend && total(&self.deck) > 0 && total(hand) < HAND_LIMIT {
                    out.push(ToyAction::Draw);
                }
                if self.doors[t] == 0 {
                    for card in [Card::Scrap, Card::Food, Card::Medkit] {
                        if hand[card.index()] > 0 {
                            out.push(ToyAction::Bank(card));
                        }
                    }
                }
                if can_spend && self.doors[t] > 0 {
                    out.push(ToyAction::Fight { weapon: false });
                    if hand[Card::Weapon.index()] > 0 {
                        out.push(ToyAction::Fight { weapon: true });
                    }
                }
                out.push(ToyAction::EndTurn);
            }
            Phase::Drawing => {
                out.extend(Card::ALL.into_iter().filter(|c| self.deck[c.index()] > 0).map(ToyAction::Drawn));
            }
            Phase::Rolling { .. } => out.extend((1..=6).map(ToyAction::Rolled)),
            Phase::Over => {}
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(ToyAction, u32)>) {
        match self.phase {
            Phase::Drawing => out.extend(
                Card::ALL
                    .into_iter()
                    .filter(|c| self.deck[c.index()] > 0)
                    .map(|c| (ToyAction::Drawn(c), u32::from(self.deck[c.index()]))),
            ),
            Phase::Rolling { .. } => out.extend((1..=6).map(|d| (ToyAction::Rolled(d), 1))),
            Phase::Main | Phase::Over => {}
        }
    }

    fn check(&self, action: ToyAction) -> Result<(), Illegal> {
        let t = usize::from(self.turn);
        let seat_action = !matches!(action, ToyAction::Drawn(_) | ToyAction::Rolled(_));
        let pending = |what: &str| Err(Illegal::new("TOY-CHANCE-1", what.to_owned()));
        match self.phase {
            Phase::Over => return Err(Illegal::new("TOY-END-3", "the game is over")),
            Phase::Main if !seat_action => return pending("no draw or roll is pending"),
            Phase::Drawing | Phase::Rolling { .. } if seat_action => {
                return pending("a draw or a roll must resolve first");
            }
            _ => {}
        }
        let hand = &self.hands[t];
        match action {
            ToyAction::Draw => {
                self.spend()?;
                if total(&self.deck) == 0 {
                    return Err(Illegal::new("TOY-DRAW-1", "the deck is empty"));
                }
                if total(hand) >= HAND_LIMIT {
                    return Err(Illegal::new("TOY-DRAW-2", format!("a hand holds at most {HAND_LIMIT} cards")));
                }
            }
            ToyAction::Bank(card) => {
                if card.points().is_none() {
                    return Err(Illegal::new("TOY-BANK-1", format!("{card} cannot be banked")));
                }
                if hand[card.index()] == 0 {
                    return Err(Illegal::new("TOY-BANK-2", format!("you hold no {card}")));
                }
                if self.doors[t] > 0 {
                    return Err(Illegal::new("TOY-BANK-3", "a zombie is at your door"));
                }
            }
            ToyAction::Fight { weapon } => {
                self.spend()?;
                if self.doors[t] == 0 {
                    return Err(Illegal::new("TOY-FIGHT-1", "no zombie at your door"));
                }
                if weapon && hand[Card::Weapon.index()] == 0 {
                    return Err(Illegal::new("TOY-FIGHT-2", "you hold no weapon"));
                }
            }
            ToyAction::EndTurn => {}
            ToyAction::Drawn(card) => {
                if self.phase != Phase::Drawing {
                    return pending("a die roll is pending, not a draw");
                }
                if self.deck[card.index()] == 0 {
                    return Err(Illegal::new("TOY-CHANCE-1", format!("no {card} is left in the deck")));
                }
            }
            ToyAction::Rolled(die) => {
                if self.phase == Phase::Drawing {
                    return pending("a draw is pending, not a die roll");
                }
                if !(1..=6).contains(&die) {
                    return Err(Illegal::new("TOY-CHANCE-1", format!("a die shows 1 to 6, not {die}")));
                }
            }
        }
        Ok(())
    }

    fn apply_unchecked(&mut self, action: ToyAction, events: &mut Vec<ToyEvent>) {
        let t = usize::from(self.turn);
        let seat = self.seat();
        match action {
            ToyAction::Draw => {
                self.actions_left -= 1;
                self.phase = Phase::Drawing;
            }
            ToyAction::Bank(card) => {
                let points = card.points().unwrap_or(0);
                self.hands[t][card.index()] -= 1;
                self.discard[card.index()] += 1;
                self.scores[t] += points;
                events.push(ToyEvent::Banked { seat, card, points });
            }
            ToyAction::Fight { weapon } => {
                self.actions_left -= 1;
                if weapon {
                    self.hands[t][Card::Weapon.index()] -= 1;
                    self.discard[Card::Weapon.index()] += 1;
                }
                self.phase = Phase::Rolling { weapon };
            }
            ToyAction::EndTurn => self.end_turn(events),
            ToyAction::Drawn(card) => {
                self.deck[card.index()] -= 1;
                if card == Card::Zombie {
                    self.doors[t] += 1;
                } else {
                    self.hands[t][card.index()] += 1;
                }
                self.phase = Phase::Main;
                events.push(ToyEvent::Drew { seat, card: Some(card) });
            }
            ToyAction::Rolled(die) => {
                let weapon = matches!(self.phase, Phase::Rolling { weapon: true });
                let killed = die + if weapon { 2 } else { 0 } >= 5;
                if killed {
                    self.doors[t] -= 1;
                    self.discard[Card::Zombie.index()] += 1;
                    self.scores[t] += 1;
                }
                self.last_roll = Some(die);
                self.phase = Phase::Main;
                events.push(ToyEvent::Fought { seat, die, weapon, killed });
            }
        }
    }

    /// Dense numbers 0..=19; the gaps (`Bank(Weapon)`, `Bank(Zombie)`) decode
    /// but are never legal, which gives the illegal-action probes something
    /// to bite on.
    fn encode_action(action: ToyAction) -> u32 {
        match action {
            ToyAction::Draw => 0,
            ToyAction::Bank(c) => 1 + c.index() as u32,
            ToyAction::Fight { weapon } => 6 + u32::from(weapon),
            ToyAction::EndTurn => 8,
            ToyAction::Drawn(c) => 9 + c.index() as u32,
            ToyAction::Rolled(d) => 13 + u32::from(d),
        }
    }

    fn decode_action(index: u32) -> Option<ToyAction> {
        let card = |i: u32| Card::ALL.get(i as usize).copied();
        Some(match index {
            0 => ToyAction::Draw,
            1..=5 => ToyAction::Bank(card(index - 1)?),
            6 | 7 => ToyAction::Fight { weapon: index == 7 },
            8 => ToyAction::EndTurn,
            9..=13 => ToyAction::Drawn(card(index - 9)?),
            14..=19 => ToyAction::Rolled((index - 13) as u8),
            _ => return None,
        })
    }

    fn view(&self, viewer: Viewer) -> ToyView {
        ToyView {
            viewer,
            turn: self.seat(),
            phase: self.phase,
            actions_left: self.actions_left,
            round: self.round,
            rounds: self.rounds,
            target: self.target,
            deck_size: total(&self.deck),
            discard: self.discard,
            seats: (0..self.hands.len())
                .map(|i| PublicSeat { score: self.scores[i], hand_size: total(&self.hands[i]), zombies: self.doors[i] })
                .collect(),
            hand: match viewer {
                Viewer::Seat(s) => self.hands.get(s.index()).copied(),
                Viewer::Spectator => None,
            },
            last_roll: self.last_roll,
        }
    }

    fn event_view(&self, event: &ToyEvent, viewer: Viewer) -> Option<ToyEvent> {
        match *event {
            // A zombie is placed face up; other cards go into a hidden hand.
            ToyEvent::Drew { seat, card: Some(card) } if card != Card::Zombie && viewer != Viewer::Seat(seat) => {
                Some(ToyEvent::Drew { seat, card: None })
            }
            _ => Some(event.clone()),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let reason = if self.round >= self.rounds {
            format!("{} rounds played", self.rounds)
        } else {
            format!("{} reached {} points", self.seat(), self.target)
        };
        Some(Outcome {
            scores: self.scores.iter().map(|&s| i32::from(s)).collect(),
            winners: self.winners.clone(),
            reason,
        })
    }

    /// Every card the viewer cannot see is pooled and dealt again: the other
    /// seats' hands and the non-zombie part of the deck. Zombies never sit in
    /// a hand and every zombie outside the deck is face up, so the deck's
    /// zombie count is public and stays.
    fn resample_hidden(&self, viewer: Viewer, rng: &mut HordeRng) -> Self {
        let mut world = self.clone();
        let hidden: Vec<usize> = (0..self.hands.len()).filter(|&i| viewer != Viewer::Seat(Seat(i as u8))).collect();
        let mut pool = Vec::new();
        for card in Card::ALL.into_iter().filter(|&c| c != Card::Zombie) {
            let i = card.index();
            let n = self.deck[i] + hidden.iter().map(|&h| self.hands[h][i]).sum::<u8>();
            pool.extend(std::iter::repeat_n(card, usize::from(n)));
        }
        rng.shuffle(&mut pool);
        let mut cards = pool.into_iter();
        for &h in &hidden {
            let size = total(&self.hands[h]);
            world.hands[h] = [0; KINDS];
            for card in cards.by_ref().take(usize::from(size)) {
                world.hands[h][card.index()] += 1;
            }
        }
        let zombies = self.deck[Card::Zombie.index()];
        world.deck = [0; KINDS];
        world.deck[Card::Zombie.index()] = zombies;
        for card in cards {
            world.deck[card.index()] += 1;
        }
        world
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(state: &mut Toy, actions: &[ToyAction]) -> Vec<ToyEvent> {
        let mut events = Vec::new();
        for &a in actions {
            state.apply(a, &mut events).unwrap_or_else(|e| panic!("{a}: {e}"));
        }
        events
    }

    #[test]
    fn a_turn_draws_banks_and_passes() {
        let mut g = Toy::new(&ToySetup::standard(2)).unwrap();
        let events = play(&mut g, &[ToyAction::Draw, ToyAction::Drawn(Card::Food), ToyAction::Bank(Card::Food)]);
        assert_eq!(g.scores[0], 2);
        assert_eq!(g.discard[Card::Food.index()], 1);
        assert_eq!(events.len(), 2);
        play(&mut g, &[ToyAction::EndTurn]);
        assert_eq!(g.decision(), Decision::Seat(Seat(1)));
        assert_eq!(g.actions_left, ACTIONS_PER_TURN);
    }

    #[test]
    fn rules_name_their_ids() {
        let mut g = Toy::new(&ToySetup::standard(2)).unwrap();
        assert_eq!(g.check(ToyAction::Bank(Card::Weapon)).unwrap_err().rule, "TOY-BANK-1");
        assert_eq!(g.check(ToyAction::Bank(Card::Food)).unwrap_err().rule, "TOY-BANK-2");
        assert_eq!(g.check(ToyAction::Fight { weapon: false }).unwrap_err().rule, "TOY-FIGHT-1");
        assert_eq!(g.check(ToyAction::Rolled(3)).unwrap_err().rule, "TOY-CHANCE-1");
        play(&mut g, &[ToyAction::Draw, ToyAction::Drawn(Card::Zombie)]);
        assert_eq!(g.doors[0], 1);
        assert_eq!(g.check(ToyAction::Bank(Card::Food)).unwrap_err().rule, "TOY-BANK-2");
        play(&mut g, &[ToyAction::Draw, ToyAction::Drawn(Card::Food)]);
        assert_eq!(g.check(ToyAction::Bank(Card::Food)).unwrap_err().rule, "TOY-BANK-3");
        assert_eq!(g.check(ToyAction::Draw).unwrap_err().rule, "TOY-TURN-1");
    }

    #[test]
    fn a_weapon_kills_on_three() {
        let mut g = Toy::new(&ToySetup::standard(2)).unwrap();
        play(
            &mut g,
            &[ToyAction::Draw, ToyAction::Drawn(Card::Weapon), ToyAction::Draw, ToyAction::Drawn(Card::Zombie)],
        );
        play(&mut g, &[ToyAction::EndTurn, ToyAction::EndTurn]);
        let events = play(&mut g, &[ToyAction::Fight { weapon: true }, ToyAction::Rolled(3)]);
        assert_eq!(events, vec![ToyEvent::Fought { seat: Seat(0), die: 3, weapon: true, killed: true }]);
        assert_eq!((g.doors[0], g.scores[0], g.hands[0][Card::Weapon.index()]), (0, 1, 0));
    }

    #[test]
    fn zombies_bite_and_the_target_ends_the_game() {
        let setup = ToySetup { seats: 2, deck: [0, 0, 2, 0, 1], target: 3, rounds: 5 };
        let mut g = Toy::new(&setup).unwrap();
        play(&mut g, &[ToyAction::Draw, ToyAction::Drawn(Card::Medkit), ToyAction::Bank(Card::Medkit)]);
        play(&mut g, &[ToyAction::Draw, ToyAction::Drawn(Card::Zombie)]);
        let events = play(&mut g, &[ToyAction::EndTurn]);
        assert_eq!(events[0], ToyEvent::Bitten { seat: Seat(0), points: 1 });
        assert_eq!(g.scores[0], 2);
        assert_eq!(g.decision(), Decision::Seat(Seat(1)));
        play(&mut g, &[ToyAction::Draw, ToyAction::Drawn(Card::Medkit), ToyAction::Bank(Card::Medkit)]);
        play(&mut g, &[ToyAction::EndTurn]);
        assert_eq!(g.decision(), Decision::Terminal);
        let outcome = g.outcome().unwrap();
        assert_eq!(outcome.winners, vec![Seat(1)]);
        assert_eq!(outcome.scores, vec![2, 3]);
    }

    #[test]
    fn the_last_round_ends_on_points_with_shared_wins() {
        let setup = ToySetup { seats: 3, deck: [1, 0, 0, 0, 0], target: 9, rounds: 1 };
        let mut g = Toy::new(&setup).unwrap();
        play(&mut g, &[ToyAction::EndTurn, ToyAction::EndTurn, ToyAction::EndTurn]);
        assert_eq!(g.outcome().unwrap().winners, vec![Seat(0), Seat(1), Seat(2)]);
    }

    #[test]
    fn other_seats_see_a_drawn_card_face_down() {
        let mut g = Toy::new(&ToySetup::standard(2)).unwrap();
        let events = play(&mut g, &[ToyAction::Draw, ToyAction::Drawn(Card::Medkit)]);
        let drew = &events[0];
        assert_eq!(g.event_view(drew, Viewer::Seat(Seat(0))), Some(drew.clone()));
        let hidden = Some(ToyEvent::Drew { seat: Seat(0), card: None });
        assert_eq!(g.event_view(drew, Viewer::Seat(Seat(1))), hidden);
        assert_eq!(g.event_view(drew, Viewer::Spectator), hidden);
        assert_eq!(g.view(Viewer::Seat(Seat(1))).hand, Some([0; KINDS]));
        assert_eq!(g.view(Viewer::Spectator).hand, None);
    }

    #[test]
    fn resampling_keeps_what_the_viewer_knows() {
        let mut g = Toy::new(&ToySetup::standard(2)).unwrap();
        play(
            &mut g,
            &[ToyAction::Draw, ToyAction::Drawn(Card::Medkit), ToyAction::Draw, ToyAction::Drawn(Card::Zombie)],
        );
        play(&mut g, &[ToyAction::EndTurn, ToyAction::Draw, ToyAction::Drawn(Card::Scrap)]);
        let mut rng = HordeRng::new(5, horde_core::rng::stream::TEST);
        let mut moved = false;
        for _ in 0..20 {
            let w = g.resample_hidden(Viewer::Seat(Seat(0)), &mut rng);
            assert_eq!(w.hands[0], g.hands[0]);
            assert_eq!(total(&w.hands[1]), 1);
            assert_eq!(w.deck[Card::Zombie.index()], g.deck[Card::Zombie.index()]);
            assert_eq!(total(&w.deck), total(&g.deck));
            moved |= w.hands[1] != g.hands[1];
        }
        assert!(moved, "twenty redeals never moved seat 1's hidden card");
    }

    #[test]
    fn setups_are_validated() {
        assert!(Toy::new(&ToySetup::standard(1)).is_err());
        assert!(Toy::new(&ToySetup { deck: [0; KINDS], ..ToySetup::standard(2) }).is_err());
        assert!(Toy::new(&ToySetup { rounds: 0, ..ToySetup::standard(2) }).is_err());
    }

    #[test]
    fn encoding_round_trips() {
        for i in 0..40 {
            if let Some(a) = Toy::decode_action(i) {
                assert_eq!(Toy::encode_action(a), i);
            }
        }
        assert_eq!(Toy::decode_action(20), None);
    }
}
