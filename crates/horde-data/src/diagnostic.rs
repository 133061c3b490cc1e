//! Problems found in content, and the collector that gathers all of them.

use crate::source::Source;
use std::fmt;
use std::ops::Range;
use std::path::{Component, Path, PathBuf};

/// How bad a problem is. Only errors make a load fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Error,
    Warning,
    /// Extra context attached to another diagnostic ("first defined here").
    Note,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Error => "error",
            Self::Warning => "warning",
            Self::Note => "note",
        })
    }
}

impl From<Severity> for miette::Severity {
    fn from(severity: Severity) -> Self {
        match severity {
            Severity::Error => Self::Error,
            Severity::Warning => Self::Warning,
            Severity::Note => Self::Advice,
        }
    }
}

/// One problem at one place in one file.
///
/// `Display` gives the plain form used in logs and tests:
/// `file:line:col: severity: message [field] (help: ...)`, followed by one
/// such line per note. As a [`miette::Diagnostic`] it renders with a
/// snippet of the file.
#[derive(Clone, Debug)]
pub struct Diagnostic(Body);

// Holds the data and renders for miette with the bare message as its title,
// because the snippet already shows the location; `Diagnostic` wraps it so
// its own `Display` can be the self-contained plain line.
#[derive(Clone, Debug)]
struct Body {
    severity: Severity,
    message: String,
    help: Option<String>,
    label: Option<String>,
    field: Option<String>,
    source: Source,
    span: Range<usize>,
    line: usize,
    column: usize,
    notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// A problem at `span` (byte offsets into `source.text`). Spans outside
    /// the text are clamped so rendering never fails on them.
    pub fn new(severity: Severity, source: &Source, span: Range<usize>, message: impl Into<String>) -> Self {
        let len = source.text.len();
        let start = span.start.min(len);
        let span = start..span.end.clamp(start, len);
        let (line, column) = source.line_col(span.start);
        Self(Body {
            severity,
            message: message.into(),
            help: None,
            label: None,
            field: None,
            source: source.clone(),
            span,
            line,
            column,
            notes: Vec::new(),
        })
    }

    pub fn error(source: &Source, span: Range<usize>, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, source, span, message)
    }

    pub fn warning(source: &Source, span: Range<usize>, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, source, span, message)
    }

    pub fn note(source: &Source, span: Range<usize>, message: impl Into<String>) -> Self {
        Self::new(Severity::Note, source, span, message)
    }

    /// A content file named `name` that a loader needs and did not find
    /// among `sources`: reported at the path it should have, in the folder
    /// the others were read from (their deepest common folder), so the
    /// author knows which file to add and where.
    pub fn missing_file(sources: &[Source], name: &str) -> Self {
        let path = common_folder(sources).map_or_else(|| name.to_owned(), |f| f.join(name).display().to_string());
        Self::error(&Source::new(path, ""), 0..0, "missing content file")
    }

    /// A hint on how to fix the problem ("did you mean ...").
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.set_help(help);
        self
    }

    /// The dotted path of the offending value, e.g. `zones[3].doors[0].to`.
    pub fn with_field(mut self, field: impl Into<String>) -> Self {
        self.set_field(field);
        self
    }

    /// Short text drawn under the span in rendered snippets.
    pub fn with_label(mut self, label: impl Into<String>) -> Self {
        self.set_label(label);
        self
    }

    pub fn with_note(mut self, note: Diagnostic) -> Self {
        self.push_note(note);
        self
    }

    pub fn set_help(&mut self, help: impl Into<String>) -> &mut Self {
        self.0.help = Some(help.into());
        self
    }

    pub fn set_field(&mut self, field: impl Into<String>) -> &mut Self {
        self.0.field = Some(field.into());
        self
    }

    pub fn set_label(&mut self, label: impl Into<String>) -> &mut Self {
        self.0.label = Some(label.into());
        self
    }

    pub fn push_note(&mut self, mut note: Diagnostic) -> &mut Self {
        note.0.severity = Severity::Note;
        self.0.notes.push(note);
        self
    }

    pub fn severity(&self) -> Severity {
        self.0.severity
    }

    pub fn is_error(&self) -> bool {
        self.0.severity == Severity::Error
    }

    pub fn message(&self) -> &str {
        &self.0.message
    }

    pub fn help(&self) -> Option<&str> {
        self.0.help.as_deref()
    }

    pub fn label(&self) -> Option<&str> {
        self.0.label.as_deref()
    }

    /// Dotted path of the offending value, when known.
    pub fn field(&self) -> Option<&str> {
        self.0.field.as_deref()
    }

    /// Name of the file the problem is in.
    pub fn file(&self) -> &str {
        &self.0.source.name
    }

    pub fn source(&self) -> &Source {
        &self.0.source
    }

    /// Byte range into the file's text.
    pub fn span(&self) -> Range<usize> {
        self.0.span.clone()
    }

    /// 1-based line of the span's start.
    pub fn line(&self) -> usize {
        self.0.line
    }

    /// 1-based column of the span's start, in characters.
    pub fn column(&self) -> usize {
        self.0.column
    }

    pub fn notes(&self) -> &[Diagnostic] {
        &self.0.notes
    }
}

