//! Random playouts and the per-step checks (checks 1 to 6).
//!
//! The match driven here is the ground truth; every probe works on clones,
//! so a broken game cannot hide its own traces, and the log at the time of a
//! failure is always a legal prefix to save.

use crate::failure::{ConformanceFailure, FailedAction, FailureKind, Origin};
use crate::sampling::{check_chance_sampling, check_sampling};
use crate::{Checks, Config, Report};
use horde_core::rng::stream;
use horde_core::{
    Actor, Decision, Entry, FileEntry, Game, HordeRng, MATCH_FORMAT, MATCH_FORMAT_VERSION, Match, MatchFile,
};
use horde_core::{RuleViolation, Seat, Viewer};
use std::any::Any;
use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// A broken promise found by a check, before the context is attached.
pub(crate) struct Problem<A> {
    pub kind: FailureKind,
    pub detail: String,
    pub action: Option<A>,
}

impl<A> Problem<A> {
    pub fn new(kind: FailureKind, detail: impl Into<String>) -> Self {
        Self { kind, detail: detail.into(), action: None }
    }

    pub fn on(mut self, action: A) -> Self {
        self.action = Some(action);
        self
    }
}

pub(crate) type Checked<A> = Result<(), Problem<A>>;

/// What the suite was doing, kept up to date so that a panic can be
/// reported with its context.
#[derive(Debug, Default)]
pub(crate) struct Spot {
    pub doing: &'static str,
    pub decision: Option<Decision>,
    pub action: Option<FailedAction>,
    /// Hash of the driven match's state, when it is known to be sound.
    pub hash: Option<u64>,
}

impl Spot {
    pub fn at<G: Game>(&mut self, doing: &'static str, action: G::Action) {
        self.doing = doing;
        self.action = Some(failed_action::<G>(action));
    }
}

pub(crate) fn failed_action<G: Game>(action: G::Action) -> FailedAction {
    FailedAction { index: G::encode_action(action), text: action.to_string() }
}

pub(crate) fn panic_message(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "<a panic payload that is not a string>".to_owned()
    }
}

/// The match file of a log prefix. Built by hand rather than with
/// `Match::to_file`, because after a panic the driven state may be
/// half-applied while the log still describes the last sound state.
pub(crate) fn save_file<G: Game>(
    setup: &G::Setup,
    seed: u64,
    log: &[Entry<G::Action>],
    hash: Option<u64>,
) -> MatchFile {
    MatchFile {
        format: MATCH_FORMAT.to_owned(),
        format_version: MATCH_FORMAT_VERSION,
        game: G::ID.to_owned(),
        rules_version: G::RULES_VERSION,
        // Unknown here (the state may be half-applied); empty skips the check.
        content_version: String::new(),
        setup: serde_json::to_value(setup).unwrap_or(serde_json::Value::Null),
        seed,
        actions: log
            .iter()
            .map(|e| FileEntry { actor: e.actor, action: G::encode_action(e.action), text: e.action.to_string() })
            .collect(),
        state_hash: hash.map(|h| format!("{h:016x}")).unwrap_or_default(),
    }
}

/// Every viewer of a match: the seats in order, then the spectator.
pub(crate) fn viewers(seats: usize) -> Vec<Viewer> {
    (0..seats).map(|i| Viewer::Seat(Seat(i as u8))).chain([Viewer::Spectator]).collect()
}

pub(crate) fn viewer_name(viewer: Viewer) -> String {
    match viewer {
        Viewer::Seat(s) => s.to_string(),
        Viewer::Spectator => "the spectator".to_owned(),
    }
}

pub(crate) fn view_json<G: Game>(state: &G, viewer: Viewer) -> Result<(G::View, String), Problem<G::Action>> {
    let view = state.view(viewer);
    match serde_json::to_string(&view) {
        Ok(json) => Ok((view, json)),
        Err(e) => Err(Problem::new(
            FailureKind::NotSerializable,
            format!("the view of {} does not serialise: {e}", viewer_name(viewer)),
        )),
    }
}

/// The events `viewer` is shown, as JSON (`event_view` on the state after
/// the action, as a server would call it).
pub(crate) fn events_json<G: Game>(
    after: &G,
    events: &[G::Event],
    viewer: Viewer,
) -> Result<String, Problem<G::Action>> {
    let shown: Vec<G::Event> = events.iter().filter_map(|e| after.event_view(e, viewer)).collect();
    serde_json::to_string(&shown).map_err(|e| {
        Problem::new(
            FailureKind::NotSerializable,
            format!("events shown to {} do not serialise: {e}", viewer_name(viewer)),
        )
    })
}

fn list<A: std::fmt::Display>(actions: &[A]) -> String {
    let items: Vec<String> = actions.iter().map(ToString::to_string).collect();
    format!("[{}]", items.join(", "))
}

/// Up to `k` items, chosen at random, in their original order.
pub(crate) fn sample<T: Copy>(items: &[T], k: usize, rng: &mut HordeRng) -> Vec<T> {
    if items.len() <= k {
        return items.to_vec();
    }
    let mut idx: Vec<usize> = (0..items.len()).collect();
    for i in 0..k {
        let j = i + rng.below((idx.len() - i) as u32) as usize;
        idx.swap(i, j);
    }
    idx.truncate(k);
    idx.sort_unstable();
    idx.into_iter().map(|i| items[i]).collect()
}

