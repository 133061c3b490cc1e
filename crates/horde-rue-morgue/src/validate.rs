//! Checking mission and tile files for `horde validate`: every problem at
//! once, each with its file, line, column and field.
//!
//! [`validate_path_sources`] takes the files as [`Source`]s (the caller
//! reads them, e.g. with `horde_data::load_dir`). Files under a `tiles`
//! folder, or with a top-level `role`, are tile faces; the rest are
//! missions. Missions lay the given tiles, and the shipped ones for ids the
//! given files do not define.

use crate::content::ZombieKind;
use crate::map::{LinkKind as MapLink, Map, MapError, ZoneId, iter_mask};
use crate::mission::{Color, Condition, DoorColor, Mode};
use crate::tiles::{self, Compiled, MissionFile, TENT_CARDS, Tile, TileLibrary, ZoneEntry};
use horde_data::{Diagnostic, Diagnostics, Severity, Source, Validator, parse};
use std::collections::BTreeMap;
use toml::Spanned;

/// Starting equipment, dealt at setup (RM-SETUP-5/6).
const STARTING_IDS: &[&str] = &["bow", "crowbar", "fire_axe"];

/// Ids of the equipment cards (`content/rue-morgue/equipment.toml`,
/// RM-PARTS-8), which missions may remove or give.
pub const EQUIPMENT_IDS: &[&str] = &[
    "aaahh",
    "ak_47",
    "gasoline",
    "chainsaw",
    "nail_bat",
    "bottle",
    "rifle",
    "guillotine",
    "double_barrel",
    "shotgun",
    "molotov",
    "kolotushka",
    "bow",
    "m10",
    "mp5",
    "sword",
    "plenty_of_ammo_shells",
    "plenty_of_ammo_bullets",
    "crowbar",
    "knife",
    "sawed_off",
    "scope",
    "pistol",
    "fire_axe",
    "bulletproof_vest",
    "sabre",
    "hockey_mask",
    "sniper_rifle",
];

/// The difficulty labels of the rulebook's mission list (§13).
pub const DIFFICULTIES: &[&str] = &["easy", "medium", "hard", "competitive"];

/// Zombie miniatures in the box (RM-PARTS-3).
fn supply(kind: ZombieKind) -> u16 {
    match kind {
        ZombieKind::Walker => 40,
        ZombieKind::Fatty => 8,
        ZombieKind::Runner => 16,
        ZombieKind::Crawler => 15,
        ZombieKind::Abomination => 1,
    }
}

/// Checks every given mission and tile file (see [`file_kind`]; anything
/// else is read as a mission); reports every problem found, sorted by file
/// and position. An empty result means all is well.
pub fn validate_path_sources(sources: &[Source]) -> Diagnostics {
    let mut all = Diagnostics::new();
    let (tile_sources, mission_sources): (Vec<&Source>, Vec<&Source>) = sources.iter().partition(|s| is_tile(s));

    // Tiles first: missions lay them.
    let mut lib: TileLibrary = tiles::builtin_tiles().clone();
    let mut seen_tiles: BTreeMap<String, (Source, std::ops::Range<usize>)> = BTreeMap::new();
    for s in &tile_sources {
        let (tile, d) = Tile::load(s);
        all.append(d);
        if let Ok(file) = parse::<tiles::TileFile>(s) {
            let id = file.id.get_ref().clone();
            if let Some((first, span)) = seen_tiles.get(&id) {
                all.push(
                    Diagnostic::error(s, file.id.span(), format!("duplicate tile id {id:?}"))
                        .with_field("id")
                        .with_note(Diagnostic::note(first, span.clone(), "first defined here")),
                );
            } else {
                seen_tiles.insert(id.clone(), ((*s).clone(), file.id.span()));
            }
        }
        if let Some(t) = tile {
            lib.insert(t);
        }
    }

    let mut seen_missions: BTreeMap<String, (Source, std::ops::Range<usize>)> = BTreeMap::new();
    for s in &mission_sources {
        let file: MissionFile = match parse(s) {
            Ok(f) => f,
            Err(d) => {
                all.append(d);
                continue;
            }
        };
        let id = file.id.get_ref().clone();
        if let Some((first, span)) = seen_missions.get(&id) {
            all.push(
                Diagnostic::error(s, file.id.span(), format!("duplicate mission id {id:?}"))
                    .with_field("id")
                    .with_note(Diagnostic::note(first, span.clone(), "first defined here")),
            );
        } else {
            seen_missions.insert(id, ((*s).clone(), file.id.span()));
        }
        let mut v = Validator::new(s);
        let compiled = tiles::compile_file(s, &file, &lib, &mut v);
        // The map checks need a map that compiled cleanly; the file checks
        // run whatever happened, so one report lists every problem.
        let compiled_ok = v.is_ok();
        check_file(&file, &mut v);
        if let Some(c) = &compiled
            && compiled_ok
        {
            check_map(&file, c, &mut v);
        }
        all.append(v.finish());
    }
    all.sort();
    all
}

