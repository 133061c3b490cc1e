//! Several content files loaded and checked together.

use crate::diagnostic::Diagnostics;
use crate::parse::parse;
use crate::source::Source;
use crate::validate::Validator;
use serde::de::DeserializeOwned;

/// Which file of a [`ContentSet`] something came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FileId(usize);

impl FileId {
    pub(crate) fn new(index: usize) -> Self {
        Self(index)
    }

    /// Position of the file in its set, in the order files were added.
    pub fn index(self) -> usize {
        self.0
    }
}

/// The files of one kind of content (every mission, every map...), kept in
/// the order given so results are deterministic.
///
/// ```
/// use horde_data::ContentSet;
///
/// let set = ContentSet::from_sources([("a.toml", "x = 1"), ("b.toml", "x = \"two\"")]);
/// #[derive(serde::Deserialize)]
/// struct X {
///     x: u32,
/// }
/// let (parsed, problems) = set.parse_all::<X>();
/// assert_eq!(parsed.len(), 1);
/// assert_eq!(problems.to_string(), "b.toml:1:5: error: invalid type: string \"two\", expected u32 [x]");
/// ```
#[derive(Clone, Debug, Default)]
pub struct ContentSet {
    sources: Vec<Source>,
}

impl ContentSet {
    pub fn new() -> Self {
        Self::default()
    }

    /// A set of `Source`s or `(name, text)` pairs, e.g. from
    /// [`load_dir`](crate::load_dir).
    pub fn from_sources<S: Into<Source>>(sources: impl IntoIterator<Item = S>) -> Self {
        Self { sources: sources.into_iter().map(Into::into).collect() }
    }

    pub fn add(&mut self, source: impl Into<Source>) -> FileId {
        self.sources.push(source.into());
        FileId(self.sources.len() - 1)
    }

    pub fn source(&self, file: FileId) -> Option<&Source> {
        self.sources.get(file.0)
    }

    pub fn files(&self) -> impl ExactSizeIterator<Item = (FileId, &Source)> {
        self.sources.iter().enumerate().map(|(i, s)| (FileId(i), s))
    }

    pub fn len(&self) -> usize {
        self.sources.len()
    }

    pub fn is_empty(&self) -> bool {
        self.sources.is_empty()
    }

    /// Parses every file as a `T`, going on past files that fail so one run
    /// reports the problems of all of them. Returns the files that parsed
    /// and every problem, in file order and then by position.
    pub fn parse_all<T: DeserializeOwned>(&self) -> (Vec<(FileId, T)>, Diagnostics) {
        let mut parsed = Vec::new();
        let mut problems = Diagnostics::new();
        for (file, source) in self.files() {
            match parse(source) {
                Ok(value) => parsed.push((file, value)),
                Err(found) => problems.append(found),
            }
        }
        (parsed, problems)
    }

    /// A validator over all files; pick the file spans refer to with
    /// [`Validator::set_file`]. Starts on the first file.
    pub fn validator(&self) -> Validator {
        Validator::for_files(&self.sources)
    }
}

impl<S: Into<Source>> FromIterator<S> for ContentSet {
    fn from_iter<I: IntoIterator<Item = S>>(iter: I) -> Self {
        Self::from_sources(iter)
    }
}
