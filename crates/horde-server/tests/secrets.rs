//! The hidden-information sweep: for every rule system of the registry
//! (none is named here), a match is played over real sockets against the
//! real server and store, and every message a seat or a spectator gets is
//! checked against the stored log afterwards:
//!
//! - live updates, the state sent on connect, on `resync` and after a seat
//!   change, the HTTP state and action answers: the view is exactly the
//!   rule system's view for that viewer, the events exactly its event view,
//!   the board, page, labels and narration exactly what the rule system
//!   draws and tells that viewer;
//! - refusals of an illegal action: exactly the rule system's refusal;
//! - the replay of the finished match, step by step: the spectator's;
//! - the lobby's list: no field taken from the game.
//!
//! Then each of those is drawn again from states whose hidden parts were
//! redrawn for that viewer (`Game::resample_hidden`): a board, a page, a
//! label or a refusal that changes with them would tell the viewer
//! something it may not know.
//!
//! Small by default; `HORDE_LONG_DRILLS=1` plays more matches, longer, and
//! redraws each state more often (docs/reliability.md).
#![allow(clippy::unwrap_used)]

mod support;

use horde_core::rng::stream;
use horde_core::{Actor, Decision, HordeRng, Match, MatchFile, RuleViolation, Seat, Viewer};
use horde_render::{Picture, PictureFn};
use horde_rules::{Group, Lang, Registry, RuleSystem, Visitor};
use horde_server::protocol::{ReplayStep, SeatState, ServerMsg, ToldLog};
use horde_server::{ErrorBody, Limits};
use horde_store::Store;
use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::net::SocketAddr;
use std::time::Duration;
use support::{Client, Ws, long_drills, next_msg, send, start};

/// How much each match is played and checked.
#[derive(Clone, Copy, Debug)]
struct Plan {
    /// Matches per rule system.
    matches: u64,
    /// Turns each seat plays itself before handing its seat to a bot,
    /// which plays the match to its end.
    turns: u32,
    /// Redrawn states per message...
    resamples: u32,
    /// ...for every this many messages (every message when 1), since
    /// each redraw draws the board and the page again.
    redraw_every: usize,
    /// Replay steps asked for (spread over the log, chance steps first).
    replay_steps: usize,
}

impl Plan {
    fn new() -> Self {
        if long_drills() {
            Self { matches: 4, turns: 400, resamples: 8, redraw_every: 1, replay_steps: usize::MAX }
        } else {
            Self { matches: 1, turns: 25, resamples: 2, redraw_every: 10, replay_steps: 40 }
        }
    }
}

/// The events of an update since the connection's previous state: that
/// state's position, the events and their narration.
type Update = (u64, Vec<Value>, Vec<Option<String>>);

/// A legal action as a menu shows it: index, label, detail, rule, target.
type Labelled = (u32, String, Option<String>, String, Option<String>);

/// A message of the server, as recorded for the check.
#[derive(Debug)]
enum Seen {
    /// A whole state, with the events of an update since the connection's
    /// previous state (`from`).
    State {
        state: Box<SeatState>,
        update: Option<Update>,
    },
    /// The refusal of `index`, sent by `seat` at `seq`, worded in `lang`.
    Refusal {
        seat: Seat,
        lang: Lang,
        seq: u64,
        index: u32,
        body: ErrorBody,
    },
    Replay {
        lang: Lang,
        step: Box<ReplayStep>,
    },
    /// The log a reloaded page reads, of the whole finished match.
    Log {
        viewer: Viewer,
        lang: Lang,
        log: Box<ToldLog>,
    },
}

impl Seen {
    fn seq(&self) -> u64 {
        match self {
            Self::State { state, .. } => state.seq,
            Self::Refusal { seq, .. } => *seq,
            Self::Replay { step, .. } => step.step,
            Self::Log { log, .. } => log.seq,
        }
    }
}

/// An event of a told log with its narration.
type ToldEvent = (Value, Option<String>);

