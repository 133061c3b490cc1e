//! `fresh_setup = true`: the match is built by the game's own setup
//! instead of a position placed by hand, so that what acts at setup can
//! be seen: the starting deal and the tent cards (chance, forced through
//! `[decks] starting` and `tents`), "Starts with [item]" (RM-SKILL-54) and
//! "Can start at [danger level]" (RM-SKILL-52).
//!
//! A survivor's `skills` become blue skills of his card for the match, as
//! if printed there: setup reads the card, not the position. Everything
//! that would place or edit the position afterwards is refused, since it
//! would overwrite what setup did. Without a fresh setup, the skills and
//! options that act only at setup are refused instead: they would be held
//! and never act.

use super::format::{Name, Position};
use crate::content::Catalog;
use crate::skills::{self, Skill};
use horde_data::{Severity, Validator};
use horde_rules::scenario::Queue;
use std::ops::Range;

pub fn requested(file: &Position) -> bool {
    file.fresh_setup.as_ref().is_some_and(|f| *f.get_ref())
}

/// Checks the file against its kind of setup; false after reporting.
pub fn check(file: &Position, queues: &[Queue], v: &mut Validator) -> bool {
    if requested(file) { no_position(file, v) } else { no_setup_only(file, queues, v) }
}

/// The catalog the fresh setup reads: the shipped one with each listed
/// survivor's `skills` added to his blue ones.
pub fn catalog(file: &Position, v: &mut Validator) -> Option<Catalog> {
    let mut cat = crate::content::builtin_catalog().clone();
    let mut ok = true;
    for spec in &file.survivors {
        for k in &spec.skills {
            ok &= setup_skill(&cat, k, v);
        }
        if let Some(card) = cat.survivors.iter_mut().find(|s| &s.id == spec.id.get_ref()) {
            card.blue.extend(spec.skills.iter().map(|k| k.get_ref().clone()));
        }
    }
    ok.then_some(cat)
}

/// One skill as setup will read it: known, and its bracket filled where
/// setup needs it.
fn setup_skill(cat: &Catalog, k: &Name, v: &mut Validator) -> bool {
    let Some((skill, param)) = Skill::parse(k.get_ref()) else {
        v.check_ref(k, skills::NAMES, "skill");
        return false;
    };
    let param_span = |p: &str| {
        // Inside the quotes, after the colon.
        let end = k.span().end.saturating_sub(1);
        end.saturating_sub(p.len())..end
    };
    match (skill, param) {
        (Skill::STARTS_WITH | Skill::PLUS_1_DAMAGE_WITH, Some(item)) => {
            let at = Name::new(param_span(item), item.to_owned());
            v.check_ref(&at, cat.equipment.iter().map(|e| e.id.as_str()), "equipment")
        }
        (Skill::STARTS_WITH | Skill::PLUS_1_DAMAGE_WITH, None) => {
            v.error_at(k, "this skill names its item").set_help(format!("e.g. \"{}:fire_axe\"", k.get_ref()));
            false
        }
        (Skill::CAN_START_AT, Some("yellow" | "orange" | "red")) => true,
        (Skill::CAN_START_AT, _) => {
            v.error_at(k, "Can start at names a danger level above blue (RM-SKILL-52)")
                .set_help("\"can_start_at:yellow\", \"can_start_at:orange\" or \"can_start_at:red\"");
            false
        }
        _ => true,
    }
}

