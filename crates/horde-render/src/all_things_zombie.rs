//! All Things Zombie's hex map as one viewer sees it: street, vegetation
//! and buildings with their walls (ATZ-MOVE-1..4), the exit edge
//! (ATZ-GAP-9), Entered and Searched markers (ATZ-ITEM-3/4), items on the
//! ground (ATZ-LOOT-3), Shot markers (ATZ-ITEM-2), characters (Stars
//! ringed in gold, wounds as pips, ATZ-CHAR-1, ATZ-STAR-1) and zombies
//! with the direction printed on their counter (ATZ-ZOM-2). Hexes out of
//! the band's sight (ATZ-LOS-1..5) are shaded, darker by night.
//!
//! Every hex is a `data-square` named as the rule system names hexes in
//! its action targets ("7.3"), so the page can make it clickable, and it
//! carries a `<title>` naming what is on it and who sees it. The board
//! takes no language, so those titles are in the catalogue's English; the
//! page beside it says everything again in the reader's language.

use crate::page::{Mark, Page};
use crate::pen::Pen;
use crate::pictures::{MapPicture, MapRequest, MissionRef, Picture};
use crate::svg::escape;
use horde_all_things_zombie::content::{Terrain, Victory, content};
use horde_all_things_zombie::texts::{self, hex as hex_name};
use horde_all_things_zombie::{Atz, CharacterView, Event, Side, View};
use horde_board::Hex;
use horde_core::{Game, Viewer};
use horde_rules::texts::{Lang, Tr};
use horde_rules::{RuleSystem, tr};
use std::fmt::Write as _;

/// Centre to corner of a hex, in pixels.
const R: f64 = 26.0;
const MARGIN: f64 = 14.0;
const SQRT3: f64 = 1.732_050_807_568_877_2;

const STREET: &str = "#d8d2c0";
const VEGETATION: &str = "#9cc27a";
const BUILDING: &str = "#c8a37c";
const WALL: &str = "#3b2a1a";
/// Seat colours of the band's characters, as the page's seat tones.
const SEATS: [&str; 2] = ["#1565c0", "#b71c1c"];
const ALLY: &str = "#2e7d32";
const ENEMY: &str = "#6a1b9a";

/// The centre of the hex at column `x`, row `y`: flat-topped hexes, odd
/// columns half a hex lower (ATZ-GAP-6).
fn centre(h: Hex) -> (f64, f64) {
    let (x, y) = horde_all_things_zombie::content::Map::offset(h);
    let odd = f64::from(x.rem_euclid(2));
    (MARGIN + R + 1.5 * R * f64::from(x), MARGIN + SQRT3 / 2.0 * R * (1.0 + odd) + SQRT3 * R * f64::from(y))
}

/// The corner at `angle` degrees (0: right, clockwise as y grows down).
fn corner((cx, cy): (f64, f64), angle: f64, r: f64) -> (f64, f64) {
    let a = angle.to_radians();
    (cx + r * a.cos(), cy + r * a.sin())
}

