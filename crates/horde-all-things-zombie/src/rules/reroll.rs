//! Tonya's reroll (ATZ-FAQ-5, ATZ-GAP-11): once the dice of a roll of hers
//! are all down, her seat may roll one of them again, once per roll, on
//! every roll she makes in a turn but the initiative (which is no roll of
//! a character). Dice of the same roll that are not hers (the zombies' in
//! a melee or a surprise, the survivor's when she finds one) stay.

use crate::content::Ability;
use crate::rules::action::Action;
use crate::rules::event::Event;
use crate::rules::state::{Atz, Pending, RollFor};
use std::ops::Range;

/// The places of the roller's own dice in a roll of `need` dice.
fn own_dice(why: RollFor, need: u8) -> Range<usize> {
    match why {
        RollFor::Run
        | RollFor::Test(..)
        | RollFor::Shot
        | RollFor::Grenade
        | RollFor::Runaway
        | RollFor::Ability { .. }
        | RollFor::Pity { .. }
        | RollFor::ChargeRun { .. } => 0..usize::from(need),
        RollFor::Melee { char_dice } => 0..usize::from(char_dice),
        RollFor::Duel { first, .. } => 0..usize::from(first),
        // The zombies' die comes first (ATZ-GAP-21).
        RollFor::Surprise { .. } => 1..2,
        // The counter's, sex and weapon dice, then the finder's (ATZ-GAP-12).
        RollFor::Found => 3..4,
        // Nobody's: the marker's, the edge's, the placement's.
        RollFor::Generation | RollFor::Entry | RollFor::PlaceTie => 0..0,
    }
}

impl Atz {
    /// A die of a roll in progress; a complete roll of Tonya's waits for
    /// her choice before it counts.
    pub(crate) fn die_rolled(&mut self, c: u8, why: RollFor, need: u8, d: u8, ev: &mut Vec<Event>) {
        match self.reroll_slot.take().map(usize::from) {
            Some(i) if i < self.dice.len() => self.dice[i] = d,
            _ => self.dice.push(d),
        }
        if self.dice.len() < usize::from(need) {
            return;
        }
        let hers = self.characters.get(usize::from(c)).is_some_and(|ch| ch.def().ability == Some(Ability::Reroll));
        if hers && !self.rerolled && !own_dice(why, need).is_empty() {
            self.pending = Pending::Reroll { c, why, need };
            return;
        }
        self.rerolled = false;
        self.rolled(c, why, ev);
    }

    pub(crate) fn reroll_actions(&self, why: RollFor, out: &mut Vec<Action>) {
        let need = self.dice.len() as u8;
        out.extend(own_dice(why, need).filter_map(|i| u8::try_from(i).ok()).map(Action::Reroll));
        out.push(Action::KeepDice);
    }

    /// The chosen die goes back to chance; the roll counts once it is down.
    pub(crate) fn reroll(&mut self, c: u8, why: RollFor, need: u8, i: u8, ev: &mut Vec<Event>) {
        let old = self.dice.get(usize::from(i)).copied().unwrap_or(0);
        ev.push(Event::Rerolled { c, old });
        self.rerolled = true;
        self.reroll_slot = Some(i);
        self.pending = Pending::Roll { c, why, need };
    }

    pub(crate) fn keep_dice(&mut self, c: u8, why: RollFor, ev: &mut Vec<Event>) {
        self.rerolled = false;
        self.rolled(c, why, ev);
    }
}