/// What a content file holds, for the files this module checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Tile,
    Mission,
}

/// Tells tile and mission files from the rest (the catalogue of zombies,
/// equipment...): by their folder (`tiles/`, `missions/`), else by their
/// top-level keys (a tile has `role` and `cells`; a mission has `name_en`
/// and a map, tiles or victory conditions). `None` for other files.
pub fn file_kind(s: &Source) -> Option<FileKind> {
    let name = s.name.replace('\\', "/");
    let folders: Vec<&str> = name.split('/').rev().skip(1).collect();
    if folders.first() == Some(&"tiles") {
        return Some(FileKind::Tile);
    }
    if folders.first() == Some(&"missions") {
        return Some(FileKind::Mission);
    }
    let doc: toml::Table = toml::from_str(&s.text).ok()?;
    if doc.contains_key("role") && doc.contains_key("cells") {
        Some(FileKind::Tile)
    } else if doc.contains_key("name_en")
        && ["map", "tiles", "victory", "competitive"].iter().any(|k| doc.contains_key(*k))
    {
        Some(FileKind::Mission)
    } else {
        None
    }
}

fn is_tile(s: &Source) -> bool {
    file_kind(s) == Some(FileKind::Tile)
}

/// Checks that need only the file.
fn check_file(file: &MissionFile, v: &mut Validator) {
    if let Some(d) = &file.difficulty {
        v.check_ref(d, DIFFICULTIES, "difficulty");
    }
    if let Some(m) = &file.min_survivors {
        let n = *m.get_ref();
        if !(6..=12).contains(&n) {
            v.error_at(m, format!("{n} survivors: a game has 6 to 12 survivors in all (RM-SETUP-4)"));
        }
    }
    if file.source.get_ref().trim().is_empty() {
        v.error_at(&file.source, "empty source: say where the design comes from (\"horde\" for our own)");
    }
    if let Some(t) = &file.turn_limit
        && *t.get_ref() == 0
    {
        v.error_at(t, "turn_limit = 0 ends the game before it starts");
    }

    let competitive = file.mode.as_ref().is_some_and(|m| *m.get_ref() == Mode::Competitive);
    if let Some(c) = &file.competitive
        && !competitive
    {
        v.error_at(c, "competitive rules in a cooperative mission (RM-VS-5)")
            .set_help("set `mode = \"competitive\"`, or remove [competitive]");
    }
    if let Some(d) = &file.difficulty {
        if d.get_ref() == "competitive" && !competitive {
            v.error_at(d, "difficulty \"competitive\" in a cooperative mission")
                .set_help("set `mode = \"competitive\"`");
        }
        if competitive && d.get_ref() != "competitive" {
            v.error_at(d, "a competitive mission has no difficulty label but \"competitive\" (§13)");
        }
    }
    if competitive {
        if let Some(first) = file.victory.first() {
            v.error_at(first, "a competitive mission is won on XP (RM-VS-2), not by victory conditions")
                .set_help("move the conditions that end the game to [competitive] end");
        }
        let ends = file.competitive.as_ref().is_some_and(|c| !c.get_ref().end.is_empty());
        if !ends && file.turn_limit.is_none() {
            let at = file.mode.as_ref().map_or(file.id.span(), Spanned::span);
            v.report_span(
                Severity::Error,
                at,
                "a competitive game never ends: give [competitive] end conditions or a turn_limit",
            );
        }
        for c in file.competitive.iter().flat_map(|c| &c.get_ref().end) {
            if matches!(c.get_ref(), Condition::AllSurvivorsDead) {
                v.warn_at(c, "the game already ends when every survivor is dead");
            }
        }
    } else {
        if file.victory.is_empty() {
            v.error_at(&file.id, "no victory condition (RM-GOAL-5)")
                .set_help("add `[[victory]]` with a `type`, e.g. \"all_objectives_taken\"");
        }
        for c in &file.victory {
            if matches!(c.get_ref(), Condition::AllSurvivorsDead | Condition::AnySurvivorDead) {
                v.error_at(c, "this victory condition is a defeat (RM-GOAL-4)");
            }
        }
    }
    for c in &file.defeat {
        if matches!(
            c.get_ref(),
            Condition::AllSurvivorsEscaped | Condition::AllObjectivesTaken | Condition::ObjectivesTaken { .. }
        ) {
            v.warn_at(c, "a defeat condition that holds when the players do well");
        }
    }
    let limit = file.turn_limit.as_ref().map(|t| *t.get_ref());
    for c in file.victory.iter().chain(file.competitive.iter().flat_map(|c| &c.get_ref().end)) {
        if let Condition::SurviveTurns { turns } = c.get_ref() {
            if *turns == 0 {
                v.error_at(c, "survive 0 turns holds before the game starts");
            }
            if let Some(l) = limit
                && *turns >= l
            {
                v.error_at(c, format!("can never be met: the game ends at turn {l}, before turn {turns} is over"));
            }
        }
    }

    // Start, spawn zones and indicators (RM-SETUP-8, RM-SPAWN-1..4).
    let map_at = || file.tiles.as_ref().map(Spanned::span).or(file.map.as_ref().map(Spanned::span));
    if !file.zones.iter().any(|e| e.start.as_ref().is_some_and(|s| *s.get_ref())) {
        let at = map_at().unwrap_or(file.id.span());
        v.report_span(Severity::Error, at, "no starting zone (RM-SETUP-8)").set_help("add `start = true` to a zone");
    }
    let mut holder: BTreeMap<u8, &Spanned<u8>> = BTreeMap::new();
    let mut first_list: Option<&Spanned<Vec<Spanned<u8>>>> = None;
    for e in &file.zones {
        let Some(list) = &e.spawn else { continue };
        first_list.get_or_insert(list);
        for i in list.get_ref() {
            let n = *i.get_ref();
            if !(1..=6).contains(&n) {
                v.error_at(i, format!("spawn indicator {n}: indicators are numbered 1 to 6 (RM-SPAWN-2)"));
                continue;
            }
            if let Some(first) = holder.get(&n) {
                let note = v.note_at(*first, "first placed here");
                v.error_at(
                    i,
                    format!("spawn indicator {n} is placed twice; a die showing {n} must name one zone (RM-SPAWN-4)"),
                )
                .push_note(note);
            } else {
                holder.insert(n, i);
            }
        }
    }
    if let Some(list) = first_list {
        let missing: Vec<String> = (1..=6u8).filter(|n| !holder.contains_key(n)).map(|n| n.to_string()).collect();
        if !missing.is_empty() {
            let (s, them) = if missing.len() == 1 { ("", "it") } else { ("s", "them") };
            v.error_at(
                list,
                format!(
                    "spawn indicator{s} {} on no zone: a die showing {them} would spawn nothing (RM-SPAWN-4)",
                    missing.join(", ")
                ),
            )
            .set_help("place all six indicators 1 to 6, or none (RM-SPAWN-11)");
        }
    }
    let spawns =
        file.zones.iter().any(|e| e.spawn.as_ref().is_some_and(|l| !l.get_ref().is_empty()) || e.spawn_color.is_some());
    if !spawns {
        let at = map_at().unwrap_or(file.id.span());
        v.report_span(Severity::Error, at, "no spawn zone (RM-SPAWN-1)").set_help("add `spawn = [1, 2]` to a zone");
    }

    // Victory conditions that need tokens the zone table does not place
    // (exits and objectives come only from the mission's zone table).
    let objectives = |c: Option<Color>| {
        file.zones
            .iter()
            .filter_map(|e| e.objective.as_ref())
            .filter(|o| c.is_none_or(|c| o.get_ref().color == c))
            .count()
    };
    let exits = file.zones.iter().any(|e| e.exit.as_ref().is_some_and(|x| *x.get_ref()));
    for cond in file.victory.iter().chain(file.competitive.iter().flat_map(|c| &c.get_ref().end)) {
        match *cond.get_ref() {
            Condition::AllObjectivesTaken if objectives(None) == 0 => {
                v.error_at(cond, "can never be met: the map has no objective");
            }
            Condition::ObjectivesTaken { color: col, count } => {
                let have = objectives(col);
                let what = col.map_or("objectives".to_string(), |c| format!("{} objectives", color(c)));
                match count {
                    Some(n) if usize::from(n) > have => {
                        v.error_at(cond, format!("can never be met: it needs {n} {what} taken, the map has {have}"));
                    }
                    Some(0) => {
                        v.warn_at(cond, "count = 0 always holds");
                    }
                    None if have == 0 => {
                        v.error_at(cond, format!("can never be met: the map has no {what}"));
                    }
                    _ => {}
                }
            }
            Condition::AllSurvivorsEscaped if !exits => {
                v.error_at(cond, "can never be met: no zone has the exit token")
                    .set_help("add `exit = true` to a zone");
            }
            _ => {}
        }
    }

    // Equipment.
    let removed: Vec<&str> = file.equipment.iter().flat_map(|e| &e.remove).map(|r| r.get_ref().as_str()).collect();
    if let Some(e) = &file.equipment {
        for r in e.remove.iter().chain(&e.give) {
            v.check_ref(r, EQUIPMENT_IDS, "equipment card");
        }
        for g in &e.give {
            if removed.contains(&g.get_ref().as_str()) {
                v.error_at(g, format!("{:?} is both given and removed", g.get_ref()));
            }
            if STARTING_IDS.contains(&g.get_ref().as_str()) {
                v.error_at(
                    g,
                    format!("{:?} is starting equipment, dealt at setup (RM-SETUP-6); it cannot be given", g.get_ref()),
                )
                .set_help("give a deck or set-aside card");
            }
        }
    }
    let parts_removed = ["molotov", "bottle", "gasoline"].iter().any(|p| removed.contains(p));
    let molotov = !parts_removed || file.equipment.iter().flat_map(|e| &e.give).any(|g| g.get_ref() == "molotov");
    for c in file.victory.iter().chain(file.competitive.iter().flat_map(|c| &c.get_ref().end)) {
        if matches!(c.get_ref(), Condition::AbominationKilled) && !molotov {
            v.error_at(c, "can never be met: only a Molotov cocktail kills the Atomic Abomination (RM-ABOM-3), and the mission removes its parts");
        }
    }

    // Zombies at setup.
    let mut count: BTreeMap<ZombieKind, u16> = BTreeMap::new();
    for z in &file.start_zombies {
        let kind = *z.kind.get_ref();
        let n = z.count.as_ref().map_or(1, |c| *c.get_ref());
        if n == 0
            && let Some(c) = &z.count
        {
            v.warn_at(c, "count = 0 places nothing");
        }
        let total = count.entry(kind).or_insert(0);
        *total += u16::from(n);
        if *total > supply(kind) {
            let at = z.count.as_ref().map_or(z.kind.span(), Spanned::span);
            v.report_span(
                Severity::Error,
                at,
                format!("{total} zombies of this kind at setup; the box has {} (RM-PARTS-3)", supply(kind)),
            );
        }
    }
}

