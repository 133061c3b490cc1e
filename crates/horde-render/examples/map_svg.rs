//! Draws a shipped Rue Morgue mission as a game in progress:
//! `cargo run -p horde-render --example map_svg -- m01 --live 40 > m01.svg`
//! plays 40 random legal moves with the default team and draws the game as
//! a spectator sees it (`--text` for the terminal picture). The static map
//! is `horde render rue-morgue --mission m01`.

use horde_core::{Game, Viewer};
use horde_render::{RenderModel, SvgStyle, render_svg, render_text, rue_morgue};
use horde_rue_morgue::{RueMorgue, Setup};
use horde_testkit::play_random;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let text = args.iter().any(|a| a == "--text");
    let live: Option<usize> =
        args.iter().position(|a| a == "--live").and_then(|i| args.get(i + 1)).and_then(|n| n.parse().ok());
    let (Some(id), Some(moves)) = (args.iter().find(|a| !a.starts_with("--") && a.parse::<usize>().is_err()), live)
    else {
        eprintln!("usage: map_svg MISSION_ID --live N [--text]; the static map is `horde render`");
        std::process::exit(2);
    };
    let map = match rue_morgue::builtin_model(id) {
        None => {
            eprintln!("no shipped mission {id:?}");
            std::process::exit(1);
        }
        Some(Err(e)) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
        Some(Ok(map)) => map,
    };
    let overlay = {
        let team = ["parker", "terry", "dan", "katie", "bear", "jane"];
        let m = match play_random::<RueMorgue>(&Setup::solo(id, &team, None), 1, moves) {
            Ok(m) => m,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        };
        Some(rue_morgue::overlay_from_view(&map, &m.state().view(Viewer::Spectator)))
    };
    let model = RenderModel { map, overlay };
    if text {
        print!("{}", render_text(&model));
    } else {
        print!("{}", render_svg(&model, &SvgStyle::default()));
    }
}
