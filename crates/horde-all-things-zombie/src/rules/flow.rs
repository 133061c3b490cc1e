//! The step stack: setup, the turn sequence (ATZ-TURN), the automated
//! phases, and which decision the match waits for.

use crate::content::{Entry, Victory, content};
use crate::rules::action::Action;
use crate::rules::event::Event;
use crate::rules::state::{
    AfterShot, Atz, Character, DrawFor, Ended, EnterMode, Pending, RollFor, Setup, Side, Then, Zombie,
};

/// The three sides that may have a phase in a turn.
#[derive(Clone, Copy, PartialEq, Eq)]
enum PhaseOf {
    Characters,
    Zombies,
    Enemies,
}
use horde_core::{Decision, SetupError};

impl Atz {
    /// A new match at its first decision (ATZ-SETUP): the scenario's
    /// characters on their hexes with their weapons loaded in hand
    /// (ATZ-CHAR-3), then its starting zombies drawn from the cup.
    pub fn start(setup: &Setup) -> Result<Self, SetupError> {
        let c = content();
        let Some(scenario) = c.scenario(&setup.scenario) else {
            let known: Vec<&str> = c.scenarios.iter().map(|s| s.id.as_str()).collect();
            return Err(SetupError(format!("unknown scenario {:?}; known: {}", setup.scenario, known.join(", "))));
        };
        let sc = &c.scenarios[scenario];
        if setup.seats == 0 || usize::from(setup.seats) > sc.characters.len() {
            return Err(SetupError(format!(
                "scenario {} has {} characters: 1 to {} seats",
                sc.id,
                sc.characters.len(),
                sc.characters.len()
            )));
        }
        let characters: Vec<Character> = sc
            .characters
            .iter()
            .map(|s| {
                let hex = s.hex.unwrap_or(horde_board::Hex::ORIGIN);
                let mut ch = Character::new(s.character as u8, hex, s.weapon.map(|w| w as u8), s.items.clone());
                ch.waiting = s.hex.is_none();
                ch
            })
            .collect();
        let exit_east = match sc.victory {
            Victory::Exit { east, .. } => east,
            Victory::Survive => true,
        };
        // ATZ-GAP-5: starting equipment comes out of the box too.
        let mut supply_weapons: Vec<u8> = c.weapons.iter().map(|w| w.supply).collect();
        let mut supply_items: Vec<u8> = c.items.iter().map(|i| i.supply).collect();
        for ch in &characters {
            if let Some(w) = ch.weapon {
                supply_weapons[usize::from(w)] = supply_weapons[usize::from(w)].saturating_sub(1);
            }
            for &i in &ch.items {
                supply_items[usize::from(i)] = supply_items[usize::from(i)].saturating_sub(1);
            }
        }
        let map = &c.maps[sc.map];
        let mut game = Atz {
            scenario: scenario as u8,
            seats: setup.seats,
            house: setup.house,
            turn: 0,
            characters,
            zombies: Vec::new(),
            shots: Vec::new(),
            entered: vec![false; map.buildings.len()],
            cup: c.zombie_kinds.iter().map(|k| k.count).collect(),
            deck: c.zombie_cards.iter().map(|k| k.count).collect(),
            discard: vec![0; c.zombie_cards.len()],
            initiative: None,
            characters_first: true,
            sides_done: 0,
            pending: Pending::Idle,
            then: vec![Then::NewTurn],
            turn_state: None,
            dice: Vec::new(),
            last_roll: Vec::new(),
            targets: Vec::new(),
            place_at: horde_board::Hex::ORIGIN,
            tie: None,
            draws_left: 0,
            aim_hex: None,
            after_shot: AfterShot::Turn,
            enter_mode: EnterMode::Walk,
            tied: Vec::new(),
            walk: None,
            walk_path: Vec::new(),
            sighted: Vec::new(),
            aim_first: None,
            rushed: false,
            to_test: Vec::new(),
            searched: vec![false; map.buildings.len()],
            loot: c.loot.iter().map(|l| l.count).collect(),
            supply_weapons,
            supply_items,
            ground: Vec::new(),
            drugs_next: 0,
            entry_east: sc.enter == Some(Entry::East),
            exit_east,
            glory_left: 0,
            start_due: sc.generate_start,
            start_markers: Vec::new(),
            panic: false,
            enemy_die: None,
            shot_at: None,
            aim_char: None,
            picks: Vec::new(),
            enemy_path: Vec::new(),
            enemy_goal: None,
            spotted: Vec::new(),
            rerolled: false,
            reroll_slot: None,
            looked: None,
            ended: None,
        };
        // After the starting zombies: the entry edge, then the equipment (ATZ-GAP-9, ATZ-GAP-24).
        if sc.glory > 0 {
            game.then.push(Then::Equip { c: 0 });
        }
        if sc.enter == Some(Entry::Random) {
            game.then.push(Then::EntryRoll);
        }
        // ATZ-SETUP-4: the scenario's starting zombies, drawn from the cup.
        if let Some(&first) = sc.zombies.first() {
            game.place_at = first;
            game.pending = Pending::Draw { why: DrawFor::Setup, left: (sc.zombies.len() - 1) as u8 };
        }
        let mut events = Vec::new();
        game.run(&mut events);
        Ok(game)
    }

