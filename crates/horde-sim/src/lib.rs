//! Monte Carlo simulation of Horde missions.
//!
//! [`run`] plays many seeded games of a [`SimGame`] with the given bots,
//! in parallel on a rayon pool, and summarises them in a [`Report`]: win
//! rate with its 95% Wilson interval, rounds, causes of loss, custom
//! tallies and throughput. [`compare`] plays two bots on the same seeds and
//! gives the paired difference of their win rates.
//!
//! # Determinism
//! Game `i` is seeded with [`game_seed`]`(seed, i)`, its chance draws
//! follow [`horde_core::Match`]'s seeding and its bots are reset with
//! [`bot_seed`]; results are collected in index order. Every record and
//! every report field except `games_per_sec` and `rounds_per_sec` is
//! therefore identical for any thread count and on any machine, and any
//! single game can be replayed as a `Match`.
//!
//! ```
//! use horde_ai::{Mcts, MctsConfig, RandomBot};
//! use horde_ai::toy::Pig;
//! use horde_sim::{SimConfig, compare, run};
//!
//! let config = SimConfig::new("solo", 40, 7).threads(2);
//! let result = run::<Pig, _, _>(&config, |_seat| RandomBot::new(0)).unwrap();
//! assert_eq!(result.report.games, 40);
//! println!("{}", result.report.to_json());
//!
//! let ab = compare::<Pig, _, _, _, _>(
//!     &config,
//!     |_seat| Mcts::<Pig>::new(MctsConfig::iterations(50), 0),
//!     |_seat| RandomBot::new(0),
//! )
//! .unwrap();
//! println!("MCTS - random: {:+.3} {:?}", ab.win_rate_diff, ab.win_rate_diff_ci95);
//! ```
//!
//! # Plugging in a rule system
//! The facade implements [`SimGame`] once per rule system (see the Pig
//! implementation in this crate's `toy` module for a complete one):
//!
//! ```ignore
//! impl SimGame for RueMorgue {
//!     fn setup_for(mission: &str, seats: Option<u8>, _seed: u64) -> Result<Setup, SetupError> {
//!         RueMorgue::default_setup(mission, seats.unwrap_or(1)).map_err(SetupError)
//!     }
//!     fn round(&self) -> u32 { self.state().turn.into() }
//!     fn loss_cause(&self) -> Option<&'static str> { /* "all survivors are dead", ... */ }
//!     fn tally(&self, event: &Event, tally: &mut Tally) {
//!         if let Event::ZombieKilled { kind, .. } = event {
//!             tally.add_keyed("killed", kind, 1);
//!         }
//!     }
//! }
//! ```
//!
//! and lends its policy and evaluator to the generic bots through
//! [`horde_ai::BotParts`], so that every bot text works for it.
//!
//! # From the command line
//! `horde sim GAME --mission ID --games N --seed S --bot BOT --threads T
//! --out DIR --json` maps onto [`run_spec`]:
//!
//! ```
//! use horde_ai::{BotSpec, NoParts};
//! use horde_ai::toy::Pig;
//! use horde_sim::{SimConfig, SimError, run_spec};
//!
//! fn sim(bot: &str, out: Option<&std::path::Path>, json: bool) -> Result<(), Box<dyn std::error::Error>> {
//!     let spec: BotSpec = bot.parse()?; // "random", "mcts:500", "heuristic"...
//!     let config = SimConfig { progress: !json, ..SimConfig::new("solo", 100, 42).threads(2) };
//!     let run = run_spec::<Pig>(&config, &spec, &NoParts)?;
//!     if let Some(dir) = out {
//!         run.write_to_dir(dir)?; // report.json, games.csv, plots with `plots`
//!     }
//!     if json {
//!         println!("{}", run.report.to_json());
//!     } else {
//!         let r = &run.report;
//!         println!("{} wins of {} ({:.1}%, 95% CI {:.1}-{:.1}%)", r.wins, r.games,
//!             100.0 * r.win_rate, 100.0 * r.win_rate_ci95[0], 100.0 * r.win_rate_ci95[1]);
//!     }
//!     Ok(())
//! }
//! sim("mcts:20", None, false).unwrap();
//! assert!(matches!(sim("heuristic", None, true).unwrap_err().downcast_ref::<SimError>(), Some(SimError::Bot(_))));
//! ```

mod compare;
mod csv;
#[cfg(feature = "plots")]
mod heat;
mod play;
#[cfg(feature = "plots")]
mod plots;
mod progress;
mod report;
mod run;
pub mod stats;
mod summary;

pub use compare::{Comparison, compare, compare_specs};
pub use csv::{CSV_COLUMNS, write_csv};
#[cfg(feature = "plots")]
pub use heat::write_heat_map;
pub use horde_ai::toy::PIG_MISSIONS;
pub use horde_rules::sim::{SimGame, Tally, ZoneGrid};
pub use play::{GameRecord, STEP_LIMIT, Scratch, bot_seed, game_seed, play_game};
#[cfg(feature = "plots")]
pub use plots::write_plots;
pub use report::{CauseCount, Labels, Report, RoundCount, RoundStats, ScoreStats, Standing, TallyStat};
pub use run::{
    SimConfig, SimError, SimRun, parse_lineup, run, run_lineup, run_lineup_setup, run_spec, try_run, try_run_setup,
};
pub use summary::Summary;
