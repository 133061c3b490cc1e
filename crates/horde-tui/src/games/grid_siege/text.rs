//! Grid Siege's actions as the menu shows them (label, group, the rule
//! that allows it, the square it points at) and what a seat is asked.

use super::names;
use crate::game_ui::{ActionInfo, Group};
use crate::i18n::Tr;
use crate::tr;
use horde_core::Game;
use horde_grid_siege::content::{ZEffect, content};
use horde_grid_siege::{Action, GridSiege, HumanView, Pending, Pos};

fn humans(g: &GridSiege) -> Vec<HumanView> {
    g.view(horde_core::Viewer::Spectator).humans
}

pub fn action_info(g: &GridSiege, a: Action, tr: &Tr) -> ActionInfo {
    let hv = humans(g);
    let active = g.turn().map(|t| t.human);
    let who = |h: u8| names::human(tr, &hv, h);
    let me = active.map_or_else(|| "?".to_owned(), who);
    let here = active.and_then(|h| g.humans().get(usize::from(h))).map(|h| h.pos);
    let slot_thing = |slot: u8| {
        active
            .and_then(|h| g.humans().get(usize::from(h)))
            .and_then(|h| h.item(slot).map(|t| names::carried(tr, t, h.is_empty_gun(slot))))
            .unwrap_or_else(|| "?".into())
    };
    let weapon = |slot: Option<u8>| slot.map_or_else(|| tr!(tr, "gs-bare-hands"), slot_thing);
    let human_pos = |h: u8| g.humans().get(usize::from(h)).map(|x| x.pos);
    let info = |group, rule, label: String, target: Option<Pos>| ActionInfo {
        group,
        label,
        rule,
        detail: None,
        target: target.map(|p| p.code() as u16),
        subject: active.map(u16::from),
    };
    let zombie_place = matches!(g.pending(), Pending::SpawnPlace { .. });
    match a {
        Action::Die(v) => info(Group::Chance, "GS-COMP-4", tr!(tr, "gs-act-die", value = v), None),
        Action::Character(c) => {
            let rule = "GS-SETUP-3";
            let group = if g.decision() == horde_core::Decision::Chance { Group::Chance } else { Group::Choice };
            info(group, rule, tr!(tr, "gs-act-character", character = names::character(tr, c)), None)
        }
        Action::ZombieCard(k) => {
            info(Group::Chance, "GS-SETUP-5", tr!(tr, "gs-act-zcard", card = names::zombie_card(tr, k)), None)
        }
        Action::SearchCard(k) => {
            info(Group::Chance, "GS-SEARCH-1", tr!(tr, "gs-act-search-card", thing = names::search_card(tr, k)), None)
        }
        Action::Place(p) if zombie_place => {
            info(Group::Choice, "GS-ZSPAWN-3", tr!(tr, "gs-act-place-zombie", pos = p.to_string()), Some(p))
        }
        Action::Place(p) => {
            let h = match g.pending() {
                Pending::PlaceHuman { human, .. } => who(human),
                _ => "?".into(),
            };
            info(Group::Choice, "GS-SETUP-7", tr!(tr, "gs-act-place", name = h, pos = p.to_string()), Some(p))
        }
        Action::Activate(h) => {
            let mut x = info(Group::Survivor, "GS-ACT-1", tr!(tr, "gs-act-activate", name = who(h)), human_pos(h));
            x.subject = Some(u16::from(h));
            x
        }
        Action::EndTurn => info(Group::End, "GS-ACT-1", tr!(tr, "gs-act-end-turn", name = me), None),
        Action::Move(p) => {
            let from = here.map_or_else(String::new, |h| h.to_string());
            info(Group::Move, "GS-MOVE-2", tr!(tr, "gs-act-move", from = from, to = p.to_string()), Some(p))
        }
        Action::BreakThrough(d) => {
            let to = here.and_then(|h| h.step(d)).and_then(|p| p.step(d));
            let from = here.map_or_else(String::new, |h| h.to_string());
            let label = tr!(tr, "gs-act-break", from = from, to = to.map_or_else(String::new, |p| p.to_string()));
            info(Group::Move, "GS-MOVE-9", label, to)
        }
        Action::Carry(h) => info(Group::Move, "GS-CARRY-1", tr!(tr, "gs-act-carry", other = who(h)), human_pos(h)),
        Action::Attack { slot, target, aimed } => {
            let (id, rule) = if aimed { ("gs-act-attack-aimed", "GS-AIM-1") } else { ("gs-act-attack", "GS-ATK-2") };
            info(Group::Attack, rule, tr!(tr, id, pos = target.to_string(), weapon = weapon(slot)), Some(target))
        }
        Action::Reroll => info(Group::Choice, "GS-PREF-1", tr!(tr, "gs-act-reroll"), None),
        Action::Keep => info(Group::Choice, "GS-PREF-1", tr!(tr, "gs-act-keep"), None),
        Action::Push(p) => info(Group::Choice, "GS-GAP-11", tr!(tr, "gs-act-push", pos = p.to_string()), Some(p)),
        Action::Heal { slot, target } => info(
            Group::Inventory,
            "GS-ACT-4",
            tr!(tr, "gs-act-heal", other = who(target), thing = slot_thing(slot)),
            human_pos(target),
        ),
        Action::Give { slot, to } => info(
            Group::Inventory,
            "GS-INV-1",
            tr!(tr, "gs-act-give", thing = slot_thing(slot), other = who(to)),
            human_pos(to),
        ),
        Action::Discard(slot) => {
            info(Group::Inventory, "GS-ACT-5", tr!(tr, "gs-act-discard", thing = slot_thing(slot)), None)
        }
        Action::PickUp(t) => {
            info(Group::Inventory, "GS-ACT-6", tr!(tr, "gs-act-pickup", thing = names::thing(tr, t)), here)
        }
        Action::Search(p) => info(Group::Search, "GS-SEARCH-1", tr!(tr, "gs-act-search", pos = p.to_string()), Some(p)),
        Action::Build { edge, slot } => {
            let label = tr!(tr, "gs-act-build", edge = names::edge(edge), tool = weapon(slot));
            info(Group::Door, "GS-BAR-1", label, Some(edge.pos))
        }
        Action::Dismantle { edge, slot } => {
            let label = tr!(tr, "gs-act-dismantle", edge = names::edge(edge), tool = weapon(slot));
            info(Group::Door, "GS-BAR-3", label, Some(edge.pos))
        }
        Action::EnterCar => info(Group::Objective, "GS-CAR-1", tr!(tr, "gs-act-enter-car"), here),
        Action::StartCar => info(Group::Objective, "GS-CAR-2", tr!(tr, "gs-act-start-car"), None),
        Action::Sacrifice(h) => {
            info(Group::Objective, "GS-SAC-1", tr!(tr, "gs-act-sacrifice", name = who(h)), human_pos(h))
        }
        Action::PlaceCarried(p) => {
            info(Group::Choice, "GS-CARRY-2", tr!(tr, "gs-act-place-carried", pos = p.to_string()), Some(p))
        }
        Action::Demolish(e) => {
            info(Group::Door, "GS-ZBAR-1", tr!(tr, "gs-act-demolish", edge = names::edge(e)), Some(e.pos))
        }
        Action::EndDemolish => info(Group::End, "GS-ZBAR-1", tr!(tr, "gs-act-end-demolish"), None),
        Action::PlayCard { card, target } => {
            let name = names::zombie_card(tr, card);
            let effect = content().zombie_cards.get(usize::from(card)).map(|c| c.effect);
            let (label, spot) = match effect {
                Some(ZEffect::Lurch(_)) => {
                    let p = Pos::from_code(u32::from(target));
                    (tr!(tr, "gs-act-play-card-on", card = name, target = p.to_string()), Some(p))
                }
                Some(ZEffect::Trip(_)) => {
                    (tr!(tr, "gs-act-play-card-on", card = name, target = who(target as u8)), human_pos(target as u8))
                }
                _ => (tr!(tr, "gs-act-play-card", card = name), None),
            };
            info(Group::Choice, "GS-ZCARD-1", label, spot)
        }
        Action::PassCard => info(Group::End, "GS-ZCARD-1", tr!(tr, "gs-act-pass-card"), None),
        Action::ZMove { from, to } => {
            let mut x = info(
                Group::Move,
                "GS-ZMOVE-1",
                tr!(tr, "gs-act-zmove", from = from.to_string(), to = to.to_string()),
                Some(to),
            );
            let left = g.zombies().iter().find(|z| z.pos == from).map_or(0, |z| z.actions);
            x.detail = Some(tr!(tr, "gs-detail-zmove", count = left));
            x.subject = None;
            x
        }
        Action::EndZombies => info(Group::End, "GS-GAP-3", tr!(tr, "gs-act-end-zombies"), None),
    }
}

