//! Every page a person reads, in Russian and in English, for every rule
//! system: the lobby, a seat's page a few clicks into a match, the
//! spectator's summary of a finished match and its replay. None may show
//! an engine's id (`#3`, `slot 2`) or raw JSON, and a Russian page may
//! hold no Latin word beyond the short list of `latin_allowed`.
//!
//! Needs `chromium` and `chromedriver` on the PATH, as `browser.rs` does.
//! With `HORDE_SCREENSHOTS=DIR` each page checked is saved as a PNG.
// Waiting for a real browser needs the wall clock.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::disallowed_methods)]

mod support;
mod web;

use fantoccini::{Client, Locator};
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use support::{limits, start};
use web::{browser, driver, screenshot, shown, wait_js};

/// Each shipped rule system with a mission and its seats: the first seat
/// is the person's in the played match, and a heuristic bot when bots
/// alone play the match that is summed up and replayed.
const GAMES: [(&str, &str, usize); 5] = [
    ("rue-morgue", "tutorial-1", 1),
    ("grid-siege", "siege", 2),
    ("all-things-zombie", "crossing", 1),
    ("z-game", "city", 4),
    ("dead-of-night", "house", 4),
];

/// How many of the person's decisions are clicked before the page is read
/// again: enough for a second turn's panel, the log and a phase's story.
const CLICKS: usize = 6;

/// All the words a page shows now: its visible text, the tooltips and
/// labels of its elements and the board's own texts.
const PAGE_TEXT: &str = "
    // A grid's rim letters are its coordinates, not words: the body's text
    // is read with them out of the way (it holds the board's texts too).
    const rims = [...document.querySelectorAll('svg text.rim')];
    for (const e of rims) e.style.display = 'none';
    const out = [document.title, document.body.innerText];
    for (const e of rims) e.style.display = '';
    for (const e of document.querySelectorAll('[title]')) out.push(e.getAttribute('title'));
    for (const e of document.querySelectorAll('[aria-label]')) out.push(e.getAttribute('aria-label'));
    for (const e of document.querySelectorAll('[placeholder]')) out.push(e.getAttribute('placeholder'));
    for (const e of document.querySelectorAll('svg text:not(.rim), svg title')) out.push(e.textContent);
    const spots = [...document.querySelectorAll('#board [data-zone], #board [data-square]')]
        .map((e) => e.dataset.zone || e.dataset.square);
    return { text: out.join('\\n'), spots };";

/// Latin words a Russian page may show: proper names (the app's, and
/// Z-Game's printed title); the names of the board's own spots (`a1`,
/// `pd`: a zone map names its zones so) and other short coordinates
/// (`9R`, a tile; `B12`); rule IDs (`RM-MOVE-1`, cited so a reader can
/// look the rule up in either language). These are codes, not words.
/// Also "English", the language switch's name for English in its
/// own words, and "MCTS", the name of the search a bot runs.
fn latin_allowed(word: &str, spots: &[String]) -> bool {
    const NAMES: [&str; 4] = ["Horde", "Z-Game", "English", "MCTS"];
    let letters = word.chars().filter(char::is_ascii_alphabetic).count();
    let digits = word.chars().filter(char::is_ascii_digit).count();
    let coordinate = digits > 0 && letters <= 2 && !word.contains('-');
    let rule_id = word.contains('-')
        && word.split('-').next().is_some_and(|p| p.len() >= 2 && p.chars().all(|c| c.is_ascii_uppercase()))
        && word.rsplit('-').next().is_some_and(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()));
    NAMES.contains(&word) || spots.iter().any(|s| s == word) || coordinate || rule_id
}

