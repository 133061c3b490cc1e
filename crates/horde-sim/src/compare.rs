//! A/B comparison of two bots on the same seeds.

use crate::report::Report;
use crate::run::{SimConfig, SimError, SimRun, run, try_run};
use crate::stats::paired_difference;
use horde_ai::{Bot, BotParts, BotSpec};
use horde_core::Seat;
use horde_rules::sim::SimGame;
use serde::Serialize;

/// Two bots' results on the same games. Game `i` of both runs has the same
/// seed, so the same setup and the same chance stream: the difference in
/// win rate is measured on paired games, which is much more precise than
/// two independent runs.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Comparison {
    pub a: Report,
    pub b: Report,
    pub games: u64,
    pub both_won: u64,
    pub only_a_won: u64,
    pub only_b_won: u64,
    pub neither_won: u64,
    /// A's win rate minus B's.
    pub win_rate_diff: f64,
    /// Its 95% interval for paired data (Newcombe's hybrid score method).
    pub win_rate_diff_ci95: [f64; 2],
}

impl Comparison {
    /// Pairs two runs game by game; they must have the same game seeds.
    pub fn of(a: &SimRun, b: &SimRun) -> Result<Self, SimError> {
        if a.records.len() != b.records.len() {
            return Err(SimError::Mismatch(format!("{} games against {}", a.records.len(), b.records.len())));
        }
        let (mut both, mut only_a, mut only_b, mut neither) = (0, 0, 0, 0);
        for (ra, rb) in a.records.iter().zip(&b.records) {
            if ra.seed != rb.seed {
                return Err(SimError::Mismatch(format!("game {} has different seeds", ra.index)));
            }
            match (ra.won, rb.won) {
                (true, true) => both += 1,
                (true, false) => only_a += 1,
                (false, true) => only_b += 1,
                (false, false) => neither += 1,
            }
        }
        let games = a.records.len() as u64;
        let diff = if games == 0 { 0.0 } else { (only_a as f64 - only_b as f64) / games as f64 };
        Ok(Self {
            a: a.report.clone(),
            b: b.report.clone(),
            games,
            both_won: both,
            only_a_won: only_a,
            only_b_won: only_b,
            neither_won: neither,
            win_rate_diff: diff,
            win_rate_diff_ci95: paired_difference(both, only_a, only_b, neither),
        })
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a comparison serialises")
    }
}

/// Runs `config` with bot A, then with bot B, on the same seeds, and pairs
/// the results.
pub fn compare<G, FA, BA, FB, BB>(config: &SimConfig, bot_a: FA, bot_b: FB) -> Result<Comparison, SimError>
where
    G: SimGame,
    FA: Fn(Seat) -> BA + Sync,
    BA: Bot<G>,
    FB: Fn(Seat) -> BB + Sync,
    BB: Bot<G>,
{
    let a = run::<G, _, _>(config, bot_a)?;
    let b = run::<G, _, _>(config, bot_b)?;
    Comparison::of(&a, &b)
}

/// [`compare`] with bots described by text, built with the rule system's
/// `parts`.
pub fn compare_specs<G: SimGame + 'static>(
    config: &SimConfig,
    a: &BotSpec,
    b: &BotSpec,
    parts: &dyn BotParts<G>,
) -> Result<Comparison, SimError> {
    let build = |spec: &BotSpec, seat| spec.build::<G>(parts, seat, 0).map_err(|e| SimError::Bot(e.to_string()));
    // Build both lineups before playing either, so a bad B fails fast.
    build(b, Seat(0))?;
    let run_a = try_run::<G, _, _>(config, |seat| build(a, seat))?;
    let run_b = try_run::<G, _, _>(config, |seat| build(b, seat))?;
    Comparison::of(&run_a, &run_b)
}
