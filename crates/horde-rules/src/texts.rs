//! Every word a player reads, in Russian and English, through Project
//! Fluent. Each rule system keeps one catalogue ([`Texts`]) of its own
//! words beside its crate (`locales/{en,ru}/<game>.ftl`, compiled in) and
//! gives it through [`RuleSystem::texts`](crate::RuleSystem::texts); every
//! front end reads action labels, event narration and names from it, so a
//! word is written once. Fluent's plural rules give "1 ходок / 2 ходока /
//! 5 ходоков" without any code knowing Russian grammar.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

pub use fluent_bundle::FluentArgs;

/// The languages Horde speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
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
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Fluent files: a name for error messages, and the text.
pub type Sources = &'static [(&'static str, &'static str)];

/// A translator: one language's messages, from any number of files.
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
    /// The messages of `files`, all in `lang`. The files are part of the
    /// program, so a syntax error in them is a bug that the tests catch;
    /// the broken message then shows as its id.
    pub fn from_sources<'a>(lang: Lang, files: impl IntoIterator<Item = &'a (&'static str, &'static str)>) -> Self {
        let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Unicode isolation marks around arguments would count as
        // characters in a terminal cell grid and misalign the board.
        bundle.set_use_isolating(false);
        for (name, text) in files {
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

    /// Whether there is a message `id` (for the completeness tests and
    /// for names that may lack a translation).
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
        let mut args = $crate::texts::FluentArgs::new();
        $( args.set(stringify!($k), $crate::texts::arg($v)); )+
        $tr.f($id, &args)
    }};
}

/// One rule system's catalogue, in every language.
pub struct Texts {
    en: Sources,
    ru: Sources,
    built: [OnceLock<Tr>; 2],
}

impl fmt::Debug for Texts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Texts").field("en", &self.en.len()).field("ru", &self.ru.len()).finish_non_exhaustive()
    }
}

impl Texts {
    /// A catalogue of the files `en` and `ru` (the same message ids in
    /// each). Cheap: each language is parsed when first used.
    pub const fn new(en: Sources, ru: Sources) -> Self {
        Self { en, ru, built: [OnceLock::new(), OnceLock::new()] }
    }

    /// The catalogue of a rule system that has none.
    pub fn empty() -> &'static Self {
        static EMPTY: Texts = Texts::new(&[], &[]);
        &EMPTY
    }

    /// The files of `lang`, for a front end that adds its own messages
    /// to a rule system's in one bundle.
    pub fn sources(&self, lang: Lang) -> Sources {
        match lang {
            Lang::En => self.en,
            Lang::Ru => self.ru,
        }
    }

    /// The translator of `lang`.
    pub fn tr(&self, lang: Lang) -> &Tr {
        let i = match lang {
            Lang::En => 0,
            Lang::Ru => 1,
        };
        self.built[i].get_or_init(|| Tr::from_sources(lang, self.sources(lang)))
    }

    /// The message ids of `lang`, after checking that its files parse:
    /// `Err` names a file that does not parse or an id defined twice.
    pub fn ids(&self, lang: Lang) -> Result<BTreeSet<String>, String> {
        let mut out = BTreeSet::new();
        for (name, text) in self.sources(lang) {
            if let Err((_, errors)) = FluentResource::try_new((*text).to_owned()) {
                return Err(format!("{name} does not parse: {errors:?}"));
            }
            for id in message_ids(text) {
                if !out.insert(id.to_owned()) {
                    return Err(format!("{name}: {id} is defined twice"));
                }
            }
        }
        Ok(out)
    }

    /// Every message's text in `lang` without arguments resolved (for
    /// the test that front ends keep no game words).
    pub fn values(&self, lang: Lang) -> Vec<String> {
        let tr = self.tr(lang);
        self.ids(lang).unwrap_or_default().iter().map(|id| tr.t(id)).collect()
    }
}

/// The ids of the messages (and terms) a Fluent file defines: a message
/// starts at the beginning of a line with its id.
pub fn message_ids(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter_map(|line| {
        let (id, _) = line.split_once('=')?;
        let id = id.trim_end();
        let bare = id.strip_prefix('-').unwrap_or(id);
        (!bare.is_empty()
            && !line.starts_with([' ', '#', '\t'])
            && bare.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .then_some(id)
    })
}

/// Menu sections of actions, in the order a menu lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Group {
    /// Picking who acts next.
    Survivor,
    Move,
    Search,
    Door,
    Attack,
    Inventory,
    Helicopter,
    /// Jobs a squad works on: building, repairing, searching, curing.
    Work,
    /// Objectives, noise and other actions in place.
    Objective,
    /// Decisions inside automated steps (wounds, splits, skills).
    Choice,
    End,
    /// Outcomes of chance: only seen in replays.
    Chance,
}

