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
        "{games} games, {actions} actions, {:.1} ms/game, {:.0} actions/s, human wins {human_wins}",
        secs * 1000.0 / games as f64,
        actions as f64 / secs
    );
}
