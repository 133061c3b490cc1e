//! The engine: state, actions, events, views, the flow of the round and
//! one module per chapter of the specification.

pub mod action;
mod day;
pub mod event;
mod flow;
mod game;
pub mod map;
mod night;
pub mod setup;
mod shown;
pub mod state;
pub mod view;
