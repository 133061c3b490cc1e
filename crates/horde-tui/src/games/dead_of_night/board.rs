//! The Dead of Night layout as text: every square two characters between
//! edge columns, and a line of edges between two rows of squares, so
//! walls, doors, windows, barricades (DN-BAR-1) and destroyed walls
//! (DN-OBJ-1) sit where the room cards put them. Rooms still face down
//! (DN-MOVE-5) are shaded; lit rooms (DN-CARDS-4) and fires (DN-FIRE)
//! colour their squares. In a panel too short for the edge lines the
//! squares alone are drawn, rooms told apart by their colour.

use super::scene::Scene;
use crate::i18n::Tr;
use crate::game_ui::{BoardCtx, Target};
use crate::tr;
use horde_dead_of_night::content::{AreaKind, EdgeKind, Scenario};
use horde_dead_of_night::texts::square_in;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// Columns for the row numbers on the left.
const LABELS: u16 = 3;
/// Rows under the board: the square under the cursor, then the key.
const FOOT: u16 = 3;
/// Columns per square: the edge on its west, then two of its own.
const CW: u16 = 3;

const CURSOR_BG: Color = Color::Rgb(0, 70, 90);
const FOCUS_BG: Color = Color::Rgb(90, 80, 0);
const MARKED_BG: Color = Color::Rgb(20, 60, 20);
const FACE_DOWN_BG: Color = Color::Rgb(25, 32, 70);
const HALL_BG: Color = Color::Rgb(48, 44, 40);
const ROOM_BG: Color = Color::Rgb(60, 46, 28);
const LIT_BG: Color = Color::Rgb(85, 78, 20);
const FIRE_BG: Color = Color::Rgb(110, 30, 0);
const COLLAPSED_BG: Color = Color::Rgb(30, 30, 30);
const SEAT_COLORS: [Color; 6] =
    [Color::LightGreen, Color::LightMagenta, Color::LightYellow, Color::LightCyan, Color::LightRed, Color::LightBlue];

pub fn seat_color(seat: usize) -> Color {
    SEAT_COLORS[seat % SEAT_COLORS.len()]
}

/// The board's size in screen cells, with or without the edge lines.
fn size(s: &Scenario, lines: bool) -> (u16, u16) {
    let h = u16::from(s.height);
    (LABELS + CW * u16::from(s.width) + 1, 1 + if lines { 2 * h - 1 } else { h })
}

pub fn min_size(scene: &Scene) -> (u16, u16) {
    scene.scenario.map_or((24, 6), |s| {
        let (w, h) = size(s, false);
        (w, h + FOOT)
    })
}

pub fn spots(scene: &Scene) -> Vec<(Target, (i32, i32))> {
    let Some(s) = scene.scenario else { return Vec::new() };
    (0..s.squares() as u16)
        .map(|q| {
            let (x, y) = s.xy(q);
            // Squares are three columns wide and two rows tall on screen.
            (q, (3 * i32::from(x), 2 * i32::from(y)))
        })
        .collect()
}

struct Grid<'a> {
    scene: &'a Scene,
    s: &'a Scenario,
    ox: u16,
    oy: u16,
    lines: bool,
    clip: Rect,
}

impl Grid<'_> {
    fn col(&self, x: i16) -> u16 {
        self.ox + CW * x as u16
    }

    /// Screen row of map row `y`.
    fn row(&self, y: i16) -> u16 {
        if self.lines { self.oy + 2 * y as u16 } else { self.oy + y as u16 }
    }

    fn put(&self, buf: &mut Buffer, x: u16, y: u16, text: &str, style: Style) {
        for (cx, ch) in (x..).zip(text.chars()) {
            if cx >= self.clip.x
                && cx < self.clip.right()
                && y >= self.clip.y
                && y < self.clip.bottom()
                && let Some(cell) = buf.cell_mut((cx, y))
            {
                let mut b = [0u8; 4];
                cell.set_symbol(ch.encode_utf8(&mut b)).set_style(style);
            }
        }
    }

    /// The edge between `(x, y)` and its neighbour at `(x + dx, y + dy)`;
    /// off the map is no edge, between outdoors squares none either.
    fn edge(&self, x: i16, y: i16, dx: i16, dy: i16) -> EdgeKind {
        match (self.s.at(x, y), self.s.at(x + dx, y + dy)) {
            (Some(a), Some(b)) => self.scene.view.edge(a, b),
            _ => EdgeKind::Open,
        }
    }
}

