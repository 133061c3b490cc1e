//! The Rue Morgue board drawn as text from the mission's cell grid: each
//! cell is a box of characters, borders are drawn only between cells of
//! different zones (so a zone reads as one room or street), with walls,
//! doors, openings, fences and ladders told apart, and each zone's
//! contents written inside it.

use super::names;
use super::scene::Scene;
use crate::game_ui::{BoardCtx, Target};
use crate::i18n::Tr;
use crate::tr;
use horde_rue_morgue::content::ZombieKind;
use horde_rue_morgue::map::{LinkKind, Map, NO_ZONE};
use horde_rue_morgue::mission::{Color as ObjColor, DoorColor, ZoneKind};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

const MIN_CELL: (u16, u16) = (6, 3);
const MAX_CELL: (u16, u16) = (14, 6);
/// Rows under the board: the zone under the cursor, and the legend.
const FOOT: u16 = 2;

const BUILDING_BG: Color = Color::Rgb(38, 38, 48);
const FOCUS_BG: Color = Color::Rgb(70, 62, 0);
const CURSOR_BG: Color = Color::Rgb(0, 70, 90);
const SEAT_COLORS: [Color; 6] =
    [Color::LightCyan, Color::LightGreen, Color::LightYellow, Color::LightBlue, Color::LightMagenta, Color::White];

pub fn seat_color(seat: u8) -> Color {
    SEAT_COLORS[seat as usize % SEAT_COLORS.len()]
}

pub fn min_size(scene: &Scene) -> (u16, u16) {
    let map = scene.game.statics().map();
    (map.width as u16 * MIN_CELL.0 + 1, map.height as u16 * MIN_CELL.1 + 1 + FOOT)
}

/// Cell size that fits `area`.
fn cell_size(map: &Map, area: Rect) -> (u16, u16) {
    let w = map.width.max(1) as u16;
    let h = map.height.max(1) as u16;
    let cw = (area.width.saturating_sub(1) / w).clamp(MIN_CELL.0, MAX_CELL.0);
    let ch = (area.height.saturating_sub(1 + FOOT) / h).clamp(MIN_CELL.1, MAX_CELL.1);
    (cw, ch)
}

pub fn spots(scene: &Scene) -> Vec<(Target, (i32, i32))> {
    let map = scene.game.statics().map();
    let mut sum = vec![(0i32, 0i32, 0i32); map.zones.len()];
    for y in 0..map.height {
        for x in 0..map.width {
            let z = map.cells[y * map.width + x];
            if let Some(s) = sum.get_mut(z as usize) {
                // Cells are about twice as wide as tall on screen.
                s.0 += 4 * x as i32 + 2;
                s.1 += 2 * y as i32 + 1;
                s.2 += 1;
            }
        }
    }
    sum.iter().enumerate().filter(|(_, s)| s.2 > 0).map(|(z, s)| (z as Target, (s.0 / s.2, s.1 / s.2))).collect()
}

/// How an edge between two cells is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Edge {
    None,
    /// Street to street: a faint dotted line.
    Free,
    /// Between rooms of one building.
    Opening,
    Wall,
    Outer,
    Door {
        index: u8,
    },
    Fence,
    Ladder,
}

impl Edge {
    fn strong(self) -> bool {
        matches!(self, Self::Wall | Self::Outer | Self::Door { .. } | Self::Fence | Self::Ladder)
    }
}

struct Grid<'a> {
    map: &'a Map,
    cw: u16,
    ch: u16,
    x0: u16,
    y0: u16,
}

impl Grid<'_> {
    fn zone_at(&self, x: isize, y: isize) -> u8 {
        if x < 0 || y < 0 || x as usize >= self.map.width || y as usize >= self.map.height {
            NO_ZONE
        } else {
            self.map.cells[y as usize * self.map.width + x as usize]
        }
    }

    fn edge(&self, a: u8, b: u8) -> Edge {
        match (a, b) {
            (NO_ZONE, NO_ZONE) => Edge::None,
            (NO_ZONE, _) | (_, NO_ZONE) => Edge::Outer,
            _ if a == b => Edge::None,
            _ => match self.map.link(a, b) {
                Some(LinkKind::Free) => Edge::Free,
                Some(LinkKind::Opening) => Edge::Opening,
                Some(LinkKind::Door(d)) => Edge::Door { index: d },
                Some(LinkKind::Fence) => Edge::Fence,
                Some(LinkKind::Ladder) => Edge::Ladder,
                Some(LinkKind::Wall) | None => Edge::Wall,
            },
        }
    }

    /// Edge on the left side of cell (x, y).
    fn left(&self, x: isize, y: isize) -> Edge {
        self.edge(self.zone_at(x - 1, y), self.zone_at(x, y))
    }

    /// Edge on the top side of cell (x, y).
    fn top(&self, x: isize, y: isize) -> Edge {
        self.edge(self.zone_at(x, y - 1), self.zone_at(x, y))
    }
}

