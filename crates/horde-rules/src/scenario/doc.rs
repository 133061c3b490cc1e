//! Reading a scenario file: each table is split between its owners, the
//! shared envelope (`game`, `name`, `rules`, `[decks]`, the generic step
//! and expectation keys) and the rule system (its position, its step
//! keys, its expectations), and each part is deserialized from its own
//! keys with the spans of the whole file. A key nobody owns is reported
//! where it stands, with the closest known key as help.

use super::ScenarioGame;
use super::expect::CommonExpect;
use super::fields;
use horde_data::{Diagnostics, Severity, Source, Spanned, Validator, parse_part};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use std::ops::Range;
use toml::de::{DeTable, DeValue};

/// What every scenario file says about itself.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Envelope {
    /// The rule system, `"rue-morgue"`: must come first.
    pub game: Spanned<String>,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub description: Option<String>,
    /// Rule IDs the scenario exercises (informational).
    #[serde(default)]
    pub rules: Vec<String>,
}

/// Forced outcomes of one queue, as written: `dice = [5, 1]` in `[decks]`
/// or in a step.
#[derive(Debug)]
pub struct Queue {
    pub name: Spanned<String>,
    pub entries: Vec<Spanned<toml::Value>>,
}

/// The keys of a `[[step]]` every rule system shares.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CommonStep {
    /// Free text, copied to the report.
    pub note: Option<String>,
    /// A legal action named by its description or its `Display` text.
    pub action: Option<Spanned<String>>,
    /// The step must be refused with this rule ID.
    pub expect_error: Option<Spanned<String>>,
}

/// One `[expect]` or `[step.expect]` table: the shared checks and the
/// rule system's.
#[derive(Debug)]
pub struct ExpectDoc<G: ScenarioGame> {
    pub common: CommonExpect,
    pub system: G::Expect,
}

/// One `[[step]]`.
#[derive(Debug)]
pub struct StepDoc<G: ScenarioGame> {
    /// The step's table in the file.
    pub span: Range<usize>,
    pub common: CommonStep,
    pub system: G::Step,
    /// This step's own forced outcomes, used before the file-wide ones.
    pub queues: Vec<Queue>,
    pub expect: Option<ExpectDoc<G>>,
}

/// A whole scenario file, split.
#[derive(Debug)]
pub struct Document<G: ScenarioGame> {
    pub envelope: Envelope,
    /// The rule system's top-level keys.
    pub position: G::Position,
    /// `[decks]`: the file-wide forced outcomes.
    pub queues: Vec<Queue>,
    pub steps: Vec<StepDoc<G>>,
    pub expect: Option<ExpectDoc<G>>,
}

/// Splits and deserializes `source`; every syntax, type and unknown-key
/// problem found comes back at once.
pub fn read<G: ScenarioGame>(source: &Source) -> Result<Document<G>, Diagnostics> {
    // Syntax errors, worded and placed as for every content file.
    horde_data::parse::<serde::de::IgnoredAny>(source)?;
    let root = match DeTable::parse(&source.text) {
        Ok(root) => root,
        Err(e) => {
            let span = e.span().unwrap_or_default();
            return Err(horde_data::Diagnostic::error(source, span, e.message()).into());
        }
    };
    let mut r = Reader { source, v: Validator::new(source), found: Diagnostics::new() };
    let root_span = root.span();
    let position_keys = fields::of::<G::Position>();
    let envelope_keys = fields::of::<Envelope>();
    let mut envelope = DeTable::new();
    let mut position = DeTable::new();
    let mut queues = Vec::new();
    let mut steps = Vec::new();
    let mut expect = None;
    for (key, value) in root.into_inner() {
        let k: &str = key.get_ref();
        if envelope_keys.contains(&k) {
            envelope.insert(key, value);
        } else if k == "decks" {
            queues = r.queues::<G>(value);
        } else if k == "step" {
            steps = r.steps::<G>(value);
        } else if k == "expect" {
            expect = r.expect::<G>(value);
        } else if position_keys.contains(&k) {
            position.insert(key, value);
        } else {
            let known = envelope_keys.iter().chain(&["decks", "step", "expect"]).chain(position_keys);
            r.v.check_field(&key, known);
        }
    }
    let envelope = r.part::<Envelope>(envelope, root_span.clone());
    let position = r.part::<G::Position>(position, root_span);
    let Reader { v, mut found, .. } = r;
    found.append(v.finish());
    found.sort();
    if !found.is_ok() {
        return Err(found);
    }
    let steps: Option<Vec<StepDoc<G>>> = steps.into_iter().collect();
    // A bad `[expect]` has reported why (and returned above).
    match (envelope, position, steps) {
        (Some(envelope), Some(position), Some(steps)) => Ok(Document { envelope, position, queues, steps, expect }),
        // Every part that failed has reported why; this is a safety net.
        _ => Err(horde_data::Diagnostic::error(source, 0..0, "the scenario file cannot be read").into()),
    }
}

