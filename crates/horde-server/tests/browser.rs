//! End to end in a real headless Chromium, driven over WebDriver: the
//! lobby creates a match, two separate browsers take two seats, actions
//! are played by clicking, a seat never holds the other seat's hidden
//! information, a reload shows the same state, a Rue Morgue zombies'
//! phase is played through on the page, and a bot chosen in the lobby
//! (kind and strength) plays its seat.
//!
//! Needs `chromium` and `chromedriver` on the PATH (Debian: `chromium`,
//! `chromium-driver`; CI installs them). Without them the tests fail: a
//! browser test that quietly skips proves nothing.
// Waiting for a real browser needs the wall clock.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::disallowed_methods)]

mod support;
mod web;

use fantoccini::Locator;
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use support::{limits, start};
use web::{browser, click_first, create_in_lobby, driver, page_state, seq, switch_lang, text, wait_js, wait_seq_above};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn grid_siege_two_browsers_hidden_hand_and_reload() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::from_millis(10)).await;
    let base = format!("http://{}", server.addr());
    let d = driver().await;
    let zombie = browser(&d, 1280, 800).await;
    let humans = browser(&d, 390, 844).await;

    let (links, _watch) = create_in_lobby(&zombie, &base, "grid-siege", "siege", &["human", "human"]).await;
    assert_eq!(links.len(), 2, "a link per human seat");
    // Seat 0 is the zombie player, seat 1 the humans (Grid Siege setup).
    zombie.goto(&links[0]).await.unwrap();
    humans.goto(&links[1]).await.unwrap();
    let s0 = seq(&zombie).await;
    assert_eq!(seq(&humans).await, s0);

    // The zombie player's hand is in the zombie seat's page and nowhere
    // in the human seat's, not even in the data the page holds.
    let z = page_state(&zombie).await;
    let hand = z["view"]["zombie_hand"].as_array().expect("the zombie seat sees its hand").clone();
    assert!(!hand.is_empty());
    // The side panel's last card is the zombie hand: its cards by name.
    let cards = z["page"]["cards"].as_array().expect("Grid Siege sends a side panel").clone();
    let hand_card = cards.last().expect("the zombie hand's card");
    let shown: Vec<String> = hand_card["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["cells"][0]["text"].as_str().unwrap().split(" ×").next().unwrap().to_owned())
        .collect();
    assert!(!shown.is_empty());
    let panel = text(&zombie, "#panel").await;
    assert!(
        shown.iter().all(|n| panel.contains(n.as_str())),
        "the zombie seat's page shows its hand {shown:?}: {panel}"
    );
    let h = page_state(&humans).await;
    assert_eq!(h["view"]["zombie_hand"], Value::Null, "the human seat holds no zombie hand");
    let panel = text(&humans, "#panel").await;
    for name in &shown {
        assert!(!panel.contains(name.as_str()), "the human seat's page names no zombie card: {panel}");
        assert!(!h.to_string().contains(name.as_str()), "nor does the data it holds");
    }
    // The board is drawn from each seat's own view: the hand is not on it.
    let board = h["board"].as_str().expect("Grid Siege has a board");
    assert!(board.starts_with("<svg"));
    assert_eq!(z["board"], h["board"], "the hidden hand changes nothing on the board");

    // Play by clicking, whichever seat's turn it is; both pages follow.
    let mut at = s0;
    for _ in 0..4 {
        let mover = if page_state(&humans).await["your_turn"] == json!(true) { &humans } else { &zombie };
        assert!(click_first(mover, "#actions button.action").await, "the seat to act has buttons");
        at = wait_seq_above(mover, at).await;
        wait_seq_above(if std::ptr::eq(mover, &humans) { &zombie } else { &humans }, at - 1).await;
    }
    assert!(at >= s0 + 4, "four clicks were four actions: {s0} → {at}");
    let h = page_state(&humans).await;
    assert_eq!(h["view"]["zombie_hand"], Value::Null, "still hidden after play");

    // A reload shows the same state.
    let before_actions = text(&humans, "#actions").await;
    let before_view = text(&humans, "#plain").await;
    humans.refresh().await.unwrap();
    wait_js(&humans, "return Number(document.body.dataset.seq || -1);", "the reloaded state", |v| {
        v.as_u64() == Some(at)
    })
    .await;
    assert_eq!(text(&humans, "#actions").await, before_actions);
    assert_eq!(text(&humans, "#plain").await, before_view);

    zombie.close().await.unwrap();
    humans.close().await.unwrap();
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rue_morgue_board_clicks_and_a_zombies_phase() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::from_millis(10)).await;
    let base = format!("http://{}", server.addr());
    let d = driver().await;
    let player = browser(&d, 1280, 800).await;
    let watcher = browser(&d, 1280, 800).await;

    let (links, watch) = create_in_lobby(&player, &base, "rue-morgue", "m01", &["human"]).await;
    player.goto(&links[0]).await.unwrap();
    watcher.goto(&watch).await.unwrap();
    let mut at = seq(&player).await;
    assert_eq!(seq(&watcher).await, at);

    // The board is the server's SVG of this seat's view.
    let zones = wait_js(&player, "return document.querySelectorAll('#board svg g.zone').length;", "the board", |v| {
        v.as_u64().is_some_and(|n| n > 10)
    })
    .await;
    assert!(zones.as_u64().unwrap() > 10);
    assert!(text(&player, "#status").await.contains("Your turn"));

    // Every word on the page is the rule system's, from its catalogue.
    let tr = <horde_rue_morgue::RueMorgue as horde_rules::RuleSystem>::texts().tr(horde_rules::Lang::En);
    let move_word = tr.t("rm-act-move");
    let move_word = move_word.split('{').next().unwrap().trim().to_owned();
    let zombie_phase = tr.t("rm-ev-zombie-phase");
    let turn_two = horde_rules::tr!(tr, "rm-ev-turn", turn = 2, seat = 1);
    let turn_two = turn_two.split(" · ").next().unwrap().to_owned();

    // Activate the first survivor, then move by clicking a zone on the board.
    let second = wait_js(
        &player,
        "const b = document.querySelectorAll(\"#actions button[data-action='activate']\")[1]; return b ? Number(b.dataset.index) : null;",
        "a second survivor to activate",
        Value::is_u64,
    )
    .await;
    assert!(click_first(&player, "#actions button[data-action='activate']").await);
    at = wait_seq_above(&player, at).await;

    // Another activation now is refused (RM-TURN-2): the page names the
    // rule and shows its text from the specification.
    player.execute("act({ index: arguments[0], seq: current.seq });", vec![second.clone()]).await.unwrap();
    let why = wait_js(
        &player,
        "const d = document.querySelector('#error details.rule'); return d && d.querySelector('p') ? d.textContent : null;",
        "the refusal's rule and its text",
        Value::is_string,
    )
    .await;
    let rule = <horde_rue_morgue::RueMorgue as horde_rules::RuleSystem>::spec()
        .rule("RM-TURN-2")
        .expect("the spec defines RM-TURN-2");
    let why = why.as_str().unwrap();
    assert!(why.starts_with("RM-TURN-2") && why.contains(rule.text.lines().next().unwrap()), "{why}");
    assert_eq!(seq(&player).await, at, "nothing changed");
    // On the page in Russian the refusal is said in Russian, its rule ID kept.
    switch_lang(&player).await;
    player.execute("act({ index: arguments[0], seq: current.seq });", vec![second.clone()]).await.unwrap();
    let said = wait_js(
        &player,
        "const e = document.getElementById('error'); return e.querySelector('details.rule') ? e.textContent : null;",
        "the refusal in Russian",
        Value::is_string,
    )
    .await;
    let words = horde_rules::texts::common().tr(horde_rules::Lang::Ru).t("refused-by-rule");
    assert!(said.as_str().unwrap().starts_with(&format!("{words} RM-TURN-2")), "{said}");
    switch_lang(&player).await;
    assert_eq!(seq(&player).await, at, "nothing changed");
    let targets = player.find_all(Locator::Css("#board g.zone.target")).await.unwrap();
    let mut move_target = None;
    for t in targets {
        if t.attr("aria-label").await.unwrap().is_some_and(|l| l.starts_with(&format!("{move_word} "))) {
            move_target = Some(t);
            break;
        }
    }
    move_target.expect("move targets are clickable zones").click().await.unwrap();
    at = wait_seq_above(&player, at).await;
    // The events come over the socket, possibly just after the new state.
    wait_js(&player, "return document.getElementById('events').innerText;", "the move told in words", |v| {
        v.as_str().is_some_and(|t| t.contains(" moves ") && t.contains('→'))
    })
    .await;

    // End every activation; the zombies' phase then runs and is played
    // out on the page, event by event.
    let mut clicks = 0;
    loop {
        let log = text(&player, "#events").await;
        if log.contains(&turn_two) {
            break;
        }
        clicks += 1;
        assert!(clicks < 80, "no zombies' phase after {clicks} clicks; log:\n{log}");
        let state = page_state(&player).await;
        if state["your_turn"] != json!(true) {
            tokio::time::sleep(Duration::from_millis(150)).await;
            continue;
        }
        let clicked = click_first(&player, "#actions button[data-kind='choice']").await
            || click_first(&player, "#actions button[data-action='do_nothing']").await
            || click_first(&player, "#actions button[data-action='activate']").await;
        assert!(clicked, "nothing to click in {}", text(&player, "#actions").await);
        at = wait_seq_above(&player, at).await;
    }
    let log = text(&player, "#events").await;
    assert!(log.contains(&zombie_phase), "log:\n{log}");
    wait_js(&player, "return document.getElementById('phase').hidden;", "the end of the animation", |v| {
        v == &json!(true)
    })
    .await;
    // The spectator followed the same match.
    wait_js(&watcher, "return Number(document.body.dataset.seq || -1);", "the spectator's state", |v| {
        v.as_u64() == Some(at)
    })
    .await;
    let spectator_actions = watcher
        .execute(
            "return [document.getElementById('actions-card').hidden,
                     document.querySelectorAll('#actions button.action').length];",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(spectator_actions, json!([true, 0]), "a spectator has nothing to play");

    player.close().await.unwrap();
    watcher.close().await.unwrap();
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_match_is_listed_in_the_lobby_and_replays_step_by_step() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let base = format!("http://{}", server.addr());
    // Two bots play a demo duel to its end.
    let api = support::Client::new(server.addr());
    let m = api.create(json!([{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]), 9).await;
    let until = Instant::now() + Duration::from_secs(30);
    while api.state(&m.match_id, None).await.outcome.is_none() {
        assert!(Instant::now() < until, "the bots did not finish");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let total = api.state(&m.match_id, None).await.seq;

    let d = driver().await;
    let c = browser(&d, 1280, 800).await;
    c.goto(&format!("{base}/?lang=ru")).await.unwrap();
    let row = format!("#matches li[data-match='{}'] a", m.match_id);
    wait_js(&c, &format!("return document.querySelectorAll(\"{row}\").length;"), "the finished match", |v| {
        v == &json!(1)
    })
    .await;
    let link = c.find(Locator::Css(&row)).await.unwrap();
    assert_eq!(link.text().await.unwrap(), "Повтор", "a finished match offers its replay, in Russian");
    link.click().await.unwrap();
    wait_js(&c, "return document.body.dataset.step || null;", "the first step", |v| v == &json!("0")).await;
    assert_eq!(text(&c, "#step").await, format!("Шаг 0 из {total}"));
    for step in 1..=3 {
        c.find(Locator::Css("#next")).await.unwrap().click().await.unwrap();
        wait_js(&c, "return document.body.dataset.step || null;", "the next step", |v| v == &json!(step.to_string()))
            .await;
    }
    c.find(Locator::Css("#last")).await.unwrap().click().await.unwrap();
    wait_js(&c, "return document.body.dataset.step || null;", "the last step", |v| v == &json!(total.to_string()))
        .await;
    // Both seats are random bots: the winners are named by their bot.
    assert!(text(&c, "#status").await.starts_with("Игра окончена. Победа: Случайные ходы"));
    c.close().await.unwrap();
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_heuristic_bot_chosen_in_the_lobby_plays_its_seat() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::from_millis(10)).await;
    let base = format!("http://{}", server.addr());
    let d = driver().await;
    let c = browser(&d, 390, 844).await;
    c.goto(&format!("{base}/?lang=en")).await.unwrap();
    wait_js(&c, "return document.querySelectorAll('.botkind option').length;", "the bot choices", |v| {
        v.as_u64().is_some_and(|n| n > 0)
    })
    .await;
    c.find(Locator::Css("#game")).await.unwrap().select_by_value("rue-morgue").await.unwrap();
    c.find(Locator::Css("#count")).await.unwrap().select_by_value("2").await.unwrap();
    // The lobby offers Rue Morgue's four bots, the heuristic first chosen;
    // a strength only for the searches, and only for a bot's seat.
    let offered = c
        .execute(
            "const seat = (i, css) => document.querySelector(css + `[data-seat='${i}']`);
             return [[...seat(1, '.botkind').options].map((o) => o.value), seat(1, '.botkind').value,
                     seat(1, '.strength').hidden, seat(0, '.botkind').closest('.botpick').hidden];",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(offered, json!([["random", "heuristic", "rollout", "mcts"], "heuristic", true, true]));
    let strength_shown = "return document.querySelector(\".strength[data-seat='1']\").hidden;";
    c.find(Locator::Css(".botkind[data-seat='1']")).await.unwrap().select_by_value("mcts").await.unwrap();
    assert_eq!(c.execute(strength_shown, vec![]).await.unwrap(), json!(false), "MCTS has a strength");
    // The demo game lends no policy: random and MCTS only.
    c.find(Locator::Css("#game")).await.unwrap().select_by_value("duel").await.unwrap();
    let duel = c
        .execute(
            "return [...document.querySelectorAll(\".botkind[data-seat='1'] option\")].map((o) => o.value);",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(duel, json!(["random", "mcts"]));
    c.close().await.unwrap();

    // Seat 0 to the heuristic bot, seat 1 a person: the bot plays first.
    let c = browser(&d, 1280, 800).await;
    let (links, watch) = create_in_lobby(&c, &base, "rue-morgue", "m01", &["bot:heuristic", "human"]).await;
    assert_eq!(links.len(), 1, "a link for the person's seat only");
    c.goto(&watch).await.unwrap();
    let start = seq(&c).await;
    wait_js(&c, "return document.getElementById('seats').innerText;", "the bot named on the page", |v| {
        v.as_str().is_some_and(|t| t.contains("Seat 1 · Heuristic (rules of thumb)"))
    })
    .await;
    let state = page_state(&c).await;
    assert_eq!(state["seats"][0]["bot"], "heuristic");
    assert_eq!(state["seats"][0]["bot_spec"], "heuristic");
    // The bot plays seat 0, which acts first, until the person's seat is
    // due; the match's log shows its actions.
    let id = watch.rsplit('/').next().unwrap().split('?').next().unwrap().to_owned();
    let api = support::Client::new(server.addr());
    let until = Instant::now() + Duration::from_secs(30);
    while api.state(&id, None).await.decision != horde_core::Decision::Seat(horde_core::Seat(1)) {
        assert!(Instant::now() < until, "the bot did not finish its turn");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let store = horde_store::Store::open(&dir.path().join("h.db")).await.unwrap();
    let file = store.load(&id).await.unwrap().to_match_file();
    store.close().await;
    let bot_moves = file.actions.iter().filter(|e| e.actor == horde_core::Actor::Seat(horde_core::Seat(0))).count();
    assert!(bot_moves >= 3, "the bot took {bot_moves} actions");
    wait_js(&c, "return Number(document.body.dataset.seq || -1);", "the spectator's page at the person's turn", |v| {
        v.as_u64() == Some(file.actions.len() as u64)
    })
    .await;
    assert!(start <= file.actions.len() as u64);
    c.close().await.unwrap();
    server.stop().await;
}

/// A seeded Rue Morgue match, played locally with random actions up to
/// the first moment its seat is offered an attack that can only hit a
/// teammate (RM-FF-1, RM-PRIO-1): its setup, seed and the seat's actions
/// that lead there (chance comes from the seed, on the server as here).
fn road_to_friendly_fire() -> (Value, u64, Vec<u32>) {
    use horde_core::{Actor, Decision, Game, HordeRng, Match, Viewer, rng::stream};
    use horde_rue_morgue::{RueMorgue, Setup};
    use horde_rules::RuleSystem;
    for seed in 0..40 {
        let mut setup = Setup::solo("tutorial-1", &["dan", "katie", "bear", "jane"], None);
        setup.options.free_team_size = true;
        let mut m = Match::<RueMorgue>::new(setup.clone(), seed).unwrap();
        let mut rng = HordeRng::new(seed, stream::TEST);
        let (mut events, mut legal, mut road) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..3_000 {
            match m.decision() {
                Decision::Terminal => break,
                Decision::Chance => assert!(m.resolve_chance(&mut events)),
                Decision::Seat(seat) => {
                    legal.clear();
                    m.state().legal_actions(&mut legal);
                    let warned = |a: &horde_rue_morgue::Action| {
                        m.state().action_text(*a, Viewer::Seat(seat), horde_rules::Lang::En).warning.is_some()
                    };
                    if legal.iter().any(warned) {
                        return (serde_json::to_value(&setup).unwrap(), seed, road);
                    }
                    let a = legal[rng.below(legal.len() as u32) as usize];
                    road.push(RueMorgue::encode_action(a));
                    m.act(Actor::Seat(seat), a, &mut events).unwrap();
                }
            }
            events.clear();
        }
    }
    panic!("no seeded game offered an attack on a teammate");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_attack_that_can_only_hit_a_teammate_asks_before_it_is_sent() {
    let (setup, seed, road) = road_to_friendly_fire();
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let base = format!("http://{}", server.addr());
    let api = support::Client::new(server.addr());
    let (_, mut token) = web::practice_on_road(&api, "rue-morgue", "tutorial-1", setup, seed, &road).await;

    let d = driver().await;
    for lang in ["en", "ru"] {
        for (w, h) in [(1366, 768), (390, 844)] {
            let c = browser(&d, w, h).await;
            let link = format!("{base}/play/{token}?lang={lang}");
            c.goto(&link).await.unwrap();
            let at = seq(&c).await;
            // The warned attack is on the page, last among the attacks.
            let warned = wait_js(
                &c,
                "const all = [...document.querySelectorAll(\"#actions button[data-kind='attack']\")];
                 const i = all.findIndex((b) => b.classList.contains('warn'));
                 return i < 0 ? null : [i, all.length, all.slice(i).every((b) => b.classList.contains('warn'))];",
                "an attack marked with a warning",
                |v| v.is_array(),
            )
            .await;
            assert_eq!(warned[2], json!(true), "the warned attacks come last: {warned}");
            let warning: String = page_state(&c).await["legal"]
                .as_array()
                .unwrap()
                .iter()
                .find_map(|a| a["warning"].as_str().map(str::to_owned))
                .unwrap();
            web::screenshot(&c, &format!("rm-friendly-fire-{lang}-{w}")).await;
            // Declined: nothing is sent.
            c.execute("window.asked = []; window.confirm = (q) => { asked.push(q); return false; };", vec![])
                .await
                .unwrap();
            assert!(click_first(&c, "#actions button.warn").await);
            tokio::time::sleep(Duration::from_millis(400)).await;
            let asked = c.execute("return window.asked;", vec![]).await.unwrap();
            assert_eq!(asked, json!([warning]), "the page asks the server's question");
            assert_eq!(seq(&c).await, at, "a declined attack is not sent");
            if lang == "ru" {
                assert!(warning.chars().any(|ch| ('а'..='я').contains(&ch)), "{warning}");
            }
            // Joining replaced the seat's token: the next page uses the new one.
            token = web::seat_token(&c).await;
            c.close().await.unwrap();
        }
    }
    // Confirmed: the attack is played.
    let c = browser(&d, 1366, 768).await;
    c.goto(&format!("{base}/play/{token}")).await.unwrap();
    let at = seq(&c).await;
    wait_js(&c, "return document.querySelectorAll('#actions button.warn').length;", "the warned attack", |v| {
        v.as_u64().is_some_and(|n| n > 0)
    })
    .await;
    c.execute("window.confirm = () => true;", vec![]).await.unwrap();
    assert!(click_first(&c, "#actions button.warn").await);
    wait_seq_above(&c, at).await;
    c.close().await.unwrap();
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_click_passes_the_rest_of_the_turn() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let base = format!("http://{}", server.addr());
    let api = support::Client::new(server.addr());
    let m = api.create_game("rue-morgue", "tutorial-1", json!(["human"]), 5).await;
    let d = driver().await;
    let c = browser(&d, 390, 844).await;
    c.goto(&format!("{base}/play/{}?lang=ru", m.seats[0].token)).await.unwrap();
    let at = seq(&c).await;
    let pass = page_state(&c).await["pass"].as_array().map_or(0, Vec::len);
    assert!(pass >= 3, "every survivor is still to act: {pass} actions to pass");
    wait_js(&c, "return !document.getElementById('pass').hidden;", "the pass button", |v| v == &json!(true)).await;
    assert_eq!(text(&c, "#pass").await, "Пропустить остаток хода");
    web::screenshot(&c, "rm-pass-ru-390").await;
    assert!(click_first(&c, "#pass").await);
    // Each of the seat's end actions is stored as its own, then the
    // zombies' phase runs and a new turn begins.
    let tr = <horde_rue_morgue::RueMorgue as horde_rules::RuleSystem>::texts().tr(horde_rules::Lang::Ru);
    let turn_two = horde_rules::tr!(tr, "rm-ev-turn", turn = 2, seat = 1);
    let turn_two = turn_two.split(" · ").next().unwrap().to_owned();
    wait_js(&c, "return document.getElementById('events').innerText;", "the second turn", |v| {
        v.as_str().is_some_and(|t| t.contains(&turn_two))
    })
    .await;
    assert!(seq(&c).await >= at + pass as u64, "one stored action per step of the pass");
    c.close().await.unwrap();
    server.stop().await;
}
