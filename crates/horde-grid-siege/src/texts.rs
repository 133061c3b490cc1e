//! Grid Siege's words in the reader's language, from its catalogue
//! (`locales/{en,ru}/grid-siege.ftl`): action labels, event narration and
//! the names of its pieces. The content files carry English names only,
//! so every card id has a Fluent message (`gs-char-<id>`, `gs-thing-<id>`,
//! `gs-zcard-<id>`); an id without one falls back to the content's own
//! name rather than a missing marker. Every front end reads them here.

use crate::content::{ZEffect, content};
use crate::{Action, Event, GridSiege, HumanView, Pending, Pos, ZOMBIE_SEAT};
use horde_core::{Game, Seat, Viewer};
use horde_rules::texts::{ActionText, Group, PieceRef, Texts, Tr};
use horde_rules::tr;

/// Grid Siege's catalogue.
pub fn texts() -> &'static Texts {
    static TEXTS: Texts = Texts::new(
        &[("en/grid-siege.ftl", include_str!("../locales/en/grid-siege.ftl"))],
        &[("ru/grid-siege.ftl", include_str!("../locales/ru/grid-siege.ftl"))],
    );
    &TEXTS
}

/// Which part of the round a status line names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    Setup,
    Humans,
    Zombies,
    Over,
}

impl Stage {
    pub fn of(p: Pending) -> Self {
        match p {
            Pending::DealCharacter { .. }
            | Pending::ChooseCharacter { .. }
            | Pending::DealZombieCard { .. }
            | Pending::PlacementRoll { .. }
            | Pending::PlaceHuman { .. } => Self::Setup,
            Pending::Demolish
            | Pending::ZombieCard
            | Pending::SpawnRoll
            | Pending::SpawnPlace { .. }
            | Pending::ZombieMoves
            | Pending::CarTarget { .. }
            | Pending::ZombieAttack { .. } => Self::Zombies,
            Pending::Over => Self::Over,
            _ => Self::Humans,
        }
    }

    pub fn message(self) -> &'static str {
        match self {
            Self::Setup => "gs-phase-setup",
            Self::Humans => "gs-phase-humans",
            Self::Zombies => "gs-phase-zombies",
            Self::Over => "gs-phase-over",
        }
    }
}

/// The status line every front end shows: round, phase, zombies on the
/// board against their maximum, squares searched.
pub fn status(tr: &Tr, v: &crate::View, stage: Stage) -> String {
    tr!(
        tr,
        "gs-status",
        round = v.round,
        phase = tr.t(stage.message()),
        zombies = v.zombies.len(),
        max = v.zombie_max,
        searched = v.searched.count_ones(),
        squares = content().map.search.len()
    )
}

/// Names of pieces, squares and dice rolls.
pub mod names {
    use crate::content::{Res, content};
    use crate::{Edge, Ended, HumanView, Roll};
    use horde_rules::texts::Tr;
    use horde_rules::tr;

    fn by_id(tr: &Tr, prefix: &str, id: &str, fallback: &str) -> String {
        let key = format!("{prefix}-{}", id.replace('_', "-"));
        if tr.has(&key) { tr.t(&key) } else { fallback.to_owned() }
    }

    pub fn character(tr: &Tr, c: u8) -> String {
        content().characters.get(usize::from(c)).map_or_else(|| "?".into(), |x| by_id(tr, "gs-char", &x.id, &x.name))
    }

    /// A character card's special feature: its name and what it does
    /// (GS-SETUP-4), from `gs-feature-<id>` and `gs-feature-<id>-text`.
    pub fn feature(tr: &Tr, c: u8) -> Option<(String, String)> {
        let x = content().characters.get(usize::from(c))?;
        let id = x.feature.id();
        Some((by_id(tr, "gs-feature", id, id), by_id(tr, "gs-feature", &format!("{id}_text"), &x.feature_text)))
    }

    pub fn thing(tr: &Tr, t: u8) -> String {
        content().things.get(usize::from(t)).map_or_else(|| "?".into(), |x| by_id(tr, "gs-thing", &x.id, &x.name))
    }

