//! A small but realistic content type, loaded the way a rule-system crate
//! would: parse, validate everything, then resolve ids to dense indices.

use horde_data::{ContentSet, Diagnostic, Diagnostics, Id, Registry, Source, Spanned, Validator, parse};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ZoneMap {
    name: String,
    zones: Vec<Zone>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Zone {
    id: Spanned<Id>,
    kind: ZoneKind,
    #[serde(default)]
    doors: Vec<Door>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Door {
    to: Spanned<Id>,
    #[serde(default)]
    locked: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
enum ZoneKind {
    Street,
    Room,
}

/// What rules code wants: zones at dense indices, doors as index pairs.
#[derive(Debug)]
struct Board {
    name: String,
    zones: Registry<ZoneKind>,
    doors: Vec<(usize, usize, bool)>,
}

fn load(source: &Source) -> Result<(Board, Diagnostics), Diagnostics> {
    let map: ZoneMap = parse(source)?;
    let mut v = Validator::new(source);
    v.check_unique(map.zones.iter().map(|z| &z.id), "zone id");
    let mut zones = Registry::new();
    for zone in &map.zones {
        // A duplicate was reported above; the first definition wins.
        let _ = zones.insert(zone.id.get_ref().clone(), zone.kind);
    }
    let mut doors = Vec::new();
    for zone in &map.zones {
        for door in &zone.doors {
            if !v.check_ref(&door.to, zones.ids(), "zone") {
                continue;
            }
            if door.to.get_ref() == zone.id.get_ref() {
                v.warn_at(&door.to, format!("door of zone {:?} leads back to itself", zone.id.get_ref().as_str()));
            }
            if let (Some(from), Some(to)) =
                (zones.index_of(zone.id.get_ref().as_str()), zones.index_of(door.to.get_ref().as_str()))
            {
                doors.push((from, to, door.locked));
            }
        }
    }
    v.into_result(Board { name: map.name, zones, doors })
}

fn errors(file: &str, text: &str) -> Diagnostics {
    load(&Source::new(file, text)).expect_err("content with errors")
}

/// `(line, column, field, message, help)` of one problem.
type Seen<'a> = (usize, usize, Option<&'a str>, &'a str, Option<&'a str>);

fn summary(all: &Diagnostics) -> Vec<Seen<'_>> {
    all.iter().map(|d| (d.line(), d.column(), d.field(), d.message(), d.help())).collect()
}

const GOOD: &str = r#"name = "Rue Morgue, north"

[[zones]]
id = "street-1"
kind = "street"
doors = [{ to = "shop" }]

[[zones]]
id = "shop"
kind = "room"
doors = [{ to = "street-1" }, { to = "back-room", locked = true }]

[[zones]]
id = "back-room"
kind = "room"
"#;

#[test]
fn valid_map_resolves_to_dense_indices() {
    let (board, warnings) = load(&Source::new("north.toml", GOOD)).expect("valid map");
    assert!(warnings.is_empty());
    assert_eq!(board.name, "Rue Morgue, north");
    let ids: Vec<&str> = board.zones.ids().map(Id::as_str).collect();
    assert_eq!(ids, ["street-1", "shop", "back-room"]);
    assert_eq!(board.zones[2], ZoneKind::Room);
    assert_eq!(board.doors, [(0, 1, false), (1, 0, false), (1, 2, true)]);
}

#[test]
fn syntax_errors_are_all_reported_with_position() {
    let text = "name = \"x\n[[zones]]\nid = \"a\"\nkind = room\n";
    let all = errors("bad.toml", text);
    assert_eq!(
        summary(&all),
        [
            (1, 10, Some("name"), "invalid basic string, expected `\"`", None),
            (4, 8, Some("zones[0].kind"), "string values must be quoted, expected literal string", None),
        ]
    );
}

#[test]
fn duplicate_keys_name_the_key() {
    let all = errors("dup.toml", "name = \"x\"\nname = \"y\"\n");
    assert_eq!(all.to_string(), "dup.toml:2:1: error: duplicate key `name`");
}

#[test]
fn wrong_type_points_at_the_value() {
    let text = r#"name = "x"

[[zones]]
id = "a"
kind = "street"
doors = [{ to = "a", locked = "yes" }]
"#;
    let all = errors("map.toml", text);
    assert_eq!(
        summary(&all),
        [(6, 31, Some("zones[0].doors[0].locked"), "invalid type: string \"yes\", expected a boolean", None)]
    );
}

#[test]
fn missing_field_points_at_the_table_and_names_the_field() {
    let text = r#"name = "x"

[[zones]]
id = "a"
kind = "street"

[[zones]]
id = "b"
"#;
    let all = errors("map.toml", text);
    assert_eq!(summary(&all), [(7, 1, Some("zones[1].kind"), "missing field `kind`", None)]);
}

#[test]
fn missing_top_level_field_is_not_blamed_on_the_first_table() {
    let text = "[[zones]]\nid = \"a\"\nkind = \"room\"\n";
    let all = errors("map.toml", text);
    assert_eq!(summary(&all), [(1, 1, Some("name"), "missing field `name`", None)]);
}

#[test]
fn unknown_field_suggests_the_closest_name() {
    let text = r#"name = "x"

[[zones]]
id = "a"
kind = "street"
doors = [{ to = "a", lockd = true }]
"#;
    let all = errors("map.toml", text);
    assert_eq!(
        summary(&all),
        [(
            6,
            22,
            Some("zones[0].doors[0].lockd"),
            "unknown field `lockd`, expected `to` or `locked`",
            Some("did you mean `locked`?")
        )]
    );
}

#[test]
fn unknown_field_far_from_any_name_has_no_suggestion() {
    let text = "name = \"x\"\nzones = []\nauthor = \"me\"\n";
    let all = errors("map.toml", text);
    assert_eq!(summary(&all), [(3, 1, Some("author"), "unknown field `author`, expected `name` or `zones`", None)]);
}

#[test]
fn unknown_variant_suggests_the_closest_variant() {
    let text = "name = \"x\"\n[[zones]]\nid = \"a\"\nkind = \"stret\"\n";
    let all = errors("map.toml", text);
    assert_eq!(
        summary(&all),
        [(
            4,
            8,
            Some("zones[0].kind"),
            "unknown variant `stret`, expected `street` or `room`",
            Some("did you mean `street`?")
        )]
    );
}

#[test]
fn malformed_id_is_reported_at_the_value() {
    let text = "name = \"x\"\n[[zones]]\nid = \"back room\"\nkind = \"room\"\n";
    let all = errors("map.toml", text);
    assert_eq!(
        all.to_string(),
        "map.toml:3:6: error: invalid id \"back room\": use only ASCII letters, digits, '_' and '-' [zones[0].id]"
    );
}

#[test]
fn duplicate_id_notes_the_first_definition() {
    let text = r#"name = "x"

[[zones]]
id = "shop"
kind = "room"

[[zones]]
id = "shop"
kind = "street"
"#;
    let all = errors("map.toml", text);
    assert_eq!(summary(&all), [(8, 6, Some("zones[1].id"), "duplicate zone id \"shop\"", None)]);
    let notes = all.iter().next().map(Diagnostic::notes).unwrap_or_default();
    assert_eq!(notes.len(), 1);
    assert_eq!((notes[0].line(), notes[0].column(), notes[0].field()), (4, 6, Some("zones[0].id")));
    assert_eq!(
        all.to_string(),
        "map.toml:8:6: error: duplicate zone id \"shop\" [zones[1].id]\n\
         map.toml:4:6: note: first defined here [zones[0].id]"
    );
}

#[test]
fn unknown_reference_suggests_close_ids() {
    let text = r#"name = "x"

[[zones]]
id = "street-1"
kind = "street"
doors = [{ to = "street-2" }]

[[zones]]
id = "street-3"
kind = "street"
"#;
    let all = errors("map.toml", text);
    assert_eq!(
        summary(&all),
        [(
            6,
            17,
            Some("zones[0].doors[0].to"),
            "unknown zone \"street-2\"",
            Some("did you mean one of \"street-1\", \"street-3\"?")
        )]
    );
}

#[test]
fn every_semantic_problem_of_a_file_is_reported_together() {
    let text = r#"name = "x"

[[zones]]
id = "hall"
kind = "room"
doors = [{ to = "hal" }, { to = "cellar" }]

[[zones]]
id = "hall"
kind = "room"
doors = [{ to = "yard" }]

[[zones]]
id = "yard"
kind = "street"
doors = [{ to = "yard" }]
"#;
    let all = errors("house.toml", text);
    assert_eq!(all.error_count(), 3);
    assert_eq!(all.warning_count(), 1);
    assert_eq!(
        all.to_string(),
        "house.toml:6:17: error: unknown zone \"hal\" [zones[0].doors[0].to] (help: did you mean \"hall\"?)\n\
         house.toml:6:33: error: unknown zone \"cellar\" [zones[0].doors[1].to] (help: expected one of \"hall\", \"yard\")\n\
         house.toml:9:6: error: duplicate zone id \"hall\" [zones[1].id]\n\
         house.toml:4:6: note: first defined here [zones[0].id]\n\
         house.toml:16:17: warning: door of zone \"yard\" leads back to itself [zones[2].doors[0].to]"
    );
}

#[test]
fn warnings_alone_do_not_fail_the_load() {
    let text = "name = \"x\"\n[[zones]]\nid = \"a\"\nkind = \"room\"\ndoors = [{ to = \"a\" }]\n";
    let (board, warnings) = load(&Source::new("loop.toml", text)).expect("warnings only");
    assert_eq!(board.doors, [(0, 0, false)]);
    assert_eq!(
        warnings.to_string(),
        "loop.toml:5:17: warning: door of zone \"a\" leads back to itself [zones[0].doors[0].to]"
    );
}

#[test]
fn a_content_set_reports_the_problems_of_every_file() {
    let set = ContentSet::from_sources([
        ("maps/a.toml", "name = \"a\"\nzones = 3\n"),
        ("maps/b.toml", GOOD),
        ("maps/c.toml", "name = \"c\"\n[[zones]\n"),
    ]);
    let (parsed, problems) = set.parse_all::<ZoneMap>();
    assert_eq!(
        parsed.iter().map(|(file, map)| (file.index(), map.name.as_str())).collect::<Vec<_>>(),
        [(1, "Rue Morgue, north")]
    );
    assert_eq!(
        problems.to_string(),
        "maps/a.toml:2:9: error: invalid type: integer `3`, expected a sequence [zones]\n\
         maps/c.toml:2:9: error: unclosed array table, expected `]`"
    );
}

#[test]
fn ids_are_checked_for_uniqueness_across_files() {
    let set = ContentSet::from_sources([
        ("north.toml", GOOD),
        (
            "south.toml",
            "name = \"south\"\n[[zones]]\nid = \"shop\"\nkind = \"room\"\ndoors = [{ to = \"street-1\" }]\n",
        ),
    ]);
    let (maps, problems) = set.parse_all::<ZoneMap>();
    assert!(problems.is_empty());
    let mut v = set.validator();
    v.check_unique_across(maps.iter().flat_map(|(file, map)| map.zones.iter().map(move |z| (*file, &z.id))), "zone id");
    // Doors may lead into the other map: every zone of the set is known.
    let known: Vec<&str> = maps.iter().flat_map(|(_, m)| m.zones.iter().map(|z| z.id.get_ref().as_str())).collect();
    for (file, map) in &maps {
        v.set_file(*file);
        for door in map.zones.iter().flat_map(|z| &z.doors) {
            v.check_ref(&door.to, &known, "zone");
        }
    }
    let all = v.into_result(()).expect_err("duplicate across files");
    assert_eq!(
        all.to_string(),
        "south.toml:3:6: error: duplicate zone id \"shop\" [zones[0].id]\n\
         north.toml:9:6: note: first defined here [zones[1].id]"
    );
}

#[test]
fn spans_lost_by_serde_buffering_get_a_hint_for_the_developer() {
    #[derive(Debug, Deserialize)]
    #[serde(tag = "kind", rename_all = "snake_case")]
    enum Spawn {
        Zone {
            #[allow(dead_code)]
            zone: Spanned<Id>,
        },
    }
    let all = parse::<Spawn>(&Source::new("spawn.toml", "kind = \"zone\"\nzone = \"a\"\n")).expect_err("no span");
    let problem = all.iter().next().expect("one problem");
    assert_eq!(problem.message(), "invalid type: string \"a\", expected a spanned value");
    assert!(problem.help().is_some_and(|h| h.contains("fix the type, not the file")));
}
