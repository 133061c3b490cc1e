//! The Grid Siege board as text: every square is two characters between
//! edge columns, so walls, windows, doorways, barricades and broken walls
//! sit on the lines between squares where the rules put them (GS-GAP-9).
//! Between two rows of squares an edge row is drawn when the panel is tall
//! enough: between every two rows, or else only where the map has a wall,
//! window or doorway across (the rows that matter, which fit a 50-line
//! terminal); in the smallest panels walls below a square are underlined.

use super::names;
use super::scene::Scene;
use crate::game_ui::{BoardCtx, Target};
use crate::i18n::Tr;
use crate::tr;
use horde_grid_siege::content::{EdgeKind, Map, content};
use horde_grid_siege::{Dir, Edge, Pos};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// Columns for the row numbers on the left.
const LABELS: u16 = 3;
/// Rows under the board: the square under the cursor, then the legend.
const FOOT: u16 = 2;
/// Columns per square: the edge on its west, then two of its own.
const CW: u16 = 3;

const CURSOR_BG: Color = Color::Rgb(0, 70, 90);
const FOCUS_BG: Color = Color::Rgb(90, 80, 0);
const MARKED_BG: Color = Color::Rgb(20, 60, 20);
const CAR_BG: Color = Color::Rgb(70, 70, 80);
const ZOMBIE_BG: Color = Color::Rgb(80, 10, 10);
const DIM: Color = Color::Rgb(90, 90, 90);
const SEAT_COLORS: [Color; 5] =
    [Color::LightRed, Color::LightCyan, Color::LightGreen, Color::LightYellow, Color::LightMagenta];

pub fn seat_color(seat: u8) -> Color {
    SEAT_COLORS[usize::from(seat) % SEAT_COLORS.len()]
}

/// A room's floor as a dark background, so rooms read apart even where
/// the terminal has no room for edge rows.
fn floor_bg(name: &str) -> Color {
    match name {
        "blue" => Color::Rgb(20, 30, 70),
        "yellow" => Color::Rgb(60, 55, 15),
        "green" => Color::Rgb(20, 55, 25),
        "brown" => Color::Rgb(60, 40, 20),
        "red" => Color::Rgb(70, 25, 25),
        "white" => Color::Rgb(60, 60, 60),
        "pink" => Color::Rgb(70, 35, 55),
        "cyan" => Color::Rgb(15, 55, 60),
        "grey" | "gray" => Color::Rgb(45, 45, 45),
        "orange" => Color::Rgb(75, 45, 10),
        "purple" => Color::Rgb(45, 25, 70),
        _ => Color::Rgb(40, 40, 50),
    }
}

/// How one edge between squares is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Look {
    None,
    /// Two sheets meet on open ground (sheets are numbered for spawns).
    Sheet,
    Wall,
    Window,
    Door,
    Barricade,
    Broken,
    /// The board's outer border.
    Outer,
}

impl Look {
    /// Draws a line that junctions join up with.
    fn solid(self) -> bool {
        matches!(self, Self::Wall | Self::Window | Self::Barricade | Self::Outer)
    }

    fn vertical(self) -> (&'static str, Style) {
        match self {
            Self::None => (" ", Style::new()),
            Self::Sheet => ("┊", Style::new().fg(DIM)),
            Self::Wall | Self::Outer => ("│", Style::new().fg(Color::White)),
            Self::Window => ("┆", Style::new().fg(Color::LightCyan).add_modifier(Modifier::BOLD)),
            Self::Door => (" ", Style::new()),
            Self::Barricade => ("#", Style::new().fg(Color::LightRed).add_modifier(Modifier::BOLD)),
            Self::Broken => ("░", Style::new().fg(Color::Gray)),
        }
    }

    fn horizontal(self) -> (&'static str, Style) {
        match self {
            Self::None => ("  ", Style::new()),
            Self::Sheet => ("┈┈", Style::new().fg(DIM)),
            Self::Wall | Self::Outer => ("──", Style::new().fg(Color::White)),
            Self::Window => ("┄┄", Style::new().fg(Color::LightCyan).add_modifier(Modifier::BOLD)),
            Self::Door => ("  ", Style::new()),
            Self::Barricade => ("##", Style::new().fg(Color::LightRed).add_modifier(Modifier::BOLD)),
            Self::Broken => ("░░", Style::new().fg(Color::Gray)),
        }
    }
}

