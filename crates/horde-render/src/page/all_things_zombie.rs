//! All Things Zombie's page beside the board: the turn, the time of day
//! and the initiative (ATZ-TURN-2); the reaction test in progress with
//! its dice and odds (ATZ-REACT-1, ATZ-STAR-1); a sheet per character of
//! the band (ATZ-CHAR-1..5); the survivors found, friend or foe
//! (ATZ-SURV-4/5); and the zombies. Nothing of the game is hidden, so
//! every viewer gets the same page.

use super::{Card, Cell, Mark, Page, Row, Tone};
use crate::all_things_zombie::{dead_at, name};
use horde_all_things_zombie::content::{Time, content};
use horde_all_things_zombie::texts::{self, hex as hex_name};
use horde_all_things_zombie::{Atz, CharacterView, Event, Pending, RollFor, Side, View};
use horde_board::Hex;
use horde_core::{Game, Viewer};
use horde_rules::texts::{Lang, Tr};
use horde_rules::tr;

pub fn page(g: &Atz, viewer: Viewer, lang: Lang) -> Page {
    let tr = texts::texts().tr(lang);
    let v = g.view(viewer);
    let mut cards = Vec::new();
    cards.extend(test_card(&v, tr));
    for (i, c) in v.characters.iter().enumerate().filter(|(_, c)| c.side == Side::Band) {
        cards.push(sheet(g, &v, tr, i, c));
    }
    let found: Vec<Row> = v
        .characters
        .iter()
        .enumerate()
        .filter(|(_, c)| c.side != Side::Band)
        .map(|(i, c)| found_row(g, &v, tr, i, c))
        .collect();
    if !found.is_empty() {
        cards.push(Card { title: tr.t("atz-page-found"), rows: found });
    }
    cards.push(zombie_card(&v, tr));
    Page { facts: facts(g, &v, tr), key: Some(tr.t("atz-page-key")), cards }
}

fn facts(g: &Atz, v: &View, tr: &Tr) -> Vec<String> {
    let range = g.sight_range();
    let mut out = vec![
        tr!(tr, "atz-page-turn", turn = v.turn, turns = v.turns),
        match g.scenario().time {
            Time::Day => tr!(tr, "atz-page-day", range = range),
            Time::Night => tr!(tr, "atz-page-night", range = range),
        },
    ];
    if let Some((characters, zombies)) = v.initiative {
        out.push(tr!(tr, "atz-page-initiative", characters = characters, zombies = zombies));
    }
    if v.ended.is_some() {
        out.push(tr.t("atz-page-over"));
    } else if let Some(c) = v.acting.and_then(|a| v.characters.get(usize::from(a))) {
        out.push(tr!(tr, "atz-page-acting", name = name(tr, c), mp = v.mp_left.unwrap_or(0)));
    } else if matches!(v.pending, Pending::ZombieTarget { .. }) {
        out.push(tr.t("atz-page-zombie-phase"));
    }
    if !v.last_roll.is_empty() {
        out.push(tr!(tr, "atz-page-last-roll", dice = dice(&v.last_roll)));
    }
    out
}

