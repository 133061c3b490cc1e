//! `horde_core::Game` for [`Atz`]: legal actions, checks with rule IDs,
//! and the dispatch of an action to its part of the rules.

use crate::content::content;
use crate::rules::action::Action;
use crate::rules::event::Event;
use crate::rules::state::{AfterShot, Atz, Ended, Pending, Setup};
use crate::rules::view::View;
use horde_core::{Decision, Game, Illegal, Outcome, Seat, SetupError, Viewer, content_hash};

impl Atz {
    /// Every legal action, ascending.
    pub(crate) fn legal(&self, out: &mut Vec<Action>) {
        let start = out.len();
        match self.pending {
            Pending::Idle | Pending::Over => {}
            Pending::Initiative
            | Pending::Roll { .. }
            | Pending::Card { .. }
            | Pending::Loot { .. }
            | Pending::Draw { .. }
            | Pending::ZombieTarget { .. }
            | Pending::EnemyDie
            | Pending::EnemyTarget { .. } => {
                let mut w = Vec::new();
                self.chances(&mut w);
                out.extend(w.into_iter().map(|(a, _)| a));
            }
            Pending::NextCharacter => out.extend(self.next_candidates().into_iter().map(Action::Activate)),
            Pending::Turn => self.turn_actions(out),
            Pending::Choose { .. } => out.extend((0..=2).map(Action::Result)),
            Pending::OfferFire { c, then } => {
                if let Some(w) = self.ch(c).weapon_def() {
                    out.extend((w.dice_min..=w.dice_max).map(Action::Fire));
                }
                if then != AfterShot::Surprise {
                    out.push(Action::Decline);
                }
            }
            Pending::Aim { c, .. } => self.aim_actions(c, out),
            Pending::Surprised { c } => self.surprise_actions(c, out),
            Pending::Kill { c, .. } => out.extend(self.zombies_at(self.ch(c).hex).map(Action::Kill)),
            Pending::Drugs { .. } => out.extend([Action::TakeDrugs, Action::Decline]),
            Pending::Equip { c } => self.equip_actions(c, out),
            Pending::DuckBack { c, by } => self.duck_back_actions(c, by, out),
            Pending::Reroll { why, .. } => self.reroll_actions(why, out),
        }
        out[start..].sort_unstable();
        let mut kept = start;
        for i in start..out.len() {
            if kept == start || out[kept - 1] != out[i] {
                out[kept] = out[i];
                kept += 1;
            }
        }
        out.truncate(kept);
    }

