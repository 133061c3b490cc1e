//! Semantic checks after parsing, reporting every problem found.

use crate::diagnostic::{Diagnostic, Diagnostics, Severity};
use crate::path::PathIndex;
use crate::set::FileId;
use crate::source::Source;
use crate::suggest::{closest, did_you_mean};
use std::cell::OnceCell;
use std::collections::BTreeMap;
use std::ops::Range;
use toml::Spanned;

/// Up to this many known names are listed when none is close to an unknown
/// reference; beyond it the list would bury the message.
const LIST_KNOWN_UP_TO: usize = 8;

/// Collects semantic problems ("door to an unknown zone") against the
/// `Spanned` values of parsed content.
///
/// Nothing stops at the first problem: run every check, then call
/// [`Validator::into_result`]. Each problem gets the dotted field path of the
/// value it points at (`zones[1].doors[0].to`), found from the span, so
/// checks never spell paths by hand.
///
/// Spans are read as offsets into the *current file*: the one given to
/// [`Validator::new`], or for a [`ContentSet`](crate::ContentSet) the one
/// last chosen with [`Validator::set_file`].
#[derive(Debug)]
pub struct Validator {
    files: Vec<File>,
    current: usize,
    diagnostics: Diagnostics,
}

#[derive(Debug)]
struct File {
    source: Source,
    // Built on the first problem in the file: it re-parses the text.
    paths: OnceCell<PathIndex>,
}

impl Validator {
    /// Checks of values parsed from `source`.
    pub fn new(source: &Source) -> Self {
        Self::for_files(std::slice::from_ref(source))
    }

    pub(crate) fn for_files(sources: &[Source]) -> Self {
        let files = sources.iter().map(|s| File { source: s.clone(), paths: OnceCell::new() }).collect();
        Self { files, current: 0, diagnostics: Diagnostics::new() }
    }

    /// Makes later checks read spans as offsets into `file`.
    ///
    /// # Panics
    /// If `file` does not come from the set this validator was made from.
    pub fn set_file(&mut self, file: FileId) -> &mut Self {
        assert!(file.index() < self.files.len(), "{file:?} is not a file of this content set");
        self.current = file.index();
        self
    }

    /// The file spans are currently read against; `None` only for the
    /// validator of an empty set.
    pub fn source(&self) -> Option<&Source> {
        self.files.get(self.current).map(|f| &f.source)
    }

    /// Reports an error at `at`, and returns it so help or notes can be added.
    pub fn error_at<T>(&mut self, at: &Spanned<T>, message: impl Into<String>) -> &mut Diagnostic {
        self.report_span(Severity::Error, at.span(), message)
    }

    /// Reports a warning at `at`: shown, but the content still loads.
    pub fn warn_at<T>(&mut self, at: &Spanned<T>, message: impl Into<String>) -> &mut Diagnostic {
        self.report_span(Severity::Warning, at.span(), message)
    }

    /// Reports a problem at a byte span of the current file, for locations
    /// that are not a single `Spanned` value.
    pub fn report_span(
        &mut self,
        severity: Severity,
        span: Range<usize>,
        message: impl Into<String>,
    ) -> &mut Diagnostic {
        let diagnostic = self.build(self.current, severity, span, message.into());
        self.report(diagnostic)
    }

    /// A note at `at` to attach to another diagnostic with
    /// [`Diagnostic::push_note`]; not reported by itself.
    pub fn note_at<T>(&self, at: &Spanned<T>, message: impl Into<String>) -> Diagnostic {
        self.build(self.current, Severity::Note, at.span(), message.into())
    }

    /// Adds a diagnostic built elsewhere.
    pub fn report(&mut self, diagnostic: Diagnostic) -> &mut Diagnostic {
        self.diagnostics.push_mut(diagnostic)
    }

    /// Adds problems found earlier, e.g. by parsing the other files of a set.
    pub fn extend(&mut self, diagnostics: Diagnostics) {
        self.diagnostics.append(diagnostics);
    }

    /// Reports every id of the current file that repeats an earlier one,
    /// with the first definition as a note. `what` names the kind of id in
    /// the message: `duplicate zone id "Z1"`. Returns whether all were unique.
    pub fn check_unique<'a, S: AsRef<str> + 'a>(
        &mut self,
        ids: impl IntoIterator<Item = &'a Spanned<S>>,
        what: &str,
    ) -> bool {
        let file = FileId::new(self.current);
        self.check_unique_across(ids.into_iter().map(|id| (file, id)), what)
    }

