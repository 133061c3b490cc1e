//! Grid Siege played to its end by two people in headless Chromium: the
//! Zombie Player on a laptop-sized page, the Human Player on a phone-sized
//! one, each in a browser of its own, every decision a click on the page
//! (a square of the board where the action is at a square, else one of the
//! listed buttons). The pages switch language half way through with their
//! own language button, so each seat is read in Russian and in English.
//!
//! Along the way: the lobby names the Zombie Player's seat and the humans'
//! (GS-SETUP-1); the zombie player's moves are picked zombie first, then
//! square (GS-ZMOVE-1); no page shows an engine id, raw data, or (in
//! Russian) an English word; and nothing the Human Player's browser is
//! sent — live, after a reload, in the replay — names a zombie card dealt
//! (GS-SETUP-5).
//!
//! Needs `chromium` and `chromedriver` on the PATH, as `browser.rs` does.
//! With `HORDE_SCREENSHOTS=DIR` the pages are saved as PNGs.
// Waiting for a real browser needs the wall clock.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::disallowed_methods)]

mod support;
mod web;

use fantoccini::{Client, Locator};
use horde_grid_siege::content::{EdgeKind, content};
use horde_grid_siege::{Dir, Edge, Pos};
use horde_rules::{Lang, RuleSystem};
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use support::{limits, start};
use web::{
    Clicker, Settled, Turn, browser, create_in_lobby, driver, page_state, received, record_received, screenshot,
    scroll_to, seq, settle, switch_lang, text, turn, wait_js, wait_over,
};

/// How long the match may take to be clicked through.
const BUDGET: Duration = Duration::from_secs(240);
/// Zombie moves per Zombie phase before the test ends the phase: the
/// nearest zombies close in, and the match still ends in few rounds.
const MOVES_PER_PHASE: usize = 16;
/// The click after which the pages switch language.
const SWITCH_AT: usize = 60;

fn pos(v: &Value) -> Pos {
    let x = v["x"].as_u64().unwrap();
    let y = v["y"].as_u64().unwrap();
    Pos::new(u8::try_from(x).unwrap(), u8::try_from(y).unwrap())
}

/// Walking distance of every square (by the map's index) to the nearest
/// human standing on the board: through doorways and windows, never
/// through walls, furniture, bushes or the car (GS-ZMOVE-4).
fn to_humans(state: &Value) -> Vec<u16> {
    let map = &content().map;
    let mut dist = vec![u16::MAX; map.len()];
    let mut queue = std::collections::VecDeque::new();
    for h in state["view"]["humans"].as_array().unwrap() {
        if h["placed"] == json!(true) && h["dead"] == json!(false) && h["in_car"] == json!(false) {
            let p = pos(&h["pos"]);
            dist[map.index(p)] = 0;
            queue.push_back(p);
        }
    }
    while let Some(p) = queue.pop_front() {
        for d in Dir::ALL {
            let Some(q) = map.step(p, d) else { continue };
            let open = Edge::between(p, q).is_none_or(|e| map.edge(e) != EdgeKind::Wall);
            let free = !map.sq(q).obstacle && !map.sq(q).car;
            if open && free && dist[map.index(q)] == u16::MAX {
                dist[map.index(q)] = dist[map.index(p)] + 1;
                queue.push_back(q);
            }
        }
    }
    dist
}

/// One decision, as a person would make it on the page.
#[derive(Debug)]
enum Click {
    /// The square named so on the board.
    Square(String),
    /// A zombie on the board, then a square it goes to.
    Zombie { from: String, to: String, index: u64 },
    /// A listed button, by its action index.
    Button(u64),
}

fn kind(a: &Value) -> &str {
    match &a["action"] {
        Value::String(s) => s,
        Value::Object(m) => m.keys().next().unwrap(),
        _ => "",
    }
}

