//! Rue Morgue's first tutorial as a person meets it, in Russian: created
//! in the lobby with one person's seat and two heuristic bot teammates,
//! played to its end only by clicking the page, summed up, and replayed
//! with each step's events told line by line as live play told them.
//!
//! Needs `chromium` and `chromedriver` on the PATH, as `browser.rs` does.
//! With `HORDE_SCREENSHOTS=DIR` the pages are saved as PNGs at laptop and
//! phone sizes.
// Waiting for a real browser needs the wall clock.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::disallowed_methods)]

mod support;
mod web;

use fantoccini::{Client, Locator};
use horde_core::{Actor, Seat};
use horde_server::protocol::ReplayStep;
use serde_json::json;
use std::time::{Duration, Instant};
use support::{limits, start};
use web::{browser, create_in_lobby_in, driver, screenshot, shown, text, wait_js, wait_over};

/// The whole match, clicks and bots together, in a release build.
const BUDGET: Duration = Duration::from_secs(150);

/// The person's fixed way of playing, among the buttons the page offers:
/// fight (never at a teammate), take an objective, search, activate the
/// next survivor, end the survivor's turn, else the first choice offered
/// (which item to keep, who takes a wound). Survivors that never walk
/// meet the zombies where they stand, so the match ends by a death or at
/// the mission's turn limit (RM-END; tutorial-1 has 40 turns).
const CHOOSE: &str = "
    if (!current || !current.your_turn || document.body.classList.contains('animating')) return null;
    const buttons = [...document.querySelectorAll('#actions button.action')];
    const of = (kind) => buttons.find((b) => b.dataset.action === kind && !b.classList.contains('warn'));
    for (const kind of ['Melee', 'Ranged', 'TakeObjective', 'Search', 'Activate', 'DoNothing']) {
        const b = of(kind);
        if (b) return b.dataset.index;
    }
    const safe = buttons.find((b) => !b.classList.contains('warn'));
    return safe ? safe.dataset.index : null;";

/// Clicks the person's decisions until the page shows the end; returns
/// the number of clicks.
async fn play_by_rule(c: &Client) -> usize {
    let until = Instant::now() + BUDGET;
    let mut clicks = 0;
    loop {
        assert!(Instant::now() < until, "the tutorial did not end within {BUDGET:?} ({clicks} clicks)");
        let Some(s) = shown(c).await else { continue };
        if s.over && !s.animating {
            return clicks;
        }
        if s.animating {
            if let Ok(b) = c.find(Locator::Css("#skip")).await {
                let _ = b.click().await;
            }
            continue;
        }
        let pick = c.execute(CHOOSE, vec![]).await.unwrap();
        let Some(index) = pick.as_str() else {
            tokio::time::sleep(Duration::from_millis(30)).await;
            continue;
        };
        let css = format!("#actions button.action[data-index='{index}']");
        let Ok(button) = c.find(Locator::Css(&css)).await else { continue };
        // The page may redraw between choosing and clicking: then look again.
        if button.click().await.is_err() {
            continue;
        }
        clicks += 1;
        if clicks == 12 {
            screenshot(c, "tutorial-ru-1366-mid").await;
        }
        wait_js(
            c,
            &format!(
                "return !!current && (current.seq > {} || document.getElementById('error').textContent !== '');",
                s.seq
            ),
            "the state after a click",
            |v| v == &json!(true),
        )
        .await;
    }
}

/// A replay step as the server gives it to a Russian reader.
async fn replay_step(base: &str, id: &str, step: u64) -> ReplayStep {
    let url = format!("{base}/api/matches/{id}/replay?step={step}&lang=ru");
    reqwest::get(url).await.unwrap().json().await.unwrap()
}

/// The log lines the replay page shows for `step`, top to bottom.
async fn lines_of(c: &Client, step: u64) -> Vec<String> {
    let js = format!(
        "return [...document.querySelectorAll('#events li[data-step=\"{step}\"]')].map((li) => li.textContent);"
    );
    serde_json::from_value(c.execute(&js, vec![]).await.unwrap()).unwrap()
}