/// What the check went through, so a sweep that checked nothing fails.
#[derive(Debug, Default)]
struct Tally {
    states: usize,
    updates: usize,
    refusals: usize,
    replays: usize,
    /// Logs checked, and the events in them.
    logs: usize,
    logged_events: usize,
    redrawn: usize,
    /// Redrawn states that differ from the true one: 0 for a rule system
    /// that hides something means the redraws could not find a leak.
    changed: usize,
    /// Messages where a seat's view differed from the spectator's.
    private_views: usize,
}

/// One rule system's side of the check, with its type erased.
trait Oracle {
    fn id(&self) -> &'static str;
    fn hides(&self) -> bool;
    fn mission(&self) -> String;
    fn seats(&self) -> u8;
    fn check(&self, file: &MatchFile, seen: &mut [Seen], plan: Plan, tally: &mut Tally);
}

struct Typed<P>(std::marker::PhantomData<fn() -> P>);

struct MakeOracle;

impl PictureFn for MakeOracle {
    type Output = Box<dyn Oracle>;
    // The server plays the type horde-render draws, so the check does too.
    fn call<P: Picture>(self) -> Box<dyn Oracle> {
        Box::new(Typed::<P>(std::marker::PhantomData))
    }
}

fn oracles() -> Vec<Box<dyn Oracle>> {
    struct Fill(Vec<Box<dyn Oracle>>);
    impl Visitor for Fill {
        fn visit<G: RuleSystem>(&mut self) {
            self.0.push(horde_render::with_picture::<G, _>(MakeOracle));
        }
    }
    let mut fill = Fill(Vec::new());
    horde_games::Standard::visit(&mut fill);
    fill.0
}

/// Everything of a state message that is drawn from the game for one
/// viewer, in a form to compare.
#[derive(Debug, PartialEq)]
struct Drawn {
    view: Value,
    /// The hash that names the board's base (see `board_base`).
    base: Option<String>,
    board: Option<String>,
    page: horde_render::Page,
    /// By index.
    legal: Vec<Labelled>,
}

impl Drawn {
    /// `s` as recorded (its board by its digest, see [`kept`]).
    fn of_message(s: &SeatState) -> Self {
        let mut legal: Vec<_> = s
            .legal
            .iter()
            .map(|a| (a.index, a.label.clone(), a.detail.clone(), a.rule.clone(), a.target.clone()))
            .collect();
        legal.sort();
        // The base's address ends with the hash of its text.
        let base = s.board_base.as_deref().map(|u| u.rsplit('/').next().unwrap().trim_end_matches(".svg").to_owned());
        Self { view: s.view.clone(), base, board: s.board.clone(), page: s.page.clone(), legal }
    }

    /// What `viewer` is sent of `g`: the board in its two parts, or
    /// `whole` (a replay's board).
    fn of_state<P: Picture>(g: &P, viewer: Viewer, lang: Lang, whole: bool) -> Self {
        let mut legal = Vec::new();
        if let Viewer::Seat(seat) = viewer
            && g.decision() == Decision::Seat(seat)
        {
            let mut actions = Vec::new();
            g.legal_actions(&mut actions);
            legal = actions
                .into_iter()
                .map(|a| {
                    let t = g.action_text(a, viewer, lang);
                    (P::encode_action(a), t.label, t.detail, t.rule.to_owned(), t.target_name)
                })
                .collect();
            legal.sort();
        }
        Self {
            view: serde_json::to_value(g.view(viewer)).unwrap(),
            base: g
                .board_base(lang)
                .filter(|_| !whole)
                .map(|b| format!("{:016x}", horde_core::stable_hash(b.as_str()))),
            board: if whole { g.board_svg(viewer, lang) } else { g.board_top(viewer, lang) }.as_deref().map(digest),
            page: g.page(viewer, lang),
            legal,
        }
    }
}

impl<P: Picture> Typed<P> {
    /// `check` once more on states redrawn for `viewer`: `what` must not change.
    fn redrawn<T: PartialEq + std::fmt::Debug>(
        g: &P,
        viewer: Viewer,
        rng: &mut HordeRng,
        resamples: u32,
        tally: &mut Tally,
        truth: &T,
        what: impl Fn(&P) -> T,
    ) {
        for _ in 0..resamples {
            let other = g.resample_hidden(viewer, rng);
            tally.redrawn += 1;
            if other.state_hash() != g.state_hash() {
                tally.changed += 1;
            }
            let seen = what(&other);
            assert_eq!(&seen, truth, "{}: what {viewer:?} is sent depends on what is hidden from it", P::ID);
        }
    }

