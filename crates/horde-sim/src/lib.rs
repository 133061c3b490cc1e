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

mod compare;
mod csv;
mod game;
mod play;
#[cfg(feature = "plots")]
mod plots;
mod progress;
mod report;
mod run;
pub mod stats;
mod toy;

pub use compare::{Comparison, compare, compare_specs};
pub use csv::{CSV_COLUMNS, write_csv};
pub use game::{SimGame, Tally};
pub use play::{GameRecord, STEP_LIMIT, Scratch, bot_seed, game_seed, play_game};
#[cfg(feature = "plots")]
pub use plots::write_plots;
pub use report::{CauseCount, Labels, Report, RoundCount, RoundStats, TallyStat};
pub use run::{SimConfig, SimError, SimRun, run, run_spec, try_run};
pub use toy::PIG_MISSIONS;
