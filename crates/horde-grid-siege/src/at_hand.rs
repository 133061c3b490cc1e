//! Rules at hand for Grid Siege: the siege's briefing (its goal and the
//! rules a newcomer must know, from `content/grid-siege/briefing.toml`),
//! the dice tray's rolls and the odds of kills of an attack, counted by
//! the contract's enumeration of its die.
//!
//! The briefing is words only: it is kept out of the rules' content, so
//! rewording it never changes the content version saved matches carry.

use crate::texts::{humans, names, narrate, texts};
use crate::{Action, Event, GridSiege, Pending, Roll};
use horde_data::Source;
use horde_rules::at_hand::{Bilingual, Briefing, BriefingRule};
use horde_rules::{Lang, tr};
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

    /// Each roll in `events` (as one viewer saw them) for the dice tray:
    /// the dice of one kind rolled one after another (a burst, a blast's
    /// dice) are one roll, told with what they did, up to the next roll
    /// or turn. Grid Siege's cards read a die on a table, not against a
    /// target number, so a roll has none; its hits are what it achieved.
    pub(crate) fn rolls_in(&self, events: &[Event], lang: Lang) -> Vec<horde_rules::Roll> {
        let tr = texts().tr(lang);
        let humans = humans(self);
        let mut out = Vec::new();
        let mut acting: Option<u8> = None;
        let mut i = 0;
        while i < events.len() {
            let kind = match events[i] {
                Event::TurnStarted { human, .. } => {
                    acting = Some(human);
                    i += 1;
                    continue;
                }
                Event::ZombiePhase => {
                    acting = None;
                    i += 1;
                    continue;
                }
                Event::DieRolled { roll, .. } => roll,
                _ => {
                    i += 1;
                    continue;
                }
            };
            // A burst's or a blast's dice are one roll; any other die is a
            // roll of its own (two zombies' attacks are two rolls).
            let many = matches!(kind, Roll::Attack | Roll::Blast);
            let mut dice = Vec::new();
            while let Some(&Event::DieRolled { value, roll }) = events.get(i)
                && roll == kind
                && (many || dice.is_empty())
            {
                dice.push(value);
                i += 1;
            }
            let end = events[i..]
                .iter()
                .position(|e| {
                    matches!(
                        e,
                        Event::DieRolled { .. }
                            | Event::Rerolled { .. }
                            | Event::TurnStarted { .. }
                            | Event::TurnEnded { .. }
                            | Event::RoundStarted { .. }
                            | Event::HumanPhase
                            | Event::ZombiePhase
                    )
                })
                .map_or(events.len(), |n| i + n);
            let told = &events[i..end];
            let what = names::roll(tr, kind);
            let zombie_side = matches!(kind, Roll::SpawnSheet | Roll::ZombieAttack);
            // Who rolled: named by what the dice did, or the turn's human.
            let who = told.iter().find_map(actor).or(acting).or_else(|| self.turn().map(|t| t.human));
            let title = match who.filter(|_| !zombie_side) {
                Some(h) => tr!(tr, "gs-ah-roll", who = names::human(tr, &humans, h), what = what),
                None => what,
            };
            let mut text: Vec<String> = told.iter().take(4).map(|e| narrate(&humans, e, tr)).collect();
            if told.len() > 4 {
                text.push("…".to_owned());
            }
            // A roll that only picks a sheet says so in its title; any
            // other roll that did nothing says that.
            if text.is_empty() && !matches!(kind, Roll::PlacementSheet | Roll::SpawnSheet) {
                text.push(tr.t("gs-ah-roll-nothing"));
            }
            out.push(horde_rules::Roll {
                title,
                hits: achieved(kind, told),
                dice,
                target: None,
                text: text.join(" · "),
                rule: roll_rule(kind).to_owned(),
            });
        }
        out
    }

    /// Zombies killed in `events`.
    pub(crate) fn kills_in(events: &[Event]) -> u32 {
        events.iter().filter(|e| matches!(e, Event::ZombieKilled { .. })).count() as u32
    }
}

/// What a roll achieved for whoever rolled it: zombies killed or pushed
/// by an attack or a blast, wounds a zombie's attack dealt, one for a use
/// or a start that worked; nothing for the rolls that pick a sheet or
/// decide a break-through's cost.
fn achieved(kind: Roll, told: &[Event]) -> u32 {
    let count = |f: fn(&Event) -> bool| told.iter().filter(|e| f(e)).count() as u32;
    match kind {
        Roll::Attack | Roll::Blast => count(|e| matches!(e, Event::ZombieKilled { .. } | Event::ZombiePushed { .. })),
        Roll::ZombieAttack => count(|e| matches!(e, Event::Wounded { .. } | Event::Died { .. })),
        Roll::Use => u32::from(!told.iter().any(|e| matches!(e, Event::UseFailed { .. }))),
        Roll::StartCar => count(|e| matches!(e, Event::CarStarted)),
        Roll::BreakThrough | Roll::PlacementSheet | Roll::SpawnSheet => 0,
    }
}

/// The human an event tells of as acting.
fn actor(e: &Event) -> Option<u8> {
    match *e {
        Event::Attacked { human, .. }
        | Event::Healed { human, .. }
        | Event::UseFailed { human, .. }
        | Event::WeaponEmpty { human, .. }
        | Event::HumanMoved { human, .. } => Some(human),
        _ => None,
    }
}

/// The rule each kind of roll is read by.
fn roll_rule(kind: Roll) -> &'static str {
    match kind {
        Roll::Attack => "GS-ATK-3",
        Roll::Blast => "GS-EXPL-1",
        Roll::Use => "GS-ITEM-2",
        Roll::BreakThrough => "GS-MOVE-9",
        Roll::StartCar => "GS-CAR-2",
        Roll::PlacementSheet => "GS-SETUP-6",
        Roll::SpawnSheet => "GS-ZSPAWN-3",
        Roll::ZombieAttack => "GS-ZATK-1",
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
