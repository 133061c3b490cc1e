//! Playing the steps: each resolved against the legal actions of the
//! moment, forced chance fed from the queues, refusals recorded with the
//! engine's rule ID.

use super::format::HandSpec;
use super::resolve::{Choice, DoorSel, Forced, Op, Planned, SlotSel};
use crate::game::{Action, BOTH_HANDS, Event, NONE, Phase, SLOTS, Step, WindowKind};
use crate::scenario_support::Scenario;
use horde_core::{Decision, Game};
use std::collections::VecDeque;

/// Why a step did not go through: the rule and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub rule: String,
    pub reason: String,
}

impl From<horde_core::Illegal> for Refusal {
    fn from(e: horde_core::Illegal) -> Self {
        Self { rule: e.rule.to_owned(), reason: e.reason }
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.rule, self.reason)
    }
}

/// Forced outcomes waiting, each kind in its own queue.
#[derive(Debug, Default)]
pub struct Queues {
    pub dice: VecDeque<Forced>,
    pub zombie: VecDeque<Forced>,
    pub equipment: VecDeque<Forced>,
    /// The starting deal of a fresh setup.
    pub starting: VecDeque<Forced>,
    /// The tent cards of a fresh setup.
    pub tents: VecDeque<Forced>,
}

impl Queues {
    fn for_step(&mut self, step: Option<&Step>) -> Option<&mut VecDeque<Forced>> {
        match step? {
            Step::AttackRoll | Step::SpawnRoll { .. } => Some(&mut self.dice),
            Step::DrawZombie { .. } | Step::DealZombies { .. } => Some(&mut self.zombie),
            Step::SearchDraw { .. } => Some(&mut self.equipment),
            Step::SetupDeal { .. } => Some(&mut self.starting),
            Step::SetupTents { .. } => Some(&mut self.tents),
            _ => None,
        }
    }

    pub fn all_mut(&mut self) -> [&mut VecDeque<Forced>; 5] {
        [&mut self.dice, &mut self.zombie, &mut self.equipment, &mut self.starting, &mut self.tents]
    }
}

/// The match being played and what happened so far.
pub struct Runner {
    pub sc: Scenario,
    pub queues: Queues,
    /// Every event, with the step it happened in (0: before the steps).
    pub events: Vec<(usize, Event)>,
    /// Per step: what was applied, readable.
    pub applied: Vec<String>,
}

impl Runner {
    fn apply(&mut self, step: usize, a: Action) -> Result<(), Refusal> {
        let text = self.sc.game.describe(a);
        let mut ev = Vec::new();
        self.sc.game.apply(a, &mut ev)?;
        self.applied.push(text);
        self.events.extend(ev.into_iter().map(|e| (step, e)));
        Ok(())
    }

    /// Feeds forced outcomes while the game waits for chance and the
    /// matching queue has one.
    pub fn feed_chance(&mut self, step: usize) -> Result<(), Refusal> {
        while self.sc.game.decision() == Decision::Chance {
            let top = self.sc.game.state().stack.top();
            let Some(q) = self.queues.for_step(top.as_ref()) else { break };
            let Some(f) = q.pop_front() else { break };
            self.apply(step, f.action)
                .map_err(|r| Refusal { rule: r.rule, reason: format!("forced {} refused: {}", f.text, r.reason) })?;
        }
        Ok(())
    }

    /// Runs one step: its operation, then any forced chance it unlocks.
    pub fn step(&mut self, p: &Planned) -> Result<(), Refusal> {
        let n = p.number;
        if let Some(s) = p.survivor {
            let st = self.sc.game.state();
            if st.active != s {
                self.apply(n, Action::Activate(s))?;
                self.feed_chance(n)?;
            }
        }
        match &p.op {
            Op::Plain(a) => self.apply(n, *a)?,
            Op::RunZombiePhase => {
                let st = self.sc.game.state();
                if st.phase != Phase::Players || !st.stack.is_empty() {
                    return Err(Refusal {
                        rule: "RM-ZPH-1".into(),
                        reason: format!("the zombies' phase follows the players' phase; now: {}", self.waiting()),
                    });
                }
                let ev = self.sc.zombies_phase();
                self.applied.push("end of the players' phase".into());
                self.events.extend(ev.into_iter().map(|e| (n, e)));
            }
            Op::OpenDoor { door, with } => {
                let a = self.open_door(*door, *with)?;
                self.apply(n, a)?;
            }
            Op::Attack { weapon, zone, hand } => {
                let a = self.attack(*weapon, *zone, *hand)?;
                self.apply(n, a)?;
            }
            Op::Store(cards) => {
                self.apply(n, Action::StoreItems)?;
                for &c in cards {
                    let a = self.active()?;
                    let slot = self.slot_of(a, SlotSel::Item(c))?;
                    self.apply(n, Action::Store(slot))?;
                }
                self.apply(n, Action::Done)?;
            }
            Op::Take(cards) => {
                self.apply(n, Action::TakeItems)?;
                for &c in cards {
                    let k = self.heli_item(c)?;
                    self.apply(n, Action::Take(k))?;
                }
                self.apply(n, Action::Done)?;
            }
            Op::Discard(c) => {
                let a = self.active()?;
                let slot = self.slot_of(a, SlotSel::Item(*c))?;
                self.apply(n, Action::Discard(a, slot))?;
            }
            Op::Combine(x, y) => {
                let a = self.active()?;
                let i = self.slot_of(a, SlotSel::Item(*x))?;
                let mut j = self.slot_of(a, SlotSel::Item(*y))?;
                if i == j {
                    // Two copies of one card: the second one.
                    let slots = self.sc.game.state().survivors[a as usize].slots;
                    j = (0..SLOTS).find(|&k| k as u8 != i && slots[k].item() == Some(*y)).map_or(j, |k| k as u8);
                }
                self.apply(n, Action::Combine(i.min(j), i.max(j)))?;
            }
            Op::Choose(c) => {
                let a = self.choice(*c)?;
                self.apply(n, a)?;
            }
            Op::Text(t) => {
                let a = self.by_text(t)?;
                self.apply(n, a)?;
            }
        }
        self.feed_chance(n)
    }

