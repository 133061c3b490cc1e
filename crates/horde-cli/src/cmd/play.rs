//! `horde play`: the full-screen terminal game (the `horde-tui` crate).

use super::CmdResult;
use horde_rules::Registry;
use horde_tui::{Lang, PlayOptions};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The rule system, e.g. rue-morgue (see `horde rules`); may be left out with --load.
    game: Option<String>,
    /// The mission to play (default: the rule system's first).
    #[arg(long)]
    mission: Option<String>,
    /// How many players (seats) the match has; survivors are dealt round the table.
    #[arg(long)]
    players: Option<u8>,
    /// Which seats people play, numbered from 1: "1,3", "all" or "none"
    /// (bots play the rest). Default: all. Several people take turns at
    /// one keyboard (hot seat).
    #[arg(long)]
    seats: Option<String>,
    /// The bots of the seats nobody plays: random, heuristic,
    /// rollout[:quick|normal|strong], mcts[:quick|normal|strong], or full
    /// settings as in `horde sim` (mcts:iterations=500,c=0.7); one for
    /// every seat, or one per seat separated by / (the last plays every
    /// seat after it). Default: heuristic where the rule system has a
    /// policy, else random.
    #[arg(long, visible_alias = "bots", value_name = "BOT[/BOT...]", long_help = BOT_HELP)]
    bot: Option<String>,
    /// Seed of the dice and cards; the same seed deals the same game. Default: from the clock.
    #[arg(long)]
    seed: Option<u64>,
    /// Language: ru or en. Default: from the locale (LC_ALL, LC_MESSAGES, LANG).
    #[arg(long)]
    lang: Option<String>,
    /// Continue a saved game.
    #[arg(long)]
    load: Option<PathBuf>,
    /// Where to save (the s key and on quitting). Default: a file in the current folder.
    #[arg(long)]
    save: Option<PathBuf>,
}

const BOT_HELP: &str = "The bots of the seats nobody plays, one for every seat or one per seat separated by / (the last plays every seat after it):
  random               a random legal action
  heuristic            the rule system's own policy (default where it has one, else random)
  rollout[:STRENGTH]   rollout search: the policy's best 3 actions played out and compared
  mcts[:STRENGTH]      Monte Carlo tree search
STRENGTH is quick, normal (default) or strong: a fixed number of iterations per decision (8/32/64 rounds of rollouts, 100/200/400 MCTS iterations with a policy), so a saved game's bots choose the same again; a decision takes milliseconds in Rue Morgue and up to a second or two for the strong searches in Grid Siege. Full settings as in `horde sim` work too, e.g. mcts:iterations=500,c=0.7 or rollout:rounds=16,k=2.";

pub fn run<R: Registry>(args: &Args) -> CmdResult {
    let lang = lang(args.lang.as_deref())?;
    let humans = match args.seats.as_deref() {
        None => None,
        Some(s) => parse_seats(s)?,
    };
    let opts = PlayOptions {
        game: args.game.clone(),
        mission: args.mission.clone(),
        players: args.players,
        humans,
        seed: args.seed.unwrap_or_else(clock_seed),
        lang,
        load: args.load.clone(),
        save: args.save.clone(),
        bot: args.bot.clone(),
    };
    let report = horde_tui::play::<R>(&opts)?;
    println!("{}", report.summary);
    Ok(if report.saved.is_some() { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

/// `--lang`, or the locale when it is not given.
pub fn lang(arg: Option<&str>) -> Result<Lang, String> {
    match arg {
        None => Ok(Lang::from_env()),
        Some(s) => Lang::parse(s).ok_or_else(|| format!("unknown language {s:?}; use ru or en")),
    }
}

/// "1,3" → those seats; "all" → `None` (every seat, however many the
/// match has); "none" → no person plays.
fn parse_seats(s: &str) -> Result<Option<Vec<u8>>, String> {
    match s.trim() {
        "all" => Ok(None),
        "none" | "" => Ok(Some(Vec::new())),
        list => list
            .split(',')
            .map(|p| {
                let p = p.trim();
                p.parse::<u8>().ok().filter(|&n| n >= 1).ok_or_else(|| {
                    format!(
                        "--seats: {p:?} is not a seat number (seats are numbered from 1: \"1,3\", \"all\", \"none\")"
                    )
                })
            })
            .collect::<Result<Vec<u8>, String>>()
            .map(Some),
    }
}

/// A seed for an unseeded game. The clock is fine here: the seed is shown
/// on screen and written to the save, so the game can still be replayed.
#[allow(clippy::disallowed_methods)]
fn clock_seed() -> u64 {
    let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    t.as_secs() ^ u64::from(t.subsec_nanos()) << 20
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_lists() {
        assert_eq!(parse_seats("1,3").unwrap(), Some(vec![1, 3]));
        assert_eq!(parse_seats(" 2 ").unwrap(), Some(vec![2]));
        assert_eq!(parse_seats("none").unwrap(), Some(vec![]));
        assert_eq!(parse_seats("all").unwrap(), None);
        assert!(parse_seats("0").is_err());
        assert!(parse_seats("x").is_err());
    }
}