    fn check_state(
        g: &P,
        raw: &[Vec<P::Event>],
        state: &SeatState,
        update: Option<&Update>,
        ctx: (&mut HordeRng, u32, &mut Tally),
    ) {
        let (rng, resamples, tally) = ctx;
        let (viewer, lang) = (state.viewer, state.lang);
        let at = state.seq;
        assert_eq!(state.decision, g.decision(), "{} at {at}", P::ID);
        assert_eq!(state.your_turn, viewer != Viewer::Spectator && g.decision() == Decision::Seat(seat_of(viewer)));
        let drawn = Drawn::of_message(state);
        assert_eq!(
            drawn,
            Drawn::of_state(g, viewer, lang, false),
            "{}: {viewer:?} at {at} was sent another view",
            P::ID
        );
        if viewer != Viewer::Spectator && state.view != serde_json::to_value(g.view(Viewer::Spectator)).unwrap() {
            tally.private_views += 1;
        }
        Self::redrawn(g, viewer, rng, resamples, tally, &drawn, |o| Drawn::of_state(o, viewer, lang, false));
        tally.states += 1;
        if let Some((from, events, narration)) = update {
            // The server tells each viewer the events of the entries since
            // its last state, seen from the state after them.
            let happened = raw[usize::try_from(*from).unwrap()..usize::try_from(at).unwrap()].iter().flatten();
            let (mut want_events, mut want_told) = (Vec::new(), Vec::new());
            for e in happened {
                if let Some(seen) = g.event_view(e, viewer) {
                    want_events.push(serde_json::to_value(seen).unwrap());
                    want_told.push(g.narrate(e, viewer, lang));
                }
            }
            assert_eq!(events, &want_events, "{}: {viewer:?}'s events from {from} to {at}", P::ID);
            assert_eq!(narration, &want_told, "{}: {viewer:?}'s narration from {from} to {at}", P::ID);
            tally.updates += 1;
        }
    }

    fn check_refusal(
        g: &P,
        seat: Seat,
        lang: Lang,
        index: u32,
        body: &ErrorBody,
        ctx: (&mut HordeRng, u32, &mut Tally),
    ) {
        let (rng, resamples, tally) = ctx;
        let action = P::decode_action(index).unwrap();
        let refusal = |g: &P| g.check(action).err().map(|e| (e.to_string(), e.rule_id().to_owned()));
        let truth = refusal(g).unwrap_or_else(|| panic!("{}: {index} was legal for {seat:?}", P::ID));
        // The engine's reason, in the reader's words (a Russian page is
        // told the rule was refused, with its ID).
        let words = horde_rules::texts::common().tr(lang);
        let worded = horde_rules::tr!(words, "refused-by-rule", reason = truth.0.clone());
        assert_eq!((&body.error, body.rule.as_deref()), (&worded, Some(truth.1.as_str())), "{}", P::ID);
        Self::redrawn(g, Viewer::Seat(seat), rng, resamples, tally, &Some(truth), refusal);
        tally.refusals += 1;
    }

    /// Replay step N: the spectator's view after entry N, and entry N told
    /// as a spectator knows it (`before` is the state before it).
    fn check_replay(
        g: &P,
        before: &P,
        entry: Option<(&horde_core::FileEntry, &[P::Event])>,
        lang: Lang,
        step: &ReplayStep,
        ctx: (&mut HordeRng, u32, &mut Tally),
    ) {
        let (rng, resamples, tally) = ctx;
        let viewer = Viewer::Spectator;
        let sent = Drawn {
            view: step.view.clone(),
            base: None,
            board: step.board.clone(),
            page: step.page.clone(),
            legal: vec![],
        };
        assert_eq!(sent, Drawn::of_state(g, viewer, lang, true), "{}: replay step {}", P::ID, step.step);
        Self::redrawn(g, viewer, rng, resamples, tally, &sent, |o| Drawn::of_state(o, viewer, lang, true));
        let (mut events, mut told) = (Vec::new(), Vec::new());
        let mut label = None;
        if let Some((entry, raw)) = entry {
            for e in raw {
                if let Some(seen) = g.event_view(e, viewer) {
                    events.push(serde_json::to_value(seen).unwrap());
                    told.push(g.narrate(e, viewer, lang));
                }
            }
            // A chance outcome is told only by its events.
            label = Some(if entry.actor == Actor::Chance {
                let parts: Vec<&str> = told.iter().flatten().map(String::as_str).collect();
                if parts.is_empty() { Group::Chance.title(lang) } else { parts.join(" ") }
            } else {
                before.action_text(P::decode_action(entry.action).unwrap(), viewer, lang).label
            });
        }
        assert_eq!((&step.events, &step.narration, &step.last_action), (&events, &told, &label), "{}", P::ID);
        tally.replays += 1;
    }
}

