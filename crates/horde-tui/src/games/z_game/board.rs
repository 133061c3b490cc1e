//! The Z-Game map as text: each location a box of three lines on a hex
//! layout around the Street (ZG-GAP-3): its name, its fortification
//! markers and the zombies fought there, its characters. A box takes its
//! holder's colour (ZG-GAP-5); a character is its archetype's letter,
//! capital when standing, small when lying exhausted (ZG-GAP-8).

use super::scene::Scene;
use crate::game_ui::{BoardCtx, Target};
use crate::i18n::Tr;
use horde_z_game::content::CharKind;
use horde_z_game::rules::state::Fort;
use horde_z_game::texts::location_name;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use std::fmt::Write as _;

/// Columns per half hex at the least and at the most: a box is two
/// halves wide, less a gap; wider terminals give names more room.
const HALF_MIN: u16 = 5;
const HALF_MAX: u16 = 8;
/// Lines per box: one row of hexes under the other.
const LINES: u16 = 3;
/// The legend under the map.
const FOOT: u16 = 3;

const CURSOR_BG: Color = Color::Rgb(0, 70, 90);
const FOCUS_BG: Color = Color::Rgb(90, 80, 0);
const MARKED_BG: Color = Color::Rgb(20, 60, 20);
const STREET_BG: Color = Color::Rgb(55, 55, 60);
const NEUTRAL_BG: Color = Color::Rgb(35, 35, 35);
const SEAT_COLORS: [Color; 4] = [Color::LightGreen, Color::LightMagenta, Color::LightYellow, Color::LightCyan];
const SEAT_BG: [Color; 4] =
    [Color::Rgb(20, 60, 25), Color::Rgb(55, 25, 70), Color::Rgb(75, 50, 10), Color::Rgb(10, 55, 60)];

pub fn seat_color(seat: u8) -> Color {
    SEAT_COLORS[usize::from(seat) % SEAT_COLORS.len()]
}

/// The doubled columns and rows the table's hexes span.
fn extent(scene: &Scene) -> (i16, i16, i16, i16) {
    let cells = scene.view.locations.iter().map(|l| cell(l.hex));
    let (mut c0, mut c1, mut r0, mut r1) = (0, 0, 0, 0);
    for (c, r) in cells {
        (c0, c1, r0, r1) = (c0.min(c), c1.max(c), r0.min(r), r1.max(r));
    }
    (c0, c1, r0, r1)
}

fn size(scene: &Scene, half: u16) -> (u16, u16) {
    let (c0, c1, r0, r1) = extent(scene);
    let cols = u16::try_from(c1 - c0).unwrap_or(0);
    let rows = u16::try_from(r1 - r0 + 1).unwrap_or(0);
    (half * cols + 2 * half - 1, LINES * rows + FOOT)
}

pub fn min_size(scene: &Scene) -> (u16, u16) {
    size(scene, HALF_MIN)
}

/// Doubled column and row of a hex (ZG-GAP-3's axial coordinates).
fn cell((q, r): (i8, i8)) -> (i16, i16) {
    (i16::from(q) * 2 + i16::from(r), i16::from(r))
}

/// Spots a step apart on screen: five columns a half hex, six a row.
pub fn spots(scene: &Scene) -> Vec<(Target, (i32, i32))> {
    scene
        .view
        .locations
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let (c, r) = cell(l.hex);
            (i as Target, (5 * i32::from(c), 6 * i32::from(r)))
        })
        .collect()
}

/// An archetype's letter from the catalogue: capital standing, small lying.
fn letter(kind: CharKind, standing: bool, tr: &Tr) -> String {
    let id = match kind {
        CharKind::Leader => "zg-abbr-leader",
        CharKind::Fighter => "zg-abbr-fighter",
        CharKind::Engineer => "zg-abbr-engineer",
        CharKind::Scientist => "zg-abbr-scientist",
    };
    let l = tr.t(id);
    if standing { l.to_uppercase() } else { l.to_lowercase() }
}

/// Full markers, under construction, repaired and ruins (ZG-GAP-1).
fn markers(f: &Fort) -> String {
    let n = |k: u8, s: &str| s.repeat(usize::from(k));
    format!("{}{}{}{}", n(f.full, "■"), n(f.building, "□"), n(f.repairing, "▫"), n(f.ruin, "x"))
}

/// A name cut to two lines of `width`: at the last space that fits, else
/// at the width.
fn split_name(name: &str, width: usize) -> (String, String) {
    let chars: Vec<char> = name.chars().collect();
    if chars.len() <= width {
        return (name.to_owned(), String::new());
    }
    let cut = chars[..=width].iter().rposition(|&c| c == ' ').filter(|&k| k > 0).unwrap_or(width);
    let head: String = chars[..cut].iter().collect();
    let rest: String = chars[cut..].iter().collect();
    (head, rest.trim_start().to_owned())
}

