//! The step stack: which decision the match waits for, the legal actions
//! of each, and the automated work between decisions.

use super::action::Action;
use super::event::Event;
use super::ranged::ranged_value;
use super::state::{DeadOfNight, Step};
use horde_core::{Decision, Illegal, Seat};

/// A chance step that is one die, with its six faces as outcomes.
pub(crate) fn is_die(step: Step) -> bool {
    use Step::*;
    matches!(
        step,
        SearchRoll { .. }
            | Roll { .. }
            | Tear { .. }
            | StealRoll { .. }
            | Aim { .. }
            | WallRoll { .. }
            | PvpRoll { .. }
            | ObjectRoll { .. }
            | BlastRoll { .. }
            | DamageRoll { .. }
            | CrashRoll { .. }
            | HotWire { .. }
            | Ram { .. }
            | JumpRoll { .. }
            | InfectRoll { .. }
    )
}

thread_local! {
    /// A listing asked only in passing: whether a decision lapses, the
    /// outcomes of a die. Every chance step comes through both, too often
    /// to allocate a list each time.
    static SCRATCH: std::cell::Cell<Vec<Action>> = const { std::cell::Cell::new(Vec::new()) };
}

impl DeadOfNight {
    /// Whose decision a step is: `Some(None)` for chance, `Some(Some(seat))`
    /// for a seat, `None` for automated work.
    pub(crate) fn owner(&self, step: Step) -> Option<Option<u8>> {
        use Step::*;
        match step {
            ChooseFirst
            | StartItem { .. }
            | Draw
            | Reveal { .. }
            | SearchRoll { .. }
            | Roll { .. }
            | Tear { .. }
            | Aim { .. }
            | WallRoll { .. }
            | PvpRoll { .. }
            | ObjectRoll { .. }
            | BlastRoll { .. }
            | DamageRoll { .. }
            | InfectRoll { .. }
            | CrashRoll { .. }
            | HotWire { .. }
            | Ram { .. }
            | JumpRoll { .. }
            | StealRoll { .. } => Some(None),
            PickStart { seat }
            | Found { seat, .. }
            | PlaceZombie { seat }
            | Weapon { seat }
            | Kill { seat, .. }
            | Push { seat }
            | PushAway { seat, .. }
            | Evacuate { seat, .. }
            | Help { helper: seat, .. }
            | Spread { seat, .. }
            | GetOut { seat }
            | CrashDoor { seat }
            | Respond { seat } => Some(Some(seat)),
            StealPick { thief, .. } => Some(Some(thief)),
            ZombieChoice => Some(Some(self.chooser())),
            Actions | Moving { .. } | FreeSearch { .. } | Driving { .. } | Interrupt => Some(Some(self.active)),
            FillEntries
            | BeginTurn
            | ZombieTurn { .. }
            | ZombieMoves
            | ContactFights { .. }
            | Combat { .. }
            | SpreadFires { .. }
            | RamEnter { .. }
            | Resume { .. }
            | EndTurn => None,
        }
    }

    pub(crate) fn current_decision(&self) -> Decision {
        if self.over.is_some() {
            return Decision::Terminal;
        }
        match self.stack.last().and_then(|&s| self.owner(s)) {
            Some(None) => Decision::Chance,
            Some(Some(seat)) => Decision::Seat(Seat(seat)),
            None => Decision::Terminal,
        }
    }

