//! Horde from Python. [`engine`] is a match of any registered rule system
//! as numbers (observations, action slots, masks, rewards), with no Python
//! in it, so the workspace builds and tests it like any crate; [`batch`]
//! steps many of them at once on threads; [`campaign`] runs the simulator
//! in chunks of games whose reports merge exactly. The `python` feature adds the
//! bindings (`horde._horde`) that python/ wraps as PettingZoo and
//! Gymnasium environments.

pub mod batch;
pub mod campaign;
pub mod engine;
#[cfg(feature = "python")]
mod python;
