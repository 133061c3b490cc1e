//! The Rue Morgue adapter: a mission's map (and its tile layout) to a
//! [`MapModel`]. A live game's overlay is built by the front end from a
//! seat's view with the [`crate::model::Overlay`] types.

use crate::model::ZombieStack;
use crate::model::{Area, Boundary, BoundaryKind, Helicopter, MapModel, TileMark, Tint, ZoneModel};
use crate::words::{Language, say};
use horde_rue_morgue::content::ZombieKind;
use horde_rue_morgue::map::{LinkKind, Map};
use horde_rue_morgue::mission::{Color, DoorColor, MissionDef, Mode, ZoneKind};
use horde_rue_morgue::texts::{names, texts};
use horde_rue_morgue::tiles::{Compiled, Layout};
use horde_rules::texts::Lang;

fn tint(c: Color) -> Tint {
    match c {
        Color::Red => Tint::Red,
        Color::Blue => Tint::Blue,
        Color::Pink => Tint::Pink,
    }
}

fn door_tint(c: DoorColor) -> Tint {
    match c {
        DoorColor::Neutral => Tint::Neutral,
        DoorColor::Blue => Tint::Blue,
        DoorColor::Pink => Tint::Pink,
    }
}

/// The static picture of a mission: `def` and the `map` derived from it,
/// plus the tile layout when the mission was compiled from a file.
pub fn map_model(def: &MissionDef, map: &Map, layout: Option<&Layout>) -> MapModel {
    let zone_layout = |i: usize| layout.and_then(|l| l.zones.get(i));
    let zones: Vec<ZoneModel> = map
        .zones
        .iter()
        .enumerate()
        .map(|(i, z)| {
            let zl = zone_layout(i);
            let area = match z.kind {
                ZoneKind::Building => Area::Building,
                ZoneKind::Corridor => Area::Corridor,
                ZoneKind::Street if zl.is_some_and(|l| l.fenced) => Area::Pad,
                ZoneKind::Street if zl.is_some_and(|l| l.camp) => Area::Camp,
                ZoneKind::Street => Area::Street,
            };
            let spawn = z.spawn_color.map(|c| {
                let numbers: Vec<u8> = (1..=6u8).filter(|n| z.indicators & (1 << n) != 0).collect();
                (tint(c), numbers)
            });
            ZoneModel {
                id: z.id.clone(),
                name: zl.and_then(|l| l.name.clone()),
                area: Some(area),
                searchable: z.searchable,
                spawn,
                objective: z.objective.map(|o| tint(o.color)),
                exit: z.exit,
                start: z.start,
                tent: z.tent_spot,
                manhole: z.manhole,
                landing: z.landing,
                wreck: z.wreck,
                beds_blue: z.beds_blue,
                beds_green: z.beds_green,
            }
        })
        .collect();

    let mut boundaries = Vec::new();
    for (a, links) in map.links.iter().enumerate() {
        for l in links.iter().filter(|l| usize::from(l.to) > a) {
            let b = usize::from(l.to);
            let (za, zb) = (zones[a].area(), zones[b].area());
            let kind = match l.kind {
                LinkKind::Free => match (za, zb) {
                    (Area::Street, Area::Street) => BoundaryKind::Crossing,
                    (Area::Corridor, Area::Corridor) => BoundaryKind::Marking,
                    _ => BoundaryKind::Open,
                },
                LinkKind::Fence => BoundaryKind::Fence,
                LinkKind::Ladder => BoundaryKind::Ladder,
                LinkKind::Opening => BoundaryKind::Opening,
                LinkKind::Door(d) => {
                    let door = &map.doors[usize::from(d)];
                    BoundaryKind::Door { tint: door_tint(door.color), open: door.open }
                }
                LinkKind::Wall => BoundaryKind::Wall,
            };
            boundaries.push(Boundary { a, b, kind });
        }
    }

    let cells: Vec<Option<usize>> =
        map.cells.iter().map(|&c| (c != horde_rue_morgue::map::NO_ZONE).then_some(usize::from(c))).collect();
    let mut tiles = layout.map(tile_marks).unwrap_or_default();
    for t in &mut tiles {
        t.event = def.event_tiles.contains(&t.name);
    }
    let helicopter = def
        .helicopter
        .as_ref()
        .and_then(|h| map.zone_by_id(&h.zone).map(|z| Helicopter { zone: usize::from(z), flying: h.flying }));
    let zombies = def
        .start_zombies
        .iter()
        .filter_map(|p| {
            let zone = usize::from(map.zone_by_id(&p.zone)?);
            Some(ZombieStack { zone, kind: zombie_letter(p.kind), count: p.count })
        })
        .collect();
    MapModel {
        title: format!("{} «{}»", def.name_en, def.name_ru),
        subtitle: subtitle(def, Language::En),
        width: map.width,
        height: map.height,
        cells,
        zones,
        boundaries,
        tiles,
        helicopter,
        zombies,
    }
}

