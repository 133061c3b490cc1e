//! Shared by the browser tests: a chromedriver of our own, headless
//! Chromium windows with their own profiles, polling the page, the lobby
//! form, and clicking the actions a page lists.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::disallowed_methods)]

use fantoccini::elements::Element;
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::{Value, json};
use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A chromedriver of our own on a free port, killed when dropped.
pub struct Driver {
    child: Child,
    pub url: String,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

pub async fn driver() -> Driver {
    let port = free_port();
    let child = Command::new("chromedriver")
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver is not installed (Debian: apt-get install chromium chromium-driver)");
    let d = Driver { child, url: format!("http://127.0.0.1:{port}") };
    let http = reqwest::Client::new();
    let until = Instant::now() + Duration::from_secs(20);
    loop {
        if let Ok(r) = http.get(format!("{}/status", d.url)).send().await
            && r.status().is_success()
        {
            return d;
        }
        assert!(Instant::now() < until, "chromedriver did not start");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A new browser: its own profile, so its own cookies and storage.
pub async fn browser(d: &Driver, width: u32, height: u32) -> Client {
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        // The device metrics make the page exactly this size: a headless
        // window alone is never narrower than 500 pixels, wider than a phone.
        json!({ "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         format!("--window-size={width},{height}")],
                "mobileEmulation": { "deviceMetrics": { "width": width, "height": height, "pixelRatio": 1.0 } } }),
    );
    ClientBuilder::new(HttpConnector::new())
        .capabilities(caps)
        .connect(&d.url)
        .await
        .expect("chromedriver could not start chromium")
}

/// Polls `script` (a function body returning a value) until `ok` holds.
pub async fn wait_js(c: &Client, script: &str, what: &str, ok: impl Fn(&Value) -> bool) -> Value {
    let until = Instant::now() + Duration::from_secs(30);
    loop {
        let v = c.execute(script, vec![]).await.unwrap_or(Value::Null);
        if ok(&v) {
            return v;
        }
        assert!(Instant::now() < until, "timed out waiting for {what}; last value {v}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

pub async fn seq(c: &Client) -> u64 {
    let v = wait_js(c, "return document.body.dataset.seq || null;", "a drawn state", |v| v.is_string()).await;
    v.as_str().unwrap().parse().unwrap()
}

pub async fn wait_seq_above(c: &Client, above: u64) -> u64 {
    let v = wait_js(
        c,
        "return Number(document.body.dataset.seq || -1);",
        &format!("the state after action {above}"),
        |v| v.as_u64().is_some_and(|s| s > above),
    )
    .await;
    v.as_u64().unwrap()
}

pub async fn text(c: &Client, css: &str) -> String {
    c.find(Locator::Css(css)).await.unwrap().text().await.unwrap()
}

/// Fills the lobby form and creates the match; returns the seat links
/// (in seat order, humans only) and the spectator link, as shown. A seat
/// is `human`, `open`, `bot` or `bot:KIND[:STRENGTH]`.
pub async fn create_in_lobby(
    c: &Client,
    base: &str,
    game: &str,
    mission: &str,
    seats: &[&str],
) -> (Vec<String>, String) {
    create_in_lobby_in(c, base, "en", game, mission, seats).await
}

/// [`create_in_lobby`] on the lobby in `lang` (`en` or `ru`).
pub async fn create_in_lobby_in(
    c: &Client,
    base: &str,
    lang: &str,
    game: &str,
    mission: &str,
    seats: &[&str],
) -> (Vec<String>, String) {
    c.goto(&format!("{base}/?lang={lang}")).await.unwrap();
    wait_js(c, "return document.querySelectorAll('#game option').length;", "the games", |v| {
        v.as_u64().is_some_and(|n| n > 0)
    })
    .await;
    c.find(Locator::Css("#game")).await.unwrap().select_by_value(game).await.unwrap();
    c.find(Locator::Css("#mission")).await.unwrap().select_by_value(mission).await.unwrap();
    c.find(Locator::Css("#count")).await.unwrap().select_by_value(&seats.len().to_string()).await.unwrap();
    for (i, seat) in seats.iter().enumerate() {
        // "bot:KIND[:STRENGTH]" picks the bot too.
        let mut parts = seat.split(':');
        let kind = parts.next().unwrap();
        let sel = c.find(Locator::Css(&format!(".kind[data-seat='{i}']"))).await.unwrap();
        sel.select_by_value(kind).await.unwrap();
        if let Some(bot) = parts.next() {
            c.find(Locator::Css(&format!(".botkind[data-seat='{i}']")))
                .await
                .unwrap()
                .select_by_value(bot)
                .await
                .unwrap();
        }
        if let Some(strength) = parts.next() {
            let sel = c.find(Locator::Css(&format!(".strength[data-seat='{i}']"))).await.unwrap();
            sel.select_by_value(strength).await.unwrap();
        }
    }
    c.find(Locator::Css("#create-button")).await.unwrap().click().await.unwrap();
    let links = wait_js(
        c,
        "const rows = [...document.querySelectorAll('#linklist li')];
         if (rows.length === 0) return null;
         return rows.map((r) => [r.dataset.kind, r.querySelector('input').value]);",
        "the join links",
        |v| v.is_array(),
    )
    .await;
    let rows: Vec<(String, String)> = serde_json::from_value(links).unwrap();
    let seat_links: Vec<String> = rows.iter().filter(|(k, _)| k == "seat").map(|(_, u)| u.clone()).collect();
    let watch = rows.iter().find(|(k, _)| k == "watch").map(|(_, u)| u.clone()).expect("a spectator link");
    (seat_links, watch)
}

/// The page's last drawn state, as the server sent it to this page.
pub async fn page_state(c: &Client) -> Value {
    c.execute("return current;", vec![]).await.unwrap()
}

pub async fn click_first(c: &Client, css: &str) -> bool {
    let found: Vec<Element> = c.find_all(Locator::Css(css)).await.unwrap();
    match found.first() {
        Some(e) => {
            e.click().await.unwrap();
            true
        }
        None => false,
    }
}

/// Reloads the page in its other language with its own language button.
pub async fn switch_lang(c: &Client) {
    let before = c.current_url().await.unwrap();
    c.find(Locator::Css("#lang")).await.unwrap().click().await.unwrap();
    wait_js(c, "return location.href;", "the page in the other language", |v| {
        v.as_str().is_some_and(|u| u != before.as_str())
    })
    .await;
    seq(c).await;
}

/// What a page shows at the moment, read in one round trip.
#[derive(Debug, serde::Deserialize)]
pub struct Shown {
    pub seq: u64,
    pub your_turn: bool,
    pub over: bool,
    pub buttons: usize,
    pub animating: bool,
    pub refused: bool,
    /// The undo button is on the page.
    pub undo: bool,
}

const SHOWN: &str = "if (!current) return null;
    return { seq: current.seq, your_turn: !!current.your_turn, over: !!current.outcome,
             buttons: document.querySelectorAll('#actions button.action').length,
             animating: document.body.classList.contains('animating'),
             refused: document.getElementById('error').textContent !== '',
             undo: !document.getElementById('undo').hidden };";

pub async fn shown(c: &Client) -> Option<Shown> {
    let v = c.execute(SHOWN, vec![]).await.ok()?;
    serde_json::from_value(v).ok()
}

/// Skips a stretch of events being told, as a person may: the page then
/// shows the state after them and its buttons.
pub async fn skip_story(c: &Client) {
    if let Ok(b) = c.find(Locator::Css("#skip")).await {
        let _ = b.click().await;
    }
}

/// Where a match that several pages share stands.
#[derive(Debug)]
pub enum Turn {
    /// Every page shows the end, its story told.
    Over,
    /// Page `.0`'s seat is due and its buttons are drawn.
    Due(usize, Shown),
    /// Bots, chance or a told story are under way.
    Waiting,
}

/// Looks at every page once (skipping any story being told) and says
/// whose turn it is. No page may offer an undo out of its seat's turn.
pub async fn turn(pages: &[&Client]) -> Turn {
    let mut all_over = true;
    let mut due = None;
    for (i, page) in pages.iter().enumerate() {
        let Some(s) = shown(page).await else {
            all_over = false;
            continue;
        };
        if s.animating {
            skip_story(page).await;
        }
        assert!(s.your_turn || !s.undo, "page {i} offers an undo out of its seat's turn");
        all_over &= s.over && !s.animating;
        if s.your_turn && !s.animating && s.buttons > 0 {
            due = Some((i, s));
        }
    }
    match due {
        _ if all_over => Turn::Over,
        Some((i, s)) => Turn::Due(i, s),
        None => Turn::Waiting,
    }
}

/// How many clicks in a row may miss: the page may redraw between
/// finding an element and clicking it, once or twice; a click that keeps
/// missing is a defect (something covers the element, or it lies outside
/// the board's view).
const MISSES: usize = 4;

/// Describes `arguments[0]` and what a click at its centre would hit.
const HIT: &str = "const e = arguments[0];
    const name = (n) => n.tagName.toLowerCase() + (n.id ? '#' + n.id : '')
        + [...n.classList].map((c) => '.' + c).join('')
        + (n.dataset && (n.dataset.square || n.dataset.index) ? '[' + (n.dataset.square || n.dataset.index) + ']' : '');
    const path = (n) => { const out = []; for (; n && n !== document.body && out.length < 4; n = n.parentElement) out.push(name(n)); return out.join(' in '); };
    const r = e.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const top = document.elementFromPoint(x, y);
    return { element: path(e), hit: top ? path(top) : 'nothing', covered: !top || (top !== e && !e.contains(top)),
             at: [Math.round(x), Math.round(y)], screen: [innerWidth, innerHeight], scrolled: Math.round(scrollY) };";

/// Scrolls `e` into view as a person scrolls to what they want to press:
/// the page's scroll margins keep it clear of a pinned board.
pub async fn scroll_to(c: &Client, e: &Element) {
    let arg = vec![serde_json::to_value(e).unwrap()];
    let _ = c.execute("arguments[0].scrollIntoView({ block: 'nearest', inline: 'nearest' });", arg).await;
}

/// Clicks as a person does, and fails loudly when clicks keep missing.
#[derive(Debug, Default)]
pub struct Clicker {
    misses: usize,
}

impl Clicker {
    /// Scrolls `e` into view ([`scroll_to`]), then clicks it. A miss
    /// returns false, to look at the page again; the [`MISSES`]-th miss
    /// in a row panics, naming the element and what a click at its
    /// centre reaches instead.
    pub async fn click(&mut self, c: &Client, e: &Element) -> bool {
        scroll_to(c, e).await;
        match e.click().await {
            Ok(()) => {
                self.misses = 0;
                // A warned action asks first (`confirm`): whoever picked
                // it means it. Without a question there is nothing to accept.
                let _ = c.accept_alert().await;
                true
            }
            Err(err) => {
                self.misses += 1;
                if self.misses >= MISSES {
                    let hit = c.execute(HIT, vec![serde_json::to_value(e).unwrap()]).await.unwrap_or(Value::Null);
                    panic!("{} clicks in a row missed; the last: {err}; where it was aimed: {hit}", self.misses);
                }
                false
            }
        }
    }
}

/// Plays the match these seat pages share to its end. Whichever page's
/// seat is due clicks one of the action buttons it lists, the n-th with n
/// drawn from `picks`, and waits for the page to move on; bots and chance
/// play meanwhile. After each click `after(clicks)` runs (to look at the
/// pages mid-match). Returns the number of clicks.
pub async fn play_to_end(
    pages: &[&Client],
    picks: &mut horde_core::rng::HordeRng,
    budget: Duration,
    mut after: impl AsyncFnMut(usize),
) -> usize {
    let until = Instant::now() + budget;
    let mut clicks = 0;
    let mut clicker = Clicker::default();
    loop {
        assert!(Instant::now() < until, "the match did not end within {budget:?} ({clicks} clicks)");
        let (i, before) = match turn(pages).await {
            Turn::Over => return clicks,
            Turn::Waiting => {
                tokio::time::sleep(Duration::from_millis(30)).await;
                continue;
            }
            Turn::Due(i, s) => (i, s),
        };
        let page = pages[i];
        let buttons = page.find_all(Locator::Css("#actions button.action")).await.unwrap_or_default();
        if buttons.is_empty() {
            continue;
        }
        let n = picks.below(u32::try_from(buttons.len()).unwrap()) as usize;
        if !clicker.click(page, &buttons[n]).await {
            continue;
        }
        clicks += 1;
        settle(page, before.seq, until).await;
        after(clicks).await;
    }
}

/// Waits until the page shows the match over, skipping the story of its
/// last moves as a person (or a spectator) may.
pub async fn wait_over(c: &Client) {
    let until = Instant::now() + Duration::from_secs(30);
    loop {
        let s = shown(c).await;
        if let Some(s) = &s {
            if s.animating {
                skip_story(c).await;
            } else if s.over {
                return;
            }
        }
        assert!(Instant::now() < until, "the page does not show the end: {s:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// How a page took a click.
#[derive(Debug, PartialEq, Eq)]
pub enum Settled {
    /// It drew a later state.
    Moved,
    /// It shows the server's refusal (a button of a state the page had
    /// just replaced, say).
    Refused,
}

/// Waits until the page moved past `seq` or refused the click, skipping
/// any told events.
pub async fn settle(c: &Client, seq: u64, until: Instant) -> Settled {
    let until = until.min(Instant::now() + Duration::from_secs(30));
    loop {
        assert!(Instant::now() < until, "the page stayed at {seq} after a click: no new state, no refusal");
        if let Some(s) = shown(c).await {
            if s.animating {
                skip_story(c).await;
            } else if s.seq > seq {
                return Settled::Moved;
            } else if s.refused {
                return Settled::Refused;
            }
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Saves what the page looks like now as `name`.png in the folder named
/// by `HORDE_SCREENSHOTS`, when that variable is set: the pages can then
/// be looked at as a player sees them.
pub async fn screenshot(c: &Client, name: &str) {
    let Some(dir) = std::env::var_os("HORDE_SCREENSHOTS") else { return };
    let png = c.screenshot().await.unwrap();
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(std::path::Path::new(&dir).join(format!("{name}.png")), png).unwrap();
}

/// The parts of a page wider than their box (the page itself, the plain
/// view, the log, any card): on a phone they scroll sideways or spill
/// over their card's edge.
pub async fn too_wide(c: &Client) -> Vec<String> {
    let js = "const wide = (e) => e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1;
        return [document.documentElement, ...document.querySelectorAll('#plain, #events, .card')]
            .filter(wide).map((e) => e.id || e.className || e.tagName);";
    serde_json::from_value(c.execute(js, vec![]).await.unwrap()).unwrap()
}

/// Runs before any script of every page this browser opens: keeps the
/// text of every answer to `fetch` and of every WebSocket message, so a
/// test sees all the data a page was sent, not only what it drew.
const RECORDER: &str = "
    window.__received = [];
    const keep = (text) => window.__received.push(text);
    const realFetch = window.fetch;
    window.fetch = async (...args) => {
        const r = await realFetch(...args);
        r.clone().text().then(keep, () => {});
        return r;
    };
    const RealSocket = window.WebSocket;
    window.WebSocket = function (...args) {
        const ws = new RealSocket(...args);
        ws.addEventListener('message', (m) => keep(m.data));
        return ws;
    };
    window.WebSocket.prototype = RealSocket.prototype;
    Object.setPrototypeOf(window.WebSocket, RealSocket);";

/// From now on this browser keeps every text its pages receive (through
/// Chromium's DevTools protocol, which chromedriver passes on).
pub async fn record_received(d: &Driver, c: &Client) {
    let session = c.session_id().await.unwrap().expect("a WebDriver session");
    let r = reqwest::Client::new()
        .post(format!("{}/session/{session}/goog/cdp/execute", d.url))
        .json(&json!({ "cmd": "Page.addScriptToEvaluateOnNewDocument", "params": { "source": RECORDER } }))
        .send()
        .await
        .unwrap();
    assert!(r.status().is_success(), "chromedriver refused the recorder: {:?}", r.text().await);
}

/// The texts the page received since the last call, in order.
pub async fn received(c: &Client) -> Vec<String> {
    let v = c.execute("return window.__received ? window.__received.splice(0) : [];", vec![]).await.unwrap();
    serde_json::from_value(v).unwrap()
}

/// A one-person practice match of `game` with the creator's own `setup`
/// (a rule system's setup as JSON) and `seed`, its seat joined and `road`
/// (the seat's actions, by index) played through the API: the match's id
/// and the seat's token once the road is played. Chance comes from the
/// seed, so a road found locally from the same seed leads to the same spot.
pub async fn practice_on_road(
    api: &crate::support::Client,
    game: &str,
    mission: &str,
    setup: Value,
    seed: u64,
    road: &[u32],
) -> (String, String) {
    let body = json!({ "game": game, "mission": mission, "seats": ["human"], "seed": seed,
                       "practice": true, "setup": setup });
    let r = api.http.post(api.url("/api/matches")).json(&body).send().await.unwrap();
    assert!(r.status().is_success(), "{:?}", r.text().await);
    let created: horde_server::protocol::CreatedMatch = r.json().await.unwrap();
    let token = api.join(&created.seats[0].token).await.token;
    for index in road {
        api.act(&created.match_id, &token, json!({ "index": index })).await.unwrap();
    }
    (created.match_id, token)
}

/// The seat's token the page holds now: opening a seat joins it, which
/// replaces the token, so a second browser needs this one, not the old.
pub async fn seat_token(c: &Client) -> String {
    c.execute("return token;", vec![]).await.unwrap().as_str().unwrap().to_owned()
}
