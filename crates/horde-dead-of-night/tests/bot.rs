//! The heuristic policy against random play: whole games of the house
//! scenario, the dice and cards drawn from a fixed generator.

use horde_core::{Decision, Game, HordeRng, Seat, Viewer};
use horde_dead_of_night::bot::Heuristic;
use horde_dead_of_night::{DeadOfNight, Setup};
use horde_rules::{Policy, SimGame};

/// A small deterministic generator for the picks (not the game's dice).
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// Plays one game; the seats in `smart` follow the heuristic, the others
/// pick at random. Returns the final state.
fn play(players: u8, smart: &[u8], seed: u64) -> DeadOfNight {
    let setup = Setup { scenario: "house".to_owned(), players, infection: false };
    let mut g = DeadOfNight::new(&setup).expect("the house");
    let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut scores = Vec::new();
    let mut bot_rng = HordeRng::new(seed, 0);
    for _ in 0..50_000 {
        let a = match g.decision() {
            Decision::Terminal => break,
            Decision::Chance => {
                let mut w = Vec::new();
                g.chance_outcomes(&mut w);
                let total: u64 = w.iter().map(|(_, n)| u64::from(*n)).sum();
                let mut pick = next(&mut rng) % total;
                let mut chosen = w[0].0;
                for (a, n) in w {
                    if pick < u64::from(n) {
                        chosen = a;
                        break;
                    }
                    pick -= u64::from(n);
                }
                chosen
            }
            Decision::Seat(Seat(s)) => {
                legal.clear();
                g.legal_actions(&mut legal);
                let pick = (next(&mut rng) % legal.len() as u64) as usize;
                if smart.contains(&s) {
                    Heuristic.score(&g, Seat(s), &legal, &mut bot_rng, &mut scores);
                    let best = (0..legal.len()).fold(pick, |b, i| if scores[i] > scores[b] { i } else { b });
                    legal[best]
                } else {
                    legal[pick]
                }
            }
        };
        g.apply(a, &mut events).expect("a listed action applies");
        events.clear();
    }
    // DN-GAP-26: every game ends, after at most 40 cards (one a turn).
    assert!(g.outcome().is_some(), "the game did not end");
    assert!(g.view(Viewer::Spectator).drawn <= 40);
    g
}

/// The games `seat` wins, and those that `seat` won by escaping in a
/// vehicle (DN-GAP-22).
fn wins(players: u8, smart: &[u8], seat: u8, games: u64) -> (u64, u64) {
    let (mut won, mut escaped) = (0, 0);
    for k in 0..games {
        let g = play(players, smart, 1000 + k);
        if g.outcome().expect("every game ends").winners.contains(&Seat(seat)) {
            won += 1;
            escaped += u64::from(g.player_state(seat).escaped);
        }
    }
    (won, escaped)
}

/// Rounds lived through in solo games (the night ends at dawn or at the
/// player's death), and the games he saw to dawn.
fn solo(smart: &[u8], games: u64) -> (u32, usize) {
    let ends: Vec<DeadOfNight> = (0..games).map(|k| play(1, smart, 1000 + k)).collect();
    let rounds = ends.iter().map(SimGame::round).sum();
    let alive = ends.iter().filter(|g| g.outcome().is_some_and(|o| o.winners.contains(&Seat(0)))).count();
    (rounds, alive)
}

#[test]
fn the_heuristic_lives_longer_alone_than_random_play() {
    let games = 8;
    let ((smart, alive), (random, _)) = (solo(&[0], games), solo(&[], games));
    eprintln!("solo, rounds lived in {games} games: heuristic {smart} ({alive} alive at dawn), random {random}");
    assert!(smart > random * 2, "heuristic {smart}, random {random}");
}

#[test]
fn one_heuristic_seat_beats_three_random_ones() {
    let games = 24;
    let (smart, fled) = wins(4, &[0], 0, games);
    let (random, _) = wins(4, &[], 0, games);
    eprintln!(
        "4 players, the first seat wins: heuristic {smart}/{games} ({fled} by escaping in the car), random {random}/{games}"
    );
    assert!(smart >= 2 * random && smart > games / 3, "heuristic {smart}, random {random}");
}