/// The fixed rule both seats play by: zombies close in on the humans and
/// spawn next to them; humans stand their ground (one move in the first
/// round, to click a square), so the zombies win in a few rounds.
fn decide(state: &Value, zombie_moves: usize) -> Click {
    let legal = state["legal"].as_array().unwrap();
    let of = |k: &'static str| legal.iter().filter(move |a| kind(a) == k);
    let end = || {
        let a = legal.iter().find(|a| a["group"] == json!("end")).unwrap_or(&legal[0]);
        Click::Button(a["index"].as_u64().unwrap())
    };
    let square = |a: &Value| Click::Square(a["target"].as_str().unwrap().to_owned());
    let map = &content().map;
    if let Some(a) = of("Place").next() {
        if state["viewer"] != json!({ "seat": 0 }) {
            return square(a);
        }
        // A new zombie as near the humans as the sheet allows.
        let near = to_humans(state);
        return square(of("Place").min_by_key(|a| near[map.index(pos(&a["action"]["Place"]))]).unwrap_or(a));
    }
    if let Some(a) = of("Activate").next() {
        return square(a);
    }
    if of("EndTurn").next().is_some() {
        // One step in the first round, on a square no other action shares.
        let alone = |a: &&Value| legal.iter().filter(|b| b["target"] == a["target"]).count() == 1;
        let moved = state["view"]["turn"]["moved"].as_u64().unwrap_or(1);
        if state["view"]["round"] == json!(1)
            && moved == 0
            && let Some(a) = of("Move").find(alone)
        {
            return square(a);
        }
        return end();
    }
    if of("ZMove").next().is_some() {
        if zombie_moves >= MOVES_PER_PHASE {
            return end();
        }
        let near = to_humans(state);
        let best = of("ZMove")
            .map(|a| {
                let m = &a["action"]["ZMove"];
                (near[map.index(pos(&m["to"]))], near[map.index(pos(&m["from"]))], a)
            })
            .filter(|(to, from, _)| to < from)
            .min_by_key(|(to, _, _)| *to);
        return match best {
            Some((_, _, a)) => Click::Zombie {
                from: a["piece"]["spot"].as_str().unwrap().to_owned(),
                to: a["target"].as_str().unwrap().to_owned(),
                index: a["index"].as_u64().unwrap(),
            },
            None => end(),
        };
    }
    end()
}

/// Clicks the topmost piece of the board at square `name` that the page
/// made clickable with `class` (`target`: acts; `piece-spot`: picks).
async fn click_square(page: &Client, clicker: &mut Clicker, name: &str, class: &str) -> bool {
    let css = format!("#board [data-square='{name}'].{class}");
    let found = page.find_all(Locator::Css(&css)).await.unwrap();
    let top = found.last().unwrap_or_else(|| panic!("square {name} is not clickable as {class}"));
    clicker.click(page, top).await
}

async fn click_css(page: &Client, clicker: &mut Clicker, css: &str) -> bool {
    let e = page.find(Locator::Css(css)).await.unwrap_or_else(|e| panic!("{css} is not on the page: {e}"));
    clicker.click(page, &e).await
}

async fn click_button(page: &Client, clicker: &mut Clicker, index: u64) -> bool {
    click_css(page, clicker, &format!("#actions button.action[data-index='{index}']")).await
}

/// Waits until `page` drew a state after `seq`, skipping told events: the
/// click was one of the state's own, so the server takes it.
async fn settled(page: &Client, seq: u64) {
    let until = Instant::now() + Duration::from_secs(30);
    let how = settle(page, seq, until).await;
    assert_eq!(how, Settled::Moved, "the page refused a click: {}", text(page, "#error").await);
}

/// Everything a player reads on the page, part by part.
const READ: &str =
    "return ['#who', '#status', '#facts', '#briefing', '#dice-tray', '#actions', '#panel', '#events', '#seats', '#summary', '#error']
    .map((css) => { const e = document.querySelector(css); return e && !e.hidden ? e.innerText : ''; }).join('\\n');";

