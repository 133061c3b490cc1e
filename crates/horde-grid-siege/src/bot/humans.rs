//! The humans' plan: hold a house (GS-WIN-3, GS-FORT-1).
//!
//! Sixteen zombies and a hand of zombie cards make the car escape
//! (GS-WIN-2: every search square on the map, then a 6 to start) a long
//! walk through the whole horde. Barricading a house needs no search at
//! all, so the Zombie Player's cards never become playable (GS-ZCARD-2),
//! and four humans building bare-handed close a few openings a round.
//! So the humans pick the house that is cheapest to reach and close, run
//! there together, stand on the inner squares of its open doors and
//! windows (a zombie cannot enter through a square a human holds), build,
//! and clear out any zombie inside. They arm themselves from the search
//! squares inside their house: each human searches each once (GS-SEARCH-2)
//! and a square searched before counts once (GS-GAP-17), so they search as
//! often as the house allows while the distinct squares stay below the
//! card threshold (GS-ZCARD-2), and past it only with no zombie near.
//! A barricade comes down again for a human shut out nearby (GS-BAR-3).
//! A house with a destroyed outer wall cannot be held: with none left,
//! the team goes for the car (GS-WIN-2).

use super::{FAR, bfs};
use crate::content::{BuildingKind, Effect, content};
use crate::rules::geom::{Dir, Edge, Pos};
use crate::rules::state::{BARRICADE_TOKENS, GridSiege, Pass};

/// A zombie this many zombie steps from a square can stand next to it
/// after its two actions (GS-ZMOVE-1).
const REACH: u16 = 3;

/// How far (human steps, zombies in the way) the humans inside wait for
/// one still outside before closing the last opening.
const WAIT_STEPS: u16 = 8;

/// The humans' chosen house and the distance maps that steer them.
#[derive(Clone, Debug, Default)]
pub(super) struct Fort {
    /// Index of the house in the map's buildings.
    pub house: Option<usize>,
    /// Human steps from the humans outside the house, zombies in the way.
    from_out: Vec<u16>,
    /// Human steps to the nearest square where a human is wanted.
    pub to_post: Vec<u16>,
    /// The opening kept open while a human is still outside.
    pub entrance: Option<Edge>,
    /// With every opening closed, the barricade to take down (GS-BAR-3)
    /// so that a human shut out nearby can come in.
    pub reopen: Option<Edge>,
    /// Per house: steps to it, reused while the barricades do not change.
    house_maps: Vec<Vec<u16>>,
    map_key: Vec<Edge>,
    map_key_destroyed: Vec<Edge>,
    map_ready: bool,
    sources: Vec<Pos>,
    queue: Vec<Pos>,
}

/// A step a human can walk: not into the car, not through a wall or a
/// barricade, not onto an obstacle (that costs a whole action).
fn walkable(g: &GridSiege, a: Pos, b: Pos) -> bool {
    let s = content().map.sq(b);
    !s.car && !s.obstacle && g.pass(a, b) != Pass::Blocked
}

impl Fort {
    pub fn at(v: &[u16], p: Pos) -> u16 {
        let m = &content().map;
        if m.contains(p) { v.get(m.index(p)).copied().unwrap_or(FAR) } else { FAR }
    }

    pub fn inside(&self, p: Pos) -> bool {
        let m = &content().map;
        m.contains(p) && self.house.is_some_and(|b| m.building_of(p) == Some(b as u8))
    }

    fn refresh_house_maps(&mut self, g: &GridSiege) {
        if self.map_ready && self.map_key == g.barricades() && self.map_key_destroyed == g.destroyed_walls() {
            return;
        }
        let m = &content().map;
        self.house_maps.resize_with(m.buildings.len(), Vec::new);
        for (i, b) in m.buildings.iter().enumerate() {
            if b.kind != BuildingKind::House {
                continue;
            }
            let mut out = std::mem::take(&mut self.house_maps[i]);
            bfs(b.squares.iter().copied(), |a, c| walkable(g, a, c), &mut out, &mut self.queue);
            self.house_maps[i] = out;
        }
        self.map_key.clear();
        self.map_key.extend_from_slice(g.barricades());
        self.map_key_destroyed.clear();
        self.map_key_destroyed.extend_from_slice(g.destroyed_walls());
        self.map_ready = true;
    }

