//! The boards drawn for a match's current state, kept for the viewers
//! who see it alike.
//!
//! Drawing a seat's board is the largest part of building its state. The
//! acting seat's answer, the next seat's read of its page and every open
//! socket's update all ask for the same state, and where their views are
//! equal (every seat of a rule system without secrets on the board) they
//! get one drawing. A board is drawn from the viewer's view alone (the
//! `Picture` contract), so the key is that view and the language of its
//! words, never the viewer's name: a seat whose view differs from another's
//! (a hand shown to one seat) has a drawing of its own. Entries belong to
//! one position of the log and go when the match moves, however it moves.
//!
//! Where the rule system splits its board (`Picture::board_base`), the
//! drawing kept per position is only the board's top; the base, the same
//! for every viewer and position of the match, is drawn once per language
//! and kept with the match under the hash of its text. Pages fetch it by
//! that hash once and keep it (it never changes), so each state carries a
//! fraction of the board.

use horde_rules::Lang;
use serde_json::Value;
use std::sync::Arc;

/// At most this many drawings of one position are kept: a view per seat
/// and spectators, in a language or two.
const KEPT: usize = 8;

#[derive(Default)]
pub(crate) struct Boards {
    /// The log length and undo count the drawings belong to.
    at: Option<(u64, u64)>,
    drawn: Vec<Drawn>,
    /// The base of the match's boards per language asked for (`None`:
    /// the rule system draws its boards whole).
    bases: Vec<(Lang, Option<Base>)>,
}

/// The part of a match's boards that never changes, and its name.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Base {
    /// The hash of `svg`, as 16 hex digits: what its address names.
    pub(crate) key: String,
    pub(crate) svg: Arc<str>,
}

impl Base {
    fn new(svg: String) -> Self {
        Self { key: format!("{:016x}", horde_core::stable_hash(svg.as_str())), svg: svg.into() }
    }
}

struct Drawn {
    lang: Lang,
    view: Value,
    board: Option<String>,
}

impl Boards {
    /// The board for `view` in `lang` at position `at` (see [`Boards::at`]),
    /// drawn by `draw` unless a viewer who saw an equal view was given it.
    pub(crate) fn get(
        &mut self,
        at: (u64, u64),
        lang: Lang,
        view: &Value,
        draw: impl FnOnce() -> Option<String>,
    ) -> Option<String> {
        if self.at != Some(at) {
            self.at = Some(at);
            self.drawn.clear();
        }
        if let Some(d) = self.drawn.iter().find(|d| d.lang == lang && d.view == *view) {
            return d.board.clone();
        }
        let board = draw();
        if self.drawn.len() == KEPT {
            self.drawn.remove(0);
        }
        self.drawn.push(Drawn { lang, view: view.clone(), board: board.clone() });
        board
    }

    /// The base of the match's boards in `lang`, drawn by `draw` the
    /// first time it is asked for.
    pub(crate) fn base(&mut self, lang: Lang, draw: impl FnOnce() -> Option<String>) -> Option<&Base> {
        let i = match self.bases.iter().position(|(l, _)| *l == lang) {
            Some(i) => i,
            None => {
                self.bases.push((lang, draw().map(Base::new)));
                self.bases.len() - 1
            }
        };
        self.bases[i].1.as_ref()
    }

    /// The base named `key`, among those drawn so far.
    pub(crate) fn base_named(&self, key: &str) -> Option<Arc<str>> {
        self.bases.iter().filter_map(|(_, b)| b.as_ref()).find(|b| b.key == key).map(|b| b.svg.clone())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use serde_json::json;
    use std::cell::Cell;

    /// A drawing that says which view it was drawn from, and a count of draws.
    fn drawer<'a>(count: &'a Cell<u32>, view: &'a Value, lang: Lang) -> impl FnOnce() -> Option<String> + 'a {
        move || {
            count.set(count.get() + 1);
            Some(format!("{lang}:{view}"))
        }
    }

    #[test]
    fn equal_views_share_a_drawing_and_other_views_get_their_own() {
        let mut boards = Boards::default();
        let count = Cell::new(0);
        let open = json!({"zombies": 3});
        let hand = json!({"zombies": 3, "hand": ["axe"]});
        let at = (5, 0);
        let a = boards.get(at, Lang::En, &open, drawer(&count, &open, Lang::En));
        let b = boards.get(at, Lang::En, &open, drawer(&count, &open, Lang::En));
        assert_eq!((a.as_deref(), count.get()), (b.as_deref(), 1), "a second viewer with the same view");
        // A view that shows more is never answered with another's drawing.
        let c = boards.get(at, Lang::En, &hand, drawer(&count, &hand, Lang::En));
        assert_eq!(c.unwrap(), format!("en:{hand}"));
        let d = boards.get(at, Lang::Ru, &open, drawer(&count, &open, Lang::Ru));
        assert_eq!(d.unwrap(), format!("ru:{open}"));
        assert_eq!(count.get(), 3);
    }

    #[test]
    fn a_new_position_never_serves_an_old_drawing() {
        let mut boards = Boards::default();
        let count = Cell::new(0);
        let view = json!({"turn": 1});
        boards.get((5, 0), Lang::En, &view, drawer(&count, &view, Lang::En));
        // The next action, and an undo back to the same length: drawn anew
        // even though the view reads the same.
        for at in [(6, 0), (5, 1)] {
            let fresh = Value::String(format!("{at:?}"));
            let drawn = boards.get(at, Lang::En, &view, drawer(&count, &fresh, Lang::En));
            assert_eq!(drawn.unwrap(), format!("en:{fresh}"), "{at:?}");
        }
        assert_eq!(count.get(), 3);
    }

    #[test]
    fn a_base_is_drawn_once_per_language_and_found_by_its_hash() {
        let mut boards = Boards::default();
        let count = Cell::new(0);
        let draw = |lang: Lang| {
            let count = &count;
            move || {
                count.set(count.get() + 1);
                Some(format!("<svg lang={lang}>"))
            }
        };
        let en = boards.base(Lang::En, draw(Lang::En)).cloned().unwrap();
        // A new position keeps the base: it is the whole match's.
        boards.get((9, 0), Lang::En, &json!({}), || None);
        assert_eq!(boards.base(Lang::En, draw(Lang::En)), Some(&en));
        let ru = boards.base(Lang::Ru, draw(Lang::Ru)).cloned().unwrap();
        assert_eq!(count.get(), 2);
        assert_ne!(en.key, ru.key);
        assert_eq!(boards.base_named(&ru.key).as_deref(), Some("<svg lang=ru>"));
        assert_eq!(boards.base_named(&en.key).as_deref(), Some("<svg lang=en>"));
        assert_eq!(boards.base_named("0000000000000000"), None);
        // A rule system without a base is asked once, too.
        let mut whole = Boards::default();
        assert_eq!(whole.base(Lang::En, || None), None);
        assert_eq!(whole.base(Lang::En, || Some("drawn again".into())), None);
    }

    #[test]
    fn a_position_keeps_a_bounded_number_of_drawings() {
        let mut boards = Boards::default();
        let count = Cell::new(0);
        for i in 0..20 {
            let view = json!({ "seat": i });
            boards.get((1, 0), Lang::En, &view, drawer(&count, &view, Lang::En));
        }
        assert_eq!(boards.drawn.len(), KEPT);
    }
}