    pub fn decision(&self) -> Decision {
        match self.pending {
            Pending::Over | Pending::Idle => Decision::Terminal,
            Pending::Initiative
            | Pending::Roll { .. }
            | Pending::Card { .. }
            | Pending::Loot { .. }
            | Pending::Draw { .. }
            | Pending::ZombieTarget { .. }
            | Pending::EnemyDie
            | Pending::EnemyTarget { .. } => Decision::Chance,
            Pending::NextCharacter => {
                Decision::Seat(self.seat_of(self.next_candidates().first().copied().unwrap_or(0)))
            }
            Pending::Turn => Decision::Seat(self.seat_of(self.turn_state.map_or(0, |t| t.c))),
            Pending::Choose { c, .. }
            | Pending::OfferFire { c, .. }
            | Pending::Aim { c, .. }
            | Pending::Surprised { c }
            | Pending::Drugs { c }
            | Pending::Equip { c }
            | Pending::DuckBack { c, .. }
            | Pending::Reroll { c, .. }
            | Pending::Kill { c, .. } => Decision::Seat(self.seat_of(c)),
        }
    }

    /// Runs automated steps until a decision or the end.
    pub(crate) fn run(&mut self, ev: &mut Vec<Event>) {
        loop {
            if self.pending == Pending::Over {
                return;
            }
            if let Some(end) = self.end_now() {
                self.finish(end, ev);
                return;
            }
            if self.pending != Pending::Idle {
                return;
            }
            let Some(step) = self.then.pop() else {
                self.then.push(Then::NewTurn);
                continue;
            };
            self.step(step, ev);
        }
    }

    fn finish(&mut self, end: Ended, ev: &mut Vec<Event>) {
        self.ended = Some(end);
        self.pending = Pending::Over;
        self.then.clear();
        self.turn_state = None;
        ev.push(Event::GameOver { ended: end });
    }

    /// A victory or defeat reached at any moment (ATZ-GAP-9).
    fn end_now(&self) -> Option<Ended> {
        if let Some(e) = self.ended {
            return Some(e);
        }
        // Found survivors count for neither victory nor defeat (ATZ-GAP-9).
        let band = || self.characters.iter().filter(|c| c.side == Side::Band);
        if !band().any(Character::alive) {
            return Some(Ended::AllDead);
        }
        if let Victory::Exit { .. } = self.scenario().victory
            && band().all(|c| !c.alive() || c.exited)
        {
            return Some(Ended::Escaped);
        }
        None
    }