fn check_rule_id<E: RuleViolation>(err: &E, what: &str) -> Result<(), String> {
    if err.rule_id().trim().is_empty() { Err(format!("{what} refused it without a rule ID: {err}")) } else { Ok(()) }
}

/// What a position lists.
pub(crate) struct Listing<A> {
    pub legal: Vec<A>,
}

/// Check 1 on one state: the decision, the outcome, the legal list, chance,
/// encoding, and `check`/`apply` of listed actions. With `strict` off only
/// what a playout needs to go on is checked.
pub(crate) fn check_position<G: Game>(
    state: &G,
    seats: usize,
    strict: bool,
    applied: usize,
    rng: &mut HordeRng,
    spot: &mut Spot,
    report: &mut Report,
) -> Result<Listing<G::Action>, Problem<G::Action>> {
    use FailureKind::*;
    spot.doing = "reading the decision";
    let decision = state.decision();
    let mut legal = Vec::new();
    spot.doing = "listing legal actions";
    state.legal_actions(&mut legal);
    if strict {
        spot.doing = "checking the seats and the outcome";
        let n = state.num_seats();
        if n == 0 || n != seats {
            return Err(Problem::new(SeatCount, format!("num_seats() is {n}, the match started with {seats}")));
        }
        if let Decision::Seat(s) = decision
            && s.index() >= n
        {
            return Err(Problem::new(DecisionSeat, format!("the decision names {s} in a {n}-seat match")));
        }
        let outcome = state.outcome();
        if (decision == Decision::Terminal) != outcome.is_some() {
            return Err(Problem::new(
                TerminalMismatch,
                format!("decision() is {decision:?} but outcome() is {outcome:?}"),
            ));
        }
        if let Some(o) = &outcome {
            if o.scores.len() != n {
                return Err(Problem::new(BadOutcome, format!("{} scores for {n} seats: {o:?}", o.scores.len())));
            }
            if o.winners.iter().any(|w| w.index() >= n) || o.winners.windows(2).any(|w| w[0] >= w[1]) {
                return Err(Problem::new(
                    BadOutcome,
                    format!("winners must be distinct seats in ascending order: {o:?}"),
                ));
            }
        }
        spot.doing = "listing legal actions a second time";
        let mut twice = legal.clone();
        state.legal_actions(&mut twice);
        if twice.len() != 2 * legal.len() || twice[legal.len()..] != legal[..] {
            return Err(Problem::new(
                LegalNotAppended,
                format!(
                    "legal_actions must append to its output, the same list each time: first {}, then the output was {}",
                    list(&legal),
                    list(&twice)
                ),
            ));
        }
        for w in legal.windows(2) {
            if w[0] == w[1] {
                return Err(Problem::new(DuplicateLegal, format!("{} is listed twice in {}", w[0], list(&legal))));
            }
            if w[0] > w[1] {
                return Err(Problem::new(
                    UnsortedLegal,
                    format!("{} comes before {} in {}, which is not ascending", w[0], w[1], list(&legal)),
                ));
            }
        }
        if decision == Decision::Terminal && !legal.is_empty() {
            return Err(Problem::new(LegalAtTerminal, format!("the match is over but lists {}", list(&legal))));
        }
    }
    if decision != Decision::Terminal && legal.is_empty() {
        return Err(Problem::new(EmptyLegal, format!("no legal action at {decision:?}")));
    }
    spot.doing = "listing chance outcomes";
    let mut chance = Vec::new();
    state.chance_outcomes(&mut chance);
    let outcomes: Vec<G::Action> = chance.iter().map(|&(a, _)| a).collect();
    if decision == Decision::Chance {
        if outcomes != legal {
            return Err(Problem::new(
                ChanceMismatch,
                format!("chance outcomes {} differ from legal actions {}", list(&outcomes), list(&legal)),
            ));
        }
        if let Some(&(a, _)) = chance.iter().find(|&&(_, w)| w == 0) {
            return Err(Problem::new(ChanceWeight, format!("chance outcome {a} has weight 0")).on(a));
        }
        let sum: u64 = chance.iter().map(|&(_, w)| u64::from(w)).sum();
        if sum > u64::from(u32::MAX) {
            return Err(Problem::new(ChanceWeight, format!("chance weights sum to {sum}, beyond u32")));
        }
    } else if strict && !chance.is_empty() {
        return Err(Problem::new(ChanceMismatch, format!("chance outcomes {} at {decision:?}", list(&outcomes))));
    }
    if !strict {
        return Ok(Listing { legal });
    }
    for &a in &legal {
        spot.at::<G>("encoding a listed action", a);
        let index = G::encode_action(a);
        let back = G::decode_action(index);
        if back != Some(a) {
            return Err(Problem::new(Encoding, format!("{a} encodes to {index}, which decodes to {back:?}")).on(a));
        }
        spot.doing = "checking a listed action";
        if let Err(e) = state.check(a) {
            return Err(Problem::new(ListedRejected, format!("check refused a listed action: {e}")).on(a));
        }
    }
    let viewers = viewers(seats);
    for v in &viewers {
        spot.doing = "viewing the state";
        view_json(state, *v)?;
    }
    for a in sample(&legal, applied, rng) {
        spot.at::<G>("applying a listed action to a clone", a);
        let mut s = state.clone();
        let mut events = Vec::new();
        if let Err(e) = s.apply(a, &mut events) {
            return Err(Problem::new(ListedRejected, format!("apply refused a listed action: {e}")).on(a));
        }
        report.listed_applied += 1;
        spot.doing = "showing the events of a listed action";
        for v in &viewers {
            events_json(&s, &events, *v).map_err(|p| p.on(a))?;
        }
    }
    spot.action = None;
    Ok(Listing { legal })
}

