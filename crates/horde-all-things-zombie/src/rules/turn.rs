//! A character's turn: moving by terrain cost, running, its one action
//! (ATZ-ACT, ATZ-MOVE, ATZ-RUN), entering buildings (ATZ-FINDZ) and the
//! Runaway (ATZ-REACT-6).

use crate::content::{Ability, Victory, map::step};
use crate::rules::action::{Action, SurpriseChoice};
use crate::rules::event::Event;
use crate::rules::state::{AfterShot, Atz, EnterMode, Pending, RollFor, Test, TestAt, TurnState};
use horde_board::Hex;

impl Atz {
    /// A character's turn begins (ATZ-ACT-2). One that activates in a hex
    /// with zombies first takes the Being Charged test (ATZ-GAP-19).
    pub(crate) fn begin_turn(&mut self, c: u8, ev: &mut Vec<Event>) {
        let ch = self.ch(c);
        // ATZ-FAQ-4, ATZ-GAP-11: Sailor's MP in his own turn (a Runaway uses the counter's).
        let sprint = match ch.def().ability {
            Some(Ability::Sprint { mp }) => mp,
            _ => 0,
        };
        self.turn_state = Some(TurnState::new(c, ch.mp() + sprint, ch.hex));
        self.looked = None;
        self.then.push(crate::rules::state::Then::EndCharacterTurn);
        ev.push(Event::TurnOf { c });
        // ATZ-GAP-19: the same holds for a hex shared with an opponent.
        if !self.ch(c).waiting && (self.has_zombie(self.ch(c).hex) || self.opponent_at(c).is_some()) {
            self.start_test(c, Test::BeingCharged, TestAt::TurnStart);
        } else {
            self.pending = Pending::Turn;
        }
    }

    fn ts(&self) -> TurnState {
        self.turn_state.unwrap_or(TurnState { acted: true, moved: true, ..TurnState::new(0, 0, Hex::ORIGIN) })
    }

    /// Whether the active character may enter `to` paying MP (`dash`:
    /// with a Run's extra hex instead). It may pass through another
    /// character's hex but not stop there (ATZ-STACK-1), so it enters one
    /// only if it can then step on into a free hex; never one that holds a
    /// zombie too (the FAQ under ATZ-STACK).
    fn can_step(&self, to: Hex, dash: bool) -> bool {
        let t = self.ts();
        let map = self.map();
        let cost = map.terrain(to).cost();
        let (mp, extra) = match (dash, t.mp >= cost) {
            (true, _) if t.extra > 0 => (t.mp, t.extra - 1),
            (false, true) => (t.mp - cost, t.extra),
            _ => return false,
        };
        if !map.contains(to) {
            return false;
        }
        match self.character_at(to) {
            None => true,
            Some(o) if o == t.c => false,
            Some(_) => {
                !self.has_zombie(to)
                    && (1..=6u8).any(|d| {
                        let on = step(to, d);
                        map.contains(on)
                            && on != self.ch(t.c).hex
                            && self.character_at(on).is_none()
                            && !self.has_zombie(on)
                            && (extra > 0 || mp >= map.terrain(on).cost())
                    })
            }
        }
    }

    /// A zombie or an opponent of `c` stands in `h`.
    fn foe_at(&self, c: u8, h: Hex) -> bool {
        self.has_zombie(h) || self.characters.iter().any(|o| o.present() && o.hex == h && o.opposes(self.ch(c)))
    }

    /// Whether a charge may reach `to`: its MP or a Run's extra hex pay
    /// for it (ATZ-REACT-2); the figures there do not stop the charge.
    fn can_step_foe(&self, to: Hex, dash: bool) -> bool {
        let t = self.ts();
        let cost = self.map().terrain(to).cost();
        self.map().contains(to) && if dash { t.extra > 0 } else { t.mp >= cost }
    }

    /// The active character stands in another character's hex, passing
    /// through (ATZ-STACK-1): it may only move on.
    fn passing(&self) -> bool {
        let t = self.ts();
        let h = self.ch(t.c).hex;
        self.characters.iter().enumerate().any(|(i, o)| i != usize::from(t.c) && o.present() && o.hex == h)
    }

