use super::*;
use crate::map::Map;

#[test]
fn every_shipped_tile_loads_without_problems() {
    for (name, text) in crate::library::TILE_SOURCES {
        let (tile, d) = Tile::load(&Source::new(*name, *text));
        assert!(d.is_empty(), "{d}");
        let tile = tile.expect("tile");
        assert!(name.ends_with(&format!("/{}.toml", tile.id)), "{name} holds tile {}", tile.id);
    }
    assert_eq!(builtin_tiles().len(), 18);
}

#[test]
fn the_library_has_both_faces_of_nine_tiles_in_the_rulebook_roles() {
    // RM-PARTS-1: 9 double-sided tiles; 1V-6V hospital, 7V-9V camp, 9R helipad.
    for n in 1..=9u8 {
        for face in ['V', 'R'] {
            let id = format!("{n}{face}");
            let t = builtin_tiles().get(&id).unwrap_or_else(|| panic!("tile {id}"));
            assert_eq!(t.number, n);
            if let Some(role) = rulebook_role(n, face) {
                assert_eq!(t.role, role, "{id}");
            } else {
                assert_eq!(t.role, TileRole::Street, "{id}");
            }
        }
    }
    let tents: usize = builtin_tiles().tiles().map(|t| t.zones.iter().filter(|z| z.tent_spot).count()).sum();
    assert!(tents <= TENT_CARDS, "{tents} tent spots on all tiles together");
}

fn compile_text(text: &str) -> Result<Compiled, horde_data::Diagnostics> {
    match compile_mission(&Source::new("m.toml", text), builtin_tiles()) {
        (Some(c), _) => Ok(c),
        (None, d) => Err(d),
    }
}

const HEAD: &str =
    "id = \"t\"\nname_ru = \"t\"\nname_en = \"t\"\nsource = \"horde\"\nvictory = [{ type = \"all_survivors_dead\" }]\n";

#[test]
fn streets_join_across_tile_edges_and_rooms_do_not() {
    // 1R's east street meets 5R's west street: one zone over two tiles (RM-ZONE-2).
    let text = format!(
        "{HEAD}tiles = [{{ tile = \"1R\", at = [0, 0] }}, {{ tile = \"5R\", at = [1, 0] }}]\n\
         [[zone]]\nid = \"1R:v\"\nstart = true\nspawn = [1, 2, 3, 4, 5, 6]\n"
    );
    let c = compile_text(&text).expect("compiles");
    let ids: Vec<&str> = c.def.zones.iter().map(|z| z.id.as_str()).collect();
    assert!(ids.contains(&"1R:e"));
    assert!(!ids.contains(&"5R:w"), "joined into 1R:e: {ids:?}");
    let e = c.layout.zones.iter().find(|z| z.aliases[0] == "1R:e").expect("1R:e");
    assert_eq!(e.aliases, ["1R:e", "5R:w"]);
    // 8 zones on 1R + 9 on 5R, one pair joined.
    assert_eq!(c.def.zones.len(), 16);
    let map = Map::from_mission(&c.def).expect("valid map");
    let z = |id: &str| map.zone_by_id(id).expect(id);
    assert!(map.walkable(z("1R:v"), z("1R:e"), 0));
    assert!(map.walkable(z("1R:e"), z("5R:x"), 0));
    // The street is one zone across the edge: sight from the avenue runs on.
    assert_eq!(map.range_to(z("1R:v"), z("5R:x"), 0), Some(2));
}

#[test]
fn rotation_turns_the_cells_clockwise() {
    // 6R turned 90 degrees: the police station (south) faces west.
    let text = format!(
        "{HEAD}tiles = [{{ tile = \"6R\", at = [0, 0], rotate = 90 }}]\n[[zone]]\nid = \"6R:h\"\nstart = true\nspawn = [1,2,3,4,5,6]\n"
    );
    let c = compile_text(&text).expect("compiles");
    let first_col: Vec<&str> = c.def.map.cells.lines().map(|l| l.split_whitespace().next().unwrap_or("")).collect();
    assert_eq!(first_col, ["6R:c1", "6R:c1", "6R:c2", "6R:c3", "6R:c3"]);
    let first_row: Vec<&str> = c.def.map.cells.lines().next().unwrap_or("").split_whitespace().collect();
    assert_eq!(first_row, ["6R:c1", "6R:c1", "6R:h", "6R:a", "6R:a"]);
}