/// The line under the title: id, mode, difficulty, survivors, turn limit.
pub fn subtitle(def: &MissionDef, language: Language) -> String {
    let mode = match def.mode {
        Mode::Cooperative => "cooperative",
        Mode::Competitive => "competitive",
    };
    let mut out = format!("{} · {}", def.id, say(mode, language));
    if !def.difficulty.is_empty() && def.mode == Mode::Cooperative {
        out.push_str(&format!(" · {}", say(&def.difficulty, language)));
    }
    out.push_str(&match language {
        Language::En => format!(" · {}+ survivors", def.min_survivors),
        Language::Ru => format!(" · выживших: {}+", def.min_survivors),
    });
    if let Some(t) = def.turn_limit {
        out.push_str(&match language {
            Language::En => format!(" · {t} turns"),
            Language::Ru => format!(" · ходов: {t}"),
        });
    }
    out
}

/// The letter a zombie kind is drawn with where a picture has no reader's
/// language (a mission's map, the terminal picture): the English one.
fn zombie_letter(kind: ZombieKind) -> char {
    names::board_letter(texts().tr(Lang::En), kind)
}

/// Tile outlines: the laid tiles, or for a grid drawn cell by cell the
/// square blocks its tile names cover.
fn tile_marks(l: &Layout) -> Vec<TileMark> {
    if !l.tiles.is_empty() {
        return l
            .tiles
            .iter()
            .map(|t| TileMark { name: t.id.clone(), x: t.x, y: t.y, size: t.size, rotate: t.rotate, event: false })
            .collect();
    }
    let mut out = Vec::new();
    for (i, name) in l.tile_names.iter().enumerate() {
        let cells: Vec<(usize, usize)> = l
            .cell_tile
            .iter()
            .enumerate()
            .filter(|(_, t)| **t == Some(i))
            .map(|(k, _)| (k % l.width.max(1), k / l.width.max(1)))
            .collect();
        let (Some(x0), Some(y0)) = (cells.iter().map(|c| c.0).min(), cells.iter().map(|c| c.1).min()) else {
            continue;
        };
        let x1 = cells.iter().map(|c| c.0).max().unwrap_or(x0);
        let y1 = cells.iter().map(|c| c.1).max().unwrap_or(y0);
        if x1 - x0 == y1 - y0 {
            out.push(TileMark { name: name.clone(), x: x0, y: y0, size: x1 - x0 + 1, rotate: 0, event: false });
        }
    }
    out
}

/// The picture of a compiled mission file.
pub fn compiled_model(c: &Compiled) -> Result<MapModel, String> {
    let map =
        Map::from_mission(&c.def).map_err(|e| e.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))?;
    Ok(map_model(&c.def, &map, Some(&c.layout)))
}

/// The picture of a shipped mission, by id.
pub fn builtin_model(id: &str) -> Option<Result<MapModel, String>> {
    let compiled = horde_rue_morgue::tiles::builtin_compiled(id)?;
    Some(compiled.map_err(|d| d.to_string()).and_then(|c| compiled_model(&c)))
}

