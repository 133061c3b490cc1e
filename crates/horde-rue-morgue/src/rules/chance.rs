//! Drawing a chance outcome (`Game::sample_chance`) without listing the
//! outcomes where their weights are known without a list: a die (attack
//! dice RM-COMBAT-1, spawn dice RM-SPAWN-3), a zombie card (RM-SPAWN-6:
//! from a shuffled deck every card left is equally likely) and a search
//! draw (RM-SEARCH-2: weighted by the copies left in the deck). Listing
//! them cost a random playout about 8% of its time.
//!
//! Each draw maps `below(total)` onto the outcomes in the order
//! `chance_each` lists them, exactly as `HordeRng::weighted` does over the
//! list, so it gives the same outcome from the same stream: every seeded
//! match and report stays the same. The setup's deals fall back to the
//! list.

use super::RueMorgue;
use super::action::Action;
use super::state::Step;
use horde_core::{HordeRng, sample_listed_chance};

impl RueMorgue {
    pub(crate) fn sample_chance_outcome(&self, rng: &mut HordeRng, scratch: &mut Vec<(Action, u32)>) -> Option<Action> {
        if self.s.result.is_over() {
            return None;
        }
        match self.s.stack.top() {
            Some(Step::AttackRoll | Step::SpawnRoll { .. }) => Some(Action::Die(rng.below(6) as u8 + 1)),
            Some(Step::DrawZombie { .. } | Step::DealZombies { .. }) => {
                let cards = Some(self.s.zdeck.count_ones()).filter(|&n| n > 0)?;
                crate::map::iter_mask(self.s.zdeck).nth(rng.below(cards) as usize).map(Action::DrawZombie)
            }
            Some(Step::SearchDraw { .. }) => {
                let total: u32 = self.s.eq_deck.iter().map(|&n| u32::from(n)).sum();
                let mut r = rng.below(Some(total).filter(|&t| t > 0)?);
                for (i, &n) in self.s.eq_deck.iter().enumerate() {
                    let n = u32::from(n);
                    if r < n {
                        return Some(Action::DrawEquipment(i as u8));
                    }
                    r -= n;
                }
                None
            }
            _ => sample_listed_chance(self, rng, scratch),
        }
    }
}
