//! The simulator (`horde sim`) in chunks of game indices: a chunk is games
//! `first..first + games` of the campaign's seed, so chunks run anywhere
//! (Ray tasks on other machines) play the games one run would, and their
//! summaries merge into the report that run gives.

use horde_data::Source;
use horde_games::Standard;
use horde_rules::{GameFn, Registry, RuleSystem, find_mission};
use horde_sim::{SimConfig, Summary, parse_lineup, run_lineup, run_lineup_setup};
use std::time::Duration;

/// The mission of a campaign: one the rule system ships, or a mission
/// file's text (read once by the caller, so a worker needs no file).
#[derive(Clone, Debug)]
pub enum Mission<'a> {
    /// A shipped mission's id; `None`: the rule system's first.
    Shipped(Option<&'a str>),
    File {
        name: &'a str,
        text: &'a str,
    },
}

/// One chunk of a campaign.
#[derive(Clone, Debug)]
pub struct Chunk<'a> {
    pub game: &'a str,
    pub mission: Mission<'a>,
    pub seats: Option<u8>,
    /// `horde sim --bot`: one bot, or one per seat separated by `/`.
    pub bots: &'a str,
    pub seed: u64,
    pub first: u64,
    pub games: u64,
    pub max_steps: u64,
    /// Worker threads; 0: one per core. The results do not depend on it.
    pub threads: usize,
}

/// Plays `chunk` and counts its games.
pub fn run_chunk(chunk: &Chunk<'_>) -> Result<Summary, String> {
    Standard::dispatch(chunk.game, RunChunk(chunk)).map_err(|e| e.to_string())?
}

struct RunChunk<'a, 'b>(&'a Chunk<'b>);

impl GameFn for RunChunk<'_, '_> {
    type Output = Result<Summary, String>;
    fn call<G: RuleSystem>(self) -> Self::Output {
        let c = self.0;
        let lineup = parse_lineup(c.bots).map_err(|e| e.to_string())?;
        let config = |mission: String| SimConfig {
            seats: c.seats,
            first: c.first,
            max_steps: c.max_steps,
            ..SimConfig::new(mission, c.games, c.seed).threads(c.threads)
        };
        let run = match c.mission {
            Mission::Shipped(id) => {
                let mission = match id {
                    Some(m) => find_mission::<G>(m).map_err(|e| e.to_string())?.id,
                    None => G::missions()
                        .first()
                        .map(|m| m.id.clone())
                        .ok_or_else(|| format!("{} has no mission", G::ID))?,
                };
                run_lineup::<G>(&config(mission), &lineup, G::bot_parts())
            }
            Mission::File { name, text } => {
                let file = G::mission_file(&Source::new(name, text), c.seats).map_err(|d| d.to_string())?;
                let setup = file.setup;
                run_lineup_setup::<G, _>(&config(file.id), |_| Ok(setup.clone()), &lineup, G::bot_parts())
            }
        };
        Ok(run.map_err(|e| e.to_string())?.summary())
    }
}

/// Merges the summaries of a campaign's chunks, in any order, into one:
/// they must cover consecutive games of one simulation.
pub fn merge(mut chunks: Vec<Summary>) -> Result<Summary, String> {
    chunks.sort_by_key(|s| s.first);
    let mut iter = chunks.into_iter();
    let mut merged = iter.next().ok_or_else(|| "a campaign needs at least one chunk".to_owned())?;
    for next in iter {
        merged.merge(&next).map_err(|e| e.to_string())?;
    }
    Ok(merged)
}

/// The report of `summary` as `horde sim --json` prints it; `seconds` is
/// the campaign's wall-clock time, for its throughput.
pub fn report_json(summary: &Summary, seconds: f64) -> Result<String, String> {
    let elapsed = Duration::try_from_secs_f64(seconds.max(0.0)).map_err(|e| e.to_string())?;
    serde_json::to_string(&summary.report(elapsed)).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunk<'a>(game: &'a str, bots: &'a str, first: u64, games: u64) -> Chunk<'a> {
        Chunk {
            game,
            mission: Mission::Shipped(None),
            seats: None,
            bots,
            seed: 5,
            first,
            games,
            max_steps: 20_000,
            threads: 1,
        }
    }

    /// A campaign's chunks merged in any order give the report of one run
    /// of all its games, on real rule systems (one cooperative, one of two
    /// sides with a bot each).
    #[test]
    fn chunks_merge_into_the_whole_run() {
        for (game, bots) in [("rue-morgue", "heuristic"), ("grid-siege", "random/heuristic")] {
            let whole = run_chunk(&chunk(game, bots, 0, 24)).expect("runs");
            let parts = vec![
                run_chunk(&chunk(game, bots, 17, 7)).expect("runs"),
                run_chunk(&chunk(game, bots, 0, 9)).expect("runs"),
                run_chunk(&chunk(game, bots, 9, 8)).expect("runs"),
            ];
            let merged = merge(parts).expect("consecutive");
            assert_eq!(merged, whole, "{game}");
            assert_eq!(report_json(&merged, 1.0), report_json(&whole, 1.0));
        }
    }

    #[test]
    fn a_mission_file_runs_like_its_shipped_mission() {
        let text = include_str!("../../../content/rue-morgue/missions/m01.toml");
        let file =
            Chunk { mission: Mission::File { name: "m01.toml", text }, ..chunk("rue-morgue", "heuristic", 0, 6) };
        let shipped = Chunk { mission: Mission::Shipped(Some("m01")), ..file.clone() };
        let (a, b) = (run_chunk(&file).expect("runs"), run_chunk(&shipped).expect("runs"));
        assert_eq!(a.report(Duration::ZERO).deterministic_json(), b.report(Duration::ZERO).deterministic_json());
        let broken = Chunk { mission: Mission::File { name: "x.toml", text: "id = 3" }, ..file };
        assert!(run_chunk(&broken).err().is_some_and(|e| e.contains("x.toml")));
    }

    #[test]
    fn gaps_and_bad_names_are_refused() {
        let a = run_chunk(&chunk("rue-morgue", "random", 0, 2)).expect("runs");
        let c = run_chunk(&chunk("rue-morgue", "random", 3, 2)).expect("runs");
        assert!(merge(vec![a, c]).is_err());
        assert!(merge(Vec::new()).is_err());
        assert!(run_chunk(&chunk("no-such-game", "random", 0, 1)).is_err());
        assert!(run_chunk(&chunk("rue-morgue", "no-such-bot", 0, 1)).is_err());
    }
}
