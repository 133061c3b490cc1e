//! From a rule-system id (typed by a user, read from a save file) to the
//! concrete game type.

use crate::{RuleSystem, Simulated, UnknownGame};

/// Generic code to run for one rule system, chosen at run time by id.
pub trait GameFn {
    type Output;
    fn call<G>(self) -> Self::Output
    where
        G: RuleSystem + Send + Sync + 'static,
        G::Setup: Send + Sync,
        G::Action: Send + Sync,
        G::Event: Send + Sync;
}

/// Runs `f` with the rule system whose id is `id`.
pub fn dispatch<F: GameFn>(id: &str, f: F) -> Result<F::Output, UnknownGame> {
    // One arm per rule system; keep in step with `REGISTRY`.
    match id {
        "rue-morgue" => Ok(f.call::<horde_rue_morgue::RueMorgue>()),
        "grid-siege" => Ok(f.call::<horde_grid_siege::GridSiege>()),
        _ => Err(crate::registry::unknown_game(id)),
    }
}

/// Generic code that simulates or plays bots, for one rule system chosen
/// at run time by id.
pub trait SimFn {
    type Output;
    fn call<G>(self) -> Self::Output
    where
        G: Simulated + Send + Sync + 'static,
        G::Setup: Send + Sync,
        G::Action: Send + Sync,
        G::Event: Send + Sync;
}

/// Runs `f` with the rule system whose id is `id` (every registered rule
/// system can be simulated).
pub fn dispatch_sim<F: SimFn>(id: &str, f: F) -> Result<F::Output, UnknownGame> {
    // One arm per rule system; keep in step with `dispatch`.
    match id {
        "rue-morgue" => Ok(f.call::<horde_rue_morgue::RueMorgue>()),
        "grid-siege" => Ok(f.call::<horde_grid_siege::GridSiege>()),
        _ => Err(crate::registry::unknown_game(id)),
    }
}
