//! `horde render` through the real binary: the tutorial's map drawn from
//! the shipped mission and from its file, the text picture, and refusals.

use std::path::PathBuf;
use std::process::{Command, Output};

fn horde(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_horde")).arg("render").args(args).output().expect("horde runs")
}

fn stdout(args: &[&str]) -> String {
    let out = horde(args);
    assert!(out.status.success(), "horde render {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

fn tutorial_file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../content/rue-morgue/missions/tutorial-1.toml")
}

/// The zone ids and door pairs the tutorial's file declares.
fn tutorial_zones_and_doors() -> (Vec<String>, Vec<[String; 2]>) {
    let text = std::fs::read_to_string(tutorial_file()).expect("the tutorial's file");
    let doc: toml::Table = text.parse().expect("TOML");
    let table = |key: &str| doc[key].as_array().expect("an array of tables").clone();
    let zones = table("zone").iter().map(|z| z["id"].as_str().expect("zone id").to_owned()).collect();
    let doors = table("door")
        .iter()
        .map(|d| {
            let b = d["between"].as_array().expect("between");
            [b[0].as_str().expect("zone").to_owned(), b[1].as_str().expect("zone").to_owned()]
        })
        .collect();
    (zones, doors)
}

/// `(data-between, class)` of every door drawn.
fn doors_drawn(svg: &str) -> Vec<(String, String)> {
    svg.lines()
        .filter(|l| l.contains(r#"class="door "#))
        .map(|l| {
            let attr = |name: &str| {
                let start = l.find(&format!(r#"{name}=""#)).expect("attribute") + name.len() + 2;
                l[start..start + l[start..].find('"').expect("closing quote")].to_owned()
            };
            (attr("data-between"), attr("class"))
        })
        .collect()
}

#[test]
fn tutorial_svg_draws_every_zone_and_door() {
    let svg = stdout(&["rue-morgue", "--mission", "tutorial-1"]);
    assert!(svg.starts_with("<svg "), "an SVG document: {}", &svg[..svg.len().min(80)]);
    assert!(svg.trim_end().ends_with("</svg>"));
    let (zones, doors) = tutorial_zones_and_doors();
    assert_eq!(zones.len(), 27);
    for z in &zones {
        let ground = r#"class="zone area-"#;
        let drawn = svg.lines().filter(|l| l.contains(ground) && l.ends_with(&format!(r#"data-zone="{z}">"#)));
        assert_eq!(drawn.count(), 1, "zone {z} drawn once");
    }
    // RM-DOOR-1: the seven doors of the file, all closed at the start.
    let drawn = doors_drawn(&svg);
    assert_eq!(drawn.len(), doors.len(), "{drawn:?}");
    for [a, b] in &doors {
        let found = drawn.iter().find(|(between, _)| *between == format!("{a} {b}") || *between == format!("{b} {a}"));
        let (_, class) = found.unwrap_or_else(|| panic!("door {a}/{b} not drawn in {drawn:?}"));
        assert_eq!(class, "door door-neutral closed", "{a}/{b}");
    }
    assert!(svg.contains("Learning to fly «Учимся летать»"), "both titles without --lang");
    for token in ["spawn", "objective", "exit", "tent", "helicopter"] {
        assert!(svg.contains(&format!(r#"class="{token}"#)), "a {token} token on the map");
    }
}

#[test]
fn a_mission_file_is_drawn_like_the_shipped_mission() {
    let file = tutorial_file();
    let from_file = stdout(&["rue-morgue", "--mission", file.to_str().expect("UTF-8 path")]);
    assert_eq!(from_file, stdout(&["rue-morgue", "--mission", "tutorial-1"]));
}

#[test]
fn svg_goes_to_a_file_and_the_title_follows_lang() {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("render-tutorial-1.svg");
    let _ = std::fs::remove_file(&path);
    let out = horde(&["rue-morgue", "--mission", "tutorial-1", "--lang", "ru", "--svg", path.to_str().expect("path")]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stdout.is_empty(), "nothing on stdout with --svg");
    let svg = std::fs::read_to_string(&path).expect("the SVG file");
    assert!(svg.contains(">Учимся летать</text>"), "Russian title only");
    assert!(!svg.contains("Learning to fly"));
    assert!(svg.contains(">tutorial-1 · кооператив · лёгкая · выживших: 6+ · ходов: 40</text>"), "Russian subtitle");
    assert!(svg.contains(">синяя дверь</text>") && !svg.contains(">blue door</text>"), "Russian legend");
    let en = stdout(&["rue-morgue", "--mission", "tutorial-1", "--lang", "en"]);
    assert!(en.contains(">Learning to fly</text>") && !en.contains("Учимся"));
    assert!(en.contains(">blue door</text>"));
}

#[test]
fn text_picture_has_one_line_per_row_and_a_key() {
    let text = stdout(&["rue-morgue", "--mission", "tutorial-1", "--text", "--lang", "en"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Learning to fly");
    assert!(lines[1].starts_with("tutorial-1 · cooperative · easy · 6+ survivors"), "{}", lines[1]);
    assert!(lines.last().expect("a key").starts_with("key: . street  # building"));
    let grid = &lines[2..lines.len() - 1];
    let rows = std::fs::read_to_string(tutorial_file())
        .expect("file")
        .split("cells = \"\"\"\n")
        .nth(1)
        .expect("a raw grid")
        .split("\"\"\"")
        .next()
        .expect("its end")
        .lines()
        .count();
    assert_eq!(grid.len(), rows, "one text line per map row:\n{text}");
    // Three characters a cell: the widest line is the map's width.
    let width = grid.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    assert_eq!(width % 3, 0, "{text}");
    for mark in ['A', 'X', 'S', 'O', 'T', 'H'] {
        assert!(grid.iter().any(|l| l.contains(mark)), "{mark} marked:\n{text}");
    }
}

#[test]
fn text_key_follows_lang() {
    let text = stdout(&["rue-morgue", "--mission", "tutorial-1", "--text", "--lang", "ru"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Учимся летать");
    assert!(lines.last().expect("a key").starts_with("ключ: . улица"), "{text}");
}

#[test]
fn errors_are_explained_with_a_non_zero_exit() {
    let unwritable = "/nonexistent-folder/map.svg";
    for (args, needle) in [
        (&["chess", "--mission", "x"][..], "unknown game"),
        (&["rue-morgue", "--mission", "m99"][..], "available: "),
        (&["rue-morgue", "--mission", "missing/m01.toml"][..], "no such mission file"),
        (&["rue-morgue", "--mission", "m01", "--svg", unwritable][..], "cannot write /nonexistent-folder/map.svg"),
        (&["rue-morgue", "--mission", "m01", "--lang", "fr"][..], "unknown language"),
        (&["rue-morgue", "--mission", "m01", "--png", "m01.png"][..], "PNG output is not built"),
        (&["grid-siege", "--mission", "x"][..], "available: siege"),
        (&["grid-siege", "--mission", "siege", "--text"][..], "no text picture"),
    ] {
        let out = horde(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn a_broken_mission_file_is_reported_with_file_and_line() {
    let text = std::fs::read_to_string(tutorial_file()).expect("file");
    let broken = text.replacen("id = \"a1\"\nkind = \"building\"", "id = \"a1\"\nkind = \"castle\"", 1);
    assert_ne!(broken, text);
    let line = broken.lines().position(|l| l == "kind = \"castle\"").expect("the broken line") + 1;
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("render-broken.toml");
    std::fs::write(&path, broken).expect("a temporary file");
    let name = path.to_str().expect("path");
    let out = horde(&["rue-morgue", "--mission", name]);
    assert_eq!(out.status.code(), Some(1));
    let report = String::from_utf8_lossy(&out.stdout);
    assert!(report.contains(&format!("{name}:{line}:")), "file and line in: {report}");
    assert!(report.contains("castle"), "{report}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("1 error(s)"));
}

#[test]
fn grid_siege_draws_its_six_sheets() {
    let out = horde(&["grid-siege", "--mission", "siege"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let svg = String::from_utf8(out.stdout).expect("utf-8");
    assert!(svg.starts_with("<svg"), "{svg}");
    assert!(svg.contains("Six sheets"), "the map's title");
}
