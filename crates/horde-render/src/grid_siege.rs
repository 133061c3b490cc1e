//! A schematic SVG picture of a Grid Siege game as one viewer sees it: the
//! six sheets of squares with rooms, walls, windows, doorways, obstacles,
//! search squares and the car (GS-COMP-1, GS-GAP-9), and the pieces of
//! that viewer's [`View`]. The Zombie Player's hand is never drawn, not
//! even from his own view: a picture is easily shared, a hand is not.
//!
//! Every element carries a class naming what it shows and `data-` attributes
//! (square names, human numbers), so tests and the browser can find pieces
//! without parsing coordinates. Output is deterministic.

use crate::pen::Pen;
use crate::svg::escape;
use crate::tenths::Tenths;
use horde_grid_siege::content::{BuildingKind, EdgeKind, Map, content};
use horde_grid_siege::texts;
use horde_grid_siege::{Dir, Edge, Pos, View};
use horde_rules::texts::Lang;
use std::fmt::Write as _;

/// Pixels per square.
const CELL: f64 = 30.0;
const MARGIN: f64 = 28.0;
const TITLE: f64 = 56.0;
const LEGEND: f64 = 70.0;

const OUTDOORS: &str = "#dcd8c8";
const WALL: &str = "#2b2b2b";
const CAR: &str = "#5f6b7a";
const SEATS: [&str; 5] = ["#b71c1c", "#1565c0", "#2e7d32", "#ef6c00", "#6a1b9a"];

/// A room's printed floor colour, softened so pieces stay readable on it.
fn floor(name: &str) -> &'static str {
    match name {
        "blue" => "#c9d8f0",
        "yellow" => "#f3e7a9",
        "green" => "#cfe6c4",
        "brown" => "#dcc4a4",
        "red" => "#efc4bd",
        "white" => "#f7f7f2",
        "pink" => "#f3cde0",
        "cyan" => "#c4e8ec",
        "grey" | "gray" => "#cfcfcf",
        "orange" => "#f5d2a8",
        "purple" => "#dccdee",
        _ => "#e6e0d4",
    }
}

fn px(x: u8) -> f64 {
    MARGIN + f64::from(x) * CELL
}

fn py(y: u8) -> f64 {
    TITLE + f64::from(y) * CELL
}

/// What a picture shows around the squares.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Frame {
    /// Titled, with a status line and a legend in English (`horde render`).
    Printed,
    /// Free of words, for a seat's page, which titles it and explains its
    /// marks in the reader's language.
    Page,
}

/// The SVG document of `view`, titled and explained in English.
pub fn view_svg(view: &View) -> String {
    draw(view, Frame::Printed, "Z")
}

/// The SVG of `view` for a seat's page: the squares with the coordinates
/// every label and log line names them by (letters for columns from the
/// west, numbers for rows from the north, as the terminal shows them),
/// and no words but the zombies' letter, in the reader's language.
pub fn board_svg(view: &View, lang: Lang) -> String {
    draw(view, Frame::Page, &texts::texts().tr(lang).t("gs-zombie-letter"))
}

fn draw(view: &View, frame: Frame, zombie: &str) -> String {
    let map = &content().map;
    let width = 2.0 * MARGIN + f64::from(map.width) * CELL;
    // The page's board starts at the column letters: no title band.
    let (top, height) = match frame {
        Frame::Printed => (0.0, TITLE + f64::from(map.height) * CELL + 34.0 + LEGEND),
        Frame::Page => (TITLE - MARGIN, 2.0 * MARGIN + f64::from(map.height) * CELL),
    };
    let mut p = Pen::default();
    p.line(&format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 {top:.0} {width:.0} {height:.0}" font-family="DejaVu Sans, Verdana, sans-serif">"#
    ));
    p.line(&format!(
        r##"<rect class="background" x="0" y="{top:.0}" width="{width:.0}" height="{height:.0}" fill="#ffffff"/>"##
    ));
    if frame == Frame::Printed {
        p.line(&format!(
            r##"<text class="title" x="{MARGIN}" y="26" font-size="20" font-weight="bold" fill="#222">Grid Siege · {}</text>"##,
            escape(&map.name)
        ));
        p.line(&format!(
            r##"<text class="subtitle" x="{MARGIN}" y="46" font-size="12" fill="#555">{}</text>"##,
            escape(&subtitle(view, map))
        ));
    }
    squares(&mut p, view, map, frame);
    sheets(&mut p, map);
    edges(&mut p, view, map);
    pieces(&mut p, view, map, frame, zombie);
    if frame == Frame::Printed {
        status(&mut p, view, map);
        legend(&mut p, map, height - LEGEND + 8.0);
    }
    p.line("</svg>");
    p.0
}