/// Checks of the compiled map: reachability, spawn indicators, conditions
/// that can never be met.
fn check_map(file: &MissionFile, c: &Compiled, v: &mut Validator) {
    // Tiles named by event tokens must be on the table.
    let faces: Vec<&str> = c.layout.tile_names.iter().map(String::as_str).collect();
    for t in &file.event_tiles {
        if !faces.contains(&t.get_ref().as_str()) {
            v.error_at(t, format!("event token on tile {:?}, which is not on the map (RM-EVENT-2)", t.get_ref()))
                .set_help(format!("the tiles laid are {}", faces.join(", ")));
        }
    }

    // Indicators out of range or placed twice, and events on tiles not
    // laid, were reported above; drop them here so the rest of the map can
    // still be checked.
    let mut def = c.def.clone();
    def.event_tiles.retain(|t| faces.contains(&t.as_str()));
    if def.helicopter.as_ref().is_some_and(|h| !c.board.names.contains_key(&h.zone)) {
        def.helicopter = None;
    }
    let mut seen = 0u8;
    for z in &mut def.zones {
        z.spawn.retain(|&n| {
            let keep = (1..=6).contains(&n) && seen & (1 << n) == 0;
            if keep {
                seen |= 1 << n;
            }
            keep
        });
    }
    let map = match Map::from_mission(&def) {
        Ok(m) => m,
        Err(errors) => {
            // The checks above should have caught these; never hide one.
            if v.is_ok() {
                for MapError(e) in errors {
                    v.error_at(&file.id, format!("map: {e}"));
                }
            }
            return;
        }
    };
    let board = &c.board;
    let names: Vec<&str> = board.names.keys().map(String::as_str).collect();
    let entry_of = |z: ZoneId| board.zones[z as usize].entry.map(|i| &file.zones[i]);
    let map_at = || file.tiles.as_ref().map(Spanned::span).or(file.map.as_ref().map(Spanned::span));

    let starts: u64 = mask(&map, |z| z.start);
    for z in iter_mask(starts) {
        let zone = map.zone(z);
        if (zone.wreck || zone.tent_spot)
            && let Some(s) = entry_of(z).and_then(|e| e.start.as_ref())
        {
            let what = if zone.wreck { "under the crashed helicopter (RM-WRECK-1)" } else { "in a tent" };
            v.error_at(s, format!("survivors cannot start {what}"));
        }
    }

    for (i, z) in map.zones.iter().enumerate() {
        let Some(e) = entry_of(i as ZoneId) else { continue };
        if z.is_spawn() && z.wreck {
            let at = e.spawn.as_ref().map_or(e.id.span(), Spanned::span);
            v.report_span(Severity::Error, at, "a spawn zone under the crashed helicopter never spawns (RM-WRECK-2)");
        }
        if let (Some(c), Some(sc)) = (z.spawn_color, &e.spawn_color)
            && c != Color::Red
            && !has_objective(&map, c)
        {
            v.warn_at(sc, format!("this {} spawn zone never wakes: no {} objective (RM-SPAWN-12)", color(c), color(c)));
        }
    }

    // The helicopter and the crashed helicopter are the two faces of one
    // token (RM-WRECK-4), so a mission lays one or the other.
    if let Some(h) = &file.helicopter
        && map.zones.iter().any(|z| z.wreck)
    {
        v.error_at(
            h,
            "the helicopter and its wreck are two faces of one token: a mission has one or the other (RM-WRECK-4)",
        );
    }

    check_objective_tokens(&map, &entry_of, v);

    // Coloured doors open once an objective of their colour is taken.
    for (d, door) in file.doors.iter().filter_map(|d| d.color.as_ref().map(|c| (d, *c.get_ref()))) {
        let c = match door {
            DoorColor::Blue => Color::Blue,
            DoorColor::Pink => Color::Pink,
            DoorColor::Neutral => continue,
        };
        if !has_objective(&map, c)
            && let Some(col) = &d.color
        {
            v.warn_at(col, format!("no {} objective on the map: this door opens like a neutral one", color(c)));
        }
    }

    // Helicopter.
    let heli = file.helicopter.as_ref().map(|h| h.get_ref());
    let mut heli_zone = None;
    if let Some(h) = heli
        && v.check_ref(&h.zone, &names, "zone")
    {
        let z = board.names[h.zone.get_ref()] as ZoneId;
        heli_zone = Some(z);
        if let Some(f) = &h.fuel
            && !has_objective(&map, *f.get_ref())
        {
            v.error_at(
                f,
                format!(
                    "the helicopter can never take off: its fuel is the {} objectives, and there is none",
                    color(*f.get_ref())
                ),
            );
        }
        if !h.flying && h.can_fly.unwrap_or(true) && !map.zone(z).landing {
            v.warn_at(&h.zone, "the helicopter stands outside a landing zone, so it can never take off (RM-HELI-8)");
        }
    }
    let can_fly = heli.is_some_and(|h| h.can_fly.unwrap_or(true));

    // Other zone references.
    for z in &file.start_zombies {
        v.check_ref(&z.zone, &names, "zone");
    }
    let tents = map.zones.iter().filter(|z| z.tent_spot).count();
    if tents > TENT_CARDS {
        let at = map_at().unwrap_or(file.id.span());
        v.report_span(
            Severity::Error,
            at,
            format!("{tents} tent spots; the box has {TENT_CARDS} tent cards (RM-PARTS-6)"),
        )
        .set_help("set `tent_spot = false` on some zones");
    }

    // What the survivors can reach: every door opened, coloured ones once
    // an objective of their colour is in reach, the helicopter flown.
    let reach = reachable(&map, starts, heli_zone, heli.and_then(|h| h.fuel.as_ref()).map(|f| *f.get_ref()), can_fly);
    for (i, z) in map.zones.iter().enumerate() {
        if z.objective.is_some()
            && reach & (1 << i) == 0
            && let Some(o) = entry_of(i as ZoneId).and_then(|e| e.objective.as_ref())
        {
            v.error_at(
                o,
                format!(
                    "the objective in {} cannot be reached from the starting zone, even with every door opened",
                    z.id
                ),
            );
        }
    }

    let exits = mask(&map, |z| z.exit);
    let ends = file.victory.iter().chain(file.competitive.iter().flat_map(|c| &c.get_ref().end));
    for cond in ends {
        match *cond.get_ref() {
            Condition::AllSurvivorsEscaped if exits != 0 && exits & reach == 0 => {
                let at = file.zones.iter().find_map(|e| e.exit.as_ref()).map_or(cond.span(), Spanned::span);
                v.report_span(Severity::Error, at, "the exit cannot be reached from the starting zone");
            }
            Condition::AllTentsRevealed => {
                if tents == 0 {
                    v.error_at(cond, "can never be met: the map has no tent");
                } else if let Some(z) = map.zones.iter().enumerate().find(|(i, z)| z.tent_spot && reach & (1 << i) == 0)
                {
                    v.error_at(cond, format!("can never be met: the tent in {} cannot be reached", z.1.id));
                }
            }
            _ => {}
        }
    }
}

