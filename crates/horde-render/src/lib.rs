//! Schematic pictures of game maps.
//!
//! Renderers take a [`RenderModel`]: the static map of a mission
//! ([`MapModel`]: zones on a grid of cells, how touching zones are joined,
//! tokens printed on the map) and, for a game in progress, an optional
//! [`Overlay`] (survivors, zombies by kind with counts, noise, open doors,
//! taken objectives). A rule system's adapter fills the map model
//! ([`rue_morgue`]); a front end builds the overlay from one seat's view,
//! never from the engine's full state. [`svg::render_svg`] draws for the
//! browser and the docs, [`text::render_text`] for terminals.
//!
//! The other rule systems' boards (Grid Siege's squares, All Things
//! Zombie's hexes, Z-Game's locations, Dead of Night's room cards) are
//! drawn straight from a seat's view by their own modules, each with the
//! side-panel cards of its page under [`page`].
//!
//! No I/O: renderers return strings.

pub mod all_things_zombie;
pub mod dead_of_night;
pub mod geometry;
pub mod grid_siege;
pub mod model;
pub mod page;
mod pen;
pub mod pictures;
pub mod placement;
pub mod rue_morgue;
pub mod svg;
mod tenths;
pub mod text;
pub mod words;
pub mod z_game;

pub use model::{
    Area, Boundary, BoundaryKind, Helicopter, MapModel, Overlay, Piece, RenderModel, TileMark, Tint, ZombieStack,
    ZoneModel, survivor_key, zombies_key,
};
pub use page::{Card, Cell, Mark, Page, Row, Tone};
pub use pictures::{MapPicture, MapRequest, MissionRef, Picture, PictureFn, dispatch_picture, with_picture};
pub use svg::{SvgStyle, render_svg, render_svg_base, render_svg_in, render_svg_top};
pub use text::{render_text, render_text_in};
pub use words::Language;
