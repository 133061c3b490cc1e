//! Zone graphs: the boards of zone games, where any two zones sharing an
//! edge (RM-MOVE-1) are joined, and doors or openings live on those joins.

use crate::error::BoardError;
use crate::path::Topology;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A zone, numbered densely from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ZoneId(pub u16);

/// A join between two zones, numbered in the order the edges were given,
/// so that content (a door on edge 7) can refer to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct EdgeId(pub u16);

impl ZoneId {
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl EdgeId {
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for ZoneId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Z{}", self.0)
    }
}

impl fmt::Display for EdgeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "E{}", self.0)
    }
}

/// An undirected graph of zones in compressed sparse rows: one slice of
/// neighbours per zone, sorted by zone id, each with the joining edge.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ZoneGraph {
    /// `adj[starts[z]..starts[z + 1]]` are the neighbours of zone `z`.
    starts: Vec<u32>,
    adj: Vec<(ZoneId, EdgeId)>,
}

impl ZoneGraph {
    /// A graph of `zones` zones joined by `edges`; edge `i` gets `EdgeId(i)`.
    ///
    /// The limit of `u16::MAX` zones (not `u16::MAX + 1`) keeps every path
    /// length below [`crate::UNREACHABLE`].
    pub fn new(zones: usize, edges: &[(ZoneId, ZoneId)]) -> Result<Self, BoardError> {
        if zones > usize::from(u16::MAX) {
            return Err(BoardError::TooManyZones { count: zones });
        }
        if edges.len() > usize::from(u16::MAX) + 1 {
            return Err(BoardError::TooManyEdges { count: edges.len() });
        }
        let mut half: Vec<(ZoneId, ZoneId, EdgeId)> = Vec::with_capacity(edges.len() * 2);
        for (i, &(a, b)) in edges.iter().enumerate() {
            let edge = EdgeId(i as u16);
            for z in [a, b] {
                if z.index() >= zones {
                    return Err(BoardError::ZoneOutOfRange { edge, zone: z, zones });
                }
            }
            if a == b {
                return Err(BoardError::SelfLoop { edge, zone: a });
            }
            half.push((a, b, edge));
            half.push((b, a, edge));
        }
        // Sorting by (zone, neighbour, edge) both builds the rows and puts
        // duplicates side by side; reporting the first such pair in this
        // order makes the error the same whatever the input order.
        half.sort_unstable();
        if let Some(w) = half.windows(2).find(|w| w[0].0 == w[1].0 && w[0].1 == w[1].1) {
            let (a, b) = (w[0].0.min(w[0].1), w[0].0.max(w[0].1));
            return Err(BoardError::DuplicateEdge { first: w[0].2, second: w[1].2, a, b });
        }
        let mut starts = vec![0u32; zones + 1];
        for &(z, _, _) in &half {
            starts[z.index() + 1] += 1;
        }
        for i in 0..zones {
            starts[i + 1] += starts[i];
        }
        let adj = half.into_iter().map(|(_, n, e)| (n, e)).collect();
        Ok(Self { starts, adj })
    }

    /// Number of zones.
    fn len(&self) -> usize {
        self.starts.len() - 1
    }

    /// Neighbours of `z`, ascending by zone id; empty for a zone not in the graph.
    fn neighbors(&self, z: ZoneId) -> &[(ZoneId, EdgeId)] {
        let i = z.index();
        if i >= self.len() {
            return &[];
        }
        &self.adj[self.starts[i] as usize..self.starts[i + 1] as usize]
    }

    /// The edge joining `a` and `b`, in either orientation.
    pub fn edge_between(&self, a: ZoneId, b: ZoneId) -> Option<EdgeId> {
        let row = self.neighbors(a);
        row.binary_search_by_key(&b, |&(n, _)| n).ok().map(|i| row[i].1)
    }
}

impl Topology for ZoneGraph {
    type Node = ZoneId;
    type Edge = EdgeId;

    fn node_count(&self) -> usize {
        self.len()
    }

    fn index_of(&self, node: ZoneId) -> Option<usize> {
        (node.index() < self.len()).then_some(node.index())
    }

    fn node_at(&self, index: usize) -> ZoneId {
        ZoneId(index as u16)
    }

    fn for_each_neighbor(&self, node: ZoneId, mut f: impl FnMut(ZoneId, usize, EdgeId)) {
        for &(n, e) in self.neighbors(node) {
            f(n, n.index(), e);
        }
    }

    fn reverse(&self, edge: EdgeId) -> EdgeId {
        edge
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn z(i: u16) -> ZoneId {
        ZoneId(i)
    }

    #[test]
    fn rows_sorted_with_edge_ids_in_input_order() {
        let g = ZoneGraph::new(4, &[(z(2), z(0)), (z(0), z(1)), (z(3), z(0))]).unwrap();
        assert_eq!(g.len(), 4);
        assert_eq!(g.neighbors(z(0)), &[(z(1), EdgeId(1)), (z(2), EdgeId(0)), (z(3), EdgeId(2))]);
        assert_eq!(g.neighbors(z(2)), &[(z(0), EdgeId(0))]);
        assert_eq!(g.neighbors(z(9)), &[]);
        assert_eq!(g.edge_between(z(0), z(3)), Some(EdgeId(2)));
        assert_eq!(g.edge_between(z(3), z(0)), Some(EdgeId(2)));
        assert_eq!(g.edge_between(z(1), z(2)), None);
        assert_eq!(g.edge_between(z(7), z(2)), None);
    }

    #[test]
    fn rejects_bad_edges() {
        assert_eq!(
            ZoneGraph::new(2, &[(z(0), z(1)), (z(1), z(2))]),
            Err(BoardError::ZoneOutOfRange { edge: EdgeId(1), zone: z(2), zones: 2 })
        );
        assert_eq!(ZoneGraph::new(2, &[(z(1), z(1))]), Err(BoardError::SelfLoop { edge: EdgeId(0), zone: z(1) }));
        let dup = ZoneGraph::new(3, &[(z(0), z(1)), (z(1), z(2)), (z(2), z(1))]);
        assert_eq!(dup, Err(BoardError::DuplicateEdge { first: EdgeId(1), second: EdgeId(2), a: z(1), b: z(2) }));
        let msg = dup.unwrap_err().to_string();
        assert_eq!(msg, "edges 1 and 2 both join zones 1 and 2");
        assert_eq!(ZoneGraph::new(70_000, &[]).unwrap_err(), BoardError::TooManyZones { count: 70_000 });
    }

    #[test]
    fn empty_and_isolated() {
        let g = ZoneGraph::new(0, &[]).unwrap();
        assert_eq!(g.len(), 0);
        let g = ZoneGraph::new(3, &[]).unwrap();
        assert_eq!(g.len(), 3);
        assert!(g.neighbors(z(1)).is_empty());
    }

    #[test]
    fn ids_serialize_as_plain_numbers() {
        assert_eq!(serde_json::to_string(&(z(3), EdgeId(5))).unwrap(), "[3,5]");
        assert_eq!(serde_json::from_str::<ZoneId>("12").unwrap(), z(12));
    }
}
