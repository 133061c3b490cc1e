//! Every rule system of this build, handed out as a type.
//!
//! Frontends that erase the concrete game type (the server's match
//! actors, the simulator) implement [`RuleSystemVisitor`] once; calling
//! [`visit_rule_systems`] then instantiates their generic code for every
//! rule system, so adding a rule system changes only this crate.

use crate::RuleSystem;

/// Generic code to run for each rule system. The bounds are what a
/// frontend needs to move a match between threads.
pub trait RuleSystemVisitor {
    fn visit<G>(&mut self)
    where
        G: RuleSystem + Send + Sync + 'static,
        G::Setup: Send + Sync,
        G::Action: Send + Sync,
        G::Event: Send + Sync;
}

/// Calls `visitor.visit::<G>()` for every rule system, in registry order.
/// Keep this list in step with [`crate::REGISTRY`].
pub fn visit_rule_systems(visitor: &mut impl RuleSystemVisitor) {
    // One line per rule system, e.g.
    // visitor.visit::<horde_rue_morgue::RueMorgue>();
    let _ = visitor;
}
