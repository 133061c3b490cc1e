//! Rue Morgue's part of the scenario format behind `horde scenario run
//! FILE`: a TOML file sets up an exact position (map, survivors, zombies,
//! noise, doors), plays readable steps against the legal actions of the
//! moment, and checks expectations. The shared runner
//! (`horde_rules::scenario`) reads the envelope, the forced chance, the
//! steps and the shared expectations; this module implements
//! [`ScenarioGame`] for the rest: the position and its validating builder
//! (`build`, or the game's own setup with `fresh_setup = true`, module
//! `fresh`), the step keys (`resolve`, `run`), the forced outcomes and
//! the expectations (`expect`). The format is documented in
//! `docs/scenarios.md`.

mod build;
mod expect;
mod format;
mod fresh;
mod names;
mod output;
mod resolve;
mod run;

use crate::position::Scenario;
use crate::rules::{Action, Event, Phase, RueMorgue, Step};
use horde_core::{Decision, Game};
use horde_data::{Diagnostics, Source, Spanned, Validator};
use horde_rules::ScenarioReport;
use horde_rules::scenario::{BuildCx, Diffs, Forced, Play, Refusal, ScenarioGame, StepCx};
use names::Names;
use serde_json::Value;
use std::ops::Range;

/// Runs the scenario in `source` (`horde scenario run`).
pub fn run(source: &Source) -> Result<ScenarioReport, Diagnostics> {
    horde_rules::scenario::run::<RueMorgue>(source)
}

impl ScenarioGame for RueMorgue {
    type Position = format::Position;
    type Step = format::StepSpec;
    type Expect = format::ExpectSpec;
    type Op = resolve::Planned;

    const RULE_EXAMPLE: &'static str = "RM-MOVE-5";
    const UNKNOWN_ACTION_RULE: &'static str = "RM-PLAYER-2";
    const QUEUES: &'static [&'static str] = &["dice", "zombie_cards", "equipment", "starting", "tents"];
    const OUTCOMES: &'static [&'static str] = &["running", "victory", "defeat", "scored"];

    fn build(file: &BuildCx<'_, Self>, v: &mut Validator) -> Option<Self> {
        let pos = file.position;
        let mut setup = build::setup(pos, file.envelope, file.source, v)?;
        let fresh = fresh::requested(pos);
        let fits = fresh::check(pos, file.queues, v);
        let catalog = if fresh { fresh::catalog(pos, v) } else { None };
        if !fits || (fresh && catalog.is_none()) {
            return None;
        }
        if fresh {
            setup.catalog = catalog;
        }
        let built = if fresh { RueMorgue::new(&setup).map(|game| Scenario { game }) } else { Scenario::new(&setup) };
        let mut sc = match built {
            Ok(sc) => sc,
            Err(e) => {
                v.error_at(&file.envelope.game, format!("the match cannot be set up: {}", e.0));
                return None;
            }
        };
        if !fresh {
            build::position(pos, &mut sc, v);
        }
        Some(sc.game)
    }

    fn forced(&self, queue: &'static str, entry: &Spanned<toml::Value>, v: &mut Validator) -> Option<Forced<Action>> {
        resolve::forced(&mut Names { v, game: self }, queue, entry)
    }

    fn chance_queue(&self) -> Option<&'static str> {
        match self.state().stack.top()? {
            Step::AttackRoll | Step::SpawnRoll { .. } => Some("dice"),
            Step::DrawZombie { .. } | Step::DealZombies { .. } => Some("zombie_cards"),
            Step::SearchDraw { .. } => Some("equipment"),
            Step::SetupDeal { .. } => Some("starting"),
            Step::SetupTents { .. } => Some("tents"),
            _ => None,
        }
    }

    fn action_keys(step: &format::StepSpec) -> Vec<(&'static str, Range<usize>)> {
        resolve::action_keys(step)
    }

    fn plan(&self, step: &StepCx<'_, Self>, v: &mut Validator) -> Option<resolve::Planned> {
        resolve::step(&mut Names { v, game: self }, step)
    }

    fn prepare(play: &mut Play<Self>, op: &resolve::Planned) -> Result<(), Refusal> {
        run::prepare(play, op)
    }

    fn play(play: &mut Play<Self>, op: &resolve::Planned) -> Result<(), Refusal> {
        run::play(play, op)
    }

    fn check_expect_names(&self, e: &format::ExpectSpec, v: &mut Validator) {
        expect::check_names(&mut Names { v, game: self }, e);
    }

    fn check_expect(&self, e: &format::ExpectSpec, d: &mut Diffs) {
        expect::check(self, e, d);
    }

    fn outcome_name(&self) -> &'static str {
        use crate::rules::MatchResult;
        match self.state().result {
            MatchResult::Won => "victory",
            MatchResult::Lost(_) => "defeat",
            MatchResult::Scored => "scored",
            MatchResult::Running => "running",
        }
    }

    fn event_json(&self, e: &Event) -> Value {
        output::event(self, e)
    }

    fn describe(&self, a: Action) -> String {
        RueMorgue::describe(self, a)
    }

    fn waiting(&self) -> String {
        match self.decision() {
            Decision::Terminal => "nothing: the game is over".into(),
            Decision::Chance => match self.state().stack.top() {
                Some(Step::AttackRoll) => "an attack die".into(),
                Some(Step::SpawnRoll { .. }) => "a spawn die".into(),
                Some(Step::DrawZombie { zone }) => format!("a zombie card for {}", names::zone_id(self, zone)),
                Some(Step::SearchDraw { .. }) => "an equipment card".into(),
                Some(Step::DealZombies { .. }) => "a zombie card for the Distributor".into(),
                Some(Step::SetupDeal { next }) => format!("a starting card for {}", names::survivor_id(self, next)),
                Some(Step::SetupTents { from }) => format!("a tent card for {}", names::zone_id(self, from)),
                _ => "chance".into(),
            },
            Decision::Seat(s) => {
                let v = self.view(horde_core::Viewer::Spectator);
                format!("seat {}: {}", s.0, v.asking)
            }
        }
    }
}

/// The zombies' phase, started by hand (`run_zombie_phase = true`).
fn zombies_phase(play: &mut Play<RueMorgue>) -> Result<(), Refusal> {
    let st = play.game().state();
    if st.phase != Phase::Players || !st.stack.is_empty() {
        return Err(Refusal::new(
            "RM-ZPH-1",
            format!("the zombies' phase follows the players' phase; now: {}", play.game().waiting()),
        ));
    }
    let mut sc = Scenario { game: play.game().clone() };
    let ev = sc.zombies_phase();
    *play.game_mut() = sc.game;
    play.record("end of the players' phase", ev);
    Ok(())
}