    /// Every legal action of the current decision, ascending.
    pub(crate) fn legal(&self, out: &mut Vec<Action>) {
        let start = out.len();
        if self.over.is_some() {
            return;
        }
        let Some(&step) = self.stack.last() else { return };
        use Step::*;
        match step {
            ChooseFirst => out.extend((0..self.players.len() as u8).map(Action::First)),
            StartItem { .. } => out.extend(self.start_items().into_iter().map(|(i, _)| Action::StartItem(i))),
            Draw => out.extend(self.card_weights().into_iter().map(|(c, _)| Action::Card(c))),
            Reveal { .. } => out.extend(self.pool.iter().map(|&r| Action::Room(r))),
            SearchRoll { .. }
            | Roll { .. }
            | Tear { .. }
            | StealRoll { .. }
            | Aim { .. }
            | WallRoll { .. }
            | PvpRoll { .. }
            | ObjectRoll { .. }
            | BlastRoll { .. }
            | DamageRoll { .. }
            | CrashRoll { .. }
            | HotWire { .. }
            | Ram { .. }
            | JumpRoll { .. }
            | InfectRoll { .. } => out.extend((1..=6).map(Action::Die)),
            PickStart { .. } => out.extend(self.free_entries().into_iter().map(Action::Start)),
            Found { seat, thing } => self.found_actions(seat, thing, out),
            PlaceZombie { seat } => out.extend(self.search_zombie_squares(seat).into_iter().map(Action::PlaceZombie)),
            Weapon { seat } => out.extend(self.weapons(seat).into_iter().map(Action::Wield)),
            Kill { seat, .. } => out.extend(self.contact_squares(seat).into_iter().map(Action::Kill)),
            Push { seat } => self.push_options(seat, |a, b| out.push(Action::Push(a, b))),
            PushAway { seat, from } => self.push_away_actions(seat, from, out),
            Help { .. } => out.extend([Action::Help(false), Action::Help(true)]),
            Evacuate { seat, .. } => out.extend(self.evacuation_squares(seat).into_iter().map(Action::Evacuate)),
            Spread { seat, from } => out.extend(self.spread_squares(seat, from).into_iter().map(Action::SpreadTo)),
            StealPick { thief, victim } => self.rob_actions(thief, victim, out),
            CrashDoor { .. } => {
                out.extend(self.crash_spots().into_iter().filter_map(|c| c.door.map(|d| Action::CrashAt(d, c.front))));
            }
            GetOut { seat } => out.extend(self.get_out_squares(seat).into_iter().map(Action::GetOut)),
            Driving { left } => self.driving_actions(left, out),
            ZombieChoice => self.zombie_choice(out),
            Actions => self.turn_actions(out),
            Respond { seat } => self.respond_actions(seat, out),
            Interrupt => self.interrupt_actions(out),
            Moving { taken, run } => self.moving_actions(taken, run, out),
            FreeSearch { .. } => out.extend([Action::Search, Action::Decline]),
            FillEntries
            | BeginTurn
            | ZombieTurn { .. }
            | ZombieMoves
            | ContactFights { .. }
            | Combat { .. }
            | SpreadFires { .. }
            | RamEnter { .. }
            | Resume { .. }
            | EndTurn => {}
        }
        out[start..].sort_unstable();
        // Deduplicated in place: every decision lists, too often to move
        // the new actions through a vector of their own.
        let mut kept = start;
        for i in start..out.len() {
            if kept == start || out[i] != out[kept - 1] {
                out[kept] = out[i];
                kept += 1;
            }
        }
        out.truncate(kept);
    }

    /// Whether the decision `step`, on top of the stack, lapses: it has no
    /// option. Every decision but the turn's own comes through here before
    /// it is listed for its seat, so those whose options are known to exist
    /// (a die's faces, a Move's Stop or steps, a window's Pass, bare hands,
    /// the Move of a Do it now!) are not listed twice.
    pub(crate) fn lapses(&self, step: Step) -> bool {
        let active = &self.players[usize::from(self.active)];
        match step {
            _ if is_die(step) => false,
            Step::Respond { seat } => !self.may_respond(seat),
            // DN-MOVE-3: Stop, or a step off a burning square (DN-FIRE-4).
            Step::Moving { .. } if active.pos.is_some() => false,
            // DN-FREE-7: any action of the turn, a Move among them.
            Step::Interrupt if active.pos.is_some() && active.energy > 0 && self.actions >= 1 => false,
            // DN-MELEE-3: bare hands are always a weapon.
            Step::Weapon { .. } => false,
            _ => self.with_legal(<[Action]>::is_empty),
        }
    }

