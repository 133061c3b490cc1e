//! Running a scenario: the position built, every name checked before
//! anything is played, then the steps against the legal actions of the
//! moment, the checkpoints, the final expectations and the JSON report.

use super::doc::{self, ExpectDoc, StepDoc};
use super::expect::{self, Diffs};
use super::play::{Forced, Play, Refusal};
use super::{BuildCx, ScenarioGame, StepCx};
use crate::system::ScenarioReport;
use horde_data::{Diagnostics, Source, Validator};
use serde_json::{Value, json};
use std::collections::VecDeque;
use std::ops::Range;

/// A step ready to play.
struct Planned<'d, G: ScenarioGame> {
    /// 1-based.
    number: usize,
    span: Range<usize>,
    /// The action as written, `move = "st4"`.
    text: String,
    op: G::Op,
    /// The shared `action` key: a legal action by its text.
    by_text: Option<String>,
    /// This step's forced outcomes: queue index and outcome.
    forced: Vec<(usize, Forced<G::Action>)>,
    expect_error: Option<String>,
    note: Option<String>,
    expect: Option<&'d ExpectDoc<G>>,
}

/// Runs the scenario in `source` with rule system `G`.
///
/// Problems in the file itself (syntax, types, unknown keys or names, a
/// position the rule system refuses) come back as [`Diagnostics`] naming
/// file, line and field. A step the engine refuses, or an expectation that
/// does not hold, is a mismatch of the report: the run still produces its
/// JSON output.
pub fn run<G: ScenarioGame>(source: &Source) -> Result<ScenarioReport, Diagnostics> {
    let file = doc::read::<G>(source)?;
    let mut v = Validator::new(source);
    if file.envelope.game.get_ref() != G::ID {
        v.error_at(
            &file.envelope.game,
            format!("this runner plays {:?}, not {:?}", G::ID, file.envelope.game.get_ref()),
        );
        return Err(v.finish());
    }
    let cx = BuildCx { source, envelope: &file.envelope, position: &file.position, queues: &file.queues };
    let Some(game) = G::build(&cx, &mut v) else { return Err(v.finish()) };

    // Every name of the queues, the steps and the expectations, checked
    // before anything is played.
    let mut queues: Vec<VecDeque<Forced<G::Action>>> = G::QUEUES.iter().map(|_| VecDeque::new()).collect();
    for (i, f) in forced(&game, &file.queues, &mut v) {
        queues[i].push_back(f);
    }
    let mut plan = Vec::new();
    for (i, step) in file.steps.iter().enumerate() {
        if let Some(p) = plan_step(&game, i + 1, step, source, &mut v) {
            plan.push(p);
        }
    }
    if let Some(e) = &file.expect {
        expect::check_names(e, &game, &mut v);
    }
    if !v.is_ok() {
        return Err(v.finish());
    }

    let mut play = Play::new(game, queues);
    let mut mismatches = Vec::new();
    let mut steps_out = Vec::new();
    let mut stopped: Option<Refusal> = None;
    let expect_error = file.expect.as_ref().is_some_and(|e| e.common.error.is_some());
    // Forced outcomes given before the first step may resolve chance
    // already waiting (e.g. a zombies' phase in progress).
    if let Err(refusal) = play.feed_chance() {
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
        for (i, f) in p.forced.iter().rev() {
            play.queues[*i].push_front(f.clone());
        }
        let first_event = play.events.len();
        play.step = p.number;
        let result = step(&mut play, p);
        let applied = std::mem::take(&mut play.applied);
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
        let left: Vec<String> = play
            .queues
            .iter_mut()
            .flat_map(|q| {
                let mine: Vec<String> =
                    q.iter().filter(|f| p.span.contains(&f.span.start)).map(|f| f.text.clone()).collect();
                q.retain(|f| !p.span.contains(&f.span.start));
                mine
            })
            .collect();
        if !left.is_empty() && stopped.is_none() {
            mismatches.push(format!("{where_}: forced outcomes not used: {}", left.join(", ")));
        }
        if let Some(e) = p.expect
            && stopped.is_none()
        {
            let events: Vec<Value> =
                play.events[first_event..].iter().map(|(_, e)| play.game().event_json(e)).collect();
            let mut d = Diffs::new(format!("{where_}: expect."));
            expect::check(play.game(), e, &events, refusal.as_ref(), &mut d);
            mismatches.extend(d.into_lines());
        }
        steps_out.push(json!({
            "step": p.number,
            "line": line,
            "action": p.text,
            "note": p.note,
            "applied": applied,
            "refused": refusal.as_ref().map(|x| json!({ "rule": x.rule, "reason": x.reason })),
        }));
    }
    if stopped.is_none() {
        let left: Vec<String> = play
            .queues
            .iter()
            .flat_map(|q| q.iter().map(|f| format!("{} (line {})", f.text, source.line_col(f.span.start).0)))
            .collect();
        if !left.is_empty() {
            mismatches.push(format!("forced outcomes never used: {}", left.join(", ")));
        }
    }
    let events: Vec<Value> = play
        .events
        .iter()
        .map(|(n, e)| {
            let mut x = play.game().event_json(e);
            if let Value::Object(m) = &mut x {
                m.insert("step".into(), json!(n));
            }
            x
        })
        .collect();
    if let Some(e) = &file.expect {
        let mut d = Diffs::new("expect.");
        expect::check(play.game(), e, &events, stopped.as_ref(), &mut d);
        mismatches.extend(d.into_lines());
    }
    let g = play.game();
    let output = json!({
        "scenario": file.envelope.name.clone().unwrap_or_else(|| source.name.clone()),
        "description": file.envelope.description,
        "rules": file.envelope.rules,
        "steps": steps_out,
        "events": events,
        "refused": stopped.as_ref().map(|x| json!({ "rule": x.rule, "reason": x.reason })),
        "outcome": g.outcome_name(),
        "waiting_for": g.waiting(),
        "state": super::view_json(g),
    });
    Ok(ScenarioReport { output, mismatches })
}

