//! The zombies' phase (ATZ-ZACT, ATZ-GAP-8) and zombie generation at
//! Shot markers (ATZ-GEN-1..6, ATZ-GAP-6).

use crate::content::Terrain;
use crate::content::map::step;
use crate::rules::event::Event;
use crate::rules::state::{Atz, DrawFor, Pending, RollFor, Then};
use horde_board::Hex;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The outcome of a generated zombie's placement (ATZ-GEN-3..5).
enum Place {
    At(Hex),
    Tie(Hex, Hex),
    Nowhere,
}

impl Atz {
    /// Whether a zombie going for the character in map hex `target` may
    /// enter map hex `h` (ATZ-ZACT-4, ATZ-GAP-8): clear hexes always; a
    /// building hex only if the character is in that building; a
    /// vegetation hex only if it stands in it; any cover hex if the zombie
    /// started its move in cover.
    fn zombie_may_enter(&self, start_in_cover: bool, target: usize, h: usize) -> bool {
        let terrain = &self.map().terrain;
        match terrain[h] {
            Terrain::Clear => true,
            _ if start_in_cover => true,
            Terrain::Vegetation => h == target,
            Terrain::Building(b) => terrain[target] == Terrain::Building(b),
        }
    }

    /// The cheapest path in "zombie steps" from `from` to `target`
    /// (ATZ-ZACT-3, ATZ-GAP-8), if it costs at most `limit`: its cost and
    /// hexes after `from`. Hexes of other characters end a path (a zombie
    /// stops on entering one). Ties between paths go to the lowest hex
    /// index.
    fn zombie_path(&self, from: Hex, target: Hex, limit: u32) -> Option<(u32, Vec<Hex>)> {
        let map = self.map();
        let n = map.hexes.len();
        let (Some(s), Some(goal)) = (map.index(from), map.index(target)) else { return None };
        let start_in_cover = map.terrain(from).is_cover();
        let occupied: Vec<usize> =
            self.characters.iter().filter(|c| c.present()).filter_map(|c| map.index(c.hex)).collect();
        let mut dist = vec![u32::MAX; n];
        let mut prev = vec![usize::MAX; n];
        let mut heap = BinaryHeap::new();
        dist[s] = 0;
        heap.push(Reverse((0u32, s)));
        while let Some(Reverse((d, u))) = heap.pop() {
            // Every step costs at least 1 (ATZ-MOVE-2..4): once the heap
            // reaches the goal's cost, every hex of a cheaper way and every
            // tie-break among them is settled, and nothing further can
            // change the path.
            if d >= dist[goal] {
                break;
            }
            if d > dist[u] || u == goal {
                continue;
            }
            if u != s && occupied.contains(&u) {
                continue;
            }
            for v in map.neighbours(u) {
                if !self.zombie_may_enter(start_in_cover, goal, v) {
                    continue;
                }
                let nd = d + u32::from(map.terrain[v].cost());
                if nd <= limit && (nd < dist[v] || (nd == dist[v] && u < prev[v])) {
                    dist[v] = nd;
                    prev[v] = u;
                    heap.push(Reverse((nd, v)));
                }
            }
        }
        if dist[goal] == u32::MAX {
            return None;
        }
        let mut path = Vec::new();
        let mut at = goal;
        while at != s {
            path.push(map.hexes.hex(at)?);
            at = prev[at];
        }
        path.reverse();
        Some((dist[goal], path))
    }

    /// Characters nearest to zombie `z` in zombie steps, in counter order,
    /// each with the zombie's way to it.
    fn nearest(&self, z: u16) -> Vec<(u8, Vec<Hex>)> {
        let from = self.zombies[usize::from(z)].hex;
        // A way costs at least its length in hexes (ATZ-MOVE-2..4): the
        // characters are searched nearest first, each no farther than the
        // best way so far, and one farther than it needs no search.
        let mut near: Vec<(u32, u8)> = (0..self.characters.len() as u8)
            .filter(|&c| self.ch(c).present())
            .map(|c| (from.distance(self.ch(c).hex), c))
            .collect();
        near.sort_unstable();
        let mut best = u32::MAX;
        let mut out = Vec::new();
        for (hexes, c) in near {
            if hexes > best {
                break;
            }
            if let Some((d, path)) = self.zombie_path(from, self.ch(c).hex, best) {
                if d < best {
                    best = d;
                    out.clear();
                }
                out.push((c, path));
            }
        }
        out.sort_unstable_by_key(|&(c, _)| c);
        out
    }

