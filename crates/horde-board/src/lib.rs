//! Board topologies and the algorithms every rule system shares.
//!
//! - [`ZoneGraph`]: zones joined by edges ([`zone`]);
//! - [`SquareGrid`]: squares joined to their orthogonal neighbours ([`square`]);
//! - [`HexMap`]: bounded hex boards ([`hex`]);
//! - [`Topology`], [`DistanceMap`], [`first_steps`]: distances and
//!   shortest routes on any of them ([`path`]);
//! - [`square::line_of_sight()`], [`hex::line()`] and [`hex::line_of_sight()`].
//!
//! Users today: Grid Siege (the square grid, Dijkstra distances, line of
//! fire) and Rue Morgue's routing benchmark (the zone graph, BFS, first
//! steps; Rue Morgue itself routes on its own 64-zone arrays, see
//! `docs/performance.md`). Nothing uses the hex maps yet: they are kept,
//! complete, for the hex-map game to come (All Things Zombie).
//!
//! Everything is deterministic: no hashing containers, no floating point,
//! no clock; results that list several nodes are sorted, and ties are
//! broken by a documented rule.
//!
//! ```
//! use horde_board::{DistanceMap, EdgeId, ZoneGraph, ZoneId, first_steps};
//!
//! // A ring of four zones: 0 - 1 - 2 - 3 - 0. From zone 2, the noise in
//! // zone 0 is two steps away by either side, so a group there splits.
//! let z = ZoneId;
//! let g = ZoneGraph::new(4, &[(z(0), z(1)), (z(1), z(2)), (z(2), z(3)), (z(3), z(0))])?;
//! let mut map = DistanceMap::new();
//! map.fill_bfs(&g, &[z(0)], |_, _, _| true)?;
//! assert_eq!(map.distance(&g, z(2)), Some(2));
//!
//! let mut steps = Vec::new();
//! first_steps(&g, z(2), &map, |_, _, _| true, &mut steps)?;
//! assert_eq!(steps, [z(1), z(3)]);
//!
//! // A closed door on the edge 1-2 leaves a single route.
//! let closed = g.edge_between(z(1), z(2));
//! let open = |_: ZoneId, _: ZoneId, e: EdgeId| Some(e) != closed;
//! map.fill_bfs(&g, &[z(0)], open)?;
//! first_steps(&g, z(2), &map, open, &mut steps)?;
//! assert_eq!(steps, [z(3)]);
//! # Ok::<(), horde_board::BoardError>(())
//! ```

mod error;
pub mod hex;
pub mod path;
pub mod square;
pub mod zone;

pub use error::BoardError;
pub use hex::{Hex, HexDir, HexMap};
pub use path::{DistanceMap, Topology, UNREACHABLE, first_steps};
pub use square::{Dir, Sq, SquareGrid};
pub use zone::{EdgeId, ZoneGraph, ZoneId};