fn color(c: Color) -> &'static str {
    match c {
        Color::Red => "red",
        Color::Blue => "blue",
        Color::Pink => "pink",
    }
}

fn mask(map: &Map, f: impl Fn(&crate::map::Zone) -> bool) -> u64 {
    map.zones.iter().enumerate().filter(|(_, z)| f(z)).fold(0, |m, (i, _)| m | 1 << i)
}

/// The box holds ten objective tokens, red on one face; one of them is blue
/// and one pink on the other (RM-PARTS-10). A mission that needs more
/// cannot be laid out with the box.
fn check_objective_tokens<'f>(map: &Map, entry_of: &dyn Fn(ZoneId) -> Option<&'f ZoneEntry>, v: &mut Validator) {
    const TOTAL: usize = 10;
    let (mut all, mut blue, mut pink) = (0usize, 0usize, 0usize);
    for (i, z) in map.zones.iter().enumerate() {
        let Some(o) = z.objective else { continue };
        all += 1;
        let over = match o.color {
            Color::Blue => {
                blue += 1;
                (blue > 1).then_some("a second blue objective: the box has one blue token (RM-PARTS-10)")
            }
            Color::Pink => {
                pink += 1;
                (pink > 1).then_some("a second pink objective: the box has one pink token (RM-PARTS-10)")
            }
            Color::Red => None,
        };
        let over = over.or((all > TOTAL).then_some("more than the box's ten objective tokens (RM-PARTS-10)"));
        if let (Some(msg), Some(e)) = (over, entry_of(i as ZoneId)) {
            match &e.objective {
                Some(at) => v.error_at(at, msg),
                None => v.error_at(&e.id, msg),
            };
        }
    }
}