    /// ATZ-ZACT-1/3, ATZ-TURN-3: each zombie whose Rep reaches the zombies'
    /// die moves, in counter order, toward the nearest character.
    pub(crate) fn zombie_phase(&mut self, next: u16, _ev: &mut Vec<Event>) {
        let die = self.initiative.map_or(7, |i| i.1);
        for z in next..self.zombies.len() as u16 {
            let zombie = &self.zombies[usize::from(z)];
            // ATZ-GEN-8: a zombie of the start generation first moves next turn.
            if !zombie.alive || zombie.held || zombie.rep() < die || self.character_at(zombie.hex).is_some() {
                continue;
            }
            let nearest = self.nearest(z);
            match nearest.as_slice() {
                [] => continue,
                [_] => {
                    self.then.push(Then::ZombiePhase { next: z + 1 });
                    let way = nearest.into_iter().flat_map(|(_, way)| way).collect();
                    self.walk_along(z, way);
                    return;
                }
                _ => {
                    self.then.push(Then::ZombiePhase { next: z + 1 });
                    self.tied = nearest.into_iter().map(|(c, _)| c).collect();
                    self.pending = Pending::ZombieTarget { z };
                    return;
                }
            }
        }
        self.fill_tests();
    }

    /// Zombie `z` sets off toward `c`; it walks hex by hex ([`Then::Walk`])
    /// as far as its MP allow, stopping on entering a character's hex
    /// (ATZ-GAP-8).
    pub(crate) fn move_zombie(&mut self, z: u16, c: u8) {
        let from = self.zombies[usize::from(z)].hex;
        match self.zombie_path(from, self.ch(c).hex, u32::MAX) {
            Some((_, path)) => self.walk_along(z, path),
            None => self.tied.clear(),
        }
    }

    /// Zombie `z` sets off along `path`, the way to the character it goes for.
    fn walk_along(&mut self, z: u16, path: Vec<Hex>) {
        self.tied.clear();
        self.walk = Some((z, self.zombies[usize::from(z)].mp()));
        self.walk_path = path;
        self.then.push(Then::Walk);
    }

    /// The walking zombie's next hex, after any In Sight test its position
    /// causes (ATZ-REACT-10, ATZ-GAP-15: at the first point of its move,
    /// the start included, where a character with a loaded ranged weapon
    /// sees it within 6 hexes; once per character and zombie per turn).
    pub(crate) fn continue_walk(&mut self, ev: &mut Vec<Event>) {
        let Some((z, mp)) = self.walk else { return };
        if !self.zombies[usize::from(z)].alive {
            self.walk = None;
            return;
        }
        let at = self.zombies[usize::from(z)].hex;
        if let Some(c) = self.in_sight_due(z) {
            self.sighted.push((c, z));
            self.then.push(Then::Walk);
            self.start_test(c, crate::rules::state::Test::InSight, crate::rules::state::TestAt::Sighting { z });
            return;
        }
        let next = self.walk_path.first().copied();
        let cost = next.map(|h| self.map().terrain(h).cost());
        match (next, cost) {
            (Some(h), Some(cost)) if cost <= mp && self.character_at(at).is_none() => {
                self.walk_path.remove(0);
                self.walk = Some((z, mp - cost));
                self.zombies[usize::from(z)].hex = h;
                ev.push(Event::ZombieMoved { z, from: at, to: h });
                self.then.push(Then::Walk);
            }
            _ => {
                self.walk = None;
                self.walk_path.clear();
            }
        }
    }

    /// The character, higher Rep first, due an In Sight test for zombie `z`.
    fn in_sight_due(&self, z: u16) -> Option<u8> {
        let zh = self.zombies[usize::from(z)].hex;
        let mut best: Option<u8> = None;
        for i in 0..self.characters.len() as u8 {
            let c = self.ch(i);
            let due = c.present()
                && c.can_fire()
                && !self.has_zombie(c.hex)
                && c.hex.distance(zh) <= 6
                && self.sees(c.hex, zh)
                && self.any_target_in(i, zh)
                && !self.sighted.contains(&(i, z));
            if due && best.is_none_or(|b| self.ch(b).rep() < c.rep()) {
                best = Some(i);
            }
        }
        best
    }

