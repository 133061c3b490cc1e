//! From a rule-system id to the concrete game type, for the games that
//! have a terminal board.
//!
//! `horde_games::dispatch` cannot be used directly: its callback is generic
//! over any rule system, while the screen needs [`TuiGame`] too, which only
//! some rule systems implement. So this keeps a parallel list, checked
//! against the registry so that an unknown id gets the registry's message.

use crate::game_ui::TuiGame;

/// Generic code to run for one playable rule system.
pub trait TuiFn {
    type Output;
    fn call<G: TuiGame>(self) -> Self::Output;
}

/// Runs `f` with the rule system `id`, or says why it cannot.
pub fn dispatch<F: TuiFn>(id: &str, f: F) -> Result<F::Output, String> {
    <horde_games::Standard as horde_games::Registry>::find(id).map_err(|e| e.to_string())?;
    match id {
        "rue-morgue" => Ok(f.call::<horde_rue_morgue::RueMorgue>()),
        "grid-siege" => Ok(f.call::<horde_grid_siege::GridSiege>()),
        other => Err(format!("{other} has no terminal board yet; playable here: rue-morgue, grid-siege")),
    }
}