fn has_objective(map: &Map, c: Color) -> bool {
    map.zones.iter().any(|z| z.objective.is_some_and(|o| o.color == c))
}

/// Zones the survivors can reach from `starts`: through every door (a
/// coloured one once an objective of its colour is reachable, as the
/// engine opens it), never through walls, fences (but ladders) or the
/// crashed helicopter; and to every landing zone once the helicopter,
/// fuelled, is reached.
pub(crate) fn reachable(map: &Map, starts: u64, heli: Option<ZoneId>, fuel: Option<Color>, can_fly: bool) -> u64 {
    let colour_open = |reach: u64, c: Color| {
        let holders = mask(map, |z| z.objective.is_some_and(|o| o.color == c));
        holders == 0 || holders & reach != 0
    };
    let mut reach = starts & !mask(map, |z| z.wreck);
    loop {
        let before = reach;
        let blue = colour_open(reach, Color::Blue);
        let pink = colour_open(reach, Color::Pink);
        let mut stack: Vec<ZoneId> = iter_mask(reach).collect();
        while let Some(z) = stack.pop() {
            for l in &map.links[z as usize] {
                let pass = match l.kind {
                    MapLink::Free | MapLink::Ladder | MapLink::Opening => true,
                    MapLink::Door(d) => match map.doors[d as usize].color {
                        DoorColor::Neutral => true,
                        DoorColor::Blue => blue,
                        DoorColor::Pink => pink,
                    },
                    MapLink::Fence | MapLink::Wall => false,
                };
                if pass && !map.zone(l.to).wreck && reach & (1 << l.to) == 0 {
                    reach |= 1 << l.to;
                    stack.push(l.to);
                }
            }
        }
        if let Some(h) = heli
            && can_fly
            && reach & (1 << h) != 0
        {
            // Every fuel objective must be in reach before take-off.
            let fuelled = fuel.is_none_or(|c| {
                let holders = mask(map, |z| z.objective.is_some_and(|o| o.color == c));
                holders & !reach == 0
            });
            if fuelled {
                reach |= mask(map, |z| z.landing && !z.wreck);
            }
        }
        if reach == before {
            return reach;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every shipped tile and mission, named by repository path.
    pub(crate) fn shipped() -> Vec<Source> {
        let mut all: Vec<Source> =
            crate::library::TILE_SOURCES.iter().map(|(name, text)| Source::new(*name, *text)).collect();
        all.extend(
            crate::library::BUILTIN_MISSIONS
                .iter()
                .map(|(id, text)| Source::new(crate::library::mission_path(id), *text)),
        );
        all
    }

    #[test]
    fn odd_files_are_reported_never_panic() {
        let head = "id = \"x\"\nname_ru = \"x\"\nname_en = \"x\"\nsource = \"horde\"\n";
        let missions = [
            format!("{head}tiles = []\n"),
            format!("{head}tiles = [{{ tile = \"1R\", at = [65535, 0] }}]\n"),
            format!("{head}tiles = [{{ tile = \"1R\", at = [0, 0], rotate = 65535 }}]\n"),
            format!("{head}[map]\ncells = \".\"\ntiles = \".\"\n"),
            format!("{head}[map]\ncells = \"\"\ntiles = \"\"\n"),
            format!(
                "{head}[map]\ncells = \"a a\\nb\"\ntiles = \"t t\\nt\"\n[[zone]]\nid = \"a\"\nkind = \"street\"\n[[zone]]\nid = \"a\"\nkind = \"building\"\n"
            ),
            format!("{head}tiles = [{{ tile = \"1R\", at = [0, 0] }}]\n[map]\ncells = \"a\"\ntiles = \"a\"\n"),
            head.to_string(),
            "not toml at all = = =".to_string(),
        ];
        for (i, text) in missions.iter().enumerate() {
            let d = validate_path_sources(&[Source::new(format!("missions/odd-{i}.toml"), text.as_str())]);
            assert!(d.error_count() > 0, "case {i}: {text}");
        }
        let tiles = [
            "id = \"1R\"\nname_ru = \"x\"\nname_en = \"x\"\nrole = \"street\"\nsource = \"horde\"\ncells = \"\"\n",
            "id = \"1R\"\nname_ru = \"x\"\nname_en = \"x\"\nrole = \"street\"\nsource = \"horde\"\ncells = \"a\\na a\\na a a\"\n",
            "id = \"\"\nname_ru = \"x\"\nname_en = \"x\"\nrole = \"street\"\nsource = \"horde\"\ncells = \"a\"\n",
        ];
        for (i, text) in tiles.iter().enumerate() {
            let d = validate_path_sources(&[Source::new(format!("tiles/odd-{i}.toml"), *text)]);
            assert!(d.error_count() > 0, "tile case {i}: {text}");
        }
    }

    #[test]
    fn shipped_content_has_no_problem_at_all() {
        let d = validate_path_sources(&shipped());
        assert!(d.is_empty(), "{d}");
    }
}

#[cfg(test)]
mod catalogue_tests {
    use super::*;
    use crate::content::builtin_catalog;

    #[test]
    fn equipment_ids_and_supply_match_the_shipped_catalogue() {
        let mut shipped: Vec<&str> = builtin_catalog().equipment.iter().map(|e| e.id.as_str()).collect();
        let mut ours: Vec<&str> = EQUIPMENT_IDS.to_vec();
        shipped.sort_unstable();
        ours.sort_unstable();
        assert_eq!(ours, shipped);
        for z in &builtin_catalog().zombies {
            assert_eq!(u16::from(z.supply), supply(z.kind), "{:?}", z.kind);
        }
    }
}
