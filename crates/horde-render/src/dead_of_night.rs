//! A schematic SVG picture of a Dead of Night game as one viewer sees it:
//! the scenario's layout of room cards, each room drawn face up once a
//! player has turned its card (DN-MOVE-5) and as a card back before;
//! walls, doors, windows, broken doors, destroyed walls (DN-OBJ-1) and
//! barricades (DN-BAR-1); fires (DN-FIRE), damaged and collapsed rooms
//! (DN-DMG), lit buildings (DN-CARDS-4, DN-GAP-14); zombies (at most four
//! a square, DN-ZOM-9), players with their energy, items and keys lying
//! about, the vehicles (DN-CAR) and the generator.
//!
//! Drawn from the [`View`] alone and free of words: the page names rooms
//! and pieces in the reader's language. Every square is a `rect` with
//! `data-square` named as the rule system's texts name squares ("C4"), so
//! the page can point at it and make it clickable; pieces carry
//! `data-at` instead, so each square is found once.

use crate::page::{Mark, Page};
use crate::pen::Pen;
use crate::pictures::{MapPicture, MapRequest, MissionRef, Picture};
use horde_core::{Game, Viewer};
use horde_dead_of_night::content::{AreaKind, EdgeKind, Scenario};
use horde_dead_of_night::texts::square_in as square_name;
use horde_dead_of_night::{Car, DeadOfNight, View};
use horde_rules::{Lang, RuleSystem};
use std::fmt::Write as _;

impl Picture for DeadOfNight {
    fn board_svg(&self, viewer: Viewer, _lang: Lang) -> Option<String> {
        view_svg(&self.view(viewer))
    }

    /// A scenario's picture is the public view of a new game of it: the
    /// layout with every room face down, before anyone has picked an
    /// entry space (DN-SETUP).
    fn map_picture(request: &MapRequest) -> Result<MapPicture, String> {
        if request.text {
            return Err(
                "dead-of-night has no text picture here: `horde play dead-of-night` draws it in the terminal".into()
            );
        }
        let MissionRef::Shipped(mission) = &request.mission else {
            return Err("dead-of-night plays its shipped scenarios only; it has no mission files".into());
        };
        let setup = <Self as RuleSystem>::default_setup(mission, 1)?;
        let game = Self::new(&setup).map_err(|e| e.0)?;
        view_svg(&game.view(Viewer::Spectator))
            .map(MapPicture::Drawn)
            .ok_or_else(|| format!("no scenario {mission} in the content"))
    }

    fn page(&self, viewer: Viewer, lang: Lang) -> Page {
        crate::page::dead_of_night::page(self, viewer, lang)
    }

    /// Every event of Dead of Night happens in the open.
    fn mark(&self, event: &Self::Event, _viewer: Viewer, lang: Lang) -> Option<Mark> {
        crate::page::dead_of_night::mark(self, event, lang)
    }
}

/// Pixels per square: large enough for four zombies and a player.
const CELL: f64 = 46.0;
/// Room for the column letters and row numbers around the layout.
const RIM: f64 = 22.0;

const OUTDOORS: &str = "#d9d4c3";
const HALL: &str = "#ece6d6";
const CARD_BACK: &str = "#3b4a63";
const WALL: &str = "#262626";
/// Seat colours, the first four as the page's team colours.
const SEATS: [&str; 6] = ["#2e7d32", "#6a1b9a", "#ef6c00", "#00838f", "#b71c1c", "#1565c0"];

/// Floor colours of face-up rooms, by room card, so two rooms side by
/// side are told apart.
const FLOORS: [&str; 6] = ["#f3e7c4", "#dbe7d0", "#e9d6e9", "#d3e3ee", "#f0d9c8", "#e4e0f2"];

/// The first square of an area, which names the area on the page.
pub fn area_square(s: &Scenario, area: u8) -> Option<u16> {
    s.area_of.iter().position(|&a| a == area).and_then(|q| u16::try_from(q).ok())
}

fn px(s: &Scenario, sq: u16) -> (f64, f64) {
    let (x, y) = s.xy(sq);
    (RIM + f64::from(x) * CELL, RIM + f64::from(y) * CELL)
}

