//! Each file under `tests/broken/` is wrong on purpose; its `.expected`
//! sibling holds every problem `validate_path_sources` must report for it,
//! one per line as printed (`file:line:column: severity: message [field]
//! (help: ...)`, notes on their own lines). File, line, column, field and
//! text are all compared.

use horde_data::Source;
use horde_rue_morgue::validate::validate_path_sources;
use std::path::Path;

fn cases(folder: &str) -> Vec<(String, String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/broken").join(folder);
    let mut out = Vec::new();
    let mut entries: Vec<_> = std::fs::read_dir(&dir).expect("broken folder").flatten().map(|e| e.path()).collect();
    entries.sort();
    for path in entries.iter().filter(|p| p.extension().is_some_and(|e| e == "toml")) {
        let name = format!("tests/broken/{folder}/{}", path.file_name().and_then(|n| n.to_str()).expect("name"));
        let text = std::fs::read_to_string(path).expect("read");
        let expected = std::fs::read_to_string(path.with_extension("expected"))
            .unwrap_or_else(|_| panic!("{name} has no .expected file"));
        out.push((name, text, expected));
    }
    out
}

fn check(folder: &str, at_least: usize) {
    let all = cases(folder);
    assert!(all.len() >= at_least, "{} cases in {folder}", all.len());
    let mut failures = Vec::new();
    for (name, text, expected) in all {
        let found = validate_path_sources(&[Source::new(name.clone(), text)]);
        assert!(found.error_count() > 0, "{name}: no error found");
        let got = found.to_string();
        if got.trim_end() != expected.trim_end() {
            failures.push(format!("== {name}\n-- expected\n{}\n-- got\n{got}", expected.trim_end()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn broken_missions_report_every_problem_with_file_line_and_field() {
    check("missions", 12);
}

#[test]
fn broken_tiles_report_every_problem_with_file_line_and_field() {
    check("tiles", 4);
}

#[test]
fn problems_point_at_the_offending_value() {
    // One case spelled out: the misspelt zone is on line 13, column 6, in
    // the field `zone[0].id`.
    let (name, text, _) =
        cases("missions").into_iter().find(|c| c.0.ends_with("unknown-tile-and-zone.toml")).expect("case");
    let found = validate_path_sources(&[Source::new(name, text)]);
    let d = found.iter().find(|d| d.message().contains("1R:vv")).expect("unknown zone reported");
    assert_eq!((d.line(), d.column(), d.field()), (13, 6, Some("zone[0].id")));
    assert_eq!(d.help(), Some("did you mean \"1R:v\"?"));
}
