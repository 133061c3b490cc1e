//! The hot loop of a random playout allocates nothing: listing the
//! actions of the decisions every turn comes through (the turn's actions,
//! the steps of a Move, the windows of Flee! and Do it now!, the choice
//! between zombie steps, the pushes of a combat or a shot) and the chance
//! outcomes of a die. A global
//! counting allocator counts every allocation of this binary, which has no
//! test harness so that no other thread allocates while it counts.

use horde_core::rng::stream;
use horde_core::{Decision, Game, HordeRng, Viewer};
use horde_dead_of_night::{Action, DeadOfNight, Setup, Step};
use horde_testkit::bench::random_playout;
use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};
use std::alloc::System;

#[global_allocator]
static COUNTING: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

/// Playouts per player count.
const SEEDS: u64 = 8;

/// Allocations made while `f` runs.
fn allocations(f: impl FnOnce()) -> usize {
    let region = Region::new(COUNTING);
    f();
    let change = region.change();
    change.allocations + change.reallocations
}

/// The decision `state` waits for.
fn step(state: &DeadOfNight) -> Option<Step> {
    state.view(Viewer::Spectator).step
}

/// The decisions whose listing must not allocate: those of every turn.
fn hot(step: Step) -> bool {
    matches!(
        step,
        Step::Actions
            | Step::Moving { .. }
            | Step::Respond { .. }
            | Step::ZombieChoice
            | Step::Push { .. }
            | Step::PushAway { .. }
            | Step::Help { .. }
            | Step::FreeSearch { .. }
    )
}

/// The chance decisions that are one die.
fn die(step: Step) -> bool {
    !matches!(step, Step::ChooseFirst | Step::StartItem { .. } | Step::Draw | Step::Reveal { .. })
}

fn main() {
    // The content and each scenario's tables are made once, on first use.
    random_playout::<DeadOfNight>(&Setup::default(), 0, |_| {}).expect("the house sets up");
    let mut listed = 0;
    let mut offending = Vec::new();
    for players in [1, 2, 4, 6] {
        let setup = Setup { scenario: "house".to_owned(), players, infection: false };
        for seed in 0..SEEDS {
            let mut state = DeadOfNight::new(&setup).expect("the house sets up");
            let mut rng = HordeRng::new(seed, stream::TEST);
            // Room for any listing, so that growing the buffers is not counted.
            let mut legal: Vec<Action> = Vec::with_capacity(4096);
            let mut chance: Vec<(Action, u32)> = Vec::with_capacity(4096);
            let mut events = Vec::with_capacity(4096);
            loop {
                let action = match state.decision() {
                    Decision::Terminal => break,
                    Decision::Chance => {
                        chance.clear();
                        let at = step(&state).expect("a chance decision has a step");
                        let made = allocations(|| state.chance_outcomes(&mut chance));
                        if die(at) && made > 0 {
                            offending.push(format!("{players} players, seed {seed}: {made} at {at:?}"));
                        }
                        chance[rng.weighted(&chance).expect("chance has outcomes")].0
                    }
                    Decision::Seat(_) => {
                        legal.clear();
                        let at = step(&state).expect("a seat's decision has a step");
                        let made = allocations(|| state.legal_actions(&mut legal));
                        if hot(at) {
                            listed += 1;
                            if made > 0 {
                                offending.push(format!("{players} players, seed {seed}: {made} listing {at:?}"));
                            }
                        }
                        legal[rng.below(legal.len() as u32) as usize]
                    }
                };
                state.apply_unchecked(action, &mut events);
                events.clear();
            }
        }
    }
    assert!(listed > 1_000, "only {listed} listings checked");
    assert!(offending.is_empty(), "{} listings allocated:\n{}", offending.len(), offending.join("\n"));
    println!(
        "allocations: {listed} listings of the turn, its moves, windows, zombie choices and pushes allocated nothing"
    );
}
