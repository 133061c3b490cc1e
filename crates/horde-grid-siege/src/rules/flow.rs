//! The order of play: setup, rounds, the Human and Zombie phases, and
//! victory (GS-SETUP, GS-GAP-1, GS-WIN).

use crate::content::{BuildingKind, content};
use crate::rules::event::Event;
use crate::rules::geom::{Dir, Pos};
use crate::rules::setup::{CharacterDeal, MAX_HUMANS, Placement, Setup};
use crate::rules::state::{Ended, GridSiege, Human, Life, Pending, Turn, ZPhase, Zombie};
use horde_core::SetupError;

impl GridSiege {
    /// A new match at its first decision (the first character deal).
    pub fn from_setup(setup: &Setup) -> Result<Self, SetupError> {
        let c = content();
        if setup.humans == 0 || setup.humans > MAX_HUMANS {
            return Err(SetupError(format!("GS-SETUP-2: 1..={MAX_HUMANS} humans, not {}", setup.humans)));
        }
        if setup.human_seats == 0 || setup.human_seats > setup.humans {
            return Err(SetupError(format!(
                "GS-SETUP-1: 1..={} Human Players for {} humans, not {}",
                setup.humans, setup.humans, setup.human_seats
            )));
        }
        let n = setup.humans;
        let humans = (0..n)
            .map(|i| Human {
                seat: crate::rules::setup::seat_of(i, setup.human_seats),
                character: u8::MAX,
                lives: 4,
                life: Life::Alive,
                pos: Pos::new(0, 0),
                placed: false,
                in_car: false,
                inv: [0; crate::rules::state::SLOTS],
                searched: 0,
                acted: false,
                trip: 0,
            })
            .collect();
        // One zombie-card set per `humans_per_set` humans or part thereof (GS-GAP-10).
        let per_set = content_humans_per_set();
        let sets = n.div_ceil(per_set.max(1));
        let mut zdeck = [0u8; 8];
        for (i, z) in c.zombie_cards.iter().enumerate().take(8) {
            zdeck[i] = z.copies.saturating_mul(sets);
        }
        let mut g = GridSiege {
            opts: setup.options,
            human_seats: setup.human_seats,
            deal: setup.characters,
            placement: setup.placement,
            round: 0,
            pending: Pending::Over,
            humans,
            zombies: Vec::new(),
            barricades: Vec::new(),
            destroyed: Vec::new(),
            searched: 0,
            car_started: false,
            search_left: c.search_deck.iter().map(|s| s.copies).collect(),
            char_left: vec![1; c.characters.len()],
            zhand: [0; 8],
            zplayed: [0; 8],
            zdeck,
            floor: Vec::new(),
            projects: Vec::new(),
            turn: Turn::new(0, 0, Pos::new(0, 0)),
            zphase: ZPhase::default(),
            activity: [false; 2],
            ended: None,
            last_roll: None,
        };
        g.next_character(0);
        Ok(g)
    }

    pub fn num_humans(&self) -> u8 {
        self.humans.len() as u8
    }

    // ----- setup -----

    pub(crate) fn next_character(&mut self, human: u8) {
        if human >= self.num_humans() {
            self.pending = Pending::DealZombieCard { left: 3 * self.num_humans() };
            return;
        }
        // Not enough cards: more are printed (GS-SETUP-3).
        if self.char_left.iter().all(|c| *c == 0) {
            self.char_left.iter_mut().for_each(|c| *c = 1);
        }
        self.pending = match self.deal {
            CharacterDeal::Random => Pending::DealCharacter { human },
            CharacterDeal::Choose => Pending::ChooseCharacter { human },
        };
    }

    pub(crate) fn give_character(&mut self, human: u8, ch: u8, ev: &mut Vec<Event>) {
        let i = usize::from(ch);
        self.char_left[i] = self.char_left[i].saturating_sub(1);
        let h = &mut self.humans[usize::from(human)];
        h.character = ch;
        h.lives = content().characters[i].lives;
        ev.push(Event::CharacterDealt { human, character: ch });
        self.next_character(human + 1);
    }

    pub(crate) fn zombie_deal_done(&mut self, ev: &mut Vec<Event>) {
        self.next_placement(0, ev);
    }

