//! Rue Morgue's actions as the menu shows them: a label in the player's
//! language, the rule that allows the action, its group and where on the
//! board it points.

use super::names;
use crate::game_ui::{ActionInfo, Group};
use crate::i18n::Tr;
use crate::tr;
use horde_rue_morgue::content::ZombieKind;
use horde_rue_morgue::{Action, BOTH_HANDS, NONE, RueMorgue, Step, WindowKind};

pub fn action_info(g: &RueMorgue, a: Action, tr: &Tr) -> ActionInfo {
    let s = g.state();
    let st = g.statics();
    let map = st.map();
    let active = (s.active != NONE).then_some(s.active);
    let me = active.map_or_else(|| "?".to_owned(), |i| names::survivor(g, tr, i));
    let zname = |z: u8| map.zones.get(z as usize).map_or("?", |z| z.id.as_str()).to_owned();
    let slot_item = |surv: u8, slot: u8| {
        s.survivors
            .get(surv as usize)
            .and_then(|sv| sv.slots.get(slot as usize))
            .map_or("—".into(), |x| names::slot(g, tr, *x))
    };
    let hand_weapon = |h: u8| match active {
        Some(i) if h == BOTH_HANDS => tr!(tr, "rm-both-hands", item = slot_item(i, 0)),
        // Reserve hands (Tactical vest) stand for reserve slots.
        Some(i) => horde_rue_morgue::slot_of_hand(h).map_or_else(|| "?".into(), |k| slot_item(i, k as u8)),
        None => "?".into(),
    };
    // The window's two survivors, for swaps and exchanges.
    let window = match s.stack.top() {
        Some(Step::Window { a, b, kind }) => Some((a, b, kind)),
        _ => None,
    };
    let info = |group, rule, label: String| ActionInfo {
        group,
        label,
        rule,
        detail: None,
        target: None,
        subject: active.map(u16::from),
    };
    let at = |mut i: ActionInfo, z: u8| {
        i.target = Some(u16::from(z));
        i
    };
    match a {
        Action::Die(v) => info(Group::Chance, "RM-COMBAT-1", tr!(tr, "rm-act-die", value = v)),
        Action::DrawEquipment(c) => {
            info(Group::Chance, "RM-SEARCH-2", tr!(tr, "rm-act-draw", item = names::item(g, tr, c)))
        }
        Action::DrawZombie(c) => {
            let n = st.card_numbers.get(c as usize).copied().unwrap_or(0);
            match s.stack.top() {
                // A Distributor deals a drawn card to the next spawn (RM-SKILL-65).
                Some(Step::Distribute { pos, .. }) => {
                    let z = s.spawn_queue.get(pos as usize).copied().unwrap_or(0);
                    at(
                        info(Group::Choice, "RM-SKILL-65", tr!(tr, "rm-act-deal-zombie", number = n, zone = zname(z))),
                        z,
                    )
                }
                _ => info(Group::Chance, "RM-SPAWN-5", tr!(tr, "rm-act-draw-zombie", number = n)),
            }
        }
        Action::DealStart(c) => info(Group::Chance, "RM-SETUP-6", tr!(tr, "rm-act-deal", item = names::item(g, tr, c))),
        Action::DealTent(_) => info(Group::Chance, "RM-SETUP-11", tr!(tr, "rm-act-deal-tent")),
        Action::Activate(i) => {
            let mut x =
                info(Group::Survivor, "RM-TURN-2", tr!(tr, "rm-act-activate", name = names::survivor(g, tr, i)));
            x.subject = Some(u16::from(i));
            let z = s.survivors.get(i as usize).map_or(0, |sv| sv.zone);
            x.detail = Some(tr!(tr, "rm-detail-activate", zone = zname(z)));
            at(x, z)
        }
        Action::Move(z) => {
            let from = active.and_then(|i| s.survivors.get(i as usize)).map_or(z, |sv| sv.zone);
            let mut x = info(Group::Move, "RM-MOVE-4", tr!(tr, "rm-act-move", from = zname(from), to = zname(z)));
            let zombies: u32 = s.zombies.get(from as usize).map_or(0, |k| k.iter().map(|&n| u32::from(n)).sum());
            if zombies > 0 {
                x.rule = "RM-MOVE-5";
                x.detail = Some(tr!(tr, "rm-detail-move-zombies", count = zombies));
            }
            at(x, z)
        }
        Action::Search => {
            let z = active.and_then(|i| s.survivors.get(i as usize)).map_or(0, |sv| sv.zone);
            let mut x = info(Group::Search, "RM-SEARCH-1", tr!(tr, "rm-act-search", zone = zname(z)));
            x.detail = Some(tr!(tr, "rm-detail-search"));
            x
        }
        Action::OpenDoor { door, hand } => {
            let d = map.doors.get(door as usize);
            let (za, zb) = d.map_or((0, 0), |d| (d.a, d.b));
            let color = d.map_or("neutral", |d| names::door_color(d.color));
            let mut x = info(
                Group::Door,
                "RM-DOOR-1",
                tr!(tr, "rm-act-door", a = zname(za), b = zname(zb), weapon = hand_weapon(hand), color = color),
            );
            // The door leads to whichever side the survivor is not in.
            let here = active.and_then(|i| s.survivors.get(i as usize)).map_or(za, |sv| sv.zone);
            let other = if here == za { zb } else { za };
            x.detail = Some(tr!(tr, "rm-detail-door"));
            at(x, other)
        }
        Action::Rearrange => info(Group::Inventory, "RM-TRADE-1", tr!(tr, "rm-act-rearrange")),
        Action::Trade(o) => {
            let mut x = info(Group::Inventory, "RM-TRADE-2", tr!(tr, "rm-act-trade", name = names::survivor(g, tr, o)));
            x.subject = Some(u16::from(o));
            x
        }
        Action::Melee { hand } => {
            let z = active.and_then(|i| s.survivors.get(i as usize)).map_or(0, |sv| sv.zone);
            at(info(Group::Attack, "RM-MACT-1", tr!(tr, "rm-act-melee", weapon = hand_weapon(hand))), z)
        }
        Action::Ranged { hand, zone } => at(
            info(
                Group::Attack,
                "RM-RANGED-3",
                tr!(tr, "rm-act-ranged", weapon = hand_weapon(hand), zone = zname(zone)),
            ),
            zone,
        ),
        Action::Reload => info(Group::Attack, "RM-RELOAD-1", tr!(tr, "rm-act-reload")),
        Action::TakeObjective => info(Group::Objective, "RM-OBJ-1", tr!(tr, "rm-act-objective")),
        Action::MakeNoise => {
            let mut x = info(Group::Objective, "RM-NOISE-6", tr!(tr, "rm-act-noise"));
            x.detail = Some(tr!(tr, "rm-detail-noise"));
            x
        }
        Action::Board(seat) => {
            info(Group::Helicopter, "RM-HELI-3", tr!(tr, "rm-act-board", seat = heli_seat(tr, seat)))
        }
        Action::ExitHelicopter => info(Group::Helicopter, "RM-HELI-4", tr!(tr, "rm-act-exit-heli")),
        Action::ChangeSeat(seat) => {
            info(Group::Helicopter, "RM-HELI-5", tr!(tr, "rm-act-change-seat", seat = heli_seat(tr, seat)))
        }
        Action::TakeOff => info(Group::Helicopter, "RM-HELI-6", tr!(tr, "rm-act-take-off")),
        Action::Land => info(Group::Helicopter, "RM-HELI-6", tr!(tr, "rm-act-land")),
        Action::Fly(z) => at(info(Group::Helicopter, "RM-HELI-10", tr!(tr, "rm-act-fly", zone = zname(z))), z),
        Action::StoreItems => info(Group::Helicopter, "RM-HELI-15", tr!(tr, "rm-act-store-items")),
        Action::TakeItems => info(Group::Helicopter, "RM-HELI-16", tr!(tr, "rm-act-take-items")),
        Action::DoNothing => {
            let mut x = info(Group::End, "RM-NOTHING-1", tr!(tr, "rm-act-end", name = me));
            x.detail = Some(tr!(tr, "rm-detail-end"));
            x
        }
        Action::Discard(who, slot) => {
            // Free, at any time, for any of the seat's survivors.
            let label = tr!(tr, "rm-act-discard", name = names::survivor(g, tr, who), item = slot_item(who, slot));
            let mut x = info(Group::Inventory, "RM-INV-4", label);
            x.subject = Some(u16::from(who));
            x
        }
        Action::TeamAction { card_mode, zone } => {
            let card = horde_rue_morgue::TeamCard::ALL[(card_mode / 2).min(2) as usize];
            let mode = if card_mode % 2 == 1 { "B" } else { "A" };
            let label = tr!(
                tr,
                "rm-act-team",
                card = tr!(tr, &format!("rm-team-{}", card.id())),
                mode = mode,
                zone = zname(zone)
            );
            at(info(Group::Objective, "RM-TEAM-3", label), zone)
        }
        Action::Teammate(who) => {
            let mut x =
                info(Group::Choice, "RM-TEAM-3", tr!(tr, "rm-act-teammate", name = names::survivor(g, tr, who)));
            x.subject = Some(u16::from(who));
            x
        }
        Action::UseSkill { skill, target } => {
            use horde_rue_morgue::skills::{Skill, SkillTarget, skill_use};
            let usage = skill_use(Skill(skill));
            let on = match usage.map(|u| u.target) {
                Some(SkillTarget::Survivor) => names::survivor(g, tr, target),
                Some(SkillTarget::Door) => g
                    .statics()
                    .map()
                    .doors
                    .get(target as usize)
                    .map_or("?".into(), |d| format!("{}/{}", zname(d.a), zname(d.b))),
                Some(SkillTarget::Zone) => zname(target),
                None if Skill(skill) == Skill::IS_THAT_ALL => {
                    let who = match s.stack.top() {
                        Some(horde_rue_morgue::Step::WoundOn { surv, .. }) => surv,
                        _ => 0,
                    };
                    tr!(tr, "rm-act-cancel-wound", item = slot_item(who, target))
                }
                None if Skill(skill) == Skill::MATCHING_SET => {
                    tr!(tr, "rm-act-matching", item = names::item(g, tr, target))
                }
                None => tr!(tr, "rm-act-reroll"),
            };
            let label = tr!(tr, "rm-act-use-skill", skill = names::skill(g, tr, Skill(skill)), target = on);
            info(Group::Objective, usage.map_or("RM-SKILL-00", |u| u.rule), label)
        }
        Action::Combine(x, y) => {
            let i = active.unwrap_or(0);
            info(Group::Inventory, "RM-COMBO-1", tr!(tr, "rm-act-combine", a = slot_item(i, x), b = slot_item(i, y)))
        }
        Action::Swap(x, y) => {
            let i = window.map_or(active.unwrap_or(0), |w| w.0);
            info(Group::Inventory, "RM-TRADE-1", swap_label(g, tr, i, x, y))
        }
        Action::SwapOther(x, y) => {
            let i = window.map_or(0, |w| w.1);
            let mut info = info(Group::Inventory, "RM-TRADE-2", swap_label(g, tr, i, x, y));
            info.subject = Some(u16::from(i));
            info
        }
        Action::Exchange(x, y) => {
            let (i, o) = window.map_or((0, 0), |w| (w.0, w.1));
            let label = tr!(
                tr,
                "rm-act-exchange",
                mine = slot_item(i, x),
                theirs = slot_item(o, y),
                name = names::survivor(g, tr, o)
            );
            info(Group::Inventory, "RM-TRADE-2", label)
        }
        Action::Store(slot) => {
            let i = window.map_or(0, |w| w.0);
            info(Group::Helicopter, "RM-HELI-15", tr!(tr, "rm-act-store", item = slot_item(i, slot)))
        }
        Action::Take(k) => {
            let item = s.heli.items.get(k as usize).map_or("?".into(), |x| names::slot(g, tr, *x));
            info(Group::Helicopter, "RM-HELI-16", tr!(tr, "rm-act-take", item = item))
        }
        Action::Done => {
            let rule = match window {
                Some((_, _, WindowKind::Trade)) => "RM-TRADE-2",
                Some((_, _, WindowKind::Store)) => "RM-HELI-15",
                Some((_, _, WindowKind::Take)) => "RM-HELI-16",
                _ => "RM-TRADE-1",
            };
            info(Group::End, rule, tr!(tr, "rm-act-done"))
        }
        Action::Keep(slot) => {
            let (surv, card) = match s.stack.top() {
                Some(Step::PlaceCard { surv, card }) => (surv, card),
                _ => (0, 0),
            };
            let old = s.survivors.get(surv as usize).and_then(|sv| sv.slots.get(slot as usize)).copied();
            let label = match old.filter(|o| !o.is_empty()) {
                Some(o) => tr!(
                    tr,
                    "rm-act-keep-replace",
                    item = names::item(g, tr, card),
                    slot = names::slot_place(tr, slot),
                    old = names::slot(g, tr, o)
                ),
                None => tr!(tr, "rm-act-keep", item = names::item(g, tr, card), slot = names::slot_place(tr, slot)),
            };
            info(Group::Search, "RM-SEARCH-4", label)
        }
        Action::DiscardDrawn => {
            let card = match s.stack.top() {
                Some(Step::PlaceCard { card, .. }) => card,
                _ => 0,
            };
            info(Group::Search, "RM-SEARCH-5", tr!(tr, "rm-act-discard-drawn", item = names::item(g, tr, card)))
        }
        Action::HitSurvivor(o) => {
            let mut x =
                info(Group::Attack, "RM-COMBAT-4", tr!(tr, "rm-act-hit-survivor", name = names::survivor(g, tr, o)));
            x.subject = Some(u16::from(o));
            x
        }
        Action::HitKind(k) => {
            info(Group::Attack, "RM-MELEE-3", tr!(tr, "rm-act-hit-kind", kind = names::kind_object(tr, k)))
        }
        Action::WoundTo(o) => {
            let mut x = info(Group::Choice, "RM-ZATK-6", tr!(tr, "rm-act-wound-to", name = names::survivor(g, tr, o)));
            x.subject = Some(u16::from(o));
            x
        }
        Action::WoundDiscard(slot) => {
            let surv = match s.stack.top() {
                Some(Step::WoundOn { surv, .. }) => surv,
                _ => 0,
            };
            let mut x = info(Group::Choice, "RM-ZATK-2", tr!(tr, "rm-act-wound-discard", item = slot_item(surv, slot)));
            x.subject = Some(u16::from(surv));
            x
        }
        Action::ChooseZone(z) => {
            let (rule, msg) = match s.stack.top() {
                Some(Step::Split) => ("RM-SPLIT-5", "rm-act-split-zone"),
                Some(Step::BuildingSpawn { .. }) => ("RM-BSPAWN-1", "rm-act-spawn-zone"),
                Some(Step::PickSpots { .. }) => ("RM-MANHOLE-3", "rm-act-spot-zone"),
                _ => ("RM-SPAWN-5", "rm-act-choose-zone"),
            };
            at(info(Group::Choice, rule, tr!(tr, msg, zone = zname(z))), z)
        }
        Action::ChooseSkill(k) => {
            let skill = match s.stack.top() {
                Some(Step::SkillChoice { surv, level }) => st
                    .survivors
                    .get(surv as usize)
                    .and_then(|sv| sv.levels.get(level as usize))
                    .and_then(|l| l.get(k as usize))
                    .map_or("?".into(), |sk| names::skill(g, tr, *sk)),
                _ => "?".into(),
            };
            info(Group::Choice, "RM-XP-3", tr!(tr, "rm-act-skill", skill = skill))
        }
    }
}

