//! The engine: the state machine of a Grid Siege match, one module per
//! part of the rules (the crate's template: state, action, event, view,
//! flow, then one module per chapter of the specification).

pub(crate) mod action;
pub(crate) mod barricade;
pub(crate) mod combat;
pub(crate) mod event;
pub(crate) mod flow;
pub(crate) mod game;
pub(crate) mod geom;
pub(crate) mod human;
pub(crate) mod los;
pub(crate) mod setup;
pub(crate) mod state;
pub(crate) mod view;
pub(crate) mod zombies;
