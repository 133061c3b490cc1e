//! A fixed amount of playout work, so that two builds can be compared by
//! CPU time (or instruction counts where the processor exposes them),
//! which a loaded machine distorts far less than the wall-clock rates of
//! the `speed` example:
//! `perf stat -e task-clock target/release/examples/fixed_playouts MODE GAMES`
//! with MODE `random` (a random bot on each full legal list), `sampled`
//! (the same draws through `Game::sample_legal`), `heuristic` (asked as the
//! simulator asks it, through `Bot::choose_at`), or a bot
//! as the simulator names it (`rollout:32,k=3,window=30,shaping=0.3`,
//! `mcts:1000`). Prints the rounds, decisions (and those with a choice,
//! the ones a search searches) and wins.

use horde_ai::{Bot, BotSpec, HeuristicBot, RandomBot};
use horde_core::rng::stream;
use horde_core::{Decision, Game, HordeRng};
use horde_rue_morgue::bot::{RmParts, RmPolicy};
use horde_rue_morgue::sim::default_setup;
use horde_rue_morgue::{Action, Event, RueMorgue};

fn main() {
    let mode = std::env::args().nth(1).unwrap_or_else(|| "random".into());
    let games: u64 = std::env::args().nth(2).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let Ok(setup) = default_setup("tutorial-1", 1) else { return };
    let Ok(start) = RueMorgue::new(&setup) else { return };
    let mut random = RandomBot::new(1);
    let mut heuristic = HeuristicBot::new(RmPolicy::default(), 1);
    let mut other = match mode.as_str() {
        "random" | "sampled" | "heuristic" => None,
        spec => match spec.parse::<BotSpec>().and_then(|s| s.build(&RmParts, horde_core::Seat(0), 1)) {
            Ok(bot) => Some(bot),
            Err(e) => {
                eprintln!("{e}");
                return;
            }
        },
    };
    let mut chance = HordeRng::new(7, stream::TEST);
    let (mut legal, mut outcomes, mut events) = (Vec::<Action>::new(), Vec::new(), Vec::<Event>::new());
    let (mut rounds, mut decisions, mut choices, mut wins) = (0u64, 0u64, 0u64, 0u64);
    let mut g = start.clone();
    for game in 1..=games {
        g.clone_from(&start);
        Bot::<RueMorgue>::reset(&mut random, game);
        Bot::<RueMorgue>::reset(&mut heuristic, game);
        if let Some(bot) = other.as_mut() {
            bot.reset(game);
        }
        let mut sampler = HordeRng::new(game, stream::AI);
        loop {
            let a = match g.decision() {
                Decision::Terminal => break,
                Decision::Chance => match g.sample_chance(&mut chance, &mut outcomes) {
                    Some(a) => a,
                    None => break,
                },
                Decision::Seat(seat) => {
                    decisions += 1;
                    match mode.as_str() {
                        _ if other.is_some() => {
                            legal.clear();
                            g.legal_actions(&mut legal);
                            choices += u64::from(legal.len() > 1);
                            match other.as_mut() {
                                Some(bot) => bot.choose(&g, seat, &legal),
                                None => break,
                            }
                        }
                        "sampled" => match g.sample_legal(&mut sampler, &mut legal) {
                            Some(a) => a,
                            None => break,
                        },
                        "heuristic" => heuristic.choose_at(&g, seat, &mut legal),
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
        wins += u64::from(g.outcome().is_some_and(|o| !o.winners.is_empty()));
    }
    println!("{mode}: {games} games, {rounds} rounds, {decisions} decisions ({choices} with a choice), {wins} won");
}