    /// ATZ-GEN-1: Shot marker `next` rolls its dice; after the last, the
    /// markers are removed (ATZ-GEN-6) and the turn ends.
    /// The start generation (ATZ-GEN-7) runs the same way over its own
    /// markers, and the turn goes on after it.
    pub(crate) fn generation(&mut self, next: u8, ev: &mut Vec<Event>) {
        let start = !self.start_markers.is_empty();
        let markers = if start { &self.start_markers } else { &self.shots };
        match markers.get(usize::from(next)).copied() {
            Some(shot) => {
                self.then.push(Then::Generation { next: next + 1 });
                self.place_at = shot.hex;
                self.pending = Pending::Roll { c: 0, why: RollFor::Generation, need: shot.dice };
            }
            None if start => self.start_markers.clear(),
            None => {
                self.shots.clear();
                self.end_turn(ev);
            }
        }
    }

    /// ATZ-GEN-2: each 4, 5 or 6 draws a zombie from the cup.
    pub(crate) fn generation_rolled(&mut self, dice: Vec<u8>, ev: &mut Vec<Event>) {
        let min = self.content().tables.gen_min_face;
        let n = dice.iter().filter(|&&d| d >= min).count() as u8;
        ev.push(Event::GenerationRoll { hex: self.place_at, dice, zombies: n });
        if n > 0 {
            if self.cup_empty() {
                ev.push(Event::CupEmpty);
            } else {
                self.pending = Pending::Draw { why: DrawFor::Generation, left: n - 1 };
            }
        }
    }

    /// ATZ-GEN-3..5, ATZ-GAP-6: 6 hexes from the marker in the counter's
    /// direction; the edge hex if the line leaves the map; beside an
    /// occupied hex on the same ring.
    fn placement(&self, from: Hex, direction: u8) -> Place {
        let map = self.map();
        let mut h = from;
        for _ in 0..self.content().tables.gen_distance {
            let n = step(h, direction);
            if !map.contains(n) {
                break;
            }
            h = n;
        }
        if self.character_at(h).is_none() {
            return Place::At(h);
        }
        let d = from.distance(h) as u16;
        if d == 0 {
            return Place::Nowhere;
        }
        let ring: Vec<Hex> = from.ring(d).collect();
        let Some(pos) = ring.iter().position(|&r| r == h) else { return Place::Nowhere };
        let len = ring.len();
        let free = |x: Hex| map.contains(x) && self.character_at(x).is_none();
        for k in 1..=len / 2 {
            let a = ring[(pos + k) % len];
            let b = ring[(pos + len - k) % len];
            let (fa, fb) = (free(a), free(b) && a != b);
            match (fa, fb) {
                (true, true) => {
                    let (lo, hi) = if (a.q, a.r) < (b.q, b.r) { (a, b) } else { (b, a) };
                    return Place::Tie(lo, hi);
                }
                (true, false) => return Place::At(a),
                (false, true) => return Place::At(b),
                (false, false) => {}
            }
        }
        Place::Nowhere
    }

    pub(crate) fn place_generated(&mut self, kind: u8, left: u8, ev: &mut Vec<Event>) {
        let direction = self.content().zombie_kinds[usize::from(kind)].direction;
        match self.placement(self.place_at, direction) {
            Place::At(h) => {
                self.new_zombie(kind, h, ev);
                self.more_draws(left);
            }
            Place::Tie(a, b) => {
                self.tie = Some((a, b, kind));
                self.draws_left = left;
                self.pending = Pending::Roll { c: 0, why: RollFor::PlaceTie, need: 1 };
            }
            // The whole ring is taken: the counter stays in the cup.
            Place::Nowhere => self.more_draws(left),
        }
    }

    fn more_draws(&mut self, left: u8) {
        if left > 0 && !self.cup_empty() {
            self.pending = Pending::Draw { why: DrawFor::Generation, left: left - 1 };
        }
    }

    /// ATZ-GAP-6: 1-3 the hex of lower q (then r), 4-6 the other.
    pub(crate) fn tie_rolled(&mut self, die: u8, ev: &mut Vec<Event>) {
        if let Some((lo, hi, kind)) = self.tie.take() {
            self.new_zombie(kind, if die <= 3 { lo } else { hi }, ev);
            let left = self.draws_left;
            self.draws_left = 0;
            self.more_draws(left);
        }
    }
}