    /// `f` of the legal actions of the current decision, listed into this
    /// thread's scratch buffer.
    pub(crate) fn with_legal<R>(&self, f: impl FnOnce(&[Action]) -> R) -> R {
        let mut acts = SCRATCH.take();
        acts.clear();
        self.legal(&mut acts);
        let r = f(&acts);
        SCRATCH.set(acts);
        r
    }

    /// Why `action` is not legal now: the rule that forbids it.
    pub(crate) fn refusal(&self, action: Action) -> Illegal {
        if self.over.is_some() {
            return Illegal::new("DN-END-1", "the game is over");
        }
        if self.stack.last() == Some(&Step::Actions) && self.must_leave_fire(self.active) && self.actions == 2 {
            return Illegal::new("DN-FIRE-4", "a player on a burning square must first move off it");
        }
        let rule = match action {
            Action::First(_) => "DN-GAP-5",
            Action::StartItem(_) | Action::Start(_) => "DN-SETUP-5",
            Action::Card(_) => "DN-GAP-1",
            Action::Room(_) => "DN-MOVE-5",
            Action::Die(_) => "DN-TURN-1",
            Action::Move | Action::Step(_) | Action::Stop => "DN-MOVE-3",
            Action::Run => "DN-RUN-1",
            Action::Search | Action::Decline => "DN-SEARCH-1",
            Action::Take | Action::Leave(_) => "DN-SEARCH-2",
            Action::PlaceZombie(_) => "DN-SEARCH-3",
            Action::Wield(_) => "DN-MELEE-3",
            Action::Kill(_) => "DN-MELEE-4",
            Action::Push(..) => "DN-MELEE-5",
            Action::ZombieStep(..) => "DN-ZOM-3",
            Action::Rest if self.players[usize::from(self.active)].infected => "DN-INFECT-2",
            Action::Rest => "DN-ITEM-8",
            Action::Eat(_) => "DN-ITEM-7",
            Action::Stash(_) | Action::Unstash(_) | Action::Swap(..) => "DN-ITEM-3",
            Action::Pick(..) | Action::PickKeys => "DN-FREE-2",
            Action::Drop(_) => "DN-FREE-3",
            Action::Fight => "DN-FREE-5",
            Action::Steal(_) | Action::Rob(_) | Action::RobKeys => "DN-ITEM-4",
            Action::EndTurn if self.owes_attack(self.active) => "DN-PVP-2",
            Action::EndTurn => "DN-TURN-1",
            Action::Give(..) => "DN-FREE-4",
            Action::GiveKeys(_) => "DN-GAP-24",
            Action::Shoot(..) | Action::Throw(..) | Action::ShootPlayer(..) | Action::Strike(..) => {
                return self.attack_refusal(action);
            }
            Action::AttackWall(..) => "DN-OBJ-1",
            Action::StartFire(_) => "DN-FIRE-1",
            Action::PutOut => "DN-FIRE-2",
            Action::Smash(..) | Action::ShootThing(..) => "DN-OBJ-1",
            Action::SpreadTo(_) => "DN-FIRE-5",
            Action::Evacuate(_) => "DN-GAP-19",
            Action::Barricade(_) => "DN-BAR-1",
            Action::Dismantle(_) => "DN-BAR-2",
            Action::Combine(_) => "DN-ITEM-5",
            Action::Help(_) => "DN-MELEE-3",
            Action::CrashAt(..) => "DN-CARDS-2",
            Action::Fuel(_) => "DN-ITEM-5",
            Action::StartCar => "DN-CAR-1",
            Action::HotWire => "DN-CAR-2",
            Action::Drive | Action::DriveTo(..) => "DN-CAR-3",
            Action::Escape => "DN-GAP-22",
            Action::GetOut(_) => "DN-CAR-6",
            Action::StartGenerator => "DN-ITEM-6",
            Action::Peace => "DN-PVP-2",
            Action::Pass | Action::Flee | Action::DoItNow => "DN-FREE-8",
        };
        Illegal::new(rule, format!("{action} is not possible now"))
    }