fn edge_style(kind: EdgeKind, vertical: bool) -> (&'static str, Style) {
    let bold = Modifier::BOLD;
    match (kind, vertical) {
        (EdgeKind::Open, true) => (" ", Style::new()),
        (EdgeKind::Open, false) => ("  ", Style::new()),
        (EdgeKind::Wall, true) => ("│", Style::new().fg(Color::White)),
        (EdgeKind::Wall, false) => ("──", Style::new().fg(Color::White)),
        (EdgeKind::Door, true) => ("▯", Style::new().fg(Color::Yellow)),
        (EdgeKind::Door, false) => ("▭▭", Style::new().fg(Color::Yellow)),
        (EdgeKind::Window, true) => ("┆", Style::new().fg(Color::LightCyan).add_modifier(bold)),
        (EdgeKind::Window, false) => ("┄┄", Style::new().fg(Color::LightCyan).add_modifier(bold)),
        (EdgeKind::Breach, true) => ("░", Style::new().fg(Color::Gray)),
        (EdgeKind::Breach, false) => ("░░", Style::new().fg(Color::Gray)),
        (EdgeKind::Barricade, true) => ("#", Style::new().fg(Color::LightRed).add_modifier(bold)),
        (EdgeKind::Barricade, false) => ("##", Style::new().fg(Color::LightRed).add_modifier(bold)),
    }
}

/// The two characters of a square: a figure, or what lies on it, with
/// the letters of the reader's catalogue (a Russian board reads И1, З2).
fn glyph(g: &Grid<'_>, tr: &Tr, sq: u16) -> (String, Style) {
    let sc = g.scene;
    let v = &sc.view;
    let bold = Modifier::BOLD;
    if let Some(seat) = sc.player_at(sq) {
        let p = &v.players[seat];
        let n = seat + 1;
        return if p.alive {
            (format!("{}{n}", tr.t("dn-player-letter")), Style::new().fg(seat_color(seat)).add_modifier(bold))
        } else {
            (format!("†{n}"), Style::new().fg(Color::Gray))
        };
    }
    let z = sc.zombies_on(sq);
    if z > 0 {
        return (format!("{}{z}", tr.t("dn-zombie-letter")), Style::new().fg(Color::LightRed).add_modifier(bold));
    }
    if let Some(car) = v.cars.iter().find(|c| c.front == sq || c.rear == sq) {
        let (text, fg) = if car.wrecked {
            ("xx", Color::Gray)
        } else if car.started {
            ("▓▓", Color::LightGreen)
        } else {
            ("▒▒", Color::Gray)
        };
        return (text.to_owned(), Style::new().fg(fg));
    }
    if let Some(f) = v.fires.iter().find(|f| f.sq == sq) {
        let text = if f.spreads { "^^" } else { "^ " };
        return (text.to_owned(), Style::new().fg(Color::LightYellow).add_modifier(bold));
    }
    if let Some(gen_set) = v.generator.filter(|x| x.sq == sq) {
        let text = format!("{}{}", tr.t("dn-generator-letter"), if gen_set.running { '*' } else { ' ' });
        return (text, Style::new().fg(Color::Yellow).add_modifier(bold));
    }
    if v.floor_keys == Some(sq) {
        return (format!("{} ", tr.t("dn-keys-letter")), Style::new().fg(Color::Yellow));
    }
    if v.floor.iter().any(|&(q, _)| q == sq) {
        return ("• ".to_owned(), Style::new().fg(Color::LightBlue));
    }
    if g.s.exits.contains(&sq) {
        return ("⇩ ".to_owned(), Style::new().fg(Color::LightGreen));
    }
    let area = usize::from(g.s.area_of[usize::from(sq)]);
    if g.s.areas[area].kind == AreaKind::Room && v.revealed.get(area).copied().flatten().is_none() {
        return ("░░".to_owned(), Style::new().fg(Color::Rgb(90, 100, 150)));
    }
    ("  ".to_owned(), Style::new())
}

