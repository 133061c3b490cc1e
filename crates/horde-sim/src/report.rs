//! The summary of a simulation.

use crate::play::GameRecord;
use crate::summary::Summary;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::time::Duration;

/// What a simulation found. Every field except `games_per_sec` and
/// `rounds_per_sec` depends only on the game, mission, bots, seed and game
/// count: the same for any run and any thread count.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    pub game: String,
    pub mission: String,
    pub bot: String,
    pub seed: u64,
    pub games: u64,
    pub wins: u64,
    /// Every game not won, unfinished ones included.
    pub losses: u64,
    /// Games stopped at the step limit.
    pub unfinished: u64,
    pub win_rate: f64,
    /// The 95% Wilson score interval of the win rate.
    pub win_rate_ci95: [f64; 2],
    pub mean_rounds: f64,
    pub rounds: RoundStats,
    /// For each number of rounds played: how many games lasted that long
    /// and how many of them were won, ascending.
    pub rounds_histogram: Vec<RoundCount>,
    /// Mean seat decisions per game.
    pub mean_steps: f64,
    /// Lost games by cause, most frequent first (ties by name).
    pub loss_causes: Vec<CauseCount>,
    /// How each seat position fared, in seat order; empty for games of
    /// one seat. A game with several winners counts for each of them.
    pub seats: Vec<Standing>,
    /// How each side fared ([`crate::SimGame::side`]: factions, roles), in
    /// name order; empty when the rule system names no sides.
    pub sides: Vec<Standing>,
    /// Every counter of [`crate::SimGame::tally`], summed over the games.
    pub tallies: BTreeMap<String, TallyStat>,
    pub games_per_sec: f64,
    pub rounds_per_sec: f64,
    /// Wall-clock time of the run (not serialised: it varies by machine).
    #[serde(skip)]
    pub elapsed: Duration,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct RoundStats {
    pub min: u32,
    pub p10: u32,
    pub median: u32,
    pub p90: u32,
    pub max: u32,
    pub std_dev: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RoundCount {
    pub rounds: u32,
    pub games: u64,
    pub wins: u64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CauseCount {
    pub cause: String,
    pub games: u64,
}

/// The games one seat position or one side played, and how it did.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Standing {
    /// "seat 2", or the side's name.
    pub name: String,
    pub games: u64,
    pub wins: u64,
    pub win_rate: f64,
    /// The 95% Wilson score interval of the win rate.
    pub win_rate_ci95: [f64; 2],
    /// The mean final score over the finished games (unfinished ones have
    /// none).
    pub mean_score: f64,
    /// How the final scores of those games spread.
    pub score: ScoreStats,
}

/// The spread of final scores (nearest-rank quantiles); all 0 when no game
/// was scored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ScoreStats {
    pub min: i32,
    pub p10: i32,
    pub median: i32,
    pub p90: i32,
    pub max: i32,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct TallyStat {
    pub total: u64,
    pub per_game: f64,
}

/// The names a report is labelled with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Labels {
    pub game: String,
    pub mission: String,
    pub bot: String,
    pub seed: u64,
}

impl Report {
    /// Summarises `records` (consecutive games in index order) of a run
    /// that took `elapsed`.
    pub fn from_records(labels: Labels, records: &[GameRecord], elapsed: Duration) -> Self {
        let first = records.first().map_or(0, |r| r.index);
        Summary::from_records(labels, first, records).report(elapsed)
    }

