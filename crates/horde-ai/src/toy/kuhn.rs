//! Kuhn poker: three cards (1 < 2 < 3), one each, ante 1, one bet of 1.
//!
//! Seat 0 passes or bets; after a pass seat 1 may bet, and seat 0 then
//! folds (pass) or calls (bet); after a bet seat 1 folds or calls. The
//! higher card wins a showdown. Scores are chips won or lost.

use horde_core::{Decision, Game, HordeRng, Illegal, Outcome, Seat, SetupError, Viewer};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum KuhnAction {
    Pass,
    Bet,
    /// Chance: the next seat to be dealt gets this card.
    Deal(u8),
}

impl fmt::Display for KuhnAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Pass => f.write_str("pass"),
            Self::Bet => f.write_str("bet"),
            Self::Deal(c) => write!(f, "deal {c}"),
        }
    }
}

/// The state: the cards (0 = not dealt yet) and the betting so far.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Kuhn {
    cards: [u8; 2],
    /// `true` = bet. At most three moves.
    moves: [bool; 3],
    len: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum KuhnEvent {
    /// A card was dealt; only its owner may see which.
    Dealt {
        seat: Seat,
        card: u8,
    },
    Moved {
        seat: Seat,
        bet: bool,
    },
}

/// What one viewer knows: the betting, their own card, and both cards
/// after a showdown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KuhnView {
    pub own_card: Option<u8>,
    pub moves: Vec<bool>,
    pub showdown: Option<[u8; 2]>,
}

impl Kuhn {
    pub fn card(&self, seat: Seat) -> u8 {
        self.cards[seat.index()]
    }

    fn history(&self) -> &[bool] {
        &self.moves[..usize::from(self.len)]
    }

    /// Chips seat 0 wins when the betting is over, `None` before.
    fn payoff(&self) -> Option<i32> {
        let showdown = |stake: i32| if self.cards[0] > self.cards[1] { stake } else { -stake };
        match self.history() {
            [false, false] => Some(showdown(1)),
            [true, true] | [false, true, true] => Some(showdown(2)),
            [true, false] => Some(1),
            [false, true, false] => Some(-1),
            _ => None,
        }
    }

    fn is_showdown(&self) -> bool {
        matches!(self.history(), [false, false] | [true, true] | [false, true, true])
    }

    fn to_act(&self) -> Seat {
        Seat(self.len % 2)
    }
}

impl Game for Kuhn {
    type Action = KuhnAction;
    type Event = KuhnEvent;
    type View = KuhnView;
    type Setup = ();
    type Error = Illegal;

    const ID: &'static str = "toy-kuhn";
    const RULES_VERSION: u32 = 1;

    fn new(_setup: &()) -> Result<Self, SetupError> {
        Ok(Self { cards: [0; 2], moves: [false; 3], len: 0 })
    }

    fn num_seats(&self) -> usize {
        2
    }

    fn decision(&self) -> Decision {
        if self.cards.contains(&0) {
            Decision::Chance
        } else if self.payoff().is_some() {
            Decision::Terminal
        } else {
            Decision::Seat(self.to_act())
        }
    }

