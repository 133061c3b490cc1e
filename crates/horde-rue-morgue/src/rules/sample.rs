//! Drawing one legal action uniformly (`Game::sample_legal`) without
//! listing RM-INV-4's discards: at a players' decision every card of the
//! seat's survivors may be discarded, often half the list, and a random
//! playout lists them only to ignore them.
//!
//! The draw maps its index onto the list `legal_actions` would build, so it
//! picks exactly the action the list-based default picks from the same
//! stream: seeded reports stay the same.

use super::RueMorgue;
use super::action::Action;
use super::state::{Phase, Step};
use horde_core::{Game, HordeRng};

/// The smallest discard in the order of `Action`: the discards' block of
/// an ascending list starts at the first action not below it.
const FIRST_DISCARD: Action = Action::Discard(0, 0);

impl RueMorgue {
    pub(crate) fn sample_action(&self, rng: &mut HordeRng, scratch: &mut Vec<Action>) -> Option<Action> {
        if let Some(drawn) = self.sample_players(rng, scratch) {
            return drawn;
        }
        scratch.clear();
        self.legal_actions(scratch);
        draw_index(rng, scratch.len()).map(|i| scratch[i])
    }

    /// The current decision is listed by the players' phase generator
    /// (see `for_each_legal`).
    pub(super) fn players_decision(&self) -> bool {
        !self.s.result.is_over()
            && match self.s.stack.top() {
                None => self.s.phase == Phase::Players,
                Some(Step::LinkTurn { .. }) => true,
                Some(_) => false,
            }
    }

    /// At a players' decision whose actions other than discards come
    /// strictly ascending around the discards' block: lists those actions
    /// into `scratch` and returns where the block starts in the list
    /// `legal_actions` would build (the discards themselves are
    /// `discards()`, in order). `None` anywhere else, where only the full
    /// sorted list has the right order.
    pub(crate) fn list_but_discards(&self, scratch: &mut Vec<Action>) -> Option<usize> {
        if !self.players_decision() {
            return None;
        }
        scratch.clear();
        self.gen_players_but_discards(&mut |a| {
            scratch.push(a);
            false
        });
        if !scratch.windows(2).all(|w| w[0] < w[1]) {
            return None;
        }
        let block = scratch.partition_point(|a| *a < FIRST_DISCARD);
        if matches!(scratch.get(block), Some(Action::Discard(..))) {
            return None;
        }
        Some(block)
    }

    /// The draw at a players' decision, or `None` when the actions other
    /// than discards do not come strictly ascending around the discards'
    /// block (then only the sorted full list has the right order).
    pub(super) fn sample_players(&self, rng: &mut HordeRng, scratch: &mut Vec<Action>) -> Option<Option<Action>> {
        let block = self.list_but_discards(scratch)?;
        let discards = self.discards().count();
        let Some(r) = draw_index(rng, scratch.len() + discards) else { return Some(None) };
        Some(Some(match r.checked_sub(block) {
            None => scratch[r],
            Some(k) if k < discards => self.discards().nth(k)?,
            Some(_) => scratch[r - discards],
        }))
    }
}

/// An index below `n` drawn as `Game::sample_legal`'s default draws it,
/// or `None` for an empty list.
fn draw_index(rng: &mut HordeRng, n: usize) -> Option<usize> {
    let n = u32::try_from(n).ok().filter(|&n| n > 0)?;
    Some(rng.below(n) as usize)
}