    /// What the game waits for, readable.
    pub fn waiting(&self) -> String {
        let g = &self.sc.game;
        match g.decision() {
            Decision::Terminal => "nothing: the game is over".into(),
            Decision::Chance => match g.state().stack.top() {
                Some(Step::AttackRoll) => "an attack die".into(),
                Some(Step::SpawnRoll { .. }) => "a spawn die".into(),
                Some(Step::DrawZombie { zone }) => {
                    format!("a zombie card for {}", super::names::zone_id(g, zone))
                }
                Some(Step::SearchDraw { .. }) => "an equipment card".into(),
                Some(Step::DealZombies { .. }) => "a zombie card for the Distributor".into(),
                Some(Step::SetupDeal { next }) => {
                    format!("a starting card for {}", super::names::survivor_id(g, next))
                }
                Some(Step::SetupTents { from }) => format!("a tent card for {}", super::names::zone_id(g, from)),
                _ => "chance".into(),
            },
            Decision::Seat(s) => {
                let v = g.view(horde_core::Viewer::Spectator);
                format!("seat {}: {}", s.0, v.asking)
            }
        }
    }

    fn active(&self) -> Result<u8, Refusal> {
        let st = self.sc.game.state();
        if st.active != NONE {
            return Ok(st.active);
        }
        Err(self.sc.game.check(Action::Melee { hand: 0 }).err().map_or_else(
            || Refusal { rule: "RM-TURN-2".into(), reason: "activate a survivor first".into() },
            Refusal::from,
        ))
    }

    fn slot_of(&self, surv: u8, sel: SlotSel) -> Result<u8, Refusal> {
        match sel {
            SlotSel::Index(i) => Ok(i),
            SlotSel::Item(c) => {
                let s = &self.sc.game.state().survivors[surv as usize];
                s.slots.iter().position(|x| x.item() == Some(c)).map(|i| i as u8).ok_or_else(|| Refusal {
                    rule: "RM-INV-1".into(),
                    reason: format!(
                        "{} holds no {}",
                        super::names::survivor_id(&self.sc.game, surv),
                        super::names::item_id(&self.sc.game, c)
                    ),
                })
            }
        }
    }

    fn heli_item(&self, c: u8) -> Result<u8, Refusal> {
        let h = &self.sc.game.state().heli;
        h.items.iter().position(|x| x.item() == Some(c)).map(|k| k as u8).ok_or_else(|| Refusal {
            rule: "RM-HELI-16".into(),
            reason: format!("no {} on the helicopter", super::names::item_id(&self.sc.game, c)),
        })
    }

    fn legal(&self) -> Vec<Action> {
        let mut v = Vec::new();
        self.sc.game.legal_actions(&mut v);
        v
    }

    fn open_door(&self, door: DoorSel, with: Option<u8>) -> Result<Action, Refusal> {
        let a = self.active()?;
        let g = &self.sc.game;
        let map = g.statics().map();
        let here = g.state().survivors[a as usize].zone;
        let d = match door {
            DoorSel::Door(d) => d,
            DoorSel::Across(z) => map
                .doors
                .iter()
                .position(|d| (d.a, d.b) == (here, z) || (d.a, d.b) == (z, here))
                .map(|d| d as u8)
                .ok_or_else(|| Refusal {
                    rule: "RM-DOOR-1".into(),
                    reason: format!(
                        "no door between {} and {}",
                        super::names::zone_id(g, here),
                        super::names::zone_id(g, z)
                    ),
                })?,
        };
        let hands: Vec<u8> = match with {
            Some(c) => {
                let s = &g.state().survivors[a as usize];
                let h: Vec<u8> = (0..2u8).filter(|&h| s.slots[h as usize].item() == Some(c)).collect();
                if h.is_empty() {
                    return Err(Refusal {
                        rule: "RM-INV-2".into(),
                        reason: format!(
                            "{} holds no {} in hand; items open doors from the hands only",
                            super::names::survivor_id(g, a),
                            super::names::item_id(g, c)
                        ),
                    });
                }
                h
            }
            None => vec![0, 1, crate::game::BOTH_HANDS],
        };
        let legal = self.legal();
        let pick = hands.iter().map(|&hand| Action::OpenDoor { door: d, hand }).find(|x| legal.contains(x));
        Ok(pick.unwrap_or(Action::OpenDoor { door: d, hand: hands[0] }))
    }