fn heli_seat(tr: &Tr, seat: u8) -> String {
    if seat == 0 { tr!(tr, "rm-heli-pilot-seat") } else { tr!(tr, "rm-heli-seat", n = seat) }
}

fn swap_label(g: &RueMorgue, tr: &Tr, surv: u8, x: u8, y: u8) -> String {
    let s = g.state();
    let item = |slot: u8| {
        s.survivors
            .get(surv as usize)
            .and_then(|sv| sv.slots.get(slot as usize))
            .map_or("—".into(), |v| names::slot(g, tr, *v))
    };
    tr!(
        tr,
        "rm-act-swap",
        name = names::survivor(g, tr, surv),
        a = names::slot_place(tr, x),
        b = names::slot_place(tr, y),
        item_a = item(x),
        item_b = item(y)
    )
}

/// What the deciding seat is asked now.
pub fn asking(g: &RueMorgue, tr: &Tr) -> String {
    let s = g.state();
    let who = |i: u8| names::survivor(g, tr, i);
    match s.stack.top() {
        None if s.active == NONE => tr!(tr, "rm-ask-activate"),
        None => {
            let acts = s.survivors.get(s.active as usize).map_or(0, |sv| sv.actions);
            tr!(tr, "rm-ask-action", name = who(s.active), actions = acts)
        }
        Some(Step::PlaceCard { card, .. }) => tr!(tr, "rm-ask-place", item = names::item(g, tr, card)),
        Some(Step::Window { kind: WindowKind::Trade, a, b }) => tr!(tr, "rm-ask-trade", name = who(a), other = who(b)),
        Some(Step::Window { a, .. }) => tr!(tr, "rm-ask-rearrange", name = who(a)),
        Some(Step::AssignHits) => tr!(tr, "rm-ask-hits"),
        Some(Step::ZombieWounds { zone, left }) => {
            tr!(
                tr,
                "rm-ask-wounds",
                zone = g.statics().map().zones.get(zone as usize).map_or("?", |z| z.id.as_str()),
                left = left
            )
        }
        Some(Step::WoundOn { surv, .. }) => tr!(tr, "rm-ask-wound-discard", name = who(surv)),
        Some(Step::Split) => {
            let from = g.statics().map().zones.get(s.split.from as usize).map_or("?", |z| z.id.as_str());
            let kind = ZombieKind::ALL.get(s.split.kind as usize).copied().unwrap_or(ZombieKind::Walker);
            tr!(tr, "rm-ask-split", zone = from, kind = names::kind_object(tr, kind))
        }
        Some(Step::BuildingSpawn { .. }) => tr!(tr, "rm-ask-building"),
        Some(Step::PickSpots { .. }) => tr!(tr, "rm-ask-spots"),
        Some(Step::SkillChoice { surv, .. }) => tr!(tr, "rm-ask-skill", name = who(surv)),
        Some(_) => tr!(tr, "rm-ask-other"),
    }
}
