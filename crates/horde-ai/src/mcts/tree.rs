//! The search tree as an arena: nodes in one `Vec`, linked by index, and
//! their per-seat value sums in one flat `Vec<f64>`. Clearing keeps the
//! capacity, so after the first searches a search allocates nothing.

use horde_core::Actor;

/// "No node" in a link.
pub(crate) const NONE: u32 = u32::MAX;

/// One node: the history reached by taking `action` (by `actor`) from the
/// parent. Children form a linked list sorted by `(actor, action)`, which
/// lets the search match them against a sorted legal-action list in one
/// pass.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node<A> {
    pub action: A,
    pub actor: Actor,
    pub first_child: u32,
    pub next_sibling: u32,
    pub visits: u32,
    /// How many times this node's action was legal when its parent was
    /// visited (information-set UCB uses it instead of the parent's visits,
    /// since in a determinization some children may not exist).
    pub avail: u32,
}

#[derive(Clone, Debug)]
pub(crate) struct Tree<A> {
    nodes: Vec<Node<A>>,
    /// `sums[node * seats + seat]`: the total return of `seat` through `node`.
    sums: Vec<f64>,
    seats: usize,
}

impl<A: Copy + Ord> Tree<A> {
    pub fn new() -> Self {
        Self { nodes: Vec::new(), sums: Vec::new(), seats: 0 }
    }

    /// Empties the tree and makes a root (whose action and actor are
    /// placeholders, never read).
    pub fn reset(&mut self, seats: usize, placeholder: A, actor: Actor) {
        self.nodes.clear();
        self.sums.clear();
        self.seats = seats;
        self.push(placeholder, actor);
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn node(&self, i: u32) -> &Node<A> {
        &self.nodes[i as usize]
    }

    pub fn node_mut(&mut self, i: u32) -> &mut Node<A> {
        &mut self.nodes[i as usize]
    }

    /// The mean return of `seat` through node `i` (0 if never visited).
    pub fn mean(&self, i: u32, seat: usize) -> f64 {
        let n = &self.nodes[i as usize];
        if n.visits == 0 { 0.0 } else { self.sums[i as usize * self.seats + seat] / f64::from(n.visits) }
    }

    fn push(&mut self, action: A, actor: Actor) -> u32 {
        let i = self.nodes.len() as u32;
        self.nodes.push(Node { action, actor, first_child: NONE, next_sibling: NONE, visits: 0, avail: 0 });
        self.sums.resize(self.sums.len() + self.seats, 0.0);
        i
    }

    /// The child of `parent` for `(actor, action)`, if it exists.
    pub fn find_child(&self, parent: u32, actor: Actor, action: A) -> Option<u32> {
        let key = (actor, action);
        let mut c = self.nodes[parent as usize].first_child;
        while c != NONE {
            let n = &self.nodes[c as usize];
            match (n.actor, n.action).cmp(&key) {
                std::cmp::Ordering::Less => c = n.next_sibling,
                std::cmp::Ordering::Equal => return Some(c),
                std::cmp::Ordering::Greater => return None,
            }
        }
        None
    }

    /// Adds a child for `(actor, action)`, keeping the sibling order; the
    /// caller has checked that it does not exist yet.
    pub fn add_child(&mut self, parent: u32, actor: Actor, action: A) -> u32 {
        let key = (actor, action);
        let child = self.push(action, actor);
        let mut prev = NONE;
        let mut c = self.nodes[parent as usize].first_child;
        while c != NONE {
            let n = &self.nodes[c as usize];
            if (n.actor, n.action) > key {
                break;
            }
            prev = c;
            c = n.next_sibling;
        }
        self.nodes[child as usize].next_sibling = c;
        if prev == NONE {
            self.nodes[parent as usize].first_child = child;
        } else {
            self.nodes[prev as usize].next_sibling = child;
        }
        child
    }

    /// Adds one visit with per-seat returns `values` to node `i`.
    pub fn record(&mut self, i: u32, values: &[f64]) {
        self.nodes[i as usize].visits += 1;
        let base = i as usize * self.seats;
        for (s, v) in self.sums[base..base + self.seats].iter_mut().zip(values) {
            *s += v;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use horde_core::Seat;

    #[test]
    fn children_stay_sorted_and_are_found() {
        let mut t: Tree<u8> = Tree::new();
        let a = Actor::Seat(Seat(0));
        t.reset(2, 0, a);
        for x in [5u8, 1, 9, 3] {
            assert_eq!(t.find_child(0, a, x), None);
            t.add_child(0, a, x);
        }
        let mut seen = Vec::new();
        let mut c = t.node(0).first_child;
        while c != NONE {
            seen.push(t.node(c).action);
            c = t.node(c).next_sibling;
        }
        assert_eq!(seen, [1, 3, 5, 9]);
        let c9 = t.find_child(0, a, 9).unwrap();
        assert_eq!(t.find_child(0, Actor::Chance, 9), None);
        t.record(c9, &[1.0, 0.0]);
        t.record(c9, &[0.0, 0.5]);
        assert_eq!(t.mean(c9, 0), 0.5);
        assert_eq!(t.mean(c9, 1), 0.25);
        assert_eq!(t.len(), 5);
    }
}
