//! A one-line text field (the save file's path).

/// What the field is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptKind {
    Save,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prompt {
    pub kind: PromptKind,
    pub text: String,
    /// Cursor position in characters.
    pub cursor: usize,
}

impl Prompt {
    pub fn new(kind: PromptKind, text: String) -> Self {
        let cursor = text.chars().count();
        Self { kind, text, cursor }
    }

    fn byte_at(&self, char_pos: usize) -> usize {
        self.text.char_indices().nth(char_pos).map_or(self.text.len(), |(b, _)| b)
    }

    pub fn insert(&mut self, c: char) {
        if c.is_control() {
            return;
        }
        let b = self.byte_at(self.cursor);
        self.text.insert(b, c);
        self.cursor += 1;
    }

    pub fn backspace(&mut self) {
        if self.cursor == 0 {
            return;
        }
        self.cursor -= 1;
        let b = self.byte_at(self.cursor);
        self.text.remove(b);
    }

    pub fn delete(&mut self) {
        if self.cursor < self.text.chars().count() {
            let b = self.byte_at(self.cursor);
            self.text.remove(b);
        }
    }

    pub fn left(&mut self) {
        self.cursor = self.cursor.saturating_sub(1);
    }

    pub fn right(&mut self) {
        self.cursor = (self.cursor + 1).min(self.text.chars().count());
    }

    pub fn home(&mut self) {
        self.cursor = 0;
    }

    pub fn end(&mut self) {
        self.cursor = self.text.chars().count();
    }

    pub fn clear(&mut self) {
        self.text.clear();
        self.cursor = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits_by_character_not_byte() {
        let mut p = Prompt::new(PromptKind::Save, "игра.json".into());
        p.home();
        p.right();
        p.delete();
        p.insert('Г');
        assert_eq!(p.text, "иГра.json");
        p.end();
        p.backspace();
        p.backspace();
        assert_eq!(p.text, "иГра.js");
        p.insert('\u{7}');
        assert_eq!(p.text, "иГра.js", "control characters are ignored");
    }
}
