//! A plain-text picture of a [`RenderModel`] for terminals and logs: one
//! character of ground per cell and a few symbols, then a key.
//!
//! Each cell is three characters: the ground (`.` street, `#` building,
//! `:` corridor, `,` camp, `=` pad), then, in the first cell of a zone,
//! up to two symbols. With an overlay, survivors and zombies take the
//! symbol places first.

use crate::geometry::zone_cells;
use crate::model::{Area, RenderModel};

fn ground(a: Area) -> char {
    match a {
        Area::Street => '.',
        Area::Building => '#',
        Area::Corridor => ':',
        Area::Camp => ',',
        Area::Pad => '=',
    }
}

/// The map as text, one line per cell row, followed by the key.
pub fn render_text(model: &RenderModel) -> String {
    render_text_in(model, crate::words::Language::En)
}

/// [`render_text`] with the key in `language`.
pub fn render_text_in(model: &RenderModel, language: crate::words::Language) -> String {
    let map = &model.map;
    let cells = zone_cells(map);
    let mut marks: Vec<String> = vec![String::new(); map.zones.len()];
    for (i, z) in map.zones.iter().enumerate() {
        let mut m = String::new();
        if model.overlay.is_none() && map.zombies.iter().any(|s| s.zone == i && s.count > 0) {
            m.push('z');
        }
        if let Some(o) = &model.overlay {
            let survivors = o.survivors.iter().filter(|s| s.zone == i).count();
            let zombies: u32 = o.zombies.iter().filter(|s| s.zone == i).map(|s| u32::from(s.count)).sum();
            if survivors > 0 {
                m.push('@');
            }
            if zombies > 0 {
                m.push('z');
            }
        }
        for (on, c) in [
            (z.start, 'A'),
            (z.exit, 'X'),
            (z.spawn.is_some(), 'S'),
            (z.objective.is_some(), 'O'),
            (z.tent, 'T'),
            (map.helicopter.is_some_and(|h| h.zone == i), 'H'),
            (z.manhole, 'm'),
            (z.beds_blue + z.beds_green > 0, 'b'),
        ] {
            if on {
                m.push(c);
            }
        }
        marks[i] = m.chars().take(2).collect();
    }
    let mut out = format!("{}\n{}\n", map.title, map.subtitle);
    for y in 0..map.height {
        let mut line = String::new();
        for x in 0..map.width {
            match map.cell(x, y) {
                None => line.push_str("   "),
                Some(z) => {
                    let g = ground(map.zones[z].area());
                    let first = cells[z].first() == Some(&(x, y));
                    let mut m: Vec<char> = if first { marks[z].chars().collect() } else { Vec::new() };
                    m.resize(2, g);
                    line.push(g);
                    line.extend(m);
                }
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push_str(crate::words::text_key(language));
    if let Some(o) = &model.overlay
        && !o.status.is_empty()
    {
        out.push_str(&o.status);
        out.push('\n');
    }
    out
}
