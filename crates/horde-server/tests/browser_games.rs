//! All Things Zombie, Z-Game and Dead of Night played to their end in
//! headless Chromium: each person's seat in a browser of its own, every
//! move a click on one of the action buttons the page lists (a seeded
//! pick, so a failing match can be played again), bots and chance on the
//! other seats, until every page says the game is over. Z-Game's two
//! people never receive each other's hand.
//!
//! Needs `chromium` and `chromedriver` on the PATH, as `browser.rs` does.
//! With `HORDE_SCREENSHOTS=DIR` the pages are saved mid-match as PNGs.
// Waiting for a real browser needs the wall clock.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::disallowed_methods)]

mod support;
mod web;

use fantoccini::Client;
use horde_core::{Game, HordeRng, Match, Seat, Viewer};
use horde_z_game::ZGame;
use serde_json::{Value, json};
use std::time::Duration;
use support::{limits, start};
use web::{
    Driver, browser, driver, play_to_end, received, record_received, screenshot, seq, shown, text, too_wide, wait_over,
};

/// How long a match may take to be clicked through in a debug build.
const BUDGET: Duration = Duration::from_secs(240);
/// The click after which the pages are photographed: the board is busy.
const MID_MATCH: usize = 8;

/// One match: the server, its record, the people's pages and a spectator.
struct Table {
    server: horde_server::RunningServer,
    dir: tempfile::TempDir,
    match_id: String,
    people: Vec<Client>,
    watcher: Client,
}

/// Creates a practice match of `game` (seat kinds as the API takes them,
/// seed chosen) and opens each person's seat in a browser of its own, the
/// first at laptop size and the others at phone size, and a spectator's
/// page at phone size. `record` makes the people's browsers keep every
/// text they are sent.
async fn open_table(d: &Driver, game: &str, mission: &str, seats: Value, seed: u64, record: bool) -> Table {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let base = format!("http://{}", server.addr());
    let api = support::Client::new(server.addr());
    let created = api.create_game(game, mission, seats, seed).await;
    let mut people = Vec::new();
    for (i, s) in created.seats.iter().filter(|s| s.bot.is_none()).enumerate() {
        let page = if i == 0 { browser(d, 1366, 768).await } else { browser(d, 390, 844).await };
        if record {
            record_received(d, &page).await;
        }
        page.goto(&format!("{base}{}?lang=en", s.join_url)).await.unwrap();
        seq(&page).await;
        people.push(page);
    }
    let watcher = browser(d, 390, 844).await;
    watcher.goto(&format!("{base}{}?lang=en", created.watch_url)).await.unwrap();
    seq(&watcher).await;
    Table { server, dir, match_id: created.match_id, people, watcher }
}

impl Table {
    /// Clicks the match through to its end (see `web::play_to_end`),
    /// photographing the pages mid-match; `each` runs after every click.
    async fn play(&self, name: &str, picks: u64, mut each: impl AsyncFnMut()) -> usize {
        let pages: Vec<&Client> = self.people.iter().collect();
        let mut rng = HordeRng::new(picks, 0);
        let clicks = play_to_end(&pages, &mut rng, BUDGET, async |n| {
            if n == MID_MATCH {
                for (i, p) in self.people.iter().enumerate() {
                    screenshot(p, &format!("{name}-seat-{}", i + 1)).await;
                }
                screenshot(&self.watcher, &format!("{name}-spectator")).await;
                for page in self.people.iter().chain([&self.watcher]) {
                    let wide = too_wide(page).await;
                    assert!(wide.is_empty(), "{name}: these scroll sideways or spill over: {wide:?}");
                }
            }
            each().await;
        })
        .await;
        assert!(clicks > MID_MATCH, "a whole match takes more than {MID_MATCH} decisions: {clicks}");
        clicks
    }

    /// Every page says the game is over, the spectator's too, and the
    /// server has an outcome; returns the stored match.
    async fn assert_over(&self) -> horde_core::MatchFile {
        for page in self.people.iter().chain([&self.watcher]) {
            wait_over(page).await;
            let status = text(page, "#status").await;
            assert!(status.starts_with("Game over. "), "the page says the game is over: {status:?}");
            assert_eq!(shown(page).await.unwrap().buttons, 0, "nothing is left to click");
        }
        let api = support::Client::new(self.server.addr());
        assert!(api.state(&self.match_id, None).await.outcome.is_some(), "the server has the match finished");
        let store = horde_store::Store::open(&self.dir.path().join("h.db")).await.unwrap();
        let stored = store.load(&self.match_id).await.unwrap();
        store.close().await;
        stored.to_match_file()
    }

    async fn close(self) {
        for page in self.people {
            page.close().await.unwrap();
        }
        self.watcher.close().await.unwrap();
        self.server.stop().await;
    }
}