impl Group {
    pub const ALL: [Self; 12] = [
        Self::Survivor,
        Self::Move,
        Self::Search,
        Self::Door,
        Self::Attack,
        Self::Inventory,
        Self::Helicopter,
        Self::Work,
        Self::Objective,
        Self::Choice,
        Self::End,
        Self::Chance,
    ];

    /// A stable name for data ("move").
    pub fn id(self) -> &'static str {
        match self {
            Self::Survivor => "survivor",
            Self::Move => "move",
            Self::Search => "search",
            Self::Door => "door",
            Self::Attack => "attack",
            Self::Inventory => "inventory",
            Self::Helicopter => "helicopter",
            Self::Work => "work",
            Self::Objective => "objective",
            Self::Choice => "choice",
            Self::End => "end",
            Self::Chance => "chance",
        }
    }

    /// The message id of the section title in [`common`].
    pub fn message(self) -> &'static str {
        match self {
            Self::Survivor => "group-survivor",
            Self::Move => "group-move",
            Self::Search => "group-search",
            Self::Door => "group-door",
            Self::Attack => "group-attack",
            Self::Inventory => "group-inventory",
            Self::Helicopter => "group-helicopter",
            Self::Work => "group-work",
            Self::Objective => "group-objective",
            Self::Choice => "group-choice",
            Self::End => "group-end",
            Self::Chance => "group-chance",
        }
    }

    /// The section title in `lang`.
    pub fn title(self, lang: Lang) -> String {
        common().tr(lang).t(self.message())
    }
}

/// Words every rule system shares: the titles of the menu's [`Group`]s
/// and the words a front end refuses a seat's action with.
pub fn common() -> &'static Texts {
    static COMMON: Texts = Texts::new(
        &[("en/common.ftl", include_str!("../locales/en/common.ftl"))],
        &[("ru/common.ftl", include_str!("../locales/ru/common.ftl"))],
    );
    &COMMON
}

/// How a seat's menu shows one action: words from the rule system's
/// catalogue, and where on the board it points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ActionText {
    pub label: String,
    /// One line on what it does, when the label does not say it all.
    pub detail: Option<String>,
    pub group: Group,
    /// The rule that allows it, as the specification numbers it ("" when
    /// the rule system does not say).
    pub rule: &'static str,
    /// The board spot it points at, in the rule system's numbering (a
    /// zone, a square code), for picking it on a board.
    pub target: Option<u16>,
    /// The same spot as the board pictures name it ("st4", "E5").
    pub target_name: Option<String>,
    /// The piece it concerns (a survivor), so a side panel can show it.
    pub subject: Option<u16>,
    /// A question to ask before sending it, in the reader's language: set
    /// on actions a player rarely means (an attack that can only hit a
    /// teammate). Menus list these last in their group.
    pub warning: Option<String>,
    /// The piece that takes the action, where a seat moves many pieces
    /// (a zombie player's horde): a menu may ask for the piece first and
    /// then list only its actions.
    pub piece: Option<PieceRef>,
}

/// A piece on the board as a menu offers it: where it stands, as the
/// board picture names the spot, and what to call it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PieceRef {
    pub spot: String,
    pub name: String,
}

impl ActionText {
    /// An action known by its label alone.
    pub fn plain(label: String) -> Self {
        Self {
            label,
            detail: None,
            group: Group::Choice,
            rule: "",
            target: None,
            target_name: None,
            subject: None,
            warning: None,
            piece: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_message_shows_its_id() {
        let tr = common().tr(Lang::Ru);
        assert_eq!(tr.t("no-such-message"), format!("{MISSING}no-such-message"));
        assert!(tr.has("group-move") && !tr.has("no-such-message"));
        assert_eq!(tr.t("group-move"), "Движение");
        assert_eq!(Group::Move.title(Lang::En), "Move");
    }

    #[test]
    fn both_languages_of_the_common_words_have_the_same_messages() {
        let en = common().ids(Lang::En).expect("en");
        assert_eq!(en, common().ids(Lang::Ru).expect("ru"));
        for g in Group::ALL {
            assert!(en.contains(g.message()), "{g:?}");
        }
    }

    #[test]
    fn arguments_have_no_isolation_marks() {
        static T: Texts =
            Texts::new(&[("en/t.ftl", "hello = Hello, { $name }!\n")], &[("ru/t.ftl", "hello = Привет, { $name }!\n")]);
        assert_eq!(crate::tr!(T.tr(Lang::En), "hello", name = "Katie"), "Hello, Katie!");
        assert_eq!(crate::tr!(T.tr(Lang::Ru), "hello", name = "Кейти"), "Привет, Кейти!");
        assert!(Texts::empty().tr(Lang::Ru).t("hello").starts_with(MISSING));
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