    pub(crate) fn next_placement(&mut self, human: u8, ev: &mut Vec<Event>) {
        if human >= self.num_humans() {
            self.start_round(ev);
            return;
        }
        self.pending = match self.placement {
            Placement::Random => Pending::PlacementRoll { human, fails: 0 },
            Placement::Edge => Pending::PlaceHuman { human, sheet: 0 },
        };
    }

    /// Legal starting squares for a human (GS-SETUP-6..8, GS-GAP-24).
    pub fn human_start_squares(&self, sheet: u8) -> Vec<Pos> {
        let m = &content().map;
        m.all()
            .filter(|p| {
                m.start_square(*p)
                    && self.human_at(*p).is_none()
                    && if sheet == 0 { m.on_board_edge(*p) } else { m.sq(*p).sheet == sheet }
            })
            .collect()
    }

    pub(crate) fn place_human(&mut self, human: u8, p: Pos, ev: &mut Vec<Event>) {
        let h = &mut self.humans[usize::from(human)];
        h.pos = p;
        h.placed = true;
        ev.push(Event::HumanPlaced { human, pos: p });
        self.next_placement(human + 1, ev);
    }

    // ----- rounds and the Human phase -----

    pub(crate) fn start_round(&mut self, ev: &mut Vec<Event>) {
        self.round += 1;
        if self.opts.round_limit > 0 && self.round > self.opts.round_limit {
            self.end(Ended::RoundLimit { rounds: self.opts.round_limit }, ev);
            return;
        }
        ev.push(Event::RoundStarted { round: self.round });
        ev.push(Event::HumanPhase);
        self.activity[1] = false;
        for h in &mut self.humans {
            h.acted = false;
        }
        // Unfinished barricade work stays (GS-GAP-14).
        self.next_human(ev);
    }

