//! Prints the SVG picture of a Grid Siege game as one seat sees it:
//! `cargo run -p horde-render --example grid_siege_svg -- --moves 300 > gs.svg`.
//! `--moves N` plays N random legal decisions from the default table
//! (seed `--seed S`, default 1); `--seat K` draws seat K's view (0 is the
//! Zombie Player), a spectator's otherwise.

use horde_core::{Game, Seat, Viewer};
use horde_grid_siege::{GridSiege, Setup};
use horde_render::grid_siege::view_svg;
use horde_testkit::play_random;

fn arg(args: &[String], name: &str) -> Option<u64> {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).and_then(|n| n.parse().ok())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let moves = arg(&args, "--moves").unwrap_or(200);
    let seed = arg(&args, "--seed").unwrap_or(1);
    let viewer = arg(&args, "--seat").map_or(Viewer::Spectator, |s| Viewer::Seat(Seat(s as u8)));
    let setup = Setup { human_seats: 2, ..Setup::default() };
    let m = match play_random::<GridSiege>(&setup, seed, moves as usize) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    print!("{}", view_svg(&m.state().view(viewer)));
}
