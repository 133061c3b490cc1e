//! Bots against the toy games: determinism, skill, no peeking.

mod common;

use common::{hero_score, play};
use horde_ai::toy::{HoldAt, Kuhn, KuhnAction, Pig, PigSetup, pig_progress};
use horde_ai::{
    Bot, Budget, ChanceMode, GreedyBot, HeuristicBot, Mcts, MctsConfig, RandomBot, Rollout, RolloutBot, RolloutConfig,
    Widening,
};
use horde_core::{Game, Seat, Viewer};

fn race() -> PigSetup {
    PigSetup { seats: 2, target: 30, max_rounds: 30 }
}

fn mcts<G: Game>(iterations: u32, seed: u64) -> Mcts<G> {
    Mcts::new(MctsConfig::iterations(iterations), seed)
}

/// Plays the same match twice with fresh bots and once with reused,
/// reset bots: all three logs must agree.
fn assert_deterministic<G: Game>(setup: &G::Setup, make: &dyn Fn(u64) -> Box<dyn Bot<G>>) {
    for seed in [1u64, 2, 3] {
        let mut a0 = make(seed);
        let mut a1 = make(seed + 100);
        let (_, first) = play::<G>(setup, seed, &mut [&mut *a0, &mut *a1]);
        let mut b0 = make(seed);
        let mut b1 = make(seed + 100);
        let (_, second) = play::<G>(setup, seed, &mut [&mut *b0, &mut *b1]);
        assert_eq!(first, second, "{} is not deterministic", a0.name());
        // Reused bots, reset by the driver: same log again.
        let (_, third) = play::<G>(setup, seed, &mut [&mut *a0, &mut *a1]);
        assert_eq!(first, third, "{} does not reset fully", a0.name());
    }
}

#[test]
fn every_bot_is_deterministic_for_a_seed() {
    let pig = race();
    assert_deterministic::<Pig>(&pig, &|s| Box::new(RandomBot::new(s)));
    assert_deterministic::<Pig>(&pig, &|s| Box::new(HeuristicBot::new(HoldAt(20), s)));
    assert_deterministic::<Pig>(&pig, &|s| {
        Box::new(GreedyBot::<Pig, _>::greedy(pig_progress, ChanceMode::Expectation { depth: 2 }, s))
    });
    assert_deterministic::<Pig>(&pig, &|s| {
        Box::new(GreedyBot::<Pig, _>::greedy(pig_progress, ChanceMode::Sample { samples: 4 }, s))
    });
    assert_deterministic::<Pig>(&pig, &|s| Box::new(mcts::<Pig>(100, s)));
    assert_deterministic::<Pig>(&pig, &|s| {
        let config = MctsConfig {
            rollout: Rollout::Policy { epsilon: 0.2 },
            max_rollout_steps: 20,
            ..MctsConfig::iterations(100)
        };
        Box::new(Mcts::with_parts(config, HoldAt(15), pig_progress, s))
    });
    assert_deterministic::<Pig>(&pig, &|s| {
        let config = RolloutConfig { budget: Budget::Iterations(8), shaping: 0.3, ..RolloutConfig::default() };
        Box::new(RolloutBot::new(config, HoldAt(15), pig_progress, s))
    });
    assert_deterministic::<Kuhn>(&(), &|s| Box::new(mcts::<Kuhn>(200, s)));
    assert_deterministic::<Kuhn>(&(), &|s| Box::new(RandomBot::new(s)));
}

#[test]
fn different_seeds_choose_differently() {
    let state = Pig::new(&race()).unwrap();
    let legal = [horde_ai::toy::PigAction::Roll, horde_ai::toy::PigAction::Hold];
    let picks = |seed| {
        let mut bot = RandomBot::new(seed);
        (0..32).map(|_| Bot::<Pig>::choose(&mut bot, &state, Seat(0), &legal)).collect::<Vec<_>>()
    };
    assert_eq!(picks(1), picks(1));
    assert_ne!(picks(1), picks(2));
}

/// A race whose first turn rolled a four: the seat may roll or hold.
fn rolled_four() -> Pig {
    let mut state = Pig::new(&race()).expect("a race sets up");
    state.apply(horde_ai::toy::PigAction::Face(4), &mut Vec::new()).expect("the first roll is a chance outcome");
    assert_eq!(state.decision(), horde_core::Decision::Seat(Seat(0)));
    state
}

