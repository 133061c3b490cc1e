//! The board on a phone (390×844) and on a laptop (1366×768), in headless
//! Chromium: zoomed and panned by pinch, drag, wheel and buttons; words
//! legible on the phone; pinned in view while the player picks a zone;
//! every token inside its zone; pieces sliding along their arrows in the
//! zombies' phase; and the team panel saying what everyone carries, with
//! no hover. Needs `chromium` and `chromedriver`, as `browser.rs` does;
//! `HORDE_SCREENSHOTS=DIR` saves the pages as PNGs.
// Waiting for a real browser needs the wall clock.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::disallowed_methods)]

mod support;
mod web;

use fantoccini::Client;
use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction, TouchActions};
use serde_json::{Value, json};
use std::time::Duration;
use support::{limits, start};
use web::{Driver, browser, click_first, driver, page_state, screenshot, seq, wait_js, wait_seq_above};

/// A Rue Morgue practice match of one person on `mission`, opened in a
/// browser of `width`×`height`.
async fn seat_page(
    d: &Driver,
    mission: &str,
    seed: u64,
    width: u32,
    height: u32,
) -> (horde_server::RunningServer, tempfile::TempDir, Client) {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let api = support::Client::new(server.addr());
    let m = api.create_game("rue-morgue", mission, json!(["human"]), seed).await;
    let page = browser(d, width, height).await;
    page.goto(&format!("http://{}{}?lang=en", server.addr(), m.seats[0].join_url)).await.unwrap();
    seq(&page).await;
    wait_js(&page, "return document.querySelector('#board svg[data-zoom]') !== null;", "the board", |v| {
        v == &json!(true)
    })
    .await;
    (server, dir, page)
}

/// The board's viewBox as `[x, y, width, height]`.
async fn view_box(c: &Client) -> [f64; 4] {
    let v = c
        .execute("return document.querySelector('#board svg').getAttribute('viewBox').split(' ').map(Number);", vec![])
        .await
        .unwrap();
    serde_json::from_value(v).unwrap()
}

async fn zoom(c: &Client) -> f64 {
    let v = c.execute("return Number(document.querySelector('#board svg').dataset.zoom);", vec![]).await.unwrap();
    v.as_f64().unwrap()
}

/// Waits until the board's viewBox is no longer `before`.
async fn view_changed(c: &Client, before: [f64; 4], what: &str) -> [f64; 4] {
    let js = "return document.querySelector('#board svg').getAttribute('viewBox');";
    let old = before.map(|n| format!("{n:.2}")).join(" ");
    wait_js(c, js, what, |v| v.as_str().is_some_and(|s| s != old)).await;
    view_box(c).await
}

/// The smallest on-screen height of the zone labels in sight.
const LABEL_HEIGHT: &str = "
    const box = document.querySelector('#board svg').getBoundingClientRect();
    const seen = [...document.querySelectorAll('#board text.zone-id')]
        .map((t) => t.getBoundingClientRect())
        .filter((r) => r.bottom > box.top && r.top < box.bottom && r.right > box.left && r.left < box.right);
    return seen.length ? Math.min(...seen.map((r) => r.height)) : null;";

