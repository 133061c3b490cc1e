//! The expectations every rule system shares: the outcome, who decides,
//! the refusal that stopped the run, the events and the legal actions.
//! Each difference is one line naming the path in the file, what was
//! expected and what the match holds.

use super::play::Refusal;
use super::{ExpectDoc, ScenarioGame};
use horde_core::Decision;
use horde_data::{Spanned, Validator};
use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Debug;

/// The shared keys of `[expect]` and `[step.expect]`.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CommonExpect {
    /// How the match stands: one of the rule system's outcome names
    /// ([`ScenarioGame::OUTCOMES`]).
    pub outcome: Option<Spanned<String>>,
    /// `"chance"`, `"terminal"`, or a seat number as text.
    pub decision: Option<String>,
    /// The first refused step's rule ID; the run stops there.
    pub error: Option<String>,
    /// Text the refusal's reason must contain.
    pub error_contains: Option<String>,
    pub events: Option<EventsExpect>,
    pub legal: Option<LegalExpect>,
}

/// Events of the span checked (a step's, or the whole run's).
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct EventsExpect {
    /// Each pattern (event name and some fields) matches some event.
    pub contains: Vec<toml::Table>,
    /// No event matches any of these patterns.
    pub absent: Vec<toml::Table>,
    /// Number of events of each name.
    pub count: BTreeMap<String, usize>,
}

/// The legal actions of the moment, each named by its description or its
/// `Display` text (case does not matter).
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LegalExpect {
    /// Each is legal.
    pub contains: Vec<String>,
    /// None is legal.
    pub absent: Vec<String>,
    /// Exactly these are legal, in any order.
    pub exactly: Option<Vec<String>>,
}

/// Differences found, one readable line each.
#[derive(Debug)]
pub struct Diffs {
    prefix: String,
    out: Vec<String>,
}

impl Diffs {
    /// Lines will read `{prefix}{path}: ...`, e.g. `expect.zombies.st4: ...`.
    pub fn new(prefix: impl Into<String>) -> Self {
        Self { prefix: prefix.into(), out: Vec::new() }
    }

    /// `{path}: expected {expected:?}, actual {actual:?}` unless equal.
    pub fn eq<T: PartialEq + Debug>(&mut self, path: &str, expected: T, actual: T) {
        if expected != actual {
            self.out.push(format!("{}{path}: expected {expected:?}, actual {actual:?}", self.prefix));
        }
    }

    /// `{path}: {text}`.
    pub fn note(&mut self, path: &str, text: impl std::fmt::Display) {
        self.out.push(format!("{}{path}: {text}", self.prefix));
    }

    pub fn is_empty(&self) -> bool {
        self.out.is_empty()
    }

    pub fn into_lines(self) -> Vec<String> {
        self.out
    }
}

/// Checks the names the shared expectations use.
pub(crate) fn check_names<G: ScenarioGame>(e: &ExpectDoc<G>, game: &G, v: &mut Validator) {
    if let Some(o) = &e.common.outcome {
        v.check_ref(o, G::OUTCOMES, "outcome");
    }
    game.check_expect_names(&e.system, v);
}

/// Compares the match (and the events of the span checked) with `e`.
pub(crate) fn check<G: ScenarioGame>(
    g: &G,
    e: &ExpectDoc<G>,
    events: &[Value],
    refusal: Option<&Refusal>,
    d: &mut Diffs,
) {
    let c = &e.common;
    if let Some(o) = &c.outcome {
        d.eq("outcome", o.get_ref().as_str(), g.outcome_name());
    }
    if let Some(rule) = &c.error {
        match refusal {
            Some(r) => d.eq("error", rule.as_str(), r.rule.as_str()),
            None => d.note("error", format!("expected a refusal {rule:?}, but every step was accepted")),
        }
    }
    if let Some(text) = &c.error_contains {
        match refusal {
            Some(r) if r.reason.contains(text.as_str()) => {}
            Some(r) => {
                d.note("error_contains", format!("expected the reason to contain {text:?}, actual {:?}", r.reason))
            }
            None => d.note("error_contains", format!("expected a refusal containing {text:?}, but there was none")),
        }
    }
    if let Some(x) = &c.decision {
        let actual = match g.decision() {
            Decision::Chance => "chance".to_owned(),
            Decision::Terminal => "terminal".to_owned(),
            Decision::Seat(seat) => seat.0.to_string(),
        };
        d.eq("decision", x.clone(), actual);
    }
    g.check_expect(&e.system, d);
    if let Some(ev) = &c.events {
        check_events(ev, events, d);
    }
    if let Some(l) = &c.legal {
        check_legal(g, l, d);
    }
}