    fn step(&mut self, step: Then, ev: &mut Vec<Event>) {
        match step {
            Then::NewTurn => {
                self.turn += 1;
                for c in &mut self.characters {
                    c.active = false;
                    c.done = false;
                    c.fought = false;
                    c.drugged = false;
                }
                for z in &mut self.zombies {
                    z.held = false;
                }
                self.sides_done = 0;
                self.sighted.clear();
                self.spotted.clear();
                self.pending = Pending::Initiative;
            }
            Then::CharacterPhase => self.character_phase(ev),
            Then::EndCharacterTurn => {
                if let Some(t) = self.turn_state.take() {
                    self.ch_mut(t.c).done = true;
                    self.ch_mut(t.c).had_turn = true;
                }
            }
            Then::EntryRoll => self.pending = Pending::Roll { c: 0, why: RollFor::Entry, need: 1 },
            Then::Equip { c } => self.equip(c),
            Then::StartGeneration => self.start_generation(ev),
            Then::ZombiePhase { next } => self.zombie_phase(next, ev),
            Then::ChargedTests => self.charged_tests(),
            Then::Sweep => self.sweep(),
            Then::SideDone => {}
            Then::Walk => self.continue_walk(ev),
            Then::Generation { next } => self.generation(next, ev),
            Then::EnemyPhase => self.enemy_phase(ev),
            Then::EnemyWalk { e } => self.enemy_walk(e, ev),
            Then::Resume { c, then } => self.resume(c, then),
        }
    }

    /// The initiative dice are rolled (ATZ-TURN-2/3, ATZ-STAR-3): who may
    /// act, and the two phases in order, then generation (ATZ-TURN-1).
    pub(crate) fn roll_initiative(&mut self, chars: u8, zombies: u8, ev: &mut Vec<Event>) {
        self.initiative = Some((chars, zombies));
        self.characters_first = chars > zombies;
        ev.push(Event::Initiative { turn: self.turn, characters: chars, zombies });
        self.drugs_next = 0;
        self.enemy_die = None;
        // ATZ-SURV-7: a third die for the found enemies, unlike the other two.
        if self.characters.iter().any(|c| c.side == Side::Enemy && c.present()) {
            self.pending = Pending::EnemyDie;
        } else {
            self.offer_drugs(ev);
        }
    }

    /// Who may act with the dice rolled (ATZ-TURN-3, ATZ-STAR-3), then the
    /// two phases in order and generation (ATZ-TURN-1).
    pub(crate) fn activate(&mut self, ev: &mut Vec<Event>) {
        let (chars, zombies) = self.initiative.unwrap_or((6, 1));
        let enemies = self.enemy_die.unwrap_or(7);
        // Characters still off the map may act too: to come in (ATZ-MOVE-6).
        // Found enemies act on their own die (ATZ-GAP-25).
        for c in &mut self.characters {
            let die = if c.side == Side::Enemy { enemies } else { chars };
            c.active = c.alive() && !c.exited && c.rep() >= die;
        }
        // ATZ-STAR-3, ATZ-GAP-20: a Grunt beside an active Star borrows its
        // Rep for this check, once, before anyone acts.
        let stars: Vec<(horde_board::Hex, u8)> = self
            .characters
            .iter()
            .filter(|c| c.present() && c.def().star && c.active && c.side != Side::Enemy)
            .map(|c| (c.hex, c.rep()))
            .collect();
        for c in &mut self.characters {
            if c.present() && !c.def().star && !c.active && c.side != Side::Enemy {
                c.active = stars.iter().any(|&(h, rep)| h.distance(c.hex) == 1 && rep >= chars);
            }
        }
        ev.push(Event::Activation { active: self.characters.iter().map(|c| c.active).collect() });
        self.then.push(Then::Generation { next: 0 });
        // The sides act from the highest die down (ATZ-TURN-2, ATZ-GAP-25).
        let mut sides = vec![(chars, PhaseOf::Characters), (zombies, PhaseOf::Zombies)];
        if let Some(die) = self.enemy_die {
            sides.push((die, PhaseOf::Enemies));
        }
        sides.sort_by_key(|&(die, _)| die);
        for (_, side) in sides {
            self.push_phase(side);
        }
        self.pending = Pending::Idle;
    }