/// All Things Zombie's shortest scenario (ATZ-GAP-9: "Crossing at dusk",
/// six turns at most) with one person playing both characters: every
/// character action, movement point and reaction choice is a click.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn all_things_zombie_is_played_to_the_end_by_clicking() {
    let d = driver().await;
    let table = open_table(&d, "all-things-zombie", "crossing", json!(["human"]), 3, false).await;
    let clicks = table.play("all-things-zombie", 11, async || {}).await;
    let file = table.assert_over().await;
    let by_person = file.actions.iter().filter(|e| e.actor == horde_core::Actor::Seat(Seat(0))).count();
    assert_eq!(by_person, clicks, "every decision of the person's seat was a click");
    table.close().await;
}

/// Dead of Night's house (DN-SETUP) with one person and three heuristic
/// bots; the match ends with The End card at the latest (DN-END-1).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dead_of_night_one_person_and_three_bots_play_to_the_end() {
    let d = driver().await;
    let seats = json!(["human", {"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "heuristic"}]);
    let table = open_table(&d, "dead-of-night", "house", seats, 5, false).await;
    let clicks = table.play("dead-of-night", 13, async || {}).await;
    let file = table.assert_over().await;
    let seat = |s: u8| file.actions.iter().filter(|e| e.actor == horde_core::Actor::Seat(Seat(s))).count();
    assert_eq!(seat(0), clicks, "every decision of the person's seat was a click");
    assert!((1..4).all(|s| seat(s) > 0), "each bot played its seat");
    table.close().await;
}

/// Z-Game with two people (seats 1 and 2) and two heuristic faction bots.
/// Each person's browser keeps every text the server sends it; every
/// view in them holds that seat's own hand (ZG-GAP-12) and no event names
/// a card another seat drew, or one taken between two other seats
/// (ZG-SAB-9).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn z_game_two_people_and_two_bots_play_to_the_end_with_hands_hidden() {
    let d = driver().await;
    let seats = json!(["human", "human", {"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "heuristic"}]);
    let table = open_table(&d, "z-game", "city", seats, 7, true).await;
    let mut got: Vec<(u8, String)> = Vec::new();
    let people = &table.people;
    table
        .play("z-game", 17, async || {
            for (seat, page) in (0u8..).zip(people) {
                got.extend(received(page).await.into_iter().map(|t| (seat, t)));
            }
        })
        .await;
    let file = table.assert_over().await;
    for (seat, page) in (0u8..).zip(people) {
        got.extend(received(page).await.into_iter().map(|t| (seat, t)));
    }

    // The true hands, from the stored match replayed, after each step.
    let hands = hands_by_step(&file);
    let hand_of = |at: u64, seat: u8| &hands[usize::try_from(at).unwrap()][usize::from(seat)];
    let (mut states, mut differing) = (0, 0);
    for (seat, text) in &got {
        let Ok(msg) = serde_json::from_str::<Value>(text) else { continue };
        for state in states_in(&msg) {
            let at = state["seq"].as_u64().unwrap();
            assert_eq!(state["viewer"], json!({ "seat": seat }), "a page of seat {seat} is sent its own view");
            let own = hand_of(at, *seat);
            assert_eq!(&state["view"]["hand"], own, "seat {seat} is sent its own hand at step {at}");
            if own != hand_of(at, 1 - seat) {
                differing += 1;
            }
            states += 1;
        }
        for event in msg["events"].as_array().into_iter().flatten() {
            let told = |e: &Value, who: &[&str]| e["card"].is_null() || who.iter().any(|k| e[*k] == json!(seat));
            if let Some(e) = event.get("CardDrawn") {
                assert!(told(e, &["seat"]), "seat {seat} is told a card another seat drew: {event}");
            }
            if let Some(e) = event.get("Stolen") {
                assert!(told(e, &["from", "to"]), "seat {seat} is told a card taken between others: {event}");
            }
        }
    }
    assert!(states > 20, "the pages were sent {states} states");
    assert!(differing > 0, "the two hands differed at some step, so a leak would have shown");
    table.close().await;
}

/// The hands of Z-Game's seats 1 and 2 after each step of a stored match
/// (index: the number of steps), its log replayed once.
fn hands_by_step(file: &horde_core::MatchFile) -> Vec<[Value; 2]> {
    let whole = Match::<ZGame>::from_file(file).unwrap();
    let mut m = Match::<ZGame>::new(whole.setup().clone(), whole.seed()).unwrap();
    let hands = |m: &Match<ZGame>| {
        [0, 1].map(|s| serde_json::to_value(m.state().view(Viewer::Seat(Seat(s)))).unwrap()["hand"].clone())
    };
    let mut out = vec![hands(&m)];
    let mut events = Vec::new();
    for e in whole.log() {
        m.act(e.actor, e.action, &mut events).unwrap();
        events.clear();
        out.push(hands(&m));
    }
    out
}

/// Every seat state (`view` with its `seq`) in a message: a state answer,
/// or the `state` of a WebSocket message.
fn states_in(msg: &Value) -> Vec<&Value> {
    [msg, &msg["state"]].into_iter().filter(|v| v.get("view").is_some() && v["seq"].is_u64()).collect()
}
