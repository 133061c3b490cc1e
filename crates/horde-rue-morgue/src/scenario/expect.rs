//! Checking expectations: each difference is one line naming the path in
//! the file, what was expected and what the match holds.

use super::format::{ExpectSpec, KindCounts};
use super::names::{Names, level_name, slot_text, survivor_id};
use crate::rules::{NONE, RueMorgue, flag};
use horde_core::Game;
use horde_rules::scenario::Diffs;

/// Checks the names an expectation uses, reporting unknown ones.
pub fn check_names(names: &mut Names, e: &ExpectSpec) {
    if let Some(a) = &e.active
        && !a.get_ref().is_empty()
    {
        names.survivor(a);
    }
    for (s, x) in &e.survivors {
        names.survivor(s);
        if let Some(z) = &x.zone {
            names.zone(z);
        }
        for n in x.hands.iter().flatten().chain(x.reserve.iter().flatten()).chain(&x.has).chain(&x.lacks) {
            names.slot(n);
        }
        for k in &x.skills {
            names.skill(k);
        }
    }
    for z in e.zombies.keys().chain(e.noise.keys()).chain(e.noise_sources.keys()) {
        names.zone(z);
    }
    for d in e.open_doors.iter().chain(&e.closed_doors) {
        names.door(d);
    }
    for z in e.objectives_taken.iter().flatten() {
        names.zone(z);
    }
    if let Some(h) = &e.helicopter {
        if let Some(z) = &h.zone {
            names.zone(z);
        }
        for i in h.items.iter().flatten() {
            names.item(i);
        }
        for s in h.seats.iter().flatten().filter(|s| !s.get_ref().is_empty()) {
            names.survivor(s);
        }
    }
}