    fn legal_actions(&self, out: &mut Vec<KuhnAction>) {
        match self.decision() {
            Decision::Chance => out.extend((1..=3).filter(|c| !self.cards.contains(c)).map(KuhnAction::Deal)),
            Decision::Seat(_) => out.extend([KuhnAction::Pass, KuhnAction::Bet]),
            Decision::Terminal => {}
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(KuhnAction, u32)>) {
        if self.decision() == Decision::Chance {
            out.extend((1..=3).filter(|c| !self.cards.contains(c)).map(|c| (KuhnAction::Deal(c), 1)));
        }
    }

    fn check(&self, action: KuhnAction) -> Result<(), Illegal> {
        match (self.decision(), action) {
            (Decision::Chance, KuhnAction::Deal(c)) if (1..=3).contains(&c) && !self.cards.contains(&c) => Ok(()),
            (Decision::Chance, _) => Err(Illegal::new("KUHN-1", "a card must be dealt")),
            (Decision::Seat(_), KuhnAction::Pass | KuhnAction::Bet) => Ok(()),
            (Decision::Seat(_), _) => Err(Illegal::new("KUHN-2", "pass or bet")),
            (Decision::Terminal, _) => Err(Illegal::new("KUHN-0", "the hand is over")),
        }
    }

    fn apply_unchecked(&mut self, action: KuhnAction, events: &mut Vec<KuhnEvent>) {
        match action {
            KuhnAction::Deal(card) => {
                let seat = if self.cards[0] == 0 { 0 } else { 1 };
                self.cards[seat] = card;
                events.push(KuhnEvent::Dealt { seat: Seat(seat as u8), card });
            }
            KuhnAction::Pass | KuhnAction::Bet => {
                let bet = action == KuhnAction::Bet;
                events.push(KuhnEvent::Moved { seat: self.to_act(), bet });
                self.moves[usize::from(self.len)] = bet;
                self.len += 1;
            }
        }
    }

    fn encode_action(action: KuhnAction) -> u32 {
        match action {
            KuhnAction::Pass => 0,
            KuhnAction::Bet => 1,
            KuhnAction::Deal(c) => 1 + u32::from(c),
        }
    }

    fn decode_action(index: u32) -> Option<KuhnAction> {
        match index {
            0 => Some(KuhnAction::Pass),
            1 => Some(KuhnAction::Bet),
            2..=4 => Some(KuhnAction::Deal(index as u8 - 1)),
            _ => None,
        }
    }

    fn view(&self, viewer: Viewer) -> KuhnView {
        let own_card = match viewer {
            Viewer::Seat(s) => Some(self.cards[s.index()]).filter(|&c| c != 0),
            Viewer::Spectator => None,
        };
        KuhnView { own_card, moves: self.history().to_vec(), showdown: self.is_showdown().then_some(self.cards) }
    }

    fn event_view(&self, event: &KuhnEvent, viewer: Viewer) -> Option<KuhnEvent> {
        match (event, viewer) {
            (KuhnEvent::Dealt { seat, .. }, Viewer::Seat(v)) if *seat == v => Some(event.clone()),
            (KuhnEvent::Dealt { seat, .. }, _) => Some(KuhnEvent::Dealt { seat: *seat, card: 0 }),
            _ => Some(event.clone()),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let p = self.payoff().filter(|_| !self.cards.contains(&0))?;
        Some(Outcome {
            scores: vec![p, -p],
            winners: vec![if p > 0 { Seat(0) } else { Seat(1) }],
            reason: if self.is_showdown() { "showdown" } else { "fold" }.to_owned(),
        })
    }

    /// A call or a second pass shows both cards.
    fn reveals_hidden(&self, action: KuhnAction) -> bool {
        let bet = match action {
            KuhnAction::Pass => false,
            KuhnAction::Bet => true,
            KuhnAction::Deal(_) => return false,
        };
        matches!((self.history(), bet), ([false], false) | ([true], true) | ([false, true], true))
    }

    fn resample_hidden(&self, viewer: Viewer, rng: &mut HordeRng) -> Self {
        let mut next = self.clone();
        if self.is_showdown() && self.payoff().is_some() {
            return next; // both cards are public
        }
        let known = match viewer {
            Viewer::Seat(s) => next.cards[s.index()],
            Viewer::Spectator => 0,
        };
        let mut pool: Vec<u8> = (1..=3).filter(|&c| c != known).collect();
        for seat in 0..2 {
            if next.cards[seat] == 0 || next.cards[seat] == known && known != 0 {
                continue;
            }
            let i = rng.below(pool.len() as u32) as usize;
            next.cards[seat] = pool.swap_remove(i);
        }
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dealt(a: u8, b: u8) -> Kuhn {
        let mut g = Kuhn::new(&()).unwrap();
        let mut ev = Vec::new();
        g.apply(KuhnAction::Deal(a), &mut ev).unwrap();
        g.apply(KuhnAction::Deal(b), &mut ev).unwrap();
        g
    }

    #[test]
    fn betting_and_payoffs() {
        let mut ev = Vec::new();
        let mut g = dealt(3, 1);
        assert_eq!(g.decision(), Decision::Seat(Seat(0)));
        g.apply(KuhnAction::Pass, &mut ev).unwrap();
        g.apply(KuhnAction::Bet, &mut ev).unwrap();
        assert_eq!(g.decision(), Decision::Seat(Seat(0)));
        g.apply(KuhnAction::Bet, &mut ev).unwrap();
        assert_eq!(g.outcome().unwrap().scores, [2, -2]);
        let mut g = dealt(3, 1);
        g.apply(KuhnAction::Bet, &mut ev).unwrap();
        g.apply(KuhnAction::Pass, &mut ev).unwrap();
        let o = g.outcome().unwrap();
        assert_eq!((o.scores.as_slice(), o.reason.as_str()), (&[1, -1][..], "fold"));
    }

    #[test]
    fn resampling_keeps_the_viewers_card_and_redraws_the_other() {
        let g = dealt(2, 3);
        let mut rng = HordeRng::new(5, horde_core::rng::stream::TEST);
        let mut seen = [0u32; 4];
        for _ in 0..200 {
            let d = g.resample_hidden(Viewer::Seat(Seat(0)), &mut rng);
            assert_eq!(d.card(Seat(0)), 2);
            assert_eq!(d.view(Viewer::Seat(Seat(0))), g.view(Viewer::Seat(Seat(0))));
            seen[usize::from(d.card(Seat(1)))] += 1;
        }
        assert_eq!(seen[2], 0);
        assert!(seen[1] > 50 && seen[3] > 50, "{seen:?}");
    }
}