    /// Picks the house: the humans' total walk to it, its open doors and
    /// windows (two bare-hand actions each, GS-BAR-2) and the zombies in it.
    /// A house with a destroyed outer wall, or more open openings than
    /// barricade tokens left, can no longer be held (GS-GAP-15, GS-COMP-7):
    /// with none left, `house` is `None` and the team takes the car.
    pub fn choose(&mut self, g: &GridSiege) {
        self.refresh_house_maps(g);
        let m = &content().map;
        let tokens = BARRICADE_TOKENS.saturating_sub(g.barricades().len());
        let mut best: Option<(u32, usize)> = None;
        for (i, b) in m.buildings.iter().enumerate() {
            if b.kind != BuildingKind::House {
                continue;
            }
            let breached =
                !g.destroyed_walls().is_empty() && b.boundary.iter().any(|e| g.destroyed_walls().contains(e));
            if breached || b.openings.iter().filter(|e| !g.barricades().contains(e)).count() > tokens {
                continue;
            }
            let dist = &self.house_maps[i];
            let walk: u32 =
                g.humans().iter().filter(|h| h.on_board()).map(|h| u32::from(Self::at(dist, h.pos).min(60))).sum();
            let open = b.openings.iter().filter(|e| !g.barricades().contains(e)).count() as u32;
            let zombies = b.squares.iter().filter(|p| g.has_zombie(**p)).count() as u32;
            let cost = walk + 4 * open + 40 * zombies;
            if best.is_none_or(|(c, _)| cost < c) {
                best = Some((cost, i));
            }
        }
        self.house = best.map(|(_, i)| i);
    }

    /// Human steps to the chosen house, zombies ignored.
    pub fn house_map(&self) -> &[u16] {
        self.house.and_then(|i| self.house_maps.get(i)).map_or(&[], |v| v.as_slice())
    }

    /// The open openings of the house, each with its square inside.
    fn open_openings<'a>(&'a self, g: &'a GridSiege) -> impl Iterator<Item = (Edge, Pos)> + 'a {
        let m = &content().map;
        let house = self.house.map(|i| &m.buildings[i]);
        house.into_iter().flat_map(|b| b.openings.iter().copied()).filter(|e| !g.barricades().contains(e)).map(
            move |e| {
                let (a, b) = e.squares();
                (e, if self.inside(a) { a } else { b })
            },
        )
    }

    /// A human stands on the outer square of the opening `e`.
    fn outer_held(&self, g: &GridSiege, e: Edge, inner: Pos) -> bool {
        let (a, b) = e.squares();
        g.human_at(if a == inner { b } else { a }).is_some()
    }

    /// Outer squares of the house's open openings (street squares where a
    /// human can start building from outside).
    pub fn is_outer_square(&self, g: &GridSiege, p: Pos) -> bool {
        self.open_openings(g).any(|(e, inner)| {
            let (a, b) = e.squares();
            p == if a == inner { b } else { a }
        })
    }

