//! What miette gets from the diagnostics: binaries render these with
//! snippets, so titles, labels, help and related items must be right.

use horde_data::{Diagnostic, Diagnostics, Id, Source, Spanned, Validator, parse};
use miette::Diagnostic as _;
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Zone {
    id: Spanned<Id>,
    #[serde(default)]
    doors: Vec<Spanned<Id>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Map {
    zones: Vec<Zone>,
}

const HOUSE: &str = "[[zones]]\nid = \"hall\"\ndoors = [\"hal\"]\n\n[[zones]]\nid = \"hall\"\n";

fn check(source: &Source) -> Diagnostics {
    let map: Map = parse(source).expect("valid syntax");
    let mut v = Validator::new(source);
    v.check_unique(map.zones.iter().map(|z| &z.id), "zone id");
    let known: Vec<&str> = map.zones.iter().map(|z| z.id.get_ref().as_str()).collect();
    for door in map.zones.iter().flat_map(|z| &z.doors) {
        v.check_ref(door, &known, "zone");
    }
    v.finish()
}

/// `(offset, len, label)` of every label.
fn labels(d: &dyn miette::Diagnostic) -> Vec<(usize, usize, Option<String>)> {
    d.labels().into_iter().flatten().map(|l| (l.offset(), l.len(), l.label().map(str::to_owned))).collect()
}

fn titles(d: &dyn miette::Diagnostic) -> Vec<String> {
    d.related().into_iter().flatten().map(ToString::to_string).collect()
}

#[test]
fn each_problem_renders_with_its_message_and_a_snippet_of_its_file() {
    let source = Source::new("house.toml", HOUSE);
    let all = check(&source);
    assert_eq!(all.severity(), Some(miette::Severity::Error));
    // Inside a collection the title is the bare message: the snippet
    // already shows file, line and column.
    assert_eq!(titles(&all), ["unknown zone \"hal\"", "duplicate zone id \"hall\""]);

    let problems: Vec<&dyn miette::Diagnostic> = all.related().into_iter().flatten().collect();
    let unknown = problems[0];
    assert_eq!(unknown.help().map(|h| h.to_string()).as_deref(), Some("did you mean \"hall\"?"));
    assert_eq!(labels(unknown), [(31, 5, None)]);
    let snippet = unknown.source_code().expect("has source").read_span(&(31, 5).into(), 0, 0).expect("span in file");
    assert_eq!(snippet.name(), Some("house.toml"));
    assert_eq!(std::str::from_utf8(snippet.data()), Ok("\"hal\""));
    // miette counts from zero.
    assert_eq!((snippet.line(), snippet.column()), (2, 9));

    // A note in the same file is a second label on the same snippet.
    let duplicate = problems[1];
    assert_eq!(
        labels(duplicate),
        [(54, 6, Some("defined again here".to_owned())), (15, 6, Some("first defined here".to_owned()))]
    );
    assert!(duplicate.related().is_none());
}

#[test]
fn a_note_in_another_file_is_a_related_diagnostic() {
    let a = Source::new("a.toml", "id = \"x\"\n");
    let b = Source::new("b.toml", "\nid = \"x\"\n");
    let d =
        Diagnostic::error(&b, 6..9, "duplicate id \"x\"").with_note(Diagnostic::note(&a, 5..8, "first defined here"));
    assert_eq!(labels(&d), [(6, 3, None)]);
    let related: Vec<&dyn miette::Diagnostic> = d.related().into_iter().flatten().collect();
    assert_eq!(related.len(), 1);
    assert_eq!(related[0].to_string(), "first defined here");
    assert_eq!(related[0].severity(), Some(miette::Severity::Advice));
    let snippet = related[0].source_code().expect("note has source").read_span(&(5, 3).into(), 0, 0).expect("in file");
    assert_eq!(snippet.name(), Some("a.toml"));
}

#[test]
fn a_lone_diagnostic_is_titled_with_its_plain_line() {
    let source = Source::new("house.toml", HOUSE);
    let all = check(&source);
    let first = all.iter().next().expect("two problems");
    assert_eq!(
        first.to_string(),
        "house.toml:3:10: error: unknown zone \"hal\" [zones[0].doors[0]] (help: did you mean \"hall\"?)"
    );
    assert_eq!(miette::Diagnostic::severity(first), Some(miette::Severity::Error));
    assert_eq!(first.severity(), horde_data::Severity::Error);
}

#[test]
fn the_report_for_binaries_is_titled_with_a_count() {
    let source = Source::new("house.toml", HOUSE);
    let mut all = check(&source);
    all.push(Diagnostic::warning(&source, 0..9, "zone without doors"));
    let report = all.into_report();
    assert_eq!(report.to_string(), "2 errors and 1 warning");
    assert_eq!(report.related().map(Iterator::count), Some(3));
}
