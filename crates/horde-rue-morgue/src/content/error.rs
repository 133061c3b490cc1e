//! Content errors: every problem the loader finds, located by file, line,
//! column and field path.

use std::fmt;
use std::ops::Range;

/// One problem in the content files.
///
/// Displays as `file:line:column: path: message`, for example
/// `equipment.toml:40:12: equipment[3].melee.accuracy: accuracy must be
/// between 1 and 6, found 7`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentError {
    /// The file name given to the loader.
    pub file: String,
    /// 1-based line; 0 when the problem belongs to no place in a file (no
    /// file was given at all).
    pub line: usize,
    /// 1-based column, counted in characters.
    pub column: usize,
    /// Field path inside the file, such as `equipment[3].melee.accuracy`
    /// (record indices count from 0 within the file); empty for TOML syntax
    /// errors.
    pub path: String,
    pub message: String,
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: ", self.file, self.line, self.column)?;
        if !self.path.is_empty() {
            write!(f, "{}: ", self.path)?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for ContentError {}

/// Byte offsets to 1-based line and column.
#[derive(Debug)]
pub(crate) struct LineIndex {
    line_starts: Vec<usize>,
}

impl LineIndex {
    pub(crate) fn new(text: &str) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Self { line_starts }
    }

    /// Line and column (both 1-based; the column counts characters) of a
    /// byte offset in `text`, the text this index was built from.
    pub(crate) fn locate(&self, text: &str, offset: usize) -> (usize, usize) {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.line_starts.partition_point(|&start| start <= offset);
        let start = self.line_starts[line - 1];
        let column = text[start..offset].chars().count() + 1;
        (line, column)
    }
}

/// One source file as the loader sees it.
#[derive(Debug)]
pub(crate) struct SourceFile<'a> {
    pub(crate) name: &'a str,
    pub(crate) text: &'a str,
    lines: LineIndex,
}

impl<'a> SourceFile<'a> {
    pub(crate) fn new(name: &'a str, text: &'a str) -> Self {
        Self { name, text, lines: LineIndex::new(text) }
    }
}

/// Collects errors against the files they belong to.
#[derive(Debug)]
pub(crate) struct Reporter<'a> {
    pub(crate) files: Vec<SourceFile<'a>>,
    /// With the index of their file, for sorting.
    errors: Vec<(usize, ContentError)>,
}

impl<'a> Reporter<'a> {
    pub(crate) fn new(files: Vec<SourceFile<'a>>) -> Self {
        Self { files, errors: Vec::new() }
    }

    /// Records a problem at `span` (byte offsets) of file number `file`.
    pub(crate) fn error(
        &mut self,
        file: usize,
        span: Range<usize>,
        path: impl Into<String>,
        message: impl Into<String>,
    ) {
        let (name, line, column) = match self.files.get(file) {
            Some(source) => {
                let (line, column) = source.lines.locate(source.text, span.start);
                (source.name.to_owned(), line, column)
            }
            None => (String::new(), 0, 0),
        };
        self.errors.push((file, ContentError { file: name, line, column, path: path.into(), message: message.into() }));
    }

    /// `file:line:column` of a place, for messages that point elsewhere
    /// ("first defined at ...").
    pub(crate) fn place(&self, file: usize, span: &Range<usize>) -> String {
        match self.files.get(file) {
            Some(source) => {
                let (line, column) = source.lines.locate(source.text, span.start);
                format!("{}:{line}:{column}", source.name)
            }
            None => String::from("?"),
        }
    }

    pub(crate) fn has_errors(&self) -> bool {
        !self.errors.is_empty()
    }

    /// All errors, in file order, then by position.
    pub(crate) fn into_errors(self) -> Vec<ContentError> {
        let mut errors = self.errors;
        errors.sort_by_key(|(file, e)| (*file, e.line, e.column));
        errors.into_iter().map(|(_, e)| e).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locates_lines_and_character_columns() {
        let text = "a = 1\nимя = \"x\"\n\nlast";
        let index = LineIndex::new(text);
        assert_eq!(index.locate(text, 0), (1, 1));
        assert_eq!(index.locate(text, 4), (1, 5));
        let space = text.find(" = \"").unwrap();
        assert_eq!(index.locate(text, space), (2, 4));
        assert_eq!(index.locate(text, text.len()), (4, 5));
    }

    #[test]
    fn displays_with_and_without_path() {
        let mut e = ContentError {
            file: "x.toml".into(),
            line: 3,
            column: 7,
            path: "skill[2].id".into(),
            message: "duplicate id".into(),
        };
        assert_eq!(e.to_string(), "x.toml:3:7: skill[2].id: duplicate id");
        e.path.clear();
        assert_eq!(e.to_string(), "x.toml:3:7: duplicate id");
    }
}
