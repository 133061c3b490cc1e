//! The engine: the state machine of All Things Zombie, one module per
//! part of the rules.

mod ability;
pub mod action;
mod charge;
mod combat;
pub mod event;
mod firefight;
mod flow;
mod game;
mod items;
mod los;
mod react;
mod reroll;
mod start;
pub mod state;
mod survivors;
mod turn;
pub mod view;
mod zombies;
