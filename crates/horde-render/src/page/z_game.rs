//! Z-Game's page beside the board: round, phase, first player and the VP
//! target; every faction (name, leader, VP, resources, cards in hand as a
//! count); what is being fought or built now; and for a seat its own hand,
//! each card with what it does, and its characters. Pieces are named by
//! their names in the reader's language, from the rule system's catalogue
//! and content; the viewer's view decides what there is to show.

use super::{Card, Cell, Mark, Page, Row, Tone};
use horde_core::{Game, Viewer};
use horde_rules::texts::{Lang, Tr};
use horde_rules::tr;
use horde_z_game::content::{self as zc, CharKind, content};
use horde_z_game::rules::state::{Draw, Step, Sub};
use horde_z_game::texts::{
    self, card_name, job_name, kind_name, phase_name, place_name, posture_name, seat_name, spot,
};
use horde_z_game::{Event, Phase, View, ZGame};

pub fn page(g: &ZGame, viewer: Viewer, lang: Lang) -> Page {
    page_of(&g.view(viewer), lang)
}

/// The page of one viewer's view; the terminal's side panel shows it too.
pub fn page_of(v: &View, lang: Lang) -> Page {
    let tr = texts::texts().tr(lang);
    let mut cards = vec![factions_card(v, tr)];
    cards.extend(now_card(v, tr));
    if let Some(hand) = &v.hand {
        cards.push(hand_card(hand, tr));
    }
    if let Viewer::Seat(seat) = v.viewer {
        cards.push(characters_card(v, seat.0, tr));
    }
    Page { facts: facts(v, tr), key: Some(tr.t("zg-page-key")), cards }
}