fn floor(g: &Grid<'_>, sq: u16) -> Option<Color> {
    let v = &g.scene.view;
    let area = usize::from(g.s.area_of[usize::from(sq)]);
    if v.fires.iter().any(|f| f.sq == sq) {
        return Some(FIRE_BG);
    }
    if v.damage.get(area).is_some_and(|&d| d >= 2) {
        return Some(COLLAPSED_BG);
    }
    if v.lit(sq) {
        return Some(LIT_BG);
    }
    match g.s.areas[area].kind {
        AreaKind::Outdoors => None,
        AreaKind::Hall => Some(HALL_BG),
        AreaKind::Room if v.revealed.get(area).copied().flatten().is_some() => Some(ROOM_BG),
        AreaKind::Room => Some(FACE_DOWN_BG),
    }
}

fn square(g: &Grid<'_>, ctx: &BoardCtx<'_>, sq: u16, buf: &mut Buffer) {
    let (x, y) = g.s.xy(sq);
    let (text, mut style) = glyph(g, ctx.tr, sq);
    let bg = if ctx.cursor == Some(sq) {
        Some(CURSOR_BG)
    } else if ctx.focus == Some(sq) {
        Some(FOCUS_BG)
    } else if ctx.marked.contains(&sq) {
        Some(MARKED_BG)
    } else {
        floor(g, sq)
    };
    if let Some(bg) = bg {
        style = style.bg(bg);
    }
    g.put(buf, g.col(x) + 1, g.row(y), &text, style);
    // Inside one area the edge column takes the area's floor, so a room
    // reads as one piece.
    if x + 1 < i16::from(g.s.width)
        && g.edge(x, y, 1, 0) == EdgeKind::Open
        && g.s.at(x + 1, y).is_some_and(|b| g.s.area_of[usize::from(b)] == g.s.area_of[usize::from(sq)])
        && let Some(bg) = floor(g, sq)
    {
        g.put(buf, g.col(x + 1), g.row(y), " ", Style::new().bg(bg));
    }
}

/// The edges: west of every square, and (with lines) south of every row.
fn edges(g: &Grid<'_>, buf: &mut Buffer) {
    for y in 0..i16::from(g.s.height) {
        for x in 1..i16::from(g.s.width) {
            let kind = g.edge(x - 1, y, 1, 0);
            if kind != EdgeKind::Open {
                let (t, st) = edge_style(kind, true);
                g.put(buf, g.col(x), g.row(y), t, st);
            }
        }
    }
    if !g.lines {
        return;
    }
    for y in 0..i16::from(g.s.height) - 1 {
        for x in 0..i16::from(g.s.width) {
            let kind = g.edge(x, y, 0, 1);
            let (t, st) = edge_style(kind, false);
            g.put(buf, g.col(x) + 1, g.row(y) + 1, t, st);
            // The corner west of this edge joins walls on either side.
            let left = x > 0 && g.edge(x - 1, y, 0, 1) != EdgeKind::Open;
            let up = x > 0 && g.edge(x - 1, y, 1, 0) != EdgeKind::Open;
            let down = x > 0 && g.edge(x - 1, y + 1, 1, 0) != EdgeKind::Open;
            let right = kind != EdgeKind::Open;
            if x > 0 {
                g.put(buf, g.col(x), g.row(y) + 1, corner(up, down, left, right), Style::new().fg(Color::White));
            }
        }
    }
}