/// The tokens drawn outside their zone's cells (each token's box, from
/// the browser's own layout, against the union of its zone's cells).
const TOKENS_OUTSIDE: &str = "
    const out = [];
    let n = 0;
    for (const group of document.querySelectorAll('#board g.zone-tokens')) {
        const zone = group.dataset.zone;
        const cells = [...document.querySelectorAll('#board g.zone[data-zone=\"' + CSS.escape(zone) + '\"] rect.cell')]
            .map((r) => r.getBBox());
        const inCell = (x, y) => cells.some((c) => x >= c.x - 0.01 && x <= c.x + c.width + 0.01 && y >= c.y - 0.01 && y <= c.y + c.height + 0.01);
        for (const token of group.children) {
            if (token.tagName === 'text') continue;
            const b = token.getBBox();
            n += 1;
            let inside = true;
            for (let i = 0; i <= 8; i++) {
                const x = b.x + (b.width * i) / 8, y = b.y + (b.height * i) / 8;
                inside = inside && inCell(x, b.y) && inCell(x, b.y + b.height) && inCell(b.x, y) && inCell(b.x + b.width, y);
            }
            if (!inside) out.push(zone + ' ' + [b.x, b.y, b.width, b.height].map(Math.round).join(','));
        }
    }
    return { n, out };";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_phone_zooms_and_pans_the_board_and_keeps_it_in_view_while_picking_a_zone() {
    let d = driver().await;
    let (server, _dir, c) = seat_page(&d, "m01", 3, 390, 844).await;

    // A phone starts zoomed in, so the zone labels read at 9 pixels or more.
    let first = view_box(&c).await;
    assert!(zoom(&c).await > 1.0, "a phone starts zoomed in");
    let label = c.execute(LABEL_HEIGHT, vec![]).await.unwrap();
    assert!(label.as_f64().is_some_and(|h| h >= 9.0), "zone labels on screen: {label} px high");
    let width = c.execute("return document.querySelector('#board svg').getBoundingClientRect().width;", vec![]).await;
    assert!(width.unwrap().as_f64().is_some_and(|w| w > 340.0), "the board takes the phone's width");

    // The + button zooms in around the middle.
    assert!(click_first(&c, ".zoom-in").await);
    let zoomed = view_changed(&c, first, "zoom in").await;
    assert!((zoomed[2] - first[2] / 1.5).abs() < 1.0, "{first:?} → {zoomed:?}");

    // A drag pans the board, and is no click on the zone under it.
    let at = seq(&c).await;
    let svg = c.find(fantoccini::Locator::Css("#board svg")).await.unwrap();
    let drag = MouseActions::new("mouse".into())
        .then(PointerAction::MoveToElement { element: svg.clone(), duration: None, x: 0.0, y: 0.0 })
        .then(PointerAction::Down { button: MOUSE_BUTTON_LEFT })
        .then(PointerAction::MoveBy { duration: Some(Duration::from_millis(200)), x: -80.0, y: -50.0 })
        .then(PointerAction::Up { button: MOUSE_BUTTON_LEFT });
    c.perform_actions(drag).await.unwrap();
    let panned = view_changed(&c, zoomed, "the drag").await;
    assert!(panned[0] > zoomed[0] && panned[1] > zoomed[1], "dragged up-left, the view goes down-right: {panned:?}");
    assert_eq!(panned[2], zoomed[2], "a drag does not zoom");
    assert_eq!(seq(&c).await, at, "the drag sent nothing");

    // Two fingers spread apart zoom in.
    let before = zoom(&c).await;
    let svg = c.find(fantoccini::Locator::Css("#board svg")).await.unwrap();
    let finger = |id: &str, dx: f64| {
        TouchActions::new(id.into())
            .then(PointerAction::MoveToElement { element: svg.clone(), duration: None, x: dx * 20.0, y: 0.0 })
            .then(PointerAction::Down { button: MOUSE_BUTTON_LEFT })
            .then(PointerAction::MoveBy { duration: Some(Duration::from_millis(300)), x: dx * 60.0, y: 0.0 })
            .then(PointerAction::Up { button: MOUSE_BUTTON_LEFT })
    };
    c.perform_actions(fantoccini::actions::Actions::from(finger("left", -1.0)).and(finger("right", 1.0)))
        .await
        .unwrap();
    let pinched = wait_js(&c, "return Number(document.querySelector('#board svg').dataset.zoom);", "the pinch", |v| {
        v.as_f64().is_some_and(|z| z > before * 1.5)
    })
    .await;
    assert!(pinched.as_f64().unwrap() <= 8.0, "zoom stays within its bounds: {pinched}");

    // The wheel zooms out under the pointer. Chromedriver refuses wheel
    // actions in an emulated phone, so the turn is dispatched to the board.
    let before = zoom(&c).await;
    c.execute(
        "const s = document.querySelector('#board svg'), r = s.getBoundingClientRect();
         s.dispatchEvent(new WheelEvent('wheel', { deltaY: 240, clientX: r.x + r.width / 2,
             clientY: r.y + r.height / 2, bubbles: true, cancelable: true }));",
        vec![],
    )
    .await
    .unwrap();
    wait_js(&c, "return Number(document.querySelector('#board svg').dataset.zoom);", "the wheel", |v| {
        v.as_f64().is_some_and(|z| z < before)
    })
    .await;

    // The reset button goes back to the first view.
    assert!(click_first(&c, ".zoom-reset").await);
    wait_js(&c, "return document.querySelector('#board svg').getAttribute('viewBox');", "the reset", |v| {
        v.as_str() == Some(first.map(|n| format!("{n:.2}")).join(" ").as_str())
    })
    .await;

    // Every token lies inside its zone.
    let tokens = c.execute(TOKENS_OUTSIDE, vec![]).await.unwrap();
    assert!(tokens["n"].as_u64().is_some_and(|n| n > 20), "{tokens}");
    assert_eq!(tokens["out"], json!([]), "tokens outside their zone");

    // A survivor acts (RM-TURN-2): the zones he may go to are marked on
    // the board, which stays on screen however far the list of actions
    // is scrolled, and a tap on one of them moves him there.
    let at = seq(&c).await;
    assert!(click_first(&c, "#actions button[data-action='activate']").await);
    let at = wait_seq_above(&c, at).await;
    wait_js(&c, "return document.body.classList.contains('choosing');", "zones to pick", |v| v == &json!(true)).await;
    for to in ["document.body.scrollHeight", "document.getElementById('actions').offsetTop + 200"] {
        c.execute(&format!("window.scrollTo(0, {to});"), vec![]).await.unwrap();
        tokio::time::sleep(Duration::from_millis(200)).await;
        let b = c
            .execute(
                "const r = document.querySelector('#board svg').getBoundingClientRect();
                 return [r.top, r.bottom, window.innerHeight, window.scrollY];",
                vec![],
            )
            .await
            .unwrap();
        let [top, bottom, height, scrolled]: [f64; 4] = serde_json::from_value(b).unwrap();
        assert!(scrolled > 0.0, "the page scrolled");
        assert!(top >= 0.0 && bottom <= height, "the board is in view: {top}..{bottom} of {height}");
    }
    screenshot(&c, "phone-picking-a-zone-390").await;
    let target = c
        .execute(
            "const box = document.querySelector('#board svg').getBoundingClientRect();
             const seen = [...document.querySelectorAll('#board g.zone.target')].filter((g) => {
                 const r = g.getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height / 2;
                 return x > box.left && x < box.right && y > box.top && y < box.bottom
                     && document.elementFromPoint(x, y) && g.contains(document.elementFromPoint(x, y));
             });
             return seen.length ? seen[0].dataset.zone : null;",
            vec![],
        )
        .await
        .unwrap();
    let zone = target.as_str().expect("a zone to go to in sight");
    let g = c.find(fantoccini::Locator::Css(&format!("#board g.zone.target[data-zone='{zone}']"))).await.unwrap();
    g.click().await.unwrap();
    wait_seq_above(&c, at).await;
    let me = page_state(&c).await;
    assert!(me["view"]["survivors"].as_array().unwrap().iter().any(|s| s["zone"] == json!(zone)), "moved to {zone}");

    c.close().await.unwrap();
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_laptop_shows_the_whole_board_and_zooms_it_too() {
    let d = driver().await;
    let (server, _dir, c) = seat_page(&d, "m01", 3, 1366, 768).await;
    assert_eq!(zoom(&c).await, 1.0, "a laptop starts with the whole board");
    let whole = view_box(&c).await;
    let ground = c
        .execute(
            "const b = document.querySelector('#board svg g.ground').getBBox(); return [b.x, b.y, b.width, b.height];",
            vec![],
        )
        .await
        .unwrap();
    let g: [f64; 4] = serde_json::from_value(ground).unwrap();
    assert!(whole[2] >= g[2] && whole[3] >= g[3], "the whole map is in view: {whole:?} ⊇ {g:?}");
    let tokens = c.execute(TOKENS_OUTSIDE, vec![]).await.unwrap();
    assert_eq!(tokens["out"], json!([]), "tokens outside their zone");
    screenshot(&c, "laptop-board-1366").await;
    assert!(click_first(&c, ".zoom-in").await);
    let zoomed = view_changed(&c, whole, "zoom in").await;
    assert!(zoomed[2] < whole[2]);
    c.close().await.unwrap();
    server.stop().await;
}

