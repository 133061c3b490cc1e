//! Pig: roll a die as often as you dare; a 1 loses the turn's points.

use crate::policy::Policy;
use horde_core::{Decision, Game, HordeRng, Illegal, Outcome, Seat, SetupError, Viewer};
use horde_rules::sim::{SimGame, Tally};
use serde::{Deserialize, Serialize};
use std::fmt;

const MAX_SEATS: usize = 4;

/// A match of Pig.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PigSetup {
    /// 1 to 4 seats.
    pub seats: u8,
    /// Banked points that win.
    pub target: u16,
    /// After this many rounds the highest bank wins (solo: the game is lost).
    pub max_rounds: u16,
}

impl Default for PigSetup {
    fn default() -> Self {
        Self { seats: 2, target: 50, max_rounds: 20 }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
enum Phase {
    /// The current seat rolls or banks.
    Choose,
    /// The die is rolling.
    Roll,
    Over,
}

/// The state. Plain fixed-size fields, so a clone is a copy.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Pig {
    seats: u8,
    target: u16,
    max_rounds: u16,
    banked: [u16; MAX_SEATS],
    turn_total: u16,
    current: u8,
    /// 1-based.
    round: u16,
    phase: Phase,
    /// Bit `s` set: seat `s` won.
    winners: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum PigAction {
    Roll,
    /// Bank the turn's points and pass the die.
    Hold,
    /// Chance: the die shows this face.
    Face(u8),
}

impl fmt::Display for PigAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Roll => f.write_str("roll"),
            Self::Hold => f.write_str("hold"),
            Self::Face(n) => write!(f, "die shows {n}"),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum PigEvent {
    Rolled { seat: Seat, face: u8 },
    Busted { seat: Seat, lost: u16 },
    Banked { seat: Seat, points: u16 },
    Won { seat: Seat },
    OutOfRounds,
}

impl Pig {
    pub fn round(&self) -> u32 {
        u32::from(self.round.min(self.max_rounds))
    }
    pub fn banked(&self, seat: Seat) -> u16 {
        self.banked[seat.index()]
    }
    pub fn turn_total(&self) -> u16 {
        self.turn_total
    }
    pub fn target(&self) -> u16 {
        self.target
    }
    pub fn current(&self) -> Seat {
        Seat(self.current)
    }

    fn end_turn(&mut self, events: &mut Vec<PigEvent>) {
        self.turn_total = 0;
        self.current += 1;
        if self.current == self.seats {
            self.current = 0;
            self.round += 1;
            if self.round > self.max_rounds {
                self.phase = Phase::Over;
                events.push(PigEvent::OutOfRounds);
                if self.seats > 1 {
                    let best = self.banked[..usize::from(self.seats)].iter().copied().max().unwrap_or(0);
                    for s in 0..self.seats {
                        if self.banked[usize::from(s)] == best {
                            self.winners |= 1 << s;
                        }
                    }
                }
                return;
            }
        }
        self.phase = Phase::Roll;
    }
}

impl Game for Pig {
    type Action = PigAction;
    type Event = PigEvent;
    type View = Pig;
    type Setup = PigSetup;
    type Error = Illegal;

    const ID: &'static str = "toy-pig";
    const RULES_VERSION: u32 = 1;

    fn new(setup: &PigSetup) -> Result<Self, SetupError> {
        if !(1..=MAX_SEATS as u8).contains(&setup.seats) {
            return Err(SetupError(format!("Pig is for 1 to {MAX_SEATS} seats, not {}", setup.seats)));
        }
        if setup.target == 0 || setup.max_rounds == 0 {
            return Err(SetupError("Pig needs a target and at least one round".to_owned()));
        }
        Ok(Self {
            seats: setup.seats,
            target: setup.target,
            max_rounds: setup.max_rounds,
            banked: [0; MAX_SEATS],
            turn_total: 0,
            current: 0,
            round: 1,
            phase: Phase::Roll,
            winners: 0,
        })
    }

    fn num_seats(&self) -> usize {
        usize::from(self.seats)
    }

    fn decision(&self) -> Decision {
        match self.phase {
            Phase::Choose => Decision::Seat(Seat(self.current)),
            Phase::Roll => Decision::Chance,
            Phase::Over => Decision::Terminal,
        }
    }

    fn legal_actions(&self, out: &mut Vec<PigAction>) {
        match self.phase {
            Phase::Choose => out.extend([PigAction::Roll, PigAction::Hold]),
            Phase::Roll => out.extend((1..=6).map(PigAction::Face)),
            Phase::Over => {}
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(PigAction, u32)>) {
        if self.phase == Phase::Roll {
            out.extend((1..=6).map(|n| (PigAction::Face(n), 1)));
        }
    }

    fn check(&self, action: PigAction) -> Result<(), Illegal> {
        match (self.phase, action) {
            (Phase::Over, _) => Err(Illegal::new("PIG-0", "the game is over")),
            (Phase::Choose, PigAction::Roll | PigAction::Hold) => Ok(()),
            (Phase::Roll, PigAction::Face(1..=6)) => Ok(()),
            (Phase::Roll, _) => Err(Illegal::new("PIG-1", "the die is rolling")),
            (Phase::Choose, _) => Err(Illegal::new("PIG-2", "roll or hold")),
        }
    }

    fn apply_unchecked(&mut self, action: PigAction, events: &mut Vec<PigEvent>) {
        let seat = Seat(self.current);
        match action {
            PigAction::Roll => self.phase = Phase::Roll,
            PigAction::Hold => {
                self.banked[seat.index()] += self.turn_total;
                events.push(PigEvent::Banked { seat, points: self.turn_total });
                self.end_turn(events);
            }
            PigAction::Face(1) => {
                events.push(PigEvent::Rolled { seat, face: 1 });
                events.push(PigEvent::Busted { seat, lost: self.turn_total });
                self.end_turn(events);
            }
            PigAction::Face(n) => {
                events.push(PigEvent::Rolled { seat, face: n });
                self.turn_total += u16::from(n);
                // Reaching the target wins at once: banking then is forced.
                if self.banked[seat.index()] + self.turn_total >= self.target {
                    self.banked[seat.index()] += self.turn_total;
                    self.turn_total = 0;
                    self.winners = 1 << self.current;
                    self.phase = Phase::Over;
                    events.push(PigEvent::Won { seat });
                } else {
                    self.phase = Phase::Choose;
                }
            }
        }
    }

    fn encode_action(action: PigAction) -> u32 {
        match action {
            PigAction::Roll => 0,
            PigAction::Hold => 1,
            PigAction::Face(n) => 1 + u32::from(n),
        }
    }

    fn decode_action(index: u32) -> Option<PigAction> {
        match index {
            0 => Some(PigAction::Roll),
            1 => Some(PigAction::Hold),
            2..=7 => Some(PigAction::Face(index as u8 - 1)),
            _ => None,
        }
    }

    fn view(&self, _viewer: Viewer) -> Pig {
        self.clone()
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let winners: Vec<Seat> = (0..self.seats).filter(|s| self.winners & (1 << s) != 0).map(Seat).collect();
        let reason = if self.round > self.max_rounds { "out of rounds" } else { "target reached" };
        Some(Outcome {
            scores: (0..self.seats).map(|s| i32::from(self.winners & (1 << s) != 0)).collect(),
            winners,
            reason: reason.to_owned(),
        })
    }
}

/// An evaluator for Pig: each seat's share of the target, counting the
/// unbanked points of the seat to act. With it, the one-step lookahead
/// rolls while 5/6 of (turn + 4) beats the turn: it holds at 20, the
/// textbook threshold.
pub fn pig_progress(game: &Pig, values: &mut [f64]) {
    let target = f64::from(game.target.max(1));
    for (s, v) in values.iter_mut().enumerate() {
        let mut points = f64::from(game.banked[s]);
        if s == usize::from(game.current) {
            points += f64::from(game.turn_total);
        }
        *v = (points / target).min(1.0);
    }
}

/// The textbook Pig policy: roll until the turn is worth `n` points (or
/// wins), then bank.
#[derive(Clone, Copy, Debug)]
pub struct HoldAt(pub u16);

impl Policy<Pig> for HoldAt {
    fn name(&self) -> &str {
        "hold-at"
    }
    fn score(&mut self, game: &Pig, _seat: Seat, legal: &[PigAction], _rng: &mut HordeRng, scores: &mut Vec<f64>) {
        scores.clear();
        let hold = game.turn_total >= self.0;
        scores.extend(legal.iter().map(|a| match a {
            PigAction::Hold if hold => 1.0,
            PigAction::Roll if !hold => 1.0,
            _ => 0.0,
        }));
    }
}

// The simulator's reporting hooks, for its tests, benches and examples.
/// The Pig missions: `solo` (one seat, 50 points in 8 rounds) and `race`
/// (two seats, first to 30).
pub const PIG_MISSIONS: [&str; 2] = ["solo", "race"];

/// Pig reports are about seat 0: "won" means seat 0 won.
impl SimGame for Pig {
    fn setup_for(mission: &str, seats: Option<u8>, _seed: u64) -> Result<PigSetup, SetupError> {
        let setup = match mission {
            "solo" => PigSetup { seats: 1, target: 50, max_rounds: 8 },
            "race" => PigSetup { seats: 2, target: 30, max_rounds: 30 },
            _ => {
                return Err(SetupError(format!("unknown mission {mission:?}; available: {}", PIG_MISSIONS.join(", "))));
            }
        };
        Ok(PigSetup { seats: seats.unwrap_or(setup.seats), ..setup })
    }

    fn round(&self) -> u32 {
        Pig::round(self)
    }

    fn loss_cause(&self) -> Option<&'static str> {
        let outcome = self.outcome()?;
        Some(if outcome.winners.is_empty() {
            "out of rounds"
        } else if outcome.winners.len() > 1 {
            "tied"
        } else {
            "an opponent won"
        })
    }

    fn tally(&self, event: &PigEvent, tally: &mut Tally) {
        match *event {
            PigEvent::Rolled { seat: Seat(0), .. } => tally.add("rolls", 1),
            PigEvent::Busted { seat: Seat(0), lost } => {
                tally.add("busts", 1);
                tally.add("points_lost", u64::from(lost));
            }
            PigEvent::Banked { seat: Seat(0), points } => {
                tally.add("holds", 1);
                tally.add("points_banked", u64::from(points));
            }
            _ => {}
        }
    }

    fn is_win(&self, outcome: &Outcome) -> bool {
        outcome.winners == [Seat(0)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solo() -> Pig {
        Pig::new(&PigSetup { seats: 1, target: 10, max_rounds: 2 }).unwrap()
    }

    #[test]
    fn a_turn_starts_with_a_roll_and_a_one_busts() {
        let mut g = solo();
        let mut ev = Vec::new();
        assert_eq!(g.decision(), Decision::Chance);
        g.apply(PigAction::Face(4), &mut ev).unwrap();
        assert_eq!(g.decision(), Decision::Seat(Seat(0)));
        assert_eq!(g.turn_total(), 4);
        g.apply(PigAction::Roll, &mut ev).unwrap();
        g.apply(PigAction::Face(1), &mut ev).unwrap();
        assert_eq!((g.banked(Seat(0)), g.round()), (0, 2));
        assert_eq!(g.decision(), Decision::Chance);
        assert!(g.apply(PigAction::Hold, &mut ev).is_err());
    }

    #[test]
    fn solo_out_of_rounds_is_a_loss_and_reaching_the_target_a_win() {
        let mut g = solo();
        let mut ev = Vec::new();
        for a in [PigAction::Face(3), PigAction::Hold, PigAction::Face(2), PigAction::Hold] {
            g.apply(a, &mut ev).unwrap();
        }
        let o = g.outcome().unwrap();
        assert_eq!((o.winners.len(), o.scores.as_slice(), o.reason.as_str()), (0, &[0][..], "out of rounds"));
        let mut g = solo();
        for a in [PigAction::Face(6), PigAction::Roll, PigAction::Face(5)] {
            g.apply(a, &mut ev).unwrap();
        }
        assert_eq!(g.outcome().unwrap().winners, [Seat(0)]);
        assert!(ev.contains(&PigEvent::Won { seat: Seat(0) }));
    }

    #[test]
    fn actions_round_trip_their_numbers() {
        for i in 0..8 {
            let a = Pig::decode_action(i).unwrap();
            assert_eq!(Pig::encode_action(a), i);
        }
        assert_eq!(Pig::decode_action(8), None);
    }
}
