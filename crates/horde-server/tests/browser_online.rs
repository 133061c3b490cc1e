//! Playing online, in real headless Chromium: players' names, the tab's
//! turn notice and its optional tone, the log after a reload, "my
//! matches" in the lobby (a seat opened again after the lobby reloads),
//! the match list's missions, players and results, the end-of-game
//! summary with its way to the replay, and the chat.
//!
//! Needs `chromium` and `chromedriver` on the PATH; without them the tests
//! fail rather than pass unrun.
// Waiting for a real browser needs the wall clock.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::disallowed_methods)]

mod support;
mod web;

use fantoccini::{Client, Locator};
use horde_rules::{Lang, RuleSystem};
use serde_json::{Value, json};
use std::time::Duration;
use support::{limits, start};
use web::{browser, create_in_lobby, driver, page_state, play_to_end, screenshot, seq, text, wait_js, wait_seq_above};

/// A name with markup in it: pages must show it as typed, never as HTML.
const MARKUP_NAME: &str = "Ann <b>&amp;</b>";

async fn seats_text(c: &Client) -> String {
    wait_js(c, "return document.getElementById('seats').innerText;", "the seats", Value::is_string)
        .await
        .as_str()
        .unwrap()
        .to_owned()
}

async fn wait_text(c: &Client, css: &str, what: &str, ok: impl Fn(&str) -> bool) -> String {
    let js = format!("const e = document.querySelector(\"{css}\"); return e ? e.innerText : null;");
    let v = wait_js(c, &js, what, |v| v.as_str().is_some_and(&ok)).await;
    v.as_str().unwrap().to_owned()
}

/// The log's lines, newest first, as the page shows them.
async fn log_lines(c: &Client) -> Vec<String> {
    let v = c.execute("return [...document.querySelectorAll('#events li')].map((l) => l.textContent);", vec![]).await;
    serde_json::from_value(v.unwrap()).unwrap()
}

/// Every zombie card's name in `lang`, from Grid Siege's catalogue.
fn card_names(lang: Lang) -> Vec<String> {
    let texts = horde_grid_siege::GridSiege::texts();
    let tr = texts.tr(lang);
    texts.ids(lang).unwrap().into_iter().filter(|id| id.starts_with("gs-zcard-")).map(|id| tr.t(&id)).collect()
}

