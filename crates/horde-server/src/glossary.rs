//! The names of a rule system's content, for the pages: views name cards
//! and survivors by their English names and skills by their ids, and a
//! page shows them in its own language. Names only, nothing about a match.

use horde_core::Game;
use horde_rue_morgue::RueMorgue;
use std::collections::BTreeMap;

/// Skill id to its English name (the views name skills by id).
pub(crate) fn english_names(game: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    if game == <RueMorgue as Game>::ID {
        for s in &horde_rue_morgue::content::builtin_catalog().skills {
            out.insert(s.id.clone(), s.name_en.clone());
        }
    }
    out
}

/// English name (or skill id) to Russian name, for the content of rule
/// system `game`; empty when it has none to translate.
pub(crate) fn russian_names(game: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    if game == <RueMorgue as Game>::ID {
        let c = horde_rue_morgue::content::builtin_catalog();
        let pairs = c
            .equipment
            .iter()
            .map(|e| (&e.name_en, &e.name_ru))
            .chain(c.survivors.iter().map(|s| (&s.name_en, &s.name_ru)))
            .chain(c.skills.iter().map(|s| (&s.name_en, &s.name_ru)))
            .chain(c.skills.iter().map(|s| (&s.id, &s.name_ru)))
            .chain(c.zombies.iter().map(|z| (&z.name_en, &z.name_ru)));
        for (en, ru) in pairs {
            if !en.is_empty() && !ru.is_empty() {
                out.insert(en.clone(), ru.clone());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rue_morgue_cards_have_russian_names() {
        let names = russian_names("rue-morgue");
        assert_eq!(names.get("AK-47").map(String::as_str), Some("АК-47"));
        assert!(names.len() > 20, "equipment, survivors and skills: {}", names.len());
        assert!(russian_names("duel").is_empty());
        // Views name skills by id: both languages have a name for it.
        assert_eq!(english_names("rue-morgue").get("helicopter_pilot").map(String::as_str), Some("Helicopter pilot"));
        assert!(names.contains_key("helicopter_pilot"));
    }
}