/// Whether `text` names `a`: its description or its `Display` text, case
/// and surrounding blanks aside.
pub(crate) fn names_action<G: ScenarioGame>(g: &G, a: G::Action, text: &str) -> bool {
    let want = text.trim().to_lowercase();
    g.describe(a).to_lowercase() == want || a.to_string().to_lowercase() == want
}

fn check_legal<G: ScenarioGame>(g: &G, e: &LegalExpect, d: &mut Diffs) {
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let texts: Vec<String> = legal.iter().map(|&a| g.describe(a)).collect();
    let listed = || texts.iter().map(|t| format!("{t:?}")).collect::<Vec<_>>().join(", ");
    for (i, want) in e.contains.iter().enumerate() {
        if !legal.iter().any(|&a| names_action(g, a, want)) {
            d.note(&format!("legal.contains[{i}]"), format!("no legal action reads {want:?}; legal now: {}", listed()));
        }
    }
    for (i, want) in e.absent.iter().enumerate() {
        if let Some(&a) = legal.iter().find(|&&a| names_action(g, a, want)) {
            d.note(
                &format!("legal.absent[{i}]"),
                format!("expected {want:?} not to be legal, but {:?} is", g.describe(a)),
            );
        }
    }
    if let Some(all) = &e.exactly {
        let each_named = all.iter().all(|w| legal.iter().any(|&a| names_action(g, a, w)));
        let each_listed = legal.iter().all(|&a| all.iter().any(|w| names_action(g, a, w)));
        if !each_named || !each_listed || all.len() != legal.len() {
            d.note("legal.exactly", format!("expected {all:?}, actual [{}]", listed()));
        }
    }
}

fn check_events(e: &EventsExpect, events: &[Value], d: &mut Diffs) {
    for (i, pattern) in e.contains.iter().enumerate() {
        if !events.iter().any(|ev| matches(pattern, ev)) {
            d.note(
                &format!("events.contains[{i}]"),
                format!(
                    "no event matches {}; events of that name: {}",
                    table_text(pattern),
                    same_name(pattern, events)
                ),
            );
        }
    }
    for (i, pattern) in e.absent.iter().enumerate() {
        if let Some(ev) = events.iter().find(|ev| matches(pattern, ev)) {
            d.note(
                &format!("events.absent[{i}]"),
                format!("expected no event matching {}, found {ev}", table_text(pattern)),
            );
        }
    }
    for (name, n) in &e.count {
        let actual = events.iter().filter(|ev| ev.get("event").and_then(Value::as_str) == Some(name)).count();
        d.eq(&format!("events.count.{name}"), *n, actual);
    }
}

fn same_name(pattern: &toml::Table, events: &[Value]) -> String {
    let name = pattern.get("event").and_then(|v| v.as_str());
    let same: Vec<String> = events
        .iter()
        .filter(|ev| name.is_none() || ev.get("event").and_then(Value::as_str) == name)
        .map(Value::to_string)
        .collect();
    if same.is_empty() { "none".into() } else { same.join(", ") }
}

fn table_text(t: &toml::Table) -> String {
    let parts: Vec<String> = t.iter().map(|(k, v)| format!("{k} = {v}")).collect();
    format!("{{ {} }}", parts.join(", "))
}

fn matches(pattern: &toml::Table, ev: &Value) -> bool {
    pattern.iter().all(|(k, want)| ev.get(k).is_some_and(|have| same_value(want, have)))
}

/// A field of a pattern against the event's: scalars equal, arrays
/// element by element (dice rolled, a hex as `[column, row]`).
fn same_value(want: &toml::Value, have: &Value) -> bool {
    match (want, have) {
        (toml::Value::String(a), Value::String(b)) => a == b,
        (toml::Value::Integer(a), Value::Number(b)) => b.as_i64() == Some(*a),
        (toml::Value::Boolean(a), Value::Bool(b)) => a == b,
        (toml::Value::Array(a), Value::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same_value(x, y))
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    fn pattern(text: &str) -> toml::Table {
        text.parse().expect("a TOML table")
    }

    #[test]
    fn an_array_field_matches_element_by_element() {
        let ev = json!({ "event": "fired", "dice": [4, 1], "to": [0, 9] });
        assert!(super::matches(&pattern("event = \"fired\"\ndice = [4, 1]"), &ev));
        assert!(!super::matches(&pattern("dice = [4]"), &ev));
        assert!(!super::matches(&pattern("dice = [1, 4]"), &ev));
        assert!(super::matches(&pattern("to = [0, 9]"), &ev));
    }
}
