//! A match's chat: what a seat may say (length, characters, rate), before
//! the match's actor stores the line and hands it to every viewer.

use crate::error::ApiError;
use crate::ratelimit::{ClientLimiter, Rate};
use horde_core::Seat;

/// The longest line, in characters.
pub const MAX_CHAT_CHARS: usize = 500;

/// Lines a page loads: the latest this many.
pub(crate) const CHAT_SHOWN: u32 = 200;

/// Lines one seat may send at once, then one per this many seconds:
/// enough to talk, too few to flood the table.
const CHAT_BURST: f64 = 5.0;
const CHAT_EVERY_SECONDS: f64 = 3.0;

/// One bucket per seat, kept by the match's actor, so a player gains
/// nothing from many sockets or addresses.
pub(crate) type ChatLimiter = ClientLimiter<Seat>;

pub(crate) fn limiter() -> ChatLimiter {
    ClientLimiter::new(Rate { burst: CHAT_BURST, per_second: 1.0 / CHAT_EVERY_SECONDS })
}

/// The line to store from what a player typed: trimmed; refused when
/// blank, too long, or holding control characters other than line
/// breaks. Pages show it as text, never as markup.
pub(crate) fn chat_line(typed: &str) -> Result<String, ApiError> {
    let line = crate::names::typed_text(typed, "a chat line", MAX_CHAT_CHARS, true)?;
    if line.is_empty() {
        return Err(ApiError::BadRequest("say something".into()));
    }
    Ok(line.to_owned())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn lines_are_trimmed_and_bounded() {
        assert_eq!(chat_line("  привет \n").unwrap(), "привет");
        assert_eq!(chat_line("<script>x</script>").unwrap(), "<script>x</script>");
        assert!(chat_line(" ").is_err());
        assert!(chat_line(&"я".repeat(MAX_CHAT_CHARS)).is_ok());
        assert!(chat_line(&"я".repeat(MAX_CHAT_CHARS + 1)).is_err());
        assert!(chat_line("a\u{7}b").is_err());
        assert!(chat_line("two\nlines").is_ok());
    }
}