fn centre(s: &Scenario, sq: u16) -> (f64, f64) {
    let (x, y) = px(s, sq);
    (x + CELL / 2.0, y + CELL / 2.0)
}

/// The SVG document of `view`; `None` for a view of a scenario the
/// content does not hold.
pub fn view_svg(view: &View) -> Option<String> {
    let s = view.scen()?;
    let width = 2.0 * RIM + f64::from(s.width) * CELL;
    let height = 2.0 * RIM + f64::from(s.height) * CELL;
    let mut p = Pen::default();
    p.line(&format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" class="dead-of-night" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="DejaVu Sans, Verdana, sans-serif">"#
    ));
    // The page marks the squares a legal action points at with `target`:
    // outline them so a player sees where to click.
    p.line(
        r#"<style>svg.dead-of-night rect.square.target { cursor: pointer; stroke: #1e63c4; stroke-width: 3; stroke-dasharray: 6 3; } svg.dead-of-night rect.square.target:hover { fill-opacity: 0.7; }</style>"#,
    );
    ground(&mut p, s, view, width, height);
    marks_of_the_map(&mut p, s, view);
    edges(&mut p, s, view);
    hazards(&mut p, s, view);
    cars(&mut p, s, view);
    pieces(&mut p, s, view);
    p.line("</svg>");
    Some(p.0)
}