    /// A carried thing, marked when it is a firearm out of ammunition.
    pub fn carried(tr: &Tr, t: u8, empty: bool) -> String {
        if empty { tr!(tr, "gs-empty-gun", thing = thing(tr, t)) } else { thing(tr, t) }
    }

    pub fn zombie_card(tr: &Tr, k: u8) -> String {
        content().zombie_cards.get(usize::from(k)).map_or_else(|| "?".into(), |x| by_id(tr, "gs-zcard", &x.id, &x.name))
    }

    pub fn search_card(tr: &Tr, k: u8) -> String {
        match content().search_deck.get(usize::from(k)) {
            Some(c) => c.thing.map_or_else(|| tr!(tr, "gs-nothing-found"), |t| thing(tr, t)),
            None => "?".into(),
        }
    }

    /// "H2" alone until a character is dealt, then "H2 Soldier": characters
    /// may repeat (GS-SETUP-3), the number never does.
    /// Lives as four hearts, full then empty (GS-LIFE-1).
    pub fn hearts(lives: u8) -> String {
        let full = usize::from(lives.min(4));
        format!("{}{}", "♥".repeat(full), "♡".repeat(4 - full))
    }

    pub fn human(tr: &Tr, humans: &[HumanView], h: u8) -> String {
        match humans.get(usize::from(h)).and_then(|x| x.character) {
            Some(c) => format!("{} {}", number(tr, h), character(tr, c)),
            None => number(tr, h),
        }
    }

    /// Human `h` by his number alone, "H2" ("Ч2" in Russian).
    pub fn number(tr: &Tr, h: u8) -> String {
        format!("{}{}", tr.t("gs-human-letter"), u16::from(h) + 1)
    }

    /// An edge as the two squares it separates: "E5|E6".
    pub fn edge(e: Edge) -> String {
        let (a, b) = e.squares();
        format!("{a}|{b}")
    }

    /// How the match ended (GS-WIN), with the rule that ended it.
    pub fn ended(tr: &Tr, how: Ended) -> String {
        match how {
            Ended::DroveAway => tr.t("gs-end-drove-away"),
            Ended::Barricaded { building } => {
                let name = content().map.buildings.get(usize::from(building)).map_or("?", |b| b.name.as_str());
                let slug = name.to_lowercase().replace(' ', "-");
                tr!(tr, "gs-end-barricaded", building = by_id(tr, "gs-building", &slug, name))
            }
            Ended::AllDead => tr.t("gs-end-all-dead"),
            Ended::RoundLimit { rounds } => tr!(tr, "gs-end-round-limit", rounds = rounds),
        }
    }

    pub fn result(tr: &Tr, r: Res) -> String {
        tr.t(match r {
            Res::Oops => "gs-res-oops",
            Res::Miss => "gs-res-miss",
            Res::Push => "gs-res-push",
            Res::Kill => "gs-res-kill",
            Res::Chain => "gs-res-chain",
        })
    }

    pub fn roll(tr: &Tr, r: Roll) -> String {
        tr.t(match r {
            Roll::Attack => "gs-roll-attack",
            Roll::Blast => "gs-roll-blast",
            Roll::Use => "gs-roll-use",
            Roll::BreakThrough => "gs-roll-break",
            Roll::StartCar => "gs-roll-start",
            Roll::PlacementSheet => "gs-roll-placement",
            Roll::SpawnSheet => "gs-roll-spawn",
            Roll::ZombieAttack => "gs-roll-zattack",
        })
    }
}

/// The humans as every seat sees them, for naming them.
pub(crate) fn humans(g: &GridSiege) -> Vec<HumanView> {
    g.view(Viewer::Spectator).humans
}

/// What the deciding seat is asked now, in the reader's language: every
/// front end says it above the choices.
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