    /// Humans who may still take a turn in this Human phase (GS-ACT-1, GS-GAP-5).
    pub fn waiting_humans(&self) -> impl Iterator<Item = u8> + '_ {
        self.humans.iter().enumerate().filter(|(_, h)| h.conscious() && h.placed && !h.acted).map(|(i, _)| i as u8)
    }

    pub(crate) fn next_human(&mut self, ev: &mut Vec<Event>) {
        if self.ended.is_some() {
            return;
        }
        let first_two = {
            let mut waiting = self.waiting_humans();
            (waiting.next(), waiting.next())
        };
        match first_two {
            (None, _) => self.end_human_phase(ev),
            // A single candidate is no choice.
            (Some(h), None) => self.activate(h, ev),
            _ => self.pending = Pending::NextHuman,
        }
    }

    pub(crate) fn activate(&mut self, h: u8, ev: &mut Vec<Event>) {
        let hu = &mut self.humans[usize::from(h)];
        hu.acted = true;
        // GS-ACT-2/3: 1 or 2 lives left, 1 action; a Trip card takes more.
        let base: u8 = if hu.lives >= 3 { 2 } else { 1 };
        let actions = base.saturating_sub(hu.trip);
        hu.trip = 0;
        self.turn = Turn::new(h, actions, hu.pos);
        ev.push(Event::TurnStarted { human: h, actions });
        if actions == 0 {
            self.end_turn(ev);
        } else {
            self.pending = Pending::Act;
        }
    }

    /// After every completed human action: victory, then the turn goes on
    /// or ends.
    pub(crate) fn after_action(&mut self, ev: &mut Vec<Event>) {
        if self.ended.is_some() {
            return;
        }
        self.check_car_win(ev);
        if self.ended.is_some() {
            return;
        }
        let h = &self.humans[usize::from(self.turn.human)];
        if !h.conscious() || self.turn.actions == 0 {
            self.end_turn(ev);
        } else {
            self.pending = Pending::Act;
        }
    }

    /// Where the carried human may be put down (GS-CARRY-2, GS-GAP-6).
    pub fn carry_drop_squares(&self) -> Vec<Pos> {
        let m = &content().map;
        let h = &self.humans[usize::from(self.turn.human)];
        let mut out: Vec<Pos> = Vec::new();
        if h.in_car {
            return out;
        }
        let moved = self.turn.nvisited > 1;
        if moved {
            out.extend(self.turn.visited().iter().copied().filter(|p| *p != h.pos));
        } else {
            out.extend(Dir::ALL.iter().filter_map(|d| m.step(h.pos, *d)).filter(|q| self.touching(h.pos, *q)));
        }
        out.retain(|p| self.free_for_figure(*p));
        if out.is_empty() && self.free_for_figure(self.turn.carry_from) {
            out.push(self.turn.carry_from);
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    pub(crate) fn end_turn(&mut self, ev: &mut Vec<Event>) {
        if let Some(c) = self.turn.carrying {
            let squares = self.carry_drop_squares();
            match squares.len() {
                0 => {
                    let from = self.turn.carry_from;
                    self.drop_carried(c, from, ev);
                }
                1 => self.drop_carried(c, squares[0], ev),
                _ => {
                    self.pending = Pending::PlaceCarried;
                    return;
                }
            }
        }
        self.finish_turn(ev);
    }

    pub(crate) fn drop_carried(&mut self, c: u8, p: Pos, ev: &mut Vec<Event>) {
        self.turn.carrying = None;
        let hu = &mut self.humans[usize::from(c)];
        if hu.alive() && !hu.in_car {
            hu.pos = p;
            hu.placed = true;
            ev.push(Event::CarriedPlaced { human: c, pos: p });
        }
    }

    pub(crate) fn finish_turn(&mut self, ev: &mut Vec<Event>) {
        ev.push(Event::TurnEnded { human: self.turn.human });
        self.check_car_win(ev);
        self.next_human(ev);
    }

    fn end_human_phase(&mut self, ev: &mut Vec<Event>) {
        self.check_fort_win(ev);
        if self.ended.is_some() {
            return;
        }
        self.begin_zombie_phase(ev);
    }

    // ----- the Zombie phase (GS-GAP-1) -----

    fn begin_zombie_phase(&mut self, ev: &mut Vec<Event>) {
        ev.push(Event::ZombiePhase);
        self.rise_dead(ev);
        let boring = !(self.activity[0] || self.activity[1]);
        self.activity[0] = false;
        for z in &mut self.zombies {
            z.actions = if z.fresh { 4 } else { 2 };
        }
        self.zphase = ZPhase::default();
        let extra = u8::from(self.opts.so_boring && boring && self.round >= 2);
        self.zphase.spawn_regular = if self.round == 1 { 2 * self.num_humans() } else { 1 } + extra;
        self.zphase.demolish = self.demolition_groups();
        self.stage_demolish(ev);
    }

    /// GS-LIFE-4, GS-GAP-4: the dead rise as fresh zombies with 4 actions.
    fn rise_dead(&mut self, ev: &mut Vec<Event>) {
        for i in 0..self.humans.len() {
            if self.humans[i].life != Life::Dead {
                continue;
            }
            self.humans[i].life = Life::Risen;
            let at = self.humans[i].pos;
            let spot = if self.free_for_zombie(at) { Some(at) } else { self.nearest_free(at) };
            if let Some(p) = spot {
                self.zombies.push(Zombie { pos: p, actions: 4, fresh: true });
                self.sort_zombies();
                ev.push(Event::Rose { human: i as u8, pos: p });
            }
        }
    }

    pub(crate) fn free_for_zombie(&self, p: Pos) -> bool {
        let m = &content().map;
        m.contains(p) && self.free_for_figure(p) && !m.sq(p).obstacle
    }

    /// The nearest square a zombie may stand on, by distance then position.
    fn nearest_free(&self, from: Pos) -> Option<Pos> {
        let m = &content().map;
        m.all().filter(|p| self.free_for_zombie(*p)).min_by_key(|p| (p.dist(from), *p))
    }

    pub(crate) fn stage_demolish(&mut self, ev: &mut Vec<Event>) {
        if self.demolishable().is_empty() {
            self.stage_card(ev);
        } else {
            self.pending = Pending::Demolish;
        }
    }

    pub(crate) fn stage_card(&mut self, ev: &mut Vec<Event>) {
        if self.searched_count() >= self.zombie_card_threshold() && self.zombie_hand_size() > 0 {
            self.pending = Pending::ZombieCard;
        } else {
            self.next_spawn(ev);
        }
    }

    pub(crate) fn next_spawn(&mut self, ev: &mut Vec<Event>) {
        if self.zphase.spawn_forced == 0 && self.zphase.spawn_regular > 0 && self.zombies.len() >= self.zombie_max() {
            // GS-ZSPAWN-2: only if the maximum is not yet on the map.
            self.zphase.spawn_regular = 0;
        }
        if self.zphase.spawn_forced > 0 || self.zphase.spawn_regular > 0 {
            self.pending = Pending::SpawnRoll;
        } else {
            self.stage_moves(ev);
        }
    }

    pub(crate) fn spawned_one(&mut self) {
        if self.zphase.spawn_forced > 0 {
            self.zphase.spawn_forced -= 1;
        } else {
            self.zphase.spawn_regular = self.zphase.spawn_regular.saturating_sub(1);
        }
        self.zphase.spawn_fails = 0;
    }

    pub(crate) fn stage_moves(&mut self, ev: &mut Vec<Event>) {
        if self.any_zombie_move() {
            self.pending = Pending::ZombieMoves;
        } else {
            self.stage_car_targets(ev);
        }
    }

    /// Humans alive in the car.
    fn in_car_humans(&self) -> impl Iterator<Item = u8> + '_ {
        self.living().filter(|(_, h)| h.in_car).map(|(i, _)| i)
    }

    /// Before the attacks: each zombie on a car door picks one human in the
    /// car (GS-CAR-3, «любого» = any one); with one human inside there is no
    /// choice.
    pub(crate) fn stage_car_targets(&mut self, ev: &mut Vec<Event>) {
        let doors = &content().map.car.doors;
        for (d, p) in doors.iter().enumerate() {
            let d = d as u8;
            if !self.has_zombie(*p) || self.zphase.car_targets.iter().any(|(x, _)| *x == d) {
                continue;
            }
            let first_two = {
                let mut inside = self.in_car_humans();
                (inside.next(), inside.next())
            };
            match first_two {
                (None, _) => break,
                (Some(h), None) => self.zphase.car_targets.push((d, h)),
                _ => {
                    self.pending = Pending::CarTarget { door: d };
                    return;
                }
            }
        }
        self.stage_attacks(0, ev);
    }

    pub(crate) fn apply_car_target(&mut self, door: u8, human: u8, ev: &mut Vec<Event>) {
        self.zphase.car_targets.push((door, human));
        self.stage_car_targets(ev);
    }

    pub(crate) fn legal_car_targets(&self, door: u8, out: &mut Vec<crate::rules::action::Action>) {
        out.extend(self.in_car_humans().map(|human| crate::rules::action::Action::CarAttack { door, human }));
    }

    /// GS-ZATK, GS-GAP-3: one roll per attacked human, in human order.
    pub(crate) fn stage_attacks(&mut self, from: u8, ev: &mut Vec<Event>) {
        for h in from..self.num_humans() {
            let hu = &self.humans[usize::from(h)];
            if !hu.alive() || !hu.placed {
                continue;
            }
            let n = self.attackers(h);
            if n == 0 {
                continue;
            }
            self.activity[0] = true;
            if hu.lives == 0 {
                // GS-LIFE-3: no roll against the unconscious.
                self.kill_human(h, ev);
                if self.ended.is_some() {
                    return;
                }
                continue;
            }
            self.pending = Pending::ZombieAttack { human: h };
            return;
        }
        self.start_round(ev);
    }

    /// Zombies attacking human `h` (GS-ZATK-1/2, GS-CAR-3).
    pub fn attackers(&self, h: u8) -> usize {
        let hu = &self.humans[usize::from(h)];
        if hu.in_car {
            // GS-CAR-3: the door zombies that picked him.
            let doors = &content().map.car.doors;
            return self
                .zphase
                .car_targets
                .iter()
                .filter(|(d, x)| *x == h && doors.get(usize::from(*d)).is_some_and(|p| self.has_zombie(*p)))
                .count();
        }
        let m = &content().map;
        Dir::ALL
            .iter()
            .filter_map(|d| m.step(hu.pos, *d))
            .filter(|q| self.has_zombie(*q) && self.touching(hu.pos, *q))
            .count()
    }

    /// The number a zombie attack needs (GS-ZATK-1), after Hunger.
    pub fn zombie_attack_target(&self, attackers: usize) -> u8 {
        let base: u8 = match attackers {
            0 => 7,
            1 => 6,
            2 => 5,
            _ => 4,
        };
        base.saturating_sub(self.zphase.hunger).max(2)
    }

    // ----- wounds and deaths -----

    /// Takes `n` lives; at 0 the human falls unconscious (GS-LIFE-2). A human
    /// already unconscious who loses a life dies.
    pub(crate) fn wound(&mut self, h: u8, n: u8, ev: &mut Vec<Event>) {
        if n == 0 {
            return;
        }
        let hu = &mut self.humans[usize::from(h)];
        if !hu.alive() {
            return;
        }
        if hu.lives == 0 {
            self.kill_human(h, ev);
            return;
        }
        hu.lives = hu.lives.saturating_sub(n);
        let lives = hu.lives;
        ev.push(Event::Wounded { human: h, lives });
        if lives == 0 {
            ev.push(Event::Unconscious { human: h });
        }
    }

    pub(crate) fn kill_human(&mut self, h: u8, ev: &mut Vec<Event>) {
        let hu = &mut self.humans[usize::from(h)];
        if !hu.alive() {
            return;
        }
        hu.life = Life::Dead;
        hu.lives = 0;
        let pos = hu.pos;
        let items: Vec<u8> = hu.items().map(|(_, t)| t).collect();
        hu.inv = [0; crate::rules::state::SLOTS];
        // GS-GAP-4: his things leave the game, or stay on his square (GS-ACT-6).
        if self.opts.items_stay_on_board && !self.humans[usize::from(h)].in_car {
            for t in items {
                self.floor.push((pos, t));
            }
            self.floor.sort_unstable();
        }
        if self.in_turn() && self.turn.carrying == Some(h) {
            self.turn.carrying = None;
        }
        ev.push(Event::Died { human: h });
        if self.living_count() == 0 {
            self.end(Ended::AllDead, ev);
        }
    }

    // ----- victory (GS-WIN) -----

    pub(crate) fn end(&mut self, how: Ended, ev: &mut Vec<Event>) {
        if self.ended.is_some() {
            return;
        }
        ev.push(Event::GameOver { humans_win: how.humans_win(), how });
        self.ended = Some(how);
        self.pending = Pending::Over;
    }

    /// Every search square searched, by anyone or (GS-WIN-4) by every
    /// living human.
    pub fn all_searched(&self) -> bool {
        let n = content().map.search.len();
        let all: u64 = if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
        if self.searched & all != all {
            return false;
        }
        !self.opts.everyone_searches_everything || self.living().all(|(_, h)| h.searched & all == all)
    }

    /// Zombies orthogonally next to a car square (GS-CAR-4).
    pub fn zombies_by_car(&self) -> usize {
        let m = &content().map;
        self.zombies.iter().filter(|z| Dir::ALL.iter().any(|d| m.step(z.pos, *d).is_some_and(|q| m.sq(q).car))).count()
    }

    /// GS-WIN-2, GS-GAP-16: all searched, the car started, every living
    /// human inside (and, with Blocking, fewer than 4 zombies by the car).
    pub(crate) fn check_car_win(&mut self, ev: &mut Vec<Event>) {
        if self.ended.is_some() || !self.car_started {
            return;
        }
        let all_in = self.living().all(|(_, h)| h.in_car);
        if all_in && self.all_searched() && (!self.opts.blocking || self.zombies_by_car() < 4) {
            self.end(Ended::DroveAway, ev);
        }
    }

    /// The house the humans hold, if any (GS-FORT-1, GS-GAP-15).
    pub fn fortified_house(&self) -> Option<usize> {
        let m = &content().map;
        m.buildings.iter().position(|b| {
            b.kind == BuildingKind::House
                && b.openings.iter().all(|e| self.is_barricaded(*e))
                && !b.boundary.iter().any(|e| self.is_destroyed(*e))
                && !b.squares.iter().any(|p| self.has_zombie(*p))
                && self.living().all(|(_, h)| h.placed && !h.in_car && b.squares.contains(&h.pos))
        })
    }

    fn check_fort_win(&mut self, ev: &mut Vec<Event>) {
        if let Some(b) = self.fortified_house() {
            self.end(Ended::Barricaded { building: b as u8 }, ev);
        }
    }

    pub fn ended(&self) -> Option<Ended> {
        self.ended
    }
}

fn content_humans_per_set() -> u8 {
    content().zombie_set_humans
}
