//! A schematic SVG picture of a [`RenderModel`].
//!
//! Every element carries a class naming what it shows (`zone`, `wall`,
//! `door`, `spawn`, `objective`, ...) and `data-` attributes naming the
//! zones it belongs to, so tests and front ends can find things without
//! parsing coordinates. Output is deterministic.

use crate::geometry::{Segment, middle, rim_edges, shared_edges, zone_cells};
use crate::model::{Area, BoundaryKind, MapModel, RenderModel, Tint, ZoneModel, survivor_key, zombies_key};
use crate::placement::Boxed;
use crate::tenths::Tenths;
use crate::words::{Language, say};
use std::borrow::Cow;
use std::fmt::Write as _;

/// Sizes and options of a picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SvgStyle {
    /// Pixels per cell side.
    pub cell: u32,
    /// Draw the key of symbols under the map.
    pub legend: bool,
    /// Write zone ids in small text.
    pub zone_ids: bool,
}

impl Default for SvgStyle {
    fn default() -> Self {
        Self { cell: 72, legend: true, zone_ids: true }
    }
}

const MARGIN: f64 = 24.0;
/// Zone ids are the words a player reads most on the board: large
/// enough to stay legible on a phone at the page's least zoom.
const ZONE_ID_FONT: f64 = 12.0;
const TITLE: f64 = 58.0;

fn ground(area: Area) -> &'static str {
    match area {
        Area::Street => "#d3cec2",
        Area::Building => "#f4ead6",
        Area::Corridor => "#dbe7ee",
        Area::Camp => "#d9e5c3",
        Area::Pad => "#c9ced3",
    }
}

fn tint(t: Tint) -> &'static str {
    match t {
        Tint::Neutral => "#8a5a2b",
        Tint::Red => "#c62828",
        Tint::Blue => "#1e63c4",
        Tint::Pink => "#d61f86",
    }
}

fn team_colour(team: u8) -> &'static str {
    ["#2e7d32", "#6a1b9a", "#ef6c00", "#00838f"][usize::from(team) % 4]
}

/// Escapes text for SVG content and attribute values. Most names need
/// nothing escaped: they are borrowed as they are, not copied.
pub fn escape(s: &str) -> Cow<'_, str> {
    if !s.contains(['&', '<', '>', '"', '\'']) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

struct Pen {
    out: String,
    c: f64,
    ox: f64,
    oy: f64,
    /// The language of the words drawn on tokens (the exit, the landing pad).
    language: Language,
}

impl Pen {
    fn x(&self, x: f64) -> f64 {
        self.ox + x * self.c
    }
    fn y(&self, y: f64) -> f64 {
        self.oy + y * self.c
    }
    fn raw(&mut self, s: &str) {
        self.out.push_str(s);
        self.out.push('\n');
    }
    /// A segment's end points in pixels, from `t0` to `t1` along it.
    fn along(&self, s: Segment, t0: f64, t1: f64) -> (f64, f64, f64, f64) {
        let (x, y) = (s.x as f64, s.y as f64);
        if s.vertical {
            (self.x(x), self.y(y + t0), self.x(x), self.y(y + t1))
        } else {
            (self.x(x + t0), self.y(y), self.x(x + t1), self.y(y))
        }
    }
    fn line(&mut self, class: &str, data: &str, s: Segment, t0: f64, t1: f64, style: &str) {
        let (x1, y1, x2, y2) = self.along(s, t0, t1);
        let _ = writeln!(
            self.out,
            r#"<line class="{class}"{data} x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" {style}/>"#,
            x1 = Tenths(x1),
            y1 = Tenths(y1),
            x2 = Tenths(x2),
            y2 = Tenths(y2)
        );
    }
}

const WALL: &str = r##"stroke="#2f2f2f" stroke-width="5" stroke-linecap="square""##;

/// The whole picture as an SVG document.
pub fn render_svg(model: &RenderModel, style: &SvgStyle) -> String {
    render_svg_in(model, style, Language::En)
}

/// [`render_svg`] with the legend in `language`.
pub fn render_svg_in(model: &RenderModel, style: &SvgStyle, language: Language) -> String {
    let mut svg = render_svg_base(model, style, language);
    svg.push_str(&render_svg_top(model, style, language));
    svg
}

/// The first part of [`render_svg_in`]'s document: what the map alone
/// decides (the frame, the ground, the tiles, the walls and every other
/// boundary but doors). It reads no overlay but whether it has a status
/// line, so a page can fetch it once per mission and keep it while the
/// pieces move; [`render_svg_top`] is the rest.
pub fn render_svg_base(model: &RenderModel, style: &SvgStyle, language: Language) -> String {
    let map = &model.map;
    let mut p = pen(style, language);
    let (width, height) = frame(model, style, p.c);
    let _ = writeln!(
        p.out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="DejaVu Sans, Verdana, sans-serif">"#
    );
    p.raw(&format!(
        r##"<rect class="background" x="0" y="0" width="{width:.0}" height="{height:.0}" fill="#ffffff"/>"##
    ));
    let _ = writeln!(
        p.out,
        r##"<text class="title" x="{MARGIN}" y="26" font-size="20" font-weight="bold" fill="#222">{}</text>"##,
        escape(&map.title)
    );
    let _ = writeln!(
        p.out,
        r##"<text class="subtitle" x="{MARGIN}" y="46" font-size="12" fill="#555">{}</text>"##,
        escape(&map.subtitle)
    );
    ground_layer(&mut p, map);
    tile_layer(&mut p, map);
    boundary_layer(&mut p, map);
    p.out
}