/// How `viewer`'s menu shows `a` in this state.
pub fn action_text(g: &GridSiege, a: Action, viewer: Viewer, tr: &Tr) -> ActionText {
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
    let info = |group, rule, label: String, target: Option<Pos>| ActionText {
        group,
        label,
        rule,
        detail: None,
        target: target.map(|p| p.code() as u16),
        target_name: target.map(|p| p.to_string()),
        subject: active.map(u16::from),
        warning: None,
        piece: None,
    };
    let zombie_place = matches!(g.pending(), Pending::SpawnPlace { .. });
    match a {
        Action::Die(v) => info(Group::Chance, "GS-COMP-4", tr!(tr, "gs-act-die", value = v), None),
        Action::Character(c) => {
            let rule = "GS-SETUP-3";
            let group = if g.decision() == horde_core::Decision::Chance { Group::Chance } else { Group::Choice };
            info(group, rule, tr!(tr, "gs-act-character", character = names::character(tr, c)), None)
        }
        // The card dealt is the Zombie Player's secret (GS-SETUP-5).
        Action::ZombieCard(k) if viewer == Viewer::Seat(Seat(ZOMBIE_SEAT)) => {
            info(Group::Chance, "GS-SETUP-5", tr!(tr, "gs-act-zcard", card = names::zombie_card(tr, k)), None)
        }
        Action::ZombieCard(_) => info(Group::Chance, "GS-SETUP-5", tr!(tr, "gs-ev-zcard-hidden"), None),
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
            // A horde's moves are many: a menu asks for the zombie first.
            x.piece = Some(PieceRef {
                spot: from.to_string(),
                name: tr!(tr, "gs-piece-zombie", pos = from.to_string(), count = left),
            });
            x
        }
        Action::EndZombies => info(Group::End, "GS-GAP-3", tr!(tr, "gs-act-end-zombies"), None),
        Action::CarAttack { door, human } => {
            let spot = content().map.car.doors.get(usize::from(door)).copied();
            info(Group::Choice, "GS-CAR-3", tr!(tr, "gs-act-car-attack", human = who(human)), spot)
        }
    }
}

