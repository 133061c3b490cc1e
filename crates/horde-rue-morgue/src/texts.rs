//! Rue Morgue's words in the reader's language, from its catalogue
//! (`locales/{en,ru}/rue-morgue.ftl`) and its content files (which carry
//! the rulebook's Russian names of survivors, cards and skills): action
//! labels, event narration and the names of its pieces. Every front end
//! reads them here.

use crate::content::{DangerLevel, ZombieKind};
use crate::skills::Skill;
use crate::{Action, BOTH_HANDS, Event, LossReason, NONE, RueMorgue, Step, TeamCard, WindowKind, WoundSource};
use horde_rules::texts::{ActionText, Group, Texts, Tr};
use horde_rules::tr;

/// Rue Morgue's catalogue.
pub fn texts() -> &'static Texts {
    static TEXTS: Texts = Texts::new(
        &[
            ("en/rue-morgue.ftl", include_str!("../locales/en/rue-morgue.ftl")),
            ("en/at-hand.ftl", include_str!("../locales/en/at-hand.ftl")),
        ],
        &[
            ("ru/rue-morgue.ftl", include_str!("../locales/ru/rue-morgue.ftl")),
            ("ru/at-hand.ftl", include_str!("../locales/ru/at-hand.ftl")),
        ],
    );
    &TEXTS
}

/// Names of pieces: survivors, cards and skills from the content
/// catalogue, zombie kinds and colours from the Fluent files.
pub mod names {
    use crate::content::{BedColor, CardLine, DangerLevel, ZombieKind};
    use crate::mission::{Color, DoorColor};
    use crate::skills::{NAMES, Skill};
    use crate::{Phase, RueMorgue, Slot, TentCard};
    use horde_rules::texts::{Lang, Tr};
    use horde_rules::tr;

    pub fn survivor(g: &RueMorgue, tr: &Tr, i: u8) -> String {
        let st = g.statics();
        let Some(s) = st.survivors.get(i as usize) else { return "?".into() };
        let def = st.catalog.survivors.iter().find(|d| d.id == s.id);
        match (tr.lang(), def) {
            (Lang::Ru, Some(d)) => d.name_ru.clone(),
            (Lang::En, Some(d)) => d.name_en.clone(),
            (_, None) => s.name.clone(),
        }
    }