    /// Why a shot, throw or attack on a player is refused: the most
    /// specific rule it breaks.
    fn attack_refusal(&self, action: Action) -> Illegal {
        let p = &self.players[usize::from(self.active)];
        let target = match action {
            Action::Shoot(z, _) | Action::Throw(z, _) => Some(z),
            Action::Strike(v, _) | Action::ShootPlayer(v, _) => self.players.get(usize::from(v)).and_then(|q| q.pos),
            _ => None,
        };
        let blocked = matches!((p.pos, target), (Some(a), Some(b)) if !self.line_clear(a, b));
        let (rule, why) = match action {
            Action::Shoot(_, t) | Action::ShootPlayer(_, t) if ranged_value(t).is_none() || !p.hands.contains(&t) => {
                ("DN-RANGED-2", "only a firearm held in the hands shoots")
            }
            Action::Shoot(..) | Action::ShootPlayer(..) if p.ammo == 0 => ("DN-RANGED-1", "shooting needs ammo"),
            Action::Strike(..) | Action::ShootPlayer(..) if p.struck => {
                ("DN-GAP-12", "one attack on a player in any one turn")
            }
            Action::Shoot(..) | Action::Throw(..) | Action::ShootPlayer(..) if blocked => {
                ("DN-RANGED-2", "a wall or door is on the line of fire")
            }
            Action::Throw(z, _) if p.pos.is_some_and(|a| self.king(a, z) > i16::from(p.energy)) => {
                ("DN-RANGED-4", "the target is farther than your energy")
            }
            Action::Throw(..) => ("DN-RANGED-4", "nothing to throw at there"),
            Action::Shoot(..) => ("DN-RANGED-2", "no zombie to shoot at there"),
            _ => ("DN-PVP-1", "that player cannot be attacked now"),
        };
        Illegal::new(rule, format!("{action}: {why}"))
    }

    /// Runs automated steps until a decision or the end.
    pub(crate) fn advance(&mut self, ev: &mut Vec<Event>) {
        while self.over.is_none() {
            let Some(&step) = self.stack.last() else { return };
            // A decision of a dead seat lapses.
            if let Some(Some(seat)) = self.owner(step)
                && !self.players[usize::from(seat)].alive
            {
                self.stack.pop();
                if step == Step::Actions {
                    // The dead player's turn passes on.
                    self.stack.push(Step::EndTurn);
                }
                continue;
            }
            match step {
                Step::FillEntries => {
                    self.stack.pop();
                    self.fill_entries(ev);
                }
                Step::BeginTurn => {
                    self.stack.pop();
                    self.begin_turn(ev);
                }
                Step::ZombieTurn { left } => {
                    self.stack.pop();
                    self.zombie_turn(left, ev);
                }
                Step::ZombieMoves => self.zombie_moves(None, ev),
                Step::ContactFights { k } => {
                    self.stack.pop();
                    self.contact_fights(k);
                }
                Step::Combat { seat } => {
                    self.stack.pop();
                    self.begin_combat(seat, ev);
                }
                Step::EndTurn => {
                    self.stack.pop();
                    self.end_turn(ev);
                }
                Step::SpreadFires { seat } => {
                    self.stack.pop();
                    self.spread_fires(seat);
                }
                Step::RamEnter { front, rear, left } => {
                    self.stack.pop();
                    self.ram_enter(front, rear, left, ev);
                }
                Step::Resume { seat, actions } => {
                    self.stack.pop();
                    self.resume(seat, actions);
                }
                Step::Roll { seat, .. }
                | Step::Tear { seat, .. }
                | Step::SearchRoll { seat }
                | Step::Aim { seat, .. }
                | Step::WallRoll { seat, .. }
                | Step::PvpRoll { attacker: seat, .. }
                | Step::ObjectRoll { seat, .. }
                | Step::BlastRoll { seat }
                | Step::JumpRoll { seat }
                | Step::InfectRoll { seat }
                    if !self.players[usize::from(seat)].alive =>
                {
                    self.stack.pop();
                }
                Step::FreeSearch { .. } if self.players[usize::from(self.active)].energy <= 0 => {
                    self.stack.pop();
                }
                // Ending the turn is always among the actions (DN-TURN-1),
                // so the turn's decision never lapses for want of options;
                // nor does a choice between two fixed answers.
                Step::Actions | Step::Help { .. } | Step::FreeSearch { .. } => return,
                _ => {
                    if self.lapses(step) {
                        self.stack.pop();
                    } else {
                        return;
                    }
                }
            }
        }
    }

