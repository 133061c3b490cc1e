//! The Night (ZG-NIGHT, ZG-RETREAT, ZG-INF, ZG-WORK, ZG-VP) and the day
//! fights against zombie cards (ZG-GAP-7), which share the fight.

use crate::content::{CharKind, content};
use crate::rules::event::{Death, Event, Posture};
use crate::rules::map::Place;
use crate::rules::state::{RetreatCtx, Step, Task, ZGame};

/// One tie-break of ZG-END-2: bigger is better.
type TieKey = &'static dyn Fn(&ZGame, u8) -> u32;

impl ZGame {
    /// ZG-NIGHT-1, ZG-GAP-10: which locations the zombies attack, with how
    /// many dice; then the attacks player by player in turn order, each
    /// player's in the order he chooses ((i)). All are chosen before any is
    /// fought: a fight never moves a character, retreats come after them all.
    pub(crate) fn night_attacks(&mut self, events: &mut Vec<Event>) {
        // ZG-SAB-8, ZG-GAP-20: a horde that finds nobody ruins and neutralises.
        for loc in self.night.hordes.clone() {
            if self.occupant(loc).is_none() {
                self.night.attacked.push(loc);
                let l = &mut self.locs[usize::from(loc)];
                l.fort.ruin += l.fort.full;
                l.fort.full = 0;
                l.fort.owner = None;
                if let Some(p) = l.holder.take() {
                    events.push(Event::Lost { seat: p, loc });
                }
                events.push(Event::Overrun { loc });
            }
        }
        for loc in 0..self.locs.len() as u8 {
            if self.occupant(loc).is_none() {
                continue;
            }
            let here = self.at(loc).count();
            let l = &self.locs[usize::from(loc)];
            let unfortified = l.place == Place::Street || l.fort.full == 0;
            // (g): the causes of two dice never add up.
            let horde = self.night.hordes.contains(&loc);
            let dice = if here >= 4 || horde {
                2
            } else if unfortified {
                1
            } else {
                // (e) reading A: a fortified location with 1-3 characters is not attacked.
                0
            };
            if dice > 0 {
                self.night.attacked.push(loc);
                self.night.waiting.push((loc, dice));
            }
        }
        let order = self.order();
        self.push_seq(order.into_iter().map(Task::Attacks));
    }

    /// `seat`'s next attack: his choice when several wait (ZG-GAP-10 (i)).
    pub(crate) fn next_attack(&mut self, seat: u8) {
        let mine: Vec<(u8, u8)> =
            self.night.waiting.iter().copied().filter(|&(l, _)| self.occupant(l) == Some(seat)).collect();
        match mine[..] {
            [] => {}
            [(loc, _)] => self.defend(seat, loc),
            _ => self.step = Step::Order { seat },
        }
    }

    /// The attack on `loc` is fought now; then `seat`'s next one.
    pub(crate) fn defend(&mut self, seat: u8, loc: u8) {
        let Some(i) = self.night.waiting.iter().position(|&(l, _)| l == loc) else { return };
        let (_, dice) = self.night.waiting.remove(i);
        self.push_seq([Task::Attack { loc, dice }, Task::Attacks(seat)]);
    }

    /// After the zombies' strength is known: the defender chooses weapons
    /// (ZG-NIGHT-2), unless nobody stands to hold one.
    pub(crate) fn ask_weapons(&mut self, events: &mut Vec<Event>) {
        let Some(f) = self.fight.clone() else { return };
        if self.standing_strength(f.loc, f.seat).1 > 0 {
            self.step = Step::Fight { seat: f.seat };
        } else {
            self.resolve_fight(0, events);
        }
    }

