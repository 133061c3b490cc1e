//! The rule-aware bots on the seats nobody plays: the heuristic by
//! default, searches by name and strength, full settings as in
//! `horde sim`, and a clear message for a bot the game does not offer.
#![allow(clippy::unwrap_used)]

mod common;

use common::*;
use horde_ai::{BotSpec, decision_seed};
use horde_core::{Actor, Match, Seat};
use horde_grid_siege::GridSiege;
use horde_rue_morgue::RueMorgue;
use horde_rules::RuleSystem;
use horde_tui::app::Phase;
use horde_tui::{Lang, PlayOptions};

/// Every seat action of the game so far is the one `specs[seat]` picks
/// there, rebuilt from the seed of that decision: the choice depends on
/// nothing else, so a loaded game's bots choose as they would have.
fn bot_moves_replay<G: RuleSystem>(m: &Match<G>, bots: &[Option<BotSpec>]) -> usize {
    let mut replay = Match::<G>::new(m.setup().clone(), m.seed()).unwrap();
    let (mut events, mut legal, mut checked) = (Vec::new(), Vec::new(), 0);
    for (at, entry) in m.log().iter().enumerate() {
        if let Actor::Seat(seat) = entry.actor
            && let Some(spec) = &bots[seat.index()]
        {
            legal.clear();
            replay.state().legal_actions(&mut legal);
            let mut bot = spec.build::<G>(G::bot_parts(), seat, decision_seed(m.seed(), seat, at)).unwrap();
            assert_eq!(bot.choose(replay.state(), seat, &legal), entry.action, "decision {at} of {seat}");
            checked += 1;
        }
        replay.act(entry.actor, entry.action, &mut events).unwrap();
        events.clear();
    }
    checked
}

fn two_seats_person_second(bot: Option<&str>) -> PlayOptions {
    let mut opts = options(Lang::En, 9);
    opts.players = Some(2);
    opts.humans = Some(vec![2]);
    opts.bot = bot.map(str::to_owned);
    opts
}

#[test]
fn a_heuristic_bot_fills_the_seat_nobody_plays_by_default() {
    let mut app = horde_tui::build::<RueMorgue>(&two_seats_person_second(None)).expect("one person, one bot");
    assert!(
        app.log_lines().any(|l| l == "Seat 1 is played by the heuristic bot"),
        "{:?}",
        app.log_lines().collect::<Vec<_>>()
    );
    app.settle();
    // The bot played its whole turn; the person (seat 2) decides.
    assert_eq!(app.phase(), Phase::Deciding(Seat(1)));
    let m = app.session().driver();
    let moved = bot_moves_replay(m, &[Some(BotSpec::Heuristic), None]);
    assert!(moved >= 3, "the heuristic took {moved} decisions");
}

#[test]
fn search_bots_by_name_and_strength_and_full_settings_play() {
    for (text, label) in [
        ("rollout:quick", "Seat 1 is played by the rollout:quick bot"),
        ("mcts:quick", "Seat 1 is played by the mcts:quick bot"),
        ("mcts:iterations=40,depth=30", "Seat 1 is played by the mcts:iterations=40,"),
    ] {
        let mut app = horde_tui::build::<RueMorgue>(&two_seats_person_second(Some(text))).expect(text);
        assert!(app.log_lines().any(|l| l.starts_with(label)), "{text}: {:?}", app.log_lines().collect::<Vec<_>>());
        app.settle();
        assert_eq!(app.phase(), Phase::Deciding(Seat(1)), "{text}");
        let spec = horde_ai::resolve::<RueMorgue>(text, RueMorgue::bot_parts(), Seat(0), true).unwrap();
        assert!(bot_moves_replay(app.session().driver(), &[Some(spec), None]) >= 3, "{text}");
    }
}

#[test]
fn one_bot_per_seat_on_a_grid_siege_table() {
    // Both sides are bots: the zombies by the heuristic, the humans
    // at random; the game plays itself to the end.
    let mut opts = options(Lang::En, 4);
    opts.game = Some("grid-siege".into());
    opts.mission = None;
    opts.humans = Some(vec![]);
    opts.bot = Some("heuristic/random".into());
    let mut app = horde_tui::build::<GridSiege>(&opts).expect("two bots");
    let lines: Vec<&str> = app.log_lines().collect();
    assert!(lines.contains(&"Seat 1 is played by the heuristic bot"), "{lines:?}");
    assert!(lines.contains(&"Seat 2 is played by the random bot"), "{lines:?}");
    app.settle();
    assert!(app.is_over());
    let checked = bot_moves_replay(app.session().driver(), &[Some(BotSpec::Heuristic), Some(BotSpec::Random)]);
    assert!(checked > 20, "{checked}");
}

#[test]
fn a_bot_the_game_does_not_offer_is_explained() {
    for (text, needles) in [
        (
            "nonsense",
            &[
                "--bot: unknown bot \"nonsense\"",
                "rue-morgue offers random, heuristic, rollout[:quick|normal|strong], mcts[:quick|normal|strong]",
            ][..],
        ),
        ("mcts:lots", &["--bot:", "\"lots\" is not a valid number", "rue-morgue offers"][..]),
        ("heuristic:strong", &["the heuristic bot takes no settings"][..]),
        ("random/random/random", &["3 bots named for a table of 2 seats"][..]),
    ] {
        let err = horde_tui::build::<RueMorgue>(&two_seats_person_second(Some(text))).unwrap_err();
        for n in needles {
            assert!(err.contains(n), "{text}: {err}");
        }
    }
}
