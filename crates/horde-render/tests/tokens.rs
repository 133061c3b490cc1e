//! Tokens are drawn inside their own zone, off its edges: every shipped
//! mission, as printed and crowded with a live game's pieces, read back
//! from the SVG itself (the shapes each token is drawn with, against the
//! cells its zone is drawn with).

use horde_render::{MapModel, Overlay, Piece, RenderModel, SvgStyle, ZombieStack, render_svg, rue_morgue};
use horde_rue_morgue::mission::builtin_ids;
use std::collections::BTreeMap;

/// A box: left, top, right, bottom, in pixels.
type Bounds = [f64; 4];

fn attr(line: &str, name: &str) -> Option<f64> {
    let key = format!(" {name}=\"");
    let at = line.find(&key)? + key.len();
    line[at..].split('"').next()?.parse().ok()
}

/// The bounds of the shapes (not the words) drawn on one line of a token.
fn shape_bounds(line: &str) -> Option<Bounds> {
    let mut b = [f64::MAX, f64::MAX, f64::MIN, f64::MIN];
    let mut add = |x: f64, y: f64| {
        b = [b[0].min(x), b[1].min(y), b[2].max(x), b[3].max(y)];
    };
    for part in line.split('<').filter(|p| !p.starts_with("text") && !p.starts_with('/')) {
        let part = format!(" {part}");
        let get = |n: &str| attr(&part, n);
        if part.starts_with(" circle") {
            let (cx, cy, r) = (get("cx")?, get("cy")?, get("r")?);
            add(cx - r, cy - r);
            add(cx + r, cy + r);
        } else if part.starts_with(" ellipse") {
            let (cx, cy, rx, ry) = (get("cx")?, get("cy")?, get("rx")?, get("ry")?);
            add(cx - rx, cy - ry);
            add(cx + rx, cy + ry);
        } else if part.starts_with(" rect") {
            let (x, y, w, h) = (get("x")?, get("y")?, get("width")?, get("height")?);
            add(x, y);
            add(x + w, y + h);
        } else if part.starts_with(" line") {
            add(get("x1")?, get("y1")?);
            add(get("x2")?, get("y2")?);
        } else if part.starts_with(" path") {
            let d = part.split(" d=\"").nth(1)?.split('"').next()?;
            let nums: Vec<f64> = d
                .split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-'))
                .filter(|s| !s.is_empty())
                .filter_map(|s| s.parse().ok())
                .collect();
            for p in nums.chunks(2) {
                if let [x, y] = p {
                    add(*x, *y);
                }
            }
        }
    }
    (b[0] <= b[2]).then_some(b)
}

/// Each zone's cells, as drawn.
type Cells = BTreeMap<String, Vec<Bounds>>;

/// Each zone's cells (as drawn) and the bounds of each of its tokens.
fn zones_and_tokens(svg: &str) -> (Cells, Vec<(String, Bounds)>) {
    let mut cells = Cells::new();
    let mut tokens = Vec::new();
    let mut zone: Option<String> = None;
    let mut in_tokens = false;
    let data_zone = |line: &str| line.split("data-zone=\"").nth(1).and_then(|s| s.split('"').next()).map(str::to_owned);
    for line in svg.lines() {
        if line.starts_with("<g class=\"legend\"") || line.starts_with("<text class=\"status\"") {
            zone = None;
            in_tokens = false;
        } else if line.starts_with("<g class=\"zone area-") {
            zone = data_zone(line);
            in_tokens = false;
        } else if line.starts_with("<g class=\"zone-tokens\"") {
            zone = data_zone(line);
            in_tokens = true;
        } else if line.starts_with("<rect class=\"cell\"") && !in_tokens {
            let (x, y, w, h) = (attr(line, "x"), attr(line, "y"), attr(line, "width"), attr(line, "height"));
            if let (Some(z), Some(x), Some(y), Some(w), Some(h)) = (&zone, x, y, w, h) {
                cells.entry(z.clone()).or_default().push([x, y, x + w, y + h]);
            }
        } else if in_tokens
            && !line.starts_with("<text")
            && !line.starts_with("<g data-piece")
            && let (Some(z), Some(b)) = (&zone, shape_bounds(line))
        {
            tokens.push((z.clone(), b));
        }
    }
    (cells, tokens)
}

/// True when `b`, grown by `room`, lies inside the union of `cells`:
/// every corner and every point on its edges at a fine step is in a cell.
fn inside(cells: &[Bounds], b: Bounds, room: f64) -> bool {
    let b = [b[0] - room, b[1] - room, b[2] + room, b[3] + room];
    let in_cell = |x: f64, y: f64| {
        cells.iter().any(|c| x >= c[0] - 1e-6 && x <= c[2] + 1e-6 && y >= c[1] - 1e-6 && y <= c[3] + 1e-6)
    };
    let steps = 8;
    (0..=steps).all(|i| {
        let t = f64::from(i) / f64::from(steps);
        let x = b[0] + t * (b[2] - b[0]);
        let y = b[1] + t * (b[3] - b[1]);
        in_cell(x, b[1]) && in_cell(x, b[3]) && in_cell(b[0], y) && in_cell(b[2], y) && in_cell(x, y)
    })
}

fn crowded(map: &MapModel) -> Overlay {
    let mut o = Overlay::default();
    for (zone, _) in map.zones.iter().enumerate() {
        let n = u8::try_from(zone % 3).unwrap_or(0);
        for k in 0..n {
            o.survivors.push(Piece { number: k, zone, label: "Pa".into(), team: k, wounded: k == 1 });
        }
        o.zombies.push(ZombieStack { zone, kind: 'W', count: 3 });
        if zone % 2 == 0 {
            o.zombies.push(ZombieStack { zone, kind: 'R', count: 12 });
            o.noise.push((zone, 2));
        }
    }
    o
}

#[test]
fn every_token_lies_inside_its_zone_off_its_edge() {
    let mut checked = 0;
    for id in builtin_ids() {
        let map = rue_morgue::builtin_model(id).expect("shipped").expect("renders");
        for overlay in [None, Some(crowded(&map))] {
            let svg = render_svg(&RenderModel { map: map.clone(), overlay }, &SvgStyle::default());
            let (cells, tokens) = zones_and_tokens(&svg);
            assert!(!tokens.is_empty(), "{id}: tokens found");
            for (zone, b) in tokens {
                let own = cells.get(&zone).map_or(&[][..], Vec::as_slice);
                // Strokes stand out half their width; 2 pixels of room
                // (a cell is 72) keep two zones' tokens apart.
                assert!(inside(own, b, 2.0), "{id}: a token of {zone} at {b:?} leaves its zone {own:?}");
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "{checked} tokens checked");
}