/// The rest of [`render_svg_in`]'s document after [`render_svg_base`]:
/// the doors (open or shut), the tokens and pieces, the status line and
/// the legend, drawn over the base.
pub fn render_svg_top(model: &RenderModel, style: &SvgStyle, language: Language) -> String {
    let map = &model.map;
    let mut p = pen(style, language);
    let width = frame(model, style, p.c).0;
    door_layer(&mut p, model);
    token_layer(&mut p, model, style);
    if let Some(o) = model.overlay.as_ref().filter(|o| !o.status.is_empty()) {
        let y = p.y(map.height as f64) + 18.0;
        let _ = writeln!(
            p.out,
            r##"<text class="status" x="{MARGIN}" y="{y:.1}" font-size="13" fill="#222">{}</text>"##,
            escape(&o.status),
            y = Tenths(y)
        );
    }
    if style.legend {
        let top = p.y(map.height as f64) + if has_status(model) { 40.0 } else { 16.0 };
        legend_layer(&mut p, top, width, language);
    }
    p.raw("</svg>");
    p.out
}

fn pen(style: &SvgStyle, language: Language) -> Pen {
    Pen { out: String::new(), c: f64::from(style.cell.max(24)), ox: MARGIN, oy: TITLE, language }
}

fn has_status(model: &RenderModel) -> bool {
    model.overlay.as_ref().is_some_and(|o| !o.status.is_empty())
}

/// The document's width and height in pixels, for cells of side `c`.
fn frame(model: &RenderModel, style: &SvgStyle, c: f64) -> (f64, f64) {
    let map = &model.map;
    let width = map.width as f64 * c + 2.0 * MARGIN;
    let legend = if style.legend { legend_height(width) } else { 0.0 };
    let status = if has_status(model) { 24.0 } else { 0.0 };
    (width, map.height as f64 * c + TITLE + MARGIN + legend + status)
}

