//! Maps a byte span back to the dotted field path of the TOML value there.
//!
//! toml's errors carry a span but not the path of keys that led to it (the
//! key list it builds is private), and `Spanned<T>` values carry only a span.
//! Walking the parsed document once recovers `zones[3].doors[0].to` for
//! either, so callers never have to spell paths by hand.

use std::fmt::Write as _;
use std::ops::Range;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

#[derive(Debug)]
struct Entry {
    span: Range<usize>,
    path: String,
}

/// Every key and value of a document with its span.
#[derive(Debug, Default)]
pub(crate) struct PathIndex {
    root: Range<usize>,
    keys: Vec<Entry>,
    values: Vec<Entry>,
}

impl PathIndex {
    /// Builds the index from whatever part of the document parses; a
    /// document with syntax errors still yields paths for the rest.
    pub(crate) fn new(text: &str) -> Self {
        Self::from_root(&DeTable::parse_recoverable(text).0)
    }

    pub(crate) fn from_root(root: &Spanned<DeTable<'_>>) -> Self {
        let mut index = Self { root: root.span(), ..Self::default() };
        index.table(root.get_ref(), "");
        index
    }

    fn table(&mut self, table: &DeTable<'_>, prefix: &str) {
        for (key, value) in table.iter() {
            let mut path = prefix.to_owned();
            if !path.is_empty() {
                path.push('.');
            }
            push_key(&mut path, key.get_ref());
            self.keys.push(Entry { span: key.span(), path: path.clone() });
            self.value(value, path);
        }
    }

    fn value(&mut self, value: &Spanned<DeValue<'_>>, path: String) {
        match value.get_ref() {
            DeValue::Table(table) => self.table(table, &path),
            DeValue::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    let mut item_path = path.clone();
                    // Writing to a String cannot fail.
                    let _ = write!(item_path, "[{i}]");
                    self.value(item, item_path);
                }
            }
            _ => {}
        }
        self.values.push(Entry { span: value.span(), path });
    }

    /// The path of the key or value at exactly `span`, else of the smallest
    /// value containing it; `""` for the document itself. Children are
    /// searched even outside their parent's span, because the span of a
    /// `[[zones]]` element is only its header line while its keys follow it.
    pub(crate) fn lookup(&self, span: &Range<usize>) -> Option<&str> {
        let exact = |e: &&Entry| e.span == *span;
        if let Some(e) = self.keys.iter().find(exact).or_else(|| self.values.iter().find(exact)) {
            return Some(&e.path);
        }
        // After the entries, so a value whose span equals the root's wins.
        if *span == self.root {
            return Some("");
        }
        self.values
            .iter()
            .filter(|e| e.span.start <= span.start && span.end <= e.span.end && !e.span.is_empty())
            .min_by_key(|e| e.span.len())
            .map(|e| e.path.as_str())
    }
}

/// Appends `key`, quoted the way TOML would need it when it is not bare.
fn push_key(path: &mut String, key: &str) {
    let bare = !key.is_empty() && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if bare {
        path.push_str(key);
    } else {
        let _ = write!(path, "{key:?}");
    }
}

/// Joins a parent path and a child key.
pub(crate) fn join(parent: Option<&str>, key: &str) -> String {
    let mut path = parent.unwrap_or_default().to_owned();
    if !path.is_empty() {
        path.push('.');
    }
    push_key(&mut path, key);
    path
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOC: &str = "\
name = \"x\"
[[zones]]
id = \"a\"
doors = [{ to = \"b\" }, { to = \"c\" }]
[[zones]]
id = \"b\"
[meta]
\"odd key\" = 1
";

    fn span_of(needle: &str) -> Range<usize> {
        span_in(needle, needle)
    }

    /// The span of `needle` inside the first occurrence of `context`.
    fn span_in(context: &str, needle: &str) -> Range<usize> {
        let start = DOC.find(context).expect("context in doc") + context.find(needle).expect("needle in context");
        start..start + needle.len()
    }

    #[test]
    fn finds_values_keys_and_elements() {
        let index = PathIndex::new(DOC);
        assert_eq!(index.lookup(&span_of("\"x\"")), Some("name"));
        assert_eq!(index.lookup(&span_of("\"c\"")), Some("zones[0].doors[1].to"));
        assert_eq!(index.lookup(&span_in("id = \"b\"", "\"b\"")), Some("zones[1].id"));
        assert_eq!(index.lookup(&span_of("doors")), Some("zones[0].doors"));
        assert_eq!(index.lookup(&span_of("1")), Some("meta.\"odd key\""));
    }

    #[test]
    fn inside_a_value_gives_the_innermost_value() {
        let index = PathIndex::new(DOC);
        let span = span_of("{ to = \"b\" }");
        assert_eq!(index.lookup(&span), Some("zones[0].doors[0]"));
        assert_eq!(index.lookup(&(span.start + 1..span.start + 2)), Some("zones[0].doors[0]"));
    }

    #[test]
    fn join_quotes_keys_that_are_not_bare() {
        assert_eq!(join(None, "size"), "size");
        assert_eq!(join(Some("zones[0]"), "size"), "zones[0].size");
        assert_eq!(join(Some("a"), "b c"), "a.\"b c\"");
    }
}