pub fn asking(g: &GridSiege, tr: &Tr) -> String {
    let hv = humans(g);
    let who = |h: u8| names::human(tr, &hv, h);
    match g.pending() {
        Pending::ChooseCharacter { human } => tr!(tr, "gs-ask-character", name = who(human)),
        Pending::PlaceHuman { human, sheet: 0 } => tr!(tr, "gs-ask-place-edge", name = who(human)),
        Pending::PlaceHuman { human, sheet } => tr!(tr, "gs-ask-place", name = who(human), sheet = sheet),
        Pending::NextHuman => tr!(tr, "gs-ask-next"),
        Pending::Act => {
            let t = g.turn();
            let name = t.map_or_else(|| "?".into(), |t| who(t.human));
            tr!(tr, "gs-ask-act", name = name, count = t.map_or(0, |t| t.actions))
        }
        Pending::AttackReroll(_) | Pending::UseReroll(_) => tr!(tr, "gs-ask-reroll"),
        Pending::PushChoice { .. } => tr!(tr, "gs-ask-push"),
        Pending::PlaceCarried => tr!(tr, "gs-ask-carried"),
        Pending::Demolish => tr!(tr, "gs-ask-demolish"),
        Pending::ZombieCard => tr!(tr, "gs-ask-card"),
        Pending::SpawnPlace { sheet } => tr!(tr, "gs-ask-spawn", sheet = sheet),
        Pending::ZombieMoves => tr!(tr, "gs-ask-zmoves"),
        _ => tr!(tr, "gs-ask-other"),
    }
}

/// Actions worth showing greyed out, so the player can ask why not: the
/// car and the search squares within reach.
pub fn candidates(g: &GridSiege, out: &mut Vec<Action>) {
    if g.pending() != Pending::Act {
        return;
    }
    let Some(h) = g.turn().and_then(|t| g.humans().get(usize::from(t.human))) else { return };
    let map = &content().map;
    for s in &map.search {
        if s.pos.dist(h.pos) <= 1 {
            out.push(Action::Search(s.pos));
        }
    }
    if map.car.doors.contains(&h.pos) {
        out.push(Action::EnterCar);
    }
    if h.in_car {
        out.push(Action::StartCar);
    }
}
