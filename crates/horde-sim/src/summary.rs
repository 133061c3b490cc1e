//! What a run of consecutive games adds up to, in counts only: enough to
//! give every field of a [`Report`] but the throughput, and to be merged
//! with the summary of the games that follow. A campaign split into
//! chunks of game indices (run in other processes or on other machines)
//! therefore reports exactly what one run of all its games reports.

use crate::play::GameRecord;
use crate::report::{CauseCount, Labels, Report, RoundCount, RoundStats, ScoreStats, Standing, TallyStat};
use crate::run::SimError;
use crate::stats::{quantile_of_counts, wilson};
use horde_core::Seat;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::time::Duration;

/// The counts of games `first..first + games` of one simulation.
///
/// Quantiles and spreads need the whole distribution, so rounds and
/// scores are kept as histograms rather than as the report's figures,
/// which cannot be merged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub labels: Labels,
    /// The index of the first game counted.
    pub first: u64,
    pub games: u64,
    wins: u64,
    unfinished: u64,
    total_rounds: u64,
    total_steps: u64,
    /// Rounds played: games and wins.
    rounds: BTreeMap<u32, Count>,
    loss_causes: BTreeMap<String, u64>,
    /// Whether any game had more than one seat (the report then lists seats).
    several_seats: bool,
    seats: BTreeMap<u8, Side>,
    sides: BTreeMap<String, Side>,
    tallies: BTreeMap<String, u64>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
struct Count {
    games: u64,
    wins: u64,
}

/// The games one seat position or one side played.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
struct Side {
    games: u64,
    wins: u64,
    /// Final scores: how many games ended on each.
    scores: BTreeMap<i32, u64>,
}

impl Side {
    fn merge(&mut self, other: &Side) {
        self.games += other.games;
        self.wins += other.wins;
        for (&score, &n) in &other.scores {
            *self.scores.entry(score).or_default() += n;
        }
    }

    fn standing(&self, name: String) -> Standing {
        let scored: u64 = self.scores.values().sum();
        // Scores are small integers: their sum is exact in an i64 and in
        // the f64 the report divides, whatever order the games came in.
        let total: i64 = self.scores.iter().map(|(&s, &n)| i64::from(s) * n as i64).sum();
        let counts: Vec<(i32, u64)> = self.scores.iter().map(|(&s, &n)| (s, n)).collect();
        Standing {
            name,
            games: self.games,
            wins: self.wins,
            win_rate: self.wins as f64 / self.games.max(1) as f64,
            win_rate_ci95: wilson(self.wins, self.games),
            mean_score: if scored == 0 { 0.0 } else { total as f64 / scored as f64 },
            score: ScoreStats {
                min: counts.first().map_or(0, |c| c.0),
                p10: quantile_of_counts(&counts, 0.1),
                median: quantile_of_counts(&counts, 0.5),
                p90: quantile_of_counts(&counts, 0.9),
                max: counts.last().map_or(0, |c| c.0),
            },
        }
    }
}

impl Summary {
    /// No games yet: the summary a campaign starts from at game `first`.
    pub fn empty(labels: Labels, first: u64) -> Self {
        Self {
            labels,
            first,
            games: 0,
            wins: 0,
            unfinished: 0,
            total_rounds: 0,
            total_steps: 0,
            rounds: BTreeMap::new(),
            loss_causes: BTreeMap::new(),
            several_seats: false,
            seats: BTreeMap::new(),
            sides: BTreeMap::new(),
            tallies: BTreeMap::new(),
        }
    }

    /// Counts `records`, consecutive games in index order from `first`.
    pub fn from_records(labels: Labels, first: u64, records: &[GameRecord]) -> Self {
        let mut s = Self::empty(labels, first);
        for r in records {
            s.add(r);
        }
        s
    }

    fn add(&mut self, r: &GameRecord) {
        self.games += 1;
        self.wins += u64::from(r.won);
        self.unfinished += u64::from(!r.finished);
        self.total_rounds += u64::from(r.rounds);
        self.total_steps += r.steps;
        let c = self.rounds.entry(r.rounds).or_default();
        c.games += 1;
        c.wins += u64::from(r.won);
        if let Some(cause) = &r.loss_cause {
            *self.loss_causes.entry(cause.clone()).or_default() += 1;
        }
        self.several_seats |= r.seats > 1;
        for seat in 0..r.seats {
            let won = r.winners.contains(&seat);
            let score = r.scores.get(usize::from(seat)).copied();
            count_seat(self.seats.entry(seat).or_default(), won, score);
            if let Some(side) = r.sides.get(usize::from(seat)) {
                count_seat(self.sides.entry(side.clone()).or_default(), won, score);
            }
        }
        for (k, v) in r.tally.iter() {
            *self.tallies.entry(k.to_owned()).or_default() += v;
        }
    }