    /// Survivor `i`'s gender as the catalogues' selectors name it, for the
    /// Russian words that agree with him or her.
    pub fn gender(g: &RueMorgue, i: u8) -> &'static str {
        let st = g.statics();
        let def = st.survivors.get(i as usize).and_then(|s| st.catalog.survivors.iter().find(|d| d.id == s.id));
        crate::content::Gender::id(def.and_then(|d| d.gender))
    }

    /// A survivor as the board shows him: his initial, or his first two
    /// letters when another survivor in play shares the initial (Дэн and
    /// Джейн in Russian).
    pub fn initial(g: &RueMorgue, tr: &Tr, i: u8) -> String {
        let name = survivor(g, tr, i);
        let first = name.chars().next().unwrap_or('?');
        let shared = (0..g.statics().survivors.len() as u8).any(|j| j != i && survivor(g, tr, j).starts_with(first));
        name.chars().take(if shared { 2 } else { 1 }).collect()
    }

    pub fn item(g: &RueMorgue, tr: &Tr, card: u8) -> String {
        match g.statics().catalog.equipment.get(card as usize) {
            Some(e) if tr.lang() == Lang::Ru => e.name_ru.clone(),
            Some(e) => e.name_en.clone(),
            None => "?".into(),
        }
    }

    /// A slot's content: an item (marked when it must be reloaded), a wound,
    /// or a dash.
    pub fn slot(g: &RueMorgue, tr: &Tr, s: Slot) -> String {
        if s.is_wound() {
            tr!(tr, "rm-wound-card")
        } else if let Some(c) = s.item() {
            if s.spent() { tr!(tr, "rm-spent", item = item(g, tr, c)) } else { item(g, tr, c) }
        } else {
            "—".into()
        }
    }

    /// "left hand", "reserve 2"...
    pub fn slot_place(tr: &Tr, i: u8) -> String {
        match i {
            0 => tr!(tr, "rm-slot-left"),
            1 => tr!(tr, "rm-slot-right"),
            2 => tr!(tr, "rm-slot-both"),
            n => tr!(tr, "rm-slot-reserve", n = u32::from(n) - 1),
        }
    }

    pub fn skill(g: &RueMorgue, tr: &Tr, k: Skill) -> String {
        let id = NAMES.get((k.0 as usize).wrapping_sub(1)).copied().unwrap_or("?");
        match g.statics().catalog.skills.iter().find(|d| d.id == id) {
            Some(d) if tr.lang() == Lang::Ru => d.name_ru.clone(),
            Some(d) => d.name_en.clone(),
            None => id.replace('_', " "),
        }
    }

    pub fn kind_id(k: ZombieKind) -> &'static str {
        match k {
            ZombieKind::Walker => "walker",
            ZombieKind::Fatty => "fatty",
            ZombieKind::Runner => "runner",
            ZombieKind::Crawler => "crawler",
            ZombieKind::Abomination => "abomination",
        }
    }

    /// "3 walkers" / "3 ходока": count and kind with the plural form right.
    pub fn zombies(tr: &Tr, k: ZombieKind, count: u32) -> String {
        tr!(tr, "rm-zombies", kind = kind_id(k), count = count)
    }

    /// One zombie as the object of a verb ("kills a walker" / "убивает ходока").
    pub fn kind_object(tr: &Tr, k: ZombieKind) -> String {
        tr!(tr, "rm-kind-object", kind = kind_id(k))
    }

    /// All zombies of a kind ("runners" / "бегуны").
    pub fn kind_plural(tr: &Tr, k: ZombieKind) -> String {
        tr!(tr, "rm-kind-plural", kind = kind_id(k))
    }

    /// The one-letter mark of a kind on a crowded board.
    pub fn kind_letter(tr: &Tr, k: ZombieKind) -> String {
        tr!(tr, "rm-kind-letter", kind = kind_id(k))
    }

    /// The letter a kind's stack carries in the board picture (its
    /// `data-kind`), in badges and in the key: one table, the catalogue's,
    /// so a popover finds the stack a Russian board draws in Russian.
    pub fn board_letter(tr: &Tr, k: ZombieKind) -> char {
        kind_letter(tr, k).chars().next().unwrap_or('?')
    }

    pub fn danger(tr: &Tr, d: DangerLevel) -> String {
        tr!(tr, "rm-danger", level = level_id(d.index() as u8))
    }

    /// The colour name of a danger level, 0 blue .. 3 red.
    pub fn level_id(level: u8) -> &'static str {
        match level {
            0 => "blue",
            1 => "yellow",
            2 => "orange",
            _ => "red",
        }
    }

    pub fn objective_color(c: Color) -> &'static str {
        match c {
            Color::Red => "red",
            Color::Blue => "blue",
            Color::Pink => "pink",
        }
    }

    pub fn door_color(c: DoorColor) -> &'static str {
        match c {
            DoorColor::Neutral => "neutral",
            DoorColor::Blue => "blue",
            DoorColor::Pink => "pink",
        }
    }

    pub fn tent(tr: &Tr, t: TentCard) -> String {
        let id = match t {
            TentCard::Administrative => "administrative",
            TentCard::Infirmary => "infirmary",
            TentCard::OrdinaryBlueBed => "blue-bed",
            TentCard::OrdinaryGreenBed => "green-bed",
            TentCard::Ordinary => "ordinary",
        };
        tr!(tr, "rm-tent", card = id)
    }

    /// One line of a zombie card, as its danger level reads it.
    pub fn card_line(tr: &Tr, line: CardLine) -> String {
        match line {
            CardLine::Nothing => "—".into(),
            CardLine::Spawn { kind, count } => zombies(tr, kind, count.into()),
            CardLine::ExtraActivation { kind } => tr!(tr, "rm-line-extra", kind = kind_plural(tr, kind)),
            CardLine::Manhole { kind, count } => tr!(tr, "rm-line-manhole", zombies = zombies(tr, kind, count.into())),
            CardLine::Bed { color } => {
                let c = match color {
                    BedColor::Blue => "blue",
                    BedColor::Green => "green",
                };
                tr!(tr, "rm-line-bed", color = c)
            }
        }
    }

    /// A zombie card by what it does at the danger level in play, as the
    /// players read it off the card (never its printed number).
    pub fn zombie_card(g: &RueMorgue, tr: &Tr, card: usize) -> String {
        let line = g.statics().cards.get(card).map(|lines| lines[g.danger().index()]);
        line.map_or_else(|| "?".into(), |l| card_line(tr, l))
    }

    pub fn phase_message(p: Phase) -> &'static str {
        match p {
            Phase::Setup => "rm-phase-setup",
            Phase::Players => "rm-phase-players",
            Phase::Zombies => "rm-phase-zombies",
            Phase::Over => "rm-phase-over",
        }
    }
}

