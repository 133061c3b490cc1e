//! Rules at hand as the pages receive them: an action's odds labelled in
//! the reader's language. Briefings, explanations and rolls go out as the
//! rule system builds them (`horde_rules::at_hand`).

use horde_rules::texts::arg;
use horde_rules::{Lang, Odds, RuleSystem};
use serde::{Deserialize, Serialize};

/// The exact chances of an action's results, each labelled.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OddsView {
    pub chances: Vec<ChanceView>,
}

/// One result: its count, its words ("2 kills") and its exact chance.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChanceView {
    pub count: u32,
    pub label: String,
    pub num: u64,
    pub den: u64,
}

impl OddsView {
    pub(crate) fn new<G: RuleSystem>(odds: &Odds, lang: Lang) -> Self {
        let tr = G::texts().tr(lang);
        let chances = odds
            .chances
            .iter()
            .map(|c| {
                let mut args = horde_rules::texts::FluentArgs::new();
                args.set("count", arg(c.count));
                ChanceView { count: c.count, label: tr.f(&odds.measure, &args), num: c.num, den: c.den }
            })
            .collect();
        Self { chances }
    }
}