fn ground_layer(p: &mut Pen, map: &MapModel) {
    p.raw(r#"<g class="ground">"#);
    let cells = zone_cells(map);
    for (i, z) in map.zones.iter().enumerate() {
        let _ = writeln!(p.out, r#"<g class="zone area-{}" data-zone="{}">"#, z.area().name(), escape(&z.id));
        let mut sorted = cells[i].clone();
        sorted.sort_by_key(|&(x, y)| (y, x));
        for (x, y) in sorted {
            let _ = writeln!(
                p.out,
                r#"<rect class="cell" x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="{}"/>"#,
                Tenths(p.x(x as f64)),
                Tenths(p.y(y as f64)),
                Tenths(p.c),
                Tenths(p.c),
                ground(z.area())
            );
            if z.wreck {
                wreck_cell(p, x, y);
            }
        }
        p.raw("</g>");
    }
    p.raw("</g>");
}

fn wreck_cell(p: &mut Pen, x: usize, y: usize) {
    let (x0, y0, c) = (p.x(x as f64), p.y(y as f64), p.c);
    let mut d = String::new();
    for k in 1..6 {
        let t = c * f64::from(k) / 6.0;
        let _ = write!(d, "M{:.1} {:.1} L{:.1} {:.1} ", Tenths(x0 + t), Tenths(y0), Tenths(x0), Tenths(y0 + t));
        let _ = write!(d, "M{:.1} {:.1} L{:.1} {:.1} ", Tenths(x0 + c), Tenths(y0 + t), Tenths(x0 + t), Tenths(y0 + c));
    }
    let _ =
        writeln!(p.out, r##"<path class="wreck-hatch" d="{d}" stroke="#8d2a1f" stroke-width="2" opacity="0.55"/>"##);
}

fn tile_layer(p: &mut Pen, map: &MapModel) {
    p.raw(r#"<g class="tiles">"#);
    for t in &map.tiles {
        let (x, y, s) = (p.x(t.x as f64), p.y(t.y as f64), t.size as f64 * p.c);
        let _ = writeln!(
            p.out,
            r##"<rect class="tile" data-tile="{}" x="{x:.1}" y="{y:.1}" width="{s:.1}" height="{s:.1}" fill="none" stroke="#7b7b7b" stroke-width="1" stroke-dasharray="2 5"/>"##,
            escape(&t.name),
            x = Tenths(x),
            y = Tenths(y),
            s = Tenths(s)
        );
        if t.event {
            // The event token, on the tile's bottom-left corner.
            let (ex, ey) = (x + 0.2 * p.c, y + s - 0.2 * p.c);
            let r = 0.13 * p.c;
            let _ = writeln!(
                p.out,
                r##"<g class="event" data-tile="{}"><circle cx="{ex:.1}" cy="{ey:.1}" r="{r:.1}" fill="#fdd835" stroke="#5d4037" stroke-width="2"/><text x="{ex:.1}" y="{:.1}" font-size="{:.1}" text-anchor="middle" fill="#5d4037" font-weight="bold">!</text></g>"##,
                escape(&t.name),
                Tenths(ey + 0.07 * p.c),
                Tenths(0.2 * p.c),
                ex = Tenths(ex),
                ey = Tenths(ey),
                r = Tenths(r)
            );
        }
        let label = if t.rotate == 0 { t.name.clone() } else { format!("{} ↻{}", t.name, t.rotate) };
        let _ = writeln!(
            p.out,
            r##"<text class="tile-name" x="{:.1}" y="{:.1}" font-size="11" text-anchor="end" fill="#6b6b6b" font-style="italic">{}</text>"##,
            Tenths(x + s - 4.0),
            Tenths(y + s - 4.0),
            escape(&label)
        );
    }
    p.raw("</g>");
}

/// How zones `a` and `b` meet: as the map says, else open between two
/// open areas and walled otherwise.
fn boundary_kind(map: &MapModel, a: usize, b: usize) -> BoundaryKind {
    match map.boundary(a, b) {
        Some(bd) => bd.kind,
        None if map.zones[a].area().open() && map.zones[b].area().open() => BoundaryKind::Open,
        None => BoundaryKind::Wall,
    }
}

fn between(map: &MapModel, a: usize, b: usize) -> String {
    format!(r#" data-between="{} {}""#, escape(&map.zones[a].id), escape(&map.zones[b].id))
}

/// Every boundary as the map prints it, but the doors themselves (their
/// frames are walls and drawn here): a door opens in play, so it is
/// drawn over these by [`door_layer`].
fn boundary_layer(p: &mut Pen, map: &MapModel) {
    p.raw(r#"<g class="boundaries">"#);
    for ((a, b), segs) in shared_edges(map) {
        let kind = boundary_kind(map, a, b);
        let data = between(map, a, b);
        let mid = middle(&segs);
        match kind {
            BoundaryKind::Wall => {
                for s in &segs {
                    p.line("wall", &data, *s, 0.0, 1.0, WALL);
                }
            }
            BoundaryKind::Door { .. } => {
                for s in segs.iter().filter(|s| Some(**s) != mid) {
                    p.line("wall", &data, *s, 0.0, 1.0, WALL);
                }
                if let Some(s) = mid {
                    p.line("wall", &data, s, 0.0, 0.18, WALL);
                    p.line("wall", &data, s, 0.82, 1.0, WALL);
                }
            }
            BoundaryKind::Opening => {
                for s in segs.iter().filter(|s| Some(**s) != mid) {
                    p.line("wall", &data, *s, 0.0, 1.0, WALL);
                }
                if let Some(s) = mid {
                    p.line("wall", &data, s, 0.0, 0.15, WALL);
                    p.line("wall", &data, s, 0.85, 1.0, WALL);
                    p.line(
                        "opening",
                        &data,
                        s,
                        0.15,
                        0.85,
                        r##"stroke="#b9a27c" stroke-width="1" stroke-dasharray="3 3""##,
                    );
                }
            }
            BoundaryKind::Crossing => {
                for s in &segs {
                    zebra(p, &data, *s);
                }
            }
            BoundaryKind::Marking => {
                for s in &segs {
                    p.line(
                        "marking",
                        &data,
                        *s,
                        0.05,
                        0.95,
                        r##"stroke="#5a86a3" stroke-width="2" stroke-dasharray="7 4""##,
                    );
                }
            }
            BoundaryKind::Open => {
                for s in &segs {
                    p.line(
                        "open",
                        &data,
                        *s,
                        0.0,
                        1.0,
                        r##"stroke="#a59e8c" stroke-width="1" stroke-dasharray="2 4""##,
                    );
                }
            }
            BoundaryKind::Fence | BoundaryKind::Ladder => {
                for s in &segs {
                    fence(p, &data, *s);
                }
                if kind == BoundaryKind::Ladder
                    && let Some(s) = mid
                {
                    ladder(p, &data, s);
                }
            }
        }
    }
    for (z, s) in rim_edges(map) {
        let data = format!(r#" data-zone="{}""#, escape(&map.zones[z].id));
        if map.zones[z].area().open() {
            p.line("rim", &data, s, 0.0, 1.0, r##"stroke="#8c8c8c" stroke-width="1.5""##);
        } else {
            p.line("wall rim", &data, s, 0.0, 1.0, WALL);
        }
    }
    p.raw("</g>");
}

/// The doors, open or shut as the overlay (else the map) has them, in
/// the gaps [`boundary_layer`] leaves in their walls.
fn door_layer(p: &mut Pen, model: &RenderModel) {
    let map = &model.map;
    let open_now = |a: usize, b: usize| {
        model
            .overlay
            .as_ref()
            .is_some_and(|o| o.open_doors.iter().any(|&(x, y)| (x.min(y), x.max(y)) == (a.min(b), a.max(b))))
    };
    p.raw(r#"<g class="doors">"#);
    for ((a, b), segs) in shared_edges(map) {
        let BoundaryKind::Door { tint: t, open } = boundary_kind(map, a, b) else { continue };
        let Some(s) = middle(&segs) else { continue };
        let data = between(map, a, b);
        let open = open || open_now(a, b);
        let state = if open { "open" } else { "closed" };
        let col = tint(t);
        let style = if open {
            format!(r#"stroke="{col}" stroke-width="9" stroke-opacity="0.35""#)
        } else {
            format!(r#"stroke="{col}" stroke-width="9""#)
        };
        p.line(&format!("door door-{} {state}", t.name()), &data, s, 0.22, 0.78, &style);
        if open {
            // The door leaf swung open from its hinge.
            let (x1, y1, _, _) = p.along(s, 0.22, 0.78);
            let len = 0.5 * p.c;
            let (x2, y2) = if s.vertical { (x1 + len, y1) } else { (x1, y1 + len) };
            let _ = writeln!(
                p.out,
                r#"<line class="door-leaf" x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="{col}" stroke-width="3"/>"#,
                x1 = Tenths(x1),
                y1 = Tenths(y1),
                x2 = Tenths(x2),
                y2 = Tenths(y2)
            );
        }
    }
    p.raw("</g>");
}

fn zebra(p: &mut Pen, data: &str, s: Segment) {
    let _ = writeln!(p.out, r#"<g class="crossing"{data}>"#);
    for k in 0..4 {
        let t = 0.2 + 0.2 * f64::from(k);
        let (x, y, _, _) = p.along(s, t, t);
        let h = 0.1 * p.c;
        let (x1, y1, x2, y2) = if s.vertical { (x - h, y, x + h, y) } else { (x, y - h, x, y + h) };
        let _ = writeln!(
            p.out,
            r##"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="#fbfaf5" stroke-width="5"/>"##,
            x1 = Tenths(x1),
            y1 = Tenths(y1),
            x2 = Tenths(x2),
            y2 = Tenths(y2)
        );
    }
    p.raw("</g>");
}

fn fence(p: &mut Pen, data: &str, s: Segment) {
    p.line("fence", data, s, 0.0, 1.0, r##"stroke="#3d4a55" stroke-width="2.5" stroke-dasharray="5 3""##);
    for t in [0.0, 0.5, 1.0] {
        let (x, y, _, _) = p.along(s, t, t);
        let _ = writeln!(
            p.out,
            r##"<circle class="fence-post" cx="{x:.1}" cy="{y:.1}" r="2.5" fill="#3d4a55"/>"##,
            x = Tenths(x),
            y = Tenths(y)
        );
    }
}

fn ladder(p: &mut Pen, data: &str, s: Segment) {
    let _ = writeln!(p.out, r#"<g class="ladder"{data}>"#);
    let h = 0.16 * p.c;
    for t in [0.38, 0.62] {
        let (x, y, _, _) = p.along(s, t, t);
        let (x1, y1, x2, y2) = if s.vertical { (x - h, y, x + h, y) } else { (x, y - h, x, y + h) };
        let _ = writeln!(
            p.out,
            r##"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="#8a5a2b" stroke-width="3"/>"##,
            x1 = Tenths(x1),
            y1 = Tenths(y1),
            x2 = Tenths(x2),
            y2 = Tenths(y2)
        );
    }
    for k in [-1.0, 0.0, 1.0] {
        let (x1, y1, x2, y2) = p.along(s, 0.38, 0.62);
        let d = k * h * 0.6;
        let (x1, y1, x2, y2) = if s.vertical { (x1 + d, y1, x2 + d, y2) } else { (x1, y1 + d, x2, y2 + d) };
        let _ = writeln!(
            p.out,
            r##"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="#8a5a2b" stroke-width="2"/>"##,
            x1 = Tenths(x1),
            y1 = Tenths(y1),
            x2 = Tenths(x2),
            y2 = Tenths(y2)
        );
    }
    p.raw("</g>");
}

/// One symbol to place in a zone.
#[derive(Clone, Debug)]
enum Token {
    Start,
    Exit,
    Spawn(Tint, Vec<u8>),
    Objective(Tint, bool),
    Tent,
    Manhole,
    Bed(bool, u8),
    Landing,
    Search,
    Helicopter(bool),
    Survivor(String, u8, bool),
    Zombies(char, u8),
    Noise(u8),
}

fn zone_tokens(z: &ZoneModel) -> Vec<Token> {
    let mut t = Vec::new();
    if z.start {
        t.push(Token::Start);
    }
    if z.exit {
        t.push(Token::Exit);
    }
    if let Some((c, n)) = &z.spawn {
        t.push(Token::Spawn(*c, n.clone()));
    }
    if let Some(c) = z.objective {
        t.push(Token::Objective(c, false));
    }
    if z.tent {
        t.push(Token::Tent);
    }
    if z.landing {
        t.push(Token::Landing);
    }
    if z.manhole {
        t.push(Token::Manhole);
    }
    if z.beds_blue > 0 {
        t.push(Token::Bed(true, z.beds_blue));
    }
    if z.beds_green > 0 {
        t.push(Token::Bed(false, z.beds_green));
    }
    if z.searchable {
        t.push(Token::Search);
    }
    t
}

fn token_layer(p: &mut Pen, model: &RenderModel, style: &SvgStyle) {
    let map = &model.map;
    let cells = zone_cells(map);
    let overlay = model.overlay.as_ref();
    let heli = overlay.and_then(|o| o.helicopter).or(map.helicopter);
    p.raw(r#"<g class="tokens">"#);
    for (i, z) in map.zones.iter().enumerate() {
        let Some(&(fx, fy)) = cells[i].first() else { continue };
        let mut tokens = zone_tokens(z);
        if let Some(o) = overlay {
            for t in &mut tokens {
                if let Token::Objective(_, taken) = t {
                    *taken = o.objectives_taken.contains(&i);
                }
            }
        }
        if let Some(h) = heli
            && h.zone == i
        {
            tokens.insert(0, Token::Helicopter(h.flying));
        }
        if overlay.is_none() {
            for s in map.zombies.iter().filter(|s| s.zone == i && s.count > 0) {
                tokens.push(Token::Zombies(s.kind, s.count));
            }
        }
        // The pieces that move carry their names (`data-piece`).
        let mut keys = vec![None; tokens.len()];
        if let Some(o) = overlay {
            for s in o.survivors.iter().filter(|s| s.zone == i) {
                tokens.push(Token::Survivor(s.label.clone(), s.team, s.wounded));
                keys.push(Some(survivor_key(s.number)));
            }
            for s in o.zombies.iter().filter(|s| s.zone == i && s.count > 0) {
                tokens.push(Token::Zombies(s.kind, s.count));
                keys.push(Some(zombies_key(s.kind)));
            }
            if let Some(&(_, n)) = o.noise.iter().find(|(z, n)| *z == i && *n > 0) {
                tokens.push(Token::Noise(n));
            }
        }
        // The zone's label sits in the top-left corner of its middle
        // cell; tokens keep clear of it and of the zone's edges.
        let label = style.zone_ids.then(|| label_box(z, fx, fy, p.c));
        let sizes: Vec<(f64, f64)> = tokens.iter().map(|t| t.extent()).map(|(x, y)| (x / 72.0, y / 72.0)).collect();
        let placed = crate::placement::place(&cells[i], &sizes, label);
        let _ = writeln!(p.out, r#"<g class="zone-tokens" data-zone="{}">"#, escape(&z.id));
        if style.zone_ids {
            let (x, y) = (p.x(fx as f64) + 4.0, p.y(fy as f64) + ZONE_ID_FONT + 2.0);
            let _ = writeln!(
                p.out,
                r##"<text class="zone-id" x="{x:.1}" y="{y:.1}" font-size="{ZONE_ID_FONT}" fill="#333">{}</text>"##,
                escape(&z.id),
                x = Tenths(x),
                y = Tenths(y)
            );
            if let Some(name) = &z.name {
                let _ = writeln!(
                    p.out,
                    r##"<text class="zone-name" x="{x:.1}" y="{:.1}" font-size="8.5" font-style="italic" fill="#6a5a40">{}</text>"##,
                    Tenths(y + 10.0),
                    escape(name),
                    x = Tenths(x)
                );
            }
        }
        let c = p.c;
        for (k, (t, &(x, y))) in tokens.iter().zip(&placed.at).enumerate() {
            let (px, py) = (p.x(x), p.y(y));
            let key = keys.get(k).cloned().flatten();
            if let Some(key) = &key {
                let _ = writeln!(p.out, r#"<g data-piece="{}" data-spot="{}">"#, escape(key), escape(&z.id));
            }
            p.c = c * placed.scale;
            draw_token(p, t, px, py);
            p.c = c;
            if key.is_some() {
                p.raw("</g>");
            }
        }
        if tokens.len() > placed.at.len() {
            let (x, y) = (p.x(fx as f64 + 0.5), p.y(fy as f64 + 0.5));
            let _ = writeln!(
                p.out,
                r##"<text class="more" x="{x:.1}" y="{y:.1}" font-size="10" fill="#000">+{}</text>"##,
                tokens.len() - placed.at.len(),
                x = Tenths(x),
                y = Tenths(y)
            );
        }
        p.raw("</g>");
    }
    p.raw("</g>");
}

/// The box the zone's id (and name) is written in, in cells.
fn label_box(z: &ZoneModel, fx: usize, fy: usize, c: f64) -> Boxed {
    // DejaVu Sans is about 0.62 em wide per character.
    let id = 4.0 + 0.62 * ZONE_ID_FONT * z.id.chars().count() as f64;
    let name = z.name.as_ref().map_or(0.0, |n| 4.0 + 5.3 * n.chars().count() as f64);
    let h = ZONE_ID_FONT + 5.0 + if z.name.is_some() { 10.0 } else { 0.0 };
    let w = id.max(name);
    Boxed { x: fx as f64 + w / 2.0 / c, y: fy as f64 + h / 2.0 / c, hx: w / 2.0 / c, hy: h / 2.0 / c }
}

impl Token {
    /// Half the width and height of the token as [`draw_token`] draws it
    /// in a cell of 72 pixels.
    fn extent(&self) -> (f64, f64) {
        match self {
            Self::Start | Self::Survivor(..) => (12.0, 12.0),
            Self::Landing => (13.5, 13.5),
            Self::Exit => (15.0, 8.0),
            Self::Spawn(_, numbers) => {
                let chars = if numbers.is_empty() { 1 } else { 2 * numbers.len() - 1 };
                ((14.0 + 7.0 * chars as f64).max(24.0) / 2.0, 10.0)
            }
            Self::Objective(..) | Self::Noise(_) => (11.5, 11.5),
            Self::Tent => (14.0, 12.0),
            Self::Manhole => (11.0, 11.0),
            Self::Bed(..) => (15.0, 7.0),
            Self::Search => (9.0, 9.0),
            Self::Helicopter(_) => (23.0, 14.0),
            Self::Zombies(..) => (13.5, 9.5),
        }
    }
}

fn draw_token(p: &mut Pen, t: &Token, x: f64, y: f64) {
    let s = p.c / 72.0;
    let language = p.language;
    let o = &mut p.out;
    match t {
        Token::Start => {
            let _ = writeln!(
                o,
                r##"<g class="start"><circle cx="{x:.1}" cy="{y:.1}" r="{:.1}" fill="#2e7d32"/><path d="M{:.1} {:.1} L{:.1} {:.1} L{:.1} {:.1} Z" fill="#fff"/></g>"##,
                Tenths(12.0 * s),
                Tenths(x - 4.0 * s),
                Tenths(y - 6.0 * s),
                Tenths(x + 7.0 * s),
                Tenths(y),
                Tenths(x - 4.0 * s),
                Tenths(y + 6.0 * s),
                x = Tenths(x),
                y = Tenths(y)
            );
        }
        Token::Exit => {
            let _ = writeln!(
                o,
                r##"<g class="exit"><rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="3" fill="#1b5e20"/><text x="{x:.1}" y="{:.1}" font-size="{:.1}" text-anchor="middle" fill="#fff" font-weight="bold" textLength="{:.1}" lengthAdjust="spacingAndGlyphs">{}</text></g>"##,
                Tenths(x - 15.0 * s),
                Tenths(y - 8.0 * s),
                Tenths(30.0 * s),
                Tenths(16.0 * s),
                Tenths(y + 4.0 * s),
                Tenths(9.0 * s),
                Tenths(26.0 * s),
                say("EXIT", language),
                x = Tenths(x)
            );
        }
        Token::Spawn(c, numbers) => {
            let label = if numbers.is_empty() {
                "✱".to_string()
            } else {
                numbers.iter().map(u8::to_string).collect::<Vec<_>>().join("·")
            };
            let w = (14.0 + 7.0 * label.chars().count() as f64).max(24.0) * s;
            let _ = writeln!(
                o,
                r##"<g class="spawn spawn-{}" data-indicators="{}"><rect x="{:.1}" y="{:.1}" width="{w:.1}" height="{:.1}" rx="4" fill="{}" stroke="#000" stroke-width="1"/><text x="{x:.1}" y="{:.1}" font-size="{:.1}" text-anchor="middle" fill="#fff" font-weight="bold">{}</text></g>"##,
                c.name(),
                numbers.iter().map(u8::to_string).collect::<Vec<_>>().join(" "),
                Tenths(x - w / 2.0),
                Tenths(y - 10.0 * s),
                Tenths(20.0 * s),
                tint(*c),
                Tenths(y + 4.5 * s),
                Tenths(11.0 * s),
                escape(&label),
                w = Tenths(w),
                x = Tenths(x)
            );
        }
        Token::Objective(c, taken) => {
            let r = 11.0 * s;
            let d = 5.0 * s;
            let op = if *taken { r#" opacity="0.3""# } else { "" };
            let _ = writeln!(
                o,
                r##"<g class="objective objective-{}{}"{op}><circle cx="{x:.1}" cy="{y:.1}" r="{r:.1}" fill="{}" stroke="#000" stroke-width="1"/><path d="M{:.1} {:.1} L{:.1} {:.1} M{:.1} {:.1} L{:.1} {:.1}" stroke="#fff" stroke-width="3"/></g>"##,
                c.name(),
                if *taken { " taken" } else { "" },
                tint(*c),
                Tenths(x - d),
                Tenths(y - d),
                Tenths(x + d),
                Tenths(y + d),
                Tenths(x + d),
                Tenths(y - d),
                Tenths(x - d),
                Tenths(y + d),
                x = Tenths(x),
                y = Tenths(y),
                r = Tenths(r)
            );
        }
        Token::Tent => {
            let _ = writeln!(
                o,
                r##"<path class="tent" d="M{:.1} {:.1} L{x:.1} {:.1} L{:.1} {:.1} Z M{x:.1} {:.1} L{x:.1} {:.1}" fill="#e9d7a6" stroke="#6d4c1d" stroke-width="2"/>"##,
                Tenths(x - 13.0 * s),
                Tenths(y + 9.0 * s),
                Tenths(y - 11.0 * s),
                Tenths(x + 13.0 * s),
                Tenths(y + 9.0 * s),
                Tenths(y - 11.0 * s),
                Tenths(y + 9.0 * s),
                x = Tenths(x)
            );
        }
        Token::Manhole => {
            let r = 10.0 * s;
            let _ = writeln!(
                o,
                r##"<g class="manhole"><circle cx="{x:.1}" cy="{y:.1}" r="{r:.1}" fill="#6b6b6b" stroke="#333" stroke-width="1.5"/><path d="M{:.1} {y:.1} L{:.1} {y:.1} M{x:.1} {:.1} L{x:.1} {:.1}" stroke="#9e9e9e" stroke-width="1.5"/></g>"##,
                Tenths(x - r * 0.7),
                Tenths(x + r * 0.7),
                Tenths(y - r * 0.7),
                Tenths(y + r * 0.7),
                x = Tenths(x),
                y = Tenths(y),
                r = Tenths(r)
            );
        }
        Token::Bed(blue, n) => {
            let col = if *blue { "#4a78c2" } else { "#3f9b5a" };
            let class = if *blue { "bed bed-blue" } else { "bed bed-green" };
            let _ = writeln!(
                o,
                r##"<g class="{class}" data-count="{n}"><rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="2" fill="{col}" stroke="#222" stroke-width="1"/><rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="#fff"/><text x="{:.1}" y="{:.1}" font-size="{:.1}" fill="#222">{}</text></g>"##,
                Tenths(x - 12.0 * s),
                Tenths(y - 6.0 * s),
                Tenths(20.0 * s),
                Tenths(12.0 * s),
                Tenths(x - 10.0 * s),
                Tenths(y - 4.0 * s),
                Tenths(5.0 * s),
                Tenths(8.0 * s),
                Tenths(x + 9.0 * s),
                Tenths(y + 5.0 * s),
                Tenths(9.0 * s),
                if *n > 1 { format!("{n}") } else { String::new() }
            );
        }
        Token::Landing => {
            let r = 12.0 * s;
            let _ = writeln!(
                o,
                r##"<g class="landing"><circle cx="{x:.1}" cy="{y:.1}" r="{r:.1}" fill="#fafafa" stroke="#3c3c3c" stroke-width="2.5"/><text x="{x:.1}" y="{:.1}" font-size="{:.1}" text-anchor="middle" fill="#3c3c3c" font-weight="bold">{}</text></g>"##,
                Tenths(y + 5.0 * s),
                Tenths(14.0 * s),
                say("H", language),
                x = Tenths(x),
                y = Tenths(y),
                r = Tenths(r)
            );
        }
        Token::Search => {
            let r = 6.0 * s;
            let _ = writeln!(
                o,
                r##"<g class="search"><circle cx="{:.1}" cy="{:.1}" r="{r:.1}" fill="none" stroke="#7a6a4f" stroke-width="2"/><line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="#7a6a4f" stroke-width="3"/></g>"##,
                Tenths(x - 2.0 * s),
                Tenths(y - 2.0 * s),
                Tenths(x + 2.0 * s),
                Tenths(y + 2.0 * s),
                Tenths(x + 8.0 * s),
                Tenths(y + 8.0 * s),
                r = Tenths(r)
            );
        }
        Token::Helicopter(flying) => {
            let k = 1.3 * s;
            let class = if *flying { "helicopter flying" } else { "helicopter landed" };
            let _ = writeln!(
                o,
                r##"<g class="{class}"><ellipse cx="{x:.1}" cy="{y:.1}" rx="{:.1}" ry="{:.1}" fill="#37474f"/><line x1="{:.1}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="#37474f" stroke-width="{:.1}"/><line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="#111" stroke-width="2"/><line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="#111" stroke-width="2"/></g>"##,
                Tenths(9.0 * k),
                Tenths(6.0 * k),
                Tenths(x + 6.0 * k),
                Tenths(x + 17.0 * k),
                Tenths(2.5 * k),
                Tenths(x - 14.0 * k),
                Tenths(y - 10.0 * k),
                Tenths(x + 14.0 * k),
                Tenths(y + 10.0 * k),
                Tenths(x - 14.0 * k),
                Tenths(y + 10.0 * k),
                Tenths(x + 14.0 * k),
                Tenths(y - 10.0 * k),
                x = Tenths(x),
                y = Tenths(y)
            );
        }
        Token::Survivor(label, team, wounded) => {
            let stroke = if *wounded { "#c62828" } else { "#000" };
            let _ = writeln!(
                o,
                r##"<g class="survivor" data-team="{team}"><circle cx="{x:.1}" cy="{y:.1}" r="{:.1}" fill="{}" stroke="{stroke}" stroke-width="2"/><text x="{x:.1}" y="{:.1}" font-size="{:.1}" text-anchor="middle" fill="#fff" font-weight="bold">{}</text></g>"##,
                Tenths(11.0 * s),
                team_colour(*team),
                Tenths(y + 4.0 * s),
                Tenths(10.0 * s),
                escape(label),
                x = Tenths(x),
                y = Tenths(y)
            );
        }
        Token::Zombies(kind, n) => {
            let _ = writeln!(
                o,
                r##"<g class="zombies" data-kind="{}" data-count="{n}"><rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="3" fill="#556b2f" stroke="#000" stroke-width="1"/><text x="{x:.1}" y="{:.1}" font-size="{:.1}" text-anchor="middle" fill="#fff" font-weight="bold">{}{}</text></g>"##,
                escape(&kind.to_string()),
                Tenths(x - 13.0 * s),
                Tenths(y - 9.0 * s),
                Tenths(26.0 * s),
                Tenths(18.0 * s),
                Tenths(y + 4.0 * s),
                Tenths(10.0 * s),
                escape(&kind.to_string()),
                n,
                x = Tenths(x)
            );
        }
        Token::Noise(n) => {
            let _ = writeln!(
                o,
                r##"<g class="noise" data-count="{n}"><circle cx="{x:.1}" cy="{y:.1}" r="{:.1}" fill="#ffd54f" stroke="#e65100" stroke-width="2"/><text x="{x:.1}" y="{:.1}" font-size="{:.1}" text-anchor="middle" fill="#000">{n}</text></g>"##,
                Tenths(10.0 * s),
                Tenths(y + 4.0 * s),
                Tenths(10.0 * s),
                x = Tenths(x),
                y = Tenths(y)
            );
        }
    }
}

enum Key {
    Token(Token, &'static str),
    Door(Tint, bool, &'static str),
    Fence,
    Event,
    Ground(Area),
}

fn legend_keys() -> Vec<Key> {
    vec![
        Key::Token(Token::Start, "start"),
        Key::Token(Token::Exit, "exit"),
        Key::Token(Token::Spawn(Tint::Red, vec![1, 2]), "spawn, dice"),
        Key::Token(Token::Spawn(Tint::Blue, vec![]), "blue spawn"),
        Key::Token(Token::Objective(Tint::Red, false), "objective"),
        Key::Token(Token::Tent, "tent"),
        Key::Token(Token::Manhole, "manhole"),
        Key::Token(Token::Bed(true, 1), "blue bed"),
        Key::Token(Token::Bed(false, 1), "green bed"),
        Key::Token(Token::Search, "search"),
        Key::Token(Token::Helicopter(false), "helicopter"),
        Key::Event,
        Key::Token(Token::Zombies('W', 2), "zombies"),
        Key::Door(Tint::Neutral, false, "door"),
        Key::Door(Tint::Blue, false, "blue door"),
        Key::Door(Tint::Neutral, true, "open door"),
        Key::Fence,
        Key::Ground(Area::Street),
        Key::Ground(Area::Building),
        Key::Ground(Area::Corridor),
        Key::Ground(Area::Camp),
        Key::Ground(Area::Pad),
    ]
}

const KEY_STEP: f64 = 104.0;
const KEY_ROW: f64 = 30.0;

fn legend_per_row(width: f64) -> usize {
    (((width - 2.0 * MARGIN) / KEY_STEP) as usize).max(1)
}

/// Height of the key under a map of this width.
fn legend_height(width: f64) -> f64 {
    let rows = legend_keys().len().div_ceil(legend_per_row(width));
    rows as f64 * KEY_ROW + 12.0
}

fn legend_layer(p: &mut Pen, top: f64, width: f64, language: Language) {
    p.raw(r#"<g class="legend">"#);
    let per_row = legend_per_row(width);
    for (i, key) in legend_keys().iter().enumerate() {
        let x = MARGIN + 14.0 + (i % per_row) as f64 * KEY_STEP;
        let y = top + 14.0 + (i / per_row) as f64 * KEY_ROW;
        let label = match key {
            Key::Token(t, label) => {
                let c = p.c;
                p.c = 60.0;
                // Key samples are marked so they never count as map tokens.
                let from = p.out.len();
                draw_token(p, t, x, y);
                let sample = p.out.split_off(from).replace(r#"class=""#, r#"class="key "#);
                p.out.push_str(&sample);
                p.c = c;
                label.to_string()
            }
            Key::Door(t, open, label) => {
                let op = if *open { r#" stroke-opacity="0.35""# } else { "" };
                let _ = writeln!(
                    p.out,
                    r#"<line x1="{:.1}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="{}" stroke-width="9"{op}/>"#,
                    Tenths(x - 12.0),
                    Tenths(x + 12.0),
                    tint(*t),
                    y = Tenths(y)
                );
                label.to_string()
            }
            Key::Fence => {
                let _ = writeln!(
                    p.out,
                    r##"<line x1="{:.1}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="#3d4a55" stroke-width="2.5" stroke-dasharray="5 3"/>"##,
                    Tenths(x - 12.0),
                    Tenths(x + 12.0),
                    y = Tenths(y)
                );
                "fence".to_string()
            }
            Key::Event => {
                let _ = writeln!(
                    p.out,
                    r##"<circle cx="{x:.1}" cy="{y:.1}" r="7" fill="#fdd835" stroke="#5d4037" stroke-width="2"/><text x="{x:.1}" y="{:.1}" font-size="11" text-anchor="middle" fill="#5d4037" font-weight="bold">!</text>"##,
                    Tenths(y + 4.0),
                    x = Tenths(x),
                    y = Tenths(y)
                );
                "event token".to_string()
            }
            Key::Ground(area) => {
                let _ = writeln!(
                    p.out,
                    r##"<rect x="{:.1}" y="{:.1}" width="18" height="16" fill="{}" stroke="#888"/>"##,
                    Tenths(x - 9.0),
                    Tenths(y - 8.0),
                    ground(*area)
                );
                area.name().to_string()
            }
        };
        let _ = writeln!(
            p.out,
            r##"<text x="{:.1}" y="{:.1}" font-size="10" fill="#333">{}</text>"##,
            Tenths(x + 24.0),
            Tenths(y + 4.0),
            say(&label, language)
        );
    }
    p.raw("</g>");
}
