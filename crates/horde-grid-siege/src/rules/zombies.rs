//! The Zombie Player's phase: cards, spawning, movement and attacks
//! (GS-ZCARD, GS-ZMAX, GS-ZSPAWN, GS-ZMOVE, GS-ZATK).

use crate::content::{ZEffect, content};
use crate::rules::action::Action;
use crate::rules::event::Event;
use crate::rules::geom::{Dir, Pos};
use crate::rules::state::{GridSiege, Pass, Pending};
use horde_core::Illegal;

type R = Result<(), Illegal>;

fn no(rule: &'static str, reason: impl Into<String>) -> R {
    Err(Illegal::new(rule, reason))
}

impl GridSiege {
    /// Destinations of the zombie on `from` with its actions left, and the
    /// actions each costs, cheapest path (GS-ZMOVE).
    pub fn zombie_moves(&self, from: Pos) -> Vec<(Pos, u8)> {
        let Some(i) = self.zombie_at(from) else { return Vec::new() };
        self.zombie_reach(from, self.zombies[i].actions, false)
    }

    /// The squares reachable within `budget` actions with their least cost,
    /// empty squares only; `first` stops at the first one found.
    fn zombie_reach(&self, from: Pos, budget: u8, first: bool) -> Vec<(Pos, u8)> {
        let mut out: Vec<(Pos, u8)> = Vec::new();
        if budget == 0 {
            return out;
        }
        let m = &content().map;
        let humans: Vec<Pos> = self.humans.iter().filter(|h| h.on_board()).map(|h| h.pos).collect();
        // A small local search: budgets are at most a few squares, and a
        // window step costs 2, so a square may be improved and re-expanded.
        let mut seen: Vec<(Pos, u8)> = vec![(from, 0)];
        let mut k = 0;
        while k < seen.len() {
            let (p, c) = seen[k];
            k += 1;
            if seen.iter().any(|(q, qc)| *q == p && *qc < c) {
                continue;
            }
            for d in Dir::ALL {
                let Some(n) = m.step(p, d) else { continue };
                let sq = m.sq(n);
                if sq.car || sq.obstacle || humans.contains(&n) {
                    continue;
                }
                let step = match self.pass_dir(p, d) {
                    Pass::Open => 1,
                    Pass::Window => 2,
                    Pass::Blocked => continue,
                };
                let nc = c + step;
                if nc > budget {
                    continue;
                }
                if seen.iter().any(|(q, qc)| *q == n && *qc <= nc) {
                    continue;
                }
                seen.push((n, nc));
                if n != from && !self.has_zombie(n) {
                    if first {
                        out.push((n, nc));
                        return out;
                    }
                    match out.iter_mut().find(|(q, _)| *q == n) {
                        Some(e) => e.1 = e.1.min(nc),
                        None => out.push((n, nc)),
                    }
                }
            }
        }
        out.sort_unstable();
        out
    }

    pub(crate) fn any_zombie_move(&self) -> bool {
        self.zombies.iter().any(|z| !self.zombie_reach(z.pos, z.actions, true).is_empty())
    }

    pub(crate) fn legal_zombie_moves(&self, out: &mut Vec<Action>) {
        out.push(Action::EndZombies);
        for z in &self.zombies {
            for (to, _) in self.zombie_moves(z.pos) {
                out.push(Action::ZMove { from: z.pos, to });
            }
        }
    }

    pub(crate) fn check_zmove(&self, from: Pos, to: Pos) -> R {
        let Some(i) = self.zombie_at(from) else { return no("GS-ZMOVE-1", format!("no zombie on {from}")) };
        if self.zombie_moves(from).iter().any(|(p, _)| *p == to) {
            return Ok(());
        }
        let z = &self.zombies[i];
        if z.actions == 0 {
            return no("GS-ZMOVE-1", "this zombie has no action left");
        }
        if self.human_at(to).is_some() || self.has_zombie(to) {
            return no("GS-ZMOVE-5", format!("{to} is occupied"));
        }
        no(
            "GS-ZMOVE-2",
            format!(
                "{to} is out of reach: 1 square per action, orthogonally; windows take 2 actions; walls and obstacles block"
            ),
        )
    }

    pub(crate) fn apply_zmove(&mut self, from: Pos, to: Pos, ev: &mut Vec<Event>) {
        let Some(cost) = self.zombie_moves(from).iter().find(|(p, _)| *p == to).map(|(_, c)| *c) else { return };
        if let Some(i) = self.zombie_at(from) {
            self.zombies[i].pos = to;
            self.zombies[i].actions -= cost;
            self.crossed(from, to);
            self.sort_zombies();
            ev.push(Event::ZombieMoved { from, to });
        }
        self.stage_moves(ev);
    }

    // ----- spawning (GS-ZSPAWN-3/4, GS-GAP-18) -----

