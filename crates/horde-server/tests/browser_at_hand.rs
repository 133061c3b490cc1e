//! Rules at hand in headless Chromium: the mission's briefing in the lobby
//! and on the game page, explanations opened by a click (or a key) on an
//! item of the panel and on a symbol of the board, each attack's odds of
//! kills beside its button (the engine's own numbers, RM-COMBAT-1), and
//! the dice tray after an attack, live and after a reload (RM-WPN-5); a
//! zombie token on a Russian board opens its card (RM-ZOMB-4); Grid
//! Siege's briefing and the odds of its attacks (GS-WIN-1, GS-ATK-1).
//!
//! Needs `chromium` and `chromedriver` on the PATH, as `browser.rs` does.
//! With `HORDE_SCREENSHOTS=DIR` the pages are saved as PNGs.
// Waiting for a real browser needs the wall clock.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::disallowed_methods)]

mod support;
mod web;

use fantoccini::{Client, Locator};
use horde_core::{Actor, Decision, Game, HordeRng, Match, rng::stream};
use horde_grid_siege::GridSiege;
use horde_rue_morgue::content::ZombieKind;
use horde_rue_morgue::mission::{ZombiePlacement, builtin_mission};
use horde_rue_morgue::{MissionChoice, RueMorgue, Setup};
use horde_rules::{Lang, RuleSystem};
use serde_json::{Value, json};
use std::time::Duration;
use support::{limits, start};
use web::{browser, driver, page_state, practice_on_road, screenshot, seat_token, seq, wait_js, wait_seq_above};

/// Tutorial 1 with two walkers waiting in the starting zone, so the first
/// survivor to act can strike at once.
fn walkers_at_the_start() -> Setup {
    let mission = builtin_mission("tutorial-1").unwrap().unwrap();
    let mut def = mission.def.clone();
    let start = def.zones.iter().find(|z| z.start).map(|z| z.id.clone()).unwrap();
    def.start_zombies.push(ZombiePlacement { zone: start, kind: ZombieKind::Walker, count: 2 });
    let mut setup = Setup::solo("tutorial-1", &["dan", "katie"], None);
    setup.options.free_team_size = true;
    setup.mission = MissionChoice::Inline(Box::new(def));
    setup
}

/// The seat's actions, played locally from `seed`, up to the first
/// attack offered with odds (chance comes from the seed, on the server as
/// here): the match there and the actions that lead to it.
fn road_to_an_attack(setup: &Setup, seed: u64) -> (Match<RueMorgue>, Vec<u32>) {
    let mut m = Match::<RueMorgue>::new(setup.clone(), seed).unwrap();
    let mut rng = HordeRng::new(seed, stream::TEST);
    let (mut events, mut legal, mut road) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..200 {
        match m.decision() {
            Decision::Terminal => break,
            Decision::Chance => assert!(m.resolve_chance(&mut events)),
            Decision::Seat(seat) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                if legal.iter().any(|a| m.state().action_odds(*a).is_some()) {
                    return (m, road);
                }
                // Activating comes first; then anything but leaving.
                let a = legal
                    .iter()
                    .copied()
                    .find(|a| matches!(a, horde_rue_morgue::Action::Activate(_)))
                    .unwrap_or_else(|| legal[rng.below(legal.len() as u32) as usize]);
                road.push(RueMorgue::encode_action(a));
                m.act(Actor::Seat(seat), a, &mut events).unwrap();
            }
        }
        events.clear();
    }
    panic!("no attack was offered");
}

/// The odds the page shows beside each attack: index → [count, num, den].
async fn odds_on_page(c: &Client) -> Value {
    wait_js(
        c,
        "const out = {};
         for (const o of document.querySelectorAll('#actions .odds')) {
           out[o.dataset.index] = [...o.querySelectorAll('.chance')]
             .map((x) => [Number(x.dataset.count), Number(x.dataset.num), Number(x.dataset.den), x.textContent]);
         }
         return Object.keys(out).length ? out : null;",
        "odds beside the attacks",
        |v| v.is_object(),
    )
    .await
}

