//! The rule-aware bots over HTTP: what the lobby is offered, bot seats
//! named by kind and strength, the settings stored with the match and
//! played the same after a restart, and a bot that thinks for as long
//! as it likes without holding up its own match's actor or any other
//! match.
#![allow(clippy::unwrap_used)]

mod support;

use horde_ai::{BotSpec, decision_seed};
use horde_core::{Actor, Decision, Game, HordeRng, Match, MatchFile, Outcome, Seat, SetupError, Viewer};
use horde_data::{Diagnostics, Source};
use horde_games::{MissionInfo, RuleSystem, RuleSystemInfo, ScenarioReport};
use horde_rue_morgue::RueMorgue;
use horde_rules::{BotParts, Policy, SimGame};
use horde_server::demo::{Duel, DuelAction, DuelEvent, DuelSetup, DuelView};
use horde_server::protocol::CreatedMatch;
use horde_server::{Catalog, Config, ErrorBody, RunningServer};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex};
use std::time::Duration;
use support::{Client, limits, start};

async fn post(c: &Client, path: &str, body: Value) -> (StatusCode, Value) {
    let r = c.http.post(c.url(path)).json(&body).send().await.unwrap();
    (r.status(), r.json().await.unwrap())
}

async fn stored(db: &Path, id: &str) -> MatchFile {
    let store = horde_store::Store::open(db).await.unwrap();
    let f = store.load(id).await.unwrap().to_match_file();
    store.close().await;
    f
}

