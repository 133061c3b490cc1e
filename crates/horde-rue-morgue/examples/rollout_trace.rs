//! Plays one tutorial game with the rollout-improvement bot and prints
//! every decision it searched: the candidates, the policy's scores and
//! the mean returns the rollouts found. `cargo run --release -p
//! horde-rue-morgue --example rollout_trace -- SEED ROUNDS K WINDOW
//! SHAPING` (defaults: 1 32 3 30 0.3, the settings measured in
//! docs/performance.md).

use horde_ai::{Bot, Budget, Policy, RolloutBot, RolloutConfig};
use horde_core::rng::stream;
use horde_core::{Decision, Game, HordeRng};
use horde_rue_morgue::RueMorgue;
use horde_rue_morgue::bot::{RmEvaluator, RmPolicy};
use horde_rue_morgue::sim::default_setup;

fn main() {
    let arg = |i: usize, d: f64| std::env::args().nth(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let seed = arg(1, 1.0) as u64;
    let config = RolloutConfig {
        budget: Budget::Iterations(arg(2, 32.0) as u32),
        candidates: arg(3, 3.0) as usize,
        window: arg(4, 30.0),
        shaping: arg(5, 0.3),
        ..RolloutConfig::default()
    };
    let Ok(setup) = default_setup("tutorial-1", 1) else { return };
    let Ok(mut g) = RueMorgue::new(&setup) else { return };
    let mut bot = RolloutBot::new(config, RmPolicy::default(), RmEvaluator, seed);
    let mut policy = RmPolicy::default();
    let (mut legal, mut events, mut outcomes, mut scores) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut draws = 0u64;
    let mut rng = HordeRng::new(0, stream::TEST);
    loop {
        let action = match g.decision() {
            Decision::Terminal => break,
            Decision::Chance => {
                outcomes.clear();
                g.chance_outcomes(&mut outcomes);
                let mut r = HordeRng::derived(seed, stream::CHANCE, draws);
                draws += 1;
                let Some(i) = r.weighted(&outcomes) else { break };
                outcomes[i].0
            }
            Decision::Seat(seat) => {
                legal.clear();
                g.legal_actions(&mut legal);
                let a = bot.choose(&g, seat, &legal);
                let st = bot.stats();
                if st.rounds > 0 {
                    policy.score(&g, seat, &legal, &mut rng, &mut scores);
                    let mut line =
                        format!("turn {} {}:", g.state().turn, if st.overruled { "OVERRULED" } else { "kept" });
                    for (c, m) in bot.candidate_means() {
                        let s = legal.iter().position(|&x| x == c).map_or(f64::NAN, |i| scores[i]);
                        line += &format!("  [{} s={s:.1} v={m:.2}]", g.describe(c));
                    }
                    println!("{line}");
                }
                a
            }
        };
        events.clear();
        if g.apply(action, &mut events).is_err() {
            break;
        }
    }
    println!("outcome: {:?}", g.outcome());
}
