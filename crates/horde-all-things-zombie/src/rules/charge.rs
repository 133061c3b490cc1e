//! Charging a zombie 1-2 hexes beyond reach (ATZ-REACT-3, ATZ-GAP-8):
//! the Wanting to Charge test, then a run test whose extra hexes must
//! bring the character into the zombie's hex.

use crate::content::Terrain;
use crate::rules::action::Action;
use crate::rules::event::Event;
use crate::rules::state::{AfterShot, Atz, Pending, RollFor, Test, TestAt};
use std::cell::RefCell;

/// Extra hexes a run can give (ATZ-RUN-1).
const RUN_HEXES: usize = 2;

/// The charge search's buffers, kept per thread across listings: the
/// search runs at most listings of a turn with a zombie near, and a fresh
/// map-sized buffer each time cost more than the search itself. An entry
/// counts only when stamped with the current search's number, so nothing
/// is cleared between searches.
#[derive(Default)]
struct Scratch {
    search: u32,
    /// By (hex, free hexes used): the search that set `dist`.
    seen: Vec<u32>,
    dist: Vec<u32>,
    /// By hex: the search that found a figure there.
    figure: Vec<u32>,
    /// By MP spent: the (hex, free hexes used) entered for it. Steps cost
    /// 0, 1 or 2 MP (ATZ-MOVE-2..4, ATZ-GAP-8), so a bucket per cost
    /// replaces a heap.
    buckets: Vec<Vec<(usize, usize)>>,
}

impl Scratch {
    /// Starts a search over `cells` entries and `hexes` hexes.
    fn begin(&mut self, cells: usize, hexes: usize, limit: u32) {
        self.search = self.search.wrapping_add(1);
        if self.search == 0 {
            self.seen.fill(0);
            self.figure.fill(0);
            self.search = 1;
        }
        if self.seen.len() < cells {
            self.seen.resize(cells, 0);
            self.dist.resize(cells, u32::MAX);
        }
        if self.figure.len() < hexes {
            self.figure.resize(hexes, 0);
        }
        let buckets = limit as usize + 1;
        if self.buckets.len() < buckets {
            self.buckets.resize_with(buckets, Vec::new);
        }
        self.buckets.iter_mut().for_each(Vec::clear);
    }

    fn dist(&self, k: usize) -> u32 {
        if self.seen[k] == self.search { self.dist[k] } else { u32::MAX }
    }

    fn improve(&mut self, k: usize, d: u32) -> bool {
        let better = d < self.dist(k);
        if better {
            self.seen[k] = self.search;
            self.dist[k] = d;
        }
        better
    }
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = RefCell::default();
}

impl Atz {
    /// For each of the map hexes `goals`, the fewest MP, at most `limit`,
    /// with which the active character `c` enters it when `free` hexes of
    /// the way cost nothing (a Run's extra hexes, ATZ-GAP-8); `u32::MAX`
    /// beyond `limit`. The way passes no figure and no building without a
    /// marker (whose card would stop it): such a hex may end a way but
    /// never lies on one. Every caller only asks whether its MP suffice,
    /// so the search never looks past them.
    fn charge_costs(&self, c: u8, free: usize, limit: u32, goals: &[usize]) -> Vec<u32> {
        let map = self.map();
        let n = map.hexes.len();
        let layers = free + 1;
        let Some(s) = map.index(self.ch(c).hex) else { return vec![u32::MAX; goals.len()] };
        SCRATCH.with_borrow_mut(|sc| {
            sc.begin(n * layers, n, limit);
            let hexes = self.zombies.iter().filter(|z| z.alive).map(|z| z.hex);
            for h in hexes.chain(self.characters.iter().filter(|o| o.present()).map(|o| o.hex)) {
                if let Some(i) = map.index(h) {
                    sc.figure[i] = sc.search;
                }
            }
            let ends_way = |sc: &Scratch, i: usize| {
                sc.figure[i] == sc.search
                    || matches!(map.terrain[i], Terrain::Building(b) if !self.is_entered(b) && !self.is_searched(b))
            };
            sc.improve(s * layers, 0);
            sc.buckets[0].push((s, 0));
            for d in 0..=limit {
                // Free steps add to the bucket being emptied.
                while let Some((u, used)) = sc.buckets[d as usize].pop() {
                    if d > sc.dist(u * layers + used) || (u != s && ends_way(sc, u)) {
                        continue;
                    }
                    for v in map.neighbours(u) {
                        let cost = u32::from(map.terrain[v].cost());
                        for (nd, nu) in [(d + cost, used), (d, used + 1)] {
                            if nu <= free && nd <= limit && sc.improve(v * layers + nu, nd) {
                                sc.buckets[nd as usize].push((v, nu));
                            }
                        }
                    }
                }
            }
            let cost = |g: usize| (0..layers).map(|l| sc.dist(g * layers + l)).min().unwrap_or(u32::MAX);
            goals.iter().map(|&g| if g < n { cost(g) } else { u32::MAX }).collect()
        })
    }