/// Ends every activation of the turn by clicking, as `browser.rs` does,
/// until the page tells the zombies' phase.
async fn end_the_players_phase(c: &Client) {
    for _ in 0..80 {
        if c.execute("return document.body.classList.contains('animating');", vec![]).await.unwrap() == json!(true) {
            return;
        }
        let state = page_state(c).await;
        if state["your_turn"] != json!(true) {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        }
        let clicked = click_first(c, "#actions button[data-kind='choice']").await
            || click_first(c, "#actions button[data-action='do_nothing']").await
            || click_first(c, "#actions button[data-action='activate']").await;
        assert!(clicked, "nothing to click");
        tokio::time::sleep(Duration::from_millis(60)).await;
    }
    panic!("no zombies' phase");
}

/// Mission 5 starts with three walkers on the board (RM-SETUP): in the
/// first zombies' phase they move (RM-ZMOVE), and the page slides their
/// token along the arrow it draws, unless the reader asked for less
/// motion.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_zombies_phase_slides_each_moving_token_along_its_arrow() {
    let d = driver().await;
    let (server, _dir, c) = seat_page(&d, "m05", 4, 1366, 768).await;
    end_the_players_phase(&c).await;
    let moving = wait_js(
        &c,
        "const p = document.querySelector('#board [data-piece^=\"zombies-\"].moving');
         if (!p) return null;
         return { spot: p.dataset.spot, transform: p.style.transform,
                  transition: getComputedStyle(p).transitionDuration,
                  arrows: document.querySelectorAll('#board g.mark line').length };",
        "a zombie token sliding",
        |v| v.is_object(),
    )
    .await;
    assert!(moving["transform"].as_str().is_some_and(|t| t.starts_with("translate(")), "{moving}");
    assert_ne!(moving["transition"], json!("0s"), "{moving}");
    assert!(moving["arrows"].as_u64().is_some_and(|n| n > 0), "the arrow it follows: {moving}");
    screenshot(&c, "zombies-phase-sliding-1366").await;

    // With reduced motion asked for, the token jumps instead of sliding.
    let session = c.session_id().await.unwrap().expect("a WebDriver session");
    let r = reqwest::Client::new()
        .post(format!("{}/session/{session}/goog/cdp/execute", d.url))
        .json(&json!({ "cmd": "Emulation.setEmulatedMedia",
                       "params": { "features": [{ "name": "prefers-reduced-motion", "value": "reduce" }] } }))
        .send()
        .await
        .unwrap();
    assert!(r.status().is_success());
    let still = c
        .execute(
            "const p = document.querySelector('#board [data-piece]');
             p.classList.add('moving');
             return getComputedStyle(p).transitionDuration;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(still, json!("0s"), "no sliding with reduced motion");
    c.close().await.unwrap();
    server.stop().await;
}

