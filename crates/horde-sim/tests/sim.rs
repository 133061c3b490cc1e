//! The simulator on the toy Pig missions.

use horde_ai::toy::{HoldAt, Pig, pig_progress};
use horde_ai::{Bot, BotParts, BotSpec, Evaluator, HeuristicBot, Mcts, MctsConfig, NoParts, Policy, RandomBot};
use horde_core::{Actor, Decision, Game, Match, Seat};
use horde_sim::{
    CSV_COLUMNS, Comparison, SimConfig, SimError, SimGame, Summary, bot_seed, compare, compare_specs, parse_lineup,
    run, run_lineup, run_spec,
};

fn mcts(_seat: Seat) -> Mcts<Pig> {
    Mcts::new(MctsConfig::iterations(40), 0)
}

#[test]
fn results_do_not_depend_on_the_thread_count() {
    for mission in ["solo", "race"] {
        let config = SimConfig::new(mission, 48, 11);
        let one = run::<Pig, _, _>(&config.clone().threads(1), mcts).unwrap();
        let two = run::<Pig, _, _>(&config.clone().threads(2), mcts).unwrap();
        assert_eq!(one.records, two.records);
        assert_eq!(one.report.deterministic_json(), two.report.deterministic_json());
        let again = run::<Pig, _, _>(&config.threads(2), mcts).unwrap();
        assert_eq!(one.records, again.records);
    }
}

#[test]
fn different_seeds_give_different_games() {
    let a = run::<Pig, _, _>(&SimConfig::new("solo", 20, 1), |_| RandomBot::new(0)).unwrap();
    let b = run::<Pig, _, _>(&SimConfig::new("solo", 20, 2), |_| RandomBot::new(0)).unwrap();
    assert_ne!(a.records, b.records);
    assert!(a.records.windows(2).all(|w| w[0].seed != w[1].seed));
}

/// Any simulated game is the `Match` with the game's seed, played by bots
/// reset with `bot_seed`: same final state.
#[test]
fn a_simulated_game_replays_as_a_match() {
    let config = SimConfig::new("race", 10, 5);
    let sim = run::<Pig, _, _>(&config, |_| HeuristicBot::new(HoldAt(15), 0)).unwrap();
    for record in &sim.records {
        let setup = Pig::setup_for("race", None, record.seed).unwrap();
        let mut m = Match::<Pig>::new(setup, record.seed).unwrap();
        let mut bots: Vec<_> = (0..2u8)
            .map(|s| {
                let mut b = HeuristicBot::new(HoldAt(15), 0);
                Bot::<Pig>::reset(&mut b, bot_seed(record.seed, Seat(s)));
                b
            })
            .collect();
        let (mut events, mut legal) = (Vec::new(), Vec::new());
        loop {
            m.run_chance(&mut events);
            let Decision::Seat(seat) = m.decision() else { break };
            legal.clear();
            m.state().legal_actions(&mut legal);
            let a = bots[seat.index()].choose(m.state(), seat, &legal);
            m.act(Actor::Seat(seat), a, &mut events).unwrap();
        }
        assert_eq!(m.state().state_hash(), record.state_hash, "game {}", record.index);
        assert_eq!(m.state().round(), record.rounds);
    }
}

#[test]
fn the_json_report_has_every_field() {
    let sim = run::<Pig, _, _>(&SimConfig::new("solo", 30, 3), |_| RandomBot::new(0)).unwrap();
    let v: serde_json::Value = serde_json::from_str(&sim.report.to_json()).unwrap();
    for key in [
        "game",
        "mission",
        "bot",
        "seed",
        "games",
        "wins",
        "losses",
        "win_rate",
        "win_rate_ci95",
        "mean_rounds",
        "games_per_sec",
        "rounds_per_sec",
        "rounds",
        "rounds_histogram",
        "loss_causes",
        "tallies",
    ] {
        assert!(v.get(key).is_some(), "missing {key}");
    }
    assert_eq!(
        (v["game"].as_str(), v["mission"].as_str(), v["bot"].as_str()),
        (Some("toy-pig"), Some("solo"), Some("random"))
    );
    assert_eq!((v["seed"].as_u64(), v["games"].as_u64()), (Some(3), Some(30)));
    assert_eq!(v["wins"].as_u64().unwrap() + v["losses"].as_u64().unwrap(), 30);
    let ci = v["win_rate_ci95"].as_array().unwrap();
    let (lo, hi, rate) = (ci[0].as_f64().unwrap(), ci[1].as_f64().unwrap(), v["win_rate"].as_f64().unwrap());
    assert!(lo <= rate && rate <= hi);
    assert!(v["games_per_sec"].as_f64().unwrap() > 0.0);
    assert_eq!(v["loss_causes"][0]["cause"].as_str(), Some("out of rounds"));
    assert!(v["tallies"]["rolls"]["total"].as_u64().unwrap() > 0);
    let hist: u64 = v["rounds_histogram"].as_array().unwrap().iter().map(|b| b["games"].as_u64().unwrap()).sum();
    assert_eq!(hist, 30);
}