    fn push_phase(&mut self, side: PhaseOf) {
        self.then.push(Then::SideDone);
        if side == PhaseOf::Characters {
            self.then.push(Then::StartGeneration);
        }
        self.then.push(Then::Sweep);
        match side {
            PhaseOf::Characters => self.then.push(Then::CharacterPhase),
            PhaseOf::Zombies => {
                self.then.push(Then::ChargedTests);
                self.then.push(Then::ZombiePhase { next: 0 });
            }
            PhaseOf::Enemies => self.then.push(Then::EnemyPhase),
        }
    }

    /// Active characters that have not acted, of the highest current Rep
    /// (ATZ-ACT-1; ties: the players' choice, ATZ-GAP-20).
    pub(crate) fn next_candidates(&self) -> Vec<u8> {
        let waiting = |c: &Character| c.alive() && !c.exited && c.active && !c.done && c.side != Side::Enemy;
        let Some(top) = self.characters.iter().filter(|c| waiting(c)).map(Character::rep).max() else {
            return Vec::new();
        };
        // ATZ-HOUSE-1: any waiting character may go next.
        let first = |c: &Character| self.house.any_order || c.rep() == top;
        (0..self.characters.len() as u8).filter(|&i| waiting(self.ch(i)) && first(self.ch(i))).collect()
    }

    fn character_phase(&mut self, ev: &mut Vec<Event>) {
        let next = self.next_candidates();
        match next.as_slice() {
            [] => {}
            [c] => {
                self.then.push(Then::CharacterPhase);
                self.begin_turn(*c, ev);
            }
            _ => {
                self.then.push(Then::CharacterPhase);
                self.pending = Pending::NextCharacter;
            }
        }
    }

    /// The end of a side's phase: every hex holding a zombie and a
    /// character, or two opposing characters, that has not fought at once
    /// this phase fights one melee, higher Rep first (ATZ-MELEE-1,
    /// ATZ-ACT-3, ATZ-GAP-15).
    fn sweep(&mut self) {
        let mut best: Option<u8> = None;
        for i in 0..self.characters.len() as u8 {
            let c = self.ch(i);
            let engaged = self.has_zombie(c.hex) || self.opponent_at(i).is_some();
            if c.present() && !c.fought && engaged && best.is_none_or(|b| self.ch(b).rep() < c.rep()) {
                best = Some(i);
            }
        }
        match best {
            Some(c) => {
                self.then.push(Then::Sweep);
                self.melee_now(c);
            }
            None => {
                for c in &mut self.characters {
                    c.fought = false;
                }
            }
        }
    }

    /// The end of the turn (after generation): a scenario's turn limit.
    pub(crate) fn end_turn(&mut self, ev: &mut Vec<Event>) {
        ev.push(Event::TurnEnded { turn: self.turn });
        if self.turn >= self.scenario().turns {
            let alive = self.characters.iter().any(|c| c.side == Side::Band && c.alive());
            self.ended = Some(match self.scenario().victory {
                Victory::Survive if alive => Ended::Survived,
                Victory::Survive => Ended::AllDead,
                Victory::Exit { .. } => Ended::OutOfTime,
            });
        } else {
            self.then.push(Then::NewTurn);
        }
    }

    /// Chance outcomes with weights.
    pub(crate) fn chances(&self, out: &mut Vec<(Action, u32)>) {
        match self.pending {
            Pending::Initiative => {
                for a in 1..=6 {
                    for b in 1..=6 {
                        if a != b {
                            out.push((Action::Initiative { characters: a, zombies: b }, 1));
                        }
                    }
                }
            }
            Pending::Roll { .. } => out.extend((1..=6).map(|d| (Action::Die(d), 1))),
            Pending::Card { .. } => out.extend(
                self.deck
                    .iter()
                    .enumerate()
                    .filter(|(_, n)| **n > 0)
                    .map(|(k, n)| (Action::Card(k as u8), u32::from(*n))),
            ),
            Pending::Draw { .. } => out.extend(
                self.cup
                    .iter()
                    .enumerate()
                    .filter(|(_, n)| **n > 0)
                    .map(|(k, n)| (Action::Draw(k as u8), u32::from(*n))),
            ),
            Pending::ZombieTarget { .. } => out.extend(self.tied.iter().map(|&c| (Action::GoFor(c), 1))),
            Pending::EnemyDie => {
                let taken = self.initiative.unwrap_or((0, 0));
                out.extend((1..=6).filter(|&d| d != taken.0 && d != taken.1).map(|d| (Action::Die(d), 1)));
            }
            Pending::EnemyTarget { .. } => out.extend((0..self.picks.len() as u8).map(|i| (Action::Pick(i), 1))),
            Pending::Loot { .. } => out.extend(
                self.loot
                    .iter()
                    .enumerate()
                    .filter(|(_, n)| **n > 0)
                    .map(|(k, n)| (Action::Loot(k as u8), u32::from(*n))),
            ),
            _ => {}
        }
    }

