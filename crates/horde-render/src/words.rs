//! The words a picture prints (legend, key, subtitle) in the reader's
//! language. English is the source text; Russian is looked up from it, so a
//! word without a translation still shows, in English.

/// The language of a picture's words.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Language {
    #[default]
    En,
    Ru,
}

/// Russian words; legend labels stay within about eleven letters, the
/// room one key leaves for its label.
const RU: &[(&str, &str)] = &[
    ("start", "старт"),
    ("exit", "выход"),
    // The words on the board's tokens.
    ("EXIT", "ВЫХОД"),
    ("H", "В"),
    ("spawn, dice", "появление"),
    ("blue spawn", "синяя зона"),
    ("objective", "цель"),
    ("tent", "палатка"),
    ("manhole", "люк"),
    ("blue bed", "син. койка"),
    ("green bed", "зел. койка"),
    ("search", "обыск"),
    ("helicopter", "вертолёт"),
    ("event token", "событие"),
    ("zombies", "зомби"),
    ("door", "дверь"),
    ("blue door", "синяя дверь"),
    ("open door", "откр. дверь"),
    ("fence", "забор"),
    ("street", "улица"),
    ("building", "здание"),
    ("corridor", "коридор"),
    ("camp", "лагерь"),
    ("pad", "площадка"),
    ("cooperative", "кооператив"),
    ("competitive", "соревнование"),
    ("easy", "лёгкая"),
    ("medium", "средняя"),
    ("hard", "сложная"),
];

/// `english` in `language`.
pub fn say(english: &str, language: Language) -> &str {
    match language {
        Language::En => english,
        Language::Ru => RU.iter().find(|(en, _)| *en == english).map_or(english, |(_, ru)| ru),
    }
}

/// The last line of the terminal picture: what each character means.
pub fn text_key(language: Language) -> &'static str {
    match language {
        Language::En => {
            "key: . street  # building  : corridor  , camp  = pad | A start  X exit  S spawn  O objective  T tent  \
             H helicopter  m manhole  b beds  @ survivors  z zombies\n"
        }
        Language::Ru => {
            "ключ: . улица  # здание  : коридор  , лагерь  = площадка | A старт  X выход  S появление  O цель  \
             T палатка  H вертолёт  m люк  b койки  @ выжившие  z зомби\n"
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn russian_words_come_from_the_english_ones() {
        assert_eq!(say("blue door", Language::Ru), "синяя дверь");
        assert_eq!(say("blue door", Language::En), "blue door");
        // Untranslated words fall back to English rather than vanish.
        assert_eq!(say("nightmare", Language::Ru), "nightmare");
        assert!(text_key(Language::Ru).starts_with("ключ: . улица"));
    }
}