/// Compares the match with Rue Morgue's expectations.
pub fn check(g: &RueMorgue, e: &ExpectSpec, d: &mut Diffs) {
    let st = g.statics();
    let s = g.state();
    let map = st.map();
    let zone_of = |id: &str| map.zone_by_id(id);
    let view = g.view(horde_core::Viewer::Spectator);
    if let Some(p) = &e.phase {
        d.eq("phase", p.as_str(), view.phase.as_str());
    }
    if let Some(t) = e.turn {
        d.eq("turn", t, s.turn);
    }
    if let Some(f) = e.first_player {
        d.eq("first_player", f, s.first_player);
    }
    if let Some(a) = &e.active {
        d.eq("active", a.get_ref().clone(), survivor_id(g, s.active));
    }
    if let Some(x) = &e.danger {
        d.eq("danger", x.as_str(), view.danger.as_str());
    }
    for (id, x) in &e.survivors {
        let Some(i) = st.survivors.iter().position(|v| &v.id == id.get_ref()) else { continue };
        let sv = &s.survivors[i];
        let p = |f: &str| format!("survivors.{}.{f}", id.get_ref());
        if let Some(z) = &x.zone {
            d.eq(&p("zone"), z.get_ref().clone(), map.zone(sv.zone).id.clone());
        }
        if let Some(v) = x.alive {
            d.eq(&p("alive"), v, sv.alive());
        }
        if let Some(v) = x.wounds {
            d.eq(&p("wounds"), v, sv.wounds);
        }
        if let Some(v) = x.xp {
            d.eq(&p("xp"), v, sv.xp);
        }
        if let Some(v) = &x.level {
            d.eq(&p("level"), v.as_str(), level_name(view.survivors[i].level));
        }
        if let Some(v) = x.actions_left {
            let actual = if s.active == i as u8 { sv.actions } else { 0 };
            d.eq(&p("actions_left"), v, actual);
        }
        if let Some(v) = x.activated {
            d.eq(&p("activated"), v, sv.flags & flag::DONE != 0);
        }
        if let Some(v) = x.searched {
            d.eq(&p("searched"), v, sv.flags & flag::SEARCHED != 0);
        }
        let slots: Vec<String> = sv.inventory().iter().map(|x| slot_text(g, *x)).collect();
        if let Some(h) = &x.hands {
            let want: Vec<String> = h.iter().map(|n| n.get_ref().clone()).collect();
            d.eq(&p("hands"), want, slots[..2].to_vec());
        }
        if let Some(r) = &x.reserve {
            let mut want: Vec<String> = r.iter().map(|n| n.get_ref().clone()).collect();
            want.resize(slots.len() - 2, String::new());
            d.eq(&p("reserve"), want, slots[2..].to_vec());
        }
        for h in &x.has {
            if !slots.iter().any(|s| s == h.get_ref()) {
                d.note(&p("has"), format!("expected {:?} in the inventory, actual {slots:?}", h.get_ref()));
            }
        }
        for h in &x.lacks {
            if slots.iter().any(|s| s == h.get_ref()) {
                d.note(&p("lacks"), format!("expected no {:?} in the inventory, actual {slots:?}", h.get_ref()));
            }
        }
        for k in &x.skills {
            if let Some((skill, _)) = crate::skills::Skill::parse(k.get_ref())
                && !sv.skills.has(skill)
            {
                let held: Vec<&str> = sv.skills.iter().map(|k| k.name()).collect();
                d.note(&p("skills"), format!("expected {:?} among the skills, actual {held:?}", k.get_ref()));
            }
        }
        if let Some(v) = x.aboard {
            let actual = if sv.aboard == NONE { -1 } else { sv.aboard as i8 };
            d.eq(&p("aboard"), v, actual);
        }
    }
    for (z, want) in &e.zombies {
        let Some(zi) = zone_of(z.get_ref()) else { continue };
        let a = s.zombies[zi as usize];
        let actual = KindCounts { walker: a[0], fatty: a[1], runner: a[2], crawler: a[3], abomination: a[4] };
        if *want != actual {
            d.note(
                &format!("zombies.{}", z.get_ref()),
                format!("expected {}, actual {}", counts_text(*want), counts_text(actual)),
            );
        }
    }
    if let Some(t) = e.zombie_total {
        let actual: u32 = s.zombies.iter().flat_map(|z| z.iter()).map(|&n| u32::from(n)).sum();
        d.eq("zombie_total", t, actual);
    }
    for (z, n) in &e.noise {
        let Some(zi) = zone_of(z.get_ref()) else { continue };
        d.eq(&format!("noise.{}", z.get_ref()), *n, s.noise[zi as usize]);
    }
    for (z, n) in &e.noise_sources {
        let Some(zi) = zone_of(z.get_ref()) else { continue };
        d.eq(&format!("noise_sources.{}", z.get_ref()), *n, g.noise_at(zi));
    }
    for (list, open, key) in [(&e.open_doors, true, "open_doors"), (&e.closed_doors, false, "closed_doors")] {
        for name in list {
            let Some((a, b)) = name.get_ref().split_once('/') else { continue };
            let (Some(za), Some(zb)) = (zone_of(a), zone_of(b)) else { continue };
            let Some(i) = map.doors.iter().position(|x| (x.a, x.b) == (za, zb) || (x.a, x.b) == (zb, za)) else {
                continue;
            };
            let is_open = s.open_doors & (1 << i) != 0;
            if is_open != open {
                d.note(
                    &format!("{key}.{}", name.get_ref()),
                    format!(
                        "expected {}, actual {}",
                        if open { "open" } else { "closed" },
                        if is_open { "open" } else { "closed" }
                    ),
                );
            }
        }
    }
    if let Some(list) = &e.objectives_taken {
        let mut want: Vec<String> = list.iter().map(|n| n.get_ref().clone()).collect();
        want.sort();
        let mut actual: Vec<String> = (0..map.zone_count())
            .filter(|&z| s.objectives_taken & (1 << z) != 0)
            .map(|z| map.zones[z].id.clone())
            .collect();
        actual.sort();
        d.eq("objectives_taken", want, actual);
    }
    if let Some(h) = &e.helicopter {
        let heli = &s.heli;
        if let Some(z) = &h.zone {
            let actual = if heli.zone == crate::map::NO_ZONE { String::new() } else { map.zone(heli.zone).id.clone() };
            d.eq("helicopter.zone", z.get_ref().clone(), actual);
        }
        if let Some(f) = h.flying {
            d.eq("helicopter.flying", f, heli.flying);
        }
        if let Some(items) = &h.items {
            let mut want: Vec<String> = items.iter().map(|n| n.get_ref().clone()).collect();
            want.sort();
            let mut actual: Vec<String> = heli
                .items
                .iter()
                .filter(|x| !x.is_empty())
                .map(|x| slot_text(g, *x).trim_end_matches('!').to_owned())
                .collect();
            actual.sort();
            d.eq("helicopter.items", want, actual);
        }
        if let Some(seats) = &h.seats {
            let mut want: Vec<String> = seats.iter().map(|n| n.get_ref().clone()).collect();
            want.resize(heli.seats.len(), String::new());
            let actual: Vec<String> = heli.seats.iter().map(|&x| survivor_id(g, x)).collect();
            d.eq("helicopter.seats", want, actual);
        }
    }
}

fn counts_text(c: KindCounts) -> String {
    let parts: Vec<String> = c
        .as_array()
        .iter()
        .zip(super::names::KINDS)
        .filter(|(n, _)| **n > 0)
        .map(|(n, k)| format!("{k} = {n}"))
        .collect();
    if parts.is_empty() { "{}".into() } else { format!("{{ {} }}", parts.join(", ")) }
}
