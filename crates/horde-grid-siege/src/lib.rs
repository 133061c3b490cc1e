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
//! - [`position`] builds positions for tests; [`scenario`] reads them from
//!   scenario files.

pub mod at_hand;
pub mod bot;
pub mod content;
mod explain;
mod observe;
pub mod position;
mod rules;
pub mod scenario;
pub mod sim;
mod system;
pub mod texts;

pub use rules::action::Action;
pub use rules::combat::{Profile, PushOption};
pub use rules::event::{Event, Roll};
pub use rules::geom::{Dir, Edge, Pos};
pub use rules::human::MoveOption;
pub use rules::setup::{CharacterDeal, MAX_HUMANS, Options, Placement, Setup};
pub use rules::state::{
    AttackCtx, BARRICADE_TOKENS, BlastCtx, DESTROYED_WALL_MARKERS, Ended, GridSiege, Human, Life, Pass, Pending,
    Project, SLOTS, Turn, UseCtx, UseKind, ZOMBIE_SEAT, Zombie,
};
pub use rules::view::{HumanView, TurnView, View};