    fn attack(&self, weapon: u8, zone: Option<u8>, hand: Option<HandSpec>) -> Result<Action, Refusal> {
        let a = self.active()?;
        let g = &self.sc.game;
        let s = &g.state().survivors[a as usize];
        let held: Vec<u8> = (0..2u8).filter(|&h| s.slots[h as usize].item() == Some(weapon)).collect();
        if held.is_empty() {
            return Err(Refusal {
                rule: "RM-INV-2".into(),
                reason: format!(
                    "{} holds no {} in hand; weapons are used from the hands only",
                    super::names::survivor_id(g, a),
                    super::names::item_id(g, weapon)
                ),
            });
        }
        let make = |hand: u8| match zone {
            Some(z) => Action::Ranged { hand, zone: z },
            None => Action::Melee { hand },
        };
        let wanted: Vec<u8> = match hand {
            Some(HandSpec::Left) => vec![0],
            Some(HandSpec::Right) => vec![1],
            Some(HandSpec::Both) => vec![BOTH_HANDS],
            // Both hands when the pair is Dual, else a hand holding it.
            None => {
                let mut v = Vec::new();
                if held.len() == 2 {
                    v.push(BOTH_HANDS);
                }
                v.extend(held.iter().copied());
                v
            }
        };
        let legal = self.legal();
        Ok(wanted.iter().map(|&h| make(h)).find(|x| legal.contains(x)).unwrap_or_else(|| make(wanted[0])))
    }

    fn choice(&self, c: Choice) -> Result<Action, Refusal> {
        let g = &self.sc.game;
        let top = g.state().stack.top();
        // The survivor whose slots a choice names, from the step waiting.
        let owner = match top {
            Some(Step::PlaceCard { surv, .. }) | Some(Step::WoundOn { surv, .. }) => surv,
            Some(Step::Window { a, .. }) => a,
            _ => g.state().active,
        };
        let partner = match top {
            Some(Step::Window { kind: WindowKind::Trade, b, .. }) => b,
            _ => NONE,
        };
        let slot = |who: u8, sel: SlotSel| -> Result<u8, Refusal> {
            if who == NONE {
                return match sel {
                    SlotSel::Index(i) => Ok(i),
                    SlotSel::Item(_) => Ok(0),
                };
            }
            self.slot_of(who, sel)
        };
        Ok(match c {
            Choice::Keep(s) => Action::Keep(slot(owner, s)?),
            Choice::DiscardDrawn => Action::DiscardDrawn,
            Choice::HitKind(k) => Action::HitKind(k),
            Choice::HitSurvivor(s) => Action::HitSurvivor(s),
            Choice::WoundTo(s) => Action::WoundTo(s),
            Choice::Lose(s) => Action::WoundDiscard(slot(owner, s)?),
            Choice::Zone(z) => Action::ChooseZone(z),
            Choice::Skill(k) => {
                let i = match top {
                    Some(Step::SkillChoice { surv, level }) => g.statics().survivors[surv as usize].levels
                        [level as usize]
                        .iter()
                        .position(|&x| x == k)
                        .ok_or_else(|| Refusal {
                            rule: "RM-XP-2".into(),
                            reason: format!(
                                "{} is not among {}'s choices at this level",
                                k.name(),
                                super::names::survivor_id(g, surv)
                            ),
                        })?,
                    _ => 0,
                };
                Action::ChooseSkill(i as u8)
            }
            Choice::Swap(x, y) => Action::Swap(slot(owner, x)?, slot(owner, y)?),
            Choice::PartnerSwap(x, y) => Action::SwapOther(slot(partner, x)?, slot(partner, y)?),
            Choice::Exchange(x, y) => Action::Exchange(slot(owner, x)?, slot(partner, y)?),
            Choice::Store(s) => Action::Store(slot(owner, s)?),
            Choice::Take(c) => Action::Take(self.heli_item(c)?),
            Choice::Discard(s) => Action::Discard(owner, slot(owner, s)?),
            Choice::Done => Action::Done,
        })
    }

    fn by_text(&self, t: &str) -> Result<Action, Refusal> {
        let g = &self.sc.game;
        let legal = self.legal();
        let want = t.trim().to_lowercase();
        let hit = legal
            .iter()
            .find(|a| g.describe(**a).to_lowercase() == want || a.to_string().to_lowercase() == want)
            .copied();
        hit.ok_or_else(|| Refusal {
            rule: "RM-PLAYER-2".into(),
            reason: format!(
                "no legal action reads {t:?}; legal now: {}",
                legal.iter().map(|a| format!("{:?}", g.describe(*a))).collect::<Vec<_>>().join(", ")
            ),
        })
    }
}
