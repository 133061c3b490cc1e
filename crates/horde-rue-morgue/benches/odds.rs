//! One computation of an attack's odds, as the server runs it for every
//! attack a seat is offered on every update: the enumeration of the
//! attack's dice (`horde_rules::at_hand::enumerate_odds`, capped at
//! `ODDS_BUDGET` outcomes) on a busy position. Tutorial 1 with a mixed
//! crowd in the starting zone and every team given a chainsaw (5 dice),
//! at the first attack with the most dice offered after a few random
//! steps.
//! Run with `cargo bench -p horde-rue-morgue --bench odds`.

use criterion::{Criterion, criterion_group, criterion_main};
use horde_core::{Actor, Decision, Game, HordeRng, Match, rng::stream};
use horde_rue_morgue::content::ZombieKind;
use horde_rue_morgue::mission::{ZombiePlacement, builtin_mission};
use horde_rue_morgue::{Action, MissionChoice, RueMorgue, Setup};
use horde_rules::RuleSystem;
use std::hint::black_box;

fn crowded_start() -> Setup {
    let mission = builtin_mission("tutorial-1").expect("a shipped mission").expect("it loads");
    let mut def = mission.def.clone();
    let start = def.zones.iter().find(|z| z.start).map(|z| z.id.clone()).expect("a starting zone");
    for (kind, count) in [(ZombieKind::Walker, 4), (ZombieKind::Fatty, 2), (ZombieKind::Runner, 2)] {
        def.start_zombies.push(ZombiePlacement { zone: start.clone(), kind, count });
    }
    def.equipment.give.push("chainsaw".to_owned());
    let mut setup = Setup::solo("tutorial-1", &["dan", "katie", "bear", "jane"], None);
    setup.options.free_team_size = true;
    setup.mission = MissionChoice::Inline(Box::new(def));
    setup
}

/// The position and the attack with the most dice among the first
/// attacks a seeded random team is offered: the one whose odds have the
/// largest denominator (six to the power of its dice, before reducing).
fn busy_attack() -> (RueMorgue, Action) {
    let mut m = Match::<RueMorgue>::new(crowded_start(), 1).expect("the setup is valid");
    let mut rng = HordeRng::new(1, stream::TEST);
    let (mut events, mut legal) = (Vec::new(), Vec::new());
    let mut best: Option<(u64, RueMorgue, Action)> = None;
    for _ in 0..60 {
        match m.decision() {
            Decision::Terminal => break,
            Decision::Chance => assert!(m.resolve_chance(&mut events)),
            Decision::Seat(seat) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                for &a in &legal {
                    let Some(odds) = m.state().action_odds(a) else { continue };
                    let size = odds.chances.iter().map(|c| c.den).max().unwrap_or(0);
                    if best.as_ref().is_none_or(|(s, _, _)| size > *s) {
                        best = Some((size, m.state().clone(), a));
                    }
                }
                let a = legal
                    .iter()
                    .copied()
                    .find(|a| matches!(a, Action::Activate(_)))
                    .unwrap_or_else(|| legal[rng.below(legal.len() as u32) as usize]);
                m.act(Actor::Seat(seat), a, &mut events).expect("a listed action applies");
            }
        }
        events.clear();
    }
    let (_, state, action) = best.expect("an attack was offered");
    (state, action)
}

fn odds(c: &mut Criterion) {
    let (state, action) = busy_attack();
    let mut group = c.benchmark_group("rue-morgue/odds");
    group.sample_size(20);
    group.bench_function("busy_attack", |b| b.iter(|| black_box(state.action_odds(black_box(action)))));
    group.finish();
}

criterion_group!(benches, odds);
criterion_main!(benches);
