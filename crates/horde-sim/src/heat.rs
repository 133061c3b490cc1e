//! Heat maps of per-place counters drawn on the board (feature `plots`):
//! plain SVG, every cell coloured by its place's count per game.

use crate::report::Report;
use crate::run::SimError;
use horde_rules::sim::ZoneGrid;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The largest cell side, in pixels; big boards get smaller cells.
const MAX_CELL: usize = 72;
const BOARD_WIDTH: usize = 860;
const MARGIN: usize = 20;
const HEADER: usize = 56;
const LEGEND: usize = 70;

/// For every tally prefix with counters keyed by the grid's place names
/// (`wounds_in.st4`), writes `heat_{prefix}.svg` into `dir`: the board with
/// each place coloured by its count per game. Returns the files written.
pub fn write_heat_map(report: &Report, grid: &ZoneGrid, dir: &Path) -> Result<Vec<PathBuf>, SimError> {
    if report.games == 0 || grid.width == 0 || grid.height == 0 {
        return Ok(Vec::new());
    }
    let index: BTreeMap<&str, usize> = grid.names.iter().enumerate().map(|(i, n)| (n.as_str(), i)).collect();
    // prefix -> per-place totals
    let mut layers: BTreeMap<&str, Vec<u64>> = BTreeMap::new();
    for (key, stat) in &report.tallies {
        let Some((prefix, place)) = key.split_once('.') else { continue };
        let Some(&i) = index.get(place) else { continue };
        layers.entry(prefix).or_insert_with(|| vec![0; grid.names.len()])[i] += stat.total;
    }
    let mut written = Vec::new();
    for (prefix, totals) in layers {
        let path = dir.join(format!("heat_{prefix}.svg"));
        let svg = draw(report, grid, prefix, &totals);
        std::fs::write(&path, svg).map_err(|error| SimError::Io { path: path.clone(), error })?;
        written.push(path);
    }
    Ok(written)
}