/// Check 2 on one state. Every candidate (the neighbours of listed and
/// recently listed action numbers, and `2 * count` random numbers) that
/// decodes to an unlisted action goes through `check`, which is cheap; `count`
/// of them also go through `apply` on a clone, compared before and after.
pub(crate) fn probe_illegal<G: Game>(
    state: &G,
    legal: &[G::Action],
    recent: &[G::Action],
    count: usize,
    rng: &mut HordeRng,
    spot: &mut Spot,
    report: &mut Report,
) -> Checked<G::Action> {
    if count == 0 {
        return Ok(());
    }
    let known: Vec<u32> = legal.iter().chain(recent).map(|&a| G::encode_action(a)).collect();
    // Off-by-one action numbers and actions that were legal a moment ago are
    // where `check` and `legal_actions` most often disagree.
    let mut candidates: Vec<u32> = known.iter().flat_map(|&e| [e, e.wrapping_sub(1), e.wrapping_add(1)]).collect();
    let top = known.iter().copied().max().unwrap_or(0).saturating_mul(2).saturating_add(16);
    for _ in 0..count {
        candidates.push(rng.below(top));
        candidates.push(rng.next_u32());
    }
    candidates.sort_unstable();
    candidates.dedup();
    let mut unlisted: Vec<G::Action> =
        candidates.into_iter().filter_map(G::decode_action).filter(|a| !legal.contains(a)).collect();
    unlisted.sort_unstable();
    unlisted.dedup();
    for &a in &unlisted {
        spot.at::<G>("checking an unlisted action", a);
        refused_by_check(state, a, legal)?;
    }
    spot.doing = "hashing and viewing the state before applying unlisted actions";
    let hash = state.state_hash();
    let views: Vec<(Viewer, G::View)> = viewers(state.num_seats()).into_iter().map(|v| (v, state.view(v))).collect();
    for a in sample(&unlisted, count, rng) {
        report.illegal_probes += 1;
        probe_rejected(state, a, legal, hash, &views, spot)?;
    }
    spot.action = None;
    Ok(())
}

fn refused_by_check<G: Game>(state: &G, a: G::Action, legal: &[G::Action]) -> Checked<G::Action> {
    match state.check(a) {
        Ok(()) => Err(Problem::new(
            FailureKind::IllegalAccepted,
            format!("check accepted {a}, which legal_actions does not list: {}", list(legal)),
        )
        .on(a)),
        Err(e) => check_rule_id(&e, "check").map_err(|d| Problem::new(FailureKind::EmptyRuleId, d).on(a)),
    }
}

/// `a` is not listed: `check` and `apply` must refuse it with a rule ID and
/// leave the state, its views and the event list untouched.
pub(crate) fn probe_rejected<G: Game>(
    state: &G,
    a: G::Action,
    legal: &[G::Action],
    hash: u64,
    views: &[(Viewer, G::View)],
    spot: &mut Spot,
) -> Checked<G::Action> {
    use FailureKind::*;
    spot.at::<G>("checking an unlisted action", a);
    refused_by_check(state, a, legal)?;
    spot.doing = "applying an unlisted action to a clone";
    let mut s = state.clone();
    let mut events = Vec::new();
    match s.apply(a, &mut events) {
        Ok(()) => {
            return Err(Problem::new(
                IllegalAccepted,
                format!("apply accepted {a}, which legal_actions does not list: {}", list(legal)),
            )
            .on(a));
        }
        Err(e) => check_rule_id(&e, "apply").map_err(|d| Problem::new(EmptyRuleId, d).on(a))?,
    }
    if !events.is_empty() {
        return Err(Problem::new(RejectionMutated, format!("apply refused {a} but emitted {events:?}")).on(a));
    }
    let after = s.state_hash();
    if after != hash {
        return Err(Problem::new(
            RejectionMutated,
            format!("apply refused {a} but changed the state hash from {hash:016x} to {after:016x}"),
        )
        .on(a));
    }
    // `PartialEq` is enough here: serialising every view for every probe
    // would dominate the suite's run time, and serialisation is checked
    // once per step anyway.
    for (v, before) in views {
        let now = s.view(*v);
        if &now != before {
            return Err(Problem::new(
                RejectionMutated,
                format!(
                    "apply refused {a} but changed the view of {}:\nbefore: {before:?}\nafter:  {now:?}",
                    viewer_name(*v)
                ),
            )
            .on(a));
        }
    }
    Ok(())
}

