//! From the file to a match in the described position.

use super::format::{MissionSpec, Position};
use super::names::Names;
use crate::mission::{Condition, MissionDef, builtin_ids};
use crate::position::Scenario;
use crate::rules::{MissionChoice, NONE, Options, SLOTS, SeatSetup, Setup, Slot, flag};
use horde_data::{Severity, Source, Validator};
use horde_rules::scenario::Envelope;

/// The setup the file describes, or `None` after reporting why not.
pub fn setup(file: &Position, envelope: &Envelope, source: &Source, v: &mut Validator) -> Option<Setup> {
    let mission = mission(file, envelope, source, v)?;
    let seats: Vec<SeatSetup> = if file.seats.is_empty() {
        vec![SeatSetup { survivors: file.survivors.iter().map(|s| s.id.get_ref().clone()).collect(), team: 0 }]
    } else {
        file.seats
            .iter()
            .map(|s| SeatSetup { survivors: s.survivors.iter().map(|n| n.get_ref().clone()).collect(), team: s.team })
            .collect()
    };
    // Every survivor named must exist in the content.
    let catalog = crate::content::builtin_catalog();
    let known: Vec<&str> = catalog.survivors.iter().map(|s| s.id.as_str()).collect();
    let mut ok = true;
    for n in file.survivors.iter().map(|s| &s.id).chain(file.seats.iter().flat_map(|s| &s.survivors)) {
        ok &= v.check_ref(n, known.iter().copied(), "survivor");
    }
    if !file.seats.is_empty() {
        for s in &file.survivors {
            if !file.seats.iter().any(|seat| seat.survivors.iter().any(|n| n.get_ref() == s.id.get_ref())) {
                v.error_at(&s.id, format!("survivor {:?} is in no [[seat]]", s.id.get_ref()));
                ok = false;
            }
        }
    }
    if seats.iter().all(|s| s.survivors.is_empty()) {
        v.report_span(Severity::Error, 0..0, "a scenario needs at least one [[survivor]]");
        ok = false;
    }
    let first_player = file.first_player.as_ref().map_or(0, |f| *f.get_ref());
    if let Some(f) = &file.first_player
        && *f.get_ref() as usize >= seats.len()
    {
        v.error_at(f, format!("first player {} is not a seat (there are {})", f.get_ref(), seats.len()));
        ok = false;
    }
    let mut team_cards = [0u8; 3];
    for c in &file.options.team_cards {
        match crate::rules::TeamCard::from_id(c.get_ref()) {
            Some(card) => team_cards[card as usize] += 1,
            None => {
                v.error_at(c, format!("unknown team action card {:?}: rush_in, forward or fire", c.get_ref()));
                ok = false;
            }
        }
    }
    if file.options.team_cards.len() > 2 {
        v.report_span(Severity::Error, 0..0, "a team chooses 1 or 2 team action cards (RM-TEAM-1)");
        ok = false;
    }
    let options = Options {
        crawlers: file.options.crawlers.unwrap_or(true),
        free_team_size: !file.options.team_sizes,
        team_cards,
        can_start_at: file.options.can_start_at(),
    };
    ok.then_some(Setup { mission, seats, first_player, options, catalog: None })
}

fn mission(file: &Position, envelope: &Envelope, source: &Source, v: &mut Validator) -> Option<MissionChoice> {
    let inline_map = file.map.is_some();
    match (&file.mission, &file.map) {
        (Some(m), Some(map)) => {
            v.error_at(map, "give either `mission` or an inline `[map]`, not both")
                .set_help("the scenario's own map replaces the mission's");
            let _ = m;
            None
        }
        (Some(m), None) => match m.get_ref() {
            MissionSpec::Builtin(id) => {
                if builtin_ids().any(|b| b == id) {
                    Some(MissionChoice::Builtin(id.clone()))
                } else {
                    let name = toml::Spanned::new(m.span(), id.clone());
                    v.check_ref(&name, builtin_ids(), "builtin mission");
                    None
                }
            }
            MissionSpec::Inline(def) => checked(v, m.span(), (**def).clone()),
        },
        (None, Some(map)) => {
            debug_assert!(inline_map);
            let has_objective = file.zones.iter().any(|z| z.objective.is_some());
            let has_exit = file.zones.iter().any(|z| z.exit);
            let victory = if !file.victory.is_empty() {
                file.victory.clone()
            } else if has_objective {
                vec![Condition::AllObjectivesTaken]
            } else if has_exit {
                vec![Condition::AllSurvivorsEscaped]
            } else {
                v.error_at(map, "an inline map needs a victory condition")
                    .set_help("give a zone an `objective` or the `exit`, or list `[[victory]]` conditions");
                return None;
            };
            let def = MissionDef {
                id: "scenario".into(),
                name_ru: String::new(),
                name_en: envelope.name.clone().unwrap_or_else(|| source.name.clone()),
                difficulty: String::new(),
                min_survivors: 1,
                source: "scenario".into(),
                description: String::new(),
                description_ru: String::new(),
                map: map.get_ref().clone(),
                zones: file.zones.clone(),
                doors: file.doors.clone(),
                openings: file.openings.clone(),
                fences: file.fences.clone(),
                ladders: file.ladders.clone(),
                event_tiles: file.event_tiles.clone(),
                helicopter: file.helicopter.as_ref().map(|h| h.def()),
                victory,
                defeat: file.defeat.clone(),
                turn_limit: None,
                briefing_ru: String::new(),
                briefing_en: String::new(),
                mode: Default::default(),
                team_actions: false,
                competitive: None,
                start_zombies: Vec::new(),
                equipment: Default::default(),
            };
            checked(v, map.span(), def)
        }
        (None, None) => {
            v.error_at(&envelope.game, "no map: give `mission = \"<builtin id>\"`, a `[mission]` table or a `[map]`");
            None
        }
    }
}

