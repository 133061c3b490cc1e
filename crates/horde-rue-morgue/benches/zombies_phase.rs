//! A full zombies' phase on a crowded board (RM-ZPHASE-*): six survivors
//! spread over the tutorial map, every door open, noise in three zones and
//! about sixty zombies of every type, so that attacks, feeding frenzy,
//! routing toward sight and noise, splitting, runners' second action and
//! spawning all run. Each iteration clones the prepared state and plays the
//! whole phase up to the next players' phase: chance from a seeded stream,
//! every choice inside the phase (wounds, splits) by its first legal action.
//! Run with `cargo bench -p horde-rue-morgue --bench zombies_phase`.

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use horde_core::rng::stream;
use horde_core::{Decision, Game, HordeRng};
use horde_rue_morgue::content::ZombieKind;
use horde_rue_morgue::position::Scenario;
use horde_rue_morgue::{Action, Event, Phase, RueMorgue, Setup};
use std::hint::black_box;

const TEAM: [&str; 6] = ["parker", "terry", "dan", "katie", "bear", "jane"];

/// Survivors where the zombies can see, hear and reach them from all sides.
const PLACES: [(&str, &str); 6] =
    [("parker", "st3"), ("terry", "st4"), ("dan", "st6"), ("katie", "st9"), ("bear", "d2"), ("jane", "b3")];

const HORDE: [(&str, ZombieKind, u8); 14] = [
    ("st1", ZombieKind::Walker, 4),
    ("st2", ZombieKind::Walker, 5),
    ("st2", ZombieKind::Runner, 2),
    ("st3", ZombieKind::Walker, 2),
    ("st4", ZombieKind::Fatty, 1),
    ("st5", ZombieKind::Walker, 6),
    ("st5", ZombieKind::Runner, 3),
    ("st7", ZombieKind::Walker, 5),
    ("st8", ZombieKind::Walker, 4),
    ("st8", ZombieKind::Crawler, 3),
    ("st10", ZombieKind::Walker, 6),
    ("st10", ZombieKind::Fatty, 2),
    ("st11", ZombieKind::Runner, 3),
    ("c1", ZombieKind::Walker, 5),
];

const DOORS: [(&str, &str); 7] =
    [("a1", "st1"), ("a2", "st2"), ("b3", "st4"), ("c1", "st2"), ("c2", "st6"), ("d1", "st6"), ("d2", "st4")];

fn crowded() -> RueMorgue {
    let setup = Setup::solo("tutorial-1", &TEAM, None);
    let mut sc = Scenario::new(&setup).expect("the tutorial sets up");
    for (surv, zone) in PLACES {
        sc.place(surv, zone).expect("survivor and zone exist");
    }
    for (a, b) in DOORS {
        sc.door(a, b, true).expect("door exists");
    }
    for (zone, kind, n) in HORDE {
        sc.zombies(zone, kind, n).expect("zone exists");
    }
    for zone in ["st1", "st8", "st11"] {
        sc.noise(zone, 2).expect("zone exists");
    }
    sc.zombies_phase();
    sc.game
}

/// Plays from inside a zombies' phase to the next seat's decision of the
/// players' phase (or the end of the game); returns the actions taken.
/// `events` collects the phase's events when `keep` is set.
fn finish_phase(
    game: &mut RueMorgue,
    rng: &mut HordeRng,
    buf: &mut Vec<(Action, u32)>,
    moves: &mut Vec<Action>,
    events: &mut Vec<Event>,
    keep: bool,
) -> u32 {
    let mut steps = 0;
    loop {
        let action = match game.decision() {
            Decision::Terminal => return steps,
            Decision::Chance => {
                buf.clear();
                game.chance_outcomes(buf);
                buf[rng.weighted(buf).expect("chance has outcomes")].0
            }
            Decision::Seat(_) if game.state().phase == Phase::Players => return steps,
            Decision::Seat(_) => {
                moves.clear();
                game.legal_actions(moves);
                moves[0]
            }
        };
        game.apply_unchecked(action, events);
        if !keep {
            events.clear();
        }
        steps += 1;
    }
}

fn zombies_phase(c: &mut Criterion) {
    let start = crowded();
    let (mut buf, mut moves, mut events) = (Vec::new(), Vec::new(), Vec::new());
    // The board must keep the whole phase busy, or the figure means little.
    let mut probe = start.clone();
    finish_phase(&mut probe, &mut HordeRng::new(0, stream::TEST), &mut buf, &mut moves, &mut events, true);
    for (what, seen) in [
        ("attacks", events.iter().any(|e| matches!(e, Event::ZombiesAttacked { .. }))),
        ("moves", events.iter().filter(|e| matches!(e, Event::ZombiesMoved { .. })).count() >= 8),
        ("spawns", events.iter().any(|e| matches!(e, Event::ZombiesSpawned { .. }))),
    ] {
        assert!(seen, "the crowded zombies' phase has no {what}: {events:?}");
    }
    events.clear();
    let mut group = c.benchmark_group("rue-morgue/zombies_phase");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0;
    group.bench_function("crowded", |b| {
        b.iter_batched_ref(
            || {
                seed += 1;
                (start.clone(), HordeRng::new(seed, stream::TEST))
            },
            |(game, rng)| black_box(finish_phase(game, rng, &mut buf, &mut moves, &mut events, false)),
            BatchSize::SmallInput,
        );
    });
    group.finish();
}

criterion_group!(benches, zombies_phase);
criterion_main!(benches);
