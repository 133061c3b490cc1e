//! Rough playout speed: random games to the end, release mode.
//! `cargo run --release -p horde-grid-siege --example playout_speed`

use horde_core::{Actor, Decision, Game, HordeRng, Match, rng::stream};
use horde_grid_siege::{Action, GridSiege, Setup};
use std::time::Instant;

fn main() {
    let games = 200u64;
    #[allow(clippy::disallowed_methods)]
    let start = Instant::now();
    let mut actions = 0usize;
    let mut human_wins = 0;
    let mut legal: Vec<Action> = Vec::new();
    for seed in 0..games {
        let mut m: Match<GridSiege> = Match::new(Setup::default(), seed).expect("setup");
        let mut rng = HordeRng::derived(seed, stream::TEST, 0);
        let mut ev = Vec::new();
        loop {
            match m.decision() {
                Decision::Terminal => break,
                Decision::Chance => {
                    m.resolve_chance(&mut ev);
                }
                Decision::Seat(s) => {
                    legal.clear();
                    m.state().legal_actions(&mut legal);
                    let a = legal[rng.below(legal.len() as u32) as usize];
                    m.act(Actor::Seat(s), a, &mut ev).expect("legal");
                }
            }
            ev.clear();
            actions += 1;
        }
        if m.state().outcome().is_some_and(|o| o.winners.first().is_some_and(|s| s.0 != 0)) {
            human_wins += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "through Match: {games} games, {actions} actions, {:.1} ms/game, {:.0} actions/s, human wins {human_wins}",
        secs * 1000.0 / games as f64,
        actions as f64 / secs
    );
    // The bare state, as a search would use it: no log, no undo barriers.
    #[allow(clippy::disallowed_methods)]
    let start = Instant::now();
    let mut actions = 0usize;
    let mut outcomes: Vec<(Action, u32)> = Vec::new();
    for seed in 0..games {
        let mut g = GridSiege::new(&Setup::default()).expect("setup");
        let mut rng = HordeRng::derived(seed, stream::TEST, 1);
        let mut ev = Vec::new();
        while g.decision() != Decision::Terminal {
            let a = if g.decision() == Decision::Chance {
                outcomes.clear();
                g.chance_outcomes(&mut outcomes);
                outcomes[rng.weighted(&outcomes).expect("outcomes")].0
            } else {
                legal.clear();
                g.legal_actions(&mut legal);
                legal[rng.below(legal.len() as u32) as usize]
            };
            g.apply_unchecked(a, &mut ev);
            ev.clear();
            actions += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "bare state:    {games} games, {actions} actions, {:.1} ms/game, {:.0} actions/s",
        secs * 1000.0 / games as f64,
        actions as f64 / secs
    );
}