fn checked(v: &mut Validator, span: std::ops::Range<usize>, def: MissionDef) -> Option<MissionChoice> {
    match crate::mission::Mission::from_def(def.clone()) {
        Ok(_) => Some(MissionChoice::Inline(Box::new(def))),
        Err(e) => {
            for p in e.problems {
                v.report_span(Severity::Error, span.clone(), format!("map: {p}"));
            }
            None
        }
    }
}

/// Puts the described position on the board.
pub fn position(file: &Position, sc: &mut Scenario, v: &mut Validator) {
    let game = sc.game.clone();
    let mut names = Names { v, game: &game };
    // Resolve everything first (the names borrow the game), then edit.
    let heli = file.helicopter.as_ref().map(|h| {
        let zone = names.zone(&h.zone);
        let items: Vec<Option<u8>> = h.items.iter().map(|i| names.item(i)).collect();
        (zone, h.flying, items)
    });
    let mut survivors = Vec::new();
    for s in &file.survivors {
        let Some(i) = names.survivor(&s.id) else { continue };
        let zone = s.zone.as_ref().map(|z| names.zone(z));
        let mut slots: Option<[Slot; SLOTS]> = None;
        // Hoard's sixth slot is there only for a survivor with it (RM-SKILL-43).
        let hoard = s.skills.iter().any(|k| k.get_ref() == "hoard");
        let n_slots = SLOTS - usize::from(!hoard);
        if s.hands.is_some() || s.reserve.is_some() || s.wounds.is_some() {
            let mut out = [Slot::EMPTY; SLOTS];
            if let Some(h) = &s.hands {
                if h.get_ref().len() > 2 {
                    names.v.error_at(h, "two hands: [left, right]");
                }
                for (k, n) in h.get_ref().iter().take(2).enumerate() {
                    out[k] = names.slot(n).unwrap_or(Slot::EMPTY);
                }
            }
            if let Some(r) = &s.reserve {
                if r.get_ref().len() > n_slots - 2 {
                    names
                        .v
                        .error_at(r, format!("{} reserve slots; this survivor has {}", r.get_ref().len(), n_slots - 2));
                }
                for (k, n) in r.get_ref().iter().take(n_slots - 2).enumerate() {
                    out[2 + k] = names.slot(n).unwrap_or(Slot::EMPTY);
                }
            }
            if let Some(w) = &s.wounds {
                let listed = out.iter().filter(|x| x.is_wound()).count() as u8;
                for _ in listed..*w.get_ref() {
                    match (2..n_slots).chain(0..2).find(|&k| out[k].is_empty()) {
                        Some(k) => out[k] = Slot::WOUND,
                        None => {
                            names.v.error_at(w, "no free slot left for this wound card");
                            break;
                        }
                    }
                }
                if *w.get_ref() >= 2 {
                    names.v.error_at(w, "two wound cards kill a survivor (RM-ZATK-5); write `alive = false`");
                }
            }
            slots = Some(out);
        }
        let skills: Vec<_> = s.skills.iter().filter_map(|k| names.skill(k)).collect();
        let damage_with = names.damage_with(&s.skills);
        survivors.push((s, i, zone, slots, skills, damage_with));
    }
    let zombies: Vec<_> = file.zombies.iter().map(|(z, k)| (names.zone(z), k.as_array())).collect();
    let noise: Vec<_> = file.noise.iter().map(|(z, n)| (names.zone(z), *n)).collect();
    let open: Vec<_> = file.open_doors.iter().map(|d| names.door(d)).collect();
    let closed: Vec<_> = file.closed_doors.iter().map(|d| names.door(d)).collect();
    let spawned: Vec<_> = file.spawned.iter().map(|z| names.zone(z)).collect();
    let objectives: Vec<_> = file
        .objectives_taken
        .iter()
        .map(|z| {
            let r = names.zone(z);
            if let Some(zz) = r
                && names.game.statics().map().zone(zz).objective.is_none()
            {
                names.v.error_at(z, format!("zone {:?} holds no objective", z.get_ref()));
            }
            r
        })
        .collect();
    let tents: Vec<_> = file
        .tents
        .iter()
        .map(|(z, t)| {
            let r = names.zone(z);
            if let Some(zz) = r
                && !names.game.statics().map().zone(zz).tent_spot
            {
                names.v.error_at(z, format!("zone {:?} is not a tent spot", z.get_ref()));
            }
            (r, *t.card.get_ref(), t.revealed)
        })
        .collect();
    let active = file.active.as_ref().map(|a| names.survivor(a));
    let v = names.v;

    let s = sc.game.state_mut();
    if let Some(t) = file.turn {
        s.turn = t;
    }
    if let Some((Some(zone), flying, items)) = heli {
        s.heli.zone = zone;
        s.heli.flying = flying;
        if let Some(h) = &file.helicopter {
            s.heli.can_fly = h.can_fly;
        }
        for (k, c) in items.into_iter().flatten().enumerate() {
            if let Some(x) = s.heli.items.get_mut(k) {
                *x = Slot::card(c);
            }
        }
    }
    for (z, counts) in zombies {
        if let Some(z) = z {
            s.zombies[z as usize] = counts;
        }
    }
    for (z, n) in noise {
        if let Some(z) = z {
            s.noise[z as usize] = n;
        }
    }
    for d in open.into_iter().flatten() {
        s.open_doors |= 1 << d;
    }
    for d in closed.into_iter().flatten() {
        s.open_doors &= !(1 << d);
    }
    for z in spawned.into_iter().flatten() {
        s.spawned |= 1 << z;
    }
    for z in objectives.into_iter().flatten() {
        s.objectives_taken |= 1 << z;
    }
    for (z, card, revealed) in tents {
        if let Some(z) = z {
            s.tents[z as usize] = crate::TentCard::ALL.iter().position(|t| *t == card).unwrap_or(0) as u8;
            if revealed {
                s.tents_revealed |= 1 << z;
            }
        }
    }
    for (spec, i, zone, slots, skills, damage_with) in survivors {
        let sv = &mut s.survivors[i as usize];
        if let Some(Some(z)) = zone {
            sv.zone = z;
        }
        if let Some(slots) = slots {
            sv.slots = slots;
            sv.wounds = slots.iter().filter(|x| x.is_wound()).count() as u8;
        }
        if let Some(xp) = spec.xp {
            sv.xp = xp;
        }
        for k in skills {
            sv.skills.insert(k);
        }
        if let Some(c) = damage_with {
            sv.damage_with = c + 1;
        }
        if !spec.alive {
            sv.flags &= !flag::ALIVE;
        }
        if spec.activated {
            sv.flags |= flag::DONE;
        }
        if spec.searched {
            sv.flags |= flag::SEARCHED;
        }
        if let Some(seat) = &spec.aboard {
            let seat_n = *seat.get_ref();
            if s.heli.zone == crate::map::NO_ZONE {
                v.error_at(seat, "there is no helicopter: add a [helicopter] table");
            } else if seat_n as usize >= s.heli.seats.len() {
                v.error_at(seat, format!("no helicopter seat {seat_n} (0 is the pilot, 1 to 3 passengers)"));
            } else if s.heli.seats[seat_n as usize] != NONE {
                v.error_at(seat, format!("helicopter seat {seat_n} is taken twice"));
            } else {
                s.heli.seats[seat_n as usize] = i;
                s.survivors[i as usize].aboard = seat_n;
                s.survivors[i as usize].zone = s.heli.zone;
            }
        }
    }
    if let Some(Some(a)) = active {
        let id = sc.game.statics().survivors[a as usize].id.clone();
        let _ = sc.activate(&id);
    }
    for spec in &file.survivors {
        let Some(n) = &spec.actions else { continue };
        let Some(i) = sc.game.statics().survivors.iter().position(|x| &x.id == spec.id.get_ref()) else { continue };
        if sc.game.state().active != i as u8 {
            v.error_at(n, "only the active survivor has actions left")
                .set_help(format!("add `active = {:?}` at the top", spec.id.get_ref()));
        } else {
            sc.game.state_mut().survivors[i].actions = *n.get_ref();
        }
    }
}
