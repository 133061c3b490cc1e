//! Prints the SVG picture of a shipped Rue Morgue mission:
//! `cargo run -p horde-render --example map_svg -- m01 > m01.svg`.
//! With `--text`, prints the terminal picture instead.

use horde_render::{RenderModel, SvgStyle, render_svg, render_text, rue_morgue};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let text = args.iter().any(|a| a == "--text");
    let Some(id) = args.iter().find(|a| !a.starts_with("--")) else {
        eprintln!("usage: map_svg MISSION_ID [--text]");
        std::process::exit(2);
    };
    match rue_morgue::builtin_model(id) {
        None => {
            eprintln!("no shipped mission {id:?}");
            std::process::exit(1);
        }
        Some(Err(e)) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
        Some(Ok(map)) => {
            let model = RenderModel::map(map);
            if text {
                print!("{}", render_text(&model));
            } else {
                print!("{}", render_svg(&model, &SvgStyle::default()));
            }
        }
    }
}
