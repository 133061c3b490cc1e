//! `horde_core::Game` for Grid Siege: decisions, legal actions, chance,
//! validation and application.

use crate::content::{content, content_version};
use crate::rules::action::Action;
use crate::rules::event::{Event, Roll};
use crate::rules::setup::Setup;
use crate::rules::state::{GridSiege, Pending, ZOMBIE_SEAT};
use crate::rules::view::View;
use horde_core::{Decision, Game, HordeRng, Illegal, Outcome, Seat, SetupError, Viewer};

fn no(rule: &'static str, reason: impl Into<String>) -> Result<(), Illegal> {
    Err(Illegal::new(rule, reason))
}

impl GridSiege {
    fn is_die(&self) -> bool {
        matches!(
            self.pending,
            Pending::PlacementRoll { .. }
                | Pending::AttackDie(_)
                | Pending::BlastDie(_)
                | Pending::UseDie(_)
                | Pending::BreakDie { .. }
                | Pending::StartDie
                | Pending::SpawnRoll
                | Pending::ZombieAttack { .. }
        )
    }

    fn chance_list(&self, out: &mut Vec<(Action, u32)>) {
        let zdeck_left = |k: usize| self.zdeck[k].saturating_sub(self.zhand[k]).saturating_sub(self.zplayed[k]);
        match self.pending {
            Pending::DealCharacter { .. } => {
                for (i, n) in self.char_left.iter().enumerate() {
                    if *n > 0 {
                        out.push((Action::Character(i as u8), u32::from(*n)));
                    }
                }
            }
            Pending::DealZombieCard { .. } => {
                for k in 0..content().zombie_cards.len().min(8) {
                    let n = zdeck_left(k);
                    if n > 0 {
                        out.push((Action::ZombieCard(k as u8), u32::from(n)));
                    }
                }
            }
            Pending::SearchDraw { .. } => {
                for (k, n) in self.search_left.iter().enumerate() {
                    if *n > 0 {
                        out.push((Action::SearchCard(k as u8), u32::from(*n)));
                    }
                }
            }
            _ if self.is_die() => out.extend((1..=6).map(|v| (Action::Die(v), 1))),
            _ => {}
        }
    }

    fn list(&self, out: &mut Vec<Action>) {
        match self.pending {
            Pending::ChooseCharacter { .. } => {
                for (i, n) in self.char_left.iter().enumerate() {
                    if *n > 0 {
                        out.push(Action::Character(i as u8));
                    }
                }
            }
            Pending::PlaceHuman { sheet, .. } => {
                out.extend(self.human_start_squares(sheet).into_iter().map(Action::Place))
            }
            Pending::NextHuman => {
                out.extend(self.waiting_humans().map(Action::Activate));
                self.legal_sacrifices(1, out);
            }
            Pending::Act => self.legal_act(out),
            Pending::AttackReroll(_) | Pending::UseReroll(_) => out.extend([Action::Reroll, Action::Keep]),
            Pending::PushChoice { from, target } => {
                out.extend(self.push_options(from, target).into_iter().map(|o| Action::Push(o.dest)))
            }
            Pending::PlaceCarried => out.extend(self.carry_drop_squares().into_iter().map(Action::PlaceCarried)),
            Pending::Demolish => {
                out.push(Action::EndDemolish);
                out.extend(self.demolishable().into_iter().map(Action::Demolish));
            }
            Pending::ZombieCard => self.legal_cards(out),
            Pending::SpawnPlace { sheet } => out.extend(self.spawn_squares(sheet).into_iter().map(Action::Place)),
            Pending::ZombieMoves => self.legal_zombie_moves(out),
            Pending::CarTarget { door } => self.legal_car_targets(door, out),
            _ => {
                let mut v = Vec::new();
                self.chance_list(&mut v);
                out.extend(v.into_iter().map(|(a, _)| a));
            }
        }
    }