/// Position edits, each of which would overwrite part of the setup.
fn no_position(file: &Position, v: &mut Validator) -> bool {
    let fresh = file.fresh_setup.as_ref().map_or(0..0, |f| f.span());
    let mut bad: Vec<(Range<usize>, String)> = Vec::new();
    let mut top = |present: bool, span: Option<Range<usize>>, key: &str| {
        if present {
            bad.push((span.unwrap_or_else(|| fresh.clone()), key.to_owned()));
        }
    };
    top(!file.zombies.is_empty(), file.zombies.keys().next().map(|n| n.span()), "[zombies]");
    top(!file.noise.is_empty(), file.noise.keys().next().map(|n| n.span()), "[noise]");
    top(!file.open_doors.is_empty(), file.open_doors.first().map(|n| n.span()), "open_doors");
    top(!file.closed_doors.is_empty(), file.closed_doors.first().map(|n| n.span()), "closed_doors");
    top(!file.spawned.is_empty(), file.spawned.first().map(|n| n.span()), "spawned");
    top(!file.objectives_taken.is_empty(), file.objectives_taken.first().map(|n| n.span()), "objectives_taken");
    top(!file.tents.is_empty(), file.tents.keys().next().map(|n| n.span()), "[tents] (deal them with [decks] tents)");
    top(file.active.is_some(), file.active.as_ref().map(|n| n.span()), "active");
    top(file.turn.is_some(), None, "turn");
    if let Some(h) = &file.helicopter {
        // An inline map's helicopter is part of the map; a builtin
        // mission's is placed by the mission.
        top(file.mission.is_some(), Some(h.zone.span()), "[helicopter] with a mission");
        top(!h.items.is_empty(), h.items.first().map(|n| n.span()), "[helicopter] items");
    }
    for s in &file.survivors {
        let id = s.id.span();
        let who = s.id.get_ref();
        let mut field = |present: bool, span: Option<Range<usize>>, key: &str| {
            if present {
                bad.push((span.unwrap_or_else(|| id.clone()), format!("{key} of {who:?}")));
            }
        };
        field(s.zone.is_some(), s.zone.as_ref().map(|n| n.span()), "zone");
        field(s.hands.is_some(), s.hands.as_ref().map(|n| n.span()), "hands");
        field(s.reserve.is_some(), s.reserve.as_ref().map(|n| n.span()), "reserve");
        field(s.wounds.is_some(), s.wounds.as_ref().map(|n| n.span()), "wounds");
        field(s.xp.is_some(), None, "xp");
        field(s.actions.is_some(), s.actions.as_ref().map(|n| n.span()), "actions");
        field(!s.alive, None, "alive");
        field(s.activated, None, "activated");
        field(s.searched, None, "searched");
        field(s.aboard.is_some(), s.aboard.as_ref().map(|n| n.span()), "aboard");
    }
    for (span, key) in &bad {
        v.report_span(Severity::Error, span.clone(), format!("`{key}` cannot be set with `fresh_setup = true`"))
            .set_help("the game's own setup places and equips the survivors; play steps to change the position");
    }
    bad.is_empty()
}

/// Setup-only skills, options and forced setup chance, refused when the
/// match skips the setup.
fn no_setup_only(file: &Position, queues: &[Queue], v: &mut Validator) -> bool {
    let help = "add `fresh_setup = true` at the top to build the match through the game's setup";
    let mut ok = true;
    for k in file.survivors.iter().flat_map(|s| &s.skills) {
        if let Some((skill @ (Skill::STARTS_WITH | Skill::CAN_START_AT), _)) = Skill::parse(k.get_ref()) {
            let rule = if skill == Skill::STARTS_WITH { "RM-SKILL-54" } else { "RM-SKILL-52" };
            v.error_at(
                k,
                format!("{:?} acts at setup only ({rule}); this scenario places the survivors directly", k.get_ref()),
            )
            .set_help(help);
            ok = false;
        }
    }
    if let Some(agreed) = file.options.can_start_at.as_ref().filter(|b| *b.get_ref()) {
        v.error_at(agreed, "`[options] can_start_at` acts at setup only (RM-SKILL-52)").set_help(help);
        ok = false;
    }
    let first = |name: &str| queues.iter().filter(|q| q.name.get_ref() == name).find_map(|q| q.entries.first());
    if let Some(c) = first("starting") {
        v.error_at(c, "the starting deal happens at setup only (RM-SETUP-6)").set_help(help);
        ok = false;
    }
    if let Some(t) = first("tents") {
        v.error_at(t, "tent cards are dealt at setup only; place them with [tents]").set_help(help);
        ok = false;
    }
    ok
}