    /// The defence against the zombies and what follows.
    pub(crate) fn resolve_fight(&mut self, weapons: u8, events: &mut Vec<Event>) {
        self.step = Step::Auto;
        let Some(f) = self.fight.take() else { return };
        let c = content();
        let faction = self.faction(f.seat);
        let (strength, _) = self.standing_strength(f.loc, f.seat);
        let mut defence = strength + weapons;
        // ZG-NIGHT-4, ZG-GAP-11: faction bonuses.
        if let Some(fa) = faction {
            defence += fa.zombie_bonus;
            if f.night {
                defence += fa.night_bonus;
            }
        }
        if f.night {
            // ZG-GAP-10: full markers only.
            defence += self.locs[usize::from(f.loc)].fort.full.min(2);
            // ZG-NIGHT-5, (c): the zombies win only when stronger.
            let won = f.zombies <= defence;
            events.push(Event::Fought { seat: f.seat, loc: f.loc, defence, zombies: f.zombies, won, night: true });
            if won {
                if self.locs[usize::from(f.loc)].place == Place::Street {
                    self.night.street_win = Some(f.seat);
                }
            } else {
                self.night.lost.push(f.loc);
            }
        } else {
            // ZG-GAP-7: the player wins on a total at least the card's strength.
            let won = defence >= f.zombies;
            events.push(Event::Fought { seat: f.seat, loc: f.loc, defence, zombies: f.zombies, won, night: false });
            if won {
                self.capture(f.seat, f.loc, events);
                self.push_seq([
                    Task::CapCheck { seat: f.seat, loc: f.loc },
                    Task::RecruitRoll { seat: f.seat, loc: f.loc },
                ]);
            } else {
                self.day_retreat(f.seat, f.loc, events);
            }
        }
        let _ = c;
    }

    /// ZG-GAP-7, ZG-GAP-14: the location is held; neutral markers are taken over.
    fn capture(&mut self, seat: u8, loc: u8, events: &mut Vec<Event>) {
        let l = &mut self.locs[usize::from(loc)];
        l.holder = Some(seat);
        if l.fort.markers() > 0 {
            l.fort.owner = Some(seat);
        }
        self.night.captured.push((seat, loc));
        events.push(Event::Captured { seat, loc });
    }

    /// ZG-GAP-7: a lost day fight. Who came this Day goes back where he
    /// came from if the player still holds it; the others go to the
    /// nearest location he holds (the player chooses among equals); with
    /// none they die. All of them are exhausted.
    fn day_retreat(&mut self, seat: u8, loc: u8, events: &mut Vec<Event>) {
        let here: Vec<u8> = self.at(loc).filter(|(_, c)| c.owner == seat).map(|(i, _)| i).collect();
        let mut rest = Vec::new();
        for ch in here {
            match self.chars[usize::from(ch)].from {
                Some(from) if self.locs[usize::from(from)].holder == Some(seat) => {
                    self.arrive(ch, loc, from, Posture::Retreated, events);
                }
                _ => rest.push(ch),
            }
        }
        if rest.is_empty() {
            return;
        }
        let d = self.distances(loc);
        let held: Vec<u8> =
            (0..self.locs.len() as u8).filter(|&l| self.locs[usize::from(l)].holder == Some(seat)).collect();
        self.retreat_to(seat, loc, rest, &d, held, false, events);
    }

    fn arrive(&mut self, ch: u8, from: u8, to: u8, posture: Posture, events: &mut Vec<Event>) {
        let x = &mut self.chars[usize::from(ch)];
        x.loc = Some(to);
        x.posture = posture;
        events.push(Event::Retreated { who: x.who(), from, to });
        self.reveal(to, events);
    }

