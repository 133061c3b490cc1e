//! Where the tokens of one zone go: spread over the zone's own cells,
//! kept off its edges so that they never sit against a neighbouring
//! zone's tokens, and clear of the zone's label.
//!
//! Coordinates are in cells: `(x, y)` is a point of the map's grid, cell
//! `(i, j)` covers `i..i+1` by `j..j+1`. The most spacious pattern that
//! holds every token wins: one per cell, two per cell along the zone's
//! long side, four per cell, then nine per cell drawn smaller.

use std::collections::BTreeSet;

/// An axis-aligned box: centre and half extents, in cells.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Boxed {
    pub x: f64,
    pub y: f64,
    pub hx: f64,
    pub hy: f64,
}

impl Boxed {
    fn grown(self, by: f64) -> Self {
        Self { hx: self.hx + by, hy: self.hy + by, ..self }
    }

    fn overlaps(&self, o: &Boxed) -> bool {
        (self.x - o.x).abs() < self.hx + o.hx && (self.y - o.y).abs() < self.hy + o.hy
    }
}

/// Tokens placed in a zone: the centre of each token drawn (the first
/// `at.len()` of those asked for; the others did not fit) and the scale
/// they are drawn at.
#[derive(Clone, Debug, PartialEq)]
pub struct Placement {
    pub at: Vec<(f64, f64)>,
    pub scale: f64,
}

/// Room kept between a token and its zone's edge, and between two tokens
/// (a cell is 72 pixels at the usual size).
const EDGE: f64 = 5.0 / 72.0;
/// The least room to the zone's edge, for a token that fits nowhere else.
const MIN_EDGE: f64 = 2.5 / 72.0;
const GAP: f64 = 3.0 / 72.0;
/// The step clearances are measured in, so slot order is exact.
const STEP: f64 = 1.0 / 24.0;

/// True when the box lies inside the union of `cells`.
pub fn inside(cells: &BTreeSet<(usize, usize)>, b: &Boxed) -> bool {
    const EPS: f64 = 1e-9;
    let (x0, x1) = ((b.x - b.hx + EPS).floor(), (b.x + b.hx - EPS).floor());
    let (y0, y1) = ((b.y - b.hy + EPS).floor(), (b.y + b.hy - EPS).floor());
    if x0 < 0.0 || y0 < 0.0 {
        return false;
    }
    let (x0, x1, y0, y1) = (x0 as usize, x1 as usize, y0 as usize, y1 as usize);
    (y0..=y1).all(|y| (x0..=x1).all(|x| cells.contains(&(x, y))))
}

/// How far a point is from its zone's edge, in steps: the half side of
/// the largest square around it inside the zone (at most one cell).
fn clearance(cells: &BTreeSet<(usize, usize)>, x: f64, y: f64) -> u32 {
    (1..=24u32)
        .take_while(|&k| {
            let r = f64::from(k) * STEP;
            inside(cells, &Boxed { x, y, hx: r, hy: r })
        })
        .last()
        .unwrap_or(0)
}