    /// The rule that governs what the pending decision allows.
    fn rule_of(&self, a: Action) -> &'static str {
        match (self.pending, a) {
            (Pending::Over | Pending::Idle, _) => "ATZ-TURN-1",
            (Pending::Initiative, _) => "ATZ-TURN-2",
            (
                Pending::Roll { .. }
                | Pending::Card { .. }
                | Pending::Loot { .. }
                | Pending::Draw { .. }
                | Pending::ZombieTarget { .. },
                _,
            ) => "ATZ-DICE-2",
            (Pending::EnemyDie | Pending::EnemyTarget { .. }, _) => "ATZ-SURV-7",
            (Pending::DuckBack { .. }, _) => "ATZ-REACT-8",
            (Pending::NextCharacter, _) => "ATZ-ACT-1",
            (Pending::Turn, Action::Move(_) | Action::Dash(_)) => "ATZ-MOVE-5",
            (Pending::Turn, Action::Charge(_)) => "ATZ-REACT-2",
            (Pending::Turn, Action::ChargeFar(_)) => "ATZ-REACT-3",
            (Pending::Turn, Action::Run) => "ATZ-RUN-1",
            (Pending::Turn, Action::Fire(_)) => "ATZ-SHOOT-2",
            (Pending::Turn, Action::Reload) => "ATZ-SHOOT-9",
            (Pending::Turn, Action::Fight) => "ATZ-ACT-4",
            (Pending::Turn, Action::Exit) => "ATZ-GAP-9",
            (Pending::Turn, Action::Search) => "ATZ-LOOT-1",
            (Pending::Turn, Action::EnterAt(_)) => "ATZ-MOVE-6",
            (Pending::Turn, Action::Treat(_)) => "ATZ-FAQ-2",
            (Pending::Turn, Action::Cure(_)) => "ATZ-FAQ-3",
            (Pending::Turn, Action::LookIn(_)) => "ATZ-FAQ-6",
            (Pending::Turn, Action::Switch) => "ATZ-SHOOT-11",
            (Pending::Turn, Action::Heal(_)) => "ATZ-ITEM-7",
            (Pending::Turn, Action::AttachScope) => "ATZ-ITEM-6",
            (Pending::Turn, Action::AmmoReload) => "ATZ-ITEM-9",
            (Pending::Turn, Action::Throw(_)) => "ATZ-SHOOT-8",
            (Pending::Turn, Action::Panic(_)) => "ATZ-SHOOT-10",
            (Pending::Turn, Action::Drop(_) | Action::PickUp(_)) => "ATZ-LOOT-3",
            (Pending::Turn, _) => "ATZ-ACT-2",
            (Pending::Choose { .. }, _) => "ATZ-STAR-1",
            (Pending::OfferFire { .. }, _) => "ATZ-GAP-1",
            (Pending::Aim { .. }, _) => "ATZ-GAP-23",
            (Pending::Surprised { .. }, _) => "ATZ-FINDZ-5",
            (Pending::Kill { .. }, _) => "ATZ-GAP-3",
            (Pending::Drugs { .. }, _) => "ATZ-ITEM-5",
            (Pending::Equip { .. }, _) => "ATZ-GAP-24",
            (Pending::Reroll { .. }, _) => "ATZ-FAQ-5",
        }
    }

    /// Applies a legal action, then runs the automated steps.
    pub(crate) fn act(&mut self, a: Action, ev: &mut Vec<Event>) {
        match (self.pending, a) {
            (Pending::Initiative, Action::Initiative { characters, zombies }) => {
                self.roll_initiative(characters, zombies, ev)
            }
            (Pending::Roll { c, why, need }, Action::Die(d)) => self.die_rolled(c, why, need, d, ev),
            (Pending::Reroll { c, why, need }, Action::Reroll(i)) => self.reroll(c, why, need, i, ev),
            (Pending::Reroll { c, why, .. }, Action::KeepDice) => self.keep_dice(c, why, ev),
            (Pending::Card { c }, Action::Card(k)) => self.card_drawn(c, k, ev),
            (Pending::Loot { c }, Action::Loot(k)) => self.loot_drawn(c, k, ev),
            (Pending::Drugs { c }, Action::TakeDrugs) => {
                self.drugs_taken(c, ev);
                self.offer_drugs(ev);
            }
            (Pending::Drugs { .. }, Action::Decline) => self.offer_drugs(ev),
            (Pending::Equip { c }, Action::Buy(g)) => self.buy(c, g, ev),
            (Pending::Equip { .. }, Action::Done) => self.pending = Pending::Idle,
            (Pending::Draw { why, left }, Action::Draw(k)) => self.drawn(why, left, k, ev),
            (Pending::ZombieTarget { z }, Action::GoFor(c)) => {
                self.pending = Pending::Idle;
                self.move_zombie(z, c);
            }
            (Pending::NextCharacter, Action::Activate(c)) => {
                self.pending = Pending::Idle;
                self.begin_turn(c, ev);
            }
            (Pending::Turn, Action::EndTurn) => self.pending = Pending::Idle,
            (Pending::Turn, _) => self.turn_act(a, ev),
            (Pending::Choose { c, test, at }, Action::Result(s)) => self.chosen(c, test, at, s, ev),
            (Pending::OfferFire { c, then }, Action::Fire(n)) => {
                let hex = self.aim_hex;
                self.begin_aim(c, n, hex, then);
            }
            (Pending::OfferFire { then, .. }, Action::Decline) => {
                self.aim_hex = None;
                self.aim_first = None;
                self.aim_char = None;
                self.rushed = false;
                self.pending = match then {
                    AfterShot::TurnStart => Pending::Turn,
                    _ => Pending::Idle,
                };
            }
            (Pending::Aim { c, dice, .. }, Action::Target(z)) => self.aimed(c, dice, z),
            (Pending::Aim { c, dice, .. }, Action::Shoot(o)) => self.aimed_at_character(c, dice, o),
            (Pending::EnemyDie, Action::Die(d)) => {
                self.enemy_die = Some(d);
                ev.push(Event::EnemyInitiative { die: d });
                self.offer_drugs(ev);
            }
            (Pending::EnemyTarget { e }, Action::Pick(i)) => {
                self.pending = Pending::Idle;
                let hex = self.picks.get(usize::from(i)).copied();
                self.picks.clear();
                if let Some(h) = hex {
                    self.enemy_goes_for(e, h, ev);
                }
            }
            (Pending::DuckBack { c, .. }, Action::Hide(i)) => {
                self.pending = Pending::Idle;
                if let Some(h) = self.map().hexes.hex(usize::from(i)) {
                    self.duck_to(c, h, ev);
                }
            }
            (Pending::Surprised { c }, Action::Surprise(s)) => self.surprise_act(c, s, ev),
            (Pending::Kill { c, n }, Action::Kill(z)) => {
                self.kill_zombie(z, ev);
                self.pending = Pending::Idle;
                self.kill_in_melee(c, n - 1, ev);
            }
            _ => {}
        }
        self.run(ev);
    }
}

