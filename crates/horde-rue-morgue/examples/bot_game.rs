//! Plays one game of the tutorial with the heuristic bot and prints what
//! happens, round by round: `cargo run --release -p horde-rue-morgue
//! --example bot_game -- SEED`.

use horde_ai::{Bot, HeuristicBot};
use horde_core::rng::stream;
use horde_core::{Decision, Game, HordeRng};
use horde_rue_morgue::bot::RmPolicy;
use horde_rue_morgue::sim::default_setup;
use horde_rue_morgue::{Event, RueMorgue};

fn main() {
    let seed: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let Ok(setup) = default_setup("tutorial-1", 1) else { return };
    let Ok(mut g) = RueMorgue::new(&setup) else { return };
    let mut bot = HeuristicBot::new(RmPolicy::default(), seed);
    let (mut legal, mut events, mut outcomes) = (Vec::new(), Vec::new(), Vec::new());
    let mut draws = 0u64;
    let mut turn = 0;
    loop {
        if g.state().turn != turn {
            turn = g.state().turn;
            print!("{}", board(&g));
            println!("== turn {turn}");
        }
        let action = match g.decision() {
            Decision::Terminal => break,
            Decision::Chance => {
                outcomes.clear();
                g.chance_outcomes(&mut outcomes);
                let mut rng = HordeRng::derived(seed, stream::CHANCE, draws);
                draws += 1;
                let Some(i) = rng.weighted(&outcomes) else { break };
                outcomes[i].0
            }
            Decision::Seat(seat) => {
                legal.clear();
                g.legal_actions(&mut legal);
                let a = bot.choose(&g, seat, &legal);
                if legal.len() > 1 {
                    println!("  {}", g.describe(a));
                }
                a
            }
        };
        events.clear();
        if g.apply(action, &mut events).is_err() {
            break;
        }
        for e in &events {
            let shown = matches!(
                e,
                Event::ZombieKilled { .. }
                    | Event::WoundTaken { .. }
                    | Event::SurvivorDied { .. }
                    | Event::ZombiesSpawned { .. }
                    | Event::DoorOpened { .. }
                    | Event::ObjectiveTaken { .. }
            );
            if shown {
                println!("      {}", serde_json::to_string(e).unwrap_or_default());
            }
        }
    }
    print!("{}", board(&g));
    println!("{:?}", g.outcome().map(|o| o.reason));
}

/// The zones holding zombies or survivors (wounds as stars).
fn board(g: &RueMorgue) -> String {
    let map = g.statics().map();
    let s = g.state();
    let mut out = String::new();
    for (z, zone) in map.zones.iter().enumerate() {
        let zs = s.zombies[z];
        let who: Vec<String> = (0..s.n_surv as usize)
            .filter(|&i| s.survivors[i].alive() && s.survivors[i].zone as usize == z)
            .map(|i| {
                let name: String = g.statics().survivors[i].name.chars().take(3).collect();
                format!("{name}{}:{}", "*".repeat(s.survivors[i].wounds as usize), s.survivors[i].xp)
            })
            .collect();
        if zs.iter().any(|&n| n > 0) || !who.is_empty() {
            out.push_str(&format!("   {:5} zombies {:?} {}\n", zone.id, zs, who.join(" ")));
        }
    }
    out
}