pub fn render(scene: &Scene, ctx: &BoardCtx<'_>, area: Rect, buf: &mut Buffer) {
    let map = scene.game.statics().map();
    if map.width == 0 || map.height == 0 || area.width < 4 || area.height < 3 {
        return;
    }
    let (cw, ch) = cell_size(map, area);
    let bw = map.width as u16 * cw + 1;
    let bh = map.height as u16 * ch + 1;
    // Centre the board horizontally in its panel.
    let x0 = area.x + area.width.saturating_sub(bw) / 2;
    let g = Grid { map, cw, ch, x0, y0: area.y };
    let clip = Rect { x: area.x, y: area.y, width: area.width, height: area.height.saturating_sub(FOOT).max(1) };

    paint_backgrounds(scene, ctx, &g, clip, buf);
    paint_edges(scene, &g, clip, buf);
    paint_junctions(&g, clip, buf);
    for z in 0..map.zones.len() {
        paint_zone(scene, ctx, &g, z as u8, clip, buf);
    }

    // Under the board: the zone under the cursor (or in focus) in words,
    // then the legend, wrapped into whatever rows are left.
    let foot_y = (area.y + bh).min(area.bottom().saturating_sub(FOOT));
    let foot = Rect { x: area.x, y: foot_y, width: area.width, height: area.bottom().saturating_sub(foot_y) };
    if foot.height >= 1 {
        let info = Rect { height: 1, ..foot };
        if let Some(z) = ctx.cursor.or(ctx.focus) {
            Paragraph::new(zone_line(scene, ctx.tr, z as u8)).render(info, buf);
        }
        let legend = Rect { y: foot.y + 1, height: foot.height - 1, ..foot };
        Paragraph::new(Line::styled(tr!(ctx.tr, "rm-legend"), Style::new().add_modifier(Modifier::DIM)))
            .wrap(ratatui::widgets::Wrap { trim: true })
            .render(legend, buf);
    }
}

fn set(buf: &mut Buffer, clip: Rect, x: u16, y: u16, s: &str, style: Style) {
    if x >= clip.x
        && x < clip.right()
        && y >= clip.y
        && y < clip.bottom()
        && let Some(cell) = buf.cell_mut((x, y))
    {
        cell.set_symbol(s).set_style(style);
    }
}

fn set_bg(buf: &mut Buffer, clip: Rect, x: u16, y: u16, bg: Color) {
    if x >= clip.x
        && x < clip.right()
        && y >= clip.y
        && y < clip.bottom()
        && let Some(cell) = buf.cell_mut((x, y))
    {
        cell.set_bg(bg);
    }
}

fn paint_backgrounds(scene: &Scene, ctx: &BoardCtx<'_>, g: &Grid<'_>, clip: Rect, buf: &mut Buffer) {
    let map = g.map;
    for cy in 0..map.height {
        for cx in 0..map.width {
            let z = map.cells[cy * map.width + cx];
            if z == NO_ZONE {
                continue;
            }
            let zone = map.zone(z);
            let t = Some(Target::from(z));
            let bg = if ctx.cursor.is_some() && ctx.cursor == t {
                Some(CURSOR_BG)
            } else if ctx.focus == t {
                Some(FOCUS_BG)
            } else if zone.wreck {
                Some(Color::Rgb(70, 20, 20))
            } else if zone.kind == ZoneKind::Building {
                Some(BUILDING_BG)
            } else {
                None
            };
            let _ = scene;
            if let Some(bg) = bg {
                // The interior, and the inner edges shared with the same zone.
                let left = g.left(cx as isize, cy as isize) == Edge::None;
                let top = g.top(cx as isize, cy as isize) == Edge::None;
                let xs = g.x0 + cx as u16 * g.cw + u16::from(!left);
                let ys = g.y0 + cy as u16 * g.ch + u16::from(!top);
                let xe = g.x0 + (cx as u16 + 1) * g.cw;
                let ye = g.y0 + (cy as u16 + 1) * g.ch;
                for y in ys..ye {
                    for x in xs..xe {
                        set_bg(buf, clip, x, y, bg);
                    }
                }
            }
        }
    }
}

