//! Rules at hand: what a front end shows so a player need not open the
//! rulebook. A mission's briefing, an explanation of every named piece
//! and board symbol, the dice each roll showed, and the exact odds of an
//! action whose result is left to chance.
//!
//! Each is a hook of [`RuleSystem`](crate::RuleSystem) with a default (no
//! briefing, no explanations, no rolls; odds by enumeration once the rule
//! system says what they count), so a front end asks every rule system the
//! same way and never names one.

use crate::RuleSystem;
use horde_core::Decision;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A text in both languages, for what is listed before a page has chosen
/// its language (the lobby's missions).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Bilingual {
    pub en: String,
    pub ru: String,
}

/// One special rule of a mission, with the rule it applies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BriefingRule {
    pub text: Bilingual,
    /// The rule ID ("" when the rule is the mission's own).
    pub rule: String,
}

/// A mission's briefing: what wins it and what is special about it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Briefing {
    pub goal: Bilingual,
    /// The story read before play; empty when the mission has none.
    pub story: Bilingual,
    pub rules: Vec<BriefingRule>,
    /// Where the text comes from: "horde" where the rulebook gives none
    /// and the words are ours.
    pub source: String,
}

/// What a named thing is, in one language: a piece of equipment, a
/// skill, a kind of enemy, a symbol of the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Explanation {
    /// Stable across languages ("weapon:pistol", "symbol:manhole").
    pub key: String,
    /// The name as the page shows it, by which the page finds it in its
    /// panel's text.
    pub name: String,
    /// The class the board picture gives its marks of this kind, when
    /// it is a board symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub symbol: Option<String>,
    /// Its statistics or text, a line each.
    pub lines: Vec<String>,
    /// The rule that defines it.
    pub rule: String,
}

/// One roll of dice as the events told it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    /// Who rolled for what ("Wanda · Pistol").
    pub title: String,
    pub dice: Vec<u8>,
    /// The number a die must reach to count, when there is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<u8>,
    /// How many dice counted.
    pub hits: u32,
    /// The roll in words ("2 hits of 3 at 4+").
    pub text: String,
    pub rule: String,
}

/// The exact probability of each value of what an action's odds count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Odds {
    /// The catalogue message that names what is counted (with `$count`).
    pub measure: String,
    /// Ascending by count; the probabilities sum to one.
    pub chances: Vec<Chance>,
}

/// `count` happens with probability `num / den` (in lowest terms).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Chance {
    pub count: u32,
    pub num: u64,
    pub den: u64,
}

impl Chance {
    pub fn probability(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

/// How many end states an enumeration may reach before it gives up: six
/// dice (46 656 rolls) fit, a larger roll shows no odds rather than make
/// a page wait.
pub const ODDS_BUDGET: usize = 60_000;

/// The odds of `action` from `state`: every chance outcome that follows it
/// while [`RuleSystem::odds_open`], each weighted as `chance_outcomes`
/// weighs it, applied to a copy of the state. `None` when the action
/// shows no odds, is refused, or has more outcomes than `budget`.
///
/// The rule system chooses which actions show odds: it must choose only
/// those whose chance depends on nothing hidden from the seat (dice, not
/// a deck's order), since the enumeration sees the whole state.
pub fn enumerate_odds<G: RuleSystem>(state: &G, action: G::Action, budget: usize) -> Option<Odds> {
    let measure = state.odds_measure(action)?;
    let mut after = state.clone();
    let mut events = Vec::new();
    after.apply(action, &mut events).ok()?;
    let mut walk = Walk { leaves: BTreeMap::new(), budget };
    walk.visit(&after, &mut events, Ratio::ONE)?;
    let chances =
        walk.leaves.into_iter().map(|(count, p)| Chance { count, num: p.num as u64, den: p.den as u64 }).collect();
    Some(Odds { measure: measure.to_owned(), chances })
}

struct Walk {
    leaves: BTreeMap<u32, Ratio>,
    budget: usize,
}

impl Walk {
    fn visit<G: RuleSystem>(&mut self, state: &G, events: &mut Vec<G::Event>, p: Ratio) -> Option<()> {
        if state.decision() == Decision::Chance && state.odds_open() {
            let mut outcomes = Vec::new();
            state.chance_outcomes(&mut outcomes);
            let total: u128 = outcomes.iter().map(|&(_, w)| u128::from(w)).sum();
            if total > 0 {
                for (outcome, w) in outcomes {
                    if w == 0 {
                        continue;
                    }
                    let mut next = state.clone();
                    let mark = events.len();
                    next.apply_unchecked(outcome, events);
                    self.visit(&next, events, p.times(u128::from(w), total)?)?;
                    events.truncate(mark);
                }
                return Some(());
            }
        }
        self.budget = self.budget.checked_sub(1)?;
        let count = state.odds_count(events);
        let sum = self.leaves.get(&count).copied().unwrap_or(Ratio::ZERO).plus(p)?;
        self.leaves.insert(count, sum);
        Some(())
    }
}

/// An exact probability; `None` from an operation means it overflowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ratio {
    num: u128,
    den: u128,
}

impl Ratio {
    const ZERO: Self = Self { num: 0, den: 1 };
    const ONE: Self = Self { num: 1, den: 1 };

    fn new(num: u128, den: u128) -> Option<Self> {
        let g = gcd(num, den).max(1);
        let r = Self { num: num / g, den: den / g };
        // Sent as u64: keep within it.
        (r.den <= u128::from(u64::MAX)).then_some(r)
    }

    fn times(self, num: u128, den: u128) -> Option<Self> {
        Self::new(self.num.checked_mul(num)?, self.den.checked_mul(den)?)
    }

    fn plus(self, o: Self) -> Option<Self> {
        let den = (self.den / gcd(self.den, o.den)).checked_mul(o.den)?;
        Self::new(self.num.checked_mul(den / self.den)?.checked_add(o.num.checked_mul(den / o.den)?)?, den)
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratios_add_in_lowest_terms() {
        let quarter = Ratio::new(9, 36);
        assert_eq!(quarter, Some(Ratio { num: 1, den: 4 }));
        let half = Ratio::ONE.times(1, 2);
        let sum = quarter.zip(half).and_then(|(a, b)| a.plus(b));
        assert_eq!(sum, Some(Ratio { num: 3, den: 4 }));
        assert_eq!(Ratio::ZERO.plus(Ratio::ONE), Some(Ratio::ONE));
    }
}