#[test]
fn the_helipad_fence_surrounds_the_pad_and_the_ladder_crosses_it() {
    let text = format!(
        "{HEAD}tiles = [{{ tile = \"9R\", at = [0, 0] }}]\n[[zone]]\nid = \"9R:r1\"\nstart = true\nspawn = [1,2,3,4,5,6]\n"
    );
    let c = compile_text(&text).expect("compiles");
    let map = Map::from_mission(&c.def).expect("valid map");
    let z = |id: &str| map.zone_by_id(id).expect(id);
    assert!(!map.walkable(z("9R:r1"), z("9R:p"), 0), "RM-PAD-1: the fence stops movement");
    assert_eq!(map.range_to(z("9R:r1"), z("9R:p"), 0), Some(1), "RM-PAD-1: but not sight");
    assert!(map.walkable(z("9R:r3"), z("9R:p"), 0), "RM-PAD-2: the ladder");
    assert!(map.zone(z("9R:p")).landing);
}

#[test]
fn mission_doors_recolour_tile_doors_and_add_new_ones() {
    let text = format!(
        "{HEAD}tiles = [{{ tile = \"2R\", at = [0, 0] }}]\n[[zone]]\nid = \"2R:h\"\nstart = true\nspawn = [1,2,3,4,5,6]\n\
         [[door]]\nbetween = [\"2R:b\", \"2R:h\"]\ncolor = \"blue\"\n[[door]]\nbetween = [\"2R:a1\", \"2R:h\"]\nopen = true\n"
    );
    let c = compile_text(&text).expect("compiles");
    let d = c.def.doors.iter().find(|d| d.between.contains(&"2R:b".to_string())).expect("bar door");
    assert_eq!(d.color, crate::mission::DoorColor::Blue);
    assert_eq!(c.def.doors.len(), 5);
    assert!(c.def.doors.iter().any(|d| d.between == ["2R:a1", "2R:h"] && d.open));
}

#[test]
fn raw_maps_compile_to_what_the_engine_reads_directly() {
    let text = include_str!("../../../../content/rue-morgue/missions/tutorial-1.toml");
    let direct: crate::mission::MissionDef = toml::from_str(text).expect("engine form");
    let c = compile_text(text).expect("compiles");
    let mut compiled = c.def.clone();
    // Grids are re-spaced; the labels are the same.
    let norm =
        |s: &str| s.lines().map(|l| l.split_whitespace().collect::<Vec<_>>().join(" ")).collect::<Vec<_>>().join("\n");
    assert_eq!(norm(&compiled.map.cells), norm(&direct.map.cells));
    assert_eq!(norm(&compiled.map.tiles), norm(&direct.map.tiles));
    compiled.map = direct.map.clone();
    // Ladders are written with their fence; the engine reads both the same way.
    assert_eq!(Map::from_mission(&compiled), Map::from_mission(&direct));
    compiled.fences = direct.fences.clone();
    compiled.ladders = direct.ladders.clone();
    compiled.doors = direct.doors.clone();
    compiled.openings = direct.openings.clone();
    assert_eq!(compiled, direct);
}

fn shipped_metrics() -> Vec<(String, String, MissionMetrics)> {
    crate::mission::builtin()
        .iter()
        .flatten()
        .map(|m| (m.def.id.clone(), m.def.difficulty.clone(), metrics(&m.def, &m.map)))
        .collect()
}

#[test]
#[ignore = "prints the design levers of every shipped mission"]
fn print_mission_metrics() {
    println!(
        "| id | difficulty | zones | spawn zones | colour spawns | searchable | objectives | tents | route | start threat | removed cards | any death loses | turns | pressure |"
    );
    for (id, d, m) in shipped_metrics() {
        println!(
            "| {id} | {d} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            m.zones,
            m.spawn_zones,
            m.colour_spawns,
            m.searchable,
            m.objectives,
            m.tents,
            m.route,
            m.start_threat,
            m.removed,
            if m.any_death_loses { "yes" } else { "no" },
            m.turn_limit.map_or("-".to_string(), |t| t.to_string()),
            m.pressure()
        );
    }
}

#[test]
fn the_design_pressure_follows_the_difficulty_labels() {
    // Until simulated play can measure difficulty, the design levers must
    // at least rise with the labels: every medium mission is harder by
    // design than every easy one, and every hard one than every medium one
    // (the tutorials, which teach, are left out).
    let all = shipped_metrics();
    let of = |label: &str| -> Vec<i64> {
        all.iter()
            .filter(|(id, d, _)| d == label && !id.starts_with("tutorial"))
            .map(|(_, _, m)| m.pressure())
            .collect()
    };
    let (easy, medium, hard) = (of("easy"), of("medium"), of("hard"));
    assert_eq!((easy.len(), medium.len(), hard.len()), (2, 3, 5));
    let max = |v: &[i64]| v.iter().copied().max().unwrap_or(i64::MIN);
    let min = |v: &[i64]| v.iter().copied().min().unwrap_or(i64::MAX);
    assert!(max(&easy) < min(&medium), "easy {easy:?} medium {medium:?}");
    assert!(max(&medium) < min(&hard), "medium {medium:?} hard {hard:?}");
}