fn door_style(scene: &Scene, map: &Map, d: u8) -> (&'static str, &'static str, Style) {
    let open = scene.doors_open & 1u64.checked_shl(u32::from(d)).unwrap_or(0) != 0;
    if open {
        return ("░", "░", Style::new().fg(Color::Green));
    }
    let color = match map.doors.get(d as usize).map(|d| d.color) {
        Some(DoorColor::Blue) => Color::LightBlue,
        Some(DoorColor::Pink) => Color::LightMagenta,
        _ => Color::Yellow,
    };
    ("▓", "▓", Style::new().fg(color).add_modifier(Modifier::BOLD))
}

fn paint_edges(scene: &Scene, g: &Grid<'_>, clip: Rect, buf: &mut Buffer) {
    let map = g.map;
    let wall = Style::new().fg(Color::Gray);
    let outer = Style::new().fg(Color::DarkGray);
    let faint = Style::new().fg(Color::DarkGray);
    let fence = Style::new().fg(Color::Rgb(150, 110, 60));
    // A door spans one cell edge; later edges between the same two zones are wall.
    let mut doors_drawn = 0u64;
    for cy in 0..=map.height as isize {
        for cx in 0..=map.width as isize {
            // Vertical edge on the left of (cx, cy).
            if cy < map.height as isize {
                let e = g.left(cx, cy);
                let x = g.x0 + cx as u16 * g.cw;
                let y1 = g.y0 + cy as u16 * g.ch + 1;
                let n = g.ch - 1;
                draw_edge(scene, map, e, true, x, y1, n, &mut doors_drawn, (wall, outer, faint, fence), clip, buf);
            }
            // Horizontal edge on the top of (cx, cy).
            if cx < map.width as isize {
                let e = g.top(cx, cy);
                let y = g.y0 + cy as u16 * g.ch;
                let x1 = g.x0 + cx as u16 * g.cw + 1;
                let n = g.cw - 1;
                draw_edge(scene, map, e, false, x1, y, n, &mut doors_drawn, (wall, outer, faint, fence), clip, buf);
            }
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn draw_edge(
    scene: &Scene,
    map: &Map,
    e: Edge,
    vertical: bool,
    x: u16,
    y: u16,
    n: u16,
    doors_drawn: &mut u64,
    (wall, outer, faint, fence): (Style, Style, Style, Style),
    clip: Rect,
    buf: &mut Buffer,
) {
    let line = if vertical { "│" } else { "─" };
    let at = |i: u16| if vertical { (x, y + i) } else { (x + i, y) };
    let mid_lo = n / 2 - u16::from(n >= 4) * (n / 4);
    let mid_hi = n / 2 + u16::from(n >= 4) * (n / 4);
    for i in 0..n {
        let (px, py) = at(i);
        let (sym, style) = match e {
            Edge::None => continue,
            Edge::Outer => (line, outer),
            Edge::Wall => (line, wall),
            Edge::Free => {
                if i % 2 == 1 {
                    (if vertical { "┊" } else { "┈" }, faint)
                } else {
                    continue;
                }
            }
            Edge::Opening => {
                // Walls at the ends, a gap in the middle.
                if i == 0 || i + 1 == n { (line, wall) } else { continue }
            }
            Edge::Fence => ("#", fence),
            Edge::Ladder => {
                if i == n / 2 {
                    ("H", fence.add_modifier(Modifier::BOLD))
                } else {
                    ("#", fence)
                }
            }
            Edge::Door { index } => {
                let bit = 1u64.checked_shl(u32::from(index)).unwrap_or(0);
                let first = *doors_drawn & bit == 0;
                if first && i + 1 == n {
                    *doors_drawn |= bit;
                }
                if first && i >= mid_lo && i <= mid_hi {
                    let (v, h, st) = door_style(scene, map, index);
                    (if vertical { v } else { h }, st)
                } else {
                    (line, wall)
                }
            }
        };
        set(buf, clip, px, py, sym, style);
    }
}

fn paint_junctions(g: &Grid<'_>, clip: Rect, buf: &mut Buffer) {
    let map = g.map;
    for jy in 0..=map.height as isize {
        for jx in 0..=map.width as isize {
            // The four edges meeting at the corner above-left of cell (jx, jy).
            let up = g.left(jx, jy - 1);
            let down = g.left(jx, jy);
            let left = g.top(jx - 1, jy);
            let right = g.top(jx, jy);
            let strong = [up.strong(), down.strong(), left.strong(), right.strong()];
            let any_faint = [up, down, left, right].iter().any(|e| matches!(e, Edge::Free | Edge::Opening));
            let sym = match strong {
                [false, false, false, false] if any_faint => "·",
                [false, false, false, false] => continue,
                [true, true, true, true] => "┼",
                [true, true, true, false] => "┤",
                [true, true, false, true] => "├",
                [true, false, true, true] => "┴",
                [false, true, true, true] => "┬",
                [true, true, false, false] => "│",
                [false, false, true, true] => "─",
                [true, false, true, false] => "┘",
                [true, false, false, true] => "└",
                [false, true, true, false] => "┐",
                [false, true, false, true] => "┌",
                [true, false, false, false] | [false, true, false, false] => "│",
                [false, false, true, false] | [false, false, false, true] => "─",
            };
            let outer = [up, down, left, right].iter().all(|e| matches!(e, Edge::Outer | Edge::None));
            let style = Style::new().fg(if outer { Color::DarkGray } else { Color::Gray });
            set(buf, clip, g.x0 + jx as u16 * g.cw, g.y0 + jy as u16 * g.ch, sym, style);
        }
    }
}

/// The text box of a zone: from its first cell, as far right and down as
/// the zone stays a rectangle.
fn text_box(g: &Grid<'_>, z: u8) -> Option<Rect> {
    let map = g.map;
    let first = map.cells.iter().position(|&c| c == z)?;
    let (fx, fy) = (first % map.width, first / map.width);
    let mut w = 1;
    while fx + w < map.width && map.cells[fy * map.width + fx + w] == z {
        w += 1;
    }
    let mut h = 1;
    while fy + h < map.height && (fx..fx + w).all(|x| map.cells[(fy + h) * map.width + x] == z) {
        h += 1;
    }
    Some(Rect {
        x: g.x0 + fx as u16 * g.cw + 1,
        y: g.y0 + fy as u16 * g.ch + 1,
        width: w as u16 * g.cw - 1,
        height: h as u16 * g.ch - 1,
    })
}

fn paint_zone(scene: &Scene, ctx: &BoardCtx<'_>, g: &Grid<'_>, z: u8, clip: Rect, buf: &mut Buffer) {
    let Some(r) = text_box(g, z) else { return };
    let r = r.intersection(clip);
    if r.is_empty() {
        return;
    }
    let tr = ctx.tr;
    let mz = g.map.zone(z);
    let Some(zs) = scene.zones.get(z as usize) else { return };
    let t = Some(Target::from(z));
    let width = r.width as usize;

    // Line 1: the zone's name and its features.
    let mut label_style = Style::new().add_modifier(Modifier::BOLD);
    if ctx.marked.contains(&Target::from(z)) {
        label_style = label_style.fg(Color::LightGreen).add_modifier(Modifier::UNDERLINED);
    }
    let name = if ctx.cursor == t { format!("[{}]", mz.id) } else { mz.id.clone() };
    if ctx.cursor == t {
        label_style = label_style.fg(Color::Black).bg(Color::LightCyan);
    }
    let mut spans = vec![Span::styled(name, label_style)];
    if let Some(c) = zs.objective {
        let col = match c {
            ObjColor::Red => Color::LightRed,
            ObjColor::Blue => Color::LightBlue,
            ObjColor::Pink => Color::LightMagenta,
        };
        spans.push(Span::styled(" ◆", Style::new().fg(col).add_modifier(Modifier::BOLD)));
    }
    if mz.is_spawn() {
        let nums: Vec<String> = (1..=6).filter(|i| mz.indicators & (1 << i) != 0).map(|i: u8| i.to_string()).collect();
        let style = if zs.spawn_active { Style::new().fg(Color::LightRed) } else { Style::new().fg(Color::DarkGray) };
        spans.push(Span::styled(format!(" {}{}", tr!(tr, "rm-spawn-mark"), nums.join(",")), style));
    }
    if mz.exit {
        spans.push(Span::styled(
            format!(" {}", tr!(tr, "rm-exit-mark")),
            Style::new().fg(Color::LightGreen).add_modifier(Modifier::BOLD),
        ));
    }
    if mz.manhole {
        spans.push(Span::styled(" ○", Style::new().fg(Color::Gray)));
    }
    if let Some(tent) = zs.tent {
        let mark = match tent {
            None => "⌂?".to_owned(),
            Some(card) => format!("⌂{}", names::tent(tr, card).chars().next().unwrap_or(' ')),
        };
        spans.push(Span::styled(format!(" {mark}"), Style::new().fg(Color::Rgb(200, 170, 90))));
    }
    if let Some((hz, flying)) = scene.heli
        && hz == z
    {
        let mark = if flying { "✈↑" } else { "✈" };
        spans.push(Span::styled(format!(" {mark}"), Style::new().fg(Color::White).add_modifier(Modifier::BOLD)));
    }
    if zs.noise > 0 {
        spans.push(Span::styled(format!(" ♪{}", zs.noise), Style::new().fg(Color::LightYellow)));
    }
    let mut lines = vec![Line::from(spans)];

    // Line 2: survivors, by initial, coloured by seat.
    let mut surv = Vec::new();
    for (i, s) in scene.surv.iter().enumerate() {
        if s.zone != z || !s.alive {
            continue;
        }
        let mut st = Style::new().fg(seat_color(s.seat)).add_modifier(Modifier::BOLD);
        if scene.active == Some(i as u8) {
            st = st.add_modifier(Modifier::REVERSED);
        } else if s.done {
            st = st.remove_modifier(Modifier::BOLD).add_modifier(Modifier::DIM);
        }
        let mark = if s.aboard.is_some() { "✈" } else { "" };
        surv.push(Span::styled(format!("{mark}{}", names::initial(&scene.game, tr, i as u8)), st));
        surv.push(Span::raw(" "));
    }
    if !surv.is_empty() {
        surv.pop();
        lines.push(Line::from(surv));
    }

    // Then zombies: in words when they fit, else by letter.
    let zstyle = Style::new().fg(Color::LightMagenta).add_modifier(Modifier::BOLD);
    let kinds: Vec<(ZombieKind, u8)> =
        ZombieKind::ALL.iter().map(|&k| (k, zs.zombies[k.index()])).filter(|(_, n)| *n > 0).collect();
    if !kinds.is_empty() {
        let words: Vec<String> = kinds.iter().map(|&(k, n)| names::zombies(tr, k, n.into())).collect();
        let room = (r.height as usize).saturating_sub(lines.len());
        if words.iter().all(|w| w.chars().count() <= width) && words.len() <= room {
            lines.extend(words.into_iter().map(|w| Line::styled(w, zstyle)));
        } else {
            // Letters and counts, as many per line as fit.
            let mut line = String::new();
            for (k, n) in kinds {
                let token = format!("{}{n}", names::kind_letter(tr, k));
                if !line.is_empty() && line.chars().count() + 1 + token.chars().count() > width {
                    lines.push(Line::styled(std::mem::take(&mut line), zstyle));
                }
                if !line.is_empty() {
                    line.push(' ');
                }
                line.push_str(&token);
            }
            lines.push(Line::styled(line, zstyle));
        }
    }
    Paragraph::new(lines).render(r, buf);
}

/// The zone in words, for the line under the board.
fn zone_line(scene: &Scene, tr: &Tr, z: u8) -> Line<'static> {
    let map = scene.game.statics().map();
    let Some(mz) = map.zones.get(z as usize) else { return Line::raw("") };
    let Some(zs) = scene.zones.get(z as usize) else { return Line::raw("") };
    let kind = match mz.kind {
        ZoneKind::Building => tr!(tr, "rm-zone-building"),
        ZoneKind::Street => tr!(tr, "rm-zone-street"),
        ZoneKind::Corridor => tr!(tr, "rm-zone-corridor"),
    };
    let mut parts = vec![];
    let zombies: Vec<String> = ZombieKind::ALL
        .iter()
        .filter(|k| zs.zombies[k.index()] > 0)
        .map(|&k| names::zombies(tr, k, zs.zombies[k.index()].into()))
        .collect();
    if zombies.is_empty() {
        parts.push(tr!(tr, "rm-no-zombies"));
    } else {
        parts.push(zombies.join(", "));
    }
    if zs.noise > 0 {
        parts.push(tr!(tr, "rm-noise-count", count = zs.noise));
    }
    if let Some(c) = zs.objective {
        parts.push(tr!(tr, "rm-objective-here", color = names::objective_color(c)));
    }
    if mz.is_spawn() {
        parts.push(if zs.spawn_active { tr!(tr, "rm-spawn-zone") } else { tr!(tr, "rm-spawn-zone-asleep") });
    }
    if mz.exit {
        parts.push(tr!(tr, "rm-exit-zone"));
    }
    let who: Vec<String> = scene
        .surv
        .iter()
        .enumerate()
        .filter(|(_, s)| s.zone == z && s.alive)
        .map(|(i, _)| names::survivor(&scene.game, tr, i as u8))
        .collect();
    if !who.is_empty() {
        parts.push(who.join(", "));
    }
    Line::from(vec![
        Span::styled(format!("{} ", mz.id), Style::new().add_modifier(Modifier::BOLD)),
        Span::styled(format!("({kind}) "), Style::new().add_modifier(Modifier::DIM)),
        Span::raw(parts.join(" · ")),
    ])
}
