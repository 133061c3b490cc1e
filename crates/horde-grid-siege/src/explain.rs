//! What each named piece and board symbol of Grid Siege is, for the page's
//! tap-to-explain popovers: every thing's card read as its die numbers,
//! range, burst and blast; every character's lives, preferred thing and
//! feature; every zombie card's effect; and the board's symbols. Built from
//! the content and the catalogue, so it says what the engine enforces.

use crate::content::{ResultTable, Size, Thing, UseTable, content};
use crate::texts::{names, texts};
use horde_rules::at_hand::Explanation;
use horde_rules::texts::Tr;
use horde_rules::{Lang, tr};

/// The board's symbols: catalogue id, the picture's selector, the rule.
const SYMBOLS: [(&str, &str, &str); 8] = [
    ("zombie", "g.zombie", "GS-ZMOVE-1"),
    ("human", "g.human", "GS-LIFE-1"),
    ("search", "path.search", "GS-SEARCH-1"),
    ("bush", "circle.bush", "GS-MOVE-4"),
    ("furniture", "rect.furniture", "GS-MOVE-4"),
    ("item", "path.item", "GS-ACT-6"),
    ("window", "line.window", "GS-MOVE-3"),
    ("barricade", "line.barricade", "GS-BAR-1"),
];

/// Every explanation in `lang`.
pub fn explanations(lang: Lang) -> Vec<Explanation> {
    let tr = texts().tr(lang);
    let c = content();
    let mut out: Vec<Explanation> = c.things.iter().enumerate().map(|(i, t)| thing(tr, i as u8, t)).collect();
    for (i, ch) in c.characters.iter().enumerate() {
        let i = i as u8;
        let mut lines = vec![
            tr!(tr, "gs-ah-lives", lives = u32::from(ch.lives)),
            tr!(tr, "gs-ah-preferred", thing = names::thing(tr, ch.preferred)),
        ];
        if let Some((name, text)) = names::feature(tr, i) {
            lines.push(format!("{name}: {text}"));
        }
        lines.push(tr!(tr, "gs-ah-unarmed", table = table(tr, &ch.unarmed, false)));
        out.push(Explanation {
            key: format!("character:{}", ch.id),
            name: names::character(tr, i),
            symbol: None,
            lines,
            rule: "GS-SETUP-4".to_owned(),
        });
    }
    for (k, card) in c.zombie_cards.iter().enumerate() {
        let key = format!("gs-zcard-{}-text", card.id.replace('_', "-"));
        let text = if tr.has(&key) { tr.t(&key) } else { card.text.clone() };
        out.push(Explanation {
            key: format!("zombie-card:{}", card.id),
            name: names::zombie_card(tr, k as u8),
            symbol: None,
            lines: vec![tr.t("gs-ah-zombie-card"), text],
            rule: "GS-ZCARD-1".to_owned(),
        });
    }
    for (id, selector, rule) in SYMBOLS {
        out.push(Explanation {
            key: format!("symbol:{id}"),
            name: String::new(),
            symbol: Some(selector.to_owned()),
            lines: vec![tr.t(&format!("gs-ah-sym-{id}"))],
            rule: rule.to_owned(),
        });
    }
    out
}

/// A thing's card: what kind of thing it is, then each symbol it carries.
fn thing(tr: &Tr, i: u8, t: &Thing) -> Explanation {
    let mut lines = vec![tr.t(match (t.weapon, t.size) {
        (true, Size::Big) => "gs-ah-weapon-big",
        (true, _) => "gs-ah-weapon-small",
        (false, Size::Big) => "gs-ah-item-big",
        (false, Size::Small) => "gs-ah-item-small",
        (false, Size::None) => "gs-ah-item-none",
    })];
    if let Some(attack) = &t.attack {
        lines.push(tr!(tr, "gs-ah-attack", table = table(tr, attack, t.range > 0 || t.thrown)));
    }
    if t.range > 0 {
        lines.push(tr!(tr, "gs-ah-range", range = u32::from(t.range)));
    } else if t.weapon && t.attack.is_some() {
        lines.push(tr.t("gs-ah-melee"));
    }
    if t.burst > 1 {
        lines.push(tr!(tr, "gs-ah-burst", dice = u32::from(t.burst)));
    }
    if t.blast > 0 {
        lines.push(tr!(tr, "gs-ah-blast", radius = u32::from(t.blast)));
    }
    if let Some(melee) = &t.melee {
        lines.push(tr!(tr, "gs-ah-empty", table = table(tr, melee, false)));
    }
    if let Some(u) = &t.use_table {
        lines.push(use_line(tr, u));
    }
    if t.single_use {
        lines.push(tr.t("gs-ah-single-use"));
    }
    let rule = if t.blast > 0 {
        "GS-EXPL-1"
    } else if t.attack.is_some() {
        "GS-ATK-3"
    } else {
        "GS-ITEM-2"
    };
    Explanation {
        key: format!("thing:{}", t.id),
        name: names::thing(tr, i),
        symbol: None,
        lines,
        rule: rule.to_owned(),
    }
}