struct Grid<'a> {
    scene: &'a Scene,
    map: &'a Map,
    ox: u16,
    oy: u16,
    /// Screen row of each row of squares.
    rows: Vec<u16>,
    /// Screen row of the line above map row `y` (index `height`: the bottom), if drawn.
    lines: Vec<Option<u16>>,
    clip: Rect,
}

impl Grid<'_> {
    /// The edge on side `d` of square (x, y); `x`/`y` may be one past the map.
    fn look(&self, p: Pos, d: Dir) -> Look {
        let Some(q) = self.map.step(p, d) else { return Look::Outer };
        if !self.map.contains(p) {
            return Look::Outer;
        }
        let Some(e) = Edge::between(p, q) else { return Look::Outer };
        if self.scene.view.barricades.contains(&e) {
            return Look::Barricade;
        }
        let kind = self.map.edge(e);
        if self.scene.view.destroyed_walls.contains(&e) && kind != EdgeKind::Open {
            return Look::Broken;
        }
        match kind {
            EdgeKind::Wall => Look::Wall,
            EdgeKind::Window => Look::Window,
            EdgeKind::Door => Look::Door,
            EdgeKind::Open if self.map.sq(p).sheet != self.map.sq(q).sheet => Look::Sheet,
            EdgeKind::Open => Look::None,
        }
    }

    /// The line west of column `x` in row `y` (x may equal the width).
    fn west(&self, x: u8, y: u8) -> Look {
        if x == 0 || x >= self.map.width { Look::Outer } else { self.look(Pos::new(x - 1, y), Dir::E) }
    }

    /// The line north of row `y` in column `x` (y may equal the height).
    fn north(&self, x: u8, y: u8) -> Look {
        if y == 0 || y >= self.map.height { Look::Outer } else { self.look(Pos::new(x, y - 1), Dir::S) }
    }

    /// The room shared by the squares on both sides of a line, for its background.
    fn shared_bg(&self, a: Pos, b: Pos) -> Option<Color> {
        let (sa, sb) = (self.map.sq(a), self.map.sq(b));
        (sa.room > 0 && sa.room == sb.room).then(|| self.room_bg(a)).flatten()
    }

    fn room_bg(&self, p: Pos) -> Option<Color> {
        let s = self.map.sq(p);
        if s.car {
            Some(CAR_BG)
        } else if s.room > 0 {
            self.map.rooms.get(usize::from(s.room - 1)).map(|r| floor_bg(&r.floor))
        } else {
            None
        }
    }

    fn both_car(&self, a: Pos, b: Pos) -> bool {
        self.map.sq(a).car && self.map.sq(b).car
    }

    /// The car's body between two of its squares, so it reads as one piece.
    fn car_fill(&self, width: usize) -> (&'static str, Style) {
        let started = self.scene.view.car_started;
        let fg = if started { Color::LightGreen } else { Color::Gray };
        let s = match (started, width) {
            (true, 1) => "▓",
            (true, _) => "▓▓",
            (false, 1) => "▒",
            (false, _) => "▒▒",
        };
        (s, Style::new().fg(fg).bg(CAR_BG))
    }

    fn col(&self, x: u8) -> u16 {
        self.ox + CW * u16::from(x)
    }

    fn row(&self, y: u8) -> u16 {
        self.rows.get(usize::from(y)).copied().unwrap_or(self.oy)
    }

    fn put(&self, buf: &mut Buffer, x: u16, y: u16, s: &str, style: Style) {
        for (cx, ch) in (x..).zip(s.chars()) {
            if cx >= self.clip.x
                && cx < self.clip.right()
                && y >= self.clip.y
                && y < self.clip.bottom()
                && let Some(cell) = buf.cell_mut((cx, y))
            {
                let mut buf_ch = [0u8; 4];
                cell.set_symbol(ch.encode_utf8(&mut buf_ch)).set_style(style);
            }
        }
    }
}

pub fn min_size(_scene: &Scene) -> (u16, u16) {
    let map = &content().map;
    (LABELS + CW * u16::from(map.width) + 1, 1 + u16::from(map.height) + FOOT)
}

