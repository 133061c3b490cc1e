//! `horde render`: the schematic picture of a mission map, as SVG or as
//! text, from a shipped mission or a mission file.

use super::{CmdResult, mission_file};
use horde_core::{Game, Viewer};
use horde_data::Diagnostics;
use horde_grid_siege::GridSiege;
use horde_render::{Language, MapModel, RenderModel, SvgStyle, render_svg_in, render_text_in, rue_morgue};
use horde_rue_morgue::mission::MissionDef;
use horde_rue_morgue::mission::builtin_ids;
use horde_rules::{Registry, RuleSystem};
use horde_tui::Lang;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The rule systems the renderer has a map picture of.
const DRAWN: &[&str] = &["rue-morgue", "grid-siege"];

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
    let game = R::find(&args.game).map_err(|e| e.to_string())?;
    if !DRAWN.contains(&game.id) {
        return Err(format!("no map picture for {}: `horde render` draws {} only", game.id, DRAWN.join(", ")));
    }
    if args.png.is_some() {
        return Err("PNG output is not built into this binary: write --svg FILE and convert it with an SVG tool".into());
    }
    if game.id == <GridSiege as Game>::ID {
        return grid_siege(args);
    }
    let lang = match args.lang.as_deref() {
        None => None,
        Some(s) => Some(Lang::parse(s).ok_or_else(|| format!("unknown language {s:?}; use ru or en"))?),
    };
    let (mut map, def) = match mission_model(&args.mission)? {
        Ok(found) => found,
        Err(diagnostics) => return Ok(mission_file::refuse(&args.mission, &diagnostics)),
    };
    let language = match lang {
        Some(Lang::Ru) => Language::Ru,
        Some(Lang::En) | None => Language::En,
    };
    if let Some(lang) = lang {
        map.title = match lang {
            Lang::Ru => def.name_ru.clone(),
            Lang::En => def.name_en.clone(),
        };
        map.subtitle = rue_morgue::subtitle(&def, language);
    }
    let model = RenderModel::map(map);
    if args.svg.is_some() || !args.text {
        write_svg(args.svg.as_deref(), &render_svg_in(&model, &SvgStyle::default(), language))?;
    }
    if args.text {
        print!("{}", render_text_in(&model, language));
    }
    Ok(ExitCode::SUCCESS)
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

/// Grid Siege has one fixed map: its picture is the public view of a new
/// game (the pieces as dealt, no hidden hand).
fn grid_siege(args: &Args) -> CmdResult {
    if args.text {
        return Err("grid-siege has no text picture here: `horde play grid-siege` draws it in the terminal".into());
    }
    let setup = <GridSiege as RuleSystem>::default_setup(&args.mission, 2)?;
    let game = GridSiege::new(&setup).map_err(|e| e.0)?;
    write_svg(args.svg.as_deref(), &horde_render::grid_siege::view_svg(&game.view(Viewer::Spectator)))?;
    Ok(ExitCode::SUCCESS)
}

type Found = Result<(MapModel, MissionDef), Diagnostics>;

/// The map of a shipped mission, or of a mission file when `mission` names
/// a file (its content problems come back as diagnostics, not an error).
fn mission_model(mission: &str) -> Result<Found, String> {
    let compiled = if mission_file::names_file(mission) {
        match mission_file::load(mission)? {
            Ok(c) => std::sync::Arc::new(c),
            Err(d) => return Ok(Err(d)),
        }
    } else {
        match horde_rue_morgue::tiles::builtin_compiled(mission) {
            Some(Ok(c)) => c,
            Some(Err(d)) => return Ok(Err(d)),
            None => {
                let known: Vec<&str> = builtin_ids().collect();
                return Err(format!(
                    "unknown mission {mission:?} for rue-morgue (not a shipped mission nor a file); available: {}",
                    known.join(", ")
                ));
            }
        }
    };
    let map = rue_morgue::compiled_model(&compiled).map_err(|e| format!("{mission}: {e}"))?;
    Ok(Ok((map, compiled.def.clone())))
}