    /// The actions of the active character's turn.
    pub(crate) fn turn_actions(&self, out: &mut Vec<Action>) {
        let t = self.ts();
        let ch = self.ch(t.c);
        if ch.waiting {
            self.entering_actions(out);
            return;
        }
        let engaged = self.has_zombie(ch.hex) || self.opponent_at(t.c).is_some();
        if self.passing() {
            let start = out.len();
            for d in 1..=6u8 {
                let to = step(ch.hex, d);
                if !self.foe_at(t.c, to) {
                    if self.can_step(to, false) {
                        out.push(Action::Move(d));
                    }
                    if self.can_step(to, true) {
                        out.push(Action::Dash(d));
                    }
                }
            }
            // A found ally shares its finder's hex (ATZ-GAP-25): the finder
            // may end its turn there, the ally must leave first if it can.
            if out.len() == start || (t.moved && !t.through) {
                out.push(Action::EndTurn);
            }
            return;
        }
        for d in 1..=6u8 {
            let to = step(ch.hex, d);
            let foe = self.foe_at(t.c, to);
            // ATZ-MOVE-5: a zombie's or an opponent's hex is entered only by a
            // charge; ATZ-FAQ-6: but Too Tall walks into the hex she looked into.
            if (!foe || self.looked == Some(to)) && self.can_step(to, false) {
                out.push(Action::Move(d));
            }
            // ATZ-REACT-2: the test is the action, before entering.
            if foe && !engaged && !t.acted && (self.can_step_foe(to, false) || self.can_step_foe(to, true)) {
                out.push(Action::Charge(d));
            }
        }
        if !engaged && !t.acted && !t.moved {
            out.push(Action::Run);
        }
        if !engaged && !t.acted {
            self.far_charges(t.c, out);
        }
        if !engaged && !t.acted && ch.can_fire() && self.any_target(t.c) {
            let w = ch.weapon_def().map_or((1, 1), |w| (w.dice_min, w.dice_max));
            out.extend((w.0..=w.1).map(Action::Fire));
        }
        if !engaged && !t.acted && ch.weapon_def().is_some_and(|w| w.is_ranged()) && !ch.loaded {
            out.push(Action::Reload);
        }
        if engaged && !t.moved {
            out.push(Action::Fight);
        }
        self.ability_actions(t.c, engaged, t.acted, out);
        if !engaged {
            self.gear_actions(t.c, t.acted, out);
        }
        // ATZ-GAP-9: leaving once the scenario's buildings are searched.
        if let Victory::Exit { searches, .. } = self.scenario().victory
            && !engaged
            && self.searched.iter().filter(|&&s| s).count() >= usize::from(searches)
            && self.map().on_edge(ch.hex, self.exit_east)
            && (t.mp >= 1 || t.extra > 0)
        {
            out.push(Action::Exit);
        }
        for d in 1..=6u8 {
            let to = step(ch.hex, d);
            if !self.foe_at(t.c, to) && self.can_step(to, true) {
                out.push(Action::Dash(d));
            }
        }
        out.push(Action::EndTurn);
    }

    /// Applies one of [`Atz::turn_actions`].
    pub(crate) fn turn_act(&mut self, a: Action, ev: &mut Vec<Event>) {
        let Some(mut t) = self.turn_state else { return };
        let c = t.c;
        self.pending = Pending::Idle;
        match a {
            Action::Move(d) | Action::Dash(d) => {
                let from = self.ch(c).hex;
                let to = step(from, d);
                if matches!(a, Action::Dash(_)) {
                    t.extra -= 1;
                } else {
                    t.mp -= self.map().terrain(to).cost();
                }
                t.moved = true;
                t.from = from;
                t.through = self.character_at(to).is_some();
                self.turn_state = Some(t);
                self.ch_mut(c).hex = to;
                ev.push(Event::Moved { c, from, to });
                let mode = if t.ran { EnterMode::Run } else { EnterMode::Walk };
                if self.looked == Some(to) && self.has_zombie(to) {
                    // ATZ-FAQ-6, ATZ-GAP-11: as if she walked in on the card's zombies.
                    self.looked = None;
                    self.enter_mode = EnterMode::Walk;
                    self.place_at = to;
                    self.after_building_draws();
                } else if !self.maybe_enter(c, mode) && !self.spot(c) {
                    self.pending = Pending::Turn;
                }
            }
            Action::ChargeFar(h) => self.charge_far(c, h),
            Action::Charge(d) => {
                t.acted = true;
                self.turn_state = Some(t);
                self.start_test(c, Test::WantingToCharge, TestAt::Charge { direction: d });
            }
            Action::Run => {
                t.acted = true;
                t.ran = true;
                self.turn_state = Some(t);
                self.pending = Pending::Roll { c, why: RollFor::Run, need: 2 };
            }
            Action::Fire(n) => {
                t.acted = true;
                self.turn_state = Some(t);
                self.begin_aim(c, n, None, AfterShot::Turn);
            }
            Action::Reload => {
                t.acted = true;
                self.turn_state = Some(t);
                self.ch_mut(c).loaded = true;
                ev.push(Event::Reloaded { c });
                self.pending = Pending::Turn;
            }
            Action::Fight => self.melee_now(c),
            Action::Exit => {
                self.ch_mut(c).exited = true;
                ev.push(Event::Exited { c });
            }
            Action::EnterAt(y) => self.enter_map(c, y, ev),
            Action::Treat(_) | Action::Cure(_) => self.ability_act(c, a),
            Action::LookIn(d) => {
                t.acted = true;
                self.turn_state = Some(t);
                self.look_in(c, d, ev);
            }
            _ => self.gear_act(c, a, ev),
        }
    }

