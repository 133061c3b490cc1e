//! The `horde_core::Game` implementation.

use super::action::Action;
use super::event::Event;
use super::setup::Setup;
use super::state::DeadOfNight;
use super::view::View;
use horde_core::{Decision, Game, Illegal, Outcome, SetupError, Viewer};

impl Game for DeadOfNight {
    type Action = Action;
    type Event = Event;
    type View = View;
    type Setup = Setup;
    type Error = Illegal;

    const ID: &'static str = "dead-of-night";
    const RULES_VERSION: u32 = 1;

    fn new(setup: &Setup) -> Result<Self, SetupError> {
        let mut g = Self::setup(setup)?;
        let mut ev = Vec::new();
        g.advance(&mut ev);
        Ok(g)
    }

    fn num_seats(&self) -> usize {
        self.players.len()
    }

    fn decision(&self) -> Decision {
        self.current_decision()
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal(out);
    }

    fn chance_outcomes(&self, out: &mut Vec<(Action, u32)>) {
        use super::state::Step;
        if self.current_decision() != Decision::Chance {
            return;
        }
        match self.stack.last() {
            Some(Step::StartItem { .. }) => {
                out.extend(self.start_items().into_iter().map(|(i, w)| (Action::StartItem(i), w)));
            }
            Some(Step::Draw) => out.extend(self.card_weights().into_iter().map(|(c, w)| (Action::Card(c), w))),
            Some(&step) if super::flow::is_die(step) => out.extend((1..=6).map(|d| (Action::Die(d), 1))),
            _ => self.with_legal(|acts| out.extend(acts.iter().map(|&a| (a, 1)))),
        }
    }

    fn check(&self, action: Action) -> Result<(), Illegal> {
        let mut acts = Vec::new();
        self.legal(&mut acts);
        if acts.binary_search(&action).is_ok() { Ok(()) } else { Err(self.refusal(action)) }
    }

    fn apply_unchecked(&mut self, action: Action, events: &mut Vec<Event>) {
        self.act(action, events);
    }

    fn encode_action(action: Action) -> u32 {
        action.encode()
    }

    fn decode_action(index: u32) -> Option<Action> {
        Action::decode(index)
    }

    fn view(&self, _viewer: Viewer) -> View {
        self.make_view()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.result()
    }

    fn content_version(&self) -> String {
        crate::content::content_version()
    }
}