fn facts(v: &View, tr: &Tr) -> Vec<String> {
    let mut out = vec![tr!(tr, "zg-page-round", round = u32::from(v.round)), capitalised(&phase_name(phase(v), tr))];
    if let Some(first) = v.players.get(usize::from(v.first)) {
        out.push(tr!(tr, "zg-page-first", player = seat_name(first.faction, v.first, tr)));
    }
    out.push(tr!(tr, "zg-page-target", target = u32::from(v.target)));
    out
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// The phase of the round the step belongs to (ZG-GAP-4): the engine
/// announces phases as events; a page drawn between them reads it off
/// the step.
pub fn phase(v: &View) -> Phase {
    let night = |flag: bool| if flag { Phase::NightAttack } else { Phase::DayFights };
    match v.step {
        _ if v.round == 0 => Phase::Setup,
        Step::Hunger { .. } | Step::Enrol { .. } => Phase::Morning,
        Step::Moves { .. } => Phase::Movement,
        Step::Fight { .. } => night(v.fight.as_ref().is_some_and(|f| f.night)),
        Step::Retreat { .. } => night(v.retreat.as_ref().is_some_and(|r| r.night)),
        Step::Evening { sub: Sub::Building, .. } | Step::Pick { .. } => Phase::Building,
        Step::Evening { sub: Sub::Sabotage, .. } | Step::Scout { .. } | Step::Swap { .. } => Phase::Sabotage,
        Step::Evening { sub: Sub::Cures, .. } => Phase::Cures,
        Step::Flare { .. } => Phase::FlareUp,
        Step::Order { .. } => Phase::NightAttack,
        Step::Degrade { .. } => Phase::Labour,
        Step::Discard { .. } | Step::Over => Phase::NightVp,
        Step::Chance(draw) => match draw {
            Draw::Zombie { .. } | Draw::DuelDie { .. } | Draw::RecruitDie { .. } => Phase::DayFights,
            Draw::SabotageDie { .. } | Draw::Steal { .. } => Phase::Sabotage,
            Draw::SearchDie { .. } => Phase::Building,
            Draw::NightDie { .. } => Phase::NightAttack,
            Draw::Infection { .. } => Phase::Infection,
            Draw::TieBreak => Phase::NightVp,
            Draw::Card { .. } | Draw::Character { .. } => Phase::Morning,
            _ => Phase::Setup,
        },
        Step::Auto | Step::Lay { .. } | Step::Claim { .. } => Phase::Setup,
    }
}

/// A location by its name as the viewer knows it.
fn at(v: &View, loc: u8, tr: &Tr) -> String {
    v.locations.get(usize::from(loc)).map_or_else(
        || tr.t("zg-unknown-location"),
        |l| place_name(l.place, |s| v.players.get(usize::from(s)).and_then(|p| p.faction), tr),
    )
}

fn faction_name(v: &View, seat: u8, tr: &Tr) -> String {
    seat_name(v.players.get(usize::from(seat)).and_then(|p| p.faction), seat, tr)
}

fn factions_card(v: &View, tr: &Tr) -> Card {
    let acting = v.step.seat();
    let rows = (0..v.players.len() as u8)
        .map(|s| {
            let p = &v.players[usize::from(s)];
            let leader = v.characters.iter().find(|c| c.owner == s && c.kind == CharKind::Leader && c.loc.is_some());
            let leader = match leader.and_then(|c| c.loc) {
                Some(l) if p.leader_alive => Cell::plain(tr!(tr, "zg-page-leader-at", place = at(v, l, tr))),
                _ => Cell::new(tr.t("zg-page-leader-dead"), Tone::Bad),
            };
            let mut cells = vec![
                Cell::new(faction_name(v, s, tr), Tone::Seat(s)),
                Cell::new(tr!(tr, "zg-page-vp", vp = u32::from(p.vp), target = u32::from(v.target)), Tone::Strong),
                leader,
                Cell::plain(tr!(tr, "zg-page-food", n = u32::from(p.food))),
                Cell::plain(tr!(tr, "zg-page-medicine", n = u32::from(p.medicine))),
                Cell::new(
                    tr!(tr, "zg-page-cards", action = u32::from(p.action_cards), weapon = u32::from(p.weapon_cards)),
                    Tone::Muted,
                ),
            ];
            if p.cures > 0 {
                cells.push(Cell::new(tr!(tr, "zg-page-cures", n = u32::from(p.cures)), Tone::Good));
            }
            let won = v.ended.as_ref().is_some_and(|e| e.winners.contains(&s));
            let tone = if won || acting == Some(s) { Tone::Current } else { Tone::Plain };
            Row::new(cells).tone(tone)
        })
        .collect();
    Card { title: tr.t("zg-page-factions"), rows }
}

/// What is under way: a fight against zombies, a fight between factions,
/// a squad at work, a retreat.
fn now_card(v: &View, tr: &Tr) -> Option<Card> {
    let mut rows = Vec::new();
    if let Some(f) = &v.fight {
        rows.push(Row::new(vec![Cell::new(
            tr!(
                tr,
                "zg-page-fight",
                player = faction_name(v, f.seat, tr),
                place = at(v, f.loc, tr),
                zombies = u32::from(f.zombies)
            ),
            Tone::Bad,
        )]));
    }
    if let Some(d) = &v.duel {
        rows.push(Row::new(vec![Cell::new(
            tr!(
                tr,
                "zg-page-duel",
                attacker = faction_name(v, d.attacker, tr),
                defender = faction_name(v, d.defender, tr),
                place = at(v, d.loc, tr)
            ),
            Tone::Bad,
        )]));
    }
    if let Some(s) = &v.squad {
        rows.push(Row::new(vec![Cell::plain(tr!(
            tr,
            "zg-page-squad",
            player = faction_name(v, s.seat, tr),
            job = job_name(s.job, tr),
            place = at(v, s.loc, tr),
            members = s.members.len() as u32
        ))]));
    }
    if let Some(r) = &v.retreat {
        rows.push(Row::new(vec![Cell::new(
            tr!(tr, "zg-page-retreat", player = faction_name(v, r.seat, tr), place = at(v, r.from, tr)),
            Tone::Bad,
        )]));
    }
    (!rows.is_empty()).then(|| Card { title: tr.t("zg-page-now"), rows })
}

/// What a card does, with the content's numbers (ZG-GAP-1).
fn does(card: zc::Card, tr: &Tr) -> String {
    let s = content().card(card);
    let (value, fight) = (u32::from(s.value), u32::from(s.fight));
    match card {
        zc::Card::Tools => tr!(tr, "zg-does-tools", gears = value),
        zc::Card::Literature => tr!(tr, "zg-does-literature", flasks = value),
        zc::Card::Chainsaw => tr!(tr, "zg-does-chainsaw", gears = value, strength = fight),
        zc::Card::Car => tr!(tr, "zg-does-car", markers = value),
        zc::Card::Bandage => tr!(tr, "zg-does-bandage", n = value),
        zc::Card::Ration => tr!(tr, "zg-does-ration", food = value),
        zc::Card::Melee | zc::Card::Firearm => tr!(tr, "zg-does-weapon", strength = value),
    }
}

fn hand_card(hand: &horde_z_game::rules::action::Hand, tr: &Tr) -> Card {
    let mut rows: Vec<Row> = zc::Card::ALL
        .iter()
        .filter(|c| hand[c.index()] > 0)
        .map(|&c| {
            let n = hand[c.index()];
            let name = card_name(c, tr);
            Row::new(vec![
                Cell::new(if n > 1 { format!("{name} ×{n}") } else { name }, Tone::Strong),
                Cell::new(does(c, tr), Tone::Muted),
            ])
        })
        .collect();
    if rows.is_empty() {
        rows.push(Row::new(vec![Cell::new(tr.t("zg-page-no-cards"), Tone::Muted)]));
    }
    Card { title: tr.t("zg-page-hand"), rows }
}

fn characters_card(v: &View, seat: u8, tr: &Tr) -> Card {
    let mut mine: Vec<_> = v.characters.iter().filter(|c| c.owner == seat && c.loc.is_some()).collect();
    mine.sort_by_key(|c| (c.kind, c.loc));
    let stats = |kind: CharKind| {
        let s = content().character(kind);
        tr!(
            tr,
            "zg-page-stats",
            strength = u32::from(s.strength),
            gears = u32::from(s.gears),
            flasks = u32::from(s.flasks)
        )
    };
    let mut rows: Vec<Row> = mine
        .iter()
        .map(|c| {
            let mut cells = vec![
                Cell::new(capitalised(&kind_name(c.kind, tr)), Tone::Strong),
                Cell::plain(c.loc.map_or_else(String::new, |l| at(v, l, tr))),
                Cell::new(posture_name(c.posture, tr), if c.standing() { Tone::Good } else { Tone::Bad }),
                Cell::new(stats(c.kind), Tone::Muted),
            ];
            if c.busy {
                cells.push(Cell::new(tr.t("zg-page-busy"), Tone::Muted));
            }
            Row::new(cells).tone(if c.standing() { Tone::Plain } else { Tone::Gone })
        })
        .collect();
    if rows.is_empty() {
        rows.push(Row::new(vec![Cell::new(tr.t("zg-page-no-characters"), Tone::Muted)]));
    }
    Card { title: tr.t("zg-page-characters"), rows }
}

/// The location where `event` happens (where a move ends), if any.
pub fn spot_of(event: &Event) -> Option<u8> {
    match *event {
        Event::Moved { to: loc, .. }
        | Event::Retreated { to: loc, .. }
        | Event::Recruited { loc, .. }
        | Event::ZombieCard { loc, .. }
        | Event::NightDie { loc, .. }
        | Event::RecruitRoll { loc, .. }
        | Event::Fought { loc, .. }
        | Event::Duel { loc, .. }
        | Event::Sabotage { target: loc, .. }
        | Event::Died { loc, .. }
        | Event::Built { loc, .. }
        | Event::Ruined { loc }
        | Event::Overrun { loc }
        | Event::Captured { loc, .. }
        | Event::Lost { loc, .. }
        | Event::Squad { loc, .. }
        | Event::CarMarker { loc, .. }
        | Event::Degraded { loc, .. }
        | Event::QuickStart { loc, .. }
        | Event::Revealed { loc, .. }
        | Event::TileDealt { loc, .. }
        | Event::LaidDown { loc, .. } => Some(loc),
        _ => None,
    }
}

/// Where `event` happened: every location is public, and the events a
/// viewer is given name nothing of another seat's hand.
pub fn mark(event: &Event) -> Option<Mark> {
    if let Event::Moved { from, to, .. } | Event::Retreated { from, to, .. } = *event {
        return Some(Mark { spot: None, moved: Some([spot(from), spot(to)]), badge: None, piece: None });
    }
    let badge = match *event {
        Event::Recruited { .. } => Some("+1".into()),
        Event::ZombieCard { strength, .. } => Some(format!("☠{strength}")),
        Event::NightDie { die, .. } | Event::RecruitRoll { die, .. } => die_face(die),
        Event::Fought { won, .. } | Event::Sabotage { success: won, .. } => Some(if won { "✓" } else { "✕" }.into()),
        Event::Duel { attack, defence, .. } => Some(format!("{attack}:{defence}")),
        Event::Died { .. } => Some("†".into()),
        Event::Built { vp, .. } => (vp > 0).then(|| format!("+{vp}")),
        Event::Ruined { .. } | Event::Overrun { .. } => Some("✕".into()),
        _ => None,
    };
    Some(Mark { spot: Some(spot(spot_of(event)?)), moved: None, badge, piece: None })
}

/// A die's face as its sign (⚀ to ⚅).
fn die_face(die: u8) -> Option<String> {
    (1..=6).contains(&die).then(|| char::from_u32(0x267F + u32::from(die)).map(String::from)).flatten()
}
