//! Players' names: chosen by whoever joins a seat, so checked here before
//! they reach the store or another player's page.

use crate::error::ApiError;

/// The longest name, in characters: long enough for a first name and a
/// surname, short enough for a seat's row on a phone.
pub const MAX_NAME_CHARS: usize = 32;

/// The name to store from what a joining player typed: trimmed, `None`
/// when blank (pages then say "Player N" in their own language). Refused
/// when too long or holding control characters, which no page could show
/// as typed. Pages put names in as text, never as markup.
pub(crate) fn player_name(typed: &str) -> Result<Option<String>, ApiError> {
    let name = typed_text(typed, "a name", MAX_NAME_CHARS, false)?;
    Ok((!name.is_empty()).then(|| name.to_owned()))
}

/// What a player typed, trimmed: refused (naming `what`) when longer than
/// `max` characters or holding control characters, line breaks excepted
/// where `lines` allows them. Shared by names and chat lines.
pub(crate) fn typed_text<'a>(typed: &'a str, what: &str, max: usize, lines: bool) -> Result<&'a str, ApiError> {
    let text = typed.trim();
    if text.chars().count() > max {
        return Err(ApiError::BadRequest(format!("{what} has at most {max} characters")));
    }
    if text.chars().any(|c| c.is_control() && !(lines && c == '\n')) {
        return Err(ApiError::BadRequest(format!("{what} cannot hold control characters")));
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn names_are_trimmed_and_blank_is_none() {
        assert_eq!(player_name("  Анна  ").unwrap().as_deref(), Some("Анна"));
        assert_eq!(player_name(" \t ").unwrap(), None);
        assert_eq!(player_name("<b>Ann</b>").unwrap().as_deref(), Some("<b>Ann</b>"));
    }

    #[test]
    fn long_names_and_control_characters_are_refused() {
        let longest = "я".repeat(MAX_NAME_CHARS);
        assert_eq!(player_name(&longest).unwrap().as_deref(), Some(longest.as_str()));
        assert!(player_name(&format!("{longest}я")).is_err());
        assert!(player_name("Ann\nBob").is_err());
        assert!(player_name("Ann\u{0}").is_err());
    }
}