/// A live game's overlay from one viewer's [`View`](horde_rue_morgue::View):
/// survivors (initials, coloured by seat), zombies by kind with counts,
/// noise, open doors, taken objectives, the helicopter and a status line.
/// The front end passes the view of the seat it draws for; nothing here
/// reads the engine's state.
pub fn overlay_from_view(map: &MapModel, view: &horde_rue_morgue::View) -> crate::model::Overlay {
    let initials = |i: usize| view.survivors.get(i).map(|s| s.name.chars().take(2).collect()).unwrap_or_default();
    overlay_named(map, view, &zombie_letter, &initials)
}

/// [`overlay_from_view`] with the pieces named by `letter` (a zombie kind)
/// and `initials` (a survivor, by index in the view): a page names them
/// in its reader's language, as its key does.
pub fn overlay_named(
    map: &MapModel,
    view: &horde_rue_morgue::View,
    letter: &dyn Fn(ZombieKind) -> char,
    initials: &dyn Fn(usize) -> String,
) -> crate::model::Overlay {
    use crate::model::{Overlay, Piece};
    let zone = |id: &str| map.zone_index(id);
    let mut o = Overlay::default();
    for (i, z) in view.zones.iter().enumerate() {
        let Some(at) = zone(&z.id).or(Some(i).filter(|&i| i < map.zones.len())) else { continue };
        for (k, &n) in z.zombies.iter().enumerate() {
            if n > 0
                && let Some(kind) = ZombieKind::ALL.get(k)
            {
                o.zombies.push(ZombieStack { zone: at, kind: letter(*kind), count: n });
            }
        }
        if z.noise > 0 {
            o.noise.push((at, z.noise));
        }
        if z.objective.is_none() && map.zones.get(at).is_some_and(|m| m.objective.is_some()) {
            o.objectives_taken.push(at);
        }
    }
    for (number, s) in (0u8..).zip(&view.survivors) {
        if let Some(at) = zone(&s.zone).filter(|_| s.alive) {
            let label = initials(usize::from(number));
            o.survivors.push(Piece { number, zone: at, label, team: s.seat, wounded: s.wounds > 0 });
        }
    }
    for d in view.doors.iter().filter(|d| d.open) {
        if let (Some(a), Some(b)) = (zone(&d.between[0]), zone(&d.between[1])) {
            o.open_doors.push((a, b));
        }
    }
    o.helicopter =
        view.helicopter.as_ref().and_then(|h| zone(&h.zone).map(|z| Helicopter { zone: z, flying: h.flying }));
    o.status = format!("Turn {} · {} · danger {}", view.turn, view.phase, view.danger);
    o
}

/// The map of a shipped mission or of a mission file, with its
/// definition; a file's content problems come back as diagnostics.
pub fn mission_model(
    mission: &crate::pictures::MissionRef,
) -> Result<Result<(MapModel, MissionDef), horde_data::Diagnostics>, String> {
    use crate::pictures::MissionRef;
    let compiled = match mission {
        MissionRef::File(source) => {
            match horde_rue_morgue::tiles::compile_mission(source, horde_rue_morgue::tiles::builtin_tiles()) {
                (Some(c), _) => std::sync::Arc::new(c),
                (None, d) => return Ok(Err(d)),
            }
        }
        MissionRef::Shipped(id) => match horde_rue_morgue::tiles::builtin_compiled(id) {
            Some(Ok(c)) => c,
            Some(Err(d)) => return Ok(Err(d)),
            None => {
                let known: Vec<&str> = horde_rue_morgue::mission::builtin_ids().collect();
                return Err(format!(
                    "unknown mission {id:?} for rue-morgue (not a shipped mission nor a file); available: {}",
                    known.join(", ")
                ));
            }
        },
    };
    let name = match mission {
        MissionRef::File(s) => s.name.clone(),
        MissionRef::Shipped(id) => id.clone(),
    };
    let map = compiled_model(&compiled).map_err(|e| format!("{name}: {e}"))?;
    Ok(Ok((map, compiled.def.clone())))
}
