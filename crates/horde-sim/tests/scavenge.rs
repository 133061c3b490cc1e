//! The simulator on the conformance kit's Scavenge: hidden hands, weighted
//! draws, information-set search in the worker threads.
//!
//! `SimGame` is implemented on a thin wrapper, as a facade would do for a
//! rule system from another crate.

use horde_ai::{Bot, Mcts, MctsConfig, RandomBot};
use horde_core::{Decision, Game, HordeRng, Outcome, Seat, SetupError, Viewer};
use horde_sim::{SimConfig, SimGame, Tally, compare, run};
use horde_testkit::toy::{Toy, ToyAction, ToyEvent, ToySetup};

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Scavenge(Toy);

impl Game for Scavenge {
    type Action = ToyAction;
    type Event = ToyEvent;
    type View = <Toy as Game>::View;
    type Setup = ToySetup;
    type Error = <Toy as Game>::Error;
    const ID: &'static str = Toy::ID;
    const RULES_VERSION: u32 = Toy::RULES_VERSION;

    fn new(setup: &ToySetup) -> Result<Self, SetupError> {
        Toy::new(setup).map(Self)
    }
    fn num_seats(&self) -> usize {
        self.0.num_seats()
    }
    fn decision(&self) -> Decision {
        self.0.decision()
    }
    fn legal_actions(&self, out: &mut Vec<ToyAction>) {
        self.0.legal_actions(out);
    }
    fn chance_outcomes(&self, out: &mut Vec<(ToyAction, u32)>) {
        self.0.chance_outcomes(out);
    }
    fn check(&self, action: ToyAction) -> Result<(), Self::Error> {
        self.0.check(action)
    }
    fn apply_unchecked(&mut self, action: ToyAction, events: &mut Vec<ToyEvent>) {
        self.0.apply_unchecked(action, events);
    }
    fn encode_action(action: ToyAction) -> u32 {
        Toy::encode_action(action)
    }
    fn decode_action(index: u32) -> Option<ToyAction> {
        Toy::decode_action(index)
    }
    fn view(&self, viewer: Viewer) -> Self::View {
        self.0.view(viewer)
    }
    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
    fn resample_hidden(&self, viewer: Viewer, rng: &mut HordeRng) -> Self {
        Self(self.0.resample_hidden(viewer, rng))
    }
}

/// Reports are about seat 0: a game is won when seat 0 is among the
/// winners.
impl SimGame for Scavenge {
    fn setup_for(mission: &str, seats: Option<u8>, _seed: u64) -> Result<ToySetup, SetupError> {
        match mission {
            "standard" => Ok(ToySetup::standard(seats.unwrap_or(2))),
            _ => Err(SetupError(format!("unknown mission {mission:?}; available: standard"))),
        }
    }
    fn round(&self) -> u32 {
        u32::from(self.0.view(Viewer::Spectator).round) + 1
    }
    fn loss_cause(&self) -> Option<&'static str> {
        Some("outscored")
    }
    fn tally(&self, event: &ToyEvent, tally: &mut Tally) {
        match event {
            ToyEvent::Drew { card: Some(card), .. } => tally.add_keyed("drawn", card, 1),
            ToyEvent::Fought { killed: true, .. } => tally.add("zombies_killed", 1),
            ToyEvent::Bitten { points, .. } => tally.add("points_bitten", u64::from(*points)),
            _ => {}
        }
    }
    fn is_win(&self, outcome: &Outcome) -> bool {
        outcome.winners.contains(&Seat(0))
    }
}

fn ismcts(_seat: Seat) -> Mcts<Scavenge> {
    Mcts::new(MctsConfig::iterations(30), 0)
}

#[test]
fn scavenge_results_do_not_depend_on_the_thread_count() {
    let config = SimConfig { seats: Some(3), ..SimConfig::new("standard", 24, 8) };
    let one = run::<Scavenge, _, _>(&config.clone().threads(1), ismcts).unwrap();
    let two = run::<Scavenge, _, _>(&config.threads(2), ismcts).unwrap();
    assert_eq!(one.records, two.records);
    assert_eq!(one.report.deterministic_json(), two.report.deterministic_json());
    assert!(one.report.tallies.keys().any(|k| k.starts_with("drawn.")), "{:?}", one.report.tallies);
    assert!(one.records.iter().all(|r| r.finished && r.scores.len() == 3));
}

/// A: search at seat 0 against a random seat 1; B: random against random,
/// on the same seeds. Seat 0's win rate must rise clearly.
#[test]
fn search_beats_random_play_on_the_same_seeds() {
    let config = SimConfig::new("standard", 120, 2).threads(2);
    let hero = |seat: Seat| -> Box<dyn Bot<Scavenge>> {
        if seat == Seat(0) {
            Box::new(Mcts::<Scavenge>::new(MctsConfig::iterations(60), 0))
        } else {
            Box::new(RandomBot::new(0))
        }
    };
    let ab = compare::<Scavenge, _, _, _, _>(&config, hero, |_| RandomBot::new(0)).unwrap();
    assert_eq!(ab.a.bot, "mcts(iterations=60) / random");
    assert_eq!(ab.both_won + ab.only_a_won + ab.only_b_won + ab.neither_won, 120);
    assert!(ab.win_rate_diff_ci95[0] > 0.1, "{:?}", (ab.win_rate_diff, ab.win_rate_diff_ci95));
}
