//! A test driver: plays one match through `horde_core::Match`, so the
//! chance outcomes come from the match seed exactly as in real play.

use horde_ai::Bot;
use horde_core::{Actor, Decision, Entry, Game, Match, Outcome, Seat};

/// Plays a match between `bots` (one per seat, reset with seeds derived
/// from `seed`) and returns the outcome and the full log.
pub fn play<G: Game>(setup: &G::Setup, seed: u64, bots: &mut [&mut dyn Bot<G>]) -> (Outcome, Vec<Entry<G::Action>>) {
    let mut m = Match::<G>::new(setup.clone(), seed).expect("a valid setup");
    for (i, b) in bots.iter_mut().enumerate() {
        b.reset(seed.wrapping_mul(31).wrapping_add(i as u64));
    }
    let mut events = Vec::new();
    let mut legal = Vec::new();
    loop {
        m.run_chance(&mut events);
        match m.decision() {
            Decision::Terminal => break,
            Decision::Chance => unreachable!("chance was resolved"),
            Decision::Seat(seat) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                let a = bots[seat.index()].choose(m.state(), seat, &legal);
                m.act(Actor::Seat(seat), a, &mut events).expect("bots play legal actions");
            }
        }
        events.clear();
    }
    (m.state().outcome().expect("a finished match has an outcome"), m.log().to_vec())
}

/// Total score of the seat played by `hero` over `games` matches, the hero
/// taking seat 0 in even games and seat 1 in odd ones.
#[allow(dead_code)] // each test file uses part of this module
pub fn hero_score<G: Game>(
    setup: &G::Setup,
    games: u64,
    seed: u64,
    hero: &mut dyn Bot<G>,
    villain: &mut dyn Bot<G>,
) -> i64 {
    let mut total = 0i64;
    for g in 0..games {
        let s = seed + g;
        let (outcome, _) = if g % 2 == 0 {
            play::<G>(setup, s, &mut [&mut *hero, &mut *villain])
        } else {
            play::<G>(setup, s, &mut [&mut *villain, &mut *hero])
        };
        total += i64::from(outcome.scores[Seat((g % 2) as u8).index()]);
    }
    total
}