/// One side of an action applied to a state: what the viewer then sees.
struct Applied {
    decision: Decision,
    view: String,
    events: String,
}

fn apply_for<G: Game>(state: &G, a: G::Action, viewer: Viewer) -> Result<Option<Applied>, Problem<G::Action>> {
    let mut s = state.clone();
    let mut events = Vec::new();
    if s.apply(a, &mut events).is_err() {
        return Ok(None);
    }
    let events = events_json(&s, &events, viewer)?;
    Ok(Some(Applied { decision: s.decision(), view: view_json(&s, viewer)?.1, events }))
}

/// Check 5 on one state.
pub(crate) fn check_hidden<G: Game>(
    state: &G,
    legal: &[G::Action],
    config: &Config,
    checks: Checks,
    rng: &mut HordeRng,
    spot: &mut Spot,
    report: &mut Report,
) -> Checked<G::Action> {
    use FailureKind::*;
    let seats = state.num_seats();
    let decision = state.decision();
    let hash = state.state_hash();
    // Chance outcomes differ between redrawn worlds by design; they get the
    // pairwise check below instead.
    let actions = if decision == Decision::Chance { Vec::new() } else { sample(legal, 3, rng) };
    for viewer in viewers(seats) {
        let who = viewer_name(viewer);
        spot.doing = "viewing the state";
        spot.action = None;
        let (view, json) = view_json(state, viewer)?;
        let own = matches!((decision, viewer), (Decision::Seat(s), Viewer::Seat(v)) if s == v);
        let mut originals = Vec::new();
        for &a in &actions {
            spot.at::<G>("applying a listed action to compare with redrawn states", a);
            if let Some(applied) = apply_for(state, a, viewer)? {
                originals.push((a, state.reveals_hidden(a), applied));
            }
        }
        for _ in 0..config.resamples {
            spot.doing = "redrawing hidden state with resample_hidden";
            spot.action = None;
            let world = state.resample_hidden(viewer, rng);
            report.hidden_samples += 1;
            if world.state_hash() != hash {
                report.hidden_changed += 1;
            }
            let d = world.decision();
            if d != decision {
                return Err(Problem::new(
                    DecisionLeak,
                    format!("redrawn for {who}, the state is at {d:?} instead of {decision:?}"),
                ));
            }
            spot.doing = "viewing a redrawn state";
            let (wview, wjson) = view_json(&world, viewer)?;
            if wview != view || wjson != json {
                return Err(Problem::new(
                    ViewLeak,
                    format!(
                        "the view of {who} changes when hidden state is redrawn for it, so it shows something hidden\noriginal: {json}\nredrawn:  {wjson}"
                    ),
                ));
            }
            if checks.playouts {
                check_position(&world, seats, true, 0, rng, spot, report)
                    .map_err(|p| Problem { detail: format!("in a state redrawn for {who}: {}", p.detail), ..p })?;
            }
            if own {
                spot.doing = "listing legal actions of a redrawn state";
                let mut wlegal = Vec::new();
                world.legal_actions(&mut wlegal);
                if wlegal != legal {
                    return Err(Problem::new(
                        LegalLeak,
                        format!(
                            "{who} is to act, but its legal actions change when hidden state is redrawn for it: {} became {}",
                            list(legal),
                            list(&wlegal)
                        ),
                    ));
                }
            }
            for (a, reveals, original) in &originals {
                spot.at::<G>("applying the same action to a redrawn state", *a);
                let Some(redrawn) = apply_for(&world, *a, viewer)? else {
                    if own {
                        return Err(Problem::new(
                            LegalLeak,
                            format!("{who}'s own listed action {a} is refused in a state redrawn for it"),
                        )
                        .on(*a));
                    }
                    continue;
                };
                if (redrawn.decision, &redrawn.view) != (original.decision, &original.view) {
                    if own && !reveals {
                        return Err(Problem::new(
                            UndeclaredReveal,
                            format!(
                                "after {who}'s own action {a}, what it sees depends on hidden state, but reveals_hidden({a}) is false\noriginal: {:?} {}\nredrawn:  {:?} {}",
                                original.decision, original.view, redrawn.decision, redrawn.view
                            ),
                        )
                        .on(*a));
                    }
                    continue;
                }
                report.event_comparisons += 1;
                if redrawn.events != original.events {
                    return Err(Problem::new(
                        EventLeak,
                        format!(
                            "after {a}, {who} sees the same view in the original and a redrawn state, but not the same events\noriginal: {}\nredrawn:  {}",
                            original.events, redrawn.events
                        ),
                    )
                    .on(*a));
                }
            }
        }
    }
    if checks.event_pairs && decision == Decision::Chance {
        check_event_pairs(state, legal, rng, spot, report)?;
    }
    spot.action = None;
    Ok(())
}

