//! Playing Rue Morgue's steps: each resolved against the legal actions of
//! the moment, refusals recorded with the engine's rule ID.

use super::format::HandSpec;
use super::resolve::{Choice, DoorSel, Op, Planned, SlotSel};
use crate::rules::{Action, BOTH_HANDS, NONE, RueMorgue, SLOTS, Step, WindowKind};
use horde_core::Game;
use horde_rules::scenario::{Play, Refusal};

/// Activates the survivor a step names, unless he is the active one.
pub fn prepare(play: &mut Play<RueMorgue>, p: &Planned) -> Result<(), Refusal> {
    if let Some(s) = p.survivor
        && play.game().state().active != s
    {
        play.apply(Action::Activate(s))?;
        play.feed_chance()?;
    }
    Ok(())
}

/// Runs a step's own operation.
pub fn play(play: &mut Play<RueMorgue>, p: &Planned) -> Result<(), Refusal> {
    let Some(op) = &p.op else { return Ok(()) };
    let r = Rm(play.game());
    match op {
        Op::Plain(a) => play.apply(*a),
        Op::RunZombiePhase => super::zombies_phase(play),
        Op::OpenDoor { door, with } => {
            let a = r.open_door(*door, *with)?;
            play.apply(a)
        }
        Op::Attack { weapon, zone, hand } => {
            let a = r.attack(*weapon, *zone, *hand)?;
            play.apply(a)
        }
        Op::Store(cards) => {
            play.apply(Action::StoreItems)?;
            for &c in cards {
                let r = Rm(play.game());
                let a = r.active()?;
                let slot = r.slot_of(a, SlotSel::Item(c))?;
                play.apply(Action::Store(slot))?;
            }
            play.apply(Action::Done)
        }
        Op::Take(cards) => {
            play.apply(Action::TakeItems)?;
            for &c in cards {
                let k = Rm(play.game()).heli_item(c)?;
                play.apply(Action::Take(k))?;
            }
            play.apply(Action::Done)
        }
        Op::Discard(c) => {
            let a = r.active()?;
            let slot = r.slot_of(a, SlotSel::Item(*c))?;
            play.apply(Action::Discard(a, slot))
        }
        Op::Combine(x, y) => {
            let a = r.active()?;
            let i = r.slot_of(a, SlotSel::Item(*x))?;
            let mut j = r.slot_of(a, SlotSel::Item(*y))?;
            if i == j {
                // Two copies of one card: the second one.
                let slots = r.0.state().survivors[a as usize].slots;
                j = (0..SLOTS).find(|&k| k as u8 != i && slots[k].item() == Some(*y)).map_or(j, |k| k as u8);
            }
            play.apply(Action::Combine(i.min(j), i.max(j)))
        }
        Op::Choose(c) => {
            let a = r.choice(*c)?;
            play.apply(a)
        }
    }
}

/// Reading the match to turn an operation into an action.
struct Rm<'a>(&'a RueMorgue);

impl Rm<'_> {
    fn legal(&self) -> Vec<Action> {
        let mut v = Vec::new();
        self.0.legal_actions(&mut v);
        v
    }

    fn active(&self) -> Result<u8, Refusal> {
        let st = self.0.state();
        if st.active != NONE {
            return Ok(st.active);
        }
        Err(self.0.check(Action::Melee { hand: 0 }).err().map_or_else(
            || Refusal { rule: "RM-TURN-2".into(), reason: "activate a survivor first".into() },
            |e| Refusal::of(&e),
        ))
    }

    fn slot_of(&self, surv: u8, sel: SlotSel) -> Result<u8, Refusal> {
        match sel {
            SlotSel::Index(i) => Ok(i),
            SlotSel::Item(c) => {
                let s = &self.0.state().survivors[surv as usize];
                s.slots.iter().position(|x| x.item() == Some(c)).map(|i| i as u8).ok_or_else(|| Refusal {
                    rule: "RM-INV-1".into(),
                    reason: format!(
                        "{} holds no {}",
                        super::names::survivor_id(self.0, surv),
                        super::names::item_id(self.0, c)
                    ),
                })
            }
        }
    }

    fn heli_item(&self, c: u8) -> Result<u8, Refusal> {
        let h = &self.0.state().heli;
        h.items.iter().position(|x| x.item() == Some(c)).map(|k| k as u8).ok_or_else(|| Refusal {
            rule: "RM-HELI-16".into(),
            reason: format!("no {} on the helicopter", super::names::item_id(self.0, c)),
        })
    }

    fn open_door(&self, door: DoorSel, with: Option<u8>) -> Result<Action, Refusal> {
        let a = self.active()?;
        let g = self.0;
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
            None => vec![0, 1, BOTH_HANDS],
        };
        let legal = self.legal();
        let pick = hands.iter().map(|&hand| Action::OpenDoor { door: d, hand }).find(|x| legal.contains(x));
        Ok(pick.unwrap_or(Action::OpenDoor { door: d, hand: hands[0] }))
    }

    fn attack(&self, weapon: u8, zone: Option<u8>, hand: Option<HandSpec>) -> Result<Action, Refusal> {
        let a = self.active()?;
        let g = self.0;
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
        let g = self.0;
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
}
