//! The one clock of the terminal: it paces animations and never touches
//! the rules (the workspace bans clocks in rules code, hence the allow).

use std::time::Instant;

#[allow(clippy::disallowed_methods)]
pub fn now() -> Instant {
    Instant::now()
}