/// The deepest folder holding every one of `sources` (by their names as
/// paths); `None` when they have none in common or are bare file names.
fn common_folder(sources: &[Source]) -> Option<PathBuf> {
    let mut folders = sources.iter().map(|s| Path::new(&s.name).parent().unwrap_or(Path::new("")));
    let first: Vec<Component<'_>> = folders.next()?.components().collect();
    let common =
        folders.fold(first.len(), |len, f| f.components().zip(&first[..len]).take_while(|(a, b)| a == *b).count());
    let folder: PathBuf = first[..common].iter().collect();
    (!folder.as_os_str().is_empty()).then_some(folder)
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let b = &self.0;
        write!(f, "{}:{}:{}: {}: {}", b.source.name, b.line, b.column, b.severity, b.message)?;
        if let Some(field) = &b.field {
            write!(f, " [{field}]")?;
        }
        if let Some(help) = &b.help {
            write!(f, " (help: {help})")?;
        }
        for note in &b.notes {
            write!(f, "\n{note}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}

impl miette::Diagnostic for Diagnostic {
    fn severity(&self) -> Option<miette::Severity> {
        miette::Diagnostic::severity(&self.0)
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        miette::Diagnostic::help(&self.0)
    }

    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        miette::Diagnostic::source_code(&self.0)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        miette::Diagnostic::labels(&self.0)
    }

    fn related<'a>(&'a self) -> Option<Box<dyn Iterator<Item = &'a dyn miette::Diagnostic> + 'a>> {
        miette::Diagnostic::related(&self.0)
    }
}

impl fmt::Display for Body {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Body {}

impl miette::Diagnostic for Body {
    fn severity(&self) -> Option<miette::Severity> {
        Some(self.severity.into())
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.help.as_ref().map(|h| Box::new(h) as Box<dyn fmt::Display>)
    }

    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        Some(&self.source)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        let primary = miette::LabeledSpan::new_primary_with_span(self.label.clone(), self.span.clone());
        // Notes in the same file are drawn in the same snippet; the others
        // become related diagnostics with a snippet of their own file.
        let secondary = self
            .notes
            .iter()
            .filter(|n| n.0.source.name == self.source.name)
            .map(|n| miette::LabeledSpan::new_with_span(Some(n.0.message.clone()), n.0.span.clone()));
        Some(Box::new(std::iter::once(primary).chain(secondary)))
    }

    fn related<'a>(&'a self) -> Option<Box<dyn Iterator<Item = &'a dyn miette::Diagnostic> + 'a>> {
        let mut elsewhere =
            self.notes.iter().filter(|n| n.0.source.name != self.source.name).map(|n| &n.0 as &dyn miette::Diagnostic);
        let first = elsewhere.next()?;
        Some(Box::new(std::iter::once(first).chain(elsewhere)))
    }
}

/// Every problem found while loading content, in the order found (or sorted
/// by file and position after [`Diagnostics::sort`]).
///
/// `Display` prints one line per problem (plus one per note) in the form of
/// [`Diagnostic`]'s `Display`. As a [`miette::Diagnostic`] it renders that
/// list followed by a snippet for each problem.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics {
    items: Vec<Diagnostic>,
}

impl Diagnostics {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn push(&mut self, diagnostic: Diagnostic) {
        self.items.push(diagnostic);
    }

    /// Pushes and hands back the stored diagnostic for further editing.
    pub(crate) fn push_mut(&mut self, diagnostic: Diagnostic) -> &mut Diagnostic {
        let index = self.items.len();
        self.items.push(diagnostic);
        &mut self.items[index]
    }

    /// Moves every problem of `other` into `self`.
    pub fn append(&mut self, other: Diagnostics) {
        self.items.extend(other.items);
    }

    /// True when there is no error; warnings do not count.
    pub fn is_ok(&self) -> bool {
        !self.items.iter().any(Diagnostic::is_error)
    }

    pub fn error_count(&self) -> usize {
        self.items.iter().filter(|d| d.is_error()).count()
    }

