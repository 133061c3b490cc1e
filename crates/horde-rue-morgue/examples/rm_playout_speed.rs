//! Rough speed of random playouts of the tutorial: game turns per second
//! on one core. `cargo run --release -p horde-rue-morgue --example rm_playout_speed`

#![allow(clippy::disallowed_methods)] // a benchmark reads the clock; rules code never does

use horde_core::{Decision, Game, HordeRng, rng::stream};
use horde_rue_morgue::sample_catalog::sample_catalog;
use horde_rue_morgue::{Action, RueMorgue, Setup};

fn main() {
    let setup = Setup::solo("tutorial-1", &["parker", "dan", "katie", "lori", "bear", "joe"], Some(sample_catalog()));
    let Ok(start) = RueMorgue::new(&setup) else {
        eprintln!("setup failed");
        return;
    };
    let mut rng = HordeRng::new(1, stream::TEST);
    let mut legal: Vec<Action> = Vec::new();
    let mut weights = Vec::new();
    let mut events = Vec::new();
    let (mut turns, mut actions, mut games) = (0u64, 0u64, 0u64);
    let t0 = std::time::Instant::now();
    while t0.elapsed().as_secs_f64() < 3.0 {
        let mut g = start.clone();
        loop {
            match g.decision() {
                Decision::Terminal => break,
                Decision::Chance => {
                    weights.clear();
                    g.chance_outcomes(&mut weights);
                    let Some(i) = rng.weighted(&weights) else { break };
                    g.apply_unchecked(weights[i].0, &mut events);
                }
                Decision::Seat(_) => {
                    legal.clear();
                    g.legal_actions(&mut legal);
                    let a = legal[rng.below(legal.len() as u32) as usize];
                    g.apply_unchecked(a, &mut events);
                }
            }
            events.clear();
            actions += 1;
        }
        turns += u64::from(g.state().turn);
        games += 1;
    }
    let s = t0.elapsed().as_secs_f64();
    println!(
        "{games} games, {turns} turns, {actions} actions in {s:.2} s: {:.0} turns/s, {:.0} actions/s",
        turns as f64 / s,
        actions as f64 / s
    );
}
