//! Barricades: building and dismantling by humans (GS-BAR, GS-GAP-14) and
//! demolition by groups of four zombies (GS-ZBAR).

use crate::content::{EdgeKind, Effect, content};
use crate::rules::action::Action;
use crate::rules::event::Event;
use crate::rules::geom::{Dir, Edge, Pos};
use crate::rules::state::{BARRICADE_TOKENS, GridSiege, Pending, Project, UseCtx, UseKind};
use horde_core::Illegal;

type R = Result<(), Illegal>;

fn no(rule: &'static str, reason: impl Into<String>) -> R {
    Err(Illegal::new(rule, reason))
}

impl GridSiege {
    /// The orthogonally connected zombies (not split by walls) that include
    /// the zombie on `p`, up to `cap` of them.
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
                let linked = Edge::between(q, n).is_some_and(|e| self.edge_kind(e) != EdgeKind::Wall);
                if linked && self.has_zombie(n) && !group.contains(&n) {
                    group.push(n);
                }
            }
        }
        group.truncate(cap);
        group
    }

    /// Zombies behind the opening, seen from `near` (GS-BAR-4): the group on
    /// the far square, counted up to 4.
    pub fn zombies_behind(&self, edge: Edge, near: Pos) -> u8 {
        let (a, b) = edge.squares();
        let far = if a == near { b } else { a };
        self.zombie_group(far, 4).len() as u8
    }

    fn on_side(&self, edge: Edge) -> Option<Pos> {
        let h = &self.humans[usize::from(self.turn.human)];
        let (a, b) = edge.squares();
        (h.on_board() && (h.pos == a || h.pos == b)).then_some(h.pos)
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
        for d in Dir::ALL {
            let Some(q) = m.step(h.pos, d) else { continue };
            let Some(edge) = Edge::between(h.pos, q) else { continue };
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
        let Some(near) = self.on_side(edge) else {
            return no("GS-BAR-2", "builders stand on a square next to the place of the barricade");
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
        if self.on_side(edge).is_none() {
            return no("GS-BAR-3", "stand on a square next to the barricade");
        }
        if self.turn.actions == 0 {
            return no("GS-BAR-3", "no action left");
        }
        self.check_tool(slot, Effect::Dismantle, "GS-BAR-3")
    }

    /// Actions a barricade still needs from the builder's side (GS-BAR-1/2/4).
    pub fn build_cost(&self, edge: Edge, near: Pos, tool: bool) -> u8 {
        (if tool { 1 } else { 2 }) + self.zombies_behind(edge, near)
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
        pr.done += 1;
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
        let (a, b) = edge.squares();
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