    /// The report as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a report serialises")
    }

    /// The report as JSON without the throughput figures: identical for
    /// every run of the same simulation.
    pub fn deterministic_json(&self) -> String {
        let mut v = serde_json::to_value(self).expect("a report serialises");
        if let Some(map) = v.as_object_mut() {
            map.remove("games_per_sec");
            map.remove("rounds_per_sec");
        }
        serde_json::to_string_pretty(&v).expect("a value serialises")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::wilson;
    use horde_rules::sim::Tally;

    fn rec(index: u64, won: bool, rounds: u32, cause: Option<&str>) -> GameRecord {
        let mut tally = Tally::new();
        tally.add("kills", u64::from(rounds));
        GameRecord {
            index,
            seed: index,
            won,
            finished: cause != Some(crate::play::STEP_LIMIT),
            seats: 1,
            sides: vec![],
            winners: if won { vec![0] } else { vec![] },
            scores: vec![i32::from(won)],
            rounds,
            steps: 10,
            chance_draws: 5,
            loss_cause: cause.map(str::to_owned),
            reason: String::new(),
            state_hash: 0,
            tally,
        }
    }

    #[test]
    fn summarises_records() {
        let records = [
            rec(0, true, 5, None),
            rec(1, false, 3, Some("eaten")),
            rec(2, false, 4, Some("step limit")),
            rec(3, false, 3, Some("eaten")),
        ];
        let labels = Labels { game: "g".into(), mission: "m".into(), bot: "b".into(), seed: 1 };
        let r = Report::from_records(labels, &records, Duration::from_secs(2));
        assert_eq!((r.games, r.wins, r.losses, r.unfinished), (4, 1, 3, 1));
        assert_eq!(r.win_rate, 0.25);
        assert_eq!(r.win_rate_ci95, wilson(1, 4));
        assert_eq!(r.mean_rounds, 3.75);
        assert_eq!((r.rounds.min, r.rounds.median, r.rounds.max), (3, 3, 5));
        assert_eq!(
            r.rounds_histogram,
            [
                RoundCount { rounds: 3, games: 2, wins: 0 },
                RoundCount { rounds: 4, games: 1, wins: 0 },
                RoundCount { rounds: 5, games: 1, wins: 1 }
            ]
        );
        assert_eq!(r.loss_causes[0], CauseCount { cause: "eaten".into(), games: 2 });
        assert_eq!(r.tallies["kills"], TallyStat { total: 15, per_game: 3.75 });
        assert_eq!((r.games_per_sec, r.rounds_per_sec), (2.0, 7.5));
        assert!(r.seats.is_empty() && r.sides.is_empty(), "one seat, no sides: nothing per seat or side");
    }

    #[test]
    fn counts_each_seat_and_each_side() {
        let game = |index, sides: [&str; 2], winners: Vec<u8>, scores: Vec<i32>| GameRecord {
            seats: 2,
            sides: sides.map(str::to_owned).to_vec(),
            finished: !scores.is_empty(),
            winners,
            scores,
            ..rec(index, true, 4, None)
        };
        let records = [
            game(0, ["Bees", "Bikers"], vec![0], vec![15, 9]),
            game(1, ["Bikers", "Bees"], vec![0], vec![15, 4]),
            game(2, ["Bees", "Raiders"], vec![], vec![]),
        ];
        let labels = Labels { game: "g".into(), mission: "m".into(), bot: "b".into(), seed: 1 };
        let r = Report::from_records(labels, &records, Duration::ZERO);
        let row = |s: &Standing| (s.name.clone(), s.games, s.wins, s.mean_score);
        assert_eq!(
            r.seats.iter().map(row).collect::<Vec<_>>(),
            [("seat 0".to_owned(), 3, 2, 15.0), ("seat 1".to_owned(), 3, 0, 6.5)]
        );
        assert_eq!(
            r.sides.iter().map(row).collect::<Vec<_>>(),
            [("Bees".to_owned(), 3, 1, 9.5), ("Bikers".to_owned(), 2, 1, 12.0), ("Raiders".to_owned(), 1, 0, 0.0)]
        );
        assert_eq!(r.sides[0].win_rate_ci95, wilson(1, 3));
        assert_eq!(r.sides.iter().map(|s| s.games).sum::<u64>(), 6, "every seat of every game counted once");
    }

    #[test]
    fn spreads_the_final_scores_of_each_seat_and_side() {
        // Seat 0 scores 1..=10 as the Bees; seat 1 scores 10 times as much
        // as the Bikers, except in the one unfinished game, which has none.
        let records: Vec<GameRecord> = (1..=10)
            .map(|k| GameRecord {
                seats: 2,
                sides: vec!["Bees".into(), "Bikers".into()],
                winners: vec![1],
                scores: if k == 10 { vec![] } else { vec![k, 10 * k] },
                ..rec(k as u64, true, 4, None)
            })
            .chain([GameRecord {
                seats: 2,
                sides: vec!["Bees".into(), "Bikers".into()],
                scores: vec![10, -5],
                ..rec(11, true, 4, None)
            }])
            .collect();
        let labels = Labels { game: "g".into(), mission: "m".into(), bot: "b".into(), seed: 1 };
        let r = Report::from_records(labels, &records, Duration::ZERO);
        let bees = ScoreStats { min: 1, p10: 1, median: 5, p90: 9, max: 10 };
        let bikers = ScoreStats { min: -5, p10: -5, median: 40, p90: 80, max: 90 };
        assert_eq!(r.seats[0].score, bees, "seat 0: 1-9 and 10, ten scores");
        assert_eq!(r.sides[0].score, bees);
        assert_eq!(r.sides[1].score, bikers, "the negative score is the minimum");
        assert_eq!(r.seats[1].score, bikers);
        assert!(r.to_json().contains("\"median\": 40"));
        let none = Report::from_records(
            Labels { game: "g".into(), mission: "m".into(), bot: "b".into(), seed: 1 },
            &[GameRecord {
                seats: 2,
                sides: vec!["Bees".into(), "Bikers".into()],
                scores: vec![],
                ..rec(0, false, 4, None)
            }],
            Duration::ZERO,
        );
        assert_eq!(none.sides[0].score, ScoreStats::default(), "no scored game: nothing to spread");
    }

    #[test]
    fn an_empty_run_reports_no_knowledge() {
        let labels = Labels { game: "g".into(), mission: "m".into(), bot: "b".into(), seed: 1 };
        let r = Report::from_records(labels, &[], Duration::ZERO);
        assert_eq!((r.games, r.win_rate, r.win_rate_ci95, r.games_per_sec), (0, 0.0, [0.0, 1.0], 0.0));
        assert!(r.to_json().contains("\"win_rate\": 0.0"));
    }
}