    /// A zombie counter of kind `kind` comes out of the cup.
    pub(crate) fn new_zombie(&mut self, kind: u8, hex: horde_board::Hex, ev: &mut Vec<Event>) {
        self.cup[usize::from(kind)] -= 1;
        let held = !self.start_markers.is_empty();
        self.zombies.push(Zombie { kind, hex, alive: true, held });
        ev.push(Event::ZombieAppeared { z: (self.zombies.len() - 1) as u16, hex });
    }

    pub(crate) fn cup_empty(&self) -> bool {
        self.cup.iter().all(|&n| n == 0)
    }

    /// A drawn zombie counter (setup, building, generation).
    pub(crate) fn drawn(&mut self, why: DrawFor, left: u8, kind: u8, ev: &mut Vec<Event>) {
        self.pending = Pending::Idle;
        match why {
            DrawFor::Setup => {
                self.new_zombie(kind, self.place_at, ev);
                let placed = self.zombies.len();
                if let Some(&next) = self.scenario().zombies.get(placed)
                    && left > 0
                    && !self.cup_empty()
                {
                    self.place_at = next;
                    self.pending = Pending::Draw { why, left: left - 1 };
                }
            }
            DrawFor::Building => {
                self.new_zombie(kind, self.place_at, ev);
                if left > 0 && !self.cup_empty() {
                    self.pending = Pending::Draw { why, left: left - 1 };
                } else {
                    self.after_building_draws();
                }
            }
            DrawFor::Generation => self.place_generated(kind, left, ev),
        }
    }

    /// The roll in progress is complete.
    pub(crate) fn rolled(&mut self, c: u8, why: RollFor, ev: &mut Vec<Event>) {
        let dice = std::mem::take(&mut self.dice);
        self.last_roll.clone_from(&dice);
        self.pending = Pending::Idle;
        match why {
            RollFor::Run => self.run_rolled(c, dice, ev),
            RollFor::Test(test, at) => {
                let rep = self.ch(c).rep();
                let s = dice.iter().filter(|&&d| d <= rep).count() as u8;
                ev.push(Event::Tested { c, test, dice, successes: s, chosen: false });
                self.test_result(c, test, at, s, ev);
            }
            RollFor::Shot => self.resolve_shot(c, dice, ev),
            RollFor::Melee { char_dice } => self.resolve_melee(c, char_dice, dice, ev),
            RollFor::Surprise { zombies } => self.resolve_surprise(c, zombies, dice, ev),
            RollFor::Runaway => self.runaway(c, dice.first().copied().unwrap_or(1), ev),
            RollFor::Generation => self.generation_rolled(dice, ev),
            RollFor::Grenade => self.resolve_grenade(c, dice, ev),
            RollFor::Entry => self.entry_rolled(dice.first().copied().unwrap_or(1), ev),
            RollFor::Ability { target } => self.ability_rolled(c, target, dice, ev),
            RollFor::PlaceTie => self.tie_rolled(dice.first().copied().unwrap_or(1), ev),
            RollFor::Found => self.survivor_found(c, &dice, ev),
            RollFor::Duel { other, first } => self.resolve_duel(c, other, first, dice, ev),
            RollFor::ChargeRun { hex } => self.charge_run_rolled(c, hex, dice, ev),
            RollFor::Pity { target, character } => {
                self.pity_rolled(c, target, character, dice.first().copied().unwrap_or(6), ev);
            }
        }
    }
}
