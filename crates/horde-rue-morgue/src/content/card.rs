//! A survivor's ID card (RM-SURV-1, RM-XP-2) built from the catalog: his
//! skills by danger level and what he starts with, in both languages.

use super::skill_ref::SkillRef;
use super::types::{Catalog, SetupRole, SkillDef};
use serde::Serialize;
use std::fmt::Write as _;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Named {
    pub id: String,
    pub name_en: String,
    pub name_ru: String,
    /// The skill's rule ID; empty for items.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub rule_id: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Level {
    /// "blue", "yellow", "orange", "red".
    pub level: &'static str,
    /// How many of `skills` the survivor gains on reaching it (RM-XP-2).
    pub picks: usize,
    pub skills: Vec<Named>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SurvivorCard {
    pub id: String,
    pub name_en: String,
    pub name_ru: String,
    pub levels: Vec<Level>,
    /// The cards one of which is dealt to him at setup (RM-SETUP-6).
    pub dealt_from: Vec<Named>,
    /// Items his "Starts with" skills put in his inventory (RM-SKILL-54).
    pub starts_with: Vec<Named>,
}

/// The card of the survivor whose id, English or Russian name is `name`
/// (any case), or a message listing the survivors.
pub fn survivor_card(cat: &Catalog, name: &str) -> Result<SurvivorCard, String> {
    let wanted = name.trim().to_lowercase();
    let Some(d) =
        cat.survivors.iter().find(|s| [&s.id, &s.name_en, &s.name_ru].iter().any(|n| n.to_lowercase() == wanted))
    else {
        let known: Vec<String> = cat.survivors.iter().map(|s| format!("{} ({})", s.name_en, s.name_ru)).collect();
        return Err(format!("no survivor {name:?}; the survivors are: {}", known.join(", ")));
    };
    let item = |id: &str| {
        cat.equipment.iter().find(|e| e.id == id).map(|e| Named {
            id: e.id.clone(),
            name_en: e.name_en.clone(),
            name_ru: e.name_ru.clone(),
            rule_id: String::new(),
        })
    };
    let mut starts_with = Vec::new();
    let mut levels = Vec::new();
    for (level, picks, list) in [
        ("blue", d.blue.len(), &d.blue),
        ("yellow", d.yellow.len(), &d.yellow),
        ("orange", d.orange.len().min(1), &d.orange),
        ("red", d.red.len().min(1), &d.red),
    ] {
        let mut skills = Vec::new();
        for entry in list {
            let r = SkillRef::parse(entry);
            let def = cat.skills.iter().find(|s| s.id == r.id);
            if level == "blue"
                && r.id == "starts_with"
                && let Some(it) = r.parameter.and_then(item)
            {
                starts_with.push(it);
            }
            skills.push(skill_named(cat, def, entry, r.parameter, &item));
        }
        levels.push(Level { level, picks, skills });
    }
    let dealt_from =
        cat.equipment.iter().filter(|e| e.setup == SetupRole::Starting).filter_map(|e| item(&e.id)).collect();
    Ok(SurvivorCard {
        id: d.id.clone(),
        name_en: d.name_en.clone(),
        name_ru: d.name_ru.clone(),
        levels,
        dealt_from,
        starts_with,
    })
}

/// A skill's names with its bracketed parameter filled in ("+1 Damage:
/// [type]" with `melee` reads "+1 Damage: melee"; an item parameter takes
/// the item's name in each language).
fn skill_named(
    cat: &Catalog,
    def: Option<&SkillDef>,
    entry: &str,
    param: Option<&str>,
    item: &dyn Fn(&str) -> Option<Named>,
) -> Named {
    let Some(def) = def else {
        return Named { id: entry.into(), name_en: entry.into(), name_ru: entry.into(), rule_id: String::new() };
    };
    let fill = |name: &str, value: &str| match (name.find('['), name.find(']')) {
        (Some(a), Some(b)) if a < b => format!("{}{value}{}", &name[..a], &name[b + 1..]),
        _ => format!("{name} ({value})"),
    };
    let (en, ru) = match param {
        Some(p) => match item(p) {
            Some(it) => (fill(&def.name_en, &it.name_en), fill(&def.name_ru, &it.name_ru)),
            None => {
                let (pe, pr) = param_names(cat, p);
                (fill(&def.name_en, &pe), fill(&def.name_ru, &pr))
            }
        },
        None => (def.name_en.clone(), def.name_ru.clone()),
    };
    Named { id: entry.into(), name_en: en, name_ru: ru, rule_id: def.rule_id.clone() }
}

/// A non-item parameter in both languages: a combat kind in the words of
/// the skill names ("близко", "на дистанции"), or a zombie kind's names.
fn param_names(cat: &Catalog, p: &str) -> (String, String) {
    match p {
        "melee" => ("melee".into(), "близко".into()),
        "ranged" => ("ranged".into(), "на дистанции".into()),
        _ => cat
            .zombies
            .iter()
            .find(|z| format!("{:?}", z.kind).eq_ignore_ascii_case(p))
            .map_or((p.into(), p.into()), |z| (z.name_en.clone(), z.name_ru.clone())),
    }
}

impl SurvivorCard {
    /// The card as text, English names first.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "{} («{}»)  [{}]", self.name_en, self.name_ru, self.id);
        for l in &self.levels {
            let head = match (l.level, l.picks, l.skills.len()) {
                (_, _, 0) => format!("{}: none", l.level),
                ("blue", ..) => "blue (from the start)".to_string(),
                (lv, p, n) if p < n => format!("{lv} (choose {p} of {n})"),
                (lv, ..) => lv.to_string(),
            };
            let _ = writeln!(out, "  {head}");
            for s in &l.skills {
                let _ = writeln!(out, "    - {} («{}»)  {}", s.name_en, s.name_ru, s.rule_id);
            }
        }
        let _ = writeln!(out, "  starting equipment (RM-SETUP-6): one card dealt from");
        for e in &self.dealt_from {
            let _ = writeln!(out, "    - {} («{}»)", e.name_en, e.name_ru);
        }
        for e in &self.starts_with {
            let _ = writeln!(out, "  and starts with {} («{}»)  RM-SKILL-54", e.name_en, e.name_ru);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::builtin_catalog;

    #[test]
    fn rm_surv_1_travis_card_by_any_name() {
        let cat = builtin_catalog();
        let card = survivor_card(cat, "Тревис").unwrap();
        assert_eq!(card, survivor_card(cat, "travis").unwrap());
        assert_eq!(card.name_en, "Travis");
        let blue = &card.levels[0];
        assert_eq!((blue.level, blue.picks), ("blue", 1));
        assert_eq!(blue.skills[0].name_en, "Helicopter pilot");
        assert_eq!(blue.skills[0].rule_id, "RM-SKILL-58");
        // RM-XP-2: orange is a choice of 2, red of 3.
        assert_eq!((card.levels[2].picks, card.levels[2].skills.len()), (1, 2));
        assert_eq!((card.levels[3].picks, card.levels[3].skills.len()), (1, 3));
        // The bracketed parameter is filled in.
        assert!(
            card.levels[2]
                .skills
                .iter()
                .any(|s| s.name_en == "+1 Damage: ranged" && s.name_ru == "+1 урон: на дистанции"),
            "{card:?}"
        );
        let text = card.to_text();
        assert!(text.contains("orange (choose 1 of 2)") && text.contains("red (choose 1 of 3)"), "{text}");
        assert!(text.contains("Fire axe"), "{text}");
    }

    #[test]
    fn unknown_survivor_lists_the_known_ones() {
        let e = survivor_card(builtin_catalog(), "Bitar").unwrap_err();
        assert!(e.contains("Bear (Беар)"), "{e}");
    }
}