/// Which lines between rows of squares carry something across: a wall,
/// a window or a doorway (barricades and broken walls only ever replace
/// those, so the set never changes during a game).
fn structural_lines(map: &Map) -> Vec<bool> {
    (0..=map.height)
        .map(|y| {
            y == 0
                || y == map.height
                || (0..map.width).any(|x| {
                    Edge::between(Pos::new(x, y - 1), Pos::new(x, y)).is_some_and(|e| map.edge(e) != EdgeKind::Open)
                })
        })
        .collect()
}

/// The screen rows of the squares and of the drawn lines, from `top`.
fn layout(drawn: &[bool], top: u16) -> (Vec<u16>, Vec<Option<u16>>, u16) {
    let mut y = top;
    let mut rows = Vec::new();
    let mut lines = Vec::new();
    for (i, d) in drawn.iter().enumerate() {
        lines.push(d.then_some(y));
        y += u16::from(*d);
        if i + 1 < drawn.len() {
            rows.push(y);
            y += 1;
        }
    }
    (rows, lines, y - top)
}

pub fn spots(_scene: &Scene) -> Vec<(Target, (i32, i32))> {
    // Squares are three columns wide and (at most) two rows tall on screen.
    content().map.all().map(|p| (p.code() as Target, (3 * i32::from(p.x), 2 * i32::from(p.y)))).collect()
}

pub fn render(scene: &Scene, ctx: &BoardCtx<'_>, area: Rect, buf: &mut Buffer) {
    let map = &content().map;
    if area.width < 8 || area.height < 4 {
        return;
    }
    let bw = LABELS + CW * u16::from(map.width) + 1;
    let ox = area.x + area.width.saturating_sub(bw) / 2 + LABELS;
    let room = area.height.saturating_sub(1 + FOOT);
    let every = vec![true; usize::from(map.height) + 1];
    let some = structural_lines(map);
    let none = vec![false; usize::from(map.height) + 1];
    let drawn = [every, some, none]
        .into_iter()
        .find(|d| layout(d, 0).2 <= room)
        .unwrap_or_else(|| vec![false; usize::from(map.height) + 1]);
    let compact = drawn.iter().all(|d| !d);
    let (rows, lines, board_h) = layout(&drawn, area.y + 1);
    let clip = Rect { height: area.height.saturating_sub(FOOT).max(1), ..area };
    let g = Grid { scene, map, ox, oy: area.y + 1, rows, lines, clip };

    labels(&g, buf);
    for y in 0..map.height {
        for x in 0..map.width {
            square(&g, ctx, Pos::new(x, y), buf);
        }
    }
    edges(&g, buf);

    let foot_y = (g.oy + board_h).min(area.bottom().saturating_sub(FOOT));
    let foot = Rect { x: area.x, y: foot_y, width: area.width, height: area.bottom().saturating_sub(foot_y) };
    if foot.height >= 1 {
        if let Some(t) = ctx.cursor.or(ctx.focus) {
            let line = square_line(scene, ctx.tr, Pos::from_code(u32::from(t)));
            Paragraph::new(line).render(Rect { height: 1, ..foot }, buf);
        }
        let rows = foot.height.saturating_sub(1);
        let mut legend = if compact { tr!(ctx.tr, "gs-legend-compact") } else { tr!(ctx.tr, "gs-legend") };
        if legend.chars().count() > usize::from(rows) * usize::from(foot.width) {
            // One line left: the short key rather than half of the long one.
            legend = tr!(ctx.tr, "gs-legend-short");
        }
        Paragraph::new(Line::styled(legend, Style::new().add_modifier(Modifier::DIM)))
            .wrap(Wrap { trim: true })
            .render(Rect { y: foot.y + 1, height: rows, ..foot }, buf);
    }
}

fn labels(g: &Grid<'_>, buf: &mut Buffer) {
    let dim = Style::new().fg(Color::Gray);
    for x in 0..g.map.width {
        let name = Pos::new(x, 0).to_string();
        let letters: String = name.chars().take_while(char::is_ascii_alphabetic).collect();
        g.put(buf, g.col(x) + 1, g.oy - 1, &letters, dim);
    }
    for y in 0..g.map.height {
        g.put(buf, g.ox - LABELS, g.row(y), &format!("{:>2}", u16::from(y) + 1), dim);
    }
}

