//! Duel: a tiny card game with hidden hands, for demos and tests.
//!
//! It exists so the server can be played and tested before the real rule
//! systems land, and it exercises everything the server must get right:
//! chance (deals), hidden information (each hand is secret), events that
//! must be filtered per seat, illegal actions with rule IDs, and an end.
//!
//! Rules: every seat is dealt two cards (1-9). In turn, a seat either
//! plays a card from its hand, scoring its value (DUEL-PLAY-1: the card
//! must be in the hand; DUEL-PLAY-2: it may be lower than the last card
//! played only if the hand holds nothing as high), or draws a card while
//! it holds fewer than three (DUEL-DRAW-1), drawing being a chance deal
//! after which the same seat acts again. After `turns` plays the highest
//! score wins.

use horde_core::{Decision, Game, HordeRng, Illegal, Outcome, Seat, SetupError, Viewer};
use horde_data::{Diagnostic, Diagnostics, Source};
use horde_games::{Capabilities, MissionInfo, Mode, RuleSystem, RuleSystemInfo, ScenarioReport};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelSetup {
    pub seats: u8,
    /// Plays before the end.
    pub turns: u16,
}

#[derive(Clone, Debug, Hash)]
pub struct Duel {
    hands: Vec<Vec<u8>>,
    scores: Vec<u32>,
    /// Seats still owed a card, dealt front first.
    deals: Vec<Seat>,
    current: Seat,
    last_played: u8,
    plays: u16,
    turns: u16,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DuelAction {
    /// Chance: the next card dealt.
    Deal(u8),
    Play(u8),
    Draw,
}

impl fmt::Display for DuelAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Deal(c) => write!(f, "deal {c}"),
            Self::Play(c) => write!(f, "play {c}"),
            Self::Draw => f.write_str("draw"),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum DuelEvent {
    /// `card` is `None` in every view but the receiver's.
    Dealt {
        seat: Seat,
        card: Option<u8>,
    },
    Played {
        seat: Seat,
        card: u8,
    },
    Drew {
        seat: Seat,
    },
    Ended {
        winners: Vec<Seat>,
    },
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DuelView {
    /// The viewer's own hand; `None` for spectators.
    pub hand: Option<Vec<u8>>,
    pub hand_sizes: Vec<usize>,
    pub scores: Vec<u32>,
    pub current: Seat,
    pub last_played: u8,
    pub plays: u16,
    pub turns: u16,
}

pub const CARDS: std::ops::RangeInclusive<u8> = 1..=9;

impl Duel {
    fn hand(&self, seat: Seat) -> &[u8] {
        &self.hands[seat.index()]
    }
}

impl Game for Duel {
    type Action = DuelAction;
    type Event = DuelEvent;
    type View = DuelView;
    type Setup = DuelSetup;
    type Error = Illegal;
    const ID: &'static str = "duel";
    const RULES_VERSION: u32 = 1;

    fn new(setup: &DuelSetup) -> Result<Self, SetupError> {
        if !(2..=4).contains(&setup.seats) {
            return Err(SetupError(format!("duel is for 2 to 4 seats, not {}", setup.seats)));
        }
        if setup.turns == 0 {
            return Err(SetupError("duel needs at least one turn".into()));
        }
        let n = usize::from(setup.seats);
        let deals = (0..setup.seats).flat_map(|s| [Seat(s), Seat(s)]).collect();
        Ok(Self {
            hands: vec![Vec::new(); n],
            scores: vec![0; n],
            deals,
            current: Seat(0),
            last_played: 0,
            plays: 0,
            turns: setup.turns,
        })
    }

    fn num_seats(&self) -> usize {
        self.hands.len()
    }

    fn decision(&self) -> Decision {
        if !self.deals.is_empty() {
            Decision::Chance
        } else if self.plays >= self.turns {
            Decision::Terminal
        } else {
            Decision::Seat(self.current)
        }
    }

    fn legal_actions(&self, out: &mut Vec<DuelAction>) {
        match self.decision() {
            Decision::Chance => out.extend(CARDS.map(DuelAction::Deal)),
            Decision::Terminal => {}
            Decision::Seat(s) => {
                let mut cards: Vec<u8> = self.hand(s).to_vec();
                cards.dedup();
                out.extend(
                    cards.into_iter().filter(|&c| self.check(DuelAction::Play(c)).is_ok()).map(DuelAction::Play),
                );
                if self.hand(s).len() < 3 {
                    out.push(DuelAction::Draw);
                }
            }
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(DuelAction, u32)>) {
        if self.decision() == Decision::Chance {
            out.extend(CARDS.map(|c| (DuelAction::Deal(c), 1)));
        }
    }

    fn check(&self, action: DuelAction) -> Result<(), Illegal> {
        match (self.decision(), action) {
            (Decision::Chance, DuelAction::Deal(c)) if CARDS.contains(&c) => Ok(()),
            (Decision::Chance, _) => Err(Illegal::new("DUEL-DEAL-1", "cards are being dealt")),
            (Decision::Terminal, _) => Err(Illegal::new("DUEL-END-1", "the duel is over")),
            (Decision::Seat(_), DuelAction::Deal(_)) => Err(Illegal::new("DUEL-DEAL-1", "only chance deals")),
            (Decision::Seat(s), DuelAction::Draw) => {
                if self.hand(s).len() < 3 {
                    Ok(())
                } else {
                    Err(Illegal::new("DUEL-DRAW-1", "a hand holds at most three cards"))
                }
            }
            (Decision::Seat(s), DuelAction::Play(c)) => {
                let hand = self.hand(s);
                if !hand.contains(&c) {
                    Err(Illegal::new("DUEL-PLAY-1", format!("{c} is not in your hand")))
                } else if c < self.last_played && hand.iter().any(|&h| h >= self.last_played) {
                    Err(Illegal::new("DUEL-PLAY-2", format!("{c} is lower than the last card, {}", self.last_played)))
                } else {
                    Ok(())
                }
            }
        }
    }

    fn apply_unchecked(&mut self, action: DuelAction, events: &mut Vec<DuelEvent>) {
        match action {
            DuelAction::Deal(card) => {
                let seat = self.deals.remove(0);
                let hand = &mut self.hands[seat.index()];
                hand.push(card);
                hand.sort_unstable();
                events.push(DuelEvent::Dealt { seat, card: Some(card) });
            }
            DuelAction::Draw => {
                self.deals.push(self.current);
                events.push(DuelEvent::Drew { seat: self.current });
            }
            DuelAction::Play(card) => {
                let seat = self.current;
                let hand = &mut self.hands[seat.index()];
                if let Some(i) = hand.iter().position(|&c| c == card) {
                    hand.remove(i);
                }
                self.scores[seat.index()] += u32::from(card);
                self.last_played = card;
                self.plays += 1;
                self.current = Seat(((usize::from(seat.0) + 1) % self.hands.len()) as u8);
                events.push(DuelEvent::Played { seat, card });
                if let Some(o) = self.outcome() {
                    events.push(DuelEvent::Ended { winners: o.winners });
                }
            }
        }
    }

    fn encode_action(action: DuelAction) -> u32 {
        match action {
            DuelAction::Deal(c) => u32::from(c),
            DuelAction::Play(c) => 100 + u32::from(c),
            DuelAction::Draw => 200,
        }
    }

    fn decode_action(index: u32) -> Option<DuelAction> {
        let card = |i: u32| u8::try_from(i).ok().filter(|c| CARDS.contains(c));
        match index {
            0..=99 => card(index).map(DuelAction::Deal),
            100..=199 => card(index - 100).map(DuelAction::Play),
            200 => Some(DuelAction::Draw),
            _ => None,
        }
    }

    fn view(&self, viewer: Viewer) -> DuelView {
        DuelView {
            hand: match viewer {
                Viewer::Seat(s) => self.hands.get(s.index()).cloned(),
                Viewer::Spectator => None,
            },
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            scores: self.scores.clone(),
            current: self.current,
            last_played: self.last_played,
            plays: self.plays,
            turns: self.turns,
        }
    }

    fn event_view(&self, event: &DuelEvent, viewer: Viewer) -> Option<DuelEvent> {
        Some(match event {
            DuelEvent::Dealt { seat, .. } if viewer != Viewer::Seat(*seat) => {
                DuelEvent::Dealt { seat: *seat, card: None }
            }
            e => e.clone(),
        })
    }

    /// Cards are dealt with replacement, so any hand of the same size is
    /// possible: redraw every hand the viewer cannot see.
    fn resample_hidden(&self, viewer: Viewer, rng: &mut HordeRng) -> Self {
        let mut world = self.clone();
        for (i, hand) in world.hands.iter_mut().enumerate() {
            if viewer != Viewer::Seat(Seat(i as u8)) {
                for card in hand.iter_mut() {
                    *card = 1 + rng.below(9) as u8;
                }
                hand.sort_unstable();
            }
        }
        world
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.decision() != Decision::Terminal {
            return None;
        }
        let best = self.scores.iter().copied().max().unwrap_or(0);
        Some(Outcome {
            scores: self.scores.iter().map(|&s| i32::try_from(s).unwrap_or(i32::MAX)).collect(),
            winners: (0..self.scores.len()).filter(|&i| self.scores[i] == best).map(|i| Seat(i as u8)).collect(),
            reason: format!("{} cards played", self.plays),
        })
    }
}

/// Every rule system can be simulated; for the demo a round is one play.
impl horde_rules::SimGame for Duel {
    fn setup_for(mission: &str, seats: Option<u8>, _seed: u64) -> Result<DuelSetup, horde_core::SetupError> {
        <Self as RuleSystem>::default_setup(mission, seats.unwrap_or(2)).map_err(horde_core::SetupError)
    }

    fn round(&self) -> u32 {
        u32::from(self.plays)
    }
}

impl RuleSystem for Duel {
    fn info() -> RuleSystemInfo {
        RuleSystemInfo {
            id: Self::ID,
            name_en: "Duel (demo)",
            name_ru: "Дуэль (демо)",
            seed: "-",
            summary: "A tiny card game with hidden hands, for trying the server.",
            rule_prefix: "DUEL",
            capabilities: Capabilities { modes: &[Mode::Competitive], hidden_information: true, chance: true },
        }
    }

    fn missions() -> Vec<MissionInfo> {
        vec![MissionInfo {
            id: "duel".into(),
            title_en: "Duel".into(),
            title_ru: "Дуэль".into(),
            difficulty: "easy".into(),
            players: "2-4".into(),
        }]
    }

    fn seat_range() -> std::ops::RangeInclusive<u8> {
        2..=4
    }

    fn default_setup(mission: &str, seats: u8) -> Result<DuelSetup, String> {
        if mission != "duel" {
            return Err(format!("unknown mission {mission:?}; available: duel"));
        }
        Ok(DuelSetup { seats, turns: 4 * u16::from(seats) })
    }

    /// Duel has no content files: nothing to check.
    fn validate_content(_sources: &[Source]) -> Diagnostics {
        Diagnostics::new()
    }

    fn run_scenario(source: &Source) -> Result<ScenarioReport, Diagnostics> {
        let mut d = Diagnostics::new();
        d.push(Diagnostic::error(source, 0..0, "the duel demo has no scenarios"));
        Err(d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use horde_core::{Actor, Match};

    #[test]
    fn a_random_duel_ends_and_replays() {
        let mut m = Match::<Duel>::new(Duel::default_setup("duel", 3).unwrap(), 5).unwrap();
        let mut events = Vec::new();
        let mut legal = Vec::new();
        for k in 0..200u32 {
            m.run_chance(&mut events);
            let Decision::Seat(s) = m.decision() else { break };
            legal.clear();
            m.state().legal_actions(&mut legal);
            let a = legal[k as usize % legal.len()];
            m.act(Actor::Seat(s), a, &mut events).unwrap();
        }
        assert_eq!(m.decision(), Decision::Terminal);
        let again = Match::<Duel>::from_file(&m.to_file()).unwrap();
        assert_eq!(again.state().state_hash(), m.state().state_hash());
        for i in 0..300 {
            if let Some(a) = Duel::decode_action(i) {
                assert_eq!(Duel::encode_action(a), i);
            }
        }
    }

    /// The demo game keeps the same contract as every rule system.
    #[test]
    fn duel_passes_the_conformance_suite() {
        let setups = [Duel::default_setup("duel", 2).unwrap(), DuelSetup { seats: 3, turns: 20 }];
        let config = horde_testkit::Config { cases: 16, ..horde_testkit::Config::new(20, 1) };
        let report = horde_testkit::conformance::<Duel>(&setups, &config).unwrap();
        assert!(report.hidden_changed > 0);
    }

    #[test]
    fn hands_are_hidden_from_other_seats() {
        let mut m = Match::<Duel>::new(Duel::default_setup("duel", 2).unwrap(), 1).unwrap();
        let mut events = Vec::new();
        m.run_chance(&mut events);
        let g = m.state();
        assert_eq!(g.view(Viewer::Seat(Seat(1))).hand.as_deref(), Some(g.hand(Seat(1))));
        assert_eq!(g.view(Viewer::Spectator).hand, None);
        for e in &events {
            if let DuelEvent::Dealt { seat, .. } = e
                && *seat == Seat(0)
            {
                assert_eq!(
                    g.event_view(e, Viewer::Seat(Seat(1))),
                    Some(DuelEvent::Dealt { seat: Seat(0), card: None })
                );
            }
        }
        let bad = g.check(DuelAction::Play(0)).unwrap_err();
        assert_eq!(bad.rule, "DUEL-PLAY-1");
    }
}