/// What is wrong with a page's text in `lang`: one finding per line
/// (the line, and why), empty when nothing is.
fn findings(text: &str, lang: &str, spots: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let bad = |why: &str| format!("{why}: {line:?}");
        let chars: Vec<char> = line.chars().collect();
        if chars.windows(2).any(|w| w[0] == '#' && w[1].is_ascii_digit()) {
            out.push(bad("an engine id (#N)"));
        }
        let lower = line.to_lowercase();
        if lower.match_indices("slot ").any(|(i, _)| lower[i + 5..].starts_with(|c: char| c.is_ascii_digit())) {
            out.push(bad("an engine slot number"));
        }
        if ["{\"", "[{", "\":\"", "\":{", "\":[", "\":null", "\":true", "\":false"].iter().any(|p| line.contains(p))
            || line.match_indices("\":").any(|(i, _)| line[i + 2..].starts_with(|c: char| c.is_ascii_digit()))
        {
            out.push(bad("raw JSON"));
        }
        if lang == "ru" {
            let latin: Vec<&str> = line
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
                .map(|w| w.trim_matches('-'))
                .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()) && !latin_allowed(w, spots))
                .collect();
            if !latin.is_empty() {
                out.push(bad(&format!("Latin words {latin:?} in Russian")));
            }
        }
    }
    out
}

/// Reads the page and returns its findings, each prefixed with `what`.
async fn check(c: &Client, lang: &str, what: &str) -> Vec<String> {
    screenshot(c, &format!("words-{what}")).await;
    let page = c.execute(PAGE_TEXT, vec![]).await.unwrap();
    let spots: Vec<String> = serde_json::from_value(page["spots"].clone()).unwrap_or_default();
    let text = page["text"].as_str().unwrap_or_default();
    findings(text, lang, &spots).into_iter().map(|f| format!("{what}: {f}")).collect()
}

