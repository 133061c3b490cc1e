//! Steps as written turned into operations on the match, and forced
//! outcomes into chance actions: names resolved, each bad one reported
//! where it stands.

use super::format::{HandSpec, Name, StepSpec};
use super::names::Names;
use crate::TentCard;
use crate::content::ZombieKind;
use crate::rules::{Action, RueMorgue};
use crate::skills::Skill;
use horde_rules::scenario::StepCx;
use std::ops::Range;
use toml::Spanned;

type Forced = horde_rules::scenario::Forced<Action>;

/// A slot named by its place or by the item in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotSel {
    Index(u8),
    Item(u8),
}

/// A decision inside an automated step (`choose = "..."`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Keep(SlotSel),
    DiscardDrawn,
    HitKind(ZombieKind),
    HitSurvivor(u8),
    WoundTo(u8),
    Lose(SlotSel),
    Zone(u8),
    Skill(Skill),
    Swap(SlotSel, SlotSel),
    PartnerSwap(SlotSel, SlotSel),
    Exchange(SlotSel, SlotSel),
    Store(SlotSel),
    Take(u8),
    Discard(SlotSel),
    Done,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Op {
    Plain(Action),
    OpenDoor { door: DoorSel, with: Option<u8> },
    Attack { weapon: u8, zone: Option<u8>, hand: Option<HandSpec> },
    Store(Vec<u8>),
    Take(Vec<u8>),
    Discard(u8),
    Combine(u8, u8),
    Choose(Choice),
    RunZombiePhase,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DoorSel {
    Door(u8),
    Across(u8),
}

/// A step of Rue Morgue's keys, resolved: the survivor to activate first
/// and the operation (none when the step's action is the shared
/// `action = "..."`).
#[derive(Debug)]
pub struct Planned {
    pub survivor: Option<u8>,
    pub op: Option<Op>,
}

/// One forced outcome of `queue`, as written in `[decks]` or a step.
pub fn forced(names: &mut Names, queue: &str, entry: &Spanned<toml::Value>) -> Option<Forced> {
    let span = entry.span();
    let at = |text: &str| Name::new(span.clone(), text.to_owned());
    match (queue, entry.get_ref()) {
        ("dice", toml::Value::Integer(v)) => match u8::try_from(*v) {
            Ok(x @ 1..=6) => Some(Forced { action: Action::Die(x), text: format!("die {x}"), span }),
            _ => {
                names.v.error_at(entry, format!("a die shows 1 to 6, not {v}"));
                None
            }
        },
        ("zombie_cards", toml::Value::Integer(v)) => match u16::try_from(*v) {
            Ok(n) => zombie_card(names, n, span),
            Err(_) => {
                names.v.error_at(entry, format!("no zombie card {v}"));
                None
            }
        },
        ("equipment", toml::Value::String(id)) => names.item(&at(id)).map(|c| Forced {
            action: Action::DrawEquipment(c),
            text: format!("equipment {id}"),
            span: span.clone(),
        }),
        ("starting", toml::Value::String(id)) => names.item(&at(id)).map(|c| Forced {
            action: Action::DealStart(c),
            text: format!("start {id}"),
            span: span.clone(),
        }),
        ("tents", toml::Value::String(id)) => {
            tent(names, &at(id)).map(|t| Forced { action: Action::DealTent(t), text: tent_text(t), span: span.clone() })
        }
        (q, other) => {
            let want = match q {
                "dice" => "a die as a number, 1 to 6",
                "zombie_cards" => "a zombie card by its printed number, e.g. 152",
                "tents" => "a tent card id, e.g. \"ordinary\"",
                _ => "an item id, e.g. \"pistol\"",
            };
            names.v.error_at(entry, format!("`{q}` holds {want}, not a {}", other.type_str()));
            None
        }
    }
}

fn zombie_card(names: &mut Names, n: u16, span: Range<usize>) -> Option<Forced> {
    let numbers = &names.game.statics().card_numbers;
    match numbers.iter().position(|&x| x == n) {
        Some(i) => Some(Forced { action: Action::DrawZombie(i as u8), text: format!("zombie card {n}"), span }),
        None => {
            let (lo, hi) = (numbers.iter().min().copied().unwrap_or(0), numbers.iter().max().copied().unwrap_or(0));
            names.v.report_span(
                horde_data::Severity::Error,
                span,
                format!("no zombie card {n} (the cards are numbered {lo} to {hi})"),
            );
            None
        }
    }
}

/// A tent card by its id (`"ordinary_blue_bed"`).
fn tent(names: &mut Names, n: &Name) -> Option<TentCard> {
    match serde_json::from_value::<TentCard>(serde_json::Value::String(n.get_ref().clone())) {
        Ok(t) => Some(t),
        Err(_) => {
            let known = TentCard::ALL.map(|t| tent_text(t).trim_start_matches("tent ").to_owned());
            names.v.check_ref(n, known.iter(), "tent card");
            None
        }
    }
}

fn tent_text(t: TentCard) -> String {
    let id = serde_json::to_value(t).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default();
    format!("tent {id}")
}

/// The action keys of a step, in file order of the struct.
pub fn action_keys(s: &StepSpec) -> Vec<(&'static str, Range<usize>)> {
    let mut v = Vec::new();
    macro_rules! key {
        ($field:ident, $name:literal) => {
            if let Some(x) = &s.$field {
                v.push(($name, x.span()));
            }
        };
    }
    key!(activate, "activate");
    key!(move_to, "move");
    key!(search, "search");
    key!(open_door, "open_door");
    key!(rearrange, "rearrange");
    key!(trade, "trade");
    key!(attack, "attack");
    key!(reload, "reload");
    key!(take_objective, "take_objective");
    key!(make_noise, "make_noise");
    key!(board, "board");
    key!(leave_helicopter, "leave_helicopter");
    key!(change_seat, "change_seat");
    key!(take_off, "take_off");
    key!(land, "land");
    key!(fly, "fly");
    key!(store, "store");
    key!(take, "take");
    key!(end_activation, "end_activation");
    key!(discard, "discard");
    key!(combine, "combine");
    key!(choose, "choose");
    key!(chance, "chance");
    key!(run_zombie_phase, "run_zombie_phase");
    v
}

/// Resolves a step's own keys: its action (if it is one of Rue Morgue's
/// keys) and the survivor to activate first.
pub fn step(names: &mut Names, cx: &StepCx<'_, RueMorgue>) -> Option<Planned> {
    let s = cx.step;
    let key = action_keys(s).first().map_or("", |k| k.0);
    let flag = |names: &mut Names, b: &Option<Spanned<bool>>, a: Action| -> Option<Op> {
        let b = b.as_ref()?;
        if !*b.get_ref() {
            names.v.error_at(b, format!("`{key} = false` does nothing; remove the step"));
            return None;
        }
        Some(Op::Plain(a))
    };
    let op = match key {
        "activate" => s.activate.as_ref().and_then(|n| names.survivor(n)).map(|i| Op::Plain(Action::Activate(i))),
        "move" => s.move_to.as_ref().and_then(|n| names.zone(n)).map(|z| Op::Plain(Action::Move(z))),
        "search" => flag(names, &s.search, Action::Search),
        "open_door" => {
            let n = s.open_door.as_ref()?;
            let door = if n.get_ref().contains('/') {
                names.door(n).map(DoorSel::Door)
            } else {
                names.zone(n).map(DoorSel::Across)
            };
            let with = match &s.with {
                Some(w) => Some(names.item(w)?),
                None => None,
            };
            door.map(|door| Op::OpenDoor { door, with })
        }
        "rearrange" => flag(names, &s.rearrange, Action::Rearrange),
        "trade" => s.trade.as_ref().and_then(|n| names.survivor(n)).map(|i| Op::Plain(Action::Trade(i))),
        "attack" => {
            let a = s.attack.as_ref()?.get_ref();
            let weapon = names.item(&a.weapon);
            let zone = match &a.zone {
                Some(z) => Some(names.zone(z)?),
                None => None,
            };
            weapon.map(|weapon| Op::Attack { weapon, zone, hand: a.hand.as_ref().map(|h| *h.get_ref()) })
        }
        "reload" => flag(names, &s.reload, Action::Reload),
        "take_objective" => flag(names, &s.take_objective, Action::TakeObjective),
        "make_noise" => flag(names, &s.make_noise, Action::MakeNoise),
        "board" => s.board.as_ref().map(|b| Op::Plain(Action::Board(*b.get_ref()))),
        "leave_helicopter" => flag(names, &s.leave_helicopter, Action::ExitHelicopter),
        "change_seat" => s.change_seat.as_ref().map(|b| Op::Plain(Action::ChangeSeat(*b.get_ref()))),
        "take_off" => flag(names, &s.take_off, Action::TakeOff),
        "land" => flag(names, &s.land, Action::Land),
        "fly" => s.fly.as_ref().and_then(|n| names.zone(n)).map(|z| Op::Plain(Action::Fly(z))),
        "store" => items(names, s.store.as_ref()?).map(Op::Store),
        "take" => items(names, s.take.as_ref()?).map(Op::Take),
        "end_activation" => flag(names, &s.end_activation, Action::DoNothing),
        "discard" => s.discard.as_ref().and_then(|n| names.item(n)).map(Op::Discard),
        "combine" => {
            let c = s.combine.as_ref()?;
            match items(names, c)?.as_slice() {
                [a, b] => Some(Op::Combine(*a, *b)),
                _ => {
                    names.v.error_at(c, "combine names two items, e.g. [\"bottle\", \"gasoline\"]");
                    None
                }
            }
        }
        "choose" => choice(names, s.choose.as_ref()?).map(Op::Choose),
        "chance" => {
            let n = s.chance.as_ref()?;
            chance(names, n).map(|f| Op::Plain(f.action))
        }
        "run_zombie_phase" => {
            let b = s.run_zombie_phase.as_ref()?;
            if *b.get_ref() {
                Some(Op::RunZombiePhase)
            } else {
                names.v.error_at(b, "`run_zombie_phase = false` does nothing; remove the step");
                None
            }
        }
        _ => None,
    };
    let survivor = match &s.survivor {
        Some(n) => Some(names.survivor(n)?),
        None => None,
    };
    if cx.by_text {
        return Some(Planned { survivor, op: None });
    }
    Some(Planned { survivor, op: Some(op?) })
}

fn items(names: &mut Names, list: &Spanned<Vec<Name>>) -> Option<Vec<u8>> {
    let out: Vec<Option<u8>> = list.get_ref().iter().map(|n| names.item(n)).collect();
    out.into_iter().collect()
}

/// A word of a `choose`/`chance` string, with its own span.
fn words(n: &Name) -> Vec<Name> {
    let base = n.span().start + 1; // after the opening quote
    let text = n.get_ref();
    let mut out = Vec::new();
    let mut start = None;
    for (i, ch) in text.char_indices().chain(std::iter::once((text.len(), ' '))) {
        match (ch.is_whitespace(), start) {
            (false, None) => start = Some(i),
            (true, Some(s)) => {
                out.push(Name::new(base + s..base + i, text[s..i].to_owned()));
                start = None;
            }
            _ => {}
        }
    }
    out
}

fn slot_sel(names: &mut Names, w: &Name) -> Option<SlotSel> {
    let slots = ["left", "right", "reserve1", "reserve2", "reserve3", "reserve4"];
    if let Some(i) = slots.iter().position(|s| s == w.get_ref()) {
        return Some(SlotSel::Index(i as u8));
    }
    if names.game.statics().catalog.equipment.iter().any(|e| &e.id == w.get_ref()) {
        return names.item(w).map(SlotSel::Item);
    }
    let known = slots.iter().copied().chain(names.game.statics().catalog.equipment.iter().map(|e| e.id.as_str()));
    let known: Vec<&str> = known.collect();
    names.v.check_ref(w, known, "slot or item");
    None
}

const CHOOSE_FORMS: &str = "keep <slot>, discard, hit <kind|survivor>, wound <survivor>, lose <slot>, zone <zone>, \
     skill <skill>, swap <slot> <slot>, partner swap <slot> <slot>, exchange <slot> <partner slot>, store <slot>, \
     take <item>, discard <slot>, done";

pub fn choice(names: &mut Names, n: &Name) -> Option<Choice> {
    let w = words(n);
    let verb = w.first().map(|x| x.get_ref().as_str()).unwrap_or("");
    let arg = |i: usize| w.get(i);
    let bad = |names: &mut Names| {
        names.v.error_at(n, "cannot read this choice").set_help(format!("write one of: {CHOOSE_FORMS}"));
    };
    let c = match (verb, w.len()) {
        ("keep", 2) => Choice::Keep(slot_sel(names, arg(1)?)?),
        ("discard", 1) => Choice::DiscardDrawn,
        ("discard", 2) => Choice::Discard(slot_sel(names, arg(1)?)?),
        ("hit", 2) => {
            let a = arg(1)?;
            if names.game.statics().survivors.iter().any(|s| &s.id == a.get_ref()) {
                Choice::HitSurvivor(names.survivor(a)?)
            } else {
                Choice::HitKind(names.kind(a)?)
            }
        }
        ("wound", 2) => Choice::WoundTo(names.survivor(arg(1)?)?),
        ("lose", 2) => Choice::Lose(slot_sel(names, arg(1)?)?),
        ("zone", 2) => Choice::Zone(names.zone(arg(1)?)?),
        ("skill", 2) => Choice::Skill(names.skill(arg(1)?)?),
        ("swap", 3) => Choice::Swap(slot_sel(names, arg(1)?)?, slot_sel(names, arg(2)?)?),
        ("partner", 4) if arg(1).is_some_and(|x| x.get_ref() == "swap") => {
            Choice::PartnerSwap(slot_sel(names, arg(2)?)?, slot_sel(names, arg(3)?)?)
        }
        ("exchange", 3) => Choice::Exchange(slot_sel(names, arg(1)?)?, slot_sel(names, arg(2)?)?),
        ("store", 2) => Choice::Store(slot_sel(names, arg(1)?)?),
        ("take", 2) => Choice::Take(names.item(arg(1)?)?),
        ("done", 1) => Choice::Done,
        _ => {
            bad(names);
            return None;
        }
    };
    Some(c)
}

pub fn chance(names: &mut Names, n: &Name) -> Option<Forced> {
    let w = words(n);
    let text: Vec<&str> = w.iter().map(|x| x.get_ref().as_str()).collect();
    match text.as_slice() {
        ["die", v] => match v.parse::<u8>() {
            Ok(x @ 1..=6) => Some(Forced { action: Action::Die(x), text: format!("die {x}"), span: n.span() }),
            _ => {
                names.v.error_at(&w[1], "a die shows 1 to 6");
                None
            }
        },
        ["zombie", "card", num] | ["zombie", num] => match num.parse::<u16>() {
            Ok(x) => zombie_card(names, x, n.span()),
            Err(_) => {
                names.v.error_at(n, "a zombie card by its printed number, e.g. \"zombie card 152\"");
                None
            }
        },
        ["equipment", _] => names.item(&w[1]).map(|c| Forced {
            action: Action::DrawEquipment(c),
            text: format!("equipment {}", w[1].get_ref()),
            span: n.span(),
        }),
        ["start", _] => names.item(&w[1]).map(|c| Forced {
            action: Action::DealStart(c),
            text: format!("start {}", w[1].get_ref()),
            span: n.span(),
        }),
        ["tent", _] => {
            tent(names, &w[1]).map(|t| Forced { action: Action::DealTent(t), text: tent_text(t), span: n.span() })
        }
        _ => {
            names.v.error_at(n, "cannot read this chance outcome").set_help(
                "write \"die 5\", \"zombie card 152\", \"equipment pistol\", \"start crowbar\" or \"tent ordinary\"",
            );
            None
        }
    }
}