/// `e` told in the reader's language, with humans named as `humans` (a
/// view's) list them. `e` must be an event as its reader may see it (a
/// seat's `event_view`): a zombie card dealt is named only when the
/// event names it.
pub fn narrate(humans: &[HumanView], e: &Event, tr: &Tr) -> String {
    let who = |h: u8| names::human(tr, humans, h);
    let thing = |t: u8| names::thing(tr, t);
    match e {
        Event::CharacterDealt { human, character } => {
            tr!(tr, "gs-ev-character", name = names::number(tr, *human), character = names::character(tr, *character))
        }
        Event::ZombieCardDealt { card: Some(k) } => tr!(tr, "gs-ev-zcard", card = names::zombie_card(tr, *k)),
        Event::ZombieCardDealt { card: None } => tr!(tr, "gs-ev-zcard-hidden"),
        Event::HumanPlaced { human, pos } => tr!(tr, "gs-ev-placed", name = who(*human), pos = pos.to_string()),
        Event::RoundStarted { round } => tr!(tr, "gs-ev-round", round = *round),
        Event::HumanPhase => tr!(tr, "gs-ev-human-phase"),
        Event::ZombiePhase => tr!(tr, "gs-ev-zombie-phase"),
        Event::TurnStarted { human, actions } => tr!(tr, "gs-ev-turn", name = who(*human), count = *actions),
        Event::TurnEnded { human } => tr!(tr, "gs-ev-turn-ended", name = who(*human)),
        Event::DieRolled { value, roll } => tr!(tr, "gs-ev-die", value = *value, why = names::roll(tr, *roll)),
        Event::HumanMoved { human, from, to } => {
            tr!(tr, "gs-ev-moved", name = who(*human), from = from.to_string(), to = to.to_string())
        }
        Event::Carried { human, carried } => tr!(tr, "gs-ev-carried", name = who(*human), other = who(*carried)),
        Event::CarriedPlaced { human, pos } => {
            tr!(tr, "gs-ev-carried-placed", name = who(*human), pos = pos.to_string())
        }
        Event::Attacked { human, target, result } => {
            tr!(tr, "gs-ev-attacked", name = who(*human), pos = target.to_string(), result = names::result(tr, *result))
        }
        Event::Rerolled { human } => tr!(tr, "gs-ev-rerolled", name = who(*human)),
        Event::WeaponEmpty { human, thing: t } => tr!(tr, "gs-ev-weapon-empty", name = who(*human), thing = thing(*t)),
        Event::ThingLost { human, thing: t } => tr!(tr, "gs-ev-thing-lost", name = who(*human), thing = thing(*t)),
        Event::ThingGiven { from, to, thing: t } => {
            tr!(tr, "gs-ev-given", name = who(*from), thing = thing(*t), other = who(*to))
        }
        Event::ThingDiscarded { human, thing: t, .. } => {
            tr!(tr, "gs-ev-discarded", name = who(*human), thing = thing(*t))
        }
        Event::ThingPickedUp { human, thing: t } => tr!(tr, "gs-ev-picked", name = who(*human), thing = thing(*t)),
        Event::ThingFound { human, thing: t } => tr!(tr, "gs-ev-found", name = who(*human), thing = thing(*t)),
        Event::NothingFound { human } => tr!(tr, "gs-ev-nothing", name = who(*human)),
        Event::Searched { human, pos } => tr!(tr, "gs-ev-searched", name = who(*human), pos = pos.to_string()),
        Event::Healed { human, target, lives } => {
            tr!(tr, "gs-ev-healed", name = who(*human), other = who(*target), lives = *lives)
        }
        Event::UseFailed { human, thing: t } => tr!(tr, "gs-ev-use-failed", name = who(*human), thing = thing(*t)),
        Event::Wounded { human, lives } => tr!(tr, "gs-ev-wounded", name = who(*human), lives = *lives),
        Event::Unconscious { human } => tr!(tr, "gs-ev-unconscious", name = who(*human)),
        Event::Died { human } => tr!(tr, "gs-ev-died", name = who(*human)),
        Event::Sacrificed { human } => tr!(tr, "gs-ev-sacrificed", name = who(*human)),
        Event::Rose { human, pos } => tr!(tr, "gs-ev-rose", name = who(*human), pos = pos.to_string()),
        Event::ZombieKilled { pos } => tr!(tr, "gs-ev-zombie-killed", pos = pos.to_string()),
        Event::ZombiePushed { from, to } => {
            tr!(tr, "gs-ev-zombie-pushed", from = from.to_string(), to = to.to_string())
        }
        Event::ZombieSpawned { pos } => tr!(tr, "gs-ev-spawned", pos = pos.to_string()),
        Event::NoSpawnSquare { sheet } => tr!(tr, "gs-ev-no-spawn", sheet = *sheet),
        Event::ZombieMoved { from, to } => tr!(tr, "gs-ev-zombie-moved", from = from.to_string(), to = to.to_string()),
        Event::ZombieCardPlayed { card, .. } => tr!(tr, "gs-ev-card-played", card = names::zombie_card(tr, *card)),
        Event::BarricadeWork { edge, done, needed } => {
            tr!(tr, "gs-ev-bar-work", edge = names::edge(*edge), done = *done, needed = *needed)
        }
        Event::BarricadeBuilt { edge } => tr!(tr, "gs-ev-bar-built", edge = names::edge(*edge)),
        Event::BarricadeRemoved { edge } => tr!(tr, "gs-ev-bar-removed", edge = names::edge(*edge)),
        Event::WallDestroyed { edge } => tr!(tr, "gs-ev-wall-destroyed", edge = names::edge(*edge)),
        Event::EnteredCar { human } => tr!(tr, "gs-ev-entered-car", name = who(*human)),
        Event::CarStarted => tr!(tr, "gs-ev-car-started"),
        Event::GameOver { humans_win, how } => {
            let id = if *humans_win { "gs-ev-humans-win" } else { "gs-ev-zombies-win" };
            tr!(tr, id, reason = names::ended(tr, *how))
        }
    }
}