    fn validate(&self, a: Action) -> Result<(), Illegal> {
        if self.ended.is_some() {
            return no("GS-WIN-1", "the match is over");
        }
        if matches!(self.decision(), Decision::Chance) {
            let mut v = Vec::new();
            self.chance_list(&mut v);
            return if v.iter().any(|(x, w)| *x == a && *w > 0) {
                Ok(())
            } else {
                no("GS-COMP-4", format!("{a} is not a possible outcome of this draw or roll"))
            };
        }
        match (self.pending, a) {
            (Pending::Act, a) => self.check_act(a),
            (Pending::PushChoice { from, target }, Action::Push(d)) => self.check_push(from, target, d),
            (Pending::Demolish, Action::Demolish(e)) => self.check_demolish(e),
            (Pending::ZombieCard, Action::PlayCard { card, target }) => self.check_card(card, target),
            (Pending::ZombieMoves, Action::ZMove { from, to }) => self.check_zmove(from, to),
            (Pending::NextHuman, Action::Sacrifice(x)) => self.check_sacrifice(1, x),
            (p, a) => {
                let mut v = Vec::new();
                self.list(&mut v);
                if v.contains(&a) {
                    return Ok(());
                }
                let rule = match p {
                    Pending::ChooseCharacter { .. } => "GS-SETUP-3",
                    Pending::PlaceHuman { .. } => "GS-SETUP-7",
                    Pending::NextHuman => "GS-ACT-1",
                    Pending::AttackReroll(_) | Pending::UseReroll(_) => "GS-PREF-1",
                    Pending::PlaceCarried => "GS-CARRY-2",
                    Pending::SpawnPlace { .. } => "GS-ZSPAWN-3",
                    Pending::Demolish => "GS-ZBAR-1",
                    Pending::ZombieCard => "GS-ZCARD-2",
                    Pending::ZombieMoves => "GS-ZMOVE-1",
                    Pending::CarTarget { .. } => "GS-CAR-3",
                    _ => "GS-GAP-1",
                };
                no(rule, format!("{a} is not allowed now (waiting for {p:?})"))
            }
        }
    }