/// Column letters above and below the squares, row numbers left and
/// right: a square is found by its name from any side of the board.
fn coordinates(p: &mut Pen, map: &Map) {
    p.line(r##"<g class="coordinates" font-size="12" font-weight="bold" fill="#555" text-anchor="middle">"##);
    let above = TITLE - 8.0;
    let below = TITLE + f64::from(map.height) * CELL + 16.0;
    for x in 0..map.width {
        let name = Pos::new(x, 0).to_string();
        let letter = name.trim_end_matches(|c: char| c.is_ascii_digit());
        let cx = px(x) + CELL / 2.0;
        for y in [above, below] {
            p.line(&format!(
                r#"<text class="rim coordinate column" x="{cx:.1}" y="{y:.1}">{letter}</text>"#,
                cx = Tenths(cx),
                y = Tenths(y)
            ));
        }
    }
    for y in 0..map.height {
        let cy = py(y) + CELL / 2.0 + 4.0;
        let number = u16::from(y) + 1;
        for x in [MARGIN / 2.0, MARGIN * 1.5 + f64::from(map.width) * CELL] {
            p.line(&format!(
                r#"<text class="rim coordinate row" x="{x:.1}" y="{cy:.1}">{number}</text>"#,
                x = Tenths(x),
                cy = Tenths(cy)
            ));
        }
    }
    p.line("</g>");
}

fn subtitle(view: &View, map: &Map) -> String {
    let houses = map.buildings.iter().filter(|b| b.kind == BuildingKind::House).count();
    format!(
        "{} x {} squares on {} sheets · {} houses · {} search squares · round {}",
        map.width,
        map.height,
        map.sheet_count,
        houses,
        map.search.len(),
        view.round
    )
}

fn squares(p: &mut Pen, view: &View, map: &Map, frame: Frame) {
    p.line(r#"<g class="ground">"#);
    // Within the ground, which the page trims its board to.
    if frame == Frame::Page {
        coordinates(p, map);
    }
    for pos in map.all() {
        let sq = map.sq(pos);
        let fill = if sq.car {
            CAR
        } else if sq.room > 0 {
            map.rooms.get(usize::from(sq.room - 1)).map_or(OUTDOORS, |r| floor(&r.floor))
        } else {
            OUTDOORS
        };
        let class = if sq.car {
            "square car"
        } else if sq.room > 0 {
            "square room"
        } else {
            "square outdoors"
        };
        p.line(&format!(
            r##"<rect class="{class}" data-square="{pos}" x="{:.1}" y="{:.1}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#00000014" stroke-width="1"/>"##,
            Tenths(px(pos.x)),
            Tenths(py(pos.y))
        ));
    }
    p.line("</g>");
    // The hood and trunk rows, which may be shot through (GS-RANGE-2).
    p.line(r#"<g class="car">"#);
    for pos in map.car.hood.iter().chain(&map.car.trunk) {
        p.line(&format!(
            r##"<rect class="car-end" data-square="{pos}" x="{:.1}" y="{:.1}" width="{CELL}" height="{CELL}" fill="#46505c"/>"##,
            Tenths(px(pos.x)),
            Tenths(py(pos.y))
        ));
    }
    if view.car_started {
        let (x0, y0, x1, y1) = bounds(&map.car.squares);
        p.line(&format!(
            r##"<rect class="car-started" x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="none" stroke="#43a047" stroke-width="4"/>"##,
            Tenths(px(x0) - 2.0),
            Tenths(py(y0) - 2.0),
            Tenths(f64::from(x1 - x0 + 1) * CELL + 4.0),
            Tenths(f64::from(y1 - y0 + 1) * CELL + 4.0)
        ));
    }
    p.line("</g>");
    p.line(r#"<g class="features">"#);
    for pos in map.all() {
        let sq = map.sq(pos);
        let (cx, cy) = centre(pos);
        if sq.obstacle && !sq.car {
            if sq.room == 0 {
                p.line(&format!(
                    r##"<circle class="bush" data-square="{pos}" cx="{cx:.1}" cy="{cy:.1}" r="{:.1}" fill="#5b8c3a" stroke="#3d6b22" stroke-width="1.5"/>"##,
                    Tenths(CELL * 0.36)
                , cx = Tenths(cx), cy = Tenths(cy)));
            } else {
                let s = CELL * 0.7;
                p.line(&format!(
                    r##"<rect class="furniture" data-square="{pos}" x="{:.1}" y="{:.1}" width="{s:.1}" height="{s:.1}" rx="3" fill="#a0764b" stroke="#6d4c2c" stroke-width="1.5"/>"##,
                    Tenths(cx - s / 2.0),
                    Tenths(cy - s / 2.0)
                , s = Tenths(s)));
            }
        }
        if let Some(i) = sq.search {
            let done = view.searched & (1 << i) != 0;
            let (colour, w) = if done { ("#9e9e9e", 2.0) } else { ("#e65100", 3.5) };
            let d = CELL * 0.28;
            p.line(&format!(
                r##"<path class="search" data-square="{pos}" data-searched="{done}" d="M{:.1},{:.1}L{:.1},{:.1}M{:.1},{:.1}L{:.1},{:.1}" stroke="{colour}" stroke-width="{w}" stroke-linecap="round"/>"##,
                Tenths(cx - d),
                Tenths(cy - d),
                Tenths(cx + d),
                Tenths(cy + d),
                Tenths(cx + d),
                Tenths(cy - d),
                Tenths(cx - d),
                Tenths(cy + d)
            ));
        }
    }
    p.line("</g>");
}

fn bounds(squares: &[Pos]) -> (u8, u8, u8, u8) {
    let x0 = squares.iter().map(|s| s.x).min().unwrap_or(0);
    let y0 = squares.iter().map(|s| s.y).min().unwrap_or(0);
    let x1 = squares.iter().map(|s| s.x).max().unwrap_or(0);
    let y1 = squares.iter().map(|s| s.y).max().unwrap_or(0);
    (x0, y0, x1, y1)
}

fn centre(pos: Pos) -> (f64, f64) {
    (px(pos.x) + CELL / 2.0, py(pos.y) + CELL / 2.0)
}

/// Sheet borders and numbers: spawns and placements roll a sheet (GS-SETUP-6, GS-ZSPAWN-3).
fn sheets(p: &mut Pen, map: &Map) {
    p.line(r#"<g class="sheets">"#);
    for n in 1..=map.sheet_count {
        let squares: Vec<Pos> = map.sheet_squares(n).collect();
        if squares.is_empty() {
            continue;
        }
        let (x0, y0, x1, y1) = bounds(&squares);
        let (w, h) = (f64::from(x1 - x0 + 1) * CELL, f64::from(y1 - y0 + 1) * CELL);
        p.line(&format!(
            r##"<rect class="sheet" data-sheet="{n}" x="{:.1}" y="{:.1}" width="{w:.1}" height="{h:.1}" fill="none" stroke="#7a7a7a" stroke-width="1.2" stroke-dasharray="6 4"/>"##,
            Tenths(px(x0)),
            Tenths(py(y0))
        , w = Tenths(w), h = Tenths(h)));
        p.line(&format!(
            r##"<text class="sheet-number" x="{:.1}" y="{:.1}" font-size="13" font-weight="bold" fill="#555" text-anchor="end">{n}</text>"##,
            Tenths(px(x1) + CELL - 4.0),
            Tenths(py(y1) + CELL - 5.0)
        ));
    }
    p.line("</g>");
}

/// The kind of an edge as this view shows it.
fn edge_look(view: &View, map: &Map, e: Edge) -> Option<&'static str> {
    if view.barricades.contains(&e) {
        return Some("barricade");
    }
    let kind = map.edge(e);
    if kind != EdgeKind::Open && view.destroyed_walls.contains(&e) {
        return Some("broken");
    }
    match kind {
        EdgeKind::Open => None,
        EdgeKind::Wall => Some("wall"),
        EdgeKind::Window => Some("window"),
        EdgeKind::Door => Some("door"),
    }
}

fn edges(p: &mut Pen, view: &View, map: &Map) {
    p.line(r#"<g class="edges">"#);
    for pos in map.all() {
        for d in [Dir::E, Dir::S] {
            let Some(q) = map.step(pos, d) else { continue };
            let Some(e) = Edge::between(pos, q) else { continue };
            let Some(look) = edge_look(view, map, e) else { continue };
            // The edge runs along the east or south side of `pos`.
            let (x1, y1, x2, y2) = if e.south {
                (px(pos.x), py(pos.y) + CELL, px(pos.x) + CELL, py(pos.y) + CELL)
            } else {
                (px(pos.x) + CELL, py(pos.y), px(pos.x) + CELL, py(pos.y) + CELL)
            };
            let data = format!(r#" data-edge="{pos}|{q}""#);
            let seg = |class: &str, t0: f64, t1: f64, style: &str| {
                let (ax, ay) = (x1 + (x2 - x1) * t0, y1 + (y2 - y1) * t0);
                let (bx, by) = (x1 + (x2 - x1) * t1, y1 + (y2 - y1) * t1);
                format!(
                    r#"<line class="{class}"{data} x1="{ax:.1}" y1="{ay:.1}" x2="{bx:.1}" y2="{by:.1}" {style}/>"#,
                    ax = Tenths(ax),
                    ay = Tenths(ay),
                    bx = Tenths(bx),
                    by = Tenths(by)
                )
            };
            let wall = format!(r#"stroke="{WALL}" stroke-width="5" stroke-linecap="square""#);
            match look {
                "wall" => p.line(&seg("wall", 0.0, 1.0, &wall)),
                "window" => {
                    // A window: wall stubs and a pale pane between them.
                    p.line(&seg("wall window-frame", 0.0, 0.15, &wall));
                    p.line(&seg("wall window-frame", 0.85, 1.0, &wall));
                    p.line(&seg("window", 0.15, 0.85, r##"stroke="#4fc3f7" stroke-width="6""##));
                    p.line(&seg("window-pane", 0.15, 0.85, r##"stroke="#ffffff" stroke-width="1.5""##));
                }
                "door" => {
                    // A doorway is an opening: short jambs at both ends.
                    p.line(&seg("wall door-jamb", 0.0, 0.12, &wall));
                    p.line(&seg("wall door-jamb", 0.88, 1.0, &wall));
                    p.line(&seg("door", 0.12, 0.88, r##"stroke="#fffaf0" stroke-width="3""##));
                }
                "barricade" => {
                    p.line(&seg("barricade", 0.0, 1.0, r##"stroke="#6d3b12" stroke-width="8""##));
                    p.line(&seg(
                        "barricade-planks",
                        0.05,
                        0.95,
                        r##"stroke="#d7a86e" stroke-width="4" stroke-dasharray="4 3""##,
                    ));
                }
                _ => p.line(&seg("broken", 0.0, 1.0, r##"stroke="#8a8a8a" stroke-width="5" stroke-dasharray="3 3""##)),
            }
        }
    }
    // Barricades being built or taken apart by hand (GS-BAR-2/3).
    for (e, dismantle, done) in &view.projects {
        let (a, b) = e.squares();
        let (ax, ay) = centre(a);
        let (bx, by) = centre(b);
        let (mx, my) = ((ax + bx) / 2.0, (ay + by) / 2.0);
        let kind = if *dismantle { "dismantling" } else { "building" };
        p.line(&format!(
            r##"<circle class="barricade-work" data-edge="{a}|{b}" data-work="{kind}" data-done="{done}" cx="{mx:.1}" cy="{my:.1}" r="5" fill="#d7a86e" stroke="#6d3b12"/>"##
        , mx = Tenths(mx), my = Tenths(my)));
    }
    // The board's outline.
    p.line(&format!(
        r#"<rect class="board-edge" x="{MARGIN}" y="{TITLE}" width="{:.1}" height="{:.1}" fill="none" stroke="{WALL}" stroke-width="2"/>"#,
        Tenths(f64::from(map.width) * CELL),
        Tenths(f64::from(map.height) * CELL)
    ));
    p.line("</g>");
}

fn pieces(p: &mut Pen, view: &View, map: &Map, frame: Frame, zombie: &str) {
    p.line(r#"<g class="pieces">"#);
    for (pos, thing) in &view.floor {
        let (cx, cy) = centre(*pos);
        // Content names are English: the page names things in its panel.
        let title = match frame {
            Frame::Printed => {
                let name = content().things.get(usize::from(*thing)).map_or("?", |t| t.name.as_str());
                format!("<title>{}</title>", escape(name))
            }
            Frame::Page => String::new(),
        };
        p.line(&format!(
            r##"<path class="item" data-square="{pos}" d="M{:.1},{:.1}l6,6l-6,6l-6,-6z" fill="#1e88e5" stroke="#0d47a1">{title}</path>"##,
            Tenths(cx + CELL * 0.25),
            Tenths(cy - CELL * 0.45),
        ));
    }
    for (pos, _actions, fresh) in &view.zombies {
        let (cx, cy) = centre(*pos);
        let s = CELL * 0.74;
        let stroke =
            if *fresh { r##"stroke="#ffeb3b" stroke-width="3""## } else { r##"stroke="#1b3d0f" stroke-width="1.5""## };
        p.line(&format!(
            r##"<g class="zombie" data-square="{pos}" data-fresh="{fresh}" data-piece="{piece}" data-spot="{pos}"><rect x="{:.1}" y="{:.1}" width="{s:.1}" height="{s:.1}" rx="4" fill="#4e7d2a" {stroke}/><text x="{cx:.1}" y="{:.1}" font-size="14" font-weight="bold" fill="#ffffff" text-anchor="middle">{}</text></g>"##,
            Tenths(cx - s / 2.0),
            Tenths(cy - s / 2.0),
            Tenths(cy + 5.0),
            escape(zombie),
            piece = crate::page::grid_siege::ZOMBIE_PIECE, s = Tenths(s), cx = Tenths(cx),
        ));
    }
    let mut car_seat = 0usize;
    for (i, h) in view.humans.iter().enumerate() {
        if !h.placed || h.risen {
            // Risen: his zombie is on the board instead (GS-LIFE-4).
            continue;
        }
        // Humans in the car sit on its squares, in order.
        let pos = if h.in_car {
            let Some(s) = map.car.squares.get(car_seat) else { continue };
            car_seat += 1;
            *s
        } else {
            h.pos
        };
        let (cx, cy) = centre(pos);
        let colour = SEATS[usize::from(h.seat) % SEATS.len()];
        let state = if h.dead {
            "dead"
        } else if h.lives == 0 {
            "unconscious"
        } else if h.in_car {
            "in-car"
        } else {
            "standing"
        };
        let (fill, text) = match state {
            "dead" => ("#757575", "#ffffff"),
            "unconscious" => ("#ffffff", colour),
            _ => (colour, "#ffffff"),
        };
        let active = view.turn.as_ref().is_some_and(|t| usize::from(t.human) == i);
        let ring = if active {
            r##"<circle cx="CX" cy="CY" r="14.5" fill="none" stroke="#ffd600" stroke-width="3"/>"##
        } else {
            ""
        };
        let ring = ring
            .replace("CX", &format!("{cx:.1}", cx = Tenths(cx)))
            .replace("CY", &format!("{cy:.1}", cy = Tenths(cy)));
        p.line(&format!(
            r##"<g class="human" data-human="{}" data-square="{pos}" data-state="{state}" data-lives="{}" data-piece="{piece}" data-spot="{pos}">{ring}<circle cx="{cx:.1}" cy="{cy:.1}" r="11.5" fill="{fill}" stroke="{colour}" stroke-width="2.5"/><text x="{cx:.1}" y="{:.1}" font-size="12" font-weight="bold" fill="{text}" text-anchor="middle">{}</text></g>"##,
            i + 1,
            h.lives,
            Tenths(cy + 4.5),
            if h.dead { "†".to_owned() } else { (i + 1).to_string() },
            piece = crate::page::grid_siege::human_piece(i as u8), cx = Tenths(cx), cy = Tenths(cy),
        ));
        // Lives as pips under the token (GS-LIFE-1).
        for k in 0..4u8 {
            let filled = k < h.lives;
            p.line(&format!(
                r##"<circle class="life" data-human="{}" cx="{:.1}" cy="{:.1}" r="2" fill="{}"/>"##,
                i + 1,
                Tenths(cx - 7.5 + f64::from(k) * 5.0),
                Tenths(cy + 13.0),
                if filled { "#d32f2f" } else { "#ffffff" }
            ));
        }
    }
    p.line("</g>");
}

fn status(p: &mut Pen, view: &View, map: &Map) {
    let y = TITLE + f64::from(map.height) * CELL + 22.0;
    let living = view.humans.iter().filter(|h| !h.dead).count();
    let mut text = format!(
        "Zombies {}/{} · humans alive {}/{} · searched {}/{} · zombie hand {} cards",
        view.zombies.len(),
        view.zombie_max,
        living,
        view.humans.len(),
        view.searched.count_ones(),
        map.search.len(),
        view.zombie_hand_size
    );
    if view.car_started {
        text.push_str(" · the car is running");
    }
    if let Some((humans_win, reason)) = &view.outcome {
        let _ = write!(text, " · {} win: {reason}", if *humans_win { "humans" } else { "zombies" });
    }
    p.line(&format!(
        r##"<text class="status" x="{MARGIN}" y="{y:.1}" font-size="13" fill="#222">{}</text>"##,
        escape(&text),
        y = Tenths(y)
    ));
}

fn legend(p: &mut Pen, map: &Map, top: f64) {
    p.line(&format!(r#"<g class="legend" transform="translate({MARGIN},{top:.1})">"#, top = Tenths(top)));
    let items: [(&str, &str); 10] = [
        ("wall", r##"<line x1="0" y1="8" x2="22" y2="8" stroke="#2b2b2b" stroke-width="5"/>"##),
        ("window", r##"<line x1="0" y1="8" x2="22" y2="8" stroke="#4fc3f7" stroke-width="6"/>"##),
        (
            "doorway",
            r##"<line x1="0" y1="8" x2="4" y2="8" stroke="#2b2b2b" stroke-width="5"/><line x1="4" y1="8" x2="18" y2="8" stroke="#fffaf0" stroke-width="3"/><line x1="18" y1="8" x2="22" y2="8" stroke="#2b2b2b" stroke-width="5"/>"##,
        ),
        ("barricade", r##"<line x1="0" y1="8" x2="22" y2="8" stroke="#6d3b12" stroke-width="8"/>"##),
        (
            "broken wall",
            r##"<line x1="0" y1="8" x2="22" y2="8" stroke="#8a8a8a" stroke-width="5" stroke-dasharray="3 3"/>"##,
        ),
        ("search square", r##"<path d="M5,2L17,14M17,2L5,14" stroke="#e65100" stroke-width="3.5"/>"##),
        ("bush", r##"<circle cx="11" cy="8" r="8" fill="#5b8c3a"/>"##),
        ("furniture", r##"<rect x="3" y="0" width="16" height="16" rx="3" fill="#a0764b"/>"##),
        ("zombie", r##"<rect x="3" y="0" width="16" height="16" rx="3" fill="#4e7d2a"/>"##),
        ("human", r##"<circle cx="11" cy="8" r="8" fill="#1565c0"/>"##),
    ];
    let per_row = 5usize;
    let col = (f64::from(map.width) * CELL) / per_row as f64;
    for (i, (name, icon)) in items.iter().enumerate() {
        let x = (i % per_row) as f64 * col;
        let y = (i / per_row) as f64 * 26.0;
        p.line(&format!(
            r##"<g transform="translate({x:.1},{y:.1})">{icon}<text x="30" y="13" font-size="12" fill="#333">{name}</text></g>"##
        , x = Tenths(x), y = Tenths(y)));
    }
    p.line("</g>");
}
