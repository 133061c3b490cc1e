//! Every string a player reads, in Russian and English, through Project
//! Fluent (the machinery lives in `horde_rules::texts`). The terminal's
//! translator holds its own chrome (`locales/*/ui.ftl`) together with the
//! words every rule system shares and each played system's catalogue, so
//! board painters and cards can name pieces with the same messages the
//! rule crates use for labels and narration.

use crate::games;
use std::fmt;
use std::ops::Deref;

pub use horde_rules::texts::{Lang, MISSING, arg};

/// The terminal's own files.
const UI_EN: horde_rules::texts::Sources = &[("en/ui.ftl", include_str!("../locales/en/ui.ftl"))];
const UI_RU: horde_rules::texts::Sources = &[("ru/ui.ftl", include_str!("../locales/ru/ui.ftl"))];

/// A translator: one language's messages (interface and games).
pub struct Tr(horde_rules::Tr);

impl fmt::Debug for Tr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl Deref for Tr {
    type Target = horde_rules::Tr;
    fn deref(&self) -> &horde_rules::Tr {
        &self.0
    }
}

impl Tr {
    /// The compiled-in messages of `lang`.
    pub fn new(lang: Lang) -> Self {
        Self(horde_rules::Tr::from_sources(lang, sources(lang)))
    }
}

/// Every file the terminal's translator of `lang` is built from.
pub fn sources(lang: Lang) -> Vec<&'static (&'static str, &'static str)> {
    let ui = match lang {
        Lang::En => UI_EN,
        Lang::Ru => UI_RU,
    };
    let mut out: Vec<_> = ui.iter().collect();
    out.extend(horde_rules::texts::common().sources(lang));
    for texts in games::catalogues() {
        out.extend(texts.sources(lang));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Message ids of the terminal's own files, after checking they parse.
    fn ids(lang: Lang) -> BTreeSet<String> {
        let ui = horde_rules::Texts::new(UI_EN, UI_RU);
        ui.ids(lang).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn both_languages_have_the_same_messages() {
        let en = ids(Lang::En);
        let ru = ids(Lang::Ru);
        let only_en: Vec<_> = en.difference(&ru).collect();
        let only_ru: Vec<_> = ru.difference(&en).collect();
        assert!(only_en.is_empty() && only_ru.is_empty(), "only in en: {only_en:?}; only in ru: {only_ru:?}");
        assert!(en.len() > 50, "{} messages", en.len());
    }

    #[test]
    fn a_missing_message_shows_its_id() {
        let tr = Tr::new(Lang::Ru);
        assert_eq!(tr.t("no-such-message"), format!("{MISSING}no-such-message"));
        assert!(tr.has("group-move") && tr.has("rm-act-search") && !tr.has("no-such-message"));
        assert_eq!(tr.t("group-move"), "Движение");
    }

    #[test]
    fn no_isolation_marks_around_arguments() {
        let tr = Tr::new(Lang::En);
        let s = crate::tr!(tr, "status-seed", seed = "42");
        assert_eq!(s, "seed 42");
    }
}
