//! Every string a player reads, in Russian and English, through Project
//! Fluent: the `.ftl` files are compiled in, so a binary never misses its
//! translations, and Fluent's plural rules give "1 ходок / 2 ходока /
//! 5 ходоков" without any code knowing Russian grammar.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::fmt;
use unic_langid::LanguageIdentifier;

/// The languages the interface speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Lang {
    En,
    Ru,
}

impl Lang {
    pub const ALL: [Self; 2] = [Self::En, Self::Ru];

    /// `"ru"`, `"ru_RU.UTF-8"`, `"en-GB"`, ... → a language; `None` for the rest.
    pub fn parse(s: &str) -> Option<Self> {
        let s = s.trim().to_ascii_lowercase();
        if s.starts_with("ru") {
            Some(Self::Ru)
        } else if s.starts_with("en") || s == "c" || s == "posix" || s.starts_with("c.") {
            Some(Self::En)
        } else {
            None
        }
    }

    /// The language of the locale, as POSIX orders it: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`. English when none names a language we speak.
    pub fn from_env() -> Self {
        Self::from_vars(|k| std::env::var(k).ok())
    }

    /// [`Lang::from_env`] over any variable source, so tests need not touch
    /// the process environment.
    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> Self {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let Some(v) = get(key).filter(|v| !v.is_empty()) {
                // The first variable that is set decides, even if it names a
                // language we lack: that is what the user asked for.
                return Self::parse(&v).unwrap_or(Self::En);
            }
        }
        Self::En
    }

    pub fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Ru => "ru",
        }
    }

    fn sources(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Self::En => &[
                ("en/ui.ftl", include_str!("../locales/en/ui.ftl")),
                ("en/rue-morgue.ftl", include_str!("../locales/en/rue-morgue.ftl")),
                ("en/grid-siege.ftl", include_str!("../locales/en/grid-siege.ftl")),
            ],
            Self::Ru => &[
                ("ru/ui.ftl", include_str!("../locales/ru/ui.ftl")),
                ("ru/rue-morgue.ftl", include_str!("../locales/ru/rue-morgue.ftl")),
                ("ru/grid-siege.ftl", include_str!("../locales/ru/grid-siege.ftl")),
            ],
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A translator: one language's messages.
pub struct Tr {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
}

impl fmt::Debug for Tr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Tr").field("lang", &self.lang).finish_non_exhaustive()
    }
}

impl Tr {
    /// The compiled-in messages of `lang`. The files are part of the
    /// program, so a syntax error in them is a bug that the tests catch;
    /// it is reported and the broken message shows as its id.
    pub fn new(lang: Lang) -> Self {
        let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new(vec![id]);
        // Unicode isolation marks around arguments would count as
        // characters in a terminal cell grid and misalign the board.
        bundle.set_use_isolating(false);
        for (name, text) in lang.sources() {
            let resource = match FluentResource::try_new((*text).to_owned()) {
                Ok(r) => r,
                Err((r, errors)) => {
                    debug_assert!(errors.is_empty(), "{name}: {errors:?}");
                    r
                }
            };
            if let Err(errors) = bundle.add_resource(resource) {
                debug_assert!(errors.is_empty(), "{name}: {errors:?}");
            }
        }
        Self { lang, bundle }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The message `id`, without arguments.
    pub fn t(&self, id: &str) -> String {
        self.format(id, None)
    }

    /// The message `id` with arguments.
    pub fn f(&self, id: &str, args: &FluentArgs<'_>) -> String {
        self.format(id, Some(args))
    }

    /// Whether the bundle has a message `id` (for the completeness tests).
    pub fn has(&self, id: &str) -> bool {
        self.bundle.get_message(id).is_some_and(|m| m.value().is_some())
    }

    fn format(&self, id: &str, args: Option<&FluentArgs<'_>>) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            // A missing message shows its id, marked, rather than nothing:
            // the tests look for the mark.
            return format!("{MISSING}{id}");
        };
        let mut errors = Vec::new();
        let out = self.bundle.format_pattern(pattern, args, &mut errors);
        out.into_owned()
    }
}

/// Marks a message id that has no translation.
pub const MISSING: &str = "⟦missing⟧";

/// Converts a value to a Fluent argument (numbers select plural forms).
pub fn arg<'a, V: Into<FluentValue<'a>>>(v: V) -> FluentValue<'a> {
    v.into()
}

/// `tr!(tr, "id")` or `tr!(tr, "id", count = 3, name = "Katie")`.
#[macro_export]
macro_rules! tr {
    ($tr:expr, $id:expr) => {
        $tr.t($id)
    };
    ($tr:expr, $id:expr, $($k:ident = $v:expr),+ $(,)?) => {{
        let mut args = ::fluent_bundle::FluentArgs::new();
        $( args.set(stringify!($k), $crate::i18n::arg($v)); )+
        $tr.f($id, &args)
    }};
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Message ids of one language, after checking that its files parse.
    fn ids(lang: Lang) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        for (name, text) in lang.sources() {
            if let Err((_, errors)) = FluentResource::try_new((*text).to_owned()) {
                panic!("{name} does not parse: {errors:?}");
            }
            // A message starts at the beginning of a line with its id.
            for line in text.lines() {
                let Some((id, _)) = line.split_once('=') else { continue };
                let id = id.trim_end();
                if !id.is_empty()
                    && !line.starts_with([' ', '#'])
                    && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                {
                    assert!(out.insert(id.to_owned()), "{name}: {id} is defined twice");
                }
            }
        }
        out
    }

    #[test]
    fn both_languages_have_the_same_messages() {
        let en = ids(Lang::En);
        let ru = ids(Lang::Ru);
        let only_en: Vec<_> = en.difference(&ru).collect();
        let only_ru: Vec<_> = ru.difference(&en).collect();
        assert!(only_en.is_empty() && only_ru.is_empty(), "only in en: {only_en:?}; only in ru: {only_ru:?}");
        assert!(en.len() > 200, "{} messages", en.len());
    }

    #[test]
    fn a_missing_message_shows_its_id() {
        let tr = Tr::new(Lang::Ru);
        assert_eq!(tr.t("no-such-message"), format!("{MISSING}no-such-message"));
        assert!(tr.has("group-move") && !tr.has("no-such-message"));
        assert_eq!(tr.t("group-move"), "Движение");
    }

    #[test]
    fn no_isolation_marks_around_arguments() {
        let tr = Tr::new(Lang::En);
        let s = crate::tr!(tr, "status-seed", seed = "42");
        assert_eq!(s, "seed 42");
    }

    #[test]
    fn locale_variables_pick_the_language() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| (*v).to_owned())
        };
        assert_eq!(Lang::from_vars(env(&[("LANG", "ru_RU.UTF-8")])), Lang::Ru);
        assert_eq!(Lang::from_vars(env(&[("LANG", "ru_RU.UTF-8"), ("LC_ALL", "en_US.UTF-8")])), Lang::En);
        assert_eq!(Lang::from_vars(env(&[("LC_MESSAGES", "ru"), ("LANG", "en")])), Lang::Ru);
        assert_eq!(Lang::from_vars(env(&[("LANG", "de_DE")])), Lang::En);
        assert_eq!(Lang::from_vars(env(&[])), Lang::En);
        assert_eq!(Lang::parse("RU"), Some(Lang::Ru));
        assert_eq!(Lang::parse("fr"), None);
    }
}
