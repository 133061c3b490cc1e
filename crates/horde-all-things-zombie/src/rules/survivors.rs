//! Found survivors (ATZ-SURV, ATZ-GAP-12, ATZ-GAP-25): who is found when
//! a Survivor card comes up, friend or foe, and the found enemies' own
//! phase, which the engine plays.

use crate::content::WeaponDef;
use crate::content::map::step;
use crate::rules::event::Event;
use crate::rules::state::{
    AfterShot, Atz, Character, EnterMode, Pending, RollFor, Side, Test, TestAt, Then, TurnState,
};
use horde_board::Hex;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

impl Atz {
    /// A Survivor card while found survivors are in play (ATZ-SURV-1,
    /// ATZ-GAP-12): five dice, in the ruling's order.
    pub(crate) fn find_survivor(&mut self, c: u8) {
        self.pending = Pending::Roll { c, why: RollFor::Found, need: 5 };
    }

    /// ATZ-SURV-2..6, ATZ-GAP-12: the survivor's counter, sex and weapon
    /// from the dice, then the recruitment roll, each side adding its Rep;
    /// only a higher total for the finder makes an ally. It stands in the
    /// finder's hex (ATZ-GAP-25); an enemy fights its finder at once.
    pub(crate) fn survivor_found(&mut self, c: u8, dice: &[u8], ev: &mut Vec<Event>) {
        let &[counter, sex, weapon, mine, theirs] = dice else { return };
        let table = &self.content().tables.survivors;
        let face = |d: u8| usize::from(d.clamp(1, 6) - 1);
        let def = table.counter[face(counter)];
        let female = sex >= table.female_from;
        let weapon =
            [table.weapon[face(weapon)], table.fallback].into_iter().find(|&w| self.supply_weapons[usize::from(w)] > 0);
        if let Some(w) = weapon {
            self.supply_weapons[usize::from(w)] -= 1;
        }
        let finder = self.ch(c);
        // ATZ-SURV-4: +1 for the opposite sex, +1 for a firearm in hand.
        let bonus = u8::from(female != finder.female) + u8::from(finder.weapon_def().is_some_and(WeaponDef::is_ranged));
        let rep = self.content().characters[usize::from(def)].rep;
        let ally = mine + finder.rep() + bonus > theirs + rep;
        let mut found = Character::new(def, finder.hex, weapon, Vec::new());
        found.female = female;
        found.side = if ally { Side::Ally } else { Side::Enemy };
        // It acts from the next turn on (ATZ-GAP-25).
        found.done = true;
        found.had_turn = true;
        let survivor = self.characters.len() as u8;
        self.characters.push(found);
        ev.push(Event::SurvivorFound { c, survivor, female, dice: dice.to_vec(), ally });
        self.pending = Pending::Idle;
        if !ally {
            self.melee_now(c); // ATZ-SURV-6; the melee ends the finder's turn (ATZ-ACT-5)
        } else if self.turn_state.is_some_and(|t| t.c == c && !t.cut)
            && matches!(self.enter_mode, EnterMode::Walk | EnterMode::Run)
        {
            self.pending = Pending::Turn;
        }
    }

    /// The found enemies' phase: the next of them, higher Rep first, acts
    /// by ATZ-GAP-25: (1) melee at once in a hex it shares with a zombie
    /// or an opponent; (2) otherwise fire at the nearest figure in sight
    /// and range; (3)/(4) otherwise move toward the nearest one.
    pub(crate) fn enemy_phase(&mut self, ev: &mut Vec<Event>) {
        let next = (0..self.characters.len() as u8)
            .filter(|&e| {
                let c = self.ch(e);
                c.side == Side::Enemy && c.present() && c.active && !c.done
            })
            .max_by_key(|&e| (self.ch(e).rep(), Reverse(e)));
        let Some(e) = next else { return };
        self.then.push(Then::EnemyPhase);
        self.then.push(Then::EndCharacterTurn);
        let ch = self.ch(e);
        self.turn_state = Some(TurnState::new(e, ch.mp(), ch.hex));
        ev.push(Event::TurnOf { c: e });
        if self.has_zombie(self.ch(e).hex) || self.opponent_at(e).is_some() {
            self.melee_now(e);
            return;
        }
        if !self.enemy_fires(e, ev) {
            let goals = self.enemy_goals(e);
            self.enemy_choose(e, goals, ev);
        }
    }

