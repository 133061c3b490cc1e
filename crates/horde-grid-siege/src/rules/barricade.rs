//! Barricades: building and dismantling by humans (GS-BAR, GS-GAP-14) and
//! demolition by groups of four zombies (GS-ZBAR).

use crate::content::{EdgeKind, Effect, Feature, content};
use crate::rules::action::Action;
use crate::rules::event::Event;
use crate::rules::geom::{Dir, Edge, Pos};
use crate::rules::state::{BARRICADE_TOKENS, GridSiege, Pass, Pending, Project, UseCtx, UseKind};
use horde_core::Illegal;

type R = Result<(), Illegal>;

fn no(rule: &'static str, reason: impl Into<String>) -> R {
    Err(Illegal::new(rule, reason))
}

impl GridSiege {
    /// The orthogonally connected zombies that include the zombie on `p`, up
    /// to `cap` of them. They link only across open edges, doorways and
    /// destroyed walls: never through a wall, a barricade or a window
    /// (GS-BAR-4, GS-ZBAR-1, GS-GAP-14).
    pub fn zombie_group(&self, p: Pos, cap: usize) -> Vec<Pos> {
        let m = &content().map;
        let mut group: Vec<Pos> = Vec::new();
        if !self.has_zombie(p) {
            return group;
        }
        group.push(p);
        let mut i = 0;
        while i < group.len() && group.len() < cap {
            let q = group[i];
            i += 1;
            for d in Dir::ALL {
                let Some(n) = m.step(q, d) else { continue };
                if self.pass(q, n) == Pass::Open && self.has_zombie(n) && !group.contains(&n) {
                    group.push(n);
                }
            }
        }
        group.truncate(cap);
        group
    }

    /// The two sides of an opening as (inner, outer) when exactly one of
    /// its squares is indoors; `None` when both sides are alike (GS-GAP-14).
    pub fn opening_sides(edge: Edge) -> Option<(Pos, Pos)> {
        let m = &content().map;
        let (a, b) = edge.squares();
        match (m.sq(a).room != 0, m.sq(b).room != 0) {
            (true, false) => Some((a, b)),
            (false, true) => Some((b, a)),
            _ => None,
        }
    }

    /// The square in front of `edge` on the side a human standing on `s`
    /// works from, if he is next to the opening: on that square or on one
    /// of the two squares flanking it, touching the opening diagonally and
    /// not walled off from the front square (GS-BAR-2, «рядом с»,
    /// GS-GAP-14). Building is done from the inner side when the opening
    /// has one; dismantling from either side.
    pub fn work_front(&self, edge: Edge, s: Pos, building: bool) -> Option<Pos> {
        let (a, b) = edge.squares();
        let fronts = match Self::opening_sides(edge) {
            Some((inner, _)) if building => [Some(inner), None],
            _ => [Some(a), Some(b)],
        };
        for front in fronts.into_iter().flatten() {
            if s == front {
                return Some(front);
            }
            let other = if front == a { b } else { a };
            let (Some(across), Some(side)) = (front.dir_to(other), front.dir_to(s)) else { continue };
            if across.is_vertical() != side.is_vertical() && self.pass(front, s) == Pass::Open {
                return Some(front);
            }
        }
        None
    }

    /// Zombies behind the opening for a builder on `at` (GS-BAR-4): the
    /// group on the far square, counted up to 4.
    pub fn zombies_behind(&self, edge: Edge, at: Pos) -> u8 {
        let (a, b) = edge.squares();
        let near = self.work_front(edge, at, true).unwrap_or(at);
        let far = if a == near { b } else { a };
        self.zombie_group(far, 4).len() as u8
    }

    fn on_side(&self, edge: Edge, building: bool) -> Option<Pos> {
        let h = &self.humans[usize::from(self.turn.human)];
        if !h.on_board() {
            return None;
        }
        self.work_front(edge, h.pos, building)
    }

    /// A figure crossed the opening between `a` and `b`: unfinished work on
    /// it is lost (GS-GAP-14).
    pub(crate) fn crossed(&mut self, a: Pos, b: Pos) {
        if self.projects.is_empty() {
            return;
        }
        if let Some(e) = Edge::between(a, b) {
            self.projects.retain(|p| p.edge != e);
        }
    }

    fn project(&self, edge: Edge, dismantle: bool) -> Option<&Project> {
        self.projects.iter().find(|p| p.edge == edge && p.dismantle == dismantle)
    }

