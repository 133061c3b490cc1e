//! Criterion helpers for the rule systems' own benchmarks (feature `bench`).
//!
//! Each helper takes a [`Game`] and its setups, builds its inputs from
//! seeded random playouts (so numbers compare from run to run and across
//! machines), and registers benchmarks named `<Game::ID>/<what>`, with
//! throughput in states, actions or playouts. In a game crate:
//!
//! ```ignore
//! // benches/main.rs, with `harness = false` and the `bench` feature of
//! // horde-testkit in dev-dependencies
//! fn rue_morgue(c: &mut criterion::Criterion) {
//!     let setups = [RueMorgueSetup::mission("m1")];
//!     horde_testkit::bench::bench_legal_actions::<RueMorgue>(c, &setups);
//!     horde_testkit::bench::bench_playout::<RueMorgue>(c, &setups);
//! }
//! criterion::criterion_group!(benches, rue_morgue);
//! criterion::criterion_main!(benches);
//! ```

use criterion::{BatchSize, Criterion, Throughput};
use horde_core::rng::stream;
use horde_core::{Decision, Game, HordeRng, SetupError};
use std::hint::black_box;

/// States sampled from the corpus of every helper, per setup.
const STATES_PER_SETUP: usize = 256;

/// Playouts cycled through by [`bench_playout`], per setup.
const PLAYOUTS_PER_SETUP: u64 = 8;

/// A playout that goes on this long is a bug the conformance suite reports.
const MAX_STEPS: usize = 1_000_000;

/// One random playout on the bare game, as bots and simulators run them:
/// chance drawn by weight, seats picking uniformly among legal actions,
/// `apply_unchecked`. Calls `visit` on every state before its action, and
/// returns the final state and the number of actions.
///
/// # Panics
/// When the match has no legal action at a live decision, or goes on for a
/// million actions: run the conformance suite.
pub fn random_playout<G: Game>(
    setup: &G::Setup,
    seed: u64,
    mut visit: impl FnMut(&G),
) -> Result<(G, usize), SetupError> {
    let mut state = G::new(setup)?;
    let mut rng = HordeRng::new(seed, stream::TEST);
    let mut legal = Vec::new();
    let mut chance = Vec::new();
    let mut events = Vec::new();
    for step in 0..MAX_STEPS {
        let action = match state.decision() {
            Decision::Terminal => return Ok((state, step)),
            Decision::Chance => {
                chance.clear();
                state.chance_outcomes(&mut chance);
                let i = rng.weighted(&chance).unwrap_or_else(|| panic!("{}: chance without outcomes", G::ID));
                chance[i].0
            }
            Decision::Seat(_) => {
                legal.clear();
                state.legal_actions(&mut legal);
                assert!(!legal.is_empty(), "{}: no legal action at a live decision", G::ID);
                legal[rng.below(legal.len() as u32) as usize]
            }
        };
        visit(&state);
        state.apply_unchecked(action, &mut events);
        events.clear();
    }
    panic!("{}: a random playout did not end within {MAX_STEPS} actions", G::ID)
}

/// About `per_setup` states from each setup, spread evenly over seeded
/// random playouts from start to end.
///
/// # Panics
/// When a setup is refused.
pub fn sample_states<G: Game>(setups: &[G::Setup], seed: u64, per_setup: usize) -> Vec<G> {
    let mut out = Vec::new();
    for (i, setup) in setups.iter().enumerate() {
        let mut visited = Vec::new();
        let mut k = 0;
        while visited.len() < per_setup {
            let playout_seed = HordeRng::derived(seed, stream::TEST, (i as u64) << 32 | k).next_u64();
            let (last, _) = random_playout::<G>(setup, playout_seed, |s| visited.push(s.clone()))
                .unwrap_or_else(|e| panic!("{}: setup #{i} refused: {e}", G::ID));
            visited.push(last);
            k += 1;
        }
        let stride = visited.len() as f64 / per_setup as f64;
        out.extend((0..per_setup).map(|j| visited[(j as f64 * stride) as usize].clone()));
    }
    out
}

/// Cloning states sampled from whole matches (search clones at every node).
pub fn bench_clone<G: Game>(c: &mut Criterion, setups: &[G::Setup]) {
    let states = sample_states::<G>(setups, 1, STATES_PER_SETUP);
    let mut group = c.benchmark_group(G::ID);
    group.throughput(Throughput::Elements(states.len() as u64));
    group.bench_function("clone", |b| {
        b.iter(|| {
            for s in &states {
                black_box(s.clone());
            }
        });
    });
    group.finish();
}

/// Listing the legal actions of sampled states, into a reused buffer.
pub fn bench_legal_actions<G: Game>(c: &mut Criterion, setups: &[G::Setup]) {
    let states = sample_states::<G>(setups, 2, STATES_PER_SETUP);
    let mut group = c.benchmark_group(G::ID);
    group.throughput(Throughput::Elements(states.len() as u64));
    let mut out = Vec::new();
    group.bench_function("legal_actions", |b| {
        b.iter(|| {
            for s in &states {
                out.clear();
                black_box(s).legal_actions(&mut out);
                black_box(&out);
            }
        });
    });
    group.finish();
}

/// `apply` (validating, as a server calls it) and `apply_unchecked` (as
/// search calls it) of one random legal action on each sampled live state.
/// Cloning the inputs is outside the measurement.
pub fn bench_apply<G: Game>(c: &mut Criterion, setups: &[G::Setup]) {
    let mut rng = HordeRng::new(3, stream::TEST);
    let mut legal = Vec::new();
    let pairs: Vec<(G, G::Action)> = sample_states::<G>(setups, 3, STATES_PER_SETUP)
        .into_iter()
        .filter_map(|s| {
            legal.clear();
            s.legal_actions(&mut legal);
            let a = *legal.get(rng.below(legal.len().max(1) as u32) as usize)?;
            Some((s, a))
        })
        .collect();
    let mut group = c.benchmark_group(G::ID);
    group.throughput(Throughput::Elements(pairs.len() as u64));
    let mut events = Vec::new();
    group.bench_function("apply", |b| {
        b.iter_batched_ref(
            || pairs.clone(),
            |pairs| {
                for (s, a) in pairs.iter_mut() {
                    black_box(s.apply(*a, &mut events)).ok();
                    events.clear();
                }
            },
            BatchSize::LargeInput,
        );
    });
    group.bench_function("apply_unchecked", |b| {
        b.iter_batched_ref(
            || pairs.clone(),
            |pairs| {
                for (s, a) in pairs.iter_mut() {
                    s.apply_unchecked(*a, &mut events);
                    events.clear();
                }
                black_box(pairs);
            },
            BatchSize::LargeInput,
        );
    });
    group.finish();
}

/// Whole random playouts (see [`random_playout`]), cycling through a fixed
/// set of seeds per setup so that every run plays the same matches.
pub fn bench_playout<G: Game>(c: &mut Criterion, setups: &[G::Setup]) {
    let runs: Vec<(&G::Setup, u64)> =
        setups.iter().flat_map(|s| (0..PLAYOUTS_PER_SETUP).map(move |k| (s, k))).collect();
    let mut group = c.benchmark_group(G::ID);
    group.throughput(Throughput::Elements(1));
    let mut next = 0;
    group.bench_function("playout", |b| {
        b.iter(|| {
            let (setup, seed) = runs[next % runs.len()];
            next += 1;
            let (state, steps) =
                random_playout::<G>(setup, seed, |_| {}).unwrap_or_else(|e| panic!("{}: setup refused: {e}", G::ID));
            black_box((state, steps))
        });
    });
    group.finish();
}