/// The explanation open now: [its key, its text, the rule ID it shows].
async fn popover(c: &Client) -> Value {
    wait_js(
        c,
        "const p = document.querySelector('.explain');
         return p ? [p.dataset.key, p.textContent, (p.querySelector('.rule-id') || {}).textContent || ''] : null;",
        "an explanation",
        |v| v.is_array(),
    )
    .await
}

async fn no_popover(c: &Client) {
    wait_js(c, "return !document.querySelector('.explain');", "the explanation to close", |v| v == &json!(true)).await;
}

/// The lobby in `lang` with `game` (and `pick`, a mission of it) chosen:
/// the goal and the whole text of the briefing shown open for `mission`.
async fn lobby_briefing(
    c: &Client,
    base: &str,
    lang: &str,
    game: &str,
    pick: Option<&str>,
    mission: &str,
) -> (String, String) {
    c.goto(&format!("{base}/?lang={lang}")).await.unwrap();
    wait_js(c, "return document.querySelectorAll('#game option').length;", "the games", |v| {
        v.as_u64().is_some_and(|n| n > 0)
    })
    .await;
    c.find(Locator::Css("#game")).await.unwrap().select_by_value(game).await.unwrap();
    if let Some(m) = pick {
        c.find(Locator::Css("#mission")).await.unwrap().select_by_value(m).await.unwrap();
    }
    let shown = wait_js(
        c,
        &format!(
            "const b = document.querySelector('#briefing[data-mission=\"{mission}\"]');
             return b && b.open ? [b.querySelector('.goal').textContent, b.textContent] : null;"
        ),
        &format!("the briefing of {mission}"),
        |v| v.is_array(),
    )
    .await;
    (shown[0].as_str().unwrap().to_owned(), shown[1].as_str().unwrap().to_owned())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_shows_the_chosen_mission_s_briefing() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let base = format!("http://{}", server.addr());
    let d = driver().await;
    let briefing = RueMorgue::briefing("m10").unwrap();
    for (lang, goal, special) in
        [("en", &briefing.goal.en, "Special rules"), ("ru", &briefing.goal.ru, "Особые правила")]
    {
        for (w, h) in [(1366, 768), (390, 844)] {
            let c = browser(&d, w, h).await;
            let (shown_goal, all) = lobby_briefing(&c, &base, lang, "rue-morgue", Some("m10"), "m10").await;
            assert_eq!(shown_goal, goal.as_str(), "{lang}: the goal from the mission file");
            assert!(all.contains(special) && all.contains("RM-GAP-1"), "{lang}: {all}");
            screenshot(&c, &format!("at-hand-lobby-{lang}-{w}")).await;
            // Another mission, another briefing.
            c.find(Locator::Css("#mission")).await.unwrap().select_by_value("m02").await.unwrap();
            wait_js(&c, "return !!document.querySelector('#briefing[data-mission=\"m02\"]');", "m02's briefing", |v| {
                v == &json!(true)
            })
            .await;
            c.close().await.unwrap();
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_page_explains_rolls_and_gives_the_engine_s_odds() {
    let setup = walkers_at_the_start();
    let seed = 3;
    let (mut local, road) = road_to_an_attack(&setup, seed);
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let base = format!("http://{}", server.addr());
    let api = support::Client::new(server.addr());
    let setup_json = serde_json::to_value(&setup).unwrap();
    let (_, token) = practice_on_road(&api, "rue-morgue", "tutorial-1", setup_json, seed, &road).await;

    let d = driver().await;
    let c = browser(&d, 1366, 768).await;
    c.goto(&format!("{base}/play/{token}?lang=en")).await.unwrap();
    let at = seq(&c).await;

    // The briefing: a collapsed card that opens on a click.
    c.find(Locator::Css("#briefing > summary")).await.unwrap().click().await.unwrap();
    let goal = wait_js(
        &c,
        "const b = document.querySelector('#briefing');
         return b && b.open ? b.querySelector('.goal').textContent : null;",
        "the open briefing",
        |v| v.is_string(),
    )
    .await;
    assert_eq!(goal.as_str().unwrap(), RueMorgue::briefing("tutorial-1").unwrap().goal.en);
    c.find(Locator::Css("#briefing > summary")).await.unwrap().click().await.unwrap();

    // The odds beside every attack are the engine's, exactly (RM-COMBAT-1).
    let shown = odds_on_page(&c).await;
    let mut legal = Vec::new();
    local.state().legal_actions(&mut legal);
    let mut attacks = 0;
    for a in legal {
        let Some(odds) = local.state().action_odds(a) else { continue };
        attacks += 1;
        let index = RueMorgue::encode_action(a).to_string();
        let on_page = shown[&index].as_array().unwrap_or_else(|| panic!("no odds beside {a:?}: {shown}"));
        assert_eq!(on_page.len(), odds.chances.len(), "{a:?}: {on_page:?}");
        let mut sum = 0.0;
        for (p, e) in on_page.iter().zip(&odds.chances) {
            assert_eq!((p[0].as_u64(), p[1].as_u64(), p[2].as_u64()), (Some(e.count.into()), Some(e.num), Some(e.den)));
            assert!(p[3].as_str().unwrap().contains('%'), "{p}");
            sum += e.probability();
        }
        assert!((sum - 1.0).abs() < 1e-12, "{a:?}: {sum}");
    }
    assert!(attacks > 0);

    // An item of the panel explains itself on a click: its statistics and rule.
    c.find(Locator::Css("#panel span.named[data-explains^='item:']")).await.unwrap().click().await.unwrap();
    let item = popover(&c).await;
    assert!(item[0].as_str().unwrap().starts_with("item:"), "{item}");
    assert!(item[2].as_str().unwrap().starts_with("RM-"), "{item}");
    screenshot(&c, "at-hand-item-en-1366").await;
    c.execute(
        "document.activeElement.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));",
        vec![],
    )
    .await
    .unwrap();
    no_popover(&c).await;

    // A symbol of the board: the spawn zone, with its rule.
    c.find(Locator::Css("#board g.spawn.explains")).await.unwrap().click().await.unwrap();
    let spawn = popover(&c).await;
    assert_eq!(spawn[0], json!("symbol:spawn"));
    assert_eq!(spawn[2], json!("RM-SPAWN-1"));
    screenshot(&c, "at-hand-symbol-en-1366").await;
    // Tapping elsewhere closes it.
    c.find(Locator::Css("#status")).await.unwrap().click().await.unwrap();
    no_popover(&c).await;

    // By keyboard: focus a name, Enter opens it, Escape closes it.
    c.execute("document.querySelector('#panel span.named').focus();", vec![]).await.unwrap();
    c.active_element().await.unwrap().send_keys("\u{E007}").await.unwrap();
    popover(&c).await;
    c.active_element().await.unwrap().send_keys("\u{E00C}").await.unwrap();
    no_popover(&c).await;

    // The attack: the tray shows each die, the target and the hits.
    let state = page_state(&c).await;
    // An attack with odds, one without a warning if there is one; a warned
    // one (a teammate in the way takes the first hits) is confirmed.
    let attacks: Vec<&Value> = state["legal"].as_array().unwrap().iter().filter(|a| a["odds"].is_object()).collect();
    let attack = attacks.iter().find(|a| a["warning"].is_null()).or(attacks.first()).copied().unwrap().clone();
    if attack["warning"].is_string() {
        c.execute("window.confirm = () => true;", vec![]).await.unwrap();
    }
    let index = attack["index"].as_u64().unwrap() as u32;
    c.find(Locator::Css(&format!("#actions button.action[data-index='{index}']")))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_seq_above(&c, at).await;
    let mut events = Vec::new();
    let a = RueMorgue::decode_action(index).unwrap();
    let Decision::Seat(seat) = local.decision() else { panic!("the seat acts") };
    local.act(Actor::Seat(seat), a, &mut events).unwrap();
    while local.decision() == Decision::Chance {
        assert!(local.resolve_chance(&mut events));
    }
    let rolls = local.state().rolls(&events, Lang::En);
    assert!(!rolls.is_empty(), "{events:?}");
    let tray_js = "const rolls = [...document.querySelectorAll('#dice-tray li.roll')].reverse();
         return rolls.length ? rolls.map((r) => [[...r.querySelectorAll('.die')].map((d) => Number(d.textContent)),
                                                 r.querySelector('.roll-text').textContent]) : null;";
    let tray = wait_js(&c, tray_js, "the dice tray", |v| v.is_array()).await;
    let expected: Vec<Value> = rolls.iter().map(|r| json!([r.dice, format!("{} {}", r.text, r.rule)])).collect();
    assert_eq!(tray, json!(expected), "the tray shows the engine's rolls");
    screenshot(&c, "at-hand-dice-en-1366").await;

    // After a reload the tray shows them again, from the told log.
    c.refresh().await.unwrap();
    seq(&c).await;
    let again = wait_js(&c, tray_js, "the dice tray after a reload", |v| v.is_array()).await;
    assert_eq!(again, json!(expected));
    let token = seat_token(&c).await;
    c.close().await.unwrap();

    // In Russian, on a phone: the same page in the reader's words.
    let p = browser(&d, 390, 844).await;
    p.goto(&format!("{base}/play/{token}?lang=ru")).await.unwrap();
    seq(&p).await;
    let tray = wait_js(&p, tray_js, "the dice tray in Russian", |v| v.is_array()).await;
    let ru: Vec<Value> = local
        .state()
        .rolls(&events, Lang::Ru)
        .iter()
        .map(|r| json!([r.dice, format!("{} {}", r.text, r.rule)]))
        .collect();
    assert_eq!(tray, json!(ru));
    screenshot(&p, "at-hand-dice-ru-390").await;
    p.find(Locator::Css("#board g.spawn.explains")).await.unwrap().click().await.unwrap();
    let spawn = popover(&p).await;
    assert!(spawn[1].as_str().unwrap().contains("Зона появления"), "{spawn}");
    screenshot(&p, "at-hand-symbol-ru-390").await;
    p.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_zombie_token_opens_its_card_in_either_language() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let base = format!("http://{}", server.addr());
    let api = support::Client::new(server.addr());
    let setup = serde_json::to_value(walkers_at_the_start()).unwrap();
    let (_, mut token) = practice_on_road(&api, "rue-morgue", "tutorial-1", setup, 3, &[]).await;
    let d = driver().await;
    for (lang, tr_lang, name) in [("ru", Lang::Ru, "ходок"), ("en", Lang::En, "walker")] {
        let c = browser(&d, 390, 844).await;
        c.goto(&format!("{base}/play/{token}?lang={lang}")).await.unwrap();
        seq(&c).await;
        // The stack carries the letter of the page's language, the one
        // the key explains; its card is found by that letter (RM-ZOMB-4).
        let letter = horde_rue_morgue::texts::names::board_letter(
            horde_rue_morgue::texts::texts().tr(tr_lang),
            ZombieKind::Walker,
        );
        let css = format!("#board g.zombies[data-kind='{letter}'].explains");
        wait_js(&c, &format!("return !!document.querySelector(\"{css}\");"), "a walker stack to explain", |v| {
            v == &json!(true)
        })
        .await;
        c.find(Locator::Css(&css)).await.unwrap().click().await.unwrap();
        let card = popover(&c).await;
        assert_eq!(card[0], json!("zombie:walker"), "{lang}: {card}");
        assert_eq!(card[2], json!("RM-ZOMB-4"), "{lang}: {card}");
        assert!(card[1].as_str().unwrap().contains(name), "{lang}: {card}");
        screenshot(&c, &format!("at-hand-zombie-{lang}-390")).await;
        token = seat_token(&c).await;
        c.close().await.unwrap();
    }
    server.stop().await;
}

/// Grid Siege's default table of two seats played locally from `seed`,
/// random actions by both seats, up to the first attack the humans' seat
/// is offered with odds: the match there and each seat's actions.
/// A match and the road to it: each step's seat and action code.
type Road = (Match<GridSiege>, Vec<(u8, u32)>);

fn grid_siege_road_to_an_attack(seed: u64) -> Option<Road> {
    let setup = GridSiege::default_setup("siege", 2).unwrap();
    let mut m = Match::<GridSiege>::new(setup, seed).unwrap();
    let mut rng = HordeRng::new(seed, stream::TEST);
    let (mut events, mut legal, mut road) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..600 {
        match m.decision() {
            Decision::Terminal => return None,
            Decision::Chance => assert!(m.resolve_chance(&mut events)),
            Decision::Seat(seat) => {
                legal.clear();
                m.state().legal_actions(&mut legal);
                if seat.0 != horde_grid_siege::ZOMBIE_SEAT && legal.iter().any(|a| m.state().action_odds(*a).is_some())
                {
                    return Some((m, road));
                }
                let a = legal[rng.below(legal.len() as u32) as usize];
                road.push((seat.0, GridSiege::encode_action(a)));
                m.act(Actor::Seat(seat), a, &mut events).unwrap();
            }
        }
        events.clear();
    }
    None
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn grid_siege_has_a_briefing_and_the_engine_s_odds_before_an_attack() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let base = format!("http://{}", server.addr());
    let api = support::Client::new(server.addr());
    let d = driver().await;

    // The lobby: the siege's goal and rules, from its content (GS-WIN-1).
    let briefing = GridSiege::briefing("siege").unwrap();
    for (lang, goal) in [("en", &briefing.goal.en), ("ru", &briefing.goal.ru)] {
        let c = browser(&d, 390, 844).await;
        // The siege is the game's only mission: no mission to pick.
        let (shown_goal, all) = lobby_briefing(&c, &base, lang, "grid-siege", None, "siege").await;
        assert_eq!(shown_goal, goal.as_str(), "{lang}");
        assert!(all.contains("GS-WIN-1"), "{lang}: {all}");
        screenshot(&c, &format!("at-hand-gs-lobby-{lang}-390")).await;
        c.close().await.unwrap();
    }

    // A seat at an attack: the odds beside it are the engine's (GS-ATK-1).
    let (seed, local, road) =
        (0..30).find_map(|s| grid_siege_road_to_an_attack(s).map(|(m, r)| (s, m, r))).expect("an attack is offered");
    let created = api.create_game("grid-siege", "siege", json!(["human", "human"]), seed).await;
    let mut tokens = Vec::new();
    for s in &created.seats {
        tokens.push(api.join(&s.token).await.token);
    }
    for (seat, index) in &road {
        api.act(&created.match_id, &tokens[usize::from(*seat)], json!({ "index": index })).await.unwrap();
    }
    let Decision::Seat(horde_core::Seat(seat)) = local.decision() else { panic!("a seat attacks") };
    for (lang, (w, h)) in [("ru", (1366, 768)), ("en", (390, 844))] {
        let c = browser(&d, w, h).await;
        c.goto(&format!("{base}/play/{}?lang={lang}", tokens[usize::from(seat)])).await.unwrap();
        seq(&c).await;
        let shown = odds_on_page(&c).await;
        let mut legal = Vec::new();
        local.state().legal_actions(&mut legal);
        let mut attacks = 0;
        for a in legal {
            let Some(odds) = local.state().action_odds(a) else { continue };
            attacks += 1;
            let index = GridSiege::encode_action(a).to_string();
            let on_page = shown[&index].as_array().unwrap_or_else(|| panic!("no odds beside {a:?}: {shown}"));
            let want: Vec<Value> = odds.chances.iter().map(|e| json!([e.count, e.num, e.den])).collect();
            let got: Vec<Value> = on_page.iter().map(|p| json!([p[0], p[1], p[2]])).collect();
            assert_eq!(got, want, "{lang}: {a:?}");
        }
        assert!(attacks > 0);
        screenshot(&c, &format!("at-hand-gs-odds-{lang}-{w}")).await;
        tokens[usize::from(seat)] = seat_token(&c).await;
        c.close().await.unwrap();
    }
    server.stop().await;
}
