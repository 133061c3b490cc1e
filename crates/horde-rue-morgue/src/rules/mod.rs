//! The Rue Morgue rule system: `RueMorgue` implements `horde_core::Game`.

mod action;
mod chance;
mod combat;
mod competitive;
mod distributor;
mod event;
mod flow;
mod helpers;
mod mission_setup;
mod players;
mod routes;
mod sample;
mod setup;
mod skill_actions;
mod spawn;
mod state;
mod statics;
mod tactician;
mod team;
mod trick_shot;
mod view;
mod zombie_link;
mod zombies;

#[cfg(test)]
mod tests;

pub use action::{Action, BOTH_HANDS, FIRST_RESERVE_HAND, slot_of_hand};
pub use event::{Event, WoundSource};
pub use helpers::{LETHAL_WOUNDS, level_of};
pub use setup::{MissionChoice, Options, SeatSetup, Setup};
pub use state::{
    HELI_ITEMS, HELI_SEATS, Heli, LossReason, MatchResult, NONE, Phase, SLOTS, Slot, State, Step, Surv, WindowKind,
    flag,
};
pub use statics::{KindStats, MAX_EQUIPMENT, MAX_SURVIVORS, Static, SurvivorStatic, TentCard};
pub use team::{TeamCard, card_mode};
pub use view::{DoorView, HeliView, SurvivorView, View, ZoneView};

use horde_core::{Decision, Game, HordeRng, Illegal, Outcome, SetupError, Viewer};
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// A Rue Morgue match state. Cloning copies a few kilobytes of integers
/// and bumps one reference count.
#[derive(Clone, Debug)]
pub struct RueMorgue {
    pub(crate) st: Arc<Static>,
    pub(crate) s: State,
}

impl Hash for RueMorgue {
    fn hash<H: Hasher>(&self, h: &mut H) {
        // The static content is the same for every state of a match.
        self.s.hash(h);
    }
}

impl PartialEq for RueMorgue {
    fn eq(&self, other: &Self) -> bool {
        self.s == other.s && Arc::ptr_eq(&self.st, &other.st)
    }
}

impl RueMorgue {
    pub fn statics(&self) -> &Static {
        &self.st
    }
    pub fn state(&self) -> &State {
        &self.s
    }
    /// Mutable access for scenario building and tests; the game does not
    /// check invariants of states edited this way.
    pub fn state_mut(&mut self) -> &mut State {
        &mut self.s
    }
}

impl Game for RueMorgue {
    type Action = Action;
    type Event = Event;
    type View = View;
    type Setup = Setup;
    type Error = Illegal;

    const ID: &'static str = "rue-morgue";
    const RULES_VERSION: u32 = 1;

    fn new(setup: &Setup) -> Result<Self, SetupError> {
        setup::new_game(setup)
    }

    fn num_seats(&self) -> usize {
        self.st.num_seats as usize
    }

    fn decision(&self) -> Decision {
        self.current_decision()
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        let start = out.len();
        self.for_each_legal(&mut |a| {
            out.push(a);
            false
        });
        // The generators emit in ascending order wherever the rules let
        // them (see `gen_players`), so the sort is usually skipped; a
        // list that is not strictly ascending (a rare skill, a duplicate)
        // is sorted as before, so the list is the same either way.
        if !out[start..].windows(2).all(|w| w[0] < w[1]) {
            out[start..].sort_unstable();
            dedup_tail(out, start);
        }
    }

    fn sample_legal(&self, rng: &mut HordeRng, scratch: &mut Vec<Action>) -> Option<Action> {
        self.sample_action(rng, scratch)
    }

    fn chance_outcomes(&self, out: &mut Vec<(Action, u32)>) {
        self.chance_weights(out);
    }

    fn sample_chance(&self, rng: &mut HordeRng, scratch: &mut Vec<(Action, u32)>) -> Option<Action> {
        self.sample_chance_outcome(rng, scratch)
    }

    fn check(&self, action: Action) -> Result<(), Illegal> {
        let mut found = false;
        self.for_each_legal(&mut |a| {
            found |= a == action;
            found
        });
        if found { Ok(()) } else { Err(self.explain(action)) }
    }

    fn apply_unchecked(&mut self, action: Action, events: &mut Vec<Event>) {
        self.apply_action(action, events);
        self.run(events);
    }

    fn encode_action(action: Action) -> u32 {
        action.encode()
    }

    fn decode_action(index: u32) -> Option<Action> {
        Action::decode(index)
    }

    fn view(&self, viewer: Viewer) -> View {
        view::build(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        let n = self.st.num_seats as usize;
        match self.s.result {
            MatchResult::Won => Some(Outcome {
                scores: vec![1; n],
                winners: (0..n as u8).map(horde_core::Seat).collect(),
                reason: "all mission objectives fulfilled".into(),
            }),
            MatchResult::Lost(why) => {
                Some(Outcome { scores: vec![0; n], winners: Vec::new(), reason: why.text().into() })
            }
            MatchResult::Scored => Some(self.competitive_outcome()),
            MatchResult::Running => None,
        }
    }

    /// A hash of the catalog and the mission as played: editing a card or a
    /// map changes it, and old saves are then refused by the driver.
    fn content_version(&self) -> String {
        let st = self.statics();
        horde_core::content_hash(&(&st.catalog, &st.mission.def))
    }

    /// Entering a tent turns its face-down card over (RM-TENT-2), by a
    /// move or by any effect the action sets off; trying the action on a
    /// copy catches every such path.
    fn reveals_hidden(&self, action: Action) -> bool {
        let mut g = self.clone();
        let mut events = Vec::new();
        g.apply(action, &mut events).is_ok() && g.s.tents_revealed != self.s.tents_revealed
    }

    fn resample_hidden(&self, _viewer: Viewer, rng: &mut HordeRng) -> Self {
        // Only unrevealed tent cards are hidden, from everyone alike.
        let mut g = self.clone();
        g.resample_tents(rng);
        g
    }
}

fn dedup_tail(v: &mut Vec<Action>, start: usize) {
    let mut w = start;
    for r in start..v.len() {
        if w == start || v[w - 1] != v[r] {
            v[w] = v[r];
            w += 1;
        }
    }
    v.truncate(w);
}