/// The two characters of a square: a figure (its letter from the
/// catalogue, so a Russian board reads З and Ч), or what lies on it.
fn glyph(scene: &Scene, tr: &Tr, p: Pos) -> (String, Style) {
    let map = &content().map;
    let v = &scene.view;
    if let Some(i) = scene.zombie_at(p) {
        let fresh = v.zombies[i].2;
        let style = Style::new().fg(Color::LightRed).bg(ZOMBIE_BG).add_modifier(Modifier::BOLD);
        let z = tr.t("gs-zombie-letter");
        return (format!("{z}{}", if fresh { '*' } else { ' ' }), style);
    }
    if let Some(h) = scene.human_at(p) {
        let hv = &v.humans[usize::from(h)];
        let n = (u16::from(h) + 1) % 100;
        let letter = tr.t("gs-human-letter");
        let mut style = Style::new().fg(seat_color(hv.seat)).add_modifier(Modifier::BOLD);
        let text = if hv.dead {
            style = Style::new().fg(Color::Gray);
            format!("†{n}")
        } else if hv.lives == 0 {
            style = style.remove_modifier(Modifier::BOLD).add_modifier(Modifier::DIM);
            format!("{}{n}", letter.to_lowercase())
        } else {
            format!("{letter}{n}")
        };
        if v.turn.as_ref().is_some_and(|t| t.human == h) {
            style = style.add_modifier(Modifier::REVERSED);
        }
        return (if text.chars().count() < 2 { format!("{text} ") } else { text }, style);
    }
    let sq = map.sq(p);
    let mut chars = [' ', ' '];
    let mut style = Style::new();
    if sq.car {
        chars = if v.car_started { ['▓', '▓'] } else { ['▒', '▒'] };
        style = style.fg(if v.car_started { Color::LightGreen } else { Color::Gray });
    } else if sq.obstacle {
        let (c, fg) = if sq.room == 0 { ('♣', Color::Green) } else { ('▪', Color::Rgb(190, 140, 80)) };
        chars = [c, c];
        style = style.fg(fg);
    }
    if let Some(i) = sq.search {
        let searched = v.searched & (1 << i) != 0;
        chars[0] = if searched { '✓' } else { 'x' };
        style =
            if searched { style.fg(Color::Gray) } else { style.fg(Color::LightYellow).add_modifier(Modifier::BOLD) };
    }
    if v.floor.iter().any(|(q, _)| *q == p) {
        chars[1] = '•';
    }
    (chars.iter().collect(), style)
}

fn square(g: &Grid<'_>, ctx: &BoardCtx<'_>, p: Pos, buf: &mut Buffer) {
    let (text, mut style) = glyph(g.scene, ctx.tr, p);
    let code = p.code() as Target;
    let bg = if ctx.cursor == Some(code) {
        Some(CURSOR_BG)
    } else if ctx.focus == Some(code) {
        Some(FOCUS_BG)
    } else if ctx.marked.contains(&code) {
        Some(MARKED_BG)
    } else {
        None
    };
    if let Some(bg) = bg {
        style = style.bg(bg);
    } else if style.bg.is_none()
        && let Some(bg) = g.room_bg(p)
    {
        style = style.bg(bg);
    }
    let below = usize::from(p.y) + 1;
    if g.lines.get(below).is_some_and(Option::is_none) && matches!(g.north(p.x, p.y + 1), l if l.solid()) {
        // Without edge rows, a wall below the square underlines it.
        style = style.add_modifier(Modifier::UNDERLINED);
    }
    g.put(buf, g.col(p.x) + 1, g.row(p.y), &text, style);
}

