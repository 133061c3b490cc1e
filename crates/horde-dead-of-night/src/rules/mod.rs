//! The engine, one module per chapter of the specification.

pub mod action;
mod combat;
mod end;
pub mod event;
mod fire;
mod flow;
mod game;
mod geom;
mod items;
mod movement;
mod objects;
mod pvp;
mod ranged;
mod search;
pub mod setup;
pub mod state;
mod turn;
pub mod view;
mod zombies;
