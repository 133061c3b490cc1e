//! Bots on the conformance kit's reference game, Scavenge: hidden hands,
//! weighted draws, dice, two to four competing seats.

mod common;

use common::play;
use horde_ai::{Bot, ChanceMode, GreedyBot, HeuristicBot, Mcts, MctsConfig, Policy, RandomBot};
use horde_core::rng::stream;
use horde_core::{Decision, Game, HordeRng, Seat, Viewer};
use horde_testkit::toy::{Card, Toy, ToyAction, ToySetup};

/// Score plus most of the hand's bankable points, minus a little per
/// zombie at the door: what a seat may hope to end with.
fn prospects(game: &Toy, values: &mut [f64]) {
    let view = game.view(Viewer::Spectator);
    for (i, v) in values.iter_mut().enumerate() {
        let hand = game.hand(Seat(i as u8));
        let bankable = f64::from(hand[Card::Scrap as usize])
            + 2.0 * f64::from(hand[Card::Food as usize])
            + 3.0 * f64::from(hand[Card::Medkit as usize]);
        *v = f64::from(view.seats[i].score) + 0.8 * bankable - 0.5 * f64::from(view.seats[i].zombies);
    }
}

/// Bank the best card, fight (with a weapon if possible), draw, then stop.
#[derive(Debug)]
struct Sensible;

impl Policy<Toy> for Sensible {
    fn name(&self) -> &str {
        "sensible"
    }
    fn score(&mut self, _game: &Toy, _seat: Seat, legal: &[ToyAction], _rng: &mut HordeRng, scores: &mut Vec<f64>) {
        scores.clear();
        scores.extend(legal.iter().map(|a| match a {
            ToyAction::Bank(c) => 10.0 + *c as u8 as f64,
            ToyAction::Fight { weapon: true } => 8.0,
            ToyAction::Fight { weapon: false } => 6.0,
            ToyAction::Draw => 4.0,
            _ => 0.0,
        }));
    }
}

fn duel() -> ToySetup {
    ToySetup::standard(2)
}

/// Games won by the hero (sharing a win counts), who sits at seat 0 in even
/// games and seat 1 in odd ones.
fn hero_wins(games: u64, hero: &mut dyn Bot<Toy>, villain: &mut dyn Bot<Toy>) -> u64 {
    (0..games)
        .filter(|&g| {
            let seat = Seat((g % 2) as u8);
            let (outcome, _) = if g % 2 == 0 {
                play::<Toy>(&duel(), 500 + g, &mut [&mut *hero, &mut *villain])
            } else {
                play::<Toy>(&duel(), 500 + g, &mut [&mut *villain, &mut *hero])
            };
            outcome.winners.contains(&seat)
        })
        .count() as u64
}

#[test]
fn every_bot_is_deterministic_on_scavenge() {
    let makers: [&dyn Fn(u64) -> Box<dyn Bot<Toy>>; 5] = [
        &|s| Box::new(RandomBot::new(s)),
        &|s| Box::new(HeuristicBot::new(Sensible, s)),
        &|s| Box::new(GreedyBot::<Toy, _>::greedy(prospects, ChanceMode::Expectation { depth: 1 }, s)),
        &|s| Box::new(Mcts::<Toy>::new(MctsConfig::iterations(60), s)),
        &|s| {
            let config = MctsConfig {
                rollout: horde_ai::Rollout::Policy { epsilon: 0.3 },
                max_rollout_steps: 30,
                ..MctsConfig::iterations(60)
            };
            Box::new(Mcts::with_parts(config, Sensible, prospects, s))
        },
    ];
    for make in makers {
        for seed in [3u64, 4] {
            let (mut a, mut b) = (make(seed), make(seed + 1));
            let first = play::<Toy>(&duel(), seed, &mut [&mut *a, &mut *b]).1;
            let (mut c, mut d) = (make(seed), make(seed + 1));
            let second = play::<Toy>(&duel(), seed, &mut [&mut *c, &mut *d]).1;
            let third = play::<Toy>(&duel(), seed, &mut [&mut *a, &mut *b]).1;
            assert_eq!(first, second, "{}", a.name());
            assert_eq!(first, third, "{} after reset", a.name());
        }
    }
}

/// Random play against random play wins about 54 of 100 (shared wins count
/// for both); 72 is four standard deviations above that. MCTS wins about 80.
#[test]
fn mcts_beats_random_at_scavenge() {
    let games = 100;
    let won = hero_wins(games, &mut Mcts::<Toy>::new(MctsConfig::iterations(100), 1), &mut RandomBot::new(2));
    assert!(won >= 72, "MCTS won only {won} of {games} games of Scavenge against a random bot");
}

/// Two states that differ only in what seat 0 cannot see (the opponent's
/// hand, the order of the deck) give the same search, bit for bit.
#[test]
fn information_set_mcts_does_not_peek_at_scavenge() {
    let mut m = horde_core::Match::<Toy>::new(duel(), 21).expect("valid setup");
    let mut bots = [RandomBot::new(1), RandomBot::new(2)];
    let (mut events, mut legal) = (Vec::new(), Vec::new());
    let mut checked = 0;
    let mut rng = HordeRng::new(9, stream::TEST);
    while checked < 6 {
        m.run_chance(&mut events);
        let Decision::Seat(seat) = m.decision() else { break };
        legal.clear();
        m.state().legal_actions(&mut legal);
        if legal.len() > 1 {
            let real = m.state();
            let other = real.resample_hidden(Viewer::Seat(seat), &mut rng);
            assert_eq!(real.view(Viewer::Seat(seat)), other.view(Viewer::Seat(seat)));
            let mut a = Mcts::<Toy>::new(MctsConfig::iterations(300), 4);
            let mut b = Mcts::<Toy>::new(MctsConfig::iterations(300), 4);
            assert_eq!(a.choose(real, seat, &legal), b.choose(&other, seat, &legal));
            assert_eq!(a.root_stats(), b.root_stats());
            checked += 1;
        }
        let action = bots[seat.index()].choose(m.state(), seat, &legal);
        m.act(horde_core::Actor::Seat(seat), action, &mut events).expect("legal");
    }
    assert_eq!(checked, 6, "the match ended before enough decisions");
}