    /// Sends `chars` to the nearest of `candidates` (by `d`); several at
    /// the same distance: the player chooses; none: they die.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn retreat_to(
        &mut self,
        seat: u8,
        from: u8,
        chars: Vec<u8>,
        d: &[u8],
        candidates: Vec<u8>,
        night: bool,
        events: &mut Vec<Event>,
    ) {
        let best = candidates.iter().map(|&l| d[usize::from(l)]).filter(|&x| x != u8::MAX).min();
        let Some(best) = best else {
            for ch in chars {
                self.kill(ch, Death::Cornered, events);
            }
            return;
        };
        let options: Vec<u8> = candidates.into_iter().filter(|&l| d[usize::from(l)] == best).collect();
        if options.len() == 1 {
            self.retreat_chars(seat, from, &chars, options[0], night, events);
        } else {
            self.retreat = Some(RetreatCtx { seat, from, chars, night, options });
            self.step = Step::Retreat { seat };
        }
    }

    pub(crate) fn retreat_chars(
        &mut self,
        seat: u8,
        from: u8,
        chars: &[u8],
        to: u8,
        night: bool,
        events: &mut Vec<Event>,
    ) {
        for &ch in chars {
            // ZG-RETREAT-3: the leader is not exhausted by night retreats.
            let leader = self.chars[usize::from(ch)].kind == CharKind::Leader;
            let posture = if night && leader { Posture::Standing } else { Posture::Retreated };
            self.arrive(ch, from, to, posture, events);
        }
        let _ = seat;
        self.refresh(from, events);
    }

    pub(crate) fn kill(&mut self, ch: u8, cause: Death, events: &mut Vec<Event>) {
        let x = &mut self.chars[usize::from(ch)];
        let loc = x.loc.take().unwrap_or(0);
        events.push(Event::Died { who: x.who(), loc, cause });
        let (seat, kind) = (x.owner, x.kind);
        if kind == CharKind::Leader {
            // ZG-GAP-13: a dead leader is not replaced.
            self.seats[usize::from(seat)].leader_alive = false;
        } else if self.options.few_but_effective {
            // ZG-VAR-7, ZG-GAP-24: back to its faction's pile.
            self.piles[usize::from(seat)][kind.index()] += 1;
        } else {
            // ZG-INF-3: the card goes to the character deck's discard pile.
            self.char_discard[kind.index()] += 1;
        }
        self.refresh(loc, events);
    }

    /// ZG-RETREAT, ZG-GAP-21: a location lost at night.
    pub(crate) fn night_retreat(&mut self, loc: u8, events: &mut Vec<Event>) {
        let Some(seat) = self.occupant(loc) else { return };
        // ZG-RETREAT-1 (reading A): the exhausted of the lost location die.
        let lying: Vec<u8> = self.at(loc).filter(|(_, c)| !c.standing()).map(|(i, _)| i).collect();
        for ch in lying {
            self.kill(ch, Death::Exhausted, events);
        }
        // ZG-NIGHT-5, ZG-BUILD-10, ZG-GAP-19: fortifications and work under way become ruins.
        let f = &mut self.locs[usize::from(loc)].fort;
        if f.full + f.building + f.repairing > 0 {
            f.ruin += f.full + f.building + f.repairing;
            f.full = 0;
            f.building = 0;
            f.repairing = 0;
            f.fresh = false;
            events.push(Event::Ruined { loc });
        }
        let chars: Vec<u8> = self.at(loc).map(|(i, _)| i).collect();
        if chars.is_empty() {
            self.refresh(loc, events);
            return;
        }
        let d = self.distances(loc);
        let n = self.locs.len() as u8;
        let attacked = self.night.attacked.clone();
        let friendly: Vec<u8> =
            (0..n).filter(|&l| self.locs[usize::from(l)].holder == Some(seat) && !attacked.contains(&l)).collect();
        if !friendly.is_empty() {
            self.retreat_to(seat, loc, chars, &d, friendly, true, events);
            return;
        }
        // ZG-GAP-21: a neutral location not attacked, nearest to any location the
        // player still holds. (Not one with another player's characters: see the rulings.)
        let held: Vec<u8> = (0..n).filter(|&l| self.locs[usize::from(l)].holder == Some(seat)).collect();
        let mut near = vec![u8::MAX; usize::from(n)];
        for h in held {
            for (i, x) in self.distances(h).into_iter().enumerate() {
                near[i] = near[i].min(x);
            }
        }
        let neutral: Vec<u8> = (0..n)
            .filter(|&l| {
                let x = &self.locs[usize::from(l)];
                x.holder.is_none()
                    && !matches!(x.place, Place::Base(_))
                    && !attacked.contains(&l)
                    && self.occupant(l).is_none_or(|o| o == seat)
            })
            .collect();
        self.retreat_to(seat, loc, chars, &near, neutral, true, events);
    }

    /// ZG-WORK-1, ZG-GAP-22: work under way turns full if a character of its
    /// player is there; otherwise its markers stay face down as ruins.
    pub(crate) fn labour(&mut self, events: &mut Vec<Event>) {
        let c = content();
        let mut caps = Vec::new();
        for loc in 0..self.locs.len() as u8 {
            let f = self.locs[usize::from(loc)].fort.clone();
            if f.building + f.repairing == 0 {
                continue;
            }
            let Some(p) = f.builder else { continue };
            let present = self.at(loc).any(|(_, ch)| ch.owner == p);
            let fort = &mut self.locs[usize::from(loc)].fort;
            if present {
                fort.full += fort.building + fort.repairing;
                fort.owner = Some(p);
                // ZG-BUILD-9, ZG-VP-1: a new fortification earns VP, repairs and upgrades none.
                let vp = if fort.fresh { c.costs.build_vp } else { 0 };
                self.night.build_vp[usize::from(p)] += vp;
                events.push(Event::Built { seat: p, loc, vp });
                caps.push(Task::CapCheck { seat: p, loc });
            } else {
                fort.ruin += fort.building + fort.repairing;
                events.push(Event::Ruined { loc });
            }
            fort.building = 0;
            fort.repairing = 0;
            fort.fresh = false;
            fort.builder = None;
        }
        self.push_seq(caps);
    }

    /// ZG-VP-1/2, ZG-GAP-15.
    pub(crate) fn night_vp(&mut self, events: &mut Vec<Event>) {
        let c = content();
        for seat in self.order() {
            let mut vp = self.night.build_vp[usize::from(seat)];
            if self.night.street_win == Some(seat) && self.locs[0].holder == Some(seat) {
                vp += c.costs.street_vp;
            }
            if vp > 0 {
                let p = &mut self.seats[usize::from(seat)];
                p.vp = (p.vp + vp).min(c.numbers.max_vp);
                events.push(Event::Vp { seat, vp, total: p.vp });
            }
        }
    }

    /// ZG-VP-3, ZG-END, ZG-GAP-23.
    pub(crate) fn end_check(&mut self, events: &mut Vec<Event>) {
        if self.seats.iter().all(|p| p.vp < self.target) {
            return;
        }
        let best = self.seats.iter().map(|p| p.vp).max().unwrap_or(0);
        let mut tied: Vec<u8> = (0..self.players).filter(|&s| self.seats[usize::from(s)].vp == best).collect();
        // ZG-END-2: characters on the board, then food + medicine, then cards in hand.
        let keys: [TieKey; 3] = [
            &|g, s| g.alive(s).count() as u32,
            &|g, s| u32::from(g.seats[usize::from(s)].food) + u32::from(g.seats[usize::from(s)].medicine),
            &|g, s| g.seats[usize::from(s)].hand.iter().map(|&n| u32::from(n)).sum(),
        ];
        for key in keys {
            let top = tied.iter().map(|&s| key(self, s)).max().unwrap_or(0);
            tied.retain(|&s| key(self, s) == top);
        }
        if tied.len() == 1 {
            self.finish(tied, events);
        } else {
            // ZG-GAP-16: at random.
            self.tied = tied;
            self.step = Step::Chance(crate::rules::state::Draw::TieBreak);
        }
    }

    pub(crate) fn finish(&mut self, winners: Vec<u8>, events: &mut Vec<Event>) {
        events.push(Event::GameOver { winners: winners.clone(), unfinished: false });
        self.ended = Some(crate::rules::state::Ended { winners, unfinished: false });
        self.todo.clear();
        self.step = Step::Over;
    }
}
