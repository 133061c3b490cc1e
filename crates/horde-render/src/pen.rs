//! The line writer the board pictures build their SVG text with.

/// An SVG document being written, one element a line.
#[derive(Default)]
pub(crate) struct Pen(pub(crate) String);

impl Pen {
    pub(crate) fn line(&mut self, s: &str) {
        self.0.push_str(s);
        self.0.push('\n');
    }
}