    /// Applies a legal action, then runs on to the next decision.
    pub(crate) fn act(&mut self, action: Action, ev: &mut Vec<Event>) {
        if self.current_decision() == Decision::Chance {
            self.last_chance = Some(action);
        }
        let Some(step) = self.stack.pop() else { return };
        match (step, action) {
            (Step::ChooseFirst, Action::First(s)) => self.choose_first(s, ev),
            (Step::PickStart { seat }, Action::Start(sq)) => self.pick_start(seat, sq, ev),
            (Step::StartItem { seat }, Action::StartItem(i)) => self.start_item(seat, i, ev),
            (Step::Draw, Action::Card(c)) => self.draw(c, ev),
            (Step::Reveal { area }, Action::Room(r)) => self.reveal(area, r, ev),
            (Step::SearchRoll { seat }, Action::Die(d)) => self.search_roll(seat, d, ev),
            (Step::Found { seat, thing }, a) => self.found(seat, thing, a, ev),
            (Step::PlaceZombie { seat }, Action::PlaceZombie(sq)) => self.place_search_zombie(seat, sq, ev),
            (Step::Weapon { seat }, Action::Wield(t)) => self.stack.push(Step::Roll { seat, weapon: t }),
            (Step::Roll { seat, weapon }, Action::Die(d)) => self.combat_roll(seat, weapon, d, ev),
            (Step::Kill { seat, left }, Action::Kill(sq)) => self.kill(seat, left, sq, ev),
            (Step::Push { seat } | Step::PushAway { seat, .. }, Action::Push(a, b)) => self.push_zombie(seat, a, b, ev),
            (Step::Aim { seat, target, weapon, throw }, Action::Die(d)) => {
                self.aim_roll(seat, target, weapon, throw, d, ev);
            }
            (Step::ObjectRoll { seat, target, weapon, shot }, Action::Die(d)) => {
                self.object_roll(seat, target, weapon, shot, d, ev);
            }
            (Step::BlastRoll { seat }, Action::Die(d)) => self.blast_roll(seat, d, ev),
            (Step::InfectRoll { seat }, Action::Die(d)) => self.infect_roll(seat, d, ev),
            (Step::DamageRoll { area }, Action::Die(d)) => self.damage_roll(area, d, ev),
            (Step::Evacuate { seat, .. }, Action::Evacuate(q)) => self.evacuate(seat, q, ev),
            (Step::Help { fighter, helper }, Action::Help(yes)) => {
                if yes {
                    self.helpers += 1;
                    ev.push(Event::Helped { helper, fighter });
                }
            }
            (Step::Spread { from, .. }, Action::SpreadTo(q)) => self.spread(from, q, ev),
            (Step::WallRoll { seat, across, weapon }, Action::Die(d)) => self.wall_roll(seat, across, weapon, d, ev),
            (Step::PvpRoll { attacker, victim, weapon, shot }, Action::Die(d)) => {
                self.pvp_roll(attacker, victim, weapon, shot, d, ev);
            }
            (Step::Tear { seat, weapon }, Action::Die(d)) => self.tear(seat, weapon, d, ev),
            (Step::StealRoll { thief, victim }, Action::Die(d)) => self.steal_roll(thief, victim, d, ev),
            (Step::StealPick { thief, victim }, a) => self.rob(thief, victim, a, ev),
            (Step::CrashDoor { .. }, Action::CrashAt(door, front)) => self.crash_at(door, front),
            (Step::CrashRoll { car }, Action::Die(d)) => self.crash_roll(car, d, ev),
            (Step::HotWire { seat }, Action::Die(d)) => self.hot_wire(seat, d, ev),
            (Step::Ram { front, rear, left }, Action::Die(d)) => self.ram(front, rear, left, d, ev),
            (Step::JumpRoll { seat }, Action::Die(d)) => self.jump_roll(seat, d, ev),
            (Step::GetOut { seat }, Action::GetOut(q)) => self.get_out(seat, q, ev),
            (Step::Driving { left }, a) => self.driving(left, a, ev),
            (Step::ZombieChoice, Action::ZombieStep(a, b)) => {
                self.stack.push(Step::ZombieMoves);
                self.zombie_moves(Some((a, b)), ev);
            }
            (Step::Respond { seat }, a) => self.respond(seat, a, ev),
            (Step::Interrupt, a) => self.act_once(a, ev),
            (Step::Actions, a) => {
                self.stack.push(Step::Actions);
                self.turn_action(a, ev);
            }
            (Step::Moving { taken, run }, a) => self.moving(taken, run, a, ev),
            (Step::FreeSearch { left }, a) => {
                if left > 1 {
                    self.stack.push(Step::FreeSearch { left: left - 1 });
                }
                if a == Action::Search {
                    self.stack.push(Step::SearchRoll { seat: self.active });
                }
            }
            (other, _) => self.stack.push(other),
        }
        self.advance(ev);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Setup;
    use crate::rules::state::FISTS;
    use horde_testkit::bench::sample_states;

    /// DN-FREE-8, DN-FREE-7, DN-MOVE-3, DN-MELEE-3: a decision lapses
    /// exactly when it lists nothing. Each decision whose options `lapses`
    /// knows without listing them is put on top of sampled states, for
    /// every active seat and count of actions left, and compared with its
    /// listing.
    #[test]
    fn lapses_exactly_when_nothing_is_listed() {
        let setups: Vec<Setup> =
            (1..=6).map(|players| Setup { scenario: "house".to_owned(), players, infection: false }).collect();
        let (mut lapsed, mut kept) = (0, 0);
        for mut g in sample_states::<DeadOfNight>(&setups, 31, 30) {
            if g.over.is_some() {
                continue;
            }
            let n = g.n();
            let mut steps = vec![
                Step::Interrupt,
                Step::Moving { taken: 0, run: false },
                Step::Moving { taken: 0, run: true },
                Step::Moving { taken: 6, run: false },
                Step::Roll { seat: 0, weapon: FISTS },
            ];
            for seat in 0..n {
                steps.extend([Step::Respond { seat }, Step::Weapon { seat }]);
            }
            for active in 0..n {
                g.active = active;
                for actions in 0..=2 {
                    g.actions = actions;
                    for &step in &steps {
                        g.stack.push(step);
                        let none = g.with_legal(<[Action]>::is_empty);
                        assert_eq!(g.lapses(step), none, "{step:?}, seat {active} to act, {actions} actions");
                        lapsed += usize::from(none);
                        kept += usize::from(!none);
                        g.stack.pop();
                    }
                }
            }
        }
        assert!(lapsed > 0 && kept > 0, "lapsed {lapsed}, kept {kept}");
    }
}