/// The squares, area by area: outdoors, halls, face-up rooms in their
/// floor colour, face-down rooms as card backs; then the rim's letters
/// and numbers. The page crops the board to this group.
fn ground(p: &mut Pen, s: &Scenario, view: &View, width: f64, height: f64) {
    p.line(r#"<g class="ground">"#);
    p.line(&format!(r##"<rect class="table" x="0" y="0" width="{width:.0}" height="{height:.0}" fill="#f7f5ef"/>"##));
    for sq in 0..s.squares() as u16 {
        let area = s.area_of[usize::from(sq)];
        let kind = s.areas[usize::from(area)].kind;
        let card = view.revealed.get(usize::from(area)).copied().flatten();
        let collapsed = view.damage.get(usize::from(area)).is_some_and(|&d| d >= 2);
        let (class, fill) = match (kind, card) {
            _ if collapsed => ("square collapsed", "#8d8478"),
            (AreaKind::Outdoors, _) => ("square outdoors", OUTDOORS),
            (AreaKind::Hall, _) => ("square hall", HALL),
            (AreaKind::Room, Some(r)) => ("square room", FLOORS[usize::from(r) % FLOORS.len()]),
            (AreaKind::Room, None) => ("square face-down", CARD_BACK),
        };
        let (x, y) = px(s, sq);
        p.line(&format!(
            r##"<rect class="{class}" data-square="{}" data-area="{area}" x="{x:.1}" y="{y:.1}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#00000022" stroke-width="1"/>"##,
            square_name(s, sq)
        ));
    }
    // Column letters above and row numbers to the left, as squares are named.
    for x in 0..s.width {
        let cx = RIM + (f64::from(x) + 0.5) * CELL;
        p.line(&format!(
            r##"<text class="rim" x="{cx:.1}" y="{:.1}" font-size="13" fill="#555" text-anchor="middle">{}</text>"##,
            RIM - 7.0,
            char::from(b'A' + x)
        ));
    }
    for y in 0..s.height {
        let cy = RIM + (f64::from(y) + 0.5) * CELL + 4.5;
        p.line(&format!(
            r##"<text class="rim" x="{:.1}" y="{cy:.1}" font-size="13" fill="#555" text-anchor="middle">{}</text>"##,
            RIM / 2.0,
            y + 1
        ));
    }
    p.line("</g>");
}

/// What the scenario prints and the state changes on it: the face-down
/// rooms' card backs, lit buildings, damage, the zombie entry spaces
/// (DN-SETUP-1), the road exits (DN-GAP-4) and the generator.
fn marks_of_the_map(p: &mut Pen, s: &Scenario, view: &View) {
    p.line(r#"<g class="map-marks">"#);
    for (area, a) in s.areas.iter().enumerate() {
        if a.kind != AreaKind::Room || view.revealed.get(area).copied().flatten().is_some() {
            continue;
        }
        let Some(first) = u8::try_from(area).ok().and_then(|k| area_square(s, k)) else { continue };
        let squares: Vec<u16> =
            (0..s.squares() as u16).filter(|&q| usize::from(s.area_of[usize::from(q)]) == area).collect();
        let (x0, y0, x1, y1) = bounds(s, &squares);
        let (cx, cy) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
        p.line(&format!(
            r##"<g class="card-back" data-area="{area}" data-at="{}"><rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="8" fill="none" stroke="#c9b37e" stroke-width="2" stroke-dasharray="7 4"/><text x="{cx:.1}" y="{:.1}" font-size="30" font-weight="bold" fill="#c9b37e" text-anchor="middle">?</text></g>"##,
            square_name(s, first),
            x0 + 5.0,
            y0 + 5.0,
            x1 - x0 - 10.0,
            y1 - y0 - 10.0,
            cy + 10.0
        ));
    }
    for sq in (0..s.squares() as u16).filter(|&q| view.lit(q)) {
        let (x, y) = px(s, sq);
        p.line(&format!(
            r##"<rect class="lit" data-at="{}" x="{x:.1}" y="{y:.1}" width="{CELL}" height="{CELL}" fill="#ffe36e" opacity="0.28"/>"##,
            square_name(s, sq)
        ));
    }
    for (area, &d) in view.damage.iter().enumerate().filter(|(_, d)| **d > 0) {
        let Some(first) = u8::try_from(area).ok().and_then(|k| area_square(s, k)) else { continue };
        let (x, y) = px(s, first);
        let state = if d >= 2 { "collapsed" } else { "damaged" };
        // A crack across the room's first square; a collapsed room is
        // greyed out as well (DN-DMG-2).
        p.line(&format!(
            r##"<path class="damage" data-area="{area}" data-state="{state}" d="M{:.1},{:.1}l9,11l-7,6l12,13l-5,9" fill="none" stroke="#5d1f10" stroke-width="3" stroke-linejoin="round"/>"##,
            x + 6.0,
            y + 2.0
        ));
    }
    for &sq in &s.entries {
        let (x, y) = px(s, sq);
        p.line(&format!(
            r##"<path class="entry" data-at="{}" d="M{:.1},{:.1}l12,0l-12,12z" fill="#7b1f1f" opacity="0.75"/>"##,
            square_name(s, sq),
            x + 1.0,
            y + 1.0
        ));
    }
    for &sq in &s.exits {
        let (cx, cy) = centre(s, sq);
        p.line(&format!(
            r##"<path class="exit" data-at="{}" d="M{:.1},{:.1}l10,-10l10,10" fill="none" stroke="#1b5e20" stroke-width="4" stroke-linecap="round" transform="rotate(180 {cx:.1} {cy:.1})"/>"##,
            square_name(s, sq),
            cx - 10.0,
            cy - 12.0
        ));
    }
    if let Some(g) = view.generator {
        let (x, y) = px(s, g.sq);
        let fill = if g.running { "#fbc02d" } else { "#9e9e9e" };
        let fuel = if g.fuel { "#43a047" } else { "#ffffff" };
        p.line(&format!(
            r##"<g class="generator" data-at="{}" data-running="{}" data-fuel="{}"><rect x="{:.1}" y="{:.1}" width="20" height="16" rx="3" fill="{fill}" stroke="#424242" stroke-width="2"/><path d="M{:.1},{:.1}l-5,7h5l-3,6l8,-8h-5l3,-5z" fill="#212121"/><circle cx="{:.1}" cy="{:.1}" r="3" fill="{fuel}" stroke="#424242"/></g>"##,
            square_name(s, g.sq),
            g.running,
            g.fuel,
            x + CELL - 24.0,
            y + CELL - 20.0,
            x + CELL - 12.0,
            y + CELL - 19.0,
            x + CELL - 6.0,
            y + CELL - 6.0,
        ));
    }
    p.line("</g>");
}

fn bounds(s: &Scenario, squares: &[u16]) -> (f64, f64, f64, f64) {
    let xs = squares.iter().map(|&q| px(s, q));
    let x0 = xs.clone().map(|c| c.0).fold(f64::INFINITY, f64::min);
    let y0 = xs.clone().map(|c| c.1).fold(f64::INFINITY, f64::min);
    let x1 = xs.clone().map(|c| c.0).fold(f64::NEG_INFINITY, f64::max) + CELL;
    let y1 = xs.map(|c| c.1).fold(f64::NEG_INFINITY, f64::max) + CELL;
    (x0, y0, x1, y1)
}

fn edges(p: &mut Pen, s: &Scenario, view: &View) {
    p.line(r#"<g class="edges">"#);
    for a in 0..s.squares() as u16 {
        let (x, y) = s.xy(a);
        for (b, vertical) in [(s.at(x + 1, y), true), (s.at(x, y + 1), false)] {
            let Some(b) = b else { continue };
            let kind = view.edge(a, b);
            let (ax, ay) = px(s, a);
            // The shared side of `a` and its east or south neighbour.
            let (x1, y1, x2, y2) =
                if vertical { (ax + CELL, ay, ax + CELL, ay + CELL) } else { (ax, ay + CELL, ax + CELL, ay + CELL) };
            let data = format!(r#" data-edge="{}|{}""#, square_name(s, a), square_name(s, b));
            let seg = |class: &str, t0: f64, t1: f64, style: &str| {
                let (sx, sy) = (x1 + (x2 - x1) * t0, y1 + (y2 - y1) * t0);
                let (ex, ey) = (x1 + (x2 - x1) * t1, y1 + (y2 - y1) * t1);
                format!(r#"<line class="{class}"{data} x1="{sx:.1}" y1="{sy:.1}" x2="{ex:.1}" y2="{ey:.1}" {style}/>"#)
            };
            let wall = format!(r#"stroke="{WALL}" stroke-width="5" stroke-linecap="square""#);
            match kind {
                EdgeKind::Open => {
                    if s.edge(a, b) == EdgeKind::Door {
                        // A door the zombies broke: an opening between jambs.
                        p.line(&seg("wall door-jamb", 0.0, 0.12, &wall));
                        p.line(&seg("wall door-jamb", 0.88, 1.0, &wall));
                        p.line(&seg(
                            "broken-door",
                            0.12,
                            0.88,
                            r##"stroke="#8d6e63" stroke-width="2" stroke-dasharray="2 4""##,
                        ));
                    }
                }
                EdgeKind::Wall => p.line(&seg("wall", 0.0, 1.0, &wall)),
                EdgeKind::Door => {
                    p.line(&seg("wall door-jamb", 0.0, 0.15, &wall));
                    p.line(&seg("wall door-jamb", 0.85, 1.0, &wall));
                    p.line(&seg("door", 0.15, 0.85, r##"stroke="#a1662f" stroke-width="4""##));
                }
                EdgeKind::Window => {
                    p.line(&seg("wall window-frame", 0.0, 0.2, &wall));
                    p.line(&seg("wall window-frame", 0.8, 1.0, &wall));
                    p.line(&seg("window", 0.2, 0.8, r##"stroke="#4fc3f7" stroke-width="6""##));
                    p.line(&seg("window-pane", 0.2, 0.8, r##"stroke="#ffffff" stroke-width="1.5""##));
                }
                EdgeKind::Breach => {
                    p.line(&seg("breach", 0.0, 1.0, r##"stroke="#8a8a8a" stroke-width="5" stroke-dasharray="3 4""##))
                }
                EdgeKind::Barricade => {
                    p.line(&seg("barricade", 0.0, 1.0, r##"stroke="#5d3310" stroke-width="9""##));
                    p.line(&seg(
                        "barricade-planks",
                        0.05,
                        0.95,
                        r##"stroke="#d7a86e" stroke-width="4" stroke-dasharray="5 3""##,
                    ));
                }
            }
        }
    }
    p.line("</g>");
}

/// Fires (DN-FIRE): a flame on the square; a fire that spreads at its
/// owner's turns (DN-GAP-10) also trails smoke, so a player sees which
/// fires will grow.
fn hazards(p: &mut Pen, s: &Scenario, view: &View) {
    p.line(r#"<g class="hazards">"#);
    for f in &view.fires {
        let (x, y) = px(s, f.sq);
        let (cx, cy) = centre(s, f.sq);
        p.line(&format!(
            r##"<rect class="fire-glow" data-at="{}" x="{x:.1}" y="{y:.1}" width="{CELL}" height="{CELL}" fill="#ff7043" opacity="0.35"/>"##,
            square_name(s, f.sq)
        ));
        if f.spreads {
            p.line(&format!(
                r##"<g class="smoke" data-at="{}" fill="#616161" opacity="0.55"><circle cx="{:.1}" cy="{:.1}" r="7"/><circle cx="{:.1}" cy="{:.1}" r="5"/></g>"##,
                square_name(s, f.sq),
                cx + 9.0,
                cy - 14.0,
                cx + 15.0,
                cy - 19.0
            ));
        }
        p.line(&format!(
            r##"<path class="fire" data-at="{}" data-owner="{}" data-spreads="{}" d="M{cx:.1},{:.1}c9,8 12,14 8,20c-3,5 -13,5 -16,0c-4,-6 2,-10 3,-16c2,5 4,6 5,4z" fill="#e64a19" stroke="#bf360c" stroke-width="1.5"/>"##,
            square_name(s, f.sq),
            f.owner + 1,
            f.spreads,
            cy - 16.0
        ));
    }
    p.line("</g>");
}

/// Vehicles (DN-CAR): a body over their front and rear squares, the
/// windscreen at the front; green when started, a fuel dot, grey when
/// wrecked.
fn cars(p: &mut Pen, s: &Scenario, view: &View) {
    p.line(r#"<g class="cars">"#);
    for car in &view.cars {
        car_shape(p, s, car);
    }
    p.line("</g>");
}

fn car_shape(p: &mut Pen, s: &Scenario, car: &Car) {
    let (fx, fy) = centre(s, car.front);
    let (rx, ry) = centre(s, car.rear);
    let (cx, cy) = ((fx + rx) / 2.0, (fy + ry) / 2.0);
    let horizontal = (fy - ry).abs() < 0.5;
    let (w, h) = if horizontal { (CELL * 1.8, CELL * 0.7) } else { (CELL * 0.7, CELL * 1.8) };
    let fill = if car.wrecked { "#6d6d6d" } else { "#37506b" };
    let stroke = if car.started { "#43a047" } else { "#1c2733" };
    let state = if car.wrecked {
        "wrecked"
    } else if car.started {
        "started"
    } else {
        "parked"
    };
    // The windscreen sits between the centre and the front square's middle.
    let (wx, wy) = ((cx + 2.0 * fx) / 3.0, (cy + 2.0 * fy) / 3.0);
    let (sw, sh) = if horizontal { (CELL * 0.18, CELL * 0.55) } else { (CELL * 0.55, CELL * 0.18) };
    p.line(&format!(
        r##"<g class="car" data-at="{}" data-rear="{}" data-state="{state}" data-fuel="{}"><rect x="{:.1}" y="{:.1}" width="{w:.1}" height="{h:.1}" rx="9" fill="{fill}" stroke="{stroke}" stroke-width="4"/><rect class="windscreen" x="{:.1}" y="{:.1}" width="{sw:.1}" height="{sh:.1}" rx="2" fill="#b3e5fc"/><circle class="fuel" cx="{:.1}" cy="{:.1}" r="4.5" fill="{}" stroke="#ffffff" stroke-width="1.5"/></g>"##,
        square_name(s, car.front),
        square_name(s, car.rear),
        car.fuel,
        cx - w / 2.0,
        cy - h / 2.0,
        wx - sw / 2.0,
        wy - sh / 2.0,
        (cx + 2.0 * rx) / 3.0,
        (cy + 2.0 * ry) / 3.0,
        if car.fuel { "#43a047" } else { "#e0e0e0" }
    ));
}

fn pieces(p: &mut Pen, s: &Scenario, view: &View) {
    p.line(r#"<g class="pieces">"#);
    // Items lying about: a small diamond each along the square's top.
    let mut at = 0usize;
    let mut last = None;
    for &(sq, thing) in &view.floor {
        at = if last == Some(sq) { at + 1 } else { 0 };
        last = Some(sq);
        let (x, y) = px(s, sq);
        p.line(&format!(
            r##"<path class="item" data-at="{}" data-thing="{thing}" d="M{:.1},{:.1}l5,5l-5,5l-5,-5z" fill="#1e88e5" stroke="#0d47a1"/>"##,
            square_name(s, sq),
            x + 16.0 + 8.0 * (at % 4) as f64,
            y + 2.0
        ));
    }
    if let Some(sq) = view.floor_keys {
        let (x, y) = px(s, sq);
        p.line(&format!(
            r##"<g class="keys" data-at="{}"><circle cx="{:.1}" cy="{:.1}" r="4" fill="none" stroke="#f9a825" stroke-width="2.5"/><path d="M{:.1},{:.1}h9v4" fill="none" stroke="#f9a825" stroke-width="2.5"/></g>"##,
            square_name(s, sq),
            x + 8.0,
            y + CELL - 9.0,
            x + 12.0,
            y + CELL - 9.0
        ));
    }
    // Zombies: up to four a square (DN-ZOM-9), in its corners.
    let mut k = 0usize;
    let mut last = None;
    for &sq in &view.zombies {
        k = if last == Some(sq) { k + 1 } else { 0 };
        last = Some(sq);
        let (x, y) = px(s, sq);
        let (ox, oy) = [(4.0, 14.0), (25.0, 14.0), (4.0, 29.0), (25.0, 29.0)][k % 4];
        p.line(&format!(
            r##"<g class="zombie" data-at="{}"><rect x="{:.1}" y="{:.1}" width="16" height="14" rx="3" fill="#4e7d2a" stroke="#1b3d0f" stroke-width="1.5"/><circle cx="{:.1}" cy="{:.1}" r="1.6" fill="#ffeb3b"/><circle cx="{:.1}" cy="{:.1}" r="1.6" fill="#ffeb3b"/></g>"##,
            square_name(s, sq),
            x + ox,
            y + oy,
            x + ox + 5.0,
            y + oy + 5.0,
            x + ox + 11.0,
            y + oy + 5.0
        ));
    }
    // Players: a disc in the seat's colour with the seat's number; a
    // ring marks the one whose turn it is; pips under it show energy.
    let mut taken: Vec<u16> = Vec::new();
    for (seat, pl) in view.players.iter().enumerate() {
        let Some(sq) = pl.pos else { continue };
        if pl.escaped {
            continue;
        }
        let shared = taken.iter().filter(|&&q| q == sq).count() as f64;
        taken.push(sq);
        let (cx, cy) = centre(s, sq);
        let (cx, cy) = (cx + shared * 8.0, cy + shared * 6.0);
        let colour = SEATS[seat % SEATS.len()];
        let state = if pl.alive { "alive" } else { "dead" };
        let fill = if pl.alive { colour } else { "#757575" };
        let active = view.over.is_none() && usize::from(view.active) == seat && pl.alive;
        let ring = if active {
            format!(
                r##"<circle class="turn" cx="{cx:.1}" cy="{cy:.1}" r="16" fill="none" stroke="#ffd600" stroke-width="3.5"/>"##
            )
        } else {
            String::new()
        };
        let mut g = format!(
            r##"<g class="player" data-seat="{}" data-at="{}" data-state="{state}" data-energy="{}" data-ammo="{}" data-keys="{}">{ring}<circle cx="{cx:.1}" cy="{cy:.1}" r="12.5" fill="{fill}" stroke="#ffffff" stroke-width="2"/><text x="{cx:.1}" y="{:.1}" font-size="14" font-weight="bold" fill="#ffffff" text-anchor="middle">{}</text>"##,
            seat + 1,
            square_name(s, sq),
            pl.energy,
            pl.ammo,
            pl.keys,
            cy + 5.0,
            if pl.alive { (seat + 1).to_string() } else { "†".to_owned() }
        );
        if pl.alive {
            for e in 0..6i8 {
                let filled = e < pl.energy;
                let _ = write!(
                    g,
                    r##"<circle class="energy" cx="{:.1}" cy="{:.1}" r="2.2" fill="{}" stroke="#7f0000" stroke-width="0.8"/>"##,
                    cx - 12.5 + f64::from(e) * 5.0,
                    cy + 17.0,
                    if filled { "#e53935" } else { "#ffffff" }
                );
            }
        }
        g.push_str("</g>");
        p.line(&g);
    }
    p.line("</g>");
}