/// Without its own `sample_legal` a game falls back to the list, so the
/// random bot drawing without a list (`choose_at`, also through a box)
/// picks exactly what it picks from the list.
#[test]
fn random_bot_without_a_list_draws_what_it_draws_from_the_list() {
    let state = rolled_four();
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    for seed in 1..20 {
        let mut listed = RandomBot::new(seed);
        let mut sampled: Box<dyn Bot<Pig>> = Box::new(RandomBot::new(seed));
        let mut scratch = Vec::new();
        for _ in 0..16 {
            let want = Bot::<Pig>::choose(&mut listed, &state, Seat(0), &legal);
            assert_eq!(sampled.choose_at(&state, Seat(0), &mut scratch), want, "seed {seed}");
        }
    }
}

/// A listing bot's answer is checked against the list it was given: a bot
/// that answers off the list (a face of the die, which only chance rolls)
/// is a bug, caught here.
#[test]
#[should_panic(expected = "which is not legal")]
fn a_listing_bot_that_answers_off_the_list_panics() {
    struct AlwaysHold;
    impl Bot<Pig> for AlwaysHold {
        fn name(&self) -> &str {
            "always hold"
        }
        fn reset(&mut self, _seed: u64) {}
        fn choose(
            &mut self,
            _game: &Pig,
            _seat: Seat,
            _legal: &[horde_ai::toy::PigAction],
        ) -> horde_ai::toy::PigAction {
            horde_ai::toy::PigAction::Face(6)
        }
    }
    let state = rolled_four();
    AlwaysHold.choose_at(&state, Seat(0), &mut Vec::new());
}

/// Over 100 seeded races with alternating seats, a fair coin reaches 72
/// wins with probability below 1e-5; MCTS wins about 83.
#[test]
fn mcts_beats_random_at_pig() {
    let games = 100;
    let won = hero_score::<Pig>(&race(), games, 1000, &mut mcts::<Pig>(300, 1), &mut RandomBot::new(2));
    assert!(won >= 72, "MCTS won only {won} of {games} races against a random bot");
}

/// The textbook policy, as a heuristic bot, beats random play too.
#[test]
fn a_policy_bot_beats_random_at_pig() {
    let games = 100;
    let won = hero_score::<Pig>(&race(), games, 1000, &mut HeuristicBot::new(HoldAt(20), 1), &mut RandomBot::new(2));
    assert!(won >= 72, "hold-at-20 won only {won} of {games} races against a random bot");
}

/// Kuhn poker is symmetric over alternating seats, so a random bot's
/// expected total is 0, with a standard deviation near 45 chips over 1000
/// hands; information-set MCTS wins about 0.35 chips a hand.
#[test]
fn information_set_mcts_beats_random_at_kuhn_poker() {
    let hands = 1000;
    let chips = hero_score::<Kuhn>(&(), hands, 1000, &mut mcts::<Kuhn>(300, 1), &mut RandomBot::new(2));
    assert!(chips >= 200, "IS-MCTS won only {chips} chips in {hands} hands against a random bot");
}

fn kuhn(actions: &[KuhnAction]) -> Kuhn {
    let mut g = Kuhn::new(&()).expect("valid setup");
    let mut events = Vec::new();
    for &a in actions {
        g.apply(a, &mut events).expect("legal");
    }
    g
}

/// The search may only use what the seat sees: two states that differ
/// only in the opponent's card give the same statistics, bit for bit.
#[test]
fn information_set_mcts_does_not_peek() {
    use KuhnAction::{Bet, Deal};
    let pairs = [
        ([Deal(2), Deal(1)], [Deal(2), Deal(3)], &[][..], Seat(0)),
        ([Deal(1), Deal(2)], [Deal(3), Deal(2)], &[Bet][..], Seat(1)),
    ];
    for (deal_a, deal_b, moves, seat) in pairs {
        let a = kuhn(&[&deal_a[..], moves].concat());
        let b = kuhn(&[&deal_b[..], moves].concat());
        assert_eq!(a.view(Viewer::Seat(seat)), b.view(Viewer::Seat(seat)));
        let legal = [KuhnAction::Pass, KuhnAction::Bet];
        let mut bot_a = mcts::<Kuhn>(500, 9);
        let mut bot_b = mcts::<Kuhn>(500, 9);
        assert_eq!(bot_a.choose(&a, seat, &legal), bot_b.choose(&b, seat, &legal));
        assert_eq!(bot_a.root_stats(), bot_b.root_stats());
        assert_eq!(bot_a.stats().iterations, 500);
    }
}