/// A result table as die numbers per result: "1: Oops! · 2–4: miss · …".
/// Seven, an aimed six (GS-AIM-2), is shown only where aiming can reach it.
fn table(tr: &Tr, t: &ResultTable, aimed: bool) -> String {
    let top = if aimed { 7 } else { 6 };
    let mut parts: Vec<String> = Vec::new();
    let mut from = 1u8;
    while from <= top {
        let r = t.get(from);
        let mut to = from;
        while to < top && t.get(to + 1) == r {
            to += 1;
        }
        let faces = if from == to { from.to_string() } else { format!("{from}–{to}") };
        parts.push(format!("{faces}: {}", names::result(tr, r)));
        from = to + 1;
    }
    parts.join(" · ")
}

/// An item's use numbers (GS-ITEM-2 c, d): which faces apply it, which
/// spoil it, which are an Oops.
fn use_line(tr: &Tr, u: &UseTable) -> String {
    let faces = |bits: u8| (1..=6u8).filter(|v| bits & (1 << v) != 0).map(|v| v.to_string()).collect::<Vec<_>>();
    let mut out = tr!(tr, "gs-ah-use", faces = faces(u.success).join(", "));
    let breaks = faces(u.breaks);
    if !breaks.is_empty() {
        out += &tr!(tr, "gs-ah-use-breaks", faces = breaks.join(", "));
    }
    let oops = faces(u.oops);
    if !oops.is_empty() {
        out += &tr!(tr, "gs-ah-use-oops", faces = oops.join(", "));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use horde_rules::RuleSystem;

    #[test]
    fn every_thing_character_card_and_symbol_is_explained_in_both_languages() {
        let c = content();
        for lang in [Lang::En, Lang::Ru] {
            let all = explanations(lang);
            assert_eq!(all.len(), c.things.len() + c.characters.len() + c.zombie_cards.len() + SYMBOLS.len());
            let spec = crate::GridSiege::spec();
            for x in &all {
                assert!(spec.rule(&x.rule).is_some(), "{} cites no rule of the spec: {}", x.key, x.rule);
                assert!(
                    !x.lines.is_empty() && x.lines.iter().all(|l| !l.contains(horde_rules::texts::MISSING)),
                    "{x:?}"
                );
            }
            if lang == Lang::Ru {
                let words = all.iter().flat_map(|x| x.lines.iter().chain([&x.name]));
                for w in words {
                    assert!(!w.contains("miss") && !w.contains("head"), "English in Russian: {w}");
                }
            }
        }
    }

    /// GS-ATK-3, GS-RES-9: the axe's card read as its die numbers.
    #[test]
    fn a_weapon_reads_as_its_die_numbers() {
        let all = explanations(Lang::En);
        let axe = all.iter().find(|x| x.key == "thing:axe").expect("the axe");
        assert_eq!(
            axe.lines[1], "Attack: 1: Oops! · 2–3: miss · 4: body hit, pushed back · 5–6: head hit, destroyed",
            "{axe:?}"
        );
        assert!(axe.lines.iter().any(|l| l.starts_with("Melee")), "{axe:?}");
        let pistol = all.iter().find(|x| x.key == "thing:pistol").expect("the pistol");
        assert!(pistol.lines[1].contains("7: "), "an aimed six reaches 7 (GS-AIM-2): {pistol:?}");
        let ru = explanations(Lang::Ru);
        let axe = ru.iter().find(|x| x.key == "thing:axe").expect("the axe");
        assert_eq!(axe.name, "Топор");
        assert!(axe.lines[1].contains("5–6: попадание в голову"), "{axe:?}");
    }
}