/// Two chance outcomes that leave a viewer the same decision and view must
/// show it the same events (see `hidden_information` for the assumption).
fn check_event_pairs<G: Game>(
    state: &G,
    legal: &[G::Action],
    rng: &mut HordeRng,
    spot: &mut Spot,
    report: &mut Report,
) -> Checked<G::Action> {
    let outcomes = sample(legal, 16, rng);
    for viewer in viewers(state.num_seats()) {
        let mut seen: BTreeMap<(String, String), (G::Action, String)> = BTreeMap::new();
        for &a in &outcomes {
            spot.at::<G>("applying chance outcomes side by side", a);
            let Some(applied) = apply_for(state, a, viewer)? else { continue };
            let key = (format!("{:?}", applied.decision), applied.view);
            match seen.get(&key) {
                Some((b, events)) => {
                    report.event_comparisons += 1;
                    if *events != applied.events {
                        return Err(Problem::new(
                            FailureKind::EventLeak,
                            format!(
                                "chance outcomes {b} and {a} leave {} the same view, but show it different events, so the events tell it which happened\nafter {b}: {events}\nafter {a}: {}",
                                viewer_name(viewer),
                                applied.events
                            ),
                        )
                        .on(a));
                    }
                }
                None => {
                    seen.insert(key, (a, applied.events));
                }
            }
        }
    }
    Ok(())
}

/// Compares a match with its reloaded copy.
pub(crate) fn compare_matches<G: Game>(original: &Match<G>, loaded: &Match<G>, what: &str) -> Checked<G::Action> {
    let mismatch = |detail: String| Err(Problem::new(FailureKind::ReplayMismatch, format!("{what}: {detail}")));
    let (h1, h2) = (original.state().state_hash(), loaded.state().state_hash());
    if h1 != h2 {
        return mismatch(format!("state hash {h2:016x} instead of {h1:016x}"));
    }
    if original.log() != loaded.log() {
        return mismatch("the log differs".to_owned());
    }
    if original.decision() != loaded.decision() {
        return mismatch(format!("decision {:?} instead of {:?}", loaded.decision(), original.decision()));
    }
    let seats = original.state().num_seats();
    for v in viewers(seats) {
        let (a, b) = (view_json(original.state(), v)?.1, view_json(loaded.state(), v)?.1);
        if a != b {
            return mismatch(format!("the view of {} differs\noriginal: {a}\nreloaded: {b}", viewer_name(v)));
        }
    }
    for i in 0..seats {
        let s = Seat(i as u8);
        let (a, b) = (original.undoable(s), loaded.undoable(s));
        if a != b {
            return mismatch(format!("{s} may undo {b} actions instead of {a}"));
        }
    }
    Ok(())
}

/// Save file -> JSON -> save file -> match, compared with the original.
pub(crate) fn round_trip<G: Game>(m: &Match<G>, what: &str) -> Result<Match<G>, Problem<G::Action>> {
    use FailureKind::*;
    let file = m.to_file();
    let json = serde_json::to_string(&file)
        .map_err(|e| Problem::new(SaveFile, format!("{what}: the save file does not serialise: {e}")))?;
    let back: MatchFile = serde_json::from_str(&json)
        .map_err(|e| Problem::new(SaveFile, format!("{what}: the save file does not parse back: {e}\n{json}")))?;
    if back != file {
        return Err(Problem::new(SaveFile, format!("{what}: the save file changes through JSON\n{json}")));
    }
    let loaded = Match::<G>::from_file(&back)
        .map_err(|e| Problem::new(ReplayRefused, format!("{what}: Match::from_file refused it: {e}")))?;
    compare_matches(m, &loaded, what)?;
    Ok(loaded)
}

/// The seeds of playout `index`: the match's, the picks', and the probes'.
/// Picks have their own stream so that a plain rerun without the checks
/// draws the same actions.
fn playout_seeds(seed: u64, index: u32) -> (u64, u64, u64) {
    let mut base = HordeRng::derived(seed, stream::TEST, u64::from(index));
    (base.next_u64(), base.next_u64(), base.next_u64())
}

pub(crate) fn run<G: Game>(
    setups: &[G::Setup],
    index: u32,
    config: &Config,
    checks: Checks,
    report: &mut Report,
) -> Result<(), ConformanceFailure> {
    let setup_index = index as usize % setups.len();
    let setup = &setups[setup_index];
    let (match_seed, pick_seed, probe_seed) = playout_seeds(config.seed, index);
    let mut p = Playout::<G> {
        config,
        checks,
        setup_index,
        setup,
        index,
        m: None,
        match_seed,
        pick_seed,
        picker: HordeRng::new(pick_seed, stream::TEST),
        probe: HordeRng::new(probe_seed, stream::TEST),
        sampler: HordeRng::derived(probe_seed, stream::TEST, 1),
        spot: Spot::default(),
        seats: 0,
        shadow: None,
        recent: Vec::new(),
        hashes: Vec::new(),
        barriers: Vec::new(),
    };
    let result = catch_unwind(AssertUnwindSafe(|| p.steps(report)));
    report.playouts += 1;
    match result {
        Ok(Ok(())) => Ok(()),
        Ok(Err(problem)) => Err(p.fail(problem)),
        Err(payload) => {
            let detail = format!("panicked while {}: {}", p.spot.doing, panic_message(payload.as_ref()));
            Err(p.fail(Problem::new(FailureKind::Panic, detail)))
        }
    }
}

