//! `horde render`: the schematic picture of a mission map, as SVG or as
//! text, from a shipped mission or a mission file.

use super::{CmdResult, mission_file};
use horde_render::{Language, MapPicture, MapRequest, MissionRef, Picture, PictureFn, dispatch_picture};
use horde_rules::Registry;
use horde_tui::Lang;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The rule system, e.g. rue-morgue (see `horde rules`).
    game: String,
    /// A shipped mission id (see `horde rules GAME`) or the path of a
    /// mission file, compiled with the shipped tiles (its problems are
    /// listed with file and line).
    #[arg(long, value_name = "ID|FILE")]
    mission: String,
    /// Write the SVG picture to this file.
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
    /// Write a PNG picture (not built into this binary: convert the SVG).
    #[arg(long, value_name = "FILE")]
    png: Option<PathBuf>,
    /// Print the terminal picture (three characters a cell, with a key)
    /// instead of the SVG.
    #[arg(long)]
    text: bool,
    /// The language of the title, the subtitle and the key: ru or en.
    /// Default: both titles, English words.
    #[arg(long)]
    lang: Option<String>,
}

pub fn run<R: Registry>(args: &Args) -> CmdResult {
    R::find(&args.game).map_err(|e| e.to_string())?;
    if args.png.is_some() {
        return Err("PNG output is not built into this binary: write --svg FILE and convert it with an SVG tool".into());
    }
    let language = match args.lang.as_deref() {
        None => None,
        Some(s) => Some(match Lang::parse(s).ok_or_else(|| format!("unknown language {s:?}; use ru or en"))? {
            Lang::Ru => Language::Ru,
            Lang::En => Language::En,
        }),
    };
    let mission = if mission_file::names_file(&args.mission) {
        if !Path::new(&args.mission).is_file() {
            return Err(format!("{}: no such mission file", args.mission));
        }
        MissionRef::File(horde_data::load_file(&args.mission).map_err(|e| format!("{}: {e}", args.mission))?)
    } else {
        MissionRef::Shipped(args.mission.clone())
    };
    let request = MapRequest { mission, language, text: args.text };
    match dispatch_picture::<R, _>(&args.game, Draw(&request)).map_err(|e| e.to_string())?? {
        MapPicture::Refused(diagnostics) => Ok(mission_file::refuse(&args.mission, &diagnostics)),
        MapPicture::Drawn(picture) if args.text => {
            print!("{picture}");
            Ok(ExitCode::SUCCESS)
        }
        MapPicture::Drawn(svg) => {
            write_svg(args.svg.as_deref(), &svg)?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

struct Draw<'a>(&'a MapRequest);

impl PictureFn for Draw<'_> {
    type Output = Result<MapPicture, String>;
    fn call<P: Picture>(self) -> Self::Output {
        P::map_picture(self.0)
    }
}

/// The SVG into `path`, or on standard output without one.
fn write_svg(path: Option<&Path>, svg: &str) -> Result<(), String> {
    match path {
        Some(path) => {
            std::fs::write(path, svg).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            eprintln!("wrote {}", path.display());
        }
        None => print!("{svg}"),
    }
    Ok(())
}