/// Every seat action of `file` is the one the bot stored for that seat
/// picks there, rebuilt from its settings and the decision's seed.
fn check_bot_moves(file: &MatchFile, specs: &[BotSpec]) -> usize {
    let start = MatchFile { actions: Vec::new(), state_hash: String::new(), ..file.clone() };
    let mut m = Match::<RueMorgue>::from_file(&start).unwrap();
    let mut events = Vec::new();
    let mut legal = Vec::new();
    let mut checked = 0;
    for (at, entry) in file.actions.iter().enumerate() {
        let action = RueMorgue::decode_action(entry.action).unwrap();
        if let Actor::Seat(seat) = entry.actor {
            legal.clear();
            m.state().legal_actions(&mut legal);
            let seed = decision_seed(file.seed, seat, at);
            let mut bot = specs[seat.index()].build::<RueMorgue>(RueMorgue::bot_parts(), seat, seed).unwrap();
            assert_eq!(bot.choose(m.state(), seat, &legal), action, "action {at} of {seat} ({})", entry.text);
            checked += 1;
        }
        m.act(entry.actor, action, &mut events).unwrap();
        events.clear();
    }
    checked
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_is_told_each_rule_systems_bots_and_bad_names_are_explained() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let listing: Value = c.http.get(c.url("/api/games")).send().await.unwrap().json().await.unwrap();
    assert_eq!(listing["bots"], json!(["random", "heuristic", "rollout", "mcts"]));
    assert_eq!(listing["strengths"], json!(["quick", "normal", "strong"]));
    let game = |id: &str| listing["games"].as_array().unwrap().iter().find(|g| g["info"]["id"] == id).unwrap().clone();
    for id in ["rue-morgue", "grid-siege"] {
        assert_eq!(game(id)["bots"], json!(["random", "heuristic", "rollout", "mcts"]), "{id}");
        assert_eq!(game(id)["default_bot"], "heuristic", "{id}");
    }
    // The demo game lends the bots nothing: random and plain MCTS.
    assert_eq!(game("duel")["bots"], json!(["random", "mcts"]));
    assert_eq!(game("duel")["default_bot"], "random");

    let duel = |seats: Value| json!({"game": "duel", "mission": "duel", "seats": seats, "seed": 1, "practice": true});
    for (seats, needle) in [
        (json!([{"kind": "bot", "bot": "heuristic"}, "human"]), "offers random, mcts[:quick|normal|strong]"),
        (json!([{"kind": "bot", "bot": "mcts:huge"}, "human"]), "quick, normal or strong"),
        // Names only: no client sets a search's budget.
        (json!([{"kind": "bot", "bot": "mcts:iterations=100000000"}, "human"]), "offers random, mcts"),
        (json!([{"kind": "human", "bot": "random"}, "human"]), "not a bot's seat"),
    ] {
        let (status, body) = post(&c, "/api/matches", duel(seats.clone())).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{seats}: {body}");
        let body: ErrorBody = serde_json::from_value(body).unwrap();
        assert!(body.error.contains(needle), "{seats}: {}", body.error);
    }
    // A bot seat without a name gets the rule system's default.
    let m = c.create(json!(["bot", {"kind": "bot", "bot": "mcts:quick"}]), 4).await;
    assert_eq!(m.seats[0].bot.as_deref(), Some("random"));
    assert_eq!(m.seats[1].bot.as_deref(), Some("mcts:quick"));
    assert!(m.seats[1].bot_spec.as_deref().unwrap().starts_with("mcts:iterations=250"), "{:?}", m.seats[1]);
    // Handing a seat to a bot takes the same names.
    let m = c.create(json!(["human", "open"]), 4).await;
    let url = c.url(&format!("/api/matches/{}/seats/1/bot", m.match_id));
    let r = c.http.post(&url).bearer_auth(&m.seats[0].token).json(&json!({"bot": "rollout"})).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    let r = c.http.post(&url).bearer_auth(&m.seats[0].token).json(&json!({"bot": "mcts:strong"})).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let s: horde_server::protocol::SeatState = r.json().await.unwrap();
    assert_eq!(s.seats[1].bot.as_deref(), Some("mcts:strong"));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn heuristic_and_search_bots_play_rue_morgue_and_carry_on_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.db");
    let server = start(&db, limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let body = json!({"game": "rue-morgue", "mission": "m01", "seed": 17, "practice": true,
        "seats": [{"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "rollout:quick"}]});
    let (status, created) = post(&c, "/api/matches", body).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let m: CreatedMatch = serde_json::from_value(created).unwrap();
    assert_eq!(m.seats[0].bot.as_deref(), Some("heuristic"));
    assert_eq!(m.seats[1].bot.as_deref(), Some("rollout:quick"));
    let specs: Vec<BotSpec> = m.seats.iter().map(|s| s.bot_spec.as_deref().unwrap().parse().unwrap()).collect();
    let state = c.state(&m.match_id, None).await;
    assert_eq!(state.seats[1].bot_spec, m.seats[1].bot_spec, "every viewer sees the stored settings");

    // The bots play on their own; wait until both seats have acted.
    let wait_for = |c: Client, id: String, moves: u64| async move {
        for _ in 0..3000 {
            let s = c.state(&id, None).await;
            if s.seq >= moves || s.decision == Decision::Terminal {
                return s;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        panic!("the bots stalled");
    };
    wait_for(c.clone(), m.match_id.clone(), 40).await;
    server.stop().await;
    let first = stored(&db, &m.match_id).await;
    let checked = check_bot_moves(&first, &specs);
    assert!(checked >= 20, "{checked} bot moves");
    for seat in [Seat(0), Seat(1)] {
        assert!(first.actions.iter().any(|e| e.actor == Actor::Seat(seat)), "{seat} played");
    }

    // A restarted server resumes the match with the same bots, which
    // choose exactly as the stored settings and the seeds say.
    let server = start(&db, limits(), Duration::ZERO).await;
    assert_eq!(server.resumed(), 1);
    let c = Client::new(server.addr());
    wait_for(c.clone(), m.match_id.clone(), first.actions.len() as u64 + 20).await;
    server.stop().await;
    let second = stored(&db, &m.match_id).await;
    assert!(second.actions.len() > first.actions.len());
    assert_eq!(second.actions[..first.actions.len()], first.actions[..]);
    assert!(check_bot_moves(&second, &specs) > checked);
}

// A rule system whose bot thinks until the test lets it finish: the demo
// duel with a policy that waits at a gate.

static GATE: (Mutex<bool>, Condvar) = (Mutex::new(false), Condvar::new());
/// How many decisions the gated policy has started.
static THINKING: AtomicUsize = AtomicUsize::new(0);

fn open_gate() {
    *GATE.0.lock().unwrap() = true;
    GATE.1.notify_all();
}

struct WaitsAtTheGate;

impl Policy<Gated> for WaitsAtTheGate {
    fn score(&mut self, _: &Gated, _: Seat, legal: &[DuelAction], _: &mut HordeRng, scores: &mut Vec<f64>) {
        THINKING.fetch_add(1, Ordering::SeqCst);
        let open = GATE.0.lock().unwrap();
        // Bounded, so that a broken test fails instead of hanging.
        let (_open, _) = GATE.1.wait_timeout_while(open, Duration::from_secs(60), |open| !*open).unwrap();
        scores.clear();
        scores.extend(legal.iter().map(|a| if let DuelAction::Play(c) = a { f64::from(*c) } else { 0.0 }));
    }
}

struct GatedParts;

impl BotParts<Gated> for GatedParts {
    fn policy(&self, _seat: Seat) -> Option<Box<dyn Policy<Gated>>> {
        Some(Box::new(WaitsAtTheGate))
    }
}

#[derive(Clone, Debug, Hash)]
struct Gated(Duel);

impl Game for Gated {
    type Action = DuelAction;
    type Event = DuelEvent;
    type View = DuelView;
    type Setup = DuelSetup;
    type Error = horde_core::Illegal;
    const ID: &'static str = "gated-duel";
    const RULES_VERSION: u32 = 1;
    fn new(setup: &DuelSetup) -> Result<Self, SetupError> {
        Duel::new(setup).map(Self)
    }
    fn num_seats(&self) -> usize {
        self.0.num_seats()
    }
    fn decision(&self) -> Decision {
        self.0.decision()
    }
    fn legal_actions(&self, out: &mut Vec<DuelAction>) {
        self.0.legal_actions(out);
    }
    fn chance_outcomes(&self, out: &mut Vec<(DuelAction, u32)>) {
        self.0.chance_outcomes(out);
    }
    fn check(&self, action: DuelAction) -> Result<(), Self::Error> {
        self.0.check(action)
    }
    fn apply_unchecked(&mut self, action: DuelAction, events: &mut Vec<DuelEvent>) {
        self.0.apply_unchecked(action, events);
    }
    fn encode_action(action: DuelAction) -> u32 {
        Duel::encode_action(action)
    }
    fn decode_action(index: u32) -> Option<DuelAction> {
        Duel::decode_action(index)
    }
    fn view(&self, viewer: Viewer) -> DuelView {
        self.0.view(viewer)
    }
    fn event_view(&self, event: &DuelEvent, viewer: Viewer) -> Option<DuelEvent> {
        self.0.event_view(event, viewer)
    }
    fn resample_hidden(&self, viewer: Viewer, rng: &mut HordeRng) -> Self {
        Self(self.0.resample_hidden(viewer, rng))
    }
    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
}

impl SimGame for Gated {
    fn setup_for(mission: &str, seats: Option<u8>, seed: u64) -> Result<DuelSetup, SetupError> {
        Duel::setup_for(mission, seats, seed)
    }
    fn round(&self) -> u32 {
        self.0.round()
    }
}

impl RuleSystem for Gated {
    fn info() -> RuleSystemInfo {
        RuleSystemInfo { id: Self::ID, ..Duel::info() }
    }
    fn missions() -> Vec<MissionInfo> {
        Duel::missions()
    }
    fn seat_range() -> std::ops::RangeInclusive<u8> {
        Duel::seat_range()
    }
    fn default_setup(mission: &str, seats: u8) -> Result<DuelSetup, String> {
        Duel::default_setup(mission, seats)
    }
    fn validate_content(sources: &[Source]) -> Diagnostics {
        Duel::validate_content(sources)
    }
    fn run_scenario(source: &Source) -> Result<ScenarioReport, Diagnostics> {
        Duel::run_scenario(source)
    }
    fn bot_parts() -> &'static dyn BotParts<Self> {
        &GatedParts
    }
}

async fn start_with_gated(db: &Path) -> RunningServer {
    let config = Config {
        addr: "127.0.0.1:0".parse().unwrap(),
        database: db.into(),
        catalog: Catalog::standard().with::<Duel>().with::<Gated>(),
        bot_delay: Duration::ZERO,
        limits: limits(),
        allowed_hosts: Vec::new(),
    };
    horde_server::start(config).await.unwrap()
}

/// Match A's bot is stuck thinking (deterministically: until the test
/// opens the gate). Meanwhile match B is created and played to its end
/// over HTTP, and match A itself still answers; A's bot move lands only
/// after the gate opens.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thinking_bot_holds_up_neither_its_match_nor_any_other() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with_gated(&dir.path().join("h.db")).await;
    let c = Client::new(server.addr());
    let body = json!({"game": "gated-duel", "mission": "duel", "seed": 3, "practice": true,
        "seats": [{"kind": "bot", "bot": "heuristic"}, "human"]});
    let (status, a) = post(&c, "/api/matches", body).await;
    assert_eq!(status, StatusCode::CREATED, "{a}");
    let a: CreatedMatch = serde_json::from_value(a).unwrap();
    assert_eq!(a.seats[0].bot.as_deref(), Some("heuristic"));
    // Wait until the bot is inside its policy: thinking, on the blocking pool.
    for _ in 0..3000 {
        if THINKING.load(Ordering::SeqCst) > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    assert!(THINKING.load(Ordering::SeqCst) > 0, "the bot never started thinking");
    let a_before = c.state(&a.match_id, None).await;
    assert_eq!(a_before.decision, Decision::Seat(Seat(0)), "the bot's turn");

    // Another match is created and played to the end meanwhile.
    let b = c.create(json!(["human", "human"]), 8).await;
    let tokens: Vec<String> = b.seats.iter().map(|s| s.token.clone()).collect();
    let mut moves = 0;
    while let Decision::Seat(seat) = c.state(&b.match_id, None).await.decision {
        c.play_first(&b.match_id, &tokens[seat.index()]).await.unwrap();
        moves += 1;
    }
    assert!(moves >= 8, "{moves} moves in match B");
    assert!(c.state(&b.match_id, None).await.outcome.is_some());
    // Match A's own actor answers too: its state, and its human seat's join.
    let a1 = c.join(&a.seats[1].token).await.token;
    let a_during = c.state(&a.match_id, Some(&a1)).await;
    assert_eq!(a_during.seq, a_before.seq, "the bot has not moved while it thinks");
    assert_eq!(a_during.decision, Decision::Seat(Seat(0)));

    // Let it finish: its move lands, and the human seat is to play.
    open_gate();
    for _ in 0..3000 {
        if c.state(&a.match_id, None).await.seq > a_before.seq {
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let a_after = c.state(&a.match_id, Some(&a1)).await;
    assert!(a_after.seq > a_before.seq, "the bot's move landed after the gate opened");
    server.stop().await;
}