    /// Hexes of the figures nearest to enemy `e` that it may fire at now.
    fn enemy_targets(&self, e: u8) -> Vec<Hex> {
        let own = self.ch(e).hex;
        let zombies = self.zombies.iter().filter(|z| z.alive && z.hex != own).map(|z| z.hex);
        let characters = self.characters.iter().filter(|o| o.present() && o.hex != own).map(|o| o.hex);
        let mut hexes: Vec<Hex> = zombies.chain(characters).filter(|&h| self.any_target_in(e, h)).collect();
        let Some(best) = hexes.iter().map(|h| h.distance(own)).min() else { return hexes };
        hexes.retain(|h| h.distance(own) == best);
        self.in_map_order(hexes)
    }

    fn in_map_order(&self, mut hexes: Vec<Hex>) -> Vec<Hex> {
        hexes.sort_by_key(|&h| self.map().index(h));
        hexes.dedup();
        hexes
    }

    /// Fires if some figure is in sight and range (ATZ-GAP-25 (2)); true if so.
    fn enemy_fires(&mut self, e: u8, ev: &mut Vec<Event>) -> bool {
        if !self.ch(e).can_fire() {
            return false;
        }
        let targets = self.enemy_targets(e);
        if targets.is_empty() {
            return false;
        }
        self.enemy_choose(e, targets, ev);
        true
    }

    /// One of equally near hexes, by chance when there are several (ATZ-SURV-7).
    fn enemy_choose(&mut self, e: u8, hexes: Vec<Hex>, ev: &mut Vec<Event>) {
        match hexes.as_slice() {
            [] => {}
            [h] => self.enemy_goes_for(e, *h, ev),
            _ => {
                self.picks = hexes;
                self.pending = Pending::EnemyTarget { e };
            }
        }
    }

    /// Enemy `e` fires at the figures of `h` if it can, its action, and
    /// does not move (ATZ-GAP-25 (2)); otherwise it sets off toward `h`.
    pub(crate) fn enemy_goes_for(&mut self, e: u8, h: Hex, ev: &mut Vec<Event>) {
        if self.ch(e).can_fire() && self.any_target_in(e, h) {
            if let Some(t) = &mut self.turn_state {
                t.acted = true;
            }
            self.aim_hex = Some(h);
            self.offer_fire(e, AfterShot::EndTurn);
            return;
        }
        self.enemy_path = self.enemy_way(e, h);
        self.enemy_goal = Some(h);
        self.enemy_walk(e, ev);
    }

    /// The figure hexes nearest to `e` by the MP of a path (ATZ-GAP-25
    /// (3)/(4)), and the way there. It pays terrain costs, passes no other
    /// figure and never enters a building hex without a marker.
    fn enemy_search(&self, e: u8) -> (Vec<u32>, Vec<usize>) {
        let map = self.map();
        let me = self.ch(e);
        let n = map.hexes.len();
        let mut dist = vec![u32::MAX; n];
        let mut prev = vec![usize::MAX; n];
        let Some(s) = map.index(me.hex) else { return (dist, prev) };
        let mut heap = BinaryHeap::new();
        dist[s] = 0;
        heap.push(Reverse((0u32, s)));
        while let Some(Reverse((d, u))) = heap.pop() {
            let Some(uh) = map.hexes.hex(u) else { continue };
            if d > dist[u] || (u != s && (self.has_zombie(uh) || self.character_at(uh).is_some())) {
                continue;
            }
            for dir in 1..=6 {
                let vh = step(uh, dir);
                let Some(v) = map.index(vh) else { continue };
                let closed = map.building(vh).is_some_and(|b| !self.is_entered(b) && !self.is_searched(b));
                let friend = self.characters.iter().any(|o| o.present() && o.hex == vh && !o.opposes(me));
                let nd = d + u32::from(map.terrain(vh).cost());
                if !closed && !friend && nd < dist[v] {
                    dist[v] = nd;
                    prev[v] = u;
                    heap.push(Reverse((nd, v)));
                }
            }
        }
        (dist, prev)
    }