    /// Sets the entrance and fills `to_post`: the inner squares of open
    /// openings, squares next to a zombie inside, and (when all is closed)
    /// any square of the house.
    pub fn plan(&mut self, g: &GridSiege, me: Option<u8>) {
        let m = &content().map;
        let Some(hi) = self.house else {
            self.entrance = None;
            self.reopen = None;
            self.to_post.clear();
            self.to_post.resize(m.len(), FAR);
            return;
        };
        // Where the humans still outside come in: the open opening they
        // reach first, zombies in the way. It is not closed while they are out.
        let house = self.house.map(|i| i as u8);
        let outside =
            |h: &&crate::rules::state::Human| h.alive() && h.placed && !h.in_car && m.building_of(h.pos) != house;
        let free = |a: Pos, c: Pos| walkable(g, a, c) && !g.has_zombie(c);
        let mut from_out = std::mem::take(&mut self.from_out);
        bfs(g.humans().iter().filter(outside).map(|h| h.pos), free, &mut from_out, &mut self.queue);
        self.entrance = self
            .open_openings(g)
            .map(|(e, inner)| {
                let (a, b) = e.squares();
                let outer = if a == inner { b } else { a };
                (Self::at(&from_out, outer).min(Self::at(&from_out, inner)), e, inner)
            })
            // A human cut off or far away is not waited for: the house is
            // closed without him (it is held once every living human is in).
            .filter(|(d, _, _)| *d <= WAIT_STEPS)
            // A human on the outer square can close that one from outside:
            // keep another open for him if there is one.
            .min_by_key(|(d, e, inner)| (self.outer_held(g, *e, *inner), *d, *e))
            .map(|(_, e, _)| e);
        // All closed with a human still outside and near: the barricade
        // nearest to him comes down, if no zombie waits behind it.
        self.reopen = None;
        if self.open_openings(g).next().is_none() {
            self.reopen = m.buildings[hi]
                .openings
                .iter()
                .filter_map(|&e| {
                    let (a, b) = e.squares();
                    let outer = if self.inside(a) { b } else { a };
                    let d = Self::at(&from_out, outer);
                    (d <= WAIT_STEPS && !g.has_zombie(outer)).then_some((d, e))
                })
                .min()
                .map(|(_, e)| e);
        }
        self.from_out = from_out;
        let mine = me.map(|h| g.humans()[usize::from(h)].pos);
        let taken = |p: Pos| g.human_at(p).is_some() && Some(p) != mine;
        let b = &m.buildings[hi];
        let zombie_inside = b.squares.iter().any(|p| g.has_zombie(*p));
        let mut sources = std::mem::take(&mut self.sources);
        sources.clear();
        for (e, inner) in self.open_openings(g) {
            if Some(e) != self.entrance && !taken(inner) {
                sources.push(inner);
            }
        }
        if let Some(e) = self.reopen {
            let (a, c) = e.squares();
            let inner = if self.inside(a) { a } else { c };
            if !taken(inner) {
                sources.push(inner);
            }
        }
        if zombie_inside {
            for p in &b.squares {
                if !g.has_zombie(*p) {
                    continue;
                }
                for d in Dir::ALL {
                    if let Some(q) = m.step(*p, d)
                        && g.touching(*p, q)
                        && !g.has_zombie(q)
                        && !taken(q)
                    {
                        sources.push(q);
                    }
                }
            }
        }
        // Held and clear: arm the team from the house's search squares
        // that this human has not searched yet (GS-SEARCH-2).
        if sources.is_empty()
            && let Some(h) = me.and_then(|h| g.humans().get(usize::from(h)))
        {
            for s in m.search.iter().enumerate().filter(|(i, s)| h.searched & (1u64 << i) == 0 && self.inside(s.pos)) {
                for d in Dir::ALL {
                    if let Some(q) = m.step(s.1.pos, d)
                        && self.inside(q)
                        && !m.sq(q).obstacle
                        && g.pass(q, s.1.pos) == Pass::Open
                        && !taken(q)
                    {
                        sources.push(q);
                    }
                }
            }
        }
        if sources.is_empty() {
            sources.extend(b.squares.iter().copied().filter(|p| !m.sq(*p).obstacle && !taken(*p)));
        }
        bfs(sources.iter().copied(), |a, c| walkable(g, a, c), &mut self.to_post, &mut self.queue);
        self.sources = sources;
    }
}

/// Zombies that could stand next to `p` after their moves: a bounded
/// breadth-first search over zombie steps (windows cost 2, GS-ZMOVE-3).
pub(super) fn threat(g: &GridSiege, p: Pos) -> u32 {
    let m = &content().map;
    let mut seen = [(p, 0u16); 48];
    let mut n = 1;
    let mut head = 0;
    let mut count = 0;
    while head < n {
        let (q, d) = seen[head];
        head += 1;
        for dir in Dir::ALL {
            let Some(r) = m.step(q, dir) else { continue };
            let s = m.sq(r);
            if s.car || s.obstacle {
                continue;
            }
            let cost = match g.pass_dir(q, dir) {
                Pass::Open => 1,
                Pass::Window => 2,
                Pass::Blocked => continue,
            };
            let nd = d + cost;
            if nd > REACH || seen[..n].iter().any(|(x, _)| *x == r) || n == seen.len() {
                continue;
            }
            seen[n] = (r, nd);
            n += 1;
            if g.has_zombie(r) {
                count += 1;
            }
        }
    }
    count
}

/// Actions still needed for a barricade on `edge` by the active human
/// standing on `near` (GS-BAR-1/2/4), after the work already done.
pub(super) fn build_left(g: &GridSiege, edge: Edge, near: Pos, tool: bool) -> u8 {
    let done = g.projects.iter().find(|p| p.edge == edge && !p.dismantle).map_or(0, |p| p.done);
    g.build_cost(edge, near, tool).saturating_sub(done)
}

/// The thing in `slot` of the active human builds barricades.
pub(super) fn is_tool(g: &GridSiege, slot: Option<u8>) -> bool {
    let Some(t) = g.turn().and_then(|t| g.humans()[usize::from(t.human)].item(slot?)) else { return false };
    content().things[usize::from(t)].effect == Effect::Build
}

/// Actions the humans still to act in this Human phase can put into a
/// barricade on `edge` from where they stand (GS-BAR-2: several humans
/// share the work).
pub(super) fn helpers(g: &GridSiege, edge: Edge, me: u8) -> u8 {
    g.humans()
        .iter()
        .enumerate()
        .filter(|(i, h)| *i != usize::from(me) && h.conscious() && h.on_board() && !h.acted)
        .filter(|(_, h)| g.work_front(edge, h.pos, true).is_some())
        .map(|(_, h)| (if h.lives >= 3 { 2u8 } else { 1 }).saturating_sub(h.trip))
        .sum()
}
