//! Random playouts of the default tables end on VP (ZG-VP-3, ZG-END-1),
//! not at a round limit: the default setup has none.

use horde_core::rng::{HordeRng, stream};
use horde_core::{Actor, Decision, Game, Match};
use horde_z_game::{Setup, ZGame};

fn play(players: u8, seed: u64) -> (Match<ZGame>, usize) {
    let mut m = Match::<ZGame>::new(Setup::new(players), seed).expect("the default table sets up");
    let mut rng = HordeRng::new(seed, stream::TEST);
    let (mut events, mut legal) = (Vec::new(), Vec::new());
    for step in 0..200_000 {
        match m.decision() {
            Decision::Terminal => return (m, step),
            Decision::Chance => {
                m.resolve_chance(&mut events);
            }
            Decision::Seat(s) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                let a = legal[rng.below(legal.len() as u32) as usize];
                m.act(Actor::Seat(s), a, &mut events).expect("listed actions apply");
            }
        }
        events.clear();
    }
    (m, 200_000)
}

#[test]
fn random_games_of_two_three_and_four_players_end_with_a_winner() {
    for players in 2..=4u8 {
        for seed in 0..3 {
            let (m, steps) = play(players, seed);
            let outcome = m.state().outcome().unwrap_or_else(|| {
                panic!("{players} players, seed {seed}: no end in {steps} steps, round {}", m.state().round())
            });
            let g = m.state();
            eprintln!("{players} players seed {seed}: round {} steps {steps} scores {:?}", g.round(), outcome.scores);
            assert_eq!(outcome.winners.len(), 1, "ZG-END-2 and ZG-GAP-16 leave one winner");
            // ZG-END-1: the winner has the most VP, at least the target (ZG-VP-3).
            let best = *outcome.scores.iter().max().unwrap();
            assert_eq!(outcome.scores[outcome.winners[0].index()], best);
            assert!(best >= i32::from(g.target()));
        }
    }
}
