//! The engine, one module per chapter of the specification.

pub mod action;
mod barricades;
mod combat;
mod combine;
mod crash;
mod damage;
mod end;
pub mod event;
mod explosives;
mod fire;
mod flow;
mod game;
mod generator;
pub(crate) mod geom;
mod interrupts;
mod items;
mod movement;
mod objects;
mod pvp;
pub(crate) mod ranged;
mod search;
pub mod setup;
pub mod state;
mod turn;
mod vehicles;
pub mod view;
mod zombies;