    fn step(&mut self, a: Action, ev: &mut Vec<Event>) {
        if let Action::Die(v) = a {
            let roll = match self.pending {
                Pending::PlacementRoll { .. } => Some(Roll::PlacementSheet),
                Pending::AttackDie(_) => Some(Roll::Attack),
                Pending::BlastDie(_) => Some(Roll::Blast),
                Pending::UseDie(_) => Some(Roll::Use),
                Pending::BreakDie { .. } => Some(Roll::BreakThrough),
                Pending::StartDie => Some(Roll::StartCar),
                Pending::SpawnRoll => Some(Roll::SpawnSheet),
                Pending::ZombieAttack { .. } => Some(Roll::ZombieAttack),
                _ => None,
            };
            self.last_roll = roll.map(|r| (r, v));
        }
        match (self.pending, a) {
            (Pending::DealCharacter { human } | Pending::ChooseCharacter { human }, Action::Character(c)) => {
                self.give_character(human, c, ev)
            }
            (Pending::DealZombieCard { left }, Action::ZombieCard(k)) => {
                self.zhand[usize::from(k)] += 1;
                ev.push(Event::ZombieCardDealt { card: Some(k) });
                if left <= 1 {
                    self.zombie_deal_done(ev);
                } else {
                    self.pending = Pending::DealZombieCard { left: left - 1 };
                }
            }
            (Pending::PlacementRoll { human, fails }, Action::Die(v)) => {
                ev.push(Event::DieRolled { value: v, roll: Roll::PlacementSheet });
                if self.human_start_squares(v).is_empty() {
                    self.pending = Pending::PlacementRoll { human, fails: fails.saturating_add(1) };
                } else {
                    self.pending = Pending::PlaceHuman { human, sheet: v };
                }
            }
            (Pending::PlaceHuman { human, .. }, Action::Place(p)) => self.place_human(human, p, ev),
            (Pending::NextHuman, Action::Activate(h)) => self.activate(h, ev),
            (Pending::NextHuman, Action::Sacrifice(x)) => {
                self.apply_sacrifice(x, ev);
                if self.ended.is_none() {
                    self.check_car_win(ev);
                    self.next_human(ev);
                }
            }
            (Pending::Act, a) => self.apply_act(a, ev),
            (Pending::AttackDie(ctx), Action::Die(v)) => self.attack_die(ctx, v, ev),
            (Pending::AttackReroll(ctx), Action::Reroll) => self.reroll_attack(ctx, ev),
            (Pending::AttackReroll(ctx), Action::Keep) => self.resolve_attack(ctx, ev),
            (Pending::PushChoice { from, target }, Action::Push(d)) => {
                if let Some(o) = self.push_options(from, target).into_iter().find(|o| o.dest == d) {
                    self.do_push(target, o, ev);
                }
                self.after_action(ev);
            }
            (Pending::BlastDie(ctx), Action::Die(v)) => self.blast_die(ctx, v, ev),
            (Pending::UseDie(ctx), Action::Die(v)) => self.use_die(ctx, v, ev),
            (Pending::UseReroll(ctx), Action::Reroll) => {
                self.turn.rerolled = true;
                ev.push(Event::Rerolled { human: self.turn.human });
                self.pending = Pending::UseDie(ctx);
            }
            (Pending::UseReroll(ctx), Action::Keep) => {
                let t = self.humans[usize::from(self.turn.human)].item(ctx.slot).unwrap_or(0);
                self.fail_use(ctx, t, ctx.die, ev);
            }
            (Pending::BreakDie { dir }, Action::Die(v)) => {
                ev.push(Event::DieRolled { value: v, roll: Roll::BreakThrough });
                self.resolve_break(dir, v, ev);
            }
            (Pending::StartDie, Action::Die(v)) => {
                ev.push(Event::DieRolled { value: v, roll: Roll::StartCar });
                self.resolve_start(v, ev);
            }
            (Pending::SearchDraw { .. }, Action::SearchCard(k)) => self.resolve_search(k, ev),
            (Pending::PlaceCarried, Action::PlaceCarried(p)) => {
                if let Some(c) = self.turn.carrying {
                    self.drop_carried(c, p, ev);
                }
                self.finish_turn(ev);
            }
            (Pending::Demolish, Action::Demolish(e)) => self.apply_demolish(e, ev),
            (Pending::Demolish, Action::EndDemolish) => self.stage_card(ev),
            (Pending::ZombieCard, Action::PlayCard { card, target }) => self.apply_card(card, target, ev),
            (Pending::ZombieCard, Action::PassCard) => self.next_spawn(ev),
            (Pending::SpawnRoll, Action::Die(v)) => {
                ev.push(Event::DieRolled { value: v, roll: Roll::SpawnSheet });
                self.spawn_sheet(v, ev);
            }
            (Pending::SpawnPlace { .. }, Action::Place(p)) => self.spawn_at(p, ev),
            (Pending::ZombieMoves, Action::ZMove { from, to }) => self.apply_zmove(from, to, ev),
            (Pending::ZombieMoves, Action::EndZombies) => self.stage_car_targets(ev),
            (Pending::CarTarget { .. }, Action::CarAttack { door, human }) => self.apply_car_target(door, human, ev),
            (Pending::ZombieAttack { human }, Action::Die(v)) => self.zombie_attack_die(human, v, ev),
            _ => {}
        }
    }
}

impl Game for GridSiege {
    type Action = Action;
    type Event = Event;
    type View = View;
    type Setup = Setup;
    type Error = Illegal;

    const ID: &'static str = "grid-siege";
    const RULES_VERSION: u32 = 1;

    fn new(setup: &Setup) -> Result<Self, SetupError> {
        GridSiege::from_setup(setup)
    }

