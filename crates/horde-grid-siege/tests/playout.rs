//! Random playouts: seeded games to the end with chance from the match
//! driver and every other action uniform among the legal ones.

use horde_core::{Actor, Decision, Game, HordeRng, Match, rng::stream};
use horde_grid_siege::{Action, GridSiege, Options, Setup};

const GAMES: u64 = 300;
/// Every game must end within this many actions (chance included).
const MAX_ACTIONS: usize = 20_000;
const FULL_CHECK_GAMES: u64 = 8;

fn setup_for(seed: u64) -> Setup {
    let humans = 1 + (seed % 6) as u8;
    let options = Options {
        items_stay_on_board: seed.is_multiple_of(2),
        separate_blast_rolls: seed.is_multiple_of(3),
        so_boring: seed.is_multiple_of(4),
        blocking: seed.is_multiple_of(5),
        spawn_on_edge_only: seed.is_multiple_of(7),
        everyone_searches_everything: seed.is_multiple_of(11),
        zombie_cards_after_four: seed.is_multiple_of(13),
        round_limit: 20,
    };
    Setup { humans, human_seats: 1 + (seed % u64::from(humans)) as u8, options, ..Setup::default() }
}

/// Plays one game; returns the number of actions taken.
fn play(seed: u64) -> usize {
    let mut m: Match<GridSiege> = Match::new(setup_for(seed), seed).expect("valid setup");
    let mut rng = HordeRng::derived(seed, stream::TEST, 0);
    let mut events = Vec::new();
    let mut legal: Vec<Action> = Vec::new();
    let mut n = 0;
    loop {
        match m.decision() {
            Decision::Terminal => break,
            Decision::Chance => {
                assert!(m.resolve_chance(&mut events));
            }
            Decision::Seat(s) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                assert!(!legal.is_empty(), "seed {seed}: no legal action at {:?}", m.state().pending());
                let a = legal[rng.below(legal.len() as u32) as usize];
                // Cross-checking every listed action is slow: a few games do it.
                if seed < FULL_CHECK_GAMES {
                    for b in &legal {
                        assert!(m.state().check(*b).is_ok(), "seed {seed}: listed {b} fails check");
                        assert_eq!(GridSiege::decode_action(GridSiege::encode_action(*b)), Some(*b));
                    }
                }
                m.act(Actor::Seat(s), a, &mut events).unwrap_or_else(|e| panic!("seed {seed}: {a} refused: {e}"));
            }
        }
        events.clear();
        n += 1;
        assert!(n < MAX_ACTIONS, "seed {seed}: game too long");
    }
    assert!(m.state().outcome().is_some());
    assert!(m.state().round() <= 21, "the round limit ends the game");
    n
}

#[test]
fn random_playouts_finish() {
    let mut total = 0;
    for seed in 0..GAMES {
        total += play(seed);
    }
    assert!(total > 0);
}