fn put(buf: &mut Buffer, area: Rect, (x, y, width): (u16, u16, u16), text: &str, style: Style) {
    if y >= area.y + area.height || x >= area.x + area.width {
        return;
    }
    let room = usize::from((area.x + area.width - x).min(width));
    let clipped: String = text.chars().take(room).collect();
    buf.set_string(x, y, format!("{clipped:<room$}"), style);
}

pub fn render(scene: &Scene, ctx: &BoardCtx<'_>, area: Rect, buf: &mut Buffer) {
    let half = (HALF_MIN..=HALF_MAX).rev().find(|&h| size(scene, h).0 <= area.width).unwrap_or(HALF_MIN);
    let (w, h) = size(scene, half);
    let boxw = 2 * half - 1;
    if area.width < boxw || area.height < LINES {
        return;
    }
    let ox = area.x + area.width.saturating_sub(w) / 2;
    let oy = area.y + area.height.saturating_sub(h) / 2;
    let (c0, _, r0, _) = extent(scene);
    let v = &scene.view;
    for (i, loc) in v.locations.iter().enumerate() {
        let i = i as u8;
        let (c, r) = cell(loc.hex);
        let (c, r) = (u16::try_from(c - c0).unwrap_or(0), u16::try_from(r - r0).unwrap_or(0));
        let (x, y) = (ox + c * half, oy + r * LINES);
        let target = Target::from(i);
        let bg = if ctx.cursor == Some(target) {
            CURSOR_BG
        } else if ctx.focus == Some(target) {
            FOCUS_BG
        } else if ctx.marked.contains(&target) {
            MARKED_BG
        } else {
            match (loc.holder, loc.place) {
                (Some(s), _) => SEAT_BG[usize::from(s) % SEAT_BG.len()],
                (None, horde_z_game::rules::map::Place::Street) => STREET_BG,
                _ => NEUTRAL_BG,
            }
        };
        let base = Style::new().bg(bg).fg(Color::White);
        let name_style = match loc.holder {
            Some(s) => base.fg(seat_color(s)).add_modifier(Modifier::BOLD),
            None => base.add_modifier(Modifier::BOLD),
        };
        let name = location_name(v, i, ctx.tr);
        let (head, rest) = split_name(&name, usize::from(boxw));
        put(buf, area, (x, y, boxw), &head, name_style);
        let mut second = markers(&loc.fort);
        if let Some(f) = v.fight.as_ref().filter(|f| f.loc == i) {
            let _ = write!(second, " ☠{}", f.zombies);
        }
        if second.is_empty() {
            // Nothing built or fought here: the line carries the rest of a long name.
            put(buf, area, (x, y + 1, boxw), &rest, name_style);
        } else {
            put(buf, area, (x, y + 1, boxw), &second, base.fg(Color::Rgb(210, 170, 120)));
        }
        put(buf, area, (x, y + 2, boxw), "", base);
        let here = v.characters.iter().filter(|c| c.loc == Some(i));
        for (cx, c) in (x..(x + boxw).min(area.x + area.width)).zip(here) {
            let style = base.fg(seat_color(c.owner));
            let style = if c.standing() { style.add_modifier(Modifier::BOLD) } else { style.add_modifier(Modifier::DIM) };
            if y + 2 < area.y + area.height {
                buf.set_string(cx, y + 2, letter(c.kind, c.standing(), ctx.tr), style);
            }
        }
    }
    let foot = oy + h - FOOT;
    if foot + 1 < area.y + area.height {
        let key = ctx.tr.t("zg-tui-key");
        let style = Style::new().add_modifier(Modifier::DIM);
        let width = usize::from(area.width);
        let mut lines = key.split(" · ").flat_map(|p| p.split("; ")).fold(vec![String::new()], |mut acc, part| {
            let last = acc.last_mut().map_or(0, |l| l.chars().count());
            if last > 0 && last + part.chars().count() + 3 > width {
                acc.push(String::new());
            }
            if let Some(l) = acc.last_mut() {
                if !l.is_empty() {
                    l.push_str(" · ");
                }
                l.push_str(part);
            }
            acc
        });
        lines.truncate(usize::from(FOOT));
        for (k, line) in lines.iter().enumerate() {
            let y = foot + k as u16;
            if y < area.y + area.height {
                buf.set_string(area.x, y, line, style);
            }
        }
    }
}