    /// Squares of `sheet` where a new zombie may appear.
    pub fn spawn_squares(&self, sheet: u8) -> Vec<Pos> {
        let m = &content().map;
        let rooms: Vec<u8> = self
            .living()
            .filter(|(_, h)| h.placed && !h.in_car)
            .map(|(_, h)| m.sq(h.pos).room)
            .filter(|r| *r > 0)
            .collect();
        let humans: Vec<Pos> = self.living().filter(|(_, h)| h.placed).map(|(_, h)| h.pos).collect();
        m.sheet_squares(sheet)
            .filter(|p| {
                let sq = m.sq(*p);
                self.free_for_zombie(*p)
                    && !(sq.room > 0 && rooms.contains(&sq.room))
                    && humans.iter().all(|h| h.dist(*p) >= 4)
                    && (!self.opts.spawn_on_edge_only || m.on_board_edge(*p))
            })
            .collect()
    }

    pub(crate) fn spawn_sheet(&mut self, sheet: u8, ev: &mut Vec<Event>) {
        if self.spawn_squares(sheet).is_empty() {
            ev.push(Event::NoSpawnSquare { sheet });
            self.zphase.spawn_fails += 1;
            if self.zphase.spawn_fails >= 6 {
                // GS-GAP-18: after 6 failed rolls no zombie appears this time.
                self.spawned_one();
                self.next_spawn(ev);
            } else {
                self.pending = Pending::SpawnRoll;
            }
        } else {
            self.pending = Pending::SpawnPlace { sheet };
        }
    }

    pub(crate) fn spawn_at(&mut self, p: Pos, ev: &mut Vec<Event>) {
        self.zombies.push(crate::rules::state::Zombie { pos: p, actions: 2, fresh: false });
        self.sort_zombies();
        ev.push(Event::ZombieSpawned { pos: p });
        self.spawned_one();
        self.next_spawn(ev);
    }

    // ----- zombie cards (GS-ZCARD, GS-GAP-10/22) -----

    pub(crate) fn legal_cards(&self, out: &mut Vec<Action>) {
        out.push(Action::PassCard);
        for (k, n) in self.zhand.iter().enumerate() {
            if *n == 0 {
                continue;
            }
            let card = k as u8;
            match content().zombie_cards[k].effect {
                ZEffect::Horde(_) | ZEffect::Hunger(_) => out.push(Action::PlayCard { card, target: 0 }),
                ZEffect::Lurch(_) => {
                    for z in &self.zombies {
                        out.push(Action::PlayCard { card, target: z.pos.code() as u16 });
                    }
                }
                ZEffect::Trip(_) => {
                    for (i, _) in self.living() {
                        out.push(Action::PlayCard { card, target: u16::from(i) });
                    }
                }
            }
        }
    }

    pub(crate) fn check_card(&self, card: u8, target: u16) -> R {
        let Some(def) = content().zombie_cards.get(usize::from(card)) else { return no("GS-ZCARD-1", "no such card") };
        if self.zhand.get(usize::from(card)).copied().unwrap_or(0) == 0 {
            return no("GS-ZCARD-1", format!("{} is not in the hand", def.name));
        }
        let ok = match def.effect {
            ZEffect::Horde(_) | ZEffect::Hunger(_) => target == 0,
            ZEffect::Lurch(_) => target < 4096 && self.has_zombie(Pos::from_code(u32::from(target))),
            ZEffect::Trip(_) => self.humans.get(usize::from(target)).is_some_and(|h| h.alive()),
        };
        if ok { Ok(()) } else { no("GS-ZCARD-1", format!("{} cannot target {target}", def.name)) }
    }

    pub(crate) fn apply_card(&mut self, card: u8, target: u16, ev: &mut Vec<Event>) {
        let k = usize::from(card);
        self.zhand[k] -= 1;
        self.zplayed[k] += 1;
        ev.push(Event::ZombieCardPlayed { card, target });
        match content().zombie_cards[k].effect {
            ZEffect::Horde(n) => self.zphase.spawn_forced += n,
            ZEffect::Lurch(n) => {
                if let Some(i) = self.zombie_at(Pos::from_code(u32::from(target))) {
                    self.zombies[i].actions += n;
                }
            }
            ZEffect::Hunger(n) => self.zphase.hunger += n,
            ZEffect::Trip(n) => {
                let h = &mut self.humans[usize::from(target)];
                h.trip = h.trip.saturating_add(n);
            }
        }
        self.next_spawn(ev);
    }

    /// A zombie attack roll (GS-ZATK-1): on success the human loses a life.
    pub(crate) fn zombie_attack_die(&mut self, h: u8, v: u8, ev: &mut Vec<Event>) {
        ev.push(Event::DieRolled { value: v, roll: crate::rules::event::Roll::ZombieAttack });
        let need = self.zombie_attack_target(self.attackers(h));
        if v >= need {
            self.wound(h, 1, ev);
        }
        if self.ended.is_none() {
            self.stage_attacks(h + 1, ev);
        }
    }
}