    pub(crate) fn legal_barricade_work(&self, out: &mut Vec<Action>) {
        let m = &content().map;
        let h = &self.humans[usize::from(self.turn.human)];
        if !h.on_board() || self.turn.actions == 0 {
            return;
        }
        let mut slots: Vec<Option<u8>> = vec![None];
        slots.extend(h.items().map(|(s, _)| Some(s)));
        // The openings at his square's sides and at the sides of its
        // neighbours (he may stand flanking them, GS-GAP-14).
        let mut edges: Vec<Edge> = Vec::with_capacity(16);
        let fronts = std::iter::once(h.pos).chain(Dir::ALL.into_iter().filter_map(|d| m.step(h.pos, d)));
        for f in fronts {
            for d in Dir::ALL {
                if let Some(e) = m.step(f, d).and_then(|q| Edge::between(f, q))
                    && matches!(m.edge(e), EdgeKind::Door | EdgeKind::Window)
                    && !edges.contains(&e)
                {
                    edges.push(e);
                }
            }
        }
        edges.sort_unstable();
        for edge in edges {
            for &slot in &slots {
                if self.check_build(edge, slot).is_ok() {
                    out.push(Action::Build { edge, slot });
                }
                if self.check_dismantle(edge, slot).is_ok() {
                    out.push(Action::Dismantle { edge, slot });
                }
            }
        }
    }

    fn check_tool(&self, slot: Option<u8>, effect: Effect, rule: &'static str) -> R {
        let Some(s) = slot else { return Ok(()) };
        let h = &self.humans[usize::from(self.turn.human)];
        match h.item(s) {
            Some(t) if content().things[usize::from(t)].effect == effect => Ok(()),
            _ => no(rule, format!("slot {s} holds no suitable item")),
        }
    }

    pub(crate) fn check_build(&self, edge: Edge, slot: Option<u8>) -> R {
        let m = &content().map;
        if !m.contains(edge.squares().1) || !matches!(self.edge_kind(edge), EdgeKind::Door | EdgeKind::Window) {
            return no("GS-BAR-1", "only door and window openings can be barricaded");
        }
        if self.is_barricaded(edge) {
            return no("GS-BAR-1", "already barricaded");
        }
        let Some(near) = self.on_side(edge, true) else {
            return no(
                "GS-BAR-2",
                "builders stand on a square next to the place of the barricade, on its inner side (GS-GAP-14)",
            );
        };
        if self.turn.actions == 0 {
            return no("GS-BAR-2", "no action left");
        }
        if self.barricades.len() >= BARRICADE_TOKENS {
            return no("GS-COMP-7", "all 15 barricade tokens are on the board");
        }
        if self.zombies_behind(edge, near) >= 4 {
            return no("GS-BAR-4", "4 or more zombies stand behind the opening");
        }
        self.check_tool(slot, Effect::Build, "GS-BAR-1")
    }

    pub(crate) fn check_dismantle(&self, edge: Edge, slot: Option<u8>) -> R {
        if !self.is_barricaded(edge) {
            return no("GS-BAR-3", "there is no barricade there");
        }
        if self.on_side(edge, false).is_none() {
            return no("GS-BAR-3", "stand on a square next to the barricade");
        }
        if self.turn.actions == 0 {
            return no("GS-BAR-3", "no action left");
        }
        self.check_tool(slot, Effect::Dismantle, "GS-BAR-3")
    }

    /// Actions a barricade needs in all for a builder on `at` (GS-BAR-1/2/4).
    pub fn build_cost(&self, edge: Edge, at: Pos, tool: bool) -> u8 {
        (if tool { 1 } else { 2 }) + self.zombies_behind(edge, at)
    }

    pub(crate) fn apply_build(&mut self, edge: Edge, slot: Option<u8>, ev: &mut Vec<Event>) {
        self.turn.actions -= 1;
        match slot {
            Some(s) => self.pending = Pending::UseDie(UseCtx { slot: s, kind: UseKind::Build { edge }, die: 0 }),
            None => {
                self.add_work(edge, false, false, ev);
                self.after_action(ev);
            }
        }
    }

