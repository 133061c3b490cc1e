//! The scenario runner behind `horde scenario run FILE`: a TOML file sets
//! up an exact position (map, survivors, zombies, noise, doors, forced dice
//! and cards), plays readable steps against the legal actions of the
//! moment, and checks expectations. Pure: it takes the file's text and
//! returns the outcome; the format is documented in `docs/scenarios.md`.
//! With `fresh_setup = true` the position comes from the game's own setup
//! instead (module `fresh`), for the rules that act while it is made.
//!
//! Problems in the file itself (syntax, types, unknown names) come back as
//! [`Diagnostics`] pointing at file, line and field. A step the engine
//! refuses, or an expectation that does not hold, is a mismatch in the
//! [`Report`]: the run still produces its JSON output.

mod build;
mod expect;
mod format;
mod fresh;
mod names;
mod output;
mod resolve;
mod run;

use crate::game::RueMorgue;
use crate::scenario_support::Scenario;
use format::ScenarioFile;
use horde_core::Game;
use horde_data::{Diagnostics, Source, Validator};
use names::Names;
use run::{Queues, Refusal, Runner};
use serde_json::{Value, json};

/// What a run produced.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// The steps, the events and the final public view.
    pub output: Value,
    /// Differences between the expectations and the run, one readable
    /// line each; empty when the scenario passed.
    pub mismatches: Vec<String>,
}

