//! A schematic SVG picture of a Z-Game table as one viewer sees it: the
//! hex map of locations around the Street (ZG-GAP-3), each hex tinted by
//! its holder (ZG-GAP-5) with its income (ZG-CTX-2), fortification
//! markers full, under construction or in ruins (ZG-GAP-1), characters
//! standing or lying exhausted (ZG-CTX-3, ZG-GAP-8), the zombies of the
//! fight at hand, and below the map the VP track and each faction's
//! resources and hand sizes.
//!
//! The picture is drawn from [`View`] alone and holds no words: the page
//! explains its signs in the reader's language. A hand's cards are never
//! drawn, not even the viewer's own (the page lists those): a picture is
//! easily shared, a hand is not. Each location is a `g.zone` whose
//! `data-zone` is its spot code ([`spot`]), the name actions and marks
//! point at. Output is deterministic.

pub use crate::page::z_game::{page_of, phase, spot_of};
use crate::pen::Pen;
use horde_z_game::content::{CharKind, Income, content};
use horde_z_game::rules::map::Place;
use horde_z_game::rules::state::{Character, Fort, Location};
use horde_z_game::texts::spot;
use horde_z_game::{Posture, View};

/// Centre to corner of a hex, in pixels.
const R: f64 = 58.0;
const SQRT3: f64 = 1.732_050_807_568_877_2;
/// The map spans rings 0 to 3 (ZG-GAP-3).
const RINGS: f64 = 3.0;
const MARGIN: f64 = 12.0;
/// One VP box of the track.
const TRACK_BOX: f64 = 22.0;
const ROW: f64 = 30.0;
/// The track's boxes hold four discs one above the other.
const TRACK_H: f64 = 62.0;

/// Seat colours, the same as the page's (strong, then pale for a held hex).
const SEATS: [(&str, &str); 4] =
    [("#2e7d32", "#c8e6c9"), ("#6a1b9a", "#e1bee7"), ("#ef6c00", "#ffe0b2"), ("#00838f", "#b2ebf2")];
const NEUTRAL: &str = "#f3efe4";
const STREET: &str = "#cfd3d6";
const FACE_DOWN: &str = "#9e9e9e";
const ZOMBIE: &str = "#3e2723";
const PLANK: &str = "#795548";

fn strong(seat: u8) -> &'static str {
    SEATS[usize::from(seat) % SEATS.len()].0
}

fn pale(seat: u8) -> &'static str {
    SEATS[usize::from(seat) % SEATS.len()].1
}

/// The sign of a character's archetype on its token.
pub fn kind_sign(kind: CharKind) -> &'static str {
    match kind {
        CharKind::Leader => "★",
        CharKind::Fighter => "⚔",
        CharKind::Engineer => "⚙",
        CharKind::Scientist => "⚗",
    }
}

/// Where the map's centre lies and how big the picture is.
struct Frame {
    cx: f64,
    cy: f64,
    width: f64,
    track_top: f64,
    height: f64,
}

impl Frame {
    fn of(view: &View) -> Self {
        let half_w = RINGS * SQRT3 * R + SQRT3 * R / 2.0;
        let half_h = 1.5 * RINGS * R + R;
        let width = 2.0 * (half_w + MARGIN);
        let track_top = 2.0 * (half_h + MARGIN);
        let height = track_top + TRACK_H + MARGIN + ROW * view.players.len() as f64 + MARGIN;
        Self { cx: width / 2.0, cy: half_h + MARGIN, width, track_top, height }
    }

    /// The centre of an axial hex (pointy-top).
    fn centre(&self, (q, r): (i8, i8)) -> (f64, f64) {
        let (q, r) = (f64::from(q), f64::from(r));
        (self.cx + R * SQRT3 * (q + r / 2.0), self.cy + R * 1.5 * r)
    }
}

/// The SVG document of `view`.
pub fn view_svg(view: &View) -> String {
    let f = Frame::of(view);
    let mut p = Pen::default();
    p.line(&format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0}" height="{h:.0}" viewBox="0 0 {w:.0} {h:.0}" font-family="DejaVu Sans, Verdana, sans-serif">"#,
        w = f.width,
        h = f.height
    ));
    // The page frames the board on `g.ground`: it holds the whole picture.
    p.line(r#"<g class="ground">"#);
    p.line(&format!(
        r##"<rect class="background" x="0" y="0" width="{:.0}" height="{:.0}" fill="#ffffff"/>"##,
        f.width, f.height
    ));
    for (i, loc) in view.locations.iter().enumerate() {
        location(&mut p, &f, view, i as u8, loc);
    }
    vp_track(&mut p, &f, view);
    resources(&mut p, &f, view);
    p.line("</g>");
    p.line("</svg>");
    p.0
}