    /// One action of work on a project; completes it when enough is done.
    pub(crate) fn add_work(&mut self, edge: Edge, dismantle: bool, tool: bool, ev: &mut Vec<Event>) {
        let near = self.humans[usize::from(self.turn.human)].pos;
        let mut pr =
            self.project(edge, dismantle).copied().unwrap_or(Project { edge, dismantle, done: 0, tool: false });
        self.projects.retain(|p| !(p.edge == edge && p.dismantle == dismantle));
        // Bare hands: the Carpenter's building and the Sapper's dismantling
        // count double (GS-GAP-10).
        let doubled =
            !tool && if dismantle { self.acting_has(Feature::Breacher) } else { self.acting_has(Feature::Carpenter) };
        pr.done += if doubled { 2 } else { 1 };
        pr.tool |= tool;
        let needed = if dismantle { 2 } else { self.build_cost(edge, near, pr.tool) };
        ev.push(Event::BarricadeWork { edge, done: pr.done, needed });
        if pr.done < needed {
            self.projects.push(pr);
            self.projects.sort_unstable();
            return;
        }
        if dismantle {
            self.remove_barricade(edge, ev);
        } else if let Err(i) = self.barricades.binary_search(&edge) {
            self.barricades.insert(i, edge);
            ev.push(Event::BarricadeBuilt { edge });
        }
    }

    pub(crate) fn remove_barricade(&mut self, edge: Edge, ev: &mut Vec<Event>) {
        if let Ok(i) = self.barricades.binary_search(&edge) {
            self.barricades.remove(i);
            ev.push(Event::BarricadeRemoved { edge });
        }
    }

    pub(crate) fn apply_dismantle(&mut self, edge: Edge, slot: Option<u8>, ev: &mut Vec<Event>) {
        self.turn.actions -= 1;
        if slot.is_some() {
            // A dismantling item does it for 1 action (GS-BAR-3).
            self.projects.retain(|p| !(p.edge == edge && p.dismantle));
            self.remove_barricade(edge, ev);
        } else {
            self.add_work(edge, true, false, ev);
        }
        self.after_action(ev);
    }

    // ----- demolition (GS-ZBAR) -----

    /// Zombie groups at the start of the Zombie phase, each with how many
    /// barricades it can bring down (4 zombies each, GS-ZBAR-1/3).
    pub(crate) fn demolition_groups(&self) -> Vec<(Pos, u8)> {
        let mut seen: Vec<Pos> = Vec::new();
        let mut out = Vec::new();
        for z in &self.zombies {
            if seen.contains(&z.pos) {
                continue;
            }
            let g = self.zombie_group(z.pos, usize::MAX);
            let key = g.iter().copied().min().unwrap_or(z.pos);
            seen.extend(g.iter().copied());
            let cap = (g.len() / 4) as u8;
            if cap > 0 {
                out.push((key, cap));
            }
        }
        out.sort_unstable();
        out
    }

    /// The group that would demolish `edge`: of the groups touching it with
    /// capacity left, the one with most left, then the first square.
    fn demolisher(&self, edge: Edge) -> Option<usize> {
        // Only zombies on the outer side count (GS-GAP-14).
        let (a, b) = match Self::opening_sides(edge) {
            Some((_, outer)) => (outer, outer),
            None => edge.squares(),
        };
        let mut best: Option<usize> = None;
        for (i, (key, cap)) in self.zphase.demolish.iter().enumerate() {
            if *cap == 0 {
                continue;
            }
            let g = self.zombie_group(*key, usize::MAX);
            if !(g.contains(&a) || g.contains(&b)) {
                continue;
            }
            if best.is_none_or(|j| self.zphase.demolish[j].1 < *cap) {
                best = Some(i);
            }
        }
        best
    }

    /// Barricades the Zombie Player may demolish now.
    pub fn demolishable(&self) -> Vec<Edge> {
        self.barricades.iter().copied().filter(|e| self.demolisher(*e).is_some()).collect()
    }

    pub(crate) fn check_demolish(&self, edge: Edge) -> R {
        if self.demolisher(edge).is_some() {
            Ok(())
        } else {
            no("GS-ZBAR-1", format!("no group of 4 connected zombies stands by the barricade {edge}"))
        }
    }

    pub(crate) fn apply_demolish(&mut self, edge: Edge, ev: &mut Vec<Event>) {
        if let Some(i) = self.demolisher(edge) {
            self.zphase.demolish[i].1 -= 1;
        }
        self.remove_barricade(edge, ev);
        self.stage_demolish(ev);
    }
}
