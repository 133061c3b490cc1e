//! A fixed amount of playout work, so that two builds can be compared by
//! CPU time (or instruction counts where the processor exposes them),
//! which a loaded machine distorts far less than the wall-clock rates of
//! the `speed` example:
//! `perf stat -e task-clock target/release/examples/fixed_playouts MODE GAMES`
//! with MODE `random` (a random bot on each full legal list), `sampled`
//! (the same draws through `Game::sample_legal`) or `heuristic`.
//! Prints the rounds and decisions played.

use horde_ai::{Bot, HeuristicBot, RandomBot};
use horde_core::rng::stream;
use horde_core::{Decision, Game, HordeRng};
use horde_rue_morgue::bot::RmPolicy;
use horde_rue_morgue::sim::default_setup;
use horde_rue_morgue::{Action, Event, RueMorgue};

fn main() {
    let mode = std::env::args().nth(1).unwrap_or_else(|| "random".into());
    let games: u64 = std::env::args().nth(2).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let Ok(setup) = default_setup("tutorial-1", 1) else { return };
    let Ok(start) = RueMorgue::new(&setup) else { return };
    let mut random = RandomBot::new(1);
    let mut heuristic = HeuristicBot::new(RmPolicy::default(), 1);
    let mut chance = HordeRng::new(7, stream::TEST);
    let (mut legal, mut outcomes, mut events) = (Vec::<Action>::new(), Vec::new(), Vec::<Event>::new());
    let (mut rounds, mut decisions) = (0u64, 0u64);
    let mut g = start.clone();
    for game in 1..=games {
        g.clone_from(&start);
        Bot::<RueMorgue>::reset(&mut random, game);
        Bot::<RueMorgue>::reset(&mut heuristic, game);
        let mut sampler = HordeRng::new(game, stream::AI);
        loop {
            let a = match g.decision() {
                Decision::Terminal => break,
                Decision::Chance => {
                    outcomes.clear();
                    g.chance_outcomes(&mut outcomes);
                    let Some(i) = chance.weighted(&outcomes) else { break };
                    outcomes[i].0
                }
                Decision::Seat(seat) => {
                    decisions += 1;
                    match mode.as_str() {
                        "sampled" => match g.sample_legal(&mut sampler, &mut legal) {
                            Some(a) => a,
                            None => break,
                        },
                        "heuristic" => {
                            legal.clear();
                            g.legal_actions(&mut legal);
                            heuristic.choose(&g, seat, &legal)
                        }
                        _ => {
                            legal.clear();
                            g.legal_actions(&mut legal);
                            random.choose(&g, seat, &legal)
                        }
                    }
                }
            };
            g.apply_unchecked(a, &mut events);
            events.clear();
        }
        rounds += u64::from(g.state().turn);
    }
    println!("{mode}: {games} games, {rounds} rounds, {decisions} decisions");
}
