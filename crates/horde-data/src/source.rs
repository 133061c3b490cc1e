//! Named content text and byte-offset to line/column translation.

use miette::{MietteError, MietteSpanContents, SourceCode, SourceSpan, SpanContents};
use std::fmt;
use std::sync::{Arc, OnceLock};

/// One content file: the name shown in messages and its full text.
///
/// The text is shared (`Arc<str>`) because every [`Diagnostic`](crate::Diagnostic)
/// keeps a handle on it to render snippets later, long after parsing.
#[derive(Clone)]
pub struct Source {
    /// Shown in messages; usually the path the caller read the text from.
    pub name: String,
    pub text: Arc<str>,
    /// Byte offsets at which lines start, found on the first lookup: a file
    /// with thousands of problems is scanned once, not once per problem.
    line_starts: OnceLock<Arc<[usize]>>,
}

impl Source {
    pub fn new(name: impl Into<String>, text: impl Into<Arc<str>>) -> Self {
        Self { name: name.into(), text: text.into(), line_starts: OnceLock::new() }
    }

    /// 1-based `(line, column)` of a byte offset; the same as [`line_col`]
    /// on the text, in logarithmic time after the first call.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let text = &*self.text;
        let starts = self
            .line_starts
            .get_or_init(|| std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect());
        let offset = char_start(text, offset);
        // The last line start at or before the offset.
        let line = starts.partition_point(|&s| s <= offset);
        let start = starts[line - 1];
        (line, text[start..offset].chars().count() + 1)
    }
}

impl PartialEq for Source {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name && self.text == other.text
    }
}

impl Eq for Source {}

impl<N: Into<String>, T: Into<Arc<str>>> From<(N, T)> for Source {
    fn from((name, text): (N, T)) -> Self {
        Self::new(name, text)
    }
}

// The derived form would print whole files inside every diagnostic's debug
// output, which drowns test failures.
impl fmt::Debug for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Source").field("name", &self.name).field("len", &self.text.len()).finish()
    }
}

/// 1-based `(line, column)` of a byte offset into `text`.
///
/// Columns count characters, not bytes, so they match what an editor shows
/// for non-ASCII names. Offsets past the end are clamped to the end and
/// offsets inside a multi-byte character to its start: spans come from
/// parsers and callers, and a slightly-off position beats a panic.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = char_start(text, offset);
    let before = &text[..offset];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let line = before.matches('\n').count() + 1;
    let column = before[line_start..].chars().count() + 1;
    (line, column)
}

/// `offset` clamped to the text and moved back to the start of the
/// character it falls in.
fn char_start(text: &str, offset: usize) -> usize {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// Lets binaries hand a `Source` straight to miette: snippets are titled
/// with the file name.
impl SourceCode for Source {
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn SpanContents<'a> + 'a>, MietteError> {
        let inner = self.text.read_span(span, context_lines_before, context_lines_after)?;
        Ok(Box::new(MietteSpanContents::new_named(
            self.name.clone(),
            inner.data(),
            *inner.span(),
            inner.line(),
            inner.column(),
            inner.line_count(),
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_one_based_and_count_characters() {
        let text = "ab\ncdé\nf";
        assert_eq!(line_col(text, 0), (1, 1));
        assert_eq!(line_col(text, 2), (1, 3));
        assert_eq!(line_col(text, 3), (2, 1));
        assert_eq!(line_col(text, 5), (2, 3));
        // After the two-byte 'é' the column advances by one.
        assert_eq!(line_col(text, 7), (2, 4));
        assert_eq!(line_col(text, 8), (3, 1));
    }

    #[test]
    fn out_of_range_offsets_are_clamped() {
        let text = "ab\né";
        assert_eq!(line_col(text, 100), (2, 2));
        // Inside the 'é': reported at its start.
        assert_eq!(line_col(text, 4), (2, 1));
        assert_eq!(line_col("", 3), (1, 1));
    }

    #[test]
    fn a_source_finds_the_same_positions_as_a_scan() {
        let text = "ab\ncdé\n\nf\n";
        let source = Source::new("t", text);
        for offset in 0..=text.len() + 2 {
            assert_eq!(source.line_col(offset), line_col(text, offset), "offset {offset}");
        }
        assert_eq!(Source::new("e", "").line_col(5), (1, 1));
    }
}