struct Playout<'a, G: Game> {
    config: &'a Config,
    checks: Checks,
    setup_index: usize,
    setup: &'a G::Setup,
    index: u32,
    m: Option<Match<G>>,
    match_seed: u64,
    pick_seed: u64,
    picker: HordeRng,
    probe: HordeRng,
    /// Its own stream, so that turning the sampling check on or off
    /// changes nothing the other checks draw.
    sampler: HordeRng,
    spot: Spot,
    seats: usize,
    /// A copy loaded from a save file mid-game, driven alongside: its chance
    /// outcomes must be the original's.
    shadow: Option<Match<G>>,
    /// Actions listed at earlier steps: likely illegal now, good probes.
    recent: Vec<G::Action>,
    /// State hash after each action, for the determinism rerun.
    hashes: Vec<u64>,
    /// Per logged action: whether undo may never cross it (a chance outcome,
    /// or a seat action that `reveals_hidden`).
    barriers: Vec<bool>,
}

/// How many actions `seat` may take back under the documented policy: its
/// own trailing actions, back to the last chance outcome or reveal.
fn undo_policy<A>(log: &[Entry<A>], barriers: &[bool], seat: Seat) -> usize {
    log.iter().zip(barriers).rev().take_while(|&(e, &barrier)| e.actor == Actor::Seat(seat) && !barrier).count()
}

const RECENT: usize = 64;

