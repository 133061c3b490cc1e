use super::CmdResult;
use horde_data::{Diagnostics, Source};
use horde_rules::{GameFn, Registry, RuleSystem};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files or folders. A folder named after a rule system (e.g.
    /// `content/rue-morgue`) is checked as that rule system's content; a
    /// folder holding such folders (e.g. `content`) checks each of them.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// The rule system, when it cannot be told from the folder names.
    #[arg(long)]
    game: Option<String>,
}

struct Validate(Vec<Source>);

impl GameFn for Validate {
    type Output = Diagnostics;
    fn call<G: RuleSystem>(self) -> Diagnostics {
        horde_data::with_every_syntax_error(&self.0, G::validate_content(&self.0))
    }
}

pub fn run<R: Registry>(args: &Args) -> CmdResult {
    let mut jobs: Vec<(String, Vec<Source>)> = Vec::new();
    for path in &args.paths {
        for (game, dir) in targets::<R>(path, args.game.as_deref())? {
            let sources = if dir.is_dir() {
                let found = horde_data::load_dir(&dir, "toml").map_err(|e| e.to_string())?;
                // Nothing to check is not "no errors".
                if found.is_empty() {
                    return Err(format!("{}: no content files (*.toml) in this folder", dir.display()));
                }
                found
            } else {
                vec![horde_data::load_file(&dir).map_err(|e| e.to_string())?]
            };
            jobs.push((game, sources));
        }
    }
    let mut errors = 0;
    let mut files = 0;
    for (game, sources) in jobs {
        files += sources.len();
        let diagnostics = R::dispatch(&game, Validate(sources)).map_err(|e| e.to_string())?;
        errors += diagnostics.error_count();
        for d in diagnostics.iter() {
            println!("{d}");
        }
    }
    if errors > 0 {
        eprintln!("{errors} error(s) in {files} file(s)");
        Ok(ExitCode::from(1))
    } else {
        eprintln!("{files} file(s) checked, no errors");
        Ok(ExitCode::SUCCESS)
    }
}

/// Which rule system each path belongs to.
fn targets<R: Registry>(path: &Path, game: Option<&str>) -> Result<Vec<(String, PathBuf)>, String> {
    if !path.exists() {
        return Err(format!("{}: no such file or folder", path.display()));
    }
    if let Some(g) = game {
        R::find(g).map_err(|e| e.to_string())?;
        return Ok(vec![(g.to_owned(), path.to_path_buf())]);
    }
    let ids: Vec<&str> = R::infos().iter().map(|i| i.id).collect();
    let named = |p: &Path| p.file_name().and_then(|n| n.to_str()).filter(|n| ids.contains(n)).map(str::to_owned);
    if let Some(g) = path.ancestors().find_map(named) {
        return Ok(vec![(g, path.to_path_buf())]);
    }
    if path.is_dir() {
        let found: Vec<_> = ids.iter().map(|id| path.join(id)).filter(|p| p.is_dir()).collect();
        if !found.is_empty() {
            return Ok(found.into_iter().filter_map(|p| named(&p).map(|g| (g, p))).collect());
        }
    }
    Err(format!(
        "{}: cannot tell which rule system this content is for; name a folder after one ({}) or pass --game",
        path.display(),
        ids.join(", ")
    ))
}