    pub fn warning_count(&self) -> usize {
        self.items.iter().filter(|d| d.severity() == Severity::Warning).count()
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Diagnostic> {
        self.items.iter()
    }

    /// Orders problems by file name, then position, keeping the report
    /// order among equals, so output does not depend on the order in which
    /// checks happened to run.
    pub fn sort(&mut self) {
        self.items.sort_by(|a, b| (a.file(), a.span().start).cmp(&(b.file(), b.span().start)));
    }

    /// `Err(self)` if any error was collected; otherwise `value` with the
    /// warnings, which the caller should still show. Sorts first.
    pub fn into_result<T>(mut self, value: T) -> Result<(T, Diagnostics), Diagnostics> {
        self.sort();
        if self.is_ok() { Ok((value, self)) } else { Err(self) }
    }

    pub fn into_vec(self) -> Vec<Diagnostic> {
        self.items
    }

    /// For binaries: a report titled with a count ("2 errors and 1
    /// warning") followed by every problem with its snippet, instead of
    /// repeating the plain list as the title.
    pub fn into_report(self) -> miette::Report {
        miette::Report::new(Summary(self))
    }
}

/// The rendering behind [`Diagnostics::into_report`].
#[derive(Debug)]
struct Summary(Diagnostics);

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let count = |n: usize, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
        let errors = self.0.error_count();
        let warnings = self.0.warning_count();
        match (errors, warnings) {
            (0, 0) => f.write_str("no problems"),
            (e, 0) => f.write_str(&count(e, "error")),
            (0, w) => f.write_str(&count(w, "warning")),
            (e, w) => write!(f, "{} and {}", count(e, "error"), count(w, "warning")),
        }
    }
}

impl std::error::Error for Summary {}

impl miette::Diagnostic for Summary {
    fn severity(&self) -> Option<miette::Severity> {
        miette::Diagnostic::severity(&self.0)
    }

    fn related<'a>(&'a self) -> Option<Box<dyn Iterator<Item = &'a dyn miette::Diagnostic> + 'a>> {
        miette::Diagnostic::related(&self.0)
    }
}

impl From<Diagnostic> for Diagnostics {
    fn from(diagnostic: Diagnostic) -> Self {
        Self { items: vec![diagnostic] }
    }
}

impl FromIterator<Diagnostic> for Diagnostics {
    fn from_iter<I: IntoIterator<Item = Diagnostic>>(iter: I) -> Self {
        Self { items: iter.into_iter().collect() }
    }
}

impl Extend<Diagnostic> for Diagnostics {
    fn extend<I: IntoIterator<Item = Diagnostic>>(&mut self, iter: I) {
        self.items.extend(iter);
    }
}

impl IntoIterator for Diagnostics {
    type Item = Diagnostic;
    type IntoIter = std::vec::IntoIter<Diagnostic>;

    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter()
    }
}

impl<'a> IntoIterator for &'a Diagnostics {
    type Item = &'a Diagnostic;
    type IntoIter = std::slice::Iter<'a, Diagnostic>;

    fn into_iter(self) -> Self::IntoIter {
        self.items.iter()
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.items.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

impl miette::Diagnostic for Diagnostics {
    fn severity(&self) -> Option<miette::Severity> {
        Some(if self.is_ok() { miette::Severity::Warning } else { miette::Severity::Error })
    }

    fn related<'a>(&'a self) -> Option<Box<dyn Iterator<Item = &'a dyn miette::Diagnostic> + 'a>> {
        Some(Box::new(self.items.iter().map(|d| &d.0 as &dyn miette::Diagnostic)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn src() -> Source {
        Source::new("map.toml", "id = \"a\"\nid = \"b\"\n")
    }

    #[test]
    fn plain_form_has_location_field_help_and_notes() {
        let s = src();
        let d = Diagnostic::error(&s, 14..17, "duplicate zone id \"b\"")
            .with_field("zones[1].id")
            .with_help("rename it")
            .with_note(Diagnostic::note(&s, 5..8, "first defined here"));
        assert_eq!(
            d.to_string(),
            "map.toml:2:6: error: duplicate zone id \"b\" [zones[1].id] (help: rename it)\n\
             map.toml:1:6: note: first defined here"
        );
    }

    #[test]
    fn spans_outside_the_text_are_clamped() {
        let d = Diagnostic::error(&src(), 50..60, "x");
        assert_eq!(d.span(), 18..18);
        assert_eq!((d.line(), d.column()), (3, 1));
        let reversed = std::ops::Range { start: 5, end: 2 };
        assert_eq!(Diagnostic::error(&src(), reversed, "x").span(), 5..5);
    }

    #[test]
    fn warnings_alone_are_ok_and_kept() {
        let s = src();
        let mut all = Diagnostics::new();
        all.push(Diagnostic::warning(&s, 0..2, "unused"));
        assert!(all.is_ok());
        let (value, warnings) = all.into_result(7).expect("only warnings");
        assert_eq!(value, 7);
        assert_eq!(warnings.warning_count(), 1);
    }

    #[test]
    fn sorting_orders_by_file_then_position() {
        let a = Source::new("a.toml", "x = 1\ny = 2\n");
        let b = Source::new("b.toml", "z = 3\n");
        let all: Diagnostics =
            [Diagnostic::error(&b, 0..1, "b1"), Diagnostic::error(&a, 6..7, "a2"), Diagnostic::error(&a, 0..1, "a1")]
                .into_iter()
                .collect();
        let all = all.into_result(()).expect_err("has errors");
        let order: Vec<&str> = all.iter().map(Diagnostic::message).collect();
        assert_eq!(order, ["a1", "a2", "b1"]);
    }
}