impl<G: Game> Playout<'_, G> {
    fn fail(&self, problem: Problem<G::Action>) -> ConformanceFailure {
        let log = self.m.as_ref().map(|m| m.log()).unwrap_or_default();
        ConformanceFailure {
            kind: problem.kind,
            detail: problem.detail,
            game: G::ID,
            origin: Origin::Playout { index: self.index, seed: self.config.seed },
            setup_index: self.setup_index,
            setup: serde_json::to_value(self.setup).unwrap_or(serde_json::Value::Null),
            match_seed: self.match_seed,
            step: log.len(),
            decision: self.spot.decision,
            action: problem.action.map(failed_action::<G>).or_else(|| self.spot.action.clone()),
            save: save_file::<G>(self.setup, self.match_seed, log, self.spot.hash),
        }
    }

    fn steps(&mut self, report: &mut Report) -> Checked<G::Action> {
        use FailureKind::*;
        self.spot.doing = "creating the match";
        let m = Match::<G>::new(self.setup.clone(), self.match_seed)
            .map_err(|e| Problem::new(Setup, format!("Game::new refused the setup: {e}")))?;
        self.seats = m.state().num_seats();
        self.m = Some(m);
        let mut events = Vec::new();
        loop {
            let m = self.m.as_ref().expect("created above");
            let step = m.log().len();
            self.spot = Spot { doing: "hashing the state", ..Spot::default() };
            let state = m.state().clone();
            let hash = m.state().state_hash();
            if self.checks.determinism {
                let again = m.state().state_hash();
                let cloned = state.state_hash();
                if again != hash || cloned != hash {
                    return Err(Problem::new(
                        HashUnstable,
                        format!("state_hash gave {hash:016x}, then {again:016x}, and {cloned:016x} on a clone"),
                    ));
                }
            }
            self.spot.hash = Some(hash);
            let listing = check_position(
                &state,
                self.seats,
                self.checks.playouts,
                self.config.applied_per_step,
                &mut self.probe,
                &mut self.spot,
                report,
            )?;
            let decision = state.decision();
            self.spot.decision = Some(decision);
            if self.checks.illegal_actions {
                probe_illegal(
                    &state,
                    &listing.legal,
                    &self.recent,
                    self.config.probes_per_step,
                    &mut self.probe,
                    &mut self.spot,
                    report,
                )?;
            }
            if (self.checks.hidden_information || self.checks.event_pairs)
                && (step == 0 || self.probe.below(self.config.hidden_every.max(1)) == 0)
            {
                // With only the event pairs enabled, nothing is redrawn.
                let resamples = if self.checks.hidden_information { self.config.resamples } else { 0 };
                let config = Config { resamples, ..self.config.clone() };
                check_hidden(&state, &listing.legal, &config, self.checks, &mut self.probe, &mut self.spot, report)?;
            }
            if self.checks.sampling
                && (step == 0
                    || decision == Decision::Terminal
                    || self.sampler.below(self.config.sample_every.max(1)) == 0)
            {
                self.spot.doing = "sampling legal actions";
                check_sampling(&state, &listing.legal, &mut self.sampler)?;
                self.spot.doing = "sampling a chance outcome directly";
                check_chance_sampling(&state, &mut self.sampler)?;
                report.sampled_states += 1;
            }
            if self.checks.replay && step.is_power_of_two() {
                self.spot.doing = "reloading the match from its save file";
                let loaded = round_trip(m, &format!("reloaded at step {step}"))?;
                report.replays += 1;
                self.shadow = Some(loaded);
            }
            for &a in &listing.legal {
                if self.recent.len() < RECENT {
                    self.recent.push(a);
                } else {
                    let i = self.probe.below(RECENT as u32) as usize;
                    self.recent[i] = a;
                }
            }
            match decision {
                Decision::Terminal => break,
                _ if step >= self.config.max_steps => {
                    return Err(Problem::new(
                        StepLimit,
                        format!(
                            "the match is not over after {step} actions (Config::max_steps); a loop in the rules, or raise the limit"
                        ),
                    ));
                }
                Decision::Chance => self.chance(&mut events, report)?,
                Decision::Seat(seat) => self.seat(&state, seat, &listing.legal, &mut events, report)?,
            }
            events.clear();
            report.steps += 1;
            let m = self.m.as_ref().expect("created above");
            if self.checks.determinism {
                self.hashes.push(m.state().state_hash());
            }
            if self.checks.replay {
                self.follow_shadow(&mut events)?;
                events.clear();
            }
        }
        let m = self.m.as_ref().expect("created above");
        report.longest_playout = report.longest_playout.max(m.log().len());
        if self.checks.replay {
            self.spot.doing = "reloading the finished match from its save file";
            round_trip(m, "reloaded at the end")?;
            report.replays += 1;
        }
        if self.checks.determinism {
            self.rerun()?;
        }
        Ok(())
    }

    fn chance(&mut self, events: &mut Vec<G::Event>, report: &mut Report) -> Checked<G::Action> {
        let m = self.m.as_mut().expect("created above");
        self.spot.doing = "resolving chance with Match::resolve_chance";
        self.spot.hash = None;
        m.resolve_chance(events);
        report.chance_steps += 1;
        let hash = m.state().state_hash();
        self.spot.hash = Some(hash);
        let last = *m.log().last().expect("chance was just logged");
        self.spot.action = Some(failed_action::<G>(last.action));
        self.barriers.push(true);
        if !self.checks.undo {
            return Ok(());
        }
        self.spot.doing = "trying to undo across a chance outcome";
        let len = m.log().len();
        for i in 0..self.seats {
            let s = Seat(i as u8);
            let undoable = m.undoable(s);
            // Tried on the match itself: a refusal must change nothing.
            let undone = m.undo(s);
            if undoable != 0 || undone.is_ok() || m.log().len() != len || m.state().state_hash() != hash {
                return Err(Problem::new(
                    FailureKind::UndoAcrossBarrier,
                    format!(
                        "right after the chance outcome {}, {s} may undo {undoable} actions and undo returned {undone:?}",
                        last.action
                    ),
                ));
            }
        }
        Ok(())
    }

    fn seat(
        &mut self,
        before: &G,
        seat: Seat,
        legal: &[G::Action],
        events: &mut Vec<G::Event>,
        report: &mut Report,
    ) -> Checked<G::Action> {
        use FailureKind::*;
        let action = legal[self.picker.below(legal.len() as u32) as usize];
        let hash_before = self.spot.hash;
        self.spot.at::<G>("taking a listed action with Match::act", action);
        self.spot.hash = None;
        let reveals = before.reveals_hidden(action);
        let m = self.m.as_mut().expect("created above");
        m.act(Actor::Seat(seat), action, events)
            .map_err(|e| Problem::new(ListedRejected, format!("Match::act refused a listed action: {e}")).on(action))?;
        report.seat_steps += 1;
        let hash = m.state().state_hash();
        self.spot.hash = Some(hash);
        self.barriers.push(reveals);
        if !self.checks.undo {
            return Ok(());
        }
        self.spot.doing = "asking the driver what may be undone";
        for i in 0..self.seats {
            let t = Seat(i as u8);
            let (got, allowed) = (m.undoable(t), undo_policy(m.log(), &self.barriers, t));
            if got != allowed {
                return Err(Problem::new(
                    if got > allowed { UndoAcrossBarrier } else { UndoRefused },
                    format!(
                        "after {action} by {seat}, {t} may undo {got} actions; the policy (own trailing actions, back to the last chance outcome or reveal; reveals_hidden({action}) is {reveals}) allows {allowed}"
                    ),
                )
                .on(action));
            }
        }
        self.spot.doing = "undoing the action just taken";
        if m.undoable(seat) == 0 {
            if m.clone().undo(seat).is_ok() {
                return Err(Problem::new(
                    UndoAcrossBarrier,
                    format!("undo took back {action}, which reveals hidden information"),
                )
                .on(action));
            }
            return Ok(());
        }
        report.undos += 1;
        let mut u = m.clone();
        u.undo(seat).map_err(|e| {
            Problem::new(UndoRefused, format!("undoable({seat}) is {}, but undo failed: {e}", m.undoable(seat)))
                .on(action)
        })?;
        let undone = u.state().state_hash();
        if Some(undone) != hash_before || u.log() != &m.log()[..m.log().len() - 1] {
            return Err(Problem::new(
                UndoMismatch,
                format!(
                    "undoing {action} gave state hash {undone:016x} and {} logged actions, instead of {:016x} and {}",
                    u.log().len(),
                    hash_before.unwrap_or_default(),
                    m.log().len() - 1
                ),
            )
            .on(action));
        }
        // Undo rights are derived from the log like everything else: after an
        // undo they must be those of the shorter log.
        let kept = &self.barriers[..self.barriers.len() - 1];
        for i in 0..self.seats {
            let t = Seat(i as u8);
            let (got, allowed) = (u.undoable(t), undo_policy(u.log(), kept, t));
            if got != allowed {
                return Err(Problem::new(
                    UndoMismatch,
                    format!("after undoing {action}, {t} may undo {got} actions; the same log allows {allowed}"),
                )
                .on(action));
            }
        }
        // The same, through the save file: a reload replays the whole log, so
        // it runs on a sample.
        if self.probe.below(16) == 0 {
            let reloaded = Match::<G>::from_file(&u.to_file()).map_err(|e| {
                Problem::new(UndoMismatch, format!("after undoing {action}, the save file does not load: {e}"))
                    .on(action)
            })?;
            compare_matches(&u, &reloaded, &format!("after undoing {action}, compared with its save file reloaded"))
                .map_err(|p| Problem { kind: UndoMismatch, ..p }.on(action))?;
        }
        let mut sink = Vec::new();
        u.act(Actor::Seat(seat), action, &mut sink).map_err(|e| {
            Problem::new(UndoMismatch, format!("after undoing {action}, taking it again fails: {e}")).on(action)
        })?;
        if u.state().state_hash() != hash {
            return Err(
                Problem::new(UndoMismatch, format!("undoing and redoing {action} changed the state hash")).on(action)
            );
        }
        Ok(())
    }

    fn follow_shadow(&mut self, events: &mut Vec<G::Event>) -> Checked<G::Action> {
        use FailureKind::*;
        let m = self.m.as_ref().expect("created above");
        let Some(shadow) = self.shadow.as_mut() else { return Ok(()) };
        let last = *m.log().last().expect("an action was just taken");
        self.spot.doing = "driving the match reloaded mid-game alongside";
        match last.actor {
            Actor::Chance => {
                if !shadow.resolve_chance(events) {
                    return Err(Problem::new(
                        ReplayMismatch,
                        format!("the reloaded match is at {:?}, not at chance", shadow.decision()),
                    ));
                }
                let drawn = shadow.log().last().expect("chance was just logged").action;
                if drawn != last.action {
                    return Err(Problem::new(
                        ChanceDiverged,
                        format!(
                            "the match reloaded mid-game drew {drawn} where the original drew {} from the same seed",
                            last.action
                        ),
                    )
                    .on(last.action));
                }
            }
            Actor::Seat(_) => {
                shadow.act(last.actor, last.action, events).map_err(|e| {
                    Problem::new(ReplayMismatch, format!("the reloaded match refuses {}: {e}", last.action))
                        .on(last.action)
                })?;
            }
        }
        if shadow.state().state_hash() != m.state().state_hash() {
            return Err(Problem::new(
                ReplayMismatch,
                format!("after {}, the match reloaded mid-game has another state hash", last.action),
            )
            .on(last.action));
        }
        Ok(())
    }

    /// The same playout again, without any check in between: same actions,
    /// same hashes.
    fn rerun(&mut self) -> Checked<G::Action> {
        self.spot.doing = "rerunning the playout with the same seeds";
        let m = self.m.as_ref().expect("created above");
        let mut again = Match::<G>::new(self.setup.clone(), self.match_seed).map_err(|e| {
            Problem::new(FailureKind::Nondeterministic, format!("the setup is refused the second time: {e}"))
        })?;
        let mut picker = HordeRng::new(self.pick_seed, stream::TEST);
        let mut events = Vec::new();
        let mut legal = Vec::new();
        let diverged = |step: usize, what: String| {
            Err(Problem::new(
                FailureKind::Nondeterministic,
                format!("a second run with the same seeds diverges at step {step}: {what}"),
            ))
        };
        for step in 0..m.log().len() {
            match again.decision() {
                Decision::Terminal => return diverged(step, "it is already over".to_owned()),
                Decision::Chance => {
                    again.resolve_chance(&mut events);
                }
                Decision::Seat(s) => {
                    legal.clear();
                    again.state().legal_actions(&mut legal);
                    if legal.is_empty() {
                        return diverged(step, "no legal action".to_owned());
                    }
                    let a = legal[picker.below(legal.len() as u32) as usize];
                    if let Err(e) = again.act(Actor::Seat(s), a, &mut events) {
                        return diverged(step, format!("{a} is refused: {e}"));
                    }
                }
            }
            events.clear();
            let (x, y) = (again.log()[step], m.log()[step]);
            if x != y {
                return diverged(step, format!("{} took {} instead of {}", x.actor, x.action, y.action));
            }
            let h = again.state().state_hash();
            if h != self.hashes[step] {
                return diverged(
                    step,
                    format!("after {}, state hash {h:016x} instead of {:016x}", y.action, self.hashes[step]),
                );
            }
        }
        if again.decision() != Decision::Terminal {
            return diverged(m.log().len(), format!("it is not over but at {:?}", again.decision()));
        }
        Ok(())
    }
}
