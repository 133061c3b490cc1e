//! The pictures' structure: elements counted by class, a door found where
//! the map puts it, every shipped mission drawn.

use horde_render::{MapModel, Overlay, Piece, RenderModel, SvgStyle, ZombieStack, render_svg, render_text, rue_morgue};
use horde_rue_morgue::map::Map;
use horde_rue_morgue::mission::builtin_ids;

fn model(id: &str) -> MapModel {
    rue_morgue::builtin_model(id).expect("shipped").expect("renders")
}

fn count(svg: &str, needle: &str) -> usize {
    svg.matches(needle).count()
}

fn tutorial_svg() -> String {
    render_svg(&RenderModel::map(model("tutorial-1")), &SvgStyle::default())
}

#[test]
fn the_tutorial_has_its_zones_cells_and_tokens() {
    let svg = tutorial_svg();
    assert!(svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"));
    assert_eq!(count(&svg, "<g"), count(&svg, "</g>"), "groups balance");
    // 27 zones on a 9 x 6 grid.
    assert_eq!(count(&svg, r#"<g class="zone area-"#), 27);
    assert_eq!(count(&svg, r#"<rect class="cell""#), 54);
    assert_eq!(count(&svg, r#"<g class="zone area-building""#), 10);
    assert_eq!(count(&svg, r#"class="zone-id""#), 27);
    // Tokens of the mission file.
    assert_eq!(count(&svg, r#"<g class="spawn spawn-red""#), 3);
    assert_eq!(count(&svg, r#"<g class="spawn spawn-blue""#), 1);
    assert_eq!(count(&svg, r#"data-indicators="5 6""#), 1);
    assert_eq!(count(&svg, r#"<g class="objective objective-red""#), 3);
    assert_eq!(count(&svg, r#"<g class="objective objective-blue""#), 1);
    assert_eq!(count(&svg, r#"<g class="exit""#), 1);
    assert_eq!(count(&svg, r#"<g class="start""#), 1);
    assert_eq!(count(&svg, r#"<path class="tent""#), 2);
    assert_eq!(count(&svg, r#"<g class="manhole""#), 2);
    assert_eq!(count(&svg, r#"<g class="landing""#), 2);
    assert_eq!(count(&svg, r#"<g class="helicopter landed""#), 1);
    // Seven closed neutral doors, six openings, the helipad fence with its ladder.
    assert_eq!(count(&svg, r#"class="door door-neutral closed""#), 7);
    assert_eq!(count(&svg, r#"class="opening""#), 6);
    assert_eq!(count(&svg, r#"<g class="ladder""#), 1);
    assert!(count(&svg, r#"<line class="fence""#) >= 4);
    // Six tiles outlined.
    assert_eq!(count(&svg, r#"<rect class="tile""#), 6);
}

#[test]
fn a_door_is_drawn_where_the_map_puts_it() {
    // a1 (cells (0,0), (1,0), (0,1)) meets st1 (column 2) along one cell
    // edge: x = 2, y = 0..1. With 72-pixel cells, a 24-pixel margin and the
    // title band of 58 pixels, the door runs down x = 168.
    let svg = tutorial_svg();
    let door = svg
        .lines()
        .find(|l| l.contains(r#"class="door door-neutral closed" data-between="a1 st1""#))
        .expect("door between a1 and st1");
    assert!(door.contains(r#"x1="168.0""#) && door.contains(r#"x2="168.0""#), "{door}");
    let y1: f64 = attr(door, "y1");
    let y2: f64 = attr(door, "y2");
    assert!(58.0 < y1 && y1 < y2 && y2 < 58.0 + 72.0, "{door}");
    // Walls close the rest of that boundary and the room's other sides.
    assert!(svg.contains(r#"<line class="wall" data-between="a1 st1""#));
    assert!(svg.contains(r#"<line class="wall" data-between="a1 st2""#));
}

fn attr(line: &str, name: &str) -> f64 {
    let key = format!(" {name}=\"");
    let start = line.find(&key).expect("attribute") + key.len();
    let end = line[start..].find('"').expect("closing quote") + start;
    line[start..end].parse().expect("number")
}

#[test]
fn every_shipped_mission_renders_with_all_its_zones_and_doors() {
    let ids: Vec<&str> = builtin_ids().collect();
    assert!(ids.len() >= 14);
    for id in ids {
        let m = model(id);
        let compiled = horde_rue_morgue::tiles::builtin_compiled(id).expect("shipped").expect("compiles");
        let map = Map::from_mission(&compiled.def).expect("valid map");
        let svg = render_svg(&RenderModel::map(m.clone()), &SvgStyle::default());
        assert_eq!(count(&svg, r#"<g class="zone area-"#), map.zone_count(), "{id}");
        for z in &map.zones {
            assert!(svg.contains(&format!(">{}</text>", z.id)), "{id}: zone {} has no label", z.id);
        }
        let doors = count(&svg, r#"class="door door-"#);
        assert_eq!(doors, map.doors.len(), "{id}: doors drawn");
        assert_eq!(count(&svg, "<g"), count(&svg, "</g>"), "{id}: groups balance");
        let text = render_text(&RenderModel::map(m));
        assert_eq!(text.lines().count(), map.height + 3, "{id}");
    }
}

#[test]
fn tile_missions_show_tiles_camps_corridors_and_the_pad() {
    let m09 = render_svg(&RenderModel::map(model("m09")), &SvgStyle::default());
    assert_eq!(count(&m09, r#"<rect class="tile""#), 6);
    assert!(count(&m09, r#"<g class="zone area-corridor""#) >= 8);
    assert!(count(&m09, r#"<g class="bed bed-green""#) >= 5);
    assert!(count(&m09, r#"class="marking""#) > 0, "floor markings between corridor zones");
    let m10 = render_svg(&RenderModel::map(model("m10")), &SvgStyle::default());
    assert_eq!(count(&m10, r#"<g class="zone area-pad""#), 1);
    assert!(count(&m10, r#"<g class="zone area-camp""#) >= 5);
    assert_eq!(count(&m10, r#"<g class="zombies" data-kind="A" data-count="1""#), 1, "the Abomination at setup");
    let m03 = render_svg(&RenderModel::map(model("m03")), &SvgStyle::default());
    assert_eq!(count(&m03, r#"<path class="wreck-hatch""#), 1);
    let m04 = render_svg(&RenderModel::map(model("m04")), &SvgStyle::default());
    assert_eq!(count(&m04, r#"<g class="event""#), 2);
    assert_eq!(count(&m04, r#"class="door door-blue closed""#), 1);
    assert_eq!(count(&m04, r#"class="door door-pink closed""#), 1);
}

#[test]
fn an_overlay_draws_a_live_game() {
    let map = model("tutorial-1");
    let st4 = map.zone_index("st4").expect("st4");
    let st5 = map.zone_index("st5").expect("st5");
    let b3 = map.zone_index("b3").expect("b3");
    let overlay = Overlay {
        survivors: vec![
            Piece { number: 0, zone: st4, label: "Pa".into(), team: 0, wounded: false },
            Piece { number: 1, zone: st4, label: "Da".into(), team: 0, wounded: true },
        ],
        zombies: vec![ZombieStack { zone: st5, kind: 'W', count: 3 }, ZombieStack { zone: st5, kind: 'R', count: 1 }],
        noise: vec![(st4, 2)],
        open_doors: vec![(b3, st4)],
        objectives_taken: vec![map.zone_index("a2").expect("a2")],
        helicopter: None,
        status: "Turn 3 · zombies' phase".into(),
    };
    let svg = render_svg(&RenderModel { map: map.clone(), overlay: Some(overlay.clone()) }, &SvgStyle::default());
    assert_eq!(count(&svg, r#"<g class="survivor""#), 2);
    assert_eq!(count(&svg, r#"<g class="zombies" data-kind="W" data-count="3""#), 1);
    assert_eq!(count(&svg, r#"<g class="noise" data-count="2""#), 1);
    assert_eq!(count(&svg, r#"class="door door-neutral open" data-between="b3 st4""#), 1);
    assert_eq!(count(&svg, r#"objective-red taken""#), 1);
    assert!(svg.contains("Turn 3 · zombies&#39; phase"));
    let text = render_text(&RenderModel { map, overlay: Some(overlay) });
    assert!(text.contains("@") && text.contains("z"));
}

#[test]
fn a_live_game_is_drawn_from_a_seat_view() {
    use horde_core::{Game, Match, Viewer};
    use horde_rue_morgue::{RueMorgue, Setup};
    let team = ["parker", "terry", "dan", "katie", "bear", "jane"];
    let m = Match::<RueMorgue>::new(Setup::solo("m10", &team, None), 7).expect("setup");
    let view = m.state().view(Viewer::Spectator);
    let map = model("m10");
    let overlay = rue_morgue::overlay_from_view(&map, &view);
    let alive = view.survivors.iter().filter(|s| s.alive).count();
    assert_eq!(overlay.survivors.len(), alive);
    let svg = render_svg(&RenderModel { map, overlay: Some(overlay) }, &SvgStyle::default());
    assert_eq!(count(&svg, r#"<g class="survivor""#), alive);
    assert!(svg.contains(r#"class="status""#));
}