    /// ATZ-RUN-1: each success is one extra hex.
    pub(crate) fn run_rolled(&mut self, c: u8, dice: Vec<u8>, ev: &mut Vec<Event>) {
        let rep = self.ch(c).rep();
        let extra = dice.iter().filter(|&&d| d <= rep).count() as u8;
        ev.push(Event::Ran { c, dice, extra });
        if let Some(t) = &mut self.turn_state {
            t.extra = extra;
        }
        self.pending = Pending::Turn;
    }

    /// On entering a building without a marker, its zombie card is drawn
    /// and the Entered marker goes on (ATZ-MOVE-4, ATZ-FINDZ-1/2,
    /// ATZ-GAP-21). True when that happened.
    pub(crate) fn maybe_enter(&mut self, c: u8, mode: EnterMode) -> bool {
        let hex = self.ch(c).hex;
        let Some(b) = self.map().building(hex) else { return false };
        if self.is_entered(b) {
            return false;
        }
        self.draw_zombie_card(c, b, hex, mode)
    }

    /// The Entered marker on building `b` and its one zombie card drawn,
    /// its zombies to stand in `hex`; false when the deck is spent.
    pub(crate) fn draw_zombie_card(&mut self, c: u8, b: u8, hex: Hex, mode: EnterMode) -> bool {
        self.entered[usize::from(b)] = true;
        self.enter_mode = mode;
        self.place_at = hex;
        if self.deck.iter().all(|&n| n == 0) {
            // ATZ-GAP-5: the discards become a new deck.
            self.deck = std::mem::replace(&mut self.discard, vec![0; self.deck.len()]);
        }
        if self.deck.iter().all(|&n| n == 0) {
            return false;
        }
        self.pending = Pending::Card { c };
        true
    }

    /// A zombie card was drawn for the building `c` entered.
    pub(crate) fn card_drawn(&mut self, c: u8, kind: u8, ev: &mut Vec<Event>) {
        self.deck[usize::from(kind)] -= 1;
        self.discard[usize::from(kind)] += 1;
        let card = self.content().zombie_cards[usize::from(kind)];
        let building = self.map().building(self.place_at).unwrap_or(0);
        // Without found survivors in play a Survivor card shows no zombie (ATZ-GAP-5).
        let n = if card.survivor { 0 } else { card.zombies };
        ev.push(Event::EnteredBuilding { c, building, zombies: n });
        self.pending = Pending::Idle;
        if card.survivor && self.scenario().survivors {
            self.find_survivor(c);
            return;
        }
        if n > 0 && !self.cup_empty() {
            self.pending = Pending::Draw { why: crate::rules::state::DrawFor::Building, left: n - 1 };
        } else {
            if n > 0 {
                ev.push(Event::CupEmpty);
            }
            self.after_building_draws();
        }
    }