impl Game for Atz {
    type Action = Action;
    type Event = Event;
    type View = View;
    type Setup = Setup;
    type Error = Illegal;

    const ID: &'static str = "all-things-zombie";
    const RULES_VERSION: u32 = 1;

    fn new(setup: &Setup) -> Result<Self, SetupError> {
        Atz::start(setup)
    }

    fn num_seats(&self) -> usize {
        usize::from(self.seats)
    }

    fn decision(&self) -> Decision {
        Atz::decision(self)
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal(out);
    }

    fn chance_outcomes(&self, out: &mut Vec<(Action, u32)>) {
        self.chances(out);
    }

    fn check(&self, action: Action) -> Result<(), Illegal> {
        let mut legal = Vec::new();
        self.legal(&mut legal);
        if legal.binary_search(&action).is_ok() {
            return Ok(());
        }
        let rule = self.rule_of(action);
        let reason = if self.pending == Pending::Over {
            "the game is over".to_owned()
        } else {
            format!("{action} is not allowed now")
        };
        Err(Illegal::new(rule, reason))
    }

    fn apply_unchecked(&mut self, action: Action, events: &mut Vec<Event>) {
        self.act(action, events);
    }

    fn encode_action(action: Action) -> u32 {
        action.encode()
    }

    fn decode_action(index: u32) -> Option<Action> {
        Action::decode(index)
    }

    fn view(&self, viewer: Viewer) -> View {
        View::of(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        let end = self.ended?;
        let win = end.is_win();
        let seats = usize::from(self.seats);
        Some(Outcome {
            scores: vec![i32::from(win); seats],
            winners: if win { (0..self.seats).map(Seat).collect() } else { Vec::new() },
            reason: match end {
                Ended::Escaped => "every living survivor escaped",
                Ended::Survived => "the survivors held out",
                Ended::AllDead => "no survivor is alive",
                Ended::OutOfTime => "time ran out",
            }
            .to_owned(),
        })
    }

    fn content_version(&self) -> String {
        content_hash(content())
    }
}
