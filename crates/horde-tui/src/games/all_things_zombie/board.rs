//! The All Things Zombie hex map as text: every hex is four columns wide
//! and two rows tall, odd columns half a hex lower as on the map
//! (ATZ-GAP-6), so neighbouring hexes interlock like the printed map.
//! The top row of a hex shows its figures (a character's initial and Rep,
//! zombies with their count), the bottom row what lies there (Shot
//! markers, items, Entered and Searched markers) or its terrain
//! (ATZ-MOVE-1..4); hexes the band does not see are dimmed (ATZ-LOS).

use super::scene::Scene;
use crate::game_ui::{BoardCtx, Target};
use crate::i18n::Tr;
use crate::tr;
use horde_all_things_zombie::Side;
use horde_all_things_zombie::content::{Map, Terrain, Victory};
use horde_all_things_zombie::texts::{building_letter, character};
use horde_board::Hex;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// Columns for the row numbers on the left.
const LABELS: u16 = 3;
/// Rows under the board at least: the hex under the cursor, then the
/// legend; each gets a second row when the panel has them.
const FOOT: u16 = 2;
/// Columns per hex.
const CW: u16 = 4;

const CURSOR_BG: Color = Color::Rgb(0, 70, 90);
const FOCUS_BG: Color = Color::Rgb(90, 80, 0);
const MARKED_BG: Color = Color::Rgb(20, 70, 20);
const SEATS: [Color; 2] = [Color::LightCyan, Color::LightRed];

fn terrain_bg(t: Terrain, seen: bool) -> Color {
    let (r, g, b) = match t {
        Terrain::Clear => (58, 58, 58),
        Terrain::Vegetation => (24, 70, 24),
        Terrain::Building(_) => (95, 60, 30),
    };
    if seen { Color::Rgb(r, g, b) } else { Color::Rgb(r / 2, g / 2, b / 2) }
}

/// The screen row of the top of hex `h`, from the board's top.
fn top(h: Hex) -> (u16, u16) {
    let (x, y) = Map::offset(h);
    let (x, y) = (x.max(0) as u16, y.max(0) as u16);
    (x, 2 * y + x % 2)
}

pub fn min_size(scene: &Scene) -> (u16, u16) {
    let map = scene.map();
    (LABELS + CW * u16::from(map.width) + 1, 1 + 2 * u16::from(map.height) + 1 + FOOT)
}

pub fn spots(scene: &Scene) -> Vec<(Target, (i32, i32))> {
    let map = scene.map();
    (0..map.hexes.len())
        .filter_map(|i| {
            let h = map.hexes.hex(i)?;
            let (x, row) = top(h);
            // Proportional to the hexes' centres: 1.5 across, √3 down.
            Some((i as Target, (30 * i32::from(x), 17 * i32::from(row))))
        })
        .collect()
}

/// The four columns of a hex's top row: its figures.
fn figures(scene: &Scene, ctx: &BoardCtx<'_>, h: Hex) -> Option<(String, Style)> {
    let v = &scene.view;
    let people: Vec<usize> = (0..v.characters.len())
        .filter(|&i| {
            let c = &v.characters[i];
            c.alive && !c.waiting && !c.exited && c.hex == h
        })
        .collect();
    let zombies = v.zombies.iter().filter(|z| z.hex == h).count();
    let z = ctx.tr.t("atz-zombie-letter");
    let zombie_text = match zombies {
        0 => String::new(),
        1..=9 => format!("{z}{zombies}"),
        _ => format!("{z}+"),
    };
    let Some(&i) = people.first() else {
        let style = Style::new().fg(Color::LightRed).add_modifier(Modifier::BOLD);
        return (zombies > 0).then(|| (format!(" {zombie_text:<3}"), style));
    };
    let c = &v.characters[i];
    let initial = character(ctx.tr, &scene.game, i as u8).chars().next().unwrap_or('?');
    let colour = match c.side {
        Side::Band => SEATS[usize::from(scene.game.seat_of(i as u8).0) % SEATS.len()],
        Side::Ally => Color::LightGreen,
        Side::Enemy => Color::LightMagenta,
    };
    let mut style = Style::new().fg(colour).add_modifier(Modifier::BOLD);
    if v.acting.is_some_and(|a| usize::from(a) == i) {
        style = style.add_modifier(Modifier::UNDERLINED);
    }
    let me = format!("{initial}{}", c.rep.min(9));
    Some((format!("{me}{zombie_text:<2}"), style))
}