fn hex_points(cx: f64, cy: f64, r: f64) -> String {
    (0..6)
        .map(|k| {
            let a = std::f64::consts::PI / 180.0 * (60.0 * f64::from(k) - 30.0);
            format!("{:.1},{:.1}", cx + r * a.cos(), cy + r * a.sin())
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn place_class(place: Place) -> &'static str {
    match place {
        Place::Street => "street",
        Place::City(Some(_)) => "city",
        Place::City(None) => "face-down",
        Place::Base(_) => "base",
    }
}

fn income_of(place: Place) -> Option<Income> {
    let c = content();
    match place {
        Place::Street => Some(c.street_income),
        Place::City(Some(t)) => c.tiles.get(usize::from(t)).map(|t| t.income),
        Place::City(None) => None,
        Place::Base(_) => Some(c.base_income),
    }
}

fn location(p: &mut Pen, f: &Frame, view: &View, i: u8, loc: &Location) {
    let (cx, cy) = f.centre(loc.hex);
    let class = place_class(loc.place);
    let (fill, stroke, width) = match (loc.place, loc.holder) {
        (Place::City(None), _) => (FACE_DOWN, "#616161", 1.5),
        (_, Some(s)) => (pale(s), strong(s), 4.0),
        (Place::Street, None) => (STREET, "#78909c", 1.5),
        _ => (NEUTRAL, "#9e9e9e", 1.5),
    };
    let holder = loc.holder.map_or_else(String::new, |s| format!(r#" data-holder="{s}""#));
    p.line(&format!(r#"<g class="zone {class}" data-zone="{}"{holder}>"#, spot(i)));
    p.line(&format!(
        r#"<polygon class="hex" points="{}" fill="{fill}" stroke="{stroke}" stroke-width="{width}"/>"#,
        hex_points(cx, cy, R - width / 2.0)
    ));
    if let Place::Base(s) = loc.place {
        // A Base: a second ring inside, in its owner's colour.
        p.line(&format!(
            r#"<polygon class="base-ring" points="{}" fill="none" stroke="{}" stroke-width="2"/>"#,
            hex_points(cx, cy, R - 10.0),
            strong(s)
        ));
    }
    // The plate the pieces stand on; the page outlines it on a hex that
    // an action points at.
    p.line(&format!(
        r#"<rect class="cell" x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="8" fill="{fill}" fill-opacity="0"/>"#,
        cx - 42.0,
        cy - 34.0,
        84.0,
        70.0
    ));
    if loc.place == Place::City(None) {
        p.line(&format!(
            r##"<text class="unknown" x="{cx:.1}" y="{:.1}" font-size="30" font-weight="bold" fill="#eeeeee" text-anchor="middle">?</text>"##,
            cy + 10.0
        ));
    }
    if let Some(income) = income_of(loc.place) {
        income_icon(p, income, cx - 34.0, cy - 34.0);
    }
    markers(p, &loc.fort, cx - 10.0, cy - 34.0);
    let here: Vec<&Character> = view.characters.iter().filter(|c| c.loc == Some(i)).collect();
    characters(p, &here, cx, cy);
    if let Some(fight) = view.fight.as_ref().filter(|x| x.loc == i) {
        zombies(p, fight.zombies, cx + R * 0.55, cy + R * 0.5);
    }
    if view.squad.as_ref().is_some_and(|s| s.loc == i) || view.duel.as_ref().is_some_and(|d| d.loc == i) {
        p.line(&format!(
            r##"<polygon class="busy-here" points="{}" fill="none" stroke="#c62828" stroke-width="3" stroke-dasharray="7 5"/>"##,
            hex_points(cx, cy, R + 3.0)
        ));
    }
    p.line("</g>");
}

/// What a location gives each Morning (ZG-CTX-2): a loaf, a red cross, an
/// action card or a weapon card.
fn income_icon(p: &mut Pen, income: Income, x: f64, y: f64) {
    let kind = match income {
        Income::Food => "food",
        Income::Medicine => "medicine",
        Income::Action => "action",
        Income::Weapon => "weapon",
    };
    p.line(&format!(r#"<g class="income" data-income="{kind}">{}</g>"#, icon(income, x, y)));
}

/// A 16-pixel sign of a resource or a card kind, its top left at `(x, y)`.
fn icon(kind: Income, x: f64, y: f64) -> String {
    match kind {
        Income::Food => format!(
            r##"<ellipse cx="{:.1}" cy="{:.1}" rx="8" ry="5.5" fill="#d49a3a" stroke="#8d5a17" stroke-width="1.2"/><path d="M{:.1},{:.1}l3,-4M{:.1},{:.1}l3,-4" stroke="#8d5a17" stroke-width="1.2"/>"##,
            x + 8.0,
            y + 9.0,
            x + 4.0,
            y + 12.0,
            x + 9.0,
            y + 12.0
        ),
        Income::Medicine => format!(
            r##"<rect x="{x:.1}" y="{y:.1}" width="16" height="16" rx="3" fill="#ffffff" stroke="#c62828" stroke-width="1.2"/><path d="M{:.1},{:.1}h10M{:.1},{:.1}v10" stroke="#c62828" stroke-width="3"/>"##,
            x + 3.0,
            y + 8.0,
            x + 8.0,
            y + 3.0
        ),
        Income::Action => format!(
            r##"<rect x="{:.1}" y="{y:.1}" width="12" height="16" rx="2" fill="#1e63c4" stroke="#0d3c7a"/><rect x="{:.1}" y="{:.1}" width="6" height="6" fill="#ffffff" opacity="0.8"/>"##,
            x + 2.0,
            x + 5.0,
            y + 5.0
        ),
        Income::Weapon => format!(
            r##"<rect x="{:.1}" y="{y:.1}" width="12" height="16" rx="2" fill="#b3261e" stroke="#6d1410"/><path d="M{:.1},{:.1}l6,-10" stroke="#ffffff" stroke-width="2"/>"##,
            x + 2.0,
            x + 5.0,
            y + 13.0
        ),
    }
}

/// The fortification markers (ZG-GAP-1): full planks, dashed outlines
/// under construction, grey crossed ruins (grey dashed: paid for repair).
/// Two full markers are a blockpost (ZG-GAP-19).
fn markers(p: &mut Pen, fort: &Fort, x: f64, y: f64) {
    if fort.markers() == 0 {
        return;
    }
    let owner = fort.owner.map_or_else(|| "neutral".to_owned(), |s| s.to_string());
    p.line(&format!(
        r#"<g class="fort" data-full="{}" data-building="{}" data-ruin="{}" data-repairing="{}" data-owner="{owner}">"#,
        fort.full, fort.building, fort.ruin, fort.repairing
    ));
    let looks = std::iter::repeat_n("full", usize::from(fort.full))
        .chain(std::iter::repeat_n("building", usize::from(fort.building)))
        .chain(std::iter::repeat_n("repairing", usize::from(fort.repairing)))
        .chain(std::iter::repeat_n("ruin", usize::from(fort.ruin)));
    for (k, look) in looks.enumerate().take(4) {
        let mx = x + 11.0 * k as f64;
        let body = match look {
            "full" => format!(
                r##"<rect x="{mx:.1}" y="{y:.1}" width="9" height="14" rx="1.5" fill="{PLANK}" stroke="#3e2723" stroke-width="1"/>"##
            ),
            "building" => format!(
                r##"<rect x="{mx:.1}" y="{y:.1}" width="9" height="14" rx="1.5" fill="#ffffff" stroke="{PLANK}" stroke-width="1.5" stroke-dasharray="3 2"/>"##
            ),
            "repairing" => format!(
                r##"<rect x="{mx:.1}" y="{y:.1}" width="9" height="14" rx="1.5" fill="#bdbdbd" stroke="{PLANK}" stroke-width="1.5" stroke-dasharray="3 2"/>"##
            ),
            _ => format!(
                r##"<rect x="{mx:.1}" y="{y:.1}" width="9" height="14" rx="1.5" fill="#bdbdbd" stroke="#616161" stroke-width="1"/><path d="M{mx:.1},{y:.1}l9,14M{:.1},{y:.1}l-9,14" stroke="#424242" stroke-width="1.2"/>"##,
                mx + 9.0
            ),
        };
        p.line(&format!(r#"<g class="marker" data-look="{look}">{body}</g>"#));
    }
    let more = fort.markers().saturating_sub(4);
    if more > 0 {
        p.line(&format!(
            r##"<text x="{:.1}" y="{:.1}" font-size="11" font-weight="bold" fill="#3e2723">+{more}</text>"##,
            x + 45.0,
            y + 12.0
        ));
    }
    p.line("</g>");
}

fn kind_id(kind: CharKind) -> &'static str {
    match kind {
        CharKind::Leader => "leader",
        CharKind::Fighter => "fighter",
        CharKind::Engineer => "engineer",
        CharKind::Scientist => "scientist",
    }
}

fn posture_id(posture: Posture) -> &'static str {
    match posture {
        Posture::Standing => "standing",
        Posture::Hungry => "hungry",
        Posture::Retreated => "retreated",
        Posture::Sick => "sick",
    }
}

/// The characters at a location, by owner then archetype, four a row: a
/// standing one a disc in its owner's colour, an exhausted one lying (a
/// flat pale token, ZG-GAP-8), one turned for an evening job ringed
/// (ZG-EVE-4).
fn characters(p: &mut Pen, here: &[&Character], cx: f64, cy: f64) {
    let mut sorted: Vec<&&Character> = here.iter().collect();
    sorted.sort_by_key(|c| (c.owner, c.kind, c.posture));
    let per_row = 4usize;
    let shown = 8usize;
    for (k, c) in sorted.iter().enumerate().take(shown) {
        let row = (k / per_row) as f64;
        let in_row = (sorted.len().min(shown) - (k / per_row) * per_row).min(per_row) as f64;
        let x = cx + ((k % per_row) as f64 - (in_row - 1.0) / 2.0) * 23.0;
        let y = cy - 1.0 + row * 22.0;
        let colour = strong(c.owner);
        let sign = kind_sign(c.kind);
        let (shape, text) = if c.standing() {
            (
                format!(
                    r##"<circle cx="{x:.1}" cy="{y:.1}" r="10.5" fill="{colour}" stroke="#ffffff" stroke-width="1.2"/>"##
                ),
                "#ffffff",
            )
        } else {
            (
                format!(
                    r##"<ellipse cx="{x:.1}" cy="{:.1}" rx="11" ry="6.5" fill="#ffffff" stroke="{colour}" stroke-width="2"/>"##,
                    y + 3.0
                ),
                colour,
            )
        };
        let ring = if c.busy {
            format!(
                r##"<circle cx="{x:.1}" cy="{y:.1}" r="13" fill="none" stroke="#212121" stroke-width="1.5" stroke-dasharray="3 2"/>"##
            )
        } else {
            String::new()
        };
        let (size, ty) = if c.standing() { (13.0, y + 4.5) } else { (9.0, y + 6.5) };
        p.line(&format!(
            r#"<g class="character" data-owner="{}" data-kind="{}" data-posture="{}" data-busy="{}">{ring}{shape}<text x="{x:.1}" y="{ty:.1}" font-size="{size}" fill="{text}" text-anchor="middle">{sign}</text></g>"#,
            c.owner,
            kind_id(c.kind),
            posture_id(c.posture),
            c.busy
        ));
    }
    if sorted.len() > shown {
        p.line(&format!(
            r##"<text x="{:.1}" y="{:.1}" font-size="11" font-weight="bold" fill="#212121" text-anchor="middle">+{}</text>"##,
            cx,
            cy + 46.0,
            sorted.len() - shown
        ));
    }
}

/// The zombies of the fight at hand and their strength so far (ZG-GAP-7,
/// ZG-NIGHT-2).
fn zombies(p: &mut Pen, strength: u8, x: f64, y: f64) {
    p.line(&format!(
        r##"<g class="zombies" data-strength="{strength}"><circle cx="{x:.1}" cy="{y:.1}" r="15" fill="{ZOMBIE}" stroke="#8bc34a" stroke-width="2.5"/><text x="{x:.1}" y="{:.1}" font-size="11" fill="#c5e1a5" text-anchor="middle">☠</text><text x="{x:.1}" y="{:.1}" font-size="12" font-weight="bold" fill="#ffffff" text-anchor="middle">{strength}</text></g>"##,
        y - 2.0,
        y + 11.0
    ));
}

/// The VP track (ZG-VP): a box per point up to the target, each
/// faction's disc in the box of its score, side by side when they share it.
fn vp_track(p: &mut Pen, f: &Frame, view: &View) {
    let top_vp = view.players.iter().map(|x| x.vp).max().unwrap_or(0);
    let last = view.target.max(top_vp);
    let boxes = f64::from(last) + 1.0;
    let w = ((f.width - 2.0 * MARGIN) / boxes).min(TRACK_BOX);
    let x0 = (f.width - w * boxes) / 2.0;
    let y = f.track_top;
    p.line(&format!(r#"<g class="vp-track" data-target="{}">"#, view.target));
    for v in 0..=last {
        let x = x0 + w * f64::from(v);
        let (fill, stroke) = if v == view.target { ("#fff3c4", "#b8860b") } else { ("#fafafa", "#bdbdbd") };
        p.line(&format!(
            r#"<rect class="vp-box" data-vp="{v}" x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" fill="{fill}" stroke="{stroke}"/>"#,
            h = TRACK_H
        ));
        if v % 5 == 0 || v == view.target {
            p.line(&format!(
                r##"<text x="{:.1}" y="{:.1}" font-size="10" fill="#616161" text-anchor="middle">{v}</text>"##,
                x + w / 2.0,
                y + 11.0
            ));
        }
        let here: Vec<u8> = (0..view.players.len() as u8).filter(|&s| view.players[usize::from(s)].vp == v).collect();
        for (k, &s) in here.iter().enumerate() {
            let r = (w / 2.0 - 1.5).min(5.5);
            p.line(&format!(
                r##"<circle class="vp-marker" data-seat="{s}" data-vp="{v}" cx="{:.1}" cy="{:.1}" r="{r:.1}" fill="{}" stroke="#ffffff"/>"##,
                x + w / 2.0,
                y + 18.0 + r + k as f64 * 11.0,
                strong(s)
            ));
        }
    }
    p.line("</g>");
}

/// Each faction's row: its colour, the first-player star, food,
/// medicine, action and weapon cards in hand (as counts) and cures made.
fn resources(p: &mut Pen, f: &Frame, view: &View) {
    let top = f.track_top + TRACK_H + MARGIN;
    p.line(r#"<g class="resources">"#);
    for (s, pl) in view.players.iter().enumerate() {
        let seat = s as u8;
        let y = top + ROW * s as f64;
        let mut x = MARGIN + 8.0;
        let first = if view.first == seat {
            format!(
                r##"<text class="first" x="{:.1}" y="{:.1}" font-size="15" fill="#b8860b" text-anchor="middle">★</text>"##,
                x + 20.0,
                y + 15.0
            )
        } else {
            String::new()
        };
        p.line(&format!(
            r##"<g class="faction" data-seat="{seat}" data-food="{}" data-medicine="{}" data-vp="{}" data-action-cards="{}" data-weapon-cards="{}"><rect x="{x:.1}" y="{y:.1}" width="28" height="20" rx="4" fill="{}"/>{first}"##,
            pl.food,
            pl.medicine,
            pl.vp,
            pl.action_cards,
            pl.weapon_cards,
            strong(seat)
        ));
        x += 40.0;
        let column = (f.width - x - MARGIN) / 5.0;
        let counts = [
            (Some(Income::Food), pl.food),
            (Some(Income::Medicine), pl.medicine),
            (Some(Income::Action), pl.action_cards),
            (Some(Income::Weapon), pl.weapon_cards),
            (None, pl.vp),
        ];
        for (k, (kind, n)) in counts.into_iter().enumerate() {
            let ix = x + column * k as f64;
            let sign = match kind {
                Some(kind) => icon(kind, ix, y + 2.0),
                None => format!(
                    r##"<text x="{:.1}" y="{:.1}" font-size="15" fill="#b8860b" text-anchor="middle">⚑</text>"##,
                    ix + 8.0,
                    y + 16.0
                ),
            };
            p.line(&format!(
                r##"{sign}<text x="{:.1}" y="{:.1}" font-size="15" font-weight="bold" fill="#212121">{n}</text>"##,
                ix + 22.0,
                y + 16.0
            ));
        }
        p.line("</g>");
    }
    p.line("</g>");
}