/// Clicks up to `n` of the person's decisions, always the first button the
/// page lists (a fixed rule, so a finding is found again the same way),
/// reading the page after each click.
async fn click_some(c: &Client, n: usize, lang: &str, what: &str) -> Vec<String> {
    let mut out = Vec::new();
    let until = Instant::now() + Duration::from_secs(60);
    let mut clicks = 0;
    // A warned action asks first: the person means it (the question
    // itself is `browser.rs`'s to test).
    c.execute("window.confirm = () => true;", vec![]).await.unwrap();
    while clicks < n && Instant::now() < until {
        let Some(s) = shown(c).await else {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        if s.over {
            break;
        }
        if s.animating {
            // The story being told is read too, then skipped.
            out.extend(check(c, lang, &format!("{what}-story")).await);
            if let Ok(b) = c.find(Locator::Css("#skip")).await {
                let _ = b.click().await;
            }
            continue;
        }
        if !s.your_turn || s.buttons == 0 {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        }
        let Ok(b) = c.find(Locator::Css("#actions button.action")).await else { continue };
        if b.click().await.is_err() {
            continue;
        }
        clicks += 1;
        let moved_on = format!(
            "return !!current && (current.seq > {} || document.getElementById('error').textContent !== '');",
            s.seq
        );
        wait_js(c, &moved_on, "the next state", |v| v == &json!(true)).await;
        out.extend(check(c, lang, &format!("{what}-{clicks}")).await);
    }
    assert!(clicks > 0, "{what}: the person's page offered nothing to click");
    out
}

/// The seats of a match: the person first (when `person`), heuristic bots
/// on the rest.
fn seats(n: usize, person: bool) -> Value {
    let bot = json!({ "kind": "bot", "bot": "heuristic" });
    Value::Array((0..n).map(|i| if i == 0 && person { json!("human") } else { bot.clone() }).collect())
}

/// Waits until bots alone have finished a match.
async fn finished(api: &support::Client, id: &str) {
    let until = Instant::now() + Duration::from_secs(240);
    while api.state(id, None).await.outcome.is_none() {
        assert!(Instant::now() < until, "the bots did not finish match {id}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// Opens the replay at its start, steps through a few steps and to its
/// end, reading each.
async fn check_replay(c: &Client, base: &str, id: &str, lang: &str, what: &str) -> Vec<String> {
    c.goto(&format!("{base}/replay/{id}?lang={lang}")).await.unwrap();
    let step = async |want: String| {
        wait_js(c, "return document.body.dataset.step || null;", "a replay step", |v| v == &json!(want)).await;
    };
    step("0".into()).await;
    let mut out = check(c, lang, &format!("{what}-replay-0")).await;
    for n in 1..=4 {
        c.find(Locator::Css("#next")).await.unwrap().click().await.unwrap();
        step(n.to_string()).await;
        out.extend(check(c, lang, &format!("{what}-replay-{n}")).await);
    }
    c.find(Locator::Css("#last")).await.unwrap().click().await.unwrap();
    wait_js(c, "return document.body.dataset.step === document.getElementById('slider').max;", "the end", |v| {
        v == &json!(true)
    })
    .await;
    out.extend(check(c, lang, &format!("{what}-replay-end")).await);
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_page_shows_engine_ids_json_or_untranslated_words() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let base = format!("http://{}", server.addr());
    let api = support::Client::new(server.addr());
    let d = driver().await;
    let c = browser(&d, 1366, 768).await;
    let mut found = Vec::new();

    // Bots alone finish one match of each game, for the summaries and replays.
    let mut done = Vec::new();
    for (seed, (game, mission, n)) in (1u64..).zip(GAMES) {
        done.push(api.create_game(game, mission, seats(n, false), seed).await);
    }
    for m in &done {
        finished(&api, &m.match_id).await;
    }

    for lang in ["ru", "en"] {
        c.goto(&format!("{base}/?lang={lang}")).await.unwrap();
        wait_js(&c, "return document.querySelectorAll('#matches li').length;", "the finished matches", |v| {
            v.as_u64().is_some_and(|n| n >= GAMES.len() as u64)
        })
        .await;
        found.extend(check(&c, lang, &format!("lobby-{lang}")).await);
        for (seed, ((game, mission, n), m)) in (10u64..).zip(GAMES.iter().zip(&done)) {
            let what = format!("{game}-{lang}");
            let created = api.create_game(game, mission, seats(*n, true), seed).await;
            let join = &created.seats.iter().find(|s| s.bot.is_none()).expect("the person's seat").join_url;
            c.goto(&format!("{base}{join}?lang={lang}")).await.unwrap();
            web::seq(&c).await;
            found.extend(check(&c, lang, &format!("{what}-seat-0")).await);
            found.extend(click_some(&c, CLICKS, lang, &format!("{what}-seat")).await);

            c.goto(&format!("{base}{}?lang={lang}", m.watch_url)).await.unwrap();
            wait_js(&c, "return !document.getElementById('summary').hidden;", "the summary", |v| v == &json!(true))
                .await;
            found.extend(check(&c, lang, &format!("{what}-summary")).await);
            found.extend(check_replay(&c, &base, &m.match_id, lang, &what).await);
        }
    }
    c.close().await.unwrap();
    server.stop().await;
    // One report of each finding, at the first page that showed it.
    let mut seen = std::collections::BTreeSet::new();
    found.retain(|f| seen.insert(f.split_once(": ").map_or(f.clone(), |(_, x)| x.to_owned())));
    assert!(found.is_empty(), "{} findings:\n{}", found.len(), found.join("\n"));
}

#[test]
fn the_check_finds_what_it_looks_for() {
    let spots = ["pd".to_owned(), "st3".to_owned()];
    let found = |text: &str, lang: &str| findings(text, lang, &spots).len();
    assert_eq!(found("Ходит выживший #3", "en"), 1);
    assert_eq!(found("Dan: slot 2", "en"), 1);
    assert_eq!(found("{\"Move\":{\"to\":3}}", "en"), 1);
    assert_eq!(found("W ходок · F толстяк", "ru"), 1);
    assert_eq!(found("Pa/Ka", "ru"), 1);
    assert_eq!(found("Skills: Sprint", "en"), 0);
    assert_eq!(found("Движение pd → st3 (RM-MOVE-1) · Horde · 9R · B12", "ru"), 0);
    assert_eq!(found("Движение ex → st3", "ru"), 1, "a word that is no spot of this board");
    assert_eq!(found("Умения: Sprint\nЗ-игра: Rep 3", "ru"), 2);
}