#[test]
fn the_csv_has_a_header_and_one_row_per_game() {
    let sim = run::<Pig, _, _>(&SimConfig::new("race", 25, 3), |_| RandomBot::new(0)).unwrap();
    let mut out = Vec::new();
    sim.write_csv(&mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = text.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 26);
    let header: Vec<&str> = lines[0].split(',').collect();
    assert_eq!(&header[..CSV_COLUMNS.len()], CSV_COLUMNS);
    assert_eq!(&header[CSV_COLUMNS.len()..], ["busts", "holds", "points_banked", "points_lost", "rolls"]);
    for (i, line) in lines[1..].iter().enumerate() {
        let cells: Vec<&str> = line.split(',').collect();
        assert_eq!(cells.len(), header.len(), "{line}");
        assert_eq!(cells[0], i.to_string());
        assert_eq!(cells[11].len(), 16, "the hash is 16 hex digits");
        let r = &sim.records[i];
        assert_eq!(cells[2], r.won.to_string());
        assert_eq!(cells[5], format!("{} {}", r.scores[0], r.scores[1]));
    }
}

#[test]
fn compare_pairs_the_games() {
    let config = SimConfig::new("solo", 150, 9);
    let ab = compare::<Pig, _, _, _, _>(&config, mcts, |_| RandomBot::new(0)).unwrap();
    assert_eq!(ab.games, 150);
    assert_eq!(ab.both_won + ab.only_a_won + ab.only_b_won + ab.neither_won, 150);
    assert!((ab.win_rate_diff - (ab.a.win_rate - ab.b.win_rate)).abs() < 1e-12);
    assert!(ab.win_rate_diff_ci95[0] > 0.2, "MCTS should clearly beat random: {ab:?}");
    // A bot against itself: no discordant game, a difference of exactly 0.
    let same = compare::<Pig, _, _, _, _>(&config, |_| RandomBot::new(0), |_| RandomBot::new(0)).unwrap();
    assert_eq!((same.only_a_won, same.only_b_won, same.win_rate_diff), (0, 0, 0.0));
    assert!(same.win_rate_diff_ci95[0] < 0.0 && same.win_rate_diff_ci95[1] > 0.0);
    let v: serde_json::Value = serde_json::from_str(&ab.to_json()).unwrap();
    assert!(v["win_rate_diff_ci95"].is_array() && v["a"]["win_rate"].is_number());
}

#[test]
fn runs_with_different_seeds_cannot_be_paired() {
    let a = run::<Pig, _, _>(&SimConfig::new("solo", 5, 1), |_| RandomBot::new(0)).unwrap();
    let b = run::<Pig, _, _>(&SimConfig::new("solo", 5, 2), |_| RandomBot::new(0)).unwrap();
    assert!(matches!(Comparison::of(&a, &b), Err(SimError::Mismatch(_))));
}

#[test]
fn an_unknown_mission_is_an_error_naming_the_known_ones() {
    let err = run::<Pig, _, _>(&SimConfig::new("nope", 5, 1), |_| RandomBot::new(0)).unwrap_err();
    let text = err.to_string();
    assert!(matches!(err, SimError::Setup { index: 0, .. }));
    assert!(text.contains("nope") && text.contains("solo") && text.contains("race"), "{text}");
}

#[test]
fn games_past_the_step_limit_are_unfinished_losses() {
    let config = SimConfig { max_steps: 3, ..SimConfig::new("race", 8, 1) };
    let sim = run::<Pig, _, _>(&config, |_| RandomBot::new(0)).unwrap();
    assert_eq!((sim.report.unfinished, sim.report.wins, sim.report.losses), (8, 0, 8));
    assert_eq!(sim.report.loss_causes[0].cause, horde_sim::STEP_LIMIT);
    assert!(sim.records.iter().all(|r| r.steps + r.chance_draws == 3 && !r.finished));
}

#[test]
fn mixed_lineups_are_labelled_by_seat() {
    let sim = run::<Pig, _, _>(&SimConfig::new("race", 4, 1), |seat| -> Box<dyn Bot<Pig>> {
        if seat == Seat(0) { Box::new(HeuristicBot::new(HoldAt(20), 0)) } else { Box::new(RandomBot::new(0)) }
    })
    .unwrap();
    assert_eq!(sim.report.bot, "heuristic(hold-at) / random");
}