    /// Zombie hexes the active character cannot reach with its MP but
    /// could with up to two extra hexes (ATZ-REACT-2/3).
    pub(crate) fn far_charges(&self, c: u8, out: &mut Vec<Action>) {
        let Some(t) = self.turn_state else { return };
        let map = self.map();
        let at = self.ch(c).hex;
        let mp = u32::from(t.mp);
        // Every hex entered costs at least 1 MP (ATZ-MOVE-2..4) unless it
        // is a free one, so a way is never shorter in MP than the distance
        // less the free hexes: farther zombies need no search.
        let mut hexes: Vec<usize> = self
            .zombies
            .iter()
            .filter(|z| z.alive && (2..=mp + RUN_HEXES as u32).contains(&z.hex.distance(at)))
            .filter_map(|z| map.index(z.hex))
            .collect();
        if hexes.is_empty() {
            return;
        }
        hexes.sort_unstable();
        hexes.dedup();
        // Most zombies near enough are within the MP themselves: the
        // search with a Run's hexes is needed only for those that are not.
        let walk = self.charge_costs(c, 0, mp, &hexes);
        let mut walk = walk.into_iter();
        hexes.retain(|_| walk.next() == Some(u32::MAX));
        if hexes.is_empty() {
            return;
        }
        let run = self.charge_costs(c, RUN_HEXES, mp, &hexes);
        out.extend(
            hexes.into_iter().zip(run).filter(|&(_, d)| d != u32::MAX).map(|(i, _)| Action::ChargeFar(i as u16)),
        );
    }

    /// The charge is declared: the Wanting to Charge test is its action.
    pub(crate) fn charge_far(&mut self, c: u8, hex: u16) {
        if let Some(t) = &mut self.turn_state {
            t.acted = true;
        }
        self.start_test(c, Test::WantingToCharge, TestAt::ChargeFar { hex });
    }

    /// ATZ-REACT-3, ATZ-GAP-1: 2 successes call for the run test; 1 lets
    /// it fire at the zombies there if it can; either way short of a
    /// charge its turn ends (ATZ-REACT-4).
    pub(crate) fn far_test_result(&mut self, c: u8, hex: u16, s: u8) {
        let Some(h) = self.map().hexes.hex(usize::from(hex)) else { return };
        match s {
            2.. => self.pending = Pending::Roll { c, why: RollFor::ChargeRun { hex }, need: 2 },
            1 if self.ch(c).can_fire() && self.any_target_in(c, h) => {
                self.aim_hex = Some(h);
                self.offer_fire(c, AfterShot::EndTurn);
            }
            _ => {}
        }
    }

    /// The run test of the charge (ATZ-RUN-1, ATZ-GAP-8): if its extra
    /// hexes bring it into the zombies' hex, it runs there and fights at
    /// once; otherwise it may still move, with them, but not attack.
    pub(crate) fn charge_run_rolled(&mut self, c: u8, hex: u16, dice: Vec<u8>, ev: &mut Vec<Event>) {
        let rep = self.ch(c).rep();
        let extra = dice.iter().filter(|&&d| d <= rep).count();
        ev.push(Event::Ran { c, dice, extra: extra as u8 });
        let Some(mut t) = self.turn_state else { return };
        t.ran = true;
        let goal = self.map().hexes.hex(usize::from(hex));
        let costs = self.charge_costs(c, extra, u32::from(t.mp), &[usize::from(hex)]);
        let cost = costs.first().copied().filter(|&d| d != u32::MAX);
        match (goal, cost) {
            (Some(to), Some(d)) => {
                let from = self.ch(c).hex;
                t.mp -= d as u8;
                t.moved = true;
                t.from = from;
                self.turn_state = Some(t);
                self.ch_mut(c).hex = to;
                ev.push(Event::Moved { c, from, to });
                self.melee_now(c);
            }
            _ => {
                t.extra = extra as u8;
                self.turn_state = Some(t);
                self.pending = Pending::Turn;
            }
        }
    }
}