/// The status line every front end shows: turn, phase and danger level.
pub fn status(tr: &Tr, turn: u16, phase: crate::Phase, danger: DangerLevel) -> String {
    tr!(tr, "rm-status", turn = turn, phase = tr.t(names::phase_message(phase)), danger = names::danger(tr, danger))
}

/// How a menu shows `a` in this state.
pub fn action_text(g: &RueMorgue, a: Action, tr: &Tr) -> ActionText {
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
        Some(i) => crate::slot_of_hand(h).map_or_else(|| "?".into(), |k| slot_item(i, k as u8)),
        None => "?".into(),
    };
    // The window's two survivors, for swaps and exchanges.
    let window = match s.stack.top() {
        Some(Step::Window { a, b, kind }) => Some((a, b, kind)),
        _ => None,
    };
    let info = |group, rule, label: String| ActionText {
        group,
        label,
        rule,
        detail: None,
        target: None,
        target_name: None,
        subject: active.map(u16::from),
        warning: None,
        piece: None,
    };
    let at = |mut i: ActionText, z: u8| {
        i.target = Some(u16::from(z));
        i.target_name = Some(zname(z));
        i
    };
    match a {
        Action::Die(v) => info(Group::Chance, "RM-COMBAT-1", tr!(tr, "rm-act-die", value = v)),
        Action::DrawEquipment(c) => {
            info(Group::Chance, "RM-SEARCH-2", tr!(tr, "rm-act-draw", item = names::item(g, tr, c)))
        }
        Action::DrawZombie(c) => {
            let card = names::zombie_card(g, tr, c as usize);
            match s.stack.top() {
                // A Distributor deals a drawn card to the next spawn (RM-SKILL-65).
                Some(Step::Distribute { pos, .. }) => {
                    let z = s.spawn_queue.get(pos as usize).copied().unwrap_or(0);
                    at(
                        info(Group::Choice, "RM-SKILL-65", tr!(tr, "rm-act-deal-zombie", card = card, zone = zname(z))),
                        z,
                    )
                }
                _ => info(Group::Chance, "RM-SPAWN-5", tr!(tr, "rm-act-draw-zombie", card = card)),
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
            // The engine's own price (RM-MOVE-5 and the skills that waive it).
            let cost = active.map_or(1, |i| g.move_cost(i));
            let label = if cost > 1 { "rm-act-move-cost" } else { "rm-act-move" };
            let mut x = info(Group::Move, "RM-MOVE-4", tr!(tr, label, from = zname(from), to = zname(z), cost = cost));
            let zombies: u32 = s.zombies.get(from as usize).map_or(0, |k| k.iter().map(|&n| u32::from(n)).sum());
            x.detail = Some(if zombies > 0 {
                x.rule = "RM-MOVE-5";
                tr!(tr, "rm-detail-move-zombies", count = zombies, cost = cost)
            } else {
                tr!(tr, "rm-detail-move", cost = cost)
            });
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
        Action::Ranged { hand, zone } => {
            let weapon = hand_weapon(hand);
            let caught: Vec<String> = active
                .map(|i| g.teammates_in_fire(i, hand, zone).map(|o| names::survivor(g, tr, o)).collect())
                .unwrap_or_default();
            let x = if caught.is_empty() {
                info(Group::Attack, "RM-RANGED-3", tr!(tr, "rm-act-ranged", weapon = weapon, zone = zname(zone)))
            } else {
                // RM-PRIO-1: survivors take a shot's hits first.
                let (names, count) = (caught.join(", "), caught.len());
                let mut x = info(
                    Group::Attack,
                    "RM-PRIO-1",
                    tr!(
                        tr,
                        "rm-act-ranged-teammates",
                        weapon = weapon,
                        zone = zname(zone),
                        names = names.clone(),
                        count = count
                    ),
                );
                x.warning = Some(tr!(tr, "rm-warn-fire-teammates", names = names, zone = zname(zone), count = count));
                x
            };
            at(x, zone)
        }
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
            let card = crate::TeamCard::ALL[(card_mode / 2).min(2) as usize];
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
            use crate::skills::{Skill, SkillTarget, skill_use};
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
                        Some(crate::Step::WoundOn { surv, .. }) => surv,
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
            let name = names::survivor(g, tr, o);
            let mut x = if g.rivals(s.attack.attacker, o) {
                info(Group::Attack, "RM-COMBAT-4", tr!(tr, "rm-act-hit-survivor", name = name))
            } else {
                // RM-FF-1: a teammate is hit only on purpose.
                let gender = names::gender(g, o);
                let label = tr!(tr, "rm-act-hit-teammate", name = name.clone(), gender = gender);
                let mut x = info(Group::Attack, "RM-FF-1", label);
                x.warning = Some(tr!(tr, "rm-warn-hit-teammate", name = name, gender = gender));
                x
            };
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

pub fn heli_seat(tr: &Tr, seat: u8) -> String {
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

/// `e` told in the reader's language. Rue Morgue hides nothing in its
/// events (face-down tents are only named when revealed).
pub fn narrate(g: &RueMorgue, e: &Event, tr: &Tr) -> String {
    let who = |i: u8| names::survivor(g, tr, i);
    let zn = |z: u8| g.statics().map().zones.get(z as usize).map_or("?", |z| z.id.as_str()).to_owned();
    let item = |c: u8| names::item(g, tr, c);
    let door =
        |door: u8| g.statics().map().doors.get(door as usize).map_or(("?".into(), "?".into()), |d| (zn(d.a), zn(d.b)));
    match *e {
        Event::TurnStarted { turn, first_player } => {
            tr!(tr, "rm-ev-turn", turn = turn, seat = u32::from(first_player) + 1)
        }
        Event::StartingEquipment { survivor, card } => {
            tr!(tr, "rm-ev-starting", name = who(survivor), item = item(card))
        }
        Event::TentDealt { zone } => tr!(tr, "rm-ev-tent-dealt", zone = zn(zone)),
        Event::Activated { survivor } => tr!(tr, "rm-ev-activated", name = who(survivor)),
        Event::ActivationEnded { survivor } => tr!(tr, "rm-ev-ended", name = who(survivor)),
        Event::Moved { survivor, from, to } => {
            tr!(tr, "rm-ev-moved", name = who(survivor), from = zn(from), to = zn(to))
        }
        Event::Searched { survivor, card } => {
            let found = card.map_or_else(|| tr!(tr, "rm-nothing"), item);
            tr!(tr, "rm-ev-searched", name = who(survivor), item = found)
        }
        Event::CardKept { survivor, card, slot } => {
            tr!(tr, "rm-ev-kept", name = who(survivor), item = item(card), slot = names::slot_place(tr, slot))
        }
        Event::CardDiscarded { survivor, card } => tr!(tr, "rm-ev-discarded", name = who(survivor), item = item(card)),
        Event::Aaahh { survivor, zone } => tr!(tr, "rm-ev-aaahh", name = who(survivor), zone = zn(zone)),
        Event::Combined { survivor, result } => tr!(tr, "rm-ev-combined", name = who(survivor), item = item(result)),
        Event::DoorOpened { survivor, door: d } => {
            let (a, b) = door(d);
            tr!(tr, "rm-ev-door", name = who(survivor), a = a, b = b)
        }
        Event::DoorClosed { survivor, door: d } => {
            let (a, b) = door(d);
            tr!(tr, "rm-ev-door-closed", name = who(survivor), a = a, b = b)
        }
        Event::NoisePlaced { zone, total } => tr!(tr, "rm-ev-noise", zone = zn(zone), total = total),
        Event::DieRolled { value } => tr!(tr, "rm-ev-die", value = value),
        Event::Attack { survivor, zone, card, dice, ranged } => tr!(
            tr,
            if ranged { "rm-ev-attack-ranged" } else { "rm-ev-attack-melee" },
            name = who(survivor),
            zone = zn(zone),
            weapon = item(card),
            dice = dice
        ),
        Event::Hits { survivor, hits } => tr!(tr, "rm-ev-hits", name = who(survivor), hits = hits),
        Event::ZombieKilled { by, zone, kind } => {
            tr!(tr, "rm-ev-killed", name = who(by), kind = names::kind_object(tr, kind), zone = zn(zone))
        }
        Event::HitAbsorbed { zone, kind, hits } => {
            tr!(tr, "rm-ev-absorbed", kind = names::zombies(tr, kind, 1), hits = hits, zone = zn(zone))
        }
        Event::SurvivorHit { by, target } => {
            let gender = names::gender(g, target);
            tr!(tr, "rm-ev-friendly-fire", name = who(by), target = who(target), gender = gender)
        }
        Event::Reloaded { survivor } => tr!(tr, "rm-ev-reloaded", name = who(survivor)),
        Event::CrawlerRisen { zone, count } => tr!(
            tr,
            "rm-ev-crawler",
            zone = zn(zone),
            zombies = names::zombies(tr, ZombieKind::Crawler, count.into()),
            count = count
        ),
        Event::XpGained { survivor, amount, total } => {
            tr!(tr, "rm-ev-xp", name = who(survivor), amount = amount, total = total)
        }
        Event::LevelUp { survivor, level } => {
            let d = names::danger(tr, DangerLevel::ALL[(level as usize).min(3)]);
            tr!(tr, "rm-ev-level", name = who(survivor), level = d)
        }
        Event::SkillGained { survivor, skill } => {
            tr!(tr, "rm-ev-skill", name = who(survivor), skill = names::skill(g, tr, Skill(skill)))
        }
        Event::TeamActionDeclared { survivor, card_mode, zone } => {
            let c = TeamCard::ALL[(card_mode / 2).min(2) as usize];
            let card = tr!(tr, &format!("rm-team-{}", c.id()));
            tr!(tr, "rm-ev-team", name = who(survivor), card = card, zone = zn(zone))
        }
        Event::SkillUsed { survivor, skill } => {
            tr!(tr, "rm-ev-skill-used", name = who(survivor), skill = names::skill(g, tr, Skill(skill)))
        }
        Event::WoundsHealed { survivor, count } => tr!(tr, "rm-ev-healed", name = who(survivor), count = count),
        Event::ObjectiveTaken { survivor, zone } => tr!(tr, "rm-ev-objective", name = who(survivor), zone = zn(zone)),
        Event::SpawnZoneActivated { zone } => tr!(tr, "rm-ev-spawn-woken", zone = zn(zone)),
        Event::WoundTaken { survivor, source, discarded } => {
            let by = match source {
                WoundSource::Zombie => tr!(tr, "rm-by-zombie"),
                WoundSource::Survivor(s) => who(s),
            };
            match discarded {
                Some(c) => tr!(tr, "rm-ev-wound-lost", name = who(survivor), by = by, item = item(c)),
                None => tr!(tr, "rm-ev-wound", name = who(survivor), by = by),
            }
        }
        Event::SurvivorDied { survivor, zone } => tr!(tr, "rm-ev-died", name = who(survivor), zone = zn(zone)),
        Event::ZombiePhase => tr!(tr, "rm-ev-zombie-phase"),
        Event::ZombiesAttacked { zone, wounds } => tr!(tr, "rm-ev-zombies-attack", zone = zn(zone), wounds = wounds),
        Event::ZombiesMoved { from, to, kind, count } => tr!(
            tr,
            "rm-ev-zombies-move",
            zombies = names::zombies(tr, kind, count.into()),
            from = zn(from),
            to = zn(to)
        ),
        Event::ZombiesSplit { from, directions } => tr!(tr, "rm-ev-split", zone = zn(from), ways = directions),
        Event::ZombiesAddedBySplit { zone, kind, count } => {
            tr!(tr, "rm-ev-split-added", zombies = names::zombies(tr, kind, count.into()), zone = zn(zone))
        }
        Event::Grabbed { survivor, from, to } => {
            tr!(tr, "rm-ev-grabbed", name = who(survivor), from = zn(from), to = zn(to))
        }
        Event::ZombieCard { number, zone } => {
            let card = g.statics().card_numbers.iter().position(|&n| n == number).unwrap_or(usize::MAX);
            tr!(tr, "rm-ev-zombie-card", card = names::zombie_card(g, tr, card), zone = zombie_card_place(g, tr, zone))
        }
        Event::ZombiesSpawned { zone, kind, count } => {
            tr!(tr, "rm-ev-spawned", zombies = names::zombies(tr, kind, count.into()), zone = zn(zone), count = count)
        }
        Event::ExtraActivation { kind } => tr!(tr, "rm-ev-extra", kind = names::kind_plural(tr, kind)),
        Event::ExtraActivationIgnoredAtBlue { kind } => {
            tr!(tr, "rm-ev-extra-ignored", kind = names::kind_plural(tr, kind))
        }
        Event::RanOut { kind } => tr!(tr, "rm-ev-ran-out", kind = names::kind_plural(tr, kind)),
        Event::AbominationSubstituted { zone } => tr!(tr, "rm-ev-abom-substituted", zone = zn(zone)),
        Event::DeckReshuffled { zombie } => {
            if zombie {
                tr!(tr, "rm-ev-reshuffled-zombie")
            } else {
                tr!(tr, "rm-ev-reshuffled-equipment")
            }
        }
        Event::TentRevealed { zone, card } => tr!(tr, "rm-ev-tent", zone = zn(zone), card = names::tent(tr, card)),
        Event::EventTriggered { tile } => {
            let name = g.statics().map().tile_names.get(tile as usize).cloned().unwrap_or_else(|| tile.to_string());
            tr!(tr, "rm-ev-event-token", tile = name)
        }
        Event::BoardedHelicopter { survivor, seat } => {
            tr!(tr, "rm-ev-boarded", name = who(survivor), seat = heli_seat(tr, seat))
        }
        Event::LeftHelicopter { survivor, zone } => tr!(tr, "rm-ev-left-heli", name = who(survivor), zone = zn(zone)),
        Event::HelicopterTookOff { zone } => tr!(tr, "rm-ev-took-off", zone = zn(zone)),
        Event::HelicopterLanded { zone } => tr!(tr, "rm-ev-landed", zone = zn(zone)),
        Event::HelicopterFlew { from, to } => tr!(tr, "rm-ev-flew", from = zn(from), to = zn(to)),
        Event::ItemsStored { survivor, card } => tr!(tr, "rm-ev-stored", name = who(survivor), item = item(card)),
        Event::ItemsTaken { survivor, card } => tr!(tr, "rm-ev-taken", name = who(survivor), item = item(card)),
        Event::EndPhase => tr!(tr, "rm-ev-end-phase"),
        Event::VestFlipped { survivor, by } => tr!(tr, "rm-ev-vest-flipped", name = who(survivor), by = who(by)),
        Event::VestLost { survivor, by } => tr!(tr, "rm-ev-vest-lost", name = who(survivor), by = who(by)),
        Event::Victory => tr!(tr, "rm-ev-victory"),
        Event::GameScored { ref scores } => {
            let teams: Vec<String> =
                scores.iter().map(|&(t, xp)| tr!(tr, "rm-team-score", team = u32::from(t) + 1, xp = xp)).collect();
            tr!(tr, "rm-ev-scored", scores = teams.join(", "))
        }
        Event::Defeat { reason } => {
            let why = match reason {
                LossReason::AllDead => "rm-loss-all-dead",
                LossReason::SurvivorDied => "rm-loss-survivor-died",
                LossReason::TurnLimit => "rm-loss-turn-limit",
            };
            tr!(tr, "rm-ev-defeat", reason = tr.t(why))
        }
    }
}

/// Where a zombie card is drawn: a zone, or everywhere.
pub fn zombie_card_place(g: &RueMorgue, tr: &Tr, zone: Option<u8>) -> String {
    match zone {
        Some(z) => g.statics().map().zones.get(z as usize).map_or("?", |z| z.id.as_str()).to_owned(),
        None => tr!(tr, "rm-everywhere"),
    }
}
