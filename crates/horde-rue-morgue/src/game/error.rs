//! Why an action is refused: the rule that forbids it.

use horde_core::RuleViolation;
use std::fmt;

/// A refused action. `rule` is the specification's rule ID.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RmError {
    pub rule: &'static str,
    pub reason: String,
}

impl RmError {
    pub fn new(rule: &'static str, reason: impl Into<String>) -> Self {
        Self { rule, reason: reason.into() }
    }
}

impl fmt::Display for RmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.rule, self.reason)
    }
}

impl std::error::Error for RmError {}

impl RuleViolation for RmError {
    fn rule_id(&self) -> &'static str {
        self.rule
    }
}
