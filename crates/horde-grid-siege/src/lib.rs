//! Grid Siege (seed 001): a square-grid zombie survival game of one Zombie
//! Player against the Human Players, as a `horde-core` rule system.
//!
//! Rule IDs (`GS-...`) refer to the English specification of the seed;
//! the rulings this engine adopts are listed in the rulings document.
//!
//! - Seat 0 is the Zombie Player, whose hand of zombie cards is hidden from
//!   the humans; seats 1.. are the Human Players.
//! - Chance is a seat: every die is an [`Action::Die`], every card drawn an
//!   action naming the card, weighted by the copies left.
//! - Content (map, things, decks, characters) is TOML embedded in the crate,
//!   see [`content`].
//! - [`scenario`] builds positions for tests and scenario files.

mod action;
mod barricade;
pub mod bot;
mod combat;
pub mod content;
mod event;
mod flow;
mod game;
mod geom;
mod human;
mod los;
pub mod scenario;
mod setup;
pub mod sim;
mod state;
mod system;
pub mod texts;
mod view;
mod zombies;

pub use action::Action;
pub use combat::{Profile, PushOption};
pub use event::{Event, Roll};
pub use geom::{Dir, Edge, Pos};
pub use human::MoveOption;
pub use setup::{CharacterDeal, MAX_HUMANS, Options, Placement, Setup};
pub use state::{
    AttackCtx, BARRICADE_TOKENS, BlastCtx, Ended, GridSiege, Human, Life, Pass, Pending, Project, SLOTS, Turn, UseCtx,
    UseKind, ZOMBIE_SEAT, Zombie,
};
pub use view::{HumanView, TurnView, View};
