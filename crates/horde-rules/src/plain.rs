//! [`Plain`]: a rule system as it stands, with none of a front end's
//! per-game pieces.
//!
//! A front end keeps its per-game code (a terminal board, an SVG picture)
//! in one folder per rule system and implements its piece trait for that
//! rule system's type there. For every other registered system it
//! implements the trait once for `Plain<G>`, from what the contract gives
//! (views, action texts), and plays `Plain<G>` instead of `G`. `Plain<G>`
//! is `G` in every respect the engine sees: same id, actions, events,
//! views, state hash and save files.

use crate::bots::BotParts;
use crate::sim::{SimGame, Tally, ZoneGrid};
use crate::system::{MissionInfo, RuleSystem, RuleSystemInfo, ScenarioReport};
use horde_core::{Decision, Game, HordeRng, Outcome, SetupError, Viewer};
use horde_data::{Diagnostics, Source};
use std::marker::PhantomData;
use std::ops::RangeInclusive;

/// `G` without front-end pieces. See the module documentation.
#[derive(Clone, Debug, Hash, PartialEq, Eq)]
pub struct Plain<G>(pub G);

impl<G: Game> Game for Plain<G> {
    type Action = G::Action;
    type Event = G::Event;
    type View = G::View;
    type Setup = G::Setup;
    type Error = G::Error;

    const ID: &'static str = G::ID;
    const RULES_VERSION: u32 = G::RULES_VERSION;

    fn new(setup: &Self::Setup) -> Result<Self, SetupError> {
        G::new(setup).map(Plain)
    }
    fn num_seats(&self) -> usize {
        self.0.num_seats()
    }
    fn decision(&self) -> Decision {
        self.0.decision()
    }
    fn legal_actions(&self, out: &mut Vec<Self::Action>) {
        self.0.legal_actions(out);
    }
    fn chance_outcomes(&self, out: &mut Vec<(Self::Action, u32)>) {
        self.0.chance_outcomes(out);
    }
    fn sample_chance(&self, rng: &mut HordeRng, scratch: &mut Vec<(Self::Action, u32)>) -> Option<Self::Action> {
        self.0.sample_chance(rng, scratch)
    }
    fn check(&self, action: Self::Action) -> Result<(), Self::Error> {
        self.0.check(action)
    }
    fn apply_unchecked(&mut self, action: Self::Action, events: &mut Vec<Self::Event>) {
        self.0.apply_unchecked(action, events);
    }
    fn apply(&mut self, action: Self::Action, events: &mut Vec<Self::Event>) -> Result<(), Self::Error> {
        self.0.apply(action, events)
    }
    fn encode_action(action: Self::Action) -> u32 {
        G::encode_action(action)
    }
    fn decode_action(index: u32) -> Option<Self::Action> {
        G::decode_action(index)
    }
    fn view(&self, viewer: Viewer) -> Self::View {
        self.0.view(viewer)
    }
    fn event_view(&self, event: &Self::Event, viewer: Viewer) -> Option<Self::Event> {
        self.0.event_view(event, viewer)
    }
    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
    fn resample_hidden(&self, viewer: Viewer, rng: &mut HordeRng) -> Self {
        Plain(self.0.resample_hidden(viewer, rng))
    }
    fn reveals_hidden(&self, action: Self::Action) -> bool {
        self.0.reveals_hidden(action)
    }
    fn content_version(&self) -> String {
        self.0.content_version()
    }
    fn state_hash(&self) -> u64 {
        self.0.state_hash()
    }
}

