//! The boards the server keeps between requests: every answer's board is
//! the one drawn now from that viewer's own view, in its language, after
//! actions and undos, for every seat and a spectator.
#![allow(clippy::unwrap_used)]

mod support;

use horde_core::{Actor, Decision, HordeRng, Match, Seat, Viewer};
use horde_render::Picture;
use horde_rules::{Lang, RuleSystem};
use horde_server::protocol::Accepted;
use reqwest::StatusCode;
use serde_json::json;
use std::time::Duration;
use support::{Client, limits, start};

async fn post(c: &Client, path: String, token: &str, body: serde_json::Value) -> Accepted {
    let r = c.http.post(c.url(&path)).bearer_auth(token).json(&body).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK, "{path}");
    r.json().await.unwrap()
}

/// Plays `steps` random actions of `G` (an undo now and then) through the
/// server, and the same on a local copy of the match, comparing every
/// viewer's board in both languages with the local drawing at each step.
async fn boards_follow_play<G: Picture>(mission: &str, seed: u64, steps: usize) {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let created = c.create_game(G::ID, mission, json!(["human", "human"]), seed).await;
    let id = created.match_id;
    let tokens: Vec<String> = created.seats.into_iter().map(|s| s.token).collect();
    let mut local = Match::<G>::new(<G as RuleSystem>::default_setup(mission, 2).unwrap(), seed).unwrap();
    let mut events = Vec::new();
    local.run_chance(&mut events);
    let mut rng = HordeRng::new(seed, 9);
    let viewers = [Viewer::Seat(Seat(0)), Viewer::Seat(Seat(1)), Viewer::Spectator];
    let token_of = |v: Viewer| match v {
        Viewer::Seat(s) => Some(tokens[s.index()].as_str()),
        Viewer::Spectator => None,
    };
    for step in 0..steps {
        for lang in [Lang::En, Lang::Ru] {
            for viewer in viewers {
                let s = c.state_in(&id, token_of(viewer), lang).await;
                assert_eq!(s.seq, local.log().len() as u64);
                let want = local.state().board_svg(viewer, lang);
                assert!(want.is_some(), "{} draws a board", G::ID);
                let board = c.whole_board(&s).await;
                assert!(board == want, "{}: step {step}, {viewer:?} in {lang}: not its board now", G::ID);
            }
        }
        let Decision::Seat(seat) = local.decision() else { break };
        let token = tokens[seat.index()].as_str();
        let lang = if step % 2 == 0 { Lang::En } else { Lang::Ru };
        let before = c.state_in(&id, Some(token), lang).await;
        let answer = if step % 5 == 4 && before.undoable > 0 {
            local.undo(seat).unwrap();
            post(&c, format!("/api/matches/{id}/undo?lang={lang}"), token, json!({})).await
        } else {
            let pick = before.legal[rng.below(before.legal.len() as u32) as usize].index;
            local.act(Actor::Seat(seat), G::decode_action(pick).unwrap(), &mut events).unwrap();
            local.run_chance(&mut events);
            post(&c, format!("/api/matches/{id}/actions?lang={lang}"), token, json!({"index": pick, "seq": before.seq}))
                .await
        };
        // The acting seat's own answer shows the position its action made.
        assert_eq!(answer.seq, local.log().len() as u64);
        let board = c.whole_board(&answer.state).await;
        assert!(board == local.state().board_svg(Viewer::Seat(seat), lang), "step {step}: stale answer");
    }
    server.stop().await;
}

#[tokio::test]
async fn rue_morgue_boards_follow_every_action_and_undo() {
    boards_follow_play::<horde_rue_morgue::RueMorgue>("m01", 11, 30).await;
}

/// A Rue Morgue state carries its board's base by address only: one
/// base for the whole match, the same for every viewer and language, and
/// a small part of the board; an address the match never named is not
/// found.
#[tokio::test]
async fn a_rue_morgue_board_s_base_is_named_once_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(&dir.path().join("h.db"), limits(), Duration::ZERO).await;
    let c = Client::new(server.addr());
    let created = c.create_game("rue-morgue", "m04", json!(["human", "human"]), 3).await;
    let id = created.match_id;
    let mut bases = Vec::new();
    for lang in [Lang::En, Lang::Ru] {
        let mut named = Vec::new();
        for token in created.seats.iter().map(|s| Some(s.token.as_str())).chain([None]) {
            let s = c.state_in(&id, token, lang).await;
            let whole = c.whole_board(&s).await.unwrap();
            let top = s.board.unwrap();
            assert!(
                top.len() * 2 < whole.len(),
                "{lang}: the base is most of the board ({} of {})",
                top.len(),
                whole.len()
            );
            named.push(s.board_base.unwrap());
        }
        named.dedup();
        assert_eq!(named.len(), 1, "{lang}: every viewer is sent the same base: {named:?}");
        bases.extend(named);
    }
    // The base holds no words (the page titles the board): one for every language.
    assert_eq!(bases[0], bases[1], "a base that differs by language");
    // After an action the match names the same base.
    let token = created.seats[0].token.as_str();
    if let Some(answer) = c.play_first(&id, token).await {
        assert_eq!(answer.state.board_base.as_deref(), Some(bases[0].as_str()));
    }
    let r = c.http.get(c.url(&format!("/api/matches/{id}/boards/0123456789abcdef.svg"))).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    server.stop().await;
}

// GS-SETUP-5: the Zombie Player's view holds his hand, the human's and a
// spectator's do not; each is answered with a drawing of its own view.
#[tokio::test]
async fn grid_siege_boards_stay_each_seat_s_own() {
    boards_follow_play::<horde_grid_siege::GridSiege>("siege", 5, 30).await;
}
