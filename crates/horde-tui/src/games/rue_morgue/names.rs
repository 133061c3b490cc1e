//! Names of Rue Morgue's pieces in the player's language: the rule
//! crate's (`horde_rue_morgue::texts::names`), plus the terminal's colours.

pub use horde_rue_morgue::texts::names::*;

pub fn level_color(level: u8) -> ratatui::style::Color {
    use ratatui::style::Color as C;
    match level {
        0 => C::LightBlue,
        1 => C::Yellow,
        2 => C::Rgb(255, 140, 0),
        _ => C::LightRed,
    }
}
