//! Rules at hand for Grid Siege: the siege's briefing (its goal and the
//! rules a newcomer must know, from `content/grid-siege/briefing.toml`)
//! and the odds of kills of an attack, counted by the contract's
//! enumeration of its die.
//!
//! The briefing is words only: it is kept out of the rules' content, so
//! rewording it never changes the content version saved matches carry.

use crate::{Action, Event, GridSiege, Pending};
use horde_data::Source;
use horde_rules::at_hand::{Bilingual, Briefing, BriefingRule};
use serde::Deserialize;
use std::sync::OnceLock;

/// The catalogue message that names what an attack's odds count.
pub const KILLS: &str = "gs-ah-kills";

const FILE: (&str, &str) = ("briefing.toml", include_str!("../../../content/grid-siege/briefing.toml"));

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    briefing: Raw,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    mission: String,
    source: String,
    goal_en: String,
    goal_ru: String,
    #[serde(default)]
    rule: Vec<RawRule>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRule {
    rule: String,
    en: String,
    ru: String,
}

fn parsed() -> &'static Result<Raw, String> {
    static PARSED: OnceLock<Result<Raw, String>> = OnceLock::new();
    PARSED.get_or_init(|| {
        horde_data::parse::<File>(&Source::new(FILE.0, FILE.1)).map(|f| f.briefing).map_err(|d| d.to_string())
    })
}

/// The briefing of `mission`, when it is the siege.
pub fn briefing(mission: &str) -> Option<Briefing> {
    let b = parsed().as_ref().ok().filter(|b| b.mission == mission)?;
    let rules = b
        .rule
        .iter()
        .map(|r| BriefingRule {
            text: Bilingual { en: r.en.trim().to_owned(), ru: r.ru.trim().to_owned() },
            rule: r.rule.clone(),
        })
        .collect();
    Some(Briefing {
        goal: Bilingual { en: b.goal_en.trim().to_owned(), ru: b.goal_ru.trim().to_owned() },
        story: Bilingual::default(),
        rules,
        source: b.source.clone(),
    })
}

impl GridSiege {
    /// An attack at a zombie, or a throw that blasts, shows its odds of
    /// kills: its dice are all the chance in it (GS-ATK, GS-RES).
    pub(crate) fn odds_measure_of(&self, action: Action) -> Option<&'static str> {
        let Action::Attack { slot, target, .. } = action else { return None };
        let blasts = self.profile(slot).is_some_and(|p| p.blast > 0);
        (self.has_zombie(target) || blasts).then_some(KILLS)
    }

    /// The attack's (or its blast's) dice are still to roll. A reroll is
    /// the player's choice, so the odds are those of the roll he keeps.
    pub(crate) fn attack_open(&self) -> bool {
        matches!(self.pending, Pending::AttackDie(_) | Pending::BlastDie(_))
    }

    /// Zombies killed in `events`.
    pub(crate) fn kills_in(events: &[Event]) -> u32 {
        events.iter().filter(|e| matches!(e, Event::ZombieKilled { .. })).count() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use horde_rules::RuleSystem;

    #[test]
    fn the_siege_has_a_briefing_whose_rules_are_in_the_spec() {
        assert!(parsed().is_ok(), "{:?}", parsed().as_ref().err());
        let b = briefing("siege").unwrap();
        assert!(b.goal.en.contains("search square") && b.goal.ru.contains("машину"), "{b:?}");
        assert_eq!(b.source, "horde");
        let spec = GridSiege::spec();
        for r in &b.rules {
            assert!(spec.rule(&r.rule).is_some(), "{} is no rule of the spec", r.rule);
            assert!(!r.text.en.is_empty() && !r.text.ru.is_empty());
        }
        assert!(b.rules.iter().any(|r| r.rule == "GS-WIN-1"));
        assert_eq!(briefing("elsewhere"), None);
    }
}