/// Plays one step: the rule system's preparation, the action, then any
/// forced chance it unlocks.
fn step<G: ScenarioGame>(play: &mut Play<G>, p: &Planned<'_, G>) -> Result<(), Refusal> {
    G::prepare(play, &p.op)?;
    match &p.by_text {
        Some(text) => {
            let a = play.by_text(text)?;
            play.apply(a)?;
        }
        None => G::play(play, &p.op)?,
    }
    play.feed_chance()
}

/// The forced outcomes of `queues`, each with the index of its queue.
fn forced<G: ScenarioGame>(game: &G, queues: &[doc::Queue], v: &mut Validator) -> Vec<(usize, Forced<G::Action>)> {
    let mut out = Vec::new();
    for q in queues {
        let Some(i) = G::QUEUES.iter().position(|n| n == q.name.get_ref()) else { continue };
        for e in &q.entries {
            if let Some(f) = game.forced(G::QUEUES[i], e, v) {
                out.push((i, f));
            }
        }
    }
    out
}

fn plan_step<'d, G: ScenarioGame>(
    game: &G,
    number: usize,
    step: &'d StepDoc<G>,
    source: &Source,
    v: &mut Validator,
) -> Option<Planned<'d, G>> {
    let mut keys = G::action_keys(&step.system);
    if let Some(a) = &step.common.action {
        keys.push(("action", a.span()));
    }
    let key = match keys.as_slice() {
        [] => {
            v.report_span(horde_data::Severity::Error, step.span.clone(), format!("step {number} has no action"));
            None
        }
        [one] => Some(one.clone()),
        [_, second, ..] => {
            v.report_span(
                horde_data::Severity::Error,
                second.1.clone(),
                format!("step {number} has a second action `{}`; one action per [[step]]", second.0),
            );
            None
        }
    };
    let by_text = step.common.action.as_ref().map(|a| a.get_ref().clone());
    let op = key.as_ref().and_then(|_| {
        game.plan(&StepCx { number, span: step.span.clone(), step: &step.system, by_text: by_text.is_some() }, v)
    });
    let forced = forced(game, &step.queues, v);
    let prefix = G::RULE_EXAMPLE.split_inclusive('-').next().unwrap_or(G::RULE_EXAMPLE);
    if let Some(e) = &step.common.expect_error
        && !e.get_ref().starts_with(prefix)
    {
        v.error_at(e, format!("a rule ID of the specification, like {:?}", G::RULE_EXAMPLE));
    }
    if let Some(e) = &step.expect {
        expect::check_names(e, game, v);
    }
    let (key, key_span) = key?;
    let value_text = source.text.get(key_span).unwrap_or("").trim();
    Some(Planned {
        number,
        span: step.span.clone(),
        text: format!("{key} = {value_text}"),
        op: op?,
        by_text,
        forced: forced.into_iter().collect(),
        expect_error: step.common.expect_error.as_ref().map(|e| e.get_ref().clone()),
        note: step.common.note.clone(),
        expect: step.expect.as_ref(),
    })
}