/// What the log should show for a step, top to bottom: the events newest
/// first, under them the action that caused them (unless only its events
/// name it, as for a chance step).
fn expected_lines(step: &ReplayStep) -> Vec<String> {
    let told: Vec<String> = step.narration.iter().flatten().cloned().collect();
    let mut lines: Vec<String> = told.iter().rev().cloned().collect();
    if let Some(label) = &step.last_action
        && *label != told.join(" ")
    {
        lines.push(label.clone());
    }
    lines
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_solo_tutorial_with_bot_teammates_is_clicked_to_its_end_and_replayed_with_its_story() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let base = format!("http://{}", server.addr());
    let d = driver().await;
    let c = browser(&d, 1366, 768).await;
    let phone = browser(&d, 390, 844).await;

    let seats = ["human", "bot:heuristic", "bot:heuristic"];
    let (links, watch) = create_in_lobby_in(&c, &base, "ru", "rue-morgue", "tutorial-1", &seats).await;
    assert_eq!(links.len(), 1, "one person's seat");
    c.goto(&links[0]).await.unwrap();
    web::seq(&c).await;
    phone.goto(&watch).await.unwrap();
    web::seq(&phone).await;
    screenshot(&c, "tutorial-ru-1366-start").await;

    let clicks = play_by_rule(&c).await;
    wait_over(&c).await;
    wait_over(&phone).await;

    // The end, summed up on the person's page and the spectator's.
    let status = text(&c, "#status").await;
    assert!(status.starts_with("Игра окончена. "), "the page says the game is over: {status:?}");
    for page in [&c, &phone] {
        wait_js(page, "return !document.getElementById('summary').hidden;", "the summary", |v| v == &json!(true)).await;
    }
    let summary = text(&c, "#summary").await;
    assert!(summary.starts_with("Игра окончена"), "{summary}");
    let how = text(&c, "#summary .how").await;
    assert!(how.starts_with("Поражение: ") || how.starts_with("Победа!"), "the summary says how it ended: {how:?}");
    screenshot(&c, "tutorial-ru-1366-end").await;
    screenshot(&phone, "tutorial-ru-390-end").await;

    // Every decision of the person's seat was one of the clicks; the bots
    // played theirs.
    let id = web::page_state(&c).await["match_id"].as_str().unwrap().to_owned();
    let store = horde_store::Store::open(&dir.path().join("h.db")).await.unwrap();
    let file = store.load(&id).await.unwrap().to_match_file();
    store.close().await;
    let by = |s: u8| file.actions.iter().filter(|e| e.actor == Actor::Seat(Seat(s))).count();
    assert_eq!(by(0), clicks, "every action of the person's seat was a click");
    assert!(by(1) > 0 && by(2) > 0, "each bot played its seat: {} and {}", by(1), by(2));

    // The replay, opened from the summary, tells each step's events as
    // lines of their own, and keeps the steps before as it steps on.
    let replay = c.find(Locator::Css("#summary a.button")).await.unwrap().attr("href").await.unwrap().unwrap();
    c.goto(&format!("{base}{replay}")).await.unwrap();
    phone.goto(&format!("{base}{replay}")).await.unwrap();
    let at = async |page: &Client, n: u64| {
        wait_js(page, "return document.body.dataset.step || null;", "a replay step", |v| v == &json!(n.to_string()))
            .await;
    };
    at(&c, 0).await;
    let total = file.actions.len() as u64;
    let (mut told_steps, mut before) = (0, None::<(u64, Vec<String>)>);
    for n in 1..=total.min(80) {
        c.find(Locator::Css("#next")).await.unwrap().click().await.unwrap();
        at(&c, n).await;
        let step = replay_step(&base, &id, n).await;
        assert_eq!(lines_of(&c, n).await, expected_lines(&step), "the lines of step {n}");
        if let Some((k, lines)) = &before {
            assert_eq!(&lines_of(&c, *k).await, lines, "step {k} stays in the log below step {n}");
        }
        if step.narration.iter().flatten().count() >= 3 {
            told_steps += 1;
            if told_steps == 1 {
                screenshot(&c, "tutorial-replay-ru-1366").await;
            }
        }
        before = Some((n, lines_of(&c, n).await));
    }
    assert!(told_steps > 0, "some step among the first 80 told three events or more");
    for page in [&c, &phone] {
        page.find(Locator::Css("#last")).await.unwrap().click().await.unwrap();
        at(page, total).await;
    }
    let last = replay_step(&base, &id, total).await;
    assert_eq!(lines_of(&phone, total).await, expected_lines(&last), "the last step, alone after a jump");
    assert!(lines_of(&phone, total - 1).await.is_empty(), "a jump starts the log at its step");
    assert!(text(&phone, "#status").await.starts_with("Игра окончена"));
    screenshot(&phone, "tutorial-replay-ru-390").await;
    c.close().await.unwrap();
    phone.close().await.unwrap();
    server.stop().await;
}
