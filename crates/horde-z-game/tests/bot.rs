//! The faction policy against random bots: seat by seat, one heuristic
//! faction plays three random ones; it must win far more than its share.

use horde_ai::{Bot, HeuristicBot, RandomBot};
use horde_core::{Actor, Decision, Game, Match, Seat};
use horde_z_game::bot::ZgPolicy;
use horde_z_game::{Setup, ZGame};

/// Plays one match; returns the winners and the rounds played.
fn play(players: u8, heuristic: u8, seed: u64) -> (Vec<Seat>, u16) {
    let mut m = Match::<ZGame>::new(Setup::new(players), seed).expect("the default table sets up");
    let mut smart = HeuristicBot::new(ZgPolicy, seed);
    let mut random = RandomBot::new(seed);
    let (mut events, mut legal) = (Vec::new(), Vec::new());
    for _ in 0..200_000 {
        match m.decision() {
            Decision::Terminal => break,
            Decision::Chance => {
                m.resolve_chance(&mut events);
            }
            Decision::Seat(s) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                let a = if s.0 == heuristic {
                    smart.choose(m.state(), s, &legal)
                } else {
                    <RandomBot as Bot<ZGame>>::choose(&mut random, m.state(), s, &legal)
                };
                m.act(Actor::Seat(s), a, &mut events).expect("a listed action applies");
            }
        }
        events.clear();
    }
    let g = m.state();
    let winners = g.outcome().map(|o| o.winners).unwrap_or_default();
    (winners, g.round())
}

#[test]
fn the_faction_policy_beats_random_bots() {
    let (mut wins, mut games, mut rounds) = (0u32, 0u32, 0u32);
    for players in [2u8, 4] {
        let mut won = 0;
        for seed in 0..12u64 {
            let seat = (seed % u64::from(players)) as u8;
            let (winners, r) = play(players, seat, seed);
            games += 1;
            rounds += u32::from(r);
            if winners == vec![Seat(seat)] {
                won += 1;
            }
        }
        eprintln!("{players} players: the faction policy won {won} of 12 against random bots");
        wins += won;
    }
    eprintln!("in all {wins} of {games}, {} rounds a game", rounds / games);
    // Its fair share is 1/2 of the 2-player and 1/4 of the 4-player games: 9 of 24.
    assert!(wins >= 15, "won only {wins} of {games}");
}
