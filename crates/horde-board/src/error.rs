//! The one error type of the crate.
//!
//! Boards come from content files, so every malformed input is reported as
//! a value naming what is wrong, never as a panic.

use crate::zone::{EdgeId, ZoneId};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BoardError {
    /// More zones than a `u16` id and a `u16` distance can both describe.
    TooManyZones { count: usize },
    /// More edges than a `u16` id can name.
    TooManyEdges { count: usize },
    /// An edge names a zone that does not exist.
    ZoneOutOfRange { edge: EdgeId, zone: ZoneId, zones: usize },
    /// An edge joins a zone to itself.
    SelfLoop { edge: EdgeId, zone: ZoneId },
    /// Two edges join the same pair of zones (in either orientation).
    DuplicateEdge { first: EdgeId, second: EdgeId, a: ZoneId, b: ZoneId },
    /// A square grid must be at least 1x1 and its coordinates must fit `i16`.
    BadGridSize { w: u16, h: u16 },
    /// A hex map whose rows do not fit `i16` coordinates with a margin of one hex.
    BadHexMap(&'static str),
    /// The source at this position of the slice is not on the board.
    SourceNotOnBoard { position: usize },
    /// The node asked about is not on the board.
    NodeNotOnBoard,
    /// The topology has more nodes than a distance map can index.
    TooManyNodes { count: usize },
    /// A distance map filled for another board (or not filled at all).
    MapMismatch { map: usize, topology: usize },
    /// The operation needs unit steps, but the map was filled with step costs.
    WeightedMap,
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::TooManyZones { count } => {
                write!(f, "{count} zones: a zone graph holds at most {}", u16::MAX)
            }
            Self::TooManyEdges { count } => {
                write!(f, "{count} edges: a zone graph holds at most {}", usize::from(u16::MAX) + 1)
            }
            Self::ZoneOutOfRange { edge, zone, zones } => {
                write!(f, "edge {} names zone {}, but there are only {zones} zones", edge.0, zone.0)
            }
            Self::SelfLoop { edge, zone } => write!(f, "edge {} joins zone {} to itself", edge.0, zone.0),
            Self::DuplicateEdge { first, second, a, b } => {
                write!(f, "edges {} and {} both join zones {} and {}", first.0, second.0, a.0, b.0)
            }
            Self::BadGridSize { w, h } => {
                write!(f, "a {w}x{h} grid: each side must be 1..={}", i16::MAX)
            }
            Self::BadHexMap(why) => write!(f, "bad hex map: {why}"),
            Self::SourceNotOnBoard { position } => write!(f, "source #{position} is not on the board"),
            Self::NodeNotOnBoard => f.write_str("the node is not on the board"),
            Self::TooManyNodes { count } => write!(f, "{count} nodes: a distance map indexes at most {}", u32::MAX),
            Self::MapMismatch { map, topology } => {
                write!(f, "the distance map covers {map} nodes but the board has {topology}")
            }
            Self::WeightedMap => f.write_str("this needs a map filled by BFS, not by step costs"),
        }
    }
}

impl std::error::Error for BoardError {}