struct Reader<'s> {
    source: &'s Source,
    v: Validator,
    /// Type errors of the parts (serde stops at the first of each part).
    found: Diagnostics,
}

impl Reader<'_> {
    fn part<T: DeserializeOwned>(&mut self, table: DeTable<'_>, span: Range<usize>) -> Option<T> {
        self.value(Spanned::new(span, DeValue::Table(table)))
    }

    fn value<T: DeserializeOwned>(&mut self, value: Spanned<DeValue<'_>>) -> Option<T> {
        match parse_part::<T>(self.source, value) {
            Ok(t) => Some(t),
            Err(d) => {
                self.found.append(d);
                None
            }
        }
    }

    fn table<'i>(&mut self, value: Spanned<DeValue<'i>>, what: &str) -> Option<(DeTable<'i>, Range<usize>)> {
        let span = value.span();
        match value.into_inner() {
            DeValue::Table(t) => Some((t, span)),
            other => {
                self.v.report_span(
                    Severity::Error,
                    span,
                    format!("expected a table for {what}, found a {}", other.type_str()),
                );
                None
            }
        }
    }

    /// The queues of `[decks]`.
    fn queues<G: ScenarioGame>(&mut self, value: Spanned<DeValue<'_>>) -> Vec<Queue> {
        let Some((t, _)) = self.table(value, "`decks`") else { return Vec::new() };
        let mut out = Vec::new();
        for (key, value) in t {
            if self.v.check_field(&key, G::QUEUES) {
                out.extend(self.queue(&key, value));
            }
        }
        out
    }

    fn queue(&mut self, key: &Spanned<std::borrow::Cow<'_, str>>, value: Spanned<DeValue<'_>>) -> Option<Queue> {
        let entries = self.value::<Vec<Spanned<toml::Value>>>(value)?;
        Some(Queue { name: Spanned::new(key.span(), key.get_ref().to_string()), entries })
    }

    fn steps<G: ScenarioGame>(&mut self, value: Spanned<DeValue<'_>>) -> Vec<Option<StepDoc<G>>> {
        let span = value.span();
        let DeValue::Array(items) = value.into_inner() else {
            self.v.report_span(Severity::Error, span, "`step` is a list of [[step]] tables");
            return vec![None];
        };
        items.into_iter().map(|item| self.step::<G>(item)).collect()
    }

    fn step<G: ScenarioGame>(&mut self, value: Spanned<DeValue<'_>>) -> Option<StepDoc<G>> {
        let (t, span) = self.table(value, "a [[step]]")?;
        let common_keys = fields::of::<CommonStep>();
        let system_keys = fields::of::<G::Step>();
        let mut common = DeTable::new();
        let mut system = DeTable::new();
        let mut queues = Vec::new();
        let mut expect = None;
        let mut ok = true;
        for (key, value) in t {
            let k: &str = key.get_ref();
            if k == "expect" {
                expect = Some(self.expect::<G>(value));
            } else if common_keys.contains(&k) {
                common.insert(key, value);
            } else if G::QUEUES.contains(&k) {
                match self.queue(&key, value) {
                    Some(q) => queues.push(q),
                    None => ok = false,
                }
            } else if system_keys.contains(&k) {
                system.insert(key, value);
            } else {
                let known = common_keys.iter().chain(&["expect"]).chain(G::QUEUES).chain(system_keys);
                self.v.check_field(&key, known);
            }
        }
        let common = self.part::<CommonStep>(common, span.clone());
        let system = self.part::<G::Step>(system, span.clone());
        let expect = match expect {
            Some(e) => Some(e?),
            None => None,
        };
        if !ok {
            return None;
        }
        Some(StepDoc { span, common: common?, system: system?, queues, expect })
    }

    fn expect<G: ScenarioGame>(&mut self, value: Spanned<DeValue<'_>>) -> Option<ExpectDoc<G>> {
        let (t, span) = self.table(value, "`expect`")?;
        let common_keys = fields::of::<CommonExpect>();
        let system_keys = fields::of::<G::Expect>();
        let mut common = DeTable::new();
        let mut system = DeTable::new();
        for (key, value) in t {
            let k: &str = key.get_ref();
            if common_keys.contains(&k) {
                common.insert(key, value);
            } else if system_keys.contains(&k) {
                system.insert(key, value);
            } else {
                self.v.check_field(&key, common_keys.iter().chain(system_keys));
            }
        }
        let common = self.part::<CommonExpect>(common, span.clone());
        let system = self.part::<G::Expect>(system, span);
        Some(ExpectDoc { common: common?, system: system? })
    }
}