#[test]
fn results_are_written_to_a_directory() {
    let dir = std::env::temp_dir().join(format!("horde-sim-test-{}", std::process::id()));
    let sim = run::<Pig, _, _>(&SimConfig::new("solo", 10, 1), |_| RandomBot::new(0)).unwrap();
    let files = sim.write_to_dir(&dir).unwrap();
    let names: Vec<String> = files.iter().map(|f| f.file_name().unwrap().to_string_lossy().into_owned()).collect();
    assert!(names.contains(&"report.json".to_owned()) && names.contains(&"games.csv".to_owned()), "{names:?}");
    if cfg!(feature = "plots") {
        assert!(names.iter().filter(|n| n.ends_with(".svg")).count() >= 2, "{names:?}");
    }
    for f in &files {
        assert!(std::fs::metadata(f).unwrap().len() > 0, "{} is empty", f.display());
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

struct PigParts;

impl BotParts<Pig> for PigParts {
    fn policy(&self, _seat: Seat) -> Option<Box<dyn Policy<Pig>>> {
        Some(Box::new(HoldAt(20)))
    }
    fn evaluator(&self, _seat: Seat) -> Option<Box<dyn Evaluator<Pig>>> {
        Some(Box::new(pig_progress))
    }
}

/// The way the command line runs a simulation: a bot named by text.
#[test]
fn bots_named_by_text_run_or_fail_before_playing() {
    let config = SimConfig::new("solo", 30, 4);
    let spec: BotSpec = "heuristic".parse().unwrap();
    let by_text = run_spec::<Pig>(&config, &spec, &PigParts).unwrap();
    let by_hand = run::<Pig, _, _>(&config, |_| HeuristicBot::new(HoldAt(20), 0)).unwrap();
    assert_eq!(by_text.records, by_hand.records);
    assert_eq!(by_text.report.bot, "heuristic(hold-at)");
    let err = run_spec::<Pig>(&config, &spec, &NoParts).unwrap_err();
    assert!(matches!(err, SimError::Bot(_)) && err.to_string().contains("no policy"), "{err}");
    let mcts: BotSpec = "mcts:30".parse().unwrap();
    let ab = compare_specs::<Pig>(&config, &mcts, &"random".parse().unwrap(), &NoParts).unwrap();
    assert_eq!(ab.a.bot, "mcts(iterations=30)");
    assert_eq!(ab.b.bot, "random");
    assert!(matches!(compare_specs::<Pig>(&config, &mcts, &spec, &NoParts), Err(SimError::Bot(_))));
}

/// A campaign split into chunks of game indices, each run on its own and
/// merged in order, reports what one run of all its games reports, in
/// every field but the throughput: the chunks play the very same games.
#[test]
fn merged_chunks_report_what_one_run_reports() {
    for (mission, lineup) in [("solo", "random"), ("race", "heuristic/random")] {
        let lineup = parse_lineup(lineup).unwrap();
        let whole = run_lineup::<Pig>(&SimConfig::new(mission, 97, 13), &lineup, &PigParts).unwrap();
        // Uneven chunks, one of them empty, each on its own thread count.
        let mut merged: Option<Summary> = None;
        let mut first = 0;
        for (i, games) in [40, 0, 1, 31, 25].into_iter().enumerate() {
            let config = SimConfig { first, ..SimConfig::new(mission, games, 13).threads(1 + i % 2) };
            let chunk = run_lineup::<Pig>(&config, &lineup, &PigParts).unwrap();
            assert_eq!(chunk.records, whole.records[first as usize..(first + games) as usize], "{mission}");
            // A chunk travels between processes as JSON.
            let summary: Summary = serde_json::from_str(&serde_json::to_string(&chunk.summary()).unwrap()).unwrap();
            match &mut merged {
                None => merged = Some(summary),
                Some(m) => m.merge(&summary).unwrap(),
            }
            first += games;
        }
        let merged = merged.unwrap();
        assert_eq!(merged, whole.summary(), "{mission}");
        let report = merged.report(whole.report.elapsed);
        assert_eq!(report.deterministic_json(), whole.report.deterministic_json(), "{mission}");
        assert_eq!(report, whole.report, "{mission}: the same elapsed time, the same throughput too");
    }
}

#[test]
fn chunks_merge_only_in_order_and_from_one_simulation() {
    let lineup = parse_lineup("random").unwrap();
    let chunk = |first, seed| {
        let config = SimConfig { first, ..SimConfig::new("solo", 10, seed) };
        run_lineup::<Pig>(&config, &lineup, &NoParts).unwrap().summary()
    };
    let mut a = chunk(0, 1);
    assert!(matches!(a.merge(&chunk(20, 1)), Err(SimError::Mismatch(_))), "a gap of games");
    assert!(matches!(a.merge(&chunk(10, 2)), Err(SimError::Mismatch(_))), "another seed");
    assert_eq!(a, chunk(0, 1), "a refused merge changes nothing");
    a.merge(&chunk(10, 1)).unwrap();
    assert_eq!((a.first, a.games), (0, 20));
    assert!(parse_lineup("").is_err() && parse_lineup("random/nobot").is_err());
}