    fn num_seats(&self) -> usize {
        1 + usize::from(self.human_seats)
    }

    fn decision(&self) -> Decision {
        match self.pending {
            Pending::Over => Decision::Terminal,
            Pending::DealCharacter { .. } | Pending::DealZombieCard { .. } | Pending::SearchDraw { .. } => {
                Decision::Chance
            }
            _ if self.is_die() => Decision::Chance,
            Pending::ChooseCharacter { human } | Pending::PlaceHuman { human, .. } => {
                Decision::Seat(Seat(self.owner(human)))
            }
            Pending::NextHuman => Decision::Seat(Seat(1)),
            Pending::Act
            | Pending::AttackReroll(_)
            | Pending::UseReroll(_)
            | Pending::PushChoice { .. }
            | Pending::PlaceCarried => Decision::Seat(Seat(self.owner(self.turn.human))),
            _ => Decision::Seat(Seat(ZOMBIE_SEAT)),
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        let start = out.len();
        if self.ended.is_none() {
            self.list(out);
        }
        out[start..].sort_unstable();
        let mut tail = out.split_off(start);
        tail.dedup();
        out.extend(tail);
    }

    fn chance_outcomes(&self, out: &mut Vec<(Action, u32)>) {
        if self.ended.is_none() && self.decision() == Decision::Chance {
            let start = out.len();
            self.chance_list(out);
            out[start..].sort_unstable();
        }
    }

    fn check(&self, action: Action) -> Result<(), Illegal> {
        self.validate(action)
    }

    fn apply_unchecked(&mut self, action: Action, events: &mut Vec<Event>) {
        self.step(action, events);
    }

    fn encode_action(action: Action) -> u32 {
        action.encode()
    }

    fn decode_action(index: u32) -> Option<Action> {
        Action::decode(index)
    }

    fn view(&self, viewer: Viewer) -> View {
        self.make_view(viewer)
    }

    fn event_view(&self, event: &Event, viewer: Viewer) -> Option<Event> {
        match event {
            Event::ZombieCardDealt { .. } if viewer != Viewer::Seat(Seat(ZOMBIE_SEAT)) => {
                Some(Event::ZombieCardDealt { card: None })
            }
            e => Some(e.clone()),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let e = self.ended?;
        let n = self.num_seats();
        // GS-WIN-5, GS-GAP-26: only a dead team is a zombie win; a match
        // stopped at a round cap is won by nobody.
        let unfinished = matches!(e, crate::rules::state::Ended::RoundLimit { .. });
        let scores: Vec<i32> = (0..n).map(|s| i32::from(!unfinished && (s == 0) != e.humans_win())).collect();
        let winners = (0..n).filter(|s| scores[*s] == 1).map(|s| Seat(s as u8)).collect();
        Some(Outcome { scores, winners, reason: e.reason() })
    }

    /// The hash of the embedded content (map, things, decks, characters)
    /// as parsed: editing any of it changes the version, and saves
    /// recorded with other content are then refused by the driver.
    fn content_version(&self) -> String {
        content_version()
    }

    fn resample_hidden(&self, viewer: Viewer, rng: &mut HordeRng) -> Self {
        let mut g = self.clone();
        if viewer == Viewer::Seat(Seat(ZOMBIE_SEAT)) {
            return g;
        }
        // The hand is redrawn from the cards the viewer has not seen: the
        // deck less the cards played (the undealt rest is unseen too).
        let mut unseen: Vec<u8> = (0..8).map(|k| self.zdeck[k].saturating_sub(self.zplayed[k])).collect();
        let size = self.zombie_hand_size();
        g.zhand = [0; 8];
        for _ in 0..size {
            let items: Vec<(usize, u32)> = unseen.iter().enumerate().map(|(k, n)| (k, u32::from(*n))).collect();
            let Some(i) = rng.weighted(&items) else { break };
            unseen[i] -= 1;
            g.zhand[i] += 1;
        }
        g
    }
}