fn polygon(c: (f64, f64), r: f64) -> String {
    (0..6)
        .map(|k| {
            let (x, y) = corner(c, 60.0 * f64::from(k), r);
            format!("{x:.1},{y:.1}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The side of a hex facing direction `d` (1 up, clockwise to 6 up-left).
fn side(c: (f64, f64), d: u8) -> ((f64, f64), (f64, f64)) {
    let start = 240.0 + 60.0 * f64::from(d.clamp(1, 6) - 1);
    (corner(c, start, R), corner(c, start + 60.0, R))
}

/// Who of the players' side sees `h`: the band and its allies on the map.
fn watchers(g: &Atz, v: &View, h: Hex) -> Vec<usize> {
    v.characters
        .iter()
        .enumerate()
        .filter(|(_, c)| on_map(c) && c.side != Side::Enemy && g.sees(c.hex, h))
        .map(|(i, _)| i)
        .collect()
}

fn on_map(c: &CharacterView) -> bool {
    c.alive && !c.waiting && !c.exited
}

/// A character's name in the catalogue's words.
pub(crate) fn name(tr: &Tr, c: &CharacterView) -> String {
    texts::character_named(tr, &c.id)
}

/// Wounds that kill character `i` (ATZ-CHAR-6, ATZ-SURV-3).
pub(crate) fn dead_at(g: &Atz, i: usize) -> u8 {
    g.characters.get(i).and_then(|c| c.def().dead).unwrap_or(content().tables.dead)
}

/// The colour of character `i`: its seat's, or a found survivor's side.
fn colour(g: &Atz, v: &View, i: usize) -> &'static str {
    match v.characters[i].side {
        Side::Band => SEATS[usize::from(g.seat_of(i as u8).0) % SEATS.len()],
        Side::Ally => ALLY,
        Side::Enemy => ENEMY,
    }
}

/// The SVG of `g` as `viewer` sees it.
pub fn board_svg(g: &Atz, viewer: Viewer, lang: Lang) -> String {
    let v = g.view(viewer);
    let map = g.map();
    let tr = texts::texts().tr(lang);
    let night = matches!(g.scenario().time, horde_all_things_zombie::content::Time::Night);
    let width = 2.0 * MARGIN + 1.5 * R * f64::from(map.width.saturating_sub(1)) + 2.0 * R;
    let height = 2.0 * MARGIN + SQRT3 * R * (f64::from(map.height) + 0.5);
    let mut p = Pen::default();
    p.line(&format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" class="atz-board" data-time="{}" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="DejaVu Sans, Verdana, sans-serif">"#,
        if night { "night" } else { "day" }
    ));
    p.line(&format!(
        r##"<rect class="background" x="0" y="0" width="{width:.0}" height="{height:.0}" fill="{}"/>"##,
        if night { "#1d2433" } else { "#f4f1e8" }
    ));
    // The page marks the hexes an action points at with `target` and an
    // event's hex with `flash-zone`; the hexes show both themselves.
    p.line(
        "<style>g.hex.target{cursor:pointer}g.hex.target polygon.terrain{stroke:#1e63c4;stroke-width:3;stroke-dasharray:6 4}\
         g.hex.target:hover polygon.terrain{fill-opacity:.7}g.hex.flash-zone polygon.terrain{animation:atz-flash .9s ease-out}\
         @keyframes atz-flash{0%{fill:#ffcc80}}</style>",
    );
    ground(&mut p, g, &v, tr, night);
    walls(&mut p, g);
    exit_edge(&mut p, g, &v);
    markers(&mut p, g, &v, tr);
    figures(&mut p, g, &v);
    p.line("</svg>");
    p.0
}

/// Every hex: its terrain, its title, and shade when nobody sees it.
fn ground(p: &mut Pen, g: &Atz, v: &View, tr: &Tr, night: bool) {
    let map = g.map();
    p.line(r#"<g class="ground">"#);
    for i in 0..map.hexes.len() {
        let Some(h) = map.hexes.hex(i) else { continue };
        let c = centre(h);
        let terrain = map.terrain(h);
        let (class, fill) = match terrain {
            Terrain::Clear => ("street", STREET),
            Terrain::Vegetation => ("vegetation", VEGETATION),
            Terrain::Building(_) => ("building", BUILDING),
        };
        let seen = watchers(g, v, h);
        let title = hex_title(g, v, tr, h);
        let _ = write!(
            p.0,
            r##"<g class="hex {class}" data-square="{}" data-seen="{}"><title>{}</title><polygon class="terrain" points="{}" fill="{fill}" stroke="#00000030" stroke-width="1"/>"##,
            hex_name(h),
            !seen.is_empty(),
            escape(&title),
            polygon(c, R)
        );
        if terrain == Terrain::Vegetation {
            for (dx, dy) in [(-8.0, -6.0), (7.0, -4.0), (0.0, 8.0)] {
                let _ = write!(
                    p.0,
                    r##"<circle cx="{:.1}" cy="{:.1}" r="5" fill="#5e8f3e" opacity="0.8"/>"##,
                    c.0 + dx,
                    c.1 + dy
                );
            }
        }
        if seen.is_empty() {
            let shade = if night { "0.55" } else { "0.22" };
            let _ = write!(
                p.0,
                r##"<polygon class="unseen" points="{}" fill="#101828" opacity="{shade}"/>"##,
                polygon(c, R)
            );
        }
        p.line("</g>");
    }
    p.line("</g>");
}

/// What hex `h` holds and who sees it, in `tr`'s words: the board's hover
/// title, and the terminal's line under its cursor.
pub fn hex_title(g: &Atz, v: &View, tr: &Tr, h: Hex) -> String {
    let map = g.map();
    let seen = watchers(g, v, h);
    let mut parts = vec![hex_name(h)];
    parts.push(match map.terrain(h) {
        Terrain::Clear => tr.t("atz-board-street"),
        Terrain::Vegetation => tr.t("atz-board-vegetation"),
        Terrain::Building(b) => {
            let letter =
                map.buildings.get(usize::from(b)).map_or_else(|| "?".to_owned(), |&l| texts::building_letter(tr, l));
            let mut s = tr!(tr, "atz-board-building", letter = letter);
            if v.entered.get(usize::from(b)).copied().unwrap_or(false) {
                s = format!("{s}, {}", tr.t("atz-board-entered"));
            }
            if v.searched.get(usize::from(b)).copied().unwrap_or(false) {
                s = format!("{s}, {}", tr.t("atz-board-searched"));
            }
            s
        }
    });
    for (i, c) in v.characters.iter().enumerate().filter(|(_, c)| on_map(c) && c.hex == h) {
        parts.push(tr!(
            tr,
            "atz-board-figure",
            name = name(tr, c),
            rep = c.rep,
            wounds = c.wounds,
            dead = dead_at(g, i)
        ));
    }
    let zombies: Vec<String> = v.zombies.iter().filter(|z| z.hex == h).map(|z| z.rep.to_string()).collect();
    if !zombies.is_empty() {
        parts.push(tr!(tr, "atz-board-zombies", count = zombies.len(), reps = zombies.join(", ")));
    }
    for s in v.shots.iter().filter(|s| s.hex == h) {
        parts.push(tr!(tr, "atz-board-shot", dice = s.dice));
    }
    for (_, id) in v.ground.iter().filter(|(at, _)| *at == h) {
        parts.push(tr!(tr, "atz-board-ground", gear = texts::gear_named(tr, id)));
    }
    parts.push(if seen.is_empty() {
        tr.t("atz-board-seen-by-nobody")
    } else {
        let names: Vec<String> = seen.iter().map(|&i| name(tr, &v.characters[i])).collect();
        tr!(tr, "atz-board-seen-by", names = names.join(", "))
    });
    parts.join(" · ")
}

/// A building's outline: a wall wherever a hex of it meets another
/// building's hex, open ground or the map's edge.
fn walls(p: &mut Pen, g: &Atz) {
    let map = g.map();
    p.line(r#"<g class="walls">"#);
    for i in 0..map.hexes.len() {
        let Some(h) = map.hexes.hex(i) else { continue };
        let Some(b) = map.building(h) else { continue };
        for d in 1..=6 {
            let n = horde_all_things_zombie::content::map::step(h, d);
            if map.contains(n) && map.building(n) == Some(b) {
                continue;
            }
            let ((x1, y1), (x2, y2)) = side(centre(h), d);
            let _ = write!(
                p.0,
                r#"<line class="wall" x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="{WALL}" stroke-width="4" stroke-linecap="round"/>"#
            );
        }
    }
    p.line("</g>");
}

/// The edge the band must leave by, when the scenario is won by leaving
/// (ATZ-GAP-9).
fn exit_edge(p: &mut Pen, g: &Atz, v: &View) {
    if !matches!(g.scenario().victory, Victory::Exit { .. }) {
        return;
    }
    let map = g.map();
    let outer: [u8; 2] = if v.exit_east { [2, 3] } else { [5, 6] };
    p.line(r#"<g class="exit" pointer-events="none">"#);
    for i in 0..map.hexes.len() {
        let Some(h) = map.hexes.hex(i) else { continue };
        if !map.on_edge(h, v.exit_east) {
            continue;
        }
        for d in outer {
            let ((x1, y1), (x2, y2)) = side(centre(h), d);
            let _ = write!(
                p.0,
                r##"<line class="exit-edge" data-square="{}" x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="#2e7d32" stroke-width="5" stroke-dasharray="6 4"/>"##,
                hex_name(h)
            );
        }
    }
    p.line("</g>");
}

/// Entered and Searched markers on each building's first hex, Shot
/// markers and items on the ground.
fn markers(p: &mut Pen, g: &Atz, v: &View, tr: &Tr) {
    let map = g.map();
    p.line(r#"<g class="counters" pointer-events="none">"#);
    for b in 0..map.buildings.len() {
        let Some(h) = (0..map.hexes.len()).filter_map(|i| map.hexes.hex(i)).find(|&h| map.building(h) == Some(b as u8))
        else {
            continue;
        };
        let (cx, cy) = centre(h);
        let letter = escape(&texts::building_letter(tr, map.buildings[b])).into_owned();
        let _ = write!(
            p.0,
            r##"<text class="building-letter" x="{:.1}" y="{:.1}" font-size="11" font-weight="bold" fill="{WALL}" text-anchor="middle">{letter}</text>"##,
            cx,
            cy - R * 0.45
        );
        let marks = [
            (v.entered.get(b).copied().unwrap_or(false), "entered", "#ef6c00", "M-3,-4L3,0L-3,4Z"),
            (v.searched.get(b).copied().unwrap_or(false), "searched", "#1e88e5", "M-4,0L-1,3L4,-3"),
        ];
        for (k, (on, class, fill, icon)) in marks.into_iter().enumerate() {
            if !on {
                continue;
            }
            let (x, y) = (cx - R * 0.55 + 11.0 * k as f64, cy + R * 0.5);
            let _ = write!(
                p.0,
                r##"<g class="marker {class}" data-square="{}" transform="translate({x:.1},{y:.1})"><rect x="-5" y="-5" width="10" height="10" rx="2" fill="{fill}" stroke="#ffffff" stroke-width="1"/><path d="{icon}" fill="#ffffff" stroke="#ffffff" stroke-width="1.2"/></g>"##,
                hex_name(h)
            );
        }
    }
    for s in &v.shots {
        let (cx, cy) = centre(s.hex);
        let (x, y) = (cx - R * 0.5, cy - R * 0.45);
        let _ = write!(
            p.0,
            r##"<g class="shot" data-square="{}" data-dice="{}"><circle cx="{x:.1}" cy="{y:.1}" r="7.5" fill="#c62828" stroke="#ffffff" stroke-width="1.5"/><text x="{x:.1}" y="{:.1}" font-size="10" font-weight="bold" fill="#ffffff" text-anchor="middle">{}</text></g>"##,
            hex_name(s.hex),
            s.dice,
            y + 3.5,
            s.dice
        );
    }
    for (k, (h, id)) in v.ground.iter().enumerate() {
        let (cx, cy) = centre(*h);
        // Several items in one hex fan out to the right.
        let before = v.ground[..k].iter().filter(|(at, _)| at == h).count() as f64;
        let (x, y) = (cx + R * 0.45 + 3.0 * before, cy - R * 0.45);
        let _ = write!(
            p.0,
            r##"<path class="item" data-square="{}" data-gear="{}" d="M{x:.1},{:.1}l5,5l-5,5l-5,-5z" fill="#00897b" stroke="#ffffff" stroke-width="1"/>"##,
            hex_name(*h),
            escape(id),
            y - 5.0
        );
    }
    p.line("</g>");
}

/// Characters and zombies; a hex holding both shows the characters on
/// its left and the zombies on its right.
fn figures(p: &mut Pen, g: &Atz, v: &View) {
    p.line(r#"<g class="pieces" pointer-events="none">"#);
    for (i, c) in v.characters.iter().enumerate().filter(|(_, c)| on_map(c)) {
        let (cx, cy) = centre(c.hex);
        // Characters sharing a hex (ATZ-STACK-1) fan out.
        let k = v.characters[..i].iter().filter(|o| on_map(o) && o.hex == c.hex).count() as f64;
        let zombies = v.zombies.iter().any(|z| z.hex == c.hex);
        let x = cx + if zombies { -R * 0.45 } else { 0.0 } + 6.0 * k;
        let y = cy + 2.0 * k - 2.0;
        character(p, g, v, i, (x, y));
    }
    let mut drawn: Vec<Hex> = Vec::new();
    for z in &v.zombies {
        if drawn.contains(&z.hex) {
            continue;
        }
        drawn.push(z.hex);
        let here: Vec<_> = v.zombies.iter().filter(|o| o.hex == z.hex).collect();
        let (cx, cy) = centre(z.hex);
        let people = v.characters.iter().any(|c| on_map(c) && c.hex == z.hex);
        let x = cx + if people { R * 0.45 } else { 0.0 };
        // A stack shows its first counters fanned out and the count.
        for (k, o) in here.iter().take(3).enumerate() {
            zombie(p, o.hex, o.rep, o.direction, (x + 3.0 * k as f64, cy - 2.0 + 3.0 * k as f64));
        }
        if here.len() > 1 {
            let _ = write!(
                p.0,
                r##"<g class="stack" data-square="{}" data-count="{}"><circle cx="{:.1}" cy="{:.1}" r="7" fill="#ffffff" stroke="#1b3d0f" stroke-width="1.5"/><text x="{:.1}" y="{:.1}" font-size="10" font-weight="bold" fill="#1b3d0f" text-anchor="middle">{}</text></g>"##,
                hex_name(z.hex),
                here.len(),
                x + 13.0,
                cy + 13.0,
                x + 13.0,
                cy + 16.5,
                here.len()
            );
        }
    }
    p.line("</g>");
}

fn character(p: &mut Pen, g: &Atz, v: &View, i: usize, (x, y): (f64, f64)) {
    let c = &v.characters[i];
    let colour = colour(g, v, i);
    let acting = v.acting.is_some_and(|a| usize::from(a) == i);
    let dead = dead_at(g, i);
    let flip = g.characters.get(i).and_then(|ch| ch.def().flip).unwrap_or(content().tables.flip);
    let flipped = c.wounds >= flip;
    let side = match c.side {
        Side::Band => "band",
        Side::Ally => "ally",
        Side::Enemy => "enemy",
    };
    let _ = write!(
        p.0,
        r#"<g class="character" data-character="{i}" data-square="{}" data-star="{}" data-side="{side}" data-wounds="{}">"#,
        hex_name(c.hex),
        c.star,
        c.wounds
    );
    if acting {
        let _ = write!(
            p.0,
            r##"<circle cx="{x:.1}" cy="{y:.1}" r="17" fill="none" stroke="#ffd600" stroke-width="3.5"/>"##
        );
    }
    // A Star's gold rim (ATZ-STAR-1); a flipped counter's dashed one (ATZ-CHAR-6).
    let (rim, rim_width) = if c.star { ("#f9a825", "3") } else { ("#ffffff", "1.5") };
    let dash = if flipped { r#" stroke-dasharray="3 2""# } else { "" };
    let faded = if c.done { r#" opacity="0.75""# } else { "" };
    let _ = write!(
        p.0,
        r##"<circle cx="{x:.1}" cy="{y:.1}" r="13" fill="{colour}" stroke="{rim}" stroke-width="{rim_width}"{dash}{faded}/><text x="{x:.1}" y="{:.1}" font-size="14" font-weight="bold" fill="#ffffff" text-anchor="middle">{}</text>"##,
        y + 5.0,
        c.rep
    );
    // The wound track under the counter (ATZ-CHAR-1).
    for k in 0..dead {
        let filled = k < c.wounds;
        let _ = write!(
            p.0,
            r##"<circle class="wound-box" cx="{:.1}" cy="{:.1}" r="3" fill="{}" stroke="#7f0000" stroke-width="1"/>"##,
            x - 3.5 * f64::from(dead.saturating_sub(1)) + 7.0 * f64::from(k),
            y + 17.0,
            if filled { "#d32f2f" } else { "#ffffff" }
        );
    }
    p.line("</g>");
}

fn zombie(p: &mut Pen, h: Hex, rep: u8, direction: u8, (x, y): (f64, f64)) {
    let s = 22.0;
    // The notch points the way of the counter's direction (ATZ-ZOM-2, ATZ-GAP-6).
    let angle = (270.0 + 60.0 * f64::from(direction.clamp(1, 6) - 1)).to_radians();
    let (nx, ny) = (x + 17.0 * angle.cos(), y + 17.0 * angle.sin());
    let (lx, ly) = (x + 10.0 * (angle - 0.6).cos(), y + 10.0 * (angle - 0.6).sin());
    let (rx, ry) = (x + 10.0 * (angle + 0.6).cos(), y + 10.0 * (angle + 0.6).sin());
    let _ = write!(
        p.0,
        r##"<g class="zombie" data-square="{}" data-rep="{rep}" data-direction="{direction}"><path class="direction" d="M{nx:.1},{ny:.1}L{lx:.1},{ly:.1}L{rx:.1},{ry:.1}Z" fill="#1b3d0f"/><rect x="{:.1}" y="{:.1}" width="{s}" height="{s}" rx="3" fill="#4e7d2a" stroke="#1b3d0f" stroke-width="1.5"/><text x="{x:.1}" y="{:.1}" font-size="14" font-weight="bold" fill="#ffffff" text-anchor="middle">{rep}</text></g>"##,
        hex_name(h),
        x - s / 2.0,
        y - s / 2.0,
        y + 5.0
    );
    p.line("");
}

impl Picture for Atz {
    fn board_svg(&self, viewer: Viewer, lang: Lang) -> Option<String> {
        Some(board_svg(self, viewer, lang))
    }

    /// A scenario's map is the public view of its new game: the
    /// characters and zombies where the scenario puts them.
    fn map_picture(request: &MapRequest) -> Result<MapPicture, String> {
        if request.text {
            return Err(
                "all-things-zombie has no text picture here: `horde play all-things-zombie` draws it in the terminal"
                    .into(),
            );
        }
        let MissionRef::Shipped(mission) = &request.mission else {
            return Err("all-things-zombie plays its shipped scenarios only; it has no mission files".into());
        };
        let setup = <Self as RuleSystem>::default_setup(mission, 1)?;
        let game = <Self as Game>::new(&setup).map_err(|e| e.0)?;
        Ok(MapPicture::Drawn(board_svg(&game, Viewer::Spectator, Lang::En)))
    }

    fn page(&self, viewer: Viewer, lang: Lang) -> Page {
        crate::page::all_things_zombie::page(self, viewer, lang)
    }

    /// Every event of All Things Zombie happens in the open.
    fn mark(&self, event: &Event, _viewer: Viewer, lang: Lang) -> Option<Mark> {
        crate::page::all_things_zombie::mark(self, event, lang)
    }
}
