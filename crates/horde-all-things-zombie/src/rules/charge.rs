//! Charging a zombie 1-2 hexes beyond reach (ATZ-REACT-3, ATZ-GAP-8):
//! the Wanting to Charge test, then a run test whose extra hexes must
//! bring the character into the zombie's hex.

use crate::content::map::step;
use crate::rules::action::Action;
use crate::rules::event::Event;
use crate::rules::state::{AfterShot, Atz, Pending, RollFor, Test, TestAt};
use horde_board::Hex;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Extra hexes a run can give (ATZ-RUN-1).
const RUN_HEXES: usize = 2;

impl Atz {
    /// The fewest MP, at most `limit`, with which the active character `c`
    /// enters `goal` when `free` hexes of the way cost nothing (a Run's
    /// extra hexes, ATZ-GAP-8); `None` beyond `limit`. The way passes no
    /// figure and no building without a marker (whose card would stop it).
    /// Every caller only asks whether its MP suffice, so the search never
    /// looks past them.
    fn charge_cost(&self, c: u8, goal: Hex, free: usize, limit: u32) -> Option<u32> {
        let map = self.map();
        let (Some(s), Some(g)) = (map.index(self.ch(c).hex), map.index(goal)) else { return None };
        let n = map.hexes.len();
        let mut figure = vec![false; n];
        let hexes = self.zombies.iter().filter(|z| z.alive).map(|z| z.hex);
        for h in hexes.chain(self.characters.iter().filter(|o| o.present()).map(|o| o.hex)) {
            if let Some(i) = map.index(h) {
                figure[i] = true;
            }
        }
        let mut dist = vec![u32::MAX; n * (free + 1)];
        let mut heap = BinaryHeap::new();
        dist[s * (free + 1)] = 0;
        heap.push(Reverse((0u32, s, 0usize)));
        while let Some(Reverse((d, u, used))) = heap.pop() {
            if u == g {
                return Some(d);
            }
            let Some(uh) = map.hexes.hex(u) else { continue };
            if d > dist[u * (free + 1) + used] {
                continue;
            }
            for dir in 1..=6 {
                let vh = step(uh, dir);
                let Some(v) = map.index(vh) else { continue };
                let closed = map.building(vh).is_some_and(|b| !self.is_entered(b) && !self.is_searched(b));
                if v != g && (closed || figure[v]) {
                    continue;
                }
                let cost = u32::from(map.terrain(vh).cost());
                for (nd, nu) in [(d + cost, used), (d, used + 1)] {
                    if nu <= free && nd <= limit && nd < dist[v * (free + 1) + nu] {
                        dist[v * (free + 1) + nu] = nd;
                        heap.push(Reverse((nd, v, nu)));
                    }
                }
            }
        }
        None
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
        let mut hexes: Vec<Hex> = self
            .zombies
            .iter()
            .filter(|z| z.alive && (2..=mp + RUN_HEXES as u32).contains(&z.hex.distance(at)))
            .map(|z| z.hex)
            .collect();
        hexes.sort_by_key(|&h| map.index(h));
        hexes.dedup();
        for h in hexes {
            let beyond = h.distance(at) > mp || self.charge_cost(c, h, 0, mp).is_none();
            if beyond && self.charge_cost(c, h, RUN_HEXES, mp).is_some() {
                out.extend(map.index(h).map(|i| Action::ChargeFar(i as u16)));
            }
        }
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
        let cost = goal.and_then(|h| self.charge_cost(c, h, extra, u32::from(t.mp)));
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