    fn enemy_goals(&self, e: u8) -> Vec<Hex> {
        let me = self.ch(e);
        let (dist, _) = self.enemy_search(e);
        let map = self.map();
        let figure =
            |h: Hex| self.has_zombie(h) || self.characters.iter().any(|o| o.present() && o.hex == h && o.opposes(me));
        let goals: Vec<(u32, Hex)> = (0..map.hexes.len())
            .filter(|&i| dist[i] != u32::MAX)
            .filter_map(|i| map.hexes.hex(i).map(|h| (dist[i], h)))
            .filter(|&(_, h)| h != me.hex && figure(h))
            .collect();
        let Some(best) = goals.iter().map(|&(d, _)| d).min() else { return Vec::new() };
        self.in_map_order(goals.into_iter().filter(|&(d, _)| d == best).map(|(_, h)| h).collect())
    }

    /// The hexes of the way to `goal`, the goal itself left out.
    fn enemy_way(&self, e: u8, goal: Hex) -> Vec<Hex> {
        let map = self.map();
        let (dist, prev) = self.enemy_search(e);
        let (Some(s), Some(g)) = (map.index(self.ch(e).hex), map.index(goal)) else { return Vec::new() };
        if dist[g] == u32::MAX {
            return Vec::new();
        }
        let mut way = Vec::new();
        let mut at = prev[g];
        while at != s && at != usize::MAX {
            way.extend(map.hexes.hex(at));
            at = prev[at];
        }
        way.reverse();
        way
    }

    /// One step of the moving enemy: it fires as soon as it can (ATZ-GAP-25
    /// (3)); at the end of its move, unarmed, it takes the Wanting to
    /// Charge test against its goal if it can reach that hex (4).
    pub(crate) fn enemy_walk(&mut self, e: u8, ev: &mut Vec<Event>) {
        if !self.ch(e).present() || self.enemy_fires(e, ev) {
            return;
        }
        let Some(mut t) = self.turn_state else { return };
        let map = self.map();
        if let Some(&next) = self.enemy_path.first() {
            let cost = map.terrain(next).cost();
            if t.mp >= cost && !self.has_zombie(next) && self.character_at(next).is_none() {
                let from = self.ch(e).hex;
                t.mp -= cost;
                t.moved = true;
                self.turn_state = Some(t);
                self.ch_mut(e).hex = next;
                self.enemy_path.remove(0);
                ev.push(Event::Moved { c: e, from, to: next });
                self.then.push(Then::EnemyWalk { e });
                return;
            }
        }
        self.enemy_path.clear();
        let Some(goal) = self.enemy_goal.take() else { return };
        let here = self.ch(e).hex;
        let foe = self.has_zombie(goal)
            || self.characters.iter().any(|o| o.present() && o.hex == goal && o.opposes(self.ch(e)));
        let direction = (1..=6u8).find(|&d| step(here, d) == goal);
        if let Some(direction) = direction
            && foe
            && !self.ch(e).can_fire()
            && t.mp >= map.terrain(goal).cost()
        {
            t.acted = true;
            self.turn_state = Some(t);
            self.start_test(e, Test::WantingToCharge, TestAt::Charge { direction });
        }
    }
}
