//! Turning TOML text into typed content, with every syntax error reported.

use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::path::{PathIndex, join};
use crate::source::Source;
use crate::suggest::{closest, did_you_mean};
use serde::de::DeserializeOwned;
use std::collections::BTreeSet;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

/// Parses one content file into `T`.
///
/// All syntax errors of the file are reported together. Once the syntax is
/// valid, serde stops at the first value that does not fit `T`, so at most
/// one type error is reported per file; semantic checks that should report
/// everything belong in a [`Validator`](crate::Validator) pass.
///
/// Each problem carries the dotted path of the offending value
/// (`zones[1].doors[0].to`). Unknown keys are only errors for structs
/// marked `#[serde(deny_unknown_fields)]`, which every content struct
/// should be: a misspelt optional key would otherwise be silently ignored.
/// For those, and for unknown enum variants, the help suggests the closest
/// expected names.
pub fn parse<T: DeserializeOwned>(source: &Source) -> Result<T, Diagnostics> {
    let (root, syntax) = DeTable::parse_recoverable(&source.text);
    if !syntax.is_empty() {
        return Err(syntax_errors(source, &PathIndex::from_root(&root), &syntax));
    }
    T::deserialize(toml::Deserializer::from(root)).map_err(|e| Diagnostics::from(data_error(source, &e)))
}

/// The TOML syntax errors of one file, whatever content it is meant to
/// hold (none for a file that is valid TOML), as [`parse`] reports them.
pub fn check_syntax(source: &Source) -> Diagnostics {
    let (root, syntax) = DeTable::parse_recoverable(&source.text);
    if syntax.is_empty() { Diagnostics::new() } else { syntax_errors(source, &PathIndex::from_root(&root), &syntax) }
}

/// `found`, a loader's report on `sources`, completed with the syntax
/// errors of every file it does not already report: a loader may stop at
/// the first file that does not parse (its other checks need that file),
/// and the other files' syntax errors must not wait until it is fixed.
pub fn with_every_syntax_error(sources: &[Source], mut found: Diagnostics) -> Diagnostics {
    let reported: BTreeSet<String> = found.iter().map(ToString::to_string).collect();
    let missing: Vec<Diagnostic> = sources
        .iter()
        .flat_map(|s| check_syntax(s).into_vec())
        .filter(|d| !reported.contains(&d.to_string()))
        .collect();
    if !missing.is_empty() {
        for d in missing {
            found.push(d);
        }
        found.sort();
    }
    found
}

fn syntax_errors(source: &Source, index: &PathIndex, syntax: &[toml::de::Error]) -> Diagnostics {
    let mut found: Vec<Diagnostic> = syntax.iter().map(|e| syntax_error(source, index, e)).collect();
    // Recovery can hit the same spot twice ("unclosed array" for both
    // the inner and the outer array); one report is enough.
    found.sort_by_key(|d| d.span().start);
    found.dedup_by(|a, b| a.span() == b.span() && a.message() == b.message());
    found.into_iter().collect()
}

/// Parses one part of a document already parsed from `source` (a table
/// taken out of it, keys removed or moved) into `T`, with the diagnostics
/// of [`parse`]: spans stay those of the whole file, so problems name its
/// lines and full field paths (`step[0].attack.wepon`).
///
/// For formats split between several owners, each deserializing only its
/// own keys of the same tables.
pub fn parse_part<T: DeserializeOwned>(source: &Source, part: Spanned<DeValue<'_>>) -> Result<T, Diagnostics> {
    T::deserialize(toml::de::ValueDeserializer::from(part)).map_err(|e| Diagnostics::from(data_error(source, &e)))
}

fn syntax_error(source: &Source, index: &PathIndex, error: &toml::de::Error) -> Diagnostic {
    let span = error.span().unwrap_or_default();
    let mut message = error.message().to_owned();
    // toml's message does not say which key; the span covers it.
    if message == "duplicate key"
        && let Some(key) = source.text.get(span.clone()).filter(|k| !k.is_empty())
    {
        message = format!("duplicate key `{key}`");
    }
    let mut diagnostic = Diagnostic::error(source, span.clone(), message);
    // The recovered document still locates values around the error, e.g.
    // an unquoted string value.
    if let Some(path) = index.lookup(&span).filter(|p| !p.is_empty()) {
        diagnostic.set_field(path);
    }
    diagnostic
}

fn data_error(source: &Source, error: &toml::de::Error) -> Diagnostic {
    let span = error.span().unwrap_or_default();
    let message = error.message();
    let mut diagnostic = Diagnostic::error(source, span.clone(), message);

    // Only computed on failure: it re-parses the document.
    let index = PathIndex::new(&source.text);
    let at = index.lookup(&span);
    // toml points a missing field at the table that lacks it; naming the
    // field itself tells the author what to add.
    let field = match first_quoted(message, "missing field ") {
        Some(missing) => Some(join(at, missing)),
        None => at.filter(|p| !p.is_empty()).map(str::to_owned),
    };
    if let Some(field) = field {
        diagnostic.set_field(field);
    }

    if message.contains("expected a spanned value") {
        diagnostic.set_help(
            "the content type reads this value as `Spanned` through `#[serde(flatten)]` or an internally \
             tagged or untagged enum, which lose spans; fix the type, not the file",
        );
    }

    let unknown = first_quoted(message, "unknown field ").or_else(|| first_quoted(message, "unknown variant "));
    if let Some(unknown) = unknown {
        let expected = message.split_once(", expected ").map(|(_, list)| quoted(list)).unwrap_or_default();
        if let Some(help) = did_you_mean(&closest(unknown, expected), |name| format!("`{name}`")) {
            diagnostic.set_help(help);
        }
    }
    diagnostic
}

/// The backtick-quoted name right after `prefix` at the start of serde's
/// standard messages (`unknown field `sise`, expected ...`).
fn first_quoted<'m>(message: &'m str, prefix: &str) -> Option<&'m str> {
    let rest = message.strip_prefix(prefix)?.strip_prefix('`')?;
    rest.split_once('`').map(|(name, _)| name)
}

/// Every backtick-quoted name in serde's "expected" lists.
fn quoted(list: &str) -> Vec<&str> {
    list.split('`').skip(1).step_by(2).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_names_are_extracted_from_serde_messages() {
        let m = "unknown field `sise`, expected one of `id`, `size`, `doors`";
        assert_eq!(first_quoted(m, "unknown field "), Some("sise"));
        assert_eq!(first_quoted(m, "missing field "), None);
        assert_eq!(quoted("one of `id`, `size`, `doors`"), ["id", "size", "doors"]);
        assert_eq!(quoted("`street` or `room`"), ["street", "room"]);
        assert_eq!(quoted("nothing"), Vec::<&str>::new());
    }
}