fn dice(d: &[u8]) -> String {
    d.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

/// The chance of each number of successes of a reaction test whose first
/// `rolled` dice are known: each die of the two succeeds at most Rep
/// (ATZ-REACT-1), in percent, two successes first.
pub(crate) fn odds(rep: u8, rolled: &[u8]) -> [(u8, u32); 3] {
    let p = f64::from(rep.min(6)) / 6.0;
    let have = rolled.iter().filter(|&&d| d <= rep).count() as u8;
    let left = 2u8.saturating_sub(rolled.len() as u8);
    let chance = |s: u8| -> f64 {
        let Some(j) = s.checked_sub(have).filter(|&j| j <= left) else { return 0.0 };
        let ways = if j == 0 || j == left { 1.0 } else { f64::from(left) };
        ways * p.powi(i32::from(j)) * (1.0 - p).powi(i32::from(left - j))
    };
    [2, 1, 0].map(|s| (s, (chance(s) * 100.0).round() as u32))
}

/// The reaction test being taken, if one is (ATZ-REACT-1, ATZ-STAR-1).
fn test_card(v: &View, tr: &Tr) -> Option<Card> {
    let (c, test, star) = match v.pending {
        Pending::Roll { c, why: RollFor::Test(test, _), .. } => (c, test, false),
        Pending::Choose { c, test, .. } => (c, test, true),
        _ => return None,
    };
    let ch = v.characters.get(usize::from(c))?;
    let who = name(tr, ch);
    let mut rows = vec![Row::new(vec![Cell::new(
        tr!(tr, "atz-page-test-who", name = who.clone(), test = texts::test_name(tr, test)),
        Tone::Strong,
    )])];
    if star {
        rows.push(Row::new(vec![Cell::new(tr!(tr, "atz-page-test-choice", name = who), Tone::Good)]));
    } else {
        rows.push(Row::new(vec![Cell::plain(if v.dice.is_empty() {
            tr!(tr, "atz-page-test-rolling", rep = ch.rep)
        } else {
            tr!(tr, "atz-page-test-dice", dice = dice(&v.dice), rep = ch.rep)
        })]));
        rows.extend(odds(ch.rep, &v.dice).into_iter().map(|(s, percent)| {
            let tone = if percent == 0 { Tone::Muted } else { Tone::Plain };
            Row::new(vec![Cell::new(tr!(tr, "atz-page-test-odds", successes = s, percent = percent), tone)])
        }));
    }
    Some(Card { title: tr.t("atz-page-test"), rows })
}

/// Where a character is in the turn, or out of it.
fn condition(tr: &Tr, c: &CharacterView) -> (String, Tone) {
    if !c.alive {
        (tr.t("atz-page-dead"), Tone::Bad)
    } else if c.exited {
        (tr.t("atz-page-exited"), Tone::Good)
    } else if c.waiting {
        (tr.t("atz-page-waiting"), Tone::Muted)
    } else if c.done {
        (tr.t("atz-page-done"), Tone::Muted)
    } else if c.active {
        (tr.t("atz-page-may-act"), Tone::Good)
    } else {
        (tr.t("atz-page-resting"), Tone::Muted)
    }
}

fn wounds(g: &Atz, tr: &Tr, i: usize, c: &CharacterView) -> Cell {
    let dead = dead_at(g, i);
    let track: String = (0..dead).map(|k| if k < c.wounds { '●' } else { '○' }).collect();
    Cell::new(format!("{track} {}", tr!(tr, "atz-page-wounds", wounds = c.wounds, dead = dead)), Tone::Bad)
}

fn stats(tr: &Tr, c: &CharacterView) -> Cell {
    Cell::plain(tr!(tr, "atz-page-stats", rep = c.rep, mp = c.mp, melee = c.melee))
}

/// The weapon in hand with its statistics (ATZ-ITEM-1, ATZ-MELEE-3).
fn weapon(tr: &Tr, c: &CharacterView) -> String {
    let Some(id) = &c.weapon else { return tr.t("atz-page-unarmed") };
    let weapon = texts::gear_named(tr, id);
    let Some(w) = content().weapon(id).and_then(|w| content().weapons.get(usize::from(w))) else { return weapon };
    let mut s = if w.is_ranged() {
        tr!(tr, "atz-page-weapon-ranged", weapon = weapon, range = w.range, min = w.dice_min, max = w.dice_max)
    } else {
        tr!(tr, "atz-page-weapon-melee", weapon = weapon, bonus = w.melee_bonus)
    };
    if w.is_ranged() && !c.loaded {
        s = format!("{s}, {}", tr.t("atz-page-unloaded"));
    }
    if c.scope {
        s = format!("{s}, {}", tr.t("atz-page-with-scope"));
    }
    s
}

/// The second weapon and the items on the sheet (ATZ-CHAR-4).
fn carried(tr: &Tr, c: &CharacterView) -> String {
    let all: Vec<String> = c.spare.iter().chain(&c.items).map(|id| texts::gear_named(tr, id)).collect();
    if all.is_empty() { tr.t("atz-page-nothing") } else { all.join(", ") }
}

fn label(tr: &Tr, id: &str) -> Cell {
    Cell::new(tr.t(id), Tone::Muted)
}

/// A character's sheet (ATZ-CHAR-1..5, ATZ-STAR-1).
fn sheet(g: &Atz, v: &View, tr: &Tr, i: usize, c: &CharacterView) -> Card {
    let seat = g.seat_of(i as u8).0;
    let (state, tone) = condition(tr, c);
    let mut first = vec![
        Cell::new(tr.t(if c.star { "atz-page-star" } else { "atz-page-grunt" }), Tone::Seat(seat)),
        Cell::new(state, tone),
    ];
    if c.drugged {
        first.push(Cell::new(tr.t("atz-page-drugged"), Tone::Good));
    }
    let flip = g.characters.get(i).and_then(|ch| ch.def().flip).unwrap_or(content().tables.flip);
    if c.wounds >= flip && c.alive {
        first.push(Cell::new(tr.t("atz-page-flipped"), Tone::Bad));
    }
    let acting = v.acting.is_some_and(|a| usize::from(a) == i);
    let mut rows = vec![
        Row::new(first).tone(if acting {
            Tone::Current
        } else if c.alive {
            Tone::Plain
        } else {
            Tone::Gone
        }),
        Row::new(vec![stats(tr, c)]),
        Row::new(vec![wounds(g, tr, i, c)]),
        Row::new(vec![label(tr, "atz-page-in-hand"), Cell::new(weapon(tr, c), Tone::Strong)]),
        Row::new(vec![label(tr, "atz-page-sheet"), Cell::plain(carried(tr, c))]),
    ];
    if acting && let Some(mp) = v.mp_left {
        rows.insert(1, Row::new(vec![Cell::new(tr!(tr, "atz-page-acting", name = name(tr, c), mp = mp), Tone::Good)]));
    }
    Card { title: format!("{} · {}", name(tr, c), tr!(tr, "atz-page-seat", seat = u32::from(seat) + 1)), rows }
}

/// A found survivor: friend or foe, and what it can do (ATZ-SURV-4/5).
fn found_row(g: &Atz, v: &View, tr: &Tr, i: usize, c: &CharacterView) -> Row {
    let (side, tone) = if c.side == Side::Ally { ("atz-page-ally", Tone::Good) } else { ("atz-page-enemy", Tone::Bad) };
    let acting = v.acting.is_some_and(|a| usize::from(a) == i);
    Row::new(vec![
        Cell::new(name(tr, c), Tone::Strong),
        Cell::new(tr.t(side), tone),
        stats(tr, c),
        wounds(g, tr, i, c),
        Cell::plain(weapon(tr, c)),
    ])
    .tone(if !c.alive {
        Tone::Gone
    } else if acting {
        Tone::Current
    } else {
        Tone::Plain
    })
}

fn zombie_card(v: &View, tr: &Tr) -> Card {
    let cup: u32 = v.cup.iter().map(|&n| u32::from(n)).sum();
    let rows = vec![
        Row::new(vec![Cell::plain(tr!(tr, "atz-page-zombies-count", count = v.zombies.len(), cup = cup))]),
        Row::new(vec![Cell::plain(tr!(tr, "atz-page-shots-count", count = v.shots.len()))]),
    ];
    Card { title: tr.t("atz-page-zombies-card"), rows }
}

/// Where `event` happens, named as the board names hexes.
pub fn mark(g: &Atz, event: &Event, lang: Lang) -> Option<Mark> {
    let z = texts::texts().tr(lang).t("atz-zombie-letter");
    let at = |h: Hex| Some(hex_name(h));
    let of = |c: u8| g.characters.get(usize::from(c)).map(|ch| hex_name(ch.hex));
    let zombie = |z: u16| g.zombies.get(usize::from(z)).map(|z| hex_name(z.hex));
    let spot = |spot: Option<String>, badge: Option<String>| {
        spot.map(|s| Mark { spot: Some(s), moved: None, badge, piece: None })
    };
    let moved = |from: Hex, to: Hex| {
        Some(Mark { spot: None, moved: Some([hex_name(from), hex_name(to)]), badge: None, piece: None })
    };
    match event {
        Event::Moved { from, to, .. } | Event::ZombieMoved { from, to, .. } => moved(*from, *to),
        Event::ZombieAppeared { hex, .. } => spot(at(*hex), Some(format!("+{z}"))),
        Event::ZombieKilled { z } => spot(zombie(*z), Some(format!("✕{z}"))),
        Event::ZombieCured { z } => spot(zombie(*z), None),
        Event::Wounded { c, wounds } => spot(of(*c), Some(format!("{wounds}/{}", dead_at(g, usize::from(*c))))),
        Event::Died { c } => spot(of(*c), Some("✝".into())),
        Event::Tested { c, successes, .. } => spot(of(*c), Some(format!("{successes}✓"))),
        Event::Melee { c, successes, zombie_successes, .. } => {
            spot(of(*c), Some(format!("{successes}:{zombie_successes}")))
        }
        Event::Fired { c, hits, .. } => spot(of(*c), Some(format!("{}✕", hits.len()))),
        Event::FiredAt { c, target, .. } => {
            let (a, b) = (g.characters.get(usize::from(*c))?, g.characters.get(usize::from(*target))?);
            moved(a.hex, b.hex)
        }
        Event::ShotMarker { hex, dice } => spot(at(*hex), Some(format!("✸{dice}"))),
        Event::GenerationRoll { hex, zombies, .. } => spot(at(*hex), Some(format!("+{zombies}Z"))),
        Event::Grenade { hex, .. } => spot(at(*hex), None),
        Event::Runaway { to, .. }
        | Event::SteppedBack { to, .. }
        | Event::DuckedBack { to, .. }
        | Event::EnteredMap { to, .. } => spot(at(*to), None),
        Event::TurnOf { c }
        | Event::EnteredBuilding { c, .. }
        | Event::Searched { c, .. }
        | Event::Found { c, .. }
        | Event::Exited { c }
        | Event::LookedIn { c, .. }
        | Event::Duel { a: c, .. }
        | Event::SurvivorFound { survivor: c, .. }
        | Event::Healed { target: c, .. } => spot(of(*c), None),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::odds;

    /// ATZ-REACT-1: each of two dice succeeds at most Rep; Rep 4 passes a
    /// die two times in three.
    #[test]
    fn test_odds_follow_the_dice_against_rep() {
        assert_eq!(odds(4, &[]), [(2, 44), (1, 44), (0, 11)]);
        // One die known: a 5 fails against Rep 4, so two successes are out.
        assert_eq!(odds(4, &[5]), [(2, 0), (1, 67), (0, 33)]);
        assert_eq!(odds(4, &[2, 6]), [(2, 0), (1, 100), (0, 0)]);
        // Rep 6 cannot fail a die.
        assert_eq!(odds(6, &[]), [(2, 100), (1, 0), (0, 0)]);
    }
}