    /// Adds the games of `next`, which must be the same simulation's games
    /// that follow this summary's last one.
    pub fn merge(&mut self, next: &Summary) -> Result<(), SimError> {
        if next.labels != self.labels {
            return Err(SimError::Mismatch(format!("{:?} is another simulation than {:?}", next.labels, self.labels)));
        }
        if next.first != self.first + self.games {
            return Err(SimError::Mismatch(format!(
                "games from {} do not follow games {}..{}",
                next.first,
                self.first,
                self.first + self.games
            )));
        }
        self.games += next.games;
        self.wins += next.wins;
        self.unfinished += next.unfinished;
        self.total_rounds += next.total_rounds;
        self.total_steps += next.total_steps;
        for (&rounds, c) in &next.rounds {
            let mine = self.rounds.entry(rounds).or_default();
            mine.games += c.games;
            mine.wins += c.wins;
        }
        for (cause, &n) in &next.loss_causes {
            *self.loss_causes.entry(cause.clone()).or_default() += n;
        }
        self.several_seats |= next.several_seats;
        for (&seat, side) in &next.seats {
            self.seats.entry(seat).or_default().merge(side);
        }
        for (name, side) in &next.sides {
            self.sides.entry(name.clone()).or_default().merge(side);
        }
        for (k, &v) in &next.tallies {
            *self.tallies.entry(k.clone()).or_default() += v;
        }
        Ok(())
    }

    /// The report of these games, which took `elapsed` (only the
    /// throughput depends on it).
    pub fn report(&self, elapsed: Duration) -> Report {
        let games = self.games;
        let per_game = |total: u64| if games == 0 { 0.0 } else { total as f64 / games as f64 };
        let secs = elapsed.as_secs_f64();
        let per_sec = |n: u64| if secs > 0.0 { n as f64 / secs } else { 0.0 };
        let mut loss_causes: Vec<CauseCount> =
            self.loss_causes.iter().map(|(cause, &games)| CauseCount { cause: cause.clone(), games }).collect();
        // Stable sort: equal counts keep their name order.
        loss_causes.sort_by_key(|c| std::cmp::Reverse(c.games));
        Report {
            game: self.labels.game.clone(),
            mission: self.labels.mission.clone(),
            bot: self.labels.bot.clone(),
            seed: self.labels.seed,
            games,
            wins: self.wins,
            losses: games - self.wins,
            unfinished: self.unfinished,
            win_rate: per_game(self.wins),
            win_rate_ci95: wilson(self.wins, games),
            mean_rounds: per_game(self.total_rounds),
            rounds: self.round_stats(per_game(self.total_rounds)),
            rounds_histogram: self
                .rounds
                .iter()
                .map(|(&rounds, c)| RoundCount { rounds, games: c.games, wins: c.wins })
                .collect(),
            mean_steps: per_game(self.total_steps),
            loss_causes,
            seats: if self.several_seats {
                self.seats.iter().map(|(&seat, s)| s.standing(Seat(seat).to_string())).collect()
            } else {
                Vec::new()
            },
            sides: self.sides.iter().map(|(name, s)| s.standing(name.clone())).collect(),
            tallies: self
                .tallies
                .iter()
                .map(|(k, &v)| (k.clone(), TallyStat { total: v, per_game: per_game(v) }))
                .collect(),
            games_per_sec: per_sec(games),
            rounds_per_sec: per_sec(self.total_rounds),
            elapsed,
        }
    }

    fn round_stats(&self, mean: f64) -> RoundStats {
        let counts: Vec<(u32, u64)> = self.rounds.iter().map(|(&r, c)| (r, c.games)).collect();
        // The squares are added in ascending order of rounds, one per game:
        // the same sum, bit for bit, however the games were split.
        let mut squares = 0.0;
        for &(r, n) in &counts {
            for _ in 0..n {
                squares += (f64::from(r) - mean).powi(2);
            }
        }
        let n = self.games as f64;
        RoundStats {
            min: counts.first().map_or(0, |c| c.0),
            p10: quantile_of_counts(&counts, 0.1),
            median: quantile_of_counts(&counts, 0.5),
            p90: quantile_of_counts(&counts, 0.9),
            max: counts.last().map_or(0, |c| c.0),
            std_dev: if self.games > 1 { (squares / (n - 1.0)).sqrt() } else { 0.0 },
        }
    }
}

fn count_seat(side: &mut Side, won: bool, score: Option<i32>) {
    side.games += 1;
    side.wins += u64::from(won);
    if let Some(score) = score {
        *side.scores.entry(score).or_default() += 1;
    }
}