fn digest(board: &str) -> String {
    format!("{:016x}", horde_core::stable_hash(board))
}

fn seat_of(viewer: Viewer) -> Seat {
    match viewer {
        Viewer::Seat(s) => s,
        Viewer::Spectator => Seat(u8::MAX),
    }
}

impl<P: Picture> Oracle for Typed<P> {
    fn id(&self) -> &'static str {
        P::ID
    }
    fn hides(&self) -> bool {
        P::info().capabilities.hidden_information
    }
    fn mission(&self) -> String {
        P::missions()[0].id.to_string()
    }
    fn seats(&self) -> u8 {
        let range = P::seat_range();
        2.clamp(*range.start(), *range.end())
    }

    /// Walks the stored log once, checking each message at its position.
    fn check(&self, file: &MatchFile, seen: &mut [Seen], plan: Plan, tally: &mut Tally) {
        seen.sort_by_key(Seen::seq);
        let mut start = file.clone();
        start.actions.clear();
        start.state_hash.clear();
        let mut m: Match<P> = Match::from_file(&start).unwrap();
        let mut before = m.clone();
        // The events each log entry produced.
        let mut raw: Vec<Vec<P::Event>> = Vec::new();
        let mut rng = HordeRng::new(file.actions.len() as u64, stream::TEST);
        let mut next = 0;
        // The told log each `Log` asks for, built as live play tells it: a
        // seat's entry and the chance after it are one change, told from
        // the state after it.
        let mut told: Vec<((Viewer, Lang), Vec<ToldEvent>)> = seen
            .iter()
            .filter_map(|x| match x {
                Seen::Log { viewer, lang, .. } => Some(((*viewer, *lang), Vec::new())),
                _ => None,
            })
            .collect();
        let mut change = 0;
        for at in 0..=file.actions.len() as u64 {
            if at > 0 {
                let i = usize::try_from(at - 1).unwrap();
                let entry = &file.actions[i];
                before = m.clone();
                let mut events = Vec::new();
                m.act(entry.actor, P::decode_action(entry.action).unwrap(), &mut events).unwrap();
                raw.push(events);
                if file.actions.get(i + 1).is_none_or(|n| n.actor != horde_core::Actor::Chance) {
                    for ((viewer, lang), out) in &mut told {
                        for e in raw[change..].iter().flatten() {
                            if let Some(seen) = m.state().event_view(e, *viewer) {
                                out.push((serde_json::to_value(seen).unwrap(), m.state().narrate(e, *viewer, *lang)));
                            }
                        }
                    }
                    change = raw.len();
                }
            }
            while let Some(msg) = seen.get(next).filter(|s| s.seq() == at) {
                let g = m.state();
                let resamples = if next % plan.redraw_every == 0 { plan.resamples } else { 0 };
                let ctx = (&mut rng, resamples, &mut *tally);
                match msg {
                    Seen::State { state, update } => Self::check_state(g, &raw, state, update.as_ref(), ctx),
                    Seen::Refusal { seat, lang, index, body, .. } => {
                        Self::check_refusal(g, *seat, *lang, *index, body, ctx);
                    }
                    Seen::Replay { lang, step } => {
                        let i = usize::try_from(at).unwrap().checked_sub(1);
                        let entry = i.map(|i| (&file.actions[i], raw[i].as_slice()));
                        Self::check_replay(g, before.state(), entry, *lang, step, ctx);
                    }
                    Seen::Log { viewer, lang, log } => {
                        let want = &told.iter().find(|(k, _)| *k == (*viewer, *lang)).unwrap().1;
                        let got: Vec<ToldEvent> =
                            log.events.iter().cloned().zip(log.narration.iter().cloned()).collect();
                        assert_eq!(&got, want, "{}: the log {viewer:?} reads in {lang}", P::ID);
                        tally.logs += 1;
                        tally.logged_events += got.len();
                    }
                }
                next += 1;
            }
        }
        assert_eq!(next, seen.len(), "{}: messages past the end of the log", P::ID);
        assert_eq!(m.decision(), Decision::Terminal, "{}: the stored match is not over", P::ID);
    }
}