/// Clicks the first action of whichever page's seat is due, and waits for
/// both pages to move on.
async fn play_one(a: &Client, b: &Client) -> u64 {
    let (mover, other) = if page_state(a).await["your_turn"] == json!(true) { (a, b) } else { (b, a) };
    let at = seq(mover).await;
    let button = wait_js(
        mover,
        "const b = document.querySelector('#actions button.action');
         if (!b || document.body.classList.contains('animating')) return null;
         b.click(); return true;",
        "a button to click",
        |v| v == &json!(true),
    )
    .await;
    assert_eq!(button, json!(true));
    let now = wait_seq_above(mover, at).await;
    wait_seq_above(other, now - 1).await;
    if let Ok(skip) = mover.find(Locator::Css("#skip")).await {
        let _ = skip.click().await;
    }
    now
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_turn_notice_log_after_reload_and_my_matches() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::from_millis(10)).await;
    let base = format!("http://{}", server.addr());
    let d = driver().await;
    let ann = browser(&d, 1366, 768).await;
    let boris = browser(&d, 390, 844).await;

    let (links, _) = create_in_lobby(&ann, &base, "grid-siege", "siege", &["human", "human"]).await;
    // Seat 0 (the Zombie Player) reads English, seat 1 (the humans) Russian.
    ann.goto(&links[0]).await.unwrap();
    seq(&ann).await;
    boris.goto(&links[1].replace("lang=en", "lang=ru")).await.unwrap();
    seq(&boris).await;

    // A name is chosen on the seat page; everyone at the table reads it as
    // typed, markup and all, and a seat without one is "Player N" in each
    // page's language.
    ann.find(Locator::Css("#my-name")).await.unwrap().send_keys(MARKUP_NAME).await.unwrap();
    ann.find(Locator::Css("#save-name")).await.unwrap().click().await.unwrap();
    for page in [&ann, &boris] {
        wait_js(page, "return document.getElementById('seats').innerText;", "the chosen name", |v| {
            v.as_str().is_some_and(|t| t.contains(MARKUP_NAME))
        })
        .await;
        let markup = page.execute("return document.querySelectorAll('#seats b, #status b, #who b').length;", vec![]);
        assert_eq!(markup.await.unwrap(), json!(0), "a name is never markup");
    }
    assert!(seats_text(&ann).await.contains("Player 2"));
    assert!(seats_text(&boris).await.contains("Участник 2"));
    assert!(text(&ann, "#who").await.contains(MARKUP_NAME), "the page names its own player");
    // The name survives a reload (the store keeps it with the seat).
    ann.refresh().await.unwrap();
    wait_js(&ann, "return document.getElementById('seats').innerText;", "the name after a reload", |v| {
        v.as_str().is_some_and(|t| t.contains(MARKUP_NAME))
    })
    .await;

    // Boris turns the tone on; Ann leaves it off (the default).
    boris.find(Locator::Css("#sound")).await.unwrap().click().await.unwrap();
    // Play until the humans' turn has come (again) since the tone was
    // turned on, checking both tabs' titles after every action.
    let mut was_boris = page_state(&boris).await["your_turn"] == json!(true);
    let mut boris_turns_began = 0;
    for played in 1..=120 {
        play_one(&ann, &boris).await;
        for (page, title) in [(&ann, "(Your turn)"), (&boris, "(Ваш ход)")] {
            let state = page_state(page).await;
            let shown = page.title().await.unwrap();
            assert_eq!(shown.starts_with(title), state["your_turn"] == json!(true), "title {shown:?}");
        }
        let is_boris = page_state(&boris).await["your_turn"] == json!(true);
        boris_turns_began += usize::from(is_boris && !was_boris);
        was_boris = is_boris;
        if boris_turns_began > 0 && played >= 8 {
            break;
        }
    }
    assert!(boris_turns_began > 0, "the humans' turn came");
    let beeps = |c: &Client| {
        let c = c.clone();
        async move { c.execute("return Number(document.body.dataset.beeped || 0);", vec![]).await.unwrap() }
    };
    assert!(beeps(&boris).await.as_u64().unwrap() >= 1, "the tone sounded on the humans' turn");
    assert_eq!(beeps(&ann).await, json!(0), "no tone unless turned on");
    screenshot(&ann, "online-seat-en-1366").await;
    screenshot(&boris, "online-seat-ru-390").await;

    // A reload tells the same story as live play did (which began with
    // the story so far, the deal, when the page first opened).
    let live = log_lines(&boris).await;
    assert!(live.len() >= 8, "{live:?}");
    let at = seq(&boris).await;
    boris.refresh().await.unwrap();
    wait_js(&boris, "return document.querySelectorAll('#events li').length;", "the log after the reload", |v| {
        v.as_u64().is_some_and(|n| n as usize >= live.len())
    })
    .await;
    assert_eq!(seq(&boris).await, at);
    let reloaded = log_lines(&boris).await;
    assert_eq!(reloaded, live, "the reloaded log is the live one");
    // GS-SETUP-5: the Zombie Player's reloaded log tells the cards he was
    // dealt; the humans' never names one.
    let ann_log = log_lines(&ann).await.join("\n");
    assert!(card_names(Lang::En).iter().any(|n| ann_log.contains(n.as_str())), "{ann_log}");
    let boris_log = reloaded.join("\n");
    for card in card_names(Lang::Ru) {
        assert!(!boris_log.contains(&card), "{card} in the humans' log:\n{boris_log}");
    }

    // The lobby keeps Boris's seat (its latest link) in "my matches", with
    // the mission, the players and whose turn it is; it survives the
    // lobby's reload and opens the seat again.
    boris.goto(&format!("{base}/?lang=ru")).await.unwrap();
    let row =
        wait_text(&boris, "#my-matches li[data-seat='1']", "my seat in the lobby", |t| t.contains(MARKUP_NAME)).await;
    assert!(row.contains("Участник 2"), "{row}");
    assert!(row.contains("Открыть моё место"), "{row}");
    boris.refresh().await.unwrap();
    wait_text(&boris, "#my-matches li[data-seat='1']", "my seat after the lobby reloads", |t| t.contains(MARKUP_NAME))
        .await;
    let public = wait_text(&boris, "#matches li", "the match list", |t| t.contains(MARKUP_NAME)).await;
    assert!(public.contains("За столом:"), "the list names the players: {public}");
    screenshot(&boris, "online-lobby-ru-390").await;
    boris.find(Locator::Css("#my-matches li[data-seat='1'] a.button")).await.unwrap().click().await.unwrap();
    assert_eq!(seq(&boris).await, at, "the seat opens again where it was");
    assert_eq!(page_state(&boris).await["viewer"], json!({"seat": 1}));
    assert_eq!(text(&boris, "#error").await, "", "the kept link still opens the seat");
    // Ann's lobby kept both links it was given: hers opens her seat; the
    // one Boris took is said to open nothing any more.
    ann.goto(&format!("{base}/?lang=en")).await.unwrap();
    wait_text(&ann, "#my-matches li[data-seat='0']", "Ann's seat in her lobby", |t| t.contains(MARKUP_NAME)).await;
    // Both lists name the mission the lobby created.
    let names = ann
        .execute(
            "return [document.querySelector(\"#my-matches li[data-seat='0'] .name\").textContent,
                     document.querySelector('#matches li .name').textContent];",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(names[0], names[1], "{names}");
    assert!(names[0].as_str().unwrap().contains(" · "), "the mission is named: {names}");
    wait_text(&ann, "#my-matches li[data-seat='1']", "the link Boris took", |t| t.contains("no longer opens it")).await;
    screenshot(&ann, "online-lobby-en-1366").await;

    ann.close().await.unwrap();
    boris.close().await.unwrap();
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_end_of_a_match_is_summed_up_with_its_replay() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::from_millis(5)).await;
    let base = format!("http://{}", server.addr());
    let d = driver().await;
    let c = browser(&d, 390, 844).await;
    let (links, _) = create_in_lobby(&c, &base, "duel", "duel", &["human", "bot:random"]).await;
    c.goto(&links[0]).await.unwrap();
    seq(&c).await;
    assert!(c.find(Locator::Css("#summary")).await.unwrap().attr("hidden").await.unwrap().is_some());
    let mut picks = horde_core::HordeRng::new(3, 0);
    play_to_end(&[&c], &mut picks, Duration::from_secs(60), async |_| {}).await;
    let state = page_state(&c).await;
    let outcome = state["outcome"].clone();
    let summary = wait_text(&c, "#summary", "the summary", |t| !t.is_empty()).await;
    assert!(summary.contains("Game over"), "{summary}");
    // Seat 0 has no name chosen; seat 1 is named by its bot.
    let names = ["Player 1", "Random moves"];
    let winners: Vec<usize> = serde_json::from_value(outcome["winners"].clone()).unwrap();
    assert!(!winners.is_empty());
    let won = winners.iter().map(|&s| names[s]).collect::<Vec<_>>().join(", ");
    assert!(summary.contains(&format!("Won: {won}")), "{summary}");
    for (seat, name) in names.iter().enumerate() {
        // The duel counts points: each seat's score is listed by name.
        let score = outcome["scores"][seat].as_i64().unwrap();
        assert!(summary.contains(&format!("{name}: {score}")), "{summary}");
    }
    assert!(summary.contains("Replay"), "{summary}");
    screenshot(&c, "online-summary-en-390").await;
    // After a reload the summary is there again, with the end of the story.
    c.refresh().await.unwrap();
    let again = wait_text(&c, "#summary", "the summary after a reload", |t| !t.is_empty()).await;
    assert_eq!(again, summary);
    // In Russian, the same summary in the page's words.
    let url = c.current_url().await.unwrap().to_string().replace("lang=en", "lang=ru");
    c.goto(&url).await.unwrap();
    let ru = wait_text(&c, "#summary", "the Russian summary", |t| t.contains("Игра окончена")).await;
    assert!(ru.contains("Победа: ") && ru.contains("Участник 1: ") && ru.contains("Повтор"), "{ru}");
    screenshot(&c, "online-summary-ru-390").await;
    c.goto(&url.replace("lang=ru", "lang=en")).await.unwrap();
    wait_text(&c, "#summary", "the summary in English again", |t| t.contains("Game over")).await;
    c.find(Locator::Css("#summary a.button")).await.unwrap().click().await.unwrap();
    wait_js(&c, "return document.body.dataset.step || null;", "the replay", |v| v.is_string()).await;
    c.find(Locator::Css("#last")).await.unwrap().click().await.unwrap();
    let status = wait_text(&c, "#status", "the replay's end", |t| !t.is_empty()).await;
    assert_eq!(status, format!("Game over. Won: {won}"));
    c.close().await.unwrap();
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_chat_reaches_every_page_as_text_and_stays_after_a_reload() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let base = format!("http://{}", server.addr());
    let api = support::Client::new(server.addr());
    let m = api.create(json!(["human", "human"]), 5).await;
    let d = driver().await;
    let ann = browser(&d, 1366, 768).await;
    let boris = browser(&d, 390, 844).await;
    let watcher = browser(&d, 390, 844).await;
    ann.goto(&format!("{base}{}?lang=en", m.seats[0].join_url)).await.unwrap();
    boris.goto(&format!("{base}{}?lang=ru", m.seats[1].join_url)).await.unwrap();
    watcher.goto(&format!("{base}{}?lang=en", m.watch_url)).await.unwrap();
    for page in [&ann, &boris, &watcher] {
        seq(page).await;
        wait_js(page, "return document.body.dataset.connected || null;", "the socket", |v| v == &json!("yes")).await;
    }
    // A spectator reads the chat but has nothing to write with.
    let form_hidden = watcher.execute("return document.getElementById('chat-form').hidden;", vec![]).await.unwrap();
    assert_eq!(form_hidden, json!(true));

    let markup = "<img src=x onerror=\"document.body.dataset.pwned='1'\"> hi";
    ann.find(Locator::Css("#chat-text")).await.unwrap().send_keys(markup).await.unwrap();
    ann.find(Locator::Css("#chat-send")).await.unwrap().click().await.unwrap();
    let line = "const l = document.querySelector('#chat-lines li .said'); return l ? l.textContent : null;";
    for page in [&ann, &boris, &watcher] {
        wait_js(page, line, "the chat line", |v| v == &json!(markup)).await;
        let injected = page
            .execute(
                "return [document.querySelectorAll('#chat-lines img').length, document.body.dataset.pwned || null];",
                vec![],
            )
            .await
            .unwrap();
        assert_eq!(injected, json!([0, null]), "a chat line is never markup");
    }
    let who = wait_text(&boris, "#chat-lines li", "the speaker", |t| t.contains(markup)).await;
    assert!(who.starts_with("Участник 1: "), "{who}");
    boris.find(Locator::Css("#chat-text")).await.unwrap().send_keys("и вам привет").await.unwrap();
    boris.find(Locator::Css("#chat-send")).await.unwrap().click().await.unwrap();
    let lines = "return Array.from(document.querySelectorAll('#chat-lines li .said')).map((l) => l.textContent);";
    let both = json!([markup, "и вам привет"]);
    wait_js(&ann, lines, "both chat lines", |v| v == &both).await;
    screenshot(&boris, "online-chat-ru-390").await;
    // The lines are kept with the match: a reload shows every one again.
    boris.refresh().await.unwrap();
    wait_js(&boris, lines, "both chat lines after a reload", |v| v == &both).await;
    screenshot(&ann, "online-chat-en-1366").await;
    for page in [ann, boris, watcher] {
        page.close().await.unwrap();
    }
    server.stop().await;
}