fn edges(g: &Grid<'_>, buf: &mut Buffer) {
    let (w, h) = (g.map.width, g.map.height);
    for y in 0..h {
        for x in 0..=w {
            let look = g.west(x, y);
            let (mut s, mut style) = look.vertical();
            if x > 0 && x < w && look == Look::None && g.both_car(Pos::new(x - 1, y), Pos::new(x, y)) {
                (s, style) = g.car_fill(1);
            }
            if x > 0
                && x < w
                && matches!(look, Look::None | Look::Sheet)
                && let Some(bg) = g.shared_bg(Pos::new(x - 1, y), Pos::new(x, y))
            {
                style = style.bg(bg);
            }
            g.put(buf, g.col(x), g.row(y), s, style);
        }
    }
    for y in 0..=h {
        let Some(ey) = g.lines.get(usize::from(y)).copied().flatten() else { continue };
        for x in 0..w {
            let look = g.north(x, y);
            let (mut s, mut style) = look.horizontal();
            if y > 0 && y < h && look == Look::None && g.both_car(Pos::new(x, y - 1), Pos::new(x, y)) {
                (s, style) = g.car_fill(2);
            }
            if y > 0
                && y < h
                && matches!(look, Look::None | Look::Sheet)
                && let Some(bg) = g.shared_bg(Pos::new(x, y - 1), Pos::new(x, y))
            {
                style = style.bg(bg);
            }
            g.put(buf, g.col(x) + 1, ey, s, style);
        }
        for x in 0..=w {
            let up = y > 0 && g.west(x, y - 1).solid();
            let down = y < h && g.west(x, y).solid();
            let left = x > 0 && g.north(x - 1, y).solid();
            let right = x < w && g.north(x, y).solid();
            let vsheet = (y > 0 && g.west(x, y - 1) == Look::Sheet) || (y < h && g.west(x, y) == Look::Sheet);
            let hsheet = (x > 0 && g.north(x - 1, y) == Look::Sheet) || (x < w && g.north(x, y) == Look::Sheet);
            let c = junction(up, down, left, right);
            let inside_car = x > 0
                && y > 0
                && x < w
                && y < h
                && g.both_car(Pos::new(x - 1, y - 1), Pos::new(x, y))
                && g.both_car(Pos::new(x, y - 1), Pos::new(x - 1, y));
            if c == " " && inside_car {
                let (s, style) = g.car_fill(1);
                g.put(buf, g.col(x), ey, s, style);
                continue;
            }
            let (c, style) = match (c, vsheet, hsheet) {
                (" ", true, true) => ("┼", Style::new().fg(DIM)),
                (" ", true, false) => ("┊", Style::new().fg(DIM)),
                (" ", false, true) => ("┈", Style::new().fg(DIM)),
                _ => (c, Style::new().fg(Color::White)),
            };
            let style = if c == " " && x > 0 && y > 0 && x < w && y < h {
                let (a, b) = (Pos::new(x - 1, y - 1), Pos::new(x, y));
                match (g.shared_bg(a, b), g.shared_bg(Pos::new(x, y - 1), Pos::new(x - 1, y))) {
                    (Some(bg), Some(_)) => style.bg(bg),
                    _ => style,
                }
            } else {
                style
            };
            g.put(buf, g.col(x), ey, c, style);
        }
    }
}

fn junction(up: bool, down: bool, left: bool, right: bool) -> &'static str {
    match (up, down, left, right) {
        (false, false, false, false) => " ",
        (true, true, false, false) | (true, false, false, false) | (false, true, false, false) => "│",
        (false, false, true, true) | (false, false, true, false) | (false, false, false, true) => "─",
        (true, false, true, false) => "┘",
        (true, false, false, true) => "└",
        (false, true, true, false) => "┐",
        (false, true, false, true) => "┌",
        (true, true, true, false) => "┤",
        (true, true, false, true) => "├",
        (true, false, true, true) => "┴",
        (false, true, true, true) => "┬",
        (true, true, true, true) => "┼",
    }
}

/// The square under the cursor in words.
fn square_line(scene: &Scene, tr: &Tr, p: Pos) -> String {
    let map = &content().map;
    if !map.contains(p) {
        return String::new();
    }
    let sq = map.sq(p);
    let mut parts = vec![p.to_string(), tr!(tr, "gs-square-sheet", sheet = sq.sheet)];
    if sq.room == 0 && !sq.car {
        parts.push(tr!(tr, "gs-square-outdoors"));
    }
    if sq.car {
        parts.push(tr!(tr, "gs-square-car"));
    }
    if sq.obstacle {
        parts.push(tr!(tr, "gs-square-obstacle"));
    }
    if let Some(i) = sq.search {
        let done = scene.view.searched & (1 << i) != 0;
        parts.push(if done { tr!(tr, "gs-square-searched") } else { tr!(tr, "gs-square-search") });
    }
    if scene.zombie_at(p).is_some() {
        parts.push(tr!(tr, "gs-square-zombie"));
    }
    if let Some(h) = scene.human_at(p) {
        parts.push(names::human(tr, &scene.view.humans, h));
    }
    for (q, t) in &scene.view.floor {
        if *q == p {
            parts.push(format!("• {}", names::thing(tr, *t)));
        }
    }
    parts.join(" · ")
}