    /// [`Validator::check_unique`] for ids spread over several files of a
    /// [`ContentSet`](crate::ContentSet).
    pub fn check_unique_across<'a, S: AsRef<str> + 'a>(
        &mut self,
        ids: impl IntoIterator<Item = (FileId, &'a Spanned<S>)>,
        what: &str,
    ) -> bool {
        let mut first: BTreeMap<&str, (usize, Range<usize>)> = BTreeMap::new();
        let mut unique = true;
        for (file, id) in ids {
            let name = id.get_ref().as_ref();
            let Some((first_file, first_span)) = first.get(name).cloned() else {
                first.insert(name, (file.index(), id.span()));
                continue;
            };
            unique = false;
            let note = self.build(first_file, Severity::Note, first_span, "first defined here".into());
            // Rendered snippets show the two places in file order, so the
            // second one needs a label as much as the first.
            let diagnostic = self
                .build(file.index(), Severity::Error, id.span(), format!("duplicate {what} {name:?}"))
                .with_label("defined again here")
                .with_note(note);
            self.report(diagnostic);
        }
        unique
    }

    /// Reports `reference` unless it is one of `known`: `unknown zone "Z9"`,
    /// with the closest known names as help. Returns whether it was known.
    pub fn check_ref<S: AsRef<str>, K: AsRef<str>>(
        &mut self,
        reference: &Spanned<S>,
        known: impl IntoIterator<Item = K>,
        what: &str,
    ) -> bool {
        let wanted = reference.get_ref().as_ref();
        let mut names = Vec::new();
        for name in known {
            if name.as_ref() == wanted {
                return true;
            }
            names.push(name);
        }
        let names: Vec<&str> = names.iter().map(AsRef::as_ref).collect();
        let quote = |n: &str| format!("{n:?}");
        let help = did_you_mean(&closest(wanted, names.iter().copied()), quote).or_else(|| match names.len() {
            0 => Some(format!("no {what} is defined")),
            n if n <= LIST_KNOWN_UP_TO => {
                let list: Vec<String> = names.iter().map(|n| quote(n)).collect();
                Some(format!("expected one of {}", list.join(", ")))
            }
            _ => None,
        });
        let diagnostic = self.error_at(reference, format!("unknown {what} {wanted:?}"));
        if let Some(help) = help {
            diagnostic.set_help(help);
        }
        false
    }

    /// Reports the key `key` unless it is one of `known`, worded like
    /// serde's own unknown fields (`unknown field `wepon``, with the
    /// closest known keys as help), for formats whose keys are checked by
    /// hand. Returns whether it was known.
    pub fn check_field<S: AsRef<str>, K: AsRef<str>>(
        &mut self,
        key: &Spanned<S>,
        known: impl IntoIterator<Item = K>,
    ) -> bool {
        let wanted = key.get_ref().as_ref();
        let known: Vec<K> = known.into_iter().collect();
        if known.iter().any(|k| k.as_ref() == wanted) {
            return true;
        }
        let names: Vec<&str> = known.iter().map(AsRef::as_ref).collect();
        let help = did_you_mean(&closest(wanted, names.iter().copied()), |n| format!("`{n}`"));
        let diagnostic = self.error_at(key, format!("unknown field `{wanted}`"));
        if let Some(help) = help {
            diagnostic.set_help(help);
        }
        false
    }

    /// True while no error has been reported; warnings do not count.
    pub fn is_ok(&self) -> bool {
        self.diagnostics.is_ok()
    }

    pub fn diagnostics(&self) -> &Diagnostics {
        &self.diagnostics
    }

    /// Everything reported, sorted by file and position.
    pub fn finish(mut self) -> Diagnostics {
        self.diagnostics.sort();
        self.diagnostics
    }

    /// `value` and the warnings if no error was reported, else every problem.
    pub fn into_result<T>(self, value: T) -> Result<(T, Diagnostics), Diagnostics> {
        self.diagnostics.into_result(value)
    }

    fn build(&self, file: usize, severity: Severity, span: Range<usize>, message: String) -> Diagnostic {
        // Only a validator of an empty set has no file; keep the message
        // rather than panic.
        let Some(file) = self.files.get(file) else {
            return Diagnostic::new(severity, &Source::new("", ""), span, message);
        };
        let mut diagnostic = Diagnostic::new(severity, &file.source, span.clone(), message);
        let paths = file.paths.get_or_init(|| PathIndex::new(&file.source.text));
        if let Some(path) = paths.lookup(&span).filter(|p| !p.is_empty()) {
            diagnostic.set_field(path);
        }
        diagnostic
    }
}