/// The page's words hold no engine id, no raw data and, in Russian, no
/// English: Latin letters only in square names ("J5"); a human is "Ч2".
async fn check_words(page: &Client, russian: bool) {
    let shown = page.execute(READ, vec![]).await.unwrap();
    let shown = shown.as_str().unwrap();
    let after = |pat: &str| {
        shown.match_indices(pat).any(|(i, _)| shown[i + pat.len()..].starts_with(|c: char| c.is_ascii_digit()))
    };
    assert!(!after("#") && !after("slot "), "an engine id on the page: {shown}");
    assert!(!shown.contains("{\"") && !shown.contains("\":"), "raw data on the page: {shown}");
    if russian {
        // Rule IDs ("GS-WIN-5") are the specification's, in every language.
        let words = shown
            .split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
            .filter(|w| !is_rule_id(w))
            .flat_map(|w| w.split(|c: char| !c.is_alphanumeric()));
        for word in words.filter(|w| w.chars().any(|c| c.is_ascii_alphabetic())) {
            let letters = word.chars().take_while(char::is_ascii_uppercase).count();
            let digits = word.chars().skip(letters).all(|c| c.is_ascii_digit());
            let named = (1..=2).contains(&letters) && digits && (word.len() > letters || letters == 1);
            assert!(named, "an English word {word:?} on a Russian page: {shown}");
        }
    }
}

fn is_rule_id(w: &str) -> bool {
    let parts: Vec<&str> = w.split('-').collect();
    parts.len() == 3
        && parts[..2].iter().all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_uppercase()))
        && !parts[2].is_empty()
        && parts[2].chars().all(|c| c.is_ascii_digit())
}

/// What the Human Player's browser received holds no zombie card dealt:
/// its views have no hand and its card deals are face down (GS-SETUP-5).
fn assert_no_hand(texts: &[String]) {
    for t in texts {
        let Ok(msg) = serde_json::from_str::<Value>(t) else { continue };
        for state in [&msg, &msg["state"]] {
            if let Some(view) = state.get("view") {
                assert_eq!(view["zombie_hand"], Value::Null, "the human seat is sent the zombie hand: {t}");
            }
        }
        let events = [&msg["events"], &msg["state"]["events"]];
        for e in events.into_iter().filter_map(Value::as_array).flatten() {
            if let Some(dealt) = e.get("ZombieCardDealt") {
                assert_eq!(dealt["card"], Value::Null, "the human seat is told a zombie card: {e}");
            }
        }
    }
}