/// The team panel lists each survivor's hands and reserve by name, on a
/// phone that cannot hover, and his wounds out of the two that kill him
/// (RM-ZATK-5).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_team_panel_says_what_everyone_carries_without_hover() {
    let d = driver().await;
    let (server, _dir, c) = seat_page(&d, "m01", 3, 390, 844).await;
    let state = page_state(&c).await;
    let survivors = state["view"]["survivors"].as_array().unwrap().clone();
    assert!(survivors.len() >= 4);
    let rows: Vec<Value> = serde_json::from_value(
        c.execute(
            "const cards = [...document.querySelectorAll('#panel .panel-card')];
             const team = cards[cards.length - 1];
             team.scrollIntoView();
             return [...team.querySelectorAll('.panel-row')].map((r) => ({
                 text: r.innerText, titled: r.querySelectorAll('[title]').length,
                 shown: r.getBoundingClientRect().height > 0 }));",
            vec![],
        )
        .await
        .unwrap(),
    )
    .unwrap();
    screenshot(&c, "phone-team-panel-390").await;
    assert_eq!(rows.len(), 2 * survivors.len(), "a row of facts and a row of things per survivor: {rows:?}");
    for (s, pair) in survivors.iter().zip(rows.chunks(2)) {
        let facts = pair[0]["text"].as_str().unwrap();
        let carried = pair[1]["text"].as_str().unwrap();
        assert!(facts.contains(&format!("Wounds {}/2", s["wounds"])), "{facts}");
        assert!(carried.contains("Hands") && carried.contains("Reserve"), "{carried}");
        for item in s["inventory"].as_array().unwrap().iter().filter_map(Value::as_str) {
            if !item.is_empty() && item != "wound" {
                let name = item.split(" (").next().unwrap_or_default();
                assert!(carried.to_lowercase().contains(&name.to_lowercase()), "{name} in {carried:?}");
            }
        }
        assert!(pair.iter().all(|r| r["titled"] == json!(0) && r["shown"] == json!(true)), "no hover needed");
    }
    c.close().await.unwrap();
    server.stop().await;
}