    /// The card's zombies stand in the entered hex: surprise (ATZ-FINDZ-3..6).
    pub(crate) fn after_building_draws(&mut self) {
        let Some(c) = self.turn_state.map(|t| t.c).or_else(|| self.character_at(self.place_at)) else { return };
        let c = self.character_at(self.place_at).unwrap_or(c);
        let zombies = self.zombies_at(self.place_at).count() as u8;
        if zombies == 0 {
            self.pending = match self.enter_mode {
                EnterMode::Walk | EnterMode::Run | EnterMode::Look if self.turn_state.is_some_and(|t| t.c == c) => {
                    Pending::Turn
                }
                _ => Pending::Idle,
            };
            return;
        }
        match self.enter_mode {
            // ATZ-FAQ-6: she enters on them later, or not at all.
            EnterMode::Look => self.pending = Pending::Turn,
            // ATZ-FINDZ-4, ATZ-RUN-3, ATZ-REACT-6: surprised, melee at once.
            EnterMode::Run | EnterMode::Runaway => self.melee_now(c),
            EnterMode::Walk => self.pending = Pending::Roll { c, why: RollFor::Surprise { zombies }, need: 2 },
        }
    }

    /// ATZ-FINDZ-3: the zombies' die plus their number against the
    /// character's die plus its Rep; the lower is surprised, a tie
    /// surprises the zombies.
    pub(crate) fn resolve_surprise(&mut self, c: u8, zombies: u8, dice: Vec<u8>, ev: &mut Vec<Event>) {
        let (zd, cd) = (dice.first().copied().unwrap_or(1), dice.get(1).copied().unwrap_or(1));
        let character_surprised = cd + self.ch(c).rep() < zd + zombies;
        ev.push(Event::Surprise { c, dice, character_surprised });
        if character_surprised {
            self.melee_now(c); // ATZ-FINDZ-6
        } else {
            self.pending = Pending::Surprised { c };
        }
    }

    pub(crate) fn surprise_actions(&self, c: u8, out: &mut Vec<Action>) {
        if self.ch(c).can_fire() {
            out.push(Action::Surprise(SurpriseChoice::Fire));
        }
        out.push(Action::Surprise(SurpriseChoice::Melee));
        if self.turn_state.is_some_and(|t| t.c == c && t.from != self.ch(c).hex && self.character_at(t.from).is_none())
        {
            out.push(Action::Surprise(SurpriseChoice::StepBack));
        }
    }

    /// ATZ-FINDZ-5, ATZ-GAP-21: fire (not its action) then melee, melee,
    /// or step back and end its turn.
    pub(crate) fn surprise_act(&mut self, c: u8, choice: SurpriseChoice, ev: &mut Vec<Event>) {
        self.pending = Pending::Idle;
        match choice {
            SurpriseChoice::Fire => {
                // How many dice (ATZ-SHOOT-6) is chosen next; having chosen
                // to fire, it cannot decline.
                self.aim_hex = Some(self.ch(c).hex);
                self.pending = Pending::OfferFire { c, then: AfterShot::Surprise };
            }
            SurpriseChoice::Melee => self.melee_now(c),
            SurpriseChoice::StepBack => {
                if let Some(t) = self.turn_state {
                    self.ch_mut(c).hex = t.from;
                    ev.push(Event::SteppedBack { c, to: t.from });
                }
            }
        }
    }

    /// ATZ-REACT-6, ATZ-GAP-18: the runner goes straight in the rolled
    /// direction with its MP + 2, stopping on entering cover, a zombie's
    /// hex, when its MP are spent, or at the map edge; it does not stop on
    /// another character's hex.
    pub(crate) fn runaway(&mut self, c: u8, direction: u8, ev: &mut Vec<Event>) {
        self.cut_turn(c);
        let map = self.map();
        let mut budget = self.ch(c).mp() + 2;
        let start = self.ch(c).hex;
        let mut path = vec![start];
        let mut h = start;
        loop {
            let next = step(h, direction);
            if !map.contains(next) {
                break;
            }
            let other = self.character_at(next).is_some_and(|o| o != c);
            let zombie = self.has_zombie(next);
            if other && zombie {
                break; // the FAQ of ATZ-STACK
            }
            let terrain = map.terrain(next);
            if terrain.is_cover() {
                if budget == 0 {
                    break;
                }
                path.push(next);
                break;
            }
            if budget < terrain.cost() {
                break;
            }
            budget -= terrain.cost();
            path.push(next);
            h = next;
            if zombie {
                break;
            }
        }
        // Never stop on another character: back up to the last free hex.
        while path.len() > 1 && path.last().and_then(|&p| self.character_at(p)).is_some_and(|o| o != c) {
            path.pop();
        }
        let to = path.last().copied().unwrap_or(start);
        self.ch_mut(c).hex = to;
        ev.push(Event::Runaway { c, direction, to });
        self.pending = Pending::Idle;
        if to != start {
            self.maybe_enter(c, EnterMode::Runaway);
        }
    }
}
