//! From a rule-system id to the type the terminal plays: the rule
//! system's own terminal folder when it has one, [`Plain`] otherwise.
//!
//! The registry gives the concrete game type; the folders below are the
//! only place that names a game, one line each (the folder's `mod` line).

use crate::game_ui::TuiGame;
use horde_rules::{GameFn, Plain, Registry, RuleSystem};
use std::any::TypeId;

/// Generic code to run for one playable rule system.
pub trait TuiFn {
    type Output;
    fn call<G: TuiGame>(self) -> Self::Output;
}

/// Runs `f` with rule system `id` of registry `R`, or says why it cannot.
pub fn dispatch<R: Registry, F: TuiFn>(id: &str, f: F) -> Result<F::Output, String> {
    R::dispatch(id, Select(f)).map_err(|e| e.to_string())
}

struct Select<F>(F);

/// The terminal folders, one per rule system that has one: each line
/// declares the folder and makes the selection below try its type.
macro_rules! folders {
    ($($folder:ident => $game:ty),* $(,)?) => {
        $(pub mod $folder;)*

        impl<F: TuiFn> GameFn for Select<F> {
            type Output = F::Output;
            fn call<G: RuleSystem>(self) -> F::Output {
                $(if TypeId::of::<G>() == TypeId::of::<$game>() {
                    return self.0.call::<$game>();
                })*
                self.0.call::<Plain<G>>()
            }
        }

        /// The catalogues of the rule systems with a terminal folder,
        /// whose board painters and cards name pieces with them.
        pub fn catalogues() -> Vec<&'static horde_rules::Texts> {
            vec![$(<$game as RuleSystem>::texts()),*]
        }
    };
}

pub mod plain;

folders! {
    rue_morgue => horde_rue_morgue::RueMorgue,
    grid_siege => horde_grid_siege::GridSiege,
    z_game => horde_z_game::ZGame,
    dead_of_night => horde_dead_of_night::DeadOfNight,
    all_things_zombie => horde_all_things_zombie::Atz,
}