/// Places tokens of half extents `sizes` (in cells, at full size) in the
/// zone made of `cells`, keeping clear of `label`. Slots nearest the
/// zone's middle and farthest from its edges are used first, so a long
/// street's tokens run along its middle line.
pub fn place(cells: &[(usize, usize)], sizes: &[(f64, f64)], label: Option<Boxed>) -> Placement {
    let set: BTreeSet<(usize, usize)> = cells.iter().copied().collect();
    if set.is_empty() || sizes.is_empty() {
        return Placement { at: Vec::new(), scale: 1.0 };
    }
    let n = cells.len() as f64;
    let cx = cells.iter().map(|c| c.0 as f64 + 0.5).sum::<f64>() / n;
    let cy = cells.iter().map(|c| c.1 as f64 + 0.5).sum::<f64>() / n;
    let span = |f: fn(&(usize, usize)) -> usize| {
        let lo = cells.iter().map(f).min().unwrap_or(0);
        let hi = cells.iter().map(f).max().unwrap_or(0);
        hi - lo
    };
    let wide = span(|c| c.0) >= span(|c| c.1);
    let pair: &[(f64, f64)] = if wide { &[(0.27, 0.5), (0.73, 0.5)] } else { &[(0.5, 0.27), (0.5, 0.73)] };
    let patterns: [(&[(f64, f64)], f64); 4] = [
        (&[(0.5, 0.5)], 1.0),
        (pair, 1.0),
        (&[(0.27, 0.28), (0.73, 0.28), (0.27, 0.72), (0.73, 0.72)], 1.0),
        (
            &[
                (0.2, 0.2),
                (0.5, 0.2),
                (0.8, 0.2),
                (0.2, 0.5),
                (0.5, 0.5),
                (0.8, 0.5),
                (0.2, 0.8),
                (0.5, 0.8),
                (0.8, 0.8),
            ],
            0.66,
        ),
    ];
    let mut best = Placement { at: Vec::new(), scale: 1.0 };
    for (k, (pattern, scale)) in patterns.iter().enumerate() {
        let last = k + 1 == patterns.len();
        let mut slots: Vec<(u32, u64, usize, usize, f64, f64)> = Vec::new();
        for &(i, j) in cells {
            for (s, &(dx, dy)) in pattern.iter().enumerate() {
                let (x, y) = (i as f64 + dx, j as f64 + dy);
                let d = ((x - cx).powi(2) + (y - cy).powi(2)) * 1000.0;
                slots.push((u32::MAX - clearance(&set, x, y), d as u64, j, i * 16 + s, x, y));
            }
        }
        slots.sort_by_key(|s| (s.0, s.1, s.2, s.3));
        let mut taken: Vec<Boxed> = Vec::new();
        let mut used = vec![false; slots.len()];
        let mut at = Vec::new();
        for &(hx, hy) in sizes {
            let fits = |x: f64, y: f64, edge: f64, taken: &[Boxed]| {
                let b = Boxed { x, y, hx: hx * scale, hy: hy * scale };
                inside(&set, &b.grown(edge))
                    && !label.is_some_and(|l| l.overlaps(&b.grown(GAP)))
                    && !taken.iter().any(|t| t.overlaps(&b.grown(GAP)))
            };
            // On the last pattern a token that fits nowhere with room to
            // spare still goes inside its zone if it can.
            let edges: &[f64] = if last { &[EDGE, MIN_EDGE] } else { &[EDGE] };
            let pick = edges
                .iter()
                .find_map(|&e| (0..slots.len()).find(|&i| !used[i] && fits(slots[i].4, slots[i].5, e, &taken)));
            let Some(i) = pick else { break };
            used[i] = true;
            let (x, y) = (slots[i].4, slots[i].5);
            taken.push(Boxed { x, y, hx: hx * scale, hy: hy * scale });
            at.push((x, y));
        }
        if at.len() == sizes.len() {
            return Placement { at, scale: *scale };
        }
        if at.len() > best.at.len() {
            best = Placement { at, scale: *scale };
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    const SURVIVOR: (f64, f64) = (12.0 / 72.0, 12.0 / 72.0);

    fn boxes(p: &Placement, sizes: &[(f64, f64)]) -> Vec<Boxed> {
        p.at.iter().zip(sizes).map(|(&(x, y), &(hx, hy))| Boxed { x, y, hx: hx * p.scale, hy: hy * p.scale }).collect()
    }

    #[test]
    fn a_long_street_keeps_its_tokens_on_its_middle_line() {
        let cells: Vec<(usize, usize)> = (0..4).map(|x| (x, 3)).collect();
        let sizes = [SURVIVOR; 5];
        let p = place(&cells, &sizes, None);
        assert_eq!(p.at.len(), 5);
        assert_eq!(p.scale, 1.0);
        assert!(p.at.iter().all(|&(_, y)| y == 3.5), "{:?}", p.at);
    }

    #[test]
    fn tokens_stay_off_the_zone_edge_and_apart() {
        let cells = [(2, 2), (3, 2), (2, 3)];
        let set: BTreeSet<_> = cells.iter().copied().collect();
        for n in 1..=14 {
            let sizes = vec![SURVIVOR; n];
            let p = place(&cells, &sizes, Some(Boxed { x: 2.3, y: 2.1, hx: 0.3, hy: 0.1 }));
            let b = boxes(&p, &sizes);
            assert!(b.iter().all(|b| inside(&set, b)), "{n} tokens: {b:?}");
            for (i, x) in b.iter().enumerate() {
                assert!(b[i + 1..].iter().all(|y| !x.overlaps(y)), "{n} tokens overlap: {b:?}");
            }
        }
    }

    #[test]
    fn a_crowded_cell_draws_what_fits_smaller() {
        let p = place(&[(0, 0)], &[SURVIVOR; 12], None);
        assert_eq!(p.scale, 0.66);
        assert!(p.at.len() >= 4 && p.at.len() < 12, "{}", p.at.len());
    }
}