/// Runs the scenario in `source`.
pub fn run(source: &Source) -> Result<Report, Diagnostics> {
    let file: ScenarioFile = horde_data::parse(source)?;
    let mut v = Validator::new(source);
    if file.game.get_ref() != "rue-morgue" {
        v.error_at(&file.game, format!("this runner plays \"rue-morgue\", not {:?}", file.game.get_ref()));
        return Err(v.finish());
    }
    let Some(mut setup) = build::setup(&file, source, &mut v) else { return Err(v.finish()) };
    let fresh = fresh::requested(&file);
    let fits = fresh::check(&file, &mut v);
    let catalog = if fresh { fresh::catalog(&file, &mut v) } else { None };
    if !fits || (fresh && catalog.is_none()) {
        return Err(v.finish());
    }
    if fresh {
        setup.catalog = catalog;
    }
    let built = if fresh { RueMorgue::new(&setup).map(|game| Scenario { game }) } else { Scenario::new(&setup) };
    let mut sc = match built {
        Ok(sc) => sc,
        Err(e) => {
            v.error_at(&file.game, format!("the match cannot be set up: {}", e.0));
            return Err(v.finish());
        }
    };
    if !fresh {
        build::position(&file, &mut sc, &mut v);
    }

    // Every name of the steps, the queues and the expectations, checked
    // before anything is played.
    let game = sc.game.clone();
    let mut names = Names { v: &mut v, game: &game };
    let queues = Queues {
        dice: resolve::dice(&mut names, &file.decks.dice).into(),
        zombie: resolve::zombie_cards(&mut names, &file.decks.zombie_cards).into(),
        equipment: resolve::equipment(&mut names, &file.decks.equipment).into(),
        starting: resolve::starting(&mut names, &file.decks.starting).into(),
        tents: resolve::tents(&file.decks.tents).into(),
    };
    let mut plan = Vec::new();
    for (i, step) in file.steps.iter().enumerate() {
        if let Some(p) = resolve::step(&mut names, i + 1, step, &source.text) {
            if let Some(e) = p.expect {
                expect::check_names(&mut names, e);
            }
            plan.push(p);
        }
    }
    if let Some(e) = &file.expect {
        expect::check_names(&mut names, e);
    }
    if !v.is_ok() {
        return Err(v.finish());
    }

    let mut r = Runner { sc, queues, events: Vec::new(), applied: Vec::new() };
    let mut mismatches = Vec::new();
    let mut steps_out = Vec::new();
    let mut stopped: Option<Refusal> = None;
    let expect_error = file.expect.as_ref().is_some_and(|e| e.error.is_some());
    // Forced outcomes given before the first step may resolve chance
    // already waiting (e.g. a zombies' phase in progress).
    if let Err(refusal) = r.feed_chance(0) {
        mismatches.push(format!("before the first step: refused: {refusal}"));
        stopped = Some(refusal);
    }
    for p in &plan {
        if stopped.is_some() {
            break;
        }
        let line = source.line_col(p.span.start).0;
        let where_ = format!("step {} (line {line}, {})", p.number, p.text);
        // A step's own forced outcomes come before the file-wide ones.
        for f in p.dice.iter().rev() {
            r.queues.dice.push_front(f.clone());
        }
        for f in p.zombie_cards.iter().rev() {
            r.queues.zombie.push_front(f.clone());
        }
        for f in p.equipment.iter().rev() {
            r.queues.equipment.push_front(f.clone());
        }
        let first_event = r.events.len();
        let result = r.step(p);
        let applied = std::mem::take(&mut r.applied);
        let refusal = result.err();
        match (&refusal, &p.expect_error) {
            (None, None) => {}
            (Some(got), Some(want)) if &got.rule == want => {}
            (Some(got), Some(want)) => {
                mismatches.push(format!("{where_}: expected refusal {want}, actual refusal {got}"));
            }
            (None, Some(want)) => {
                mismatches.push(format!("{where_}: expected refusal {want}, but the step was accepted"));
            }
            (Some(got), None) => {
                if !expect_error {
                    mismatches.push(format!("{where_}: refused: {got}"));
                }
                stopped = Some(got.clone());
            }
        }
        // Forced outcomes of this step left unused would leak into the
        // next one.
        let left: Vec<String> = r
            .queues
            .all_mut()
            .into_iter()
            .flat_map(|q| {
                let mine: Vec<_> =
                    q.iter().filter(|f| p.span.contains(&f.span.start)).map(|f| f.text.clone()).collect();
                q.retain(|f| !p.span.contains(&f.span.start));
                mine
            })
            .collect();
        if !left.is_empty() && stopped.is_none() {
            mismatches.push(format!("{where_}: forced outcomes not used: {}", left.join(", ")));
        }
        let events: Vec<Value> = r.events[first_event..].iter().map(|(_, e)| output::event(&r.sc.game, e)).collect();
        if let Some(e) = p.expect
            && stopped.is_none()
        {
            let mut d = expect::Diffs::new(format!("{where_}: expect."));
            expect::check(&r.sc.game, e, &events, refusal.as_ref(), &mut d);
            mismatches.extend(d.out);
        }
        steps_out.push(json!({
            "step": p.number,
            "line": line,
            "action": p.text,
            "note": file.steps.get(p.number - 1).and_then(|s| s.get_ref().note.clone()),
            "applied": applied,
            "refused": refusal.as_ref().map(|x| json!({ "rule": x.rule, "reason": x.reason })),
        }));
    }
    if stopped.is_none() {
        let left: Vec<String> = r
            .queues
            .all_mut()
            .into_iter()
            .flat_map(|q| q.iter().map(|f| format!("{} (line {})", f.text, source.line_col(f.span.start).0)))
            .collect();
        if !left.is_empty() {
            mismatches.push(format!("forced outcomes never used: {}", left.join(", ")));
        }
    }
    let events: Vec<Value> = r
        .events
        .iter()
        .map(|(n, e)| {
            let mut x = output::event(&r.sc.game, e);
            if let Value::Object(m) = &mut x {
                m.insert("step".into(), json!(n));
            }
            x
        })
        .collect();
    if let Some(e) = &file.expect {
        let mut d = expect::Diffs::new("expect.");
        expect::check(&r.sc.game, e, &events, stopped.as_ref(), &mut d);
        mismatches.extend(d.out);
    }
    use crate::game::MatchResult;
    let outcome = match r.sc.game.state().result {
        MatchResult::Won => "victory",
        MatchResult::Lost(_) => "defeat",
        MatchResult::Scored => "scored",
        MatchResult::Running => "running",
    };
    let output = json!({
        "scenario": file.name.clone().unwrap_or_else(|| source.name.clone()),
        "description": file.description,
        "rules": file.rules,
        "steps": steps_out,
        "events": events,
        "refused": stopped.as_ref().map(|x| json!({ "rule": x.rule, "reason": x.reason })),
        "outcome": outcome,
        "waiting_for": r.waiting(),
        "state": serde_json::to_value(r.sc.game.view(horde_core::Viewer::Spectator)).unwrap_or(Value::Null),
    });
    Ok(Report { output, mismatches })
}