/// The bottom row of a hex: what lies there, or its terrain.
fn ground(scene: &Scene, tr: &Tr, h: Hex) -> String {
    let v = &scene.view;
    let map = scene.map();
    let mut s = String::new();
    if v.shots.iter().any(|x| x.hex == h) {
        s.push('*');
    }
    if v.ground.iter().any(|(at, _)| *at == h) {
        s.push('+');
    }
    if let Some(b) = map.building(h) {
        // The markers sit on the building's first hex, with its letter.
        let first = (0..map.hexes.len()).filter_map(|i| map.hexes.hex(i)).find(|&x| map.building(x) == Some(b));
        if first == Some(h) {
            // The building's letter in the reader's alphabet (А, Б, В).
            s += &map.buildings.get(usize::from(b)).map_or_else(|| "?".to_owned(), |&l| building_letter(tr, l));
            // Marks, not words, so that no language's letters are needed.
            if v.entered.get(usize::from(b)).copied().unwrap_or(false) {
                s.push('◦');
            }
            if v.searched.get(usize::from(b)).copied().unwrap_or(false) {
                s.push('✓');
            }
        }
    }
    if s.is_empty() {
        s = match map.terrain(h) {
            Terrain::Clear => " ·".to_owned(),
            Terrain::Vegetation => "\"\"".to_owned(),
            Terrain::Building(_) => String::new(),
        };
    }
    format!("{s:<4}").chars().take(4).collect()
}

fn put(buf: &mut Buffer, clip: Rect, x: u16, y: u16, s: &str, style: Style) {
    for (cx, ch) in (x..).zip(s.chars()) {
        if cx >= clip.x
            && cx < clip.right()
            && y >= clip.y
            && y < clip.bottom()
            && let Some(cell) = buf.cell_mut((cx, y))
        {
            let mut b = [0u8; 4];
            cell.set_symbol(ch.encode_utf8(&mut b)).set_style(style);
        }
    }
}

pub fn render(scene: &Scene, ctx: &BoardCtx<'_>, area: Rect, buf: &mut Buffer) {
    let map = scene.map();
    if area.width < 8 || area.height < 4 {
        return;
    }
    let bw = LABELS + CW * u16::from(map.width) + 1;
    let ox = area.x + area.width.saturating_sub(bw) / 2 + LABELS;
    let oy = area.y + 1;
    let clip = Rect { height: area.height.saturating_sub(FOOT).max(1), ..area };
    let dim = Style::new().fg(Color::Gray);
    for x in 0..u16::from(map.width) {
        put(buf, clip, ox + CW * x, area.y, &format!("{x:<2}"), dim);
    }
    for y in 0..u16::from(map.height) {
        put(buf, clip, ox - LABELS, oy + 2 * y, &format!("{y:>2}"), dim);
    }
    let exit = matches!(scene.game.scenario().victory, Victory::Exit { .. });
    for i in 0..map.hexes.len() {
        let Some(h) = map.hexes.hex(i) else { continue };
        let (x, row) = top(h);
        let (sx, sy) = (ox + CW * x, oy + row);
        let seen = scene.seen.get(i).copied().unwrap_or(false);
        let t = i as Target;
        let bg = if ctx.cursor == Some(t) {
            CURSOR_BG
        } else if ctx.focus == Some(t) {
            FOCUS_BG
        } else if ctx.marked.contains(&t) {
            MARKED_BG
        } else {
            terrain_bg(map.terrain(h), seen)
        };
        let fg = if seen { Color::White } else { Color::DarkGray };
        let (upper, style) = figures(scene, ctx, h).unwrap_or_else(|| ("    ".to_owned(), Style::new()));
        put(buf, clip, sx, sy, &upper, style.bg(bg));
        put(buf, clip, sx, sy + 1, &ground(scene, ctx.tr, h), Style::new().fg(fg).bg(bg));
        if exit && map.on_edge(h, scene.view.exit_east) {
            let ex = if scene.view.exit_east { sx + CW } else { sx.saturating_sub(1) };
            let arrow = if scene.view.exit_east { "»" } else { "«" };
            put(buf, clip, ex, sy, arrow, Style::new().fg(Color::LightGreen));
            put(buf, clip, ex, sy + 1, arrow, Style::new().fg(Color::LightGreen));
        }
    }
    let board_h = 2 * u16::from(map.height) + 1;
    let foot_y = (oy + board_h).min(area.bottom().saturating_sub(FOOT));
    let foot = Rect { x: area.x, y: foot_y, width: area.width, height: area.bottom().saturating_sub(foot_y) };
    if foot.height == 0 {
        return;
    }
    let hex_rows = if foot.height >= 4 { 2 } else { 1 };
    if let Some(h) = ctx.cursor.or(ctx.focus).and_then(|t| map.hexes.hex(usize::from(t))) {
        let line = horde_render::all_things_zombie::hex_title(&scene.game, &scene.view, ctx.tr, h);
        Paragraph::new(line).wrap(Wrap { trim: true }).render(Rect { height: hex_rows.min(foot.height), ..foot }, buf);
    }
    Paragraph::new(Line::styled(tr!(ctx.tr, "atz-tui-legend"), Style::new().add_modifier(Modifier::DIM)))
        .wrap(Wrap { trim: true })
        .render(Rect { y: foot.y + hex_rows, height: foot.height.saturating_sub(hex_rows), ..foot }, buf);
}