/// White, through yellow and orange, to dark red, for `t` in 0..=1.
fn colour(t: f64) -> String {
    const STOPS: [(f64, [f64; 3]); 4] = [
        (0.0, [255.0, 255.0, 255.0]),
        (0.3, [255.0, 224.0, 102.0]),
        (0.65, [240.0, 120.0, 40.0]),
        (1.0, [150.0, 0.0, 20.0]),
    ];
    let t = t.clamp(0.0, 1.0);
    let mut c = STOPS[3].1;
    for w in STOPS.windows(2) {
        let ((a, ca), (b, cb)) = (w[0], w[1]);
        if t <= b {
            let f = if b > a { (t - a) / (b - a) } else { 0.0 };
            c = [ca[0] + f * (cb[0] - ca[0]), ca[1] + f * (cb[1] - ca[1]), ca[2] + f * (cb[2] - ca[2])];
            break;
        }
    }
    format!("#{:02x}{:02x}{:02x}", c[0].round() as u8, c[1].round() as u8, c[2].round() as u8)
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// A readable name of a counter prefix: "wounds_in" -> "wounds".
fn what(prefix: &str) -> String {
    let base = prefix.strip_suffix("_in").or_else(|| prefix.strip_suffix("_at")).unwrap_or(prefix);
    base.replace('_', " ")
}

fn draw(report: &Report, grid: &ZoneGrid, prefix: &str, totals: &[u64]) -> String {
    let cell = (BOARD_WIDTH / grid.width).clamp(8, MAX_CELL);
    let (bw, bh) = (cell * grid.width, cell * grid.height);
    let width = (bw + 2 * MARGIN).max(520);
    let height = HEADER + bh + LEGEND + MARGIN;
    let (x0, y0) = ((width - bw) / 2, HEADER);
    let games = report.games as f64;
    let max = totals.iter().copied().max().unwrap_or(0);
    let per_game = |t: u64| t as f64 / games;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif">"#
    );
    let _ = writeln!(s, r#"<rect width="{width}" height="{height}" fill="white"/>"#);
    let title = format!("{} {}: {} per game, by place", report.game, report.mission, what(prefix));
    let _ =
        writeln!(s, r#"<text x="{}" y="24" font-size="17" text-anchor="middle">{}</text>"#, width / 2, escape(&title));
    let total: u64 = totals.iter().sum();
    let sub = format!(
        "{}, {} games: {} in all, {:.2} per game; darker = more",
        report.bot,
        report.games,
        total,
        per_game(total)
    );
    let _ = writeln!(
        s,
        r##"<text x="{}" y="44" font-size="13" text-anchor="middle" fill="#444">{}</text>"##,
        width / 2,
        escape(&sub)
    );

    // Cells.
    for y in 0..grid.height {
        for x in 0..grid.width {
            let (px, py) = (x0 + x * cell, y0 + y * cell);
            let fill = match grid.place(x, y) {
                Some(p) if max > 0 => colour(totals.get(p).copied().unwrap_or(0) as f64 / max as f64),
                Some(_) => colour(0.0),
                None => "#d9d9d9".to_owned(),
            };
            let _ = writeln!(s, r#"<rect x="{px}" y="{py}" width="{cell}" height="{cell}" fill="{fill}"/>"#);
        }
    }
    // Borders: thin inside a place, thick between places.
    let mut thin = String::new();
    let mut thick = String::new();
    for y in 0..grid.height {
        for x in 0..grid.width {
            let here = grid.place(x, y);
            let (px, py) = (x0 + x * cell, y0 + y * cell);
            if x + 1 < grid.width {
                let seg = format!("M{} {}v{cell}", px + cell, py);
                if here != grid.place(x + 1, y) { thick.push_str(&seg) } else { thin.push_str(&seg) }
            }
            if y + 1 < grid.height {
                let seg = format!("M{} {}h{cell}", px, py + cell);
                if here != grid.place(x, y + 1) { thick.push_str(&seg) } else { thin.push_str(&seg) }
            }
        }
    }
    let _ = writeln!(s, r##"<path d="{thin}" stroke="#bbbbbb" stroke-width="1" fill="none"/>"##);
    let _ = writeln!(s, r##"<path d="{thick}" stroke="#222222" stroke-width="2.5" fill="none"/>"##);
    let _ = writeln!(
        s,
        r##"<rect x="{x0}" y="{y0}" width="{bw}" height="{bh}" stroke="#222222" stroke-width="3" fill="none"/>"##
    );

    // Labels at the cell nearest each place's centre.
    let mut sums: Vec<(usize, usize, usize)> = vec![(0, 0, 0); grid.names.len()];
    for y in 0..grid.height {
        for x in 0..grid.width {
            if let Some(p) = grid.place(x, y).filter(|&p| p < sums.len()) {
                sums[p].0 += x;
                sums[p].1 += y;
                sums[p].2 += 1;
            }
        }
    }
    let font = (cell / 5).clamp(7, 14);
    for (p, &(sx, sy, n)) in sums.iter().enumerate() {
        if n == 0 {
            continue;
        }
        let (cx, cy) = (sx as f64 / n as f64, sy as f64 / n as f64);
        let mut best = (0usize, 0usize, f64::INFINITY);
        for y in 0..grid.height {
            for x in 0..grid.width {
                if grid.place(x, y) == Some(p) {
                    let d = (x as f64 - cx).powi(2) + (y as f64 - cy).powi(2);
                    if d < best.2 {
                        best = (x, y, d);
                    }
                }
            }
        }
        let t = totals.get(p).copied().unwrap_or(0);
        let dark = max > 0 && t as f64 / max as f64 > 0.6;
        let ink = if dark { "white" } else { "#111111" };
        let (lx, ly) = (x0 + best.0 * cell + cell / 2, y0 + best.1 * cell + cell / 2);
        let many = grid.names.len() > 80;
        if !many {
            let _ = writeln!(
                s,
                r#"<text x="{lx}" y="{}" font-size="{font}" text-anchor="middle" fill="{ink}">{}</text>"#,
                ly - font / 3,
                escape(&grid.names[p])
            );
        }
        if t > 0 || !many {
            let value = per_game(t);
            let text = if value >= 10.0 {
                format!("{value:.0}")
            } else if value >= 0.1 {
                format!("{value:.2}")
            } else {
                format!("{value:.3}")
            };
            let dy = if many { font / 3 } else { font };
            let _ = writeln!(
                s,
                r#"<text x="{lx}" y="{}" font-size="{font}" font-weight="bold" text-anchor="middle" fill="{ink}">{text}</text>"#,
                ly + dy
            );
        }
    }

    // Legend: the colour scale from 0 to the largest count per game.
    let ly = y0 + bh + 24;
    let lw = 300usize;
    let lx = (width - lw) / 2;
    let _ = writeln!(s, r#"<defs><linearGradient id="scale">"#);
    for i in 0..=10 {
        let t = f64::from(i) / 10.0;
        let _ = writeln!(s, r#"<stop offset="{t}" stop-color="{}"/>"#, colour(t));
    }
    let _ = writeln!(s, "</linearGradient></defs>");
    let _ = writeln!(s, r##"<rect x="{lx}" y="{ly}" width="{lw}" height="14" fill="url(#scale)" stroke="#222222"/>"##);
    let _ = writeln!(s, r#"<text x="{}" y="{}" font-size="12" text-anchor="end">0</text>"#, lx - 6, ly + 12);
    let _ = writeln!(
        s,
        r#"<text x="{}" y="{}" font-size="12">{:.3} {} per game</text>"#,
        lx + lw + 6,
        ly + 12,
        per_game(max),
        escape(&what(prefix))
    );
    if grid.cells.iter().any(Option::is_none) {
        let _ = writeln!(
            s,
            r##"<text x="{}" y="{}" font-size="11" text-anchor="middle" fill="#555">grey: off the board</text>"##,
            width / 2,
            ly + 34
        );
    }
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::Labels;
    use crate::{GameRecord, Tally};
    use std::time::Duration;

    #[test]
    fn draws_one_map_per_place_counter() {
        let mut tally = Tally::new();
        tally.add("wounds_in.a", 3);
        tally.add("wounds_in.b", 1);
        tally.add("killed.walker", 9);
        let record = GameRecord {
            index: 0,
            seed: 0,
            won: false,
            finished: true,
            seats: 1,
            sides: vec![],
            winners: vec![],
            scores: vec![0],
            rounds: 2,
            steps: 1,
            chance_draws: 0,
            loss_cause: Some("eaten".into()),
            reason: String::new(),
            state_hash: 0,
            tally,
        };
        let labels = Labels { game: "g".into(), mission: "m".into(), bot: "b<c>".into(), seed: 0 };
        let report = Report::from_records(labels, &[record], Duration::ZERO);
        let grid = ZoneGrid {
            width: 3,
            height: 1,
            cells: vec![Some(0), Some(0), Some(1)],
            names: vec!["a".into(), "b".into()],
        };
        let dir = std::env::temp_dir().join(format!("horde-sim-heat-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let files = write_heat_map(&report, &grid, &dir).unwrap();
        assert_eq!(files, [dir.join("heat_wounds_in.svg")]);
        let svg = std::fs::read_to_string(&files[0]).unwrap();
        assert!(svg.starts_with("<svg") && svg.contains("b&lt;c&gt;") && svg.contains(">3.00<"), "{svg}");
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(colour(0.0), "#ffffff");
        assert_eq!(colour(1.0), "#960014");
    }
}
