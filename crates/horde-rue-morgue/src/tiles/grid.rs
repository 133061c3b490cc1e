//! Grids of cell labels inside TOML strings, with the byte position of
//! every label in the file so problems point at the label itself.

use std::ops::Range;
use toml::Spanned;

/// One label of a grid: its text and its byte range in the file (or the
/// whole string's range when the string uses escapes and positions inside
/// it cannot be trusted).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Token<'a> {
    pub text: &'a str,
    pub span: Range<usize>,
}

/// The rows of labels of a grid string, blank lines skipped.
pub(crate) fn tokens<'a>(file_text: &str, value: &'a Spanned<String>) -> Vec<Vec<Token<'a>>> {
    let base = content_start(file_text, value);
    let text = value.get_ref().as_str();
    let mut rows = Vec::new();
    let mut line_start = 0usize;
    for line in text.split_inclusive('\n') {
        let mut row = Vec::new();
        let mut at = 0usize;
        for word in line.split_whitespace() {
            // `split_whitespace` yields words in order; find each after the last.
            let off = line[at..].find(word).map_or(at, |i| at + i);
            at = off + word.len();
            let span = match base {
                Some(b) => b + line_start + off..b + line_start + off + word.len(),
                None => value.span(),
            };
            row.push(Token { text: word, span });
        }
        if !row.is_empty() {
            rows.push(row);
        }
        line_start += line.len();
    }
    rows
}

/// Byte offset in the file of the first character of the string's value,
/// when the value's characters map one to one onto the file's.
fn content_start(file_text: &str, value: &Spanned<String>) -> Option<usize> {
    let span = value.span();
    let raw = file_text.get(span.clone())?;
    let (skip, basic) = if raw.starts_with("\"\"\"") {
        (3, true)
    } else if raw.starts_with("'''") {
        (3, false)
    } else if raw.starts_with('"') {
        (1, true)
    } else if raw.starts_with('\'') {
        (1, false)
    } else {
        return None;
    };
    if basic && raw.contains('\\') {
        return None;
    }
    let mut start = span.start + skip;
    // A newline right after the opening delimiter is not part of the value.
    if skip == 3 {
        let rest = &file_text[start..];
        if rest.starts_with("\r\n") {
            start += 2;
        } else if rest.starts_with('\n') {
            start += 1;
        }
    }
    Some(start)
}

/// Clockwise quarter turns of a square grid: the cell at `(x, y)` of the
/// turned grid comes from this cell of the original.
pub(crate) fn unrotated(x: usize, y: usize, size: usize, quarter_turns: u8) -> (usize, usize) {
    let n = size - 1;
    match quarter_turns % 4 {
        0 => (x, y),
        // Turned once clockwise: new (x, y) shows old (y, n - x).
        1 => (y, n - x),
        2 => (n - x, n - y),
        _ => (n - y, x),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_point_at_labels_in_the_file() {
        let file = "cells = \"\"\"\na  b\n\ncc d\n\"\"\"\n";
        let doc: toml::Table = toml::from_str(file).expect("toml");
        assert!(doc.contains_key("cells"));
        #[derive(serde::Deserialize)]
        struct F {
            cells: Spanned<String>,
        }
        let f: F = toml::from_str(file).expect("toml");
        let rows = tokens(file, &f.cells);
        assert_eq!(rows.len(), 2);
        let cc = &rows[1][0];
        assert_eq!(cc.text, "cc");
        assert_eq!(&file[cc.span.clone()], "cc");
        assert_eq!(&file[rows[0][1].span.clone()], "b");
    }

    #[test]
    fn escaped_strings_fall_back_to_the_whole_value() {
        let file = "cells = \"a \\u0062\"\n";
        #[derive(serde::Deserialize)]
        struct F {
            cells: Spanned<String>,
        }
        let f: F = toml::from_str(file).expect("toml");
        let rows = tokens(file, &f.cells);
        assert_eq!(rows[0][1].text, "b");
        assert_eq!(rows[0][1].span, f.cells.span());
    }

    #[test]
    fn quarter_turns_move_corners_clockwise() {
        // The north-west corner goes to the north-east after one turn.
        assert_eq!(unrotated(2, 0, 3, 1), (0, 0));
        assert_eq!(unrotated(2, 2, 3, 2), (0, 0));
        assert_eq!(unrotated(0, 2, 3, 3), (0, 0));
        assert_eq!(unrotated(1, 1, 3, 1), (1, 1));
    }
}