async fn connect(addr: SocketAddr, id: &str, token: Option<&str>, lang: Lang) -> Ws {
    let token = token.map(|t| format!("&token={t}")).unwrap_or_default();
    let url = format!("ws://{addr}/api/matches/{id}/ws?lang={lang}{token}");
    tokio_tungstenite::connect_async(url).await.unwrap().0
}

/// `state` as kept for the check: its board by a digest, since hundreds
/// of SVG pictures per match would be kept for nothing.
fn kept(mut state: SeatState) -> Box<SeatState> {
    state.board = state.board.as_deref().map(digest);
    Box::new(state)
}

/// The next server message; `None` when the server closed the socket
/// (the protocol's answer to a client that falls behind: reconnect).
async fn next(ws: &mut Ws) -> Option<ServerMsg> {
    next_msg(ws, Duration::from_secs(120)).await
}

/// One viewer's client: reads everything until the match is over; a seat
/// also plays (random legal actions, some over HTTP), now and then sends
/// an action that was legal earlier and is not now, asks for a resync,
/// drops its socket and reconnects, and after `plan.turns` hands its seat
/// to a bot.
async fn client(addr: SocketAddr, id: String, seat: Option<(Seat, String)>, lang: Lang, plan: Plan) -> Vec<Seen> {
    let c = Client::new(addr);
    let token = seat.as_ref().map(|(_, t)| t.clone());
    let mut rng = HordeRng::new(u64::from(seat.as_ref().map_or(99, |(s, _)| s.0)), stream::TEST);
    let mut out = Vec::new();
    let mut ws = connect(addr, &id, token.as_deref(), lang).await;
    let (mut since, mut acted_at, mut turns) = (None::<u64>, None::<u64>, 0_u32);
    let mut earlier: BTreeSet<u32> = BTreeSet::new();
    let mut probe: Option<(u64, u32)> = None;
    let mut reconnect_on_ack = false;
    loop {
        let Some(msg) = next(&mut ws).await else {
            ws = connect(addr, &id, token.as_deref(), lang).await;
            since = None;
            continue;
        };
        let state = match msg {
            ServerMsg::State { state } => {
                out.push(Seen::State { state: kept(state.clone()), update: None });
                state
            }
            ServerMsg::Update { seq, events, narration, state, .. } => {
                let update = since.map(|from| (from, events, narration));
                assert_eq!(seq, state.seq);
                out.push(Seen::State { state: kept(state.clone()), update });
                state
            }
            ServerMsg::Error { error, rule } => {
                let (seq, index) = probe.take().unwrap_or_else(|| panic!("unasked-for error: {error}"));
                let (seat, _) = seat.as_ref().unwrap();
                out.push(Seen::Refusal { seat: *seat, lang, seq, index, body: ErrorBody { error, rule } });
                continue;
            }
            ServerMsg::Ack { .. } if reconnect_on_ack => {
                // Gone before the update: the new socket starts with a state.
                reconnect_on_ack = false;
                drop(ws);
                ws = connect(addr, &id, token.as_deref(), lang).await;
                since = None;
                continue;
            }
            // The sweep's clients never chat: nothing of a game is in these.
            ServerMsg::Ack { .. } | ServerMsg::Pong | ServerMsg::Chat { .. } | ServerMsg::Said { .. } => continue,
        };
        since = Some(state.seq);
        if state.decision == Decision::Terminal {
            return out;
        }
        let Some((me, secret)) = seat.as_ref() else { continue };
        if !state.your_turn || acted_at.is_some_and(|a| a >= state.seq) || turns > plan.turns {
            continue;
        }
        acted_at = Some(state.seq);
        turns += 1;
        if turns > plan.turns {
            let url = c.url(&format!("/api/matches/{id}/seats/{}/bot?lang={lang}", me.0));
            let r = c.http.post(url).bearer_auth(secret).json(&json!({})).send().await.unwrap();
            assert_eq!(r.status(), reqwest::StatusCode::OK);
            out.push(Seen::State { state: kept(r.json().await.unwrap()), update: None });
            continue;
        }
        let legal: Vec<u32> = state.legal.iter().map(|a| a.index).collect();
        if turns % 3 == 0
            && let Some(&stale) = earlier.iter().find(|i| !legal.contains(i))
        {
            probe = Some((state.seq, stale));
            send(&mut ws, json!({"type": "act", "index": stale, "seq": state.seq})).await;
        }
        earlier.extend(&legal);
        let pick = legal[rng.below(u32::try_from(legal.len()).unwrap()) as usize];
        match turns % 6 {
            0 => {
                let path = format!("/api/matches/{id}/state?lang={lang}");
                let r = c.http.get(c.url(&path)).bearer_auth(secret).send().await.unwrap();
                out.push(Seen::State { state: kept(r.json().await.unwrap()), update: None });
                let path = format!("/api/matches/{id}/actions?lang={lang}");
                let body = json!({"index": pick, "seq": state.seq});
                let r = c.http.post(c.url(&path)).bearer_auth(secret).json(&body).send().await.unwrap();
                let accepted: horde_server::protocol::Accepted = support::answer(r).await.unwrap();
                out.push(Seen::State { state: kept(accepted.state), update: None });
            }
            4 => {
                send(&mut ws, json!({"type": "resync"})).await;
                send(&mut ws, json!({"type": "act", "index": pick, "seq": state.seq})).await;
            }
            5 => {
                reconnect_on_ack = true;
                send(&mut ws, json!({"type": "act", "index": pick, "seq": state.seq})).await;
            }
            _ => send(&mut ws, json!({"type": "act", "index": pick, "seq": state.seq})).await,
        }
    }
}