/// Facing a bet, the best card calls and the worst folds.
#[test]
fn information_set_mcts_calls_with_the_best_card_and_folds_the_worst() {
    use KuhnAction::{Bet, Deal, Pass};
    let legal = [Pass, Bet];
    let mut bot = mcts::<Kuhn>(1000, 3);
    assert_eq!(bot.choose(&kuhn(&[Deal(1), Deal(3), Bet]), Seat(1), &legal), Bet);
    assert_eq!(bot.choose(&kuhn(&[Deal(3), Deal(1), Bet]), Seat(1), &legal), Pass);
    assert_eq!(bot.choose(&kuhn(&[Deal(1), Deal(2), Pass, Bet]), Seat(0), &legal), Pass);
    assert_eq!(bot.choose(&kuhn(&[Deal(3), Deal(2), Pass, Bet]), Seat(0), &legal), Bet);
}

/// The greedy lookahead weighs the die by expectation: it rolls on a small
/// turn and banks a large one (the threshold of `pig_progress` is 20).
#[test]
fn greedy_lookahead_weighs_chance_by_expectation() {
    use horde_ai::toy::PigAction::{Face, Hold, Roll};
    let mut g = Pig::new(&PigSetup { seats: 2, target: 100, max_rounds: 10 }).unwrap();
    let mut events = Vec::new();
    g.apply(Face(2), &mut events).unwrap();
    let mut bot = GreedyBot::<Pig, _>::greedy(pig_progress, ChanceMode::Expectation { depth: 2 }, 1);
    assert_eq!(bot.choose(&g, Seat(0), &[Roll, Hold]), Roll);
    for _ in 0..4 {
        g.apply(Roll, &mut events).unwrap();
        g.apply(Face(6), &mut events).unwrap();
    }
    assert_eq!(bot.choose(&g, Seat(0), &[Roll, Hold]), Hold);
    let mut sampled = GreedyBot::<Pig, _>::greedy(pig_progress, ChanceMode::Sample { samples: 200 }, 1);
    assert_eq!(sampled.choose(&g, Seat(0), &[Roll, Hold]), Hold);
}

#[test]
fn greedy_lookahead_beats_random_at_pig() {
    let games = 100;
    let mut greedy = GreedyBot::<Pig, _>::greedy(pig_progress, ChanceMode::default(), 1);
    let won = hero_score::<Pig>(&race(), games, 1000, &mut greedy, &mut RandomBot::new(2));
    assert!(won >= 72, "greedy lookahead won only {won} of {games} races against a random bot");
}

/// Forced moves cost no search.
#[test]
fn a_forced_move_is_played_without_search() {
    let g = kuhn(&[KuhnAction::Deal(1), KuhnAction::Deal(2)]);
    let mut bot = mcts::<Kuhn>(1000, 3);
    assert_eq!(bot.choose(&g, Seat(0), &[KuhnAction::Bet]), KuhnAction::Bet);
    assert_eq!(bot.stats().iterations, 0);
}

#[test]
fn widening_never_expands_more_children_than_allowed() {
    let w = Widening { c: 1.0, alpha: 0.5 };
    // ceil(sqrt(n + 1)): 1 child at first, 2 after 3 visits, 3 after 8.
    assert_eq!([0, 2, 3, 7, 8].map(|n| w.allowed(n)), [1, 2, 2, 3, 3]);
    assert_eq!(Widening { c: 0.0, alpha: 1.0 }.allowed(100), 1);

    // With one child allowed at every node, the root keeps the single
    // action the policy prefers: HoldAt(20) rolls on a turn worth 4.
    let mut g = Pig::new(&PigSetup { seats: 1, target: 30, max_rounds: 6 }).unwrap();
    g.apply(horde_ai::toy::PigAction::Face(4), &mut Vec::new()).unwrap();
    let config = MctsConfig {
        widening: Some(Widening { c: 1.0, alpha: 0.0 }),
        rollout: Rollout::Policy { epsilon: 0.0 },
        ..MctsConfig::iterations(200)
    };
    let mut bot = Mcts::with_parts(config, HoldAt(20), pig_progress, 1);
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(legal.len(), 2);
    assert_eq!(bot.search(&g, Seat(0), &legal), horde_ai::toy::PigAction::Roll);
    let root = bot.root_stats();
    assert_eq!(root.len(), 1, "{root:?}");
    assert_eq!(root[0].visits, 200);
}

#[test]
fn mcts_answers_a_forced_decision_without_searching() {
    let mut g = Pig::new(&PigSetup { seats: 1, target: 30, max_rounds: 6 }).unwrap();
    g.apply(horde_ai::toy::PigAction::Face(4), &mut Vec::new()).unwrap();
    let mut bot = mcts::<Pig>(500, 1);
    assert_eq!(bot.search(&g, Seat(0), &[horde_ai::toy::PigAction::Hold]), horde_ai::toy::PigAction::Hold);
    assert_eq!(bot.stats().iterations, 0);
    assert!(bot.root_stats().len() <= 1);
}
