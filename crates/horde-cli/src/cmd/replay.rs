use super::CmdResult;
use horde_core::{Match, MatchFile};
use horde_rules::{GameFn, Registry, RuleSystem};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// A match file written by `horde play`, `horde serve` or `horde sim`.
    file: PathBuf,
    /// Print one JSON object per action (actor, action, events) instead of text.
    #[arg(long, conflicts_with = "tui")]
    json: bool,
    /// Step through the match on a full-screen board (the default on a terminal).
    #[arg(long, conflicts_with = "text")]
    tui: bool,
    /// Print the actions and events as text, even on a terminal.
    #[arg(long)]
    text: bool,
    /// Language of the board: ru or en. Default: from the locale.
    #[arg(long)]
    lang: Option<String>,
}

pub fn run<R: Registry>(args: &Args) -> CmdResult {
    use std::io::IsTerminal;
    let on_terminal = std::io::stdout().is_terminal() && std::io::stdin().is_terminal();
    // Whatever goes wrong, the message says which file it is about.
    let in_file = |e: String| {
        let name = args.file.display().to_string();
        if e.starts_with(&name) { e } else { format!("{name}: {e}") }
    };
    if args.tui || (on_terminal && !args.json && !args.text) {
        let lang = super::play::lang(args.lang.as_deref())?;
        horde_tui::replay::<R>(&args.file, lang).map_err(in_file)?;
        return Ok(ExitCode::SUCCESS);
    }
    let text = std::fs::read_to_string(&args.file).map_err(|e| in_file(e.to_string()))?;
    let file: MatchFile = serde_json::from_str(&text).map_err(|e| in_file(format!("not a match file: {e}")))?;
    let game = file.game.clone();
    R::dispatch(&game, Replay { file, json: args.json }).map_err(|e| in_file(e.to_string()))?.map_err(in_file)
}

struct Replay {
    file: MatchFile,
    json: bool,
}

impl GameFn for Replay {
    type Output = CmdResult;
    fn call<G: RuleSystem>(self) -> CmdResult {
        // Validates versions, every action and the final hash before printing.
        let checked = Match::<G>::from_file(&self.file).map_err(|e| e.to_string())?;
        let mut m = Match::<G>::new(checked.setup().clone(), checked.seed()).map_err(|e| e.to_string())?;
        let mut events = Vec::new();
        for (i, entry) in checked.log().iter().enumerate() {
            events.clear();
            m.act(entry.actor, entry.action, &mut events).map_err(|e| format!("action #{i}: {e}"))?;
            if self.json {
                let line = serde_json::json!({ "index": i, "actor": entry.actor, "action": entry.action.to_string(), "events": events });
                println!("{line}");
            } else {
                println!("{i:>5}  {:<8} {}", entry.actor.to_string(), entry.action);
                for e in &events {
                    println!("         {}", serde_json::to_string(e).map_err(|e| e.to_string())?);
                }
            }
        }
        let outcome = m.state().outcome();
        if self.json {
            println!(
                "{}",
                serde_json::json!({ "state_hash": format!("{:016x}", m.state().state_hash()), "outcome": outcome })
            );
        } else {
            println!("state hash {:016x}", m.state().state_hash());
            match outcome {
                Some(o) => println!("over: {} (scores {:?})", o.reason, o.scores),
                None => println!("in progress: {:?} to decide", m.decision()),
            }
        }
        Ok(ExitCode::SUCCESS)
    }
}