impl<G: SimGame> SimGame for Plain<G> {
    fn setup_for(mission: &str, seats: Option<u8>, seed: u64) -> Result<Self::Setup, SetupError> {
        G::setup_for(mission, seats, seed)
    }
    fn start(setup: &Self::Setup) -> Result<Self, SetupError> {
        G::start(setup).map(Plain)
    }
    fn round(&self) -> u32 {
        self.0.round()
    }
    fn loss_cause(&self) -> Option<&'static str> {
        self.0.loss_cause()
    }
    fn tally(&self, event: &Self::Event, tally: &mut Tally) {
        self.0.tally(event, tally);
    }
    fn is_win(&self, outcome: &Outcome) -> bool {
        self.0.is_win(outcome)
    }
    fn side(&self, seat: horde_core::Seat) -> Option<String> {
        self.0.side(seat)
    }
    fn zone_grid(mission: &str) -> Option<ZoneGrid> {
        G::zone_grid(mission)
    }
}

/// Lends `G`'s policy and evaluator to `Plain<G>`.
struct PlainParts<G>(PhantomData<fn() -> G>);

impl<G: RuleSystem> BotParts<Plain<G>> for PlainParts<G> {
    fn policy(&self, seat: horde_core::Seat) -> Option<Box<dyn crate::Policy<Plain<G>>>> {
        G::bot_parts().policy(seat).map(|p| Box::new(PlainPolicy(p)) as Box<dyn crate::Policy<Plain<G>>>)
    }
    fn evaluator(&self, seat: horde_core::Seat) -> Option<Box<dyn crate::Evaluator<Plain<G>>>> {
        G::bot_parts().evaluator(seat).map(|e| Box::new(PlainEvaluator(e)) as Box<dyn crate::Evaluator<Plain<G>>>)
    }
}

struct PlainPolicy<G>(Box<dyn crate::Policy<G>>);

impl<G: Game> crate::Policy<Plain<G>> for PlainPolicy<G> {
    fn name(&self) -> &str {
        self.0.name()
    }
    fn score(
        &mut self,
        game: &Plain<G>,
        seat: horde_core::Seat,
        legal: &[G::Action],
        rng: &mut HordeRng,
        scores: &mut Vec<f64>,
    ) {
        self.0.score(&game.0, seat, legal, rng, scores);
    }
    fn worth_searching(&mut self, game: &Plain<G>, seat: horde_core::Seat, legal: &[G::Action]) -> bool {
        self.0.worth_searching(&game.0, seat, legal)
    }
}

struct PlainEvaluator<G>(Box<dyn crate::Evaluator<G>>);

impl<G: Game> crate::Evaluator<Plain<G>> for PlainEvaluator<G> {
    fn evaluate(&mut self, game: &Plain<G>, values: &mut [f64]) {
        self.0.evaluate(&game.0, values);
    }
}

impl<G: RuleSystem> RuleSystem for Plain<G> {
    fn info() -> RuleSystemInfo {
        G::info()
    }
    fn missions() -> Vec<MissionInfo> {
        G::missions()
    }
    fn seat_range() -> RangeInclusive<u8> {
        G::seat_range()
    }
    fn default_setup(mission: &str, seats: u8) -> Result<Self::Setup, String> {
        G::default_setup(mission, seats)
    }
    fn validate_content(sources: &[Source]) -> Diagnostics {
        G::validate_content(sources)
    }
    fn run_scenario(source: &Source) -> Result<ScenarioReport, Diagnostics> {
        G::run_scenario(source)
    }
    fn character_card(name: &str, json: bool) -> Result<String, String> {
        G::character_card(name, json)
    }
    fn bot_parts() -> &'static dyn BotParts<Self> {
        &PlainParts::<G>(PhantomData)
    }
    fn texts() -> &'static crate::texts::Texts {
        G::texts()
    }
    fn seat_roles(seats: u8, lang: crate::texts::Lang) -> Vec<String> {
        G::seat_roles(seats, lang)
    }
    fn action_text(&self, action: Self::Action, viewer: Viewer, lang: crate::texts::Lang) -> crate::texts::ActionText {
        self.0.action_text(action, viewer, lang)
    }
    fn narrate(&self, event: &Self::Event, viewer: Viewer, lang: crate::texts::Lang) -> Option<String> {
        self.0.narrate(event, viewer, lang)
    }
}