/// The replay steps to ask for: the chance entries' first (where a hidden
/// outcome could be named), then spread over the log, at most `most`.
fn replay_steps(file: &MatchFile, most: usize) -> Vec<u64> {
    let total = file.actions.len();
    let mut steps: BTreeSet<u64> = [0, total as u64].into();
    let chance = (1..=total).filter(|&i| file.actions[i - 1].actor == Actor::Chance);
    steps.extend(chance.take(most / 2).map(|i| i as u64));
    let stride = (total / (most / 2).max(1)).max(1);
    steps.extend((1..=total).step_by(stride).map(|i| i as u64));
    steps.into_iter().take(most.max(2)).collect()
}

#[tokio::test]
async fn no_message_of_any_kind_tells_a_viewer_what_is_hidden_from_it() {
    let plan = Plan::new();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.db");
    let limits = Limits { burst: 100_000, per_second: 100_000, creates_per_minute: 1_000, ..Limits::default() };
    let server = start(&db, limits, Duration::ZERO).await;
    let addr = server.addr();
    let c = Client::new(addr);
    let oracles = oracles();
    assert!(oracles.iter().any(|o| o.hides()), "the registry lists no rule system with hidden information");
    let mut played = Vec::new();
    for oracle in &oracles {
        for round in 0..plan.matches {
            let seats = vec!["human"; usize::from(oracle.seats())];
            // No seed: the server draws it, as for any match with secrets.
            let body = json!({"game": oracle.id(), "mission": oracle.mission(), "seats": seats});
            let r = c.http.post(c.url("/api/matches")).json(&body).send().await.unwrap();
            assert_eq!(r.status(), reqwest::StatusCode::CREATED, "{}", oracle.id());
            let created: horde_server::protocol::CreatedMatch = r.json().await.unwrap();
            let id = created.match_id.clone();
            let mut readers = Vec::new();
            let mut holders = vec![None];
            for (i, s) in created.seats.iter().enumerate() {
                let token = c.join(&s.token).await.token;
                let lang = Lang::ALL[(i + round as usize) % Lang::ALL.len()];
                holders.push(Some((s.seat, token.clone())));
                readers.push(tokio::spawn(client(addr, id.clone(), Some((s.seat, token)), lang, plan)));
            }
            readers.push(tokio::spawn(client(addr, id.clone(), None, Lang::ALL[0], plan)));
            let mut seen: Vec<Seen> = Vec::new();
            for r in futures_util::future::join_all(readers).await {
                seen.extend(r.unwrap());
            }
            played.push((oracle, id, seen, holders));
        }
    }

    // The lobby: only what the server itself knows of each match, and
    // what every spectator is shown anyway (its mission, the players'
    // names and bots, the outcome), never a token.
    let list: Value = c.http.get(c.url("/api/matches")).send().await.unwrap().json().await.unwrap();
    let rows = list["matches"].as_array().unwrap();
    assert!(rows.len() >= played.len());
    for row in rows {
        let keys: BTreeSet<&str> = row.as_object().unwrap().keys().map(String::as_str).collect();
        let expected = ["actions", "created_at", "game", "id", "mission", "outcome", "players", "status", "updated_at"];
        assert_eq!(keys, expected.into(), "{row}");
        for p in row["players"].as_array().unwrap() {
            let keys: BTreeSet<&str> = p.as_object().unwrap().keys().map(String::as_str).collect();
            assert_eq!(keys, ["bot", "kind", "name", "seat"].into(), "{p}");
        }
    }

    // The replays, read while the server still runs.
    let store = Store::open(&db).await.unwrap();
    let mut files = Vec::new();
    for (_, id, seen, holders) in &mut played {
        let file = store.load(id).await.unwrap().to_match_file();
        for (k, step) in replay_steps(&file, plan.replay_steps).into_iter().enumerate() {
            let lang = Lang::ALL[k % Lang::ALL.len()];
            let r = c.http.get(c.url(&format!("/api/matches/{id}/replay?step={step}&lang={lang}"))).send().await;
            let step: ReplayStep = support::answer(r.unwrap()).await.unwrap();
            seen.push(Seen::Replay {
                lang,
                step: Box::new(ReplayStep { board: step.board.as_deref().map(digest), ..step }),
            });
        }
        // What a reloaded page reads: every seat's log and a spectator's.
        for (k, holder) in holders.iter().enumerate() {
            let lang = Lang::ALL[k % Lang::ALL.len()];
            let mut r = c.http.get(c.url(&format!("/api/matches/{id}/log?lang={lang}")));
            let viewer = match &holder {
                Some((seat, token)) => {
                    r = r.bearer_auth(token);
                    Viewer::Seat(*seat)
                }
                None => Viewer::Spectator,
            };
            let log: ToldLog = support::answer(r.send().await.unwrap()).await.unwrap();
            seen.push(Seen::Log { viewer, lang, log: Box::new(log) });
        }
        files.push(file);
    }
    store.close().await;
    server.stop().await;

    for ((oracle, _, seen, _), file) in played.iter_mut().zip(&files) {
        let mut tally = Tally::default();
        oracle.check(file, seen, plan, &mut tally);
        eprintln!("{}: {} actions, {tally:?}", oracle.id(), file.actions.len());
        assert!(tally.states > 10 && tally.updates > 5 && tally.replays > 2, "{}: {tally:?}", oracle.id());
        assert_eq!(tally.logs, usize::from(oracle.seats()) + 1, "{}: a log per seat and a spectator's", oracle.id());
        assert!(tally.logged_events > 0, "{}: the logs told nothing: {tally:?}", oracle.id());
        assert!(tally.refusals > 0, "{}: no illegal action was refused: {tally:?}", oracle.id());
        if oracle.hides() {
            assert!(
                tally.changed > 0 || tally.private_views > 0,
                "{}: hides information, yet no seat saw a view of its own and no redraw changed anything: {tally:?}",
                oracle.id()
            );
        }
    }
}