/// The box-drawing character joining the lines that meet at a corner.
fn corner(up: bool, down: bool, left: bool, right: bool) -> &'static str {
    match (up, down, left, right) {
        (false, false, false, false) => " ",
        (true, true, false, false) | (true, false, false, false) | (false, true, false, false) => "│",
        (false, false, true, true) | (false, false, true, false) | (false, false, false, true) => "─",
        (false, true, false, true) => "┌",
        (false, true, true, false) => "┐",
        (true, false, false, true) => "└",
        (true, false, true, false) => "┘",
        (true, true, false, true) => "├",
        (true, true, true, false) => "┤",
        (false, true, true, true) => "┬",
        (true, false, true, true) => "┴",
        (true, true, true, true) => "┼",
    }
}

fn labels(g: &Grid<'_>, buf: &mut Buffer) {
    let dim = Style::new().fg(Color::Gray);
    for x in 0..i16::from(g.s.width) {
        let letter = char::from(b'A' + x as u8).to_string();
        g.put(buf, g.col(x) + 1, g.oy.saturating_sub(1), &letter, dim);
    }
    for y in 0..i16::from(g.s.height) {
        g.put(buf, g.ox - LABELS, g.row(y), &format!("{:>2}", y + 1), dim);
    }
}

pub fn render(scene: &Scene, ctx: &BoardCtx<'_>, area: Rect, buf: &mut Buffer) {
    let Some(s) = scene.scenario else { return };
    if area.width < 8 || area.height < 4 {
        return;
    }
    let room = area.height.saturating_sub(FOOT);
    let lines = size(s, true).1 <= room;
    let (bw, bh) = size(s, lines);
    let ox = area.x + area.width.saturating_sub(bw) / 2 + LABELS;
    let clip = Rect { height: room.max(1), ..area };
    let g = Grid { scene, s, ox, oy: area.y + 1, lines, clip };
    labels(&g, buf);
    for sq in 0..s.squares() as u16 {
        square(&g, ctx, sq, buf);
    }
    edges(&g, buf);
    let foot_y = (area.y + bh).min(area.bottom().saturating_sub(FOOT));
    let foot = Rect { x: area.x, y: foot_y, width: area.width, height: area.bottom().saturating_sub(foot_y) };
    if let Some(t) = ctx.cursor.or(ctx.focus).filter(|&t| usize::from(t) < s.squares()) {
        Paragraph::new(square_line(scene, ctx, s, t)).render(Rect { height: 1, ..foot }, buf);
    }
    let key = Line::styled(tr!(ctx.tr, "dn-tui-key"), Style::new().add_modifier(Modifier::DIM));
    Paragraph::new(key)
        .wrap(Wrap { trim: true })
        .render(Rect { y: foot.y + 1, height: foot.height.saturating_sub(1), ..foot }, buf);
}

/// The square under the cursor in words: its name, its room, who and
/// what is on it.
fn square_line(scene: &Scene, ctx: &BoardCtx<'_>, s: &Scenario, sq: u16) -> String {
    let tr = ctx.tr;
    let v = &scene.view;
    let mut parts = vec![square_in(s, sq)];
    let area = usize::from(s.area_of[usize::from(sq)]);
    match (s.areas[area].kind, v.revealed.get(area).copied().flatten()) {
        (AreaKind::Room, Some(r)) => parts.push(horde_dead_of_night::texts::room(tr, r)),
        (AreaKind::Room, None) => parts.push(tr!(tr, "dn-tui-face-down")),
        _ => {}
    }
    if let Some(seat) = scene.player_at(sq) {
        parts.push(tr!(tr, "dn-page-player", seat = seat as u32 + 1));
    }
    let z = scene.zombies_on(sq);
    if z > 0 {
        parts.push(tr!(tr, "dn-tui-zombies", count = z as u32));
    }
    parts.extend(
        v.floor.iter().filter(|&&(q, _)| q == sq).map(|&(_, t)| horde_dead_of_night::texts::thing(tr, t)),
    );
    parts.join(" · ")
}