/// Every zombie card's name in both languages, from the catalogue.
fn card_names() -> Vec<String> {
    let texts = horde_grid_siege::GridSiege::texts();
    Lang::ALL
        .into_iter()
        .flat_map(|lang| {
            let tr = texts.tr(lang);
            texts.ids(lang).unwrap().into_iter().filter(|id| id.starts_with("gs-zcard-")).map(move |id| tr.t(&id))
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_play_grid_siege_to_the_end_by_clicking_squares_and_buttons() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let base = format!("http://{}", server.addr());
    let d = driver().await;
    let zombie = browser(&d, 1366, 768).await;
    let humans = browser(&d, 390, 844).await;
    record_received(&d, &humans).await;

    // The lobby says who plays what, in each language (GS-SETUP-1).
    humans.goto(&format!("{base}/?lang=ru")).await.unwrap();
    wait_js(&humans, "return document.querySelectorAll('#game option').length;", "the games", |v| v.as_u64() > Some(0))
        .await;
    humans.find(Locator::Css("#game")).await.unwrap().select_by_value("grid-siege").await.unwrap();
    let seats = text(&humans, "#seatkinds").await;
    assert!(seats.contains("Игрок-зомби") && seats.contains("Люди Ч1, Ч2, Ч3, Ч4"), "{seats}");
    let (links, _watch) = create_in_lobby(&zombie, &base, "grid-siege", "siege", &["human", "human"]).await;
    let listed = text(&zombie, "#linklist").await;
    assert!(listed.contains("Seat 1 · Zombie player") && listed.contains("Seat 2 · Humans H1, H2, H3, H4"), "{listed}");

    zombie.goto(&links[0].replace("lang=en", "lang=ru")).await.unwrap();
    humans.goto(&links[1]).await.unwrap();
    seq(&zombie).await;
    seq(&humans).await;
    assert!(text(&zombie, "#who").await.contains("Игрок-зомби"));
    assert!(text(&humans, "#who").await.contains("Humans H1, H2, H3, H4"));
    // The board names its columns and rows as the labels do.
    let marks = zombie
        .execute("return [...document.querySelectorAll('#board .coordinate')].map((t) => t.textContent);", vec![]);
    let marks: Vec<String> = serde_json::from_value(marks.await.unwrap()).unwrap();
    assert!(marks.contains(&"A".to_owned()) && marks.contains(&"X".to_owned()) && marks.contains(&"22".to_owned()));

    let pages = [&zombie, &humans];
    let mut russian = [true, false];
    let until = Instant::now() + BUDGET;
    let (mut clicks, mut zombie_moves, mut picked, mut squares) = (0usize, 0usize, 0usize, 0usize);
    let mut got = Vec::new();
    let mut switched = false;
    let mut clicker = Clicker::default();
    let mut phone_shot = false;
    loop {
        assert!(Instant::now() < until, "the match did not end within {BUDGET:?} ({clicks} clicks)");
        let (i, at) = match turn(&pages).await {
            Turn::Over => break,
            Turn::Waiting => {
                tokio::time::sleep(Duration::from_millis(20)).await;
                continue;
            }
            Turn::Due(i, s) => (i, s.seq),
        };
        let page = pages[i];
        let state = page_state(page).await;
        if state["seq"].as_u64() != Some(at) {
            continue;
        }
        let phase_of_zombies = state["legal"].as_array().unwrap().iter().any(|a| kind(a) == "ZMove");
        if !phase_of_zombies {
            zombie_moves = 0;
        }
        let clicked = match decide(&state, zombie_moves) {
            Click::Square(name) => {
                let ok = click_square(page, &mut clicker, &name, "target").await;
                squares += usize::from(ok);
                ok
            }
            Click::Zombie { from, to, index } => {
                // A few moves are listed as they are; many, zombie first.
                let few = page.find_all(Locator::Css("#actions .group.pieces")).await.unwrap().is_empty();
                if few {
                    if click_button(page, &mut clicker, index).await {
                        zombie_moves += 1;
                        clicks += 1;
                        settled(page, at).await;
                    }
                    continue;
                }
                let on = |class: &str| format!("#board [data-square='{from}'].{class}");
                if page.find_all(Locator::Css(&on("piece-picked"))).await.unwrap().is_empty() {
                    // On the board, or in the row of pieces when the
                    // zombie stands where the picked one may go.
                    let ok = if page.find_all(Locator::Css(&on("piece-spot"))).await.unwrap().is_empty() {
                        click_css(page, &mut clicker, &format!("#actions button.piece[data-piece='{from}']")).await
                    } else {
                        click_square(page, &mut clicker, &from, "piece-spot").await
                    };
                    if !ok {
                        continue;
                    }
                    picked += 1;
                }
                if picked == 3 {
                    screenshot(
                        page,
                        if russian[0] {
                            "grid-siege-zombie-picked-ru-1366"
                        } else {
                            "grid-siege-zombie-picked-en-1366"
                        },
                    )
                    .await;
                }
                let ok = click_square(page, &mut clicker, &to, "target").await;
                zombie_moves += usize::from(ok);
                squares += usize::from(ok);
                ok
            }
            Click::Button(index) => {
                let css = format!("#actions button.action[data-index='{index}']");
                if i == 1 && !phone_shot && page.find(Locator::Css("body.choosing")).await.is_ok() {
                    // The phone's list under its pinned board, as a person
                    // scrolls to a button there.
                    phone_shot = true;
                    if let Ok(b) = page.find(Locator::Css(&css)).await {
                        scroll_to(page, &b).await;
                    }
                    screenshot(page, "grid-siege-humans-pinned-390").await;
                }
                click_css(page, &mut clicker, &css).await
            }
        };
        if !clicked {
            continue;
        }
        clicks += 1;
        settled(page, at).await;
        for (p, ru) in pages.iter().zip(russian) {
            check_words(p, ru).await;
        }
        got.extend(received(&humans).await);
        if clicks >= SWITCH_AT && !switched {
            switched = true;
            for (p, name) in pages.iter().zip(["zombie-1366-ru", "humans-390-en"]) {
                screenshot(p, &format!("grid-siege-{name}")).await;
            }
            // Each page's own language button: the page reloads in the other.
            for page in pages {
                switch_lang(page).await;
            }
            russian = [false, true];
            assert!(text(&humans, "#who").await.contains("Люди Ч1, Ч2, Ч3, Ч4"));
            // The reloaded log is told again, now in Russian.
            let told = text(&humans, "#events").await;
            assert!(told.contains("Раунд "), "{told}");
            for (p, name) in pages.iter().zip(["zombie-1366-en", "humans-390-ru"]) {
                screenshot(p, &format!("grid-siege-{name}")).await;
            }
        }
    }
    assert!(clicks > SWITCH_AT, "the match took {clicks} clicks, the language switch came at {SWITCH_AT}");
    assert!(picked > 0 && squares > picked, "zombies were picked ({picked}) and squares clicked ({squares})");

    // The end: both pages say it, with the summary (GS-WIN).
    for (page, over, ru) in [(&zombie, "Game over", false), (&humans, "Игра окончена", true)] {
        wait_over(page).await;
        let summary = text(page, "#summary").await;
        assert!(summary.starts_with(over), "{summary}");
        check_words(page, ru).await;
    }
    // Rules at hand on the game page: the siege's briefing, and the dice
    // tray with the rolls told (a zombie turn rolls for its sheet, GS-ZSPAWN-3).
    for page in pages {
        let briefing = text(page, "#briefing summary").await;
        assert!(briefing == "Mission" || briefing == "Миссия", "{briefing}");
        let rolls = page.find_all(Locator::Css("#dice-tray li.roll")).await.unwrap();
        assert!(!rolls.is_empty(), "the dice tray holds the rolls");
        let tray = text(page, "#dice-tray").await;
        assert!(tray.contains("GS-"), "each roll names its rule: {tray}");
        // A tap on a named character or thing in the panel explains it.
        let named = page.find(Locator::Css("#panel .named")).await.expect("names in the panel explain themselves");
        scroll_to(page, &named).await;
        named.click().await.unwrap();
        let popover = text(page, ".explain").await;
        assert!(popover.contains("GS-"), "the explanation cites its rule: {popover}");
        page.execute("closeExplanation();", vec![]).await.unwrap();
    }
    screenshot(&zombie, "grid-siege-over-zombie-1366-en").await;
    screenshot(&humans, "grid-siege-over-humans-390-ru").await;

    // The replay, opened from the Human Player's summary, names no card
    // dealt either.
    humans.find(Locator::Css("#summary a.button")).await.unwrap().click().await.unwrap();
    wait_js(&humans, "return location.pathname;", "the replay", |v| {
        v.as_str().is_some_and(|p| p.starts_with("/replay/"))
    })
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    got.extend(received(&humans).await);
    assert_no_hand(&got);
    let names = card_names();
    let replay = humans.execute("return document.body.innerText;", vec![]).await.unwrap();
    for name in names.iter().filter(|n| n.as_str() != "Horde" && n.as_str() != "Орда") {
        assert!(!replay.as_str().unwrap().contains(name.as_str()), "the replay names the card {name}");
    }
    assert!(got.len() > 50, "the human seat's browser was sent {} texts", got.len());

    zombie.close().await.unwrap();
    humans.close().await.unwrap();
    server.stop().await;
}
