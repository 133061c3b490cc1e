//! Horde in the terminal: `horde play` and the interactive `horde replay`.
//!
//! The screen is generic over [`TuiGame`], the few things a rule system
//! must say about itself to be drawn and played (its board, card panel,
//! action and event texts); `rue_morgue` and `grid_siege` implement it. The match itself is
//! the core driver (`horde_core::Match`): legality, chance, undo and save
//! files all come from there, so the terminal can never play a different
//! game than the engine.
//!
//! Module map: `app` (state and key handling, no terminal), `ui` (drawing),
//! `terminal` (the loop), `play` and `replay` (the two commands),
//! `session` (match, seats, bots), `bot`, `i18n` (Fluent, ru/en).

pub mod app;
pub mod bot;
pub mod clock;
pub mod game_ui;
pub mod games;
pub mod i18n;
pub mod play;
pub mod replay;
pub mod session;
pub mod terminal;
pub mod ui;

pub use app::App;
pub use game_ui::TuiGame;
pub use horde_rules::tr;
pub use i18n::{Lang, Tr};
pub use play::{PlayOptions, PlayReport, build, play};
pub use replay::{ReplayApp, replay};
pub use session::Session;
